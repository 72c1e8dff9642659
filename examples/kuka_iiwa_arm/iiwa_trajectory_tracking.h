#pragma once

/// @file
/// The KUKA iiwa14 arm (manipulation/models/iiwa_description, no collision
/// geometry) welded to the world, tracking a smooth joint-space trajectory
/// with an InverseDynamicsController.

#include <memory>

#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace examples {
namespace kuka_iiwa_arm {

/// The number of joints (positions, velocities and actuators) of the arm.
constexpr int kIiwaArmNumJoints = 7;

/// A finalized MultibodyPlant of iiwa14_no_collision.urdf with the arm's
/// base, iiwa_link_0, welded to the world at the identity pose (through the
/// model's root link "base", which the file welds to iiwa_link_0 at the
/// identity): 7 revolute
/// joints (iiwa_joint_1 … iiwa_joint_7, damping 0.5 N·m·s/rad each), each
/// driven by one actuator (with the model's rotor inertia and gear ratio).
/// `time_step` 0 makes a continuous plant, > 0 a discrete one.
/// @throws std::exception if the model file cannot be found or parsed.
std::unique_ptr<multibody::MultibodyPlant<double>> MakeIiwaPlant(
    double time_step);

/// The reference joint trajectory q_d(t) (rad, 7 × 1): a cubic spline with
/// continuous second derivatives through four knots at t = 0, 1, 2, 3 s,
/// at rest at both ends. Every knot lies well inside the joint limits.
trajectories::PiecewisePolynomial<double> MakeIiwaJointTrajectory();

/// Per-joint gains of the InverseDynamicsController (each of size 7).
struct IiwaTrackingGains {
  /// Position gain, 1/s².
  Eigen::VectorXd kp{Eigen::VectorXd::Constant(kIiwaArmNumJoints, 100.0)};
  /// Integral gain, 1/s³.
  Eigen::VectorXd ki{Eigen::VectorXd::Constant(kIiwaArmNumJoints, 1.0)};
  /// Velocity gain, 1/s (2√kp: critically damped error dynamics).
  Eigen::VectorXd kd{Eigen::VectorXd::Constant(kIiwaArmNumJoints, 20.0)};
};

/// What SimulateIiwaTracking() reports.
struct IiwaTrackingSummary {
  /// max over the samples and joints of |q_i(t) − q_d,i(t)|, in rad.
  double max_tracking_error{};
  /// The final joint positions, rad.
  Eigen::VectorXd final_positions;
  /// ‖q(t_f) − q_d(t_end)‖∞, rad: how close the arm got to the last knot.
  double final_position_error{};
  /// ‖v(t_f)‖∞, rad/s.
  double final_speed{};
  /// Per joint, max over the samples of the commanded |τ_i|, N·m (7 × 1).
  Eigen::VectorXd max_abs_torques;
};

/// Simulates MakeIiwaPlant(`time_step`) starting at rest at q_d(0) for
/// `duration` seconds, closed with an InverseDynamicsController (on its own
/// continuous copy of the model, with the reference acceleration q̈_d fed
/// forward) tracking MakeIiwaJointTrajectory() (held at its last knot after
/// t = 3 s). The default integrator (RK3) runs at target accuracy 1e-6.
/// Samples every 5 ms.
/// @throws std::exception if `time_step` or `duration` is negative or a
/// gain does not have 7 entries.
IiwaTrackingSummary SimulateIiwaTracking(
    double time_step, double duration,
    const IiwaTrackingGains& gains = IiwaTrackingGains());

}  // namespace kuka_iiwa_arm
}  // namespace examples
}  // namespace drake
