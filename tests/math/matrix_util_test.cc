#include "drake/math/matrix_util.h"

#include <cmath>
#include <limits>
#include <set>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/math/autodiff.h"

namespace drake {
namespace math {
namespace matrix_util_test {

using Eigen::Matrix3d;
using Eigen::MatrixXd;
using Eigen::VectorXd;

GTEST_TEST(MatrixUtilTest, IsSymmetricExact) {
  Matrix3d A;
  A << 1, 2, 3, 2, 5, 6, 3, 6, 9;
  EXPECT_TRUE(IsSymmetric(A));
  A(2, 0) = 3 + 1e-15;
  EXPECT_FALSE(IsSymmetric(A));
  EXPECT_FALSE(IsSymmetric(MatrixXd::Zero(2, 3)));
  EXPECT_TRUE(IsSymmetric(MatrixXd(0, 0)));
  // Integer matrices compare exactly too.
  Eigen::Matrix2i B;
  B << 1, 4, 4, 7;
  EXPECT_TRUE(IsSymmetric(B));
  B(0, 1) = 5;
  EXPECT_FALSE(IsSymmetric(B));
}

GTEST_TEST(MatrixUtilTest, IsSymmetricWithPrecision) {
  Matrix3d A;
  A << 1, 2, 3, 2, 5, 6, 3, 6, 9;
  A(0, 2) += 1e-6;  // |A(0, 2) − A(2, 0)| = 1e-6, on either side.
  EXPECT_TRUE(IsSymmetric(A, 2e-6));
  EXPECT_FALSE(IsSymmetric(A, 5e-7));
  A(0, 2) -= 2e-6;
  EXPECT_TRUE(IsSymmetric(A, 2e-6));
  EXPECT_FALSE(IsSymmetric(A, 5e-7));
  EXPECT_FALSE(IsSymmetric(MatrixXd::Zero(3, 2), 1.0));
  // Unsigned scalars: the difference must not wrap around.
  Eigen::Matrix<unsigned, 2, 2> U;
  U << 1, 3, 5, 1;
  EXPECT_FALSE(IsSymmetric(U, 1u));
  EXPECT_TRUE(IsSymmetric(U, 2u));
  // AutoDiffXd compares values.
  Eigen::Matrix<AutoDiffXd, 2, 2> D;
  D << 1, 2, 2.5, 1;
  EXPECT_TRUE(IsSymmetric(D, AutoDiffXd(0.6)));
  EXPECT_FALSE(IsSymmetric(D, AutoDiffXd(0.4)));
}

GTEST_TEST(MatrixUtilTest, IsSymmetricRejectsNonFinite) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  Matrix3d A = Matrix3d::Identity();
  DRAKE_EXPECT_THROWS_MESSAGE(IsSymmetric(A, nan),
                              ".*precision must be finite.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      IsSymmetric(A, std::numeric_limits<double>::infinity()),
      ".*precision must be finite.*");
  A(1, 2) = nan;
  DRAKE_EXPECT_THROWS_MESSAGE(IsSymmetric(A, 1e-10),
                              ".*NaN or infinite entry at \\(1, 2\\).*");
  A(1, 2) = 0;
  A(0, 0) = std::numeric_limits<double>::infinity();
  DRAKE_EXPECT_THROWS_MESSAGE(IsSymmetric(A, 1e-10),
                              ".*NaN or infinite entry at \\(0, 0\\).*");
}

GTEST_TEST(MatrixUtilTest, LowerTriangularColumnsRoundTrip) {
  VectorXd columns(6);
  columns << 1, 2, 3, 4, 5, 6;
  // Column 0 is (1, 2, 3), column 1 from the diagonal is (4, 5), then 6.
  Matrix3d expected;
  expected << 1, 2, 3, 2, 4, 5, 3, 5, 6;
  const MatrixXd dynamic = ToSymmetricMatrixFromLowerTriangularColumns(columns);
  EXPECT_EQ(dynamic, MatrixXd(expected));
  const Matrix3d fixed = ToSymmetricMatrixFromLowerTriangularColumns<3>(
      Eigen::Matrix<double, 6, 1>(columns));
  EXPECT_EQ(fixed, expected);
  EXPECT_EQ(ToSymmetricMatrixFromLowerTriangularColumns<3>(columns), expected);
  EXPECT_EQ(ToLowerTriangularColumnsFromMatrix(expected), columns);
  // Only the lower triangle is read.
  Matrix3d lower = expected;
  lower.triangularView<Eigen::StrictlyUpper>().setConstant(-7);
  EXPECT_EQ(ToLowerTriangularColumnsFromMatrix(lower), columns);
  // Sizes 0 and 1.
  EXPECT_EQ(ToSymmetricMatrixFromLowerTriangularColumns(VectorXd(0)).rows(), 0);
  EXPECT_EQ(
      ToSymmetricMatrixFromLowerTriangularColumns(VectorXd::Constant(1, 4)),
      MatrixXd::Constant(1, 1, 4));
  EXPECT_EQ(ToLowerTriangularColumnsFromMatrix(MatrixXd(0, 0)).size(), 0);
  // AutoDiffXd keeps derivatives.
  const VectorX<AutoDiffXd> ad = InitializeAutoDiff(columns);
  const MatrixX<AutoDiffXd> sym =
      ToSymmetricMatrixFromLowerTriangularColumns(ad);
  EXPECT_EQ(sym(0, 2).derivatives(), VectorXd::Unit(6, 2));
  EXPECT_EQ(sym(2, 0).derivatives(), VectorXd::Unit(6, 2));
}

GTEST_TEST(MatrixUtilTest, LowerTriangularColumnsBadSizes) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      ToSymmetricMatrixFromLowerTriangularColumns(VectorXd::Zero(5)),
      ".*has 5 entries, which is not n\\(n\\+1\\)/2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ToSymmetricMatrixFromLowerTriangularColumns(MatrixXd::Zero(3, 2)),
      ".*must be a column vector, but it has 2 columns.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ToSymmetricMatrixFromLowerTriangularColumns<3>(VectorXd::Zero(5)),
      ".*must be a 6x1 column vector, but it is 5x1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ToLowerTriangularColumnsFromMatrix(MatrixXd::Zero(2, 3)),
      ".*must be square, but it is 2x3.*");
}

