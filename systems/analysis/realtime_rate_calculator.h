#pragma once

/// @file
/// internal::RealtimeRateCalculator: the realtime rate (simulated seconds
/// per wall-clock second) over fixed periods of wall-clock time, as Drake's
/// internal class of the same name (used for reporting rates, e.g. to a
/// visualizer).

#include <memory>

#include "drake/common/drake_copyable.h"
#include "drake/common/timer.h"

namespace drake {
namespace systems {
namespace internal {

/// Reports the realtime rate once per `report_period` seconds of wall-clock
/// time. Feed it the simulation time with UpdateAndRecalculate(); when one
/// or more whole report periods have passed since the last report, it
/// returns the rate over them and how many there were.
class RealtimeRateCalculator {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RealtimeRateCalculator);

  /// What an update produced: "initialized" (`initialized` true; the other
  /// fields are meaningless), "incomplete" (`period_count` 0: no rate yet)
  /// or "computed" (`period_count` > 0 periods, each at `rate`).
  struct UpdateResult {
    static UpdateResult Initialized();
    static UpdateResult Incomplete();
    static UpdateResult Computed(int period_count, double rate);

    bool initialized{};
    int period_count{};
    double rate{};
  };

  /// @throws std::exception unless report_period (wall-clock seconds) is
  ///   positive and finite (Drake aborts).
  explicit RealtimeRateCalculator(double report_period);

  /// Takes the current simulation time. Initializes (starting the wall
  /// clock) on the first call, after Reset(), or when the time is less than
  /// the simulation time at the last report; reports nothing for a NaN or
  /// unchanged time, or before a whole period has passed; otherwise reports
  /// (simulation time advanced) / (wall time elapsed) for the elapsed whole
  /// periods, and carries the fraction of the advance that belongs to the
  /// partial period into the next report.
  UpdateResult UpdateAndRecalculate(double current_sim_time);

  /// The next UpdateAndRecalculate() initializes.
  void Reset() { initialized_ = false; }

  /// Replaces the wall clock (for tests, e.g. a ManualTimer). A null timer,
  /// or one that later runs backwards, throws std::exception.
  void InjectMockTimer(std::unique_ptr<Timer> timer);

 private:
  UpdateResult Initialize(double current_sim_time);

  bool initialized_{false};
  const double period_;
  std::unique_ptr<Timer> timer_;
  // Simulation and wall time at the start of the current period.
  double period_start_sim_time_{};
  double period_start_wall_time_{};
};

}  // namespace internal
}  // namespace systems
}  // namespace drake
