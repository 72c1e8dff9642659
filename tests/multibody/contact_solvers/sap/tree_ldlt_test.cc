#include "drake/multibody/contact_solvers/sap/tree_ldlt.h"

#include <limits>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/limit_malloc.h"

#include "drake/multibody/contact_solvers/sap/dense_cholesky.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {
namespace tree_ldlt_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;

// A random tree of n velocities in topological order (parent(i) < i):
// `num_roots` roots, the rest hung below a random earlier velocity, and
// short chains (a joint's several velocities) favoured by attaching to the
// previous velocity half of the time.
std::vector<int> RandomTree(int n, int num_roots, std::mt19937* generator) {
  std::vector<int> parent(n, -1);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  for (int i = num_roots; i < n; ++i) {
    std::uniform_int_distribution<int> earlier(0, i - 1);
    parent[i] = coin(*generator) < 0.5 ? i - 1 : earlier(*generator);
  }
  return parent;
}

bool IsAncestor(const std::vector<int>& parent, int a, int i) {
  for (int c = parent[i]; c != -1; c = parent[c]) {
    if (c == a) return true;
  }
  return false;
}

// A random SPD matrix with the sparsity of a tree's mass matrix: H(i, j) ≠ 0
// only when one of i, j is an ancestor of the other (or i = j). Built as
// Bᵀ⋅B + n⋅I with B random on the pattern's lower triangle, which keeps
// the pattern (Bᵀ⋅B's entry (i, j) sums over k below both i and j, and
// the rows of B only hold a velocity's ancestors) and the condition number
// modest.
MatrixXd RandomTreeSpd(const std::vector<int>& parent,
                       std::mt19937* generator) {
  const int n = static_cast<int>(parent.size());
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  MatrixXd B = MatrixXd::Zero(n, n);
  for (int i = 0; i < n; ++i) {
    B(i, i) = uniform(*generator);
    for (int c = parent[i]; c != -1; c = parent[c]) {
      B(i, c) = uniform(*generator);
    }
  }
  return B.transpose() * B + n * MatrixXd::Identity(n, n);
}

// H⁻¹⋅b by the dense Cholesky factorization, the reference.
VectorXd DenseSolve(const MatrixXd& H, const VectorXd& b) {
  DenseCholesky dense;
  EXPECT_TRUE(dense.Factor(H));
  VectorXd x = b;
  dense.SolveInPlace(x);
  return x;
}

// On random SPD matrices with a tree's sparsity, the elimination tree is
// the tree itself, Lᵀ⋅D⋅L reproduces H, and solves agree with the dense
// Cholesky factorization. Tolerance: H's condition number is below ~10
// (Bᵀ⋅B + n⋅I with ‖B‖ ≲ n), so both solves are within a few hundred ulps
// of the exact one: 1e-12 relative.
TEST(TreeLdltTest, MatchesDenseOnTreeSparsity) {
  std::mt19937 generator(42);
  for (int n = 1; n <= 40; ++n) {
    const std::vector<int> parent = RandomTree(n, 1 + n / 15, &generator);
    const MatrixXd H = RandomTreeSpd(parent, &generator);
    TreeLdlt ldlt;
    const double work = ldlt.Analyze(H);
    ASSERT_TRUE(ldlt.Factor(H)) << n;
    // the pattern found is the tree's (Bᵀ⋅B fills every ancestor entry).
    EXPECT_EQ(ldlt.parent(), parent) << n;
    double expected_work = 0.0;
    for (int i = 0; i < n; ++i) {
      int depth = 0;
      for (int c = parent[i]; c != -1; c = parent[c]) ++depth;
      expected_work += 0.5 * depth * depth;
    }
    EXPECT_EQ(work, expected_work) << n;
    const MatrixXd L = ldlt.CalcDenseL();
    const MatrixXd LtDL = L.transpose() * ldlt.D().asDiagonal() * L;
    EXPECT_LT((LtDL - H).norm(), 1e-13 * H.norm()) << n;
    // L is non-zero only on ancestors.
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < i; ++j) {
        if (!IsAncestor(parent, j, i)) {
          EXPECT_EQ(L(i, j), 0.0) << n;
        }
      }
    }
    const VectorXd b = VectorXd::Random(n);
    VectorXd x = b;
    ldlt.SolveInPlace(x);
    const VectorXd x_dense = DenseSolve(H, b);
    EXPECT_LT((x - x_dense).norm(), 1e-12 * x_dense.norm()) << n;
  }
}

