#include "drake/math/cross_product.h"

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"

namespace drake {
namespace math {
namespace cross_product_test {

// [v]× w = v × w (Eigen's cross product) and [v]× is skew: [v]×ᵀ = −[v]×.
TEST(CrossProductTest, SkewSymmetricMatchesCross) {
  const Eigen::Vector3d v(1.5, -2, 0.25);
  const Eigen::Matrix3d v_cross = VectorToSkewSymmetric(v);
  EXPECT_EQ(v_cross.transpose(), -v_cross);
  for (const Eigen::Vector3d& w :
       {Eigen::Vector3d(1, 0, 0), Eigen::Vector3d(0.3, 4, -1)}) {
    EXPECT_TRUE((v_cross * w).isApprox(v.cross(w), 1e-15));
  }
  EXPECT_EQ(v_cross * v, Eigen::Vector3d::Zero());
  // Works on expressions and AutoDiffXd.
  const Matrix3<AutoDiffXd> ad =
      VectorToSkewSymmetric((2 * v).cast<AutoDiffXd>());
  EXPECT_EQ(ad(0, 1).value(), -2 * v(2));
}

}  // namespace cross_product_test
}  // namespace math
}  // namespace drake
