// ImplicitIntegrator's statistics split between the propagated solution and
// the error estimator: for every implicit integrator, on a stiff linear
// system integrated with error control, the error estimator's counts are
// where Drake attributes them, each is at most its total, the
// "integrator_num_integrator_*" and "integrator_num_error_estimator_*"
// entries of GetStatisticsSummary() add up to the totals, and
// ResetStatistics() zeroes all of them. Implicit Euler keeps the
// factorizations of its step and of its trapezoid error estimate apart.

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/systems/analysis/implicit_euler_integrator.h"
#include "drake/systems/analysis/radau_integrator.h"
#include "drake/systems/analysis/velocity_implicit_euler_integrator.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace implicit_integrator_statistics_test {

// q̇ = v, v̇ = −1000·q − 1001·v: eigenvalues −1 and −1000 (the roots of
// s² + 1001·s + 1000). Written as (q, v) so that
// VelocityImplicitEulerIntegrator solves in v alone.
template <typename T>
class StiffLinear final : public LeafSystem<T> {
 public:
  StiffLinear() : LeafSystem<T>(SystemTypeTag<StiffLinear>{}) {
    this->DeclareContinuousState(1, 1, 0);
  }
  template <typename U>
  explicit StiffLinear(const StiffLinear<U>&) : StiffLinear() {}

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    const VectorBase<T>& x = context.get_continuous_state_vector();
    (*derivatives)[0] = x[1];
    (*derivatives)[1] = -1000.0 * x[0] - 1001.0 * x[1];
  }
  void DoMapVelocityToQDot(const Context<T>&,
                           const Eigen::Ref<const VectorX<T>>& v,
                           VectorBase<T>* qdot) const final {
    qdot->SetFromVector(v);
  }
  void DoMapQDotToVelocity(const Context<T>&,
                           const Eigen::Ref<const VectorX<T>>& qdot,
                           VectorBase<T>* v) const final {
    v->SetFromVector(qdot);
  }
};

// One statistic: its total, the error estimator's share, and their names.
struct Split {
  std::string name;
  int64_t total;
  int64_t error_estimator;
};

std::vector<Split> GetSplits(const ImplicitIntegrator<double>& integrator) {
  return {
      {"derivative_evaluations", integrator.get_num_derivative_evaluations(),
       integrator.get_num_error_estimator_derivative_evaluations()},
      {"derivative_evaluations_for_jacobian",
       integrator.get_num_derivative_evaluations_for_jacobian(),
       integrator
           .get_num_error_estimator_derivative_evaluations_for_jacobian()},
      {"jacobian_evaluations", integrator.get_num_jacobian_evaluations(),
       integrator.get_num_error_estimator_jacobian_evaluations()},
      {"iteration_matrix_factorizations",
       integrator.get_num_iteration_matrix_factorizations(),
       integrator.get_num_error_estimator_iteration_matrix_factorizations()},
      {"newton_raphson_iterations",
       integrator.get_num_newton_raphson_iterations(),
       integrator.get_num_error_estimator_newton_raphson_iterations()},
  };
}

int64_t FindCount(const std::vector<NamedStatistic>& stats,
                  const std::string& name) {
  for (const NamedStatistic& stat : stats) {
    if (stat.first == name) return std::get<int64_t>(stat.second);
  }
  ADD_FAILURE() << "no statistic " << name;
  return -1;
}

// How the error estimator's work relates to the rest in one integrator.
struct Expectations {
  // The error estimate is an implicit trapezoid solve from the propagated
  // solution, reusing the Jacobian the propagated solve formed at the
  // step's start (at (t₀, x₀) in both). On a linear system that Jacobian is
  // exact, the solve never fails, and so never forms one of its own; each
  // of its Newton iterations takes one derivative evaluation.
  bool trapezoid{false};
  // The error estimator is the full step, taken first in every step, so it
  // forms the first Jacobian; the propagated half steps reuse it.
  bool full_step_first{false};
  // With J = ∂f/∂x constant (a linear system) the half steps never need a
  // Jacobian of their own. (VelocityImplicitEulerIntegrator's ∂ℓ/∂y depends
  // on h, so a half step may refresh a held one.)
  bool propagated_needs_no_jacobian{false};
  // Derivative evaluations per forward-difference Jacobian: one at the
  // point, one per perturbed coordinate (2 + 1 for the whole state; for
  // VelocityImplicitEulerIntegrator 1 + 1, as it differentiates in v only).
  int64_t evaluations_per_jacobian{3};
};

