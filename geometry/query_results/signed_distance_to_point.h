#pragma once

/// @file
/// SignedDistanceToPoint<T>: the signed distance from a query point Q to a
/// geometry G.

#include "drake/common/eigen_types.h"
#include "drake/geometry/geometry_ids.h"

namespace drake {
namespace geometry {

/// The signed distance (m; negative inside) from Q to geometry G, the
/// nearest point N on G's surface (p_GN, in G's frame) and the gradient of
/// the distance with respect to p_WQ (grad_W, unit length, in world).
template <typename T>
struct SignedDistanceToPoint {
  SignedDistanceToPoint() = default;
  SignedDistanceToPoint(GeometryId id_G_in, const Vector3<T>& p_GN_in,
                        const T& distance_in, const Vector3<T>& grad_W_in)
      : id_G(id_G_in),
        p_GN(p_GN_in),
        distance(distance_in),
        grad_W(grad_W_in) {}

  GeometryId id_G;
  Vector3<T> p_GN;
  T distance{};
  Vector3<T> grad_W;
};

}  // namespace geometry
}  // namespace drake
