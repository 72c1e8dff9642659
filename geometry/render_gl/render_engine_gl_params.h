#pragma once

/// @file
/// RenderEngineGlParams: the settings of Drake's OpenGL render engine
/// (serializable). Mallard has no such engine: MakeRenderEngineGl() throws.

#include <vector>

#include "drake/common/name_value.h"
#include "drake/geometry/render/light_parameter.h"
#include "drake/geometry/render/render_label.h"
#include "drake/geometry/rgba.h"

namespace drake {
namespace geometry {

/** The settings of Drake's RenderEngineGl (see MakeRenderEngineGl()).  */
struct RenderEngineGlParams {
  /** Passes this object to an Archive (see YAML serialization).  */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(default_diffuse));
    a->Visit(DRAKE_NVP(default_clear_color));
    a->Visit(DRAKE_NVP(lights));
  }

  /** The diffuse color of a geometry whose properties give none.  */
  Rgba default_diffuse{0.9, 0.7, 0.2, 1.0};
  /** The background color of color images.  */
  Rgba default_clear_color{204 / 255., 229 / 255., 255 / 255., 1.0};
  /** The lights (at most five); none means one light fixed to the camera.  */
  std::vector<render::LightParameter> lights;
};

}  // namespace geometry
}  // namespace drake
