#include "drake/common/polynomial.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"

namespace drake {
namespace polynomial_test {

using Eigen::Vector2d;
using Eigen::Vector3d;
using Eigen::Vector4d;
using Eigen::VectorXd;

using VarType = Polynomiald::VarType;

// The univariate polynomial c0 + c1 t + c2 t² + ... in Drake's variable t1.
Polynomiald Univariate(const std::vector<double>& c) {
  return Polynomiald(Eigen::Map<const VectorXd>(c.data(), c.size()));
}

// Evaluation and derivatives of p(t) = 1 - 3t + 2t² = (1 - t)(1 - 2t),
// values by hand.
GTEST_TEST(PolynomialTest, UnivariateEvaluationAndDerivatives) {
  const Polynomiald p = Univariate({1, -3, 2});
  EXPECT_EQ(p.GetNumberOfCoefficients(), 3);
  EXPECT_EQ(p.GetDegree(), 2);
  EXPECT_TRUE(p.is_univariate());
  EXPECT_EQ(p.GetVariables(),
            std::set<VarType>{Polynomiald::VariableNameToId("t")});
  // roots of (1 - t)(1 - 2t) at 1 and 0.5
  EXPECT_EQ(p.EvaluateUnivariate(1.0), 0.0);
  EXPECT_EQ(p.EvaluateUnivariate(0.5), 0.0);
  EXPECT_EQ(p.EvaluateUnivariate(2.0), 1 - 6 + 8);
  // p' = -3 + 4t, p'' = 4, p''' = 0
  EXPECT_EQ(p.EvaluateUnivariate(2.0, 1), -3 + 8);
  EXPECT_EQ(p.EvaluateUnivariate(2.0, 2), 4);
  EXPECT_EQ(p.EvaluateUnivariate(2.0, 3), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      p.EvaluateUnivariate(2.0, -1),
      ".*EvaluateUnivariate.*derivative_order must be non-negative.*-1.*");

  // Zero coefficients keep their monomial in the coefficient constructor.
  const Polynomiald q = Univariate({0, 0, 5});
  EXPECT_EQ(q.GetNumberOfCoefficients(), 3);
  EXPECT_EQ(q.GetCoefficients(), Vector3d(0, 0, 5));
  // The empty vector is the zero polynomial.
  EXPECT_EQ(Polynomiald(VectorXd(0)).GetNumberOfCoefficients(), 0);
  EXPECT_EQ(Polynomiald(VectorXd(0)).EvaluateUnivariate(3.0), 0.0);
  // A row vector works too; a matrix does not.
  EXPECT_EQ(Polynomiald(Eigen::RowVector2d(1, 2)).EvaluateUnivariate(3.0), 7);
  DRAKE_EXPECT_THROWS_MESSAGE(
      Polynomiald(Eigen::Matrix2d::Identity()),
      ".*Polynomial\\(coefficients\\).*row or a column vector.*2x2.*");
}

// d/dt and ∫dt of p(t) = 2 + 3t + 4t³ against the hand-computed
// p' = 3 + 12t² and ∫p = C + 2t + 1.5t² + t⁴.
GTEST_TEST(PolynomialTest, DerivativeAndIntegral) {
  const Polynomiald p = Univariate({2, 3, 0, 4});
  const Polynomiald dp = p.Derivative();
  EXPECT_EQ(dp.GetCoefficients(), Vector3d(3, 0, 12));
  EXPECT_EQ(p.Derivative(2).GetCoefficients(), Vector2d(0, 24));
  EXPECT_EQ(p.Derivative(4).GetNumberOfCoefficients(), 0);
  EXPECT_EQ(p.Derivative(0), p);

  const Polynomiald integral = p.Integral(5.0);
  VectorXd expected(5);
  expected << 5, 2, 1.5, 0, 1;
  EXPECT_EQ(integral.GetCoefficients(), expected);
  // Fundamental theorem: ∫p(t)dt from 0 to 2 = [t⁴ + 1.5t² + 2t]₀² = 26.
  EXPECT_EQ(p.Integral().EvaluateUnivariate(2.0), 26.0);

  // The derivative of the integral is the original, exactly (every step is
  // a multiplication and division by small integers, exact in binary
  // floating point for these coefficients).
  EXPECT_TRUE(p.Integral(7.0).Derivative().CoefficientsAlmostEqual(p, 0.0));

  DRAKE_EXPECT_THROWS_MESSAGE(
      p.Derivative(-2),
      ".*Derivative.*derivative_order must be non-negative.*-2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Polynomiald(3.0).Integral(),
                              ".*Integral.*constant polynomial has no "
                              "variable.*");
  // The zero polynomial integrates to the constant.
  EXPECT_EQ(Polynomiald().Integral(4.0).EvaluateUnivariate(10.0), 4.0);
}

// Roots of polynomials whose roots are known by construction.
GTEST_TEST(PolynomialTest, Roots) {
  // (t - 1)(t - 2)(t + 3) = t³ - 7t + 6. Eigen finds the roots as the
  // eigenvalues of the companion matrix, backward stable: for these
  // well-separated simple roots the error is a few ulps times the
  // coefficients' size, so 1e-12 is generous.
  const Polynomiald cubic = Univariate({6, -7, 0, 1});
  const Polynomiald::RootsType roots = cubic.Roots();
  ASSERT_EQ(roots.size(), 3);
  std::vector<double> real;
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(roots(i).imag(), 0.0, 1e-12);
    real.push_back(roots(i).real());
  }
  std::sort(real.begin(), real.end());
  EXPECT_NEAR(real[0], -3.0, 1e-12);
  EXPECT_NEAR(real[1], 1.0, 1e-12);
  EXPECT_NEAR(real[2], 2.0, 1e-12);