// A constraint coupling two branches (self-contact), H + jᵀ⋅j with j
// non-zero on two leaves of different branches, merges the branches in
// the elimination tree and is still factorized exactly (same tolerance).
TEST(TreeLdltTest, CouplingTwoBranchesStaysExact) {
  // two branches below a 6-velocity chain (a floating base): 6–9, 10–13.
  std::vector<int> parent = {-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 5, 10, 11, 12};
  std::mt19937 generator(5);
  const MatrixXd A = RandomTreeSpd(parent, &generator);
  VectorXd j = VectorXd::Zero(14);
  j(9) = 0.7;
  j(13) = -1.3;
  const MatrixXd H = A + 4.0 * j * j.transpose();
  TreeLdlt ldlt;
  ASSERT_TRUE(ldlt.AnalyzeAndFactor(H));
  // 9 and 13 are now on one path.
  EXPECT_TRUE(IsAncestor(ldlt.parent(), 9, 13));
  const MatrixXd L = ldlt.CalcDenseL();
  EXPECT_LT((L.transpose() * ldlt.D().asDiagonal() * L - H).norm(),
            1e-13 * H.norm());
  const VectorXd b = VectorXd::Random(14);
  VectorXd x = b;
  ldlt.SolveInPlace(x);
  const VectorXd x_dense = DenseSolve(H, b);
  EXPECT_LT((x - x_dense).norm(), 1e-12 * x_dense.norm());
}

// X = J⋅L⁻¹ gives the Delassus block X⋅D⁻¹⋅Xᵀ = J⋅H⁻¹⋅Jᵀ, for a contact
// Jacobian on one path to the root (leaf 9's ancestors) and for a dense
// one, and so does AddJHinvJt(); against the dense inverse, 1e-12
// relative (as above).
TEST(TreeLdltTest, DelassusFromRightMultiplication) {
  std::vector<int> parent = {-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 5, 10, 11, 12};
  std::mt19937 generator(11);
  const MatrixXd H = RandomTreeSpd(parent, &generator);
  TreeLdlt ldlt;
  ASSERT_TRUE(ldlt.AnalyzeAndFactor(H));
  MatrixXd H_inv;
  DenseCholesky dense;
  ASSERT_TRUE(dense.Factor(H));
  dense.CalcInverse(&H_inv);
  MatrixXd J_path = MatrixXd::Zero(3, 14);
  for (int c = 9; c != -1; c = parent[c]) J_path.col(c).setRandom();
  for (const MatrixXd& J : {J_path, MatrixXd(MatrixXd::Random(3, 14))}) {
    MatrixXd X = J;
    ldlt.RightMultiplyByInverseL(X);
    const MatrixXd W = X * ldlt.D().cwiseInverse().asDiagonal() * X.transpose();
    const MatrixXd W_expected = J * H_inv * J.transpose();
    EXPECT_LT((W - W_expected).norm(), 1e-12 * W_expected.norm());
  }
  // AddJHinvJt() from the non-zero columns: on one path (leaf 9's), on
  // two branches (leaves 9 and 13), and a single column.
  MatrixXd J_two = J_path;
  J_two.col(13).setRandom();
  MatrixXd J_one = MatrixXd::Zero(1, 14);
  J_one(0, 11) = 0.8;
  MatrixXd scratch(3, 14);
  for (const MatrixXd& J : {J_path, J_two, J_one}) {
    std::vector<int> columns;
    for (int c = 0; c < 14; ++c) {
      if (J.col(c).norm() > 0) columns.push_back(c);
    }
    const int nk = static_cast<int>(J.rows());
    MatrixXd W = MatrixXd::Identity(nk, nk);  // added to
    ldlt.AddJHinvJt(J, columns.data(), static_cast<int>(columns.size()),
                    scratch, W);
    const MatrixXd W_expected =
        MatrixXd::Identity(nk, nk) + J * H_inv * J.transpose();
    EXPECT_LT((W - W_expected).norm(), 1e-12 * W_expected.norm());
  }
  // a path's Jacobian stays on the path: columns off it remain zero.
  MatrixXd X = J_path;
  ldlt.RightMultiplyByInverseL(X);
  for (int c = 10; c < 14; ++c) EXPECT_EQ(X.col(c).norm(), 0.0);
}

