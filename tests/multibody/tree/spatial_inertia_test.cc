// SpatialInertia: factories against textbook mass and inertia formulas,
// the 6×6 matrix against the operator* overloads, shift and re-expression
// against independent identities (kinetic energy, momentum shift,
// parallel-axis theorem), combination, validity messages and AutoDiffXd
// derivatives.

#include "drake/multibody/tree/spatial_inertia.h"

#include <cmath>
#include <limits>
#include <numbers>
#include <sstream>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/rotation_matrix.h"
#include "drake/multibody/math/spatial_algebra.h"

namespace drake {
namespace multibody {
namespace spatial_inertia_test {

// The derivative with respect to the single independent variable; an
// AutoDiffXd that does not depend on it has an empty derivative vector.
double Derivative(const AutoDiffXd& x) {
  return x.derivatives().size() == 0 ? 0.0 : x.derivatives()(0);
}

using Eigen::Matrix3d;
using Eigen::Vector3d;
using math::RotationMatrix;
using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::ThrowsMessage;

constexpr double kPi = std::numbers::pi;
// Quantities below are O(1)-O(100); 1e-12 absolute is a few hundred ε of
// the largest and catches any formula error.
constexpr double kTolerance = 1e-12;

RotationMatrix<double> SomeRotation() {
  return RotationMatrix<double>::MakeZRotation(-0.7) *
         RotationMatrix<double>::MakeXRotation(1.3) *
         RotationMatrix<double>::MakeYRotation(0.4);
}

// A generic valid spatial inertia about a point P away from the center of
// mass: a box, rotated and shifted.
SpatialInertia<double> SomeSpatialInertia() {
  return SpatialInertia<double>::SolidBoxWithMass(2.5, 0.3, 0.8, 1.1)
      .ReExpress(SomeRotation())
      .Shift(Vector3d(0.4, -0.9, 0.6));
}

// Masses from density × volume (π r² L for a cylinder, 4/3 π r³ for a
// sphere, 4/3 π abc for an ellipsoid, π r² L + 4/3 π r³ for a capsule,
// 4 π r² area for a spherical shell) and the unit inertias of the
// UnitInertia factories.
GTEST_TEST(SpatialInertiaTest, FactoriesMassAndInertia) {
  const double rho = 1000, r = 0.2, L = 0.9, a = 0.3, b = 0.5, c = 0.7;
  const Vector3d u = Vector3d::UnitY();
  auto expect_mass = [](const SpatialInertia<double>& M, double mass) {
    EXPECT_NEAR(M.get_mass(), mass, 1e-12 * mass);
    EXPECT_EQ(M.get_com(), Vector3d::Zero());
    EXPECT_TRUE(M.IsPhysicallyValid());
  };
  expect_mass(SpatialInertia<double>::SolidBoxWithDensity(rho, a, b, c),
              rho * a * b * c);
  expect_mass(SpatialInertia<double>::SolidCubeWithDensity(rho, a),
              rho * a * a * a);
  expect_mass(SpatialInertia<double>::SolidCylinderWithDensity(rho, r, L, u),
              rho * kPi * r * r * L);
  expect_mass(SpatialInertia<double>::SolidSphereWithDensity(rho, r),
              rho * 4 * kPi * r * r * r / 3);
  expect_mass(SpatialInertia<double>::SolidEllipsoidWithDensity(rho, a, b, c),
              rho * 4 * kPi * a * b * c / 3);
  expect_mass(SpatialInertia<double>::SolidCapsuleWithDensity(rho, r, L, u),
              rho * (kPi * r * r * L + 4 * kPi * r * r * r / 3));
  expect_mass(SpatialInertia<double>::HollowSphereWithDensity(rho, r),
              rho * 4 * kPi * r * r);
  // Rotational inertia = mass × unit inertia, e.g. the sphere 2 m r²/5.
  const SpatialInertia<double> sphere =
      SpatialInertia<double>::SolidSphereWithMass(3, r);
  EXPECT_TRUE(sphere.CalcRotationalInertia().get_moments().isApprox(
      Vector3d::Constant(0.4 * 3 * r * r), 1e-15));
  // The thin rod about its end has m L²/3 perpendicular (textbook), with
  // its center of mass at L/2 along the rod.
  const SpatialInertia<double> rod_end =
      SpatialInertia<double>::ThinRodWithMassAboutEnd(2, L, u);
  EXPECT_TRUE(rod_end.get_com().isApprox(L / 2 * u, 1e-15));
  EXPECT_NEAR(rod_end.CalcRotationalInertia().get_moments()(0), 2 * L * L / 3,
              1e-15);
  EXPECT_TRUE(rod_end.ShiftToCenterOfMass().get_unit_inertia().IsNearlyEqualTo(
      SpatialInertia<double>::ThinRodWithMass(2, L, u).get_unit_inertia(),
      1e-14));
  // The cylinder about its end equals the central cylinder shifted to the
  // end (parallel-axis theorem, independent code path).
  const SpatialInertia<double> cyl_end =
      SpatialInertia<double>::SolidCylinderWithMassAboutEnd(2, r, L, u);
  const SpatialInertia<double> cyl_shifted =
      SpatialInertia<double>::SolidCylinderWithMass(2, r, L, u)
          .Shift(-L / 2 * u);
  EXPECT_TRUE(CompareMatrices(cyl_end.CopyToFullMatrix6(),
                              cyl_shifted.CopyToFullMatrix6(), 1e-14));
  EXPECT_TRUE(CompareMatrices(
      SpatialInertia<double>::SolidCylinderWithDensityAboutEnd(rho, r, L, u)
          .CopyToFullMatrix6(),
      SpatialInertia<double>::SolidCylinderWithDensity(rho, r, L, u)
          .Shift(-L / 2 * u)
          .CopyToFullMatrix6(),
      1e-11));
}

// A uniform box about a corner (parallel-axis theorem, hand values from
// integrating over [0,a]×[0,b]×[0,c]): Ixx = m (b² + c²)/3, Ixy = −m a b/4.
GTEST_TEST(SpatialInertiaTest, BoxAboutCorner) {
  const double m = 3, a = 1, b = 2, c = 3;
  const SpatialInertia<double> M_Bcm =
      SpatialInertia<double>::SolidBoxWithMass(m, a, b, c);
  const Vector3d p_BcmQ(-a / 2, -b / 2, -c / 2);
  const SpatialInertia<double> M_BQ = M_Bcm.Shift(p_BcmQ);
  const RotationalInertia<double> I_BQ = M_BQ.CalcRotationalInertia();
  EXPECT_TRUE(M_BQ.get_com().isApprox(-p_BcmQ, 1e-15));
  EXPECT_TRUE(I_BQ.get_moments().isApprox(
      Vector3d(b * b + c * c, a * a + c * c, a * a + b * b) * m / 3, 1e-14));
  EXPECT_TRUE(I_BQ.get_products().isApprox(
      Vector3d(a * b, a * c, b * c) * (-m / 4), 1e-14));
  // ShiftFromCenterOfMass and ShiftToCenterOfMass agree with Shift.
  EXPECT_TRUE(
      CompareMatrices(M_Bcm.ShiftFromCenterOfMass(p_BcmQ).CopyToFullMatrix6(),
                      M_BQ.CopyToFullMatrix6(), 0));
  EXPECT_TRUE(CompareMatrices(M_BQ.ShiftToCenterOfMass().CopyToFullMatrix6(),
                              M_Bcm.CopyToFullMatrix6(), 1e-14));
}

// M·A, M·V and M·matrix agree with the 6×6 matrix; the matrix is symmetric
// and positive semi-definite for a valid inertia.
GTEST_TEST(SpatialInertiaTest, OperatorsMatchFullMatrix) {
  const SpatialInertia<double> M = SomeSpatialInertia();
  const Matrix6<double> M6 = M.CopyToFullMatrix6();
  EXPECT_EQ(M6, M6.transpose());
  Eigen::SelfAdjointEigenSolver<Matrix6<double>> solver(M6);
  EXPECT_GE(solver.eigenvalues().minCoeff(), 0);
  const SpatialAcceleration<double> A(Vector3d(1, -2, 0.5),
                                      Vector3d(3, 0.1, -1));
  EXPECT_TRUE(
      CompareMatrices((M * A).get_coeffs(), M6 * A.get_coeffs(), kTolerance));
  const SpatialVelocity<double> V(Vector3d(-0.3, 2, 1), Vector3d(0, 1, 4));
  EXPECT_TRUE(
      CompareMatrices((M * V).get_coeffs(), M6 * V.get_coeffs(), kTolerance));
  Matrix6X<double> J(6, 4);
  J.setRandom();
  EXPECT_TRUE(CompareMatrices(M * J, M6 * J, kTolerance));
  const Matrix6<double> J6 = Matrix6<double>::Identity();
  EXPECT_TRUE(CompareMatrices(M * J6, M6, kTolerance));
}

// Shift and re-expression against independent identities:
// - kinetic energy ½ V·(M V) is the same computed about P or Q (with the
//   velocity shifted by SpatialVelocity::Shift);
// - momentum about Q equals momentum about P shifted by
//   SpatialMomentum::Shift;
// - M re-expressed times V re-expressed equals the momentum re-expressed.
GTEST_TEST(SpatialInertiaTest, ShiftAndReExpressIdentities) {
  const SpatialInertia<double> M_SP = SomeSpatialInertia();
  const SpatialVelocity<double> V_WP(Vector3d(0.5, -1, 2),
                                     Vector3d(1, 0.3, -0.7));
  const Vector3d p_PQ(-1.2, 0.4, 2.5);
  const SpatialInertia<double> M_SQ = M_SP.Shift(p_PQ);
  const SpatialVelocity<double> V_WQ = V_WP.Shift(p_PQ);
  EXPECT_NEAR(V_WQ.dot(M_SQ * V_WQ), V_WP.dot(M_SP * V_WP), kTolerance);
  EXPECT_TRUE((M_SQ * V_WQ).IsApprox((M_SP * V_WP).Shift(p_PQ), kTolerance));
  // Shift there and back.
  EXPECT_TRUE(CompareMatrices(M_SQ.Shift(-p_PQ).CopyToFullMatrix6(),
                              M_SP.CopyToFullMatrix6(), kTolerance));
  SpatialInertia<double> M = M_SP;
  M.ShiftInPlace(p_PQ);
  EXPECT_TRUE(
      CompareMatrices(M.CopyToFullMatrix6(), M_SQ.CopyToFullMatrix6(), 0));
  // Re-expression.
  const RotationMatrix<double> R_AE = SomeRotation();
  const SpatialInertia<double> M_SP_A = M_SP.ReExpress(R_AE);
  EXPECT_TRUE(
      (M_SP_A * (R_AE * V_WP)).IsApprox(R_AE * (M_SP * V_WP), kTolerance));
  EXPECT_NEAR(M_SP_A.get_mass(), M_SP.get_mass(), 0);
  M.ReExpressInPlace(R_AE);
  EXPECT_TRUE(CompareMatrices(M.CopyToFullMatrix6(),
                              M_SQ.ReExpress(R_AE).CopyToFullMatrix6(), 0));
  // Force from acceleration obeys the same re-expression rule.
  const SpatialAcceleration<double> A(Vector3d(1, 2, 3), Vector3d(-1, 0, 1));
  EXPECT_TRUE((M_SP_A * (R_AE * A)).IsApprox(R_AE * (M_SP * A), kTolerance));
}

// Two halves of a box, each a box of half the length centered at ±a/2,
// combine into the whole box; two point masses combine at their mass-
// weighted mean.
GTEST_TEST(SpatialInertiaTest, Combination) {
  const double m = 2, a = 0.6, b = 1.1, c = 0.4;
  SpatialInertia<double> M =
      SpatialInertia<double>::SolidBoxWithMass(m / 2, a, b, c)
          .Shift(Vector3d(a / 2, 0, 0));
  M += SpatialInertia<double>::SolidBoxWithMass(m / 2, a, b, c)
           .Shift(Vector3d(-a / 2, 0, 0));
  const SpatialInertia<double> whole =
      SpatialInertia<double>::SolidBoxWithMass(m, 2 * a, b, c);
  EXPECT_TRUE(
      CompareMatrices(M.CopyToFullMatrix6(), whole.CopyToFullMatrix6(), 1e-14));
  SpatialInertia<double> P =
      SpatialInertia<double>::PointMass(1, Vector3d(1, 0, 0));
  P += SpatialInertia<double>::PointMass(3, Vector3d(0, 2, 0));
  EXPECT_EQ(P.get_mass(), 4);
  EXPECT_TRUE(P.get_com().isApprox(Vector3d(0.25, 1.5, 0), 1e-15));
  // Matrices add linearly.
  EXPECT_TRUE(CompareMatrices(
      P.CopyToFullMatrix6(),
      SpatialInertia<double>::PointMass(1, Vector3d(1, 0, 0))
              .CopyToFullMatrix6() +
          SpatialInertia<double>::PointMass(3, Vector3d(0, 2, 0))
              .CopyToFullMatrix6(),
      1e-15));
  SpatialInertia<double> Z = SpatialInertia<double>::Zero();
  Z += SpatialInertia<double>::Zero();
  EXPECT_EQ(Z.get_mass(), 0);
  EXPECT_FALSE(Z.IsNaN());
}

// MakeFromCentralInertia stores the inertia about P and shifting back to
// the center of mass recovers I_SScm.
GTEST_TEST(SpatialInertiaTest, MakeFromCentralInertia) {
  const RotationalInertia<double> I_SScm(0.2, 0.3, 0.4, 0.01, -0.02, 0.03);
  const Vector3d p_PScm(0.5, -0.5, 1);
  const SpatialInertia<double> M =
      SpatialInertia<double>::MakeFromCentralInertia(2, p_PScm, I_SScm);
  EXPECT_EQ(M.get_com(), p_PScm);
  EXPECT_TRUE(M.CalcRotationalInertia().IsNearlyEqualTo(
      I_SScm.ShiftFromCenterOfMass(2, p_PScm), 1e-15));
  EXPECT_TRUE(M.ShiftToCenterOfMass().CalcRotationalInertia().IsNearlyEqualTo(
      I_SScm, 1e-14));
  EXPECT_TRUE(M.CalcComMoment().isApprox(2 * p_PScm, 0));
}

// Each validity failure throws with a message naming the condition and
// showing the values; skip_validity_check defers the check.
GTEST_TEST(SpatialInertiaTest, ValidityErrors) {
  const UnitInertia<double> G(1, 1, 1);
  EXPECT_THAT(
      [&G]() { SpatialInertia<double>(-1, Vector3d::Zero(), G); },
      ThrowsMessage<std::logic_error>(AllOf(
          HasSubstr(
              "Spatial inertia fails SpatialInertia::IsPhysicallyValid()"),
          HasSubstr("mass = -1 is negative."), HasSubstr("\n mass = -1\n"),
          HasSubstr("Center of mass = [0  0  0]"),
          HasSubstr("Inertia about point P, I_SP ="))));
  // G about P is valid but the center of mass is so far away that the
  // central inertia G − pm(p) = diag(1, −3, −3) cannot be.
  EXPECT_THAT(
      [&G]() { SpatialInertia<double>(2, Vector3d(2, 0, 0), G); },
      ThrowsMessage<std::logic_error>(AllOf(
          HasSubstr("the rotational inertia about the center of mass is not "
                    "physically valid"),
          HasSubstr("principal moment of inertia is negative"),
          HasSubstr("Center of mass = [2  0  0]"),
          HasSubstr("Inertia about the center of mass, I_SScm ="))));
  // Triangle inequality violated at the center of mass.
  const UnitInertia<double> G_bad = UnitInertia<double>(
      RotationalInertia<double>::MakeFromMomentsAndProductsOfInertia(
          1, 1, 3, 0, 0, 0, true));
  EXPECT_THAT(
      [&G_bad]() { SpatialInertia<double>(1, Vector3d::Zero(), G_bad); },
      ThrowsMessage<std::logic_error>(
          HasSubstr("violate the triangle inequality")));
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_THAT([&]() { SpatialInertia<double>(nan, Vector3d::Zero(), G); },
              ThrowsMessage<std::logic_error>(HasSubstr("it contains NaN.")));
  const SpatialInertia<double> skipped(-1, Vector3d::Zero(), G, true);
  EXPECT_FALSE(skipped.IsPhysicallyValid());
  EXPECT_THAT(skipped.CriticizeNotPhysicallyValid(),
              HasSubstr("mass = -1 is negative."));
  EXPECT_EQ(SomeSpatialInertia().CriticizeNotPhysicallyValid(), "");
  EXPECT_TRUE(SpatialInertia<double>::NaN().IsNaN());
  EXPECT_FALSE(SpatialInertia<double>::NaN().IsPhysicallyValid());
  // Factory argument checks.
  EXPECT_THAT(
      []() { SpatialInertia<double>::SolidBoxWithDensity(-1, 1, 1, 1); },
      ThrowsMessage<std::logic_error>(
          AllOf(HasSubstr("SpatialInertia::SolidBoxWithDensity()"),
                HasSubstr("density = -1 is not positive and finite."))));
  EXPECT_THAT([]() { SpatialInertia<double>::SolidSphereWithMass(1, 0); },
              ThrowsMessage<std::logic_error>(
                  HasSubstr("radius = 0 is not positive and finite.")));
  EXPECT_THAT(
      []() {
        SpatialInertia<double>::SolidCylinderWithMass(1, 1, 1,
                                                      Vector3d(1, 1, 0));
      },
      ThrowsMessage<std::logic_error>(HasSubstr("is not a unit vector")));
  EXPECT_THAT([]() { SpatialInertia<double>::PointMass(-2, Vector3d::Zero()); },
              ThrowsMessage<std::logic_error>(HasSubstr("mass = -2")));
}

// A point mass far from P is valid even though its central inertia is
// computed as a difference of large terms (the tolerance scales with the
// inertia about P).
GTEST_TEST(SpatialInertiaTest, PointMassFarAwayIsValid) {
  const SpatialInertia<double> M =
      SpatialInertia<double>::PointMass(7, Vector3d(1e3, -2e3, 5e2));
  EXPECT_TRUE(M.IsPhysicallyValid());
  EXPECT_TRUE(M.Shift(Vector3d(-3e3, 1e3, 0)).IsPhysicallyValid());
}

// d/dθ of M re-expressed by R_z(θ), and d/ds of M shifted by s·d, with
// AutoDiffXd against central differences of the double code. Step 1e-6:
// truncation ≈ 1e-12 and round-off ≈ ε·|M|/h ≈ 1e-9; tolerance 1e-7.
GTEST_TEST(SpatialInertiaTest, AutoDiffDerivatives) {
  const SpatialInertia<double> M = SomeSpatialInertia();
  const double theta = 0.8, h = 1e-6;
  const AutoDiffXd theta_ad(theta, Eigen::VectorXd::Ones(1));
  const Matrix6<AutoDiffXd> M_ad =
      M.cast<AutoDiffXd>()
          .ReExpress(RotationMatrix<AutoDiffXd>::MakeZRotation(theta_ad))
          .CopyToFullMatrix6();
  auto M_of = [&M](double t) {
    return M.ReExpress(RotationMatrix<double>::MakeZRotation(t))
        .CopyToFullMatrix6();
  };
  const Matrix6<double> dM_fd = (M_of(theta + h) - M_of(theta - h)) / (2 * h);
  for (int i = 0; i < 6; ++i) {
    for (int j = 0; j < 6; ++j) {
      EXPECT_NEAR(Derivative(M_ad(i, j)), dM_fd(i, j), 1e-7);
    }
  }
  const Vector3d d(0.3, -1, 0.6);
  const double s = 0.5;
  const AutoDiffXd s_ad(s, Eigen::VectorXd::Ones(1));
  const Vector3<AutoDiffXd> p_ad = s_ad * d.cast<AutoDiffXd>();
  const Matrix6<AutoDiffXd> Ms_ad =
      M.cast<AutoDiffXd>().Shift(p_ad).CopyToFullMatrix6();
  const Matrix6<double> dMs_fd = (M.Shift((s + h) * d).CopyToFullMatrix6() -
                                  M.Shift((s - h) * d).CopyToFullMatrix6()) /
                                 (2 * h);
  for (int i = 0; i < 6; ++i) {
    for (int j = 0; j < 6; ++j) {
      EXPECT_NEAR(Derivative(Ms_ad(i, j)), dMs_fd(i, j), 1e-7);
    }
  }
}

// The equivalent solid ellipsoid of an ellipsoid's own inertia is that
// ellipsoid: semi-diameters (3, 2, 1) and a pose whose axes are the
// ellipsoid's axes (up to sign) at its center of mass.
GTEST_TEST(SpatialInertiaTest, PrincipalSemiDiametersOfEllipsoid) {
  const RotationMatrix<double> R_EA = SomeRotation();
  const Vector3d p_PAo(0.3, 0.2, -0.5);
  const SpatialInertia<double> M =
      SpatialInertia<double>::SolidEllipsoidWithMass(4, 3, 2, 1)
          .ReExpress(R_EA)
          .ShiftFromCenterOfMass(-p_PAo);
  const auto [abc, X_PA] =
      M.CalcPrincipalSemiDiametersAndPoseForSolidEllipsoid();
  // Square roots of eigenvalue combinations: ~1e-14 relative.
  EXPECT_TRUE(abc.isApprox(Vector3d(3, 2, 1), 1e-13));
  EXPECT_TRUE(X_PA.translation().isApprox(p_PAo, 1e-15));
  for (int k = 0; k < 3; ++k) {
    EXPECT_NEAR(std::abs(X_PA.rotation().col(k).dot(R_EA.col(k))), 1.0, 1e-13);
  }
  EXPECT_THROW(SpatialInertia<double>::Zero()
                   .CalcPrincipalSemiDiametersAndPoseForSolidEllipsoid(),
               std::logic_error);
}

// The equivalent solid box of a box's own inertia is that box: full edge
// lengths (6, 4, 2) give half-lengths (3, 2, 1), with its edges as axes.
GTEST_TEST(SpatialInertiaTest, PrincipalHalfLengthsOfSolidBox) {
  const RotationMatrix<double> R_EA = SomeRotation();
  const Vector3d p_PAo(-0.1, 0.4, 0.25);
  const SpatialInertia<double> M =
      SpatialInertia<double>::SolidBoxWithMass(2.5, 6, 4, 2)
          .ReExpress(R_EA)
          .ShiftFromCenterOfMass(-p_PAo);
  const auto [abc, X_PA] = M.CalcPrincipalHalfLengthsAndPoseForSolidBox();
  // Square roots of eigenvalue combinations: ~1e-14 relative.
  EXPECT_TRUE(abc.isApprox(Vector3d(3, 2, 1), 1e-13));
  EXPECT_TRUE(X_PA.translation().isApprox(p_PAo, 1e-15));
  for (int k = 0; k < 3; ++k) {
    EXPECT_NEAR(std::abs(X_PA.rotation().col(k).dot(R_EA.col(k))), 1.0, 1e-13);
  }
}

// Eight equal particles at the corners (±a, ±b, ±c) of a box have unit
// inertia Gxx = b² + c² etc.: the minimum bounding box recovers (a, b, c).
// The same inertia read as a solid box is √3 times larger (k = 1/3 vs 1).
GTEST_TEST(SpatialInertiaTest, PrincipalHalfLengthsOfMinimumBoundingBox) {
  const double a = 0.5, b = 0.3, c = 0.2;
  const RotationMatrix<double> R_EA = SomeRotation();
  const Vector3d p_PAo(1.0, -2.0, 0.5);
  SpatialInertia<double> M = SpatialInertia<double>::Zero();
  for (const double sx : {-1.0, 1.0}) {
    for (const double sy : {-1.0, 1.0}) {
      for (const double sz : {-1.0, 1.0}) {
        M += SpatialInertia<double>::PointMass(
            0.125, p_PAo + R_EA * Vector3d(sx * a, sy * b, sz * c));
      }
    }
  }
  const auto [abc, X_PA] =
      M.CalcPrincipalHalfLengthsAndPoseForMinimumBoundingBox();
  EXPECT_TRUE(abc.isApprox(Vector3d(a, b, c), 1e-13));
  EXPECT_TRUE(X_PA.translation().isApprox(p_PAo, 1e-14));
  for (int k = 0; k < 3; ++k) {
    EXPECT_NEAR(std::abs(X_PA.rotation().col(k).dot(R_EA.col(k))), 1.0, 1e-13);
  }
  const auto [solid_abc, X_PA_solid] =
      M.CalcPrincipalHalfLengthsAndPoseForSolidBox();
  EXPECT_TRUE(solid_abc.isApprox(std::sqrt(3.0) * Vector3d(a, b, c), 1e-13));
  DRAKE_EXPECT_THROWS_MESSAGE(
      SpatialInertia<double>::Zero()
          .CalcPrincipalHalfLengthsAndPoseForMinimumBoundingBox(),
      ".*CalcPrincipalHalfLengthsAndPoseForMinimumBoundingBox.*positive "
      "mass.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SpatialInertia<double>::Zero()
          .CalcPrincipalHalfLengthsAndPoseForSolidBox(),
      ".*CalcPrincipalHalfLengthsAndPoseForSolidBox.*positive mass.*");
}

GTEST_TEST(SpatialInertiaTest, StreamOutput) {
  std::stringstream out;
  out << SpatialInertia<double>::PointMass(2, Vector3d(1, 0, 0));
  EXPECT_THAT(out.str(), AllOf(HasSubstr("mass = 2"),
                               HasSubstr("Center of mass = [1  0  0]")));
}

// The tetrahedron 0, x̂, ŷ, ẑ has volume 1/6 and centroid (¼,¼,¼).
TEST(SpatialInertiaTest, SolidTetrahedronWithDensity) {
  const double density = 600;  // kg/m³
  const SpatialInertia<double> M =
      SpatialInertia<double>::SolidTetrahedronAboutVertexWithDensity(
          density, Vector3d::UnitX(), Vector3d::UnitY(), Vector3d::UnitZ());
  EXPECT_DOUBLE_EQ(M.get_mass(), density / 6);
  EXPECT_TRUE(M.get_com().isApprox(Vector3d::Constant(0.25), 1e-15));
  // About a point A, with the vertices measured from A: the same body
  // shifted (1e-13 relative to the moments, of order 100).
  const Vector3d p_AB0(1, 2, -3);
  const SpatialInertia<double> M_BA =
      SpatialInertia<double>::SolidTetrahedronAboutPointWithDensity(
          density, p_AB0, p_AB0 + Vector3d::UnitX(), p_AB0 + Vector3d::UnitY(),
          p_AB0 + Vector3d::UnitZ());
  EXPECT_TRUE(M_BA.CopyToFullMatrix6().isApprox(
      M.Shift(-p_AB0).CopyToFullMatrix6(), 1e-13));
  EXPECT_THROW(
      SpatialInertia<double>::SolidTetrahedronAboutVertexWithDensity(
          -1.0, Vector3d::UnitX(), Vector3d::UnitY(), Vector3d::UnitZ()),
      std::logic_error);
}

// Two point masses d apart must span d; a solid box spans √((a²+b²+c²)/3)
// by the formula √(2 tr G_cm) (G_cm = diag(b²+c², a²+c², a²+b²)/12).
TEST(SpatialInertiaTest, MinimumPhysicalLengthAndIsZero) {
  const double d = 0.8;
  // Half the mass at x = 0.3 ± d/2: about the origin, G_yy = G_zz = mean x²
  // = 0.3² + d²/4 and G_xx = 0.
  const double x2 = 0.09 + d * d / 4;
  const SpatialInertia<double> dumbbell(2.0, Vector3d(0.3, 0, 0),
                                        UnitInertia<double>(0, x2, x2));
  EXPECT_NEAR(dumbbell.CalcMinimumPhysicalLength(), d, 1e-15);
  const double a = 0.2, b = 0.3, c = 0.6;
  const auto box = SpatialInertia<double>::SolidBoxWithMass(5.0, a, b, c);
  EXPECT_NEAR(box.CalcMinimumPhysicalLength(),
              std::sqrt((a * a + b * b + c * c) / 3), 1e-15);
  EXPECT_TRUE(SpatialInertia<double>::Zero().IsZero());
  EXPECT_FALSE(box.IsZero());
}

}  // namespace spatial_inertia_test
}  // namespace multibody
}  // namespace drake
