#include "drake/multibody/contact_solvers/sap/block_sparse_cholesky.h"

#include <random>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/limit_malloc.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {
namespace block_sparse_cholesky_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;

// A random SPD matrix with the given block sizes and coupled pairs, built
// both densely and into `sparse`: H = Σ_pairs Bᵀ⋅B-like coupling terms plus
// diagonal blocks Cᵀ⋅C + I (SPD by construction).
MatrixXd MakeRandomSystem(const std::vector<int>& sizes,
                          const std::vector<std::pair<int, int>>& pairs,
                          std::mt19937* generator,
                          BlockSparseCholesky* sparse) {
  const int n = static_cast<int>(sizes.size());
  std::vector<int> start(n, 0);
  int total = 0;
  for (int a = 0; a < n; ++a) {
    start[a] = total;
    total += sizes[a];
  }
  std::vector<char> coupled(n * n, 0);
  for (const auto& [a, b] : pairs) coupled[a * n + b] = 1;
  sparse->SetStructure(sizes, coupled);
  sparse->SetZero();
  std::normal_distribution<double> normal;
  const auto random = [&](int rows, int cols) {
    MatrixXd M(rows, cols);
    for (int i = 0; i < M.size(); ++i) M.data()[i] = normal(*generator);
    return M;
  };
  MatrixXd H = MatrixXd::Zero(total, total);
  for (int a = 0; a < n; ++a) {
    const MatrixXd C = random(sizes[a], sizes[a]);
    const MatrixXd D =
        C.transpose() * C + MatrixXd::Identity(sizes[a], sizes[a]);
    H.block(start[a], start[a], sizes[a], sizes[a]) += D;
    sparse->AddToBlock(a, a, D);
  }
  // each pair adds Jᵀ⋅J for a random J = [Ja Jb] (3 rows), a PSD term with
  // an off-diagonal block, as a two-clique constraint does.
  for (const auto& [a, b] : pairs) {
    const MatrixXd Ja = random(3, sizes[a]), Jb = random(3, sizes[b]);
    H.block(start[a], start[a], sizes[a], sizes[a]) += Ja.transpose() * Ja;
    H.block(start[b], start[b], sizes[b], sizes[b]) += Jb.transpose() * Jb;
    H.block(start[a], start[b], sizes[a], sizes[b]) += Ja.transpose() * Jb;
    H.block(start[b], start[a], sizes[b], sizes[a]) += Jb.transpose() * Ja;
    sparse->AddToBlock(a, a, Ja.transpose() * Ja);
    sparse->AddToBlock(b, b, Jb.transpose() * Jb);
    // either order of the pair.
    if (a % 2 == 0) {
      sparse->AddToBlock(a, b, Ja.transpose() * Jb);
    } else {
      sparse->AddToBlock(b, a, Jb.transpose() * Ja);
    }
  }
  return H;
}

// Solves against the dense LLT. The matrices have condition numbers
// ~1e2–1e4, so 1e-10 relative is ample for double round-off.
void ExpectSolvesLikeDense(const std::vector<int>& sizes,
                           const std::vector<std::pair<int, int>>& pairs,
                           int seed) {
  std::mt19937 generator(seed);
  BlockSparseCholesky sparse;
  const MatrixXd H = MakeRandomSystem(sizes, pairs, &generator, &sparse);
  ASSERT_TRUE(sparse.Factor());
  std::normal_distribution<double> normal;
  VectorXd b(H.rows());
  for (int i = 0; i < b.size(); ++i) b(i) = normal(generator);
  const VectorXd expected = H.llt().solve(b);
  VectorXd x = b;
  sparse.SolveInPlace(&x);
  EXPECT_LE((x - expected).norm(), 1e-10 * expected.norm());
  EXPECT_LE((H * x - b).norm(), 1e-10 * b.norm());
}

