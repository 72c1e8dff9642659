#include "drake/common/trajectories/composite_trajectory.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/trajectories/derivative_trajectory.h"
#include "drake/common/trajectories/path_parameterized_trajectory.h"
#include "drake/common/trajectories/piecewise_polynomial.h"

namespace drake {
namespace trajectories {
namespace {

// The breaks of contiguous segments: each one's start time, then the last
// one's end time ({0} when there are none).
template <typename T>
std::vector<T> SegmentBreaks(
    const std::vector<copyable_unique_ptr<Trajectory<T>>>& segments) {
  if (segments.empty()) return {T(0.0)};
  std::vector<T> breaks;
  for (size_t i = 0; i < segments.size(); ++i) {
    if (segments[i] == nullptr) {
      throw std::logic_error(
          fmt::format("CompositeTrajectory: segment {} is null.", i));
    }
    if (i > 0 && segments[i]->start_time() != segments[i - 1]->end_time()) {
      throw std::logic_error(fmt::format(
          "CompositeTrajectory: segment {} must start where segment {} ends "
          "({}), but it starts at {}.",
          i, i - 1, ExtractDoubleOrThrow(segments[i - 1]->end_time()),
          ExtractDoubleOrThrow(segments[i]->start_time())));
    }
    breaks.push_back(segments[i]->start_time());
  }
  breaks.push_back(segments.back()->end_time());
  return breaks;
}

}  // namespace

template <typename T>
CompositeTrajectory<T>::CompositeTrajectory(
    std::vector<copyable_unique_ptr<Trajectory<T>>> segments)
    : PiecewiseTrajectory<T>(SegmentBreaks(segments)),
      segments_(std::move(segments)) {
  for (size_t i = 1; i < segments_.size(); ++i) {
    if (segments_[i]->rows() != segments_[0]->rows() ||
        segments_[i]->cols() != segments_[0]->cols()) {
      throw std::logic_error(fmt::format(
          "CompositeTrajectory: segment {} is {}x{} but segment 0 is {}x{}; "
          "every segment must have the same size.",
          i, segments_[i]->rows(), segments_[i]->cols(), segments_[0]->rows(),
          segments_[0]->cols()));
    }
  }
}

template <typename T>
CompositeTrajectory<T>::~CompositeTrajectory() = default;

template <typename T>
const Trajectory<T>& CompositeTrajectory<T>::segment(int segment_index) const {
  this->segment_number_range_check(segment_index);
  return *segments_[segment_index];
}

template <typename T>
const Trajectory<T>& CompositeTrajectory<T>::SegmentAt(const T& t,
                                                       T* clamped) const {
  if (segments_.empty()) {
    throw std::logic_error(
        "CompositeTrajectory: the trajectory has no segments to evaluate.");
  }
  *clamped = t;
  if (t < this->start_time()) *clamped = this->start_time();
  if (t > this->end_time()) *clamped = this->end_time();
  return *segments_[this->get_segment_index(*clamped)];
}

template <typename T>
std::unique_ptr<Trajectory<T>> CompositeTrajectory<T>::DoClone() const {
  return std::make_unique<CompositeTrajectory<T>>(*this);
}

template <typename T>
MatrixX<T> CompositeTrajectory<T>::do_value(const T& t) const {
  T time;
  return SegmentAt(t, &time).value(time);
}

template <typename T>
bool CompositeTrajectory<T>::do_has_derivative() const {
  for (const auto& segment : segments_) {
    if (!segment->has_derivative()) return false;
  }
  return true;
}

template <typename T>
MatrixX<T> CompositeTrajectory<T>::DoEvalDerivative(
    const T& t, int derivative_order) const {
  T time;
  return SegmentAt(t, &time).EvalDerivative(time, derivative_order);
}

template <typename T>
std::unique_ptr<Trajectory<T>> CompositeTrajectory<T>::DoMakeDerivative(
    int derivative_order) const {
  if (derivative_order == 0) return this->Clone();
  std::vector<copyable_unique_ptr<Trajectory<T>>> derivatives;
  for (const auto& segment : segments_) {
    std::unique_ptr<Trajectory<T>> derivative =
        segment->MakeDerivative(derivative_order);
    // Some derivatives span other times (a PiecewiseQuaternionSlerp's second
    // derivative is a constant over all time); keep the segment's span.
    if (derivative->start_time() != segment->start_time() ||
        derivative->end_time() != segment->end_time()) {
      derivative =
          std::make_unique<DerivativeTrajectory<T>>(*segment, derivative_order);
    }
    derivatives.emplace_back(std::move(derivative));
  }
  return std::make_unique<CompositeTrajectory<T>>(std::move(derivatives));
}

template <typename T>
Eigen::Index CompositeTrajectory<T>::do_rows() const {
  if (segments_.empty()) {
    throw std::logic_error(
        "CompositeTrajectory has no segments; rows() is undefined.");
  }
  return segments_[0]->rows();
}

template <typename T>
Eigen::Index CompositeTrajectory<T>::do_cols() const {
  if (segments_.empty()) {
    throw std::logic_error(
        "CompositeTrajectory has no segments; cols() is undefined.");
  }
  return segments_[0]->cols();
}

template <typename T>
CompositeTrajectory<T> CompositeTrajectory<T>::AlignAndConcatenate(
    const std::vector<copyable_unique_ptr<Trajectory<T>>>& segments) {
  if (segments.empty()) {
    throw std::logic_error(
        "CompositeTrajectory::AlignAndConcatenate(): there are no segments.");
  }
  for (size_t i = 0; i < segments.size(); ++i) {
    if (segments[i] == nullptr) {
      throw std::logic_error(fmt::format(
          "CompositeTrajectory::AlignAndConcatenate(): segment {} is null.",
          i));
    }
    if (segments[i]->rows() != segments[0]->rows() ||
        segments[i]->cols() != segments[0]->cols()) {
      throw std::logic_error(fmt::format(
          "CompositeTrajectory::AlignAndConcatenate(): segment {} is {}x{} "
          "but segment 0 is {}x{}; every segment must have the same size.",
          i, segments[i]->rows(), segments[i]->cols(), segments[0]->rows(),
          segments[0]->cols()));
    }
  }
  std::vector<copyable_unique_ptr<Trajectory<T>>> aligned;
  aligned.emplace_back(segments[0]->Clone());
  for (size_t i = 1; i < segments.size(); ++i) {
    // Segment i timed by s(t) = its start + (t − new_start) over
    // [new_start, new_start + its duration].
    const T new_start = aligned.back()->end_time();
    const T start = segments[i]->start_time();
    const T end = segments[i]->end_time();
    const PiecewisePolynomial<T> time_scaling =
        PiecewisePolynomial<T>::FirstOrderHold(
            std::vector<T>{new_start, new_start + (end - start)},
            std::vector<MatrixX<T>>{Vector1<T>(start), Vector1<T>(end)});
    aligned.emplace_back(std::make_unique<PathParameterizedTrajectory<T>>(
        *segments[i], time_scaling));
  }
  return CompositeTrajectory<T>(std::move(aligned));
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::CompositeTrajectory)
