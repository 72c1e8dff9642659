#pragma once

/// @file
/// (Internal) closed-form signed distances: point to shape, and between
/// pairs of shapes.

#include <optional>

#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/expression.h"
#include "drake/geometry/geometry_state.h"
#include "drake/geometry/query_results/signed_distance_pair.h"
#include "drake/geometry/query_results/signed_distance_to_point.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace internal {

/// The signed distance from Q (p_WQ) to geometry G. Supported: Sphere, Box,
/// Capsule, Cylinder, HalfSpace, and for double Mesh and Convex (their
/// hulls); others throw naming the shape.
template <typename T>
SignedDistanceToPoint<T> CalcSignedDistanceToPoint(
    GeometryId id_G, const ShapeSummary& shape,
    const math::RigidTransform<T>& X_WG, const Vector3<T>& p_WQ);

/// For symbolic::Expression: always throws std::logic_error naming the
/// shape (as in Drake, no signed distance is computed symbolically).
template <>
SignedDistanceToPoint<symbolic::Expression>
CalcSignedDistanceToPoint<symbolic::Expression>(
    GeometryId id_G, const ShapeSummary& shape,
    const math::RigidTransform<symbolic::Expression>& X_WG,
    const Vector3<symbolic::Expression>& p_WQ);

/// True if CalcSignedDistanceToPoint supports the shape.
bool IsPointDistanceSupported(ShapeKind kind);

/// The signed distance between A and B (either order). Supported: Sphere
/// with Sphere, Box, Capsule, Cylinder, HalfSpace; Capsule–Capsule;
/// HalfSpace with Box or Capsule; for double, Mesh or Convex (their hulls)
/// with Sphere, Box, HalfSpace, Mesh or Convex. Others throw naming both
/// shapes.
template <typename T>
SignedDistancePair<T> CalcSignedDistancePair(
    GeometryId id_A, const ShapeSummary& shape_A,
    const math::RigidTransform<T>& X_WA, GeometryId id_B,
    const ShapeSummary& shape_B, const math::RigidTransform<T>& X_WB);

/// For symbolic::Expression: always throws std::logic_error naming both
/// shapes (as in Drake, no signed distance is computed symbolically).
template <>
SignedDistancePair<symbolic::Expression>
CalcSignedDistancePair<symbolic::Expression>(
    GeometryId id_A, const ShapeSummary& shape_A,
    const math::RigidTransform<symbolic::Expression>& X_WA, GeometryId id_B,
    const ShapeSummary& shape_B,
    const math::RigidTransform<symbolic::Expression>& X_WB);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
