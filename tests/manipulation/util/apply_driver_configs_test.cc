// ApplyDriverConfigs over a YAML-loaded map of drivers (the variant of
// ZeroForceDriver and IiwaDriver, selected by tag as in Drake's
// hardware_sim scenarios): each driver is applied to its model, and an
// unknown model stops it with the model's name.

#include "drake/manipulation/util/apply_driver_configs.h"

#include <gtest/gtest.h>

#include "manipulation/iiwa_test_scene.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/manipulation/kuka_iiwa/iiwa_driver_functions.h"
#include "drake/manipulation/util/zero_force_driver_functions.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/lcm/lcm_config_functions.h"

namespace drake {
namespace manipulation {
namespace apply_driver_configs_test {

using kuka_iiwa::IiwaDriver;
using multibody::MultibodyPlant;
using systems::DiagramBuilder;

using DriverVariant = std::variant<ZeroForceDriver, IiwaDriver>;

// The part of a hardware_sim scenario this test reads.
struct Drivers {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(model_drivers));
  }
  std::map<std::string, DriverVariant> model_drivers;
};

// The "default" bus, in-process.
std::map<std::string, lcm::DrakeLcmParams> MemqBus() {
  lcm::DrakeLcmParams params;
  params.lcm_url = "memq://";
  return {{"default", params}};
}

GTEST_TEST(ApplyDriverConfigsTest, FromYaml) {
  const auto drivers = yaml::LoadYamlString<Drivers>(R"""(
model_drivers:
  iiwa: !IiwaDriver
    hand_model_name: wsg
    control_mode: position_only
    lcm_bus: default
  wsg: !ZeroForceDriver {}
)""",
                                                     std::nullopt, Drivers{});
  ASSERT_EQ(drivers.model_drivers.size(), 2);
  ASSERT_TRUE(
      std::holds_alternative<IiwaDriver>(drivers.model_drivers.at("iiwa")));
  EXPECT_EQ(std::get<IiwaDriver>(drivers.model_drivers.at("iiwa")).control_mode,
            "position_only");
  ASSERT_TRUE(
      std::holds_alternative<ZeroForceDriver>(drivers.model_drivers.at("wsg")));

  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.001);
  const auto models = test::AddIiwaScene(plant, true);
  plant->Finalize();
  const auto buses = systems::lcm::ApplyLcmBusConfig(MemqBus(), &builder);
  ApplyDriverConfigs(drivers.model_drivers, *plant, models, buses, &builder);
  auto diagram = builder.Build();
  // The iiwa's LCM driver, and the gripper's zero source.
  EXPECT_TRUE(diagram->HasSubsystemNamed("iiwa"));
  EXPECT_TRUE(diagram->HasSubsystemNamed("iiwa_controller_plant"));
  EXPECT_TRUE(diagram->HasSubsystemNamed("iiwa_iiwa_command_receiver"));
  EXPECT_TRUE(diagram->HasSubsystemNamed("zero_force_source_for_wsg"));

  // Both actuation inputs are driven: the diagram simulates, and with no
  // command the arm holds its initial pose (the receiver latches it); the
  // hand's weight is in the controller's model, the fingers' sliding not,
  // so the arm stays within 1e-2 rad over 0.2 s.
  systems::Simulator<double> simulator(*diagram);
  const auto iiwa = plant->GetModelInstanceByName("iiwa");
  const Eigen::VectorXd q0 = plant->GetPositions(
      plant->GetMyContextFromRoot(simulator.get_context()), iiwa);
  simulator.AdvanceTo(0.2);
  const Eigen::VectorXd q1 = plant->GetPositions(
      plant->GetMyContextFromRoot(simulator.get_context()), iiwa);
  EXPECT_LT((q1 - q0).lpNorm<Eigen::Infinity>(), 1e-2);
  const auto wsg = plant->GetModelInstanceByName("wsg");
  EXPECT_EQ(plant->get_actuation_input_port(wsg).Eval(
                plant->GetMyContextFromRoot(simulator.get_context())),
            Eigen::VectorXd::Zero(2));
}

GTEST_TEST(ApplyDriverConfigsTest, UnknownModel) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.001);
  const auto models = test::AddIiwaScene(plant, false);
  plant->Finalize();
  const std::map<std::string, DriverVariant> drivers{
      {"gripper", ZeroForceDriver{}}};
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfigs(drivers, *plant, models, systems::lcm::LcmBuses{},
                         &builder),
      ".*no model instance named 'gripper'.*");
}

}  // namespace apply_driver_configs_test
}  // namespace manipulation
}  // namespace drake
