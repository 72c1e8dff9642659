// MultibodyPlant's SceneGraph side: registration, the geometry pose and
// query ports, collision filters applied at Finalize, error messages,
// AddMultibodyPlantSceneGraph, the parser registering URDF geometry, and
// GetMutableSceneGraphPreFinalize().

#include <cmath>
#include <memory>
#include <tuple>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/scene_graph.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {
namespace multibody_plant_geometry_test {

using Eigen::Vector3d;
using Eigen::Vector4d;
using geometry::FrameId;
using geometry::GeometryId;
using geometry::QueryObject;
using geometry::SceneGraph;
using geometry::Sphere;
using math::RigidTransformd;
using math::RollPitchYawd;
using systems::DiagramBuilder;

SpatialInertia<double> SolidSphere(double mass, double radius) {
  return SpatialInertia<double>::SolidSphereWithMass(mass, radius);
}

TEST(MultibodyPlantGeometryTest, RegistrationCountsAndFrames) {
  SceneGraph<double> scene_graph;
  MultibodyPlant<double> plant(0.0);
  EXPECT_FALSE(plant.geometry_source_is_registered());
  EXPECT_FALSE(plant.get_source_id().has_value());
  const RigidBody<double>& body_a =
      plant.AddRigidBody("a", SolidSphere(1.0, 0.1));
  const auto source_id = plant.RegisterAsSourceForSceneGraph(&scene_graph);
  EXPECT_TRUE(plant.geometry_source_is_registered());
  EXPECT_EQ(plant.get_source_id(), source_id);
  EXPECT_TRUE(scene_graph.SourceIsRegistered(source_id));
  // A body added after registration gets its frame with its first geometry.
  const RigidBody<double>& body_b =
      plant.AddRigidBody("b", SolidSphere(1.0, 0.1));
  EXPECT_TRUE(plant.GetBodyFrameIdIfExists(body_a.index()).has_value());
  EXPECT_FALSE(plant.GetBodyFrameIdIfExists(body_b.index()).has_value());

  const GeometryId a_collision = plant.RegisterCollisionGeometry(
      body_a, RigidTransformd(), Sphere(0.1), "a_collision",
      CoulombFriction<double>(0.8, 0.5));
  const GeometryId a_visual =
      plant.RegisterVisualGeometry(body_a, RigidTransformd(), Sphere(0.1),
                                   "a_visual", Vector4d(0.1, 0.2, 0.3, 1.0));
  plant.RegisterVisualGeometry(body_b, RigidTransformd(), Sphere(0.1),
                               "b_visual");
  plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                  geometry::HalfSpace(), "ground",
                                  CoulombFriction<double>(1.0, 1.0));
  EXPECT_EQ(plant.num_collision_geometries(), 2);
  EXPECT_EQ(plant.num_visual_geometries(), 2);
  EXPECT_EQ(plant.GetCollisionGeometriesForBody(body_a),
            std::vector<GeometryId>{a_collision});
  EXPECT_EQ(plant.GetVisualGeometriesForBody(body_a),
            std::vector<GeometryId>{a_visual});
  EXPECT_TRUE(plant.GetCollisionGeometriesForBody(body_b).empty());
  EXPECT_EQ(plant.GetCollisionGeometriesForBody(plant.world_body()).size(), 1u);

  // Frames map both ways; the world body is SceneGraph's world frame.
  const FrameId frame_a = plant.GetBodyFrameIdOrThrow(body_a.index());
  const FrameId frame_b = plant.GetBodyFrameIdOrThrow(body_b.index());
  EXPECT_EQ(plant.GetBodyFromFrameId(frame_a), &body_a);
  EXPECT_EQ(plant.GetBodyFromFrameId(frame_b), &body_b);
  EXPECT_EQ(plant.GetBodyFrameIdOrThrow(world_index()),
            SceneGraph<double>::world_frame_id());
  EXPECT_EQ(plant.GetBodyFromFrameId(FrameId::get_new_id()), nullptr);

