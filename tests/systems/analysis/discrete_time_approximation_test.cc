// DiscreteTimeApproximation: the zero-order-hold discretization of linear
// and affine systems against closed forms, and the general (integrated)
// version against the exact one on the same linear system.

#include "drake/systems/analysis/discrete_time_approximation.h"

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/primitives/zero_order_hold.h"

namespace drake {
namespace systems {
namespace discrete_time_approximation_test {

TEST(DiscreteTimeApproximationTest, DoubleIntegratorIsExact) {
  // q̈ = u: A_d = [1 h; 0 1], B_d = [h²/2; h] exactly.
  Eigen::Matrix2d A;
  A << 0, 1, 0, 0;
  const LinearSystem<double> continuous(A, Eigen::Vector2d(0, 1),
                                        Eigen::Matrix2d::Identity(),
                                        Eigen::Vector2d::Zero());
  const double h = 0.1;
  const auto discrete = DiscreteTimeApproximation(continuous, h);
  EXPECT_EQ(discrete->time_period(), h);
  // e^{Mh} of a nilpotent M is its truncated series: roundoff only.
  EXPECT_NEAR(discrete->A()(0, 0), 1.0, 1e-15);
  EXPECT_NEAR(discrete->A()(0, 1), h, 1e-15);
  EXPECT_NEAR(discrete->A()(1, 0), 0.0, 1e-15);
  EXPECT_NEAR(discrete->B()(0), h * h / 2, 1e-15);
  EXPECT_NEAR(discrete->B()(1), h, 1e-15);
  EXPECT_EQ(discrete->C(), continuous.C());
  EXPECT_EQ(discrete->D(), continuous.D());

  DRAKE_EXPECT_THROWS_MESSAGE(
      DiscreteTimeApproximation(*discrete, h),
      ".*the linear system must be continuous, but its time_period is 0.1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DiscreteTimeApproximation(continuous, 0.0),
      ".*time_period must be positive and finite, but it is 0.*");
}

TEST(DiscreteTimeApproximationTest, AffineScalar) {
  // ẋ = a x + b u + f: x[n+1] = e^{ah} x + (e^{ah} − 1)/a (b u + f).
  const double a = -2.0, b = 3.0, f = 0.5, h = 0.25;
  const AffineSystem<double> continuous(Vector1d(a), Vector1d(b), Vector1d(f),
                                        Vector1d(1), Vector1d(0), Vector1d(7));
  const auto discrete = DiscreteTimeApproximation(continuous, h);
  const double ea = std::exp(a * h);
  // Padé approximation of the exponential: accurate to roundoff here.
  EXPECT_NEAR(discrete->A()(0, 0), ea, 1e-14);
  EXPECT_NEAR(discrete->B()(0, 0), (ea - 1) / a * b, 1e-14);
  EXPECT_NEAR(discrete->f0()(0), (ea - 1) / a * f, 1e-14);
  EXPECT_EQ(discrete->y0()(0), 7.0);
  EXPECT_EQ(discrete->time_period(), h);
}

TEST(DiscreteTimeApproximationTest, IntegratedMatchesExact) {
  // A damped oscillator with one input and output y = x.
  Eigen::Matrix2d A;
  A << 0, 1, -4, -0.4;
  auto continuous = std::make_shared<LinearSystem<double>>(
      A, Eigen::Vector2d(0, 1), Eigen::Matrix2d::Identity(),
      Eigen::Vector2d::Zero());
  const double h = 0.05;
  const auto exact = DiscreteTimeApproximation(*continuous, h);
  SimulatorConfig config;
  config.accuracy = 1e-10;
  const std::unique_ptr<System<double>> integrated =
      DiscreteTimeApproximation<double>(continuous, h, config);
  ASSERT_EQ(integrated->num_input_ports(), 1);
  ASSERT_EQ(integrated->num_output_ports(), 1);
  EXPECT_EQ(integrated->get_input_port(0).get_name(),
            continuous->get_input_port().get_name());
  double period = 0;
  EXPECT_TRUE(integrated->IsDifferenceEquationSystem(&period));
  EXPECT_EQ(period, h);

  const Eigen::Vector2d x0(1.0, -0.5);
  Simulator<double> sim_exact(*exact);
  Simulator<double> sim_integrated(*integrated);
  sim_exact.get_mutable_context().SetDiscreteState(x0);
  sim_integrated.get_mutable_context().SetDiscreteState(x0);
  exact->get_input_port().FixValue(&sim_exact.get_mutable_context(), 0.3);
  integrated->get_input_port(0).FixValue(&sim_integrated.get_mutable_context(),
                                         0.3);
  sim_exact.AdvanceTo(1.0);
  sim_integrated.AdvanceTo(1.0);
  // 20 updates of RK3 at accuracy 1e-10: a few 1e-10 each.
  const Eigen::VectorXd x_exact =
      sim_exact.get_context().get_discrete_state(0).value();
  const Eigen::VectorXd x_integrated =
      sim_integrated.get_context().get_discrete_state(0).value();
  EXPECT_TRUE(x_integrated.isApprox(x_exact, 1e-8))
      << x_integrated.transpose() << " vs " << x_exact.transpose();
  // The output is the continuous system's output at the discrete state.
  EXPECT_TRUE(integrated->get_output_port(0)
                  .Eval(sim_integrated.get_context())
                  .isApprox(x_integrated, 1e-15));
}

TEST(DiscreteTimeApproximationTest, BadSystems) {
  const ZeroOrderHold<double> discrete(0.1, 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      DiscreteTimeApproximation<double>(discrete, 0.1),
      ".*must have continuous state only, but it has 0 continuous states, 1 "
      "discrete state groups and 0 abstract states.*");
  const LinearSystem<double> continuous(Vector1d(-1), Vector1d(1), Vector1d(1),
                                        Vector1d(0));
  SimulatorConfig config;
  config.integration_scheme = "runge_kutta4";
  DRAKE_EXPECT_THROWS_MESSAGE(
      DiscreteTimeApproximation<double>(
          static_cast<const System<double>&>(continuous), 0.1, config),
      "Unknown integration scheme 'runge_kutta4'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DiscreteTimeApproximation<double>(
          static_cast<const System<double>&>(continuous), -1.0),
      ".*time_period must be positive and finite, but it is -1.*");
}

}  // namespace discrete_time_approximation_test
}  // namespace systems
}  // namespace drake
