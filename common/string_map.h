#pragma once

/// @file
/// string_map<T> and string_multimap<T>: ordered maps keyed by std::string
/// that accept std::string_view and const char* keys in lookups.

#include <functional>
#include <map>
#include <string>

namespace drake {

/// std::map<std::string, T> with the transparent comparator std::less<void>,
/// so find(), count(), contains(), ... take a std::string_view or const char*
/// without copying it into a std::string.
template <typename T>
using string_map = std::map<std::string, T, std::less<void>>;

/// std::multimap<std::string, T> with the transparent comparator
/// std::less<void> (see string_map).
template <typename T>
using string_multimap = std::multimap<std::string, T, std::less<void>>;

}  // namespace drake
