#pragma once

/// @file
/// SceneGraphConfig: SceneGraph's settings, loadable from YAML. Its
/// DefaultProximityProperties fill in proximity properties that geometries
/// registered without them lack.

#include <optional>
#include <string>

#include "drake/common/name_value.h"

namespace drake {
namespace geometry {

/// Default proximity properties. An empty optional means "no default".
struct DefaultProximityProperties {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(compliance_type));
    a->Visit(DRAKE_NVP(hydroelastic_modulus));
    a->Visit(DRAKE_NVP(resolution_hint));
    a->Visit(DRAKE_NVP(slab_thickness));
    a->Visit(DRAKE_NVP(margin));
    a->Visit(DRAKE_NVP(dynamic_friction));
    a->Visit(DRAKE_NVP(static_friction));
    a->Visit(DRAKE_NVP(hunt_crossley_dissipation));
    a->Visit(DRAKE_NVP(relaxation_time));
    a->Visit(DRAKE_NVP(point_stiffness));
  }

  /// "undefined", "rigid" or "compliant".
  std::string compliance_type{"undefined"};
  /// Pa, > 0.
  std::optional<double> hydroelastic_modulus{1e7};
  /// m, > 0.
  std::optional<double> resolution_hint{0.05};
  /// m, > 0 (compliant half spaces).
  std::optional<double> slab_thickness{10.0};
  /// m, >= 0: the hydroelastic margin δ (the ("hydroelastic", "margin")
  /// property) of every geometry that lacks one. Compliant hydroelastic
  /// geometries are inflated by it, with their pressure field extended so
  /// that its zero level set stays on the original surface: pairs within
  /// δ₁ + δ₂ get contact surfaces of negative pressure, which the discrete
  /// (SAP) plant turns into speculative constraints that exert no force
  /// until the zero level sets meet. Drake suggests 0.1 mm to 1 mm.
  std::optional<double> margin;
  /// μd >= 0; if either friction is given, both must be, with μs >= μd.
  std::optional<double> dynamic_friction;
  std::optional<double> static_friction;
  /// s/m, >= 0.
  std::optional<double> hunt_crossley_dissipation;
  /// s, >= 0.
  std::optional<double> relaxation_time;
  /// N/m, > 0.
  std::optional<double> point_stiffness;

  /// Throws std::logic_error naming the first invalid field and its value.
  void ValidateOrThrow() const;
};

/// SceneGraph's configuration.
struct SceneGraphConfig {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(default_proximity_properties));
  }

  DefaultProximityProperties default_proximity_properties;

  /// Throws std::logic_error if a field is invalid.
  void ValidateOrThrow() const {
    default_proximity_properties.ValidateOrThrow();
  }
};

}  // namespace geometry
}  // namespace drake
