// RgbdSensor in a diagram with SceneGraph and a point-projecting render
// engine (test_utilities/point_render_engine.h): port names and types,
// image sizes from the intrinsics, the sensor's pose parameters reaching
// the engine's viewpoint (X_WP · X_PB · X_BC), depth in meters and
// millimeters, labels, body_pose_in_world, image_time, per-Context
// parameters, and the error messages.

#include "drake/systems/sensors/rgbd_sensor.h"

#include <cmath>
#include <limits>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"
#include "test_utilities/limit_malloc.h"
#include "test_utilities/point_render_engine.h"

#include "drake/geometry/scene_graph.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace systems {
namespace sensors {
namespace rgbd_sensor_test {

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
using geometry::render::RenderLabel;
using geometry::render::test::PointRenderEngine;
using math::RigidTransformd;
using math::RollPitchYawd;
using math::RotationMatrixd;

// Products of a few rotations and translations of size ~1: a few ulps.
constexpr double kTolerance = 1e-12;

// A camera core: 80 x 60 (color) or 40 x 30 (depth) pixels.
RenderCameraCore MakeCore(int width, int height, double focal,
                          const RigidTransformd& X_BS = RigidTransformd()) {
  return RenderCameraCore("point",
                          CameraInfo(width, height, focal, focal,
                                     width / 2.0 + 0.5, height / 2.0 + 0.5),
                          ClippingRange(0.01, 100), X_BS);
}

// SceneGraph with the engine, a source with a moving frame P (the camera
// mount) and a moving frame F holding one labelled point (sphere); and the
// sensor, its query input connected.
class RgbdSensorTest : public ::testing::Test {
 protected:
  void Build(const ColorRenderCamera& color, const DepthRenderCamera& depth,
             bool on_world = false) {
    DiagramBuilder<double> builder;
    scene_graph_ = builder.AddSystem<SceneGraph<double>>();
    scene_graph_->AddRenderer("point", PointRenderEngine());
    source_ = scene_graph_->RegisterSource("robot");
    mount_ = scene_graph_->RegisterFrame(source_, GeometryFrame("P"));
    body_ = scene_graph_->RegisterFrame(source_, GeometryFrame("F"));
    auto instance = std::make_unique<GeometryInstance>(RigidTransformd(),
                                                       Sphere(0.01), "point");
    PerceptionProperties properties;
    properties.AddProperty("label", "id", RenderLabel(21));
    instance->set_perception_properties(properties);
    point_ =
        scene_graph_->RegisterGeometry(source_, body_, std::move(instance));
    sensor_ = builder.AddSystem<RgbdSensor>(
        on_world ? SceneGraph<double>::world_frame_id() : mount_, X_PB_, color,
        depth);
    builder.Connect(scene_graph_->get_query_output_port(),
                    sensor_->query_object_input_port());
    builder.ExportInput(scene_graph_->get_source_pose_port(source_), "poses");
    diagram_ = builder.Build();
    context_ = diagram_->CreateDefaultContext();
    SetPoses(X_WP_, X_WF_);
  }

  void SetPoses(const RigidTransformd& X_WP, const RigidTransformd& X_WF) {
    diagram_->get_input_port(0).FixValue(
        context_.get(), FramePoseVector<double>{{mount_, X_WP}, {body_, X_WF}});
  }

  const Context<double>& sensor_context() const {
    return sensor_->GetMyContextFromRoot(*context_);
  }

  const PointRenderEngine& Engine() const {
    const auto& query =
        sensor_->query_object_input_port().Eval<geometry::QueryObject<double>>(
            sensor_context());
    return dynamic_cast<const PointRenderEngine&>(
        *query.GetRenderEngineByName("point"));
  }

