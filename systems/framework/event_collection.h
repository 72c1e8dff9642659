#pragma once

/// @file
/// Event collections: lists of events of one kind (EventCollection) and the
/// triple of publish/discrete/unrestricted lists (CompositeEventCollection),
/// each in a leaf form and a diagram form (one sub-collection per child).

#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

#include "drake/common/drake_assert.h"
#include "drake/systems/framework/event.h"
#include "drake/systems/framework/framework_common.h"

namespace drake {
namespace systems {

/// A list of events of one type.
template <typename EventType>
class EventCollection {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(EventCollection);
  virtual ~EventCollection() = default;

  /// Appends `event`; throws for a diagram collection.
  virtual void AddEvent(EventType event) = 0;
  virtual bool HasEvents() const = 0;
  virtual void Clear() = 0;
  /// Replaces the content with a copy of `other`'s (same shape).
  void SetFrom(const EventCollection<EventType>& other) {
    Clear();
    AddToEnd(other);
  }
  /// Appends `other`'s events (same shape).
  void AddToEnd(const EventCollection<EventType>& other) { DoAddToEnd(other); }

 protected:
  EventCollection() = default;
  virtual void DoAddToEnd(const EventCollection<EventType>& other) = 0;
};

/// The events of one leaf system. The collection holds pointers: events
/// added with AddEvent() are copied into storage the collection owns, while
/// AddToEnd()/SetFrom() and the framework's add_event_pointer() only record
/// pointers to events owned elsewhere (by the System, or by the collection
/// copied from), which must outlive this collection's use of them. Clear()
/// keeps the pointer storage's capacity, so refilling a collection with
/// borrowed events does not allocate.
template <typename EventType>
class LeafEventCollection final : public EventCollection<EventType> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LeafEventCollection);
  LeafEventCollection() { events_.reserve(4); }

  /// Pointers to the events, valid until the collection changes.
  const std::vector<const EventType*>& get_events() const { return events_; }
  /// Makes a collection holding `event`.
  static std::unique_ptr<LeafEventCollection<EventType>>
  MakeForcedEventCollection() {
    auto result = std::make_unique<LeafEventCollection<EventType>>();
    EventType event;
    event.set_trigger_type(TriggerType::kForced);
    result->AddEvent(std::move(event));
    return result;
  }

  /// Appends a copy of `event`, owned by this collection.
  void AddEvent(EventType event) final {
    owned_events_.push_back(std::make_unique<EventType>(std::move(event)));
    events_.push_back(owned_events_.back().get());
  }
  /// (Internal use only) Appends `event` without copying it; `event` must
  /// outlive this collection's use of it.
  void add_event_pointer(const EventType* event) {
    DRAKE_ASSERT(event != nullptr);
    events_.push_back(event);
  }
  bool HasEvents() const final { return !events_.empty(); }
  void Clear() final {
    events_.clear();
    if (!owned_events_.empty()) owned_events_.clear();
  }
  int size() const { return static_cast<int>(events_.size()); }
  /// (Internal use only) AddToEnd() without the virtual dispatch.
  void AppendPointersFrom(const LeafEventCollection<EventType>& other) {
    if (other.events_.empty()) return;
    events_.insert(events_.end(), other.events_.begin(), other.events_.end());
  }

 protected:
  void DoAddToEnd(const EventCollection<EventType>& other_base) final {
    DRAKE_ASSERT(dynamic_cast<const LeafEventCollection<EventType>*>(
                     &other_base) != nullptr);
    AppendPointersFrom(
        static_cast<const LeafEventCollection<EventType>&>(other_base));
  }

 private:
  std::vector<const EventType*> events_;
  std::vector<std::unique_ptr<EventType>> owned_events_;
};

