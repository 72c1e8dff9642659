// IntegratorBase::Clone() for every integrator (the clone continues the
// trajectory exactly as the original would, on its own context) and
// IntegratorBase::GetStatisticsSummary() against the individual getters.

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/nice_type_name.h"
#include "drake/systems/analysis/bogacki_shampine3_integrator.h"
#include "drake/systems/analysis/explicit_euler_integrator.h"
#include "drake/systems/analysis/implicit_euler_integrator.h"
#include "drake/systems/analysis/radau_integrator.h"
#include "drake/systems/analysis/runge_kutta2_integrator.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/runge_kutta5_integrator.h"
#include "drake/systems/analysis/semi_explicit_euler_integrator.h"
#include "drake/systems/analysis/velocity_implicit_euler_integrator.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace integrator_clone_test {

// A damped oscillator q̈ = −4q − 0.5q̇ (q, v), smooth enough for every
// integrator and mildly stiff-free.
class DampedOscillator final : public LeafSystem<double> {
 public:
  DampedOscillator() { this->DeclareContinuousState(1, 1, 0); }

 private:
  void DoCalcTimeDerivatives(
      const Context<double>& context,
      ContinuousState<double>* derivatives) const override {
    const VectorBase<double>& x = context.get_continuous_state_vector();
    (*derivatives)[0] = x[1];
    (*derivatives)[1] = -4.0 * x[0] - 0.5 * x[1];
  }
};

using IntegratorMaker = std::function<std::unique_ptr<IntegratorBase<double>>(
    const System<double>&, Context<double>*)>;

struct Case {
  std::string name;
  IntegratorMaker make;
  bool error_controlled;
};

std::vector<Case> AllIntegrators() {
  const double h = 0.01;
  return {
      {"ExplicitEuler",
       [h](const System<double>& s, Context<double>* c) {
         return std::make_unique<ExplicitEulerIntegrator<double>>(s, h, c);
       },
       false},
      {"SemiExplicitEuler",
       [h](const System<double>& s, Context<double>* c) {
         return std::make_unique<SemiExplicitEulerIntegrator<double>>(s, h, c);
       },
       false},
      {"RungeKutta2",
       [h](const System<double>& s, Context<double>* c) {
         return std::make_unique<RungeKutta2Integrator<double>>(s, h, c);
       },
       false},
      {"RungeKutta3",
       [](const System<double>& s, Context<double>* c) {
         return std::make_unique<RungeKutta3Integrator<double>>(s, c);
       },
       true},
      {"RungeKutta5",
       [](const System<double>& s, Context<double>* c) {
         return std::make_unique<RungeKutta5Integrator<double>>(s, c);
       },
       true},
      {"BogackiShampine3",
       [](const System<double>& s, Context<double>* c) {
         return std::make_unique<BogackiShampine3Integrator<double>>(s, c);
       },
       true},
      {"ImplicitEuler",
       [](const System<double>& s, Context<double>* c) {
         auto integrator =
             std::make_unique<ImplicitEulerIntegrator<double>>(s, c);
         // A non-default derived setting, which the clone must carry.
         integrator->set_use_implicit_trapezoid_error_estimation(false);
         integrator->set_reuse(false);
         return integrator;
       },
       true},
      {"Radau3",
       [](const System<double>& s, Context<double>* c) {
         return std::make_unique<RadauIntegrator<double, 2>>(s, c);
       },
       true},
      {"Radau1",
       [](const System<double>& s, Context<double>* c) {
         return std::make_unique<RadauIntegrator<double, 1>>(s, c);
       },
       true},
      {"VelocityImplicitEuler",
       [](const System<double>& s, Context<double>* c) {
         auto integrator =
             std::make_unique<VelocityImplicitEulerIntegrator<double>>(s, c);
         integrator->set_jacobian_computation_scheme(
             ImplicitIntegrator<
                 double>::JacobianComputationScheme::kCentralDifference);
         return integrator;
       },
       true},
  };
}

