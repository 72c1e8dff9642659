#pragma once

/// @file
/// internal::StringHash: a transparent string hash, so that unordered
/// containers keyed by std::string can be searched with std::string_view or
/// const char* without building a std::string.

#include <functional>
#include <string>
#include <string_view>

namespace drake {
namespace internal {

/// Hashes anything convertible to std::string_view; std::string,
/// std::string_view and const char* hash equal when their characters do.
struct StringHash final : public std::hash<std::string_view> {
  using is_transparent = void;
};

}  // namespace internal
}  // namespace drake
