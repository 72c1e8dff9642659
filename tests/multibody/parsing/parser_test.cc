// Parser on URDF: the acrobot and the iiwa14 load with the masses, joints,
// limits and actuators written in their files (values read by hand from
// the files); naming (robot name, prefix, auto-renaming); strict mode; a
// failed AddModels leaves the plant unchanged; geometry is kept, not
// dropped.

#include "drake/multibody/parsing/parser.h"

#include <cmath>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/parsing/detail_pending_geometry.h"

namespace drake {
namespace multibody {
namespace parser_test {

// Values parsed from the files are compared with the same decimal
// literals and agree exactly; derived quantities get a few ulps.
constexpr double kTolerance = 1e-14;

const char kAcrobot[] = "drake/examples/acrobot/Acrobot.urdf";
const char kIiwa[] =
    "drake/manipulation/models/iiwa_description/urdf/"
    "iiwa14_no_collision.urdf";

TEST(ParserTest, Acrobot) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  const std::vector<ModelInstanceIndex> instances =
      parser.AddModels(FindResourceOrThrow(kAcrobot));
  ASSERT_EQ(instances.size(), 1u);
  EXPECT_EQ(plant.GetModelInstanceName(instances[0]), "Acrobot");

  // Masses and centres of mass as written in <inertial>.
  const RigidBody<double>& base = plant.GetBodyByName("base_link");
  const RigidBody<double>& upper = plant.GetBodyByName("upper_link");
  const RigidBody<double>& lower = plant.GetBodyByName("lower_link");
  EXPECT_EQ(base.default_mass(), 0.0);
  EXPECT_EQ(upper.default_mass(), 1.0);
  EXPECT_EQ(lower.default_mass(), 1.0);
  EXPECT_TRUE(
      upper.default_com().isApprox(Eigen::Vector3d(0, 0, -0.5), kTolerance));
  EXPECT_TRUE(
      lower.default_com().isApprox(Eigen::Vector3d(0, 0, -1), kTolerance));
  // The rotational inertia about the body origin: I_Bcm + m (|p|² 1 - p pᵀ)
  // with p = (0, 0, -1): Ixx = 1 + 1, Iyy = 0.33 + 1, Izz = 1.
  const Eigen::Matrix3d I_lower =
      lower.default_rotational_inertia().CopyToFullMatrix3();
  EXPECT_NEAR(I_lower(0, 0), 2.0, kTolerance);
  EXPECT_NEAR(I_lower(1, 1), 1.33, kTolerance);
  EXPECT_NEAR(I_lower(2, 2), 1.0, kTolerance);

  // Joints: a weld to the world and two continuous (unlimited) joints about
  // y with damping 0.1 N·m·s.
  EXPECT_TRUE(plant.HasJointNamed("base_weld"));
  const Joint<double>& shoulder = plant.GetJointByName("shoulder");
  const Joint<double>& elbow = plant.GetJointByName("elbow");
  EXPECT_EQ(shoulder.type_name(), "revolute");
  EXPECT_EQ(shoulder.parent_body().name(), "base_link");
  EXPECT_EQ(elbow.child_body().name(), "lower_link");
  EXPECT_EQ(elbow.default_damping_vector()[0], 0.1);
  EXPECT_TRUE(std::isinf(elbow.position_upper_limits()[0]));
  // The elbow's frame F sits at (0, 0.1, -1) in the upper link.
  EXPECT_TRUE(
      elbow.frame_on_parent().GetFixedPoseInBodyFrame().translation().isApprox(
          Eigen::Vector3d(0, 0.1, -1), kTolerance));

  // One actuator (elbow), unlimited effort.
  EXPECT_EQ(plant.num_actuators(), 1);
  const JointActuator<double>& actuator = plant.GetJointActuatorByName("elbow");
  EXPECT_EQ(actuator.joint().name(), "elbow");

  // Drake's <frame> extension.
  ASSERT_TRUE(plant.HasFrameNamed("hand"));
  EXPECT_EQ(plant.GetFrameByName("hand").body().name(), "lower_link");

  plant.Finalize();
  EXPECT_EQ(plant.num_positions(), 2);
  EXPECT_EQ(plant.num_velocities(), 2);

