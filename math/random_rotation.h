#pragma once

/// @file
/// Rotations drawn uniformly at random (from the Haar measure on SO(3)), in
/// the quaternion, angle-axis, rotation matrix and roll-pitch-yaw forms.
/// Each function draws the same three uniform numbers from `generator`, so
/// the four forms drawn with equal generator states describe the same
/// rotation.

#include <cmath>
#include <random>

#include <Eigen/Geometry>

#include "drake/common/drake_assert.h"
#include "drake/common/eigen_types.h"
#include "drake/common/random.h"
#include "drake/math/quaternion.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace math {

/// Returns a unit quaternion drawn uniformly from the unit sphere S³, so that
/// the rotation it represents is uniformly distributed over all rotations.
/// Uses Shoemake's subgroup algorithm (K. Shoemake, "Uniform Random
/// Rotations", Graphics Gems III, 1992): with u1, u2, u3 drawn in that order
/// from U[0, 1), [w, x, y, z] = [√(1−u1) sin 2πu2, √(1−u1) cos 2πu2,
/// √u1 sin 2πu3, √u1 cos 2πu3].
/// @pre generator is not null (aborts otherwise).
template <typename T = double, class Generator = RandomGenerator>
Eigen::Quaternion<T> UniformlyRandomQuaternion(Generator* generator) {
  DRAKE_DEMAND(generator != nullptr);
  std::uniform_real_distribution<double> uniform(0.0, 1.0);
  const double u1 = uniform(*generator);
  const double u2 = uniform(*generator);
  const double u3 = uniform(*generator);
  const double r1 = std::sqrt(1.0 - u1);
  const double r2 = std::sqrt(u1);
  const double a2 = 2 * M_PI * u2;
  const double a3 = 2 * M_PI * u3;
  return Eigen::Quaternion<T>(T(r1 * std::sin(a2)), T(r1 * std::cos(a2)),
                              T(r2 * std::sin(a3)), T(r2 * std::cos(a3)));
}

/// Returns UniformlyRandomQuaternion() as an angle-axis rotation, with the
/// angle in [0, π] and a unit axis.
/// @pre generator is not null (aborts otherwise).
template <typename T = double, class Generator = RandomGenerator>
Eigen::AngleAxis<T> UniformlyRandomAngleAxis(Generator* generator) {
  DRAKE_DEMAND(generator != nullptr);
  return internal::QuaternionToAngleAxisLikeEigen(
      UniformlyRandomQuaternion<T>(generator));
}

/// Returns UniformlyRandomQuaternion() as a rotation matrix.
/// @pre generator is not null (aborts otherwise).
template <typename T = double, class Generator = RandomGenerator>
RotationMatrix<T> UniformlyRandomRotationMatrix(Generator* generator) {
  DRAKE_DEMAND(generator != nullptr);
  return RotationMatrix<T>(UniformlyRandomQuaternion<T>(generator));
}

/// Returns UniformlyRandomQuaternion() as roll-pitch-yaw angles [r, p, y]
/// (radians; see RollPitchYaw for the ranges).
/// @pre generator is not null (aborts otherwise).
template <typename T = double, class Generator = RandomGenerator>
Vector3<T> UniformlyRandomRPY(Generator* generator) {
  DRAKE_DEMAND(generator != nullptr);
  return RollPitchYaw<T>(UniformlyRandomQuaternion<T>(generator)).vector();
}

}  // namespace math
}  // namespace drake
