#include "drake/math/roll_pitch_yaw.h"

#include <cmath>
#include <limits>
#include <random>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/common/hash.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace math {
namespace roll_pitch_yaw_test {

using ::testing::HasSubstr;
using ::testing::ThrowsMessage;

constexpr double kEpsilon = std::numeric_limits<double>::epsilon();

// Rz(y)·Ry(p)·Rx(r) built from the axis rotations, independently of the
// closed form RollPitchYaw uses.
RotationMatrixd ComposeAxisRotations(double r, double p, double y) {
  return RotationMatrixd::MakeZRotation(y) * RotationMatrixd::MakeYRotation(p) *
         RotationMatrixd::MakeXRotation(r);
}

// The closed-form matrix equals the product of the three axis rotations, and
// the half-angle quaternion equals the matrix's quaternion.
TEST(RollPitchYawTest, ToRotationMatrixAndQuaternion) {
  const RollPitchYawd rpy(0.4, -0.7, 2.1);
  const RotationMatrixd R = rpy.ToRotationMatrix();
  EXPECT_TRUE(
      R.IsNearlyEqualTo(ComposeAxisRotations(0.4, -0.7, 2.1), 4 * kEpsilon));
  const Eigen::Quaterniond q = rpy.ToQuaternion();
  EXPECT_GE(q.w(), 0);
  EXPECT_LT((q.coeffs() - R.ToQuaternion().coeffs()).norm(), 4 * kEpsilon);
  EXPECT_EQ(rpy.vector(), Eigen::Vector3d(0.4, -0.7, 2.1));
  EXPECT_EQ(rpy.roll_angle(), 0.4);
  EXPECT_EQ(rpy.pitch_angle(), -0.7);
  EXPECT_EQ(rpy.yaw_angle(), 2.1);
}

// Random angles well inside the canonical range survive RPY → R → RPY and
// RPY → q → RPY. The angles are recovered with error about ε/cos(pitch)
// (that is the conditioning of r and y); with |pitch| ≤ 1.4, cos(pitch) ≥ 0.17
// so 64ε ≈ 1.4e-14 leaves margin.
TEST(RollPitchYawTest, RoundTripsInCanonicalRange) {
  std::mt19937 generator(99);
  std::uniform_real_distribution<double> angle(-M_PI + 1e-3, M_PI - 1e-3);
  std::uniform_real_distribution<double> pitch(-1.4, 1.4);
  for (int trial = 0; trial < 1000; ++trial) {
    const RollPitchYawd rpy(angle(generator), pitch(generator),
                            angle(generator));
    const RollPitchYawd from_matrix(rpy.ToRotationMatrix());
    EXPECT_TRUE(from_matrix.IsNearlyEqualTo(rpy, 64 * kEpsilon))
        << from_matrix.vector() - rpy.vector();
    const RollPitchYawd from_quaternion(rpy.ToQuaternion());
    EXPECT_TRUE(from_quaternion.IsNearlyEqualTo(rpy, 64 * kEpsilon));
    EXPECT_TRUE(from_matrix.IsRollPitchYawInCanonicalRange());
  }
}

// Near gimbal lock r and y are individually ill-conditioned (an ε change in
// R moves them by ε/cos(pitch) ≈ 2e-8 here), but the conversion must still
// return canonical angles whose matrix reproduces R to a few ε, and the pitch
// itself to a few ε. At pitch = ±π/2 ± 1e-8 (just outside the canonical range)
// the canonical answer is the equivalent (r + π, ±π − p, y + π).
TEST(RollPitchYawTest, NearGimbalLock) {
  const double r = 0.4, y = -1.1;
  const double pitches[] = {M_PI / 2 - 1e-8,  M_PI / 2,        M_PI / 2 + 1e-8,
                            -M_PI / 2 + 1e-8, -M_PI / 2,       -M_PI / 2 - 1e-8,
                            M_PI / 2 - 1e-5,  M_PI / 2 - 1e-12};
  for (double p : pitches) {
    SCOPED_TRACE(fmt::format("pitch = π/2 {:+g}", p - M_PI / 2));
    const RotationMatrixd R = RollPitchYawd(r, p, y).ToRotationMatrix();
    const RollPitchYawd rpy(R);
    EXPECT_TRUE(rpy.IsRollPitchYawInCanonicalRange());
    // Reconstruction: every element within 4ε (observed ≤ 2ε).
    EXPECT_TRUE(rpy.ToRotationMatrix().IsNearlyEqualTo(R, 4 * kEpsilon))
        << rpy.ToRotationMatrix().GetMaximumAbsoluteDifference(R);
    // Pitch: the canonical equivalent of p.
    const double expected_pitch =
        p > M_PI / 2 ? M_PI - p : (p < -M_PI / 2 ? -M_PI - p : p);
    EXPECT_NEAR(rpy.pitch_angle(), expected_pitch, 4 * kEpsilon);
    // Exactly at gimbal lock R depends only on r − y (pitch +π/2) or r + y
    // (pitch −π/2); that combination is well-conditioned.
    if (std::abs(p) == M_PI / 2) {
      const double combination = p > 0 ? rpy.roll_angle() - rpy.yaw_angle()
                                       : rpy.roll_angle() + rpy.yaw_angle();
      const double expected = p > 0 ? r - y : r + y;
      EXPECT_NEAR(std::remainder(combination - expected, 2 * M_PI), 0,
                  8 * kEpsilon);
    }
    // The same holds via the quaternion.
    const RollPitchYawd from_q(R.ToQuaternion());
    EXPECT_TRUE(from_q.ToRotationMatrix().IsNearlyEqualTo(R, 8 * kEpsilon));
  }
}

// A naive extraction (p = asin(−R20)) loses half the digits of pitch near
// π/2; ours does not. With p = π/2 − 1e-8, sin(p) rounds to 1 − 5e-17 and
// asin cannot resolve 1e-8; our pitch comes from cos(pitch) ≈ 1e-8 instead.
TEST(RollPitchYawTest, PitchAccurateWhereAsinIsNot) {
  const double p = M_PI / 2 - 1e-8;
  const RotationMatrixd R = RollPitchYawd(0.2, p, 0.3).ToRotationMatrix();
  const double naive = std::asin(-R.matrix()(2, 0));
  EXPECT_GT(std::abs(naive - p), 1e-10);
  EXPECT_NEAR(RollPitchYawd(R).pitch_angle(), p, 2 * kEpsilon);
}

// R_AD(t) = Rz(a t)·R0·Rx(b t) has the analytic angular velocity
// w_AD_A = a Az + Rz(a t) R0 (b Ax) and acceleration
// alpha_AD_A = a Az × (Rz(a t) R0 b Ax). The rate conversions must agree with
// central differences of the roll-pitch-yaw angles extracted along it.
// First derivative, h = 1e-5: truncation h²/6·|rpy'''| ≈ 1e-10, rounding
// ε/h ≈ 2e-11, so 1e-8. Second derivative, h = 1e-3: truncation
// h²/12·|rpy''''| ≈ 1e-7, rounding 4ε/h² ≈ 1e-9, so 1e-6.
TEST(RollPitchYawTest, RateConversionsMatchFiniteDifferences) {
  const double a = 0.7, b = -1.3;
  const RotationMatrixd R0 = RollPitchYawd(0.3, 0.5, -0.2).ToRotationMatrix();
  auto R_AD = [&](double t) {
    return RotationMatrixd::MakeZRotation(a * t) * R0 *
           RotationMatrixd::MakeXRotation(b * t);
  };
  auto rpy_at = [&](double t) { return RollPitchYawd(R_AD(t)).vector(); };
  for (double t : {0.0, 0.3, 0.8, 1.1}) {
    SCOPED_TRACE(fmt::format("t = {}", t));
    const RollPitchYawd rpy(R_AD(t));
    ASSERT_FALSE(rpy.DoesPitchAngleViolateGimbalLockTolerance());
    const Eigen::Vector3d u_A =
        (RotationMatrixd::MakeZRotation(a * t) * R0) * Eigen::Vector3d(b, 0, 0);
    const Eigen::Vector3d w_AD_A = Eigen::Vector3d(0, 0, a) + u_A;
    const Eigen::Vector3d w_AD_D = R_AD(t).inverse() * w_AD_A;
    const Eigen::Vector3d alpha_AD_A = Eigen::Vector3d(0, 0, a).cross(u_A);
    const Eigen::Vector3d alpha_AD_D = R_AD(t).inverse() * alpha_AD_A;

    double h = 1e-5;
    const Eigen::Vector3d rpyDt = (rpy_at(t + h) - rpy_at(t - h)) / (2 * h);
    h = 1e-3;
    const Eigen::Vector3d rpyDDt =
        (rpy_at(t + h) - 2 * rpy_at(t) + rpy_at(t - h)) / (h * h);

    EXPECT_TRUE(
        rpy.CalcRpyDtFromAngularVelocityInParent(w_AD_A).isApprox(rpyDt, 1e-8));
    EXPECT_LT((rpy.CalcRpyDtFromAngularVelocityInChild(w_AD_D) - rpyDt).norm(),
              1e-8);
    EXPECT_LT((rpy.CalcAngularVelocityInParentFromRpyDt(rpyDt) - w_AD_A).norm(),
              1e-8);
    EXPECT_LT((rpy.CalcAngularVelocityInChildFromRpyDt(rpyDt) - w_AD_D).norm(),
              1e-8);
    EXPECT_LT(
        (rpy.CalcRpyDDtFromRpyDtAndAngularAccelInParent(rpyDt, alpha_AD_A) -
         rpyDDt)
            .norm(),
        1e-6);
    EXPECT_LT(
        (rpy.CalcRpyDDtFromAngularAccelInChild(rpyDt, alpha_AD_D) - rpyDDt)
            .norm(),
        1e-6);
    // Ṙ from the rates vs a central difference of R (h = 1e-5, as above).
    h = 1e-5;
    const Matrix3<double> RDt =
        (R_AD(t + h).matrix() - R_AD(t - h).matrix()) / (2 * h);
    EXPECT_LT((rpy.CalcRotationMatrixDt(rpyDt) - RDt).norm(), 1e-8);
    // The matrix form is the same map as the vector form.
    EXPECT_TRUE(
        (rpy.CalcMatrixRelatingRpyDtToAngularVelocityInParent() * w_AD_A)
            .isApprox(rpy.CalcRpyDtFromAngularVelocityInParent(w_AD_A)));
    EXPECT_TRUE((rpy.CalcMatrixRelatingRpyDtToAngularVelocityInChild() * w_AD_D)
                    .isApprox(rpy.CalcRpyDtFromAngularVelocityInChild(w_AD_D)));
  }
}

// The rate conversions divide by cos(pitch); within the tolerance 0.008 of
// zero they throw std::runtime_error naming the function and the angle.
TEST(RollPitchYawTest, GimbalLockThrows) {
  EXPECT_EQ(RollPitchYawd::GimbalLockTolerance(), 0.008);
  EXPECT_TRUE(
      RollPitchYawd::DoesCosPitchAngleViolateGimbalLockTolerance(0.0079));
  EXPECT_FALSE(
      RollPitchYawd::DoesCosPitchAngleViolateGimbalLockTolerance(0.0081));
  const RollPitchYawd locked(0.1, M_PI / 2 - 1e-3, 0.2);  // cos = 1e-3.
  EXPECT_TRUE(locked.DoesPitchAngleViolateGimbalLockTolerance());
  const Eigen::Vector3d w(1, 2, 3);
  EXPECT_THAT([&]() { locked.CalcRpyDtFromAngularVelocityInParent(w); },
              ThrowsMessage<std::runtime_error>(HasSubstr(
                  "RollPitchYaw::CalcRpyDtFromAngularVelocityInParent(): "
                  "gimbal lock")));
  EXPECT_THROW(locked.CalcRpyDtFromAngularVelocityInChild(w),
               std::runtime_error);
  EXPECT_THROW(locked.CalcRpyDDtFromRpyDtAndAngularAccelInParent(w, w),
               std::runtime_error);
  EXPECT_THROW(locked.CalcRpyDDtFromAngularAccelInChild(w, w),
               std::runtime_error);
  EXPECT_THROW(locked.CalcMatrixRelatingRpyDtToAngularVelocityInParent(),
               std::runtime_error);
  // The forward map has no singularity.
  EXPECT_NO_THROW(locked.CalcAngularVelocityInParentFromRpyDt(w));
  // cos(pitch) = 0.01 is outside the tolerance: no throw.
  const RollPitchYawd near(0.1, std::acos(0.01), 0.2);
  EXPECT_NO_THROW(near.CalcRpyDtFromAngularVelocityInParent(w));
}

TEST(RollPitchYawTest, CanonicalRangeAndSameOrientation) {
  EXPECT_TRUE(
      RollPitchYawd(M_PI, -M_PI / 2, -M_PI).IsRollPitchYawInCanonicalRange());
  EXPECT_FALSE(
      RollPitchYawd(0, M_PI / 2 + 0.1, 0).IsRollPitchYawInCanonicalRange());
  EXPECT_FALSE(RollPitchYawd(3.2, 0, 0).IsRollPitchYawInCanonicalRange());
  // (r, p, y) and (r + π, π − p, y + π) are the same orientation (Rx(π) and
  // Rz(π) combine with Ry to flip the pitch), but not nearly equal angles.
  const RollPitchYawd a(0.3, 0.4, 0.5);
  const RollPitchYawd b(0.3 + M_PI, M_PI - 0.4, 0.5 + M_PI);
  EXPECT_TRUE(a.IsNearlySameOrientation(b, 8 * kEpsilon));
  EXPECT_FALSE(a.IsNearlyEqualTo(b, 1.0));
  EXPECT_TRUE(RollPitchYawd::IsValid(Eigen::Vector3d(1, 2, 3)));
  EXPECT_FALSE(RollPitchYawd::IsValid(Eigen::Vector3d(1, NAN, 3)));
}

// Along R(θ) = Rz(θ)·Ry(0.3)·Rx(0.2), the extracted angles have derivatives
// d(r, p, y)/dθ = (0, 0, 1).
TEST(RollPitchYawTest, AutoDiffExtraction) {
  const AutoDiffXd theta(0.6, Eigen::VectorXd::Ones(1));
  const RotationMatrix<AutoDiffXd> R =
      RotationMatrix<AutoDiffXd>::MakeZRotation(theta) *
      RotationMatrix<AutoDiffXd>::MakeYRotation(AutoDiffXd(0.3)) *
      RotationMatrix<AutoDiffXd>::MakeXRotation(AutoDiffXd(0.2));
  const RollPitchYaw<AutoDiffXd> rpy(R);
  EXPECT_NEAR(rpy.yaw_angle().value(), 0.6, 4 * kEpsilon);
  const Eigen::Vector3d expected(0, 0, 1);
  for (int i = 0; i < 3; ++i) {
    const Eigen::VectorXd& d = rpy.vector()(i).derivatives();
    EXPECT_NEAR(d.size() > 0 ? d(0) : 0.0, expected(i), 8 * kEpsilon);
  }
}

// Angles that are AutoDiff constants (empty derivative vectors) mixed with
// rates that are variables: ω_A = N(rpy)·rpyDt is linear in rpyDt, so
// dω_A/d(rpyDt) = N, whose columns are ω_A for unit rates (computed in
// double). Likewise for the child frame and the inverse map.
TEST(RollPitchYawTest, AutoDiffMixedDerivativeSizes) {
  const RollPitchYaw<AutoDiffXd> rpy(AutoDiffXd(0.3), AutoDiffXd(-0.6),
                                     AutoDiffXd(1.2));
  const RollPitchYawd rpy_double(0.3, -0.6, 1.2);
  Vector3<AutoDiffXd> rpyDt;
  for (int i = 0; i < 3; ++i) {
    rpyDt(i) = AutoDiffXd(0.1 * (i + 1), Eigen::Vector3d::Unit(i));
  }
  Eigen::Matrix3d N_parent, N_child;
  for (int i = 0; i < 3; ++i) {
    N_parent.col(i) = rpy_double.CalcAngularVelocityInParentFromRpyDt(
        Eigen::Vector3d::Unit(i));
    N_child.col(i) = rpy_double.CalcAngularVelocityInChildFromRpyDt(
        Eigen::Vector3d::Unit(i));
  }
  const Vector3<AutoDiffXd> w_A =
      rpy.CalcAngularVelocityInParentFromRpyDt(rpyDt);
  const Vector3<AutoDiffXd> w_D =
      rpy.CalcAngularVelocityInChildFromRpyDt(rpyDt);
  for (int i = 0; i < 3; ++i) {
    EXPECT_LT((w_A(i).derivatives() - N_parent.row(i).transpose()).norm(),
              4 * kEpsilon);
    EXPECT_LT((w_D(i).derivatives() - N_child.row(i).transpose()).norm(),
              4 * kEpsilon);
  }
  // rpyDDt is affine in alpha with matrix N⁻¹ = M.
  const Vector3<AutoDiffXd> rpyDDt =
      rpy.CalcRpyDDtFromRpyDtAndAngularAccelInParent(
          Vector3<AutoDiffXd>(AutoDiffXd(0.1), AutoDiffXd(0.2),
                              AutoDiffXd(0.3)),
          rpyDt);
  const Eigen::Matrix3d M =
      rpy_double.CalcMatrixRelatingRpyDtToAngularVelocityInParent();
  for (int i = 0; i < 3; ++i) {
    EXPECT_LT((rpyDDt(i).derivatives() - M.row(i).transpose()).norm(),
              16 * kEpsilon);
  }
}

TEST(RollPitchYawTest, SettersAndFormat) {
  RollPitchYawd rpy(Eigen::Vector3d(1, 2, 3));
  rpy.set_roll_angle(0.5);
  rpy.set_pitch_angle(-0.25);
  rpy.set_yaw_angle(0.125);
  EXPECT_EQ(rpy.vector(), Eigen::Vector3d(0.5, -0.25, 0.125));
  EXPECT_EQ(fmt::format("{}", rpy), "rpy = 0.5 -0.25 0.125");
  std::ostringstream out;
  out << rpy;
  EXPECT_EQ(out.str(), "rpy = 0.5 -0.25 0.125");
  rpy.SetFromRotationMatrix(RotationMatrixd::MakeXRotation(0.75));
  EXPECT_NEAR(rpy.roll_angle(), 0.75, kEpsilon);
  rpy.SetFromQuaternion(
      Eigen::Quaterniond(Eigen::AngleAxisd(-0.5, Eigen::Vector3d::UnitY())));
  EXPECT_NEAR(rpy.pitch_angle(), -0.5, 2 * kEpsilon);
}

// hash_append: the three angles, as a range.
TEST(RollPitchYawTest, Hash) {
  const RollPitchYawd rpy(0.1, 0.2, 0.3);
  const DefaultHash hash;
  EXPECT_EQ(hash(rpy), hash(RollPitchYawd(0.1, 0.2, 0.3)));
  EXPECT_NE(hash(rpy), hash(RollPitchYawd(0.1, 0.2, 0.31)));
  DefaultHasher expected;
  hash_append_range(expected, rpy.vector().data(), rpy.vector().data() + 3);
  EXPECT_EQ(hash(rpy), static_cast<size_t>(expected));
}

}  // namespace roll_pitch_yaw_test
}  // namespace math
}  // namespace drake
