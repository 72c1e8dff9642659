#include "drake/common/reset_after_move.h"

#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

namespace drake {
namespace reset_after_move_test {

GTEST_TEST(ResetAfterMoveTest, DefaultIsValueInitialized) {
  reset_after_move<int> x;
  EXPECT_EQ(x, 0);
  reset_after_move<double> y;
  EXPECT_EQ(y.value(), 0.0);
  reset_after_move<int*> p;
  EXPECT_EQ(p.value(), nullptr);
}

GTEST_TEST(ResetAfterMoveTest, ConversionAndAssignment) {
  reset_after_move<int> x{7};
  EXPECT_EQ(x, 7);
  int& ref = x;
  ref = 9;
  EXPECT_EQ(x.value(), 9);
  x = 11;  // Through the implicit constructor.
  EXPECT_EQ(x, 11);
  const reset_after_move<int>& cx = x;
  EXPECT_EQ(static_cast<const int&>(cx), 11);
  EXPECT_EQ(x + 1, 12);
}

GTEST_TEST(ResetAfterMoveTest, CopyKeepsBoth) {
  reset_after_move<int> x{5};
  reset_after_move<int> y(x);
  EXPECT_EQ(x, 5);
  EXPECT_EQ(y, 5);
  reset_after_move<int> z;
  z = x;
  EXPECT_EQ(x, 5);
  EXPECT_EQ(z, 5);
}

GTEST_TEST(ResetAfterMoveTest, MoveResetsDonor) {
  reset_after_move<int> x{5};
  reset_after_move<int> y(std::move(x));
  EXPECT_EQ(y, 5);
  EXPECT_EQ(x, 0);  // NOLINT(bugprone-use-after-move): the point of the test.
  reset_after_move<int> z{3};
  z = std::move(y);
  EXPECT_EQ(z, 5);
  EXPECT_EQ(y, 0);  // NOLINT(bugprone-use-after-move)

  // Self-move leaves the value.
  reset_after_move<int>& alias = z;
  z = std::move(alias);
  EXPECT_EQ(z, 5);

  reset_after_move<std::string> s{std::string("abc")};
  reset_after_move<std::string> t(std::move(s));
  EXPECT_EQ(t.value(), "abc");
  EXPECT_EQ(s.value(), "");  // NOLINT(bugprone-use-after-move)
}

GTEST_TEST(ResetAfterMoveTest, Pointer) {
  int target = 42;
  reset_after_move<int*> p{&target};
  EXPECT_EQ(*p, 42);
  struct Pair {
    int first = 1;
  } pair;
  reset_after_move<Pair*> q{&pair};
  EXPECT_EQ(q->first, 1);
  reset_after_move<int*> moved(std::move(p));
  EXPECT_EQ(moved.value(), &target);
  EXPECT_EQ(p.value(), nullptr);  // NOLINT(bugprone-use-after-move)
}

// A class that relies on defaulted moves: the wrapped member resets along
// with the vector.
class Tally {
 public:
  Tally() = default;
  void Add(int x) {
    items_.push_back(x);
    sum_ += x;
  }
  int sum() const { return sum_; }
  int size() const { return static_cast<int>(items_.size()); }

 private:
  std::vector<int> items_;
  reset_after_move<int> sum_;
};

GTEST_TEST(ResetAfterMoveTest, DefaultedMoveOfEnclosingClass) {
  Tally a;
  a.Add(2);
  a.Add(3);
  Tally b(std::move(a));
  EXPECT_EQ(b.sum(), 5);
  EXPECT_EQ(b.size(), 2);
  EXPECT_EQ(a.sum(), 0);  // NOLINT(bugprone-use-after-move)
  EXPECT_EQ(a.size(), 0);
}

GTEST_TEST(ResetAfterMoveTest, Noexcept) {
  static_assert(std::is_nothrow_move_constructible_v<reset_after_move<int>>);
  static_assert(std::is_nothrow_move_assignable_v<reset_after_move<int>>);
  static_assert(std::is_nothrow_default_constructible_v<reset_after_move<int>>);
  // std::vector then moves rather than copies when it grows.
  static_assert(
      std::is_nothrow_move_constructible_v<reset_after_move<std::string>>);
}

}  // namespace reset_after_move_test
}  // namespace drake
