#pragma once

/// @file
/// SpatialVelocity: angular velocity w (rotational part) and translational
/// velocity v of a point (translational part), V_AB_E = [w_AB_E; v_ABo_E].

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/math/spatial_force.h"
#include "drake/multibody/math/spatial_momentum.h"
#include "drake/multibody/math/spatial_vector.h"

namespace drake {
namespace multibody {

/// The spatial velocity V_AB_E of frame B measured in frame A, taken at
/// point Bo and expressed in E: angular velocity (rad/s) then the velocity
/// of Bo (m/s).
template <typename T>
class SpatialVelocity : public SpatialVector<SpatialVelocity, T> {
  typedef SpatialVector<SpatialVelocity, T> Base;

 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SpatialVelocity);

  /// Uninitialized (NaN when asserts are armed).
  SpatialVelocity() : Base() {}

  /// From an angular velocity `w` and a translational velocity `v`.
  template <typename DerivedW, typename DerivedV>
  SpatialVelocity(const Eigen::MatrixBase<DerivedW>& w,
                  const Eigen::MatrixBase<DerivedV>& v)
      : Base(w, v) {}

  /// From a 6-element vector [w; v].
  template <typename Derived>
  explicit SpatialVelocity(const Eigen::MatrixBase<Derived>& V) : Base(V) {}

  /// Shifts in place from point Bo to point Bq of the same rigid frame B:
  /// v_ABq = v_ABo + w_AB × p_BoBq, w unchanged. `p_BoBq_E` in meters, in E.
  SpatialVelocity<T>& ShiftInPlace(const Vector3<T>& p_BoBq_E) {
    this->translational() += this->rotational().cross(p_BoBq_E);
    return *this;
  }

  /// Returns V_ABq_E, this velocity shifted to Bq (see ShiftInPlace()).
  SpatialVelocity<T> Shift(const Vector3<T>& p_BoBq_E) const {
    return SpatialVelocity<T>(*this).ShiftInPlace(p_BoBq_E);
  }

  /// With `this` = V_WP_E (frame P in W at Po), returns V_WB_E, the velocity
  /// of frame B in W at Bo, given B's velocity V_PB_E in P and the position
  /// p_PoBo_E: w_WB = w_WP + w_PB, v_WBo = v_WPo + w_WP × p_PoBo + v_PBo.
  SpatialVelocity<T> ComposeWithMovingFrameVelocity(
      const Vector3<T>& p_PoBo_E, const SpatialVelocity<T>& V_PB_E) const {
    return Shift(p_PoBo_E) + V_PB_E;
  }

  /// The power V·F with a spatial force F_Q_E applied at the point whose
  /// velocity this is, same frame E (watts).
  T dot(const SpatialForce<T>& F_Q_E) const {
    return this->get_coeffs().dot(F_Q_E.get_coeffs());
  }

  /// V·L with a spatial momentum about the point whose velocity this is,
  /// same frame E (twice the kinetic energy for a rigid body).
  T dot(const SpatialMomentum<T>& L_NBp_E) const {
    return this->get_coeffs().dot(L_NBp_E.get_coeffs());
  }
};

template <typename T>
inline T SpatialForce<T>::dot(const SpatialVelocity<T>& V_IBp_E) const {
  return V_IBp_E.dot(*this);
}

template <typename T>
inline T SpatialMomentum<T>::dot(const SpatialVelocity<T>& V_WP_E) const {
  return V_WP_E.dot(*this);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::SpatialVelocity)
