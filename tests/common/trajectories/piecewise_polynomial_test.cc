#include "drake/common/trajectories/piecewise_polynomial.h"

#include <cmath>
#include <limits>
#include <memory>
#include <random>
#include <stdexcept>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/polynomial.h"
#include "drake/common/yaml/yaml_io.h"

namespace drake {
namespace trajectories {
namespace piecewise_polynomial_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::VectorXd;
using ::testing::HasSubstr;

using PPd = PiecewisePolynomial<double>;

// Expects `statement` to throw `exception` with a message containing
// `substring`.
#define EXPECT_THROW_WITH(statement, exception, substring)         \
  do {                                                             \
    try {                                                          \
      statement;                                                   \
      ADD_FAILURE() << "expected " #exception " from " #statement; \
    } catch (const exception& e) {                                 \
      EXPECT_THAT(std::string(e.what()), HasSubstr(substring));    \
    }                                                              \
  } while (0)

MatrixXd Scalar(double x) { return MatrixXd::Constant(1, 1, x); }

std::vector<MatrixXd> SamplesOf(const std::vector<double>& breaks,
                                double (*f)(double)) {
  std::vector<MatrixXd> samples;
  for (double t : breaks) samples.push_back(Scalar(f(t)));
  return samples;
}

double Cubic(double t) { return t * t * t - 2 * t; }
double CubicDot(double t) { return 3 * t * t - 2; }
double CubicDDot(double t) { return 6 * t; }

// Deliberately uneven breaks so that no formula relies on uniform spacing.
const std::vector<double> kBreaks = {-1.0, -0.3, 0.5, 1.2, 2.0, 3.1};

// Random 2x3 matrix samples.
std::vector<MatrixXd> RandomSamples(int count, unsigned seed) {
  std::mt19937 generator(seed);
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  std::vector<MatrixXd> samples;
  for (int i = 0; i < count; ++i) {
    samples.push_back(
        MatrixXd::NullaryExpr(2, 3, [&]() { return uniform(generator); }));
  }
  return samples;
}

// The limit of the n-th derivative from the left at the end of segment i:
// the segment alone (slice) evaluated at its own end time.
MatrixXd LeftLimit(const PPd& pp, int segment, int n) {
  const PPd piece = pp.slice(segment, 1);
  return piece.EvalDerivative(piece.end_time(), n);
}

// ---- zero- and first-order holds ------------------------------------------

// A zero-order hold returns samples[i] on [breaks[i], breaks[i+1]); the
// last sample only marks the end. Values are copies, so equality is exact.
TEST(PiecewisePolynomialTest, ZeroOrderHoldValues) {
  const std::vector<double> breaks = {0.0, 1.0, 3.0};
  const std::vector<MatrixXd> samples = {Vector2d(1, 2), Vector2d(3, 4),
                                         Vector2d(5, 6)};
  const PPd pp = PPd::ZeroOrderHold(breaks, samples);
  EXPECT_EQ(pp.get_number_of_segments(), 2);
  EXPECT_EQ(pp.rows(), 2);
  EXPECT_EQ(pp.cols(), 1);
  EXPECT_EQ(pp.value(0.0), samples[0]);
  EXPECT_EQ(pp.value(0.5), samples[0]);
  EXPECT_EQ(pp.value(1.0), samples[1]);  // A break starts the next segment.
  EXPECT_EQ(pp.value(2.9), samples[1]);
  EXPECT_EQ(pp.value(3.0), samples[1]);
  // Clamped outside the breaks.
  EXPECT_EQ(pp.value(-5.0), samples[0]);
  EXPECT_EQ(pp.value(10.0), samples[1]);
  EXPECT_EQ(pp.EvalDerivative(0.5, 1), MatrixXd::Zero(2, 1));
  EXPECT_EQ(pp.getSegmentPolynomialDegree(1), 0);

  // Eigen overload: one column per break.
  Eigen::Matrix<double, 2, 3> columns;
  columns << 1, 3, 5, 2, 4, 6;
  const PPd pp2 = PPd::ZeroOrderHold(Eigen::Vector3d(0, 1, 3), columns);
  EXPECT_TRUE(pp2.isApprox(pp, 0.0));
}

// A first-order hold is linear between samples: exact at the breaks, the
// average at midpoints, the secant as derivative. Tolerance 1e-14: a few
// roundings of O(1) numbers.
TEST(PiecewisePolynomialTest, FirstOrderHoldValues) {
  const std::vector<double> breaks = {0.0, 1.0, 3.0};
  const std::vector<MatrixXd> samples = {Scalar(1), Scalar(3), Scalar(-1)};
  const PPd pp = PPd::FirstOrderHold(breaks, samples);
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(pp.value(breaks[i])(0, 0), samples[i](0, 0), 1e-14);
  }
  EXPECT_NEAR(pp.scalarValue(0.5), 2.0, 1e-14);
  EXPECT_NEAR(pp.scalarValue(2.0), 1.0, 1e-14);
  EXPECT_NEAR(pp.EvalDerivative(0.5)(0, 0), 2.0, 1e-14);
  EXPECT_NEAR(pp.EvalDerivative(2.0)(0, 0), -2.0, 1e-14);
  EXPECT_NEAR(pp.scalarValue(7.0), -1.0, 1e-14);  // Clamped at the end.
  EXPECT_EQ(pp.getSegmentPolynomialDegree(0), 1);
}

// ---- cubic splines --------------------------------------------------------

// A cubic spline interpolates any cubic exactly: not-a-knot because the
// cubic has a continuous third derivative everywhere, clamped because the
// end slopes are the cubic's own. Tolerance 1e-11: roundoff of a
// well-conditioned tridiagonal solve on values up to ~25.
TEST(PiecewisePolynomialTest, CubicSplineReproducesCubic) {
  const std::vector<MatrixXd> samples = SamplesOf(kBreaks, Cubic);
  const PPd not_a_knot =
      PPd::CubicWithContinuousSecondDerivatives(kBreaks, samples);
  const PPd clamped = PPd::CubicWithContinuousSecondDerivatives(
      kBreaks, samples, Scalar(CubicDot(kBreaks.front())),
      Scalar(CubicDot(kBreaks.back())));
  for (const PPd* pp : {&not_a_knot, &clamped}) {
    for (double t = -1.0; t <= 3.1; t += 0.0625) {
      EXPECT_NEAR(pp->scalarValue(t), Cubic(t), 1e-11) << t;
      EXPECT_NEAR(pp->EvalDerivative(t, 1)(0, 0), CubicDot(t), 1e-10) << t;
      EXPECT_NEAR(pp->EvalDerivative(t, 2)(0, 0), CubicDDot(t), 1e-9) << t;
      EXPECT_NEAR(pp->derivative(3).scalarValue(t), 6.0, 1e-8) << t;
    }
  }
  // Four breaks (the smallest not-a-knot system that is not a parabola).
  const std::vector<double> four = {0.0, 0.4, 1.5, 2.0};
  const PPd pp4 =
      PPd::CubicWithContinuousSecondDerivatives(four, SamplesOf(four, Cubic));
  EXPECT_NEAR(pp4.scalarValue(1.0), Cubic(1.0), 1e-12);
  EXPECT_NEAR(pp4.scalarValue(1.8), Cubic(1.8), 1e-12);
}

// With three breaks the not-a-knot spline is the parabola through them.
TEST(PiecewisePolynomialTest, NotAKnotWithThreeBreaksIsParabola) {
  const auto parabola = [](double t) { return 2 * t * t - t + 3; };
  const std::vector<double> breaks = {0.0, 0.7, 2.0};
  std::vector<MatrixXd> samples;
  for (double t : breaks) samples.push_back(Scalar(parabola(t)));
  const PPd pp = PPd::CubicWithContinuousSecondDerivatives(breaks, samples);
  for (double t = 0.0; t <= 2.0; t += 0.1) {
    EXPECT_NEAR(pp.scalarValue(t), parabola(t), 1e-12) << t;
  }
}

// Value, first and second derivative are continuous at every interior break
// for matrix-valued random data; not-a-knot also makes the third derivative
// continuous at the second and second-to-last break; periodic makes the
// first and second derivative at the end equal those at the start.
// Tolerance 1e-9 relative to the derivative magnitudes (which reach ~1e2 for
// the second derivative on short segments).
TEST(PiecewisePolynomialTest, CubicSplineContinuity) {
  const std::vector<MatrixXd> samples = RandomSamples(kBreaks.size(), 42);
  const PPd not_a_knot =
      PPd::CubicWithContinuousSecondDerivatives(kBreaks, samples, false);
  const PPd periodic =
      PPd::CubicWithContinuousSecondDerivatives(kBreaks, samples, true);
  const PPd clamped = PPd::CubicWithContinuousSecondDerivatives(
      kBreaks, samples, MatrixXd::Ones(2, 3), -MatrixXd::Ones(2, 3));
  for (const PPd* pp : {&not_a_knot, &periodic, &clamped}) {
    EXPECT_EQ(pp->rows(), 2);
    EXPECT_EQ(pp->cols(), 3);
    for (size_t i = 0; i < kBreaks.size(); ++i) {
      EXPECT_TRUE(pp->value(kBreaks[i]).isApprox(samples[i], 1e-12));
    }
    for (int k = 1; k + 1 < static_cast<int>(kBreaks.size()); ++k) {
      for (int n = 0; n <= 2; ++n) {
        const MatrixXd left = LeftLimit(*pp, k - 1, n);
        const MatrixXd right = pp->EvalDerivative(kBreaks[k], n);
        EXPECT_LT((left - right).norm(), 1e-9 * (1 + right.norm()))
            << "break " << k << " derivative " << n;
      }
    }
  }
  const int last = static_cast<int>(kBreaks.size()) - 1;
  for (int k : {1, last - 1}) {
    const MatrixXd left = LeftLimit(not_a_knot, k - 1, 3);
    const MatrixXd right = not_a_knot.EvalDerivative(kBreaks[k], 3);
    EXPECT_LT((left - right).norm(), 1e-9 * (1 + right.norm())) << k;
  }
  for (int n = 1; n <= 2; ++n) {
    const MatrixXd start = periodic.EvalDerivative(kBreaks.front(), n);
    const MatrixXd end = periodic.EvalDerivative(kBreaks.back(), n);
    EXPECT_LT((start - end).norm(), 1e-9 * (1 + start.norm())) << n;
  }
  // Clamped: the end slopes are the ones given.
  EXPECT_TRUE(clamped.EvalDerivative(kBreaks.front())
                  .isApprox(MatrixXd::Ones(2, 3), 1e-12));
  EXPECT_TRUE(clamped.EvalDerivative(kBreaks.back())
                  .isApprox(-MatrixXd::Ones(2, 3), 1e-12));
}

// A periodic spline through samples of sin over one period is close to sin
// (the error of a cubic spline is O(h^4): with h = 2π/16 about 1e-4).
TEST(PiecewisePolynomialTest, PeriodicSplineOfSine) {
  const int N = 17;
  VectorXd breaks(N);
  MatrixXd samples(1, N);
  for (int i = 0; i < N; ++i) {
    breaks[i] = 2 * M_PI * i / (N - 1);
    samples(0, i) = std::sin(breaks[i]);
  }
  const PPd pp =
      PPd::CubicWithContinuousSecondDerivatives(breaks, samples, true);
  for (double t = 0; t <= 2 * M_PI; t += 0.05) {
    EXPECT_NEAR(pp.scalarValue(t), std::sin(t), 2e-4) << t;
    EXPECT_NEAR(pp.EvalDerivative(t)(0, 0), std::cos(t), 2e-3) << t;
  }
}

// Cubic Hermite segments take the given values and slopes at both ends of
// every segment. Tolerance 1e-12: direct formulas on O(1) data.
TEST(PiecewisePolynomialTest, CubicHermiteMatchesSlopes) {
  const std::vector<MatrixXd> samples = RandomSamples(kBreaks.size(), 7);
  const std::vector<MatrixXd> slopes = RandomSamples(kBreaks.size(), 8);
  const PPd pp = PPd::CubicHermite(kBreaks, samples, slopes);
  for (size_t i = 0; i < kBreaks.size(); ++i) {
    EXPECT_TRUE(pp.value(kBreaks[i]).isApprox(samples[i], 1e-12)) << i;
    EXPECT_LT((pp.EvalDerivative(kBreaks[i]) - slopes[i]).norm(), 1e-12) << i;
    if (i > 0) {
      EXPECT_LT((LeftLimit(pp, i - 1, 1) - slopes[i]).norm(), 1e-12) << i;
      EXPECT_LT((LeftLimit(pp, i - 1, 0) - samples[i]).norm(), 1e-12) << i;
    }
  }
  // Hermite with the exact slopes of a cubic reproduces it.
  std::vector<MatrixXd> cubic_dots;
  for (double t : kBreaks) cubic_dots.push_back(Scalar(CubicDot(t)));
  const PPd exact =
      PPd::CubicHermite(kBreaks, SamplesOf(kBreaks, Cubic), cubic_dots);
  EXPECT_NEAR(exact.scalarValue(0.123), Cubic(0.123), 1e-12);
}

// Shape preserving: monotonic data give a monotonic interpolant, and a local
// extremum of the data gets a zero slope.
TEST(PiecewisePolynomialTest, CubicShapePreserving) {
  const std::vector<double> breaks = {0, 1, 2, 3, 4, 5};
  const std::vector<MatrixXd> samples = {Scalar(0), Scalar(0.1), Scalar(0.2),
                                         Scalar(5), Scalar(5.1), Scalar(8)};
  const PPd pp = PPd::CubicShapePreserving(breaks, samples);
  double previous = pp.scalarValue(0);
  for (double t = 0.01; t <= 5; t += 0.01) {
    const double current = pp.scalarValue(t);
    EXPECT_GE(current, previous - 1e-14) << t;
    previous = current;
  }
  for (size_t i = 0; i < breaks.size(); ++i) {
    EXPECT_NEAR(pp.scalarValue(breaks[i]), samples[i](0, 0), 1e-14);
  }
  const std::vector<MatrixXd> bump = {Scalar(0), Scalar(1), Scalar(3),
                                      Scalar(1), Scalar(0), Scalar(0)};
  const PPd peak = PPd::CubicShapePreserving(breaks, bump);
  EXPECT_EQ(peak.EvalDerivative(2.0)(0, 0), 0.0);
  const PPd zero_ends = PPd::CubicShapePreserving(breaks, samples, true);
  EXPECT_EQ(zero_ends.EvalDerivative(0.0)(0, 0), 0.0);
  EXPECT_NEAR(zero_ends.EvalDerivative(5.0)(0, 0), 0.0, 1e-12);
  // Two breaks are enough with zero end slopes.
  EXPECT_NO_THROW(PPd::CubicShapePreserving(std::vector<double>{0, 1},
                                            {Scalar(0), Scalar(1)}, true));
}

// derivative() agrees with central differences of value() away from the
// breaks. With step 1e-5 the truncation error is ~h²·|p'''|/6 ≈ 1e-9 and the
// roundoff ~eps·|p|/h ≈ 1e-11, so 1e-7 is a safe bound.
TEST(PiecewisePolynomialTest, DerivativeMatchesFiniteDifferences) {
  const std::vector<MatrixXd> samples = RandomSamples(kBreaks.size(), 3);
  const PPd pp = PPd::CubicWithContinuousSecondDerivatives(kBreaks, samples);
  const PPd pp_dot = pp.derivative();
  const PPd pp_ddot = pp.derivative(2);
  const double h = 1e-5;
  for (double t : {-0.8, -0.1, 0.3, 0.9, 1.7, 2.5, 3.0}) {
    const MatrixXd fd = (pp.value(t + h) - pp.value(t - h)) / (2 * h);
    EXPECT_LT((fd - pp_dot.value(t)).norm(), 1e-7) << t;
    EXPECT_LT((fd - pp.EvalDerivative(t, 1)).norm(), 1e-7) << t;
    const MatrixXd fd2 = (pp_dot.value(t + h) - pp_dot.value(t - h)) / (2 * h);
    EXPECT_LT((fd2 - pp_ddot.value(t)).norm(), 1e-7) << t;
  }
  // Through the Trajectory interface.
  const std::unique_ptr<Trajectory<double>> base = pp.Clone();
  EXPECT_TRUE(base->has_derivative());
  EXPECT_TRUE(
      base->MakeDerivative(2)->value(0.3).isApprox(pp_ddot.value(0.3), 1e-14));
  EXPECT_THROW_WITH(base->EvalDerivative(0.0, -1), std::logic_error,
                    "derivative_order must be >= 0");
}

// The integral is continuous, starts at the given value and differentiates
// back to the original.
TEST(PiecewisePolynomialTest, Integral) {
  const PPd pp = PPd::CubicWithContinuousSecondDerivatives(
      kBreaks, SamplesOf(kBreaks, Cubic));
  const PPd integral = pp.integral(2.0);
  const auto antiderivative = [](double t) {
    return t * t * t * t / 4 - t * t;
  };
  for (double t = -1.0; t <= 3.1; t += 0.1) {
    EXPECT_NEAR(integral.scalarValue(t),
                2.0 + antiderivative(t) - antiderivative(-1.0), 1e-10)
        << t;
  }
  EXPECT_TRUE(integral.derivative().isApprox(pp, 1e-12));
}

// The Lagrange polynomial through n points of a degree n-1 polynomial is
// that polynomial.
TEST(PiecewisePolynomialTest, LagrangeInterpolatingPolynomial) {
  const std::vector<double> times = {0.5, 1.0, 2.0, 2.5};
  const PPd pp =
      PPd::LagrangeInterpolatingPolynomial(times, SamplesOf(times, Cubic));
  EXPECT_EQ(pp.get_number_of_segments(), 1);
  EXPECT_EQ(pp.getSegmentPolynomialDegree(0), 3);
  for (double t = 0.5; t <= 2.5; t += 0.1) {
    EXPECT_NEAR(pp.scalarValue(t), Cubic(t), 1e-12) << t;
  }
}

// ---- editing ---------------------------------------------------------------

TEST(PiecewisePolynomialTest, ConcatenateAndAppend) {
  const PPd first =
      PPd::FirstOrderHold(std::vector<double>{0, 1}, {Scalar(0), Scalar(1)});
  const PPd second =
      PPd::FirstOrderHold(std::vector<double>{1, 3}, {Scalar(1), Scalar(5)});
  PPd joined = first;
  joined.ConcatenateInTime(second);
  EXPECT_EQ(joined.get_number_of_segments(), 2);
  EXPECT_NEAR(joined.scalarValue(2.0), 3.0, 1e-14);
  PPd from_empty;
  from_empty.ConcatenateInTime(first);
  EXPECT_TRUE(from_empty.isApprox(first, 0.0));

  // A Hermite segment continues with the current value and slope (2 at t=3).
  joined.AppendCubicHermiteSegment(4.0, Scalar(6.0), Scalar(0.0));
  EXPECT_EQ(joined.get_number_of_segments(), 3);
  EXPECT_NEAR(joined.scalarValue(4.0), 6.0, 1e-14);
  EXPECT_NEAR(joined.EvalDerivative(3.0)(0, 0), 2.0, 1e-14);
  EXPECT_NEAR(joined.EvalDerivative(4.0)(0, 0), 0.0, 1e-14);
  joined.AppendFirstOrderSegment(5.0, Scalar(7.0));
  EXPECT_NEAR(joined.scalarValue(4.5), 6.5, 1e-14);
  joined.RemoveFinalSegment();
  EXPECT_EQ(joined.end_time(), 4.0);
}

TEST(PiecewisePolynomialTest, TimeTransforms) {
  const PPd pp = PPd::CubicWithContinuousSecondDerivatives(
      kBreaks, SamplesOf(kBreaks, Cubic));
  PPd shifted = pp;
  shifted.shiftRight(2.0);
  EXPECT_NEAR(shifted.scalarValue(2.5), Cubic(0.5), 1e-12);
  EXPECT_EQ(shifted.start_time(), 1.0);
  PPd scaled = pp;
  scaled.ScaleTime(2.0);
  EXPECT_NEAR(scaled.scalarValue(1.4), Cubic(0.7), 1e-12);
  EXPECT_NEAR(scaled.EvalDerivative(1.4)(0, 0), CubicDot(0.7) / 2, 1e-11);
  PPd reversed = pp;
  reversed.ReverseTime();
  EXPECT_NEAR(reversed.start_time(), -3.1, 0.0);
  EXPECT_NEAR(reversed.scalarValue(-0.7), Cubic(0.7), 1e-12);
  EXPECT_NEAR(reversed.EvalDerivative(-0.7)(0, 0), -CubicDot(0.7), 1e-11);
  const PPd middle = pp.slice(1, 2);
  EXPECT_EQ(middle.start_time(), -0.3);
  EXPECT_EQ(middle.end_time(), 1.2);
  EXPECT_NEAR(middle.scalarValue(0.8), Cubic(0.8), 1e-12);
}

TEST(PiecewisePolynomialTest, ShapesAndArithmetic) {
  const std::vector<MatrixXd> samples = RandomSamples(kBreaks.size(), 11);
  const PPd pp = PPd::FirstOrderHold(kBreaks, samples);  // 2x3
  const double t = 0.77;
  EXPECT_TRUE(pp.Transpose().value(t).isApprox(pp.value(t).transpose()));
  EXPECT_TRUE(
      pp.Block(1, 1, 1, 2).value(t).isApprox(pp.value(t).block(1, 1, 1, 2)));
  PPd reshaped = pp;
  reshaped.Reshape(3, 2);
  const MatrixXd v = pp.value(t);
  EXPECT_TRUE(
      reshaped.value(t).isApprox(Eigen::Map<const MatrixXd>(v.data(), 3, 2)));
  EXPECT_TRUE((pp + pp).value(t).isApprox(2 * v));
  EXPECT_LT((pp - pp).value(t).norm(), 1e-15);
  EXPECT_TRUE((-pp).value(t).isApprox(-v));
  EXPECT_TRUE(
      (pp + MatrixXd::Ones(2, 3)).value(t).isApprox(v + MatrixXd::Ones(2, 3)));
  // The product of trajectories multiplies their values as matrices.
  EXPECT_TRUE(
      (pp * pp.Transpose()).value(t).isApprox(v * v.transpose(), 1e-12));
  // Constant trajectory, over [-∞, ∞] as Drake's: the same value (and a
  // zero derivative) at any time, including negative times.
  const PPd constant(Eigen::Vector3d(1, 2, 3));
  EXPECT_EQ(constant.value(1e6), Eigen::Vector3d(1, 2, 3));
  EXPECT_EQ(constant.value(-1e6), Eigen::Vector3d(1, 2, 3));
  EXPECT_EQ(constant.value(0.0), Eigen::Vector3d(1, 2, 3));
  EXPECT_EQ(constant.EvalDerivative(-3.0), Eigen::Vector3d::Zero());
  EXPECT_EQ(constant.start_time(), -std::numeric_limits<double>::infinity());
  EXPECT_EQ(constant.end_time(), std::numeric_limits<double>::infinity());
  EXPECT_EQ(constant.get_segment_index(12.0), 0);
  EXPECT_EQ(constant.getPolynomial(0, 2), Polynomiald(Vector1d(3.0)));
  // vector_values: one column per time for a column trajectory.
  const PPd column = pp.Block(0, 0, 2, 1);
  const MatrixXd values = column.vector_values(std::vector<double>{0.0, 1.0});
  EXPECT_TRUE(values.col(1).isApprox(column.value(1.0)));
  EXPECT_THROW_WITH(pp.vector_values(std::vector<double>{0.0}),
                    std::logic_error, "rows() == 1 or cols() == 1");
}

TEST(PiecewisePolynomialTest, SegmentBookkeeping) {
  const PPd pp = PPd::ZeroOrderHold(kBreaks, RandomSamples(kBreaks.size(), 1));
  EXPECT_EQ(pp.get_segment_index(-5.0), 0);
  EXPECT_EQ(pp.get_segment_index(-0.3), 1);
  EXPECT_EQ(pp.get_segment_index(0.49), 1);
  EXPECT_EQ(pp.get_segment_index(3.1), 4);
  EXPECT_EQ(pp.get_segment_index(9.0), 4);
  EXPECT_DOUBLE_EQ(pp.duration(2), 0.7);
  EXPECT_EQ(pp.start_time(1), -0.3);
  EXPECT_EQ(pp.end_time(1), 0.5);
  EXPECT_TRUE(pp.is_time_in_range(3.1));
  EXPECT_FALSE(pp.is_time_in_range(3.2));
  EXPECT_THROW_WITH(pp.start_time(5), std::out_of_range,
                    "Segment number 5 is out of range");
  std::default_random_engine generator(3);
  const std::vector<double> times = PPd::RandomSegmentTimes(4, generator);
  ASSERT_EQ(times.size(), 5u);
  for (int i = 0; i < 4; ++i) EXPECT_GT(times[i + 1], times[i]);
}

// ---- AutoDiffXd
// ---------------------------------------------------------------

// The AutoDiffXd instantiation interpolates like the double one, and the
// derivative of value(t) with respect to t (seeded in t) is the spline's
// own first derivative. Tolerance 1e-12: the same arithmetic in both.
TEST(PiecewisePolynomialTest, AutoDiffXd) {
  using PPa = PiecewisePolynomial<AutoDiffXd>;
  const std::vector<MatrixXd> samples = RandomSamples(kBreaks.size(), 5);
  std::vector<AutoDiffXd> breaks_ad(kBreaks.begin(), kBreaks.end());
  std::vector<MatrixX<AutoDiffXd>> samples_ad;
  for (const auto& s : samples) samples_ad.push_back(s.cast<AutoDiffXd>());
  const PPa pp_ad =
      PPa::CubicWithContinuousSecondDerivatives(breaks_ad, samples_ad);
  const PPd pp = PPd::CubicWithContinuousSecondDerivatives(kBreaks, samples);
  const AutoDiffXd t(0.7, VectorXd::Ones(1));
  const MatrixX<AutoDiffXd> value = pp_ad.value(t);
  const MatrixXd slope = pp.EvalDerivative(0.7);
  for (int r = 0; r < 2; ++r) {
    for (int c = 0; c < 3; ++c) {
      EXPECT_NEAR(value(r, c).value(), pp.value(0.7)(r, c), 1e-12);
      ASSERT_EQ(value(r, c).derivatives().size(), 1);
      EXPECT_NEAR(value(r, c).derivatives()(0), slope(r, c), 1e-12);
    }
  }
  // Other constructors compile and evaluate for AutoDiffXd too.
  const PPa zoh = PPa::ZeroOrderHold(breaks_ad, samples_ad);
  EXPECT_EQ(zoh.value(AutoDiffXd(0.5))(1, 2).value(), samples[2](1, 2));
  const PPa pchip = PPa::CubicShapePreserving(breaks_ad, samples_ad);
  EXPECT_NEAR(pchip.value(AutoDiffXd(1.2))(0, 0).value(), samples[3](0, 0),
              1e-12);
  const PPa periodic =
      PPa::CubicWithContinuousSecondDerivatives(breaks_ad, samples_ad, true);
  EXPECT_NEAR(periodic.value(AutoDiffXd(2.0))(0, 1).value(), samples[4](0, 1),
              1e-12);
}

// ---- bad input
// ---------------------------------------------------------------

TEST(PiecewisePolynomialTest, BadInputThrows) {
  const std::vector<MatrixXd> three = {Scalar(0), Scalar(1), Scalar(2)};
  EXPECT_THROW_WITH(
      PPd::FirstOrderHold(std::vector<double>{0, 2, 1}, three),
      std::runtime_error,
      "breaks must be strictly increasing, but breaks[1] = 2 and breaks[2] = "
      "1");
  EXPECT_THROW_WITH(PPd::ZeroOrderHold(std::vector<double>{0, 1, 1}, three),
                    std::runtime_error, "strictly increasing");
  EXPECT_THROW_WITH(PPd::FirstOrderHold(std::vector<double>{0, 1}, three),
                    std::runtime_error,
                    "breaks and samples must have the same length, but there "
                    "are 2 breaks and 3 samples");
  EXPECT_THROW_WITH(PPd::ZeroOrderHold(std::vector<double>{0}, {Scalar(0)}),
                    std::runtime_error,
                    "ZeroOrderHold(): needs at least 2 breaks, but got 1");
  EXPECT_THROW_WITH(PPd::CubicWithContinuousSecondDerivatives(
                        std::vector<double>{0, 1}, {Scalar(0), Scalar(1)}),
                    std::runtime_error, "needs at least 3 breaks, but got 2");
  EXPECT_THROW_WITH(PPd::CubicShapePreserving(std::vector<double>{0, 1},
                                              {Scalar(0), Scalar(1)}),
                    std::runtime_error, "needs at least 3 breaks");
  EXPECT_THROW_WITH(
      PPd::FirstOrderHold(std::vector<double>{0, 1, 2},
                          {Scalar(0), MatrixXd::Zero(2, 1), Scalar(2)}),
      std::runtime_error,
      "all samples must have the same size, but samples[0] is 1x1 and "
      "samples[1] is 2x1");
  EXPECT_THROW_WITH(
      PPd::CubicWithContinuousSecondDerivatives(
          std::vector<double>{0, 1, 2}, three, MatrixXd::Zero(2, 1), Scalar(0)),
      std::runtime_error, "sample_dot_at_start is 2x1 but the samples are 1x1");
  EXPECT_THROW_WITH(PPd::CubicHermite(std::vector<double>{0, 1, 2}, three,
                                      {Scalar(0), Scalar(0)}),
                    std::runtime_error,
                    "samples and samples_dot must have the same length");
  EXPECT_THROW_WITH(
      PPd::FirstOrderHold(Eigen::Vector3d(0, 1, 2), MatrixXd::Zero(2, 4)),
      std::runtime_error,
      "samples must have one column per break (3), but it has "
      "4 columns");

  PPd empty;
  EXPECT_TRUE(empty.empty());
  EXPECT_THROW_WITH(empty.rows(), std::runtime_error, "empty trajectory");
  EXPECT_THROW_WITH(empty.value(0.0), std::runtime_error, "empty trajectory");
  EXPECT_THROW_WITH(empty.AppendFirstOrderSegment(1.0, Scalar(0)),
                    std::runtime_error, "the trajectory is empty");

  PPd line =
      PPd::FirstOrderHold(std::vector<double>{0, 1}, {Scalar(0), Scalar(1)});
  EXPECT_THROW_WITH(line.AppendFirstOrderSegment(1.0, Scalar(0)),
                    std::runtime_error,
                    "time (1) must be after end_time() (1)");
  EXPECT_THROW_WITH(
      line.AppendCubicHermiteSegment(2.0, Scalar(0), MatrixXd::Zero(1, 2)),
      std::runtime_error,
      "sample_dot is 1x2 but the trajectory "
      "is 1x1");
  const PPd late =
      PPd::FirstOrderHold(std::vector<double>{2, 3}, {Scalar(0), Scalar(1)});
  EXPECT_THROW_WITH(line.ConcatenateInTime(late), std::runtime_error,
                    "this ends at 1 and other starts at 2");
  const PPd wide = PPd::FirstOrderHold(
      std::vector<double>{1, 3}, {MatrixXd::Zero(1, 2), MatrixXd::Zero(1, 2)});
  EXPECT_THROW_WITH(line.ConcatenateInTime(wide), std::runtime_error,
                    "sizes differ (1x1 vs 1x2)");
  EXPECT_THROW_WITH(line + late, std::runtime_error, "same breaks");
  EXPECT_THROW_WITH(line.ScaleTime(0.0), std::runtime_error,
                    "scale must be > 0");
  EXPECT_THROW_WITH(line.Reshape(2, 1), std::logic_error,
                    "cannot reshape a 1x1 trajectory to 2x1");
  EXPECT_THROW_WITH(line.slice(0, 2), std::out_of_range,
                    "segments [0, 2) are not within the 1 segment(s)");
  EXPECT_THROW_WITH(line.derivative(-1), std::logic_error,
                    "derivative_order must be >= 0");
}

// ---- Polynomial-based API ---------------------------------------------------

using PolynomialMatrix = PPd::PolynomialMatrix;

Polynomiald Poly(const std::vector<double>& c) {
  return Polynomiald(Eigen::Map<const VectorXd>(c.data(), c.size()));
}

// Drake's documented example: breaks {-1, 0, 1} and the polynomials -s², s²
// in the segments' local time s = t - breaks[i], so value(t) = -(t + 1)² on
// [-1, 0] and t² on [0, 1]. Values by hand.
TEST(PiecewisePolynomialTest, FromScalarPolynomials) {
  const Polynomiald t("t");
  const PPd pp(std::vector<Polynomiald>{-(t * t), t * t}, {-1.0, 0.0, 1.0});
  EXPECT_EQ(pp.get_number_of_segments(), 2);
  EXPECT_EQ(pp.rows(), 1);
  EXPECT_EQ(pp.cols(), 1);
  EXPECT_EQ(pp.scalarValue(-1.0), 0.0);
  EXPECT_EQ(pp.scalarValue(-0.5), -0.25);
  EXPECT_EQ(pp.scalarValue(0.5), 0.25);
  EXPECT_EQ(pp.scalarValue(1.0), 1.0);
  // d/dt: -2(t + 1) then 2t.
  EXPECT_EQ(pp.EvalDerivative(-0.5)(0, 0), -1.0);
  EXPECT_EQ(pp.EvalDerivative(0.5)(0, 0), 1.0);

  // The variable a polynomial was written in does not matter: 3 + x in
  // local time on [2, 4] is 3 + (t - 2).
  const Polynomiald x("x");
  const PPd shifted(std::vector<Polynomiald>{3 + x}, {2.0, 4.0});
  EXPECT_EQ(shifted.scalarValue(3.5), 4.5);
  // It comes back in Drake's default variable t1.
  EXPECT_EQ(shifted.getPolynomial(0), Poly({3, 1}));
}

// A 2x1 trajectory with elements of different degrees: the polynomials read
// back equal those given, element by element and as a matrix, and the
// values and derivatives are those of the polynomials at local time.
TEST(PiecewisePolynomialTest, FromPolynomialMatricesRoundTrip) {
  std::vector<PolynomialMatrix> segments(2, PolynomialMatrix(2, 1));
  segments[0](0, 0) = Poly({1, 2});        // 1 + 2s
  segments[0](1, 0) = Poly({0, 0, 0, 1});  // s³
  segments[1](0, 0) = Poly({3, 0, -1});    // 3 - s²
  segments[1](1, 0) = Poly({1});           // 1
  const std::vector<double> breaks{0.0, 1.0, 3.0};
  const PPd pp(segments, breaks);
  EXPECT_EQ(pp.rows(), 2);
  EXPECT_EQ(pp.cols(), 1);

  for (int i = 0; i < 2; ++i) {
    const PolynomialMatrix back = pp.getPolynomialMatrix(i);
    ASSERT_EQ(back.rows(), 2);
    ASSERT_EQ(back.cols(), 1);
    for (int r = 0; r < 2; ++r) {
      // The elements of a segment share its degree (3 for segment 0, 2 for
      // segment 1): lower-degree elements come back padded with zeros, the
      // same polynomial exactly (absolute tolerance 0).
      EXPECT_TRUE(back(r, 0).CoefficientsAlmostEqual(segments[i](r, 0), 0.0))
          << i << " " << r << ": " << back(r, 0).to_string();
      EXPECT_EQ(pp.getPolynomial(i, r), back(r, 0));
      EXPECT_EQ(back(r, 0).GetDegree(), i == 0 ? 3 : 2);
      EXPECT_EQ(pp.getSegmentPolynomialDegree(i, r), back(r, 0).GetDegree());
      // value and first two derivatives at three local times
      for (double s : {0.0, 0.3, 0.9}) {
        const double t = breaks[i] + s;
        for (int order = 0; order <= 2; ++order) {
          EXPECT_NEAR(pp.EvalDerivative(t, order)(r, 0),
                      segments[i](r, 0).EvaluateUnivariate(s, order), 1e-14);
        }
      }
    }
  }
}

// As in Drake, a segment's polynomials have the interpolant's nominal
// degree even when leading coefficients are zero: a first-order hold of
// equal samples is 2 + 0 s (degree 1), a cubic spline through collinear
// samples still has four coefficients.
TEST(PiecewisePolynomialTest, NominalDegreeOfInterpolants) {
  const PPd flat = PPd::FirstOrderHold(std::vector<double>{0.0, 1.0},
                                       {Scalar(2.0), Scalar(2.0)});
  EXPECT_EQ(flat.getSegmentPolynomialDegree(0), 1);
  EXPECT_EQ(flat.getPolynomial(0), Poly({2, 0}));
  const std::vector<double> breaks{0.0, 1.0, 2.0, 3.0};
  const PPd line = PPd::CubicWithContinuousSecondDerivatives(
      breaks, {Scalar(0), Scalar(1), Scalar(2), Scalar(3)}, false);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(line.getSegmentPolynomialDegree(i), 3);
    EXPECT_EQ(line.getPolynomial(i).GetCoefficients().size(), 4);
    // i + s, up to the rounding of the spline's linear solve.
    EXPECT_TRUE(line.getPolynomial(i).CoefficientsAlmostEqual(
        Poly({static_cast<double>(i), 1, 0, 0}), 1e-14));
  }
}

