// RotationalInertia: parallel-axis shifts against hand values, invariants
// of re-expression, principal moments, validity checks with their messages,
// and AutoDiffXd derivatives against central finite differences.

#include "drake/multibody/tree/rotational_inertia.h"

#include <cmath>
#include <limits>
#include <sstream>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace multibody {
namespace rotational_inertia_test {

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

constexpr double kEps = std::numeric_limits<double>::epsilon();

// A rotation with no special structure.
RotationMatrix<double> SomeRotation() {
  return RotationMatrix<double>::MakeZRotation(0.9) *
         RotationMatrix<double>::MakeYRotation(-0.4) *
         RotationMatrix<double>::MakeXRotation(2.2);
}

// A uniform box of mass m and sides a, b, c (along x, y, z). About its
// center (any dynamics textbook, e.g. Meriam & Kraige, Dynamics, Appendix
// B): Ixx = m (b² + c²)/12, ... About the corner at −(a, b, c)/2 from the
// center, by direct integration over [0,a]×[0,b]×[0,c]: Ixx = m (b² + c²)/3
// and Ixy = −m a b/4, Ixz = −m a c/4, Iyz = −m b c/4.
GTEST_TEST(RotationalInertiaTest, ParallelAxisBoxAboutCorner) {
  const double m = 3, a = 1, b = 2, c = 3;
  const RotationalInertia<double> I_Bcm(m * (b * b + c * c) / 12,
                                        m * (a * a + c * c) / 12,
                                        m * (a * a + b * b) / 12);
  const Vector3d p_BcmQ(-a / 2, -b / 2, -c / 2);
  const RotationalInertia<double> I_BQ = I_Bcm.ShiftFromCenterOfMass(m, p_BcmQ);
  const Vector3d moments_expected(m * (b * b + c * c) / 3,
                                  m * (a * a + c * c) / 3,
                                  m * (a * a + b * b) / 3);
  const Vector3d products_expected(-m * a * b / 4, -m * a * c / 4,
                                   -m * b * c / 4);
  // Values are O(10); 1e-14 is a few ε of the largest.
  EXPECT_TRUE(I_BQ.get_moments().isApprox(moments_expected, 1e-15));
  EXPECT_LT((I_BQ.get_products() - products_expected).norm(), 1e-14);
  // And back to the center of mass.
  const RotationalInertia<double> I_back = I_BQ.ShiftToCenterOfMass(m, -p_BcmQ);
  EXPECT_TRUE(I_back.IsNearlyEqualTo(I_Bcm, 8 * kEps));
  // A shift from Q to another corner through the center equals shifting
  // from the center to that corner.
  const Vector3d p_BcmR(a / 2, -b / 2, c / 2);
  EXPECT_TRUE(
      I_BQ.ShiftToThenAwayFromCenterOfMass(m, -p_BcmQ, -p_BcmR)
          .IsNearlyEqualTo(I_Bcm.ShiftFromCenterOfMass(m, p_BcmR), 8 * kEps));
}

// A particle's inertia equals shifting a zero central inertia away from
// the particle; the full matrix is symmetric and operator() reads it
// symmetrically.
GTEST_TEST(RotationalInertiaTest, ParticleAndSymmetricAccess) {
  const double m = 2.5;
  const Vector3d p(0.3, -1.2, 2);
  const RotationalInertia<double> I(m, p);
  RotationalInertia<double> zero(0, 0, 0);
  EXPECT_TRUE(I.IsNearlyEqualTo(zero.ShiftFromCenterOfMass(m, p), 0));
  const Matrix3d full = I.CopyToFullMatrix3();
  EXPECT_EQ(full, full.transpose());
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) EXPECT_EQ(I(i, j), full(i, j));
  }
  // The moment about the line through P along p is zero for a particle on
  // that line.
  const Vector3d u = p.normalized();
  EXPECT_NEAR(u.dot(I * u), 0, 1e-14);
  // I * w equals the full matrix product.
  const Vector3d w(1, -2, 0.5);
  EXPECT_TRUE((I * w).isApprox(full * w, 1e-15));
}

// Re-expression preserves the trace, the moment about any physical axis
// and the principal moments; re-expressing back recovers the original.
GTEST_TEST(RotationalInertiaTest, ReExpressInvariants) {
  const RotationalInertia<double> I_E(2, 3, 4, -0.1, 0.2, 0.3);
  const RotationMatrix<double> R_AE = SomeRotation();
  const RotationalInertia<double> I_A = I_E.ReExpress(R_AE);
  // Values O(1): 1e-14 is tens of ε.
  EXPECT_NEAR(I_A.Trace(), I_E.Trace(), 1e-14);
  const Vector3d u_E = Vector3d(1, 2, -1).normalized();
  const Vector3d u_A = R_AE * u_E;
  EXPECT_NEAR(u_A.dot(I_A * u_A), u_E.dot(I_E * u_E), 1e-14);
  EXPECT_TRUE(I_A.CalcPrincipalMomentsOfInertia().isApprox(
      I_E.CalcPrincipalMomentsOfInertia(), 1e-14));
  EXPECT_TRUE(I_A.ReExpress(R_AE.inverse()).IsNearlyEqualTo(I_E, 1e-14));
  RotationalInertia<double> I = I_E;
  I.ReExpressInPlace(R_AE);
  EXPECT_TRUE(I.IsNearlyEqualTo(I_A, 0));
}

