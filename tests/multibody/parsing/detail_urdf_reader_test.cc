// The URDF reading layer: the shipped models read into the values written
// in their files (checked by hand against the files), Drake's extensions,
// and one test per kind of bad input checking the "<file>:<line>: error:"
// message names the element and the line.

#include "drake/multibody/parsing/detail_urdf_reader.h"

#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"

namespace drake {
namespace multibody {
namespace internal {
namespace detail_urdf_reader_test {

namespace fs = std::filesystem;
using drake::internal::DiagnosticDetail;
using drake::internal::DiagnosticPolicy;
using ::testing::HasSubstr;
using ::testing::MatchesRegex;

// Values are parsed from decimal text and compared with the same decimal
// literal, so they agree exactly; composed values (poses) get a few ulps.
constexpr double kTolerance = 1e-15;

// The minimal text around a robot body.
std::string Robot(const std::string& body) {
  return "<?xml version=\"1.0\"?>\n<robot name=\"test_robot\" "
         "xmlns:drake=\"http://drake.mit.edu\">\n" +
         body + "</robot>\n";
}

// A link with a valid unit inertial.
std::string Link(const std::string& name) {
  return fmt::format(
      "  <link name=\"{}\"><inertial><mass value=\"1\"/>"
      "<inertia ixx=\"1\" iyy=\"1\" izz=\"1\" ixy=\"0\" ixz=\"0\" iyz=\"0\"/>"
      "</inertial></link>\n",
      name);
}

class UrdfReaderTest : public ::testing::Test {
 protected:
  UrdfReaderTest() {
    policy_.SetActionForWarnings([this](const DiagnosticDetail& detail) {
      warnings_.push_back(detail.FormatWarning());
    });
    policy_.SetActionForErrors([this](const DiagnosticDetail& detail) {
      errors_.push_back(detail.FormatError());
    });
  }

  // Reads with the collecting policy.
  UrdfModel ReadString(const std::string& text) {
    return ReadUrdf(DataSource::FromContents(text), package_map_, policy_);
  }
  UrdfModel ReadFile(const std::string& filename) {
    return ReadUrdf(DataSource::FromFilename(filename), package_map_, policy_);
  }
  // Reads with Drake's default policy (errors throw).
  UrdfModel ReadStringOrThrow(const std::string& text) {
    return ReadUrdf(DataSource::FromContents(text), package_map_,
                    DiagnosticPolicy());
  }

  // The single error reported, or a failure.
  std::string OnlyError() {
    EXPECT_EQ(errors_.size(), 1u)
        << fmt::format("{}", fmt::join(errors_, "\n"));
    return errors_.empty() ? std::string() : errors_[0];
  }

