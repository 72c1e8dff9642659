#include "drake/systems/analysis/runge_kutta2_integrator.h"

namespace drake {
namespace systems {

template <class T>
void RungeKutta2Integrator<T>::DoInitialize() {
  const int n = this->get_context().num_continuous_states();
  x0_.resize(n);
  x_.resize(n);
  k1_.resize(n);
  k2_.resize(n);
}

template <class T>
bool RungeKutta2Integrator<T>::DoStep(const T& h) {
  Context<T>& context = *this->get_mutable_context();
  const T t0 = context.get_time();
  context.get_continuous_state_vector().CopyToPreSizedVector(&x0_);
  // k1 = f(t0, x0).
  this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(&k1_);
  // k2 = f(t0 + h, x0 + h·k1).
  x_ = x0_ + h * k1_;
  context.SetTime(t0 + h);
  context.get_mutable_continuous_state_vector().SetFromVector(x_);
  this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(&k2_);
  // x1 = x0 + h/2·(k1 + k2).
  const T half_h = 0.5 * h;
  x_ = x0_ + half_h * (k1_ + k2_);
  context.get_mutable_continuous_state_vector().SetFromVector(x_);
  return true;
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::RungeKutta2Integrator)
