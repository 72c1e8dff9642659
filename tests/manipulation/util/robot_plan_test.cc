// The manipulation utilities for joint-space plans: MovingAverageFilter,
// ApplyNamedPositionsAsDefaults, GetJointNames, ApplyJointVelocityLimits,
// EncodeKeyFrames and RobotPlanInterpolator, checked against hand-computed
// values and closed-form interpolants.

#include <cmath>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"
#include "drake/manipulation/util/moving_average_filter.h"
#include "drake/manipulation/util/named_positions_functions.h"
#include "drake/manipulation/util/robot_plan_interpolator.h"
#include "drake/manipulation/util/robot_plan_utils.h"
#include "drake/multibody/parsing/parser.h"

namespace drake {
namespace manipulation {
namespace robot_plan_test {

using Eigen::VectorXd;
using multibody::MultibodyPlant;
using util::InterpolatorType;
using util::MovingAverageFilter;
using util::RobotPlanInterpolator;

const char kIiwa[] =
    "drake/manipulation/models/iiwa_description/urdf/iiwa14_no_collision.urdf";

GTEST_TEST(MovingAverageFilterTest, ScalarWindow) {
  MovingAverageFilter<double> filter(3);
  // Means of {1}, {1,2}, {1,2,3}, {2,3,4}, {3,4,5}: exact in binary.
  const std::vector<double> expected{1, 1.5, 2, 3, 4};
  for (int k = 0; k < 5; ++k) {
    EXPECT_EQ(filter.Update(k + 1.0), expected[k]);
    EXPECT_EQ(filter.moving_average(), expected[k]);
  }
  EXPECT_EQ(filter.window().size(), 3);
  EXPECT_EQ(filter.window().front(), 3.0);
  DRAKE_EXPECT_THROWS_MESSAGE(MovingAverageFilter<double>(0),
                              ".*window size must be positive; got 0");
}

GTEST_TEST(MovingAverageFilterTest, VectorMatchesDirectMean) {
  const int n = 4;
  MovingAverageFilter<VectorXd> filter(n);
  std::vector<VectorXd> samples;
  for (int k = 0; k < 1000; ++k) {
    VectorXd x(2);
    x << std::sin(0.1 * k), 1e3 + std::cos(0.37 * k);
    samples.push_back(x);
    const VectorXd y = filter.Update(x);
    VectorXd mean = VectorXd::Zero(2);
    const int count = std::min(k + 1, n);
    for (int j = 0; j < count; ++j) mean += samples[k - j];
    mean /= count;
    // The running sum drifts by rounding only: 1000 additions and
    // subtractions of values ≤ 1e3 stay far below 1e-9.
    EXPECT_LT((y - mean).cwiseAbs().maxCoeff(), 1e-9) << k;
  }
  DRAKE_EXPECT_THROWS_MESSAGE(filter.Update(VectorXd::Zero(3)),
                              ".*sample of size 3.*have size 2");
}

GTEST_TEST(NamedPositionsTest, AppliesDefaults) {
  MultibodyPlant<double> plant(0.0);
  multibody::Parser(&plant).AddModels(FindResourceOrThrow(kIiwa));
  plant.WeldFrames(plant.world_frame(), plant.GetFrameByName("iiwa_link_0"));
  plant.Finalize();
  NamedPositions input;
  input["iiwa14"]["iiwa_joint_2"] = VectorXd::Constant(1, 0.25);
  input["iiwa14"]["iiwa_joint_7"] = VectorXd::Constant(1, -1.5);
  const VectorXd before = plant.GetDefaultPositions();
  ApplyNamedPositionsAsDefaults(input, &plant);
  VectorXd expected = before;
  expected(1) = 0.25;
  expected(6) = -1.5;
  EXPECT_EQ(plant.GetDefaultPositions(), expected);

  NamedPositions bad_model;
  bad_model["no_such_model"]["iiwa_joint_2"] = VectorXd::Zero(1);
  DRAKE_EXPECT_THROWS_MESSAGE(ApplyNamedPositionsAsDefaults(bad_model, &plant),
                              ".*no_such_model.*");
  NamedPositions bad_joint;
  bad_joint["iiwa14"]["elbow"] = VectorXd::Zero(1);
  DRAKE_EXPECT_THROWS_MESSAGE(ApplyNamedPositionsAsDefaults(bad_joint, &plant),
                              ".*elbow.*");
  NamedPositions bad_size;
  bad_size["iiwa14"]["iiwa_joint_1"] = VectorXd::Zero(2);
  DRAKE_EXPECT_THROWS_MESSAGE(ApplyNamedPositionsAsDefaults(bad_size, &plant),
                              ".*iiwa_joint_1.*1 positions; got 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(ApplyNamedPositionsAsDefaults(input, nullptr),
                              ".*plant is null");
}

GTEST_TEST(RobotPlanUtilsTest, JointNames) {
  MultibodyPlant<double> plant(0.0);
  multibody::Parser(&plant).AddModels(FindResourceOrThrow(kIiwa));
  plant.WeldFrames(plant.world_frame(), plant.GetFrameByName("iiwa_link_0"));
  plant.Finalize();
  const std::vector<std::string> names = util::GetJointNames(plant);
  ASSERT_EQ(names.size(), 7);
  for (int i = 0; i < 7; ++i) {
    EXPECT_EQ(names[i], "iiwa_joint_" + std::to_string(i + 1));
  }
  // Unwelded, the arm's base is a floating body: a joint of 7 positions.
  MultibodyPlant<double> floating(0.0);
  multibody::Parser(&floating).AddModels(FindResourceOrThrow(kIiwa));
  floating.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(util::GetJointNames(floating),
                              ".*joint '.*' has 7 positions.*");
}

GTEST_TEST(RobotPlanUtilsTest, VelocityLimits) {
  const std::vector<VectorXd> keyframes{
      Eigen::Vector2d(0, 0), Eigen::Vector2d(1, 0.5), Eigen::Vector2d(3, 0.5)};
  std::vector<double> times{0, 1, 2};
  // Joint 0 moves at 1 then 2 units/s; joint 1 at 0.5 then 0. With limits
  // (1, 1) the fastest segment is twice too fast: every time doubles.
  util::ApplyJointVelocityLimits(keyframes, Eigen::Vector2d(1, 1), &times);
  EXPECT_EQ(times, (std::vector<double>{0, 2, 4}));
  // Within the limits nothing changes.
  util::ApplyJointVelocityLimits(keyframes, Eigen::Vector2d(1, 1), &times);
  EXPECT_EQ(times, (std::vector<double>{0, 2, 4}));
  // Joint 1's limit 0.1 against its 0.5/2 = 0.25 units/s: ratio 2.5.
  util::ApplyJointVelocityLimits(keyframes, Eigen::Vector2d(10, 0.1), &times);
  EXPECT_NEAR(times[1], 5, 1e-15);
  EXPECT_NEAR(times[2], 10, 1e-14);

  std::vector<double> short_times{0, 1};
  DRAKE_EXPECT_THROWS_MESSAGE(
      util::ApplyJointVelocityLimits(keyframes, Eigen::Vector2d(1, 1),
                                     &short_times),
      ".*3 keyframes but 2 times");
  std::vector<double> late{1, 2, 3};
  DRAKE_EXPECT_THROWS_MESSAGE(
      util::ApplyJointVelocityLimits(keyframes, Eigen::Vector2d(1, 1), &late),
      ".*must start at 0; got 1");
  std::vector<double> back{0, 2, 2};
  DRAKE_EXPECT_THROWS_MESSAGE(
      util::ApplyJointVelocityLimits(keyframes, Eigen::Vector2d(1, 1), &back),
      ".*strictly increase; times\\[2\\] = 2 follows 2");
  DRAKE_EXPECT_THROWS_MESSAGE(
      util::ApplyJointVelocityLimits(keyframes, Eigen::Vector2d(1, 0), &times),
      ".*limit 1 is 0; limits must be positive");
  DRAKE_EXPECT_THROWS_MESSAGE(
      util::ApplyJointVelocityLimits(keyframes, Eigen::Vector3d(1, 1, 1),
                                     &times),
      ".*keyframe 0 has 2 values but there are 3 limits");
  DRAKE_EXPECT_THROWS_MESSAGE(
      util::ApplyJointVelocityLimits(keyframes, Eigen::Vector2d(1, 1), nullptr),
      ".*times is null");
}

GTEST_TEST(RobotPlanUtilsTest, EncodeKeyFrames) {
  const std::vector<std::string> names{"a", "b"};
  const lcmt_robot_plan plan = util::EncodeKeyFrames(
      names, {0, 1.5}, {Eigen::Vector2d(0.5, -1), Eigen::Vector2d(2, 0.25)});
  EXPECT_EQ(plan.num_states, 2);
  ASSERT_EQ(plan.plan.size(), 2);
  EXPECT_EQ(plan.plan[1].utime, 1500000);
  EXPECT_EQ(plan.plan[1].num_joints, 2);
  EXPECT_EQ(plan.plan[1].joint_name, names);
  EXPECT_EQ(plan.plan[1].joint_position, (std::vector<float>{2, 0.25}));
  // The message survives its own wire format.
  std::vector<uint8_t> bytes(plan.getEncodedSize());
  ASSERT_EQ(plan.encode(bytes.data(), 0, bytes.size()), bytes.size());
  lcmt_robot_plan decoded;
  ASSERT_EQ(decoded.decode(bytes.data(), 0, bytes.size()), bytes.size());
  EXPECT_EQ(decoded.plan[0].joint_position, (std::vector<float>{0.5, -1}));
  // Drake's fingerprints (lcm-gen over Drake v1.56's definitions).
  EXPECT_EQ(static_cast<uint64_t>(lcmt_robot_plan::getHash()),
            0x0cd6aa5c6fc8b056ULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_robot_state::getHash()),
            0x84cfb1722d58bd59ULL);

