// After warm-up, a Simulator step of a small vector-valued continuous
// system allocates nothing, with fixed-step and error-controlled
// integrators alike; nor does a step of a system (or a Diagram of systems)
// with periodic discrete updates and periodic publishes, of a purely
// discrete system, or of a Diagram chain through a ZeroOrderHold into an
// Integrator under the error-controlled RK3. (This file replaces the
// global operator new through limit_malloc.h, so it is its own test
// program.)

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/limit_malloc.h"

#include "drake/common/nice_type_name.h"
#include "drake/systems/analysis/explicit_euler_integrator.h"
#include "drake/systems/analysis/runge_kutta2_integrator.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/runge_kutta5_integrator.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/primitives/gain.h"
#include "drake/systems/primitives/integrator.h"
#include "drake/systems/primitives/sine.h"
#include "drake/systems/primitives/zero_order_hold.h"

namespace drake {
namespace systems {
namespace simulator_allocation_test {

// A damped oscillator pair: q̈ = −q − 0.1 q̇ for two coordinates, as
// q = (q₀, q₁), v = (v₀, v₁).
class DampedOscillators final : public LeafSystem<double> {
 public:
  DampedOscillators() { this->DeclareContinuousState(2, 2, 0); }

 private:
  void DoCalcTimeDerivatives(
      const Context<double>& context,
      ContinuousState<double>* derivatives) const override {
    const VectorBase<double>& x = context.get_continuous_state_vector();
    for (int i = 0; i < 2; ++i) {
      (*derivatives)[i] = x[2 + i];
      (*derivatives)[2 + i] = -x[i] - 0.1 * x[2 + i];
    }
  }
};

template <class Integrator, typename... Args>
void ExpectNoAllocationsPerStep(Args... args) {
  DampedOscillators system;
  Simulator<double> simulator(system);
  simulator.get_mutable_context().SetContinuousState(
      Eigen::Vector4d(1.0, 0.5, 0.0, 0.0));
  if constexpr (sizeof...(Args) > 0) {
    simulator.reset_integrator<Integrator>(args...);
  }
  // Warm-up: sizes every buffer and fills the cache.
  simulator.AdvanceTo(1.0);
  const int64_t steps_before = simulator.get_num_steps_taken();
  {
    mallard::test::AllocationCounter counter;
    simulator.AdvanceTo(2.0);
    EXPECT_EQ(counter.count(), 0) << NiceTypeName::Get<Integrator>();
  }
  EXPECT_GT(simulator.get_num_steps_taken(), steps_before);
}

GTEST_TEST(SimulatorAllocationTest, NoAllocationsAfterWarmUp) {
  ExpectNoAllocationsPerStep<ExplicitEulerIntegrator<double>>(0.01);
  ExpectNoAllocationsPerStep<RungeKutta2Integrator<double>>(0.01);
  // The default integrator: RK3 with error control.
  ExpectNoAllocationsPerStep<RungeKutta3Integrator<double>>();
}

// Continuous decay plus a periodic discrete update (a counter) and a
// periodic publish (which counts its calls), with different periods so
// that steps see update-only, publish-only and combined timed events.
class TimedEvents final : public LeafSystem<double> {
 public:
  TimedEvents() {
    this->DeclareContinuousState(1);
    this->DeclareDiscreteState(1);
    this->DeclarePeriodicDiscreteUpdateEvent(0.01, 0.0, &TimedEvents::Update);
    this->DeclarePeriodicPublishEvent(0.025, 0.005, &TimedEvents::Publish);
  }
  int num_publishes() const { return num_publishes_; }