  // What SceneGraph holds: the roles and the friction given.
  const auto& inspector = scene_graph.model_inspector();
  EXPECT_EQ(inspector.GetFrameId(a_collision), frame_a);
  EXPECT_EQ(inspector.GetName(frame_a), "DefaultModelInstance::a");
  const geometry::ProximityProperties* proximity =
      inspector.GetProximityProperties(a_collision);
  ASSERT_NE(proximity, nullptr);
  const auto& friction = proximity->GetProperty<CoulombFriction<double>>(
      "material", "coulomb_friction");
  EXPECT_EQ(friction.static_friction(), 0.8);
  EXPECT_EQ(friction.dynamic_friction(), 0.5);
  const geometry::IllustrationProperties* illustration =
      inspector.GetIllustrationProperties(a_visual);
  ASSERT_NE(illustration, nullptr);
  EXPECT_EQ(inspector.NumAnchoredGeometries(), 1);

  // CollectRegisteredGeometries names the bodies' frames.
  const geometry::GeometrySet set =
      plant.CollectRegisteredGeometries({&body_a, &body_b});
  EXPECT_EQ(set.num_frames(), 2);
  EXPECT_TRUE(set.contains(frame_a));
}

// A free sphere falls; SceneGraph's world pose of its geometry (fed by the
// geometry_pose port) is X_WB·X_BG, and X_WB follows free fall.
TEST(MultibodyPlantGeometryTest, FallingSpherePosesThroughSceneGraph) {
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
  const RigidBody<double>& ball =
      plant.AddRigidBody("ball", SolidSphere(2.0, 0.1));
  const RigidTransformd X_BG(RollPitchYawd(0.3, -0.2, 0.1),
                             Vector3d(0.01, -0.02, 0.03));
  const GeometryId sphere = plant.RegisterCollisionGeometry(
      ball, X_BG, Sphere(0.1), "ball", CoulombFriction<double>(1.0, 1.0));
  plant.Finalize();
  auto diagram = builder.Build();
  systems::Simulator<double> simulator(*diagram);
  systems::Context<double>& plant_context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  const double z0 = 1.0;
  plant.SetFreeBodyPose(&plant_context, ball,
                        RigidTransformd(Vector3d(0.0, 0.0, z0)));
  const double t = 0.4;
  simulator.AdvanceTo(t);

  const auto& query_object =
      plant.get_geometry_query_input_port().Eval<QueryObject<double>>(
          plant_context);
  const RigidTransformd& X_WG = query_object.GetPoseInWorld(sphere);
  const RigidTransformd& X_WB = plant.EvalBodyPoseInWorld(plant_context, ball);
  // Same products of the same numbers: agreement to round-off.
  EXPECT_TRUE(X_WG.IsNearlyEqualTo(X_WB * X_BG, 1e-14));
  // Free fall z = z0 − g t²/2 (g = 9.81): the error-controlled integrator
  // is exact up to round-off for a quadratic trajectory; 1e-9 leaves room.
  const double g = 9.81;
  EXPECT_NEAR(X_WB.translation().z(), z0 - 0.5 * g * t * t, 1e-9);
  EXPECT_NEAR(X_WG.translation().z(),
              z0 - 0.5 * g * t * t + (X_WB.rotation() * X_BG.translation()).z(),
              1e-9);
  // The frame pose SceneGraph holds is the body pose itself.
  EXPECT_TRUE(
      query_object.GetPoseInWorld(plant.GetBodyFrameIdOrThrow(ball.index()))
          .IsNearlyEqualTo(X_WB, 1e-14));
  // EvalSceneGraphInspector reaches the same model.
  EXPECT_EQ(&plant.EvalSceneGraphInspector(plant_context),
            &query_object.inspector());
  EXPECT_EQ(plant.EvalSceneGraphInspector(plant_context).GetName(sphere),
            "ball");
}

