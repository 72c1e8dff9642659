// RotaryEncoders: quantization y = floor(u N/2π) 2π/N at, just above and
// just below tick boundaries (positive and negative angles), selection of
// input elements, calibration offsets held as a parameter of the Context,
// scalar conversion, and bad input.

#include "drake/systems/sensors/rotary_encoders.h"

#include <cmath>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"

namespace drake {
namespace systems {
namespace sensors {
namespace rotary_encoders_test {

using Eigen::Vector2d;
using Eigen::VectorXd;

// One tick of an encoder with N ticks per revolution (radians).
double Tick(int N) { return 2.0 * M_PI / N; }

// Evaluates the output for input u.
VectorXd Output(const RotaryEncoders<double>& dut, Context<double>* context,
                const VectorXd& u) {
  dut.get_input_port().FixValue(context, u);
  return dut.get_output_port().Eval(*context);
}

TEST(RotaryEncodersTest, Ports) {
  const RotaryEncoders<double> dut({8, 4096, 360});
  EXPECT_EQ(dut.num_input_ports(), 1);
  EXPECT_EQ(dut.num_output_ports(), 1);
  EXPECT_EQ(dut.get_input_port().get_name(), "u0");
  EXPECT_EQ(dut.get_output_port().get_name(), "y0");
  EXPECT_EQ(dut.get_input_port().size(), 3);
  EXPECT_EQ(dut.get_output_port().size(), 3);
  EXPECT_TRUE(dut.HasAnyDirectFeedthrough());
  EXPECT_EQ(dut.num_numeric_parameter_groups(), 1);

  const RotaryEncoders<double> selector(5, {3, 0});
  EXPECT_EQ(selector.get_input_port().size(), 5);
  EXPECT_EQ(selector.get_output_port().size(), 2);
}

// Just above a boundary k·tick the reading is k ticks, just below it is k − 1
// ticks, for angles of both signs (floor rounds toward −∞, so −ε reads −1
// tick). δ = 1e-9 rad is far below a tick (≥ 1.5e-3 rad here) and far
// above the rounding of u N/2π (|u| ≤ 13: 1e-14).
TEST(RotaryEncodersTest, QuantizationAroundTicks) {
  for (int N : {8, 4096}) {
    SCOPED_TRACE(N);
    const RotaryEncoders<double> dut({N});
    auto context = dut.CreateDefaultContext();
    const double delta = 1e-9;
    for (int k = -5; k <= 12; ++k) {
      SCOPED_TRACE(k);
      const double boundary = k * Tick(N);
      // The reading is k·tick computed as floor(...)/(N/2π): equal to
      // boundary within a few ulps of |boundary| (≤ 10): 1e-14.
      EXPECT_NEAR(Output(dut, context.get(), Vector1d(boundary + delta))(0),
                  boundary, 1e-14);
      EXPECT_NEAR(Output(dut, context.get(), Vector1d(boundary - delta))(0),
                  boundary - Tick(N), 1e-14);
      // Anywhere inside the tick reads the same.
      EXPECT_NEAR(
          Output(dut, context.get(), Vector1d(boundary + 0.5 * Tick(N)))(0),
          boundary, 1e-14);
      EXPECT_NEAR(
          Output(dut, context.get(), Vector1d(boundary + 0.999 * Tick(N)))(0),
          boundary, 1e-14);
    }
  }
}

// Exactly at a boundary the reading is the boundary itself (floor keeps the
// upper tick). With N = 8, k·2π/8 times 8/2π rounds to exactly k for every
// k in [−5, 12] (checked in double arithmetic; the first k of [−20, 20]
// where it rounds below k is −13), so the boundary is exact here.
TEST(RotaryEncodersTest, QuantizationAtTicks) {
  const int N = 8;
  const RotaryEncoders<double> dut({N});
  auto context = dut.CreateDefaultContext();
  for (int k = -5; k <= 12; ++k) {
    SCOPED_TRACE(k);
    const double boundary = k * 2.0 * M_PI / N;
    EXPECT_NEAR(Output(dut, context.get(), Vector1d(boundary))(0), boundary,
                1e-14);
  }
  EXPECT_EQ(Output(dut, context.get(), Vector1d(0.0))(0), 0.0);
}

// Several encoders, each with its own resolution.
TEST(RotaryEncodersTest, PerEncoderResolution) {
  const RotaryEncoders<double> dut({4, 360});
  auto context = dut.CreateDefaultContext();
  // 1.0 rad: 0 quarter-turns (π/2 > 1.0), 57 degrees (57.29...).
  const VectorXd y = Output(dut, context.get(), Vector2d(1.0, 1.0));
  EXPECT_EQ(y(0), 0.0);
  EXPECT_NEAR(y(1), 57.0 * M_PI / 180.0, 1e-14);
  // 2.0 rad: 1 quarter-turn; −1.0 rad: −58 degrees.
  const VectorXd z = Output(dut, context.get(), Vector2d(2.0, -1.0));
  EXPECT_NEAR(z(0), M_PI / 2.0, 1e-14);
  EXPECT_NEAR(z(1), -58.0 * M_PI / 180.0, 1e-14);
}

// The selector-only constructor: y = (u3, u0) − c, not quantized.
TEST(RotaryEncodersTest, SelectedIndices) {
  const RotaryEncoders<double> dut(5, {3, 0});
  auto context = dut.CreateDefaultContext();
  VectorXd u(5);
  u << 0.1, 0.2, 0.3, 0.4, 0.5;
  EXPECT_EQ(Output(dut, context.get(), u), Vector2d(0.4, 0.1));
  dut.set_calibration_offsets(context.get(), Vector2d(0.25, -1.0));
  // Subtractions of O(1) values: 1e-15.
  EXPECT_TRUE(Output(dut, context.get(), u)
                  .isApprox(Vector2d(0.4 - 0.25, 0.1 + 1.0), 1e-15));

  // Selection and quantization: output 0 = u4 with 4 ticks, output 1 = u1
  // with 2 ticks (half-turns), an index used twice is allowed.
  const RotaryEncoders<double> both(5, {4, 1, 4}, {4, 2, 1000});
  auto both_context = both.CreateDefaultContext();
  VectorXd v(5);
  v << 0.0, -0.1, 0.0, 0.0, 3.5;
  const VectorXd y = Output(both, both_context.get(), v);
  ASSERT_EQ(y.size(), 3);
  EXPECT_NEAR(y(0), 2.0 * (M_PI / 2.0), 1e-14);  // 3.5 rad: 2 quarter-turns.
  EXPECT_NEAR(y(1), -M_PI, 1e-14);               // −0.1 rad: −1 half-turn.
  // 3.5 rad / (2π/1000) = 557.04...: 557 ticks.
  EXPECT_NEAR(y(2), 557.0 * Tick(1000), 1e-14);
}

// The offsets are numeric parameter 0 of the Context: zero by default,
// independent per context, subtracted before quantizing.
TEST(RotaryEncodersTest, CalibrationOffsets) {
  const int N = 100;
  const RotaryEncoders<double> dut({N, N});
  auto context = dut.CreateDefaultContext();
  auto other = dut.CreateDefaultContext();
  EXPECT_EQ(dut.get_calibration_offsets(*context), Vector2d::Zero());
  const Vector2d offsets(0.3, -0.05);
  dut.set_calibration_offsets(context.get(), offsets);
  EXPECT_EQ(dut.get_calibration_offsets(*context), offsets);
  EXPECT_EQ(context->get_numeric_parameter(0).value(), offsets);
  EXPECT_EQ(dut.get_calibration_offsets(*other), Vector2d::Zero());

  // u − c = (1.0 − 0.3, 0.0 + 0.05) = (0.7, 0.05): floor(0.7·100/2π) = 11,
  // floor(0.05·100/2π) = 0.
  const VectorXd y = Output(dut, context.get(), Vector2d(1.0, 0.0));
  EXPECT_NEAR(y(0), 11.0 * Tick(N), 1e-14);
  EXPECT_EQ(y(1), 0.0);
  // The offset moves the boundary: u = c + tick ± δ reads 1 tick or 0.
  const double delta = 1e-9;
  EXPECT_NEAR(Output(dut, context.get(),
                     Vector2d(0.3 + Tick(N) + delta, -0.05 - delta))(0),
              Tick(N), 1e-14);
  EXPECT_NEAR(Output(dut, context.get(),
                     Vector2d(0.3 + Tick(N) - delta, -0.05 - delta))(0),
              0.0, 1e-14);
  // Just below its offset the second encoder reads −1 tick.
  EXPECT_NEAR(Output(dut, context.get(),
                     Vector2d(0.3 + Tick(N) - delta, -0.05 - delta))(1),
              -Tick(N), 1e-14);
  // Parameters follow the context when copied.
  auto copy = context->Clone();
  EXPECT_EQ(dut.get_calibration_offsets(*copy), offsets);
}

// ToAutoDiffXd keeps the indices, ticks and input size; the quantized
// reading is piecewise constant (zero derivative), the selected reading
// passes the derivative through.
TEST(RotaryEncodersTest, ScalarConversion) {
  const RotaryEncoders<double> dut(3, {2, 0}, {8, 4096});
  auto ad = System<double>::ToAutoDiffXd(dut);
  EXPECT_EQ(ad->get_input_port().size(), 3);
  EXPECT_EQ(ad->get_output_port().size(), 2);
  auto context = ad->CreateDefaultContext();
  VectorX<AutoDiffXd> u(3);
  u(0) = AutoDiffXd(1.0, Eigen::Vector2d(1.0, 0.0));
  u(1) = AutoDiffXd(5.0, Eigen::Vector2d(0.0, 0.0));
  u(2) = AutoDiffXd(2.0, Eigen::Vector2d(0.0, 1.0));
  ad->get_input_port().FixValue(context.get(), u);
  const VectorX<AutoDiffXd> y = ad->get_output_port().Eval(*context);
  // 2.0 rad in eighths of a turn: 2; 1.0 rad in 4096ths: 651.
  EXPECT_NEAR(y(0).value(), 2.0 * Tick(8), 1e-14);
  EXPECT_NEAR(y(1).value(), 651.0 * Tick(4096), 1e-14);
  for (int i = 0; i < 2; ++i) {
    EXPECT_TRUE(y(i).derivatives().isZero(0.0));
  }

  const RotaryEncoders<double> unquantized(2, {1});
  auto ad2 = System<double>::ToAutoDiffXd(unquantized);
  auto context2 = ad2->CreateDefaultContext();
  VectorX<AutoDiffXd> v(2);
  v(0) = AutoDiffXd(0.0, Eigen::Vector2d(1.0, 0.0));
  v(1) = AutoDiffXd(0.7, Eigen::Vector2d(0.0, 1.0));
  ad2->get_input_port().FixValue(context2.get(), v);
  const VectorX<AutoDiffXd> w = ad2->get_output_port().Eval(*context2);
  EXPECT_EQ(w(0).value(), 0.7);
  EXPECT_EQ(w(0).derivatives(), Eigen::Vector2d(0.0, 1.0));
}

TEST(RotaryEncodersTest, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(RotaryEncoders<double>({8, 0}),
                              "RotaryEncoders: ticks_per_revolution\\[1\\] "
                              "must be positive; got 0.");
  DRAKE_EXPECT_THROWS_MESSAGE(RotaryEncoders<double>({-4}),
                              ".*ticks_per_revolution\\[0\\] must be "
                              "positive; got -4.");
  DRAKE_EXPECT_THROWS_MESSAGE(RotaryEncoders<double>(-1, {}),
                              "RotaryEncoders: input_port_size must be "
                              "non-negative; got -1.");
  DRAKE_EXPECT_THROWS_MESSAGE(RotaryEncoders<double>(3, {0, 3}),
                              "RotaryEncoders: input_vector_indices\\[1\\] = "
                              "3 is outside the input of size 3.");
  DRAKE_EXPECT_THROWS_MESSAGE(RotaryEncoders<double>(3, {-1}),
                              ".*input_vector_indices\\[0\\] = -1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(RotaryEncoders<double>(3, {0, 1}, {8}),
                              "RotaryEncoders: ticks_per_revolution has 1 "
                              "entries; expected one per encoder \\(2\\) or "
                              "none.");
  RotaryEncoders<double> dut({8, 8});
  dut.set_name("encoders");
  auto context = dut.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.set_calibration_offsets(context.get(), Eigen::Vector3d::Zero()),
      "RotaryEncoders 'encoders': set_calibration_offsets\\(\\) got 3 "
      "offsets; expected one per encoder \\(2\\).");
  // Another system's context.
  const RotaryEncoders<double> other({8, 8});
  auto other_context = other.CreateDefaultContext();
  EXPECT_THROW(dut.get_calibration_offsets(*other_context), std::exception);
}

}  // namespace rotary_encoders_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
