// VelocityImplicitEulerIntegrator: on a linear system with N(q) ≠ I and a
// miscellaneous state, one step is the closed form of two backward-Euler
// half steps, (I − h/2·A)⁻², and its error estimate the difference from one
// full step; AutoDiffXd sensitivities equal that matrix; on a nonlinear
// pendulum it matches ImplicitEulerIntegrator's half-step solution (the
// same discretization); it stays bounded on a very stiff spring; and
// SimulatorConfig's "velocity_implicit_euler" runs it with error control.

#include "drake/systems/analysis/velocity_implicit_euler_integrator.h"

#include <cmath>
#include <memory>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/analysis/implicit_euler_integrator.h"
#include "drake/systems/analysis/runge_kutta5_integrator.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/analysis/simulator_config.h"
#include "drake/systems/analysis/simulator_config_functions.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace velocity_implicit_euler_integrator_test {

// x = (q, v, z): q̇ = 2v (N = 2), v̇ = −k·q − c·v, ż = q − a·z; ẋ = A·x.
template <typename T>
class LinearSecondOrder final : public LeafSystem<T> {
 public:
  static constexpr double k = 4.0, c = 0.5, a = 3.0;

  LinearSecondOrder() { this->DeclareContinuousState(1, 1, 1); }

  static Eigen::Matrix3d A() {
    Eigen::Matrix3d result;
    result << 0, 2, 0, -k, -c, 0, 1, 0, -a;
    return result;
  }

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    const VectorBase<T>& x = context.get_continuous_state_vector();
    (*derivatives)[0] = 2 * x[1];
    (*derivatives)[1] = -k * x[0] - c * x[1];
    (*derivatives)[2] = x[0] - a * x[2];
  }
  void DoMapVelocityToQDot(const Context<T>&,
                           const Eigen::Ref<const VectorX<T>>& v,
                           VectorBase<T>* qdot) const final {
    (*qdot)[0] = 2 * v[0];
  }
  void DoMapQDotToVelocity(const Context<T>&,
                           const Eigen::Ref<const VectorX<T>>& qdot,
                           VectorBase<T>* v) const final {
    (*v)[0] = qdot[0] / 2;
  }
};

// A damped pendulum: q̇ = v, v̇ = −(g/l)·sin q − b·v, with stiffness
// `omega2` = g/l.
class Pendulum final : public LeafSystem<double> {
 public:
  explicit Pendulum(double omega2 = 9.81, double b = 0.1)
      : omega2_(omega2), b_(b) {
    DeclareContinuousState(1, 1, 0);
  }

 private:
  void DoCalcTimeDerivatives(const Context<double>& context,
                             ContinuousState<double>* derivatives) const final {
    const VectorBase<double>& x = context.get_continuous_state_vector();
    (*derivatives)[0] = x[1];
    (*derivatives)[1] = -omega2_ * std::sin(x[0]) - b_ * x[1];
  }
  double omega2_, b_;
};

// One fixed step of size h = 0.2 from x0: the propagated state is two
// backward-Euler half steps, (I − h/2·A)⁻²·x0, and the error estimate is
// (I − h·A)⁻¹·x0 minus that. N is constant here, so lagging it one Newton
// iteration changes nothing at convergence; with accuracy 1e-12 Newton
// stops within 1e-14 (or at roundoff), and the forward-difference Jacobian
// only slows it: 1e-11.
GTEST_TEST(VelocityImplicitEulerTest, LinearStepIsTwoBackwardEulerHalfSteps) {
  LinearSecondOrder<double> system;
  auto context = system.CreateDefaultContext();
  const Eigen::Vector3d x0(0.7, -0.3, 0.2);
  context->SetContinuousState(x0);
  VelocityImplicitEulerIntegrator<double> integrator(system, context.get());
  const double h = 0.2;
  integrator.set_maximum_step_size(h);
  integrator.set_fixed_step_mode(true);
  integrator.set_target_accuracy(1e-12);
  integrator.Initialize();
  integrator.IntegrateWithMultipleStepsToTime(h);

  const Eigen::Matrix3d I = Eigen::Matrix3d::Identity();
  const Eigen::Matrix3d A = LinearSecondOrder<double>::A();
  const Eigen::Matrix3d half = (I - 0.5 * h * A).inverse();
  const Eigen::Vector3d x_two = half * half * x0;
  const Eigen::Vector3d x_full = (I - h * A).inverse() * x0;
  const Eigen::Vector3d x =
      context->get_continuous_state_vector().CopyToVector();
  EXPECT_LT((x - x_two).lpNorm<Eigen::Infinity>(), 1e-11);
  const Eigen::VectorXd err = integrator.get_error_estimate()->CopyToVector();
  EXPECT_LT((err - (x_full - x_two)).lpNorm<Eigen::Infinity>(), 1e-11);
  EXPECT_EQ(integrator.get_error_estimate_order(), 2);
  EXPECT_GT(integrator.get_num_newton_raphson_iterations(), 0);
  EXPECT_GT(integrator.get_num_jacobian_evaluations(), 0);
  // The Jacobian is 2 × 2 (v and z): forward differences cost 3 ℓ
  // evaluations per Jacobian.
  EXPECT_EQ(integrator.get_num_derivative_evaluations_for_jacobian(),
            3 * integrator.get_num_jacobian_evaluations());
}

