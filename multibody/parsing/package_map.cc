#include "drake/multibody/parsing/package_map.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <stdexcept>
#include <system_error>
#include <utility>

#include <fmt/format.h>
#include <tinyxml2.h>

#include "drake/common/drake_throw.h"
#include "drake/common/find_cache.h"
#include "drake/common/find_resource.h"
#include "drake/common/network_policy.h"
#include "drake/common/sha256.h"
#include "drake/common/text_logging.h"
#include "drake/common/yaml/yaml_io.h"
#include "drake/multibody/parsing/detail_package_fetcher.h"

namespace drake {
namespace multibody {

namespace fs = std::filesystem;

namespace {

// An absolute, lexically normal path without a trailing separator.
std::string NormalizePath(const std::string& path) {
  std::string result = fs::absolute(fs::path(path)).lexically_normal().string();
  while (result.size() > 1 && result.back() == '/') result.pop_back();
  return result;
}

bool Exists(const fs::path& path) {
  std::error_code ec;
  return fs::exists(path, ec);
}

bool IsDirectory(const fs::path& path) {
  std::error_code ec;
  return fs::is_directory(path, ec);
}

bool SameFolder(const std::string& a, const std::string& b) {
  if (a == b) return true;
  std::error_code ec;
  const bool same = fs::equivalent(a, b, ec);
  return !ec && same;
}

std::string Trim(const char* text) {
  if (text == nullptr) return {};
  std::string result(text);
  const char* space = " \t\r\n";
  const size_t first = result.find_first_not_of(space);
  if (first == std::string::npos) return {};
  const size_t last = result.find_last_not_of(space);
  return result.substr(first, last - first + 1);
}

// Folders holding one of these files are skipped by the crawl, following
// the ROS build tools' convention.
bool HasIgnoreMarker(const fs::path& folder) {
  for (const char* marker :
       {"AMENT_IGNORE", "CATKIN_IGNORE", "COLCON_IGNORE"}) {
    if (Exists(folder / marker)) return true;
  }
  return false;
}

bool IsFileUrl(const std::string& url) { return url.rfind("file://", 0) == 0; }

// Whether `prefix` is a relative path (or empty: no prefix) without a ".."
// component.
bool IsSafeStripPrefix(const std::string& prefix) {
  const fs::path path(prefix);
  if (path.is_absolute()) return false;
  return std::none_of(path.begin(), path.end(),
                      [](const fs::path& part) { return part == ".."; });
}

}  // namespace

std::string PackageMap::RemoteParams::ToJson() const {
  // Sorted keys, unset optionals left out: Drake's JSON.
  return yaml::SaveJsonString(*this);
}

bool operator==(const PackageMap::RemoteParams& left,
                const PackageMap::RemoteParams& right) {
  return left.urls == right.urls && left.sha256 == right.sha256 &&
         left.archive_type == right.archive_type &&
         left.strip_prefix == right.strip_prefix;
}

// A remote package: its params, and its cache folder once fetched. The
// folder is written once, under the mutex; `fetched` (set after it) lets
// readers skip the lock.
class PackageMap::RemotePackage {
 public:
  explicit RemotePackage(RemoteParams params) : params_(std::move(params)) {}

  const RemoteParams& params() const { return params_; }

  // The folder in the cache: <sha256>-<SHA-256 of strip_prefix or "">, as
  // Drake names it, so that Drake and this share fetched packages.
  std::string CacheFolderName() const {
    const std::optional<Sha256> sha256 = Sha256::Parse(params_.sha256);
    return fmt::format(
        "{}-{}", sha256.has_value() ? sha256->to_string() : params_.sha256,
        Sha256::Checksum(params_.strip_prefix.value_or("")).to_string());
  }

  // Looks for the package in the cache (never downloads); returns whether it
  // is fetched now.
  bool FindInCache() {
    if (fetched_.load()) return true;
    const drake::internal::PathOrError cache =
        drake::internal::FindOrCreateCache("package_map");
    if (!cache.error.empty()) return false;
    const fs::path folder = cache.abspath / CacheFolderName();
    if (!IsDirectory(folder)) return false;
    std::lock_guard<std::mutex> guard(mutex_);
    if (!fetched_.load()) {
      path_ = folder.string();
      fetched_.store(true);
    }
    return true;
  }

