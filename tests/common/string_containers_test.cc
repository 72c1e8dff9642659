// string_map, string_multimap, string_set, string_multiset and their
// unordered variants: lookups by std::string_view and const char* need no
// std::string.

#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "drake/common/string_hash.h"
#include "drake/common/string_map.h"
#include "drake/common/string_set.h"
#include "drake/common/string_unordered_map.h"
#include "drake/common/string_unordered_set.h"

namespace drake {
namespace string_containers_test {

using std::string_view_literals::operator""sv;

TEST(StringContainersTest, StringMap) {
  string_map<int> map{{"alpha", 1}, {"beta", 2}};
  const std::string_view key = "beta"sv;
  EXPECT_EQ(map.find(key)->second, 2);
  EXPECT_EQ(map.count("alpha"), 1);
  EXPECT_TRUE(map.contains("alpha"sv));
  EXPECT_FALSE(map.contains("gamma"));
  // Ordered by key.
  EXPECT_EQ(map.begin()->first, "alpha");

  string_multimap<int> multimap{{"a", 1}, {"a", 2}, {"b", 3}};
  EXPECT_EQ(multimap.count("a"sv), 2);
  EXPECT_EQ(multimap.lower_bound("b")->second, 3);
}

TEST(StringContainersTest, StringSet) {
  string_set set{"x", "y"};
  EXPECT_TRUE(set.contains("x"sv));
  EXPECT_EQ(set.count("z"), 0);
  string_multiset multiset{"x", "x", "y"};
  EXPECT_EQ(multiset.count("x"sv), 2);
}

TEST(StringContainersTest, StringUnorderedMap) {
  string_unordered_map<int> map{{"alpha", 1}, {"beta", 2}};
  EXPECT_EQ(map.find("beta"sv)->second, 2);
  EXPECT_EQ(map.count("alpha"), 1);
  EXPECT_TRUE(map.contains(std::string("alpha")));
  EXPECT_FALSE(map.contains("gamma"sv));
  string_unordered_multimap<int> multimap{{"a", 1}, {"a", 2}};
  EXPECT_EQ(multimap.count("a"sv), 2);
}

TEST(StringContainersTest, StringUnorderedSet) {
  string_unordered_set set{"x", "y"};
  EXPECT_TRUE(set.contains("y"sv));
  EXPECT_FALSE(set.contains("z"));
  string_unordered_multiset multiset{"x", "x"};
  EXPECT_EQ(multiset.count("x"sv), 2);
}

// StringHash hashes all three spellings of the same characters alike, and
// equals std::hash<std::string_view>.
TEST(StringContainersTest, StringHash) {
  const internal::StringHash hash;
  const std::string text = "some key";
  EXPECT_EQ(hash(text), hash("some key"));
  EXPECT_EQ(hash(text), hash("some key"sv));
  EXPECT_EQ(hash(text), std::hash<std::string_view>()("some key"sv));
  EXPECT_NE(hash(text), hash("other key"));
}

}  // namespace string_containers_test
}  // namespace drake
