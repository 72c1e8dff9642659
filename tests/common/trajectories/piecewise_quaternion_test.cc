#include "drake/common/trajectories/piecewise_quaternion.h"

#include <cmath>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace trajectories {
namespace piecewise_quaternion_test {

using Eigen::AngleAxisd;
using Eigen::Quaterniond;
using Eigen::Vector3d;
using Eigen::Vector4d;
using Eigen::VectorXd;

Vector4d Wxyz(const Quaterniond& q) {
  return Vector4d(q.w(), q.x(), q.y(), q.z());
}

// Same orientation: q1 = ±q2.
::testing::AssertionResult SameOrientation(const Quaterniond& q1,
                                           const Quaterniond& q2, double tol) {
  const double error = 1.0 - std::abs(q1.normalized().dot(q2.normalized()));
  if (error <= tol) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << Wxyz(q1).transpose() << " vs " << Wxyz(q2).transpose();
}

// A rotation about a fixed unit axis λ from angle 0 at t = 1 s to angle
// 1.2 rad at t = 3 s: slerp gives angle 0.6 (t − 1) about λ, so the value is
// the closed form (cos(θ/2), sin(θ/2) λ) and the angular velocity is
// 0.6 λ rad/s throughout. The only rounding is in the sin/cos and one
// quaternion product: 1e-15.
GTEST_TEST(PiecewiseQuaternionSlerpTest, FixedAxisMatchesClosedForm) {
  const Vector3d axis = Vector3d(1, -2, 2) / 3;
  const Quaterniond q0(AngleAxisd(0.0, axis));
  const Quaterniond q1(AngleAxisd(1.2, axis));
  const PiecewiseQuaternionSlerp<double> slerp({1.0, 3.0}, {q0, q1});
  EXPECT_EQ(slerp.rows(), 4);
  EXPECT_EQ(slerp.cols(), 1);
  EXPECT_EQ(slerp.start_time(), 1.0);
  EXPECT_EQ(slerp.end_time(), 3.0);
  for (double t : {1.0, 1.3, 2.0, 2.75, 3.0}) {
    const double angle = 0.6 * (t - 1.0);
    const Vector4d expected(std::cos(angle / 2), std::sin(angle / 2) * axis.x(),
                            std::sin(angle / 2) * axis.y(),
                            std::sin(angle / 2) * axis.z());
    EXPECT_TRUE(CompareMatrices(slerp.value(t), expected, 1e-15)) << t;
    EXPECT_TRUE(CompareMatrices(Wxyz(slerp.orientation(t)), expected, 1e-15));
    EXPECT_TRUE(CompareMatrices(slerp.angular_velocity(t), 0.6 * axis, 1e-15));
    EXPECT_EQ(slerp.angular_acceleration(t), Vector3d::Zero());
  }
  // Outside the breaks the ends hold.
  EXPECT_TRUE(CompareMatrices(slerp.value(-4.0), Wxyz(q0), 1e-15));
  EXPECT_TRUE(CompareMatrices(slerp.value(10.0), Wxyz(q1), 1e-15));
}

// q and −q are the same orientation; the trajectory stores the sample
// closest to the previous one and turns the short way. The sample
// AngleAxis(2π − 0.5, z) is the rotation by −0.5 rad about z: the path must
// turn −0.5 rad (−0.25 rad/s over 2 s), not +5.78 rad.
GTEST_TEST(PiecewiseQuaternionSlerpTest, ShortestPath) {
  const Vector3d z = Vector3d::UnitZ();
  const Quaterniond q0 = Quaterniond::Identity();
  const Quaterniond far(AngleAxisd(2 * M_PI - 0.5, z));
  ASSERT_LT(far.w(), 0);  // The far way round, as given.
  const PiecewiseQuaternionSlerp<double> slerp({0.0, 2.0}, {q0, far});
  EXPECT_TRUE(CompareMatrices(slerp.angular_velocity(1.0), -0.25 * z, 1e-14));
  // The stored sample is −far, with w > 0 (dot with q0 non-negative).
  const Quaterniond& stored = slerp.get_quaternion_samples()[1];
  EXPECT_TRUE(CompareMatrices(Wxyz(stored), -Wxyz(far), 1e-15));
  const Quaterniond half(AngleAxisd(-0.25, z));
  EXPECT_TRUE(CompareMatrices(slerp.value(1.0), Wxyz(half), 1e-15));

  // Consecutive samples given with alternating signs: each stored sample is
  // flipped to be closest to the one before, and every segment turns
  // +0.4 rad about x.
  const Vector3d x = Vector3d::UnitX();
  std::vector<Quaterniond> samples;
  std::vector<double> breaks;
  for (int i = 0; i < 5; ++i) {
    Quaterniond q(AngleAxisd(0.4 * i, x));
    if (i % 2 == 1) q.coeffs() = -q.coeffs();
    samples.push_back(q);
    breaks.push_back(0.5 * i);
  }
  const PiecewiseQuaternionSlerp<double> alternating(breaks, samples);
  for (int i = 1; i < 5; ++i) {
    const auto& stored_samples = alternating.get_quaternion_samples();
    EXPECT_GE(stored_samples[i - 1].dot(stored_samples[i]), 0.0);
    EXPECT_TRUE(CompareMatrices(alternating.angular_velocity(0.5 * i - 0.1),
                                0.8 * x, 1e-14));
  }
  EXPECT_TRUE(SameOrientation(alternating.orientation(1.25),
                              Quaterniond(AngleAxisd(1.0, x)), 1e-15));
}

// Two segments about different axes, every constructor: the rotation
// matrices, RotationMatrix and AngleAxis samples give the same trajectory
// (converted to quaternions: within rounding, 1e-14).
GTEST_TEST(PiecewiseQuaternionSlerpTest, Constructors) {
  const std::vector<double> breaks = {0.0, 1.0, 2.5};
  const std::vector<AngleAxisd> angle_axes = {
      AngleAxisd(0.3, Vector3d::UnitX()),
      AngleAxisd(1.1, Vector3d(0, 0.6, 0.8)),
      AngleAxisd(-0.7, Vector3d::UnitZ())};
  std::vector<Quaterniond> quaternions;
  std::vector<Eigen::Matrix3d> matrices;
  std::vector<math::RotationMatrix<double>> rotations;
  for (const AngleAxisd& a : angle_axes) {
    quaternions.emplace_back(a);
    matrices.push_back(a.toRotationMatrix());
    rotations.emplace_back(a);
  }
  const PiecewiseQuaternionSlerp<double> from_quaternions(breaks, quaternions);
  const PiecewiseQuaternionSlerp<double> from_matrices(breaks, matrices);
  const PiecewiseQuaternionSlerp<double> from_rotations(breaks, rotations);
  const PiecewiseQuaternionSlerp<double> from_angle_axes(breaks, angle_axes);
  EXPECT_TRUE(from_quaternions.is_approx(from_matrices, 1e-14));
  EXPECT_TRUE(from_quaternions.is_approx(from_rotations, 1e-14));
  EXPECT_TRUE(from_quaternions.is_approx(from_angle_axes, 1e-14));
  EXPECT_EQ(from_quaternions.get_number_of_segments(), 2);
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(SameOrientation(from_quaternions.orientation(breaks[i]),
                                quaternions[i], 1e-15));
  }
  // Segment 1's velocity: the rotation q2 q1⁻¹ as angle-axis, over 1.5 s.
  const AngleAxisd delta(quaternions[2] * quaternions[1].inverse());
  EXPECT_TRUE(CompareMatrices(from_quaternions.angular_velocity(2.0),
                              delta.axis() * delta.angle() / 1.5, 1e-14));
  // At an interior break the velocity is the following segment's.
  EXPECT_TRUE(CompareMatrices(from_quaternions.angular_velocity(1.0),
                              from_quaternions.angular_velocity(2.0), 0.0));

