#include "drake/math/evenly_distributed_pts_on_sphere.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace math {

Eigen::Matrix3Xd UniformPtsOnSphereFibonacci(int num_points) {
  if (num_points < 1) {
    throw std::invalid_argument(fmt::format(
        "UniformPtsOnSphereFibonacci(): num_points must be positive, but it "
        "is {}.",
        num_points));
  }
  const double golden_angle = M_PI * (3.0 - std::sqrt(5.0));
  const double spacing = 2.0 / num_points;
  Eigen::Matrix3Xd points(3, num_points);
  for (int i = 0; i < num_points; ++i) {
    // Heights at the midpoints of num_points equal slabs of [−1, 1] (equal
    // areas, by Archimedes), azimuths advancing by the golden angle.
    const double y = (i + 0.5) * spacing - 1.0;
    const double radius = std::sqrt(1.0 - y * y);
    const double azimuth = i * golden_angle;
    points.col(i) << radius * std::cos(azimuth), y, radius * std::sin(azimuth);
  }
  return points;
}

}  // namespace math
}  // namespace drake
