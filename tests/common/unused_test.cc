#include "drake/common/unused.h"

#include <string>

#include <gtest/gtest.h>

namespace drake {
namespace unused_test {

// A function whose parameters are named but used only through unused():
// with -Wunused-parameter -Werror this would not compile without it.
int CountArguments(int first, const std::string& second, double third) {
  unused(first, second, third);
  return 3;
}

TEST(UnusedTest, AcceptsAnyArgumentsAndDoesNothing) {
  EXPECT_EQ(CountArguments(1, "two", 3.0), 3);
  int value = 5;
  unused(value);
  unused();
  EXPECT_EQ(value, 5);
}

}  // namespace unused_test
}  // namespace drake
