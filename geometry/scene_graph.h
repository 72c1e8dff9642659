#pragma once

/// @file
/// SceneGraph<T>: the LeafSystem that owns geometry. Sources (e.g. a
/// MultibodyPlant) register frames and geometries, report frame poses on
/// their "<source name>_pose" input ports, and read proximity results from
/// the "query" output port (a QueryObject<T>).

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/geometry/collision_filter_manager.h"
#include "drake/geometry/frame_kinematics_vector.h"
#include "drake/geometry/geometry_frame.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/geometry_instance.h"
#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/geometry_state.h"
#include "drake/geometry/proximity/broad_phase.h"
#include "drake/geometry/proximity/geometry_tables.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph_config.h"
#include "drake/geometry/scene_graph_inspector.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace geometry {
namespace internal {

/// (Internal) the world poses of every frame and geometry of a Context,
/// computed from the sources' pose inputs. The values are stored flat, in
/// the order of the Context's GeometryTables (frames: world first, then
/// parents before children; geometries: id order), and can also be read by
/// id (`X_WG.at(id)`).
template <typename T>
struct GeometryPoses {
  IndexedValues<FrameId, math::RigidTransform<T>> X_WF;
  IndexedValues<FrameId, math::RigidTransform<T>> X_PF;
  IndexedValues<GeometryId, math::RigidTransform<T>> X_WG;
};

/// (Internal) the broad phase over a Context's proximity geometries (its
/// GeometryTables' slots), kept in SceneGraph's cache: each evaluation after
/// a pose change refits it, and a change of the geometries rebuilds it (see
/// BroadPhase). `boxes` is scratch reused between evaluations.
struct ProximityBroadPhase {
  BroadPhase tree;
  std::vector<Aabb> boxes;
};

/// (Internal) the world poses of the Context's moving perception geometries
/// by id, as RenderEngine::UpdatePoses() takes them. Evaluating the cache
/// entry also moves the geometries of every render engine of the Context
/// to these poses (the engines live in the Context's GeometryState, which
/// the entry updates in place, as Drake's pose update does).
template <typename T>
struct RenderPoses {
  std::unordered_map<GeometryId, math::RigidTransform<T>> X_WG;
};

/// (Internal) the unfiltered pairs of proximity slots (s < t) whose boxes
/// overlap at the current poses, sorted; cached (no allocation once the
/// list has reached its largest size).
struct ProximityCandidates {
  std::vector<std::pair<int, int>> pairs;
};

}  // namespace internal

