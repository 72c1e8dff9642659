#pragma once

/// @file
/// Bazel runfiles look-up. Mallard is built with CMake and never has Bazel
/// runfiles, so HasRunfiles() is false and FindRunfile() always reports an
/// error; use FindResource() / FindResourceOrThrow() for Drake's resources.

#include <string>

namespace drake {

/// (Advanced.) Returns true iff this process has Bazel runfiles. Always
/// false in Mallard.
bool HasRunfiles();

/// (Advanced.) The result of FindRunfile(): exactly one of the two strings
/// is non-empty.
struct RlocationOrError {
  /// The absolute path of the runfile.
  std::string abspath;
  /// The error message.
  std::string error;
};

/// (Advanced.) Looks `resource_path` (e.g. "drake/common/foo.txt") up in the
/// Bazel runfiles. In Mallard there are none, so the result always has an
/// empty `abspath` and an `error` that names `resource_path`.
/// `source_repository` is ignored.
RlocationOrError FindRunfile(const std::string& resource_path,
                             const std::string& source_repository = {});

}  // namespace drake
