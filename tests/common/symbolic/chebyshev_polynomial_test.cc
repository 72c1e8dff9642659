// symbolic::ChebyshevPolynomial. Values are checked against the definition
// Tₙ(cos θ) = cos(nθ), products against the identity
// TₘTₙ = (Tₘ₊ₙ + T|ₘ₋ₙ|)/2 (exact: the coefficients are integers and
// halves), and derivatives against n·Uₙ₋₁(cos θ) = n·sin(nθ)/sin θ.

#include "drake/common/symbolic/chebyshev_polynomial.h"

#include <cmath>
#include <cstdlib>
#include <unordered_set>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace symbolic {
namespace chebyshev_polynomial_test {

class ChebyshevPolynomialTest : public ::testing::Test {
 protected:
  const Variable x_{"x"};
  const Variable y_{"y"};
};

// Tₙ(x) = cos(n·acos x) on [−1, 1]. The recurrence adds about one rounding
// of size ≤ 2 per step (|Tₖ| ≤ 1), so n ≤ 20 stays far below 1e-12.
TEST_F(ChebyshevPolynomialTest, EvaluateMatchesCosineDefinition) {
  for (int n = 0; n <= 20; ++n) {
    const ChebyshevPolynomial T(x_, n);
    for (int i = 0; i <= 40; ++i) {
      const double x = -1.0 + i / 20.0;
      const double expected = std::cos(n * std::acos(x));
      EXPECT_NEAR(T.Evaluate(x), expected, 1e-12) << "n = " << n;
      EXPECT_NEAR(EvaluateChebyshevPolynomial(x, n), expected, 1e-12);
    }
  }
  // Outside [−1, 1], T₃(2) = 4·8 − 3·2 = 26 exactly.
  EXPECT_EQ(ChebyshevPolynomial(x_, 3).Evaluate(2.0), 26.0);
}

// The monomial form: T₃ = 4x³ − 3x, T₄ = 8x⁴ − 8x² + 1 (exact), and every
// Tₙ for n ≤ 12 has the cosine values (its integer coefficients up to 2¹¹
// sum with roundings of 2¹¹·ε ≈ 5e-13).
TEST_F(ChebyshevPolynomialTest, ToPolynomial) {
  const Polynomial t3 = ChebyshevPolynomial(x_, 3).ToPolynomial();
  EXPECT_TRUE(t3.EqualTo(Polynomial(4 * pow(x_, 3) - 3 * x_)));
  const Polynomial t4 = ChebyshevPolynomial(x_, 4).ToPolynomial();
  EXPECT_TRUE(t4.EqualTo(Polynomial(8 * pow(x_, 4) - 8 * pow(x_, 2) + 1)));
  EXPECT_TRUE(ChebyshevPolynomial(x_, 0).ToPolynomial().EqualTo(
      Polynomial(Monomial())));
  for (int n = 0; n <= 12; ++n) {
    const Polynomial p = ChebyshevPolynomial(x_, n).ToPolynomial();
    EXPECT_EQ(p.TotalDegree(), n);
    for (double x : {-0.9, -0.3, 0.0, 0.45, 1.0}) {
      EXPECT_NEAR(p.Evaluate(Environment{{x_, x}}), std::cos(n * std::acos(x)),
                  1e-12)
          << "n = " << n;
    }
  }
}

// TₘTₙ = (Tₘ₊ₙ + T|ₘ₋ₙ|)/2, compared coefficient by coefficient. The
// coefficients of TₖTₗ for k, l ≤ 8 are integers below 2¹⁵ and those of the
// right side halves of integers, so both sides are exact in double.
TEST_F(ChebyshevPolynomialTest, ProductIdentityIsExact) {
  for (int m = 0; m <= 8; ++m) {
    for (int n = 0; n <= 8; ++n) {
      const Polynomial lhs = ChebyshevPolynomial(x_, m).ToPolynomial() *
                             ChebyshevPolynomial(x_, n).ToPolynomial();
      const Polynomial rhs =
          (ChebyshevPolynomial(x_, m + n).ToPolynomial() +
           ChebyshevPolynomial(x_, std::abs(m - n)).ToPolynomial()) /
          2.0;
      EXPECT_TRUE(lhs.EqualTo(rhs)) << "m = " << m << ", n = " << n;
    }
  }
}

// dTₙ/dx = n·Uₙ₋₁(x) with Uₙ₋₁(cos θ) = sin(nθ)/sin θ. At interior points
// (sin θ ≥ 0.43) the sum of ≤ n/2 weighted terms of size ≤ 2n rounds to
// ~n²ε, far below 1e-11. Also the weights themselves, and agreement with
// the derivative of the monomial form.
TEST_F(ChebyshevPolynomialTest, DifferentiateIsNTimesSecondKind) {
  EXPECT_TRUE(ChebyshevPolynomial(x_, 0).Differentiate().empty());
  // dT₃/dx = 12x² − 3 = 6·T₂ + 3·T₀; dT₄/dx = 32x³ − 16x = 8·T₃ + 8·T₁.
  const auto d3 = ChebyshevPolynomial(x_, 3).Differentiate();
  ASSERT_EQ(d3.size(), 2);
  EXPECT_EQ(d3[0].first, ChebyshevPolynomial(x_, 0));
  EXPECT_EQ(d3[0].second, 3.0);
  EXPECT_EQ(d3[1].first, ChebyshevPolynomial(x_, 2));
  EXPECT_EQ(d3[1].second, 6.0);
  const auto d4 = ChebyshevPolynomial(x_, 4).Differentiate();
  ASSERT_EQ(d4.size(), 2);
  EXPECT_EQ(d4[0].first, ChebyshevPolynomial(x_, 1));
  EXPECT_EQ(d4[0].second, 8.0);
  EXPECT_EQ(d4[1].first, ChebyshevPolynomial(x_, 3));
  EXPECT_EQ(d4[1].second, 8.0);

  for (int n = 1; n <= 15; ++n) {
    const ChebyshevPolynomial T(x_, n);
    const auto derivative = T.Differentiate();
    const Polynomial d_monomial = T.ToPolynomial().Differentiate(x_);
    for (double x : {-0.9, -0.5, 0.0, 0.3, 0.8}) {
      double value = 0;
      for (const auto& [t_j, weight] : derivative) {
        value += weight * t_j.Evaluate(x);
      }
      const double theta = std::acos(x);
      const double expected = n * std::sin(n * theta) / std::sin(theta);
      EXPECT_NEAR(value, expected, 1e-11) << "n = " << n << ", x = " << x;
      EXPECT_NEAR(d_monomial.Evaluate(Environment{{x_, x}}), expected, 1e-9)
          << "n = " << n;
    }
  }
}

TEST_F(ChebyshevPolynomialTest, EqualityOrderHashAndString) {
  // T₀ is 1 whatever its variable.
  EXPECT_EQ(ChebyshevPolynomial(x_, 0), ChebyshevPolynomial(y_, 0));
  EXPECT_NE(ChebyshevPolynomial(x_, 1), ChebyshevPolynomial(y_, 1));
  EXPECT_NE(ChebyshevPolynomial(x_, 1), ChebyshevPolynomial(x_, 2));
  EXPECT_EQ(std::hash<ChebyshevPolynomial>{}(ChebyshevPolynomial(x_, 0)),
            std::hash<ChebyshevPolynomial>{}(ChebyshevPolynomial(y_, 0)));
  std::unordered_set<ChebyshevPolynomial> set{ChebyshevPolynomial(x_, 2),
                                              ChebyshevPolynomial(x_, 2),
                                              ChebyshevPolynomial(y_, 2)};
  EXPECT_EQ(set.size(), 2);

  // x was created before y, so x < y.
  ASSERT_TRUE(x_.less(y_));
  EXPECT_TRUE(ChebyshevPolynomial(x_, 5) < ChebyshevPolynomial(y_, 1));
  EXPECT_TRUE(ChebyshevPolynomial(x_, 1) < ChebyshevPolynomial(x_, 2));
  EXPECT_FALSE(ChebyshevPolynomial(y_, 1) < ChebyshevPolynomial(x_, 5));
  EXPECT_TRUE(ChebyshevPolynomial(y_, 0) < ChebyshevPolynomial(x_, 1));
  EXPECT_FALSE(ChebyshevPolynomial(y_, 0) < ChebyshevPolynomial(x_, 0));

  EXPECT_EQ(to_string(ChebyshevPolynomial(x_, 3)), "T3(x)");
  EXPECT_EQ(fmt::format("{}", ChebyshevPolynomial(y_, 0)), "T0()");
  EXPECT_EQ(ChebyshevPolynomial(x_, 3).var(), x_);
  EXPECT_EQ(ChebyshevPolynomial(x_, 3).degree(), 3);
}

TEST_F(ChebyshevPolynomialTest, NegativeDegreeThrows) {
  DRAKE_EXPECT_THROWS_MESSAGE(ChebyshevPolynomial(x_, -2),
                              ".*non-negative, got -2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(EvaluateChebyshevPolynomial(0.5, -1),
                              ".*non-negative, got -1.*");
}

}  // namespace chebyshev_polynomial_test
}  // namespace symbolic
}  // namespace drake
