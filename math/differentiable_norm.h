#pragma once

/// @file
/// The Euclidean norm of a vector with a usable gradient at 0.

#include <limits>
#include <type_traits>

#include <Eigen/Core>

#include "drake/common/autodiff.h"
#include "drake/math/autodiff.h"
#include "drake/math/autodiff_gradient.h"

namespace drake {
namespace math {

/// Returns |x|, the 2-norm of the column vector x. For double this is
/// x.norm(). For AutoDiffXd the gradient of |x|, xᵀ∂x/|x|, divides by zero at
/// x = 0; when |x| ≤ 100 ε (ε the double machine epsilon) this returns the
/// subgradient xᵀ∂x / (|x| + 10 ε) instead (zero at x = 0), and x.norm()
/// otherwise.
template <typename Derived>
typename Derived::Scalar DifferentiableNorm(
    const Eigen::MatrixBase<Derived>& x) {
  static_assert(Derived::ColsAtCompileTime == 1,
                "DifferentiableNorm() takes a column vector");
  if constexpr (std::is_same_v<typename Derived::Scalar, AutoDiffXd>) {
    constexpr double kEps = std::numeric_limits<double>::epsilon();
    const Eigen::VectorXd value = ExtractValue(x);
    const double norm = value.norm();
    if (norm > 100 * kEps) return x.norm();
    const Eigen::MatrixXd gradient = ExtractGradient(x);
    const Eigen::VectorXd derivatives =
        gradient.transpose() * value / (norm + 10 * kEps);
    return AutoDiffXd(norm, derivatives);
  } else {
    return x.norm();
  }
}

}  // namespace math
}  // namespace drake
