// drake/common/fmt.h: fmt_floating_point, fmt_debug_string and
// DRAKE_FORMATTER_AS (for a plain type and for a template).

#include "drake/common/fmt.h"

#include <limits>
#include <string>

#include <gtest/gtest.h>

namespace drake_fmt_test {
struct Celsius {
  double degrees;
};
template <typename T>
struct Boxed {
  T value;
};
}  // namespace drake_fmt_test

DRAKE_FORMATTER_AS(, drake_fmt_test, Celsius, x, x.degrees)
DRAKE_FORMATTER_AS(typename T, drake_fmt_test, Boxed<T>, x, x.value)

namespace drake {
namespace fmt_test {

GTEST_TEST(FmtTest, FloatingPoint) {
  EXPECT_EQ(fmt_floating_point(1.0), "1.0");
  EXPECT_EQ(fmt_floating_point(-3.0), "-3.0");
  EXPECT_EQ(fmt_floating_point(0.25), "0.25");
  EXPECT_EQ(fmt_floating_point(1.5f), "1.5");
  EXPECT_EQ(fmt_floating_point(1e20), "1e+20");
  EXPECT_EQ(fmt_floating_point(std::numeric_limits<double>::infinity()), "inf");
  EXPECT_EQ(fmt_floating_point(std::numeric_limits<double>::quiet_NaN()),
            "nan");
}

GTEST_TEST(FmtTest, DebugString) {
  EXPECT_EQ(fmt_debug_string("plain"), "\"plain\"");
  EXPECT_EQ(fmt_debug_string("say \"hi\"\\\n"), "\"say \\\"hi\\\"\\\\\\n\"");
  EXPECT_EQ(fmt_debug_string(std::string("a\x01", 2)), "\"a\\x01\"");
}

// The formatted expression keeps its own format spec.
GTEST_TEST(FmtTest, FormatterAs) {
  EXPECT_EQ(fmt::format("{}", drake_fmt_test::Celsius{21.5}), "21.5");
  EXPECT_EQ(fmt::format("{:.3f}", drake_fmt_test::Celsius{21.5}), "21.500");
  EXPECT_EQ(fmt::format("{:>5}", drake_fmt_test::Boxed<int>{42}), "   42");
  EXPECT_EQ(fmt::format("{}", drake_fmt_test::Boxed<std::string>{"ok"}), "ok");
}

}  // namespace fmt_test
}  // namespace drake
