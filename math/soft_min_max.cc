#include "drake/math/soft_min_max.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/autodiff.h"

namespace drake {
namespace math {
namespace {

using std::exp;
using std::log;

template <typename T>
void CheckArguments(const char* function, const std::vector<T>& x,
                    double alpha) {
  if (x.empty()) {
    throw std::invalid_argument(
        fmt::format("{}: x must not be empty.", function));
  }
  if (!(alpha > 0) || !std::isfinite(alpha)) {
    throw std::invalid_argument(
        fmt::format("{}: alpha must be positive and finite, but it is {}.",
                    function, alpha));
  }
}

// log(∑ᵢ exp(a xᵢ)) / a for a ≠ 0, shifted by the extreme value m of x (max
// for a > 0, min for a < 0): the result is m + log(∑ᵢ exp(a (xᵢ − m))) / a,
// whose exponents are all ≤ 0.
template <typename T>
T LogSumExp(const std::vector<T>& x, double a, double m) {
  T sum(0.0);
  for (const T& xi : x) sum += exp(a * (xi - m));
  return log(sum) / a + m;
}

// ∑ᵢ exp(a xᵢ) xᵢ / ∑ⱼ exp(a xⱼ), with the same shift (it cancels).
template <typename T>
T WeightedAverage(const std::vector<T>& x, double a, double m) {
  T numerator(0.0);
  T denominator(0.0);
  for (const T& xi : x) {
    const T weight = exp(a * (xi - m));
    numerator += weight * xi;
    denominator += weight;
  }
  return numerator / denominator;
}

template <typename T>
double MaxValue(const std::vector<T>& x) {
  return ExtractDoubleOrThrow(*std::max_element(x.begin(), x.end()));
}

template <typename T>
double MinValue(const std::vector<T>& x) {
  return ExtractDoubleOrThrow(*std::min_element(x.begin(), x.end()));
}

}  // namespace

template <typename T>
T SoftOverMax(const std::vector<T>& x, double alpha) {
  CheckArguments("SoftOverMax()", x, alpha);
  return LogSumExp(x, alpha, MaxValue(x));
}

template <typename T>
T SoftUnderMax(const std::vector<T>& x, double alpha) {
  CheckArguments("SoftUnderMax()", x, alpha);
  return WeightedAverage(x, alpha, MaxValue(x));
}

template <typename T>
T SoftOverMin(const std::vector<T>& x, double alpha) {
  CheckArguments("SoftOverMin()", x, alpha);
  return WeightedAverage(x, -alpha, MinValue(x));
}

template <typename T>
T SoftUnderMin(const std::vector<T>& x, double alpha) {
  CheckArguments("SoftUnderMin()", x, alpha);
  return LogSumExp(x, -alpha, MinValue(x));
}

template double SoftOverMax<double>(const std::vector<double>&, double);
template double SoftUnderMax<double>(const std::vector<double>&, double);
template double SoftOverMin<double>(const std::vector<double>&, double);
template double SoftUnderMin<double>(const std::vector<double>&, double);
template AutoDiffXd SoftOverMax<AutoDiffXd>(const std::vector<AutoDiffXd>&,
                                            double);
template AutoDiffXd SoftUnderMax<AutoDiffXd>(const std::vector<AutoDiffXd>&,
                                             double);
template AutoDiffXd SoftOverMin<AutoDiffXd>(const std::vector<AutoDiffXd>&,
                                            double);
template AutoDiffXd SoftUnderMin<AutoDiffXd>(const std::vector<AutoDiffXd>&,
                                             double);

}  // namespace math
}  // namespace drake
