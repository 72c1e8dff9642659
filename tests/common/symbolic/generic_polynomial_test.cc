// symbolic::GenericPolynomial in the monomial and the Chebyshev basis. Each
// polynomial is built from an Expression and every operation is checked by
// value against the same operation on Expressions, at random points;
// derivatives also against central finite differences. Tolerances are
// relative to Σ|term|, the size at which evaluation rounds.

#include "drake/common/symbolic/generic_polynomial.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/symbolic/polynomial.h"

namespace drake {
namespace symbolic {
namespace generic_polynomial_test {

template <typename BasisElement>
class GenericPolynomialTest : public ::testing::Test {
 protected:
  using Poly = GenericPolynomial<BasisElement>;

  // Random points: x, y, z in [−1, 1]; the decision variables a, b in
  // [−2, 2].
  std::vector<Environment> RandomPoints(int count) {
    std::uniform_real_distribution<double> indeterminate(-1.0, 1.0);
    std::uniform_real_distribution<double> decision(-2.0, 2.0);
    std::vector<Environment> points;
    for (int i = 0; i < count; ++i) {
      points.push_back(Environment{{x_, indeterminate(gen_)},
                                   {y_, indeterminate(gen_)},
                                   {z_, indeterminate(gen_)},
                                   {a_, decision(gen_)},
                                   {b_, decision(gen_)}});
    }
    return points;
  }

  // Σ |coefficient·element| at env, at least 1.
  static double TermScale(const Poly& p, const Environment& env) {
    double scale = 0;
    for (const auto& [element, coeff] : p.basis_element_to_coefficient_map()) {
      scale += std::abs(coeff.Evaluate(env) * element.Evaluate(env));
    }
    return std::max(scale, 1.0);
  }

  // p(env) = e(env) within 1e-13 of the term scale: both sum the same
  // value from up to a few dozen products in a different basis and order,
  // each rounding by a few ulps.
  void ExpectSameValues(const Poly& p, const Expression& e) {
    for (const Environment& env : RandomPoints(15)) {
      EXPECT_NEAR(p.Evaluate(env), e.Evaluate(env), 1e-13 * TermScale(p, env))
          << "p = " << p << "\ne = " << e;
    }
  }