/// The events of a diagram: one sub-collection per child.
template <typename EventType>
class DiagramEventCollection final : public EventCollection<EventType> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiagramEventCollection);
  explicit DiagramEventCollection(int num_subsystems)
      : subevent_collection_(num_subsystems, nullptr) {}

  void AddEvent(EventType) final {
    throw std::logic_error(
        "DiagramEventCollection::AddEvent(): add events to a subsystem's "
        "collection instead.");
  }
  bool HasEvents() const final {
    for (const auto* sub : subevent_collection_) {
      if (sub->HasEvents()) return true;
    }
    return false;
  }
  void Clear() final {
    for (auto* sub : subevent_collection_) sub->Clear();
  }
  int num_subsystems() const {
    return static_cast<int>(subevent_collection_.size());
  }
  /// Sets (without owning) the collection of child `index`.
  void set_subevent_collection(int index,
                               EventCollection<EventType>* collection) {
    subevent_collection_.at(index) = collection;
  }
  const EventCollection<EventType>& get_subevent_collection(int index) const {
    return *subevent_collection_.at(index);
  }
  EventCollection<EventType>& get_mutable_subevent_collection(int index) {
    return *subevent_collection_.at(index);
  }

 protected:
  void DoAddToEnd(const EventCollection<EventType>& other_base) final {
    DRAKE_ASSERT(dynamic_cast<const DiagramEventCollection<EventType>*>(
                     &other_base) != nullptr);
    const auto* other =
        static_cast<const DiagramEventCollection<EventType>*>(&other_base);
    if (other->num_subsystems() != num_subsystems()) {
      throw std::logic_error("DiagramEventCollection: mismatched collection.");
    }
    for (int i = 0; i < num_subsystems(); ++i) {
      subevent_collection_[i]->AddToEnd(*other->subevent_collection_[i]);
    }
  }

 private:
  std::vector<EventCollection<EventType>*> subevent_collection_;
};

/// Publish, discrete update and unrestricted update events together.
template <typename T>
class CompositeEventCollection {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(CompositeEventCollection);
  virtual ~CompositeEventCollection() = default;

  // The leaf form's three collections are reached without virtual calls
  // (leaf_ is set only by LeafCompositeEventCollection): the Simulator
  // clears, tests and merges collections several times per step.
  void Clear() {
    if (leaf_.publish != nullptr) {
      leaf_.publish->Clear();
      leaf_.discrete->Clear();
      leaf_.unrestricted->Clear();
      return;
    }
    publish_events_->Clear();
    discrete_update_events_->Clear();
    unrestricted_update_events_->Clear();
  }
  bool HasEvents() const {
    return HasPublishEvents() || HasDiscreteUpdateEvents() ||
           HasUnrestrictedUpdateEvents();
  }
  bool HasPublishEvents() const {
    return leaf_.publish != nullptr ? leaf_.publish->HasEvents()
                                    : publish_events_->HasEvents();
  }
  bool HasDiscreteUpdateEvents() const {
    return leaf_.discrete != nullptr ? leaf_.discrete->HasEvents()
                                     : discrete_update_events_->HasEvents();
  }
  bool HasUnrestrictedUpdateEvents() const {
    return leaf_.unrestricted != nullptr
               ? leaf_.unrestricted->HasEvents()
               : unrestricted_update_events_->HasEvents();
  }

  /// Appends an event (leaf collections only; diagrams throw).
  void AddPublishEvent(PublishEvent<T> event) {
    publish_events_->AddEvent(std::move(event));
  }
  void AddDiscreteUpdateEvent(DiscreteUpdateEvent<T> event) {
    discrete_update_events_->AddEvent(std::move(event));
  }
  void AddUnrestrictedUpdateEvent(UnrestrictedUpdateEvent<T> event) {
    unrestricted_update_events_->AddEvent(std::move(event));
  }

  void SetFrom(const CompositeEventCollection<T>& other) {
    publish_events_->SetFrom(other.get_publish_events());
    discrete_update_events_->SetFrom(other.get_discrete_update_events());
    unrestricted_update_events_->SetFrom(
        other.get_unrestricted_update_events());
  }
  void AddToEnd(const CompositeEventCollection<T>& other) {
    if (leaf_.publish != nullptr && other.leaf_.publish != nullptr) {
      leaf_.publish->AppendPointersFrom(*other.leaf_.publish);
      leaf_.discrete->AppendPointersFrom(*other.leaf_.discrete);
      leaf_.unrestricted->AppendPointersFrom(*other.leaf_.unrestricted);
      return;
    }
    publish_events_->AddToEnd(other.get_publish_events());
    discrete_update_events_->AddToEnd(other.get_discrete_update_events());
    unrestricted_update_events_->AddToEnd(
        other.get_unrestricted_update_events());
  }

