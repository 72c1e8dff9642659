// The MuJoCo MJCF parser: the benchmark anchors (MuJoCo's humanoid and a
// box stack) load with the masses, inertias, joints, limits, actuators and
// default poses that MuJoCo's rules give (computed by hand below from the
// file's numbers); a body with several joints moves as MuJoCo composes them;
// the humanoid's mass matrix is symmetric positive definite and agrees with
// the one from inverse dynamics; default classes inherit; every orientation
// form; and each error names the file and line.

#include "drake/multibody/parsing/detail_mujoco_parser.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/text_logging.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/rgba.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/parsing/detail_pending_geometry.h"
#include "drake/multibody/parsing/parser.h"

namespace drake {
namespace multibody {
namespace detail_mujoco_parser_test {

using drake::internal::DiagnosticDetail;
using drake::internal::DiagnosticPolicy;
using Eigen::AngleAxisd;
using Eigen::Vector3d;
using math::RigidTransformd;
using math::RotationMatrixd;

// Masses and inertias are sums of a few products of the file's decimals; the
// hand computations below use other groupings: a few ulps, 1e-12 relative.
constexpr double kRelative = 1e-12;
// Poses compose a handful of rotations and translations of size ~1 m.
constexpr double kPose = 1e-13;

std::string Fixture(const std::string& name) {
  return std::string(MALLARD_TEST_SOURCE_DIR) +
         "/../multibody/parsing/test/mujoco_parser_test/" + name;
}

std::vector<ModelInstanceIndex> AddXml(MultibodyPlant<double>* plant,
                                       const std::string& text,
                                       bool strict = false) {
  Parser parser(plant);
  if (strict) parser.SetStrictParsing();
  return parser.AddModelsFromString(text, "xml");
}

// Closed forms at density 1000 kg/m³ (MuJoCo's default).
double SphereMass(double r) { return 1000 * 4.0 / 3.0 * M_PI * r * r * r; }
// A cylinder of radius r and length L capped by two hemispheres.
double CapsuleMass(double r, double L) {
  return 1000 * (M_PI * r * r * L + 4.0 / 3.0 * M_PI * r * r * r);
}

void ExpectRelative(double actual, double expected, double tolerance) {
  EXPECT_NEAR(actual, expected, tolerance * std::abs(expected));
}

// ---------------------------------------------------------------------------
// MuJoCo's humanoid (rigid variant).

class HumanoidTest : public ::testing::Test {
 protected:
  void SetUp() override {
    Parser parser(&plant_);
    const std::vector<ModelInstanceIndex> instances =
        parser.AddModels(Fixture("humanoid_rigid.xml"));
    ASSERT_EQ(instances.size(), 1u);
    instance_ = instances[0];
    plant_.Finalize();
    context_ = plant_.CreateDefaultContext();
  }
  void TearDown() override { internal::ClearPendingGeometry(plant_); }

  const RigidBody<double>& Body(const std::string& name) const {
    return plant_.GetBodyByName(name, instance_);
  }

