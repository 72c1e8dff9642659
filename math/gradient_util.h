#pragma once

/// @file
/// Arithmetic on gradient matrices. A gradient dM of a matrix M with
/// respect to nq variables has one row per element of M, in column-major
/// order (row i + j·M.rows() for M(i, j)), and nq columns.

#include <array>
#include <cstddef>
#include <stdexcept>
#include <vector>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/math/gradient.h"

namespace drake {
namespace math {

/// Returns {start, start + 1, ..., start + Size − 1}.
template <std::size_t Size>
std::array<int, Size> intRange(int start) {
  std::array<int, Size> result{};
  for (std::size_t i = 0; i < Size; ++i) {
    result[i] = start + static_cast<int>(i);
  }
  return result;
}

/// The type of matGradMultMat()'s result.
template <typename DerivedA, typename DerivedB, typename DerivedDA>
struct MatGradMultMat {
  typedef Eigen::Matrix<typename DerivedA::Scalar,
                        (DerivedA::RowsAtCompileTime == Eigen::Dynamic ||
                         DerivedB::ColsAtCompileTime == Eigen::Dynamic)
                            ? Eigen::Dynamic
                            : static_cast<int>(DerivedA::RowsAtCompileTime) *
                                  static_cast<int>(DerivedB::ColsAtCompileTime),
                        DerivedDA::ColsAtCompileTime>
      type;
};

/// The type of matGradMult()'s result.
template <typename DerivedDA, typename DerivedB>
struct MatGradMult {
  typedef Eigen::Matrix<typename DerivedDA::Scalar,
                        (DerivedDA::RowsAtCompileTime == Eigen::Dynamic ||
                         DerivedB::SizeAtCompileTime == Eigen::Dynamic)
                            ? Eigen::Dynamic
                            : static_cast<int>(DerivedDA::RowsAtCompileTime) /
                                  static_cast<int>(
                                      DerivedB::RowsAtCompileTime) *
                                  static_cast<int>(DerivedB::ColsAtCompileTime),
                        DerivedDA::ColsAtCompileTime>
      type;
};

/// The type of getSubMatrixGradient()'s result for std::array indices.
template <int QSubvectorSize, typename Derived, std::size_t NRows,
          std::size_t NCols>
struct GetSubMatrixGradientArray {
  typedef Eigen::Matrix<
      typename Derived::Scalar, static_cast<int>(NRows* NCols),
      (QSubvectorSize == Eigen::Dynamic) ? Derived::ColsAtCompileTime
                                         : QSubvectorSize>
      type;
};

/// The type of getSubMatrixGradient()'s result for one element.
template <int QSubvectorSize, typename Derived>
struct GetSubMatrixGradientSingleElement {
  typedef Eigen::Block<const Derived, 1,
                       (QSubvectorSize == Eigen::Dynamic)
                           ? Derived::ColsAtCompileTime
                           : QSubvectorSize>
      type;
};

/// Returns the gradient of Xᵀ given the gradient dX of X, which has
/// `rows_X` rows: a permutation of dX's rows.
/// @throws std::invalid_argument if rows_X is not positive or does not
///   divide dX.rows() (unless dX has no rows).
template <typename Derived>
typename Derived::PlainObject transposeGrad(
    const Eigen::MatrixBase<Derived>& dX, typename Derived::Index rows_X) {
  const auto numel = dX.rows();
  if (numel == 0) return dX;
  if (rows_X <= 0 || numel % rows_X != 0) {
    throw std::invalid_argument(fmt::format(
        "transposeGrad(): rows_X = {} must be positive and divide the {} rows "
        "of dX.",
        rows_X, numel));
  }
  const auto cols_X = numel / rows_X;
  typename Derived::PlainObject result(dX.rows(), dX.cols());
  // Element i of Xᵀ (column-major) is Xᵀ(i % cols_X, i / cols_X) =
  // X(i / cols_X, i % cols_X).
  for (typename Derived::Index i = 0; i < numel; ++i) {
    result.row(i) = dX.row(i / cols_X + (i % cols_X) * rows_X);
  }
  return result;
}

/// Returns the gradient of A·B from A, B and their gradients dA and dB
/// (product rule: d(AB) = dA·B + A·dB).
/// @throws std::invalid_argument if A.cols() != B.rows(), dA.rows() !=
///   A.size(), dB.rows() != B.size(), or dA and dB have different numbers
///   of columns.
template <typename DerivedA, typename DerivedB, typename DerivedDA,
          typename DerivedDB>
typename MatGradMultMat<DerivedA, DerivedB, DerivedDA>::type matGradMultMat(
    const Eigen::MatrixBase<DerivedA>& A, const Eigen::MatrixBase<DerivedB>& B,
    const Eigen::MatrixBase<DerivedDA>& dA,
    const Eigen::MatrixBase<DerivedDB>& dB) {
  if (A.cols() != B.rows() || dA.rows() != A.size() || dB.rows() != B.size() ||
      dA.cols() != dB.cols()) {
    throw std::invalid_argument(fmt::format(
        "matGradMultMat(): inconsistent sizes: A is {}x{}, B is {}x{}, dA is "
        "{}x{}, dB is {}x{}.",
        A.rows(), A.cols(), B.rows(), B.cols(), dA.rows(), dA.cols(), dB.rows(),
        dB.cols()));
  }
  const auto nq = dA.cols();
  typename MatGradMultMat<DerivedA, DerivedB, DerivedDA>::type result(
      A.rows() * B.cols(), nq);
  for (Eigen::Index c = 0; c < B.cols(); ++c) {
    // Column c of AB is A·B(:, c); its gradient rows start at c·A.rows().
    auto block = result.block(c * A.rows(), 0, A.rows(), nq);
    block.noalias() = A * dB.block(c * A.cols(), 0, A.cols(), nq);
    for (Eigen::Index r = 0; r < B.rows(); ++r) {
      block += B(r, c) * dA.block(r * A.rows(), 0, A.rows(), nq);
    }
  }
  return result;
}

/// Returns the gradient of A·B for a constant B, given the gradient dA of A
/// (A has dA.rows() / B.rows() rows).
/// @throws std::invalid_argument if B.rows() does not divide dA.rows()
///   (when B has no rows, dA must have none).
template <typename DerivedDA, typename DerivedB>
typename MatGradMult<DerivedDA, DerivedB>::type matGradMult(
    const Eigen::MatrixBase<DerivedDA>& dA,
    const Eigen::MatrixBase<DerivedB>& B) {
  if (B.rows() == 0 ? dA.rows() != 0 : dA.rows() % B.rows() != 0) {
    throw std::invalid_argument(fmt::format(
        "matGradMult(): dA has {} rows, which is not a multiple of B's {} "
        "rows.",
        dA.rows(), B.rows()));
  }
  const Eigen::Index a_rows = B.rows() == 0 ? 0 : dA.rows() / B.rows();
  const auto nq = dA.cols();
  typename MatGradMult<DerivedDA, DerivedB>::type result(a_rows * B.cols(), nq);
  result.setZero();
  for (Eigen::Index c = 0; c < B.cols(); ++c) {
    auto block = result.block(c * a_rows, 0, a_rows, nq);
    for (Eigen::Index r = 0; r < B.rows(); ++r) {
      block += B(r, c) * dA.block(r * a_rows, 0, a_rows, nq);
    }
  }
  return result;
}

/// Returns the gradient of the submatrix M(rows, cols) (every pair, rows
/// varying fastest) given the gradient dM of M (which has M_rows rows),
/// restricted to the q_subvector_size variables from q_start (default: all
/// from q_start on).
template <typename Derived>
Eigen::Matrix<typename Derived::Scalar, Eigen::Dynamic, Eigen::Dynamic>
getSubMatrixGradient(const Eigen::MatrixBase<Derived>& dM,
                     const std::vector<int>& rows, const std::vector<int>& cols,
                     typename Derived::Index M_rows, int q_start = 0,
                     typename Derived::Index q_subvector_size = -1) {
  if (q_subvector_size < 0) q_subvector_size = dM.cols() - q_start;
  Eigen::Matrix<typename Derived::Scalar, Eigen::Dynamic, Eigen::Dynamic>
      result(rows.size() * cols.size(), q_subvector_size);
  Eigen::Index k = 0;
  for (const int col : cols) {
    for (const int row : rows) {
      result.row(k++) =
          dM.block(row + col * M_rows, q_start, 1, q_subvector_size);
    }
  }
  return result;
}

/// As the std::vector overload, with the indices (and optionally the number
/// of variables, QSubvectorSize) fixed at compile time.
template <int QSubvectorSize, typename Derived, std::size_t NRows,
          std::size_t NCols>
typename GetSubMatrixGradientArray<QSubvectorSize, Derived, NRows, NCols>::type
getSubMatrixGradient(
    const Eigen::MatrixBase<Derived>& dM, const std::array<int, NRows>& rows,
    const std::array<int, NCols>& cols, typename Derived::Index M_rows,
    int q_start = 0,
    typename Derived::Index q_subvector_size = QSubvectorSize) {
  if (q_subvector_size == Eigen::Dynamic) {
    q_subvector_size = dM.cols() - q_start;
  }
  typename GetSubMatrixGradientArray<QSubvectorSize, Derived, NRows,
                                     NCols>::type result(NRows * NCols,
                                                         q_subvector_size);
  Eigen::Index k = 0;
  for (const int col : cols) {
    for (const int row : rows) {
      result.row(k++) =
          dM.block(row + col * M_rows, q_start, 1, q_subvector_size);
    }
  }
  return result;
}

/// Returns (a view of) the gradient of the single element M(row, col).
template <int QSubvectorSize, typename Derived>
typename GetSubMatrixGradientSingleElement<QSubvectorSize, Derived>::type
getSubMatrixGradient(
    const Eigen::MatrixBase<Derived>& dM, int row, int col,
    typename Derived::Index M_rows, typename Derived::Index q_start = 0,
    typename Derived::Index q_subvector_size = QSubvectorSize) {
  if (q_subvector_size == Eigen::Dynamic) {
    q_subvector_size = dM.cols() - q_start;
  }
  return
      typename GetSubMatrixGradientSingleElement<QSubvectorSize, Derived>::type(
          dM.derived(), row + col * M_rows, q_start, 1, q_subvector_size);
}

/// Writes dM_submatrix, the gradient of the submatrix M(rows, cols) (rows
/// varying fastest), into the matching rows of dM (M has M_rows rows), in
/// the q_subvector_size columns from q_start (default: all from q_start).
template <typename DerivedA, typename DerivedB>
void setSubMatrixGradient(
    Eigen::MatrixBase<DerivedA>& dM,  // NOLINT(runtime/references)
    const Eigen::MatrixBase<DerivedB>& dM_submatrix,
    const std::vector<int>& rows, const std::vector<int>& cols,
    typename DerivedA::Index M_rows, typename DerivedA::Index q_start = 0,
    typename DerivedA::Index q_subvector_size = -1) {
  if (q_subvector_size < 0) q_subvector_size = dM.cols() - q_start;
  Eigen::Index k = 0;
  for (const int col : cols) {
    for (const int row : rows) {
      dM.block(row + col * M_rows, q_start, 1, q_subvector_size) =
          dM_submatrix.row(k++);
    }
  }
}

/// As the std::vector overload, with std::array indices.
template <int QSubvectorSize, typename DerivedA, typename DerivedB,
          std::size_t NRows, std::size_t NCols>
void setSubMatrixGradient(
    Eigen::MatrixBase<DerivedA>& dM,  // NOLINT(runtime/references)
    const Eigen::MatrixBase<DerivedB>& dM_submatrix,
    const std::array<int, NRows>& rows, const std::array<int, NCols>& cols,
    typename DerivedA::Index M_rows, typename DerivedA::Index q_start = 0,
    typename DerivedA::Index q_subvector_size = QSubvectorSize) {
  if (q_subvector_size == Eigen::Dynamic) {
    q_subvector_size = dM.cols() - q_start;
  }
  Eigen::Index k = 0;
  for (const int col : cols) {
    for (const int row : rows) {
      dM.block(row + col * M_rows, q_start, 1, q_subvector_size) =
          dM_submatrix.row(k++);
    }
  }
}

/// Writes the gradient of the single element M(row, col).
template <int QSubvectorSize, typename DerivedDM, typename DerivedDMSub>
void setSubMatrixGradient(
    Eigen::MatrixBase<DerivedDM>& dM,  // NOLINT(runtime/references)
    const Eigen::MatrixBase<DerivedDMSub>& dM_submatrix, int row, int col,
    typename DerivedDM::Index M_rows, typename DerivedDM::Index q_start = 0,
    typename DerivedDM::Index q_subvector_size = QSubvectorSize) {
  if (q_subvector_size == Eigen::Dynamic) {
    q_subvector_size = dM.cols() - q_start;
  }
  dM.block(row + col * M_rows, q_start, 1, q_subvector_size) = dM_submatrix;
}

}  // namespace math
}  // namespace drake
