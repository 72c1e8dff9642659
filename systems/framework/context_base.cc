#include "drake/systems/framework/context_base.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace systems {

FixedInputPortValue::~FixedInputPortValue() = default;

AbstractValue* FixedInputPortValue::GetMutableData() {
  ++serial_number_;
  if (owner_ != nullptr) owner_->NoteInputPortChanged(index_);
  return value_.get();
}

ContextBase::~ContextBase() = default;

ContextBase::ContextBase(const ContextBase& source)
    : input_port_tickets_(source.input_port_tickets_),
      output_port_tickets_(source.output_port_tickets_),
      discrete_state_tickets_(source.discrete_state_tickets_),
      abstract_state_tickets_(source.abstract_state_tickets_),
      numeric_parameter_tickets_(source.numeric_parameter_tickets_),
      abstract_parameter_tickets_(source.abstract_parameter_tickets_),
      system_name_(source.system_name_),
      system_id_(source.system_id_),
      parent_(nullptr),
      cache_(source.cache_),
      trackers_(source.trackers_) {
  input_port_values_.resize(source.input_port_values_.size());
  for (size_t i = 0; i < input_port_values_.size(); ++i) {
    const auto& fixed = source.input_port_values_[i];
    if (fixed == nullptr) continue;
    input_port_values_[i].reset(new FixedInputPortValue(
        this, fixed->input_port_index(), fixed->get_value().Clone()));
    input_port_values_[i]->serial_number_ = fixed->serial_number_;
  }
  for (auto& tracker : trackers_) {
    tracker.closure_.clear();
    tracker.resolved_ = false;
  }
}

std::string ContextBase::GetSystemPathname() const {
  const std::string parent_path =
      parent_ == nullptr ? std::string() : parent_->GetSystemPathname();
  return parent_path + "::" + system_name_;
}

const ContextBase& ContextBase::get_subcontext_base(int) const {
  throw std::logic_error("ContextBase: a leaf context has no subcontexts.");
}

FixedInputPortValue& ContextBase::FixInputPort(int index,
                                               const AbstractValue& value) {
  if (index < 0 || index >= num_input_ports()) {
    throw std::logic_error(fmt::format(
        "FixInputPort(): System {} has no input port {} (it has {}).",
        GetSystemPathname(), index, num_input_ports()));
  }
  int64_t serial = 1;
  if (input_port_values_[index] != nullptr) {
    serial = input_port_values_[index]->serial_number() + 1;
  }
  input_port_values_[index].reset(
      new FixedInputPortValue(this, InputPortIndex(index), value.Clone()));
  input_port_values_[index]->serial_number_ = serial;
  NoteInputPortChanged(index);
  return *input_port_values_[index];
}

template <typename Function>
void ContextBase::ForEachInTree(Function&& function) const {
  function(*this);
  for (int i = 0; i < num_subcontexts(); ++i) {
    get_subcontext_base(i).ForEachInTree(function);
  }
}

void ContextBase::DisableCaching() const {
  ForEachInTree([](const ContextBase& c) { c.cache_.DisableCaching(); });
}
void ContextBase::EnableCaching() const {
  ForEachInTree([](const ContextBase& c) { c.cache_.EnableCaching(); });
}
void ContextBase::SetAllCacheEntriesOutOfDate() const {
  ForEachInTree(
      [](const ContextBase& c) { c.cache_.SetAllEntriesOutOfDate(); });
}
void ContextBase::FreezeCache() const {
  ForEachInTree([](const ContextBase& c) { c.cache_.freeze_cache(); });
}
void ContextBase::UnfreezeCache() const {
  ForEachInTree([](const ContextBase& c) { c.cache_.unfreeze_cache(); });
}

void ContextBase::NoteAllContinuousStateChanged() const {
  NoteChanged(internal::kQTicket);
  NoteChanged(internal::kVTicket);
  NoteChanged(internal::kZTicket);
}

void ContextBase::NoteAllDiscreteStateChanged() const {
  NoteChanged(internal::kXdTicket);
  for (const auto& ticket : discrete_state_tickets_) NoteChanged(ticket);
}

