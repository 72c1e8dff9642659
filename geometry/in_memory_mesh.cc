#include "drake/geometry/in_memory_mesh.h"

#include <filesystem>
#include <variant>

#include <fmt/format.h>

namespace drake {
namespace geometry {

std::string InMemoryMesh::to_string() const {
  std::string result = fmt::format("InMemoryMesh(mesh_file={}", mesh_file);
  if (!supporting_files.empty()) {
    result += ", supporting_files={";
    bool first = true;
    for (const auto& [name, file] : supporting_files) {
      if (!first) result += ", ";
      first = false;
      if (const auto* path = std::get_if<std::filesystem::path>(&file)) {
        result += fmt::format("\"{}\": variant(\"{}\")", name, path->string());
      } else {
        result += fmt::format("\"{}\": variant({})", name,
                              std::get<MemoryFile>(file));
      }
    }
    result += "}";
  }
  return result + ")";
}

}  // namespace geometry
}  // namespace drake
