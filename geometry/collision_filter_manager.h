#pragma once

/// @file
/// CollisionFilterManager: applies CollisionFilterDeclarations to the
/// geometry data of a SceneGraph (its model) or of one of its Contexts.

#include "drake/geometry/collision_filter_declaration.h"

namespace drake {
namespace geometry {
namespace internal {
class GeometryState;
}  // namespace internal

/// Obtained from SceneGraph::collision_filter_manager(); valid while the
/// SceneGraph (or the Context) it came from lives.
class CollisionFilterManager {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(CollisionFilterManager);

  /// Applies the declaration's statements in order. Throws
  /// std::logic_error if a set names an unregistered geometry or frame.
  void Apply(const CollisionFilterDeclaration& declaration);

  /// (Internal use) wraps `state`.
  explicit CollisionFilterManager(internal::GeometryState* state)
      : state_(state) {}

 private:
  internal::GeometryState* state_{};
};

}  // namespace geometry
}  // namespace drake
