// The Simulator's step semantics checked on systems with known answers: a
// cubic ODE against its closed form, a Fibonacci difference equation, a
// bouncing ball located by a witness function, plus event ordering,
// statistics, the monitor and bad input.

#include "drake/systems/analysis/simulator.h"

#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/analysis/explicit_euler_integrator.h"
#include "drake/systems/analysis/implicit_integrator.h"
#include "drake/systems/analysis/runge_kutta2_integrator.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/simulator_config_functions.h"
#include "drake/systems/analysis/simulator_print_stats.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace simulator_test {

using ::testing::HasSubstr;

// ẋ = −x + x³; from x0 ∈ (0, 1), x(t) = 1/√(1 + (1/x0² − 1)·e^{2t}).
class CubicSystem final : public LeafSystem<double> {
 public:
  CubicSystem() { this->DeclareContinuousState(1); }
  static double Solution(double x0, double t) {
    return 1.0 / std::sqrt(1.0 + (1.0 / (x0 * x0) - 1.0) * std::exp(2 * t));
  }

 private:
  void DoCalcTimeDerivatives(
      const Context<double>& context,
      ContinuousState<double>* derivatives) const override {
    const double x = context.get_continuous_state_vector()[0];
    (*derivatives)[0] = -x + x * x * x;
  }
};

// The default Simulator (RK3, accuracy 1e-4, maximum step 0.1 s) on the
// cubic ODE from 0.9 to t = 10, checked after every step by the monitor.
// Tolerance 1e-4 (the accuracy): each step's local error is below it and
// the propagated third-order solution is better than the second-order
// estimate; the integrator test shows the global error stays ~0.5×accuracy.
GTEST_TEST(SimulatorTest, CubicSystemMatchesClosedForm) {
  CubicSystem system;
  Simulator<double> simulator(system);
  const double x0 = 0.9;
  simulator.get_mutable_context().SetContinuousState(Vector1d(x0));
  double max_error = 0.0;
  simulator.set_monitor([&](const Context<double>& context) {
    const double t = context.get_time();
    const double x = context.get_continuous_state_vector()[0];
    max_error = std::max(max_error, std::abs(x - CubicSystem::Solution(x0, t)));
    return EventStatus::Succeeded();
  });
  simulator.AdvanceTo(10.0);
  EXPECT_EQ(simulator.get_context().get_time(), 10.0);
  EXPECT_LT(max_error, 1e-4);
  const double x = simulator.get_context().get_continuous_state_vector()[0];
  EXPECT_NEAR(x, CubicSystem::Solution(x0, 10.0), 1e-4);
  // The default integrator and its settings (SimulatorConfig's defaults).
  const auto& integrator = simulator.get_integrator();
  EXPECT_NE(dynamic_cast<const RungeKutta3Integrator<double>*>(&integrator),
            nullptr);
  EXPECT_EQ(integrator.get_maximum_step_size(), 0.1);
  EXPECT_EQ(integrator.get_accuracy_in_use(), 1e-4);
  EXPECT_FALSE(integrator.get_fixed_step_mode());
  // Steps are limited by the 0.1 s maximum: at least 100 of them.
  EXPECT_GE(simulator.get_num_steps_taken(), 100);
  EXPECT_EQ(simulator.get_num_steps_taken(), integrator.get_num_steps_taken());
}

// x[n+1] = x[n] + x[n−1], state (x[n], x[n−1]) = (0, 1) at n = 0; a
// periodic discrete update (period 1 s) advances n, and a periodic publish
// (period 1 s) records (t, x[n]).
class Fibonacci final : public LeafSystem<double> {
 public:
  Fibonacci() {
    this->DeclareDiscreteState(Eigen::Vector2d(0.0, 1.0));
    this->DeclarePeriodicDiscreteUpdateEvent(1.0, 0.0, &Fibonacci::Update);
    this->DeclarePeriodicPublishEvent(1.0, 0.0, &Fibonacci::Record);
  }
  mutable std::vector<std::pair<double, double>> log;

