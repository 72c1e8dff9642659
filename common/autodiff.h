#pragma once

/// @file
/// AutoDiffXd: Eigen's AutoDiffScalar over a dynamic-size derivative vector,
/// plus the math functions Drake's code uses on it. Include this header
/// (rather than Eigen's AutoDiff module directly) wherever AutoDiffXd is used.

#include <cmath>
#include <limits>

#include <Eigen/Core>
#include <unsupported/Eigen/AutoDiff>

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
// Functions Eigen's AutoDiff module does not provide. They live in the
// Eigen namespace so that argument-dependent lookup finds them.

/// Rounding functions have zero derivative almost everywhere.
inline double floor(const drake::AutoDiffXd& x) { return std::floor(x.value()); }
inline double ceil(const drake::AutoDiffXd& x) { return std::ceil(x.value()); }
inline double round(const drake::AutoDiffXd& x) { return std::round(x.value()); }

inline bool isnan(const drake::AutoDiffXd& x) { return std::isnan(x.value()); }
inline bool isinf(const drake::AutoDiffXd& x) { return std::isinf(x.value()); }
inline bool isfinite(const drake::AutoDiffXd& x) {
  return std::isfinite(x.value());
}

/// min/max pick one operand, derivatives included (the first on a tie).
inline drake::AutoDiffXd max(const drake::AutoDiffXd& a,
                             const drake::AutoDiffXd& b) {
  return a.value() >= b.value() ? a : b;
}
inline drake::AutoDiffXd max(const drake::AutoDiffXd& a, double b) {
  return a.value() >= b ? a : drake::AutoDiffXd(b);
}
inline drake::AutoDiffXd max(double a, const drake::AutoDiffXd& b) {
  return a >= b.value() ? drake::AutoDiffXd(a) : b;
}
inline drake::AutoDiffXd min(const drake::AutoDiffXd& a,
                             const drake::AutoDiffXd& b) {
  return a.value() <= b.value() ? a : b;
}
inline drake::AutoDiffXd min(const drake::AutoDiffXd& a, double b) {
  return a.value() <= b ? a : drake::AutoDiffXd(b);
}
inline drake::AutoDiffXd min(double a, const drake::AutoDiffXd& b) {
  return a <= b.value() ? drake::AutoDiffXd(a) : b;
}

/// max/min of two AutoDiff expressions of different types (e.g.
/// `max(x * x, y)`), which Eigen's own overloads find ambiguous.
template <typename DerType1, typename DerType2>
drake::AutoDiffXd max(const AutoDiffScalar<DerType1>& a,
                      const AutoDiffScalar<DerType2>& b) {
  return max(drake::AutoDiffXd(a), drake::AutoDiffXd(b));
}
template <typename DerType1, typename DerType2>
drake::AutoDiffXd min(const AutoDiffScalar<DerType1>& a,
                      const AutoDiffScalar<DerType2>& b) {
  return min(drake::AutoDiffXd(a), drake::AutoDiffXd(b));
}

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

/// Returns the value of a scalar as a double: the scalar itself for double,
/// the value part for AutoDiffXd (its derivatives are discarded).
inline double ExtractDoubleOrThrow(double scalar) { return scalar; }
inline double ExtractDoubleOrThrow(const AutoDiffXd& scalar) {
  return scalar.value();
}
/// Matrix version: element-wise ExtractDoubleOrThrow.
template <typename Derived>
Eigen::Matrix<double, Derived::RowsAtCompileTime, Derived::ColsAtCompileTime,
              0, Derived::MaxRowsAtCompileTime, Derived::MaxColsAtCompileTime>
ExtractDoubleOrThrow(const Eigen::MatrixBase<Derived>& matrix) {
  return matrix.unaryExpr(
      [](const typename Derived::Scalar& value) {
        return ExtractDoubleOrThrow(value);
      });
}
}  // namespace drake
