#include "drake/geometry/scene_graph_inspector.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/geometry/geometry_state.h"

namespace drake {
namespace geometry {

template <typename T>
const internal::GeometryState& SceneGraphInspector<T>::state() const {
  if (state_ == nullptr) {
    throw std::logic_error(
        "SceneGraphInspector: this inspector is not attached to any "
        "SceneGraph data.");
  }
  return *state_;
}

template <typename T>
const GeometryVersion& SceneGraphInspector<T>::geometry_version() const {
  return state().geometry_version();
}

template <typename T>
int SceneGraphInspector<T>::num_sources() const {
  return static_cast<int>(state().sources().size());
}

template <typename T>
int SceneGraphInspector<T>::num_frames() const {
  return static_cast<int>(state().frames().size());
}

template <typename T>
int SceneGraphInspector<T>::num_geometries() const {
  return static_cast<int>(state().geometries().size());
}

template <typename T>
std::vector<SourceId> SceneGraphInspector<T>::GetAllSourceIds() const {
  std::vector<SourceId> ids;
  for (const auto& [id, source] : state().sources()) ids.push_back(id);
  return ids;
}

template <typename T>
std::vector<FrameId> SceneGraphInspector<T>::GetAllFrameIds() const {
  std::vector<FrameId> ids{world_frame_id()};
  for (FrameId id : state().frame_order()) ids.push_back(id);
  return ids;
}

template <typename T>
FrameId SceneGraphInspector<T>::world_frame_id() const {
  return internal::GeometryState::world_frame_id();
}

template <typename T>
std::vector<GeometryId> SceneGraphInspector<T>::GetAllGeometryIds(
    std::optional<Role> role) const {
  std::vector<GeometryId> ids;
  for (const auto& [id, geometry] : state().geometries()) {
    if (!role.has_value() || geometry.has_role(*role)) ids.push_back(id);
  }
  return ids;
}

template <typename T>
int SceneGraphInspector<T>::NumGeometriesWithRole(Role role) const {
  return static_cast<int>(GetAllGeometryIds(role).size());
}

template <typename T>
int SceneGraphInspector<T>::NumDynamicGeometries() const {
  return num_geometries() - NumAnchoredGeometries();
}

template <typename T>
int SceneGraphInspector<T>::NumAnchoredGeometries() const {
  return static_cast<int>(state().GetFrame(world_frame_id()).geometries.size());
}

template <typename T>
bool SceneGraphInspector<T>::SourceIsRegistered(SourceId source_id) const {
  return source_id.is_valid() && state().SourceIsRegistered(source_id);
}

template <typename T>
const std::string& SceneGraphInspector<T>::GetName(SourceId source_id) const {
  return state().GetSource(source_id).name;
}

template <typename T>
int SceneGraphInspector<T>::NumFramesForSource(SourceId source_id) const {
  return static_cast<int>(state().GetSource(source_id).frames.size());
}

template <typename T>
std::unordered_set<FrameId> SceneGraphInspector<T>::FramesForSource(
    SourceId source_id) const {
  const auto& frames = state().GetSource(source_id).frames;
  return std::unordered_set<FrameId>(frames.begin(), frames.end());
}

template <typename T>
bool SceneGraphInspector<T>::BelongsToSource(FrameId frame_id,
                                             SourceId source_id) const {
  state().GetSource(source_id);
  return state().GetFrame(frame_id).source == source_id;
}

template <typename T>
const std::string& SceneGraphInspector<T>::GetOwningSourceName(
    FrameId frame_id) const {
  return state().GetSource(state().GetFrame(frame_id).source).name;
}

template <typename T>
const std::string& SceneGraphInspector<T>::GetName(FrameId frame_id) const {
  return state().GetFrame(frame_id).name;
}

template <typename T>
FrameId SceneGraphInspector<T>::GetParentFrame(FrameId frame_id) const {
  const auto& frame = state().GetFrame(frame_id);
  // The world is its own parent.
  return frame.parent.is_valid() ? frame.parent : frame.id;
}

template <typename T>
int SceneGraphInspector<T>::GetFrameGroup(FrameId frame_id) const {
  return state().GetFrame(frame_id).frame_group;
}

template <typename T>
int SceneGraphInspector<T>::NumGeometriesForFrame(FrameId frame_id) const {
  return static_cast<int>(state().GetFrame(frame_id).geometries.size());
}

template <typename T>
int SceneGraphInspector<T>::NumGeometriesForFrameWithRole(FrameId frame_id,
                                                          Role role) const {
  return static_cast<int>(GetGeometries(frame_id, role).size());
}

template <typename T>
std::unordered_set<GeometryId> SceneGraphInspector<T>::GetGeometryIds(
    const GeometrySet& geometry_set, std::optional<Role> role) const {
  std::unordered_set<GeometryId> ids;
  auto maybe_add = [&](GeometryId id) {
    if (!role.has_value() || state().GetGeometry(id).has_role(*role)) {
      ids.insert(id);
    }
  };
  for (FrameId frame_id : geometry_set.frames()) {
    for (GeometryId id : state().GetFrame(frame_id).geometries) maybe_add(id);
  }
  for (GeometryId id : geometry_set.geometries()) maybe_add(id);
  return ids;
}

template <typename T>
std::set<std::pair<GeometryId, GeometryId>>
SceneGraphInspector<T>::GetCollisionCandidates() const {
  const std::vector<GeometryId> ids = GetAllGeometryIds(Role::kProximity);
  std::set<std::pair<GeometryId, GeometryId>> pairs;
  // GetAllGeometryIds() is in id order, so (ids[i], ids[j]) has A < B.
  for (size_t i = 0; i < ids.size(); ++i) {
    for (size_t j = i + 1; j < ids.size(); ++j) {
      if (!state().CollisionFiltered(ids[i], ids[j])) {
        pairs.emplace(ids[i], ids[j]);
      }
    }
  }
  return pairs;
}

template <typename T>
std::vector<GeometryId> SceneGraphInspector<T>::GetGeometries(
    FrameId frame_id, const std::optional<Role>& role) const {
  std::vector<GeometryId> ids;
  for (GeometryId id : state().GetFrame(frame_id).geometries) {
    if (!role.has_value() || state().GetGeometry(id).has_role(*role)) {
      ids.push_back(id);
    }
  }
  return ids;
}

template <typename T>
GeometryId SceneGraphInspector<T>::GetGeometryIdByName(
    FrameId frame_id, Role role, const std::string& name) const {
  const std::string canonical = internal::CanonicalizeStringName(name);
  const auto& frame = state().GetFrame(frame_id);
  for (GeometryId id : frame.geometries) {
    const auto& geometry = state().GetGeometry(id);
    if (geometry.name == canonical && geometry.has_role(role)) return id;
  }
  throw std::logic_error(fmt::format(
      "GetGeometryIdByName(): the frame '{}' (id {}) has no geometry with "
      "the role '{}' and the name '{}'.",
      frame.name, frame_id.get_value(), to_string(role), canonical));
}

template <typename T>
bool SceneGraphInspector<T>::BelongsToSource(GeometryId geometry_id,
                                             SourceId source_id) const {
  state().GetSource(source_id);
  return state().GetGeometry(geometry_id).source == source_id;
}

template <typename T>
const std::string& SceneGraphInspector<T>::GetOwningSourceName(
    GeometryId geometry_id) const {
  return state().GetSource(state().GetGeometry(geometry_id).source).name;
}

template <typename T>
FrameId SceneGraphInspector<T>::GetFrameId(GeometryId geometry_id) const {
  return state().GetGeometry(geometry_id).frame;
}

template <typename T>
const std::string& SceneGraphInspector<T>::GetName(
    GeometryId geometry_id) const {
  return state().GetGeometry(geometry_id).name;
}

template <typename T>
const Shape& SceneGraphInspector<T>::GetShape(GeometryId geometry_id) const {
  return *state().GetGeometry(geometry_id).shape;
}

template <typename T>
const math::RigidTransform<double>& SceneGraphInspector<T>::GetPoseInFrame(
    GeometryId geometry_id) const {
  return state().GetGeometry(geometry_id).X_FG;
}

template <typename T>
const GeometryProperties* SceneGraphInspector<T>::GetProperties(
    GeometryId geometry_id, Role role) const {
  switch (role) {
    case Role::kProximity:
      return GetProximityProperties(geometry_id);
    case Role::kIllustration:
      return GetIllustrationProperties(geometry_id);
    case Role::kPerception:
      return GetPerceptionProperties(geometry_id);
    case Role::kUnassigned:
      state().GetGeometry(geometry_id);
      return nullptr;
  }
  return nullptr;
}

template <typename T>
const ProximityProperties* SceneGraphInspector<T>::GetProximityProperties(
    GeometryId id) const {
  const auto& geometry = state().GetGeometry(id);
  return geometry.proximity ? &*geometry.proximity : nullptr;
}

template <typename T>
const IllustrationProperties* SceneGraphInspector<T>::GetIllustrationProperties(
    GeometryId id) const {
  const auto& geometry = state().GetGeometry(id);
  return geometry.illustration ? &*geometry.illustration : nullptr;
}

template <typename T>
const PerceptionProperties* SceneGraphInspector<T>::GetPerceptionProperties(
    GeometryId id) const {
  const auto& geometry = state().GetGeometry(id);
  return geometry.perception ? &*geometry.perception : nullptr;
}

template <typename T>
bool SceneGraphInspector<T>::CollisionFiltered(GeometryId geometry_id1,
                                               GeometryId geometry_id2) const {
  const auto& g1 = state().GetGeometry(geometry_id1);
  const auto& g2 = state().GetGeometry(geometry_id2);
  if (!g1.proximity || !g2.proximity) {
    throw std::logic_error(fmt::format(
        "CollisionFiltered(): cannot report the filter status of geometries "
        "'{}' (id {}) and '{}' (id {}); only geometries with the proximity "
        "role have collision filters.",
        g1.name, geometry_id1.get_value(), g2.name, geometry_id2.get_value()));
  }
  return state().CollisionFiltered(geometry_id1, geometry_id2);
}

template <typename T>
const PolygonSurfaceMesh<double>* SceneGraphInspector<T>::GetConvexHull(
    GeometryId geometry_id) const {
  return state().GetConvexHull(geometry_id);
}

template <typename T>
const std::optional<Obb>& SceneGraphInspector<T>::GetObbInGeometryFrame(
    GeometryId geometry_id) const {
  return state().GetObbInGeometryFrame(geometry_id);
}

template <typename T>
std::unique_ptr<GeometryInstance> SceneGraphInspector<T>::CloneGeometryInstance(
    GeometryId geometry_id) const {
  const auto& geometry = state().GetGeometry(geometry_id);
  auto instance = std::make_unique<GeometryInstance>(
      geometry.X_FG, geometry.shape->Clone(), geometry.name);
  if (geometry.proximity)
    instance->set_proximity_properties(*geometry.proximity);
  if (geometry.illustration) {
    instance->set_illustration_properties(*geometry.illustration);
  }
  if (geometry.perception) {
    instance->set_perception_properties(*geometry.perception);
  }
  return instance;
}

}  // namespace geometry
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::geometry::SceneGraphInspector)
