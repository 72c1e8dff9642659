#pragma once

/// @file
/// Gradient helpers for matrices of AutoDiff scalars: ExtractGradient,
/// InitializeAutoDiffGivenGradientMatrix, DiscardZeroGradient.

#include <cmath>
#include <optional>
#include <stdexcept>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/math/autodiff.h"

namespace drake {
namespace math {

/// Returns the gradient matrix of a matrix of AutoDiff scalars: row i
/// (elements in column-major order) holds element i's derivatives. Elements
/// with empty derivative vectors count as zero. The number of columns is
/// num_derivatives if given, else the common size of the non-empty
/// derivative vectors (0 if all are empty).
/// @throws std::logic_error if non-empty derivative vectors differ in size,
/// or differ from num_derivatives when it is given.
template <typename Derived>
Eigen::Matrix<typename Derived::Scalar::Scalar, Derived::SizeAtCompileTime,
              Eigen::Dynamic>
ExtractGradient(const Eigen::MatrixBase<Derived>& auto_diff_matrix,
                std::optional<int> num_derivatives = {}) {
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
  Eigen::Matrix<typename Derived::Scalar::Scalar, Derived::SizeAtCompileTime,
                Eigen::Dynamic>
      gradient(auto_diff_matrix.size(), cols);
  gradient.setZero();
  Eigen::Index row = 0;
  for (Eigen::Index j = 0; j < auto_diff_matrix.cols(); ++j) {
    for (Eigen::Index i = 0; i < auto_diff_matrix.rows(); ++i, ++row) {
      const auto& derivatives = auto_diff_matrix(i, j).derivatives();
      if (derivatives.size() > 0) gradient.row(row) = derivatives.transpose();
    }
  }
  return gradient;
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

/// For a matrix of doubles, returns it unchanged (there is no gradient).
template <typename Derived>
typename std::enable_if_t<std::is_same_v<typename Derived::Scalar, double>,
                          const Eigen::MatrixBase<Derived>&>
DiscardZeroGradient(const Eigen::MatrixBase<Derived>& matrix,
                    double precision = 0) {
  return matrix;
}

/// Returns the values of a matrix of AutoDiff scalars after checking that
/// every derivative is zero to within `precision` (absolute; the default
/// is Eigen's dummy precision for double, 1e-12).
/// @throws std::runtime_error if some derivative has magnitude greater than
/// precision; the message names the element and the value.
template <typename Derived>
typename std::enable_if_t<
    !std::is_same_v<typename Derived::Scalar, double>,
    decltype(ExtractValue(std::declval<const Eigen::MatrixBase<Derived>&>()))>
DiscardZeroGradient(
    const Eigen::MatrixBase<Derived>& auto_diff_matrix,
    double precision = Eigen::NumTraits<double>::dummy_precision()) {
  for (Eigen::Index j = 0; j < auto_diff_matrix.cols(); ++j) {
    for (Eigen::Index i = 0; i < auto_diff_matrix.rows(); ++i) {
      const auto& derivatives = auto_diff_matrix(i, j).derivatives();
      for (Eigen::Index k = 0; k < derivatives.size(); ++k) {
        if (!(std::abs(derivatives(k)) <= precision)) {
          throw std::runtime_error(fmt::format(
              "DiscardZeroGradient(): the gradient is not zero: element ({}, "
              "{}) has derivative {} = {} (precision {}).",
              i, j, k, derivatives(k), precision));
        }
      }
    }
  }
  return ExtractValue(auto_diff_matrix);
}

}  // namespace math
}  // namespace drake
