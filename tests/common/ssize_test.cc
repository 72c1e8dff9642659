// drake/common/ssize.h is deprecated in Drake: it only warns (with #warning)
// and includes eigen_types.h. tests/CMakeLists.txt compiles this file with
// -Wno-cpp so that the -Werror build accepts the warning.
#include "drake/common/ssize.h"

#include <iterator>
#include <vector>

#include <gtest/gtest.h>

namespace drake {
namespace ssize_test {

GTEST_TEST(SsizeTest, StdSsizeReplacesIt) {
  const std::vector<int> v{1, 2, 3};
  EXPECT_EQ(std::ssize(v), 3);
  // Still brings in the Eigen aliases, as Drake's does.
  const Vector3<double> x(1, 2, 3);
  EXPECT_EQ(x.size(), 3);
}

}  // namespace ssize_test
}  // namespace drake
