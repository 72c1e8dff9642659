#pragma once

/// @file
/// MoveIkDemoBase: what simple programs that move an arm's link to a goal
/// pose share (Drake's drake/manipulation/util/move_ik_demo_base.h).

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/lcmt_robot_plan.hpp"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/inverse_kinematics/constraint_relaxing_ik.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace manipulation {
namespace util {

/// Plans an arm's motion to put one of its links at a goal pose: a plant of
/// the robot (its base welded to the world), the robot's latest status from
/// HandleStatus() (e.g. an LCM callback), and Plan(), which solves inverse
/// kinematics (multibody::ConstraintRelaxingIk) from the latest status to
/// the goal and returns a two-knot lcmt_robot_plan, slowed to the joints'
/// velocity limits.
class MoveIkDemoBase {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(MoveIkDemoBase);

  /// @param robot_description the model file of the robot.
  /// @param base_link the body welded to the world in the plant.
  /// @param ik_link the body Plan() moves to the goal.
  /// @param print_interval HandleStatus() logs the pose of `ik_link` on its
  ///   1st, (N+1)th, (2N+1)th... call.
  /// @throws std::exception if the file cannot be parsed, holds more than
  ///   one model (ConstraintRelaxingIk's condition), a link does not exist,
  ///   or `print_interval` is not positive.
  MoveIkDemoBase(std::string robot_description, std::string base_link,
                 std::string ik_link, int print_interval);

  ~MoveIkDemoBase();

  /// The robot's plant (base welded to the world).
  const multibody::MultibodyPlant<double>& plant() const { return plant_; }

  /// The joint velocity limits Plan() slows its plan to (rad/s or m/s, one
  /// per velocity); by default the model's upper velocity limits.
  /// @throws std::exception if the size is not plant().num_velocities().
  void set_joint_velocity_limits(const Eigen::Ref<const Eigen::VectorXd>&);

  /// Records the robot's current positions `q` (one per position of
  /// plant()), and logs the pose of `ik_link` every `print_interval` calls.
  /// @throws std::exception if `q` has the wrong size.
  void HandleStatus(const Eigen::Ref<const Eigen::VectorXd>& q);

  /// A plan from the last status to a configuration with `ik_link` at
  /// `goal_pose` (in the world; ConstraintRelaxingIk's default tolerances,
  /// orientation constrained): knots at 0 and 2 s, stretched so that no
  /// joint exceeds its velocity limit; nullopt if inverse kinematics fails.
  /// @throws std::exception if HandleStatus() has not been called.
  std::optional<lcmt_robot_plan> Plan(const math::RigidTransformd& goal_pose);

  /// The number of HandleStatus() calls.
  int status_count() const { return status_count_; }

 private:
  std::string robot_description_;
  std::string ik_link_;
  int print_interval_{};
  multibody::MultibodyPlant<double> plant_;
  std::unique_ptr<systems::Context<double>> context_;
  std::vector<std::string> joint_names_;
  Eigen::VectorXd joint_velocity_limits_;
  int status_count_{0};
  multibody::ConstraintRelaxingIk constraint_relaxing_ik_;
};

}  // namespace util
}  // namespace manipulation
}  // namespace drake
