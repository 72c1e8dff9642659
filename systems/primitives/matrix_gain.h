#pragma once

/// @file
/// MatrixGain<T>: y = D·u.

#include "drake/common/default_scalars.h"
#include "drake/systems/primitives/linear_system.h"

namespace drake {
namespace systems {

/// y = D·u, a stateless LinearSystem. Ports: input "u0"; output "y0".
template <typename T>
class MatrixGain final : public LinearSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(MatrixGain);
  /// The identity gain on `size` elements.
  explicit MatrixGain(int size);
  explicit MatrixGain(const Eigen::MatrixXd& D);
  template <typename U>
  explicit MatrixGain(const MatrixGain<U>& other) : MatrixGain(other.D()) {}
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::MatrixGain)
