// ApplyDriverConfig(IiwaDriver): its YAML form; on a "memq://null" bus the
// bare SimIiwaDriver with a controller plant whose lumped hand reproduces
// the simulated arm+hand's gravity torques; on a memq:// bus the full LCM
// driver, which moves the arm to a position sent on IIWA_COMMAND and
// reports it on IIWA_STATUS; and the errors naming the models and bus.

#include "drake/manipulation/kuka_iiwa/iiwa_driver_functions.h"

#include <gtest/gtest.h>

#include "manipulation/iiwa_test_scene.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/common/yaml/yaml_io.h"
#include "drake/lcm/drake_lcm_interface.h"
#include "drake/lcmt_iiwa_command.hpp"
#include "drake/lcmt_iiwa_status.hpp"
#include "drake/manipulation/util/zero_force_driver_functions.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/lcm/lcm_config_functions.h"
#include "drake/systems/primitives/shared_pointer_system.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {
namespace iiwa_driver_functions_test {

using Eigen::VectorXd;
using multibody::MultibodyPlant;
using systems::DiagramBuilder;
using systems::lcm::LcmBuses;

// The "default" bus, in-process.
std::map<std::string, lcm::DrakeLcmParams> MemqBus() {
  lcm::DrakeLcmParams params;
  params.lcm_url = "memq://";
  return {{"default", params}};
}

GTEST_TEST(IiwaDriverTest, Yaml) {
  const IiwaDriver defaults;
  EXPECT_EQ(defaults.hand_model_name, "");
  EXPECT_EQ(defaults.ext_joint_filter_tau, 0.01);
  EXPECT_FALSE(defaults.desired_kp_gains.has_value());
  EXPECT_EQ(defaults.control_mode, "position_and_torque");
  EXPECT_EQ(defaults.lcm_bus, "default");
  EXPECT_EQ(defaults.lcm_status_period, kIiwaLcmStatusPeriod);
  const auto loaded =
      yaml::LoadYamlString<IiwaDriver>(R"""(
hand_model_name: wsg
control_mode: position_only
desired_kp_gains: [1, 2, 3, 4, 5, 6, 7]
arm_child_frame_name: iiwa_link_0
lcm_bus: arm_bus
lcm_status_period: 0.01
)""",
                                       std::nullopt, IiwaDriver{});
  EXPECT_EQ(loaded.hand_model_name, "wsg");
  EXPECT_EQ(loaded.control_mode, "position_only");
  ASSERT_TRUE(loaded.desired_kp_gains.has_value());
  EXPECT_EQ(*loaded.desired_kp_gains,
            (VectorXd(7) << 1, 2, 3, 4, 5, 6, 7).finished());
  EXPECT_EQ(loaded.arm_child_frame_name, "iiwa_link_0");
  EXPECT_FALSE(loaded.gripper_parent_frame_name.has_value());
  EXPECT_EQ(loaded.lcm_bus, "arm_bus");
  EXPECT_EQ(loaded.lcm_status_period, 0.01);
  EXPECT_EQ(loaded.ext_joint_filter_tau, 0.01);
}

GTEST_TEST(IiwaDriverTest, NullBusAddsTheSimDriverWithTheHandLumped) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.001);
  const auto models = test::ByName(test::AddIiwaScene(plant, true));
  plant->Finalize();
  const LcmBuses buses = systems::lcm::ApplyLcmBusConfig(
      std::map<std::string, std::optional<lcm::DrakeLcmParams>>{
          {"default", std::nullopt}},
      &builder);
  IiwaDriver config;
  config.hand_model_name = "wsg";
  ApplyDriverConfig(config, "iiwa", *plant, models, buses, &builder);
  ApplyDriverConfig(ZeroForceDriver{}, "wsg", *plant, models, buses, &builder);
  auto diagram = builder.Build();
  ASSERT_TRUE(diagram->HasSubsystemNamed("iiwa"));
  ASSERT_TRUE(diagram->HasSubsystemNamed("iiwa_controller_plant"));
  EXPECT_FALSE(diagram->HasSubsystemNamed("iiwa_iiwa_command_subscriber"));
  const auto& holder =
      dynamic_cast<const systems::SharedPointerSystem<double>&>(
          diagram->GetSubsystemByName("iiwa_controller_plant"));
  const auto& controller_plant = *holder.get<MultibodyPlant<double>>();

  // The controller's arm carries the hand as one body: its gravity torques
  // on the 7 arm joints equal the simulated arm+hand's (fingers at their
  // default positions, where the hand was lumped). Different trees, same
  // forces of O(100) N·m: 1e-9 N·m.
  auto sim_context = plant->CreateDefaultContext();
  auto controller_context = controller_plant.CreateDefaultContext();
  const VectorXd q_arm =
      plant->GetPositions(*sim_context, plant->GetModelInstanceByName("iiwa"));
  controller_plant.SetPositions(controller_context.get(), q_arm);
  const VectorXd tau_sim = plant->GetVelocitiesFromArray(
      plant->GetModelInstanceByName("iiwa"),
      plant->CalcGravityGeneralizedForces(*sim_context));
  const VectorXd tau_controller =
      controller_plant.CalcGravityGeneralizedForces(*controller_context);
  EXPECT_TRUE(CompareMatrices(tau_controller, tau_sim, 1e-9));
  // And its total mass is the arm's plus the hand's.
  EXPECT_NEAR(controller_plant.CalcTotalMass(*controller_context),
              plant->CalcTotalMass(*sim_context,
                                   {plant->GetModelInstanceByName("iiwa"),
                                    plant->GetModelInstanceByName("wsg")}),
              1e-12);
}

