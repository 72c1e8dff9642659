// DiscreteTimeIntegrator: x[n+1] = x[n] + h·u[n].

#include "drake/systems/primitives/discrete_time_integrator.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace systems {

template <typename T>
DiscreteTimeIntegrator<T>::DiscreteTimeIntegrator(int size, double time_step)
    : LeafSystem<T>(SystemTypeTag<DiscreteTimeIntegrator>{}),
      time_step_(time_step) {
  if (size <= 0) {
    throw std::logic_error(fmt::format(
        "DiscreteTimeIntegrator: the size must be positive; got {}.", size));
  }
  if (!(time_step > 0.0) || !std::isfinite(time_step)) {
    throw std::logic_error(fmt::format(
        "DiscreteTimeIntegrator: the time_step must be positive and finite; "
        "got {}.",
        time_step));
  }
  this->DeclareVectorInputPort("u", size);
  const DiscreteStateIndex state = this->DeclareDiscreteState(size);
  this->DeclarePeriodicDiscreteUpdateEvent(time_step_, 0.0,
                                           &DiscreteTimeIntegrator<T>::Update);
  this->DeclareStateOutputPort("y", state);
}

template <typename T>
DiscreteTimeIntegrator<T>::~DiscreteTimeIntegrator() = default;

template <typename T>
void DiscreteTimeIntegrator<T>::set_integral_value(
    Context<T>* context, const Eigen::Ref<const VectorX<T>>& value) const {
  this->ValidateContext(context);
  const int size = this->get_input_port().size();
  if (value.size() != size) {
    throw std::logic_error(fmt::format(
        "DiscreteTimeIntegrator '{}': set_integral_value() got a value of "
        "size {}; the integrator has size {}.",
        this->get_name(), value.size(), size));
  }
  context->get_mutable_discrete_state_vector().SetFromVector(value);
}

template <typename T>
void DiscreteTimeIntegrator<T>::Update(const Context<T>& context,
                                       DiscreteValues<T>* next_state) const {
  // one explicit Euler step.
  next_state->set_value(context.get_discrete_state_vector().value() +
                        time_step_ * this->get_input_port().Eval(context));
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DiscreteTimeIntegrator)
