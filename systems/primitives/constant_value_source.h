#pragma once

/// @file
/// ConstantValueSource<T>: outputs a constant abstract value.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Outputs a copy of `value`. Port: output "y0".
template <typename T>
class ConstantValueSource final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ConstantValueSource);
  explicit ConstantValueSource(const AbstractValue& value);
  template <typename U>
  explicit ConstantValueSource(const ConstantValueSource<U>& other)
      : ConstantValueSource(*other.source_value_) {}

 private:
  template <typename U>
  friend class ConstantValueSource;
  const std::unique_ptr<AbstractValue> source_value_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ConstantValueSource)
