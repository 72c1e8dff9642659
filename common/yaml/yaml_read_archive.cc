#include "drake/common/yaml/yaml_read_archive.h"

#include <cctype>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace yaml {
namespace internal {
namespace {

const char kCoreSchemaPrefix[] = "tag:yaml.org,2002:";

// The YAML kind of a node, as a word for error messages.
std::string KindName(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Undefined:
      return "nothing";
    case YAML::NodeType::Null:
      return "a Null";
    case YAML::NodeType::Scalar:
      return fmt::format("a Scalar ('{}')", node.Scalar());
    case YAML::NodeType::Sequence:
      return "a Sequence";
    case YAML::NodeType::Map:
      return "a Mapping";
  }
  return "an unknown node";
}

// Parses `data`, turning yaml-cpp's parser errors into std::runtime_error
// that names `source`.
YAML::Node ParseDocument(const std::string& data, const std::string& source) {
  try {
    return YAML::Load(data);
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(
        fmt::format("YAML error in {}: could not parse the document: {}",
                    source, e.what()));
  }
}

YAML::Node SelectChild(const YAML::Node& root,
                       const std::optional<std::string>& child_name,
                       const std::string& source) {
  if (!child_name.has_value()) return root;
  if (root.IsMap()) {
    for (const auto& entry : root) {
      if (entry.first.IsScalar() && entry.first.Scalar() == *child_name) {
        return entry.second;
      }
    }
  }
  throw std::runtime_error(
      fmt::format("YAML error in {}: the document root has no key '{}'", source,
                  *child_name));
}

}  // namespace

