#include "drake/common/ranges.h"

#include <map>
#include <ranges>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace drake {
namespace ranges_test {

// A function documented as returning "a view of int".
template <typename Range>
requires range_view_of<Range, int>
int Sum(Range range) {
  int total = 0;
  for (int x : range) total += x;
  return total;
}

GTEST_TEST(RangesTest, RangeViewOf) {
  const std::vector<int> values{1, 2, 3, 4};
  auto evens = values | std::views::filter([](int x) { return x % 2 == 0; });
  static_assert(range_view_of<decltype(evens), int>);
  EXPECT_EQ(Sum(evens), 6);

  // A container is a range but not a view.
  static_assert(!range_view_of<std::vector<int>, int>);
  // The value type must match exactly.
  static_assert(!range_view_of<decltype(evens), double>);
  static_assert(!range_view_of<decltype(evens), const int>);

  std::map<std::string, double> m{{"a", 1.0}};
  auto keys = std::views::keys(m);
  static_assert(range_view_of<decltype(keys), std::string>);
}

}  // namespace ranges_test
}  // namespace drake
