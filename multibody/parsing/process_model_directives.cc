#include "drake/multibody/parsing/process_model_directives.h"

#include <fmt/format.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>
#include <utility>

#include "drake/common/text_logging.h"
#include "drake/multibody/parsing/detail_pending_geometry.h"
#include "drake/multibody/tree/fixed_offset_frame.h"

namespace drake {
namespace multibody {
namespace parsing {
namespace {

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
        const std::string name =
            MakeNamespaced(model_namespace, directive.add_model_instance->name);
        if (plant_->HasModelInstanceNamed(name)) {
          throw std::runtime_error(fmt::format(
              "{}: add_model_instance: the model instance '{}' already "
              "exists",
              what, name));
        }
        plant_->AddModelInstance(name);
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

 private:
  const Frame<double>& GetFrame(const std::string& full_name,
                                const std::string& what) const {
    try {
      return GetScopedFrameByName(*plant_, full_name);
    } catch (const std::exception& e) {
      throw std::runtime_error(fmt::format("{}: {}", what, e.what()));
    }
  }

  void AddModel(const parsing::AddModel& model,
                const std::string& model_namespace, const std::string& what) {
    const std::string name = MakeNamespaced(model_namespace, model.name);
    if (plant_->HasModelInstanceNamed(name)) {
      throw std::runtime_error(fmt::format(
          "{}: add_model: the model instance '{}' already exists", what, name));
    }
    // Parse under a private prefix (so that the model's own name cannot
    // collide with an existing instance), then take the directive's name.
    // The prefix holds the directive's (unique) name: SceneGraph frames keep
    // the name the model had when parsed, so two instances of one file
    // must be parsed under different names.
    Parser model_parser(plant_, "__process_model_directives__::" + name);
    model_parser.package_map() = parser_->package_map();
    if (parser_->IsStrict()) model_parser.SetStrictParsing();
    model_parser.SetAutoRenaming(true);
    const std::vector<ModelInstanceIndex> instances =
        IsUrl(model.file) ? model_parser.AddModelsFromUrl(model.file)
                          : model_parser.AddModels(model.file);
    if (instances.size() != 1) {
      throw std::runtime_error(fmt::format(
          "{}: add_model '{}': the file '{}' must hold exactly one model; it "
          "holds {}",
          what, name, model.file, instances.size()));
    }
    const ModelInstanceIndex instance = instances.front();
    plant_->RenameModelInstance(instance, name);

    for (const auto& [joint_name, q] : model.default_joint_positions) {
      if (!plant_->HasJointNamed(joint_name, instance)) {
        throw std::runtime_error(fmt::format(
            "{}: add_model '{}': default_joint_positions names the joint "
            "'{}', which the model does not have",
            what, name, joint_name));
      }
      try {
        plant_->GetMutableJointByName(joint_name, instance)
            .set_default_positions(q);
      } catch (const std::exception& e) {
        throw std::runtime_error(
            fmt::format("{}: add_model '{}': default_joint_positions: {}", what,
                        name, e.what()));
      }
    }
    for (const auto& [body_name, pose] : model.default_free_body_pose) {
      if (pose.base_frame.has_value() && *pose.base_frame != "world") {
        throw std::runtime_error(fmt::format(
            "{}: add_model '{}': default_free_body_pose '{}' is measured from "
            "'{}'; a base_frame other than 'world' is not supported yet",
            what, name, body_name, *pose.base_frame));
      }
      const RigidBody<double>* body{};
      if (body_name.empty()) {
        const std::vector<BodyIndex> bodies = plant_->GetBodyIndices(instance);
        if (bodies.size() != 1) {
          throw std::runtime_error(fmt::format(
              "{}: add_model '{}': default_free_body_pose uses the key \"\", "
              "which names a model's only body, but the model has {} bodies",
              what, name, bodies.size()));
        }
        body = &plant_->get_body(bodies.front());
      } else {
        if (!plant_->HasBodyNamed(body_name, instance)) {
          throw std::runtime_error(fmt::format(
              "{}: add_model '{}': default_free_body_pose names the body "
              "'{}', which the model does not have",
              what, name, body_name));
        }
        body = &plant_->GetBodyByName(body_name, instance);
      }
      plant_->SetDefaultFreeBodyPose(*body, pose.GetDeterministicValue());
    }

    if (added_models_ != nullptr) {
      ModelInstanceInfo info;
      info.model_name = name;
      info.model_path = model.file;
      info.model_instance = instance;
      added_models_->push_back(std::move(info));
    }
  }