// The interpolating constructors' segments read back as polynomials: the
// first-order hold from 1 at t = 0 to 4 at t = 2 is 1 + 1.5 s.
TEST(PiecewisePolynomialTest, InterpolantAsPolynomials) {
  const PPd line = PPd::FirstOrderHold(std::vector<double>{0.0, 2.0},
                                       {Scalar(1.0), Scalar(4.0)});
  EXPECT_EQ(line.getPolynomial(0), Poly({1.0, 1.5}));
  // The cubic spline through a cubic reproduces it on every segment: on
  // segment i, p(breaks[i] + s) expanded in s.
  const PPd spline = PPd::CubicWithContinuousSecondDerivatives(
      kBreaks, SamplesOf(kBreaks, Cubic), Scalar(CubicDot(kBreaks.front())),
      Scalar(CubicDot(kBreaks.back())));
  const Polynomiald s("t");
  for (int i = 0; i < spline.get_number_of_segments(); ++i) {
    const double b = kBreaks[i];
    // (b + s)³ - 2(b + s)
    const Polynomiald expected = pow(s + b, 3) - 2 * (s + b);
    // The spline's coefficients come from a linear solve: a few ulps of the
    // largest (|b|³ ≈ 30) per coefficient; 1e-12 allows for that.
    EXPECT_TRUE(
        spline.getPolynomial(i).CoefficientsAlmostEqual(expected, 1e-12))
        << i << ": " << spline.getPolynomial(i).to_string();
  }
}

