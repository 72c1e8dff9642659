#pragma once

/// @file
/// SpatialMomentum: angular momentum h (rotational part) about a point P
/// and linear momentum l (translational part), L_WSP_E = [h_WSP_E; l_WS_E].

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/math/spatial_vector.h"

namespace drake {
namespace multibody {

template <typename T>
class SpatialVelocity;

/// A spatial momentum L_WSP_E of a system S in frame W about point P,
/// expressed in E: angular momentum (kg·m²/s) then linear momentum (kg·m/s).
template <typename T>
class SpatialMomentum : public SpatialVector<SpatialMomentum, T> {
  typedef SpatialVector<SpatialMomentum, T> Base;

 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SpatialMomentum);

  /// Uninitialized (NaN when asserts are armed).
  SpatialMomentum() : Base() {}

  /// From an angular momentum `h` and a linear momentum `l`.
  template <typename DerivedW, typename DerivedV>
  SpatialMomentum(const Eigen::MatrixBase<DerivedW>& h,
                  const Eigen::MatrixBase<DerivedV>& l)
      : Base(h, l) {}

  /// From a 6-element vector [h; l].
  template <typename Derived>
  explicit SpatialMomentum(const Eigen::MatrixBase<Derived>& L) : Base(L) {}

  /// Shifts the about-point from P to Q in place:
  /// h_WSQ = h_WSP − p_PQ × l, l unchanged. `p_PQ_E` in meters, in E.
  SpatialMomentum<T>& ShiftInPlace(const Vector3<T>& p_PQ_E) {
    this->rotational() -= p_PQ_E.cross(this->translational());
    return *this;
  }

  /// Returns this momentum about Q instead of P (see ShiftInPlace()).
  SpatialMomentum<T> Shift(const Vector3<T>& p_PQ_E) const {
    return SpatialMomentum<T>(*this).ShiftInPlace(p_PQ_E);
  }

  /// L·V with a spatial velocity V_WP_E of frame P (at point P), same frame
  /// E; for a rigid body this is twice its kinetic energy (joules). Defined
  /// in spatial_velocity.h.
  T dot(const SpatialVelocity<T>& V_WP_E) const;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::SpatialMomentum)
