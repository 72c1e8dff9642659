// ContactVisualizer: each point contact of the ContactResults becomes an
// arrow at "<prefix>/<body A>+<body B>" through the contact point along the
// force on B, |f| / newtons_per_meter long on each side; forces below the
// threshold hide it. Values are compared exactly where they are copied
// (translation, scale from one division) and to 1e-15 where a rotation is
// built from the force direction (unit-vector arithmetic, a few ulps).

#include "drake/multibody/meshcat/contact_visualizer.h"

#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#define MSGPACK_NO_BOOST
#include <msgpack.hpp>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/geometry/proximity/triangle_surface_mesh_field.h"
#include "drake/geometry/query_results/contact_surface.h"
#include "drake/multibody/plant/contact_results.h"
#include "drake/multibody/plant/hydroelastic_contact_info.h"
#include "drake/multibody/tree/spatial_inertia.h"

namespace drake {
namespace multibody {
namespace meshcat {
namespace contact_visualizer_test {

using Eigen::Vector3d;
using geometry::Meshcat;

std::map<std::string, msgpack::object> Unpack(const std::string& bytes,
                                              msgpack::object_handle* handle) {
  *handle = msgpack::unpack(bytes.data(), bytes.size());
  return handle->get().as<std::map<std::string, msgpack::object>>();
}

Eigen::Matrix4d TransformOf(const Meshcat& meshcat, const std::string& path) {
  msgpack::object_handle handle;
  const auto matrix = Unpack(meshcat.GetPackedTransform(path), &handle)
                          .at("matrix")
                          .as<std::vector<double>>();
  return Eigen::Map<const Eigen::Matrix4d>(matrix.data());
}

template <typename V>
V PropertyOf(const Meshcat& meshcat, const std::string& path,
             const std::string& property) {
  msgpack::object_handle handle;
  return Unpack(meshcat.GetPackedProperty(path, property), &handle)
      .at("value")
      .as<V>();
}

ContactResults<double> OneContact(const MultibodyPlant<double>* plant,
                                  const Vector3d& f_Bc_W,
                                  const Vector3d& p_WC) {
  ContactResults<double> results;
  results.set_plant(plant);
  geometry::PenetrationAsPointPair<double> pair;
  pair.p_WCa = pair.p_WCb = p_WC;
  pair.nhat_BA_W = f_Bc_W.normalized();
  pair.depth = 0;
  results.AddContactInfo(PointPairContactInfo<double>(
      BodyIndex(1), BodyIndex(2), f_Bc_W, p_WC, 0.0, 0.0, pair));
  return results;
}

GTEST_TEST(ContactVisualizerTest, ArrowsFollowTheForces) {
  auto meshcat = std::make_shared<Meshcat>(0);
  MultibodyPlant<double> plant(0.001);
  const auto M = SpatialInertia<double>::SolidSphereWithMass(1, 0.1);
  plant.AddRigidBody("ball", M);
  plant.AddRigidBody("table", M);
  plant.Finalize();
  ContactVisualizerParams params;
  params.newtons_per_meter = 20;
  ContactVisualizer<double> visualizer(meshcat, params);
  auto context = visualizer.CreateDefaultContext();

  // 3 N along (0, 0.6, 0.8) (a 3-4-5 triangle) at p_WC = (1, 2, 0.5)
  const Vector3d f_Bc_W(0, 1.8, 2.4);
  const Vector3d p_WC(1, 2, 0.5);
  visualizer.contact_results_input_port().FixValue(
      context.get(), OneContact(&plant, f_Bc_W, p_WC));
  visualizer.ForcedPublish(*context);
  const std::string path = "contact_forces/ball+table";
  const Eigen::Matrix4d X_WA = TransformOf(*meshcat, path);
  const Vector3d p_WAo = X_WA.col(3).head<3>();
  const Vector3d Az_W = X_WA.col(2).head<3>();
  EXPECT_EQ(p_WAo, p_WC);
  EXPECT_LT((Az_W - Vector3d(0, 0.6, 0.8)).norm(), 1e-15);
  // 3 N / 20 N/m = 0.15 m on each side
  EXPECT_EQ(PropertyOf<std::vector<double>>(*meshcat, path + "/shaft", "scale"),
            (std::vector<double>{1, 1, 2 * (3.0 / 20)}));
  EXPECT_EQ(TransformOf(*meshcat, path + "/tip")(2, 3), 3.0 / 20);
  EXPECT_TRUE(PropertyOf<bool>(*meshcat, path, "visible"));
  msgpack::object_handle handle;
  const auto object = Unpack(meshcat->GetPackedObject(path + "/shaft"), &handle)
                          .at("object")
                          .as<std::map<std::string, msgpack::object>>();
  // the shaft's color is params.color (green)
  const int color =
      object.at("materials")
          .as<std::vector<std::map<std::string, msgpack::object>>>()[0]
          .at("color")
          .as<int>();
  EXPECT_EQ(color, 0x00ff00);

  // a force below the threshold hides the arrow
  visualizer.contact_results_input_port().FixValue(
      context.get(), OneContact(&plant, Vector3d(0, 0, 0.001), p_WC));
  visualizer.ForcedPublish(*context);
  EXPECT_FALSE(PropertyOf<bool>(*meshcat, path, "visible"));
  // no contact at all: still hidden
  visualizer.contact_results_input_port().FixValue(context.get(),
                                                   ContactResults<double>());
  visualizer.ForcedPublish(*context);
  EXPECT_FALSE(PropertyOf<bool>(*meshcat, path, "visible"));

  visualizer.Delete();
  EXPECT_FALSE(meshcat->HasPath("contact_forces"));
}

// A hydroelastic contact: arrows for the force and moment on A at the
// surface's centroid, and the surface colored by pressure. The surface is a
// 0.2 m square at z = 0 around (0.5, 0, 0), as two triangles, whose
// pressure rises from 0 at one corner to 2e4 Pa at the opposite one.
GTEST_TEST(ContactVisualizerTest, HydroelasticContact) {
  auto meshcat = std::make_shared<Meshcat>(0);
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.001);
  const auto M = SpatialInertia<double>::SolidSphereWithMass(1, 0.1);
  const auto& ball = plant.AddRigidBody("ball", M);
  const auto& table = plant.AddRigidBody("table", M);
  const geometry::GeometryId id_ball = plant.RegisterCollisionGeometry(
      ball, math::RigidTransformd(), geometry::Sphere(0.1), "ball",
      CoulombFriction<double>(1, 1));
  const geometry::GeometryId id_table = plant.RegisterCollisionGeometry(
      table, math::RigidTransformd(), geometry::Box(1, 1, 0.1), "table",
      CoulombFriction<double>(1, 1));
  plant.Finalize();
  ContactVisualizerParams params;
  params.newtons_per_meter = 20;
  params.newton_meters_per_meter = 2;
  ContactVisualizer<double> visualizer(meshcat, params);
  auto context = visualizer.CreateDefaultContext();

