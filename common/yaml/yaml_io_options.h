#pragma once

/// @file
/// LoadYamlOptions: the knobs that relax how strictly YAML is matched to C++
/// structures when loading.

#include <ostream>

#include "drake/common/name_value.h"

namespace drake {
namespace yaml {

/// Configuration for LoadYamlFile() and LoadYamlString(). Every option is
/// false by default, which gives strict matching: every C++ field must appear
/// in the YAML (std::optional fields excepted) and every YAML key must name a
/// C++ field.
struct LoadYamlOptions {
  /// Passes this object to an Archive; see name_value.h.
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(allow_yaml_with_no_cpp));
    a->Visit(DRAKE_NVP(allow_cpp_with_no_yaml));
    a->Visit(DRAKE_NVP(retain_map_defaults));
  }

  /// Allows YAML keys that match no C++ field; they are ignored. When false,
  /// an unknown key throws.
  bool allow_yaml_with_no_cpp{false};

  /// Allows C++ fields that have no YAML key; they keep their prior (default)
  /// value. When false, a missing key throws (except for std::optional
  /// fields, which become nullopt).
  bool allow_cpp_with_no_yaml{false};

  /// When loading a std::map or std::unordered_map, keeps the entries it
  /// already held (overwriting those the YAML names). When false, the map is
  /// cleared first and holds exactly the YAML's entries.
  bool retain_map_defaults{false};
};

/// Prints the options as `{allow_yaml_with_no_cpp: ..., ...}`.
inline std::ostream& operator<<(std::ostream& out,
                                const LoadYamlOptions& options) {
  auto text = [](bool b) { return b ? "true" : "false"; };
  return out << "{allow_yaml_with_no_cpp: "
             << text(options.allow_yaml_with_no_cpp)
             << ", allow_cpp_with_no_yaml: "
             << text(options.allow_cpp_with_no_yaml)
             << ", retain_map_defaults: " << text(options.retain_map_defaults)
             << "}";
}

}  // namespace yaml
}  // namespace drake
