// Trajectories and Polynomial on symbolic::Expression: built from symbolic
// samples (constant breaks), their values and derivatives evaluated at
// random sample values equal the double trajectories built from those
// values.

#include <cmath>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/polynomial.h"
#include "drake/common/symbolic/expression.h"
#include "drake/common/trajectories/bezier_curve.h"
#include "drake/common/trajectories/discrete_time_trajectory.h"
#include "drake/common/trajectories/piecewise_polynomial.h"

namespace drake {
namespace trajectories {
namespace trajectories_symbolic_test {

using symbolic::Environment;
using symbolic::Expression;
using symbolic::Variable;

// Both sides evaluate the same cubic in the same segment-local time from
// O(1) data (|values| < 40), only the order of the few additions may differ:
// 1e-14 relative to max(1, |expected|) covers those ulps.
constexpr double kTolerance = 1e-14;

void ExpectNear(const Eigen::MatrixXd& actual, const Eigen::MatrixXd& expected,
                const std::string& what) {
  ASSERT_EQ(actual.rows(), expected.rows()) << what;
  ASSERT_EQ(actual.cols(), expected.cols()) << what;
  for (int i = 0; i < actual.size(); ++i) {
    EXPECT_NEAR(actual(i), expected(i),
                kTolerance * std::max(1.0, std::abs(expected(i))))
        << what << " element " << i;
  }
}

// Symbolic 2x1 samples and slopes at three breaks, and a random environment.
class TrajectoriesSymbolicTest : public ::testing::Test {
 protected:
  TrajectoriesSymbolicTest() {
    for (int k = 0; k < 3; ++k) {
      MatrixX<Expression> sample(2, 1), slope(2, 1);
      for (int i = 0; i < 2; ++i) {
        const Variable a("a" + std::to_string(k) + std::to_string(i));
        const Variable b("b" + std::to_string(k) + std::to_string(i));
        variables_.push_back(a);
        variables_.push_back(b);
        sample(i) = a;
        slope(i) = b;
      }
      samples_.push_back(sample);
      slopes_.push_back(slope);
    }
  }

  Environment Sample(std::mt19937* generator) const {
    std::uniform_real_distribution<double> value(-3, 3);
    Environment env;
    for (const Variable& v : variables_) env.insert(v, value(*generator));
    return env;
  }

  static std::vector<Eigen::MatrixXd> Evaluate(
      const std::vector<MatrixX<Expression>>& matrices,
      const Environment& env) {
    std::vector<Eigen::MatrixXd> result;
    for (const auto& m : matrices) result.push_back(symbolic::Evaluate(m, env));
    return result;
  }

  const std::vector<double> breaks_d_{0.0, 1.0, 2.5};
  const std::vector<Expression> breaks_{0.0, 1.0, 2.5};
  std::vector<Variable> variables_;
  std::vector<MatrixX<Expression>> samples_, slopes_;
};

// CubicHermite and FirstOrderHold: value, first and second derivative (by
// EvalDerivative and by derivative()) at points in both segments and at the
// end, against the double trajectory of the evaluated samples.
TEST_F(TrajectoriesSymbolicTest, PiecewisePolynomialMatchesDouble) {
  const auto hermite =
      PiecewisePolynomial<Expression>::CubicHermite(breaks_, samples_, slopes_);
  const auto hold =
      PiecewisePolynomial<Expression>::FirstOrderHold(breaks_, samples_);
  const PiecewisePolynomial<Expression> hermite_dot = hermite.derivative();
  std::mt19937 generator(23);
  for (int trial = 0; trial < 5; ++trial) {
    const Environment env = Sample(&generator);
    const auto hermite_d = PiecewisePolynomial<double>::CubicHermite(
        breaks_d_, Evaluate(samples_, env), Evaluate(slopes_, env));
    const auto hold_d = PiecewisePolynomial<double>::FirstOrderHold(
        breaks_d_, Evaluate(samples_, env));
    for (const double t : {0.0, 0.3, 1.0, 1.7, 2.5}) {
      const std::string at = " at t = " + std::to_string(t);
      ExpectNear(symbolic::Evaluate(hermite.value(t), env), hermite_d.value(t),
                 "hermite" + at);
      ExpectNear(symbolic::Evaluate(hermite_dot.value(t), env),
                 hermite_d.EvalDerivative(t, 1), "hermite'" + at);
      ExpectNear(symbolic::Evaluate(hermite.EvalDerivative(t, 2), env),
                 hermite_d.EvalDerivative(t, 2), "hermite''" + at);
      ExpectNear(symbolic::Evaluate(hold.value(t), env), hold_d.value(t),
                 "hold" + at);
    }
  }
  // The hold's value has a fixed form: at t = 0.25 it is 0.75 a₀ + 0.25 a₁
  // (checked by evaluation, so that equal forms in another order pass).
  const Environment env = Sample(&generator);
  EXPECT_DOUBLE_EQ(hold.value(0.25)(0).Evaluate(env),
                   0.75 * samples_[0](0).Evaluate(env) +
                       0.25 * samples_[1](0).Evaluate(env));
}

// A Bézier curve with symbolic control points, and a discrete-time
// trajectory with symbolic values, against double.
TEST_F(TrajectoriesSymbolicTest, BezierAndDiscreteTimeMatchDouble) {
  MatrixX<Expression> control_points(2, 3);
  for (int k = 0; k < 3; ++k) control_points.col(k) = samples_[k];
  const BezierCurve<Expression> curve(0.5, 2.0, control_points);
  const DiscreteTimeTrajectory<Expression> discrete(breaks_, samples_);
  std::mt19937 generator(56);
  for (int trial = 0; trial < 5; ++trial) {
    const Environment env = Sample(&generator);
    const BezierCurve<double> curve_d(0.5, 2.0,
                                      symbolic::Evaluate(control_points, env));
    for (const double t : {0.5, 0.9, 2.0}) {
      ExpectNear(symbolic::Evaluate(curve.value(t), env), curve_d.value(t),
                 "bezier at " + std::to_string(t));
      ExpectNear(symbolic::Evaluate(curve.EvalDerivative(t, 1), env),
                 curve_d.EvalDerivative(t, 1),
                 "bezier' at " + std::to_string(t));
    }
    ExpectNear(symbolic::Evaluate(discrete.value(1.0), env),
               symbolic::Evaluate(samples_[1], env), "discrete at 1");
  }
}

// Polynomial<Expression> with symbolic coefficients: p(x) = c₀ + c₁x + c₂x²
// evaluated at x = 1.5 and differentiated, against the closed form.
TEST_F(TrajectoriesSymbolicTest, PolynomialWithSymbolicCoefficients) {
  const Variable c0("c0"), c1("c1"), c2("c2");
  const Vector3<Expression> coefficients(c0, c1, c2);
  const Polynomial<Expression> p(coefficients);
  const Expression value = p.EvaluateUnivariate(1.5);
  const Expression slope = p.Derivative().EvaluateUnivariate(1.5);
  const Environment env{{c0, 0.7}, {c1, -1.1}, {c2, 2.3}};
  // Three products and sums of O(1) values: a few ulps.
  EXPECT_NEAR(value.Evaluate(env), 0.7 - 1.1 * 1.5 + 2.3 * 2.25, 1e-14);
  EXPECT_NEAR(slope.Evaluate(env), -1.1 + 2 * 2.3 * 1.5, 1e-14);
}

}  // namespace trajectories_symbolic_test
}  // namespace trajectories
}  // namespace drake