void CheckStatistics(ImplicitIntegrator<double>* integrator,
                     const Expectations& expected) {
  integrator->set_target_accuracy(1e-3);
  integrator->set_maximum_step_size(0.1);
  integrator->Initialize();
  integrator->IntegrateWithMultipleStepsToTime(2.0);
  ASSERT_GT(integrator->get_num_steps_taken(), 5);

  // Drake's totals include the error estimator's work (see the getters'
  // docs in implicit_integrator.h); each share is at most its total.
  for (const Split& split : GetSplits(*integrator)) {
    SCOPED_TRACE(split.name);
    EXPECT_GE(split.error_estimator, 0);
    EXPECT_LE(split.error_estimator, split.total);
  }
  // Derivative evaluations for Jacobians are among the derivative
  // evaluations, in total and in the error estimator's share.
  EXPECT_LE(integrator->get_num_derivative_evaluations_for_jacobian(),
            integrator->get_num_derivative_evaluations());
  EXPECT_LE(
      integrator->get_num_error_estimator_derivative_evaluations_for_jacobian(),
      integrator->get_num_error_estimator_derivative_evaluations());
  // Every Jacobian (forward differences) took the same number of
  // derivative evaluations, whoever formed it, so the counts agree in both
  // the totals and the error estimator's share.
  EXPECT_EQ(integrator->get_num_derivative_evaluations_for_jacobian(),
            expected.evaluations_per_jacobian *
                integrator->get_num_jacobian_evaluations());
  EXPECT_EQ(
      integrator->get_num_error_estimator_derivative_evaluations_for_jacobian(),
      expected.evaluations_per_jacobian *
          integrator->get_num_error_estimator_jacobian_evaluations());

  // Every error estimate here solves an implicit equation of its own (in
  // Drake v1.56 too: implicit trapezoid, or a full step next to two half
  // steps), so it evaluates derivatives, iterates and factors an iteration
  // matrix (the trapezoid's I − h/2·J differs from the propagated method's;
  // the full step's I − h·J from the half steps' I − h/2·J). The propagated
  // solution does all three as well.
  EXPECT_GT(integrator->get_num_error_estimator_derivative_evaluations(), 0);
  EXPECT_GT(integrator->get_num_error_estimator_newton_raphson_iterations(), 0);
  EXPECT_GT(
      integrator->get_num_error_estimator_iteration_matrix_factorizations(), 0);
  for (const Split& split : GetSplits(*integrator)) {
    if (split.name == "derivative_evaluations" ||
        split.name == "newton_raphson_iterations" ||
        split.name == "iteration_matrix_factorizations") {
      SCOPED_TRACE(split.name);
      EXPECT_GT(split.total - split.error_estimator, 0);
    }
  }
  if (expected.trapezoid) {
    EXPECT_EQ(integrator->get_num_error_estimator_jacobian_evaluations(), 0);
    EXPECT_GE(integrator->get_num_jacobian_evaluations(), 1);
    EXPECT_EQ(integrator->get_num_error_estimator_derivative_evaluations(),
              integrator->get_num_error_estimator_newton_raphson_iterations());
  }
  if (expected.full_step_first) {
    EXPECT_GE(integrator->get_num_error_estimator_jacobian_evaluations(), 1);
  }
  if (expected.propagated_needs_no_jacobian) {
    EXPECT_EQ(integrator->get_num_error_estimator_jacobian_evaluations(),
              integrator->get_num_jacobian_evaluations());
  }

  // The summary lists, after each total, the integrator's share (total
  // minus the error estimator's) and the error estimator's, in Drake's
  // order; the derivative evaluations' total is the base class's entry.
  const std::vector<NamedStatistic> stats = integrator->GetStatisticsSummary();
  std::vector<std::string> names;
  for (const NamedStatistic& stat : stats) names.push_back(stat.first);
  EXPECT_THAT(
      names,
      ::testing::ElementsAre(
          "integrator_num_steps_taken",
          "integrator_actual_initial_step_size_taken",
          "integrator_largest_step_size_taken",
          "integrator_smallest_adapted_step_size_taken",
          "integrator_num_step_shrinkages_from_error_control",
          "integrator_num_derivative_evaluations",
          "integrator_num_step_shrinkages_from_substep_failures",
          "integrator_num_substep_failures",
          "integrator_num_integrator_derivative_evaluations",
          "integrator_num_error_estimator_derivative_evaluations",
          "integrator_num_jacobian_evaluations",
          "integrator_num_integrator_jacobian_evaluations",
          "integrator_num_error_estimator_jacobian_evaluations",
          "integrator_num_derivative_evaluations_for_jacobian",
          "integrator_num_integrator_derivative_evaluations_for_jacobian",
          "integrator_num_error_estimator_derivative_evaluations_for_jacobian",
          "integrator_num_iteration_matrix_factorizations",
          "integrator_num_integrator_iteration_matrix_factorizations",
          "integrator_num_error_estimator_iteration_matrix_factorizations",
          "integrator_num_newton_raphson_iterations",
          "integrator_num_integrator_newton_raphson_iterations",
          "integrator_num_error_estimator_newton_raphson_iterations"));
  for (const Split& split : GetSplits(*integrator)) {
    SCOPED_TRACE(split.name);
    const int64_t mine =
        FindCount(stats, "integrator_num_integrator_" + split.name);
    const int64_t estimator =
        FindCount(stats, "integrator_num_error_estimator_" + split.name);
    EXPECT_EQ(estimator, split.error_estimator);
    EXPECT_EQ(mine + estimator, split.total);
    EXPECT_EQ(FindCount(stats, "integrator_num_" + split.name), split.total);
  }

  // ResetStatistics() zeroes the totals and the error estimator's shares.
  integrator->ResetStatistics();
  for (const Split& split : GetSplits(*integrator)) {
    SCOPED_TRACE(split.name);
    EXPECT_EQ(split.total, 0);
    EXPECT_EQ(split.error_estimator, 0);
  }
  // Counting starts afresh: another stretch counts only its own work.
  integrator->IntegrateWithMultipleStepsToTime(2.5);
  EXPECT_GT(integrator->get_num_error_estimator_newton_raphson_iterations(), 0);
  for (const Split& split : GetSplits(*integrator)) {
    SCOPED_TRACE(split.name);
    EXPECT_LE(split.error_estimator, split.total);
  }
}

class ImplicitStatisticsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    context_ = system_.CreateDefaultContext();
    context_->SetContinuousState(Eigen::Vector2d(1.0, 0.0));
  }

  StiffLinear<double> system_;
  std::unique_ptr<Context<double>> context_;
};

TEST_F(ImplicitStatisticsTest, ImplicitEulerTrapezoid) {
  ImplicitEulerIntegrator<double> integrator(system_, context_.get());
  ASSERT_TRUE(integrator.get_use_implicit_trapezoid_error_estimation());
  CheckStatistics(&integrator, {.trapezoid = true});
}

TEST_F(ImplicitStatisticsTest, ImplicitEulerHalfSteps) {
  // The two half steps are propagated; the full step (and the derivative
  // evaluation at each step's start) is the error estimator's, as in Drake.
  ImplicitEulerIntegrator<double> integrator(system_, context_.get());
  integrator.set_use_implicit_trapezoid_error_estimation(false);
  CheckStatistics(&integrator, {.full_step_first = true,
                                .propagated_needs_no_jacobian = true});
}

TEST_F(ImplicitStatisticsTest, Radau3) {
  Radau3Integrator<double> integrator(system_, context_.get());
  CheckStatistics(&integrator, {.trapezoid = true});
}

TEST_F(ImplicitStatisticsTest, Radau1) {
  Radau1Integrator<double> integrator(system_, context_.get());
  CheckStatistics(&integrator, {.trapezoid = true});
}