  DRAKE_EXPECT_THROWS_MESSAGE(
      util::EncodeKeyFrames(names, {0},
                            {Eigen::Vector2d(0, 0), Eigen::Vector2d(0, 0)}),
      ".*2 keyframes but 1 times");
  DRAKE_EXPECT_THROWS_MESSAGE(
      util::EncodeKeyFrames(names, {0}, {Eigen::Vector3d(0, 0, 0)}),
      ".*keyframe 0 has 3 values for 2 joint names");
  DRAKE_EXPECT_THROWS_MESSAGE(
      util::EncodeKeyFrames(names, {NAN}, {Eigen::Vector2d(0, 0)}),
      ".*time 0 is nan; expected a finite time.*");
}

// A plan for the iiwa's joints 1 and 4 (the others default to 0).
lcmt_robot_plan TwoKnotPlan(double q1_end, double q4_end, double duration) {
  std::vector<VectorXd> keyframes{Eigen::Vector3d(0, 0, 7),
                                  Eigen::Vector3d(q1_end, q4_end, 7)};
  return util::EncodeKeyFrames({"iiwa_joint_1", "iiwa_joint_4", "not_a_joint"},
                               {0, duration}, keyframes);
}

GTEST_TEST(RobotPlanInterpolatorTest, PortsAndFixedPlan) {
  RobotPlanInterpolator dut(FindResourceOrThrow(kIiwa));
  EXPECT_EQ(dut.get_plan_input_port().get_name(), "plan");
  EXPECT_EQ(dut.get_state_output_port().get_name(), "state");
  EXPECT_EQ(dut.get_acceleration_output_port().get_name(), "acceleration");
  EXPECT_EQ(dut.get_state_output_port().size(), 14);
  EXPECT_EQ(dut.get_acceleration_output_port().size(), 7);
  // No joint attached the arm to the world: its base was welded.
  EXPECT_EQ(dut.plant().num_positions(), 7);

  auto context = dut.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(dut.get_state_output_port().Eval(*context),
                              ".*Initialize\\(\\) must be called.*");
  const VectorXd q0 = VectorXd::LinSpaced(7, 0.1, 0.7);
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.Initialize(0, VectorXd::Zero(3), &context->get_mutable_state()),
      ".*q0 has 3 values; the model has 7 positions");
  dut.Initialize(0, q0, &context->get_mutable_state());
  context->SetTime(12.5);  // past the fixed plan's one-second span
  const VectorXd state = dut.get_state_output_port().Eval(*context);
  EXPECT_EQ(state.head(7), q0);
  EXPECT_EQ(state.tail(7), VectorXd::Zero(7));
  EXPECT_EQ(dut.get_acceleration_output_port().Eval(*context),
            VectorXd::Zero(7));
  DRAKE_EXPECT_THROWS_MESSAGE(RobotPlanInterpolator(FindResourceOrThrow(kIiwa),
                                                    InterpolatorType::Cubic, 0),
                              ".*update_interval must be positive; got 0");
}

GTEST_TEST(RobotPlanInterpolatorTest, FirstOrderHold) {
  RobotPlanInterpolator dut(FindResourceOrThrow(kIiwa),
                            InterpolatorType::FirstOrderHold);
  auto context = dut.CreateDefaultContext();
  dut.Initialize(0, VectorXd::Zero(7), &context->get_mutable_state());
  context->SetTime(3);
  dut.get_plan_input_port().FixValue(context.get(), TwoKnotPlan(1, -2, 2));
  dut.UpdatePlan(context.get());
  // The plan starts now (t = 3): halfway through, q = end/2 and v = end/2.
  context->SetTime(4);
  VectorXd state = dut.get_state_output_port().Eval(*context);
  VectorXd expected = VectorXd::Zero(14);
  expected(0) = 0.5;
  expected(3) = -1;
  expected(7) = 0.5;
  expected(10) = -1;
  // float knots (1, -2) are exact; the interpolation is exact to rounding.
  EXPECT_LT((state - expected).cwiseAbs().maxCoeff(), 1e-15);
  // The same message again does nothing: the plan keeps its start time.
  context->SetTime(4.5);
  dut.UpdatePlan(context.get());
  state = dut.get_state_output_port().Eval(*context);
  EXPECT_NEAR(state(0), 0.75, 1e-15);
}

GTEST_TEST(RobotPlanInterpolatorTest, CubicAndEmptyPlan) {
  RobotPlanInterpolator dut(FindResourceOrThrow(kIiwa));
  auto context = dut.CreateDefaultContext();
  dut.Initialize(0, VectorXd::Zero(7), &context->get_mutable_state());
  const auto& port = dut.get_plan_input_port();
  port.FixValue(context.get(), TwoKnotPlan(1, 0, 2));
  dut.UpdatePlan(context.get());
  // Two knots with zero end velocities: the cubic is
  // q(t) = 3(t/T)² − 2(t/T)³, q̇ = 6t/T² − 6t²/T³, q̈ = 6/T² − 12t/T³ (T = 2).
  for (double t : {0.0, 0.3, 1.0, 1.7, 2.0}) {
    context->SetTime(t);
    const double s = t / 2;
    const VectorXd state = dut.get_state_output_port().Eval(*context);
    const VectorXd accel = dut.get_acceleration_output_port().Eval(*context);
    EXPECT_NEAR(state(0), 3 * s * s - 2 * s * s * s, 1e-14) << t;
    EXPECT_NEAR(state(7), 6 * t / 4 - 6 * t * t / 8, 1e-14) << t;
    EXPECT_NEAR(accel(0), 6.0 / 4 - 12 * t / 8, 1e-13) << t;
  }
  context->SetTime(2.5);
  EXPECT_EQ(dut.get_acceleration_output_port().Eval(*context),
            VectorXd::Zero(7));
  // An empty message holds where the plan is at that time (t = 1: 0.5).
  context->SetTime(1);
  port.FixValue(context.get(), lcmt_robot_plan{});
  dut.UpdatePlan(context.get());
  context->SetTime(5);
  EXPECT_NEAR(dut.get_state_output_port().Eval(*context)(0), 0.5, 1e-15);
  // A one-knot plan is ignored.
  port.FixValue(context.get(), util::EncodeKeyFrames({"iiwa_joint_1"}, {0},
                                                     {VectorXd::Ones(1)}));
  dut.UpdatePlan(context.get());
  EXPECT_NEAR(dut.get_state_output_port().Eval(*context)(0), 0.5, 1e-15);
  // A malformed message is refused.
  lcmt_robot_plan bad = TwoKnotPlan(1, 0, 2);
  bad.num_states = 3;
  port.FixValue(context.get(), bad);
  DRAKE_EXPECT_THROWS_MESSAGE(dut.UpdatePlan(context.get()),
                              ".*num_states = 3 but holds 2 states");
  // Times that go back are refused by the interpolant, naming the break.
  lcmt_robot_plan backwards = TwoKnotPlan(1, 0, 2);
  backwards.plan[1].utime = -1;
  port.FixValue(context.get(), backwards);
  EXPECT_THROW(dut.UpdatePlan(context.get()), std::exception);
}

}  // namespace robot_plan_test
}  // namespace manipulation
}  // namespace drake
