#pragma once

/// @file
/// ContextBase: the scalar-independent part of a Context: the owning
/// system's name and id, the parent context, fixed input port values, the
/// cache and the dependency trackers.

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/value.h"
#include "drake/systems/framework/cache.h"
#include "drake/systems/framework/dependency_tracker.h"
#include "drake/systems/framework/fixed_input_port_value.h"
#include "drake/systems/framework/framework_common.h"

namespace drake {
namespace systems {

class SystemBase;

class ContextBase {
 public:
  ContextBase(ContextBase&&) = delete;
  ContextBase& operator=(const ContextBase&) = delete;
  ContextBase& operator=(ContextBase&&) = delete;
  virtual ~ContextBase();

  /// A deep copy of this context (and its subcontexts). The copy is a root
  /// context whose cache and dependency lists are its own.
  std::unique_ptr<ContextBase> Clone() const;

  /// The name of the system that made this context (may be empty).
  const std::string& get_system_name() const { return system_name_; }
  /// The system's full path, e.g. "::diagram::plant".
  std::string GetSystemPathname() const;
  internal::SystemId get_system_id() const { return system_id_; }

  const Cache& get_cache() const { return cache_; }
  /// The cache is writeable through a const context (values are derived).
  Cache& get_mutable_cache() const { return cache_; }

  int num_input_ports() const {
    return static_cast<int>(input_port_tickets_.size());
  }
  int num_output_ports() const {
    return static_cast<int>(output_port_tickets_.size());
  }
  DependencyTicket input_port_ticket(InputPortIndex index) const {
    return input_port_tickets_.at(index);
  }
  DependencyTicket output_port_ticket(OutputPortIndex index) const {
    return output_port_tickets_.at(index);
  }

  /// Fixes input port `index` to a copy of `value` (replacing a previous
  /// fixed value) and notifies its dependents. Prefer InputPort::FixValue,
  /// which also checks the value's type. Throws if `index` is out of range.
  FixedInputPortValue& FixInputPort(int index, const AbstractValue& value);
  /// The fixed value of input `index`, or nullptr.
  const FixedInputPortValue* MaybeGetFixedInputPortValue(int index) const {
    return input_port_values_.at(index).get();
  }
  FixedInputPortValue* MaybeGetMutableFixedInputPortValue(int index) {
    return input_port_values_.at(index).get();
  }

  /// Caching controls; each applies to this context and its subcontexts.
  void DisableCaching() const;
  void EnableCaching() const;
  void SetAllCacheEntriesOutOfDate() const;
  void FreezeCache() const;
  void UnfreezeCache() const;
  bool is_cache_frozen() const { return cache_.is_cache_frozen(); }

  /// The tracker of `ticket`, resolved (see DependencyTracker).
  const DependencyTracker& get_tracker(DependencyTicket ticket) const {
    const DependencyTracker& tracker = trackers_.at(ticket);
    if (!tracker.resolved_) ResolveTracker(ticket);
    return tracker;
  }
  int num_trackers() const { return static_cast<int>(trackers_.size()); }

  bool is_root_context() const { return parent_ == nullptr; }
  const ContextBase* get_parent_base() const { return parent_; }

  /// (Framework) Marks the dependents of `ticket` out of date.
  void NoteChanged(int ticket) const {
    const DependencyTracker& tracker = trackers_[ticket];
    if (!tracker.resolved_) ResolveTracker(ticket);
    tracker.NoteValueChange();
  }
  /// (Framework) Bulk notifications: every group's and the aggregate's
  /// dependents.
  void NoteAllContinuousStateChanged() const;
  void NoteAllDiscreteStateChanged() const;
  void NoteAllAbstractStateChanged() const;
  void NoteAllStateChanged() const;
  void NoteAllParametersChanged() const;
  void NoteDiscreteStateGroupChanged(int group) const {
    NoteChanged(discrete_state_tickets_.at(group));
  }
  void NoteAbstractStateChanged(int index) const {
    NoteChanged(abstract_state_tickets_.at(index));
  }
  void NoteNumericParameterChanged(int index) const {
    NoteChanged(numeric_parameter_tickets_.at(index));
  }
  void NoteAbstractParameterChanged(int index) const {
    NoteChanged(abstract_parameter_tickets_.at(index));
  }
  void NoteInputPortChanged(int index) const {
    NoteChanged(input_port_tickets_.at(index));
  }

  /// (Framework) Subcontexts (none for a leaf context).
  virtual int num_subcontexts() const { return 0; }
  virtual const ContextBase& get_subcontext_base(int index) const;
  ContextBase& get_mutable_subcontext_base(int index) {
    return const_cast<ContextBase&>(
        static_cast<const ContextBase*>(this)->get_subcontext_base(index));
  }

