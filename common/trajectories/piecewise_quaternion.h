#pragma once

/// @file
/// PiecewiseQuaternionSlerp<T>: an orientation trajectory interpolated by
/// spherical linear interpolation (slerp) between quaternion samples, as in
/// Drake's drake/common/trajectories/piecewise_quaternion.h (v1.56).

#include <memory>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/piecewise_trajectory.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace trajectories {

/// An orientation trajectory: sample i is the orientation R_PBᵢ of a frame B
/// in a fixed parent frame P (often the world) at breaks[i], and between two
/// samples the orientation is their slerp, a rotation at constant angular
/// velocity about a fixed axis:
///
///   q(t) = exp(½ (t − tᵢ) w_PB_P,ᵢ) ⊗ qᵢ   for t in [tᵢ, tᵢ₊₁],
///
/// with w_PB_P,ᵢ = θᵢ λᵢ / (tᵢ₊₁ − tᵢ), where the rotation qᵢ₊₁ ⊗ qᵢ⁻¹ is an
/// angle θᵢ ∈ [0, π] about the unit axis λᵢ (expressed in P).
///
/// Since q and −q are the same orientation, each stored sample is made the
/// closest to the previous one (qᵢ · qᵢ₊₁ >= 0), so every segment takes the
/// shorter way round (get_quaternion_samples() returns the stored ones,
/// normalized and possibly negated).
///
/// value() is the 4x1 quaternion [w, x, y, z]. The first derivative
/// (EvalDerivative(t, 1), MakeDerivative(1)) is, as Drake's, the 3x1 angular
/// velocity w_PB_P (rad/s), not the time derivative of the quaternion; every
/// higher derivative is 3x1 zero (slerp has no angular acceleration). Times
/// outside [start_time(), end_time()] evaluate at the nearest end; at an
/// interior break the velocity is the following segment's.
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class PiecewiseQuaternionSlerp final : public PiecewiseTrajectory<T> {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(PiecewiseQuaternionSlerp);

  /// An empty trajectory (no breaks); Append() builds it up.
  PiecewiseQuaternionSlerp() = default;

  /// The slerp through `quaternions` (each normalized) at `breaks`
  /// (seconds).
  /// @throws std::exception if the breaks are not increasing (by at least
  /// kEpsilonTime), the two vectors differ in length, or there are fewer
  /// than 2 breaks.
  PiecewiseQuaternionSlerp(const std::vector<T>& breaks,
                           const std::vector<Quaternion<T>>& quaternions);

  /// The slerp through rotation matrices; throws as the quaternion version.
  PiecewiseQuaternionSlerp(const std::vector<T>& breaks,
                           const std::vector<Matrix3<T>>& rotation_matrices);

  /// The slerp through RotationMatrix samples; throws as the quaternion
  /// version.
  PiecewiseQuaternionSlerp(
      const std::vector<T>& breaks,
      const std::vector<math::RotationMatrix<T>>& rotation_matrices);

  /// The slerp through angle-axis samples; throws as the quaternion version.
  PiecewiseQuaternionSlerp(const std::vector<T>& breaks,
                           const std::vector<AngleAxis<T>>& angle_axes);

  ~PiecewiseQuaternionSlerp() final;

  /// The interpolated orientation at `time` (seconds), a unit quaternion.
  /// @throws std::exception if the trajectory has fewer than 2 breaks.
  Quaternion<T> orientation(const T& time) const;

  /// The angular velocity w_PB_P (rad/s) at `time`, constant on each
  /// segment.
  /// @throws std::exception if the trajectory has fewer than 2 breaks.
  Vector3<T> angular_velocity(const T& time) const;

  /// The angular acceleration at `time`: always zero for slerp.
  Vector3<T> angular_acceleration(const T& time) const;

  /// The stored samples: normalized, each the closest to the one before
  /// (so possibly the negation of the sample given).
  const std::vector<Quaternion<T>>& get_quaternion_samples() const {
    return quaternions_;
  }

  /// True iff the breaks are within `tol` seconds of `other`'s and each pair
  /// of samples is within `tol` radians of rotation of each other (compared
  /// as doubles with ExtractDoubleOrThrow). The velocities, which follow
  /// from these, are not compared.
  bool is_approx(const PiecewiseQuaternionSlerp<T>& other, double tol) const;

  /// Adds a segment from the current last sample to `quaternion` at `time`
  /// (seconds); on an empty trajectory, adds the first sample.
  /// @throws std::exception unless `time` is after the last break (by at
  /// least kEpsilonTime).
  void Append(const T& time, const Quaternion<T>& quaternion);

  /// Append() of a RotationMatrix.
  void Append(const T& time, const math::RotationMatrix<T>& rotation_matrix);

  /// Append() of an AngleAxis.
  void Append(const T& time, const AngleAxis<T>& angle_axis);

 private:
  // Stores the samples (closest, normalized) and the segments' velocities.
  void Initialize(const std::vector<T>& breaks,
                  const std::vector<Quaternion<T>>& quaternions);
  void ThrowIfTooShort(const char* func) const;

  // Trajectory overrides.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& time) const final;
  bool do_has_derivative() const final { return true; }
  MatrixX<T> DoEvalDerivative(const T& t, int derivative_order) const final;
  std::unique_ptr<Trajectory<T>> DoMakeDerivative(
      int derivative_order) const final;
  Eigen::Index do_rows() const final { return 4; }
  Eigen::Index do_cols() const final { return 1; }

  std::vector<Quaternion<T>> quaternions_;
  // Segment i's w_PB_P, rad/s.
  std::vector<Vector3<T>> angular_velocities_;
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::PiecewiseQuaternionSlerp)
