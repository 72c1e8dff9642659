#pragma once

/// @file
/// InitialValueProblem<T>: solves dx/dt = f(t, x; k) from x(t₀) = x₀ with
/// one of the library's integrators, for the value at a time or as a dense
/// output over an interval.

#include <functional>
#include <memory>
#include <utility>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/analysis/dense_output.h"
#include "drake/systems/analysis/integrator_base.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/system.h"

namespace drake {
namespace systems {

/// The initial value problem dx/dt = f(t, x; k), x(t₀) = x₀, for x ∈ ℝⁿ
/// and parameters k ∈ ℝᵐ fixed at construction.
///
/// By default it integrates with RungeKutta3Integrator (error controlled)
/// at accuracy kDefaultAccuracy, starting from step kInitialStepSize and
/// with steps no longer than kMaxStepSize; reset_integrator() and
/// get_mutable_integrator() change that. Each Solve() or DenseSolve()
/// starts afresh from x₀ at the given t₀ and keeps the integrator's
/// settings.
///
/// Not thread-safe: the solves are const but share one Context.
template <typename T>
class InitialValueProblem {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(InitialValueProblem);

  /// The default integration accuracy (relative, see IntegratorBase).
  static const double kDefaultAccuracy;
  /// The default initial step size target (s).
  static const double kInitialStepSize;
  /// The default maximum step size (s).
  static const double kMaxStepSize;

  /// f(t, x, k): the time derivative of x, of x's size.
  using OdeFunction = std::function<VectorX<T>(const T& t, const VectorX<T>& x,
                                               const VectorX<T>& k)>;

  /// The problem of `ode_function` from `x0`, with parameters `k`.
  InitialValueProblem(const OdeFunction& ode_function,
                      const Eigen::Ref<const VectorX<T>>& x0,
                      const Eigen::Ref<const VectorX<T>>& k = Vector0<T>{});
  ~InitialValueProblem();

  /// x(tf) for x(t0) = x₀. Throws std::exception if tf < t0, or if the
  /// integration fails (e.g. f returns a vector of the wrong size).
  VectorX<T> Solve(const T& t0, const T& tf) const;

  /// x(t) for t in [t0, tf], as a dense output (cubic Hermite between the
  /// integration steps), for x(t0) = x₀. Throws as Solve().
  std::unique_ptr<DenseOutput<T>> DenseSolve(const T& t0, const T& tf) const;

  /// Replaces the integrator with an `Integrator` constructed from the
  /// problem's system and `args` (e.g. a maximum step size for a fixed-step
  /// integrator) and returns it, for further settings.
  template <typename Integrator, typename... Args>
  Integrator* reset_integrator(Args&&... args) {
    auto integrator =
        std::make_unique<Integrator>(*system_, std::forward<Args>(args)...);
    Integrator* result = integrator.get();
    integrator_ = std::move(integrator);
    integrator_->reset_context(context_.get());
    return result;
  }

  /// The integrator in use.
  const IntegratorBase<T>& get_integrator() const {
    DRAKE_DEMAND(integrator_ != nullptr);
    return *integrator_;
  }
  /// The integrator in use, for changing its settings.
  IntegratorBase<T>& get_mutable_integrator() {
    DRAKE_DEMAND(integrator_ != nullptr);
    return *integrator_;
  }

 private:
  // Sets the context to (t0, x₀, k) and resets the integrator, keeping its
  // settings.
  void Restart(const T& t0) const;

  std::unique_ptr<System<T>> system_;
  std::unique_ptr<Context<T>> context_;
  std::unique_ptr<IntegratorBase<T>> integrator_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::InitialValueProblem)
