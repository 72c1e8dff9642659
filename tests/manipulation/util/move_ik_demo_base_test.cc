// MoveIkDemoBase on the iiwa14: a plan from the last status to a goal pose
// made by forward kinematics of a known configuration: two knots (the
// status, then a configuration whose end effector is at the goal within
// ConstraintRelaxingIk's default tolerances), 2 s apart unless a velocity
// limit stretches them; the status count; and the errors.

#include "drake/manipulation/util/move_ik_demo_base.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"

namespace drake {
namespace manipulation {
namespace move_ik_demo_base_test {

using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransformd;
using util::MoveIkDemoBase;

const char kIiwa[] =
    "drake/manipulation/models/iiwa_description/urdf/iiwa14_no_collision.urdf";

VectorXd PlanPositions(const lcmt_robot_state& state) {
  VectorXd q(state.num_joints);
  for (int i = 0; i < state.num_joints; ++i) q[i] = state.joint_position[i];
  return q;
}

TEST(MoveIkDemoBaseTest, PlansToAGoalPose) {
  MoveIkDemoBase dut(FindResourceOrThrow(kIiwa), "base", "iiwa_link_ee", 100);
  const auto& plant = dut.plant();
  EXPECT_EQ(plant.num_positions(), 7);
  EXPECT_EQ(dut.status_count(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(dut.Plan(RigidTransformd()), ".*no status yet.*");

  VectorXd q_goal(7);
  q_goal << 0.3, 0.6, -0.2, -1.1, 0.4, 0.8, 0.5;
  auto context = plant.CreateDefaultContext();
  plant.SetPositions(context.get(), q_goal);
  const auto& link = plant.GetBodyByName("iiwa_link_ee");
  const RigidTransformd X_WGoal = plant.EvalBodyPoseInWorld(*context, link);

  VectorXd q_now(7);
  q_now << 0, 0.3, 0, -0.8, 0, 0.5, 0;
  dut.HandleStatus(q_now);
  dut.HandleStatus(q_now);
  EXPECT_EQ(dut.status_count(), 2);
  const std::optional<lcmt_robot_plan> plan = dut.Plan(X_WGoal);
  ASSERT_TRUE(plan.has_value());
  ASSERT_EQ(plan->num_states, 2);
  const lcmt_robot_state& first = plan->plan[0];
  const lcmt_robot_state& last = plan->plan[1];
  ASSERT_EQ(first.num_joints, 7);
  EXPECT_EQ(first.joint_name[0], "iiwa_joint_1");
  EXPECT_EQ(last.joint_name[6], "iiwa_joint_7");
  EXPECT_EQ(first.utime, 0);
  // The first knot is the status (stored as float).
  EXPECT_LT((PlanPositions(first) - q_now).cwiseAbs().maxCoeff(), 1e-7);
  // The last knot puts the link at the goal: ConstraintRelaxingIk's default
  // 5 mm per axis and 0.05 rad, plus the float rounding of the positions
  // (1e-7 rad over about 1 m of arm: 1e-6 m).
  plant.SetPositions(context.get(), PlanPositions(last));
  const RigidTransformd X_WL = plant.EvalBodyPoseInWorld(*context, link);
  EXPECT_LT((X_WL.translation() - X_WGoal.translation()).cwiseAbs().maxCoeff(),
            0.005 + 1e-6);
  EXPECT_LT(Eigen::AngleAxisd(
                (X_WGoal.rotation().inverse() * X_WL.rotation()).matrix())
                .angle(),
            0.05 + 1e-6);
  // The iiwa's own limits (≥ 1.48 rad/s) allow the move in 2 s.
  const double largest_move =
      (PlanPositions(last) - q_now).cwiseAbs().maxCoeff();
  ASSERT_LT(largest_move / 2, 1.48);
  EXPECT_EQ(last.utime, 2'000'000);

  // With 0.1 rad/s per joint the move takes the largest joint change over
  // 0.1 rad/s.
  dut.set_joint_velocity_limits(VectorXd::Constant(7, 0.1));
  const std::optional<lcmt_robot_plan> slow = dut.Plan(X_WGoal);
  ASSERT_TRUE(slow.has_value());
  const double slow_move =
      (PlanPositions(slow->plan[1]) - q_now).cwiseAbs().maxCoeff();
  EXPECT_NEAR(slow->plan[1].utime, slow_move / 0.1 * 1e6, 2.0);
}

TEST(MoveIkDemoBaseTest, Errors) {
  MoveIkDemoBase dut(FindResourceOrThrow(kIiwa), "base", "iiwa_link_ee", 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.set_joint_velocity_limits(VectorXd::Ones(3)),
      ".*got 3 limits, but the plant has 7 velocities.");
  EXPECT_THROW(dut.HandleStatus(VectorXd::Zero(3)), std::exception);
  EXPECT_EQ(dut.status_count(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      MoveIkDemoBase(FindResourceOrThrow(kIiwa), "base", "iiwa_link_ee", 0),
      "MoveIkDemoBase: print_interval must be positive, got 0.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MoveIkDemoBase(FindResourceOrThrow(kIiwa), "no_base", "iiwa_link_ee", 1),
      ".*no_base.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MoveIkDemoBase(FindResourceOrThrow(kIiwa), "base", "no_link", 1),
      ".*no_link.*");
}

}  // namespace move_ik_demo_base_test
}  // namespace manipulation
}  // namespace drake
