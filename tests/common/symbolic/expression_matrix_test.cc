// Eigen matrices of symbolic::Expression: products (symbolic × symbolic,
// mixed with double and Variable), transposes, dot products, small inverses,
// LDLT solves with a constant matrix, Transform products, entrywise
// relations, drake_bool's reductions over formulas, and the matrix forms of
// Evaluate, Substitute and ExtractDoubleOrThrow. Every symbolic result is
// evaluated at a random point and compared with the same computation in
// double.

#include <cmath>
#include <random>

#include <Eigen/Cholesky>
#include <Eigen/Core>
#include <Eigen/Geometry>
#include <Eigen/LU>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/cond.h"
#include "drake/common/drake_bool.h"
#include "drake/common/symbolic/expression.h"

namespace drake {
namespace symbolic {
namespace expression_matrix_test {

// Matrices whose entries are affine in two variables, m(i, j) = a(i, j)·x +
// b(i, j)·y + c(i, j), with a, b, c drawn from [−1, 1] and x, y from
// [0.5, 1.5]: the symbolic matrix and its value at (x, y) are built from the
// same numbers.
class ExpressionMatrixTest : public ::testing::Test {
 protected:
  // Also returns in `magnitude` the entries |a|·x + |b|·y + |c|, which bound
  // the rounding errors of evaluating the entries (used as the scale of
  // tolerances, since a value may be small by cancellation).
  MatrixX<Expression> Affine(int rows, int cols, Eigen::MatrixXd* value,
                             Eigen::MatrixXd* magnitude = nullptr) {
    MatrixX<Expression> m(rows, cols);
    value->resize(rows, cols);
    Eigen::MatrixXd size(rows, cols);
    for (int i = 0; i < rows; ++i) {
      for (int j = 0; j < cols; ++j) {
        const double a = Uniform(-1, 1), b = Uniform(-1, 1), c = Uniform(-1, 1);
        m(i, j) = a * x_ + b * y_ + c;
        (*value)(i, j) = a * xv_ + b * yv_ + c;
        size(i, j) = std::abs(a) * xv_ + std::abs(b) * yv_ + std::abs(c);
      }
    }
    if (magnitude != nullptr) *magnitude = size;
    return m;
  }

  double Uniform(double lo, double hi) {
    return std::uniform_real_distribution<double>(lo, hi)(generator_);
  }

  // Every entry of the symbolic `m` evaluates to the entry of `expected`
  // within `tol` times the entry of `scale`.
  void ExpectMatches(const MatrixX<Expression>& m,
                     const Eigen::MatrixXd& expected,
                     const Eigen::MatrixXd& scale, double tol) {
    ASSERT_EQ(m.rows(), expected.rows());
    ASSERT_EQ(m.cols(), expected.cols());
    const Eigen::MatrixXd value = Evaluate(m, env_);
    for (int i = 0; i < m.rows(); ++i) {
      for (int j = 0; j < m.cols(); ++j) {
        EXPECT_NEAR(value(i, j), expected(i, j), tol * scale(i, j))
            << "entry (" << i << ", " << j << "): " << m(i, j);
      }
    }
  }

