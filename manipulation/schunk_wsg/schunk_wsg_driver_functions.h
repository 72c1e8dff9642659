#pragma once

/// @file
/// ApplyDriverConfig() for SchunkWsgDriver (Drake's
/// drake/manipulation/schunk_wsg/schunk_wsg_driver_functions.h).

#include <map>
#include <string>

#include "drake/manipulation/schunk_wsg/schunk_wsg_driver.h"
#include "drake/multibody/parsing/model_instance_info.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/lcm/lcm_buses.h"

namespace drake {
namespace manipulation {
namespace schunk_wsg {

/// Adds the simulated WSG driver of the gripper `model_instance_name` to
/// `builder`, on the bus `driver_config.lcm_bus` of `lcms`: commands from
/// `SCHUNK_WSG_COMMAND` (SchunkWsgCommandReceiver; before the first, 20 mm
/// at 40 N) drive a SchunkWsgPositionController (kp_command and kd_command
/// the p and d of `pid_gains`; desired velocity by a discrete derivative at
/// kSchunkWsgLcmStatusPeriod; force limited by the command) on the model's
/// actuation input; `SCHUNK_WSG_STATUS` reports the distance between the
/// fingers, its rate and |f₀ − f₁| of the contact forces every
/// kSchunkWsgLcmStatusPeriod. Names: "<model>_wsg_command_subscriber",
/// "<model>_wsg_controller", "<model>_wsg_status_publisher".
/// @throws std::exception naming the model or bus if the plant has no such
/// model, it is not two actuated prismatic fingers (2 positions, 2
/// actuators), the bus is not in `lcms`, pid_gains has a non-zero i (not
/// supported), or builder is null.
void ApplyDriverConfig(
    const SchunkWsgDriver& driver_config,
    const std::string& model_instance_name,
    const multibody::MultibodyPlant<double>& sim_plant,
    const std::map<std::string, multibody::parsing::ModelInstanceInfo>&
        models_from_directives,
    const systems::lcm::LcmBuses& lcms,
    systems::DiagramBuilder<double>* builder);

}  // namespace schunk_wsg
}  // namespace manipulation
}  // namespace drake
