#pragma once

/// @file
/// DependencyTracker: one node of a Context's dependency graph (a source
/// value such as time or a state group, an input port, a cache entry or an
/// output port). Unlike Drake, which walks the subscriber graph on every
/// change, the graph here is resolved once per tracker into a flat list of
/// every cache entry value that depends on this node directly or
/// transitively (across subsystem contexts, too). A change then just marks
/// those values out of date: O(dependents), no search. The resolution
/// happens the first time a tracker's value changes (not when the Context
/// is built), so building a Context costs O(edges) rather than the sum of
/// all closure sizes (quadratic in a chain of systems), and trackers that
/// never change never pay.

#include <string>
#include <vector>

#include "drake/common/drake_assert.h"
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

  /// Marks every dependent cache entry value out of date. Precondition:
  /// is_resolved() (ContextBase::NoteChanged() and ContextBase::get_tracker()
  /// resolve the tracker first).
  void NoteValueChange() const {
    DRAKE_ASSERT(resolved_);
    for (CacheEntryValue* value : closure_) value->mark_out_of_date();
  }

  /// Whether the transitive dependents have been resolved.
  bool is_resolved() const { return resolved_; }
  /// The number of cache entry values this tracker invalidates
  /// (precondition: is_resolved()).
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
  // Resolved transitive dependents, valid when resolved_.
  std::vector<CacheEntryValue*> closure_;
  bool resolved_{false};
  // Scratch marks for one resolution (visited without/with the "went up"
  // flag, and "already in the closure"); false between resolutions.
  bool mark_[3] = {false, false, false};
};

}  // namespace systems
}  // namespace drake
