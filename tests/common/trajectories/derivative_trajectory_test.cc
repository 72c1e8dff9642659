#include "drake/common/trajectories/derivative_trajectory.h"

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/polynomial.h"
#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/common/trajectories/discrete_time_trajectory.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/common/trajectories/piecewise_quaternion.h"

namespace drake {
namespace trajectories {
namespace derivative_trajectory_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::VectorXd;

// p(t) = [1 + 2t + 3t² − t³, 4 − t²] on [0, 2] (one segment, local time =
// t): p' = [2 + 6t − 3t², −2t], p'' = [6 − 6t, −2], p''' = [−6, 0].
PiecewisePolynomial<double> MakeCubic() {
  MatrixX<Polynomiald> segment(2, 1);
  segment(0) = Polynomiald(VectorXd((VectorXd(4) << 1, 2, 3, -1).finished()));
  segment(1) = Polynomiald(VectorXd((VectorXd(3) << 4, 0, -1).finished()));
  return PiecewisePolynomial<double>(std::vector<MatrixX<Polynomiald>>{segment},
                                     std::vector<double>{0.0, 2.0});
}

// The derivative trajectory equals the analytic derivatives (polynomial
// evaluation, rounding only: 1e-14).
GTEST_TEST(DerivativeTrajectoryTest, MatchesAnalyticDerivative) {
  const PiecewisePolynomial<double> p = MakeCubic();
  const DerivativeTrajectory<double> velocity(p);
  const DerivativeTrajectory<double> acceleration(p, 2);
  EXPECT_EQ(velocity.rows(), 2);
  EXPECT_EQ(velocity.cols(), 1);
  EXPECT_EQ(velocity.start_time(), 0.0);
  EXPECT_EQ(velocity.end_time(), 2.0);
  ASSERT_TRUE(velocity.has_derivative());
  for (double t : {0.0, 0.25, 1.0, 1.5, 2.0}) {
    const Vector2d p_dot(2 + 6 * t - 3 * t * t, -2 * t);
    const Vector2d p_ddot(6 - 6 * t, -2);
    EXPECT_TRUE(CompareMatrices(velocity.value(t), p_dot, 1e-14)) << t;
    EXPECT_TRUE(CompareMatrices(acceleration.value(t), p_ddot, 1e-14)) << t;
    // Its own derivatives are the nominal's of higher order.
    EXPECT_TRUE(CompareMatrices(velocity.EvalDerivative(t), p_ddot, 1e-14));
    EXPECT_TRUE(
        CompareMatrices(velocity.EvalDerivative(t, 2), Vector2d(-6, 0), 1e-14));
    EXPECT_TRUE(CompareMatrices(velocity.EvalDerivative(t, 0), p_dot, 1e-14));
  }
  const std::unique_ptr<Trajectory<double>> jerk = velocity.MakeDerivative(2);
  ASSERT_NE(dynamic_cast<DerivativeTrajectory<double>*>(jerk.get()), nullptr);
  EXPECT_TRUE(CompareMatrices(jerk->value(0.7), Vector2d(-6, 0), 1e-14));
  // Order 0 is the nominal itself.
  const DerivativeTrajectory<double> same(p, 0);
  EXPECT_TRUE(CompareMatrices(same.value(1.3), p.value(1.3)));
}

// The nominal is copied: changing the original later changes nothing.
GTEST_TEST(DerivativeTrajectoryTest, CopiesNominal) {
  PiecewisePolynomial<double> p = MakeCubic();
  const DerivativeTrajectory<double> velocity(p);
  p.shiftRight(10.0);
  EXPECT_EQ(velocity.start_time(), 0.0);
  EXPECT_TRUE(CompareMatrices(velocity.value(1.0), Vector2d(5, -2), 1e-14));
  const std::unique_ptr<Trajectory<double>> clone = velocity.Clone();
  EXPECT_TRUE(CompareMatrices(clone->value(1.0), Vector2d(5, -2), 1e-14));
  DerivativeTrajectory<double> copy = velocity;
  EXPECT_TRUE(CompareMatrices(copy.value(0.0), Vector2d(2, 0), 1e-14));
}

// The size is the derivative's: a slerp is 4x1, its angular velocity 3x1.
GTEST_TEST(DerivativeTrajectoryTest, SizeOfTheDerivative) {
  const PiecewiseQuaternionSlerp<double> slerp(
      {0.0, 2.0},
      std::vector<Eigen::Quaterniond>{Eigen::Quaterniond::Identity(),
                                      Eigen::Quaterniond(Eigen::AngleAxisd(
                                          1.0, Eigen::Vector3d::UnitZ()))});
  const DerivativeTrajectory<double> w(slerp);
  EXPECT_EQ(w.rows(), 3);
  EXPECT_TRUE(CompareMatrices(w.value(1.0), Eigen::Vector3d(0, 0, 0.5), 1e-15));
}

GTEST_TEST(DerivativeTrajectoryTest, BadInput) {
  const DiscreteTimeTrajectory<double> samples(
      std::vector<double>{0.0, 1.0},
      std::vector<MatrixXd>{MatrixXd::Zero(1, 1), MatrixXd::Ones(1, 1)});
  DRAKE_EXPECT_THROWS_MESSAGE(
      DerivativeTrajectory<double>(samples),
      "DerivativeTrajectory: the nominal trajectory \\(a "
      "drake::trajectories::DiscreteTimeTrajectory<double>\\) has no "
      "derivatives \\(has_derivative\\(\\) is false\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DerivativeTrajectory<double>(MakeCubic(), -1),
      "DerivativeTrajectory: derivative_order must be >= 0, got -1.");
}

}  // namespace derivative_trajectory_test
}  // namespace trajectories
}  // namespace drake
