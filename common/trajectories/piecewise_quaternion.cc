#include "drake/common/trajectories/piecewise_quaternion.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/math/quaternion.h"

namespace drake {
namespace trajectories {
namespace {

// The angular velocity (rad/s, in the parent frame) that turns the unit
// quaternion q into the unit quaternion q_next in `duration` seconds, about
// a fixed axis and by the smaller angle: the rotation q_next ⊗ q⁻¹ is
// (cos(θ/2), sin(θ/2) λ), and the result is θ λ / duration.
template <typename T>
Vector3<T> SegmentAngularVelocity(const Quaternion<T>& q,
                                  const Quaternion<T>& q_next,
                                  const T& duration) {
  using std::atan2;
  Quaternion<T> delta = q_next * q.conjugate();
  // q and −q are the same rotation; w >= 0 picks θ in [0, π].
  if (delta.w() < 0) delta.coeffs() = -delta.coeffs();
  const T sin_half_angle = delta.vec().norm();
  if (!(sin_half_angle > Eigen::NumTraits<double>::epsilon())) {
    return Vector3<T>::Zero();
  }
  const T angle = 2 * atan2(sin_half_angle, delta.w());
  return delta.vec() * (angle / (sin_half_angle * duration));
}

template <typename T>
std::vector<Quaternion<T>> ToQuaternions(
    const std::vector<Matrix3<T>>& matrices) {
  std::vector<Quaternion<T>> result;
  result.reserve(matrices.size());
  for (const Matrix3<T>& R : matrices) {
    result.push_back(math::RotationMatrix<T>::ToQuaternion(R));
  }
  return result;
}

template <typename T>
std::vector<Quaternion<T>> ToQuaternions(
    const std::vector<math::RotationMatrix<T>>& matrices) {
  std::vector<Quaternion<T>> result;
  result.reserve(matrices.size());
  for (const math::RotationMatrix<T>& R : matrices) {
    result.push_back(R.ToQuaternion());
  }
  return result;
}

template <typename T>
std::vector<Quaternion<T>> ToQuaternions(
    const std::vector<AngleAxis<T>>& angle_axes) {
  std::vector<Quaternion<T>> result;
  result.reserve(angle_axes.size());
  for (const AngleAxis<T>& angle_axis : angle_axes) {
    result.emplace_back(angle_axis);
  }
  return result;
}

}  // namespace

template <typename T>
PiecewiseQuaternionSlerp<T>::PiecewiseQuaternionSlerp(
    const std::vector<T>& breaks, const std::vector<Quaternion<T>>& quaternions)
    : PiecewiseTrajectory<T>(breaks) {
  Initialize(breaks, quaternions);
}

template <typename T>
PiecewiseQuaternionSlerp<T>::PiecewiseQuaternionSlerp(
    const std::vector<T>& breaks,
    const std::vector<Matrix3<T>>& rotation_matrices)
    : PiecewiseTrajectory<T>(breaks) {
  Initialize(breaks, ToQuaternions(rotation_matrices));
}

template <typename T>
PiecewiseQuaternionSlerp<T>::PiecewiseQuaternionSlerp(
    const std::vector<T>& breaks,
    const std::vector<math::RotationMatrix<T>>& rotation_matrices)
    : PiecewiseTrajectory<T>(breaks) {
  Initialize(breaks, ToQuaternions(rotation_matrices));
}

template <typename T>
PiecewiseQuaternionSlerp<T>::PiecewiseQuaternionSlerp(
    const std::vector<T>& breaks, const std::vector<AngleAxis<T>>& angle_axes)
    : PiecewiseTrajectory<T>(breaks) {
  Initialize(breaks, ToQuaternions(angle_axes));
}

template <typename T>
PiecewiseQuaternionSlerp<T>::~PiecewiseQuaternionSlerp() = default;

template <typename T>
void PiecewiseQuaternionSlerp<T>::Initialize(
    const std::vector<T>& breaks,
    const std::vector<Quaternion<T>>& quaternions) {
  if (breaks.size() != quaternions.size()) {
    throw std::logic_error(fmt::format(
        "PiecewiseQuaternionSlerp: there are {} breaks but {} orientation "
        "samples; expected one sample per break.",
        breaks.size(), quaternions.size()));
  }
  if (breaks.size() < 2) {
    throw std::logic_error(fmt::format(
        "PiecewiseQuaternionSlerp: there are {} breaks and samples; slerp "
        "needs at least 2.",
        breaks.size()));
  }
  quaternions_.clear();
  angular_velocities_.clear();
  quaternions_.push_back(quaternions[0].normalized());
  for (size_t i = 1; i < quaternions.size(); ++i) {
    const Quaternion<T> previous = quaternions_.back();
    quaternions_.push_back(math::ClosestQuaternion(previous, quaternions[i]));
    angular_velocities_.push_back(SegmentAngularVelocity(
        previous, quaternions_.back(), breaks[i] - breaks[i - 1]));
  }
}

template <typename T>
void PiecewiseQuaternionSlerp<T>::ThrowIfTooShort(const char* func) const {
  if (quaternions_.size() < 2) {
    throw std::logic_error(fmt::format(
        "PiecewiseQuaternionSlerp::{}(): the trajectory has {} sample(s); it "
        "needs at least 2.",
        func, quaternions_.size()));
  }
}

template <typename T>
Quaternion<T> PiecewiseQuaternionSlerp<T>::orientation(const T& time) const {
  using std::cos;
  using std::sin;
  ThrowIfTooShort("orientation");
  const int i = this->get_segment_index(time);
  const T duration = this->duration(i);
  // The fraction of the segment elapsed, clamped to [0, 1].
  T s = (time - this->start_time(i)) / duration;
  if (s < 0) s = T(0.0);
  if (s > 1) s = T(1.0);
  const Vector3<T>& w = angular_velocities_[i];
  const T speed = w.norm();
  if (!(speed > 0)) return quaternions_[i];
  const T half_angle = 0.5 * speed * duration * s;
  Quaternion<T> rotation;
  rotation.w() = cos(half_angle);
  rotation.vec() = w * (sin(half_angle) / speed);
  Quaternion<T> result = rotation * quaternions_[i];
  result.normalize();
  return result;
}

template <typename T>
Vector3<T> PiecewiseQuaternionSlerp<T>::angular_velocity(const T& time) const {
  ThrowIfTooShort("angular_velocity");
  return angular_velocities_[this->get_segment_index(time)];
}

template <typename T>
Vector3<T> PiecewiseQuaternionSlerp<T>::angular_acceleration(const T&) const {
  return Vector3<T>::Zero();
}

template <typename T>
bool PiecewiseQuaternionSlerp<T>::is_approx(
    const PiecewiseQuaternionSlerp<T>& other, double tol) const {
  if (!this->SegmentTimesEqual(other, tol)) return false;
  if (quaternions_.size() != other.quaternions_.size()) return false;
  // The angle of the rotation between two unit quaternions a and b is
  // 2 acos(|a · b|).
  const double min_abs_dot = std::cos(tol / 2);
  for (size_t i = 0; i < quaternions_.size(); ++i) {
    const double abs_dot = std::abs(
        ExtractDoubleOrThrow(quaternions_[i].dot(other.quaternions_[i])));
    if (abs_dot < min_abs_dot) return false;
  }
  return true;
}

template <typename T>
void PiecewiseQuaternionSlerp<T>::Append(const T& time,
                                         const Quaternion<T>& quaternion) {
  std::vector<T>& breaks = this->get_mutable_breaks();
  if (breaks.empty()) {
    quaternions_.push_back(quaternion.normalized());
    breaks.push_back(time);
    return;
  }
  const double step = ExtractDoubleOrThrow(time - breaks.back());
  if (!(step >= PiecewiseTrajectory<T>::kEpsilonTime)) {
    throw std::logic_error(fmt::format(
        "PiecewiseQuaternionSlerp::Append(): time ({}) must be after the last "
        "break ({}) by at least {}.",
        ExtractDoubleOrThrow(time), ExtractDoubleOrThrow(breaks.back()),
        PiecewiseTrajectory<T>::kEpsilonTime));
  }
  const Quaternion<T> previous = quaternions_.back();
  quaternions_.push_back(math::ClosestQuaternion(previous, quaternion));
  angular_velocities_.push_back(SegmentAngularVelocity(
      previous, quaternions_.back(), T(time - breaks.back())));
  breaks.push_back(time);
}

template <typename T>
void PiecewiseQuaternionSlerp<T>::Append(
    const T& time, const math::RotationMatrix<T>& rotation_matrix) {
  Append(time, rotation_matrix.ToQuaternion());
}

template <typename T>
void PiecewiseQuaternionSlerp<T>::Append(const T& time,
                                         const AngleAxis<T>& angle_axis) {
  Append(time, Quaternion<T>(angle_axis));
}

template <typename T>
std::unique_ptr<Trajectory<T>> PiecewiseQuaternionSlerp<T>::DoClone() const {
  return std::make_unique<PiecewiseQuaternionSlerp<T>>(*this);
}

template <typename T>
MatrixX<T> PiecewiseQuaternionSlerp<T>::do_value(const T& time) const {
  const Quaternion<T> q = orientation(time);
  return Vector4<T>(q.w(), q.x(), q.y(), q.z());
}

template <typename T>
MatrixX<T> PiecewiseQuaternionSlerp<T>::DoEvalDerivative(
    const T& t, int derivative_order) const {
  if (derivative_order == 0) return do_value(t);
  if (derivative_order == 1) return angular_velocity(t);
  return Vector3<T>::Zero();
}

template <typename T>
std::unique_ptr<Trajectory<T>> PiecewiseQuaternionSlerp<T>::DoMakeDerivative(
    int derivative_order) const {
  if (derivative_order == 0) return this->Clone();
  if (derivative_order == 1) {
    ThrowIfTooShort("MakeDerivative");
    // Piecewise constant; the final sample only closes the last segment.
    std::vector<MatrixX<T>> samples(angular_velocities_.begin(),
                                    angular_velocities_.end());
    samples.push_back(angular_velocities_.back());
    return PiecewisePolynomial<T>::ZeroOrderHold(this->get_segment_times(),
                                                 samples)
        .Clone();
  }
  return std::make_unique<PiecewisePolynomial<T>>(Vector3<T>::Zero());
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::PiecewiseQuaternionSlerp)
