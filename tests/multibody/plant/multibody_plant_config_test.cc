// MultibodyPlantConfig: Drake's defaults, YAML round trips and strictness,
// and the string <-> enum helpers of multibody_plant_config_functions.h.

#include "drake/multibody/plant/multibody_plant_config.h"

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/multibody/plant/multibody_plant_config_functions.h"

namespace drake {
namespace multibody {
namespace multibody_plant_config_test {

using yaml::LoadYamlString;
using yaml::SaveYamlString;

void ExpectSameConfig(const MultibodyPlantConfig& a,
                      const MultibodyPlantConfig& b) {
  // Exact comparisons: the YAML writer emits doubles in a form that reads
  // back bit for bit.
  EXPECT_EQ(a.time_step, b.time_step);
  EXPECT_EQ(a.penetration_allowance, b.penetration_allowance);
  EXPECT_EQ(a.stiction_tolerance, b.stiction_tolerance);
  EXPECT_EQ(a.contact_model, b.contact_model);
  EXPECT_EQ(a.discrete_contact_solver, b.discrete_contact_solver);
  EXPECT_EQ(a.discrete_contact_approximation, b.discrete_contact_approximation);
  EXPECT_EQ(a.sap_near_rigid_threshold, b.sap_near_rigid_threshold);
  EXPECT_EQ(a.contact_surface_representation, b.contact_surface_representation);
  EXPECT_EQ(a.adjacent_bodies_collision_filters,
            b.adjacent_bodies_collision_filters);
  EXPECT_EQ(a.use_sampled_output_ports, b.use_sampled_output_ports);
}

// The defaults are Drake's (multibody_plant_config.h of Drake).
GTEST_TEST(MultibodyPlantConfigTest, Defaults) {
  const MultibodyPlantConfig config;
  EXPECT_EQ(config.time_step, 0.001);
  EXPECT_EQ(config.penetration_allowance, 0.001);
  EXPECT_EQ(config.stiction_tolerance, 0.001);
  EXPECT_EQ(config.contact_model, "hydroelastic_with_fallback");
  EXPECT_EQ(config.discrete_contact_solver, "");
  EXPECT_EQ(config.discrete_contact_approximation, "");
  EXPECT_EQ(config.sap_near_rigid_threshold, 1.0);
  EXPECT_EQ(config.contact_surface_representation, "polygon");
  EXPECT_TRUE(config.adjacent_bodies_collision_filters);
  EXPECT_TRUE(config.use_sampled_output_ports);
}

// Every field written is read back unchanged, with Drake's key names.
GTEST_TEST(MultibodyPlantConfigTest, YamlRoundTrip) {
  MultibodyPlantConfig config;
  config.time_step = 0.002;
  config.penetration_allowance = 5e-4;
  config.stiction_tolerance = 1e-4;
  config.contact_model = "point";
  config.discrete_contact_solver = "sap";
  config.discrete_contact_approximation = "lagged";
  config.sap_near_rigid_threshold = 0.25;
  config.contact_surface_representation = "triangle";
  config.adjacent_bodies_collision_filters = false;
  config.use_sampled_output_ports = false;
  const std::string text = SaveYamlString(config);
  for (const char* key : {"time_step: 0.002", "penetration_allowance: 0.0005",
                          "stiction_tolerance: 0.0001", "contact_model: point",
                          "discrete_contact_solver: sap",
                          "discrete_contact_approximation: lagged",
                          "sap_near_rigid_threshold: 0.25",
                          "contact_surface_representation: triangle",
                          "adjacent_bodies_collision_filters: false",
                          "use_sampled_output_ports: false"}) {
    EXPECT_NE(text.find(key), std::string::npos) << key << "\n" << text;
  }
  ExpectSameConfig(LoadYamlString<MultibodyPlantConfig>(text), config);
  // The defaults round-trip as well (empty strings included).
  ExpectSameConfig(LoadYamlString<MultibodyPlantConfig>(
                       SaveYamlString(MultibodyPlantConfig{})),
                   MultibodyPlantConfig{});
}

// A partial document over defaults (as scenario files are loaded) changes
// only the keys it names.
GTEST_TEST(MultibodyPlantConfigTest, PartialYamlKeepsDefaults) {
  const MultibodyPlantConfig config = LoadYamlString<MultibodyPlantConfig>(
      "time_step: 0.0\ndiscrete_contact_approximation: similar\n", std::nullopt,
      MultibodyPlantConfig{});
  MultibodyPlantConfig expected;
  expected.time_step = 0.0;
  expected.discrete_contact_approximation = "similar";
  ExpectSameConfig(config, expected);
  // Nested under a scenario key.
  const MultibodyPlantConfig child = LoadYamlString<MultibodyPlantConfig>(
      "plant_config:\n  contact_model: hydroelastic\n", "plant_config",
      MultibodyPlantConfig{});
  EXPECT_EQ(child.contact_model, "hydroelastic");
  EXPECT_EQ(child.time_step, 0.001);
}

// Unknown keys and wrong types are errors naming the key.
GTEST_TEST(MultibodyPlantConfigTest, BadYaml) {
  EXPECT_THROW(LoadYamlString<MultibodyPlantConfig>(
                   "time_stepp: 0.01", std::nullopt, MultibodyPlantConfig{}),
               std::runtime_error);
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadYamlString<MultibodyPlantConfig>("time_stepp: 0.01", std::nullopt,
                                           MultibodyPlantConfig{}),
      ".*key 'time_stepp'.*unknown YAML key.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadYamlString<MultibodyPlantConfig>("time_step: fast", std::nullopt,
                                           MultibodyPlantConfig{}),
      ".*key 'time_step'.*could not parse 'fast' as double.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadYamlString<MultibodyPlantConfig>("use_sampled_output_ports: [1]",
                                           std::nullopt,
                                           MultibodyPlantConfig{}),
      ".*key 'use_sampled_output_ports'.*expected a Scalar.*");
}