  auto make_results = [&](const Vector3d& f_C_W, const Vector3d& m_C_W) {
    auto mesh = std::make_unique<geometry::TriangleSurfaceMesh<double>>(
        std::vector<geometry::SurfaceTriangle>{{0, 1, 2}, {0, 2, 3}},
        std::vector<Vector3d>{
            {0.4, -0.1, 0}, {0.6, -0.1, 0}, {0.6, 0.1, 0}, {0.4, 0.1, 0}});
    auto field = std::make_unique<
        geometry::TriangleSurfaceMeshFieldLinear<double, double>>(
        std::vector<double>{0.0, 1e4, 2e4, 1e4}, mesh.get());
    auto surface = std::make_shared<geometry::ContactSurface<double>>(
        id_ball, id_table, std::move(mesh), std::move(field));
    ContactResults<double> results;
    results.set_plant(&plant);
    results.AddContactInfo(HydroelasticContactInfo<double>(
        std::move(surface), SpatialForce<double>(m_C_W, f_C_W)));
    return results;
  };
  // 4 N up and 0.3 N·m about z
  visualizer.contact_results_input_port().FixValue(
      context.get(), make_results(Vector3d(0, 0, 4), Vector3d(0, 0, 0.3)));
  visualizer.ForcedPublish(*context);
  const std::string path = "contact_forces/hydroelastic/ball+table";
  EXPECT_TRUE(TransformOf(*meshcat, path)
                  .col(3)
                  .head<3>()
                  .isApprox(Vector3d(0.5, 0, 0), 1e-15));
  EXPECT_TRUE(PropertyOf<bool>(*meshcat, path, "visible"));
  // 4 N / 20 N/m = 0.2 m, and 0.3 N·m / 2 N·m/m = 0.15 m, on each side
  EXPECT_EQ(PropertyOf<std::vector<double>>(*meshcat, path + "/force_C_W/shaft",
                                            "scale"),
            (std::vector<double>{1, 1, 2 * (4.0 / 20)}));
  EXPECT_EQ(TransformOf(*meshcat, path + "/moment_C_W/tip")(2, 3), 0.3 / 2);
  auto color_of = [&](const std::string& arrow_path) {
    msgpack::object_handle handle;
    return Unpack(meshcat->GetPackedObject(arrow_path), &handle)
        .at("object")
        .as<std::map<std::string, msgpack::object>>()
        .at("materials")
        .as<std::vector<std::map<std::string, msgpack::object>>>()[0]
        .at("color")
        .as<int>();
  };
  EXPECT_EQ(color_of(path + "/force_C_W/shaft"), 0xff0000);   // hydro force
  EXPECT_EQ(color_of(path + "/moment_C_W/shaft"), 0x0000ff);  // hydro moment
  {
    // The surface: vertices about the centroid; the lowest pressure black,
    // the highest white, the middle ones (1e4 Pa, s = 1/2) (1, 0.5, 0).
    msgpack::object_handle handle;
    const auto geometry =
        Unpack(meshcat->GetPackedObject(path + "/contact_surface"), &handle)
            .at("object")
            .as<std::map<std::string, msgpack::object>>()
            .at("geometries")
            .as<std::vector<std::map<std::string, msgpack::object>>>()[0];
    const auto attributes = geometry.at("data")
                                .as<std::map<std::string, msgpack::object>>()
                                .at("attributes")
                                .as<std::map<std::string, msgpack::object>>();
    auto floats = [&](const char* name) {
      const msgpack::object& array =
          attributes.at(name).as<std::map<std::string, msgpack::object>>().at(
              "array");
      std::vector<float> values(array.via.ext.size / sizeof(float));
      std::memcpy(values.data(), array.via.ext.data(), array.via.ext.size);
      return values;
    };
    const std::vector<float> position = floats("position");
    ASSERT_EQ(position.size(), 12u);
    EXPECT_FLOAT_EQ(position[0], -0.1f);  // vertex 0 at (−0.1, −0.1, 0)
    EXPECT_FLOAT_EQ(position[1], -0.1f);
    const std::vector<float> color = floats("color");
    ASSERT_EQ(color.size(), 12u);
    EXPECT_EQ((std::vector<float>(color.begin(), color.begin() + 3)),
              (std::vector<float>{0, 0, 0}));
    EXPECT_EQ((std::vector<float>(color.begin() + 3, color.begin() + 6)),
              (std::vector<float>{1, 0.5f, 0}));
    EXPECT_EQ((std::vector<float>(color.begin() + 6, color.begin() + 9)),
              (std::vector<float>{1, 1, 1}));
  }