// Two overlapping spheres (radius 0.2, centers 0.3 apart, so 0.1 deep):
// filtered when a revolute joint joins their bodies, reported otherwise.
int CountContacts(bool joined, bool adjacent_filters = true) {
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
  plant.set_adjacent_bodies_collision_filters(adjacent_filters);
  const RigidBody<double>& a = plant.AddRigidBody("a", SolidSphere(1.0, 0.2));
  const RigidBody<double>& b = plant.AddRigidBody("b", SolidSphere(1.0, 0.2));
  plant.RegisterCollisionGeometry(a, RigidTransformd(), Sphere(0.2), "a",
                                  CoulombFriction<double>(1.0, 1.0));
  plant.RegisterCollisionGeometry(b, RigidTransformd(), Sphere(0.2), "b",
                                  CoulombFriction<double>(1.0, 1.0));
  plant.WeldFrames(plant.world_frame(), a.body_frame());
  if (joined) {
    plant.AddJoint<RevoluteJoint>("pin", a,
                                  RigidTransformd(Vector3d(0.3, 0, 0)), b,
                                  std::nullopt, Vector3d::UnitZ());
  }
  plant.Finalize();
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  systems::Context<double>& plant_context =
      plant.GetMyMutableContextFromRoot(context.get());
  if (!joined) {
    plant.SetFreeBodyPose(&plant_context, b,
                          RigidTransformd(Vector3d(0.3, 0, 0)));
  }
  const auto& query_object =
      plant.get_geometry_query_input_port().Eval<QueryObject<double>>(
          plant_context);
  const auto pairs = query_object.ComputePointPairPenetration();
  if (!pairs.empty()) {
    // Penetration depth 2·0.2 − 0.3 = 0.1 (closed form, round-off).
    EXPECT_NEAR(pairs[0].depth, 0.1, 1e-12);
  }
  return static_cast<int>(pairs.size());
}

TEST(MultibodyPlantGeometryTest, AdjacentBodiesAreFiltered) {
  EXPECT_EQ(CountContacts(/* joined = */ true), 0);
  EXPECT_EQ(CountContacts(/* joined = */ false), 1);
  // With the adjacency filter off, the joined pair is reported.
  EXPECT_EQ(CountContacts(/* joined = */ true, /* adjacent = */ false), 1);
}

TEST(MultibodyPlantGeometryTest, WeldedBodiesAreFiltered) {
  SceneGraph<double> scene_graph;
  MultibodyPlant<double> plant(0.0);
  plant.RegisterAsSourceForSceneGraph(&scene_graph);
  plant.set_adjacent_bodies_collision_filters(false);
  const RigidBody<double>& a = plant.AddRigidBody("a", SolidSphere(1.0, 0.2));
  const RigidBody<double>& b = plant.AddRigidBody("b", SolidSphere(1.0, 0.2));
  const RigidBody<double>& c = plant.AddRigidBody("c", SolidSphere(1.0, 0.2));
  const GeometryId ga = plant.RegisterCollisionGeometry(
      a, RigidTransformd(), Sphere(0.2), "a", CoulombFriction<double>());
  const GeometryId gb = plant.RegisterCollisionGeometry(
      b, RigidTransformd(), Sphere(0.2), "b", CoulombFriction<double>());
  const GeometryId gc = plant.RegisterCollisionGeometry(
      c, RigidTransformd(), Sphere(0.2), "c", CoulombFriction<double>());
  // a and c welded through b (a–b, b–c), so all three pairs are filtered.
  plant.WeldFrames(a.body_frame(), b.body_frame());
  plant.WeldFrames(b.body_frame(), c.body_frame());
  const GeometryId ground = plant.RegisterCollisionGeometry(
      plant.world_body(), RigidTransformd(), geometry::HalfSpace(), "ground",
      CoulombFriction<double>());
  plant.Finalize();
  const auto& inspector = scene_graph.model_inspector();
  EXPECT_TRUE(inspector.CollisionFiltered(ga, gb));
  EXPECT_TRUE(inspector.CollisionFiltered(gb, gc));
  EXPECT_TRUE(inspector.CollisionFiltered(ga, gc));
  // The assembly floats freely: not filtered against the ground.
  EXPECT_FALSE(inspector.CollisionFiltered(ga, ground));
}

