#include "drake/geometry/render_gl/factory.h"

#include <stdexcept>

namespace drake {
namespace geometry {

const bool kHasRenderEngineGl = false;

// Drake's signature takes the params by value.
std::unique_ptr<render::RenderEngine> MakeRenderEngineGl(
    RenderEngineGlParams) {  // NOLINT(performance-unnecessary-value-param)
  throw std::runtime_error(
      "MakeRenderEngineGl(): Mallard has no built-in renderer "
      "(kHasRenderEngineGl is false); rendering needs a user-supplied "
      "render::RenderEngine subclass, added with SceneGraph::AddRenderer().");
}

}  // namespace geometry
}  // namespace drake