 private:
  void Update(const Context<double>& context,
              DiscreteValues<double>* next) const {
    const auto& x = context.get_discrete_state_vector().value();
    next->set_value(Eigen::Vector2d(x[0] + x[1], x[0]));
  }
  void Record(const Context<double>& context) const {
    log.emplace_back(context.get_time(),
                     context.get_discrete_state_vector()[0]);
  }
};

// Publishes happen at the end of a step, updates at the start of the next
// one, so the value published at t = n is x[n]: 0 1 1 2 3 5 8 at exactly
// t = 0, 1, ..., 6. AdvanceTo(6) does not apply the update due at t = 6.
GTEST_TEST(SimulatorTest, FibonacciSequence) {
  Fibonacci system;
  Simulator<double> simulator(system);
  simulator.AdvanceTo(6.0);
  const std::vector<double> expected = {0, 1, 1, 2, 3, 5, 8};
  ASSERT_EQ(system.log.size(), expected.size());
  for (size_t n = 0; n < expected.size(); ++n) {
    EXPECT_EQ(system.log[n].first, static_cast<double>(n));
    EXPECT_EQ(system.log[n].second, expected[n]);
  }
  // Updates at t = 0, ..., 5 only; the one at t = 6 is pending.
  EXPECT_EQ(simulator.get_num_discrete_updates(), 6);
  EXPECT_EQ(simulator.get_context().get_discrete_state_vector()[0], 8.0);
  EXPECT_EQ(simulator.get_num_publishes(), 7);
  simulator.AdvancePendingEvents();
  EXPECT_EQ(simulator.get_context().get_time(), 6.0);
  EXPECT_EQ(simulator.get_context().get_discrete_state_vector()[0], 13.0);
  EXPECT_EQ(simulator.get_num_discrete_updates(), 7);
  // Nothing is pending any more; continuing publishes 13 at t = 7 (the
  // update at 6 is not repeated).
  simulator.AdvanceTo(7.0);
  EXPECT_EQ(system.log.back().first, 7.0);
  EXPECT_EQ(system.log.back().second, 13.0);
  EXPECT_EQ(simulator.get_num_discrete_updates(), 7);
}

// A ball dropped from height h under gravity g, with a witness function
// (the height, triggering when it goes from positive to non-positive) whose
// unrestricted update reverses the velocity (restitution 1).
class BouncingBall final : public LeafSystem<double> {
 public:
  static constexpr double kGravity = 9.81;

  BouncingBall() {
    this->DeclareContinuousState(1, 1, 0);
    witness_ = this->DeclareWitnessFunction(
        "height", WitnessFunctionDirection::kPositiveThenNonPositive,
        &BouncingBall::Height,
        UnrestrictedUpdateEvent<double>(
            [this](const System<double>&, const Context<double>& context,
                   const UnrestrictedUpdateEvent<double>& event,
                   State<double>* state) {
              impact_times.push_back(context.get_time());
              const auto* data =
                  event.get_event_data<WitnessTriggeredEventData<double>>();
              EXPECT_NE(data, nullptr);
              if (data != nullptr) {
                EXPECT_EQ(data->triggered_witness(), witness_.get());
                EXPECT_LT(data->t0(), data->tf());
              }
              VectorBase<double>& x =
                  state->get_mutable_continuous_state().get_mutable_vector();
              x[1] = -context.get_continuous_state_vector()[1];
              return EventStatus::Succeeded();
            }));
  }
  mutable std::vector<double> impact_times;

 private:
  double Height(const Context<double>& context) const {
    return context.get_continuous_state_vector()[0];
  }
  void DoCalcTimeDerivatives(
      const Context<double>& context,
      ContinuousState<double>* derivatives) const override {
    (*derivatives)[0] = context.get_continuous_state_vector()[1];
    (*derivatives)[1] = -kGravity;
  }
  void DoGetWitnessFunctions(
      const Context<double>&,
      std::vector<const WitnessFunction<double>*>* witnesses) const override {
    witnesses->push_back(witness_.get());
  }
  std::unique_ptr<WitnessFunction<double>> witness_;
};

