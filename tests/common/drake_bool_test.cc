#include "drake/common/drake_bool.h"

#include <type_traits>

#include <Eigen/Core>
#include <gtest/gtest.h>

namespace drake {
namespace drake_bool_test {

static_assert(std::is_same_v<boolean<double>, bool>);
static_assert(std::is_same_v<boolean<AutoDiffXd>, bool>);
static_assert(scalar_predicate<double>::is_bool);
static_assert(scalar_predicate<AutoDiffXd>::is_bool);

TEST(DrakeBoolTest, AllAnyNone) {
  const Eigen::Vector3d v(1.0, -2.0, 3.0);
  EXPECT_FALSE(drake::all((v.array() > 0.0).matrix()));
  EXPECT_TRUE(drake::any((v.array() > 0.0).matrix()));
  EXPECT_FALSE(drake::none((v.array() > 0.0).matrix()));
  EXPECT_TRUE(drake::none((v.array() > 5.0).matrix()));
  EXPECT_TRUE(drake::all((v.array() > -5.0).matrix()));
  EXPECT_TRUE(ExtractBoolOrThrow(AutoDiffXd(2.0) > AutoDiffXd(1.0)));
}

}  // namespace drake_bool_test
}  // namespace drake
