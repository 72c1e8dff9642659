// ApplyVisualizationConfig / AddDefaultVisualization: the visualizers the
// config asks for are added to the builder and draw the plant's geometries
// into the Meshcat; the LCM side (DrakeVisualizer) is added when an LCM
// interface or bus is given, and skipped for the default bus otherwise.

#include "drake/visualization/visualization_config_functions.h"

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/geometry/drake_visualizer.h"
#include "drake/geometry/meshcat_visualizer.h"
#include "drake/lcm/drake_lcm.h"
#include "drake/lcmt_viewer_load_robot.hpp"
#include "drake/multibody/tree/spatial_inertia.h"
#include "drake/systems/lcm/lcm_buses.h"

namespace drake {
namespace visualization {
namespace visualization_config_functions_test {

using geometry::Box;
using geometry::Meshcat;
using geometry::MeshcatVisualizer;
using geometry::Role;
using geometry::Sphere;
using math::RigidTransformd;
using multibody::MultibodyPlant;
using systems::DiagramBuilder;
using yaml::LoadYamlString;
using yaml::SaveYamlString;

// A plant with one free body "ball": a red visual sphere and a collision
// box.
MultibodyPlant<double>& AddBallPlant(DiagramBuilder<double>* builder) {
  auto [plant, scene_graph] =
      multibody::AddMultibodyPlantSceneGraph(builder, 0.0);
  const auto& ball = plant.AddRigidBody(
      "ball", multibody::SpatialInertia<double>::SolidSphereWithMass(1, 0.1));
  plant.RegisterVisualGeometry(ball, RigidTransformd(), Sphere(0.1), "visual",
                               Eigen::Vector4d(1, 0, 0, 1));
  plant.RegisterCollisionGeometry(ball, RigidTransformd(), Box(0.1, 0.1, 0.1),
                                  "collision",
                                  multibody::CoulombFriction<double>(1, 1));
  plant.Finalize();
  return plant;
}

std::vector<std::string> VisualizerNames(
    const DiagramBuilder<double>& builder) {
  std::vector<std::string> names;
  for (const auto* system : builder.GetSystems()) {
    if (dynamic_cast<const MeshcatVisualizer<double>*>(system) != nullptr) {
      names.push_back(system->get_name());
    }
  }
  return names;
}

GTEST_TEST(VisualizationConfigFunctionsTest, DefaultVisualizationDraws) {
  auto meshcat = std::make_shared<Meshcat>(0);
  DiagramBuilder<double> builder;
  AddBallPlant(&builder);
  AddDefaultVisualization(&builder, meshcat);
  EXPECT_EQ(VisualizerNames(builder),
            (std::vector<std::string>{"meshcat_visualizer(illustration)",
                                      "meshcat_visualizer(inertia)",
                                      "meshcat_visualizer(proximity)"}));
  EXPECT_TRUE(builder.HasSubsystemNamed("contact_visualizer(contact_forces)"));
  EXPECT_TRUE(builder.HasSubsystemNamed("inertia_visualizer"));
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  diagram->ForcedPublish(*context);
  // each role under its prefix, at "<prefix>/<model instance>/<body>/<name>"
  // (the plant names the body's frame "DefaultModelInstance::ball");
  // proximity hidden until switched on
  EXPECT_FALSE(
      meshcat->GetPackedObject("illustration/DefaultModelInstance/ball/visual")
          .empty());
  EXPECT_FALSE(
      meshcat->GetPackedObject("proximity/DefaultModelInstance/ball/collision")
          .empty());
  EXPECT_FALSE(
      meshcat->HasPath("illustration/DefaultModelInstance/ball/"
                       "collision"));
  EXPECT_FALSE(meshcat->GetPackedProperty("proximity", "visible").empty());
  // the ball's inertia ellipsoid: in the inertia layer only (hidden until
  // switched on), under the frame InertiaVisualizer registers for the body
  const std::string ellipsoid =
      "InertiaVisualizer/DefaultModelInstance/ball/$inertia(1)";
  EXPECT_FALSE(meshcat->GetPackedObject("inertia/" + ellipsoid).empty());
  EXPECT_FALSE(meshcat->HasPath("illustration/" + ellipsoid));
  EXPECT_FALSE(meshcat->GetPackedProperty("inertia", "visible").empty());
}

GTEST_TEST(VisualizationConfigFunctionsTest, ConfigChoosesVisualizers) {
  auto meshcat = std::make_shared<Meshcat>(0);
  VisualizationConfig config;
  config.publish_proximity = false;
  config.publish_contacts = false;
  config.publish_period = 0.125;
  DiagramBuilder<double> builder;
  MultibodyPlant<double>& plant = AddBallPlant(&builder);
  ApplyVisualizationConfig(config, &builder, nullptr, &plant, nullptr, meshcat);
  EXPECT_EQ(VisualizerNames(builder),
            (std::vector<std::string>{"meshcat_visualizer(illustration)",
                                      "meshcat_visualizer(inertia)"}));
  EXPECT_FALSE(builder.HasSubsystemNamed("contact_visualizer(contact_forces)"));
  EXPECT_TRUE(builder.HasSubsystemNamed("inertia_visualizer"));

  // without inertia: neither its visualizer nor its geometry
  config.publish_inertia = false;
  DiagramBuilder<double> no_inertia;
  MultibodyPlant<double>& plant2 = AddBallPlant(&no_inertia);
  ApplyVisualizationConfig(config, &no_inertia, nullptr, &plant2, nullptr,
                           meshcat);
  EXPECT_EQ(VisualizerNames(no_inertia),
            std::vector<std::string>{"meshcat_visualizer(illustration)"});
  EXPECT_FALSE(no_inertia.HasSubsystemNamed("inertia_visualizer"));
  config.publish_inertia = true;

  // no Meshcat given and creation disabled: no viewer is added (the
  // inertia geometry still is, for any viewer of the SceneGraph)
  config.enable_meshcat_creation = false;
  DiagramBuilder<double> other;
  AddBallPlant(&other);
  ApplyVisualizationConfig(config, &other);
  EXPECT_TRUE(VisualizerNames(other).empty());
  EXPECT_TRUE(other.HasSubsystemNamed("inertia_visualizer"));
}

// With alpha sliders, the inertia layer starts half transparent (the
// ellipsoids would hide the links they stand for).
GTEST_TEST(VisualizationConfigFunctionsTest, InertiaAlphaStartsAtOneHalf) {
  auto meshcat = std::make_shared<Meshcat>(0);
  VisualizationConfig config;
  config.enable_alpha_sliders = true;
  DiagramBuilder<double> builder;
  MultibodyPlant<double>& plant = AddBallPlant(&builder);
  ApplyVisualizationConfig(config, &builder, nullptr, &plant, nullptr, meshcat);
  EXPECT_EQ(meshcat->GetSliderValue("inertia α"), 0.5);
  EXPECT_EQ(meshcat->GetSliderValue("illustration α"), 1.0);
}

GTEST_TEST(VisualizationConfigFunctionsTest, MeshcatParams) {
  VisualizationConfig config;
  config.publish_period = 0.25;
  config.default_illustration_color = geometry::Rgba(0.1, 0.2, 0.3, 1);
  config.default_proximity_color = geometry::Rgba(0, 0, 1, 0.5);
  config.initial_proximity_alpha = 0.75;
  config.enable_alpha_sliders = true;
  config.delete_on_initialization_event = false;
  const auto params =
      internal::ConvertVisualizationConfigToMeshcatParams(config);
  ASSERT_EQ(params.size(), 3u);
  EXPECT_EQ(params[0].prefix, "illustration");
  EXPECT_EQ(params[0].role, Role::kIllustration);
  EXPECT_EQ(params[0].publish_period, 0.25);
  EXPECT_EQ(params[0].default_color, geometry::Rgba(0.1, 0.2, 0.3, 1));
  EXPECT_TRUE(params[0].visible_by_default);
  EXPECT_TRUE(params[0].enable_alpha_slider);
  EXPECT_FALSE(params[0].delete_on_initialization_event);
  EXPECT_EQ(params[1].prefix, "inertia");
  EXPECT_EQ(params[1].role, Role::kIllustration);
  EXPECT_EQ(params[1].publish_period, 0.25);
  EXPECT_FALSE(params[1].visible_by_default);
  EXPECT_FALSE(params[1].include_unspecified_accepting);
  EXPECT_TRUE(params[1].enable_alpha_slider);
  EXPECT_EQ(params[2].prefix, "proximity");
  EXPECT_EQ(params[2].role, Role::kProximity);
  EXPECT_EQ(params[2].default_color, geometry::Rgba(0, 0, 1, 0.5));
  EXPECT_EQ(params[2].initial_alpha_slider_value, 0.75);
  EXPECT_FALSE(params[2].visible_by_default);
  config.publish_illustration = false;
  config.publish_proximity = false;
  config.publish_inertia = false;
  EXPECT_TRUE(
      internal::ConvertVisualizationConfigToMeshcatParams(config).empty());
}

std::vector<std::string> DrakeVisualizerNames(
    const DiagramBuilder<double>& builder) {
  std::vector<std::string> names;
  for (const auto* system : builder.GetSystems()) {
    if (dynamic_cast<const geometry::DrakeVisualizer<double>*>(system) !=
        nullptr) {
      names.push_back(system->get_name());
    }
  }
  return names;
}

GTEST_TEST(VisualizationConfigFunctionsTest, LcmSkippedForDefaultOnly) {
  // The default bus with no LCM given: no DrakeVisualizer (a difference
  // from Drake, which publishes on a new default-URL DrakeLcm).
  {
    DiagramBuilder<double> builder;
    AddBallPlant(&builder);
    ApplyVisualizationConfig(VisualizationConfig{}, &builder, nullptr, nullptr,
                             nullptr, std::make_shared<Meshcat>(0));
    EXPECT_TRUE(DrakeVisualizerNames(builder).empty());
  }
  // A named bus needs LcmBuses.
  {
    DiagramBuilder<double> builder;
    AddBallPlant(&builder);
    VisualizationConfig config;
    config.lcm_bus = "robot_bus";
    DRAKE_EXPECT_THROWS_MESSAGE(
        ApplyVisualizationConfig(config, &builder, nullptr, nullptr, nullptr,
                                 std::make_shared<Meshcat>(0)),
        "ApplyVisualizationConfig requested a non-default LCM bus "
        "'robot_bus' but did not provide an LcmBuses object to locate it");
    EXPECT_TRUE(VisualizerNames(builder).empty());
  }
}

GTEST_TEST(VisualizationConfigFunctionsTest, LcmVisualization) {
  // An LCM interface given: a DrakeVisualizer per role, publishing the
  // ball's visual sphere and (on the _PROXIMITY channels) its collision box.
  lcm::DrakeLcm lcm("memq://");
  lcm::Subscriber<lcmt_viewer_load_robot> load(&lcm, "DRAKE_VIEWER_LOAD_ROBOT");
  lcm::Subscriber<lcmt_viewer_load_robot> load_proximity(
      &lcm, "DRAKE_VIEWER_LOAD_ROBOT_PROXIMITY");
  DiagramBuilder<double> builder;
  AddBallPlant(&builder);
  VisualizationConfig config;
  config.enable_meshcat_creation = false;
  ApplyVisualizationConfig(config, &builder, nullptr, nullptr, nullptr, nullptr,
                           &lcm);
  EXPECT_EQ(DrakeVisualizerNames(builder),
            std::vector<std::string>({"drake_visualizer(illustration)",
                                      "drake_visualizer(proximity)"}));
  EXPECT_TRUE(VisualizerNames(builder).empty());
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  diagram->ForcedPublish(*context);
  lcm.HandleSubscriptions(0);
  ASSERT_EQ(load.count(), 1);
  // The ball's sphere, and the ellipsoid InertiaVisualizer adds
  // (publish_inertia is on by default).
  ASSERT_EQ(load.message().num_links, 2);
  EXPECT_EQ(load.message().link[0].name, "plant::DefaultModelInstance::ball");
  EXPECT_EQ(load.message().link[0].geom.at(0).type,
            lcmt_viewer_geometry_data::SPHERE);
  EXPECT_EQ(load.message().link[1].geom.at(0).type,
            lcmt_viewer_geometry_data::ELLIPSOID);
  ASSERT_EQ(load_proximity.count(), 1);
  ASSERT_EQ(load_proximity.message().num_links, 1);
  EXPECT_EQ(load_proximity.message().link[0].name,
            "plant::DefaultModelInstance::ball");
  EXPECT_EQ(load_proximity.message().link[0].geom.at(0).type,
            lcmt_viewer_geometry_data::BOX);

  // A "memq://null" bus of LcmBuses: no DrakeVisualizer.
  DiagramBuilder<double> builder2;
  AddBallPlant(&builder2);
  lcm::DrakeLcm null_lcm("memq://null");
  systems::lcm::LcmBuses buses;
  buses.Add("robot_bus", &null_lcm);
  config.lcm_bus = "robot_bus";
  ApplyVisualizationConfig(config, &builder2, &buses);
  EXPECT_TRUE(DrakeVisualizerNames(builder2).empty());
}

GTEST_TEST(VisualizationConfigFunctionsTest, DrakeParams) {
  VisualizationConfig config;
  config.publish_period = 0.25;
  const auto params = internal::ConvertVisualizationConfigToDrakeParams(config);
  ASSERT_EQ(params.size(), 2);
  EXPECT_EQ(params[0].role, Role::kIllustration);
  EXPECT_EQ(params[0].publish_period, 0.25);
  EXPECT_EQ(params[0].default_color, config.default_illustration_color);
  EXPECT_FALSE(params[0].use_role_channel_suffix);
  EXPECT_EQ(params[1].role, Role::kProximity);
  EXPECT_EQ(params[1].default_color, config.default_proximity_color);
  EXPECT_TRUE(params[1].show_hydroelastic);
  EXPECT_TRUE(params[1].use_role_channel_suffix);
  config.publish_illustration = false;
  config.publish_proximity = false;
  EXPECT_TRUE(
      internal::ConvertVisualizationConfigToDrakeParams(config).empty());
}

GTEST_TEST(VisualizationConfigFunctionsTest, MissingPlantOrSceneGraph) {
  DiagramBuilder<double> builder;
  DRAKE_EXPECT_THROWS_MESSAGE(
      AddDefaultVisualization(&builder, std::make_shared<Meshcat>(0)),
      ".*no system named 'plant'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyVisualizationConfig(VisualizationConfig{}, nullptr),
      ".*builder is null.*");
}

GTEST_TEST(VisualizationConfigFunctionsTest, YamlRoundTrip) {
  const VisualizationConfig config = LoadYamlString<VisualizationConfig>(
      "{publish_period: 0.5, publish_proximity: false, "
      "default_illustration_color: {rgba: [0.1, 0.2, 0.3, 0.4]}, "
      "enable_alpha_sliders: true}",
      std::nullopt, VisualizationConfig{});
  EXPECT_EQ(config.publish_period, 0.5);
  EXPECT_FALSE(config.publish_proximity);
  EXPECT_TRUE(config.enable_alpha_sliders);
  EXPECT_EQ(config.default_illustration_color,
            geometry::Rgba(0.1, 0.2, 0.3, 0.4));
  // unspecified fields keep the given defaults
  EXPECT_EQ(config.lcm_bus, "default");
  EXPECT_EQ(config.initial_proximity_alpha, 0.5);
  const VisualizationConfig again =
      LoadYamlString<VisualizationConfig>(SaveYamlString(config));
  EXPECT_EQ(again.publish_period, 0.5);
  EXPECT_EQ(again.default_illustration_color,
            config.default_illustration_color);
  EXPECT_FALSE(again.publish_proximity);
}

}  // namespace visualization_config_functions_test
}  // namespace visualization
}  // namespace drake