// Dropped from h = 1 m, the ball first reaches the ground at t* = √(2h/g)
// and then every 2t*. The crossing is isolated to the Simulator's
// witness isolation interval (0.01 × accuracy = 1e-6 s for the default
// accuracy 1e-4); RK3 integrates the quadratic trajectory exactly (to
// roundoff), so the impact is reported in [t*, t* + 1e-6] up to roundoff
// (1e-12). Energy is conserved, so the ball climbs back to 1 m.
GTEST_TEST(SimulatorTest, BouncingBallWitness) {
  BouncingBall ball;
  Simulator<double> simulator(ball);
  const double h = 1.0;
  simulator.get_mutable_context().SetContinuousState(Eigen::Vector2d(h, 0.0));
  ASSERT_TRUE(simulator.GetCurrentWitnessTimeIsolation().has_value());
  const double isolation = *simulator.GetCurrentWitnessTimeIsolation();
  EXPECT_DOUBLE_EQ(isolation, 1e-6);
  const double t_star = std::sqrt(2 * h / BouncingBall::kGravity);

  simulator.AdvanceTo(2 * t_star);
  ASSERT_EQ(ball.impact_times.size(), 1);
  EXPECT_GE(ball.impact_times[0], t_star - 1e-12);
  EXPECT_LE(ball.impact_times[0], t_star + isolation + 1e-12);
  EXPECT_EQ(simulator.get_num_unrestricted_updates(), 1);
  // At t = 2t* the ball is back at the top, at rest. The impact happened
  // up to 1e-6 s late, at a depth of at most g·t*·1e-6 ≈ 4.4e-6 m, which
  // delays the trajectory by that much: height within 1e-5 m.
  const VectorBase<double>& x =
      simulator.get_context().get_continuous_state_vector();
  EXPECT_NEAR(x[0], h, 1e-5);
  EXPECT_NEAR(x[1], 0.0, 1e-4);

  simulator.AdvanceTo(4 * t_star + 0.1);
  ASSERT_EQ(ball.impact_times.size(), 2);
  EXPECT_NEAR(ball.impact_times[1], 3 * t_star, 2 * isolation);
}

// The same ball inside a Diagram: the diagram routes the witness and its
// event to the ball (same tolerance as above).
GTEST_TEST(SimulatorTest, BouncingBallInADiagram) {
  DiagramBuilder<double> builder;
  auto* ball = builder.AddSystem<BouncingBall>();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  ball->GetMyMutableContextFromRoot(&simulator.get_mutable_context())
      .SetContinuousState(Eigen::Vector2d(1.0, 0.0));
  const double t_star = std::sqrt(2.0 / BouncingBall::kGravity);
  simulator.AdvanceTo(2 * t_star);
  ASSERT_EQ(ball->impact_times.size(), 1);
  EXPECT_GE(ball->impact_times[0], t_star - 1e-12);
  EXPECT_LE(ball->impact_times[0], t_star + 1e-6 + 1e-12);
}