GTEST_TEST(MatrixUtilTest, IsPositiveDefinite) {
  // Eigenvalues 1 and 3.
  Eigen::Matrix2d A;
  A << 2, 1, 1, 2;
  EXPECT_TRUE(IsPositiveDefinite(A));
  EXPECT_TRUE(IsPositiveDefinite(A, 0.3));   // 1 >= 0.3 · 3.
  EXPECT_FALSE(IsPositiveDefinite(A, 0.4));  // 1 < 0.4 · 3.
  // Eigenvalues 0 and 2: PSD passes with tolerance 0, not with 1e-8.
  A << 1, 1, 1, 1;
  EXPECT_TRUE(IsPositiveDefinite(A));
  EXPECT_FALSE(IsPositiveDefinite(A, 1e-8));
  // Indefinite (eigenvalues −1 and 3).
  A << 1, 2, 2, 1;
  EXPECT_FALSE(IsPositiveDefinite(A));
  // Asymmetric by 1e-9: symmetry tolerance decides.
  A << 2, 1, 1 + 1e-9, 2;
  EXPECT_FALSE(IsPositiveDefinite(A));
  EXPECT_TRUE(IsPositiveDefinite(A, 0, 1e-8));
  EXPECT_FALSE(IsPositiveDefinite(MatrixXd::Identity(2, 3)));
  DRAKE_EXPECT_THROWS_MESSAGE(IsPositiveDefinite(A, -1.0),
                              ".*tolerances must be non-negative.*");
  DRAKE_EXPECT_THROWS_MESSAGE(IsPositiveDefinite(A, 0.0, -1.0),
                              ".*tolerances must be non-negative.*");
}

