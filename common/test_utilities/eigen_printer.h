#pragma once

/// @file
/// drake::internal::EigenPrinter, a googletest value printer for Eigen
/// matrices (with fmt_eigen).
///
/// Drake patches its googletest so that gtest-printers.h tries this printer
/// before its container printer. Mallard builds against the system's
/// (unpatched) googletest, so gtest does not consult it by itself; the
/// struct is provided with Drake's interface, for code that calls it (or a
/// patched googletest).

#include <ostream>
#include <string>
#include <type_traits>

#include "drake/common/fmt_eigen.h"

namespace drake {
namespace internal {

/// A googletest printer (gtest's FindFirstPrinter protocol: a static
/// `PrintValue(const T&, std::ostream*)` that exists only for the types it
/// prints) for Eigen matrices and vectors.
struct EigenPrinter {
  /// True iff Derived is an Eigen matrix type or matrix expression.
  template <typename Derived>
  static constexpr bool is_eigen_matrix =
      std::is_base_of_v<Eigen::MatrixBase<Derived>, Derived>;

  /// Prints `value` as fmt_eigen does; when that spans several lines (a
  /// matrix with more than one row), it starts on a new line so that the
  /// rows line up in gtest's messages.
  template <typename T>
  static void PrintValue(const T& value,
                         std::ostream* os) requires is_eigen_matrix<T> {
    const std::string printed = fmt::to_string(fmt_eigen(value));
    if (printed.find('\n') != std::string::npos) *os << '\n';
    *os << printed;
  }
};

}  // namespace internal
}  // namespace drake
