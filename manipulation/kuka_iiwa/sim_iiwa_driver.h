#pragma once

/// @file
/// SimIiwaDriver: the iiwa's control cabinet, simulated (Drake's
/// drake/manipulation/kuka_iiwa/sim_iiwa_driver.h).

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/manipulation/kuka_iiwa/iiwa_driver.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

/// Simulates the iiwa's control and status interface on a MultibodyPlant.
///
/// @system
/// name: SimIiwaDriver
/// input_ports:
/// - state
/// - generalized_contact_forces
/// - position (position-enabled modes)
/// - torque (torque-enabled modes)
/// output_ports:
/// - actuation
/// - position_commanded
/// - position_measured
/// - velocity_estimated
/// - state_estimated
/// - torque_commanded
/// - torque_measured
/// - torque_external
/// - velocity_commanded (position-enabled modes)
/// @endsystem
///
/// "state", "generalized_contact_forces" and "actuation" connect to the
/// plant's ports of the arm's model instance (see AddToBuilder()); the others
/// mirror the fields of the LCM command and status messages.
///
/// With positions commanded, the command (rad) becomes a desired state
/// through a discrete derivative at `lcm_status_period` (initial transient
/// suppressed; its velocity is "velocity_commanded") tracked by an
/// InverseDynamicsController on `controller_plant` (kp from
/// `desired_kp_gains` or the hardware's, kd = 2√kp, ki = 1, no reference
/// acceleration). In kTorqueOnly, inverse dynamics only compensates gravity.
/// The commanded "torque" (N·m) is added to the controller's generalized
/// force; the sum, clamped to the actuators' effort limits, is
/// "torque_commanded" (and "torque_measured"), and mapped by the actuation
/// matrix's pseudoinverse to "actuation". "torque_external" is the contact
/// forces low-pass filtered with time constant `ext_joint_filter_tau`.
/// "position_commanded" is the command, or the measured position in
/// kTorqueOnly.
///
/// @tparam_default_scalar
template <typename T>
class SimIiwaDriver : public systems::Diagram<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SimIiwaDriver);

  /// Builds the driver for `driver_config` (its control_mode, gains,
  /// ext_joint_filter_tau and lcm_status_period). `controller_plant` (the
  /// arm alone, finalized, fully actuated) is referenced, not copied: it
  /// must outlive this system.
  /// @throws std::exception if controller_plant is null, control_mode does
  /// not parse, or the controller plant is not one actuator per position,
  /// naming what was expected.
  SimIiwaDriver(const IiwaDriver& driver_config,
                const multibody::MultibodyPlant<T>* controller_plant);

  /// Scalar-converting copy constructor.
  template <typename U>
  explicit SimIiwaDriver(const SimIiwaDriver<U>& other);

  /// Adds a SimIiwaDriver named after `iiwa_instance` to `builder` and
  /// connects it to `plant`'s state, generalized contact forces and
  /// actuation ports of that instance. `controller_plant` must outlive the
  /// built diagram. Returns the added system.
  /// @throws std::exception if builder is null, or as the constructor.
  static const systems::System<double>& AddToBuilder(
      systems::DiagramBuilder<double>* builder,
      const multibody::MultibodyPlant<double>& plant,
      const multibody::ModelInstanceIndex iiwa_instance,
      const IiwaDriver& driver_config,
      const multibody::MultibodyPlant<double>& controller_plant);

 private:
  template <typename>
  friend class SimIiwaDriver;
};

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake

// Not convertible to symbolic::Expression (yet): Mallard instantiates it on
// double and AutoDiffXd only.
namespace drake {
namespace systems {
namespace scalar_conversion {
template <>
struct Traits<::drake::manipulation::kuka_iiwa::SimIiwaDriver>
    : public NonSymbolicTraits {};
}  // namespace scalar_conversion
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::manipulation::kuka_iiwa::SimIiwaDriver)
