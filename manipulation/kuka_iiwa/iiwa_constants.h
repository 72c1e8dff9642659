#pragma once

/// @file
/// Constants of the KUKA iiwa arm and its driver's control modes (Drake's
/// drake/manipulation/kuka_iiwa/iiwa_constants.h).

#include <string>

#include "drake/common/eigen_types.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

/// The number of joints of the iiwa arm.
constexpr int kIiwaArmNumJoints = 7;

/// The maximum joint velocities (rad/s, joints 1 to 7) of the LBR iiwa 14
/// R820 in KUKA's specification: 85, 85, 100, 75, 130, 135 and 135 °/s.
VectorX<double> get_iiwa_max_joint_velocities();

/// The period (s) of the driver's status messages: 0.005 (the send period
/// of the FRI configuration on the arm's control cabinet).
extern const double kIiwaLcmStatusPeriod;

/// What the driver accepts as commands.
enum class IiwaControlMode { kPositionOnly, kTorqueOnly, kPositionAndTorque };

/// Whether `control_mode` commands positions (every mode but kTorqueOnly).
constexpr inline bool position_enabled(IiwaControlMode control_mode) {
  return control_mode != IiwaControlMode::kTorqueOnly;
}

/// Whether `control_mode` commands torques (every mode but kPositionOnly).
constexpr inline bool torque_enabled(IiwaControlMode control_mode) {
  return control_mode != IiwaControlMode::kPositionOnly;
}

/// Parses "position_only" (kPositionOnly), "torque_only" (kTorqueOnly) and
/// "position_and_torque" (kPositionAndTorque).
/// @throws std::runtime_error naming the string and the accepted ones for
/// anything else.
IiwaControlMode ParseIiwaControlMode(const std::string& control_mode);

/// The string ParseIiwaControlMode() accepts for `mode`.
std::string FormatIiwaControlMode(IiwaControlMode mode);

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
