#include "drake/examples/acrobot/acrobot_lqr.h"

#include <cmath>
#include <complex>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/primitives/linear_system.h"

namespace drake {
namespace examples {
namespace acrobot {
namespace acrobot_lqr_test {

// The perturbed start of the example: 0.05 rad at the shoulder, −0.1 rad at
// the elbow, 0.1 rad/s at the shoulder.
Eigen::Vector4d PerturbedStart() {
  return AcrobotUprightState() + Eigen::Vector4d(0.05, -0.1, 0.1, 0.0);
}

// Gravity exerts no torque at the upright: x* is an equilibrium with u* = 0,
// and the model is the one the URDF describes (2 dofs, the elbow actuated).
TEST(AcrobotLqrTest, UprightIsAnEquilibrium) {
  const auto plant = MakeAcrobotPlant();
  EXPECT_EQ(plant->num_positions(), 2);
  EXPECT_EQ(plant->num_actuators(), 1);
  auto context = plant->CreateDefaultContext();
  plant->SetPositionsAndVelocities(context.get(), AcrobotUprightState());
  plant->get_actuation_input_port().FixValue(context.get(),
                                             Eigen::VectorXd::Zero(1));
  // sin(π) ≈ 1.2e-16 times m g l ≈ 30 N·m: round-off, well below 1e-12.
  EXPECT_LT(plant->EvalTimeDerivatives(*context).CopyToVector().norm(), 1e-12);
}

// The upright is unstable open loop (the linearization has eigenvalues
// 5.73 and 2.23 s⁻¹) and the LQR closes it into a stable loop: every
// eigenvalue of A − B K has real part ≤ −2.24 s⁻¹ (measured; asserted with
// margin as < −1).
TEST(AcrobotLqrTest, ClosedLoopLinearizationIsStable) {
  const auto plant = MakeAcrobotPlant();
  const auto lqr = MakeAcrobotBalancingLqr(*plant);
  ASSERT_EQ(lqr->D().rows(), 1);
  ASSERT_EQ(lqr->D().cols(), 4);
  // u = y0 + D x with D = −K, and u(x*) = 0.
  EXPECT_NEAR((lqr->y0() + lqr->D() * AcrobotUprightState())[0], 0.0, 1e-12);

  auto context = plant->CreateDefaultContext();
  plant->SetPositionsAndVelocities(context.get(), AcrobotUprightState());
  plant->get_actuation_input_port().FixValue(context.get(),
                                             Eigen::VectorXd::Zero(1));
  const auto linear = systems::Linearize(
      *plant, *context, plant->get_actuation_input_port().get_index(),
      systems::OutputPortSelection::kNoOutput);
  const Eigen::VectorXcd open_loop = linear->A().eigenvalues();
  EXPECT_GT(open_loop.real().maxCoeff(), 1.0);
  const Eigen::MatrixXd A_closed = linear->A() + linear->B() * lqr->D();
  const Eigen::VectorXcd closed_loop = A_closed.eigenvalues();
  EXPECT_LT(closed_loop.real().maxCoeff(), -1.0);
}

// From the perturbed start (‖x0 − x*‖∞ = 0.1) the LQR brings the acrobot
// back to the upright. The slowest closed-loop mode decays as e^{−2.24 t};
// the simulation shows ‖x − x*‖∞ = 9.4e-3 at t = 3 s and 1.2e-4 at t = 5 s
// (9.4e-3·e^{−2.24·2} ≈ 1.1e-4, as the linear model predicts). The bound
// 1e-3 at t = 5 s leaves a factor 8 of margin and still proves convergence
// (the start was 0.1 away, and on the way the state strays to
// ‖x − x*‖∞ ≈ 1.1 at t = 1 s). The upper link leans at most 0.44 rad from
// upright (bound 0.6) and the elbow torque peaks at 14.7 N·m (bound 20).
TEST(AcrobotLqrTest, LqrBalancesFromPerturbedStart) {
  const AcrobotSimulationSummary summary =
      SimulateAcrobot(PerturbedStart(), 5.0, true);
  EXPECT_LT(summary.final_deviation_from_upright, 1e-3);
  EXPECT_LT(summary.max_shoulder_deviation, 0.6);
  EXPECT_GT(summary.max_abs_torque, 1.0);
  EXPECT_LT(summary.max_abs_torque, 20.0);
}

TEST(AcrobotLqrTest, PassiveAcrobotFallsAway) {
  const AcrobotSimulationSummary summary =
      SimulateAcrobot(PerturbedStart(), 5.0, false);
  EXPECT_GT(summary.max_shoulder_deviation, 1.0);
  EXPECT_GT(summary.final_deviation_from_upright, 0.5);
  EXPECT_EQ(summary.max_abs_torque, 0.0);
}

TEST(AcrobotLqrTest, Errors) {
  multibody::MultibodyPlant<double> unfinalized(0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      MakeAcrobotBalancingLqr(unfinalized),
      "MakeAcrobotBalancingLqr\\(\\): expected a finalized acrobot plant.*"
      "got finalized = false, 0 positions, 0 velocities, 0 actuators");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SimulateAcrobot(PerturbedStart(), -1.0, true),
      "SimulateAcrobot\\(\\): duration must be non-negative; got -1");
}

}  // namespace acrobot_lqr_test
}  // namespace acrobot
}  // namespace examples
}  // namespace drake
