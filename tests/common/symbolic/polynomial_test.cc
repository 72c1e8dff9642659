// symbolic::Monomial, symbolic::Polynomial and the monomial bases of
// monomial_util.h. Polynomials are checked against the Expressions they come
// from: both are evaluated at random points, and derivatives are compared
// with Expression::Differentiate. Basis sizes are checked against the
// binomial count C(n + d, d) of monomials of n variables up to degree d.

#include "drake/common/symbolic/polynomial.h"

#include <cmath>
#include <random>
#include <unordered_map>
#include <vector>

#include <Eigen/Core>
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/symbolic/monomial_util.h"

namespace drake {
namespace symbolic {
namespace polynomial_test {

// C(n, k) computed by Pascal's rule, independently of NChooseK.
int Binomial(int n, int k) {
  std::vector<std::vector<int>> c(n + 1, std::vector<int>(n + 1, 0));
  for (int i = 0; i <= n; ++i) {
    c[i][0] = 1;
    for (int j = 1; j <= i; ++j) c[i][j] = c[i - 1][j - 1] + c[i - 1][j];
  }
  return c[n][k];
}

class PolynomialTest : public ::testing::Test {
 protected:
  // Random environments with x, y, z in [0.5, 1.5] and the decision
  // variables a, b in [−1, 1].
  std::vector<Environment> RandomEnvironments(int count) {
    std::uniform_real_distribution<double> indeterminate(0.5, 1.5);
    std::uniform_real_distribution<double> decision(-1.0, 1.0);
    std::vector<Environment> envs;
    for (int i = 0; i < count; ++i) {
      envs.push_back(Environment{{x_, indeterminate(gen_)},
                                 {y_, indeterminate(gen_)},
                                 {z_, indeterminate(gen_)},
                                 {a_, decision(gen_)},
                                 {b_, decision(gen_)}});
    }
    return envs;
  }

  // Σ |coeff·monomial| at env: the magnitude at which evaluating `p` rounds,
  // used as the scale of relative tolerances (a value may be small through
  // cancellation, its terms are not).
  static double TermScale(const Polynomial& p, const Environment& env) {
    double scale = 0;
    for (const auto& [m, c] : p.monomial_to_coefficient_map()) {
      scale += std::abs(c.Evaluate(env) * m.Evaluate(env));
    }
    return std::max(scale, 1.0);
  }

