// PortSwitch: copies the selected input to the output.

#include "drake/systems/primitives/port_switch.h"

#include <stdexcept>
#include <type_traits>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace systems {

namespace {
int CheckedVectorSize(int vector_size) {
  if (vector_size <= 0) {
    throw std::logic_error(fmt::format(
        "PortSwitch: the vector size must be positive; got {}.", vector_size));
  }
  return vector_size;
}
}  // namespace

template <typename T>
PortSwitch<T>::PortSwitch(int vector_size)
    : PortSwitch(CheckedVectorSize(vector_size), nullptr, nullptr) {}

template <typename T>
template <typename U>
PortSwitch<T>::PortSwitch(const PortSwitch<U>& other)
    : PortSwitch(other.vector_size_, other.model_value_double_,
                 other.model_value_autodiff_) {
  for (int i = 1; i < other.num_input_ports(); ++i) {
    DeclareInputPort(other.get_input_port(i).get_name());
  }
}

template <typename T>
PortSwitch<T>::PortSwitch(
    int vector_size, std::shared_ptr<const AbstractValue> model_value_double,
    const std::shared_ptr<const AbstractValue>& model_value_autodiff)
    : LeafSystem<T>(SystemTypeTag<PortSwitch>{}),
      vector_size_(vector_size),
      model_value_double_(std::move(model_value_double)),
      model_value_autodiff_(model_value_autodiff != nullptr
                                ? model_value_autodiff
                                : model_value_double_) {
  this->DeclareAbstractInputPort("port_selector", Value<InputPortIndex>{});
  if (model_value_double_ == nullptr) {
    // a vector switch.
    this->DeclareVectorOutputPort("value", vector_size_,
                                  &PortSwitch<T>::CopyVectorOut);
  } else {
    this->DeclareAbstractOutputPort(
        "value", [this]() { return get_model_value().Clone(); },
        [this](const Context<T>& context, AbstractValue* value) {
          CopyValueOut(context, value);
        });
  }
}

template <typename T>
const InputPort<T>& PortSwitch<T>::DeclareInputPort(std::string name) {
  if (model_value_double_ == nullptr) {
    return this->DeclareVectorInputPort(std::move(name), vector_size_);
  }
  return this->DeclareAbstractInputPort(std::move(name), get_model_value());
}

template <typename T>
const AbstractValue& PortSwitch<T>::get_model_value() const {
  DRAKE_DEMAND(model_value_double_ != nullptr);
  if constexpr (std::is_same_v<T, double>) {
    return *model_value_double_;
  } else {
    return *model_value_autodiff_;
  }
}

template <typename T>
InputPortIndex PortSwitch<T>::EvalSelection(const Context<T>& context) const {
  const InputPortIndex selected =
      get_port_selector_input_port().template Eval<InputPortIndex>(context);
  if (!selected.is_valid() || selected < 1 ||
      selected >= this->num_input_ports()) {
    throw std::logic_error(fmt::format(
        "PortSwitch '{}': the port_selector input is {}; it must be the index "
        "of one of the declared inputs (1 to {}).",
        this->get_name(), selected.is_valid() ? int{selected} : -1,
        this->num_input_ports() - 1));
  }
  return selected;
}

template <typename T>
void PortSwitch<T>::CopyVectorOut(const Context<T>& context,
                                  BasicVector<T>* vector) const {
  vector->SetFromVector(
      this->get_input_port(EvalSelection(context)).Eval(context));
}

template <typename T>
void PortSwitch<T>::CopyValueOut(const Context<T>& context,
                                 AbstractValue* value) const {
  value->SetFrom(this->get_input_port(EvalSelection(context))
                     .template Eval<AbstractValue>(context));
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::PortSwitch)
