#pragma once

/// @file
/// Gain<T>: y = k ⊙ u (element-wise).

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// y = k ⊙ u, element-wise. Ports: input "u"; output "y".
template <typename T>
class Gain final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Gain);
  /// The same gain `k` on each of `size` elements.
  Gain(double k, int size);
  /// One gain per element.
  explicit Gain(const Eigen::VectorXd& k);
  template <typename U>
  explicit Gain(const Gain<U>& other) : Gain(other.k()) {}

  /// The gain, when all elements have the same one; throws otherwise.
  double get_gain() const;
  /// The gains, one per element.
  const Eigen::VectorXd& get_gain_vector() const { return k_; }
  const Eigen::VectorXd& k() const { return k_; }

 private:
  void CalcGainOutput(const Context<T>& context, BasicVector<T>* y) const;
  const Eigen::VectorXd k_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Gain)