  // Geometry: 3 visuals and 3 collisions are kept for later registration.
  const internal::PendingPlantGeometry kept =
      internal::GetPendingGeometry(plant);
  EXPECT_EQ(kept.geometries.size(), 6u);
  int visuals = 0;
  for (const auto& geometry : kept.geometries) visuals += geometry.is_visual;
  EXPECT_EQ(visuals, 3);
  internal::ClearPendingGeometry(plant);
}

TEST(ParserTest, Iiwa14) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  const auto instances = parser.AddModels(FindResourceOrThrow(kIiwa));
  ASSERT_EQ(instances.size(), 1u);
  EXPECT_EQ(plant.GetModelInstanceName(instances[0]), "iiwa14");
  int revolute = 0;
  for (JointIndex index : plant.GetJointIndices()) {
    if (plant.get_joint(index).type_name() == "revolute") ++revolute;
  }
  EXPECT_EQ(revolute, 7);
  EXPECT_EQ(plant.num_actuators(), 7);
  // iiwa_joint_1: ±2.96705972839 rad, 1.4835298641951802 rad/s, 320 N·m,
  // 8.57 rad/s², damping 0.5.
  const Joint<double>& joint1 = plant.GetJointByName("iiwa_joint_1");
  EXPECT_EQ(joint1.position_lower_limits()[0], -2.96705972839);
  EXPECT_EQ(joint1.position_upper_limits()[0], 2.96705972839);
  EXPECT_EQ(joint1.velocity_upper_limits()[0], 1.4835298641951802);
  EXPECT_EQ(joint1.velocity_lower_limits()[0], -1.4835298641951802);
  EXPECT_EQ(joint1.acceleration_upper_limits()[0], 8.57);
  EXPECT_EQ(joint1.default_damping_vector()[0], 0.5);
  const JointActuator<double>& motor1 =
      plant.GetJointActuatorByName("iiwa_motor_1");
  EXPECT_EQ(motor1.effort_limit(), 320.0);
  EXPECT_EQ(motor1.default_gear_ratio(), 160.0);
  EXPECT_EQ(motor1.default_rotor_inertia(), 0.0001321);
  EXPECT_EQ(plant.GetBodyByName("iiwa_link_2").default_mass(), 6.35);

  // Welded to the world, the arm has 7 dofs.
  plant.WeldFrames(plant.world_frame(), plant.GetFrameByName("base"));
  plant.Finalize();
  EXPECT_EQ(plant.num_positions(), 7);
  EXPECT_EQ(plant.num_actuated_dofs(), 7);
  internal::ClearPendingGeometry(plant);
}

TEST(ParserTest, UrlAndString) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  EXPECT_EQ(
      parser.AddModelsFromUrl(std::string("package://drake/") + (kAcrobot + 6))
          .size(),
      1u);
  const auto instances = parser.AddModelsFromString(R"""(
<robot name="single">
  <link name="ball"><inertial><mass value="2"/>
    <inertia ixx="0.1" iyy="0.1" izz="0.1"/></inertial></link>
</robot>)""",
                                                    "urdf");
  ASSERT_EQ(instances.size(), 1u);
  EXPECT_EQ(plant.GetModelInstanceName(instances[0]), "single");
  EXPECT_EQ(plant.GetBodyByName("ball").default_mass(), 2.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModelsFromUrl("package://nowhere/robot.urdf"),
      ".*names the package 'nowhere', which is not in the map.*");
  internal::ClearPendingGeometry(plant);
}

TEST(ParserTest, Naming) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  parser.AddModels(FindResourceOrThrow(kAcrobot));
  const int bodies = plant.num_bodies();
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModels(FindResourceOrThrow(kAcrobot)),
      ".*Acrobot.urdf: error: the plant already has a model instance named "
      "'Acrobot'; .*");
  EXPECT_EQ(plant.num_bodies(), bodies);
  EXPECT_FALSE(parser.GetAutoRenaming());
  parser.SetAutoRenaming(true);
  EXPECT_TRUE(parser.GetAutoRenaming());
  const auto second = parser.AddModels(FindResourceOrThrow(kAcrobot));
  EXPECT_EQ(plant.GetModelInstanceName(second.at(0)), "Acrobot_1");
  const auto third = parser.AddModels(FindResourceOrThrow(kAcrobot));
  EXPECT_EQ(plant.GetModelInstanceName(third.at(0)), "Acrobot_2");
  // Bodies of the same name live in different instances.
  EXPECT_TRUE(plant.HasBodyNamed("upper_link", second.at(0)));

  Parser prefixed(&plant, "left");
  const auto left = prefixed.AddModels(FindResourceOrThrow(kAcrobot));
  EXPECT_EQ(plant.GetModelInstanceName(left.at(0)), "left::Acrobot");
  internal::ClearPendingGeometry(plant);
}

