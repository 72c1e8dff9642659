#pragma once

/// @file
/// Geometry and collision filter groups that the parser read for a plant
/// that is not registered as a SceneGraph source (when it is, the parser
/// registers them instead). They are kept, per plant, so that nothing a
/// model declares is dropped silently; the parser logs that it kept them.
/// Internal: not part of Drake's API.

#include <string>
#include <vector>

#include "drake/multibody/parsing/detail_parsed_model.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace internal {

/// One visual or collision geometry G of a body B, posed at X_BG.
struct PendingGeometry {
  BodyIndex body;
  std::string body_name;
  ModelInstanceIndex model_instance;
  bool is_visual{true};
  std::string name;
  math::RigidTransformd X_BG;
  ParsedGeometry shape;
  /// Visual geometry only.
  std::optional<ParsedMaterial> material;
  /// Collision geometry only.
  ParsedProximityProperties proximity;
  /// Where it was declared ("<file>:<line>").
  std::string source;
};

/// A collision filter group of a model instance (bodies by index).
struct PendingCollisionFilterGroup {
  ModelInstanceIndex model_instance;
  std::string name;
  std::vector<BodyIndex> member_bodies;
  std::vector<std::string> member_groups;
  std::vector<std::string> ignored_groups;
  std::string source;
};

/// Everything kept for one plant.
struct PendingPlantGeometry {
  std::vector<PendingGeometry> geometries;
  std::vector<PendingCollisionFilterGroup> collision_filter_groups;
};

/// Appends to what is kept for `plant`. Thread-safe.
void AddPendingGeometry(const MultibodyPlant<double>& plant,
                        PendingPlantGeometry items);

/// A copy of what is kept for `plant` (empty when nothing is). Thread-safe.
/// The store is keyed by the plant's address: call
/// ClearPendingGeometry() before destroying a plant whose geometry was kept
/// if another plant may later be created at the same address.
PendingPlantGeometry GetPendingGeometry(const MultibodyPlant<double>& plant);

/// Forgets what is kept for `plant`. Thread-safe.
void ClearPendingGeometry(const MultibodyPlant<double>& plant);

}  // namespace internal
}  // namespace multibody
}  // namespace drake
