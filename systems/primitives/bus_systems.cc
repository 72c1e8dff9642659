// BusCreator and BusSelector.

#include <memory>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/copyable_unique_ptr.h"
#include "drake/systems/primitives/bus_creator.h"
#include "drake/systems/primitives/bus_selector.h"

namespace drake {
namespace systems {

// ---- BusCreator ------------------------------------------------------------

template <typename T>
BusCreator<T>::BusCreator(
    std::variant<std::string, UseDefaultName> output_port_name)
    : LeafSystem<T>(SystemTypeTag<BusCreator>{}) {
  LeafSystem<T>::DeclareAbstractOutputPort(std::move(output_port_name),
                                           &BusCreator<T>::CalcOutput,
                                           {this->all_input_ports_ticket()});
}

template <typename T>
template <typename U>
BusCreator<T>::BusCreator(const BusCreator<U>& other)
    : BusCreator(other.get_output_port().get_name()) {
  for (int i = 0; i < other.num_input_ports(); ++i) {
    const auto& port = other.get_input_port(i);
    if (port.get_data_type() == kVectorValued) {
      DeclareVectorInputPort(port.get_name(), port.size());
    } else {
      DeclareAbstractInputPort(port.get_name(), *port.Allocate());
    }
  }
}

template <typename T>
BusCreator<T>::~BusCreator() = default;

template <typename T>
InputPort<T>& BusCreator<T>::DeclareVectorInputPort(
    std::variant<std::string, UseDefaultName> name, int size) {
  return LeafSystem<T>::DeclareVectorInputPort(std::move(name), size);
}

template <typename T>
InputPort<T>& BusCreator<T>::DeclareAbstractInputPort(
    std::variant<std::string, UseDefaultName> name,
    const AbstractValue& model_value) {
  return LeafSystem<T>::DeclareAbstractInputPort(std::move(name), model_value);
}

template <typename T>
void BusCreator<T>::CalcOutput(const Context<T>& context,
                               BusValue* output) const {
  output->Clear();
  for (int i = 0; i < this->num_input_ports(); ++i) {
    const InputPort<T>& port = this->get_input_port(i);
    if (!port.HasValue(context)) continue;
    output->Set(port.get_name(), port.template Eval<AbstractValue>(context));
  }
}

// ---- BusSelector -----------------------------------------------------------

template <typename T>
BusSelector<T>::BusSelector(
    std::variant<std::string, UseDefaultName> input_port_name)
    : LeafSystem<T>(SystemTypeTag<BusSelector>{}) {
  LeafSystem<T>::DeclareAbstractInputPort(std::move(input_port_name),
                                          Value<BusValue>{});
}

template <typename T>
template <typename U>
BusSelector<T>::BusSelector(const BusSelector<U>& other)
    : BusSelector(other.get_input_port().get_name()) {
  for (int i = 0; i < other.num_output_ports(); ++i) {
    const auto& port = other.get_output_port(i);
    if (port.get_data_type() == kVectorValued) {
      DeclareVectorOutputPort(port.get_name(), port.size());
    } else {
      DeclareAbstractOutputPort(port.get_name(), *port.Allocate());
    }
  }
}

template <typename T>
BusSelector<T>::~BusSelector() = default;

template <typename T>
OutputPort<T>& BusSelector<T>::DeclareVectorOutputPort(
    std::variant<std::string, UseDefaultName> name, int size) {
  const OutputPortIndex index(this->num_output_ports());
  return LeafSystem<T>::DeclareVectorOutputPort(
      std::move(name), size,
      [this, index](const Context<T>& context, BasicVector<T>* output) {
        CalcVectorOutput(context, index, output);
      },
      {this->all_input_ports_ticket()});
}

template <typename T>
OutputPort<T>& BusSelector<T>::DeclareAbstractOutputPort(
    std::variant<std::string, UseDefaultName> name,
    const AbstractValue& model_value) {
  const OutputPortIndex index(this->num_output_ports());
  return LeafSystem<T>::DeclareAbstractOutputPort(
      std::move(name),
      [model = copyable_unique_ptr<AbstractValue>(model_value.Clone())]() {
        return model->Clone();
      },
      [this, index](const Context<T>& context, AbstractValue* output) {
        CalcAbstractOutput(context, index, output);
      },
      {this->all_input_ports_ticket()});
}

template <typename T>
const AbstractValue& BusSelector<T>::FindSignal(const Context<T>& context,
                                                OutputPortIndex index) const {
  const BusValue& bus = this->get_input_port().template Eval<BusValue>(context);
  const std::string& name = this->get_output_port(index).get_name();
  const AbstractValue* signal = bus.Find(name);
  if (signal == nullptr) {
    throw std::logic_error(fmt::format(
        "Missing value for input signal {} on {}: the bus on input port '{}' "
        "has no signal of that name.",
        name, this->GetSystemPathname(), this->get_input_port().get_name()));
  }
  return *signal;
}

template <typename T>
void BusSelector<T>::CalcVectorOutput(const Context<T>& context,
                                      OutputPortIndex index,
                                      BasicVector<T>* output) const {
  const AbstractValue& signal = FindSignal(context, index);
  const BasicVector<T>* vector = signal.maybe_get_value<BasicVector<T>>();
  const std::string& name = this->get_output_port(index).get_name();
  if (vector == nullptr) {
    throw std::logic_error(fmt::format(
        "Wrong type (non-vector) for input signal {} on {}: the bus holds a "
        "{}, but output port '{}' needs a BasicVector.",
        name, this->GetSystemPathname(), signal.GetNiceTypeName(), name));
  }
  if (vector->size() != output->size()) {
    throw std::logic_error(fmt::format(
        "Wrong size for input signal {} on {}: the bus holds {} elements, but "
        "output port '{}' has {}.",
        name, this->GetSystemPathname(), vector->size(), name, output->size()));
  }
  output->SetFrom(*vector);
}

template <typename T>
void BusSelector<T>::CalcAbstractOutput(const Context<T>& context,
                                        OutputPortIndex index,
                                        AbstractValue* output) const {
  const AbstractValue& signal = FindSignal(context, index);
  if (signal.type_info() != output->type_info()) {
    const std::string& name = this->get_output_port(index).get_name();
    throw std::logic_error(fmt::format(
        "Wrong type for input signal {} on {}: the bus holds a {}, but output "
        "port '{}' holds a {}.",
        name, this->GetSystemPathname(), signal.GetNiceTypeName(), name,
        output->GetNiceTypeName()));
  }
  output->SetFrom(signal);
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::BusCreator)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::BusSelector)
