#pragma once

/// @file
/// (Internal) GeometryState: the registered sources, frames and geometries
/// with their roles and collision filters. It holds no poses and so does not
/// depend on the scalar type; SceneGraph keeps a model copy and each
/// Context a copy of its own (as an abstract parameter).

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "drake/common/copyable_unique_ptr.h"
#include "drake/common/sorted_pair.h"
#include "drake/geometry/collision_filter_declaration.h"
#include "drake/geometry/geometry_frame.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/geometry_instance.h"
#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/geometry_version.h"
#include "drake/geometry/render/render_engine.h"
#include "drake/geometry/scene_graph_config.h"
#include "drake/geometry/shape_specification.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
class Obb;
template <class T>
class PolygonSurfaceMesh;
namespace internal {

/// The kinds of shape the proximity code dispatches on.
enum class ShapeKind {
  kSphere,
  kBox,
  kCylinder,
  kCapsule,
  kEllipsoid,
  kHalfSpace,
  kMesh,
  kConvex
};

struct ConvexMesh;
class ShapeBounds;
namespace hydroelastic {
struct Geometry;
}  // namespace hydroelastic

/// A shape reduced to its kind and (up to three) dimensions: sphere (r),
/// box (half sizes x, y, z), cylinder and capsule (r, half length),
/// ellipsoid (a, b, c). Half spaces and meshes have none. A Mesh or Convex
/// with the proximity role also has `convex`, the convex hull of its OBJ
/// file's scaled vertices (read once, when the role is assigned, and
/// shared by the copies of the state).
struct ShapeSummary {
  ShapeKind kind{ShapeKind::kSphere};
  Vector3<double> dims{Vector3<double>::Zero()};
  std::string type_name;
  std::shared_ptr<const ConvexMesh> convex;
};

/// Summarizes `shape`.
ShapeSummary SummarizeShape(const Shape& shape);

struct InternalSource {
  SourceId id;
  std::string name;
  std::vector<FrameId> frames;        // in registration order
  std::vector<GeometryId> anchored;   // anchored geometries
  std::set<std::string> frame_names;  // for the uniqueness check
  int pose_port_index{-1};
};

struct InternalFrame {
  FrameId id;
  SourceId source;
  std::string name;
  int frame_group{0};
  FrameId parent;                      // invalid only for the world
  std::vector<GeometryId> geometries;  // in registration order
};

struct InternalGeometry {
  GeometryId id;
  SourceId source;
  FrameId frame;
  std::string name;
  copyable_unique_ptr<Shape> shape;
  ShapeSummary summary;
  math::RigidTransform<double> X_FG;
  std::optional<ProximityProperties> proximity;
  /// The hydroelastic representation, built when the proximity role is
  /// assigned or replaced (null if the properties declare no compliance
  /// type); immutable and shared by the copies of the state.
  std::shared_ptr<const hydroelastic::Geometry> hydroelastic;
  std::optional<IllustrationProperties> illustration;
  std::optional<PerceptionProperties> perception;
  /// The convex hull and OBB in G of `shape` (see ShapeBounds), replaced
  /// whenever the shape is; immutable once made and shared by the copies
  /// of the state.
  std::shared_ptr<const ShapeBounds> bounds;

  bool has_role(Role role) const;
};

/// The registration data. All mutators validate their ids and throw
/// std::logic_error naming what is wrong.
class GeometryState {
 public:
  GeometryState();

