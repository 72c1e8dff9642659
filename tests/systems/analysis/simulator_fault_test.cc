// Faults inside Simulator::AdvanceTo: an exception thrown by a system's
// Calc (derivatives, discrete update), or by the monitor, reaches the caller
// with its own type; the Context is left with the time and state of before
// the failed step (also when an unrestricted update of that step had already
// been applied); once the cause is removed the simulation continues and
// ends where an undisturbed run ends.

#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace simulator_fault_test {

// A user's own exception type (not derived from std::runtime_error), so a
// conversion on the way would show.
struct UserFault {
  std::string what;
};

// ẋ = −x (x(t) = x0·e^{−t}) and a counter n incremented every 0.1 s by a
// discrete update, plus an abstract counter a incremented every 0.1 s by an
// unrestricted update (applied before the discrete one at the same time).
// Armed, the derivatives throw for t > fail_time, and the discrete update
// throws when it would raise n past fail_count.
class FaultySystem final : public LeafSystem<double> {
 public:
  FaultySystem() {
    DeclareContinuousState(1);
    DeclareDiscreteState(1);
    DeclareAbstractState(Value<int>(0));
    DeclarePeriodicDiscreteUpdateEvent(0.1, 0.0, &FaultySystem::Count);
    DeclarePeriodicUnrestrictedUpdateEvent(0.1, 0.0,
                                           &FaultySystem::CountAbstract);
  }

  double fail_time{std::numeric_limits<double>::infinity()};
  int fail_count{std::numeric_limits<int>::max()};

 private:
  void DoCalcTimeDerivatives(const Context<double>& context,
                             ContinuousState<double>* derivatives) const final {
    if (context.get_time() > fail_time) {
      throw UserFault{"derivatives at t > fail_time"};
    }
    (*derivatives)[0] = -context.get_continuous_state_vector()[0];
  }

  EventStatus Count(const Context<double>& context,
                    DiscreteValues<double>* next) const {
    const double n = context.get_discrete_state_vector()[0];
    if (n + 1 > fail_count) throw UserFault{"discrete update"};
    next->get_mutable_vector()[0] = n + 1;
    return EventStatus::Succeeded();
  }

  EventStatus CountAbstract(const Context<double>& context,
                            State<double>* next) const {
    next->get_mutable_abstract_state<int>(0) =
        context.get_abstract_state<int>(0) + 1;
    return EventStatus::Succeeded();
  }
};

struct Snapshot {
  double time{};
  double x{};
  double n{};
  int a{};
};

Snapshot Take(const Context<double>& context) {
  return {context.get_time(), context.get_continuous_state_vector()[0],
          context.get_discrete_state_vector()[0],
          context.get_abstract_state<int>(0)};
}

// The undisturbed run to t = 1 s from x0 = 1: updates at 0, 0.1, ..., 0.9
// (AdvanceTo(1) leaves the one due at 1 pending), so n = a = 10; x within
// 1e-4 of e^{−1} (the integrator's default accuracy: local errors stay
// below it and this decaying ODE does not amplify them).
void ExpectUndisturbedEnd(const Context<double>& context) {
  EXPECT_EQ(context.get_time(), 1.0);
  EXPECT_EQ(context.get_discrete_state_vector()[0], 10.0);
  EXPECT_EQ(context.get_abstract_state<int>(0), 10);
  EXPECT_NEAR(context.get_continuous_state_vector()[0], std::exp(-1.0), 1e-4);
}

// A derivative evaluation throws in the middle of an integration step (the
// integrator had moved the context's time and state to a stage): the
// exception arrives as thrown, the context is back at the end of the last
// good step (bit for bit what the monitor saw there), and with the cause
// removed the run ends as an undisturbed one.
GTEST_TEST(SimulatorFaultTest, ThrowingDerivativesLeaveTheLastGoodStep) {
  FaultySystem system;
  system.fail_time = 0.55;
  Simulator<double> simulator(system);
  simulator.get_mutable_context().SetContinuousState(Vector1d(1.0));
  std::vector<Snapshot> seen;
  simulator.set_monitor([&](const Context<double>& context) {
    seen.push_back(Take(context));
    return EventStatus::DidNothing();
  });
  std::string message;
  try {
    simulator.AdvanceTo(1.0);
  } catch (const UserFault& fault) {
    message = fault.what;
  }
  EXPECT_EQ(message, "derivatives at t > fail_time");
  ASSERT_FALSE(seen.empty());
  const Snapshot& last_good = seen.back();
  const Snapshot now = Take(simulator.get_context());
  EXPECT_LE(last_good.time, 0.55);
  EXPECT_EQ(now.time, last_good.time);
  EXPECT_EQ(now.x, last_good.x);
  EXPECT_EQ(now.n, last_good.n);
  EXPECT_EQ(now.a, last_good.a);

  system.fail_time = std::numeric_limits<double>::infinity();
  simulator.Initialize();
  simulator.AdvanceTo(1.0);
  ExpectUndisturbedEnd(simulator.get_context());
}

