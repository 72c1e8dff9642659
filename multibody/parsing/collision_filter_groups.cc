#include "drake/multibody/parsing/collision_filter_groups.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace multibody {

void CollisionFilterGroups::AddGroup(const std::string& name,
                                     const std::set<std::string>& members) {
  if (!groups_.emplace(name, members).second) {
    throw std::logic_error(fmt::format(
        "CollisionFilterGroups::AddGroup(): the group '{}' was already added",
        name));
  }
}

void CollisionFilterGroups::AddExclusionPair(
    const SortedPair<std::string>& pair) {
  pairs_.insert(pair);
}

std::string CollisionFilterGroups::to_string() const {
  std::string result;
  if (!groups_.empty()) {
    result += "Collision filter groups:\n";
    for (const auto& [name, members] : groups_) {
      result += fmt::format("    {}\n", name);
      for (const std::string& member : members) {
        result += fmt::format("        {}\n", member);
      }
    }
  }
  if (!pairs_.empty()) {
    result += "Collision filter exclusion pairs:\n";
    for (const SortedPair<std::string>& pair : pairs_) {
      result += fmt::format("    {}, {}\n", pair.first(), pair.second());
    }
  }
  return result;
}

}  // namespace multibody
}  // namespace drake
