// Each primitive's output checked against its definition, its ports by
// name, its scalar conversion to AutoDiffXd, and its bad-input checks.

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/symbolic/expression.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/adder.h"
#include "drake/systems/primitives/affine_system.h"
#include "drake/systems/primitives/constant_value_source.h"
#include "drake/systems/primitives/constant_vector_source.h"
#include "drake/systems/primitives/demultiplexer.h"
#include "drake/systems/primitives/discrete_time_delay.h"
#include "drake/systems/primitives/first_order_low_pass_filter.h"
#include "drake/systems/primitives/gain.h"
#include "drake/systems/primitives/integrator.h"
#include "drake/systems/primitives/linear_system.h"
#include "drake/systems/primitives/matrix_gain.h"
#include "drake/systems/primitives/multiplexer.h"
#include "drake/systems/primitives/pass_through.h"
#include "drake/systems/primitives/saturation.h"
#include "drake/systems/primitives/sine.h"
#include "drake/systems/primitives/vector_log_sink.h"
#include "drake/systems/primitives/zero_order_hold.h"

namespace drake {
namespace systems {
namespace primitives_test {

using Eigen::Vector2d;
using Eigen::Vector3d;
using Eigen::VectorXd;

// Evaluates output `port` of `system` with inputs fixed to `inputs`.
VectorXd EvalOutput(const System<double>& system,
                    const std::vector<VectorXd>& inputs, int port = 0,
                    Context<double>* context_in = nullptr) {
  std::unique_ptr<Context<double>> owned;
  Context<double>* context = context_in;
  if (context == nullptr) {
    owned = system.CreateDefaultContext();
    context = owned.get();
  }
  for (size_t i = 0; i < inputs.size(); ++i) {
    system.get_input_port(i).FixValue(context, inputs[i]);
  }
  return system.get_output_port(port).Eval(*context);
}

// Exact arithmetic in these checks (sums and products of small
// integers/halves), so equality is exact.

GTEST_TEST(AdderTest, SumsInputs) {
  Adder<double> adder(3, 2);
  EXPECT_EQ(adder.num_input_ports(), 3);
  EXPECT_EQ(adder.get_input_port(1).get_name(), "u1");
  EXPECT_EQ(adder.get_output_port().get_name(), "sum");
  EXPECT_EQ(
      EvalOutput(adder, {Vector2d(1, 2), Vector2d(3, 4), Vector2d(-1, 0.5)}),
      Vector2d(3, 6.5));
  EXPECT_TRUE(adder.HasDirectFeedthrough(0, 0));
  auto ad = adder.ToAutoDiffXd();
  EXPECT_EQ(ad->num_input_ports(), 3);
}

GTEST_TEST(GainTest, ScalesElementwise) {
  Gain<double> gain(2.5, 3);
  EXPECT_EQ(gain.get_gain(), 2.5);
  EXPECT_EQ(gain.get_input_port().get_name(), "u");
  EXPECT_EQ(gain.get_output_port().get_name(), "y");
  EXPECT_EQ(EvalOutput(gain, {Vector3d(1, -2, 4)}), Vector3d(2.5, -5, 10));
  Gain<double> per_element(Vector2d(2, -1));
  EXPECT_THROW(per_element.get_gain(), std::logic_error);
  EXPECT_EQ(EvalOutput(per_element, {Vector2d(3, 3)}), Vector2d(6, -3));
  auto ad = per_element.ToAutoDiffXd();
  EXPECT_EQ(ad->get_output_port(0).size(), 2);
}

GTEST_TEST(MatrixGainTest, MultipliesByD) {
  Eigen::Matrix<double, 2, 3> D;
  D << 1, 2, 3, 4, 5, 6;
  MatrixGain<double> gain(D);
  EXPECT_EQ(gain.get_input_port().get_name(), "u0");
  EXPECT_EQ(gain.get_output_port().get_name(), "y0");
  EXPECT_EQ(gain.num_continuous_states(), 0);
  EXPECT_EQ(EvalOutput(gain, {Vector3d(1, 0, -1)}), Vector2d(-2, -2));
  MatrixGain<double> identity(2);
  EXPECT_EQ(EvalOutput(identity, {Vector2d(7, 8)}), Vector2d(7, 8));
  EXPECT_NE(gain.ToAutoDiffXd(), nullptr);
}

GTEST_TEST(PassThroughTest, VectorAndAbstract) {
  PassThrough<double> pass(2);
  EXPECT_EQ(pass.get_input_port().get_name(), "u");
  EXPECT_EQ(pass.get_output_port().get_name(), "y");
  EXPECT_EQ(EvalOutput(pass, {Vector2d(1, 2)}), Vector2d(1, 2));
  EXPECT_TRUE(pass.HasDirectFeedthrough(0, 0));

  PassThrough<double> abstract(Value<std::string>("model"));
  auto context = abstract.CreateDefaultContext();
  abstract.get_input_port().FixValue(context.get(), std::string("hello"));
  EXPECT_EQ(abstract.get_output_port().Eval<std::string>(*context), "hello");
  auto ad = pass.ToAutoDiffXd();
  EXPECT_EQ(ad->get_output_port(0).size(), 2);
}

GTEST_TEST(MultiplexerTest, StacksAndSplits) {
  Multiplexer<double> mux(std::vector<int>{1, 2});
  EXPECT_EQ(mux.get_input_port(0).get_name(), "u0");
  EXPECT_EQ(mux.get_output_port(0).get_name(), "y0");
  EXPECT_EQ(EvalOutput(mux, {Vector1d(1), Vector2d(2, 3)}), Vector3d(1, 2, 3));
  Multiplexer<double> scalars(3);
  EXPECT_EQ(scalars.num_input_ports(), 3);

  Demultiplexer<double> demux(std::vector<int>{2, 1});
  auto context = demux.CreateDefaultContext();
  demux.get_input_port(0).FixValue(context.get(), Vector3d(4, 5, 6));
  EXPECT_EQ(VectorXd(demux.get_output_port(0).Eval(*context)), Vector2d(4, 5));
  EXPECT_EQ(VectorXd(demux.get_output_port(1).Eval(*context)), Vector1d(6));
  EXPECT_EQ(demux.get_output_port(1).get_name(), "y1");
  Demultiplexer<double> pairs(4, 2);
  EXPECT_EQ(pairs.num_output_ports(), 2);
  EXPECT_THROW(Demultiplexer<double>(5, 2), std::logic_error);
  EXPECT_NE(mux.ToAutoDiffXd(), nullptr);
  EXPECT_NE(demux.ToAutoDiffXd(), nullptr);
}

GTEST_TEST(SaturationTest, ClampsToLimits) {
  Saturation<double> sat(Vector3d(-1, -1, 0), Vector3d(1, 2, 0.5));
  EXPECT_EQ(sat.get_input_port().get_name(), "u0");
  EXPECT_EQ(sat.get_output_port().get_name(), "y0");
  EXPECT_EQ(EvalOutput(sat, {Vector3d(-5, 1.5, 7)}), Vector3d(-1, 1.5, 0.5));
  EXPECT_THROW(Saturation<double>(Vector1d(1), Vector1d(0)), std::logic_error);
  EXPECT_THROW(sat.get_min_value_port(), std::logic_error);

  Saturation<double> variable(2);
  auto context = variable.CreateDefaultContext();
  variable.get_input_port().FixValue(context.get(), Vector2d(-3, 3));
  variable.get_min_value_port().FixValue(context.get(), Vector2d(-1, -1));
  // No max: +∞.
  EXPECT_EQ(VectorXd(variable.get_output_port().Eval(*context)),
            Vector2d(-1, 3));
  auto ad = sat.ToAutoDiffXd();
  EXPECT_EQ(ad->get_output_port(0).size(), 3);
}

GTEST_TEST(ConstantSourcesTest, OutputTheirValues) {
  ConstantVectorSource<double> source(Vector2d(3, 4));
  EXPECT_EQ(source.get_output_port(0).get_name(), "y0");
  auto context = source.CreateDefaultContext();
  EXPECT_EQ(VectorXd(source.get_output_port(0).Eval(*context)), Vector2d(3, 4));
  // The value is a parameter: each context may change it.
  source.get_mutable_source_value(context.get()).SetFromVector(Vector2d(5, 6));
  EXPECT_EQ(VectorXd(source.get_output_port(0).Eval(*context)), Vector2d(5, 6));
  EXPECT_EQ(source.get_source_value(*context).value(), Vector2d(5, 6));
  auto ad = source.ToAutoDiffXd();
  auto ad_context = ad->CreateDefaultContext();
  EXPECT_EQ(ad->get_output_port(0).Eval(*ad_context)[1].value(), 4.0);

  ConstantValueSource<double> value_source(Value<std::string>("hi"));
  auto value_context = value_source.CreateDefaultContext();
  EXPECT_EQ(value_source.get_output_port(0).Eval<std::string>(*value_context),
            "hi");
}

// y = a·sin(ωt + φ) and its derivatives, at t = 0.3 s (tolerance: a few
// ulps of values of order 1).
GTEST_TEST(SineTest, ValueAndDerivatives) {
  const double a = 2.0, w = 3.0, phi = 0.5, t = 0.3;
  Sine<double> sine(a, w, phi, 2);
  auto context = sine.CreateDefaultContext();
  context->SetTime(t);
  const double angle = w * t + phi;
  EXPECT_NEAR(sine.get_output_port(0).Eval(*context)[1], a * std::sin(angle),
              1e-15);
  EXPECT_NEAR(sine.get_output_port(1).Eval(*context)[0],
              a * w * std::cos(angle), 1e-14);
  EXPECT_NEAR(sine.get_output_port(2).Eval(*context)[0],
              -a * w * w * std::sin(angle), 1e-14);
  EXPECT_EQ(sine.amplitude(), a);
  EXPECT_TRUE(sine.is_time_based());

  Sine<double> input_based(a, w, phi, 1, false);
  EXPECT_EQ(input_based.num_input_ports(), 1);
  EXPECT_NEAR(EvalOutput(input_based, {Vector1d(t)})[0], a * std::sin(angle),
              1e-15);
  EXPECT_NE(sine.ToAutoDiffXd(), nullptr);
}

// ẋ = u: the derivative is the input; the output is the state.
GTEST_TEST(IntegratorTest, DerivativeIsInput) {
  Integrator<double> integrator(2);
  auto context = integrator.CreateDefaultContext();
  EXPECT_EQ(integrator.get_input_port(0).get_name(), "u0");
  EXPECT_EQ(integrator.get_output_port(0).get_name(), "y0");
  EXPECT_FALSE(integrator.HasAnyDirectFeedthrough());
  integrator.set_integral_value(context.get(), Vector2d(1, 2));
  integrator.get_input_port(0).FixValue(context.get(), Vector2d(-1, 3));
  EXPECT_EQ(integrator.EvalTimeDerivatives(*context).CopyToVector(),
            Vector2d(-1, 3));
  EXPECT_EQ(VectorXd(integrator.get_output_port(0).Eval(*context)),
            Vector2d(1, 2));
  // Simulated for 2 s with a constant input: x = x0 + 2u exactly (RK3 is
  // exact for linear-in-time solutions, to roundoff).
  Simulator<double> simulator(integrator, std::move(context));
  simulator.AdvanceTo(2.0);
  EXPECT_TRUE(simulator.get_context()
                  .get_continuous_state_vector()
                  .CopyToVector()
                  .isApprox(Vector2d(-1, 8), 1e-14));
  EXPECT_NE(integrator.ToAutoDiffXd(), nullptr);
}

// The initial value given at construction (or set later as the default)
// is the default state, and survives scalar conversion.
GTEST_TEST(IntegratorTest, InitialValue) {
  Integrator<double> integrator(Vector2d(0.5, -1.5));
  EXPECT_EQ(integrator.num_continuous_states(), 2);
  auto context = integrator.CreateDefaultContext();
  EXPECT_EQ(context->get_continuous_state_vector().CopyToVector(),
            Vector2d(0.5, -1.5));
  EXPECT_EQ(VectorXd(integrator.get_output_port(0).Eval(*context)),
            Vector2d(0.5, -1.5));
  integrator.set_default_integral_value(Vector2d(3, 4));
  integrator.SetDefaultContext(context.get());
  EXPECT_EQ(context->get_continuous_state_vector().CopyToVector(),
            Vector2d(3, 4));
  EXPECT_THROW(integrator.set_default_integral_value(VectorXd::Zero(3)),
               std::logic_error);
  auto autodiff = integrator.ToAutoDiffXd();
  auto autodiff_context = autodiff->CreateDefaultContext();
  EXPECT_EQ(autodiff_context->get_continuous_state_vector()[1].value(), 4.0);
  // The size-only constructor starts at zero.
  Integrator<double> zero(3);
  EXPECT_EQ(
      zero.CreateDefaultContext()->get_continuous_state_vector().CopyToVector(),
      VectorXd::Zero(3));
}

// τ·ż = u − z; from z(0) = 0 under a unit step, z(t) = 1 − e^{−t/τ}.
// Default RK3 at accuracy 1e-4: within 1e-4.
GTEST_TEST(FirstOrderLowPassFilterTest, StepResponse) {
  const double tau = 0.5;
  FirstOrderLowPassFilter<double> filter(tau, 1);
  EXPECT_EQ(filter.get_time_constant(), tau);
  auto context = filter.CreateDefaultContext();
  filter.get_input_port(0).FixValue(context.get(), Vector1d(1.0));
  Simulator<double> simulator(filter, std::move(context));
  simulator.AdvanceTo(1.0);
  EXPECT_NEAR(simulator.get_context().get_continuous_state_vector()[0],
              1 - std::exp(-1.0 / tau), 1e-4);
  EXPECT_THROW(FirstOrderLowPassFilter<double>(0.0), std::logic_error);
  EXPECT_NE(filter.ToAutoDiffXd(), nullptr);
}

// A ZOH samples its input at t = 0, 0.5, 1, ...; driven by a clock-like
// ramp (an Integrator of 1), the held value at t is the ramp at the last
// sample before (or, for updates, at) t. The log records the output every
// 0.25 s: publishes at t see the update at t not yet applied.
GTEST_TEST(ZeroOrderHoldTest, SamplesAndHolds) {
  DiagramBuilder<double> builder;
  auto* one = builder.AddSystem<ConstantVectorSource<double>>(Vector1d(1.0));
  auto* ramp = builder.AddSystem<Integrator<double>>(1);
  auto* zoh = builder.AddSystem<ZeroOrderHold<double>>(0.5, 1);
  builder.Connect(one->get_output_port(0), ramp->get_input_port(0));
  builder.Connect(ramp->get_output_port(0), zoh->get_input_port(0));
  auto* logger = LogVectorOutput(zoh->get_output_port(0), &builder, 0.25);
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(1.5);
  const VectorLog<double>& log = logger->FindLog(simulator.get_context());
  // Times 0, 0.25, ..., 1.5. Held values: before the sample at 0 the hold
  // is 0; after it 0 (the ramp is 0 at 0); at 0.5 the sample 0.5 lands at
  // the start of the next step, so the publish at 0.5 still shows 0.
  const std::vector<double> times = {0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5};
  const std::vector<double> held = {0, 0, 0, 0.5, 0.5, 1.0, 1.0};
  ASSERT_EQ(log.num_samples(), static_cast<int>(times.size()));
  for (size_t i = 0; i < times.size(); ++i) {
    EXPECT_EQ(log.sample_times()[i], times[i]);
    // The ramp is integrated by RK3 exactly (constant derivative).
    EXPECT_NEAR(log.data()(0, i), held[i], 1e-14) << "at t = " << times[i];
  }
  EXPECT_THROW(ZeroOrderHold<double>(0.0, 1), std::logic_error);
  EXPECT_THROW(ZeroOrderHold<double>(-0.1, 1), std::logic_error);
  EXPECT_EQ(zoh->period(), 0.5);
  EXPECT_NE(zoh->ToAutoDiffXd(), nullptr);

  ZeroOrderHold<double> abstract_hold(0.1, Value<std::string>("none"));
  EXPECT_TRUE(abstract_hold.is_abstract());
}

// A discrete delay of 2 steps of 1 s on a counter input (x[n+1] = x[n] +
// 1 as an AffineSystem): the publish at t = n sees u(n − 2).
GTEST_TEST(DiscreteTimeDelayTest, DelaysBySteps) {
  DiagramBuilder<double> builder;
  auto* counter = builder.AddSystem<AffineSystem<double>>(
      Eigen::MatrixXd::Identity(1, 1), Eigen::MatrixXd::Zero(1, 0),
      Vector1d(1.0), Eigen::MatrixXd::Identity(1, 1),
      Eigen::MatrixXd::Zero(1, 0), Vector1d(0.0), 1.0);
  auto* delay = builder.AddSystem<DiscreteTimeDelay<double>>(1.0, 2, 1);
  builder.Connect(counter->get_output_port(), delay->get_input_port(0));
  auto* counter_log =
      LogVectorOutput(counter->get_output_port(), &builder, 1.0);
  auto* delay_log = LogVectorOutput(delay->get_output_port(0), &builder, 1.0);
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(5.0);
  const auto& u = counter_log->FindLog(simulator.get_context());
  const auto& y = delay_log->FindLog(simulator.get_context());
  ASSERT_EQ(y.num_samples(), 6);
  for (int n = 0; n <= 5; ++n) {
    EXPECT_EQ(u.data()(0, n), n);
    // Zero until the buffer has filled.
    EXPECT_EQ(y.data()(0, n), n >= 2 ? n - 2 : 0) << "at n = " << n;
  }
  EXPECT_EQ(delay->get_output_port(0).get_name(), "delayed_signal");
  EXPECT_THROW(DiscreteTimeDelay<double>(0.0, 1, 1), std::logic_error);
  EXPECT_THROW(DiscreteTimeDelay<double>(1.0, -1, 1), std::logic_error);
  EXPECT_NE(delay->ToAutoDiffXd(), nullptr);
}

// A continuous linear system ẋ = A x + B u, y = C x + D u, and the affine
// offsets.
GTEST_TEST(LinearSystemTest, DerivativesAndOutput) {
  Eigen::Matrix2d A;
  A << 0, 1, -2, -3;
  const Eigen::Vector2d B(0, 1);
  Eigen::RowVector2d C(1, 0);
  const Vector1d D(0.5);
  LinearSystem<double> system(A, B, C, D);
  EXPECT_EQ(system.get_input_port().get_name(), "u0");
  EXPECT_EQ(system.get_output_port().get_name(), "y0");
  auto context = system.CreateDefaultContext();
  system.SetState(context.get(), Vector2d(1, 2));
  system.get_input_port().FixValue(context.get(), Vector1d(4));
  EXPECT_EQ(system.EvalTimeDerivatives(*context).CopyToVector(),
            Vector2d(2, -2 - 6 + 4));
  EXPECT_EQ(system.get_output_port().Eval(*context)[0], 1 + 2);

  AffineSystem<double> affine(A, B, Vector2d(10, 20), C, D, Vector1d(-1));
  auto affine_context = affine.CreateDefaultContext();
  affine.SetState(affine_context.get(), Vector2d(1, 2));
  affine.get_input_port().FixValue(affine_context.get(), Vector1d(4));
  EXPECT_EQ(affine.EvalTimeDerivatives(*affine_context).CopyToVector(),
            Vector2d(12, 16));
  EXPECT_EQ(affine.get_output_port().Eval(*affine_context)[0], 2);
  EXPECT_THROW(LinearSystem<double>(A, Eigen::Vector3d::Zero(), C, D),
               std::logic_error);
  auto ad = system.ToAutoDiffXd();
  EXPECT_EQ(ad->num_continuous_states(), 2);
}

// UpdateCoefficients replaces the matrices in place: a new context sees the
// new dynamics and output (hand-computed values, exact in doubles).
GTEST_TEST(LinearSystemTest, UpdateCoefficients) {
  Eigen::Matrix2d A;
  A << 0, 1, -2, -3;
  const Vector2d B(0, 1);
  const Eigen::RowVector2d C(1, 0);
  AffineSystem<double> affine(A, B, Vector2d(10, 20), C, Vector1d(0.5),
                              Vector1d(-1));
  affine.set_name("plant");
  Eigen::Matrix2d A2;
  A2 << 1, 0, 0, 2;
  affine.UpdateCoefficients(A2, Vector2d(1, 1), Vector2d(0, 0),
                            Eigen::RowVector2d(0, 1), Vector1d(2), Vector1d(3));
  EXPECT_EQ(affine.A(), A2);
  EXPECT_EQ(affine.y0(), Vector1d(3));
  auto context = affine.CreateDefaultContext();
  affine.SetState(context.get(), Vector2d(1, 2));
  affine.get_input_port().FixValue(context.get(), Vector1d(4));
  // ẋ = A2 x + B2 u = (1 + 4, 4 + 4); y = C2 x + D2 u + y0 = 2 + 8 + 3.
  EXPECT_EQ(affine.EvalTimeDerivatives(*context).CopyToVector(),
            Vector2d(5, 8));
  EXPECT_EQ(affine.get_output_port().Eval(*context)[0], 13);
  DRAKE_EXPECT_THROWS_MESSAGE(
      affine.UpdateCoefficients(Eigen::Matrix3d::Zero(), Vector2d(1, 1),
                                Vector2d(0, 0), Eigen::RowVector2d(0, 1),
                                Vector1d(2), Vector1d(3)),
      ".*system 'plant': the new A is 3×3 but must keep its size 2×2.*");
  // D = 0 at construction: the output was declared input-independent.
  AffineSystem<double> no_feedthrough(A, B, Vector2d(0, 0), C, Vector1d(0),
                                      Vector1d(0));
  EXPECT_FALSE(no_feedthrough.HasAnyDirectFeedthrough());
  no_feedthrough.UpdateCoefficients(A2, B, Vector2d(1, 1), C, Vector1d(0),
                                    Vector1d(0));
  DRAKE_EXPECT_THROWS_MESSAGE(
      no_feedthrough.UpdateCoefficients(A2, B, Vector2d(1, 1), C, Vector1d(1),
                                        Vector1d(0)),
      ".*system '': the new D makes the output depend on the input, which "
      "it did not.*");
}

// As in Drake, an empty matrix stands for zeros of the size the others
// imply: the sizes come from the non-empty ones (each dimension from the
// first that has it), the accessors return the filled-in zeros, and the
// dynamics and output are those of the zero blocks (hand-computed, exact).
GTEST_TEST(LinearSystemTest, AffineEmptyMatricesAreZeros) {
  Eigen::Matrix2d A;
  A << 0, 1, -2, -3;
  const Eigen::MatrixXd empty;
  const Eigen::VectorXd none;
  // no f0, C, y0: states from A, inputs from B, outputs from D
  AffineSystem<double> affine(A, Vector2d(0, 1), none, empty,
                              Eigen::MatrixXd::Ones(1, 1), none);
  EXPECT_EQ(affine.num_states(), 2);
  EXPECT_EQ(affine.num_inputs(), 1);
  EXPECT_EQ(affine.num_outputs(), 1);
  EXPECT_EQ(affine.f0(), Vector2d::Zero());
  EXPECT_EQ(affine.C(), Eigen::RowVector2d::Zero());
  EXPECT_EQ(affine.y0(), Vector1d::Zero());
  auto context = affine.CreateDefaultContext();
  affine.SetState(context.get(), Vector2d(1, 2));
  affine.get_input_port().FixValue(context.get(), Vector1d(4));
  // ẋ = A x + B u = (2, −2 − 6 + 4); y = D u = 4 (C = 0: no state term)
  EXPECT_EQ(affine.EvalTimeDerivatives(*context).CopyToVector(),
            Vector2d(2, -4));
  EXPECT_EQ(affine.get_output_port().Eval(*context)[0], 4);
  // a C that is zero must stay zero (the output was declared
  // state-independent), as a zero D must
  affine.set_name("feedthrough");
  DRAKE_EXPECT_THROWS_MESSAGE(
      affine.UpdateCoefficients(A, Vector2d(0, 1), Vector2d::Zero(),
                                Eigen::RowVector2d(1, 0), Vector1d(1),
                                Vector1d::Zero()),
      ".*system 'feedthrough': the new C makes the output depend on the "
      "state, which it did not.*");
  // a 0×2 B is empty too: it implies no inputs
  AffineSystem<double> input_only(empty, Eigen::MatrixXd(0, 2), none, empty,
                                  empty, none);
  EXPECT_EQ(input_only.num_states(), 0);
  EXPECT_EQ(input_only.num_inputs(), 0);
  // only y0: a constant source
  AffineSystem<double> source(empty, empty, none, empty, empty, Vector2d(5, 6));
  EXPECT_EQ(source.num_outputs(), 2);
  EXPECT_EQ(source.get_output_port().Eval(*source.CreateDefaultContext()),
            Vector2d(5, 6));
  // inconsistent non-empty sizes name the matrices
  DRAKE_EXPECT_THROWS_MESSAGE(
      AffineSystem<double>(A, Vector2d(0, 1), Eigen::Vector3d::Zero(), empty,
                           empty, none),
      "AffineSystem: f0 \\(3×1\\) implies 3 states, but A implies 2.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      AffineSystem<double>(empty, empty, none, Eigen::RowVector2d(1, 0),
                           Eigen::MatrixXd::Ones(2, 1), none),
      "AffineSystem: D \\(2×1\\) implies 2 outputs, but C implies 1.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      AffineSystem<double>(Eigen::MatrixXd::Ones(2, 3), empty, none, empty,
                           empty, none),
      "AffineSystem: A must be square; it is 2×3.");
}

// AffineSystem is a TimeVaryingAffineSystem (as in Drake): the base's
// coefficient functions return the constants at any time, the default state
// survives scalar conversion, and a discrete one takes forced updates.
GTEST_TEST(LinearSystemTest, AffineIsTimeVaryingAffine) {
  Eigen::Matrix2d A;
  A << 0, 1, -2, -3;
  const Vector2d B(0, 1);
  const Eigen::RowVector2d C(1, 0);
  AffineSystem<double> affine(A, B, Vector2d(10, 20), C, Vector1d(0.5),
                              Vector1d(-1), /* time_period = */ 0.5);
  const TimeVaryingAffineSystem<double>& base = affine;
  EXPECT_EQ(base.A(7.0), A);
  EXPECT_EQ(base.f0(-1.0), Vector2d(10, 20));
  EXPECT_EQ(base.D(0.0), Vector1d(0.5));
  EXPECT_EQ(base.time_period(), 0.5);
  affine.configure_default_state(Vector2d(1, 2));
  auto autodiff = affine.ToAutoDiffXd();
  auto ad_context = autodiff->CreateDefaultContext();
  EXPECT_EQ(ad_context->get_discrete_state(0).value()[1].value(), 2.0);
  // A forced discrete update: x⁺ = A x + B u + f0 = (2, −2 − 6 + 4 + 20).
  auto context = affine.CreateDefaultContext();
  affine.get_input_port().FixValue(context.get(), Vector1d(4));
  const DiscreteValues<double>& next =
      affine.EvalUniquePeriodicDiscreteUpdate(*context);
  EXPECT_EQ(next.value(0), Vector2d(12, 16));
  auto updated = affine.AllocateDiscreteVariables();
  affine.CalcForcedDiscreteVariableUpdate(*context, updated.get());
  EXPECT_EQ(updated->value(0), Vector2d(12, 16));
  // The output y = C x + D u + y0 does not depend on time: no feedthrough
  // beyond the input (D ≠ 0).
  EXPECT_TRUE(affine.HasDirectFeedthrough(0, 0));
}

// Fibonacci as a discrete LinearSystem, x[n+1] = [[1, 1], [1, 0]]·x[n],
// y = x₀, from x = (0, 1), logged by LogVectorOutput every period: the log
// shows 0 1 1 2 3 5 8 at exactly t = 0, 1, ..., 6.
GTEST_TEST(VectorLogSinkTest, FibonacciLog) {
  Eigen::Matrix2d A;
  A << 1, 1, 1, 0;
  DiagramBuilder<double> builder;
  auto* fibonacci = builder.AddSystem<LinearSystem<double>>(
      A, Eigen::MatrixXd::Zero(2, 0), Eigen::RowVector2d(1, 0),
      Eigen::MatrixXd::Zero(1, 0), 1.0);
  fibonacci->configure_default_state(Vector2d(0, 1));
  auto* logger = LogVectorOutput(fibonacci->get_output_port(), &builder, 1.0);
  EXPECT_EQ(logger->get_input_port().get_name(), "data");
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(6.0);
  const VectorLog<double>& log = logger->FindLog(simulator.get_context());
  const std::vector<double> expected = {0, 1, 1, 2, 3, 5, 8};
  ASSERT_EQ(log.num_samples(), 7);
  EXPECT_EQ(log.get_input_size(), 1);
  for (int n = 0; n < 7; ++n) {
    EXPECT_EQ(log.sample_times()[n], n);
    EXPECT_EQ(log.data()(0, n), expected[n]);
  }
  // Each context has its own log.
  auto other_context = diagram->CreateDefaultContext();
  EXPECT_EQ(logger->FindLog(*other_context).num_samples(), 0);
  logger->FindMutableLog(simulator.get_context()).Clear();
  EXPECT_EQ(logger->FindLog(simulator.get_context()).num_samples(), 0);
}

// Per-step logging (publish period 0) records every simulator step,
// including the initialization publish at t = 0.
GTEST_TEST(VectorLogSinkTest, PerStep) {
  DiagramBuilder<double> builder;
  auto* one = builder.AddSystem<ConstantVectorSource<double>>(Vector1d(1.0));
  auto* ramp = builder.AddSystem<Integrator<double>>(1);
  builder.Connect(one->get_output_port(0), ramp->get_input_port(0));
  auto* logger = LogVectorOutput(ramp->get_output_port(0), &builder);
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(1.0);
  const VectorLog<double>& log = logger->FindLog(simulator.get_context());
  EXPECT_EQ(log.num_samples(), simulator.get_num_steps_taken() + 1);
  for (int i = 0; i < log.num_samples(); ++i) {
    EXPECT_NEAR(log.data()(0, i), log.sample_times()[i], 1e-14);
  }
  EXPECT_THROW(VectorLogSink<double>(1, -1.0), std::logic_error);
}

// Every primitive converts to symbolic::Expression and back; the outputs are
// the exact expressions (fixed forms, compared structurally).
GTEST_TEST(PrimitivesSymbolicTest, ConvertToExpression) {
  using symbolic::Expression;
  using symbolic::Variable;
  const Variable a("a"), b("b"), c("c");
  auto symbolic_output = [](const System<Expression>& system,
                            const std::vector<VectorX<Expression>>& inputs) {
    auto context = system.CreateDefaultContext();
    for (int i = 0; i < static_cast<int>(inputs.size()); ++i) {
      system.get_input_port(i).FixValue(context.get(), inputs[i]);
    }
    return VectorX<Expression>(system.get_output_port(0).Eval(*context));
  };
  const Expression ea(a), eb(b), ec(c);

  const Adder<double> adder(3, 1);
  const auto adder_y = symbolic_output(
      *adder.ToSymbolic(), {Vector1<Expression>(ea), Vector1<Expression>(eb),
                            Vector1<Expression>(ec)});
  EXPECT_TRUE(adder_y[0].EqualTo(ea + eb + ec)) << adder_y[0];

  const Gain<double> gain(2.5, 1);
  const auto gain_y =
      symbolic_output(*gain.ToSymbolic(), {Vector1<Expression>(ea)});
  EXPECT_TRUE(gain_y[0].EqualTo(2.5 * ea)) << gain_y[0];

  Eigen::Matrix<double, 1, 2> D;
  D << 2.0, -3.0;
  const MatrixGain<double> matrix_gain(D);
  const auto matrix_gain_y =
      symbolic_output(*matrix_gain.ToSymbolic(), {Vector2<Expression>(ea, eb)});
  EXPECT_TRUE(matrix_gain_y[0].EqualTo(2.0 * ea - 3.0 * eb))
      << matrix_gain_y[0];

  const PassThrough<double> pass(1);
  EXPECT_TRUE(
      symbolic_output(*pass.ToSymbolic(), {Vector1<Expression>(ea)})[0].EqualTo(
          ea));
  const Multiplexer<double> mux(std::vector<int>{1, 1});
  const auto mux_y = symbolic_output(
      *mux.ToSymbolic(), {Vector1<Expression>(ea), Vector1<Expression>(eb)});
  EXPECT_TRUE(mux_y[1].EqualTo(eb));
  const ConstantVectorSource<double> source(Vector2d(1.5, -2));
  EXPECT_TRUE(symbolic_output(*source.ToSymbolic(), {})[1].EqualTo(-2.0));

  // Back to double and AutoDiffXd from Expression.
  EXPECT_NE(adder.ToSymbolic()->ToScalarTypeMaybe<double>(), nullptr);
  EXPECT_NE(gain.ToSymbolic()->ToAutoDiffXdMaybe(), nullptr);
  EXPECT_NE(Integrator<double>(2).ToSymbolicMaybe(), nullptr);
  EXPECT_NE(FirstOrderLowPassFilter<double>(0.5, 2).ToSymbolicMaybe(), nullptr);
}

}  // namespace primitives_test
}  // namespace systems
}  // namespace drake
