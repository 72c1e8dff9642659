#include "drake/common/trajectories/piecewise_pose.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/polynomial.h"

namespace drake {
namespace trajectories {
namespace {

template <typename T>
void SplitPoses(const std::vector<math::RigidTransform<T>>& poses,
                std::vector<MatrixX<T>>* positions,
                std::vector<math::RotationMatrix<T>>* rotations) {
  positions->reserve(poses.size());
  rotations->reserve(poses.size());
  for (const math::RigidTransform<T>& pose : poses) {
    positions->push_back(pose.translation());
    rotations->push_back(pose.rotation());
  }
}

}  // namespace

template <typename T>
PiecewisePose<T>::PiecewisePose(
    const PiecewisePolynomial<T>& position_trajectory,
    const PiecewiseQuaternionSlerp<T>& orientation_trajectory)
    : PiecewiseTrajectory<T>(position_trajectory.get_segment_times()) {
  if (position_trajectory.empty() || position_trajectory.rows() != 3 ||
      position_trajectory.cols() != 1) {
    throw std::logic_error(fmt::format(
        "PiecewisePose: the position trajectory must be 3x1, but it is {}.",
        position_trajectory.empty()
            ? std::string("empty")
            : fmt::format("{}x{}", position_trajectory.rows(),
                          position_trajectory.cols())));
  }
  if (!this->SegmentTimesEqual(orientation_trajectory, 0.0)) {
    throw std::logic_error(fmt::format(
        "PiecewisePose: the position and orientation trajectories must have "
        "the same breaks, but they have {} and {} segment(s) over [{}, {}] "
        "and [{}, {}].",
        position_trajectory.get_number_of_segments(),
        orientation_trajectory.get_number_of_segments(),
        ExtractDoubleOrThrow(position_trajectory.start_time()),
        ExtractDoubleOrThrow(position_trajectory.end_time()),
        ExtractDoubleOrThrow(orientation_trajectory.start_time()),
        ExtractDoubleOrThrow(orientation_trajectory.end_time())));
  }
  position_ = position_trajectory;
  velocity_ = position_.derivative();
  acceleration_ = velocity_.derivative();
  orientation_ = orientation_trajectory;
}

template <typename T>
PiecewisePose<T>::~PiecewisePose() = default;

template <typename T>
PiecewisePose<T> PiecewisePose<T>::MakeLinear(
    const std::vector<T>& times,
    const std::vector<math::RigidTransform<T>>& poses) {
  std::vector<MatrixX<T>> positions;
  std::vector<math::RotationMatrix<T>> rotations;
  SplitPoses(poses, &positions, &rotations);
  return PiecewisePose<T>(
      PiecewisePolynomial<T>::FirstOrderHold(times, positions),
      PiecewiseQuaternionSlerp<T>(times, rotations));
}

template <typename T>
PiecewisePose<T> PiecewisePose<T>::MakeCubicLinearWithEndLinearVelocity(
    const std::vector<T>& times,
    const std::vector<math::RigidTransform<T>>& poses,
    const Vector3<T>& start_vel, const Vector3<T>& end_vel) {
  std::vector<MatrixX<T>> positions;
  std::vector<math::RotationMatrix<T>> rotations;
  SplitPoses(poses, &positions, &rotations);
  return PiecewisePose<T>(
      PiecewisePolynomial<T>::CubicWithContinuousSecondDerivatives(
          times, positions, start_vel, end_vel),
      PiecewiseQuaternionSlerp<T>(times, rotations));
}

template <typename T>
math::RigidTransform<T> PiecewisePose<T>::GetPose(const T& time) const {
  return math::RigidTransform<T>(orientation_.orientation(time),
                                 Vector3<T>(position_.value(time)));
}

template <typename T>
Vector6<T> PiecewisePose<T>::GetVelocity(const T& time) const {
  if (!this->is_time_in_range(time)) return Vector6<T>::Zero();
  Vector6<T> velocity;
  velocity.template head<3>() = orientation_.angular_velocity(time);
  velocity.template tail<3>() = velocity_.value(time);
  return velocity;
}

template <typename T>
Vector6<T> PiecewisePose<T>::GetAcceleration(const T& time) const {
  if (!this->is_time_in_range(time)) return Vector6<T>::Zero();
  Vector6<T> acceleration;
  acceleration.template head<3>() = orientation_.angular_acceleration(time);
  acceleration.template tail<3>() = acceleration_.value(time);
  return acceleration;
}

template <typename T>
bool PiecewisePose<T>::IsApprox(const PiecewisePose<T>& other,
                                double tol) const {
  return position_.isApprox(other.position_, tol) &&
         orientation_.is_approx(other.orientation_, tol);
}

template <typename T>
std::unique_ptr<Trajectory<T>> PiecewisePose<T>::DoClone() const {
  return std::make_unique<PiecewisePose<T>>(*this);
}

template <typename T>
MatrixX<T> PiecewisePose<T>::do_value(const T& t) const {
  return GetPose(t).GetAsMatrix4();
}

template <typename T>
MatrixX<T> PiecewisePose<T>::DoEvalDerivative(const T& t,
                                              int derivative_order) const {
  if (derivative_order == 0) return do_value(t);
  Vector6<T> derivative;
  derivative.template head<3>() =
      orientation_.EvalDerivative(t, derivative_order);
  derivative.template tail<3>() = position_.EvalDerivative(t, derivative_order);
  return derivative;
}

template <typename T>
std::unique_ptr<Trajectory<T>> PiecewisePose<T>::DoMakeDerivative(
    int derivative_order) const {
  if (derivative_order == 0) return this->Clone();
  const PiecewisePolynomial<T> position_derivative =
      position_.derivative(derivative_order);
  const std::vector<T>& breaks = this->get_segment_times();
  std::vector<MatrixX<Polynomial<T>>> segments;
  for (int i = 0; i < this->get_number_of_segments(); ++i) {
    // The angular velocity is constant on each segment; higher derivatives
    // of the orientation are zero.
    const Vector3<T> angular = derivative_order == 1
                                   ? orientation_.angular_velocity(breaks[i])
                                   : Vector3<T>::Zero();
    MatrixX<Polynomial<T>> segment(6, 1);
    for (int k = 0; k < 3; ++k) segment(k) = Polynomial<T>(angular(k));
    segment.template bottomRows<3>() =
        position_derivative.getPolynomialMatrix(i);
    segments.push_back(std::move(segment));
  }
  return std::make_unique<PiecewisePolynomial<T>>(segments, breaks);
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::PiecewisePose)
