#pragma once

/// @file
/// Integrator<T>: continuous state x with ẋ = u and output y = x.

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// ẋ = u, y = x (no direct feedthrough). Ports: input "u0"; output "y0".
/// The initial value is zero unless set with set_integral_value().
template <typename T>
class Integrator final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Integrator);
  explicit Integrator(int size);
  /// The state and ports take the type of `vector`.
  explicit Integrator(const BasicVector<T>& vector);
  template <typename U>
  explicit Integrator(const Integrator<U>& other)
      : Integrator(other.num_continuous_states()) {}

  /// Sets the integral (the state) in `context`; throws on size mismatch.
  void set_integral_value(Context<T>* context,
                          const Eigen::Ref<const VectorX<T>>& value) const;

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const override;
  void CopyStateToOutput(const Context<T>& context, BasicVector<T>* y) const;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Integrator)
