#pragma once

/// @file
/// PackageMap: ROS-style package names mapped to folders, used to resolve the
/// `package://name/relative/path` URLs that model files refer to; a package
/// may also be a remote archive, fetched into a local cache when first used.

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "drake/common/fmt.h"
#include "drake/common/name_value.h"

namespace drake {
namespace multibody {

/// Maps ROS package names to their folders on disk and resolves
/// `package://`, `model://` and `file://` URLs against them. A package added
/// with AddRemote() is an archive named by URLs and a SHA-256 checksum; it
/// is downloaded, checked and extracted into a per-user cache the first time
/// its path is needed (see AddRemote()).
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

  /// Add() for a std::filesystem::path.
  void Add(const std::string& package_name,
           const std::filesystem::path& package_path);

  /// Add() for a C string.
  /// @throws std::exception if `package_path` is nullptr.
  void Add(const std::string& package_name, const char* package_path);

  /// Adds every package of `other_map`: a name already present must name the
  /// same folder (local packages) or equal RemoteParams (remote packages);
  /// such a package keeps its entry here, and becomes deprecated when only
  /// `other_map`'s was. On failure nothing is added.
  /// @throws std::runtime_error if a package of `other_map` is already present
  ///   here with a different folder or different remote parameters, or is
  ///   local in one map and remote in the other.
  void AddMap(const PackageMap& other_map);

  /// Reads the package name from the `<name>` element of the package.xml file
  /// `filename` and adds that package at the file's folder.
  /// @throws std::runtime_error if the file cannot be read or parsed, has no
  ///   `<package><name>` or the name conflicts as in Add().
  void AddPackageXml(const std::string& filename);

  /// AddPackageXml() for a std::filesystem::path.
  void AddPackageXml(const std::filesystem::path& filename);

  /// AddPackageXml() for a C string.
  /// @throws std::exception if `filename` is nullptr.
  void AddPackageXml(const char* filename);

  /// Where AddRemote() fetches a package from. (The fields have default
  /// initializers so that designated initializers may leave any out without
  /// a -Wmissing-field-initializers warning.)
  struct RemoteParams {
    /// Visits the fields in Drake's order (urls, sha256, archive_type,
    /// strip_prefix) for the YAML archives.
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(urls));
      a->Visit(DRAKE_NVP(sha256));
      a->Visit(DRAKE_NVP(archive_type));
      a->Visit(DRAKE_NVP(strip_prefix));
    }

    /// These parameters as JSON on one line: an object with sorted keys,
    /// without the optional fields that are unset, e.g.
    /// `{"sha256":"...","urls":["https://..."]}`.
    std::string ToJson() const;

    /// Whether every field is equal (as Drake: whether the ToJson() texts
    /// are equal).
    friend bool operator==(const RemoteParams&, const RemoteParams&);

    /// The URLs of the archive, tried in this order (put preferred mirrors
    /// first). Each starts with http://, https:// or file:// (file URLs name
    /// an absolute path: file:///abs/path.zip).
    std::vector<std::string> urls{};

    /// The SHA-256 checksum of the archive: 64 hexadecimal digits.
    std::string sha256{};

    /// (Optional) The archive's type: "zip", "tar", "gztar", "bztar" or
    /// "xztar". When unset, it is deduced from the URL's file name
    /// extension (.zip, .tar, .tar.gz/.tgz, .tar.bz2/.tbz2, .tar.xz/.txz).
    std::optional<std::string> archive_type{};

    /// (Optional) A folder inside the archive that becomes the package's
    /// folder (e.g. "project-v1.2.3" for archives whose files all start with
    /// "project-v1.2.3/"); files outside it are dropped. Fetching fails when
    /// the archive has no such folder.
    std::optional<std::string> strip_prefix{};
  };

  /// Adds the remote package `package_name`, fetched from `params` the first
  /// time GetPath() or ResolveUrl() needs it (nothing is downloaded here).
  ///
  /// Fetching tries each URL in turn (http(s) with libcurl, file:// from the
  /// file system), keeps the first whose content has the SHA-256 `sha256`,
  /// extracts it (libarchive) and keeps `strip_prefix`'s folder. The result
  /// is kept in the cache `<cache>/drake/package_map/<sha256>-<SHA-256 of
  /// strip_prefix or of "">` (see drake/common/find_cache.h for `<cache>`:
  /// $TEST_TMPDIR/.cache, else $XDG_CACHE_HOME, else ~/.cache), written by a
  /// rename so that it is complete or absent; a later fetch of the same
  /// archive and prefix, by any program, uses the cached copy without
  /// downloading. Fetching throws std::runtime_error naming the package, each
  /// URL tried and why it failed (for a checksum mismatch, both checksums).
  ///
  /// When DRAKE_ALLOW_NETWORK (see drake/common/network_policy.h) does not
  /// allow "package_map", only the file:// URLs are tried; AddRemote() then
  /// throws when `params` has no file:// URL and the cache has no copy.
  ///
  /// Adding the same name again with equal params does nothing.
  /// @throws std::logic_error if `package_name` is empty, `params.urls` is
  ///   empty or has a URL of another scheme, `params.sha256` is not 64 hex
  ///   digits, `params.archive_type` is set to another type (or is unset and
  ///   no URL's extension names a type), or `params.strip_prefix` is absolute
  ///   or has a ".." component.
  /// @throws std::runtime_error if `package_name` is already present with
  ///   a folder or other params, or networking is disabled as above.
  void AddRemote(std::string package_name, RemoteParams params);

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
  /// receives the package's deprecation message (or nullopt). A remote
  /// package not yet fetched is fetched first (see AddRemote()); this is
  /// safe to call from several threads at once.
  /// @throws std::runtime_error naming the package and listing the known
  ///   ones if the map does not hold it, or if fetching it fails.
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

  /// PopulateFromFolder() for a std::filesystem::path.
  void PopulateFromFolder(const std::filesystem::path& path);

  /// PopulateFromFolder() for a C string.
  /// @throws std::exception if `path` is nullptr.
  void PopulateFromFolder(const char* path);

  /// Reads the ':'-separated list of folders in the environment variable
  /// `environment_variable` (e.g. ROS_PACKAGE_PATH) and calls
  /// PopulateFromFolder() on each that exists; missing folders and an unset
  /// or empty variable log a warning.
  /// @throws std::logic_error if `environment_variable` is empty.
  void PopulateFromEnvironment(const std::string& environment_variable);

  /// PopulateFromEnvironment("ROS_PACKAGE_PATH").
  void PopulateFromRosPackagePath();

  /// The packages and their folders (for a remote package, its first URL),
  /// one per line after a "PackageMap:" line.
  std::string to_string() const;

  /// Writes to_string().
  friend std::ostream& operator<<(std::ostream& out, const PackageMap& map);

 private:
  // The fetch state of a remote package (defined in package_map.cc), shared
  // by the copies of a map.
  class RemotePackage;

  struct PackageData {
    // The folder of a local package; empty for a remote one.
    std::string path;
    std::optional<std::string> deprecated_message;
    // Set for a package added by AddRemote().
    std::shared_ptr<RemotePackage> remote;
  };

  // The folder of `data`, fetching a remote package first.
  static const std::string& FetchedPath(const std::string& package_name,
                                        const PackageData& data);
  // The path (local) or first URL (remote) of `data`, for messages.
  static const std::string& DisplayPath(const PackageData& data);

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

DRAKE_FORMATTER_AS(, drake::multibody, PackageMap, x, x.to_string())
