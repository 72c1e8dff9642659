#include "drake/geometry/scene_graph.h"

#include <fmt/format.h>

#include <cmath>
#include <stdexcept>

#include "drake/geometry/proximity/penetration.h"
#include "drake/geometry/proximity_properties.h"
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
  // Hydroelastic defaults apply only when a compliance type is chosen.
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
  state_parameter_index_ =
      this->DeclareAbstractParameter(Value<internal::GeometryState>(*model_));
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
  // The query object is a live view: it depends on nothing, and so adds no
  // direct feedthrough (plants can both feed poses and read queries).
  query_port_index_ =
      this->DeclareAbstractOutputPort("query", &SceneGraph::CalcQueryObject,
                                      {this->nothing_ticket()})
          .get_index();
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
void SceneGraph<T>::ApplyDefaults(GeometryInstance* geometry) const {
  if (geometry != nullptr && geometry->mutable_proximity_properties()) {
    internal::ApplyProximityDefaults(config_.default_proximity_properties,
                                     geometry->mutable_proximity_properties());
  }
}

template <typename T>
GeometryId SceneGraph<T>::RegisterGeometry(
    SourceId source_id, FrameId frame_id,
    std::unique_ptr<GeometryInstance> geometry) {
  ApplyDefaults(geometry.get());
  return model_->RegisterGeometry(source_id, frame_id, std::move(geometry));
}

template <typename T>
GeometryId SceneGraph<T>::RegisterGeometry(
    Context<T>* context, SourceId source_id, FrameId frame_id,
    std::unique_ptr<GeometryInstance> geometry) const {
  ApplyDefaults(geometry.get());
  return mutable_geometry_state(context).RegisterGeometry(source_id, frame_id,
                                                          std::move(geometry));
}

template <typename T>
GeometryId SceneGraph<T>::RegisterAnchoredGeometry(
    SourceId source_id, std::unique_ptr<GeometryInstance> geometry) {
  ApplyDefaults(geometry.get());
  return model_->RegisterGeometry(source_id, world_frame_id(),
                                  std::move(geometry));
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
  internal::ApplyProximityDefaults(config_.default_proximity_properties,
                                   &properties);
  mutable_geometry_state(context).AssignRole(source_id, geometry_id,
                                             std::move(properties), assign);
}

template <typename T>
int SceneGraph<T>::RemoveRole(SourceId source_id, GeometryId geometry_id,
                              Role role) {
  return model_->RemoveRole(source_id, geometry_id, role);
}

template <typename T>
CollisionFilterManager SceneGraph<T>::collision_filter_manager() {
  return CollisionFilterManager(model_.get());
}

template <typename T>
CollisionFilterManager SceneGraph<T>::collision_filter_manager(
    Context<T>* context) const {
  return CollisionFilterManager(&mutable_geometry_state(context));
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
void SceneGraph<T>::CalcBroadPhase(
    const Context<T>& context,
    internal::ProximityBroadPhase* broad_phase) const {
  const internal::GeometryState& state = geometry_state(context);
  const internal::GeometryPoses<T>& poses = EvalGeometryPoses(context);
  // the boxes at the current poses (in the scratch vectors: no allocation
  // once they have grown), then a refit, or a rebuild if the proximity
  // geometries changed.
  broad_phase->ids.clear();
  broad_phase->boxes.clear();
  for (const auto& [id, geometry] : state.geometries()) {
    if (!geometry.proximity.has_value()) continue;
    const math::RigidTransform<T>& X_WG = poses.X_WG.at(id);
    broad_phase->ids.push_back(id);
    broad_phase->boxes.push_back(internal::CalcAabb(
        geometry.summary,
        math::RigidTransform<double>(
            math::RotationMatrix<double>(
                math::DiscardGradient(X_WG.rotation().matrix())),
            math::DiscardGradient(X_WG.translation()))));
  }
  broad_phase->tree.Update(broad_phase->ids, broad_phase->boxes);
}

namespace {
template <typename T>
bool HasNaN(const math::RigidTransform<T>& X) {
  for (int i = 0; i < 3; ++i) {
    if (std::isnan(ExtractDoubleOrThrow(X.translation()(i)))) return true;
    for (int j = 0; j < 3; ++j) {
      if (std::isnan(ExtractDoubleOrThrow(X.rotation().matrix()(i, j)))) {
        return true;
      }
    }
  }
  return false;
}
}  // namespace

template <typename T>
void SceneGraph<T>::CalcGeometryPoses(const Context<T>& context,
                                      internal::GeometryPoses<T>* poses) const {
  const internal::GeometryState& state = geometry_state(context);
  // Entries are overwritten in place (no clear()), so that after the first
  // evaluation an update allocates nothing; entries of geometry removed
  // since are never read.
  const FrameId world = world_frame_id();
  poses->X_WF[world] = math::RigidTransform<T>();
  poses->X_PF[world] = math::RigidTransform<T>();
  // Each source with frames must provide their poses.
  for (const auto& [source_id, source] : state.sources()) {
    if (source.frames.empty()) continue;
    auto port_it = source_port_index_.find(source_id);
    const systems::InputPort<T>* port =
        port_it == source_port_index_.end()
            ? nullptr
            : &this->get_input_port(port_it->second);
    if (port == nullptr || !port->HasValue(context)) {
      throw std::logic_error(fmt::format(
          "Source '{}' (id {}) has registered dynamic frames but its pose "
          "input port '{}_pose' is not connected (nor fixed).",
          source.name, source_id.get_value(), source.name));
    }
    const auto& pose_vector = port->template Eval<FramePoseVector<T>>(context);
    for (FrameId frame_id : source.frames) {
      if (!pose_vector.has_id(frame_id)) {
        throw std::logic_error(fmt::format(
            "Source '{}' (id {}) provided no pose for its frame '{}' (id {}).",
            source.name, source_id.get_value(), state.GetFrame(frame_id).name,
            frame_id.get_value()));
      }
      const math::RigidTransform<T>& X_PF = pose_vector.value(frame_id);
      if (HasNaN(X_PF)) {
        throw std::logic_error(fmt::format(
            "Source '{}' (id {}) provided a pose with NaN for its frame '{}' "
            "(id {}).",
            source.name, source_id.get_value(), state.GetFrame(frame_id).name,
            frame_id.get_value()));
      }
      poses->X_PF[frame_id] = X_PF;
    }
  }
  // Parents come before children in frame_order().
  for (FrameId frame_id : state.frame_order()) {
    const internal::InternalFrame& frame = state.GetFrame(frame_id);
    poses->X_WF[frame_id] =
        poses->X_WF.at(frame.parent) * poses->X_PF.at(frame_id);
  }
  for (const auto& [geometry_id, geometry] : state.geometries()) {
    poses->X_WG[geometry_id] =
        poses->X_WF.at(geometry.frame) * geometry.X_FG.template cast<T>();
  }
}

}  // namespace geometry
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::geometry::SceneGraph)
