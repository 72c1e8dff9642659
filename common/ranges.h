#pragma once

/// @file
/// drake::range_view_of, a concept used by Drake's documentation.

#include <concepts>
#include <ranges>

namespace drake {

/// Satisfied when R is a `std::ranges::view` whose value type is exactly T.
/// Lets a function document that it returns "a view of T" without naming a
/// concrete range type. Like Drake's, intended for Drake's own declarations,
/// not as stable API.
template <typename R, typename T>
concept range_view_of =
    std::ranges::view<R> && std::same_as<std::ranges::range_value_t<R>, T>;

}  // namespace drake
