#include "drake/multibody/parsing/process_model_directives.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>
#include <utility>

#include <fmt/format.h>

#include "drake/common/diagnostic_policy.h"
#include "drake/common/drake_assert.h"
#include "drake/common/text_logging.h"
#include "drake/multibody/parsing/detail_sdf_parser.h"
#include "drake/multibody/parsing/detail_urdf_parser.h"
#include "drake/multibody/tree/fixed_offset_frame.h"
#include "drake/multibody/tree/quaternion_floating_joint.h"

namespace drake {
namespace multibody {
namespace parsing {
namespace {

// Drake's directives take fixed transforms: a random one (e.g. a !Uniform
// rotation) throws, naming the directive.
math::RigidTransformd DeterministicOrThrow(const schema::Transform& X,
                                           const std::string& what) {
  try {
    return X.GetDeterministicValue();
  } catch (const std::exception& e) {
    throw std::runtime_error(fmt::format("{}: {}", what, e.what()));
  }
}

using drake::internal::DiagnosticPolicy;
using math::RigidTransformd;

// A name split at its last "::": ("a::b", "c") for "a::b::c", ("", "c") for
// "c".
struct SplitName {
  std::string scope;
  std::string element;
};

SplitName Split(const std::string& full_name) {
  const size_t pos = full_name.rfind("::");
  if (pos == std::string::npos) return {"", full_name};
  return {full_name.substr(0, pos), full_name.substr(pos + 2)};
}

// `name` inside `model_namespace` ("ns::name"; just `name` when ns is "").
std::string MakeNamespaced(const std::string& model_namespace,
                           const std::string& name) {
  return model_namespace.empty() ? name : model_namespace + "::" + name;
}

// As MakeNamespaced() for a frame name: "world" names the world frame in
// every namespace.
std::string MakeNamespacedFrame(const std::string& model_namespace,
                                const std::string& name) {
  return name == "world" ? name : MakeNamespaced(model_namespace, name);
}

// True for "scheme://..." (package://, file://, model://); a plain path is
// used as is.
bool IsUrl(const std::string& file) {
  return file.find("://") != std::string::npos;
}

std::string ResolveFile(const std::string& file,
                        const PackageMap& package_map) {
  return IsUrl(file) ? package_map.ResolveUrl(file) : file;
}

// True if `name` ends with `suffix`, ignoring ASCII case.
bool EndsWithNoCase(const std::string& name, const std::string& suffix) {
  if (name.size() < suffix.size()) return false;
  return std::equal(suffix.begin(), suffix.end(), name.end() - suffix.size(),
                    [](char a, char b) {
                      return std::tolower(static_cast<unsigned char>(a)) ==
                             std::tolower(static_cast<unsigned char>(b));
                    });
}

// The canonical form of `filename` (for detecting a file that includes
// itself); the name itself when it cannot be made canonical.
std::string Canonical(const std::string& filename) {
  std::error_code ec;
  std::string canonical =
      std::filesystem::weakly_canonical(filename, ec).string();
  return ec ? filename : canonical;
}

ModelInstanceIndex GetInstanceOrThrow(const MultibodyPlant<double>& plant,
                                      const std::string& instance_name,
                                      const std::string& what) {
  if (!plant.HasModelInstanceNamed(instance_name)) {
    throw std::runtime_error(fmt::format(
        "{}: there is no model instance named '{}'", what, instance_name));
  }
  return plant.GetModelInstanceByName(instance_name);
}

const RigidBody<double>& GetScopedBodyByName(
    const MultibodyPlant<double>& plant, const std::string& full_name,
    const std::string& what) {
  const SplitName name = Split(full_name);
  if (name.scope.empty()) {
    if (!plant.HasBodyNamed(name.element)) {
      throw std::runtime_error(
          fmt::format("{}: there is no body named '{}'", what, full_name));
    }
    return plant.GetBodyByName(name.element);
  }
  const ModelInstanceIndex instance =
      GetInstanceOrThrow(plant, name.scope, what);
  if (!plant.HasBodyNamed(name.element, instance)) {
    throw std::runtime_error(
        fmt::format("{}: there is no body named '{}' in model instance '{}'",
                    what, name.element, name.scope));
  }
  return plant.GetBodyByName(name.element, instance);
}

// `name`, or when the plant has a model instance of that name, the first of
// "name_1", "name_2", ... it does not have (the Parser's auto-renaming).
std::string FirstFreeInstanceName(const MultibodyPlant<double>& plant,
                                  const std::string& name) {
  if (!plant.HasModelInstanceNamed(name)) return name;
  for (int n = 1;; ++n) {
    std::string candidate = fmt::format("{}_{}", name, n);
    if (!plant.HasModelInstanceNamed(candidate)) return candidate;
  }
}

// A collision filter group declared by an add_collision_filter_group, with
// its names fully scoped; resolved once every directive has been processed.
struct DeclaredGroup {
  std::string name;
  std::vector<const RigidBody<double>*> bodies;
  std::vector<std::string> member_groups;
  std::vector<std::string> ignored_groups;
  // The directive that declared it (for messages).
  std::string what;
};

// Processes directives with the given enclosing namespace.
class DirectiveProcessor {
 public:
  DirectiveProcessor(MultibodyPlant<double>* plant,
                     std::vector<ModelInstanceInfo>* added_models,
                     Parser* parser)
      : plant_(plant), added_models_(added_models), parser_(parser) {}

