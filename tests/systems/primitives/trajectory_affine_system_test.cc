// TrajectoryAffineSystem (and its base TimeVaryingAffineSystem): the
// dynamics and output equal A(t)x + B(t)u + f0(t) and C(t)x + D(t)u + y0(t)
// from the trajectories evaluated independently; the discrete update's
// closed-form sum; default and random states; scalar conversion; bad input.

#include "drake/systems/primitives/trajectory_affine_system.h"

#include <cmath>
#include <limits>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace systems {
namespace trajectory_affine_system_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::VectorXd;
using trajectories::PiecewisePolynomial;

// Linear interpolation between `at0` (t = 0) and `at4` (t = 4).
PiecewisePolynomial<double> Ramp(const MatrixXd& at0, const MatrixXd& at4) {
  return PiecewisePolynomial<double>::FirstOrderHold(
      std::vector<double>{0.0, 4.0}, std::vector<MatrixXd>{at0, at4});
}

// Two states, one input, three outputs; every coefficient varies in time.
struct Coefficients {
  PiecewisePolynomial<double> A =
      Ramp((MatrixXd(2, 2) << 0.0, 1.0, -2.0, -0.5).finished(),
           (MatrixXd(2, 2) << 1.0, 1.0, -4.0, 0.5).finished());
  PiecewisePolynomial<double> B = Ramp(
      MatrixXd::Constant(2, 1, 1.0), (MatrixXd(2, 1) << 3.0, -1.0).finished());
  PiecewisePolynomial<double> f0 =
      Ramp(Vector2d(0.5, 0.0), Vector2d(-0.5, 2.0));
  PiecewisePolynomial<double> C =
      Ramp(MatrixXd::Identity(3, 2), MatrixXd::Constant(3, 2, 0.25));
  PiecewisePolynomial<double> D =
      Ramp(MatrixXd::Zero(3, 1), MatrixXd::Constant(3, 1, 2.0));
  PiecewisePolynomial<double> y0 =
      Ramp(VectorXd::Zero(3), (VectorXd(3) << 1.0, 2.0, 3.0).finished());
};

TEST(TrajectoryAffineSystemTest, SizesPortsAndCoefficients) {
  const Coefficients k;
  const TrajectoryAffineSystem<double> dut(k.A, k.B, k.f0, k.C, k.D, k.y0);
  EXPECT_EQ(dut.num_states(), 2);
  EXPECT_EQ(dut.num_inputs(), 1);
  EXPECT_EQ(dut.num_outputs(), 3);
  EXPECT_EQ(dut.time_period(), 0.0);
  EXPECT_EQ(dut.get_input_port().get_name(), "u0");
  EXPECT_EQ(dut.get_output_port().get_name(), "y0");
  EXPECT_EQ(dut.get_output_port().size(), 3);
  // the coefficients are the trajectories' values.
  EXPECT_EQ(dut.A(1.0), k.A.value(1.0));
  EXPECT_EQ(dut.B(2.5), k.B.value(2.5));
  EXPECT_EQ(dut.f0(3.0), k.f0.value(3.0));
  EXPECT_EQ(dut.C(0.5), k.C.value(0.5));
  EXPECT_EQ(dut.D(4.0), k.D.value(4.0));
  EXPECT_EQ(dut.y0(2.0), k.y0.value(2.0));
}

// ẋ and y at several (t, x, u) against the formulas with the trajectories
// evaluated here; the same operations in the same order, so equal to a few
// ulps (1e-14 on values of order 10).
TEST(TrajectoryAffineSystemTest, DerivativesAndOutput) {
  const Coefficients k;
  const TrajectoryAffineSystem<double> dut(k.A, k.B, k.f0, k.C, k.D, k.y0);
  auto context = dut.CreateDefaultContext();
  for (const double t : {0.0, 0.75, 2.0, 3.5}) {
    const Vector2d x(1.0 + t, -2.0);
    const Vector1d u(0.5 - t);
    context->SetTime(t);
    context->SetContinuousState(x);
    dut.get_input_port().FixValue(context.get(), u);
    const VectorXd xdot = dut.EvalTimeDerivatives(*context).CopyToVector();
    const VectorXd expected_xdot =
        k.A.value(t) * x + k.B.value(t) * u + k.f0.value(t);
    EXPECT_TRUE(xdot.isApprox(expected_xdot, 1e-14)) << t;
    const VectorXd y = dut.get_output_port().Eval(*context);
    const VectorXd expected_y =
        k.C.value(t) * x + k.D.value(t) * u + k.y0.value(t);
    EXPECT_TRUE(y.isApprox(expected_y, 1e-14)) << t;
  }
}

// Discrete, scalar: x[n+1] = x[n] + f0(n h) with A = 1, B = 0, f0(t) = t:
// x[N] = x0 + Σ_{k<N} k·h = x0 + h·N(N−1)/2 (dyadic values, exact).
TEST(TrajectoryAffineSystemTest, DiscreteUpdate) {
  const double h = 0.25;
  const PiecewisePolynomial<double> one(MatrixXd::Ones(1, 1));
  const PiecewisePolynomial<double> zero(MatrixXd::Zero(1, 1));
  const PiecewisePolynomial<double> t_ramp =
      Ramp(MatrixXd::Zero(1, 1), MatrixXd::Constant(1, 1, 4.0));
  TrajectoryAffineSystem<double> dut(one, zero, t_ramp, one, zero, zero, h);
  EXPECT_EQ(dut.time_period(), h);
  dut.configure_default_state(Vector1d(1.5));
  Simulator<double> simulator(dut);
  dut.get_input_port().FixValue(&simulator.get_mutable_context(),
                                Vector1d(0.0));
  for (int n = 1; n <= 12; ++n) {
    simulator.AdvanceTo(n * h);
    EXPECT_EQ(dut.get_output_port().Eval(simulator.get_context())[0],
              1.5 + h * n * (n - 1) / 2.0)
        << n;
  }
}

