#include "drake/common/autodiff.h"

#include <cmath>
#include <functional>

#include <gtest/gtest.h>

#include "drake/common/eigen_types.h"

namespace drake {
namespace autodiff_test {

// Derivatives from AutoDiffXd are compared with central finite differences
// (f(x+h) - f(x-h)) / 2h with h = 1e-6. The truncation error is
// |f'''|·h²/6 ≈ 1e-13 for these functions near the test points and the
// roundoff error is about eps·|f|/h ≈ 2e-10, so agreement to 1e-8 (relative
// to max(1, |f'|)) leaves a wide margin yet catches any wrong formula.
constexpr double kH = 1e-6;
constexpr double kTolerance = 1e-8;

// An AutoDiffXd of value `value` that is variable `index` of `size`.
AutoDiffXd Variable(double value, int index, int size) {
  return AutoDiffXd(value, Eigen::VectorXd::Unit(size, index));
}

void CheckUnary(const std::function<AutoDiffXd(const AutoDiffXd&)>& f,
                const std::function<double(double)>& f_double, double x,
                const char* name) {
  SCOPED_TRACE(name);
  const AutoDiffXd result = f(Variable(x, 0, 1));
  EXPECT_DOUBLE_EQ(result.value(), f_double(x));
  ASSERT_EQ(result.derivatives().size(), 1);
  const double finite_difference =
      (f_double(x + kH) - f_double(x - kH)) / (2 * kH);
  EXPECT_NEAR(result.derivatives()(0), finite_difference,
              kTolerance * std::max(1.0, std::abs(finite_difference)));
}

TEST(AutoDiffTest, UnaryFunctionsMatchFiniteDifferences) {
  for (const double x : {0.3, 1.7, 2.9}) {
    CheckUnary([](const AutoDiffXd& a) { return sin(a); },
               [](double a) { return std::sin(a); }, x, "sin");
    CheckUnary([](const AutoDiffXd& a) { return cos(a); },
               [](double a) { return std::cos(a); }, x, "cos");
    CheckUnary([](const AutoDiffXd& a) { return exp(a); },
               [](double a) { return std::exp(a); }, x, "exp");
    CheckUnary([](const AutoDiffXd& a) { return sqrt(a); },
               [](double a) { return std::sqrt(a); }, x, "sqrt");
    CheckUnary([](const AutoDiffXd& a) { return pow(a, 2.5); },
               [](double a) { return std::pow(a, 2.5); }, x, "pow");
    CheckUnary([](const AutoDiffXd& a) { return a * a * a - 2.0 * a; },
               [](double a) { return a * a * a - 2.0 * a; }, x, "polynomial");
  }
}

// atan2(y, x) in all four quadrants, both partial derivatives.
TEST(AutoDiffTest, Atan2MatchesFiniteDifferences) {
  for (const auto& [y, x] : {std::pair{0.5, 1.2}, std::pair{0.7, -0.4},
                             std::pair{-0.9, -1.1}, std::pair{-0.3, 2.0}}) {
    const AutoDiffXd result = atan2(Variable(y, 0, 2), Variable(x, 1, 2));
    EXPECT_DOUBLE_EQ(result.value(), std::atan2(y, x));
    const double dy =
        (std::atan2(y + kH, x) - std::atan2(y - kH, x)) / (2 * kH);
    const double dx =
        (std::atan2(y, x + kH) - std::atan2(y, x - kH)) / (2 * kH);
    EXPECT_NEAR(result.derivatives()(0), dy, kTolerance);
    EXPECT_NEAR(result.derivatives()(1), dx, kTolerance);
    // Closed form: d/dy = x/(x²+y²), d/dx = -y/(x²+y²).
    EXPECT_NEAR(result.derivatives()(0), x / (x * x + y * y), 1e-15);
    EXPECT_NEAR(result.derivatives()(1), -y / (x * x + y * y), 1e-15);
  }
}

// max and min pick one operand together with its derivatives (away from a
// tie, where finite differences agree with that choice).
TEST(AutoDiffTest, MaxMinTakeTheChosenOperandsDerivatives) {
  const AutoDiffXd a = Variable(2.0, 0, 2);
  const AutoDiffXd b = Variable(3.0, 1, 2);
  const AutoDiffXd big = max(a, b);
  EXPECT_EQ(big.value(), 3.0);
  EXPECT_EQ(big.derivatives(), Eigen::Vector2d(0.0, 1.0));
  const AutoDiffXd small = min(a, b);
  EXPECT_EQ(small.value(), 2.0);
  EXPECT_EQ(small.derivatives(), Eigen::Vector2d(1.0, 0.0));
  // Mixed with double: a winning constant has zero derivatives (of the
  // AutoDiffXd operand's size, as Drake's).
  const AutoDiffXd clamped = max(a, 5.0);
  EXPECT_EQ(clamped.value(), 5.0);
  EXPECT_EQ(clamped.derivatives(), Eigen::Vector2d::Zero());
  EXPECT_EQ(min(a, 5.0).derivatives(), Eigen::Vector2d(1.0, 0.0));
  EXPECT_EQ(max(1.0, b).derivatives(), Eigen::Vector2d(0.0, 1.0));
  EXPECT_EQ(min(1.0, b).value(), 1.0);
  // Finite-difference check of d/da max(a², 1.5) at a = 2 (max is a²).
  // (An expression argument, a * a, must resolve unambiguously.)
  const AutoDiffXd f = max(a * a, AutoDiffXd(1.5));
  EXPECT_EQ(min(a * a, b).value(), 3.0);
  const double fd = (std::max((2.0 + kH) * (2.0 + kH), 1.5) -
                     std::max((2.0 - kH) * (2.0 - kH), 1.5)) /
                    (2 * kH);
  EXPECT_NEAR(f.derivatives()(0), fd, kTolerance * std::abs(fd));
}

TEST(AutoDiffTest, HelperFunctions) {
  const AutoDiffXd x = Variable(2.7, 0, 1);
  EXPECT_EQ(floor(x), 2.0);
  EXPECT_EQ(ceil(x), 3.0);
  EXPECT_EQ(round(x), 3.0);
  EXPECT_FALSE(isnan(x));
  EXPECT_TRUE(isnan(AutoDiffXd(std::nan(""))));
  EXPECT_TRUE(isinf(AutoDiffXd(INFINITY)));
  EXPECT_TRUE(isfinite(x));
  EXPECT_EQ(if_then_else(true, x, AutoDiffXd(1.0)).derivatives()(0), 1.0);
  EXPECT_EQ(if_then_else(false, x, AutoDiffXd(1.0)).value(), 1.0);
  EXPECT_EQ(if_then_else(false, 1.0, 2.0), 2.0);
  EXPECT_EQ(ExtractDoubleOrThrow(x), 2.7);
  EXPECT_EQ(ExtractDoubleOrThrow(3.5), 3.5);
  Vector2<AutoDiffXd> v(x, 2.0 * x);
  const Eigen::Vector2d values = ExtractDoubleOrThrow(v);
  EXPECT_EQ(values, Eigen::Vector2d(2.7, 5.4));
}

}  // namespace autodiff_test
}  // namespace drake
