#pragma once

/// @file
/// Position control of a Schunk WSG gripper modelled as two independent
/// prismatic fingers (Drake's
/// drake/manipulation/schunk_wsg/schunk_wsg_position_controller.h).

#include "drake/common/drake_copyable.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/primitives/discrete_derivative.h"

namespace drake {
namespace manipulation {
namespace schunk_wsg {

/// A PD controller of the gripper's two fingers, at positions q₀ (≤ 0 when
/// open) and q₁ (≥ 0), q₀ = q₁ = 0 where they touch. The real gripper keeps
/// −q₀ = q₁ mechanically and drives the distance q₁ − q₀ to the desired q_d;
/// two PD laws model that:
///   f₀ + f₁ = −kp_constraint (q₀ + q₁) − kd_constraint (v₀ + v₁)
///   −f₀ + f₁ = clamp(kp_command (q_d + q₀ − q₁) + kd_command (v_d + v₀ − v₁),
///                    −force_limit, force_limit)
/// (kp_constraint ≫ kp_command keeps the fingers centred).
///
/// @system
/// name: SchunkWSGPdController
/// input_ports:
/// - desired_state
/// - force_limit
/// - state
/// output_ports:
/// - generalized_force
/// - grip_force
/// @endsystem
///
/// desired_state is [q_d, v_d] (m, m/s); force_limit (N, optional: the
/// constructor's default_force_limit when unconnected); state is the model's
/// [q₀, q₁, v₀, v₁]. generalized_force is (f₀, f₁) (N), grip_force
/// |f₀ − f₁|, the driver's (unsigned) force measurement.
class SchunkWsgPdController : public systems::LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SchunkWsgPdController);

  /// Gains as Drake's defaults (tuned in simulation of an iiwa picking small
  /// objects). The system is named "wsg_controller".
  /// @throws std::exception if a gain is negative or default_force_limit is
  /// not positive.
  SchunkWsgPdController(double kp_command = 200.0, double kd_command = 5.0,
                        double kp_constraint = 2000.0,
                        double kd_constraint = 5.0,
                        double default_force_limit = 40.0);

  const systems::InputPort<double>& get_desired_state_input_port() const {
    return get_input_port(desired_state_input_port_);
  }
  const systems::InputPort<double>& get_force_limit_input_port() const {
    return get_input_port(force_limit_input_port_);
  }
  const systems::InputPort<double>& get_state_input_port() const {
    return get_input_port(state_input_port_);
  }
  const systems::OutputPort<double>& get_generalized_force_output_port() const {
    return get_output_port(generalized_force_output_port_);
  }
  const systems::OutputPort<double>& get_grip_force_output_port() const {
    return get_output_port(grip_force_output_port_);
  }

 private:
  Eigen::Vector2d CalcGeneralizedForce(
      const systems::Context<double>& context) const;
  void CalcGeneralizedForceOutput(const systems::Context<double>& context,
                                  systems::BasicVector<double>* output) const;
  void CalcGripForceOutput(const systems::Context<double>& context,
                           systems::BasicVector<double>* output) const;

  const double kp_command_;
  const double kd_command_;
  const double kp_constraint_;
  const double kd_constraint_;
  const double default_force_limit_;
  systems::InputPortIndex desired_state_input_port_;
  systems::InputPortIndex force_limit_input_port_;
  systems::InputPortIndex state_input_port_;
  systems::OutputPortIndex generalized_force_output_port_;
  systems::OutputPortIndex grip_force_output_port_;
};

/// SchunkWsgPdController fed by a desired position: its desired velocity is
/// the discrete derivative of the position at `time_step` (initial
/// transient suppressed).
///
/// @system
/// name: SchunkWSGPositionController
/// input_ports:
/// - desired_position
/// - force_limit
/// - state
/// output_ports:
/// - generalized_force
/// - grip_force
/// @endsystem
class SchunkWsgPositionController : public systems::Diagram<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SchunkWsgPositionController);

  /// `time_step` (s) defaults to the gripper firmware's update period; the
  /// rest as SchunkWsgPdController.
  SchunkWsgPositionController(double time_step = 0.05,
                              double kp_command = 200.0,
                              double kd_command = 5.0,
                              double kp_constraint = 2000.0,
                              double kd_constraint = 5.0,
                              double default_force_limit = 40.0);

  const systems::InputPort<double>& get_desired_position_input_port() const {
    return get_input_port(desired_position_input_port_);
  }
  const systems::InputPort<double>& get_force_limit_input_port() const {
    return get_input_port(force_limit_input_port_);
  }
  const systems::InputPort<double>& get_state_input_port() const {
    return get_input_port(state_input_port_);
  }
  const systems::OutputPort<double>& get_generalized_force_output_port() const {
    return get_output_port(generalized_force_output_port_);
  }
  const systems::OutputPort<double>& get_grip_force_output_port() const {
    return get_output_port(grip_force_output_port_);
  }

 private:
  systems::InputPortIndex desired_position_input_port_;
  systems::InputPortIndex force_limit_input_port_;
  systems::InputPortIndex state_input_port_;
  systems::OutputPortIndex generalized_force_output_port_;
  systems::OutputPortIndex grip_force_output_port_;
};

}  // namespace schunk_wsg
}  // namespace manipulation
}  // namespace drake