  PackageMap package_map_;
  DiagnosticPolicy policy_;
  std::vector<std::string> warnings_;
  std::vector<std::string> errors_;
};

TEST_F(UrdfReaderTest, Acrobot) {
  const UrdfModel model =
      ReadFile(FindResourceOrThrow("drake/examples/acrobot/Acrobot.urdf"));
  EXPECT_TRUE(errors_.empty());
  EXPECT_TRUE(warnings_.empty());
  EXPECT_EQ(model.name, "Acrobot");
  ASSERT_EQ(model.links.size(), 3u);
  EXPECT_EQ(model.links[0].name, "base_link");
  EXPECT_FALSE(model.links[0].inertial.has_value());
  EXPECT_EQ(model.links[0].line, 3);

  // upper_link: mass 1 kg at (0, 0, -0.5), ixx=1 iyy=0.083 izz=1.
  const UrdfLink* upper = model.FindLink("upper_link");
  ASSERT_NE(upper, nullptr);
  ASSERT_TRUE(upper->inertial.has_value());
  EXPECT_EQ(upper->inertial->mass, 1.0);
  EXPECT_EQ(upper->inertial->ixx, 1.0);
  EXPECT_EQ(upper->inertial->iyy, 0.083);
  EXPECT_EQ(upper->inertial->izz, 1.0);
  EXPECT_TRUE(upper->inertial->X_BBcm.translation().isApprox(
      Eigen::Vector3d(0, 0, -0.5), kTolerance));
  ASSERT_EQ(upper->visuals.size(), 1u);
  EXPECT_EQ(upper->visuals[0].geometry.type, ParsedGeometry::Type::kCylinder);
  EXPECT_EQ(upper->visuals[0].geometry.length, 1.1);
  EXPECT_EQ(upper->visuals[0].geometry.radius, 0.05);
  ASSERT_TRUE(upper->visuals[0].material.has_value());
  EXPECT_EQ(upper->visuals[0].material->name, "red");
  EXPECT_EQ(*upper->visuals[0].material->rgba, Eigen::Vector4d(1, 0, 0, 1));
  ASSERT_EQ(upper->collisions.size(), 1u);
  EXPECT_EQ(upper->collisions[0].name, "upper_link_collision");
  EXPECT_TRUE(upper->collisions[0].proximity.empty());

  // Joints: the weld to the world and two continuous joints about y.
  ASSERT_EQ(model.joints.size(), 3u);
  const UrdfJoint* weld = model.FindJoint("base_weld");
  ASSERT_NE(weld, nullptr);
  EXPECT_EQ(weld->type, UrdfJoint::Type::kFixed);
  EXPECT_EQ(weld->parent, "world");
  const UrdfJoint* elbow = model.FindJoint("elbow");
  ASSERT_NE(elbow, nullptr);
  EXPECT_EQ(elbow->type, UrdfJoint::Type::kContinuous);
  EXPECT_EQ(elbow->parent, "upper_link");
  EXPECT_EQ(elbow->child, "lower_link");
  EXPECT_EQ(elbow->axis, Eigen::Vector3d(0, 1, 0));
  EXPECT_TRUE(elbow->X_PJ.translation().isApprox(Eigen::Vector3d(0, 0.1, -1),
                                                 kTolerance));
  EXPECT_EQ(elbow->damping[0], 0.1);
  EXPECT_TRUE(std::isinf(elbow->lower) && elbow->lower < 0);
  EXPECT_TRUE(std::isinf(elbow->upper) && elbow->upper > 0);
  EXPECT_TRUE(std::isinf(elbow->effort));

  ASSERT_EQ(model.transmissions.size(), 1u);
  EXPECT_EQ(model.transmissions[0].name, "elbow_trans");
  EXPECT_EQ(model.transmissions[0].joint, "elbow");
  EXPECT_EQ(model.transmissions[0].actuator, "elbow");

  ASSERT_EQ(model.frames.size(), 1u);
  EXPECT_EQ(model.frames[0].name, "hand");
  EXPECT_EQ(model.frames[0].link, "lower_link");
  EXPECT_EQ(model.frames[0].X_LF.translation(), Eigen::Vector3d(0, 0, -2.1));
}

TEST_F(UrdfReaderTest, Iiwa14PrimitiveCollision) {
  const UrdfModel model = ReadFile(
      FindResourceOrThrow("drake/manipulation/models/iiwa_description/urdf/"
                          "iiwa14_primitive_collision.urdf"));
  EXPECT_TRUE(errors_.empty()) << fmt::format("{}", fmt::join(errors_, "\n"));
  EXPECT_EQ(model.name, "iiwa14");
  EXPECT_EQ(model.links.size(), 11u);
  int revolute = 0;
  for (const UrdfJoint& joint : model.joints) {
    if (joint.type == UrdfJoint::Type::kRevolute) ++revolute;
  }
  EXPECT_EQ(revolute, 7);
  // iiwa_joint_1, line 77 of the file.
  const UrdfJoint* joint1 = model.FindJoint("iiwa_joint_1");
  ASSERT_NE(joint1, nullptr);
  EXPECT_EQ(joint1->line, 77);
  EXPECT_EQ(joint1->lower, -2.96705972839);
  EXPECT_EQ(joint1->upper, 2.96705972839);
  EXPECT_EQ(joint1->effort, 320.0);
  EXPECT_EQ(joint1->velocity, 1.4835298641951802);
  EXPECT_EQ(joint1->acceleration, 8.57);
  EXPECT_EQ(joint1->damping[0], 0.5);
  EXPECT_EQ(joint1->axis, Eigen::Vector3d(0, 0, 1));
  EXPECT_EQ(joint1->X_PJ.translation(), Eigen::Vector3d(0, 0, 0.1575));
  // Link 2: 6.35 kg.
  EXPECT_EQ(model.FindLink("iiwa_link_2")->inertial->mass, 6.35);
  EXPECT_EQ(model.FindLink("base")->inertial, std::nullopt);

  ASSERT_EQ(model.transmissions.size(), 7u);
  EXPECT_EQ(model.transmissions[0].actuator, "iiwa_motor_1");
  EXPECT_EQ(model.transmissions[0].joint, "iiwa_joint_1");
  EXPECT_EQ(model.transmissions[0].gear_ratio, 160.0);
  EXPECT_EQ(model.transmissions[0].rotor_inertia, 0.0001321);
  EXPECT_EQ(model.transmissions[4].gear_ratio, 100.0);
  EXPECT_EQ(model.transmissions[5].rotor_inertia, 0.0000454);

  ASSERT_EQ(model.collision_filter_groups.size(), 1u);
  const UrdfCollisionFilterGroup& wrist = model.collision_filter_groups[0];
  EXPECT_EQ(wrist.name, "iiwa_wrist");
  EXPECT_EQ(
      wrist.member_links,
      (std::vector<std::string>{"iiwa_link_5", "iiwa_link_6", "iiwa_link_7"}));
  EXPECT_EQ(wrist.ignored_groups, std::vector<std::string>{"iiwa_wrist"});

  // The visual meshes are in the project's copy of drake_models
  // (third_party/drake_models): all 15 resolve. Its two collision meshes are
  // not copied: each is skipped, with a warning.
  int num_visuals = 0;
  for (const UrdfLink& link : model.links) num_visuals += link.visuals.size();
  EXPECT_EQ(num_visuals, 15);
  EXPECT_EQ(model.FindLink("iiwa_link_0")->visuals[0].geometry.type,
            ParsedGeometry::Type::kMesh);
  EXPECT_TRUE(model.FindLink("iiwa_link_6")->collisions.empty());
  EXPECT_TRUE(model.FindLink("iiwa_link_7")->collisions.empty());
  EXPECT_EQ(model.FindLink("iiwa_link_5")->collisions.size(), 1u);
  ASSERT_EQ(warnings_.size(), 2u)
      << fmt::format("{}", fmt::join(warnings_, "\n"));
  EXPECT_THAT(warnings_[0],
              MatchesRegex(".*iiwa14_primitive_collision.urdf:294: warning: "
                           "link 'iiwa_link_6': the mesh "
                           "'package://drake_models/.*collision/link_6.obj' "
                           "cannot be resolved .*which does not exist.*; the "
                           "geometry is skipped"));
  // The collision shapes are primitives.
  EXPECT_EQ(model.FindLink("iiwa_link_0")->collisions[0].geometry.type,
            ParsedGeometry::Type::kCylinder);
}

TEST_F(UrdfReaderTest, OtherShippedModels) {
  for (const char* path :
       {"drake/examples/acrobot/Acrobot_no_collision.urdf",
        "drake/examples/pendulum/Pendulum.urdf",
        "drake/multibody/benchmarks/acrobot/acrobot.urdf",
        "drake/multibody/benchmarks/acrobot/double_pendulum.urdf",
        "drake/multibody/benchmarks/free_body/uniform_solid_cylinder.urdf",
        "drake/multibody/benchmarks/kuka_iiwa_robot/kuka_iiwa_robot.urdf",
        "drake/multibody/models/box.urdf",
        "drake/manipulation/models/iiwa_description/urdf/"
        "iiwa14_no_collision.urdf"}) {
    SCOPED_TRACE(path);
    errors_.clear();
    const UrdfModel model = ReadFile(FindResourceOrThrow(path));
    EXPECT_TRUE(errors_.empty()) << fmt::format("{}", fmt::join(errors_, "\n"));
    EXPECT_FALSE(model.name.empty());
    EXPECT_FALSE(model.links.empty());
  }
}

TEST_F(UrdfReaderTest, PendulumWorldLinkInertiaIgnored) {
  // Pendulum.urdf gives the world link an inertia that violates the
  // triangle inequality (ixx=0.01, iyy=izz=0); the world's inertia is
  // meaningless and is dropped without complaint.
  const UrdfModel model =
      ReadFile(FindResourceOrThrow("drake/examples/pendulum/Pendulum.urdf"));
  EXPECT_TRUE(errors_.empty());
  const UrdfLink* world = model.FindLink("world");
  ASSERT_NE(world, nullptr);
  EXPECT_FALSE(world->inertial.has_value());
  // The arm: a 0.5 kg point mass 0.5 m below the joint.
  const UrdfLink* arm = model.FindLink("arm");
  ASSERT_NE(arm, nullptr);
  EXPECT_EQ(arm->inertial->mass, 0.5);
  EXPECT_EQ(arm->inertial->X_BBcm.translation(), Eigen::Vector3d(0, 0, -0.5));
  EXPECT_EQ(arm->visuals[0].material->name, "red");
  // The visual refers to the robot-level material "red" = (.9, .1, 0, 1).
  EXPECT_EQ(*arm->visuals[0].material->rgba, Eigen::Vector4d(.9, .1, 0, 1));
}

TEST_F(UrdfReaderTest, DoublePendulumFrames) {
  const UrdfModel model = ReadFile(FindResourceOrThrow(
      "drake/multibody/benchmarks/acrobot/double_pendulum.urdf"));
  EXPECT_TRUE(errors_.empty());
  ASSERT_EQ(model.frames.size(), 4u);
  const UrdfFrame& frame = model.frames[0];
  EXPECT_EQ(frame.name, "frame_on_link1");
  EXPECT_EQ(frame.link, "link1");
  // rpy = (-1, 0.1, 0.2): compare with the rotation built independently
  // from the three elementary rotations R = Rz(yaw) Ry(pitch) Rx(roll).
  const Eigen::Matrix3d R_expected =
      (Eigen::AngleAxisd(0.2, Eigen::Vector3d::UnitZ()) *
       Eigen::AngleAxisd(0.1, Eigen::Vector3d::UnitY()) *
       Eigen::AngleAxisd(-1.0, Eigen::Vector3d::UnitX()))
          .toRotationMatrix();
  // A handful of roundings in each product; 1e-15 is a few ulps of 1.
  EXPECT_TRUE(frame.X_LF.rotation().matrix().isApprox(R_expected, 1e-15));
  EXPECT_EQ(frame.X_LF.translation(), Eigen::Vector3d(0.8, -0.2, 0.3));
}

TEST_F(UrdfReaderTest, JointParsingFixture) {
  const UrdfModel model = ReadFile(FindResourceOrThrow(
      "drake/multibody/parsing/test/urdf_parser_test/joint_parsing_test.urdf"));
  // The two curvilinear joints are not supported yet: an error each.
  ASSERT_EQ(errors_.size(), 2u);
  EXPECT_THAT(errors_[0],
              MatchesRegex(".*joint_parsing_test.urdf:1[0-9][0-9]: error: "
                           "joint 'curvilinear_periodic' has the type "
                           "'curvilinear', which is not supported yet"));
  const UrdfJoint* revolute = model.FindJoint("revolute_joint");
  ASSERT_NE(revolute, nullptr);
  EXPECT_EQ(revolute->lower, -1.0);
  EXPECT_EQ(revolute->upper, 2.0);
  EXPECT_EQ(revolute->effort, 100.0);
  EXPECT_EQ(revolute->velocity, 100.0);
  EXPECT_EQ(revolute->acceleration, 200.0);
  const UrdfJoint* prismatic = model.FindJoint("prismatic_joint");
  EXPECT_EQ(prismatic->type, UrdfJoint::Type::kPrismatic);
  EXPECT_EQ(prismatic->effort, 0.0);
  EXPECT_EQ(prismatic->lower, -2.0);
  EXPECT_EQ(model.FindJoint("ball_joint")->type, UrdfJoint::Type::kBall);
  EXPECT_EQ(model.FindJoint("universal_joint")->type,
            UrdfJoint::Type::kUniversal);
  const UrdfJoint* planar = model.FindJoint("planar_joint");
  EXPECT_EQ(planar->type, UrdfJoint::Type::kPlanar);
  EXPECT_EQ(planar->damping, Eigen::Vector3d(0.1, 0.1, 0.1));
  const UrdfJoint* screw = model.FindJoint("screw_joint");
  EXPECT_EQ(screw->type, UrdfJoint::Type::kScrew);
  EXPECT_EQ(screw->screw_thread_pitch, 0.04);
  EXPECT_EQ(screw->axis, Eigen::Vector3d(1, 0, 0));
  const UrdfJoint* no_limits = model.FindJoint("revolute_joint_no_limits");
  EXPECT_TRUE(std::isinf(no_limits->upper));
  const UrdfJoint* mimic =
      model.FindJoint("revolute_joint_with_mimic_forward_reference");
  ASSERT_TRUE(mimic->mimic.has_value());
  EXPECT_EQ(mimic->mimic->joint, "revolute_joint_to_mimic");
  EXPECT_EQ(mimic->mimic->multiplier, 1.23);
  EXPECT_EQ(mimic->mimic->offset, 4.56);
  EXPECT_EQ(model.transmissions.size(), 3u);
}

TEST_F(UrdfReaderTest, JointTagMismatchFixtures) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReadUrdf(DataSource::FromFilename(FindResourceOrThrow(
                   "drake/multibody/parsing/test/urdf_parser_test/"
                   "joint_parsing_test_tag_mismatch_1.urdf")),
               package_map_, DiagnosticPolicy()),
      ".*joint_parsing_test_tag_mismatch_1.urdf:5: error: joint 'fixed_joint' "
      "has the standard type 'fixed' and must be written as <joint>, not "
      "<drake:joint>");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReadUrdf(DataSource::FromFilename(FindResourceOrThrow(
                   "drake/multibody/parsing/test/urdf_parser_test/"
                   "joint_parsing_test_tag_mismatch_2.urdf")),
               package_map_, DiagnosticPolicy()),
      ".*joint_parsing_test_tag_mismatch_2.urdf:[0-9]+: error: joint '.*' has "
      "the Drake-specific type '.*' and must be written as <drake:joint>");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReadUrdf(DataSource::FromFilename(FindResourceOrThrow(
                   "drake/multibody/parsing/test/urdf_parser_test/"
                   "joint_parsing_test_missing_screw_thread_pitch.urdf")),
               package_map_, DiagnosticPolicy()),
      ".*missing_screw_thread_pitch.urdf:5: error: joint 'screw_joint': a "
      "screw joint needs a <drake:screw_thread_pitch value=...> element");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReadUrdf(DataSource::FromFilename(FindResourceOrThrow(
                   "drake/multibody/parsing/test/urdf_parser_test/"
                   "joint_parsing_test_missing_screw_thread_pitch_attribute."
                   "urdf")),
               package_map_, DiagnosticPolicy()),
      ".*missing_screw_thread_pitch_attribute.urdf:[0-9]+: error: joint "
      "'screw_joint': <drake:screw_thread_pitch> is missing the required "
      "attribute 'value'");
}