  void Process(const ModelDirectives& directives,
               const std::string& model_namespace, const std::string& source) {
    const size_t count = directives.directives.size();
    for (size_t i = 0; i < count; ++i) {
      const ModelDirective& directive = directives.directives[i];
      const std::string what = fmt::format(
          "ProcessModelDirectives: {}directives[{}]{}", source, i,
          model_namespace.empty()
              ? std::string()
              : fmt::format(" (model namespace '{}')", model_namespace));
      const std::string problem = internal::DescribeInvalidDirective(directive);
      if (!problem.empty()) {
        throw std::runtime_error(fmt::format("{}: {}", what, problem));
      }
      if (directive.add_model) {
        AddModel(*directive.add_model, model_namespace, what);
      } else if (directive.add_model_instance) {
        AddModelInstance(*directive.add_model_instance, model_namespace, what);
      } else if (directive.add_frame) {
        AddFrame(*directive.add_frame, model_namespace, what);
      } else if (directive.add_weld) {
        AddWeld(*directive.add_weld, model_namespace, what);
      } else if (directive.add_collision_filter_group) {
        AddCollisionFilterGroup(*directive.add_collision_filter_group,
                                model_namespace, what);
      } else if (directive.add_directives) {
        AddDirectives(*directive.add_directives, model_namespace, what);
      }
    }
  }

  // Applies the collision filter groups once all directives are processed
  // (a group may name groups declared after it, or in included files).
  void Finish() {
    std::map<std::string, const DeclaredGroup*> by_name;
    for (const DeclaredGroup& group : groups_) by_name[group.name] = &group;
    const auto check = [&](const DeclaredGroup& group, const char* key,
                           const std::string& other) {
      if (by_name.count(other) == 0) {
        throw std::runtime_error(fmt::format(
            "{}: add_collision_filter_group '{}': {} names the group '{}', "
            "which no add_collision_filter_group of these directives "
            "declares",
            group.what, group.name, key, other));
      }
    };
    std::vector<multibody::internal::ResolvedCollisionFilterGroup> resolved;
    for (const DeclaredGroup& group : groups_) {
      for (const std::string& other : group.member_groups) {
        check(group, "member_groups", other);
      }
      for (const std::string& other : group.ignored_groups) {
        check(group, "ignored_collision_filter_groups", other);
      }
      // The names are fully scoped already (no model instance scope).
      resolved.push_back({group.name,
                          group.bodies,
                          group.member_groups,
                          group.ignored_groups,
                          {},
                          {}});
    }
    if (!resolved.empty()) {
      multibody::internal::RecordCollisionFilterGroups(
          resolved, parser_->collision_filter_groups_record());
      multibody::internal::ApplyCollisionFilterGroups(resolved, plant_);
    }
  }

 private:
  const Frame<double>& GetFrame(const std::string& full_name,
                                const std::string& what) const {
    try {
      return GetScopedFrameByName(*plant_, full_name);
    } catch (const std::exception& e) {
      throw std::runtime_error(fmt::format("{}: {}", what, e.what()));
    }
  }

