// BusValue, BusCreator and BusSelector: signals round-trip through a bus in
// a diagram, unconnected inputs are left out, the type of a name is kept,
// scalar conversion keeps the ports, and the errors name the signal.

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/limit_malloc.h"

#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/systems/framework/bus_value.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/bus_creator.h"
#include "drake/systems/primitives/bus_selector.h"
#include "drake/systems/primitives/constant_vector_source.h"

namespace drake {
namespace systems {
namespace bus_systems_test {

TEST(BusValueTest, SetFindClearIterate) {
  BusValue bus;
  EXPECT_EQ(bus.begin(), bus.end());
  EXPECT_EQ(bus.Find("a"), nullptr);
  bus.Set("a", Value<int>(1));
  bus.Set("b", Value<std::string>("two"));
  bus.Set("a", Value<int>(3));  // same type: replaced
  ASSERT_NE(bus.Find("a"), nullptr);
  EXPECT_EQ(bus.Find("a")->get_value<int>(), 3);
  EXPECT_EQ(bus.Find("b")->get_value<std::string>(), "two");

  std::vector<std::string> names;
  for (const auto& [name, value] : bus) {
    names.emplace_back(name);
    EXPECT_EQ(&value, bus.Find(name));
  }
  EXPECT_EQ(names, (std::vector<std::string>{"a", "b"}));

  // A copy is deep.
  BusValue copy = bus;
  copy.Set("a", Value<int>(4));
  EXPECT_EQ(bus.Find("a")->get_value<int>(), 3);

  // A name keeps its type, also after Clear().
  bus.Clear();
  EXPECT_EQ(bus.Find("a"), nullptr);
  EXPECT_EQ(bus.begin(), bus.end());
  DRAKE_EXPECT_THROWS_MESSAGE(
      bus.Set("a", Value<double>(1.0)),
      "BusValue::Set\\(\\): signal 'a' holds values of type int, so it "
      "cannot be set to a value of type double.*");
  bus.Set("b", Value<std::string>("again"));
  names.clear();
  for (auto it = bus.begin(); it != bus.end(); ++it) {
    names.emplace_back((*it).first);
  }
  EXPECT_EQ(names, (std::vector<std::string>{"b"}));

  // Setting a known name again reuses its storage: no allocation.
  const Value<int> five(5);
  bus.Set("a", five);
  bus.Clear();
  {
    mallard::test::AllocationCounter counter;
    bus.Set("a", five);
    EXPECT_EQ(counter.count(), 0);
  }
  EXPECT_EQ(bus.Find("a")->get_value<int>(), 5);
}

TEST(BusSystemsTest, RoundTripInADiagram) {
  DiagramBuilder<double> builder;
  auto* position =
      builder.AddSystem<ConstantVectorSource<double>>(Eigen::Vector3d(1, 2, 3));
  auto* creator = builder.AddSystem<BusCreator<double>>("bus");
  creator->DeclareVectorInputPort("position", 3);
  creator->DeclareAbstractInputPort("label", Value<std::string>());
  creator->DeclareVectorInputPort(kUseDefaultName, 1);  // left unconnected
  auto* selector = builder.AddSystem<BusSelector<double>>();
  selector->DeclareVectorOutputPort("position", 3);
  selector->DeclareAbstractOutputPort("label", Value<std::string>());
  selector->DeclareVectorOutputPort("missing", 2);
  builder.Connect(position->get_output_port(), creator->get_input_port(0));
  builder.Connect(creator->get_output_port(), selector->get_input_port());
  builder.ExportInput(creator->get_input_port(1), "label");
  builder.ExportOutput(selector->get_output_port(0), "position");
  builder.ExportOutput(selector->get_output_port(1), "label");
  builder.ExportOutput(selector->get_output_port(2), "missing");
  builder.ExportOutput(creator->get_output_port(), "bus");
  auto diagram = builder.Build();

  // Drake's default port names.
  EXPECT_EQ(creator->get_output_port().get_name(), "bus");
  EXPECT_EQ(creator->get_input_port(2).get_name(), "u2");
  EXPECT_EQ(selector->get_input_port().get_name(), "u0");

  auto context = diagram->CreateDefaultContext();
  diagram->get_input_port(0).FixValue(context.get(), std::string("hello"));
  EXPECT_EQ(diagram->get_output_port(0).Eval(*context),
            Eigen::Vector3d(1, 2, 3));
  EXPECT_EQ(diagram->get_output_port(1).Eval<std::string>(*context), "hello");
  // The unconnected input "u2" is not on the bus.
  const BusValue& bus = diagram->get_output_port(3).Eval<BusValue>(*context);
  EXPECT_EQ(bus.Find("u2"), nullptr);
  EXPECT_EQ(bus.Find("position")->get_value<BasicVector<double>>().value(),
            Eigen::Vector3d(1, 2, 3));
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->get_output_port(2).Eval(*context),
      "Missing value for input signal missing on .*: the bus on input port "
      "'u0' has no signal of that name.");
}

TEST(BusSystemsTest, WrongTypesAndScalarConversion) {
  BusSelector<double> selector("in");
  selector.DeclareVectorOutputPort("v", 2);
  selector.DeclareAbstractOutputPort("s", Value<std::string>());
  auto context = selector.CreateDefaultContext();
  BusValue bus;
  bus.Set("v", Value<std::string>("not a vector"));
  bus.Set("s", Value<int>(7));
  selector.get_input_port().FixValue(context.get(), bus);
  DRAKE_EXPECT_THROWS_MESSAGE(
      selector.get_output_port(0).Eval(*context),
      "Wrong type \\(non-vector\\) for input signal v on .*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      selector.get_output_port(1).Eval<std::string>(*context),
      "Wrong type for input signal s on .*holds a "
      "int.*holds a std::string.*");

  // Scalar conversion keeps the ports and their names.
  BusCreator<double> creator("out");
  creator.DeclareVectorInputPort("x", 2);
  creator.DeclareAbstractInputPort("tag", Value<int>(0));
  auto creator_ad = creator.ToAutoDiffXd();
  ASSERT_EQ(creator_ad->num_input_ports(), 2);
  EXPECT_EQ(creator_ad->get_input_port(0).get_name(), "x");
  EXPECT_EQ(creator_ad->get_input_port(0).size(), 2);
  EXPECT_EQ(creator_ad->get_input_port(1).get_name(), "tag");
  EXPECT_EQ(creator_ad->get_output_port().get_name(), "out");
  auto selector_ad = selector.ToAutoDiffXd();
  ASSERT_EQ(selector_ad->num_output_ports(), 2);
  EXPECT_EQ(selector_ad->get_output_port(0).size(), 2);
  EXPECT_EQ(selector_ad->get_input_port().get_name(), "in");

  // AutoDiffXd values go through with their derivatives.
  auto ad_context = creator_ad->CreateDefaultContext();
  VectorX<AutoDiffXd> x(2);
  x(0) = AutoDiffXd(1.0, Eigen::Vector2d(1, 0));
  x(1) = AutoDiffXd(2.0, Eigen::Vector2d(0, 1));
  creator_ad->get_input_port(0).FixValue(ad_context.get(), x);
  const BusValue& ad_bus =
      creator_ad->get_output_port().Eval<BusValue>(*ad_context);
  EXPECT_EQ(ad_bus.Find("x")
                ->get_value<BasicVector<AutoDiffXd>>()
                .value()(1)
                .derivatives(),
            Eigen::Vector2d(0, 1));
  EXPECT_EQ(ad_bus.Find("tag"), nullptr);  // not fixed: left out
}

}  // namespace bus_systems_test
}  // namespace systems
}  // namespace drake
