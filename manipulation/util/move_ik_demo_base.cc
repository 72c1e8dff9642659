#include "drake/manipulation/util/move_ik_demo_base.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/fmt_eigen.h"
#include "drake/common/text_logging.h"
#include "drake/manipulation/util/robot_plan_utils.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/parsing/parser.h"

namespace drake {
namespace manipulation {
namespace util {

// (base_link by value: Drake's signature.)
MoveIkDemoBase::MoveIkDemoBase(
    std::string robot_description,
    std::string base_link,  // NOLINT(performance-unnecessary-value-param)
    std::string ik_link, int print_interval)
    : robot_description_(std::move(robot_description)),
      ik_link_(std::move(ik_link)),
      print_interval_(print_interval),
      plant_(0.0),
      constraint_relaxing_ik_(robot_description_, ik_link_) {
  if (print_interval_ <= 0) {
    throw std::logic_error(
        fmt::format("MoveIkDemoBase: print_interval must be positive, got {}.",
                    print_interval_));
  }
  multibody::Parser(&plant_).AddModels(robot_description_);
  plant_.WeldFrames(plant_.world_frame(),
                    plant_.GetBodyByName(base_link).body_frame());
  plant_.Finalize();
  // (Throws now, rather than at the first status, if there is no such link.)
  plant_.GetBodyByName(ik_link_);
  context_ = plant_.CreateDefaultContext();
  joint_names_ = GetJointNames(plant_);
  joint_velocity_limits_ = plant_.GetVelocityUpperLimits();
}

MoveIkDemoBase::~MoveIkDemoBase() = default;

void MoveIkDemoBase::set_joint_velocity_limits(
    const Eigen::Ref<const Eigen::VectorXd>& velocity_limits) {
  if (velocity_limits.size() != joint_velocity_limits_.size()) {
    throw std::logic_error(fmt::format(
        "MoveIkDemoBase::set_joint_velocity_limits(): got {} limits, but the "
        "plant has {} velocities.",
        velocity_limits.size(), joint_velocity_limits_.size()));
  }
  joint_velocity_limits_ = velocity_limits;
}

void MoveIkDemoBase::HandleStatus(const Eigen::Ref<const Eigen::VectorXd>& q) {
  plant_.SetPositions(context_.get(), q);
  ++status_count_;
  if (status_count_ % print_interval_ == 1 || print_interval_ == 1) {
    const math::RigidTransformd& X_WL =
        plant_.EvalBodyPoseInWorld(*context_, plant_.GetBodyByName(ik_link_));
    const math::RollPitchYawd rpy(X_WL.rotation());
    drake::log()->info("{} at: {} {}", ik_link_, fmt_eigen(X_WL.translation()),
                       fmt_eigen(rpy.vector()));
  }
}

std::optional<lcmt_robot_plan> MoveIkDemoBase::Plan(
    const math::RigidTransformd& goal_pose) {
  if (status_count_ == 0) {
    throw std::logic_error(
        "MoveIkDemoBase::Plan(): no status yet; call HandleStatus() with the "
        "robot's positions first.");
  }
  // One waypoint: the goal. The plan's knots are the current positions and
  // the solution.
  multibody::ConstraintRelaxingIk::IkCartesianWaypoint waypoint;
  waypoint.pose = goal_pose;
  waypoint.constrain_orientation = true;
  std::vector<Eigen::VectorXd> q_sol;
  const bool solved = constraint_relaxing_ik_.PlanSequentialTrajectory(
      {waypoint}, plant_.GetPositions(*context_), &q_sol);
  drake::log()->info("IK result: {}", solved);
  if (!solved) return std::nullopt;
  drake::log()->info("IK sol size {}", q_sol.size());
  // Two seconds (Drake's choice), longer if a joint would be too fast.
  std::vector<double> times{0, 2};
  ApplyJointVelocityLimits(q_sol, joint_velocity_limits_, &times);
  return EncodeKeyFrames(joint_names_, times, q_sol);
}

}  // namespace util
}  // namespace manipulation
}  // namespace drake
