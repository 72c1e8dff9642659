// DrakeVisualizer over the in-process "memq://" LCM bus: the load and draw
// messages it publishes, decoded, carry each geometry's type, sizes, pose
// in its frame and color, and each frame's name, group and world pose.
// Floats are compared with the float rounding of the double values (exact:
// the message holds floats), poses with 1e-7 (float precision of values of
// order 1).

#include "drake/geometry/drake_visualizer.h"

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/lcm/drake_lcm.h"
#include "drake/lcmt_viewer_draw.hpp"
#include "drake/lcmt_viewer_link_data.hpp"
#include "drake/lcmt_viewer_load_robot.hpp"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace geometry {
namespace drake_visualizer_test {

using Eigen::Vector3d;
using math::RigidTransformd;
using math::RotationMatrixd;

const char kMeshPath[] = "/no/such/folder/mesh.obj";

std::string Tetrahedron() {
  return std::string(MALLARD_TEST_SOURCE_DIR) +
         "/geometry/test_data/tetrahedron.obj";
}

// Source "robot": frame "base" (group 3) with a box, frame "arm" (group 5)
// with a red sphere, a mesh and a proximity-only tetrahedron (Convex); an
// anchored box on the world. X_WB = (0.5, -0.5, 0); X_WA = [Rz(t), (t, 0, 1)].
class PoseSource final : public systems::LeafSystem<double> {
 public:
  explicit PoseSource(SceneGraph<double>* scene_graph) {
    source_id_ = scene_graph->RegisterSource("robot");
    base_ = scene_graph->RegisterFrame(source_id_, GeometryFrame("base", 3));
    arm_ = scene_graph->RegisterFrame(source_id_, GeometryFrame("arm", 5));
    auto box = std::make_unique<GeometryInstance>(
        RigidTransformd(RotationMatrixd::MakeXRotation(0.2),
                        Vector3d(0.1, 0.2, 0.3)),
        Box(0.1, 0.2, 0.3), "box");
    box->set_illustration_properties(IllustrationProperties());
    scene_graph->RegisterGeometry(source_id_, base_, std::move(box));
    auto sphere = std::make_unique<GeometryInstance>(
        RigidTransformd(Vector3d(0, 0, 0.5)), Sphere(0.05), "sphere");
    IllustrationProperties red;
    red.AddProperty("phong", "diffuse", Rgba(1, 0, 0, 1));
    sphere->set_illustration_properties(red);
    sphere->set_proximity_properties(ProximityProperties());
    scene_graph->RegisterGeometry(source_id_, arm_, std::move(sphere));
    auto mesh = std::make_unique<GeometryInstance>(
        RigidTransformd(Vector3d(-1, 0, 0)), Mesh(kMeshPath, 2.0), "mesh");
    IllustrationProperties blue;
    blue.AddProperty("phong", "diffuse", Rgba(0, 0.5, 1, 0.25));
    mesh->set_illustration_properties(blue);
    scene_graph->RegisterGeometry(source_id_, arm_, std::move(mesh));
    auto hull = std::make_unique<GeometryInstance>(
        RigidTransformd(), Convex(Tetrahedron()), "hull");
    hull->set_proximity_properties(ProximityProperties());
    scene_graph->RegisterGeometry(source_id_, arm_, std::move(hull));
    auto ground = std::make_unique<GeometryInstance>(
        RigidTransformd(Vector3d(0, 0, -0.05)), Box(2, 2, 0.1), "ground");
    IllustrationProperties green;
    green.AddProperty("phong", "diffuse", Rgba(0, 1, 0, 1));
    ground->set_illustration_properties(green);
    scene_graph->RegisterAnchoredGeometry(source_id_, std::move(ground));
    this->DeclareAbstractOutputPort("geometry_pose", &PoseSource::CalcPoses);
  }
  SourceId source_id() const { return source_id_; }

 private:
  void CalcPoses(const systems::Context<double>& context,
                 FramePoseVector<double>* poses) const {
    const double t = context.get_time();
    poses->clear();
    poses->set_value(base_, RigidTransformd(Vector3d(0.5, -0.5, 0)));
    poses->set_value(arm_, RigidTransformd(RotationMatrixd::MakeZRotation(t),
                                           Vector3d(t, 0, 1)));
  }

