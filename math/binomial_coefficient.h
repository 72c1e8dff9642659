#pragma once

/// @file
/// The binomial coefficient n-choose-k.

namespace drake {
namespace math {

/// Returns n-choose-k, the number of k-element subsets of an n-element set:
/// 0 when k > n (including every n < 0, as in Drake). Computed by the
/// multiplicative recurrence C(n, i) = C(n, i − 1) (n − i + 1) / i (exact in
/// integers).
/// @throws std::invalid_argument if k is negative.
/// @throws std::overflow_error if the result (or an intermediate product)
///   does not fit in an int.
int BinomialCoefficient(int n, int k);

}  // namespace math
}  // namespace drake
