#include "drake/math/binomial_coefficient.h"

#include <cstdint>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace math {
namespace binomial_coefficient_test {

// Pascal's rule C(n, k) = C(n−1, k−1) + C(n−1, k) over a triangle built
// independently, and a few known values. All exact integers.
GTEST_TEST(BinomialCoefficientTest, PascalTriangle) {
  constexpr int kMax = 30;
  std::int64_t triangle[kMax + 1][kMax + 1] = {};
  for (int n = 0; n <= kMax; ++n) {
    triangle[n][0] = 1;
    for (int k = 1; k <= n; ++k) {
      triangle[n][k] = triangle[n - 1][k - 1] + triangle[n - 1][k];
    }
  }
  for (int n = 0; n <= kMax; ++n) {
    for (int k = 0; k <= kMax; ++k) {
      EXPECT_EQ(BinomialCoefficient(n, k), triangle[n][k]) << n << " " << k;
    }
  }
  EXPECT_EQ(BinomialCoefficient(5, 2), 10);
  EXPECT_EQ(BinomialCoefficient(52, 5), 2598960);
  EXPECT_EQ(BinomialCoefficient(0, 0), 1);
  EXPECT_EQ(BinomialCoefficient(3, 4), 0);
  EXPECT_EQ(BinomialCoefficient(-2, 1), 0);  // k > n.
  // The largest value in int range on row 34 (2333606220 > INT_MAX is
  // C(34, 17); C(34, 15) = 1855967520 fits).
  EXPECT_EQ(BinomialCoefficient(34, 15), 1855967520);
}

GTEST_TEST(BinomialCoefficientTest, BadArguments) {
  DRAKE_EXPECT_THROWS_MESSAGE(BinomialCoefficient(3, -1),
                              ".*k must be non-negative, but it is -1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(BinomialCoefficient(34, 17),
                              ".*34 choose 17 does not fit in an int.*");
}

}  // namespace binomial_coefficient_test
}  // namespace math
}  // namespace drake
