#include "drake/math/evenly_distributed_pts_on_sphere.h"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace math {
namespace evenly_distributed_pts_on_sphere_test {

GTEST_TEST(UniformPtsOnSphereFibonacciTest, UnitAndSpread) {
  for (int n : {1, 2, 10, 500}) {
    const Eigen::Matrix3Xd points = UniformPtsOnSphereFibonacci(n);
    ASSERT_EQ(points.cols(), n);
    // Unit length to roundoff (1e-15).
    for (int i = 0; i < n; ++i) {
      EXPECT_NEAR(points.col(i).norm(), 1, 1e-15);
      // Heights at slab midpoints: y = (2i + 1)/n − 1.
      EXPECT_NEAR(points(1, i), (2.0 * i + 1) / n - 1, 1e-15);
    }
  }
  // Evenly spread: with 500 points, the centroid is near the origin (|c| <
  // 0.01, against ~0.045 expected for random points), and the closest pair
  // is not much closer than the mean spacing √(4π/500) ≈ 0.16 (> 0.08).
  const Eigen::Matrix3Xd points = UniformPtsOnSphereFibonacci(500);
  EXPECT_LT(points.rowwise().mean().norm(), 0.01);
  double closest = std::numeric_limits<double>::infinity();
  for (int i = 0; i < 500; ++i) {
    for (int j = i + 1; j < 500; ++j) {
      closest = std::min(closest, (points.col(i) - points.col(j)).norm());
    }
  }
  EXPECT_GT(closest, 0.08);
  // Deterministic.
  EXPECT_EQ(UniformPtsOnSphereFibonacci(37), UniformPtsOnSphereFibonacci(37));
}

GTEST_TEST(UniformPtsOnSphereFibonacciTest, BadArgument) {
  DRAKE_EXPECT_THROWS_MESSAGE(UniformPtsOnSphereFibonacci(0),
                              ".*num_points must be positive, but it is 0.*");
}

}  // namespace evenly_distributed_pts_on_sphere_test
}  // namespace math
}  // namespace drake
