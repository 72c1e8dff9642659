#include "drake/math/gray_code.h"

#include <type_traits>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace math {
namespace gray_code_test {

GTEST_TEST(GrayCodeTest, TwoAndThreeDigits) {
  Eigen::Matrix<int, 4, 2> expected2;
  expected2 << 0, 0, 0, 1, 1, 1, 1, 0;
  EXPECT_EQ(CalculateReflectedGrayCodes<2>(), expected2);
  EXPECT_EQ(CalculateReflectedGrayCodes(2), Eigen::MatrixXi(expected2));
  Eigen::Matrix<int, 8, 3> expected3;
  expected3 << 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1,
      0, 0;
  EXPECT_EQ(CalculateReflectedGrayCodes<3>(), expected3);
  static_assert(
      std::is_same_v<GrayCodesMatrix<3>::type, Eigen::Matrix<int, 8, 3>>);
  static_assert(
      std::is_same_v<GrayCodesMatrix<0>::type, Eigen::Matrix<int, 0, 0>>);
  static_assert(
      std::is_same_v<GrayCodesMatrix<Eigen::Dynamic>::type, Eigen::MatrixXi>);
  EXPECT_EQ(CalculateReflectedGrayCodes(0).size(), 0);
}

// For 1 to 10 digits: consecutive codes (cyclically) differ in exactly one
// digit, every code is distinct, and GrayCodeToInteger inverts the table.
GTEST_TEST(GrayCodeTest, PropertiesAndInverse) {
  for (int digits = 1; digits <= 10; ++digits) {
    const Eigen::MatrixXi codes = CalculateReflectedGrayCodes(digits);
    ASSERT_EQ(codes.rows(), 1 << digits);
    ASSERT_EQ(codes.cols(), digits);
    for (int i = 0; i < codes.rows(); ++i) {
      const int next = (i + 1) % codes.rows();
      EXPECT_EQ((codes.row(i) - codes.row(next)).cwiseAbs().sum(), 1);
      EXPECT_EQ(GrayCodeToInteger(codes.row(i).transpose()), i);
    }
  }
  EXPECT_EQ(GrayCodeToInteger(Eigen::VectorXi(0)), 0);
  EXPECT_EQ(GrayCodeToInteger(Eigen::Vector2i(1, 0)), 3);
}

GTEST_TEST(GrayCodeTest, BadArguments) {
  DRAKE_EXPECT_THROWS_MESSAGE(CalculateReflectedGrayCodes(-1),
                              ".*num_digits must be in \\[0, 30\\].*");
  DRAKE_EXPECT_THROWS_MESSAGE(CalculateReflectedGrayCodes(31),
                              ".*but it is 31.*");
  DRAKE_EXPECT_THROWS_MESSAGE(CalculateReflectedGrayCodes<3>(2),
                              ".*equal NumDigits.*but it is 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      GrayCodeToInteger(Eigen::Vector3i(0, 2, 1)),
      ".*every digit must be 0 or 1, but digit 1 is 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(GrayCodeToInteger(Eigen::VectorXi::Zero(31)),
                              ".*has 31 digits; at most 30.*");
}

}  // namespace gray_code_test
}  // namespace math
}  // namespace drake
