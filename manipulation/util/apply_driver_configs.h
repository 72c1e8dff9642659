#pragma once

/// @file
/// ApplyDriverConfigs(): many drivers at once (Drake's
/// drake/manipulation/util/apply_driver_configs.h).

#include <map>
#include <string>
#include <variant>
#include <vector>

#include "drake/multibody/parsing/process_model_directives.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/lcm/lcm_buses.h"

namespace drake {
namespace manipulation {

/// Applies each driver configuration of `driver_configs` (model instance
/// name → driver) to `sim_plant` in `builder`, by calling the
/// ApplyDriverConfig() overload of its type with `models_from_directives`
/// (by model name) and `lcm_buses`. A driver stands between LCM (commands
/// in, status out) and the plant's ports, in the role of the robot's driver
/// software and control cabinet.
///
/// The caller includes the ApplyDriverConfig() of each type in the variant:
/// manipulation/util/zero_force_driver_functions.h (ZeroForceDriver),
/// manipulation/kuka_iiwa/iiwa_driver_functions.h (kuka_iiwa::IiwaDriver),
/// manipulation/schunk_wsg/schunk_wsg_driver_functions.h
/// (schunk_wsg::SchunkWsgDriver).
/// Drivers are applied in the map's (name) order.
/// @throws std::exception as each ApplyDriverConfig() does (e.g. a model
/// instance or bus that does not exist, named in the message).
template <typename... Types>
void ApplyDriverConfigs(
    const std::map<std::string, std::variant<Types...>>& driver_configs,
    const multibody::MultibodyPlant<double>& sim_plant,
    const std::vector<multibody::parsing::ModelInstanceInfo>&
        models_from_directives,
    const systems::lcm::LcmBuses& lcm_buses,
    systems::DiagramBuilder<double>* builder) {
  std::map<std::string, multibody::parsing::ModelInstanceInfo> models_by_name;
  for (const multibody::parsing::ModelInstanceInfo& info :
       models_from_directives) {
    models_by_name.emplace(info.model_name, info);
  }
  for (const auto& [model_instance_name, driver_config] : driver_configs) {
    std::visit(
        [&, &name = model_instance_name](const auto& driver) {
          ApplyDriverConfig(driver, name, sim_plant, models_by_name, lcm_buses,
                            builder);
        },
        driver_config);
  }
}

}  // namespace manipulation
}  // namespace drake