  SourceId source_id_;
  FrameId base_, arm_;
};

// Collects what is published on the visualizer's channels.
struct Received {
  Received(lcm::DrakeLcm* lcm, const std::string& suffix) {
    lcm::Subscribe<lcmt_viewer_load_robot>(
        lcm, "DRAKE_VIEWER_LOAD_ROBOT" + suffix,
        [this](const lcmt_viewer_load_robot& m) { loads.push_back(m); });
    lcm::Subscribe<lcmt_viewer_draw>(
        lcm, "DRAKE_VIEWER_DRAW" + suffix,
        [this](const lcmt_viewer_draw& m) { draws.push_back(m); });
    lcm::Subscribe<lcmt_viewer_link_data>(
        lcm, "DRAKE_VIEWER_DEFORMABLE" + suffix,
        [this](const lcmt_viewer_link_data& m) { deformables.push_back(m); });
  }
  std::vector<lcmt_viewer_load_robot> loads;
  std::vector<lcmt_viewer_draw> draws;
  std::vector<lcmt_viewer_link_data> deformables;
};

struct Fixture {
  explicit Fixture(lcm::DrakeLcmInterface* lcm,
                   DrakeVisualizerParams params = {}) {
    systems::DiagramBuilder<double> builder;
    scene_graph = builder.AddSystem<SceneGraph<double>>();
    auto* source = builder.AddSystem<PoseSource>(scene_graph);
    builder.Connect(source->get_output_port(0),
                    scene_graph->get_source_pose_port(source->source_id()));
    visualizer =
        &DrakeVisualizerd::AddToBuilder(&builder, *scene_graph, lcm, params);
    diagram = builder.Build();
  }
  SceneGraph<double>* scene_graph{};
  const DrakeVisualizerd* visualizer{};
  std::unique_ptr<systems::Diagram<double>> diagram;
};

std::map<std::string, lcmt_viewer_link_data> LinksByName(
    const lcmt_viewer_load_robot& load) {
  std::map<std::string, lcmt_viewer_link_data> result;
  EXPECT_EQ(load.num_links, static_cast<int>(load.link.size()));
  for (const auto& link : load.link) {
    EXPECT_EQ(link.num_geom, static_cast<int>(link.geom.size()));
    result[link.name] = link;
  }
  return result;
}

std::vector<float> Floats(std::initializer_list<double> values) {
  std::vector<float> result;
  for (const double v : values) result.push_back(static_cast<float>(v));
  return result;
}

void ExpectColor(const lcmt_viewer_geometry_data& g, double r, double gr,
                 double b, double a) {
  EXPECT_EQ(std::vector<float>(g.color, g.color + 4), Floats({r, gr, b, a}));
}

// An in-memory Mesh is sent as Drake encodes it: its scale3 in float_data
// and, in string_data, the JSON Drake's nlohmann::json writes (keys sorted,
// no spaces): the mesh file's base64 contents ("v 0 0 0\n" is
// "diAwIDAgMAo="), extension and escaped hint, and its supporting files (a
// path, or a file in memory: "png" is "cG5n").
GTEST_TEST(DrakeVisualizerTest, InMemoryMesh) {
  lcm::DrakeLcm lcm("memq://");
  Received received(&lcm, "");
  systems::DiagramBuilder<double> builder;
  auto* scene_graph = builder.AddSystem<SceneGraph<double>>();
  const SourceId source = scene_graph->RegisterSource("memory");
  InMemoryMesh data{MemoryFile("v 0 0 0\n", ".obj", "a \"b\".obj"),
                    {{"m.mtl", std::filesystem::path("/x/m.mtl")},
                     {"t.png", MemoryFile("png", ".png", "t.png")}}};
  auto instance = std::make_unique<GeometryInstance>(
      RigidTransformd(), Mesh(std::move(data), Vector3d(1, 2, 3)), "mem");
  instance->set_illustration_properties(IllustrationProperties());
  scene_graph->RegisterAnchoredGeometry(source, std::move(instance));
  DrakeVisualizerd::AddToBuilder(&builder, *scene_graph, &lcm);
  auto diagram = builder.Build();
  systems::Simulator<double> simulator(*diagram);
  simulator.Initialize();
  lcm.HandleSubscriptions(0);
  ASSERT_EQ(received.loads.size(), 1);
  const auto links = LinksByName(received.loads[0]);
  const lcmt_viewer_link_data& world = links.at("world");
  ASSERT_EQ(world.num_geom, 1);
  const lcmt_viewer_geometry_data& mesh = world.geom[0];
  EXPECT_EQ(mesh.type, lcmt_viewer_geometry_data::MESH);
  EXPECT_EQ(mesh.float_data, Floats({1, 2, 3}));
  EXPECT_EQ(mesh.string_data,
            R"({"in_memory_mesh":{"mesh_file":{"contents":"diAwIDAgMAo=",)"
            R"("extension":".obj","filename_hint":"a \"b\".obj"},)"
            R"("supporting_files":{"m.mtl":{"path":"/x/m.mtl"},)"
            R"("t.png":{"contents":"cG5n","extension":".png",)"
            R"("filename_hint":"t.png"}}}})");
}

