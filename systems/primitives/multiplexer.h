#pragma once

/// @file
/// Multiplexer<T>: stacks its vector inputs into one output vector.

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// y = [u0; u1; ...]. Ports: inputs "u0", "u1", ...; output "y0".
template <typename T>
class Multiplexer final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Multiplexer);
  /// `num_scalar_inputs` inputs of size 1.
  explicit Multiplexer(int num_scalar_inputs);
  /// One input per entry of `input_sizes`, of that size.
  explicit Multiplexer(std::vector<int> input_sizes);
  /// Scalar inputs, one per element of `model_vector` (whose type the
  /// output takes).
  explicit Multiplexer(const BasicVector<T>& model_vector);
  template <typename U>
  explicit Multiplexer(const Multiplexer<U>& other)
      : Multiplexer(other.input_sizes()) {}

  const std::vector<int>& input_sizes() const { return input_sizes_; }

 private:
  Multiplexer(std::vector<int> input_sizes, const BasicVector<T>& model);
  void CombineInputsToOutput(const Context<T>& context,
                             BasicVector<T>* output) const;
  const std::vector<int> input_sizes_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Multiplexer)
