#pragma once

/// @file
/// EventStatus: what an event handler reports.

#include <string>

#include "drake/common/drake_copyable.h"

namespace drake {
namespace systems {

class SystemBase;

class EventStatus {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(EventStatus);

  /// In order of increasing severity.
  enum Severity {
    kDidNothing = 0,
    kSucceeded = 1,
    kReachedTermination = 2,
    kFailed = 3,
  };

  static EventStatus DidNothing() { return EventStatus(kDidNothing); }
  static EventStatus Succeeded() { return EventStatus(kSucceeded); }
  /// Asks the simulation to stop successfully, with a message.
  static EventStatus ReachedTermination(const SystemBase* system,
                                        std::string message) {
    return EventStatus(kReachedTermination, system, std::move(message));
  }
  /// Reports a failure; ThrowOnFailure() turns it into an exception.
  static EventStatus Failed(const SystemBase* system, std::string message) {
    return EventStatus(kFailed, system, std::move(message));
  }

  Severity severity() const { return severity_; }
  bool did_nothing() const { return severity_ == kDidNothing; }
  bool succeeded() const { return severity_ == kSucceeded; }
  bool reached_termination() const { return severity_ == kReachedTermination; }
  bool failed() const { return severity_ == kFailed; }
  const SystemBase* system() const { return system_; }
  const std::string& message() const { return message_; }

  /// Keeps whichever of this and `candidate` is more severe (this one on a
  /// tie). Returns *this.
  EventStatus& KeepMoreSevere(EventStatus&& candidate) {
    if (candidate.severity() > severity()) *this = std::move(candidate);
    return *this;
  }
  EventStatus& KeepMoreSevere(const EventStatus& candidate) {
    if (candidate.severity() > severity()) *this = candidate;
    return *this;
  }

  /// Throws std::runtime_error naming the system and message if failed().
  void ThrowOnFailure(const char* function_name) const;

 private:
  explicit EventStatus(Severity severity) : severity_(severity) {}
  EventStatus(Severity severity, const SystemBase* system, std::string message)
      : severity_(severity), system_(system), message_(std::move(message)) {}

  Severity severity_{kDidNothing};
  const SystemBase* system_{nullptr};
  std::string message_;
};

}  // namespace systems
}  // namespace drake
