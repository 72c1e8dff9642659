#pragma once

/// @file
/// Helpers for MultibodyPlantConfig: conversions between the config's strings
/// and the plant's enums. (AddMultibodyPlant and ApplyMultibodyPlantConfig,
/// which need the plant, are declared with it.)

#include <string>
#include <string_view>

#include "drake/geometry/scene_graph_config.h"
#include "drake/multibody/plant/contact_model_enums.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/plant/multibody_plant_config.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {

/// Returns the ContactModel named by `contact_model`: "point",
/// "hydroelastic" or "hydroelastic_with_fallback".
/// @throws std::logic_error for any other string, listing the valid ones.
ContactModel GetContactModelFromString(std::string_view contact_model);

/// Returns the config string for `contact_model` (the inverse of
/// GetContactModelFromString()).
std::string GetStringFromContactModel(ContactModel contact_model);

/// Returns the DiscreteContactSolver named by `discrete_contact_solver`:
/// "tamsi" or "sap".
/// @throws std::logic_error for any other string (including ""), listing the
///   valid ones.
DiscreteContactSolver GetDiscreteContactSolverFromString(
    std::string_view discrete_contact_solver);

/// Returns the config string for `discrete_contact_solver`.
std::string GetStringFromDiscreteContactSolver(
    DiscreteContactSolver discrete_contact_solver);

/// Returns the DiscreteContactApproximation named by
/// `discrete_contact_approximation`: "tamsi", "sap", "similar" or "lagged".
/// @throws std::logic_error for any other string (including ""), listing the
///   valid ones.
DiscreteContactApproximation GetDiscreteContactApproximationFromString(
    std::string_view discrete_contact_approximation);

/// Returns the config string for `discrete_contact_approximation`.
std::string GetStringFromDiscreteContactApproximation(
    DiscreteContactApproximation discrete_contact_approximation);

/// Adds a MultibodyPlant with config.time_step and a SceneGraph to
/// `builder`, connected, and applies `config` to the plant (see
/// ApplyMultibodyPlantConfig). Throws on an invalid config value (naming
/// the field and the valid values).
AddMultibodyPlantSceneGraphResult<double> AddMultibodyPlant(
    const MultibodyPlantConfig& config,
    systems::DiagramBuilder<double>* builder);

/// As above, with the SceneGraph built from `scene_graph_config`.
AddMultibodyPlantSceneGraphResult<double> AddMultibodyPlant(
    const MultibodyPlantConfig& plant_config,
    const geometry::SceneGraphConfig& scene_graph_config,
    systems::DiagramBuilder<double>* builder);

/// Applies every field of `config` except time_step (fixed when the plant is
/// constructed) to an unfinalized `plant`. use_sampled_output_ports applies
/// to discrete plants only. Throws on an unknown string (naming the field
/// and the valid values), on a non-positive penetration allowance or
/// stiction tolerance, or if the plant is finalized.
void ApplyMultibodyPlantConfig(const MultibodyPlantConfig& config,
                               MultibodyPlant<double>* plant);

}  // namespace multibody
}  // namespace drake
