// PortSwitch: the output is the selected input (vector, abstract and
// scalar-templated abstract values), unselected inputs are not evaluated,
// scalar conversion keeps the inputs, bad selections throw.

#include "drake/systems/primitives/port_switch.h"

#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/constant_vector_source.h"

namespace drake {
namespace systems {
namespace port_switch_test {

using Eigen::Vector2d;

// A value type templated on the scalar.
template <typename T>
struct Tagged {
  T value{};
  std::string tag;
};

TEST(PortSwitchTest, VectorSwitch) {
  PortSwitch<double> dut(2);
  EXPECT_EQ(dut.num_input_ports(), 1);
  EXPECT_EQ(dut.get_port_selector_input_port().get_name(), "port_selector");
  EXPECT_EQ(dut.get_output_port().get_name(), "value");
  EXPECT_EQ(dut.get_output_port().size(), 2);
  const InputPort<double>& a = dut.DeclareInputPort("a");
  const InputPort<double>& b = dut.DeclareInputPort("b");
  const InputPort<double>& c = dut.DeclareInputPort("c");
  EXPECT_EQ(a.get_index(), 1);
  EXPECT_EQ(b.get_name(), "b");
  EXPECT_EQ(c.size(), 2);
  EXPECT_EQ(dut.num_input_ports(), 4);

  auto context = dut.CreateDefaultContext();
  a.FixValue(context.get(), Vector2d(1.0, 2.0));
  b.FixValue(context.get(), Vector2d(3.0, 4.0));
  // "c" is left without a value: it is never evaluated unless selected.
  dut.get_port_selector_input_port().FixValue(context.get(), InputPortIndex(2));
  EXPECT_EQ(dut.get_output_port().Eval(*context), Vector2d(3.0, 4.0));
  dut.get_port_selector_input_port().FixValue(context.get(), a.get_index());
  EXPECT_EQ(dut.get_output_port().Eval(*context), Vector2d(1.0, 2.0));
  // selecting the unconnected one is the framework's missing-input error.
  dut.get_port_selector_input_port().FixValue(context.get(), c.get_index());
  EXPECT_THROW(dut.get_output_port().Eval(*context), std::exception);
}

// In a diagram: the selected source's value; the output follows a change
// of the selector.
TEST(PortSwitchTest, InDiagram) {
  DiagramBuilder<double> builder;
  auto* one = builder.AddSystem<ConstantVectorSource<double>>(Vector1d(1.0));
  auto* two = builder.AddSystem<ConstantVectorSource<double>>(Vector1d(2.0));
  auto* dut = builder.AddSystem<PortSwitch<double>>(1);
  builder.Connect(one->get_output_port(), dut->DeclareInputPort("one"));
  builder.Connect(two->get_output_port(), dut->DeclareInputPort("two"));
  builder.ExportInput(dut->get_port_selector_input_port(), "selector");
  builder.ExportOutput(dut->get_output_port(), "out");
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  diagram->get_input_port(0).FixValue(context.get(), InputPortIndex(2));
  EXPECT_EQ(diagram->get_output_port(0).Eval(*context)[0], 2.0);
  diagram->get_input_port(0).FixValue(context.get(), InputPortIndex(1));
  EXPECT_EQ(diagram->get_output_port(0).Eval(*context)[0], 1.0);
}

TEST(PortSwitchTest, AbstractSwitch) {
  PortSwitch<double> dut(std::string("model"));
  const InputPort<double>& x = dut.DeclareInputPort("x");
  const InputPort<double>& y = dut.DeclareInputPort("y");
  auto context = dut.CreateDefaultContext();
  // the output's model value is the given one.
  EXPECT_EQ(dut.get_output_port().Allocate()->get_value<std::string>(),
            "model");
  x.FixValue(context.get(), std::string("from x"));
  y.FixValue(context.get(), std::string("from y"));
  dut.get_port_selector_input_port().FixValue(context.get(), y.get_index());
  EXPECT_EQ(dut.get_output_port().Eval<std::string>(*context), "from y");
  dut.get_port_selector_input_port().FixValue(context.get(), x.get_index());
  EXPECT_EQ(dut.get_output_port().Eval<std::string>(*context), "from x");
  // a non-templated abstract type converts as itself.
  std::unique_ptr<PortSwitch<AutoDiffXd>> ad =
      System<double>::ToAutoDiffXd(dut);
  EXPECT_EQ(ad->num_input_ports(), 3);
  EXPECT_EQ(ad->get_input_port(2).get_name(), "y");
  EXPECT_EQ(ad->get_output_port().Allocate()->get_value<std::string>(),
            "model");
}

// A scalar-templated value type: Tagged<double> ports become
// Tagged<AutoDiffXd> ports on conversion.
TEST(PortSwitchTest, ScalarTemplatedAbstractSwitch) {
  PortSwitch<double> dut(Tagged<double>{});
  dut.DeclareInputPort("first");
  dut.DeclareInputPort("second");
  EXPECT_NO_THROW(
      dut.get_output_port().Allocate()->get_value<Tagged<double>>());
  std::unique_ptr<PortSwitch<AutoDiffXd>> ad =
      System<double>::ToAutoDiffXd(dut);
  ASSERT_EQ(ad->num_input_ports(), 3);
  EXPECT_EQ(ad->get_input_port(1).get_name(), "first");
  auto context = ad->CreateDefaultContext();
  ad->get_input_port(1).FixValue(context.get(),
                                 Tagged<AutoDiffXd>{AutoDiffXd(1.0), "first"});
  ad->get_input_port(2).FixValue(
      context.get(),
      Tagged<AutoDiffXd>{AutoDiffXd(2.5, Eigen::VectorXd::Ones(1)), "second"});
  ad->get_port_selector_input_port().FixValue(context.get(), InputPortIndex(2));
  const auto& out = ad->get_output_port().Eval<Tagged<AutoDiffXd>>(*context);
  EXPECT_EQ(out.tag, "second");
  EXPECT_EQ(out.value.value(), 2.5);
  EXPECT_EQ(out.value.derivatives()[0], 1.0);
}

// The vector switch converts with its inputs; values pass through
// unchanged, gradients included.
TEST(PortSwitchTest, VectorToAutoDiffXd) {
  PortSwitch<double> dut(1);
  dut.DeclareInputPort("p");
  dut.DeclareInputPort("q");
  std::unique_ptr<PortSwitch<AutoDiffXd>> ad =
      System<double>::ToAutoDiffXd(dut);
  ASSERT_EQ(ad->num_input_ports(), 3);
  EXPECT_EQ(ad->get_input_port(2).get_name(), "q");
  EXPECT_EQ(ad->get_output_port().size(), 1);
  auto context = ad->CreateDefaultContext();
  ad->get_input_port(2).FixValue(
      context.get(),
      Vector1<AutoDiffXd>(AutoDiffXd(4.0, Eigen::Vector2d(1, 2))));
  ad->get_port_selector_input_port().FixValue(context.get(), InputPortIndex(2));
  const AutoDiffXd out = ad->get_output_port().Eval(*context)[0];
  EXPECT_EQ(out.value(), 4.0);
  EXPECT_EQ(out.derivatives(), Eigen::Vector2d(1, 2));
}

TEST(PortSwitchTest, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      PortSwitch<double>(0),
      "PortSwitch: the vector size must be positive; got 0.");
  PortSwitch<double> dut(1);
  dut.set_name("mode_switch");
  dut.DeclareInputPort("a");
  dut.DeclareInputPort("b");
  auto context = dut.CreateDefaultContext();
  dut.get_input_port(1).FixValue(context.get(), Vector1d(1.0));
  dut.get_input_port(2).FixValue(context.get(), Vector1d(2.0));
  // out of range, the selector itself, and an invalid index.
  dut.get_port_selector_input_port().FixValue(context.get(), InputPortIndex(3));
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.get_output_port().Eval(*context),
      "PortSwitch 'mode_switch': the port_selector input is 3; it must be the "
      "index of one of the declared inputs \\(1 to 2\\).");
  dut.get_port_selector_input_port().FixValue(context.get(), InputPortIndex(0));
  DRAKE_EXPECT_THROWS_MESSAGE(dut.get_output_port().Eval(*context),
                              ".*mode_switch.*port_selector input is 0.*");
  dut.get_port_selector_input_port().FixValue(context.get(), InputPortIndex());
  DRAKE_EXPECT_THROWS_MESSAGE(dut.get_output_port().Eval(*context),
                              ".*mode_switch.*port_selector input is -1.*");
}

}  // namespace port_switch_test
}  // namespace systems
}  // namespace drake
