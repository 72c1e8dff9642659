#pragma once

/// @file
/// Adder<T>: the element-wise sum of its vector inputs.

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// y = u0 + u1 + ... + u(n−1), each of the same size.
/// Ports: inputs "u0", ..., "u(n−1)"; output "sum".
template <typename T>
class Adder final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Adder);
  /// `num_inputs` inputs of `size` elements each.
  Adder(int num_inputs, int size);
  /// Scalar-converting copy constructor.
  template <typename U>
  explicit Adder(const Adder<U>& other)
      : Adder(other.num_input_ports(), other.get_output_port().size()) {}

 private:
  void CalcSum(const Context<T>& context, BasicVector<T>* sum) const;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Adder)
