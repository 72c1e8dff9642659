#include "drake/common/temp_directory.h"

#include <stdlib.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

namespace drake {

std::string temp_directory() {
  const char* parent = nullptr;
  for (const char* name : {"TEST_TMPDIR", "TMPDIR"}) {
    const char* value = std::getenv(name);
    if (value != nullptr && value[0] != '\0') {
      parent = value;
      break;
    }
  }
  if (parent == nullptr) {
    parent = "/tmp";
  }
  std::string pattern =
      (std::filesystem::path(parent) / "robotlocomotion_drake_XXXXXX").string();
  // mkdtemp() rewrites the X's in place, so it needs a writable buffer.
  std::vector<char> buffer(pattern.begin(), pattern.end());
  buffer.push_back('\0');
  if (::mkdtemp(buffer.data()) == nullptr) {
    const int error = errno;
    throw std::runtime_error(
        fmt::format("temp_directory(): could not create a directory from "
                    "'{}': {}",
                    pattern, std::strerror(error)));
  }
  std::string result(buffer.data());
  if (!std::filesystem::is_directory(result)) {
    throw std::runtime_error(fmt::format(
        "temp_directory(): '{}' was created but is not a directory", result));
  }
  while (result.size() > 1 && result.back() == '/') {
    result.pop_back();
  }
  return result;
}

}  // namespace drake
