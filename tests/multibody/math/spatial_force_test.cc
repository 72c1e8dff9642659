// SpatialForce and SpatialMomentum shifts and the power/energy identities
// that tie them to SpatialVelocity.

#include <gtest/gtest.h>

#include "drake/math/rotation_matrix.h"
#include "drake/multibody/math/spatial_algebra.h"

namespace drake {
namespace multibody {
namespace spatial_force_test {

using Eigen::Vector3d;
using math::RotationMatrix;

// Values below are O(1)-O(10); 1e-13 absolute allows a few hundred ε of
// accumulated round-off in the cross products and dot products.
constexpr double kTolerance = 1e-13;

const SpatialVelocity<double> kV_Bo(Vector3d(0.3, -2, 1.5),
                                    Vector3d(4, -0.1, 2));
const SpatialForce<double> kF_Bo(Vector3d(-1, 0.5, 3), Vector3d(2, 7, -4));
const Vector3d kP_BoBq(1.5, 2.5, -3);

// Shifting a force there and back is the identity; the force part never
// changes; the torque about Bq equals τ_Bo + p_BqBo × f by definition of the
// moment of a force.
GTEST_TEST(SpatialForceTest, Shift) {
  const SpatialForce<double> F_Bq = kF_Bo.Shift(kP_BoBq);
  EXPECT_EQ(F_Bq.translational(), kF_Bo.translational());
  const Vector3d tau_expected =
      kF_Bo.rotational() + (-kP_BoBq).cross(kF_Bo.translational());
  EXPECT_TRUE(F_Bq.rotational().isApprox(tau_expected, 1e-15));
  EXPECT_TRUE(F_Bq.Shift(-kP_BoBq).IsApprox(kF_Bo, kTolerance));
  SpatialForce<double> F = kF_Bo;
  F.ShiftInPlace(kP_BoBq);
  EXPECT_EQ(F.get_coeffs(), F_Bq.get_coeffs());
}

// Power is a scalar independent of the point at which both the force and
// the velocity are taken (rigid body) and of the expressed-in frame.
GTEST_TEST(SpatialForceTest, PowerInvariance) {
  const double power = kV_Bo.dot(kF_Bo);
  EXPECT_EQ(kF_Bo.dot(kV_Bo), power);
  // Shift both to Bq.
  const double power_q = kV_Bo.Shift(kP_BoBq).dot(kF_Bo.Shift(kP_BoBq));
  EXPECT_NEAR(power_q, power, kTolerance);
  // Re-express both in another frame.
  const RotationMatrix<double> R_AE =
      RotationMatrix<double>::MakeXRotation(0.4) *
      RotationMatrix<double>::MakeYRotation(-2.1);
  EXPECT_NEAR((R_AE * kV_Bo).dot(R_AE * kF_Bo), power, kTolerance);
  // Both at once.
  EXPECT_NEAR((R_AE * kV_Bo.Shift(kP_BoBq)).dot(R_AE * kF_Bo.Shift(kP_BoBq)),
              power, kTolerance);
}

// The static matrix overloads shift each column as the single-force Shift.
GTEST_TEST(SpatialForceTest, ShiftMatrixOfForces) {
  Matrix6X<double> F_all(6, 3);
  F_all.col(0) = kF_Bo.get_coeffs();
  F_all.col(1) << 1, 2, 3, 4, 5, 6;
  F_all.col(2) << -3, 0, 2, 1, -1, 0.5;
  Matrix6X<double> F_shifted(6, 3);
  SpatialForce<double>::Shift(F_all, kP_BoBq, &F_shifted);
  for (int j = 0; j < 3; ++j) {
    const SpatialForce<double> expected =
        SpatialForce<double>(F_all.col(j)).Shift(kP_BoBq);
    EXPECT_TRUE(SpatialForce<double>(F_shifted.col(j)).IsApprox(expected, 0));
  }
  SpatialForce<double>::ShiftInPlace(&F_all, kP_BoBq);
  EXPECT_EQ(F_all, F_shifted);
  // The output must already have as many columns as the input.
  Matrix6X<double> wrong_size(6, 2);
  EXPECT_THROW(SpatialForce<double>::Shift(F_all, kP_BoBq, &wrong_size),
               std::logic_error);
}

// Momentum shifts like a force (moment of the linear momentum), and L·V is
// invariant when both are shifted to another point of the same rigid body
// (it is twice the kinetic energy).
GTEST_TEST(SpatialMomentumTest, ShiftAndEnergyInvariance) {
  const SpatialMomentum<double> L_Bo(Vector3d(2, -1, 0.5), Vector3d(3, 1, -2));
  const SpatialMomentum<double> L_Bq = L_Bo.Shift(kP_BoBq);
  EXPECT_EQ(L_Bq.translational(), L_Bo.translational());
  EXPECT_TRUE(L_Bq.Shift(-kP_BoBq).IsApprox(L_Bo, kTolerance));
  EXPECT_NEAR(L_Bq.dot(kV_Bo.Shift(kP_BoBq)), L_Bo.dot(kV_Bo), kTolerance);
  EXPECT_EQ(kV_Bo.dot(L_Bo), L_Bo.dot(kV_Bo));
  SpatialMomentum<double> L = L_Bo;
  L.ShiftInPlace(kP_BoBq);
  EXPECT_EQ(L.get_coeffs(), L_Bq.get_coeffs());
}

}  // namespace spatial_force_test
}  // namespace multibody
}  // namespace drake
