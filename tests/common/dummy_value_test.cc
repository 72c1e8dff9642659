#include "drake/common/dummy_value.h"

#include <cmath>

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"

namespace drake {
namespace dummy_value_test {

TEST(DummyValueTest, Values) {
  EXPECT_TRUE(std::isnan(dummy_value<double>::get()));
  EXPECT_TRUE(std::isnan(dummy_value<float>::get()));
  // Every byte of the int is 0xDD.
  const int dummy_int = dummy_value<int>::get();
  EXPECT_EQ(static_cast<unsigned int>(dummy_int), 0xDDDDDDDDu);
  // Usable in constant expressions.
  static_assert(dummy_value<int>::get() == dummy_int ||
                dummy_value<int>::get() != 0);
  constexpr double kDummy = dummy_value<double>::get();
  EXPECT_TRUE(std::isnan(kDummy));
  // AutoDiffXd has a quiet NaN, so the primary template covers it.
  EXPECT_TRUE(std::isnan(dummy_value<AutoDiffXd>::get().value()));
}

}  // namespace dummy_value_test
}  // namespace drake
