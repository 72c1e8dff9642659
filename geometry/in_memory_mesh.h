#pragma once

/// @file
/// drake::geometry::InMemoryMesh: a mesh file held in memory, with the
/// files it refers to.

#include <string>

#include "drake/common/file_source.h"
#include "drake/common/fmt.h"
#include "drake/common/memory_file.h"
#include "drake/common/string_map.h"

namespace drake {
namespace geometry {

/// A mesh file whose contents are in memory (e.g. an .obj, .gltf or .vtk),
/// and the files it refers to (an OBJ's .mtl and the textures the .mtl
/// names, a glTF's .bin buffers and images). Each supporting file is keyed
/// by the string the referencing file uses to name it; its value is on disk
/// (a path) or in memory. Only `mesh_file` must be in memory. Whether a
/// missing supporting file is an error depends on the consumer (a convex
/// hull needs only vertex positions; a viewer needs materials and buffers).
///
/// Not provided here (see README.md): Drake v1.56 has neither `empty()`
/// (an earlier Drake's) nor `Serialize`; neither is offered.
struct InMemoryMesh final {
  /// The main mesh file (not a supporting .mtl or .bin).
  MemoryFile mesh_file;

  /// The files `mesh_file` refers to, keyed by the name it uses for them.
  string_map<FileSource> supporting_files;

  /// Returns `InMemoryMesh(mesh_file=MemoryFile(...))`, with
  /// `, supporting_files={"name": variant(...), ...}` before the closing
  /// parenthesis when there are any (a path shown quoted, an in-memory file
  /// as MemoryFile::to_string()), as Drake prints it.
  std::string to_string() const;
};

}  // namespace geometry
}  // namespace drake

DRAKE_FORMATTER_AS(, drake::geometry, InMemoryMesh, x, x.to_string())
