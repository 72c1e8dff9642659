#include "drake/multibody/parsing/detail_urdf_parser.h"

#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <set>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/text_logging.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/shape_specification.h"
#include "drake/multibody/parsing/detail_parsing_common.h"
#include "drake/multibody/parsing/detail_pending_geometry.h"

namespace drake {
namespace multibody {
namespace internal {

using drake::internal::DiagnosticDetail;
using drake::internal::DiagnosticPolicy;

namespace {

// The SceneGraph shape of a URDF geometry. `where` ("<file>:<line>") names
// it in errors.
std::unique_ptr<geometry::Shape> MakeShape(const ParsedGeometry& geometry,
                                           const std::string& where) {
  using Type = ParsedGeometry::Type;
  switch (geometry.type) {
    case Type::kBox:
      return std::make_unique<geometry::Box>(geometry.size);
    case Type::kSphere:
      return std::make_unique<geometry::Sphere>(geometry.radius);
    case Type::kCylinder:
      return std::make_unique<geometry::Cylinder>(geometry.radius,
                                                  geometry.length);
    case Type::kCapsule:
      return std::make_unique<geometry::Capsule>(geometry.radius,
                                                 geometry.length);
    case Type::kEllipsoid:
      return std::make_unique<geometry::Ellipsoid>(geometry.semi_axes.x(),
                                                   geometry.semi_axes.y(),
                                                   geometry.semi_axes.z());
    case Type::kHalfSpace:
      return std::make_unique<geometry::HalfSpace>();
    case Type::kMesh: {
      // (a non-uniform scale is passed through, as Drake's parsers do)
      const Eigen::Vector3d& scale = geometry.mesh_scale;
      const std::string path =
          geometry.mesh_resolved_path.value_or(geometry.mesh_filename);
      if (geometry.mesh_declared_convex) {
        return std::make_unique<geometry::Convex>(path, scale);
      }
      return std::make_unique<geometry::Mesh>(path, scale);
    }
  }
  throw std::logic_error("MakeShape: unknown URDF geometry type");
}

// The proximity properties of a URDF collision: contact material (friction
// defaults to μs = μd = 1 as in Drake; μs defaults to μd) and hydroelastic
// settings.
geometry::ProximityProperties MakeProximityProperties(
    const ParsedProximityProperties& urdf) {
  namespace gi = geometry::internal;
  geometry::ProximityProperties properties;
  double mu_dynamic = 1.0;
  double mu_static = 1.0;
  if (urdf.mu_dynamic) {
    mu_dynamic = *urdf.mu_dynamic;
    mu_static = urdf.mu_static.value_or(mu_dynamic);
  } else if (urdf.mu_static) {
    mu_static = *urdf.mu_static;
    mu_dynamic = mu_static;
  }
  geometry::AddContactMaterial(
      urdf.hunt_crossley_dissipation, urdf.point_contact_stiffness,
      CoulombFriction<double>(mu_static, mu_dynamic), &properties);
  if (urdf.relaxation_time) {
    properties.AddProperty(gi::kMaterialGroup, gi::kRelaxationTime,
                           *urdf.relaxation_time);
  }
  if (urdf.rigid_hydroelastic || urdf.compliant_hydroelastic) {
    properties.AddProperty(gi::kHydroGroup, gi::kComplianceType,
                           urdf.rigid_hydroelastic
                               ? gi::HydroelasticType::kRigid
                               : gi::HydroelasticType::kCompliant);
  }
  if (urdf.mesh_resolution_hint) {
    properties.AddProperty(gi::kHydroGroup, gi::kRezHint,
                           *urdf.mesh_resolution_hint);
  }
  if (urdf.hydroelastic_modulus) {
    properties.AddProperty(gi::kHydroGroup, gi::kElastic,
                           *urdf.hydroelastic_modulus);
  }
  if (urdf.hydroelastic_margin) {
    properties.AddProperty(gi::kHydroGroup, "margin",
                           *urdf.hydroelastic_margin);
  }
  return properties;
}

// A geometry name unique among `used`: `name`, or "<link>_<role>" when it
// is empty, with "_<n>" appended when taken.
std::string UniqueGeometryName(const std::string& name, const std::string& link,
                               const char* role, std::set<std::string>* used) {
  const std::string base =
      name.empty() ? fmt::format("{}_{}", link, role) : name;
  std::string candidate = base;
  for (int n = 1; used->count(candidate) > 0; ++n) {
    candidate = fmt::format("{}_{}", base, n);
  }
  used->insert(candidate);
  return candidate;
}

// Joint types with exactly one degree of freedom (the ones an actuator can
// drive).
bool IsSingleDof(UrdfJoint::Type type) {
  return type == UrdfJoint::Type::kRevolute ||
         type == UrdfJoint::Type::kContinuous ||
         type == UrdfJoint::Type::kPrismatic || type == UrdfJoint::Type::kScrew;
}

class UrdfBuilder {
 public:
  UrdfBuilder(const UrdfModel& model, const UrdfParseOptions& options,
              const DiagnosticPolicy& policy, MultibodyPlant<double>* plant)
      : model_(model), options_(options), policy_(policy), plant_(plant) {}

