#include "drake/common/trajectories/piecewise_constant_curvature_trajectory.h"

#include <cmath>
#include <limits>
#include <memory>
#include <numbers>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/test_utilities/eigen_matrix_compare.h"

namespace drake {
namespace trajectories {
namespace piecewise_constant_curvature_trajectory_test {

using Eigen::Vector3d;
using math::RigidTransform;
using math::RotationMatrix;
using multibody::SpatialAcceleration;
using multibody::SpatialVelocity;
using Trajectory = PiecewiseConstantCurvatureTrajectory<double>;

constexpr double kPi = std::numbers::pi;
// Closed-form values built from a handful of sin/cos and products: a few
// ulps of the O(1) quantities.
constexpr double kTol = 1e-14;

// A line of 1 m along Ax, a counterclockwise quarter circle of radius 1 m
// (ρ = 1/m, centre (1, 1, 0)), then 1 m along Ay; it ends at (2, 2, 0)
// heading +y. L = 2 + π/2.
Trajectory MakeLineArcLine() {
  return Trajectory({0, 1, 1 + kPi / 2, 2 + kPi / 2}, {0, 1, 0},
                    Vector3d::UnitX(), Vector3d::UnitZ(), Vector3d::Zero());
}

// A stadium: 2 m along +x, a half circle of radius 1 m (ρ = 1), 2 m back
// along −x, another half circle; closed, so it may be periodic.
Trajectory MakeStadium(bool is_periodic) {
  return Trajectory({0, 2, 2 + kPi, 4 + kPi, 4 + 2 * kPi}, {0, 1, 0, 1},
                    Vector3d::UnitX(), Vector3d::UnitZ(), Vector3d(0, -1, 0),
                    is_periodic);
}

TEST(PiecewiseConstantCurvatureTrajectoryTest, PosesOfLineArcLine) {
  const Trajectory path = MakeLineArcLine();
  EXPECT_NEAR(path.length(), 2 + kPi / 2, kTol);
  EXPECT_FALSE(path.is_periodic());
  EXPECT_EQ(path.rows(), 3);
  EXPECT_EQ(path.cols(), 1);
  EXPECT_EQ(path.get_number_of_segments(), 3);

  // on the first line: translation only.
  RigidTransform<double> X = path.CalcPose(0.5);
  EXPECT_TRUE(CompareMatrices(X.translation(), Vector3d(0.5, 0, 0), kTol));
  EXPECT_TRUE(X.rotation().IsNearlyIdentity(kTol));
  // half way round the arc: θ = π/4 about the centre (1, 1).
  const double c = std::cos(kPi / 4), s = std::sin(kPi / 4);
  X = path.CalcPose(1 + kPi / 4);
  EXPECT_TRUE(
      CompareMatrices(X.translation(), Vector3d(1 + s, 1 - c, 0), kTol));
  EXPECT_TRUE(CompareMatrices(
      X.rotation().matrix(),
      RotationMatrix<double>::MakeZRotation(kPi / 4).matrix(), kTol));
  // the end: (2, 2), heading +y.
  X = path.CalcPose(path.length());
  EXPECT_TRUE(CompareMatrices(X.translation(), Vector3d(2, 2, 0), kTol));
  EXPECT_TRUE(CompareMatrices(
      X.rotation().matrix(),
      RotationMatrix<double>::MakeZRotation(kPi / 2).matrix(), kTol));
  // value() is the translation.
  EXPECT_TRUE(CompareMatrices(path.value(1 + kPi / 4),
                              Vector3d(1 + s, 1 - c, 0), kTol));

  // extrapolation keeps the end segments' curvature (lines here).
  EXPECT_TRUE(CompareMatrices(path.CalcPose(-1).translation(),
                              Vector3d(-1, 0, 0), kTol));
  EXPECT_TRUE(CompareMatrices(path.CalcPose(path.length() + 1).translation(),
                              Vector3d(2, 3, 0), kTol));

  // a break belongs to the segment that starts there.
  EXPECT_EQ(path.curvature(0.5), 0);
  EXPECT_EQ(path.curvature(1), 1);
  EXPECT_EQ(path.curvature(1 + kPi / 4), 1);
  EXPECT_EQ(path.curvature(1 + kPi / 2), 0);
  EXPECT_EQ(path.curvature(-3), 0);
}

// A clockwise arc (ρ < 0) turns the other way: ρ = −2/m, radius 0.5 m,
// centre (0, −0.5); after ds = π/4 m the heading is −π/2.
TEST(PiecewiseConstantCurvatureTrajectoryTest, ClockwiseArc) {
  const Trajectory path({0, kPi / 4}, {-2}, Vector3d::UnitX(),
                        Vector3d::UnitZ(), Vector3d::Zero());
  const RigidTransform<double> X = path.CalcPose(kPi / 4);
  EXPECT_TRUE(CompareMatrices(X.translation(), Vector3d(0.5, -0.5, 0), kTol));
  EXPECT_TRUE(CompareMatrices(
      X.rotation().matrix(),
      RotationMatrix<double>::MakeZRotation(-kPi / 2).matrix(), kTol));
}

// In a tilted plane the frame keeps Mz = p̂, the curve stays in the plane
// through the initial position, and |dr/ds| = 1.
TEST(PiecewiseConstantCurvatureTrajectoryTest, TiltedPlane) {
  const Vector3d p_hat = Vector3d(1, 1, 1).normalized();
  const Vector3d t0 = Vector3d(1, -1, 0);  // Not unit: normalized inside.
  const Vector3d r0(0.3, -0.2, 0.7);
  const Trajectory path({0, 0.7, 2.0, 2.5}, {0.5, -1.5, 0}, t0, p_hat * 3, r0);
  for (double s = -0.5; s < 3.0; s += 0.173) {
    const RigidTransform<double> X = path.CalcPose(s);
    EXPECT_TRUE(CompareMatrices(X.rotation().col(2), p_hat, kTol));
    EXPECT_NEAR(p_hat.dot(X.translation() - r0), 0, 1e-14);
    // the tangent by central differences: error h²/6·|r'''| = h²ρ²/6 and
    // round-off ε/h; h = 1e-5 gives about 1e-10.
    const double h = 1e-5;
    const Vector3d dr_ds = (path.CalcPose(s + h).translation() -
                            path.CalcPose(s - h).translation()) /
                           (2 * h);
    EXPECT_TRUE(CompareMatrices(dr_ds, X.rotation().col(0), 1e-9)) << s;
  }
  EXPECT_TRUE(CompareMatrices(path.CalcPose(0).rotation().col(0),
                              t0.normalized(), kTol));
}

// V and A against their closed forms on the arc and against finite
// differences of X_AM(s(t)) for s(t) = s₀ + ṡ·t + ½·s̈·t².
TEST(PiecewiseConstantCurvatureTrajectoryTest, VelocityAndAcceleration) {
  const Trajectory path = MakeLineArcLine();
  const double s0 = 1 + kPi / 4, s_dot = 2, s_ddot = 3;
  const double c = std::cos(kPi / 4), s = std::sin(kPi / 4);
  const Vector3d t_hat(c, s, 0), n_hat(-s, c, 0);

  const SpatialVelocity<double> V = path.CalcSpatialVelocity(s0, s_dot);
  EXPECT_TRUE(CompareMatrices(V.rotational(), Vector3d(0, 0, 2), kTol));
  EXPECT_TRUE(CompareMatrices(V.translational(), 2 * t_hat, kTol));
  const SpatialVelocity<double> V_M = path.CalcSpatialVelocityInM(s0, s_dot);
  EXPECT_TRUE(CompareMatrices(
      V_M.get_coeffs(), (Vector6<double>() << 0, 0, 2, 2, 0, 0).finished(),
      kTol));

  const SpatialAcceleration<double> A =
      path.CalcSpatialAcceleration(s0, s_dot, s_ddot);
  EXPECT_TRUE(CompareMatrices(A.rotational(), Vector3d(0, 0, 3), kTol));
  EXPECT_TRUE(CompareMatrices(A.translational(), 3 * t_hat + 4 * n_hat, kTol));
  const SpatialAcceleration<double> A_M =
      path.CalcSpatialAccelerationInM(s0, s_dot, s_ddot);
  EXPECT_TRUE(CompareMatrices(
      A_M.get_coeffs(), (Vector6<double>() << 0, 0, 3, 3, 4, 0).finished(),
      kTol));

  // finite differences in time. Central differences err by h²/6·|x'''|
  // (|x'''| is a few units here) plus round-off ε/h (ε/h² for the second
  // difference): h = 1e-4 keeps both below 1e-7.
  const double h = 1e-4;
  auto pose_at = [&](double t) {
    return path.CalcPose(s0 + s_dot * t + 0.5 * s_ddot * t * t);
  };
  const RigidTransform<double> X_p = pose_at(h), X_0 = pose_at(0),
                               X_m = pose_at(-h);
  const Vector3d v_fd = (X_p.translation() - X_m.translation()) / (2 * h);
  const Vector3d a_fd =
      (X_p.translation() - 2 * X_0.translation() + X_m.translation()) / (h * h);
  EXPECT_TRUE(CompareMatrices(v_fd, V.translational(), 1e-7));
  EXPECT_TRUE(CompareMatrices(a_fd, A.translational(), 1e-5));
  // ω from Ṙ·Rᵀ = [ω]×.
  const Eigen::Matrix3d R_dot =
      (X_p.rotation().matrix() - X_m.rotation().matrix()) / (2 * h);
  const Eigen::Matrix3d W = R_dot * X_0.rotation().matrix().transpose();
  EXPECT_TRUE(CompareMatrices(Vector3d(W(2, 1), W(0, 2), W(1, 0)),
                              V.rotational(), 1e-7));
}

TEST(PiecewiseConstantCurvatureTrajectoryTest, PeriodicWrap) {
  const Trajectory path = MakeStadium(true);
  EXPECT_TRUE(path.is_periodic());
  const double L = path.length();
  EXPECT_NEAR(L, 4 + 2 * kPi, kTol);
  EXPECT_TRUE(path.EndpointsAreNearlyEqual(1e-12));
  // the same pose one or several laps away, in both directions. Wrapping
  // s ± kL loses about k·L·ε of s: 1e-13.
  for (double s : {0.0, 0.3, 2.0, 3.7, 5.5, 9.0}) {
    const RigidTransform<double> X = path.CalcPose(s);
    for (int k : {-3, -1, 1, 2}) {
      const RigidTransform<double> X_k = path.CalcPose(s + k * L);
      EXPECT_TRUE(X_k.IsNearlyEqualTo(X, 1e-13)) << s << " " << k;
      EXPECT_EQ(path.curvature(s + k * L + 1e-9), path.curvature(s + 1e-9));
    }
  }
  // the far side of the stadium: s = 2 + π + 1 is 1 m back from (2, 1).
  EXPECT_TRUE(CompareMatrices(path.CalcPose(3 + kPi).translation(),
                              Vector3d(1, 1, 0), 1e-14));
  // the same path, aperiodic, extrapolates instead: 1 m past the end
  // continues the last half circle (centre (0, 0), radius 1) by 1 rad to
  // (sin 1, −cos 1), not back onto the first line.
  const Trajectory open = MakeStadium(false);
  EXPECT_FALSE(open.is_periodic());
  EXPECT_TRUE(CompareMatrices(open.CalcPose(open.length() + 1).translation(),
                              Vector3d(std::sin(1.0), -std::cos(1.0), 0),
                              1e-13));
  // a path that does not close is not nearly periodic.
  EXPECT_FALSE(MakeLineArcLine().EndpointsAreNearlyEqual(1e-3));
}

TEST(PiecewiseConstantCurvatureTrajectoryTest, BadInputThrows) {
  const Vector3d x = Vector3d::UnitX(), z = Vector3d::UnitZ(),
                 o = Vector3d::Zero();
  DRAKE_EXPECT_THROWS_MESSAGE(Trajectory({0, 1, 2}, {1}, x, z, o),
                              ".*one turning rate per segment.*1 turning "
                              "rates for 2 segments.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Trajectory({0.5, 1}, {1}, x, z, o),
                              ".*first break must be 0.*0.5.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Trajectory({0}, {}, x, z, o),
                              ".*at least two breaks.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Trajectory({}, {}, x, z, o),
                              ".*at least two breaks.*");
  // a zero-length or negative-length segment.
  DRAKE_EXPECT_THROWS_MESSAGE(Trajectory({0, 1, 1}, {0, 0}, x, z, o),
                              ".*strictly increasing.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Trajectory({0, -1}, {0}, x, z, o),
                              ".*strictly increasing.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Trajectory({0, 1}, {0}, o, z, o),
                              ".*initial curve tangent.*non-zero.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Trajectory({0, 1}, {0}, x, o, o),
                              ".*plane normal.*non-zero.*");
  // not planar: the tangent leaves the plane.
  DRAKE_EXPECT_THROWS_MESSAGE(
      Trajectory({0, 1}, {0}, Vector3d(1, 0, 0.1), z, o),
      ".*must be perpendicular to the plane normal.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Trajectory({0, 1}, {std::numeric_limits<double>::infinity()}, x, z, o),
      ".*turning rate 0 is inf.*finite.*");
  // periodic, but the line + arc + line does not come back to its start.
  DRAKE_EXPECT_THROWS_MESSAGE(
      Trajectory({0, 1, 1 + kPi / 2, 2 + kPi / 2}, {0, 1, 0}, x, z, o, true),
      ".*periodic trajectory must end where it starts.*");
  // empty.
  const Trajectory empty;
  DRAKE_EXPECT_THROWS_MESSAGE(empty.CalcPose(0), ".*CalcPose.*empty.*");
  DRAKE_EXPECT_THROWS_MESSAGE(empty.curvature(0), ".*curvature.*empty.*");
}

TEST(PiecewiseConstantCurvatureTrajectoryTest, CloneAndCopy) {
  const Trajectory path = MakeStadium(true);
  const std::unique_ptr<trajectories::Trajectory<double>> clone = path.Clone();
  const auto* typed = dynamic_cast<const Trajectory*>(clone.get());
  ASSERT_NE(typed, nullptr);
  EXPECT_TRUE(typed->is_periodic());
  EXPECT_TRUE(typed->CalcPose(1.7).IsExactlyEqualTo(path.CalcPose(1.7)));
  const Trajectory copy = path;
  EXPECT_TRUE(copy.CalcPose(8.1).IsExactlyEqualTo(path.CalcPose(8.1)));
}

// ∂x/∂s of an AutoDiffXd seeded with one derivative; an entry that does
// not depend on s (empty derivatives) has derivative zero.
double DerivativeOf(const AutoDiffXd& x) {
  return x.derivatives().size() == 0 ? 0.0 : x.derivatives()(0);
}

// Converted to AutoDiffXd, ∂r/∂s is the tangent Mx and ∂Mx/∂s = ρ·My.
TEST(PiecewiseConstantCurvatureTrajectoryTest, AutoDiffDerivatives) {
  const PiecewiseConstantCurvatureTrajectory<AutoDiffXd> path(
      MakeLineArcLine());
  EXPECT_FALSE(path.is_periodic());
  for (double s_value : {0.5, 1.3, 2.2, 3.0}) {
    const AutoDiffXd s(s_value, Eigen::VectorXd::Ones(1));
    const RigidTransform<AutoDiffXd> X = path.CalcPose(s);
    const double rho = path.curvature(s).value();
    Vector3d dr_ds, dMx_ds, Mx, My;
    for (int i = 0; i < 3; ++i) {
      dr_ds(i) = DerivativeOf(X.translation()(i));
      dMx_ds(i) = DerivativeOf(X.rotation().matrix()(i, 0));
      Mx(i) = X.rotation().matrix()(i, 0).value();
      My(i) = X.rotation().matrix()(i, 1).value();
    }
    EXPECT_TRUE(CompareMatrices(dr_ds, Mx, kTol)) << s_value;
    EXPECT_TRUE(CompareMatrices(dMx_ds, rho * My, kTol)) << s_value;
  }
}

}  // namespace piecewise_constant_curvature_trajectory_test
}  // namespace trajectories
}  // namespace drake
