#include "drake/math/quadratic_form.h"

#include <cmath>
#include <limits>
#include <random>

#include <Eigen/Dense>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace math {
namespace quadratic_form_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;

MatrixXd RandomMatrix(int rows, int cols, std::mt19937* generator) {
  std::normal_distribution<double> normal;
  MatrixXd M(rows, cols);
  for (int i = 0; i < M.size(); ++i) M(i) = normal(*generator);
  return M;
}

// Positive definite Y: X is the upper-triangular Cholesky factor, XᵀX = Y to
// 1e-13 relative (a few roundings of O(1) numbers, n = 4).
GTEST_TEST(DecomposePSDmatrixIntoXtransposeTimesXTest, PositiveDefinite) {
  std::mt19937 generator(1);
  const MatrixXd B = RandomMatrix(4, 4, &generator);
  const MatrixXd Y = B.transpose() * B + MatrixXd::Identity(4, 4);
  const MatrixXd X = DecomposePSDmatrixIntoXtransposeTimesX(Y, 1e-10);
  EXPECT_EQ(X.rows(), 4);
  EXPECT_TRUE(X.isUpperTriangular());
  EXPECT_LT((X.transpose() * X - Y).norm(), 1e-13 * Y.norm());
}

// Rank-2 PSD Y of size 5: X has 2 rows and XᵀX = Y to 1e-12 relative
// (eigen-decomposition; the zero eigenvalues come out at ~1e-15, below the
// zero_tol of 1e-10).
GTEST_TEST(DecomposePSDmatrixIntoXtransposeTimesXTest, RankDeficient) {
  std::mt19937 generator(2);
  const MatrixXd B = RandomMatrix(2, 5, &generator);
  const MatrixXd Y = B.transpose() * B;
  const MatrixXd X = DecomposePSDmatrixIntoXtransposeTimesX(Y, 1e-10);
  EXPECT_EQ(X.rows(), 2);
  EXPECT_EQ(X.cols(), 5);
  EXPECT_LT((X.transpose() * X - Y).norm(), 1e-12 * Y.norm());
  // Zero matrix: rank 0.
  EXPECT_EQ(
      DecomposePSDmatrixIntoXtransposeTimesX(MatrixXd::Zero(3, 3), 0).rows(),
      0);
}

// Only the lower triangle is read.
GTEST_TEST(DecomposePSDmatrixIntoXtransposeTimesXTest, LowerTriangleOnly) {
  MatrixXd Y(2, 2);
  Y << 4, 100, 2, 2;  // As symmetric: [4 2; 2 2], positive definite.
  const MatrixXd X = DecomposePSDmatrixIntoXtransposeTimesX(Y, 0);
  MatrixXd expected(2, 2);
  expected << 4, 2, 2, 2;
  EXPECT_LT((X.transpose() * X - expected).norm(), 1e-14);
}

GTEST_TEST(DecomposePSDmatrixIntoXtransposeTimesXTest, NotPsd) {
  MatrixXd Y(2, 2);
  Y << 1, 2, 2, 1;  // Eigenvalues −1 and 3.
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposePSDmatrixIntoXtransposeTimesX(Y, 1e-8),
      ".*not positive semidefinite: it has the eigenvalue -(1|0.99999).*");
  const MatrixXd empty = DecomposePSDmatrixIntoXtransposeTimesX(Y, 1e-8, true);
  EXPECT_EQ(empty.rows(), 0);
  EXPECT_EQ(empty.cols(), 2);
  // An eigenvalue of −1e-9 is within zero_tol = 1e-8 (counted as zero) but
  // not within 1e-10.
  Y << 1, 0, 0, -1e-9;
  EXPECT_EQ(DecomposePSDmatrixIntoXtransposeTimesX(Y, 1e-8).rows(), 1);
  EXPECT_THROW(DecomposePSDmatrixIntoXtransposeTimesX(Y, 1e-10),
               std::runtime_error);
  Y(0, 0) = std::numeric_limits<double>::quiet_NaN();
  DRAKE_EXPECT_THROWS_MESSAGE(DecomposePSDmatrixIntoXtransposeTimesX(Y, 0),
                              ".*NaN or infinite.*");
  EXPECT_EQ(DecomposePSDmatrixIntoXtransposeTimesX(Y, 0, true).rows(), 0);
}

