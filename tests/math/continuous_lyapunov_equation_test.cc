#include "drake/math/continuous_lyapunov_equation.h"

#include <cmath>
#include <limits>
#include <random>

#include <Eigen/Dense>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace math {
namespace continuous_lyapunov_equation_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;

constexpr bool kContinuous = true;

// The residual of the equation for X.
MatrixXd Residual(const MatrixXd& A, const MatrixXd& Q, const MatrixXd& X) {
  return kContinuous ? MatrixXd(A.transpose() * X + X * A + Q)
                     : MatrixXd(A.transpose() * X * A - X + Q);
}

// An independent solution: the n² x n² Kronecker form of the equation,
// (I ⊗ Aᵀ + Aᵀ ⊗ I) vec X = −vec Q (continuous) or
// (Aᵀ ⊗ Aᵀ − I) vec X = −vec Q (discrete), solved by full-pivot LU.
MatrixXd KroneckerSolve(const MatrixXd& A, const MatrixXd& Q) {
  const int n = A.rows();
  MatrixXd K = MatrixXd::Zero(n * n, n * n);
  const MatrixXd I = MatrixXd::Identity(n, n);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      if (kContinuous) {
        K.block(i * n, j * n, n, n) += I(i, j) * A.transpose();
        K.block(i * n, j * n, n, n) += A(j, i) * I;
      } else {
        K.block(i * n, j * n, n, n) += A(j, i) * A.transpose();
      }
    }
  }
  if (!kContinuous) K -= MatrixXd::Identity(n * n, n * n);
  const VectorXd q = -Eigen::Map<const VectorXd>(Q.data(), n * n);
  const VectorXd x = K.fullPivLu().solve(q);
  return Eigen::Map<const MatrixXd>(x.data(), n, n);
}

MatrixXd RandomMatrix(int n, std::mt19937* generator) {
  std::normal_distribution<double> normal;
  MatrixXd M(n, n);
  for (int i = 0; i < M.size(); ++i) M(i) = normal(*generator);
  return M;
}

MatrixXd Solve(const MatrixXd& A, const MatrixXd& Q) {
  return RealContinuousLyapunovEquation(A, Q);
}

// Scalar: 2ax + q = 0, x = −q / (2a). Tolerance: one rounding (1e-15
// relative).
GTEST_TEST(RealContinuousLyapunovEquationTest, Scalar) {
  for (double a : {-3.0, -0.5, 0.25, 7.0}) {
    for (double q : {0.0, 1.0, -2.0}) {
      const MatrixXd X =
          Solve(MatrixXd::Constant(1, 1, a), MatrixXd::Constant(1, 1, q));
      EXPECT_NEAR(X(0, 0), -q / (2 * a), 1e-15 * (1 + std::abs(q / a)));
    }
  }
}

// A = diag(−1, −2), Q = [2 1; 1 4]: Xᵢⱼ = Qᵢⱼ / (−aᵢ − aⱼ) = [1 1/3; 1/3 1].
GTEST_TEST(RealContinuousLyapunovEquationTest, DiagonalClosedForm) {
  MatrixXd A = MatrixXd::Zero(2, 2);
  A.diagonal() << -1, -2;
  MatrixXd Q(2, 2);
  Q << 2, 1, 1, 4;
  MatrixXd expected(2, 2);
  expected << 1, 1.0 / 3, 1.0 / 3, 1;
  EXPECT_LT((Solve(A, Q) - expected).cwiseAbs().maxCoeff(), 1e-14);
}

// Random A of sizes 2 to 8 (real and complex eigenvalue blocks; stable and
// unstable), random symmetric Q. The residual is checked relative to
// ‖A‖‖X‖ + ‖Q‖ at 1e-12 (backward-stable method, n ≤ 8), and X against the
// Kronecker solution at 1e-9 relative to ‖X‖ (allowing for the condition
// number of the operator, at most ~1e3 for these seeds).
GTEST_TEST(RealContinuousLyapunovEquationTest, RandomAgainstKronecker) {
  std::mt19937 generator(1234);
  for (int n = 2; n <= 8; ++n) {
    for (int trial = 0; trial < 3; ++trial) {
      const MatrixXd A = RandomMatrix(n, &generator);
      const MatrixXd M = RandomMatrix(n, &generator);
      const MatrixXd Q = M + M.transpose();
      const MatrixXd X = Solve(A, Q);
      EXPECT_EQ(X, X.transpose());
      const double scale = A.norm() * X.norm() + Q.norm();
      EXPECT_LT(Residual(A, Q, X).norm(), 1e-12 * scale) << n;
      EXPECT_LT((X - KroneckerSolve(A, Q)).norm(), 1e-9 * X.norm()) << n;
    }
  }
}

