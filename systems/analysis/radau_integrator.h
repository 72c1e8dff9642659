#pragma once

/// @file
/// RadauIntegrator<T, num_stages>: fully implicit Radau IIA integrators
/// (L-stable, for stiff systems) with an error estimate for step-size
/// control; Radau3Integrator (two stages, third order) and Radau1Integrator
/// (one stage: backward Euler).

#include <cstdint>
#include <memory>

#include <Eigen/LU>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/analysis/implicit_integrator.h"

namespace drake {
namespace systems {

/// Radau IIA with `num_stages` stages (1 or 2; Hairer and Wanner, Solving
/// Ordinary Differential Equations II, ch. IV.5 and IV.8). With two stages
/// (the default; order 3) the stage increments Zᵢ = h·Σⱼ aᵢⱼ·f(t₀ + cⱼh,
/// x₀ + Zⱼ), with c = (1/3, 1) and A = [5/12 −1/12; 3/4 1/4], are found by
/// Newton–Raphson iterations on the 2n equations with the iteration matrix
/// I − h·(A ⊗ J) (J = ∂f/∂x at the step's start, see ImplicitIntegrator),
/// and the state advances to x₀ + Z₂ (the method is stiffly accurate). With
/// one stage it is backward Euler. Both are L-stable.
///
/// The local error is estimated, as Drake does, by the difference from the
/// implicit trapezoid rule's solution x₀ + h/2·(f(t₀, x₀) + f(t₁, x₁));
/// get_error_estimate_order() is 3 with two stages and 2 with one. In
/// fixed-step mode a Newton failure makes the step throw; with error
/// control the step is retried smaller. The target accuracy also bounds
/// the Newton iterations' tolerance in fixed-step mode. The error-estimator
/// statistics (get_num_error_estimator_*()) are the implicit trapezoid
/// solve's work, as in Drake.
///
/// Instantiated for double and AutoDiffXd (Drake's non-symbolic scalars).
template <typename T, int num_stages = 2>
class RadauIntegrator final : public ImplicitIntegrator<T> {
  static_assert(num_stages == 1 || num_stages == 2,
                "Only 1-stage and 2-stage Radau are supported.");

 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RadauIntegrator);

  explicit RadauIntegrator(const System<T>& system,
                           Context<T>* context = nullptr);
  ~RadauIntegrator() override;

 private:
  std::unique_ptr<ImplicitIntegrator<T>> DoImplicitIntegratorClone()
      const override {
    return std::make_unique<RadauIntegrator<T, num_stages>>(this->get_system());
  }
  bool DoSupportsErrorEstimation() const override { return true; }
  int do_get_error_estimate_order() const override {
    return num_stages == 2 ? 3 : 2;
  }
  void DoInitialize() override;
  bool DoImplicitIntegratorStep(const T& h) override;
  int64_t do_get_num_error_estimator_derivative_evaluations() const override {
    return error_estimator_statistics_.derivative_evaluations;
  }
  int64_t do_get_num_error_estimator_derivative_evaluations_for_jacobian()
      const override {
    return error_estimator_statistics_.derivative_evaluations_for_jacobian;
  }
  int64_t do_get_num_error_estimator_newton_raphson_iterations()
      const override {
    return error_estimator_statistics_.newton_raphson_iterations;
  }
  int64_t do_get_num_error_estimator_jacobian_evaluations() const override {
    return error_estimator_statistics_.jacobian_evaluations;
  }
  int64_t do_get_num_error_estimator_iteration_matrix_factorizations()
      const override {
    return error_estimator_statistics_.iteration_matrix_factorizations;
  }
  void DoResetImplicitIntegratorStatistics() override {
    error_estimator_statistics_ = {};
  }
  // Solves for the stage increments Z (size num_stages·n) from the guess in
  // z_; true on convergence. Retries once with a fresh Jacobian when the
  // first attempt used a held one.
  bool SolveStages(const T& t0, const T& h);
  bool IterateStages(const T& t0, const T& h);

  VectorX<T> x0_, f0_, x_radau_, x_trapezoid_, b_trapezoid_, err_, x_stage_,
      f_tmp_;
  VectorX<T> z_, z_guess_, g_, dz_, f_stage_;
  MatrixX<T> iteration_matrix_;
  Eigen::PartialPivLU<MatrixX<T>> lu_;
  // What lu_ factors: h and the Jacobian (by its evaluation count).
  bool have_factorization_{false};
  T factored_h_{0.0};
  int64_t factored_jacobian_count_{-1};
  // The implicit trapezoid solves' work.
  typename ImplicitIntegrator<T>::StatisticsCounts error_estimator_statistics_;
};

/// The two-stage, third-order Radau IIA integrator.
template <typename T>
using Radau3Integrator = RadauIntegrator<T, 2>;

/// The one-stage Radau IIA integrator (backward Euler, with the implicit
/// trapezoid error estimate).
template <typename T>
using Radau1Integrator = RadauIntegrator<T, 1>;

}  // namespace systems
}  // namespace drake

extern template class ::drake::systems::RadauIntegrator<double, 1>;
extern template class ::drake::systems::RadauIntegrator<double, 2>;
extern template class ::drake::systems::RadauIntegrator<::drake::AutoDiffXd, 1>;
extern template class ::drake::systems::RadauIntegrator<::drake::AutoDiffXd, 2>;
