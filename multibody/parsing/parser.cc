#include "drake/multibody/parsing/parser.h"

#include <cctype>
#include <stdexcept>
#include <system_error>

#include <fmt/format.h>

#include "drake/multibody/parsing/detail_mujoco_parser.h"
#include "drake/multibody/parsing/detail_sdf_parser.h"
#include "drake/multibody/parsing/detail_urdf_parser.h"
#include "drake/multibody/parsing/model_directives.h"
#include "drake/multibody/parsing/process_model_directives.h"

namespace drake {
namespace multibody {

using drake::internal::DiagnosticPolicy;

namespace {

MultibodyPlant<double>* NonNull(MultibodyPlant<double>* plant) {
  if (plant == nullptr) {
    throw std::logic_error("Parser: the plant must not be null");
  }
  return plant;
}

// "urdf" for "x/y/robot.URDF"; empty when there is no extension.
std::string LowerExtension(const std::string& text) {
  std::string extension = text;
  if (!extension.empty() && extension.front() == '.') extension.erase(0, 1);
  for (char& c : extension) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return extension;
}

[[noreturn]] void ThrowUnsupported(const std::string& what,
                                   const std::string& extension) {
  throw std::runtime_error(fmt::format(
      "{}: the file type '{}' is not supported; expected '.urdf', '.sdf', "
      "'.xml' (MuJoCo) or '.dmd.yaml'",
      what, extension.empty() ? std::string("(none)") : "." + extension));
}

// True for "x/y/scene.dmd.yaml" (any case).
bool IsModelDirectivesFile(const std::string& name) {
  const std::string suffix = ".dmd.yaml";
  if (name.size() < suffix.size()) return false;
  return LowerExtension(name.substr(name.size() - suffix.size())) ==
         suffix.substr(1);
}

std::vector<ModelInstanceIndex> InstancesOf(
    const std::vector<parsing::ModelInstanceInfo>& infos) {
  std::vector<ModelInstanceIndex> result;
  result.reserve(infos.size());
  for (const parsing::ModelInstanceInfo& info : infos) {
    result.push_back(info.model_instance);
  }
  return result;
}

// Directives with every name inside the parser's model name prefix (as
// Drake's Parser passes it to the directives as their model namespace).
std::vector<ModelInstanceIndex> ProcessDirectives(
    const parsing::ModelDirectives& directives, const std::string& prefix,
    Parser* parser) {
  std::vector<parsing::ModelInstanceInfo> infos;
  parsing::internal::ProcessModelDirectivesInNamespace(
      directives, prefix, &parser->plant(), &infos, parser);
  return InstancesOf(infos);
}

std::vector<ModelInstanceIndex> ToVector(
    const std::optional<ModelInstanceIndex>& instance) {
  if (!instance) return {};
  return {*instance};
}

// Registers `plant` with `scene_graph` when it has no source yet; throws if
// it is a source of another SceneGraph. Returns `scene_graph`.
geometry::SceneGraph<double>* ConnectSceneGraph(
    MultibodyPlant<double>* plant, geometry::SceneGraph<double>* scene_graph) {
  if (scene_graph == nullptr) return nullptr;
  if (!plant->geometry_source_is_registered()) {
    plant->RegisterAsSourceForSceneGraph(scene_graph);
  } else if (!scene_graph->SourceIsRegistered(*plant->get_source_id())) {
    throw std::logic_error(fmt::format(
        "Parser: the MultibodyPlant '{}' is registered as a geometry source "
        "of a different SceneGraph than the one given ('{}')",
        plant->get_name(), scene_graph->get_name()));
  }
  return scene_graph;
}

MultibodyPlant<double>* FindPlant(systems::DiagramBuilder<double>* builder,
                                  MultibodyPlant<double>* plant) {
  if (builder == nullptr) {
    throw std::logic_error("Parser: the DiagramBuilder must not be null");
  }
  if (plant != nullptr) return plant;
  if (!builder->HasSubsystemNamed("plant")) {
    throw std::logic_error(
        "Parser: the DiagramBuilder has no subsystem named 'plant' (add one "
        "with AddMultibodyPlantSceneGraph(), or pass the plant)");
  }
  auto* found = dynamic_cast<MultibodyPlant<double>*>(
      &builder->GetMutableSubsystemByName("plant"));
  if (found == nullptr) {
    throw std::logic_error(
        "Parser: the DiagramBuilder's subsystem named 'plant' is not a "
        "MultibodyPlant<double>");
  }
  return found;
}

geometry::SceneGraph<double>* FindSceneGraph(
    systems::DiagramBuilder<double>* builder,
    geometry::SceneGraph<double>* scene_graph) {
  if (scene_graph != nullptr) return scene_graph;
  if (!builder->HasSubsystemNamed("scene_graph")) return nullptr;
  return dynamic_cast<geometry::SceneGraph<double>*>(
      &builder->GetMutableSubsystemByName("scene_graph"));
}

}  // namespace

Parser::Parser(MultibodyPlant<double>* plant,
               geometry::SceneGraph<double>* scene_graph)
    : plant_(NonNull(plant)),
      scene_graph_(ConnectSceneGraph(plant_, scene_graph)),
      groups_(std::make_unique<internal::ParsedCollisionFilterGroups>()) {}

Parser::~Parser() = default;

CollisionFilterGroups Parser::GetCollisionFilterGroups() const {
  return groups_->ToNames(*plant_);
}

Parser::Parser(MultibodyPlant<double>* plant,
               std::string_view model_name_prefix)
    : Parser(plant, nullptr, model_name_prefix) {}

Parser::Parser(MultibodyPlant<double>* plant,
               geometry::SceneGraph<double>* scene_graph,
               std::string_view model_name_prefix)
    : plant_(NonNull(plant)),
      scene_graph_(ConnectSceneGraph(plant_, scene_graph)),
      model_name_prefix_(model_name_prefix),
      groups_(std::make_unique<internal::ParsedCollisionFilterGroups>()) {}

Parser::Parser(systems::DiagramBuilder<double>* builder,
               MultibodyPlant<double>* plant,
               geometry::SceneGraph<double>* scene_graph,
               std::string_view model_name_prefix)
    : Parser(FindPlant(builder, plant), FindSceneGraph(builder, scene_graph),
             model_name_prefix) {}
DiagnosticPolicy Parser::MakePolicy() const {
  DiagnosticPolicy policy;
  if (is_strict_) {
    policy.SetActionForWarnings(&DiagnosticPolicy::ErrorDefaultAction);
  }
  return policy;
}

std::vector<ModelInstanceIndex> Parser::AddModels(
    const std::filesystem::path& file_name) {
  const std::string name = file_name.string();
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file_name, ec)) {
    throw std::runtime_error(fmt::format(
        "Parser::AddModels: the file '{}' does not exist or is not a regular "
        "file",
        name));
  }
  if (IsModelDirectivesFile(name)) {
    return ProcessDirectives(parsing::LoadModelDirectives(name),
                             model_name_prefix_, this);
  }
  const std::string extension = LowerExtension(file_name.extension().string());
  if (extension == "sdf") {
    internal::SdfParseOptions options;
    options.model_name_prefix = model_name_prefix_;
    options.auto_rename = enable_auto_rename_;
    options.collision_filter_groups = groups_.get();
    return internal::AddModelsFromSdf(internal::DataSource::FromFilename(name),
                                      options, package_map_, MakePolicy(),
                                      plant_);
  }
  if (extension == "xml") {
    return ToVector(internal::AddModelFromMujocoXml(
        internal::DataSource::FromFilename(name),
        {model_name_prefix_, enable_auto_rename_}, MakePolicy(), plant_));
  }
  if (extension != "urdf")
    ThrowUnsupported("Parser::AddModels: " + name, extension);
  internal::UrdfParseOptions options;
  options.model_name_prefix = model_name_prefix_;
  options.auto_rename = enable_auto_rename_;
  options.collision_filter_groups = groups_.get();
  return ToVector(
      internal::AddModelFromUrdf(internal::DataSource::FromFilename(name),
                                 options, package_map_, MakePolicy(), plant_));
}

