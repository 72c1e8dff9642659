#pragma once

/// @file
/// PortSwitch<T>: passes through whichever of its inputs a selector input
/// names.

#include <memory>
#include <string>

#include "drake/common/autodiff.h"
#include "drake/common/default_scalars.h"
#include "drake/common/unused.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Copies the value of one of its inputs to its output "value": the input
/// whose index the abstract input "port_selector" (an InputPortIndex, fixed
/// or connected) holds. Input 0 is "port_selector"; the inputs to choose
/// from are added with DeclareInputPort() and have the output's type (vector
/// of the given size, or the model value's type). Only the selector and the
/// selected input are evaluated, so an unselected input may be left
/// unconnected.
///
/// Ports: inputs "port_selector", then the user's named inputs; output
/// "value".
template <typename T>
class PortSwitch final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(PortSwitch);

  /// A switch of vectors of `vector_size` elements.
  /// @throws std::logic_error unless vector_size > 0.
  explicit PortSwitch(int vector_size);

  /// A switch of abstract values of type OutputType (`model_value` is the
  /// output's model value and the inputs').
  template <typename OutputType>
  explicit PortSwitch(const OutputType& model_value)
      : PortSwitch(-1, AbstractValue::Make<OutputType>(model_value), nullptr) {}

  /// A switch of abstract values of type OutputType<T>, a default-
  /// constructible type templated on the scalar; scalar conversion keeps
  /// the port type on the new scalar (OutputType<AutoDiffXd> for
  /// AutoDiffXd). `dummy_value` only names the type.
  template <template <typename> class OutputType>
  explicit PortSwitch(const OutputType<T>& dummy_value)
      : PortSwitch(-1, std::make_shared<const Value<OutputType<double>>>(),
                   std::make_shared<const Value<OutputType<AutoDiffXd>>>()) {
    unused(dummy_value);
  }

  /// Scalar-converting copy constructor (the same inputs, by name).
  template <typename U>
  explicit PortSwitch(const PortSwitch<U>& other);

  /// The abstract input port of type InputPortIndex that selects the input
  /// copied to the output.
  const InputPort<T>& get_port_selector_input_port() const {
    return this->get_input_port(0);
  }

  /// Adds an input named `name` of the output's type. Call it before any
  /// Context is allocated.
  const InputPort<T>& DeclareInputPort(std::string name);

 private:
  template <typename U>
  friend class PortSwitch;

  // vector_size > 0 for a vector switch, with no model values; otherwise
  // model_value_double is the model value (and model_value_autodiff too
  // when it is null).
  PortSwitch(int vector_size,
             std::shared_ptr<const AbstractValue> model_value_double,
             const std::shared_ptr<const AbstractValue>& model_value_autodiff);

  // The model value for T (abstract switches only).
  const AbstractValue& get_model_value() const;
  // The index held by the selector, checked to name a declared input.
  InputPortIndex EvalSelection(const Context<T>& context) const;
  void CopyVectorOut(const Context<T>& context, BasicVector<T>* vector) const;
  void CopyValueOut(const Context<T>& context, AbstractValue* value) const;

  const int vector_size_{-1};
  // Shared (and const) between scalar-converted copies; both point to the
  // same value unless the switch was made from a scalar-templated type.
  const std::shared_ptr<const AbstractValue> model_value_double_;
  const std::shared_ptr<const AbstractValue> model_value_autodiff_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::PortSwitch)