  // ---- registration ----------------------------------------------------
  SourceId RegisterNewSource(const std::string& name, int pose_port_index);
  FrameId RegisterFrame(SourceId source_id, FrameId parent_id,
                        const GeometryFrame& frame);
  GeometryId RegisterGeometry(SourceId source_id, FrameId frame_id,
                              std::unique_ptr<GeometryInstance> geometry);
  void RemoveGeometry(SourceId source_id, GeometryId geometry_id);
  /// Renames a frame; throws if the id is unregistered or names the world
  /// frame, or if its source already has a frame called `name`.
  void RenameFrame(FrameId frame_id, const std::string& name);
  /// Renames a geometry; throws if the id is unregistered or if another
  /// geometry of its frame with one of its roles is already called `name`.
  void RenameGeometry(GeometryId geometry_id, const std::string& name);
  /// Replaces the shape of a geometry (of `source_id`), and its pose X_FG in
  /// its frame when given; its roles and properties are kept and its
  /// proximity representations rebuilt. On a throw (unregistered ids,
  /// another source's geometry, properties the new shape cannot satisfy)
  /// the geometry is unchanged.
  void ChangeShape(SourceId source_id, GeometryId geometry_id,
                   const Shape& shape,
                   std::optional<math::RigidTransform<double>> X_FG);
  void AssignRole(SourceId source_id, GeometryId geometry_id,
                  ProximityProperties properties, RoleAssign assign);
  void AssignRole(SourceId source_id, GeometryId geometry_id,
                  IllustrationProperties properties, RoleAssign assign);
  void AssignRole(SourceId source_id, GeometryId geometry_id,
                  PerceptionProperties properties, RoleAssign assign);
  int RemoveRole(SourceId source_id, GeometryId geometry_id, Role role);
  /// Removes `role` from every geometry of `source_id` on frame `frame_id`
  /// (the world frame: the source's anchored geometries); returns how many
  /// had it. Throws for an unregistered source or frame, a frame of another
  /// source, or Role::kUnassigned.
  int RemoveRole(SourceId source_id, FrameId frame_id, Role role);
  /// Applies a persistent filter declaration. Throws std::logic_error if a
  /// set names an unregistered geometry or frame, or if transient
  /// declarations are active.
  void ApplyFilterDeclaration(const CollisionFilterDeclaration& declaration);
  /// Applies `declaration` as the newest transient declaration; its sets are
  /// resolved to geometries now. Throws as ApplyFilterDeclaration() does for
  /// unregistered ids.
  FilterId ApplyTransientFilterDeclaration(
      const CollisionFilterDeclaration& declaration);
  /// Removes the transient declaration `id`; false if it is not active.
  bool RemoveFilterDeclaration(FilterId id);
  bool has_transient_filter_history() const {
    return !transient_history_.empty();
  }
  /// True if `id` names a transient declaration still in the history.
  bool IsFilterDeclarationActive(FilterId id) const;
  /// Marks every geometry of `set` active or inactive (an inactive geometry
  /// is filtered against every other). Throws for unregistered ids.
  void SetActiveStatus(const GeometrySet& set, bool active);
  /// The geometries marked inactive, in id order.
  const std::set<GeometryId>& inactive_geometries() const { return inactive_; }

  /// The version of the geometry data, per role (see GeometryVersion for
  /// what changes it).
  const GeometryVersion& geometry_version() const { return version_; }

  /// The SceneGraph configuration this state was made with (a Context's
  /// copy keeps the one its SceneGraph had when the Context was made).
  const SceneGraphConfig& config() const { return config_; }
  void set_config(const SceneGraphConfig& config) { config_ = config; }

  // ---- lookups ---------------------------------------------------------
  static FrameId world_frame_id();
  SourceId self_source_id() const { return self_source_; }
  bool SourceIsRegistered(SourceId id) const { return sources_.count(id) > 0; }
  const InternalSource& GetSource(SourceId id) const;        // throws
  const InternalFrame& GetFrame(FrameId id) const;           // throws
  const InternalGeometry& GetGeometry(GeometryId id) const;  // throws
  const InternalGeometry* FindGeometry(GeometryId id) const;
  const InternalFrame* FindFrame(FrameId id) const;
  const std::map<SourceId, InternalSource>& sources() const { return sources_; }
  const std::map<FrameId, InternalFrame>& frames() const { return frames_; }
  const std::map<GeometryId, InternalGeometry>& geometries() const {
    return geometries_;
  }
  /// Every non-world frame, parents before children.
  const std::vector<FrameId>& frame_order() const { return frame_order_; }
  /// The convex hull of a Mesh or Convex geometry in its frame G (read from
  /// its OBJ file on first request), nullptr for other shapes. Throws
  /// std::logic_error for an unregistered id and std::runtime_error naming
  /// the geometry and file if the file cannot be read or hulled.
  const PolygonSurfaceMesh<double>* GetConvexHull(GeometryId id) const;
  /// The geometry's OBB in its frame G (nullopt for a HalfSpace); throws as
  /// GetConvexHull().
  const std::optional<Obb>& GetObbInGeometryFrame(GeometryId id) const;
  /// The geometries with the proximity role, in id order.
  std::vector<GeometryId> ProximityGeometries() const;
  /// True if the pair is filtered: same frame, either geometry inactive, or
  /// excluded by the declarations (persistent, then transient in order).
  /// Both must be registered.
  bool CollisionFiltered(GeometryId id1, GeometryId id2) const;
  /// The pairs excluded by filter declarations, persistent and transient
  /// (same-frame pairs, filtered implicitly, and pairs filtered only because
  /// a geometry is inactive are not listed).
  const std::set<SortedPair<GeometryId>>& excluded_pairs() const {
    return excluded_pairs_;
  }
  /// Throws std::logic_error unless `source_id` is registered.
  void ThrowUnlessSourceRegistered(SourceId source_id,
                                   const char* caller) const;