TEST(PiecewisePolynomialTest, SetPolynomialMatrixBlock) {
  // 2x2 constant segments [[1, 2], [3, 4]] on [0, 1] and [1, 2].
  MatrixXd constant(2, 2);
  constant << 1, 2, 3, 4;
  PPd pp = PPd::ZeroOrderHold(std::vector<double>{0.0, 1.0, 2.0},
                              {constant, constant, constant});
  // Replace the bottom row of segment 1 with [s², 5 - s].
  PolynomialMatrix row(1, 2);
  row(0, 0) = Poly({0, 0, 1});
  row(0, 1) = Poly({5, -1});
  pp.setPolynomialMatrixBlock(row, 1, 1, 0);
  MatrixXd expected(2, 2);
  expected << 1, 2, 0.25, 4.5;
  EXPECT_TRUE(pp.value(1.5).isApprox(expected, 0.0));
  // Segment 0 and the top row are unchanged; the degree widened only where
  // the polynomial changed.
  EXPECT_TRUE(pp.value(0.5).isApprox(constant, 0.0));
  // The segment's degree is now 2 for all its elements (Mallard shares one
  // coefficient count per segment); segment 0 keeps degree 0.
  EXPECT_EQ(pp.getSegmentPolynomialDegree(0, 1, 0), 0);
  EXPECT_EQ(pp.getSegmentPolynomialDegree(1, 0, 0), 2);
  EXPECT_EQ(pp.getPolynomial(1, 0, 0), Poly({1, 0, 0}));
  EXPECT_EQ(pp.getPolynomial(1, 1, 0), Poly({0, 0, 1}));
  EXPECT_EQ(pp.getPolynomial(1, 1, 1), Poly({5, -1, 0}));

  DRAKE_EXPECT_THROWS_MESSAGE(
      pp.setPolynomialMatrixBlock(row, 1, 1, 1),
      ".*setPolynomialMatrixBlock.*1x2 block at \\(1, 1\\) does not fit in "
      "the 2x2 output.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      pp.setPolynomialMatrixBlock(row, 2),
      "Segment number 2 is out of range: this trajectory has 2 "
      "segment\\(s\\)\\.");
  const Polynomiald x("x");
  const Polynomiald y("y");
  PolynomialMatrix bivariate(1, 1);
  bivariate(0, 0) = x * y;
  DRAKE_EXPECT_THROWS_MESSAGE(
      pp.setPolynomialMatrixBlock(bivariate, 0),
      ".*setPolynomialMatrixBlock.*must be univariate.*x1\\*y1.*");
}

