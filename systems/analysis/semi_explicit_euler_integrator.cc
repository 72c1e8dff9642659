#include "drake/systems/analysis/semi_explicit_euler_integrator.h"

namespace drake {
namespace systems {

template <class T>
void SemiExplicitEulerIntegrator<T>::DoInitialize() {
  const ContinuousState<T>& xc = this->get_context().get_continuous_state();
  x_.resize(xc.size());
  xdot_.resize(xc.size());
  v1_.resize(xc.num_v());
  qdot_ = std::make_unique<BasicVector<T>>(xc.num_q());
}

template <class T>
bool SemiExplicitEulerIntegrator<T>::DoStep(const T& h) {
  Context<T>& context = *this->get_mutable_context();
  const T t0 = context.get_time();
  const ContinuousState<T>& xc = context.get_continuous_state();
  const int nq = xc.num_q();
  const int nv = xc.num_v();
  const int nz = xc.num_z();
  this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(&xdot_);
  xc.get_vector().CopyToPreSizedVector(&x_);

  // v and z step with the derivatives at the start of the step.
  x_.segment(nq, nv + nz) += h * xdot_.segment(nq, nv + nz);
  v1_ = x_.segment(nq, nv);
  // q steps with N(q0)·v1 (q is still q0 in the context).
  if (nq > 0) {
    this->get_system().MapVelocityToQDot(context, v1_, qdot_.get());
    x_.head(nq) += h * qdot_->get_value();
  }
  context.SetTime(t0 + h);
  context.get_mutable_continuous_state_vector().SetFromVector(x_);
  return true;
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::SemiExplicitEulerIntegrator)
