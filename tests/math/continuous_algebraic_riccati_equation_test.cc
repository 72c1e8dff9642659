#include "drake/math/continuous_algebraic_riccati_equation.h"

#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>

#include <Eigen/Eigenvalues>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace drake {
namespace math {
namespace continuous_algebraic_riccati_equation_test {

using Eigen::MatrixXd;
using ::testing::HasSubstr;

#define EXPECT_THROW_WITH(statement, exception, substring)         \
  do {                                                             \
    try {                                                          \
      statement;                                                   \
      ADD_FAILURE() << "expected " #exception " from " #statement; \
    } catch (const exception& e) {                                 \
      EXPECT_THAT(std::string(e.what()), HasSubstr(substring));    \
    }                                                              \
  } while (0)

MatrixXd Scalar(double x) { return MatrixXd::Constant(1, 1, x); }

// Relative Frobenius norm of the CARE residual SA + AᵀS − SBR⁻¹BᵀS + Q.
double RelativeResidual(const MatrixXd& A, const MatrixXd& B, const MatrixXd& Q,
                        const MatrixXd& R, const MatrixXd& S) {
  const MatrixXd G = B * R.llt().solve(B.transpose());
  const MatrixXd residual = S * A + A.transpose() * S - S * G * S + Q;
  return residual.norm() /
         (Q.norm() + 2 * A.norm() * S.norm() + G.norm() * S.squaredNorm());
}

double MaxClosedLoopRealPart(const MatrixXd& A, const MatrixXd& B,
                             const MatrixXd& R, const MatrixXd& S) {
  const MatrixXd K = R.llt().solve(B.transpose() * S);
  return Eigen::EigenSolver<MatrixXd>(A - B * K, false)
      .eigenvalues()
      .real()
      .maxCoeff();
}

// Scalar equation 2as − s²b²/r + q = 0: the stabilizing root is
// s = (a + √(a² + b²q/r)) r / b². Tolerance 1e-12 relative: a 2x2 Schur
// problem on O(1) numbers.
TEST(ContinuousAlgebraicRiccatiEquationTest, ScalarClosedForm) {
  for (double a : {-2.0, -0.5, 0.0, 0.3, 4.0}) {
    for (double b : {0.5, 1.0, -3.0}) {
      for (double q : {0.0, 1.0, 7.0}) {
        for (double r : {0.1, 1.0, 5.0}) {
          if (a >= 0 && q == 0 && a == 0) continue;  // No stabilizing root.
          const double expected =
              (a + std::sqrt(a * a + b * b * q / r)) * r / (b * b);
          const MatrixXd S = ContinuousAlgebraicRiccatiEquation(
              Scalar(a), Scalar(b), Scalar(q), Scalar(r));
          EXPECT_NEAR(S(0, 0), expected, 1e-12 * (1 + std::abs(expected)))
              << a << " " << b << " " << q << " " << r;
        }
      }
    }
  }
}

// Double integrator ẍ = u with Q = I, R = 1: S = [√3 1; 1 √3] (from the three
// scalar equations of the 2x2 CARE).
TEST(ContinuousAlgebraicRiccatiEquationTest, DoubleIntegrator) {
  MatrixXd A(2, 2), B(2, 1);
  A << 0, 1, 0, 0;
  B << 0, 1;
  const MatrixXd Q = MatrixXd::Identity(2, 2);
  const MatrixXd R = Scalar(1);
  MatrixXd expected(2, 2);
  expected << std::sqrt(3.0), 1, 1, std::sqrt(3.0);
  const MatrixXd S = ContinuousAlgebraicRiccatiEquation(A, B, Q, R);
  EXPECT_LT((S - expected).norm(), 1e-12);
  // The overload taking R's Cholesky factor gives the same answer.
  const MatrixXd S_llt =
      ContinuousAlgebraicRiccatiEquation(A, B, Q, Eigen::LLT<MatrixXd>(R));
  EXPECT_LT((S_llt - expected).norm(), 1e-12);
}

// Random stabilizable problems of several sizes: the residual is at
// roundoff level (1e-10 relative; a backward-stable method gives about
// n·ε·cond) and the closed loop is Hurwitz. Random dense A have complex
// eigenvalue pairs, which exercises the 2x2-block swaps of the reordering.
TEST(ContinuousAlgebraicRiccatiEquationTest, RandomSystems) {
  std::mt19937 generator(1234);
  std::normal_distribution<double> normal;
  const auto random = [&](int rows, int cols) {
    return MatrixXd::NullaryExpr(rows, cols,
                                 [&]() { return normal(generator); })
        .eval();
  };
  for (int trial = 0; trial < 20; ++trial) {
    const int n = 1 + trial % 8;
    const int m = 1 + trial % 3;
    const MatrixXd A = random(n, n);
    const MatrixXd B = random(n, m);
    const MatrixXd C = random(n, n);
    const MatrixXd Q = C.transpose() * C;
    const MatrixXd D = random(m, m);
    const MatrixXd R = D.transpose() * D + MatrixXd::Identity(m, m);
    const MatrixXd S = ContinuousAlgebraicRiccatiEquation(A, B, Q, R);
    EXPECT_LT(RelativeResidual(A, B, Q, R, S), 1e-10) << trial;
    EXPECT_LT(MaxClosedLoopRealPart(A, B, R, S), 0) << trial;
    EXPECT_LT((S - S.transpose()).norm(), 1e-12 * S.norm()) << trial;
    // Q positive definite (almost surely) makes S positive definite.
    EXPECT_GT(Eigen::SelfAdjointEigenSolver<MatrixXd>(S).eigenvalues()(0), 0)
        << trial;
  }
}

// A larger, well-conditioned problem (40 states, 13 inputs, Q = I): many
// block swaps in the reordering; same checks as above.
TEST(ContinuousAlgebraicRiccatiEquationTest, LargerSystem) {
  std::mt19937 generator(99);
  std::normal_distribution<double> normal;
  const int n = 40, m = 13;
  const MatrixXd A =
      MatrixXd::NullaryExpr(n, n, [&]() { return normal(generator); }) /
      std::sqrt(n);
  const MatrixXd B =
      MatrixXd::NullaryExpr(n, m, [&]() { return normal(generator); });
  const MatrixXd Q = MatrixXd::Identity(n, n);
  const MatrixXd R = MatrixXd::Identity(m, m);
  const MatrixXd S = ContinuousAlgebraicRiccatiEquation(A, B, Q, R);
  EXPECT_LT(RelativeResidual(A, B, Q, R, S), 1e-12);
  EXPECT_LT(MaxClosedLoopRealPart(A, B, R, S), 0);
}

// A stabilizing solution exists without detectability: ẋ = x + u with
// q = 0 gives s = 2 (closed loop −1), not the non-stabilizing s = 0.
TEST(ContinuousAlgebraicRiccatiEquationTest, UndetectableButStabilizable) {
  const MatrixXd S = ContinuousAlgebraicRiccatiEquation(Scalar(1), Scalar(1),
                                                        Scalar(0), Scalar(1));
  EXPECT_NEAR(S(0, 0), 2.0, 1e-12);
  // A stable mode B cannot reach is fine too.
  MatrixXd A(2, 2), B(2, 1);
  A << -1, 0, 0, 1;
  B << 0, 1;
  const MatrixXd Q = MatrixXd::Identity(2, 2);
  const MatrixXd S2 = ContinuousAlgebraicRiccatiEquation(A, B, Q, Scalar(1));
  EXPECT_LT(RelativeResidual(A, B, Q, Scalar(1), S2), 1e-12);
  EXPECT_LT(MaxClosedLoopRealPart(A, B, Scalar(1), S2), 0);
}

TEST(ContinuousAlgebraicRiccatiEquationTest, NoStabilizingSolutionThrows) {
  // The unstable mode x₁ is not reachable from u.
  MatrixXd A(2, 2), B(2, 1);
  A << 1, 0, 0, -1;
  B << 0, 1;
  const MatrixXd I2 = MatrixXd::Identity(2, 2);
  EXPECT_THROW_WITH(ContinuousAlgebraicRiccatiEquation(A, B, I2, Scalar(1)),
                    std::runtime_error,
                    "(A, B) is not stabilizable: the eigenvalue 1 + 0i");
  // An undamped oscillator with no state cost: the Hamiltonian keeps the
  // eigenvalues ±i on the imaginary axis.
  MatrixXd oscillator(2, 2);
  oscillator << 0, 1, -1, 0;
  B << 0, 1;
  EXPECT_THROW_WITH(ContinuousAlgebraicRiccatiEquation(
                        oscillator, B, MatrixXd::Zero(2, 2), Scalar(1)),
                    std::runtime_error, "imaginary axis");
}

TEST(ContinuousAlgebraicRiccatiEquationTest, BadInputThrows) {
  const MatrixXd I2 = MatrixXd::Identity(2, 2);
  const MatrixXd B = MatrixXd::Ones(2, 1);
  const MatrixXd R = Scalar(1);
  EXPECT_THROW_WITH(
      ContinuousAlgebraicRiccatiEquation(MatrixXd::Zero(2, 3), B, I2, R),
      std::invalid_argument, "A must be 2x2 (square), but it is 2x3");
  EXPECT_THROW_WITH(
      ContinuousAlgebraicRiccatiEquation(I2, MatrixXd::Ones(3, 1), I2, R),
      std::invalid_argument,
      "B must be 2x1 (as many rows as A), but it is 3x1");
  EXPECT_THROW_WITH(
      ContinuousAlgebraicRiccatiEquation(I2, B, MatrixXd::Identity(3, 3), R),
      std::invalid_argument, "Q must be 2x2");
  EXPECT_THROW_WITH(
      ContinuousAlgebraicRiccatiEquation(I2, B, I2, MatrixXd::Identity(2, 2)),
      std::invalid_argument, "R must be 1x1 (square, one row per column of B)");
  MatrixXd asymmetric = I2;
  asymmetric(0, 1) = 0.5;
  EXPECT_THROW_WITH(ContinuousAlgebraicRiccatiEquation(I2, B, asymmetric, R),
                    std::invalid_argument, "Q must be symmetric");
  EXPECT_THROW_WITH(ContinuousAlgebraicRiccatiEquation(I2, B, -I2, R),
                    std::invalid_argument,
                    "Q must be positive semidefinite, but its smallest "
                    "eigenvalue is -1");
  EXPECT_THROW_WITH(ContinuousAlgebraicRiccatiEquation(I2, B, I2, Scalar(0)),
                    std::invalid_argument, "R must be positive definite");
  EXPECT_THROW_WITH(ContinuousAlgebraicRiccatiEquation(
                        I2, B, I2, Eigen::LLT<MatrixXd>(Scalar(-1))),
                    std::invalid_argument, "R_cholesky failed");
  MatrixXd nan_A = I2;
  nan_A(1, 0) = std::numeric_limits<double>::quiet_NaN();
  EXPECT_THROW_WITH(ContinuousAlgebraicRiccatiEquation(nan_A, B, I2, R),
                    std::invalid_argument, "A has a NaN or infinite entry");
}

}  // namespace continuous_algebraic_riccati_equation_test
}  // namespace math
}  // namespace drake