  std::optional<ModelInstanceIndex> Build();

 private:
  bool Error(int line, const std::string& message) const {
    DiagnosticDetail detail;
    detail.filename = model_.source;
    if (line > 0) detail.line = line;
    detail.message = message;
    policy_.Error(detail);
    return false;
  }
  void Warning(int line, const std::string& message) const {
    DiagnosticDetail detail;
    detail.filename = model_.source;
    if (line > 0) detail.line = line;
    detail.message = message;
    policy_.Warning(detail);
  }

  // Everything the plant would reject, checked before it is touched.
  bool Check();
  std::string PickInstanceName();
  void AddJoint(const UrdfJoint& joint, ModelInstanceIndex instance);
  void AddActuators();
  // Keeps the geometry (pending) when the plant has no SceneGraph source;
  // otherwise registers it through RegisterGeometry().
  void KeepGeometry(ModelInstanceIndex instance);
  void RegisterGeometry(ModelInstanceIndex instance);
  // The model's collision filter groups (those not ignored), with bodies.
  std::vector<ResolvedCollisionFilterGroup> ResolveGroups(
      ModelInstanceIndex instance) const;

  const RigidBody<double>& Body(const std::string& link) const {
    if (link == "world") return plant_->world_body();
    return plant_->get_body(bodies_.at(link));
  }