TEST_F(UrdfReaderTest, MaterialFixtures) {
  const std::string dir = "drake/multibody/parsing/test/urdf_parser_test/";
  ReadFile(FindResourceOrThrow(dir + "conflicting_materials.urdf"));
  EXPECT_THAT(OnlyError(),
              MatchesRegex(".*conflicting_materials.urdf:6: error: material "
                           "'brown' is defined twice with different "
                           "properties \\(first at line 3\\)"));
  errors_.clear();
  for (const char* name :
       {"duplicate_materials.urdf", "non_conflicting_materials_1.urdf",
        "non_conflicting_materials_3.urdf",
        "duplicate_but_same_materials_with_texture.urdf"}) {
    SCOPED_TRACE(name);
    ReadFile(FindResourceOrThrow(dir + name));
    EXPECT_TRUE(errors_.empty()) << fmt::format("{}", fmt::join(errors_, "\n"));
  }
  const UrdfModel model =
      ReadFile(FindResourceOrThrow(dir + "non_conflicting_materials_1.urdf"));
  const UrdfLink& link = model.links[0];
  ASSERT_EQ(link.visuals.size(), 4u);
  EXPECT_EQ(link.visuals[1].geometry.type, ParsedGeometry::Type::kCapsule);
  EXPECT_EQ(link.visuals[1].geometry.length, 0.5);
  EXPECT_EQ(*link.visuals[2].material->texture_filename, "empty.png");
  EXPECT_FALSE(link.visuals[2].material->rgba.has_value());
  EXPECT_EQ(*link.visuals[3].material->rgba, Eigen::Vector4d(0, 1, 0, 1));
}

