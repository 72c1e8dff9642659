#pragma once

/// @file
/// (Internal) RenderMaterial: the material a RenderEngine applies to a
/// RenderMesh (a diffuse color, optionally modulated by a texture). Only the
/// data types are provided: Mallard has no built-in renderer, so the
/// material-resolution helpers of Drake's header (fallback materials from
/// properties or a mesh's sibling .png) are not.

#include <filesystem>
#include <string>
#include <variant>

#include "drake/common/memory_file.h"
#include "drake/geometry/rgba.h"

namespace drake {
namespace geometry {
namespace internal {

/// A key into an image database a render engine keeps itself.
struct TextureKey {
  std::string value;
};

/// Where a texture comes from: nowhere (monostate), a file on disk, a key
/// into an engine's own image database, or a file's contents in memory.
/// Assigning a string makes a *path*; write `TextureKey{"..."}` for a key.
using TextureSource =
    std::variant<std::monostate, std::filesystem::path, TextureKey, MemoryFile>;

/// True if `source` names no texture (monostate, an empty path or key, or
/// an in-memory file with no contents).
bool IsEmpty(const TextureSource& source);

/// How much of a mesh has texture coordinates: none, all vertices, or some.
/// Only kFull supports a texture image.
enum class UvState { kNone, kFull, kPartial };

/// A mesh material: the diffuse color at a surface point is `diffuse`
/// multiplied channel-wise by `diffuse_map`'s color there (an empty map
/// multiplies by one).
struct RenderMaterial {
  Rgba diffuse;
  TextureSource diffuse_map;
  /// True if the texture's image origin is its top-left corner (glTF)
  /// rather than OpenGL's bottom-left: texture v coordinates are flipped.
  bool flip_y{false};
  /// True if the material came from the mesh file itself (e.g. an .mtl).
  bool from_mesh_file{false};
};

/// An untextured material of the given diffuse color.
RenderMaterial MakeDiffuseMaterial(const Rgba& diffuse);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
