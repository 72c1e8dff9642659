// RgbdSensorAsync in a Simulator with SceneGraph and a point-projecting
// render engine (test_utilities/point_render_engine.h) while a labelled
// point moves across the camera's view: the images appear output_delay after
// each capture and show the scene as it was at the capture (the point's
// pixel column moves with time), rendered off the simulation's thread; the
// ports each camera choice gives; per-Context parameters; Initialize();
// errors, including one thrown while rendering.

#include "drake/systems/sensors/rgbd_sensor_async.h"

#include <atomic>
#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"
#include "test_utilities/point_render_engine.h"

#include "drake/geometry/scene_graph.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace sensors {
namespace rgbd_sensor_async_test {

using Eigen::Vector3d;
using geometry::FrameId;
using geometry::FramePoseVector;
using geometry::GeometryFrame;
using geometry::GeometryId;
using geometry::GeometryInstance;
using geometry::PerceptionProperties;
using geometry::SceneGraph;
using geometry::SourceId;
using geometry::Sphere;
using geometry::render::ClippingRange;
using geometry::render::ColorRenderCamera;
using geometry::render::DepthRange;
using geometry::render::DepthRenderCamera;
using geometry::render::RenderCameraCore;
using geometry::render::RenderEngine;
using geometry::render::RenderLabel;
using geometry::render::test::PointRenderEngine;
using math::RigidTransformd;
using math::RollPitchYawd;
using math::RotationMatrixd;

// Products of a few rotations and translations of size ~1: a few ulps.
constexpr double kTolerance = 1e-12;

// The id of the thread that runs the tests (the simulation's), and counts of
// the renders on it and off it, kept by every copy of RecordingEngine.
std::thread::id g_test_thread;
std::atomic<int> g_renders_on_test_thread{0};
std::atomic<int> g_renders_elsewhere{0};

// PointRenderEngine that counts where its color images are rendered, and
// throws while rendering when asked to.
class RecordingEngine final : public PointRenderEngine {
 public:
  explicit RecordingEngine(bool throw_on_render = false)
      : throw_on_render_(throw_on_render) {}

 protected:
  std::unique_ptr<RenderEngine> DoClone() const final {
    return std::make_unique<RecordingEngine>(*this);
  }
  void DoRenderColorImage(const ColorRenderCamera& camera,
                          ImageRgba8U* image) const final {
    if (std::this_thread::get_id() == g_test_thread) {
      ++g_renders_on_test_thread;
    } else {
      ++g_renders_elsewhere;
    }
    if (throw_on_render_) {
      throw std::runtime_error("RecordingEngine: asked to fail.");
    }
    PointRenderEngine::DoRenderColorImage(camera, image);
  }

 private:
  bool throw_on_render_{};
};

// The poses of the camera mount P (fixed at X_WP) and of the point's frame F:
// F is 2 m ahead of the sensor body B (B is X_PB in P) and moves along B's x
// at 1 m/s from x = −0.5 m at t = 0: p_BF(t) = (t − 0.5, 0.05, 2).
class PoseSource final : public LeafSystem<double> {
 public:
  PoseSource(FrameId mount, FrameId point, const RigidTransformd& X_WP,
             const RigidTransformd& X_PB)
      : mount_(mount), point_(point), X_WP_(X_WP), X_PB_(X_PB) {
    DeclareAbstractOutputPort("poses", &PoseSource::CalcPoses);
  }
  RigidTransformd X_WF(double t) const {
    return X_WP_ * X_PB_ * RigidTransformd(Vector3d(t - 0.5, 0.05, 2));
  }

 private:
  void CalcPoses(const Context<double>& context,
                 FramePoseVector<double>* poses) const {
    poses->clear();
    poses->set_value(mount_, X_WP_);
    poses->set_value(point_, X_WF(context.get_time()));
  }
  FrameId mount_;
  FrameId point_;
  RigidTransformd X_WP_;
  RigidTransformd X_PB_;
};

// A camera core named `renderer`: f = 72 px, c = (40.5, 30.5) for 80 x 60.
RenderCameraCore MakeCore(int width, int height, double focal,
                          const std::string& renderer = "point") {
  return RenderCameraCore(renderer,
                          CameraInfo(width, height, focal, focal,
                                     width / 2.0 + 0.5, height / 2.0 + 0.5),
                          ClippingRange(0.01, 100), RigidTransformd());
}

// Captures at 4 fps from 0.1 s, outputs 0.05 s after each capture.
constexpr double kFps = 4;
constexpr double kOffset = 0.1;
constexpr double kDelay = 0.05;

class RgbdSensorAsyncTest : public ::testing::Test {
 protected:
  void SetUp() override { g_test_thread = std::this_thread::get_id(); }

