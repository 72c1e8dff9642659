#pragma once

/// @file
/// PiecewiseConstantCurvatureTrajectory<T>: a planar path made of straight
/// lines and circular arcs, parameterized by arclength, as in Drake's
/// drake/common/trajectories/piecewise_constant_curvature_trajectory.h
/// (v1.56).
///
/// Layering note: this header uses multibody::SpatialVelocity and
/// SpatialAcceleration (Drake's API returns them). Every member of those
/// classes is inline, so the trajectories library needs no symbol from the
/// multibody library.

#include <memory>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_bool.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/piecewise_trajectory.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/math/spatial_acceleration.h"
#include "drake/multibody/math/spatial_velocity.h"
#include "drake/systems/framework/scalar_conversion_traits.h"

namespace drake {
namespace trajectories {

/// A C¹ curve r(s) in a plane (posed arbitrarily in a frame A), made of
/// segments [sᵢ, sᵢ₊₁) of constant signed turning rate ρᵢ (1/m): ρᵢ = 0 is a
/// straight line, ρᵢ > 0 turns counterclockwise about the plane normal p̂,
/// ρᵢ < 0 clockwise (curvature |ρᵢ|, radius 1/|ρᵢ|). The parameter s is
/// arclength in meters, with s₀ = 0 and length() = sₙ.
///
/// Along the curve rides a frame M with Mx = t̂(s) (the unit tangent),
/// Mz = p̂ (constant) and My = n̂(s) = p̂ × t̂(s). On each segment
///   dMx/ds = ρ·My,  dMy/ds = −ρ·Mx,  dMz/ds = 0.
/// CalcPose() returns X_AM(s); CalcSpatialVelocity() and
/// CalcSpatialAcceleration() return V_AM and A_AM for externally given rates
/// ṡ and s̈ (the curve is parameterized by arclength, not time).
///
/// A periodic trajectory repeats with period length(): X_AM(s) =
/// X_AM(s + k·L). An aperiodic one is extrapolated beyond [0, L] with the
/// turning rate of its first (s < 0) or last (s > L) segment.
///
/// @see multibody::CurvilinearJoint
/// @tparam T double or AutoDiffXd.
template <typename T>
class PiecewiseConstantCurvatureTrajectory final
    : public PiecewiseTrajectory<T> {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(PiecewiseConstantCurvatureTrajectory);

  /// An empty trajectory (no segments). Its queries throw.
  PiecewiseConstantCurvatureTrajectory() = default;

  template <typename U>
  using ScalarValueConverter =
      typename systems::scalar_conversion::template ValueConverter<T, U>;

  /// The trajectory with breaks s₀ = 0 < s₁ < … < sₙ (m) and one turning
  /// rate ρᵢ (1/m) per segment. `initial_curve_tangent` t̂₀ (Mx at s = 0),
  /// `plane_normal` p̂ (Mz) and `initial_position` p_AoMo_A(0) (m) are all
  /// expressed in the same frame A; the two directions need not be unit
  /// length (they are normalized).
  /// @param is_periodic if true, X_AM(s) = X_AM(s + k·length()).
  /// @throws std::logic_error if there are fewer than two breaks, the
  ///   breaks do not start at 0 or do not increase by at least
  ///   kEpsilonTime (so every segment has positive length), the number of
  ///   turning rates is not the number of segments, a turning rate is not
  ///   finite, t̂₀ or p̂ is zero or not finite, t̂₀ is not perpendicular to p̂,
  ///   or `is_periodic` is true but the pose at the end of the path does
  ///   not match the pose at its start (within 1e-6, scaled by the length
  ///   for the position; see EndpointsAreNearlyEqual()).
  PiecewiseConstantCurvatureTrajectory(const std::vector<T>& breaks,
                                       const std::vector<T>& turning_rates,
                                       const Vector3<T>& initial_curve_tangent,
                                       const Vector3<T>& plane_normal,
                                       const Vector3<T>& initial_position,
                                       bool is_periodic = false);

  /// Scalar-converting copy constructor (e.g. double → AutoDiffXd).
  template <typename U>
  explicit PiecewiseConstantCurvatureTrajectory(
      const PiecewiseConstantCurvatureTrajectory<U> other)
      : PiecewiseConstantCurvatureTrajectory(
            ConvertVector<U>(other.get_segment_times()),
            ConvertVector<U>(other.segment_turning_rates_),
            ConvertVector3<U>(other.get_initial_pose().rotation().col(0)),
            ConvertVector3<U>(other.get_initial_pose().rotation().col(2)),
            ConvertVector3<U>(other.get_initial_pose().translation()),
            other.is_periodic()) {}

  ~PiecewiseConstantCurvatureTrajectory() final;

  /// The total arclength L = sₙ, in meters.
  T length() const { return this->end_time(); }

  /// Whether X_AM(s) = X_AM(s + k·length()) for every integer k.
  bool is_periodic() const { return is_periodic_; }

  /// X_AM(s), the pose of M in A at arclength `s` (m). Wrapped into
  /// [0, L) if periodic, extrapolated otherwise.
  /// @throws std::logic_error if the trajectory is empty.
  math::RigidTransform<T> CalcPose(const T& s) const;

  /// r(s) = p_AoMo_A(s) (3 × 1, m).
  MatrixX<T> value(const T& s) const {
    return PiecewiseTrajectory<T>::value(s);
  }

  /// The signed turning rate ρ(s) (1/m) of the segment that holds `s`
  /// (a break belongs to the segment that starts there).
  /// @throws std::logic_error if the trajectory is empty.
  const T& curvature(const T& s) const;

  /// V_AM_A(s, ṡ): ω = ṡ·ρ(s)·p̂ (rad/s) and v = ṡ·t̂(s) (m/s), expressed
  /// in A. `s_dot` is the tangential speed ṡ in m/s.
  multibody::SpatialVelocity<T> CalcSpatialVelocity(const T& s,
                                                    const T& s_dot) const;

  /// V_AM_M(s, ṡ) = [0 0 ṡ·ρ(s) ṡ 0 0]ᵀ, the same velocity expressed in M.
  multibody::SpatialVelocity<T> CalcSpatialVelocityInM(const T& s,
                                                       const T& s_dot) const;

  /// A_AM_A(s, ṡ, s̈): α = s̈·ρ(s)·p̂ (rad/s²) and a = s̈·t̂(s) + ṡ²·ρ(s)·n̂(s)
  /// (m/s²), expressed in A. At a break the acceleration is that of the
  /// segment starting there (the limit from the right).
  multibody::SpatialAcceleration<T> CalcSpatialAcceleration(
      const T& s, const T& s_dot, const T& s_ddot) const;

  /// A_AM_M(s, ṡ, s̈) = [0 0 s̈·ρ(s) s̈ ṡ²·ρ(s) 0]ᵀ, expressed in M.
  multibody::SpatialAcceleration<T> CalcSpatialAccelerationInM(
      const T& s, const T& s_dot, const T& s_ddot) const;

  /// Whether X_AM(0) and X_AM(L) are equal within `tolerance`
  /// (RigidTransform::IsNearlyEqualTo()).
  /// @throws std::logic_error if the trajectory is empty.
  boolean<T> EndpointsAreNearlyEqual(double tolerance) const;

 private:
  template <typename U>
  friend class PiecewiseConstantCurvatureTrajectory;

  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& s) const final {
    return CalcPose(s).translation();
  }
  Eigen::Index do_rows() const final { return 3; }
  Eigen::Index do_cols() const final { return 1; }

