// ApplyDriverConfig(ZeroForceDriver): the arm's actuation input is wired to
// a zero source (the plant's net actuation is exactly zero, and the arm,
// unheld, falls under gravity), and the mistakes a user can make throw
// naming the model instance.

#include "drake/manipulation/util/zero_force_driver_functions.h"

#include <gtest/gtest.h>

#include "manipulation/iiwa_test_scene.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace manipulation {
namespace zero_force_driver_functions_test {

using multibody::MultibodyPlant;
using systems::DiagramBuilder;
using systems::lcm::LcmBuses;

GTEST_TEST(ZeroForceDriverTest, YamlHasNoFields) {
  const auto driver = yaml::LoadYamlString<ZeroForceDriver>("{}");
  EXPECT_EQ(yaml::SaveYamlString(driver), "{}\n");
}

GTEST_TEST(ZeroForceDriverTest, HoldsZeroActuation) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.0);
  const auto models = test::AddIiwaScene(plant, false);
  plant->Finalize();
  ApplyDriverConfig(ZeroForceDriver{}, "iiwa", *plant, test::ByName(models),
                    LcmBuses{}, &builder);
  auto diagram = builder.Build();
  EXPECT_TRUE(diagram->HasSubsystemNamed("zero_force_source_for_iiwa"));

  systems::Simulator<double> simulator(*diagram);
  const auto& plant_context =
      plant->GetMyContextFromRoot(simulator.get_context());
  const multibody::ModelInstanceIndex iiwa =
      plant->GetModelInstanceByName("iiwa");
  // Exact zeros: the source holds zeros and nothing is added to them.
  EXPECT_EQ(plant->get_actuation_input_port(iiwa).Eval(plant_context),
            Eigen::VectorXd::Zero(7));
  EXPECT_EQ(plant->get_net_actuation_output_port().Eval(plant_context),
            Eigen::VectorXd::Zero(7));

  // Unactuated, the arm does not hold its pose against gravity: after
  // 0.1 s the configuration has moved by well over a millidradian (joint 2,
  // leaning forward, falls at roughly ½·α·t² with α of order 10 rad/s²).
  const Eigen::VectorXd q0 = plant->GetPositions(plant_context);
  simulator.AdvanceTo(0.1);
  const Eigen::VectorXd q1 =
      plant->GetPositions(plant->GetMyContextFromRoot(simulator.get_context()));
  EXPECT_GT((q1 - q0).norm(), 1e-3);
}

GTEST_TEST(ZeroForceDriverTest, Errors) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.0);
  const auto models = test::AddIiwaScene(plant, false);
  plant->AddModelInstance("empty");
  plant->Finalize();
  const auto by_name = test::ByName(models);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(ZeroForceDriver{}, "no_such_arm", *plant, by_name,
                        LcmBuses{}, &builder),
      ".*no model instance named 'no_such_arm'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(ZeroForceDriver{}, "empty", *plant, by_name, LcmBuses{},
                        &builder),
      ".*'empty' has no actuated degrees of freedom.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(ZeroForceDriver{}, "iiwa", *plant, by_name, LcmBuses{},
                        nullptr),
      ".*'iiwa'.*builder is null.*");
}

GTEST_TEST(ZeroForceDriverTest, PlantNotFinalized) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.0);
  const auto models = test::AddIiwaScene(plant, false);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyDriverConfig(ZeroForceDriver{}, "iiwa", *plant, test::ByName(models),
                        LcmBuses{}, &builder),
      ".*'iiwa'.*finalized.*");
}

}  // namespace zero_force_driver_functions_test
}  // namespace manipulation
}  // namespace drake
