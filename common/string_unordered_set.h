#pragma once

/// @file
/// string_unordered_set and string_unordered_multiset: hash sets of
/// std::string that accept std::string_view and const char* keys in lookups.

#include <functional>
#include <string>
#include <unordered_set>

#include "drake/common/string_hash.h"

namespace drake {

/// std::unordered_set<std::string> with a transparent hash and
/// std::equal_to<void>.
using string_unordered_set =
    std::unordered_set<std::string, internal::StringHash, std::equal_to<void>>;

/// std::unordered_multiset<std::string> with a transparent hash and
/// std::equal_to<void>.
using string_unordered_multiset =
    std::unordered_multiset<std::string, internal::StringHash,
                            std::equal_to<void>>;

}  // namespace drake
