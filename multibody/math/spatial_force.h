#pragma once

/// @file
/// SpatialForce: a torque (rotational part) and a force (translational
/// part) applied to a body B at a point Bp, F_Bp_E = [τ_Bp_E; f_Bp_E].

#include "drake/common/default_scalars.h"
#include "drake/common/drake_throw.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/math/spatial_vector.h"

namespace drake {
namespace multibody {

template <typename T>
class SpatialVelocity;

/// A spatial force F_Bp_E: torque τ (N·m) about point Bp, then force f (N),
/// both expressed in frame E.
template <typename T>
class SpatialForce : public SpatialVector<SpatialForce, T> {
  typedef SpatialVector<SpatialForce, T> Base;

 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SpatialForce);

  /// Uninitialized (NaN when asserts are armed).
  SpatialForce() : Base() {}

  /// From a torque `tau` and a force `f`.
  template <typename DerivedW, typename DerivedV>
  SpatialForce(const Eigen::MatrixBase<DerivedW>& tau,
               const Eigen::MatrixBase<DerivedV>& f)
      : Base(tau, f) {}

  /// From a 6-element vector [τ; f].
  template <typename Derived>
  explicit SpatialForce(const Eigen::MatrixBase<Derived>& F) : Base(F) {}

  /// Shifts this spatial force from point Bp to point Bq in place:
  /// τ_Bq = τ_Bp − p_BpBq × f, f unchanged. `p_BpBq_E` is expressed in E
  /// (same frame as this force), in meters.
  SpatialForce<T>& ShiftInPlace(const Vector3<T>& p_BpBq_E) {
    this->rotational() -= p_BpBq_E.cross(this->translational());
    return *this;
  }

  /// Returns this force shifted from Bp to Bq (see ShiftInPlace()).
  SpatialForce<T> Shift(const Vector3<T>& p_BpBq_E) const {
    return SpatialForce<T>(*this).ShiftInPlace(p_BpBq_E);
  }

  /// Shifts in place each column of the 6×n matrix `F_Bp_E_all` (each
  /// column a spatial force at Bp) to Bq.
  static void ShiftInPlace(EigenPtr<Matrix6X<T>> F_Bp_E_all,
                           const Vector3<T>& p_BpBq_E) {
    DRAKE_THROW_UNLESS(F_Bp_E_all != nullptr);
    for (int j = 0; j < F_Bp_E_all->cols(); ++j) {
      const Vector3<T> f = F_Bp_E_all->template block<3, 1>(3, j);
      F_Bp_E_all->template block<3, 1>(0, j) -= p_BpBq_E.cross(f);
    }
  }

  /// Writes into `F_Bq_E_all` each column of `F_Bp_E_all` shifted from Bp to
  /// Bq.
  /// @throws std::logic_error if `F_Bq_E_all` is null or does not have the
  /// same number of columns as `F_Bp_E_all`.
  static void Shift(const Eigen::Ref<const Matrix6X<T>>& F_Bp_E_all,
                    const Vector3<T>& p_BpBq_E,
                    EigenPtr<Matrix6X<T>> F_Bq_E_all) {
    DRAKE_THROW_UNLESS(F_Bq_E_all != nullptr);
    DRAKE_THROW_UNLESS(F_Bq_E_all->cols() == F_Bp_E_all.cols());
    *F_Bq_E_all = F_Bp_E_all;
    ShiftInPlace(F_Bq_E_all, p_BpBq_E);
  }

  /// The power F·V of this force with a spatial velocity V_IBp_E of the same
  /// point Bp, expressed in the same frame E (watts). Defined in
  /// spatial_velocity.h.
  T dot(const SpatialVelocity<T>& V_IBp_E) const;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::SpatialForce)