// The discrete update due at t = 0.5 throws after the unrestricted update of
// the same step was applied (a: 5 → 6): both are undone, time stays 0.5;
// then AdvanceTo (without an explicit Initialize) continues.
GTEST_TEST(SimulatorFaultTest, ThrowingUpdateUndoesTheWholeStep) {
  FaultySystem system;
  system.fail_count = 5;
  Simulator<double> simulator(system);
  simulator.get_mutable_context().SetContinuousState(Vector1d(1.0));
  simulator.AdvanceTo(0.5);
  const Snapshot before = Take(simulator.get_context());
  EXPECT_EQ(before.time, 0.5);
  EXPECT_EQ(before.n, 5.0);
  EXPECT_EQ(before.a, 5);
  EXPECT_THROW(simulator.AdvanceTo(1.0), UserFault);
  const Snapshot now = Take(simulator.get_context());
  EXPECT_EQ(now.time, before.time);
  EXPECT_EQ(now.x, before.x);
  EXPECT_EQ(now.n, before.n);
  EXPECT_EQ(now.a, before.a);

  system.fail_count = std::numeric_limits<int>::max();
  simulator.AdvanceTo(1.0);
  ExpectUndisturbedEnd(simulator.get_context());
}

// A monitor that throws its own exception after the step ending past 0.3 s:
// the exception arrives as thrown and the step it rejected is undone.
GTEST_TEST(SimulatorFaultTest, ThrowingMonitorUndoesTheStepItSaw) {
  FaultySystem system;
  Simulator<double> simulator(system);
  simulator.get_mutable_context().SetContinuousState(Vector1d(1.0));
  std::vector<Snapshot> seen;
  simulator.set_monitor([&](const Context<double>& context) {
    seen.push_back(Take(context));
    if (context.get_time() > 0.3) throw std::out_of_range("monitor");
    return EventStatus::DidNothing();
  });
  EXPECT_THROW(simulator.AdvanceTo(1.0), std::out_of_range);
  ASSERT_GE(seen.size(), 2u);
  const Snapshot rejected = seen.back();
  const Snapshot last_good = seen[seen.size() - 2];
  EXPECT_GT(rejected.time, 0.3);
  const Snapshot now = Take(simulator.get_context());
  EXPECT_EQ(now.time, last_good.time);
  EXPECT_EQ(now.x, last_good.x);
  EXPECT_EQ(now.n, last_good.n);
  EXPECT_EQ(now.a, last_good.a);

  simulator.clear_monitor();
  simulator.AdvanceTo(1.0);
  ExpectUndisturbedEnd(simulator.get_context());
}

