#pragma once

/// @file
/// scalar_conversion::Traits<S>: which scalar conversions S<U> → S<T> the
/// systems framework offers for a scalar-templated class S, and
/// ValueConverter, the scalar-by-scalar conversion.

#include <type_traits>

#include "drake/common/autodiff.h"
#include "drake/common/extract_double.h"

namespace drake {
namespace symbolic {
class Expression;
}  // namespace symbolic

// Defined with symbolic::Expression (drake/common/symbolic/expression.h);
// declared here so that ValueConverter finds it.
double ExtractDoubleOrThrow(const symbolic::Expression& e);

namespace systems {
namespace scalar_conversion {

/// Whether an `S<U>` may be converted into an `S<T>` (through S's
/// scalar-converting copy constructor `template <typename U> explicit
/// S(const S<U>&)`). The primary template allows every combination; a class
/// specializes Traits<S> (often by deriving from NonSymbolicTraits or
/// FromDoubleTraits) to rule some out, and the framework then never
/// mentions the corresponding constructor, so it need not compile.
/// @tparam S the scalar-templated class.
template <template <typename> class S>
struct Traits {
  /// std::true_type when converting S<U> (donor) to S<T> (result) is allowed.
  template <typename T, typename U>
  using supported = std::true_type;
};

/// Traits that rule out symbolic::Expression as either scalar, e.g.
/// @code
/// namespace drake::systems::scalar_conversion {
/// template <> struct Traits<MySystem> : public NonSymbolicTraits {};
/// }
/// @endcode
struct NonSymbolicTraits {
  template <typename T, typename U>
  using supported =
      std::bool_constant<!std::is_same_v<T, symbolic::Expression> &&
                         !std::is_same_v<U, symbolic::Expression>>;
};

/// Traits that allow converting only from double (S<double> → S<T>).
struct FromDoubleTraits {
  template <typename T, typename U>
  using supported = std::bool_constant<std::is_same_v<U, double>>;
};

/// Converts a scalar `U u` to a T: unchanged when U is T, otherwise through
/// ExtractDoubleOrThrow(u), which drops derivatives and throws for a
/// symbolic expression with unbound variables.
template <typename T, typename U>
struct ValueConverter {
  T operator()(const U& u) const { return T(ExtractDoubleOrThrow(u)); }
};

/// The identity conversion.
template <typename T>
struct ValueConverter<T, T> {
  using U = T;
  T operator()(const U& u) const { return u; }
};

}  // namespace scalar_conversion
}  // namespace systems
}  // namespace drake