// A Hurwitz and Q PSD: X is PSD, and V(z) = zᵀXz decreases along ż = Az:
// V̇ = −zᵀQz. Q = CᵀC with C of rank 1 (semidefinite, not definite).
GTEST_TEST(RealContinuousLyapunovEquationTest, StableGivesPsdSolution) {
  std::mt19937 generator(42);
  const int n = 5;
  MatrixXd A = RandomMatrix(n, &generator);
  const double shift =
      Eigen::EigenSolver<MatrixXd>(A).eigenvalues().real().maxCoeff() + 0.5;
  A -= shift * MatrixXd::Identity(n, n);
  const MatrixXd C = RandomMatrix(n, &generator).topRows(1);
  const MatrixXd Q = C.transpose() * C;
  const MatrixXd X = Solve(A, Q);
  const VectorXd eigenvalues =
      Eigen::SelfAdjointEigenSolver<MatrixXd>(X).eigenvalues();
  // Roundoff may leave zero eigenvalues slightly negative; 1e-12 relative.
  EXPECT_GT(eigenvalues.minCoeff(), -1e-12 * eigenvalues.maxCoeff());
  EXPECT_LT(Residual(A, Q, X).norm(), 1e-12 * (A.norm() * X.norm() + Q.norm()));
}

GTEST_TEST(RealContinuousLyapunovEquationTest, EmptyMatrices) {
  EXPECT_EQ(Solve(MatrixXd(0, 0), MatrixXd(0, 0)).size(), 0);
}

GTEST_TEST(RealContinuousLyapunovEquationTest, NotUnique) {
  const MatrixXd I = MatrixXd::Identity(2, 2);
  // λ = 0.
  DRAKE_EXPECT_THROWS_MESSAGE(
      Solve(MatrixXd::Zero(1, 1), MatrixXd::Ones(1, 1)),
      "RealContinuousLyapunovEquation\\(\\): the solution is not unique.*sum "
      "0.*");
  // λ = ±1: the sum of the two is 0.
  MatrixXd A(2, 2);
  A << 0, 1, 1, 0;
  DRAKE_EXPECT_THROWS_MESSAGE(Solve(A, I), ".*not unique.*");
  // λ = ±i: λ + λ̄ = 0.
  A << 0, 1, -1, 0;
  DRAKE_EXPECT_THROWS_MESSAGE(Solve(A, I), ".*not unique.*");
  // Within the 1e-10 tolerance, in a 3x3 with a stable mode too.
  MatrixXd B = MatrixXd::Zero(3, 3);
  B.diagonal() << 1, -1 + 1e-12, -3;
  DRAKE_EXPECT_THROWS_MESSAGE(Solve(B, MatrixXd::Identity(3, 3)),
                              ".*not unique.*");
  // Just outside it: solvable.
  B(1, 1) = -1 + 1e-8;
  EXPECT_NO_THROW(Solve(B, MatrixXd::Identity(3, 3)));
}

GTEST_TEST(RealContinuousLyapunovEquationTest, BadInput) {
  const MatrixXd I = MatrixXd::Identity(2, 2);
  DRAKE_EXPECT_THROWS_MESSAGE(
      Solve(MatrixXd::Zero(2, 3), I),
      ".*A and Q must be square and of equal size, but A is 2x3 and Q is "
      "2x2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Solve(-I, MatrixXd::Identity(3, 3)),
                              ".*A is 2x2 and Q is 3x3.*");
  MatrixXd Q = I;
  Q(0, 1) = 1e-6;
  DRAKE_EXPECT_THROWS_MESSAGE(Solve(-I, Q), ".*Q must be symmetric.*");
  Q(0, 1) = 1e-12;  // Within the 1e-10 tolerance: accepted.
  EXPECT_NO_THROW(Solve(-I, Q));
  Q(0, 1) = std::numeric_limits<double>::quiet_NaN();
  DRAKE_EXPECT_THROWS_MESSAGE(Solve(-I, Q), ".*NaN or infinite.*");
}

}  // namespace continuous_lyapunov_equation_test
}  // namespace math
}  // namespace drake
