#pragma once

/// @file
/// Hopf coordinates (θ, φ, ψ) of SO(3), which parametrize it locally as
/// S² x S¹: θ ∈ [0, π] and φ ∈ [0, 2π) are spherical coordinates on S², ψ
/// (range 2π) is the angle on S¹ (Yershova, LaValle and Mitchell 2008,
/// "Generating uniform incremental grids on SO(3) using the Hopf
/// fibration", eq. 5).

#include <cmath>

#include <Eigen/Geometry>

#include "drake/common/eigen_types.h"

namespace drake {
namespace math {

/// Returns the unit quaternion (w, x, y, z) of the Hopf coordinates (θ, φ,
/// ψ), all in radians:
/// w = cos(θ/2) cos(ψ/2), x = cos(θ/2) sin(ψ/2),
/// y = sin(θ/2) cos(φ + ψ/2), z = sin(θ/2) sin(φ + ψ/2).
template <typename T>
const Eigen::Quaternion<T> HopfCoordinateToQuaternion(const T& theta,
                                                      const T& phi,
                                                      const T& psi) {
  using std::cos;
  using std::sin;
  const T half_theta = theta / 2;
  const T half_psi = psi / 2;
  const T c = cos(half_theta);
  const T s = sin(half_theta);
  const T angle = phi + half_psi;
  return Eigen::Quaternion<T>(c * cos(half_psi), c * sin(half_psi),
                              s * cos(angle), s * sin(angle));
}

/// Returns the Hopf coordinates (θ, φ, ψ) of a unit quaternion: ψ =
/// 2 atan2(x, w) ∈ [−π, π], φ = atan2(z, y) − ψ/2 wrapped into [0, 2π), θ =
/// 2 atan2(√(y² + z²), √(w² + x²)) ∈ [0, π]. A quaternion with w < 0 is
/// negated first (q and −q are the same rotation). The quaternion is not
/// normalized here; pass a unit quaternion.
template <typename T>
Vector3<T> QuaternionToHopfCoordinate(const Eigen::Quaternion<T>& quaternion) {
  using std::atan2;
  using std::sqrt;
  const bool flip = quaternion.w() < 0;
  const T w = flip ? T(-quaternion.w()) : quaternion.w();
  const T x = flip ? T(-quaternion.x()) : quaternion.x();
  const T y = flip ? T(-quaternion.y()) : quaternion.y();
  const T z = flip ? T(-quaternion.z()) : quaternion.z();
  const T psi = 2 * atan2(x, w);
  // atan2(z, y) ∈ [−π, π] and ψ/2 ∈ [−π/2, π/2], so one wrap suffices.
  T phi = atan2(z, y) - psi / 2;
  if (phi < 0) phi += 2 * M_PI;
  const T theta = 2 * atan2(sqrt(y * y + z * z), sqrt(w * w + x * x));
  return Vector3<T>(theta, phi, psi);
}

}  // namespace math
}  // namespace drake