  // Append builds the same trajectory one sample at a time.
  PiecewiseQuaternionSlerp<double> appended;
  appended.Append(0.0, quaternions[0]);
  appended.Append(1.0, rotations[1]);
  appended.Append(2.5, angle_axes[2]);
  EXPECT_TRUE(appended.is_approx(from_quaternions, 1e-14));
  EXPECT_EQ(appended.get_segment_times(), breaks);
}

// The quaternion's time derivative is ½ w ⊗ q (w in the parent frame): with
// AutoDiffXd time, the derivative of orientation(t) matches it, and central
// finite differences of value() match it to the truncation error h²/6 |q'''|
// ≈ 1e-12 (h = 1e-5, |w| < 1): 1e-9.
GTEST_TEST(PiecewiseQuaternionSlerpTest, QuaternionRateIsHalfOmegaTimesQ) {
  const std::vector<double> breaks = {0.0, 0.8, 2.0};
  const std::vector<Quaterniond> samples = {
      Quaterniond(AngleAxisd(0.2, Vector3d::UnitY())),
      Quaterniond(AngleAxisd(0.9, Vector3d(1, 1, 0).normalized())),
      Quaterniond(AngleAxisd(-0.4, Vector3d(0, 1, 1).normalized()))};
  const PiecewiseQuaternionSlerp<double> slerp(breaks, samples);
  std::vector<AutoDiffXd> breaks_ad(breaks.begin(), breaks.end());
  std::vector<Eigen::Quaternion<AutoDiffXd>> samples_ad;
  for (const Quaterniond& q : samples)
    samples_ad.push_back(q.cast<AutoDiffXd>());
  const PiecewiseQuaternionSlerp<AutoDiffXd> slerp_ad(breaks_ad, samples_ad);
  for (double t : {0.1, 0.5, 1.1, 1.9}) {
    const Quaterniond q = slerp.orientation(t);
    const Vector3d w = slerp.angular_velocity(t);
    const Quaterniond half_w_q =
        Quaterniond(0, 0.5 * w.x(), 0.5 * w.y(), 0.5 * w.z()) * q;
    const double h = 1e-5;
    const Vector4d finite_difference =
        (slerp.value(t + h) - slerp.value(t - h)) / (2 * h);
    EXPECT_TRUE(CompareMatrices(finite_difference, Wxyz(half_w_q), 1e-9)) << t;

    const AutoDiffXd t_ad(t, VectorXd::Ones(1));
    const MatrixX<AutoDiffXd> value_ad = slerp_ad.value(t_ad);
    Vector4d derivative;
    for (int i = 0; i < 4; ++i) derivative(i) = value_ad(i).derivatives()(0);
    EXPECT_TRUE(CompareMatrices(derivative, Wxyz(half_w_q), 1e-14)) << t;
  }
}

