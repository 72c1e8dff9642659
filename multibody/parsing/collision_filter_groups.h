#pragma once

/// @file
/// CollisionFilterGroups: the collision filter groups and exclusion pairs a
/// Parser has read (Parser::GetCollisionFilterGroups()).

#include <map>
#include <set>
#include <string>

#include "drake/common/drake_copyable.h"
#include "drake/common/fmt.h"
#include "drake/common/sorted_pair.h"

namespace drake {
namespace multibody {

/// Storage for parsed collision filter groups (a group's fully scoped name →
/// the fully scoped names of its member bodies, member groups expanded) and
/// exclusion pairs of group names. A pair may name one group twice: its
/// members then do not collide with each other. Few invariants are kept:
/// a group name may be added only once.
class CollisionFilterGroups {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(CollisionFilterGroups);

  CollisionFilterGroups() = default;

  bool operator==(const CollisionFilterGroups& other) const {
    return groups_ == other.groups_ && pairs_ == other.pairs_;
  }

  /// Adds the group `name` with its `members` (scoped body names).
  /// @throws std::logic_error if a group `name` was already added.
  void AddGroup(const std::string& name, const std::set<std::string>& members);

  /// Adds an exclusion pair of group names; adding it again does nothing.
  void AddExclusionPair(const SortedPair<std::string>& pair);

  /// True iff there are no groups and no exclusion pairs.
  bool empty() const { return groups_.empty() && pairs_.empty(); }

  /// The groups added by AddGroup(), by name.
  const std::map<std::string, std::set<std::string>>& groups() const {
    return groups_;
  }

  /// The pairs added by AddExclusionPair().
  const std::set<SortedPair<std::string>>& exclusion_pairs() const {
    return pairs_;
  }

  /// A multi-line listing of the groups and pairs, for people.
  std::string to_string() const;

 private:
  std::map<std::string, std::set<std::string>> groups_;
  std::set<SortedPair<std::string>> pairs_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_FORMATTER_AS(, drake::multibody, CollisionFilterGroups, x, x.to_string())
