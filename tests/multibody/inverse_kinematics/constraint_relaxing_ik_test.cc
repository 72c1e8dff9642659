// ConstraintRelaxingIk on the iiwa14: goal poses made by forward kinematics
// of known configurations are reached within the waypoints' tolerances (the
// end effector's position per axis and orientation angle, checked with the
// plant's own kinematics), within the joint limits; sequences of waypoints;
// cancellation through keep_going; an unreachable goal fails after its
// relaxations and restarts; and the errors.

#include "drake/multibody/inverse_kinematics/constraint_relaxing_ik.h"

#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"
#include "drake/multibody/parsing/parser.h"

namespace drake {
namespace multibody {
namespace constraint_relaxing_ik_test {

using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransformd;

const char kIiwa[] =
    "drake/manipulation/models/iiwa_description/urdf/iiwa14_no_collision.urdf";

// A second plant of the same arm, welded as ConstraintRelaxingIk welds it
// (its first body, "base", to the world), to check the answers with.
class ConstraintRelaxingIkTest : public ::testing::Test {
 protected:
  void SetUp() override {
    Parser(&plant_).AddModels(FindResourceOrThrow(kIiwa));
    plant_.WeldFrames(plant_.world_frame(),
                      plant_.GetBodyByName("base").body_frame());
    plant_.Finalize();
    context_ = plant_.CreateDefaultContext();
  }

  RigidTransformd Pose(const VectorXd& q,
                       const std::string& link = "iiwa_link_ee") {
    plant_.SetPositions(context_.get(), q);
    return plant_.EvalBodyPoseInWorld(*context_, plant_.GetBodyByName(link));
  }

  // The waypoint's constraints hold at q (with 1e-9 of slack for the
  // solver's 1e-10 and rounding), and q is within the joint limits.
  void ExpectSatisfies(
      const ConstraintRelaxingIk::IkCartesianWaypoint& waypoint,
      const VectorXd& q, const std::string& link = "iiwa_link_ee") {
    const RigidTransformd X_WE = Pose(q, link);
    const Vector3d error = X_WE.translation() - waypoint.pose.translation();
    for (int i = 0; i < 3; ++i) {
      EXPECT_LE(std::abs(error[i]), waypoint.pos_tol[i] + 1e-9) << i;
    }
    if (waypoint.constrain_orientation) {
      const double angle =
          Eigen::AngleAxisd(
              (waypoint.pose.rotation().inverse() * X_WE.rotation()).matrix())
              .angle();
      EXPECT_LE(angle, waypoint.rot_tol + 1e-9);
    }
    EXPECT_TRUE((q.array() >= plant_.GetPositionLowerLimits().array()).all());
    EXPECT_TRUE((q.array() <= plant_.GetPositionUpperLimits().array()).all());
  }

