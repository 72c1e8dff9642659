#include "drake/common/double_overloads.h"

#include <gtest/gtest.h>

namespace drake {
namespace double_overloads_test {

GTEST_TEST(DoubleOverloadsTest, IfThenElse) {
  EXPECT_EQ(if_then_else(true, 1.5, -2.0), 1.5);
  EXPECT_EQ(if_then_else(false, 1.5, -2.0), -2.0);
  const double x = 3.0;
  EXPECT_EQ(if_then_else(x > 2.0, x * x, 0.0), 9.0);
  // Both branches are evaluated (they are arguments).
  int evaluated = 0;
  auto count = [&evaluated](double v) {
    ++evaluated;
    return v;
  };
  EXPECT_EQ(if_then_else(true, count(1.0), count(2.0)), 1.0);
  EXPECT_EQ(evaluated, 2);
}

}  // namespace double_overloads_test
}  // namespace drake
