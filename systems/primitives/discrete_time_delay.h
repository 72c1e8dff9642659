#pragma once

/// @file
/// DiscreteTimeDelay<T>: delays its input by a whole number of periods.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Outputs the input as sampled `delay_time_steps` update periods ago
/// (y(t) = u(t − k·update_sec) at the sample times; zero, or the model
/// value, before that). The samples are kept in a ring buffer in the state.
/// Ports: input "u"; output "delayed_signal".
template <typename T>
class DiscreteTimeDelay final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiscreteTimeDelay);
  /// Throws std::logic_error unless update_sec > 0 and delay_time_steps
  /// >= 0.
  DiscreteTimeDelay(double update_sec, int delay_time_steps, int vector_size);
  DiscreteTimeDelay(double update_sec, int delay_time_steps,
                    const AbstractValue& abstract_model_value);
  template <typename U>
  explicit DiscreteTimeDelay(const DiscreteTimeDelay<U>& other);

 private:
  template <typename U>
  friend class DiscreteTimeDelay;
  void Init(const AbstractValue* abstract_model_value);
  void SaveInputVectorToBuffer(const Context<T>& context,
                               DiscreteValues<T>* xd) const;
  void SaveInputAbstractValueToBuffer(const Context<T>& context,
                                      State<T>* state) const;
  void CopyDelayedVector(const Context<T>& context, BasicVector<T>* y) const;
  void CopyDelayedAbstractValue(const Context<T>& context,
                                AbstractValue* y) const;

  const double update_sec_;
  const int delay_buffer_size_;
  int vector_size_{-1};
  std::unique_ptr<AbstractValue> abstract_model_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DiscreteTimeDelay)
