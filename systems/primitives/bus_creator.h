#pragma once

/// @file
/// BusCreator<T>: packs any number of input ports into one BusValue output.

#include <string>
#include <variant>

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/bus_value.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Packs the values of its input ports (vector or abstract, added with
/// DeclareVectorInputPort() / DeclareAbstractInputPort()) into the BusValue
/// of its single output port, each under its port's name; a vector input
/// appears as a BasicVector<T>. An input that is not connected is left out
/// of the bus (not an error).
///
/// Ports: inputs as declared ("u0", "u1", ... by default); output "y0" by
/// default, of type BusValue.
template <typename T>
class BusCreator final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(BusCreator);

  /// A BusCreator with no inputs and the given output port name.
  explicit BusCreator(std::variant<std::string, UseDefaultName>
                          output_port_name = kUseDefaultName);

  /// Scalar-converting copy constructor: the same ports.
  template <typename U>
  explicit BusCreator(const BusCreator<U>& other);

  ~BusCreator() final;

  /// Adds a vector input of `size` elements; its name is also the signal's
  /// name on the bus. Throws std::logic_error if the name is taken.
  InputPort<T>& DeclareVectorInputPort(
      std::variant<std::string, UseDefaultName> name, int size);

  /// Adds an abstract input of `model_value`'s type; its name is also the
  /// signal's name on the bus. Throws std::logic_error if the name is taken.
  InputPort<T>& DeclareAbstractInputPort(
      std::variant<std::string, UseDefaultName> name,
      const AbstractValue& model_value);

 private:
  template <typename>
  friend class BusCreator;

  void CalcOutput(const Context<T>& context, BusValue* output) const;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::BusCreator)
