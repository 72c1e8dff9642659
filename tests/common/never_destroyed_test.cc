#include "drake/common/never_destroyed.h"

#include <string>
#include <unordered_map>

#include <gtest/gtest.h>

namespace drake {
namespace never_destroyed_test {

// Counts destructor calls.
struct Tracked {
  explicit Tracked(int value_in) : value(value_in) {}
  ~Tracked() { ++destroyed; }
  int value;
  static int destroyed;
};
int Tracked::destroyed = 0;

const std::unordered_map<std::string, int>& Table() {
  static const never_destroyed<std::unordered_map<std::string, int>> table(
      std::unordered_map<std::string, int>{{"one", 1}, {"two", 2}});
  return table.access();
}

TEST(NeverDestroyedTest, ConstructsOnceAndNeverDestroys) {
  EXPECT_EQ(&Table(), &Table());
  EXPECT_EQ(Table().at("two"), 2);
  Tracked::destroyed = 0;
  {
    never_destroyed<Tracked> scoped(7);
    EXPECT_EQ(scoped.access().value, 7);
    scoped.access().value = 8;
    EXPECT_EQ(scoped.access().value, 8);
  }
  // Leaving the scope did not run ~Tracked.
  EXPECT_EQ(Tracked::destroyed, 0);
}

}  // namespace never_destroyed_test
}  // namespace drake
