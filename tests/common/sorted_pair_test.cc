// SortedPair: order-independent construction, comparison and hashing.

#include "drake/common/sorted_pair.h"

#include <unordered_set>

#include <gtest/gtest.h>

namespace drake {
namespace sorted_pair_test {

GTEST_TEST(SortedPairTest, SortsComparesAndHashes) {
  const SortedPair<int> a(3, 1);
  EXPECT_EQ(a.first(), 1);
  EXPECT_EQ(a.second(), 3);
  EXPECT_EQ(a, SortedPair<int>(1, 3));
  EXPECT_NE(a, SortedPair<int>(1, 4));
  EXPECT_LT(SortedPair<int>(1, 3), SortedPair<int>(1, 4));
  EXPECT_LT(SortedPair<int>(0, 9), SortedPair<int>(1, 2));
  EXPECT_EQ(MakeSortedPair(5, 2), SortedPair<int>(2, 5));
  SortedPair<int> b;
  b.set(7, 6);
  EXPECT_EQ(b.first(), 6);
  std::unordered_set<SortedPair<int>> set{{1, 2}, {2, 1}, {3, 4}};
  EXPECT_EQ(set.size(), 2u);
}

}  // namespace sorted_pair_test
}  // namespace drake
