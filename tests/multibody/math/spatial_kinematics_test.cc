// SpatialVelocity and SpatialAcceleration shift and compose operations,
// checked against central finite differences of explicitly moving frames.
//
// Frame P moves in world W, and frame B moves in P, along smooth
// trajectories of time t given below. Velocities and accelerations are
// differentiated numerically from the poses alone, so the expected values
// are independent of the formulas under test.

#include <cmath>
#include <functional>

#include <gtest/gtest.h>

#include "drake/math/rotation_matrix.h"
#include "drake/multibody/math/spatial_algebra.h"

namespace drake {
namespace multibody {
namespace spatial_kinematics_test {

// The derivative with respect to the single independent variable; an
// AutoDiffXd that does not depend on it has an empty derivative vector.
double Derivative(const AutoDiffXd& x) {
  return x.derivatives().size() == 0 ? 0.0 : x.derivatives()(0);
}

using Eigen::Vector3d;
using math::RotationMatrix;
using RotationFunction = std::function<RotationMatrix<double>(double)>;
using PositionFunction = std::function<Vector3d(double)>;

// Step for first derivatives: central differences have truncation error
// O(h²) ≈ 1e-10 and round-off O(ε/h) ≈ 1e-11 for unit-size functions.
constexpr double kH1 = 1e-5;
// Step for second derivatives: truncation O(h²) ≈ 1e-8 and round-off
// O(ε/h²) ≈ 1e-8.
constexpr double kH2 = 1e-4;
// Velocities from one central difference: 1e-8 leaves a margin of ~100 over
// the error estimate above.
constexpr double kVelocityTolerance = 1e-8;
// Accelerations from nested or second differences: 1e-6 (same margin).
constexpr double kAccelerationTolerance = 1e-6;

// R_WP(t), p_WoPo_W(t): frame P in W.
RotationMatrix<double> R_WP(double t) {
  return RotationMatrix<double>::MakeZRotation(0.3 + 1.1 * t + 0.4 * t * t) *
         RotationMatrix<double>::MakeXRotation(-0.2 + 0.7 * t);
}
Vector3d p_WoPo_W(double t) {
  return Vector3d(std::cos(t), 2 * std::sin(t), t * t);
}
// R_PB(t), p_PoBo_P(t): frame B in P.
RotationMatrix<double> R_PB(double t) {
  return RotationMatrix<double>::MakeYRotation(0.5 - 0.9 * t + 0.3 * t * t) *
         RotationMatrix<double>::MakeZRotation(1.3 * t);
}
Vector3d p_PoBo_P(double t) {
  return Vector3d(0.2 + t, -0.3 * t * t, 0.5 * std::sin(t));
}
// Composite: B in W.
RotationMatrix<double> R_WB(double t) { return R_WP(t) * R_PB(t); }
Vector3d p_WoBo_W(double t) { return p_WoPo_W(t) + R_WP(t) * p_PoBo_P(t); }

// Angular velocity of the frame whose orientation is R(t) in the measuring
// frame, expressed there: [w]ₓ = Ṙ Rᵀ with Ṙ by central difference.
Vector3d AngularVelocity(const RotationFunction& R, double t, double h = kH1) {
  const Eigen::Matrix3d Rdot =
      (R(t + h).matrix() - R(t - h).matrix()) / (2 * h);
  const Eigen::Matrix3d W = Rdot * R(t).matrix().transpose();
  return Vector3d(W(2, 1), W(0, 2), W(1, 0));
}
Vector3d Velocity(const PositionFunction& p, double t, double h = kH1) {
  return (p(t + h) - p(t - h)) / (2 * h);
}
Vector3d AngularAcceleration(const RotationFunction& R, double t) {
  return (AngularVelocity(R, t + kH2, kH1) - AngularVelocity(R, t - kH2, kH1)) /
         (2 * kH2);
}
Vector3d Acceleration(const PositionFunction& p, double t) {
  return (p(t + kH2) - 2 * p(t) + p(t - kH2)) / (kH2 * kH2);
}

constexpr double kT = 0.37;  // An arbitrary instant.

// A point Q fixed in P: its velocity from differentiating its world
// position equals V_WP shifted by p_PoQ.
GTEST_TEST(SpatialVelocityTest, ShiftMatchesFiniteDifference) {
  const Vector3d p_PoQ_P(0.4, -1.1, 0.25);
  const SpatialVelocity<double> V_WP_W(AngularVelocity(R_WP, kT),
                                       Velocity(p_WoPo_W, kT));
  const Vector3d p_PoQ_W = R_WP(kT) * p_PoQ_P;
  const SpatialVelocity<double> V_WQ_W = V_WP_W.Shift(p_PoQ_W);
  const Vector3d v_WQ_expected = Velocity(
      [&p_PoQ_P](double t) -> Vector3d {
        return p_WoPo_W(t) + R_WP(t) * p_PoQ_P;
      },
      kT);
  EXPECT_TRUE(V_WQ_W.rotational().isApprox(V_WP_W.rotational(), 0));
  EXPECT_LT((V_WQ_W.translational() - v_WQ_expected).norm(),
            kVelocityTolerance);
  // ShiftInPlace agrees with Shift.
  SpatialVelocity<double> V = V_WP_W;
  V.ShiftInPlace(p_PoQ_W);
  EXPECT_EQ(V.get_coeffs(), V_WQ_W.get_coeffs());
}

// Shifting there and back is the identity to round-off (values are O(1):
// 1e-14 is a few tens of ε).
GTEST_TEST(SpatialVelocityTest, ShiftRoundTrip) {
  const SpatialVelocity<double> V(Vector3d(0.3, -2, 1.5), Vector3d(4, -0.1, 2));
  const Vector3d p(1.5, 2.5, -3);
  EXPECT_TRUE(V.Shift(p).Shift(-p).IsApprox(V, 1e-14));
}

// V_WB from composing V_WP with B's velocity in P equals the velocity of B
// obtained by differentiating its world pose directly.
GTEST_TEST(SpatialVelocityTest, ComposeWithMovingFrameMatchesFiniteDifference) {
  const RotationMatrix<double> R_WP_t = R_WP(kT);
  const SpatialVelocity<double> V_WP_W(AngularVelocity(R_WP, kT),
                                       Velocity(p_WoPo_W, kT));
  // B's velocity in P (derivatives taken in P), re-expressed in W.
  const SpatialVelocity<double> V_PB_P(AngularVelocity(R_PB, kT),
                                       Velocity(p_PoBo_P, kT));
  const SpatialVelocity<double> V_PB_W = R_WP_t * V_PB_P;
  const Vector3d p_PoBo_W = R_WP_t * p_PoBo_P(kT);
  const SpatialVelocity<double> V_WB_W =
      V_WP_W.ComposeWithMovingFrameVelocity(p_PoBo_W, V_PB_W);
  const SpatialVelocity<double> V_WB_expected(AngularVelocity(R_WB, kT),
                                              Velocity(p_WoBo_W, kT));
  EXPECT_TRUE(V_WB_W.IsApprox(V_WB_expected, kVelocityTolerance))
      << V_WB_W << "\n"
      << V_WB_expected;
}

// A point Q fixed in P: its acceleration from the second difference of its
// world position equals A_WP shifted by p_PoQ with P's angular velocity.
GTEST_TEST(SpatialAccelerationTest, ShiftMatchesFiniteDifference) {
  const Vector3d p_PoQ_P(0.4, -1.1, 0.25);
  const Vector3d w_WP_W = AngularVelocity(R_WP, kT);
  const SpatialAcceleration<double> A_WP_W(AngularAcceleration(R_WP, kT),
                                           Acceleration(p_WoPo_W, kT));
  const Vector3d p_PoQ_W = R_WP(kT) * p_PoQ_P;
  const SpatialAcceleration<double> A_WQ_W = A_WP_W.Shift(p_PoQ_W, w_WP_W);
  const Vector3d a_WQ_expected = Acceleration(
      [&p_PoQ_P](double t) -> Vector3d {
        return p_WoPo_W(t) + R_WP(t) * p_PoQ_P;
      },
      kT);
  EXPECT_EQ(A_WQ_W.rotational(), A_WP_W.rotational());
  EXPECT_LT((A_WQ_W.translational() - a_WQ_expected).norm(),
            kAccelerationTolerance);
  SpatialAcceleration<double> A = A_WP_W;
  A.ShiftInPlace(p_PoQ_W, w_WP_W);
  EXPECT_EQ(A.get_coeffs(), A_WQ_W.get_coeffs());
}

// ShiftWithZeroAngularVelocity is Shift with w = 0 (the centripetal term
// vanishes); exact equality is not required, 1e-15 covers the rounding of
// adding a zero term in a different order.
GTEST_TEST(SpatialAccelerationTest, ShiftWithZeroAngularVelocity) {
  const SpatialAcceleration<double> A(Vector3d(1, -2, 0.5),
                                      Vector3d(0.3, 3, -1));
  const Vector3d p(0.7, 0.2, -1.4);
  EXPECT_TRUE(A.ShiftWithZeroAngularVelocity(p).IsApprox(
      A.Shift(p, Vector3d::Zero()), 1e-15));
}

// A_WB composed from A_WP and B's motion in P equals the acceleration from
// differentiating B's world pose twice (the Coriolis term 2 w × v and the
// angular term w_WP × w_PB included).
GTEST_TEST(SpatialAccelerationTest,
           ComposeWithMovingFrameMatchesFiniteDifference) {
  const RotationMatrix<double> R_WP_t = R_WP(kT);
  const Vector3d w_WP_W = AngularVelocity(R_WP, kT);
  const SpatialAcceleration<double> A_WP_W(AngularAcceleration(R_WP, kT),
                                           Acceleration(p_WoPo_W, kT));
  const SpatialVelocity<double> V_PB_W =
      R_WP_t * SpatialVelocity<double>(AngularVelocity(R_PB, kT),
                                       Velocity(p_PoBo_P, kT));
  const SpatialAcceleration<double> A_PB_W =
      R_WP_t * SpatialAcceleration<double>(AngularAcceleration(R_PB, kT),
                                           Acceleration(p_PoBo_P, kT));
  const Vector3d p_PoBo_W = R_WP_t * p_PoBo_P(kT);
  const SpatialAcceleration<double> A_WB_W =
      A_WP_W.ComposeWithMovingFrameAcceleration(p_PoBo_W, w_WP_W, V_PB_W,
                                                A_PB_W);
  const SpatialAcceleration<double> A_WB_expected(AngularAcceleration(R_WB, kT),
                                                  Acceleration(p_WoBo_W, kT));
  EXPECT_TRUE(A_WB_W.IsApprox(A_WB_expected, kAccelerationTolerance))
      << A_WB_W << "\n"
      << A_WB_expected;
}

// The AutoDiffXd instantiation: d/ds of V.Shift(p(s)) equals w × dp/ds.
GTEST_TEST(SpatialVelocityTest, AutoDiffShiftDerivative) {
  const Vector3d w(0.5, -1, 2), dp(1, 2, 3);
  // p(s) = p0 + s·dp at s = 0.
  const AutoDiffXd s(0.0, Eigen::VectorXd::Ones(1));
  const Vector3<AutoDiffXd> p =
      Vector3d(0, 0.1, 0.2).cast<AutoDiffXd>() + s * dp.cast<AutoDiffXd>();
  const SpatialVelocity<AutoDiffXd> V(w.cast<AutoDiffXd>(),
                                      Vector3d(1, 1, 1).cast<AutoDiffXd>());
  const SpatialVelocity<AutoDiffXd> Vq = V.Shift(p);
  const Vector3d expected = w.cross(dp);
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(Derivative(Vq.translational()(i)), expected(i), 1e-15);
  }
}

}  // namespace spatial_kinematics_test
}  // namespace multibody
}  // namespace drake
