#pragma once

/// @file
/// StackedTrajectory<T>: trajectories over the same times stacked into one
/// matrix, as in Drake's drake/common/trajectories/stacked_trajectory.h
/// (v1.56).

#include <memory>
#include <vector>

#include "drake/common/copyable_unique_ptr.h"
#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/trajectory.h"

namespace drake {
namespace trajectories {

/// Stacks the values of one or more trajectories (its children) into one
/// matrix, without changing the times: every child must have the same
/// start_time() and end_time(), which are the stack's (0 and 0 while it is
/// empty). For joining trajectories in time, see CompositeTrajectory.
///
/// With `rowwise` true, value() is the vertical stack of the children's
/// values in the order appended (they must have the same cols()); with it
/// false, the horizontal stack (they must have the same rows()). The stack
/// has derivatives iff every child has; they are stacked the same way.
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class StackedTrajectory final : public Trajectory<T> {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(StackedTrajectory);

  /// An empty stack (0x0); `rowwise` sets the stacking direction.
  explicit StackedTrajectory(bool rowwise = true);

  ~StackedTrajectory() final;

  /// Stacks a copy (Clone()) of `traj` after the current children.
  /// @throws std::exception if `traj`'s start or end time differs from the
  /// stack's, or its cols() (rowwise) or rows() (not rowwise) differ from
  /// the stack's.
  void Append(const Trajectory<T>& traj);

  /// True iff the children are stacked vertically.
  bool rowwise() const { return rowwise_; }

  /// The children, as `const Trajectory<T>*`, in stacking order. (Drake
  /// returns a view; this is a vector of the same pointers, which any
  /// non-const call on this stack invalidates likewise. A view would need
  /// <ranges>, which clang 14 cannot compile with libstdc++ 12.)
  std::vector<const Trajectory<T>*> children() const {
    std::vector<const Trajectory<T>*> result;
    result.reserve(children_.size());
    for (const auto& child : children_) result.push_back(child.get());
    return result;
  }

 private:
  void Append(std::unique_ptr<Trajectory<T>> traj);

  // Trajectory overrides.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& t) const final;
  bool do_has_derivative() const final;
  MatrixX<T> DoEvalDerivative(const T& t, int derivative_order) const final;
  std::unique_ptr<Trajectory<T>> DoMakeDerivative(
      int derivative_order) const final;
  Eigen::Index do_rows() const final { return rows_; }
  Eigen::Index do_cols() const final { return cols_; }
  T do_start_time() const final;
  T do_end_time() const final;

  bool rowwise_{};
  std::vector<copyable_unique_ptr<Trajectory<T>>> children_;
  Eigen::Index rows_{};
  Eigen::Index cols_{};
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::StackedTrajectory)
