// InitialValueProblem, ScalarInitialValueProblem and AntiderivativeFunction
// against closed-form solutions, with the default and a replaced integrator,
// in double and AutoDiffXd (whose derivative through the integration is
// checked against the analytic sensitivity).

#include "drake/systems/analysis/initial_value_problem.h"

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/systems/analysis/antiderivative_function.h"
#include "drake/systems/analysis/runge_kutta2_integrator.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/scalar_initial_value_problem.h"

namespace drake {
namespace systems {
namespace initial_value_problem_test {

// ẋ = −k₀ x, x(t₀) = x₀: x(t) = x₀ e^{−k₀ (t − t₀)}.
VectorX<double> Decay(const double&, const VectorX<double>& x,
                      const VectorX<double>& k) {
  return -k(0) * x;
}

TEST(InitialValueProblemTest, DefaultsAndClosedForm) {
  EXPECT_EQ(InitialValueProblem<double>::kDefaultAccuracy, 1e-4);
  EXPECT_EQ(InitialValueProblem<double>::kInitialStepSize, 1e-4);
  EXPECT_EQ(InitialValueProblem<double>::kMaxStepSize, 1e-1);

  const Eigen::Vector2d x0(1.0, -2.0);
  InitialValueProblem<double> ivp(Decay, x0, Vector1d(0.5));
  const auto& integrator = ivp.get_integrator();
  EXPECT_NE(dynamic_cast<const RungeKutta3Integrator<double>*>(&integrator),
            nullptr);
  EXPECT_EQ(integrator.get_target_accuracy(), 1e-4);
  EXPECT_EQ(integrator.get_maximum_step_size(), 0.1);

  // Error control at relative accuracy 1e-4 over 3 time constants: the
  // error stays below ~1e-4 of the initial size.
  const VectorX<double> x = ivp.Solve(1.0, 4.0);
  EXPECT_NEAR(x(0), std::exp(-1.5), 1e-4);
  EXPECT_NEAR(x(1), -2 * std::exp(-1.5), 2e-4);
  // Each solve starts afresh from x₀ (the same answer twice).
  EXPECT_EQ(ivp.Solve(1.0, 4.0), x);
  // A zero-length problem returns x₀.
  EXPECT_EQ(ivp.Solve(2.0, 2.0), x0);

  // Tighter accuracy through the mutable integrator: 100x closer.
  ivp.get_mutable_integrator().set_target_accuracy(1e-8);
  EXPECT_NEAR(ivp.Solve(1.0, 4.0)(0), std::exp(-1.5), 1e-7);

  DRAKE_EXPECT_THROWS_MESSAGE(
      ivp.Solve(1.0, 0.5),
      ".*Solve\\(\\): the final time 0.5 must not be before the initial time "
      "1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(ivp.DenseSolve(1.0, 0.5),
                              ".*DenseSolve\\(\\): the final time 0.5.*");
}

TEST(InitialValueProblemTest, DenseSolve) {
  // ẍ = −x as [x, ẋ].
  InitialValueProblem<double> ivp(
      [](const double&, const VectorX<double>& x, const VectorX<double>&) {
        return Eigen::Vector2d(x(1), -x(0)).eval();
      },
      Eigen::Vector2d(1.0, 0.0));
  ivp.get_mutable_integrator().set_target_accuracy(1e-8);
  const std::unique_ptr<DenseOutput<double>> x = ivp.DenseSolve(0.0, M_PI);
  EXPECT_EQ(x->start_time(), 0.0);
  EXPECT_EQ(x->end_time(), M_PI);
  EXPECT_EQ(x->size(), 2);
  // Steps ≤ 0.1: Hermite interpolation errs by ≤ 0.1⁴/384 ≈ 2.6e-7.
  for (int i = 0; i <= 100; ++i) {
    const double t = M_PI * i / 100;
    EXPECT_NEAR(x->Evaluate(t)(0), std::cos(t), 1e-6) << t;
    EXPECT_NEAR(x->EvaluateNth(t, 1), -std::sin(t), 1e-6) << t;
  }
  // The dense output's end agrees with Solve() to the interpolation's
  // exactness at a step end.
  EXPECT_NEAR(x->Evaluate(M_PI)(0), ivp.Solve(0.0, M_PI)(0), 1e-14);
  // No time covered: an empty output.
  EXPECT_TRUE(ivp.DenseSolve(1.0, 1.0)->is_empty());
}

TEST(InitialValueProblemTest, ResetIntegratorAndBadFunctions) {
  InitialValueProblem<double> ivp(Decay, Vector1d(1.0), Vector1d(1.0));
  // Fixed steps of 0.01 with RK2: global error O(h²) ≈ 1e-5 here.
  auto* rk2 = ivp.reset_integrator<RungeKutta2Integrator<double>>(0.01);
  EXPECT_EQ(&ivp.get_integrator(), rk2);
  EXPECT_NEAR(ivp.Solve(0.0, 1.0)(0), std::exp(-1.0), 2e-5);
  EXPECT_EQ(rk2->get_num_steps_taken(), 100);

  InitialValueProblem<double> wrong_size(
      [](const double&, const VectorX<double>&, const VectorX<double>&) {
        return Eigen::Vector3d::Zero().eval();
      },
      Eigen::Vector2d::Zero());
  DRAKE_EXPECT_THROWS_MESSAGE(
      wrong_size.Solve(0.0, 1.0),
      ".*ODE function returned a vector of size 3 at time 0, but the state "
      "has size 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      InitialValueProblem<double>(nullptr, Vector1d(0.0)),
      ".*ODE function is empty.*");
}

TEST(InitialValueProblemTest, AutoDiffCarriesTheSensitivity) {
  // x(t) = x₀ e^{−kt}: ∂x/∂x₀ = e^{−kt}, ∂x/∂k = −t x₀ e^{−kt}.
  const double k = 0.7, x0 = 2.0, t = 1.5;
  VectorX<AutoDiffXd> x0_ad(1), k_ad(1);
  x0_ad(0) = AutoDiffXd(x0, Eigen::Vector2d(1, 0));
  k_ad(0) = AutoDiffXd(k, Eigen::Vector2d(0, 1));
  InitialValueProblem<AutoDiffXd> ivp(
      [](const AutoDiffXd&, const VectorX<AutoDiffXd>& x,
         const VectorX<AutoDiffXd>& params) { return (-params(0) * x).eval(); },
      x0_ad, k_ad);
  ivp.get_mutable_integrator().set_target_accuracy(1e-10);
  const AutoDiffXd x = ivp.Solve(AutoDiffXd(0.0), AutoDiffXd(t))(0);
  // The derivative of the discrete solution converges with it (the step
  // sizes depend on the values only): 1e-6 at accuracy 1e-10.
  EXPECT_NEAR(x.value(), x0 * std::exp(-k * t), 1e-7);
  ASSERT_EQ(x.derivatives().size(), 2);
  EXPECT_NEAR(x.derivatives()(0), std::exp(-k * t), 1e-6);
  EXPECT_NEAR(x.derivatives()(1), -t * x0 * std::exp(-k * t), 1e-6);
}

TEST(ScalarInitialValueProblemTest, LogisticGrowth) {
  // ẋ = r x (1 − x), x(0) = x₀: x(t) = 1 / (1 + (1/x₀ − 1) e^{−rt}).
  const double r = 2.0, x0 = 0.1;
  ScalarInitialValueProblem<double> ivp(
      [](const double&, const double& x, const VectorX<double>& k) {
        return k(0) * x * (1 - x);
      },
      x0, Vector1d(r));
  ivp.get_mutable_integrator().set_target_accuracy(1e-9);
  auto exact = [&](double t) {
    return 1 / (1 + (1 / x0 - 1) * std::exp(-r * t));
  };
  EXPECT_NEAR(ivp.Solve(0.0, 3.0), exact(3.0), 1e-8);
  const std::unique_ptr<ScalarDenseOutput<double>> x = ivp.DenseSolve(0, 3);
  EXPECT_EQ(x->size(), 1);
  for (double t : {0.0, 0.33, 1.0, 2.5, 3.0}) {
    EXPECT_NEAR(x->EvaluateScalar(t), exact(t), 1e-6) << t;
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      x->EvaluateScalar(3.5),
      "EvaluateScalar\\(\\): Time 3.5 out of dense output \\[0, 3\\] "
      "domain.");
}

TEST(AntiderivativeFunctionTest, IntegralsOfKnownFunctions) {
  // ∫ᵥᵘ k₀ cos(x) dx = k₀ (sin u − sin v).
  AntiderivativeFunction<double> integral(
      [](const double& x, const VectorX<double>& k) {
        return k(0) * std::cos(x);
      },
      Vector1d(3.0));
  integral.get_mutable_integrator().set_target_accuracy(1e-9);
  EXPECT_NEAR(integral.Evaluate(0.5, 2.0), 3 * (std::sin(2.0) - std::sin(0.5)),
              1e-8);
  const auto F = integral.MakeDenseEvalFunction(0.0, M_PI);
  EXPECT_NEAR(F->EvaluateScalar(M_PI / 2), 3.0, 1e-6);
  EXPECT_NEAR(F->EvaluateScalar(M_PI), 0.0, 1e-6);
  EXPECT_THROW(integral.Evaluate(1.0, 0.0), std::exception);

  // Without parameters: ∫₀¹ x² dx = 1/3.
  AntiderivativeFunction<double> square(
      [](const double& x, const VectorX<double>&) { return x * x; });
  EXPECT_NEAR(square.Evaluate(0.0, 1.0), 1.0 / 3.0, 1e-6);
}

}  // namespace initial_value_problem_test
}  // namespace systems
}  // namespace drake
