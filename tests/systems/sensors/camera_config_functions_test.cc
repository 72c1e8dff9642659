// ApplyCameraConfig: the RgbdSensor it adds (name, frame, pose, cameras,
// wiring) checked against the plant's kinematics and a point-projecting
// render engine's images; nothing added without images; and every refusal
// (invalid config, renderer conflicts, engines Mallard cannot make, an LCM
// bus it cannot find) throwing before the builder changes; the images it
// publishes on an LCM bus (memq://), received and decoded; and the
// RgbdSensorAsync an output delay makes.

#include "drake/systems/sensors/camera_config_functions.h"

#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"
#include "test_utilities/point_render_engine.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/geometry/scene_graph.h"
#include "drake/lcm/drake_lcm.h"
#include "drake/lcm/drake_lcm_interface.h"
#include "drake/lcmt_image_array.hpp"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/fixed_offset_frame.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/lcm/lcm_config_functions.h"
#include "drake/systems/lcm/lcm_publisher_system.h"
#include "drake/systems/sensors/image_to_lcm_image_array_t.h"
#include "drake/systems/sensors/lcm_image_array_to_images.h"
#include "drake/systems/sensors/rgbd_sensor.h"
#include "drake/systems/sensors/rgbd_sensor_async.h"

namespace drake {
namespace systems {
namespace sensors {
namespace camera_config_functions_test {

using geometry::GeometryInstance;
using geometry::PerceptionProperties;
using geometry::RenderEngineGlParams;
using geometry::RenderEngineVtkParams;
using geometry::SceneGraph;
using geometry::Sphere;
using geometry::render::RenderLabel;
using geometry::render::test::PointRenderEngine;
using math::RigidTransformd;
using math::RollPitchYawd;
using multibody::FixedOffsetFrame;
using multibody::MultibodyPlant;

// Compositions of a few transforms of size ~1: a few ulps.
constexpr double kTolerance = 1e-12;

// A plant with model "robot", its body "link" welded to the world at X_WL
// and a frame "mount" on it at X_LM; a point render engine named "default";
// an LCM bus "default" that opts out of LCM (memq://null).
class ApplyCameraConfigTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto [plant, scene_graph] =
        multibody::AddMultibodyPlantSceneGraph(&builder_, 0.0);
    plant_ = &plant;
    scene_graph_ = &scene_graph;
    const auto robot = plant.AddModelInstance("robot");
    const auto& link = plant.AddRigidBody(
        "link", robot,
        multibody::SpatialInertia<double>::SolidSphereWithMass(1, 0.1));
    plant.WeldFrames(plant.world_frame(), link.body_frame(), X_WL_);
    plant.AddFrame(
        std::make_unique<FixedOffsetFrame<double>>("mount", link, X_LM_));
    plant.Finalize();
    scene_graph_->AddRenderer("default", PointRenderEngine());
    buses_ =
        systems::lcm::ApplyLcmBusConfig({{"default", std::nullopt}}, &builder_);
    config_.name = "cam";
    config_.width = 64;
    config_.height = 48;
    config_.X_PB.base_frame = "robot::mount";
    config_.X_PB.translation = Eigen::Vector3d(0.1, -0.2, 0.3);
    config_.X_PB.rotation = schema::Rotation(RollPitchYawd(0.3, 0.2, -0.1));
    config_.depth = true;
    config_.label = true;
  }

  int NumSystems() const {
    return static_cast<int>(builder_.GetSystems().size());
  }

