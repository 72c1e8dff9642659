// MultibodyPlant's SceneGraph side: source registration, body frames,
// collision/visual geometry, the geometry ports, collision filters applied
// at Finalize, and AddMultibodyPlantSceneGraph. Contact forces are not
// computed here.

#include <memory>
#include <set>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/geometry/geometry_frame.h"
#include "drake/geometry/geometry_instance.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {

using geometry::FrameId;
using geometry::FramePoseVector;
using geometry::GeometryId;
using geometry::GeometrySet;
using geometry::SourceId;

namespace {

// The empty list returned for bodies without geometry.
const std::vector<GeometryId>& EmptyGeometryList() {
  static const std::vector<GeometryId>* const empty =
      new std::vector<GeometryId>();
  return *empty;
}

template <typename Vector>
void GrowTo(Vector* vector, int size) {
  if (static_cast<int>(vector->size()) < size) vector->resize(size);
}

}  // namespace

template <typename T>
void MultibodyPlant<T>::DeclareSceneGraphPorts() {
  SceneGraphData& data = scene_graph_data_;
  data.geometry_query_port =
      this->DeclareAbstractInputPort("geometry_query",
                                     Value<geometry::QueryObject<T>>())
          .get_index();
  // The body poses depend only on q (continuous state or discrete group 0)
  // and the parameters; the position-kinematics cache entry those feed is
  // declared at Finalize, after this port.
  std::set<systems::DependencyTicket> prerequisites{
      this->all_parameters_ticket(),
      is_discrete() ? this->xd_ticket() : this->q_ticket()};
  data.geometry_pose_port =
      this->DeclareAbstractOutputPort(
              "geometry_pose",
              [this]() {
                // Preallocate an entry per registered frame, so that
                // evaluating the port later allocates nothing.
                FramePoseVector<T> poses;
                for (const auto& frame_id : scene_graph_data_.body_frame_ids) {
                  if (frame_id.has_value() &&
                      *frame_id != geometry::SceneGraph<T>::world_frame_id()) {
                    poses.set_value(*frame_id, math::RigidTransform<T>());
                  }
                }
                return AbstractValue::Make(std::move(poses));
              },
              [this](const systems::Context<T>& context, AbstractValue* out) {
                CalcFramePoseOutput(
                    context, &out->get_mutable_value<FramePoseVector<T>>());
              },
              prerequisites)
          .get_index();
  // As Drake's (whose DeformableModel declares it here, so that it is output
  // port 1 of every plant): the deformable bodies' vertex positions. There
  // are no deformable bodies, so the map is always empty.
  data.deformable_body_configuration_port =
      this->DeclareAbstractOutputPort(
              "deformable_body_configuration",
              []() {
                return AbstractValue::Make(
                    geometry::GeometryConfigurationVector<T>());
              },
              [](const systems::Context<T>&, AbstractValue* out) {
                out->get_mutable_value<
                       geometry::GeometryConfigurationVector<T>>()
                    .clear();
              },
              {this->nothing_ticket()})
          .get_index();
}

template <typename T>
void MultibodyPlant<T>::CalcFramePoseOutput(const systems::Context<T>& context,
                                            FramePoseVector<T>* poses) const {
  ThrowIfNotFinalized("CalcFramePoseOutput");
  const auto& pc = tree_->EvalPositionKinematics(context);
  const std::vector<std::optional<FrameId>>& frame_ids =
      scene_graph_data_.body_frame_ids;
  // Body frames are children of SceneGraph's world frame: X_PF = X_WB.
  for (int b = 1; b < static_cast<int>(frame_ids.size()); ++b) {
    if (!frame_ids[b].has_value()) continue;
    poses->set_value(*frame_ids[b],
                     pc.get_X_WB(tree_->body_mobod(BodyIndex(b))));
  }
}