  MultibodyPlant<double> plant_{0.0};
  ModelInstanceIndex instance_;
  std::unique_ptr<systems::Context<double>> context_;
};

TEST_F(HumanoidTest, Sizes) {
  EXPECT_EQ(plant_.GetModelInstanceName(instance_), "Humanoid");
  // A free joint (7 q, 6 v) and 21 hinges.
  EXPECT_EQ(plant_.num_positions(), 28);
  EXPECT_EQ(plant_.num_velocities(), 27);
  int revolute = 0, floating = 0, weld = 0;
  for (JointIndex index : plant_.GetJointIndices(instance_)) {
    const std::string& type = plant_.get_joint(index).type_name();
    revolute += type == "revolute";
    floating += type == "quaternion_floating";
    weld += type == "weld";
  }
  EXPECT_EQ(revolute, 21);
  EXPECT_EQ(floating, 1);
  // head, right_hand and left_hand have no joint: welded to their parents.
  EXPECT_EQ(weld, 3);
  EXPECT_EQ(revolute + floating, 22);
  // 16 bodies plus one massless body per extra joint: lower_waist 1,
  // right_thigh 2, right_foot 1, left_thigh 2, left_foot 1, each upper arm 1.
  EXPECT_EQ(plant_.num_bodies(), 1 + 16 + 9);
  EXPECT_EQ(Body("right_thigh0").default_mass(), 0.0);
  EXPECT_EQ(Body("right_thigh1").default_mass(), 0.0);
  // The free joint leaves the torso floating (the joint is named after the
  // body, as Drake's parser does).
  EXPECT_TRUE(Body("torso").is_floating());
  EXPECT_EQ(plant_.num_actuators(), 21);
  // <option gravity> is absent: the plant's default.
  EXPECT_EQ(plant_.gravity_field().gravity_vector(), Vector3d(0, 0, -9.81));
}

TEST_F(HumanoidTest, MassesFromGeoms) {
  // head: a sphere of radius 0.09 at its origin, so I = 2/5 m r².
  const double head = SphereMass(0.09);
  ExpectRelative(Body("head").default_mass(), head, kRelative);
  const SpatialInertia<double> M_head = Body("head").default_spatial_inertia();
  EXPECT_NEAR(M_head.get_com().norm(), 0.0, 1e-15);
  ExpectRelative(M_head.CalcRotationalInertia().get_moments()(0),
                 0.4 * head * 0.09 * 0.09, kRelative);
  // torso: capsules "torso" (r 0.07, fromto length 0.14) and "upper_waist"
  // (r 0.06, length 0.12).
  const double torso = CapsuleMass(0.07, 0.14) + CapsuleMass(0.06, 0.12);
  ExpectRelative(Body("torso").default_mass(), torso, kRelative);
  // Its center of mass: torso's at the origin, upper_waist's at
  // (-0.01, 0, -0.12).
  const double upper_waist = CapsuleMass(0.06, 0.12);
  const Vector3d com = Body("torso").default_spatial_inertia().get_com();
  EXPECT_NEAR(com.x(), -0.01 * upper_waist / torso, 1e-15);
  EXPECT_NEAR(com.z(), -0.12 * upper_waist / torso, 1e-15);
  // right_upper_arm: r 0.04 along (0.16, -0.16, -0.16) (size's half length
  // is ignored with fromto), center of mass at the midpoint.
  const double arm = CapsuleMass(0.04, 0.16 * std::sqrt(3.0));
  ExpectRelative(Body("right_upper_arm").default_mass(), arm, kRelative);
  EXPECT_TRUE(Body("right_upper_arm")
                  .default_spatial_inertia()
                  .get_com()
                  .isApprox(Vector3d(0.08, -0.08, -0.08), 1e-14));
  // The upper arm's moment about its capsule axis u, at the center of mass:
  // m (r² L/2 + 8/15 r³) / (L + 4/3 r) (cylinder r²/2, spheres 2/5 r²,
  // weighted by volume).
  const double r = 0.04, L = 0.16 * std::sqrt(3.0);
  const double axial =
      arm * (r * r * L / 2 + 4.0 / 3.0 * r * 0.4 * r * r) / (L + 4.0 / 3.0 * r);
  const Vector3d u = Vector3d(1, -1, -1).normalized();
  const SpatialInertia<double> M_arm_com =
      Body("right_upper_arm").default_spatial_inertia().ShiftToCenterOfMass();
  ExpectRelative(
      u.dot(M_arm_com.CalcRotationalInertia().CopyToFullMatrix3() * u), axial,
      kRelative);

  // Total: every geom of every body, density 1000.
  const double foot = CapsuleMass(0.027, std::hypot(0.21, 0.02));
  const double total =
      torso + head + CapsuleMass(0.06, 0.12) /* lower_waist */ +
      CapsuleMass(0.09, 0.14) /* butt */ +
      2 * (CapsuleMass(0.06, std::hypot(0.01, 0.34)) /* thigh */ +
           CapsuleMass(0.049, 0.3) /* shin */ + 2 * foot + arm /* upper arm */ +
           CapsuleMass(0.031, 0.16 * std::sqrt(3.0)) /* lower arm */ +
           SphereMass(0.04) /* hand */);
  double sum = 0;
  for (BodyIndex index : plant_.GetBodyIndices(instance_)) {
    sum += plant_.get_body(index).default_mass();
  }
  ExpectRelative(sum, total, kRelative);
}

TEST_F(HumanoidTest, JointsAndActuators) {
  // right_knee: axis (0, -1, 0), range -160..2 degrees (compiler default).
  const auto& knee = plant_.GetJointByName<RevoluteJoint>("right_knee");
  EXPECT_EQ(knee.revolute_axis(), Vector3d(0, -1, 0));
  EXPECT_DOUBLE_EQ(knee.position_lower_limits()(0), -160 * M_PI / 180);
  EXPECT_DOUBLE_EQ(knee.position_upper_limits()(0), 2 * M_PI / 180);
  EXPECT_EQ(knee.default_damping_vector()(0), 0.0);
  // right_shoulder1: axis "2 1 1", normalized.
  const auto& shoulder =
      plant_.GetJointByName<RevoluteJoint>("right_shoulder1");
  EXPECT_TRUE(shoulder.revolute_axis().isApprox(
      Vector3d(2, 1, 1) / std::sqrt(6.0), 1e-15));
  // Motors: effort limit 1 from the default class's ctrlrange "-1 1", gear
  // ratio from gear, rotor inertia armature / gear² = 0.
  const JointActuator<double>& hip =
      plant_.GetJointActuatorByName("right_hip_y");
  EXPECT_EQ(hip.joint().name(), "right_hip_y");
  EXPECT_EQ(hip.effort_limit(), 1.0);
  EXPECT_EQ(hip.default_gear_ratio(), 120.0);
  EXPECT_EQ(hip.default_rotor_inertia(), 0.0);
  EXPECT_FALSE(hip.has_controller());
}

TEST_F(HumanoidTest, DefaultPose) {
  // The torso starts at (0, 0, 1.5).
  const RigidTransformd& X_WT =
      plant_.EvalBodyPoseInWorld(*context_, Body("torso"));
  EXPECT_EQ(X_WT.translation(), Vector3d(0, 0, 1.5));
  EXPECT_TRUE(X_WT.rotation().IsExactlyIdentity());
  // right_foot: the sum of the body positions down the chain torso,
  // lower_waist, pelvis, right_thigh, right_shin, right_foot.
  const Vector3d p_WF = Vector3d(0, 0, 1.5) + Vector3d(-0.01, 0, -0.26) +
                        Vector3d(0, 0, -0.165) + Vector3d(0, -0.1, -0.04) +
                        Vector3d(0, 0.01, -0.403) + Vector3d(0, 0, -0.39);
  EXPECT_TRUE(plant_.EvalBodyPoseInWorld(*context_, Body("right_foot"))
                  .translation()
                  .isApprox(p_WF, kPose));
}

TEST_F(HumanoidTest, SeveralJointsInOneBodyComposeAsInMuJoCo) {
  // lower_waist holds abdomen_z (axis z) then abdomen_y (axis y), both
  // through p = (0, 0, 0.065) in the lower_waist frame L. MuJoCo turns the
  // body about each joint's axis through its pos, in order:
  //   X_TL(q) = X_TL0 · T(p) Rz(a) T(-p) · T(p) Ry(b) T(-p).
  // right_thigh's origin is r = (0, -0.1, -0.205) in L (pelvis at
  // (0, 0, -0.165), the thigh at (0, -0.1, -0.04) in the pelvis).
  const double a = 0.3, b = -0.7;
  plant_.GetJointByName("abdomen_z").SetPositions(context_.get(), Vector1d(a));
  plant_.GetJointByName("abdomen_y").SetPositions(context_.get(), Vector1d(b));
  const Vector3d p(0, 0, 0.065);
  const Vector3d r(0, -0.1, -0.205);
  const Eigen::Matrix3d R =
      (AngleAxisd(a, Vector3d::UnitZ()) * AngleAxisd(b, Vector3d::UnitY()))
          .toRotationMatrix();
  const Vector3d p_WL0 = Vector3d(0, 0, 1.5) + Vector3d(-0.01, 0, -0.26);
  const Vector3d expected = p_WL0 + p + R * (r - p);
  EXPECT_TRUE(plant_.EvalBodyPoseInWorld(*context_, Body("right_thigh"))
                  .translation()
                  .isApprox(expected, kPose));
  EXPECT_TRUE(plant_.EvalBodyPoseInWorld(*context_, Body("lower_waist"))
                  .rotation()
                  .IsNearlyEqualTo(RotationMatrixd(R), kPose));
}

TEST_F(HumanoidTest, MassMatrix) {
  // A generic configuration: a unit quaternion, a position, and hinge angles
  // inside their limits.
  Eigen::VectorXd q = plant_.GetPositions(*context_);
  const Eigen::Vector4d quaternion =
      Eigen::Vector4d(0.9, 0.2, -0.3, 0.25).normalized();
  q.head<4>() = quaternion;
  q.segment<3>(4) = Vector3d(0.1, -0.2, 1.3);
  for (int i = 7; i < q.size(); ++i) q(i) = 0.05 * std::sin(1.7 * i);
  plant_.SetPositions(context_.get(), q);
  Eigen::MatrixXd M(27, 27), M_id(27, 27);
  plant_.CalcMassMatrix(*context_, &M);
  plant_.CalcMassMatrixViaInverseDynamics(*context_, &M_id);
  // Two algorithms over ~30 bodies with entries up to ~40 kg·m: 1e-12
  // relative to the largest entry.
  const double scale = M.cwiseAbs().maxCoeff();
  EXPECT_LT((M - M.transpose()).cwiseAbs().maxCoeff(), 1e-14 * scale);
  EXPECT_LT((M - M_id).cwiseAbs().maxCoeff(), 1e-12 * scale);
  Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eigen(M);
  EXPECT_GT(eigen.eigenvalues().minCoeff(), 0.0);
}

TEST(MujocoParserTest, HumanoidGeometryAndWarnings) {
  MultibodyPlant<double> plant(0.0);
  geometry::SceneGraph<double> scene_graph;
  plant.RegisterAsSourceForSceneGraph(&scene_graph);
  std::vector<std::string> warnings;
  DiagnosticPolicy policy;
  policy.SetActionForWarnings([&](const DiagnosticDetail& detail) {
    warnings.push_back(detail.FormatWarning());
  });
  const std::string file = Fixture("humanoid_rigid.xml");
  ASSERT_TRUE(internal::AddModelFromMujocoXml(
                  internal::DataSource::FromFilename(file), {}, policy, &plant)
                  .has_value());
  const auto& inspector = scene_graph.model_inspector();
  // The floor plane is a half space on the world with μ = 1 (no friction
  // attribute); default color.
  const auto& world = plant.GetCollisionGeometriesForBody(plant.world_body());
  ASSERT_EQ(world.size(), 1u);
  EXPECT_NE(
      dynamic_cast<const geometry::HalfSpace*>(&inspector.GetShape(world[0])),
      nullptr);
  EXPECT_EQ(inspector.GetName(world[0]), "floor");
  namespace gi = geometry::internal;
  auto friction = [&](geometry::GeometryId id) {
    return inspector.GetProximityProperties(id)
        ->GetProperty<CoulombFriction<double>>(gi::kMaterialGroup,
                                               gi::kFriction);
  };
  EXPECT_EQ(friction(world[0]).static_friction(), 1.0);
  // The torso's capsules take friction ".7" from class "body".
  const auto& torso =
      plant.GetCollisionGeometriesForBody(plant.GetBodyByName("torso"));
  ASSERT_EQ(torso.size(), 2u);
  EXPECT_EQ(friction(torso[0]).static_friction(), 0.7);
  EXPECT_EQ(friction(torso[0]).dynamic_friction(), 0.7);
  const auto* capsule =
      dynamic_cast<const geometry::Capsule*>(&inspector.GetShape(torso[1]));
  ASSERT_NE(capsule, nullptr);
  EXPECT_EQ(capsule->radius(), 0.06);
  EXPECT_NEAR(capsule->length(), 0.12, 1e-16);
  // Visuals take the material "body"'s color (0.8, 0.6, 0.4, 1).
  const auto& visuals =
      plant.GetVisualGeometriesForBody(plant.GetBodyByName("head"));
  ASSERT_EQ(visuals.size(), 1u);
  const geometry::Rgba diffuse =
      inspector.GetIllustrationProperties(visuals[0])
          ->GetProperty<geometry::Rgba>("phong", "diffuse");
  EXPECT_EQ(diffuse.r(), 0.8);
  EXPECT_EQ(diffuse.b(), 0.4);
  // 19 body geoms and the floor, each visual and collision.
  EXPECT_EQ(inspector.NumGeometriesWithRole(geometry::Role::kProximity), 20);
  // Unsupported content is reported, with its line: the time step, the
  // <visual> section, lights and cameras, textures, condim="1".
  auto has = [&](const std::string& pattern) {
    for (const std::string& warning : warnings) {
      if (warning.find(pattern) != std::string::npos) return true;
    }
    return false;
  };
  EXPECT_TRUE(has(file + ":6: warning: ignoring the attribute 'timestep'"));
  EXPECT_TRUE(has("ignoring the unsupported element <visual> in <mujoco>"));
  EXPECT_TRUE(has("ignoring the unsupported element <camera> in <body>"));
  EXPECT_TRUE(has("ignoring the unsupported element <light> in <worldbody>"));
  EXPECT_TRUE(has("ignoring the unsupported element <texture> in <asset>"));
  EXPECT_TRUE(has("geom 'torso' has condim=1, which is not supported"));
  // Zero stiffness and armature are not worth a warning.
  EXPECT_FALSE(has("stiffness"));
  EXPECT_FALSE(has("armature"));
  // Strict parsing turns the first warning into an error.
  MultibodyPlant<double> strict_plant(0.0);
  Parser strict(&strict_plant);
  strict.SetStrictParsing();
  DRAKE_EXPECT_THROWS_MESSAGE(
      strict.AddModels(file),
      ".*humanoid_rigid.xml:6: error: ignoring the attribute 'timestep' of "
      "<option>.*");
  EXPECT_FALSE(strict_plant.HasModelInstanceNamed("Humanoid"));
}

// MuJoCo filters contacts between a body and its parent body. A body with
// several joints (the thighs have three) hangs from its parent through
// massless intermediate bodies, which the plant's filter of bodies joined by
// one joint does not cover; the parser filters the pair itself.
TEST(MujocoParserTest, ParentChildContactsAreFiltered) {
  MultibodyPlant<double> plant(0.0);
  geometry::SceneGraph<double> scene_graph;
  plant.RegisterAsSourceForSceneGraph(&scene_graph);
  Parser(&plant).AddModels(Fixture("humanoid_rigid.xml"));
  plant.Finalize();
  const auto& inspector = scene_graph.model_inspector();
  auto geometry = [&](const std::string& body, int k = 0) {
    return plant.GetCollisionGeometriesForBody(plant.GetBodyByName(body)).at(k);
  };
  // In the initial pose the butt capsule (on pelvis) overlaps both thighs.
  EXPECT_TRUE(
      inspector.CollisionFiltered(geometry("pelvis"), geometry("right_thigh")));
  EXPECT_TRUE(
      inspector.CollisionFiltered(geometry("pelvis"), geometry("left_thigh")));
  // One joint: the plant's own adjacent-body filter.
  EXPECT_TRUE(inspector.CollisionFiltered(geometry("right_thigh"),
                                          geometry("right_shin")));
  // A grandchild is not filtered (nor in MuJoCo).
  EXPECT_FALSE(
      inspector.CollisionFiltered(geometry("pelvis"), geometry("right_shin")));
  EXPECT_FALSE(inspector.CollisionFiltered(geometry("right_thigh"),
                                           geometry("left_thigh")));
  // Without a SceneGraph the filter is kept with the pending geometry.
  MultibodyPlant<double> pending_plant(0.0);
  Parser(&pending_plant).AddModels(Fixture("humanoid_rigid.xml"));
  const auto pending = internal::GetPendingGeometry(pending_plant);
  int parent_groups = 0;
  for (const auto& group : pending.collision_filter_groups) {
    if (group.name == "pelvis/right_thigh:filterparent") {
      ++parent_groups;
      ASSERT_EQ(group.ignored_groups.size(), 1u);
      EXPECT_EQ(group.ignored_groups[0], "pelvis/right_thigh:filterchild");
    }
  }
  EXPECT_EQ(parent_groups, 1);
  internal::ClearPendingGeometry(pending_plant);
}

TEST(MujocoParserTest, GeometryKeptWithoutSceneGraph) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  parser.AddModels(Fixture("box_stack10.xml"));
  // The floor and the ten boxes, visual and collision each.
  EXPECT_EQ(internal::GetPendingGeometry(plant).geometries.size(), 22u);
  internal::ClearPendingGeometry(plant);
}

// ---------------------------------------------------------------------------
// The box stack.

TEST(MujocoParserTest, BoxStack) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  const std::vector<ModelInstanceIndex> instances =
      parser.AddModels(Fixture("box_stack10.xml"));
  internal::ClearPendingGeometry(plant);
  ASSERT_EQ(instances.size(), 1u);
  EXPECT_EQ(plant.GetModelInstanceName(instances[0]), "box_stack10");
  plant.Finalize();
  EXPECT_EQ(plant.num_positions(), 70);
  EXPECT_EQ(plant.num_velocities(), 60);
  EXPECT_EQ(plant.GetFloatingBaseBodies().size(), 10u);
  auto context = plant.CreateDefaultContext();
  for (int i = 0; i < 10; ++i) {
    const RigidBody<double>& box = plant.GetBodyByName(fmt::format("box{}", i));
    EXPECT_TRUE(box.is_floating());
    // mass="1" overrides density; a 0.2 m cube about its center:
    // m (0.2² + 0.2²) / 12 on each axis.
    EXPECT_EQ(box.default_mass(), 1.0);
    const SpatialInertia<double> M = box.default_spatial_inertia();
    EXPECT_EQ(M.get_com(), Vector3d::Zero());
    const Vector3d moments = M.CalcRotationalInertia().get_moments();
    for (int k = 0; k < 3; ++k) {
      ExpectRelative(moments(k), 0.08 / 12, kRelative);
    }
    EXPECT_NEAR(plant.EvalBodyPoseInWorld(*context, box).translation().z(),
                0.1 + 0.201 * i, 1e-15);
  }
}

// ---------------------------------------------------------------------------
// Inline documents.

TEST(MujocoParserTest, DefaultClassesInherit) {
  const std::string text = R"(<mujoco model="defaults">
  <compiler angle="radian"/>
  <default>
    <geom type="box" size="0.1 0.2 0.3" density="500"/>
    <joint damping="0.5" axis="1 0 0"/>
    <default class="a">
      <joint damping="2"/>
      <default class="b">
        <geom type="sphere"/>
        <joint range="-1 1"/>
      </default>
    </default>
  </default>
  <worldbody>
    <body name="one">
      <joint name="j1"/>
      <geom/>
    </body>
    <body name="two" childclass="b">
      <joint name="j2"/>
      <geom size="0.1"/>
      <body name="three">
        <joint name="j3" class="main" damping="3"/>
        <geom class="a" size="0.1 0.1 0.1" mass="2"/>
      </body>
    </body>
  </worldbody>
</mujoco>)";
  MultibodyPlant<double> plant(0.0);
  AddXml(&plant, text);
  internal::ClearPendingGeometry(plant);
  // one: class main: a 0.2 x 0.4 x 0.6 box at 500 kg/m³.
  ExpectRelative(plant.GetBodyByName("one").default_mass(),
                 500 * 0.2 * 0.4 * 0.6, kRelative);
  const auto& j1 = plant.GetJointByName<RevoluteJoint>("j1");
  EXPECT_EQ(j1.revolute_axis(), Vector3d::UnitX());
  EXPECT_EQ(j1.default_damping_vector()(0), 0.5);
  EXPECT_EQ(j1.position_lower_limits()(0),
            -std::numeric_limits<double>::infinity());
  // two (childclass b): a sphere of radius 0.1 (type from b, density from
  // main), damping from a, range from b (autolimits), axis from main.
  ExpectRelative(plant.GetBodyByName("two").default_mass(),
                 500 * 4.0 / 3.0 * M_PI * 0.001, kRelative);
  const auto& j2 = plant.GetJointByName<RevoluteJoint>("j2");
  EXPECT_EQ(j2.default_damping_vector()(0), 2.0);
  EXPECT_EQ(j2.position_lower_limits()(0), -1.0);
  EXPECT_EQ(j2.position_upper_limits()(0), 1.0);
  EXPECT_EQ(j2.revolute_axis(), Vector3d::UnitX());
  // three inherits childclass b, but its elements name their classes: j3 is
  // main's (no range) with its own damping; the geom is a's: a box (from
  // main) of 2 kg.
  const auto& j3 = plant.GetJointByName<RevoluteJoint>("j3");
  EXPECT_EQ(j3.default_damping_vector()(0), 3.0);
  EXPECT_EQ(j3.position_upper_limits()(0),
            std::numeric_limits<double>::infinity());
  const RigidBody<double>& three = plant.GetBodyByName("three");
  EXPECT_EQ(three.default_mass(), 2.0);
  ExpectRelative(
      three.default_spatial_inertia().CalcRotationalInertia().get_moments()(0),
      2 * (0.04 + 0.04) / 12, kRelative);
}

