#include "drake/math/barycentric.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"

namespace drake {
namespace math {
namespace barycentric_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::Vector3d;
using Eigen::VectorXd;
using Mesh = BarycentricMesh<double>;

GTEST_TEST(BarycentricMeshTest, Accessors) {
  const Mesh mesh({{0, 1, 2}, {5}, {-1, 1}});
  EXPECT_EQ(mesh.get_input_size(), 3);
  EXPECT_EQ(mesh.get_num_mesh_points(), 6);
  EXPECT_EQ(mesh.get_num_interpolants(), 3);  // Two non-singleton dims + 1.
  EXPECT_EQ(mesh.get_input_grid()[2], (Mesh::Coordinates{-1, 1}));
  // Dimension 0 varies fastest: index 4 = 1 + 3·0 + 3·1·1.
  EXPECT_EQ(mesh.get_mesh_point(4), Vector3d(1, 5, 1));
  VectorXd point(3);
  mesh.get_mesh_point(2, &point);
  EXPECT_EQ(point, Vector3d(2, 5, -1));
  MatrixXd expected(3, 6);
  expected << 0, 1, 2, 0, 1, 2, 5, 5, 5, 5, 5, 5, -1, -1, -1, 1, 1, 1;
  EXPECT_EQ(mesh.get_all_mesh_points(), expected);
  // Copyable (the copy is the point of the test).
  // NOLINTNEXTLINE(performance-unnecessary-copy-initialization)
  const Mesh copy = mesh;
  EXPECT_EQ(copy.get_all_mesh_points(), expected);
}

// Unit square with corner values f = xy: the Kuhn triangulation splits the
// cell along the diagonal x = y, so the interpolant is min(x, y) (not the
// bilinear xy). Exact up to one rounding.
GTEST_TEST(BarycentricMeshTest, UnitSquareSimplices) {
  const Mesh mesh({{0, 1}, {0, 1}});
  // Mesh points (0,0), (1,0), (0,1), (1,1).
  const MatrixXd values = (MatrixXd(1, 4) << 0, 0, 0, 1).finished();
  for (const auto& [x, y] : {std::pair{0.5, 0.25}, std::pair{0.1, 0.9},
                             std::pair{0.3, 0.3}, std::pair{1.0, 0.0}}) {
    EXPECT_NEAR(mesh.Eval(values, Vector2d(x, y))(0), std::min(x, y), 1e-15);
  }
  // The weights at (0.5, 0.25): corners (1,1), (1,0)... sorted fractions
  // 0.25 (y), 0.5 (x): (1,1) gets 0.25, then step down y to (1,0) with
  // 0.5 − 0.25, then down x to (0,0) with 1 − 0.5.
  Eigen::VectorXi indices(3);
  VectorXd weights(3);
  mesh.EvalBarycentricWeights(Vector2d(0.5, 0.25), &indices, &weights);
  EXPECT_EQ(indices, Eigen::Vector3i(3, 1, 0));
  EXPECT_TRUE(weights.isApprox(Vector3d(0.25, 0.25, 0.5), 1e-15));
}

// Barycentric interpolation reproduces affine functions exactly; the
// weights are non-negative, sum to 1, and combine the mesh points into the
// input. Random inputs in a non-uniform 3-D grid; tolerance 1e-13
// (roundoff on O(10) values).
GTEST_TEST(BarycentricMeshTest, AffineReproduction) {
  const Mesh mesh({{-1, 0, 0.5, 3}, {0, 2, 2.5}, {1, 1.1, 4}});
  const MatrixXd points = mesh.get_all_mesh_points();
  MatrixXd A(2, 3);
  A << 1, -2, 0.5, 3, 0, 1;
  const Vector2d b(0.25, -1);
  const MatrixXd values = (A * points).colwise() + b;
  std::mt19937 generator(6);
  std::uniform_real_distribution<double> u(0, 1);
  for (int trial = 0; trial < 100; ++trial) {
    const Vector3d x(-1 + 4 * u(generator), 2.5 * u(generator),
                     1 + 3 * u(generator));
    EXPECT_LT((mesh.Eval(values, x) - (A * x + b)).norm(), 1e-13);
    Eigen::VectorXi indices(4);
    VectorXd weights(4);
    mesh.EvalBarycentricWeights(x, &indices, &weights);
    ASSERT_EQ(weights.size(), 4);
    EXPECT_GE(weights.minCoeff(), 0);
    EXPECT_NEAR(weights.sum(), 1, 1e-15);
    Vector3d combined = Vector3d::Zero();
    for (int i = 0; i < 4; ++i) combined += weights[i] * points.col(indices[i]);
    EXPECT_LT((combined - x).norm(), 1e-13);
  }
  // At the mesh points the interpolant is the mesh value.
  for (int i = 0; i < mesh.get_num_mesh_points(); ++i) {
    EXPECT_LT((mesh.Eval(values, points.col(i)) - values.col(i)).norm(), 1e-13);
  }
}

// Inputs outside the box are projected onto it elementwise.
GTEST_TEST(BarycentricMeshTest, Clamping) {
  const Mesh mesh({{0, 1, 2}, {0, 1}});
  const MatrixXd values =
      mesh.MeshValuesFrom([](const Eigen::Ref<const VectorXd>& x) {
        return Vector2d(x[0] + 10 * x[1], x[0] * x[1]);
      });
  EXPECT_EQ(values.rows(), 2);
  EXPECT_EQ(values.cols(), 6);
  const VectorXd out = mesh.Eval(values, Vector2d(-5, 0.5));
  EXPECT_LT((out - mesh.Eval(values, Vector2d(0, 0.5))).norm(), 1e-15);
  const VectorXd far = mesh.Eval(values, Vector2d(7, 9));
  EXPECT_LT((far - Vector2d(12, 2)).norm(), 1e-15);
  VectorXd output(2);
  mesh.Eval(values, Vector2d(1.5, 2), &output);
  EXPECT_LT((output - Vector2d(11.5, 1.5)).norm(), 1e-15);
}

GTEST_TEST(BarycentricMeshTest, SingletonDimensions) {
  const Mesh mesh({{3}, {7}});
  EXPECT_EQ(mesh.get_num_interpolants(), 1);
  const MatrixXd values = MatrixXd::Constant(2, 1, 4);
  EXPECT_EQ(mesh.Eval(values, Vector2d(-100, 100)), Vector2d(4, 4));
}

// Mesh values of AutoDiffXd: the derivative of the output with respect to
// mesh value i is that point's weight.
GTEST_TEST(BarycentricMeshTest, MixedScalars) {
  const Mesh mesh({{0, 1, 2}});
  MatrixX<AutoDiffXd> values(1, 3);
  for (int i = 0; i < 3; ++i) {
    values(0, i) = AutoDiffXd(i * i, VectorXd::Unit(3, i));
  }
  const VectorX<AutoDiffXd> out =
      mesh.EvalWithMixedScalars<AutoDiffXd>(values, Vector1d(1.25));
  EXPECT_NEAR(out(0).value(), 0.75 * 1 + 0.25 * 4, 1e-15);
  EXPECT_TRUE(out(0).derivatives().isApprox(Vector3d(0, 0.75, 0.25), 1e-15));
}

GTEST_TEST(BarycentricMeshTest, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(Mesh(Mesh::MeshGrid{}),
                              ".*at least one dimension.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Mesh({{0, 1}, {}}),
                              ".*dimension 1 of the input grid has no "
                              "coordinates.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Mesh({{0, std::numeric_limits<double>::infinity()}}),
      ".*non-finite coordinate.*");
  const Mesh mesh({{0, 1}, {0, 1}});
  DRAKE_EXPECT_THROWS_MESSAGE(mesh.get_mesh_point(4),
                              ".*index 4 is not in \\[0, 4\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(mesh.get_mesh_point(-1), ".*index -1.*");
  const MatrixXd values = MatrixXd::Zero(1, 4);
  DRAKE_EXPECT_THROWS_MESSAGE(mesh.Eval(values, Vector3d::Zero()),
                              ".*must have 2 entries.*but it has 3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(mesh.Eval(MatrixXd::Zero(1, 3), Vector2d::Zero()),
                              ".*one column per mesh point \\(4\\), but it "
                              "has 3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      mesh.Eval(values, Vector2d(0, std::numeric_limits<double>::quiet_NaN())),
      ".*input entry 1 is NaN.*");
  // Output arguments are Eigen::Refs, which cannot be resized.
  VectorXd wrong(3);
  DRAKE_EXPECT_THROWS_MESSAGE(mesh.get_mesh_point(0, &wrong),
                              ".*point must have size 2.*but it has size 3.*");
  Eigen::VectorXi indices(3);
  Eigen::VectorXi short_indices(1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      mesh.EvalBarycentricWeights(Vector2d::Zero(), &short_indices, &wrong),
      ".*must have size 3 \\(get_num_interpolants\\(\\)\\), but they have "
      "sizes 1 and 3.*");
  VectorXd two(2);
  DRAKE_EXPECT_THROWS_MESSAGE(
      mesh.EvalBarycentricWeights(Vector2d::Zero(), &indices, &two),
      ".*sizes 3 and 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(mesh.Eval(values, Vector2d::Zero(), &two),
                              ".*output must have size 1.*but it has size 2.*");
  int calls = 0;
  DRAKE_EXPECT_THROWS_MESSAGE(
      mesh.MeshValuesFrom([&calls](const Eigen::Ref<const VectorXd>&) {
        return VectorXd::Zero(1 + calls++);
      }),
      ".*returned 2 values at mesh point 1 but 1 at mesh point 0.*");
}

}  // namespace barycentric_test
}  // namespace math
}  // namespace drake