// System::CalcWitnessValue() on a Diagram routes a subsystem's witness to
// the subsystem's context, through nested diagrams; a witness of a system
// outside the diagram is rejected. The Simulator relies on this routing
// for a ball two diagrams deep.
GTEST_TEST(SimulatorTest, DiagramRoutesWitnessToSubcontext) {
  DiagramBuilder<double> inner_builder;
  auto* ball = inner_builder.AddSystem<BouncingBall>();
  inner_builder.AddSystem<CubicSystem>();  // A sibling (x stays 0).
  auto inner = inner_builder.Build();
  DiagramBuilder<double> outer_builder;
  outer_builder.AddSystem<CubicSystem>();
  const auto* inner_raw = outer_builder.AddSystem(std::move(inner));
  auto outer = outer_builder.Build();

  auto context = outer->CreateDefaultContext();
  ball->GetMyMutableContextFromRoot(context.get())
      .SetContinuousState(Eigen::Vector2d(0.75, 0.0));
  std::vector<const WitnessFunction<double>*> witnesses;
  outer->GetWitnessFunctions(*context, &witnesses);
  ASSERT_EQ(witnesses.size(), 1);
  EXPECT_EQ(&witnesses[0]->get_system(), ball);
  EXPECT_EQ(outer->CalcWitnessValue(*context, *witnesses[0]), 0.75);
  EXPECT_EQ(inner_raw->CalcWitnessValue(
                inner_raw->GetMyContextFromRoot(*context), *witnesses[0]),
            0.75);
  EXPECT_EQ(ball->CalcWitnessValue(ball->GetMyContextFromRoot(*context),
                                   *witnesses[0]),
            0.75);

  // A witness of a ball outside this diagram.
  BouncingBall stranger;
  auto stranger_context = stranger.CreateDefaultContext();
  std::vector<const WitnessFunction<double>*> stranger_witnesses;
  stranger.GetWitnessFunctions(*stranger_context, &stranger_witnesses);
  ASSERT_EQ(stranger_witnesses.size(), 1);
  EXPECT_THROW(outer->CalcWitnessValue(*context, *stranger_witnesses[0]),
               std::logic_error);
  EXPECT_THROW(ball->CalcWitnessValue(ball->GetMyContextFromRoot(*context),
                                      *stranger_witnesses[0]),
               std::logic_error);

  // Simulated: the impact is found as for the ball alone.
  Simulator<double> simulator(*outer);
  ball->GetMyMutableContextFromRoot(&simulator.get_mutable_context())
      .SetContinuousState(Eigen::Vector2d(1.0, 0.0));
  const double t_star = std::sqrt(2.0 / BouncingBall::kGravity);
  simulator.AdvanceTo(2 * t_star);
  ASSERT_EQ(ball->impact_times.size(), 1);
  EXPECT_GE(ball->impact_times[0], t_star - 1e-12);
  EXPECT_LE(ball->impact_times[0], t_star + 1e-6 + 1e-12);
}

// Events in order: initialization events at Initialize(), then per step
// unrestricted before discrete updates, and publishes at the step's end.
class EventOrder final : public LeafSystem<double> {
 public:
  EventOrder() {
    this->DeclareDiscreteState(1);
    this->DeclareAbstractState(Value<int>(0));
    this->DeclareInitializationDiscreteUpdateEvent(&EventOrder::InitUpdate);
    this->DeclareInitializationPublishEvent(&EventOrder::InitPublish);
    this->DeclarePeriodicUnrestrictedUpdateEvent(0.25, 0.0,
                                                 &EventOrder::Unrestricted);
    this->DeclarePeriodicDiscreteUpdateEvent(0.25, 0.0, &EventOrder::Discrete);
    this->DeclarePerStepPublishEvent(&EventOrder::StepPublish);
  }
  mutable std::vector<std::string> calls;

 private:
  void InitUpdate(const Context<double>&, DiscreteValues<double>* xd) const {
    calls.push_back("init update");
    (*xd)[0] = 42.0;
  }
  void InitPublish(const Context<double>& context) const {
    calls.push_back(context.get_discrete_state_vector()[0] == 42.0
                        ? "init publish after update"
                        : "init publish before update");
  }
  void Unrestricted(const Context<double>& context,
                    State<double>* state) const {
    calls.push_back("unrestricted");
    state->get_mutable_abstract_state<int>(0) =
        context.get_abstract_state<int>(0) + 1;
  }
  void Discrete(const Context<double>& context,
                DiscreteValues<double>* xd) const {
    // The unrestricted update at the same time has already been applied.
    calls.push_back(
        fmt::format("discrete sees {}", context.get_abstract_state<int>(0)));
    (*xd)[0] = context.get_discrete_state_vector()[0] + 1;
  }
  void StepPublish(const Context<double>& context) const {
    calls.push_back(fmt::format("publish at {}", context.get_time()));
  }
};

