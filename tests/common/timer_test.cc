#include "drake/common/timer.h"

#include <chrono>
#include <memory>
#include <thread>
#include <type_traits>

#include <gtest/gtest.h>

namespace drake {
namespace timer_test {

GTEST_TEST(TimerTest, SteadyTimerMeasuresSleep) {
  SteadyTimer timer;
  const double t0 = timer.Tick();
  EXPECT_GE(t0, 0.0);
  // A 20 ms sleep takes at least 20 ms on a monotonic clock; the upper bound
  // (5 s) only guards against a unit error (e.g. reporting milliseconds) on
  // a loaded machine.
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  const double t1 = timer.Tick();
  EXPECT_GE(t1, 0.020);
  EXPECT_LT(t1, 5.0);
  // Repeated ticks never go backwards.
  EXPECT_GE(timer.Tick(), t1);
  // Start() restarts from zero: right after it, less time has passed than
  // the sleep above.
  timer.Start();
  EXPECT_LT(timer.Tick(), t1);
}

GTEST_TEST(TimerTest, ThroughBase) {
  std::unique_ptr<Timer> timer = std::make_unique<SteadyTimer>();
  EXPECT_GE(timer->Tick(), 0.0);
  timer->Start();
  EXPECT_GE(timer->Tick(), 0.0);
  // The base is abstract and not copyable from outside (no slicing).
  static_assert(std::is_abstract_v<Timer>);
  static_assert(!std::is_copy_constructible_v<Timer>);
  static_assert(std::is_copy_constructible_v<SteadyTimer>);
}

GTEST_TEST(TimerTest, ManualTimer) {
  ManualTimer timer;
  EXPECT_EQ(timer.Tick(), 0.0);
  timer.set_tick(1.25);
  EXPECT_EQ(timer.Tick(), 1.25);
  EXPECT_EQ(timer.Tick(), 1.25);
  ManualTimer copy = timer;
  EXPECT_EQ(copy.Tick(), 1.25);
  timer.Start();
  EXPECT_EQ(timer.Tick(), 0.0);
}

}  // namespace timer_test
}  // namespace drake