void ContextBase::NoteAllAbstractStateChanged() const {
  NoteChanged(internal::kXaTicket);
  for (const auto& ticket : abstract_state_tickets_) NoteChanged(ticket);
}

void ContextBase::NoteAllStateChanged() const {
  NoteAllContinuousStateChanged();
  NoteAllDiscreteStateChanged();
  NoteAllAbstractStateChanged();
}

void ContextBase::NoteAllParametersChanged() const {
  NoteChanged(internal::kPnTicket);
  NoteChanged(internal::kPaTicket);
  for (const auto& ticket : numeric_parameter_tickets_) NoteChanged(ticket);
  for (const auto& ticket : abstract_parameter_tickets_) NoteChanged(ticket);
}

void ContextBase::AddTracker(DependencyTicket ticket,
                             const std::string& description,
                             CacheIndex cache_index) {
  DRAKE_DEMAND(ticket == num_trackers());
  trackers_.emplace_back(ticket, description);
  trackers_.back().cache_index_ = cache_index;
}

void ContextBase::AddSubscription(int prerequisite, int subscriber,
                                  ContextBase* subscriber_context,
                                  internal::DependencyEdge::Kind kind) {
  DRAKE_DEMAND(prerequisite >= 0 && prerequisite < num_trackers());
  if (subscriber_context == this) subscriber_context = nullptr;
  trackers_[prerequisite].subscribers_.push_back(
      internal::DependencyEdge{subscriber_context, subscriber, kind});
}

void ContextBase::CollectTree(std::vector<ContextBase*>* all) {
  all->push_back(this);
  for (int i = 0; i < num_subcontexts(); ++i) {
    get_mutable_subcontext_base(i).CollectTree(all);
  }
}

// Reusable storage for a batch of resolutions.
struct ContextBase::ResolveScratch {
  struct Node {
    ContextBase* context;
    int ticket;
    int went_up;
  };
  std::vector<Node> stack;
  std::vector<DependencyTracker*> marked;
  std::vector<CacheEntryValue*> closure;
};

void ContextBase::ResolveDependencies() {
  std::vector<ContextBase*> all;
  CollectTree(&all);
  for (ContextBase* context : all) {
    for (auto& tracker : context->trackers_) {
      tracker.closure_.clear();
      tracker.resolved_ = false;
    }
  }
  // The sources a user changes directly. (Time and accuracy can only be
  // set at the root; a subcontext's are reached through the root's. The
  // aggregate of a kind of value a context does not have is resolved only
  // if it is ever notified, e.g. by get_mutable_state().)
  ResolveScratch scratch;
  for (const ContextBase* context : all) {
    if (context->is_root_context()) {
      context->ResolveTracker(internal::kTimeTicket, &scratch);
      context->ResolveTracker(internal::kAccuracyTicket, &scratch);
    }
    if (context->DoHasContinuousState()) {
      context->ResolveTracker(internal::kQTicket, &scratch);
      context->ResolveTracker(internal::kVTicket, &scratch);
      context->ResolveTracker(internal::kZTicket, &scratch);
    }
    if (!context->discrete_state_tickets_.empty()) {
      context->ResolveTracker(internal::kXdTicket, &scratch);
    }
    if (!context->abstract_state_tickets_.empty()) {
      context->ResolveTracker(internal::kXaTicket, &scratch);
    }
    if (!context->numeric_parameter_tickets_.empty()) {
      context->ResolveTracker(internal::kPnTicket, &scratch);
    }
    if (!context->abstract_parameter_tickets_.empty()) {
      context->ResolveTracker(internal::kPaTicket, &scratch);
    }
    for (const auto* tickets :
         {&context->discrete_state_tickets_, &context->abstract_state_tickets_,
          &context->numeric_parameter_tickets_,
          &context->abstract_parameter_tickets_}) {
      for (DependencyTicket ticket : *tickets) {
        context->ResolveTracker(ticket, &scratch);
      }
    }
  }
}