TEST(PiecewisePolynomialTest, PolynomialApiBadInputThrows) {
  const Polynomiald t("t");
  DRAKE_EXPECT_THROWS_MESSAGE(
      PPd(std::vector<Polynomiald>{t, t}, {0.0, 1.0}),
      "PiecewisePolynomial\\(polynomials, breaks\\): there must be one more "
      "break than polynomial matrices, but got 2 breaks and 2 matrices.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      PPd(std::vector<Polynomiald>{t, t}, {0.0, 1.0, 0.5}),
      ".*breaks must be strictly increasing.*breaks\\[1\\] = 1 and "
      "breaks\\[2\\] = 0.5.*");
  std::vector<PolynomialMatrix> mismatched{PolynomialMatrix(2, 1),
                                           PolynomialMatrix(1, 2)};
  DRAKE_EXPECT_THROWS_MESSAGE(
      PPd(mismatched, {0.0, 1.0, 2.0}),
      ".*same size, but segment 0's is 2x1 and segment 1's is 1x2.*");
  const Polynomiald x("x");
  DRAKE_EXPECT_THROWS_MESSAGE(
      PPd(std::vector<Polynomiald>{t * x}, {0.0, 1.0}),
      "PiecewisePolynomial\\(polynomials, breaks\\): every polynomial must "
      "be univariate.*");

  const PPd pp(std::vector<Polynomiald>{t}, {0.0, 1.0});
  DRAKE_EXPECT_THROWS_MESSAGE(
      pp.getPolynomialMatrix(1),
      "Segment number 1 is out of range: this trajectory has 1 "
      "segment\\(s\\)\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(pp.getPolynomial(-1),
                              "Segment number -1 is out of range.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      pp.getPolynomial(0, 1, 0),
      ".*getPolynomial.*element \\(1, 0\\) is out of range for a 1x1.*");
}

