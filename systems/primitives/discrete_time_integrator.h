#pragma once

/// @file
/// DiscreteTimeIntegrator<T>: explicit-Euler integration of a sampled
/// input.

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Integrates its vector input with explicit Euler steps of h seconds:
/// x[n+1] = x[n] + h·u[n], y = x[n], x[0] = 0 unless set with
/// set_integral_value(). The update is periodic (period h, offset 0), so
/// at time t the output is x[n] with n = ceil(t/h) (after the updates at
/// 0, h, ..., (n−1)h).
///
/// Ports: input "u"; output "y" (no direct feedthrough).
template <typename T>
class DiscreteTimeIntegrator final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiscreteTimeIntegrator);

  /// An integrator of `size` elements with time step `time_step` (seconds).
  /// @throws std::logic_error unless size > 0 and time_step is positive and
  /// finite.
  DiscreteTimeIntegrator(int size, double time_step);

  /// Scalar-converting copy constructor.
  template <typename U>
  explicit DiscreteTimeIntegrator(const DiscreteTimeIntegrator<U>& other)
      : DiscreteTimeIntegrator<T>(other.get_input_port().size(),
                                  other.time_step()) {}

  ~DiscreteTimeIntegrator() final;

  /// Sets the integral x in `context`.
  /// @throws std::logic_error if value.size() is not the integrator's size
  /// or `context` is not this system's.
  void set_integral_value(Context<T>* context,
                          const Eigen::Ref<const VectorX<T>>& value) const;

  /// The time step h (seconds).
  double time_step() const { return time_step_; }

 private:
  void Update(const Context<T>& context, DiscreteValues<T>* next_state) const;

  double time_step_{};
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DiscreteTimeIntegrator)
