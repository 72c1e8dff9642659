// RadauIntegrator: one step on the linear test equation against the
// methods' stability functions (closed form), L-stability on a very stiff
// step, the convergence orders on a nonlinear equation with a known
// solution, AutoDiffXd sensitivities, and error control through
// SimulatorConfig ("radau1", "radau3").

#include "drake/systems/analysis/radau_integrator.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/systems/analysis/simulator.h"
#include "drake/systems/analysis/simulator_config.h"
#include "drake/systems/analysis/simulator_config_functions.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace radau_integrator_test {

// ẋ = λ·x.
template <typename T>
class LinearDecay final : public LeafSystem<T> {
 public:
  explicit LinearDecay(double lambda) : lambda_(lambda) {
    this->DeclareContinuousState(1);
  }

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    (*derivatives)[0] = lambda_ * context.get_continuous_state_vector()[0];
  }
  double lambda_;
};

// ẋ = x·cos t; x(t) = x(0)·e^{sin t}.
class Growth final : public LeafSystem<double> {
 public:
  Growth() { DeclareContinuousState(1); }

 private:
  void DoCalcTimeDerivatives(const Context<double>& context,
                             ContinuousState<double>* derivatives) const final {
    (*derivatives)[0] =
        context.get_continuous_state_vector()[0] * std::cos(context.get_time());
  }
};

// ẍ = −x as (x, ẋ); x(t) = cos t from (1, 0).
class Oscillator final : public LeafSystem<double> {
 public:
  Oscillator() { DeclareContinuousState(1, 1, 0); }

 private:
  void DoCalcTimeDerivatives(const Context<double>& context,
                             ContinuousState<double>* derivatives) const final {
    const VectorBase<double>& x = context.get_continuous_state_vector();
    (*derivatives)[0] = x[1];
    (*derivatives)[1] = -x[0];
  }
};

// The stability functions R(z) (x₁ = R(hλ)·x₀ on ẋ = λx): two-stage
// Radau IIA (1 + z/3)/(1 − 2z/3 + z²/6) and backward Euler 1/(1 − z).
double Radau3R(double z) { return (1 + z / 3) / (1 - 2 * z / 3 + z * z / 6); }
double Radau1R(double z) { return 1 / (1 - z); }

// One fixed step of size h from x(0) = x0; returns x(h).
template <int num_stages>
double OneStep(double lambda, double h, double x0) {
  LinearDecay<double> system(lambda);
  auto context = system.CreateDefaultContext();
  context->SetContinuousState(Vector1d(x0));
  RadauIntegrator<double, num_stages> integrator(system, context.get());
  integrator.set_maximum_step_size(h);
  integrator.set_fixed_step_mode(true);
  // Newton stops at 1e-2 × accuracy (or roundoff): far below the tolerance.
  integrator.set_target_accuracy(1e-12);
  integrator.Initialize();
  integrator.IntegrateWithMultipleStepsToTime(h);
  EXPECT_EQ(integrator.get_num_steps_taken(), 1);
  EXPECT_GT(integrator.get_num_newton_raphson_iterations(), 0);
  EXPECT_GT(integrator.get_num_iteration_matrix_factorizations(), 0);
  return context->get_continuous_state_vector()[0];
}

// z = hλ = −1: R₃ = 4/11, R₁ = 1/2. The equation is linear, so the only
// errors are the finite-difference Jacobian's (it slows Newton, does not
// bias its fixed point) and roundoff: 1e-12 absolute.
GTEST_TEST(RadauIntegratorTest, OneStepIsTheStabilityFunction) {
  EXPECT_NEAR(OneStep<2>(-2.0, 0.5, 1.0), 4.0 / 11.0, 1e-12);
  EXPECT_NEAR(OneStep<1>(-2.0, 0.5, 1.0), 0.5, 1e-12);
  EXPECT_NEAR(OneStep<2>(3.0, 0.1, 2.0), 2.0 * Radau3R(0.3), 1e-12);
  EXPECT_NEAR(OneStep<1>(3.0, 0.1, 2.0), 2.0 * Radau1R(0.3), 1e-12);
}

// L-stability: at z = −10⁵ the step all but annihilates the fast mode
// (R₃(z) ≈ 6/z = −6e-5: here exactly Radau3R), where the A-stable trapezoid
// rule would keep |x| ≈ 1.
GTEST_TEST(RadauIntegratorTest, StiffStepIsDamped) {
  const double z = -1e5;
  const double x1 = OneStep<2>(-1e6, 0.1, 1.0);
  EXPECT_NEAR(x1, Radau3R(z), 1e-12);
  EXPECT_LT(std::abs(x1), 1e-4);
  EXPECT_NEAR(OneStep<1>(-1e6, 0.1, 1.0), Radau1R(z), 1e-12);
}

// With the Jacobian reused (the default) and a fixed step, the stage
// iteration matrix is factored once for the whole run, not once per step:
// eight steps of h = 1/8 (exact in binary, so every step has the same h)
// on a linear system cost one Jacobian and two factorizations (the Radau
// matrix and the error estimate's trapezoid matrix).
GTEST_TEST(RadauIntegratorTest, FactorizationIsReusedAcrossSteps) {
  LinearDecay<double> system(-2.0);
  auto context = system.CreateDefaultContext();
  context->SetContinuousState(Vector1d(1.0));
  Radau3Integrator<double> integrator(system, context.get());
  integrator.set_maximum_step_size(0.125);
  integrator.set_fixed_step_mode(true);
  integrator.Initialize();
  integrator.IntegrateWithMultipleStepsToTime(1.0);
  EXPECT_EQ(integrator.get_num_steps_taken(), 8);
  EXPECT_EQ(integrator.get_num_jacobian_evaluations(), 1);
  EXPECT_EQ(integrator.get_num_iteration_matrix_factorizations(), 2);
  EXPECT_NEAR(context->get_continuous_state_vector()[0],
              std::pow(Radau3R(-0.25), 8), 1e-8);
}

