#include "drake/math/quaternion.h"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace math {
namespace quaternion_test {

constexpr double kEpsilon = std::numeric_limits<double>::epsilon();

const Eigen::Quaterniond kQ(
    Eigen::AngleAxisd(1.2, Eigen::Vector3d(1, 2, -2).normalized()));

// q and −q are the same orientation; the canonical form has w >= 0 and the
// closest quaternion has a non-negative dot product with the reference.
TEST(QuaternionTest, CanonicalAndClosest) {
  const Eigen::Quaterniond minus_q(-kQ.coeffs());
  EXPECT_GT(kQ.w(), 0);
  EXPECT_EQ(QuaternionToCanonicalForm(minus_q).coeffs(), kQ.coeffs());
  EXPECT_EQ(QuaternionToCanonicalForm(kQ).coeffs(), kQ.coeffs());
  // ClosestQuaternion also normalizes (to rounding).
  EXPECT_TRUE(ClosestQuaternion(kQ, minus_q)
                  .coeffs()
                  .isApprox(kQ.coeffs(), 2 * kEpsilon));
  EXPECT_TRUE(ClosestQuaternion(minus_q, kQ)
                  .coeffs()
                  .isApprox(minus_q.coeffs(), 2 * kEpsilon));
  const Eigen::Quaterniond scaled_minus(-2.0 * kQ.coeffs());
  const Eigen::Quaterniond closest = ClosestQuaternion(kQ, scaled_minus);
  EXPECT_NEAR(closest.norm(), 1.0, 2 * kEpsilon);
  EXPECT_TRUE(closest.coeffs().isApprox(kQ.coeffs(), 4 * kEpsilon));
  EXPECT_TRUE(AreQuaternionsEqualForOrientation(kQ, minus_q, 1e-15));
  EXPECT_TRUE(is_quaternion_in_canonical_form(kQ));
  EXPECT_FALSE(is_quaternion_in_canonical_form(minus_q));
  EXPECT_TRUE(is_quaternion_in_canonical_form(Eigen::Quaterniond(0, 0, 1, 0)));
  EXPECT_FALSE(is_quaternion_in_canonical_form(
      Eigen::Quaternion<AutoDiffXd>(-0.5, 0.5, 0.5, 0.5)));
  const Eigen::Quaterniond other(
      Eigen::AngleAxisd(1.2 + 1e-6, Eigen::Vector3d(1, 2, -2).normalized()));
  EXPECT_FALSE(AreQuaternionsEqualForOrientation(kQ, other, 1e-10));
  EXPECT_TRUE(AreQuaternionsEqualForOrientation(kQ, other, 1e-5));
  // The tolerance bounds the largest element difference (absolute).
  const Eigen::Quaterniond a(1, 0, 0, 0);
  const Eigen::Quaterniond b(1, 0, 0, 0.25);
  EXPECT_TRUE(AreQuaternionsEqualForOrientation(a, b, 0.25));
  EXPECT_FALSE(AreQuaternionsEqualForOrientation(a, b, 0.2499));
}

// quatDiff(q1, q2) = q1* ⊗ q2: the rotation from q1 to q2, so
// q1 ⊗ quatDiff(q1, q2) = q2. quatDiffAxisInvar is 0 for a rotation about
// u and negative otherwise.
TEST(QuaternionTest, QuatDiff) {
  const Eigen::Vector3d axis = Eigen::Vector3d(1, 2, -2).normalized();
  const Eigen::Quaterniond step(Eigen::AngleAxisd(0.7, axis));
  const Eigen::Quaterniond q2 = kQ * step;
  const Eigen::Vector4d q1_4(kQ.w(), kQ.x(), kQ.y(), kQ.z());
  const Eigen::Vector4d q2_4(q2.w(), q2.x(), q2.y(), q2.z());
  const Eigen::Vector4d diff = quatDiff(q1_4, q2_4);
  EXPECT_LT(
      (diff - Eigen::Vector4d(step.w(), step.x(), step.y(), step.z())).norm(),
      8 * kEpsilon);
  EXPECT_NEAR(quatDiffAxisInvar(q1_4, q2_4, axis), 0.0, 16 * kEpsilon);
  // About another axis: −2 + 2cos²(θ/2) + 2 sin²(θ/2)(u·a)² < 0.
  const Eigen::Vector3d other_axis = Eigen::Vector3d::UnitX();
  const double half = 0.35;
  const double expected = -2 + 2 * std::cos(half) * std::cos(half) +
                          2 * std::pow(std::sin(half) * axis.x(), 2);
  EXPECT_NEAR(quatDiffAxisInvar(q1_4, q2_4, other_axis), expected,
              16 * kEpsilon);
  EXPECT_LT(expected, 0);
}

// The angle-axis conversion agrees with Eigen's for double (angle in
// [0, π]), for both signs of a quaternion, and gives axis x for the
// identity.
TEST(QuaternionTest, QuaternionToAngleAxisLikeEigen) {
  for (const Eigen::Quaterniond& q :
       {kQ, Eigen::Quaterniond(-kQ.coeffs()),
        Eigen::Quaterniond(Eigen::AngleAxisd(3.0, Eigen::Vector3d::UnitZ()))}) {
    const Eigen::AngleAxisd ours = internal::QuaternionToAngleAxisLikeEigen(q);
    const Eigen::AngleAxisd eigen(q);
    EXPECT_NEAR(ours.angle(), eigen.angle(), 8 * kEpsilon);
    EXPECT_LT((ours.axis() - eigen.axis()).norm(), 8 * kEpsilon);
    EXPECT_GE(ours.angle(), 0);
    EXPECT_LE(ours.angle(), M_PI);
  }
  const Eigen::AngleAxisd identity =
      internal::QuaternionToAngleAxisLikeEigen(Eigen::Quaterniond::Identity());
  EXPECT_EQ(identity.angle(), 0);
  EXPECT_EQ(identity.axis(), Eigen::Vector3d::UnitX());
}

// |q| = 1 within tolerance; q·q̇ = 0 for a derivative of a unit quaternion.
TEST(QuaternionTest, Validity) {
  EXPECT_TRUE(IsQuaternionValid(kQ, 4 * kEpsilon));
  const Eigen::Quaterniond scaled(kQ.coeffs() * (1 + 1e-9));
  EXPECT_FALSE(IsQuaternionValid(scaled, 1e-10));
  EXPECT_TRUE(IsQuaternionValid(scaled, 1e-8));
  const Eigen::Vector3d w_B(0.3, -2, 1);
  const Eigen::Vector4d quatDt =
      CalculateQuaternionDtFromAngularVelocityExpressedInB(kQ, w_B);
  EXPECT_NEAR(CalculateQuaternionDtConstraintViolation(kQ, quatDt), 0,
              8 * kEpsilon);
  // The violation is 2 q·q̇: for q̇ = q it is 2|q|² = 2.
  const Eigen::Vector4d along_q(kQ.w(), kQ.x(), kQ.y(), kQ.z());
  EXPECT_NEAR(CalculateQuaternionDtConstraintViolation(kQ, along_q), 2.0,
              8 * kEpsilon);
  EXPECT_TRUE(IsQuaternionAndQuaternionDtEqualAngularVelocityExpressedInB(
      kQ, quatDt, w_B, 1e-14));
  EXPECT_FALSE(IsQuaternionAndQuaternionDtEqualAngularVelocityExpressedInB(
      kQ, quatDt, Eigen::Vector3d(w_B + Eigen::Vector3d(0, 0, 1e-6)), 1e-8));
  // A non-unit quaternion fails before the velocities are compared.
  const Eigen::Quaterniond doubled(2 * kQ.coeffs());
  EXPECT_FALSE(IsQuaternionAndQuaternionDtEqualAngularVelocityExpressedInB(
      doubled, quatDt, w_B, 1e-3));
  EXPECT_TRUE(IsBothQuaternionAndQuaternionDtOK(kQ, quatDt, 1e-14));
  // A q̇ along q itself changes |q|: not a valid derivative.
  const Eigen::Vector4d radial(kQ.w(), kQ.x(), kQ.y(), kQ.z());
  EXPECT_FALSE(IsBothQuaternionAndQuaternionDtOK(kQ, radial, 1e-3));
}

// q̇ from w_AB_B must match a central difference of q(t) = q ⊗ exp(w t / 2)
// (B rotating at constant w_AB_B, expressed in B), h = 1e-6: truncation
// h²|q'''|/6 ≈ 1e-13, rounding ε/h ≈ 2e-10, so tolerance 1e-9. Converting
// back recovers w_AB_B to rounding.
TEST(QuaternionTest, QuaternionDtMatchesFiniteDifference) {
  const Eigen::Vector3d w_AB_B(0.3, -2, 1);
  auto q_at = [&](double t) {
    const Eigen::Quaterniond step(
        Eigen::AngleAxisd(w_AB_B.norm() * t, w_AB_B.normalized()));
    return Eigen::Quaterniond(kQ * step);
  };
  const double h = 1e-6;
  const Eigen::Vector4d dq =
      (q_at(h).coeffs() - q_at(-h).coeffs()) / (2 * h);  // x y z w order.
  const Eigen::Vector4d quatDt_fd(dq(3), dq(0), dq(1), dq(2));
  const Eigen::Vector4d quatDt =
      CalculateQuaternionDtFromAngularVelocityExpressedInB(kQ, w_AB_B);
  EXPECT_LT((quatDt - quatDt_fd).norm(), 1e-9);
  EXPECT_LT((CalculateAngularVelocityExpressedInBFromQuaternionDt(kQ, quatDt) -
             w_AB_B)
                .norm(),
            16 * kEpsilon);
}

// The [w x y z] helpers agree with Eigen's quaternion algebra.
TEST(QuaternionTest, VectorFormHelpers) {
  const Eigen::Quaterniond p(Eigen::AngleAxisd(0.4, Eigen::Vector3d::UnitY()));
  const Eigen::Vector4d q4(kQ.w(), kQ.x(), kQ.y(), kQ.z());
  const Eigen::Vector4d p4(p.w(), p.x(), p.y(), p.z());
  const Eigen::Quaterniond qp = kQ * p;
  EXPECT_LT(
      (quatProduct(q4, p4) - Eigen::Vector4d(qp.w(), qp.x(), qp.y(), qp.z()))
          .norm(),
      4 * kEpsilon);
  EXPECT_EQ(quatConjugate(q4),
            Eigen::Vector4d(kQ.w(), -kQ.x(), -kQ.y(), -kQ.z()));
  const Eigen::Vector3d v(1, -2, 0.5);
  EXPECT_LT((quatRotateVec(q4, v) - RotationMatrixd(kQ) * v).norm(),
            8 * kEpsilon);
}

}  // namespace quaternion_test
}  // namespace math
}  // namespace drake
