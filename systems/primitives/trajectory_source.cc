#include "drake/systems/primitives/trajectory_source.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace systems {

namespace {

// Checks the constructor arguments; returns the trajectory's rows.
template <typename T>
int CheckedRows(const trajectories::Trajectory<T>& trajectory,
                int output_derivative_order) {
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
  return static_cast<int>(trajectory.rows());
}

// The double time at which a converted source evaluates its failsafe
// Trajectory<double>; throws unless `time` carries no gradient or variable.
template <typename T>
double FailsafeTime(const T& time) {
  if constexpr (std::is_same_v<T, AutoDiffXd>) {
    if (!time.derivatives().isZero(0.0)) {
      throw std::logic_error(
          "TrajectorySource: converted from double, it cannot differentiate "
          "with respect to time; call UpdateTrajectory() with a "
          "Trajectory<AutoDiffXd> first.");
    }
  } else if constexpr (std::is_same_v<T, symbolic::Expression>) {
    if (!is_constant(time)) {
      throw std::logic_error(fmt::format(
          "TrajectorySource: converted from double, it cannot output at the "
          "symbolic time {}; call UpdateTrajectory() with a "
          "Trajectory<Expression> first.",
          time));
    }
  }
  return ExtractDoubleOrThrow(time);
}

// Writes [q(t); q̇(t); ...] into `y` from a trajectory on scalar S (T, or
// double for the failsafe); derivatives are zero outside the trajectory's
// time span when `clamp` (a symbolic time gives if_then_else entries).
template <typename S, typename T>
void WriteOutput(
    const S& t, const trajectories::Trajectory<S>& trajectory,
    const std::vector<std::unique_ptr<trajectories::Trajectory<S>>>&
        derivatives,
    bool clamp, Eigen::VectorBlock<VectorX<T>> y) {
  const int rows = static_cast<int>(trajectory.rows());
  y.head(rows) = trajectory.value(t).col(0).template cast<T>();
  const boolean<S> inside =
      t >= trajectory.start_time() && t <= trajectory.end_time();
  for (int k = 1; k <= static_cast<int>(derivatives.size()); ++k) {
    const VectorX<S> value = derivatives[k - 1]->value(t).col(0);
    if constexpr (scalar_predicate<S>::is_bool) {
      if (clamp && !inside) {
        y.segment(k * rows, rows).setZero();
      } else {
        y.segment(k * rows, rows) = value.template cast<T>();
      }
    } else {
      for (int i = 0; i < rows; ++i) {
        y(k * rows + i) =
            clamp ? if_then_else(inside, value(i), S(0.0)) : value(i);
      }
    }
  }
}

}  // namespace

template <typename T>
TrajectorySource<T>::TrajectorySource(int rows, int output_derivative_order,
                                      bool zero_derivatives_beyond_limits)
    : LeafSystem<T>(SystemTypeTag<TrajectorySource>{}),
      output_derivative_order_(output_derivative_order),
      zero_derivatives_beyond_limits_(zero_derivatives_beyond_limits) {
  this->DeclareVectorOutputPort(
      kUseDefaultName, rows * (1 + output_derivative_order),
      &TrajectorySource<T>::CalcOutput, {SystemBase::time_ticket()});
}

template <typename T>
TrajectorySource<T>::TrajectorySource(
    const trajectories::Trajectory<T>& trajectory, int output_derivative_order,
    bool zero_derivatives_beyond_limits)
    : TrajectorySource(CheckedRows(trajectory, output_derivative_order),
                       output_derivative_order,
                       zero_derivatives_beyond_limits) {
  SetTrajectory(trajectory);
}

template <typename T>
template <typename U>
TrajectorySource<T>::TrajectorySource(const TrajectorySource<U>& other)
    : TrajectorySource(
          other.get_output_port().size() / (1 + other.output_derivative_order_),
          other.output_derivative_order_,
          other.zero_derivatives_beyond_limits_) {
  if constexpr (std::is_same_v<U, double>) {
    // From double: keep a copy of the double trajectory as the failsafe.
    failsafe_trajectory_ = other.trajectory_->Clone();
    for (const auto& derivative : other.derivatives_) {
      failsafe_derivatives_.push_back(derivative->Clone());
    }
  } else {
    // AutoDiffXd to double (Clone()): only while `other` uses its failsafe.
    static_assert(std::is_same_v<T, double>);
    if (other.failsafe_trajectory_ == nullptr) {
      throw std::logic_error(fmt::format(
          "TrajectorySource '{}': cannot convert from AutoDiffXd to double "
          "after UpdateTrajectory() gave it a Trajectory<AutoDiffXd>.",
          other.get_name()));
    }
    SetTrajectory(*other.failsafe_trajectory_);
  }
}

template <typename T>
void TrajectorySource<T>::SetTrajectory(
    const trajectories::Trajectory<T>& trajectory) {
  trajectory_ = trajectory.Clone();
  failsafe_trajectory_.reset();
  failsafe_derivatives_.clear();
  derivatives_.clear();
  for (int k = 1; k <= output_derivative_order_; ++k) {
    derivatives_.push_back(trajectory.MakeDerivative(k));
  }
}

template <typename T>
void TrajectorySource<T>::UpdateTrajectory(
    const trajectories::Trajectory<T>& trajectory) {
  const int rows = trajectory_ != nullptr
                       ? static_cast<int>(trajectory_->rows())
                       : static_cast<int>(failsafe_trajectory_->rows());
  if (trajectory.rows() != rows || trajectory.cols() != 1) {
    throw std::logic_error(fmt::format(
        "TrajectorySource::UpdateTrajectory(): the new trajectory is {}×{} "
        "but the source outputs {}×1.",
        trajectory.rows(), trajectory.cols(), rows));
  }
  SetTrajectory(trajectory);
}

template <typename T>
void TrajectorySource<T>::CalcOutput(const Context<T>& context,
                                     BasicVector<T>* output) const {
  const T& t = context.get_time();
  if (failsafe_trajectory_ != nullptr) {
    WriteOutput<double, T>(
        FailsafeTime(t), *failsafe_trajectory_, failsafe_derivatives_,
        zero_derivatives_beyond_limits_, output->get_mutable_value());
  } else {
    WriteOutput<T, T>(t, *trajectory_, derivatives_,
                      zero_derivatives_beyond_limits_,
                      output->get_mutable_value());
  }
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::TrajectorySource)
