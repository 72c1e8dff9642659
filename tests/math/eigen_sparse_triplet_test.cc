#include "drake/math/eigen_sparse_triplet.h"

#include <vector>

#include <gtest/gtest.h>

namespace drake {
namespace math {
namespace eigen_sparse_triplet_test {

// [1 0 2; 0 3 4]: stored column by column.
Eigen::SparseMatrix<double> MakeMatrix() {
  Eigen::Matrix<double, 2, 3> dense;
  dense << 1, 0, 2, 0, 3, 4;
  return dense.sparseView();
}

GTEST_TEST(EigenSparseTripletTest, Triplets) {
  const Eigen::SparseMatrix<double> matrix = MakeMatrix();
  const std::vector<Eigen::Triplet<double>> triplets =
      SparseMatrixToTriplets(matrix);
  ASSERT_EQ(triplets.size(), 4u);
  const int rows[] = {0, 1, 0, 1};
  const int cols[] = {0, 1, 2, 2};
  const double values[] = {1, 3, 2, 4};
  for (int k = 0; k < 4; ++k) {
    EXPECT_EQ(triplets[k].row(), rows[k]);
    EXPECT_EQ(triplets[k].col(), cols[k]);
    EXPECT_EQ(triplets[k].value(), values[k]);
  }
  // Rebuilding from the triplets gives the matrix back.
  Eigen::SparseMatrix<double> rebuilt(2, 3);
  rebuilt.setFromTriplets(triplets.begin(), triplets.end());
  EXPECT_EQ(Eigen::MatrixXd(rebuilt), Eigen::MatrixXd(matrix));
  // Row-major storage lists row by row.
  const Eigen::SparseMatrix<double, Eigen::RowMajor> row_major = matrix;
  const auto row_triplets = SparseMatrixToTriplets(row_major);
  ASSERT_EQ(row_triplets.size(), 4u);
  EXPECT_EQ(row_triplets[1].value(), 2);
  EXPECT_TRUE(
      SparseMatrixToTriplets(Eigen::SparseMatrix<double>(3, 3)).empty());
}

GTEST_TEST(EigenSparseTripletTest, RowColumnValueVectors) {
  const Eigen::SparseMatrix<double> matrix = MakeMatrix();
  // Stale contents are cleared.
  std::vector<Eigen::Index> rows{7, 7};
  std::vector<Eigen::Index> cols{7};
  std::vector<double> values{7, 7, 7, 7, 7};
  SparseMatrixToRowColumnValueVectors(matrix, rows, cols, values);
  EXPECT_EQ(rows, (std::vector<Eigen::Index>{0, 1, 0, 1}));
  EXPECT_EQ(cols, (std::vector<Eigen::Index>{0, 1, 2, 2}));
  EXPECT_EQ(values, (std::vector<double>{1, 3, 2, 4}));
}

}  // namespace eigen_sparse_triplet_test
}  // namespace math
}  // namespace drake
