#include "drake/systems/analysis/runge_kutta3_integrator.h"

namespace drake {
namespace systems {

template <class T>
void RungeKutta3Integrator<T>::DoInitialize() {
  const int n = this->get_context().num_continuous_states();
  for (VectorX<T>* v : {&x0_, &x_, &k1_, &k2_, &k3_, &err_}) v->resize(n);
}

template <class T>
bool RungeKutta3Integrator<T>::DoStep(const T& h) {
  Context<T>& context = *this->get_mutable_context();
  const T t0 = context.get_time();
  const T half_h = 0.5 * h;
  const T two_h = 2.0 * h;
  const T sixth_h = h / 6.0;
  context.get_continuous_state_vector().CopyToPreSizedVector(&x0_);

  // k1 = f(t0, x0).
  this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(&k1_);

  // k2 = f(t0 + h/2, x0 + h/2·k1).
  x_ = x0_ + half_h * k1_;
  context.SetTime(t0 + half_h);
  context.get_mutable_continuous_state_vector().SetFromVector(x_);
  this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(&k2_);

  // k3 = f(t0 + h, x0 − h·k1 + 2h·k2).
  x_ = x0_ - h * k1_ + two_h * k2_;
  context.SetTime(t0 + h);
  context.get_mutable_continuous_state_vector().SetFromVector(x_);
  this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(&k3_);

  // Third-order solution, and its difference from the midpoint solution
  // x0 + h·k2: h/6·(k1 − 2·k2 + k3).
  x_ = x0_ + sixth_h * (k1_ + 4.0 * k2_ + k3_);
  context.get_mutable_continuous_state_vector().SetFromVector(x_);
  err_ = sixth_h * (k1_ - 2.0 * k2_ + k3_);
  this->get_mutable_error_estimate()->SetFromVector(err_);
  return true;
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::RungeKutta3Integrator)
