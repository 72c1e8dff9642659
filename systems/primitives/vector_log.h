#pragma once

/// @file
/// VectorLog<T>: a growing record of (time, vector sample) pairs.

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"

namespace drake {
namespace systems {

/// Samples of a vector signal and their times. Storage grows
/// geometrically, so appending is amortized O(1).
template <typename T>
class VectorLog {
 public:
  /// An empty log of samples of `input_size` elements.
  explicit VectorLog(int input_size);

  /// The number of samples.
  int num_samples() const { return num_samples_; }
  /// The sample times (seconds), num_samples() long.
  Eigen::VectorBlock<const VectorX<T>> sample_times() const {
    return sample_times_.head(num_samples_);
  }
  /// The samples, one per column: get_input_size() × num_samples().
  Eigen::Block<const MatrixX<T>, Eigen::Dynamic, Eigen::Dynamic, true> data()
      const {
    return data_.leftCols(num_samples_);
  }
  int get_input_size() const { return static_cast<int>(data_.rows()); }

  /// Appends a sample taken at `time`; throws std::logic_error if the
  /// sample has the wrong size.
  void AddData(const T& time, const Eigen::Ref<const VectorX<T>>& sample);
  /// Removes every sample (keeping the storage).
  void Clear() { num_samples_ = 0; }
  /// Makes room for `capacity` samples.
  void Reserve(int capacity);

 private:
  MatrixX<T> data_;
  VectorX<T> sample_times_;
  int num_samples_{0};
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::VectorLog)
