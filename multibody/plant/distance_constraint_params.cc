#include "drake/multibody/plant/distance_constraint_params.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace multibody {

DistanceConstraintParams::DistanceConstraintParams(
    BodyIndex bodyA, const Vector3<double>& p_AP, BodyIndex bodyB,
    const Vector3<double>& p_BQ, double distance, double stiffness,
    double damping)
    : bodyA_(bodyA),
      p_AP_(p_AP),
      bodyB_(bodyB),
      p_BQ_(p_BQ),
      distance_(distance),
      stiffness_(stiffness),
      damping_(damping) {
  if (!bodyA.is_valid()) {
    throw std::logic_error(
        "DistanceConstraintParams(): the index of body A is invalid.");
  }
  if (!bodyB.is_valid()) {
    throw std::logic_error(
        "DistanceConstraintParams(): the index of body B is invalid.");
  }
  if (bodyA == bodyB) {
    throw std::logic_error(fmt::format(
        "DistanceConstraintParams(): bodies A and B are the same body "
        "(index {}); a distance constraint needs two different bodies.",
        int{bodyA}));
  }
  if (!(distance > 0.0)) {
    throw std::logic_error(fmt::format(
        "DistanceConstraintParams(): the distance must be strictly positive; "
        "got {}.",
        distance));
  }
  if (!(stiffness > 0.0)) {
    throw std::logic_error(fmt::format(
        "DistanceConstraintParams(): the stiffness must be strictly positive "
        "(infinity for a rigid constraint); got {}.",
        stiffness));
  }
  if (!(damping >= 0.0)) {
    throw std::logic_error(fmt::format(
        "DistanceConstraintParams(): the damping must be positive or zero; "
        "got {}.",
        damping));
  }
}

}  // namespace multibody
}  // namespace drake