GTEST_TEST(SimulatorTest, EventOrdering) {
  EventOrder system;
  Simulator<double> simulator(system);
  simulator.Initialize();
  EXPECT_EQ(system.calls,
            (std::vector<std::string>{
                "init update", "init publish after update", "publish at 0"}));
  system.calls.clear();
  simulator.AdvanceTo(0.5);
  EXPECT_EQ(system.calls,
            (std::vector<std::string>{"unrestricted", "discrete sees 1",
                                      "publish at 0.25", "unrestricted",
                                      "discrete sees 2", "publish at 0.5"}));
  EXPECT_EQ(simulator.get_context().get_discrete_state_vector()[0], 44.0);
  EXPECT_EQ(simulator.get_num_unrestricted_updates(), 2);
  // The initialization update is counted too (Initialize() resets the
  // statistics first).
  EXPECT_EQ(simulator.get_num_discrete_updates(), 3);
  EXPECT_EQ(simulator.get_num_steps_taken(), 2);
}

// A trivial continuous system ẋ = 1.
class Ramp final : public LeafSystem<double> {
 public:
  Ramp() { this->DeclareContinuousState(1); }

 private:
  void DoCalcTimeDerivatives(
      const Context<double>&,
      ContinuousState<double>* derivatives) const override {
    (*derivatives)[0] = 1.0;
  }
};

GTEST_TEST(SimulatorTest, PublishEveryTimeStepAndAtInitialization) {
  Ramp system;
  Simulator<double> simulator(system);
  simulator.reset_integrator<ExplicitEulerIntegrator<double>>(0.125);
  EXPECT_FALSE(simulator.get_publish_every_time_step());
  EXPECT_FALSE(simulator.get_publish_at_initialization());
  simulator.set_publish_every_time_step(true);
  simulator.set_publish_at_initialization(true);
  simulator.Initialize();
  EXPECT_EQ(simulator.get_num_publishes(), 1);
  simulator.AdvanceTo(1.0);
  // Eight fixed steps of 0.125 s, each ending with a forced publish.
  EXPECT_EQ(simulator.get_num_steps_taken(), 8);
  EXPECT_EQ(simulator.get_num_publishes(), 9);
  EXPECT_EQ(simulator.get_context().get_continuous_state_vector()[0], 1.0);
  simulator.ResetStatistics();
  EXPECT_EQ(simulator.get_num_publishes(), 0);
  EXPECT_EQ(simulator.get_num_steps_taken(), 0);
  EXPECT_EQ(simulator.get_integrator().get_num_steps_taken(), 0);
}

GTEST_TEST(SimulatorTest, ResetIntegrator) {
  Ramp system;
  Simulator<double> simulator(system);
  RungeKutta2Integrator<double>& rk2 =
      simulator.reset_integrator<RungeKutta2Integrator<double>>(0.5);
  EXPECT_EQ(&simulator.get_integrator(), &rk2);
  EXPECT_EQ(&rk2.get_context(), &simulator.get_context());
  simulator.AdvanceTo(2.0);
  EXPECT_EQ(rk2.get_num_steps_taken(), 4);
  EXPECT_TRUE(simulator.has_context());
  auto context = simulator.release_context();
  EXPECT_FALSE(simulator.has_context());
  EXPECT_THROW(simulator.AdvanceTo(3.0), std::logic_error);
  simulator.reset_context(std::move(context));
  simulator.AdvanceTo(3.0);
  EXPECT_EQ(simulator.get_context().get_continuous_state_vector()[0], 3.0);
}

GTEST_TEST(SimulatorTest, AdvanceToThePastThrows) {
  Ramp system;
  Simulator<double> simulator(system);
  simulator.AdvanceTo(2.0);
  DRAKE_EXPECT_THROWS_MESSAGE(simulator.AdvanceTo(1.5),
                              ".*boundary time 1.5.*current time 2.*");
  // Advancing to the current time is fine.
  simulator.AdvanceTo(2.0);
}

// ẋ = (1, 1) until t > 0.3, after which the second derivative is NaN.
class GoesNaN final : public LeafSystem<double> {
 public:
  GoesNaN() { this->DeclareContinuousState(2); }

