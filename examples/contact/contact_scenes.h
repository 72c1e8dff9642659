#pragma once

/// @file
/// Two contact scenes on a discrete plant (1 ms steps, the default lagged
/// SAP approximation): boxes dropped on a table, and a two-finger gripper
/// holding a box in the air by friction.

#include <string>
#include <vector>

#include "drake/common/eigen_types.h"

namespace drake {
namespace examples {
namespace contact {

/// The final state of one dropped box.
struct DroppedBox {
  std::string name;
  /// The box's size (m) and mass (kg).
  Eigen::Vector3d size;
  double mass{};
  /// The box's centre p_WBo (m), orientation (unit quaternion w, x, y, z)
  /// and spatial velocity magnitudes |ω_WB| (rad/s), |v_WBo| (m/s) at the
  /// end.
  Eigen::Vector3d p_WBo;
  Eigen::Vector4d quaternion_wxyz;
  double angular_speed{};
  double speed{};
  /// The smallest (box bottom − table top) height seen, sampled every 1 ms
  /// from the first touch on (m; negative is interpenetration).
  double min_clearance{};
};

/// What SimulateBoxesOnTable() measured.
struct BoxesOnTableResult {
  /// The table top surface height in World (m).
  double table_top_z{};
  std::vector<DroppedBox> boxes;
};

/// Drops three boxes of different sizes and masses (each colliding through
/// four small spheres at its bottom corners) from a few centimetres onto
/// the folding table (examples/kuka_iiwa_arm/models/objects/
/// folding_table.urdf, welded with its top at z = 0.4 m) and simulates
/// `duration` seconds (1 ms discrete steps, lagged SAP).
/// @throws std::exception if duration is not positive.
BoxesOnTableResult SimulateBoxesOnTable(double duration);

/// What SimulateGripperHold() measured.
struct GripperHoldResult {
  /// The box's mass (kg), friction coefficient μ (fingers and box) and
  /// gravity (m/s²).
  double box_mass{};
  double mu{};
  double gravity{};
  /// The box centre height at the start, after `settle_time` and at the
  /// end (m).
  double z_initial{};
  double z_settled{};
  double z_final{};
  double settle_time{};
  /// The box's lateral drift |p_xy(end) − p_xy(0)| and tilt angle (rad).
  double lateral_drift{};
  double tilt{};
  /// At the end: the sums of the normal contact forces each finger presses
  /// on the box (N), and the sum of the contact forces on the box (N, in
  /// World).
  double left_normal_force{};
  double right_normal_force{};
  Eigen::Vector3d total_contact_force_on_box;
  /// The fingers' final positions (m along the gripper's y axis) and their
  /// desired positions.
  double left_finger_q{};
  double right_finger_q{};
  double left_finger_q_desired{};
  double right_finger_q_desired{};
};

/// A gripper held in the air (its palm welded to World) squeezes a box
/// between two fingers on prismatic joints: each finger's actuator is PD
/// controlled by the plant (JointActuator::set_controller_gains, the
/// desired state on the model instance's desired_state port) towards a
/// position 1 cm inside the box face. The box starts touching both finger
/// pads, at rest, and gravity pulls it down; friction holds it. Simulates
/// `duration` seconds (1 ms discrete steps, lagged SAP).
GripperHoldResult SimulateGripperHold(double duration);

}  // namespace contact
}  // namespace examples
}  // namespace drake
