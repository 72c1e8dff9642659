// SharedPointerSystem: the held object lives exactly as long as the system
// (or its diagram, or a scalar-converted copy), get<>() checks the type,
// AddToBuilder returns the held pointer, nothing is drawn in Graphviz.

#include "drake/systems/primitives/shared_pointer_system.h"

#include <memory>
#include <string>
#include <typeinfo>

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace systems {
namespace shared_pointer_system_test {

// Counts the live instances through a flag the test owns.
struct Tracked {
  explicit Tracked(bool* alive_in) : alive(alive_in) { *alive = true; }
  ~Tracked() { *alive = false; }
  bool* alive;
  int payload{42};
};

TEST(SharedPointerSystemTest, HoldsAndReleases) {
  bool alive = false;
  auto held = std::make_shared<Tracked>(&alive);
  Tracked* raw = held.get();
  auto dut = std::make_unique<SharedPointerSystem<double>>(std::move(held));
  EXPECT_TRUE(alive);
  EXPECT_EQ(dut->get<Tracked>(), raw);
  EXPECT_EQ(dut->get<Tracked>()->payload, 42);
  EXPECT_EQ(dut->num_input_ports(), 0);
  EXPECT_EQ(dut->num_output_ports(), 0);
  EXPECT_EQ(dut->CreateDefaultContext()->num_total_states(), 0);
  // the held type must be asked for exactly.
  EXPECT_THROW(dut->get<int>(), std::bad_cast);
  dut.reset();
  EXPECT_FALSE(alive);
}

TEST(SharedPointerSystemTest, UniquePtrAndNull) {
  bool alive = false;
  SharedPointerSystem<double> from_unique(std::make_unique<Tracked>(&alive));
  EXPECT_TRUE(alive);
  EXPECT_EQ(from_unique.get<Tracked>()->payload, 42);
  const SharedPointerSystem<double> null_holder(std::shared_ptr<int>{});
  EXPECT_EQ(null_holder.get<int>(), nullptr);
}

// The diagram owns the system, so the object dies with the diagram.
TEST(SharedPointerSystemTest, AddToBuilder) {
  bool alive = false;
  DiagramBuilder<double> builder;
  Tracked* raw = SharedPointerSystem<double>::AddToBuilder(
      &builder, std::make_unique<Tracked>(&alive));
  ASSERT_NE(raw, nullptr);
  EXPECT_EQ(raw->payload, 42);
  int* null_result = SharedPointerSystem<double>::AddToBuilder(
      &builder, std::shared_ptr<int>{});
  EXPECT_EQ(null_result, nullptr);
  auto diagram = builder.Build();
  EXPECT_EQ(diagram->num_subsystems(), 2);
  EXPECT_TRUE(alive);
  // Graphviz: the diagram's cluster, without the holders' record nodes.
  const std::string dot = diagram->GetGraphvizString();
  EXPECT_EQ(dot.find("shape=record"), std::string::npos) << dot;
  diagram.reset();
  EXPECT_FALSE(alive);
  EXPECT_THROW(SharedPointerSystem<double>::AddToBuilder(
                   nullptr, std::make_shared<int>(1)),
               std::exception);
}

// Conversion shares the object: it outlives the original while the copy
// exists.
TEST(SharedPointerSystemTest, ScalarConversionShares) {
  bool alive = false;
  auto dut = std::make_unique<SharedPointerSystem<double>>(
      std::make_shared<Tracked>(&alive));
  std::unique_ptr<SharedPointerSystem<AutoDiffXd>> ad =
      System<double>::ToAutoDiffXd(*dut);
  EXPECT_EQ(ad->get<Tracked>(), dut->get<Tracked>());
  dut.reset();
  EXPECT_TRUE(alive);
  ad.reset();
  EXPECT_FALSE(alive);
}

}  // namespace shared_pointer_system_test
}  // namespace systems
}  // namespace drake
