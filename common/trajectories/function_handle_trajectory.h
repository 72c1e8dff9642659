#pragma once

/// @file
/// FunctionHandleTrajectory<T>: a Trajectory that calls a function, as in
/// Drake's drake/common/trajectories/function_handle_trajectory.h (v1.56).

#include <functional>
#include <limits>
#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/trajectory.h"

namespace drake {
namespace trajectories {

/// The trajectory value(t) = func(t) over [start_time, end_time] (the
/// function is called at any t; no clamping). It has derivatives only after
/// set_derivative() (MakeDerivative() then returns a DerivativeTrajectory).
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class FunctionHandleTrajectory final : public Trajectory<T> {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(FunctionHandleTrajectory);

  /// The trajectory of `func`, whose output is `rows` x `cols`, over
  /// [start_time, end_time] (seconds). Calls `func` once, at start_time, to
  /// check its output's size. With rows or cols 0 the trajectory is empty
  /// (value() returns a 0x0 matrix without calling `func`), as Drake's.
  /// @throws std::exception if `func` is null, rows < 0, cols < 0,
  /// start_time > end_time, or func(start_time) is not rows x cols.
  FunctionHandleTrajectory(
      std::function<MatrixX<T>(const T&)> func, int rows, int cols = 1,
      double start_time = -std::numeric_limits<double>::infinity(),
      double end_time = std::numeric_limits<double>::infinity());

  ~FunctionHandleTrajectory() final;

  /// Sets the function returning the derivative of order `order` (> 0) at
  /// `t`; it should throw for orders it does not implement. Its output's
  /// size is checked at each call (rows x cols, else std::exception).
  void set_derivative(
      std::function<MatrixX<T>(const T& /* t */, int /* order */)> func) {
    derivative_func_ = std::move(func);
  }

 private:
  // Trajectory overrides.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& t) const final;
  bool do_has_derivative() const final { return derivative_func_ != nullptr; }
  // Both throw if derivative_order > 0 and there is no derivative function.
  MatrixX<T> DoEvalDerivative(const T& t, int derivative_order) const final;
  std::unique_ptr<Trajectory<T>> DoMakeDerivative(
      int derivative_order) const final;
  Eigen::Index do_rows() const final { return rows_; }
  Eigen::Index do_cols() const final { return cols_; }
  T do_start_time() const final { return start_time_; }
  T do_end_time() const final { return end_time_; }

  std::function<MatrixX<T>(const T&)> func_;
  std::function<MatrixX<T>(const T&, int)> derivative_func_;
  int rows_{};
  int cols_{};
  double start_time_{};
  double end_time_{};
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::FunctionHandleTrajectory)
