#pragma once

/// @file
/// Internal to drake_math's .cc files: symbolic::Expression overloads of the
/// derivative-coherence helpers of autodiff.h. An Expression has no
/// derivatives, so making them coherent is a plain copy; these overloads
/// are more constrained than autodiff.h's, so they are the ones chosen for
/// Expression matrices (autodiff.h's would ask for `derivatives()`).

#include <tuple>
#include <type_traits>

#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/expression.h"

namespace drake {
namespace math {
namespace internal {

// An Eigen matrix (or expression) of symbolic::Expression.
template <typename Derived>
concept SymbolicMatrix =
    std::is_same_v<typename Derived::Scalar, symbolic::Expression>;

template <SymbolicMatrix Derived>
typename Derived::PlainObject MakeDerivativesCoherent(
    const Eigen::MatrixBase<Derived>& matrix) {
  return matrix;
}

template <SymbolicMatrix... Deriveds>
std::tuple<typename Deriveds::PlainObject...> MakeDerivativesCoherentTogether(
    const Eigen::MatrixBase<Deriveds>&... args) {
  return std::tuple<typename Deriveds::PlainObject...>{args...};
}

}  // namespace internal
}  // namespace math
}  // namespace drake
