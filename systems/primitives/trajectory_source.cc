#include "drake/systems/primitives/trajectory_source.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace systems {

template <typename T>
TrajectorySource<T>::TrajectorySource(
    const trajectories::Trajectory<T>& trajectory, int output_derivative_order,
    bool zero_derivatives_beyond_limits)
    : output_derivative_order_(output_derivative_order),
      zero_derivatives_beyond_limits_(zero_derivatives_beyond_limits) {
  if (output_derivative_order < 0) {
    throw std::logic_error(fmt::format(
        "TrajectorySource: the derivative order must be >= 0; got {}.",
        output_derivative_order));
  }
  if (trajectory.cols() != 1) {
    throw std::logic_error(fmt::format(
        "TrajectorySource: the trajectory must be a column vector; it has "
        "{} columns.",
        trajectory.cols()));
  }
  SetTrajectory(trajectory);
  const int rows = static_cast<int>(trajectory.rows());
  this->DeclareVectorOutputPort(
      kUseDefaultName, rows * (1 + output_derivative_order),
      &TrajectorySource<T>::CalcOutput, {SystemBase::time_ticket()});
}

template <typename T>
void TrajectorySource<T>::SetTrajectory(
    const trajectories::Trajectory<T>& trajectory) {
  trajectory_ = trajectory.Clone();
  derivatives_.clear();
  for (int k = 1; k <= output_derivative_order_; ++k) {
    derivatives_.push_back(trajectory.MakeDerivative(k));
  }
}

template <typename T>
void TrajectorySource<T>::UpdateTrajectory(
    const trajectories::Trajectory<T>& trajectory) {
  if (trajectory.rows() != trajectory_->rows() || trajectory.cols() != 1) {
    throw std::logic_error(fmt::format(
        "TrajectorySource::UpdateTrajectory(): the new trajectory is {}×{} "
        "but the source outputs {}×1.",
        trajectory.rows(), trajectory.cols(), trajectory_->rows()));
  }
  SetTrajectory(trajectory);
}

template <typename T>
void TrajectorySource<T>::CalcOutput(const Context<T>& context,
                                     BasicVector<T>* output) const {
  const T& t = context.get_time();
  const int rows = static_cast<int>(trajectory_->rows());
  auto y = output->get_mutable_value();
  y.head(rows) = trajectory_->value(t).col(0);
  const bool beyond =
      t < trajectory_->start_time() || t > trajectory_->end_time();
  for (int k = 1; k <= output_derivative_order_; ++k) {
    if (zero_derivatives_beyond_limits_ && beyond) {
      y.segment(k * rows, rows).setZero();
    } else {
      y.segment(k * rows, rows) = derivatives_[k - 1]->value(t).col(0);
    }
  }
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::TrajectorySource)
