#include "drake/multibody/contact_solvers/sap/dense_cholesky.h"

#include <cmath>

#include "drake/common/drake_assert.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

bool DenseCholesky::Factor(const Eigen::Ref<const Eigen::MatrixXd>& A) {
  DRAKE_DEMAND(A.rows() == A.cols());
  const int n = static_cast<int>(A.rows());
  L_.resize(n, n);
  for (int j = 0; j < n; ++j) {
    const double* a = A.col(j).data();
    double* c = L_.col(j).data();
    for (int i = j; i < n; ++i) c[i] = a[i];
  }
  // Left-looking: column j of L is A(j:n, j) − Σ_{k<j} L(j, k)⋅L(j:n, k),
  // scaled by its pivot's square root. Four earlier columns are applied per
  // pass over column j (a quarter of the loads and stores of one at a time).
  for (int j = 0; j < n; ++j) {
    double* __restrict c = L_.col(j).data();
    int k = 0;
    for (; k + 4 <= j; k += 4) {
      const double* __restrict p0 = L_.col(k).data();
      const double* __restrict p1 = L_.col(k + 1).data();
      const double* __restrict p2 = L_.col(k + 2).data();
      const double* __restrict p3 = L_.col(k + 3).data();
      const double l0 = p0[j];
      const double l1 = p1[j];
      const double l2 = p2[j];
      const double l3 = p3[j];
      if (l0 == 0.0 && l1 == 0.0 && l2 == 0.0 && l3 == 0.0) continue;
      for (int i = j; i < n; ++i) {
        c[i] -= (l0 * p0[i] + l1 * p1[i]) + (l2 * p2[i] + l3 * p3[i]);
      }
    }
    for (; k < j; ++k) {
      const double* __restrict p = L_.col(k).data();
      const double l_jk = p[j];
      if (l_jk == 0.0) continue;
      for (int i = j; i < n; ++i) c[i] -= l_jk * p[i];
    }
    const double pivot = c[j];
    // Also false for NaN.
    if (!(pivot > 0.0) || !std::isfinite(pivot)) return false;
    const double d = std::sqrt(pivot);
    c[j] = d;
    const double inv_d = 1.0 / d;
    for (int i = j + 1; i < n; ++i) c[i] *= inv_d;
  }
  return true;
}

void DenseCholesky::SolveLowerInPlace(Eigen::Ref<Eigen::MatrixXd> x) const {
  const int n = size();
  DRAKE_ASSERT(x.rows() == n);
  for (int r = 0; r < x.cols(); ++r) {
    double* __restrict b = x.col(r).data();
    for (int j = 0; j < n; ++j) {
      const double* __restrict c = L_.col(j).data();
      const double b_j = b[j] / c[j];
      b[j] = b_j;
      if (b_j == 0.0) continue;
      for (int i = j + 1; i < n; ++i) b[i] -= b_j * c[i];
    }
  }
}

void DenseCholesky::SolveUpperInPlace(Eigen::Ref<Eigen::MatrixXd> x) const {
  const int n = size();
  DRAKE_ASSERT(x.rows() == n);
  for (int r = 0; r < x.cols(); ++r) {
    double* __restrict b = x.col(r).data();
    for (int j = n - 1; j >= 0; --j) {
      const double* __restrict c = L_.col(j).data();
      double sum = b[j];
      for (int i = j + 1; i < n; ++i) sum -= c[i] * b[i];
      b[j] = sum / c[j];
    }
  }
}

void DenseCholesky::SolveUpperOnTheRightInPlace(
    Eigen::Ref<Eigen::MatrixXd> x) const {
  // Z⋅Lᵀ = X column by column: X(:, j) = Σ_{k≤j} L(j, k)⋅Z(:, k).
  const int n = size();
  DRAKE_ASSERT(x.cols() == n);
  const int m = static_cast<int>(x.rows());
  for (int j = 0; j < n; ++j) {
    double* __restrict z_j = x.col(j).data();
    for (int k = 0; k < j; ++k) {
      const double l_jk = L_(j, k);
      if (l_jk == 0.0) continue;
      const double* __restrict z_k = x.col(k).data();
      for (int i = 0; i < m; ++i) z_j[i] -= l_jk * z_k[i];
    }
    const double inv_d = 1.0 / L_(j, j);
    for (int i = 0; i < m; ++i) z_j[i] *= inv_d;
  }
}

void DenseCholesky::CalcInverse(Eigen::MatrixXd* A_inv) const {
  DRAKE_DEMAND(A_inv != nullptr);
  const int n = size();
  A_inv->resize(n, n);
  Eigen::MatrixXd& R = inverse_scratch_;
  R.resize(n, n);
  // A⁻¹ = L⁻ᵀ⋅L⁻¹ = Mᵀ⋅M with M = L⁻¹. Every loop below is an axpy over
  // a contiguous column (vectorized), none a dot product: a dot product's
  // sum is one dependency chain, which made the back substitution of the
  // earlier column-by-column solve latency-bound (perf: 14% of a humanoid
  // SAP step).
  // 1. Column r of M (lower triangular): L⋅x = e_r by forward
  //    substitution, x(0:r) = 0; kept in A_inv's lower triangle.
  for (int r = 0; r < n; ++r) {
    double* __restrict x = A_inv->col(r).data();
    for (int i = r; i < n; ++i) x[i] = 0.0;
    x[r] = 1.0;
    for (int j = r; j < n; ++j) {
      const double* __restrict c = L_.col(j).data();
      const double x_j = x[j] / c[j];
      x[j] = x_j;
      if (x_j == 0.0) continue;
      for (int i = j + 1; i < n; ++i) x[i] -= x_j * c[i];
    }
  }
  // 2. R = Mᵀ (upper triangular): column j of R is row j of M.
  for (int j = 0; j < n; ++j) {
    for (int k = 0; k <= j; ++k) R(k, j) = (*A_inv)(j, k);
  }
  // 3. Mᵀ⋅M = Σ_j R(:, j)⋅R(:, j)ᵀ, accumulated into the lower triangle
  //    (R(:, j) is zero below row j), then mirrored.
  A_inv->setZero();
  for (int j = 0; j < n; ++j) {
    const double* __restrict r_j = R.col(j).data();
    for (int k = 0; k <= j; ++k) {
      const double s = r_j[k];
      if (s == 0.0) continue;
      double* __restrict a = A_inv->col(k).data();
      for (int i = k; i <= j; ++i) a[i] += s * r_j[i];
    }
  }
  for (int r = 0; r < n; ++r) {
    for (int i = r + 1; i < n; ++i) (*A_inv)(r, i) = (*A_inv)(i, r);
  }
}

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
