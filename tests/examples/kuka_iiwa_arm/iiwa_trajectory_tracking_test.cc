#include "drake/examples/kuka_iiwa_arm/iiwa_trajectory_tracking.h"

#include <algorithm>
#include <cmath>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace examples {
namespace kuka_iiwa_arm {
namespace iiwa_trajectory_tracking_test {

// The largest joint speed |q̇_d,i| of the reference, sampled every 1 ms.
double MaxReferenceSpeed() {
  const auto q_d = MakeIiwaJointTrajectory();
  const auto qdot_d = q_d.derivative(1);
  double max_speed = 0;
  for (double t = 0; t <= q_d.end_time(); t += 1e-3) {
    max_speed = std::max(max_speed, qdot_d.value(t).cwiseAbs().maxCoeff());
  }
  return max_speed;
}

// The model: 7 actuated revolute joints, base welded (no floating dofs).
// The reference passes through its knots, starts and ends at rest, and
// stays inside the joint limits.
TEST(IiwaTrajectoryTrackingTest, ModelAndReference) {
  const auto plant = MakeIiwaPlant(0.0);
  EXPECT_EQ(plant->num_positions(), kIiwaArmNumJoints);
  EXPECT_EQ(plant->num_velocities(), kIiwaArmNumJoints);
  EXPECT_EQ(plant->num_actuators(), kIiwaArmNumJoints);
  // iiwa_link_0 sits at the world origin.
  auto context = plant->CreateDefaultContext();
  EXPECT_TRUE(
      plant->EvalBodyPoseInWorld(*context, plant->GetBodyByName("iiwa_link_0"))
          .IsExactlyIdentity());

  const auto q_d = MakeIiwaJointTrajectory();
  EXPECT_EQ(q_d.start_time(), 0.0);
  EXPECT_EQ(q_d.end_time(), 3.0);
  const Eigen::VectorXd q_home =
      (Eigen::VectorXd(7) << 0.0, 0.6, 0.0, -1.75, 0.0, 1.0, 0.0).finished();
  EXPECT_TRUE(q_d.value(0.0).isApprox(q_home, 1e-14));
  const Eigen::VectorXd q_last =
      (Eigen::VectorXd(7) << 0.2, 0.7, 0.1, -1.5, 0.2, 0.9, 0.3).finished();
  EXPECT_TRUE(q_d.value(3.0).isApprox(q_last, 1e-14));
  const auto qdot_d = q_d.derivative(1);
  EXPECT_LT(qdot_d.value(0.0).norm(), 1e-12);
  EXPECT_LT(qdot_d.value(3.0).norm(), 1e-12);
  const Eigen::VectorXd lower = plant->GetPositionLowerLimits();
  const Eigen::VectorXd upper = plant->GetPositionUpperLimits();
  for (double t = 0; t <= 3.0; t += 0.01) {
    const Eigen::VectorXd q = q_d.value(t);
    EXPECT_TRUE((q.array() > lower.array() + 0.1).all()) << "t = " << t;
    EXPECT_TRUE((q.array() < upper.array() - 0.1).all()) << "t = " << t;
  }
}

// Continuous plant: the controller's model is the plant's, and with the
// reference acceleration fed forward the error obeys
// ë + kd ė + kp e + ki ∫e = 0 from e(0) = ė(0) = 0, i.e. stays zero up to
// the integrator's error (target accuracy 1e-6). Measured: max error
// 4.2e-8 rad; the bound 1e-5 rad allows the accuracy setting's order of
// magnitude and is still 35 times below the first-order error of the
// discrete plant (next test), so it tells exact tracking from approximate
// tracking. One second after the
// reference stops, the arm rests at the last knot (measured 5.8e-11 rad,
// 2.9e-10 rad/s; bounds 1e-6).
TEST(IiwaTrajectoryTrackingTest, ContinuousPlantTracks) {
  const IiwaTrackingSummary summary = SimulateIiwaTracking(0.0, 4.0);
  EXPECT_LT(summary.max_tracking_error, 1e-5);
  EXPECT_LT(summary.final_position_error, 1e-6);
  EXPECT_LT(summary.final_speed, 1e-6);
  const Eigen::VectorXd q_target = MakeIiwaJointTrajectory().value(3.0);
  EXPECT_TRUE(summary.final_positions.isApprox(q_target, 1e-6));
}

// Discrete plant (h = 1 ms): its time stepping updates v first and then
// q_{n+1} = q_n + h v_{n+1}, a right-endpoint rule that gains h²·q̈/2 on the
// exact ∫ q̇ dt each step; summed over a motion that is h/2·Δq̇, so the
// position error is at most about (h/2)·max|q̇_d| = 6.3e-4 rad (max|q̇_d| =
// 1.26 rad/s) before the PD loop (time constant 1/√kp = 0.1 s) pulls it
// back. Measured: 3.5e-4 rad, and 1.7e-4 rad at h = 0.5 ms (first order in
// h, as derived). The bound h·max|q̇_d| = 1.26e-3 rad leaves a factor 3.6.
// The final pose, 1 s after the reference stopped (10 time constants), is
// reached within 1e-4 rad (measured 1.7e-6) and at rest within 1e-4 rad/s
// (measured 2.6e-6).
TEST(IiwaTrajectoryTrackingTest, DiscretePlantTracks) {
  const double h = 1e-3;
  const IiwaTrackingSummary summary = SimulateIiwaTracking(h, 4.0);
  const double max_speed = MaxReferenceSpeed();
  EXPECT_LT(summary.max_tracking_error, h * max_speed);
  EXPECT_LT(summary.final_position_error, 1e-4);
  EXPECT_LT(summary.final_speed, 1e-4);
}

// The commanded torques stay within the model's effort limits (iiwa14:
// 320, 320, 176, 176, 110, 40, 40 N·m) on both plants; measured peaks
// 25.8, 67.0, 12.0, 27.2, 4.9, 2.2, 5.2 N·m. The two plants need the same
// torques up to the PD reaction to the discrete plant's error, of order
// kp·e·M ≈ 100·3.5e-4·1 ≈ 0.04 N·m (M: the arm's inertia, about 1 kg·m²);
// measured 4e-3 N·m, bound 0.1 N·m.
TEST(IiwaTrajectoryTrackingTest, TorquesWithinEffortLimits) {
  const auto plant = MakeIiwaPlant(0.0);
  const Eigen::VectorXd limits = plant->GetEffortUpperLimits();
  const IiwaTrackingSummary discrete = SimulateIiwaTracking(1e-3, 4.0);
  const IiwaTrackingSummary continuous = SimulateIiwaTracking(0.0, 4.0);
  ASSERT_EQ(discrete.max_abs_torques.size(), kIiwaArmNumJoints);
  EXPECT_TRUE((discrete.max_abs_torques.array() < limits.array()).all());
  EXPECT_TRUE((continuous.max_abs_torques.array() < limits.array()).all());
  EXPECT_LT((discrete.max_abs_torques - continuous.max_abs_torques)
                .lpNorm<Eigen::Infinity>(),
            0.1);
}

TEST(IiwaTrajectoryTrackingTest, Errors) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      SimulateIiwaTracking(-1e-3, 1.0),
      "SimulateIiwaTracking\\(\\): time_step must be non-negative; got "
      "-0.001");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SimulateIiwaTracking(0.0, -1.0),
      "SimulateIiwaTracking\\(\\): duration must be non-negative; got -1");
  IiwaTrackingGains gains;
  gains.ki = Eigen::VectorXd::Zero(3);
  DRAKE_EXPECT_THROWS_MESSAGE(
      SimulateIiwaTracking(0.0, 1.0, gains),
      "SimulateIiwaTracking\\(\\): the gain ki must have 7 entries \\(one "
      "per joint\\); got 3");
}

}  // namespace iiwa_trajectory_tracking_test
}  // namespace kuka_iiwa_arm
}  // namespace examples
}  // namespace drake
