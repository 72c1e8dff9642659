#pragma once

/// @file
/// ModelInstanceInfo: what ProcessModelDirectives() reports about each model
/// it added (Drake's drake/multibody/parsing/model_instance_info.h).

#include <string>

#include "drake/math/rigid_transform.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"

namespace drake {
namespace multibody {
namespace parsing {

/// A model instance added by a model directive, and (if a later add_weld
/// welded its child frame) where it was attached.
struct ModelInstanceInfo {
  /// The model instance's (scoped) name.
  std::string model_name;
  /// The model file, as the directive wrote it (e.g. a package:// URL).
  std::string model_path;
  /// The (scoped) name of the parent frame of the weld attaching the model;
  /// empty if no add_weld attached it.
  std::string parent_frame_name;
  /// The (unscoped, within the model) name of the welded child frame; empty
  /// if no add_weld attached it.
  std::string child_frame_name;
  /// The pose of the child frame in the parent frame.
  math::RigidTransformd X_PC;
  /// The model instance.
  ModelInstanceIndex model_instance;
};

}  // namespace parsing
}  // namespace multibody
}  // namespace drake
