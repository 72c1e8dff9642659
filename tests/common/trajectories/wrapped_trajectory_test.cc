#include "drake/common/trajectories/wrapped_trajectory.h"

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/trajectories/piecewise_polynomial.h"

namespace drake {
namespace trajectories {
namespace internal {
namespace wrapped_trajectory_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using PPd = PiecewisePolynomial<double>;

GTEST_TEST(WrappedTrajectoryTest, Forwards) {
  auto pp = std::make_shared<PPd>(PPd::FirstOrderHold(
      std::vector<double>{1.0, 3.0}, {Vector2d(0, 2), Vector2d(4, 0)}));
  const WrappedTrajectory<double> wrapped(pp);
  EXPECT_EQ(wrapped.unwrap(), pp.get());
  EXPECT_EQ(wrapped.rows(), 2);
  EXPECT_EQ(wrapped.cols(), 1);
  EXPECT_EQ(wrapped.start_time(), 1.0);
  EXPECT_EQ(wrapped.end_time(), 3.0);
  EXPECT_EQ(wrapped.value(2.0), MatrixXd(Vector2d(2, 1)));
  EXPECT_TRUE(wrapped.has_derivative());
  EXPECT_EQ(wrapped.EvalDerivative(2.0), MatrixXd(Vector2d(2, -1)));
  // Clone and MakeDerivative return the wrapped trajectory's results.
  const std::unique_ptr<Trajectory<double>> clone = wrapped.Clone();
  ASSERT_NE(dynamic_cast<PPd*>(clone.get()), nullptr);
  EXPECT_EQ(clone->value(1.5), pp->value(1.5));
  const std::unique_ptr<Trajectory<double>> derivative =
      wrapped.MakeDerivative();
  ASSERT_NE(dynamic_cast<PPd*>(derivative.get()), nullptr);
  EXPECT_EQ(derivative->value(1.5), MatrixXd(Vector2d(2, -1)));
  // The wrapper shares the trajectory (no copy).
  pp->shiftRight(1.0);
  EXPECT_EQ(wrapped.start_time(), 2.0);
}

GTEST_TEST(WrappedTrajectoryTest, Null) {
  DRAKE_EXPECT_THROWS_MESSAGE(WrappedTrajectory<double>(nullptr),
                              "WrappedTrajectory: the trajectory is null.");
}

}  // namespace wrapped_trajectory_test
}  // namespace internal
}  // namespace trajectories
}  // namespace drake
