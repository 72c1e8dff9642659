// TrajectoryLinearSystem (and TimeVaryingLinearSystem): f0 = y0 = 0, the
// dynamics and output from the trajectories, a discrete closed form,
// scalar conversion, bad input.

#include "drake/systems/primitives/trajectory_linear_system.h"

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace systems {
namespace trajectory_linear_system_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::VectorXd;
using trajectories::PiecewisePolynomial;

PiecewisePolynomial<double> Ramp(const MatrixXd& at0, const MatrixXd& at4) {
  return PiecewisePolynomial<double>::FirstOrderHold(
      std::vector<double>{0.0, 4.0}, std::vector<MatrixXd>{at0, at4});
}

TEST(TrajectoryLinearSystemTest, ContinuousDynamics) {
  const auto A = Ramp((MatrixXd(2, 2) << 0.0, 1.0, -1.0, 0.0).finished(),
                      (MatrixXd(2, 2) << 0.0, 1.0, -9.0, -2.0).finished());
  const auto B = Ramp(MatrixXd::Constant(2, 1, 1.0), MatrixXd::Zero(2, 1));
  const auto C = Ramp(MatrixXd::Identity(2, 2), MatrixXd::Identity(2, 2));
  const auto D = Ramp(MatrixXd::Zero(2, 1), MatrixXd::Ones(2, 1));
  const TrajectoryLinearSystem<double> dut(A, B, C, D);
  EXPECT_EQ(dut.num_states(), 2);
  EXPECT_EQ(dut.num_inputs(), 1);
  EXPECT_EQ(dut.num_outputs(), 2);
  // the affine terms are zero (private in the linear class, as Drake's;
  // public through the affine base).
  const TimeVaryingAffineSystem<double>& affine = dut;
  EXPECT_EQ(affine.f0(1.0), Vector2d::Zero());
  EXPECT_EQ(affine.y0(1.0), Vector2d::Zero());
  auto context = dut.CreateDefaultContext();
  // same operations as the system's, so equal to a few ulps.
  for (const double t : {0.0, 1.0, 3.0}) {
    const Vector2d x(0.5, -1.5);
    const Vector1d u(2.0);
    context->SetTime(t);
    context->SetContinuousState(x);
    dut.get_input_port().FixValue(context.get(), u);
    EXPECT_TRUE(dut.EvalTimeDerivatives(*context).CopyToVector().isApprox(
        A.value(t) * x + B.value(t) * u, 1e-14));
    EXPECT_TRUE(dut.get_output_port().Eval(*context).isApprox(
        C.value(t) * x + D.value(t) * u, 1e-14));
  }
}

// Discrete: x[n+1] = a(t_n) x[n] with a(t) = 2 for all t: x[N] = 2^N x0,
// exact. No input (B has no columns).
TEST(TrajectoryLinearSystemTest, DiscreteDoubling) {
  const PiecewisePolynomial<double> two(MatrixXd::Constant(1, 1, 2.0));
  const PiecewisePolynomial<double> no_input(MatrixXd::Zero(1, 0));
  const PiecewisePolynomial<double> one(MatrixXd::Ones(1, 1));
  // B (1×0) and D (1×0) have no columns.
  TrajectoryLinearSystem<double> dut(two, no_input, one, no_input, 0.5);
  EXPECT_EQ(dut.num_input_ports(), 0);
  dut.configure_default_state(Vector1d(3.0));
  Simulator<double> simulator(dut);
  simulator.AdvanceTo(2.0);  // updates at 0, 0.5, 1, 1.5
  EXPECT_EQ(dut.get_output_port().Eval(simulator.get_context())[0], 3.0 * 16.0);
  std::unique_ptr<TrajectoryLinearSystem<AutoDiffXd>> ad =
      System<double>::ToAutoDiffXd(dut);
  EXPECT_EQ(ad->time_period(), 0.5);
  EXPECT_EQ(ad->get_default_state()[0].value(), 3.0);
}

TEST(TrajectoryLinearSystemTest, BadInput) {
  const PiecewisePolynomial<double> square(MatrixXd::Ones(2, 2));
  const PiecewisePolynomial<double> column(MatrixXd::Ones(2, 1));
  DRAKE_EXPECT_THROWS_MESSAGE(
      TrajectoryLinearSystem<double>(column, column, square, column),
      "TrajectoryLinearSystem: the A trajectory is 2×1; with 2 states, 1 "
      "inputs and 2 outputs it must be 2×2.");
}

}  // namespace trajectory_linear_system_test
}  // namespace systems
}  // namespace drake
