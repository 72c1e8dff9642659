// MeshcatVisualizer: every registered geometry of the chosen role arrives as
// set_object with its shape and color, and the transforms it sets compose to
// SceneGraph's X_WG. The composition X_WF · X_FG of two float64 transforms
// rounds differently from SceneGraph's own product by a few ulps; with
// translations of order 1 m, 1e-12 bounds it with a wide margin.

#include "drake/geometry/meshcat_visualizer.h"

#include <gtest/gtest.h>

#define MSGPACK_NO_BOOST
#include <msgpack.hpp>

#include "meshcat_test_client.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace geometry {
namespace meshcat_visualizer_test {

using Eigen::Vector3d;
using math::RigidTransformd;
using math::RotationMatrixd;

// Two frames ("robot::base", "robot::arm") with a box, a sphere (red in
// illustration) and a proximity-only cylinder; the arm's pose turns with
// time: X_WA = [Rz(t), (t, 0, 1)].
template <typename T>
class PoseSource final : public systems::LeafSystem<T> {
 public:
  explicit PoseSource(SceneGraph<T>* scene_graph) {
    source_id_ = scene_graph->RegisterSource("robot");
    base_ =
        scene_graph->RegisterFrame(source_id_, GeometryFrame("robot::base"));
    arm_ = scene_graph->RegisterFrame(source_id_, GeometryFrame("robot::arm"));
    auto box = std::make_unique<GeometryInstance>(
        RigidTransformd(RotationMatrixd::MakeXRotation(0.2),
                        Vector3d(0.1, 0.2, 0.3)),
        Box(0.1, 0.2, 0.3), "box");
    box->set_illustration_properties(IllustrationProperties());
    box_ = scene_graph->RegisterGeometry(source_id_, base_, std::move(box));
    auto sphere = std::make_unique<GeometryInstance>(
        RigidTransformd(Vector3d(0, 0, 0.5)), Sphere(0.05), "sphere");
    IllustrationProperties red;
    red.AddProperty("phong", "diffuse", Rgba(1, 0, 0, 1));
    sphere->set_illustration_properties(red);
    sphere->set_proximity_properties(ProximityProperties());
    sphere_ =
        scene_graph->RegisterGeometry(source_id_, arm_, std::move(sphere));
    auto cylinder = std::make_unique<GeometryInstance>(
        RigidTransformd(), Cylinder(0.02, 0.4), "collision");
    cylinder->set_proximity_properties(ProximityProperties());
    cylinder_ =
        scene_graph->RegisterGeometry(source_id_, arm_, std::move(cylinder));
    this->DeclareAbstractOutputPort("geometry_pose", &PoseSource::CalcPoses);
  }
  SourceId source_id() const { return source_id_; }
  GeometryId box() const { return box_; }
  GeometryId sphere() const { return sphere_; }
  GeometryId cylinder() const { return cylinder_; }

 private:
  void CalcPoses(const systems::Context<T>& context,
                 FramePoseVector<T>* poses) const {
    const T t = context.get_time();
    poses->clear();
    poses->set_value(base_, math::RigidTransform<T>(Vector3<T>(0.5, -0.5, 0)));
    poses->set_value(
        arm_, math::RigidTransform<T>(math::RotationMatrix<T>::MakeZRotation(t),
                                      Vector3<T>(t, T(0), T(1))));
  }

