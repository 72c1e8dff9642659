#pragma once

/// @file
/// WitnessFunction<T>: a scalar function of the Context whose zero
/// crossings (in a chosen direction) trigger an event.

#include <functional>
#include <memory>
#include <string>
#include <utility>

#include "drake/systems/framework/event.h"

namespace drake {
namespace systems {

/// Which crossings trigger the witness.
enum class WitnessFunctionDirection {
  /// Never triggers.
  kNone,
  /// From positive to zero or negative.
  kPositiveThenNonPositive,
  /// From negative to zero or positive.
  kNegativeThenNonNegative,
  /// Either of the above.
  kCrossesZero,
};

template <typename T>
class WitnessFunction final {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(WitnessFunction);

  /// (Framework) Use LeafSystem::DeclareWitnessFunction().
  WitnessFunction(const System<T>* system, std::string description,
                  WitnessFunctionDirection direction,
                  std::function<T(const Context<T>&)> calc,
                  std::unique_ptr<Event<T>> event = nullptr)
      : system_(system),
        description_(std::move(description)),
        direction_type_(direction),
        calc_(std::move(calc)),
        event_(std::move(event)) {
    DRAKE_THROW_UNLESS(system_ != nullptr);
    DRAKE_THROW_UNLESS(calc_ != nullptr);
    if (event_ != nullptr) event_->set_trigger_type(TriggerType::kWitness);
  }

  const std::string& description() const { return description_; }
  WitnessFunctionDirection direction_type() const { return direction_type_; }
  const System<T>& get_system() const { return *system_; }

  /// Evaluates the witness at `context` (which must be its system's).
  T CalcWitnessValue(const Context<T>& context) const;

  /// True if going from value w0 to wf crosses in the triggering direction.
  bool should_trigger(const T& w0, const T& wf) const {
    switch (direction_type_) {
      case WitnessFunctionDirection::kNone:
        return false;
      case WitnessFunctionDirection::kPositiveThenNonPositive:
        return w0 > 0 && wf <= 0;
      case WitnessFunctionDirection::kNegativeThenNonNegative:
        return w0 < 0 && wf >= 0;
      case WitnessFunctionDirection::kCrossesZero:
        return (w0 > 0 && wf <= 0) || (w0 < 0 && wf >= 0);
    }
    return false;
  }

  /// The event to dispatch when triggered (may be null).
  const Event<T>* get_event() const { return event_.get(); }
  Event<T>* get_mutable_event() { return event_.get(); }

 private:
  const System<T>* system_;
  std::string description_;
  WitnessFunctionDirection direction_type_;
  std::function<T(const Context<T>&)> calc_;
  std::unique_ptr<Event<T>> event_;
};

}  // namespace systems
}  // namespace drake
