// DiscreteTimeIntegrator: explicit Euler sums against their closed forms
// (constant and ramp inputs), the output timing n = ceil(t/h), AutoDiffXd
// gradients, bad input.

#include "drake/systems/primitives/discrete_time_integrator.h"

#include <cmath>
#include <limits>
#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/constant_vector_source.h"
#include "drake/systems/primitives/trajectory_source.h"

namespace drake {
namespace systems {
namespace discrete_time_integrator_test {

using Eigen::Vector2d;
using Eigen::VectorXd;

// h = 1/4 and small-integer inputs: every sum below is a dyadic rational
// well inside double precision, so the comparisons are exact.
constexpr double kH = 0.25;

TEST(DiscreteTimeIntegratorTest, PortsAndAccessors) {
  const DiscreteTimeIntegrator<double> dut(2, kH);
  EXPECT_EQ(dut.get_input_port().get_name(), "u");
  EXPECT_EQ(dut.get_output_port().get_name(), "y");
  EXPECT_EQ(dut.get_output_port().size(), 2);
  EXPECT_EQ(dut.time_step(), kH);
  EXPECT_FALSE(dut.HasAnyDirectFeedthrough());
  auto context = dut.CreateDefaultContext();
  // x[0] = 0.
  EXPECT_EQ(dut.get_output_port().Eval(*context), Vector2d::Zero());
  dut.set_integral_value(context.get(), Vector2d(1.5, -2.0));
  EXPECT_EQ(dut.get_output_port().Eval(*context), Vector2d(1.5, -2.0));
}

// Constant input c from x[0] = x0: x[n] = x0 + n·h·c, and the output at t
// is x[ceil(t/h)].
TEST(DiscreteTimeIntegratorTest, ConstantInput) {
  const Vector2d c(3.0, -1.0);
  const Vector2d x0(0.5, 2.0);
  DiagramBuilder<double> builder;
  auto* source = builder.AddSystem<ConstantVectorSource<double>>(c);
  auto* dut = builder.AddSystem<DiscreteTimeIntegrator<double>>(2, kH);
  builder.Connect(source->get_output_port(), dut->get_input_port());
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  Context<double>& dut_context =
      dut->GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  dut->set_integral_value(&dut_context, x0);
  for (const double t : {0.1, 0.25, 0.3, 1.0, 1.125, 2.0}) {
    simulator.AdvanceTo(t);
    const int n = static_cast<int>(std::ceil(t / kH));
    EXPECT_EQ(dut->get_output_port().Eval(dut_context), x0 + n * kH * c)
        << "t = " << t;
  }
}

// Ramp input u(t) = s·t: the left Riemann sum
// x[n] = h·Σ_{k<n} s·k·h = s·h²·n(n−1)/2.
TEST(DiscreteTimeIntegratorTest, RampInput) {
  const double s = 2.0;
  const auto ramp = trajectories::PiecewisePolynomial<double>::FirstOrderHold(
      Vector2d(0.0, 10.0), Eigen::RowVector2d(0.0, 10.0 * s));
  DiagramBuilder<double> builder;
  auto* source = builder.AddSystem<TrajectorySource<double>>(ramp);
  auto* dut = builder.AddSystem<DiscreteTimeIntegrator<double>>(1, kH);
  builder.Connect(source->get_output_port(), dut->get_input_port());
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  const Context<double>& dut_context =
      dut->GetMyContextFromRoot(simulator.get_context());
  for (int n = 1; n <= 12; ++n) {
    simulator.AdvanceTo(n * kH);
    EXPECT_EQ(dut->get_output_port().Eval(dut_context)[0],
              s * kH * kH * n * (n - 1) / 2.0)
        << "n = " << n;
  }
}

// Simulated in AutoDiffXd with u carrying ∂u/∂u = 1: after n steps
// x = n·h·u and ∂x/∂u = n·h.
TEST(DiscreteTimeIntegratorTest, AutoDiffGradient) {
  const DiscreteTimeIntegrator<double> dut(1, kH);
  std::unique_ptr<DiscreteTimeIntegrator<AutoDiffXd>> ad =
      System<double>::ToAutoDiffXd(dut);
  EXPECT_EQ(ad->time_step(), kH);
  EXPECT_EQ(ad->get_input_port().size(), 1);
  Simulator<AutoDiffXd> simulator(*ad);
  ad->get_input_port().FixValue(
      &simulator.get_mutable_context(),
      Vector1<AutoDiffXd>(AutoDiffXd(3.0, Vector1d(1.0))));
  simulator.AdvanceTo(1.0);
  const AutoDiffXd x = ad->get_output_port().Eval(simulator.get_context())[0];
  EXPECT_EQ(x.value(), 4 * kH * 3.0);
  ASSERT_EQ(x.derivatives().size(), 1);
  EXPECT_EQ(x.derivatives()[0], 4 * kH);
}

TEST(DiscreteTimeIntegratorTest, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      DiscreteTimeIntegrator<double>(0, kH),
      "DiscreteTimeIntegrator: the size must be positive; got 0.");
  DRAKE_EXPECT_THROWS_MESSAGE(DiscreteTimeIntegrator<double>(1, 0.0),
                              "DiscreteTimeIntegrator: the time_step must be "
                              "positive and finite; got 0.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DiscreteTimeIntegrator<double>(1, std::nan("")),
      ".*time_step must be positive and finite; got nan.");
  DiscreteTimeIntegrator<double> dut(2, kH);
  dut.set_name("odometer");
  auto context = dut.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.set_integral_value(context.get(), VectorXd::Zero(3)),
      "DiscreteTimeIntegrator 'odometer': set_integral_value\\(\\) got a value "
      "of size 3; the integrator has size 2.");
  const DiscreteTimeIntegrator<double> other(2, kH);
  auto other_context = other.CreateDefaultContext();
  EXPECT_THROW(dut.set_integral_value(other_context.get(), Vector2d::Zero()),
               std::logic_error);
}

}  // namespace discrete_time_integrator_test
}  // namespace systems
}  // namespace drake
