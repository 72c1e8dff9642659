#pragma once

/// @file
/// SignedDistancePair<T>: the signed distance between two geometries with
/// witness points.

#include "drake/common/eigen_types.h"
#include "drake/geometry/geometry_ids.h"

namespace drake {
namespace geometry {

/// The signed distance between geometries A and B (m; negative when they
/// penetrate) with witness points Ca on A and Cb on B, each measured and
/// expressed in its own geometry's frame, and nhat_BA_W the unit direction
/// in which A moves away from B fastest (the gradient of the distance with
/// respect to A's position), expressed in world. When separated,
/// p_WCa − p_WCb = distance·nhat_BA_W.
template <typename T>
struct SignedDistancePair {
  SignedDistancePair() = default;
  SignedDistancePair(GeometryId a, GeometryId b, const Vector3<T>& p_ACa_in,
                     const Vector3<T>& p_BCb_in, const T& dist,
                     const Vector3<T>& nhat_BA_W_in)
      : id_A(a),
        id_B(b),
        p_ACa(p_ACa_in),
        p_BCb(p_BCb_in),
        distance(dist),
        nhat_BA_W(nhat_BA_W_in) {}

  /// Swaps the roles of A and B (and negates the normal).
  void SwapAAndB() {
    std::swap(id_A, id_B);
    std::swap(p_ACa, p_BCb);
    nhat_BA_W = -nhat_BA_W;
  }

  GeometryId id_A;
  GeometryId id_B;
  Vector3<T> p_ACa;
  Vector3<T> p_BCb;
  T distance{};
  Vector3<T> nhat_BA_W;
};

}  // namespace geometry
}  // namespace drake
