#include "drake/common/eigen_types.h"

#include <stdexcept>
#include <type_traits>

#include <gtest/gtest.h>

namespace drake {
namespace eigen_types_test {

static_assert(std::is_same_v<Vector3<double>, Eigen::Vector3d>);
static_assert(std::is_same_v<VectorX<double>, Eigen::VectorXd>);
static_assert(std::is_same_v<MatrixX<float>, Eigen::MatrixXf>);
static_assert(std::is_same_v<Matrix3<double>, Eigen::Matrix3d>);
static_assert(Vector6<double>::RowsAtCompileTime == 6);
static_assert(Matrix6X<double>::RowsAtCompileTime == 6);
static_assert(VectorUpTo6<double>::MaxRowsAtCompileTime == 6);

// Writes `value` into every entry of `out`, if it is not null.
void FillMatrix(double value, EigenPtr<MatrixX<double>> out) {
  if (out == nullptr) return;
  out->setConstant(value);
}

// Writes 1, 2, ... into `out`; `out` must not be null.
void FillVector(EigenPtr<VectorX<double>> out) {
  for (int i = 0; i < out->size(); ++i) (*out)(i) = i + 1;
}

TEST(EigenPtrTest, WritesThroughToMatrixAndBlock) {
  MatrixX<double> m = MatrixX<double>::Zero(3, 4);
  FillMatrix(2.0, &m);
  EXPECT_EQ(m, MatrixX<double>::Constant(3, 4, 2.0));

  // Writing to a block changes exactly that block of the parent.
  m.setZero();
  auto block = m.block(1, 1, 2, 2);
  FillMatrix(5.0, &block);
  MatrixX<double> expected = MatrixX<double>::Zero(3, 4);
  expected.block(1, 1, 2, 2).setConstant(5.0);
  EXPECT_EQ(m, expected);

  // A fixed-size matrix binds too.
  Eigen::Matrix3d fixed = Eigen::Matrix3d::Zero();
  FillMatrix(-1.0, &fixed);
  EXPECT_EQ(fixed, Eigen::Matrix3d::Constant(-1.0));

  VectorX<double> v = VectorX<double>::Zero(5);
  auto segment = v.segment(2, 3);
  FillVector(&segment);
  EXPECT_EQ(v, (VectorX<double>(5) << 0, 0, 1, 2, 3).finished());
}

TEST(EigenPtrTest, NullPointer) {
  EigenPtr<MatrixX<double>> null_ptr = nullptr;
  EXPECT_TRUE(null_ptr == nullptr);
  EXPECT_FALSE(null_ptr != nullptr);
  EXPECT_FALSE(static_cast<bool>(null_ptr));
  FillMatrix(1.0, nullptr);  // Allowed: the function checks for null.
  EXPECT_THROW(*null_ptr, std::runtime_error);

  MatrixX<double> m(2, 2);
  EigenPtr<MatrixX<double>> ptr(&m);
  EXPECT_TRUE(ptr != nullptr);
  // Copies refer to the same object; reassigning to null releases it.
  EigenPtr<MatrixX<double>> copy = ptr;
  copy->setIdentity();
  EXPECT_EQ(m, Eigen::Matrix2d::Identity());
  copy = null_ptr;
  EXPECT_TRUE(copy == nullptr);
  EXPECT_TRUE(ptr != nullptr);
}

}  // namespace eigen_types_test
}  // namespace drake
