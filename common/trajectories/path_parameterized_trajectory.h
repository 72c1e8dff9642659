#pragma once

/// @file
/// PathParameterizedTrajectory<T>: a path r(s) timed by s(t), as in Drake's
/// drake/common/trajectories/path_parameterized_trajectory.h (v1.56).

#include <memory>

#include "drake/common/copyable_unique_ptr.h"
#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/trajectory.h"

namespace drake {
namespace trajectories {

/// The trajectory q(t) = r(s(t)) of a path r(s) and a scalar time scaling
/// s(t), over the time scaling's [start_time(), end_time()] (seconds); t
/// outside is evaluated at the nearest end. Its derivatives follow from
/// those of r and s by Faà di Bruno's formula,
///   q⁽ⁿ⁾(t) = Σₖ₌₁ⁿ r⁽ᵏ⁾(s(t)) Bₙ,ₖ(s'(t), s''(t), …, s⁽ⁿ⁻ᵏ⁺¹⁾(t)),
/// with Bₙ,ₖ the partial Bell polynomials; it has derivatives iff both r
/// and s have.
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class PathParameterizedTrajectory final : public Trajectory<T> {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(PathParameterizedTrajectory);

  /// q(t) = path(time_scaling(t)), of copies (Clone()) of both.
  /// @throws std::exception unless time_scaling is 1x1 (Drake demands).
  PathParameterizedTrajectory(const Trajectory<T>& path,
                              const Trajectory<T>& time_scaling);

  ~PathParameterizedTrajectory() final;

  /// q(t), at the nearest end outside [start_time(), end_time()].
  MatrixX<T> value(const T& t) const { return Trajectory<T>::value(t); }

  /// The path r(s).
  const Trajectory<T>& path() const { return *path_; }

  /// The time scaling s(t).
  const Trajectory<T>& time_scaling() const { return *time_scaling_; }

 private:
  T Clamp(const T& t) const;

  // Trajectory overrides. MakeDerivative() returns a DerivativeTrajectory.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& t) const final;
  bool do_has_derivative() const final {
    return path_->has_derivative() && time_scaling_->has_derivative();
  }
  MatrixX<T> DoEvalDerivative(const T& t, int derivative_order) const final;
  std::unique_ptr<Trajectory<T>> DoMakeDerivative(
      int derivative_order) const final;
  Eigen::Index do_rows() const final { return path_->rows(); }
  Eigen::Index do_cols() const final { return path_->cols(); }
  T do_start_time() const final { return time_scaling_->start_time(); }
  T do_end_time() const final { return time_scaling_->end_time(); }

  copyable_unique_ptr<Trajectory<T>> path_;
  copyable_unique_ptr<Trajectory<T>> time_scaling_;
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::PathParameterizedTrajectory)