  // Expects p(env) = e(env) to 1e-14 of the term scale: both sum the same
  // products in a different order and grouping, each rounding by a few ulps.
  void ExpectSameValues(const Polynomial& p, const Expression& e) {
    for (const Environment& env : RandomEnvironments(20)) {
      EXPECT_NEAR(p.Evaluate(env), e.Evaluate(env), 1e-14 * TermScale(p, env))
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
};

TEST_F(PolynomialTest, MonomialBasics) {
  const Monomial m1(x_, 2);
  const Monomial m2(Eigen::Matrix<Variable, 3, 1>(x_, y_, z_),
                    Eigen::Vector3i(1, 0, 3));
  EXPECT_EQ(m1.total_degree(), 2);
  EXPECT_EQ(m2.total_degree(), 4);
  EXPECT_EQ(m2.degree(y_), 0);
  EXPECT_EQ(m2.degree(z_), 3);
  EXPECT_EQ(m2.GetVariables(), Variables({x_, z_}));
  const Monomial product = m1 * m2;
  EXPECT_EQ(product.degree(x_), 3);
  EXPECT_EQ(product.total_degree(), 6);
  EXPECT_EQ(pow(m2, 2).degree(z_), 6);
  EXPECT_EQ(pow(m2, 0), Monomial());
  EXPECT_EQ(Monomial(x_ * x_ * pow(y_, 3)), Monomial({{x_, 2}, {y_, 3}}));
  EXPECT_NE(m1, Monomial(x_));
  EXPECT_EQ(Monomial(x_, 0), Monomial());
  EXPECT_EQ(Monomial().to_string(), "1");
  EXPECT_EQ(m1.to_string(), "x^2");
  EXPECT_EQ(fmt::format("{}", m1), "x^2");
  EXPECT_EQ(std::hash<Monomial>{}(m1),
            std::hash<Monomial>{}(Monomial({{x_, 2}})));

  // x·z³ at (2, 5, 3) is 2·27 = 54 (exact in double).
  const Environment env{{x_, 2.0}, {y_, 5.0}, {z_, 3.0}};
  EXPECT_EQ(m2.Evaluate(env), 54.0);
  EXPECT_EQ(m2.ToExpression().Evaluate(env), 54.0);
  const auto [factor, rest] = m2.EvaluatePartial(Environment{{z_, 3.0}});
  EXPECT_EQ(factor, 27.0);
  EXPECT_EQ(rest, Monomial(x_));
  // Batch evaluation: the columns are two points.
  Eigen::MatrixXd values(3, 2);
  values << 2, 1, 5, 7, 3, -1;
  const Eigen::VectorXd batch =
      m2.Evaluate(Eigen::Matrix<Variable, 3, 1>(x_, y_, z_), values);
  EXPECT_EQ(batch(0), 54.0);
  EXPECT_EQ(batch(1), -1.0);

  DRAKE_EXPECT_THROWS_MESSAGE(Monomial(x_, -1), ".*exponent -1.*negative.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Monomial(2 * x_), ".*coefficient is not 1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Monomial(x_ + y_), ".*cannot be converted.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Monomial(pow(x_, 0.5)),
                              ".*not a positive integer.*");
  DRAKE_EXPECT_THROWS_MESSAGE(m2.Evaluate(Environment{{x_, 1.0}}),
                              ".*no value for the variable z.*");
}

TEST_F(PolynomialTest, MonomialBasisSizesAreBinomialCounts) {
  const std::vector<Variable> vars{x_, y_, z_, a_};
  for (int n = 1; n <= 4; ++n) {
    Variables v;
    for (int i = 0; i < n; ++i) v.insert(vars[i]);
    for (int d = 0; d <= 5; ++d) {
      const VectorX<Monomial> basis = MonomialBasis(v, d);
      EXPECT_EQ(basis.size(), Binomial(n + d, d)) << n << " vars, deg " << d;
      // The even and odd bases split the whole basis.
      const VectorX<Monomial> even = EvenDegreeMonomialBasis(v, d);
      const VectorX<Monomial> odd = OddDegreeMonomialBasis(v, d);
      EXPECT_EQ(even.size() + odd.size(), basis.size());
      for (int i = 0; i < even.size(); ++i) {
        EXPECT_EQ(even(i).total_degree() % 2, 0);
      }
      for (int i = 0; i < odd.size(); ++i) {
        EXPECT_EQ(odd(i).total_degree() % 2, 1);
      }
      // Distinct and of degree ≤ d, non-increasing degree.
      std::unordered_map<Monomial, int> seen;
      for (int i = 0; i < basis.size(); ++i) {
        EXPECT_LE(basis(i).total_degree(), d);
        if (i > 0) {
          EXPECT_GE(basis(i - 1).total_degree(), basis(i).total_degree());
        }
        EXPECT_EQ(++seen[basis(i)], 1);
      }
    }
  }
  // The fixed-size overload: C(3 + 2, 2) = 10 rows at compile time.
  const auto fixed = MonomialBasis<3, 2>(xyz_);
  static_assert(decltype(fixed)::RowsAtCompileTime == 10);
  EXPECT_EQ(fixed, MonomialBasis(xyz_, 2));
  DRAKE_EXPECT_THROWS_MESSAGE(MonomialBasis(Variables{}, 2), ".*empty.*");
}

TEST_F(PolynomialTest, MonomialBasisOrder) {
  // Drake's documented example: for variables ordered x > y > z (ids are
  // increasing in creation order, so create z first),
  // MonomialBasis({x, y, z}, 2) = [x², xy, y², xz, yz, z², x, y, z, 1].
  const Variable z("z");
  const Variable y("y");
  const Variable x("x");
  const VectorX<Monomial> basis = MonomialBasis({x, y, z}, 2);
  const std::vector<Monomial> expected{Monomial(x, 2),
                                       Monomial(x) * Monomial(y),
                                       Monomial(y, 2),
                                       Monomial(x) * Monomial(z),
                                       Monomial(y) * Monomial(z),
                                       Monomial(z, 2),
                                       Monomial(x),
                                       Monomial(y),
                                       Monomial(z),
                                       Monomial()};
  ASSERT_EQ(basis.size(), 10);
  for (int i = 0; i < 10; ++i) EXPECT_EQ(basis(i), expected[i]) << i;
  // And Drake's odd example for degree 3 begins x³, x²y, xy², y³, x²z.
  const VectorX<Monomial> odd = OddDegreeMonomialBasis({x, y, z}, 3);
  ASSERT_EQ(odd.size(), 13);
  EXPECT_EQ(odd(0), Monomial(x, 3));
  EXPECT_EQ(odd(1), Monomial(x, 2) * Monomial(y));
  EXPECT_EQ(odd(4), Monomial(x, 2) * Monomial(z));
  EXPECT_EQ(odd(12), Monomial(z));

  // Up to degree one in each variable, sorted: [x₀x₁, x₁, x₀, 1] for x₀ < x₁.
  const Variable x0("x0");
  const Variable x1("x1");
  const VectorX<Monomial> up_to_one =
      CalcMonomialBasisOrderUpToOne({x0, x1}, true);
  ASSERT_EQ(up_to_one.size(), 4);
  EXPECT_EQ(up_to_one(0), Monomial(x0) * Monomial(x1));
  EXPECT_EQ(up_to_one(1), Monomial(x1));
  EXPECT_EQ(up_to_one(2), Monomial(x0));
  EXPECT_EQ(up_to_one(3), Monomial());
  EXPECT_EQ(CalcMonomialBasisOrderUpToOne(xyz_).size(), 8);

  // Per-set degrees: {x0, x1} up to 2 and {y0, y1} up to 1 give
  // C(4, 2)·C(3, 1) = 18 monomials, none with y-degree 2.
  const Variable y0("y0");
  const Variable y1("y1");
  const VectorX<Monomial> mixed = MonomialBasis(
      std::unordered_map<Variables, int>{{{x0, x1}, 2}, {{y0, y1}, 1}});
  EXPECT_EQ(mixed.size(), 18);
  for (int i = 0; i < mixed.size(); ++i) {
    EXPECT_LE(mixed(i).degree(y0) + mixed(i).degree(y1), 1);
    EXPECT_LE(mixed(i).degree(x0) + mixed(i).degree(x1), 2);
  }
}

TEST_F(PolynomialTest, ConstructionAndAccessors) {
  // a·x²·y + (b + 1)·x − 3 with indeterminates {x, y}.
  const Expression e = a_ * x_ * x_ * y_ + (b_ + 1) * x_ - 3;
  const Polynomial p(e, {x_, y_});
  EXPECT_EQ(p.indeterminates(), Variables({x_, y_}));
  EXPECT_EQ(p.decision_variables(), Variables({a_, b_}));
  EXPECT_EQ(p.TotalDegree(), 3);
  EXPECT_EQ(p.Degree(x_), 2);
  EXPECT_EQ(p.Degree(z_), 0);
  const auto& map = p.monomial_to_coefficient_map();
  ASSERT_EQ(map.size(), 3);
  EXPECT_TRUE(map.at(Monomial({{x_, 2}, {y_, 1}})).EqualTo(a_));
  EXPECT_TRUE(map.at(Monomial()).EqualTo(-3));
  ExpectSameValues(p, e);
  ExpectSameValues(Polynomial(p.ToExpression(), {x_, y_}), e);

  // With every variable an indeterminate there are no decision variables.
  const Polynomial q(e);
  EXPECT_EQ(q.indeterminates(), Variables({x_, y_, a_, b_}));
  EXPECT_TRUE(q.decision_variables().empty());
  EXPECT_EQ(q.TotalDegree(), 4);
  ExpectSameValues(q, e);

  // Non-polynomial parts are fine in the coefficients, not in the
  // indeterminates.
  const Polynomial r(sin(a_) * x_ + exp(b_) / a_, {x_});
  EXPECT_EQ(r.decision_variables(), Variables({a_, b_}));
  ExpectSameValues(r, sin(a_) * x_ + exp(b_) / a_);
  DRAKE_EXPECT_THROWS_MESSAGE(
      Polynomial(sin(x_) + y_),
      "The non-polynomial term sin\\(x\\) should be free of the "
      "indeterminates.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Polynomial(y_ / x_),
                              ".*the denominator x should be free of the "
                              "indeterminates.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Polynomial(pow(a_, x_), {x_}),
                              "Exponent x includes indeterminates.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Polynomial(pow(x_, 1.5)),
                              ".*should be a positive integer.*");

  // From a map, a monomial and a variable.
  const Polynomial from_map(Polynomial::MapType{
      {Monomial(x_), Expression(2.0)}, {Monomial(y_), Expression(0.0)}});
  EXPECT_EQ(from_map.monomial_to_coefficient_map().size(), 1);
  EXPECT_EQ(from_map.indeterminates(), Variables({x_, y_}));
  EXPECT_TRUE(Polynomial(x_).EqualTo(Polynomial(Monomial(x_))));
  EXPECT_TRUE(Polynomial().EqualTo(Polynomial(nullptr)));
  EXPECT_EQ(to_string(Polynomial()), "0");
  EXPECT_EQ(fmt::format("{}", Polynomial(3 * x_)), "3*x");
}

TEST_F(PolynomialTest, ArithmeticMatchesExpressions) {
  const Expression e1 = a_ * x_ * x_ + 2 * x_ * y_ - b_ * z_ + 1.5;
  const Expression e2 = x_ * y_ * z_ - (a_ + b_) * y_ + 0.25 * z_ * z_;
  const Polynomial p1(e1, xyz_);
  const Polynomial p2(e2, xyz_);
  ExpectSameValues(p1 + p2, e1 + e2);
  ExpectSameValues(p1 - p2, e1 - e2);
  ExpectSameValues(p1 * p2, e1 * e2);
  ExpectSameValues(-p1, -e1);
  ExpectSameValues(pow(p1, 3), pow(e1, 3));
  ExpectSameValues(pow(p2, 0), Expression(1.0));
  ExpectSameValues(p1 * 2.5 - 1.0, 2.5 * e1 - 1.0);
  ExpectSameValues(p1 / 4.0, e1 / 4.0);
  ExpectSameValues(p1 * Monomial(x_, 2), e1 * x_ * x_);
  ExpectSameValues(Monomial(y_) - p2, y_ - e2);
  ExpectSameValues(Monomial(x_) + Monomial(y_), x_ + y_);
  ExpectSameValues(3.0 - Monomial(z_), 3.0 - z_);
  EXPECT_EQ((p1 * p2).TotalDegree(), 5);
  DRAKE_EXPECT_THROWS_MESSAGE(pow(p1, -1), ".*exponent -1.*negative.*");

  // Expression op Polynomial is an Expression.
  for (const Environment& env : RandomEnvironments(5)) {
    const Expression mixed = e2 * p1 + p2 / e1;
    EXPECT_NEAR(mixed.Evaluate(env),
                e2.Evaluate(env) * e1.Evaluate(env) +
                    e2.Evaluate(env) / e1.Evaluate(env),
                1e-13);
  }

  // p − p is the zero polynomial (every coefficient cancels structurally).
  EXPECT_TRUE((p1 - p1).EqualTo(Polynomial()));
  EXPECT_TRUE((p1 * 0.0).EqualTo(Polynomial()));
}

TEST_F(PolynomialTest, VariableIsMonomialOrCoefficient) {
  // Per the class comment: x (an indeterminate) adds to the x term; a (not
  // one) becomes a constant term and a decision variable.
  const Polynomial p(2 * x_ * x_ + x_, {x_});
  const Polynomial with_x = p + x_;
  EXPECT_TRUE(with_x.monomial_to_coefficient_map().at(Monomial(x_)).EqualTo(2));
  EXPECT_TRUE(with_x.decision_variables().empty());
  const Polynomial with_a = p + a_;
  EXPECT_TRUE(with_a.monomial_to_coefficient_map().at(Monomial()).EqualTo(a_));
  EXPECT_EQ(with_a.decision_variables(), Variables({a_}));
  const Polynomial times_a = p * a_;
  EXPECT_EQ(times_a.TotalDegree(), 2);
  ExpectSameValues(times_a, a_ * (2 * x_ * x_ + x_));
  const Polynomial times_x = x_ * p;
  EXPECT_EQ(times_x.TotalDegree(), 3);
  ExpectSameValues(a_ - p, a_ - (2 * x_ * x_ + x_));
  ExpectSameValues(p - x_, 2 * x_ * x_);
  // An indeterminate of one operand used as a decision variable of the other
  // breaks the invariant.
  DRAKE_EXPECT_THROWS_MESSAGE(
      Polynomial(a_ * x_, {x_}) + Polynomial(x_ * a_, {a_}),
      "Polynomial .* does not satisfy the invariant because the following "
      "variable\\(s\\) are used as decision variables and indeterminates at "
      "the same time:\n\\{x, a\\}\\.");
}

TEST_F(PolynomialTest, DifferentiateAndJacobianMatchExpressions) {
  const Expression e = a_ * pow(x_, 3) * y_ - b_ * b_ * y_ * z_ + x_ * z_;
  const Polynomial p(e, xyz_);
  // Indeterminates and decision variables alike; an absent variable gives 0.
  for (const Variable& v : {x_, y_, z_, a_, b_}) {
    ExpectSameValues(p.Differentiate(v), e.Differentiate(v));
  }
  EXPECT_TRUE(p.Differentiate(Variable("w")).EqualTo(Polynomial()));
  // d/dx of a x³ y is 3a x² y: exact coefficient.
  EXPECT_TRUE(p.Differentiate(x_)
                  .monomial_to_coefficient_map()
                  .at(Monomial({{x_, 2}, {y_, 1}}))
                  .EqualTo(3 * a_));

  const Eigen::Matrix<Variable, 3, 1> vars(x_, y_, z_);
  const auto J_row = p.Jacobian(vars);
  static_assert(decltype(J_row)::ColsAtCompileTime == 3);
  const RowVectorX<Expression> J_e = e.Jacobian(vars);
  for (int i = 0; i < 3; ++i) ExpectSameValues(J_row(i), J_e(i));

  const Expression f = x_ * y_ + a_ * z_ * z_;
  const VectorX<Polynomial> fs =
      (VectorX<Polynomial>(2) << p, Polynomial(f, xyz_)).finished();
  const MatrixX<Polynomial> J = Jacobian(fs, vars);
  const MatrixX<Expression> J_expected =
      Jacobian(Vector2<Expression>(e, f), vars);
  ASSERT_EQ(J.rows(), 2);
  ASSERT_EQ(J.cols(), 3);
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 3; ++j) ExpectSameValues(J(i, j), J_expected(i, j));
  }
}

TEST_F(PolynomialTest, Integrate) {
  // ∫ (3x² + 2a·x·y) dx = x³ + a·x²·y; over [0, 2] it is 8 + 4a·y.
  const Polynomial p(3 * x_ * x_ + 2 * a_ * x_ * y_, {x_, y_});
  ExpectSameValues(p.Integrate(x_), pow(x_, 3) + a_ * x_ * x_ * y_);
  ExpectSameValues(p.Integrate(x_, 0, 2), 8 + 4 * a_ * y_);
  // Integrating in a new variable makes it an indeterminate: ∫ p dz = p·z.
  const Polynomial pz = p.Integrate(z_);
  EXPECT_TRUE(pz.indeterminates().include(z_));
  ExpectSameValues(pz, (3 * x_ * x_ + 2 * a_ * x_ * y_) * z_);
  DRAKE_EXPECT_THROWS_MESSAGE(p.Integrate(a_),
                              "a is a decision variable of polynomial .*");
}

TEST_F(PolynomialTest, Evaluation) {
  const Polynomial p((a_ + 1) * x_ * x_ + b_ * x_ * y_ + 2, {x_, y_});
  // At x = 2, y = 3, a = 1, b = −1: 2·4 − 6 + 2 = 4.
  const Environment env{{x_, 2.0}, {y_, 3.0}, {a_, 1.0}, {b_, -1.0}};
  EXPECT_EQ(p.Evaluate(env), 4.0);
  DRAKE_EXPECT_THROWS_MESSAGE(p.Evaluate(Environment{{x_, 1.0}}), ".*");

  // Partial: x = 2 leaves (4a + 4) + 2b·y + 2 in y.
  const Polynomial partial = p.EvaluatePartial(x_, 2.0);
  ExpectSameValues(partial, 4 * a_ + 4 + 2 * b_ * y_ + 2);
  EXPECT_EQ(partial.Degree(y_), 1);
  ExpectSameValues(p.EvaluatePartial(Environment{{a_, 0.5}}),
                   1.5 * x_ * x_ + b_ * x_ * y_ + 2);

  // Batch evaluation needs constant coefficients.
  const Polynomial q(x_ * x_ - 3 * x_ * y_ + 1, {x_, y_});
  Eigen::MatrixXd values(2, 3);
  values << 1, 2, -1,  // x
      0, 1, 2;         // y
  const Eigen::VectorXd batch =
      q.EvaluateIndeterminates(Vector2<Variable>(x_, y_), values);
  EXPECT_EQ(batch, Eigen::Vector3d(2, -1, 8));
  DRAKE_EXPECT_THROWS_MESSAGE(
      p.EvaluateIndeterminates(Vector2<Variable>(x_, y_), values),
      ".*EvaluateIndeterminates: the coefficient .* is not a constant");

  // Affine coefficients: p = (a + 1)x² + b·x·y + 2 at the same points gives
  // rows [x², xy]·[a; b] + (x² + 2).
  Eigen::MatrixXd A;
  VectorX<Variable> decision;
  Eigen::VectorXd bvec;
  p.EvaluateWithAffineCoefficients(Vector2<Variable>(x_, y_), values, &A,
                                   &decision, &bvec);
  ASSERT_EQ(decision.size(), 2);
  for (int j = 0; j < 3; ++j) {
    const double xv = values(0, j);
    const double yv = values(1, j);
    for (int k = 0; k < 2; ++k) {
      const double expected = decision(k).equal_to(a_) ? xv * xv : xv * yv;
      EXPECT_EQ(A(j, k), expected);
    }
    EXPECT_EQ(bvec(j), xv * xv + 2);
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      Polynomial(sin(a_) * x_, {x_})
          .EvaluateWithAffineCoefficients(Vector2<Variable>(x_, y_), values, &A,
                                          &decision, &bvec),
      ".*not affine.*");
}

TEST_F(PolynomialTest, SetIndeterminates) {
  // Drake's example: a·x² + b·x + c has degree 2 in x and degree 1 in
  // {a, b, c}, where the coefficient of a is x².
  const Variable c("c");
  Polynomial p(a_ * x_ * x_ + b_ * x_ + c, {x_});
  EXPECT_EQ(p.TotalDegree(), 2);
  p.SetIndeterminates({a_, b_, c});
  EXPECT_EQ(p.TotalDegree(), 1);
  EXPECT_EQ(p.indeterminates(), Variables({a_, b_, c}));
  EXPECT_EQ(p.decision_variables(), Variables({x_}));
  EXPECT_TRUE(p.monomial_to_coefficient_map()
                  .at(Monomial(a_))
                  .EqualTo(pow(Expression(x_), 2)));
  // A superset without decision variables keeps the terms.
  Polynomial q(x_ * x_, {x_});
  q.SetIndeterminates({x_, y_});
  EXPECT_EQ(q.indeterminates(), Variables({x_, y_}));
  EXPECT_EQ(q.monomial_to_coefficient_map().size(), 1);
}

TEST_F(PolynomialTest, ComparisonAndCleanup) {
  const Polynomial p1(pow(x_ + 1, 2));
  const Polynomial p2(x_ * x_ + 2 * x_ + 1);
  EXPECT_TRUE(p1.EqualTo(p2));
  EXPECT_TRUE(static_cast<bool>(p1 == p2));
  EXPECT_FALSE(static_cast<bool>(p1 != p2));
  EXPECT_FALSE(static_cast<bool>(p1 == p2 + 1e-3));
  EXPECT_TRUE(p1.CoefficientsAlmostEqual(p2 + 1e-7 * Monomial(x_), 1e-6));
  EXPECT_FALSE(p1.CoefficientsAlmostEqual(p2 + 1e-5 * Monomial(x_), 1e-6));

  // 2x² + 3xy + 10⁻⁴x − 10⁻⁵ without terms ≤ 10⁻³ is 2x² + 3xy.
  const Polynomial p(2 * x_ * x_ + 3 * x_ * y_ + 1e-4 * x_ - 1e-5);
  EXPECT_TRUE(p.RemoveTermsWithSmallCoefficients(1e-3).EqualTo(
      Polynomial(2 * x_ * x_ + 3 * x_ * y_)));
  DRAKE_EXPECT_THROWS_MESSAGE(p.RemoveTermsWithSmallCoefficients(0),
                              ".*must be positive.*");

  // Even: x² + y⁴ + 3 (also with a coefficient (a − a)·x that expands to 0);
  // odd: x³ − x·y.
  EXPECT_TRUE(Polynomial(x_ * x_ + pow(y_, 4) + 3).IsEven());
  EXPECT_FALSE(Polynomial(x_ * x_ + pow(y_, 4) + 3).IsOdd());
  EXPECT_TRUE(Polynomial(pow(x_, 3) - x_ * y_ * z_).IsOdd());
  EXPECT_FALSE(Polynomial(pow(x_, 3) + 1).IsOdd());
  EXPECT_FALSE(Polynomial(pow(x_, 3) + 1).IsEven());

  // Expand: a coefficient (a + 1)² − a² − 2a expands to 1.
  Polynomial unexpanded;
  unexpanded.AddProduct(pow(a_ + 1, 2) - a_ * a_ - 2 * a_, Monomial(x_));
  const Polynomial expanded = unexpanded.Expand();
  EXPECT_TRUE(expanded.EqualTo(Polynomial(Monomial(x_))));
}

TEST_F(PolynomialTest, Roots) {
  // (x − 1)(x − 2)(x + 3) = x³ − 7x + 6. The companion-matrix eigenvalues
  // are accurate to a few ulps times the (modest) root condition numbers.
  const Polynomial p((x_ - 1) * (x_ - 2) * (x_ + 3));
  Eigen::VectorXcd roots = p.Roots();
  ASSERT_EQ(roots.size(), 3);
  std::vector<double> real;
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(roots(i).imag(), 0.0, 1e-12);
    real.push_back(roots(i).real());
  }
  std::sort(real.begin(), real.end());
  EXPECT_NEAR(real[0], -3, 1e-12);
  EXPECT_NEAR(real[1], 1, 1e-12);
  EXPECT_NEAR(real[2], 2, 1e-12);
  // 2x² + 2 has roots ±i.
  roots = Polynomial(2 * x_ * x_ + 2).Roots();
  ASSERT_EQ(roots.size(), 2);
  EXPECT_NEAR(std::abs(roots(0).imag()), 1.0, 1e-14);
  EXPECT_NEAR(roots(0).real(), 0.0, 1e-14);
  DRAKE_EXPECT_THROWS_MESSAGE(Polynomial(x_ * y_).Roots(),
                              ".*is not a univariate polynomial.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Polynomial(a_ * x_, {x_}).Roots(),
                              ".*only supports polynomials with constant "
                              "coefficients.*");
}

TEST_F(PolynomialTest, SubstituteAndExpand) {
  // p = x³ + x·y with x = 1 + z, y = 2z − a.
  const Polynomial p(pow(x_, 3) + x_ * y_, {x_, y_});
  const std::unordered_map<Variable, Polynomial> substitution{
      {x_, Polynomial(1 + z_, {z_})}, {y_, Polynomial(2 * z_ - a_, {z_})}};
  Polynomial::SubstituteAndExpandCacheData cache;
  const Polynomial result = p.SubstituteAndExpand(substitution, &cache);
  EXPECT_EQ(result.indeterminates(), Variables({z_}));
  ExpectSameValues(result, pow(1 + z_, 3) + (1 + z_) * (2 * z_ - a_));
  EXPECT_FALSE(cache.get_data()->empty());
  // The cache is reused for another polynomial in the same substitution.
  ExpectSameValues(
      Polynomial(pow(x_, 2), {x_}).SubstituteAndExpand(substitution, &cache),
      pow(1 + z_, 2));
  DRAKE_EXPECT_THROWS_MESSAGE(p.SubstituteAndExpand({{x_, Polynomial(z_)}}),
                              ".*no substitution for the indeterminate y.*");
}

TEST_F(PolynomialTest, EigenMatrices) {
  // A 2×2 times a 2×1 matrix of polynomials against the same product of
  // expressions.
  Matrix2<Expression> A_e;
  A_e << x_ + a_, x_ * y_, 2.0, y_ * y_ - z_;
  Vector2<Expression> v_e(z_, x_ - b_ * y_);
  Matrix2<Polynomial> A;
  Vector2<Polynomial> v;
  for (int i = 0; i < 2; ++i) {
    v(i) = Polynomial(v_e(i), xyz_);
    for (int j = 0; j < 2; ++j) A(i, j) = Polynomial(A_e(i, j), xyz_);
  }
  const Vector2<Polynomial> Av = A * v;
  const Vector2<Expression> Av_e = A_e * v_e;
  for (int i = 0; i < 2; ++i) ExpectSameValues(Av(i), Av_e(i));
  // Evaluate of the matrix.
  const Environment env = RandomEnvironments(1)[0];
  const Eigen::Vector2d Av_value = Evaluate(Av, env);
  for (int i = 0; i < 2; ++i) {
    EXPECT_NEAR(Av_value(i), Av_e(i).Evaluate(env),
                1e-14 * TermScale(Av(i), env));
  }
  // Mixed products: double × Polynomial, Monomial · Monomial (a dot product
  // is a Polynomial), Expression × Polynomial.
  const Eigen::Matrix2d D = (Eigen::Matrix2d() << 1, -2, 0.5, 3).finished();
  const Vector2<Polynomial> Dv = D * v;
  for (int i = 0; i < 2; ++i) {
    ExpectSameValues(Dv(i), D(i, 0) * v_e(0) + D(i, 1) * v_e(1));
  }
  const Vector2<Monomial> m(Monomial(x_), Monomial(y_, 2));
  const Polynomial m_dot_m = m.dot(m);
  ExpectSameValues(m_dot_m, x_ * x_ + pow(y_, 4));
  const Eigen::Matrix<Expression, 1, 2> row_e(a_, 2.0);
  const auto e_times_p = row_e * v;
  EXPECT_NEAR(e_times_p(0).Evaluate(env),
              (a_ * v_e(0) + 2.0 * v_e(1)).Evaluate(env), 1e-14);
  // mᵀQm from the lower triangle of Q = [1 2; 2 3] over m = [x, 1]:
  // x² + 4x + 3.
  const Vector2<Monomial> basis(Monomial(x_), Monomial(nullptr));
  const Polynomial gram =
      CalcPolynomialWLowerTriangularPart(basis, Eigen::Vector3d(1, 2, 3));
  EXPECT_TRUE(gram.EqualTo(Polynomial(x_ * x_ + 4 * x_ + 3)));
}

}  // namespace polynomial_test
}  // namespace symbolic
}  // namespace drake
