// ExternallyAppliedSpatialForceMultiplexer: y0 = u0 ++ u1 ++ ...

#include "drake/multibody/plant/externally_applied_spatial_force_multiplexer.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace multibody {

namespace {
int CheckedNumInputs(int num_inputs) {
  if (num_inputs < 0) {
    throw std::logic_error(fmt::format(
        "ExternallyAppliedSpatialForceMultiplexer: the number of inputs must "
        "be non-negative; got {}.",
        num_inputs));
  }
  return num_inputs;
}
}  // namespace

template <typename T>
ExternallyAppliedSpatialForceMultiplexer<
    T>::ExternallyAppliedSpatialForceMultiplexer(int num_inputs)
    : systems::LeafSystem<T>(
          systems::SystemTypeTag<ExternallyAppliedSpatialForceMultiplexer>{}) {
  const int n = CheckedNumInputs(num_inputs);
  for (int i = 0; i < n; ++i) {
    // Drake's default names, spelled out (GCC 12 misreads a variant holding
    // kUseDefaultName as an uninitialized string).
    this->DeclareAbstractInputPort(fmt::format("u{}", i), Value<ListType>());
  }
  this->DeclareAbstractOutputPort(
      "y0",
      &ExternallyAppliedSpatialForceMultiplexer<T>::CombineInputsToOutput);
}

template <typename T>
ExternallyAppliedSpatialForceMultiplexer<
    T>::~ExternallyAppliedSpatialForceMultiplexer() = default;

template <typename T>
void ExternallyAppliedSpatialForceMultiplexer<T>::CombineInputsToOutput(
    const systems::Context<T>& context, ListType* output) const {
  output->clear();
  for (int i = 0; i < this->num_input_ports(); ++i) {
    const ListType& forces =
        this->get_input_port(i).template Eval<ListType>(context);
    output->insert(output->end(), forces.begin(), forces.end());
  }
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::ExternallyAppliedSpatialForceMultiplexer)
