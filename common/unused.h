#pragma once

/// @file
/// drake::unused(): marks arguments as deliberately unused.

namespace drake {

/// Marks its arguments as deliberately unused, silencing -Wunused-parameter
/// (and similar) warnings. Prefer removing or leaving unnamed a parameter
/// that is never used; call this when the name documents an overridden
/// virtual or template concept. Does nothing at run time.
template <typename... Args>
void unused(const Args&...) {}

}  // namespace drake
