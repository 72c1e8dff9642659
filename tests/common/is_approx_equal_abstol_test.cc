#include "drake/common/is_approx_equal_abstol.h"

#include <limits>

#include <gtest/gtest.h>

namespace drake {
namespace is_approx_equal_abstol_test {

// Tolerances here are chosen against differences that are exact in binary
// floating point (0.5, 0.25), so the <= boundary is tested exactly.
GTEST_TEST(IsApproxEqualAbstolTest, Elementwise) {
  Eigen::Vector3d a(1.0, 2.0, 3.0);
  Eigen::Vector3d b(1.0, 2.5, 3.0);
  EXPECT_TRUE(is_approx_equal_abstol(a, a, 0.0));
  EXPECT_TRUE(is_approx_equal_abstol(a, b, 0.5));  // Boundary counts.
  EXPECT_FALSE(is_approx_equal_abstol(a, b, 0.25));
  // Sizes must match (as in Drake, fixed sizes that differ do not compile,
  // so the mismatches use dynamic sizes).
  const Eigen::VectorXd dynamic_a = a;
  const Eigen::VectorXd c = Eigen::Vector2d(1.0, 2.0);
  EXPECT_FALSE(is_approx_equal_abstol(dynamic_a, c, 10.0));
  const Eigen::MatrixXd row = Eigen::RowVector3d(1.0, 2.0, 3.0);
  EXPECT_FALSE(is_approx_equal_abstol(dynamic_a, row, 10.0));
  EXPECT_TRUE(is_approx_equal_abstol(dynamic_a, a, 0.0));
}

GTEST_TEST(IsApproxEqualAbstolTest, SpecialValues) {
  const double kInf = std::numeric_limits<double>::infinity();
  const double kNaN = std::numeric_limits<double>::quiet_NaN();
  Eigen::Vector2d inf(kInf, 0.0);
  Eigen::Vector2d nan(kNaN, 0.0);
  EXPECT_FALSE(is_approx_equal_abstol(inf, inf, 1.0));
  EXPECT_FALSE(is_approx_equal_abstol(nan, nan, 1.0));
  EXPECT_FALSE(is_approx_equal_abstol(inf, inf, kInf));
}

GTEST_TEST(IsApproxEqualAbstolTest, PermutedColumns) {
  Eigen::Matrix<double, 2, 3> m1;
  m1 << 1, 2, 3, 4, 5, 6;
  Eigen::Matrix<double, 2, 3> m2;
  m2 << 3, 1, 2, 6, 4, 5;
  EXPECT_TRUE(IsApproxEqualAbsTolWithPermutedColumns(m1, m2, 0.0));
  EXPECT_FALSE(is_approx_equal_abstol(m1, m2, 0.0));
  m2(0, 0) = 3.5;
  EXPECT_FALSE(IsApproxEqualAbsTolWithPermutedColumns(m1, m2, 0.25));
  EXPECT_TRUE(IsApproxEqualAbsTolWithPermutedColumns(m1, m2, 0.5));
  // Each column of m2 is used once: m2 has two copies of m1's first column
  // and none of its second.
  Eigen::Matrix2d a;
  a << 1, 2, 1, 2;
  Eigen::Matrix2d b;
  b << 1, 1, 1, 1;
  EXPECT_FALSE(IsApproxEqualAbsTolWithPermutedColumns(a, b, 0.0));
  // Sizes must match.
  Eigen::Matrix<double, 2, 2> small = m1.leftCols<2>();
  EXPECT_FALSE(IsApproxEqualAbsTolWithPermutedColumns(m1, small, 10.0));
  // Dynamic-size matrices work too.
  Eigen::MatrixXd d1 = m1;
  Eigen::MatrixXd d2 = m1.rowwise().reverse();
  EXPECT_TRUE(IsApproxEqualAbsTolWithPermutedColumns(d1, d2, 0.0));
}

// The greedy search can miss a permutation that exists: m1's first column
// matches both of m2's columns within tolerance, takes the first one, and
// leaves m1's second column without a match.
GTEST_TEST(IsApproxEqualAbstolTest, GreedyLimitation) {
  // m1's first column (0.5) is within 0.5 of both of m2's columns; the
  // search takes the first, 1.0, which leaves 0.0 for m1's second column
  // (1.5), too far. The pairing 0.5~0.0, 1.5~1.0 exists but is not found.
  Eigen::RowVector2d m1(0.5, 1.5);
  Eigen::RowVector2d m2(1.0, 0.0);
  EXPECT_FALSE(IsApproxEqualAbsTolWithPermutedColumns(m1, m2, 0.5));
  EXPECT_TRUE(is_approx_equal_abstol(m1, Eigen::RowVector2d(0.0, 1.0), 0.5));
  // With m2's columns in the other order the greedy choice is right.
  EXPECT_TRUE(IsApproxEqualAbsTolWithPermutedColumns(
      m1, Eigen::RowVector2d(0.0, 1.0), 0.5));
}

}  // namespace is_approx_equal_abstol_test
}  // namespace drake
