#include "drake/math/discrete_algebraic_riccati_equation.h"

#include <cmath>
#include <random>
#include <stdexcept>
#include <string>

#include <Eigen/Eigenvalues>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace drake {
namespace math {
namespace discrete_algebraic_riccati_equation_test {

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

// The optimal gain K = (R + BᵀXB)⁻¹(BᵀXA + Nᵀ).
MatrixXd Gain(const MatrixXd& A, const MatrixXd& B, const MatrixXd& R,
              const MatrixXd& N, const MatrixXd& X) {
  return (R + B.transpose() * X * B)
      .llt()
      .solve(B.transpose() * X * A + N.transpose());
}

// Relative norm of AᵀXA − X − (AᵀXB + N)K + Q.
double RelativeResidual(const MatrixXd& A, const MatrixXd& B, const MatrixXd& Q,
                        const MatrixXd& R, const MatrixXd& N,
                        const MatrixXd& X) {
  const MatrixXd K = Gain(A, B, R, N, X);
  const MatrixXd residual =
      A.transpose() * X * A - X - (A.transpose() * X * B + N) * K + Q;
  return residual.norm() / (Q.norm() + X.norm() * (1 + A.squaredNorm()));
}

double ClosedLoopSpectralRadius(const MatrixXd& A, const MatrixXd& B,
                                const MatrixXd& R, const MatrixXd& N,
                                const MatrixXd& X) {
  return Eigen::EigenSolver<MatrixXd>(A - B * Gain(A, B, R, N, X), false)
      .eigenvalues()
      .cwiseAbs()
      .maxCoeff();
}

// Scalar equation x = a²x/(1 + gx) + q with g = b²/r, i.e.
// g x² + (1 − a² − qg) x − q = 0, whose positive root is stabilizing.
// Tolerance 1e-12 relative: quadratic convergence to roundoff.
TEST(DiscreteAlgebraicRiccatiEquationTest, ScalarClosedForm) {
  for (double a : {-3.0, -1.0, 0.0, 0.5, 1.0, 2.0}) {
    for (double b : {0.5, 1.0, -2.0}) {
      for (double q : {0.5, 1.0, 7.0}) {
        for (double r : {0.1, 1.0, 5.0}) {
          const double g = b * b / r;
          const double c = 1 - a * a - q * g;
          const double expected = (-c + std::sqrt(c * c + 4 * g * q)) / (2 * g);
          const MatrixXd X = DiscreteAlgebraicRiccatiEquation(
              Scalar(a), Scalar(b), Scalar(q), Scalar(r));
          EXPECT_NEAR(X(0, 0), expected, 1e-12 * (1 + expected))
              << a << " " << b << " " << q << " " << r;
        }
      }
    }
  }
}

// The discretized double integrator (dt = 0.1) against the limit of the
// Riccati difference equation X ← AᵀXA − AᵀXB(R + BᵀXB)⁻¹BᵀXA + Q, an
// independent algorithm (linear convergence; 5000 steps reach roundoff for
// a closed-loop spectral radius of about 0.9).
TEST(DiscreteAlgebraicRiccatiEquationTest, DoubleIntegratorMatchesRecursion) {
  const double dt = 0.1;
  MatrixXd A(2, 2), B(2, 1);
  A << 1, dt, 0, 1;
  B << 0.5 * dt * dt, dt;
  const MatrixXd Q = MatrixXd::Identity(2, 2);
  const MatrixXd R = Scalar(1);
  MatrixXd X_recursion = Q;
  for (int i = 0; i < 5000; ++i) {
    const MatrixXd BtXA = B.transpose() * X_recursion * A;
    X_recursion = A.transpose() * X_recursion * A -
                  BtXA.transpose() *
                      (R + B.transpose() * X_recursion * B).llt().solve(BtXA) +
                  Q;
  }
  const MatrixXd X = DiscreteAlgebraicRiccatiEquation(A, B, Q, R);
  EXPECT_LT((X - X_recursion).norm(), 1e-9 * X.norm());
  const MatrixXd N0 = MatrixXd::Zero(2, 1);
  EXPECT_LT(ClosedLoopSpectralRadius(A, B, R, N0, X), 1);
}

// Random stabilizable and detectable problems: residual at roundoff level
// (1e-10 relative) and a Schur-stable closed loop. Includes singular A,
// which the doubling algorithm handles without inverting A.
TEST(DiscreteAlgebraicRiccatiEquationTest, RandomSystems) {
  std::mt19937 generator(4321);
  std::normal_distribution<double> normal;
  const auto random = [&](int rows, int cols) {
    return MatrixXd::NullaryExpr(rows, cols,
                                 [&]() { return normal(generator); })
        .eval();
  };
  for (int trial = 0; trial < 20; ++trial) {
    const int n = 1 + trial % 7;
    const int m = 1 + trial % 3;
    MatrixXd A = random(n, n);
    if (trial % 4 == 0) A.col(0).setZero();  // Singular A.
    const MatrixXd B = random(n, m);
    const MatrixXd C = random(n, n);
    const MatrixXd Q = C.transpose() * C;
    const MatrixXd D = random(m, m);
    const MatrixXd R = D.transpose() * D + MatrixXd::Identity(m, m);
    const MatrixXd N0 = MatrixXd::Zero(n, m);
    const MatrixXd X = DiscreteAlgebraicRiccatiEquation(A, B, Q, R);
    EXPECT_LT(RelativeResidual(A, B, Q, R, N0, X), 1e-10) << trial;
    EXPECT_LT(ClosedLoopSpectralRadius(A, B, R, N0, X), 1) << trial;
    EXPECT_LT((X - X.transpose()).norm(), 1e-12 * X.norm()) << trial;
  }
  // A nilpotent A (pure delay chain) is singular too.
  MatrixXd shift(3, 3);
  shift << 0, 1, 0, 0, 0, 1, 0, 0, 0;
  const MatrixXd B = MatrixXd::Ones(3, 1);
  const MatrixXd Q = MatrixXd::Identity(3, 3);
  const MatrixXd X = DiscreteAlgebraicRiccatiEquation(shift, B, Q, Scalar(1));
  EXPECT_LT(RelativeResidual(shift, B, Q, Scalar(1), MatrixXd::Zero(3, 1), X),
            1e-12);
}

// A larger, well-conditioned problem (40 states, 13 inputs, Q = I, A with
// spectral radius about 1.2).
TEST(DiscreteAlgebraicRiccatiEquationTest, LargerSystem) {
  std::mt19937 generator(99);
  std::normal_distribution<double> normal;
  const int n = 40, m = 13;
  const MatrixXd A =
      1.2 * MatrixXd::NullaryExpr(n, n, [&]() { return normal(generator); }) /
      std::sqrt(n);
  const MatrixXd B =
      MatrixXd::NullaryExpr(n, m, [&]() { return normal(generator); });
  const MatrixXd Q = MatrixXd::Identity(n, n);
  const MatrixXd R = MatrixXd::Identity(m, m);
  const MatrixXd N0 = MatrixXd::Zero(n, m);
  const MatrixXd X = DiscreteAlgebraicRiccatiEquation(A, B, Q, R);
  EXPECT_LT(RelativeResidual(A, B, Q, R, N0, X), 1e-12);
  EXPECT_LT(ClosedLoopSpectralRadius(A, B, R, N0, X), 1);
}

// With the cross term N: the residual of the full equation vanishes and the
// gain (R + BᵀXB)⁻¹(BᵀXA + Nᵀ) stabilizes; N = 0 gives the plain answer.
TEST(DiscreteAlgebraicRiccatiEquationTest, CrossTerm) {
  MatrixXd A(3, 3), B(3, 2), N(3, 2);
  A << 1.1, 0.2, 0, -0.3, 0.9, 0.4, 0.1, 0, 1.2;
  B << 1, 0, 0.5, 1, 0, 0.3;
  N << 0.1, 0.2, -0.1, 0.05, 0.2, 0;
  const MatrixXd Q = MatrixXd::Identity(3, 3);
  const MatrixXd R = MatrixXd::Identity(2, 2);
  const MatrixXd X = DiscreteAlgebraicRiccatiEquation(A, B, Q, R, N);
  EXPECT_LT(RelativeResidual(A, B, Q, R, N, X), 1e-12);
  EXPECT_LT(ClosedLoopSpectralRadius(A, B, R, N, X), 1);
  const MatrixXd N0 = MatrixXd::Zero(3, 2);
  EXPECT_LT((DiscreteAlgebraicRiccatiEquation(A, B, Q, R, N0) -
             DiscreteAlgebraicRiccatiEquation(A, B, Q, R))
                .norm(),
            1e-12 * X.norm());
}

TEST(DiscreteAlgebraicRiccatiEquationTest, NoStabilizingSolutionThrows) {
  MatrixXd A(2, 2), B(2, 1);
  A << 2, 0, 0, 0.5;
  B << 0, 1;
  const MatrixXd I2 = MatrixXd::Identity(2, 2);
  EXPECT_THROW_WITH(DiscreteAlgebraicRiccatiEquation(A, B, I2, Scalar(1)),
                    std::runtime_error,
                    "(A, B) is not stabilizable: the eigenvalue 2 + 0i");
  // The unstable mode x₁ costs nothing: (A, C) is not detectable.
  MatrixXd Q = MatrixXd::Zero(2, 2);
  Q(1, 1) = 1;
  EXPECT_THROW_WITH(DiscreteAlgebraicRiccatiEquation(A, I2, Q, I2),
                    std::runtime_error,
                    "(A, C) is not detectable, where Q = CᵀC: the eigenvalue "
                    "2 + 0i");
}

TEST(DiscreteAlgebraicRiccatiEquationTest, BadInputThrows) {
  const MatrixXd I2 = MatrixXd::Identity(2, 2);
  const MatrixXd B = MatrixXd::Ones(2, 1);
  const MatrixXd R = Scalar(1);
  EXPECT_THROW_WITH(
      DiscreteAlgebraicRiccatiEquation(MatrixXd::Zero(3, 2), B, I2, R),
      std::invalid_argument, "A must be 3x3 (square), but it is 3x2");
  EXPECT_THROW_WITH(DiscreteAlgebraicRiccatiEquation(I2, B, I2, I2),
                    std::invalid_argument, "R must be 1x1");
  EXPECT_THROW_WITH(DiscreteAlgebraicRiccatiEquation(I2, B, -I2, R),
                    std::invalid_argument, "Q must be positive semidefinite");
  EXPECT_THROW_WITH(DiscreteAlgebraicRiccatiEquation(I2, B, I2, Scalar(-2)),
                    std::invalid_argument,
                    "R must be positive definite, but its smallest eigenvalue "
                    "is -2");
  EXPECT_THROW_WITH(
      DiscreteAlgebraicRiccatiEquation(I2, B, I2, R, MatrixXd::Zero(1, 2)),
      std::invalid_argument,
      "N must be 2x1 (rows of A by columns of B), but it is 1x2");
  // xᵀQx + 2xᵀNu + uᵀRu with Q = I, R = 1, N = [2; 0] is indefinite.
  MatrixXd N(2, 1);
  N << 2, 0;
  EXPECT_THROW_WITH(DiscreteAlgebraicRiccatiEquation(I2, B, I2, R, N),
                    std::invalid_argument,
                    "Q − N R⁻¹ Nᵀ must be positive semidefinite");
}

}  // namespace discrete_algebraic_riccati_equation_test
}  // namespace math
}  // namespace drake
