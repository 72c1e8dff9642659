// Selector: each output element is the selected input element (a
// permutation, repeats, an empty output), the feedthrough follows the
// selections, SelectorParams loads from and saves to YAML, scalar
// conversion keeps gradients, bad params throw.

#include "drake/systems/primitives/selector.h"

#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/yaml/yaml_io.h"

namespace drake {
namespace systems {
namespace selector_test {

using Eigen::Vector2d;
using Eigen::Vector3d;
using Eigen::VectorXd;
using Selection = SelectorParams::OutputSelection;
using yaml::LoadYamlString;
using yaml::SaveYamlString;

// u0 (3 elements, default name), u1 = "b" (2 elements);
// y0 = [u1[1], u0[0], u0[1], u0[2], u1[1]] (default name),
// "picked" = [u0[1]], "empty" = [].
SelectorParams MakeParams() {
  SelectorParams params;
  params.inputs.push_back({.name = std::nullopt, .size = 3});
  params.inputs.push_back({.name = "b", .size = 2});
  params.outputs.push_back(
      {.name = std::nullopt,
       .selections = {Selection{1, 1}, Selection{0, 0}, Selection{0, 1},
                      Selection{0, 2}, Selection{1, 1}}});
  params.outputs.push_back({.name = "picked", .selections = {Selection{0, 1}}});
  params.outputs.push_back({.name = "empty", .selections = {}});
  return params;
}

TEST(SelectorTest, PortsAndValues) {
  const Selector<double> dut(MakeParams());
  ASSERT_EQ(dut.num_input_ports(), 2);
  ASSERT_EQ(dut.num_output_ports(), 3);
  EXPECT_EQ(dut.get_input_port(0).get_name(), "u0");
  EXPECT_EQ(dut.get_input_port(1).get_name(), "b");
  EXPECT_EQ(dut.get_output_port(0).get_name(), "y0");
  EXPECT_EQ(dut.get_output_port(1).get_name(), "picked");
  EXPECT_EQ(dut.get_output_port(2).get_name(), "empty");
  EXPECT_EQ(dut.get_output_port(0).size(), 5);
  EXPECT_EQ(dut.get_output_port(2).size(), 0);

  auto context = dut.CreateDefaultContext();
  dut.get_input_port(0).FixValue(context.get(), Vector3d(10.0, 11.0, 12.0));
  dut.get_input_port(1).FixValue(context.get(), Vector2d(20.0, 21.0));
  VectorXd expected(5);
  expected << 21.0, 10.0, 11.0, 12.0, 21.0;
  EXPECT_EQ(dut.get_output_port(0).Eval(*context), expected);
  EXPECT_EQ(dut.get_output_port(1).Eval(*context), Vector1d(11.0));
  EXPECT_EQ(dut.get_output_port(2).Eval(*context).size(), 0);
}

TEST(SelectorTest, Feedthrough) {
  const Selector<double> dut(MakeParams());
  EXPECT_TRUE(dut.HasDirectFeedthrough(0, 0));
  EXPECT_TRUE(dut.HasDirectFeedthrough(1, 0));
  EXPECT_TRUE(dut.HasDirectFeedthrough(0, 1));
  // "picked" reads u0 only; "empty" reads nothing.
  EXPECT_FALSE(dut.HasDirectFeedthrough(1, 1));
  EXPECT_FALSE(dut.HasDirectFeedthrough(2));
  // an output needs only the inputs it selects from: "picked" evaluates
  // with "b" left without a value.
  auto context = dut.CreateDefaultContext();
  dut.get_input_port(0).FixValue(context.get(), Vector3d(1.0, 2.0, 3.0));
  EXPECT_EQ(dut.get_output_port(1).Eval(*context), Vector1d(2.0));
}

TEST(SelectorTest, Yaml) {
  const std::string yaml = R"""(
inputs:
  - size: 2
  - name: extra
    size: 1
outputs:
  - name: swapped
    selections:
      - input_port_index: 0
        input_offset: 1
      - input_port_index: 0
        input_offset: 0
  - selections:
      - input_port_index: 1
        input_offset: 0
)""";
  const auto params = LoadYamlString<SelectorParams>(yaml);
  ASSERT_EQ(params.inputs.size(), 2);
  EXPECT_FALSE(params.inputs[0].name.has_value());
  EXPECT_EQ(params.inputs[1].name, "extra");
  ASSERT_EQ(params.outputs.size(), 2);
  EXPECT_EQ(params.outputs[0].selections[0].input_offset, 1);
  EXPECT_EQ(params.outputs[1].selections[0].input_port_index, 1);
  const Selector<double> dut(params);
  EXPECT_EQ(dut.get_output_port(0).get_name(), "swapped");
  EXPECT_EQ(dut.get_output_port(1).get_name(), "y1");
  auto context = dut.CreateDefaultContext();
  dut.get_input_port(0).FixValue(context.get(), Vector2d(1.0, 2.0));
  dut.get_input_port(1).FixValue(context.get(), Vector1d(3.0));
  EXPECT_EQ(dut.get_output_port(0).Eval(*context), Vector2d(2.0, 1.0));
  EXPECT_EQ(dut.get_output_port(1).Eval(*context), Vector1d(3.0));

  // saving and loading again gives the same params.
  const auto again = LoadYamlString<SelectorParams>(SaveYamlString(params));
  ASSERT_EQ(again.outputs.size(), 2);
  EXPECT_EQ(again.inputs[1].name, "extra");
  EXPECT_EQ(again.inputs[1].size, 1);
  EXPECT_EQ(again.outputs[0].name, "swapped");
  EXPECT_EQ(again.outputs[0].selections[0].input_offset, 1);
  EXPECT_EQ(again.outputs[0].selections[1].input_offset, 0);
}

// Copying elements copies their gradients: ∂y0/∂(u0, u1) is the selection
// matrix.
TEST(SelectorTest, AutoDiffXd) {
  const Selector<double> dut(MakeParams());
  std::unique_ptr<Selector<AutoDiffXd>> ad = System<double>::ToAutoDiffXd(dut);
  EXPECT_EQ(ad->get_input_port(1).get_name(), "b");
  EXPECT_EQ(ad->get_output_port(1).get_name(), "picked");
  auto context = ad->CreateDefaultContext();
  VectorX<AutoDiffXd> u0(3), u1(2);
  for (int i = 0; i < 3; ++i) u0[i] = AutoDiffXd(i, VectorXd::Unit(5, i));
  for (int i = 0; i < 2; ++i) u1[i] = AutoDiffXd(i, VectorXd::Unit(5, 3 + i));
  ad->get_input_port(0).FixValue(context.get(), u0);
  ad->get_input_port(1).FixValue(context.get(), u1);
  const VectorX<AutoDiffXd> y = ad->get_output_port(0).Eval(*context);
  Eigen::MatrixXd jacobian(5, 5);
  for (int i = 0; i < 5; ++i) jacobian.row(i) = y[i].derivatives().transpose();
  Eigen::MatrixXd expected = Eigen::MatrixXd::Zero(5, 5);
  expected(0, 4) = 1.0;
  expected(1, 0) = 1.0;
  expected(2, 1) = 1.0;
  expected(3, 2) = 1.0;
  expected(4, 4) = 1.0;
  EXPECT_EQ(jacobian, expected);
}

TEST(SelectorTest, BadParams) {
  SelectorParams params = MakeParams();
  params.inputs[1].size = -1;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Selector<double>{params},
      "Selector: inputs\\[1\\].size must be non-negative; got -1.");
  params = MakeParams();
  params.outputs[0].selections[3].input_port_index = 2;
  DRAKE_EXPECT_THROWS_MESSAGE(Selector<double>{params},
                              "Selector: outputs\\[0\\].selections\\[3\\] "
                              "names input port 2; there are 2 input ports.");
  params = MakeParams();
  params.outputs[1].selections[0].input_port_index = -1;
  DRAKE_EXPECT_THROWS_MESSAGE(Selector<double>{params},
                              ".*outputs\\[1\\].selections\\[0\\] names input "
                              "port -1.*");
  params = MakeParams();
  params.outputs[0].selections[0].input_offset = 2;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Selector<double>{params},
      "Selector: outputs\\[0\\].selections\\[0\\] names element 2 of input "
      "port 1 \\('b'\\), which has size 2.");
  params = MakeParams();
  params.outputs[0].selections[1].input_offset = -1;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Selector<double>{params},
      ".*names element -1 of input port 0 \\('u0'\\).*");
}

}  // namespace selector_test
}  // namespace systems
}  // namespace drake