GTEST_TEST(IiwaDriverTest, LcmDriverFollowsCommandsAndReportsStatus) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.001);
  const auto models = test::ByName(test::AddIiwaScene(plant, false));
  plant->Finalize();
  const LcmBuses buses = systems::lcm::ApplyLcmBusConfig(MemqBus(), &builder);
  ApplyDriverConfig(IiwaDriver{}, "iiwa", *plant, models, buses, &builder);
  auto diagram = builder.Build();
  EXPECT_TRUE(diagram->HasSubsystemNamed("iiwa_iiwa_command_subscriber"));
  EXPECT_TRUE(diagram->HasSubsystemNamed("iiwa_iiwa_status_publisher"));

  lcm::DrakeLcmInterface* bus = buses.Find("the test", "default");
  lcm::Subscriber<lcmt_iiwa_status> status(bus, "IIWA_STATUS");
  const VectorXd q_command =
      plant->GetDefaultPositions() + VectorXd::Constant(7, -0.05);
  lcmt_iiwa_command command{};
  command.utime = 1;
  command.num_joints = 7;
  command.joint_position.assign(q_command.data(), q_command.data() + 7);
  lcm::Publish(bus, "IIWA_COMMAND", command);

  systems::Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(1.5);
  // The status subscriber above is handled by the bus's own pumping during
  // the simulation; status is published every 5 ms.
  ASSERT_GT(status.count(), 100);
  const lcmt_iiwa_status& last = status.message();
  ASSERT_EQ(last.num_joints, 7);
  const Eigen::Map<const VectorXd> commanded(
      last.joint_position_commanded.data(), 7);
  const Eigen::Map<const VectorXd> measured(last.joint_position_measured.data(),
                                            7);
  EXPECT_EQ(VectorXd(commanded), q_command);
  // As in SimIiwaDriverTest (the controller's model is exact): 1e-4 rad
  // after the fast transients (< 0.05 s) are gone.
  EXPECT_LT((VectorXd(measured) - q_command).lpNorm<Eigen::Infinity>(), 1e-4);
  // The reported commanded torque is the negated actuation (the hardware's
  // sign); with no contact the external torque is zero.
  const auto& plant_context =
      plant->GetMyContextFromRoot(simulator.get_context());
  const VectorXd actuation =
      plant->get_net_actuation_output_port().Eval(plant_context);
  // Published up to 5 ms earlier than now, by when the actuation has
  // settled to the holding torque within 1e-2 N·m.
  EXPECT_TRUE(CompareMatrices(
      -Eigen::Map<const VectorXd>(last.joint_torque_commanded.data(), 7),
      actuation, 1e-2));
  EXPECT_EQ(Eigen::Map<const VectorXd>(last.joint_torque_external.data(), 7),
            VectorXd::Zero(7));
}

GTEST_TEST(IiwaDriverTest, Errors) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.001);
  const auto models = test::ByName(test::AddIiwaScene(plant, false));
  plant->Finalize();
  const LcmBuses buses = systems::lcm::ApplyLcmBusConfig(
      std::map<std::string, std::optional<lcm::DrakeLcmParams>>{
          {"default", std::nullopt}},
      &builder);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(IiwaDriver{}, "arm", *plant, models, buses, &builder),
      "IiwaDriver could not find arm model directive 'arm' to actuate");
  IiwaDriver config;
  config.hand_model_name = "hand";
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(config, "iiwa", *plant, models, buses, &builder),
      "IiwaDriver could not find hand model directive 'hand' to actuate");
  config = IiwaDriver{};
  config.lcm_bus = "other_bus";
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(config, "iiwa", *plant, models, buses, &builder),
      ".*Driver for iiwa.*other_bus.*");
  config = IiwaDriver{};
  config.arm_child_frame_name = "no_such_frame";
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(config, "iiwa", *plant, models, buses, &builder),
      ".*model instance 'iiwa' has no frame named 'no_such_frame'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(IiwaDriver{}, "iiwa", *plant, models, buses, nullptr),
      ".*'iiwa'.*builder is null.*");
}

}  // namespace iiwa_driver_functions_test
}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
