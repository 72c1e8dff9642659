#pragma once

/// @file
/// ApplyDriverConfig() for IiwaDriver (Drake's
/// drake/manipulation/kuka_iiwa/iiwa_driver_functions.h).

#include <map>
#include <string>

#include "drake/manipulation/kuka_iiwa/iiwa_driver.h"
#include "drake/multibody/parsing/model_instance_info.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/lcm/lcm_buses.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

/// Adds the simulated driver of the arm `model_instance_name` to `builder`:
/// its controller plant (the arm with the hand `hand_model_name` lumped
/// into one body, owned by the diagram, named "<arm>_controller_plant"),
/// and, on the bus `driver_config.lcm_bus` of `lcms`, BuildIiwaControl();
/// on a "memq://null" bus (LcmBuses::kLcmUrlMemqNull) SimIiwaDriver alone,
/// whose ports the caller connects.
/// @throws std::exception naming the model or bus if the arm or the hand is
/// not in `models_from_directives`, the bus is not in `lcms`, builder is
/// null, or as BuildIiwaControl().
void ApplyDriverConfig(
    const IiwaDriver& driver_config, const std::string& model_instance_name,
    const multibody::MultibodyPlant<double>& sim_plant,
    const std::map<std::string, multibody::parsing::ModelInstanceInfo>&
        models_from_directives,
    const systems::lcm::LcmBuses& lcms,
    systems::DiagramBuilder<double>* builder);

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
