#include "drake/common/find_cache.h"

#include <cstdlib>
#include <optional>
#include <system_error>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace internal {
namespace {

namespace fs = std::filesystem;

// The value of `name` when it names an existing folder.
std::optional<fs::path> FolderFromEnvironment(const char* name) {
  const char* const value = std::getenv(name);
  if (value == nullptr || value[0] == '\0') return std::nullopt;
  std::error_code ec;
  if (!fs::is_directory(value, ec)) return std::nullopt;
  return fs::path(value);
}

PathOrError Failure(std::string error) {
  PathOrError result;
  result.error = std::move(error);
  return result;
}

// Creates `path` unless it is already a folder; returns its canonical form.
PathOrError EnsureFolder(const fs::path& path) {
  std::error_code ec;
  fs::create_directory(path, ec);
  if (ec) {
    return Failure(
        fmt::format("could not create {}: {}", path.string(), ec.message()));
  }
  fs::path canonical = fs::canonical(path, ec);
  if (ec) {
    return Failure(
        fmt::format("could not resolve {}: {}", path.string(), ec.message()));
  }
  PathOrError result;
  result.abspath = std::move(canonical);
  return result;
}

}  // namespace

PathOrError FindOrCreateCache(std::string_view subdir) {
  PathOrError base;
  if (const auto test_tmpdir = FolderFromEnvironment("TEST_TMPDIR")) {
    base = EnsureFolder(*test_tmpdir / ".cache");
  } else if (const auto xdg = FolderFromEnvironment("XDG_CACHE_HOME")) {
    base = EnsureFolder(*xdg);
  } else if (const auto home = FolderFromEnvironment("HOME")) {
    base = EnsureFolder(*home / ".cache");
  } else {
    return Failure(
        "no cache folder: none of $TEST_TMPDIR, $XDG_CACHE_HOME and $HOME "
        "names a folder (set $XDG_CACHE_HOME to a writable folder)");
  }
  if (!base.error.empty()) return base;
  PathOrError drake = EnsureFolder(base.abspath / "drake");
  if (!drake.error.empty()) return drake;
  return EnsureFolder(drake.abspath / std::string(subdir));
}

}  // namespace internal
}  // namespace drake
