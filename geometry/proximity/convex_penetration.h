#pragma once

/// @file
/// (Internal) point-pair penetration of Mesh and Convex shapes, each
/// represented by the convex hull of its OBJ vertices (ShapeSummary::convex),
/// against every other shape, for double:
///  - HalfSpace: the hull's deepest vertex (exact);
///  - Sphere: the closest point on the hull's surface, or the nearest face
///    if the centre is inside (exact);
///  - Box, Mesh, Convex: the separating axis test over face normals and
///    edge-edge cross products (exact depth and normal, as the closed-form
///    Box–Box); very large hull pairs go to FCL's GJK/EPA instead;
///  - Capsule, Cylinder, Ellipsoid: FCL's GJK/EPA on an fcl::Convex (when
///    the build has FCL).

#include <optional>

#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/geometry_state.h"
#include "drake/geometry/query_results/penetration_as_point_pair.h"
#include "drake/geometry/query_results/signed_distance_pair.h"
#include "drake/geometry/query_results/signed_distance_to_point.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace internal {

/// True if one of a, b is a Mesh or Convex and the pair is handled here
/// (for double).
bool IsConvexPenetrationSupported(ShapeKind a, ShapeKind b);

/// The penetration of A and B (one a Mesh or Convex with its hull loaded),
/// or nullopt if they do not penetrate. Throws std::logic_error naming the
/// shapes if the pair is not supported.
std::optional<PenetrationAsPointPair<double>> CalcConvexPenetration(
    GeometryId id_A, const ShapeSummary& shape_A,
    const math::RigidTransform<double>& X_WA, GeometryId id_B,
    const ShapeSummary& shape_B, const math::RigidTransform<double>& X_WB);

/// True if CalcConvexSignedDistance handles the pair: a Mesh or Convex with
/// a Sphere, HalfSpace, Box, Mesh or Convex.
bool IsConvexSignedDistanceSupported(ShapeKind a, ShapeKind b);

/// The signed distance between A and B (one a Mesh or Convex): positive
/// when apart (the closest points, by GJK on the hulls' vertices), negative
/// the penetration depth when overlapping (as CalcConvexPenetration).
/// Throws std::logic_error naming the shapes if not supported.
SignedDistancePair<double> CalcConvexSignedDistance(
    GeometryId id_A, const ShapeSummary& shape_A,
    const math::RigidTransform<double>& X_WA, GeometryId id_B,
    const ShapeSummary& shape_B, const math::RigidTransform<double>& X_WB);

/// The signed distance from Q (p_WQ) to the hull of a Mesh or Convex G:
/// the nearest surface point N (in G), and the gradient (world): the unit
/// direction from N to Q outside, the nearest face's outward normal inside.
SignedDistanceToPoint<double> CalcConvexSignedDistanceToPoint(
    GeometryId id_G, const ShapeSummary& shape,
    const math::RigidTransform<double>& X_WG, const Vector3<double>& p_WQ);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