  // a moment below its threshold hides its arrow only
  visualizer.contact_results_input_port().FixValue(
      context.get(), make_results(Vector3d(0, 0, 4), Vector3d(0, 0, 0.001)));
  visualizer.ForcedPublish(*context);
  EXPECT_TRUE(PropertyOf<bool>(*meshcat, path, "visible"));
  EXPECT_TRUE(PropertyOf<bool>(*meshcat, path + "/force_C_W", "visible"));
  EXPECT_FALSE(PropertyOf<bool>(*meshcat, path + "/moment_C_W", "visible"));
  // both below: the pair is hidden
  visualizer.contact_results_input_port().FixValue(
      context.get(), make_results(Vector3d(0, 0, 0.001), Vector3d::Zero()));
  visualizer.ForcedPublish(*context);
  EXPECT_FALSE(PropertyOf<bool>(*meshcat, path, "visible"));
}

GTEST_TEST(ContactVisualizerTest, AddToBuilderAndErrors) {
  auto meshcat = std::make_shared<Meshcat>(0);
  systems::DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.001);
  plant->Finalize();
  const auto& visualizer =
      ContactVisualizer<double>::AddToBuilder(&builder, *plant, meshcat);
  EXPECT_EQ(visualizer.get_name(), "contact_visualizer(contact_forces)");
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  diagram->ForcedPublish(*context);  // no contacts: nothing drawn
  EXPECT_FALSE(meshcat->HasPath("contact_forces"));

  DRAKE_EXPECT_THROWS_MESSAGE(ContactVisualizer<double>(nullptr),
                              ".*Meshcat is null.*");
  ContactVisualizerParams params;
  params.publish_period = -1;
  DRAKE_EXPECT_THROWS_MESSAGE(ContactVisualizer<double>(meshcat, params),
                              ".*publish_period must be positive, not -1.*");
  // scalar conversion
  EXPECT_NE(
      systems::System<double>::ToAutoDiffXd(ContactVisualizer<double>(meshcat)),
      nullptr);
}

}  // namespace contact_visualizer_test
}  // namespace meshcat
}  // namespace multibody
}  // namespace drake
