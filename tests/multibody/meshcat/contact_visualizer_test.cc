// ContactVisualizer: each point contact of the ContactResults becomes an
// arrow at "<prefix>/<body A>+<body B>" through the contact point along the
// force on B, |f| / newtons_per_meter long on each side; forces below the
// threshold hide it. Values are compared exactly where they are copied
// (translation, scale from one division) and to 1e-15 where a rotation is
// built from the force direction (unit-vector arithmetic, a few ulps).

#include "drake/multibody/meshcat/contact_visualizer.h"

#include <gtest/gtest.h>

#define MSGPACK_NO_BOOST
#include <msgpack.hpp>

#include "test_utilities/expect_throws_message.h"

#include "drake/multibody/plant/contact_results.h"
#include "drake/multibody/tree/spatial_inertia.h"

namespace drake {
namespace multibody {
namespace meshcat {
namespace {

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

}  // namespace
}  // namespace meshcat
}  // namespace multibody
}  // namespace drake
