#include "drake/math/wrap_to.h"

#include <cmath>
#include <limits>
#include <stdexcept>

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"

namespace drake {
namespace math {
namespace wrap_to_test {

// The result lies in [low, high) and differs from value by whole periods.
TEST(WrapToTest, HalfOpenInterval) {
  // Boundaries: low maps to low, high maps to low.
  EXPECT_EQ(wrap_to(0.0, 0.0, 2 * M_PI), 0.0);
  EXPECT_EQ(wrap_to(2 * M_PI, 0.0, 2 * M_PI), 0.0);
  EXPECT_EQ(wrap_to(-M_PI, -M_PI, M_PI), -M_PI);
  EXPECT_EQ(wrap_to(M_PI, -M_PI, M_PI), -M_PI);
  // Hand values: 7 − 2·3 = 1 in [0, 3); −1 + 3 = 2; 3.5 − 5 = −1.5 in [−2, 3).
  EXPECT_DOUBLE_EQ(wrap_to(7.0, 0.0, 3.0), 1.0);
  EXPECT_DOUBLE_EQ(wrap_to(-1.0, 0.0, 3.0), 2.0);
  EXPECT_DOUBLE_EQ(wrap_to(3.5, -2.0, 3.0), -1.5);
  // Values already inside are unchanged.
  EXPECT_EQ(wrap_to(0.5, 0.0, 1.0), 0.5);
  // Many periods away: the residual is a multiple of the period.
  for (double value : {-1000.3, -7.0, 13.9, 1e6 + 0.25}) {
    const double wrapped = wrap_to(value, -M_PI, M_PI);
    EXPECT_GE(wrapped, -M_PI);
    EXPECT_LT(wrapped, M_PI);
    const double periods = (value - wrapped) / (2 * M_PI);
    EXPECT_NEAR(periods, std::round(periods), 1e-9);
  }
  // Just below high stays just below high.
  const double below = std::nextafter(1.0, 0.0);
  EXPECT_EQ(wrap_to(below, 0.0, 1.0), below);
}

TEST(WrapToTest, ThrowsUnlessLowBelowHigh) {
  EXPECT_THROW(wrap_to(0.5, 1.0, 1.0), std::logic_error);
  EXPECT_THROW(wrap_to(0.5, 2.0, 1.0), std::logic_error);
}

// The wrapped value is value − k·period with k piecewise constant, so the
// derivative passes through unchanged.
TEST(WrapToTest, AutoDiffDerivativePassesThrough) {
  const AutoDiffXd value(7.0, Eigen::Vector2d(1.0, -3.0));
  const AutoDiffXd wrapped = wrap_to(value, 0.0, 3.0);
  EXPECT_DOUBLE_EQ(wrapped.value(), 1.0);
  EXPECT_EQ(wrapped.derivatives(), Eigen::Vector2d(1.0, -3.0));
}

}  // namespace wrap_to_test
}  // namespace math
}  // namespace drake
