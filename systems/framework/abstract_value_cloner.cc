#include "drake/systems/framework/abstract_value_cloner.h"

#include <utility>

#include "drake/common/drake_assert.h"

namespace drake {
namespace systems {
namespace internal {

// The public constructor made this value, so nobody else can alias it.
AbstractValueCloner::AbstractValueCloner(
    std::unique_ptr<AbstractValue> model_value)
    : model_value_(std::move(model_value)) {
  DRAKE_DEMAND(model_value_ != nullptr);
}

AbstractValueCloner::~AbstractValueCloner() = default;

std::unique_ptr<AbstractValue> AbstractValueCloner::operator()() const {
  return model_value_->Clone();
}

}  // namespace internal
}  // namespace systems
}  // namespace drake