  template <typename U>
  static std::vector<T> ConvertVector(const std::vector<U>& values) {
    std::vector<T> result;
    result.reserve(values.size());
    const ScalarValueConverter<U> converter;
    for (const U& value : values) result.push_back(converter(value));
    return result;
  }
  template <typename U>
  static Vector3<T> ConvertVector3(const Vector3<U>& value) {
    return value.unaryExpr(ScalarValueConverter<U>{});
  }

  // Throws std::logic_error naming `func` if there are no segments.
  void ThrowIfEmpty(const char* func) const;
  // s wrapped into [0, L) when periodic; s itself otherwise.
  T maybe_wrap(const T& s) const;
  // X_MiM: the pose of M at distance ds along a segment of turning rate
  // rho, relative to the frame Mi at the segment's start.
  static math::RigidTransform<T> CalcRelativePoseInSegment(const T& rho,
                                                           const T& ds);
  const math::RigidTransform<T>& get_initial_pose() const {
    return break_poses_.front();
  }

  std::vector<T> segment_turning_rates_;  // ρᵢ, one per segment (1/m).
  bool is_periodic_{false};
  std::vector<math::RigidTransform<T>> break_poses_;  // X_AM(sᵢ), per break.
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::PiecewiseConstantCurvatureTrajectory)
