// UnitInertia shape factories against textbook formulas and against
// independent computations (re-expression, parallel axis, numerical
// integration), plus their argument checks.

#include "drake/multibody/tree/unit_inertia.h"

#include <cmath>
#include <functional>
#include <numbers>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/math/rotation_matrix.h"

namespace drake {
namespace multibody {
namespace unit_inertia_test {

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

// Closed-form factories against closed-form values: a few ε relative.
constexpr double kTolerance = 1e-15;

// Textbook values (e.g. Meriam & Kraige, Dynamics, Appendix B "Mass moments
// of inertia"; identical tables in Wikipedia's "List of moments of
// inertia"), per unit mass, about the center:
//   solid box a×b×c: (b² + c²)/12, (a² + c²)/12, (a² + b²)/12
//   solid sphere: 2r²/5; thin spherical shell: 2r²/3
//   solid ellipsoid with semi-axes a, b, c: (b² + c²)/5, ...
//   solid cylinder, axis z: r²/2 about z, (3r² + L²)/12 about x and y
//   thin rod of length L: L²/12 perpendicular, 0 axial
GTEST_TEST(UnitInertiaTest, TextbookShapes) {
  const double a = 0.4, b = 1.3, c = 2.1, r = 0.7, L = 1.9;
  EXPECT_TRUE(UnitInertia<double>::SolidBox(a, b, c).get_moments().isApprox(
      Vector3d(b * b + c * c, a * a + c * c, a * a + b * b) / 12, kTolerance));
  EXPECT_TRUE(UnitInertia<double>::SolidCube(c).get_moments().isApprox(
      Vector3d::Constant(c * c / 6), kTolerance));
  EXPECT_TRUE(UnitInertia<double>::SolidSphere(r).get_moments().isApprox(
      Vector3d::Constant(0.4 * r * r), kTolerance));
  EXPECT_TRUE(UnitInertia<double>::HollowSphere(r).get_moments().isApprox(
      Vector3d::Constant(2 * r * r / 3), kTolerance));
  EXPECT_TRUE(
      UnitInertia<double>::SolidEllipsoid(a, b, c).get_moments().isApprox(
          Vector3d(b * b + c * c, a * a + c * c, a * a + b * b) / 5,
          kTolerance));
  // An ellipsoid with equal semi-axes is a sphere.
  EXPECT_TRUE(UnitInertia<double>::SolidEllipsoid(r, r, r).IsNearlyEqualTo(
      UnitInertia<double>::SolidSphere(r), 4 * kTolerance));
  const UnitInertia<double> cyl =
      UnitInertia<double>::SolidCylinder(r, L, Vector3d::UnitZ());
  const double K = (3 * r * r + L * L) / 12;
  EXPECT_TRUE(
      cyl.get_moments().isApprox(Vector3d(K, K, r * r / 2), kTolerance));
  EXPECT_EQ(cyl.get_products(), Vector3d::Zero());
  const UnitInertia<double> rod =
      UnitInertia<double>::ThinRod(L, Vector3d::UnitX());
  EXPECT_TRUE(rod.get_moments().isApprox(Vector3d(0, L * L / 12, L * L / 12),
                                         kTolerance));
  EXPECT_TRUE(rod.IsNearlyEqualTo(
      UnitInertia<double>::StraightLine(L * L / 12, Vector3d::UnitX()), 0));
  EXPECT_TRUE(UnitInertia<double>::TriaxiallySymmetric(3).get_moments() ==
              Vector3d::Constant(3));
  EXPECT_TRUE(
      UnitInertia<double>::PointMass(Vector3d(1, 2, 3))
          .IsNearlyEqualTo(RotationalInertia<double>(1, Vector3d(1, 2, 3)), 0));
}

// A cylinder along an arbitrary unit vector u = R_EC ẑ equals the
// z-axis cylinder re-expressed by R_EC (the axially symmetric construction
// against the rotation).
GTEST_TEST(UnitInertiaTest, CylinderAlongArbitraryAxis) {
  const double r = 0.3, L = 1.7;
  const RotationMatrix<double> R_EC =
      RotationMatrix<double>::MakeXRotation(0.8) *
      RotationMatrix<double>::MakeYRotation(-1.9);
  const Vector3d u = R_EC * Vector3d::UnitZ();
  const UnitInertia<double> G_direct =
      UnitInertia<double>::SolidCylinder(r, L, u);
  const UnitInertia<double> G_rotated =
      UnitInertia<double>::SolidCylinder(r, L, Vector3d::UnitZ())
          .ReExpress(R_EC);
  // Different round-off paths: 1e-14 relative to the largest moment.
  EXPECT_TRUE(G_direct.IsNearlyEqualTo(G_rotated, 1e-14));
  // Same for the capsule.
  EXPECT_TRUE(UnitInertia<double>::SolidCapsule(r, L, u).IsNearlyEqualTo(
      UnitInertia<double>::SolidCapsule(r, L, Vector3d::UnitZ())
          .ReExpress(R_EC),
      1e-14));
}

// About the end face: the parallel-axis theorem applied to the central
// cylinder, shifting by L/2 along the axis.
GTEST_TEST(UnitInertiaTest, CylinderAboutEndIsParallelAxisShift) {
  const double r = 0.3, L = 1.7;
  const Vector3d u = Vector3d(1, -2, 2).normalized();
  const UnitInertia<double> G_end =
      UnitInertia<double>::SolidCylinderAboutEnd(r, L, u);
  const UnitInertia<double> G_shifted =
      UnitInertia<double>::SolidCylinder(r, L, u).ShiftFromCenterOfMass(-L / 2 *
                                                                        u);
  EXPECT_TRUE(G_end.IsNearlyEqualTo(G_shifted, 1e-14));
  // And back.
  EXPECT_TRUE(G_end.ShiftToCenterOfMass(L / 2 * u).IsNearlyEqualTo(
      UnitInertia<double>::SolidCylinder(r, L, u), 1e-14));
}

// Composite Simpson's rule on [lo, hi] with n (even) intervals.
double Simpson(const std::function<double(double)>& f, double lo, double hi,
               int n) {
  const double h = (hi - lo) / n;
  double sum = f(lo) + f(hi);
  for (int i = 1; i < n; ++i) sum += (i % 2 ? 4 : 2) * f(lo + i * h);
  return sum * h / 3;
}

// The capsule's unit inertia against a numerical integration over its
// volume, slicing it into disks along its axis z: a disk of radius R(z)
// contributes volume πR² dz, axial moment πR⁴/2 dz and perpendicular moment
// (πR⁴/4 + z² πR²) dz. R(z)² is piecewise polynomial (r² on the cylinder,
// r² − (|z| − L/2)² on the caps), so Simpson's rule on each piece is
// accurate to ~1e-13 relative with 2000 intervals; tolerance 1e-10.
GTEST_TEST(UnitInertiaTest, CapsuleMatchesNumericalIntegration) {
  const double r = 0.45, L = 1.2;
  const double pi = std::numbers::pi;
  auto R2 = [r, L](double z) {
    const double d = std::abs(z) - L / 2;
    return d <= 0 ? r * r : std::max(0.0, r * r - d * d);
  };
  auto integrate = [&](const std::function<double(double)>& f) {
    return Simpson(f, -L / 2 - r, -L / 2, 2000) +
           Simpson(f, -L / 2, L / 2, 2000) + Simpson(f, L / 2, L / 2 + r, 2000);
  };
  const double volume = integrate([&](double z) { return pi * R2(z); });
  const double J =
      integrate([&](double z) { return pi * R2(z) * R2(z) / 2; }) / volume;
  const double K = integrate([&](double z) {
                     return pi * R2(z) * R2(z) / 4 + z * z * pi * R2(z);
                   }) /
                   volume;
  const UnitInertia<double> G =
      UnitInertia<double>::SolidCapsule(r, L, Vector3d::UnitZ());
  EXPECT_NEAR(volume, pi * r * r * L + 4 * pi * r * r * r / 3, 1e-10);
  EXPECT_NEAR(G.get_moments()(2), J, 1e-10);
  EXPECT_NEAR(G.get_moments()(0), K, 1e-10);
  EXPECT_NEAR(G.get_moments()(1), K, 1e-10);
  // A capsule of zero length is a sphere.
  EXPECT_TRUE(UnitInertia<double>::SolidCapsule(r, 0, Vector3d::UnitY())
                  .IsNearlyEqualTo(UnitInertia<double>::SolidSphere(r), 1e-15));
}

GTEST_TEST(UnitInertiaTest, ArgumentErrors) {
  EXPECT_THAT([]() { UnitInertia<double>::SolidSphere(-1); },
              ThrowsMessage<std::logic_error>(
                  AllOf(HasSubstr("UnitInertia::SolidSphere()"),
                        HasSubstr("radius r is -1; it must be non-negative"))));
  EXPECT_THAT([]() { UnitInertia<double>::SolidBox(1, -2, 3); },
              ThrowsMessage<std::logic_error>(
                  HasSubstr("length Ly is -2; it must be non-negative")));
  EXPECT_THAT(
      []() { UnitInertia<double>::SolidCylinder(1, 2, Vector3d(0.5, 0, 0)); },
      ThrowsMessage<std::logic_error>(
          AllOf(HasSubstr("UnitInertia::SolidCylinder()"),
                HasSubstr("[0.5 0 0] is not a unit vector: its norm is 0.5"))));
  // 1e-13 off unit length is rejected (tolerance 1e-14), 1e-15 accepted.
  EXPECT_THROW(
      UnitInertia<double>::SolidCapsule(1, 2, Vector3d(1 + 1e-13, 0, 0)),
      std::logic_error);
  EXPECT_NO_THROW(
      UnitInertia<double>::SolidCapsule(1, 2, Vector3d(1 + 1e-15, 0, 0)));
  EXPECT_THAT(
      []() { UnitInertia<double>::AxiallySymmetric(3, 1, Vector3d::UnitZ()); },
      ThrowsMessage<std::logic_error>(HasSubstr("triangle inequality")));
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_THROW(UnitInertia<double>::SolidCube(nan), std::logic_error);
}

// The AutoDiffXd instantiation differentiates the formulas: d/dr of the
// sphere's 2r²/5 is 4r/5.
GTEST_TEST(UnitInertiaTest, AutoDiff) {
  const AutoDiffXd r(0.7, Eigen::VectorXd::Ones(1));
  const UnitInertia<AutoDiffXd> G = UnitInertia<AutoDiffXd>::SolidSphere(r);
  EXPECT_NEAR(Derivative(G.get_moments()(0)), 0.8 * 0.7, 1e-15);
  const UnitInertia<AutoDiffXd> G2 =
      UnitInertia<double>::SolidBox(1, 2, 3).cast<AutoDiffXd>();
  EXPECT_EQ(G2.get_moments()(0).value(), 13.0 / 12);
}

// A unit cube [0,1]³ cut into the six tetrahedra of its Kuhn triangulation
// (each the path 0 → eᵢ → eᵢ+eⱼ → (1,1,1) along a permutation of the axes;
// equal volumes 1/6): the mean of their unit inertias about the origin is the
// cube's, (L²/6)𝐈 about its center shifted by pm((½,½,½)). 1e-15: sums of
// a dozen terms of order 1.
TEST(UnitInertiaTest, SolidTetrahedronsMakeACube) {
  const Vector3d e[3] = {Vector3d::UnitX(), Vector3d::UnitY(),
                         Vector3d::UnitZ()};
  const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                           {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  Matrix3d sum = Matrix3d::Zero();
  for (const auto& p : perms) {
    const Vector3d v1 = e[p[0]];
    const Vector3d v2 = v1 + e[p[1]];
    const Vector3d v3 = v2 + e[p[2]];
    sum += UnitInertia<double>::SolidTetrahedronAboutVertex(v1, v2, v3)
               .CopyToFullMatrix3();
  }
  const Vector3d center(0.5, 0.5, 0.5);
  const Matrix3d expected =
      UnitInertia<double>::SolidCube(1.0).CopyToFullMatrix3() +
      UnitInertia<double>::PointMass(center).CopyToFullMatrix3();
  EXPECT_TRUE((sum / 6 - expected).cwiseAbs().maxCoeff() < 1e-15)
      << sum / 6 << "\nvs\n"
      << expected;
}

// About an arbitrary point A: the same tetrahedron about its vertex, shifted
// by the parallel-axis theorem through its centroid (1e-14: two shifts of
// numbers of order 10).
TEST(UnitInertiaTest, SolidTetrahedronAboutPoint) {
  const Vector3d p0(1.0, -2.0, 0.5), p1(2.5, -1.0, 0.0), p2(1.0, 0.5, 1.0),
      p3(0.0, -1.5, 2.0);
  const UnitInertia<double> G_BA =
      UnitInertia<double>::SolidTetrahedronAboutPoint(p0, p1, p2, p3);
  const UnitInertia<double> G_BB0 =
      UnitInertia<double>::SolidTetrahedronAboutVertex(p1 - p0, p2 - p0,
                                                       p3 - p0);
  const Vector3d p_B0Bcm = (p1 + p2 + p3 - 3 * p0) / 4;
  const Vector3d p_ABcm = (p0 + p1 + p2 + p3) / 4;
  const Matrix3d G_BBcm =
      G_BB0.CopyToFullMatrix3() -
      UnitInertia<double>::PointMass(p_B0Bcm).CopyToFullMatrix3();
  const Matrix3d expected =
      G_BBcm + UnitInertia<double>::PointMass(p_ABcm).CopyToFullMatrix3();
  EXPECT_TRUE((G_BA.CopyToFullMatrix3() - expected).cwiseAbs().maxCoeff() <
              1e-14);
}

}  // namespace unit_inertia_test
}  // namespace multibody
}  // namespace drake
