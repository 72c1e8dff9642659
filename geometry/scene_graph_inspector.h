#pragma once

/// @file
/// SceneGraphInspector<T>: read-only access to the registered sources,
/// frames and geometries of a SceneGraph (its model) or of one of its
/// Contexts (through QueryObject::inspector()).

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/geometry_instance.h"
#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/geometry_set.h"
#include "drake/geometry/geometry_version.h"
#include "drake/geometry/proximity/obb.h"
#include "drake/geometry/proximity/polygon_surface_mesh.h"
#include "drake/geometry/shape_specification.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace internal {
class GeometryState;
}  // namespace internal

template <typename T>
class SceneGraph;
template <typename T>
class QueryObject;

/// Every query that takes an id throws std::logic_error if the id is not
/// registered. The inspector is valid as long as the data it views.
template <typename T>
class SceneGraphInspector {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SceneGraphInspector);
  SceneGraphInspector() = default;

  // ---- scene-wide ------------------------------------------------------
  /// The number of registered sources (SceneGraph's own included).
  int num_sources() const;
  /// The number of frames, the world frame included.
  int num_frames() const;
  /// The number of registered geometries (any role).
  int num_geometries() const;
  std::vector<SourceId> GetAllSourceIds() const;
  /// Every frame id, the world frame first.
  std::vector<FrameId> GetAllFrameIds() const;
  FrameId world_frame_id() const;
  /// The ids of all geometries (with the given role, if any), in id order.
  std::vector<GeometryId> GetAllGeometryIds(
      std::optional<Role> role = std::nullopt) const;
  int NumGeometriesWithRole(Role role) const;
  /// The geometries `geometry_set` names: its geometries and every geometry
  /// on its frames, keeping only those with `role` if one is given (so a
  /// geometry named explicitly can be filtered out).
  /// @throws std::logic_error if the set names an unregistered id.
  std::unordered_set<GeometryId> GetGeometryIds(
      const GeometrySet& geometry_set,
      std::optional<Role> role = std::nullopt) const;
  /// Every pair of proximity geometries whose collision is not filtered,
  /// each as (A, B) with A < B, the order ComputePointPairPenetration()
  /// reports.
  std::set<std::pair<GeometryId, GeometryId>> GetCollisionCandidates() const;
  int NumDynamicGeometries() const;
  int NumAnchoredGeometries() const;

  /// The version of the geometry data (per role); see GeometryVersion.
  const GeometryVersion& geometry_version() const;

  // ---- sources ---------------------------------------------------------
  bool SourceIsRegistered(SourceId source_id) const;
  const std::string& GetName(SourceId source_id) const;
  int NumFramesForSource(SourceId source_id) const;
  /// The frames registered by the source.
  std::unordered_set<FrameId> FramesForSource(SourceId source_id) const;

  // ---- frames ----------------------------------------------------------
  bool BelongsToSource(FrameId frame_id, SourceId source_id) const;
  const std::string& GetOwningSourceName(FrameId frame_id) const;
  const std::string& GetName(FrameId frame_id) const;
  FrameId GetParentFrame(FrameId frame_id) const;
  int GetFrameGroup(FrameId frame_id) const;
  int NumGeometriesForFrame(FrameId frame_id) const;
  int NumGeometriesForFrameWithRole(FrameId frame_id, Role role) const;
  /// The geometries on the frame (with the role, if given), in
  /// registration order.
  std::vector<GeometryId> GetGeometries(
      FrameId frame_id, const std::optional<Role>& role = std::nullopt) const;
  /// The geometry on `frame_id` with `role` and the (canonical) `name`;
  /// throws std::logic_error naming the frame, role and name if none.
  GeometryId GetGeometryIdByName(FrameId frame_id, Role role,
                                 const std::string& name) const;

  // ---- geometries ------------------------------------------------------
  bool BelongsToSource(GeometryId geometry_id, SourceId source_id) const;
  const std::string& GetOwningSourceName(GeometryId geometry_id) const;
  FrameId GetFrameId(GeometryId geometry_id) const;
  const std::string& GetName(GeometryId geometry_id) const;
  const Shape& GetShape(GeometryId geometry_id) const;
  /// X_FG, the pose of the geometry in its frame F.
  const math::RigidTransform<double>& GetPoseInFrame(
      GeometryId geometry_id) const;
  /// The role's properties, or nullptr if the geometry lacks the role.
  const GeometryProperties* GetProperties(GeometryId geometry_id,
                                          Role role) const;
  const ProximityProperties* GetProximityProperties(GeometryId id) const;
  const IllustrationProperties* GetIllustrationProperties(GeometryId id) const;
  const PerceptionProperties* GetPerceptionProperties(GeometryId id) const;
  /// True if collisions between the two are filtered. Throws if either is
  /// unregistered or lacks the proximity role.
  bool CollisionFiltered(GeometryId geometry_id1,
                         GeometryId geometry_id2) const;
  /// The convex hull, in the geometry's frame G, of a Mesh or Convex
  /// geometry: the hull of its OBJ file's scaled vertices, a polygon per
  /// face (read on the first request and kept until the shape changes).
  /// nullptr for every other shape (primitives, Box included, have none).
  /// The pointer stays valid while the geometry keeps its shape. Throws
  /// std::logic_error if the id is not registered, and std::runtime_error
  /// naming the geometry and file if the file is not an OBJ file or cannot
  /// be read or hulled.
  const PolygonSurfaceMesh<double>* GetConvexHull(GeometryId geometry_id) const;

  /// The oriented bounding box of the geometry in its frame G. Primitives
  /// get the box of their extents in closed form (Box: itself; Sphere: half
  /// widths r, r, r; Cylinder: r, r, L/2; Capsule: r, r, L/2 + r;
  /// Ellipsoid: a, b, c), Mesh and Convex a box fitted to the vertices of
  /// their convex hull (see ObbMaker). nullopt for a HalfSpace. Throws as
  /// GetConvexHull().
  const std::optional<Obb>& GetObbInGeometryFrame(GeometryId geometry_id) const;

  /// A new GeometryInstance (with a new id) with the geometry's name, pose,
  /// shape and properties.
  std::unique_ptr<GeometryInstance> CloneGeometryInstance(
      GeometryId geometry_id) const;

  /// (Internal use) wraps `state`.
  explicit SceneGraphInspector(const internal::GeometryState* state)
      : state_(state) {}
  /// (Internal use) the viewed data.
  const internal::GeometryState& state() const;

 private:
  const internal::GeometryState* state_{};
};

}  // namespace geometry
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::geometry::SceneGraphInspector)
