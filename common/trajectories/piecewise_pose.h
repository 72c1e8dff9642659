#pragma once

/// @file
/// PiecewisePose<T>: a pose trajectory made of a PiecewisePolynomial position
/// and a PiecewiseQuaternionSlerp orientation, as in Drake's
/// drake/common/trajectories/piecewise_pose.h (v1.56).

#include <memory>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/common/trajectories/piecewise_quaternion.h"
#include "drake/common/trajectories/piecewise_trajectory.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace trajectories {

/// The pose X_PB(t) of a frame B in a fixed parent frame P: the position
/// p_PoBo_P(t) is a 3x1 PiecewisePolynomial (m) and the orientation R_PB(t)
/// a PiecewiseQuaternionSlerp, on the same breaks.
///
/// value() is the 4x4 homogeneous matrix of GetPose(). The first derivative
/// (EvalDerivative(t, 1), MakeDerivative(1)) is the 6x1 spatial velocity
/// [w_PB_P; v_PBo_P] (rad/s; m/s), the k-th derivative
/// [0; p⁽ᵏ⁾] for k >= 2 (slerp has no angular acceleration). Like the two
/// parts, the derivatives hold the end values outside [start_time(),
/// end_time()]; GetVelocity() and GetAcceleration() instead return zero
/// there.
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class PiecewisePose final : public PiecewiseTrajectory<T> {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(PiecewisePose);

  /// An empty pose trajectory (no breaks).
  PiecewisePose() = default;

  /// The pose with position `position_trajectory` (3x1, meters) and
  /// orientation `orientation_trajectory`.
  /// @throws std::exception if the position is not 3x1 or the two do not
  /// have the same breaks (exactly; Drake demands both).
  PiecewisePose(const PiecewisePolynomial<T>& position_trajectory,
                const PiecewiseQuaternionSlerp<T>& orientation_trajectory);

  ~PiecewisePose() final;

  /// Interpolates `poses` at `times` (seconds): positions by
  /// PiecewisePolynomial::FirstOrderHold, orientations by slerp.
  /// @throws std::exception if the sizes differ, there are fewer than 2,
  /// or the times are not increasing.
  static PiecewisePose<T> MakeLinear(
      const std::vector<T>& times,
      const std::vector<math::RigidTransform<T>>& poses);

  /// Interpolates `poses` at `times` (seconds): positions by a cubic spline
  /// with continuous second derivatives and the given velocities (m/s) at
  /// the start and end (PiecewisePolynomial::
  /// CubicWithContinuousSecondDerivatives), orientations by slerp.
  /// @throws std::exception as MakeLinear().
  static PiecewisePose<T> MakeCubicLinearWithEndLinearVelocity(
      const std::vector<T>& times,
      const std::vector<math::RigidTransform<T>>& poses,
      const Vector3<T>& start_vel = Vector3<T>::Zero(),
      const Vector3<T>& end_vel = Vector3<T>::Zero());

  /// The pose X_PB at `time` (seconds; held at the ends outside the
  /// breaks).
  math::RigidTransform<T> GetPose(const T& time) const;

  /// The spatial velocity [w_PB_P; v_PBo_P] (rad/s; m/s) at `time`, or zero
  /// if `time` is before start_time() or after end_time().
  Vector6<T> GetVelocity(const T& time) const;

  /// The spatial acceleration [0; a_PBo_P] (slerp's angular acceleration
  /// is zero; m/s²) at `time`, or zero if `time` is before start_time() or
  /// after end_time().
  Vector6<T> GetAcceleration(const T& time) const;

  /// True iff the positions are PiecewisePolynomial::isApprox(tol) (relative
  /// coefficient tolerance) and the orientations is_approx(tol).
  bool IsApprox(const PiecewisePose<T>& other, double tol) const;

  /// The position trajectory p_PoBo_P(t).
  const PiecewisePolynomial<T>& get_position_trajectory() const {
    return position_;
  }

  /// The orientation trajectory R_PB(t).
  const PiecewiseQuaternionSlerp<T>& get_orientation_trajectory() const {
    return orientation_;
  }

 private:
  // Trajectory overrides.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& t) const final;
  bool do_has_derivative() const final { return true; }
  MatrixX<T> DoEvalDerivative(const T& t, int derivative_order) const final;
  std::unique_ptr<Trajectory<T>> DoMakeDerivative(
      int derivative_order) const final;
  Eigen::Index do_rows() const final { return 4; }
  Eigen::Index do_cols() const final { return 4; }

  PiecewisePolynomial<T> position_;
  PiecewisePolynomial<T> velocity_;
  PiecewisePolynomial<T> acceleration_;
  PiecewiseQuaternionSlerp<T> orientation_;
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::PiecewisePose)
