#pragma once

#include "drake/common/name_value.h"
#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/rgba.h"

namespace drake {
namespace geometry {

/// The parameters of a DrakeVisualizer.
struct DrakeVisualizerParams {
  /// Passes this object to an Archive (YAML serialization).
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(publish_period));
    a->Visit(DRAKE_NVP(role));
    a->Visit(DRAKE_NVP(default_color));
    a->Visit(DRAKE_NVP(show_hydroelastic));
    a->Visit(DRAKE_NVP(use_role_channel_suffix));
  }

  /// Seconds between two draw messages (1/64 s by default: exact in binary,
  /// so it does not force tiny simulation steps).
  double publish_period{1 / 64.0};

  /// The role of the geometries sent.
  Role role{Role::kIllustration};

  /// The color of a geometry without a ("phong", "diffuse") property.
  Rgba default_color{0.9, 0.9, 0.9, 1.0};

  /// With role kProximity, send a geometry's hydroelastic mesh in place of
  /// its shape. Not supported yet: the shapes are sent (with a log line).
  bool show_hydroelastic{false};

  /// Append the role to the channel names ("_ILLUSTRATION", "_PROXIMITY",
  /// "_PERCEPTION"), so that visualizers of several roles can share a bus.
  bool use_role_channel_suffix{false};
};

}  // namespace geometry
}  // namespace drake