// The principal moments of a box rotated arbitrarily recover the box's
// moments (ascending), and the returned axes diagonalize the inertia.
GTEST_TEST(RotationalInertiaTest, PrincipalMomentsOfRotatedBox) {
  const double m = 2, a = 0.5, b = 1, c = 2;
  const Vector3d box_moments(m * (b * b + c * c) / 12, m * (a * a + c * c) / 12,
                             m * (a * a + b * b) / 12);
  const RotationalInertia<double> I_B(box_moments(0), box_moments(1),
                                      box_moments(2));
  const RotationalInertia<double> I_E = I_B.ReExpress(SomeRotation());
  ASSERT_NE(I_E.get_products(), Vector3d::Zero());
  const auto [moments, R_EA] = I_E.CalcPrincipalMomentsAndAxesOfInertia();
  const Vector3d sorted(box_moments(2), box_moments(1), box_moments(0));
  // Eigen's symmetric solver is accurate to a few ε of the largest moment.
  EXPECT_TRUE(moments.isApprox(sorted, 1e-14));
  const Matrix3d D =
      R_EA.matrix().transpose() * I_E.CopyToFullMatrix3() * R_EA.matrix();
  EXPECT_LT((D - Matrix3d(moments.asDiagonal())).norm(), 1e-14);
  EXPECT_NEAR(R_EA.matrix().determinant(), 1.0, 1e-14);
  // Diagonal inputs take the exact path and are sorted.
  const Vector3d diag_moments = I_B.CalcPrincipalMomentsOfInertia();
  EXPECT_EQ(diag_moments, sorted);
}

// Validity: the triangle inequality, non-negative moments and NaN, each
// with its message. MakeFromMomentsAndProductsOfInertia always checks.
GTEST_TEST(RotationalInertiaTest, ValidityErrors) {
  using RI = RotationalInertia<double>;
  EXPECT_THAT(
      []() { RI::MakeFromMomentsAndProductsOfInertia(1, 1, 3, 0, 0, 0); },
      ThrowsMessage<std::logic_error>(
          AllOf(HasSubstr("MakeFromMomentsAndProductsOfInertia()"),
                HasSubstr("did not pass the test CouldBePhysicallyValid()"),
                HasSubstr("violate the triangle inequality"),
                HasSubstr("the largest, 3, exceeds the sum of the other "
                          "two, 2"))));
  EXPECT_THAT(
      []() { RI::MakeFromMomentsAndProductsOfInertia(-1, 2, 2, 0, 0, 0); },
      ThrowsMessage<std::logic_error>(
          HasSubstr("a principal moment of inertia is negative")));
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_THAT(
      [nan]() { RI::MakeFromMomentsAndProductsOfInertia(nan, 2, 2, 0, 0, 0); },
      ThrowsMessage<std::logic_error>(HasSubstr("contains NaN")));
  // Products can break validity even with valid-looking moments: this
  // matrix has eigenvalues −1, 1, 3.
  EXPECT_THROW(RI::MakeFromMomentsAndProductsOfInertia(1, 1, 1, 2, 0, 0),
               std::logic_error);
  // Skipping the check.
  const RI bad =
      RI::MakeFromMomentsAndProductsOfInertia(1, 1, 3, 0, 0, 0, true);
  EXPECT_FALSE(bad.CouldBePhysicallyValid());
  // The constructors check only when asserts are armed (as Drake).
  if (kDrakeAssertIsArmed) {
    EXPECT_THAT([]() { RI(1, 1, 3); },
                ThrowsMessage<std::logic_error>(
                    HasSubstr("RotationalInertia::RotationalInertia()")));
    EXPECT_THROW(RI(1, 1, 1) * -1.0, std::logic_error);
    EXPECT_THAT([]() { RI(1, 1, 1) / 0.0; },
                ThrowsMessage<std::logic_error>(HasSubstr("not positive")));
    EXPECT_THROW(RI(1, 1, 1) - RI(2, 2, 2), std::logic_error);
  }
}

