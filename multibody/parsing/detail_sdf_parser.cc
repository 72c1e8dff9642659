#include "drake/multibody/parsing/detail_sdf_parser.h"

#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <set>
#include <utility>

#include <fmt/format.h>

#include "drake/common/text_logging.h"
#include "drake/multibody/parsing/detail_parsing_common.h"
#include "drake/multibody/parsing/detail_pending_geometry.h"
#include "drake/multibody/parsing/detail_sdf_model.h"
#include "drake/multibody/parsing/detail_urdf_parser.h"
#include "drake/multibody/tree/revolute_spring.h"

namespace drake {
namespace multibody {
namespace internal {

using drake::internal::DiagnosticDetail;
using drake::internal::DiagnosticPolicy;

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

bool IsSingleDof(SdfJoint::Type type) {
  return type == SdfJoint::Type::kRevolute ||
         type == SdfJoint::Type::kContinuous ||
         type == SdfJoint::Type::kPrismatic || type == SdfJoint::Type::kScrew;
}

class SdfBuilder {
 public:
  SdfBuilder(const SdfDocument& doc, const SdfParseOptions& options,
             const DiagnosticPolicy& policy, MultibodyPlant<double>* plant)
      : doc_(doc), options_(options), policy_(policy), plant_(plant) {}

  std::vector<ModelInstanceIndex> Build();

 private:
  bool Error(const SdfSource& where, const std::string& message) const {
    DiagnosticDetail detail;
    detail.filename = where.file;
    if (where.line > 0) detail.line = where.line;
    detail.message = message;
    policy_.Error(detail);
    return false;
  }
  void Warning(const SdfSource& where, const std::string& message) const {
    DiagnosticDetail detail;
    detail.filename = where.file;
    if (where.line > 0) detail.line = where.line;
    detail.message = message;
    policy_.Warning(detail);
  }

  bool Check();
  bool PickInstanceNames();
  void AddJoint(const SdfJoint& joint);
  void RegisterGeometry();
  void KeepGeometry();
  // The collision filter groups (those not ignored), with bodies.
  std::vector<ResolvedCollisionFilterGroup> ResolveGroups() const;

  ModelInstanceIndex Instance(int model) const {
    return model < 0 ? world_model_instance() : instances_.at(model);
  }
  const RigidBody<double>& Body(const std::string& key) const {
    if (key == "world") return plant_->world_body();
    return plant_->get_body(bodies_.at(key));
  }
  const math::RigidTransformd& BodyPose(const std::string& key) const {
    static const math::RigidTransformd kIdentity;
    if (key == "world") return kIdentity;
    return links_.at(key)->X_WB;
  }