// AddBreak re-expands the split segment about the new break; the value is
// unchanged. The re-expansion of a cubic over |shift| < 1 loses a few ulps
// of the coefficients' size (≈ 10 here), so 1e-12.
TEST(PiecewisePolynomialTest, AddBreakAndSliceByTime) {
  const PPd spline = PPd::CubicWithContinuousSecondDerivatives(
      kBreaks, SamplesOf(kBreaks, Cubic), false);
  PPd split = spline;
  // 0.9 lies in segment 2 = [0.5, 1.2]: the new break is break 3.
  EXPECT_EQ(split.AddBreak(0.9), 3);
  EXPECT_EQ(split.get_number_of_segments(),
            spline.get_number_of_segments() + 1);
  EXPECT_EQ(split.get_segment_times()[3], 0.9);
  // An existing break (within kEpsilonTime) is not added again.
  EXPECT_EQ(split.AddBreak(1.2 + 1e-12), 4);
  EXPECT_EQ(split.AddBreak(kBreaks.back()), 6);
  EXPECT_EQ(split.get_number_of_segments(),
            spline.get_number_of_segments() + 1);
  for (double t = kBreaks.front(); t <= kBreaks.back(); t += 0.05) {
    EXPECT_NEAR(split.scalarValue(t), spline.scalarValue(t), 1e-12) << t;
    EXPECT_NEAR(split.EvalDerivative(t)(0, 0), spline.EvalDerivative(t)(0, 0),
                1e-11)
        << t;
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      split.AddBreak(3.5),
      "PiecewisePolynomial::AddBreak\\(\\): the new break 3.5 is outside "
      "the trajectory's time range \\[-1, 3.1\\]\\.");

  // Slicing [-0.5, 1.0] keeps the values there and starts and ends exactly
  // at the requested times.
  const PPd sliced = spline.SliceByTime(-0.5, 1.0);
  EXPECT_EQ(sliced.start_time(), -0.5);
  EXPECT_EQ(sliced.end_time(), 1.0);
  // [-0.5, -0.3], [-0.3, 0.5], [0.5, 1.0]
  EXPECT_EQ(sliced.get_number_of_segments(), 3);
  for (double t = -0.5; t <= 1.0; t += 0.05) {
    EXPECT_NEAR(sliced.scalarValue(t), spline.scalarValue(t), 1e-12) << t;
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      spline.SliceByTime(1.0, -0.5),
      ".*SliceByTime.*needs start_time < end_time within \\[-1, 3.1\\], "
      "but got \\[1, -0.5\\]\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(spline.SliceByTime(0.0, 4.0),
                              ".*SliceByTime.*\\[0, 4\\]\\.");
}