// AutoDiffXd: seeding x0 with the identity, ∂x₁/∂x₀ = (I − h/2·A)⁻².
GTEST_TEST(VelocityImplicitEulerTest, AutoDiffSensitivities) {
  LinearSecondOrder<AutoDiffXd> system;
  auto context = system.CreateDefaultContext();
  const Eigen::Vector3d x0(0.7, -0.3, 0.2);
  VectorX<AutoDiffXd> x0_ad(3);
  for (int i = 0; i < 3; ++i) {
    x0_ad[i] = AutoDiffXd(x0[i], Eigen::Vector3d::Unit(i));
  }
  context->SetContinuousState(x0_ad);
  VelocityImplicitEulerIntegrator<AutoDiffXd> integrator(system, context.get());
  const double h = 0.2;
  integrator.set_maximum_step_size(h);
  integrator.set_fixed_step_mode(true);
  integrator.set_target_accuracy(1e-12);
  integrator.Initialize();
  integrator.IntegrateWithMultipleStepsToTime(h);
  const Eigen::Matrix3d I = Eigen::Matrix3d::Identity();
  const Eigen::Matrix3d half =
      (I - 0.5 * h * LinearSecondOrder<double>::A()).inverse();
  const Eigen::Matrix3d expected = half * half;
  for (int i = 0; i < 3; ++i) {
    const AutoDiffXd& xi = context->get_continuous_state_vector()[i];
    ASSERT_EQ(xi.derivatives().size(), 3);
    EXPECT_LT((xi.derivatives() - expected.row(i).transpose())
                  .lpNorm<Eigen::Infinity>(),
              1e-9);
  }
}

// On a nonlinear pendulum (N = I) both integrators discretize by backward
// Euler and propagate two half steps; they solve different Newton systems,
// each to 1e-2 × 1e-12, so after 20 steps they agree to 1e-10.
GTEST_TEST(VelocityImplicitEulerTest, MatchesImplicitEulerOnAPendulum) {
  Pendulum system;
  const Eigen::Vector2d x0(1.2, 0.0);
  const double h = 0.05;
  auto vie_context = system.CreateDefaultContext();
  vie_context->SetContinuousState(x0);
  VelocityImplicitEulerIntegrator<double> vie(system, vie_context.get());
  auto ie_context = system.CreateDefaultContext();
  ie_context->SetContinuousState(x0);
  ImplicitEulerIntegrator<double> ie(system, ie_context.get());
  ie.set_use_implicit_trapezoid_error_estimation(false);
  for (IntegratorBase<double>* integrator :
       std::initializer_list<IntegratorBase<double>*>{&vie, &ie}) {
    integrator->set_maximum_step_size(h);
    integrator->set_fixed_step_mode(true);
    integrator->set_target_accuracy(1e-12);
    integrator->Initialize();
    integrator->IntegrateWithMultipleStepsToTime(1.0);
  }
  const Eigen::VectorXd x_vie =
      vie_context->get_continuous_state_vector().CopyToVector();
  const Eigen::VectorXd x_ie =
      ie_context->get_continuous_state_vector().CopyToVector();
  EXPECT_LT((x_vie - x_ie).lpNorm<Eigen::Infinity>(), 1e-10)
      << x_vie.transpose() << " vs " << x_ie.transpose();
  // And the motion is real: the pendulum has swung well away from 1.2 rad.
  EXPECT_GT(std::abs(x_vie[0] - 1.2), 0.5);
}

