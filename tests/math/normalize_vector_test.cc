#include "drake/math/normalize_vector.h"

#include <cmath>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/math/autodiff.h"
#include "drake/math/autodiff_gradient.h"

namespace drake {
namespace math {
namespace normalize_vector_test {

using Eigen::Matrix3d;
using Eigen::MatrixXd;
using Eigen::Vector3d;

GTEST_TEST(NormalizeVectorTest, Value) {
  Vector3d x_norm;
  NormalizeVector(Vector3d(3, 0, 4), x_norm);
  EXPECT_TRUE(x_norm.isApprox(Vector3d(0.6, 0, 0.8), 1e-15));
}

// The Jacobian against AutoDiffXd of x/|x| (same math, 1e-14), and the
// second derivative against central differences of the Jacobian (step
// 1e-5: truncation ~1e-10 · |third derivative| ≲ 1e-9, roundoff ~1e-11;
// tolerance 1e-7).
GTEST_TEST(NormalizeVectorTest, Derivatives) {
  const Vector3d x(1.0, -2.0, 0.5);
  Vector3d x_norm;
  Matrix3d dx_norm;
  Eigen::Matrix<double, 9, 3> ddx_norm;
  NormalizeVector(x, x_norm, &dx_norm, &ddx_norm);

  const Vector3<AutoDiffXd> x_ad = InitializeAutoDiff(x);
  const Vector3<AutoDiffXd> normalized = x_ad / x_ad.norm();
  EXPECT_LT((dx_norm - ExtractGradient(normalized)).norm(), 1e-14);
  // Symmetric, with x in its null space.
  EXPECT_LT((dx_norm - dx_norm.transpose()).norm(), 1e-15);
  EXPECT_LT((dx_norm * x).norm(), 1e-15);

  const double h = 1e-5;
  for (int j = 0; j < 3; ++j) {
    Vector3d plus = x;
    Vector3d minus = x;
    plus(j) += h;
    minus(j) -= h;
    Vector3d unused;
    Matrix3d d_plus;
    Matrix3d d_minus;
    NormalizeVector(plus, unused, &d_plus);
    NormalizeVector(minus, unused, &d_minus);
    const Matrix3d numerical = (d_plus - d_minus) / (2 * h);
    const Eigen::Map<const Eigen::Matrix<double, 9, 1>> stacked(
        numerical.data());
    EXPECT_LT((ddx_norm.col(j) - stacked).cwiseAbs().maxCoeff(), 1e-7) << j;
  }
}

// Dynamic sizes; ddx_norm alone (without dx_norm) is not computed.
GTEST_TEST(NormalizeVectorTest, DynamicAndOptional) {
  const Eigen::VectorXd x = Eigen::VectorXd::LinSpaced(4, 1, 4);
  Eigen::VectorXd x_norm;
  MatrixXd dx_norm;
  MatrixXd ddx_norm;
  NormalizeVector(x, x_norm, &dx_norm, &ddx_norm);
  EXPECT_NEAR(x_norm.norm(), 1, 1e-15);
  EXPECT_EQ(dx_norm.rows(), 4);
  EXPECT_EQ(ddx_norm.rows(), 16);
  EXPECT_EQ(ddx_norm.cols(), 4);
  MatrixXd untouched = MatrixXd::Constant(1, 1, 7);
  NormalizeVector(x, x_norm, nullptr, &untouched);
  EXPECT_EQ(untouched, MatrixXd::Constant(1, 1, 7));
}

GTEST_TEST(NormalizeVectorTest, Zero) {
  Vector3d x_norm;
  DRAKE_EXPECT_THROWS_MESSAGE(NormalizeVector(Vector3d::Zero().eval(), x_norm),
                              ".*x is zero, so it has no direction.*");
}

}  // namespace normalize_vector_test
}  // namespace math
}  // namespace drake