  void AddFrame(const parsing::AddFrame& frame,
                const std::string& model_namespace, const std::string& what) {
    const Frame<double>& parent =
        GetFrame(MakeNamespaced(model_namespace, *frame.X_PF.base_frame), what);
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
        name.element, parent, frame.X_PF.GetDeterministicValue(), instance));
  }

  void AddWeld(const parsing::AddWeld& weld, const std::string& model_namespace,
               const std::string& what) {
    const std::string parent_name =
        MakeNamespaced(model_namespace, weld.parent);
    const Frame<double>& parent = GetFrame(parent_name, what);
    const Frame<double>& child =
        GetFrame(MakeNamespaced(model_namespace, weld.child), what);
    const RigidTransformd X_PC = weld.X_PC.has_value()
                                     ? weld.X_PC->GetDeterministicValue()
                                     : RigidTransformd::Identity();
    plant_->WeldFrames(parent, child, X_PC);
    if (added_models_ != nullptr) {
      for (ModelInstanceInfo& info : *added_models_) {
        if (info.model_instance == child.model_instance()) {
          info.parent_frame_name = parent_name;
          info.child_frame_name = child.name();
          info.X_PC = X_PC;
        }
      }
    }
  }

  void AddCollisionFilterGroup(const parsing::AddCollisionFilterGroup& group,
                               const std::string& model_namespace,
                               const std::string& what) {
    // Names in the group are relative to the directive's namespace plus
    // the group's own model_namespace.
    const std::string scope =
        group.model_namespace.has_value()
            ? MakeNamespaced(model_namespace, *group.model_namespace)
            : model_namespace;
    multibody::internal::PendingCollisionFilterGroup pending;
    pending.model_instance =
        scope.empty()
            ? world_model_instance()
            : GetInstanceOrThrow(
                  *plant_, scope,
                  what + ": add_collision_filter_group '" + group.name + "'");
    pending.name = MakeNamespaced(scope, group.name);
    for (const std::string& member : group.members) {
      pending.member_bodies.push_back(
          GetScopedBodyByName(
              *plant_, MakeNamespaced(scope, member),
              what + ": add_collision_filter_group '" + group.name + "'")
              .index());
    }
    for (const std::string& member_group : group.member_groups) {
      pending.member_groups.push_back(MakeNamespaced(scope, member_group));
    }
    for (const std::string& ignored : group.ignored_collision_filter_groups) {
      pending.ignored_groups.push_back(MakeNamespaced(scope, ignored));
    }
    pending.source = what;
    log()->info(
        "ProcessModelDirectives: collision filter group '{}' is kept with "
        "the plant until SceneGraph registration is available",
        pending.name);
    multibody::internal::PendingPlantGeometry items;
    items.collision_filter_groups.push_back(std::move(pending));
    multibody::internal::AddPendingGeometry(*plant_, std::move(items));
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
        IsUrl(include.file) ? parser_->package_map().ResolveUrl(include.file)
                            : include.file;
    // A file that (directly or not) includes itself would recurse forever.
    std::error_code ec;
    std::string canonical =
        std::filesystem::weakly_canonical(filename, ec).string();
    if (ec) canonical = filename;
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

  // True for "scheme://..." (package://, file://, model://); a plain path
  // is used as is.
  static bool IsUrl(const std::string& file) {
    return file.find("://") != std::string::npos;
  }

  MultibodyPlant<double>* const plant_;
  std::vector<ModelInstanceInfo>* const added_models_;
  Parser* const parser_;
  // The (canonical) directive files being processed, outermost first.
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

void ProcessModelDirectives(const ModelDirectives& directives,
                            MultibodyPlant<double>* plant,
                            std::vector<ModelInstanceInfo>* added_models,
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
  DirectiveProcessor(plant, added_models, parser).Process(directives, "", "");
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

}  // namespace parsing
}  // namespace multibody
}  // namespace drake
