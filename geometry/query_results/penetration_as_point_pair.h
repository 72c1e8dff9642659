#pragma once

/// @file
/// PenetrationAsPointPair<T>: the contact between two penetrating
/// geometries A and B reported as a pair of witness points.

#include "drake/common/eigen_types.h"
#include "drake/geometry/geometry_ids.h"

namespace drake {
namespace geometry {

/// Two penetrating geometries A and B: Ca is the point of A deepest inside
/// B, Cb the point of B deepest inside A, nhat_BA_W the unit normal
/// pointing out of B into A, and depth = (p_WCb − p_WCa)·nhat_BA_W >= 0 (m),
/// so that p_WCb = p_WCa + depth·nhat_BA_W. Moving A by depth·nhat_BA_W
/// separates the two.
template <typename T>
struct PenetrationAsPointPair {
  /// Swaps the roles of A and B (and negates the normal).
  void SwapAAndB() {
    std::swap(id_A, id_B);
    std::swap(p_WCa, p_WCb);
    nhat_BA_W = -nhat_BA_W;
  }

  GeometryId id_A;
  GeometryId id_B;
  Vector3<T> p_WCa;
  Vector3<T> p_WCb;
  Vector3<T> nhat_BA_W;
  T depth{-1};
};

}  // namespace geometry
}  // namespace drake
