#pragma once

/// @file
/// The matrix type of a gradient of any order of a matrix-valued function.

#include <Eigen/Core>

namespace drake {
namespace math {

/// Gradient<Derived, nq, order>::type is the matrix type of the order-th
/// gradient of a matrix of type Derived with respect to nq variables: the
/// first gradient has one row per element of the matrix (column-major) and
/// nq columns; each higher order stacks the previous one's elements the same
/// way. Sizes are Eigen::Dynamic when Derived or nq is.
template <typename Derived, int nq, int derivative_order = 1>
struct Gradient {
  static_assert(derivative_order >= 1, "derivative_order must be at least 1");
  typedef Eigen::Matrix<
      typename Derived::Scalar,
      (Derived::SizeAtCompileTime == Eigen::Dynamic || nq == Eigen::Dynamic)
          ? Eigen::Dynamic
          : Gradient<Derived, nq,
                     derivative_order - 1>::type::SizeAtCompileTime,
      nq>
      type;
};

/// The first gradient: Derived's size x nq.
template <typename Derived, int nq>
struct Gradient<Derived, nq, 1> {
  typedef Eigen::Matrix<typename Derived::Scalar, Derived::SizeAtCompileTime,
                        nq>
      type;
};

}  // namespace math
}  // namespace drake
