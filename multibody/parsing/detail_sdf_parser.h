#pragma once

/// @file
/// Adds the models of an SDFormat document to a MultibodyPlant, as Drake's
/// SDFormat parser does: a `<model>` (or each model of a `<world>`) becomes
/// a model instance, nested models become instances named "outer::inner",
/// links become rigid bodies (at their default poses), joints and
/// `<drake:joint>` become joints (with actuators, springs and limits),
/// `<frame>`s and each model frame ("__model__") become FixedOffsetFrames,
/// and geometry / collision filter groups are registered with SceneGraph
/// or kept (detail_pending_geometry.h). The document is read and checked
/// completely (detail_sdf_reader.cc, through libsdformat) before the plant
/// is touched. Internal: not part of Drake's API.

#include <optional>
#include <string>
#include <vector>

#include "drake/common/diagnostic_policy.h"
#include "drake/multibody/parsing/detail_urdf_reader.h"
#include "drake/multibody/parsing/package_map.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace internal {

/// Options of one AddModelsFromSdf call.
struct ParsedCollisionFilterGroups;

struct SdfParseOptions {
  /// Prepended as "<prefix>::" to every model instance name when not empty.
  std::string model_name_prefix;
  /// When set, the document must hold exactly one top-level model (an error
  /// otherwise), which is named this (before the prefix) instead of its
  /// `name` attribute; its nested models follow ("<model_name>::inner").
  std::optional<std::string> model_name;
  /// Rename a top-level model ("<name>_1", "<name>_2", ...; its nested
  /// models follow) instead of failing when its instance name is taken.
  bool auto_rename{false};
  /// When set, the models' collision filter groups are recorded here.
  ParsedCollisionFilterGroups* collision_filter_groups{nullptr};
};

/// Reads `source` and adds its models to `plant`; returns the new model
/// instances in document order (outer models before the models they nest).
/// Problems are reported through `policy` ("<file>:<line>: error: ...";
/// with the default policy the first error throws std::runtime_error):
/// libsdformat's errors (malformed XML, unknown references, pose graph
/// errors, unresolvable includes), unsupported joint or geometry types,
/// non-physical inertia (naming the link, the values, the file and line),
/// malformed Drake extensions, taken model instance names and a link that
/// is the child of two joints. Warnings: unsupported elements, meshes that
/// cannot be resolved. On an error the plant is left unchanged and an empty
/// vector is returned when the policy's error action returns.
/// @throws std::logic_error if `plant` is null or finalized.
std::vector<ModelInstanceIndex> AddModelsFromSdf(
    const DataSource& source, const SdfParseOptions& options,
    const PackageMap& package_map,
    const drake::internal::DiagnosticPolicy& policy,
    MultibodyPlant<double>* plant);

}  // namespace internal
}  // namespace multibody
}  // namespace drake
