#pragma once

/// @file
/// Loading and saving structs as YAML. A struct takes part by listing its
/// fields in a `Serialize` method (see name_value.h):
/// @code
/// struct Gains {
///   template <typename Archive>
///   void Serialize(Archive* a) {
///     a->Visit(DRAKE_NVP(kp));
///     a->Visit(DRAKE_NVP(kd));
///   }
///   double kp{1.0};
///   double kd{0.1};
/// };
/// const Gains gains = LoadYamlString<Gains>("{kp: 10.0, kd: 0.5}");
/// @endcode
/// Loading throws std::runtime_error for any mismatch, naming the key path,
/// the expected C++ type, the line and column, and the file if any.

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "drake/common/yaml/yaml_io_options.h"
#include "drake/common/yaml/yaml_read_archive.h"
#include "drake/common/yaml/yaml_write_archive.h"

namespace drake {
namespace yaml {

namespace internal {
/// Writes `data` to `filename`; throws std::runtime_error naming the file if
/// that fails.
void WriteFile(const std::string& filename, const std::string& data);
// As above, with `function_name` (e.g. "SaveJsonFile") in the messages.
void WriteFile(std::string_view function_name, const std::string& filename,
               const std::string& data);

template <typename Serializable>
Serializable LoadNode(const YAML::Node& node,
                      const std::optional<Serializable>& defaults,
                      const std::optional<LoadYamlOptions>& options,
                      std::string filename, std::string root_path) {
  Serializable result = defaults.value_or(Serializable{});
  LoadYamlOptions effective = options.value_or(LoadYamlOptions{});
  if (defaults.has_value() && !options.has_value()) {
    // Fields the YAML does not mention keep their default values.
    effective.allow_cpp_with_no_yaml = true;
    effective.retain_map_defaults = true;
  }
  YamlReadArchive(node, effective, std::move(filename), std::move(root_path))
      .Accept(&result);
  return result;
}
}  // namespace internal

/// Loads a Serializable from the YAML file `filename`.
///
/// @param child_name If given, reads the given-named child of the document's
///   root mapping rather than the root itself.
/// @param defaults If given, the result starts as this value rather than
///   `Serializable{}`, and (unless `options` says otherwise) fields the YAML
///   does not mention keep their values here, and maps keep their entries.
/// @param options If given, overrides the parsing options (see
///   LoadYamlOptions); without it loading is strict (unless `defaults`).
/// @throws std::runtime_error if the file cannot be read, is not valid YAML,
///   or does not match Serializable; the message names the file, the key
///   path, the expected C++ type and the line.
template <typename Serializable>
Serializable LoadYamlFile(
    const std::string& filename,
    const std::optional<std::string>& child_name = std::nullopt,
    const std::optional<Serializable>& defaults = std::nullopt,
    const std::optional<LoadYamlOptions>& options = std::nullopt) {
  YAML::Node node =
      internal::YamlReadArchive::LoadFileAsNode(filename, child_name);
  return internal::LoadNode(node, defaults, options, filename,
                            child_name.value_or(std::string()));
}

/// Loads a Serializable from the YAML document `data`. Parameters and
/// errors as LoadYamlFile (without a file name).
template <typename Serializable>
Serializable LoadYamlString(
    const std::string& data,
    const std::optional<std::string>& child_name = std::nullopt,
    const std::optional<Serializable>& defaults = std::nullopt,
    const std::optional<LoadYamlOptions>& options = std::nullopt) {
  YAML::Node node =
      internal::YamlReadArchive::LoadStringAsNode(data, child_name);
  return internal::LoadNode(node, defaults, options, std::string(),
                            child_name.value_or(std::string()));
}

/// Returns `data` as a YAML document: a mapping of its fields, or, with
/// `child_name`, a mapping whose one key `child_name` holds them. With
/// `defaults`, only fields whose values differ from those in `defaults` are
/// written (recursing into nested structs and maps). (Unlike Drake's, the
/// `defaults` parameter does not take part in template argument deduction,
/// so a plain Serializable can be passed for it.)
template <typename Serializable>
std::string SaveYamlString(
    const Serializable& data,
    const std::optional<std::string>& child_name = std::nullopt,
    const std::optional<std::type_identity_t<Serializable>>& defaults =
        std::nullopt) {
  internal::YamlWriteArchive archive;
  archive.Accept(data);
  if (defaults.has_value()) {
    internal::YamlWriteArchive defaults_archive;
    defaults_archive.Accept(*defaults);
    archive.EraseMatchingMaps(defaults_archive);
  }
  return archive.EmitString(child_name.value_or(std::string()));
}

/// Writes SaveYamlString(data, child_name, defaults) to `filename`.
/// @throws std::runtime_error naming the file if it cannot be written.
template <typename Serializable>
void SaveYamlFile(const std::string& filename, const Serializable& data,
                  const std::optional<std::string>& child_name = std::nullopt,
                  const std::optional<std::type_identity_t<Serializable>>&
                      defaults = std::nullopt) {
  internal::WriteFile(filename, SaveYamlString(data, child_name, defaults));
}

/// Saves `data` as one line of JSON (Drake's SaveJsonString): its fields
/// as an object with sorted keys, an unset std::optional omitted, non-finite
/// floats as `NaN`, `Infinity` and `-Infinity`. There is no JSON loader.
/// @throws std::exception if `data` holds what JSON cannot say: a
///   std::variant holding a struct (a tagged mapping) or bytes, naming the
///   tag.
template <typename Serializable>
std::string SaveJsonString(const Serializable& data) {
  internal::YamlWriteArchive archive;
  archive.Accept(data);
  return archive.ToJson();
}

/// Writes SaveJsonString(data) to `filename`.
/// @throws std::exception as SaveJsonString, or naming the file if it
///   cannot be written.
template <typename Serializable>
void SaveJsonFile(const std::string& filename, const Serializable& data) {
  internal::WriteFile("SaveJsonFile", filename, SaveJsonString(data));
}

}  // namespace yaml
}  // namespace drake
