#include "drake/common/drake_assertion_error.h"

#include <stdexcept>
#include <string>
#include <type_traits>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/common/drake_assert.h"

// Drake's hook (declared in its .cc file only) that makes failed assertions
// throw; it is process-wide, so this program's tests that need aborts run in
// death-test children started before it is called, or not at all.
extern "C" void drake_set_assertion_failure_to_throw_exception();

namespace drake {
namespace drake_assertion_error_test {

GTEST_TEST(DrakeAssertionErrorTest, IsRuntimeError) {
  static_assert(
      std::is_base_of_v<std::runtime_error, internal::assertion_error>);
  const internal::assertion_error error("message text");
  EXPECT_EQ(std::string(error.what()), "message text");
}

void FailAnAssertion() {
  const int two = 2;
  DRAKE_ASSERT(two == 3);
}

// Runs first (declared first): the default is to abort.
GTEST_TEST(DrakeAssertionErrorTest, AssertAbortsByDefault) {
  if (kDrakeAssertIsDisarmed) GTEST_SKIP() << "DRAKE_ASSERT is disarmed";
  EXPECT_DEATH(FailAnAssertion(),
               "abort: Failure at .*drake_assertion_error_test.cc:.* in "
               "FailAnAssertion\\(\\): assertion condition 'two == 3' "
               "failed.");
}

GTEST_TEST(DrakeAssertionErrorTest, AssertThrowsOnceConfigured) {
  if (kDrakeAssertIsDisarmed) GTEST_SKIP() << "DRAKE_ASSERT is disarmed";
  drake_set_assertion_failure_to_throw_exception();
  // The message is what would otherwise be printed after "abort: ".
  try {
    FailAnAssertion();
    ADD_FAILURE() << "no exception";
  } catch (const internal::assertion_error& e) {
    EXPECT_THAT(std::string(e.what()),
                testing::MatchesRegex(
                    "Failure at .*drake_assertion_error_test.cc:[0-9]+ in "
                    "FailAnAssertion\\(\\): assertion condition 'two == 3' "
                    "failed."));
  }
}

}  // namespace drake_assertion_error_test
}  // namespace drake