  std::mt19937 generator_{20231};
  const Variable x_{"x"};
  const Variable y_{"y"};
  const double xv_{0.5 + std::uniform_real_distribution<double>()(generator_)};
  const double yv_{0.5 + std::uniform_real_distribution<double>()(generator_)};
  const Environment env_{{x_, xv_}, {y_, yv_}};
};

// A product entry is a sum of k products; evaluating the symbolic form
// performs the same operations in another order (sums are canonicalized),
// so the difference is a few roundings of the sum of the magnitudes of the
// terms: 1e-14 times Σₖ sizeᵢₖ(A)·sizeₖⱼ(B), with the entries' term
// magnitudes from Affine() (of order 1, k ≤ 5).
TEST_F(ExpressionMatrixTest, ProductsMatchDouble) {
  Eigen::MatrixXd A, B, A_size, B_size;
  const MatrixX<Expression> As = Affine(3, 5, &A, &A_size);
  const MatrixX<Expression> Bs = Affine(5, 2, &B, &B_size);
  const Eigen::MatrixXd scale = A_size * B_size;
  // symbolic × symbolic, symbolic × double, double × symbolic.
  ExpectMatches(As * Bs, A * B, scale, 1e-14);
  ExpectMatches(As * B, A * B, scale, 1e-14);
  ExpectMatches(A * Bs, A * B, scale, 1e-14);
  // Transposes: (AB)ᵀ = BᵀAᵀ.
  ExpectMatches(Bs.transpose() * As.transpose(), (A * B).transpose(),
                scale.transpose(), 1e-14);
  // A fixed-size matrix times a vector, and the in-place forms.
  Eigen::MatrixXd C, C_size;
  const MatrixX<Expression> Cs = Affine(3, 3, &C, &C_size);
  const Matrix3<Expression> C3 = Cs;
  const Vector3<Expression> v(x_, y_, 2.0);
  const Eigen::Vector3d v_value(xv_, yv_, 2.0);
  const Vector3<Expression> Cv = C3 * v;
  ExpectMatches(Cv, C * v_value, C_size * v_value.cwiseAbs(), 1e-14);
  MatrixX<Expression> acc = Cs;
  acc += Cs * 2.0;
  ExpectMatches(acc, 3.0 * C, 3.0 * C_size, 1e-15);
}

// Sums, differences and entrywise products mix Expression and double
// matrices (Eigen's scalar-binary-op traits); one or two operations per
// entry: 1e-15 of the magnitudes.
TEST_F(ExpressionMatrixTest, MixedEntrywiseOperations) {
  Eigen::MatrixXd A, B, A_size;
  const MatrixX<Expression> As = Affine(3, 2, &A, &A_size);
  Affine(3, 2, &B);
  const Eigen::MatrixXd scale = A_size + B.cwiseAbs();
  const MatrixX<Expression> sum = As + B;
  ExpectMatches(sum, A + B, scale, 1e-15);
  const MatrixX<Expression> difference = B - As;
  ExpectMatches(difference, B - A, scale, 1e-15);
  const MatrixX<Expression> product = As.cwiseProduct(B);
  ExpectMatches(product, A.cwiseProduct(B), A_size.cwiseProduct(B.cwiseAbs()),
                1e-15);
  const MatrixX<Expression> scaled = 2.5 * As;
  ExpectMatches(scaled, 2.5 * A, 2.5 * A_size, 1e-15);
}

// A row times a column is an inner product that converts to an Expression,
// as Eigen's do; dot() and squaredNorm() agree with double to 1e-14 of the
// sum of magnitudes.
TEST_F(ExpressionMatrixTest, DotProducts) {
  Eigen::MatrixXd a, b, a_size, b_size;
  const MatrixX<Expression> as = Affine(4, 1, &a, &a_size);
  const MatrixX<Expression> bs = Affine(4, 1, &b, &b_size);
  const VectorX<Expression> u = as.col(0), w = bs.col(0);
  const double scale = a_size.col(0).dot(b_size.col(0));
  const double expected = a.col(0).dot(b.col(0));
  EXPECT_NEAR(u.dot(w).Evaluate(env_), expected, 1e-14 * scale);
  const RowVector4<Expression> row = u.transpose();
  const Vector4<Expression> col = w;
  const Expression inner = row * col;
  EXPECT_NEAR(inner.Evaluate(env_), expected, 1e-14 * scale);
  // double row × symbolic column.
  const Eigen::RowVector4d row_d = a.col(0).transpose();
  const Expression mixed = row_d * col;
  EXPECT_NEAR(mixed.Evaluate(env_), expected, 1e-14 * scale);
  EXPECT_NEAR(u.squaredNorm().Evaluate(env_), a.col(0).squaredNorm(),
              1e-14 * a_size.col(0).squaredNorm());
}

// Variable matrices mix with double ones (Drake's products of decision
// variables with constant matrices): V·D evaluates to V(x)·D exactly up to
// the roundings of the sums (1e-14 of the magnitudes).
TEST_F(ExpressionMatrixTest, VariableTimesDouble) {
  const MatrixX<Variable> V = MakeMatrixContinuousVariable(2, 3, "v");
  Eigen::MatrixXd V_value(2, 3);
  Environment env;
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 3; ++j) {
      V_value(i, j) = Uniform(-1, 1);
      env.insert(V(i, j), V_value(i, j));
    }
  }
  Eigen::MatrixXd D(3, 2);
  D << 1, 2, 3, 4, 5, 6;
  const MatrixX<Expression> VD = V * D;
  const Eigen::MatrixXd expected = V_value * D;
  const Eigen::MatrixXd value = Evaluate(VD, env);
  EXPECT_TRUE(value.isApprox(expected, 1e-14));
  const MatrixX<Expression> DV = D * V;
  EXPECT_TRUE(Evaluate(DV, env).isApprox(D * V_value, 1e-14));
}

// The closed-form inverses Eigen uses for 2×2 and 3×3 matrices need no
// pivoting, so they work symbolically; M·M⁻¹ evaluates to the identity
// (cofactors of entries of order 1 over a determinant kept away from 0:
// 1e-12 absolute).
TEST_F(ExpressionMatrixTest, SmallInverses) {
  Eigen::MatrixXd M;
  MatrixX<Expression> Ms = Affine(3, 3, &M);
  // Make the matrix diagonally dominant so the inverse is well conditioned.
  for (int i = 0; i < 3; ++i) {
    Ms(i, i) += 4.0;
    M(i, i) += 4.0;
  }
  const Matrix3<Expression> M3 = Ms;
  const Matrix3<Expression> M3_inv = M3.inverse();
  const Eigen::Matrix3d value = Evaluate(M3_inv, env_);
  EXPECT_TRUE((value * M).isIdentity(1e-12));
  const Matrix2<Expression> M2 = Ms.topLeftCorner<2, 2>();
  const Eigen::Matrix2d value2 = Evaluate(M2.inverse(), env_);
  EXPECT_TRUE((value2 * M.topLeftCorner<2, 2>()).isIdentity(1e-12));
  EXPECT_NEAR(M3.determinant().Evaluate(env_), M.determinant(),
              1e-13 * std::abs(M.determinant()));
}

// LDLT of a constant symmetric matrix solves for a symbolic right-hand side:
// the solution is linear in x and y and matches Eigen's double LDLT at the
// point (same algorithm on the same numbers; 1e-13 relative to the
// solution's size, the matrix is well conditioned). A matrix with a variable
// throws, naming the variables (as Drake does).
TEST_F(ExpressionMatrixTest, LdltOfConstantMatrix) {
  Eigen::Matrix3d A;
  A << 4, 1, 0.5, 1, 3, 0.25, 0.5, 0.25, 2;
  const MatrixX<Expression> A_sym = A.cast<Expression>();
  VectorX<Expression> b(3);
  b << x_, y_, x_ * y_ + 1.0;
  const Eigen::Vector3d b_value(xv_, yv_, xv_ * yv_ + 1.0);
  const VectorX<Expression> solution = A_sym.ldlt().solve(b);
  const Eigen::Vector3d expected = A.ldlt().solve(b_value);
  const Eigen::VectorXd value = Evaluate(solution, env_);
  EXPECT_TRUE(value.isApprox(expected, 1e-13));
  // The Ref overload (Drake's specialization point) and isPositive().
  Eigen::LDLT<MatrixX<Expression>> ldlt(A_sym);
  EXPECT_EQ(ldlt.info(), Eigen::Success);
  EXPECT_TRUE(ldlt.isPositive());

  MatrixX<Expression> A_var = A_sym;
  A_var(0, 0) = x_;
  DRAKE_EXPECT_THROWS_MESSAGE(A_var.ldlt(),
                              ".*symbolic LDLT is not supported.*\\{x\\}.*");
}

// Transform<Expression> times Transform<double> (and the reverse) cast the
// double one, as Drake allows: a symbolic rotation about z by x composed
// with a numeric translation maps a point as the double transforms do
// (1e-14: one rotation of coordinates of order 1).
TEST_F(ExpressionMatrixTest, TransformProducts) {
  Eigen::Transform<Expression, 3, Eigen::Isometry> X_AB;
  X_AB.setIdentity();
  X_AB.linear() << cos(Expression(x_)), -sin(Expression(x_)), 0,
      sin(Expression(x_)), cos(Expression(x_)), 0, 0, 0, 1;
  X_AB.translation() << y_, 0, 1;
  Eigen::Isometry3d X_BC = Eigen::Isometry3d::Identity();
  X_BC.translation() << 0.5, -0.25, 2.0;
  Eigen::Isometry3d X_AB_value = Eigen::Isometry3d::Identity();
  X_AB_value.linear() =
      Eigen::AngleAxisd(xv_, Eigen::Vector3d::UnitZ()).toRotationMatrix();
  X_AB_value.translation() << yv_, 0, 1;
  const auto X_AC = X_AB * X_BC;
  const Eigen::Vector3d p_expected = (X_AB_value * X_BC).translation();
  const Eigen::Vector3d p_value = Evaluate(X_AC.translation(), env_);
  EXPECT_TRUE(p_value.isApprox(p_expected, 1e-14));
  const auto X_CA = X_BC * X_AB;
  const Eigen::Vector3d q_expected = (X_BC * X_AB_value).translation();
  EXPECT_TRUE(Evaluate(X_CA.translation(), env_).isApprox(q_expected, 1e-14));
}

// Evaluate, Substitute, Differentiate and ExtractDoubleOrThrow on matrices.
TEST_F(ExpressionMatrixTest, EntrywiseOperations) {
  Eigen::MatrixXd M;
  const MatrixX<Expression> Ms = Affine(2, 3, &M);
  // Substituting the values gives constants equal to the evaluation (the
  // same operations: exact).
  const MatrixX<Expression> constant =
      Substitute(Ms, {{x_, Expression(xv_)}, {y_, Expression(yv_)}});
  EXPECT_EQ(ExtractDoubleOrThrow(constant), Evaluate(Ms, env_));
  // Substituting x → 2y and evaluating matches the double computation at
  // (2y, y) (1e-14 relative: three terms of order 1).
  const MatrixX<Expression> sub = Substitute(Ms, x_, 2.0 * y_);
  const Environment env_y{{y_, yv_}};
  const Eigen::MatrixXd at_2y = Evaluate(sub, env_y);
  const Eigen::MatrixXd d_dx = Evaluate(Differentiate(Ms, x_), env_);
  const Eigen::MatrixXd d_dy = Evaluate(Differentiate(Ms, y_), env_);
  // An affine m is m(x, y) + m_x·(2y − x).
  EXPECT_TRUE(at_2y.isApprox(M + d_dx * (2 * yv_ - xv_), 1e-14));
  EXPECT_EQ(Evaluate(Differentiate(Ms, y_), env_), d_dy);
  EXPECT_EQ(GetVariables(Ms), Variables({x_, y_}));
  DRAKE_EXPECT_THROWS_MESSAGE(ExtractDoubleOrThrow(Ms),
                              ".*not a constant.*variables \\{x, y\\}.*");
  // A missing variable is named by Evaluate.
  DRAKE_EXPECT_THROWS_MESSAGE(Evaluate(Ms, Environment{{x_, 1.0}}),
                              ".*variable 'y' has no value.*");
}

// Relations between arrays are entrywise arrays of formulas; between
// matrices, one formula (the conjunction, or for != the disjunction).
// all/any/none reduce arrays of formulas; their values at a point match the
// double comparisons.
TEST_F(ExpressionMatrixTest, RelationsAndBooleanReductions) {
  Eigen::MatrixXd A, B;
  const MatrixX<Expression> As = Affine(2, 2, &A);
  const MatrixX<Expression> Bs = Affine(2, 2, &B);
  const Eigen::Array<Formula, Eigen::Dynamic, Eigen::Dynamic> less =
      As.array() < Bs.array();
  const Eigen::Array<Formula, Eigen::Dynamic, Eigen::Dynamic> ge_zero =
      As.array() >= 0.0;
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 2; ++j) {
      EXPECT_EQ(less(i, j).Evaluate(env_), A(i, j) < B(i, j));
      EXPECT_EQ(ge_zero(i, j).Evaluate(env_), A(i, j) >= 0.0);
    }
  }
  EXPECT_EQ(drake::all(less).Evaluate(env_), (A.array() < B.array()).all());
  EXPECT_EQ(drake::any(less).Evaluate(env_), (A.array() < B.array()).any());
  EXPECT_EQ(drake::none(less).Evaluate(env_), !(A.array() < B.array()).any());
  // Matrix relations: one formula.
  const Formula equal = (As == Bs);
  EXPECT_TRUE(is_conjunction(equal));
  EXPECT_FALSE(equal.Evaluate(env_));
  EXPECT_TRUE((As == As).Evaluate(env_));
  EXPECT_TRUE(is_true(As == As));
  EXPECT_TRUE((As != Bs).Evaluate(env_));
  // Eigen's own comparison functor gives formulas too.
  const Formula eq00 =
      Eigen::internal::scalar_cmp_op<Expression, Expression,
                                     Eigen::internal::cmp_EQ>()(As(0, 0),
                                                                Bs(0, 0));
  EXPECT_TRUE(is_equal_to(eq00));
  // Vector if_then_else picks a branch per formula value.
  const Vector2<Expression> then_v(x_, 1.0), else_v(y_, 2.0);
  const Vector2<Expression> chosen =
      drake::if_then_else<Expression, 2>(Expression(x_) < y_, then_v, else_v);
  const Eigen::Vector2d chosen_value = Evaluate(chosen, env_);
  EXPECT_EQ(chosen_value(0), xv_ < yv_ ? xv_ : yv_);
  EXPECT_EQ(chosen_value(1), xv_ < yv_ ? 1.0 : 2.0);
  // cond chains if_then_else.
  const Expression c = cond(Expression(x_) > 1.0, Expression(1.0),
                            Expression(x_) > 0.75, Expression(2.0), 3.0);
  EXPECT_EQ(c.Evaluate(env_), xv_ > 1.0 ? 1.0 : (xv_ > 0.75 ? 2.0 : 3.0));
  // Eigen's exact comparisons on expressions.
  EXPECT_TRUE(Eigen::numext::equal_strict(Expression(0.0), Expression(0.0)));
  EXPECT_FALSE(Eigen::numext::equal_strict(Expression(x_), Expression(0.0)));
  EXPECT_TRUE(Eigen::numext::isfinite(Expression(1.0)));
  EXPECT_FALSE(Eigen::numext::isnan(Expression(1.0)));
}

}  // namespace expression_matrix_test
}  // namespace symbolic
}  // namespace drake
