#include "drake/common/trajectories/piecewise_constant_curvature_trajectory.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/math/wrap_to.h"

namespace drake {
namespace trajectories {

namespace {

constexpr char kClassName[] = "PiecewiseConstantCurvatureTrajectory";

template <typename T>
double Value(const T& x) {
  return ExtractDoubleOrThrow(x);
}

}  // namespace

template <typename T>
PiecewiseConstantCurvatureTrajectory<T>::PiecewiseConstantCurvatureTrajectory(
    const std::vector<T>& breaks, const std::vector<T>& turning_rates,
    const Vector3<T>& initial_curve_tangent, const Vector3<T>& plane_normal,
    const Vector3<T>& initial_position, bool is_periodic)
    : PiecewiseTrajectory<T>(breaks),
      segment_turning_rates_(turning_rates),
      is_periodic_(is_periodic) {
  // the breaks: at least one segment, starting at s₀ = 0 (the base class
  // has checked that they increase).
  if (breaks.size() < 2) {
    throw std::logic_error(fmt::format(
        "{}: at least two breaks (one segment) are required; got {}.",
        kClassName, breaks.size()));
  }
  if (Value(breaks[0]) != 0) {
    throw std::logic_error(fmt::format(
        "{}: the first break must be 0 (breaks are arclengths); got {}.",
        kClassName, Value(breaks[0])));
  }
  if (turning_rates.size() != breaks.size() - 1) {
    throw std::logic_error(fmt::format(
        "{}: there must be one turning rate per segment; got {} turning "
        "rates for {} segments.",
        kClassName, turning_rates.size(), breaks.size() - 1));
  }
  for (size_t i = 0; i < turning_rates.size(); ++i) {
    if (!std::isfinite(Value(turning_rates[i]))) {
      throw std::logic_error(fmt::format(
          "{}: turning rate {} is {}; turning rates must be finite.",
          kClassName, i, Value(turning_rates[i])));
    }
  }
  // the initial frame M₀: Mx = t̂₀, Mz = p̂, My = Mz × Mx.
  const Vector3<double> t_value =
      initial_curve_tangent.unaryExpr([](const T& x) { return Value(x); });
  const Vector3<double> p_value =
      plane_normal.unaryExpr([](const T& x) { return Value(x); });
  if (!t_value.allFinite() || !(t_value.norm() > 0)) {
    throw std::logic_error(fmt::format(
        "{}: the initial curve tangent [{}, {}, {}] must be non-zero and "
        "finite.",
        kClassName, t_value.x(), t_value.y(), t_value.z()));
  }
  if (!p_value.allFinite() || !(p_value.norm() > 0)) {
    throw std::logic_error(fmt::format(
        "{}: the plane normal [{}, {}, {}] must be non-zero and finite.",
        kClassName, p_value.x(), p_value.y(), p_value.z()));
  }
  const Vector3<T> Mx = initial_curve_tangent.normalized();
  const Vector3<T> Mz = plane_normal.normalized();
  // The same tolerance RotationMatrix uses to accept orthonormal columns.
  const double kPerpendicularTolerance =
      math::RotationMatrix<double>::get_internal_tolerance_for_orthonormality();
  const double cos_angle = Value(Mx.dot(Mz));
  if (std::abs(cos_angle) > kPerpendicularTolerance) {
    throw std::logic_error(fmt::format(
        "{}: the initial curve tangent [{}, {}, {}] must be perpendicular to "
        "the plane normal [{}, {}, {}] (the cosine of the angle between them "
        "is {}).",
        kClassName, t_value.x(), t_value.y(), t_value.z(), p_value.x(),
        p_value.y(), p_value.z(), cos_angle));
  }
  const Vector3<T> My = Mz.cross(Mx);
  // the pose at every break, segment by segment.
  break_poses_.reserve(breaks.size());
  break_poses_.emplace_back(
      math::RotationMatrix<T>::MakeFromOrthonormalColumns(Mx, My, Mz),
      initial_position);
  for (size_t i = 0; i + 1 < breaks.size(); ++i) {
    break_poses_.push_back(
        break_poses_[i] *
        CalcRelativePoseInSegment(turning_rates[i], breaks[i + 1] - breaks[i]));
  }
  // a periodic path must close: pose at L equals pose at 0. The position
  // error grows with the length through the round-off of each segment, so
  // its tolerance is relative to max(1 m, L).
  if (is_periodic) {
    const double length = Value(breaks.back());
    const double tolerance = 1e-6 * std::max(1.0, length);
    if (!EndpointsAreNearlyEqual(tolerance)) {
      const Vector3<T> gap =
          break_poses_.back().translation() - break_poses_[0].translation();
      const double angle =
          Value(break_poses_[0]
                    .rotation()
                    .InvertAndCompose(break_poses_.back().rotation())
                    .ToAngleAxis()
                    .angle());
      throw std::logic_error(fmt::format(
          "{}: a periodic trajectory must end where it starts (pose at s = "
          "{} equal to the pose at s = 0 within {}); the end is off by "
          "[{}, {}, {}] m and {} rad.",
          kClassName, length, tolerance, Value(gap.x()), Value(gap.y()),
          Value(gap.z()), angle));
    }
  }
}

template <typename T>
PiecewiseConstantCurvatureTrajectory<
    T>::~PiecewiseConstantCurvatureTrajectory() = default;

template <typename T>
void PiecewiseConstantCurvatureTrajectory<T>::ThrowIfEmpty(
    const char* func) const {
  if (break_poses_.empty()) {
    throw std::logic_error(
        fmt::format("{}::{}(): the trajectory is empty (default constructed).",
                    kClassName, func));
  }
}

template <typename T>
T PiecewiseConstantCurvatureTrajectory<T>::maybe_wrap(const T& s) const {
  if (!is_periodic_) return s;
  return math::wrap_to(s, T(0), length());
}

template <typename T>
math::RigidTransform<T>
PiecewiseConstantCurvatureTrajectory<T>::CalcRelativePoseInSegment(
    const T& rho, const T& ds) {
  using std::cos;
  using std::sin;
  // On an arc of radius 1/|ρ| turned by θ = ρ·ds about Mz, starting along
  // Mx: p_MiM = [sin θ / ρ, (1 − cos θ) / ρ, 0]. 1 − cos θ = 2 sin²(θ/2)
  // avoids cancellation for small θ. A line (ρ = 0) is the limit [ds, 0, 0].
  if (Value(rho) == 0) {
    return math::RigidTransform<T>(Vector3<T>(ds, 0, 0));
  }
  const T theta = rho * ds;
  const T sin_half = sin(theta / 2);
  const Vector3<T> p_MiM(sin(theta) / rho, 2 * sin_half * sin_half / rho, 0);
  return math::RigidTransform<T>(math::RotationMatrix<T>::MakeZRotation(theta),
                                 p_MiM);
}

template <typename T>
math::RigidTransform<T> PiecewiseConstantCurvatureTrajectory<T>::CalcPose(
    const T& s) const {
  ThrowIfEmpty("CalcPose");
  const T s_wrapped = maybe_wrap(s);
  const int i = this->get_segment_index(s_wrapped);
  return break_poses_[i] *
         CalcRelativePoseInSegment(segment_turning_rates_[i],
                                   s_wrapped - this->start_time(i));
}

template <typename T>
const T& PiecewiseConstantCurvatureTrajectory<T>::curvature(const T& s) const {
  ThrowIfEmpty("curvature");
  return segment_turning_rates_[this->get_segment_index(maybe_wrap(s))];
}

template <typename T>
multibody::SpatialVelocity<T>
PiecewiseConstantCurvatureTrajectory<T>::CalcSpatialVelocityInM(
    const T& s, const T& s_dot) const {
  // ω = ṡ·ρ·Mz and v = ṡ·Mx, with Mz_M = [0 0 1] and Mx_M = [1 0 0].
  const T& rho = curvature(s);
  return multibody::SpatialVelocity<T>(Vector3<T>(0, 0, rho * s_dot),
                                       Vector3<T>(s_dot, 0, 0));
}

template <typename T>
multibody::SpatialVelocity<T>
PiecewiseConstantCurvatureTrajectory<T>::CalcSpatialVelocity(
    const T& s, const T& s_dot) const {
  const math::RotationMatrix<T> R_AM = CalcPose(s).rotation();
  return R_AM * CalcSpatialVelocityInM(s, s_dot);
}

template <typename T>
multibody::SpatialAcceleration<T>
PiecewiseConstantCurvatureTrajectory<T>::CalcSpatialAccelerationInM(
    const T& s, const T& s_dot, const T& s_ddot) const {
  // differentiating ω = ṡ·ρ·Mz and v = ṡ·Mx in A with dMx/dt = ṡ·ρ·My:
  // α = s̈·ρ·Mz, a = s̈·Mx + ṡ²·ρ·My.
  const T& rho = curvature(s);
  return multibody::SpatialAcceleration<T>(
      Vector3<T>(0, 0, rho * s_ddot),
      Vector3<T>(s_ddot, rho * s_dot * s_dot, 0));
}

template <typename T>
multibody::SpatialAcceleration<T>
PiecewiseConstantCurvatureTrajectory<T>::CalcSpatialAcceleration(
    const T& s, const T& s_dot, const T& s_ddot) const {
  const math::RotationMatrix<T> R_AM = CalcPose(s).rotation();
  return R_AM * CalcSpatialAccelerationInM(s, s_dot, s_ddot);
}

template <typename T>
boolean<T> PiecewiseConstantCurvatureTrajectory<T>::EndpointsAreNearlyEqual(
    double tolerance) const {
  ThrowIfEmpty("EndpointsAreNearlyEqual");
  return break_poses_.front().IsNearlyEqualTo(break_poses_.back(), tolerance);
}

template <typename T>
std::unique_ptr<Trajectory<T>>
PiecewiseConstantCurvatureTrajectory<T>::DoClone() const {
  return std::make_unique<PiecewiseConstantCurvatureTrajectory<T>>(*this);
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::PiecewiseConstantCurvatureTrajectory)
