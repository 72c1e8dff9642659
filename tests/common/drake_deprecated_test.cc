// DRAKE_DEPRECATED marks a declaration [[deprecated]] with the message and
// removal date; calling it still works (the warning is silenced here).

#include "drake/common/drake_deprecated.h"

#include <gtest/gtest.h>

namespace drake {
namespace drake_deprecated_test {

DRAKE_DEPRECATED("2038-01-19", "Use NewAnswer() instead.")
int OldAnswer() { return 42; }

class DRAKE_DEPRECATED("2038-01-19", "Use a newer class.") OldClass {
 public:
  int value() const { return 7; }
};

GTEST_TEST(DrakeDeprecatedTest, DeprecatedCodeStillRuns) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  EXPECT_EQ(OldAnswer(), 42);
  EXPECT_EQ(OldClass().value(), 7);
#pragma GCC diagnostic pop
}

}  // namespace drake_deprecated_test
}  // namespace drake
