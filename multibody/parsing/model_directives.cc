#include "drake/multibody/parsing/model_directives.h"

#include <stdexcept>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "drake/common/yaml/yaml_io.h"

namespace drake {
namespace multibody {
namespace parsing {
namespace {

// The check of each directive kind: "" when valid, else what is wrong.
std::string Describe(const AddModel& add_model) {
  if (add_model.file.empty()) return "add_model: `file` is empty";
  if (add_model.name.empty()) {
    return fmt::format("add_model: `name` is empty (file '{}')",
                       add_model.file);
  }
  return {};
}

std::string Describe(const AddModelInstance& add_model_instance) {
  if (add_model_instance.name.empty()) {
    return "add_model_instance: `name` is empty";
  }
  return {};
}

std::string Describe(const AddFrame& add_frame) {
  if (add_frame.name.empty()) return "add_frame: `name` is empty";
  if (!add_frame.X_PF.base_frame.has_value() ||
      add_frame.X_PF.base_frame->empty()) {
    return fmt::format(
        "add_frame '{}': `X_PF` must name its `base_frame` (the parent "
        "frame)",
        add_frame.name);
  }
  return {};
}

std::string Describe(const AddWeld& add_weld) {
  if (add_weld.parent.empty()) {
    return fmt::format("add_weld: `parent` is empty (child '{}')",
                       add_weld.child);
  }
  if (add_weld.child.empty()) {
    return fmt::format("add_weld: `child` is empty (parent '{}')",
                       add_weld.parent);
  }
  return {};
}

std::string Describe(const AddCollisionFilterGroup& group) {
  if (group.name.empty()) return "add_collision_filter_group: `name` is empty";
  return {};
}

std::string Describe(const AddDirectives& add_directives) {
  if (add_directives.file.empty()) return "add_directives: `file` is empty";
  return {};
}

// Validates every directive; throws naming the first bad one.
void ThrowIfInvalid(const ModelDirectives& directives,
                    const std::string& source) {
  const size_t count = directives.directives.size();
  for (size_t i = 0; i < count; ++i) {
    const std::string problem =
        internal::DescribeInvalidDirective(directives.directives[i]);
    if (!problem.empty()) {
      throw std::runtime_error(
          fmt::format("{}: directives[{}] (directive {} of {}) is invalid: {}",
                      source, i, i + 1, count, problem));
    }
  }
}

yaml::LoadYamlOptions DirectivesYamlOptions() {
  // A directive may omit any key (e.g. X_PF's translation); unknown keys
  // remain errors.
  yaml::LoadYamlOptions options;
  options.allow_cpp_with_no_yaml = true;
  return options;
}

}  // namespace

bool AddModel::IsValid() const { return Describe(*this).empty(); }
bool AddModelInstance::IsValid() const { return Describe(*this).empty(); }
bool AddFrame::IsValid() const { return Describe(*this).empty(); }
bool AddWeld::IsValid() const { return Describe(*this).empty(); }
bool AddCollisionFilterGroup::IsValid() const {
  return Describe(*this).empty();
}
bool AddDirectives::IsValid() const { return Describe(*this).empty(); }

bool ModelDirective::IsValid() const {
  return internal::DescribeInvalidDirective(*this).empty();
}

bool ModelDirectives::IsValid() const {
  for (const ModelDirective& directive : directives) {
    if (!directive.IsValid()) return false;
  }
  return true;
}

namespace internal {

std::string DescribeInvalidDirective(const ModelDirective& directive) {
  std::vector<const char*> set;
  std::string problem;
  const auto check = [&](const auto& member, const char* name) {
    if (!member.has_value()) return;
    set.push_back(name);
    if (problem.empty()) problem = Describe(*member);
  };
  check(directive.add_model, "add_model");
  check(directive.add_model_instance, "add_model_instance");
  check(directive.add_frame, "add_frame");
  check(directive.add_weld, "add_weld");
  check(directive.add_collision_filter_group, "add_collision_filter_group");
  check(directive.add_directives, "add_directives");
  if (set.size() != 1) {
    return fmt::format(
        "a directive must set exactly one of add_model, add_model_instance, "
        "add_frame, add_weld, add_collision_filter_group, add_directives; "
        "this one sets {}",
        set.empty() ? std::string("none")
                    : fmt::format("{}", fmt::join(set, " and ")));
  }
  return problem;
}

}  // namespace internal

ModelDirectives LoadModelDirectives(const std::string& filename) {
  ModelDirectives directives = yaml::LoadYamlFile<ModelDirectives>(
      filename, std::nullopt, std::nullopt, DirectivesYamlOptions());
  ThrowIfInvalid(directives,
                 fmt::format("LoadModelDirectives('{}')", filename));
  return directives;
}

ModelDirectives LoadModelDirectivesFromString(
    const std::string& model_directives) {
  ModelDirectives directives = yaml::LoadYamlString<ModelDirectives>(
      model_directives, std::nullopt, std::nullopt, DirectivesYamlOptions());
  ThrowIfInvalid(directives, "LoadModelDirectivesFromString");
  return directives;
}

}  // namespace parsing
}  // namespace multibody
}  // namespace drake