TEST_F(UrdfReaderTest, CollisionFilterGroupFixture) {
  const UrdfModel model = ReadFile(
      FindResourceOrThrow("drake/multibody/parsing/test/urdf_parser_test/"
                          "collision_filter_group_parsing_test.urdf"));
  EXPECT_TRUE(errors_.empty());
  ASSERT_EQ(model.collision_filter_groups.size(), 8u);
  const UrdfCollisionFilterGroup& ignored = model.collision_filter_groups[2];
  EXPECT_EQ(ignored.name, "group_link24");
  EXPECT_TRUE(ignored.ignore);
  const UrdfCollisionFilterGroup& groups = model.collision_filter_groups[7];
  EXPECT_EQ(groups.member_groups,
            (std::vector<std::string>{"group_link78", "group_link910"}));
  const UrdfCollisionFilterGroup& many = model.collision_filter_groups[4];
  EXPECT_EQ(
      many.ignored_groups,
      (std::vector<std::string>{"group_link56", "group_link3", "group_link2"}));
}

TEST_F(UrdfReaderTest, ShapesAndProximity) {
  // Mesh geometry needs a file that exists (else it is skipped, see
  // MeshResolution); its content is not read here.
  const std::string mesh =
      (fs::path(::testing::TempDir()) / "shapes_and_proximity.obj").string();
  std::ofstream(mesh) << "v 0 0 0\n";
  const UrdfModel model = ReadStringOrThrow(Robot(fmt::format(R"""(
  <link name="body">
    <collision name="c1">
      <origin xyz="1 2 3" rpy="0 0 0"/>
      <geometry><drake:ellipsoid a="1" b="2" c="3"/></geometry>
      <drake:proximity_properties>
        <drake:compliant_hydroelastic/>
        <drake:hydroelastic_modulus value="5e7"/>
        <drake:mesh_resolution_hint value="0.1"/>
        <drake:hunt_crossley_dissipation value="1.25"/>
        <drake:mu_dynamic value="0.4"/>
        <drake:mu_static value="0.5"/>
        <drake:relaxation_time value="0.01"/>
        <drake:point_contact_stiffness value="1e5"/>
      </drake:proximity_properties>
    </collision>
    <collision><geometry><drake:capsule radius="0.1" length="0.4"/></geometry></collision>
    <collision><geometry><sphere radius="0.3"/></geometry></collision>
    <visual><geometry><box size="1 2 3"/></geometry></visual>
    <visual>
      <geometry>
        <mesh filename="file://{0}" scale="2"><drake:declare_convex/></mesh>
      </geometry>
    </visual>
    <visual><geometry><mesh filename="{0}" scale="1 2 3"/></geometry></visual>
  </link>
)""",
                                                              mesh)));
  const UrdfLink& link = model.links.at(0);
  ASSERT_EQ(link.collisions.size(), 3u);
  const ParsedCollision& c1 = link.collisions[0];
  EXPECT_EQ(c1.name, "c1");
  EXPECT_EQ(c1.X_BG.translation(), Eigen::Vector3d(1, 2, 3));
  EXPECT_EQ(c1.geometry.type, ParsedGeometry::Type::kEllipsoid);
  EXPECT_EQ(c1.geometry.semi_axes, Eigen::Vector3d(1, 2, 3));
  EXPECT_TRUE(c1.proximity.compliant_hydroelastic);
  EXPECT_FALSE(c1.proximity.rigid_hydroelastic);
  EXPECT_EQ(c1.proximity.hydroelastic_modulus, 5e7);
  EXPECT_EQ(c1.proximity.mesh_resolution_hint, 0.1);
  EXPECT_EQ(c1.proximity.hunt_crossley_dissipation, 1.25);
  EXPECT_EQ(c1.proximity.mu_dynamic, 0.4);
  EXPECT_EQ(c1.proximity.mu_static, 0.5);
  EXPECT_EQ(c1.proximity.relaxation_time, 0.01);
  EXPECT_EQ(c1.proximity.point_contact_stiffness, 1e5);
  EXPECT_EQ(link.collisions[1].geometry.type, ParsedGeometry::Type::kCapsule);
  EXPECT_EQ(link.collisions[1].geometry.radius, 0.1);
  EXPECT_EQ(link.collisions[2].geometry.radius, 0.3);
  ASSERT_EQ(link.visuals.size(), 3u);
  EXPECT_EQ(link.visuals[0].geometry.size, Eigen::Vector3d(1, 2, 3));
  EXPECT_EQ(link.visuals[1].geometry.mesh_scale, Eigen::Vector3d(2, 2, 2));
  EXPECT_TRUE(link.visuals[1].geometry.mesh_declared_convex);
  EXPECT_EQ(link.visuals[2].geometry.mesh_scale, Eigen::Vector3d(1, 2, 3));
}

