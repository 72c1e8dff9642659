#include "drake/geometry/scene_graph.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <type_traits>

#include <fmt/format.h>

#include "drake/common/nice_type_name.h"
#include "drake/common/unused.h"
#include "drake/geometry/proximity/hydroelastic_internal.h"
#include "drake/geometry/proximity/penetration.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/utilities.h"
#include "drake/math/autodiff.h"

namespace drake {
namespace geometry {

using systems::Context;

namespace internal {

void ApplyProximityDefaults(const DefaultProximityProperties& defaults,
                            ProximityProperties* properties) {
  auto add_missing = [properties](const char* group, const char* name,
                                  const std::optional<double>& value) {
    if (value.has_value() && !properties->HasProperty(group, name)) {
      properties->AddProperty(group, name, *value);
    }
  };
  add_missing(kMaterialGroup, kHcDissipation,
              defaults.hunt_crossley_dissipation);
  add_missing(kMaterialGroup, kRelaxationTime, defaults.relaxation_time);
  add_missing(kMaterialGroup, kPointStiffness, defaults.point_stiffness);
  if (defaults.static_friction.has_value() &&
      defaults.dynamic_friction.has_value() &&
      !properties->HasProperty(kMaterialGroup, kFriction)) {
    properties->AddProperty(
        kMaterialGroup, kFriction,
        multibody::CoulombFriction<double>(*defaults.static_friction,
                                           *defaults.dynamic_friction));
  }
  // As in Drake, the margin is filled in whatever the compliance type.
  add_missing(kHydroGroup, kMargin, defaults.margin);
  // The other hydroelastic defaults apply only when a compliance type is
  // chosen.
  if (defaults.compliance_type == "undefined") return;
  if (!properties->HasProperty(kHydroGroup, kComplianceType)) {
    properties->AddProperty(kHydroGroup, kComplianceType,
                            defaults.compliance_type == "rigid"
                                ? HydroelasticType::kRigid
                                : HydroelasticType::kCompliant);
  }
  add_missing(kHydroGroup, kElastic, defaults.hydroelastic_modulus);
  add_missing(kHydroGroup, kRezHint, defaults.resolution_hint);
  add_missing(kHydroGroup, kSlabThickness, defaults.slab_thickness);
}

}  // namespace internal

template <typename T>
SceneGraph<T>::SceneGraph() : SceneGraph(SceneGraphConfig{}) {}

template <typename T>
SceneGraph<T>::SceneGraph(const SceneGraphConfig& config)
    : systems::LeafSystem<T>(systems::SystemTypeTag<SceneGraph>{}),
      config_(config),
      model_(std::make_unique<internal::GeometryState>()),
      model_inspector_(model_.get()) {
  config_.ValidateOrThrow();
  model_->set_config(config_);
  state_parameter_index_ =
      this->DeclareAbstractParameter(Value<internal::GeometryState>(*model_));
  // The flat tables change only with the registration data (a parameter);
  // the poses and everything after them change with the pose inputs too.
  tables_cache_index_ = this->DeclareCacheEntry("geometry tables",
                                                &SceneGraph::CalcGeometryTables,
                                                {this->all_parameters_ticket()})
                            .cache_index();
  poses_cache_index_ =
      this->DeclareCacheEntry(
              "geometry poses", &SceneGraph::CalcGeometryPoses,
              {this->all_input_ports_ticket(), this->all_parameters_ticket()})
          .cache_index();
  broad_phase_cache_index_ =
      this->DeclareCacheEntry(
              "proximity broad phase", &SceneGraph::CalcBroadPhase,
              {this->all_input_ports_ticket(), this->all_parameters_ticket()})
          .cache_index();
  candidates_cache_index_ =
      this->DeclareCacheEntry(
              "proximity candidate pairs", &SceneGraph::CalcProximityCandidates,
              {this->all_input_ports_ticket(), this->all_parameters_ticket()})
          .cache_index();
  render_poses_cache_index_ =
      this->DeclareCacheEntry(
              "render poses", &SceneGraph::CalcRenderPoses,
              {this->all_input_ports_ticket(), this->all_parameters_ticket()})
          .cache_index();
  // The query object is a live view of the Context, but as Drake's it
  // depends on the pose inputs and the registration data: a system that
  // caches what it computes from a query is then recomputed when a pose
  // changes. (A pose source that also reads the query must declare its pose
  // output's prerequisites, as MultibodyPlant does; otherwise the two form an
  // algebraic loop, in Drake too.) It points at the Context it was computed
  // for, so it is not cached: a cloned Context must not keep a view of the
  // original.
  auto& query_port = this->DeclareAbstractOutputPort(
      "query", &SceneGraph::CalcQueryObject,
      {this->all_input_ports_ticket(), this->all_parameters_ticket()});
  query_port.disable_caching_by_default();
  query_port_index_ = query_port.get_index();
}

template <typename T>
SceneGraph<T>::~SceneGraph() = default;

template <typename T>
void SceneGraph<T>::DeclareSourcePort(const std::string& source_name,
                                      SourceId id) {
  const auto& port = this->DeclareAbstractInputPort(
      source_name + "_pose", Value<FramePoseVector<T>>());
  source_port_index_[id] = port.get_index();
}

template <typename T>
SourceId SceneGraph<T>::RegisterSource(std::string name) {
  if (name.empty()) {
    // A provisional name; the id is only known once registered.
    name = fmt::format("Source_{}", model_->sources().size());
  }
  const SourceId id = model_->RegisterNewSource(name, -1);
  DeclareSourcePort(name, id);
  return id;
}

template <typename T>
bool SceneGraph<T>::SourceIsRegistered(SourceId id) const {
  return id.is_valid() && model_->SourceIsRegistered(id);
}

template <typename T>
const systems::InputPort<T>& SceneGraph<T>::get_source_pose_port(
    SourceId id) const {
  model_->ThrowUnlessSourceRegistered(id, "get_source_pose_port");
  auto it = source_port_index_.find(id);
  if (it == source_port_index_.end()) {
    throw std::logic_error(
        fmt::format("get_source_pose_port(): the source '{}' has no pose port.",
                    model_->GetSource(id).name));
  }
  return this->get_input_port(it->second);
}

template <typename T>
FrameId SceneGraph<T>::RegisterFrame(SourceId source_id,
                                     const GeometryFrame& frame) {
  return model_->RegisterFrame(source_id, world_frame_id(), frame);
}

template <typename T>
FrameId SceneGraph<T>::RegisterFrame(SourceId source_id, FrameId parent_id,
                                     const GeometryFrame& frame) {
  return model_->RegisterFrame(source_id, parent_id, frame);
}

template <typename T>
void SceneGraph<T>::RenameFrame(FrameId frame_id, const std::string& name) {
  model_->RenameFrame(frame_id, name);
}

template <typename T>
void SceneGraph<T>::set_config(const SceneGraphConfig& config) {
  config.ValidateOrThrow();
  config_ = config;
  model_->set_config(config_);
}

template <typename T>
const SceneGraphConfig& SceneGraph<T>::get_config(
    const Context<T>& context) const {
  return geometry_state(context).config();
}

template <typename T>
void SceneGraph<T>::ApplyDefaults(const SceneGraphConfig& config,
                                  GeometryInstance* geometry) {
  if (geometry != nullptr && geometry->mutable_proximity_properties()) {
    internal::ApplyProximityDefaults(config.default_proximity_properties,
                                     geometry->mutable_proximity_properties());
  }
}

template <typename T>
GeometryId SceneGraph<T>::RegisterGeometry(
    SourceId source_id, FrameId frame_id,
    std::unique_ptr<GeometryInstance> geometry) {
  ApplyDefaults(config_, geometry.get());
  return model_->RegisterGeometry(source_id, frame_id, std::move(geometry));
}

template <typename T>
GeometryId SceneGraph<T>::RegisterGeometry(
    Context<T>* context, SourceId source_id, FrameId frame_id,
    std::unique_ptr<GeometryInstance> geometry) const {
  internal::GeometryState& state = mutable_geometry_state(context);
  ApplyDefaults(state.config(), geometry.get());
  return state.RegisterGeometry(source_id, frame_id, std::move(geometry));
}

template <typename T>
GeometryId SceneGraph<T>::RegisterAnchoredGeometry(
    SourceId source_id, std::unique_ptr<GeometryInstance> geometry) {
  ApplyDefaults(config_, geometry.get());
  return model_->RegisterGeometry(source_id, world_frame_id(),
                                  std::move(geometry));
}

template <typename T>
void SceneGraph<T>::RenameGeometry(GeometryId geometry_id,
                                   const std::string& name) {
  model_->RenameGeometry(geometry_id, name);
}

template <typename T>
void SceneGraph<T>::ChangeShape(
    SourceId source_id, GeometryId geometry_id, const Shape& shape,
    std::optional<math::RigidTransform<double>> X_FG) {
  model_->ChangeShape(source_id, geometry_id, shape, std::move(X_FG));
}

template <typename T>
void SceneGraph<T>::ChangeShape(
    Context<T>* context, SourceId source_id, GeometryId geometry_id,
    const Shape& shape,
    std::optional<math::RigidTransform<double>> X_FG) const {
  mutable_geometry_state(context).ChangeShape(source_id, geometry_id, shape,
                                              std::move(X_FG));
}

template <typename T>
void SceneGraph<T>::RemoveGeometry(SourceId source_id, GeometryId geometry_id) {
  model_->RemoveGeometry(source_id, geometry_id);
}

template <typename T>
void SceneGraph<T>::RemoveGeometry(Context<T>* context, SourceId source_id,
                                   GeometryId geometry_id) const {
  mutable_geometry_state(context).RemoveGeometry(source_id, geometry_id);
}

template <typename T>
void SceneGraph<T>::AssignRole(SourceId source_id, GeometryId geometry_id,
                               ProximityProperties properties,
                               RoleAssign assign) {
  internal::ApplyProximityDefaults(config_.default_proximity_properties,
                                   &properties);
  model_->AssignRole(source_id, geometry_id, std::move(properties), assign);
}

template <typename T>
void SceneGraph<T>::AssignRole(SourceId source_id, GeometryId geometry_id,
                               IllustrationProperties properties,
                               RoleAssign assign) {
  model_->AssignRole(source_id, geometry_id, std::move(properties), assign);
}

template <typename T>
void SceneGraph<T>::AssignRole(SourceId source_id, GeometryId geometry_id,
                               PerceptionProperties properties,
                               RoleAssign assign) {
  model_->AssignRole(source_id, geometry_id, std::move(properties), assign);
}

template <typename T>
void SceneGraph<T>::AssignRole(Context<T>* context, SourceId source_id,
                               GeometryId geometry_id,
                               ProximityProperties properties,
                               RoleAssign assign) const {
  internal::GeometryState& state = mutable_geometry_state(context);
  internal::ApplyProximityDefaults(state.config().default_proximity_properties,
                                   &properties);
  state.AssignRole(source_id, geometry_id, std::move(properties), assign);
}

template <typename T>
void SceneGraph<T>::AssignRole(Context<T>* context, SourceId source_id,
                               GeometryId geometry_id,
                               IllustrationProperties properties,
                               RoleAssign assign) const {
  mutable_geometry_state(context).AssignRole(source_id, geometry_id,
                                             std::move(properties), assign);
}

template <typename T>
void SceneGraph<T>::AssignRole(Context<T>* context, SourceId source_id,
                               GeometryId geometry_id,
                               PerceptionProperties properties,
                               RoleAssign assign) const {
  mutable_geometry_state(context).AssignRole(source_id, geometry_id,
                                             std::move(properties), assign);
}

template <typename T>
int SceneGraph<T>::RemoveRole(SourceId source_id, GeometryId geometry_id,
                              Role role) {
  return model_->RemoveRole(source_id, geometry_id, role);
}

template <typename T>
int SceneGraph<T>::RemoveRole(Context<T>* context, SourceId source_id,
                              GeometryId geometry_id, Role role) const {
  return mutable_geometry_state(context).RemoveRole(source_id, geometry_id,
                                                    role);
}

template <typename T>
int SceneGraph<T>::RemoveRole(SourceId source_id, FrameId frame_id, Role role) {
  return model_->RemoveRole(source_id, frame_id, role);
}

template <typename T>
int SceneGraph<T>::RemoveRole(Context<T>* context, SourceId source_id,
                              FrameId frame_id, Role role) const {
  return mutable_geometry_state(context).RemoveRole(source_id, frame_id, role);
}

template <typename T>
CollisionFilterManager SceneGraph<T>::collision_filter_manager() {
  return CollisionFilterManager(model_.get());
}

template <typename T>
CollisionFilterManager SceneGraph<T>::collision_filter_manager(
    Context<T>* context) const {
  // Each change marks the Context's geometry data changed again, so the
  // cached tables and candidates follow every call, not only the first.
  return CollisionFilterManager(
      &mutable_geometry_state(context),
      [this, context]() { mutable_geometry_state(context); });
}

template <typename T>
void SceneGraph<T>::AddRenderer(std::string name,
                                const render::RenderEngine& renderer) {
  model_->AddRenderer(std::move(name), renderer.Clone());
}

template <typename T>
void SceneGraph<T>::AddRenderer(Context<T>* context, std::string name,
                                const render::RenderEngine& renderer) const {
  mutable_geometry_state(context).AddRenderer(std::move(name),
                                              renderer.Clone());
}

template <typename T>
void SceneGraph<T>::AddRenderer(
    std::string name, std::unique_ptr<render::RenderEngine> renderer) {
  model_->AddRenderer(std::move(name), std::move(renderer));
}

template <typename T>
void SceneGraph<T>::AddRenderer(
    Context<T>* context, std::string name,
    std::unique_ptr<render::RenderEngine> renderer) const {
  mutable_geometry_state(context).AddRenderer(std::move(name),
                                              std::move(renderer));
}

template <typename T>
void SceneGraph<T>::RemoveRenderer(const std::string& name) {
  model_->RemoveRenderer(name);
}

template <typename T>
void SceneGraph<T>::RemoveRenderer(Context<T>* context,
                                   const std::string& name) const {
  mutable_geometry_state(context).RemoveRenderer(name);
}

template <typename T>
bool SceneGraph<T>::HasRenderer(const std::string& name) const {
  return model_->HasRenderer(name);
}

template <typename T>
bool SceneGraph<T>::HasRenderer(const Context<T>& context,
                                const std::string& name) const {
  return geometry_state(context).HasRenderer(name);
}

namespace {
std::string RendererTypeName(const internal::GeometryState& state,
                             const std::string& name) {
  const render::RenderEngine* engine = state.GetRenderEngineByName(name);
  return engine == nullptr ? std::string() : NiceTypeName::Get(*engine);
}

std::string RendererParameterYaml(const internal::GeometryState& state,
                                  const std::string& name) {
  const render::RenderEngine* engine = state.GetRenderEngineByName(name);
  return engine == nullptr ? std::string() : engine->GetParameterYaml();
}
}  // namespace

template <typename T>
std::string SceneGraph<T>::GetRendererTypeName(const std::string& name) const {
  return RendererTypeName(*model_, name);
}

template <typename T>
std::string SceneGraph<T>::GetRendererTypeName(const Context<T>& context,
                                               const std::string& name) const {
  return RendererTypeName(geometry_state(context), name);
}

template <typename T>
std::string SceneGraph<T>::GetRendererParameterYaml(
    const std::string& name) const {
  return RendererParameterYaml(*model_, name);
}

template <typename T>
std::string SceneGraph<T>::GetRendererParameterYaml(
    const Context<T>& context, const std::string& name) const {
  return RendererParameterYaml(geometry_state(context), name);
}

template <typename T>
int SceneGraph<T>::RendererCount() const {
  return model_->RendererCount();
}

template <typename T>
int SceneGraph<T>::RendererCount(const Context<T>& context) const {
  return geometry_state(context).RendererCount();
}

template <typename T>
std::vector<std::string> SceneGraph<T>::RegisteredRendererNames() const {
  return model_->RegisteredRendererNames();
}

template <typename T>
std::vector<std::string> SceneGraph<T>::RegisteredRendererNames(
    const Context<T>& context) const {
  return geometry_state(context).RegisteredRendererNames();
}

template <typename T>
const internal::GeometryState& SceneGraph<T>::geometry_state(
    const Context<T>& context) const {
  this->ValidateContext(context);
  return context.get_abstract_parameter(state_parameter_index_)
      .template get_value<internal::GeometryState>();
}

template <typename T>
internal::GeometryState& SceneGraph<T>::mutable_geometry_state(
    Context<T>* context) const {
  this->ValidateContext(context);
  return context->get_mutable_abstract_parameter(state_parameter_index_)
      .template get_mutable_value<internal::GeometryState>();
}

template <typename T>
void SceneGraph<T>::SetDefaultParameters(
    const Context<T>& context, systems::Parameters<T>* parameters) const {
  systems::LeafSystem<T>::SetDefaultParameters(context, parameters);
  // The model may have changed since the parameter was declared.
  parameters->get_mutable_abstract_parameter(state_parameter_index_)
      .set_value(*model_);
}

template <typename T>
void SceneGraph<T>::CalcQueryObject(const Context<T>& context,
                                    QueryObject<T>* output) const {
  output->set(&context, this);
}

template <typename T>
const internal::GeometryTables& SceneGraph<T>::EvalGeometryTables(
    const Context<T>& context) const {
  return this->get_cache_entry(tables_cache_index_)
      .template Eval<internal::GeometryTables>(context);
}

template <typename T>
const internal::GeometryPoses<T>& SceneGraph<T>::EvalGeometryPoses(
    const Context<T>& context) const {
  return this->get_cache_entry(poses_cache_index_)
      .template Eval<internal::GeometryPoses<T>>(context);
}

template <typename T>
const internal::ProximityBroadPhase& SceneGraph<T>::EvalBroadPhase(
    const Context<T>& context) const {
  return this->get_cache_entry(broad_phase_cache_index_)
      .template Eval<internal::ProximityBroadPhase>(context);
}

template <typename T>
const internal::ProximityCandidates& SceneGraph<T>::EvalProximityCandidates(
    const Context<T>& context) const {
  return this->get_cache_entry(candidates_cache_index_)
      .template Eval<internal::ProximityCandidates>(context);
}

template <typename T>
const internal::RenderPoses<T>& SceneGraph<T>::EvalRenderPoses(
    const Context<T>& context) const {
  return this->get_cache_entry(render_poses_cache_index_)
      .template Eval<internal::RenderPoses<T>>(context);
}

template <typename T>
void SceneGraph<T>::CalcRenderPoses(const Context<T>& context,
                                    internal::RenderPoses<T>* poses) const {
  const internal::GeometryState& state = geometry_state(context);
  if (state.RendererCount() == 0) return;
  const internal::GeometryPoses<T>& all_poses = EvalGeometryPoses(context);
  // the moving perception geometries' poses, assigned in place (a geometry
  // already in the map costs no allocation), then the engines moved.
  for (const auto& [id, geometry] : state.geometries()) {
    if (!geometry.perception.has_value() ||
        geometry.frame == world_frame_id()) {
      continue;
    }
    poses->X_WG[id] = all_poses.X_WG.at(id);
  }
  // The engines belong to this Context's registration data, which this
  // cache entry keeps up to date with its poses (as Drake's pose update
  // does); moving them changes no value any other cache entry depends on.
  auto& engines =
      const_cast<internal::GeometryState&>(state).mutable_render_engines();
  for (auto& [name, engine] : engines) {
    engine->UpdatePoses(poses->X_WG);
  }
}

template <typename T>
void SceneGraph<T>::CalcGeometryTables(const Context<T>& context,
                                       internal::GeometryTables* tables) const {
  internal::BuildGeometryTables(geometry_state(context), source_port_index_,
                                tables);
}

template <typename T>
void SceneGraph<T>::ThrowIfSymbolicPose(
    const Context<T>& context, GeometryId geometry_id,
    const math::RigidTransform<T>& X_WG) const {
  if constexpr (std::is_same_v<T, symbolic::Expression>) {
    symbolic::Variables variables;
    for (int i = 0; i < 3; ++i) {
      variables.insert(X_WG.translation()(i).GetVariables());
      for (int j = 0; j < 3; ++j) {
        variables.insert(X_WG.rotation().matrix()(i, j).GetVariables());
      }
    }
    if (!variables.empty()) {
      const internal::InternalGeometry& geometry =
          geometry_state(context).GetGeometry(geometry_id);
      throw std::logic_error(fmt::format(
          "SceneGraph<symbolic::Expression>: the world pose of geometry '{}' "
          "(id {}) depends on the variables {}; proximity queries need "
          "constant poses for T = symbolic::Expression (give its source's "
          "pose input numeric values, or query with double or AutoDiffXd).",
          geometry.name, geometry_id.get_value(), variables.to_string()));
    }
  } else {
    unused(context, geometry_id, X_WG);
  }
}

template <typename T>
void SceneGraph<T>::CalcBroadPhase(
    const Context<T>& context,
    internal::ProximityBroadPhase* broad_phase) const {
  const internal::GeometryTables& tables = EvalGeometryTables(context);
  const internal::GeometryPoses<T>& poses = EvalGeometryPoses(context);
  // the boxes at the current poses (in the scratch vector: no allocation
  // once it has grown), then a refit, or a rebuild if the proximity
  // geometries changed.
  const int num_slots = tables.num_slots();
  broad_phase->boxes.resize(num_slots);
  for (int s = 0; s < num_slots; ++s) {
    const math::RigidTransform<T>& X_WG =
        poses.X_WG.values[tables.slot_geometry[s]];
    if constexpr (std::is_same_v<T, double>) {
      broad_phase->boxes[s] = internal::CalcAabb(tables.slot_shapes[s], X_WG);
    } else if constexpr (std::is_same_v<T, AutoDiffXd>) {
      broad_phase->boxes[s] = internal::CalcAabb(
          tables.slot_shapes[s],
          math::RigidTransform<double>(
              math::RotationMatrix<double>(
                  math::DiscardGradient(X_WG.rotation().matrix())),
              math::DiscardGradient(X_WG.translation())));
    } else {
      // (as Drake's proximity engine: a symbolic pose must be a constant)
      ThrowIfSymbolicPose(context, tables.slot_ids[s], X_WG);
      broad_phase->boxes[s] = internal::CalcAabb(
          tables.slot_shapes[s], internal::convert_to_double(X_WG));
    }
  }
  // A hydroelastic representation inflated by its margin reaches beyond
  // the shape (Drake grows the box of every hydroelastic geometry with a
  // margin).
  for (int s = 0; s < num_slots; ++s) {
    const internal::hydroelastic::Geometry* hydro = tables.slot_hydro[s].get();
    if (hydro != nullptr && hydro->inflation > 0) {
      broad_phase->boxes[s].lower.array() -= hydro->inflation;
      broad_phase->boxes[s].upper.array() += hydro->inflation;
    }
  }
  broad_phase->tree.Update(tables.slot_ids, broad_phase->boxes);
}

template <typename T>
void SceneGraph<T>::CalcProximityCandidates(
    const Context<T>& context,
    internal::ProximityCandidates* candidates) const {
  const internal::GeometryTables& tables = EvalGeometryTables(context);
  const internal::ProximityBroadPhase& broad_phase = EvalBroadPhase(context);
  // the overlapping pairs (sorted by slot, hence by id), then the filtered
  // ones dropped in place.
  std::vector<std::pair<int, int>>& pairs = candidates->pairs;
  broad_phase.tree.FindPairs(&pairs);
  pairs.erase(std::remove_if(pairs.begin(), pairs.end(),
                             [&tables](const std::pair<int, int>& pair) {
                               return tables.SlotsFiltered(pair.first,
                                                           pair.second);
                             }),
              pairs.end());
}

namespace {
// True for NaN (a symbolic entry is NaN only when it is the NaN constant;
// one with variables is not).
template <typename T>
bool IsNaN(const T& x) {
  if constexpr (std::is_same_v<T, symbolic::Expression>) {
    return symbolic::is_nan(x);
  } else {
    return std::isnan(ExtractDoubleOrThrow(x));
  }
}

template <typename T>
bool HasNaN(const math::RigidTransform<T>& X) {
  for (int i = 0; i < 3; ++i) {
    if (IsNaN(X.translation()(i))) return true;
    for (int j = 0; j < 3; ++j) {
      if (IsNaN(X.rotation().matrix()(i, j))) return true;
    }
  }
  return false;
}
}  // namespace

template <typename T>
void SceneGraph<T>::CalcGeometryPoses(const Context<T>& context,
                                      internal::GeometryPoses<T>* poses) const {
  const internal::GeometryTables& tables = EvalGeometryTables(context);
  // Flat arrays in the tables' order, overwritten in place: after the first
  // evaluation (for double) an update allocates nothing.
  const int num_frames = tables.num_frames();
  const int num_geometries = tables.num_geometries();
  poses->X_WF.index = tables.frame_index;
  poses->X_PF.index = tables.frame_index;
  poses->X_WG.index = tables.geometry_index;
  std::vector<math::RigidTransform<T>>& X_WF = poses->X_WF.values;
  std::vector<math::RigidTransform<T>>& X_PF = poses->X_PF.values;
  std::vector<math::RigidTransform<T>>& X_WG = poses->X_WG.values;
  X_WF.resize(num_frames);
  X_PF.resize(num_frames);
  X_WG.resize(num_geometries);
  X_WF[0] = math::RigidTransform<T>();
  X_PF[0] = math::RigidTransform<T>();
  // Each source with frames must provide their poses.
  for (const auto& source : tables.sources) {
    const systems::InputPort<T>* port =
        source.port_index < 0 ? nullptr
                              : &this->get_input_port(source.port_index);
    if (port == nullptr || !port->HasValue(context)) {
      const std::string& name =
          geometry_state(context).GetSource(source.id).name;
      throw std::logic_error(fmt::format(
          "Source '{}' (id {}) has registered dynamic frames but its pose "
          "input port '{}_pose' is not connected (nor fixed).",
          name, source.id.get_value(), name));
    }
    const auto& pose_vector = port->template Eval<FramePoseVector<T>>(context);
    for (int k = source.begin; k < source.end; ++k) {
      const int f = tables.source_frames[k];
      const FrameId frame_id = tables.frame_ids[f];
      if (!pose_vector.has_id(frame_id)) {
        const internal::GeometryState& state = geometry_state(context);
        throw std::logic_error(fmt::format(
            "Source '{}' (id {}) provided no pose for its frame '{}' (id {}).",
            state.GetSource(source.id).name, source.id.get_value(),
            state.GetFrame(frame_id).name, frame_id.get_value()));
      }
      const math::RigidTransform<T>& X_PF_f = pose_vector.value(frame_id);
      if (HasNaN(X_PF_f)) {
        const internal::GeometryState& state = geometry_state(context);
        throw std::logic_error(fmt::format(
            "Source '{}' (id {}) provided a pose with NaN for its frame '{}' "
            "(id {}).",
            state.GetSource(source.id).name, source.id.get_value(),
            state.GetFrame(frame_id).name, frame_id.get_value()));
      }
      X_PF[f] = X_PF_f;
    }
  }
  // Parents come before children.
  for (int f = 1; f < num_frames; ++f) {
    X_WF[f] = X_WF[tables.frame_parent[f]] * X_PF[f];
  }
  for (int g = 0; g < num_geometries; ++g) {
    if constexpr (std::is_same_v<T, double>) {
      X_WG[g] = X_WF[tables.geometry_frame[g]] * tables.X_FG[g];
    } else {
      X_WG[g] =
          X_WF[tables.geometry_frame[g]] * tables.X_FG[g].template cast<T>();
    }
  }
}

}  // namespace geometry
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::geometry::SceneGraph)
