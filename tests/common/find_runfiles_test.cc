#include "drake/common/find_runfiles.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace drake {
namespace find_runfiles_test {

using ::testing::HasSubstr;

// Mallard is never a Bazel build: there are no runfiles, and every look-up
// reports an error (and no path).
TEST(FindRunfilesTest, ReportsNoRunfiles) {
  EXPECT_FALSE(HasRunfiles());
  const RlocationOrError result = FindRunfile("drake/common/foo.txt");
  EXPECT_TRUE(result.abspath.empty());
  EXPECT_THAT(result.error, HasSubstr("drake/common/foo.txt"));
  EXPECT_THAT(result.error, HasSubstr("runfiles"));
  const RlocationOrError other = FindRunfile("repo/file", "some_repository");
  EXPECT_TRUE(other.abspath.empty());
  EXPECT_FALSE(other.error.empty());
  const RlocationOrError empty = FindRunfile("");
  EXPECT_TRUE(empty.abspath.empty());
  EXPECT_THAT(empty.error, HasSubstr("empty"));
}

}  // namespace find_runfiles_test
}  // namespace drake
