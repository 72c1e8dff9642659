// After warm-up, a Simulator step of a small vector-valued continuous
// system allocates nothing, with fixed-step and error-controlled
// integrators alike; nor does a step of a system (or a Diagram of systems)
// with periodic discrete updates and periodic publishes. (This file replaces the global operator new through
// limit_malloc.h, so it is its own test program.)

#include <memory>

#include <gtest/gtest.h>

#include "drake/common/nice_type_name.h"

#include "drake/systems/analysis/explicit_euler_integrator.h"
#include "drake/systems/analysis/runge_kutta2_integrator.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/runge_kutta5_integrator.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"
#include "test_utilities/limit_malloc.h"

namespace drake {
namespace systems {
namespace {

// A damped oscillator pair: q̈ = −q − 0.1 q̇ for two coordinates, as
// q = (q₀, q₁), v = (v₀, v₁).
class DampedOscillators final : public LeafSystem<double> {
 public:
  DampedOscillators() { this->DeclareContinuousState(2, 2, 0); }

 private:
  void DoCalcTimeDerivatives(const Context<double>& context,
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
  void DoCalcTimeDerivatives(const Context<double>& context,
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
  const double count_before =
      simulator.get_context().get_discrete_state(0)[0];
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

GTEST_TEST(SimulatorAllocationTest, DiagramTimedEventsNoAllocationsAfterWarmUp) {
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
  EXPECT_EQ(
      b->GetMyContextFromRoot(simulator.get_context()).get_discrete_state(0)[0] -
          b_count_before,
      100.0);
}

}  // namespace
}  // namespace systems
}  // namespace drake