// A NaN state (set by the user between calls) is reported with the system,
// the state index and the time (the error-controlled integrator finds it
// first: its error estimate is NaN), and the context keeps the NaN the user
// put there (the step that found it is undone, not the user's change).
GTEST_TEST(SimulatorFaultTest, NanStateIsNamed) {
  FaultySystem system;
  system.set_name("faulty");
  Simulator<double> simulator(system);
  simulator.get_mutable_context().SetContinuousState(Vector1d(1.0));
  simulator.AdvanceTo(0.2);
  simulator.get_mutable_context().SetContinuousState(
      Vector1d(std::numeric_limits<double>::quiet_NaN()));
  std::string message;
  try {
    simulator.AdvanceTo(1.0);
  } catch (const std::runtime_error& e) {
    message = e.what();
  }
  EXPECT_NE(message.find("The integrator's error estimate is nan at time 0.2"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("of System '::faulty' are not finite (continuous "
                         "state index 0 is nan)"),
            std::string::npos)
      << message;
  EXPECT_EQ(simulator.get_context().get_time(), 0.2);
  EXPECT_TRUE(
      std::isnan(simulator.get_context().get_continuous_state_vector()[0]));
}

// A system that records what a logger would: its initialization publish and
// a periodic publish every 0.1 s; its discrete counter's update (every
// 0.1 s) throws when it would raise the counter past fail_count.
class RecordingSystem final : public LeafSystem<double> {
 public:
  RecordingSystem() {
    DeclareDiscreteState(1);
    DeclarePeriodicDiscreteUpdateEvent(0.1, 0.0, &RecordingSystem::Count);
    DeclarePeriodicPublishEvent(0.1, 0.0, &RecordingSystem::Record);
    DeclareInitializationPublishEvent(&RecordingSystem::RecordInitialization);
  }

  int fail_count{std::numeric_limits<int>::max()};
  mutable std::vector<double> publish_times;
  mutable int initialization_publishes{0};

 private:
  EventStatus Count(const Context<double>& context,
                    DiscreteValues<double>* next) const {
    const double n = context.get_discrete_state_vector()[0];
    if (n + 1 > fail_count) throw UserFault{"discrete update"};
    next->get_mutable_vector()[0] = n + 1;
    return EventStatus::Succeeded();
  }
  EventStatus Record(const Context<double>& context) const {
    publish_times.push_back(context.get_time());
    return EventStatus::Succeeded();
  }
  EventStatus RecordInitialization(const Context<double>&) const {
    ++initialization_publishes;
    return EventStatus::Succeeded();
  }
};

// Resuming after a fault records nothing twice: the step starting at 0.5
// throws (its discrete update), and the next AdvanceTo (no Initialize)
// continues without re-running the initialization publish, the periodic
// publish at 0.5 (it ran when the step that reached 0.5 ended) or the
// monitor at 0.5. The publish times and the monitor's times are bit for bit
// those of an undisturbed run; the step count carries on.
GTEST_TEST(SimulatorFaultTest, ResumingRecordsNoSampleTwice) {
  RecordingSystem reference_system;
  Simulator<double> reference(reference_system);
  std::vector<double> reference_monitor;
  reference.set_monitor([&](const Context<double>& context) {
    reference_monitor.push_back(context.get_time());
    return EventStatus::DidNothing();
  });
  reference.AdvanceTo(1.0);
  // Publishes at 0, 0.1, ..., 1.0 (those due at the boundary time run).
  ASSERT_EQ(reference_system.publish_times.size(), 11u);
  EXPECT_EQ(reference_system.initialization_publishes, 1);

  RecordingSystem system;
  system.fail_count = 5;
  Simulator<double> simulator(system);
  std::vector<double> monitor;
  simulator.set_monitor([&](const Context<double>& context) {
    monitor.push_back(context.get_time());
    return EventStatus::DidNothing();
  });
  simulator.AdvanceTo(0.5);
  const int64_t steps_before = simulator.get_num_steps_taken();
  EXPECT_THROW(simulator.AdvanceTo(1.0), UserFault);
  EXPECT_EQ(simulator.get_context().get_time(), 0.5);
  EXPECT_EQ(simulator.get_context().get_discrete_state_vector()[0], 5.0);
  system.fail_count = std::numeric_limits<int>::max();
  simulator.AdvanceTo(1.0);

  EXPECT_EQ(system.initialization_publishes, 1);
  EXPECT_EQ(system.publish_times, reference_system.publish_times);
  EXPECT_EQ(monitor, reference_monitor);
  EXPECT_EQ(simulator.get_context().get_discrete_state_vector()[0],
            reference.get_context().get_discrete_state_vector()[0]);
  EXPECT_GT(simulator.get_num_steps_taken(), steps_before);
  EXPECT_EQ(simulator.get_num_steps_taken(), reference.get_num_steps_taken());

  // An explicit Initialize() starts afresh: its initialization publish and
  // the publish due now run again.
  simulator.Initialize();
  EXPECT_EQ(system.initialization_publishes, 2);
  EXPECT_EQ(system.publish_times.size(), 12u);
  EXPECT_EQ(simulator.get_num_steps_taken(), 0);
}

}  // namespace simulator_fault_test
}  // namespace systems
}  // namespace drake
