#include "drake/common/extract_double.h"

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/expression.h"

namespace drake {
namespace extract_double_test {

TEST(ExtractDoubleTest, Scalars) {
  EXPECT_EQ(ExtractDoubleOrThrow(1.5), 1.5);
  EXPECT_EQ(ExtractDoubleOrThrow(0.25f), 0.25);
  const AutoDiffXd x(3.0, Eigen::VectorXd::Ones(2));
  EXPECT_EQ(ExtractDoubleOrThrow(x), 3.0);
  EXPECT_EQ(ExtractDoubleOrThrow(2 * x), 6.0);
}

TEST(ExtractDoubleTest, Matrices) {
  Eigen::Matrix<double, 2, 3> m;
  m << 1, 2, 3, 4, 5, 6;
  const Eigen::Matrix<double, 2, 3> m_value = ExtractDoubleOrThrow(m);
  EXPECT_EQ(m_value, m);
  // Expressions and row vectors work; the shape is kept.
  const Eigen::RowVector3d row = ExtractDoubleOrThrow(m.row(1));
  EXPECT_EQ(row, Eigen::RowVector3d(4, 5, 6));
  const Eigen::MatrixXd dynamic = ExtractDoubleOrThrow(Eigen::MatrixXd(m));
  EXPECT_EQ(dynamic.rows(), 2);
  EXPECT_EQ(dynamic.cols(), 3);

  Vector2<AutoDiffXd> v;
  v(0) = AutoDiffXd(7.0, Eigen::Vector2d(1, 0));
  v(1) = AutoDiffXd(8.0, Eigen::Vector2d(0, 1));
  const Eigen::Vector2d v_value = ExtractDoubleOrThrow(v);
  EXPECT_EQ(v_value, Eigen::Vector2d(7, 8));
  const Eigen::Vector2d doubled = ExtractDoubleOrThrow(v * 2);
  EXPECT_EQ(doubled, Eigen::Vector2d(14, 16));
  const Eigen::RowVector2d transposed = ExtractDoubleOrThrow(v.transpose());
  EXPECT_EQ(transposed, Eigen::RowVector2d(7, 8));
}

TEST(ExtractDoubleTest, Symbolic) {
  const symbolic::Expression constant = symbolic::Expression(2.0) * 3.0;
  EXPECT_EQ(ExtractDoubleOrThrow(constant), 6.0);
  const symbolic::Variable x("x");
  EXPECT_THROW(ExtractDoubleOrThrow(symbolic::Expression(x) + 1),
               std::exception);
  Vector2<symbolic::Expression> v(symbolic::Expression(1.0),
                                  symbolic::Expression(2.0));
  const Eigen::Vector2d v_value = ExtractDoubleOrThrow(v);
  EXPECT_EQ(v_value, Eigen::Vector2d(1, 2));
  v(1) = x;
  EXPECT_THROW(ExtractDoubleOrThrow(v), std::exception);
}

}  // namespace extract_double_test
}  // namespace drake
