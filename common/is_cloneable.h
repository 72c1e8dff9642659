#pragma once

/// @file
/// is_cloneable<T>: whether T has a public `std::unique_ptr<T> Clone() const`.

#include <memory>
#include <type_traits>
#include <utility>

namespace drake {

/// @cond
namespace is_cloneable_internal {
template <typename T, typename = void>
struct is_cloneable_helper : std::false_type {};

// Chosen when `std::declval<const T>().Clone()` is a unique_ptr to exactly
// (non-const) T.
template <typename T>
struct is_cloneable_helper<
    T, std::enable_if_t<
           std::is_same_v<decltype(std::declval<const T&>().Clone().release()),
                          std::remove_const_t<T>*>>> : std::true_type {};
}  // namespace is_cloneable_internal
/// @endcond

/// A type trait, true when T has a public const method `Clone()` returning
/// `std::unique_ptr<T>` (a Clone() returning a pointer to a base class does
/// not count). Use as `drake::is_cloneable<Foo>::value`. Whether Clone()
/// really returns a deep copy of the concrete object cannot be checked.
template <typename T>
using is_cloneable = is_cloneable_internal::is_cloneable_helper<T>;

}  // namespace drake
