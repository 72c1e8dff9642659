#include "drake/math/differentiable_norm.h"

#include <cmath>

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/math/autodiff.h"
#include "drake/math/autodiff_gradient.h"

namespace drake {
namespace math {
namespace differentiable_norm_test {

GTEST_TEST(DifferentiableNormTest, Double) {
  EXPECT_EQ(DifferentiableNorm(Eigen::Vector3d(3, 4, 12)), 13);
  EXPECT_EQ(DifferentiableNorm(Eigen::VectorXd::Zero(2)), 0);
}

// Away from 0: value |x| and gradient x/|x| (tolerance 1e-15).
GTEST_TEST(DifferentiableNormTest, AutoDiffAwayFromZero) {
  const Vector3<AutoDiffXd> x = InitializeAutoDiff(Eigen::Vector3d(3, 4, 12));
  const AutoDiffXd norm = DifferentiableNorm(x);
  EXPECT_EQ(norm.value(), 13);
  const Eigen::Vector3d expected = Eigen::Vector3d(3, 4, 12) / 13;
  EXPECT_TRUE(norm.derivatives().isApprox(expected, 1e-15));
}

// At and near 0 the gradient is finite: exactly 0 at x = 0 (where
// x.norm() would give NaN derivatives), and x/(|x| + 10ε) just below the
// 100ε threshold; just above it, the exact x/|x|.
GTEST_TEST(DifferentiableNormTest, AutoDiffAtZero) {
  const Vector3<AutoDiffXd> zero = InitializeAutoDiff(Eigen::Vector3d::Zero());
  const AutoDiffXd at_zero = DifferentiableNorm(zero);
  EXPECT_EQ(at_zero.value(), 0);
  EXPECT_EQ(at_zero.derivatives(), Eigen::Vector3d::Zero());
  EXPECT_FALSE(std::isfinite(zero.norm().derivatives()(0)));  // Avoided.

  const double eps = std::numeric_limits<double>::epsilon();
  const Eigen::Vector3d small(50 * eps, 0, 0);
  const AutoDiffXd below = DifferentiableNorm(InitializeAutoDiff(small));
  EXPECT_EQ(below.value(), 50 * eps);
  EXPECT_NEAR(below.derivatives()(0), 50.0 / 60.0, 1e-15);
  const Eigen::Vector3d larger(200 * eps, 0, 0);
  const AutoDiffXd above = DifferentiableNorm(InitializeAutoDiff(larger));
  EXPECT_NEAR(above.derivatives()(0), 1, 1e-15);
  // Derivatives with respect to other variables pass through the chain rule:
  // x = (t, 2t) near 0 has d|x|/dt → (1·1 + 2·2) t/(|x| + 10ε).
  Vector2<AutoDiffXd> x;
  const double t = 10 * eps;
  x(0) = AutoDiffXd(t, Eigen::VectorXd::Constant(1, 1));
  x(1) = AutoDiffXd(2 * t, Eigen::VectorXd::Constant(1, 2));
  const AutoDiffXd chained = DifferentiableNorm(x);
  EXPECT_NEAR(chained.derivatives()(0), 5 * t / (std::sqrt(5.0) * t + 10 * eps),
              1e-14);
}

}  // namespace differentiable_norm_test
}  // namespace math
}  // namespace drake
