// DiagramBuilder::AddSystem / AddNamedSystem with a std::shared_ptr: the
// diagram shares ownership of the system.

#include <memory>

#include <gtest/gtest.h>

#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace diagram_builder_shared_test {

class Source final : public LeafSystem<double> {
 public:
  Source() { this->DeclareVectorOutputPort("y", 1, &Source::Calc); }

 private:
  void Calc(const Context<double>&, BasicVector<double>* y) const {
    (*y)[0] = 4;
  }
};

TEST(DiagramBuilderSharedTest, SharesOwnership) {
  auto shared = std::make_shared<Source>();
  std::weak_ptr<Source> weak = shared;
  std::unique_ptr<Diagram<double>> diagram;
  {
    DiagramBuilder<double> builder;
    Source* added = builder.AddNamedSystem("source", shared);
    EXPECT_EQ(added, shared.get());
    EXPECT_EQ(shared->get_name(), "source");
    builder.ExportOutput(added->get_output_port(0), "y");
    diagram = builder.Build();
  }
  EXPECT_EQ(shared.use_count(), 2);
  shared.reset();
  // The diagram keeps it alive and uses it.
  EXPECT_FALSE(weak.expired());
  auto context = diagram->CreateDefaultContext();
  EXPECT_EQ(diagram->get_output_port(0).Eval(*context)[0], 4.0);
  diagram.reset();
  EXPECT_TRUE(weak.expired());
}

TEST(DiagramBuilderSharedTest, Errors) {
  DiagramBuilder<double> builder;
  auto shared = std::make_shared<Source>();
  builder.AddSystem(shared);
  // The same system twice.
  EXPECT_THROW(builder.AddSystem(shared), std::logic_error);
  EXPECT_THROW(builder.AddSystem(std::shared_ptr<Source>()), std::logic_error);
  // unique_ptr still works alongside.
  auto* unique = builder.AddSystem(std::make_unique<Source>());
  EXPECT_NE(unique, nullptr);
  EXPECT_EQ(builder.GetSystems().size(), 2u);
}

}  // namespace diagram_builder_shared_test
}  // namespace systems
}  // namespace drake
