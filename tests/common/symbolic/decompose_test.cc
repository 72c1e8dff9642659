// symbolic decompositions (decompose.h). The affine decompositions are
// checked on expressions built from known small-integer coefficients, so the
// recovered M and v must equal them exactly (every step is exact
// floating-point arithmetic on small integers). The lumped-parameter
// factorization is checked by reassembling W·α + w0 and comparing it with f
// at random points; the L2 norm by the identities AᵀA = A₀ᵀA₀ and
// Aᵀb = A₀ᵀb₀ of the |A₀x + b₀| it was built from.

#include "drake/common/symbolic/decompose.h"

#include <cmath>
#include <random>
#include <unordered_map>
#include <vector>

#include <Eigen/Core>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace symbolic {
namespace decompose_test {

class DecomposeTest : public ::testing::Test {
 protected:
  DecomposeTest() {
    x_ << x0_, x1_, x2_;
    // clang-format off
    M_ << 1, -2,  3,
          0,  4, -5,
          7,  0,  0;
    // clang-format on
    v_ << 6, -1, 0;
  }

  const Variable x0_{"x0"};
  const Variable x1_{"x1"};
  const Variable x2_{"x2"};
  const Variable a_{"a"};
  Vector3<Variable> x_;
  Eigen::Matrix3d M_;
  Eigen::Vector3d v_;
};

TEST_F(DecomposeTest, IsAffine) {
  Eigen::Matrix<Expression, 2, 2> m;
  // clang-format off
  m << a_ * a_ * x0_,            x0_,
       2 * x0_ + sin(a_), 3 * x0_ + 1;
  // clang-format on
  // affine in x0 (a only in the coefficients), but not in {a, x0}.
  EXPECT_TRUE(IsAffine(m, Variables{x0_}));
  EXPECT_FALSE(IsAffine(m));
  EXPECT_FALSE(IsAffine(m, Variables{a_, x0_}));
  // a product of sums whose quadratic terms cancel once expanded.
  Vector1<Expression> cancel((x0_ + 1) * (x1_ + 2) - x0_ * x1_);
  EXPECT_TRUE(IsAffine(cancel));
  // functions of a decomposed variable are not affine.
  EXPECT_FALSE(IsAffine(Vector1<Expression>(sin(x0_)), Variables{x0_}));
  EXPECT_FALSE(IsAffine(Vector1<Expression>(1 / x0_), Variables{x0_}));
  EXPECT_TRUE(IsAffine(Vector1<Expression>(x0_ / a_), Variables{x0_}));
  EXPECT_TRUE(IsAffine(MatrixX<Expression>(0, 3)));
}

TEST_F(DecomposeTest, LinearExact) {
  const Vector3<Expression> e = M_ * x_.cast<Expression>();
  Eigen::MatrixXd M(3, 3);
  DecomposeLinearExpressions(e, x_, &M);
  EXPECT_EQ(M, M_);
  // a fixed-size output, and a variable order different from the one of e.
  Eigen::Matrix3d M_static;
  const Vector3<Variable> reversed(x2_, x1_, x0_);
  DecomposeLinearExpressions(e, reversed, &M_static);
  EXPECT_EQ(M_static, M_.rowwise().reverse().eval());
}

TEST_F(DecomposeTest, LinearRejects) {
  Eigen::MatrixXd M(1, 3);
  // a quadratic term, named in the message.
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposeLinearExpressions(Vector1<Expression>(2 * x0_ + x1_ * x1_), x_,
                                 &M),
      ".*DecomposeLinearExpressions.*degree 2.*");
  // a constant term.
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposeLinearExpressions(Vector1<Expression>(2 * x0_ + 5), x_, &M),
      ".*constant term 5.*");
  // a function of a decomposed variable.
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposeLinearExpressions(Vector1<Expression>(sin(x0_)), x_, &M),
      ".*sin\\(x0\\) is not a polynomial.*");
  // a coefficient that is another variable.
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposeLinearExpressions(Vector1<Expression>(a_ * x0_), x_, &M),
      ".*coefficient a of x0.*not a constant.*");
}

TEST_F(DecomposeTest, PreconditionsThrow) {
  // a wrong output size throws (Drake aborts).
  Eigen::MatrixXd M(2, 3);
  Eigen::VectorXd v(3);
  const Vector3<Expression> e = x_.cast<Expression>();
  EXPECT_THROW(DecomposeLinearExpressions(e, x_, &M), std::exception);
  EXPECT_THROW(DecomposeAffineExpressions(e, x_, &M, &v), std::exception);
  Eigen::RowVectorXd coeffs(2);
  double constant{};
  const auto [vars, map] = ExtractVariablesFromExpression(e);
  EXPECT_THROW(DecomposeAffineExpression(x0_, map, &coeffs, &constant),
               std::exception);
}