// A spring of stiffness 1e8 (period 6e-4 s) with steps of 0.01 s: the
// L-stable step damps the fast oscillation instead of amplifying it.
GTEST_TEST(VelocityImplicitEulerTest, StiffSpringStaysBounded) {
  Pendulum system(1e8, 0.0);
  auto context = system.CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d(1e-3, 0.0));
  VelocityImplicitEulerIntegrator<double> integrator(system, context.get());
  integrator.set_maximum_step_size(0.01);
  integrator.set_fixed_step_mode(true);
  integrator.Initialize();
  integrator.IntegrateWithMultipleStepsToTime(1.0);
  const Eigen::VectorXd x =
      context->get_continuous_state_vector().CopyToVector();
  EXPECT_LT(std::abs(x[0]), 1e-3);
  EXPECT_TRUE(std::isfinite(x[1]));
}

// Through SimulatorConfig with error control: the pendulum's state at
// t = 2 s against an RK5 solution at accuracy 1e-10. The local error is
// controlled, so the global error of this first-order method falls about
// in proportion to the accuracy: by more than 3× per decade from 1e-4 to
// 1e-6, where it is below 5e-3.
GTEST_TEST(VelocityImplicitEulerTest, SimulatorConfigScheme) {
  EXPECT_THAT(GetIntegrationSchemes(),
              testing::Contains("velocity_implicit_euler"));
  Pendulum system;
  SimulatorConfig config;
  Simulator<double> reference(system);
  reference.get_mutable_context().SetContinuousState(Eigen::Vector2d(1.2, 0));
  config.integration_scheme = "runge_kutta5";
  config.accuracy = 1e-10;
  ApplySimulatorConfig(config, &reference);
  reference.AdvanceTo(2.0);
  const Eigen::VectorXd x_ref =
      reference.get_context().get_continuous_state_vector().CopyToVector();

  std::vector<double> errors;
  for (double accuracy : {1e-4, 1e-5, 1e-6}) {
    Simulator<double> simulator(system);
    simulator.get_mutable_context().SetContinuousState(Eigen::Vector2d(1.2, 0));
    config.integration_scheme = "velocity_implicit_euler";
    config.accuracy = accuracy;
    ApplySimulatorConfig(config, &simulator);
    EXPECT_EQ(ExtractSimulatorConfig(simulator).integration_scheme,
              "velocity_implicit_euler");
    simulator.AdvanceTo(2.0);
    errors.push_back(
        (simulator.get_context().get_continuous_state_vector().CopyToVector() -
         x_ref)
            .lpNorm<Eigen::Infinity>());
  }
  EXPECT_LT(errors[1], errors[0] / 3)
      << errors[0] << " " << errors[1] << " " << errors[2];
  EXPECT_LT(errors[2], errors[1] / 3)
      << errors[0] << " " << errors[1] << " " << errors[2];
  EXPECT_LT(errors[2], 5e-3) << errors[2];
}

GTEST_TEST(VelocityImplicitEulerTest, AutomaticJacobianIsRefused) {
  Pendulum system;
  auto context = system.CreateDefaultContext();
  VelocityImplicitEulerIntegrator<double> integrator(system, context.get());
  integrator.set_jacobian_computation_scheme(
      ImplicitIntegrator<double>::JacobianComputationScheme::kAutomatic);
  integrator.set_maximum_step_size(0.01);
  integrator.set_fixed_step_mode(true);
  integrator.Initialize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      integrator.IntegrateWithMultipleStepsToTime(0.01),
      "VelocityImplicitEulerIntegrator: the automatic-differentiation "
      "Jacobian is not supported yet.*");
}

}  // namespace velocity_implicit_euler_integrator_test
}  // namespace systems
}  // namespace drake