  const EventCollection<PublishEvent<T>>& get_publish_events() const {
    return *publish_events_;
  }
  const EventCollection<DiscreteUpdateEvent<T>>& get_discrete_update_events()
      const {
    return *discrete_update_events_;
  }
  const EventCollection<UnrestrictedUpdateEvent<T>>&
  get_unrestricted_update_events() const {
    return *unrestricted_update_events_;
  }
  EventCollection<PublishEvent<T>>& get_mutable_publish_events() {
    return *publish_events_;
  }
  EventCollection<DiscreteUpdateEvent<T>>&
  get_mutable_discrete_update_events() {
    return *discrete_update_events_;
  }
  EventCollection<UnrestrictedUpdateEvent<T>>&
  get_mutable_unrestricted_update_events() {
    return *unrestricted_update_events_;
  }

  /// (Internal use only) The id of the System that allocated this
  /// collection (invalid if none did); see
  /// SystemBase::ValidateCreatedForThisSystem().
  internal::SystemId get_system_id() const { return system_id_; }
  /// (Internal use only) Records the id of the System that allocated this
  /// collection.
  void set_system_id(internal::SystemId id) { system_id_ = id; }

 protected:
  CompositeEventCollection(
      std::unique_ptr<EventCollection<PublishEvent<T>>> pub,
      std::unique_ptr<EventCollection<DiscreteUpdateEvent<T>>> discrete,
      std::unique_ptr<EventCollection<UnrestrictedUpdateEvent<T>>> unrestricted)
      : publish_events_(std::move(pub)),
        discrete_update_events_(std::move(discrete)),
        unrestricted_update_events_(std::move(unrestricted)) {}

  // Typed views of the three collections when they are leaf collections.
  struct LeafViews {
    LeafEventCollection<PublishEvent<T>>* publish{nullptr};
    LeafEventCollection<DiscreteUpdateEvent<T>>* discrete{nullptr};
    LeafEventCollection<UnrestrictedUpdateEvent<T>>* unrestricted{nullptr};
  };
  void set_leaf_views(const LeafViews& views) { leaf_ = views; }

 private:
  LeafViews leaf_;
  internal::SystemId system_id_;
  std::unique_ptr<EventCollection<PublishEvent<T>>> publish_events_;
  std::unique_ptr<EventCollection<DiscreteUpdateEvent<T>>>
      discrete_update_events_;
  std::unique_ptr<EventCollection<UnrestrictedUpdateEvent<T>>>
      unrestricted_update_events_;
};

template <typename T>
class LeafCompositeEventCollection final : public CompositeEventCollection<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LeafCompositeEventCollection);
  LeafCompositeEventCollection()
      : CompositeEventCollection<T>(
            std::make_unique<LeafEventCollection<PublishEvent<T>>>(),
            std::make_unique<LeafEventCollection<DiscreteUpdateEvent<T>>>(),
            std::make_unique<
                LeafEventCollection<UnrestrictedUpdateEvent<T>>>()) {
    this->set_leaf_views({&get_mutable_publish_events(),
                          &get_mutable_discrete_update_events(),
                          &get_mutable_unrestricted_update_events()});
  }

  const LeafEventCollection<PublishEvent<T>>& get_publish_events() const {
    return static_cast<const LeafEventCollection<PublishEvent<T>>&>(
        CompositeEventCollection<T>::get_publish_events());
  }
  const LeafEventCollection<DiscreteUpdateEvent<T>>&
  get_discrete_update_events() const {
    return static_cast<const LeafEventCollection<DiscreteUpdateEvent<T>>&>(
        CompositeEventCollection<T>::get_discrete_update_events());
  }
  const LeafEventCollection<UnrestrictedUpdateEvent<T>>&
  get_unrestricted_update_events() const {
    return static_cast<const LeafEventCollection<UnrestrictedUpdateEvent<T>>&>(
        CompositeEventCollection<T>::get_unrestricted_update_events());
  }
  LeafEventCollection<PublishEvent<T>>& get_mutable_publish_events() {
    return static_cast<LeafEventCollection<PublishEvent<T>>&>(
        CompositeEventCollection<T>::get_mutable_publish_events());
  }
  LeafEventCollection<DiscreteUpdateEvent<T>>&
  get_mutable_discrete_update_events() {
    return static_cast<LeafEventCollection<DiscreteUpdateEvent<T>>&>(
        CompositeEventCollection<T>::get_mutable_discrete_update_events());
  }
  LeafEventCollection<UnrestrictedUpdateEvent<T>>&
  get_mutable_unrestricted_update_events() {
    return static_cast<LeafEventCollection<UnrestrictedUpdateEvent<T>>&>(
        CompositeEventCollection<T>::get_mutable_unrestricted_update_events());
  }
};

