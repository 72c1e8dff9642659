#include "drake/common/trajectories/discrete_time_trajectory.h"

#include <cmath>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace trajectories {
namespace {

template <typename T>
std::vector<MatrixX<T>> ColumnsOf(const Eigen::Ref<const VectorX<T>>& times,
                                  const Eigen::Ref<const MatrixX<T>>& values) {
  if (values.cols() != times.size()) {
    throw std::logic_error(fmt::format(
        "DiscreteTimeTrajectory: there are {} times but values has {} "
        "columns; expected one column per time.",
        times.size(), values.cols()));
  }
  std::vector<MatrixX<T>> columns;
  for (Eigen::Index i = 0; i < values.cols(); ++i) {
    columns.emplace_back(values.col(i));
  }
  return columns;
}

}  // namespace

template <typename T>
DiscreteTimeTrajectory<T>::DiscreteTimeTrajectory(
    const Eigen::Ref<const VectorX<T>>& times,
    const Eigen::Ref<const MatrixX<T>>& values,
    double time_comparison_tolerance)
    : DiscreteTimeTrajectory(
          std::vector<T>(times.data(), times.data() + times.size()),
          ColumnsOf<T>(times, values), time_comparison_tolerance) {}

template <typename T>
DiscreteTimeTrajectory<T>::DiscreteTimeTrajectory(
    std::vector<T> times, std::vector<MatrixX<T>> values,
    double time_comparison_tolerance)
    : times_(std::move(times)),
      values_(std::move(values)),
      time_comparison_tolerance_(time_comparison_tolerance) {
  if (times_.size() != values_.size()) {
    throw std::logic_error(fmt::format(
        "DiscreteTimeTrajectory: there are {} times but {} values; expected "
        "one value per time.",
        times_.size(), values_.size()));
  }
  if (!(time_comparison_tolerance_ >= 0)) {
    throw std::logic_error(fmt::format(
        "DiscreteTimeTrajectory: time_comparison_tolerance must be >= 0, got "
        "{}.",
        time_comparison_tolerance_));
  }
  for (size_t i = 0; i < times_.size(); ++i) {
    const double time = ExtractDoubleOrThrow(times_[i]);
    if (i == 0) continue;
    const double previous = ExtractDoubleOrThrow(times_[i - 1]);
    if (!(time - previous >= time_comparison_tolerance_ && time > previous)) {
      throw std::logic_error(fmt::format(
          "DiscreteTimeTrajectory: times must increase by at least "
          "time_comparison_tolerance ({}), but times[{}] = {} and times[{}] = "
          "{}.",
          time_comparison_tolerance_, i - 1, previous, i, time));
    }
    if (values_[i].rows() != values_[0].rows() ||
        values_[i].cols() != values_[0].cols()) {
      throw std::logic_error(fmt::format(
          "DiscreteTimeTrajectory: values[{}] is {}x{} but values[0] is "
          "{}x{}; every value must have the same size.",
          i, values_[i].rows(), values_[i].cols(), values_[0].rows(),
          values_[0].cols()));
    }
  }
}

template <typename T>
DiscreteTimeTrajectory<T>::~DiscreteTimeTrajectory() = default;

template <typename T>
PiecewisePolynomial<T> DiscreteTimeTrajectory<T>::ToZeroOrderHold() const {
  return PiecewisePolynomial<T>::ZeroOrderHold(times_, values_);
}

template <typename T>
void DiscreteTimeTrajectory<T>::ThrowIfEmpty(const char* func) const {
  if (times_.empty()) {
    throw std::logic_error(fmt::format(
        "DiscreteTimeTrajectory::{}(): the trajectory has no samples.", func));
  }
}

template <typename T>
std::unique_ptr<Trajectory<T>> DiscreteTimeTrajectory<T>::DoClone() const {
  return std::make_unique<DiscreteTimeTrajectory<T>>(*this);
}

template <typename T>
MatrixX<T> DiscreteTimeTrajectory<T>::do_value(const T& t) const {
  const double time = ExtractDoubleOrThrow(t);
  // The times are increasing: stop at the first one not too far below t.
  for (size_t i = 0; i < times_.size(); ++i) {
    const double sample_time = ExtractDoubleOrThrow(times_[i]);
    if (std::abs(time - sample_time) <= time_comparison_tolerance_) {
      return values_[i];
    }
    if (sample_time > time) break;
  }
  throw std::runtime_error(fmt::format(
      "DiscreteTimeTrajectory: value requested at time {} does not match any "
      "of the {} sample times (in [{}, {}]) within tolerance {}.",
      time, times_.size(),
      times_.empty() ? 0.0 : ExtractDoubleOrThrow(times_.front()),
      times_.empty() ? 0.0 : ExtractDoubleOrThrow(times_.back()),
      time_comparison_tolerance_));
}

template <typename T>
Eigen::Index DiscreteTimeTrajectory<T>::do_rows() const {
  ThrowIfEmpty("rows");
  return values_[0].rows();
}

template <typename T>
Eigen::Index DiscreteTimeTrajectory<T>::do_cols() const {
  ThrowIfEmpty("cols");
  return values_[0].cols();
}

template <typename T>
T DiscreteTimeTrajectory<T>::do_start_time() const {
  ThrowIfEmpty("start_time");
  return times_.front();
}

template <typename T>
T DiscreteTimeTrajectory<T>::do_end_time() const {
  ThrowIfEmpty("end_time");
  return times_.back();
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::DiscreteTimeTrajectory)