// Global error at t = 1 with fixed steps h, h/2, h/4 on ẋ = x·cos t: it
// falls by 2³ per halving for Radau3 (order 3) and by 2 for Radau1. The
// bounds allow the asymptotic regime's higher-order terms at these h.
template <int num_stages>
std::vector<double> GlobalErrors() {
  Growth system;
  std::vector<double> errors;
  for (double h : {0.1, 0.05, 0.025}) {
    auto context = system.CreateDefaultContext();
    context->SetContinuousState(Vector1d(1.0));
    RadauIntegrator<double, num_stages> integrator(system, context.get());
    integrator.set_maximum_step_size(h);
    integrator.set_fixed_step_mode(true);
    integrator.set_target_accuracy(1e-13);
    integrator.Initialize();
    integrator.IntegrateWithMultipleStepsToTime(1.0);
    errors.push_back(std::abs(context->get_continuous_state_vector()[0] -
                              std::exp(std::sin(1.0))));
  }
  return errors;
}

GTEST_TEST(RadauIntegratorTest, ConvergenceOrders) {
  const std::vector<double> e3 = GlobalErrors<2>();
  EXPECT_GT(e3[0] / e3[1], 6.5);
  EXPECT_LT(e3[0] / e3[1], 9.5);
  EXPECT_GT(e3[1] / e3[2], 7.0);
  EXPECT_LT(e3[1] / e3[2], 9.0);
  const std::vector<double> e1 = GlobalErrors<1>();
  EXPECT_GT(e1[0] / e1[1], 1.8);
  EXPECT_LT(e1[0] / e1[1], 2.2);
  EXPECT_GT(e1[1] / e1[2], 1.9);
  EXPECT_LT(e1[1] / e1[2], 2.1);
  // Third order is far more accurate at the same step.
  EXPECT_LT(e3[2], 1e-2 * e1[2]);
}

// AutoDiffXd: the sensitivity ∂x₁/∂x₀ of one step is R(z) itself.
GTEST_TEST(RadauIntegratorTest, AutoDiffSensitivity) {
  LinearDecay<AutoDiffXd> system(-2.0);
  auto context = system.CreateDefaultContext();
  AutoDiffXd x0(1.0, Vector1d(1.0));
  context->SetContinuousState(Vector1<AutoDiffXd>(x0));
  Radau3Integrator<AutoDiffXd> integrator(system, context.get());
  integrator.set_maximum_step_size(0.5);
  integrator.set_fixed_step_mode(true);
  integrator.set_target_accuracy(1e-12);
  integrator.Initialize();
  integrator.IntegrateWithMultipleStepsToTime(0.5);
  const AutoDiffXd& x1 = context->get_continuous_state_vector()[0];
  EXPECT_NEAR(x1.value(), 4.0 / 11.0, 1e-12);
  ASSERT_EQ(x1.derivatives().size(), 1);
  EXPECT_NEAR(x1.derivatives()[0], 4.0 / 11.0, 1e-10);
}

// SimulatorConfig knows both schemes (in GetIntegrationSchemes' sorted
// list). With error control at accuracy 1e-6 the oscillator's position
// after one period matches cos 2π = 1: the global error is about the local
// tolerance times the number of steps, so to 1e-4 for third-order radau3
// (hundreds of steps) and 1e-2 for first-order radau1 (thousands).
GTEST_TEST(RadauIntegratorTest, SimulatorConfigSchemes) {
  EXPECT_THAT(GetIntegrationSchemes(),
              testing::IsSupersetOf({"radau1", "radau3"}));
  EXPECT_TRUE(std::is_sorted(GetIntegrationSchemes().begin(),
                             GetIntegrationSchemes().end()));
  for (const char* scheme : {"radau1", "radau3"}) {
    Oscillator system;
    Simulator<double> simulator(system);
    simulator.get_mutable_context().SetContinuousState(
        Eigen::Vector2d(1.0, 0.0));
    SimulatorConfig config;
    config.integration_scheme = scheme;
    config.accuracy = 1e-6;
    config.max_step_size = 0.1;
    ApplySimulatorConfig(config, &simulator);
    EXPECT_EQ(ExtractSimulatorConfig(simulator).integration_scheme, scheme);
    const IntegratorBase<double>& integrator = simulator.get_integrator();
    EXPECT_TRUE(integrator.supports_error_estimation());
    EXPECT_EQ(integrator.get_error_estimate_order(),
              std::string(scheme) == "radau3" ? 3 : 2);
    const double period = 2 * M_PI;
    simulator.AdvanceTo(period);
    const bool third_order = std::string(scheme) == "radau3";
    EXPECT_NEAR(simulator.get_context().get_continuous_state_vector()[0], 1.0,
                third_order ? 1e-4 : 1e-2)
        << scheme << " after " << integrator.get_num_steps_taken() << " steps";
    EXPECT_GT(integrator.get_num_steps_taken(), third_order ? 60 : 600);
  }
}

}  // namespace radau_integrator_test
}  // namespace systems
}  // namespace drake