GTEST_TEST(DecomposePSDmatrixIntoXtransposeTimesXTest, BadArguments) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposePSDmatrixIntoXtransposeTimesX(MatrixXd::Zero(2, 3), 0),
      ".*Y must be square, but it is 2x3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposePSDmatrixIntoXtransposeTimesX(MatrixXd::Identity(2, 2), -1),
      ".*zero_tol must be non-negative.*");
}

// x² + 2x + 5 = (x + 1)² + 2²: rank 2, so R is 2x1 and d has 2 rows; the
// identities RᵀR = Q, Rᵀd = b/2, dᵀd = c hold to 1e-14 (2x2 problem).
GTEST_TEST(DecomposePositiveQuadraticFormTest, ScalarFullRank) {
  const auto [R, d] = DecomposePositiveQuadraticForm(
      MatrixXd::Ones(1, 1), VectorXd::Constant(1, 2), 5);
  ASSERT_EQ(R.rows(), 2);
  ASSERT_EQ(R.cols(), 1);
  ASSERT_EQ(d.rows(), 2);
  ASSERT_EQ(d.cols(), 1);
  EXPECT_NEAR((R.transpose() * R)(0, 0), 1, 1e-14);
  EXPECT_NEAR((R.transpose() * d)(0, 0), 1, 1e-14);
  EXPECT_NEAR(d.squaredNorm(), 5, 1e-14);
}

// x² + 2x + 1 = (x + 1)²: rank 1.
GTEST_TEST(DecomposePositiveQuadraticFormTest, ScalarRankOne) {
  const auto [R, d] = DecomposePositiveQuadraticForm(
      MatrixXd::Ones(1, 1), VectorXd::Constant(1, 2), 1, 1e-12);
  ASSERT_EQ(R.rows(), 1);
  EXPECT_NEAR(std::abs(R(0, 0)), 1, 1e-14);
  EXPECT_NEAR(R(0, 0) * d(0, 0), 1, 1e-14);
}

// Random PSD form in 3 variables (an asymmetric Q; only its symmetric part
// matters), checked on the identities and on values at random points, to
// 1e-12 relative.
GTEST_TEST(DecomposePositiveQuadraticFormTest, RandomForm) {
  std::mt19937 generator(3);
  const MatrixXd G = RandomMatrix(4, 3, &generator);
  const VectorXd g = RandomMatrix(4, 1, &generator);
  // (Gx + g)ᵀ(Gx + g) = xᵀGᵀGx + 2gᵀGx + gᵀg.
  MatrixXd Q = G.transpose() * G;
  const MatrixXd skew = RandomMatrix(3, 3, &generator);
  Q += skew - skew.transpose();
  const VectorXd b = 2 * G.transpose() * g;
  const double c = g.squaredNorm();
  const auto [R, d] = DecomposePositiveQuadraticForm(Q, b, c, 1e-10);
  EXPECT_EQ(R.rows(), 4);  // rank of [GᵀG, Gᵀg; gᵀG, gᵀg] = rank [G g] = 4.
  EXPECT_LT((R.transpose() * R - G.transpose() * G).norm(), 1e-12 * Q.norm());
  EXPECT_LT((R.transpose() * d - 0.5 * b).norm(), 1e-12 * b.norm());
  for (int trial = 0; trial < 5; ++trial) {
    const VectorXd x = RandomMatrix(3, 1, &generator);
    const double value = x.dot(Q * x) + b.dot(x) + c;
    EXPECT_NEAR((R * x + d).squaredNorm(), value, 1e-12 * (1 + value));
  }
}

