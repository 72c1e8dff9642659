#include "drake/common/trajectories/discrete_time_trajectory.h"

#include <limits>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"

namespace drake {
namespace trajectories {
namespace discrete_time_trajectory_test {

using Eigen::Matrix2d;
using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::Vector3d;

GTEST_TEST(DiscreteTimeTrajectoryTest, EigenSamples) {
  // Columns are the samples at times 0.5, 1, 2.
  MatrixXd values(2, 3);
  values << 1, 2, 3, 4, 5, 6;
  const DiscreteTimeTrajectory<double> x(Vector3d(0.5, 1.0, 2.0), values);
  EXPECT_EQ(x.num_times(), 3);
  EXPECT_EQ(x.get_times(), std::vector<double>({0.5, 1.0, 2.0}));
  EXPECT_EQ(x.time_comparison_tolerance(),
            std::numeric_limits<double>::epsilon());
  EXPECT_EQ(x.rows(), 2);
  EXPECT_EQ(x.cols(), 1);
  EXPECT_EQ(x.start_time(), 0.5);
  EXPECT_EQ(x.end_time(), 2.0);
  EXPECT_EQ(x.value(0.5), MatrixXd(Vector2d(1, 4)));
  EXPECT_EQ(x.value(1.0), MatrixXd(Vector2d(2, 5)));
  EXPECT_EQ(x.value(2.0), MatrixXd(Vector2d(3, 6)));
  EXPECT_FALSE(x.has_derivative());
  EXPECT_EQ(x.Clone()->value(1.0), x.value(1.0));
  EXPECT_EQ(x.vector_values(std::vector<double>{2.0, 0.5}),
            (MatrixXd(2, 2) << 3, 1, 6, 4).finished());

  // Between, before and after the samples: throws, naming the time.
  DRAKE_EXPECT_THROWS_MESSAGE(
      x.value(0.75),
      "DiscreteTimeTrajectory: value requested at time 0.75 does not match "
      "any of the 3 sample times \\(in \\[0.5, 2\\]\\) within tolerance "
      "2.220446049250313e-16.");
  DRAKE_EXPECT_THROWS_MESSAGE(x.value(0.0), ".*at time 0 does not match.*");
  DRAKE_EXPECT_THROWS_MESSAGE(x.value(2.5), ".*at time 2.5 does not match.*");
  DRAKE_EXPECT_THROWS_MESSAGE(x.value(1.0 + 1e-9),
                              ".*at time 1.000000001 does not match.*");
  DRAKE_EXPECT_THROWS_MESSAGE(x.EvalDerivative(1.0), ".*not implemented.*");
}

GTEST_TEST(DiscreteTimeTrajectoryTest, MatrixSamplesAndTolerance) {
  const std::vector<double> times = {0.0, 0.3, 0.6};
  const std::vector<MatrixXd> values = {Matrix2d::Zero(), Matrix2d::Identity(),
                                        2 * Matrix2d::Identity()};
  const DiscreteTimeTrajectory<double> x(times, values, 0.01);
  EXPECT_EQ(x.rows(), 2);
  EXPECT_EQ(x.cols(), 2);
  // Within 0.01 of a sample time matches it.
  EXPECT_EQ(x.value(0.305), MatrixXd(Matrix2d::Identity()));
  EXPECT_EQ(x.value(0.295), MatrixXd(Matrix2d::Identity()));
  EXPECT_EQ(x.value(0.6 + 0.0099), MatrixXd(2 * Matrix2d::Identity()));
  DRAKE_EXPECT_THROWS_MESSAGE(x.value(0.32),
                              ".*at time 0.32 does not match.*tolerance "
                              "0.01.");

  // ToZeroOrderHold holds each sample until the next time.
  const PiecewisePolynomial<double> zoh = x.ToZeroOrderHold();
  EXPECT_EQ(zoh.get_segment_times(), times);
  EXPECT_EQ(zoh.value(0.1), MatrixXd(Matrix2d::Zero()));
  EXPECT_EQ(zoh.value(0.45), MatrixXd(Matrix2d::Identity()));
}

GTEST_TEST(DiscreteTimeTrajectoryTest, AutoDiff) {
  const std::vector<AutoDiffXd> times = {AutoDiffXd(0.0), AutoDiffXd(1.0)};
  const std::vector<MatrixX<AutoDiffXd>> values = {
      MatrixX<AutoDiffXd>::Constant(1, 1, AutoDiffXd(3.0)),
      MatrixX<AutoDiffXd>::Constant(1, 1, AutoDiffXd(4.0))};
  const DiscreteTimeTrajectory<AutoDiffXd> x(times, values);
  EXPECT_EQ(x.value(AutoDiffXd(1.0))(0).value(), 4.0);
}

GTEST_TEST(DiscreteTimeTrajectoryTest, BadInput) {
  using Dtt = DiscreteTimeTrajectory<double>;
  const MatrixXd one = MatrixXd::Ones(1, 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      Dtt(std::vector<double>{0.0, 1.0}, std::vector<MatrixXd>{one}),
      "DiscreteTimeTrajectory: there are 2 times but 1 values; expected one "
      "value per time.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Dtt(Vector2d(0, 1), MatrixXd::Ones(2, 3)),
      "DiscreteTimeTrajectory: there are 2 times but values has 3 columns; "
      "expected one column per time.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Dtt(std::vector<double>{0.0, 1.0, 1.0},
          std::vector<MatrixXd>{one, one, one}),
      "DiscreteTimeTrajectory: times must increase by at least "
      "time_comparison_tolerance \\(2.220446049250313e-16\\), but times\\[1\\] "
      "= 1 and times\\[2\\] = 1.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Dtt(std::vector<double>{0.0, 0.05}, std::vector<MatrixXd>{one, one}, 0.1),
      ".*times must increase by at least time_comparison_tolerance \\(0.1\\), "
      "but times\\[0\\] = 0 and times\\[1\\] = 0.05.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Dtt(std::vector<double>{0.0, 1.0},
          std::vector<MatrixXd>{one, MatrixXd::Ones(2, 1)}),
      "DiscreteTimeTrajectory: values\\[1\\] is 2x1 but values\\[0\\] is 1x1; "
      "every value must have the same size.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Dtt(std::vector<double>{0.0}, std::vector<MatrixXd>{one}, -1.0),
      "DiscreteTimeTrajectory: time_comparison_tolerance must be >= 0, got "
      "-1.");
  const Dtt empty;
  EXPECT_EQ(empty.num_times(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      empty.rows(),
      "DiscreteTimeTrajectory::rows\\(\\): the trajectory has no samples.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      empty.start_time(),
      "DiscreteTimeTrajectory::start_time\\(\\): the trajectory has no "
      "samples.");
}

}  // namespace discrete_time_trajectory_test
}  // namespace trajectories
}  // namespace drake
