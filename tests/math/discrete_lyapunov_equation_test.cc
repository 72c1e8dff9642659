#include "drake/math/discrete_lyapunov_equation.h"

#include <cmath>
#include <limits>
#include <random>

#include <Eigen/Dense>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace math {
namespace discrete_lyapunov_equation_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;

constexpr bool kContinuous = false;

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
  return RealDiscreteLyapunovEquation(A, Q);
}

// Scalar: a²x − x + q = 0, x = q / (1 − a²). Tolerance: a few roundings.
GTEST_TEST(RealDiscreteLyapunovEquationTest, Scalar) {
  for (double a : {-3.0, -0.5, 0.0, 0.25, 7.0}) {
    for (double q : {0.0, 1.0, -2.0}) {
      const double expected = q / (1 - a * a);
      const MatrixXd X =
          Solve(MatrixXd::Constant(1, 1, a), MatrixXd::Constant(1, 1, q));
      EXPECT_NEAR(X(0, 0), expected, 1e-14 * (1 + std::abs(expected)));
    }
  }
}

// A = diag(0.5, −0.5), Q = [3 1; 1 3]: Xᵢⱼ = Qᵢⱼ / (1 − aᵢaⱼ), so
// X = [4, 0.8; 0.8, 4].
GTEST_TEST(RealDiscreteLyapunovEquationTest, DiagonalClosedForm) {
  MatrixXd A = MatrixXd::Zero(2, 2);
  A.diagonal() << 0.5, -0.5;
  MatrixXd Q(2, 2);
  Q << 3, 1, 1, 3;
  MatrixXd expected(2, 2);
  expected << 4, 0.8, 0.8, 4;
  EXPECT_LT((Solve(A, Q) - expected).cwiseAbs().maxCoeff(), 1e-14);
}

// Random A of sizes 2 to 8 (scaled by 0.4, mixing modes inside and outside
// the unit circle and complex pairs), random symmetric Q. The residual is
// checked relative to ‖A‖²‖X‖ + ‖X‖ + ‖Q‖ at 1e-12, and X against the
// Kronecker solution at 1e-9 relative to ‖X‖ (allowing for the operator's
// condition number).
GTEST_TEST(RealDiscreteLyapunovEquationTest, RandomAgainstKronecker) {
  std::mt19937 generator(4321);
  for (int n = 2; n <= 8; ++n) {
    for (int trial = 0; trial < 3; ++trial) {
      const MatrixXd A = 0.4 * RandomMatrix(n, &generator);
      const MatrixXd M = RandomMatrix(n, &generator);
      const MatrixXd Q = M + M.transpose();
      const MatrixXd X = Solve(A, Q);
      EXPECT_EQ(X, X.transpose());
      const double scale = A.squaredNorm() * X.norm() + X.norm() + Q.norm();
      EXPECT_LT(Residual(A, Q, X).norm(), 1e-12 * scale) << n;
      EXPECT_LT((X - KroneckerSolve(A, Q)).norm(), 1e-9 * X.norm()) << n;
    }
  }
}

// A Schur stable and Q PSD: X = Σₖ (Aᵀ)ᵏ Q Aᵏ is PSD; compared with that
// series summed to convergence (spectral radius 0.7: 200 terms leave
// 0.7⁴⁰⁰ ≈ 1e-62 of the sum), at 1e-12 relative.
GTEST_TEST(RealDiscreteLyapunovEquationTest, StableMatchesSeries) {
  std::mt19937 generator(7);
  const int n = 5;
  MatrixXd A = RandomMatrix(n, &generator);
  const double radius =
      Eigen::EigenSolver<MatrixXd>(A).eigenvalues().cwiseAbs().maxCoeff();
  A *= 0.7 / radius;
  const MatrixXd C = RandomMatrix(n, &generator).topRows(2);
  const MatrixXd Q = C.transpose() * C;
  const MatrixXd X = Solve(A, Q);
  MatrixXd series = MatrixXd::Zero(n, n);
  MatrixXd power = MatrixXd::Identity(n, n);
  for (int k = 0; k < 200; ++k) {
    series += power.transpose() * Q * power;
    power = power * A;
  }
  EXPECT_LT((X - series).norm(), 1e-12 * series.norm());
  const VectorXd eigenvalues =
      Eigen::SelfAdjointEigenSolver<MatrixXd>(X).eigenvalues();
  EXPECT_GT(eigenvalues.minCoeff(), -1e-12 * eigenvalues.maxCoeff());
}

GTEST_TEST(RealDiscreteLyapunovEquationTest, EmptyMatrices) {
  EXPECT_EQ(Solve(MatrixXd(0, 0), MatrixXd(0, 0)).size(), 0);
}

GTEST_TEST(RealDiscreteLyapunovEquationTest, NotUnique) {
  const MatrixXd I = MatrixXd::Identity(2, 2);
  // λ = 1 and λ = −1.
  DRAKE_EXPECT_THROWS_MESSAGE(
      Solve(MatrixXd::Ones(1, 1), MatrixXd::Ones(1, 1)),
      "RealDiscreteLyapunovEquation\\(\\): the solution is not unique.*"
      "product 1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Solve(-MatrixXd::Ones(1, 1), MatrixXd::Ones(1, 1)), ".*not unique.*");
  // λ = 2 and 0.5: product 1.
  MatrixXd A = MatrixXd::Zero(2, 2);
  A.diagonal() << 2, 0.5;
  DRAKE_EXPECT_THROWS_MESSAGE(Solve(A, I), ".*not unique.*");
  // A rotation: λ = e^{±iθ}, λλ̄ = 1.
  const double c = std::cos(0.3);
  const double s = std::sin(0.3);
  A << c, -s, s, c;
  DRAKE_EXPECT_THROWS_MESSAGE(Solve(A, I), ".*not unique.*");
  // Inside the 1e-10 tolerance, and just outside it.
  MatrixXd B = MatrixXd::Zero(3, 3);
  B.diagonal() << 0.3, 1 + 1e-12, 2;
  DRAKE_EXPECT_THROWS_MESSAGE(Solve(B, MatrixXd::Identity(3, 3)),
                              ".*not unique.*");
  B(1, 1) = 1 + 1e-8;
  EXPECT_NO_THROW(Solve(B, MatrixXd::Identity(3, 3)));
}

GTEST_TEST(RealDiscreteLyapunovEquationTest, BadInput) {
  const MatrixXd I = MatrixXd::Identity(2, 2);
  DRAKE_EXPECT_THROWS_MESSAGE(
      Solve(MatrixXd::Zero(3, 2), I),
      ".*A and Q must be square and of equal size, but A is 3x2 and Q is "
      "2x2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Solve(0.5 * I, MatrixXd::Zero(2, 1)),
                              ".*Q is 2x1.*");
  MatrixXd Q = I;
  Q(1, 0) = 1e-6;
  DRAKE_EXPECT_THROWS_MESSAGE(Solve(0.5 * I, Q), ".*Q must be symmetric.*");
  MatrixXd A = 0.5 * I;
  A(0, 0) = std::numeric_limits<double>::infinity();
  DRAKE_EXPECT_THROWS_MESSAGE(Solve(A, I), ".*NaN or infinite.*");
}

}  // namespace discrete_lyapunov_equation_test
}  // namespace math
}  // namespace drake
