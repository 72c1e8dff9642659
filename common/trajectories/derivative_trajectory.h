#pragma once

/// @file
/// DerivativeTrajectory<T>: the derivative of a trajectory, evaluated through
/// its EvalDerivative(), as in Drake's
/// drake/common/trajectories/derivative_trajectory.h (v1.56).

#include <memory>

#include "drake/common/copyable_unique_ptr.h"
#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/trajectory.h"

namespace drake {
namespace trajectories {

/// The `derivative_order`-th time derivative of a `nominal` trajectory as a
/// Trajectory: value(t) is nominal.EvalDerivative(t, derivative_order), and
/// its own derivatives are the nominal's of higher order. Useful when a
/// trajectory can evaluate its derivatives but cannot (or not cheaply) build
/// them as trajectories (its DoMakeDerivative() can return one of these).
///
/// The start and end times are the nominal's. rows() and cols() are those of
/// the derivative, which may differ from the nominal's (a
/// PiecewiseQuaternionSlerp is 4x1, its derivative 3x1).
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class DerivativeTrajectory final : public Trajectory<T> {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(DerivativeTrajectory);

  /// The `derivative_order`-th derivative of a copy (Clone()) of `nominal`.
  /// Evaluates that derivative once, at nominal.start_time(), to learn its
  /// size.
  /// @throws std::exception if `!nominal.has_derivative()` or
  /// derivative_order < 0.
  explicit DerivativeTrajectory(const Trajectory<T>& nominal,
                                int derivative_order = 1);

  ~DerivativeTrajectory() final;

 private:
  // Trajectory overrides.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& t) const final;
  bool do_has_derivative() const final { return true; }
  MatrixX<T> DoEvalDerivative(const T& t, int derivative_order) const final;
  std::unique_ptr<Trajectory<T>> DoMakeDerivative(
      int derivative_order) const final;
  Eigen::Index do_rows() const final { return rows_; }
  Eigen::Index do_cols() const final { return cols_; }
  T do_start_time() const final;
  T do_end_time() const final;

  copyable_unique_ptr<Trajectory<T>> nominal_;
  int derivative_order_{};
  Eigen::Index rows_{};
  Eigen::Index cols_{};
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::DerivativeTrajectory)
