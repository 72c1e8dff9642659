#pragma once

/// @file
/// MakeRenderEngineVtk(): Drake's factory for its VTK render engine. Mallard
/// has no built-in renderer: kHasRenderEngineVtk is false and the factory
/// throws, saying so. Supply your own render::RenderEngine subclass to
/// SceneGraph::AddRenderer() instead.

#include <memory>

#include "drake/geometry/render/render_engine.h"
#include "drake/geometry/render_vtk/render_engine_vtk_params.h"

namespace drake {
namespace geometry {

/** Whether MakeRenderEngineVtk() can make an engine: always false in
 Mallard.  */
extern const bool kHasRenderEngineVtk;

/** Would make Drake's RenderEngineVtk.
 @throws std::exception always: Mallard has no built-in renderer.  */
std::unique_ptr<render::RenderEngine> MakeRenderEngineVtk(
    const RenderEngineVtkParams& params);

}  // namespace geometry
}  // namespace drake
