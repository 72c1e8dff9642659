#pragma once

/// @file
/// (Internal) the contents of a MeshSource's main file, so that the mesh
/// readers parse one string whether the mesh is on disk or in memory.

#include <string>
#include <string_view>

#include "drake/geometry/mesh_source.h"

namespace drake {
namespace geometry {
namespace internal {

/// The bytes of `source`'s mesh file: read from its path, or copied from
/// the in-memory MemoryFile. `kind` names the format in the message (e.g.
/// "OBJ").
/// @throws std::runtime_error "Cannot open the <kind> file '<path>'." if a
///   path cannot be read (missing, a directory, unreadable).
std::string ReadMeshSourceContents(const MeshSource& source,
                                   std::string_view kind);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