template <typename T>
SourceId MultibodyPlant<T>::RegisterAsSourceForSceneGraph(
    geometry::SceneGraph<T>* scene_graph) {
  if (scene_graph == nullptr) {
    throw std::logic_error(
        "RegisterAsSourceForSceneGraph(): the SceneGraph must not be null.");
  }
  ThrowIfFinalized("RegisterAsSourceForSceneGraph");
  if (geometry_source_is_registered()) {
    throw std::logic_error(fmt::format(
        "RegisterAsSourceForSceneGraph(): the MultibodyPlant '{}' is already "
        "registered as a geometry source (id {}); it can be registered only "
        "once.",
        this->get_name(), scene_graph_data_.source_id->get_value()));
  }
  SceneGraphData& data = scene_graph_data_;
  data.source_id = scene_graph->RegisterSource(this->get_name());
  scene_graph_ = scene_graph;
  // The world body is SceneGraph's world frame; every other body gets its
  // own frame, now (later bodies get theirs with their first geometry, or
  // at Finalize).
  GrowTo(&data.body_frame_ids, num_bodies());
  const FrameId world_id = geometry::SceneGraph<T>::world_frame_id();
  data.body_frame_ids[world_index()] = world_id;
  data.frame_id_to_body[world_id] = world_index();
  for (int b = 1; b < num_bodies(); ++b) {
    GetOrRegisterBodyFrame(get_body(BodyIndex(b)));
  }
  return *data.source_id;
}

template <typename T>
bool MultibodyPlant<T>::geometry_source_is_registered() const {
  return scene_graph_data_.source_id.has_value();
}

template <typename T>
std::optional<SourceId> MultibodyPlant<T>::get_source_id() const {
  return scene_graph_data_.source_id;
}

template <typename T>
geometry::SceneGraph<T>* MultibodyPlant<T>::GetMutableSceneGraphPreFinalize() {
  ThrowIfFinalized("GetMutableSceneGraphPreFinalize");
  ThrowIfNoSceneGraph("GetMutableSceneGraphPreFinalize");
  return scene_graph_;
}

template <typename T>
void MultibodyPlant<T>::ThrowIfNoSceneGraph(const char* func) const {
  if (!geometry_source_is_registered() || scene_graph_ == nullptr) {
    throw std::logic_error(fmt::format(
        "{}(): the MultibodyPlant '{}' is not registered with a SceneGraph; "
        "call RegisterAsSourceForSceneGraph() (or build it with "
        "AddMultibodyPlantSceneGraph()) first.",
        func, this->get_name()));
  }
}

template <typename T>
FrameId MultibodyPlant<T>::GetOrRegisterBodyFrame(const RigidBody<T>& body) {
  SceneGraphData& data = scene_graph_data_;
  GrowTo(&data.body_frame_ids, num_bodies());
  std::optional<FrameId>& frame_id = data.body_frame_ids[body.index()];
  if (frame_id.has_value()) return *frame_id;
  // Frame name: "<model instance>::<body>"; group: the model instance.
  const std::string name = fmt::format(
      "{}::{}", GetModelInstanceName(body.model_instance()), body.name());
  frame_id = scene_graph_->RegisterFrame(
      *data.source_id,
      geometry::GeometryFrame(name, static_cast<int>(body.model_instance())));
  data.frame_id_to_body[*frame_id] = body.index();
  return *frame_id;
}

template <typename T>
GeometryId MultibodyPlant<T>::RegisterGeometryInstance(
    const char* func, const RigidBody<T>& body,
    std::unique_ptr<geometry::GeometryInstance> instance) {
  ThrowIfFinalized(func);
  ThrowIfNoSceneGraph(func);
  if (!body.index().is_valid() || body.index() >= num_bodies() ||
      &get_body(body.index()) != &body) {
    throw std::logic_error(fmt::format(
        "{}(): the body '{}' does not belong to the MultibodyPlant '{}'.", func,
        body.name(), this->get_name()));
  }
  const SourceId source_id = *scene_graph_data_.source_id;
  if (body.index() == world_index()) {
    // World geometry is anchored: its pose in the world is X_BG.
    return scene_graph_->RegisterAnchoredGeometry(source_id,
                                                  std::move(instance));
  }
  const FrameId frame_id = GetOrRegisterBodyFrame(body);
  return scene_graph_->RegisterGeometry(source_id, frame_id,
                                        std::move(instance));
}

template <typename T>
GeometryId MultibodyPlant<T>::RegisterCollisionGeometry(
    const RigidBody<T>& body, const math::RigidTransform<double>& X_BG,
    const geometry::Shape& shape, const std::string& name,
    geometry::ProximityProperties properties) {
  auto instance =
      std::make_unique<geometry::GeometryInstance>(X_BG, shape, name);
  instance->set_proximity_properties(std::move(properties));
  const GeometryId id = RegisterGeometryInstance("RegisterCollisionGeometry",
                                                 body, std::move(instance));
  GrowTo(&scene_graph_data_.collision_geometries, num_bodies());
  scene_graph_data_.collision_geometries[body.index()].push_back(id);
  ++scene_graph_data_.num_collision_geometries;
  return id;
}