  // Parses `file` as one model named `name` (nested SDFormat models become
  // "name::inner") and returns its model instance.
  ModelInstanceIndex ParseModel(const std::string& file,
                                const std::string& name,
                                const std::string& what) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) {
      throw std::runtime_error(fmt::format(
          "{}: the file '{}' does not exist or is not a regular file", what,
          file));
    }
    DiagnosticPolicy policy;
    if (parser_->IsStrict()) {
      policy.SetActionForWarnings(&DiagnosticPolicy::ErrorDefaultAction);
    }
    // URDF and SDFormat models are named `name` from the start, so that
    // their SceneGraph frames ("name::body") carry the final name.
    if (EndsWithNoCase(file, ".urdf")) {
      multibody::internal::UrdfParseOptions options;
      options.model_name = name;
      options.collision_filter_groups =
          parser_->collision_filter_groups_record();
      const std::optional<ModelInstanceIndex> instance =
          multibody::internal::AddModelFromUrdf(
              multibody::internal::DataSource::FromFilename(file), options,
              parser_->package_map(), policy, plant_);
      DRAKE_DEMAND(instance.has_value());  // the policy throws on errors
      return *instance;
    }
    if (EndsWithNoCase(file, ".sdf")) {
      multibody::internal::SdfParseOptions options;
      options.model_name = name;
      options.collision_filter_groups =
          parser_->collision_filter_groups_record();
      const std::vector<ModelInstanceIndex> instances =
          multibody::internal::AddModelsFromSdf(
              multibody::internal::DataSource::FromFilename(file), options,
              parser_->package_map(), policy, plant_);
      for (ModelInstanceIndex instance : instances) {
        if (plant_->GetModelInstanceName(instance) == name) return instance;
      }
      throw std::runtime_error(
          fmt::format("{}: the file '{}' holds no model", what, file));
    }
    if (EndsWithNoCase(file, ".dmd.yaml")) {
      throw std::runtime_error(fmt::format(
          "{}: the file '{}' holds model directives, not a model; include it "
          "with add_directives",
          what, file));
    }
    // Other formats the Parser reads are parsed under a private name, then
    // renamed.
    Parser model_parser(plant_, "__process_model_directives__::" + name);
    model_parser.package_map() = parser_->package_map();
    if (parser_->IsStrict()) model_parser.SetStrictParsing();
    model_parser.SetAutoRenaming(true);
    const std::vector<ModelInstanceIndex> instances =
        model_parser.AddModels(file);
    if (instances.size() != 1) {
      throw std::runtime_error(fmt::format(
          "{}: the file '{}' must hold exactly one model; it holds {}", what,
          file, instances.size()));
    }
    plant_->RenameModelInstance(instances.front(), name);
    return instances.front();
  }

  void AddModel(const parsing::AddModel& model,
                const std::string& model_namespace, const std::string& what) {
    std::string name = MakeNamespaced(model_namespace, model.name);
    if (plant_->HasModelInstanceNamed(name)) {
      if (!parser_->GetAutoRenaming()) {
        throw std::runtime_error(fmt::format(
            "{}: add_model: the model instance '{}' already exists (enable "
            "the parser's auto-renaming to add the model as '{}_1')",
            what, name, name));
      }
      name = FirstFreeInstanceName(*plant_, name);
    }
    const std::string context = fmt::format("{}: add_model '{}'", what, name);
    ModelInstanceIndex instance;
    try {
      instance = ParseModel(ResolveFile(model.file, parser_->package_map()),
                            name, context);
    } catch (const std::exception& e) {
      const std::string message = e.what();
      if (message.rfind(context, 0) == 0) throw;
      throw std::runtime_error(fmt::format("{}: {}", context, message));
    }

    for (const auto& [joint_name, q] : model.default_joint_positions) {
      if (!plant_->HasJointNamed(joint_name, instance)) {
        throw std::runtime_error(fmt::format(
            "{}: default_joint_positions names the joint '{}', which the "
            "model does not have",
            context, joint_name));
      }
      try {
        plant_->GetMutableJointByName(joint_name, instance)
            .set_default_positions(q);
      } catch (const std::exception& e) {
        throw std::runtime_error(
            fmt::format("{}: default_joint_positions: {}", context, e.what()));
      }
    }
    for (const auto& [child_name, pose] : model.default_free_body_pose) {
      SetDefaultFreeBodyPose(instance, child_name, pose, model_namespace,
                             context);
    }

    ModelInstanceInfo info;
    info.model_name = name;
    info.model_path = model.file;
    info.model_instance = instance;
    added_models_->push_back(std::move(info));
  }

