#include "drake/multibody/contact_solvers/sap/dense_cholesky.h"

#include <cmath>
#include <limits>
#include <random>

#include <gtest/gtest.h>

#include "test_utilities/limit_malloc.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {
namespace dense_cholesky_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;

// A random symmetric positive definite matrix with condition number of a few
// hundred at most: B⋅Bᵀ + n⋅I.
MatrixXd RandomSpd(int n, std::mt19937* generator) {
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  MatrixXd B(n, n);
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < n; ++i) B(i, j) = uniform(*generator);
  }
  return B * B.transpose() + n * MatrixXd::Identity(n, n);
}

// Every size SAP meets (single dofs to a few dozen), against Eigen's LLT.
// Tolerance: both factor the same well-conditioned matrix in double; the
// results agree to a few hundred ulps of the entries' size.
TEST(DenseCholeskyTest, MatchesEigenLltAndSolves) {
  std::mt19937 generator(42);
  for (int n = 1; n <= 40; ++n) {
    const MatrixXd A = RandomSpd(n, &generator);
    DenseCholesky cholesky;
    ASSERT_TRUE(cholesky.Factor(A)) << n;
    EXPECT_EQ(cholesky.size(), n);
    const MatrixXd L_expected = A.llt().matrixL();
    const MatrixXd L = cholesky.L().triangularView<Eigen::Lower>();
    EXPECT_LT((L - L_expected).norm(), 1e-13 * L_expected.norm()) << n;
    // A⋅x = b for several right-hand sides.
    const MatrixXd b = MatrixXd::Random(n, 3);
    MatrixXd x = b;
    cholesky.SolveInPlace(x);
    EXPECT_LT((A * x - b).norm(), 1e-13 * b.norm() * A.norm()) << n;
    // The two triangular halves.
    MatrixXd y = b;
    cholesky.SolveLowerInPlace(y);
    EXPECT_LT((L * y - b).norm(), 1e-13 * b.norm() * L.norm()) << n;
    MatrixXd z = b;
    cholesky.SolveUpperInPlace(z);
    EXPECT_LT((L.transpose() * z - b).norm(), 1e-13 * b.norm() * L.norm()) << n;
    // X⋅L⁻ᵀ from the right: Z⋅Lᵀ = X.
    const MatrixXd X = MatrixXd::Random(4, n);
    MatrixXd Z = X;
    cholesky.SolveUpperOnTheRightInPlace(Z);
    EXPECT_LT((Z * L.transpose() - X).norm(), 1e-13 * X.norm() * L.norm()) << n;
    // The inverse is symmetric and inverts A.
    MatrixXd A_inv;
    cholesky.CalcInverse(&A_inv);
    EXPECT_LT((A * A_inv - MatrixXd::Identity(n, n)).norm(), 1e-13 * n) << n;
    EXPECT_EQ((A_inv - A_inv.transpose()).norm(), 0.0) << n;
  }
}

// Only the lower triangle is read: garbage above the diagonal is ignored.
TEST(DenseCholeskyTest, ReadsTheLowerTriangleOnly) {
  std::mt19937 generator(7);
  const MatrixXd A = RandomSpd(9, &generator);
  MatrixXd A_lower = A;
  A_lower.triangularView<Eigen::StrictlyUpper>().setConstant(
      std::numeric_limits<double>::quiet_NaN());
  DenseCholesky full;
  DenseCholesky lower;
  ASSERT_TRUE(full.Factor(A));
  ASSERT_TRUE(lower.Factor(A_lower));
  const MatrixXd L_full = full.L().triangularView<Eigen::Lower>();
  const MatrixXd L_lower = lower.L().triangularView<Eigen::Lower>();
  EXPECT_EQ(L_full, L_lower);
}

// A tree's mass matrix has exact zeros between branches; the factorization
// skips them but must still produce the fill-in.
TEST(DenseCholeskyTest, SparseMatrixWithFillIn) {
  // An arrow: the first row and column and the diagonal are non-zero, so L
  // is dense below its first column only where A is; the trailing block
  // fills in.
  const int n = 12;
  MatrixXd A = MatrixXd::Zero(n, n);
  for (int i = 0; i < n; ++i) A(i, i) = 10.0 + i;
  for (int i = 1; i < n; ++i) A(i, 0) = A(0, i) = 1.0 + 0.1 * i;
  DenseCholesky cholesky;
  ASSERT_TRUE(cholesky.Factor(A));
  const MatrixXd L = cholesky.L().triangularView<Eigen::Lower>();
  EXPECT_LT((L * L.transpose() - A).norm(), 1e-13 * A.norm());
}

TEST(DenseCholeskyTest, NotPositiveDefinite) {
  DenseCholesky cholesky;
  // Indefinite: eigenvalues 3 and −1.
  EXPECT_FALSE(cholesky.Factor((MatrixXd(2, 2) << 1, 2, 2, 1).finished()));
  // Singular (positive semi-definite).
  EXPECT_FALSE(cholesky.Factor((MatrixXd(2, 2) << 1, 1, 1, 1).finished()));
  // Not finite.
  MatrixXd nan = MatrixXd::Identity(3, 3);
  nan(2, 2) = std::numeric_limits<double>::quiet_NaN();
  EXPECT_FALSE(cholesky.Factor(nan));
  MatrixXd inf = MatrixXd::Identity(3, 3);
  inf(1, 1) = std::numeric_limits<double>::infinity();
  EXPECT_FALSE(cholesky.Factor(inf));
  // A valid matrix factors again after a failure.
  EXPECT_TRUE(cholesky.Factor(MatrixXd::Identity(3, 3)));
}

// Factoring and solving a matrix of the size of the last one allocates
// nothing.
TEST(DenseCholeskyTest, NoAllocationAtTheSameSize) {
  std::mt19937 generator(3);
  const MatrixXd A = RandomSpd(27, &generator);
  DenseCholesky cholesky;
  MatrixXd A_inv;
  VectorXd x = VectorXd::Ones(27);
  ASSERT_TRUE(cholesky.Factor(A));
  cholesky.CalcInverse(&A_inv);
  mallard::test::AllocationCounter counter;
  ASSERT_TRUE(cholesky.Factor(A));
  cholesky.SolveInPlace(x);
  cholesky.CalcInverse(&A_inv);
  EXPECT_EQ(counter.count(), 0);
}

}  // namespace dense_cholesky_test
}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
