#include "drake/systems/analysis/implicit_euler_integrator.h"

namespace drake {
namespace systems {

template <class T>
void ImplicitEulerIntegrator<T>::DoInitialize() {
  ImplicitIntegrator<T>::DoInitialize();
  const int n = this->get_context().num_continuous_states();
  for (VectorX<T>* v : {&x0_, &x_ie_, &x_other_, &f0_, &b_, &zero_, &err_}) {
    v->resize(n);
  }
  zero_.setZero();
}

template <class T>
typename ImplicitEulerIntegrator<T>::StatisticsCounts
ImplicitEulerIntegrator<T>::ErrorEstimatorCounts() const {
  if (use_implicit_trapezoid_error_estimation_) return itr_statistics_;
  // The half steps are propagated; the rest estimates the error.
  return this->GetStatisticsCountsExcluding(hie_statistics_);
}

template <class T>
bool ImplicitEulerIntegrator<T>::DoImplicitIntegratorStep(const T& h) {
  Context<T>& context = *this->get_mutable_context();
  const T t0 = context.get_time();
  const T t1 = t0 + h;
  if (!this->get_reuse()) this->MarkJacobianStale();
  context.get_continuous_state_vector().CopyToPreSizedVector(&x0_);
  this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(&f0_);

  // Backward Euler: x = x0 + h·f(t1, x), from the explicit Euler guess.
  x_ie_ = x0_ + h * f0_;
  if (!this->SolveImplicitStep(t1, h, x0_, zero_, t0, x0_, &x_ie_)) {
    return this->FailStep(t0, x0_);
  }

  if (use_implicit_trapezoid_error_estimation_) {
    // Implicit trapezoid: x = x0 + h/2·f(t1, x) + h/2·f(t0, x0).
    const T half_h = 0.5 * h;
    b_ = half_h * f0_;
    x_other_ = x_ie_;
    const StatisticsCounts before = this->GetStatisticsCounts();
    const bool converged =
        this->SolveImplicitStep(t1, half_h, x0_, b_, t0, x0_, &x_other_);
    this->AddStatisticsSince(before, &itr_statistics_);
    if (!converged) return this->FailStep(t0, x0_);
    // Propagate the backward-Euler solution.
    err_ = x_ie_ - x_other_;
    context.SetTime(t1);
    context.SetContinuousState(x_ie_);
  } else {
    // Two half steps of backward Euler.
    const T half_h = 0.5 * h;
    const T t_half = t0 + half_h;
    x_other_ = x0_ + half_h * f0_;
    const StatisticsCounts before = this->GetStatisticsCounts();
    bool converged =
        this->SolveImplicitStep(t_half, half_h, x0_, zero_, t0, x0_, &x_other_);
    if (converged) {
      b_ = x_other_;  // The half-step state.
      x_other_ = x_ie_;
      converged =
          this->SolveImplicitStep(t1, half_h, b_, zero_, t0, x0_, &x_other_);
    }
    this->AddStatisticsSince(before, &hie_statistics_);
    if (!converged) return this->FailStep(t0, x0_);
    err_ = x_ie_ - x_other_;
    context.SetTime(t1);
    context.SetContinuousState(x_other_);
  }
  this->get_mutable_error_estimate()->SetFromVector(err_);
  return true;
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::ImplicitEulerIntegrator)