 private:
  void DoCalcTimeDerivatives(
      const Context<double>& context,
      ContinuousState<double>* derivatives) const override {
    (*derivatives)[0] = 1.0;
    (*derivatives)[1] = context.get_time() > 0.3
                            ? std::numeric_limits<double>::quiet_NaN()
                            : 1.0;
  }
};

// With explicit Euler steps of 0.125 s (exact in binary), the derivative
// at t = 0.375 is NaN, so the state is NaN at index 1 at t = 0.5.
GTEST_TEST(SimulatorTest, NaNStateIsReported) {
  GoesNaN system;
  Simulator<double> simulator(system);
  simulator.reset_integrator<ExplicitEulerIntegrator<double>>(0.125);
  simulator.get_mutable_context().SetContinuousState(Eigen::Vector2d::Zero());
  DRAKE_EXPECT_THROWS_MESSAGE(simulator.AdvanceTo(1.0),
                              ".*NaN at index 1 at time 0.5.*");
}

GTEST_TEST(SimulatorTest, Monitor) {
  Ramp system;
  Simulator<double> simulator(system);
  simulator.reset_integrator<ExplicitEulerIntegrator<double>>(0.125);
  EXPECT_FALSE(simulator.get_monitor());
  simulator.set_monitor([&system](const Context<double>& context) {
    if (context.get_time() >= 0.5) {
      return EventStatus::ReachedTermination(&system, "far enough");
    }
    return EventStatus::Succeeded();
  });
  EXPECT_TRUE(simulator.get_monitor());
  const SimulatorStatus status = simulator.AdvanceTo(2.0);
  EXPECT_EQ(status.reason(), SimulatorStatus::kReachedTerminationCondition);
  EXPECT_TRUE(status.succeeded());
  EXPECT_EQ(status.return_time(), 0.5);
  EXPECT_EQ(status.boundary_time(), 2.0);
  EXPECT_EQ(status.system(), &system);
  EXPECT_EQ(status.message(), "far enough");
  EXPECT_THAT(status.FormatMessage(), HasSubstr("far enough"));
  EXPECT_EQ(simulator.get_context().get_time(), 0.5);

  simulator.set_monitor([&system](const Context<double>& context) {
    return context.get_time() >= 1.0
               ? EventStatus::Failed(&system, "something broke")
               : EventStatus::Succeeded();
  });
  DRAKE_EXPECT_THROWS_MESSAGE(simulator.AdvanceTo(2.0),
                              ".*time 1 .*something broke.*");
  simulator.clear_monitor();
  EXPECT_FALSE(simulator.get_monitor());
  const SimulatorStatus done = simulator.AdvanceTo(2.0);
  EXPECT_EQ(done.reason(), SimulatorStatus::kReachedBoundaryTime);
}

// A period ≤ 0 is rejected when the event is declared.
class BadPeriod final : public LeafSystem<double> {
 public:
  explicit BadPeriod(double period) {
    this->DeclareDiscreteState(1);
    this->DeclarePeriodicDiscreteUpdateEvent(period, 0.0, &BadPeriod::Update);
  }

 private:
  void Update(const Context<double>&, DiscreteValues<double>*) const {}
};

GTEST_TEST(SimulatorTest, NonPositivePeriodThrows) {
  EXPECT_THROW(BadPeriod(0.0), std::logic_error);
  EXPECT_THROW(BadPeriod(-1.0), std::logic_error);
}

// Pacing: with a target rate of 4, each step waits until the wall clock
// has caught up with its start time / 4. Ten explicit Euler steps of
// 0.01 s: the last one starts at 0.09 s of simulated time, no earlier than
// 0.0225 s of wall time, so the actual rate is at most 0.1/0.0225 ≈ 4.44.
GTEST_TEST(SimulatorTest, RealtimeRate) {
  Ramp system;
  Simulator<double> simulator(system);
  simulator.reset_integrator<ExplicitEulerIntegrator<double>>(0.01);
  EXPECT_EQ(simulator.get_target_realtime_rate(), 0.0);
  EXPECT_THROW(simulator.set_target_realtime_rate(-1.0), std::logic_error);
  simulator.set_target_realtime_rate(4.0);
  EXPECT_EQ(simulator.get_target_realtime_rate(), 4.0);
  simulator.AdvanceTo(0.1);
  EXPECT_GT(simulator.get_actual_realtime_rate(), 0.0);
  EXPECT_LE(simulator.get_actual_realtime_rate(), 0.1 / (0.09 / 4.0));
}

