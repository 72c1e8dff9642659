#pragma once

/// @file
/// Smooth over- and under-approximations of max and min (log-sum-exp and
/// softmax-weighted averages). Scalars: double and AutoDiffXd.

#include <vector>

namespace drake {
namespace math {

/// Returns log(∑ᵢ exp(αxᵢ)) / α, a smooth upper bound of max(x): max(x) ≤
/// result ≤ max(x) + log(x.size()) / α. Larger α approaches max more
/// closely. Evaluated with the max subtracted inside the exponentials, so
/// large α·x does not overflow.
/// @throws std::invalid_argument if x is empty, or alpha is not positive
///   and finite.
template <typename T>
[[nodiscard]] T SoftOverMax(const std::vector<T>& x, double alpha = 1.0);

/// Returns ∑ᵢ exp(αxᵢ) xᵢ / ∑ⱼ exp(αxⱼ), a smooth lower bound of max(x)
/// (a weighted average of x).
/// @throws std::invalid_argument as SoftOverMax().
template <typename T>
[[nodiscard]] T SoftUnderMax(const std::vector<T>& x, double alpha = 1.0);

/// Returns ∑ᵢ exp(−αxᵢ) xᵢ / ∑ⱼ exp(−αxⱼ), a smooth upper bound of min(x)
/// (a weighted average of x).
/// @throws std::invalid_argument as SoftOverMax().
template <typename T>
[[nodiscard]] T SoftOverMin(const std::vector<T>& x, double alpha = 1.0);

/// Returns −log(∑ᵢ exp(−αxᵢ)) / α, a smooth lower bound of min(x):
/// min(x) − log(x.size()) / α ≤ result ≤ min(x).
/// @throws std::invalid_argument as SoftOverMax().
template <typename T>
[[nodiscard]] T SoftUnderMin(const std::vector<T>& x, double alpha = 1.0);

}  // namespace math
}  // namespace drake