// Cloned right after Initialize(), the clone and the original start from
// the same state with the same settings and a fresh step-size history, so
// their trajectories agree bit for bit; the clone steps its own context.
TEST(IntegratorCloneTest, CloneContinuesIdentically) {
  DampedOscillator system;
  for (const Case& c : AllIntegrators()) {
    SCOPED_TRACE(c.name);
    auto context = system.CreateDefaultContext();
    context->SetContinuousState(Eigen::Vector2d(1.0, -0.3));
    std::unique_ptr<IntegratorBase<double>> original =
        c.make(system, context.get());
    if (c.error_controlled) {
      original->set_target_accuracy(1e-5);
      original->set_maximum_step_size(0.05);
      original->set_requested_minimum_step_size(1e-9);
      original->set_throw_on_minimum_step_size_violation(false);
    }
    original->Initialize();
    std::unique_ptr<IntegratorBase<double>> clone = original->Clone();
    ASSERT_NE(clone, nullptr);
    EXPECT_EQ(NiceTypeName::Get(*clone), NiceTypeName::Get(*original));
    EXPECT_TRUE(clone->is_initialized());
    EXPECT_NE(clone->get_mutable_context(), context.get());
    EXPECT_EQ(clone->get_context().get_continuous_state_vector().CopyToVector(),
              Eigen::Vector2d(1.0, -0.3));
    EXPECT_EQ(clone->get_maximum_step_size(),
              original->get_maximum_step_size());
    EXPECT_EQ(clone->get_fixed_step_mode(), original->get_fixed_step_mode());
    EXPECT_EQ(clone->get_throw_on_minimum_step_size_violation(),
              original->get_throw_on_minimum_step_size_violation());
    EXPECT_EQ(clone->get_requested_minimum_step_size(),
              original->get_requested_minimum_step_size());
    if (c.error_controlled) {
      EXPECT_EQ(clone->get_target_accuracy(), 1e-5);
    }
    if (auto* implicit =
            dynamic_cast<ImplicitIntegrator<double>*>(original.get())) {
      auto* implicit_clone =
          dynamic_cast<ImplicitIntegrator<double>*>(clone.get());
      ASSERT_NE(implicit_clone, nullptr);
      EXPECT_EQ(implicit_clone->get_reuse(), implicit->get_reuse());
      EXPECT_EQ(implicit_clone->get_jacobian_computation_scheme(),
                implicit->get_jacobian_computation_scheme());
    }
    if (auto* euler =
            dynamic_cast<ImplicitEulerIntegrator<double>*>(original.get())) {
      EXPECT_FALSE(dynamic_cast<ImplicitEulerIntegrator<double>*>(clone.get())
                       ->get_use_implicit_trapezoid_error_estimation());
      EXPECT_FALSE(euler->get_use_implicit_trapezoid_error_estimation());
    }

    original->IntegrateWithMultipleStepsToTime(1.0);
    // Stepping the original did not touch the clone's context.
    EXPECT_EQ(clone->get_context().get_time(), 0.0);
    clone->IntegrateWithMultipleStepsToTime(1.0);
    EXPECT_EQ(clone->get_context().get_continuous_state_vector().CopyToVector(),
              context->get_continuous_state_vector().CopyToVector());
    EXPECT_EQ(clone->get_num_steps_taken(), original->get_num_steps_taken());
  }
}

TEST(IntegratorCloneTest, WithoutContextOrInitialization) {
  DampedOscillator system;
  RungeKutta3Integrator<double> integrator(system);
  integrator.set_target_accuracy(1e-4);
  std::unique_ptr<IntegratorBase<double>> clone = integrator.Clone();
  EXPECT_EQ(clone->get_mutable_context(), nullptr);
  EXPECT_FALSE(clone->is_initialized());
  EXPECT_EQ(clone->get_target_accuracy(), 1e-4);
}

// reset_context(unique_ptr) hands the context over: the integrator steps it
// after the caller's pointer is gone.
TEST(IntegratorCloneTest, OwnedContext) {
  DampedOscillator system;
  RungeKutta2Integrator<double> integrator(system, 0.1);
  auto context = system.CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d(1.0, 0.0));
  integrator.reset_context(std::move(context));
  integrator.Initialize();
  ASSERT_TRUE(integrator.IntegrateWithSingleFixedStepToTime(0.1));
  // One RK2 (Heun) step of h = 0.1 from (1, 0): k1 = (0, −4),
  // k2 = f(1, −0.4) = (−0.4, −3.8); x = x0 + h/2 (k1 + k2) = (0.98, −0.39).
  const Eigen::Vector2d x =
      integrator.get_context().get_continuous_state_vector().CopyToVector();
  EXPECT_NEAR(x[0], 0.98, 1e-15);
  EXPECT_NEAR(x[1], -0.39, 1e-15);
}

// A user integrator that does not implement DoClone().
class NoCloneIntegrator final : public IntegratorBase<double> {
 public:
  explicit NoCloneIntegrator(const System<double>& system)
      : IntegratorBase<double>(system) {}

 private:
  bool DoStep(const double&) override { return true; }
  bool DoSupportsErrorEstimation() const override { return false; }
  int do_get_error_estimate_order() const override { return 0; }
};

