#include "drake/common/test_utilities/eigen_matrix_compare.h"

#include <limits>
#include <string>

#include <gtest/gtest.h>

namespace drake {
namespace eigen_matrix_compare_test {

using Eigen::Matrix2d;
using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::Vector3d;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

TEST(EigenMatrixCompareTest, SizesMustMatch) {
  EXPECT_FALSE(CompareMatrices(Vector2d(1, 2), Vector3d(1, 2, 3)));
  EXPECT_FALSE(CompareMatrices(MatrixXd::Zero(2, 3), MatrixXd::Zero(3, 2)));
  // Two empty matrices of the same shape are equal.
  EXPECT_TRUE(CompareMatrices(MatrixXd(0, 2), MatrixXd(0, 2)));
}

TEST(EigenMatrixCompareTest, AbsoluteIsTheDefault) {
  const Vector2d a(1.0, 1000.0);
  // Exact equality by default (tolerance 0).
  EXPECT_TRUE(CompareMatrices(a, a));
  EXPECT_FALSE(CompareMatrices(a, Vector2d(1.0, 1000.0 + 1e-12)));
  // 1e-3 apart: inside 2e-3, outside 5e-4 (both far from rounding).
  const Vector2d b(1.0 + 1e-3, 1000.0);
  EXPECT_TRUE(CompareMatrices(a, b, 2e-3));
  EXPECT_FALSE(CompareMatrices(a, b, 5e-4));
}

TEST(EigenMatrixCompareTest, Relative) {
  // 0.1 apart at 1000 is 1e-4 relative: passes at 2e-4 relative, while the
  // same tolerance taken as absolute fails.
  const Vector2d a(0.0, 1000.0);
  const Vector2d b(0.0, 1000.1);
  EXPECT_TRUE(CompareMatrices(a, b, 2e-4, MatrixCompareType::relative));
  EXPECT_FALSE(CompareMatrices(a, b, 2e-4, MatrixCompareType::absolute));
  EXPECT_FALSE(CompareMatrices(a, b, 5e-5, MatrixCompareType::relative));
}

TEST(EigenMatrixCompareTest, InfinitiesAndNaNs) {
  EXPECT_TRUE(CompareMatrices(Vector2d(kInf, -kInf), Vector2d(kInf, -kInf)));
  EXPECT_FALSE(CompareMatrices(Vector2d(kInf, 0), Vector2d(-kInf, 0), 1e300));
  EXPECT_FALSE(CompareMatrices(Vector2d(kInf, 0), Vector2d(1e308, 0), kInf));
  EXPECT_TRUE(CompareMatrices(Vector2d(kNaN, 1), Vector2d(kNaN, 1)));
  EXPECT_FALSE(CompareMatrices(Vector2d(kNaN, 1), Vector2d(0, 1), 1e300));
}

TEST(EigenMatrixCompareTest, MessageNamesTheElement) {
  const ::testing::AssertionResult result =
      CompareMatrices(Matrix2d::Zero(), Matrix2d(Matrix2d::Identity()), 0.5);
  ASSERT_FALSE(result);
  EXPECT_NE(std::string(result.message()).find("Element (0, 0) differs"),
            std::string::npos)
      << result.message();
}

}  // namespace eigen_matrix_compare_test
}  // namespace drake