template <typename T>
GeometryId MultibodyPlant<T>::RegisterCollisionGeometry(
    const RigidBody<T>& body, const math::RigidTransform<double>& X_BG,
    const geometry::Shape& shape, const std::string& name,
    const CoulombFriction<double>& coulomb_friction) {
  geometry::ProximityProperties properties;
  geometry::AddContactMaterial({}, {}, coulomb_friction, &properties);
  return RegisterCollisionGeometry(body, X_BG, shape, name,
                                   std::move(properties));
}

template <typename T>
GeometryId MultibodyPlant<T>::RegisterVisualGeometry(
    const RigidBody<T>& body, const math::RigidTransform<double>& X_BG,
    const geometry::Shape& shape, const std::string& name,
    const geometry::IllustrationProperties& properties) {
  auto instance =
      std::make_unique<geometry::GeometryInstance>(X_BG, shape, name);
  instance->set_illustration_properties(properties);
  const GeometryId id = RegisterGeometryInstance("RegisterVisualGeometry", body,
                                                 std::move(instance));
  GrowTo(&scene_graph_data_.visual_geometries, num_bodies());
  scene_graph_data_.visual_geometries[body.index()].push_back(id);
  ++scene_graph_data_.num_visual_geometries;
  return id;
}

template <typename T>
GeometryId MultibodyPlant<T>::RegisterVisualGeometry(
    const RigidBody<T>& body, const math::RigidTransform<double>& X_BG,
    const geometry::Shape& shape, const std::string& name,
    const Vector4<double>& diffuse_color) {
  return RegisterVisualGeometry(
      body, X_BG, shape, name,
      geometry::MakePhongIllustrationProperties(diffuse_color));
}

template <typename T>
GeometryId MultibodyPlant<T>::RegisterVisualGeometry(
    const RigidBody<T>& body, const math::RigidTransform<double>& X_BG,
    const geometry::Shape& shape, const std::string& name) {
  return RegisterVisualGeometry(body, X_BG, shape, name,
                                geometry::IllustrationProperties());
}

template <typename T>
const std::vector<GeometryId>& MultibodyPlant<T>::GetCollisionGeometriesForBody(
    const RigidBody<T>& body) const {
  const auto& lists = scene_graph_data_.collision_geometries;
  if (body.index() >= static_cast<int>(lists.size())) {
    return EmptyGeometryList();
  }
  return lists[body.index()];
}

template <typename T>
const std::vector<GeometryId>& MultibodyPlant<T>::GetVisualGeometriesForBody(
    const RigidBody<T>& body) const {
  const auto& lists = scene_graph_data_.visual_geometries;
  if (body.index() >= static_cast<int>(lists.size())) {
    return EmptyGeometryList();
  }
  return lists[body.index()];
}

template <typename T>
int MultibodyPlant<T>::num_collision_geometries() const {
  return scene_graph_data_.num_collision_geometries;
}

template <typename T>
int MultibodyPlant<T>::num_visual_geometries() const {
  return scene_graph_data_.num_visual_geometries;
}

template <typename T>
const RigidBody<T>* MultibodyPlant<T>::GetBodyFromFrameId(
    FrameId frame_id) const {
  const auto it = scene_graph_data_.frame_id_to_body.find(frame_id);
  if (it == scene_graph_data_.frame_id_to_body.end()) return nullptr;
  return &get_body(it->second);
}

template <typename T>
std::optional<FrameId> MultibodyPlant<T>::GetBodyFrameIdIfExists(
    BodyIndex body_index) const {
  const auto& frame_ids = scene_graph_data_.body_frame_ids;
  if (!body_index.is_valid() ||
      body_index >= static_cast<int>(frame_ids.size())) {
    return std::nullopt;
  }
  return frame_ids[body_index];
}

