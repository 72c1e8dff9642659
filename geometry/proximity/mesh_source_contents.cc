#include "drake/geometry/proximity/mesh_source_contents.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace geometry {
namespace internal {

std::string ReadMeshSourceContents(const MeshSource& source,
                                   std::string_view kind) {
  if (source.is_in_memory()) return source.in_memory().mesh_file.contents();
  const std::filesystem::path& path = source.path();
  std::ifstream in(path, std::ios::binary);
  // (an ifstream opens a directory on Linux; its first read then fails)
  if (!in || std::filesystem::is_directory(path)) {
    throw std::runtime_error(
        fmt::format("Cannot open the {} file '{}'.", kind, path.string()));
  }
  std::ostringstream contents;
  contents << in.rdbuf();
  return std::move(contents).str();
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