  void Build(std::optional<ColorRenderCamera> color,
             std::optional<DepthRenderCamera> depth, bool label,
             bool throw_on_render = false) {
    DiagramBuilder<double> builder;
    scene_graph_ = builder.AddSystem<SceneGraph<double>>();
    scene_graph_->AddRenderer("point", RecordingEngine(throw_on_render));
    source_ = scene_graph_->RegisterSource("robot");
    mount_ = scene_graph_->RegisterFrame(source_, GeometryFrame("P"));
    body_ = scene_graph_->RegisterFrame(source_, GeometryFrame("F"));
    auto instance = std::make_unique<GeometryInstance>(RigidTransformd(),
                                                       Sphere(0.01), "point");
    PerceptionProperties properties;
    properties.AddProperty("label", "id", RenderLabel(21));
    instance->set_perception_properties(properties);
    scene_graph_->RegisterGeometry(source_, body_, std::move(instance));
    poses_ = builder.AddSystem<PoseSource>(mount_, body_, X_WP_, X_PB_);
    builder.Connect(poses_->get_output_port(0),
                    scene_graph_->get_source_pose_port(source_));
    sensor_ = builder.AddSystem<RgbdSensorAsync>(scene_graph_, mount_, X_PB_,
                                                 kFps, kOffset, kDelay, color,
                                                 depth, label);
    sensor_->set_name("camera");
    builder.Connect(scene_graph_->get_query_output_port(),
                    sensor_->get_input_port());
    diagram_ = builder.Build();
    simulator_ = std::make_unique<Simulator<double>>(*diagram_);
  }

  const Context<double>& sensor_context() const {
    return sensor_->GetMyContextFromRoot(simulator_->get_context());
  }
  double ImageTime() const {
    return sensor_->image_time_output_port().Eval(sensor_context())[0];
  }
  const ImageLabel16I& Label() const {
    return sensor_->label_image_output_port().Eval<ImageLabel16I>(
        sensor_context());
  }
  // The color camera's column of the point captured at `t`: ⌊72·x/2 + 40.5⌋
  // with x = t − 0.5 (row ⌊72·0.025 + 30.5⌋ = 32).
  static int ColorColumn(double t) {
    return static_cast<int>(std::floor(36 * (t - 0.5) + 40.5));
  }

