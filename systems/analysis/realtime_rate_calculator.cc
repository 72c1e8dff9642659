// RealtimeRateCalculator: simulated seconds per wall-clock second, reported
// once per whole report period.

#include "drake/systems/analysis/realtime_rate_calculator.h"

#include <cmath>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"

namespace drake {
namespace systems {
namespace internal {

using UpdateResult = RealtimeRateCalculator::UpdateResult;

UpdateResult UpdateResult::Initialized() {
  UpdateResult result;
  result.initialized = true;
  return result;
}

UpdateResult UpdateResult::Incomplete() { return UpdateResult{}; }

UpdateResult UpdateResult::Computed(int period_count, double rate) {
  UpdateResult result;
  result.period_count = period_count;
  result.rate = rate;
  return result;
}

RealtimeRateCalculator::RealtimeRateCalculator(double report_period)
    : period_(report_period), timer_(std::make_unique<SteadyTimer>()) {
  if (!(report_period > 0) || !std::isfinite(report_period)) {
    throw std::invalid_argument(fmt::format(
        "RealtimeRateCalculator: report_period must be positive and finite, "
        "not {}.",
        report_period));
  }
}

UpdateResult RealtimeRateCalculator::Initialize(double current_sim_time) {
  initialized_ = true;
  period_start_sim_time_ = current_sim_time;
  period_start_wall_time_ = 0.0;
  timer_->Start();
  return UpdateResult::Initialized();
}

UpdateResult RealtimeRateCalculator::UpdateAndRecalculate(
    double current_sim_time) {
  if (std::isnan(current_sim_time)) return UpdateResult::Incomplete();
  if (!initialized_) return Initialize(current_sim_time);
  const double sim_advance = current_sim_time - period_start_sim_time_;
  if (sim_advance < 0) return Initialize(current_sim_time);
  if (sim_advance == 0) return UpdateResult::Incomplete();

  const double wall_elapsed = timer_->Tick() - period_start_wall_time_;
  if (!(std::isfinite(wall_elapsed) && wall_elapsed >= 0)) {
    throw std::logic_error(fmt::format(
        "RealtimeRateCalculator: the timer went from {} to {} s; a timer must "
        "not run backwards.",
        period_start_wall_time_, period_start_wall_time_ + wall_elapsed));
  }
  if (wall_elapsed < period_) return UpdateResult::Incomplete();

  const double rate = sim_advance / wall_elapsed;
  const int periods = static_cast<int>(std::floor(wall_elapsed / period_));
  DRAKE_DEMAND(periods > 0);
  const double whole = periods * period_;
  period_start_wall_time_ += whole;
  // The simulation time at the end of the whole periods, assuming a steady
  // rate; with an infinite time (e.g. −∞ to force a restart) everything
  // belongs to this report.
  if (std::isfinite(period_start_sim_time_) && std::isfinite(sim_advance)) {
    period_start_sim_time_ += sim_advance * (whole / wall_elapsed);
  } else {
    period_start_sim_time_ = current_sim_time;
  }
  return UpdateResult::Computed(periods, rate);
}

void RealtimeRateCalculator::InjectMockTimer(std::unique_ptr<Timer> timer) {
  if (timer == nullptr) {
    throw std::invalid_argument(
        "RealtimeRateCalculator::InjectMockTimer(): the timer is null.");
  }
  timer_ = std::move(timer);
}

}  // namespace internal
}  // namespace systems
}  // namespace drake
