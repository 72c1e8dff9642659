#include <atomic>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/identifier.h"
#include "drake/common/type_safe_index.h"

namespace drake {
namespace internal {

int64_t GetNextIdentifierValue() {
  // Ids start at 1; 0 means invalid.
  static std::atomic<int64_t> next_value{1};
  return next_value.fetch_add(1, std::memory_order_relaxed);
}

void ThrowInvalidIdentifier(const std::string& type_name) {
  throw std::logic_error(fmt::format(
      "{} is invalid: it was default-constructed or moved from, not made by "
      "get_new_id().",
      type_name));
}

void ThrowTypeSafeIndexError(const std::string& type_name, const char* what) {
  throw std::logic_error(fmt::format("{} {}.", type_name, what));
}

}  // namespace internal
}  // namespace drake
