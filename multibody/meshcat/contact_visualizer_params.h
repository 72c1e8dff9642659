#pragma once

#include <string>

#include "drake/common/name_value.h"
#include "drake/geometry/rgba.h"

namespace drake {
namespace multibody {
namespace meshcat {

/** Settings of a ContactVisualizer. */
struct ContactVisualizerParams {
  /** Passes this object to an Archive (YAML serialization). */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(publish_period));
    a->Visit(DRAKE_NVP(color));
    a->Visit(DRAKE_NVP(hydro_force_color));
    a->Visit(DRAKE_NVP(hydro_moment_color));
    a->Visit(DRAKE_NVP(prefix));
    a->Visit(DRAKE_NVP(delete_on_initialization_event));
    a->Visit(DRAKE_NVP(force_threshold));
    a->Visit(DRAKE_NVP(moment_threshold));
    a->Visit(DRAKE_NVP(newtons_per_meter));
    a->Visit(DRAKE_NVP(newton_meters_per_meter));
    a->Visit(DRAKE_NVP(radius));
  }

  /** The period (s) of the periodic publish event; positive. */
  double publish_period{1 / 32.0};

  /** The color of point-contact force arrows. */
  geometry::Rgba color{0, 1, 0, 1};

  /** The color of hydroelastic force arrows (no hydroelastic contact yet). */
  geometry::Rgba hydro_force_color{1, 0, 0, 1};

  /** The color of hydroelastic moment arrows (no hydroelastic contact yet). */
  geometry::Rgba hydro_moment_color{0, 0, 1, 1};

  /** The Meshcat path under which the arrows are drawn. */
  std::string prefix{"contact_forces"};

  /** Whether an initialization event deletes `prefix`. */
  bool delete_on_initialization_event{true};

  /** Forces below this magnitude (N) are not drawn. */
  double force_threshold{0.01};

  /** Moments below this magnitude (N·m) are not drawn. */
  double moment_threshold{0.01};

  /** Arrow length per force (N/m): an arrow of f newtons is
  f / newtons_per_meter meters long on each side of the contact point. */
  double newtons_per_meter{10};

  /** Arrow length per moment (N·m/m). */
  double newton_meters_per_meter{3};

  /** The radius (m) of an arrow's shaft. */
  double radius{0.002};
};

}  // namespace meshcat
}  // namespace multibody
}  // namespace drake
