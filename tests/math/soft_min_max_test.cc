#include "drake/math/soft_min_max.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"

namespace drake {
namespace math {
namespace soft_min_max_test {

// Closed forms for x = (1, 2, 4), α = 2 (tolerance 1e-14: a handful of
// roundings of O(1) numbers).
GTEST_TEST(SoftMinMaxTest, ClosedForms) {
  const std::vector<double> x{1, 2, 4};
  const double alpha = 2;
  double sum_max = 0;
  double weighted_max = 0;
  double sum_min = 0;
  double weighted_min = 0;
  for (double xi : x) {
    sum_max += std::exp(alpha * xi);
    weighted_max += std::exp(alpha * xi) * xi;
    sum_min += std::exp(-alpha * xi);
    weighted_min += std::exp(-alpha * xi) * xi;
  }
  EXPECT_NEAR(SoftOverMax(x, alpha), std::log(sum_max) / alpha, 1e-14);
  EXPECT_NEAR(SoftUnderMax(x, alpha), weighted_max / sum_max, 1e-14);
  EXPECT_NEAR(SoftOverMin(x, alpha), weighted_min / sum_min, 1e-14);
  EXPECT_NEAR(SoftUnderMin(x, alpha), -std::log(sum_min) / alpha, 1e-14);
  // The default α is 1: log(e + e² + e⁴).
  EXPECT_NEAR(SoftOverMax(x), std::log(std::exp(1) + std::exp(2) + std::exp(4)),
              1e-14);
}

// The bounds: SoftUnderMax ≤ max ≤ SoftOverMax ≤ max + log(n)/α, and
// min − log(n)/α ≤ SoftUnderMin ≤ min ≤ SoftOverMin; all converge as α
// grows.
GTEST_TEST(SoftMinMaxTest, Bounds) {
  const std::vector<double> x{0.3, -1.2, 2.5, 2.4, 0};
  const double max = 2.5;
  const double min = -1.2;
  const double log_n = std::log(5.0);
  for (double alpha : {0.1, 1.0, 10.0, 100.0}) {
    EXPECT_LE(SoftUnderMax(x, alpha), max);
    EXPECT_GE(SoftOverMax(x, alpha), max);
    EXPECT_LE(SoftOverMax(x, alpha), max + log_n / alpha + 1e-15);
    EXPECT_GE(SoftOverMin(x, alpha), min);
    EXPECT_LE(SoftUnderMin(x, alpha), min);
    EXPECT_GE(SoftUnderMin(x, alpha), min - log_n / alpha - 1e-15);
  }
  // α = 1000: the runner-up 2.4 has weight e⁻¹⁰⁰ ≈ 4e-44, so the
  // approximations equal max and min to roundoff.
  EXPECT_NEAR(SoftOverMax(x, 1000), max, 1e-15);
  EXPECT_NEAR(SoftUnderMax(x, 1000), max, 1e-15);
  EXPECT_NEAR(SoftOverMin(x, 1000), min, 1e-15);
  EXPECT_NEAR(SoftUnderMin(x, 1000), min, 1e-15);
}

// No overflow for large αx (exp(1e5) is infinite in double).
GTEST_TEST(SoftMinMaxTest, NoOverflow) {
  const std::vector<double> x{1e3, 1e3 - 1, -1e3};
  const double alpha = 100;
  // log(e^{αx₀}(1 + e^{−α} + ...))/α = x₀ + log(1 + e⁻¹⁰⁰)/α.
  EXPECT_DOUBLE_EQ(SoftOverMax(x, alpha), 1e3);
  EXPECT_DOUBLE_EQ(SoftUnderMax(x, alpha), 1e3);
  EXPECT_DOUBLE_EQ(SoftOverMin(x, alpha), -1e3);
  EXPECT_DOUBLE_EQ(SoftUnderMin(x, alpha), -1e3);
}

// AutoDiffXd: the gradient of SoftOverMax is the softmax weights
// exp(αxᵢ)/∑ exp(αxⱼ); of SoftUnderMin, the weights exp(−αxᵢ)/∑. Checked
// to 1e-14.
GTEST_TEST(SoftMinMaxTest, AutoDiffGradients) {
  const std::vector<double> values{1, 2, 4};
  std::vector<AutoDiffXd> x;
  for (int i = 0; i < 3; ++i) {
    x.emplace_back(values[i], Eigen::VectorXd::Unit(3, i));
  }
  const double alpha = 0.7;
  const AutoDiffXd over_max = SoftOverMax(x, alpha);
  const AutoDiffXd under_min = SoftUnderMin(x, alpha);
  double sum_max = 0;
  double sum_min = 0;
  for (double v : values) {
    sum_max += std::exp(alpha * v);
    sum_min += std::exp(-alpha * v);
  }
  EXPECT_NEAR(over_max.value(), SoftOverMax(values, alpha), 1e-14);
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(over_max.derivatives()(i),
                std::exp(alpha * values[i]) / sum_max, 1e-14);
    EXPECT_NEAR(under_min.derivatives()(i),
                std::exp(-alpha * values[i]) / sum_min, 1e-14);
  }
  // SoftUnderMax and SoftOverMin: against central differences of the
  // double versions (step 1e-6, error ~1e-12 + roundoff 1e-10; tol 1e-8).
  const AutoDiffXd under_max = SoftUnderMax(x, alpha);
  const AutoDiffXd over_min = SoftOverMin(x, alpha);
  for (int i = 0; i < 3; ++i) {
    std::vector<double> plus = values;
    std::vector<double> minus = values;
    plus[i] += 1e-6;
    minus[i] -= 1e-6;
    EXPECT_NEAR(under_max.derivatives()(i),
                (SoftUnderMax(plus, alpha) - SoftUnderMax(minus, alpha)) / 2e-6,
                1e-8);
    EXPECT_NEAR(over_min.derivatives()(i),
                (SoftOverMin(plus, alpha) - SoftOverMin(minus, alpha)) / 2e-6,
                1e-8);
  }
}

GTEST_TEST(SoftMinMaxTest, BadArguments) {
  const std::vector<double> x{1, 2};
  DRAKE_EXPECT_THROWS_MESSAGE(SoftOverMax(std::vector<double>{}),
                              "SoftOverMax\\(\\): x must not be empty.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SoftUnderMax(x, 0.0),
      "SoftUnderMax\\(\\): alpha must be positive and finite, but it is 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(SoftOverMin(x, -1.0), ".*alpha must be.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SoftUnderMin(x, std::numeric_limits<double>::infinity()),
      ".*alpha must be.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SoftUnderMin(x, std::numeric_limits<double>::quiet_NaN()),
      ".*alpha must be.*");
}

}  // namespace soft_min_max_test
}  // namespace math
}  // namespace drake
