#include "drake/common/trajectories/stacked_trajectory.h"

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/common/trajectories/function_handle_trajectory.h"
#include "drake/common/trajectories/piecewise_polynomial.h"

namespace drake {
namespace trajectories {
namespace stacked_trajectory_test {

using Eigen::Matrix2d;
using Eigen::MatrixXd;
using Eigen::Vector2d;
using PPd = PiecewisePolynomial<double>;

// a(t) = [t, 2t] and b(t) = 3 − t on [0, 2] (first-order holds).
PPd MakeA() {
  return PPd::FirstOrderHold(std::vector<double>{0.0, 2.0},
                             {Vector2d(0, 0), Vector2d(2, 4)});
}
PPd MakeB() {
  return PPd::FirstOrderHold(
      std::vector<double>{0.0, 2.0},
      {MatrixXd::Constant(1, 1, 3.0), MatrixXd::Constant(1, 1, 1.0)});
}

GTEST_TEST(StackedTrajectoryTest, Rowwise) {
  StackedTrajectory<double> stack;
  EXPECT_TRUE(stack.rowwise());
  EXPECT_EQ(stack.rows(), 0);
  EXPECT_EQ(stack.cols(), 0);
  EXPECT_EQ(stack.start_time(), 0.0);
  EXPECT_EQ(stack.end_time(), 0.0);
  stack.Append(MakeA());
  stack.Append(MakeB());
  EXPECT_EQ(stack.rows(), 3);
  EXPECT_EQ(stack.cols(), 1);
  EXPECT_EQ(stack.start_time(), 0.0);
  EXPECT_EQ(stack.end_time(), 2.0);
  for (double t : {0.0, 0.5, 2.0}) {
    EXPECT_TRUE(CompareMatrices(stack.value(t),
                                Eigen::Vector3d(t, 2 * t, 3 - t), 1e-15));
    EXPECT_TRUE(CompareMatrices(stack.EvalDerivative(t),
                                Eigen::Vector3d(1, 2, -1), 1e-15));
  }
  ASSERT_TRUE(stack.has_derivative());
  const std::unique_ptr<Trajectory<double>> derivative = stack.MakeDerivative();
  EXPECT_TRUE(CompareMatrices(derivative->value(1.0), Eigen::Vector3d(1, 2, -1),
                              1e-15));
  // The children are copies, in order.
  int count = 0;
  for (const Trajectory<double>* child : stack.children()) {
    EXPECT_EQ(child->rows(), count == 0 ? 2 : 1);
    ++count;
  }
  EXPECT_EQ(count, 2);
  const std::unique_ptr<Trajectory<double>> clone = stack.Clone();
  EXPECT_EQ(clone->value(1.5), stack.value(1.5));
}

GTEST_TEST(StackedTrajectoryTest, Columnwise) {
  StackedTrajectory<double> stack(false);
  EXPECT_FALSE(stack.rowwise());
  stack.Append(MakeA());
  // [[1, t], [0, 1]] on [0, 2].
  stack.Append(PPd::FirstOrderHold(std::vector<double>{0.0, 2.0},
                                   {(Matrix2d() << 1, 0, 0, 1).finished(),
                                    (Matrix2d() << 1, 2, 0, 1).finished()}));
  EXPECT_EQ(stack.rows(), 2);
  EXPECT_EQ(stack.cols(), 3);
  MatrixXd expected(2, 3);
  expected << 1.5, 1, 1.5, 3, 0, 1;
  EXPECT_TRUE(CompareMatrices(stack.value(1.5), expected, 1e-15));
  MatrixXd expected_derivative(2, 3);
  expected_derivative << 1, 0, 1, 2, 0, 0;
  EXPECT_TRUE(
      CompareMatrices(stack.EvalDerivative(1.5), expected_derivative, 1e-15));
}

GTEST_TEST(StackedTrajectoryTest, HasDerivativeOnlyIfEveryChildHas) {
  StackedTrajectory<double> stack;
  stack.Append(MakeB());
  stack.Append(FunctionHandleTrajectory<double>(
      [](const double& t) { return MatrixXd::Constant(1, 1, t * t); }, 1, 1,
      0.0, 2.0));
  EXPECT_FALSE(stack.has_derivative());
  EXPECT_TRUE(CompareMatrices(stack.value(1.5), Vector2d(1.5, 2.25), 1e-15));
}

GTEST_TEST(StackedTrajectoryTest, BadInput) {
  StackedTrajectory<double> stack;
  stack.Append(MakeA());
  DRAKE_EXPECT_THROWS_MESSAGE(
      stack.Append(PPd::FirstOrderHold(std::vector<double>{0.0, 3.0},
                                       {Vector2d(0, 0), Vector2d(1, 1)})),
      "StackedTrajectory::Append\\(\\): the trajectory spans \\[0, 3\\] but "
      "the stack spans \\[0, 2\\]; they must be the same.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      stack.Append(PPd::FirstOrderHold(std::vector<double>{0.0, 2.0},
                                       {Matrix2d::Zero(), Matrix2d::Ones()})),
      "StackedTrajectory::Append\\(\\): the trajectory is 2x2 but the rowwise "
      "stack is 2x1; the columns must match.");
  StackedTrajectory<double> columns(false);
  columns.Append(MakeA());
  DRAKE_EXPECT_THROWS_MESSAGE(
      columns.Append(MakeB()),
      "StackedTrajectory::Append\\(\\): the trajectory is 1x1 but the "
      "columnwise stack is 2x1; the rows must match.");
  // A failed Append leaves the stack as it was.
  EXPECT_EQ(stack.rows(), 2);
  EXPECT_EQ(columns.cols(), 1);
}

}  // namespace stacked_trajectory_test
}  // namespace trajectories
}  // namespace drake