TEST(MultibodyPlantGeometryTest, ExcludeCollisionFilterGroupPair) {
  SceneGraph<double> scene_graph;
  MultibodyPlant<double> plant(0.0);
  plant.RegisterAsSourceForSceneGraph(&scene_graph);
  const RigidBody<double>& a = plant.AddRigidBody("a", SolidSphere(1.0, 0.2));
  const RigidBody<double>& b = plant.AddRigidBody("b", SolidSphere(1.0, 0.2));
  const RigidBody<double>& c = plant.AddRigidBody("c", SolidSphere(1.0, 0.2));
  const GeometryId ga = plant.RegisterCollisionGeometry(
      a, RigidTransformd(), Sphere(0.2), "a", CoulombFriction<double>());
  const GeometryId gb = plant.RegisterCollisionGeometry(
      b, RigidTransformd(), Sphere(0.2), "b", CoulombFriction<double>());
  const GeometryId gc = plant.RegisterCollisionGeometry(
      c, RigidTransformd(), Sphere(0.2), "c", CoulombFriction<double>());
  plant.ExcludeCollisionGeometriesWithCollisionFilterGroupPair(
      {"ab", plant.CollectRegisteredGeometries({&a, &b})},
      {"c", plant.CollectRegisteredGeometries({&c})});
  const auto& inspector = scene_graph.model_inspector();
  EXPECT_TRUE(inspector.CollisionFiltered(ga, gc));
  EXPECT_TRUE(inspector.CollisionFiltered(gb, gc));
  EXPECT_FALSE(inspector.CollisionFiltered(ga, gb));
  // The same group on both sides excludes within it.
  const auto ab = plant.CollectRegisteredGeometries({&a, &b});
  plant.ExcludeCollisionGeometriesWithCollisionFilterGroupPair({"ab", ab},
                                                               {"ab", ab});
  EXPECT_TRUE(inspector.CollisionFiltered(ga, gb));
}

TEST(MultibodyPlantGeometryTest, Errors) {
  SceneGraph<double> scene_graph;
  MultibodyPlant<double> plant(0.0);
  const RigidBody<double>& body =
      plant.AddRigidBody("body", SolidSphere(1.0, 0.1));
  // Without a source.
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.RegisterCollisionGeometry(body, RigidTransformd(), Sphere(0.1), "s",
                                      CoulombFriction<double>()),
      "RegisterCollisionGeometry\\(\\): the MultibodyPlant .* is not "
      "registered with a SceneGraph.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.RegisterVisualGeometry(body, RigidTransformd(), Sphere(0.1), "s"),
      "RegisterVisualGeometry\\(\\): the MultibodyPlant .* is not registered "
      "with a SceneGraph.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.ExcludeCollisionGeometriesWithCollisionFilterGroupPair(
          {"a", geometry::GeometrySet()}, {"b", geometry::GeometrySet()}),
      "ExcludeCollisionGeometriesWithCollisionFilterGroupPair\\(\\): the "
      "MultibodyPlant .* is not registered with a SceneGraph.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetBodyFrameIdOrThrow(body.index()),
      "GetBodyFrameIdOrThrow\\(\\): body index 1 has no SceneGraph frame.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.RegisterAsSourceForSceneGraph(nullptr),
                              ".*SceneGraph must not be null.*");
  // Registered twice.
  plant.RegisterAsSourceForSceneGraph(&scene_graph);
  SceneGraph<double> other_scene_graph;
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.RegisterAsSourceForSceneGraph(&other_scene_graph),
      "RegisterAsSourceForSceneGraph\\(\\): the MultibodyPlant .* is already "
      "registered as a geometry source .*");
  // A body of another plant.
  MultibodyPlant<double> other_plant(0.0);
  other_plant.AddRigidBody("x", SolidSphere(1.0, 0.1));
  const RigidBody<double>& foreign =
      other_plant.AddRigidBody("foreign", SolidSphere(1.0, 0.1));
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.RegisterVisualGeometry(foreign, RigidTransformd(), Sphere(0.1),
                                   "s"),
      "RegisterVisualGeometry\\(\\): the body 'foreign' does not belong to "
      "the MultibodyPlant.*");
  // A wrong SceneGraph for the parser.
  DRAKE_EXPECT_THROWS_MESSAGE(
      Parser(&plant, &other_scene_graph),
      "Parser: the MultibodyPlant .* is registered as a geometry source of a "
      "different SceneGraph.*");
  // After Finalize.
  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.RegisterCollisionGeometry(body, RigidTransformd(), Sphere(0.1), "s",
                                      CoulombFriction<double>()),
      "RegisterCollisionGeometry\\(\\): the MultibodyPlant is already "
      "finalized.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.RegisterVisualGeometry(body, RigidTransformd(), Sphere(0.1), "s"),
      "RegisterVisualGeometry\\(\\): the MultibodyPlant is already "
      "finalized.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.set_adjacent_bodies_collision_filters(false),
      "set_adjacent_bodies_collision_filters\\(\\): the MultibodyPlant is "
      "already finalized.*");
  MultibodyPlant<double> finalized(0.0);
  finalized.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      finalized.RegisterAsSourceForSceneGraph(&other_scene_graph),
      "RegisterAsSourceForSceneGraph\\(\\): the MultibodyPlant is already "
      "finalized.*");
  // The query port unconnected.
  auto context = plant.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.EvalSceneGraphInspector(*context),
      "EvalSceneGraphInspector\\(\\): the geometry_query input port .* is not "
      "connected.*");
}

