#pragma once

/// @file
/// IiwaCommandSender: vector signals to lcmt_iiwa_command messages (Drake's
/// drake/manipulation/kuka_iiwa/iiwa_command_sender.h).

#include "drake/common/drake_copyable.h"
#include "drake/lcmt_iiwa_command.hpp"
#include "drake/manipulation/kuka_iiwa/iiwa_constants.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

/// Builds lcmt_iiwa_command messages for an LcmPublisherSystem (connect
/// "lcmt_iiwa_command" to its input); it does not publish itself.
///
/// @system
/// name: IiwaCommandSender
/// input_ports:
/// - position (position-enabled modes; required)
/// - torque (torque-enabled modes; optional with positions)
/// - time (optional)
/// output_ports:
/// - lcmt_iiwa_command
/// @endsystem
///
/// The message holds "position" (rad) as joint_position (none in
/// kTorqueOnly), and "torque" (N·m) as joint_torque in kTorqueOnly, or in
/// kPositionAndTorque when the port is connected (none otherwise). utime is
/// "time" (s) in microseconds, or the Context's time when it is unconnected.
class IiwaCommandSender final : public systems::LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(IiwaCommandSender);

  explicit IiwaCommandSender(
      int num_joints = kIiwaArmNumJoints,
      IiwaControlMode control_mode = IiwaControlMode::kPositionAndTorque);
  ~IiwaCommandSender() final;

  /// @name Ports
  //@{
  const systems::InputPort<double>& get_time_input_port() const;
  /// @throws std::exception if the control mode has no positions.
  const systems::InputPort<double>& get_position_input_port() const;
  /// @throws std::exception if the control mode has no torques.
  const systems::InputPort<double>& get_torque_input_port() const;
  //@}

 private:
  void CalcOutput(const systems::Context<double>&, lcmt_iiwa_command*) const;

  const int num_joints_;
  const IiwaControlMode control_mode_;
  const systems::InputPort<double>* position_input_port_{};
  const systems::InputPort<double>* torque_input_port_{};
  const systems::InputPort<double>* time_input_port_{};
};

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
