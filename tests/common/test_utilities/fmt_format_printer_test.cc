#include "drake/common/test_utilities/fmt_format_printer.h"

#include <ostream>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>

#include <gtest/gtest.h>

#include "drake/common/fmt.h"

namespace drake {
namespace internal {
namespace fmt_format_printer_test {

// Formattable with fmt only.
struct Point {
  int x{};
  int y{};
};

// Streamable only.
struct Streamed {};
std::ostream& operator<<(std::ostream& os, const Streamed&) {
  return os << "streamed";
}

}  // namespace fmt_format_printer_test
}  // namespace internal
}  // namespace drake

DRAKE_FORMATTER_AS(, drake::internal::fmt_format_printer_test, Point, p,
                   fmt::format("({}, {})", p.x, p.y))

namespace drake {
namespace internal {
namespace fmt_format_printer_test {

template <typename T, typename = void>
struct Prints : std::false_type {};
template <typename T>
struct Prints<T, std::void_t<decltype(FmtFormatPrinter::PrintValue(
                     std::declval<const T&>(), nullptr))>> : std::true_type {};

GTEST_TEST(FmtFormatPrinterTest, Applicability) {
  static_assert(FmtFormatPrinter::is_directly_formattable<Point>);
  static_assert(FmtFormatPrinter::is_directly_formattable<int>);
  static_assert(FmtFormatPrinter::is_directly_formattable<std::string>);
  static_assert(!FmtFormatPrinter::is_directly_formattable<Streamed>);
  static_assert(Prints<Point>::value);
  static_assert(!Prints<Streamed>::value);
  // (gtest prints Streamed with its operator<<.)
  EXPECT_EQ(testing::PrintToString(Streamed{}), "streamed");
}

GTEST_TEST(FmtFormatPrinterTest, Output) {
  std::ostringstream out;
  FmtFormatPrinter::PrintValue(Point{1, -2}, &out);
  EXPECT_EQ(out.str(), "(1, -2)");
  std::ostringstream number;
  FmtFormatPrinter::PrintValue(1.5, &number);
  EXPECT_EQ(number.str(), "1.5");
}

}  // namespace fmt_format_printer_test
}  // namespace internal
}  // namespace drake