std::string ShortenTag(const std::string& tag) {
  const std::string prefix(kCoreSchemaPrefix);
  if (tag.compare(0, prefix.size(), prefix) == 0) {
    return "!!" + tag.substr(prefix.size());
  }
  // Decode percent-escapes (the writer escapes e.g. `<` `>` `,` as %3C...).
  std::string result;
  for (size_t i = 0; i < tag.size(); ++i) {
    if (tag[i] == '%' && i + 2 < tag.size() &&
        std::isxdigit(static_cast<unsigned char>(tag[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(tag[i + 2]))) {
      result += static_cast<char>(std::stoi(tag.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      result += tag[i];
    }
  }
  return result;
}

YamlReadArchive::YamlReadArchive(const YAML::Node& root,
                                 const LoadYamlOptions& options,
                                 std::string filename, std::string root_path)
    : root_(root),
      options_(options),
      filename_(std::move(filename)),
      root_path_(std::move(root_path)),
      entries_(GetEntries(root_)) {}

YamlReadArchive::YamlReadArchive(const YAML::Node& node,
                                 const YamlReadArchive& parent,
                                 std::string path)
    : root_(node),
      options_(parent.options_),
      filename_(parent.filename_),
      root_path_(std::move(path)),
      entries_(GetEntries(root_)) {}

YAML::Node YamlReadArchive::LoadStringAsNode(
    const std::string& data, const std::optional<std::string>& child_name) {
  const std::string source = "a YAML string";
  return SelectChild(ParseDocument(data, source), child_name, source);
}

YAML::Node YamlReadArchive::LoadFileAsNode(
    const std::string& filename, const std::optional<std::string>& child_name) {
  std::ifstream input(filename, std::ios::binary);
  if (!input) {
    throw std::runtime_error(
        fmt::format("LoadYamlFile: could not open the file '{}'", filename));
  }
  std::stringstream buffer;
  buffer << input.rdbuf();
  const std::string source = fmt::format("file '{}'", filename);
  return SelectChild(ParseDocument(buffer.str(), source), child_name, source);
}

std::optional<YAML::Node> YamlReadArchive::FindKey(
    const std::string& key) const {
  for (const auto& entry : entries_) {
    if (entry.first.IsScalar() && entry.first.Scalar() == key) {
      return entry.second;
    }
  }
  return std::nullopt;
}

std::vector<std::pair<YAML::Node, YAML::Node>> YamlReadArchive::GetEntries(
    const YAML::Node& node) {
  std::vector<std::pair<YAML::Node, YAML::Node>> result;
  if (!node.IsMap()) return result;
  const auto is_merge_key = [](const YAML::Node& key) {
    return key.IsScalar() && key.Scalar() == "<<";
  };
  const auto has_key = [&result](const YAML::Node& key) {
    if (!key.IsScalar()) return false;
    for (const auto& [existing, value] : result) {
      if (existing.IsScalar() && existing.Scalar() == key.Scalar()) {
        return true;
      }
    }
    return false;
  };
  std::vector<YAML::Node> merged;
  for (const auto& entry : node) {
    const YAML::Node& value = entry.second;
    if (is_merge_key(entry.first) && value.IsMap()) {
      merged.push_back(value);
    } else if (is_merge_key(entry.first) && value.IsSequence()) {
      bool all_maps = true;
      for (size_t i = 0; i < value.size(); ++i) {
        all_maps = all_maps && value[i].IsMap();
      }
      if (!all_maps) {
        result.emplace_back(entry.first, entry.second);
        continue;
      }
      for (size_t i = 0; i < value.size(); ++i) merged.push_back(value[i]);
    } else {
      result.emplace_back(entry.first, entry.second);
    }
  }
  for (const YAML::Node& source : merged) {
    for (auto& entry : GetEntries(source)) {
      if (!has_key(entry.first)) result.push_back(std::move(entry));
    }
  }
  return result;
}

std::string YamlReadArchive::JoinPath(const std::string& path,
                                      const std::string& key) {
  return path.empty() ? key : path + "." + key;
}

std::string YamlReadArchive::IndexPath(const std::string& path, size_t index) {
  return fmt::format("{}[{}]", path, index);
}

bool YamlReadArchive::IsNullNode(const YAML::Node& node) {
  return node.IsNull() || ShortenTag(node.Tag()) == "!!null";
}

void YamlReadArchive::CheckForUnknownKeys(const std::string& type_name) const {
  if (options_.allow_yaml_with_no_cpp) return;
  for (const auto& entry : entries_) {
    const std::string key = entry.first.IsScalar()
                                ? entry.first.Scalar()
                                : std::string("<non-scalar>");
    if (visited_keys_.count(key) == 0) {
      ReportError(entry.first.Mark(), ChildPath(key), type_name,
                  fmt::format("the key '{}' is not a field of {} (unknown "
                              "YAML key)",
                              key, type_name));
    }
  }
}

void YamlReadArchive::ReportMissingKey(const std::string& key,
                                       const std::string& path,
                                       const std::string& type_name) const {
  ReportError(root_.Mark(), path, type_name,
              fmt::format("the mapping has no entry for the key '{}' "
                          "(missing YAML key)",
                          key));
}

void YamlReadArchive::ReportWrongKind(const YAML::Node& node,
                                      const std::string& path,
                                      const std::string& type_name,
                                      const std::string& expected_kind) const {
  ReportError(
      node.Mark(), path, type_name,
      fmt::format("expected {} but found {}", expected_kind, KindName(node)));
}

void YamlReadArchive::ReportBadScalar(const YAML::Node& node,
                                      const std::string& path,
                                      const std::string& type_name) const {
  ReportError(
      node.Mark(), path, type_name,
      fmt::format("could not parse '{}' as {}", node.Scalar(), type_name));
}

void YamlReadArchive::ReportWrongSize(const YAML::Node& node,
                                      const std::string& path,
                                      const std::string& type_name,
                                      size_t expected_size) const {
  ReportError(node.Mark(), path, type_name,
              fmt::format("expected a Sequence of {} elements but found {}",
                          expected_size, node.size()));
}

void YamlReadArchive::ReportBadTag(const YAML::Node& node,
                                   const std::string& path,
                                   const std::string& type_name,
                                   const std::string& tag,
                                   const std::string& expected_tags) const {
  ReportError(node.Mark(), path, type_name,
              fmt::format("the tag '{}' names no alternative of the variant "
                          "(expected one of: {})",
                          tag, expected_tags));
}

void YamlReadArchive::ReportError(const YAML::Mark& mark,
                                  const std::string& path,
                                  const std::string& type_name,
                                  const std::string& detail) const {
  std::string where;
  if (!filename_.empty()) where += fmt::format(" in file '{}'", filename_);
  if (!mark.is_null()) {
    where +=
        fmt::format(" at line {}, column {}", mark.line + 1, mark.column + 1);
  }
  const std::string key = path.empty() ? std::string("<root>") : path;
  throw std::runtime_error(
      fmt::format("YAML error{}: key '{}' (C++ type {}): {}", where, key,
                  type_name, detail));
}

}  // namespace internal
}  // namespace yaml
}  // namespace drake
