#pragma once

/// @file
/// A sparse factorization H = Lᵀ⋅D⋅L of a symmetric positive definite matrix
/// whose sparsity is that of a kinematic tree's mass matrix (as MuJoCo's
/// mj_factorM does for M), for SAP's per-clique dynamics matrices and
/// Hessian blocks. Internal; not part of Drake's API.

#include <vector>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

/// Factorizes a symmetric positive definite n × n matrix H as H = Lᵀ⋅D⋅L,
/// L unit lower triangular and D diagonal, eliminating the last index
/// first. The pattern comes from H's own non-zeros: its elimination tree
/// (parent(i) < i) is computed from the lower triangle, and row i of L is
/// stored on every ancestor of i (a superset of its true pattern, so the
/// factorization is exact for any SPD matrix). For a tree's mass matrix
/// with velocities in topological order, the ancestors of a velocity are
/// those of its joint's path to the root and nothing fills in: the work is
/// ½⋅Σᵢ depth(i)² multiply-adds instead of the dense n³/6. Constraint
/// terms Jᵀ⋅G⋅J whose columns lie on one path keep the pattern; terms that
/// couple two branches (self-contact) merge them in the tree, which costs
/// fill but stays exact.
///
/// Storage is kept between factorizations: factoring a matrix of the same
/// size again allocates nothing.
class TreeLdlt {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(TreeLdlt);
  TreeLdlt() = default;

  /// Computes the elimination tree of the lower triangle of `H` (the upper
  /// one is not read) and sizes the storage; returns the factorization's
  /// multiply-adds, ½⋅Σᵢ depth(i)².
  double Analyze(const Eigen::Ref<const Eigen::MatrixXd>& H);

  /// Factorizes the lower triangle of `H` in the pattern of the last
  /// Analyze() or SetTree() (H's non-zeros must lie in it: H's own after
  /// Analyze(H)).
  /// Returns false if H is not (numerically) positive definite or has a
  /// non-finite entry; the factorization is then unusable.
  bool Factor(const Eigen::Ref<const Eigen::MatrixXd>& H);

  /// Sets the pattern from an elimination forest instead of a matrix:
  /// `parent[i]` < i, or −1 for a root. Factor(H) then requires every
  /// non-zero H(i, j), j < i, to have j among the ancestors of i. Returns
  /// the factorization's multiply-adds, ½⋅Σᵢ depth(i)².
  double SetTree(const std::vector<int>& parent);

  /// Makes each of the increasing `indices` an ancestor of the next in the
  /// forest `parent` (as above), merging their chains where they are on
  /// different branches; ancestors are only ever added. Covering the
  /// indices of a constraint term Jᵀ⋅G⋅J (J's non-zero columns) keeps a
  /// forest valid for H + Jᵀ⋅G⋅J. Allocates nothing.
  static void CoupleInForest(const int* indices, int m,
                             std::vector<int>* parent);

  /// Accumulating H in the pattern (for Factor() without a dense H): zero,
  /// add to entries, save and restore a constant part, factor in place.
  /// Zeroes the stored lower triangle.
  void SetZero();
  /// H(i, j) for j = i or j an ancestor of i.
  double& mutable_entry(int i, int j) {
    if (i == j) return D_[i];
    const int t = start_[i] + depth_[i] - depth_[j] - 1;
    DRAKE_ASSERT(j < i && columns_[t] == j);
    return values_[t];
  }
  /// Adds the lower triangle of `M` on the pattern (M's entries off it
  /// are not read: they must be zero).
  void AddLower(const Eigen::Ref<const Eigen::MatrixXd>& M);
  /// Saves the accumulated H, or restores the saved one (same pattern).
  void SaveAccumulated();
  void RestoreSaved();
  /// Factorizes the accumulated H; as Factor().
  bool FactorInPlace();

  /// Analyze(H), then Factor(H).
  bool AnalyzeAndFactor(const Eigen::Ref<const Eigen::MatrixXd>& H) {
    Analyze(H);
    return Factor(H);
  }

  /// The size n of the last matrix analyzed.
  int size() const { return static_cast<int>(parent_.size()); }

  /// The elimination tree: parent(i) < i, or −1 for a root.
  const std::vector<int>& parent() const { return parent_; }

  /// D, the pivots (size n).
  const Eigen::VectorXd& D() const { return D_; }

  /// x ← H⁻¹⋅x (x of size n).
  void SolveInPlace(Eigen::Ref<Eigen::VectorXd> x) const;

  /// X ← X⋅L⁻¹ for X with n columns (column-major, any number of rows):
  /// with X = J, X⋅D⁻¹⋅Xᵀ = J⋅H⁻¹⋅Jᵀ. Zero columns of X are skipped, so a
  /// Jacobian on one path to the root costs that path's work only.
  void RightMultiplyByInverseL(Eigen::Ref<Eigen::MatrixXd> X) const;

  /// W += J⋅H⁻¹⋅Jᵀ for J with n columns whose non-zero columns are
  /// `nonzero_columns` (m of them, increasing). When they lie on one path
  /// to a root (a contact on a limb, a joint limit) only that path is
  /// visited; otherwise X = J⋅L⁻¹ is formed in `scratch` (at least
  /// J.rows() × n). W is J.rows() square.
  void AddJHinvJt(const Eigen::Ref<const Eigen::MatrixXd>& J,
                  const int* nonzero_columns, int m,
                  Eigen::Ref<Eigen::MatrixXd> scratch,
                  Eigen::Ref<Eigen::MatrixXd> W) const;

  /// L as a dense matrix (for tests).
  Eigen::MatrixXd CalcDenseL() const;

 private:
  // Depths, row starts and row columns from parent_; returns the work.
  double IndexRows();

  std::vector<int> parent_;    // n, the elimination tree
  std::vector<int> ancestor_;  // n, Analyze() scratch (path compression)
  std::vector<int> depth_;     // n, number of ancestors
  std::vector<int> start_;     // n + 1, row i in values_[start_[i], ...)
  // Row i of L on its ancestors, nearest first, and their column indices.
  std::vector<double> values_;
  std::vector<int> columns_;
  Eigen::VectorXd D_;  // n
  // SaveAccumulated()'s copy of values_ and D_.
  std::vector<double> saved_values_;
  Eigen::VectorXd saved_D_;
};

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