template <typename T>
FrameId MultibodyPlant<T>::GetBodyFrameIdOrThrow(BodyIndex body_index) const {
  const std::optional<FrameId> frame_id = GetBodyFrameIdIfExists(body_index);
  if (!frame_id.has_value()) {
    throw std::logic_error(fmt::format(
        "GetBodyFrameIdOrThrow(): body index {} has no SceneGraph frame (the "
        "plant is not registered with a SceneGraph, or the body is unknown).",
        body_index.is_valid() ? std::to_string(int{body_index}) : "invalid"));
  }
  return *frame_id;
}

template <typename T>
const systems::InputPort<T>& MultibodyPlant<T>::get_geometry_query_input_port()
    const {
  return this->get_input_port(scene_graph_data_.geometry_query_port);
}

template <typename T>
const systems::OutputPort<T>& MultibodyPlant<T>::get_geometry_pose_output_port()
    const {
  return this->get_output_port(scene_graph_data_.geometry_pose_port);
}

template <typename T>
const systems::OutputPort<T>&
MultibodyPlant<T>::get_deformable_body_configuration_output_port() const {
  return this->get_output_port(
      scene_graph_data_.deformable_body_configuration_port);
}

template <typename T>
const geometry::SceneGraphInspector<T>&
MultibodyPlant<T>::EvalSceneGraphInspector(
    const systems::Context<T>& context) const {
  this->ValidateContext(context);
  const systems::InputPort<T>& port = get_geometry_query_input_port();
  if (!port.HasValue(context)) {
    throw std::logic_error(fmt::format(
        "EvalSceneGraphInspector(): the geometry_query input port of the "
        "MultibodyPlant '{}' is not connected; connect it to SceneGraph's "
        "query output (AddMultibodyPlantSceneGraph() does).",
        this->get_name()));
  }
  return port.template Eval<geometry::QueryObject<T>>(context).inspector();
}

template <typename T>
GeometrySet MultibodyPlant<T>::CollectRegisteredGeometries(
    const std::vector<const RigidBody<T>*>& bodies) const {
  GeometrySet set;
  for (const RigidBody<T>* body : bodies) {
    const std::optional<FrameId> frame_id =
        GetBodyFrameIdIfExists(body->index());
    if (frame_id.has_value()) set.Add(*frame_id);
  }
  return set;
}

template <typename T>
void MultibodyPlant<T>::ExcludeCollisionGeometriesWithCollisionFilterGroupPair(
    const std::pair<std::string, GeometrySet>& collision_filter_group_a,
    const std::pair<std::string, GeometrySet>& collision_filter_group_b) {
  const char* func = "ExcludeCollisionGeometriesWithCollisionFilterGroupPair";
  ThrowIfFinalized(func);
  ThrowIfNoSceneGraph(func);
  geometry::CollisionFilterDeclaration declaration;
  if (collision_filter_group_a.first == collision_filter_group_b.first) {
    declaration.ExcludeWithin(collision_filter_group_a.second);
  } else {
    declaration.ExcludeBetween(collision_filter_group_a.second,
                               collision_filter_group_b.second);
  }
  scene_graph_->collision_filter_manager().Apply(declaration);
}

template <typename T>
void MultibodyPlant<T>::set_adjacent_bodies_collision_filters(bool value) {
  ThrowIfFinalized("set_adjacent_bodies_collision_filters");
  scene_graph_data_.adjacent_bodies_collision_filters = value;
}

template <typename T>
void MultibodyPlant<T>::ApplySceneGraphFiltersAtFinalize() {
  // Called by Finalize() after the tree is compiled.
  if (!geometry_source_is_registered() || scene_graph_ == nullptr) return;
  // Every body gets a frame, so that the pose output covers all of them.
  for (int b = 1; b < num_bodies(); ++b) {
    GetOrRegisterBodyFrame(get_body(BodyIndex(b)));
  }
  GrowTo(&scene_graph_data_.collision_geometries, num_bodies());
  GrowTo(&scene_graph_data_.visual_geometries, num_bodies());
  geometry::CollisionFilterDeclaration declaration;
  // Bodies joined by a joint do not collide with each other. Free bodies
  // (6-dof joints to the world, explicit or added at Finalize) are not
  // adjacent to anything.
  if (scene_graph_data_.adjacent_bodies_collision_filters) {
    for (JointIndex j : GetJointIndices()) {
      const Joint<T>& joint = get_joint(j);
      if (joint.num_velocities() == 6) continue;
      const GeometrySet parent =
          CollectRegisteredGeometries({&joint.parent_body()});
      const GeometrySet child =
          CollectRegisteredGeometries({&joint.child_body()});
      if (parent.empty() || child.empty()) continue;
      declaration.ExcludeBetween(parent, child);
    }
  }
  // Bodies welded together (directly or through other welds) form one
  // rigid assembly whose parts do not collide with each other.
  std::vector<bool> done(num_bodies(), false);
  for (int b = 0; b < num_bodies(); ++b) {
    if (done[b]) continue;
    const std::vector<const RigidBody<T>*> welded =
        GetBodiesWeldedTo(get_body(BodyIndex(b)));
    for (const RigidBody<T>* body : welded) done[body->index()] = true;
    if (welded.size() < 2) continue;
    declaration.ExcludeWithin(CollectRegisteredGeometries(welded));
  }
  scene_graph_->collision_filter_manager().Apply(declaration);
}

