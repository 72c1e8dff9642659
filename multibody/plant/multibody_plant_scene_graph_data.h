#pragma once

/// @file
/// (Internal) MultibodyPlantSceneGraphData: what a MultibodyPlant records of
/// its SceneGraph registration (source, body frames, geometries, ports).
/// A member of MultibodyPlant; filled in by multibody_plant_geometry.cc.
/// Not part of Drake's API.

#include <optional>
#include <unordered_map>
#include <vector>

#include "drake/geometry/geometry_ids.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"
#include "drake/systems/framework/framework_common.h"

namespace drake {
namespace multibody {
namespace internal {

// A plant's SceneGraph registration data (multibody_plant_geometry.cc).
// Scalar independent, so that scalar conversion copies it whole.
struct MultibodyPlantSceneGraphData {
  std::optional<geometry::SourceId> source_id;
  // By BodyIndex (grown on demand).
  std::vector<std::optional<geometry::FrameId>> body_frame_ids;
  std::vector<std::vector<geometry::GeometryId>> collision_geometries;
  std::vector<std::vector<geometry::GeometryId>> visual_geometries;
  std::unordered_map<geometry::FrameId, BodyIndex> frame_id_to_body;
  int num_collision_geometries{0};
  int num_visual_geometries{0};
  bool adjacent_bodies_collision_filters{true};
  systems::InputPortIndex geometry_query_port;
  systems::OutputPortIndex geometry_pose_port;
  systems::OutputPortIndex deformable_body_configuration_port;
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
