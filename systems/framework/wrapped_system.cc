#include "drake/systems/framework/wrapped_system.h"

#include <utility>

#include "drake/common/drake_throw.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace systems {
namespace internal {

template <typename T>
WrappedSystem<T>::WrappedSystem(std::shared_ptr<System<T>> system)
    : Diagram<T>() {
  DRAKE_THROW_UNLESS(system != nullptr);
  this->set_name(system->get_name());
  system->set_name("wrapped");
  DiagramBuilder<T> builder;
  const System<T>* const wrapped = builder.AddSystem(std::move(system));
  for (int i = 0; i < wrapped->num_input_ports(); ++i) {
    const InputPort<T>& port = wrapped->get_input_port(i);
    builder.ExportInput(port, "wrapped_" + port.get_name());
  }
  for (int i = 0; i < wrapped->num_output_ports(); ++i) {
    const OutputPort<T>& port = wrapped->get_output_port(i);
    builder.ExportOutput(port, "wrapped_" + port.get_name());
  }
  builder.BuildInto(this);
  SetConverter();
}

template <typename T>
WrappedSystem<T>::~WrappedSystem() = default;

template <typename T>
const System<T>& WrappedSystem<T>::unwrap() const {
  return *this->GetSystems().at(0);
}

template <typename T>
void WrappedSystem<T>::SetConverter() {
  SystemScalarConverter converter{SystemTypeTag<WrappedSystem>{}};
  converter.RemoveUnlessAlsoSupportedBy(unwrap().get_system_scalar_converter());
  this->get_mutable_system_scalar_converter() = std::move(converter);
}

}  // namespace internal
}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::internal::WrappedSystem)
