#pragma once

/// @file
/// Demultiplexer<T>: splits its vector input into several outputs.

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Splits u into consecutive pieces. Ports: input "u0"; outputs "y0",
/// "y1", ....
template <typename T>
class Demultiplexer final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Demultiplexer);
  /// An input of `size` split into outputs of `output_ports_size` each
  /// (which must divide `size`; throws std::logic_error otherwise).
  explicit Demultiplexer(int size, int output_ports_size = 1);
  /// Outputs of the given sizes; the input is their sum.
  explicit Demultiplexer(const std::vector<int>& output_ports_sizes);
  template <typename U>
  explicit Demultiplexer(const Demultiplexer<U>& other)
      : Demultiplexer(other.get_output_ports_sizes()) {}

  const std::vector<int>& get_output_ports_sizes() const {
    return output_ports_sizes_;
  }

 private:
  void CopyToOutput(const Context<T>& context, int start,
                    BasicVector<T>* y) const;
  const std::vector<int> output_ports_sizes_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Demultiplexer)
