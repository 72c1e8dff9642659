#pragma once

/// @file
/// drake::geometry::MeshSource: where a mesh's data comes from, a path on
/// disk or an InMemoryMesh.

#include <filesystem>
#include <string>
#include <variant>

#include "drake/common/drake_copyable.h"
#include "drake/common/reset_after_move.h"
#include "drake/geometry/in_memory_mesh.h"

namespace drake {
namespace geometry {

/// The definition of a mesh: a file path, or a mesh held in memory. APIs
/// that accept either take a MeshSource. A default-constructed (or
/// moved-from) source is an empty in-memory mesh.
class MeshSource final {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(MeshSource);

  /// An empty in-memory mesh (the moved-from state).
  MeshSource();

  /// A mesh file on disk. The path is not checked here (not even that it
  /// exists); the consumer that reads it reports problems.
  // NOLINTNEXTLINE(runtime/explicit) Implicit, as in Drake.
  MeshSource(std::filesystem::path path);

  /// A mesh held in memory.
  // NOLINTNEXTLINE(runtime/explicit) Implicit, as in Drake.
  MeshSource(InMemoryMesh&& mesh);

  ~MeshSource();

  /// True if the source is a path on disk.
  bool is_path() const {
    return std::holds_alternative<std::filesystem::path>(source_.value());
  }

  /// True if the source is a mesh held in memory.
  bool is_in_memory() const {
    return std::holds_alternative<InMemoryMesh>(source_.value());
  }

  /// A label for messages, never empty: the path (or "<empty path>"), or
  /// the in-memory mesh file's filename hint (or "<no filename hint
  /// given>").
  std::string description() const;

  /// A key naming the mesh data for caches: the canonical path of a file on
  /// disk, or the SHA-256 of an in-memory mesh file's contents (hex),
  /// followed by "?convex" when `is_convex` (a hull is cached apart from
  /// the mesh). Supporting files do not enter the key.
  /// @throws std::runtime_error naming the path if it cannot be
  ///   canonicalized (e.g. the file does not exist).
  std::string GetCacheKey(bool is_convex) const;

  /// The mesh type's extension, lower case with the dot (e.g. ".obj"): the
  /// path's extension (std::filesystem::path::extension()), or the
  /// in-memory MemoryFile's.
  const std::string& extension() const { return extension_.value(); }

  /// The path. @pre is_path().
  const std::filesystem::path& path() const {
    return std::get<std::filesystem::path>(source_.value());
  }

  /// The in-memory mesh. @pre is_in_memory().
  const InMemoryMesh& in_memory() const {
    return std::get<InMemoryMesh>(source_.value());
  }

  /// A shared empty source, equal to a default-constructed one.
  static const MeshSource& Empty();

 private:
  reset_after_move<std::variant<InMemoryMesh, std::filesystem::path>> source_;
  reset_after_move<std::string> extension_;
};

}  // namespace geometry
}  // namespace drake
