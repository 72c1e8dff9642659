#pragma once

/// @file
/// internal::WrappedTrajectory<T>: a Trajectory forwarding to a shared one,
/// as in Drake's drake/common/trajectories/wrapped_trajectory.h (v1.56).

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/trajectory.h"

namespace drake {
namespace trajectories {
namespace internal {

/* Implements Trajectory by forwarding every call to a trajectory held by
shared_ptr (a decorator). Clone() and MakeDerivative() return the wrapped
trajectory's results, not another wrapper (so repeated clones do not nest).
Drake uses it for its Python bindings.

@tparam T double or AutoDiffXd. */
template <typename T>
class WrappedTrajectory final : public Trajectory<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(WrappedTrajectory);

  /* Wraps `trajectory`.
  @throws std::exception if `trajectory` is null. */
  explicit WrappedTrajectory(std::shared_ptr<const Trajectory<T>> trajectory);

  ~WrappedTrajectory() final;

  /* The wrapped trajectory. */
  const Trajectory<T>* unwrap() const { return trajectory_.get(); }

 private:
  // Trajectory overrides.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& t) const final;
  bool do_has_derivative() const final;
  MatrixX<T> DoEvalDerivative(const T& t, int derivative_order) const final;
  std::unique_ptr<Trajectory<T>> DoMakeDerivative(
      int derivative_order) const final;
  Eigen::Index do_rows() const final;
  Eigen::Index do_cols() const final;
  T do_start_time() const final;
  T do_end_time() const final;

  std::shared_ptr<const Trajectory<T>> trajectory_;
};

}  // namespace internal
}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::internal::WrappedTrajectory)
