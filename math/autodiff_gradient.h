#pragma once

/// @file
/// Gradient helpers for matrices of AutoDiff scalars: ExtractGradient,
/// InitializeAutoDiff from a value and a gradient matrix
/// (InitializeAutoDiffGivenGradientMatrix is the Mallard name of the
/// returning form), DiscardZeroGradient, GetDerivativeSize.

#include <cmath>
#include <optional>
#include <stdexcept>
#include <type_traits>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/drake_throw.h"
#include "drake/common/eigen_types.h"
#include "drake/common/unused.h"
#include "drake/math/autodiff.h"

namespace drake {
namespace math {

/// Writes the gradient matrix of a matrix of AutoDiff scalars into
/// `gradient` (resized): row i (elements in storage order, column-major
/// usually) holds element i's derivatives. Elements with empty derivative
/// vectors count as zero. The number of columns is num_derivatives if
/// given, else the common size of the non-empty derivative vectors (0 if all
/// are empty).
/// @throws std::logic_error if non-empty derivative vectors differ in size,
/// or differ from num_derivatives when it is given.
/// @throws std::exception if `gradient` is null.
template <typename Derived>
void ExtractGradient(
    const Eigen::MatrixBase<Derived>& auto_diff_matrix,
    std::optional<int> num_derivatives,
    Eigen::Matrix<typename Derived::Scalar::Scalar, Derived::SizeAtCompileTime,
                  Eigen::Dynamic>* gradient) {
  DRAKE_THROW_UNLESS(gradient != nullptr);
  std::optional<Eigen::Index> size;
  for (Eigen::Index j = 0; j < auto_diff_matrix.cols(); ++j) {
    for (Eigen::Index i = 0; i < auto_diff_matrix.rows(); ++i) {
      const Eigen::Index element_size =
          auto_diff_matrix(i, j).derivatives().size();
      if (element_size == 0) continue;
      if (size.has_value() && *size != element_size) {
        throw std::logic_error(fmt::format(
            "ExtractGradient(): the derivative vectors of the input have "
            "different sizes ({} and {}).",
            *size, element_size));
      }
      size = element_size;
    }
  }
  if (num_derivatives.has_value() && size.has_value() &&
      *size != *num_derivatives) {
    throw std::logic_error(fmt::format(
        "ExtractGradient(): the input's derivative vectors have size {}, but "
        "num_derivatives is {}.",
        *size, *num_derivatives));
  }
  const Eigen::Index cols =
      num_derivatives.has_value() ? *num_derivatives : size.value_or(0);
  gradient->setZero(auto_diff_matrix.size(), cols);
  // Row index = the element's index in storage order.
  const bool row_major = Derived::IsRowMajor;
  for (Eigen::Index j = 0; j < auto_diff_matrix.cols(); ++j) {
    for (Eigen::Index i = 0; i < auto_diff_matrix.rows(); ++i) {
      // Bind the element itself: expressions such as a Block of a const
      // matrix return it by value, and a reference to the derivatives of
      // that temporary would dangle.
      const typename Derived::Scalar& element = auto_diff_matrix(i, j);
      const auto& derivatives = element.derivatives();
      if (derivatives.size() == 0) continue;
      const Eigen::Index row = row_major ? i * auto_diff_matrix.cols() + j
                                         : j * auto_diff_matrix.rows() + i;
      gradient->row(row) = derivatives.transpose();
    }
  }
}

/// Returns the gradient matrix of a matrix of AutoDiff scalars, as the
/// out-parameter overload computes it.
/// @throws std::logic_error as that overload does.
template <typename Derived>
Eigen::Matrix<typename Derived::Scalar::Scalar, Derived::SizeAtCompileTime,
              Eigen::Dynamic>
ExtractGradient(const Eigen::MatrixBase<Derived>& auto_diff_matrix,
                std::optional<int> num_derivatives = {}) {
  Eigen::Matrix<typename Derived::Scalar::Scalar, Derived::SizeAtCompileTime,
                Eigen::Dynamic>
      gradient;
  ExtractGradient(auto_diff_matrix, num_derivatives, &gradient);
  return gradient;
}

/// Sets `auto_diff_matrix` (resized to value's shape) to the values of
/// `value` and, for element i (storage order), the derivatives in row i of
/// `gradient`.
/// @throws std::logic_error if gradient.rows() != value.size().
/// @throws std::exception if `auto_diff_matrix` is null.
template <typename DerivedValue, typename DerivedGradient,
          typename DerivedAutoDiff>
void InitializeAutoDiff(const Eigen::MatrixBase<DerivedValue>& value,
                        const Eigen::MatrixBase<DerivedGradient>& gradient,
                        Eigen::MatrixBase<DerivedAutoDiff>* auto_diff_matrix) {
  static_assert(static_cast<int>(DerivedAutoDiff::IsRowMajor) ==
                    static_cast<int>(DerivedValue::IsRowMajor),
                "InitializeAutoDiff(): value and auto_diff_matrix must have "
                "the same storage order");
  DRAKE_THROW_UNLESS(auto_diff_matrix != nullptr);
  if (gradient.rows() != value.size()) {
    throw std::logic_error(fmt::format(
        "InitializeAutoDiff(): the gradient has {} rows but the value has {} "
        "elements.",
        gradient.rows(), value.size()));
  }
  DerivedAutoDiff& result = auto_diff_matrix->derived();
  result.resize(value.rows(), value.cols());
  const bool row_major = DerivedValue::IsRowMajor;
  for (Eigen::Index j = 0; j < value.cols(); ++j) {
    for (Eigen::Index i = 0; i < value.rows(); ++i) {
      const Eigen::Index row =
          row_major ? i * value.cols() + j : j * value.rows() + i;
      result(i, j).value() = value(i, j);
      result(i, j).derivatives() = gradient.row(row).transpose();
    }
  }
}

/// Returns a matrix of AutoDiff scalars shaped like `value`, with its values
/// and, for element i (storage order), the derivatives in row i of
/// `gradient` (the derivative vectors have gradient's compile-time column
/// count).
/// @throws std::logic_error if gradient.rows() != value.size().
template <typename DerivedValue, typename DerivedGradient>
AutoDiffMatrixType<DerivedValue, DerivedGradient::ColsAtCompileTime>
InitializeAutoDiff(const Eigen::MatrixBase<DerivedValue>& value,
                   const Eigen::MatrixBase<DerivedGradient>& gradient) {
  AutoDiffMatrixType<DerivedValue, DerivedGradient::ColsAtCompileTime> result(
      value.rows(), value.cols());
  InitializeAutoDiff(value, gradient, &result);
  return result;
}

/// Returns a matrix of AutoDiffXd with the values of `value` and, for element
/// i (column-major), the derivatives in row i of `gradient`.
/// @throws std::logic_error if gradient.rows() != value.size().
template <typename DerivedValue, typename DerivedGradient>
AutoDiffMatrixType<DerivedValue, Eigen::Dynamic>
InitializeAutoDiffGivenGradientMatrix(
    const Eigen::MatrixBase<DerivedValue>& value,
    const Eigen::MatrixBase<DerivedGradient>& gradient) {
  if (gradient.rows() != value.size()) {
    throw std::logic_error(fmt::format(
        "InitializeAutoDiffGivenGradientMatrix(): the gradient has {} rows "
        "but the value has {} elements.",
        gradient.rows(), value.size()));
  }
  AutoDiffMatrixType<DerivedValue, Eigen::Dynamic> result(value.rows(),
                                                          value.cols());
  Eigen::Index row = 0;
  for (Eigen::Index j = 0; j < value.cols(); ++j) {
    for (Eigen::Index i = 0; i < value.rows(); ++i, ++row) {
      result(i, j).value() = value(i, j);
      result(i, j).derivatives() = gradient.row(row).transpose();
    }
  }
  return result;
}

/// Old name of ExtractValue().
template <typename Derived>
auto autoDiffToValueMatrix(const Eigen::MatrixBase<Derived>& auto_diff_matrix) {
  return ExtractValue(auto_diff_matrix);
}

/// Old name of ExtractGradient().
template <typename Derived>
auto autoDiffToGradientMatrix(
    const Eigen::MatrixBase<Derived>& auto_diff_matrix,
    std::optional<int> num_derivatives = {}) {
  return ExtractGradient(auto_diff_matrix, num_derivatives);
}

/// Returns the values of a matrix of AutoDiff scalars after checking that
/// every derivative is zero to within `precision` (absolute; the default
/// is Eigen's dummy precision for double, 1e-12). For a matrix of doubles
/// returns a reference to the argument (no copy: mind its lifetime).
/// @throws std::runtime_error if some derivative has magnitude greater than
/// precision; the message names the element and the value.
template <typename Derived>
decltype(auto) DiscardZeroGradient(
    const Eigen::MatrixBase<Derived>& auto_diff_matrix,
    double precision = Eigen::NumTraits<double>::dummy_precision()) {
  if constexpr (std::is_same_v<typename Derived::Scalar, double>) {
    unused(precision);
    return auto_diff_matrix;
  } else {
    for (Eigen::Index j = 0; j < auto_diff_matrix.cols(); ++j) {
      for (Eigen::Index i = 0; i < auto_diff_matrix.rows(); ++i) {
        const typename Derived::Scalar& element = auto_diff_matrix(i, j);
        const auto& derivatives = element.derivatives();
        for (Eigen::Index k = 0; k < derivatives.size(); ++k) {
          if (!(std::abs(derivatives(k)) <= precision)) {
            throw std::runtime_error(fmt::format(
                "DiscardZeroGradient(): the gradient is not zero: element "
                "({}, {}) has derivative {} = {} (precision {}).",
                i, j, k, derivatives(k), precision));
          }
        }
      }
    }
    return ExtractValue(auto_diff_matrix);
  }
}

/// Returns the size of the derivative vectors of the elements of a matrix
/// of AutoDiff scalars: that of the non-empty ones, or 0 if all are empty.
/// @throws std::runtime_error if two non-empty derivative vectors differ in
/// size.
template <typename Derived>
std::enable_if_t<!std::is_same_v<typename Derived::Scalar, double>, int>
GetDerivativeSize(const Eigen::MatrixBase<Derived>& A) {
  int size = 0;
  for (Eigen::Index i = 0; i < A.rows(); ++i) {
    for (Eigen::Index j = 0; j < A.cols(); ++j) {
      const int element_size = static_cast<int>(A(i, j).derivatives().size());
      if (element_size == 0) continue;
      if (size != 0 && element_size != size) {
        throw std::runtime_error(fmt::format(
            "GetDerivativeSize(): A({}, {}).derivatives() has size {}, while "
            "another entry has size {}",
            i, j, element_size, size));
      }
      size = element_size;
    }
  }
  return size;
}

/// Returns true if `a` and `b` have the same size and every pair of elements
/// has the same value and the same derivative vector (same size, same
/// entries).
bool AreAutoDiffVecXdEqual(const Eigen::Ref<const VectorX<AutoDiffXd>>& a,
                           const Eigen::Ref<const VectorX<AutoDiffXd>>& b);

}  // namespace math
}  // namespace drake
