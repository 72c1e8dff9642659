// After warm-up, a Simulator step of a small vector-valued continuous
// system allocates nothing, with fixed-step and error-controlled
// integrators alike. (This file replaces the global operator new through
// limit_malloc.h, so it is its own test program.)

#include <memory>

#include <gtest/gtest.h>

#include "drake/common/nice_type_name.h"

#include "drake/systems/analysis/explicit_euler_integrator.h"
#include "drake/systems/analysis/runge_kutta2_integrator.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/runge_kutta5_integrator.h"
#include "drake/systems/analysis/simulator.h"
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

}  // namespace
}  // namespace systems
}  // namespace drake
