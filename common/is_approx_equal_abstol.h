#pragma once

/// @file
/// Elementwise absolute-tolerance comparisons of Eigen matrices.

#include <vector>

#include <Eigen/Dense>

namespace drake {

/// Returns true iff `m1` and `m2` have the same size and every element of
/// `m1 - m2` has magnitude at most `tolerance`. NaN or infinite elements
/// never compare equal (their difference is NaN or infinite).
template <typename DerivedA, typename DerivedB>
bool is_approx_equal_abstol(const Eigen::MatrixBase<DerivedA>& m1,
                            const Eigen::MatrixBase<DerivedB>& m2,
                            double tolerance) {
  if (m1.rows() != m2.rows() || m1.cols() != m2.cols()) return false;
  // The max-abs norm is NaN when an element difference is NaN, and NaN <= x
  // is false.
  return (m1 - m2).template lpNorm<Eigen::Infinity>() <= tolerance;
}

/// Returns true iff a greedy search finds a permutation of the columns of
/// `m2` that makes it equal to `m1` within `tolerance` elementwise (as
/// is_approx_equal_abstol). Each column of `m1`, in order, is matched with
/// the first still-unused column of `m2` that is close enough; so when
/// columns are nearly alike the search can miss a permutation that exists.
/// Returns false for matrices of different sizes. O(cols²) column compares.
template <typename DerivedA, typename DerivedB>
bool IsApproxEqualAbsTolWithPermutedColumns(
    const Eigen::MatrixBase<DerivedA>& m1,
    const Eigen::MatrixBase<DerivedB>& m2, double tolerance) {
  if (m1.rows() != m2.rows() || m1.cols() != m2.cols()) return false;
  std::vector<bool> used(m2.cols(), false);
  for (int i = 0; i < m1.cols(); ++i) {
    bool matched = false;
    for (int j = 0; j < m2.cols() && !matched; ++j) {
      if (!used[j] && is_approx_equal_abstol(m1.col(i), m2.col(j), tolerance)) {
        used[j] = true;
        matched = true;
      }
    }
    if (!matched) return false;
  }
  return true;
}

}  // namespace drake