  // The package's folder, fetching it first when needed.
  const std::string& GetPath(const std::string& package_name) {
    if (fetched_.load()) return path_;
    std::lock_guard<std::mutex> guard(mutex_);
    // another thread may have fetched it while this one waited
    if (fetched_.load()) return path_;
    const drake::internal::PathOrError cache =
        drake::internal::FindOrCreateCache("package_map");
    if (!cache.error.empty()) {
      throw std::runtime_error(fmt::format(
          "PackageMap: when downloading '{}', could not create temporary cache "
          "directory: {}",
          package_name, cache.error));
    }
    const fs::path folder = cache.abspath / CacheFolderName();
    if (!IsDirectory(folder)) {
      internal::FetchRemotePackage(package_name, params_, folder);
    }
    path_ = folder.string();
    fetched_.store(true);
    return path_;
  }

 private:
  const RemoteParams params_;
  std::mutex mutex_;
  std::atomic<bool> fetched_{false};
  std::string path_;
};

const std::string& PackageMap::FetchedPath(const std::string& package_name,
                                           const PackageData& data) {
  if (data.remote == nullptr) return data.path;
  return data.remote->GetPath(package_name);
}

const std::string& PackageMap::DisplayPath(const PackageData& data) {
  if (data.remote == nullptr) return data.path;
  return data.remote->params().urls.front();
}

PackageMap::PackageMap() {
  if (const std::optional<std::string> root = MaybeGetDrakePath()) {
    Add("drake", *root);
    // The copy of Drake's models repository (only what the models use).
    const fs::path models = fs::path(*root) / "third_party" / "drake_models";
    if (Exists(models / "package.xml")) Add("drake_models", models.string());
  }
}

PackageMap PackageMap::MakeEmpty() {
  PackageMap result;
  result.map_.clear();
  return result;
}

bool PackageMap::AddImpl(const std::string& package_name,
                         const std::string& package_path,
                         bool throw_on_conflict) {
  if (package_name.empty()) {
    throw std::runtime_error("PackageMap::Add: the package name is empty");
  }
  if (package_path.empty() || !Exists(package_path)) {
    throw std::runtime_error(fmt::format(
        "PackageMap::Add: could not add package '{}' because its path '{}' "
        "does not exist",
        package_name, package_path));
  }
  const std::string normalized = NormalizePath(package_path);
  auto iter = map_.find(package_name);
  if (iter == map_.end()) {
    map_.emplace(package_name, PackageData{normalized, std::nullopt, nullptr});
    return true;
  }
  if (iter->second.remote != nullptr) {
    if (!throw_on_conflict) return false;
    throw std::runtime_error(fmt::format(
        "PackageMap::Add() cannot add '{}' because the existing path is remote "
        "('{}') but the new path is local ('{}')",
        package_name, DisplayPath(iter->second), normalized));
  }
  if (SameFolder(iter->second.path, normalized)) return true;
  if (throw_on_conflict) {
    throw std::runtime_error(fmt::format(
        "PackageMap::Add: package '{}' is already at '{}' and cannot be added "
        "again at the different path '{}'",
        package_name, iter->second.path, normalized));
  }
  return false;
}

void PackageMap::Add(const std::string& package_name,
                     const std::string& package_path) {
  AddImpl(package_name, package_path, true);
}

void PackageMap::Add(const std::string& package_name,
                     const fs::path& package_path) {
  Add(package_name, package_path.string());
}

void PackageMap::Add(const std::string& package_name,
                     const char* package_path) {
  DRAKE_THROW_UNLESS(package_path != nullptr);
  Add(package_name, std::string(package_path));
}

void PackageMap::AddMap(const PackageMap& other_map) {
  // Check every conflict first so that a failed AddMap changes nothing.
  for (const auto& [name, data] : other_map.map_) {
    auto iter = map_.find(name);
    if (iter == map_.end()) continue;
    const PackageData& existing = iter->second;
    const bool existing_remote = existing.remote != nullptr;
    const bool other_remote = data.remote != nullptr;
    if (existing_remote != other_remote) {
      throw std::runtime_error(fmt::format(
          "PackageMap::AddMap cannot merge the package definition for '{}' "
          "because the existing path is {} ('{}') but the new path is {} "
          "('{}')",
          name, existing_remote ? "remote" : "local", DisplayPath(existing),
          other_remote ? "remote" : "local", DisplayPath(data)));
    }
    if (existing_remote) {
      if (!(existing.remote->params() == data.remote->params())) {
        throw std::runtime_error(fmt::format(
            "PackageMap::AddMap cannot merge the package definition for '{}' "
            "because the remote package parameters differ ({} vs {})",
            name, existing.remote->params().ToJson(),
            data.remote->params().ToJson()));
      }
    } else if (!SameFolder(existing.path, data.path)) {
      throw std::runtime_error(fmt::format(
          "PackageMap::AddMap: package '{}' is already at '{}' and cannot be "
          "added again at the different path '{}'",
          name, existing.path, data.path));
    }
  }
  for (const auto& [name, data] : other_map.map_) {
    auto iter = map_.find(name);
    if (iter == map_.end()) {
      map_.emplace(name, data);
    } else if (!iter->second.deprecated_message.has_value()) {
      // deprecated when either map's entry is (this map's message wins)
      iter->second.deprecated_message = data.deprecated_message;
    }
  }
}

void PackageMap::AddRemote(std::string package_name, RemoteParams params) {
  // the params, each as Drake checks it (and a few more checks)
  if (package_name.empty()) {
    throw std::logic_error(
        "PackageMap::AddRemote requires a non-empty package name");
  }
  if (params.urls.empty()) {
    throw std::logic_error(
        fmt::format("PackageMap::AddRemote on '{}' requires at least one URL",
                    package_name));
  }
  for (const std::string& url : params.urls) {
    if (url.rfind("http://", 0) != 0 && url.rfind("https://", 0) != 0 &&
        !IsFileUrl(url)) {
      throw std::logic_error(fmt::format(
          "PackageMap::AddRemote on '{}' has unsupported URL '{}' (expected "
          "http://, https:// or file://)",
          package_name, url));
    }
  }
  if (!Sha256::Parse(params.sha256).has_value()) {
    throw std::logic_error(fmt::format(
        "PackageMap::AddRemote on '{}' has invalid sha256 '{}' (expected 64 "
        "hexadecimal digits)",
        package_name, params.sha256));
  }
  if (params.archive_type.has_value()) {
    const std::string& type = *params.archive_type;
    if (type != "zip" && type != "tar" && type != "gztar" && type != "bztar" &&
        type != "xztar") {
      throw std::logic_error(fmt::format(
          "PackageMap::AddRemote on '{}' has unsupported archive type '{}' "
          "(expected zip, tar, gztar, bztar or xztar)",
          package_name, type));
    }
  } else if (std::none_of(params.urls.begin(), params.urls.end(),
                          [](const std::string& url) {
                            return internal::DeduceArchiveType(url).has_value();
                          })) {
    throw std::logic_error(fmt::format(
        "PackageMap::AddRemote on '{}' has no archive_type and no URL whose "
        "file name ends in .zip, .tar, .tar.gz, .tgz, .tar.bz2, .tbz2, .tar.xz "
        "or .txz; set archive_type",
        package_name));
  }
  if (params.strip_prefix.has_value() &&
      !IsSafeStripPrefix(*params.strip_prefix)) {
    throw std::logic_error(fmt::format(
        "PackageMap::AddRemote on '{}' has invalid strip_prefix '{}' (expected "
        "a relative folder inside the archive, without '..')",
        package_name, *params.strip_prefix));
  }

  auto remote = std::make_shared<RemotePackage>(std::move(params));

  // with the network denied and no file:// URL, only the cache can help:
  // fail now rather than at the first GetPath()
  const bool any_file_url = std::any_of(remote->params().urls.begin(),
                                        remote->params().urls.end(), IsFileUrl);
  if (!any_file_url && !drake::internal::IsNetworkingAllowed("package_map") &&
      !remote->FindInCache()) {
    throw std::runtime_error(fmt::format(
        "PackageMap::AddRemote on '{}' only provides network URLs (i.e., no "
        "file:// fallbacks) but PackageMap networking has been disabled via "
        "the DRAKE_ALLOW_NETWORK environment variable and the download cache "
        "does not contain any matching file (looked for '{}' in the cache)",
        package_name, remote->CacheFolderName()));
  }

  // the same name again must be the same remote package
  auto iter = map_.find(package_name);
  if (iter != map_.end()) {
    const PackageData& existing = iter->second;
    if (existing.remote == nullptr) {
      throw std::runtime_error(fmt::format(
          "PackageMap::AddRemote() cannot add '{}' because the existing path "
          "is local ('{}') but the new path is remote ('{}')",
          package_name, existing.path, remote->params().urls.front()));
    }
    if (!(existing.remote->params() == remote->params())) {
      throw std::runtime_error(fmt::format(
          "PackageMap::AddRemote() cannot add '{}' because the remote package "
          "parameters differ ({} vs {})",
          package_name, existing.remote->params().ToJson(),
          remote->params().ToJson()));
    }
    return;
  }
  map_.emplace(std::move(package_name),
               PackageData{std::string(), std::nullopt, std::move(remote)});
}

void PackageMap::AddPackageXml(const std::string& filename) {
  tinyxml2::XMLDocument document;
  if (document.LoadFile(filename.c_str()) != tinyxml2::XML_SUCCESS) {
    throw std::runtime_error(
        fmt::format("PackageMap::AddPackageXml: could not read '{}': {}",
                    filename, document.ErrorStr()));
  }
  const tinyxml2::XMLElement* package = document.FirstChildElement("package");
  const tinyxml2::XMLElement* name_element =
      package != nullptr ? package->FirstChildElement("name") : nullptr;
  const std::string name =
      name_element != nullptr ? Trim(name_element->GetText()) : std::string();
  if (name.empty()) {
    throw std::runtime_error(fmt::format(
        "PackageMap::AddPackageXml: '{}' has no <package><name> element "
        "naming the package",
        filename));
  }
  const std::string folder =
      fs::absolute(fs::path(filename)).lexically_normal().parent_path();
  Add(name, folder);

  // Drake's extension: <export><drake:deprecated>message</drake:deprecated>.
  const tinyxml2::XMLElement* exports = package->FirstChildElement("export");
  if (exports != nullptr) {
    const tinyxml2::XMLElement* deprecated =
        exports->FirstChildElement("drake:deprecated");
    if (deprecated != nullptr) {
      SetDeprecated(name, Trim(deprecated->GetText()));
    }
  }
}

void PackageMap::AddPackageXml(const fs::path& filename) {
  AddPackageXml(filename.string());
}

void PackageMap::AddPackageXml(const char* filename) {
  DRAKE_THROW_UNLESS(filename != nullptr);
  AddPackageXml(std::string(filename));
}

bool PackageMap::Contains(const std::string& package_name) const {
  return map_.count(package_name) > 0;
}

void PackageMap::Remove(const std::string& package_name) {
  if (map_.erase(package_name) == 0) {
    throw std::runtime_error(fmt::format(
        "PackageMap::Remove: package '{}' is not in the map (known packages: "
        "{})",
        package_name, KnownPackagesText()));
  }
}

int PackageMap::size() const { return static_cast<int>(map_.size()); }

std::vector<std::string> PackageMap::GetPackageNames() const {
  std::vector<std::string> names;
  names.reserve(map_.size());
  for (const auto& [name, data] : map_) names.push_back(name);
  return names;
}

void PackageMap::SetDeprecated(const std::string& package_name,
                               std::optional<std::string> deprecated_message) {
  auto iter = map_.find(package_name);
  if (iter == map_.end()) {
    throw std::runtime_error(fmt::format(
        "PackageMap::SetDeprecated: package '{}' is not in the map (known "
        "packages: {})",
        package_name, KnownPackagesText()));
  }
  iter->second.deprecated_message = std::move(deprecated_message);
}

std::optional<std::string> PackageMap::GetDeprecated(
    const std::string& package_name) const {
  auto iter = map_.find(package_name);
  if (iter == map_.end()) {
    throw std::runtime_error(fmt::format(
        "PackageMap::GetDeprecated: package '{}' is not in the map (known "
        "packages: {})",
        package_name, KnownPackagesText()));
  }
  return iter->second.deprecated_message;
}

const std::string& PackageMap::GetPath(
    const std::string& package_name,
    std::optional<std::string>* deprecated_message) const {
  auto iter = map_.find(package_name);
  if (iter == map_.end()) {
    throw std::runtime_error(fmt::format(
        "PackageMap::GetPath: package '{}' is not in the map (known packages: "
        "{})",
        package_name, KnownPackagesText()));
  }
  if (deprecated_message != nullptr) {
    *deprecated_message = iter->second.deprecated_message;
  }
  return FetchedPath(package_name, iter->second);
}

std::string PackageMap::ResolveUrl(const std::string& url) const {
  const size_t scheme_end = url.find("://");
  if (scheme_end == std::string::npos) {
    throw std::runtime_error(
        fmt::format("PackageMap::ResolveUrl: '{}' is not a URL; expected "
                    "package://<package>/<path>, model://<package>/<path> or "
                    "file:///<absolute path>",
                    url));
  }
  const std::string scheme = url.substr(0, scheme_end);
  const std::string rest = url.substr(scheme_end + 3);
  fs::path resolved;
  if (scheme == "file") {
    if (rest.empty() || rest.front() != '/') {
      throw std::runtime_error(fmt::format(
          "PackageMap::ResolveUrl: the file URL '{}' does not name an "
          "absolute path (expected file:///<absolute path>)",
          url));
    }
    resolved = fs::path(rest).lexically_normal();
  } else if (scheme == "package" || scheme == "model") {
    const size_t slash = rest.find('/');
    const std::string package =
        slash == std::string::npos ? rest : rest.substr(0, slash);
    const std::string relative =
        slash == std::string::npos ? std::string() : rest.substr(slash + 1);
    if (package.empty() || relative.empty()) {
      throw std::runtime_error(fmt::format(
          "PackageMap::ResolveUrl: the URL '{}' is malformed; expected "
          "{}://<package>/<path>",
          url, scheme));
    }
    auto iter = map_.find(package);
    if (iter == map_.end()) {
      throw std::runtime_error(fmt::format(
          "PackageMap::ResolveUrl: the URL '{}' names the package '{}', which "
          "is not in the map (known packages: {})",
          url, package, KnownPackagesText()));
    }
    if (iter->second.deprecated_message.has_value()) {
      log()->warn("PackageMap: package '{}' is deprecated: {}", package,
                  *iter->second.deprecated_message);
    }
    resolved = (fs::path(FetchedPath(package, iter->second)) / relative)
                   .lexically_normal();
  } else {
    throw std::runtime_error(fmt::format(
        "PackageMap::ResolveUrl: the URL '{}' has the unsupported scheme "
        "'{}://'; expected package://, model:// or file://",
        url, scheme));
  }
  if (!Exists(resolved)) {
    throw std::runtime_error(fmt::format(
        "PackageMap::ResolveUrl: the URL '{}' resolves to '{}', which does not "
        "exist",
        url, resolved.string()));
  }
  return resolved.string();
}

void PackageMap::CrawlForPackages(const std::string& path) {
  std::error_code ec;
  const fs::path root(path);
  auto visit = [this](const fs::path& folder) {
    const fs::path xml = folder / "package.xml";
    if (!fs::is_regular_file(xml)) return;
    tinyxml2::XMLDocument document;
    if (document.LoadFile(xml.c_str()) != tinyxml2::XML_SUCCESS) {
      log()->warn("PackageMap: skipping unreadable '{}': {}", xml.string(),
                  document.ErrorStr());
      return;
    }
    const tinyxml2::XMLElement* package = document.FirstChildElement("package");
    const tinyxml2::XMLElement* name_element =
        package != nullptr ? package->FirstChildElement("name") : nullptr;
    const std::string name =
        name_element != nullptr ? Trim(name_element->GetText()) : std::string();
    if (name.empty()) {
      log()->warn("PackageMap: skipping '{}', which names no package",
                  xml.string());
      return;
    }
    if (Contains(name) &&
        (map_.at(name).remote != nullptr ||
         !SameFolder(map_.at(name).path, NormalizePath(folder)))) {
      log()->warn(
          "PackageMap: package '{}' was found again at '{}'; keeping its "
          "first path '{}'",
          name, folder.string(), DisplayPath(map_.at(name)));
      return;
    }
    AddPackageXml(xml.string());
  };
  if (HasIgnoreMarker(root)) return;
  visit(root);
  for (auto iter = fs::recursive_directory_iterator(
           root, fs::directory_options::skip_permission_denied, ec);
       !ec && iter != fs::recursive_directory_iterator(); iter.increment(ec)) {
    // Symbolic links are not followed (the iterator does not descend into
    // them either), so a link cycle cannot trap the crawl.
    if (iter->is_symlink(ec) || !iter->is_directory(ec)) continue;
    if (HasIgnoreMarker(iter->path())) {
      iter.disable_recursion_pending();
      continue;
    }
    visit(iter->path());
  }
}

void PackageMap::PopulateFromFolder(const std::string& path) {
  if (path.empty()) {
    throw std::runtime_error(
        "PackageMap::PopulateFromFolder: the path is empty");
  }
  if (!IsDirectory(path)) {
    throw std::runtime_error(fmt::format(
        "PackageMap::PopulateFromFolder: '{}' is not a folder", path));
  }
  CrawlForPackages(path);
}

void PackageMap::PopulateFromFolder(const fs::path& path) {
  PopulateFromFolder(path.string());
}

void PackageMap::PopulateFromFolder(const char* path) {
  DRAKE_THROW_UNLESS(path != nullptr);
  PopulateFromFolder(std::string(path));
}

void PackageMap::PopulateFromEnvironment(
    const std::string& environment_variable) {
  if (environment_variable.empty()) {
    throw std::logic_error(
        "PackageMap::PopulateFromEnvironment: the environment variable name is "
        "empty");
  }
  const char* value = std::getenv(environment_variable.c_str());
  if (value == nullptr || value[0] == '\0') {
    log()->warn("PackageMap: the environment variable {} is unset or empty",
                environment_variable);
    return;
  }
  const std::string paths(value);
  size_t start = 0;
  while (start <= paths.size()) {
    size_t end = paths.find(':', start);
    if (end == std::string::npos) end = paths.size();
    const std::string folder = paths.substr(start, end - start);
    if (!folder.empty()) {
      if (IsDirectory(folder)) {
        CrawlForPackages(folder);
      } else {
        log()->warn("PackageMap: {} names '{}', which is not a folder",
                    environment_variable, folder);
      }
    }
    start = end + 1;
  }
}

void PackageMap::PopulateFromRosPackagePath() {
  PopulateFromEnvironment("ROS_PACKAGE_PATH");
}

std::string PackageMap::KnownPackagesText() const {
  if (map_.empty()) return "none";
  std::string text;
  for (const auto& [name, data] : map_) {
    if (!text.empty()) text += ", ";
    text += name;
  }
  return text;
}

std::string PackageMap::to_string() const {
  std::string result = "PackageMap:\n";
  if (map_.empty()) result += "  [EMPTY!]\n";
  for (const auto& [name, data] : map_) {
    result += fmt::format("  - {}: {}\n", name, DisplayPath(data));
  }
  return result;
}

std::ostream& operator<<(std::ostream& out, const PackageMap& map) {
  return out << map.to_string();
}

}  // namespace multibody
}  // namespace drake