// The tolerance is 16 ε of the largest possible moment: a triangle
// inequality violated by less passes (round-off), by more fails.
GTEST_TEST(RotationalInertiaTest, ValidityTolerance) {
  using RI = RotationalInertia<double>;
  // Exactly on the boundary (a thin disk's moments 1, 1, 2) is valid.
  EXPECT_TRUE(RI(1, 1, 2).CouldBePhysicallyValid());
  // Max possible moment ≈ 2, so the tolerance is ≈ 32 ε ≈ 7e-15.
  EXPECT_TRUE(
      RI::MakeFromMomentsAndProductsOfInertia(1, 1, 2 + 4 * kEps, 0, 0, 0, true)
          .CouldBePhysicallyValid());
  EXPECT_FALSE(
      RI::MakeFromMomentsAndProductsOfInertia(1, 1, 2 + 1e-12, 0, 0, 0, true)
          .CouldBePhysicallyValid());
  EXPECT_TRUE(RI(0, 0, 0).CouldBePhysicallyValid());
}

GTEST_TEST(RotationalInertiaTest, ArithmeticAndNaN) {
  using RI = RotationalInertia<double>;
  RI I(1, 2, 2.5, 0.1, -0.2, 0.05);
  const RI J(0.5, 0.5, 0.5);
  RI sum = I + J;
  EXPECT_TRUE(sum.get_moments().isApprox(Vector3d(1.5, 2.5, 3), 1e-15));
  EXPECT_EQ(sum.get_products(), I.get_products());
  sum -= J;
  EXPECT_TRUE(sum.IsNearlyEqualTo(I, 2 * kEps));
  EXPECT_TRUE((2.0 * I).IsNearlyEqualTo(I + I, 0));
  EXPECT_TRUE(((I * 4.0) / 4.0).IsNearlyEqualTo(I, kEps));
  I.MultiplyByScalarInPlace(3);
  EXPECT_DOUBLE_EQ(I.Trace(), 3 * 5.5);
  EXPECT_DOUBLE_EQ(I.CalcMaximumPossibleMomentOfInertia(), 0.5 * 3 * 5.5);
  EXPECT_TRUE(RI().IsNaN());
  I.SetToNaN();
  EXPECT_TRUE(I.IsNaN());
  EXPECT_THROW(I.CalcPrincipalMomentsOfInertia(), std::logic_error);
  I.SetZero();
  EXPECT_FALSE(I.IsNaN());
  EXPECT_EQ(I.Trace(), 0);
  std::stringstream out;
  out << RI(1, 2, 3);
  EXPECT_THAT(out.str(), HasSubstr("[1  0  0]"));
}

// d/dθ of I_E re-expressed by R_z(θ) (AutoDiffXd) equals the central
// finite difference of the double computation. Step 1e-6: truncation
// O(h²) ≈ 1e-12, round-off O(ε/h) ≈ 1e-10; tolerance 1e-8.
GTEST_TEST(RotationalInertiaTest, AutoDiffReExpressDerivative) {
  const RotationalInertia<double> I_E(2, 3, 4, -0.1, 0.2, 0.3);
  const double theta = 0.6;
  const AutoDiffXd theta_ad(theta, Eigen::VectorXd::Ones(1));
  const RotationalInertia<AutoDiffXd> I_A_ad = I_E.cast<AutoDiffXd>().ReExpress(
      RotationMatrix<AutoDiffXd>::MakeZRotation(theta_ad));
  const double h = 1e-6;
  const Matrix3d dI_fd =
      (I_E.ReExpress(RotationMatrix<double>::MakeZRotation(theta + h))
           .CopyToFullMatrix3() -
       I_E.ReExpress(RotationMatrix<double>::MakeZRotation(theta - h))
           .CopyToFullMatrix3()) /
      (2 * h);
  const Matrix3<AutoDiffXd> full = I_A_ad.CopyToFullMatrix3();
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      EXPECT_NEAR(Derivative(full(i, j)), dI_fd(i, j), 1e-8);
      EXPECT_DOUBLE_EQ(
          full(i, j).value(),
          I_E.ReExpress(RotationMatrix<double>::MakeZRotation(theta))
              .CopyToFullMatrix3()(i, j));
    }
  }
  // The derivative of the trace is zero (trace is invariant).
  EXPECT_NEAR(Derivative(I_A_ad.Trace()), 0, 1e-14);
}

TEST(RotationalInertiaTest, FiniteZeroAndUncheckedScaling) {
  const RotationalInertia<double> I(2, 3, 4, 0.1, -0.2, 0.3);
  EXPECT_TRUE(I.IsFinite());
  EXPECT_FALSE(I.IsZero());
  EXPECT_TRUE(RotationalInertia<double>(0, 0, 0).IsZero());
  EXPECT_FALSE(
      RotationalInertia<double>(1, 1, std::numeric_limits<double>::infinity())
          .IsFinite());
  // A negative scale is allowed here (it is for error messages): every
  // element is scaled, none is checked.
  const RotationalInertia<double> J = I.MultiplyByScalarSkipValidityCheck(-2);
  EXPECT_TRUE(J.CopyToFullMatrix3().isApprox(-2 * I.CopyToFullMatrix3(), 0));
}

}  // namespace rotational_inertia_test
}  // namespace multibody
}  // namespace drake