GTEST_TEST(MultibodyPlantConfigFunctionsTest, ContactModel) {
  EXPECT_EQ(GetContactModelFromString("point"), ContactModel::kPoint);
  EXPECT_EQ(GetContactModelFromString("hydroelastic"),
            ContactModel::kHydroelastic);
  EXPECT_EQ(GetContactModelFromString("hydroelastic_with_fallback"),
            ContactModel::kHydroelasticWithFallback);
  for (ContactModel model : {ContactModel::kPoint, ContactModel::kHydroelastic,
                             ContactModel::kHydroelasticWithFallback}) {
    EXPECT_EQ(GetContactModelFromString(GetStringFromContactModel(model)),
              model);
  }
  // The default config's string names the default enumerator.
  EXPECT_EQ(GetContactModelFromString(MultibodyPlantConfig{}.contact_model),
            ContactModel::kHydroelasticWithFallback);
  EXPECT_THROW(GetContactModelFromString("Point"), std::logic_error);
  DRAKE_EXPECT_THROWS_MESSAGE(
      GetContactModelFromString("hydro"),
      "Unknown contact_model: 'hydro' \\(valid values: 'point', "
      "'hydroelastic', 'hydroelastic_with_fallback'\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      GetStringFromContactModel(static_cast<ContactModel>(99)),
      "Invalid ContactModel value 99");
}

GTEST_TEST(MultibodyPlantConfigFunctionsTest, DiscreteContactSolver) {
  EXPECT_EQ(GetDiscreteContactSolverFromString("tamsi"),
            DiscreteContactSolver::kTamsi);
  EXPECT_EQ(GetDiscreteContactSolverFromString("sap"),
            DiscreteContactSolver::kSap);
  for (DiscreteContactSolver solver :
       {DiscreteContactSolver::kTamsi, DiscreteContactSolver::kSap}) {
    EXPECT_EQ(GetDiscreteContactSolverFromString(
                  GetStringFromDiscreteContactSolver(solver)),
              solver);
  }
  // The empty string means "the plant's default" in the config; it is not
  // an enumerator.
  DRAKE_EXPECT_THROWS_MESSAGE(
      GetDiscreteContactSolverFromString(""),
      "Unknown discrete_contact_solver: '' \\(valid values: 'tamsi', "
      "'sap'\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      GetStringFromDiscreteContactSolver(static_cast<DiscreteContactSolver>(7)),
      "Invalid DiscreteContactSolver value 7");
}

