#pragma once

/// @file
/// TriangleSurfaceMeshFieldLinear: a MeshFieldLinear on a TriangleSurfaceMesh.

#include "drake/common/autodiff.h"
#include "drake/geometry/proximity/mesh_field_linear.h"
#include "drake/geometry/proximity/triangle_surface_mesh.h"

namespace drake {
namespace geometry {

/// A piecewise-linear field of `FieldValue` on a TriangleSurfaceMesh<T>.
template <typename FieldValue, typename T>
using TriangleSurfaceMeshFieldLinear =
    MeshFieldLinear<FieldValue, TriangleSurfaceMesh<T>>;

extern template class MeshFieldLinear<double, TriangleSurfaceMesh<double>>;
extern template class MeshFieldLinear<AutoDiffXd,
                                      TriangleSurfaceMesh<AutoDiffXd>>;

}  // namespace geometry
}  // namespace drake
