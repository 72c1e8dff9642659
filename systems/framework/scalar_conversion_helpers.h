#pragma once

/// @file
/// Internal helpers converting scalars between the default scalar types.

#include "drake/common/autodiff.h"

namespace drake {
namespace systems {
namespace internal {

/// Converts a scalar of type U to T: the value part when T is double and U
/// is AutoDiffXd (derivatives are dropped), otherwise a plain conversion.
template <typename T, typename U>
T ConvertScalar(const U& u) {
  if constexpr (std::is_same_v<T, U>) {
    return u;
  } else if constexpr (std::is_same_v<T, double>) {
    return ExtractDoubleOrThrow(u);
  } else {
    return T(ExtractDoubleOrThrow(u));
  }
}

}  // namespace internal
}  // namespace systems
}  // namespace drake
