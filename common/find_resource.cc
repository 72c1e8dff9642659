#include "drake/common/find_resource.h"

#include <dlfcn.h>

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <system_error>
#include <utility>

#include <fmt/format.h>

#include "drake/common/text_logging.h"

namespace drake {

namespace fs = std::filesystem;

// Set by CMake for this file only: the project's source tree.
#ifndef MALLARD_SOURCE_DIR
#define MALLARD_SOURCE_DIR ""
#endif
// Set by CMake: from the installed library's folder to the installed
// resource root, e.g. "../share/drake".
#ifndef MALLARD_LIBDIR_TO_RESOURCE_ROOT
#define MALLARD_LIBDIR_TO_RESOURCE_ROOT "../share/drake"
#endif

const char* const kDrakeResourceRootEnvironmentVariableName =
    "DRAKE_RESOURCE_ROOT";

std::optional<std::string> FindResourceResult::get_absolute_path() const {
  return absolute_path_;
}

std::string FindResourceResult::get_absolute_path_or_throw() const {
  if (absolute_path_) return *absolute_path_;
  throw std::runtime_error(*error_message_);
}

std::optional<std::string> FindResourceResult::get_error_message() const {
  return error_message_;
}

std::string FindResourceResult::get_resource_path() const {
  return resource_path_;
}

FindResourceResult FindResourceResult::make_success(std::string resource_path,
                                                    std::string absolute_path) {
  if (resource_path.empty() || absolute_path.empty()) {
    throw std::logic_error(
        "FindResourceResult::make_success: the resource path and the absolute "
        "path must both be non-empty");
  }
  FindResourceResult result;
  result.resource_path_ = std::move(resource_path);
  result.absolute_path_ = std::move(absolute_path);
  result.CheckInvariants();
  return result;
}

FindResourceResult FindResourceResult::make_error(std::string resource_path,
                                                  std::string error_message) {
  if (error_message.empty()) {
    throw std::logic_error(
        "FindResourceResult::make_error: the error message must be non-empty");
  }
  FindResourceResult result;
  result.resource_path_ = std::move(resource_path);
  result.error_message_ = std::move(error_message);
  result.CheckInvariants();
  return result;
}

FindResourceResult FindResourceResult::make_empty() {
  return make_error("",
                    "No resource was requested (the resource path is empty)");
}

void FindResourceResult::CheckInvariants() const {
  // Exactly one of the path and the message is set.
  if (absolute_path_.has_value() == error_message_.has_value()) {
    throw std::logic_error("FindResourceResult: inconsistent state");
  }
}

namespace {

bool IsDirectory(const fs::path& path) {
  std::error_code ec;
  return fs::is_directory(path, ec);
}

bool IsRegularFile(const fs::path& path) {
  std::error_code ec;
  return fs::is_regular_file(path, ec);
}

// The installed resource root next to the library holding this function, if
// it carries the sentinel file.
std::optional<fs::path> InstalledRoot() {
  Dl_info info{};
  if (dladdr(reinterpret_cast<const void*>(&InstalledRoot), &info) == 0 ||
      info.dli_fname == nullptr) {
    return std::nullopt;
  }
  std::error_code ec;
  const fs::path library = fs::weakly_canonical(info.dli_fname, ec);
  if (ec) return std::nullopt;
  const fs::path root =
      (library.parent_path() / MALLARD_LIBDIR_TO_RESOURCE_ROOT)
          .lexically_normal();
  if (IsRegularFile(root / ".drake-find_resource-sentinel")) return root;
  return std::nullopt;
}

// The chosen resource root plus a description of every candidate, for error
// messages.
struct RootSearch {
  std::optional<fs::path> root;
  std::string candidates;
};

RootSearch SearchRoot() {
  RootSearch search;
  auto note = [&search](const std::string& text) {
    if (!search.candidates.empty()) search.candidates += "; ";
    search.candidates += text;
  };
  const char* env = std::getenv(kDrakeResourceRootEnvironmentVariableName);
  if (env != nullptr && env[0] != '\0') {
    const fs::path candidate = fs::path(env) / "drake";
    if (IsDirectory(candidate)) {
      search.root = fs::absolute(candidate).lexically_normal();
      return search;
    }
    note(fmt::format("{}={} has no 'drake' subfolder",
                     kDrakeResourceRootEnvironmentVariableName, env));
    log()->warn(
        "FindResource: ignoring {}={} because it has no 'drake' "
        "subfolder",
        kDrakeResourceRootEnvironmentVariableName, env);
  }
  if (auto installed = InstalledRoot()) {
    search.root = *installed;
    return search;
  }
  const fs::path source(MALLARD_SOURCE_DIR);
  if (!source.empty() && IsDirectory(source)) {
    search.root = source;
    return search;
  }
  note(
      fmt::format("no installed resource folder next to the library and the "
                  "source tree '{}' does not exist",
                  MALLARD_SOURCE_DIR));
  return search;
}

}  // namespace

std::optional<std::string> MaybeGetDrakePath() {
  const RootSearch search = SearchRoot();
  if (!search.root) return std::nullopt;
  return search.root->string();
}

FindResourceResult FindResource(const std::string& resource_path) {
  if (resource_path.empty()) return FindResourceResult::make_empty();
  const fs::path requested(resource_path);
  if (requested.is_absolute()) {
    return FindResourceResult::make_error(
        resource_path,
        fmt::format("Drake resource_path '{}' is not a relative path",
                    resource_path));
  }
  const std::string prefix = "drake/";
  if (resource_path.compare(0, prefix.size(), prefix) != 0) {
    return FindResourceResult::make_error(
        resource_path,
        fmt::format("Drake resource_path '{}' does not start with {}",
                    resource_path, prefix));
  }
  const RootSearch search = SearchRoot();
  if (!search.root) {
    return FindResourceResult::make_error(
        resource_path,
        fmt::format("Could not find Drake resource_path '{}' because no "
                    "resource root was found ({})",
                    resource_path, search.candidates));
  }
  const fs::path absolute =
      (*search.root / resource_path.substr(prefix.size())).lexically_normal();
  if (!IsRegularFile(absolute)) {
    return FindResourceResult::make_error(
        resource_path,
        fmt::format("Sought '{}' in Drake's resource root '{}' but the file "
                    "'{}' does not exist",
                    resource_path, search.root->string(), absolute.string()));
  }
  return FindResourceResult::make_success(resource_path, absolute.string());
}

std::string FindResourceOrThrow(const std::string& resource_path) {
  return FindResource(resource_path).get_absolute_path_or_throw();
}

}  // namespace drake
