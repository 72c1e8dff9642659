#include "drake/geometry/render_vtk/factory.h"

#include <stdexcept>

namespace drake {
namespace geometry {

const bool kHasRenderEngineVtk = false;

std::unique_ptr<render::RenderEngine> MakeRenderEngineVtk(
    const RenderEngineVtkParams&) {
  throw std::runtime_error(
      "MakeRenderEngineVtk(): Mallard has no built-in renderer "
      "(kHasRenderEngineVtk is false); rendering needs a user-supplied "
      "render::RenderEngine subclass, added with SceneGraph::AddRenderer().");
}

}  // namespace geometry
}  // namespace drake