GTEST_TEST(PiecewiseQuaternionSlerpTest, Derivatives) {
  const Vector3d axis = Vector3d::UnitY();
  const PiecewiseQuaternionSlerp<double> slerp(
      {0.0, 1.0, 3.0},
      {Quaterniond::Identity(), Quaterniond(AngleAxisd(0.5, axis)),
       Quaterniond(AngleAxisd(-0.5, axis))});
  ASSERT_TRUE(slerp.has_derivative());
  EXPECT_TRUE(CompareMatrices(slerp.EvalDerivative(0.5, 0), slerp.value(0.5)));
  EXPECT_TRUE(CompareMatrices(slerp.EvalDerivative(0.5), 0.5 * axis, 1e-15));
  EXPECT_TRUE(CompareMatrices(slerp.EvalDerivative(2.0), -0.5 * axis, 1e-15));
  EXPECT_EQ(slerp.EvalDerivative(2.0, 2), MatrixX<double>(Vector3d::Zero()));

  const std::unique_ptr<Trajectory<double>> w = slerp.MakeDerivative();
  ASSERT_NE(dynamic_cast<PiecewisePolynomial<double>*>(w.get()), nullptr);
  EXPECT_EQ(w->rows(), 3);
  EXPECT_EQ(w->start_time(), 0.0);
  EXPECT_EQ(w->end_time(), 3.0);
  for (double t : {0.0, 0.5, 1.0, 2.0, 3.0}) {
    EXPECT_TRUE(CompareMatrices(w->value(t), slerp.angular_velocity(t)));
  }
  const std::unique_ptr<Trajectory<double>> alpha = slerp.MakeDerivative(2);
  EXPECT_EQ(alpha->value(1.5), MatrixX<double>(Vector3d::Zero()));
  const std::unique_ptr<Trajectory<double>> copy = slerp.MakeDerivative(0);
  EXPECT_EQ(copy->value(1.5), slerp.value(1.5));

  const std::unique_ptr<Trajectory<double>> clone = slerp.Clone();
  EXPECT_EQ(clone->value(2.2), slerp.value(2.2));
}

