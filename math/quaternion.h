#pragma once

/// @file
/// Quaternion helpers. A quaternion q_AB = [w, x, y, z] (Eigen's order of
/// arguments to its constructor) relates frames A and B like R_AB; q and −q
/// represent the same orientation. Vector4 forms are ordered [w, x, y, z].

#include <cmath>

#include <Eigen/Geometry>

#include "drake/common/autodiff.h"
#include "drake/common/drake_bool.h"
#include "drake/common/eigen_types.h"
#include "drake/math/autodiff.h"

namespace drake {
namespace math {

/// Returns the unit quaternion for the orientation of `quat2` (quat2 or
/// −quat2, normalized) that is closest to `quat1` on the unit sphere: its
/// 4-vector dot product with quat1 is non-negative.
template <typename Scalar>
Eigen::Quaternion<Scalar> ClosestQuaternion(
    const Eigen::Quaternion<Scalar>& quat1,
    const Eigen::Quaternion<Scalar>& quat2) {
  Eigen::Quaternion<Scalar> result = quat2;
  if (quat1.dot(quat2) < 0) {
    result.coeffs() = -quat2.coeffs();
  }
  result.normalize();
  return result;
}

/// Returns true if `quat` = [w, x, y, z] is in canonical form, w >= 0 (q and
/// −q represent the same orientation; the canonical one has w >= 0).
template <typename T>
boolean<T> is_quaternion_in_canonical_form(const Eigen::Quaternion<T>& quat) {
  return quat.w() >= 0.0;
}

/// Returns `quat` if it is in canonical form (w >= 0), else −quat (the same
/// orientation, with w > 0).
template <typename T>
Eigen::Quaternion<T> QuaternionToCanonicalForm(
    const Eigen::Quaternion<T>& quat) {
  return is_quaternion_in_canonical_form(quat)
             ? quat
             : Eigen::Quaternion<T>(-quat.w(), -quat.x(), -quat.y(), -quat.z());
}

/// Returns true if quat1 and quat2 represent the same orientation: each
/// element of their canonical forms differs by at most `tolerance`
/// (absolute; `tolerance` >= 0).
template <typename T>
boolean<T> AreQuaternionsEqualForOrientation(const Eigen::Quaternion<T>& quat1,
                                             const Eigen::Quaternion<T>& quat2,
                                             const T tolerance) {
  const Eigen::Quaternion<T> a = QuaternionToCanonicalForm(quat1);
  const Eigen::Quaternion<T> b = QuaternionToCanonicalForm(quat2);
  return (a.coeffs() - b.coeffs()).template lpNorm<Eigen::Infinity>() <=
         tolerance;
}

/// Returns true if |quat| (its 4-vector norm) is within `tolerance` of 1.
template <typename T>
boolean<T> IsQuaternionValid(const Eigen::Quaternion<T>& quat,
                             const double tolerance) {
  using std::abs;
  return abs(1.0 - quat.norm()) <= tolerance;
}

/// Returns 2 (w ẇ + x ẋ + y ẏ + z ż), the time derivative of the unit-norm
/// constraint w² + x² + y² + z² = 1 for `quat` and quatDt = [ẇ, ẋ, ẏ, ż]:
/// 0 when quatDt is the derivative of a unit quaternion; the sign and size
/// of a violation otherwise.
template <typename T>
T CalculateQuaternionDtConstraintViolation(const Eigen::Quaternion<T>& quat,
                                           const Vector4<T>& quatDt) {
  // An Eigen dot product (each product is evaluated to T before summing, so
  // mixed AutoDiff derivative sizes are reconciled).
  return 2 * Vector4<T>(quat.w(), quat.x(), quat.y(), quat.z()).dot(quatDt);
}

/// Returns true if quatDt satisfies the derivative constraint of
/// CalculateQuaternionDtConstraintViolation() within `tolerance`; for a
/// numeric T, `quat` must also have unit norm within `tolerance`.
template <typename T>
boolean<T> IsBothQuaternionAndQuaternionDtOK(const Eigen::Quaternion<T>& quat,
                                             const Vector4<T>& quatDt,
                                             const double tolerance) {
  using std::abs;
  if constexpr (scalar_predicate<T>::is_bool) {
    if (!IsQuaternionValid(quat, tolerance)) return false;
  }
  return abs(CalculateQuaternionDtConstraintViolation(quat, quatDt)) <=
         tolerance;
}

/// Returns q̇_AB = [ẇ, ẋ, ẏ, ż], the time derivative of the unit quaternion
/// quat_AB, given w_AB_B (B's angular velocity in A, expressed in B):
/// q̇ = ½ q ⊗ [0, w_AB_B].
template <typename T>
Vector4<T> CalculateQuaternionDtFromAngularVelocityExpressedInB(
    const Eigen::Quaternion<T>& quat_AB, const Vector3<T>& w_AB_B_in) {
  const auto [q, w_AB_B] = internal::MakeDerivativesCoherentTogether(
      Vector4<T>(quat_AB.w(), quat_AB.x(), quat_AB.y(), quat_AB.z()),
      w_AB_B_in);
  const T& w = q(0);
  const T& x = q(1);
  const T& y = q(2);
  const T& z = q(3);
  const T& wx = w_AB_B(0);
  const T& wy = w_AB_B(1);
  const T& wz = w_AB_B(2);
  return Vector4<T>(-x * wx - y * wy - z * wz, w * wx + y * wz - z * wy,
                    w * wy + z * wx - x * wz, w * wz + x * wy - y * wx) /
         2;
}

/// Returns w_AB_B from a unit quaternion quat_AB and its time derivative
/// quatDt: [0, w_AB_B] = 2 q* ⊗ q̇.
template <typename T>
Vector3<T> CalculateAngularVelocityExpressedInBFromQuaternionDt(
    const Eigen::Quaternion<T>& quat_AB, const Vector4<T>& quatDt_in) {
  const auto [q, quatDt] = internal::MakeDerivativesCoherentTogether(
      Vector4<T>(quat_AB.w(), quat_AB.x(), quat_AB.y(), quat_AB.z()),
      quatDt_in);
  const T& w = q(0);
  const T& x = q(1);
  const T& y = q(2);
  const T& z = q(3);
  const T& wDt = quatDt(0);
  const T& xDt = quatDt(1);
  const T& yDt = quatDt(2);
  const T& zDt = quatDt(3);
  return 2 * Vector3<T>(w * xDt - x * wDt - y * zDt + z * yDt,
                        w * yDt - y * wDt - z * xDt + x * zDt,
                        w * zDt - z * wDt - x * yDt + y * xDt);
}

/// Returns the conjugate [w, −x, −y, −z] of a quaternion stored as
/// [w, x, y, z].
template <typename Derived>
Vector4<typename Derived::Scalar> quatConjugate(
    const Eigen::MatrixBase<Derived>& q) {
  EIGEN_STATIC_ASSERT_VECTOR_SPECIFIC_SIZE(Eigen::MatrixBase<Derived>, 4);
  return Vector4<typename Derived::Scalar>(q(0), -q(1), -q(2), -q(3));
}

/// Returns the Hamilton product q1 ⊗ q2 of quaternions stored as
/// [w, x, y, z].
template <typename Derived1, typename Derived2>
Vector4<typename Derived1::Scalar> quatProduct(
    const Eigen::MatrixBase<Derived1>& q1,
    const Eigen::MatrixBase<Derived2>& q2) {
  EIGEN_STATIC_ASSERT_VECTOR_SPECIFIC_SIZE(Eigen::MatrixBase<Derived1>, 4);
  EIGEN_STATIC_ASSERT_VECTOR_SPECIFIC_SIZE(Eigen::MatrixBase<Derived2>, 4);
  const Eigen::Quaternion<typename Derived1::Scalar> a(q1(0), q1(1), q1(2),
                                                       q1(3));
  const Eigen::Quaternion<typename Derived1::Scalar> b(q2(0), q2(1), q2(2),
                                                       q2(3));
  const Eigen::Quaternion<typename Derived1::Scalar> c = a * b;
  return Vector4<typename Derived1::Scalar>(c.w(), c.x(), c.y(), c.z());
}

/// Returns the vector v rotated by the unit quaternion q ([w, x, y, z]):
/// the vector part of q ⊗ [0, v] ⊗ q*.
template <typename DerivedQ, typename DerivedV>
Vector3<typename DerivedV::Scalar> quatRotateVec(
    const Eigen::MatrixBase<DerivedQ>& q,
    const Eigen::MatrixBase<DerivedV>& v) {
  EIGEN_STATIC_ASSERT_VECTOR_SPECIFIC_SIZE(Eigen::MatrixBase<DerivedQ>, 4);
  EIGEN_STATIC_ASSERT_VECTOR_SPECIFIC_SIZE(Eigen::MatrixBase<DerivedV>, 3);
  using Scalar = typename DerivedV::Scalar;
  const Vector4<Scalar> v_quat(Scalar(0), v(0), v(1), v(2));
  const Vector4<Scalar> rotated =
      quatProduct(quatProduct(q, v_quat), quatConjugate(q));
  return rotated.template tail<3>();
}

/// Returns the quaternion q1* ⊗ q2 ([w, x, y, z] vectors): the rotation
/// from q1 to q2.
template <typename Derived1, typename Derived2>
Vector4<typename Derived1::Scalar> quatDiff(
    const Eigen::MatrixBase<Derived1>& q1,
    const Eigen::MatrixBase<Derived2>& q2) {
  return quatProduct(quatConjugate(q1), q2);
}

/// With r = quatDiff(q1, q2) = [r0, r1, r2, r3] and a 3-vector u, returns
/// −2 + 2 r0² + 2 (u · [r1, r2, r3])², which is 0 when the rotation from q1
/// to q2 is about the axis u (a unit vector) and negative otherwise.
template <typename Derived1, typename Derived2, typename DerivedU>
typename Derived1::Scalar quatDiffAxisInvar(
    const Eigen::MatrixBase<Derived1>& q1,
    const Eigen::MatrixBase<Derived2>& q2,
    const Eigen::MatrixBase<DerivedU>& u) {
  EIGEN_STATIC_ASSERT_VECTOR_SPECIFIC_SIZE(Eigen::MatrixBase<DerivedU>, 3);
  using Scalar = typename Derived1::Scalar;
  const Vector4<Scalar> r = quatDiff(q1, q2);
  const Scalar u_dot_r = u(0) * r(1) + u(1) * r(2) + u(2) * r(3);
  return -2.0 + 2 * r(0) * r(0) + 2 * u_dot_r * u_dot_r;
}

/// Returns true if `quat` and its derivative `quatDt` pass
/// IsBothQuaternionAndQuaternionDtOK() and the angular velocity they imply
/// (CalculateAngularVelocityExpressedInBFromQuaternionDt()) matches `w_B`
/// element-wise within `tolerance` (absolute). Compares the double values.
template <typename T>
bool IsQuaternionAndQuaternionDtEqualAngularVelocityExpressedInB(
    const Eigen::Quaternion<T>& quat, const Vector4<T>& quatDt,
    const Vector3<T>& w_B, const double tolerance) {
  if (!IsBothQuaternionAndQuaternionDtOK(quat, quatDt, tolerance)) {
    return false;
  }
  const Vector3<T> w_from_quatDt =
      CalculateAngularVelocityExpressedInBFromQuaternionDt(quat, quatDt);
  const Eigen::Vector3d difference =
      ExtractDoubleOrThrow(w_from_quatDt) - ExtractDoubleOrThrow(w_B);
  return difference.template lpNorm<Eigen::Infinity>() <= tolerance;
}

namespace internal {
/* Returns the angle-axis form of a unit quaternion with the angle in
[0, π], as Eigen::AngleAxis<T>(quaternion) does for double. When the
rotation is the identity (zero vector part) the axis is [1, 0, 0]. */
template <typename T>
Eigen::AngleAxis<T> QuaternionToAngleAxisLikeEigen(
    const Eigen::Quaternion<T>& quaternion) {
  using std::abs;
  using std::atan2;
  T sin_half_angle = quaternion.vec().norm();
  if constexpr (scalar_predicate<T>::is_bool) {
    // norm() underflows for tiny vector parts; stableNorm() does not.
    if (sin_half_angle < Eigen::NumTraits<T>::epsilon()) {
      sin_half_angle = quaternion.vec().stableNorm();
    }
  }
  Eigen::AngleAxis<T> result;
  result.angle() = 2.0 * atan2(sin_half_angle, abs(quaternion.w()));
  if (sin_half_angle == 0.0) {
    result.axis() = Vector3<T>(1.0, 0.0, 0.0);
  } else {
    // For w < 0 the quaternion is −(the canonical one); flip the axis so
    // that the angle stays in [0, π].
    const T sign = (quaternion.w() < 0.0) ? T(-1.0) : T(1.0);
    result.axis() = sign * quaternion.vec() / sin_half_angle;
  }
  return result;
}
}  // namespace internal

}  // namespace math
}  // namespace drake
