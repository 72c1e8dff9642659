// SimIiwaDriver on the iiwa14 model: in position mode the arm, from rest,
// settles on a constant commanded position; in torque-only mode the
// actuation is gravity compensation plus the commanded torque, clamped to
// the effort limits; the ports per control mode, scalar conversion, and
// the errors.

#include "drake/manipulation/kuka_iiwa/sim_iiwa_driver.h"

#include <memory>

#include <gtest/gtest.h>

#include "manipulation/iiwa_test_scene.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/manipulation/util/make_arm_controller_model.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/primitives/constant_vector_source.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {
namespace sim_iiwa_driver_test {

using Eigen::VectorXd;
using multibody::ModelInstanceIndex;
using multibody::MultibodyPlant;
using systems::ConstantVectorSource;
using systems::DiagramBuilder;

// A discrete (1 ms) plant with the arm welded to the world, finalized, and
// the controller's copy of it.
struct Scene {
  explicit Scene(DiagramBuilder<double>* builder) {
    plant = builder->AddSystem<MultibodyPlant<double>>(0.001);
    const auto models = test::AddIiwaScene(plant, false);
    plant->Finalize();
    iiwa = plant->GetModelInstanceByName("iiwa");
    controller_plant = internal::MakeArmControllerModel(
        *plant, test::ByName(models).at("iiwa"));
  }
  MultibodyPlant<double>* plant{};
  ModelInstanceIndex iiwa;
  std::unique_ptr<MultibodyPlant<double>> controller_plant;
};

GTEST_TEST(SimIiwaDriverTest, PositionModeSettlesOnTheCommand) {
  DiagramBuilder<double> builder;
  Scene scene(&builder);
  IiwaDriver config;
  config.control_mode = "position_only";
  const auto& driver = SimIiwaDriver<double>::AddToBuilder(
      &builder, *scene.plant, scene.iiwa, config, *scene.controller_plant);
  EXPECT_EQ(driver.get_name(), "iiwa");
  // The command: 0.1 rad away from the default pose on every joint.
  const VectorXd q0 = scene.plant->GetDefaultPositions();
  const VectorXd q_command = q0 + VectorXd::Constant(7, 0.1);
  auto* command = builder.AddSystem<ConstantVectorSource<double>>(q_command);
  builder.Connect(command->get_output_port(), driver.GetInputPort("position"));
  auto diagram = builder.Build();

  systems::Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(2.0);
  const auto& plant_context =
      scene.plant->GetMyContextFromRoot(simulator.get_context());
  // The controller's model is the simulated arm exactly, so the error
  // dynamics are ë + kd ė + kp e + ki ∫e = 0 (kp ≥ 500, kd = 2√kp, ki = 1):
  // the fast roots (ω ≥ 22 rad/s) are gone after 2 s, and the slow root
  // (s ≈ −ki/kp) leaves e ≈ (ki/kp)·∫e ≈ 2e-3 · (0.1 rad · 2/ω) ≲ 2e-5 rad.
  // 1e-4 rad holds that with margin; the velocity is then ≲ 1e-4 rad/s.
  EXPECT_LT((scene.plant->GetPositions(plant_context) - q_command)
                .lpNorm<Eigen::Infinity>(),
            1e-4);
  EXPECT_LT(scene.plant->GetVelocities(plant_context).lpNorm<Eigen::Infinity>(),
            1e-4);
  const auto& driver_context =
      driver.GetMyContextFromRoot(simulator.get_context());
  EXPECT_EQ(driver.GetOutputPort("position_commanded").Eval(driver_context),
            q_command);
  EXPECT_EQ(driver.GetOutputPort("position_measured").Eval(driver_context),
            scene.plant->GetPositions(plant_context));
  // The commanded velocity of a constant command is zero (the derivative of
  // two equal samples).
  EXPECT_EQ(driver.GetOutputPort("velocity_commanded").Eval(driver_context),
            VectorXd::Zero(7));
}

GTEST_TEST(SimIiwaDriverTest, TorqueOnlyAddsGravityCompensation) {
  DiagramBuilder<double> builder;
  Scene scene(&builder);
  IiwaDriver config;
  config.control_mode = "torque_only";
  const auto& driver = SimIiwaDriver<double>::AddToBuilder(
      &builder, *scene.plant, scene.iiwa, config, *scene.controller_plant);
  EXPECT_FALSE(driver.HasInputPort("position"));
  EXPECT_FALSE(driver.HasOutputPort("velocity_commanded"));
  VectorXd tau_command(7);
  tau_command << 1.5, -2.0, 3.0, -0.5, 0.25, 1e4, -0.75;
  auto* command = builder.AddSystem<ConstantVectorSource<double>>(tau_command);
  builder.Connect(command->get_output_port(), driver.GetInputPort("torque"));
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  const auto& plant_context = scene.plant->GetMyContextFromRoot(*context);
  const auto& driver_context = driver.GetMyContextFromRoot(*context);

  // Gravity compensation cancels the gravity forces: −τ_g(q). Joint 6's
  // command (10⁴ N·m) is clamped to its effort limit, 40 N·m (the URDF).
  VectorXd expected =
      -scene.plant->CalcGravityGeneralizedForces(plant_context) + tau_command;
  expected[5] = 40.0;
  // Two algorithms (inverse dynamics at zero velocity and acceleration, and
  // the plant's gravity forces) for torques of O(100) N·m: equal to 1e-10.
  EXPECT_TRUE(CompareMatrices(
      driver.GetOutputPort("actuation").Eval(driver_context), expected, 1e-10));
  EXPECT_TRUE(CompareMatrices(
      driver.GetOutputPort("torque_commanded").Eval(driver_context), expected,
      1e-10));
  EXPECT_EQ(driver.GetOutputPort("torque_measured").Eval(driver_context),
            driver.GetOutputPort("torque_commanded").Eval(driver_context));
  // Without a position command, the commanded position is the measured one.
  EXPECT_EQ(driver.GetOutputPort("position_commanded").Eval(driver_context),
            scene.plant->GetPositions(plant_context));
  EXPECT_EQ(driver.GetOutputPort("state_estimated").Eval(driver_context),
            scene.plant->GetPositionsAndVelocities(plant_context));
  // No contact: zero external torque.
  EXPECT_EQ(driver.GetOutputPort("torque_external").Eval(driver_context),
            VectorXd::Zero(7));
}

GTEST_TEST(SimIiwaDriverTest, PortsPerModeAndScalarConversion) {
  DiagramBuilder<double> builder;
  Scene scene(&builder);
  for (const char* mode :
       {"position_only", "torque_only", "position_and_torque"}) {
    SCOPED_TRACE(mode);
    IiwaDriver config;
    config.control_mode = mode;
    const SimIiwaDriver<double> driver(config, scene.controller_plant.get());
    const IiwaControlMode parsed = ParseIiwaControlMode(mode);
    EXPECT_TRUE(driver.HasInputPort("state"));
    EXPECT_TRUE(driver.HasInputPort("generalized_contact_forces"));
    EXPECT_EQ(driver.HasInputPort("position"), position_enabled(parsed));
    EXPECT_EQ(driver.HasInputPort("torque"), torque_enabled(parsed));
    for (const char* output :
         {"actuation", "position_commanded", "position_measured",
          "velocity_estimated", "state_estimated", "torque_commanded",
          "torque_measured", "torque_external"}) {
      EXPECT_TRUE(driver.HasOutputPort(output)) << output;
    }
    EXPECT_EQ(driver.HasOutputPort("velocity_commanded"),
              position_enabled(parsed));
    auto autodiff = driver.ToAutoDiffXd();
    ASSERT_NE(autodiff, nullptr);
    EXPECT_EQ(autodiff->num_input_ports(), driver.num_input_ports());
    EXPECT_EQ(autodiff->num_output_ports(), driver.num_output_ports());
    EXPECT_NE(dynamic_cast<const SimIiwaDriver<AutoDiffXd>*>(autodiff.get()),
              nullptr);
  }
}

GTEST_TEST(SimIiwaDriverTest, Errors) {
  DiagramBuilder<double> builder;
  Scene scene(&builder);
  IiwaDriver config;
  DRAKE_EXPECT_THROWS_MESSAGE(SimIiwaDriver<double>(config, nullptr),
                              ".*controller plant is null.*");
  config.control_mode = "velocity";
  DRAKE_EXPECT_THROWS_MESSAGE(
      SimIiwaDriver<double>(config, scene.controller_plant.get()),
      ".*Invalid control_mode string: 'velocity'.*");
  config.control_mode = "torque_only";
  config.desired_kp_gains = VectorXd::Constant(7, 100.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      SimIiwaDriver<double>(config, scene.controller_plant.get()),
      ".*desired_kp_gains must be empty in control mode 'torque_only'.*");
  config.control_mode = "position_only";
  config.desired_kp_gains = VectorXd::Constant(3, 100.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      SimIiwaDriver<double>(config, scene.controller_plant.get()),
      ".*desired_kp_gains has 3 entries; expected one per position.*7.*");
  // The simulated plant (arm with nothing else here) works as a controller
  // plant too; a plant whose positions are not all actuated does not.
  MultibodyPlant<double> free_body(0.0);
  free_body.AddRigidBody("ball",
                         multibody::SpatialInertia<double>::MakeUnitary());
  free_body.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      SimIiwaDriver<double>(IiwaDriver{}, &free_body),
      ".*one actuator per position.*7 positions, 6 velocities and 0 "
      "actuators.*");
}

}  // namespace sim_iiwa_driver_test
}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