TEST(IntegratorCloneTest, MissingDoCloneThrows) {
  DampedOscillator system;
  NoCloneIntegrator integrator(system);
  DRAKE_EXPECT_THROWS_MESSAGE(integrator.Clone(),
                              ".*NoCloneIntegrator does not implement "
                              "DoClone\\(\\).*");
}

// Reads one statistic by name (it must appear exactly once).
std::variant<int64_t, double> Find(const std::vector<NamedStatistic>& stats,
                                   const std::string& name) {
  int count = 0;
  std::variant<int64_t, double> value;
  for (const auto& [key, v] : stats) {
    if (key == name) {
      ++count;
      value = v;
    }
  }
  EXPECT_EQ(count, 1) << name;
  return value;
}

std::vector<std::string> Names(const std::vector<NamedStatistic>& stats) {
  std::vector<std::string> names;
  for (const auto& entry : stats) names.push_back(entry.first);
  return names;
}

TEST(IntegratorStatisticsTest, SummaryMatchesGetters) {
  DampedOscillator system;
  auto context = system.CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d(1.0, 0.0));

  RungeKutta3Integrator<double> rk3(system, context.get());
  rk3.set_target_accuracy(1e-6);
  rk3.set_maximum_step_size(0.1);
  rk3.Initialize();
  rk3.IntegrateWithMultipleStepsToTime(2.0);
  const std::vector<NamedStatistic> stats = rk3.GetStatisticsSummary();
  EXPECT_THAT(Names(stats),
              ::testing::ElementsAre(
                  "integrator_num_steps_taken",
                  "integrator_actual_initial_step_size_taken",
                  "integrator_largest_step_size_taken",
                  "integrator_smallest_adapted_step_size_taken",
                  "integrator_num_step_shrinkages_from_error_control",
                  "integrator_num_derivative_evaluations"));
  EXPECT_GT(rk3.get_num_steps_taken(), 1);
  EXPECT_EQ(std::get<int64_t>(Find(stats, "integrator_num_steps_taken")),
            rk3.get_num_steps_taken());
  EXPECT_EQ(std::get<double>(Find(stats, "integrator_largest_step_size_taken")),
            rk3.get_largest_step_size_taken());
  EXPECT_EQ(std::get<double>(
                Find(stats, "integrator_actual_initial_step_size_taken")),
            rk3.get_actual_initial_step_size_taken());
  EXPECT_EQ(
      std::get<int64_t>(Find(stats, "integrator_num_derivative_evaluations")),
      rk3.get_num_derivative_evaluations());

  // Fixed-step mode leaves out the step sizes and error-control shrinkages.
  context->SetTime(0.0);
  ExplicitEulerIntegrator<double> euler(system, 0.01, context.get());
  euler.Initialize();
  euler.IntegrateWithMultipleStepsToTime(0.1);
  const std::vector<NamedStatistic> fixed = euler.GetStatisticsSummary();
  EXPECT_THAT(Names(fixed),
              ::testing::ElementsAre("integrator_num_steps_taken",
                                     "integrator_num_derivative_evaluations"));
  EXPECT_EQ(std::get<int64_t>(Find(fixed, "integrator_num_steps_taken")), 10);

  // The implicit integrators add theirs after the base's.
  context->SetTime(0.0);
  context->SetContinuousState(Eigen::Vector2d(1.0, 0.0));
  ImplicitEulerIntegrator<double> implicit(system, context.get());
  implicit.set_target_accuracy(1e-4);
  implicit.set_maximum_step_size(0.1);
  implicit.Initialize();
  implicit.IntegrateWithMultipleStepsToTime(1.0);
  const std::vector<NamedStatistic> implicit_stats =
      implicit.GetStatisticsSummary();
  EXPECT_EQ(implicit_stats.size(), 22u);
  EXPECT_EQ(std::get<int64_t>(
                Find(implicit_stats, "integrator_num_jacobian_evaluations")),
            implicit.get_num_jacobian_evaluations());
  EXPECT_GE(implicit.get_num_jacobian_evaluations(), 1);
  EXPECT_EQ(std::get<int64_t>(Find(implicit_stats,
                                   "integrator_num_newton_raphson_iterations")),
            implicit.get_num_newton_raphson_iterations());
  EXPECT_EQ(
      std::get<int64_t>(Find(implicit_stats,
                             "integrator_num_iteration_matrix_factorizations")),
      implicit.get_num_iteration_matrix_factorizations());
  EXPECT_EQ(std::get<int64_t>(
                Find(implicit_stats, "integrator_num_substep_failures")),
            implicit.get_num_substep_failures());
}

}  // namespace integrator_clone_test
}  // namespace systems
}  // namespace drake
