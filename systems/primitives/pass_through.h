#pragma once

/// @file
/// PassThrough<T>: y = u, for vector or abstract values.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Copies its input to its output (direct feedthrough).
/// Ports: input "u"; output "y".
template <typename T>
class PassThrough final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(PassThrough);
  /// A vector pass-through of `vector_size` elements.
  explicit PassThrough(int vector_size);
  /// A vector pass-through whose value defaults to `value`.
  explicit PassThrough(const Eigen::Ref<const Eigen::VectorXd>& value);
  /// An abstract pass-through of values like `abstract_model_value`.
  explicit PassThrough(const AbstractValue& abstract_model_value);
  template <typename U>
  explicit PassThrough(const PassThrough<U>& other)
      : LeafSystem<T>(SystemTypeTag<PassThrough>{}) {
    if (other.vector_model_) {
      InitVector(*other.vector_model_);
    } else {
      InitAbstract(*other.abstract_model_);
    }
  }

  const InputPort<T>& get_input_port() const {
    return System<T>::get_input_port(0);
  }
  const OutputPort<T>& get_output_port() const {
    return System<T>::get_output_port(0);
  }

 private:
  template <typename U>
  friend class PassThrough;
  void InitVector(const Eigen::VectorXd& value);
  void InitAbstract(const AbstractValue& abstract_model_value);
  void DoCalcVectorOutput(const Context<T>& context, BasicVector<T>* y) const;
  void DoCalcAbstractOutput(const Context<T>& context, AbstractValue* y) const;

  // Exactly one is set.
  std::unique_ptr<Eigen::VectorXd> vector_model_;
  std::unique_ptr<AbstractValue> abstract_model_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::PassThrough)
