#include "drake/math/binomial_coefficient.h"

#include <cstdint>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace math {

int BinomialCoefficient(int n, int k) {
  if (k < 0) {
    throw std::invalid_argument(fmt::format(
        "BinomialCoefficient(): k must be non-negative, but it is {}.", k));
  }
  if (k > n) return 0;
  if (k > n - k) k = n - k;  // C(n, k) = C(n, n − k); fewer steps.
  // After step i, result = C(n − k + i, i), an integer; each product
  // result · (n − k + i) is divisible by i. 64-bit intermediates; any
  // result above INT_MAX is an overflow.
  std::int64_t result = 1;
  for (int i = 1; i <= k; ++i) {
    result = result * (n - k + i) / i;
    if (result > std::numeric_limits<int>::max()) {
      throw std::overflow_error(fmt::format(
          "BinomialCoefficient(): {} choose {} does not fit in an int.", n, k));
    }
  }
  return static_cast<int>(result);
}

}  // namespace math
}  // namespace drake
