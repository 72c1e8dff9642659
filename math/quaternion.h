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

/// Returns quat2 or −quat2, whichever is closer to quat1 (their 4-vector dot
/// product with quat1 is non-negative). Both represent the same orientation.
template <typename Scalar>
Eigen::Quaternion<Scalar> ClosestQuaternion(
    const Eigen::Quaternion<Scalar>& quat1,
    const Eigen::Quaternion<Scalar>& quat2) {
  if (quat1.dot(quat2) < 0) {
    return Eigen::Quaternion<Scalar>(-quat2.coeffs());
  }
  return quat2;
}

/// Returns the quaternion equal to `quat` or −quat whose w is non-negative.
template <typename T>
Eigen::Quaternion<T> QuaternionToCanonicalForm(
    const Eigen::Quaternion<T>& quat) {
  return quat.w() < 0 ? Eigen::Quaternion<T>(-quat.coeffs()) : quat;
}

/// Returns true if quat1 and quat2 represent the same orientation: their
/// canonical forms a, b satisfy |a − b| <= tolerance · min(|a|, |b|) (the
/// relative test of Eigen's isApprox()).
template <typename T>
boolean<T> AreQuaternionsEqualForOrientation(const Eigen::Quaternion<T>& quat1,
                                             const Eigen::Quaternion<T>& quat2,
                                             const T& tolerance) {
  using std::min;
  const Vector4<T> a = QuaternionToCanonicalForm(quat1).coeffs();
  const Vector4<T> b = QuaternionToCanonicalForm(quat2).coeffs();
  const T norm_a = a.norm(), norm_b = b.norm();
  return (a - b).norm() <= tolerance * (norm_a < norm_b ? norm_a : norm_b);
}

/// Returns true if |quat| is within `tolerance` of 1.
template <typename T>
boolean<T> IsQuaternionValid(const Eigen::Quaternion<T>& quat,
                             double tolerance) {
  using std::abs;
  return abs(quat.norm() - 1) <= tolerance;
}

/// Returns q · q̇ = w ẇ + x ẋ + y ẏ + z ż, which is 0 for the time derivative
/// quatDt = [ẇ, ẋ, ẏ, ż] of a unit quaternion (|q|² = 1 ⇒ q · q̇ = 0).
template <typename T>
T CalculateQuaternionDtConstraintViolation(const Eigen::Quaternion<T>& quat,
                                           const Vector4<T>& quatDt) {
  // An Eigen dot product (each product is evaluated to T before summing, so
  // mixed AutoDiff derivative sizes are reconciled).
  return Vector4<T>(quat.w(), quat.x(), quat.y(), quat.z()).dot(quatDt);
}

/// Returns true if quat has unit length within `tolerance` and
/// |q · q̇| <= tolerance.
template <typename T>
boolean<T> IsBothQuaternionAndQuaternionDtOK(const Eigen::Quaternion<T>& quat,
                                             const Vector4<T>& quatDt,
                                             double tolerance) {
  using std::abs;
  return IsQuaternionValid(quat, tolerance) &&
         abs(CalculateQuaternionDtConstraintViolation(quat, quatDt)) <=
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

}  // namespace math
}  // namespace drake
