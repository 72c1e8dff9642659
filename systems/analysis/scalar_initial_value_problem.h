#pragma once

/// @file
/// ScalarInitialValueProblem<T>: the scalar case of InitialValueProblem,
/// dx/dt = f(t, x; k) with x ∈ ℝ.

#include <functional>
#include <memory>
#include <utility>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/analysis/initial_value_problem.h"
#include "drake/systems/analysis/scalar_dense_output.h"

namespace drake {
namespace systems {

/// The initial value problem dx/dt = f(t, x; k), x(t₀) = x₀ for a scalar x
/// and parameters k ∈ ℝᵐ, solved as a one-dimensional InitialValueProblem
/// (same default integrator and settings).
template <typename T>
class ScalarInitialValueProblem {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ScalarInitialValueProblem);

  /// f(t, x, k): the time derivative of x.
  using ScalarOdeFunction =
      std::function<T(const T& t, const T& x, const VectorX<T>& k)>;

  /// The problem of `scalar_ode_function` from `x0`, with parameters `k`.
  ScalarInitialValueProblem(
      const ScalarOdeFunction& scalar_ode_function, const T& x0,
      const Eigen::Ref<const VectorX<T>>& k = Vector0<T>{});
  ~ScalarInitialValueProblem();

  /// x(tf) for x(t0) = x₀. Throws std::exception if tf < t0.
  T Solve(const T& t0, const T& tf) const;

  /// x(t) for t in [t0, tf] as a scalar dense output. Throws as Solve().
  std::unique_ptr<ScalarDenseOutput<T>> DenseSolve(const T& t0,
                                                   const T& tf) const;

  /// As InitialValueProblem::reset_integrator().
  template <typename Integrator, typename... Args>
  Integrator* reset_integrator(Args&&... args) {
    return vector_ivp_->template reset_integrator<Integrator>(
        std::forward<Args>(args)...);
  }
  const IntegratorBase<T>& get_integrator() const {
    return vector_ivp_->get_integrator();
  }
  IntegratorBase<T>& get_mutable_integrator() {
    return vector_ivp_->get_mutable_integrator();
  }

 private:
  std::unique_ptr<InitialValueProblem<T>> vector_ivp_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::ScalarInitialValueProblem)