template <typename T>
class DiagramCompositeEventCollection final
    : public CompositeEventCollection<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiagramCompositeEventCollection);

  /// Takes ownership of one collection per child.
  explicit DiagramCompositeEventCollection(
      std::vector<std::unique_ptr<CompositeEventCollection<T>>> subevents)
      : CompositeEventCollection<T>(
            std::make_unique<DiagramEventCollection<PublishEvent<T>>>(
                static_cast<int>(subevents.size())),
            std::make_unique<DiagramEventCollection<DiscreteUpdateEvent<T>>>(
                static_cast<int>(subevents.size())),
            std::make_unique<
                DiagramEventCollection<UnrestrictedUpdateEvent<T>>>(
                static_cast<int>(subevents.size()))),
        owned_subevent_collection_(std::move(subevents)) {
    auto& pub = static_cast<DiagramEventCollection<PublishEvent<T>>&>(
        this->get_mutable_publish_events());
    auto& disc = static_cast<DiagramEventCollection<DiscreteUpdateEvent<T>>&>(
        this->get_mutable_discrete_update_events());
    auto& unres =
        static_cast<DiagramEventCollection<UnrestrictedUpdateEvent<T>>&>(
            this->get_mutable_unrestricted_update_events());
    for (int i = 0; i < num_subsystems(); ++i) {
      auto& sub = *owned_subevent_collection_[i];
      pub.set_subevent_collection(i, &sub.get_mutable_publish_events());
      disc.set_subevent_collection(i,
                                   &sub.get_mutable_discrete_update_events());
      unres.set_subevent_collection(
          i, &sub.get_mutable_unrestricted_update_events());
    }
  }

  int num_subsystems() const {
    return static_cast<int>(owned_subevent_collection_.size());
  }
  const CompositeEventCollection<T>& get_subevent_collection(int index) const {
    return *owned_subevent_collection_.at(index);
  }
  CompositeEventCollection<T>& get_mutable_subevent_collection(int index) {
    return *owned_subevent_collection_.at(index);
  }

 private:
  std::vector<std::unique_ptr<CompositeEventCollection<T>>>
      owned_subevent_collection_;
};

template <typename T>
void PublishEvent<T>::AddToComposite(
    TriggerType trigger_type, CompositeEventCollection<T>* events) const {
  DRAKE_THROW_UNLESS(events != nullptr);
  PublishEvent<T> copy(*this);
  if (trigger_type != TriggerType::kUnknown)
    copy.set_trigger_type(trigger_type);
  events->AddPublishEvent(std::move(copy));
}

template <typename T>
void DiscreteUpdateEvent<T>::AddToComposite(
    TriggerType trigger_type, CompositeEventCollection<T>* events) const {
  DRAKE_THROW_UNLESS(events != nullptr);
  DiscreteUpdateEvent<T> copy(*this);
  if (trigger_type != TriggerType::kUnknown)
    copy.set_trigger_type(trigger_type);
  events->AddDiscreteUpdateEvent(std::move(copy));
}

template <typename T>
void UnrestrictedUpdateEvent<T>::AddToComposite(
    TriggerType trigger_type, CompositeEventCollection<T>* events) const {
  DRAKE_THROW_UNLESS(events != nullptr);
  UnrestrictedUpdateEvent<T> copy(*this);
  if (trigger_type != TriggerType::kUnknown)
    copy.set_trigger_type(trigger_type);
  events->AddUnrestrictedUpdateEvent(std::move(copy));
}

}  // namespace systems
}  // namespace drake