// YAML round trip through Serialize(): Drake's fields, coefficient vectors
// padded to the longest (here 1 + 2s and 3 + 4s + 5s² share length 3).
TEST(PiecewisePolynomialTest, YamlRoundTrip) {
  const PPd ragged(std::vector<Polynomiald>{Poly({1, 2}), Poly({3, 4, 5})},
                   {0.0, 1.0, 2.0});
  const std::string yaml = yaml::SaveYamlString(ragged);
  EXPECT_THAT(yaml, HasSubstr("breaks: [0.0, 1.0, 2.0]"));
  EXPECT_THAT(yaml, HasSubstr("[1.0, 2.0, 0.0]"));
  EXPECT_THAT(yaml, HasSubstr("[3.0, 4.0, 5.0]"));
  const PPd readback = yaml::LoadYamlString<PPd>(yaml);
  EXPECT_TRUE(readback.isApprox(ragged, 0.0, ToleranceType::kAbsolute));

  // A 2x3 zero-order hold reads back exactly.
  MatrixXd a(2, 3);
  a << 1, 1, 2, 2, 0, 3;
  MatrixXd b(2, 3);
  b << 3, 4, 5, 6, 7, 8;
  const PPd zoh = PPd::ZeroOrderHold(std::vector<double>{0, 0.5, 1.0},
                                     {a, b, MatrixXd::Zero(2, 3)});
  const PPd zoh_back = yaml::LoadYamlString<PPd>(yaml::SaveYamlString(zoh));
  EXPECT_TRUE(zoh_back.isApprox(zoh, 0.0));
  EXPECT_EQ(zoh_back.value(0.7), b);

  // The empty trajectory.
  const PPd empty_back = yaml::LoadYamlString<PPd>(yaml::SaveYamlString(PPd()));
  EXPECT_TRUE(empty_back.empty());

  DRAKE_EXPECT_THROWS_MESSAGE(
      yaml::LoadYamlString<PPd>("breaks: [0.0, 1.0, 2.0]\n"
                                "polynomials: [[[[1.0]]]]\n"),
      ".*len\\(breaks\\) == len\\(polynomials\\) \\+ 1, but had "
      "len\\(breaks\\) == 3 and len\\(polynomials\\) == 1");
  DRAKE_EXPECT_THROWS_MESSAGE(
      yaml::LoadYamlString<PPd>("breaks: [1.0, 0.0]\n"
                                "polynomials: [[[[1.0]]]]\n"),
      ".*breaks must be strictly increasing.*");
}