  // One entry of add_model's default_free_body_pose: the pose X_PC of the
  // frame C named `child_name` (a body, another frame of the model, or ""
  // for the model's only body) in the frame P named by the pose's
  // base_frame (the world when unset).
  void SetDefaultFreeBodyPose(ModelInstanceIndex instance,
                              const std::string& child_name,
                              const schema::Transform& pose,
                              const std::string& model_namespace,
                              const std::string& context) {
    const std::string where =
        fmt::format("{}: default_free_body_pose '{}'", context, child_name);
    const Frame<double>& parent = GetFrame(
        MakeNamespacedFrame(model_namespace, pose.base_frame.value_or("world")),
        where);
    const Frame<double>* child{};
    if (child_name.empty()) {
      const std::vector<BodyIndex> bodies = plant_->GetBodyIndices(instance);
      if (bodies.size() != 1) {
        throw std::runtime_error(fmt::format(
            "{}: default_free_body_pose uses the key \"\", which names a "
            "model's only body, but the model has {} bodies",
            context, bodies.size()));
      }
      child = &plant_->get_body(bodies.front()).body_frame();
    } else {
      if (!plant_->HasFrameNamed(child_name, instance)) {
        throw std::runtime_error(fmt::format(
            "{}: default_free_body_pose names '{}', which is neither a body "
            "nor a frame of the model",
            context, child_name));
      }
      child = &plant_->GetFrameByName(child_name, instance);
    }
    const RigidTransformd X_PC = DeterministicOrThrow(pose, context);
    try {
      if (&parent == &plant_->world_frame() &&
          child->GetFixedPoseInBodyFrame().IsExactlyIdentity()) {
        // The body's own frame, posed in the world: no joint is needed.
        plant_->SetDefaultFreeBodyPose(child->body(), X_PC);
        return;
      }
      // Otherwise a floating joint from P to C (named after C's body, with
      // leading '_' while the model has a joint of that name) holds the
      // pose.
      std::string joint_name = child->body().name();
      while (plant_->HasJointNamed(joint_name, instance)) {
        joint_name.insert(0, 1, '_');
      }
      const auto& joint =
          plant_->AddJoint(std::make_unique<QuaternionFloatingJoint<double>>(
              joint_name, parent, *child));
      plant_->get_mutable_joint(joint.index()).SetDefaultPose(X_PC);
    } catch (const std::exception& e) {
      throw std::runtime_error(fmt::format("{}: {}", where, e.what()));
    }
  }

  void AddModelInstance(const parsing::AddModelInstance& add,
                        const std::string& model_namespace,
                        const std::string& what) {
    std::string name = MakeNamespaced(model_namespace, add.name);
    if (plant_->HasModelInstanceNamed(name)) {
      if (!parser_->GetAutoRenaming()) {
        throw std::runtime_error(fmt::format(
            "{}: add_model_instance: the model instance '{}' already exists",
            what, name));
      }
      name = FirstFreeInstanceName(*plant_, name);
    }
    plant_->AddModelInstance(name);
  }

  void AddFrame(const parsing::AddFrame& frame,
                const std::string& model_namespace, const std::string& what) {
    const Frame<double>& parent = GetFrame(
        MakeNamespacedFrame(model_namespace, *frame.X_PF.base_frame), what);
    const SplitName name = Split(frame.name);
    ModelInstanceIndex instance = parent.model_instance();
    if (!name.scope.empty()) {
      instance = GetInstanceOrThrow(*plant_,
                                    MakeNamespaced(model_namespace, name.scope),
                                    what + ": add_frame '" + frame.name + "'");
    }
    if (plant_->HasFrameNamed(name.element, instance)) {
      throw std::runtime_error(fmt::format(
          "{}: add_frame: model instance '{}' already has a frame named '{}'",
          what, plant_->GetModelInstanceName(instance), name.element));
    }
    plant_->AddFrame(std::make_unique<FixedOffsetFrame<double>>(
        name.element, parent,
        DeterministicOrThrow(frame.X_PF, what + ": add_frame X_PF"), instance));
  }

