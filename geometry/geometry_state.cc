#include "drake/geometry/geometry_state.h"

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "drake/common/never_destroyed.h"
#include "drake/common/text_logging.h"
#include "drake/geometry/collision_filter_manager.h"
#include "drake/geometry/proximity/convex_mesh.h"
#include "drake/geometry/proximity/hydroelastic_internal.h"
#include "drake/geometry/proximity/shape_bounds.h"

namespace drake {
namespace geometry {
namespace internal {
namespace {

class SummaryReifier final : public ShapeReifier {
 public:
  ShapeSummary summary;
  void ImplementGeometry(const Sphere& s, void*) final {
    Set(ShapeKind::kSphere, {s.radius(), 0, 0});
  }
  void ImplementGeometry(const Box& s, void*) final {
    Set(ShapeKind::kBox, s.size() / 2);
  }
  void ImplementGeometry(const Cylinder& s, void*) final {
    Set(ShapeKind::kCylinder, {s.radius(), s.length() / 2, 0});
  }
  void ImplementGeometry(const Capsule& s, void*) final {
    Set(ShapeKind::kCapsule, {s.radius(), s.length() / 2, 0});
  }
  void ImplementGeometry(const Ellipsoid& s, void*) final {
    Set(ShapeKind::kEllipsoid, {s.a(), s.b(), s.c()});
  }
  void ImplementGeometry(const HalfSpace&, void*) final {
    Set(ShapeKind::kHalfSpace, Vector3<double>::Zero());
  }
  void ImplementGeometry(const Mesh&, void*) final {
    Set(ShapeKind::kMesh, Vector3<double>::Zero());
  }
  void ImplementGeometry(const Convex&, void*) final {
    Set(ShapeKind::kConvex, Vector3<double>::Zero());
  }
  void ImplementGeometry(const MeshcatCone&, void*) final {
    // (no kind: a MeshcatCone never gets the proximity role, see
    // CheckMeshFileForProximity(), so the proximity code never sees it)
  }

