#pragma once

/// @file
/// The transport theorem: converting a vector's time derivative from one
/// frame to another.

#include <type_traits>

#include <Eigen/Dense>

#include "drake/common/eigen_types.h"

namespace drake {
namespace math {

/// Returns ᴬd/dt(v), the time derivative in frame A of a 3-vector v, from
/// ᴮd/dt(v), its derivative in frame B, and ᴬωᴮ, B's angular velocity in A,
/// by the transport theorem ("golden rule of vector differentiation"):
/// ᴬd/dt(v) = ᴮd/dt(v) + ᴬωᴮ × v. All three inputs and the result are
/// expressed in one frame E (DtA_v_E = DtB_v_E + w_AB_E × v_E). Units: those
/// of v per second, with ω in rad/s.
/// Each input must be a 3-vector (checked at compile time) of one scalar
/// type.
template <typename v_Type, typename DtB_v_Type, typename w_AB_Type>
Vector3<typename v_Type::Scalar> ConvertTimeDerivativeToOtherFrame(
    const Eigen::MatrixBase<v_Type>& v_E,
    const Eigen::MatrixBase<DtB_v_Type>& DtB_v_E,
    const Eigen::MatrixBase<w_AB_Type>& w_AB_E) {
  EIGEN_STATIC_ASSERT_VECTOR_SPECIFIC_SIZE(Eigen::MatrixBase<v_Type>, 3);
  EIGEN_STATIC_ASSERT_VECTOR_SPECIFIC_SIZE(Eigen::MatrixBase<DtB_v_Type>, 3);
  EIGEN_STATIC_ASSERT_VECTOR_SPECIFIC_SIZE(Eigen::MatrixBase<w_AB_Type>, 3);
  using T = typename v_Type::Scalar;
  static_assert(std::is_same_v<typename DtB_v_Type::Scalar, T>,
                "DtB_v_E must have the scalar type of v_E");
  static_assert(std::is_same_v<typename w_AB_Type::Scalar, T>,
                "w_AB_E must have the scalar type of v_E");
  return DtB_v_E + w_AB_E.cross(v_E);
}

}  // namespace math
}  // namespace drake