  std::mt19937 gen_{20261206};
  const Variable x_{"x"};
  const Variable y_{"y"};
  const Variable z_{"z"};
  const Variable a_{"a"};
  const Variable b_{"b"};
  const Variables xyz_{x_, y_, z_};
  // Polynomials in x, y, z with coefficients in a, b.
  const Expression e1_{3 * pow(x_, 3) * y_ - a_ * x_ * pow(z_, 2) +
                       2 * b_ * y_ + pow(x_ + 2 * y_, 2) - 5};
  const Expression e2_{a_ * b_ * pow(y_, 2) + x_ * y_ * z_ - 0.5 * pow(z_, 4) +
                       a_};
};

using BasisTypes =
    ::testing::Types<MonomialBasisElement, ChebyshevBasisElement>;
TYPED_TEST_SUITE(GenericPolynomialTest, BasisTypes);

TYPED_TEST(GenericPolynomialTest, ConstructionAndAccessors) {
  using P = GenericPolynomial<TypeParam>;
  const P p1(this->e1_, this->xyz_);
  EXPECT_EQ(p1.indeterminates(), this->xyz_);
  EXPECT_EQ(p1.decision_variables(), Variables({this->a_, this->b_}));
  EXPECT_EQ(p1.TotalDegree(), 4);
  EXPECT_EQ(p1.Degree(this->x_), 3);
  EXPECT_EQ(p1.Degree(this->z_), 2);
  this->ExpectSameValues(p1, this->e1_);

  // An indeterminate the expression does not use stays one.
  const Variable w("w");
  const P p_w(this->e2_, this->xyz_ + w);
  EXPECT_TRUE(p_w.indeterminates().include(w));
  EXPECT_EQ(p_w.Degree(w), 0);

  // Without an explicit set, every variable is an indeterminate.
  const P all(this->e1_);
  EXPECT_TRUE(all.decision_variables().empty());
  EXPECT_EQ(all.indeterminates().size(), 5);
  this->ExpectSameValues(all, this->e1_);

  const P zero;
  EXPECT_TRUE(zero.basis_element_to_coefficient_map().empty());
  EXPECT_EQ(zero.TotalDegree(), 0);
  EXPECT_EQ(P(nullptr).basis_element_to_coefficient_map().size(), 0);
  EXPECT_EQ(to_string(zero), "0");

  const P from_element(TypeParam(this->x_, 2));
  EXPECT_EQ(from_element.basis_element_to_coefficient_map().size(), 1);
  EXPECT_EQ(from_element.indeterminates(), Variables({this->x_}));

  const P from_map(typename P::MapType{{TypeParam(this->x_, 2), this->a_},
                                       {TypeParam(this->y_), 3.0}});
  EXPECT_EQ(from_map.indeterminates(), Variables({this->x_, this->y_}));
  EXPECT_EQ(from_map.decision_variables(), Variables({this->a_}));
}

// The result of each operation has the values of the same operation on the
// Expressions.
TYPED_TEST(GenericPolynomialTest, ArithmeticMatchesExpressions) {
  using P = GenericPolynomial<TypeParam>;
  const P p1(this->e1_, this->xyz_);
  const P p2(this->e2_, this->xyz_);
  const Expression& e1 = this->e1_;
  const Expression& e2 = this->e2_;
  const Variable& x = this->x_;
  const Variable& a = this->a_;
  const TypeParam m(this->y_, 2);
  const Expression me = m.ToExpression();

  this->ExpectSameValues(p1 + p2, e1 + e2);
  this->ExpectSameValues(p1 - p2, e1 - e2);
  this->ExpectSameValues(p1 * p2, e1 * e2);
  this->ExpectSameValues(-p1, -e1);
  this->ExpectSameValues(p1 / 4.0, e1 / 4.0);
  this->ExpectSameValues(pow(p2, 3), pow(e2, 3));
  this->ExpectSameValues(pow(p2, 0), Expression(1.0));
  this->ExpectSameValues(pow(p2, 1), e2);
  this->ExpectSameValues(p1 + m, e1 + me);
  this->ExpectSameValues(m + p1, me + e1);
  this->ExpectSameValues(p1 - m, e1 - me);
  this->ExpectSameValues(m - p1, me - e1);
  this->ExpectSameValues(p1 * m, e1 * me);
  this->ExpectSameValues(m * p1, me * e1);
  this->ExpectSameValues(p1 + 2.5, e1 + 2.5);
  this->ExpectSameValues(2.5 + p1, 2.5 + e1);
  this->ExpectSameValues(p1 - 2.5, e1 - 2.5);
  this->ExpectSameValues(2.5 - p1, 2.5 - e1);
  this->ExpectSameValues(p1 * 2.5, e1 * 2.5);
  this->ExpectSameValues(2.5 * p1, 2.5 * e1);
  this->ExpectSameValues(m + m, 2 * me);
  this->ExpectSameValues(m - TypeParam(x), me - x);
  this->ExpectSameValues(m + 1.5, me + 1.5);
  this->ExpectSameValues(1.5 + m, me + 1.5);
  this->ExpectSameValues(m - 1.5, me - 1.5);
  this->ExpectSameValues(1.5 - m, 1.5 - me);
  this->ExpectSameValues(m * 1.5, me * 1.5);
  this->ExpectSameValues(1.5 * m, me * 1.5);

  // An indeterminate acts as the element of degree 1 ...
  const P px = p1 * x;
  EXPECT_EQ(px.TotalDegree(), 5);
  EXPECT_EQ(px.decision_variables(), p1.decision_variables());
  this->ExpectSameValues(px, e1 * x);
  this->ExpectSameValues(x * p1, e1 * x);
  this->ExpectSameValues(p1 + x, e1 + x);
  this->ExpectSameValues(x + p1, e1 + x);
  this->ExpectSameValues(p1 - x, e1 - x);
  this->ExpectSameValues(x - p1, x - e1);
  EXPECT_EQ((p1 + x).decision_variables(), p1.decision_variables());
  // ... any other variable as a coefficient.
  const P pa = p1 * a;
  EXPECT_EQ(pa.TotalDegree(), 4);
  EXPECT_EQ(pa.indeterminates(), p1.indeterminates());
  this->ExpectSameValues(pa, e1 * a);
  this->ExpectSameValues(p1 + a, e1 + a);
  this->ExpectSameValues(p1 - a, e1 - a);
  this->ExpectSameValues(a - p1, a - e1);
  EXPECT_FALSE((p1 - a).indeterminates().include(a));

  P accumulated = p1;
  accumulated += p2;
  accumulated -= 3.0;
  accumulated *= p2;
  accumulated /= 2.0;
  accumulated.AddProduct(this->b_, m);
  this->ExpectSameValues(accumulated, (e1 + e2 - 3) * e2 / 2 + this->b_ * me);

  // p − p cancels to the zero polynomial, even with symbolic coefficients.
  EXPECT_TRUE((p1 - p1).basis_element_to_coefficient_map().empty());
}

// The monomial and Chebyshev forms of one expression have the same values,
// the same degrees, and convert back to the same expression.
TYPED_TEST(GenericPolynomialTest, BasisConversionRoundTrip) {
  using P = GenericPolynomial<TypeParam>;
  const P p1(this->e1_, this->xyz_);
  const GenericPolynomial<MonomialBasisElement> in_monomials(this->e1_,
                                                             this->xyz_);
  const GenericPolynomial<ChebyshevBasisElement> in_chebyshev(this->e1_,
                                                              this->xyz_);
  EXPECT_EQ(in_monomials.TotalDegree(), in_chebyshev.TotalDegree());
  for (const Environment& env : this->RandomPoints(10)) {
    EXPECT_NEAR(in_monomials.Evaluate(env), in_chebyshev.Evaluate(env),
                1e-13 * this->TermScale(p1, env));
  }
  // Back to monomials: the coefficients are integers, ½ and the decision
  // variables; the Chebyshev weights are dyadic, so the round trip is
  // exact up to rounding below 1e-14.
  const Polynomial expected(this->e1_, this->xyz_);
  const Polynomial round_trip(p1.ToExpression(), this->xyz_);
  EXPECT_TRUE(round_trip.CoefficientsAlmostEqual(expected, 1e-14))
      << round_trip << " vs " << expected;
  // x² in Chebyshev form is (T₂ + T₀)/2 (exact).
  if constexpr (std::is_same_v<TypeParam, ChebyshevBasisElement>) {
    const P x2(pow(this->x_, 2));
    EXPECT_EQ(x2.basis_element_to_coefficient_map().size(), 2);
    EXPECT_TRUE(x2.basis_element_to_coefficient_map()
                    .at(ChebyshevBasisElement(this->x_, 2))
                    .EqualTo(0.5));
    EXPECT_TRUE(x2.basis_element_to_coefficient_map()
                    .at(ChebyshevBasisElement())
                    .EqualTo(0.5));
    // T₁(x)·T₁(x) = (T₂ + T₀)/2 as well.
    const P t1(ChebyshevBasisElement(this->x_));
    EXPECT_TRUE((t1 * t1).EqualTo(x2));
    EXPECT_EQ(to_string(t1 * 3.0), "3*T1(x)");
  } else {
    EXPECT_EQ(to_string(P(TypeParam(this->x_, 2)) * 3.0), "3*x^2");
  }
}

// Derivatives in an indeterminate against Expression::Differentiate (same
// tolerance as the values) and a central difference with h = 1e-5, whose
// truncation error h²/6·|f'''| ≤ 1e-9 for these cubic-quartic terms of size
// ≤ 50, plus rounding ε·|f|/h ≈ 1e-10. In a decision variable the
// coefficients are differentiated.
TYPED_TEST(GenericPolynomialTest, DifferentiateAndJacobian) {
  using P = GenericPolynomial<TypeParam>;
  const P p1(this->e1_, this->xyz_);
  const double h = 1e-5;
  for (const Variable& v : {this->x_, this->y_, this->z_, this->a_}) {
    const P dp = p1.Differentiate(v);
    this->ExpectSameValues(dp, this->e1_.Differentiate(v));
    for (const Environment& env : this->RandomPoints(5)) {
      Environment plus = env;
      Environment minus = env;
      plus[v] += h;
      minus[v] -= h;
      const double central = (p1.Evaluate(plus) - p1.Evaluate(minus)) / (2 * h);
      EXPECT_NEAR(dp.Evaluate(env), central, 1e-7) << v;
    }
  }
  // x³ differentiated in x is 3x² and in a variable it lacks is 0.
  EXPECT_TRUE(P(pow(this->x_, 3))
                  .Differentiate(this->x_)
                  .EqualToAfterExpansion(P(3 * pow(this->x_, 2))));
  EXPECT_TRUE(p1.Differentiate(Variable("unused"))
                  .basis_element_to_coefficient_map()
                  .empty());

  const Eigen::Matrix<Variable, 3, 1> vars(this->x_, this->y_, this->a_);
  const auto J = p1.Jacobian(vars);
  static_assert(decltype(J)::RowsAtCompileTime == 1 &&
                decltype(J)::ColsAtCompileTime == 3);
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(J(0, i).EqualTo(p1.Differentiate(vars(i))));
  }
}

TYPED_TEST(GenericPolynomialTest, EvaluatePartial) {
  using P = GenericPolynomial<TypeParam>;
  const P p1(this->e1_, this->xyz_);
  const Environment partial{{this->x_, 0.3}, {this->a_, -1.5}};
  const P q = p1.EvaluatePartial(partial);
  EXPECT_FALSE(q.indeterminates().include(this->x_));
  EXPECT_FALSE(q.decision_variables().include(this->a_));
  this->ExpectSameValues(q, this->e1_.EvaluatePartial(partial));
  this->ExpectSameValues(p1.EvaluatePartial(this->y_, -0.7),
                         this->e1_.EvaluatePartial({{this->y_, -0.7}}));
  DRAKE_EXPECT_THROWS_MESSAGE(p1.Evaluate(partial), ".*");
}

TYPED_TEST(GenericPolynomialTest, Comparisons) {
  using P = GenericPolynomial<TypeParam>;
  const P p1(this->e1_, this->xyz_);
  const P p2(this->e2_, this->xyz_);
  EXPECT_TRUE(p1.EqualTo(p1));
  EXPECT_FALSE(p1.EqualTo(p2));
  EXPECT_TRUE(is_true(p1 == p1));
  EXPECT_TRUE(is_false(p1 != p1));
  // p1 == p1 + 1 is the formula 1 == 0, false.
  EXPECT_TRUE(is_false(p1 == p1 + 1.0));
  // (a + b)²·x vs (a² + 2ab + b²)·x: equal only after expansion.
  const P q1(pow(this->a_ + this->b_, 2) * this->x_, this->xyz_);
  P q2;
  q2.AddProduct(pow(this->a_ + this->b_, 2), TypeParam(this->x_));
  P q3;
  q3.AddProduct(pow(this->a_, 2) + 2 * this->a_ * this->b_ + pow(this->b_, 2),
                TypeParam(this->x_));
  EXPECT_FALSE(q2.EqualTo(q3));
  EXPECT_TRUE(q2.EqualToAfterExpansion(q3));
  EXPECT_TRUE(q1.EqualToAfterExpansion(q3));

  // CoefficientsAlmostEqual: 1e-4 apart is within 1e-3, not within 1e-5; a
  // missing element counts as 0.
  const P r1(2 * pow(this->x_, 2) + 3 * this->x_ * this->y_);
  const P r2(2.0001 * pow(this->x_, 2) + 3 * this->x_ * this->y_ +
             1e-4 * this->z_);
  EXPECT_TRUE(r1.CoefficientsAlmostEqual(r2, 1e-3));
  EXPECT_TRUE(r2.CoefficientsAlmostEqual(r1, 1e-3));
  EXPECT_FALSE(r1.CoefficientsAlmostEqual(r2, 1e-5));
  const P cleaned = r2.RemoveTermsWithSmallCoefficients(1e-3);
  EXPECT_FALSE(cleaned.indeterminates().include(this->z_));
  this->ExpectSameValues(cleaned,
                         2.0001 * pow(this->x_, 2) + 3 * this->x_ * this->y_);

  EXPECT_EQ(std::hash<P>{}(p1), std::hash<P>{}(P(this->e1_, this->xyz_)));
}

TYPED_TEST(GenericPolynomialTest, SetIndeterminates) {
  using P = GenericPolynomial<TypeParam>;
  const Expression e = this->a_ * pow(this->x_, 2) + this->b_ * this->x_ + 7;
  P p(e, {this->x_});
  EXPECT_EQ(p.TotalDegree(), 2);
  // A superset without decision variables keeps the terms.
  p.SetIndeterminates({this->x_, this->y_});
  EXPECT_EQ(p.indeterminates(), Variables({this->x_, this->y_}));
  EXPECT_EQ(p.TotalDegree(), 2);
  // Making a, b the indeterminates rebuilds: linear in a, b.
  p.SetIndeterminates({this->a_, this->b_});
  EXPECT_EQ(p.TotalDegree(), 1);
  EXPECT_EQ(p.decision_variables(), Variables({this->x_}));
  this->ExpectSameValues(p, e);
}

TYPED_TEST(GenericPolynomialTest, BadInputThrows) {
  using P = GenericPolynomial<TypeParam>;
  const Variable& x = this->x_;
  EXPECT_THROW(P(sin(x)), std::exception);
  EXPECT_THROW(P(1 / x), std::exception);
  EXPECT_THROW(P(pow(x, 1.5)), std::exception);
  EXPECT_THROW(P(this->a_ / x, {x}), std::exception);
  // sin(a) is a fine coefficient when a is not an indeterminate.
  EXPECT_NO_THROW(P(sin(this->a_) * x, {x}));

  P p(TypeParam(x, 2));
  DRAKE_EXPECT_THROWS_MESSAGE(p.AddProduct(x, TypeParam(this->y_)),
                              ".*variable.*x.*both indeterminates and "
                              "decision variables.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      P(typename P::MapType{{TypeParam(x), Expression(x)}}),
      ".*both indeterminates and decision variables.*");
  DRAKE_EXPECT_THROWS_MESSAGE(pow(p, -3), ".*non-negative power, not -3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(p.RemoveTermsWithSmallCoefficients(-0.1),
                              ".*tolerance -0.1 must be non-negative.*");
}

// A vector of basis elements times a vector of coefficients, Eigen-style.
TYPED_TEST(GenericPolynomialTest, EigenMatrices) {
  using P = GenericPolynomial<TypeParam>;
  Eigen::Matrix<P, 2, 1> v;
  v << P(TypeParam(this->x_)), P(TypeParam(this->y_, 2));
  const P sum = v.sum();
  this->ExpectSameValues(sum, TypeParam(this->x_).ToExpression() +
                                  TypeParam(this->y_, 2).ToExpression());
  EXPECT_EQ(fmt::format("{}", P()), "0");
}

}  // namespace generic_polynomial_test
}  // namespace symbolic
}  // namespace drake
