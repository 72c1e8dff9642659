#pragma once

/// @file
/// drake::Timer, an interface for measuring elapsed time, with SteadyTimer
/// (a monotonic clock) and ManualTimer (time set by hand, for tests).

#include <chrono>

#include "drake/common/drake_copyable.h"

namespace drake {

/// Measures elapsed time. Implementations start timing when constructed.
class Timer {
 public:
  Timer() = default;
  virtual ~Timer();

  /// Restarts the measurement from zero.
  virtual void Start() = 0;

  /// Returns the time since construction or the last Start(), in seconds.
  /// May be called any number of times.
  virtual double Tick() = 0;

 protected:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Timer);  // Protected from slicing.
};

/// A Timer on std::chrono::steady_clock (monotonic: never goes backwards).
class SteadyTimer final : public Timer {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SteadyTimer);
  SteadyTimer();
  ~SteadyTimer() final;
  void Start() final;
  double Tick() final;

 private:
  using clock = std::chrono::steady_clock;
  clock::time_point start_time_;
};

/// A Timer whose Tick() returns whatever set_tick() last set (0 after
/// construction or Start()), for tests that control time themselves.
class ManualTimer final : public Timer {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(ManualTimer);
  ManualTimer();
  ~ManualTimer() final;
  /// Resets the tick to 0.
  void Start() final;
  /// Returns the value last given to set_tick() (seconds).
  double Tick() final;

  /// Sets what Tick() returns, in seconds.
  void set_tick(double tick) { tick_ = tick; }

 private:
  double tick_{};
};

}  // namespace drake
