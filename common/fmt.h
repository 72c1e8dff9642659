#pragma once

/// @file
/// Formatting helpers Drake code includes as "drake/common/fmt.h":
/// fmt_floating_point(), fmt_debug_string() and the DRAKE_FORMATTER_AS macro
/// that gives a type a fmt::formatter by formatting another expression.

#include <string>
#include <string_view>
#include <type_traits>

#include <fmt/format.h>

namespace drake {

/// `x` formatted as fmt does, but always with a digit after the decimal point
/// for integer-valued numbers ("1.0", not "1"), whatever the fmt version.
/// Infinities and NaN are printed as fmt prints them.
template <typename T>
requires(std::is_same_v<T, float> || std::is_same_v<T, double>) std::string
    fmt_floating_point(T x);

/// `x` in fmt's debug presentation ("{:?}"): quoted, with quotes,
/// backslashes and control characters escaped.
std::string fmt_debug_string(std::string_view x);

namespace internal {
namespace formatter_as {
/// Specialized by DRAKE_FORMATTER_AS: `call(x)` is the object to format in
/// place of x.
template <typename T>
struct Converter;
/// The type DRAKE_FORMATTER_AS formats in place of T.
template <typename T>
using OutputType =
    std::decay_t<decltype(Converter<T>::call(std::declval<const T&>()))>;
}  // namespace formatter_as
}  // namespace internal
}  // namespace drake

/// Gives `NAMESPACE::TYPE` a fmt::formatter that formats `EXPR`, an
/// expression of the object named `ARG`, with EXPR's own formatter (and
/// format spec). TEMPLATE_ARGS is empty for a plain type, or e.g.
/// `typename T` when TYPE is `Foo<T>`. Use at global scope, with no trailing
/// semicolon: `DRAKE_FORMATTER_AS(, my_ns, MyType, x, x.to_string())`.
#define DRAKE_FORMATTER_AS(TEMPLATE_ARGS, NAMESPACE, TYPE, ARG, EXPR)      \
  namespace drake {                                                        \
  namespace internal {                                                     \
  namespace formatter_as {                                                 \
  template <TEMPLATE_ARGS>                                                 \
  struct Converter<NAMESPACE::TYPE> {                                      \
    static auto call(const NAMESPACE::TYPE& ARG) { return EXPR; }          \
  };                                                                       \
  }                                                                        \
  }                                                                        \
  }                                                                        \
  template <TEMPLATE_ARGS>                                                 \
  struct fmt::formatter<NAMESPACE::TYPE>                                   \
      : fmt::formatter<                                                    \
            drake::internal::formatter_as::OutputType<NAMESPACE::TYPE>> {  \
    template <typename FormatContext>                                      \
    auto format(const NAMESPACE::TYPE& value, FormatContext& ctx) const {  \
      using Base = fmt::formatter<                                         \
          drake::internal::formatter_as::OutputType<NAMESPACE::TYPE>>;     \
      return Base::format(                                                 \
          drake::internal::formatter_as::Converter<NAMESPACE::TYPE>::call( \
              value),                                                      \
          ctx);                                                            \
    }                                                                      \
  };
