#pragma once

/// @file
/// FirstOrderLowPassFilter<T>: τ·ż = u − z, y = z.

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// A first-order low-pass filter per element: τᵢ·żᵢ = uᵢ − zᵢ, y = z.
/// Ports: input "u0"; output "y0". The initial output is zero unless set
/// with set_initial_output_value().
template <typename T>
class FirstOrderLowPassFilter final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(FirstOrderLowPassFilter);
  /// The same time constant (seconds, > 0) on each of `size` elements.
  explicit FirstOrderLowPassFilter(double time_constant, int size = 1);
  explicit FirstOrderLowPassFilter(const VectorX<double>& time_constants);
  template <typename U>
  explicit FirstOrderLowPassFilter(const FirstOrderLowPassFilter<U>& other)
      : FirstOrderLowPassFilter(other.get_time_constants_vector()) {}

  /// The time constant when all elements share it; throws otherwise.
  double get_time_constant() const;
  const VectorX<double>& get_time_constants_vector() const {
    return time_constants_;
  }
  void set_initial_output_value(Context<T>* context,
                                const Eigen::Ref<const VectorX<T>>& z0) const;

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const override;
  void CalcOutput(const Context<T>& context, BasicVector<T>* y) const;
  const VectorX<double> time_constants_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::FirstOrderLowPassFilter)
