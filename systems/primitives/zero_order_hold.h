#pragma once

/// @file
/// ZeroOrderHold<T>: samples its input periodically and holds it.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Samples the input "u" every `period_sec` seconds (starting at
/// `offset_sec`) into its state, and outputs the held sample on "y" (no
/// direct feedthrough). The state starts at zero (vector) or the model
/// value (abstract). A vector hold uses discrete state and a discrete
/// update; an abstract hold uses abstract state and an unrestricted update.
template <typename T>
class ZeroOrderHold final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ZeroOrderHold);
  /// A vector hold; throws std::logic_error unless period_sec > 0 and
  /// offset_sec >= 0.
  ZeroOrderHold(double period_sec, int vector_size, double offset_sec = 0.0);
  /// An abstract hold of values like `abstract_model_value`.
  ZeroOrderHold(double period_sec, const AbstractValue& abstract_model_value,
                double offset_sec = 0.0);
  template <typename U>
  explicit ZeroOrderHold(const ZeroOrderHold<U>& other);

  double period() const { return period_sec_; }
  double offset() const { return offset_sec_; }
  bool is_abstract() const { return abstract_model_ != nullptr; }
  /// Sets the held vector value in `context` (vector holds only).
  void SetVectorState(Context<T>* context,
                      const Eigen::Ref<const VectorX<T>>& value) const;

 private:
  template <typename U>
  friend class ZeroOrderHold;
  void Init(int vector_size, const AbstractValue* abstract_model_value);
  void LatchInputVectorToState(const Context<T>& context,
                               DiscreteValues<T>* xd) const;
  void LatchInputAbstractValueToState(const Context<T>& context,
                                      State<T>* state) const;

  const double period_sec_;
  const double offset_sec_;
  int vector_size_{-1};
  std::unique_ptr<AbstractValue> abstract_model_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ZeroOrderHold)