TEST_F(UrdfReaderTest, MeshResolution) {
  // A mesh next to a URDF file resolves relative to the file, and through
  // package:// with the package map.
  const fs::path dir = fs::temp_directory_path() /
                       fmt::format("urdf_reader_test_{}", ::getpid());
  fs::create_directories(dir / "meshes");
  std::ofstream(dir / "meshes" / "part.obj") << "v 0 0 0\n";
  std::ofstream(dir / "package.xml")
      << "<package><name>test_pkg</name></package>";
  std::ofstream(dir / "robot.urdf") << Robot(R"""(
  <link name="a">
    <visual><geometry><mesh filename="meshes/part.obj"/></geometry></visual>
    <visual><geometry><mesh filename="package://test_pkg/meshes/part.obj"/></geometry></visual>
    <visual><geometry><mesh filename="meshes/absent.obj"/></geometry></visual>
    <collision><geometry><mesh filename="package://nowhere/c.obj"/></geometry></collision>
    <collision><geometry><sphere radius="0.1"/></geometry></collision>
  </link>
)""");
  package_map_.AddPackageXml((dir / "package.xml").string());
  const UrdfModel model = ReadFile((dir / "robot.urdf").string());
  // A visual or collision mesh that cannot be resolved is skipped, with a
  // warning; the link keeps its other geometry.
  const auto& visuals = model.links.at(0).visuals;
  ASSERT_EQ(visuals.size(), 2u);
  EXPECT_EQ(*visuals[0].geometry.mesh_resolved_path,
            (dir / "meshes" / "part.obj").string());
  EXPECT_EQ(*visuals[1].geometry.mesh_resolved_path,
            (dir / "meshes" / "part.obj").string());
  const auto& collisions = model.links.at(0).collisions;
  ASSERT_EQ(collisions.size(), 1u);
  EXPECT_EQ(collisions[0].geometry.type, ParsedGeometry::Type::kSphere);
  ASSERT_EQ(warnings_.size(), 2u);
  EXPECT_THAT(warnings_[0],
              MatchesRegex(".*robot.urdf:7: warning: link 'a': the mesh "
                           "'meshes/absent.obj' cannot be resolved.*; the "
                           "geometry is skipped"));
  EXPECT_THAT(warnings_[1],
              MatchesRegex(".*robot.urdf:8: warning: link 'a': the mesh "
                           "'package://nowhere/c.obj' cannot be resolved.*; "
                           "the geometry is skipped"));
  fs::remove_all(dir);
}

TEST_F(UrdfReaderTest, Transmissions) {
  const UrdfModel model = ReadStringOrThrow(Robot(Link("a") + Link("b") + R"""(
  <joint name="j" type="revolute">
    <parent link="a"/><child link="b"/><axis xyz="0 0 2"/>
    <limit lower="-1" upper="1" effort="10" velocity="3"/>
  </joint>
  <transmission type="SimpleTransmission" name="t">
    <joint name="j"/>
    <actuator name="motor">
      <drake:rotor_inertia value="0.5"/>
      <drake:gear_ratio value="20"/>
      <drake:controller_gains p="100" d="10"/>
    </actuator>
  </transmission>
)"""));
  ASSERT_EQ(model.transmissions.size(), 1u);
  const UrdfTransmission& t = model.transmissions[0];
  EXPECT_EQ(t.joint, "j");
  EXPECT_EQ(t.actuator, "motor");
  EXPECT_EQ(t.rotor_inertia, 0.5);
  EXPECT_EQ(t.gear_ratio, 20.0);
  EXPECT_EQ(t.proportional_gain, 100.0);
  EXPECT_EQ(t.derivative_gain, 10.0);
  // The axis is normalized.
  EXPECT_EQ(model.joints[0].axis, Eigen::Vector3d(0, 0, 1));
}

TEST_F(UrdfReaderTest, HugeAxisIsNormalized) {
  // |axis|² overflows a double; the axis must still come out as a unit
  // vector (found by the parser fuzz test).
  const UrdfModel model = ReadStringOrThrow(
      Robot(Link("a") + Link("b") +
            "  <joint name=\"j\" type=\"revolute\"><parent link=\"a\"/>"
            "<child link=\"b\"/><axis xyz=\"1e308 1e308 0\"/></joint>\n"));
  const double half_sqrt2 = std::sqrt(0.5);
  // The scaling in stableNorm rounds; a few ulps.
  EXPECT_TRUE(model.joints.at(0).axis.isApprox(
      Eigen::Vector3d(half_sqrt2, half_sqrt2, 0), 1e-15));
}

// ---- bad input: one error each, naming the element and the line ----------

TEST_F(UrdfReaderTest, MalformedXml) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReadStringOrThrow("<robot name=\"r\">\n  <link name=\"a\">\n</robot>"),
      "<literal-string>.urdf:2: error: Failed to parse XML: .*");
  DRAKE_EXPECT_THROWS_MESSAGE(ReadStringOrThrow(""),
                              "<literal-string>.urdf: error: Failed to parse "
                              "XML: .*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReadUrdf(DataSource::FromFilename("/no/such/robot.urdf"), package_map_,
               DiagnosticPolicy()),
      "/no/such/robot.urdf: error: Failed to parse XML: .*");
}

TEST_F(UrdfReaderTest, MissingRobot) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReadStringOrThrow("<?xml version=\"1.0\"?>\n<sdf/>"),
      "<literal-string>.urdf:2: error: URDF does not contain a <robot> "
      "element \\(the root is <sdf>\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReadStringOrThrow("<robot>\n</robot>"),
      "<literal-string>.urdf:1: error: <robot> must have a non-empty 'name' "
      "attribute");
}