std::vector<ModelInstanceIndex> Parser::AddModelsFromUrl(
    const std::string& url) {
  return AddModels(package_map_.ResolveUrl(url));
}

ModelInstanceIndex Parser::AddModelFromFile(const std::string& file_name,
                                            const std::string& model_name) {
  if (!model_name.empty() && plant_->HasModelInstanceNamed(model_name)) {
    throw std::logic_error(fmt::format(
        "Parser::AddModelFromFile(): the model instance name '{}' is taken "
        "(adding '{}').",
        model_name, file_name));
  }
  // Count the file's models in a scratch plant first, so that a file of
  // several leaves the plant unchanged.
  {
    MultibodyPlant<double> scratch(0.0);
    Parser counter(&scratch, model_name_prefix_);
    counter.package_map().AddMap(package_map_);
    if (is_strict_) counter.SetStrictParsing();
    const size_t count = counter.AddModels(file_name).size();
    if (count != 1) {
      throw std::logic_error(fmt::format(
          "Parser::AddModelFromFile(): '{}' holds {} models; expected one "
          "(AddModels() adds several).",
          file_name, count));
    }
  }
  // With a name of its own, the file's name for the model may be taken:
  // add it under a free name, then rename it.
  const bool auto_rename = enable_auto_rename_;
  if (!model_name.empty()) enable_auto_rename_ = true;
  std::vector<ModelInstanceIndex> models;
  try {
    models = AddModels(file_name);
  } catch (...) {
    enable_auto_rename_ = auto_rename;
    throw;
  }
  enable_auto_rename_ = auto_rename;
  if (!model_name.empty()) plant_->RenameModelInstance(models[0], model_name);
  return models[0];
}

std::vector<ModelInstanceIndex> Parser::AddModelsFromString(
    const std::string& file_contents, const std::string& file_type) {
  const std::string extension = LowerExtension(file_type);
  if (extension == "dmd.yaml") {
    return ProcessDirectives(
        parsing::LoadModelDirectivesFromString(file_contents),
        model_name_prefix_, this);
  }
  if (extension == "sdf") {
    internal::SdfParseOptions options;
    options.model_name_prefix = model_name_prefix_;
    options.auto_rename = enable_auto_rename_;
    options.collision_filter_groups = groups_.get();
    return internal::AddModelsFromSdf(
        internal::DataSource::FromContents(file_contents), options,
        package_map_, MakePolicy(), plant_);
  }
  if (extension == "xml") {
    return ToVector(internal::AddModelFromMujocoXml(
        internal::DataSource::FromContents(file_contents),
        {model_name_prefix_, enable_auto_rename_}, MakePolicy(), plant_));
  }
  if (extension != "urdf") {
    ThrowUnsupported("Parser::AddModelsFromString", extension);
  }
  internal::UrdfParseOptions options;
  options.model_name_prefix = model_name_prefix_;
  options.auto_rename = enable_auto_rename_;
  options.collision_filter_groups = groups_.get();
  return ToVector(internal::AddModelFromUrdf(
      internal::DataSource::FromContents(file_contents), options, package_map_,
      MakePolicy(), plant_));
}

}  // namespace multibody
}  // namespace drake
