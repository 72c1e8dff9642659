#pragma once

/// @file
/// AntiderivativeFunction<T>: F(u; k) = ∫ᵥᵘ f(x; k) dx by numerical
/// integration, for one lower limit v or as a dense function of u.

#include <functional>
#include <memory>
#include <utility>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/analysis/scalar_dense_output.h"
#include "drake/systems/analysis/scalar_initial_value_problem.h"

namespace drake {
namespace systems {

/// The antiderivative of a scalar function f(x; k), computed as the scalar
/// initial value problem dF/dx = f(x; k), F(v) = 0 (same default integrator
/// and settings as InitialValueProblem).
template <typename T>
class AntiderivativeFunction {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(AntiderivativeFunction);

  /// f(x, k), the function to integrate.
  using IntegrableFunction = std::function<T(const T& x, const VectorX<T>& k)>;

  /// The antiderivative of `integrable_function` with parameters `k`.
  AntiderivativeFunction(const IntegrableFunction& integrable_function,
                         const Eigen::Ref<const VectorX<T>>& k = Vector0<T>{});
  ~AntiderivativeFunction();

  /// ∫ᵥᵘ f(x; k) dx. Throws std::exception if u < v.
  T Evaluate(const T& v, const T& u) const;

  /// u ↦ ∫ᵥᵘ f(x; k) dx for u in [v, w], as a scalar dense output. Throws
  /// std::exception if w < v.
  std::unique_ptr<ScalarDenseOutput<T>> MakeDenseEvalFunction(const T& v,
                                                              const T& w) const;

  /// As InitialValueProblem::reset_integrator().
  template <typename Integrator, typename... Args>
  Integrator* reset_integrator(Args&&... args) {
    return scalar_ivp_->template reset_integrator<Integrator>(
        std::forward<Args>(args)...);
  }
  const IntegratorBase<T>& get_integrator() const {
    return scalar_ivp_->get_integrator();
  }
  IntegratorBase<T>& get_mutable_integrator() {
    return scalar_ivp_->get_mutable_integrator();
  }

 private:
  std::unique_ptr<ScalarInitialValueProblem<T>> scalar_ivp_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::AntiderivativeFunction)
