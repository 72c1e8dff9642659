#include "drake/common/text_logging_level.h"

#include <type_traits>

#include <gtest/gtest.h>

namespace drake {
namespace logging {
namespace text_logging_level_test {

GTEST_TEST(TextLoggingLevelTest, Values) {
  static_assert(std::is_same_v<decltype(level::info), const level_enum>);
  // Ordered from least to most severe, as Drake declares them.
  EXPECT_EQ(static_cast<int>(level::trace), 0);
  EXPECT_EQ(static_cast<int>(level::debug), 1);
  EXPECT_EQ(static_cast<int>(level::info), 2);
  EXPECT_EQ(static_cast<int>(level::warn), 3);
  EXPECT_EQ(static_cast<int>(level::err), 4);
  EXPECT_EQ(static_cast<int>(level::critical), 5);
  EXPECT_EQ(static_cast<int>(level::off), 6);
  EXPECT_LT(level::warn, level::err);
  constexpr level_enum chosen = level::critical;
  EXPECT_EQ(chosen, level_enum::critical);
}

}  // namespace text_logging_level_test
}  // namespace logging
}  // namespace drake
