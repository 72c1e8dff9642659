#pragma once

/// @file
/// GeometryVersion: revision numbers of SceneGraph's geometry data, one per
/// role, for systems that redraw or rebuild when the geometry they read
/// changes.

#include "drake/common/drake_copyable.h"
#include "drake/common/identifier.h"
#include "drake/geometry/geometry_roles.h"

namespace drake {
namespace geometry {

namespace internal {
class GeometryState;
}  // namespace internal

/// The version of SceneGraph's geometry data, per role (proximity,
/// illustration, perception). SceneGraphInspector::geometry_version()
/// returns the current one; a system keeps a copy and later asks
/// IsSameAs(current, role) to learn whether the geometries of that role may
/// have changed. Registering or removing a geometry with a role, assigning
/// or removing a role, and changing a shape change the versions of the
/// roles involved; renaming changes none.
class GeometryVersion {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(GeometryVersion);

  /// A version different from every other version made this way.
  GeometryVersion();

  /// True if `this` and `other` have the same version of `role`'s data
  /// (Role::kUnassigned: always true).
  bool IsSameAs(const GeometryVersion& other, Role role) const;

 private:
  friend class internal::GeometryState;
  using RoleVersionId = Identifier<class RoleVersionTag>;

  void modify_proximity() { proximity_ = RoleVersionId::get_new_id(); }
  void modify_illustration() { illustration_ = RoleVersionId::get_new_id(); }
  void modify_perception() { perception_ = RoleVersionId::get_new_id(); }
  void modify(Role role);

  RoleVersionId proximity_;
  RoleVersionId illustration_;
  RoleVersionId perception_;
};

}  // namespace geometry
}  // namespace drake
