#include "drake/common/trajectories/exponential_plus_piecewise_polynomial.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/polynomial.h"

namespace drake {
namespace trajectories {
namespace exponential_plus_piecewise_polynomial_test {

using Eigen::Matrix2d;
using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::VectorXd;

using PPd = PiecewisePolynomial<double>;
using Trajectory = ExponentialPlusPiecewisePolynomial<double>;

Polynomiald Poly(const std::vector<double>& c) {
  return Polynomiald(Eigen::Map<const VectorXd>(c.data(), c.size()));
}

MatrixXd Scalar(double x) { return MatrixXd::Constant(1, 1, x); }

// The scalar x(t) = e^{a (t − t_j)} α_j + P(t) with a = −2, breaks
// {0, 1, 2.5}, α = (2, −1) and P = 3 on the first segment, 1 + s/2 on the
// second (s = t − 1). Expected values from std::exp; Eigen's matrix
// exponential of a 1x1 matrix (Padé with scaling and squaring) agrees to a
// few ulps, so 1e-14 relative.
Trajectory MakeScalar() {
  const PPd P(std::vector<Polynomiald>{Poly({3}), Poly({1, 0.5})},
              {0.0, 1.0, 2.5});
  return Trajectory(Scalar(1.0), Scalar(-2.0), Eigen::RowVector2d(2, -1), P);
}

double ScalarByHand(double t) {
  if (t < 1.0) return std::exp(-2 * t) * 2 + 3;
  const double s = t - 1.0;
  return std::exp(-2 * s) * -1 + 1 + 0.5 * std::clamp(s, 0.0, 1.5);
}

GTEST_TEST(ExponentialPlusPiecewisePolynomialTest, ScalarClosedForm) {
  const Trajectory x = MakeScalar();
  EXPECT_EQ(x.rows(), 1);
  EXPECT_EQ(x.cols(), 1);
  EXPECT_EQ(x.get_number_of_segments(), 2);
  EXPECT_EQ(x.start_time(), 0.0);
  EXPECT_EQ(x.end_time(), 2.5);
  for (double t : {0.0, 0.4, 0.999, 1.0, 1.7, 2.5}) {
    EXPECT_NEAR(x.value(t)(0, 0), ScalarByHand(t),
                1e-14 * std::abs(ScalarByHand(t)))
        << t;
  }
  // Beyond the end (Drake's behaviour): the polynomial part is clamped but
  // the last exponential keeps decaying at the unclamped time.
  const double t = 4.0;
  EXPECT_NEAR(x.value(t)(0, 0), -std::exp(-2 * 3.0) + 1 + 0.5 * 1.5, 1e-14);
  // Before the start, likewise with the first segment.
  EXPECT_NEAR(x.value(-0.5)(0, 0), 2 * std::exp(1.0) + 3, 1e-14);
}

// A = [0 1; −1 0] generates rotations: exp(A s) = [cos s  sin s; −sin s
// cos s]. With K = I, α = (1, 0) and P = 0 the trajectory is
// (cos s, −sin s). Scaling and squaring of ‖A s‖ ≤ 2 loses a few ulps;
// 1e-13.
GTEST_TEST(ExponentialPlusPiecewisePolynomialTest, RotationClosedForm) {
  const PPd zero =
      PPd::ZeroOrderHold(std::vector<double>{0.0, 2.0},
                         {MatrixXd::Zero(2, 1), MatrixXd::Zero(2, 1)});
  Matrix2d A;
  A << 0, 1, -1, 0;
  const Trajectory x(Matrix2d::Identity(), A, Vector2d(1, 0), zero);
  for (double t : {0.0, 0.5, 1.3, 2.0}) {
    EXPECT_TRUE(x.value(t).isApprox(Vector2d(std::cos(t), -std::sin(t)), 1e-13))
        << t;
    // ẍ = A² x = −x for a rotation.
    EXPECT_TRUE((x.derivative(2).value(t) + x.value(t)).isZero(1e-13)) << t;
  }
}

// derivative() against central differences of value() inside each
// segment. h = 1e-6: truncation h²/6 · |x'''| ≲ 1e-12 · 8, rounding
// ε |x| / h ≲ 1e-9; 1e-7 absolute covers both.
GTEST_TEST(ExponentialPlusPiecewisePolynomialTest, DerivativeMatchesFD) {
  const Trajectory x = MakeScalar();
  const Trajectory xdot = x.derivative();
  const double h = 1e-6;
  for (double t : {0.2, 0.7, 1.3, 2.2}) {
    const double fd = (x.value(t + h)(0, 0) - x.value(t - h)(0, 0)) / (2 * h);
    EXPECT_NEAR(xdot.value(t)(0, 0), fd, 1e-7) << t;
  }
  // Order 0 is the same trajectory; the derivative by hand on the second
  // segment: 2 e^{−2s} + 1/2.
  EXPECT_NEAR(x.derivative(0).value(1.7)(0, 0), x.value(1.7)(0, 0), 1e-15);
  EXPECT_NEAR(xdot.value(1.7)(0, 0), 2 * std::exp(-1.4) + 0.5, 1e-14);
  DRAKE_EXPECT_THROWS_MESSAGE(
      x.derivative(-1),
      ".*derivative\\(\\): derivative_order must be >= 0, but got -1\\.");
  // Like Drake's, the Trajectory derivative interface is not implemented.
  EXPECT_FALSE(x.has_derivative());
}

GTEST_TEST(ExponentialPlusPiecewisePolynomialTest, ShiftRightAndClone) {
  const Trajectory x = MakeScalar();
  Trajectory shifted = x;
  shifted.shiftRight(0.75);
  EXPECT_EQ(shifted.start_time(), 0.75);
  EXPECT_EQ(shifted.end_time(), 3.25);
  for (double t : {0.0, 0.6, 1.2, 2.5}) {
    EXPECT_NEAR(shifted.value(t + 0.75)(0, 0), x.value(t)(0, 0), 1e-14) << t;
  }
  const std::unique_ptr<trajectories::Trajectory<double>> clone = x.Clone();
  EXPECT_EQ(clone->value(1.7), x.value(1.7));
}

// From a piecewise polynomial alone the exponential part is zero.
GTEST_TEST(ExponentialPlusPiecewisePolynomialTest, PolynomialOnly) {
  const PPd P = PPd::FirstOrderHold(std::vector<double>{1.0, 3.0},
                                    {Scalar(1.0), Scalar(5.0)});
  const Trajectory x(P);
  EXPECT_EQ(x.value(2.0), P.value(2.0));
  EXPECT_EQ(x.derivative().value(2.0), Scalar(2.0));
  // A constant piecewise polynomial starts at -∞: no segment start for the
  // exponential.
  DRAKE_EXPECT_THROWS_MESSAGE(Trajectory{PPd(Vector2d(1, 2))},
                              ".*start time must be finite, but it is -inf\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(Trajectory{PPd()},
                              ".*piecewise polynomial is "
                              "empty\\.");
}

GTEST_TEST(ExponentialPlusPiecewisePolynomialTest, BadSizesThrow) {
  const PPd P(std::vector<Polynomiald>{Poly({3}), Poly({1, 0.5})},
              {0.0, 1.0, 2.5});
  // alpha has one column for two segments.
  DRAKE_EXPECT_THROWS_MESSAGE(
      Trajectory(Scalar(1.0), Scalar(-2.0), Scalar(2.0), P),
      ".*expected K n_x x n, A n x n, alpha n x \\(number of segments\\).*"
      "alpha 1x1 and a 1x1 piecewise polynomial with 2 segment\\(s\\)\\.");
  // A is not square.
  DRAKE_EXPECT_THROWS_MESSAGE(Trajectory(Scalar(1.0), MatrixXd::Zero(1, 2),
                                         Eigen::RowVector2d(2, -1), P),
                              ".*A 1x2.*");
  // A trajectory that is not a column.
  const PPd row =
      PPd::ZeroOrderHold(std::vector<double>{0.0, 1.0},
                         {MatrixXd::Zero(1, 2), MatrixXd::Zero(1, 2)});
  DRAKE_EXPECT_THROWS_MESSAGE(Trajectory{row},
                              ".*a 1x2 piecewise "
                              "polynomial.*");
}

}  // namespace exponential_plus_piecewise_polynomial_test
}  // namespace trajectories
}  // namespace drake
