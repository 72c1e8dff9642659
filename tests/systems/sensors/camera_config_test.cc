// CameraConfig: Drake's defaults, focal lengths from lengths or fields of
// view (closed forms), the cameras MakeCameras() builds, YAML reading of
// the variants (by tag) and a write/read round trip, and every validation
// message.

#include "drake/systems/sensors/camera_config.h"

#include <cmath>
#include <limits>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/yaml/yaml_io.h"

namespace drake {
namespace systems {
namespace sensors {
namespace camera_config_test {

using geometry::RenderEngineGltfClientParams;
using geometry::RenderEngineVtkParams;
using math::RigidTransformd;

// tan and a division: a few ulps of values ~600.
constexpr double kTolerance = 1e-12;

GTEST_TEST(CameraConfigTest, DefaultsAndFocalLengths) {
  const CameraConfig config;
  EXPECT_EQ(config.width, 640);
  EXPECT_EQ(config.height, 480);
  // 45° vertical field of view: f = 240 / tan(22.5°) = 240 / (√2 − 1).
  const double f = 240 / (std::sqrt(2.0) - 1);
  EXPECT_NEAR(config.focal_y(), f, kTolerance * f);
  EXPECT_NEAR(config.focal_x(), f, kTolerance * f);
  EXPECT_EQ(config.principal_point(), Eigen::Vector2d(319.5, 239.5));
  EXPECT_EQ(config.renderer_name, "default");
  EXPECT_EQ(std::get<std::string>(config.renderer_class), "");
  EXPECT_EQ(config.name, "preview_camera");
  EXPECT_EQ(config.fps, 10.0);
  EXPECT_TRUE(config.rgb);
  EXPECT_FALSE(config.depth);
  EXPECT_FALSE(config.label);
  EXPECT_TRUE(config.do_compress);
  EXPECT_EQ(config.lcm_bus, "default");
  EXPECT_EQ(config.background, geometry::Rgba(204 / 255.0, 229 / 255.0, 1.0));

  // lengths: the missing one takes the other's value.
  CameraConfig lengths;
  lengths.focal = CameraConfig::FocalLength{.x = 500, .y = std::nullopt};
  EXPECT_EQ(lengths.focal_x(), 500);
  EXPECT_EQ(lengths.focal_y(), 500);
  lengths.focal = CameraConfig::FocalLength{.x = 500, .y = 400};
  EXPECT_EQ(lengths.focal_y(), 400);
  // a 90° horizontal field of view over 640 px: f = 320 / tan(45°) = 320,
  // and y takes x's focal length.
  CameraConfig fov;
  fov.focal = CameraConfig::FovDegrees{.x = 90, .y = std::nullopt};
  EXPECT_NEAR(fov.focal_x(), 320, kTolerance * 320);
  EXPECT_NEAR(fov.focal_y(), 320, kTolerance * 320);
  // the principal point when given.
  fov.center_x = 300;
  fov.center_y = 200.25;
  EXPECT_EQ(fov.principal_point(), Eigen::Vector2d(300, 200.25));
}

GTEST_TEST(CameraConfigTest, MakeCameras) {
  CameraConfig config;
  config.width = 320;
  config.height = 200;
  config.focal = CameraConfig::FocalLength{.x = 250, .y = 260};
  config.center_y = 90;
  config.clipping_near = 0.05;
  config.clipping_far = 40;
  config.z_near = 0.2;
  config.z_far = 30;
  config.X_BC.translation = Eigen::Vector3d(0.01, 0, 0);
  config.X_BD.translation = Eigen::Vector3d(-0.02, 0, 0);
  config.renderer_name = "point";
  config.show_rgb = true;
  const auto [color, depth] = config.MakeCameras();
  for (const auto* core : {&color.core(), &depth.core()}) {
    EXPECT_EQ(core->renderer_name(), "point");
    EXPECT_EQ(core->intrinsics().width(), 320);
    EXPECT_EQ(core->intrinsics().height(), 200);
    EXPECT_EQ(core->intrinsics().focal_x(), 250);
    EXPECT_EQ(core->intrinsics().focal_y(), 260);
    EXPECT_EQ(core->intrinsics().center_x(), 159.5);
    EXPECT_EQ(core->intrinsics().center_y(), 90);
    EXPECT_EQ(core->clipping().near(), 0.05);
    EXPECT_EQ(core->clipping().far(), 40);
  }
  EXPECT_TRUE(color.show_window());
  EXPECT_EQ(color.core().sensor_pose_in_camera_body().translation(),
            Eigen::Vector3d(0.01, 0, 0));
  EXPECT_EQ(depth.core().sensor_pose_in_camera_body().translation(),
            Eigen::Vector3d(-0.02, 0, 0));
  EXPECT_EQ(depth.depth_range().min_depth(), 0.2);
  EXPECT_EQ(depth.depth_range().max_depth(), 30);
}

GTEST_TEST(CameraConfigTest, Yaml) {
  const auto config =
      yaml::LoadYamlString<CameraConfig>(R"""(
width: 100
height: 50
focal: !FocalLength {x: 80}
X_PB:
  base_frame: body
  translation: [1, 2, 3]
renderer_name: vtk
renderer_class: !RenderEngineVtkParams
  default_clear_color: [0, 0, 0]
name: wrist
fps: 30
depth: true
)""",
                                         std::nullopt, CameraConfig{});
  EXPECT_EQ(config.width, 100);
  EXPECT_EQ(std::get<CameraConfig::FocalLength>(config.focal).x, 80);
  EXPECT_EQ(config.focal_y(), 80);
  EXPECT_EQ(*config.X_PB.base_frame, "body");
  EXPECT_EQ(config.X_PB.GetDeterministicValue().translation(),
            Eigen::Vector3d(1, 2, 3));
  EXPECT_EQ(std::get<RenderEngineVtkParams>(config.renderer_class)
                .default_clear_color,
            Eigen::Vector3d::Zero());
  EXPECT_EQ(config.name, "wrist");
  EXPECT_EQ(config.fps, 30);
  EXPECT_TRUE(config.depth);
  const std::string yaml = yaml::SaveYamlString(config);
  EXPECT_EQ(yaml::SaveYamlString(yaml::LoadYamlString<CameraConfig>(
                yaml, std::nullopt, CameraConfig{})),
            yaml);

  const auto by_name = yaml::LoadYamlString<CameraConfig>(
      "renderer_class: RenderEngineGl", std::nullopt, CameraConfig{});
  EXPECT_EQ(std::get<std::string>(by_name.renderer_class), "RenderEngineGl");
  const auto gltf = yaml::LoadYamlString<CameraConfig>(
      "renderer_class: !RenderEngineGltfClientParams\n  base_url: "
      "http://10.0.0.1//\n  render_endpoint: /server",
      std::nullopt, CameraConfig{});
  EXPECT_EQ(
      std::get<RenderEngineGltfClientParams>(gltf.renderer_class).GetUrl(),
      "http://10.0.0.1/server");
  EXPECT_EQ(RenderEngineGltfClientParams{}.GetUrl(),
            "http://127.0.0.1:8000/render");

  // reading validates.
  DRAKE_EXPECT_THROWS_MESSAGE(
      yaml::LoadYamlString<CameraConfig>("fps: -1", std::nullopt,
                                         CameraConfig{}),
      "Invalid camera configuration; FPS \\(-1\\) must be a finite, positive "
      "value.");
}

GTEST_TEST(CameraConfigTest, Validation) {
  auto expect_throw = [](auto change, const std::string& message) {
    CameraConfig config;
    change(&config);
    DRAKE_EXPECT_THROWS_MESSAGE(config.ValidateOrThrow(), message);
  };
  expect_throw(
      [](CameraConfig* c) { c->focal = CameraConfig::FocalLength{}; },
      "Invalid camera configuration; you must define at least x or y for "
      "FocalLength.");
  expect_throw(
      [](CameraConfig* c) { c->focal = CameraConfig::FovDegrees{}; },
      "Invalid camera configuration; you must define at least x or y for "
      "FovDegrees.");
  expect_throw(
      [](CameraConfig* c) { c->renderer_class = "RenderEngineOspray"; },
      "Invalid camera configuration; the given renderer_class value "
      "'RenderEngineOspray' must be empty \\(to use the default\\) or be one "
      "of 'RenderEngineVtk', 'RenderEngineGl', or 'RenderEngineGltfClient'.");
  expect_throw([](CameraConfig* c) { c->name = ""; },
               "Invalid camera configuration; name cannot be empty.");
  expect_throw(
      [](CameraConfig* c) { c->fps = std::numeric_limits<double>::infinity(); },
      "Invalid camera configuration; FPS \\(inf\\) must be a finite, "
      "positive value.");
  expect_throw(
      [](CameraConfig* c) { c->capture_offset = -0.5; },
      "Invalid camera configuration; capture_offset \\(-0.5\\) must be a "
      "finite, non-negative value.");
  expect_throw(
      [](CameraConfig* c) { c->X_BC.base_frame = "world"; },
      "Invalid camera configuration; X_BC must not specify a base frame. "
      "'world' found.");
  expect_throw(
      [](CameraConfig* c) { c->X_BD.base_frame = "world"; },
      "Invalid camera configuration; X_BD must not specify a base frame. "
      "'world' found.");
  // the camera classes' own checks, through MakeCameras().
  expect_throw(
      [](CameraConfig* c) {
        c->z_far = 600;  // beyond clipping_far
      },
      ".*");
  EXPECT_THROW(
      [] {
        CameraConfig c;
        c.width = 0;
        c.ValidateOrThrow();
      }(),
      std::exception);
  // a camera that makes no image is not checked.
  CameraConfig off;
  off.rgb = false;
  off.fps = -1;
  off.name = "";
  EXPECT_NO_THROW(off.ValidateOrThrow());
}

}  // namespace camera_config_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
