#pragma once

/// @file
/// DiscreteTimeTrajectory<T>: values defined only at sample times, as in
/// Drake's drake/common/trajectories/discrete_time_trajectory.h (v1.56).

#include <limits>
#include <memory>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/common/trajectories/trajectory.h"

namespace drake {
namespace trajectories {

/// A trajectory defined only at discrete sample times: value(t) is the
/// sample whose time is within time_comparison_tolerance() of t, and throws
/// for any other t. It has no derivatives. ToZeroOrderHold() gives the
/// piecewise-constant trajectory defined at every time in between.
///
/// (For instance, the gains K(t) of a discrete-time finite-horizon LQR are
/// defined only at the sample times; x → −K(t) x → zero-order hold → u is
/// the correct continuous-time use of them.)
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class DiscreteTimeTrajectory final : public Trajectory<T> {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(DiscreteTimeTrajectory);

  /// The empty trajectory (no samples).
  DiscreteTimeTrajectory() = default;

  /// Vector samples: column i of `values` at `times[i]` (seconds).
  /// @throws std::exception as the std::vector version, or if `values` does
  /// not have times.size() columns.
  DiscreteTimeTrajectory(const Eigen::Ref<const VectorX<T>>& times,
                         const Eigen::Ref<const MatrixX<T>>& values,
                         double time_comparison_tolerance =
                             std::numeric_limits<double>::epsilon());

  /// Matrix samples: `values[i]` at `times[i]` (seconds).
  /// @throws std::exception if the sizes of `times` and `values` differ,
  /// the samples differ in size, the times do not increase by at least
  /// `time_comparison_tolerance` (Drake demands these), or
  /// `time_comparison_tolerance` < 0.
  DiscreteTimeTrajectory(std::vector<T> times, std::vector<MatrixX<T>> values,
                         double time_comparison_tolerance =
                             std::numeric_limits<double>::epsilon());

  ~DiscreteTimeTrajectory() final;

  /// The samples as PiecewisePolynomial<T>::ZeroOrderHold(get_times(),
  /// samples).
  /// @throws std::exception if there are fewer than 2 samples.
  PiecewisePolynomial<T> ToZeroOrderHold() const;

  /// The tolerance (seconds) within which value(t) matches t to a sample
  /// time.
  double time_comparison_tolerance() const {
    return time_comparison_tolerance_;
  }

  /// The number of samples.
  int num_times() const { return static_cast<int>(times_.size()); }

  /// The sample times, seconds.
  const std::vector<T>& get_times() const { return times_; }

  /// The sample at `t` (seconds).
  /// @throws std::exception if `t` is not within time_comparison_tolerance()
  /// of a sample time.
  MatrixX<T> value(const T& t) const { return Trajectory<T>::value(t); }

  /// The rows of the samples.
  /// @throws std::exception if num_times() == 0 (Drake demands).
  Eigen::Index rows() const { return Trajectory<T>::rows(); }

  /// The columns of the samples.
  /// @throws std::exception if num_times() == 0 (Drake demands).
  Eigen::Index cols() const { return Trajectory<T>::cols(); }

  /// The first sample time.
  /// @throws std::exception if num_times() == 0 (Drake demands).
  T start_time() const { return Trajectory<T>::start_time(); }

  /// The last sample time.
  /// @throws std::exception if num_times() == 0 (Drake demands).
  T end_time() const { return Trajectory<T>::end_time(); }

 private:
  void ThrowIfEmpty(const char* func) const;

  // Trajectory overrides.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& t) const final;
  Eigen::Index do_rows() const final;
  Eigen::Index do_cols() const final;
  T do_start_time() const final;
  T do_end_time() const final;

  std::vector<T> times_;
  std::vector<MatrixX<T>> values_;
  double time_comparison_tolerance_{};
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::DiscreteTimeTrajectory)
