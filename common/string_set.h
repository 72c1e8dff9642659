#pragma once

/// @file
/// string_set and string_multiset: ordered sets of std::string that accept
/// std::string_view and const char* keys in lookups.

#include <functional>
#include <set>
#include <string>

namespace drake {

/// std::set<std::string> with the transparent comparator std::less<void>.
using string_set = std::set<std::string, std::less<void>>;

/// std::multiset<std::string> with the transparent comparator
/// std::less<void>.
using string_multiset = std::multiset<std::string, std::less<void>>;

}  // namespace drake