  SourceId source_id_;
  FrameId base_, arm_;
  GeometryId box_, sphere_, cylinder_;
};

Eigen::Matrix4d TransformOf(const Meshcat& meshcat, const std::string& path) {
  const std::string bytes = meshcat.GetPackedTransform(path);
  EXPECT_FALSE(bytes.empty()) << path;
  if (bytes.empty()) return Eigen::Matrix4d::Constant(std::nan(""));
  const msgpack::object_handle handle =
      msgpack::unpack(bytes.data(), bytes.size());
  const auto map = handle.get().as<std::map<std::string, msgpack::object>>();
  const auto matrix = map.at("matrix").as<std::vector<double>>();
  return Eigen::Map<const Eigen::Matrix4d>(matrix.data());
}

std::map<std::string, msgpack::object> ObjectOf(
    const Meshcat& meshcat, const std::string& path,
    msgpack::object_handle* handle) {
  const std::string bytes = meshcat.GetPackedObject(path);
  EXPECT_FALSE(bytes.empty()) << path;
  *handle = msgpack::unpack(bytes.data(), bytes.size());
  return handle->get()
      .as<std::map<std::string, msgpack::object>>()
      .at("object")
      .as<std::map<std::string, msgpack::object>>();
}

std::string GeometryType(const Meshcat& meshcat, const std::string& path) {
  msgpack::object_handle handle;
  const auto object = ObjectOf(meshcat, path, &handle);
  return object.at("geometries")
      .as<std::vector<std::map<std::string, msgpack::object>>>()[0]
      .at("type")
      .as<std::string>();
}

int ColorOf(const Meshcat& meshcat, const std::string& path) {
  msgpack::object_handle handle;
  const auto object = ObjectOf(meshcat, path, &handle);
  return object.at("materials")
      .as<std::vector<std::map<std::string, msgpack::object>>>()[0]
      .at("color")
      .as<int>();
}

template <typename T>
struct Fixture {
  explicit Fixture(std::shared_ptr<Meshcat> meshcat,
                   MeshcatVisualizerParams params = {}) {
    systems::DiagramBuilder<T> builder;
    scene_graph = builder.template AddSystem<SceneGraph<T>>();
    source = builder.template AddSystem<PoseSource<T>>(scene_graph);
    builder.Connect(source->get_output_port(0),
                    scene_graph->get_source_pose_port(source->source_id()));
    visualizer = &MeshcatVisualizer<T>::AddToBuilder(&builder, *scene_graph,
                                                     meshcat, params);
    diagram = builder.Build();
    context = diagram->CreateDefaultContext();
  }
  const QueryObject<T>& query() const {
    return scene_graph->get_query_output_port().template Eval<QueryObject<T>>(
        diagram->GetSubsystemContext(*scene_graph, *context));
  }