  void AddWeld(const parsing::AddWeld& weld, const std::string& model_namespace,
               const std::string& what) {
    const std::string parent_name =
        MakeNamespacedFrame(model_namespace, weld.parent);
    const std::string child_name =
        MakeNamespacedFrame(model_namespace, weld.child);
    const Frame<double>& parent = GetFrame(parent_name, what);
    const Frame<double>& child = GetFrame(child_name, what);
    // As in Drake, the child must belong to a model these directives added
    // (its ModelInstanceInfo records the weld).
    auto info = std::find_if(added_models_->begin(), added_models_->end(),
                             [&](const ModelInstanceInfo& candidate) {
                               return candidate.model_instance ==
                                      child.model_instance();
                             });
    if (info == added_models_->end()) {
      throw std::runtime_error(fmt::format(
          "{}: add_weld: the child frame '{}' belongs to the model instance "
          "'{}', which no add_model of these directives added; the child of "
          "an add_weld must be a frame of an added model (a nested model's "
          "frame cannot be the child)",
          what, child_name,
          plant_->GetModelInstanceName(child.model_instance())));
    }
    const RigidTransformd X_PC =
        weld.X_PC.has_value()
            ? DeterministicOrThrow(*weld.X_PC, what + ": add_weld X_PC")
            : RigidTransformd::Identity();
    plant_->WeldFrames(parent, child, X_PC);
    info->parent_frame_name = parent_name;
    info->child_frame_name = child.name();
    info->X_PC = X_PC;
  }

  void AddCollisionFilterGroup(const parsing::AddCollisionFilterGroup& group,
                               const std::string& model_namespace,
                               const std::string& what) {
    // Without SceneGraph there is no collision geometry to filter (Drake
    // skips the directive too).
    if (!plant_->geometry_source_is_registered()) {
      log()->debug(
          "{}: add_collision_filter_group '{}' is skipped: the plant is not "
          "registered with a SceneGraph",
          what, group.name);
      return;
    }
    // The group's name, members and the groups it names are relative to
    // the directive's namespace plus the group's own model_namespace.
    const std::string scope =
        group.model_namespace.has_value()
            ? MakeNamespaced(model_namespace, *group.model_namespace)
            : model_namespace;
    DeclaredGroup declared;
    declared.name = MakeNamespaced(scope, group.name);
    declared.what = what;
    const std::string context =
        fmt::format("{}: add_collision_filter_group '{}'", what, group.name);
    for (const DeclaredGroup& other : groups_) {
      if (other.name == declared.name) {
        throw std::runtime_error(fmt::format(
            "{}: the collision filter group '{}' is already defined (by {})",
            context, declared.name, other.what));
      }
    }
    for (const std::string& member : group.members) {
      declared.bodies.push_back(&GetScopedBodyByName(
          *plant_, MakeNamespaced(scope, member), context));
    }
    for (const std::string& member_group : group.member_groups) {
      declared.member_groups.push_back(MakeNamespaced(scope, member_group));
    }
    for (const std::string& ignored : group.ignored_collision_filter_groups) {
      declared.ignored_groups.push_back(MakeNamespaced(scope, ignored));
    }
    groups_.push_back(std::move(declared));
  }

  void AddDirectives(const parsing::AddDirectives& include,
                     const std::string& model_namespace,
                     const std::string& what) {
    const std::string new_namespace =
        include.model_namespace.has_value()
            ? MakeNamespaced(model_namespace, *include.model_namespace)
            : model_namespace;
    if (include.model_namespace.has_value() &&
        !plant_->HasModelInstanceNamed(new_namespace)) {
      throw std::runtime_error(fmt::format(
          "{}: add_directives '{}': the model namespace '{}' needs a model "
          "instance of that name (add it with add_model_instance first)",
          what, include.file, new_namespace));
    }
    const std::string filename =
        ResolveFile(include.file, parser_->package_map());
    // A file that (directly or not) includes itself would recurse forever.
    const std::string canonical = Canonical(filename);
    for (const std::string& active : active_files_) {
      if (active == canonical) {
        throw std::runtime_error(fmt::format(
            "{}: add_directives '{}': the file includes itself (through the "
            "add_directives being processed)",
            what, include.file));
      }
    }
    const ModelDirectives sub_directives = LoadModelDirectives(filename);
    active_files_.push_back(canonical);
    try {
      Process(sub_directives, new_namespace,
              fmt::format("'{}': ", include.file));
    } catch (...) {
      active_files_.pop_back();
      throw;
    }
    active_files_.pop_back();
  }