  // ---- render engines --------------------------------------------------
  // A copy of the state clones every engine (a Context's engines are its
  // own). Every perception geometry is offered to each engine its
  // ("renderer", "accepting") property (a std::set<std::string>) names, or
  // to every engine if the property is absent or empty; rigid geometries on
  // a frame other than the world are registered as needing pose updates.

  /// Adds `renderer` as `name` and offers it every perception geometry.
  /// Throws std::logic_error if the name is taken or `renderer` is null, or
  /// rethrows what the engine throws while registering (the state is then
  /// unchanged).
  void AddRenderer(std::string name,
                   std::unique_ptr<render::RenderEngine> renderer);
  /// Removes the engine `name`; throws std::logic_error if there is none.
  void RemoveRenderer(const std::string& name);
  bool HasRenderer(const std::string& name) const {
    return render_engines_.contains(name);
  }
  int RendererCount() const { return static_cast<int>(render_engines_.size()); }
  /// The engines' names, sorted.
  std::vector<std::string> RegisteredRendererNames() const;
  /// The engine `name`, or nullptr.
  const render::RenderEngine* GetRenderEngineByName(
      const std::string& name) const;
  /// The engine `name`; throws std::logic_error naming it (and the engines
  /// there are) if there is none.
  const render::RenderEngine& GetRenderEngineOrThrow(
      const std::string& name) const;
  /// The engines, by name (for pose updates before rendering).
  const std::map<std::string, copyable_unique_ptr<render::RenderEngine>>&
  render_engines() const {
    return render_engines_;
  }
  std::map<std::string, copyable_unique_ptr<render::RenderEngine>>&
  mutable_render_engines() {
    return render_engines_;
  }

 private:
  // Offers geometry `geometry` with perception `properties` to every engine
  // they accept; if an engine throws, the engines that had registered it
  // drop it again before the exception propagates. True if any accepted.
  bool AddToCompatibleRenderers(const InternalGeometry& geometry,
                                const PerceptionProperties& properties);
  // Removes the geometry from every engine that has it.
  void RemoveFromAllRenderers(GeometryId id);
  InternalGeometry& GetMutableGeometry(SourceId source_id,
                                       GeometryId geometry_id,
                                       const char* caller);
  void ThrowIfNameExistsInRole(const InternalGeometry& geometry,
                               Role role) const;
  std::vector<GeometryId> Resolve(const GeometrySet& set) const;
  // A declaration with its sets resolved to geometry ids (a frame stands for
  // the geometries it held when the declaration was applied).
  struct ResolvedStatement {
    CollisionFilterDeclaration::Kind kind;
    std::vector<GeometryId> set_A;
    std::vector<GeometryId> set_B;  // unused by the *Within kinds
  };
  using ResolvedDeclaration = std::vector<ResolvedStatement>;
  ResolvedDeclaration ResolveDeclaration(
      const CollisionFilterDeclaration& declaration) const;
  static void ApplyResolved(const ResolvedDeclaration& declaration,
                            std::set<SortedPair<GeometryId>>* excluded);
  // excluded_pairs_ = persistent_excluded_pairs_ with the transient history
  // replayed over it.
  void RecomputeExcludedPairs();

  // Bumps the version of every role `geometry` has.
  void ModifyVersionsOf(const InternalGeometry& geometry);

  SceneGraphConfig config_;
  GeometryVersion version_;
  SourceId self_source_;
  std::map<SourceId, InternalSource> sources_;
  std::map<FrameId, InternalFrame> frames_;
  std::map<GeometryId, InternalGeometry> geometries_;
  std::vector<FrameId> frame_order_;
  // The declared filters: persistent ones, the transient history (oldest
  // first), and the net result of both, which queries read.
  std::set<SortedPair<GeometryId>> persistent_excluded_pairs_;
  std::vector<std::pair<FilterId, ResolvedDeclaration>> transient_history_;
  std::set<SortedPair<GeometryId>> excluded_pairs_;
  std::set<GeometryId> inactive_;
  // The render engines by name.
  std::map<std::string, copyable_unique_ptr<render::RenderEngine>>
      render_engines_;
};

}  // namespace internal
}  // namespace geometry
}  // namespace drake
