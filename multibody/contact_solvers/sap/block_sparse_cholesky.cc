#include "drake/multibody/contact_solvers/sap/block_sparse_cholesky.h"

#include <algorithm>

#include "drake/common/drake_assert.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

BlockSparseCholesky::BlockSparseCholesky() = default;
BlockSparseCholesky::~BlockSparseCholesky() = default;

void BlockSparseCholesky::SetStructure(const std::vector<int>& block_sizes,
                                       const std::vector<char>& coupled) {
  const int n = static_cast<int>(block_sizes.size());
  DRAKE_DEMAND(static_cast<int>(coupled.size()) == n * n);
  if (block_sizes == block_sizes_ && coupled == coupled_) {
    // the blocks' sparsity is declared anew for each structure.
    std::fill(use_ldlt_.begin(), use_ldlt_.end(), 0);
    return;
  }
  block_sizes_ = block_sizes;
  coupled_ = coupled;

  start_.assign(n, 0);
  size_ = 0;
  for (int a = 0; a < n; ++a) {
    start_[a] = size_;
    size_ += block_sizes_[a];
  }

  // greedy minimum-degree elimination on the block graph; eliminating a
  // block connects all its remaining neighbours (the fill of L).
  std::vector<char>& adjacent = adjacent_;
  adjacent.assign(n * n, 0);
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < n; ++b) {
      if (a != b && (coupled[a * n + b] || coupled[b * n + a])) {
        adjacent[a * n + b] = 1;
      }
    }
  }
  std::vector<char>& eliminated = eliminated_;
  eliminated.assign(n, 0);
  // (resize() keeps the inner vectors' capacity; they are cleared below.)
  std::vector<std::vector<int>>& column_blocks = column_blocks_;
  if (static_cast<int>(column_blocks.size()) < n) column_blocks.resize(n);
  order_.assign(n, -1);
  position_.assign(n, -1);
  for (int p = 0; p < n; ++p) {
    int best = -1;
    int best_degree = n + 1;
    for (int a = 0; a < n; ++a) {
      if (eliminated[a]) continue;
      int degree = 0;
      for (int b = 0; b < n; ++b) {
        degree += !eliminated[b] && adjacent[a * n + b];
      }
      if (degree < best_degree) {
        best = a;
        best_degree = degree;
      }
    }
    order_[p] = best;
    position_[best] = p;
    eliminated[best] = 1;
    std::vector<int>& neighbours = column_blocks[p];
    neighbours.clear();
    for (int b = 0; b < n; ++b) {
      if (!eliminated[b] && adjacent[best * n + b]) neighbours.push_back(b);
    }
    for (int u : neighbours) {
      for (int v : neighbours) {
        if (u != v) adjacent[u * n + v] = 1;
      }
    }
  }

  // the blocks of L, grouped by column, rows sorted by position.
  permuted_start_.assign(n, 0);
  int row = 0;
  for (int p = 0; p < n; ++p) {
    permuted_start_[p] = row;
    row += block_sizes_[order_[p]];
  }
  // (the entries are reused: a block's matrix reallocates only when its
  // number of entries changes.)
  num_off_diagonal_ = 0;
  column_begin_.assign(n + 1, 0);
  index_.assign(n * n, -1);
  for (int j = 0; j < n; ++j) {
    column_begin_[j] = num_off_diagonal_;
    std::vector<int>& rows = rows_;
    rows.clear();
    for (int b : column_blocks[j]) rows.push_back(position_[b]);
    std::sort(rows.begin(), rows.end());
    for (int i : rows) {
      index(i, j) = num_off_diagonal_;
      if (num_off_diagonal_ == static_cast<int>(off_diagonal_.size())) {
        off_diagonal_.emplace_back();
      }
      OffDiagonal& L = off_diagonal_[num_off_diagonal_++];
      L.i = i;
      L.j = j;
      L.value.setZero(block_sizes_[order_[i]], block_sizes_[order_[j]]);
    }
  }
  column_begin_[n] = num_off_diagonal_;
  diagonal_.resize(n);
  for (int p = 0; p < n; ++p) {
    const int m = block_sizes_[order_[p]];
    diagonal_[p].setZero(m, m);
  }
  diagonal_llt_.resize(n);
  isolated_.assign(n, 1);
  for (int k = 0; k < num_off_diagonal_; ++k) {
    isolated_[off_diagonal_[k].i] = 0;
    isolated_[off_diagonal_[k].j] = 0;
  }
  diagonal_ldlt_.resize(n);
  use_ldlt_.assign(n, 0);
  work_.resize(size_);
}

void BlockSparseCholesky::SetZero() {
  for (int p = 0; p < num_blocks(); ++p) {
    if (use_ldlt_[p]) {
      diagonal_ldlt_[p].SetZero();
    } else {
      diagonal_[p].setZero();
    }
  }
  for (int k = 0; k < num_off_diagonal_; ++k) {
    off_diagonal_[k].value.setZero();
  }
}