GTEST_TEST(DrakeVisualizerTest, LoadAndDrawIllustration) {
  lcm::DrakeLcm lcm("memq://");
  Received received(&lcm, "");
  DrakeVisualizerParams params;
  params.publish_period = 0.25;
  Fixture fixture(&lcm, params);
  EXPECT_EQ(fixture.visualizer->get_name(), "drake_visualizer(illustration)");
  EXPECT_EQ(fixture.visualizer->query_object_input_port().get_name(),
            "query_object");

  systems::Simulator<double> simulator(*fixture.diagram);
  simulator.Initialize();
  EXPECT_EQ(lcm.HandleSubscriptions(0), 3);
  ASSERT_EQ(received.loads.size(), 1);
  ASSERT_EQ(received.draws.size(), 1);
  ASSERT_EQ(received.deformables.size(), 1);
  EXPECT_EQ(received.deformables[0].name, "deformable_geometries");
  EXPECT_EQ(received.deformables[0].robot_num, 0);
  EXPECT_EQ(received.deformables[0].num_geom, 0);

  // The load message: the world link and one link per frame with
  // illustration geometry (the tetrahedron is proximity only).
  auto links = LinksByName(received.loads[0]);
  ASSERT_EQ(links.size(), 3);
  const lcmt_viewer_link_data& world = links.at("world");
  EXPECT_EQ(world.robot_num, 0);
  ASSERT_EQ(world.num_geom, 1);
  EXPECT_EQ(world.geom[0].type, lcmt_viewer_geometry_data::BOX);
  EXPECT_EQ(world.geom[0].float_data, Floats({2, 2, 0.1}));
  EXPECT_EQ(
      std::vector<float>(world.geom[0].position, world.geom[0].position + 3),
      Floats({0, 0, -0.05}));
  ExpectColor(world.geom[0], 0, 1, 0, 1);

  const lcmt_viewer_link_data& base = links.at("robot::base");
  EXPECT_EQ(base.robot_num, 3);
  ASSERT_EQ(base.num_geom, 1);
  const lcmt_viewer_geometry_data& box = base.geom[0];
  EXPECT_EQ(box.type, lcmt_viewer_geometry_data::BOX);
  EXPECT_EQ(box.num_float_data, 3);
  EXPECT_EQ(box.float_data, Floats({0.1, 0.2, 0.3}));
  EXPECT_EQ(std::vector<float>(box.position, box.position + 3),
            Floats({0.1, 0.2, 0.3}));
  // Rx(0.2) = (cos 0.1, sin 0.1, 0, 0) as (w, x, y, z).
  EXPECT_NEAR(box.quaternion[0], std::cos(0.1), 1e-7);
  EXPECT_NEAR(box.quaternion[1], std::sin(0.1), 1e-7);
  EXPECT_EQ(box.quaternion[2], 0.0f);
  EXPECT_EQ(box.quaternion[3], 0.0f);
  ExpectColor(box, 0.9, 0.9, 0.9, 1.0);  // The default color.
  EXPECT_EQ(box.string_data, "");

  const lcmt_viewer_link_data& arm = links.at("robot::arm");
  EXPECT_EQ(arm.robot_num, 5);
  ASSERT_EQ(arm.num_geom, 2);
  const lcmt_viewer_geometry_data& sphere = arm.geom[0];
  EXPECT_EQ(sphere.type, lcmt_viewer_geometry_data::SPHERE);
  EXPECT_EQ(sphere.float_data, Floats({0.05}));
  EXPECT_EQ(std::vector<float>(sphere.position, sphere.position + 3),
            Floats({0, 0, 0.5}));
  EXPECT_EQ(std::vector<float>(sphere.quaternion, sphere.quaternion + 4),
            Floats({1, 0, 0, 0}));
  ExpectColor(sphere, 1, 0, 0, 1);
  const lcmt_viewer_geometry_data& mesh = arm.geom[1];
  EXPECT_EQ(mesh.type, lcmt_viewer_geometry_data::MESH);
  EXPECT_EQ(mesh.string_data, kMeshPath);
  EXPECT_EQ(mesh.float_data, Floats({2, 2, 2}));
  EXPECT_EQ(std::vector<float>(mesh.position, mesh.position + 3),
            Floats({-1, 0, 0}));
  ExpectColor(mesh, 0, 0.5, 1, 0.25);

  // The draw message at t = 0: the two frames (not the world).
  const lcmt_viewer_draw draw0 = received.draws[0];
  EXPECT_EQ(draw0.timestamp, 0);
  ASSERT_EQ(draw0.num_links, 2);
  std::map<std::string, int> index;
  for (int i = 0; i < draw0.num_links; ++i) index[draw0.link_name[i]] = i;
  ASSERT_TRUE(index.contains("robot::base") && index.contains("robot::arm"));
  const int b = index.at("robot::base");
  const int a = index.at("robot::arm");
  EXPECT_EQ(draw0.robot_num[b], 3);
  EXPECT_EQ(draw0.robot_num[a], 5);
  EXPECT_EQ(draw0.position[b], Floats({0.5, -0.5, 0}));
  EXPECT_EQ(draw0.quaternion[b], Floats({1, 0, 0, 0}));
  EXPECT_EQ(draw0.position[a], Floats({0, 0, 1}));

  // One period later: only a draw message (the geometry did not change).
  simulator.AdvanceTo(0.25);
  EXPECT_EQ(lcm.HandleSubscriptions(0), 2);
  EXPECT_EQ(received.loads.size(), 1);
  ASSERT_EQ(received.draws.size(), 2);
  const lcmt_viewer_draw& draw1 = received.draws[1];
  EXPECT_EQ(draw1.timestamp, 250);
  EXPECT_EQ(draw1.link_name, draw0.link_name);
  EXPECT_EQ(draw1.position[a], Floats({0.25, 0, 1}));
  // Rz(0.25) = (cos 0.125, 0, 0, sin 0.125).
  EXPECT_NEAR(draw1.quaternion[a][0], std::cos(0.125), 1e-7);
  EXPECT_EQ(draw1.quaternion[a][1], 0.0f);
  EXPECT_EQ(draw1.quaternion[a][2], 0.0f);
  EXPECT_NEAR(draw1.quaternion[a][3], std::sin(0.125), 1e-7);

  // A forced publish sends a draw message too.
  fixture.diagram->ForcedPublish(simulator.get_context());
  EXPECT_EQ(lcm.HandleSubscriptions(0), 2);
  EXPECT_EQ(received.draws.size(), 3);
}