  SceneGraph<double>* scene_graph_{};
  PoseSource* poses_{};
  RgbdSensorAsync* sensor_{};
  SourceId source_;
  FrameId mount_;
  FrameId body_;
  std::unique_ptr<Diagram<double>> diagram_;
  std::unique_ptr<Simulator<double>> simulator_;
  const RigidTransformd X_WP_{RollPitchYawd(0.2, -0.3, 0.5),
                              Vector3d(0.3, -0.2, 1.0)};
  const RigidTransformd X_PB_{RotationMatrixd::MakeZRotation(0.1),
                              Vector3d(0, 0, 0.1)};
};

TEST_F(RgbdSensorAsyncTest, ImagesOfEachCaptureAppearAfterTheDelay) {
  const ColorRenderCamera color(MakeCore(80, 60, 72));
  const DepthRenderCamera depth(MakeCore(40, 30, 35), DepthRange(0.1, 50));
  Build(color, depth, true);
  EXPECT_EQ(sensor_->fps(), kFps);
  EXPECT_EQ(sensor_->capture_offset(), kOffset);
  EXPECT_EQ(sensor_->output_delay(), kDelay);
  EXPECT_EQ(sensor_->get_input_port().get_name(), "geometry_query");
  EXPECT_EQ(sensor_->num_output_ports(), 6);
  EXPECT_EQ(sensor_->color_image_output_port().get_name(), "color_image");
  EXPECT_EQ(sensor_->depth_image_32F_output_port().get_name(),
            "depth_image_32f");
  EXPECT_EQ(sensor_->depth_image_16U_output_port().get_name(),
            "depth_image_16u");
  EXPECT_EQ(sensor_->label_image_output_port().get_name(), "label_image");
  EXPECT_EQ(sensor_->body_pose_in_world_output_port().get_name(),
            "body_pose_in_world");
  EXPECT_EQ(sensor_->image_time_output_port().get_name(), "image_time");

  g_renders_on_test_thread = 0;
  g_renders_elsewhere = 0;
  simulator_->Initialize();
  // Nothing yet: empty images, NaN time.
  EXPECT_TRUE(std::isnan(ImageTime()));
  EXPECT_EQ(Label().width(), 0);
  EXPECT_EQ(sensor_->color_image_output_port()
                .Eval<ImageRgba8U>(sensor_context())
                .size(),
            0);
  EXPECT_EQ(sensor_->depth_image_16U_output_port()
                .Eval<ImageDepth16U>(sensor_context())
                .size(),
            0);
  // Captured at 0.1 s, not out until 0.15 s.
  simulator_->AdvanceTo(0.12);
  EXPECT_TRUE(std::isnan(ImageTime()));
  simulator_->AdvanceTo(0.16);
  EXPECT_EQ(ImageTime(), 0.1);
  // The point where it was at 0.1 s (column 26), not where it was at the
  // output (0.15 s: column 27).
  ASSERT_EQ(ColorColumn(0.1), 26);
  ASSERT_EQ(ColorColumn(0.15), 27);
  EXPECT_EQ(Label().width(), 80);
  EXPECT_EQ(Label().height(), 60);
  EXPECT_EQ(*Label().at(26, 32), 21);
  EXPECT_EQ(*Label().at(27, 32), RenderLabel::kEmpty);
  const auto& color_image =
      sensor_->color_image_output_port().Eval<ImageRgba8U>(sensor_context());
  EXPECT_EQ(color_image.width(), 80);
  EXPECT_EQ(color_image.at(26, 32)[0], 21);  // The label as a color.
  EXPECT_EQ(color_image.at(26, 32)[3], 255);
  // Depth (f = 35, c = (20.5, 15.5)): column ⌊17.5·(−0.4) + 20.5⌋ = 13, row
  // ⌊35·0.025 + 15.5⌋ = 16, 2 m (float) = 2000 mm.
  const auto& depth_image =
      sensor_->depth_image_32F_output_port().Eval<ImageDepth32F>(
          sensor_context());
  EXPECT_EQ(depth_image.width(), 40);
  EXPECT_NEAR(*depth_image.at(13, 16), 2.0, 1e-6);
  EXPECT_EQ(*depth_image.at(0, 0), std::numeric_limits<float>::infinity());
  const auto& depth_16u =
      sensor_->depth_image_16U_output_port().Eval<ImageDepth16U>(
          sensor_context());
  EXPECT_EQ(*depth_16u.at(13, 16),
            static_cast<uint16_t>(*depth_image.at(13, 16) * 1000.0f));
  EXPECT_TRUE(sensor_->body_pose_in_world_output_port()
                  .Eval<RigidTransformd>(sensor_context())
                  .IsNearlyEqualTo(X_WP_ * X_PB_, kTolerance));

  // Held until the next output: captured at 0.35 s, out at 0.4 s.
  simulator_->AdvanceTo(0.39);
  EXPECT_EQ(ImageTime(), 0.1);
  EXPECT_EQ(*Label().at(26, 32), 21);
  simulator_->AdvanceTo(0.41);
  // (0.1 + 0.25 in floating point.)
  EXPECT_NEAR(ImageTime(), 0.35, 1e-15);
  ASSERT_EQ(ColorColumn(0.35), 35);
  EXPECT_EQ(*Label().at(35, 32), 21);
  EXPECT_EQ(*Label().at(26, 32), RenderLabel::kEmpty);

  // Each capture rendered its color image once, on another thread.
  EXPECT_EQ(g_renders_elsewhere, 2);
  EXPECT_EQ(g_renders_on_test_thread, 0);

  // Initialize() forgets the images.
  simulator_->Initialize();
  EXPECT_TRUE(std::isnan(ImageTime()));
  EXPECT_EQ(Label().size(), 0);
}

TEST_F(RgbdSensorAsyncTest, PortsFollowTheCameras) {
  // Depth only: no color or label ports.
  Build(std::nullopt,
        DepthRenderCamera(MakeCore(40, 30, 35), DepthRange(0.1, 50)), false);
  EXPECT_EQ(sensor_->num_output_ports(), 4);
  EXPECT_FALSE(sensor_->default_color_render_camera().has_value());
  EXPECT_TRUE(sensor_->default_depth_render_camera().has_value());
  DRAKE_EXPECT_THROWS_MESSAGE(sensor_->color_image_output_port(),
                              ".*color_image.*");
  DRAKE_EXPECT_THROWS_MESSAGE(sensor_->label_image_output_port(),
                              ".*label_image.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      sensor_->set_default_color_render_camera(
          ColorRenderCamera(MakeCore(8, 6, 7))),
      "RgbdSensorAsync::set_default_color_render_camera\\(\\): the sensor "
      "'camera' was made without a color camera.*");
  simulator_->AdvanceTo(0.16);
  EXPECT_EQ(ImageTime(), 0.1);
  EXPECT_NEAR(*sensor_->depth_image_32F_output_port()
                   .Eval<ImageDepth32F>(sensor_context())
                   .at(13, 16),
              2.0, 1e-6);

