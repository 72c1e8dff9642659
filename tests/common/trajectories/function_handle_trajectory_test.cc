#include "drake/common/trajectories/function_handle_trajectory.h"

#include <cmath>
#include <limits>
#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/common/trajectories/derivative_trajectory.h"

namespace drake {
namespace trajectories {
namespace function_handle_trajectory_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;

// f(t) = [sin t, t²].
MatrixXd F(const double& t) { return Vector2d(std::sin(t), t * t); }

MatrixXd FDerivative(const double& t, int order) {
  switch (order) {
    case 1:
      return Vector2d(std::cos(t), 2 * t);
    case 2:
      return Vector2d(-std::sin(t), 2);
    default:
      throw std::runtime_error("order not implemented");
  }
}

GTEST_TEST(FunctionHandleTrajectoryTest, ValueAndDerivatives) {
  FunctionHandleTrajectory<double> f(F, 2, 1, 0.0, 3.0);
  EXPECT_EQ(f.rows(), 2);
  EXPECT_EQ(f.cols(), 1);
  EXPECT_EQ(f.start_time(), 0.0);
  EXPECT_EQ(f.end_time(), 3.0);
  EXPECT_EQ(f.value(1.5), F(1.5));
  // No clamping: the function is called at any time.
  EXPECT_EQ(f.value(4.0), F(4.0));
  EXPECT_FALSE(f.has_derivative());
  EXPECT_EQ(f.EvalDerivative(1.0, 0), F(1.0));
  DRAKE_EXPECT_THROWS_MESSAGE(
      f.EvalDerivative(1.0),
      "FunctionHandleTrajectory: derivative of order 1 requested, but no "
      "derivative function was set \\(see set_derivative\\(\\)\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(f.MakeDerivative(2),
                              ".*derivative of order 2 requested.*");

  f.set_derivative(FDerivative);
  ASSERT_TRUE(f.has_derivative());
  EXPECT_EQ(f.EvalDerivative(1.0), FDerivative(1.0, 1));
  EXPECT_EQ(f.EvalDerivative(1.0, 2), FDerivative(1.0, 2));
  DRAKE_EXPECT_THROWS_MESSAGE(f.EvalDerivative(1.0, 3),
                              "order not implemented");
  const std::unique_ptr<Trajectory<double>> f_dot = f.MakeDerivative();
  ASSERT_NE(dynamic_cast<DerivativeTrajectory<double>*>(f_dot.get()), nullptr);
  EXPECT_EQ(f_dot->value(0.7), FDerivative(0.7, 1));
  EXPECT_EQ(f_dot->EvalDerivative(0.7), FDerivative(0.7, 2));
  EXPECT_EQ(f.MakeDerivative(0)->value(0.7), F(0.7));
  // Clones keep the derivative.
  const std::unique_ptr<Trajectory<double>> clone = f.Clone();
  EXPECT_TRUE(clone->has_derivative());
  EXPECT_EQ(clone->EvalDerivative(2.0), FDerivative(2.0, 1));
}

GTEST_TEST(FunctionHandleTrajectoryTest, DefaultsAndEmpty) {
  const FunctionHandleTrajectory<double> f(
      [](const double& t) { return MatrixXd::Constant(1, 1, 2 * t); }, 1);
  EXPECT_EQ(f.cols(), 1);
  EXPECT_EQ(f.start_time(), -std::numeric_limits<double>::infinity());
  EXPECT_EQ(f.end_time(), std::numeric_limits<double>::infinity());
  EXPECT_EQ(f.value(3.0)(0), 6.0);
  const FunctionHandleTrajectory<double> empty(nullptr, 0);
  EXPECT_EQ(empty.value(1.0).size(), 0);
}

GTEST_TEST(FunctionHandleTrajectoryTest, BadInput) {
  using Fht = FunctionHandleTrajectory<double>;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Fht(F, 3),
      "FunctionHandleTrajectory: the function returned a 2x1 "
      "matrix, but the trajectory is 3x1.");
  DRAKE_EXPECT_THROWS_MESSAGE(Fht(nullptr, 2),
                              "FunctionHandleTrajectory: the function is "
                              "null.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Fht(F, -1),
      "FunctionHandleTrajectory: rows and cols must be >= 0, got "
      "-1 and 1.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Fht(F, 2, 1, 2.0, 1.0),
      "FunctionHandleTrajectory: start_time \\(2\\) must be <= end_time "
      "\\(1\\).");
  // A function whose size changes with time is caught at each call.
  Fht changing(
      [](const double& t) {
        return t < 1 ? MatrixXd(Vector2d(1, 2)) : MatrixXd::Ones(3, 1);
      },
      2, 1, 0.0, 2.0);
  DRAKE_EXPECT_THROWS_MESSAGE(changing.value(1.5),
                              ".*returned a 3x1 matrix, but the trajectory is "
                              "2x1.");
  changing.set_derivative(
      [](const double&, int) { return MatrixXd::Zero(1, 1); });
  DRAKE_EXPECT_THROWS_MESSAGE(
      changing.EvalDerivative(0.5),
      "FunctionHandleTrajectory: the derivative function returned a 1x1 "
      "matrix for order 1, but the trajectory is 2x1.");
}

}  // namespace function_handle_trajectory_test
}  // namespace trajectories
}  // namespace drake
