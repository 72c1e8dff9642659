// TrajectorySource outputs a PiecewisePolynomial's value and derivatives
// at the context's time.

#include "drake/systems/primitives/trajectory_source.h"

#include <gtest/gtest.h>

#include "drake/common/trajectories/piecewise_polynomial.h"

namespace drake {
namespace systems {
namespace trajectory_source_test {

// A first-order hold through (0, [0, 1]), (2, [4, −1]): the value is linear
// and the first derivative is the slope ([2, −1]) inside [0, 2], zero
// outside. Linear interpolation of small binary fractions is exact to
// roundoff (1e-15).
GTEST_TEST(TrajectorySourceTest, ValueAndDerivative) {
  Eigen::VectorXd breaks(2);
  breaks << 0.0, 2.0;
  Eigen::MatrixXd samples(2, 2);
  samples << 0.0, 4.0, 1.0, -1.0;
  const auto pp = trajectories::PiecewisePolynomial<double>::FirstOrderHold(
      breaks, samples);
  TrajectorySource<double> source(pp, 1);
  EXPECT_EQ(source.get_output_port(0).get_name(), "y0");
  EXPECT_EQ(source.get_output_port(0).size(), 4);
  auto context = source.CreateDefaultContext();
  context->SetTime(0.5);
  Eigen::Vector4d expected(1.0, 0.5, 2.0, -1.0);
  EXPECT_TRUE(Eigen::VectorXd(source.get_output_port(0).Eval(*context))
                  .isApprox(expected, 1e-15));
  context->SetTime(3.0);
  const Eigen::VectorXd beyond = source.get_output_port(0).Eval(*context);
  EXPECT_EQ(beyond[2], 0.0);
  EXPECT_EQ(beyond[3], 0.0);

  // A new trajectory of the same shape replaces the old one.
  samples << 1.0, 1.0, 2.0, 2.0;
  source.UpdateTrajectory(
      trajectories::PiecewisePolynomial<double>::FirstOrderHold(breaks,
                                                                samples));
  auto fresh = source.CreateDefaultContext();
  fresh->SetTime(1.0);
  EXPECT_NEAR(source.get_output_port(0).Eval(*fresh)[1], 2.0, 1e-15);
  EXPECT_THROW(TrajectorySource<double>(pp, -1), std::logic_error);
}

}  // namespace trajectory_source_test
}  // namespace systems
}  // namespace drake
