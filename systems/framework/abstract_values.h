#pragma once

/// @file
/// AbstractValues: a list of type-erased values (abstract state or
/// abstract parameters).

#include <memory>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/value.h"

namespace drake {
namespace systems {

class AbstractValues {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(AbstractValues);

  AbstractValues();
  /// Owned values; throws if one is null.
  explicit AbstractValues(std::vector<std::unique_ptr<AbstractValue>>&& data);
  /// Values not owned (they must outlive this object).
  explicit AbstractValues(const std::vector<AbstractValue*>& data);
  /// One owned value.
  explicit AbstractValues(std::unique_ptr<AbstractValue> datum);
  virtual ~AbstractValues();

  int size() const { return static_cast<int>(data_.size()); }
  /// Value `index`; throws std::logic_error if out of range.
  const AbstractValue& get_value(int index) const;
  AbstractValue& get_mutable_value(int index);
  /// Copies each value from `other`; throws if sizes or types differ.
  void SetFrom(const AbstractValues& other);
  /// A deep copy that owns its values.
  std::unique_ptr<AbstractValues> Clone() const;

 private:
  std::vector<AbstractValue*> data_;
  std::vector<std::unique_ptr<AbstractValue>> owned_data_;
};

}  // namespace systems
}  // namespace drake
