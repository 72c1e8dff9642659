// Drake's built-in render engine factories (VTK and GL) and their
// parameters: the params structs keep Drake's defaults and round-trip
// through YAML; LightParameter's type/frame names convert both ways; the
// factories throw saying Mallard has no built-in renderer.

#include "drake/geometry/render_vtk/factory.h"

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/geometry/render_gl/factory.h"

namespace drake {
namespace geometry {
namespace factory_test {

using render::LightFrame;
using render::LightParameter;
using render::LightType;

GTEST_TEST(RenderEngineFactoryTest, FactoriesThrow) {
  EXPECT_FALSE(kHasRenderEngineVtk);
  EXPECT_FALSE(kHasRenderEngineGl);
  DRAKE_EXPECT_THROWS_MESSAGE(
      MakeRenderEngineVtk(RenderEngineVtkParams{}),
      "MakeRenderEngineVtk\\(\\): Mallard has no built-in renderer "
      "\\(kHasRenderEngineVtk is false\\); rendering needs a user-supplied "
      "render::RenderEngine subclass, added with "
      "SceneGraph::AddRenderer\\(\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MakeRenderEngineGl(),
      "MakeRenderEngineGl\\(\\): Mallard has no built-in renderer "
      "\\(kHasRenderEngineGl is false\\).*");
}

GTEST_TEST(RenderEngineFactoryTest, VtkParams) {
  const RenderEngineVtkParams defaults;
  EXPECT_FALSE(defaults.default_diffuse.has_value());
  // Drake's clear color: bytes (204, 229, 255).
  EXPECT_EQ(defaults.default_clear_color,
            Eigen::Vector3d(204 / 255., 229 / 255., 1.0));
  EXPECT_TRUE(defaults.lights.empty());
  EXPECT_FALSE(defaults.environment_map.has_value());
  EXPECT_FALSE(defaults.exposure.has_value());
  EXPECT_FALSE(defaults.ssao.has_value());
  EXPECT_FALSE(defaults.cast_shadows);
  EXPECT_EQ(defaults.shadow_map_size, 256);
  EXPECT_FALSE(defaults.force_to_pbr);
  ASSERT_EQ(defaults.gltf_extensions.size(), 1);
  EXPECT_FALSE(
      defaults.gltf_extensions.at("KHR_texture_basisu").warn_unimplemented);
  EXPECT_EQ(defaults.backend, "");
  const SsaoParameter ssao;
  EXPECT_EQ(ssao.radius, 0.25);
  EXPECT_EQ(ssao.bias, 0.01);
  EXPECT_EQ(ssao.sample_count, 128);
  EXPECT_EQ(ssao.intensity_scale, 1.0);
  EXPECT_EQ(ssao.intensity_shift, 0.0);
  EXPECT_TRUE(ssao.blur);

  // every kind of field read from YAML (the variant by its tag) over the
  // defaults, then written and read back unchanged.
  const auto params =
      yaml::LoadYamlString<RenderEngineVtkParams>(R"""(
default_diffuse: [0.1, 0.2, 0.3, 0.4]
lights:
  - type: spot
    frame: world
    position: [1, 2, 3]
    cone_angle: 30
environment_map:
  skybox: false
  texture: !EquirectangularMap
    path: /tmp/sky.hdr
exposure: 0.5
ssao:
  sample_count: 16
cast_shadows: true
shadow_map_size: 512
gltf_extensions:
  KHR_materials_sheen:
    warn_unimplemented: false
backend: EGL
)""",
                                                  std::nullopt, defaults);
  EXPECT_EQ(*params.default_diffuse, Eigen::Vector4d(0.1, 0.2, 0.3, 0.4));
  ASSERT_EQ(params.lights.size(), 1);
  EXPECT_EQ(params.lights[0].type, "spot");
  EXPECT_EQ(params.lights[0].frame, "world");
  EXPECT_EQ(params.lights[0].position, Eigen::Vector3d(1, 2, 3));
  EXPECT_EQ(params.lights[0].cone_angle, 30);
  EXPECT_EQ(params.lights[0].intensity, 1.0);
  ASSERT_TRUE(params.environment_map.has_value());
  EXPECT_FALSE(params.environment_map->skybox);
  EXPECT_EQ(std::get<EquirectangularMap>(params.environment_map->texture).path,
            "/tmp/sky.hdr");
  EXPECT_EQ(*params.exposure, 0.5);
  EXPECT_EQ(params.ssao->sample_count, 16);
  EXPECT_EQ(params.ssao->radius, 0.25);
  EXPECT_TRUE(params.cast_shadows);
  EXPECT_EQ(params.shadow_map_size, 512);
  // read over the defaults, a map keeps its default entries.
  EXPECT_EQ(params.gltf_extensions.size(), 2);
  EXPECT_FALSE(
      params.gltf_extensions.at("KHR_materials_sheen").warn_unimplemented);
  EXPECT_FALSE(
      params.gltf_extensions.at("KHR_texture_basisu").warn_unimplemented);
  EXPECT_EQ(params.backend, "EGL");
  const std::string yaml = yaml::SaveYamlString(params);
  EXPECT_EQ(
      yaml::SaveYamlString(yaml::LoadYamlString<RenderEngineVtkParams>(yaml)),
      yaml);
  // a missing backend is refused when no defaults are given (Drake's
  // strict reading).
  EXPECT_THROW(
      yaml::LoadYamlString<RenderEngineVtkParams>("shadow_map_size: 1"),
      std::exception);
}

GTEST_TEST(RenderEngineFactoryTest, GlParamsAndLights) {
  const RenderEngineGlParams defaults;
  EXPECT_EQ(defaults.default_diffuse, Rgba(0.9, 0.7, 0.2, 1.0));
  EXPECT_EQ(defaults.default_clear_color,
            Rgba(204 / 255., 229 / 255., 1.0, 1.0));
  const auto params =
      yaml::LoadYamlString<RenderEngineGlParams>(R"""(
default_diffuse: {rgba: [0.5, 0.5, 0.5, 1.0]}
lights:
  - type: point
    attenuation_values: [1, 0.5, 0.25]
    intensity: 2
)""",
                                                 std::nullopt, defaults);
  EXPECT_EQ(params.default_diffuse, Rgba(0.5, 0.5, 0.5));
  ASSERT_EQ(params.lights.size(), 1);
  EXPECT_EQ(params.lights[0].attenuation_values, Eigen::Vector3d(1, 0.5, 0.25));
  EXPECT_EQ(params.lights[0].intensity, 2.0);
  EXPECT_EQ(params.lights[0].direction, Eigen::Vector3d(0, 0, 1));

  const LightParameter light;
  EXPECT_EQ(light.type, "directional");
  EXPECT_EQ(light.frame, "camera");
  EXPECT_EQ(light.color, Rgba(1, 1, 1));
  for (const LightType type :
       {LightType::kPoint, LightType::kSpot, LightType::kDirectional}) {
    EXPECT_EQ(render::light_type_from_string(std::string(to_string(type))),
              type);
  }
  for (const LightFrame frame : {LightFrame::kWorld, LightFrame::kCamera}) {
    EXPECT_EQ(render::light_frame_from_string(std::string(to_string(frame))),
              frame);
  }
  EXPECT_EQ(fmt::format("{} {}", LightType::kSpot, LightFrame::kWorld),
            "spot world");
  DRAKE_EXPECT_THROWS_MESSAGE(
      render::light_type_from_string("sun"),
      "Specified invalid light type: 'sun' \\(expected 'point', 'spot' or "
      "'directional'\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      render::light_frame_from_string("body"),
      "Specified invalid light frame: 'body' \\(expected 'world' or "
      "'camera'\\).");
}

}  // namespace factory_test
}  // namespace geometry
}  // namespace drake