// ---------------------------------------------------------------------------
// AddMultibodyPlantSceneGraph.

template <typename T>
AddMultibodyPlantSceneGraphResult<T> AddMultibodyPlantSceneGraph(
    systems::DiagramBuilder<T>* builder, double time_step,
    std::unique_ptr<geometry::SceneGraph<T>> scene_graph) {
  return AddMultibodyPlantSceneGraph<T>(
      builder, std::make_unique<MultibodyPlant<T>>(time_step),
      std::move(scene_graph));
}

template <typename T>
AddMultibodyPlantSceneGraphResult<T> AddMultibodyPlantSceneGraph(
    systems::DiagramBuilder<T>* builder,
    std::unique_ptr<MultibodyPlant<T>> plant,
    std::unique_ptr<geometry::SceneGraph<T>> scene_graph) {
  if (builder == nullptr) {
    throw std::logic_error(
        "AddMultibodyPlantSceneGraph(): the builder must not be null.");
  }
  if (plant == nullptr) {
    throw std::logic_error(
        "AddMultibodyPlantSceneGraph(): the plant must not be null.");
  }
  if (scene_graph == nullptr) {
    scene_graph = std::make_unique<geometry::SceneGraph<T>>();
  }
  plant->set_name("plant");
  scene_graph->set_name("scene_graph");
  MultibodyPlant<T>* plant_ptr = builder->AddSystem(std::move(plant));
  geometry::SceneGraph<T>* scene_graph_ptr =
      builder->AddSystem(std::move(scene_graph));
  const SourceId source_id =
      plant_ptr->RegisterAsSourceForSceneGraph(scene_graph_ptr);
  builder->Connect(plant_ptr->get_geometry_pose_output_port(),
                   scene_graph_ptr->get_source_pose_port(source_id));
  builder->Connect(scene_graph_ptr->get_query_output_port(),
                   plant_ptr->get_geometry_query_input_port());
  return {*plant_ptr, *scene_graph_ptr};
}

