#pragma once

/// @file
/// (Internal) the separating-axis test of two oriented boxes, shared by Aabb
/// and Obb.

#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace internal {

/// True if the box A (half widths `half_width_A` along A's axes, centred on
/// Ao) and the box B (`half_width_B`, centred on Bo, posed at X_AB in A)
/// touch or overlap. Tests the 15 candidate separating axes (3 face normals
/// of each box and the 9 cross products of their edges).
bool BoxesOverlap(const Vector3<double>& half_width_A,
                  const Vector3<double>& half_width_B,
                  const math::RigidTransform<double>& X_AB);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
