#pragma once

/// @file
/// Deterministic, nearly uniform points on the unit sphere.

#include <Eigen/Core>

namespace drake {
namespace math {

/// Returns `num_points` unit vectors (the columns) spread nearly evenly over
/// the unit sphere by the Fibonacci (golden-angle) spiral: point i has
/// y = (2i + 1)/num_points − 1 and azimuth i·π(3 − √5) about the y axis.
/// O(num_points); the same points on every call.
/// @throws std::invalid_argument if num_points < 1.
Eigen::Matrix3Xd UniformPtsOnSphereFibonacci(int num_points);

}  // namespace math
}  // namespace drake
