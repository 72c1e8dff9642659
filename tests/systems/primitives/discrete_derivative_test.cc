// DiscreteDerivative and StateInterpolatorWithDiscreteDerivative: the
// backward difference of a sampled ramp is its slope once two samples have
// been taken; the transient suppression; the input history setters; scalar
// conversion; bad input.

#include "drake/systems/primitives/discrete_derivative.h"

#include <cmath>
#include <limits>
#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/trajectory_source.h"

namespace drake {
namespace systems {
namespace discrete_derivative_test {

using Eigen::Vector2d;
using Eigen::VectorXd;

// Every value below is a dyadic rational (h = 1/8, ramp coefficients are
// small integers and halves), so differences and divisions by h are exact
// in binary floating point; equalities are exact unless a comment says
// otherwise.
constexpr double kH = 0.125;

// A ramp u(t) = u0 + slope·t, two elements, over [0, 10].
trajectories::PiecewisePolynomial<double> MakeRamp(const Vector2d& u0,
                                                   const Vector2d& slope) {
  Eigen::Matrix2d samples;
  samples.col(0) = u0;
  samples.col(1) = u0 + 10.0 * slope;
  return trajectories::PiecewisePolynomial<double>::FirstOrderHold(
      Eigen::Vector2d(0.0, 10.0), samples);
}

TEST(DiscreteDerivativeTest, PortsAndAccessors) {
  const DiscreteDerivative<double> dut(3, kH);
  EXPECT_EQ(dut.get_input_port().get_name(), "u");
  EXPECT_EQ(dut.get_output_port().get_name(), "dudt");
  EXPECT_EQ(dut.get_input_port().size(), 3);
  EXPECT_EQ(dut.get_output_port().size(), 3);
  EXPECT_EQ(dut.time_step(), kH);
  EXPECT_TRUE(dut.suppress_initial_transient());
  // No direct feedthrough: the output reads only the samples in the state.
  EXPECT_FALSE(dut.HasAnyDirectFeedthrough());
  auto context = dut.CreateDefaultContext();
  // x₀, x₁ and the sample counter.
  EXPECT_EQ(context->num_discrete_state_groups(), 3);
  const DiscreteDerivative<double> plain(3, kH, false);
  EXPECT_FALSE(plain.suppress_initial_transient());
  EXPECT_EQ(plain.CreateDefaultContext()->num_discrete_state_groups(), 2);
}

// Simulated against a ramp u(t) = u0 + s·t sampled at t = 0, h, 2h, ...:
// after the samples at 0..kh (k ≥ 1) the output is (u(kh) − u((k−1)h))/h = s
// exactly. Before the second sample, the suppressed output is zero, the
// unsuppressed one (u(0) − 0)/h.
void CheckRamp(bool suppress) {
  const Vector2d u0(1.0, -2.0);
  const Vector2d slope(3.0, 0.5);
  DiagramBuilder<double> builder;
  auto* ramp = builder.AddSystem<TrajectorySource<double>>(MakeRamp(u0, slope));
  auto* dut = builder.AddSystem<DiscreteDerivative<double>>(2, kH, suppress);
  builder.Connect(ramp->get_output_port(), dut->get_input_port());
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  const Context<double>& dut_context =
      dut->GetMyContextFromRoot(simulator.get_context());

  // only the sample at t = 0 has been taken.
  simulator.AdvanceTo(0.5 * kH);
  const VectorXd first = dut->get_output_port().Eval(dut_context);
  if (suppress) {
    EXPECT_EQ(first, Vector2d::Zero());
  } else {
    EXPECT_EQ(first, u0 / kH);
  }
  // two or more samples: the slope, exactly (see kH).
  for (int k = 1; k <= 6; ++k) {
    simulator.AdvanceTo((k + 0.5) * kH);
    EXPECT_EQ(dut->get_output_port().Eval(dut_context), slope) << "k = " << k;
  }
}

TEST(DiscreteDerivativeTest, RampWithSuppression) { CheckRamp(true); }

TEST(DiscreteDerivativeTest, RampWithoutSuppression) { CheckRamp(false); }

// The forced discrete update is the same shift as the periodic one.
TEST(DiscreteDerivativeTest, ForcedUpdateShiftsHistory) {
  const DiscreteDerivative<double> dut(1, kH);
  auto context = dut.CreateDefaultContext();
  dut.get_input_port().FixValue(context.get(), Vector1d(2.0));
  dut.ExecuteForcedEvents(context.get(), false);
  // one sample: held at zero.
  EXPECT_EQ(dut.get_output_port().Eval(*context)[0], 0.0);
  dut.get_input_port().FixValue(context.get(), Vector1d(2.5));
  dut.ExecuteForcedEvents(context.get(), false);
  // (2.5 − 2)/h = 4.
  EXPECT_EQ(dut.get_output_port().Eval(*context)[0], 4.0);
  EXPECT_EQ(context->get_discrete_state(2)[0], 2.0);
}

TEST(DiscreteDerivativeTest, InputHistoryEndsSuppression) {
  const DiscreteDerivative<double> dut(2, kH);
  auto context = dut.CreateDefaultContext();
  dut.set_input_history(context.get(), Vector2d(1.0, 2.0), Vector2d(0.5, 2.25));
  // (u_n − u_{n−1})/h at once, although no sample has been taken.
  EXPECT_EQ(dut.get_output_port().Eval(*context), Vector2d(4.0, -2.0));
  EXPECT_EQ(context->get_discrete_state(2)[0], 2.0);
  dut.set_input_history(context.get(), Vector2d(7.0, 8.0));
  EXPECT_EQ(dut.get_output_port().Eval(*context), Vector2d::Zero());
  EXPECT_EQ(context->get_discrete_state(0).value(), Vector2d(7.0, 8.0));
  EXPECT_EQ(context->get_discrete_state(1).value(), Vector2d(7.0, 8.0));

  // the State overload, on a state cloned from the context.
  auto state = context->CloneState();
  dut.set_input_history(state.get(), Vector2d(1.0, 1.0), Vector2d(0.0, 0.0));
  context->get_mutable_state().SetFrom(*state);
  EXPECT_EQ(dut.get_output_port().Eval(*context), Vector2d(8.0, 8.0));
}

// The output is linear in the history: ∂y/∂u_n = I/h, ∂y/∂u_{n−1} = −I/h.
TEST(DiscreteDerivativeTest, AutoDiffGradient) {
  const DiscreteDerivative<double> dut(2, kH);
  std::unique_ptr<DiscreteDerivative<AutoDiffXd>> ad =
      System<double>::ToAutoDiffXd(dut);
  EXPECT_EQ(ad->time_step(), kH);
  EXPECT_TRUE(ad->suppress_initial_transient());
  auto context = ad->CreateDefaultContext();
  VectorX<AutoDiffXd> u_n(2), u_prev(2);
  for (int i = 0; i < 2; ++i) {
    u_n[i] = AutoDiffXd(1.0 + i, VectorXd::Unit(4, i));
    u_prev[i] = AutoDiffXd(0.5 * i, VectorXd::Unit(4, 2 + i));
  }
  ad->set_input_history(context.get(), u_n, u_prev);
  const VectorX<AutoDiffXd> y = ad->get_output_port().Eval(*context);
  for (int i = 0; i < 2; ++i) {
    EXPECT_EQ(y[i].value(), (1.0 + i - 0.5 * i) / kH);
    VectorXd expected = VectorXd::Zero(4);
    expected[i] = 1.0 / kH;
    expected[2 + i] = -1.0 / kH;
    EXPECT_EQ(y[i].derivatives(), expected);
  }
  // the unsuppressed variant converts too.
  const DiscreteDerivative<double> plain(1, kH, false);
  EXPECT_FALSE(
      System<double>::ToAutoDiffXd(plain)->suppress_initial_transient());
}

TEST(DiscreteDerivativeTest, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(DiscreteDerivative<double>(0, kH),
                              "DiscreteDerivative: num_inputs must be "
                              "positive; got 0.");
  DRAKE_EXPECT_THROWS_MESSAGE(DiscreteDerivative<double>(1, 0.0),
                              "DiscreteDerivative: the time_step must be "
                              "positive and finite; got 0.");
  DRAKE_EXPECT_THROWS_MESSAGE(DiscreteDerivative<double>(1, -1.0),
                              ".*time_step.*got -1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DiscreteDerivative<double>(1, std::numeric_limits<double>::infinity()),
      ".*time_step.*got inf.*");
  DiscreteDerivative<double> dut(2, kH);
  dut.set_name("velocity_estimator");
  auto context = dut.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.set_input_history(context.get(), VectorXd::Zero(3)),
      "DiscreteDerivative 'velocity_estimator': set_input_history\\(\\) got "
      "vectors of sizes 3 and 3; the input has size 2.");
  // a context of another system.
  const DiscreteDerivative<double> other(2, kH);
  auto other_context = other.CreateDefaultContext();
  EXPECT_THROW(dut.set_input_history(other_context.get(), Vector2d::Zero()),
               std::logic_error);
  // another system's state (here shaped differently, too).
  const DiscreteDerivative<double> plain(2, kH, false);
  auto plain_state = plain.CreateDefaultContext()->CloneState();
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.set_input_history(plain_state.get(), Vector2d::Zero(),
                            Vector2d::Zero()),
      "drake::systems::State<double> was not created for "
      "drake::systems::DiscreteDerivative<double> System "
      "::velocity_estimator; it belongs to a different System.");
}

TEST(StateInterpolatorTest, PortsAndFeedthrough) {
  const StateInterpolatorWithDiscreteDerivative<double> dut(2, kH);
  EXPECT_EQ(dut.num_input_ports(), 1);
  EXPECT_EQ(dut.num_output_ports(), 1);
  EXPECT_EQ(dut.get_input_port(0).get_name(), "position");
  EXPECT_EQ(dut.get_output_port(0).get_name(), "state");
  EXPECT_EQ(dut.get_output_port(0).size(), 4);
  EXPECT_TRUE(dut.suppress_initial_transient());
  EXPECT_FALSE(StateInterpolatorWithDiscreteDerivative<double>(1, kH, false)
                   .suppress_initial_transient());
  // the position passes straight through.
  EXPECT_TRUE(dut.HasDirectFeedthrough(0, 0));
}

// set_initial_state(q, v) makes the velocity half v at once; the position
// half is the input.
TEST(StateInterpolatorTest, InitialState) {
  const StateInterpolatorWithDiscreteDerivative<double> dut(2, kH);
  auto context = dut.CreateDefaultContext();
  const Vector2d q(0.25, -1.0);
  const Vector2d v(2.0, 3.5);
  dut.get_input_port(0).FixValue(context.get(), q);
  // default: suppressed, so the velocity is zero.
  Eigen::Vector4d expected;
  expected << q, 0.0, 0.0;
  EXPECT_EQ(dut.get_output_port(0).Eval(*context), expected);
  dut.set_initial_state(context.get(), q, v);
  expected << q, v;
  EXPECT_EQ(dut.get_output_port(0).Eval(*context), expected);
  dut.set_initial_position(context.get(), Vector2d(5.0, 6.0));
  expected << q, 0.0, 0.0;
  EXPECT_EQ(dut.get_output_port(0).Eval(*context), expected);

  // the State overloads on a clone, copied back.
  auto state = context->CloneState();
  dut.set_initial_state(state.get(), q, -v);
  context->get_mutable_state().SetFrom(*state);
  expected << q, -v;
  EXPECT_EQ(dut.get_output_port(0).Eval(*context), expected);

  // Another interpolator's state is rejected by both overloads.
  const StateInterpolatorWithDiscreteDerivative<double> other(2, kH);
  auto other_state = other.CreateDefaultContext()->CloneState();
  const std::string foreign =
      "drake::systems::State<double> was not created for "
      "drake::systems::StateInterpolatorWithDiscreteDerivative<double> System "
      "::_; it belongs to a different System.";
  DRAKE_EXPECT_THROWS_MESSAGE(dut.set_initial_state(other_state.get(), q, v),
                              foreign);
  DRAKE_EXPECT_THROWS_MESSAGE(dut.set_initial_position(other_state.get(), q),
                              foreign);
}

// Driven by a ramp, the output is [u(t); s] once two samples are taken.
TEST(StateInterpolatorTest, Ramp) {
  const Vector2d u0(1.0, -2.0);
  const Vector2d slope(3.0, 0.5);
  DiagramBuilder<double> builder;
  auto* ramp = builder.AddSystem<TrajectorySource<double>>(MakeRamp(u0, slope));
  auto* dut =
      builder.AddSystem<StateInterpolatorWithDiscreteDerivative<double>>(2, kH);
  builder.Connect(ramp->get_output_port(), dut->get_input_port(0));
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  const Context<double>& dut_context =
      dut->GetMyContextFromRoot(simulator.get_context());
  simulator.AdvanceTo(0.5 * kH);
  Eigen::Vector4d expected;
  expected << u0 + 0.5 * kH * slope, 0.0, 0.0;
  EXPECT_EQ(dut->get_output_port(0).Eval(dut_context), expected);
  simulator.AdvanceTo(3.5 * kH);
  expected << u0 + 3.5 * kH * slope, slope;
  EXPECT_EQ(dut->get_output_port(0).Eval(dut_context), expected);
}

// A Diagram subclass converts to a plain Diagram with the same ports.
TEST(StateInterpolatorTest, ToAutoDiffXd) {
  const StateInterpolatorWithDiscreteDerivative<double> dut(1, kH);
  std::unique_ptr<System<AutoDiffXd>> ad = dut.ToAutoDiffXd();
  ASSERT_NE(ad, nullptr);
  EXPECT_EQ(ad->get_input_port(0).get_name(), "position");
  EXPECT_EQ(ad->get_output_port(0).size(), 2);
  auto context = ad->CreateDefaultContext();
  ad->get_input_port(0).FixValue(context.get(), Vector1<AutoDiffXd>(1.5));
  EXPECT_EQ(ad->get_output_port(0).Eval(*context)[0].value(), 1.5);
}

TEST(StateInterpolatorTest, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      StateInterpolatorWithDiscreteDerivative<double>(0, kH),
      "StateInterpolatorWithDiscreteDerivative: num_positions must be "
      "positive; got 0.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      StateInterpolatorWithDiscreteDerivative<double>(2, -0.5),
      ".*time_step must be positive and finite; got -0.5.");
  StateInterpolatorWithDiscreteDerivative<double> dut(2, kH);
  dut.set_name("interp");
  auto context = dut.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.set_initial_state(context.get(), Vector2d::Zero(), VectorXd::Zero(3)),
      "StateInterpolatorWithDiscreteDerivative 'interp': "
      "set_initial_state\\(\\) "
      "got a position of size 2 and a velocity of size 3; both must have size "
      "2.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.set_initial_position(context.get(), VectorXd::Zero(1)),
      ".*sizes 1 and 1; the input has size 2.");
}

}  // namespace discrete_derivative_test
}  // namespace systems
}  // namespace drake