TEST_F(ImplicitStatisticsTest, VelocityImplicitEuler) {
  // As ImplicitEulerIntegrator with half steps: the full step estimates
  // the error.
  VelocityImplicitEulerIntegrator<double> integrator(system_, context_.get());
  CheckStatistics(&integrator,
                  {.full_step_first = true, .evaluations_per_jacobian = 2});
}

TEST_F(ImplicitStatisticsTest, AutoDiffJacobianCountsOneEvaluation) {
  // An automatic-differentiation Jacobian takes one (AutoDiffXd) derivative
  // evaluation, counted in the total and as one for the Jacobian.
  ImplicitEulerIntegrator<double> integrator(system_, context_.get());
  integrator.set_jacobian_computation_scheme(
      ImplicitIntegrator<double>::JacobianComputationScheme::kAutomatic);
  integrator.set_target_accuracy(1e-3);
  integrator.set_maximum_step_size(0.1);
  integrator.Initialize();
  integrator.IntegrateWithMultipleStepsToTime(0.5);
  EXPECT_GE(integrator.get_num_jacobian_evaluations(), 1);
  EXPECT_EQ(integrator.get_num_derivative_evaluations_for_jacobian(),
            integrator.get_num_jacobian_evaluations());
}

TEST_F(ImplicitStatisticsTest, FixedStepStillEstimates) {
  // In fixed-step mode the error estimate is still computed (as in Drake),
  // so its work is still counted, and the summary still splits it.
  Radau3Integrator<double> integrator(system_, context_.get());
  integrator.set_fixed_step_mode(true);
  integrator.set_maximum_step_size(0.01);
  integrator.Initialize();
  integrator.IntegrateWithMultipleStepsToTime(0.5);
  EXPECT_GT(integrator.get_num_error_estimator_newton_raphson_iterations(), 0);
  EXPECT_LT(integrator.get_num_error_estimator_newton_raphson_iterations(),
            integrator.get_num_newton_raphson_iterations());
  const std::vector<NamedStatistic> stats = integrator.GetStatisticsSummary();
  EXPECT_EQ(
      FindCount(stats,
                "integrator_num_error_estimator_newton_raphson_iterations"),
      integrator.get_num_error_estimator_newton_raphson_iterations());
}

TEST_F(ImplicitStatisticsTest, TrapezoidKeepsItsOwnFactorization) {
  // With fixed steps on a linear system, one Jacobian serves every solve,
  // and backward Euler's I − h·J and the trapezoid's I − h/2·J are each
  // factored once (as in Drake, which keeps the two iteration matrices
  // apart): one factorization is the integrator's, one the estimator's.
  ImplicitEulerIntegrator<double> integrator(system_, context_.get());
  integrator.set_fixed_step_mode(true);
  // A power of two, so that every step has the same size.
  integrator.set_maximum_step_size(0.125);
  integrator.Initialize();
  integrator.IntegrateWithMultipleStepsToTime(1.0);
  EXPECT_EQ(integrator.get_num_steps_taken(), 8);
  EXPECT_EQ(integrator.get_num_jacobian_evaluations(), 1);
  EXPECT_EQ(integrator.get_num_iteration_matrix_factorizations(), 2);
  EXPECT_EQ(
      integrator.get_num_error_estimator_iteration_matrix_factorizations(), 1);
}

}  // namespace implicit_integrator_statistics_test
}  // namespace systems
}  // namespace drake
