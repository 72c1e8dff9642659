#include "drake/common/trajectories/path_parameterized_trajectory.h"

#include <cmath>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/polynomial.h"
#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/common/trajectories/derivative_trajectory.h"
#include "drake/common/trajectories/function_handle_trajectory.h"
#include "drake/common/trajectories/piecewise_polynomial.h"

namespace drake {
namespace trajectories {
namespace path_parameterized_trajectory_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::VectorXd;
using PPd = PiecewisePolynomial<double>;

PPd Monomials(const std::vector<VectorXd>& coefficients, double start,
              double end) {
  MatrixX<Polynomiald> segment(coefficients.size(), 1);
  for (size_t i = 0; i < coefficients.size(); ++i) {
    segment(i) = Polynomiald(coefficients[i]);
  }
  return PPd(std::vector<MatrixX<Polynomiald>>{segment},
             std::vector<double>{start, end});
}

// r(s) = [s³, s] on [0, 3] and s(t) = t² on [0, 1.5]: q(t) = [t⁶, t²], so
// q' = [6t⁵, 2t], q'' = [30t⁴, 2], q''' = [120t³, 0], q'''' = [360t², 0].
// Faà di Bruno sums a few exact polynomial terms: 1e-12 relative to the
// largest (360 · 2.25 ≈ 800).
GTEST_TEST(PathParameterizedTrajectoryTest, MatchesChainRule) {
  const PPd path = Monomials({(VectorXd(4) << 0, 0, 0, 1).finished(),
                              (VectorXd(2) << 0, 1).finished()},
                             0.0, 3.0);
  const PPd time_scaling =
      Monomials({(VectorXd(3) << 0, 0, 1).finished()}, 0.0, 1.5);
  const PathParameterizedTrajectory<double> q(path, time_scaling);
  EXPECT_EQ(q.rows(), 2);
  EXPECT_EQ(q.cols(), 1);
  EXPECT_EQ(q.start_time(), 0.0);
  EXPECT_EQ(q.end_time(), 1.5);
  ASSERT_TRUE(q.has_derivative());
  for (double t : {0.0, 0.4, 1.0, 1.3, 1.5}) {
    const double t2 = t * t;
    EXPECT_TRUE(CompareMatrices(q.value(t), Vector2d(t2 * t2 * t2, t2), 1e-13))
        << t;
    EXPECT_TRUE(CompareMatrices(q.EvalDerivative(t, 1),
                                Vector2d(6 * t2 * t2 * t, 2 * t), 1e-12));
    EXPECT_TRUE(CompareMatrices(q.EvalDerivative(t, 2),
                                Vector2d(30 * t2 * t2, 2), 1e-12));
    EXPECT_TRUE(CompareMatrices(q.EvalDerivative(t, 3),
                                Vector2d(120 * t2 * t, 0), 1e-12));
    EXPECT_TRUE(CompareMatrices(q.EvalDerivative(t, 4), Vector2d(360 * t2, 0),
                                1e-12 * 800));
  }
  // Outside [0, 1.5]: the nearest end.
  EXPECT_TRUE(CompareMatrices(q.value(-1.0), q.value(0.0)));
  EXPECT_TRUE(CompareMatrices(q.value(2.0), q.value(1.5)));
  // MakeDerivative is a DerivativeTrajectory with the same values.
  const std::unique_ptr<Trajectory<double>> q_dot = q.MakeDerivative();
  ASSERT_NE(dynamic_cast<DerivativeTrajectory<double>*>(q_dot.get()), nullptr);
  EXPECT_TRUE(CompareMatrices(q_dot->value(0.7), q.EvalDerivative(0.7), 0.0));
  // The parts are copies.
  EXPECT_TRUE(CompareMatrices(q.path().value(2.0), path.value(2.0)));
  EXPECT_TRUE(
      CompareMatrices(q.time_scaling().value(1.0), time_scaling.value(1.0)));
  EXPECT_TRUE(CompareMatrices(q.Clone()->value(1.2), q.value(1.2)));
}

// A non-polynomial case: r(s) = sin s, s(t) = 2t + 1, q⁽ⁿ⁾ = 2ⁿ sin⁽ⁿ⁾(2t
// + 1).
GTEST_TEST(PathParameterizedTrajectoryTest, LinearTimeScaling) {
  FunctionHandleTrajectory<double> path(
      [](const double& s) { return MatrixXd::Constant(1, 1, std::sin(s)); }, 1);
  path.set_derivative([](const double& s, int order) {
    const double values[4] = {std::sin(s), std::cos(s), -std::sin(s),
                              -std::cos(s)};
    return MatrixXd::Constant(1, 1, values[order % 4]);
  });
  const PPd time_scaling = PPd::FirstOrderHold(
      std::vector<double>{0.0, 2.0},
      {MatrixXd::Constant(1, 1, 1.0), MatrixXd::Constant(1, 1, 5.0)});
  const PathParameterizedTrajectory<double> q(path, time_scaling);
  for (double t : {0.2, 1.1}) {
    const double s = 2 * t + 1;
    EXPECT_NEAR(q.value(t)(0), std::sin(s), 1e-15);
    EXPECT_NEAR(q.EvalDerivative(t, 1)(0), 2 * std::cos(s), 1e-14);
    EXPECT_NEAR(q.EvalDerivative(t, 2)(0), -4 * std::sin(s), 1e-14);
    EXPECT_NEAR(q.EvalDerivative(t, 3)(0), -8 * std::cos(s), 1e-13);
  }
}

GTEST_TEST(PathParameterizedTrajectoryTest, BadInput) {
  const PPd path = PPd::FirstOrderHold(std::vector<double>{0.0, 1.0},
                                       {Vector2d(0, 0), Vector2d(1, 1)});
  DRAKE_EXPECT_THROWS_MESSAGE(
      PathParameterizedTrajectory<double>(path, path),
      "PathParameterizedTrajectory: the time scaling must be 1x1, but it is "
      "2x1.");
}

}  // namespace path_parameterized_trajectory_test
}  // namespace trajectories
}  // namespace drake
