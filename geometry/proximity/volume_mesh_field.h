#pragma once

/// @file
/// VolumeMeshFieldLinear: a MeshFieldLinear on a VolumeMesh.

#include "drake/common/autodiff.h"
#include "drake/geometry/proximity/mesh_field_linear.h"
#include "drake/geometry/proximity/volume_mesh.h"

namespace drake {
namespace geometry {

/// A piecewise-linear field of `FieldValue` on a VolumeMesh<T>.
template <typename FieldValue, typename T>
using VolumeMeshFieldLinear = MeshFieldLinear<FieldValue, VolumeMesh<T>>;

extern template class MeshFieldLinear<double, VolumeMesh<double>>;
extern template class MeshFieldLinear<AutoDiffXd, VolumeMesh<AutoDiffXd>>;

}  // namespace geometry
}  // namespace drake
