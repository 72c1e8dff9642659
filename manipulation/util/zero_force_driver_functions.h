#pragma once

/// @file
/// ApplyDriverConfig() for ZeroForceDriver (Drake's
/// drake/manipulation/util/zero_force_driver_functions.h).

#include <map>
#include <string>

#include "drake/manipulation/util/zero_force_driver.h"
#include "drake/multibody/parsing/model_instance_info.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/lcm/lcm_buses.h"

namespace drake {
namespace manipulation {

/// Adds to `builder` a constant zero source named
/// "zero_force_source_for_<model_instance_name>" and connects it to
/// `sim_plant`'s actuation input port of that model instance.
/// `models_from_directives` and `lcms` are not used (the signature is the
/// one every driver's ApplyDriverConfig() shares).
/// @pre sim_plant is finalized and belongs to `builder`.
/// @throws std::exception if `builder` is null, the plant is not finalized,
/// the plant has no model instance named `model_instance_name`, or that
/// instance has no actuated degree of freedom.
void ApplyDriverConfig(
    const ZeroForceDriver& driver_config,
    const std::string& model_instance_name,
    const multibody::MultibodyPlant<double>& sim_plant,
    const std::map<std::string, multibody::parsing::ModelInstanceInfo>&
        models_from_directives,
    const systems::lcm::LcmBuses& lcms,
    systems::DiagramBuilder<double>* builder);

}  // namespace manipulation
}  // namespace drake
