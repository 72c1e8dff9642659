#include "drake/math/gradient_util.h"

#include <array>
#include <type_traits>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/math/autodiff.h"
#include "drake/math/autodiff_gradient.h"
#include "drake/math/gradient.h"

namespace drake {
namespace math {
namespace gradient_util_test {

using Eigen::MatrixXd;

// The gradient types: rows = size of the matrix (to the order), cols = nq.
static_assert(std::is_same_v<Gradient<Eigen::Matrix3d, 2>::type,
                             Eigen::Matrix<double, 9, 2>>);
static_assert(std::is_same_v<Gradient<Eigen::Matrix3d, 2, 2>::type,
                             Eigen::Matrix<double, 18, 2>>);
static_assert(std::is_same_v<Gradient<Eigen::Vector3d, Eigen::Dynamic>::type,
                             Eigen::Matrix<double, 3, Eigen::Dynamic>>);
static_assert(std::is_same_v<Gradient<MatrixXd, 4, 2>::type,
                             Eigen::Matrix<double, Eigen::Dynamic, 4>>);

// Gradients below come from AutoDiffXd: with A(z), B(z) seeded with
// arbitrary derivatives, ExtractGradient(A * B) is the exact gradient of the
// product (same products and sums in a different order, so 1e-13).
MatrixX<AutoDiffXd> Seeded(const MatrixXd& value, int nq, int seed) {
  MatrixXd gradient(value.size(), nq);
  for (int i = 0; i < gradient.size(); ++i) {
    gradient(i) = std::sin(1.0 + i + 7 * seed);
  }
  MatrixX<AutoDiffXd> result(value.rows(), value.cols());
  InitializeAutoDiff(value, gradient, &result);
  return result;
}

GTEST_TEST(GradientUtilTest, IntRange) {
  EXPECT_EQ(intRange<4>(3), (std::array<int, 4>{3, 4, 5, 6}));
  EXPECT_TRUE(intRange<0>(3).empty());
}

GTEST_TEST(GradientUtilTest, TransposeGrad) {
  MatrixXd X(2, 3);
  X << 1, 2, 3, 4, 5, 6;
  const auto X_ad = Seeded(X, 4, 0);
  const MatrixXd dX = ExtractGradient(X_ad);
  const MatrixX<AutoDiffXd> Xt = X_ad.transpose();
  EXPECT_EQ(transposeGrad(dX, 2), ExtractGradient(Xt));
  // Transposing twice is the identity.
  EXPECT_EQ(transposeGrad(transposeGrad(dX, 2), 3), dX);
  DRAKE_EXPECT_THROWS_MESSAGE(transposeGrad(dX, 4),
                              ".*rows_X = 4 must be positive and divide.*");
}

GTEST_TEST(GradientUtilTest, MatGradMultMatAndMatGradMult) {
  MatrixXd A(2, 3);
  A << 1, -2, 0.5, 3, 1, 4;
  MatrixXd B(3, 2);
  B << 2, 1, 0, -1, 5, 3;
  const auto A_ad = Seeded(A, 3, 1);
  const auto B_ad = Seeded(B, 3, 2);
  const MatrixX<AutoDiffXd> AB = A_ad * B_ad;
  const MatrixXd expected = ExtractGradient(AB);
  const MatrixXd dA = ExtractGradient(A_ad);
  const MatrixXd dB = ExtractGradient(B_ad);
  EXPECT_LT((matGradMultMat(A, B, dA, dB) - expected).norm(), 1e-13);
  // Constant B: only the dA·B part.
  const MatrixX<AutoDiffXd> AB_const = A_ad * B.cast<AutoDiffXd>();
  EXPECT_LT((matGradMult(dA, B) - ExtractGradient(AB_const, 3)).norm(), 1e-13);
  // Fixed sizes give fixed result types.
  const Eigen::Matrix2d A2 = Eigen::Matrix2d::Identity();
  const Eigen::Matrix<double, 4, 3> dA2 = Eigen::Matrix<double, 4, 3>::Ones();
  static_assert(std::is_same_v<decltype(matGradMultMat(A2, A2, dA2, dA2)),
                               Eigen::Matrix<double, 4, 3>>);
  static_assert(std::is_same_v<decltype(matGradMult(dA2, A2)),
                               Eigen::Matrix<double, 4, 3>>);
  DRAKE_EXPECT_THROWS_MESSAGE(matGradMultMat(A, A, dA, dA),
                              ".*inconsistent sizes: A is 2x3, B is 2x3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(matGradMult(MatrixXd::Zero(5, 2), B),
                              ".*dA has 5 rows, which is not a multiple of "
                              "B's 3 rows.*");
}

GTEST_TEST(GradientUtilTest, SubMatrixGradients) {
  MatrixXd M(3, 4);
  for (int i = 0; i < M.size(); ++i) M(i) = i;
  const auto M_ad = Seeded(M, 5, 3);
  const MatrixXd dM = ExtractGradient(M_ad);
  const std::vector<int> rows{0, 2};
  const std::vector<int> cols{1, 3, 2};
  // The submatrix M(rows, cols), rows fastest.
  MatrixX<AutoDiffXd> sub(2, 3);
  for (int c = 0; c < 3; ++c) {
    for (int r = 0; r < 2; ++r) sub(r, c) = M_ad(rows[r], cols[c]);
  }
  const MatrixXd expected = ExtractGradient(sub);
  EXPECT_EQ(getSubMatrixGradient(dM, rows, cols, 3), expected);
  // Variables 1..3 only.
  EXPECT_EQ(getSubMatrixGradient(dM, rows, cols, 3, 1, 3),
            expected.middleCols(1, 3));
  const std::array<int, 2> row_array{0, 2};
  const std::array<int, 3> col_array{1, 3, 2};
  const auto fixed =
      getSubMatrixGradient<Eigen::Dynamic>(dM, row_array, col_array, 3);
  EXPECT_EQ(MatrixXd(fixed), expected);
  const auto fixed_q = getSubMatrixGradient<2>(dM, row_array, col_array, 3, 2);
  static_assert(
      std::is_same_v<decltype(fixed_q), const Eigen::Matrix<double, 6, 2>>);
  EXPECT_EQ(MatrixXd(fixed_q), expected.middleCols(2, 2));
  // A single element: M(2, 1) is row 2 + 1·3 = 5 of dM.
  EXPECT_EQ(MatrixXd(getSubMatrixGradient<Eigen::Dynamic>(dM, 2, 1, 3)),
            MatrixXd(dM.row(5)));
  EXPECT_EQ(MatrixXd(getSubMatrixGradient<2>(dM, 2, 1, 3, 3)),
            MatrixXd(dM.block(5, 3, 1, 2)));

  // Setting writes back exactly what getting reads.
  MatrixXd dM2 = MatrixXd::Zero(12, 5);
  setSubMatrixGradient(dM2, expected, rows, cols, 3);
  EXPECT_EQ(getSubMatrixGradient(dM2, rows, cols, 3), expected);
  // The other rows are untouched.
  EXPECT_EQ(dM2.row(1), Eigen::RowVectorXd::Zero(5));
  MatrixXd dM3 = MatrixXd::Zero(12, 5);
  setSubMatrixGradient<Eigen::Dynamic>(dM3, expected, row_array, col_array, 3);
  EXPECT_EQ(dM3, dM2);
  MatrixXd dM4 = MatrixXd::Zero(12, 5);
  setSubMatrixGradient<2>(dM4, Eigen::RowVector2d(7, 8), 2, 1, 3, 1);
  EXPECT_EQ(dM4(5, 1), 7);
  EXPECT_EQ(dM4(5, 2), 8);
  EXPECT_EQ(dM4.cwiseAbs().sum(), 15);
}

}  // namespace gradient_util_test
}  // namespace math
}  // namespace drake