GTEST_TEST(DecomposePositiveQuadraticFormTest, BadInput) {
  // x² + 2x has minimum −1 at x = −1: not non-negative.
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposePositiveQuadraticForm(MatrixXd::Ones(1, 1),
                                     VectorXd::Constant(1, 2), 0),
      ".*quadratic form is not always non-negative.*");
  DRAKE_EXPECT_THROWS_MESSAGE(DecomposePositiveQuadraticForm(
                                  MatrixXd::Ones(1, 2), VectorXd::Zero(1), 0),
                              ".*Q must be square, but it is 1x2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposePositiveQuadraticForm(MatrixXd::Identity(2, 2),
                                     VectorXd::Zero(3), 0),
      ".*b must have 2 rows \\(as Q\\), but it has 3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DecomposePositiveQuadraticForm(MatrixXd::Identity(2, 2),
                                     VectorXd::Zero(2), 0, -1),
      ".*tol must be non-negative.*");
}

// TᵀST and TᵀPT are diagonal and reciprocal: TᵀST = D, TᵀPT = D⁻¹ for P
// positive definite, and |TᵀPT| = D⁻¹ for indefinite P. Checked to 1e-10
// relative (condition numbers of S and P are below 1e2 here).
GTEST_TEST(BalanceQuadraticFormsTest, Diagonalizes) {
  std::mt19937 generator(4);
  const int n = 4;
  const MatrixXd A = RandomMatrix(n, n, &generator);
  const MatrixXd S = A.transpose() * A + MatrixXd::Identity(n, n);
  const MatrixXd B = RandomMatrix(n, n, &generator);
  for (const bool definite : {true, false}) {
    MatrixXd P = B.transpose() * B + 0.5 * MatrixXd::Identity(n, n);
    if (!definite) P(0, 0) = -P(0, 0) - 5;  // Makes P indefinite.
    if (!definite) {
      ASSERT_LT(
          Eigen::SelfAdjointEigenSolver<MatrixXd>(P).eigenvalues().minCoeff(),
          0);
    }
    const MatrixXd T = BalanceQuadraticForms(S, P);
    const MatrixXd D = T.transpose() * S * T;
    const MatrixXd E = T.transpose() * P * T;
    const double tolerance = 1e-10 * D.norm();
    MatrixXd off_diagonal = D;
    off_diagonal.diagonal().setZero();
    EXPECT_LT(off_diagonal.norm(), tolerance);
    off_diagonal = E;
    off_diagonal.diagonal().setZero();
    EXPECT_LT(off_diagonal.norm(), 1e-10 * E.norm());
    for (int i = 0; i < n; ++i) {
      EXPECT_GT(D(i, i), 0);
      EXPECT_NEAR(std::abs(E(i, i)) * D(i, i), 1, 1e-10);
      if (definite) {
        EXPECT_GT(E(i, i), 0);
      }
    }
  }
}

// Scalar: s x² and p x² with T = (sp)^(−1/4): sT² = √(s/p), pT² = √(p/s).
GTEST_TEST(BalanceQuadraticFormsTest, Scalar) {
  const MatrixXd T = BalanceQuadraticForms(MatrixXd::Constant(1, 1, 10),
                                           MatrixXd::Constant(1, 1, 1e7));
  EXPECT_NEAR(std::abs(T(0, 0)), std::pow(1e8, -0.25), 1e-16);
}

GTEST_TEST(BalanceQuadraticFormsTest, BadInput) {
  const MatrixXd I = MatrixXd::Identity(2, 2);
  DRAKE_EXPECT_THROWS_MESSAGE(
      BalanceQuadraticForms(I, MatrixXd::Identity(3, 3)),
      ".*S is 2x2 and P is 3x3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(BalanceQuadraticForms(-I, I),
                              ".*S must be symmetric positive definite.*");
  MatrixXd P = I;
  P(0, 1) = 1;
  DRAKE_EXPECT_THROWS_MESSAGE(BalanceQuadraticForms(I, P),
                              ".*P must be symmetric.*");
  P << 1, 1, 1, 1;  // Rank 1.
  DRAKE_EXPECT_THROWS_MESSAGE(BalanceQuadraticForms(I, P),
                              ".*P must be full rank.*");
}

}  // namespace quadratic_form_test
}  // namespace math
}  // namespace drake
