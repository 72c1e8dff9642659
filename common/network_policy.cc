#include "drake/common/network_policy.h"

#include <cstdlib>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace drake {
namespace internal {

bool IsNetworkingAllowed(std::string_view component) {
  const bool well_formed =
      !component.empty() && component != "none" &&
      component.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") ==
          std::string_view::npos;
  if (!well_formed) {
    throw std::logic_error(fmt::format(
        "IsNetworkingAllowed: the component name '{}' is not valid (expected "
        "lower-case letters, digits and '_', and not 'none')",
        component));
  }
  const char* const value = std::getenv("DRAKE_ALLOW_NETWORK");
  if (value == nullptr || value[0] == '\0') return true;

  // one pass over the ':'-separated tokens; "none" anywhere wins
  const std::string_view list(value);
  bool listed = false;
  size_t start = 0;
  while (start <= list.size()) {
    size_t end = list.find(':', start);
    if (end == std::string_view::npos) end = list.size();
    const std::string_view token = list.substr(start, end - start);
    if (token == "none") return false;
    if (token == component) listed = true;
    start = end + 1;
  }
  return listed;
}

}  // namespace internal
}  // namespace drake
