#pragma once

/// @file
/// IiwaStatusReceiver: lcmt_iiwa_status messages to vector signals (Drake's
/// drake/manipulation/kuka_iiwa/iiwa_status_receiver.h).

#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/lcmt_iiwa_status.hpp"
#include "drake/manipulation/kuka_iiwa/iiwa_constants.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

/// Decodes the lcmt_iiwa_status messages of an LcmSubscriberSystem (connect
/// its output to "lcmt_iiwa_status"); it does not subscribe itself.
///
/// @system
/// name: IiwaStatusReceiver
/// input_ports:
/// - lcmt_iiwa_status
/// output_ports:
/// - time_measured
/// - position_commanded
/// - position_measured
/// - velocity_estimated
/// - torque_commanded
/// - torque_measured
/// - torque_external
/// @endsystem
///
/// Each output but time_measured (utime in seconds, size 1) is the message
/// field joint_<name>, `num_joints` entries. Every output is zero until a
/// message arrives (num_joints == 0); a message whose joint count or field
/// size differs from `num_joints` throws naming the field.
class IiwaStatusReceiver final : public systems::LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(IiwaStatusReceiver);

  /// @throws std::exception if num_joints <= 0.
  explicit IiwaStatusReceiver(int num_joints = kIiwaArmNumJoints);
  ~IiwaStatusReceiver() final;

  /// @name Ports
  //@{
  const systems::OutputPort<double>& get_time_measured_output_port() const;
  const systems::OutputPort<double>& get_position_commanded_output_port() const;
  const systems::OutputPort<double>& get_position_measured_output_port() const;
  const systems::OutputPort<double>& get_velocity_estimated_output_port() const;
  const systems::OutputPort<double>& get_torque_commanded_output_port() const;
  const systems::OutputPort<double>& get_torque_measured_output_port() const;
  const systems::OutputPort<double>& get_torque_external_output_port() const;
  //@}

 private:
  template <std::vector<double> lcmt_iiwa_status::*field>
  void CalcFieldOutput(const systems::Context<double>&,
                       systems::BasicVector<double>*) const;
  void CalcTimeOutput(const systems::Context<double>&,
                      systems::BasicVector<double>*) const;

  const int num_joints_;
};

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