  SceneGraph<double>* scene_graph_{};
  RgbdSensor* sensor_{};
  SourceId source_;
  FrameId mount_;
  FrameId body_;
  GeometryId point_;
  std::unique_ptr<Diagram<double>> diagram_;
  std::unique_ptr<Context<double>> context_;
  // The mount turned and lifted; B 0.1 m ahead on P's z; the point 2 m in
  // front of the camera and a little off its axis.
  const RigidTransformd X_WP_{RollPitchYawd(0.2, -0.3, 0.5),
                              Eigen::Vector3d(0.3, -0.2, 1.0)};
  const RigidTransformd X_PB_{RotationMatrixd::MakeZRotation(0.1),
                              Eigen::Vector3d(0, 0, 0.1)};
  const RigidTransformd X_WF_{X_WP_ * X_PB_ *
                              RigidTransformd(Eigen::Vector3d(0.1, 0.05, 2))};
};

TEST_F(RgbdSensorTest, PortsAndImages) {
  const ColorRenderCamera color(MakeCore(80, 60, 72));
  const DepthRenderCamera depth(MakeCore(40, 30, 35), DepthRange(0.1, 50));
  Build(color, depth);

  EXPECT_EQ(sensor_->query_object_input_port().get_name(), "geometry_query");
  EXPECT_EQ(sensor_->color_image_output_port().get_name(), "color_image");
  EXPECT_EQ(sensor_->depth_image_32F_output_port().get_name(),
            "depth_image_32f");
  EXPECT_EQ(sensor_->depth_image_16U_output_port().get_name(),
            "depth_image_16u");
  EXPECT_EQ(sensor_->label_image_output_port().get_name(), "label_image");
  EXPECT_EQ(sensor_->body_pose_in_world_output_port().get_name(),
            "body_pose_in_world");
  EXPECT_EQ(sensor_->image_time_output_port().get_name(), "image_time");
  EXPECT_EQ(sensor_->num_input_ports(), 1);
  EXPECT_EQ(sensor_->num_output_ports(), 6);

  // sizes: color and label from the color intrinsics, depth from the depth
  // intrinsics.
  const Context<double>& context = sensor_context();
  const auto& color_image =
      sensor_->color_image_output_port().Eval<ImageRgba8U>(context);
  const auto& depth_image =
      sensor_->depth_image_32F_output_port().Eval<ImageDepth32F>(context);
  const auto& depth_16u =
      sensor_->depth_image_16U_output_port().Eval<ImageDepth16U>(context);
  const auto& label_image =
      sensor_->label_image_output_port().Eval<ImageLabel16I>(context);
  EXPECT_EQ(color_image.width(), 80);
  EXPECT_EQ(color_image.height(), 60);
  EXPECT_EQ(label_image.width(), 80);
  EXPECT_EQ(label_image.height(), 60);
  EXPECT_EQ(depth_image.width(), 40);
  EXPECT_EQ(depth_image.height(), 30);
  EXPECT_EQ(depth_16u.width(), 40);
  EXPECT_EQ(depth_16u.height(), 30);

  // the engine's viewpoint is X_WP X_PB (C and D coincide with B) and the
  // point is at X_WF.
  EXPECT_TRUE(Engine().X_WR().IsNearlyEqualTo(X_WP_ * X_PB_, kTolerance));
  EXPECT_TRUE(
      Engine().visuals().at(point_).X_WG.IsNearlyEqualTo(X_WF_, kTolerance));
  // p_BQ = (0.1, 0.05, 2) by construction: in the depth camera (f = 35,
  // c = (20.5, 15.5)) column ⌊35 · 0.05 + 20.5⌋ = 22, row ⌊35 · 0.025 +
  // 15.5⌋ = 16, at 2 m (float: ~1e-7) = 2000 mm; in the color camera
  // (f = 72, c = (40.5, 30.5)) column ⌊72 · 0.05 + 40.5⌋ = 44, row
  // ⌊72 · 0.025 + 30.5⌋ = 32.
  EXPECT_NEAR(*depth_image.at(22, 16), 2.0, 1e-6);
  // millimeters truncated from the float meters: 2000, or 1999 had the
  // float landed a hair below 2.
  EXPECT_NEAR(*depth_16u.at(22, 16), 2000, 1);
  EXPECT_EQ(*depth_16u.at(22, 16),
            static_cast<uint16_t>(*depth_image.at(22, 16) * 1000.0f));
  EXPECT_EQ(*depth_image.at(0, 0), std::numeric_limits<float>::infinity());
  EXPECT_EQ(*depth_16u.at(0, 0), ImageDepth16U::Traits::kTooFar);
  EXPECT_EQ(*label_image.at(44, 32), 21);
  EXPECT_EQ(*label_image.at(0, 0), RenderLabel::kEmpty);
  EXPECT_EQ(color_image.at(44, 32)[0], 21);

  const auto& X_WB =
      sensor_->body_pose_in_world_output_port().Eval<RigidTransformd>(context);
  EXPECT_TRUE(X_WB.IsNearlyEqualTo(X_WP_ * X_PB_, kTolerance));

  context_->SetTime(1.25);
  EXPECT_EQ(sensor_->image_time_output_port().Eval(context)[0], 1.25);

  // moving the mount moves the viewpoint at the next evaluation.
  const RigidTransformd X_WP2(Eigen::Vector3d(0, 0, -1));
  SetPoses(X_WP2, X_WF_);
  sensor_->label_image_output_port().Eval<ImageLabel16I>(context);
  EXPECT_TRUE(Engine().X_WR().IsNearlyEqualTo(X_WP2 * X_PB_, kTolerance));
  EXPECT_TRUE(sensor_->body_pose_in_world_output_port()
                  .Eval<RigidTransformd>(context)
                  .IsNearlyEqualTo(X_WP2 * X_PB_, kTolerance));
}

TEST_F(RgbdSensorTest, CameraPosesInBody) {
  // the color camera turned about B's y; the depth camera shifted along
  // B's x. Each render uses its own camera's pose X_WP X_PB X_BC.
  const RigidTransformd X_BC(RotationMatrixd::MakeYRotation(0.25));
  const RigidTransformd X_BD(Eigen::Vector3d(0.02, 0, 0));
  const ColorRenderCamera color(MakeCore(80, 60, 72, X_BC));
  const DepthRenderCamera depth(MakeCore(40, 30, 35, X_BD),
                                DepthRange(0.1, 50));
  Build(color, depth);
  const Context<double>& context = sensor_context();
  sensor_->color_image_output_port().Eval<ImageRgba8U>(context);
  EXPECT_TRUE(
      Engine().X_WR().IsNearlyEqualTo(X_WP_ * X_PB_ * X_BC, kTolerance));
  const auto& depth_image =
      sensor_->depth_image_32F_output_port().Eval<ImageDepth32F>(context);
  EXPECT_TRUE(
      Engine().X_WR().IsNearlyEqualTo(X_WP_ * X_PB_ * X_BD, kTolerance));
  // p_DQ = (0.1 − 0.02, 0.05, 2): column ⌊35 · 0.04 + 20.5⌋ = 21.
  EXPECT_NEAR(*depth_image.at(21, 16), 2.0, 1e-6);
  // the body pose ignores the cameras' poses in B.
  EXPECT_TRUE(sensor_->body_pose_in_world_output_port()
                  .Eval<RigidTransformd>(context)
                  .IsNearlyEqualTo(X_WP_ * X_PB_, kTolerance));
}

TEST_F(RgbdSensorTest, Parameters) {
  const DepthRenderCamera depth(MakeCore(40, 30, 35), DepthRange(0.1, 50));
  // the depth-only constructor: color shares the depth camera's core.
  Build(ColorRenderCamera(depth.core(), true), depth, /* on_world = */ true);
  RgbdSensor shared(mount_, X_PB_, depth, true);
  EXPECT_EQ(shared.default_color_render_camera().core().renderer_name(),
            "point");
  EXPECT_EQ(shared.default_color_render_camera().core().intrinsics().width(),
            40);
  EXPECT_TRUE(shared.default_color_render_camera().show_window());
  EXPECT_EQ(shared.default_parent_frame_id(), mount_);
  EXPECT_TRUE(shared.default_X_PB().IsExactlyEqualTo(X_PB_));

  // on the world frame: X_WB = X_PB.
  Context<double>& context =
      sensor_->GetMyMutableContextFromRoot(context_.get());
  EXPECT_EQ(sensor_->GetParentFrameId(context),
            SceneGraph<double>::world_frame_id());
  EXPECT_TRUE(sensor_->body_pose_in_world_output_port()
                  .Eval<RigidTransformd>(context)
                  .IsExactlyEqualTo(X_PB_));

  // a Context's own parameters: parent frame, X_PB, cameras (a new size
  // resizes the images).
  const RigidTransformd X_PB2(Eigen::Vector3d(0, 0.5, 0));
  sensor_->SetParentFrameId(&context, mount_);
  sensor_->SetX_PB(&context, X_PB2);
  const DepthRenderCamera depth2(MakeCore(20, 10, 10), DepthRange(0.1, 50));
  sensor_->SetDepthRenderCamera(&context, depth2);
  sensor_->SetColorRenderCamera(&context, ColorRenderCamera(depth2.core()));
  EXPECT_EQ(sensor_->GetParentFrameId(context), mount_);
  EXPECT_TRUE(sensor_->GetX_PB(context).IsExactlyEqualTo(X_PB2));
  EXPECT_EQ(sensor_->GetDepthRenderCamera(context).core().intrinsics().width(),
            20);
  EXPECT_EQ(sensor_->GetColorRenderCamera(context).core().intrinsics().height(),
            10);
  EXPECT_TRUE(sensor_->body_pose_in_world_output_port()
                  .Eval<RigidTransformd>(context)
                  .IsNearlyEqualTo(X_WP_ * X_PB2, kTolerance));
  const auto& depth_image =
      sensor_->depth_image_32F_output_port().Eval<ImageDepth32F>(context);
  EXPECT_EQ(depth_image.width(), 20);
  EXPECT_EQ(depth_image.height(), 10);
  const auto& label_image =
      sensor_->label_image_output_port().Eval<ImageLabel16I>(context);
  EXPECT_EQ(label_image.width(), 20);
  EXPECT_TRUE(Engine().X_WR().IsNearlyEqualTo(X_WP_ * X_PB2, kTolerance));

  // the defaults are what a new Context gets.
  sensor_->set_default_X_PB(X_PB2);
  sensor_->set_default_parent_frame_id(body_);
  sensor_->set_default_depth_render_camera(depth2);
  sensor_->set_default_color_render_camera(ColorRenderCamera(depth2.core()));
  EXPECT_EQ(sensor_->default_depth_render_camera().core().intrinsics().width(),
            20);
  auto fresh = sensor_->CreateDefaultContext();
  EXPECT_EQ(sensor_->GetParentFrameId(*fresh), body_);
  EXPECT_TRUE(sensor_->GetX_PB(*fresh).IsExactlyEqualTo(X_PB2));
  EXPECT_EQ(sensor_->GetColorRenderCamera(*fresh).core().intrinsics().width(),
            20);
}

TEST_F(RgbdSensorTest, Errors) {
  const DepthRenderCamera depth(MakeCore(40, 30, 35), DepthRange(0.1, 50));
  Build(ColorRenderCamera(depth.core()), depth);
  Context<double>& context =
      sensor_->GetMyMutableContextFromRoot(context_.get());
  // a camera naming a renderer SceneGraph does not have.
  sensor_->SetDepthRenderCamera(
      &context,
      DepthRenderCamera(
          RenderCameraCore("vtk", CameraInfo(40, 30, 35, 35, 20, 15),
                           ClippingRange(0.01, 100), RigidTransformd()),
          DepthRange(0.1, 50)));
  DRAKE_EXPECT_THROWS_MESSAGE(
      sensor_->depth_image_32F_output_port().Eval<ImageDepth32F>(context),
      "No renderer exists with name: 'vtk' \\(SceneGraph has the renderers: "
      "point\\)");
  // an unregistered parent frame.
  sensor_->SetParentFrameId(&context, FrameId::get_new_id());
  DRAKE_EXPECT_THROWS_MESSAGE(
      sensor_->color_image_output_port().Eval<ImageRgba8U>(context),
      "Referenced frame [0-9]+ has not been registered.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      sensor_->body_pose_in_world_output_port().Eval<RigidTransformd>(context),
      "Referenced frame [0-9]+ has not been registered.");

  // an unconnected query input.
  RgbdSensor alone(mount_, X_PB_, depth);
  auto alone_context = alone.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      alone.label_image_output_port().Eval<ImageLabel16I>(*alone_context),
      ".*geometry_query.*is not connected.*");
}

// Once warmed up, a new pose followed by a depth render (both depth ports)
// allocates nothing outside the engine: the pose update through the cache,
// the viewpoint, the image checks and the 16-bit conversion reuse their
// storage. (The point engine's depth path allocates nothing itself.)
TEST_F(RgbdSensorTest, RenderAllocatesNothing) {
  const DepthRenderCamera depth(MakeCore(40, 30, 35), DepthRange(0.1, 50));
  Build(ColorRenderCamera(depth.core()), depth);
  const Context<double>& context = sensor_context();
  FixedInputPortValue& fixed = diagram_->get_input_port(0).FixValue(
      context_.get(), FramePoseVector<double>{{mount_, X_WP_}, {body_, X_WF_}});
  // the point 1.5 times farther along the same ray: same pixel, 3 m.
  const RigidTransformd X_WF2 =
      X_WP_ * X_PB_ * RigidTransformd(Eigen::Vector3d(0.15, 0.075, 3));
  auto render_at = [&](const RigidTransformd& X_WF) {
    fixed.GetMutableData()
        ->get_mutable_value<FramePoseVector<double>>()
        .set_value(body_, X_WF);
    return *sensor_->depth_image_16U_output_port()
                .Eval<ImageDepth16U>(context)
                .at(22, 16);
  };
  render_at(X_WF2);
  render_at(X_WF_);
  uint16_t near{}, far{};
  {
    mallard::test::AllocationCounter counter;
    far = render_at(X_WF2);
    near = render_at(X_WF_);
    EXPECT_EQ(counter.count(), 0);
  }
  // the renders did happen: 3 m, then 2 m.
  EXPECT_NEAR(far, 3000, 1);
  EXPECT_NEAR(near, 2000, 1);
}

// RgbdSensorDiscrete: the same sensor sampled every 40 ms.
GTEST_TEST(RgbdSensorDiscreteTest, SampleAndHold) {
  const DepthRenderCamera depth(MakeCore(40, 30, 35), DepthRange(0.1, 50));
  DiagramBuilder<double> builder;
  auto* scene_graph = builder.AddSystem<SceneGraph<double>>();
  scene_graph->AddRenderer("point", PointRenderEngine());
  const SourceId source = scene_graph->RegisterSource("robot");
  const FrameId body = scene_graph->RegisterFrame(source, GeometryFrame("F"));
  auto instance = std::make_unique<GeometryInstance>(RigidTransformd(),
                                                     Sphere(0.01), "point");
  PerceptionProperties properties;
  properties.AddProperty("label", "id", RenderLabel(5));
  instance->set_perception_properties(properties);
  scene_graph->RegisterGeometry(source, body, std::move(instance));
  constexpr double kPeriod = 0.04;
  auto* discrete = builder.AddSystem<RgbdSensorDiscrete>(
      std::make_shared<RgbdSensor>(SceneGraph<double>::world_frame_id(),
                                   RigidTransformd(), depth),
      kPeriod);
  builder.Connect(scene_graph->get_query_output_port(),
                  discrete->query_object_input_port());
  builder.ExportInput(scene_graph->get_source_pose_port(source), "poses");
  auto diagram = builder.Build();

  EXPECT_EQ(discrete->period(), kPeriod);
  EXPECT_EQ(discrete->sensor()
                .default_depth_render_camera()
                .core()
                .intrinsics()
                .width(),
            40);
  EXPECT_EQ(discrete->query_object_input_port().get_name(), "geometry_query");
  for (const char* name : {"color_image", "depth_image_32f", "depth_image_16u",
                           "label_image", "body_pose_in_world", "image_time"}) {
    EXPECT_TRUE(discrete->HasOutputPort(name)) << name;
  }

  Simulator<double> simulator(*diagram);
  Context<double>& root = simulator.get_mutable_context();
  // the point 2 m ahead on the camera axis (camera at W): pixel
  // (⌊20.5⌋, ⌊15.5⌋) = (20, 15).
  diagram->get_input_port(0).FixValue(
      &root, FramePoseVector<double>{
                 {body, RigidTransformd(Eigen::Vector3d(0, 0, 2))}});
  simulator.AdvanceTo(0.05);  // samples at 0 and 0.04
  const Context<double>& context = discrete->GetMyContextFromRoot(root);
  EXPECT_NEAR(discrete->image_time_output_port().Eval(context)[0], 0.04, 1e-15);
  EXPECT_EQ(
      *discrete->label_image_output_port().Eval<ImageLabel16I>(context).at(20,
                                                                           15),
      5);
  EXPECT_NEAR(
      *discrete->depth_image_32F_output_port().Eval<ImageDepth32F>(context).at(
          20, 15),
      2.0, 1e-6);
  // the point moves to 3 m; the held images keep the old one until the
  // next sample at 0.08.
  diagram->get_input_port(0).FixValue(
      &root, FramePoseVector<double>{
                 {body, RigidTransformd(Eigen::Vector3d(0, 0, 3))}});
  EXPECT_NEAR(
      *discrete->depth_image_32F_output_port().Eval<ImageDepth32F>(context).at(
          20, 15),
      2.0, 1e-6);
  simulator.AdvanceTo(0.09);
  EXPECT_NEAR(
      *discrete->depth_image_32F_output_port().Eval<ImageDepth32F>(context).at(
          20, 15),
      3.0, 1e-6);
  EXPECT_EQ(
      *discrete->depth_image_16U_output_port().Eval<ImageDepth16U>(context).at(
          20, 15),
      3000);
  EXPECT_NEAR(discrete->image_time_output_port().Eval(context)[0], 0.08, 1e-15);

  // without label images there is no label port.
  RgbdSensorDiscrete no_label(
      std::make_shared<RgbdSensor>(SceneGraph<double>::world_frame_id(),
                                   RigidTransformd(), depth),
      kPeriod, false);
  EXPECT_FALSE(no_label.HasOutputPort("label_image"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      no_label.label_image_output_port(),
      "RgbdSensorDiscrete::label_image_output_port\\(\\): this sensor was "
      "made with render_label_image = false.*");
  DRAKE_EXPECT_THROWS_MESSAGE(RgbdSensorDiscrete(nullptr),
                              "RgbdSensorDiscrete: the sensor is null");
  DRAKE_EXPECT_THROWS_MESSAGE(
      RgbdSensorDiscrete(
          std::make_shared<RgbdSensor>(SceneGraph<double>::world_frame_id(),
                                       RigidTransformd(), depth),
          0.0),
      "RgbdSensorDiscrete: the period must be positive and finite; got 0");
}

}  // namespace rgbd_sensor_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
