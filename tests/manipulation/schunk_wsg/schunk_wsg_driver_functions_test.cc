// ApplyDriverConfig(SchunkWsgDriver): its YAML form; with the iiwa holding
// its pose (IiwaDriver), a distance sent on SCHUNK_WSG_COMMAND is reached by
// the fingers and reported on SCHUNK_WSG_STATUS; the drivers also apply
// through ApplyDriverConfigs with SchunkWsgDriver in the variant; errors
// name the model.

#include "drake/manipulation/schunk_wsg/schunk_wsg_driver_functions.h"

#include <gtest/gtest.h>

#include "manipulation/iiwa_test_scene.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/lcm/drake_lcm_interface.h"
#include "drake/lcmt_schunk_wsg_command.hpp"
#include "drake/lcmt_schunk_wsg_status.hpp"
#include "drake/manipulation/kuka_iiwa/iiwa_driver_functions.h"
#include "drake/manipulation/util/apply_driver_configs.h"
#include "drake/manipulation/util/zero_force_driver_functions.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/lcm/lcm_config_functions.h"

namespace drake {
namespace manipulation {
namespace schunk_wsg {
namespace schunk_wsg_driver_functions_test {

using multibody::MultibodyPlant;
using systems::DiagramBuilder;

using DriverVariant =
    std::variant<ZeroForceDriver, kuka_iiwa::IiwaDriver, SchunkWsgDriver>;

struct Drivers {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(model_drivers));
  }
  std::map<std::string, DriverVariant> model_drivers;
};

std::map<std::string, lcm::DrakeLcmParams> MemqBus() {
  lcm::DrakeLcmParams params;
  params.lcm_url = "memq://";
  return {{"default", params}};
}

GTEST_TEST(SchunkWsgDriverTest, Yaml) {
  const SchunkWsgDriver defaults;
  EXPECT_EQ(defaults.pid_gains, Eigen::Vector3d(7200, 0, 5));
  EXPECT_EQ(defaults.lcm_bus, "default");
  const auto loaded = yaml::LoadYamlString<SchunkWsgDriver>(
      "{pid_gains: [1000, 0, 10], lcm_bus: hand_bus}", std::nullopt,
      SchunkWsgDriver{});
  EXPECT_EQ(loaded.pid_gains, Eigen::Vector3d(1000, 0, 10));
  EXPECT_EQ(loaded.lcm_bus, "hand_bus");
}

GTEST_TEST(SchunkWsgDriverTest, FingersReachTheCommandedDistance) {
  const auto drivers = yaml::LoadYamlString<Drivers>(R"""(
model_drivers:
  iiwa: !IiwaDriver
    hand_model_name: wsg
  wsg: !SchunkWsgDriver {}
)""",
                                                     std::nullopt, Drivers{});
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.001);
  const auto models = test::AddIiwaScene(plant, true);
  plant->Finalize();
  const auto buses = systems::lcm::ApplyLcmBusConfig(MemqBus(), &builder);
  ApplyDriverConfigs(drivers.model_drivers, *plant, models, buses, &builder);
  auto diagram = builder.Build();
  for (const char* name :
       {"wsg_wsg_command_subscriber", "wsg_wsg_controller",
        "wsg_wsg_status_publisher", "iiwa_iiwa_command_subscriber"}) {
    EXPECT_TRUE(diagram->HasSubsystemNamed(name)) << name;
  }

  lcm::DrakeLcmInterface* bus = buses.Find("the test", "default");
  lcm::Subscriber<lcmt_schunk_wsg_status> status(bus, "SCHUNK_WSG_STATUS");
  lcmt_schunk_wsg_command command{};
  command.utime = 1;
  command.target_position_mm = 50.0;
  command.force = 40.0;
  lcm::Publish(bus, "SCHUNK_WSG_COMMAND", command);

  systems::Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(1.5);
  const auto wsg = plant->GetModelInstanceByName("wsg");
  const Eigen::VectorXd q = plant->GetPositions(
      plant->GetMyContextFromRoot(simulator.get_context()), wsg);
  // The distance q₁ − q₀ settles on 50 mm: the PD (kp = 7200 N/m) leaves
  // an offset of (finger weight, ~1 N)/kp ≈ 0.1 mm at most; 1 mm allows for
  // what is left of the transient. The constraint PD keeps them centred
  // (|q₀ + q₁| ≲ 1 N / 2000 N/m = 0.5 mm).
  EXPECT_NEAR(q[1] - q[0], 0.05, 1e-3);
  EXPECT_LT(std::abs(q[0] + q[1]), 1e-3);
  // Status every 50 ms: 1.5 s gives 30 or 31 messages (the last ones may
  // still be queued on the bus: handle them).
  bus->HandleSubscriptions(0);
  EXPECT_GE(status.count(), 30);
  EXPECT_NEAR(status.message().actual_position_mm, 50.0, 1.0);
  EXPECT_NEAR(status.message().actual_speed_mm_per_s, 0.0, 1.0);
  // No contact: no grip force measured.
  EXPECT_EQ(status.message().actual_force, 0.0);
}

GTEST_TEST(SchunkWsgDriverTest, Errors) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.001);
  const auto models = test::ByName(test::AddIiwaScene(plant, true));
  plant->Finalize();
  const auto buses = systems::lcm::ApplyLcmBusConfig(MemqBus(), &builder);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(SchunkWsgDriver{}, "hand", *plant, models, buses,
                        &builder),
      ".*no model instance named 'hand'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(SchunkWsgDriver{}, "iiwa", *plant, models, buses,
                        &builder),
      ".*'iiwa' has 7 positions and 7 actuated degrees of freedom; expected "
      "two actuated prismatic fingers.*");
  SchunkWsgDriver with_integral;
  with_integral.pid_gains[1] = 1.0;
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(with_integral, "wsg", *plant, models, buses, &builder),
      ".*'wsg'.*i = 1.*not supported.*");
  SchunkWsgDriver other_bus;
  other_bus.lcm_bus = "other";
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(other_bus, "wsg", *plant, models, buses, &builder),
      ".*Driver for wsg.*other.*");
  DRAKE_EXPECT_THROWS_MESSAGE(ApplyDriverConfig(SchunkWsgDriver{}, "wsg",
                                                *plant, models, buses, nullptr),
                              ".*'wsg'.*builder is null.*");
}

}  // namespace schunk_wsg_driver_functions_test
}  // namespace schunk_wsg
}  // namespace manipulation
}  // namespace drake
