#pragma once

/// @file
/// (Internal) RenderMesh: a triangle mesh with one material, in the layout
/// render engines consume (RenderEngine::RegisterDeformableVisual()). Only
/// the data type is provided; Drake's loaders (OBJ to render meshes,
/// triangle surface mesh to render mesh) belong with a built-in renderer,
/// which Mallard does not have.

#include <optional>

#include <Eigen/Core>

#include "drake/geometry/render/render_material.h"

namespace drake {
namespace geometry {
namespace internal {

/// A triangle mesh with a single (optional) material. Row t of `indices`
/// holds triangle t's three vertex indices; vertex v's position, normal and
/// texture coordinates are row v of `positions` (meters, in the mesh's
/// frame), `normals` (unit vectors) and `uvs`.
struct RenderMesh {
  Eigen::Matrix<double, Eigen::Dynamic, 3, Eigen::RowMajor> positions;
  Eigen::Matrix<double, Eigen::Dynamic, 3, Eigen::RowMajor> normals;
  Eigen::Matrix<double, Eigen::Dynamic, 2, Eigen::RowMajor> uvs;
  Eigen::Matrix<unsigned int, Eigen::Dynamic, 3, Eigen::RowMajor> indices;
  /// How far `uvs` is meaningful (it is sized in any case).
  UvState uv_state{UvState::kNone};
  /// The mesh's own material, if it has one; a consumer without one makes
  /// its own (e.g. MakeDiffuseMaterial()).
  std::optional<RenderMaterial> material;
};

}  // namespace internal
}  // namespace geometry
}  // namespace drake
