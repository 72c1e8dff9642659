#include "drake/math/hopf_coordinate.h"

#include <cmath>
#include <random>

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"

namespace drake {
namespace math {
namespace hopf_coordinate_test {

// (θ, φ, ψ) = (0, 0, 0) is the identity; θ = π, φ = 0, ψ = 0 is the
// half-turn about y (quaternion (0, 0, 1, 0)). Tolerance 1e-15 (one
// rounding in cos/sin).
GTEST_TEST(HopfCoordinateTest, KnownValues) {
  const Eigen::Quaterniond identity = HopfCoordinateToQuaternion(0.0, 0.0, 0.0);
  EXPECT_NEAR(identity.w(), 1, 1e-15);
  EXPECT_NEAR(identity.vec().norm(), 0, 1e-15);
  const Eigen::Quaterniond half_turn =
      HopfCoordinateToQuaternion(M_PI, 0.0, 0.0);
  EXPECT_NEAR(half_turn.y(), 1, 1e-15);
  EXPECT_NEAR(half_turn.w(), 0, 1e-15);
  // ψ alone: a rotation by ψ about x.
  const Eigen::Quaterniond about_x = HopfCoordinateToQuaternion(0.0, 0.0, 0.8);
  EXPECT_TRUE(about_x.isApprox(
      Eigen::Quaterniond(Eigen::AngleAxisd(0.8, Eigen::Vector3d::UnitX())),
      1e-15));
}

// Round trips over a grid strictly inside the coordinate ranges (θ ∈ (0,
// π), φ ∈ (0, 2π), ψ ∈ (−π, π); φ = 0 itself may come back as 2π − ulp):
// the quaternion has unit norm and the inverse recovers the coordinates.
// Tolerance 1e-12: atan2 of computed components loses a few digits near
// the ends of the ranges.
GTEST_TEST(HopfCoordinateTest, RoundTrip) {
  for (double theta : {0.1, 1.0, 2.0, 3.0}) {
    for (double phi : {0.2, 0.5, 3.0, 6.0}) {
      for (double psi : {-3.0, -1.0, 0.0, 2.5}) {
        const Eigen::Quaterniond q =
            HopfCoordinateToQuaternion(theta, phi, psi);
        EXPECT_NEAR(q.norm(), 1, 1e-15);
        const Eigen::Vector3d hopf = QuaternionToHopfCoordinate(q);
        EXPECT_NEAR(hopf(0), theta, 1e-12);
        EXPECT_NEAR(hopf(1), phi, 1e-12) << theta << " " << phi << " " << psi;
        EXPECT_NEAR(hopf(2), psi, 1e-12);
      }
    }
  }
}

// Random unit quaternions: converting to Hopf coordinates and back gives q
// or −q (the same rotation), with the coordinates in their ranges.
GTEST_TEST(HopfCoordinateTest, RandomQuaternions) {
  std::mt19937 generator(5);
  std::normal_distribution<double> normal;
  for (int trial = 0; trial < 50; ++trial) {
    Eigen::Quaterniond q(normal(generator), normal(generator),
                         normal(generator), normal(generator));
    q.normalize();
    const Eigen::Vector3d hopf = QuaternionToHopfCoordinate(q);
    EXPECT_GE(hopf(0), 0);
    EXPECT_LE(hopf(0), M_PI);
    EXPECT_GE(hopf(1), 0);
    EXPECT_LT(hopf(1), 2 * M_PI);
    EXPECT_GE(hopf(2), -M_PI);
    EXPECT_LE(hopf(2), M_PI);
    const Eigen::Quaterniond back =
        HopfCoordinateToQuaternion(hopf(0), hopf(1), hopf(2));
    const double sign = q.w() < 0 ? -1 : 1;
    EXPECT_LT((back.coeffs() - sign * q.coeffs()).norm(), 1e-14);
  }
}

// AutoDiffXd: ∂w/∂θ = −sin(θ/2)cos(ψ/2)/2 (tolerance 1e-15).
GTEST_TEST(HopfCoordinateTest, AutoDiff) {
  const AutoDiffXd theta(1.2, Eigen::VectorXd::Unit(1, 0));
  const AutoDiffXd phi(0.3);
  const AutoDiffXd psi(0.4);
  const Eigen::Quaternion<AutoDiffXd> q =
      HopfCoordinateToQuaternion(theta, phi, psi);
  EXPECT_NEAR(q.w().derivatives()(0), -std::sin(0.6) * std::cos(0.2) / 2,
              1e-15);
  const Vector3<AutoDiffXd> hopf = QuaternionToHopfCoordinate(q);
  EXPECT_NEAR(hopf(0).value(), 1.2, 1e-14);
  // dθ/dθ = 1 through the round trip.
  EXPECT_NEAR(hopf(0).derivatives()(0), 1, 1e-12);
}

}  // namespace hopf_coordinate_test
}  // namespace math
}  // namespace drake
