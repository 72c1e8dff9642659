#include "drake/multibody/contact_solvers/sap/tree_ldlt.h"

#include <algorithm>
#include <cmath>

#include "drake/common/drake_assert.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

double TreeLdlt::Analyze(const Eigen::Ref<const Eigen::MatrixXd>& H) {
  DRAKE_DEMAND(H.rows() == H.cols());
  const int n = static_cast<int>(H.rows());
  // the elimination tree for the order n − 1, …, 0 (Liu's algorithm with
  // path compression): each non-zero H(j, k), j > k, makes k an ancestor
  // of j; the root reached from j so far is hung below k.
  parent_.assign(n, -1);
  ancestor_.assign(n, -1);
  for (int k = n - 1; k >= 0; --k) {
    const double* column = H.col(k).data();
    for (int j = k + 1; j < n; ++j) {
      if (column[j] == 0.0) continue;
      int r = j;
      while (r != -1 && r > k) {
        const int next = ancestor_[r];
        ancestor_[r] = k;
        if (next == -1) parent_[r] = k;
        r = next;
      }
    }
  }
  return IndexRows();
}

double TreeLdlt::SetTree(const std::vector<int>& parent) {
  const int n = static_cast<int>(parent.size());
  parent_.resize(n);
  for (int i = 0; i < n; ++i) {
    DRAKE_DEMAND(parent[i] < i && parent[i] >= -1);
    parent_[i] = parent[i];
  }
  return IndexRows();
}

void TreeLdlt::CoupleInForest(const int* indices, int m,
                              std::vector<int>* parent) {
  std::vector<int>& p = *parent;
  for (int t = m - 1; t > 0; --t) {
    // make j an ancestor of i: below the first ancestor a of i whose parent
    // is above j (in index), hang a on j; a's former parent, if any, must
    // then become an ancestor of j, and so on down the two chains (a merge
    // of two sorted lists).
    int i = indices[t];
    int j = indices[t - 1];
    DRAKE_ASSERT(j < i);
    while (true) {
      int a = i;
      while (p[a] > j) a = p[a];
      const int former = p[a];
      if (former == j) break;
      p[a] = j;
      if (former == -1) break;
      i = j;
      j = former;
    }
  }
}

double TreeLdlt::IndexRows() {
  const int n = size();
  // rows of L: every ancestor, nearest first; the ancestors of an ancestor
  // are then a suffix of the row, which the factorization updates with one
  // contiguous axpy.
  depth_.resize(n);
  start_.resize(n + 1);
  start_[0] = 0;
  double work = 0.0;
  for (int i = 0; i < n; ++i) {
    depth_[i] = parent_[i] < 0 ? 0 : depth_[parent_[i]] + 1;
    start_[i + 1] = start_[i] + depth_[i];
    work += 0.5 * depth_[i] * depth_[i];
  }
  // room for the densest pattern, so that a later pattern of the same size
  // allocates nothing.
  const int max_entries = n * (n - 1) / 2;
  if (static_cast<int>(values_.capacity()) < max_entries) {
    values_.reserve(max_entries);
    columns_.reserve(max_entries);
  }
  values_.resize(start_[n]);
  columns_.resize(start_[n]);
  if (static_cast<int>(saved_values_.capacity()) < max_entries) {
    saved_values_.reserve(max_entries);
  }
  for (int i = 0; i < n; ++i) {
    int t = start_[i];
    for (int c = parent_[i]; c != -1; c = parent_[c]) columns_[t++] = c;
  }
  D_.resize(n);
  return work;
}

void TreeLdlt::SetZero() {
  std::fill(values_.begin(), values_.end(), 0.0);
  D_.setZero();
}

void TreeLdlt::AddLower(const Eigen::Ref<const Eigen::MatrixXd>& M) {
  const int n = size();
  DRAKE_DEMAND(M.rows() == n && M.cols() == n);
  for (int i = 0; i < n; ++i) {
    D_[i] += M(i, i);
    for (int t = start_[i]; t < start_[i + 1]; ++t) {
      values_[t] += M(i, columns_[t]);
    }
  }
}

void TreeLdlt::SaveAccumulated() {
  // (allocates only when the pattern grew.)
  saved_values_.assign(values_.begin(), values_.end());
  saved_D_ = D_;
}

void TreeLdlt::RestoreSaved() {
  DRAKE_ASSERT(saved_values_.size() == values_.size());
  std::copy(saved_values_.begin(), saved_values_.end(), values_.begin());
  D_ = saved_D_;
}

bool TreeLdlt::Factor(const Eigen::Ref<const Eigen::MatrixXd>& H) {
  const int n = size();
  DRAKE_DEMAND(H.rows() == n && H.cols() == n);
  // gather the lower triangle on the pattern.
  for (int i = 0; i < n; ++i) {
    D_[i] = H(i, i);
    for (int t = start_[i]; t < start_[i + 1]; ++t) {
      values_[t] = H(i, columns_[t]);
    }
  }
  return FactorInPlace();
}

bool TreeLdlt::FactorInPlace() {
  const int n = size();
  // eliminate the last index first: row k's pivot D(k) and multipliers
  // L(k, a) = H(k, a)/D(k) update the rows of its ancestors a,
  // H(a, b) −= L(k, a)⋅H(k, b) for b an ancestor of a (a suffix of row k).
  double* const values = values_.data();
  for (int k = n - 1; k >= 0; --k) {
    const double d = D_[k];
    // Also false for NaN.
    if (!(d > 0.0) || !std::isfinite(d)) return false;
    const double inv_d = 1.0 / d;
    double* __restrict row = values + start_[k];
    const int* cols = columns_.data() + start_[k];
    const int m = depth_[k];
    for (int t = 0; t < m; ++t) {
      const double h = row[t];
      if (h == 0.0) continue;
      const int a = cols[t];
      const double l = h * inv_d;
      D_[a] -= l * h;
      double* __restrict row_a = values + start_[a];
      const double* __restrict rest = row + t + 1;
      for (int s = 0; s < m - 1 - t; ++s) row_a[s] -= l * rest[s];
    }
    for (int t = 0; t < m; ++t) row[t] *= inv_d;
  }
  return true;
}

