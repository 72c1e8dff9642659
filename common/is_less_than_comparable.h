#pragma once

/// @file
/// drake::is_less_than_comparable<T>, a type trait.

#include <type_traits>
#include <utility>

namespace drake {

#ifndef DRAKE_DOXYGEN_CXX
namespace is_less_than_comparable_internal {
template <typename T, typename = void>
struct is_less_than_comparable_helper : std::false_type {};

template <typename T>
struct is_less_than_comparable_helper<
    T, std::void_t<decltype(std::declval<T&>() < std::declval<T&>())>>
    : std::true_type {};
}  // namespace is_less_than_comparable_internal
#endif

/// A type trait (a `std::bool_constant`) that is true iff two lvalues of type
/// T can be compared with `<`, by a member `operator<` or a free one:
///
///   static_assert(drake::is_less_than_comparable<Foo>::value);
template <typename T>
using is_less_than_comparable =
    is_less_than_comparable_internal::is_less_than_comparable_helper<T, void>;

}  // namespace drake
