#pragma once

/// @file
/// MakeRenderEngineGl(): Drake's factory for its OpenGL render engine.
/// Mallard has no built-in renderer: kHasRenderEngineGl is false and the
/// factory throws, saying so. Supply your own render::RenderEngine subclass
/// to SceneGraph::AddRenderer() instead.

#include <memory>

#include "drake/geometry/render/render_engine.h"
#include "drake/geometry/render_gl/render_engine_gl_params.h"

namespace drake {
namespace geometry {

/** Whether MakeRenderEngineGl() can make an engine: always false in
 Mallard.  */
extern const bool kHasRenderEngineGl;

/** Would make Drake's RenderEngineGl.
 @throws std::exception always: Mallard has no built-in renderer.  */
std::unique_ptr<render::RenderEngine> MakeRenderEngineGl(
    RenderEngineGlParams params = {});

}  // namespace geometry
}  // namespace drake