void TreeLdlt::SolveInPlace(Eigen::Ref<Eigen::VectorXd> x) const {
  const int n = size();
  DRAKE_ASSERT(x.size() == n);
  double* const b = x.data();
  // Lᵀ⋅y = x: the last index first, each y(k) scattered to its ancestors.
  for (int k = n - 1; k >= 0; --k) {
    const double y_k = b[k];
    if (y_k == 0.0) continue;
    for (int t = start_[k]; t < start_[k + 1]; ++t) {
      b[columns_[t]] -= values_[t] * y_k;
    }
  }
  for (int k = 0; k < n; ++k) b[k] /= D_[k];
  // L⋅x = y: the first index first, each x(k) gathered from its ancestors.
  for (int k = 0; k < n; ++k) {
    double sum = b[k];
    for (int t = start_[k]; t < start_[k + 1]; ++t) {
      sum -= values_[t] * b[columns_[t]];
    }
    b[k] = sum;
  }
}

void TreeLdlt::RightMultiplyByInverseL(Eigen::Ref<Eigen::MatrixXd> X) const {
  const int n = size();
  DRAKE_ASSERT(X.cols() == n);
  const int rows = static_cast<int>(X.rows());
  // Y⋅L = X: the last column first; Y(:, k) is final when reached and is
  // scattered to the columns of k's ancestors.
  for (int k = n - 1; k >= 0; --k) {
    const double* __restrict y_k = X.col(k).data();
    bool zero = true;
    for (int r = 0; r < rows; ++r) zero = zero && y_k[r] == 0.0;
    if (zero) continue;
    for (int t = start_[k]; t < start_[k + 1]; ++t) {
      const double l = values_[t];
      double* __restrict x_a = X.col(columns_[t]).data();
      for (int r = 0; r < rows; ++r) x_a[r] -= l * y_k[r];
    }
  }
}

void TreeLdlt::AddJHinvJt(const Eigen::Ref<const Eigen::MatrixXd>& J,
                          const int* nonzero_columns, int m,
                          Eigen::Ref<Eigen::MatrixXd> scratch,
                          Eigen::Ref<Eigen::MatrixXd> W) const {
  const int n = size();
  const int nk = static_cast<int>(J.rows());
  DRAKE_ASSERT(J.cols() == n && W.rows() == nk && W.cols() == nk);
  if (m == 0) return;
  // on one path when each column is an ancestor of the next.
  bool on_path = true;
  for (int t = 0; t + 1 < m && on_path; ++t) {
    int a = nonzero_columns[t + 1];
    while (a > nonzero_columns[t]) a = parent_[a];
    on_path = a == nonzero_columns[t];
  }
  if (on_path) {
    // X = J⋅L⁻¹ is non-zero only on the path P from the last column to
    // its root, and the ancestors of P's p-th node are P's nodes after p:
    // X(:, P[p]) is kept contiguously as x[p], and row P[p] of L updates
    // x[p + 1], x[p + 2], … in order.
    const int top = nonzero_columns[m - 1];
    const int length = depth_[top] + 1;
    DRAKE_DEMAND(scratch.outerStride() == scratch.rows() &&
                 scratch.rows() * scratch.cols() >= nk * length);
    double* const x = scratch.data();
    int p = 0;
    for (int k = top; k != -1; k = parent_[k], ++p) {
      for (int r = 0; r < nk; ++r) x[p * nk + r] = J(r, k);
    }
    p = 0;
    for (int k = top; k != -1; k = parent_[k], ++p) {
      const double* __restrict x_k = x + p * nk;
      const double* __restrict l = values_.data() + start_[k];
      for (int t = 0; t < depth_[k]; ++t) {
        double* __restrict x_a = x + (p + 1 + t) * nk;
        for (int r = 0; r < nk; ++r) x_a[r] -= l[t] * x_k[r];
      }
      const double inv_d = 1.0 / D_[k];
      for (int s = 0; s < nk; ++s) {
        const double x_s = x_k[s] * inv_d;
        for (int r = 0; r < nk; ++r) W(r, s) += x_k[r] * x_s;
      }
    }
    return;
  }
  DRAKE_ASSERT(scratch.rows() >= nk && scratch.cols() >= n);
  auto X = scratch.topLeftCorner(nk, n);
  X = J;
  RightMultiplyByInverseL(X);
  for (int j = 0; j < n; ++j) {
    const double* x = X.col(j).data();
    bool zero = true;
    for (int r = 0; r < nk; ++r) zero = zero && x[r] == 0.0;
    if (zero) continue;
    const double inv_d = 1.0 / D_[j];
    for (int s = 0; s < nk; ++s) {
      const double x_s = x[s] * inv_d;
      for (int r = 0; r < nk; ++r) W(r, s) += x[r] * x_s;
    }
  }
}

Eigen::MatrixXd TreeLdlt::CalcDenseL() const {
  const int n = size();
  Eigen::MatrixXd L = Eigen::MatrixXd::Identity(n, n);
  for (int i = 0; i < n; ++i) {
    for (int t = start_[i]; t < start_[i + 1]; ++t) {
      L(i, columns_[t]) = values_[t];
    }
  }
  return L;
}

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
