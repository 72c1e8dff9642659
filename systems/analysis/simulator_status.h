#pragma once

/// @file
/// SimulatorStatus: why Simulator::Initialize() or AdvanceTo() returned.

#include <string>
#include <utility>

#include <fmt/format.h>

#include "drake/common/drake_copyable.h"
#include "drake/systems/framework/system_base.h"

namespace drake {
namespace systems {

/// Holds the reason a Simulator call returned, the time it returned at
/// (seconds) and, when an event handler or the monitor asked to stop, which
/// system asked and its message.
class SimulatorStatus {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SimulatorStatus);

  enum ReturnReason {
    /// Reached the requested boundary time (the normal return).
    kReachedBoundaryTime,
    /// An event handler or the monitor asked to stop (successfully).
    kReachedTerminationCondition,
    /// An event handler or the monitor failed (AdvanceTo() throws instead;
    /// the status is kept for the exception's message).
    kEventHandlerFailed,
  };

  /// A successful status for a call that aims at `boundary_time`.
  explicit SimulatorStatus(double boundary_time)
      : boundary_time_(boundary_time), return_time_(boundary_time) {}

  /// (Framework) Records a return at the boundary time.
  void SetReachedBoundaryTime() {
    reason_ = kReachedBoundaryTime;
    return_time_ = boundary_time_;
    system_ = nullptr;
    message_.clear();
  }
  /// (Framework) Records that `system` (may be null) asked to stop at
  /// `termination_time` with `message`.
  void SetReachedTermination(double termination_time, const SystemBase* system,
                             std::string message) {
    SetResult(termination_time, kReachedTerminationCondition, system,
              std::move(message));
  }
  /// (Framework) Records that `system` (may be null) failed at `failure_time`.
  void SetEventHandlerFailed(double failure_time, const SystemBase* system,
                             std::string message) {
    SetResult(failure_time, kEventHandlerFailed, system, std::move(message));
  }

  /// A human-readable description of the status.
  std::string FormatMessage() const {
    if (reason_ == kReachedBoundaryTime) {
      return fmt::format(
          "Simulator successfully reached the boundary time ({}).",
          boundary_time_);
    }
    const std::string who =
        system_ == nullptr
            ? std::string("the monitor or an event handler")
            : fmt::format("System '{}'", system_->GetSystemPathname());
    if (reason_ == kReachedTerminationCondition) {
      return fmt::format(
          "Simulator returned early at time {} because {} requested "
          "termination with message: \"{}\"",
          return_time_, who, message_);
    }
    return fmt::format(
        "Simulator stopped at time {} because {} failed with message: \"{}\"",
        return_time_, who, message_);
  }

  /// True unless an event handler failed.
  bool succeeded() const { return reason_ != kEventHandlerFailed; }
  /// The time the call was asked to reach.
  double boundary_time() const { return boundary_time_; }
  /// The time the call returned at (≤ boundary_time()).
  double return_time() const { return return_time_; }
  ReturnReason reason() const { return reason_; }
  /// The system that asked to stop (null if none or the monitor).
  const SystemBase* system() const { return system_; }
  const std::string& message() const { return message_; }

  /// Whether this and `other` hold the same values.
  bool IsIdenticalStatus(const SimulatorStatus& other) const {
    return boundary_time_ == other.boundary_time_ &&
           return_time_ == other.return_time_ && reason_ == other.reason_ &&
           system_ == other.system_ && message_ == other.message_;
  }

 private:
  void SetResult(double time, ReturnReason reason, const SystemBase* system,
                 std::string message) {
    return_time_ = time;
    reason_ = reason;
    system_ = system;
    message_ = std::move(message);
  }

  double boundary_time_;
  double return_time_;
  ReturnReason reason_{kReachedBoundaryTime};
  const SystemBase* system_{nullptr};
  std::string message_;
};

}  // namespace systems
}  // namespace drake
