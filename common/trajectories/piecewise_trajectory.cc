#include "drake/common/trajectories/piecewise_trajectory.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace trajectories {

template <typename T>
PiecewiseTrajectory<T>::PiecewiseTrajectory(const std::vector<T>& breaks)
    : breaks_(breaks) {
  for (size_t i = 1; i < breaks_.size(); ++i) {
    const double step = ExtractDoubleOrThrow(breaks_[i] - breaks_[i - 1]);
    if (!(step >= kEpsilonTime)) {
      throw std::logic_error(fmt::format(
          "PiecewiseTrajectory: breaks must be strictly increasing (by at "
          "least {}), but breaks[{}] = {} and breaks[{}] = {}.",
          kEpsilonTime, i - 1, ExtractDoubleOrThrow(breaks_[i - 1]), i,
          ExtractDoubleOrThrow(breaks_[i])));
    }
  }
}

template <typename T>
int PiecewiseTrajectory<T>::get_number_of_segments() const {
  return breaks_.empty() ? 0 : static_cast<int>(breaks_.size()) - 1;
}

template <typename T>
void PiecewiseTrajectory<T>::segment_number_range_check(
    int segment_number) const {
  if (segment_number < 0 || segment_number >= get_number_of_segments()) {
    throw std::out_of_range(
        fmt::format("Segment number {} is out of range: this trajectory has {} "
                    "segment(s).",
                    segment_number, get_number_of_segments()));
  }
}

template <typename T>
const T& PiecewiseTrajectory<T>::start_time(int segment_number) const {
  segment_number_range_check(segment_number);
  return breaks_[segment_number];
}

template <typename T>
const T& PiecewiseTrajectory<T>::end_time(int segment_number) const {
  segment_number_range_check(segment_number);
  return breaks_[segment_number + 1];
}

template <typename T>
T PiecewiseTrajectory<T>::duration(int segment_number) const {
  return end_time(segment_number) - start_time(segment_number);
}

template <typename T>
T PiecewiseTrajectory<T>::do_start_time() const {
  return breaks_.empty() ? T(0.0) : breaks_.front();
}

template <typename T>
T PiecewiseTrajectory<T>::do_end_time() const {
  return breaks_.empty() ? T(0.0) : breaks_.back();
}

template <typename T>
boolean<T> PiecewiseTrajectory<T>::is_time_in_range(const T& t) const {
  return t >= this->start_time() && t <= this->end_time();
}

template <typename T>
int PiecewiseTrajectory<T>::get_segment_index(const T& t) const {
  const int num_segments = get_number_of_segments();
  if (num_segments == 0) return 0;
  if (t <= breaks_.front()) return 0;
  if (t >= breaks_.back()) return num_segments - 1;
  // The first break strictly greater than t ends the segment holding t.
  const auto after =
      std::upper_bound(breaks_.begin(), breaks_.end(), t,
                       [](const T& a, const T& b) { return a < b; });
  return static_cast<int>(after - breaks_.begin()) - 1;
}

template <typename T>
const std::vector<T>& PiecewiseTrajectory<T>::get_segment_times() const {
  return breaks_;
}

template <typename T>
std::vector<T> PiecewiseTrajectory<T>::RandomSegmentTimes(
    int num_segments, std::default_random_engine& generator) {
  if (num_segments < 0) {
    throw std::logic_error(
        fmt::format("RandomSegmentTimes: num_segments must be >= 0, got {}.",
                    num_segments));
  }
  std::uniform_real_distribution<double> duration(0.01, 1.0);
  std::vector<T> times(num_segments + 1);
  times[0] = T(0.0);
  for (int i = 0; i < num_segments; ++i) {
    times[i + 1] = times[i] + duration(generator);
  }
  return times;
}

template <typename T>
bool PiecewiseTrajectory<T>::SegmentTimesEqual(const PiecewiseTrajectory& b,
                                               double tol) const {
  if (breaks_.size() != b.breaks_.size()) return false;
  for (size_t i = 0; i < breaks_.size(); ++i) {
    const double diff = ExtractDoubleOrThrow(breaks_[i] - b.breaks_[i]);
    if (!(std::abs(diff) <= tol)) return false;
  }
  return true;
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::PiecewiseTrajectory)
