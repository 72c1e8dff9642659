#include "drake/common/value.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {

AbstractValue::~AbstractValue() = default;

std::string AbstractValue::GetNiceTypeName() const {
  return NiceTypeName::Get(type_info());
}

void AbstractValue::ThrowCastError(const std::string& requested_type) const {
  throw std::logic_error(fmt::format(
      "AbstractValue: a request to access a value of type {} failed: this "
      "value holds a {}.",
      requested_type, GetNiceTypeName()));
}

}  // namespace drake
