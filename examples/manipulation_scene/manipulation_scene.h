#pragma once

/// @file
/// A scene assembled from model directives (two_iiwa_on_table.dmd.yaml):
/// two iiwa arms welded on a table, each held in its default pose by the
/// plant's PD-controlled actuators plus gravity feed-forward, on a discrete
/// plant (1 ms, lagged SAP).

#include <string>
#include <vector>

#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace examples {
namespace manipulation_scene {

/// One arm of the scene after the simulation.
struct ArmResult {
  std::string model_name;
  /// The pose of the arm's iiwa_link_0 in World at the end.
  math::RigidTransformd X_WLink0;
  /// The default (held) joint positions q0, the largest |q(t) − q0| over
  /// joints and 1 ms samples (from t = 0) and the largest at the end (rad).
  Eigen::VectorXd q0;
  double max_joint_error{};
  double final_joint_error{};
  /// The joint speeds' largest magnitude at the end (rad/s).
  double final_max_speed{};
};

/// What SimulateTwoArmScene() measured.
struct SceneResult {
  /// The pose of the table's top_center frame in World.
  math::RigidTransformd X_WTableTop;
  std::vector<ArmResult> arms;
  int num_collision_geometries{};
};

/// The path of two_iiwa_on_table.dmd.yaml.
std::string SceneDirectivesFile();

/// Loads the directives, sets every arm actuator's PD gains (kp, kd per
/// joint, N·m/rad and N·m·s/rad), holds each arm at its default joint
/// positions q0 (desired_state port) with the gravity torques at q0 as
/// feed-forward (actuation port), starts every joint at q0 +
/// `initial_offset` (rad), at rest, and simulates `duration` seconds.
/// @throws std::exception if the directives fail to load.
SceneResult SimulateTwoArmScene(double duration, double initial_offset = 0.05,
                                double kp = 800.0, double kd = 60.0);

}  // namespace manipulation_scene
}  // namespace examples
}  // namespace drake
