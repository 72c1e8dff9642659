#pragma once

/// @file
/// A dense Cholesky factorization A = L⋅Lᵀ for the small blocks of SAP's
/// Newton systems (a clique's dynamics matrix, the diagonal blocks of the
/// block-sparse Hessian). Internal; not part of Drake's API.

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

/// Factorizes a symmetric positive definite n × n matrix as A = L⋅Lᵀ with
/// plain column-oriented loops (left-looking; columns of L are updated by
/// contiguous axpy operations, and zero entries of L are skipped, so the
/// branch-induced sparsity of a tree's mass matrix costs nothing). For the
/// sizes SAP meets (a few to a few dozen) this is several times faster than
/// Eigen::LLT, whose blocked algorithm is tuned for large matrices.
///
/// Storage is kept between factorizations: factoring a matrix of the same
/// size again allocates nothing.
class DenseCholesky {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(DenseCholesky);
  DenseCholesky() = default;

  /// Factorizes the lower triangle of `A` (the upper one is not read).
  /// Returns false if A is not (numerically) positive definite or has a
  /// non-finite entry; the factorization is then unusable.
  bool Factor(const Eigen::Ref<const Eigen::MatrixXd>& A);

  /// The size n of the last matrix factorized.
  int size() const { return static_cast<int>(L_.rows()); }

  /// The factor; only its lower triangle is meaningful.
  const Eigen::MatrixXd& L() const { return L_; }

  /// x ← L⁻¹⋅x, for every column of x (n rows).
  void SolveLowerInPlace(Eigen::Ref<Eigen::MatrixXd> x) const;
  /// x ← L⁻ᵀ⋅x, for every column of x (n rows).
  void SolveUpperInPlace(Eigen::Ref<Eigen::MatrixXd> x) const;
  /// x ← A⁻¹⋅x = L⁻ᵀ⋅L⁻¹⋅x, for every column of x (n rows).
  // Eigen::Ref is a view, taken by value as Eigen advises.
  // NOLINTNEXTLINE(performance-unnecessary-value-param)
  void SolveInPlace(Eigen::Ref<Eigen::MatrixXd> x) const {
    SolveLowerInPlace(x);
    SolveUpperInPlace(x);
  }
  /// x ← x⋅L⁻ᵀ (x has n columns): the off-diagonal blocks of a block
  /// Cholesky factor, L_ij = H_ij⋅L_jj⁻ᵀ.
  void SolveUpperOnTheRightInPlace(Eigen::Ref<Eigen::MatrixXd> x) const;
  /// A⁻¹, the whole symmetric matrix. Allocates nothing when `A_inv` is
  /// already n × n.
  void CalcInverse(Eigen::MatrixXd* A_inv) const;

 private:
  Eigen::MatrixXd L_;
  // L⁻ᵀ, scratch of CalcInverse() (sized on first use per size).
  mutable Eigen::MatrixXd inverse_scratch_;
};

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
