#pragma once

/// @file
/// Checks for unit vectors (internal to Drake, used by the multibody and
/// geometry code): ThrowIfNotUnitVector and NormalizeOrThrow. Scalars:
/// double and AutoDiffXd (the value is checked, not the derivatives).

#include <string_view>

#include "drake/common/eigen_types.h"

namespace drake {
namespace math {
namespace internal {

/// The default tolerance on |‖unit_vector‖ − 1|: 1e-14 (≈ 2^5.5 machine
/// epsilons).
constexpr double kToleranceUnitVectorNorm = 1.0E-14;

/// Throws unless |‖unit_vector‖ − 1| <= tolerance_unit_vector_norm (tested
/// as |unit_vector·unit_vector − 1| <= 2·tolerance, which agrees to first
/// order and avoids a square root) and every entry is finite.
/// @throws std::logic_error naming `function_name`, the vector, its norm and
///   the tolerance.
/// @throws std::invalid_argument if function_name is empty.
template <typename T>
void ThrowIfNotUnitVector(
    const Vector3<T>& unit_vector, std::string_view function_name,
    double tolerance_unit_vector_norm = kToleranceUnitVectorNorm);

/// Returns v / ‖v‖.
/// @throws std::logic_error naming `function_name` if v has a NaN or
///   infinite entry or ‖v‖ < 1e-10 (too short to have a trustworthy
///   direction).
/// @throws std::invalid_argument if function_name is empty.
template <typename T>
Vector3<T> NormalizeOrThrow(const Vector3<T>& v,
                            std::string_view function_name);

}  // namespace internal
}  // namespace math
}  // namespace drake
