#pragma once

/// @file
/// BuildIiwaControl() and BuildSimplifiedIiwaControl(): the simulated iiwa
/// driver, with or without its LCM interface (Drake's
/// drake/manipulation/kuka_iiwa/build_iiwa_control.h).
///
/// The driver stands for the software on the arm's control cabinet (the
/// LCM-to-FRI adapter of drake-iiwa-driver): position-only, position and
/// torque, or torque-only control with gravity compensation. Its controller
/// computes on its own copy of the arm (`controller_plant`, not the
/// simulated plant); their differences are the modelling errors of the
/// servo, the end effector and the gravity compensation.

#include "drake/lcm/drake_lcm_interface.h"
#include "drake/manipulation/kuka_iiwa/iiwa_driver.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

/// Adds to `builder` a SimIiwaDriver for `iiwa_instance` of `plant` (see
/// SimIiwaDriver::AddToBuilder()) and its LCM interface on `lcm`: a
/// subscriber to `IIWA_COMMAND` (lcmt_iiwa_command) decoded by an
/// IiwaCommandReceiver (holding the arm's position from the plant until the
/// first command) and an IiwaStatusSender published on `IIWA_STATUS`
/// (lcmt_iiwa_status) every kIiwaLcmStatusPeriod. The status's commanded and
/// measured torques are negated, as the hardware reports them.
/// `controller_plant` must outlive the built diagram.
/// @throws std::exception if builder or lcm is null, or as
/// BuildSimplifiedIiwaControl().
void BuildIiwaControl(
    systems::DiagramBuilder<double>* builder, lcm::DrakeLcmInterface* lcm,
    const multibody::MultibodyPlant<double>& plant,
    const multibody::ModelInstanceIndex iiwa_instance,
    const IiwaDriver& driver_config,
    const multibody::MultibodyPlant<double>& controller_plant);

/// The ports of a driver added by BuildSimplifiedIiwaControl(). The input
/// ports are null where the control mode has no such command; the output
/// ports are never null.
struct IiwaControlPorts {
  /// Non-null iff the control mode commands positions.
  const systems::InputPort<double>* commanded_positions{};
  /// Non-null iff the control mode commands torques.
  const systems::InputPort<double>* commanded_torque{};

  const systems::OutputPort<double>* position_commanded{};
  const systems::OutputPort<double>* position_measured{};
  const systems::OutputPort<double>* velocity_estimated{};
  /// The commanded torque (the driver's "torque_commanded").
  const systems::OutputPort<double>* joint_torque{};
  const systems::OutputPort<double>* torque_measured{};
  /// The external torque (the driver's "torque_external").
  const systems::OutputPort<double>* external_torque{};
};

/// Adds to `builder` a SimIiwaDriver for `iiwa_instance` of `plant`
/// (connected to the plant), without LCM, and returns its ports.
/// `controller_plant` must outlive the built diagram.
/// @throws std::exception if the controller plant does not have 7 positions
/// (only the 7-joint iiwa is supported), naming the count, or as
/// SimIiwaDriver::AddToBuilder().
IiwaControlPorts BuildSimplifiedIiwaControl(
    systems::DiagramBuilder<double>* builder,
    const multibody::MultibodyPlant<double>& plant,
    const multibody::ModelInstanceIndex iiwa_instance,
    const IiwaDriver& driver_config,
    const multibody::MultibodyPlant<double>& controller_plant);

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
