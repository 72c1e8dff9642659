#pragma once

/// @file
/// Helpers that turn joint-space keyframes into an `lcmt_robot_plan`
/// (Drake's drake/manipulation/util/robot_plan_utils.h).

#include <string>
#include <vector>

#include "drake/lcmt_robot_plan.hpp"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace manipulation {
namespace util {

/// The names of `plant`'s joints in the order of the positions they own:
/// element i names the joint of position i.
/// @throws std::exception if a joint has more than one position (e.g. a
///   floating or ball joint), naming it: every position must belong to a
///   one-position joint.
template <typename T>
std::vector<std::string> GetJointNames(
    const multibody::MultibodyPlant<T>& plant);

/// Stretches `times` so that no joint moves faster than its limit between
/// consecutive `keyframes` (straight-line motion between keyframes): when
/// the largest ratio of |Δq_i / Δt| to `limits(i)` over all joints and
/// segments exceeds 1, every time is multiplied by that ratio (the whole
/// plan slows uniformly); otherwise `times` is unchanged.
/// @throws std::exception if `times` is null, its size differs from
///   `keyframes`', it does not start at 0 or does not strictly increase, a
///   keyframe's size differs from `limits`', or a limit is not positive.
void ApplyJointVelocityLimits(const std::vector<Eigen::VectorXd>& keyframes,
                              const Eigen::VectorXd& limits,
                              std::vector<double>* times);

/// A plan whose knot i has time `times[i]` (s, stored in microseconds) and
/// the positions `keyframes[i]` of the joints `joint_names`.
/// @throws std::exception if `times` and `keyframes` differ in size or a
///   keyframe's size differs from the number of names.
lcmt_robot_plan EncodeKeyFrames(const std::vector<std::string>& joint_names,
                                const std::vector<double>& times,
                                const std::vector<Eigen::VectorXd>& keyframes);

}  // namespace util
}  // namespace manipulation
}  // namespace drake