  MultibodyPlant<double> plant_{0.0};
  std::unique_ptr<systems::Context<double>> context_;
};

TEST_F(ConstraintRelaxingIkTest, ReachesAPose) {
  ConstraintRelaxingIk ik(FindResourceOrThrow(kIiwa), "iiwa_link_ee");
  VectorXd q_goal(7);
  q_goal << 0.4, 0.7, -0.3, -1.2, 0.5, 0.9, -0.6;
  ConstraintRelaxingIk::IkCartesianWaypoint waypoint;
  waypoint.pose = Pose(q_goal);
  waypoint.constrain_orientation = true;
  const VectorXd q_current = VectorXd::Zero(7);
  std::vector<VectorXd> q_sol;
  ASSERT_TRUE(ik.PlanSequentialTrajectory({waypoint}, q_current, &q_sol));
  ASSERT_EQ(q_sol.size(), 2u);
  EXPECT_EQ(q_sol[0], q_current);
  ExpectSatisfies(waypoint, q_sol[1]);
  // Tight tolerances (0.1 mm, 1 mrad) too.
  waypoint.pos_tol = Vector3d::Constant(1e-4);
  waypoint.rot_tol = 1e-3;
  ASSERT_TRUE(ik.PlanSequentialTrajectory({waypoint}, q_current, &q_sol));
  ExpectSatisfies(waypoint, q_sol[1]);
}

TEST_F(ConstraintRelaxingIkTest, SequenceOfWaypoints) {
  ConstraintRelaxingIk ik(FindResourceOrThrow(kIiwa), "iiwa_link_ee");
  // Position only, along a 20 cm line in front of the arm.
  VectorXd q_start(7);
  q_start << 0, 0.6, 0, -1.4, 0, 0.8, 0;
  const Vector3d p_start = Pose(q_start).translation();
  std::vector<ConstraintRelaxingIk::IkCartesianWaypoint> waypoints(3);
  for (int i = 0; i < 3; ++i) {
    waypoints[i].pose =
        RigidTransformd(p_start + Vector3d(0, 0.1 * (i + 1), -0.05 * i));
  }
  std::vector<VectorXd> q_sol;
  std::vector<int> asked;
  ASSERT_TRUE(ik.PlanSequentialTrajectory(waypoints, q_start, &q_sol,
                                          [&asked](int index) {
                                            asked.push_back(index);
                                            return true;
                                          }));
  ASSERT_EQ(q_sol.size(), 4u);
  for (int i = 0; i < 3; ++i) ExpectSatisfies(waypoints[i], q_sol[i + 1]);
  // keep_going is asked before every solve, with the waypoint's index, in
  // order, and at least once per waypoint.
  ASSERT_GE(asked.size(), 3u);
  EXPECT_EQ(asked.front(), 0);
  EXPECT_EQ(asked.back(), 2);
  EXPECT_TRUE(std::is_sorted(asked.begin(), asked.end()));

  // Cancelled at the second waypoint: false, with the first solved.
  EXPECT_FALSE(ik.PlanSequentialTrajectory(
      waypoints, q_start, &q_sol, [](int index) { return index < 1; }));
  ASSERT_EQ(q_sol.size(), 2u);
  ExpectSatisfies(waypoints[0], q_sol[1]);
}

TEST_F(ConstraintRelaxingIkTest, OtherEndEffector) {
  ConstraintRelaxingIk ik(FindResourceOrThrow(kIiwa), "iiwa_link_ee");
  ik.SetEndEffector("iiwa_link_4");
  VectorXd q_goal(7);
  q_goal << -0.5, 0.8, 0.2, -0.9, 0, 0, 0;
  ConstraintRelaxingIk::IkCartesianWaypoint waypoint;
  waypoint.pose = Pose(q_goal, "iiwa_link_4");
  std::vector<VectorXd> q_sol;
  ASSERT_TRUE(
      ik.PlanSequentialTrajectory({waypoint}, VectorXd::Zero(7), &q_sol));
  ExpectSatisfies(waypoint, q_sol[1], "iiwa_link_4");
  DRAKE_EXPECT_THROWS_MESSAGE(ik.SetEndEffector("no_such_link"),
                              ".*no_such_link.*");
}

// 3 m from the base: beyond the arm's reach (about 1.3 m). Every solve
// fails; after 50 restarts of 10 relaxations each it gives up.
TEST_F(ConstraintRelaxingIkTest, UnreachableFails) {
  ConstraintRelaxingIk ik(FindResourceOrThrow(kIiwa), "iiwa_link_ee");
  ConstraintRelaxingIk::IkCartesianWaypoint waypoint;
  waypoint.pose = RigidTransformd(Vector3d(3, 0, 0.5));
  std::vector<VectorXd> q_sol;
  int solves = 0;
  EXPECT_FALSE(ik.PlanSequentialTrajectory({waypoint}, VectorXd::Zero(7),
                                           &q_sol, [&solves](int) {
                                             ++solves;
                                             return true;
                                           }));
  // The last attempt is appended.
  EXPECT_EQ(q_sol.size(), 2u);
  // 51 starts (the first and 50 restarts), each of 11 failed solves.
  EXPECT_EQ(solves, 51 * 11);
}

TEST_F(ConstraintRelaxingIkTest, Errors) {
  ConstraintRelaxingIk ik(FindResourceOrThrow(kIiwa), "iiwa_link_ee");
  std::vector<VectorXd> q_sol;
  DRAKE_EXPECT_THROWS_MESSAGE(
      ik.PlanSequentialTrajectory({}, VectorXd::Zero(6), &q_sol),
      ".*q_current has 6 entries, but the model has 7 positions.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ik.PlanSequentialTrajectory({}, VectorXd::Zero(7), nullptr),
      ".*q_sol is null.");
  // No waypoints: just the current positions.
  EXPECT_TRUE(ik.PlanSequentialTrajectory({}, VectorXd::Ones(7), &q_sol));
  ASSERT_EQ(q_sol.size(), 1u);
  EXPECT_EQ(q_sol[0], VectorXd::Ones(7));
  DRAKE_EXPECT_THROWS_MESSAGE(
      ConstraintRelaxingIk(FindResourceOrThrow(kIiwa), "no_such_link"),
      ".*no_such_link.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ConstraintRelaxingIk("/no/such/file.urdf", "iiwa_link_ee"),
      ".*/no/such/file.urdf.*");
}

}  // namespace constraint_relaxing_ik_test
}  // namespace multibody
}  // namespace drake
