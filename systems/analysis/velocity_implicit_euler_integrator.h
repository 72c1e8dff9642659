#pragma once

/// @file
/// VelocityImplicitEulerIntegrator<T>: backward Euler for second-order
/// systems, solved in the velocities (and miscellaneous states) only.

#include <cstdint>
#include <memory>

#include <Eigen/LU>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/analysis/implicit_integrator.h"
#include "drake/systems/framework/basic_vector.h"

namespace drake {
namespace systems {

/// First-order, L-stable implicit Euler for states x = (q, v, z) with
/// q̇ = N(q)·v (System::MapVelocityToQDot()) and ẏ = f_y(t, q, y), y = (v, z).
/// The step qⁿ⁺¹ = qⁿ + h·N(qⁿ⁺¹)·vⁿ⁺¹, yⁿ⁺¹ = yⁿ + h·f_y(tⁿ⁺¹, qⁿ⁺¹, yⁿ⁺¹)
/// is solved by Newton iterations in y alone, with N lagged one iteration:
/// ℓ(y) = f_y(tⁿ⁺¹, qⁿ + h·N(q_k)·v, y), (I − h·∂ℓ/∂y)·Δy = −(y_k − yⁿ −
/// h·ℓ(y_k)), then q_{k+1} = qⁿ + h·N(q_k)·v_{k+1}. At convergence this is
/// ImplicitEulerIntegrator's discretization with an iteration matrix of
/// size num_v + num_z instead of the whole state's.
///
/// Each step takes one step of size h and two of size h/2; the two half
/// steps are propagated and their difference from the full step is the
/// error estimate (second order). In fixed-step mode a Newton failure makes
/// the step throw; with error control the step is retried smaller. The
/// target accuracy also bounds the Newton tolerance. The error-estimator
/// statistics (get_num_error_estimator_*()) are, as in Drake, all but the
/// half steps' work.
///
/// ∂ℓ/∂y is formed by forward (default) or central differences;
/// JacobianComputationScheme::kAutomatic is not supported by this
/// integrator yet and throws std::logic_error at the first step.
/// Instantiated for double and AutoDiffXd (Drake's non-symbolic scalars).
template <class T>
class VelocityImplicitEulerIntegrator final : public ImplicitIntegrator<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(VelocityImplicitEulerIntegrator);

  explicit VelocityImplicitEulerIntegrator(const System<T>& system,
                                           Context<T>* context = nullptr);
  ~VelocityImplicitEulerIntegrator() override;

 private:
  std::unique_ptr<ImplicitIntegrator<T>> DoImplicitIntegratorClone()
      const override {
    return std::make_unique<VelocityImplicitEulerIntegrator<T>>(
        this->get_system());
  }
  bool DoSupportsErrorEstimation() const override { return true; }
  int do_get_error_estimate_order() const override { return 2; }
  void DoInitialize() override;
  void DoImplicitIntegratorReset() override;
  bool DoImplicitIntegratorStep(const T& h) override;
  using StatisticsCounts = typename ImplicitIntegrator<T>::StatisticsCounts;
  // The full step estimates the error: all the work but the half steps'.
  StatisticsCounts ErrorEstimatorCounts() const {
    return this->GetStatisticsCountsExcluding(half_step_statistics_);
  }
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
    half_step_statistics_ = {};
  }
  // One backward-Euler step of size h from (t0, x0) into *x; false if
  // Newton fails (after a retry with a fresh Jacobian when a held one was
  // used).
  bool StepVie(const T& t0, const T& h, const VectorX<T>& x0, VectorX<T>* x);
  bool IterateVie(const T& t1, const T& h, VectorX<T>* x);
  // q = qⁿ + h·N(q_k)·v.
  void CalcQ(const VectorX<T>& q_k, const Eigen::Ref<const VectorX<T>>& v,
             const T& h, VectorX<T>* q);
  // ℓ(y) = f_y(t1, qⁿ + h·N(q_k)·v, y) into *l.
  void CalcEll(const T& t1, const T& h, const VectorX<T>& q_k,
               const VectorX<T>& y, VectorX<T>* l);
  // ∂ℓ/∂y at (q_k, y) by differences; factors I − h·∂ℓ/∂y.
  void CalcJacobianAndFactor(const T& t1, const T& h, const VectorX<T>& q_k,
                             const VectorX<T>& y);
  // Forms and factors I − h·∂ℓ/∂y from the held Jacobian.
  void Factor(const T& h);

  int nq_{0}, nv_{0}, ny_{0};
  bool have_jacobian_{false};
  T factored_h_{0.0};
  MatrixX<T> jacobian_, iteration_matrix_;
  Eigen::PartialPivLU<MatrixX<T>> lu_;
  std::unique_ptr<BasicVector<T>> qdot_;
  // The step's start (qⁿ, yⁿ) and scratch.
  VectorX<T> qn_, yn_, q_k_, y_k_, q_next_, l_, l_perturbed_, l_minus_,
      y_perturbed_, residual_, dy_, x_state_;
  VectorX<T> x0_, x_full_, x_half_, x_two_, err_;
  // The half steps' work.
  StatisticsCounts half_step_statistics_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::VelocityImplicitEulerIntegrator)
