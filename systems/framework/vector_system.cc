#include "drake/systems/framework/vector_system.h"

namespace drake {
namespace systems {

template <typename T>
VectorSystem<T>::~VectorSystem() = default;

template <typename T>
EventStatus VectorSystem<T>::CalcDiscreteUpdate(
    const Context<T>& context, DiscreteValues<T>* discrete_state) const {
  // No discrete state: nothing to update (and no input to evaluate).
  if (discrete_state->num_groups() == 0) {
    return EventStatus::DidNothing();
  }
  const VectorX<T>& input = EvalVectorInput(context);
  const VectorX<T>& state = context.get_discrete_state(0).value();
  Eigen::VectorBlock<VectorX<T>> next_state =
      discrete_state->get_mutable_vector(0).get_mutable_value();
  DoCalcVectorDiscreteVariableUpdates(context, input.head(input.size()),
                                      state.head(state.size()), &next_state);
  return EventStatus::Succeeded();
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::VectorSystem)