TEST(ParserTest, StrictParsing) {
  const std::string text = R"""(
<robot name="warned">
  <link name="a"><unknown_thing/></link>
</robot>)""";
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  EXPECT_FALSE(parser.IsStrict());
  parser.SetStrictParsing();
  EXPECT_TRUE(parser.IsStrict());
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModelsFromString(text, "urdf"),
      "<literal-string>.urdf:3: error: link 'a': ignoring the unsupported "
      "element <unknown_thing>");
  EXPECT_FALSE(plant.HasModelInstanceNamed("warned"));
  // Not strict: the same text loads with a warning.
  Parser lenient(&plant);
  EXPECT_EQ(lenient.AddModelsFromString(text, "urdf").size(), 1u);
}

// With the default package map, iiwa14_primitive_collision.urdf's 15 visual
// meshes resolve in the project's copy of drake_models.
TEST(ParserTest, DrakeModelsMeshesResolve) {
  MultibodyPlant<double> plant(0.001);
  geometry::SceneGraph<double> scene_graph;
  Parser parser(&plant, &scene_graph);
  parser.AddModels(
      FindResourceOrThrow("drake/manipulation/models/iiwa_description/urdf/"
                          "iiwa14_primitive_collision.urdf"));
  plant.Finalize();
  int num_visual = 0;
  for (int i = 0; i < plant.num_bodies(); ++i) {
    num_visual +=
        plant.GetVisualGeometriesForBody(plant.get_body(BodyIndex(i))).size();
  }
  EXPECT_EQ(num_visual, 15);
}

// A URDF mesh (visual or collision) whose package is not installed is
// skipped with a warning, so the model still registers with SceneGraph; in
// strict mode it is an error. iiwa14_primitive_collision.urdf names its 15
// visual meshes and 2 of its 8 collision shapes under package://drake_models
// (removed from the map here, as on a system without it).
TEST(ParserTest, UnresolvableMeshesAreSkipped) {
  const std::string file = FindResourceOrThrow(
      "drake/manipulation/models/iiwa_description/urdf/"
      "iiwa14_primitive_collision.urdf");
  MultibodyPlant<double> plant(0.001);
  geometry::SceneGraph<double> scene_graph;
  Parser parser(&plant, &scene_graph);
  parser.package_map().Remove("drake_models");
  ASSERT_EQ(parser.AddModels(file).size(), 1u);
  plant.Finalize();
  int num_collision = 0;
  int num_visual = 0;
  for (int i = 0; i < plant.num_bodies(); ++i) {
    const RigidBody<double>& body = plant.get_body(BodyIndex(i));
    num_collision += plant.GetCollisionGeometriesForBody(body).size();
    num_visual += plant.GetVisualGeometriesForBody(body).size();
  }
  EXPECT_EQ(num_collision, 6);  // links 0-5 keep their primitives
  EXPECT_EQ(num_visual, 0);
  // Link 6's collision mesh is gone, its body remains.
  EXPECT_TRUE(
      plant.GetCollisionGeometriesForBody(plant.GetBodyByName("iiwa_link_6"))
          .empty());
  EXPECT_EQ(
      plant.GetCollisionGeometriesForBody(plant.GetBodyByName("iiwa_link_5"))
          .size(),
      1u);

  MultibodyPlant<double> strict_plant(0.001);
  Parser strict(&strict_plant);
  strict.package_map().Remove("drake_models");
  strict.SetStrictParsing();
  DRAKE_EXPECT_THROWS_MESSAGE(
      strict.AddModels(file),
      ".*iiwa14_primitive_collision.urdf:60: error: link 'iiwa_link_0': .*the "
      "mesh 'package://drake_models/iiwa_description/meshes/iiwa14/visual/"
      "link_0.gltf' cannot be resolved.*; the geometry is skipped");
}