TEST(MujocoParserTest, OrientationsAndJointKinds) {
  const std::string text = R"(<mujoco model="frames">
  <option gravity="0 0 -3"/>
  <worldbody>
    <body name="quat" quat="0 1 0 0"><geom size="0.1"/></body>
    <body name="axisangle" axisangle="0 0 1 90"><geom size="0.1"/></body>
    <body name="euler" euler="0 90 90"><geom size="0.1"/></body>
    <body name="xyaxes" xyaxes="0 1 0 -1 0 0"><geom size="0.1"/></body>
    <body name="zaxis" zaxis="1 0 0"><geom size="0.1"/></body>
    <body name="slider" pos="1 2 3">
      <joint name="slide" type="slide" axis="0 0 2" range="-0.5 0.5" ref="0.2"/>
      <geom size="0.1"/>
      <body name="ball">
        <joint name="ball" type="ball" pos="0 0 1" damping="0.1"/>
        <geom size="0.1"/>
      </body>
    </body>
    <body name="hinged">
      <joint name="hinge" axis="1 0 0" ref="30"/>
      <inertial pos="0 0 0.5" quat="0.7071067811865476 0 0 0.7071067811865476"
                mass="2" diaginertia="0.1 0.2 0.3"/>
    </body>
  </worldbody>
  <actuator>
    <position name="servo" joint="hinge" kp="50" kv="2" ctrlrange="-2 3"/>
  </actuator>
</mujoco>)";
  MultibodyPlant<double> plant(0.0);
  AddXml(&plant, text);
  internal::ClearPendingGeometry(plant);
  // <option gravity>.
  EXPECT_EQ(plant.gravity_field().gravity_vector(), Vector3d(0, 0, -3));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  auto R_W = [&](const std::string& body) {
    return plant.EvalBodyPoseInWorld(*context, plant.GetBodyByName(body))
        .rotation();
  };
  // quat (w x y z) = (0 1 0 0): a half turn about x.
  EXPECT_TRUE(R_W("quat").IsNearlyEqualTo(
      RotationMatrixd(AngleAxisd(M_PI, Vector3d::UnitX())), kPose));
  EXPECT_TRUE(
      R_W("axisangle")
          .IsNearlyEqualTo(RotationMatrixd::MakeZRotation(M_PI / 2), kPose));
  // euler with the default eulerseq "xyz" (moving axes): Rx(0) Ry(90) Rz(90).
  EXPECT_TRUE(
      R_W("euler").IsNearlyEqualTo(RotationMatrixd::MakeYRotation(M_PI / 2) *
                                       RotationMatrixd::MakeZRotation(M_PI / 2),
                                   kPose));
  // xyaxes: x along y, y along -x: a quarter turn about z.
  EXPECT_TRUE(R_W("xyaxes").IsNearlyEqualTo(
      RotationMatrixd::MakeZRotation(M_PI / 2), kPose));
  // zaxis: the smallest rotation taking z to x: a quarter turn about y.
  EXPECT_TRUE(R_W("zaxis").IsNearlyEqualTo(
      RotationMatrixd::MakeYRotation(M_PI / 2), kPose));
  // The slide joint: unit axis, limits in meters, default position ref with
  // the body at its written place.
  const auto& slide = plant.GetJointByName<PrismaticJoint>("slide");
  EXPECT_EQ(slide.translation_axis(), Vector3d::UnitZ());
  EXPECT_EQ(slide.position_lower_limits()(0), -0.5);
  EXPECT_EQ(slide.default_positions()(0), 0.2);
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, plant.GetBodyByName("slider"))
                  .translation()
                  .isApprox(Vector3d(1, 2, 3), kPose));
  slide.SetPositions(context.get(), Vector1d(0.7));
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, plant.GetBodyByName("slider"))
                  .translation()
                  .isApprox(Vector3d(1, 2, 3.5), kPose));
  const Joint<double>& ball = plant.GetJointByName("ball");
  EXPECT_EQ(ball.type_name(), "ball_rpy");
  EXPECT_EQ(ball.num_velocities(), 3);
  EXPECT_EQ(ball.default_damping_vector()(0), 0.1);
  // The hinge: ref="30" degrees is the default position, at which the body
  // is at its written pose; the inertial frame turned a quarter about z
  // swaps the x and y moments.
  const auto& hinge = plant.GetJointByName<RevoluteJoint>("hinge");
  EXPECT_DOUBLE_EQ(hinge.default_positions()(0), M_PI / 6);
  EXPECT_TRUE(R_W("hinged").IsNearlyEqualTo(RotationMatrixd(), kPose));
  const SpatialInertia<double> M = plant.GetBodyByName("hinged")
                                       .default_spatial_inertia()
                                       .ShiftToCenterOfMass();
  EXPECT_TRUE(M.get_com().isZero());
  const Eigen::Matrix3d I = M.CalcRotationalInertia().CopyToFullMatrix3();
  EXPECT_NEAR(I(0, 0), 0.2, 1e-15);
  EXPECT_NEAR(I(1, 1), 0.1, 1e-15);
  EXPECT_NEAR(I(2, 2), 0.3, 1e-15);
  // The position actuator: PD gains kp, kv; effort limit the larger
  // magnitude of ctrlrange.
  const JointActuator<double>& servo = plant.GetJointActuatorByName("servo");
  EXPECT_EQ(servo.get_controller_gains().p, 50.0);
  EXPECT_EQ(servo.get_controller_gains().d, 2.0);
  EXPECT_EQ(servo.effort_limit(), 3.0);
}