// A forest from SetTree() covering A's pattern and each constraint term's
// columns (CoupleInForest) factors H = A + Σ jᵀ⋅j exactly: constraints on
// one path leave the forest as it is; one across two branches merges their
// chains (sorted, ancestors only added). Against the dense solve, 1e-12
// relative (as above).
TEST(TreeLdltTest, ForestCoveringConstraintTerms) {
  const std::vector<int> tree = {-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 5, 10, 11, 12};
  std::mt19937 generator(13);
  MatrixXd H = RandomTreeSpd(tree, &generator);
  std::vector<int> forest = tree;
  // on one path (leaf 9's): nothing changes.
  const std::vector<int> path = {2, 4, 7, 9};
  TreeLdlt::CoupleInForest(path.data(), 4, &forest);
  EXPECT_EQ(forest, tree);
  // across the branches (leaves 9 and 13): 10–13 go below 9.
  const std::vector<int> across = {3, 8, 9, 11, 13};
  TreeLdlt::CoupleInForest(across.data(), 5, &forest);
  const std::vector<int> merged = {-1, 0, 1, 2, 3,  4,  5,
                                   6,  7, 8, 9, 10, 11, 12};
  EXPECT_EQ(forest, merged);
  for (const std::vector<int>* columns : {&path, &across}) {
    VectorXd j = VectorXd::Zero(14);
    for (int c : *columns) j(c) = 1.0 + 0.1 * c;
    H += 3.0 * j * j.transpose();
  }
  TreeLdlt ldlt;
  const double work = ldlt.SetTree(forest);
  EXPECT_EQ(work, 0.5 * (13.0 * 14.0 * 27.0 / 6.0));  // ½⋅Σ_{i<14} i²
  ASSERT_TRUE(ldlt.Factor(H));
  const VectorXd b = VectorXd::Random(14);
  VectorXd x = b;
  ldlt.SolveInPlace(x);
  const VectorXd x_dense = DenseSolve(H, b);
  EXPECT_LT((x - x_dense).norm(), 1e-12 * x_dense.norm());
}

// Accumulating H in the pattern (A saved once, restored, a constraint term
// added entry by entry) factors the same matrix as Factor(H): identical
// pivots, bit for bit (the same sums in the same order).
TEST(TreeLdltTest, AccumulateInPattern) {
  const std::vector<int> tree = {-1, 0, 1, 2, 3, 4, 5, 6, 5, 8, 5, 10};
  std::mt19937 generator(19);
  const MatrixXd A = RandomTreeSpd(tree, &generator);
  const std::vector<int> columns = {1, 5, 8, 9};
  const VectorXd j = VectorXd::Random(4);
  MatrixXd H = A;
  for (int a = 0; a < 4; ++a) {
    for (int b = 0; b < 4; ++b) H(columns[a], columns[b]) += j(a) * j(b);
  }
  TreeLdlt reference;
  reference.SetTree(tree);
  ASSERT_TRUE(reference.Factor(H));
  TreeLdlt ldlt;
  ldlt.SetTree(tree);
  ldlt.SetZero();
  ldlt.AddLower(A);
  ldlt.SaveAccumulated();
  for (int pass = 0; pass < 2; ++pass) {
    ldlt.RestoreSaved();
    for (int a = 0; a < 4; ++a) {
      for (int b = 0; b <= a; ++b) {
        ldlt.mutable_entry(columns[a], columns[b]) += j(a) * j(b);
      }
    }
    ASSERT_TRUE(ldlt.FactorInPlace());
    EXPECT_EQ(ldlt.D(), reference.D());
    EXPECT_EQ(ldlt.CalcDenseL(), reference.CalcDenseL());
  }
}