/// The geometry world. Registration on the system (before a Context is
/// made) changes the model that every new Context copies; registration
/// through a Context changes only that Context.
///
/// Ports: one abstract input per registered source, named
/// "<source name>_pose", of type FramePoseVector<T> holding X_PF of each of
/// the source's frames in its parent; the abstract output "query" of type
/// QueryObject<T>.
///
/// Proximity properties are completed, on registration and on AssignRole,
/// with the configuration's DefaultProximityProperties: each default that
/// is set is added where the property is missing (the hydroelastic ones only
/// when its compliance_type is not "undefined").
///
/// Mistakes throw std::logic_error naming the offending source, frame or
/// geometry: unregistered ids, a frame or geometry of another source,
/// duplicate names, and (at query time) a source with frames whose pose
/// port is unconnected or that omits a frame's pose.
template <typename T>
class SceneGraph final : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SceneGraph);

  SceneGraph();
  /// A SceneGraph with the given configuration.
  explicit SceneGraph(const SceneGraphConfig& config);
  /// Scalar-converting copy constructor: the same sources (and ports),
  /// frames, geometries and filters.
  template <typename U>
  explicit SceneGraph(const SceneGraph<U>& other);

  ~SceneGraph() final;

  // ---- sources and ports -----------------------------------------------
  /// Registers a new source and declares its pose input port. An empty name
  /// becomes "Source_<id>". Throws if the name is already used.
  SourceId RegisterSource(std::string name = "");
  bool SourceIsRegistered(SourceId id) const;
  /// The pose input port of `id`; throws if the source is unregistered.
  const systems::InputPort<T>& get_source_pose_port(SourceId id) const;
  /// The "query" output port.
  const systems::OutputPort<T>& get_query_output_port() const {
    return this->get_output_port(query_port_index_);
  }

  // ---- registration (model) ---------------------------------------------
  /// Registers `frame` as a child of the world.
  FrameId RegisterFrame(SourceId source_id, const GeometryFrame& frame);
  /// Registers `frame` as a child of `parent_id` (a frame of the same
  /// source).
  FrameId RegisterFrame(SourceId source_id, FrameId parent_id,
                        const GeometryFrame& frame);
  /// Renames a frame of the model (a Context made earlier keeps the old
  /// name). Throws std::exception if `frame_id` is not a registered frame
  /// (the world frame cannot be renamed) or its source already has a frame
  /// named `name`.
  void RenameFrame(FrameId frame_id, const std::string& name);
  /// Registers a geometry posed in frame `frame_id` (X_FG = its pose). Role
  /// properties set on the instance are assigned.
  GeometryId RegisterGeometry(SourceId source_id, FrameId frame_id,
                              std::unique_ptr<GeometryInstance> geometry);
  /// As above, registering through `context` (changes only the context).
  GeometryId RegisterGeometry(systems::Context<T>* context, SourceId source_id,
                              FrameId frame_id,
                              std::unique_ptr<GeometryInstance> geometry) const;
  /// Registers a geometry fixed in the world (pose = X_WG).
  GeometryId RegisterAnchoredGeometry(
      SourceId source_id, std::unique_ptr<GeometryInstance> geometry);
  /// Renames a geometry of the model. Throws std::exception if
  /// `geometry_id` is not registered, or if `name` is already used by
  /// another geometry of the same frame in one of the geometry's roles.
  void RenameGeometry(GeometryId geometry_id, const std::string& name);
  /// Replaces the shape of geometry `geometry_id` (of `source_id`) in the
  /// model, keeping its id, roles and properties, and its pose in its frame
  /// unless `X_FG` is given. Throws std::exception for an unregistered
  /// source or geometry, a geometry of another source, or a shape its
  /// proximity properties cannot be used with (e.g. hydroelastic properties
  /// on a shape that has no hydroelastic representation); the geometry is
  /// then unchanged.
  void ChangeShape(
      SourceId source_id, GeometryId geometry_id, const Shape& shape,
      std::optional<math::RigidTransform<double>> X_FG = std::nullopt);
  /// As above, changing only `context`'s copy of the model.
  void ChangeShape(
      systems::Context<T>* context, SourceId source_id, GeometryId geometry_id,
      const Shape& shape,
      std::optional<math::RigidTransform<double>> X_FG = std::nullopt) const;
  /// Removes the geometry (of `source_id`).
  void RemoveGeometry(SourceId source_id, GeometryId geometry_id);
  void RemoveGeometry(systems::Context<T>* context, SourceId source_id,
                      GeometryId geometry_id) const;

  /// Assigns a role. RoleAssign::kNew throws if the geometry has the role;
  /// kReplace throws if it has not.
  void AssignRole(SourceId source_id, GeometryId geometry_id,
                  ProximityProperties properties,
                  RoleAssign assign = RoleAssign::kNew);
  void AssignRole(SourceId source_id, GeometryId geometry_id,
                  IllustrationProperties properties,
                  RoleAssign assign = RoleAssign::kNew);
  void AssignRole(SourceId source_id, GeometryId geometry_id,
                  PerceptionProperties properties,
                  RoleAssign assign = RoleAssign::kNew);
  void AssignRole(systems::Context<T>* context, SourceId source_id,
                  GeometryId geometry_id, ProximityProperties properties,
                  RoleAssign assign = RoleAssign::kNew) const;
  void AssignRole(systems::Context<T>* context, SourceId source_id,
                  GeometryId geometry_id, IllustrationProperties properties,
                  RoleAssign assign = RoleAssign::kNew) const;
  void AssignRole(systems::Context<T>* context, SourceId source_id,
                  GeometryId geometry_id, PerceptionProperties properties,
                  RoleAssign assign = RoleAssign::kNew) const;
  /// Removes a role; returns 1 if the geometry had it, else 0. Throws
  /// std::exception for an unregistered source or geometry, a geometry of
  /// another source, or Role::kUnassigned.
  int RemoveRole(SourceId source_id, GeometryId geometry_id, Role role);
  int RemoveRole(systems::Context<T>* context, SourceId source_id,
                 GeometryId geometry_id, Role role) const;
  /// Removes `role` from every geometry of `source_id` on frame `frame_id`
  /// (on the world frame: the source's anchored geometries); returns how
  /// many geometries had it. Throws std::exception for an unregistered
  /// source or frame, a frame of another source, or Role::kUnassigned.
  int RemoveRole(SourceId source_id, FrameId frame_id, Role role);
  int RemoveRole(systems::Context<T>* context, SourceId source_id,
                 FrameId frame_id, Role role) const;

  // ---- render engines ----------------------------------------------------
  /// @name Managing RenderEngine instances
  /// A camera names the engine it renders with (RenderCameraCore's
  /// renderer_name()). Geometries with the perception role are registered
  /// with every engine whose name their ("renderer", "accepting") property
  /// (a std::set<std::string>) lists, or with every engine if the property
  /// is absent or empty, whether the engine is added before or after the
  /// geometry. Each Context holds its own clones of the engines (made when
  /// the Context is made or cloned), so Contexts render independently.
  ///@{

  /// Adds a clone of `renderer` under `name` and registers the accepted
  /// perception geometries with it.
  /// @throws std::exception if `name` is already used, or what the engine
  /// throws while registering a geometry (nothing is then added).
  void AddRenderer(std::string name, const render::RenderEngine& renderer);
  /// As above, adding to `context`'s copy of the model only.
  void AddRenderer(systems::Context<T>* context, std::string name,
                   const render::RenderEngine& renderer) const;
  /// As above, taking ownership of `renderer` (not cloned); also throws if
  /// it is null.
  void AddRenderer(std::string name,
                   std::unique_ptr<render::RenderEngine> renderer);
  /// As above, adding to `context`'s copy of the model only.
  void AddRenderer(systems::Context<T>* context, std::string name,
                   std::unique_ptr<render::RenderEngine> renderer) const;
  /// Removes the renderer `name`.
  /// @throws std::exception if there is no renderer of that name.
  void RemoveRenderer(const std::string& name);
  /// As above, removing from `context`'s copy of the model only.
  void RemoveRenderer(systems::Context<T>* context,
                      const std::string& name) const;
  /// True if a renderer is registered as `name`.
  bool HasRenderer(const std::string& name) const;
  bool HasRenderer(const systems::Context<T>& context,
                   const std::string& name) const;
  /// The most derived type name (NiceTypeName) of the renderer `name`, or ""
  /// if there is none.
  std::string GetRendererTypeName(const std::string& name) const;
  std::string GetRendererTypeName(const systems::Context<T>& context,
                                  const std::string& name) const;
  /// The renderer's parameters as YAML (RenderEngine::GetParameterYaml()),
  /// or "" if there is no renderer `name`.
  std::string GetRendererParameterYaml(const std::string& name) const;
  std::string GetRendererParameterYaml(const systems::Context<T>& context,
                                       const std::string& name) const;
  /// The number of renderers.
  int RendererCount() const;
  int RendererCount(const systems::Context<T>& context) const;
  /// The renderers' names (sorted).
  std::vector<std::string> RegisteredRendererNames() const;
  std::vector<std::string> RegisteredRendererNames(
      const systems::Context<T>& context) const;
  ///@}

  /// An inspector of the model (the data new Contexts copy).
  const SceneGraphInspector<T>& model_inspector() const {
    return model_inspector_;
  }
  /// A filter manager acting on the model.
  CollisionFilterManager collision_filter_manager();
  /// A filter manager acting on `context`'s data only.
  CollisionFilterManager collision_filter_manager(
      systems::Context<T>* context) const;

  /// The id of the world frame (the same for every SceneGraph).
  static FrameId world_frame_id() {
    return internal::GeometryState::world_frame_id();
  }

  /// Sets the configuration (validated first; throws std::exception if it
  /// is invalid). Geometries registered or given the proximity role from
  /// now on get its default proximity properties; existing Contexts keep
  /// the configuration they were made with.
  void set_config(const SceneGraphConfig& config);
  /// The current configuration.
  const SceneGraphConfig& get_config() const { return config_; }
  /// The configuration `context` was made with (a Context's configuration
  /// is copied from the SceneGraph's when it is made, and never changes).
  const SceneGraphConfig& get_config(const systems::Context<T>& context) const;

  // ---- (internal use) ---------------------------------------------------
  /// The registration data of `context`.
  const internal::GeometryState& geometry_state(
      const systems::Context<T>& context) const;
  /// Flat tables of `context`'s registration data (cached; rebuilt when the
  /// geometry data or filters of the Context change).
  const internal::GeometryTables& EvalGeometryTables(
      const systems::Context<T>& context) const;
  /// The world poses of `context`'s frames and geometries (cached).
  const internal::GeometryPoses<T>& EvalGeometryPoses(
      const systems::Context<T>& context) const;
  /// The broad phase of `context`'s proximity geometries at their current
  /// poses (cached; refit or rebuilt on evaluation).
  const internal::ProximityBroadPhase& EvalBroadPhase(
      const systems::Context<T>& context) const;
  /// The unfiltered proximity pairs whose boxes overlap at `context`'s
  /// poses (cached).
  const internal::ProximityCandidates& EvalProximityCandidates(
      const systems::Context<T>& context) const;
  /// The world poses of `context`'s moving perception geometries; the
  /// evaluation brings every render engine of `context` up to date with
  /// them (cached).
  const internal::RenderPoses<T>& EvalRenderPoses(
      const systems::Context<T>& context) const;

 private:
  template <typename>
  friend class SceneGraph;

  void SetDefaultParameters(const systems::Context<T>& context,
                            systems::Parameters<T>* parameters) const final;
  void CalcQueryObject(const systems::Context<T>& context,
                       QueryObject<T>* output) const;
  void CalcGeometryPoses(const systems::Context<T>& context,
                         internal::GeometryPoses<T>* poses) const;
  void CalcBroadPhase(const systems::Context<T>& context,
                      internal::ProximityBroadPhase* broad_phase) const;
  // For symbolic::Expression: throws, naming the geometry, if its world pose
  // X_WG depends on a variable (proximity queries need numbers).
  void ThrowIfSymbolicPose(const systems::Context<T>& context,
                           GeometryId geometry_id,
                           const math::RigidTransform<T>& X_WG) const;
  void CalcGeometryTables(const systems::Context<T>& context,
                          internal::GeometryTables* tables) const;
  void CalcProximityCandidates(const systems::Context<T>& context,
                               internal::ProximityCandidates* candidates) const;
  void CalcRenderPoses(const systems::Context<T>& context,
                       internal::RenderPoses<T>* poses) const;
  internal::GeometryState& mutable_geometry_state(
      systems::Context<T>* context) const;
  // Fills in the proximity properties `config` has defaults for.
  static void ApplyDefaults(const SceneGraphConfig& config,
                            GeometryInstance* geometry);
  void DeclareSourcePort(const std::string& source_name, SourceId id);

  SceneGraphConfig config_;
  std::unique_ptr<internal::GeometryState> model_;
  SceneGraphInspector<T> model_inspector_;
  std::unordered_map<SourceId, int> source_port_index_;
  int query_port_index_{-1};
  int state_parameter_index_{-1};
  systems::CacheIndex poses_cache_index_;
  systems::CacheIndex broad_phase_cache_index_;
  systems::CacheIndex tables_cache_index_;
  systems::CacheIndex candidates_cache_index_;
  systems::CacheIndex render_poses_cache_index_;
};

template <typename T>
template <typename U>
SceneGraph<T>::SceneGraph(const SceneGraph<U>& other)
    : SceneGraph(other.config_) {
  *model_ = *other.model_;
  // Re-declare the source ports in the order the other declared them.
  std::vector<std::pair<int, SourceId>> ports;
  for (const auto& [id, index] : other.source_port_index_) {
    ports.emplace_back(index, id);
  }
  std::sort(ports.begin(), ports.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [index, id] : ports) {
    DeclareSourcePort(model_->GetSource(id).name, id);
  }
}

}  // namespace geometry
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::geometry::SceneGraph)
