#pragma once

/// @file
/// FixedInputPortValue: a value fixed into a Context for one input port.

#include <memory>

#include "drake/common/drake_copyable.h"
#include "drake/common/value.h"
#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/framework_common.h"

namespace drake {
namespace systems {

class ContextBase;

/// Owned by a Context; created by InputPort::FixValue() (or
/// ContextBase::FixInputPort). Writing through GetMutableData() notifies the
/// port's dependents.
class FixedInputPortValue {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(FixedInputPortValue);
  ~FixedInputPortValue();

  const AbstractValue& get_value() const { return *value_; }
  /// The value as a BasicVector; throws if it is not vector valued.
  template <typename T>
  const BasicVector<T>& get_vector_value() const {
    return value_->get_value<BasicVector<T>>();
  }
  /// The value for writing (never null); marks the input port's dependents
  /// out of date and increments serial_number(). Call it again before each
  /// write: a pointer kept past an evaluation of the port's dependents
  /// writes without notifying them.
  AbstractValue* GetMutableData();
  /// GetMutableData() as the port's BasicVector<T>.
  /// @throws std::exception if the value is not a BasicVector<T>.
  template <typename T>
  BasicVector<T>* GetMutableVectorData() {
    return &GetMutableData()->get_mutable_value<BasicVector<T>>();
  }
  /// Increments each time the value may have changed.
  int64_t serial_number() const { return serial_number_; }
  InputPortIndex input_port_index() const { return index_; }
  /// The Context (or subcontext) that owns this value.
  const ContextBase& get_owning_context() const { return *owner_; }

 private:
  friend class ContextBase;
  FixedInputPortValue(ContextBase* owner, InputPortIndex index,
                      std::unique_ptr<AbstractValue> value)
      : owner_(owner), index_(index), value_(std::move(value)) {}

  ContextBase* owner_{nullptr};
  InputPortIndex index_;
  std::unique_ptr<AbstractValue> value_;
  int64_t serial_number_{1};
};

}  // namespace systems
}  // namespace drake
