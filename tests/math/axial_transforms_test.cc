// RotationMatrix's and RigidTransform's specialized (axial) functions against
// the general products they shortcut, and
// RotationMatrix::MakeClosestRotationToIdentityFromUnitZ against its defining
// properties.

#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/drake_assert.h"
#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace math {
namespace axial_transforms_test {

constexpr double kEpsilon = std::numeric_limits<double>::epsilon();

// A general rotation and translation (no structure to exploit).
RotationMatrixd GeneralRotation() {
  return RotationMatrixd(RollPitchYawd(0.3, -1.1, 2.4));
}
Eigen::Vector3d GeneralTranslation() { return {0.7, -0.2, 1.9}; }

// The specialized results re-associate at most a handful of flops relative to
// the general 3x3 products, on entries of magnitude ≤ 2: 8ε is ample and
// still catches any wrong sign or misplaced element (errors of order 1).
constexpr double kProductTolerance = 8 * kEpsilon;

template <int axis>
void CheckAxialRotation(double theta) {
  SCOPED_TRACE(fmt::format("axis {}, theta {}", axis, theta));
  const RotationMatrixd aR = RotationMatrixd::MakeAxialRotation<axis>(theta);
  const RotationMatrixd expected =
      axis == 0   ? RotationMatrixd::MakeXRotation(theta)
      : axis == 1 ? RotationMatrixd::MakeYRotation(theta)
                  : RotationMatrixd::MakeZRotation(theta);
  EXPECT_TRUE(aR.IsExactlyEqualTo(expected));
  EXPECT_NO_THROW(aR.IsAxialRotationOrThrow<axis>());

  const Eigen::Vector3d v(0.4, -1.3, 2.2);
  EXPECT_TRUE(CompareMatrices(RotationMatrixd::ApplyAxialRotation<axis>(aR, v),
                              aR * v, kProductTolerance));

  // Update from another angle reproduces the fresh rotation exactly (the
  // same sin and cos are written into the same four places).
  RotationMatrixd updated = RotationMatrixd::MakeAxialRotation<axis>(0.25);
  RotationMatrixd::UpdateAxialRotation<axis>(theta, &updated);
  EXPECT_TRUE(updated.IsExactlyEqualTo(aR));
  RotationMatrixd::UpdateAxialRotation<axis>(std::sin(-theta), std::cos(-theta),
                                             &updated);
  EXPECT_TRUE(updated.IsExactlyEqualTo(
      RotationMatrixd::MakeAxialRotation<axis>(-theta)));

  const RotationMatrixd R = GeneralRotation();
  RotationMatrixd post, pre;
  R.PostMultiplyByAxialRotation<axis>(aR, &post);
  R.PreMultiplyByAxialRotation<axis>(aR, &pre);
  EXPECT_TRUE(
      CompareMatrices(post.matrix(), (R * aR).matrix(), kProductTolerance));
  EXPECT_TRUE(
      CompareMatrices(pre.matrix(), (aR * R).matrix(), kProductTolerance));

  // The same for transforms: arX has the axial rotation and no translation.
  const RigidTransformd arX = RigidTransformd::MakeAxialRotation<axis>(theta);
  EXPECT_TRUE(arX.IsExactlyEqualTo(RigidTransformd(aR)));
  EXPECT_TRUE(CompareMatrices(RigidTransformd::ApplyAxialRotation<axis>(arX, v),
                              arX * v, kProductTolerance));
  RigidTransformd arX_updated = RigidTransformd::MakeAxialRotation<axis>(1.0);
  RigidTransformd::UpdateAxialRotation<axis>(theta, &arX_updated);
  EXPECT_TRUE(arX_updated.IsExactlyEqualTo(arX));
  RigidTransformd::UpdateAxialRotation<axis>(std::sin(theta), std::cos(theta),
                                             &arX_updated);
  EXPECT_TRUE(arX_updated.IsExactlyEqualTo(arX));

  const RigidTransformd X(R, GeneralTranslation());
  RigidTransformd X_post, X_pre;
  X.PostMultiplyByAxialRotation<axis>(arX, &X_post);
  X.PreMultiplyByAxialRotation<axis>(arX, &X_pre);
  EXPECT_TRUE(CompareMatrices(X_post.GetAsMatrix34(), (X * arX).GetAsMatrix34(),
                              kProductTolerance));
  EXPECT_TRUE(CompareMatrices(X_pre.GetAsMatrix34(), (arX * X).GetAsMatrix34(),
                              kProductTolerance));

  // Axial translations.
  const RigidTransformd atX(Eigen::Vector3d::Unit(axis) * theta);
  RigidTransformd X_tpost, X_tpre;
  X.PostMultiplyByAxialTranslation<axis>(atX, &X_tpost);
  X.PreMultiplyByAxialTranslation<axis>(atX, &X_tpre);
  EXPECT_TRUE(CompareMatrices(X_tpost.GetAsMatrix34(),
                              (X * atX).GetAsMatrix34(), kProductTolerance));
  // atX * X only adds theta to one coordinate: exact.
  EXPECT_TRUE(X_tpre.IsExactlyEqualTo(atX * X));
  RigidTransformd atX_updated(Eigen::Vector3d::Unit(axis) * 5.0);
  RigidTransformd::UpdateAxialTranslation<axis>(theta, &atX_updated);
  EXPECT_TRUE(atX_updated.IsExactlyEqualTo(atX));
}

TEST(AxialRotationTest, EachAxisMatchesTheGeneralProducts) {
  for (const double theta : {0.0, 0.3, -2.9, M_PI / 2, 4.0}) {
    CheckAxialRotation<0>(theta);
    CheckAxialRotation<1>(theta);
    CheckAxialRotation<2>(theta);
  }
}

TEST(AxialRotationTest, RotationOrTranslationOnly) {
  const RigidTransformd X(GeneralRotation(), GeneralTranslation());
  const RigidTransformd rX(RotationMatrixd(RollPitchYawd(-0.5, 0.2, 0.9)));
  const RigidTransformd tX(Eigen::Vector3d(0.1, -0.6, 0.35));
  RigidTransformd X_AC;
  X.PostMultiplyByRotation(rX, &X_AC);
  EXPECT_TRUE(CompareMatrices(X_AC.GetAsMatrix34(), (X * rX).GetAsMatrix34(),
                              kProductTolerance));
  X.PostMultiplyByTranslation(tX, &X_AC);
  EXPECT_TRUE(CompareMatrices(X_AC.GetAsMatrix34(), (X * tX).GetAsMatrix34(),
                              kProductTolerance));
}

TEST(AxialRotationTest, StructureChecks) {
  const RotationMatrixd general = GeneralRotation();
  DRAKE_EXPECT_THROWS_MESSAGE(
      general.IsAxialRotationOrThrow<2>(),
      ".*not an axial rotation about the z axis[\\s\\S]*");
  // An x rotation is not a y rotation.
  DRAKE_EXPECT_THROWS_MESSAGE(
      RotationMatrixd::MakeXRotation(0.4).IsAxialRotationOrThrow<1>(),
      ".*not an axial rotation about the y axis[\\s\\S]*");
  // The identity is an axial rotation about every axis (θ = 0).
  EXPECT_NO_THROW(RotationMatrixd().IsAxialRotationOrThrow<0>());
  EXPECT_NO_THROW(RotationMatrixd().IsAxialRotationOrThrow<1>());
  EXPECT_NO_THROW(RotationMatrixd().IsAxialRotationOrThrow<2>());
  // With armed asserts (the test build), the specialized functions check
  // their promise.
  if (kDrakeAssertIsArmed) {
    RotationMatrixd result;
    DRAKE_EXPECT_THROWS_MESSAGE(
        general.PostMultiplyByAxialRotation<0>(general, &result),
        ".*not an axial rotation about the x axis[\\s\\S]*");
    const RigidTransformd X(GeneralRotation(), GeneralTranslation());
    RigidTransformd X_result;
    DRAKE_EXPECT_THROWS_MESSAGE(X.PostMultiplyByAxialRotation<2>(X, &X_result),
                                ".*not a rotation-only transform.*");
    DRAKE_EXPECT_THROWS_MESSAGE(
        X.PreMultiplyByAxialTranslation<0>(
            RigidTransformd(Eigen::Vector3d(1, 2, 0)), &X_result),
        ".*not an axial translation transform.*");
    DRAKE_EXPECT_THROWS_MESSAGE(X.PostMultiplyByTranslation(X, &X_result),
                                ".*not a translation-only transform.*");
  }
}

TEST(AxialRotationTest, MakeUncheckedTransform) {
  const RigidTransformd X(GeneralRotation(), GeneralTranslation());
  EXPECT_TRUE(
      RigidTransformd::MakeUnchecked(X.GetAsMatrix34()).IsExactlyEqualTo(X));
}

// The closest rotation to the identity taking Az to u: its z column is u,
// its angle is the angle between Az and u (no larger rotation does it), and
// its axis is perpendicular to both.
TEST(ClosestRotationTest, MinimalRotationTakingZToU) {
  std::mt19937 generator(7);
  std::normal_distribution<double> normal;
  for (int trial = 0; trial < 20; ++trial) {
    Eigen::Vector3d u(normal(generator), normal(generator), normal(generator));
    u.normalize();
    const RotationMatrixd R =
        RotationMatrixd::MakeClosestRotationToIdentityFromUnitZ(u);
    // Rebuilding from angle-axis and the unit vector cost a few ε.
    EXPECT_TRUE(CompareMatrices(R.col(2), u, 8 * kEpsilon));
    const Eigen::AngleAxisd angle_axis = R.ToAngleAxis();
    EXPECT_NEAR(angle_axis.angle(), std::acos(u.z()), 1e-12);
    EXPECT_NEAR(angle_axis.axis().z(), 0.0, 1e-12);
    EXPECT_NEAR(angle_axis.axis().dot(u), 0.0, 1e-12);
  }
  // Along +z: the identity. Along -z: a half turn about x.
  EXPECT_TRUE(
      CompareMatrices(RotationMatrixd::MakeClosestRotationToIdentityFromUnitZ(
                          Eigen::Vector3d::UnitZ())
                          .matrix(),
                      Eigen::Matrix3d::Identity(), 0.0));
  EXPECT_TRUE(CompareMatrices(
      RotationMatrixd::MakeClosestRotationToIdentityFromUnitZ(
          -Eigen::Vector3d::UnitZ())
          .matrix(),
      RotationMatrixd::MakeXRotation(M_PI).matrix(), 4 * kEpsilon));
  DRAKE_EXPECT_THROWS_MESSAGE(
      RotationMatrixd::MakeClosestRotationToIdentityFromUnitZ(
          Eigen::Vector3d(0, 0, 2)),
      ".*MakeClosestRotationToIdentityFromUnitZ.*not a unit vector.*");
}

// d(Bz)/dθ for u(θ) = (sin θ, 0, cos θ) is u'(θ): the AutoDiff derivative of
// the z column equals it (exactly up to rounding).
TEST(ClosestRotationTest, AutoDiffDerivativeOfZColumn) {
  const double theta = 0.8;
  const AutoDiffXd t(theta, Eigen::VectorXd::Ones(1));
  const Vector3<AutoDiffXd> u(sin(t), AutoDiffXd(0.0), cos(t));
  const RotationMatrix<AutoDiffXd> R =
      RotationMatrix<AutoDiffXd>::MakeClosestRotationToIdentityFromUnitZ(u);
  for (int i = 0; i < 3; ++i) {
    const Eigen::Vector3d expected(std::cos(theta), 0, -std::sin(theta));
    const auto& derivatives = R.matrix()(i, 2).derivatives();
    const double derivative = derivatives.size() == 0 ? 0.0 : derivatives(0);
    EXPECT_NEAR(derivative, expected(i), 16 * kEpsilon);
  }
}

}  // namespace axial_transforms_test
}  // namespace math
}  // namespace drake
