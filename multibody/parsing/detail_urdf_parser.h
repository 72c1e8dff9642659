#pragma once

/// @file
/// Adds a URDF model to a MultibodyPlant: reads and checks the whole file
/// first (detail_urdf_reader.h), then adds one model instance with its
/// bodies, frames, joints and actuators. Geometry and collision filter
/// groups are registered with SceneGraph when the plant is a geometry
/// source, and kept otherwise (see detail_pending_geometry.h). Internal: not
/// part of Drake's API.

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "drake/common/diagnostic_policy.h"
#include "drake/common/sorted_pair.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/shape_specification.h"
#include "drake/multibody/parsing/collision_filter_groups.h"
#include "drake/multibody/parsing/detail_pending_geometry.h"
#include "drake/multibody/parsing/detail_urdf_reader.h"
#include "drake/multibody/parsing/package_map.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace internal {

struct ParsedCollisionFilterGroups;

/// Options of one AddModel call.
struct UrdfParseOptions {
  /// Prepended as "<prefix>::" to the model instance name when not empty.
  std::string model_name_prefix;
  /// When set, the model instance is named this (before the prefix) instead
  /// of after the `<robot name>` (model directives' add_model `name`).
  std::optional<std::string> model_name;
  /// Rename ("<name>_1", "<name>_2", ...) instead of failing when the model
  /// instance name is taken.
  bool auto_rename{false};
  /// When set, the model's collision filter groups are recorded here.
  ParsedCollisionFilterGroups* collision_filter_groups{nullptr};
};

/// Reads `source` and adds its robot to `plant` as a new model instance
/// named after the robot. Everything is checked before the plant is
/// touched, so on error (reported through `policy`; with the default policy
/// a std::runtime_error "<file>:<line>: error: ...") the plant is left
/// unchanged and nullopt is returned when the policy's error action returns.
/// @throws std::logic_error if the plant is finalized.
std::optional<ModelInstanceIndex> AddModelFromUrdf(
    const DataSource& source, const UrdfParseOptions& options,
    const PackageMap& package_map,
    const drake::internal::DiagnosticPolicy& policy,
    MultibodyPlant<double>* plant);

/// The SceneGraph shape of a parsed geometry (shared with the SDFormat
/// parser). `where` ("<file>:<line>") names it in errors. A mesh's scale
/// (possibly non-uniform) becomes the shape's scale3().
std::unique_ptr<geometry::Shape> MakeShapeFromGeometry(
    const ParsedGeometry& geometry, const std::string& where);

/// The proximity properties of a parsed collision geometry (contact
/// material with friction defaulting to μs = μd = 1, hydroelastic
/// settings); shared with the SDFormat parser.
geometry::ProximityProperties MakeProximityPropertiesFromModel(
    const ParsedProximityProperties& proximity);

// Shared by the URDF and SDFormat builders.

/// Registers a link's visual and collision geometry on `body` with the
/// plant's SceneGraph, each named uniquely per link and role (an unnamed one
/// gets "<link>_visual", "<link>_collision", numbered on collision). `file`
/// prefixes the geometries' line numbers in error messages.
void RegisterLinkGeometry(const std::string& file, const std::string& link_name,
                          const std::vector<ParsedVisual>& visuals,
                          const std::vector<ParsedCollision>& collisions,
                          const RigidBody<double>& body,
                          MultibodyPlant<double>* plant);

/// Appends a link's geometry to `kept`, for registration once a SceneGraph
/// is connected (detail_pending_geometry.h).
void KeepLinkGeometry(const std::string& file,
                      const std::vector<ParsedVisual>& visuals,
                      const std::vector<ParsedCollision>& collisions,
                      const RigidBody<double>& body,
                      PendingPlantGeometry* kept);

/// A collision filter group with its member links resolved to bodies.
struct ResolvedCollisionFilterGroup {
  std::string name;
  std::vector<const RigidBody<double>*> bodies;
  std::vector<std::string> member_groups;
  std::vector<std::string> ignored_groups;
  /// For Parser::GetCollisionFilterGroups(): the model instance whose name
  /// scopes the group ("<instance>::<local_name>", with the instance's name
  /// when the groups are read), or invalid when `local_name` is already
  /// fully scoped (model directives). An empty `local_name` means `name`.
  ModelInstanceIndex scope{};
  std::string local_name;
};

/// The collision filter groups a Parser has read, kept by model instance and
/// body index so that names are composed when asked for (a model instance
/// may be renamed in between).
struct ParsedCollisionFilterGroups {
  /// A group: the index of its scoping model instance (-1: the name is
  /// fully scoped) and its name. (A plain int: invalid indices do not
  /// compare.)
  using Key = std::pair<int, std::string>;
  std::map<Key, std::set<BodyIndex>> groups;
  std::set<SortedPair<Key>> exclusion_pairs;

  /// The names as Drake reports them: "<instance>::<group>" and
  /// "<instance>::<body>".
  CollisionFilterGroups ToNames(const MultibodyPlant<double>& plant) const;
};

/// Adds `groups` to `record`: each group's bodies with its member groups'
/// (transitively), and a pair for each ignored group that `groups` declares.
void RecordCollisionFilterGroups(
    const std::vector<ResolvedCollisionFilterGroup>& groups,
    ParsedCollisionFilterGroups* record);

/// Excludes collisions between each group's geometries (member groups
/// expanded, transitively) and those of the groups it ignores.
void ApplyCollisionFilterGroups(
    const std::vector<ResolvedCollisionFilterGroup>& groups,
    MultibodyPlant<double>* plant);

}  // namespace internal
}  // namespace multibody
}  // namespace drake
