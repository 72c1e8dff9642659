#include "drake/geometry/proximity/boxes_overlap.h"

#include <cmath>

namespace drake {
namespace geometry {
namespace internal {

bool BoxesOverlap(const Vector3<double>& half_width_A,
                  const Vector3<double>& half_width_B,
                  const math::RigidTransform<double>& X_AB) {
  const Vector3<double>& a = half_width_A;
  const Vector3<double>& b = half_width_B;
  const Matrix3<double>& R = X_AB.rotation().matrix();  // R_AB
  const Vector3<double>& t = X_AB.translation();        // p_AoBo_A
  // |R| with a small pad: when an edge of A is (nearly) parallel to an edge
  // of B their cross product is (nearly) zero, and roundoff could then
  // report a separation along that meaningless axis. Boxes in metres, so
  // 1e-14 is far below any real gap.
  const Matrix3<double> abs_R = R.cwiseAbs().array() + 1e-14;

  // axes of A: Ai
  for (int i = 0; i < 3; ++i) {
    if (std::abs(t(i)) > a(i) + abs_R.row(i).dot(b)) return false;
  }
  // axes of B: Bj (t projected on Bj is (Rᵀt)_j)
  for (int j = 0; j < 3; ++j) {
    const double t_j = R.col(j).dot(t);
    if (std::abs(t_j) > abs_R.col(j).dot(a) + b(j)) return false;
  }
  // cross products Ai × Bj; with (i, i1, i2) and (j, j1, j2) cyclic, the
  // projections of A's and B's half extents and of t on Ai × Bj are:
  for (int i = 0; i < 3; ++i) {
    const int i1 = (i + 1) % 3;
    const int i2 = (i + 2) % 3;
    for (int j = 0; j < 3; ++j) {
      const int j1 = (j + 1) % 3;
      const int j2 = (j + 2) % 3;
      const double reach_A = a(i1) * abs_R(i2, j) + a(i2) * abs_R(i1, j);
      const double reach_B = b(j1) * abs_R(i, j2) + b(j2) * abs_R(i, j1);
      const double t_ij = t(i2) * R(i1, j) - t(i1) * R(i2, j);
      if (std::abs(t_ij) > reach_A + reach_B) return false;
    }
  }
  return true;
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
