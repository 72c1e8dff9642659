#include "drake/geometry/render/render_material.h"

namespace drake {
namespace geometry {
namespace internal {

bool IsEmpty(const TextureSource& source) {
  if (std::holds_alternative<std::monostate>(source)) return true;
  if (const auto* path = std::get_if<std::filesystem::path>(&source)) {
    return path->empty();
  }
  if (const auto* key = std::get_if<TextureKey>(&source)) {
    return key->value.empty();
  }
  return std::get<MemoryFile>(source).contents().empty();
}

RenderMaterial MakeDiffuseMaterial(const Rgba& diffuse) {
  RenderMaterial material;
  material.diffuse = diffuse;
  return material;
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