GTEST_TEST(MultibodyPlantConfigFunctionsTest, DiscreteContactApproximation) {
  using A = DiscreteContactApproximation;
  EXPECT_EQ(GetDiscreteContactApproximationFromString("tamsi"), A::kTamsi);
  EXPECT_EQ(GetDiscreteContactApproximationFromString("sap"), A::kSap);
  EXPECT_EQ(GetDiscreteContactApproximationFromString("similar"), A::kSimilar);
  EXPECT_EQ(GetDiscreteContactApproximationFromString("lagged"), A::kLagged);
  for (A approximation : {A::kTamsi, A::kSap, A::kSimilar, A::kLagged}) {
    EXPECT_EQ(GetDiscreteContactApproximationFromString(
                  GetStringFromDiscreteContactApproximation(approximation)),
              approximation);
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      GetDiscreteContactApproximationFromString("convex"),
      "Unknown discrete_contact_approximation: 'convex' \\(valid values: "
      "'tamsi', 'sap', 'similar', 'lagged'\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      GetStringFromDiscreteContactApproximation(static_cast<A>(-1)),
      "Invalid DiscreteContactApproximation value -1");
}

// AddMultibodyPlant builds a connected plant + SceneGraph from a config and
// applies every field (exact values: they are copied, not computed).
TEST(MultibodyPlantConfigTest, AddMultibodyPlantAppliesTheConfig) {
  MultibodyPlantConfig config;
  config.time_step = 0.002;
  config.penetration_allowance = 0.004;
  config.stiction_tolerance = 0.02;
  config.contact_model = "point";
  config.discrete_contact_approximation = "sap";
  config.sap_near_rigid_threshold = 0.5;
  config.use_sampled_output_ports = false;
  config.adjacent_bodies_collision_filters = false;
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlant(config, &builder);
  EXPECT_EQ(plant.time_step(), 0.002);
  EXPECT_EQ(plant.get_penetration_allowance(), 0.004);
  EXPECT_EQ(plant.stiction_tolerance(), 0.02);
  EXPECT_EQ(plant.get_contact_model(), ContactModel::kPoint);
  EXPECT_EQ(plant.get_discrete_contact_approximation(),
            DiscreteContactApproximation::kSap);
  EXPECT_EQ(plant.get_discrete_contact_solver(), DiscreteContactSolver::kSap);
  EXPECT_EQ(plant.get_sap_near_rigid_threshold(), 0.5);
  EXPECT_FALSE(plant.get_adjacent_bodies_collision_filters());
  plant.Finalize();
  EXPECT_FALSE(plant.has_sampled_output_ports());
  EXPECT_EQ(&builder.GetSubsystemByName("plant"), &plant);
  EXPECT_EQ(&builder.GetSubsystemByName("scene_graph"), &scene_graph);
}

TEST(MultibodyPlantConfigTest, ApplyRejectsBadValues) {
  MultibodyPlant<double> plant(0.0);
  MultibodyPlantConfig config;
  // A continuous plant ignores use_sampled_output_ports (default true).
  EXPECT_NO_THROW(ApplyMultibodyPlantConfig(config, &plant));
  config.contact_model = "bogus";
  DRAKE_EXPECT_THROWS_MESSAGE(ApplyMultibodyPlantConfig(config, &plant),
                              "Unknown contact_model: 'bogus'.*");
  config = MultibodyPlantConfig{};
  config.penetration_allowance = 0;
  DRAKE_EXPECT_THROWS_MESSAGE(ApplyMultibodyPlantConfig(config, &plant),
                              ".*penetration_allowance.*positive; got 0.*");
  config = MultibodyPlantConfig{};
  config.contact_surface_representation = "quads";
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyMultibodyPlantConfig(config, &plant),
      "Unknown contact_surface_representation: 'quads'.*");
  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      ApplyMultibodyPlantConfig(MultibodyPlantConfig{}, &plant),
      ".*already finalized.*");
}

}  // namespace multibody_plant_config_test
}  // namespace multibody
}  // namespace drake