  MultibodyPlant<double>* const plant_;
  std::vector<ModelInstanceInfo>* const added_models_;
  Parser* const parser_;
  // The (canonical) directive files being processed, outermost first.
  std::vector<std::string> active_files_;
  // The collision filter groups declared so far, in order.
  std::vector<DeclaredGroup> groups_;
};

// FlattenModelDirectives(): each directive's names prefixed with the
// namespace of the add_directives that included it.
class Flattener {
 public:
  Flattener(const PackageMap& package_map, ModelDirectives* out)
      : package_map_(package_map), out_(out) {}

  void Flatten(const ModelDirectives& directives,
               const std::string& model_namespace) {
    for (const ModelDirective& directive : directives.directives) {
      ModelDirective result;
      if (directive.add_directives) {
        Include(*directive.add_directives, model_namespace);
        continue;
      }
      if (directive.add_model) {
        result.add_model = *directive.add_model;
        result.add_model->name =
            MakeNamespaced(model_namespace, directive.add_model->name);
      } else if (directive.add_model_instance) {
        result.add_model_instance = *directive.add_model_instance;
        result.add_model_instance->name =
            MakeNamespaced(model_namespace, directive.add_model_instance->name);
      } else if (directive.add_frame) {
        result.add_frame = FlattenFrame(*directive.add_frame, model_namespace);
      } else if (directive.add_weld) {
        result.add_weld = *directive.add_weld;
        result.add_weld->parent =
            MakeNamespacedFrame(model_namespace, directive.add_weld->parent);
        result.add_weld->child =
            MakeNamespacedFrame(model_namespace, directive.add_weld->child);
      } else if (directive.add_collision_filter_group) {
        result.add_collision_filter_group = FlattenGroup(
            *directive.add_collision_filter_group, model_namespace);
      }
      out_->directives.push_back(std::move(result));
    }
  }

 private:
  static parsing::AddFrame FlattenFrame(const parsing::AddFrame& frame,
                                        const std::string& model_namespace) {
    if (!frame.X_PF.base_frame.has_value() || frame.X_PF.base_frame->empty()) {
      throw std::runtime_error(fmt::format(
          "FlattenModelDirectives: add_frame '{}' has no X_PF.base_frame",
          frame.name));
    }
    parsing::AddFrame result = frame;
    result.X_PF.base_frame =
        MakeNamespacedFrame(model_namespace, *frame.X_PF.base_frame);
    const SplitName name = Split(frame.name);
    if (name.scope.empty()) {
      // An unscoped frame joins its base frame's model instance: spell that
      // instance out.
      const std::string base_scope = *frame.X_PF.base_frame == "world"
                                         ? std::string()
                                         : Split(*frame.X_PF.base_frame).scope;
      result.name = MakeNamespaced(model_namespace,
                                   MakeNamespaced(base_scope, name.element));
    } else {
      result.name = MakeNamespaced(model_namespace, frame.name);
    }
    return result;
  }

  static parsing::AddCollisionFilterGroup FlattenGroup(
      const parsing::AddCollisionFilterGroup& group,
      const std::string& model_namespace) {
    if (model_namespace.empty()) return group;
    // The namespace moves into the group's model_namespace, which scopes
    // its name, members and group references alike.
    parsing::AddCollisionFilterGroup result = group;
    const SplitName full = Split(MakeNamespaced(
        model_namespace,
        MakeNamespaced(group.model_namespace.value_or(""), group.name)));
    result.name = full.element;
    result.model_namespace = full.scope;
    return result;
  }

  void Include(const parsing::AddDirectives& include,
               const std::string& model_namespace) {
    const std::string filename = ResolveFile(include.file, package_map_);
    const std::string canonical = Canonical(filename);
    if (std::find(active_files_.begin(), active_files_.end(), canonical) !=
        active_files_.end()) {
      throw std::runtime_error(fmt::format(
          "FlattenModelDirectives: add_directives '{}': the file includes "
          "itself (through the add_directives being flattened)",
          include.file));
    }
    const ModelDirectives sub = LoadModelDirectives(filename);
    active_files_.push_back(canonical);
    try {
      Flatten(sub,
              include.model_namespace.has_value()
                  ? MakeNamespaced(model_namespace, *include.model_namespace)
                  : model_namespace);
    } catch (...) {
      active_files_.pop_back();
      throw;
    }
    active_files_.pop_back();
  }

