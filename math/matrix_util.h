#pragma once

/// @file
/// Small matrix utilities: symmetry and positive-definiteness tests,
/// conversions between symmetric matrices and their stacked lower-triangular
/// columns, std::vector <-> Eigen column conversions, principal submatrices,
/// and Python (scipy.sparse) code for a sparse matrix.

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <Eigen/Core>
#include <Eigen/Eigenvalues>
#include <Eigen/SparseCore>
#include <fmt/format.h>

#include "drake/common/eigen_types.h"

namespace drake {
namespace math {

/// Returns true iff `matrix` is square and std::equal_to<>()(matrix(i, j),
/// matrix(j, i)) holds for every i, j (exact comparison). A non-square
/// matrix is not symmetric (returns false, does not throw).
template <typename Derived>
bool IsSymmetric(const Eigen::MatrixBase<Derived>& matrix) {
  using Scalar = typename Derived::Scalar;
  if (matrix.rows() != matrix.cols()) return false;
  const std::equal_to<Scalar> equal;
  for (Eigen::Index j = 0; j < matrix.cols(); ++j) {
    for (Eigen::Index i = j + 1; i < matrix.rows(); ++i) {
      if (!equal(matrix(i, j), matrix(j, i))) return false;
    }
  }
  return true;
}

/// Returns true iff `matrix` is square and |matrix(i, j) − matrix(j, i)| <=
/// `precision` (an absolute tolerance) for every i, j. A non-square matrix
/// is not symmetric (returns false).
/// @throws std::runtime_error if `precision` or an entry of `matrix` is NaN
///   or infinite.
template <typename Derived>
bool IsSymmetric(const Eigen::MatrixBase<Derived>& matrix,
                 const typename Derived::Scalar& precision) {
  using std::isfinite;
  if (!isfinite(precision)) {
    throw std::runtime_error(
        "IsSymmetric(): the precision must be finite (not NaN or infinite).");
  }
  if (matrix.rows() != matrix.cols()) return false;
  // Check every entry first, so that the result never depends on where the
  // first asymmetric pair is.
  for (Eigen::Index j = 0; j < matrix.cols(); ++j) {
    for (Eigen::Index i = 0; i < matrix.rows(); ++i) {
      if (!isfinite(matrix(i, j))) {
        throw std::runtime_error(fmt::format(
            "IsSymmetric(): the matrix has a NaN or infinite entry at ({}, "
            "{}).",
            i, j));
      }
    }
  }
  for (Eigen::Index j = 0; j < matrix.cols(); ++j) {
    for (Eigen::Index i = j + 1; i < matrix.rows(); ++i) {
      // |a − b| written so that unsigned scalars do not wrap around.
      const auto& a = matrix(i, j);
      const auto& b = matrix(j, i);
      const typename Derived::Scalar difference =
          a > b ? typename Derived::Scalar(a - b)
                : typename Derived::Scalar(b - a);
      if (difference > precision) return false;
    }
  }
  return true;
}

namespace internal {
// Writes the symmetric `size` x `size` matrix whose lower triangle, stacked
// column by column, is `columns` into `result` (already sized).
template <typename DerivedColumns, typename DerivedResult>
void FillSymmetricFromLowerTriangularColumns(
    int size, const Eigen::MatrixBase<DerivedColumns>& columns,
    Eigen::MatrixBase<DerivedResult>* result) {
  int k = 0;
  for (int j = 0; j < size; ++j) {
    for (int i = j; i < size; ++i, ++k) {
      (*result)(i, j) = columns(k);
      (*result)(j, i) = columns(k);
    }
  }
}
}  // namespace internal

/// Returns the symmetric n x n matrix whose lower triangle, stacked column
/// by column (column 0 from the diagonal down, then column 1, ...), is
/// `lower_triangular_columns`, a column vector of n(n+1)/2 entries.
/// @throws std::invalid_argument if `lower_triangular_columns` is not a
///   column vector or its size is not a triangular number n(n+1)/2.
template <typename Derived>
MatrixX<typename Derived::Scalar> ToSymmetricMatrixFromLowerTriangularColumns(
    const Eigen::MatrixBase<Derived>& lower_triangular_columns) {
  if (lower_triangular_columns.cols() != 1) {
    throw std::invalid_argument(fmt::format(
        "ToSymmetricMatrixFromLowerTriangularColumns(): the input must be a "
        "column vector, but it has {} columns.",
        lower_triangular_columns.cols()));
  }
  const Eigen::Index size = lower_triangular_columns.rows();
  int n = 0;
  while (static_cast<Eigen::Index>(n) * (n + 1) / 2 < size) ++n;
  if (static_cast<Eigen::Index>(n) * (n + 1) / 2 != size) {
    throw std::invalid_argument(fmt::format(
        "ToSymmetricMatrixFromLowerTriangularColumns(): the input has {} "
        "entries, which is not n(n+1)/2 for any n.",
        size));
  }
  MatrixX<typename Derived::Scalar> result(n, n);
  internal::FillSymmetricFromLowerTriangularColumns(n, lower_triangular_columns,
                                                    &result);
  return result;
}

/// As the dynamic-size overload, with the size fixed at compile time:
/// `lower_triangular_columns` must be a vector of rows(rows+1)/2 entries
/// (checked at compile time for fixed-size input).
/// @throws std::invalid_argument if a dynamic-size input has the wrong size.
template <int rows, typename Derived>
Eigen::Matrix<typename Derived::Scalar, rows, rows>
ToSymmetricMatrixFromLowerTriangularColumns(
    const Eigen::MatrixBase<Derived>& lower_triangular_columns) {
  static_assert(rows >= 0, "rows must be a fixed, non-negative size");
  constexpr int kSize = rows * (rows + 1) / 2;
  static_assert(Derived::SizeAtCompileTime == Eigen::Dynamic ||
                    Derived::SizeAtCompileTime == kSize,
                "the input must have rows * (rows + 1) / 2 entries");
  if (lower_triangular_columns.cols() != 1 ||
      lower_triangular_columns.rows() != kSize) {
    throw std::invalid_argument(fmt::format(
        "ToSymmetricMatrixFromLowerTriangularColumns<{}>(): the input must "
        "be a {}x1 column vector, but it is {}x{}.",
        rows, kSize, lower_triangular_columns.rows(),
        lower_triangular_columns.cols()));
  }
  Eigen::Matrix<typename Derived::Scalar, rows, rows> result;
  internal::FillSymmetricFromLowerTriangularColumns(
      rows, lower_triangular_columns, &result);
  return result;
}

/// Returns the lower triangle of the square `matrix` (diagonal included),
/// stacked column by column into a vector of n(n+1)/2 entries; the inverse
/// of ToSymmetricMatrixFromLowerTriangularColumns() for symmetric matrices.
/// @throws std::invalid_argument if `matrix` is not square.
template <typename Derived>
VectorX<typename Derived::Scalar> ToLowerTriangularColumnsFromMatrix(
    const Eigen::MatrixBase<Derived>& matrix) {
  if (matrix.rows() != matrix.cols()) {
    throw std::invalid_argument(fmt::format(
        "ToLowerTriangularColumnsFromMatrix(): the matrix must be square, "
        "but it is {}x{}.",
        matrix.rows(), matrix.cols()));
  }
  const Eigen::Index n = matrix.rows();
  VectorX<typename Derived::Scalar> result(n * (n + 1) / 2);
  Eigen::Index start = 0;
  for (Eigen::Index j = 0; j < n; ++j) {
    result.segment(start, n - j) = matrix.col(j).tail(n - j);
    start += n - j;
  }
  return result;
}

/// Returns true iff `matrix` is symmetric to within `symmetry_tolerance`
/// (see IsSymmetric) and its smallest eigenvalue is at least
/// eigenvalue_tolerance * max(1, largest |eigenvalue|). A tolerance of 0
/// tests positive semidefiniteness (subject to roundoff). For matrices of
/// double.
/// @throws std::invalid_argument if a tolerance is negative or NaN.
/// @throws std::runtime_error if an entry of `matrix` is NaN or infinite, or
///   the eigenvalue computation fails.
template <typename Derived>
bool IsPositiveDefinite(const Eigen::MatrixBase<Derived>& matrix,
                        double eigenvalue_tolerance = 0.0,
                        double symmetry_tolerance = 0.0) {
  if (!(eigenvalue_tolerance >= 0) || !(symmetry_tolerance >= 0)) {
    throw std::invalid_argument(fmt::format(
        "IsPositiveDefinite(): the tolerances must be non-negative, but "
        "eigenvalue_tolerance is {} and symmetry_tolerance is {}.",
        eigenvalue_tolerance, symmetry_tolerance));
  }
  if (!IsSymmetric(matrix, symmetry_tolerance)) return false;
  if (matrix.size() == 0) return true;
  // A full symmetric eigensolver, not LDLᵀ: the latter is unreliable for
  // indefinite matrices.
  const Eigen::SelfAdjointEigenSolver<typename Derived::PlainObject> solver(
      matrix, Eigen::EigenvaluesOnly);
  if (solver.info() != Eigen::Success) {
    throw std::runtime_error(
        "IsPositiveDefinite(): the eigenvalue computation did not converge.");
  }
  // Eigenvalues are accurate to about eps * max |λ|, hence the relative test.
  const double largest = solver.eigenvalues().cwiseAbs().maxCoeff();
  return solver.eigenvalues().minCoeff() >=
         eigenvalue_tolerance * std::max(1.0, largest);
}

/// Returns the columns of the m x n `mat` as n matrices of size m x 1.
template <typename T>
std::vector<MatrixX<T>> EigenToStdVector(
    const Eigen::Ref<const MatrixX<T>>& mat) {
  std::vector<MatrixX<T>> result;
  result.reserve(mat.cols());
  for (Eigen::Index j = 0; j < mat.cols(); ++j) result.emplace_back(mat.col(j));
  return result;
}

/// Returns the matrix whose columns are the elements of `vec` (the inverse
/// of EigenToStdVector()).
/// @throws std::invalid_argument if `vec` is empty, or an element does not
///   have exactly one column and as many rows as the first.
template <typename T>
MatrixX<T> StdVectorToEigen(const std::vector<MatrixX<T>>& vec) {
  if (vec.empty()) {
    throw std::invalid_argument(
        "StdVectorToEigen(): the vector must not be empty.");
  }
  const Eigen::Index rows = vec[0].rows();
  MatrixX<T> result(rows, static_cast<Eigen::Index>(vec.size()));
  for (size_t j = 0; j < vec.size(); ++j) {
    if (vec[j].rows() != rows || vec[j].cols() != 1) {
      throw std::invalid_argument(fmt::format(
          "StdVectorToEigen(): every element must be {}x1 (like the first), "
          "but element {} is {}x{}.",
          rows, j, vec[j].rows(), vec[j].cols()));
    }
    result.col(static_cast<Eigen::Index>(j)) = vec[j];
  }
  return result;
}

/// Returns the principal submatrix of `mat` on the rows and columns listed
/// in `indices` (in increasing order). `mat` need be neither square nor
/// symmetric, but every index must be a valid row and column index.
/// @throws std::invalid_argument if `indices` is empty or has an index that
///   is negative or not less than both mat.rows() and mat.cols().
template <typename Derived>
MatrixX<typename Derived::Scalar> ExtractPrincipalSubmatrix(
    const Eigen::MatrixBase<Derived>& mat, const std::set<int>& indices) {
  if (indices.empty()) {
    throw std::invalid_argument(
        "ExtractPrincipalSubmatrix(): the index set must not be empty.");
  }
  const Eigen::Index limit = std::min(mat.rows(), mat.cols());
  if (*indices.begin() < 0 || *indices.rbegin() >= limit) {
    throw std::invalid_argument(fmt::format(
        "ExtractPrincipalSubmatrix(): every index must be in [0, {}) for the "
        "{}x{} matrix, but the indices range over [{}, {}].",
        limit, mat.rows(), mat.cols(), *indices.begin(), *indices.rbegin()));
  }
  // Runs of consecutive indices, as (first, length), copied block by block.
  std::vector<std::pair<int, int>> runs;
  for (const int index : indices) {
    if (!runs.empty() && runs.back().first + runs.back().second == index) {
      ++runs.back().second;
    } else {
      runs.emplace_back(index, 1);
    }
  }
  const auto size = static_cast<Eigen::Index>(indices.size());
  MatrixX<typename Derived::Scalar> result(size, size);
  Eigen::Index row = 0;
  for (const auto& [row_start, row_length] : runs) {
    Eigen::Index col = 0;
    for (const auto& [col_start, col_length] : runs) {
      result.block(row, col, row_length, col_length) =
          mat.block(row_start, col_start, row_length, col_length);
      col += col_length;
    }
    row += row_length;
  }
  return result;
}

/// Returns a line of Python that builds `mat` as a scipy.sparse CSC matrix
/// named `name` (with `from scipy import sparse` and `import numpy as np`
/// assumed), ending with a newline. The entries are listed in column-major
/// order of the stored nonzeros, in the shortest decimal form that reads
/// back exactly.
std::string GeneratePythonCsc(const Eigen::SparseMatrix<double>& mat,
                              std::string_view name);

}  // namespace math
}  // namespace drake
