// ArticulatedBodyInertia: agreement with SpatialInertia for a single rigid
// body (matrix, shift, re-expression, products, sums), the projected
// inertia of an articulated body, and the constructor's checks.

#include "drake/multibody/tree/articulated_body_inertia.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/math/rotation_matrix.h"
#include "drake/multibody/math/spatial_algebra.h"
#include "drake/multibody/tree/spatial_inertia.h"

namespace drake {
namespace multibody {
namespace articulated_body_inertia_test {

// The derivative with respect to the single independent variable; an
// AutoDiffXd that does not depend on it has an empty derivative vector.
double Derivative(const AutoDiffXd& x) {
  return x.derivatives().size() == 0 ? 0.0 : x.derivatives()(0);
}

using Eigen::Vector3d;
using math::RotationMatrix;
using ::testing::HasSubstr;
using ::testing::ThrowsMessage;

// Entries are O(1)-O(10); 1e-13 is a few tens of ε of the largest.
constexpr double kTolerance = 1e-13;

SpatialInertia<double> SomeSpatialInertia() {
  return SpatialInertia<double>::SolidCylinderWithMass(1.5, 0.2, 0.7,
                                                       Vector3d(0, 0.6, 0.8))
      .Shift(Vector3d(0.3, -0.2, 0.5));
}

RotationMatrix<double> SomeRotation() {
  return RotationMatrix<double>::MakeYRotation(1.1) *
         RotationMatrix<double>::MakeZRotation(-0.3);
}

// For a single rigid body the articulated inertia is its spatial inertia:
// the matrices agree, and shifting / re-expressing either one first gives
// the same result (two independent implementations of the same change of
// point and frame).
GTEST_TEST(ArticulatedBodyInertiaTest, RigidBodyAgreesWithSpatialInertia) {
  const SpatialInertia<double> M = SomeSpatialInertia();
  const ArticulatedBodyInertia<double> P(M);
  EXPECT_TRUE(CompareMatrices(P.CopyToFullMatrix6(), M.CopyToFullMatrix6(), 0));
  EXPECT_TRUE(P.IsPhysicallyValid());
  const Vector3d p_PQ(1.2, -0.4, 0.9);
  EXPECT_TRUE(CompareMatrices(P.Shift(p_PQ).CopyToFullMatrix6(),
                              M.Shift(p_PQ).CopyToFullMatrix6(), kTolerance));
  const RotationMatrix<double> R = SomeRotation();
  EXPECT_TRUE(CompareMatrices(P.ReExpress(R).CopyToFullMatrix6(),
                              M.ReExpress(R).CopyToFullMatrix6(), kTolerance));
  ArticulatedBodyInertia<double> P2 = P;
  P2.ShiftInPlace(p_PQ).ReExpressInPlace(R);
  EXPECT_TRUE(CompareMatrices(P2.CopyToFullMatrix6(),
                              M.Shift(p_PQ).ReExpress(R).CopyToFullMatrix6(),
                              kTolerance));
  // Products agree with the spatial inertia's.
  const SpatialAcceleration<double> A(Vector3d(1, 0.5, -2),
                                      Vector3d(0.3, 3, 1));
  EXPECT_TRUE((P * A).IsApprox(M * A, kTolerance));
  Matrix6X<double> H(6, 2);
  H << 1, 0, 0, 1, 0, 0, 0.5, 0, 0, 0.2, 0, 1;
  EXPECT_TRUE(CompareMatrices(P * H, M * H, kTolerance));
  EXPECT_TRUE(
      CompareMatrices(H.transpose() * P, (M * H).transpose(), kTolerance));
}

// Sums: the spatial inertia's combination is linear in the 6×6 matrices,
// so ABI(M1) + ABI(M2) = ABI(M1 + M2); subtraction undoes addition.
GTEST_TEST(ArticulatedBodyInertiaTest, Sums) {
  const SpatialInertia<double> M1 = SomeSpatialInertia();
  const SpatialInertia<double> M2 =
      SpatialInertia<double>::SolidBoxWithMass(0.5, 0.1, 0.2, 0.3)
          .Shift(Vector3d(-0.5, 0.1, 0.2));
  SpatialInertia<double> M12 = M1;
  M12 += M2;
  ArticulatedBodyInertia<double> P(M1);
  P += ArticulatedBodyInertia<double>(M2);
  EXPECT_TRUE(CompareMatrices(P.CopyToFullMatrix6(), M12.CopyToFullMatrix6(),
                              kTolerance));
  P -= ArticulatedBodyInertia<double>(M2);
  EXPECT_TRUE(CompareMatrices(P.CopyToFullMatrix6(), M1.CopyToFullMatrix6(),
                              kTolerance));
  P += M2.CopyToFullMatrix6();
  P -= M2.CopyToFullMatrix6();
  EXPECT_TRUE(CompareMatrices(P.CopyToFullMatrix6(), M1.CopyToFullMatrix6(),
                              kTolerance));
}

// The articulated inertia across a revolute joint with axis H (Featherstone
// 2008, eq. 7.23 with no bias): P⁺ = P − P H (Hᵀ P H)⁻¹ Hᵀ P. It is
// symmetric, positive semi-definite and singular (P⁺ H = 0: the joint
// transmits no force along its free direction).
GTEST_TEST(ArticulatedBodyInertiaTest, ProjectedInertiaAcrossJoint) {
  const Matrix6<double> P = SomeSpatialInertia().CopyToFullMatrix6();
  Vector6<double> H;
  H << 0, 0, 1, 0, 0, 0;
  const Vector6<double> PH = P * H;
  const Matrix6<double> Pplus = P - PH * PH.transpose() / H.dot(PH);
  const ArticulatedBodyInertia<double> Pplus_abi(Pplus);
  EXPECT_TRUE(Pplus_abi.IsPhysicallyValid());
  EXPECT_LT((Pplus_abi * H).norm(), 1e-14);
}

// The matrix constructor checks symmetry and positive semi-definiteness
// when asserts are armed (as Drake); IsPhysicallyValid reports NaN and
// negative eigenvalues in any build.
GTEST_TEST(ArticulatedBodyInertiaTest, ValidityChecks) {
  EXPECT_FALSE(ArticulatedBodyInertia<double>().IsPhysicallyValid());
  Matrix6<double> not_psd = Matrix6<double>::Identity();
  not_psd(2, 2) = -1;
  Matrix6<double> not_symmetric = Matrix6<double>::Identity();
  not_symmetric(0, 5) = 0.5;
  if (kDrakeAssertIsArmed) {
    EXPECT_THAT([&]() { ArticulatedBodyInertia<double>{not_psd}; },
                ThrowsMessage<std::logic_error>(
                    HasSubstr("not positive semi-definite")));
    EXPECT_THAT([&]() { ArticulatedBodyInertia<double>{not_symmetric}; },
                ThrowsMessage<std::logic_error>(
                    HasSubstr("The matrix is not symmetric")));
  }
  EXPECT_NO_THROW(ArticulatedBodyInertia<double>{Matrix6<double>::Identity()});
}

// cast<AutoDiffXd> keeps the values, and the AutoDiffXd shift carries the
// derivative d/ds of P shifted by s·d, compared with the same derivative
// of the rigid body's spatial inertia (exact agreement up to round-off).
GTEST_TEST(ArticulatedBodyInertiaTest, AutoDiff) {
  const SpatialInertia<double> M = SomeSpatialInertia();
  const ArticulatedBodyInertia<AutoDiffXd> P =
      ArticulatedBodyInertia<double>(M).cast<AutoDiffXd>();
  const Vector3d d(1, 2, -1);
  const AutoDiffXd s(0.3, Eigen::VectorXd::Ones(1));
  const Vector3<AutoDiffXd> p = s * d.cast<AutoDiffXd>();
  const Matrix6<AutoDiffXd> P_shifted = P.Shift(p).CopyToFullMatrix6();
  const Matrix6<AutoDiffXd> M_shifted =
      M.cast<AutoDiffXd>().Shift(p).CopyToFullMatrix6();
  for (int i = 0; i < 6; ++i) {
    for (int j = 0; j < 6; ++j) {
      EXPECT_NEAR(P_shifted(i, j).value(), M_shifted(i, j).value(), kTolerance);
      EXPECT_NEAR(Derivative(P_shifted(i, j)), Derivative(M_shifted(i, j)),
                  kTolerance);
    }
  }
}

}  // namespace articulated_body_inertia_test
}  // namespace multibody
}  // namespace drake
