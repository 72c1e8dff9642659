// TrajectorySource, LuenbergerObserver and the explicit integrators on
// symbolic::Expression: converted with ToSymbolic() or built on Expression,
// their outputs, derivatives and steps are the expected expressions.

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/symbolic/expression.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/systems/analysis/explicit_euler_integrator.h"
#include "drake/systems/analysis/runge_kutta2_integrator.h"
#include "drake/systems/analysis/semi_explicit_euler_integrator.h"
#include "drake/systems/estimators/luenberger_observer.h"
#include "drake/systems/primitives/linear_system.h"
#include "drake/systems/primitives/trajectory_source.h"

namespace drake {
namespace systems {
namespace symbolic_systems_test {

using symbolic::Environment;
using symbolic::Expression;
using symbolic::Variable;
using trajectories::PiecewisePolynomial;

// A double TrajectorySource converted with ToSymbolic() outputs its double
// trajectory (the failsafe) at a constant time, exactly; a symbolic time
// throws, naming the fix.
GTEST_TEST(TrajectorySourceSymbolicTest, ConvertedFromDouble) {
  // q(t) = 2 + 3t on [0, 1] (first-order hold), with its derivative.
  const auto q = PiecewisePolynomial<double>::FirstOrderHold(
      Eigen::Vector2d(0, 1), Eigen::RowVector2d(2, 5));
  const TrajectorySource<double> source(q, 1);
  const std::unique_ptr<System<Expression>> symbolic = source.ToSymbolic();
  auto context = symbolic->CreateDefaultContext();
  context->SetTime(0.25);
  const VectorX<Expression> y = symbolic->get_output_port(0).Eval(*context);
  ASSERT_EQ(y.size(), 2);
  // 2 + 3·0.25 = 2.75 and 3 are exact in binary.
  EXPECT_TRUE(y(0).EqualTo(2.75)) << y(0);
  EXPECT_TRUE(y(1).EqualTo(3.0)) << y(1);
  // Beyond the end the derivative is zeroed (zero_derivatives_beyond_limits).
  context->SetTime(1.5);
  const VectorX<Expression> y_beyond =
      symbolic->get_output_port(0).Eval(*context);
  EXPECT_TRUE(y_beyond(1).EqualTo(0.0)) << y_beyond(1);
  context->SetTime(Expression(Variable("t")));
  DRAKE_EXPECT_THROWS_MESSAGE(symbolic->get_output_port(0).Eval(*context),
                              ".*symbolic time.*UpdateTrajectory.*");
  // AutoDiffXd and back to double (Clone) while the failsafe is in use.
  EXPECT_NE(source.ToAutoDiffXd()->ToScalarTypeMaybe<double>(), nullptr);
}

// A TrajectorySource<Expression> of a trajectory with symbolic samples
// outputs the interpolation of the samples and its derivative.
GTEST_TEST(TrajectorySourceSymbolicTest, SymbolicTrajectory) {
  const Variable a("a"), b("b");
  const std::vector<Expression> breaks{0.0, 2.0};
  const std::vector<MatrixX<Expression>> samples{
      Vector1<Expression>(Expression(a)), Vector1<Expression>(Expression(b))};
  const auto q =
      PiecewisePolynomial<Expression>::FirstOrderHold(breaks, samples);
  TrajectorySource<Expression> source(q, 1);
  auto context = source.CreateDefaultContext();
  context->SetTime(0.5);
  const VectorX<Expression> y = source.get_output_port().Eval(*context);
  const Environment env{{a, 1.25}, {b, -0.75}};
  // q(0.5) = a + (b − a)·0.25 = 0.75; q̇ = (b − a)/2 = −1 (exact in binary).
  EXPECT_EQ(y(0).Evaluate(env), 0.75);
  EXPECT_EQ(y(1).Evaluate(env), -1.0);
  // UpdateTrajectory() replaces it: the constant 4 now, derivative 0 (a new
  // context: as Drake, the output's cache depends on time only).
  source.UpdateTrajectory(PiecewisePolynomial<Expression>::ZeroOrderHold(
      breaks, {Vector1<Expression>(4.0), Vector1<Expression>(4.0)}));
  auto context2 = source.CreateDefaultContext();
  context2->SetTime(0.5);
  const VectorX<Expression> y2 = source.get_output_port().Eval(*context2);
  EXPECT_TRUE(y2(0).EqualTo(4.0)) << y2(0);
  EXPECT_EQ(y2(1).Evaluate(), 0.0);
}

// LuenbergerObserver of ẋ = −2x + u, y = x with gain L = 3, converted with
// ToSymbolic(): dx̂/dt = −2x̂ + u + 3(y − x̂), checked at random values.
GTEST_TEST(LuenbergerObserverSymbolicTest, ToSymbolic) {
  const LinearSystem<double> plant(Vector1d(-2), Vector1d(1), Vector1d(1),
                                   Vector1d(0));
  auto plant_context = plant.CreateDefaultContext();
  plant.get_input_port().FixValue(plant_context.get(), 0.0);
  const estimators::LuenbergerObserver<double> observer(plant, *plant_context,
                                                        Vector1d(3));
  const auto symbolic = observer.ToSymbolic();
  auto context = symbolic->CreateDefaultContext();
  const Variable x_hat("x_hat"), u("u"), y("y");
  context->SetContinuousState(Vector1<Expression>(Expression(x_hat)));
  symbolic->get_input_port(0).FixValue(context.get(),
                                       Vector1<Expression>(Expression(y)));
  symbolic->get_input_port(1).FixValue(context.get(),
                                       Vector1<Expression>(Expression(u)));
  const Expression x_hat_dot =
      symbolic->EvalTimeDerivatives(*context).CopyToVector()(0);
  for (const auto& [xv, uv, yv] :
       std::vector<std::tuple<double, double, double>>{{0.5, -1.0, 2.0},
                                                       {-1.5, 0.25, 0.75}}) {
    const Environment env{{x_hat, xv}, {u, uv}, {y, yv}};
    // A handful of operations on O(1) values: a few ulps.
    EXPECT_NEAR(x_hat_dot.Evaluate(env), -2 * xv + uv + 3 * (yv - xv), 1e-14);
  }
  EXPECT_EQ(x_hat_dot.GetVariables().size(), 3);
}

// One explicit Euler, semi-explicit Euler and RK2 step of ẋ = a·x from a
// symbolic x₀ gives x₀(1 + ah), and x₀(1 + ah + (ah)²/2) for RK2.
GTEST_TEST(IntegratorSymbolicTest, OneStep) {
  const double a = -0.5, h = 0.25;
  const LinearSystem<Expression> system(Vector1d(a), Eigen::MatrixXd(1, 0),
                                        Eigen::MatrixXd(0, 1),
                                        Eigen::MatrixXd(0, 0));
  const Variable x0("x0");
  const Environment env{{x0, 1.5}};
  auto run = [&](IntegratorBase<Expression>* integrator) {
    integrator->get_mutable_context()->SetContinuousState(
        Vector1<Expression>(Expression(x0)));
    integrator->set_fixed_step_mode(true);
    integrator->Initialize();
    integrator->IntegrateWithSingleFixedStepToTime(h);
    return integrator->get_context().get_continuous_state_vector()[0];
  };
  auto context = system.CreateDefaultContext();
  ExplicitEulerIntegrator<Expression> euler(system, h, context.get());
  // The expressions are linear in x0, so evaluation at x0 = 1.5 checks the
  // coefficient; the values are exact in binary (1.5 · 0.875 and
  // 1.5 · (1 − 0.125 + 0.0078125)).
  EXPECT_EQ(run(&euler).Evaluate(env), 1.5 * (1 + a * h));
  auto context2 = system.CreateDefaultContext();
  SemiExplicitEulerIntegrator<Expression> semi(system, h, context2.get());
  EXPECT_EQ(run(&semi).Evaluate(env), 1.5 * (1 + a * h));
  auto context3 = system.CreateDefaultContext();
  RungeKutta2Integrator<Expression> rk2(system, h, context3.get());
  EXPECT_EQ(run(&rk2).Evaluate(env), 1.5 * (1 + a * h + (a * h) * (a * h) / 2));
}

}  // namespace symbolic_systems_test
}  // namespace systems
}  // namespace drake
