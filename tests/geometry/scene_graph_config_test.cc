// SceneGraphConfig: defaults, validation messages and YAML round trip.

#include "drake/geometry/scene_graph_config.h"

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/scene_graph.h"

namespace drake {
namespace geometry {
namespace scene_graph_config_test {

GTEST_TEST(SceneGraphConfigTest, DefaultsAndValidation) {
  SceneGraphConfig config;
  EXPECT_EQ(config.default_proximity_properties.compliance_type, "undefined");
  EXPECT_FALSE(config.default_proximity_properties.point_stiffness.has_value());
  EXPECT_NO_THROW(config.ValidateOrThrow());
  config.default_proximity_properties.compliance_type = "squishy";
  DRAKE_EXPECT_THROWS_MESSAGE(config.ValidateOrThrow(),
                              ".*compliance_type must be one of .*given "
                              "'squishy'.");
  config.default_proximity_properties.compliance_type = "rigid";
  config.default_proximity_properties.point_stiffness = -1.0;
  DRAKE_EXPECT_THROWS_MESSAGE(config.ValidateOrThrow(),
                              ".*point_stiffness must be finite and positive; "
                              "given -1.");
  config.default_proximity_properties.point_stiffness = 1e5;
  config.default_proximity_properties.static_friction = 0.3;
  DRAKE_EXPECT_THROWS_MESSAGE(config.ValidateOrThrow(),
                              ".*dynamic_friction and static_friction must be "
                              "given together.*");
  config.default_proximity_properties.dynamic_friction = 0.5;
  DRAKE_EXPECT_THROWS_MESSAGE(config.ValidateOrThrow(),
                              ".*dynamic_friction \\(0.5\\) must not exceed "
                              "static_friction \\(0.3\\).");
  config.default_proximity_properties.dynamic_friction = 0.2;
  EXPECT_NO_THROW(config.ValidateOrThrow());
  const SceneGraph<double> scene_graph(config);
  EXPECT_EQ(
      scene_graph.get_config().default_proximity_properties.compliance_type,
      "rigid");
}

// Defaults fill in missing proximity properties, never overwrite given ones,
// and add hydroelastic ones only for a chosen compliance type.
GTEST_TEST(SceneGraphConfigTest, DefaultsFillMissingProximityProperties) {
  SceneGraphConfig config;
  auto& defaults = config.default_proximity_properties;
  defaults.point_stiffness = 1e5;
  defaults.hunt_crossley_dissipation = 2.0;
  defaults.static_friction = 0.6;
  defaults.dynamic_friction = 0.4;
  SceneGraph<double> scene_graph(config);
  const SourceId source = scene_graph.RegisterSource("s");
  auto make = [](const std::string& name) {
    return std::make_unique<GeometryInstance>(math::RigidTransform<double>(),
                                              Sphere(1), name);
  };
  auto given = make("given");
  ProximityProperties props;
  props.AddProperty("material", "point_contact_stiffness", 7.0);
  given->set_proximity_properties(props);
  const GeometryId a =
      scene_graph.RegisterAnchoredGeometry(source, std::move(given));
  const GeometryId b = scene_graph.RegisterAnchoredGeometry(source, make("b"));
  scene_graph.AssignRole(source, b, ProximityProperties());
  const auto& inspector = scene_graph.model_inspector();
  const ProximityProperties* pa = inspector.GetProximityProperties(a);
  EXPECT_EQ(pa->GetProperty<double>("material", "point_contact_stiffness"),
            7.0);
  EXPECT_EQ(pa->GetProperty<double>("material", "hunt_crossley_dissipation"),
            2.0);
  const ProximityProperties* pb = inspector.GetProximityProperties(b);
  EXPECT_EQ(pb->GetProperty<double>("material", "point_contact_stiffness"),
            1e5);
  const auto& mu = pb->GetProperty<multibody::CoulombFriction<double>>(
      "material", "coulomb_friction");
  EXPECT_EQ(mu.static_friction(), 0.6);
  EXPECT_EQ(mu.dynamic_friction(), 0.4);
  EXPECT_FALSE(pb->HasGroup("hydroelastic"));

  SceneGraphConfig hydro;
  hydro.default_proximity_properties.compliance_type = "compliant";
  SceneGraph<double> hydro_graph(hydro);
  const SourceId s2 = hydro_graph.RegisterSource("s");
  auto instance = make("c");
  instance->set_proximity_properties(ProximityProperties());
  const GeometryId c =
      hydro_graph.RegisterAnchoredGeometry(s2, std::move(instance));
  const ProximityProperties* pc =
      hydro_graph.model_inspector().GetProximityProperties(c);
  EXPECT_EQ(pc->GetProperty<internal::HydroelasticType>("hydroelastic",
                                                        "compliance_type"),
            internal::HydroelasticType::kCompliant);
  EXPECT_EQ(pc->GetProperty<double>("hydroelastic", "hydroelastic_modulus"),
            *hydro.default_proximity_properties.hydroelastic_modulus);
}

GTEST_TEST(SceneGraphConfigTest, YamlRoundTrip) {
  const SceneGraphConfig config = yaml::LoadYamlString<SceneGraphConfig>(
      "default_proximity_properties:\n"
      "  compliance_type: compliant\n"
      "  point_stiffness: 20000.0\n"
      "  hunt_crossley_dissipation: 1.5\n");
  EXPECT_EQ(config.default_proximity_properties.compliance_type, "compliant");
  EXPECT_EQ(*config.default_proximity_properties.point_stiffness, 20000.0);
  EXPECT_EQ(*config.default_proximity_properties.hunt_crossley_dissipation,
            1.5);
  const std::string yaml = yaml::SaveYamlString(config);
  const auto reloaded = yaml::LoadYamlString<SceneGraphConfig>(yaml);
  EXPECT_EQ(reloaded.default_proximity_properties.point_stiffness,
            config.default_proximity_properties.point_stiffness);
  EXPECT_EQ(reloaded.default_proximity_properties.resolution_hint,
            config.default_proximity_properties.resolution_hint);
}

}  // namespace scene_graph_config_test
}  // namespace geometry
}  // namespace drake
