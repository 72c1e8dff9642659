#include "drake/common/drake_assert.h"

#include <stdexcept>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/common/drake_throw.h"

namespace drake {
namespace drake_assert_test {

void CheckPositive(int x) { DRAKE_THROW_UNLESS(x > 0); }

// The user-input check reports the failed condition, function and location.
TEST(DrakeThrowTest, MessageNamesConditionAndLocation) {
  EXPECT_NO_THROW(CheckPositive(1));
  try {
    CheckPositive(-2);
    FAIL() << "expected a throw";
  } catch (const std::logic_error& e) {
    EXPECT_THAT(e.what(), ::testing::HasSubstr("condition 'x > 0' failed"));
    EXPECT_THAT(e.what(), ::testing::HasSubstr("CheckPositive"));
    EXPECT_THAT(e.what(), ::testing::HasSubstr("drake_assert_test.cc:"));
  }
}

TEST(DrakeDemandDeathTest, AbortsNamingCondition) {
  EXPECT_DEATH(DRAKE_DEMAND(1 + 1 == 3), "condition '1 \\+ 1 == 3' failed");
  EXPECT_DEATH(DRAKE_UNREACHABLE(), "Unreachable code");
}

// The test build arms DRAKE_ASSERT (tools/test passes
// -DMALLARD_ARM_ASSERTS=ON); a disarmed assert does not evaluate its
// argument.
TEST(DrakeAssertDeathTest, ArmedInTestBuild) {
  if (kDrakeAssertIsArmed) {
    EXPECT_DEATH(DRAKE_ASSERT(false), "assertion condition 'false' failed");
  } else {
    DRAKE_ASSERT(false);  // Compiles away.
  }
  int evaluations = 0;
  DRAKE_ASSERT_VOID(++evaluations);
  EXPECT_EQ(evaluations, kDrakeAssertIsArmed ? 1 : 0);
}

}  // namespace drake_assert_test
}  // namespace drake
