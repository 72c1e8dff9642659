#pragma once

/// @file
/// (Internal) the closed-form narrow phase for point-pair penetration and
/// the axis-aligned bounding boxes of the broad phase.

#include <optional>
#include <utility>
#include <vector>

#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/expression.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/geometry_state.h"
#include "drake/geometry/proximity/broad_phase.h"
#include "drake/geometry/query_results/penetration_as_point_pair.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace internal {

/// The world AABB of `shape` posed at X_WG.
Aabb CalcAabb(const ShapeSummary& shape,
              const math::RigidTransform<double>& X_WG);

/// The pairs (i, j), i < j, of `boxes` that overlap, sorted (a BroadPhase
/// built for this call; unbounded boxes are paired with every other).
std::vector<std::pair<int, int>> FindOverlappingPairs(
    const std::vector<Aabb>& boxes);

/// True if the penetration of this pair of shapes is computed (in either
/// order).
bool IsPenetrationSupported(ShapeKind a, ShapeKind b);

/// The penetration of A and B, or nullopt if they do not penetrate (zero
/// depth is not penetration). Throws std::logic_error naming both shapes if
/// the pair is not supported.
template <typename T>
std::optional<PenetrationAsPointPair<T>> CalcPenetration(
    GeometryId id_A, const ShapeSummary& shape_A,
    const math::RigidTransform<T>& X_WA, GeometryId id_B,
    const ShapeSummary& shape_B, const math::RigidTransform<T>& X_WB);

/// For symbolic::Expression (constant poses): nullopt if the pair does not
/// penetrate at the poses' values; otherwise throws std::logic_error naming
/// both shapes (as in Drake, no pair is computed symbolically).
/// @throws std::exception if a pose depends on a variable.
template <>
std::optional<PenetrationAsPointPair<symbolic::Expression>>
CalcPenetration<symbolic::Expression>(
    GeometryId id_A, const ShapeSummary& shape_A,
    const math::RigidTransform<symbolic::Expression>& X_WA, GeometryId id_B,
    const ShapeSummary& shape_B,
    const math::RigidTransform<symbolic::Expression>& X_WB);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
