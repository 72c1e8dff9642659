#pragma once

/// @file
/// BusSelector<T>: unpacks a BusValue input onto any number of output ports.

#include <string>
#include <variant>

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/bus_value.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Copies signals of the BusValue on its single input port to its output
/// ports (added with DeclareVectorOutputPort() / DeclareAbstractOutputPort()),
/// each from the signal of the same name. Signals with no output of their
/// name are ignored. Evaluating an output whose signal is missing, or a
/// vector output whose signal is not a BasicVector<T>, throws
/// std::logic_error naming the signal and the system.
///
/// Ports: input "u0" by default, of type BusValue; outputs as declared
/// ("y0", "y1", ... by default).
template <typename T>
class BusSelector final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(BusSelector);

  /// A BusSelector with the given input port name and no outputs.
  explicit BusSelector(std::variant<std::string, UseDefaultName>
                           input_port_name = kUseDefaultName);

  /// Scalar-converting copy constructor: the same ports.
  template <typename U>
  explicit BusSelector(const BusSelector<U>& other);

  ~BusSelector() final;

  /// Adds a vector output of `size` elements, copied from the signal of the
  /// same name (a BasicVector<T> of that size). Throws std::logic_error if
  /// the name is taken.
  OutputPort<T>& DeclareVectorOutputPort(
      std::variant<std::string, UseDefaultName> name, int size);

  /// Adds an abstract output of `model_value`'s type, copied from the signal
  /// of the same name. Throws std::logic_error if the name is taken.
  OutputPort<T>& DeclareAbstractOutputPort(
      std::variant<std::string, UseDefaultName> name,
      const AbstractValue& model_value);

 private:
  template <typename>
  friend class BusSelector;

  // The signal named like output `index`, or throws.
  const AbstractValue& FindSignal(const Context<T>& context,
                                  OutputPortIndex index) const;
  void CalcVectorOutput(const Context<T>& context, OutputPortIndex index,
                        BasicVector<T>* output) const;
  void CalcAbstractOutput(const Context<T>& context, OutputPortIndex index,
                          AbstractValue* output) const;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::BusSelector)
