#include "drake/tools/simulate/scenario.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/yaml/yaml_io.h"

namespace drake {
namespace tools {
namespace simulate {
namespace {

using yaml::internal::YamlReadArchive;

// Finds the entry `key` of the mapping `node`; returns its (key, value).
std::optional<std::pair<YAML::Node, YAML::Node>> FindEntry(
    const YAML::Node& node, const std::string& key) {
  if (!node.IsMap()) return std::nullopt;
  for (const auto& entry : node) {
    if (entry.first.IsScalar() && entry.first.Scalar() == key) {
      return std::make_pair(entry.first, entry.second);
    }
  }
  return std::nullopt;
}

// Drake's NamedPositions take a list per joint; we also accept a bare number
// for a single-dof joint: wraps such scalars of `initial_position` in a
// one-element sequence (the scalar keeps its mark for error messages).
void NormalizeInitialPositions(YAML::Node scenario_node,
                               const std::string& source,
                               const std::string& key_prefix) {
  const auto initial = FindEntry(scenario_node, "initial_position");
  if (!initial.has_value() || !initial->second.IsMap()) return;
  for (auto model : initial->second) {
    YAML::Node joints = model.second;
    if (!joints.IsMap()) continue;
    std::vector<std::string> scalar_keys;
    for (const auto& joint : joints) {
      if (joint.first.IsScalar() && joint.second.IsScalar()) {
        scalar_keys.push_back(joint.first.Scalar());
      }
    }
    for (const std::string& key : scalar_keys) {
      // (The new sequence has no line mark, so a bad number is reported
      // here while its mark is known.)
      YAML::Node value = joints[key];
      double number = 0;
      if (!YAML::convert<double>::decode(value, number)) {
        const YAML::Mark mark = value.Mark();
        throw std::runtime_error(fmt::format(
            "YAML error in {} at line {}, column {}: key "
            "'{}initial_position.{}.{}' (C++ type double): could not parse "
            "'{}' as double",
            source, mark.line + 1, mark.column + 1, key_prefix,
            model.first.Scalar(), key, value.Scalar()));
      }
      YAML::Node sequence(YAML::NodeType::Sequence);
      sequence.push_back(YAML::Node(value.Scalar()));
      value = sequence;
    }
  }
}

struct Found {
  int depth{0};
  YAML::Mark mark{YAML::Mark::null_mark()};
};

// Follows `key_path` from `node` as far as it goes.
Found FindPath(YAML::Node node, const std::vector<std::string>& key_path) {
  Found found;
  for (const std::string& key : key_path) {
    if (node.IsMap()) {
      const auto entry = FindEntry(node, key);
      if (!entry.has_value()) break;
      found.mark = entry->first.Mark();
      // (reset, not `=`: assigning a yaml-cpp node overwrites the node it
      // refers to.)
      node.reset(entry->second);
    } else if (node.IsSequence()) {
      size_t index = 0;
      try {
        index = std::stoul(key);
      } catch (const std::exception&) {
        break;
      }
      if (index >= node.size()) break;
      const YAML::Node element = node[index];
      node.reset(element);
      found.mark = node.Mark();
    } else {
      break;
    }
    ++found.depth;
  }
  return found;
}

std::string JoinKeys(const std::vector<std::string>& key_path, int depth) {
  std::string result;
  for (int i = 0; i < depth; ++i) {
    const std::string& key = key_path[i];
    const bool is_index = !key.empty() && key.find_first_not_of("0123456789") ==
                                              std::string::npos;
    if (is_index) {
      result += "[" + key + "]";
    } else {
      result += (result.empty() ? "" : ".") + key;
    }
  }
  return result;
}

}  // namespace

std::vector<std::string> GetScenarioNames(const std::string& filename) {
  const YAML::Node root =
      YamlReadArchive::LoadFileAsNode(filename, std::nullopt);
  if (!root.IsMap()) {
    throw std::runtime_error(fmt::format(
        "Scenario file '{}': the document must be a mapping from scenario "
        "name to scenario (line {})",
        filename, root.Mark().line + 1));
  }
  std::vector<std::string> names;
  for (const auto& entry : root) {
    if (entry.first.IsScalar()) names.push_back(entry.first.Scalar());
  }
  return names;
}

LoadedScenario LoadScenario(const std::string& filename,
                            const std::string& scenario_name,
                            const std::vector<std::string>& patches,
                            const ScenarioEdits* edits) {
  const YAML::Node root =
      YamlReadArchive::LoadFileAsNode(filename, std::nullopt);
  const std::vector<std::string> names = GetScenarioNames(filename);
  if (names.empty()) {
    throw std::runtime_error(
        fmt::format("Scenario file '{}' holds no scenario", filename));
  }
  LoadedScenario result;
  result.filename_ = filename;
  result.name_ = scenario_name.empty() ? names.front() : scenario_name;
  const auto entry = FindEntry(root, result.name_);
  if (!entry.has_value()) {
    throw std::runtime_error(
        fmt::format("Scenario file '{}' has no scenario named '{}'; it has: {}",
                    filename, result.name_, fmt::join(names, ", ")));
  }
  result.file_node_.reset(entry->second);

  // Sets aside the `sweep` key of `node` (a copy, changed in place), then
  // applies the edits.
  const auto prepare = [&](YAML::Node node, const std::string& source,
                           const std::string& key_prefix) {
    if (const auto sweep = FindEntry(node, "sweep"); sweep.has_value()) {
      result.sweep_nodes_.emplace_back(source, sweep->second);
      node.remove("sweep");
    }
    if (edits != nullptr && edits->edit) edits->edit(node, source, key_prefix);
    NormalizeInitialPositions(node, source, key_prefix);
  };

  const std::string file_source = fmt::format("file '{}'", filename);
  // (Changed in place: the root was parsed for this call; a copy would lose
  // the line marks of the messages.)
  YAML::Node scenario_node = result.file_node_;
  prepare(scenario_node, file_source, result.name_ + ".");
  result.scenario_ = yaml::internal::LoadNode<Scenario>(
      scenario_node, Scenario{}, std::nullopt, filename, result.name_);

  // Merges `patch_node` over the scenario loaded so far: keys the patch
  // names replace (mappings merge key by key), others keep their values.
  const auto merge = [&](YAML::Node patch_node, const std::string& name) {
    result.scenario_ = yaml::internal::LoadNode<Scenario>(
        patch_node, result.scenario_, std::nullopt, name, std::string());
    result.patch_nodes_.emplace_back(name, patch_node);
  };
  for (size_t i = 0; i < patches.size(); ++i) {
    YAML::Node patch_node;
    try {
      patch_node.reset(
          YamlReadArchive::LoadStringAsNode(patches[i], std::nullopt));
    } catch (const std::exception& e) {
      throw std::runtime_error(
          fmt::format("--set '{}': {}", patches[i], e.what()));
    }
    if (!patch_node.IsMap() && !patch_node.IsNull()) {
      throw std::runtime_error(fmt::format(
          "--set '{}': a patch must be a YAML mapping of scenario keys, e.g. "
          "--set 'simulation_duration: 1.0'",
          patches[i]));
    }
    prepare(patch_node, fmt::format("file '--set patch {}'", i + 1), "");
    merge(patch_node, fmt::format("--set patch {}", i + 1));
  }
  if (edits != nullptr && edits->more_patches) {
    for (auto& [name, patch_node] : edits->more_patches(result)) {
      NormalizeInitialPositions(patch_node, name, "");
      merge(patch_node, name);
    }
  }
  return result;
}

std::string LoadedScenario::Tag(
    const std::vector<std::string>& key_path) const {
  const auto tag_in =
      [&](const YAML::Node& root) -> std::optional<std::string> {
    YAML::Node node(root);
    for (const std::string& key : key_path) {
      const auto entry = FindEntry(node, key);
      if (!entry.has_value()) return std::nullopt;
      node.reset(entry->second);
    }
    const std::string& tag = node.Tag();
    return (tag == "?" || tag == "!") ? std::string() : tag;
  };
  for (size_t i = patch_nodes_.size(); i-- > 0;) {
    if (auto tag = tag_in(patch_nodes_[i].second)) return *tag;
  }
  return tag_in(file_node_).value_or(std::string());
}

std::string LoadedScenario::Where(
    const std::vector<std::string>& key_path) const {
  const auto line = [](const YAML::Mark& mark) {
    return mark.is_null() ? std::string()
                          : fmt::format(" line {}", mark.line + 1);
  };
  // The last patch that sets the whole path wins.
  for (size_t i = patch_nodes_.size(); i-- > 0;) {
    const Found found = FindPath(patch_nodes_[i].second, key_path);
    if (found.depth == static_cast<int>(key_path.size())) {
      return fmt::format("{}{}, key '{}'", patch_nodes_[i].first,
                         line(found.mark), JoinKeys(key_path, found.depth));
    }
  }
  const Found found = FindPath(file_node_, key_path);
  if (found.depth == 0) {
    return fmt::format("file '{}', scenario '{}'", filename_, name_);
  }
  return fmt::format("file '{}'{}, key '{}.{}'", filename_, line(found.mark),
                     name_, JoinKeys(key_path, found.depth));
}

}  // namespace simulate
}  // namespace tools
}  // namespace drake
