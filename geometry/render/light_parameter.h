#pragma once

/// @file
/// LightParameter: a light for the render engines' parameters (e.g.
/// RenderEngineVtkParams::lights), with LightType and LightFrame. Mallard
/// has no engine of its own; these are the serializable settings only.

#include <string>
#include <string_view>

#include <Eigen/Core>

#include "drake/common/fmt.h"
#include "drake/common/name_value.h"
#include "drake/geometry/rgba.h"

namespace drake {
namespace geometry {
namespace render {

/** A light's kind: kPoint shines in all directions from a point; kSpot from
 a point into a cone; kDirectional casts parallel rays from infinitely far
 away (a sun).  */
enum class LightType { kPoint = 1, kSpot = 2, kDirectional = 3 };

/** "point", "spot" or "directional".  */
std::string_view to_string(const LightType& t);

/** The LightType named `spec` ("point", "spot" or "directional").
 @throws std::exception for any other string.  */
LightType light_type_from_string(const std::string& spec);

/** The frame a light is fixed to: the world (it stays put) or the camera
 (it moves with the camera).  */
enum class LightFrame { kWorld = 0, kCamera = 1 };

/** "world" or "camera".  */
std::string_view to_string(const LightFrame& f);

/** The LightFrame named `spec` ("world" or "camera").
 @throws std::exception for any other string.  */
LightFrame light_frame_from_string(const std::string& spec);

/** A light's description, serializable. Which fields matter depends on the
 type; an engine's params say whether it supports lights.  */
struct LightParameter {
  /** Passes this object to an Archive (see YAML serialization).  */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(type));
    a->Visit(DRAKE_NVP(color));
    a->Visit(DRAKE_NVP(attenuation_values));
    a->Visit(DRAKE_NVP(position));
    a->Visit(DRAKE_NVP(frame));
    a->Visit(DRAKE_NVP(intensity));
    a->Visit(DRAKE_NVP(direction));
    a->Visit(DRAKE_NVP(cone_angle));
  }

  /** "point", "spot" or "directional".  */
  std::string type{"directional"};
  /** The light's color (channels in [0, 1]; alpha unused).  */
  Rgba color = Rgba(1, 1, 1);
  /** (k₀, k₁, k₂): at distance d the intensity is scaled by
   1 / (k₀ + k₁ d + k₂ d²) (point and spot lights). All zero emits nothing.  */
  Eigen::Vector3d attenuation_values = {1, 0, 0};
  /** p_FL, the light's position in `frame` (meters; point and spot).  */
  Eigen::Vector3d position{0, 0, 0};
  /** "world" or "camera".  */
  std::string frame{"camera"};
  /** A brightness multiplier (0 turns the light off).  */
  double intensity{1};
  /** The direction the light points, in `frame` (spot and directional);
   normalized by the engine.  */
  Eigen::Vector3d direction{0, 0, 1};
  /** A spot light's half angle (degrees) between its axis and the cone.  */
  double cone_angle{0};
};

}  // namespace render
}  // namespace geometry
}  // namespace drake

DRAKE_FORMATTER_AS(, drake::geometry::render, LightType, x,
                   drake::geometry::render::to_string(x))
DRAKE_FORMATTER_AS(, drake::geometry::render, LightFrame, x,
                   drake::geometry::render::to_string(x))