TEST(MultibodyPlantGeometryTest, AddMultibodyPlantSceneGraphUsages) {
  // Reference binding (implicit conversion to the plant).
  {
    DiagramBuilder<double> builder;
    MultibodyPlant<double>& plant = AddMultibodyPlantSceneGraph(&builder, 0.0);
    EXPECT_EQ(plant.get_name(), "plant");
    EXPECT_TRUE(plant.geometry_source_is_registered());
    EXPECT_TRUE(builder.HasSubsystemNamed("scene_graph"));
  }
  // Structured binding.
  {
    DiagramBuilder<double> builder;
    auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.001);
    EXPECT_EQ(plant.time_step(), 0.001);
    EXPECT_EQ(scene_graph.get_name(), "scene_graph");
    EXPECT_TRUE(scene_graph.SourceIsRegistered(*plant.get_source_id()));
  }
  // std::tie, with a plant and a scene graph made by the caller.
  {
    DiagramBuilder<double> builder;
    MultibodyPlant<double>* plant{};
    SceneGraph<double>* scene_graph{};
    auto owned_scene_graph = std::make_unique<SceneGraph<double>>();
    SceneGraph<double>* expected_scene_graph = owned_scene_graph.get();
    std::tie(plant, scene_graph) = AddMultibodyPlantSceneGraph(
        &builder, std::make_unique<MultibodyPlant<double>>(0.0),
        std::move(owned_scene_graph));
    ASSERT_NE(plant, nullptr);
    EXPECT_EQ(scene_graph, expected_scene_graph);
    EXPECT_EQ(plant->get_name(), "plant");
    plant->Finalize();
    auto diagram = builder.Build();
    EXPECT_NE(diagram, nullptr);
  }
  // AutoDiffXd.
  {
    DiagramBuilder<AutoDiffXd> builder;
    auto [plant, scene_graph] =
        AddMultibodyPlantSceneGraph<AutoDiffXd>(&builder, 0.0);
    EXPECT_TRUE(plant.geometry_source_is_registered());
  }
}

TEST(MultibodyPlantGeometryTest, ScalarConversionKeepsGeometry) {
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
  const RigidBody<double>& ball =
      plant.AddRigidBody("ball", SolidSphere(1.0, 0.1));
  plant.RegisterCollisionGeometry(ball, RigidTransformd(), Sphere(0.1), "b",
                                  CoulombFriction<double>());
  plant.Finalize();
  auto diagram = builder.Build();
  auto diagram_ad = systems::System<double>::ToAutoDiffXd(*diagram);
  const auto& plant_ad = dynamic_cast<const MultibodyPlant<AutoDiffXd>&>(
      diagram_ad->GetSubsystemByName("plant"));
  EXPECT_EQ(plant_ad.num_collision_geometries(), 1);
  EXPECT_EQ(plant_ad.get_source_id(), plant.get_source_id());
  EXPECT_EQ(plant_ad.GetBodyFrameIdOrThrow(ball.index()),
            plant.GetBodyFrameIdOrThrow(ball.index()));
}