TEST_F(UrdfReaderTest, MissingMassWarns) {
  const UrdfModel model = ReadString(
      Robot("  <link name=\"a\">\n    <inertial><inertia ixx=\"1\" iyy=\"1\" "
            "izz=\"1\"/></inertial>\n  </link>\n"));
  EXPECT_TRUE(errors_.empty());
  ASSERT_EQ(warnings_.size(), 1u);
  EXPECT_EQ(warnings_[0],
            "<literal-string>.urdf:4: warning: link 'a': <inertial> has no "
            "<mass>; using mass 0");
  EXPECT_EQ(model.links[0].inertial->mass, 0.0);
  // A <mass> without its value is an error.
  ReadString(Robot("  <link name=\"b\"><inertial><mass/></inertial></link>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:3: error: link 'b': <mass> is missing the "
            "required attribute 'value'");
}

TEST_F(UrdfReaderTest, NegativeMass) {
  ReadString(Robot(
      "  <link name=\"heavy\">\n    <inertial>\n      <mass value=\"-2\"/>\n"
      "    </inertial>\n  </link>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:5: error: link 'heavy' has a negative mass "
            "(-2 kg)");
}

TEST_F(UrdfReaderTest, NonPhysicalInertia) {
  // Moments 1, 1, 3: 1 + 1 < 3 violates the triangle inequality.
  ReadString(
      Robot("  <link name=\"odd\">\n    <inertial>\n      <mass value=\"1\"/>\n"
            "      <inertia ixx=\"1\" iyy=\"1\" izz=\"3\" ixy=\"0\" ixz=\"0\" "
            "iyz=\"0\"/>\n    </inertial>\n  </link>\n"));
  EXPECT_THAT(OnlyError(),
              MatchesRegex("<literal-string>.urdf:6: error: link 'odd' has a "
                           "non-physical inertia: its principal moments "
                           "violate the triangle inequality \\(ixx=1 iyy=1 "
                           "izz=3 ixy=0 ixz=0 iyz=0; principal moments 1 1 "
                           "3\\)"));
  errors_.clear();
  // A product of inertia so large the matrix is indefinite: eigenvalues of
  // [[1, 2], [2, 1]] are -1 and 3.
  ReadString(Robot(
      "  <link name=\"neg\"><inertial><mass value=\"1\"/><inertia ixx=\"1\" "
      "iyy=\"1\" izz=\"1\" ixy=\"2\"/></inertial></link>\n"));
  EXPECT_THAT(OnlyError(),
              MatchesRegex(".*:3: error: link 'neg' has a non-physical "
                           "inertia: its principal moments are not all "
                           "non-negative .*"));
  errors_.clear();
  // A thin rod (moments 0, 1, 1) is physical: 0 + 1 >= 1 exactly.
  ReadString(Robot(
      "  <link name=\"rod\"><inertial><mass value=\"1\"/><inertia ixx=\"0\" "
      "iyy=\"1\" izz=\"1\"/></inertial></link>\n"));
  EXPECT_TRUE(errors_.empty());
}

TEST_F(UrdfReaderTest, MalformedNumbers) {
  ReadString(
      Robot(Link("a") + Link("b") +
            "  <joint name=\"j\" type=\"revolute\">\n    <parent link=\"a\"/>"
            "<child link=\"b\"/>\n    <origin xyz=\"1 2 x\"/>\n  </joint>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:7: error: joint 'j': attribute 'xyz' of "
            "<origin> must be 3 finite numbers, but is '1 2 x'");
  errors_.clear();
  ReadString(
      Robot("  <link name=\"a\"><inertial><mass value=\"1.5kg\"/></inertial>"
            "</link>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:3: error: link 'a': attribute 'value' of "
            "<mass> must be 1 finite numbers, but is '1.5kg'");
  errors_.clear();
  ReadString(
      Robot("  <link name=\"a\"><visual><geometry><box size=\"1 2\"/>"
            "</geometry></visual></link>\n"));
  EXPECT_THAT(OnlyError(), HasSubstr("attribute 'size' of <box> must be 3"));
  errors_.clear();
  ReadString(
      Robot("  <link name=\"a\"><inertial><mass value=\"nan\"/>"
            "</inertial></link>\n"));
  EXPECT_THAT(OnlyError(), HasSubstr("must be 1 finite numbers, but is 'nan'"));
  errors_.clear();
  ReadString(
      Robot("  <link name=\"a\"><inertial><mass value=\"inf\"/>"
            "</inertial></link>\n"));
  EXPECT_THAT(OnlyError(), HasSubstr("but is 'inf'"));
}

TEST_F(UrdfReaderTest, UnknownJointType) {
  ReadString(Robot(Link("a") + Link("b") +
                   "  <joint name=\"j\" type=\"hinge\">\n    <parent "
                   "link=\"a\"/><child link=\"b\"/>\n  </joint>\n"));
  EXPECT_THAT(OnlyError(),
              MatchesRegex("<literal-string>.urdf:5: error: joint 'j' has the "
                           "unknown type 'hinge'; expected one of revolute, "
                           ".*"));
}

TEST_F(UrdfReaderTest, JointToMissingLink) {
  ReadString(Robot(Link("a") +
                   "  <joint name=\"j\" type=\"fixed\">\n    <parent "
                   "link=\"a\"/><child link=\"ghost\"/>\n  </joint>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:4: error: joint 'j' refers to the child "
            "link 'ghost', which is not defined");
  errors_.clear();
  ReadString(Robot(Link("a") +
                   "  <joint name=\"j\" type=\"fixed\">\n    <parent "
                   "link=\"ghost\"/><child link=\"a\"/>\n  </joint>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:4: error: joint 'j' refers to the parent "
            "link 'ghost', which is not defined");
  errors_.clear();
  ReadString(Robot(Link("a") + "  <joint name=\"j\" type=\"fixed\">\n"
                               "    <parent link=\"a\"/>\n  </joint>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:4: error: joint 'j' is missing its <child> "
            "element");
}

TEST_F(UrdfReaderTest, JointLoop) {
  // a -> b -> c -> a.
  ReadString(
      Robot(Link("a") + Link("b") + Link("c") +
            "  <joint name=\"ab\" type=\"fixed\"><parent link=\"a\"/><child "
            "link=\"b\"/></joint>\n"
            "  <joint name=\"bc\" type=\"fixed\"><parent link=\"b\"/><child "
            "link=\"c\"/></joint>\n"
            "  <joint name=\"ca\" type=\"fixed\"><parent link=\"c\"/><child "
            "link=\"a\"/></joint>\n"));
  EXPECT_THAT(OnlyError(),
              MatchesRegex("<literal-string>.urdf:[678]: error: the joints "
                           "'.*' \\(line [678]\\) -> '.*' \\(line [678]\\) -> "
                           "'.*' \\(line [678]\\) form a loop through the link "
                           "'.'; a URDF model must be a tree"));
  errors_.clear();
  // A link with two parents.
  ReadString(
      Robot(Link("a") + Link("b") + Link("c") +
            "  <joint name=\"ac\" type=\"fixed\"><parent link=\"a\"/><child "
            "link=\"c\"/></joint>\n"
            "  <joint name=\"bc\" type=\"fixed\"><parent link=\"b\"/><child "
            "link=\"c\"/></joint>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:7: error: link 'c' is the child of two "
            "joints, 'ac' (line 6) and 'bc' (line 7); a URDF model must be a "
            "tree");
  errors_.clear();
  ReadString(Robot(Link("a") + "  <joint name=\"aa\" type=\"fixed\"><parent "
                               "link=\"a\"/><child link=\"a\"/></joint>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:4: error: joint 'aa' connects the link 'a' "
            "to itself");
  errors_.clear();
  ReadString(Robot(Link("a") +
                   "  <joint name=\"w\" type=\"fixed\"><parent "
                   "link=\"a\"/><child link=\"world\"/></joint>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:4: error: joint 'w' has the world as its "
            "child link");
}

TEST_F(UrdfReaderTest, Duplicates) {
  ReadString(Robot(Link("a") + Link("a")));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:4: error: link 'a' is defined twice (first "
            "at line 3)");
  errors_.clear();
  ReadString(
      Robot(Link("a") + Link("b") + Link("c") +
            "  <joint name=\"j\" type=\"fixed\"><parent link=\"a\"/><child "
            "link=\"b\"/></joint>\n"
            "  <joint name=\"j\" type=\"fixed\"><parent link=\"a\"/><child "
            "link=\"c\"/></joint>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:7: error: joint 'j' is defined twice (first "
            "at line 6)");
}

TEST_F(UrdfReaderTest, JointValueChecks) {
  const std::string links = Link("a") + Link("b");
  auto joint = [&](const std::string& body) {
    errors_.clear();
    ReadString(Robot(links +
                     "  <joint name=\"j\" type=\"revolute\">"
                     "<parent link=\"a\"/><child link=\"b\"/>" +
                     body + "</joint>\n"));
    return OnlyError();
  };
  EXPECT_EQ(joint("<limit lower=\"1\" upper=\"-1\"/>"),
            "<literal-string>.urdf:5: error: joint 'j': the lower limit (1) "
            "exceeds the upper limit (-1)");
  EXPECT_EQ(joint("<limit effort=\"-3\"/>"),
            "<literal-string>.urdf:5: error: joint 'j': the effort limit must "
            "be non-negative, but is -3");
  EXPECT_EQ(joint("<axis xyz=\"0 0 0\"/>"),
            "<literal-string>.urdf:5: error: joint 'j': the axis '0 0 0' has "
            "(near) zero length");
  EXPECT_EQ(joint("<dynamics damping=\"-0.1\"/>"),
            "<literal-string>.urdf:5: error: joint 'j': the damping '-0.1' "
            "must be non-negative");
  EXPECT_EQ(joint("<dynamics damping=\"1 2 3\"/>"),
            "<literal-string>.urdf:5: error: joint 'j': attribute 'damping' "
            "of <dynamics> must be 1 finite numbers, but is '1 2 3'");
  EXPECT_EQ(joint("<mimic/>"),
            "<literal-string>.urdf:5: error: joint 'j': <mimic> is missing the "
            "required attribute 'joint'");
  EXPECT_EQ(joint("<mimic joint=\"nobody\"/>"),
            "<literal-string>.urdf:5: error: joint 'j' mimics the joint "
            "'nobody', which is not defined");
  // Infinite limits are allowed.
  errors_.clear();
  const UrdfModel model = ReadString(
      Robot(links + "  <joint name=\"j\" type=\"prismatic\">"
                    "<parent link=\"a\"/><child link=\"b\"/>"
                    "<limit lower=\"-inf\" upper=\"2\"/></joint>\n"));
  EXPECT_TRUE(errors_.empty());
  EXPECT_TRUE(std::isinf(model.joints.at(0).lower));
}

TEST_F(UrdfReaderTest, GeometryChecks) {
  auto geometry = [&](const std::string& body) {
    errors_.clear();
    ReadString(Robot("  <link name=\"a\">\n    <collision>" + body +
                     "</collision>\n  </link>\n"));
    return OnlyError();
  };
  EXPECT_EQ(geometry(""),
            "<literal-string>.urdf:4: error: link 'a': <collision> has no "
            "<geometry>");
  EXPECT_EQ(geometry("<geometry/>"),
            "<literal-string>.urdf:4: error: link 'a': <geometry> is empty");
  EXPECT_EQ(
      geometry("<geometry><cone radius=\"1\"/></geometry>"),
      "<literal-string>.urdf:4: error: link 'a': unknown geometry <cone>; "
      "expected box, sphere, cylinder, capsule, drake:capsule, "
      "drake:ellipsoid or mesh");
  EXPECT_EQ(geometry("<geometry><sphere radius=\"-1\"/></geometry>"),
            "<literal-string>.urdf:4: error: link 'a': attribute 'radius' of "
            "<sphere> must be positive, but is -1");
  EXPECT_EQ(geometry("<geometry><cylinder radius=\"1\"/></geometry>"),
            "<literal-string>.urdf:4: error: link 'a': <cylinder> is missing "
            "the required attribute 'length'");
  EXPECT_EQ(geometry("<geometry><box size=\"1 0 1\"/></geometry>"),
            "<literal-string>.urdf:4: error: link 'a': every value of "
            "attribute 'size' of <box> must be positive, but it is '1 0 1'");
  EXPECT_EQ(geometry("<geometry><mesh/></geometry>"),
            "<literal-string>.urdf:4: error: link 'a': <mesh> is missing the "
            "required attribute 'filename'");
  EXPECT_EQ(
      geometry("<geometry><sphere radius=\"1\"/><box size=\"1 1 1\"/>"
               "</geometry>"),
      "<literal-string>.urdf:4: error: link 'a': <geometry> has more than one "
      "shape");
  EXPECT_EQ(geometry("<geometry><sphere radius=\"1\"/></geometry>"
                     "<drake:proximity_properties><drake:rigid_hydroelastic/>"
                     "<drake:compliant_hydroelastic/>"
                     "</drake:proximity_properties>"),
            "<literal-string>.urdf:4: error: link 'a': a geometry cannot be "
            "both rigid and compliant hydroelastic");
  EXPECT_EQ(geometry("<geometry><sphere radius=\"1\"/></geometry>"
                     "<drake:proximity_properties><drake:mu_static "
                     "value=\"-1\"/></drake:proximity_properties>"),
            "<literal-string>.urdf:4: error: link 'a': <drake:mu_static> must "
            "be non-negative, but is -1");
}

TEST_F(UrdfReaderTest, MaterialChecks) {
  ReadString(
      Robot("  <link name=\"a\">\n    <visual><geometry><sphere "
            "radius=\"1\"/></geometry><material name=\"nope\"/>"
            "</visual>\n  </link>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:4: error: link 'a': material 'nope' is used "
            "but not defined (it has no color or texture and the robot has no "
            "material of that name)");
  errors_.clear();
  ReadString(
      Robot("  <material name=\"m\"><color rgba=\"1 0 0 1\"/>"
            "</material>\n  <link name=\"a\">\n    <visual><geometry>"
            "<sphere radius=\"1\"/></geometry><material name=\"m\">"
            "<color rgba=\"0 1 0 1\"/></material></visual>\n"
            "  </link>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:5: error: link 'a': material 'm' conflicts "
            "with the robot's material of the same name (line 3)");
  errors_.clear();
  ReadString(
      Robot("  <material name=\"m\"><color rgba=\"2 0 0 1\"/>"
            "</material>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:3: error: robot 'test_robot': material "
            "'m': every rgba value must lie in [0, 1], but rgba is '2 0 0 1'");
}

TEST_F(UrdfReaderTest, TransmissionChecks) {
  const std::string base =
      Link("a") + Link("b") +
      "  <joint name=\"weld\" type=\"fixed\"><parent link=\"a\"/>"
      "<child link=\"b\"/></joint>\n";
  auto transmission = [&](const std::string& body) {
    errors_.clear();
    warnings_.clear();
    ReadString(Robot(base + "  <transmission name=\"t\">" + body +
                     "</transmission>\n"));
  };
  transmission(
      "<type>SimpleTransmission</type><joint name=\"ghost\"/>"
      "<actuator name=\"m\"/>");
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:6: error: transmission 't' refers to the "
            "joint 'ghost', which is not defined");
  transmission(
      "<type>SimpleTransmission</type><joint name=\"weld\"/>"
      "<actuator name=\"m\"/>");
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:6: error: transmission 't' actuates the "
            "joint 'weld', which is fixed");
  transmission("<joint name=\"weld\"/><actuator name=\"m\"/>");
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:6: error: transmission 't' has no type (a "
            "'type' attribute or a <type> element)");
  transmission("<type>DifferentialTransmission</type>");
  EXPECT_TRUE(errors_.empty());
  ASSERT_EQ(warnings_.size(), 1u);
  EXPECT_EQ(warnings_[0],
            "<literal-string>.urdf:6: warning: transmission 't' has the type "
            "'DifferentialTransmission'; only SimpleTransmission is "
            "supported, so it is ignored");
  transmission("<type>SimpleTransmission</type><joint name=\"weld\"/>");
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:6: error: transmission 't' is missing its "
            "<actuator> element");
}

TEST_F(UrdfReaderTest, FrameAndGroupChecks) {
  ReadString(Robot(Link("a") + "  <frame name=\"f\" link=\"ghost\"/>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:4: error: frame 'f' is attached to the link "
            "'ghost', which is not defined");
  errors_.clear();
  ReadString(Robot(Link("a") + "  <drake:collision_filter_group name=\"g\">\n"
                               "    <drake:member link=\"ghost\"/>\n"
                               "  </drake:collision_filter_group>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:5: error: collision filter group 'g' has "
            "the member link 'ghost', which is not defined");
  errors_.clear();
  ReadString(Robot(Link("a") +
                   "  <drake:collision_filter_group name=\"g\">\n"
                   "    <drake:ignored_collision_filter_group name=\"h\"/>\n"
                   "  </drake:collision_filter_group>\n"));
  EXPECT_EQ(OnlyError(),
            "<literal-string>.urdf:4: error: collision filter group 'g' refers "
            "to the group 'h', which is not defined");
}

TEST_F(UrdfReaderTest, UnsupportedElementsWarn) {
  const std::string text =
      Robot(Link("a") + Link("b") +
            "  <joint name=\"j\" type=\"revolute\"><parent link=\"a\"/>"
            "<child link=\"b\"/>\n    <calibration rising=\"0\"/>\n"
            "    <dynamics friction=\"0.3\"/>\n  </joint>\n"
            "  <loop_joint name=\"l\"/>\n");
  const UrdfModel model = ReadString(text);
  EXPECT_TRUE(errors_.empty());
  ASSERT_EQ(warnings_.size(), 3u);
  // The joint's values are checked before its unknown children.
  EXPECT_EQ(warnings_[0],
            "<literal-string>.urdf:7: warning: joint 'j': joint friction (0.3) "
            "is not supported and is ignored");
  EXPECT_EQ(warnings_[1],
            "<literal-string>.urdf:6: warning: joint 'j': ignoring the "
            "unsupported element <calibration>");
  EXPECT_EQ(warnings_[2],
            "<literal-string>.urdf:9: warning: robot 'test_robot': ignoring "
            "the unsupported element <loop_joint>");
  EXPECT_EQ(model.joints.size(), 1u);

  // Strict mode: the same text fails at the first warning.
  DiagnosticPolicy strict;
  strict.SetActionForWarnings(&DiagnosticPolicy::ErrorDefaultAction);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReadUrdf(DataSource::FromContents(text), package_map_, strict),
      "<literal-string>.urdf:7: error: joint 'j': joint friction \\(0.3\\) is "
      "not supported and is ignored");
}

TEST_F(UrdfReaderTest, ErrorsThatReturnDoNotCrash) {
  // With a policy whose error action returns, every problem is reported and
  // the rest is read.
  const UrdfModel model = ReadString(Robot(
      Link("a") + Link("a") + Link("b") +
      "  <link name=\"c\"><inertial><mass value=\"-1\"/></inertial></link>\n"
      "  <joint name=\"j\" type=\"bogus\"><parent link=\"a\"/><child "
      "link=\"b\"/></joint>\n"
      "  <joint name=\"k\" type=\"fixed\"><parent link=\"a\"/><child "
      "link=\"b\"/></joint>\n"
      "  <joint name=\"m\" type=\"fixed\"><parent link=\"a\"/><child "
      "link=\"zz\"/></joint>\n"));
  EXPECT_EQ(errors_.size(), 4u);
  EXPECT_EQ(model.links.size(), 3u);  // a, b and c (without its inertial)
  ASSERT_EQ(model.joints.size(), 1u);
  EXPECT_EQ(model.joints[0].name, "k");
}

}  // namespace detail_urdf_reader_test
}  // namespace internal
}  // namespace multibody
}  // namespace drake
