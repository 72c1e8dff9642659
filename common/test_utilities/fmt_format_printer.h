#pragma once

/// @file
/// drake::internal::FmtFormatPrinter, a googletest value printer for types
/// that fmt can format.
///
/// Drake patches its googletest so that gtest-printers.h tries this printer
/// before operator<< (fmt is preferred whenever a type offers it). Mallard
/// builds against the system's (unpatched) googletest, so gtest does not
/// consult it by itself; the struct is provided with Drake's interface, for
/// code that calls it (or a patched googletest).

#include <ostream>
#include <type_traits>

#include <fmt/format.h>

namespace drake {
namespace internal {

/// A googletest printer (gtest's FindFirstPrinter protocol) for values with
/// a `fmt::formatter` of their own.
struct FmtFormatPrinter {
  /// True iff T has a fmt::formatter<T> itself (not through a conversion,
  /// nor fmt's operator<< fallback).
  template <typename T>
  static constexpr bool is_directly_formattable =
      std::is_constructible_v<fmt::formatter<T, char>>;

  /// Prints `fmt::to_string(value)`. Exists only for directly formattable
  /// types, so gtest falls back to its other printers for the rest.
  template <typename T, typename = std::enable_if_t<is_directly_formattable<T>>>
  static void PrintValue(const T& value, std::ostream* os) {
    *os << fmt::to_string(value);
  }
};

}  // namespace internal
}  // namespace drake
