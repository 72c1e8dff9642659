#pragma once

/// @file
/// Normalizing a vector, with the first and second derivatives of the
/// result.

#include <cmath>
#include <stdexcept>

#include <Eigen/Core>

#include "drake/math/gradient.h"

namespace drake {
namespace math {

/// Sets x_norm = x / |x| for the N x 1 vector x and, if requested, its
/// derivatives:
/// - `dx_norm` (if not null): the N x N Jacobian, dx_norm(i, j) =
///   ∂x_norm(i)/∂x(j) = (δᵢⱼ − x_norm(i) x_norm(j)) / |x|.
/// - `ddx_norm` (if not null, and only when dx_norm is not null): N² x N,
///   column j is ∂(dx_norm)/∂x(j) with dx_norm stacked column by column.
/// @throws std::invalid_argument if x is zero (its direction is undefined)
///   or is not a column vector.
template <typename Derived>
void NormalizeVector(
    const Eigen::MatrixBase<Derived>& x,
    typename Derived::PlainObject& x_norm,  // NOLINT(runtime/references)
    typename Gradient<Derived, Derived::RowsAtCompileTime, 1>::type* dx_norm =
        nullptr,
    typename Gradient<Derived, Derived::RowsAtCompileTime, 2>::type* ddx_norm =
        nullptr) {
  using Scalar = typename Derived::Scalar;
  using std::sqrt;
  if (x.cols() != 1) {
    throw std::invalid_argument(
        "NormalizeVector(): x must be a column vector.");
  }
  const Scalar squared_norm = x.squaredNorm();
  if (squared_norm == 0) {
    throw std::invalid_argument(
        "NormalizeVector(): x is zero, so it has no direction.");
  }
  const Scalar norm = sqrt(squared_norm);
  x_norm = x / norm;
  if (dx_norm == nullptr) return;
  const Eigen::Index n = x.rows();
  dx_norm->resize(n, n);
  // (I − x̂x̂ᵀ)/|x|.
  for (Eigen::Index j = 0; j < n; ++j) {
    for (Eigen::Index i = 0; i < n; ++i) {
      (*dx_norm)(i, j) =
          (Scalar(i == j ? 1.0 : 0.0) - x_norm(i) * x_norm(j)) / norm;
    }
  }
  if (ddx_norm == nullptr) return;
  // With D = ∂x̂/∂x and ∂|x|/∂xⱼ = x̂ⱼ:
  // ∂D(a, b)/∂xⱼ = −(D(a, j) x̂_b + x̂_a D(b, j) + D(a, b) x̂ⱼ) / |x|.
  const auto& D = *dx_norm;
  ddx_norm->resize(n * n, n);
  for (Eigen::Index j = 0; j < n; ++j) {
    for (Eigen::Index b = 0; b < n; ++b) {
      for (Eigen::Index a = 0; a < n; ++a) {
        (*ddx_norm)(a + b * n, j) =
            -(D(a, j) * x_norm(b) + x_norm(a) * D(b, j) + D(a, b) * x_norm(j)) /
            norm;
      }
    }
  }
}

}  // namespace math
}  // namespace drake