  const SdfDocument& doc_;
  const SdfParseOptions& options_;
  const DiagnosticPolicy& policy_;
  MultibodyPlant<double>* plant_;
  // Per SdfDocument::models entry.
  std::vector<std::string> instance_names_;
  std::vector<ModelInstanceIndex> instances_;
  std::map<std::string, const SdfLink*> links_;
  std::map<std::string, SpatialInertia<double>> inertias_;
  // Links that are the child of a joint (not free, not welded as static).
  std::set<std::string> jointed_children_;
  std::map<std::string, BodyIndex> bodies_;
};

bool SdfBuilder::PickInstanceNames() {
  // Top-level models are renamed (auto-renaming) and their nested models
  // follow: "robot::arm" becomes "robot_1::arm".
  std::map<std::string, std::string> renamed_tops;
  std::set<std::string> taken;
  if (options_.model_name.has_value()) {
    std::set<std::string> tops;
    for (const SdfModel& model : doc_.models) {
      tops.insert(model.name.substr(0, model.name.find("::")));
    }
    if (tops.size() != 1) {
      return Error(doc_.models.empty() ? SdfSource{} : doc_.models[0].source,
                   fmt::format("the model name '{}' was given for the "
                               "document, so it must hold exactly one "
                               "top-level model; it holds {}",
                               *options_.model_name, tops.size()));
    }
  }
  for (const SdfModel& model : doc_.models) {
    const size_t split = model.name.find("::");
    const std::string top = model.name.substr(0, split);
    const std::string rest =
        split == std::string::npos ? "" : model.name.substr(split);
    auto iter = renamed_tops.find(top);
    if (iter == renamed_tops.end()) {
      const std::string& own = options_.model_name.value_or(top);
      const std::string base = options_.model_name_prefix.empty()
                                   ? own
                                   : options_.model_name_prefix + "::" + own;
      std::string chosen = base;
      if (options_.auto_rename) {
        for (int n = 1;
             plant_->HasModelInstanceNamed(chosen) || taken.count(chosen) > 0;
             ++n) {
          chosen = fmt::format("{}_{}", base, n);
        }
      }
      iter = renamed_tops.emplace(top, chosen).first;
    }
    const std::string name = iter->second + rest;
    if (plant_->HasModelInstanceNamed(name) || taken.count(name) > 0) {
      return Error(model.source,
                   fmt::format("the plant already has a model instance named "
                               "'{}'; model instance names must be unique "
                               "(enable auto-renaming or use a model name "
                               "prefix to load the model again)",
                               name));
    }
    taken.insert(name);
    instance_names_.push_back(name);
  }
  return true;
}

bool SdfBuilder::Check() {
  if (!PickInstanceNames()) return false;
  for (const SdfLink& link : doc_.links) {
    links_.emplace(link.key, &link);
    const ParsedInertial& in = *link.inertial;
    try {
      const RotationalInertia<double> I_BBcm_Bcm(in.ixx, in.iyy, in.izz, in.ixy,
                                                 in.ixz, in.iyz);
      const RotationalInertia<double> I_BBcm_B =
          I_BBcm_Bcm.ReExpress(in.X_BBcm.rotation());
      inertias_.emplace(link.key,
                        SpatialInertia<double>::MakeFromCentralInertia(
                            in.mass, in.X_BBcm.translation(), I_BBcm_B));
    } catch (const std::exception& e) {
      SdfSource where = link.source;
      if (in.line > 0) where.line = in.line;
      return Error(
          where, fmt::format("link '{}' has an invalid inertia "
                             "(mass {} kg, ixx={} iyy={} izz={} "
                             "ixy={} ixz={} iyz={}): {}",
                             link.name, in.mass, in.ixx, in.iyy, in.izz, in.ixy,
                             in.ixz, in.iyz, e.what()));
    }
  }
  // Each body has at most one inboard joint; names the plant creates for
  // the joints' frames must not clash with the model's frames.
  std::map<std::string, const SdfJoint*> child_joint;
  for (const SdfJoint& joint : doc_.joints) {
    auto [iter, inserted] = child_joint.emplace(joint.child, &joint);
    if (!inserted) {
      return Error(joint.source,
                   fmt::format("joint '{}': the link '{}' is already the "
                               "child of the joint '{}' (line {}); a link "
                               "can have one parent joint only (loops are "
                               "not supported)",
                               joint.name, joint.child, iter->second->name,
                               iter->second->source.line));
    }
    jointed_children_.insert(joint.child);
    if (joint.parent == joint.child) {
      return Error(joint.source,
                   fmt::format("joint '{}': the parent and the child are the "
                               "same link '{}'",
                               joint.name, joint.child));
    }
  }
  std::map<std::pair<int, std::string>, int> frame_lines;
  auto claim = [&](int model, const std::string& name, const SdfSource& where,
                   const std::string& what) {
    auto [iter, inserted] =
        frame_lines.emplace(std::pair(model, name), where.line);
    if (!inserted) {
      return Error(where, fmt::format("{} would create the frame '{}', which "
                                      "already exists (line {})",
                                      what, name, iter->second));
    }
    return true;
  };
  for (const SdfLink& link : doc_.links) {
    if (!claim(link.model, link.name, link.source,
               fmt::format("link '{}'", link.name))) {
      return false;
    }
  }
  for (const SdfJoint& joint : doc_.joints) {
    if (joint.type == SdfJoint::Type::kFixed) continue;
    // The plant adds both joint frames to the child's model instance.
    const int model = links_.at(joint.child)->model;
    const std::string what = fmt::format("joint '{}'", joint.name);
    if (!claim(model, joint.name + "_parent", joint.source, what) ||
        !claim(model, joint.name + "_child", joint.source, what)) {
      return false;
    }
  }
  for (const SdfFrame& frame : doc_.frames) {
    if (frame.model < 0 &&
        plant_->HasFrameNamed(frame.name, world_model_instance())) {
      return Error(
          frame.source,
          fmt::format("the world already has a frame named '{}'", frame.name));
    }
    if (!claim(frame.model, frame.name, frame.source,
               fmt::format("frame '{}'", frame.name))) {
      return false;
    }
  }
  // Warnings go out here: in strict mode they throw before anything is
  // added.
  for (const SdfJoint& joint : doc_.joints) {
    if (!IsSingleDof(joint.type) && joint.effort > 0.0) {
      Warning(joint.source,
              fmt::format("joint '{}': a {} joint cannot be actuated; its "
                          "effort limit {} is ignored",
                          joint.name, joint.type_name, joint.effort));
    }
    if (joint.type == SdfJoint::Type::kPrismatic &&
        joint.spring_stiffness != 0.0) {
      Warning(joint.source,
              fmt::format("joint '{}': springs on prismatic joints are not "
                          "supported; <spring_stiffness> is ignored",
                          joint.name));
    }
    if (joint.proportional_gain && joint.effort == 0.0) {
      Warning(joint.source,
              fmt::format("joint '{}': <drake:controller_gains> is ignored "
                          "because the joint is not actuated (effort 0)",
                          joint.name));
    }
  }
  return true;
}

void SdfBuilder::AddJoint(const SdfJoint& joint) {
  const RigidBody<double>& parent = Body(joint.parent);
  const RigidBody<double>& child = Body(joint.child);
  const std::optional<math::RigidTransformd> X_PF = joint.X_PF;
  const std::optional<math::RigidTransformd> X_CM = joint.X_CM;
  const double damping = joint.damping[0];
  const Joint<double>* result = nullptr;
  switch (joint.type) {
    case SdfJoint::Type::kFixed:
      // X_PC = X_PF X_MC with F and M coincident.
      result = &plant_->AddJoint(std::make_unique<WeldJoint<double>>(
          joint.name, parent.body_frame(), child.body_frame(),
          joint.X_PF * joint.X_CM.inverse()));
      break;
    case SdfJoint::Type::kRevolute:
      result = &plant_->AddJoint<RevoluteJoint>(joint.name, parent, X_PF, child,
                                                X_CM, joint.axis, joint.lower,
                                                joint.upper, damping);
      break;
    case SdfJoint::Type::kContinuous:
      result = &plant_->AddJoint<RevoluteJoint>(joint.name, parent, X_PF, child,
                                                X_CM, joint.axis, damping);
      break;
    case SdfJoint::Type::kPrismatic:
      result = &plant_->AddJoint<PrismaticJoint>(
          joint.name, parent, X_PF, child, X_CM, joint.axis, joint.lower,
          joint.upper, damping);
      break;
    case SdfJoint::Type::kScrew:
      result = &plant_->AddJoint<ScrewJoint>(joint.name, parent, X_PF, child,
                                             X_CM, joint.axis,
                                             joint.screw_thread_pitch, damping);
      if (std::isfinite(joint.lower) || std::isfinite(joint.upper)) {
        plant_->get_mutable_joint(result->index())
            .set_position_limits(Vector1d(joint.lower), Vector1d(joint.upper));
      }
      break;
    case SdfJoint::Type::kBall:
      result = &plant_->AddJoint<BallRpyJoint>(joint.name, parent, X_PF, child,
                                               X_CM, damping);
      break;
    case SdfJoint::Type::kUniversal:
      result = &plant_->AddJoint<UniversalJoint>(joint.name, parent, X_PF,
                                                 child, X_CM, damping);
      break;
    case SdfJoint::Type::kPlanar:
      result = &plant_->AddJoint<PlanarJoint>(joint.name, parent, X_PF, child,
                                              X_CM, joint.damping);
      break;
  }
  if (!IsSingleDof(joint.type)) return;
  Joint<double>& mutable_joint = plant_->get_mutable_joint(result->index());
  if (std::isfinite(joint.velocity)) {
    mutable_joint.set_velocity_limits(Vector1d(-joint.velocity),
                                      Vector1d(joint.velocity));
  }
  if (std::isfinite(joint.acceleration)) {
    mutable_joint.set_acceleration_limits(Vector1d(-joint.acceleration),
                                          Vector1d(joint.acceleration));
  }
  // As in Drake: a zero effort limit means "not actuated"; a negative one
  // (SDFormat's default) means "actuated without limit".
  if (joint.effort != 0.0) {
    const JointActuator<double>& actuator = plant_->AddJointActuator(
        joint.name, *result, joint.effort < 0.0 ? kInfinity : joint.effort);
    JointActuator<double>& mutable_actuator =
        plant_->get_mutable_joint_actuator(actuator.index());
    if (joint.rotor_inertia) {
      mutable_actuator.set_default_rotor_inertia(*joint.rotor_inertia);
    }
    if (joint.gear_ratio) {
      mutable_actuator.set_default_gear_ratio(*joint.gear_ratio);
    }
    if (joint.proportional_gain) {
      mutable_actuator.set_controller_gains(
          PdControllerGains{*joint.proportional_gain, *joint.derivative_gain});
    }
  }
  // A revolute joint with a non-zero <spring_stiffness> gets a spring.
  if ((joint.type == SdfJoint::Type::kRevolute ||
       joint.type == SdfJoint::Type::kContinuous) &&
      joint.spring_stiffness != 0.0) {
    plant_->AddForceElement<RevoluteSpring>(
        static_cast<const RevoluteJoint<double>&>(*result),
        joint.spring_reference, joint.spring_stiffness);
  }
}

void SdfBuilder::RegisterGeometry() {
  for (const SdfLink& link : doc_.links) {
    RegisterLinkGeometry(link.source.file, link.name, link.visuals,
                         link.collisions, Body(link.key), plant_);
  }
  ApplyCollisionFilterGroups(ResolveGroups(), plant_);
}

std::vector<ResolvedCollisionFilterGroup> SdfBuilder::ResolveGroups() const {
  std::vector<ResolvedCollisionFilterGroup> groups;
  for (const SdfCollisionFilterGroup& group : doc_.collision_filter_groups) {
    if (group.ignore) continue;
    ResolvedCollisionFilterGroup resolved{
        group.name, {}, group.member_groups, group.ignored_groups, {}, {}};
    for (const std::string& member : group.member_links) {
      resolved.bodies.push_back(&Body(member));
    }
    // The name is "<model>::<group>"; reported as "<instance>::<group>".
    resolved.scope = Instance(group.model);
    const size_t separator = group.name.rfind("::");
    resolved.local_name = separator == std::string::npos
                              ? group.name
                              : group.name.substr(separator + 2);
    groups.push_back(std::move(resolved));
  }
  return groups;
}

void SdfBuilder::KeepGeometry() {
  if (options_.collision_filter_groups != nullptr) {
    RecordCollisionFilterGroups(ResolveGroups(),
                                options_.collision_filter_groups);
  }
  if (plant_->geometry_source_is_registered()) {
    RegisterGeometry();
    return;
  }
  PendingPlantGeometry kept;
  for (const SdfLink& link : doc_.links) {
    KeepLinkGeometry(link.source.file, link.visuals, link.collisions,
                     Body(link.key), &kept);
  }
  for (const SdfCollisionFilterGroup& group : doc_.collision_filter_groups) {
    if (group.ignore) continue;
    PendingCollisionFilterGroup item;
    item.model_instance = Instance(group.model);
    item.name = group.name;
    for (const std::string& link : group.member_links) {
      item.member_bodies.push_back(Body(link).index());
    }
    item.member_groups = group.member_groups;
    item.ignored_groups = group.ignored_groups;
    item.source = fmt::format("{}:{}", group.source.file, group.source.line);
    kept.collision_filter_groups.push_back(std::move(item));
  }
  if (kept.geometries.empty() && kept.collision_filter_groups.empty()) return;
  log()->info(
      "SDFormat: {} geometries and {} collision filter groups are kept for "
      "registration later (no SceneGraph is connected; not dropped)",
      kept.geometries.size(), kept.collision_filter_groups.size());
  AddPendingGeometry(*plant_, std::move(kept));
}

std::vector<ModelInstanceIndex> SdfBuilder::Build() {
  if (!Check()) return {};
  for (const std::string& name : instance_names_) {
    instances_.push_back(plant_->AddModelInstance(name));
  }
  for (const SdfLink& link : doc_.links) {
    const RigidBody<double>& body = plant_->AddRigidBody(
        link.name, Instance(link.model), inertias_.at(link.key));
    bodies_.emplace(link.key, body.index());
  }
  for (const SdfJoint& joint : doc_.joints) AddJoint(joint);
  // Links without an inboard joint: welded to the world in static models,
  // free (at their pose in the file) otherwise.
  for (const SdfLink& link : doc_.links) {
    if (jointed_children_.count(link.key) > 0) continue;
    const RigidBody<double>& body = Body(link.key);
    if (doc_.models[link.model].is_static) {
      plant_->WeldFrames(plant_->world_frame(), body.body_frame(), link.X_WB);
    } else {
      plant_->SetDefaultFreeBodyPose(body, link.X_WB);
    }
  }
  for (const SdfFrame& frame : doc_.frames) {
    plant_->AddFrame(std::make_unique<FixedOffsetFrame<double>>(
        frame.name, Body(frame.body).body_frame(), frame.X_BF,
        Instance(frame.model)));
  }
  // The model frame M of each model, "__model__", on its canonical link.
  for (size_t i = 0; i < doc_.models.size(); ++i) {
    const SdfModel& model = doc_.models[i];
    if (!model.canonical_link || links_.count(*model.canonical_link) == 0) {
      continue;
    }
    const math::RigidTransformd X_LM =
        BodyPose(*model.canonical_link).InvertAndCompose(model.X_WM);
    plant_->AddFrame(std::make_unique<FixedOffsetFrame<double>>(
        "__model__", Body(*model.canonical_link).body_frame(), X_LM,
        instances_[i]));
  }
  KeepGeometry();
  return instances_;
}

}  // namespace

std::vector<ModelInstanceIndex> AddModelsFromSdf(
    const DataSource& source, const SdfParseOptions& options,
    const PackageMap& package_map, const DiagnosticPolicy& policy,
    MultibodyPlant<double>* plant) {
  ThrowIfCannotAddModels(plant, "AddModelsFromSdf", source.GetName("sdf"));
  // Count errors even when the policy's error action returns, so that a
  // model with errors is never added.
  int errors = 0;
  const DiagnosticPolicy counting = MakeErrorCountingPolicy(policy, &errors);
  const SdfDocument doc = ReadSdf(source, package_map, counting);
  if (errors > 0) return {};
  if (doc.models.empty()) return {};
  SdfBuilder builder(doc, options, counting, plant);
  std::vector<ModelInstanceIndex> result = builder.Build();
  if (errors > 0) return {};
  return result;
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake
