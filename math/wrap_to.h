#pragma once

/// @file
/// wrap_to(): maps a periodic quantity (e.g. an angle) into one period.

#include <cmath>

#include "drake/common/autodiff.h"
#include "drake/common/drake_throw.h"

namespace drake {
namespace math {

/// Returns value + k (high − low) for the unique integer k that puts the
/// result in [low, high). With AutoDiffXd the derivatives of `value` pass
/// through unchanged (k is piecewise constant).
/// @throws std::logic_error unless low < high (both finite).
template <class T1, class T2>
T1 wrap_to(const T1& value, const T2& low, const T2& high) {
  using std::floor;
  DRAKE_THROW_UNLESS(low < high);
  const double low_value = ExtractDoubleOrThrow(low);
  const double high_value = ExtractDoubleOrThrow(high);
  const double range = high_value - low_value;
  // The whole number of periods to remove, computed on the value only.
  const T1 offset = value - low_value;
  const double periods = floor(ExtractDoubleOrThrow(offset) / range);
  T1 result = value - periods * range;
  // Rounding above can land exactly on `high` or a hair below `low`; step
  // into the half-open interval by a constant shift (derivatives unchanged).
  const double result_value = ExtractDoubleOrThrow(result);
  if (result_value >= high_value) {
    result -= range;
  }
  const double shifted_value = ExtractDoubleOrThrow(result);
  if (shifted_value < low_value) {
    result += low_value - shifted_value;
  }
  return result;
}

}  // namespace math
}  // namespace drake