TEST_F(DecomposeTest, AffineExact) {
  const Vector3<Expression> e = M_ * x_.cast<Expression>() + v_;
  Eigen::MatrixXd M(3, 3);
  Eigen::VectorXd v(3);
  DecomposeAffineExpressions(e, x_, &M, &v);
  EXPECT_EQ(M, M_);
  EXPECT_EQ(v, v_);
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposeAffineExpressions(Vector3<Expression>(x0_ * x1_, x0_, x1_), x_,
                                 &M, &v),
      ".*DecomposeAffineExpressions.*x0 \\* x1.*degree 2.*");
}

TEST_F(DecomposeTest, AffineWithExtractedVariables) {
  // 3 + 2·x0 − x2 and x1 − 4: the variables come out in the order of
  // first appearance, x0, x2 (first expression), then x1.
  const Vector2<Expression> e(3 + 2 * x0_ - x2_, x1_ - 4);
  Eigen::MatrixXd A;
  Eigen::VectorXd b;
  VectorX<Variable> vars;
  DecomposeAffineExpressions(e, &A, &b, &vars);
  ASSERT_EQ(vars.size(), 3);
  EXPECT_TRUE(vars(0).equal_to(x0_));
  EXPECT_TRUE(vars(1).equal_to(x2_));
  EXPECT_TRUE(vars(2).equal_to(x1_));
  Eigen::Matrix<double, 2, 3> A_expected;
  A_expected << 2, -1, 0, 0, 0, 1;
  EXPECT_EQ(A, A_expected);
  EXPECT_EQ(b, Eigen::Vector2d(3, -4));
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposeAffineExpressions(Vector1<Expression>(cos(x0_)), &A, &b, &vars),
      ".*cos\\(x0\\) is not a polynomial.*");
}

TEST_F(DecomposeTest, SingleAffineExpression) {
  const auto [vars, map] =
      ExtractVariablesFromExpression(Vector2<Expression>(x0_ + x1_, x2_));
  Eigen::RowVectorXd coeffs(3);
  double constant{};
  // the x0 terms cancel: one variable left.
  EXPECT_EQ(DecomposeAffineExpression(2 * x0_ + 3 * x1_ - 2 * x0_ + 7, map,
                                      &coeffs, &constant),
            1);
  EXPECT_EQ(coeffs, Eigen::RowVector3d(0, 3, 0));
  EXPECT_EQ(constant, 7);
  EXPECT_EQ(DecomposeAffineExpression(-x2_ + 4 * x0_, map, &coeffs, &constant),
            2);
  EXPECT_EQ(coeffs, Eigen::RowVector3d(4, 0, -1));
  EXPECT_EQ(constant, 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposeAffineExpression(x0_ * x0_, map, &coeffs, &constant),
      ".*pow\\(x0, 2\\).*degree 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposeAffineExpression(x0_ + a_, map, &coeffs, &constant),
      ".*variable a .*no index.*");
}

TEST_F(DecomposeTest, ExtractVariables) {
  std::vector<Variable> vars{x1_};
  std::unordered_map<Variable::Id, int> map{{x1_.get_id(), 0}};
  ExtractAndAppendVariablesFromExpression(x0_ + x1_ * x2_, &vars, &map);
  ASSERT_EQ(vars.size(), 3);
  // x1 stays first; x0 and x2 follow in the order of GetVariables().
  EXPECT_TRUE(vars[0].equal_to(x1_));
  EXPECT_TRUE(vars[1].equal_to(x0_));
  EXPECT_TRUE(vars[2].equal_to(x2_));
  for (int i = 0; i < 3; ++i) EXPECT_EQ(map.at(vars[i].get_id()), i);
  std::unordered_map<Variable::Id, int> wrong_size;
  EXPECT_THROW(ExtractAndAppendVariablesFromExpression(x0_, &vars, &wrong_size),
               std::exception);

  const auto [single, single_map] = ExtractVariablesFromExpression(x2_ * x0_);
  ASSERT_EQ(single.size(), 2);
  EXPECT_TRUE(single(0).equal_to(x0_));
  EXPECT_TRUE(single(1).equal_to(x2_));
  EXPECT_EQ(single_map.at(x2_.get_id()), 1);
}