GTEST_TEST(SimulatorTest, PrintStatistics) {
  CubicSystem system;
  Simulator<double> simulator(system);
  simulator.get_mutable_context().SetContinuousState(Vector1d(0.5));
  simulator.AdvanceTo(1.0);
  testing::internal::CaptureStdout();
  PrintSimulatorStatistics(simulator);
  const std::string out = testing::internal::GetCapturedStdout();
  EXPECT_THAT(out, HasSubstr("Number of time steps taken"));
  EXPECT_THAT(out, HasSubstr("Number of derivative evaluations"));
  EXPECT_THAT(out, ::testing::Not(HasSubstr("Implicit integrator")));

  // An implicit integrator adds its counts, split between the integrator
  // and the error estimator.
  ResetIntegratorFromFlags(&simulator, "radau3", 0.1);
  simulator.get_mutable_context().SetTime(0.0);
  simulator.get_mutable_context().SetContinuousState(Vector1d(0.5));
  simulator.Initialize();
  simulator.AdvanceTo(1.0);
  const auto& radau = dynamic_cast<const ImplicitIntegrator<double>&>(
      simulator.get_integrator());
  testing::internal::CaptureStdout();
  PrintSimulatorStatistics(simulator);
  const std::string implicit_out = testing::internal::GetCapturedStdout();
  EXPECT_THAT(implicit_out,
              HasSubstr("Implicit integrator statistics (integrator, error "
                        "estimator, total)"));
  const int64_t total = radau.get_num_newton_raphson_iterations();
  const int64_t estimator =
      radau.get_num_error_estimator_newton_raphson_iterations();
  EXPECT_GT(estimator, 0);
  EXPECT_THAT(implicit_out,
              HasSubstr(fmt::format("Newton-Raphson iterations = {}, {}, {}",
                                    total - estimator, estimator, total)));
}

// The Simulator also runs on AutoDiffXd.
// GCC 12 at -O3 reports -Warray-bounds inside Eigen's SSE loads of a
// one-element derivative vector in this test: a known false positive of its
// optimizer on Eigen's aligned storage.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Warray-bounds"
GTEST_TEST(SimulatorTest, AutoDiff) {
  class RampAd final : public LeafSystem<AutoDiffXd> {
   public:
    RampAd() { this->DeclareContinuousState(1); }

   private:
    void DoCalcTimeDerivatives(
        const Context<AutoDiffXd>& context,
        ContinuousState<AutoDiffXd>* derivatives) const override {
      (*derivatives)[0] = 2.0 * context.get_continuous_state_vector()[0];
    }
  };
  RampAd system;
  Simulator<AutoDiffXd> simulator(system);
  AutoDiffXd x0(1.0, Eigen::VectorXd::Ones(1));
  simulator.get_mutable_context().SetContinuousState(
      VectorX<AutoDiffXd>::Constant(1, x0));
  simulator.AdvanceTo(AutoDiffXd(1.0));
  // x(1) = x0·e², so ∂x(1)/∂x0 = e²; accuracy 1e-4 per step, relative to
  // values of ~7, over ~10 steps: within 1e-3.
  const AutoDiffXd x = simulator.get_context().get_continuous_state_vector()[0];
  EXPECT_NEAR(x.value(), std::exp(2.0), 1e-3);
  EXPECT_NEAR(x.derivatives()[0], std::exp(2.0), 1e-3);
}
#pragma GCC diagnostic pop

}  // namespace simulator_test
}  // namespace systems
}  // namespace drake
