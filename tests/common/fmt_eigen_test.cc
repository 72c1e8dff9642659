#include "drake/common/fmt_eigen.h"

#include <Eigen/Core>
#include <fmt/format.h>
#include <gtest/gtest.h>

namespace drake {
namespace fmt_eigen_test {

TEST(FmtEigenTest, VectorsAndMatrices) {
  const Eigen::Vector3d v(1.0, 2.5, -3.0);
  EXPECT_EQ(fmt::format("p = {}", fmt_eigen(v.transpose())),
            "p =   1 2.5  -3");  // Eigen pads columns to equal width.
  Eigen::Matrix2i m;
  m << 1, 2, 3, 4;
  EXPECT_EQ(fmt::format("{}", fmt_eigen(m)), "1 2\n3 4");
  // Alignment specifiers apply to the whole text.
  EXPECT_EQ(fmt::format("[{:>5}]", fmt_eigen(Eigen::Matrix<int, 1, 1>(7))),
            "[    7]");
}

}  // namespace fmt_eigen_test
}  // namespace drake