// Explicit instantiations of the members defined here (the class itself
// is instantiated in multibody_plant.cc, which does not see these).
#define MALLARD_INSTANTIATE_GEOMETRY_MEMBERS(T)                                \
  template void MultibodyPlant<T>::DeclareSceneGraphPorts();                   \
  template void MultibodyPlant<T>::CalcFramePoseOutput(                        \
      const systems::Context<T>&, FramePoseVector<T>*) const;                  \
  template SourceId MultibodyPlant<T>::RegisterAsSourceForSceneGraph(          \
      geometry::SceneGraph<T>*);                                               \
  template bool MultibodyPlant<T>::geometry_source_is_registered() const;      \
  template std::optional<SourceId> MultibodyPlant<T>::get_source_id() const;   \
  template void MultibodyPlant<T>::ThrowIfNoSceneGraph(const char*) const;     \
  template FrameId MultibodyPlant<T>::GetOrRegisterBodyFrame(                  \
      const RigidBody<T>&);                                                    \
  template GeometryId MultibodyPlant<T>::RegisterGeometryInstance(             \
      const char*, const RigidBody<T>&,                                        \
      std::unique_ptr<geometry::GeometryInstance>);                            \
  template GeometryId MultibodyPlant<T>::RegisterCollisionGeometry(            \
      const RigidBody<T>&, const math::RigidTransform<double>&,                \
      const geometry::Shape&, const std::string&,                              \
      geometry::ProximityProperties);                                          \
  template GeometryId MultibodyPlant<T>::RegisterCollisionGeometry(            \
      const RigidBody<T>&, const math::RigidTransform<double>&,                \
      const geometry::Shape&, const std::string&,                              \
      const CoulombFriction<double>&);                                         \
  template GeometryId MultibodyPlant<T>::RegisterVisualGeometry(               \
      const RigidBody<T>&, const math::RigidTransform<double>&,                \
      const geometry::Shape&, const std::string&,                              \
      const geometry::IllustrationProperties&);                                \
  template GeometryId MultibodyPlant<T>::RegisterVisualGeometry(               \
      const RigidBody<T>&, const math::RigidTransform<double>&,                \
      const geometry::Shape&, const std::string&, const Vector4<double>&);     \
  template GeometryId MultibodyPlant<T>::RegisterVisualGeometry(               \
      const RigidBody<T>&, const math::RigidTransform<double>&,                \
      const geometry::Shape&, const std::string&);                             \
  template const std::vector<GeometryId>&                                      \
  MultibodyPlant<T>::GetCollisionGeometriesForBody(const RigidBody<T>&) const; \
  template const std::vector<GeometryId>&                                      \
  MultibodyPlant<T>::GetVisualGeometriesForBody(const RigidBody<T>&) const;    \
  template int MultibodyPlant<T>::num_collision_geometries() const;            \
  template int MultibodyPlant<T>::num_visual_geometries() const;               \
  template const RigidBody<T>* MultibodyPlant<T>::GetBodyFromFrameId(FrameId)  \
      const;                                                                   \
  template std::optional<FrameId> MultibodyPlant<T>::GetBodyFrameIdIfExists(   \
      BodyIndex) const;                                                        \
  template FrameId MultibodyPlant<T>::GetBodyFrameIdOrThrow(BodyIndex) const;  \
  template const systems::InputPort<T>&                                        \
  MultibodyPlant<T>::get_geometry_query_input_port() const;                    \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_geometry_pose_output_port() const;                    \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_deformable_body_configuration_output_port() const;    \
  template const geometry::SceneGraphInspector<T>&                             \
  MultibodyPlant<T>::EvalSceneGraphInspector(const systems::Context<T>&)       \
      const;                                                                   \
  template GeometrySet MultibodyPlant<T>::CollectRegisteredGeometries(         \
      const std::vector<const RigidBody<T>*>&) const;                          \
  template void                                                                \
  MultibodyPlant<T>::ExcludeCollisionGeometriesWithCollisionFilterGroupPair(   \
      const std::pair<std::string, GeometrySet>&,                              \
      const std::pair<std::string, GeometrySet>&);                             \
  template void MultibodyPlant<T>::set_adjacent_bodies_collision_filters(      \
      bool);                                                                   \
  template void MultibodyPlant<T>::ApplySceneGraphFiltersAtFinalize();         \
  template geometry::SceneGraph<T>*                                            \
  MultibodyPlant<T>::GetMutableSceneGraphPreFinalize();

#define MALLARD_INSTANTIATE_ADD_SCENE_GRAPH(T)                               \
  template AddMultibodyPlantSceneGraphResult<T> AddMultibodyPlantSceneGraph( \
      systems::DiagramBuilder<T>*, double,                                   \
      std::unique_ptr<geometry::SceneGraph<T>>);                             \
  template AddMultibodyPlantSceneGraphResult<T> AddMultibodyPlantSceneGraph( \
      systems::DiagramBuilder<T>*, std::unique_ptr<MultibodyPlant<T>>,       \
      std::unique_ptr<geometry::SceneGraph<T>>);

MALLARD_INSTANTIATE_GEOMETRY_MEMBERS(double)
MALLARD_INSTANTIATE_GEOMETRY_MEMBERS(AutoDiffXd)
MALLARD_INSTANTIATE_GEOMETRY_MEMBERS(symbolic::Expression)
MALLARD_INSTANTIATE_ADD_SCENE_GRAPH(double)
MALLARD_INSTANTIATE_ADD_SCENE_GRAPH(AutoDiffXd)
MALLARD_INSTANTIATE_ADD_SCENE_GRAPH(symbolic::Expression)
#undef MALLARD_INSTANTIATE_GEOMETRY_MEMBERS
#undef MALLARD_INSTANTIATE_ADD_SCENE_GRAPH

}  // namespace multibody
}  // namespace drake