// isApprox compares element polynomials with
// Polynomial::CoefficientsAlmostEqual, relative by default.
TEST(PiecewisePolynomialTest, IsApproxToleranceTypes) {
  const std::vector<double> breaks{0.0, 1.0};
  const PPd p(std::vector<Polynomiald>{Poly({1.0, 2.0})}, breaks);
  // 2 vs 2.1: |Δ| = 0.1 ≤ 0.06 · min(2, 2.1) = 0.12.
  const PPd q(std::vector<Polynomiald>{Poly({1.0, 2.1})}, breaks);
  EXPECT_TRUE(p.isApprox(q, 0.06));
  EXPECT_FALSE(p.isApprox(q, 0.04));
  EXPECT_TRUE(p.isApprox(q, 0.11, ToleranceType::kAbsolute));
  EXPECT_FALSE(p.isApprox(q, 0.09, ToleranceType::kAbsolute));
  // A term on one side only: relative fails, absolute compares with 0.
  const PPd r(std::vector<Polynomiald>{Poly({1.0, 2.0, 1e-3})}, breaks);
  EXPECT_FALSE(p.isApprox(r, 0.5));
  EXPECT_TRUE(p.isApprox(r, 1e-2, ToleranceType::kAbsolute));
  // Different breaks or sizes are never approximately equal.
  EXPECT_FALSE(p.isApprox(
      PPd(std::vector<Polynomiald>{Poly({1.0, 2.0})}, {0.0, 2.0}), 0.5));
}