TEST(ParserTest, FailedAddModelsAddsNothing) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  const int bodies = plant.num_bodies();
  const int instances = plant.num_model_instances();
  const int frames = plant.num_frames();
  // The error is in the last element, after two valid links and a joint.
  DRAKE_EXPECT_THROWS_MESSAGE(parser.AddModelsFromString(R"""(
<robot name="broken">
  <link name="a"/>
  <link name="b"/>
  <joint name="ab" type="revolute"><parent link="a"/><child link="b"/></joint>
  <joint name="bc" type="revolute"><parent link="b"/><child link="c"/></joint>
</robot>)""",
                                                         "urdf"),
                              "<literal-string>.urdf:6: error: joint 'bc' "
                              "refers to the child link 'c', which is not "
                              "defined");
  // An actuator on a ball joint is only detected by the builder; it is
  // still checked before anything is added.
  DRAKE_EXPECT_THROWS_MESSAGE(parser.AddModelsFromString(R"""(
<robot name="broken2" xmlns:drake="http://drake.mit.edu">
  <link name="a"/>
  <link name="b"/>
  <drake:joint name="ab" type="ball"><parent link="a"/><child link="b"/></drake:joint>
  <transmission type="SimpleTransmission"><joint name="ab"/><actuator name="m"/></transmission>
</robot>)""",
                                                         "urdf"),
                              "<literal-string>.urdf:6: error: the actuator "
                              "'m' drives the ball joint 'ab'; only "
                              "single-dof joints .*");
  EXPECT_EQ(plant.num_bodies(), bodies);
  EXPECT_EQ(plant.num_model_instances(), instances);
  EXPECT_EQ(plant.num_frames(), frames);
}

