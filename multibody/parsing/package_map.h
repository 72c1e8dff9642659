#pragma once

/// @file
/// PackageMap: ROS-style package names mapped to folders, used to resolve the
/// `package://name/relative/path` URLs that model files refer to.

#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace drake {
namespace multibody {

/// Maps ROS package names to their folders on disk and resolves
/// `package://`, `model://` and `file://` URLs against them.
///
/// The default-constructed map already knows the package "drake": Drake's
/// resource root (see drake/common/find_resource.h), so `package://drake/...`
/// names the files the project ships at Drake's paths; and, as in Drake, the
/// package "drake_models": the project's copy of the few files of Drake's
/// models repository that its own models name (the resource root's
/// `third_party/drake_models`, see its ORIGIN.md). A file of drake_models
/// that is not copied does not resolve (the parser skips such a visual mesh
/// with a warning).
class PackageMap final {
 public:
  /// A map holding only the "drake" and "drake_models" packages (when the
  /// resource root can be found).
  PackageMap();

  /// A map holding no packages.
  static PackageMap MakeEmpty();

  PackageMap(const PackageMap&) = default;
  PackageMap& operator=(const PackageMap&) = default;
  PackageMap(PackageMap&&) = default;
  PackageMap& operator=(PackageMap&&) = default;

  /// Adds the package `package_name` located at the folder `package_path`.
  /// Adding a name again with the same folder does nothing.
  /// @throws std::runtime_error if `package_path` does not exist, or if
  ///   `package_name` is already present with a different folder.
  void Add(const std::string& package_name, const std::string& package_path);

  /// Adds every package of `other_map`, with Add()'s semantics.
  /// @throws std::runtime_error if a package of `other_map` is already present
  ///   here with a different folder.
  void AddMap(const PackageMap& other_map);

  /// Reads the package name from the `<name>` element of the package.xml file
  /// `filename` and adds that package at the file's folder.
  /// @throws std::runtime_error if the file cannot be read or parsed, has no
  ///   `<package><name>` or the name conflicts as in Add().
  void AddPackageXml(const std::string& filename);

  /// Whether the map holds `package_name`.
  bool Contains(const std::string& package_name) const;

  /// Removes `package_name`.
  /// @throws std::runtime_error if the map does not hold it.
  void Remove(const std::string& package_name);

  /// The number of packages.
  int size() const;

  /// The package names, sorted.
  std::vector<std::string> GetPackageNames() const;

  /// Marks `package_name` as deprecated with `deprecated_message` (nullopt
  /// clears the mark). Resolving a URL of a deprecated package logs a
  /// warning.
  /// @throws std::runtime_error if the map does not hold the package.
  void SetDeprecated(const std::string& package_name,
                     std::optional<std::string> deprecated_message);

  /// The deprecation message of `package_name`, or nullopt when it is not
  /// deprecated.
  /// @throws std::runtime_error if the map does not hold the package.
  std::optional<std::string> GetDeprecated(
      const std::string& package_name) const;

  /// The folder of `package_name`. When `deprecated_message` is not null it
  /// receives the package's deprecation message (or nullopt).
  /// @throws std::runtime_error naming the package and listing the known
  ///   ones if the map does not hold it.
  const std::string& GetPath(
      const std::string& package_name,
      std::optional<std::string>* deprecated_message = nullptr) const;

  /// Resolves `url` to an absolute file path. Accepted forms:
  ///  - `package://<package>/<relative path>` (and `model://`, its synonym),
  ///  - `file:///<absolute path>`.
  /// @throws std::runtime_error for any other scheme, a malformed URL, an
  ///   unknown package, or a file that does not exist; the message names the
  ///   URL.
  std::string ResolveUrl(const std::string& url) const;

  /// Finds every package.xml file below the folder `path` (recursively) and
  /// adds its package. A package found again at a different folder keeps its
  /// first folder and logs a warning.
  /// @throws std::runtime_error if `path` is empty or is not a folder.
  void PopulateFromFolder(const std::string& path);

  /// Reads the ':'-separated list of folders in the environment variable
  /// `environment_variable` (e.g. ROS_PACKAGE_PATH) and calls
  /// PopulateFromFolder() on each that exists; missing folders and an unset
  /// or empty variable log a warning.
  /// @throws std::logic_error if `environment_variable` is empty.
  void PopulateFromEnvironment(const std::string& environment_variable);

  /// PopulateFromEnvironment("ROS_PACKAGE_PATH").
  void PopulateFromRosPackagePath();

  /// Writes the packages and their folders, one per line.
  friend std::ostream& operator<<(std::ostream& out, const PackageMap& map);

 private:
  struct PackageData {
    std::string path;
    std::optional<std::string> deprecated_message;
  };

  // The known names as one "a, b, c" string, for error messages.
  std::string KnownPackagesText() const;
  // Adds package_name unless present; returns false (and does not throw)
  // when present with a different path and `throw_on_conflict` is false.
  bool AddImpl(const std::string& package_name, const std::string& package_path,
               bool throw_on_conflict);
  void CrawlForPackages(const std::string& path);

  std::map<std::string, PackageData> map_;
};

}  // namespace multibody
}  // namespace drake