  // ---- Building (used by SystemBase and DiagramContext) ------------------
  /// (Framework) Adds a tracker for `ticket` (tickets must be added in
  /// order, with none skipped).
  void AddTracker(DependencyTicket ticket, const std::string& description,
                  CacheIndex cache_index = CacheIndex());
  /// (Framework) Declares that when `prerequisite` changes, `subscriber` in
  /// `subscriber_context` (this context if null) may change.
  void AddSubscription(
      int prerequisite, int subscriber,
      ContextBase* subscriber_context = nullptr,
      internal::DependencyEdge::Kind kind = internal::DependencyEdge::kNormal);
  /// (Framework) Reserves room for `count` trackers.
  void ReserveTrackers(int count) { trackers_.reserve(count); }
  /// (Framework) Reserves room for `count` subscribers of tracker `ticket`.
  void ReserveSubscriptions(int ticket, int count) {
    trackers_.at(ticket).subscribers_.reserve(count);
  }
  /// (Framework) Resolves the dependents of the trackers a user changes
  /// directly, so that a first change after a warm-up made only of
  /// evaluations does not allocate: time and accuracy in the root context,
  /// and in every context of the tree the continuous state (if any), the
  /// discrete state groups, abstract states and parameters it has. Forgets
  /// those of every other tracker, which are resolved when they first
  /// change (input ports: when first fixed). Call once after building or
  /// cloning the whole tree (a change notified while the tree was being
  /// built may have resolved a tracker from a partial graph).
  void ResolveDependencies();

  /// (Framework) Per-group and per-port tickets, recorded from the system.
  std::vector<DependencyTicket> input_port_tickets_;
  std::vector<DependencyTicket> output_port_tickets_;
  std::vector<DependencyTicket> discrete_state_tickets_;
  std::vector<DependencyTicket> abstract_state_tickets_;
  std::vector<DependencyTicket> numeric_parameter_tickets_;
  std::vector<DependencyTicket> abstract_parameter_tickets_;

  void set_system_name(const std::string& name) { system_name_ = name; }
  /// (Framework) Records the id of the System this context belongs to; a
  /// Context<T> stamps its own state and parameters with it too.
  void set_system_id(internal::SystemId id) {
    system_id_ = id;
    notify_set_system_id(id);
  }
  void set_parent(ContextBase* parent) { parent_ = parent; }
  /// (Framework) DoCloneWithoutPointers(), for a parent's clone.
  std::unique_ptr<ContextBase> CloneWithoutPointers() const {
    return DoCloneWithoutPointers();
  }
  /// (Framework) Sizes the fixed-input slots.
  void ResizeInputPortValues(int n) { input_port_values_.resize(n); }

 protected:
  ContextBase() = default;
  /// Copies everything but the external links and subcontexts; Clone()
  /// repairs the links afterwards.
  ContextBase(const ContextBase& source);

  /// Whether this context has continuous state variables (for
  /// ResolveDependencies(); a ContextBase has none).
  virtual bool DoHasContinuousState() const { return false; }

  /// Called by set_system_id() after the id is recorded.
  virtual void notify_set_system_id(internal::SystemId) {}

  /// Returns a copy of this context and its subcontexts (with subcontexts'
  /// parent pointers set), whose cross-context links still point into the
  /// source tree.
  virtual std::unique_ptr<ContextBase> DoCloneWithoutPointers() const = 0;

 private:
  static void BuildCloneMap(
      const ContextBase& source, ContextBase* clone,
      std::unordered_map<const ContextBase*, ContextBase*>* map);
  void RetargetExternalLinks(
      const std::unordered_map<const ContextBase*, ContextBase*>& map);
  void CollectTree(std::vector<ContextBase*>* all);
  // Resolves the transitive dependents of tracker `ticket` by a depth-first
  // search of the graph of the whole tree. The resolution is derived data
  // (like the cache), hence const.
  struct ResolveScratch;
  void ResolveTracker(int ticket) const;
  void ResolveTracker(int ticket, ResolveScratch* scratch) const;
  template <typename Function>
  void ForEachInTree(Function&& function) const;

  std::string system_name_;
  internal::SystemId system_id_;
  ContextBase* parent_{nullptr};
  std::vector<std::unique_ptr<FixedInputPortValue>> input_port_values_;
  mutable Cache cache_;
  // Mutable: resolution (derived from the immutable graph) is lazy.
  mutable std::vector<DependencyTracker> trackers_;
};

}  // namespace systems
}  // namespace drake
