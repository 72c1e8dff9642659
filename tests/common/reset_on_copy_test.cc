#include "drake/common/reset_on_copy.h"

#include <type_traits>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

namespace drake {
namespace reset_on_copy_test {

enum class Color { kRed = 3, kBlue = 4 };

GTEST_TEST(ResetOnCopyTest, DefaultIsValueInitialized) {
  reset_on_copy<int> i;
  EXPECT_EQ(i, 0);
  reset_on_copy<double> d;
  EXPECT_EQ(d, 0.0);
  reset_on_copy<const char*> p;
  EXPECT_EQ(p, nullptr);
}

GTEST_TEST(ResetOnCopyTest, ValueConstructionAndConversion) {
  reset_on_copy<int> i{5};
  EXPECT_EQ(i, 5);
  int& ref = i;
  ref = 6;
  EXPECT_EQ(i, 6);
  i = 8;  // Through the implicit constructor, then move assignment.
  EXPECT_EQ(i, 8);
  int lvalue = 10;
  reset_on_copy<int> j(lvalue);
  EXPECT_EQ(j, 10);
}

GTEST_TEST(ResetOnCopyTest, CopiesAreReset) {
  reset_on_copy<int> i{5};
  reset_on_copy<int> copy(i);
  EXPECT_EQ(copy, 0);
  EXPECT_EQ(i, 5);

  reset_on_copy<double> d{1.5};
  reset_on_copy<double> assigned{2.5};
  assigned = d;
  EXPECT_EQ(assigned, 0.0);
  EXPECT_EQ(d, 1.5);

  // Self copy-assignment changes nothing.
  const reset_on_copy<double>& alias = d;
  d = alias;
  EXPECT_EQ(d, 1.5);

  reset_on_copy<Color> c{Color::kBlue};
  reset_on_copy<Color> c_copy(c);
  EXPECT_EQ(static_cast<int>(static_cast<Color>(c_copy)), 0);  // Not kRed.
}

GTEST_TEST(ResetOnCopyTest, MovesKeepValueAndResetSource) {
  int target = 1;
  reset_on_copy<int*> p{&target};
  reset_on_copy<int*> moved(std::move(p));
  EXPECT_EQ(moved, &target);
  EXPECT_EQ(p, nullptr);  // NOLINT(bugprone-use-after-move)

  reset_on_copy<int> a{4};
  reset_on_copy<int> b{9};
  b = std::move(a);
  EXPECT_EQ(b, 4);
  EXPECT_EQ(a, 0);  // NOLINT(bugprone-use-after-move)

  reset_on_copy<int>& alias = b;
  b = std::move(alias);
  EXPECT_EQ(b, 4);
}

GTEST_TEST(ResetOnCopyTest, PointerAccess) {
  struct Thing {
    int value = 17;
  } thing;
  reset_on_copy<Thing*> p{&thing};
  EXPECT_EQ(p->value, 17);
  EXPECT_EQ((*p).value, 17);
}

// An enclosing class keeps its defaulted copy; the wrapped counter restarts.
struct Widget {
  std::vector<int> items;
  reset_on_copy<int> use_count;
};

GTEST_TEST(ResetOnCopyTest, DefaultedCopyOfEnclosingClass) {
  Widget w{{1, 2, 3}, 7};
  Widget copy = w;
  EXPECT_EQ(copy.items.size(), 3u);
  EXPECT_EQ(copy.use_count, 0);
  EXPECT_EQ(w.use_count, 7);
}

GTEST_TEST(ResetOnCopyTest, Noexcept) {
  using T = reset_on_copy<double>;
  static_assert(std::is_nothrow_default_constructible_v<T>);
  static_assert(std::is_nothrow_copy_constructible_v<T>);
  static_assert(std::is_nothrow_copy_assignable_v<T>);
  static_assert(std::is_nothrow_move_constructible_v<T>);
  static_assert(std::is_nothrow_move_assignable_v<T>);
}

}  // namespace reset_on_copy_test
}  // namespace drake