  // Color only, no label.
  Build(ColorRenderCamera(MakeCore(80, 60, 72)), std::nullopt, false);
  EXPECT_EQ(sensor_->num_output_ports(), 3);
  DRAKE_EXPECT_THROWS_MESSAGE(sensor_->depth_image_32F_output_port(),
                              ".*depth_image_32f.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      sensor_->SetDepthRenderCamera(
          &sensor_->GetMyMutableContextFromRoot(
              &simulator_->get_mutable_context()),
          DepthRenderCamera(MakeCore(8, 6, 7), DepthRange(0.1, 1))),
      "RgbdSensorAsync::SetDepthRenderCamera\\(\\): the sensor 'camera' was "
      "made without a depth camera.*");
  simulator_->AdvanceTo(0.16);
  EXPECT_EQ(sensor_->color_image_output_port()
                .Eval<ImageRgba8U>(sensor_context())
                .at(26, 32)[0],
            21);
}

TEST_F(RgbdSensorAsyncTest, CapturesUseTheContextsParameters) {
  Build(ColorRenderCamera(MakeCore(80, 60, 72)), std::nullopt, true);
  Context<double>& context =
      sensor_->GetMyMutableContextFromRoot(&simulator_->get_mutable_context());
  EXPECT_TRUE(sensor_->GetX_PB(context).IsExactlyEqualTo(X_PB_));
  EXPECT_EQ(sensor_->GetParentFrameId(context), mount_);
  // Move the body 0.1 m along its z (P's z) in this Context only: the point
  // is then 1.9 m ahead of it.
  const RigidTransformd X_PB2 = X_PB_ * RigidTransformd(Vector3d(0, 0, 0.1));
  sensor_->SetX_PB(&context, X_PB2);
  // A smaller color camera in this Context: 40 x 30, f = 36, c = (20.5,
  // 15.5): column ⌊36·(−0.4)/1.9 + 20.5⌋ = 12, row ⌊36·0.05/1.9 + 15.5⌋ = 16.
  sensor_->SetColorRenderCamera(&context,
                                ColorRenderCamera(MakeCore(40, 30, 36)));
  EXPECT_EQ(sensor_->GetColorRenderCamera(context)->core().intrinsics().width(),
            40);
  EXPECT_EQ(sensor_->default_color_render_camera()->core().intrinsics().width(),
            80);
  simulator_->AdvanceTo(0.16);
  EXPECT_EQ(Label().width(), 40);
  EXPECT_EQ(Label().height(), 30);
  EXPECT_EQ(*Label().at(12, 16), 21);
  EXPECT_TRUE(sensor_->body_pose_in_world_output_port()
                  .Eval<RigidTransformd>(sensor_context())
                  .IsNearlyEqualTo(X_WP_ * X_PB2, kTolerance));
  // The defaults are unchanged, and new Contexts start from them.
  EXPECT_TRUE(sensor_->default_X_PB().IsExactlyEqualTo(X_PB_));
  auto fresh = sensor_->CreateDefaultContext();
  EXPECT_TRUE(sensor_->GetX_PB(*fresh).IsExactlyEqualTo(X_PB_));
  sensor_->set_default_X_PB(X_PB2);
  sensor_->set_default_parent_frame_id(body_);
  EXPECT_EQ(sensor_->default_parent_frame_id(), body_);
  fresh = sensor_->CreateDefaultContext();
  EXPECT_TRUE(sensor_->GetX_PB(*fresh).IsExactlyEqualTo(X_PB2));
  EXPECT_EQ(sensor_->GetParentFrameId(*fresh), body_);
}