// The integral's pieces meet exactly when read back as polynomials: each
// segment's constant is the previous segment's polynomial evaluated at its
// duration by Polynomial::EvaluateUnivariate (Drake's tests compare these
// with ==).
TEST(PiecewisePolynomialTest, IntegralContinuousAsPolynomials) {
  const PPd spline = PPd::CubicWithContinuousSecondDerivatives(
      kBreaks, SamplesOf(kBreaks, Cubic), false);
  const PPd integral = spline.integral(0.3);
  for (int i = 0; i + 1 < integral.get_number_of_segments(); ++i) {
    EXPECT_EQ(
        integral.getPolynomial(i).EvaluateUnivariate(integral.duration(i)),
        integral.getPolynomial(i + 1).EvaluateUnivariate(0.0))
        << i;
  }
}

// AutoDiffXd coefficients carry their partials: the segment a·s on [0, 1]
// with ∂a/∂a = 1 has value a·t and ∂value/∂a = t.
TEST(PiecewisePolynomialTest, PolynomialApiAutoDiff) {
  const AutoDiffXd a(2.0, VectorXd::Ones(1));
  const Polynomial<AutoDiffXd> p(Vector2<AutoDiffXd>(AutoDiffXd(0.0), a));
  const PiecewisePolynomial<AutoDiffXd> pp(
      std::vector<Polynomial<AutoDiffXd>>{p},
      std::vector<AutoDiffXd>{AutoDiffXd(0.0), AutoDiffXd(1.0)});
  const AutoDiffXd value = pp.scalarValue(AutoDiffXd(0.25));
  EXPECT_EQ(value.value(), 0.5);
  EXPECT_EQ(value.derivatives()(0), 0.25);
  EXPECT_EQ(pp.getPolynomial(0).GetCoefficients()(1).derivatives()(0), 1.0);
}

}  // namespace piecewise_polynomial_test
}  // namespace trajectories
}  // namespace drake
