#include "drake/common/timer.h"

namespace drake {

Timer::~Timer() = default;

SteadyTimer::SteadyTimer() : start_time_(clock::now()) {}

SteadyTimer::~SteadyTimer() = default;

void SteadyTimer::Start() { start_time_ = clock::now(); }

double SteadyTimer::Tick() {
  const std::chrono::duration<double> elapsed = clock::now() - start_time_;
  return elapsed.count();
}

ManualTimer::ManualTimer() = default;

ManualTimer::~ManualTimer() = default;

void ManualTimer::Start() { tick_ = 0.0; }

double ManualTimer::Tick() { return tick_; }

}  // namespace drake