TEST_F(RgbdSensorAsyncTest, ConstructionErrors) {
  DiagramBuilder<double> builder;
  auto* scene_graph = builder.AddSystem<SceneGraph<double>>();
  const FrameId world = SceneGraph<double>::world_frame_id();
  const ColorRenderCamera color(MakeCore(8, 6, 7));
  const auto make = [&](const SceneGraph<double>* sg, double fps, double offset,
                        double delay, std::optional<ColorRenderCamera> c,
                        std::optional<DepthRenderCamera> d, bool label) {
    RgbdSensorAsync(sg, world, RigidTransformd(), fps, offset, delay, c, d,
                    label);
  };
  DRAKE_EXPECT_THROWS_MESSAGE(make(nullptr, 4, 0, 0.1, color, {}, false),
                              "RgbdSensorAsync: the SceneGraph is null.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      make(scene_graph, 0, 0, 0.1, color, {}, false),
      "RgbdSensorAsync: fps must be positive and finite, got 0.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      make(scene_graph, INFINITY, 0, 0.1, color, {}, false),
      "RgbdSensorAsync: fps must be positive and finite, got inf.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      make(scene_graph, 4, -0.5, 0.1, color, {}, false),
      "RgbdSensorAsync: capture_offset must be non-negative and finite, got "
      "-0.5 s.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      make(scene_graph, 4, 0, 0, color, {}, false),
      "RgbdSensorAsync: output_delay must be positive and less than the "
      "period 1/fps = 0.25 s, got 0 s.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      make(scene_graph, 4, 0, 0.25, color, {}, false),
      "RgbdSensorAsync: output_delay must be positive and less than the "
      "period 1/fps = 0.25 s, got 0.25 s.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      make(scene_graph, 4, 0, 0.1, {}, {}, false),
      "RgbdSensorAsync: needs a color camera, a depth camera or both; "
      "neither was given.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      make(scene_graph, 4, 0, 0.1, {},
           DepthRenderCamera(MakeCore(8, 6, 7), DepthRange(0.1, 1)), true),
      "RgbdSensorAsync: render_label_image needs a color camera.*");
}

TEST_F(RgbdSensorAsyncTest, RuntimeErrors) {
  // A camera naming a renderer SceneGraph does not have: the capture
  // throws, naming the sensor and the renderer.
  Build(ColorRenderCamera(MakeCore(80, 60, 72, "missing")), std::nullopt,
        false);
  DRAKE_EXPECT_THROWS_MESSAGE(
      simulator_->AdvanceTo(0.12),
      "RgbdSensorAsync 'camera': SceneGraph has no renderer named "
      "'missing'.*");

  // An engine that throws while rendering (on the task's thread): the
  // output event rethrows its exception.
  Build(ColorRenderCamera(MakeCore(80, 60, 72)), std::nullopt, false, true);
  simulator_->AdvanceTo(0.12);  // The capture starts the task.
  DRAKE_EXPECT_THROWS_MESSAGE(simulator_->AdvanceTo(0.16),
                              "RecordingEngine: asked to fail.");
}

}  // namespace rgbd_sensor_async_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
