#pragma once

/// @file
/// (Internal) AbstractValueCloner: a functor returning copies of a model
/// value, usable as a ValueProducer allocation callback.

#include <memory>

#include "drake/common/copyable_unique_ptr.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/value.h"

namespace drake {
namespace systems {
namespace internal {

/// Holds a copy of a model value; each call returns a new clone of it.
class AbstractValueCloner final {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(AbstractValueCloner);

  /// Stores a copy of `model_value` (as an AbstractValue of SomeOutput).
  template <typename SomeOutput>
  explicit AbstractValueCloner(const SomeOutput& model_value)
      : AbstractValueCloner(AbstractValue::Make<SomeOutput>(model_value)) {}

  ~AbstractValueCloner();

  /// Returns a new clone of the stored model value.
  std::unique_ptr<AbstractValue> operator()() const;

 private:
  explicit AbstractValueCloner(std::unique_ptr<AbstractValue> model_value);

  copyable_unique_ptr<AbstractValue> model_value_;
};

}  // namespace internal
}  // namespace systems
}  // namespace drake
