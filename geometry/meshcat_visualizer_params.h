#pragma once

#include <string>

#include "drake/common/name_value.h"
#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/rgba.h"

namespace drake {
namespace geometry {

/** Settings of a MeshcatVisualizer. */
struct MeshcatVisualizerParams {
  /** Passes this object to an Archive (YAML serialization). */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(publish_period));
    a->Visit(DRAKE_NVP(role));
    a->Visit(DRAKE_NVP(default_color));
    a->Visit(DRAKE_NVP(prefix));
    a->Visit(DRAKE_NVP(delete_on_initialization_event));
    a->Visit(DRAKE_NVP(enable_alpha_slider));
    a->Visit(DRAKE_NVP(initial_alpha_slider_value));
    a->Visit(DRAKE_NVP(visible_by_default));
    a->Visit(DRAKE_NVP(show_hydroelastic));
    a->Visit(DRAKE_NVP(include_unspecified_accepting));
  }

  /** The period (s) of the periodic publish event; positive. */
  double publish_period{1 / 64.0};

  /** The role of the geometries drawn (illustration or proximity). */
  Role role{Role::kIllustration};

  /** The color of a geometry whose properties give none ("phong",
  "diffuse"); proximity geometries always use it. */
  Rgba default_color{0.9, 0.9, 0.9, 1.0};

  /** The Meshcat path under which the geometries are drawn (relative paths
  are under "/drake"). */
  std::string prefix{"visualizer"};

  /** Whether an initialization event deletes `prefix` (so that a new
  simulation starts from an empty scene). */
  bool delete_on_initialization_event{true};

  /** Whether to add a slider ("<prefix> α") that scales every geometry's
  opacity. */
  bool enable_alpha_slider{false};

  /** The alpha slider's initial value, in [0.02, 1]. */
  double initial_alpha_slider_value{1.0};

  /** Whether `prefix` starts visible in the page. */
  bool visible_by_default{true};

  /** Draw the hydroelastic meshes of proximity geometries. Not supported
  yet: the shapes themselves are drawn (logged at debug level). */
  bool show_hydroelastic{false};

  /** A geometry whose properties (of `role`) hold ("meshcat", "accepting")
  is drawn only if that string equals `prefix`; one without it is drawn only
  if `include_unspecified_accepting`. */
  bool include_unspecified_accepting{true};
};

}  // namespace geometry
}  // namespace drake
