#pragma once

/// @file
/// IiwaStatusSender: vector signals to lcmt_iiwa_status messages (Drake's
/// drake/manipulation/kuka_iiwa/iiwa_status_sender.h).

#include "drake/common/drake_copyable.h"
#include "drake/lcmt_iiwa_status.hpp"
#include "drake/manipulation/kuka_iiwa/iiwa_constants.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

/// Builds lcmt_iiwa_status messages for an LcmPublisherSystem (connect
/// "lcmt_iiwa_status" to its input); it does not publish itself.
///
/// @system
/// name: IiwaStatusSender
/// input_ports:
/// - position_commanded
/// - position_measured
/// - velocity_estimated (optional)
/// - torque_commanded
/// - torque_measured (optional)
/// - torque_external (optional)
/// - time_measured (optional)
/// output_ports:
/// - lcmt_iiwa_status
/// @endsystem
///
/// Every input but time_measured has `num_joints` entries and fills the
/// message field of its name (joint_*). Unconnected optional inputs: zero
/// velocities, torque_measured copies torque_commanded, zero external
/// torques, and utime is the Context's time (else time_measured, s) in
/// microseconds. joint_position_ipo is zeros (not simulated). The torque
/// fields take the values given: BuildIiwaControl() negates the commanded
/// and measured torques, as the hardware reports them.
class IiwaStatusSender final : public systems::LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(IiwaStatusSender);

  /// @throws std::exception if num_joints <= 0.
  explicit IiwaStatusSender(int num_joints = kIiwaArmNumJoints);
  ~IiwaStatusSender() final;

  /// @name Ports
  //@{
  const systems::InputPort<double>& get_time_measured_input_port() const;
  const systems::InputPort<double>& get_position_commanded_input_port() const;
  const systems::InputPort<double>& get_position_measured_input_port() const;
  const systems::InputPort<double>& get_velocity_estimated_input_port() const;
  const systems::InputPort<double>& get_torque_commanded_input_port() const;
  const systems::InputPort<double>& get_torque_measured_input_port() const;
  const systems::InputPort<double>& get_torque_external_input_port() const;
  //@}

 private:
  void CalcOutput(const systems::Context<double>&, lcmt_iiwa_status*) const;

  const int num_joints_;
};

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