TEST_F(DecomposeTest, QuadraticPolynomial) {
  // p = 3·x0² + 4·x0·x1 − x1² + 5·x0 − 2·x1 + 7 = 0.5·xᵀQx + bᵀx + c with
  // Q = [6 4; 4 −2], b = (5, −2), c = 7.
  const Polynomial p(3 * x0_ * x0_ + 4 * x0_ * x1_ - x1_ * x1_ + 5 * x0_ -
                     2 * x1_ + 7);
  const std::unordered_map<Variable::Id, int> map{{x0_.get_id(), 0},
                                                  {x1_.get_id(), 1}};
  Eigen::MatrixXd Q(2, 2);
  Eigen::VectorXd b(2);
  double c{};
  DecomposeQuadraticPolynomial(p, map, &Q, &b, &c);
  EXPECT_EQ(Q, (Eigen::Matrix2d() << 6, 4, 4, -2).finished());
  EXPECT_EQ(b, Eigen::Vector2d(5, -2));
  EXPECT_EQ(c, 7);
  DRAKE_EXPECT_THROWS_MESSAGE(DecomposeQuadraticPolynomial(
                                  Polynomial(x0_ * x0_ * x1_), map, &Q, &b, &c),
                              ".*monomial x0\\^2 \\* x1.*degree 3.*");
}

TEST_F(DecomposeTest, LumpedParameters) {
  // f = [a·b·sin(x0) + a·x1 + 2·x0; b·x0² + 3·a·x1 + b + a²·cos(x1)]
  // with parameters a, b: α = {a, a², a·b, b}, the W entries involve only
  // x0, x1, and w0 = [2·x0; 0].
  const Variable b_{"b"};
  const Vector2<Variable> parameters(a_, b_);
  const Vector2<Expression> f(
      a_ * b_ * sin(x0_) + a_ * x1_ + 2 * x0_,
      b_ * x0_ * x0_ + 3 * a_ * x1_ + b_ + a_ * a_ * cos(x1_));
  const auto [W, alpha, w0] = DecomposeLumpedParameters(f, parameters);
  ASSERT_EQ(W.rows(), 2);
  ASSERT_EQ(W.cols(), alpha.size());
  EXPECT_EQ(alpha.size(), 4);
  const Variables parameter_set(parameters);
  for (int k = 0; k < alpha.size(); ++k) {
    EXPECT_TRUE(alpha(k).GetVariables().IsSubsetOf(parameter_set)) << alpha(k);
    for (int i = 0; i < 2; ++i) {
      EXPECT_TRUE(intersect(W(i, k).GetVariables(), parameter_set).empty())
          << W(i, k);
    }
  }
  EXPECT_TRUE(w0(0).EqualTo(2 * x0_)) << w0(0);
  EXPECT_TRUE(w0(1).EqualTo(0)) << w0(1);

  // W·α + w0 reproduces f at random points. Both sides evaluate the same
  // handful of products and sums of values in [−2, 2], so they agree to a
  // few roundings: 1e-12 in absolute terms.
  std::mt19937 generator(17);
  std::uniform_real_distribution<double> uniform(-2, 2);
  for (int trial = 0; trial < 20; ++trial) {
    Environment env;
    for (const Variable& var : {x0_, x1_, a_, b_}) {
      env.insert(var, uniform(generator));
    }
    const Eigen::VectorXd expected = Evaluate(f, env);
    const Eigen::VectorXd actual =
        Evaluate(W, env) * Evaluate(alpha, env) + Evaluate(w0, env);
    EXPECT_LT((actual - expected).lpNorm<Eigen::Infinity>(), 1e-12);
  }

  // terms with the same non-parameter part share a lumped parameter, and
  // rows the same column: a·x + b·x + a·c·y + a·c·y² + 2 and a·c give
  // α = {a + b, a·c}, W = [x, y + y²; 0, 1], w0 = [2; 0].
  const Variable c_{"c"};
  const Vector2<Expression> g(
      a_ * x0_ + b_ * x0_ + a_ * c_ * x1_ + a_ * c_ * x1_ * x1_ + 2, a_ * c_);
  const auto [Wg, alpha_g, w0_g] =
      DecomposeLumpedParameters(g, Vector3<Variable>(a_, b_, c_));
  ASSERT_EQ(alpha_g.size(), 2);
  // the order of α is the Expression order; find each column.
  const int k_sum = alpha_g(0).Expand().EqualTo(a_ + b_) ? 0 : 1;
  const int k_product = 1 - k_sum;
  EXPECT_TRUE(alpha_g(k_sum).Expand().EqualTo(a_ + b_)) << alpha_g(k_sum);
  EXPECT_TRUE(alpha_g(k_product).EqualTo(a_ * c_)) << alpha_g(k_product);
  EXPECT_TRUE(Wg(0, k_sum).EqualTo(x0_)) << Wg(0, k_sum);
  EXPECT_TRUE(Wg(0, k_product).Expand().EqualTo(x1_ + x1_ * x1_))
      << Wg(0, k_product);
  EXPECT_TRUE(Wg(1, k_sum).EqualTo(0)) << Wg(1, k_sum);
  EXPECT_TRUE(Wg(1, k_product).EqualTo(1)) << Wg(1, k_product);
  EXPECT_TRUE(w0_g(0).EqualTo(2)) << w0_g(0);
  EXPECT_TRUE(w0_g(1).EqualTo(0)) << w0_g(1);

  // a power of a product splits after expansion: (a·sin(b)·x0)² gives
  // W = [x0²], α = [a²·sin(b)²].
  const auto [Wp, alpha_p, w0_p] = DecomposeLumpedParameters(
      Vector1<Expression>(pow(a_ * sin(b_) * x0_, 2)), parameters);
  ASSERT_EQ(alpha_p.size(), 1);
  EXPECT_TRUE(Wp(0, 0).EqualTo(pow(x0_, 2))) << Wp(0, 0);
  EXPECT_TRUE(alpha_p(0).EqualTo(pow(a_, 2) * pow(sin(b_), 2))) << alpha_p(0);
  EXPECT_TRUE(w0_p(0).EqualTo(0)) << w0_p(0);

  // a term that mixes a parameter with another variable inside a function.
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposeLumpedParameters(Vector1<Expression>(x1_ + sin(a_ * x0_)),
                                parameters),
      ".*the term sin\\(.*\\) mixes the parameters \\{a\\}.*");
}

