#include "drake/geometry/scene_graph_config.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace geometry {
namespace {

void CheckOptional(const char* name, const std::optional<double>& value,
                   bool allow_zero) {
  if (!value.has_value()) return;
  const double x = *value;
  const bool ok = std::isfinite(x) && (allow_zero ? x >= 0 : x > 0);
  if (!ok) {
    throw std::logic_error(fmt::format(
        "DefaultProximityProperties: {} must be finite and {}; given {}.", name,
        allow_zero ? "non-negative" : "positive", x));
  }
}

}  // namespace

void DefaultProximityProperties::ValidateOrThrow() const {
  if (compliance_type != "undefined" && compliance_type != "rigid" &&
      compliance_type != "compliant") {
    throw std::logic_error(fmt::format(
        "DefaultProximityProperties: compliance_type must be one of "
        "'undefined', 'rigid' or 'compliant'; given '{}'.",
        compliance_type));
  }
  CheckOptional("hydroelastic_modulus", hydroelastic_modulus, false);
  CheckOptional("resolution_hint", resolution_hint, false);
  CheckOptional("slab_thickness", slab_thickness, false);
  CheckOptional("margin", margin, true);
  CheckOptional("dynamic_friction", dynamic_friction, true);
  CheckOptional("static_friction", static_friction, true);
  CheckOptional("hunt_crossley_dissipation", hunt_crossley_dissipation, true);
  CheckOptional("relaxation_time", relaxation_time, true);
  CheckOptional("point_stiffness", point_stiffness, false);
  if (dynamic_friction.has_value() != static_friction.has_value()) {
    throw std::logic_error(
        "DefaultProximityProperties: dynamic_friction and static_friction "
        "must be given together or not at all.");
  }
  if (dynamic_friction.has_value() && *dynamic_friction > *static_friction) {
    throw std::logic_error(fmt::format(
        "DefaultProximityProperties: dynamic_friction ({}) must not exceed "
        "static_friction ({}).",
        *dynamic_friction, *static_friction));
  }
}

}  // namespace geometry
}  // namespace drake
