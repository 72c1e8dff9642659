#pragma once

/// @file
/// PiecewiseTrajectory<T>: the bookkeeping of contiguous time segments
/// (delimited by `breaks`) shared by trajectories defined piece by piece.

#include <limits>
#include <random>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_bool.h"
#include "drake/common/trajectories/trajectory.h"

namespace drake {
namespace trajectories {

/// Abstract base of trajectories made of consecutive segments of time
/// [breaks[i], breaks[i+1]].
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class PiecewiseTrajectory : public Trajectory<T> {
 public:
  /// Minimum spacing between consecutive breaks.
  static constexpr double kEpsilonTime = 1e-10;

  ~PiecewiseTrajectory() override = default;

  int get_number_of_segments() const;

  using Trajectory<T>::start_time;  // Not hidden by the overload below.
  using Trajectory<T>::end_time;

  /// The start time of segment `segment_number`.
  /// @throws std::exception if `segment_number` is out of range.
  const T& start_time(int segment_number) const;

  /// The end time of segment `segment_number`.
  /// @throws std::exception if `segment_number` is out of range.
  const T& end_time(int segment_number) const;

  /// end_time(segment_number) - start_time(segment_number).
  /// @throws std::exception if `segment_number` is out of range.
  T duration(int segment_number) const;

  /// Returns true iff `t >= start_time() && t <= end_time()`.
  boolean<T> is_time_in_range(const T& t) const;

  /// Returns the index i of the segment with breaks[i] <= t < breaks[i+1];
  /// times before the start map to segment 0 and times at or after the end
  /// to the last segment.
  int get_segment_index(const T& t) const;

  /// All the breaks.
  const std::vector<T>& get_segment_times() const;

  /// @throws std::exception unless 0 <= segment_number <
  /// get_number_of_segments().
  void segment_number_range_check(int segment_number) const;

  /// Returns num_segments + 1 random, strictly increasing breaks starting at
  /// 0, with segment durations drawn uniformly from [0.01, 1].
  static std::vector<T> RandomSegmentTimes(
      // Drake passes the generator by non-const reference.
      int num_segments, std::default_random_engine& generator);  // NOLINT

 protected:
  // Final subclasses may make copy/move/assign public.
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(PiecewiseTrajectory);
  PiecewiseTrajectory() = default;

  /// @throws std::exception unless consecutive breaks increase by at least
  /// kEpsilonTime.
  explicit PiecewiseTrajectory(const std::vector<T>& breaks);

  /// True iff both trajectories have the same number of breaks and each pair
  /// differs by at most `tol`.
  bool SegmentTimesEqual(const PiecewiseTrajectory& b,
                         double tol = kEpsilonTime) const;

  const std::vector<T>& breaks() const { return breaks_; }
  std::vector<T>& get_mutable_breaks() { return breaks_; }

  // Trajectory overrides: the first and the last break (0 when there are no
  // breaks).
  T do_start_time() const override;
  T do_end_time() const override;

 private:
  std::vector<T> breaks_;
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::PiecewiseTrajectory)