TEST(MujocoParserTest, ModelNamePrefixAndAutoRename) {
  const std::string text =
      R"(<mujoco model="m"><worldbody><body name="b"><freejoint/>)"
      R"(<geom size="0.1"/></body></worldbody></mujoco>)";
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant, "scene");
  parser.AddModelsFromString(text, "xml");
  EXPECT_TRUE(plant.HasModelInstanceNamed("scene::m"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModelsFromString(text, "xml"),
      "<literal-string>.xml: error: the plant already has a model instance "
      "named 'scene::m'.*");
  parser.SetAutoRenaming(true);
  parser.AddModelsFromString(text, "xml");
  EXPECT_TRUE(plant.HasModelInstanceNamed("scene::m_1"));
  internal::ClearPendingGeometry(plant);
}

// Each error names the file, the line and the problem; nothing is added.
TEST(MujocoParserTest, Errors) {
  auto expect_error = [](const std::string& text, const std::string& regex) {
    MultibodyPlant<double> plant(0.0);
    const int instances = plant.num_model_instances();
    DRAKE_EXPECT_THROWS_MESSAGE(AddXml(&plant, text), regex);
    EXPECT_EQ(plant.num_model_instances(), instances);
  };
  auto doc = [](const std::string& body) {
    return "<mujoco model=\"m\">\n<worldbody>\n" + body +
           "\n</worldbody>\n</mujoco>";
  };
  // Line 3 is the first line of `body`.
  expect_error(doc(R"(<body><joint type="screw"/><geom size="1"/></body>)"),
               "<literal-string>.xml:3: error: the joint type 'screw' is not "
               "supported; expected hinge, slide, ball or free");
  expect_error(doc(R"(<body><geom type="capsule" size="0.1"/></body>)"),
               "<literal-string>.xml:3: error: the capsule geom 'geom0' needs "
               "a size attribute with at least 2 numbers \\(the radius and "
               "the half length\\)");
  expect_error(doc(R"(<body>
<geom name="g" type="box" size="1 1"/></body>)"),
               "<literal-string>.xml:4: error: the box geom 'g' needs a size "
               "attribute with at least 3 numbers \\(the half sizes\\)");
  expect_error(doc(R"(<body><geom class="nope" size="1"/></body>)"),
               "<literal-string>.xml:3: error: <geom> refers to the unknown "
               "default class 'nope'");
  expect_error(doc(R"(<body childclass="nope"/>)"),
               "<literal-string>.xml:3: error: <body> 'body1' refers to the "
               "unknown default class 'nope'");
  expect_error(doc(R"(<body pos="1 2"/>)"),
               "<literal-string>.xml:3: error: the attribute 'pos' of <body> "
               "must be 3 finite numbers, but is '1 2'");
  expect_error(doc(R"(<body quat="1 0 0 0" euler="0 0 0"/>)"),
               "<literal-string>.xml:3: error: <body> has more than one "
               "orientation attribute.*");
  expect_error(
      doc(R"(<body name="a"><body name="b"><freejoint/></body></body>)"),
      "<literal-string>.xml:3: error: body 'b' has a free joint but "
      "is not a child of <worldbody>.*");
  expect_error(doc(R"(<body name="a"/>
<body name="a"/>)"),
               "<literal-string>.xml:4: error: the body name 'a' is used "
               "twice \\(first at line 3\\)");
  expect_error(doc(R"(<body><joint name="j" range="1 -1"/></body>)"),
               "<literal-string>.xml:3: error: the range of the joint 'j' has "
               "its lower limit above its upper limit \\(1 > -1\\)");
  expect_error(
      doc(R"(<body name="b"><joint type="slide"/><geom type="plane"/></body>)"),
      "<literal-string>.xml:3: error: the plane geom 'geom0' must "
      "belong to the world or to a body welded to it.*");
  expect_error(
      doc(R"(<body><inertial pos="0 0 0" mass="-1" diaginertia="1 1 1"/></body>)"),
      "<literal-string>.xml:3: error: <inertial> is not physically "
      "valid \\(mass -1 kg\\): [\\s\\S]*");
  expect_error(doc(R"(<body><inertial pos="0 0 0" mass="1"/></body>)"),
               "<literal-string>.xml:3: error: <inertial> needs a "
               "'diaginertia' or a 'fullinertia' attribute");
  expect_error(doc(R"(<geom type="cone" size="1"/>)"),
               "<literal-string>.xml:3: error: the geom type 'cone' of geom "
               "'geom0' is not supported.*");
  expect_error(
      "<mujoco model=\"m\">\n<actuator><motor joint=\"nope\"/>"
      "</actuator></mujoco>",
      "<literal-string>.xml:2: error: the actuator 'motor0' refers "
      "to the unknown joint 'nope'");
  expect_error("<mujoco model=\"m\">\n<default class=\"x\"/></mujoco>",
               "<literal-string>.xml:2: error: the top-level <default> is the "
               "class 'main'.*");
  expect_error("<mujoco model=\"m\">\n<compiler angle=\"grad\"/></mujoco>",
               "<literal-string>.xml:2: error: the attribute 'angle' of "
               "<compiler> must be 'degree' or 'radian', but is 'grad'");
  expect_error("<mujoco>\n</mujoco>",
               "<literal-string>.xml:1: error: <mujoco> is missing the "
               "attribute 'model'.*");
  expect_error("<robot name=\"r\"/>",
               "<literal-string>.xml:1: error: the root element must be "
               "<mujoco>, but is <robot>");
  // (tinyxml2 reports a mismatched element at its opening line.)
  expect_error("<mujoco model=\"m\">\n<worldbody>\n</mujoco>",
               "<literal-string>.xml:2: error: malformed XML.*");
  // A file: its path names it.
  const std::string path = ::testing::TempDir() + "/mujoco_parser_bad.xml";
  {
    std::ofstream out(path);
    out << doc(R"(<body><joint type="screw"/></body>)");
  }
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModels(path),
      ".*mujoco_parser_bad.xml:3: error: the joint type 'screw' is not "
      "supported.*");
  std::filesystem::remove(path);
}

