#pragma once

/// @file
/// dummy_value<T>::get(): a placeholder value for a scalar type, unlikely to
/// be taken for a computed result (NaN where the type has one).

#include <limits>

namespace drake {

/// Provides a "dummy" value of T, for initializing storage before the real
/// value is known. The primary template returns quiet NaN, and fails to
/// compile for types without one; other scalar types specialize it.
template <typename T>
struct dummy_value {
  /// Returns std::numeric_limits<T>::quiet_NaN().
  static constexpr T get() {
    static_assert(std::numeric_limits<T>::has_quiet_NaN,
                  "dummy_value<T> needs a specialization for this T (it has "
                  "no quiet NaN)");
    return std::numeric_limits<T>::quiet_NaN();
  }
};

/// The int specialization: every byte 0xDD ("D" for dummy).
template <>
struct dummy_value<int> {
  static constexpr int get() { return static_cast<int>(0xDDDDDDDDu); }
};

}  // namespace drake
