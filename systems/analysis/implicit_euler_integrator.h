#pragma once

/// @file
/// ImplicitEulerIntegrator<T>: first-order, L-stable backward Euler with
/// an error estimate for step-size control (for stiff systems).

#include <cstdint>
#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/analysis/implicit_integrator.h"

namespace drake {
namespace systems {

/// Backward Euler: solves x(t+h) = x(t) + h·f(t+h, x(t+h)) by Newton–Raphson
/// iterations (see ImplicitIntegrator). L-stable, so it takes large steps
/// on stiff systems where explicit methods blow up.
///
/// Error estimate (order 2): by default the difference between the
/// backward-Euler solution (which is propagated) and the second-order
/// implicit trapezoid solution x + h/2·(f(t, x) + f(t+h, x(t+h))).
/// With set_use_implicit_trapezoid_error_estimation(false) it is instead
/// the difference between one full step and two half steps (the two half
/// steps are propagated). Supports error control (the default) and fixed
/// steps; in fixed-step mode a Newton failure makes the step throw.
///
/// The error-estimator statistics (get_num_error_estimator_*()) are, as in
/// Drake, the implicit trapezoid solve's work; with two half steps they are
/// everything but the half steps' work (the full step and the derivative
/// evaluation at the step's start).
template <class T>
class ImplicitEulerIntegrator final : public ImplicitIntegrator<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ImplicitEulerIntegrator);

  explicit ImplicitEulerIntegrator(const System<T>& system,
                                   Context<T>* context = nullptr)
      : ImplicitIntegrator<T>(system, context) {}
  ~ImplicitEulerIntegrator() override = default;

  /// Chooses the error estimate (see the class doc); default true.
  void set_use_implicit_trapezoid_error_estimation(bool flag) {
    use_implicit_trapezoid_error_estimation_ = flag;
  }
  bool get_use_implicit_trapezoid_error_estimation() const {
    return use_implicit_trapezoid_error_estimation_;
  }

 private:
  std::unique_ptr<ImplicitIntegrator<T>> DoImplicitIntegratorClone()
      const override {
    auto clone =
        std::make_unique<ImplicitEulerIntegrator<T>>(this->get_system());
    clone->set_use_implicit_trapezoid_error_estimation(
        use_implicit_trapezoid_error_estimation_);
    return clone;
  }
  bool DoSupportsErrorEstimation() const override { return true; }
  int do_get_error_estimate_order() const override { return 2; }
  void DoInitialize() override;
  bool DoImplicitIntegratorStep(const T& h) override;

  // The error estimator's statistics (see the class doc).
  using StatisticsCounts = typename ImplicitIntegrator<T>::StatisticsCounts;
  StatisticsCounts ErrorEstimatorCounts() const;
  int64_t do_get_num_error_estimator_derivative_evaluations() const override {
    return ErrorEstimatorCounts().derivative_evaluations;
  }
  int64_t do_get_num_error_estimator_derivative_evaluations_for_jacobian()
      const override {
    return ErrorEstimatorCounts().derivative_evaluations_for_jacobian;
  }
  int64_t do_get_num_error_estimator_newton_raphson_iterations()
      const override {
    return ErrorEstimatorCounts().newton_raphson_iterations;
  }
  int64_t do_get_num_error_estimator_jacobian_evaluations() const override {
    return ErrorEstimatorCounts().jacobian_evaluations;
  }
  int64_t do_get_num_error_estimator_iteration_matrix_factorizations()
      const override {
    return ErrorEstimatorCounts().iteration_matrix_factorizations;
  }
  void DoResetImplicitIntegratorStatistics() override {
    itr_statistics_ = {};
    hie_statistics_ = {};
  }

  bool use_implicit_trapezoid_error_estimation_{true};
  // The work of the implicit trapezoid solves and of the half steps.
  StatisticsCounts itr_statistics_, hie_statistics_;
  VectorX<T> x0_, x_ie_, x_other_, f0_, b_, zero_, err_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::ImplicitEulerIntegrator)