GTEST_TEST(DrakeVisualizerTest, ProximityWithRoleSuffix) {
  lcm::DrakeLcm lcm("memq://");
  Received received(&lcm, "_PROXIMITY");
  DrakeVisualizerParams params;
  params.role = Role::kProximity;
  params.use_role_channel_suffix = true;
  params.default_color = Rgba(0.1, 0.2, 0.3, 0.4);
  Fixture fixture(&lcm, params);
  EXPECT_EQ(fixture.visualizer->get_name(), "drake_visualizer(proximity)");
  auto context = fixture.diagram->CreateDefaultContext();
  fixture.diagram->ForcedPublish(*context);
  EXPECT_EQ(lcm.HandleSubscriptions(0), 3);
  ASSERT_EQ(received.loads.size(), 1);
  auto links = LinksByName(received.loads[0]);
  // Only the arm has proximity geometry.
  ASSERT_EQ(links.size(), 1);
  const lcmt_viewer_link_data& arm = links.at("robot::arm");
  ASSERT_EQ(arm.num_geom, 2);
  // The sphere takes its illustration color; the hull the default color.
  EXPECT_EQ(arm.geom[0].type, lcmt_viewer_geometry_data::SPHERE);
  ExpectColor(arm.geom[0], 1, 0, 0, 1);
  const lcmt_viewer_geometry_data& hull = arm.geom[1];
  EXPECT_EQ(hull.type, lcmt_viewer_geometry_data::MESH);
  ExpectColor(hull, 0.1, 0.2, 0.3, 0.4);
  EXPECT_EQ(hull.string_data, "");
  // The tetrahedron's 4 triangles: the header, 12 corners, 12 indices.
  ASSERT_EQ(hull.num_float_data, 2 + 3 * 12 + 12);
  EXPECT_EQ(hull.float_data[0], 12.0f);
  EXPECT_EQ(hull.float_data[1], 4.0f);
  // Every corner is a vertex of the unit right tetrahedron, and the indices
  // count 0..11.
  for (int c = 0; c < 12; ++c) {
    const float x = hull.float_data[2 + 3 * c];
    const float y = hull.float_data[3 + 3 * c];
    const float z = hull.float_data[4 + 3 * c];
    EXPECT_TRUE(x >= 0 && y >= 0 && z >= 0 && x + y + z <= 1 &&
                (x + y + z == 0 || x + y + z == 1))
        << x << " " << y << " " << z;
    EXPECT_EQ(hull.float_data[2 + 36 + c], static_cast<float>(c));
  }
  ASSERT_EQ(received.draws.size(), 1);
  EXPECT_EQ(received.draws[0].link_name,
            std::vector<std::string>({"robot::arm"}));
}

