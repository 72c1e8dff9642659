#pragma once

/// @file
/// (Internal) point-pair penetration by FCL (GJK/EPA through libccd) for
/// the convex pairs that have no closed form here (e.g. Cylinder–Cylinder,
/// Box–Cylinder, Box–Capsule, Ellipsoid with anything, and a Mesh or Convex
/// hull, as an fcl::Convex, with a Capsule, Cylinder or Ellipsoid). double
/// only; available when the build found FCL.

#include <optional>

#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/geometry_state.h"
#include "drake/geometry/query_results/penetration_as_point_pair.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace internal {

/// True if this build has FCL and FCL handles this pair of kinds.
bool IsFclPenetrationSupported(ShapeKind a, ShapeKind b);

/// The penetration of A and B computed by FCL, or nullopt if they do not
/// penetrate. Requires IsFclPenetrationSupported(a.kind, b.kind).
std::optional<PenetrationAsPointPair<double>> CalcPenetrationWithFcl(
    GeometryId id_A, const ShapeSummary& shape_A,
    const math::RigidTransform<double>& X_WA, GeometryId id_B,
    const ShapeSummary& shape_B, const math::RigidTransform<double>& X_WB);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