 private:
  void DoCalcTimeDerivatives(
      const Context<double>& context,
      ContinuousState<double>* derivatives) const override {
    (*derivatives)[0] = -context.get_continuous_state_vector()[0];
  }
  EventStatus Update(const Context<double>& context,
                     DiscreteValues<double>* xd) const {
    xd->get_mutable_vector(0)[0] = context.get_discrete_state(0)[0] + 1.0;
    return EventStatus::Succeeded();
  }
  EventStatus Publish(const Context<double>&) const {
    ++num_publishes_;
    return EventStatus::Succeeded();
  }
  mutable int num_publishes_{0};
};

GTEST_TEST(SimulatorAllocationTest, TimedEventsNoAllocationsAfterWarmUp) {
  TimedEvents system;
  Simulator<double> simulator(system);
  simulator.get_mutable_context().SetContinuousState(Vector1d(1.0));
  simulator.AdvanceTo(1.0);
  const int64_t steps_before = simulator.get_num_steps_taken();
  const double count_before = simulator.get_context().get_discrete_state(0)[0];
  const int publishes_before = system.num_publishes();
  {
    mallard::test::AllocationCounter counter;
    simulator.AdvanceTo(2.0);
    EXPECT_EQ(counter.count(), 0);
  }
  EXPECT_GT(simulator.get_num_steps_taken(), steps_before);
  // The events really ran, none skipped: the updates at 1.00, 1.01, ...,
  // 1.99 and the publishes at 1.005 + 0.025 k. (1.38 = 138 × 0.01 is one
  // ulp above 0.005 + 55 × 0.025, a case that once skipped an update.)
  EXPECT_EQ(simulator.get_context().get_discrete_state(0)[0] - count_before,
            100.0);
  EXPECT_EQ(system.num_publishes() - publishes_before, 40);
}

GTEST_TEST(SimulatorAllocationTest,
           DiagramTimedEventsNoAllocationsAfterWarmUp) {
  DiagramBuilder<double> builder;
  const auto* a = builder.AddSystem<TimedEvents>();
  const auto* b = builder.AddSystem<TimedEvents>();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context = simulator.get_mutable_context();
  a->GetMyMutableContextFromRoot(&context).SetContinuousState(Vector1d(1.0));
  b->GetMyMutableContextFromRoot(&context).SetContinuousState(Vector1d(2.0));
  simulator.AdvanceTo(1.0);
  const int64_t steps_before = simulator.get_num_steps_taken();
  const int a_before = a->num_publishes();
  const int b_before = b->num_publishes();
  const double b_count_before =
      b->GetMyContextFromRoot(simulator.get_context()).get_discrete_state(0)[0];
  {
    mallard::test::AllocationCounter counter;
    simulator.AdvanceTo(2.0);
    EXPECT_EQ(counter.count(), 0);
  }
  EXPECT_GT(simulator.get_num_steps_taken(), steps_before);
  EXPECT_EQ(a->num_publishes() - a_before, 40);
  EXPECT_EQ(b->num_publishes() - b_before, 40);
  EXPECT_EQ(b->GetMyContextFromRoot(simulator.get_context())
                    .get_discrete_state(0)[0] -
                b_count_before,
            100.0);
}

// Only discrete state: x[n+1] = x[n] + 1 every 0.001 s.
class DiscreteCounter final : public LeafSystem<double> {
 public:
  DiscreteCounter() {
    this->DeclareDiscreteState(1);
    this->DeclarePeriodicDiscreteUpdateEvent(0.001, 0.0,
                                             &DiscreteCounter::Update);
  }

 private:
  void Update(const Context<double>& context,
              DiscreteValues<double>* xd) const {
    (*xd)[0] = context.get_discrete_state(0)[0] + 1.0;
  }
};

GTEST_TEST(SimulatorAllocationTest, DiscreteOnlyNoAllocationsAfterWarmUp) {
  DiscreteCounter system;
  Simulator<double> simulator(system);
  simulator.AdvanceTo(0.5);
  const double count_before = simulator.get_context().get_discrete_state(0)[0];
  {
    mallard::test::AllocationCounter counter;
    // One AdvanceTo per sample, as a real-time loop would call it.
    for (int k = 501; k <= 1000; ++k) simulator.AdvanceTo(k * 0.001);
    EXPECT_EQ(counter.count(), 0);
  }
  // The updates at 0.500, 0.501, ..., 0.999 ran (the one at exactly 1.0
  // is pending).
  EXPECT_EQ(simulator.get_context().get_discrete_state(0)[0] - count_before,
            500.0);
}

// Sine → Gain → ZeroOrderHold → Integrator (no logger), under the default
// error-controlled RK3.
GTEST_TEST(SimulatorAllocationTest,
           ZeroOrderHoldChainNoAllocationsAfterWarmUp) {
  constexpr double kPeriod = 0.01;
  constexpr double kOmega = 2.0;  // rad/s
  constexpr double kGain = 3.0;
  DiagramBuilder<double> builder;
  const auto* sine = builder.AddSystem<Sine<double>>(1.0, kOmega, 0.0, 2);
  const auto* gain = builder.AddSystem<Gain<double>>(kGain, 2);
  const auto* hold = builder.AddSystem<ZeroOrderHold<double>>(kPeriod, 2);
  const auto* integrator = builder.AddSystem<Integrator<double>>(2);
  builder.Connect(sine->get_output_port(0), gain->get_input_port(0));
  builder.Connect(gain->get_output_port(0), hold->get_input_port(0));
  builder.Connect(hold->get_output_port(0), integrator->get_input_port(0));
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(1.0);
  const Context<double>& integrator_context =
      integrator->GetMyContextFromRoot(simulator.get_context());
  const double x_before = integrator_context.get_continuous_state_vector()[0];
  const int64_t updates_before = simulator.get_num_discrete_updates();
  {
    mallard::test::AllocationCounter counter;
    simulator.AdvanceTo(2.0);
    EXPECT_EQ(counter.count(), 0);
  }
  // The hold latched at 1.00, 1.01, ..., 1.99: 100 updates.
  EXPECT_EQ(simulator.get_num_discrete_updates() - updates_before, 100);
  // Between samples the integrand is constant, which RK3 integrates
  // exactly, and the steps end at the sample times; so over [1, 2] the
  // integral is the sum of the held values times the period. The held
  // value latched at t_k = k·0.01 is 3 sin(2 t_k). Tolerance: roundoff of
  // a few hundred steps.
  double expected = 0.0;
  for (int k = 100; k < 200; ++k) {
    expected += kGain * std::sin(kOmega * (k * kPeriod)) * kPeriod;
  }
  const double x_after = integrator_context.get_continuous_state_vector()[0];
  EXPECT_NEAR(x_after - x_before, expected, 1e-12);
  EXPECT_EQ(integrator_context.get_continuous_state_vector()[1], x_after);
}

}  // namespace simulator_allocation_test
}  // namespace systems
}  // namespace drake