TEST(BlockSparseCholesky, MatchesDense) {
  // a single block, uncoupled blocks, a chain, a star, a cycle, and a
  // random pattern with repeated pairs.
  ExpectSolvesLikeDense({5}, {}, 1);
  ExpectSolvesLikeDense({2, 3, 1}, {}, 2);
  ExpectSolvesLikeDense({6, 6, 6, 6, 6, 6},
                        {{1, 0}, {2, 1}, {3, 2}, {4, 3}, {5, 4}}, 3);
  ExpectSolvesLikeDense({7, 6, 6, 6, 6}, {{0, 1}, {2, 0}, {0, 3}, {4, 0}}, 4);
  ExpectSolvesLikeDense({3, 2, 4, 1}, {{0, 1}, {1, 2}, {2, 3}, {3, 0}}, 5);
  ExpectSolvesLikeDense(
      {4, 1, 6, 2, 3, 5, 2, 6},
      {{0, 5}, {5, 0}, {1, 2}, {2, 7}, {7, 1}, {3, 6}, {4, 6}, {6, 0}, {2, 5}},
      6);
}

// A chain eliminated from its ends has no fill (n − 1 off-diagonal blocks);
// a star's leaves go before its hub, with no fill either (eliminating the
// hub first would couple all leaves: 4 + 6 blocks).
TEST(BlockSparseCholesky, OrderingAvoidsFill) {
  BlockSparseCholesky chain;
  std::vector<char> coupled(25, 0);
  for (int a = 1; a < 5; ++a) coupled[a * 5 + a - 1] = 1;
  chain.SetStructure({1, 1, 1, 1, 1}, coupled);
  EXPECT_EQ(chain.num_off_diagonal_blocks(), 4);

  BlockSparseCholesky star;
  std::vector<char> star_coupled(25, 0);
  for (int a = 1; a < 5; ++a) star_coupled[a] = 1;  // (0, a)
  star.SetStructure({3, 1, 1, 1, 1}, star_coupled);
  EXPECT_NE(star.elimination_order().front(), 0);
  EXPECT_EQ(star.num_off_diagonal_blocks(), 4);
}

// An uncoupled block declared with a tree's sparsity (a 14-velocity tree,
// four 2-velocity branches on a 6-velocity base, its H non-zero only between a
// velocity and its ancestors) is factored by TreeLdlt, beside a dense block and
// two coupled ones; the solve agrees with the dense one to 1e-12 relative (H is
// diagonally dominant, condition number below ~10). A coupled block keeps
// the dense factorization.
TEST(BlockSparseCholesky, TreeSparseBlock) {
  const std::vector<int> tree = {-1, 0, 1, 2, 3, 4, 5, 6, 5, 8, 5, 10, 5, 12};
  const int n = 14;
  std::mt19937 generator(17);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  MatrixXd H_tree = 2.0 * n * MatrixXd::Identity(n, n);
  for (int i = 0; i < n; ++i) {
    for (int a = tree[i]; a != -1; a = tree[a]) {
      H_tree(i, a) = H_tree(a, i) = uniform(generator);
    }
  }
  BlockSparseCholesky sparse;
  const std::vector<int> sizes{n, 4, 3, 3};
  std::vector<char> coupled(16, 0);
  coupled[2 * 4 + 3] = 1;
  sparse.SetStructure(sizes, coupled);
  EXPECT_TRUE(sparse.SetBlockSparsity(0, tree));
  EXPECT_FALSE(sparse.SetBlockSparsity(2, {-1, 0, 1}));
  MatrixXd H = MatrixXd::Zero(n + 10, n + 10);
  H.topLeftCorner(n, n) = H_tree;
  const MatrixXd B1 = MatrixXd::Random(4, 4);
  H.block(n, n, 4, 4) = B1 * B1.transpose() + 4 * MatrixXd::Identity(4, 4);
  H.bottomRightCorner(6, 6) = MatrixXd::Random(6, 6);
  H.bottomRightCorner(6, 6) =
      H.bottomRightCorner(6, 6) * H.bottomRightCorner(6, 6).transpose() +
      6 * MatrixXd::Identity(6, 6);
  sparse.SetZero();
  sparse.AddToBlock(0, 0, H_tree);
  sparse.AddToBlock(1, 1, H.block(n, n, 4, 4));
  sparse.AddToBlock(2, 2, H.block(n + 4, n + 4, 3, 3));
  sparse.AddToBlock(3, 3, H.block(n + 7, n + 7, 3, 3));
  sparse.AddToBlock(2, 3, H.block(n + 4, n + 7, 3, 3));
  ASSERT_TRUE(sparse.Factor());
  const VectorXd b = VectorXd::Random(n + 10);
  VectorXd x = b;
  sparse.SolveInPlace(&x);
  const VectorXd expected = H.llt().solve(b);
  EXPECT_LE((x - expected).norm(), 1e-12 * expected.norm());
}