void ContextBase::ResolveTracker(int ticket) const {
  ResolveScratch scratch;
  ResolveTracker(ticket, &scratch);
}

void ContextBase::ResolveTracker(int ticket, ResolveScratch* scratch) const {
  // A depth-first search from the tracker. The state carries whether the
  // path went up from a child to its diagram through a composite edge; such
  // a path must not come back down a composite edge (that would reach the
  // child's siblings, which did not change). Every tracker marked is
  // recorded so that the marks can be cleared afterwards.
  using Node = ResolveScratch::Node;
  DependencyTracker& start = trackers_[ticket];
  std::vector<Node>& stack = scratch->stack;
  std::vector<DependencyTracker*>& marked = scratch->marked;
  std::vector<CacheEntryValue*>& closure = scratch->closure;
  stack.clear();
  marked.clear();
  closure.clear();
  stack.push_back({const_cast<ContextBase*>(this), ticket, 0});
  while (!stack.empty()) {
    const Node node = stack.back();
    stack.pop_back();
    DependencyTracker& tracker = node.context->trackers_[node.ticket];
    // Visited already with this flag, or with no flag (a superset).
    if (tracker.mark_[node.went_up] || tracker.mark_[0]) continue;
    if (!tracker.mark_[1]) marked.push_back(&tracker);
    tracker.mark_[node.went_up] = true;
    if (&tracker != &start && tracker.cache_index_.is_valid() &&
        !tracker.mark_[2]) {
      tracker.mark_[2] = true;
      closure.push_back(&node.context->cache_.get_mutable_cache_entry_value(
          tracker.cache_index_));
    }
    for (const auto& edge : tracker.subscribers_) {
      if (node.went_up &&
          edge.kind == internal::DependencyEdge::kDownComposite) {
        continue;
      }
      ContextBase* target =
          edge.context == nullptr ? node.context : edge.context;
      const int went_up =
          node.went_up || edge.kind == internal::DependencyEdge::kUpComposite;
      stack.push_back({target, edge.ticket, went_up});
    }
  }
  for (DependencyTracker* tracker : marked) {
    tracker->mark_[0] = tracker->mark_[1] = tracker->mark_[2] = false;
  }
  // One allocation of the exact size.
  start.closure_.assign(closure.begin(), closure.end());
  start.resolved_ = true;
}

void ContextBase::BuildCloneMap(
    const ContextBase& source, ContextBase* clone,
    std::unordered_map<const ContextBase*, ContextBase*>* map) {
  (*map)[&source] = clone;
  DRAKE_DEMAND(source.num_subcontexts() == clone->num_subcontexts());
  for (int i = 0; i < source.num_subcontexts(); ++i) {
    BuildCloneMap(source.get_subcontext_base(i),
                  &clone->get_mutable_subcontext_base(i), map);
  }
}

void ContextBase::RetargetExternalLinks(
    const std::unordered_map<const ContextBase*, ContextBase*>& map) {
  for (auto& tracker : trackers_) {
    std::vector<internal::DependencyEdge> kept;
    for (const auto& edge : tracker.subscribers_) {
      if (edge.context == nullptr) {
        kept.push_back(edge);
        continue;
      }
      auto found = map.find(edge.context);
      // Links leaving the cloned subtree are dropped.
      if (found == map.end()) continue;
      kept.push_back({found->second, edge.ticket, edge.kind});
    }
    tracker.subscribers_ = std::move(kept);
  }
  for (int i = 0; i < num_subcontexts(); ++i) {
    get_mutable_subcontext_base(i).RetargetExternalLinks(map);
  }
}

std::unique_ptr<ContextBase> ContextBase::Clone() const {
  std::unique_ptr<ContextBase> clone = DoCloneWithoutPointers();
  clone->parent_ = nullptr;
  std::unordered_map<const ContextBase*, ContextBase*> map;
  BuildCloneMap(*this, clone.get(), &map);
  clone->RetargetExternalLinks(map);
  clone->ResolveDependencies();
  return clone;
}

}  // namespace systems
}  // namespace drake
