#include "drake/common/is_less_than_comparable.h"

#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace drake {
namespace is_less_than_comparable_test {

struct WithMember {
  bool operator<(const WithMember&) const { return false; }
};

struct WithFree {};
bool operator<(const WithFree&, const WithFree&) { return false; }

struct WithoutLess {};

// Has only ==; less-than is what matters.
struct OnlyEquality {
  bool operator==(const OnlyEquality&) const { return true; }
};

// Its operator< needs a mutable left side; the trait tests lvalues of T.
struct NonConstLess {
  bool operator<(const NonConstLess&) { return false; }
};

GTEST_TEST(IsLessThanComparableTest, Values) {
  EXPECT_TRUE(is_less_than_comparable<int>::value);
  EXPECT_TRUE(is_less_than_comparable<double>::value);
  EXPECT_TRUE(is_less_than_comparable<std::string>::value);
  EXPECT_TRUE(is_less_than_comparable<std::vector<int>>::value);
  EXPECT_TRUE(is_less_than_comparable<WithMember>::value);
  EXPECT_TRUE(is_less_than_comparable<WithFree>::value);
  EXPECT_TRUE(is_less_than_comparable<NonConstLess>::value);
  EXPECT_FALSE(is_less_than_comparable<WithoutLess>::value);
  EXPECT_FALSE(is_less_than_comparable<OnlyEquality>::value);
  static_assert(is_less_than_comparable<int*>::value);
  static_assert(!is_less_than_comparable<void>::value);
}

}  // namespace is_less_than_comparable_test
}  // namespace drake
