#include "drake/common/find_runfiles.h"

#include <fmt/format.h>

namespace drake {

bool HasRunfiles() { return false; }

RlocationOrError FindRunfile(const std::string& resource_path,
                             const std::string&) {
  RlocationOrError result;
  if (resource_path.empty()) {
    result.error = "FindRunfile(): resource_path must not be empty";
  } else {
    result.error = fmt::format(
        "FindRunfile(): could not find '{}': this process has no Bazel "
        "runfiles (Mallard is not a Bazel build); use FindResource() instead",
        resource_path);
  }
  return result;
}

}  // namespace drake