  SceneGraph<T>* scene_graph{};
  PoseSource<T>* source{};
  MeshcatVisualizer<T>* visualizer{};
  std::unique_ptr<systems::Diagram<T>> diagram;
  std::unique_ptr<systems::Context<T>> context;
};

// X_WG drawn = X_W(frame) · X_F(geometry), compared with SceneGraph's.
void ExpectDrawnPose(const Meshcat& meshcat, const std::string& frame_path,
                     const std::string& geometry_path,
                     const RigidTransformd& X_WG_expected) {
  const Eigen::Matrix4d X_WG =
      TransformOf(meshcat, frame_path) * TransformOf(meshcat, geometry_path);
  EXPECT_TRUE(X_WG.isApprox(X_WG_expected.GetAsMatrix4(), 1e-12))
      << geometry_path << "\n"
      << X_WG << "\n"
      << X_WG_expected.GetAsMatrix4();
  EXPECT_LT((X_WG - X_WG_expected.GetAsMatrix4()).cwiseAbs().maxCoeff(), 1e-12);
}

GTEST_TEST(MeshcatVisualizerTest, IllustrationObjectsAndPoses) {
  auto meshcat = std::make_shared<Meshcat>(0);
  Fixture<double> f(meshcat);
  f.context->SetTime(0.7);
  f.diagram->ForcedPublish(*f.context);

  // the illustration geometries, with their shapes and colors
  EXPECT_EQ(GeometryType(*meshcat, "visualizer/robot/base/box"), "BoxGeometry");
  EXPECT_EQ(ColorOf(*meshcat, "visualizer/robot/base/box"), 0xe6e6e6);  // 0.9
  EXPECT_EQ(GeometryType(*meshcat, "visualizer/robot/arm/sphere"),
            "SphereGeometry");
  EXPECT_EQ(ColorOf(*meshcat, "visualizer/robot/arm/sphere"), 0xff0000);
  // the proximity-only cylinder is not drawn
  EXPECT_FALSE(meshcat->HasPath("visualizer/robot/arm/collision"));

  const QueryObject<double>& query = f.query();
  ExpectDrawnPose(*meshcat, "visualizer/robot/base",
                  "visualizer/robot/base/box",
                  query.GetPoseInWorld(f.source->box()));
  ExpectDrawnPose(*meshcat, "visualizer/robot/arm",
                  "visualizer/robot/arm/sphere",
                  query.GetPoseInWorld(f.source->sphere()));

  // later publishes move the frames
  f.context->SetTime(1.3);
  f.diagram->ForcedPublish(*f.context);
  ExpectDrawnPose(*meshcat, "visualizer/robot/arm",
                  "visualizer/robot/arm/sphere",
                  f.query().GetPoseInWorld(f.source->sphere()));
  EXPECT_EQ(meshcat->GetSimulationTime(), 1.3);
}

// A shape changed through the Context (SceneGraph::ChangeShape) changes the
// illustration version, and the next publish draws the new shape.
GTEST_TEST(MeshcatVisualizerTest, ChangedShapeIsRedrawn) {
  auto meshcat = std::make_shared<Meshcat>(0);
  Fixture<double> f(meshcat);
  f.diagram->ForcedPublish(*f.context);
  EXPECT_EQ(GeometryType(*meshcat, "visualizer/robot/arm/sphere"),
            "SphereGeometry");
  const GeometryVersion before = f.query().inspector().geometry_version();
  auto& scene_graph_context =
      f.diagram->GetMutableSubsystemContext(*f.scene_graph, f.context.get());
  f.scene_graph->ChangeShape(&scene_graph_context, f.source->source_id(),
                             f.source->sphere(), Box(0.1, 0.2, 0.3));
  const GeometryVersion& after = f.query().inspector().geometry_version();
  EXPECT_FALSE(before.IsSameAs(after, Role::kIllustration));
  EXPECT_TRUE(before.IsSameAs(after, Role::kPerception));
  f.diagram->ForcedPublish(*f.context);
  EXPECT_EQ(GeometryType(*meshcat, "visualizer/robot/arm/sphere"),
            "BoxGeometry");
}

GTEST_TEST(MeshcatVisualizerTest, ProximityRoleAndPrefix) {
  auto meshcat = std::make_shared<Meshcat>(0);
  MeshcatVisualizerParams params;
  params.role = Role::kProximity;
  params.prefix = "/collision";
  params.default_color = Rgba(0, 0, 1, 0.5);
  params.visible_by_default = false;
  Fixture<double> f(meshcat, params);
  f.context->SetTime(0.25);
  f.diagram->ForcedPublish(*f.context);
  EXPECT_FALSE(meshcat->HasPath("/collision/robot/base"));
  EXPECT_EQ(GeometryType(*meshcat, "/collision/robot/arm/collision"),
            "CylinderGeometry");
  // proximity geometries take default_color, even the red sphere
  EXPECT_EQ(ColorOf(*meshcat, "/collision/robot/arm/sphere"), 0x0000ff);
  ExpectDrawnPose(*meshcat, "/collision/robot/arm",
                  "/collision/robot/arm/collision",
                  f.query().GetPoseInWorld(f.source->cylinder()));
  EXPECT_FALSE(meshcat->GetPackedProperty("/collision", "visible").empty());
  EXPECT_FALSE(meshcat->HasPath("visualizer"));
}

GTEST_TEST(MeshcatVisualizerTest, AutoDiffXd) {
  auto meshcat = std::make_shared<Meshcat>(0);
  Fixture<AutoDiffXd> f(meshcat);
  f.context->SetTime(AutoDiffXd(0.4, Eigen::VectorXd::Ones(1)));
  f.diagram->ForcedPublish(*f.context);
  const RigidTransformd X_WG =
      f.query().GetPoseInWorld(f.source->sphere()).template cast<double>();
  ExpectDrawnPose(*meshcat, "visualizer/robot/arm",
                  "visualizer/robot/arm/sphere", X_WG);

  // scalar conversion keeps the Meshcat and the params
  auto converted =
      systems::System<double>::ToAutoDiffXd(MeshcatVisualizer<double>(meshcat));
  ASSERT_NE(converted, nullptr);
}

GTEST_TEST(MeshcatVisualizerTest, InitializationDeletesAndSimulationPublishes) {
  auto meshcat = std::make_shared<Meshcat>(0);
  meshcat->SetObject("visualizer/stale", Sphere(1));
  Fixture<double> f(meshcat);
  test::MeshcatTestClient client(meshcat->ws_url());

  systems::Simulator<double> simulator(*f.diagram);
  f.visualizer->StartRecording(/* set_transforms_while_recording = */ true);
  simulator.AdvanceTo(0.1);
  f.visualizer->StopRecording();
  // the initialization event deleted what was under the prefix
  EXPECT_FALSE(meshcat->HasPath("visualizer/stale"));
  EXPECT_TRUE(meshcat->HasPath("visualizer/robot/arm/sphere"));
  // periodic publishes at 1/64 s: frames 0..6 up to t = 0.1 s
  const MeshcatAnimation& recording = meshcat->get_recording();
  EXPECT_EQ(recording.frames_per_second(), 64.0);
  for (int frame = 0; frame <= 6; ++frame) {
    const auto position = recording.get_key_frame<std::vector<double>>(
        frame, "/drake/visualizer/robot/arm", "position");
    ASSERT_TRUE(position.has_value()) << frame;
    // p_WA = (t, 0, 1) at t = frame / 64 (exact in binary)
    EXPECT_EQ((*position)[0], frame / 64.0);
  }
  EXPECT_FALSE(recording
                   .get_key_frame<std::vector<double>>(
                       7, "/drake/visualizer/robot/arm", "position")
                   .has_value());

  // the browser saw the sphere arrive and the arm move
  EXPECT_TRUE(client.WaitUntil([](const std::vector<std::string>& received) {
    int transforms = 0;
    bool sphere = false;
    for (const std::string& message : received) {
      const msgpack::object_handle handle =
          msgpack::unpack(message.data(), message.size());
      const auto map =
          handle.get().as<std::map<std::string, msgpack::object>>();
      const std::string type = map.at("type").as<std::string>();
      if (!map.contains("path")) continue;
      const std::string path = map.at("path").as<std::string>();
      if (type == "set_object" &&
          path == "/drake/visualizer/robot/arm/sphere") {
        sphere = true;
      }
      if (type == "set_transform" && path == "/drake/visualizer/robot/arm") {
        ++transforms;
      }
    }
    return sphere && transforms >= 1;
  }));
}

GTEST_TEST(MeshcatVisualizerTest, AlphaSlider) {
  auto meshcat = std::make_shared<Meshcat>(0);
  MeshcatVisualizerParams params;
  params.enable_alpha_slider = true;
  params.initial_alpha_slider_value = 0.5;
  Fixture<double> f(meshcat, params);
  EXPECT_EQ(meshcat->GetSliderValue("visualizer α"), 0.5);
  f.diagram->ForcedPublish(*f.context);
  auto opacity = [&]() {
    const std::string bytes = meshcat->GetPackedProperty(
        "visualizer/robot/arm/sphere/<object>", "opacity");
    const msgpack::object_handle handle =
        msgpack::unpack(bytes.data(), bytes.size());
    return handle.get()
        .as<std::map<std::string, msgpack::object>>()
        .at("value")
        .as<double>();
  };
  EXPECT_EQ(opacity(), 0.5);  // alpha 1 × slider 0.5
  // the slider's step is 0.02 from 0.02: 0.3 = 0.02 + 14 · 0.02 (to 1 ulp)
  const double alpha = meshcat->SetSliderValue("visualizer α", 0.3);
  EXPECT_NEAR(alpha, 0.3, 1e-15);
  f.diagram->ForcedPublish(*f.context);
  EXPECT_EQ(opacity(), alpha);
}

GTEST_TEST(MeshcatVisualizerTest, BadArguments) {
  DRAKE_EXPECT_THROWS_MESSAGE(MeshcatVisualizer<double>(nullptr),
                              ".*Meshcat is null.*");
  auto meshcat = std::make_shared<Meshcat>(0);
  MeshcatVisualizerParams params;
  params.role = Role::kUnassigned;
  DRAKE_EXPECT_THROWS_MESSAGE(MeshcatVisualizer<double>(meshcat, params),
                              ".*kUnassigned.*");
  params.role = Role::kIllustration;
  params.publish_period = 0;
  DRAKE_EXPECT_THROWS_MESSAGE(MeshcatVisualizer<double>(meshcat, params),
                              ".*publish_period must be positive, not 0.*");
}

}  // namespace meshcat_visualizer_test
}  // namespace geometry
}  // namespace drake