TEST(ParserTest, EveryJointType) {
  // A chain world -> l1 -> ... -> l8 through each joint type; the dof
  // counts are 1 (revolute, continuous, prismatic, screw), 3 (ball as
  // roll-pitch-yaw, planar), 2 (universal), 7 q / 6 v (quaternion floating).
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  std::string links;
  for (int i = 1; i <= 8; ++i) {
    links += fmt::format(
        "<link name=\"l{}\"><inertial><mass value=\"1\"/><inertia "
        "ixx=\"0.1\" iyy=\"0.1\" izz=\"0.1\"/></inertial></link>\n",
        i);
  }
  auto joint = [](const char* element, const char* name, const char* type,
                  int parent, int child, const std::string& extra) {
    return fmt::format(
        "<{0} name=\"{1}\" type=\"{2}\"><parent link=\"{3}\"/>"
        "<child link=\"l{4}\"/>{5}</{0}>\n",
        element, name, type,
        parent == 0 ? std::string("world") : fmt::format("l{}", parent), child,
        extra);
  };
  const std::string text =
      "<robot name=\"chain\" xmlns:drake=\"http://drake.mit.edu\">\n" + links +
      joint("joint", "j_floating", "floating", 0, 1, "") +
      joint("joint", "j_revolute", "revolute", 1, 2,
            "<axis xyz=\"0 1 0\"/><limit lower=\"-1\" upper=\"1.5\"/>") +
      joint("joint", "j_continuous", "continuous", 2, 3, "") +
      joint("joint", "j_prismatic", "prismatic", 3, 4,
            "<axis xyz=\"0 0 1\"/><limit lower=\"-0.2\" upper=\"0.3\" "
            "velocity=\"2\"/><dynamics damping=\"4\"/>") +
      joint("drake:joint", "j_ball", "ball", 4, 5,
            "<dynamics damping=\"0.5\"/>") +
      joint("drake:joint", "j_universal", "universal", 5, 6, "") +
      joint("drake:joint", "j_screw", "screw", 6, 7,
            "<axis xyz=\"0 0 1\"/><drake:screw_thread_pitch value=\"0.04\"/>") +
      joint("joint", "j_planar", "planar", 7, 8,
            "<axis xyz=\"1 0 0\"/><dynamics damping=\"1 2 3\"/>") +
      "</robot>\n";
  parser.AddModelsFromString(text, "urdf");
  EXPECT_EQ(plant.GetJointByName("j_floating").type_name(),
            "quaternion_floating");
  const Joint<double>& revolute = plant.GetJointByName("j_revolute");
  EXPECT_EQ(revolute.type_name(), "revolute");
  EXPECT_EQ(revolute.position_lower_limits()[0], -1.0);
  EXPECT_EQ(revolute.position_upper_limits()[0], 1.5);
  EXPECT_EQ(plant.GetJointByName<RevoluteJoint>("j_revolute").revolute_axis(),
            Eigen::Vector3d(0, 1, 0));
  const Joint<double>& prismatic = plant.GetJointByName("j_prismatic");
  EXPECT_EQ(prismatic.type_name(), "prismatic");
  EXPECT_EQ(prismatic.position_upper_limits()[0], 0.3);
  EXPECT_EQ(prismatic.velocity_upper_limits()[0], 2.0);
  EXPECT_EQ(prismatic.default_damping_vector()[0], 4.0);
  EXPECT_EQ(plant.GetJointByName("j_ball").type_name(), "ball_rpy");
  EXPECT_EQ(plant.GetJointByName("j_universal").type_name(), "universal");
  const ScrewJoint<double>& screw = plant.GetJointByName<ScrewJoint>("j_screw");
  EXPECT_EQ(screw.screw_pitch(), 0.04);
  const Joint<double>& planar = plant.GetJointByName("j_planar");
  EXPECT_EQ(planar.type_name(), "planar");
  EXPECT_EQ(planar.default_damping_vector(), Eigen::Vector3d(1, 2, 3));
  // The plane normal (URDF axis x) becomes the z axis of the joint's frame
  // F: R_PF maps Fz to Px.
  const math::RotationMatrixd R_PF =
      planar.frame_on_parent().GetFixedPoseInBodyFrame().rotation();
  EXPECT_TRUE(R_PF.col(2).isApprox(Eigen::Vector3d(1, 0, 0), kTolerance));
  plant.Finalize();
  EXPECT_EQ(plant.num_positions(), 7 + 1 + 1 + 1 + 3 + 2 + 1 + 3);
  EXPECT_EQ(plant.num_velocities(), 6 + 1 + 1 + 1 + 3 + 2 + 1 + 3);
  internal::ClearPendingGeometry(plant);
}

TEST(ParserTest, DuplicateFrameName) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  const int frames = plant.num_frames();
  DRAKE_EXPECT_THROWS_MESSAGE(parser.AddModelsFromString(R"""(
<robot name="frames">
  <link name="a"/>
  <frame name="a" link="a"/>
</robot>)""",
                                                         "urdf"),
                              "<literal-string>.urdf:4: error: frame 'a' would "
                              "create the frame 'a', which already exists "
                              "\\(line 3\\)");
  EXPECT_EQ(plant.num_frames(), frames);
  EXPECT_FALSE(plant.HasModelInstanceNamed("frames"));
}

TEST(ParserTest, BadRequests) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModels("/no/such/robot.urdf"),
      "Parser::AddModels: the file '/no/such/robot.urdf' does not exist or is "
      "not a regular file");
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModels(FindResourceOrThrow("drake/examples/acrobot/ORIGIN.md")),
      ".*the file type '.md' is not supported; expected '.urdf', '.sdf', "
      "'.xml' \\(MuJoCo\\) or '.dmd.yaml'");
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModelsFromString("<robot/>", "obj"),
      "Parser::AddModelsFromString: the file type '.obj' is not supported; "
      "expected '.urdf', '.sdf', '.xml' \\(MuJoCo\\) or '.dmd.yaml'");
  // (A bare nullptr would be ambiguous with Parser(DiagramBuilder*), as in
  // Drake.)
  DRAKE_EXPECT_THROWS_MESSAGE(
      Parser(static_cast<MultibodyPlant<double>*>(nullptr)),
      "Parser: the plant must not be null");
  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModels(FindResourceOrThrow(kAcrobot)),
      "Cannot add the model '.*Acrobot.urdf' to a MultibodyPlant that is "
      "already finalized");
}

}  // namespace parser_test
}  // namespace multibody
}  // namespace drake