GTEST_TEST(DrakeVisualizerTest, ChannelNames) {
  DrakeVisualizerParams params;
  EXPECT_EQ(internal::MakeLcmChannelNameForRole("X", params), "X");
  params.use_role_channel_suffix = true;
  EXPECT_EQ(internal::MakeLcmChannelNameForRole("X", params), "X_ILLUSTRATION");
  params.role = Role::kPerception;
  EXPECT_EQ(internal::MakeLcmChannelNameForRole("X", params), "X_PERCEPTION");
  params.role = Role::kUnassigned;
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::MakeLcmChannelNameForRole("X", params),
      "MakeLcmChannelNameForRole: no channel suffix for the role unassigned "
      "of channel X");
}

GTEST_TEST(DrakeVisualizerTest, DispatchLoadMessage) {
  lcm::DrakeLcm lcm("memq://");
  Received received(&lcm, "");
  systems::DiagramBuilder<double> builder;
  auto* scene_graph = builder.AddSystem<SceneGraph<double>>();
  builder.AddSystem<PoseSource>(scene_graph);
  DrakeVisualizerd::DispatchLoadMessage(*scene_graph, &lcm);
  EXPECT_EQ(lcm.HandleSubscriptions(0), 1);
  ASSERT_EQ(received.loads.size(), 1);
  EXPECT_EQ(LinksByName(received.loads[0]).size(), 3);
  DRAKE_EXPECT_THROWS_MESSAGE(
      DrakeVisualizerd::DispatchLoadMessage(*scene_graph, nullptr),
      ".*lcm != nullptr.*");
}

GTEST_TEST(DrakeVisualizerTest, BadParams) {
  lcm::DrakeLcm lcm("memq://");
  DrakeVisualizerParams params;
  params.publish_period = 0;
  DRAKE_EXPECT_THROWS_MESSAGE(
      DrakeVisualizerd(&lcm, params),
      "DrakeVisualizer requires a positive publish period; 0 was given");
  params.publish_period = 0.1;
  params.role = Role::kUnassigned;
  DRAKE_EXPECT_THROWS_MESSAGE(
      DrakeVisualizerd(&lcm, params),
      "DrakeVisualizer cannot be used for geometries with the "
      "Role::kUnassigned value. Please choose proximity, perception, or "
      "illustration");
}

GTEST_TEST(DrakeVisualizerTest, ScalarConversion) {
  // With a given LCM interface, conversion is refused.
  lcm::DrakeLcm lcm("memq://");
  DrakeVisualizerd borrowed(&lcm);
  DRAKE_EXPECT_THROWS_MESSAGE(borrowed.ToAutoDiffXd(),
                              "DrakeVisualizer can only be scalar converted "
                              "if it owns its DrakeLcmInterface instance.");
  // An owned one (the default URL, here memq://) is copied by URL.
  const char* const old = std::getenv("LCM_DEFAULT_URL");
  const std::string saved = old ? old : "";
  ::setenv("LCM_DEFAULT_URL", "memq://", 1);
  DrakeVisualizerd owned;
  auto converted = owned.ToAutoDiffXd();
  ASSERT_NE(converted, nullptr);
  EXPECT_EQ(converted->num_input_ports(), 1);
  if (old) {
    ::setenv("LCM_DEFAULT_URL", saved.c_str(), 1);
  } else {
    ::unsetenv("LCM_DEFAULT_URL");
  }
}

}  // namespace drake_visualizer_test
}  // namespace geometry
}  // namespace drake
