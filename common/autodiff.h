#pragma once

/// @file
/// AutoDiffXd: Eigen's AutoDiffScalar over a dynamic-size derivative vector,
/// fully specialized in autodiffxd.h to evaluate eagerly and to treat empty
/// derivative vectors as zeros, plus the math functions Drake's code uses on
/// it. Include this header (rather than Eigen's AutoDiff module directly)
/// wherever AutoDiffXd is used.

#include <cmath>
#include <limits>
#include <type_traits>

#include <Eigen/Core>
#include <unsupported/Eigen/AutoDiff>

#include "drake/common/autodiffxd.h"
#include "drake/common/eigen_types.h"
#include "drake/common/extract_double.h"

namespace drake {
/// The forward-mode automatic differentiation scalar: a value and a vector of
/// partial derivatives of dynamic size.
using AutoDiffXd = Eigen::AutoDiffScalar<Eigen::VectorXd>;
/// A dynamic-size vector of AutoDiffXd.
template <int num_vars>
using AutoDiffd = Eigen::AutoDiffScalar<Eigen::Matrix<double, num_vars, 1>>;
template <int num_vars, int rows>
using AutoDiffVecd = Eigen::Matrix<AutoDiffd<num_vars>, rows, 1>;
typedef AutoDiffVecd<Eigen::Dynamic, Eigen::Dynamic> AutoDiffVecXd;
}  // namespace drake

namespace Eigen {
// The math functions on AutoDiffXd (floor, ceil, round, isnan, isinf,
// isfinite, min, max, ...) are declared in autodiffxd.h, next to the
// specialization. They live in the Eigen namespace so that argument-dependent
// lookup finds them.

/// Selects `then_value` or `else_value`, derivatives included.
inline drake::AutoDiffXd if_then_else(bool f_cond,
                                      const drake::AutoDiffXd& then_value,
                                      const drake::AutoDiffXd& else_value) {
  return f_cond ? then_value : else_value;
}
}  // namespace Eigen

namespace drake {
/// if_then_else for plain doubles (AutoDiffXd's overload is found by ADL).
inline double if_then_else(bool f_cond, double then_value, double else_value) {
  return f_cond ? then_value : else_value;
}
using Eigen::if_then_else;

/// Returns the value of an AutoDiffXd as a double; its derivatives are
/// discarded. Never throws. (The double and float overloads are in
/// extract_double.h.)
inline double ExtractDoubleOrThrow(const AutoDiffXd& scalar) {
  return scalar.value();
}

/// Returns the values of a matrix of AutoDiffXd as a matrix of doubles of
/// the same shape and storage order (the same as math::ExtractValue()).
template <typename Derived>
std::enable_if_t<std::is_same_v<typename Derived::Scalar, AutoDiffXd>,
                 MatrixLikewise<double, Derived>>
ExtractDoubleOrThrow(const Eigen::MatrixBase<Derived>& matrix) {
  return matrix.unaryExpr([](const AutoDiffXd& value) { return value.value(); })
      .eval();
}
}  // namespace drake
