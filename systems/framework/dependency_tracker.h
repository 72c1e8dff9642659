#pragma once

/// @file
/// DependencyTracker: one node of a Context's dependency graph (a source
/// value such as time or a state group, an input port, a cache entry or an
/// output port). Unlike Drake, which walks the subscriber graph on every
/// change, the graph here is resolved once, when the Context is built or
/// cloned, into a flat list of every cache entry value that depends on this
/// node directly or transitively (across subsystem contexts, too). A change
/// then just marks those values out of date: O(dependents), no search.

#include <string>
#include <vector>

#include "drake/systems/framework/cache.h"
#include "drake/systems/framework/framework_common.h"

namespace drake {
namespace systems {

class ContextBase;

namespace internal {
/// A subscription: when the tracker changes, `ticket` in `context` (the
/// tracker's own context when null) may change too. Composite edges link a
/// diagram's aggregate trackers (time, q, xd_i, ...) with its children's:
/// a change that went up to the diagram never comes back down to siblings.
struct DependencyEdge {
  enum Kind { kNormal, kUpComposite, kDownComposite };
  ContextBase* context{nullptr};
  int ticket{0};
  Kind kind{kNormal};
};
}  // namespace internal

class DependencyTracker {
 public:
  DependencyTracker() = default;
  DependencyTracker(DependencyTicket ticket, std::string description)
      : ticket_(ticket), description_(std::move(description)) {}

  DependencyTicket ticket() const { return ticket_; }
  const std::string& description() const { return description_; }

  /// Marks every dependent cache entry value out of date.
  void NoteValueChange() const {
    for (CacheEntryValue* value : closure_) value->mark_out_of_date();
  }

  /// The number of cache entry values this tracker invalidates.
  int num_dependent_cache_entries() const {
    return static_cast<int>(closure_.size());
  }
  /// The number of direct subscribers.
  int num_subscribers() const { return static_cast<int>(subscribers_.size()); }

 private:
  friend class ContextBase;

  DependencyTicket ticket_;
  std::string description_;
  // Valid when this tracker stands for a cache entry of its context.
  CacheIndex cache_index_;
  std::vector<internal::DependencyEdge> subscribers_;
  // Resolved transitive dependents.
  std::vector<CacheEntryValue*> closure_;
  // Scratch marks for resolution (visited without/with the "went up" flag,
  // and "already in the closure").
  int mark_[3] = {-1, -1, -1};
};

}  // namespace systems
}  // namespace drake