 private:
  void Set(ShapeKind kind, const Vector3<double>& dims) {
    summary.kind = kind;
    summary.dims = dims;
  }
};

std::string SourceLabel(const InternalSource& source) {
  return fmt::format("'{}' (id {})", source.name, source.id.get_value());
}

// A mesh file used for proximity must exist and be an OBJ file; its
// vertices are read (scaled) and their convex hull is kept in the summary.
void CheckMeshFileForProximity(InternalGeometry* geometry_ptr) {
  InternalGeometry& geometry = *geometry_ptr;
  if (dynamic_cast<const MeshcatCone*>(geometry.shape.get()) != nullptr) {
    throw std::logic_error(fmt::format(
        "Geometry '{}' (id {}): a MeshcatCone cannot have the proximity role; "
        "as in Drake, only Meshcat supports it.",
        geometry.name, geometry.id.get_value()));
  }
  const MeshSource* source = nullptr;
  Vector3<double> scale3 = Vector3<double>::Ones();
  if (const auto* mesh = dynamic_cast<const Mesh*>(geometry.shape.get())) {
    source = &mesh->source();
    scale3 = mesh->scale3();
  } else if (const auto* convex =
                 dynamic_cast<const Convex*>(geometry.shape.get())) {
    source = &convex->source();
    scale3 = convex->scale3();
  } else {
    return;
  }
  if (source->extension() != ".obj") {
    throw std::runtime_error(fmt::format(
        "Geometry '{}' (id {}): the {} file '{}' cannot be used for "
        "proximity queries; only OBJ (.obj) files are supported.",
        geometry.name, geometry.id.get_value(), geometry.summary.type_name,
        source->description()));
  }
  if (source->is_path() && !std::filesystem::is_regular_file(source->path())) {
    throw std::runtime_error(
        fmt::format("Geometry '{}' (id {}): the {} file '{}' does not exist.",
                    geometry.name, geometry.id.get_value(),
                    geometry.summary.type_name, source->description()));
  }
  if (geometry.summary.convex == nullptr) {
    geometry.summary.convex = LoadConvexMesh(*source, scale3);
  }
}

}  // namespace

ShapeSummary SummarizeShape(const Shape& shape) {
  SummaryReifier reifier;
  shape.Reify(&reifier);
  reifier.summary.type_name = std::string(shape.type_name());
  return reifier.summary;
}

bool InternalGeometry::has_role(Role role) const {
  switch (role) {
    case Role::kUnassigned:
      return !proximity && !illustration && !perception;
    case Role::kProximity:
      return proximity.has_value();
    case Role::kIllustration:
      return illustration.has_value();
    case Role::kPerception:
      return perception.has_value();
  }
  return false;
}

FrameId GeometryState::world_frame_id() {
  static const never_destroyed<FrameId> id(FrameId::get_new_id());
  return id.access();
}

GeometryState::GeometryState() : self_source_(SourceId::get_new_id()) {
  InternalSource self;
  self.id = self_source_;
  self.name = "SceneGraph";
  sources_.emplace(self_source_, std::move(self));
  InternalFrame world;
  world.id = world_frame_id();
  world.source = self_source_;
  world.name = "world";
  frames_.emplace(world.id, std::move(world));
}

void GeometryState::ThrowUnlessSourceRegistered(SourceId source_id,
                                                const char* caller) const {
  if (!source_id.is_valid() || sources_.count(source_id) == 0) {
    throw std::logic_error(
        fmt::format("{}(): the geometry source {} is not registered.", caller,
                    source_id.is_valid() ? std::to_string(source_id.get_value())
                                         : std::string("<invalid>")));
  }
}

const InternalSource& GeometryState::GetSource(SourceId id) const {
  ThrowUnlessSourceRegistered(id, "GetSource");
  return sources_.at(id);
}

const InternalFrame* GeometryState::FindFrame(FrameId id) const {
  if (!id.is_valid()) return nullptr;
  auto it = frames_.find(id);
  return it == frames_.end() ? nullptr : &it->second;
}

const InternalFrame& GeometryState::GetFrame(FrameId id) const {
  const InternalFrame* frame = FindFrame(id);
  if (frame == nullptr) {
    throw std::logic_error(fmt::format(
        "Referenced frame {} has not been registered.",
        id.is_valid() ? std::to_string(id.get_value()) : "<invalid>"));
  }
  return *frame;
}

const InternalGeometry* GeometryState::FindGeometry(GeometryId id) const {
  if (!id.is_valid()) return nullptr;
  auto it = geometries_.find(id);
  return it == geometries_.end() ? nullptr : &it->second;
}

const InternalGeometry& GeometryState::GetGeometry(GeometryId id) const {
  const InternalGeometry* geometry = FindGeometry(id);
  if (geometry == nullptr) {
    throw std::logic_error(fmt::format(
        "Referenced geometry {} has not been registered.",
        id.is_valid() ? std::to_string(id.get_value()) : "<invalid>"));
  }
  return *geometry;
}

SourceId GeometryState::RegisterNewSource(const std::string& name,
                                          int pose_port_index) {
  for (const auto& [id, source] : sources_) {
    if (source.name == name) {
      throw std::logic_error(fmt::format(
          "RegisterSource(): a geometry source named '{}' is already "
          "registered.",
          name));
    }
  }
  InternalSource source;
  source.id = SourceId::get_new_id();
  source.name = name;
  source.pose_port_index = pose_port_index;
  const SourceId id = source.id;
  sources_.emplace(id, std::move(source));
  return id;
}

FrameId GeometryState::RegisterFrame(SourceId source_id, FrameId parent_id,
                                     const GeometryFrame& frame) {
  ThrowUnlessSourceRegistered(source_id, "RegisterFrame");
  InternalSource& source = sources_.at(source_id);
  const InternalFrame* parent = FindFrame(parent_id);
  if (parent == nullptr) {
    throw std::logic_error(fmt::format(
        "RegisterFrame(): source {} named the parent frame {} of frame '{}', "
        "which has not been registered.",
        SourceLabel(source),
        parent_id.is_valid() ? std::to_string(parent_id.get_value())
                             : "<invalid>",
        frame.name()));
  }
  if (parent_id != world_frame_id() && parent->source != source_id) {
    throw std::logic_error(fmt::format(
        "RegisterFrame(): source {} cannot attach frame '{}' to frame '{}', "
        "which belongs to another source.",
        SourceLabel(source), frame.name(), parent->name));
  }
  if (frames_.count(frame.id()) > 0) {
    throw std::logic_error(fmt::format(
        "RegisterFrame(): source {} tried to register frame '{}' (id {}) "
        "which is already registered.",
        SourceLabel(source), frame.name(), frame.id().get_value()));
  }
  if (source.frame_names.count(frame.name()) > 0) {
    throw std::logic_error(fmt::format(
        "RegisterFrame(): source {} already has a frame named '{}'.",
        SourceLabel(source), frame.name()));
  }
  source.frame_names.insert(frame.name());
  InternalFrame internal;
  internal.id = frame.id();
  internal.source = source_id;
  internal.name = frame.name();
  internal.frame_group = frame.frame_group();
  internal.parent = parent_id;
  frames_.emplace(frame.id(), std::move(internal));
  source.frames.push_back(frame.id());
  frame_order_.push_back(frame.id());
  return frame.id();
}

GeometryId GeometryState::RegisterGeometry(
    SourceId source_id, FrameId frame_id,
    std::unique_ptr<GeometryInstance> geometry) {
  ThrowUnlessSourceRegistered(source_id, "RegisterGeometry");
  InternalSource& source = sources_.at(source_id);
  if (geometry == nullptr) {
    throw std::logic_error(fmt::format(
        "RegisterGeometry(): source {} passed a null GeometryInstance.",
        SourceLabel(source)));
  }
  const InternalFrame* frame = FindFrame(frame_id);
  if (frame == nullptr) {
    throw std::logic_error(fmt::format(
        "RegisterGeometry(): source {} tried to register geometry '{}' on "
        "frame {}, which has not been registered.",
        SourceLabel(source), geometry->name(),
        frame_id.is_valid() ? std::to_string(frame_id.get_value())
                            : "<invalid>"));
  }
  if (frame_id != world_frame_id() && frame->source != source_id) {
    throw std::logic_error(fmt::format(
        "RegisterGeometry(): source {} tried to register geometry '{}' on "
        "frame '{}', which belongs to another source.",
        SourceLabel(source), geometry->name(), frame->name));
  }
  const GeometryId id = geometry->id();
  if (geometries_.count(id) > 0) {
    throw std::logic_error(fmt::format(
        "RegisterGeometry(): source {} tried to register geometry '{}' (id "
        "{}) which is already registered.",
        SourceLabel(source), geometry->name(), id.get_value()));
  }
  InternalGeometry internal;
  internal.id = id;
  internal.source = source_id;
  internal.frame = frame_id;
  internal.name = geometry->name();
  internal.X_FG = geometry->pose();
  internal.shape = geometry->shape().Clone();
  internal.summary = SummarizeShape(*internal.shape);

  // Names are unique among the geometries of a frame that share a role.
  if (geometry->proximity_properties() != nullptr) {
    internal.proximity = *geometry->proximity_properties();
    ThrowIfNameExistsInRole(internal, Role::kProximity);
    CheckMeshFileForProximity(&internal);
    internal.hydroelastic = hydroelastic::MakeHydroelasticGeometry(
        *internal.shape, *internal.proximity, internal.name);
  }
  if (geometry->illustration_properties() != nullptr) {
    internal.illustration = *geometry->illustration_properties();
    ThrowIfNameExistsInRole(internal, Role::kIllustration);
  }
  if (geometry->perception_properties() != nullptr) {
    internal.perception = *geometry->perception_properties();
    ThrowIfNameExistsInRole(internal, Role::kPerception);
  }
  internal.bounds = std::make_shared<const ShapeBounds>(
      *internal.shape, internal.summary.convex);
  // last, as it is the only step with side effects outside `internal`
  // (undone by AddToCompatibleRenderers() itself if an engine throws).
  if (internal.perception.has_value()) {
    AddToCompatibleRenderers(internal, *internal.perception);
  }
  ModifyVersionsOf(internal);
  geometries_.emplace(id, std::move(internal));
  frames_.at(frame_id).geometries.push_back(id);
  if (frame_id == world_frame_id()) source.anchored.push_back(id);
  return id;
}

void GeometryState::ThrowIfNameExistsInRole(const InternalGeometry& geometry,
                                            Role role) const {
  const InternalFrame& frame = frames_.at(geometry.frame);
  for (GeometryId other_id : frame.geometries) {
    if (other_id == geometry.id) continue;
    const InternalGeometry& other = geometries_.at(other_id);
    if (other.name == geometry.name && other.has_role(role)) {
      throw std::logic_error(fmt::format(
          "The name '{}' has already been used by a geometry with the '{}' "
          "role on frame '{}' (source '{}').",
          geometry.name, to_string(role), frame.name,
          sources_.at(geometry.source).name));
    }
  }
}

InternalGeometry& GeometryState::GetMutableGeometry(SourceId source_id,
                                                    GeometryId geometry_id,
                                                    const char* caller) {
  ThrowUnlessSourceRegistered(source_id, caller);
  const InternalGeometry* found = FindGeometry(geometry_id);
  if (found == nullptr) {
    throw std::logic_error(fmt::format(
        "{}(): referenced geometry {} has not been registered.", caller,
        geometry_id.is_valid() ? std::to_string(geometry_id.get_value())
                               : "<invalid>"));
  }
  if (found->source != source_id) {
    throw std::logic_error(
        fmt::format("{}(): geometry '{}' (id {}) does not belong to source {}.",
                    caller, found->name, geometry_id.get_value(),
                    SourceLabel(sources_.at(source_id))));
  }
  return geometries_.at(geometry_id);
}

void GeometryState::RemoveGeometry(SourceId source_id, GeometryId geometry_id) {
  InternalGeometry& geometry =
      GetMutableGeometry(source_id, geometry_id, "RemoveGeometry");
  auto erase_from = [geometry_id](std::vector<GeometryId>* ids) {
    ids->erase(std::remove(ids->begin(), ids->end(), geometry_id), ids->end());
  };
  erase_from(&frames_.at(geometry.frame).geometries);
  erase_from(&sources_.at(source_id).anchored);
  auto erase_pairs = [geometry_id](std::set<SortedPair<GeometryId>>* pairs) {
    for (auto it = pairs->begin(); it != pairs->end();) {
      if (it->first() == geometry_id || it->second() == geometry_id) {
        it = pairs->erase(it);
      } else {
        ++it;
      }
    }
  };
  erase_pairs(&persistent_excluded_pairs_);
  erase_pairs(&excluded_pairs_);
  for (auto& [filter_id, declaration] : transient_history_) {
    for (ResolvedStatement& statement : declaration) {
      erase_from(&statement.set_A);
      erase_from(&statement.set_B);
    }
  }
  inactive_.erase(geometry_id);
  RemoveFromAllRenderers(geometry_id);
  ModifyVersionsOf(geometry);
  geometries_.erase(geometry_id);
}

void GeometryState::ModifyVersionsOf(const InternalGeometry& geometry) {
  for (Role role : {Role::kProximity, Role::kIllustration, Role::kPerception}) {
    if (geometry.has_role(role)) version_.modify(role);
  }
}

void GeometryState::RenameFrame(FrameId frame_id, const std::string& name) {
  const InternalFrame* found = FindFrame(frame_id);
  if (found == nullptr) {
    throw std::logic_error(
        fmt::format("RenameFrame(): frame {} has not been registered.",
                    frame_id.is_valid() ? std::to_string(frame_id.get_value())
                                        : "<invalid>"));
  }
  if (frame_id == world_frame_id()) {
    throw std::logic_error(
        fmt::format("RenameFrame(): the world frame cannot be renamed (to "
                    "'{}').",
                    name));
  }
  if (found->name == name) return;
  InternalSource& source = sources_.at(found->source);
  if (source.frame_names.count(name) > 0) {
    throw std::logic_error(fmt::format(
        "RenameFrame(): cannot rename frame '{}' to '{}': source {} already "
        "has a frame named '{}'.",
        found->name, name, SourceLabel(source), name));
  }
  source.frame_names.erase(found->name);
  source.frame_names.insert(name);
  frames_.at(frame_id).name = name;
}

void GeometryState::RenameGeometry(GeometryId geometry_id,
                                   const std::string& name) {
  const InternalGeometry* found = FindGeometry(geometry_id);
  if (found == nullptr) {
    throw std::logic_error(fmt::format(
        "RenameGeometry(): geometry {} has not been registered.",
        geometry_id.is_valid() ? std::to_string(geometry_id.get_value())
                               : "<invalid>"));
  }
  if (found->name == name) return;
  // Checked on a renamed copy, so that a refusal leaves the name as it was.
  InternalGeometry renamed_probe;
  renamed_probe.id = found->id;
  renamed_probe.source = found->source;
  renamed_probe.frame = found->frame;
  renamed_probe.name = name;
  for (Role role : {Role::kProximity, Role::kIllustration, Role::kPerception}) {
    if (found->has_role(role)) ThrowIfNameExistsInRole(renamed_probe, role);
  }
  geometries_.at(geometry_id).name = name;
}

void GeometryState::ChangeShape(
    SourceId source_id, GeometryId geometry_id, const Shape& shape,
    std::optional<math::RigidTransform<double>> X_FG) {
  InternalGeometry& geometry =
      GetMutableGeometry(source_id, geometry_id, "ChangeShape");
  // Everything that can throw is done on a copy first.
  InternalGeometry changed = geometry;
  changed.shape = shape.Clone();
  changed.summary = SummarizeShape(*changed.shape);
  if (X_FG.has_value()) changed.X_FG = *X_FG;
  if (changed.proximity.has_value()) {
    CheckMeshFileForProximity(&changed);
    changed.hydroelastic = hydroelastic::MakeHydroelasticGeometry(
        *changed.shape, *changed.proximity, changed.name);
  }
  changed.bounds = std::make_shared<const ShapeBounds>(*changed.shape,
                                                       changed.summary.convex);
  // the engines get the new shape (or pose) by removal and re-registration;
  // if an engine rejects it, the old geometry goes back.
  if (geometry.perception.has_value()) {
    RemoveFromAllRenderers(geometry_id);
    try {
      AddToCompatibleRenderers(changed, *changed.perception);
    } catch (...) {
      AddToCompatibleRenderers(geometry, *geometry.perception);
      throw;
    }
  }
  geometry = std::move(changed);
  ModifyVersionsOf(geometry);
}

int GeometryState::RemoveRole(SourceId source_id, FrameId frame_id, Role role) {
  ThrowUnlessSourceRegistered(source_id, "RemoveRole");
  const InternalFrame* frame = FindFrame(frame_id);
  if (frame == nullptr) {
    throw std::logic_error(fmt::format(
        "RemoveRole(): referenced frame {} has not been registered.",
        frame_id.is_valid() ? std::to_string(frame_id.get_value())
                            : "<invalid>"));
  }
  if (frame_id != world_frame_id() && frame->source != source_id) {
    throw std::logic_error(
        fmt::format("RemoveRole(): frame '{}' does not belong to source {}.",
                    frame->name, SourceLabel(sources_.at(source_id))));
  }
  if (role == Role::kUnassigned) {
    throw std::logic_error(
        "RemoveRole(): the role kUnassigned cannot be removed.");
  }
  int count = 0;
  // A copy: RemoveRole() does not change the frame's list, but keeps this
  // loop independent of it.
  const std::vector<GeometryId> ids = frame->geometries;
  for (GeometryId id : ids) {
    if (geometries_.at(id).source != source_id) continue;
    count += RemoveRole(source_id, id, role);
  }
  return count;
}

namespace {
template <typename Properties>
void AssignOne(std::optional<Properties>* slot, Properties properties,
               RoleAssign assign, const InternalGeometry& geometry, Role role) {
  if (assign == RoleAssign::kNew && slot->has_value()) {
    throw std::logic_error(fmt::format(
        "AssignRole(): geometry '{}' (id {}) already has the {} role; use "
        "RoleAssign::kReplace to change its properties.",
        geometry.name, geometry.id.get_value(), to_string(role)));
  }
  if (assign == RoleAssign::kReplace && !slot->has_value()) {
    throw std::logic_error(fmt::format(
        "AssignRole(): geometry '{}' (id {}) has no {} role to replace.",
        geometry.name, geometry.id.get_value(), to_string(role)));
  }
  *slot = std::move(properties);
}
}  // namespace

void GeometryState::AssignRole(SourceId source_id, GeometryId geometry_id,
                               ProximityProperties properties,
                               RoleAssign assign) {
  InternalGeometry& geometry =
      GetMutableGeometry(source_id, geometry_id, "AssignRole");
  ThrowIfNameExistsInRole(geometry, Role::kProximity);
  CheckMeshFileForProximity(&geometry);
  // Built first, so that invalid hydroelastic properties leave the
  // geometry as it was.
  std::shared_ptr<const hydroelastic::Geometry> hydro =
      hydroelastic::MakeHydroelasticGeometry(*geometry.shape, properties,
                                             geometry.name);
  AssignOne(&geometry.proximity, std::move(properties), assign, geometry,
            Role::kProximity);
  geometry.hydroelastic = std::move(hydro);
  version_.modify(Role::kProximity);
}

void GeometryState::AssignRole(SourceId source_id, GeometryId geometry_id,
                               IllustrationProperties properties,
                               RoleAssign assign) {
  InternalGeometry& geometry =
      GetMutableGeometry(source_id, geometry_id, "AssignRole");
  ThrowIfNameExistsInRole(geometry, Role::kIllustration);
  AssignOne(&geometry.illustration, std::move(properties), assign, geometry,
            Role::kIllustration);
  version_.modify(Role::kIllustration);
}

void GeometryState::AssignRole(SourceId source_id, GeometryId geometry_id,
                               PerceptionProperties properties,
                               RoleAssign assign) {
  InternalGeometry& geometry =
      GetMutableGeometry(source_id, geometry_id, "AssignRole");
  ThrowIfNameExistsInRole(geometry, Role::kPerception);
  std::optional<PerceptionProperties> old = geometry.perception;
  AssignOne(&geometry.perception, std::move(properties), assign, geometry,
            Role::kPerception);
  // a replacement re-registers the geometry with the engines its new
  // properties accept; if an engine throws, the old role comes back.
  if (old.has_value()) RemoveFromAllRenderers(geometry_id);
  bool accepted = false;
  try {
    accepted = AddToCompatibleRenderers(geometry, *geometry.perception);
  } catch (...) {
    geometry.perception = std::move(old);
    if (geometry.perception.has_value()) {
      AddToCompatibleRenderers(geometry, *geometry.perception);
    }
    throw;
  }
  if (!accepted && !render_engines_.empty()) {
    drake::log()->warn(
        "Perception role assigned to geometry '{}' (id {}), but no renderer "
        "accepted it",
        geometry.name, geometry_id.get_value());
  }
  version_.modify(Role::kPerception);
}

int GeometryState::RemoveRole(SourceId source_id, GeometryId geometry_id,
                              Role role) {
  InternalGeometry& geometry =
      GetMutableGeometry(source_id, geometry_id, "RemoveRole");
  auto reset = [this, role](auto* slot) {
    const bool had = slot->has_value();
    slot->reset();
    if (had) version_.modify(role);
    return had ? 1 : 0;
  };
  switch (role) {
    case Role::kProximity:
      geometry.hydroelastic.reset();
      return reset(&geometry.proximity);
    case Role::kIllustration:
      return reset(&geometry.illustration);
    case Role::kPerception:
      RemoveFromAllRenderers(geometry_id);
      return reset(&geometry.perception);
    case Role::kUnassigned:
      throw std::logic_error(
          "RemoveRole(): the role kUnassigned cannot be removed.");
  }
  return 0;
}

const PolygonSurfaceMesh<double>* GeometryState::GetConvexHull(
    GeometryId id) const {
  const InternalGeometry& geometry = GetGeometry(id);
  try {
    return geometry.bounds->GetConvexHull();
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(fmt::format(
        "Geometry '{}' (id {}): {}", geometry.name, id.get_value(), e.what()));
  }
}

const std::optional<Obb>& GeometryState::GetObbInGeometryFrame(
    GeometryId id) const {
  const InternalGeometry& geometry = GetGeometry(id);
  try {
    return geometry.bounds->GetObb();
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(fmt::format(
        "Geometry '{}' (id {}): {}", geometry.name, id.get_value(), e.what()));
  }
}

std::vector<GeometryId> GeometryState::ProximityGeometries() const {
  std::vector<GeometryId> ids;
  for (const auto& [id, geometry] : geometries_) {
    if (geometry.proximity.has_value()) ids.push_back(id);
  }
  return ids;
}

bool GeometryState::CollisionFiltered(GeometryId id1, GeometryId id2) const {
  const InternalGeometry& g1 = GetGeometry(id1);
  const InternalGeometry& g2 = GetGeometry(id2);
  if (g1.frame == g2.frame) return true;
  if (inactive_.count(id1) > 0 || inactive_.count(id2) > 0) return true;
  return excluded_pairs_.count(SortedPair<GeometryId>(id1, id2)) > 0;
}

std::vector<GeometryId> GeometryState::Resolve(const GeometrySet& set) const {
  std::set<GeometryId> ids;
  for (GeometryId id : set.geometries()) {
    GetGeometry(id);  // throws if unregistered
    ids.insert(id);
  }
  for (FrameId frame_id : set.frames()) {
    const InternalFrame& frame = GetFrame(frame_id);
    ids.insert(frame.geometries.begin(), frame.geometries.end());
  }
  return std::vector<GeometryId>(ids.begin(), ids.end());
}

GeometryState::ResolvedDeclaration GeometryState::ResolveDeclaration(
    const CollisionFilterDeclaration& declaration) const {
  using Kind = CollisionFilterDeclaration::Kind;
  ResolvedDeclaration resolved;
  resolved.reserve(declaration.statements().size());
  for (const auto& statement : declaration.statements()) {
    const bool within = statement.kind == Kind::kAllowWithin ||
                        statement.kind == Kind::kExcludeWithin;
    resolved.push_back(
        {statement.kind, Resolve(statement.set_A),
         within ? std::vector<GeometryId>{} : Resolve(statement.set_B)});
  }
  return resolved;
}

void GeometryState::ApplyResolved(const ResolvedDeclaration& declaration,
                                  std::set<SortedPair<GeometryId>>* excluded) {
  using Kind = CollisionFilterDeclaration::Kind;
  for (const ResolvedStatement& statement : declaration) {
    const bool within = statement.kind == Kind::kAllowWithin ||
                        statement.kind == Kind::kExcludeWithin;
    const std::vector<GeometryId>& a = statement.set_A;
    const std::vector<GeometryId>& b = within ? a : statement.set_B;
    const bool exclude = statement.kind == Kind::kExcludeBetween ||
                         statement.kind == Kind::kExcludeWithin;
    for (GeometryId ga : a) {
      for (GeometryId gb : b) {
        if (ga == gb) continue;
        const SortedPair<GeometryId> pair(ga, gb);
        if (exclude) {
          excluded->insert(pair);
        } else {
          excluded->erase(pair);
        }
      }
    }
  }
}

void GeometryState::RecomputeExcludedPairs() {
  excluded_pairs_ = persistent_excluded_pairs_;
  for (const auto& [filter_id, declaration] : transient_history_) {
    ApplyResolved(declaration, &excluded_pairs_);
  }
}

void GeometryState::ApplyFilterDeclaration(
    const CollisionFilterDeclaration& declaration) {
  if (!transient_history_.empty()) {
    throw std::logic_error(fmt::format(
        "CollisionFilterManager::Apply(): cannot change the persistent "
        "collision filters while {} transient declaration(s) are active; "
        "remove them first (RemoveDeclaration()).",
        transient_history_.size()));
  }
  // Resolved completely before anything changes, so an unregistered id
  // leaves the filters as they were.
  const ResolvedDeclaration resolved = ResolveDeclaration(declaration);
  ApplyResolved(resolved, &persistent_excluded_pairs_);
  excluded_pairs_ = persistent_excluded_pairs_;
}

FilterId GeometryState::ApplyTransientFilterDeclaration(
    const CollisionFilterDeclaration& declaration) {
  ResolvedDeclaration resolved = ResolveDeclaration(declaration);
  ApplyResolved(resolved, &excluded_pairs_);
  const FilterId id = FilterId::get_new_id();
  transient_history_.emplace_back(id, std::move(resolved));
  return id;
}

bool GeometryState::RemoveFilterDeclaration(FilterId id) {
  auto it = std::find_if(transient_history_.begin(), transient_history_.end(),
                         [id](const auto& entry) { return entry.first == id; });
  if (it == transient_history_.end()) return false;
  transient_history_.erase(it);
  RecomputeExcludedPairs();
  return true;
}

bool GeometryState::IsFilterDeclarationActive(FilterId id) const {
  return std::any_of(transient_history_.begin(), transient_history_.end(),
                     [id](const auto& entry) { return entry.first == id; });
}

void GeometryState::SetActiveStatus(const GeometrySet& set, bool active) {
  for (GeometryId id : Resolve(set)) {
    if (active) {
      inactive_.erase(id);
    } else {
      inactive_.insert(id);
    }
  }
}

bool GeometryState::AddToCompatibleRenderers(
    const InternalGeometry& geometry, const PerceptionProperties& properties) {
  const auto accepting = properties.GetPropertyOrDefault(
      "renderer", "accepting", std::set<std::string>{});
  // an anchored geometry's X_FG is X_WG; a moving one's world pose is not
  // known here, and UpdatePoses() sets it before any rendering.
  const bool needs_updates = geometry.frame != world_frame_id();
  std::vector<render::RenderEngine*> registered;
  try {
    for (auto& [name, engine] : render_engines_) {
      if (!accepting.empty() && !accepting.contains(name)) continue;
      if (engine->RegisterVisual(geometry.id, *geometry.shape, properties,
                                 geometry.X_FG, needs_updates, geometry.name)) {
        registered.push_back(engine.get_mutable());
      }
    }
  } catch (...) {
    for (render::RenderEngine* engine : registered) {
      engine->RemoveGeometry(geometry.id);
    }
    throw;
  }
  if (!registered.empty()) version_.modify_perception();
  return !registered.empty();
}

void GeometryState::RemoveFromAllRenderers(GeometryId id) {
  for (auto& [name, engine] : render_engines_) {
    if (engine->has_geometry(id)) {
      engine->RemoveGeometry(id);
      version_.modify_perception();
    }
  }
}

void GeometryState::AddRenderer(
    std::string name, std::unique_ptr<render::RenderEngine> renderer) {
  if (render_engines_.contains(name)) {
    throw std::logic_error(fmt::format(
        "AddRenderer(): A renderer with the name '{}' already exists", name));
  }
  if (renderer == nullptr) {
    throw std::logic_error(fmt::format(
        "AddRenderer(): the renderer given for the name '{}' is null", name));
  }
  // the engine is offered every perception geometry before it joins the
  // map, so that a throw leaves the state as it was.
  bool accepted = false;
  for (const auto& [id, geometry] : geometries_) {
    if (!geometry.perception.has_value()) continue;
    const auto accepting = geometry.perception->GetPropertyOrDefault(
        "renderer", "accepting", std::set<std::string>{});
    if (!accepting.empty() && !accepting.contains(name)) continue;
    accepted |= renderer->RegisterVisual(
        id, *geometry.shape, *geometry.perception, geometry.X_FG,
        geometry.frame != world_frame_id(), geometry.name);
  }
  render_engines_.emplace(
      std::move(name),
      copyable_unique_ptr<render::RenderEngine>(renderer.release()));
  if (accepted) version_.modify_perception();
}

void GeometryState::RemoveRenderer(const std::string& name) {
  if (render_engines_.erase(name) == 0) {
    throw std::logic_error(fmt::format(
        "RemoveRenderer(): A renderer with the name '{}' does not exist",
        name));
  }
  version_.modify_perception();
}

std::vector<std::string> GeometryState::RegisteredRendererNames() const {
  std::vector<std::string> names;
  names.reserve(render_engines_.size());
  for (const auto& [name, engine] : render_engines_) names.push_back(name);
  return names;
}

const render::RenderEngine* GeometryState::GetRenderEngineByName(
    const std::string& name) const {
  const auto found = render_engines_.find(name);
  return found == render_engines_.end() ? nullptr : found->second.get();
}

const render::RenderEngine& GeometryState::GetRenderEngineOrThrow(
    const std::string& name) const {
  const render::RenderEngine* engine = GetRenderEngineByName(name);
  if (engine == nullptr) {
    const std::vector<std::string> names = RegisteredRendererNames();
    throw std::logic_error(fmt::format(
        "No renderer exists with name: '{}' (SceneGraph has {}{})", name,
        names.empty() ? "no renderers; add one with AddRenderer()"
                      : "the renderers: ",
        fmt::join(names, ", ")));
  }
  return *engine;
}

}  // namespace internal

void CollisionFilterManager::Apply(
    const CollisionFilterDeclaration& declaration) {
  state_->ApplyFilterDeclaration(declaration);
  Changed();
}

FilterId CollisionFilterManager::ApplyTransient(
    const CollisionFilterDeclaration& declaration) {
  const FilterId id = state_->ApplyTransientFilterDeclaration(declaration);
  Changed();
  return id;
}

bool CollisionFilterManager::RemoveDeclaration(FilterId filter_id) {
  const bool removed = state_->RemoveFilterDeclaration(filter_id);
  if (removed) Changed();
  return removed;
}

bool CollisionFilterManager::has_transient_history() const {
  return state_->has_transient_filter_history();
}

bool CollisionFilterManager::IsActive(FilterId filter_id) const {
  return state_->IsFilterDeclarationActive(filter_id);
}

void CollisionFilterManager::Deactivate(const GeometrySet& geometry_set) {
  state_->SetActiveStatus(geometry_set, false);
  Changed();
}

void CollisionFilterManager::Activate(const GeometrySet& geometry_set) {
  state_->SetActiveStatus(geometry_set, true);
  Changed();
}

}  // namespace geometry
}  // namespace drake
