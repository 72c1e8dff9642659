#pragma once

/// @file
/// The nonzero entries of an Eigen sparse matrix, as triplets or as
/// parallel vectors of rows, columns and values.

#include <vector>

#include <Eigen/SparseCore>

namespace drake {
namespace math {

/// Returns the stored entries of `matrix` as (row, column, value) triplets,
/// in storage order (column by column for a column-major matrix); passing
/// them to setFromTriplets() rebuilds the matrix.
template <typename Scalar, int Options, typename StorageIndex>
std::vector<Eigen::Triplet<Scalar>> SparseMatrixToTriplets(
    const Eigen::SparseMatrix<Scalar, Options, StorageIndex>& matrix) {
  using Matrix = Eigen::SparseMatrix<Scalar, Options, StorageIndex>;
  std::vector<Eigen::Triplet<Scalar>> triplets;
  triplets.reserve(matrix.nonZeros());
  for (Eigen::Index outer = 0; outer < matrix.outerSize(); ++outer) {
    for (typename Matrix::InnerIterator it(matrix, outer); it; ++it) {
      triplets.emplace_back(it.row(), it.col(), it.value());
    }
  }
  return triplets;
}

/// Writes the stored entries of the sparse `matrix` into the parallel
/// vectors `row_indices`, `col_indices` and `val` (cleared first), in
/// storage order. E.g. [1 0 2; 0 3 4] (column-major) gives rows (0, 1, 0,
/// 1), columns (0, 1, 2, 2), values (1, 3, 2, 4).
template <typename Derived>
void SparseMatrixToRowColumnValueVectors(
    const Derived& matrix,
    std::vector<Eigen::Index>& row_indices,        // NOLINT(runtime/references)
    std::vector<Eigen::Index>& col_indices,        // NOLINT(runtime/references)
    std::vector<typename Derived::Scalar>& val) {  // NOLINT(runtime/references)
  row_indices.clear();
  col_indices.clear();
  val.clear();
  const auto count = static_cast<size_t>(matrix.nonZeros());
  row_indices.reserve(count);
  col_indices.reserve(count);
  val.reserve(count);
  for (Eigen::Index outer = 0; outer < matrix.outerSize(); ++outer) {
    for (typename Derived::InnerIterator it(matrix, outer); it; ++it) {
      row_indices.push_back(it.row());
      col_indices.push_back(it.col());
      val.push_back(it.value());
    }
  }
}

}  // namespace math
}  // namespace drake
