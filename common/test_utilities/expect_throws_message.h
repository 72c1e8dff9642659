#pragma once

/// @file
/// GoogleTest helpers that expect a statement to throw a std::exception
/// whose what() matches a regular expression (std::regex_match: the whole
/// message; surround with `.*`, or `[\s\S]*` for several lines, to match a
/// part):
///
///   DRAKE_EXPECT_THROWS_MESSAGE(plant.Finalize(), ".*body 'link'.*");
///
/// - DRAKE_EXPECT_THROWS_MESSAGE: a non-fatal failure when the statement
///   throws nothing, throws something that is not a std::exception, or
///   throws a message that does not match.
/// - DRAKE_ASSERT_THROWS_MESSAGE: the same, as fatal failures.
/// - The `_IF_ARMED` variants require the throw only when DRAKE_ASSERT is
///   armed (kDrakeAssertIsArmed); unarmed, a statement that does not throw
///   passes, and one that throws must still match.

#include <regex>
#include <string>

#include <gtest/gtest.h>

#include "drake/common/drake_assert.h"

namespace drake {
namespace test {
namespace internal {
// Whether `message` matches `regex` as a whole.
inline bool ThrowsMessageMatches(const std::string& message,
                                 const std::string& regex) {
  return std::regex_match(message, std::regex(regex));
}
}  // namespace internal
}  // namespace test
}  // namespace drake

// Shared body of the four macros; `on_failure` is GTEST_NONFATAL_FAILURE_
// or GTEST_FATAL_FAILURE_.
#define DRAKE_EXPECT_THROWS_MESSAGE_HELPER(expression, regexp, must_throw, \
                                           on_failure)                     \
  do {                                                                     \
    try {                                                                  \
      static_cast<void>(expression);                                       \
      if (must_throw) {                                                    \
        on_failure("Expected: " #expression                                \
                   " throws an exception.\n  Actual: it throws nothing."); \
      }                                                                    \
    } catch (const std::exception& drake_thrown) {                         \
      const std::string drake_thrown_message(drake_thrown.what());         \
      const std::string drake_expected_regex(regexp);                      \
      if (!::drake::test::internal::ThrowsMessageMatches(                  \
              drake_thrown_message, drake_expected_regex)) {               \
        on_failure(("Expected: " #expression                               \
                    " throws a message matching\n    " +                   \
                    drake_expected_regex + "\n  Actual message:\n    " +   \
                    drake_thrown_message)                                  \
                       .c_str());                                          \
      }                                                                    \
    } catch (...) {                                                        \
      on_failure("Expected: " #expression                                  \
                 " throws a std::exception.\n  Actual: it throws an "      \
                 "object of another type.");                               \
    }                                                                      \
  } while (0)

#define DRAKE_EXPECT_THROWS_MESSAGE(expression, regexp)        \
  DRAKE_EXPECT_THROWS_MESSAGE_HELPER(expression, regexp, true, \
                                     GTEST_NONFATAL_FAILURE_)

#define DRAKE_ASSERT_THROWS_MESSAGE(expression, regexp)        \
  DRAKE_EXPECT_THROWS_MESSAGE_HELPER(expression, regexp, true, \
                                     GTEST_FATAL_FAILURE_)

#define DRAKE_EXPECT_THROWS_MESSAGE_IF_ARMED(expression, regexp)   \
  DRAKE_EXPECT_THROWS_MESSAGE_HELPER(expression, regexp,           \
                                     ::drake::kDrakeAssertIsArmed, \
                                     GTEST_NONFATAL_FAILURE_)

#define DRAKE_ASSERT_THROWS_MESSAGE_IF_ARMED(expression, regexp) \
  DRAKE_EXPECT_THROWS_MESSAGE_HELPER(                            \
      expression, regexp, ::drake::kDrakeAssertIsArmed, GTEST_FATAL_FAILURE_)
