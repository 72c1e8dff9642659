#pragma once

/// @file
/// IiwaDriver: how a simulated KUKA iiwa is driven (Drake's
/// drake/manipulation/kuka_iiwa/iiwa_driver.h).

#include <optional>
#include <string>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/name_value.h"
#include "drake/manipulation/kuka_iiwa/iiwa_constants.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

/// The configuration of a simulated iiwa driver: the systems between LCM
/// (commands on `IIWA_COMMAND`, status on `IIWA_STATUS`) and the plant's
/// actuation input, in the role of the arm's control cabinet. Applied by
/// ApplyDriverConfig() in iiwa_driver_functions.h.
struct IiwaDriver {
  /// The name (of the add_model directive) of the hand on the arm, whose
  /// inertia the controller's copy of the arm includes; empty for none.
  std::string hand_model_name;

  /// The time constant (s) of the low-pass filter on the external joint
  /// torques (the plant's generalized contact forces).
  double ext_joint_filter_tau{0.01};

  /// The position gains kp (one per joint, 7) of the inverse-dynamics
  /// controller; when absent, the hardware driver's (2000, 1500, 1500, 1500,
  /// 1500, 500, 500). kd = 2√kp (critical damping), ki = 1.
  std::optional<Eigen::VectorXd> desired_kp_gains;

  /// "position_only", "position_and_torque" (the default) or "torque_only"
  /// (see ParseIiwaControlMode()).
  std::string control_mode{"position_and_torque"};

  /// The arm's frame welded to the world, if not the arm's
  /// ModelInstanceInfo::child_frame_name.
  std::optional<std::string> arm_child_frame_name;

  /// The arm's frame the hand is welded to, if not the hand's
  /// ModelInstanceInfo::parent_frame_name.
  std::optional<std::string> gripper_parent_frame_name;

  /// The LCM bus (of LcmBuses) the driver talks on.
  std::string lcm_bus{"default"};

  /// The period (s) of the status messages, also the period of the
  /// position command's velocity estimate.
  double lcm_status_period{kIiwaLcmStatusPeriod};

  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(hand_model_name));
    a->Visit(DRAKE_NVP(ext_joint_filter_tau));
    a->Visit(DRAKE_NVP(desired_kp_gains));
    a->Visit(DRAKE_NVP(control_mode));
    a->Visit(DRAKE_NVP(arm_child_frame_name));
    a->Visit(DRAKE_NVP(gripper_parent_frame_name));
    a->Visit(DRAKE_NVP(lcm_bus));
    a->Visit(DRAKE_NVP(lcm_status_period));
  }
};

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
