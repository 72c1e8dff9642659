#pragma once

/// @file
/// A block-sparse Cholesky factorization of a symmetric positive definite
/// matrix partitioned in blocks (SAP's cliques), for the Newton systems of
/// SapSolver.

#include <utility>
#include <vector>

#include <Eigen/Cholesky>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/contact_solvers/sap/dense_cholesky.h"
#include "drake/multibody/contact_solvers/sap/tree_ldlt.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

/// Factorizes H = L⋅Lᵀ where H is symmetric with n × n blocks H_ab (block a
/// has block_sizes[a] rows) and H_ab ≠ 0 only for a == b or for coupled pairs
/// {a, b}. Blocks are eliminated in a greedy minimum-degree order over the
/// block graph, and L keeps only the blocks of the resulting fill pattern,
/// so a chain or a star of blocks factors in time linear in the number of
/// blocks. A block coupled to no other (a robot alone in its clique) can be
/// factored in its own sparsity by TreeLdlt (see SetBlockSparsity()).
///
/// Usage: SetStructure() once per sparsity pattern (allocates), then per
/// matrix SetZero(), AddToBlock()…, Factor(), SolveInPlace() (no allocation).
class BlockSparseCholesky {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(BlockSparseCholesky);

  BlockSparseCholesky();
  ~BlockSparseCholesky();

  /// Sets the block sizes and the coupled pairs (a ≠ b, either order,
  /// repeats allowed) and computes the elimination order and fill pattern.
  /// `coupled` is a row-major n × n 0/1 matrix (only entries a ≠ b are read).
  /// Keeps the existing structure (and allocates nothing) when it is the
  /// same as the last one. A new structure reuses the storage of the blocks
  /// before it: it allocates nothing unless it needs more blocks of a shape
  /// than any structure before it (as the contacts of a toppled stack
  /// change which bodies are coupled from step to step).
  void SetStructure(const std::vector<int>& block_sizes,
                    const std::vector<char>& coupled);

  /// The number of velocities (rows of H).
  int size() const { return size_; }
  int num_blocks() const { return static_cast<int>(block_sizes_.size()); }

  /// Declares the sparsity of diagonal block `a` by an elimination forest
  /// (see TreeLdlt::SetTree(): every non-zero H_aa(i, j), j < i, has j
  /// among the ancestors of i). When the block is coupled to no other and
  /// the forest saves a seventh of the dense work, the block is stored and
  /// factored by TreeLdlt (accumulate it with AddToBlock() or through
  /// tree_block(), not mutable_block()); returns whether it is. Reset by
  /// SetStructure(). Allocates nothing after a first call for the block's
  /// size.
  bool SetBlockSparsity(int a, const std::vector<int>& parent);

  /// The TreeLdlt storing diagonal block `a` (see SetBlockSparsity()), or
  /// null if the block is dense.
  TreeLdlt* tree_block(int a) {
    const int p = position_[a];
    return use_ldlt_[p] ? &diagonal_ldlt_[p] : nullptr;
  }

  /// Zeroes H (keeps the structure).
  void SetZero();

  /// H_ab += M (and, implicitly, H_ba += Mᵀ). Adding to a diagonal block
  /// (a == b) must add a symmetric M.
  /// @pre a == b or {a, b} was declared coupled; M is size(a) × size(b).
  void AddToBlock(int a, int b, const Eigen::Ref<const Eigen::MatrixXd>& M);

  /// Direct access for accumulating into H without temporaries: the storage
  /// of H_ab when block_is_stored(a, b), else the storage of H_ba = H_abᵀ.
  /// @pre a == b or {a, b} was declared coupled; not a tree block.
  bool block_is_stored(int a, int b) const {
    return position_[a] >= position_[b];
  }
  Eigen::MatrixXd& mutable_block(int a, int b);

  /// Factorizes; false if H is not positive definite.
  bool Factor();

  /// Solves H⋅x = b in place (b has size()).
  /// @pre Factor() returned true.
  void SolveInPlace(Eigen::VectorXd* b) const;

  /// The blocks eliminated, in order (for tests).
  const std::vector<int>& elimination_order() const { return order_; }
  /// The number of off-diagonal blocks of L (for tests).
  int num_off_diagonal_blocks() const { return num_off_diagonal_; }

 private:
  // An off-diagonal block L_ij (positions i > j in elimination order).
  struct OffDiagonal {
    int i{};  // row position
    int j{};  // column position
    Eigen::MatrixXd value;
  };
  // The index into off_diagonal_ of positions (i, j), i > j, or −1.
  int& index(int i, int j) { return index_[i * num_blocks() + j]; }
  int index(int i, int j) const { return index_[i * num_blocks() + j]; }

  std::vector<int> block_sizes_;
  std::vector<char> coupled_;  // the last structure's n × n pattern
  int size_{0};
  std::vector<int> order_;           // position → block
  std::vector<int> position_;        // block → position
  std::vector<int> start_;           // block → first row in H
  std::vector<int> permuted_start_;  // position → first row of the permuted H
  std::vector<Eigen::MatrixXd> diagonal_;    // by position
  std::vector<DenseCholesky> diagonal_llt_;  // by position
  std::vector<char> isolated_;               // by position, no coupling
  std::vector<TreeLdlt> diagonal_ldlt_;      // by position, isolated only
  std::vector<char> use_ldlt_;  // by position, set by SetBlockSparsity()
  // The first num_off_diagonal_ entries are the structure's blocks, grouped
  // by column j, rows sorted; the entries after them are kept for their
  // storage.
  std::vector<OffDiagonal> off_diagonal_;
  int num_off_diagonal_{0};
  std::vector<int> column_begin_;  // position j → first entry in off_diagonal_
  // SetStructure()'s scratch (kept for its capacity).
  std::vector<char> adjacent_;                   // n × n
  std::vector<char> eliminated_;                 // n
  std::vector<std::vector<int>> column_blocks_;  // by position
  std::vector<int> rows_;
  std::vector<int> index_;        // n × n, see index()
  mutable Eigen::VectorXd work_;  // size_, the permuted right-hand side
};

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
