#include "drake/multibody/parsing/package_map.h"

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <system_error>
#include <utility>

#include <fmt/format.h>
#include <tinyxml2.h>

#include "drake/common/find_resource.h"
#include "drake/common/text_logging.h"

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

}  // namespace

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
    map_.emplace(package_name, PackageData{normalized, std::nullopt});
    return true;
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

void PackageMap::AddMap(const PackageMap& other_map) {
  // Check every conflict first so that a failed AddMap changes nothing.
  for (const auto& [name, data] : other_map.map_) {
    auto iter = map_.find(name);
    if (iter != map_.end() && !SameFolder(iter->second.path, data.path)) {
      throw std::runtime_error(fmt::format(
          "PackageMap::AddMap: package '{}' is already at '{}' and cannot be "
          "added again at the different path '{}'",
          name, iter->second.path, data.path));
    }
  }
  for (const auto& [name, data] : other_map.map_) {
    if (map_.count(name) > 0) continue;
    map_.emplace(name, data);
  }
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
  return iter->second.path;
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
    resolved = (fs::path(iter->second.path) / relative).lexically_normal();
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
        !SameFolder(map_.at(name).path, NormalizePath(folder))) {
      log()->warn(
          "PackageMap: package '{}' was found again at '{}'; keeping its "
          "first path '{}'",
          name, folder.string(), map_.at(name).path);
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

std::ostream& operator<<(std::ostream& out, const PackageMap& map) {
  out << "PackageMap:\n";
  if (map.map_.empty()) out << "  [EMPTY!]\n";
  for (const auto& [name, data] : map.map_) {
    out << "  - " << name << ": " << data.path << "\n";
  }
  return out;
}

}  // namespace multibody
}  // namespace drake
