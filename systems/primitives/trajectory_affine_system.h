#pragma once

/// @file
/// TrajectoryAffineSystem<T>: an affine system whose matrices are
/// trajectories of time.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/extract_double.h"
#include "drake/common/trajectories/trajectory.h"
#include "drake/systems/framework/scalar_conversion_traits.h"
#include "drake/systems/primitives/affine_system.h"

namespace drake {
namespace systems {

/// A TimeVaryingAffineSystem whose A(t), B(t), f₀(t), C(t), D(t), y₀(t) are
/// the values of the given trajectories at t (copies are kept):
///   ẋ = A(t)·x + B(t)·u + f₀(t)  (or the discrete update every
///   time_period seconds),  y = C(t)·x + D(t)·u + y₀(t).
/// Sizes: num_states = A.rows(), num_inputs = B.cols(), num_outputs =
/// C.rows(). Ports: input "u0", output "y0" (when those sizes are positive).
/// For AutoDiffXd, the matrices are evaluated at the value of t and carry no
/// derivatives.
template <typename T>
class TrajectoryAffineSystem final : public TimeVaryingAffineSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(TrajectoryAffineSystem);

  /// @throws std::logic_error if the trajectories' shapes disagree (A square,
  /// B with A's rows, f₀ a column of A's rows, C with A's columns, D with C's
  /// rows and B's columns, y₀ a column of C's rows) or time_period is
  /// negative.
  TrajectoryAffineSystem(const trajectories::Trajectory<double>& A,
                         const trajectories::Trajectory<double>& B,
                         const trajectories::Trajectory<double>& f0,
                         const trajectories::Trajectory<double>& C,
                         const trajectories::Trajectory<double>& D,
                         const trajectories::Trajectory<double>& y0,
                         double time_period = 0.);

  /// Scalar-converting copy constructor (keeps the default state and the
  /// random covariance).
  template <typename U>
  explicit TrajectoryAffineSystem(const TrajectoryAffineSystem<U>& other)
      : TrajectoryAffineSystem(*other.A_, *other.B_, *other.f0_, *other.C_,
                               *other.D_, *other.y0_, other.time_period()) {
    this->ConfigureDefaultAndRandomStateFrom(other);
  }

  MatrixX<T> A(const T& t) const final { return Eval(*A_, t); }
  MatrixX<T> B(const T& t) const final { return Eval(*B_, t); }
  VectorX<T> f0(const T& t) const final { return Eval(*f0_, t); }
  MatrixX<T> C(const T& t) const final { return Eval(*C_, t); }
  MatrixX<T> D(const T& t) const final { return Eval(*D_, t); }
  VectorX<T> y0(const T& t) const final { return Eval(*y0_, t); }

 private:
  template <typename>
  friend class TrajectoryAffineSystem;

  static MatrixX<T> Eval(const trajectories::Trajectory<double>& trajectory,
                         const T& t) {
    return trajectory.value(ExtractDoubleOrThrow(t)).template cast<T>();
  }

  const std::unique_ptr<trajectories::Trajectory<double>> A_;
  const std::unique_ptr<trajectories::Trajectory<double>> B_;
  const std::unique_ptr<trajectories::Trajectory<double>> f0_;
  const std::unique_ptr<trajectories::Trajectory<double>> C_;
  const std::unique_ptr<trajectories::Trajectory<double>> D_;
  const std::unique_ptr<trajectories::Trajectory<double>> y0_;
};

namespace scalar_conversion {
/// TrajectoryAffineSystem converts between the non-symbolic scalars.
template <>
struct Traits<TrajectoryAffineSystem> : public NonSymbolicTraits {};
}  // namespace scalar_conversion

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::TrajectoryAffineSystem)
