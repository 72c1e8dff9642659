#pragma once

/// @file
/// Events: PublishEvent, DiscreteUpdateEvent, UnrestrictedUpdateEvent, their
/// trigger types and trigger data.

#include <functional>
#include <memory>
#include <optional>
#include <unordered_set>
#include <utility>
#include <variant>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/event_status.h"

namespace drake {
namespace systems {

template <typename T>
class System;
template <typename T>
class WitnessFunction;
template <typename T>
class CompositeEventCollection;

/// Why an event happens.
enum class TriggerType {
  kUnknown,
  kInitialization,
  kForced,
  kTimed,
  kPeriodic,
  kPerStep,
  kWitness,
};

/// A set of trigger types (e.g. the triggers a VectorLogSink publishes on).
using TriggerTypeSet = std::unordered_set<TriggerType>;

/// The period and offset of a periodic event.
class PeriodicEventData {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(PeriodicEventData);
  PeriodicEventData() = default;
  PeriodicEventData(double period_sec, double offset_sec)
      : period_sec_(period_sec), offset_sec_(offset_sec) {}
  double period_sec() const { return period_sec_; }
  void set_period_sec(double period_sec) { period_sec_ = period_sec; }
  double offset_sec() const { return offset_sec_; }
  void set_offset_sec(double offset_sec) { offset_sec_ = offset_sec; }
  bool operator==(const PeriodicEventData& other) const {
    return period_sec_ == other.period_sec_ && offset_sec_ == other.offset_sec_;
  }
  bool operator<(const PeriodicEventData& other) const {
    if (period_sec_ != other.period_sec_) {
      return period_sec_ < other.period_sec_;
    }
    return offset_sec_ < other.offset_sec_;
  }

 private:
  double period_sec_{0.0};
  double offset_sec_{0.0};
};

/// Orders PeriodicEventData by (period, offset).
struct PeriodicEventDataComparator {
  bool operator()(const PeriodicEventData& a,
                  const PeriodicEventData& b) const {
    return a < b;
  }
};

/// Data about the witness function that triggered an event: the function
/// and the interval [t0, tf] (with states xc0, xcf) that isolates the
/// crossing.
template <typename T>
class WitnessTriggeredEventData {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(WitnessTriggeredEventData);
  WitnessTriggeredEventData() = default;
  const WitnessFunction<T>* triggered_witness() const {
    return triggered_witness_;
  }
  void set_triggered_witness(const WitnessFunction<T>* witness) {
    triggered_witness_ = witness;
  }
  const T& t0() const { return t0_; }
  void set_t0(const T& t0) { t0_ = t0; }
  const T& tf() const { return tf_; }
  void set_tf(const T& tf) { tf_ = tf; }
  const ContinuousState<T>* xc0() const { return xc0_; }
  void set_xc0(const ContinuousState<T>* xc0) { xc0_ = xc0; }
  const ContinuousState<T>* xcf() const { return xcf_; }
  void set_xcf(const ContinuousState<T>* xcf) { xcf_ = xcf; }

 private:
  const WitnessFunction<T>* triggered_witness_{nullptr};
  T t0_{0.0};
  T tf_{0.0};
  const ContinuousState<T>* xc0_{nullptr};
  const ContinuousState<T>* xcf_{nullptr};
};

/// The base of all events: a trigger type and optional trigger data.
template <typename T>
class Event {
 public:
  virtual ~Event() = default;

  /// True for DiscreteUpdateEvent.
  virtual bool is_discrete_update() const = 0;
  /// A deep copy.
  std::unique_ptr<Event<T>> Clone() const {
    return std::unique_ptr<Event<T>>(DoClone());
  }

  TriggerType get_trigger_type() const { return trigger_type_; }
  void set_trigger_type(TriggerType trigger_type) {
    trigger_type_ = trigger_type;
  }

  /// The trigger data if it is an EventDataType (PeriodicEventData or
  /// WitnessTriggeredEventData<T>), else nullptr.
  template <class EventDataType>
  const EventDataType* get_event_data() const {
    return std::get_if<EventDataType>(&event_data_);
  }
  template <class EventDataType>
  EventDataType* get_mutable_event_data() {
    return std::get_if<EventDataType>(&event_data_);
  }
  template <class EventDataType>
  void set_event_data(EventDataType data) {
    event_data_ = std::move(data);
  }
  bool has_event_data() const {
    return !std::holds_alternative<std::monostate>(event_data_);
  }

  /// Appends a copy of this event to the matching list of `events`, with
  /// the given trigger type (kUnknown keeps this event's).
  virtual void AddToComposite(TriggerType trigger_type,
                              CompositeEventCollection<T>* events) const = 0;
  void AddToComposite(CompositeEventCollection<T>* events) const {
    AddToComposite(TriggerType::kUnknown, events);
  }

 protected:
  Event() = default;
  explicit Event(TriggerType trigger_type) : trigger_type_(trigger_type) {}
  Event(const Event&) = default;
  Event& operator=(const Event&) = default;
  [[nodiscard]] virtual Event* DoClone() const = 0;