GTEST_TEST(PiecewiseQuaternionSlerpTest, IsApprox) {
  const Vector3d z = Vector3d::UnitZ();
  const PiecewiseQuaternionSlerp<double> a(
      {0.0, 1.0}, {Quaterniond::Identity(), Quaterniond(AngleAxisd(1.0, z))});
  // The same orientations with the sign of a sample flipped.
  const PiecewiseQuaternionSlerp<double> flipped(
      {0.0, 1.0}, {Quaterniond(-1, 0, 0, 0), Quaterniond(AngleAxisd(1.0, z))});
  EXPECT_TRUE(a.is_approx(flipped, 1e-14));
  // Samples 1e-3 rad apart: within 2e-3, not within 5e-4.
  const PiecewiseQuaternionSlerp<double> turned(
      {0.0, 1.0}, {Quaterniond::Identity(), Quaterniond(AngleAxisd(1.001, z))});
  EXPECT_TRUE(a.is_approx(turned, 2e-3));
  EXPECT_FALSE(a.is_approx(turned, 5e-4));
  // Breaks 1e-3 s apart.
  const PiecewiseQuaternionSlerp<double> later(
      {0.0, 1.001}, {Quaterniond::Identity(), Quaterniond(AngleAxisd(1.0, z))});
  EXPECT_TRUE(a.is_approx(later, 2e-3));
  EXPECT_FALSE(a.is_approx(later, 5e-4));
}

GTEST_TEST(PiecewiseQuaternionSlerpTest, BadInput) {
  const Quaterniond q = Quaterniond::Identity();
  DRAKE_EXPECT_THROWS_MESSAGE(
      PiecewiseQuaternionSlerp<double>({0.0, 1.0, 2.0}, {q, q}),
      "PiecewiseQuaternionSlerp: there are 3 breaks but 2 orientation "
      "samples; expected one sample per break.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      PiecewiseQuaternionSlerp<double>({0.0}, {q}),
      "PiecewiseQuaternionSlerp: there are 1 breaks and samples; slerp needs "
      "at least 2.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      PiecewiseQuaternionSlerp<double>({0.0, 1.0, 1.0}, {q, q, q}),
      ".*breaks must be strictly increasing.*breaks\\[1\\] = 1 and "
      "breaks\\[2\\] = 1.*");
  PiecewiseQuaternionSlerp<double> slerp({0.0, 1.0}, {q, q});
  DRAKE_EXPECT_THROWS_MESSAGE(
      slerp.Append(0.5, q),
      "PiecewiseQuaternionSlerp::Append\\(\\): time \\(0.5\\) must be after "
      "the last break \\(1\\) by at least 1e-10.");
  const PiecewiseQuaternionSlerp<double> empty;
  DRAKE_EXPECT_THROWS_MESSAGE(
      empty.orientation(0.0),
      "PiecewiseQuaternionSlerp::orientation\\(\\): the trajectory has 0 "
      "sample\\(s\\); it needs at least 2.");
}

}  // namespace piecewise_quaternion_test
}  // namespace trajectories
}  // namespace drake