  const UrdfModel& model_;
  const UrdfParseOptions& options_;
  const DiagnosticPolicy& policy_;
  MultibodyPlant<double>* plant_;
  std::string instance_name_;
  // The inertia of each link, computed during Check().
  std::map<std::string, SpatialInertia<double>> inertias_;
  std::map<std::string, BodyIndex> bodies_;
  std::map<std::string, JointIndex> joints_;
};

std::string UrdfBuilder::PickInstanceName() {
  const std::string& name = options_.model_name.value_or(model_.name);
  std::string base = options_.model_name_prefix.empty()
                         ? name
                         : options_.model_name_prefix + "::" + name;
  if (!plant_->HasModelInstanceNamed(base) || !options_.auto_rename) {
    return base;
  }
  for (int n = 1;; ++n) {
    std::string candidate = fmt::format("{}_{}", base, n);
    if (!plant_->HasModelInstanceNamed(candidate)) return candidate;
  }
}

bool UrdfBuilder::Check() {
  instance_name_ = PickInstanceName();
  if (plant_->HasModelInstanceNamed(instance_name_)) {
    return Error(
        0, fmt::format("the plant already has a model instance named '{}'; "
                       "model instance names must be unique (enable "
                       "auto-renaming or use a model name prefix to load "
                       "the model again)",
                       instance_name_));
  }
  // Spatial inertias (the plant's own validity check, run here so that a
  // rejection happens before anything is added).
  for (const UrdfLink& link : model_.links) {
    if (link.name == "world") continue;
    if (!link.inertial) {
      inertias_.emplace(link.name, SpatialInertia<double>::Zero());
      continue;
    }
    const ParsedInertial& in = *link.inertial;
    const auto invalid_inertia = [&](const std::string& reason) {
      return Error(in.line,
                   fmt::format("link '{}' has an invalid inertia "
                               "(mass {} kg, ixx={} iyy={} izz={} "
                               "ixy={} ixz={} iyz={}): {}",
                               link.name, in.mass, in.ixx, in.iyy, in.izz,
                               in.ixy, in.ixz, in.iyz, reason));
    };
    // (The central inertia is divided by the mass: a zero mass would be
    // reported as a NaN inertia.)
    if (in.mass == 0) {
      return invalid_inertia(
          "an <inertial> needs a positive mass; for a massless link (e.g. "
          "one welded to its parent), leave out <inertial>");
    }
    try {
      // M_BBo_B from the mass, the centre of mass p_BoBcm_B and the inertia
      // about Bcm expressed in Bcm, re-expressed in B.
      const RotationalInertia<double> I_BBcm_Bcm(in.ixx, in.iyy, in.izz, in.ixy,
                                                 in.ixz, in.iyz);
      const RotationalInertia<double> I_BBcm_B =
          I_BBcm_Bcm.ReExpress(in.X_BBcm.rotation());
      inertias_.emplace(link.name,
                        SpatialInertia<double>::MakeFromCentralInertia(
                            in.mass, in.X_BBcm.translation(), I_BBcm_B));
    } catch (const std::exception& e) {
      return invalid_inertia(e.what());
    }
  }
  // Frame names within the instance: body frames, the joints' parent
  // frames ("<joint>_parent") and the file's <frame>s must all differ.
  std::map<std::string, int> frame_lines;
  auto claim = [&](const std::string& name, int line, const std::string& what) {
    auto [iter, inserted] = frame_lines.emplace(name, line);
    if (!inserted) {
      return Error(line, fmt::format("{} would create the frame '{}', which "
                                     "already exists (line {})",
                                     what, name, iter->second));
    }
    return true;
  };
  for (const UrdfLink& link : model_.links) {
    if (link.name == "world") continue;
    if (!claim(link.name, link.line, fmt::format("link '{}'", link.name))) {
      return false;
    }
  }
  for (const UrdfJoint& joint : model_.joints) {
    if (joint.type == UrdfJoint::Type::kFixed) continue;
    if (!claim(joint.name + "_parent", joint.line,
               fmt::format("joint '{}'", joint.name))) {
      return false;
    }
  }
  for (const UrdfFrame& frame : model_.frames) {
    if (!claim(frame.name, frame.line, fmt::format("frame '{}'", frame.name))) {
      return false;
    }
  }
  // Warnings go out here too: in strict mode they throw, and nothing may
  // have been added by then.
  for (const UrdfJoint& joint : model_.joints) {
    if (joint.mimic) {
      Warning(joint.mimic->line,
              fmt::format("joint '{}': <mimic> (coupler constraints) is not "
                          "supported yet and is ignored",
                          joint.name));
    }
  }
  // Actuators drive single-dof joints only.
  for (const UrdfTransmission& transmission : model_.transmissions) {
    const UrdfJoint* joint = model_.FindJoint(transmission.joint);
    if (joint == nullptr) continue;  // reported by the reader
    if (!IsSingleDof(joint->type)) {
      return Error(
          transmission.line,
          fmt::format("the actuator '{}' drives the {} joint '{}'; "
                      "only single-dof joints (revolute, continuous, "
                      "prismatic, screw) can be actuated",
                      transmission.actuator, joint->type_name, joint->name));
    }
  }
  return true;
}

void UrdfBuilder::AddJoint(const UrdfJoint& joint,
                           ModelInstanceIndex instance) {
  const RigidBody<double>& parent = Body(joint.parent);
  const RigidBody<double>& child = Body(joint.child);
  const std::optional<math::RigidTransformd> X_PF = joint.X_PJ;
  const std::optional<math::RigidTransformd> X_BM;  // M = the child's frame
  const double damping = joint.damping[0];
  const Joint<double>* added = nullptr;
  switch (joint.type) {
    case UrdfJoint::Type::kFixed:
      added = &plant_->AddJoint(std::make_unique<WeldJoint<double>>(
          joint.name, parent.body_frame(), child.body_frame(), joint.X_PJ));
      break;
    case UrdfJoint::Type::kRevolute:
      added = &plant_->AddJoint<RevoluteJoint>(joint.name, parent, X_PF, child,
                                               X_BM, joint.axis, joint.lower,
                                               joint.upper, damping);
      break;
    case UrdfJoint::Type::kContinuous:
      added = &plant_->AddJoint<RevoluteJoint>(joint.name, parent, X_PF, child,
                                               X_BM, joint.axis, damping);
      break;
    case UrdfJoint::Type::kPrismatic:
      added = &plant_->AddJoint<PrismaticJoint>(joint.name, parent, X_PF, child,
                                                X_BM, joint.axis, joint.lower,
                                                joint.upper, damping);
      break;
    case UrdfJoint::Type::kScrew:
      added = &plant_->AddJoint<ScrewJoint>(joint.name, parent, X_PF, child,
                                            X_BM, joint.axis,
                                            joint.screw_thread_pitch, damping);
      if (std::isfinite(joint.lower) || std::isfinite(joint.upper)) {
        plant_->get_mutable_joint(added->index())
            .set_position_limits(Vector1d(joint.lower), Vector1d(joint.upper));
      }
      break;
    case UrdfJoint::Type::kBall:
      added = &plant_->AddJoint<BallRpyJoint>(joint.name, parent, X_PF, child,
                                              X_BM, damping);
      break;
    case UrdfJoint::Type::kUniversal:
      added = &plant_->AddJoint<UniversalJoint>(joint.name, parent, X_PF, child,
                                                X_BM, damping);
      break;
    case UrdfJoint::Type::kFloating:
      added = &plant_->AddJoint<QuaternionFloatingJoint>(joint.name, parent,
                                                         X_PF, child, X_BM);
      break;
    case UrdfJoint::Type::kPlanar: {
      // The planar joint moves in the x-y plane of F; URDF's axis is the
      // plane normal in J, so F is J rotated to carry z onto the axis.
      const Eigen::Quaterniond q_JF = Eigen::Quaterniond::FromTwoVectors(
          Eigen::Vector3d::UnitZ(), joint.axis);
      const math::RigidTransformd X_JF(math::RotationMatrixd(q_JF),
                                       Eigen::Vector3d::Zero());
      added = &plant_->AddJoint<PlanarJoint>(
          joint.name, parent, joint.X_PJ * X_JF, child, X_BM, joint.damping);
      break;
    }
  }
  // Velocity and acceleration limits of single-dof joints.
  if (added != nullptr && IsSingleDof(joint.type)) {
    Joint<double>& mutable_joint = plant_->get_mutable_joint(added->index());
    if (std::isfinite(joint.velocity)) {
      mutable_joint.set_velocity_limits(Vector1d(-joint.velocity),
                                        Vector1d(joint.velocity));
    }
    if (std::isfinite(joint.acceleration)) {
      mutable_joint.set_acceleration_limits(Vector1d(-joint.acceleration),
                                            Vector1d(joint.acceleration));
    }
  }
  if (added != nullptr) joints_.emplace(joint.name, added->index());
  (void)instance;
}

void UrdfBuilder::AddActuators() {
  for (const UrdfTransmission& transmission : model_.transmissions) {
    const UrdfJoint* joint = model_.FindJoint(transmission.joint);
    if (joint == nullptr) continue;
    if (joint->effort == 0.0) {
      // As in Drake: a zero effort limit means the joint is not actuated.
      log()->debug(
          "{}:{}: the actuator '{}' is skipped because its joint "
          "'{}' has a zero effort limit",
          model_.source, transmission.line, transmission.actuator, joint->name);
      continue;
    }
    const JointActuator<double>& actuator = plant_->AddJointActuator(
        transmission.actuator, plant_->get_joint(joints_.at(joint->name)),
        joint->effort);
    JointActuator<double>& mutable_actuator =
        plant_->get_mutable_joint_actuator(actuator.index());
    if (transmission.rotor_inertia) {
      mutable_actuator.set_default_rotor_inertia(*transmission.rotor_inertia);
    }
    if (transmission.gear_ratio) {
      mutable_actuator.set_default_gear_ratio(*transmission.gear_ratio);
    }
    if (transmission.proportional_gain) {
      mutable_actuator.set_controller_gains(PdControllerGains{
          *transmission.proportional_gain, *transmission.derivative_gain});
    }
  }
}

void UrdfBuilder::RegisterGeometry(ModelInstanceIndex instance) {
  for (const UrdfLink& link : model_.links) {
    RegisterLinkGeometry(model_.source, link.name, link.visuals,
                         link.collisions, Body(link.name), plant_);
  }
  ApplyCollisionFilterGroups(ResolveGroups(instance), plant_);
}

std::vector<ResolvedCollisionFilterGroup> UrdfBuilder::ResolveGroups(
    ModelInstanceIndex instance) const {
  std::vector<ResolvedCollisionFilterGroup> groups;
  for (const UrdfCollisionFilterGroup& group : model_.collision_filter_groups) {
    if (group.ignore) continue;
    ResolvedCollisionFilterGroup resolved{
        group.name, {}, group.member_groups, group.ignored_groups, {}, {}};
    for (const std::string& member : group.member_links) {
      resolved.bodies.push_back(&Body(member));
    }
    resolved.scope = instance;
    groups.push_back(std::move(resolved));
  }
  return groups;
}

void UrdfBuilder::KeepGeometry(ModelInstanceIndex instance) {
  if (options_.collision_filter_groups != nullptr) {
    RecordCollisionFilterGroups(ResolveGroups(instance),
                                options_.collision_filter_groups);
  }
  if (plant_->geometry_source_is_registered()) {
    RegisterGeometry(instance);
    return;
  }
  PendingPlantGeometry kept;
  for (const UrdfLink& link : model_.links) {
    KeepLinkGeometry(model_.source, link.visuals, link.collisions,
                     Body(link.name), &kept);
  }
  for (const UrdfCollisionFilterGroup& group : model_.collision_filter_groups) {
    if (group.ignore) continue;
    PendingCollisionFilterGroup item;
    item.model_instance = instance;
    item.name = group.name;
    for (const std::string& link : group.member_links) {
      item.member_bodies.push_back(Body(link).index());
    }
    item.member_groups = group.member_groups;
    item.ignored_groups = group.ignored_groups;
    item.source = fmt::format("{}:{}", model_.source, group.line);
    kept.collision_filter_groups.push_back(std::move(item));
  }
  if (kept.geometries.empty() && kept.collision_filter_groups.empty()) return;
  log()->info(
      "{}: model '{}' declares {} geometries and {} collision filter groups; "
      "no SceneGraph is connected, so they are kept for registration later "
      "(not dropped)",
      model_.source, instance_name_, kept.geometries.size(),
      kept.collision_filter_groups.size());
  AddPendingGeometry(*plant_, std::move(kept));
}

std::optional<ModelInstanceIndex> UrdfBuilder::Build() {
  if (!Check()) return std::nullopt;
  const ModelInstanceIndex instance = plant_->AddModelInstance(instance_name_);
  for (const UrdfLink& link : model_.links) {
    if (link.name == "world") continue;
    const RigidBody<double>& body =
        plant_->AddRigidBody(link.name, instance, inertias_.at(link.name));
    bodies_.emplace(link.name, body.index());
  }
  for (const UrdfJoint& joint : model_.joints) AddJoint(joint, instance);
  for (const UrdfFrame& frame : model_.frames) {
    const RigidBody<double>& body = Body(frame.link);
    plant_->AddFrame(std::make_unique<FixedOffsetFrame<double>>(
        frame.name, body.body_frame(), frame.X_LF, instance));
  }
  AddActuators();
  KeepGeometry(instance);
  return instance;
}

}  // namespace

std::unique_ptr<geometry::Shape> MakeShapeFromGeometry(
    const ParsedGeometry& geometry, const std::string& where) {
  return MakeShape(geometry, where);
}

geometry::ProximityProperties MakeProximityPropertiesFromModel(
    const ParsedProximityProperties& proximity) {
  return MakeProximityProperties(proximity);
}

void RegisterLinkGeometry(const std::string& file, const std::string& link_name,
                          const std::vector<ParsedVisual>& visuals,
                          const std::vector<ParsedCollision>& collisions,
                          const RigidBody<double>& body,
                          MultibodyPlant<double>* plant) {
  std::set<std::string> visual_names;
  for (const ParsedVisual& visual : visuals) {
    const std::string where = fmt::format("{}:{}", file, visual.line);
    const std::string name =
        UniqueGeometryName(visual.name, link_name, "visual", &visual_names);
    const std::unique_ptr<geometry::Shape> shape =
        MakeShape(visual.geometry, where);
    if (visual.material && visual.material->rgba) {
      plant->RegisterVisualGeometry(body, visual.X_BG, *shape, name,
                                    *visual.material->rgba);
    } else {
      plant->RegisterVisualGeometry(body, visual.X_BG, *shape, name);
    }
  }
  std::set<std::string> collision_names;
  for (const ParsedCollision& collision : collisions) {
    const std::string where = fmt::format("{}:{}", file, collision.line);
    const std::string name = UniqueGeometryName(collision.name, link_name,
                                                "collision", &collision_names);
    const std::unique_ptr<geometry::Shape> shape =
        MakeShape(collision.geometry, where);
    plant->RegisterCollisionGeometry(
        body, collision.X_BG, *shape, name,
        MakeProximityProperties(collision.proximity));
  }
}

void KeepLinkGeometry(const std::string& file,
                      const std::vector<ParsedVisual>& visuals,
                      const std::vector<ParsedCollision>& collisions,
                      const RigidBody<double>& body,
                      PendingPlantGeometry* kept) {
  auto make_item = [&](bool is_visual, const std::string& name,
                       const math::RigidTransform<double>& X_BG,
                       const ParsedGeometry& shape, int line) {
    PendingGeometry item;
    item.body = body.index();
    item.body_name = body.name();
    item.model_instance = body.model_instance();
    item.is_visual = is_visual;
    item.name = name;
    item.X_BG = X_BG;
    item.shape = shape;
    item.source = fmt::format("{}:{}", file, line);
    return item;
  };
  for (const ParsedVisual& visual : visuals) {
    PendingGeometry item =
        make_item(true, visual.name, visual.X_BG, visual.geometry, visual.line);
    item.material = visual.material;
    kept->geometries.push_back(std::move(item));
  }
  for (const ParsedCollision& collision : collisions) {
    PendingGeometry item = make_item(false, collision.name, collision.X_BG,
                                     collision.geometry, collision.line);
    item.proximity = collision.proximity;
    kept->geometries.push_back(std::move(item));
  }
}

namespace {

using GroupsByName = std::map<std::string, const ResolvedCollisionFilterGroup*>;

GroupsByName IndexGroups(
    const std::vector<ResolvedCollisionFilterGroup>& groups) {
  GroupsByName by_name;
  for (const ResolvedCollisionFilterGroup& group : groups) {
    by_name.emplace(group.name, &group);
  }
  return by_name;
}

// A group's bodies with its member groups' (transitively; cycles allowed).
std::vector<const RigidBody<double>*> GroupBodies(
    const GroupsByName& by_name, const ResolvedCollisionFilterGroup* group) {
  std::vector<const RigidBody<double>*> bodies;
  std::set<std::string> visited;
  std::vector<const ResolvedCollisionFilterGroup*> stack{group};
  while (!stack.empty()) {
    const ResolvedCollisionFilterGroup* current = stack.back();
    stack.pop_back();
    if (!visited.insert(current->name).second) continue;
    bodies.insert(bodies.end(), current->bodies.begin(), current->bodies.end());
    for (const std::string& member_group : current->member_groups) {
      auto it = by_name.find(member_group);
      if (it != by_name.end()) stack.push_back(it->second);
    }
  }
  return bodies;
}

ParsedCollisionFilterGroups::Key GroupKey(
    const ResolvedCollisionFilterGroup& group) {
  return {group.scope.is_valid() ? int{group.scope} : -1,
          group.local_name.empty() ? group.name : group.local_name};
}

}  // namespace

void RecordCollisionFilterGroups(
    const std::vector<ResolvedCollisionFilterGroup>& groups,
    ParsedCollisionFilterGroups* record) {
  const GroupsByName by_name = IndexGroups(groups);
  for (const auto& [name, group] : by_name) {
    std::set<BodyIndex>& members = record->groups[GroupKey(*group)];
    for (const RigidBody<double>* body : GroupBodies(by_name, group)) {
      members.insert(body->index());
    }
  }
  for (const auto& [name, group] : by_name) {
    for (const std::string& ignored : group->ignored_groups) {
      auto it = by_name.find(ignored);
      if (it == by_name.end()) continue;
      record->exclusion_pairs.insert(
          SortedPair<ParsedCollisionFilterGroups::Key>(GroupKey(*group),
                                                       GroupKey(*it->second)));
    }
  }
}

CollisionFilterGroups ParsedCollisionFilterGroups::ToNames(
    const MultibodyPlant<double>& plant) const {
  auto group_name = [&plant](const Key& key) {
    if (key.first < 0) return key.second;
    return fmt::format(
        "{}::{}", plant.GetModelInstanceName(ModelInstanceIndex(key.first)),
        key.second);
  };
  CollisionFilterGroups result;
  for (const auto& [key, bodies] : groups) {
    std::set<std::string> members;
    for (BodyIndex index : bodies) {
      const RigidBody<double>& body = plant.get_body(index);
      members.insert(fmt::format(
          "{}::{}", plant.GetModelInstanceName(body.model_instance()),
          body.name()));
    }
    result.AddGroup(group_name(key), members);
  }
  for (const SortedPair<Key>& pair : exclusion_pairs) {
    result.AddExclusionPair(
        {group_name(pair.first()), group_name(pair.second())});
  }
  return result;
}

void ApplyCollisionFilterGroups(
    const std::vector<ResolvedCollisionFilterGroup>& groups,
    MultibodyPlant<double>* plant) {
  const GroupsByName by_name = IndexGroups(groups);
  std::map<std::string, geometry::GeometrySet> sets;
  for (const auto& [name, group] : by_name) {
    sets[name] =
        plant->CollectRegisteredGeometries(GroupBodies(by_name, group));
  }
  for (const auto& [name, group] : by_name) {
    for (const std::string& ignored : group->ignored_groups) {
      if (sets.count(ignored) == 0) continue;
      plant->ExcludeCollisionGeometriesWithCollisionFilterGroupPair(
          {name, sets.at(name)}, {ignored, sets.at(ignored)});
    }
  }
}

std::optional<ModelInstanceIndex> AddModelFromUrdf(
    const DataSource& source, const UrdfParseOptions& options,
    const PackageMap& package_map, const DiagnosticPolicy& policy,
    MultibodyPlant<double>* plant) {
  ThrowIfCannotAddModels(plant, "AddModelFromUrdf", source.GetName("urdf"));
  // Count errors even when the policy's error action returns, so that a
  // model with errors is never added.
  int errors = 0;
  const DiagnosticPolicy counting = MakeErrorCountingPolicy(policy, &errors);
  const UrdfModel model = ReadUrdf(source, package_map, counting);
  if (errors > 0) return std::nullopt;
  UrdfBuilder builder(model, options, counting, plant);
  return builder.Build();
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake
