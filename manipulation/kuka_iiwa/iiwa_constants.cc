#include "drake/manipulation/kuka_iiwa/iiwa_constants.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

VectorX<double> get_iiwa_max_joint_velocities() {
  // KUKA's "LBR iiwa 7 R800, LBR iiwa 14 R820 Specification", axis data of
  // the LBR iiwa 14 R820, in °/s, as rad/s with six decimals (truncated, as
  // Drake's).
  VectorX<double> velocities(kIiwaArmNumJoints);
  velocities << 1.483529,  // 85°/s
      1.483529,            // 85°/s
      1.745329,            // 100°/s
      1.308996,            // 75°/s
      2.268928,            // 130°/s
      2.356194,            // 135°/s
      2.356194;            // 135°/s
  return velocities;
}

const double kIiwaLcmStatusPeriod = 0.005;

IiwaControlMode ParseIiwaControlMode(const std::string& control_mode) {
  if (control_mode == "position_only") {
    return IiwaControlMode::kPositionOnly;
  }
  if (control_mode == "torque_only") {
    return IiwaControlMode::kTorqueOnly;
  }
  if (control_mode == "position_and_torque") {
    return IiwaControlMode::kPositionAndTorque;
  }
  throw std::runtime_error(fmt::format(
      "ParseIiwaControlMode: Invalid control_mode string: '{}' (expected "
      "'position_only', 'torque_only' or 'position_and_torque')",
      control_mode));
}

std::string FormatIiwaControlMode(IiwaControlMode mode) {
  switch (mode) {
    case IiwaControlMode::kPositionOnly:
      return "position_only";
    case IiwaControlMode::kTorqueOnly:
      return "torque_only";
    case IiwaControlMode::kPositionAndTorque:
      return "position_and_torque";
  }
  throw std::logic_error(
      fmt::format("FormatIiwaControlMode: invalid IiwaControlMode value {}",
                  static_cast<int>(mode)));
}

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
