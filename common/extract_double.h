#pragma once

/// @file
/// ExtractDoubleOrThrow(): the double value of a scalar or of a matrix of
/// scalars. This header covers double and float; autodiff.h adds AutoDiffXd
/// and symbolic/expression.h adds symbolic::Expression.

#include <type_traits>

#include "drake/common/eigen_types.h"

namespace drake {

/// Returns `scalar`. Never throws.
inline double ExtractDoubleOrThrow(double scalar) { return scalar; }

/// Returns `scalar` converted to double. Never throws.
inline double ExtractDoubleOrThrow(float scalar) {
  return static_cast<double>(scalar);
}

/// Returns a copy of a matrix of doubles, with the same shape and storage
/// order. Never throws.
template <typename Derived>
std::enable_if_t<std::is_same_v<typename Derived::Scalar, double>,
                 MatrixLikewise<double, Derived>>
ExtractDoubleOrThrow(const Eigen::MatrixBase<Derived>& matrix) {
  return matrix.eval();
}

}  // namespace drake
