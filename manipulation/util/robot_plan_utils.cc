#include "drake/manipulation/util/robot_plan_utils.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/default_scalars.h"

namespace drake {
namespace manipulation {
namespace util {

template <typename T>
std::vector<std::string> GetJointNames(
    const multibody::MultibodyPlant<T>& plant) {
  const int num_positions = plant.num_positions();
  std::vector<std::string> names(num_positions);
  std::vector<bool> named(num_positions, false);
  for (const multibody::JointIndex& index : plant.GetJointIndices()) {
    const multibody::Joint<T>& joint = plant.get_joint(index);
    if (joint.num_positions() == 0) continue;
    if (joint.num_positions() != 1) {
      throw std::logic_error(fmt::format(
          "GetJointNames(): joint '{}' has {} positions; every position must "
          "belong to a joint of one position",
          joint.name(), joint.num_positions()));
    }
    names[joint.position_start()] = joint.name();
    named[joint.position_start()] = true;
  }
  for (int i = 0; i < num_positions; ++i) {
    if (!named[i]) {
      throw std::logic_error(
          fmt::format("GetJointNames(): position {} belongs to no joint", i));
    }
  }
  return names;
}

void ApplyJointVelocityLimits(const std::vector<Eigen::VectorXd>& keyframes,
                              const Eigen::VectorXd& limits,
                              std::vector<double>* times) {
  if (times == nullptr) {
    throw std::logic_error("ApplyJointVelocityLimits(): times is null");
  }
  if (keyframes.size() != times->size()) {
    throw std::logic_error(
        fmt::format("ApplyJointVelocityLimits(): {} keyframes but {} times",
                    keyframes.size(), times->size()));
  }
  if (times->empty()) return;
  if (times->front() != 0) {
    throw std::logic_error(fmt::format(
        "ApplyJointVelocityLimits(): the times must start at 0; got {}",
        times->front()));
  }
  for (int i = 0; i < limits.size(); ++i) {
    if (!(limits(i) > 0)) {
      throw std::logic_error(fmt::format(
          "ApplyJointVelocityLimits(): limit {} is {}; limits must be "
          "positive",
          i, limits(i)));
    }
  }
  double max_ratio = 0;
  for (size_t j = 0; j < keyframes.size(); ++j) {
    if (keyframes[j].size() != limits.size()) {
      throw std::logic_error(fmt::format(
          "ApplyJointVelocityLimits(): keyframe {} has {} values but there "
          "are {} limits",
          j, keyframes[j].size(), limits.size()));
    }
    if (j == 0) continue;
    const double dt = (*times)[j] - (*times)[j - 1];
    if (!(dt > 0)) {
      throw std::logic_error(fmt::format(
          "ApplyJointVelocityLimits(): the times must strictly increase; "
          "times[{}] = {} follows {}",
          j, (*times)[j], (*times)[j - 1]));
    }
    for (int i = 0; i < limits.size(); ++i) {
      const double speed = std::abs(keyframes[j](i) - keyframes[j - 1](i)) / dt;
      max_ratio = std::max(max_ratio, speed / limits(i));
    }
  }
  if (max_ratio > 1) {
    for (double& t : *times) t *= max_ratio;
  }
}

lcmt_robot_plan EncodeKeyFrames(const std::vector<std::string>& joint_names,
                                const std::vector<double>& times,
                                const std::vector<Eigen::VectorXd>& keyframes) {
  if (keyframes.size() != times.size()) {
    throw std::logic_error(
        fmt::format("EncodeKeyFrames(): {} keyframes but {} times",
                    keyframes.size(), times.size()));
  }
  if (joint_names.size() > 32767) {
    throw std::logic_error(fmt::format(
        "EncodeKeyFrames(): {} joint names; lcmt_robot_state holds at most "
        "32767",
        joint_names.size()));
  }
  const int num_joints = static_cast<int>(joint_names.size());
  lcmt_robot_plan plan{};
  plan.utime = 0;
  plan.num_states = static_cast<int32_t>(keyframes.size());
  plan.plan.resize(keyframes.size());
  for (size_t k = 0; k < keyframes.size(); ++k) {
    if (keyframes[k].size() != num_joints) {
      throw std::logic_error(fmt::format(
          "EncodeKeyFrames(): keyframe {} has {} values for {} joint names", k,
          keyframes[k].size(), num_joints));
    }
    // (An int64 microsecond count holds ±292,000 years.)
    if (!(std::abs(times[k]) < 9e12)) {
      throw std::logic_error(fmt::format(
          "EncodeKeyFrames(): time {} is {}; expected a finite time in "
          "seconds",
          k, times[k]));
    }
    lcmt_robot_state& state = plan.plan[k];
    state.utime = static_cast<int64_t>(times[k] * 1e6);
    state.num_joints = static_cast<int16_t>(num_joints);
    state.joint_name = joint_names;
    state.joint_position.resize(num_joints);
    for (int j = 0; j < num_joints; ++j) {
      state.joint_position[j] = static_cast<float>(keyframes[k](j));
    }
  }
  return plan;
}

DRAKE_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    (&GetJointNames<T>));

}  // namespace util
}  // namespace manipulation
}  // namespace drake
