#pragma once

/// @file
/// Parser: adds the models of URDF and SDFormat files and of model
/// directives to a MultibodyPlant, as Drake's Parser does.

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "drake/common/diagnostic_policy.h"
#include "drake/common/drake_deprecated.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/parsing/collision_filter_groups.h"
#include "drake/multibody/parsing/package_map.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace internal {
struct ParsedCollisionFilterGroups;
}  // namespace internal

/// Parses model files and adds their contents to a MultibodyPlant. Each
/// robot becomes a model instance named after it (Drake's naming: the URDF
/// `<robot name>`, prefixed "<prefix>::" when a model name prefix is set).
///
/// Supported formats: URDF (".urdf"), SDFormat (".sdf", read with
/// libsdformat: a `<model>`, or each model of a `<world>`; nested models
/// become instances named "outer::inner") and model directives
/// (".dmd.yaml", processed with ProcessModelDirectives()). Other formats
/// throw naming the file and the format.
///
/// Diagnostics: errors throw std::runtime_error "<file>:<line>: error:
/// <message>"; warnings are logged unless strict parsing turns them into
/// errors. A failed AddModels call leaves the plant unchanged.
///
/// Geometry: when the plant is registered as a SceneGraph source (given a
/// scene_graph below, or AddMultibodyPlantSceneGraph), visual geometry is
/// registered with the illustration role (the material color as the
/// ("phong", "diffuse") property), collision geometry with the proximity
/// role (contact material; friction defaults to μs = μd = 1) and the
/// collision filter groups are applied. Without a SceneGraph they are kept
/// with the plant (and a log message says so); nothing is dropped.
class Parser final {
 public:
  /// A parser that adds to `plant`, which must outlive it. When
  /// `scene_graph` is given and the plant is not yet a geometry source, the
  /// plant is registered with it.
  /// @throws std::logic_error if `plant` is null, or if the plant is
  ///   already registered with a different SceneGraph.
  explicit Parser(MultibodyPlant<double>* plant,
                  geometry::SceneGraph<double>* scene_graph = nullptr);

  /// As above; model instance names get the prefix "<model_name_prefix>::".
  /// A model directives file is processed inside that namespace: every name
  /// it adds or refers to is prefixed, as if it were included by an
  /// add_directives with `model_namespace: <model_name_prefix>`.
  Parser(MultibodyPlant<double>* plant, std::string_view model_name_prefix);
  Parser(MultibodyPlant<double>* plant,
         geometry::SceneGraph<double>* scene_graph,
         std::string_view model_name_prefix);

  /// A parser for the plant and scene graph of `builder`: when `plant`
  /// (`scene_graph`) is null, the subsystem named "plant" ("scene_graph")
  /// is used, as AddMultibodyPlantSceneGraph names them.
  /// @throws std::logic_error if `builder` is null or has no MultibodyPlant
  ///   named "plant" when one is needed.
  explicit Parser(systems::DiagramBuilder<double>* builder,
                  MultibodyPlant<double>* plant = nullptr,
                  geometry::SceneGraph<double>* scene_graph = nullptr,
                  std::string_view model_name_prefix = {});

  Parser(const Parser&) = delete;
  Parser& operator=(const Parser&) = delete;
  ~Parser();

  /// The plant models are added to.
  MultibodyPlant<double>& plant() { return *plant_; }

  /// The SceneGraph given (or found in the builder), or nullptr.
  geometry::SceneGraph<double>* scene_graph() { return scene_graph_; }

  /// The packages used to resolve `package://` URLs. Starts with the
  /// package "drake".
  PackageMap& package_map() { return package_map_; }

  /// Makes every warning an error (for all later calls).
  void SetStrictParsing() { is_strict_ = true; }

  /// Whether SetStrictParsing() was called.
  bool IsStrict() const { return is_strict_; }

  /// When enabled, a model whose instance name is taken is renamed
  /// "<name>_1", "<name>_2", ... instead of causing an error. Off by default.
  void SetAutoRenaming(bool value) { enable_auto_rename_ = value; }

  /// Whether auto-renaming is enabled.
  bool GetAutoRenaming() const { return enable_auto_rename_; }

  /// Adds the models of `file_name` and returns their model instances.
  /// @throws std::runtime_error if the file does not exist, its format is
  ///   not supported, or it has errors (see the class comment).
  /// @throws std::logic_error if the plant is finalized.
  std::vector<ModelInstanceIndex> AddModels(
      const std::filesystem::path& file_name);

  /// The older spelling (the reference pages' Parser): adds the one model
  /// of `file_name` and returns its instance, named `model_name` when that
  /// is not empty (the file's name for it otherwise).
  /// @throws std::exception in the cases of AddModels(), if the file holds
  ///   other than one model, or if `model_name` is taken; the plant is then
  ///   unchanged.
  DRAKE_DEPRECATED("2027-12-01", "Use AddModels() instead.")
  ModelInstanceIndex AddModelFromFile(const std::string& file_name,
                                      const std::string& model_name = {});

  /// Adds the models of the file named by `url` (package://, model:// or
  /// file://), resolved with package_map().
  /// @throws std::runtime_error if the URL cannot be resolved, plus the
  ///   cases of AddModels().
  std::vector<ModelInstanceIndex> AddModelsFromUrl(const std::string& url);

  /// Adds the models of `file_contents`, a document of type `file_type`
  /// ("urdf", "sdf" or "dmd.yaml"; a leading '.' is accepted). Relative
  /// mesh and include paths cannot be resolved (there is no folder);
  /// package:// URLs can.
  /// @throws std::runtime_error on an unsupported type or errors in the text.
  std::vector<ModelInstanceIndex> AddModelsFromString(
      const std::string& file_contents, const std::string& file_type);

  /// The collision filter groups of every model this parser has added
  /// (URDF and SDFormat `drake:collision_filter_group`, model directives'
  /// add_collision_filter_group), whether or not their geometry is
  /// registered yet. Group names are "<model instance>::<group>" (model
  /// directives' names as scoped there), members are "<model
  /// instance>::<body>" with member groups expanded; model instance names
  /// are the plant's at the time of this call. Ignored groups are left out.
  CollisionFilterGroups GetCollisionFilterGroups() const;

  /// (Internal use only) Where this parser records collision filter groups.
  internal::ParsedCollisionFilterGroups* collision_filter_groups_record()
      const {
    return groups_.get();
  }

 private:
  drake::internal::DiagnosticPolicy MakePolicy() const;

  MultibodyPlant<double>* const plant_;
  geometry::SceneGraph<double>* const scene_graph_;
  std::string model_name_prefix_;
  PackageMap package_map_;
  bool is_strict_{false};
  bool enable_auto_rename_{false};
  // Never null.
  std::unique_ptr<internal::ParsedCollisionFilterGroups> groups_;
};

}  // namespace multibody
}  // namespace drake