TEST(BlockSparseCholesky, NotPositiveDefinite) {
  BlockSparseCholesky sparse;
  sparse.SetStructure({2, 2}, {0, 1, 0, 0});
  sparse.SetZero();
  sparse.AddToBlock(0, 0, MatrixXd::Identity(2, 2));
  sparse.AddToBlock(1, 1, MatrixXd::Identity(2, 2));
  // the off-diagonal block makes H = [I 2I; 2I I], eigenvalues 3 and −1.
  sparse.AddToBlock(0, 1, 2 * MatrixXd::Identity(2, 2));
  EXPECT_FALSE(sparse.Factor());
}

// Same structure again: SetStructure, SetZero, AddToBlock, Factor and
// SolveInPlace allocate nothing.
TEST(BlockSparseCholesky, NoAllocationWithSameStructure) {
  std::mt19937 generator(7);
  BlockSparseCholesky sparse;
  const std::vector<int> sizes{6, 6, 6, 6};
  const std::vector<std::pair<int, int>> pairs{{0, 1}, {1, 2}, {2, 3}, {3, 0}};
  const MatrixXd H = MakeRandomSystem(sizes, pairs, &generator, &sparse);
  ASSERT_TRUE(sparse.Factor());
  std::vector<char> coupled(16, 0);
  for (const auto& [a, b] : pairs) coupled[a * 4 + b] = 1;
  const MatrixXd block = MatrixXd::Identity(6, 6) * 10;
  const MatrixXd coupling = MatrixXd::Identity(6, 6);
  VectorXd x = VectorXd::Ones(24);
  mallard::test::AllocationCounter counter;
  sparse.SetStructure(sizes, coupled);
  sparse.SetZero();
  for (int a = 0; a < 4; ++a) sparse.AddToBlock(a, a, block);
  sparse.AddToBlock(0, 1, coupling);
  EXPECT_TRUE(sparse.Factor());
  sparse.SolveInPlace(&x);
  EXPECT_EQ(counter.count(), 0);
}

// Structures that change from solve to solve (as a toppled stack's
// contacts couple other bodies each step) reuse one factorization's
// storage: after each structure has been seen once, switching between them
// allocates nothing, and each solve still matches the dense one (1e-10
// relative, as in ExpectSolvesLikeDense()). The structures differ in their
// numbers of off-diagonal blocks (4, 6 with fill, 1), so that blocks kept
// from a larger structure serve a smaller one.
TEST(BlockSparseCholesky, ChangingStructuresReuseStorage) {
  const std::vector<int> sizes{6, 6, 6, 6, 6};
  const std::vector<std::vector<std::pair<int, int>>> structures{
      {{0, 1}, {1, 2}, {2, 3}, {3, 4}},
      {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {4, 0}, {4, 2}},
      {{3, 1}}};
  std::mt19937 generator(11);
  BlockSparseCholesky sparse;
  std::normal_distribution<double> normal;
  VectorXd b(30), x(30), expected(30);
  for (int round = 0; round < 3; ++round) {
    for (const auto& pairs : structures) {
      // the system (made with allocations) and its right-hand side first.
      BlockSparseCholesky fresh;
      std::mt19937 copy = generator;
      const MatrixXd H = MakeRandomSystem(sizes, pairs, &generator, &fresh);
      for (int i = 0; i < b.size(); ++i) b(i) = normal(generator);
      expected = H.llt().solve(b);
      // the same system in the reused factorization: rebuilt with the same
      // random numbers, after the structure is set under the counter.
      std::vector<char> coupled(25, 0);
      for (const auto& [a, c] : pairs) coupled[a * 5 + c] = 1;
      {
        mallard::test::AllocationCounter counter;
        sparse.SetStructure(sizes, coupled);
        if (round > 0) {
          EXPECT_EQ(counter.count(), 0) << round;
        }
      }
      MakeRandomSystem(sizes, pairs, &copy, &sparse);
      x = b;
      {
        mallard::test::AllocationCounter counter;
        ASSERT_TRUE(sparse.Factor());
        sparse.SolveInPlace(&x);
        if (round > 0) {
          EXPECT_EQ(counter.count(), 0) << round;
        }
      }
      EXPECT_LE((x - expected).norm(), 1e-10 * expected.norm()) << round;
    }
  }
}

}  // namespace block_sparse_cholesky_test
}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
