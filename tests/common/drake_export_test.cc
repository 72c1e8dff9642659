#include "drake/common/drake_export.h"

#include <gtest/gtest.h>

// The macro applies to a namespace, a class and a function (outside any
// anonymous namespace, whose members are local anyway).
namespace drake {
namespace drake_export_test {
namespace hidden DRAKE_NO_EXPORT {
int Twice(int x) { return 2 * x; }
}  // namespace DRAKE_NO_EXPORT

class DRAKE_NO_EXPORT Hidden {
 public:
  int value() const { return 5; }
};

DRAKE_NO_EXPORT int Thrice(int x) { return 3 * x; }

GTEST_TEST(DrakeExportTest, MacroCompilesAndCodeRuns) {
  EXPECT_EQ(hidden::Twice(4), 8);
  EXPECT_EQ(Hidden().value(), 5);
  EXPECT_EQ(Thrice(2), 6);
}

}  // namespace drake_export_test
}  // namespace drake