 private:
  TriggerType trigger_type_{TriggerType::kUnknown};
  std::variant<std::monostate, PeriodicEventData, WitnessTriggeredEventData<T>>
      event_data_;
};

/// An event whose handler only reads the Context (e.g. to log or draw).
template <typename T>
class PublishEvent final : public Event<T> {
 public:
  using PublishCallback = std::function<EventStatus(
      const System<T>&, const Context<T>&, const PublishEvent<T>&)>;
  /// The older form, without the System.
  using CallbackLegacy =
      std::function<void(const Context<T>&, const PublishEvent<T>&)>;

  PublishEvent() = default;
  PublishEvent(const PublishEvent&) = default;
  PublishEvent& operator=(const PublishEvent&) = default;
  explicit PublishEvent(const PublishCallback& callback)
      : callback_(callback) {}
  PublishEvent(TriggerType trigger_type, const PublishCallback& callback)
      : Event<T>(trigger_type), callback_(callback) {}
  explicit PublishEvent(const CallbackLegacy& callback)
      : callback_([callback](const System<T>&, const Context<T>& context,
                             const PublishEvent<T>& event) {
          callback(context, event);
          return EventStatus::Succeeded();
        }) {}

  bool is_discrete_update() const override { return false; }

  /// Runs the handler (DidNothing if there is none).
  EventStatus handle(const System<T>& system, const Context<T>& context) const {
    return callback_ ? callback_(system, context, *this)
                     : EventStatus::DidNothing();
  }

  using Event<T>::AddToComposite;
  void AddToComposite(TriggerType trigger_type,
                      CompositeEventCollection<T>* events) const override;

 private:
  PublishEvent* DoClone() const override { return new PublishEvent(*this); }
  PublishCallback callback_;
};

/// An event whose handler computes new discrete state values.
template <typename T>
class DiscreteUpdateEvent final : public Event<T> {
 public:
  using DiscreteUpdateCallback = std::function<EventStatus(
      const System<T>&, const Context<T>&, const DiscreteUpdateEvent<T>&,
      DiscreteValues<T>*)>;
  using CallbackLegacy = std::function<void(
      const Context<T>&, const DiscreteUpdateEvent<T>&, DiscreteValues<T>*)>;

  DiscreteUpdateEvent() = default;
  DiscreteUpdateEvent(const DiscreteUpdateEvent&) = default;
  DiscreteUpdateEvent& operator=(const DiscreteUpdateEvent&) = default;
  explicit DiscreteUpdateEvent(const DiscreteUpdateCallback& callback)
      : callback_(callback) {}
  DiscreteUpdateEvent(TriggerType trigger_type,
                      const DiscreteUpdateCallback& callback)
      : Event<T>(trigger_type), callback_(callback) {}
  explicit DiscreteUpdateEvent(const CallbackLegacy& callback)
      : callback_([callback](const System<T>&, const Context<T>& context,
                             const DiscreteUpdateEvent<T>& event,
                             DiscreteValues<T>* xd) {
          callback(context, event, xd);
          return EventStatus::Succeeded();
        }) {}

  bool is_discrete_update() const override { return true; }

  EventStatus handle(const System<T>& system, const Context<T>& context,
                     DiscreteValues<T>* discrete_state) const {
    return callback_ ? callback_(system, context, *this, discrete_state)
                     : EventStatus::DidNothing();
  }

  using Event<T>::AddToComposite;
  void AddToComposite(TriggerType trigger_type,
                      CompositeEventCollection<T>* events) const override;

 private:
  DiscreteUpdateEvent* DoClone() const override {
    return new DiscreteUpdateEvent(*this);
  }
  DiscreteUpdateCallback callback_;
};

/// An event whose handler may change any state.
template <typename T>
class UnrestrictedUpdateEvent final : public Event<T> {
 public:
  using UnrestrictedUpdateCallback =
      std::function<EventStatus(const System<T>&, const Context<T>&,
                                const UnrestrictedUpdateEvent<T>&, State<T>*)>;
  using CallbackLegacy = std::function<void(
      const Context<T>&, const UnrestrictedUpdateEvent<T>&, State<T>*)>;

  UnrestrictedUpdateEvent() = default;
  UnrestrictedUpdateEvent(const UnrestrictedUpdateEvent&) = default;
  UnrestrictedUpdateEvent& operator=(const UnrestrictedUpdateEvent&) = default;
  explicit UnrestrictedUpdateEvent(const UnrestrictedUpdateCallback& callback)
      : callback_(callback) {}
  UnrestrictedUpdateEvent(TriggerType trigger_type,
                          const UnrestrictedUpdateCallback& callback)
      : Event<T>(trigger_type), callback_(callback) {}
  explicit UnrestrictedUpdateEvent(const CallbackLegacy& callback)
      : callback_([callback](const System<T>&, const Context<T>& context,
                             const UnrestrictedUpdateEvent<T>& event,
                             State<T>* state) {
          callback(context, event, state);
          return EventStatus::Succeeded();
        }) {}

  bool is_discrete_update() const override { return false; }

  EventStatus handle(const System<T>& system, const Context<T>& context,
                     State<T>* state) const {
    return callback_ ? callback_(system, context, *this, state)
                     : EventStatus::DidNothing();
  }

  using Event<T>::AddToComposite;
  void AddToComposite(TriggerType trigger_type,
                      CompositeEventCollection<T>* events) const override;

 private:
  UnrestrictedUpdateEvent* DoClone() const override {
    return new UnrestrictedUpdateEvent(*this);
  }
  UnrestrictedUpdateCallback callback_;
};

}  // namespace systems
}  // namespace drake
