#pragma once

/// @file
/// CollisionFilterManager: applies CollisionFilterDeclarations to the
/// geometry data of a SceneGraph (its model) or of one of its Contexts.

#include <functional>
#include <utility>

#include "drake/geometry/collision_filter_declaration.h"

namespace drake {
namespace geometry {
namespace internal {
class GeometryState;
}  // namespace internal

/// Obtained from SceneGraph::collision_filter_manager(); valid while the
/// SceneGraph (or the Context) it came from lives.
///
/// The filter configuration is a persistent part (changed by Apply()), a
/// history of *transient* declarations applied over it in order (each
/// removable by its FilterId), and a set of inactive geometries, which are
/// filtered against every other geometry whatever the declarations say.
/// Geometries on the same frame are always filtered. A GeometrySet naming a
/// frame stands for the geometries that frame holds when the declaration is
/// applied.
class CollisionFilterManager {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(CollisionFilterManager);

  /// Applies the declaration's statements in order to the persistent
  /// configuration. Throws std::logic_error if a set names an unregistered
  /// geometry or frame, or if transient declarations are active
  /// (has_transient_history()); nothing changes then.
  void Apply(const CollisionFilterDeclaration& declaration);

  /// Applies the declaration as the newest transient declaration and returns
  /// its id (for RemoveDeclaration()). Throws std::logic_error if a set names
  /// an unregistered geometry or frame; nothing changes then.
  FilterId ApplyTransient(const CollisionFilterDeclaration& declaration);

  /// Removes the transient declaration `filter_id` from the history; the
  /// declarations applied after it are replayed without it. Returns true iff
  /// IsActive(filter_id) was true.
  bool RemoveDeclaration(FilterId filter_id);

  /// True if any transient declaration is in the history.
  bool has_transient_history() const;

  /// True if the transient declaration `filter_id` is in the history.
  bool IsActive(FilterId filter_id) const;

  /// Marks every geometry in `geometry_set` inactive: it is left out of
  /// every collision candidate pair until Activate(). Declared filters are
  /// unchanged, and this may be called while transient declarations are
  /// active. Deactivating an inactive geometry does nothing. Throws
  /// std::logic_error if the set names an unregistered geometry or frame.
  void Deactivate(const GeometrySet& geometry_set);

  /// Marks every geometry in `geometry_set` active again (the inverse of
  /// Deactivate()). Throws std::logic_error for unregistered ids.
  void Activate(const GeometrySet& geometry_set);

  /// (Internal use) wraps `state`. `on_change`, when given, runs after each
  /// change (SceneGraph passes one that marks a Context's geometry data
  /// changed, so that its cached query data follows).
  explicit CollisionFilterManager(internal::GeometryState* state,
                                  std::function<void()> on_change = {})
      : state_(state), on_change_(std::move(on_change)) {}

 private:
  void Changed() const {
    if (on_change_) on_change_();
  }

  internal::GeometryState* state_{};
  std::function<void()> on_change_;
};

}  // namespace geometry
}  // namespace drake
