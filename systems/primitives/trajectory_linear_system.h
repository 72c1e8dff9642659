#pragma once

/// @file
/// TrajectoryLinearSystem<T>: a linear system whose matrices are
/// trajectories of time.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/extract_double.h"
#include "drake/common/trajectories/trajectory.h"
#include "drake/systems/framework/scalar_conversion_traits.h"
#include "drake/systems/primitives/linear_system.h"

namespace drake {
namespace systems {

/// A TimeVaryingLinearSystem whose A(t), B(t), C(t), D(t) are the values of
/// the given trajectories at t (copies are kept):
///   ẋ = A(t)·x + B(t)·u  (or the discrete update every time_period
///   seconds),  y = C(t)·x + D(t)·u.
/// Sizes: num_states = A.rows(), num_inputs = B.cols(), num_outputs =
/// C.rows(). Ports: input "u0", output "y0" (when those sizes are positive).
template <typename T>
class TrajectoryLinearSystem final : public TimeVaryingLinearSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(TrajectoryLinearSystem);

  /// @throws std::logic_error if the trajectories' shapes disagree (A square,
  /// B with A's rows, C with A's columns, D with C's rows and B's columns) or
  /// time_period is negative.
  TrajectoryLinearSystem(const trajectories::Trajectory<double>& A,
                         const trajectories::Trajectory<double>& B,
                         const trajectories::Trajectory<double>& C,
                         const trajectories::Trajectory<double>& D,
                         double time_period = 0.);

  /// Scalar-converting copy constructor (keeps the default state and the
  /// random covariance).
  template <typename U>
  explicit TrajectoryLinearSystem(const TrajectoryLinearSystem<U>& other)
      : TrajectoryLinearSystem(*other.A_, *other.B_, *other.C_, *other.D_,
                               other.time_period()) {
    this->ConfigureDefaultAndRandomStateFrom(other);
  }

  MatrixX<T> A(const T& t) const final { return Eval(*A_, t); }
  MatrixX<T> B(const T& t) const final { return Eval(*B_, t); }
  MatrixX<T> C(const T& t) const final { return Eval(*C_, t); }
  MatrixX<T> D(const T& t) const final { return Eval(*D_, t); }

 private:
  template <typename>
  friend class TrajectoryLinearSystem;

  static MatrixX<T> Eval(const trajectories::Trajectory<double>& trajectory,
                         const T& t) {
    return trajectory.value(ExtractDoubleOrThrow(t)).template cast<T>();
  }

  const std::unique_ptr<trajectories::Trajectory<double>> A_;
  const std::unique_ptr<trajectories::Trajectory<double>> B_;
  const std::unique_ptr<trajectories::Trajectory<double>> C_;
  const std::unique_ptr<trajectories::Trajectory<double>> D_;
};

namespace scalar_conversion {
/// TrajectoryLinearSystem converts between the non-symbolic scalars.
template <>
struct Traits<TrajectoryLinearSystem> : public NonSymbolicTraits {};
}  // namespace scalar_conversion

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::TrajectoryLinearSystem)