TEST(MultibodyPlantGeometryTest, ParserRegistersUrdfGeometry) {
  const std::string urdf = R"""(
<robot name="two_links">
  <material name="red"><color rgba="1 0 0 1"/></material>
  <link name="base">
    <inertial><mass value="1"/>
      <inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/>
    </inertial>
    <visual><geometry><box size="0.1 0.2 0.3"/></geometry>
      <material name="red"/></visual>
    <collision name="base_box"><geometry><box size="0.1 0.2 0.3"/></geometry>
    </collision>
  </link>
  <link name="arm">
    <inertial><mass value="1"/>
      <inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/>
    </inertial>
    <collision><origin xyz="0 0 0.2"/>
      <geometry><sphere radius="0.05"/></geometry></collision>
    <collision><geometry><cylinder radius="0.02" length="0.4"/></geometry>
    </collision>
  </link>
  <joint name="elbow" type="revolute">
    <parent link="base"/><child link="arm"/><axis xyz="0 0 1"/>
  </joint>
</robot>
)""";
  SceneGraph<double> scene_graph;
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant, &scene_graph);
  EXPECT_EQ(parser.scene_graph(), &scene_graph);
  parser.AddModelsFromString(urdf, "urdf");
  EXPECT_TRUE(plant.geometry_source_is_registered());
  EXPECT_EQ(plant.num_visual_geometries(), 1);
  EXPECT_EQ(plant.num_collision_geometries(), 3);
  const RigidBody<double>& base = plant.GetBodyByName("base");
  const RigidBody<double>& arm = plant.GetBodyByName("arm");
  ASSERT_EQ(plant.GetCollisionGeometriesForBody(arm).size(), 2u);
  const auto& inspector = scene_graph.model_inspector();
  const GeometryId ball = plant.GetCollisionGeometriesForBody(arm)[0];
  EXPECT_EQ(inspector.GetShape(ball).type_name(), "Sphere");
  EXPECT_TRUE(inspector.GetPoseInFrame(ball).IsNearlyEqualTo(
      RigidTransformd(Vector3d(0, 0, 0.2)), 0.0));
  EXPECT_EQ(inspector.GetName(plant.GetCollisionGeometriesForBody(base)[0]),
            "base_box");
  // Unnamed geometries get unique names on their body.
  EXPECT_NE(inspector.GetName(plant.GetCollisionGeometriesForBody(arm)[0]),
            inspector.GetName(plant.GetCollisionGeometriesForBody(arm)[1]));
  // Drake's default friction μs = μd = 1 when the URDF gives none.
  const auto& friction = inspector.GetProximityProperties(ball)
                             ->GetProperty<CoulombFriction<double>>(
                                 "material", "coulomb_friction");
  EXPECT_EQ(friction.static_friction(), 1.0);
  EXPECT_EQ(friction.dynamic_friction(), 1.0);
  // The visual carries the material color.
  const GeometryId visual = plant.GetVisualGeometriesForBody(base)[0];
  const auto* illustration = inspector.GetIllustrationProperties(visual);
  ASSERT_NE(illustration, nullptr);
  EXPECT_TRUE(illustration->HasProperty("phong", "diffuse"));
  // At Finalize, base and arm (joined by "elbow") are filtered.
  plant.Finalize();
  EXPECT_TRUE(inspector.CollisionFiltered(
      plant.GetCollisionGeometriesForBody(base)[0], ball));
}

TEST(MultibodyPlantGeometryTest, ParserFromBuilder) {
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
  Parser parser(&builder);
  EXPECT_EQ(&parser.plant(), &plant);
  EXPECT_EQ(parser.scene_graph(), &scene_graph);
  parser.AddModelsFromString(R"""(
<robot name="ball">
  <link name="ball">
    <inertial><mass value="1"/>
      <inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/>
    </inertial>
    <collision><geometry><sphere radius="0.05"/></geometry></collision>
  </link>
</robot>
)""",
                             "urdf");
  EXPECT_EQ(plant.num_collision_geometries(), 1);
  DiagramBuilder<double> empty_builder;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Parser{&empty_builder},
      "Parser: the DiagramBuilder has no subsystem named 'plant'.*");
}

TEST(MultibodyPlantGeometryTest, MutableSceneGraphPreFinalize) {
  geometry::SceneGraph<double> scene_graph;
  MultibodyPlant<double> plant(0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetMutableSceneGraphPreFinalize(),
      "GetMutableSceneGraphPreFinalize\\(\\): the MultibodyPlant .* is not "
      "registered with a SceneGraph.*");
  plant.RegisterAsSourceForSceneGraph(&scene_graph);
  EXPECT_EQ(plant.GetMutableSceneGraphPreFinalize(), &scene_graph);
  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetMutableSceneGraphPreFinalize(),
      "GetMutableSceneGraphPreFinalize\\(\\): the MultibodyPlant is already "
      "finalized.*");
}

}  // namespace multibody_plant_geometry_test
}  // namespace multibody
}  // namespace drake
