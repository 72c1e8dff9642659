#pragma once

/// @file
/// The skew-symmetric (cross-product) matrix of a 3-vector.

#include <Eigen/Core>

#include "drake/common/eigen_types.h"

namespace drake {
namespace math {

/// Returns the skew-symmetric matrix [v]× of a 3-vector v, such that
/// [v]× w = v × w for every 3-vector w:
///   [v]× = [  0  −v2   v1 ]
///          [  v2   0  −v0 ]
///          [ −v1  v0    0 ]
template <typename Derived>
Matrix3<typename Derived::Scalar> VectorToSkewSymmetric(
    const Eigen::MatrixBase<Derived>& v) {
  EIGEN_STATIC_ASSERT_VECTOR_SPECIFIC_SIZE(Eigen::MatrixBase<Derived>, 3);
  Matrix3<typename Derived::Scalar> v_cross;
  // clang-format off
  v_cross << 0, -v(2), v(1),
             v(2), 0, -v(0),
             -v(1), v(0), 0;
  // clang-format on
  return v_cross;
}

}  // namespace math
}  // namespace drake
