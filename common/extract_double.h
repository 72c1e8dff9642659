#pragma once

/// @file
/// ExtractDoubleOrThrow(): the double value of a scalar or of a matrix of
/// scalars. This header covers double and float; autodiff.h adds AutoDiffXd
/// and symbolic/expression.h adds symbolic::Expression (declared here, so
/// generic code can name it; defined with the symbolic library).

#include <type_traits>

#include "drake/common/eigen_types.h"

namespace drake {
namespace symbolic {
class Expression;
}  // namespace symbolic

/// The value of a symbolic expression with no variables (NaN for the NaN
/// expression). @throws std::exception if it has a variable or fails to
/// evaluate. Matrices of expressions: see symbolic/expression.h.
double ExtractDoubleOrThrow(const symbolic::Expression& e);

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
