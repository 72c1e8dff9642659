#pragma once

/// @file
/// string_unordered_map<T> and string_unordered_multimap<T>: hash maps keyed
/// by std::string that accept std::string_view and const char* keys in
/// lookups.

#include <functional>
#include <string>
#include <unordered_map>

#include "drake/common/string_hash.h"

namespace drake {

/// std::unordered_map<std::string, T> with a transparent hash and
/// std::equal_to<void>, so find(), count(), contains(), ... take a
/// std::string_view or const char* without copying it.
template <typename T>
using string_unordered_map =
    std::unordered_map<std::string, T, internal::StringHash,
                       std::equal_to<void>>;

/// std::unordered_multimap<std::string, T> with transparent lookups (see
/// string_unordered_map).
template <typename T>
using string_unordered_multimap =
    std::unordered_multimap<std::string, T, internal::StringHash,
                            std::equal_to<void>>;

}  // namespace drake
