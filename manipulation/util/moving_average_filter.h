#pragma once

/// @file
/// MovingAverageFilter: the mean of the last n samples of a signal
/// (Drake's drake/manipulation/util/moving_average_filter.h).

#include <queue>

#include "drake/common/drake_copyable.h"

namespace drake {
namespace manipulation {
namespace util {

/// A discrete moving-average filter: after the k-th sample x[k] (counting
/// from 1), the output is the mean of the last min(k, n) samples,
///   y[k] = (1 / min(k, n)) · Σ_{j=0}^{min(k,n)-1} x[k-j],
/// where n is the window size. A standalone utility, not a System (an
/// AffineSystem gives the same LTI filter as a System).
///
/// @tparam T the sample type; instantiated for `double` and
///   `Eigen::VectorXd` (every sample of one filter must have the same size).
template <typename T>
class MovingAverageFilter {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(MovingAverageFilter);

  /// A filter averaging the last `window_size` samples.
  /// @throws std::exception if `window_size` ≤ 0.
  explicit MovingAverageFilter(int window_size);

  /// Adds `new_data` to the window (dropping the oldest sample once the
  /// window is full) and returns the new average.
  /// @throws std::exception if `new_data`'s size differs from the samples
  ///   already in the window (vector samples only).
  T Update(const T& new_data);

  /// The samples in the window, oldest first.
  const std::queue<T>& window() const { return window_; }

  /// The most recent average (the value the last Update() returned).
  /// @pre Update() has been called at least once.
  const T moving_average() const { return (1.0 / window_.size()) * sum_; }

 private:
  std::queue<T> window_;
  int window_size_{0};
  T sum_{};
};

}  // namespace util
}  // namespace manipulation
}  // namespace drake