GTEST_TEST(MatrixUtilTest, StdVectorConversions) {
  MatrixXd M(2, 3);
  M << 1, 2, 3, 4, 5, 6;
  const std::vector<MatrixXd> columns = EigenToStdVector<double>(M);
  ASSERT_EQ(columns.size(), 3u);
  EXPECT_EQ(columns[1], (Eigen::Vector2d(2, 5)));
  EXPECT_EQ(StdVectorToEigen(columns), M);
  EXPECT_TRUE(EigenToStdVector<double>(MatrixXd(2, 0)).empty());
  DRAKE_EXPECT_THROWS_MESSAGE(StdVectorToEigen(std::vector<MatrixXd>{}),
                              ".*must not be empty.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      StdVectorToEigen(
          std::vector<MatrixXd>{VectorXd::Zero(2), VectorXd::Zero(3)}),
      ".*must be 2x1 \\(like the first\\), but element 1 is 3x1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      StdVectorToEigen(std::vector<MatrixXd>{MatrixXd::Zero(2, 2)}),
      ".*element 0 is 2x2.*");
}

GTEST_TEST(MatrixUtilTest, ExtractPrincipalSubmatrix) {
  MatrixXd M(4, 5);
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 5; ++j) M(i, j) = 10 * i + j;
  }
  // Entry (a, b) of the result is M(indices[a], indices[b]) = 10 i + j.
  for (const std::set<int>& indices :
       {std::set<int>{0}, std::set<int>{3}, std::set<int>{0, 1, 2, 3},
        std::set<int>{0, 2}, std::set<int>{1, 2, 3}, std::set<int>{0, 2, 3}}) {
    const MatrixXd sub = ExtractPrincipalSubmatrix(M, indices);
    const std::vector<int> list(indices.begin(), indices.end());
    ASSERT_EQ(sub.rows(), static_cast<int>(list.size()));
    ASSERT_EQ(sub.cols(), static_cast<int>(list.size()));
    for (size_t a = 0; a < list.size(); ++a) {
      for (size_t b = 0; b < list.size(); ++b) {
        EXPECT_EQ(sub(a, b), 10 * list[a] + list[b]);
      }
    }
  }
  DRAKE_EXPECT_THROWS_MESSAGE(ExtractPrincipalSubmatrix(M, {}),
                              ".*must not be empty.*");
  // Index 4 is a column of M but not a row.
  DRAKE_EXPECT_THROWS_MESSAGE(ExtractPrincipalSubmatrix(M, {1, 4}),
                              ".*must be in \\[0, 4\\) for the 4x5 matrix.*");
  DRAKE_EXPECT_THROWS_MESSAGE(ExtractPrincipalSubmatrix(M, {-1, 2}),
                              ".*must be in \\[0, 4\\).*\\[-1, 2\\].*");
}

GTEST_TEST(MatrixUtilTest, GeneratePythonCsc) {
  Eigen::Matrix<double, 2, 3> A;
  A << 1.5, 0, 1, 0, -0.25, 0;
  const Eigen::SparseMatrix<double> sparse = A.sparseView();
  // Stored nonzeros in column-major order: (0,0), (1,1), (0,2).
  EXPECT_EQ(GeneratePythonCsc(sparse, "A"),
            "A = sparse.csc_matrix((np.array([1.5, -0.25, 1], "
            "dtype=np.float64), ([0, 1, 0], [0, 1, 2])), shape=(2, 3))\n");
  EXPECT_EQ(GeneratePythonCsc(Eigen::SparseMatrix<double>(4, 2), "empty"),
            "empty = sparse.csc_matrix((4, 2))\n");
}

}  // namespace matrix_util_test
}  // namespace math
}  // namespace drake
