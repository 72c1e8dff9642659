#pragma once

/// @file
/// SpatialAcceleration: angular acceleration α (rotational part) and the
/// translational acceleration a of a point, A_AB_E = [α_AB_E; a_ABo_E].

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/math/spatial_vector.h"
#include "drake/multibody/math/spatial_velocity.h"

namespace drake {
namespace multibody {

/// The spatial acceleration A_AB_E of frame B measured in frame A, taken at
/// point Bo and expressed in E: angular acceleration (rad/s²) then the
/// acceleration of Bo (m/s²).
template <typename T>
class SpatialAcceleration : public SpatialVector<SpatialAcceleration, T> {
  typedef SpatialVector<SpatialAcceleration, T> Base;

 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SpatialAcceleration);

  /// Uninitialized (NaN when asserts are armed).
  SpatialAcceleration() : Base() {}

  /// From an angular acceleration `alpha` and a translational acceleration
  /// `a`.
  template <typename DerivedW, typename DerivedV>
  SpatialAcceleration(const Eigen::MatrixBase<DerivedW>& alpha,
                      const Eigen::MatrixBase<DerivedV>& a)
      : Base(alpha, a) {}

  /// From a 6-element vector [α; a].
  template <typename Derived>
  explicit SpatialAcceleration(const Eigen::MatrixBase<Derived>& A) : Base(A) {}

  /// With `this` = A_WP_E (frame P in W at Po), shifts in place to point Q
  /// fixed in P: a_WQ = a_WPo + α_WP × p_PoQ + w_WP × (w_WP × p_PoQ), α
  /// unchanged. `p_PoQ_E` (m) and `w_WP_E` (rad/s) are expressed in E.
  SpatialAcceleration<T>& ShiftInPlace(const Vector3<T>& p_PoQ_E,
                                       const Vector3<T>& w_WP_E) {
    const Vector3<T>& alpha_WP_E = this->rotational();
    this->translational() +=
        alpha_WP_E.cross(p_PoQ_E) + w_WP_E.cross(w_WP_E.cross(p_PoQ_E));
    return *this;
  }

  /// Returns A_WQ_E (see ShiftInPlace()).
  SpatialAcceleration<T> Shift(const Vector3<T>& p_PoQ_E,
                               const Vector3<T>& w_WP_E) const {
    return SpatialAcceleration<T>(*this).ShiftInPlace(p_PoQ_E, w_WP_E);
  }

  /// As Shift() for a frame P with zero angular velocity in W:
  /// a_WQ = a_WPo + α_WP × p_PoQ.
  SpatialAcceleration<T> ShiftWithZeroAngularVelocity(
      const Vector3<T>& p_PoQ_E) const {
    SpatialAcceleration<T> A_WQ_E(*this);
    A_WQ_E.translational() += this->rotational().cross(p_PoQ_E);
    return A_WQ_E;
  }

  /// With `this` = A_WP_E, returns A_WB_E, the acceleration in W of a frame
  /// B moving relative to P, at Bo:
  ///   α_WB = α_WP + α_PB + w_WP × w_PB,
  ///   a_WBo = a_WPo + α_WP × p_PoBo + w_WP × (w_WP × p_PoBo)
  ///           + 2 w_WP × v_PBo + a_PBo.
  /// `w_WP_E` is P's angular velocity in W; V_PB_E and A_PB_E are B's
  /// velocity and acceleration in P (at Bo); all expressed in E.
  SpatialAcceleration<T> ComposeWithMovingFrameAcceleration(
      const Vector3<T>& p_PoBo_E, const Vector3<T>& w_WP_E,
      const SpatialVelocity<T>& V_PB_E,
      const SpatialAcceleration<T>& A_PB_E) const {
    SpatialAcceleration<T> A_WB_E = Shift(p_PoBo_E, w_WP_E);
    const Vector3<T>& w_PB_E = V_PB_E.rotational();
    const Vector3<T>& v_PBo_E = V_PB_E.translational();
    A_WB_E.rotational() += A_PB_E.rotational() + w_WP_E.cross(w_PB_E);
    A_WB_E.translational() +=
        A_PB_E.translational() + T(2) * w_WP_E.cross(v_PBo_E);
    return A_WB_E;
  }
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::SpatialAcceleration)
