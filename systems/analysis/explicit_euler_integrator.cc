#include "drake/systems/analysis/explicit_euler_integrator.h"

namespace drake {
namespace systems {

template <class T>
void ExplicitEulerIntegrator<T>::DoInitialize() {
  const int n = this->get_context().num_continuous_states();
  x_.resize(n);
  xdot_.resize(n);
}

template <class T>
bool ExplicitEulerIntegrator<T>::DoStep(const T& h) {
  Context<T>& context = *this->get_mutable_context();
  const T t0 = context.get_time();
  // xdot = f(t0, x0).
  this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(&xdot_);
  context.get_continuous_state_vector().CopyToPreSizedVector(&x_);
  // x1 = x0 + h·xdot.
  x_ += h * xdot_;
  context.SetTime(t0 + h);
  context.get_mutable_continuous_state_vector().SetFromVector(x_);
  return true;
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ExplicitEulerIntegrator)
