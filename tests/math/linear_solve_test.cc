#include "drake/math/linear_solve.h"

#include <type_traits>

#include <Eigen/Dense>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/math/autodiff.h"
#include "drake/math/autodiff_gradient.h"

namespace drake {
namespace math {
namespace linear_solve_test {

using Eigen::Matrix2d;
using Eigen::Matrix3d;
using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;

// A well-conditioned symmetric positive definite A (so every solver type
// applies) and right-hand sides. Condition number < 10, so solutions are
// accurate to a few ulps; the tolerances below are 1e-12 (absolute, on
// entries of size ≤ 10) unless stated.
Matrix3d MakeA() {
  Matrix3d A;
  A << 4, 1, 0.5, 1, 3, -0.2, 0.5, -0.2, 2;
  return A;
}

// Seeds: dA/dz_k and db/dz_k for k = 0, 1 (arbitrary fixed numbers).
MatrixXd DA(int k) {
  Matrix3d d;
  if (k == 0) {
    d << 1, 0.2, 0, 0.2, -0.5, 0.1, 0, 0.1, 0.3;
  } else {
    d << 0, 1, 2, -1, 0.5, 0, 0.3, 0, 1;
  }
  return d;
}
VectorXd Db(int k) { return k == 0 ? Vector3d(1, -2, 0.5) : Vector3d(0, 3, 1); }

// A(z) = A + Σ z_k DA(k) at z = 0, with derivative vectors of size 2.
Eigen::Matrix<AutoDiffXd, 3, 3> MakeAutoDiffA() {
  Eigen::Matrix<AutoDiffXd, 3, 3> A;
  const Matrix3d value = MakeA();
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      A(i, j).value() = value(i, j);
      A(i, j).derivatives() = Eigen::Vector2d(DA(0)(i, j), DA(1)(i, j));
    }
  }
  return A;
}

VectorX<AutoDiffXd> MakeAutoDiffB(const Vector3d& b) {
  MatrixXd gradient(3, 2);
  gradient << Db(0), Db(1);
  return InitializeAutoDiff(b, gradient);
}

// The analytic derivative of x = A⁻¹b along z_k:
// ∂x/∂z_k = A⁻¹ (∂b/∂z_k − ∂A/∂z_k A⁻¹ b).
VectorXd AnalyticDx(const Vector3d& b, bool a_varies, bool b_varies, int k) {
  const Matrix3d Ainv = MakeA().inverse();
  const Vector3d x = Ainv * b;
  VectorXd rhs = Vector3d::Zero();
  if (b_varies) rhs += Db(k);
  if (a_varies) rhs -= DA(k) * x;
  return Ainv * rhs;
}

GTEST_TEST(LinearSolveTest, DoubleMatchesInverse) {
  const Matrix3d A = MakeA();
  const Vector3d b(1, 2, 3);
  const Vector3d expected = A.inverse() * b;
  const Vector3d x_llt = SolveLinearSystem<Eigen::LLT>(A, b);
  const Vector3d x_ldlt = SolveLinearSystem<Eigen::LDLT>(A, b);
  const Vector3d x_lu = SolveLinearSystem<Eigen::PartialPivLU>(A, b);
  const Vector3d x_qr = SolveLinearSystem<Eigen::ColPivHouseholderQR>(A, b);
  // Drake's one-parameter aliases (for Eigen 5) work as solver types too.
  const Vector3d x_alias_qr =
      SolveLinearSystem<internal::ColPivHouseholderQR>(A, b);
  const Vector3d x_alias_lu = SolveLinearSystem<internal::PartialPivLU>(A, b);
  EXPECT_TRUE(x_alias_qr.isApprox(expected, 1e-12));
  EXPECT_TRUE(x_alias_lu.isApprox(expected, 1e-12));
  EXPECT_TRUE(x_llt.isApprox(expected, 1e-12));
  EXPECT_TRUE(x_ldlt.isApprox(expected, 1e-12));
  EXPECT_TRUE(x_lu.isApprox(expected, 1e-12));
  EXPECT_TRUE(x_qr.isApprox(expected, 1e-12));
  // Several right-hand sides, dynamic sizes, the decomposition reused.
  MatrixXd B(3, 2);
  B << 1, 0, 2, 1, 3, -1;
  const auto solver = GetLinearSolver<Eigen::LLT>(MatrixXd(A));
  const MatrixXd X = SolveLinearSystem(solver, MatrixXd(A), B);
  EXPECT_LT((A * X - B).norm(), 1e-12);
  const MatrixXd X2 = SolveLinearSystem(solver, B);
  EXPECT_EQ(X, X2);
}

GTEST_TEST(LinearSolveTest, SolverTypes) {
  // The decomposition is over double for A of double or AutoDiffXd.
  using AdMatrix = Eigen::Matrix<AutoDiffXd, 3, 3>;
  static_assert(std::is_same_v<decltype(GetLinearSolver<Eigen::LLT>(
                                   std::declval<AdMatrix>())),
                               Eigen::LLT<Matrix3d>>);
  static_assert(std::is_same_v<decltype(GetLinearSolver<Eigen::PartialPivLU>(
                                   std::declval<MatrixXd>())),
                               Eigen::PartialPivLU<MatrixXd>>);
  static_assert(std::is_same_v<decltype(SolveLinearSystem<Eigen::LLT>(
                                   std::declval<Matrix3d>(),
                                   std::declval<VectorX<AutoDiffXd>>())),
                               Eigen::Matrix<AutoDiffXd, 3, 1>>);
  // GetLinearSolver of AutoDiffXd factors the values.
  const auto solver = GetLinearSolver<Eigen::LLT>(MakeAutoDiffA());
  EXPECT_TRUE(MatrixXd(solver.reconstructedMatrix()).isApprox(MakeA(), 1e-14));
}

GTEST_TEST(LinearSolveTest, AutoDiffB) {
  const Vector3d b(1, 2, 3);
  const auto x = SolveLinearSystem<Eigen::LDLT>(MakeA(), MakeAutoDiffB(b));
  ASSERT_EQ(x.rows(), 3);
  const MatrixXd gradient = ExtractGradient(x);
  for (int k = 0; k < 2; ++k) {
    EXPECT_TRUE(gradient.col(k).isApprox(AnalyticDx(b, false, true, k), 1e-12))
        << k;
  }
  EXPECT_TRUE(ExtractValue(x).isApprox(MakeA().inverse() * b, 1e-12));
}

GTEST_TEST(LinearSolveTest, AutoDiffA) {
  const Vector3d b(1, 2, 3);
  const auto x = SolveLinearSystem<Eigen::PartialPivLU>(MakeAutoDiffA(), b);
  static_assert(
      std::is_same_v<decltype(x), const Eigen::Matrix<AutoDiffXd, 3, 1>>);
  const MatrixXd gradient = ExtractGradient(x);
  for (int k = 0; k < 2; ++k) {
    EXPECT_TRUE(gradient.col(k).isApprox(AnalyticDx(b, true, false, k), 1e-12))
        << k;
  }
}

// Both vary; checked against central finite differences of the double
// solve, x(z) = (A + z DA_k)⁻¹ (b + z Db_k) with step 1e-5: truncation error
// O(h²) ≈ 1e-10 times the third derivative (order 1 here) and roundoff
// about 1e-16 / 1e-5 = 1e-11, so the tolerance is 1e-8.
GTEST_TEST(LinearSolveTest, AutoDiffAAndBVsFiniteDifferences) {
  const Vector3d b(1, 2, 3);
  const auto x = SolveLinearSystem<Eigen::ColPivHouseholderQR>(
      MakeAutoDiffA(), MakeAutoDiffB(b));
  const MatrixXd gradient = ExtractGradient(x);
  const double h = 1e-5;
  for (int k = 0; k < 2; ++k) {
    const Matrix3d A_plus = MakeA() + h * DA(k);
    const Matrix3d A_minus = MakeA() - h * DA(k);
    const Vector3d x_plus = A_plus.lu().solve(b + h * Db(k));
    const Vector3d x_minus = A_minus.lu().solve(b - h * Db(k));
    const Vector3d numerical = (x_plus - x_minus) / (2 * h);
    EXPECT_LT((gradient.col(k) - numerical).cwiseAbs().maxCoeff(), 1e-8) << k;
    EXPECT_TRUE(gradient.col(k).isApprox(AnalyticDx(b, true, true, k), 1e-12));
  }
}

GTEST_TEST(LinearSolveTest, MultipleColumnsAndEmptyDerivatives) {
  // b has two columns; one entry of A and one of b have empty derivative
  // vectors, which count as zero.
  auto A = MakeAutoDiffA();
  A(1, 2).derivatives().resize(0);
  MatrixX<AutoDiffXd> B(3, 2);
  const VectorX<AutoDiffXd> b0 = MakeAutoDiffB(Vector3d(1, 2, 3));
  B.col(0) = b0;
  B.col(1) = Vector3d(-1, 0, 4).cast<AutoDiffXd>();  // No derivatives.
  const MatrixX<AutoDiffXd> X = SolveLinearSystem<Eigen::PartialPivLU>(A, B);
  Matrix3d dA0 = DA(0);
  dA0(1, 2) = 0;
  const Matrix3d Ainv = MakeA().inverse();
  const MatrixXd X_value = Ainv * ExtractValue(B);
  EXPECT_TRUE(ExtractValue(X).isApprox(X_value, 1e-12));
  // Column 1, derivative 0: −A⁻¹ dA₀ x₁ (b's column 1 does not vary).
  const Vector3d expected = -Ainv * dA0 * X_value.col(1);
  for (int i = 0; i < 3; ++i) {
    ASSERT_EQ(X(i, 1).derivatives().size(), 2);
    EXPECT_NEAR(X(i, 1).derivatives()(0), expected(i), 1e-12) << i;
  }
}

GTEST_TEST(LinearSolveTest, NoDerivativesAnywhere) {
  const Eigen::Matrix<AutoDiffXd, 3, 3> A = MakeA().cast<AutoDiffXd>();
  const Vector3d b(1, 2, 3);
  const auto x = SolveLinearSystem<Eigen::LLT>(A, b);
  EXPECT_TRUE(ExtractValue(x).isApprox(MakeA().inverse() * b, 1e-12));
  for (int i = 0; i < 3; ++i) EXPECT_EQ(x(i).derivatives().size(), 0);
}

GTEST_TEST(LinearSolveTest, LinearSolverClass) {
  const Vector3d b(1, 2, 3);
  const LinearSolver<Eigen::LLT, Matrix3d> double_solver(MakeA());
  const Vector3d x_double = double_solver.Solve(b);
  EXPECT_TRUE(x_double.isApprox(MakeA().inverse() * b, 1e-12));
  const VectorX<AutoDiffXd> x_b = double_solver.Solve(MakeAutoDiffB(b));
  EXPECT_TRUE(ExtractGradient(x_b).col(1).isApprox(
      AnalyticDx(b, false, true, 1), 1e-12));

  using AdMatrix = Eigen::Matrix<AutoDiffXd, 3, 3>;
  const LinearSolver<Eigen::LDLT, AdMatrix> ad_solver(MakeAutoDiffA());
  static_assert(std::is_same_v<LinearSolver<Eigen::LDLT, AdMatrix>::SolverType,
                               Eigen::LDLT<Matrix3d>>);
  const auto x_a = ad_solver.Solve(b);
  const auto x_ab = ad_solver.Solve(MakeAutoDiffB(b));
  for (int k = 0; k < 2; ++k) {
    EXPECT_TRUE(ExtractGradient(x_a).col(k).isApprox(
        AnalyticDx(b, true, false, k), 1e-12));
    EXPECT_TRUE(ExtractGradient(x_ab).col(k).isApprox(
        AnalyticDx(b, true, true, k), 1e-12));
  }
  EXPECT_TRUE(MatrixXd(ad_solver.eigen_linear_solver().reconstructedMatrix())
                  .isApprox(MakeA(), 1e-14));
  const LinearSolver<Eigen::LLT, MatrixXd> empty;
  EXPECT_EQ(empty.eigen_linear_solver().rows(), 0);
}

GTEST_TEST(LinearSolveTest, BadInput) {
  const Matrix3d A = MakeA();
  DRAKE_EXPECT_THROWS_MESSAGE(
      SolveLinearSystem<Eigen::LLT>(MatrixXd(A), VectorXd::Zero(2)),
      ".*A has 3 rows but b has 2.*");
  const auto solver = GetLinearSolver<Eigen::LLT>(MatrixXd(A));
  DRAKE_EXPECT_THROWS_MESSAGE(SolveLinearSystem(solver, VectorXd::Zero(4)),
                              ".*A has 3 rows but b has 4.*");
  const LinearSolver<Eigen::LLT, MatrixXd> class_solver(MatrixXd{A});
  DRAKE_EXPECT_THROWS_MESSAGE(class_solver.Solve(VectorXd::Zero(4)),
                              ".*A has 3 rows but b has 4.*");
  // A's entries carry 2 derivatives, b's carry 3.
  const VectorX<AutoDiffXd> b3 =
      InitializeAutoDiff(Vector3d(1, 2, 3), MatrixXd::Identity(3, 3));
  DRAKE_EXPECT_THROWS_MESSAGE(
      SolveLinearSystem<Eigen::LLT>(MakeAutoDiffA(), b3),
      ".*entries of A have 2 derivatives but those of b have 3.*");
}

}  // namespace linear_solve_test
}  // namespace math
}  // namespace drake
