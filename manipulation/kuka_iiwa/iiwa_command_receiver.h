#pragma once

/// @file
/// IiwaCommandReceiver: lcmt_iiwa_command messages to vector signals
/// (Drake's drake/manipulation/kuka_iiwa/iiwa_command_receiver.h).

#include "drake/common/drake_copyable.h"
#include "drake/lcmt_iiwa_command.hpp"
#include "drake/manipulation/kuka_iiwa/iiwa_constants.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

/// Decodes the lcmt_iiwa_command messages of an LcmSubscriberSystem (connect
/// its output to "lcmt_iiwa_command"); it does not subscribe itself.
///
/// @system
/// name: IiwaCommandReceiver
/// input_ports:
/// - lcmt_iiwa_command
/// - position_measured (optional)
/// output_ports:
/// - position (position-enabled modes)
/// - torque (torque-enabled modes)
/// - time
/// @endsystem
///
/// "position" is the message's joint positions (rad), "torque" its joint
/// torques (N·m; zeros when the message has none) and "time" its utime in
/// seconds. Until a message arrives (the input is a default-constructed
/// message): "position" is "position_measured" (zeros if unconnected), fed
/// through, until the position is latched into the Context (by an
/// initialization event, which a Simulator runs, or LatchInitialPosition());
/// after that it holds the latched position. "torque" is zeros and "time" 0.
/// Outputs throw when a message's joint count differs from `num_joints`.
class IiwaCommandReceiver final : public systems::LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(IiwaCommandReceiver);

  /// @throws std::exception if num_joints <= 0.
  explicit IiwaCommandReceiver(
      int num_joints = kIiwaArmNumJoints,
      IiwaControlMode control_mode = IiwaControlMode::kPositionAndTorque);
  ~IiwaCommandReceiver() final;

  /// (Advanced.) Latches "position_measured" (or zeros if unconnected) into
  /// `context` as the position to hold until a message arrives, as the
  /// initialization event does. @throws std::exception if context is null.
  void LatchInitialPosition(systems::Context<double>* context) const;

  /// @name Ports
  //@{
  const systems::InputPort<double>& get_message_input_port() const {
    return *message_input_;
  }
  const systems::InputPort<double>& get_position_measured_input_port() const {
    return *position_measured_input_;
  }
  /// @throws std::exception if the control mode has no positions.
  const systems::OutputPort<double>& get_commanded_position_output_port() const;
  /// @throws std::exception if the control mode has no torques.
  const systems::OutputPort<double>& get_commanded_torque_output_port() const;
  const systems::OutputPort<double>& get_time_output_port() const {
    return *time_output_;
  }
  //@}

 private:
  void CalcPositionMeasuredOrZero(const systems::Context<double>&,
                                  systems::BasicVector<double>*) const;
  void LatchInitialPositionEvent(const systems::Context<double>&,
                                 systems::DiscreteValues<double>*) const;
  void CalcDefaultedCommand(const systems::Context<double>&,
                            lcmt_iiwa_command*) const;
  void CalcPositionOutput(const systems::Context<double>&,
                          systems::BasicVector<double>*) const;
  void CalcTorqueOutput(const systems::Context<double>&,
                        systems::BasicVector<double>*) const;
  void CalcTimeOutput(const systems::Context<double>&,
                      systems::BasicVector<double>*) const;

  const int num_joints_;
  const IiwaControlMode control_mode_;
  const systems::InputPort<double>* message_input_{};
  const systems::InputPort<double>* position_measured_input_{};
  const systems::CacheEntry* position_measured_or_zero_{};
  // [1] once the position is latched, [0] before.
  systems::DiscreteStateIndex latched_is_set_;
  systems::DiscreteStateIndex latched_position_;
  const systems::CacheEntry* defaulted_command_{};
  const systems::OutputPort<double>* commanded_position_output_{};
  const systems::OutputPort<double>* commanded_torque_output_{};
  const systems::OutputPort<double>* time_output_{};
};

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