void BlockSparseCholesky::AddToBlock(
    int a, int b, const Eigen::Ref<const Eigen::MatrixXd>& M) {
  const int pa = position_[a];
  const int pb = position_[b];
  if (pa == pb && use_ldlt_[pa]) {
    diagonal_ldlt_[pa].AddLower(M);
  } else if (pa == pb) {
    diagonal_[pa] += M;
  } else if (pa > pb) {
    DRAKE_ASSERT(index(pa, pb) >= 0);
    off_diagonal_[index(pa, pb)].value += M;
  } else {
    DRAKE_ASSERT(index(pb, pa) >= 0);
    off_diagonal_[index(pb, pa)].value += M.transpose();
  }
}

bool BlockSparseCholesky::SetBlockSparsity(int a,
                                           const std::vector<int>& parent) {
  const int p = position_[a];
  DRAKE_DEMAND(static_cast<int>(parent.size()) == block_sizes_[a]);
  use_ldlt_[p] = 0;
  if (!isolated_[p]) return false;
  // worth it when it saves a seventh of the dense factorization's m³/6
  // multiply-adds (the dense loops run faster per operation, the tree's
  // solves faster; the humanoid's self-contacts, at ~0.6⋅m³/6, gain).
  const double m = block_sizes_[a];
  use_ldlt_[p] = diagonal_ldlt_[p].SetTree(parent) <= m * m * m / 7.0;
  return use_ldlt_[p];
}

Eigen::MatrixXd& BlockSparseCholesky::mutable_block(int a, int b) {
  const int pa = position_[a];
  const int pb = position_[b];
  DRAKE_DEMAND(pa != pb || !use_ldlt_[pa]);
  if (pa == pb) return diagonal_[pa];
  const int k = pa > pb ? index(pa, pb) : index(pb, pa);
  DRAKE_ASSERT(k >= 0);
  return off_diagonal_[k].value;
}

bool BlockSparseCholesky::Factor() {
  const int n = num_blocks();
  for (int j = 0; j < n; ++j) {
    if (use_ldlt_[j]) {
      if (!diagonal_ldlt_[j].FactorInPlace()) return false;
      continue;
    }
    // L_jj = chol(H_jj − Σ_{k<j} L_jk⋅L_jkᵀ), the update already applied.
    if (!diagonal_llt_[j].Factor(diagonal_[j])) return false;
    // L_ij = H_ij⋅L_jj⁻ᵀ.
    for (int k = column_begin_[j]; k < column_begin_[j + 1]; ++k) {
      diagonal_llt_[j].SolveUpperOnTheRightInPlace(off_diagonal_[k].value);
    }
    // right-looking update of the trailing blocks: H_ik −= L_ij⋅L_kjᵀ.
    for (int k1 = column_begin_[j]; k1 < column_begin_[j + 1]; ++k1) {
      const OffDiagonal& L1 = off_diagonal_[k1];
      diagonal_[L1.i].noalias() -= L1.value * L1.value.transpose();
      for (int k2 = column_begin_[j]; k2 < k1; ++k2) {
        const OffDiagonal& L2 = off_diagonal_[k2];
        // rows are sorted, so L1.i > L2.i.
        const int target = index(L1.i, L2.i);
        DRAKE_ASSERT(target >= 0);
        off_diagonal_[target].value.noalias() -=
            L1.value * L2.value.transpose();
      }
    }
  }
  return true;
}

void BlockSparseCholesky::SolveInPlace(Eigen::VectorXd* b) const {
  const int n = num_blocks();
  DRAKE_ASSERT(b->size() == size_);
  for (int p = 0; p < n; ++p) {
    const int m = block_sizes_[order_[p]];
    work_.segment(permuted_start_[p], m) = b->segment(start_[order_[p]], m);
  }
  // forward: L⋅y = b (an isolated block is solved whole here).
  for (int j = 0; j < n; ++j) {
    auto y_j = work_.segment(permuted_start_[j], block_sizes_[order_[j]]);
    if (use_ldlt_[j]) {
      diagonal_ldlt_[j].SolveInPlace(y_j);
      continue;
    }
    diagonal_llt_[j].SolveLowerInPlace(y_j);
    for (int k = column_begin_[j]; k < column_begin_[j + 1]; ++k) {
      const OffDiagonal& L = off_diagonal_[k];
      work_.segment(permuted_start_[L.i], L.value.rows()).noalias() -=
          L.value * y_j;
    }
  }
  // backward: Lᵀ⋅x = y.
  for (int j = n - 1; j >= 0; --j) {
    if (use_ldlt_[j]) continue;
    auto x_j = work_.segment(permuted_start_[j], block_sizes_[order_[j]]);
    for (int k = column_begin_[j]; k < column_begin_[j + 1]; ++k) {
      const OffDiagonal& L = off_diagonal_[k];
      x_j.noalias() -= L.value.transpose() *
                       work_.segment(permuted_start_[L.i], L.value.rows());
    }
    diagonal_llt_[j].SolveUpperInPlace(x_j);
  }
  for (int p = 0; p < n; ++p) {
    const int m = block_sizes_[order_[p]];
    b->segment(start_[order_[p]], m) = work_.segment(permuted_start_[p], m);
  }
}

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