  DiagramBuilder<double> builder_;
  MultibodyPlant<double>* plant_{};
  SceneGraph<double>* scene_graph_{};
  systems::lcm::LcmBuses buses_;
  CameraConfig config_;
  const RigidTransformd X_WL_{RollPitchYawd(0.1, 0.4, -0.7),
                              Eigen::Vector3d(1, 2, 0.5)};
  const RigidTransformd X_LM_{RollPitchYawd(-0.5, 0.2, 0.3),
                              Eigen::Vector3d(0, 0.2, 0.1)};
};

// The sensor hangs on the link's SceneGraph frame at X_LM · X_PB; its
// body pose agrees with the plant's kinematics of "mount"; it renders
// through the "default" engine: a labelled point 2 m along the camera's
// optical axis lands on the principal point's pixel at depth 2 m.
TEST_F(ApplyCameraConfigTest, AddsAWiredRgbdSensor) {
  ApplyCameraConfig(config_, &builder_, &buses_);
  auto& sensor =
      builder_.GetMutableDowncastSubsystemByName<RgbdSensor>("rgbd_sensor_cam");
  const RigidTransformd X_PB = config_.X_PB.GetDeterministicValue();
  EXPECT_EQ(
      sensor.default_parent_frame_id(),
      plant_->GetBodyFrameIdIfExists(plant_->GetBodyByName("link").index()));
  EXPECT_TRUE(sensor.default_X_PB().IsNearlyEqualTo(X_LM_ * X_PB, kTolerance));
  EXPECT_EQ(sensor.default_color_render_camera().core().intrinsics().width(),
            64);
  EXPECT_EQ(sensor.default_depth_render_camera().core().renderer_name(),
            "default");
  EXPECT_DOUBLE_EQ(
      sensor.default_depth_render_camera().core().intrinsics().focal_y(),
      config_.focal_y());

  // a point on the camera's axis (X_BC is the identity by default)
  const RigidTransformd X_WB = X_WL_ * X_LM_ * X_PB;
  const Eigen::Vector3d p_WQ = X_WB * Eigen::Vector3d(0, 0, 2);
  const auto source = scene_graph_->RegisterSource("target");
  const auto id = scene_graph_->RegisterAnchoredGeometry(
      source, std::make_unique<GeometryInstance>(RigidTransformd(p_WQ),
                                                 Sphere(0.01), "target"));
  PerceptionProperties properties;
  properties.AddProperty("label", "id", RenderLabel(21));
  scene_graph_->AssignRole(source, id, properties);

  auto diagram = builder_.Build();
  auto context = diagram->CreateDefaultContext();
  const Context<double>& sensor_context = sensor.GetMyContextFromRoot(*context);
  const RigidTransformd X_WM = plant_->CalcRelativeTransform(
      plant_->GetMyContextFromRoot(*context), plant_->world_frame(),
      plant_->GetFrameByName("mount"));
  EXPECT_TRUE(sensor.body_pose_in_world_output_port()
                  .Eval<RigidTransformd>(sensor_context)
                  .IsNearlyEqualTo(X_WM * X_PB, kTolerance));
  // pixel (⌊31.5⌋, ⌊23.5⌋) of the 64 × 48 image; depth in float (1e-6)
  const auto& depth =
      sensor.depth_image_32F_output_port().Eval<ImageDepth32F>(sensor_context);
  ASSERT_EQ(depth.width(), 64);
  EXPECT_NEAR(*depth.at(31, 23), 2.0, 1e-6);
  const auto& label =
      sensor.label_image_output_port().Eval<ImageLabel16I>(sensor_context);
  EXPECT_EQ(*label.at(31, 23), 21);
  EXPECT_EQ(*label.at(0, 0), RenderLabel::kEmpty);
}

// The world frame when base_frame is absent; an explicit lcm interface
// (memq://null: nothing is published) takes the place of the bus.
TEST_F(ApplyCameraConfigTest, WorldFrameAndExplicitLcm) {
  config_.X_PB.base_frame.reset();
  drake::lcm::DrakeLcm null_lcm(systems::lcm::LcmBuses::kLcmUrlMemqNull);
  ApplyCameraConfig(config_, &builder_, nullptr, plant_, scene_graph_,
                    &null_lcm);
  const auto& sensor =
      builder_.GetDowncastSubsystemByName<RgbdSensor>("rgbd_sensor_cam");
  EXPECT_EQ(sensor.default_parent_frame_id(),
            SceneGraph<double>::world_frame_id());
  EXPECT_TRUE(sensor.default_X_PB().IsNearlyEqualTo(
      config_.X_PB.GetDeterministicValue(), 0));
  EXPECT_FALSE(builder_.HasSubsystemNamed("image_to_lcm_cam"));
}

TEST_F(ApplyCameraConfigTest, NoImagesAddsNothing) {
  config_.rgb = config_.depth = config_.label = false;
  // (not even validated, as in Drake)
  config_.width = -1;
  const int before = NumSystems();
  ApplyCameraConfig(config_, &builder_, &buses_);
  EXPECT_EQ(NumSystems(), before);
}

// A compatible renderer_class: the engine's own YAML for a params struct.
TEST_F(ApplyCameraConfigTest, MatchingParamsAccepted) {
  config_.renderer_name = "gl_like";
  // a PointRenderEngine reports "PointRenderEngineParams: {}"; an engine
  // whose YAML is that of the given params is accepted
  class ParamsEngine final : public PointRenderEngine {
   public:
    std::string yaml;

   private:
    std::unique_ptr<RenderEngine> DoClone() const final {
      return std::make_unique<ParamsEngine>(*this);
    }
    std::string DoGetParameterYaml() const final { return yaml; }
  };
  RenderEngineGlParams params;
  params.default_clear_color = geometry::Rgba(0.5, 0.25, 1.0);
  ParamsEngine engine;
  engine.yaml = yaml::SaveYamlString(params, "RenderEngineGlParams");
  scene_graph_->AddRenderer("gl_like", engine);
  config_.renderer_class = params;
  ApplyCameraConfig(config_, &builder_, &buses_);
  EXPECT_TRUE(builder_.HasSubsystemNamed("rgbd_sensor_cam"));
}

// Every refusal names what is wrong and leaves the builder unchanged.
TEST_F(ApplyCameraConfigTest, Refusals) {
  const int before = NumSystems();
  auto expect_unchanged = [&]() {
    EXPECT_EQ(NumSystems(), before);
    EXPECT_EQ(scene_graph_->RendererCount(), 1);
  };
  {
    CameraConfig bad = config_;
    bad.width = 0;
    EXPECT_THROW(ApplyCameraConfig(bad, &builder_, &buses_), std::exception);
    expect_unchanged();
  }
  {
    // no LcmBuses: only the "default" bus (a new DrakeLcm) can be found
    CameraConfig other = config_;
    other.lcm_bus = "elsewhere";
    DRAKE_EXPECT_THROWS_MESSAGE(ApplyCameraConfig(other, &builder_),
                                ".*non-default LCM bus 'elsewhere'.*");
    expect_unchanged();
  }
  {
    CameraConfig bad = config_;
    bad.renderer_name = "missing";
    DRAKE_EXPECT_THROWS_MESSAGE(
        ApplyCameraConfig(bad, &builder_, &buses_),
        "Invalid camera configuration; renderer_class = 'RenderEngineVtk' is "
        "not supported in current build: Mallard has no built-in render "
        "engine. Camera 'cam' needs a renderer named 'missing'.*");
    bad.renderer_class = RenderEngineVtkParams{};
    DRAKE_EXPECT_THROWS_MESSAGE(
        ApplyCameraConfig(bad, &builder_, &buses_),
        ".*renderer_class = 'RenderEngineVtkParams' is not supported.*");
    expect_unchanged();
  }
  {
    // the existing "default" is a PointRenderEngine, not Drake's GL engine
    CameraConfig bad = config_;
    bad.renderer_class = "RenderEngineGl";
    DRAKE_EXPECT_THROWS_MESSAGE(
        ApplyCameraConfig(bad, &builder_, &buses_),
        "Invalid camera configuration; requested renderer_name = 'default' "
        "and renderer_class = 'RenderEngineGl'. The name is already used with "
        "a different type: .*PointRenderEngine.");
    bad.renderer_class = RenderEngineVtkParams{};
    DRAKE_EXPECT_THROWS_MESSAGE(
        ApplyCameraConfig(bad, &builder_, &buses_),
        ".*renderer_name = 'default' with renderer parameters, but the named "
        "renderer already exists and doesn't match the given parameters");
    expect_unchanged();
  }
  {
    CameraConfig bad = config_;
    bad.X_PB.base_frame = "robot::nowhere";
    EXPECT_THROW(ApplyCameraConfig(bad, &builder_, &buses_), std::exception);
    expect_unchanged();
  }
}

// A labelled point on the camera's optical axis, 2 m away: the pixel
// (⌊31.5⌋, ⌊23.5⌋) of the 64 × 48 images sees it at 2 m with label 21.
void AddTargetOnAxis(const RigidTransformd& X_WB, SceneGraph<double>* sg) {
  const Eigen::Vector3d p_WQ = X_WB * Eigen::Vector3d(0, 0, 2);
  const auto source = sg->RegisterSource("target");
  const auto id = sg->RegisterAnchoredGeometry(
      source, std::make_unique<GeometryInstance>(RigidTransformd(p_WQ),
                                                 Sphere(0.01), "target"));
  PerceptionProperties properties;
  properties.AddProperty("label", "id", RenderLabel(21));
  sg->AssignRole(source, id, properties);
}

// With an LCM bus that is not memq://null, the images are published as
// Drake publishes them: an ImageToLcmImageArrayT "image_to_lcm_cam" with
// ports depth (16U), rgb and label, and an LcmPublisherSystem on
// "DRAKE_RGBD_CAMERA_IMAGES_cam" every 1/fps s. A subscriber on the same
// in-process bus receives the lcmt_image_array, whose images are the
// sensor's.
TEST_F(ApplyCameraConfigTest, PublishesImagesOnLcm) {
  drake::lcm::DrakeLcm lcm("memq://");
  systems::lcm::LcmBuses buses;
  buses.Add("cameras", &lcm);
  config_.lcm_bus = "cameras";
  config_.fps = 20;  // a period of 0.05 s
  config_.do_compress = true;
  ApplyCameraConfig(config_, &builder_, &buses);
  AddTargetOnAxis(X_WL_ * X_LM_ * config_.X_PB.GetDeterministicValue(),
                  scene_graph_);
  const auto& sensor =
      builder_.GetDowncastSubsystemByName<RgbdSensor>("rgbd_sensor_cam");
  const auto& packer =
      builder_.GetDowncastSubsystemByName<ImageToLcmImageArrayT>(
          "image_to_lcm_cam");
  ASSERT_EQ(packer.num_input_ports(), 3);
  EXPECT_EQ(packer.get_input_port(0).get_name(), "depth");
  EXPECT_EQ(packer.get_input_port(1).get_name(), "rgb");
  EXPECT_EQ(packer.get_input_port(2).get_name(), "label");
  const auto& publisher =
      builder_.GetDowncastSubsystemByName<systems::lcm::LcmPublisherSystem>(
          "LcmPublisherSystem(DRAKE_RGBD_CAMERA_IMAGES_cam)");
  EXPECT_EQ(publisher.get_channel_name(), "DRAKE_RGBD_CAMERA_IMAGES_cam");
  EXPECT_EQ(publisher.get_publish_period(), 0.05);

  std::vector<lcmt_image_array> received;
  auto subscription = drake::lcm::Subscribe<lcmt_image_array>(
      &lcm, "DRAKE_RGBD_CAMERA_IMAGES_cam",
      [&received](const lcmt_image_array& message) {
        received.push_back(message);
      });
  auto diagram = builder_.Build();
  Simulator<double> simulator(*diagram);
  // periodic publishes at 0, 0.05 and 0.1 s
  simulator.AdvanceTo(0.12);
  EXPECT_EQ(lcm.HandleSubscriptions(0), 3);
  ASSERT_EQ(received.size(), 3u);
  EXPECT_EQ(received[0].header.utime, 0);
  EXPECT_EQ(received[1].header.utime, 50000);
  EXPECT_EQ(received[2].header.utime, 100000);

  // the last message: the sensor's images at t = 0.1 s, through
  // LcmImageArrayToImages (which inflates the zlib data)
  const lcmt_image_array& message = received.back();
  ASSERT_EQ(message.num_images, 3);
  for (const lcmt_image& image : message.images) {
    EXPECT_EQ(image.width, 64);
    EXPECT_EQ(image.height, 48);
    EXPECT_EQ(image.compression_method, lcmt_image::COMPRESSION_METHOD_ZLIB);
    EXPECT_EQ(image.header.utime, 100000);
  }
  EXPECT_EQ(message.images[0].header.frame_name, "depth");
  EXPECT_EQ(message.images[0].pixel_format, lcmt_image::PIXEL_FORMAT_DEPTH);
  EXPECT_EQ(message.images[0].channel_type, lcmt_image::CHANNEL_TYPE_UINT16);
  EXPECT_EQ(message.images[0].row_stride, 64 * 2);
  EXPECT_EQ(message.images[1].header.frame_name, "rgb");
  EXPECT_EQ(message.images[1].pixel_format, lcmt_image::PIXEL_FORMAT_RGBA);
  EXPECT_EQ(message.images[2].header.frame_name, "label");
  EXPECT_EQ(message.images[2].channel_type, lcmt_image::CHANNEL_TYPE_INT16);

  const LcmImageArrayToImages unpacker;
  auto unpacker_context = unpacker.CreateDefaultContext();
  unpacker.image_array_t_input_port().FixValue(unpacker_context.get(), message);
  const Context<double>& sensor_context =
      sensor.GetMyContextFromRoot(simulator.get_context());
  const auto& depth =
      unpacker.depth_image_output_port().Eval<ImageDepth32F>(*unpacker_context);
  const auto& label =
      unpacker.label_image_output_port().Eval<ImageLabel16I>(*unpacker_context);
  const auto& color =
      unpacker.color_image_output_port().Eval<ImageRgba8U>(*unpacker_context);
  // the rendered 2 m (to float precision) went through millimeters: 1 mm
  EXPECT_NEAR(*depth.at(31, 23), 2.0, 1e-3);
  EXPECT_EQ(*label.at(31, 23), 21);
  EXPECT_EQ(color,
            sensor.color_image_output_port().Eval<ImageRgba8U>(sensor_context));
  EXPECT_EQ(label, sensor.label_image_output_port().Eval<ImageLabel16I>(
                       sensor_context));
  ImageDepth32F depth_through_16u;
  ConvertDepth16UTo32F(
      sensor.depth_image_16U_output_port().Eval<ImageDepth16U>(sensor_context),
      &depth_through_16u);
  EXPECT_EQ(depth, depth_through_16u);
}

// An output delay makes an RgbdSensorAsync (as Drake): captures at fps from
// capture_offset, with a color camera because the label is asked for (but
// no "rgb" image to publish), and the publisher just after each output, at
// capture_offset + 1.001 · output_delay + k/fps. The published label image
// is the one captured output_delay before.
TEST_F(ApplyCameraConfigTest, OutputDelayAddsAnRgbdSensorAsync) {
  drake::lcm::DrakeLcm lcm("memq://");
  systems::lcm::LcmBuses buses;
  buses.Add("cameras", &lcm);
  config_.lcm_bus = "cameras";
  config_.rgb = false;
  config_.fps = 10;
  config_.capture_offset = 0.02;
  config_.output_delay = 0.03;
  ApplyCameraConfig(config_, &builder_, &buses);
  AddTargetOnAxis(X_WL_ * X_LM_ * config_.X_PB.GetDeterministicValue(),
                  scene_graph_);
  const auto& sensor =
      builder_.GetDowncastSubsystemByName<RgbdSensorAsync>("rgbd_sensor_cam");
  EXPECT_EQ(sensor.fps(), 10);
  EXPECT_EQ(sensor.capture_offset(), 0.02);
  EXPECT_EQ(sensor.output_delay(), 0.03);
  EXPECT_TRUE(sensor.default_X_PB().IsNearlyEqualTo(
      X_LM_ * config_.X_PB.GetDeterministicValue(), kTolerance));
  ASSERT_TRUE(sensor.default_color_render_camera().has_value());
  EXPECT_EQ(sensor.default_color_render_camera()->core().intrinsics().width(),
            64);
  ASSERT_TRUE(sensor.default_depth_render_camera().has_value());
  EXPECT_EQ(sensor.label_image_output_port().get_name(), "label_image");
  const auto& packer =
      builder_.GetDowncastSubsystemByName<ImageToLcmImageArrayT>(
          "image_to_lcm_cam");
  ASSERT_EQ(packer.num_input_ports(), 2);
  EXPECT_EQ(packer.get_input_port(0).get_name(), "depth");
  EXPECT_EQ(packer.get_input_port(1).get_name(), "label");

  std::vector<lcmt_image_array> received;
  auto subscription = drake::lcm::Subscribe<lcmt_image_array>(
      &lcm, "DRAKE_RGBD_CAMERA_IMAGES_cam",
      [&received](const lcmt_image_array& message) {
        received.push_back(message);
      });
  auto diagram = builder_.Build();
  Simulator<double> simulator(*diagram);
  // Captures at 0.02 and 0.12 s, outputs at 0.05 and 0.15 s, publishes at
  // 0.05003 and 0.15003 s.
  simulator.AdvanceTo(0.2);
  EXPECT_EQ(lcm.HandleSubscriptions(0), 2);
  ASSERT_EQ(received.size(), 2u);
  // (Microseconds truncated from the time in floating point: 0.05003 s may
  // read 50029.)
  EXPECT_NEAR(received[0].header.utime, 50030, 1);
  EXPECT_NEAR(received[1].header.utime, 150030, 1);
  const Context<double>& sensor_context =
      sensor.GetMyContextFromRoot(simulator.get_context());
  EXPECT_NEAR(sensor.image_time_output_port().Eval(sensor_context)[0], 0.12,
              1e-15);
  const LcmImageArrayToImages unpacker;
  auto unpacker_context = unpacker.CreateDefaultContext();
  unpacker.image_array_t_input_port().FixValue(unpacker_context.get(),
                                               received.back());
  const auto& label =
      unpacker.label_image_output_port().Eval<ImageLabel16I>(*unpacker_context);
  ASSERT_EQ(label.width(), 64);
  EXPECT_EQ(*label.at(31, 23), 21);
  EXPECT_EQ(label, sensor.label_image_output_port().Eval<ImageLabel16I>(
                       sensor_context));
}

// An explicit lcm takes the place of the bus; only the images the config
// asks for are packed (here color only, uncompressed); a forced publish
// sends one message, whose data are the sensor's color image.
TEST_F(ApplyCameraConfigTest, ExplicitLcmColorOnly) {
  drake::lcm::DrakeLcm lcm("memq://");
  config_.depth = config_.label = false;
  config_.do_compress = false;  // (the default is true, as in Drake)
  ApplyCameraConfig(config_, &builder_, nullptr, plant_, scene_graph_, &lcm);
  const auto& packer =
      builder_.GetDowncastSubsystemByName<ImageToLcmImageArrayT>(
          "image_to_lcm_cam");
  ASSERT_EQ(packer.num_input_ports(), 1);
  EXPECT_EQ(packer.get_input_port(0).get_name(), "rgb");
  const auto& sensor =
      builder_.GetDowncastSubsystemByName<RgbdSensor>("rgbd_sensor_cam");
  int count = 0;
  lcmt_image_array last{};
  auto subscription = drake::lcm::Subscribe<lcmt_image_array>(
      &lcm, "DRAKE_RGBD_CAMERA_IMAGES_cam",
      [&](const lcmt_image_array& message) {
        ++count;
        last = message;
      });
  auto diagram = builder_.Build();
  auto context = diagram->CreateDefaultContext();
  context->SetTime(0.5);
  diagram->ForcedPublish(*context);
  lcm.HandleSubscriptions(0);
  EXPECT_EQ(count, 1);
  ASSERT_EQ(last.num_images, 1);
  EXPECT_EQ(last.header.utime, 500000);
  EXPECT_EQ(last.images[0].compression_method,
            lcmt_image::COMPRESSION_METHOD_NOT_COMPRESSED);
  EXPECT_EQ(last.images[0].size, 64 * 48 * 4);
  const auto& color = sensor.color_image_output_port().Eval<ImageRgba8U>(
      sensor.GetMyContextFromRoot(*context));
  const auto* color_bytes = reinterpret_cast<const uint8_t*>(color.at(0, 0));
  EXPECT_EQ(last.images[0].data,
            std::vector<uint8_t>(color_bytes, color_bytes + 64 * 48 * 4));
}

GTEST_TEST(ApplyCameraConfigNoPlantTest, MissingPlantThrows) {
  DiagramBuilder<double> builder;
  EXPECT_THROW(ApplyCameraConfig(CameraConfig{}, &builder), std::exception);
}

}  // namespace camera_config_functions_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