  // t² + 1 has roots ±i.
  const Polynomiald::RootsType imaginary = Univariate({1, 0, 1}).Roots();
  ASSERT_EQ(imaginary.size(), 2);
  EXPECT_NEAR(std::abs(imaginary(0).imag()), 1.0, 1e-12);
  EXPECT_NEAR(imaginary(0).real(), 0.0, 1e-12);
  EXPECT_NEAR(imaginary(0).imag(), -imaginary(1).imag(), 1e-12);

  // Degree 1 is solved directly: 2t + 4 = 0 at t = -2, exactly.
  const Polynomiald::RootsType linear = Univariate({4, 2}).Roots();
  ASSERT_EQ(linear.size(), 1);
  EXPECT_EQ(linear(0), std::complex<double>(-2, 0));
  // A zero leading coefficient is not a root at infinity: 4 + 2t + 0t².
  EXPECT_EQ(Univariate({4, 2, 0}).Roots().size(), 1);
  // A nonzero constant has no roots.
  EXPECT_EQ(Polynomiald(3.0).Roots().size(), 0);

  const Polynomiald x("x");
  const Polynomiald y("y");
  DRAKE_EXPECT_THROWS_MESSAGE((x * y).Roots(),
                              ".*Roots.*univariate.*\\{x1, y1\\}.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Polynomial<AutoDiffXd>(AutoDiffXd(1.0)).Roots(),
                              ".*Roots.*only supported for T = double.*");
}

// Multivariate evaluation of p(x, y) = x²y + 2y - 1, by hand.
GTEST_TEST(PolynomialTest, Multivariate) {
  const Polynomiald x("x");
  const Polynomiald y("y");
  const VarType x_id = Polynomiald::VariableNameToId("x");
  const VarType y_id = Polynomiald::VariableNameToId("y");
  const Polynomiald p = x * x * y + 2 * y - 1;
  EXPECT_FALSE(p.is_univariate());
  EXPECT_EQ(p.GetVariables(), (std::set<VarType>{x_id, y_id}));
  EXPECT_EQ(p.GetNumberOfCoefficients(), 3);
  // Drake's degree of x²y is the product of the powers (2), not 3.
  EXPECT_EQ(p.GetDegree(), 2);

  const std::map<VarType, double> values{{x_id, 2.0}, {y_id, 3.0}};
  EXPECT_EQ(p.EvaluateMultivariate(values), 4 * 3 + 2 * 3 - 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      p.EvaluateMultivariate(std::map<VarType, double>{{x_id, 2.0}}),
      ".*EvaluateMultivariate.*no value.*variable y1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(p.EvaluateUnivariate(1.0),
                              ".*EvaluateUnivariate.*univariate.*\\{x1, "
                              "y1\\}.*");
  DRAKE_EXPECT_THROWS_MESSAGE(p.GetCoefficients(),
                              ".*GetCoefficients.*univariate.*");
  DRAKE_EXPECT_THROWS_MESSAGE(p.Derivative(), ".*Derivative.*univariate.*");
  DRAKE_EXPECT_THROWS_MESSAGE(p.Integral(), ".*Integral.*univariate.*");

  // x = 2: 4y + 2y - 1 = 6y - 1, now univariate in y.
  const Polynomiald partial = p.EvaluatePartial({{x_id, 2.0}});
  EXPECT_TRUE(partial.is_univariate());
  EXPECT_EQ(partial, 6 * y - 1);
  EXPECT_EQ(partial.EvaluateUnivariate(3.0), 17.0);
}

GTEST_TEST(PolynomialTest, ArithmeticCombinesLikeMonomials) {
  const Polynomiald x("x");
  const Polynomiald y("y");
  // (x + 1)(x - 1) = x² - 1: the ±x terms cancel and are dropped.
  const Polynomiald difference_of_squares = (x + 1) * (x - 1);
  EXPECT_EQ(difference_of_squares.GetNumberOfCoefficients(), 2);
  EXPECT_EQ(difference_of_squares.GetCoefficients(), Vector3d(-1, 0, 1));
  // (x + 1)³ has the binomial coefficients 1 3 3 1.
  EXPECT_EQ(pow(x + 1, 3).GetCoefficients(), Vector4d(1, 3, 3, 1));
  EXPECT_EQ(pow(x, 0), Polynomiald(1.0));
  DRAKE_EXPECT_THROWS_MESSAGE(pow(x, -1),
                              ".*pow.*exponent must be non-negative.*-1.*");
  // Order does not matter for ==.
  EXPECT_EQ(x + y, y + x);
  EXPECT_FALSE(x + y == x - y);
  // x - x is zero: no monomials left.
  EXPECT_EQ((x - x).GetNumberOfCoefficients(), 0);
  // Scalars.
  EXPECT_EQ(((2 * x + 4) / 2.0).GetCoefficients(), Vector2d(2, 1));
  EXPECT_EQ((3.0 - x).GetCoefficients(), Vector2d(3, -1));
  EXPECT_EQ((-x).GetCoefficients(), Vector2d(0, -1));
  Polynomiald z = x;
  z += 2.0;
  z -= 0.5;
  z *= 4.0;
  EXPECT_EQ(z.GetCoefficients(), Vector2d(6, 4));
  // Terms of the same variable merge in the monomial constructor: 3·x·x².
  const VarType x_id = Polynomiald::VariableNameToId("x");
  const Polynomiald cube(3.0, {{x_id, 1}, {x_id, 2}});
  EXPECT_EQ(cube.GetMonomials().at(0).terms.size(), 1);
  EXPECT_EQ(cube.EvaluateUnivariate(2.0), 24.0);
}

GTEST_TEST(PolynomialTest, Substitution) {
  const Polynomiald x("x");
  const Polynomiald y("y");
  const VarType x_id = Polynomiald::VariableNameToId("x");
  const VarType z_id = Polynomiald::VariableNameToId("z");
  // x·y + x with x := y + 1 is (y + 1)y + y + 1 = y² + 2y + 1.
  const Polynomiald p = x * y + x;
  const Polynomiald substituted = p.Substitute(x_id, y + 1);
  EXPECT_TRUE(substituted.is_univariate());
  EXPECT_TRUE(substituted.CoefficientsAlmostEqual(pow(y + 1, 2), 0.0));
  // Substituting a variable that does not appear changes nothing.
  EXPECT_EQ(p.Substitute(z_id, y), p);

  // Subs renames: x² + x becomes z² + z.
  Polynomiald renamed = x * x + x;
  renamed.Subs(x_id, z_id);
  EXPECT_EQ(renamed.GetVariables(), std::set<VarType>{z_id});
  EXPECT_EQ(renamed.EvaluateMultivariate(std::map<VarType, double>{{z_id, 3}}),
            12.0);
}

GTEST_TEST(PolynomialTest, StructureQueries) {
  const Polynomiald x("x");
  const Polynomiald y("y");
  const VarType x_id = Polynomiald::VariableNameToId("x");
  EXPECT_TRUE((2 * x + 3 * y + 1).IsAffine());
  EXPECT_FALSE((x * y).IsAffine());
  EXPECT_FALSE((x * x).IsAffine());
  EXPECT_TRUE(Polynomiald(5.0).IsAffine());
  EXPECT_EQ(x.GetSimpleVariable(), x_id);
  EXPECT_EQ((x + 1).GetSimpleVariable(), 0u);
  EXPECT_EQ((x * x).GetSimpleVariable(), 0u);

  // Monomial helpers on 6x²y.
  const Polynomiald::Monomial m = (6 * x * x * y).GetMonomials().at(0);
  EXPECT_EQ(m.GetDegreeOf(x_id), 2);
  EXPECT_TRUE(m.HasVariable(x_id));
  EXPECT_FALSE(m.HasVariable(Polynomiald::VariableNameToId("z")));
  // 6x²y / 2x = 3xy.
  const Polynomiald::Monomial divisor = (2 * x).GetMonomials().at(0);
  const Polynomiald::Monomial quotient = m.Factor(divisor);
  EXPECT_EQ(quotient.coefficient, 3.0);
  EXPECT_TRUE(quotient.HasSameExponents((x * y).GetMonomials().at(0)));
  // x does not divide y: the zero monomial.
  EXPECT_EQ(y.GetMonomials().at(0).Factor(x.GetMonomials().at(0)).coefficient,
            0.0);
}

// The name scheme: a name is a base-31 number over "@#_.a-z" (digit =
// index + 1) and id = 2·(name + 31⁴·(m - 1)); values by hand.
GTEST_TEST(PolynomialTest, VariableNames) {
  // 'a' is character 4, digit 5.
  EXPECT_EQ(Polynomiald::VariableNameToId("a"), 10u);
  // "ab": 5·31 + 6 = 161.
  EXPECT_EQ(Polynomiald::VariableNameToId("ab"), 322u);
  // m = 2 adds 31⁴ = 923521 to the name part.
  EXPECT_EQ(Polynomiald::VariableNameToId("a", 2), 2u * (5 + 923521));
  for (const char* name : {"x", "dx", "m_x", "@#_.", "zzzz"}) {
    for (unsigned int m : {1u, 2u, 77u}) {
      EXPECT_EQ(
          Polynomiald::IdToVariableName(Polynomiald::VariableNameToId(name, m)),
          std::string(name) + std::to_string(m));
    }
  }
  EXPECT_TRUE(Polynomiald::IsValidVariableName("dx"));
  EXPECT_FALSE(Polynomiald::IsValidVariableName("X"));
  EXPECT_FALSE(Polynomiald::IsValidVariableName(""));
  DRAKE_EXPECT_THROWS_MESSAGE(Polynomiald::VariableNameToId("abcde"),
                              ".*VariableNameToId.*'abcde' is not valid.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Polynomiald("Q"), ".*'Q' is not valid.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Polynomiald::VariableNameToId("x", 0),
                              ".*VariableNameToId.*m must be in \\[1, "
                              "2325\\].*0.*");
  // The variable number appears in constructors' names: "x" number 3.
  EXPECT_EQ(Polynomiald("x", 3).to_string(), "x3");
}

GTEST_TEST(PolynomialTest, ToString) {
  const Polynomiald x("x");
  EXPECT_EQ(Polynomiald().to_string(), "0");
  EXPECT_EQ(Univariate({-1, 0, 2}).to_string(), "(-1)+(0)*t1+(2)*t1^2");
  EXPECT_EQ((x * x).to_string(), "x1^2");
  EXPECT_EQ(fmt::format("{}", 1.5 * x), "(1.5)*x1");
  EXPECT_EQ(fmt::format("{}", x.GetMonomials().at(0)), "x1");
}

GTEST_TEST(PolynomialTest, CoefficientsAlmostEqual) {
  const Polynomiald x("x");
  const Polynomiald y("y");
  const Polynomiald p = 1 + 2 * x;
  // Absolute: |Δ| ≤ tol per coefficient; a missing monomial counts as 0.
  EXPECT_TRUE(p.CoefficientsAlmostEqual(1.05 + 2 * x, 0.1));
  EXPECT_FALSE(p.CoefficientsAlmostEqual(1.2 + 2 * x, 0.1));
  EXPECT_TRUE(p.CoefficientsAlmostEqual(p + 0.01 * y, 0.1));
  EXPECT_FALSE(p.CoefficientsAlmostEqual(p + 0.5 * y, 0.1));
  // Relative: |Δ| ≤ tol·min(|a|, |b|); a missing monomial fails.
  EXPECT_TRUE(
      p.CoefficientsAlmostEqual(1 + 2.1 * x, 0.1, ToleranceType::kRelative));
  EXPECT_FALSE(
      p.CoefficientsAlmostEqual(1 + 2.3 * x, 0.1, ToleranceType::kRelative));
  EXPECT_FALSE(
      p.CoefficientsAlmostEqual(p + 1e-9 * y, 0.1, ToleranceType::kRelative));
}

// AutoDiffXd coefficients carry their partials through evaluation: for
// p(t) = a t² with a = 2 (∂a/∂a = 1), p(3) = 18 and ∂p(3)/∂a = 9.
GTEST_TEST(PolynomialTest, AutoDiff) {
  const AutoDiffXd a(2.0, Eigen::VectorXd::Ones(1));
  const Polynomial<AutoDiffXd> p(
      Vector3<AutoDiffXd>(AutoDiffXd(0.0), AutoDiffXd(0.0), a));
  const AutoDiffXd value = p.EvaluateUnivariate(AutoDiffXd(3.0));
  EXPECT_EQ(value.value(), 18.0);
  ASSERT_EQ(value.derivatives().size(), 1);
  EXPECT_EQ(value.derivatives()(0), 9.0);
  EXPECT_EQ(p.Derivative().EvaluateUnivariate(AutoDiffXd(3.0)).value(), 12.0);

  // A double polynomial evaluated at an AutoDiffXd x gives dp/dx, which
  // must equal EvaluateUnivariate(x, 1): p = 1 - 3t + 2t², p'(2) = 5.
  const Polynomiald q = Univariate({1, -3, 2});
  const AutoDiffXd x(2.0, Eigen::VectorXd::Ones(1));
  const AutoDiffXd qx = q.EvaluateUnivariate(x);
  EXPECT_EQ(qx.value(), 3.0);
  EXPECT_EQ(qx.derivatives()(0), q.EvaluateUnivariate(2.0, 1));
  // Named variables need the two-argument constructor for AutoDiffXd.
  const Polynomial<AutoDiffXd> t("t", 1);
  EXPECT_EQ((t * t).to_string(), "t1^2");
}

// FromExpression against the expression itself at random points: the
// polynomial's value (through the variable ids VariableIdToVarType gives) is
// the expression's value up to reassociation of a few products and sums,
// 1e-13 relative on values of order 10.
GTEST_TEST(PolynomialTest, FromExpression) {
  const symbolic::Variable x("x"), y("y");
  const symbolic::Expression e =
      (2 * pow(x, 3) * y - 3 * y + 0.5) / 4 + pow(x - y, 2) * x;
  const Polynomiald p = Polynomiald::FromExpression(e);
  const VarType x_id = Polynomiald::VariableIdToVarType(x.get_id());
  const VarType y_id = Polynomiald::VariableIdToVarType(y.get_id());
  // Ids follow creation order: y was made right after x.
  EXPECT_EQ(y_id, x_id + 1);
  // x³y/2 − 3y/4 + 1/8 + x³ − 2x²y + xy².
  EXPECT_EQ(p.GetNumberOfCoefficients(), 6);
  EXPECT_EQ(p.GetVariables(), (std::set<VarType>{x_id, y_id}));
  std::mt19937 generator(7);
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  for (int trial = 0; trial < 10; ++trial) {
    const double xv = uniform(generator), yv = uniform(generator);
    const double expected = e.Evaluate(symbolic::Environment{{x, xv}, {y, yv}});
    const double actual = p.EvaluateMultivariate(
        std::map<VarType, double>{{x_id, xv}, {y_id, yv}});
    EXPECT_NEAR(actual, expected, 1e-13 * std::max(1.0, std::abs(expected)));
  }
  // A constant, and the same conversion on AutoDiffXd coefficients.
  EXPECT_EQ(Polynomiald::FromExpression(symbolic::Expression(2.5)),
            Polynomiald(2.5));
  const Polynomial<AutoDiffXd> p_ad =
      Polynomial<AutoDiffXd>::FromExpression(3 * x * x);
  ASSERT_EQ(p_ad.GetMonomials().size(), 1u);
  EXPECT_EQ(p_ad.GetMonomials()[0].coefficient.value(), 3.0);
  // What is not a polynomial throws.
  EXPECT_THROW(Polynomiald::FromExpression(log(x)), std::exception);
  EXPECT_THROW(Polynomiald::FromExpression(1 / x), std::exception);
  EXPECT_THROW(Polynomiald::FromExpression(pow(x, y)), std::exception);
}

}  // namespace polynomial_test
}  // namespace drake