TEST(TrajectoryAffineSystemTest, DefaultAndRandomState) {
  const Coefficients k;
  TrajectoryAffineSystem<double> dut(k.A, k.B, k.f0, k.C, k.D, k.y0);
  EXPECT_EQ(dut.get_default_state(), Vector2d::Zero());
  dut.configure_default_state(Vector2d(1.0, 2.0));
  EXPECT_EQ(
      dut.CreateDefaultContext()->get_continuous_state_vector().CopyToVector(),
      Vector2d(1.0, 2.0));
  // Σ = diag(4, 0): the covariance round-trips through Σ^½ (eigen
  // decomposition: 1e-12), the second state never moves, the first has
  // variance 4 (5 standard errors of a sample variance: √(2σ⁴/N)).
  const MatrixXd sigma = Vector2d(4.0, 0.0).asDiagonal();
  dut.configure_random_state(sigma);
  EXPECT_TRUE(dut.get_random_state_covariance().isApprox(sigma, 1e-12));
  auto context = dut.CreateDefaultContext();
  RandomGenerator generator(3);
  const int N = 4000;
  VectorXd first(N);
  for (int i = 0; i < N; ++i) {
    dut.SetRandomContext(context.get(), &generator);
    const VectorXd x = context->get_continuous_state_vector().CopyToVector();
    EXPECT_NEAR(x[1], 2.0, 1e-15);
    first[i] = x[0];
  }
  EXPECT_NEAR(first.mean(), 1.0, 5.0 * std::sqrt(4.0 / N));
  const double variance =
      (first.array() - first.mean()).square().sum() / (N - 1);
  EXPECT_NEAR(variance, 4.0, 5.0 * std::sqrt(2.0 * 16.0 / N));
}

TEST(TrajectoryAffineSystemTest, ToAutoDiffXd) {
  const Coefficients k;
  TrajectoryAffineSystem<double> dut(k.A, k.B, k.f0, k.C, k.D, k.y0);
  dut.configure_default_state(Vector2d(0.5, -0.5));
  dut.configure_random_state(MatrixXd::Identity(2, 2));
  std::unique_ptr<TrajectoryAffineSystem<AutoDiffXd>> ad =
      System<double>::ToAutoDiffXd(dut);
  EXPECT_EQ(ad->get_default_state()[0].value(), 0.5);
  EXPECT_TRUE(ad->get_random_state_covariance().isApprox(
      MatrixXd::Identity(2, 2), 1e-12));
  // ∂ẋ/∂x = A(t) from gradients seeded on x.
  auto context = ad->CreateDefaultContext();
  context->SetTime(1.0);
  VectorX<AutoDiffXd> x(2);
  x[0] = AutoDiffXd(1.0, Vector2d(1.0, 0.0));
  x[1] = AutoDiffXd(2.0, Vector2d(0.0, 1.0));
  context->SetContinuousState(x);
  ad->get_input_port().FixValue(context.get(), Vector1<AutoDiffXd>(0.0));
  const VectorX<AutoDiffXd> xdot =
      ad->EvalTimeDerivatives(*context).CopyToVector();
  for (int i = 0; i < 2; ++i) {
    EXPECT_TRUE(xdot[i].derivatives().isApprox(
        VectorXd(k.A.value(1.0).row(i).transpose()), 1e-15));
  }
}

TEST(TrajectoryAffineSystemTest, BadInput) {
  const Coefficients k;
  DRAKE_EXPECT_THROWS_MESSAGE(
      TrajectoryAffineSystem<double>(k.A, k.B, k.f0, k.C, k.B, k.y0),
      "TrajectoryAffineSystem: the D trajectory is 2×1; with 2 states, 1 "
      "inputs and 3 outputs it must be 3×1.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      TrajectoryAffineSystem<double>(k.A, k.B, k.y0, k.C, k.D, k.y0),
      ".*the f0 trajectory is 3×1.*must be 2×1.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      TrajectoryAffineSystem<double>(k.A, k.B, k.f0, k.C, k.D, k.y0, -0.1),
      "TimeVaryingAffineSystem: the time_period must be zero \\(continuous\\) "
      "or positive and finite; got -0.1.");
  TrajectoryAffineSystem<double> dut(k.A, k.B, k.f0, k.C, k.D, k.y0);
  dut.set_name("tv");
  DRAKE_EXPECT_THROWS_MESSAGE(dut.configure_default_state(VectorXd::Zero(3)),
                              ".*'tv': configure_default_state\\(\\) got 3 "
                              "elements; the system has 2 states.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.configure_random_state(MatrixXd::Zero(2, 3)),
      ".*'tv': configure_random_state\\(\\) got a 2×3 covariance.*");
  // a system without inputs has no input port.
  const PiecewisePolynomial<double> no_input(MatrixXd::Zero(2, 0));
  const PiecewisePolynomial<double> no_feedthrough(MatrixXd::Zero(3, 0));
  const TrajectoryAffineSystem<double> autonomous(k.A, no_input, k.f0, k.C,
                                                  no_feedthrough, k.y0);
  EXPECT_EQ(autonomous.num_input_ports(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(autonomous.get_input_port(),
                              ".*get_input_port\\(\\): the system has no "
                              "inputs.");
}

}  // namespace trajectory_affine_system_test
}  // namespace systems
}  // namespace drake
