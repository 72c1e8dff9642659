#pragma once

/// @file
/// The Schunk WSG gripper's LCM systems (Drake's
/// drake/manipulation/schunk_wsg/schunk_wsg_lcm.h). Positions are the
/// distance between the fingers: metres in the systems, millimetres in the
/// messages.

#include "drake/common/drake_copyable.h"
#include "drake/lcmt_schunk_wsg_command.hpp"
#include "drake/lcmt_schunk_wsg_status.hpp"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace manipulation {
namespace schunk_wsg {

/// Decodes lcmt_schunk_wsg_command messages (from an LcmSubscriberSystem)
/// into the commanded distance between the fingers (m) and force limit (N).
/// Before the first message (a default-constructed one) it outputs
/// `initial_position` and `initial_force`; a NaN target position outputs 0.
///
/// @system
/// name: SchunkWsgCommandReceiver
/// input_ports:
/// - command_message
/// output_ports:
/// - position
/// - force_limit
/// @endsystem
class SchunkWsgCommandReceiver : public systems::LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SchunkWsgCommandReceiver);

  SchunkWsgCommandReceiver(double initial_position = 0.02,
                           double initial_force = 40);

  const systems::OutputPort<double>& get_position_output_port() const {
    return this->GetOutputPort("position");
  }
  const systems::OutputPort<double>& get_force_limit_output_port() const {
    return this->GetOutputPort("force_limit");
  }

 private:
  void CalcPositionOutput(const systems::Context<double>& context,
                          systems::BasicVector<double>* output) const;
  void CalcForceLimitOutput(const systems::Context<double>& context,
                            systems::BasicVector<double>* output) const;

  const double initial_position_;
  const double initial_force_;
};

/// Builds lcmt_schunk_wsg_command messages (for an LcmPublisherSystem) from
/// the commanded distance between the fingers (m) and force limit (N; the
/// constructor's default when unconnected); utime is the Context's time.
///
/// @system
/// name: SchunkWsgCommandSender
/// input_ports:
/// - position
/// - force_limit
/// output_ports:
/// - lcmt_schunk_wsg_command
/// @endsystem
class SchunkWsgCommandSender : public systems::LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SchunkWsgCommandSender);

  explicit SchunkWsgCommandSender(double default_force_limit = 40.0);

  const systems::InputPort<double>& get_position_input_port() const {
    return this->get_input_port(position_input_port_);
  }
  const systems::InputPort<double>& get_force_limit_input_port() const {
    return this->get_input_port(force_limit_input_port_);
  }
  const systems::OutputPort<double>& get_command_output_port() const {
    return this->get_output_port(0);
  }

 private:
  void CalcCommandOutput(const systems::Context<double>& context,
                         lcmt_schunk_wsg_command* output) const;

  const systems::InputPortIndex position_input_port_;
  const systems::InputPortIndex force_limit_input_port_;
  const double default_force_limit_;
};

/// Decodes lcmt_schunk_wsg_status messages (from an LcmSubscriberSystem)
/// into the gripper's state [distance (m), its rate (m/s)] and force (N).
///
/// @system
/// name: SchunkWsgStatusReceiver
/// input_ports:
/// - lcmt_schunk_wsg_status
/// output_ports:
/// - state
/// - force
/// @endsystem
class SchunkWsgStatusReceiver : public systems::LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SchunkWsgStatusReceiver);

  SchunkWsgStatusReceiver();

  const systems::InputPort<double>& get_status_input_port() const {
    return this->get_input_port(0);
  }
  const systems::OutputPort<double>& get_state_output_port() const {
    return this->get_output_port(state_output_port_);
  }
  const systems::OutputPort<double>& get_force_output_port() const {
    return this->get_output_port(force_output_port_);
  }

 private:
  void CopyStateOut(const systems::Context<double>& context,
                    systems::BasicVector<double>* output) const;
  void CopyForceOut(const systems::Context<double>& context,
                    systems::BasicVector<double>* output) const;

  const systems::OutputPortIndex state_output_port_;
  const systems::OutputPortIndex force_output_port_;
};

/// Builds lcmt_schunk_wsg_status messages (for an LcmPublisherSystem) from
/// the gripper's state [distance (m), its rate (m/s)] and its force (N,
/// reported as its absolute value, 0 when unconnected); utime is the
/// Context's time. The ports have default names ("u0", "u1"; output "y0").
///
/// @system
/// name: SchunkStatusSender
/// input_ports:
/// - state
/// - force
/// output_ports:
/// - lcmt_schunk_wsg_status
/// @endsystem
class SchunkWsgStatusSender : public systems::LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SchunkWsgStatusSender);

  SchunkWsgStatusSender();

  const systems::InputPort<double>& get_state_input_port() const {
    return this->get_input_port(state_input_port_);
  }
  const systems::InputPort<double>& get_force_input_port() const {
    return this->get_input_port(force_input_port_);
  }

 private:
  void OutputStatus(const systems::Context<double>& context,
                    lcmt_schunk_wsg_status* output) const;

  systems::InputPortIndex state_input_port_;
  systems::InputPortIndex force_input_port_;
};

}  // namespace schunk_wsg
}  // namespace manipulation
}  // namespace drake
