#include "drake/common/trajectories/bezier_curve.h"

#include <cmath>
#include <memory>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"

namespace drake {
namespace trajectories {
namespace bezier_curve_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::VectorXd;

// A quadratic with control points (0, 0), (1, 2), (2, 0) over [1, 3]: at
// the middle (s = 1/2) the Bernstein weights are 1/4, 1/2, 1/4, so the
// value is (1, 1); by hand.
GTEST_TEST(BezierCurveTest, QuadraticByHand) {
  MatrixXd points(2, 3);
  points << 0, 1, 2, 0, 2, 0;
  const BezierCurve<double> curve(1.0, 3.0, points);
  EXPECT_EQ(curve.order(), 2);
  EXPECT_EQ(curve.rows(), 2);
  EXPECT_EQ(curve.cols(), 1);
  EXPECT_EQ(curve.start_time(), 1.0);
  EXPECT_EQ(curve.end_time(), 3.0);
  EXPECT_EQ(curve.control_points(), points);
  EXPECT_EQ(curve.value(2.0), MatrixXd(Vector2d(1, 1)));
  // The ends are the first and last control points; outside the interval
  // the value is clamped.
  EXPECT_EQ(curve.value(1.0), MatrixXd(points.col(0)));
  EXPECT_EQ(curve.value(3.0), MatrixXd(points.col(2)));
  EXPECT_EQ(curve.value(-5.0), MatrixXd(points.col(0)));
  EXPECT_EQ(curve.value(7.0), MatrixXd(points.col(2)));
  // Derivative: 2 (p_{i+1} − p_i) / 2 = (1, 2), (1, −2), linear between;
  // at the middle (1, 0). Clamped outside as well.
  EXPECT_EQ(curve.EvalDerivative(2.0), MatrixXd(Vector2d(1, 0)));
  EXPECT_EQ(curve.EvalDerivative(0.0), MatrixXd(Vector2d(1, 2)));
  // Second derivative: (p2 − 2p1 + p0) · 2·1 / 2² = (0, −2), constant.
  EXPECT_EQ(curve.EvalDerivative(1.7, 2), MatrixXd(Vector2d(0, -2)));
  // Above the order every derivative is zero.
  EXPECT_EQ(curve.EvalDerivative(1.7, 3), MatrixXd(Vector2d(0, 0)));
}

// A random cubic against the explicit Bernstein sum
// Σ C(3, i) sⁱ (1 − s)³⁻ⁱ pᵢ with C(3, ·) = 1 3 3 1 written out. The two
// sum the same four terms in different orders of operations: a few ulps of
// the largest term apart.
GTEST_TEST(BezierCurveTest, MatchesExplicitBernsteinSum) {
  std::mt19937 generator(7);
  std::uniform_real_distribution<double> uniform(-3.0, 3.0);
  const MatrixXd points =
      MatrixXd::NullaryExpr(3, 4, [&]() { return uniform(generator); });
  const double t0 = 0.5;
  const double t1 = 2.0;
  const BezierCurve<double> curve(t0, t1, points);
  const double binomial[4] = {1, 3, 3, 1};
  for (double t : {0.5, 0.6, 1.1, 1.25, 1.9, 2.0}) {
    const double s = (t - t0) / (t1 - t0);
    VectorXd expected = VectorXd::Zero(3);
    for (int i = 0; i < 4; ++i) {
      const double basis =
          binomial[i] * std::pow(s, i) * std::pow(1 - s, 3 - i);
      EXPECT_NEAR(curve.BernsteinBasis(i, t), basis, 1e-15);
      expected += basis * points.col(i);
    }
    EXPECT_TRUE(curve.value(t).isApprox(expected, 1e-14)) << t;
  }
}

// The Bernstein polynomials of any order are a partition of unity; outside
// 0 ≤ i ≤ n they are zero or an error.
GTEST_TEST(BezierCurveTest, BernsteinBasis) {
  const BezierCurve<double> curve(0.0, 2.0, MatrixXd::Zero(1, 4));
  for (int order = 0; order <= 7; ++order) {
    for (double t : {0.0, 0.3, 1.0, 1.7, 2.0}) {
      double sum = 0;
      for (int i = 0; i <= order; ++i) {
        sum += curve.BernsteinBasis(i, t, order);
      }
      // 8 terms of size ≤ 1: rounding stays within 8 ulps.
      EXPECT_NEAR(sum, 1.0, 8 * 2.2e-16) << order << " " << t;
    }
  }
  EXPECT_EQ(curve.BernsteinBasis(4, 1.0), 0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(curve.BernsteinBasis(-1, 1.0),
                              ".*BernsteinBasis.*i = -1 \\(order 3\\).*");
  // The empty curve (order -1) has only zero basis polynomials.
  EXPECT_EQ(BezierCurve<double>().BernsteinBasis(0, 0.5), 0.0);
}

// MakeDerivative against central finite differences of value(). Step
// h = 1e-5: the truncation error is h²/6 · |x'''| ≲ 1e-10 · 50 for these
// control points and this short interval, the rounding error
// ε |x| / h ≲ 1e-10; 1e-7 covers both with margin.
GTEST_TEST(BezierCurveTest, DerivativeMatchesFiniteDifferences) {
  std::mt19937 generator(11);
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  const MatrixXd points =
      MatrixXd::NullaryExpr(2, 6, [&]() { return uniform(generator); });
  const BezierCurve<double> curve(-1.0, 1.5, points);
  const std::unique_ptr<Trajectory<double>> derivative = curve.MakeDerivative();
  const std::unique_ptr<Trajectory<double>> second = curve.MakeDerivative(2);
  const double h = 1e-5;
  for (double t : {-0.9, -0.2, 0.4, 1.0, 1.4}) {
    const MatrixXd fd = (curve.value(t + h) - curve.value(t - h)) / (2 * h);
    EXPECT_TRUE(derivative->value(t).isApprox(fd, 1e-7)) << t;
    const MatrixXd fd2 =
        (derivative->value(t + h) - derivative->value(t - h)) / (2 * h);
    EXPECT_TRUE(second->value(t).isApprox(fd2, 1e-7)) << t;
    // EvalDerivative evaluates the same derivative curve.
    EXPECT_TRUE(curve.EvalDerivative(t).isApprox(derivative->value(t), 1e-14));
    EXPECT_TRUE(curve.EvalDerivative(t, 2).isApprox(second->value(t), 1e-14));
  }
  // The derivative curve is one order lower, over the same interval.
  const auto& derivative_curve =
      dynamic_cast<const BezierCurve<double>&>(*derivative);
  EXPECT_EQ(derivative_curve.order(), 4);
  EXPECT_EQ(derivative_curve.start_time(), -1.0);
  EXPECT_EQ(derivative_curve.end_time(), 1.5);
  // Above the order: the single zero control point.
  const auto zero = curve.MakeDerivative(6);
  const auto& zero_curve = dynamic_cast<const BezierCurve<double>&>(*zero);
  EXPECT_EQ(zero_curve.order(), 0);
  EXPECT_EQ(zero_curve.control_points(), MatrixXd::Zero(2, 1));
  // Order 0 is a copy.
  EXPECT_EQ(dynamic_cast<const BezierCurve<double>&>(*curve.MakeDerivative(0))
                .control_points(),
            points);
  EXPECT_TRUE(curve.has_derivative());
  DRAKE_EXPECT_THROWS_MESSAGE(curve.EvalDerivative(0.0, -1),
                              ".*derivative_order must be >= 0.*");
}

// control_points() * AsLinearInControlPoints(k) are the derivative's
// control points, for every k.
GTEST_TEST(BezierCurveTest, AsLinearInControlPoints) {
  MatrixXd points(2, 4);
  points << 0, 1, 3, 2, 1, -1, 0, 4;
  const BezierCurve<double> curve(0.0, 2.0, points);
  for (int k = 0; k <= 3; ++k) {
    const Eigen::SparseMatrix<double> M = curve.AsLinearInControlPoints(k);
    EXPECT_EQ(M.rows(), 4);
    EXPECT_EQ(M.cols(), 4 - k);
    const auto derivative = curve.MakeDerivative(k);
    const MatrixXd& expected =
        dynamic_cast<const BezierCurve<double>&>(*derivative).control_points();
    EXPECT_TRUE((points * M).isApprox(expected, 1e-14)) << k;
  }
  // First derivative by hand: 3 (p_{i+1} − p_i) / 2.
  MatrixXd first(2, 3);
  first << 1.5, 3, -1.5, -3, 1.5, 6;
  EXPECT_TRUE((points * curve.AsLinearInControlPoints()).isApprox(first));
  EXPECT_EQ(curve.AsLinearInControlPoints(4).rows(), 4);
  EXPECT_EQ(curve.AsLinearInControlPoints(4).cols(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      curve.AsLinearInControlPoints(-1),
      ".*AsLinearInControlPoints.*derivative_order must be >= 0.*-1.*");
}

// Raising the order keeps the curve (up to rounding: each new control point
// is a convex combination of two old ones).
GTEST_TEST(BezierCurveTest, ElevateOrder) {
  MatrixXd points(2, 3);
  points << 0, 1, 2, 0, 2, 0;
  BezierCurve<double> curve(1.0, 3.0, points);
  const BezierCurve<double> original = curve;
  curve.ElevateOrder();
  EXPECT_EQ(curve.order(), 3);
  // Degree elevation by hand: q1 = p0/3 + 2p1/3, q2 = 2p1/3 + p2/3.
  MatrixXd expected(2, 4);
  expected << 0, 2.0 / 3, 4.0 / 3, 2, 0, 4.0 / 3, 4.0 / 3, 0;
  EXPECT_TRUE(curve.control_points().isApprox(expected, 1e-15));
  curve.ElevateOrder();
  EXPECT_EQ(curve.order(), 4);
  for (double t : {1.0, 1.3, 2.0, 2.6, 3.0}) {
    EXPECT_TRUE(curve.value(t).isApprox(original.value(t), 1e-14)) << t;
  }
  // An empty curve becomes a single zero control point.
  BezierCurve<double> empty;
  EXPECT_EQ(empty.order(), -1);
  EXPECT_EQ(empty.start_time(), 0.0);
  EXPECT_EQ(empty.end_time(), 1.0);
  EXPECT_EQ(empty.rows(), 0);
  empty.ElevateOrder();
  EXPECT_EQ(empty.order(), 0);
}

GTEST_TEST(BezierCurveTest, BadInputThrows) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      BezierCurve<double>(2.0, 1.0, MatrixXd::Zero(1, 2)),
      "BezierCurve\\(\\): end_time must be >= start_time, but got "
      "start_time = 2 and end_time = 1\\.");
}

// With AutoDiffXd time, the partial of value() with respect to t is the
// first derivative; with AutoDiffXd control points, the partial of value()
// with respect to control point i is its Bernstein weight.
GTEST_TEST(BezierCurveTest, AutoDiff) {
  MatrixX<AutoDiffXd> points(1, 3);
  points << AutoDiffXd(0.0, VectorXd::Unit(3, 0)),
      AutoDiffXd(1.0, VectorXd::Unit(3, 1)),
      AutoDiffXd(4.0, VectorXd::Unit(3, 2));
  const BezierCurve<AutoDiffXd> curve(0.0, 2.0, points);
  // s = 1/4: weights (3/4)², 2·(1/4)(3/4), (1/4)² = 9/16, 6/16, 1/16.
  const AutoDiffXd value = curve.value(AutoDiffXd(0.5))(0);
  EXPECT_EQ(value.value(), 6.0 / 16 + 4.0 / 16);
  EXPECT_TRUE(value.derivatives().isApprox(Eigen::Vector3d(9, 6, 1) / 16));

  MatrixXd double_points(1, 3);
  double_points << 0, 1, 4;
  const BezierCurve<AutoDiffXd> timed(0.0, 2.0,
                                      double_points.cast<AutoDiffXd>());
  const AutoDiffXd t(0.5, VectorXd::Ones(1));
  EXPECT_NEAR(timed.value(t)(0).derivatives()(0),
              timed.EvalDerivative(AutoDiffXd(0.5))(0).value(), 1e-15);
  const std::unique_ptr<Trajectory<AutoDiffXd>> clone = timed.Clone();
  EXPECT_EQ(clone->value(AutoDiffXd(2.0))(0).value(), 4.0);
}

}  // namespace bezier_curve_test
}  // namespace trajectories
}  // namespace drake
