#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/examples/pendulum/energy_shaping_controller.h"
#include "drake/examples/pendulum/pendulum_plant.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace examples {
namespace pendulum {
namespace pendulum_test {

// The equation of motion at a hand-picked state: m l² θ̈ = τ − m g l sin θ −
// b θ̇ with Drake's default parameters (m = 1, l = 0.5, b = 0.1, g = 9.81).
TEST(PendulumPlantTest, DerivativesMatchEquationOfMotion) {
  PendulumPlant<double> plant;
  auto context = plant.CreateDefaultContext();
  auto& state = PendulumPlant<double>::get_mutable_state(context.get());
  state.set_theta(0.3);
  state.set_thetadot(-1.2);
  plant.get_input_port().FixValue(context.get(), 0.7);
  const auto& xdot = plant.EvalTimeDerivatives(*context);
  const double expected_thetaddot =
      (0.7 - 1.0 * 9.81 * 0.5 * std::sin(0.3) - 0.1 * -1.2) / (1.0 * 0.25);
  EXPECT_DOUBLE_EQ(xdot[0], -1.2);
  EXPECT_NEAR(xdot[1], expected_thetaddot, 1e-14);
  // Energy: ½ m l² θ̇² − m g l cos θ.
  EXPECT_NEAR(plant.CalcTotalEnergy(*context),
              0.5 * 0.25 * 1.44 - 9.81 * 0.5 * std::cos(0.3), 1e-14);
}

// Small oscillations of an undamped pendulum have period 2π√(l/g); after one
// period θ returns to θ₀. The amplitude correction to the period is
// θ₀²/16 ≈ 6e-6 relative for θ₀ = 0.01, which moves θ by about
// θ₀·2π·6e-6 ≈ 4e-7, so 1e-6 absolute bounds model error plus the
// integrator's (accuracy 1e-8).
TEST(PendulumPlantTest, SmallOscillationPeriodAndEnergyConservation) {
  PendulumPlant<double> plant;
  systems::Simulator<double> simulator(plant);
  auto& context = simulator.get_mutable_context();
  plant.get_mutable_parameters(&context).set_damping(0.0);
  plant.get_input_port().FixValue(&context, 0.0);
  PendulumPlant<double>::get_mutable_state(&context).set_theta(0.01);
  simulator.get_mutable_integrator().set_target_accuracy(1e-8);
  const double energy0 = plant.CalcTotalEnergy(context);
  const double period = 2 * M_PI * std::sqrt(0.5 / 9.81);
  simulator.AdvanceTo(period);
  EXPECT_NEAR(PendulumPlant<double>::get_state(context).theta(), 0.01, 1e-6);
  EXPECT_NEAR(PendulumPlant<double>::get_state(context).thetadot(), 0.0, 1e-5);
  // Energy is conserved to the integrator's accuracy.
  EXPECT_NEAR(plant.CalcTotalEnergy(context), energy0, 1e-8);
}

// Scalar conversion: ∂θ̈/∂θ = −(g/l) cos θ, from AutoDiffXd.
TEST(PendulumPlantTest, AutoDiffGivesLinearization) {
  PendulumPlant<double> plant;
  std::unique_ptr<systems::System<AutoDiffXd>> plant_ad = plant.ToAutoDiffXd();
  auto context = plant_ad->CreateDefaultContext();
  const double theta = 0.4;
  auto& state = PendulumPlant<AutoDiffXd>::get_mutable_state(context.get());
  state.set_theta(AutoDiffXd(theta, Eigen::VectorXd::Unit(1, 0)));
  state.set_thetadot(AutoDiffXd(0.0, Eigen::VectorXd::Zero(1)));
  plant_ad->get_input_port(0).FixValue(context.get(), AutoDiffXd(0.0));
  const auto& xdot = plant_ad->EvalTimeDerivatives(*context);
  EXPECT_NEAR(xdot[1].derivatives()(0), -9.81 / 0.5 * std::cos(theta), 1e-12);
}

// Energy shaping: with Ẽ = E − m g l the closed loop obeys
// dẼ/dt = −k θ̇² Ẽ, so |Ẽ| never increases and the pendulum swings up.
TEST(EnergyShapingTest, EnergyErrorDecaysAndPendulumSwingsUp) {
  systems::DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<PendulumPlant<double>>();
  auto* controller =
      builder.AddSystem<PendulumEnergyShapingController<double>>();
  builder.Connect(plant->get_state_output_port(),
                  controller->get_input_port(0));
  builder.Connect(controller->get_output_port(0), plant->get_input_port());
  auto diagram = builder.Build();
  systems::Simulator<double> simulator(*diagram);
  auto& plant_context = diagram->GetMutableSubsystemContext(
      *plant, &simulator.get_mutable_context());
  auto& state = PendulumPlant<double>::get_mutable_state(&plant_context);
  state.set_theta(0.1);
  state.set_thetadot(0.2);
  const double mgl = 9.81 * 0.5;
  double previous_error = std::abs(plant->CalcTotalEnergy(plant_context) - mgl);
  const double initial_error = previous_error;
  double max_height = -1;
  for (double t = 0.25; t <= 10.0; t += 0.25) {
    simulator.AdvanceTo(t);
    const double error = std::abs(plant->CalcTotalEnergy(plant_context) - mgl);
    // Non-increasing up to the integrator's accuracy (1e-4 relative).
    EXPECT_LE(error, previous_error + 1e-3) << "at t = " << t;
    previous_error = error;
    max_height = std::max(
        max_height,
        -std::cos(PendulumPlant<double>::get_state(plant_context).theta()));
  }
  EXPECT_LT(previous_error, 0.05 * initial_error);
  // The pendulum rises to within a few degrees of upright (height 1 = top).
  EXPECT_GT(max_height, 0.99);
}

}  // namespace pendulum_test
}  // namespace pendulum
}  // namespace examples
}  // namespace drake