TEST(MujocoParserTest, UnsupportedAttributesWarnOrFailWhenStrict) {
  const std::string text = R"(<mujoco model="m">
<worldbody>
<body mocap="true"><geom size="0.1"/></body>
</worldbody>
</mujoco>)";
  MultibodyPlant<double> plant(0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      AddXml(&plant, text, /* strict = */ true),
      "<literal-string>.xml:3: error: ignoring the unsupported attribute "
      "'mocap' of <body>");
  AddXml(&plant, text);
  EXPECT_TRUE(plant.HasModelInstanceNamed("m"));
  internal::ClearPendingGeometry(plant);
}

// Robustness: random byte edits of the humanoid either load or throw a
// std::exception, and a call that throws leaves the plant unchanged; the
// plant then finalizes.
TEST(MujocoParserTest, MutatedDocumentsThrowOrLoad) {
  std::ifstream in(Fixture("humanoid_rigid.xml"));
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string seed = buffer.str();
  const auto old_level = drake::log()->level();
  drake::log()->set_level(spdlog::level::err);
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  parser.SetAutoRenaming(true);
  std::mt19937 generator(11);  // fixed: reproducible
  const std::string alphabet = "<>/=\" -.e0123456789abcxyz ";
  int added = 0;
  for (int trial = 0; trial < 300; ++trial) {
    std::string text = seed;
    const int edits = 1 + trial % 4;
    for (int k = 0; k < edits; ++k) {
      std::uniform_int_distribution<size_t> where(0, text.size() - 1);
      std::uniform_int_distribution<size_t> what(0, alphabet.size() - 1);
      const size_t i = where(generator);
      switch (generator() % 3) {
        case 0:
          text[i] = alphabet[what(generator)];
          break;
        case 1:
          text.erase(i, 1 + generator() % 8);
          break;
        default:
          text.insert(i, 1, alphabet[what(generator)]);
          break;
      }
    }
    const int bodies = plant.num_bodies();
    const int joints = plant.num_joints();
    const int instances = plant.num_model_instances();
    try {
      parser.AddModelsFromString(text, "xml");
      ++added;
    } catch (const std::exception&) {
      EXPECT_EQ(plant.num_bodies(), bodies);
      EXPECT_EQ(plant.num_joints(), joints);
      EXPECT_EQ(plant.num_model_instances(), instances);
    }
  }
  drake::log()->set_level(old_level);
  EXPECT_GT(added, 0);
  plant.Finalize();
  internal::ClearPendingGeometry(plant);
}

}  // namespace detail_mujoco_parser_test
}  // namespace multibody
}  // namespace drake
