#include "drake/common/trajectories/composite_trajectory.h"

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/common/trajectories/function_handle_trajectory.h"
#include "drake/common/trajectories/path_parameterized_trajectory.h"
#include "drake/common/trajectories/piecewise_polynomial.h"

namespace drake {
namespace trajectories {
namespace composite_trajectory_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using PPd = PiecewisePolynomial<double>;
using Segments = std::vector<copyable_unique_ptr<Trajectory<double>>>;

MatrixXd Scalar(double x) { return MatrixXd::Constant(1, 1, x); }

// x(t) = t² on [0, 1], then 1 + 2 (t − 1) on [1, 3], then 5 + 2 (t − 3) −
// (t − 3)² on [3, 4]: value and first derivative are continuous at both
// joins (x(1) = 1, x'(1) = 2; x(3) = 5, x'(3) = 2).
Segments MakeSegments() {
  Segments segments;
  segments.emplace_back(std::make_unique<PPd>(
      PPd::CubicHermite(std::vector<double>{0.0, 1.0}, {Scalar(0), Scalar(1)},
                        {Scalar(0), Scalar(2)})));
  segments.emplace_back(std::make_unique<PPd>(PPd::FirstOrderHold(
      std::vector<double>{1.0, 3.0}, {Scalar(1), Scalar(5)})));
  segments.emplace_back(std::make_unique<PPd>(
      PPd::CubicHermite(std::vector<double>{3.0, 4.0}, {Scalar(5), Scalar(6)},
                        {Scalar(2), Scalar(0)})));
  return segments;
}

double X(double t) {
  if (t <= 1) return t * t;
  if (t <= 3) return 1 + 2 * (t - 1);
  return 5 + 2 * (t - 3) - (t - 3) * (t - 3);
}

double XDot(double t) {
  if (t < 1) return 2 * t;
  if (t < 3) return 2;
  return 2 - 2 * (t - 3);
}

GTEST_TEST(CompositeTrajectoryTest, SegmentsAndContinuity) {
  const CompositeTrajectory<double> x(MakeSegments());
  EXPECT_EQ(x.get_number_of_segments(), 3);
  EXPECT_EQ(x.get_segment_times(), std::vector<double>({0.0, 1.0, 3.0, 4.0}));
  EXPECT_EQ(x.start_time(), 0.0);
  EXPECT_EQ(x.end_time(), 4.0);
  EXPECT_EQ(x.rows(), 1);
  EXPECT_EQ(x.cols(), 1);
  EXPECT_EQ(x.segment(1).start_time(), 1.0);
  EXPECT_EQ(x.segment(1).end_time(), 3.0);
  ASSERT_TRUE(x.has_derivative());
  for (double t : {0.0, 0.5, 1.0, 2.0, 2.9, 3.0, 3.5, 4.0}) {
    EXPECT_NEAR(x.value(t)(0), X(t), 1e-14) << t;
    EXPECT_NEAR(x.EvalDerivative(t)(0), XDot(t), 1e-14) << t;
  }
  // Continuity at the joins: the limits from either side agree.
  for (double join : {1.0, 3.0}) {
    EXPECT_NEAR(x.value(join - 1e-12)(0), x.value(join + 1e-12)(0), 1e-11);
    EXPECT_NEAR(x.EvalDerivative(join - 1e-12)(0),
                x.EvalDerivative(join + 1e-12)(0), 1e-11);
  }
  // Outside the breaks: the nearest end.
  EXPECT_EQ(x.value(-2.0), x.value(0.0));
  EXPECT_EQ(x.value(9.0), x.value(4.0));
  // The derivative trajectory is a composite of the segments' derivatives.
  const std::unique_ptr<Trajectory<double>> x_dot = x.MakeDerivative();
  ASSERT_NE(dynamic_cast<CompositeTrajectory<double>*>(x_dot.get()), nullptr);
  for (double t : {0.25, 1.5, 3.25}) {
    EXPECT_NEAR(x_dot->value(t)(0), XDot(t), 1e-14) << t;
  }
  EXPECT_NEAR(x.EvalDerivative(3.5, 2)(0), -2.0, 1e-13);
  // Copies are deep.
  const CompositeTrajectory<double> copy = x;
  EXPECT_NE(&copy.segment(0), &x.segment(0));
  EXPECT_EQ(copy.value(2.0), x.value(2.0));
  EXPECT_EQ(x.Clone()->value(3.7), x.value(3.7));
}

GTEST_TEST(CompositeTrajectoryTest, HasDerivativeOnlyIfEverySegmentHas) {
  Segments segments = MakeSegments();
  segments.emplace_back(std::make_unique<FunctionHandleTrajectory<double>>(
      [](const double& t) { return Scalar(6); }, 1, 1, 4.0, 5.0));
  const CompositeTrajectory<double> x(std::move(segments));
  EXPECT_FALSE(x.has_derivative());
  EXPECT_EQ(x.value(4.5)(0), 6.0);
}

// AlignAndConcatenate moves each segment to start where the previous ends.
GTEST_TEST(CompositeTrajectoryTest, AlignAndConcatenate) {
  Segments segments;
  segments.emplace_back(std::make_unique<PPd>(PPd::FirstOrderHold(
      std::vector<double>{0.0, 1.0}, {Scalar(0), Scalar(1)})));
  segments.emplace_back(std::make_unique<PPd>(PPd::FirstOrderHold(
      std::vector<double>{5.0, 7.0}, {Scalar(1), Scalar(-1)})));
  segments.emplace_back(std::make_unique<PPd>(
      PPd::CubicHermite(std::vector<double>{-0.3, 0.2}, {Scalar(-1), Scalar(0)},
                        {Scalar(0), Scalar(4)})));
  const CompositeTrajectory<double> x =
      CompositeTrajectory<double>::AlignAndConcatenate(segments);
  EXPECT_EQ(x.get_segment_times(), std::vector<double>({0.0, 1.0, 3.0, 3.5}));
  // The second segment, 1 − (t − 1) on [1, 3]; the third shifted by 3.3.
  EXPECT_NEAR(x.value(2.0)(0), 0.0, 1e-14);
  EXPECT_NEAR(x.EvalDerivative(2.0)(0), -1.0, 1e-14);
  for (double t : {3.0, 3.1, 3.4}) {
    EXPECT_NEAR(x.value(t)(0), segments[2]->value(t - 3.3)(0), 1e-14) << t;
    EXPECT_NEAR(x.EvalDerivative(t)(0), segments[2]->EvalDerivative(t - 3.3)(0),
                1e-13)
        << t;
  }
  EXPECT_NEAR(x.MakeDerivative()->value(3.4)(0),
              segments[2]->EvalDerivative(0.1)(0), 1e-13);
  // The first segment keeps its times; the others are retimed, as Drake's.
  EXPECT_EQ(x.segment(0).start_time(), 0.0);
  const auto* retimed =
      dynamic_cast<const PathParameterizedTrajectory<double>*>(&x.segment(2));
  ASSERT_NE(retimed, nullptr);
  EXPECT_EQ(retimed->path().start_time(), -0.3);

  DRAKE_EXPECT_THROWS_MESSAGE(
      CompositeTrajectory<double>::AlignAndConcatenate({}),
      ".*AlignAndConcatenate\\(\\): there are no segments.");
  Segments mismatched = MakeSegments();
  mismatched.emplace_back(std::make_unique<PPd>(Vector2d(1, 2)));
  DRAKE_EXPECT_THROWS_MESSAGE(
      CompositeTrajectory<double>::AlignAndConcatenate(mismatched),
      ".*AlignAndConcatenate\\(\\): segment 3 is 2x1 but segment 0 is 1x1; "
      "every segment must have the same size.");
}

GTEST_TEST(CompositeTrajectoryTest, BadInput) {
  Segments gap = MakeSegments();
  gap[2] = std::make_unique<PPd>(PPd::FirstOrderHold(
      std::vector<double>{3.5, 4.0}, {Scalar(0), Scalar(1)}));
  DRAKE_EXPECT_THROWS_MESSAGE(
      CompositeTrajectory<double>(gap),
      "CompositeTrajectory: segment 2 must start where segment 1 ends \\(3\\), "
      "but it starts at 3.5.");
  Segments sizes = MakeSegments();
  sizes[1] = std::make_unique<PPd>(PPd::FirstOrderHold(
      std::vector<double>{1.0, 3.0}, {Vector2d(0, 0), Vector2d(1, 1)}));
  DRAKE_EXPECT_THROWS_MESSAGE(
      CompositeTrajectory<double>(sizes),
      "CompositeTrajectory: segment 1 is 2x1 but segment 0 is 1x1; every "
      "segment must have the same size.");
  Segments null = MakeSegments();
  null[1].reset();
  DRAKE_EXPECT_THROWS_MESSAGE(CompositeTrajectory<double>(null),
                              "CompositeTrajectory: segment 1 is null.");
  const CompositeTrajectory<double> x(MakeSegments());
  DRAKE_EXPECT_THROWS_MESSAGE(x.segment(3), ".*Segment number 3.*");
  const CompositeTrajectory<double> empty({});
  EXPECT_EQ(empty.get_number_of_segments(), 0);
  EXPECT_EQ(empty.start_time(), 0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      empty.value(0.0),
      "CompositeTrajectory: the trajectory has no segments to evaluate.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      empty.rows(),
      "CompositeTrajectory has no segments; rows\\(\\) is "
      "undefined.");
}

}  // namespace composite_trajectory_test
}  // namespace trajectories
}  // namespace drake
