#pragma once

/// @file
/// Locating Drake's resource files (models, meshes, test data) by their
/// Drake-relative path, e.g. "drake/examples/acrobot/Acrobot.urdf".
///
/// The resource root is the folder that plays the part of `drake/`. It is the
/// first of these that exists:
///  1. `$DRAKE_RESOURCE_ROOT/drake`, when the environment variable
///     DRAKE_RESOURCE_ROOT is set and not empty (as in Drake, the variable
///     names the folder that *contains* `drake/`, e.g. `<prefix>/share`);
///  2. `<prefix>/share/drake` of an installed copy (found next to the
///     installed library, marked by the file `.drake-find_resource-sentinel`);
///  3. the project's source tree (compiled in at build time).

#include <optional>
#include <string>

namespace drake {

/// The result of FindResource(): either the absolute path of a resource or
/// a message saying why it was not found.
class FindResourceResult {
 public:
  FindResourceResult(const FindResourceResult&) = default;
  FindResourceResult& operator=(const FindResourceResult&) = default;
  FindResourceResult(FindResourceResult&&) = default;
  FindResourceResult& operator=(FindResourceResult&&) = default;

  /// The absolute path of the resource, or nullopt when it was not found.
  std::optional<std::string> get_absolute_path() const;

  /// The absolute path of the resource. Throws std::runtime_error with the
  /// error message when the resource was not found.
  std::string get_absolute_path_or_throw() const;

  /// The reason the resource was not found, or nullopt on success.
  std::optional<std::string> get_error_message() const;

  /// The resource path that was sought (as given to FindResource()).
  std::string get_resource_path() const;

  /// A successful result. Throws std::logic_error when either string is
  /// empty.
  static FindResourceResult make_success(std::string resource_path,
                                         std::string absolute_path);

  /// A failed result. Throws std::logic_error when `error_message` is empty.
  static FindResourceResult make_error(std::string resource_path,
                                       std::string error_message);

  /// A failed result for an empty request.
  static FindResourceResult make_empty();

 private:
  FindResourceResult() = default;
  void CheckInvariants() const;

  std::string resource_path_;
  std::optional<std::string> absolute_path_;
  std::optional<std::string> error_message_;
};

/// Finds a resource by its Drake-relative path, which must be relative and
/// start with "drake/" (e.g. "drake/examples/acrobot/Acrobot.urdf"). Never
/// throws; a failure is reported in the result's error message, which names
/// the path and the folder it was sought in.
FindResourceResult FindResource(const std::string& resource_path);

/// Like FindResource() but returns the absolute path directly. Throws
/// std::runtime_error naming the path and where it looked when the resource
/// cannot be found.
std::string FindResourceOrThrow(const std::string& resource_path);

/// The environment variable consulted first: "DRAKE_RESOURCE_ROOT".
extern const char* const kDrakeResourceRootEnvironmentVariableName;

/// The absolute path of the resource root (the folder that plays the part
/// of `drake/`), or nullopt if none of the candidates exists.
std::optional<std::string> MaybeGetDrakePath();

}  // namespace drake
