#include "drake/math/quaternion.h"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "drake/math/rotation_matrix.h"

namespace drake {
namespace math {
namespace {

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
  EXPECT_EQ(ClosestQuaternion(kQ, minus_q).coeffs(), kQ.coeffs());
  EXPECT_EQ(ClosestQuaternion(minus_q, kQ).coeffs(), minus_q.coeffs());
  EXPECT_TRUE(AreQuaternionsEqualForOrientation(kQ, minus_q, 1e-15));
  const Eigen::Quaterniond other(
      Eigen::AngleAxisd(1.2 + 1e-6, Eigen::Vector3d(1, 2, -2).normalized()));
  EXPECT_FALSE(AreQuaternionsEqualForOrientation(kQ, other, 1e-10));
  EXPECT_TRUE(AreQuaternionsEqualForOrientation(kQ, other, 1e-5));
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
              4 * kEpsilon);
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

}  // namespace
}  // namespace math
}  // namespace drake
