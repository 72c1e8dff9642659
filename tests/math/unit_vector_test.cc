#include "drake/math/unit_vector.h"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/math/autodiff.h"
#include "drake/math/autodiff_gradient.h"

namespace drake {
namespace math {
namespace internal {
namespace unit_vector_test {

using Eigen::Vector3d;

GTEST_TEST(UnitVectorTest, ThrowIfNotUnitVector) {
  EXPECT_NO_THROW(ThrowIfNotUnitVector(Vector3d(0.6, 0, 0.8), "Foo"));
  // ‖v‖ − 1 = 5e-15 is within the default 1e-14; 5e-14 is not.
  const Vector3d near(1 + 5e-15, 0, 0);
  EXPECT_NO_THROW(ThrowIfNotUnitVector(near, "Foo"));
  const Vector3d off(1 + 5e-14, 0, 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ThrowIfNotUnitVector(off, "Foo"),
      "Foo\\(\\): The unit_vector argument .* is not a unit vector.\n"
      "\\|unit_vector\\| = .*\n\\|\\|unit_vector\\| - 1\\| = .* is greater "
      "than 1e-14.");
  // A looser tolerance accepts it.
  EXPECT_NO_THROW(ThrowIfNotUnitVector(off, "Foo", 1e-13));
  DRAKE_EXPECT_THROWS_MESSAGE(
      ThrowIfNotUnitVector(
          Vector3d(std::numeric_limits<double>::quiet_NaN(), 0, 0), "Bar"),
      "Bar\\(\\): .*not a unit vector[\\s\\S]*");
  // AutoDiffXd: the value is checked.
  const Vector3<AutoDiffXd> ad = InitializeAutoDiff(Vector3d(0, 1, 0));
  EXPECT_NO_THROW(ThrowIfNotUnitVector(ad, "Foo"));
  const Vector3<AutoDiffXd> ad_off = InitializeAutoDiff(Vector3d(0, 2, 0));
  EXPECT_THROW(ThrowIfNotUnitVector(ad_off, "Foo"), std::logic_error);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ThrowIfNotUnitVector(Vector3d::UnitX().eval(), ""),
      ".*function_name must not be empty.*");
}

// Normalized to 1e-15; the AutoDiffXd derivative is (I − v̂v̂ᵀ)/‖v‖.
GTEST_TEST(UnitVectorTest, NormalizeOrThrow) {
  const Vector3d v(3, 0, 4);
  EXPECT_TRUE(
      NormalizeOrThrow(v, "Foo").isApprox(Vector3d(0.6, 0, 0.8), 1e-15));
  const Vector3<AutoDiffXd> v_ad = InitializeAutoDiff(v);
  const Vector3<AutoDiffXd> n = NormalizeOrThrow(v_ad, "Foo");
  const Vector3d u = v / 5;
  const Eigen::Matrix3d expected =
      (Eigen::Matrix3d::Identity() - u * u.transpose()) / 5;
  EXPECT_LT((ExtractGradient(n) - expected).norm(), 1e-15);
  // 1e-10 is the shortest allowed.
  EXPECT_NO_THROW(NormalizeOrThrow(Vector3d(1e-10, 0, 0), "Foo"));
  DRAKE_EXPECT_THROWS_MESSAGE(NormalizeOrThrow(Vector3d(1e-11, 0, 0), "Foo"),
                              "Foo\\(\\) cannot normalize the given vector "
                              "v[\\s\\S]*at least 1e-10[\\s\\S]*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      NormalizeOrThrow(Vector3d(0, std::numeric_limits<double>::infinity(), 0),
                       "Baz"),
      "Baz\\(\\) cannot normalize[\\s\\S]*");
}

}  // namespace unit_vector_test
}  // namespace internal
}  // namespace math
}  // namespace drake
