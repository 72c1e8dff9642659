#pragma once

/// @file
/// MultibodyPlantConfig: the MultibodyPlant settings a YAML scenario can set,
/// with Drake's field names and defaults. See
/// multibody_plant_config_functions.h for the string <-> enum helpers.

#include <string>

#include "drake/common/name_value.h"

namespace drake {
namespace multibody {

/// The set of configurable properties of a MultibodyPlant. Load it from YAML
/// with yaml::LoadYamlString/LoadYamlFile (keys are the field names).
struct MultibodyPlantConfig {
  /// Passes this object to an Archive; see name_value.h.
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(time_step));
    a->Visit(DRAKE_NVP(penetration_allowance));
    a->Visit(DRAKE_NVP(stiction_tolerance));
    a->Visit(DRAKE_NVP(contact_model));
    a->Visit(DRAKE_NVP(discrete_contact_solver));
    a->Visit(DRAKE_NVP(discrete_contact_approximation));
    a->Visit(DRAKE_NVP(sap_near_rigid_threshold));
    a->Visit(DRAKE_NVP(contact_surface_representation));
    a->Visit(DRAKE_NVP(adjacent_bodies_collision_filters));
    a->Visit(DRAKE_NVP(use_sampled_output_ports));
  }

  /// The plant's discrete update period in seconds; 0 makes a continuous
  /// plant.
  double time_step{0.001};

  /// Penetration allowance in meters for point contact (sets the default
  /// contact stiffness heuristically); must be positive.
  double penetration_allowance{0.001};

  /// The slip speed in m/s below which friction is treated as stiction in
  /// the regularized friction model; must be positive.
  double stiction_tolerance{0.001};

  /// The contact model: "point", "hydroelastic" or
  /// "hydroelastic_with_fallback" (see ContactModel).
  std::string contact_model{"hydroelastic_with_fallback"};

  /// The discrete contact solver: "tamsi", "sap", or "" for the plant's
  /// default (which follows discrete_contact_approximation). Setting both
  /// this and discrete_contact_approximation is an error unless they agree.
  std::string discrete_contact_solver{""};

  /// The discrete contact approximation: "tamsi", "sap", "similar",
  /// "lagged", or "" for the plant's default.
  std::string discrete_contact_approximation{""};

  /// SAP's near-rigid threshold (dimensionless, non-negative; 0 disables
  /// the near-rigid regime).
  double sap_near_rigid_threshold{1.0};

  /// The representation of hydroelastic contact surfaces: "triangle" or
  /// "polygon".
  std::string contact_surface_representation{"polygon"};

  /// Whether geometries of bodies joined by a joint are filtered from
  /// collision with each other.
  bool adjacent_bodies_collision_filters{true};

  /// For a discrete plant, whether output ports report the sampled
  /// (state-stored) values rather than recomputing from the current state.
  bool use_sampled_output_ports{true};
};

}  // namespace multibody
}  // namespace drake
