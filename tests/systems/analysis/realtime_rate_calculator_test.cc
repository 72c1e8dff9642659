// internal::RealtimeRateCalculator with a ManualTimer: initialization,
// incomplete periods, rates over one and several periods, the carried
// fraction of a partial period, repeated and NaN times, going backwards,
// Reset(), and the −∞ restart.

#include "drake/systems/analysis/realtime_rate_calculator.h"

#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>

#include <gtest/gtest.h>

#include "drake/common/timer.h"

namespace drake {
namespace systems {
namespace internal {
namespace realtime_rate_calculator_test {

using Result = RealtimeRateCalculator::UpdateResult;

// Rates are quotients of differences of simulation times up to ~14 s over
// periods of 0.5 s: round-off of a few ulps of 14, 1e-12.
constexpr double kTol = 1e-12;

class RealtimeRateCalculatorTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto timer = std::make_unique<ManualTimer>();
    timer_ = timer.get();
    calculator_.InjectMockTimer(std::move(timer));
  }

  // Sets the wall clock (seconds since the calculator last started it) and
  // updates with `sim_time`.
  Result Update(double wall, double sim_time) {
    timer_->set_tick(wall);
    return calculator_.UpdateAndRecalculate(sim_time);
  }

  static void ExpectInitialized(const Result& r) { EXPECT_TRUE(r.initialized); }
  static void ExpectIncomplete(const Result& r) {
    EXPECT_FALSE(r.initialized);
    EXPECT_EQ(r.period_count, 0);
  }
  static void ExpectComputed(const Result& r, int count, double rate) {
    EXPECT_FALSE(r.initialized);
    EXPECT_EQ(r.period_count, count);
    EXPECT_NEAR(r.rate, rate, kTol);
  }

  RealtimeRateCalculator calculator_{0.5};
  ManualTimer* timer_{};
};

TEST_F(RealtimeRateCalculatorTest, RatesOverWholePeriods) {
  ExpectInitialized(Update(0.0, 10.0));
  // Less than one period of wall time: nothing yet.
  ExpectIncomplete(Update(0.2, 10.1));
  ExpectIncomplete(Update(0.49, 10.3));
  // One period, 0.5 s simulated in 0.5 s.
  ExpectComputed(Update(0.5, 10.5), 1, 1.0);
  // 0.75 s of wall time since the report (one whole period): the rate over
  // it, 0.3 / 0.75 = 0.4, and the 0.25 s remainder carries 1/3 of the
  // advance (the period now starts at sim 10.7, wall 1.0).
  ExpectComputed(Update(1.25, 10.8), 1, 0.4);
  // 1.6 s more (3 whole periods), 3.2 s simulated: rate 2.
  ExpectComputed(Update(2.6, 13.9), 3, 2.0);
  // The carry: the period starts at wall 2.5 and sim 10.7 + 3.2·1.5/1.6 =
  // 13.7; 0.5 s later at sim 14.2 the rate is 1.
  ExpectComputed(Update(3.0, 14.2), 1, 1.0);
}

TEST_F(RealtimeRateCalculatorTest, RepeatedAndNanTimesReportNothing) {
  ExpectInitialized(Update(0.0, 1.0));
  // Plenty of wall time, but the simulation did not advance.
  ExpectIncomplete(Update(5.0, 1.0));
  ExpectIncomplete(Update(6.0, std::numeric_limits<double>::quiet_NaN()));
  // Now it advanced 3 s in 7 s of wall time (14 periods).
  ExpectComputed(Update(7.0, 4.0), 14, 3.0 / 7.0);
}

TEST_F(RealtimeRateCalculatorTest, BackwardsAndResetReinitialize) {
  ExpectInitialized(Update(0.0, 5.0));
  ExpectComputed(Update(1.0, 6.0), 2, 1.0);
  // Earlier than the last report's simulation time: initialize again (the
  // wall clock restarts).
  ExpectInitialized(Update(1.2, 2.0));
  ExpectComputed(Update(0.5, 2.25), 1, 0.5);
  calculator_.Reset();
  ExpectInitialized(Update(0.7, 100.0));
  ExpectIncomplete(Update(0.1, 100.5));
  ExpectComputed(Update(1.0, 101.0), 2, 1.0);
}

TEST_F(RealtimeRateCalculatorTest, NegativeInfinityRestarts) {
  ExpectInitialized(Update(0.0, -std::numeric_limits<double>::infinity()));
  const Result r = Update(1.0, 5.0);
  EXPECT_EQ(r.period_count, 2);
  EXPECT_TRUE(std::isinf(r.rate));
  // Everything belonged to that report: the next period starts at sim 5.
  ExpectComputed(Update(1.5, 5.25), 1, 0.5);
}

TEST(RealtimeRateCalculatorResultTest, Factories) {
  EXPECT_TRUE(Result::Initialized().initialized);
  EXPECT_FALSE(Result::Incomplete().initialized);
  EXPECT_EQ(Result::Incomplete().period_count, 0);
  const Result computed = Result::Computed(3, 1.5);
  EXPECT_FALSE(computed.initialized);
  EXPECT_EQ(computed.period_count, 3);
  EXPECT_EQ(computed.rate, 1.5);
}

// The default (steady) clock: a long-enough wait reports a finite rate.
TEST(RealtimeRateCalculatorSteadyTest, SteadyClock) {
  RealtimeRateCalculator calculator(1e-3);
  EXPECT_TRUE(calculator.UpdateAndRecalculate(0.0).initialized);
  SteadyTimer wait;
  while (wait.Tick() < 2e-3) {
  }
  const Result r = calculator.UpdateAndRecalculate(1.0);
  EXPECT_GE(r.period_count, 1);
  EXPECT_GT(r.rate, 0.0);
  EXPECT_TRUE(std::isfinite(r.rate));
}

// Bad input throws (Drake aborts): a report period that is not positive and
// finite, a null timer, and a timer that runs backwards.
TEST_F(RealtimeRateCalculatorTest, BadInputThrows) {
  for (double period :
       {0.0, -1.0, std::nan(""), std::numeric_limits<double>::infinity()}) {
    EXPECT_THROW(RealtimeRateCalculator{period}, std::invalid_argument)
        << period;
  }
  EXPECT_THROW(calculator_.InjectMockTimer(nullptr), std::invalid_argument);
  ExpectInitialized(Update(0.0, 1.0));
  ExpectComputed(Update(1.0, 2.0), 2, 1.0);
  // The period started at wall time 1; a clock at 0.5 went backwards.
  timer_->set_tick(0.5);
  EXPECT_THROW(calculator_.UpdateAndRecalculate(3.0), std::logic_error);
}

}  // namespace realtime_rate_calculator_test
}  // namespace internal
}  // namespace systems
}  // namespace drake
