#pragma once

/// @file
/// FindOrCreateCache(): the per-user folder where Drake keeps files it may
/// reuse between runs (e.g. the packages PackageMap::AddRemote() fetches).

#include <filesystem>
#include <string>
#include <string_view>

namespace drake {
namespace internal {

/// What FindOrCreateCache() returns: exactly one of the two is non-empty.
struct PathOrError {
  /// The absolute path of the (existing, writable) cache folder.
  std::filesystem::path abspath;
  /// Why no cache folder could be found or created.
  std::string error;
};

/// Returns `<cache>/drake/<subdir>`, creating the folders that are missing.
/// `<cache>` is the first of: `$TEST_TMPDIR/.cache` (when $TEST_TMPDIR is a
/// folder), `$XDG_CACHE_HOME` (when it is a folder), `$HOME/.cache` (when
/// $HOME is a folder). Does not throw: a failure is reported in `error`.
PathOrError FindOrCreateCache(std::string_view subdir);

}  // namespace internal
}  // namespace drake
