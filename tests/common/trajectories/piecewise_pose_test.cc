#include "drake/common/trajectories/piecewise_pose.h"

#include <cmath>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"

namespace drake {
namespace trajectories {
namespace piecewise_pose_test {

using Eigen::AngleAxisd;
using Eigen::Matrix4d;
using Eigen::MatrixXd;
using Eigen::Quaterniond;
using Eigen::Vector3d;
using math::RigidTransform;
using math::RotationMatrix;
using Vector6d = Vector6<double>;

// Three poses: a turn about z then about x, while the origin moves.
std::vector<RigidTransform<double>> MakePoses() {
  return {RigidTransform<double>(AngleAxisd(0.0, Vector3d::UnitZ()),
                                 Vector3d(0, 0, 0)),
          RigidTransform<double>(AngleAxisd(0.6, Vector3d::UnitZ()),
                                 Vector3d(1, 2, -1)),
          RigidTransform<double>(
              RotationMatrix<double>(AngleAxisd(0.6, Vector3d::UnitZ())) *
                  RotationMatrix<double>(AngleAxisd(-0.9, Vector3d::UnitX())),
              Vector3d(1.5, 2, 0))};
}

// MakeLinear: on [0, 2] the position is (1, 2, -1) t / 2 and the
// orientation turns 0.3 t rad about z; the velocity is (0, 0, 0.3) rad/s and
// (0.5, 1, -0.5) m/s. Rounding only: 1e-15.
GTEST_TEST(PiecewisePoseTest, MakeLinearClosedForm) {
  const std::vector<double> times = {0.0, 2.0, 3.0};
  const PiecewisePose<double> pose =
      PiecewisePose<double>::MakeLinear(times, MakePoses());
  EXPECT_EQ(pose.rows(), 4);
  EXPECT_EQ(pose.cols(), 4);
  EXPECT_EQ(pose.get_segment_times(), times);
  for (double t : {0.0, 0.4, 1.0, 1.9}) {
    const RigidTransform<double> expected(
        AngleAxisd(0.3 * t, Vector3d::UnitZ()), Vector3d(0.5, 1, -0.5) * t);
    const RigidTransform<double> X = pose.GetPose(t);
    EXPECT_TRUE(
        CompareMatrices(X.GetAsMatrix4(), expected.GetAsMatrix4(), 1e-15))
        << t;
    EXPECT_TRUE(CompareMatrices(pose.value(t), X.GetAsMatrix4()));
    Vector6d V;
    V << 0, 0, 0.3, 0.5, 1, -0.5;
    EXPECT_TRUE(CompareMatrices(pose.GetVelocity(t), V, 1e-15)) << t;
    EXPECT_TRUE(CompareMatrices(pose.EvalDerivative(t), V, 1e-15)) << t;
    EXPECT_TRUE(CompareMatrices(pose.GetAcceleration(t), Vector6d::Zero()));
  }
  // The second segment turns -0.9 rad about the body x axis, i.e. about
  // R_PB(2) x in the parent frame, over 1 s; the origin moves (0.5, 0, 1).
  Vector6d V2;
  V2.head<3>() =
      -0.9 * (AngleAxisd(0.6, Vector3d::UnitZ()) * Vector3d::UnitX());
  V2.tail<3>() = Vector3d(0.5, 0, 1);
  EXPECT_TRUE(CompareMatrices(pose.GetVelocity(2.5), V2, 1e-14));
  // Outside the breaks: the pose holds its end values, the velocity is 0.
  EXPECT_TRUE(CompareMatrices(pose.value(-1.0), pose.value(0.0)));
  EXPECT_TRUE(CompareMatrices(pose.value(4.0), pose.value(3.0)));
  EXPECT_EQ(pose.GetVelocity(-0.1), Vector6d::Zero());
  EXPECT_EQ(pose.GetVelocity(3.1), Vector6d::Zero());
  EXPECT_EQ(pose.GetAcceleration(3.1), Vector6d::Zero());
  // The parts.
  EXPECT_TRUE(CompareMatrices(pose.get_position_trajectory().value(1.0),
                              Vector3d(0.5, 1, -0.5), 1e-15));
  EXPECT_EQ(pose.get_orientation_trajectory().get_number_of_segments(), 2);
}

// The cubic position starts and ends with the given velocities and its
// second derivative is continuous. GetVelocity() against central finite
// differences of GetPose(), h = 1e-6: for the position the truncation error
// h²/6 |p'''| is below 1e-11 (|p'''| < 100 here) and the rounding error
// ε |p| / h about 1e-10; the angular velocity from the quaternion
// difference, ω = 2 vec((q(t+h) − q(t−h)) / 2h ⊗ q(t)*), has truncation
// error h² |ω|³ / 6 < 1e-12 and the same rounding. 1e-8 covers both with
// margin.
GTEST_TEST(PiecewisePoseTest, CubicVelocityMatchesFiniteDifferences) {
  const std::vector<double> times = {0.0, 2.0, 3.0};
  const Vector3d start_vel(0.2, 0, -0.1);
  const Vector3d end_vel(0, 0.5, 0);
  const PiecewisePose<double> pose =
      PiecewisePose<double>::MakeCubicLinearWithEndLinearVelocity(
          times, MakePoses(), start_vel, end_vel);
  EXPECT_TRUE(
      CompareMatrices(pose.GetVelocity(0.0).tail<3>(), start_vel, 1e-14));
  EXPECT_TRUE(CompareMatrices(pose.GetVelocity(3.0).tail<3>(), end_vel, 1e-14));
  // Default end velocities are zero.
  const PiecewisePose<double> at_rest =
      PiecewisePose<double>::MakeCubicLinearWithEndLinearVelocity(times,
                                                                  MakePoses());
  EXPECT_TRUE(CompareMatrices(at_rest.GetVelocity(0.0).tail<3>(),
                              Vector3d::Zero(), 1e-14));
  // Continuous acceleration at the interior break.
  EXPECT_TRUE(CompareMatrices(pose.GetAcceleration(2.0 - 1e-12),
                              pose.GetAcceleration(2.0), 1e-9));

  const double h = 1e-6;
  for (double t : {0.3, 1.0, 1.7, 2.2, 2.9}) {
    const RigidTransform<double> X_plus = pose.GetPose(t + h);
    const RigidTransform<double> X_minus = pose.GetPose(t - h);
    const Vector3d v = (X_plus.translation() - X_minus.translation()) / (2 * h);
    const Quaterniond q_plus =
        pose.get_orientation_trajectory().orientation(t + h);
    const Quaterniond q_minus =
        pose.get_orientation_trajectory().orientation(t - h);
    const Quaterniond q = pose.get_orientation_trajectory().orientation(t);
    Quaterniond q_dot;
    q_dot.coeffs() = (q_plus.coeffs() - q_minus.coeffs()) / (2 * h);
    const Vector3d w = 2 * (q_dot * q.conjugate()).vec();
    const Vector6d V = pose.GetVelocity(t);
    EXPECT_TRUE(CompareMatrices(V.tail<3>(), v, 1e-8)) << t;
    EXPECT_TRUE(CompareMatrices(V.head<3>(), w, 1e-8)) << t;
    // The acceleration against differences of the velocity (same bounds).
    const Vector3d a = (pose.GetVelocity(t + h).tail<3>() -
                        pose.GetVelocity(t - h).tail<3>()) /
                       (2 * h);
    EXPECT_TRUE(CompareMatrices(pose.GetAcceleration(t).tail<3>(), a, 1e-8));
    EXPECT_EQ(pose.GetAcceleration(t).head<3>(), Vector3d::Zero());
  }
}

GTEST_TEST(PiecewisePoseTest, Derivatives) {
  const std::vector<double> times = {0.0, 2.0, 3.0};
  const PiecewisePose<double> pose =
      PiecewisePose<double>::MakeCubicLinearWithEndLinearVelocity(
          times, MakePoses(), Vector3d(1, 0, 0), Vector3d(0, 0, 1));
  ASSERT_TRUE(pose.has_derivative());
  const std::unique_ptr<Trajectory<double>> velocity = pose.MakeDerivative();
  const std::unique_ptr<Trajectory<double>> acceleration =
      pose.MakeDerivative(2);
  EXPECT_EQ(velocity->rows(), 6);
  EXPECT_EQ(velocity->cols(), 1);
  for (double t : {0.0, 0.5, 2.0, 2.5, 3.0}) {
    EXPECT_TRUE(CompareMatrices(velocity->value(t), pose.GetVelocity(t), 1e-14))
        << t;
    EXPECT_TRUE(
        CompareMatrices(pose.EvalDerivative(t, 1), pose.GetVelocity(t), 1e-14));
    EXPECT_TRUE(
        CompareMatrices(acceleration->value(t), pose.GetAcceleration(t), 1e-13))
        << t;
    EXPECT_TRUE(CompareMatrices(pose.EvalDerivative(t, 2),
                                pose.GetAcceleration(t), 1e-13));
  }
  EXPECT_TRUE(CompareMatrices(pose.EvalDerivative(1.0, 0), pose.value(1.0)));
  EXPECT_TRUE(
      CompareMatrices(pose.MakeDerivative(0)->value(1.0), pose.value(1.0)));
  EXPECT_TRUE(CompareMatrices(pose.Clone()->value(2.5), pose.value(2.5)));
}

GTEST_TEST(PiecewisePoseTest, ConstructorAndIsApprox) {
  const std::vector<double> times = {0.0, 1.0};
  const std::vector<MatrixXd> positions = {Vector3d(0, 0, 0),
                                           Vector3d(1, 1, 1)};
  const PiecewisePolynomial<double> position =
      PiecewisePolynomial<double>::FirstOrderHold(times, positions);
  const PiecewiseQuaternionSlerp<double> orientation(
      times, std::vector<Quaterniond>{
                 Quaterniond::Identity(),
                 Quaterniond(AngleAxisd(0.5, Vector3d::UnitY()))});
  const PiecewisePose<double> pose(position, orientation);
  EXPECT_TRUE(pose.IsApprox(pose, 0.0));
  EXPECT_TRUE(pose.get_position_trajectory().isApprox(position, 0.0));
  EXPECT_TRUE(pose.get_orientation_trajectory().is_approx(orientation, 0.0));
  const PiecewisePose<double> moved(
      PiecewisePolynomial<double>::FirstOrderHold(
          times, {Vector3d(0, 0, 0), Vector3d(1, 1, 1.01)}),
      orientation);
  EXPECT_FALSE(pose.IsApprox(moved, 1e-3));
  EXPECT_TRUE(pose.IsApprox(moved, 0.02));
  const PiecewisePose<double> empty;
  EXPECT_EQ(empty.get_number_of_segments(), 0);

  DRAKE_EXPECT_THROWS_MESSAGE(
      PiecewisePose<double>(
          PiecewisePolynomial<double>::FirstOrderHold(
              times, {Eigen::Vector2d(0, 0), Eigen::Vector2d(1, 1)}),
          orientation),
      "PiecewisePose: the position trajectory must be 3x1, but it is 2x1.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      PiecewisePose<double>(
          PiecewisePolynomial<double>::FirstOrderHold({0.0, 2.0}, positions),
          orientation),
      "PiecewisePose: the position and orientation trajectories must have the "
      "same breaks, but they have 1 and 1 segment\\(s\\) over \\[0, 2\\] and "
      "\\[0, 1\\].");
  // Three times, two poses (the position interpolation reports it).
  DRAKE_EXPECT_THROWS_MESSAGE(
      PiecewisePose<double>::MakeLinear({0.0, 1.0, 2.0},
                                        std::vector<RigidTransform<double>>(2)),
      ".*3.*2.*");
}

}  // namespace piecewise_pose_test
}  // namespace trajectories
}  // namespace drake
