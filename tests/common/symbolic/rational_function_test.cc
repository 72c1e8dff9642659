// symbolic::RationalFunction: arithmetic evaluated at random points against
// the same arithmetic on the double values of the operands, the structural
// checks (zero divisors, mixed-up indeterminates), and Eigen matrices of
// rational functions.

#include "drake/common/symbolic/rational_function.h"

#include <cmath>
#include <random>

#include <Eigen/Core>
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace symbolic {
namespace rational_function_test {

class RationalFunctionTest : public ::testing::Test {
 protected:
  // f = (x + a)/(x² + 2), g = x·y/(y − 3): both denominators stay away from
  // zero for x, y ∈ [0.5, 1.5], and so do the numerators (a ∈ [0.5, 1]), so
  // every quotient below is well conditioned and its value O(1).
  RationalFunctionTest()
      : f_(Polynomial(x_ + a_, {x_, y_}), Polynomial(x_ * x_ + 2, {x_, y_})),
        g_(Polynomial(x_ * y_, {x_, y_}), Polynomial(y_ - 3, {x_, y_})) {}

  Environment RandomEnvironment() {
    std::uniform_real_distribution<double> indeterminate(0.5, 1.5);
    std::uniform_real_distribution<double> decision(0.5, 1.0);
    return Environment{{x_, indeterminate(gen_)},
                       {y_, indeterminate(gen_)},
                       {a_, decision(gen_)}};
  }

  // Each result is a handful of roundings of O(1) values: 1e-14 relative.
  static void ExpectClose(double actual, double expected) {
    EXPECT_NEAR(actual, expected, 1e-14 * std::max(1.0, std::abs(expected)));
  }

  std::mt19937 gen_{1206};
  const Variable x_{"x"};
  const Variable y_{"y"};
  const Variable a_{"a"};
  const RationalFunction f_;
  const RationalFunction g_;
};

TEST_F(RationalFunctionTest, ArithmeticMatchesDoubles) {
  const Polynomial p(x_ - 2 * y_, {x_, y_});
  const Monomial m(y_, 2);
  for (int trial = 0; trial < 20; ++trial) {
    const Environment env = RandomEnvironment();
    const double x = env[x_];
    const double y = env[y_];
    const double a = env[a_];
    const double f = (x + a) / (x * x + 2);
    const double g = x * y / (y - 3);
    const double pv = x - 2 * y;
    const double mv = y * y;
    ExpectClose(f_.Evaluate(env), f);
    ExpectClose(f_.ToExpression().Evaluate(env), f);
    ExpectClose((f_ + g_).Evaluate(env), f + g);
    ExpectClose((f_ - g_).Evaluate(env), f - g);
    ExpectClose((f_ * g_).Evaluate(env), f * g);
    ExpectClose((f_ / g_).Evaluate(env), f / g);
    ExpectClose((-f_).Evaluate(env), -f);
    ExpectClose((f_ + p).Evaluate(env), f + pv);
    ExpectClose((p - f_).Evaluate(env), pv - f);
    ExpectClose((p / f_).Evaluate(env), pv / f);
    ExpectClose((f_ * m).Evaluate(env), f * mv);
    ExpectClose((m - f_).Evaluate(env), mv - f);
    ExpectClose((f_ / m).Evaluate(env), f / mv);
    ExpectClose((m / f_).Evaluate(env), mv / f);
    ExpectClose((2.5 - f_).Evaluate(env), 2.5 - f);
    ExpectClose((f_ * 4.0 + 1.0).Evaluate(env), 4 * f + 1);
    ExpectClose((3.0 / g_).Evaluate(env), 3 / g);
    ExpectClose((g_ / 0.5).Evaluate(env), 2 * g);
    ExpectClose(pow(f_, 3).Evaluate(env), f * f * f);
    ExpectClose(pow(g_, -2).Evaluate(env), 1 / (g * g));
    ExpectClose(pow(g_, 0).Evaluate(env), 1.0);
    RationalFunction h = f_;
    h += g_;
    h -= p;
    h *= m;
    h /= g_;
    ExpectClose(h.Evaluate(env), (f + g - pv) * mv / g);
  }
}

TEST_F(RationalFunctionTest, StructureOfResults) {
  // Equal denominators add numerators; different ones cross-multiply.
  const RationalFunction sum_same = f_ + f_;
  EXPECT_TRUE(sum_same.denominator().EqualTo(f_.denominator()));
  const RationalFunction sum_diff = f_ + g_;
  EXPECT_TRUE(
      sum_diff.denominator().EqualTo(f_.denominator() * g_.denominator()));
  EXPECT_EQ(RationalFunction().numerator().monomial_to_coefficient_map().size(),
            0);
  EXPECT_TRUE(
      RationalFunction(2.0).numerator().EqualTo(Polynomial(Expression(2.0))));
  EXPECT_TRUE(f_.EqualTo(f_));
  EXPECT_FALSE(f_.EqualTo(g_));
  // x/x == 1 as a formula (x·1 = 1·x), though not structurally equal.
  const RationalFunction x_over_x{Polynomial(x_), Polynomial(x_)};
  EXPECT_TRUE(static_cast<bool>(x_over_x == RationalFunction(1.0)));
  EXPECT_FALSE(x_over_x.EqualTo(RationalFunction(1.0)));
  EXPECT_EQ(fmt::format("{}", RationalFunction(Monomial(x_))), "(1*x) / (1*1)");
  EXPECT_EQ(to_string(RationalFunction(Monomial(x_))), "(1*x) / (1*1)");
}

TEST_F(RationalFunctionTest, SetIndeterminates) {
  // (a·x)/(x + 1) in {x}; with {x, a} as indeterminates its numerator has
  // degree 2.
  RationalFunction h(Polynomial(a_ * x_, {x_}), Polynomial(x_ + 1, {x_}));
  EXPECT_EQ(h.numerator().TotalDegree(), 1);
  h.SetIndeterminates({x_, a_});
  EXPECT_EQ(h.numerator().TotalDegree(), 2);
  EXPECT_EQ(h.denominator().indeterminates(), Variables({x_, a_}));
}

TEST_F(RationalFunctionTest, BadInputThrows) {
  DRAKE_EXPECT_THROWS_MESSAGE(RationalFunction(Polynomial(x_), Polynomial()),
                              ".*denominator .* is the zero polynomial.*");
  DRAKE_EXPECT_THROWS_MESSAGE(f_ / RationalFunction(), ".*divider is 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(f_ / Polynomial(), ".*divider is 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(f_ / 0.0, ".*divider is 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(pow(RationalFunction(), -1), ".*divider is 0.*");
  // a is an indeterminate of the numerator and a decision variable of the
  // denominator.
  DRAKE_EXPECT_THROWS_MESSAGE(
      RationalFunction(Polynomial(a_), Polynomial(a_ * x_ + 1, {x_})),
      "RationalFunction .* is invalid.\nThe following variable\\(s\\) are "
      "used as indeterminates in the numerator and decision variables in the "
      "denominator at the same time:\n\\{a\\}.\n");
}

TEST_F(RationalFunctionTest, EigenMatrices) {
  // [f g] · [2; p] = 2f + g·p, and [[1], [−1]] ⋅ [f] by a double matrix.
  const Eigen::Matrix<RationalFunction, 1, 2> row(f_, g_);
  const Polynomial p(x_ + 1, {x_, y_});
  const Vector2<Polynomial> col(Polynomial(Expression(2.0)), p);
  const auto product = row * col;
  const Eigen::Vector2d scale(1.0, -1.0);
  const Eigen::Matrix<RationalFunction, 2, 2> outer = scale * row;
  for (int trial = 0; trial < 5; ++trial) {
    const Environment env = RandomEnvironment();
    const double f = f_.Evaluate(env);
    const double g = g_.Evaluate(env);
    ExpectClose(product(0).Evaluate(env), 2 * f + g * (env[x_] + 1));
    ExpectClose(outer(1, 0).Evaluate(env), -f);
    ExpectClose(outer(0, 1).Evaluate(env), g);
  }
}

}  // namespace rational_function_test
}  // namespace symbolic
}  // namespace drake
