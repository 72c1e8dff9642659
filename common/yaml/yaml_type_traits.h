#pragma once

/// @file
/// (Internal) Type traits shared by the YAML read and write archives: which
/// C++ types the archives know how to (de)serialize, and the YAML tag that
/// names each std::variant alternative.

#include <array>
#include <map>
#include <optional>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

#include <Eigen/Core>

#include "drake/common/nice_type_name.h"

namespace drake {
namespace yaml {
namespace internal {

template <typename T>
struct is_optional : std::false_type {};
template <typename T>
struct is_optional<std::optional<T>> : std::true_type {};

template <typename T>
struct is_variant : std::false_type {};
template <typename... Ts>
struct is_variant<std::variant<Ts...>> : std::true_type {};

template <typename T>
struct is_vector : std::false_type {};
template <typename T, typename Allocator>
struct is_vector<std::vector<T, Allocator>> : std::true_type {};

template <typename T>
struct is_std_array : std::false_type {};
template <typename T, size_t N>
struct is_std_array<std::array<T, N>> : std::true_type {};

// std::map and std::unordered_map whose keys are std::string.
template <typename T>
struct is_string_map : std::false_type {};
template <typename V, typename Compare, typename Allocator>
struct is_string_map<std::map<std::string, V, Compare, Allocator>>
    : std::true_type {};
template <typename V, typename Hash, typename KeyEqual, typename Allocator>
struct is_string_map<
    std::unordered_map<std::string, V, Hash, KeyEqual, Allocator>>
    : std::true_type {};

template <typename T>
struct is_eigen_matrix : std::false_type {};
template <typename S, int R, int C, int O, int MR, int MC>
struct is_eigen_matrix<Eigen::Matrix<S, R, C, O, MR, MC>> : std::true_type {};

// Scalars written as one YAML scalar: bool, numbers and strings.
template <typename T>
inline constexpr bool is_primitive_v =
    std::is_arithmetic_v<T> || std::is_same_v<T, std::string>;

// True if T has a `Serialize(Archive*)` member function.
template <typename T, typename Archive, typename = void>
struct has_serialize : std::false_type {};
template <typename T, typename Archive>
struct has_serialize<T, Archive,
                     std::void_t<decltype(std::declval<T&>().Serialize(
                         std::declval<Archive*>()))>> : std::true_type {};

/// The YAML tag that selects T as a std::variant alternative: the YAML core
/// schema's `!!str`, `!!bool`, `!!int`, `!!float` for primitives, otherwise
/// `!` followed by T's name without namespaces (e.g. `!Box`).
template <typename T>
std::string GetVariantTag() {
  if constexpr (std::is_same_v<T, std::string>) {
    return "!!str";
  } else if constexpr (std::is_same_v<T, bool>) {
    return "!!bool";
  } else if constexpr (std::is_integral_v<T>) {
    return "!!int";
  } else if constexpr (std::is_floating_point_v<T>) {
    return "!!float";
  } else {
    std::string tag("!");
    tag += NiceTypeName::RemoveNamespaces(NiceTypeName::Get<T>());
    return tag;
  }
}

/// Spells a tag as written in YAML: yaml-cpp reports `!!float` as
/// `tag:yaml.org,2002:float`; this returns `!!float` for it. Percent-escapes
/// (`!Foo%3Cdouble%3E`, as written for template types) are decoded.
std::string ShortenTag(const std::string& tag);

}  // namespace internal
}  // namespace yaml
}  // namespace drake