  const PackageMap& package_map_;
  ModelDirectives* const out_;
  std::vector<std::string> active_files_;
};

}  // namespace

const Frame<double>& GetScopedFrameByName(const MultibodyPlant<double>& plant,
                                          const std::string& full_name) {
  if (full_name == "world") return plant.world_frame();
  const SplitName name = Split(full_name);
  if (name.scope.empty()) {
    if (!plant.HasFrameNamed(name.element)) {
      throw std::runtime_error(
          fmt::format("there is no frame named '{}'", full_name));
    }
    return plant.GetFrameByName(name.element);
  }
  if (!plant.HasModelInstanceNamed(name.scope)) {
    throw std::runtime_error(fmt::format(
        "there is no frame named '{}': there is no model instance named '{}'",
        full_name, name.scope));
  }
  const ModelInstanceIndex instance = plant.GetModelInstanceByName(name.scope);
  if (!plant.HasFrameNamed(name.element, instance)) {
    throw std::runtime_error(fmt::format(
        "there is no frame named '{}': model instance '{}' has no frame named "
        "'{}'",
        full_name, name.scope, name.element));
  }
  return plant.GetFrameByName(name.element, instance);
}

namespace internal {

void ProcessModelDirectivesInNamespace(
    const ModelDirectives& directives, const std::string& model_namespace,
    MultibodyPlant<double>* plant, std::vector<ModelInstanceInfo>* added_models,
    Parser* parser) {
  if (plant == nullptr) {
    throw std::logic_error("ProcessModelDirectives: the plant is null");
  }
  if (plant->is_finalized()) {
    throw std::logic_error(
        "ProcessModelDirectives: the plant is already finalized");
  }
  std::optional<Parser> own_parser;
  if (parser == nullptr) {
    own_parser.emplace(plant);
    parser = &*own_parser;
  } else if (&parser->plant() != plant) {
    throw std::logic_error(
        "ProcessModelDirectives: the parser adds to a different plant");
  }
  // The models of this call (a weld's child must be one of them).
  std::vector<ModelInstanceInfo> added;
  DirectiveProcessor processor(plant, &added, parser);
  processor.Process(directives, model_namespace, "");
  processor.Finish();
  if (added_models != nullptr) {
    added_models->insert(added_models->end(), added.begin(), added.end());
  }
}

}  // namespace internal

void ProcessModelDirectives(const ModelDirectives& directives,
                            MultibodyPlant<double>* plant,
                            std::vector<ModelInstanceInfo>* added_models,
                            Parser* parser) {
  internal::ProcessModelDirectivesInNamespace(directives, "", plant,
                                              added_models, parser);
}

std::vector<ModelInstanceInfo> ProcessModelDirectives(
    const ModelDirectives& directives, Parser* parser) {
  if (parser == nullptr) {
    throw std::logic_error("ProcessModelDirectives: the parser is null");
  }
  std::vector<ModelInstanceInfo> added_models;
  ProcessModelDirectives(directives, &parser->plant(), &added_models, parser);
  return added_models;
}

std::string ResolveModelDirectiveUri(const std::string& uri,
                                     const PackageMap& package_map) {
  if (IsUrl(uri)) return package_map.ResolveUrl(uri);
  const std::filesystem::path path(uri);
  if (!path.is_absolute()) {
    throw std::runtime_error(fmt::format(
        "ResolveModelDirectiveUri: '{}' is neither a URI (package://, "
        "model://, file://) nor an absolute path; a relative path has no "
        "directory to be relative to here.",
        uri));
  }
  std::error_code error;
  if (!std::filesystem::exists(path, error)) {
    throw std::runtime_error(fmt::format(
        "ResolveModelDirectiveUri: the file '{}' does not exist.", uri));
  }
  return uri;
}

void FlattenModelDirectives(const ModelDirectives& directives,
                            const PackageMap& package_map,
                            ModelDirectives* out) {
  if (out == nullptr) {
    throw std::logic_error("FlattenModelDirectives: `out` is null");
  }
  // Flatten into a copy, so that `out` may alias `directives` and is left
  // unchanged on error.
  ModelDirectives result = *out;
  Flattener(package_map, &result).Flatten(directives, "");
  *out = std::move(result);
}

}  // namespace parsing
}  // namespace multibody
}  // namespace drake
