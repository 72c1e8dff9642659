#pragma once

/// @file
/// PolygonSurfaceMeshFieldLinear: a MeshFieldLinear on a PolygonSurfaceMesh.

#include "drake/common/autodiff.h"
#include "drake/geometry/proximity/mesh_field_linear.h"
#include "drake/geometry/proximity/polygon_surface_mesh.h"

namespace drake {
namespace geometry {

/// A piecewise-linear field of `FieldValue` on a PolygonSurfaceMesh<T>.
template <typename FieldValue, typename T>
using PolygonSurfaceMeshFieldLinear =
    MeshFieldLinear<FieldValue, PolygonSurfaceMesh<T>>;

extern template class MeshFieldLinear<double, PolygonSurfaceMesh<double>>;
extern template class MeshFieldLinear<AutoDiffXd,
                                      PolygonSurfaceMesh<AutoDiffXd>>;

}  // namespace geometry
}  // namespace drake
