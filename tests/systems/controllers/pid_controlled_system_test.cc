// PidControlledSystem: a double integrator under PD feedback follows the
// closed-form critically damped response; the ports are Drake's; the
// feedback selector and input saturation act as documented.

#include "drake/systems/controllers/pid_controlled_system.h"

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/linear_system.h"

namespace drake {
namespace systems {
namespace controllers {
namespace pid_controlled_system_test {

// q̈ = u, output y = C [q; q̇].
std::shared_ptr<LinearSystem<double>> DoubleIntegrator(
    const Eigen::MatrixXd& C) {
  Eigen::Matrix2d A;
  A << 0, 1, 0, 0;
  const Eigen::Vector2d B(0, 1);
  return std::make_shared<LinearSystem<double>>(
      A, B, C, Eigen::MatrixXd::Zero(C.rows(), 1));
}

TEST(PidControlledSystemTest, CriticallyDampedStep) {
  auto plant = DoubleIntegrator(Eigen::Matrix2d::Identity());
  plant->set_name("plant");
  // Kp = 4, Kd = 4: q̈ = 4 (1 − q) − 4 q̇, a double pole at −2, so from rest
  // q(t) = 1 − (1 + 2t) e^{−2t}.
  PidControlledSystem<double> system(plant, 4.0, 0.0, 4.0);
  EXPECT_EQ(system.plant(), plant.get());
  ASSERT_EQ(system.num_input_ports(), 2);
  EXPECT_EQ(system.get_control_input_port().size(), 1);
  EXPECT_EQ(system.get_state_input_port().size(), 2);
  ASSERT_EQ(system.num_output_ports(), 1);
  EXPECT_EQ(system.get_state_output_port().size(), 2);
  // Drake's default export names: "{system}_{port}".
  EXPECT_EQ(system.get_output_port(0).get_name(), "plant_y0");

  Simulator<double> simulator(system);
  Context<double>& context = simulator.get_mutable_context();
  system.get_control_input_port().FixValue(&context, 0.0);
  system.get_state_input_port().FixValue(&context, Eigen::Vector2d(1, 0));
  simulator.get_mutable_integrator().set_target_accuracy(1e-9);
  simulator.AdvanceTo(2.0);
  const Eigen::VectorXd y = system.get_state_output_port().Eval(context);
  const double t = 2.0;
  // Error control at 1e-9 over 2 s: 1e-7 leaves room.
  EXPECT_NEAR(y(0), 1 - (1 + 2 * t) * std::exp(-2 * t), 1e-7);
  EXPECT_NEAR(y(1), 4 * t * std::exp(-2 * t), 1e-7);

  // A feed-forward force adds to the feedback: at rest on target, q̈ = u_ff.
  auto fresh = system.CreateDefaultContext();
  system.get_control_input_port().FixValue(fresh.get(), 0.25);
  system.get_state_input_port().FixValue(fresh.get(), Eigen::Vector2d(0, 0));
  EXPECT_DOUBLE_EQ(
      system.EvalTimeDerivatives(*fresh).get_vector().GetAtIndex(1), 0.25);
}

TEST(PidControlledSystemTest, FeedbackSelectorAndSaturation) {
  // The plant reports [q; q̇; 7] and the selector keeps [q; q̇].
  Eigen::MatrixXd C(3, 2);
  C << 1, 0, 0, 1, 0, 0;
  Eigen::MatrixXd selector(2, 3);
  selector << 1, 0, 0, 0, 1, 0;
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem(DoubleIntegrator(C));
  const auto ports =
      PidControlledSystem<double>::ConnectControllerWithInputSaturation(
          plant->get_input_port(), plant->get_output_port(), selector,
          Vector1d(4.0), Vector1d(0.0), Vector1d(4.0), Vector1d(-0.5),
          Vector1d(0.5), &builder);
  builder.ExportInput(ports.control_input_port, "feedforward");
  builder.ExportInput(ports.state_input_port, "desired");
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  diagram->get_input_port(0).FixValue(context.get(), 0.0);
  diagram->get_input_port(1).FixValue(context.get(), Eigen::Vector2d(1, 0));
  // Unsaturated, the PD force would be 4 · (1 − 0) = 4; the plant gets 0.5.
  EXPECT_EQ(diagram->EvalTimeDerivatives(*context).get_vector().GetAtIndex(1),
            0.5);

  // The same without saturation: 4.
  DiagramBuilder<double> builder2;
  auto* plant2 = builder2.AddSystem(DoubleIntegrator(C));
  const auto ports2 = PidControlledSystem<double>::ConnectController(
      plant2->get_input_port(), plant2->get_output_port(), selector,
      Vector1d(4.0), Vector1d(0.0), Vector1d(4.0), &builder2);
  builder2.ExportInput(ports2.control_input_port, "feedforward");
  builder2.ExportInput(ports2.state_input_port, "desired");
  auto diagram2 = builder2.Build();
  auto context2 = diagram2->CreateDefaultContext();
  diagram2->get_input_port(0).FixValue(context2.get(), 0.0);
  diagram2->get_input_port(1).FixValue(context2.get(), Eigen::Vector2d(1, 0));
  EXPECT_EQ(diagram2->EvalTimeDerivatives(*context2).get_vector().GetAtIndex(1),
            4.0);
}

TEST(PidControlledSystemTest, BadArguments) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      PidControlledSystem<double>(DoubleIntegrator(Eigen::Matrix2d::Identity()),
                                  1.0, 0.0, 1.0, /* state output */ 3),
      ".*state_output_port_index 3 is not an output of plant.*which has 1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      PidControlledSystem<double>(nullptr, 1.0, 0.0, 1.0),
      ".*the plant is null.*");
  // A selector of the wrong shape is refused by the PID controller.
  EXPECT_THROW(PidControlledSystem<double>(
                   DoubleIntegrator(Eigen::Matrix2d::Identity()),
                   Eigen::MatrixXd::Identity(3, 2), 1.0, 0.0, 1.0),
               std::logic_error);
}

}  // namespace pid_controlled_system_test
}  // namespace controllers
}  // namespace systems
}  // namespace drake