TEST_F(DecomposeTest, L2Norm) {
  // |A₀x + b₀| for a 3×2 A₀ of full column rank: A and b need not equal A₀
  // and b₀, but AᵀA = A₀ᵀA₀ and Aᵀb = A₀ᵀb₀ (the quadratic and linear terms
  // of |Ax + b|²). Both come from an eigen or Cholesky factorization of a
  // matrix with entries up to 56, so they agree to 1e-12.
  const Vector2<Variable> x(x0_, x1_);
  Eigen::Matrix<double, 3, 2> A0;
  A0 << 1, 2, 3, 4, 5, 6;
  const Eigen::Vector3d b0(7, 8, 9);
  const Expression e = (A0 * x.cast<Expression>() + b0).norm();
  const auto [ok, A, b, vars] = DecomposeL2NormExpression(e);
  ASSERT_TRUE(ok);
  ASSERT_EQ(vars.size(), 2);
  EXPECT_TRUE(vars(0).equal_to(x0_));
  EXPECT_TRUE(vars(1).equal_to(x1_));
  EXPECT_LT(
      ((A.transpose() * A) - A0.transpose() * A0).lpNorm<Eigen::Infinity>(),
      1e-12);
  EXPECT_LT(
      ((A.transpose() * b) - A0.transpose() * b0).lpNorm<Eigen::Infinity>(),
      1e-12);

  // sqrt(x0² + x1²): A is the identity (the Cholesky factor of I), b = 0.
  const auto [ok2, A2, b2, vars2] =
      DecomposeL2NormExpression(sqrt(x0_ * x0_ + x1_ * x1_));
  ASSERT_TRUE(ok2);
  EXPECT_EQ(A2, Eigen::Matrix2d::Identity());
  EXPECT_EQ(b2, Eigen::Vector2d::Zero());

  // rank one: |x0 + x1 + 1|, written expanded (sqrt((x0 + x1 + 1)²) would
  // simplify to an abs), has a singular Hessian; A has one row.
  const auto [ok3, A3, b3, vars3] = DecomposeL2NormExpression(
      sqrt(x0_ * x0_ + 2 * x0_ * x1_ + x1_ * x1_ + 2 * x0_ + 2 * x1_ + 1));
  ASSERT_TRUE(ok3);
  EXPECT_EQ(A3.rows(), 1);
  EXPECT_LT(std::abs(std::abs(b3(0)) - 1), 1e-12);

  // not a norm: no sqrt, a cubic, an indefinite Hessian, and a constant
  // term outside what A's rows (as many as the Hessian's rank) can match:
  // x0² + 1 is |(x0, 1)|², but with A = [1 0] no b gives bᵀb = 1 and
  // Aᵀb = 0 (Drake's decomposition has the same limit).
  EXPECT_FALSE(std::get<0>(DecomposeL2NormExpression(x0_ * x0_)));
  EXPECT_FALSE(std::get<0>(DecomposeL2NormExpression(sqrt(x0_ * x0_ * x0_))));
  EXPECT_FALSE(
      std::get<0>(DecomposeL2NormExpression(sqrt(x0_ * x0_ - x1_ * x1_))));
  EXPECT_FALSE(std::get<0>(DecomposeL2NormExpression(sqrt(x0_ * x0_ + 1))));
  EXPECT_FALSE(std::get<0>(DecomposeL2NormExpression(sqrt(sin(x0_)))));
  EXPECT_THROW(DecomposeL2NormExpression(sqrt(x0_ * x0_), -1), std::exception);
}

}  // namespace decompose_test
}  // namespace symbolic
}  // namespace drake
