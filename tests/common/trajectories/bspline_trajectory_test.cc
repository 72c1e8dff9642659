#include "drake/common/trajectories/bspline_trajectory.h"

#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/common/trajectories/bezier_curve.h"
#include "drake/common/yaml/yaml_io.h"

namespace drake {
namespace trajectories {
namespace bspline_trajectory_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::VectorXd;
using math::BsplineBasis;
using math::KnotVectorType;

std::vector<MatrixXd> Columns(const MatrixXd& m) {
  std::vector<MatrixXd> columns;
  for (int i = 0; i < m.cols(); ++i) columns.emplace_back(m.col(i));
  return columns;
}

MatrixXd Stack(const std::vector<MatrixXd>& columns) {
  MatrixXd m(columns[0].rows(), columns.size());
  for (size_t i = 0; i < columns.size(); ++i) m.col(i) = columns[i];
  return m;
}

// 2x6 control points of a clamped cubic over [1, 4].
MatrixXd MakePoints() {
  MatrixXd points(2, 6);
  points << 0, 1, 3, 2, -1, 0.5,  // NOLINT
      1, 0, -2, 1, 2, 4;
  return points;
}

BsplineTrajectory<double> MakeCubic() {
  return BsplineTrajectory<double>(
      BsplineBasis<double>(4, 6, KnotVectorType::kClampedUniform, 1.0, 4.0),
      Columns(MakePoints()));
}

// A clamped B-spline with order() control points is the Bézier curve of
// those control points; its derivatives are the Bézier curve's. Both are
// sums of four cubic terms: rounding only, 1e-14.
GTEST_TEST(BsplineTrajectoryTest, SingleSpanIsBezier) {
  MatrixXd points(2, 4);
  points << 0, 1, 3, 2, 1, 0, -2, 1;
  const BsplineTrajectory<double> spline(
      BsplineBasis<double>(4, 4, KnotVectorType::kClampedUniform, 0.5, 2.0),
      Columns(points));
  const BezierCurve<double> bezier(0.5, 2.0, points);
  EXPECT_EQ(spline.start_time(), 0.5);
  EXPECT_EQ(spline.end_time(), 2.0);
  EXPECT_EQ(spline.rows(), 2);
  EXPECT_EQ(spline.cols(), 1);
  EXPECT_EQ(spline.num_control_points(), 4);
  for (double t : {0.5, 0.8, 1.25, 1.9, 2.0}) {
    EXPECT_TRUE(CompareMatrices(spline.value(t), bezier.value(t), 1e-14)) << t;
    for (int order = 1; order <= 4; ++order) {
      EXPECT_TRUE(CompareMatrices(spline.EvalDerivative(t, order),
                                  bezier.EvalDerivative(t, order), 1e-12))
          << t << " " << order;
    }
  }
  EXPECT_TRUE(CompareMatrices(spline.InitialValue(), points.col(0)));
  EXPECT_TRUE(CompareMatrices(spline.FinalValue(), points.col(3)));
  // Clamped outside the range.
  EXPECT_TRUE(CompareMatrices(spline.value(0.0), points.col(0)));
  EXPECT_TRUE(CompareMatrices(spline.value(3.0), points.col(3)));
}

// MakeDerivative gives a B-spline of lower order on the inner knots whose
// values match EvalDerivative; derivatives against central differences
// (h = 1e-6 on a cubic with |p'''| < 100: truncation < 1e-10, rounding
// ~1e-10; 1e-8).
GTEST_TEST(BsplineTrajectoryTest, Derivatives) {
  const BsplineTrajectory<double> spline = MakeCubic();
  ASSERT_TRUE(spline.has_derivative());
  const std::unique_ptr<Trajectory<double>> velocity = spline.MakeDerivative();
  const auto* velocity_spline =
      dynamic_cast<const BsplineTrajectory<double>*>(velocity.get());
  ASSERT_NE(velocity_spline, nullptr);
  EXPECT_EQ(velocity_spline->basis().order(), 3);
  EXPECT_EQ(velocity_spline->num_control_points(), 5);
  EXPECT_EQ(velocity_spline->start_time(), 1.0);
  EXPECT_EQ(velocity_spline->end_time(), 4.0);
  const std::unique_ptr<Trajectory<double>> acceleration =
      spline.MakeDerivative(2);
  const double h = 1e-6;
  for (double t : {1.1, 1.7, 2.0, 2.6, 3.3, 3.9}) {
    const MatrixXd difference =
        (spline.value(t + h) - spline.value(t - h)) / (2 * h);
    EXPECT_TRUE(CompareMatrices(spline.EvalDerivative(t), difference, 1e-8))
        << t;
    EXPECT_TRUE(
        CompareMatrices(velocity->value(t), spline.EvalDerivative(t), 1e-13));
    EXPECT_TRUE(CompareMatrices(acceleration->value(t),
                                spline.EvalDerivative(t, 2), 1e-12));
  }
  // From order() on the derivative is zero.
  EXPECT_EQ(spline.EvalDerivative(2.0, 4), MatrixXd::Zero(2, 1));
  const std::unique_ptr<Trajectory<double>> zero = spline.MakeDerivative(5);
  EXPECT_EQ(zero->value(2.0), MatrixXd::Zero(2, 1));
  EXPECT_EQ(spline.MakeDerivative(0)->value(2.2), spline.value(2.2));
}

// The linear maps: derivative control points = p M, derivative value =
// p M(t).
GTEST_TEST(BsplineTrajectoryTest, LinearInControlPoints) {
  const BsplineTrajectory<double> spline = MakeCubic();
  const MatrixXd P = MakePoints();
  for (int order = 0; order <= 4; ++order) {
    const MatrixXd M = MatrixXd(spline.AsLinearInControlPoints(order));
    const std::unique_ptr<Trajectory<double>> derivative =
        spline.MakeDerivative(order);
    const auto& derivative_points =
        dynamic_cast<const BsplineTrajectory<double>&>(*derivative)
            .control_points();
    if (order < 4) {
      EXPECT_TRUE(CompareMatrices(P * M, Stack(derivative_points), 1e-13))
          << order;
    } else {
      EXPECT_EQ(M.cols(), 1);
      EXPECT_EQ(M, MatrixXd::Zero(6, 1));
    }
    for (double t : {1.0, 1.4, 2.5, 4.0}) {
      EXPECT_TRUE(
          CompareMatrices(P * spline.EvaluateLinearInControlPoints(t, order),
                          spline.EvalDerivative(t, order), 1e-12))
          << order << " " << t;
    }
  }
}

// Inserting knots changes the basis and control points but not the curve.
GTEST_TEST(BsplineTrajectoryTest, InsertKnots) {
  const BsplineTrajectory<double> original = MakeCubic();
  BsplineTrajectory<double> refined = original;
  refined.InsertKnots({2.5, 1.2, 2.5, 4.0});
  EXPECT_EQ(refined.num_control_points(), 10);
  EXPECT_EQ(refined.basis().knots().size(), 14u);
  for (double t : {1.0, 1.1, 1.2, 1.9, 2.5, 3.1, 3.99, 4.0}) {
    EXPECT_TRUE(CompareMatrices(refined.value(t), original.value(t), 1e-13))
        << t;
    EXPECT_TRUE(CompareMatrices(refined.EvalDerivative(t),
                                original.EvalDerivative(t), 1e-12))
        << t;
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      refined.InsertKnots({5.0}),
      "BsplineTrajectory::InsertKnots\\(\\): the knot 5 is outside \\[1, "
      "4\\].");
}

GTEST_TEST(BsplineTrajectoryTest, CopiesAndEquality) {
  const BsplineTrajectory<double> spline = MakeCubic();
  const BsplineTrajectory<double> head = spline.CopyHead(1);
  EXPECT_EQ(head.rows(), 1);
  EXPECT_EQ(head.value(2.3)(0), spline.value(2.3)(0));
  const BsplineTrajectory<double> block = spline.CopyBlock(1, 0, 1, 1);
  EXPECT_EQ(block.value(2.3)(0), spline.value(2.3)(1));
  const BsplineTrajectory<double> doubled = spline.CopyWithSelector(
      [](const MatrixXd& p) -> MatrixXd { return 2 * p; });
  EXPECT_TRUE(
      CompareMatrices(doubled.value(3.3), 2 * spline.value(3.3), 1e-14));
  EXPECT_TRUE(spline == MakeCubic());
  EXPECT_FALSE(spline == doubled);
  EXPECT_FALSE(spline == head);
  EXPECT_EQ(spline.Clone()->value(1.7), spline.value(1.7));

  // AutoDiffXd control points on a double basis.
  std::vector<MatrixX<AutoDiffXd>> points_ad;
  for (const MatrixXd& p : Columns(MakePoints())) {
    points_ad.push_back(p.cast<AutoDiffXd>());
  }
  const BsplineTrajectory<AutoDiffXd> spline_ad(spline.basis(), points_ad);
  EXPECT_NEAR(spline_ad.value(AutoDiffXd(2.0))(1).value(), spline.value(2.0)(1),
              1e-15);

  const BsplineTrajectory<double> empty;
  EXPECT_EQ(empty.rows(), 0);
  EXPECT_EQ(empty.num_control_points(), 0);
}

// YAML: the basis (order, knots) and the control points read back equal.
GTEST_TEST(BsplineTrajectoryTest, Serialize) {
  const BsplineTrajectory<double> spline = MakeCubic();
  const std::string yaml = yaml::SaveYamlString(spline);
  const auto readback = yaml::LoadYamlString<BsplineTrajectory<double>>(yaml);
  EXPECT_TRUE(readback == spline) << yaml;
  const auto basis = yaml::LoadYamlString<BsplineBasis<double>>(
      "{order: 2, knots: [0, 1, 2, 3]}");
  EXPECT_EQ(basis.num_basis_functions(), 2);
  DRAKE_EXPECT_THROWS_MESSAGE(
      yaml::LoadYamlString<BsplineBasis<double>>("{order: 3, knots: [0, 1]}"),
      ".*there are 2 knots; order 3 needs at least 6.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      yaml::LoadYamlString<BsplineTrajectory<double>>(
          "{basis: {order: 2, knots: [0, 1, 2, 3]}, control_points: [[[1]]]}"),
      ".*there are 1 control points but the basis has 2.*");
}

GTEST_TEST(BsplineTrajectoryTest, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      BsplineTrajectory<double>(BsplineBasis<double>(4, 6),
                                Columns(MatrixXd::Zero(2, 5))),
      "BsplineTrajectory: there are 5 control points but the basis has 6 "
      "basis functions; they must be equal.");
  std::vector<MatrixXd> mixed = Columns(MakePoints());
  mixed[3] = MatrixXd::Zero(3, 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      BsplineTrajectory<double>(BsplineBasis<double>(4, 6), mixed),
      "BsplineTrajectory: control point 3 is 3x1 but control point 0 is 2x1; "
      "they must have the same size.");
  const BsplineTrajectory<double> spline = MakeCubic();
  DRAKE_EXPECT_THROWS_MESSAGE(spline.AsLinearInControlPoints(-1),
                              ".*derivative_order must be >= 0, got -1.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      spline.CopyHead(3),
      ".*CopyHead\\(\\): needs column-vector control points and 0 < n <= "
      "rows\\(\\), but the control points are 2x1 and n = 3.");
  const BsplineTrajectory<double> matrix_valued(
      BsplineBasis<double>(2, 2), {MatrixXd::Zero(2, 2), MatrixXd::Ones(2, 2)});
  DRAKE_EXPECT_THROWS_MESSAGE(
      matrix_valued.EvaluateLinearInControlPoints(0.5),
      ".*the control points must be column vectors, but they are 2x2.");
}

}  // namespace bspline_trajectory_test
}  // namespace trajectories
}  // namespace drake