// Analyzing again (the same pattern with other values, a new pattern of
// the same size, or after SetTree()) finds each matrix's own tree.
TEST(TreeLdltTest, ReanalyzesANewPattern) {
  std::mt19937 generator(29);
  const std::vector<int> tree1 = RandomTree(20, 2, &generator);
  const std::vector<int> tree2 = RandomTree(20, 1, &generator);
  ASSERT_NE(tree1, tree2);
  TreeLdlt ldlt;
  for (const std::vector<int>* tree : {&tree1, &tree1, &tree2, &tree1}) {
    const MatrixXd H = RandomTreeSpd(*tree, &generator);
    ASSERT_TRUE(ldlt.AnalyzeAndFactor(H));
    EXPECT_EQ(ldlt.parent(), *tree);
    const VectorXd b = VectorXd::Random(20);
    VectorXd x = b;
    ldlt.SolveInPlace(x);
    EXPECT_LT((H * x - b).norm(), 1e-12 * b.norm());
  }
  // after SetTree(), Analyze() of the earlier pattern.
  const std::vector<int> chain = {-1, 0,  1,  2,  3,  4,  5,  6,  7,  8,
                                  9,  10, 11, 12, 13, 14, 15, 16, 17, 18};
  ldlt.SetTree(chain);
  ldlt.Analyze(RandomTreeSpd(tree1, &generator));
  EXPECT_EQ(ldlt.parent(), tree1);
}

// Not positive definite, or NaN: Factor() returns false.
TEST(TreeLdltTest, NotPositiveDefinite) {
  TreeLdlt ldlt;
  MatrixXd H = MatrixXd::Identity(4, 4);
  H(3, 1) = H(1, 3) = 2.0;  // eigenvalues 1 ± 2 in the {1, 3} block
  EXPECT_FALSE(ldlt.AnalyzeAndFactor(H));
  MatrixXd nan = MatrixXd::Identity(3, 3);
  nan(2, 2) = std::numeric_limits<double>::quiet_NaN();
  EXPECT_FALSE(ldlt.AnalyzeAndFactor(nan));
}

// After a first factorization of that size, analyzing a matrix of the same
// size (a different pattern, up to dense) and factoring and solving
// allocate nothing.
TEST(TreeLdltTest, NoAllocationAtTheSameSize) {
  std::mt19937 generator(3);
  const MatrixXd sparse =
      RandomTreeSpd(RandomTree(27, 1, &generator), &generator);
  const MatrixXd dense = sparse + MatrixXd::Ones(27, 27);
  TreeLdlt ldlt;
  VectorXd x = VectorXd::Ones(27);
  MatrixXd X = MatrixXd::Ones(3, 27);
  ASSERT_TRUE(ldlt.AnalyzeAndFactor(sparse));
  mallard::test::AllocationCounter counter;
  for (const MatrixXd* H : {&dense, &sparse}) {
    ASSERT_TRUE(ldlt.AnalyzeAndFactor(*H));
    ldlt.SolveInPlace(x);
    ldlt.RightMultiplyByInverseL(X);
  }
  EXPECT_EQ(counter.count(), 0);
}

}  // namespace tree_ldlt_test
}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
