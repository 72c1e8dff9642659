#include "drake/geometry/mesh_source.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <system_error>
#include <utility>

#include <fmt/format.h>

#include "drake/common/never_destroyed.h"

namespace drake {
namespace geometry {
namespace {

std::string LowerCaseExtension(const std::filesystem::path& path) {
  std::string extension = path.extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return extension;
}

}  // namespace

MeshSource::MeshSource() = default;

MeshSource::MeshSource(std::filesystem::path path)
    : source_(std::move(path)), extension_(LowerCaseExtension(this->path())) {}

MeshSource::MeshSource(InMemoryMesh&& mesh)
    : source_(std::move(mesh)), extension_(in_memory().mesh_file.extension()) {}

MeshSource::~MeshSource() = default;

std::string MeshSource::description() const {
  if (is_path()) {
    return path().empty() ? std::string("<empty path>") : path().string();
  }
  const std::string& hint = in_memory().mesh_file.filename_hint();
  return hint.empty() ? std::string("<no filename hint given>") : hint;
}

std::string MeshSource::GetCacheKey(bool is_convex) const {
  std::string key;
  if (is_in_memory()) {
    key = in_memory().mesh_file.sha256().to_string();
  } else {
    std::error_code error;
    const std::filesystem::path canonical =
        std::filesystem::canonical(path(), error);
    if (error) {
      throw std::runtime_error(
          fmt::format("Unable to access mesh file '{}': {}", path().string(),
                      error.message()));
    }
    key = canonical.string();
  }
  // ('?' cannot appear in a canonical path of ours, nor in hex digits.)
  return is_convex ? key + "?convex" : key;
}

const MeshSource& MeshSource::Empty() {
  static const never_destroyed<MeshSource> empty;
  return empty.access();
}

}  // namespace geometry
}  // namespace drake
