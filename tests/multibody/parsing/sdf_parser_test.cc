// Parser on SDFormat (libsdformat): Drake's example models load with the
// masses, joints, limits and actuators written in their files (values read
// by hand from the files); the acrobot and the iiwa14 give the same mass
// matrix from their SDFormat and URDF descriptions; Drake's SDFormat test
// fixtures (nesting, worlds, frames, springs, actuators, collision filter
// groups, unsupported elements); inline documents for every joint type,
// frame semantics (relative_to chains), each Drake extension, includes and
// the error messages; a small fuzz test.

#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/rgba.h"
#include "drake/geometry/scene_graph.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/parsing/detail_pending_geometry.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/tree/revolute_spring.h"

namespace drake {
namespace multibody {
namespace sdf_parser_test {

namespace fs = std::filesystem;
using math::RigidTransformd;
using math::RollPitchYawd;
using math::RotationMatrixd;

// Values parsed from the files are compared with the same decimal literals
// and agree to a few ulps (poses go through quaternions in libsdformat).
constexpr double kTolerance = 1e-14;
// Mass matrices of the same robot from two files: the frames differ, so
// the sums run in different orders; a few hundred ulps of the entries.
constexpr double kMassMatrixTolerance = 1e-12;

std::string Fixture(const std::string& name) {
  return std::string(MALLARD_TEST_SOURCE_DIR) +
         "/../multibody/parsing/test/sdf_parser_test/" + name;
}

// Adds `text` (an <sdf> document) to `plant`.
std::vector<ModelInstanceIndex> AddSdf(MultibodyPlant<double>* plant,
                                       const std::string& text,
                                       bool strict = false) {
  Parser parser(plant);
  if (strict) parser.SetStrictParsing();
  return parser.AddModelsFromString(text, "sdf");
}

// An SDFormat 1.9 document holding `body`, with Drake's namespace.
std::string Sdf(const std::string& body) {
  return fmt::format(
      "<?xml version=\"1.0\"?>\n<sdf version=\"1.9\" "
      "xmlns:drake=\"http://drake.mit.edu\">\n{}\n</sdf>\n",
      body);
}

// A link with mass 1 kg and moments 0.1 kg·m² (valid inertia).
std::string Link(const std::string& name, const std::string& extra = "") {
  return fmt::format(R"(<link name="{}">{}
  <inertial><mass>1</mass><inertia><ixx>0.1</ixx><iyy>0.1</iyy>
  <izz>0.1</izz><ixy>0</ixy><ixz>0</ixz><iyz>0</iyz></inertia></inertial>
</link>)",
                     name, extra);
}

Eigen::MatrixXd MassMatrix(const MultibodyPlant<double>& plant,
                           const Eigen::VectorXd& q) {
  auto context = plant.CreateDefaultContext();
  plant.SetPositions(context.get(), q);
  Eigen::MatrixXd M(plant.num_velocities(), plant.num_velocities());
  plant.CalcMassMatrix(*context, &M);
  return M;
}

TEST(SdfParserTest, CartPole) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  // Drake's model has nothing the parser would warn about.
  parser.SetStrictParsing();
  const std::vector<ModelInstanceIndex> instances = parser.AddModels(
      FindResourceOrThrow("drake/examples/multibody/cart_pole/cart_pole.sdf"));
  ASSERT_EQ(instances.size(), 1u);
  EXPECT_EQ(plant.GetModelInstanceName(instances[0]), "CartPole");
  const RigidBody<double>& cart = plant.GetBodyByName("Cart");
  const RigidBody<double>& pole = plant.GetBodyByName("Pole");
  EXPECT_EQ(cart.default_mass(), 10.0);
  EXPECT_EQ(pole.default_mass(), 1.0);

  // The slider is actuated without a limit (no <effort>: SDFormat's -1);
  // the pin has <effort>0</effort> and is not actuated.
  const Joint<double>& slider = plant.GetJointByName("CartSlider");
  const Joint<double>& pin = plant.GetJointByName("PolePin");
  EXPECT_EQ(slider.type_name(), "prismatic");
  EXPECT_EQ(slider.parent_body().index(), plant.world_body().index());
  EXPECT_EQ(slider.child_body().name(), "Cart");
  EXPECT_TRUE(plant.GetJointByName<PrismaticJoint>("CartSlider")
                  .translation_axis()
                  .isApprox(Eigen::Vector3d(1, 0, 0), kTolerance));
  EXPECT_EQ(pin.type_name(), "revolute");
  EXPECT_TRUE(
      plant.GetJointByName<RevoluteJoint>("PolePin").revolute_axis().isApprox(
          Eigen::Vector3d(0, -1, 0), kTolerance));
  // No <limit>: SDFormat's default ±1e16 reads as "no limit".
  EXPECT_TRUE(std::isinf(slider.position_lower_limits()[0]));
  EXPECT_TRUE(std::isinf(slider.position_upper_limits()[0]));
  EXPECT_TRUE(std::isinf(slider.velocity_upper_limits()[0]));
  ASSERT_EQ(plant.num_actuators(), 1);
  const JointActuator<double>& actuator =
      plant.GetJointActuatorByName("CartSlider");
  EXPECT_EQ(actuator.joint().name(), "CartSlider");
  EXPECT_TRUE(std::isinf(actuator.effort_limit()));

  // The pin's frame J is at the cart's origin: <pose>0 0 0.5</pose> in
  // the pole, which sits at (0, 0, -0.5).
  EXPECT_TRUE(
      pin.frame_on_parent().GetFixedPoseInBodyFrame().translation().isZero(
          kTolerance));
  EXPECT_TRUE(
      pin.frame_on_child().GetFixedPoseInBodyFrame().translation().isApprox(
          Eigen::Vector3d(0, 0, 0.5), kTolerance));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, pole)
                  .translation()
                  .isApprox(Eigen::Vector3d(0, 0, -0.5), kTolerance));

  // Three visuals, kept (no SceneGraph): the rod at (0, 0, 0.25).
  const internal::PendingPlantGeometry pending =
      internal::GetPendingGeometry(plant);
  ASSERT_EQ(pending.geometries.size(), 3u);
  EXPECT_EQ(pending.geometries[2].name, "pole_rod");
  EXPECT_EQ(pending.geometries[2].shape.type,
            internal::ParsedGeometry::Type::kCylinder);
  EXPECT_EQ(pending.geometries[2].shape.length, 0.5);
  EXPECT_TRUE(pending.geometries[2].X_BG.translation().isApprox(
      Eigen::Vector3d(0, 0, 0.25), kTolerance));
  internal::ClearPendingGeometry(plant);
}

// The acrobot's SDFormat and URDF files describe the same robot with
// different link frames: the mass matrices agree.
TEST(SdfParserTest, AcrobotMatchesUrdf) {
  MultibodyPlant<double> sdf_plant(0.0);
  Parser sdf_parser(&sdf_plant);
  sdf_parser.SetStrictParsing();  // no warnings either
  sdf_parser.AddModels(
      FindResourceOrThrow("drake/examples/acrobot/Acrobot.sdf"));
  MultibodyPlant<double> urdf_plant(0.0);
  Parser(&urdf_plant)
      .AddModels(FindResourceOrThrow("drake/examples/acrobot/Acrobot.urdf"));
  sdf_plant.Finalize();
  urdf_plant.Finalize();
  ASSERT_EQ(sdf_plant.num_positions(), 2);
  ASSERT_EQ(urdf_plant.num_positions(), 2);
  // Only the elbow is actuated (the shoulder has <effort>0</effort>).
  ASSERT_EQ(sdf_plant.num_actuators(), 1);
  EXPECT_EQ(sdf_plant.GetJointActuatorByName("elbow").joint().name(), "elbow");
  EXPECT_EQ(sdf_plant.GetJointByName("shoulder").default_damping_vector()[0],
            0.1);
  const int shoulder_sdf =
      sdf_plant.GetJointByName("shoulder").position_start();
  const int shoulder_urdf =
      urdf_plant.GetJointByName("shoulder").position_start();
  for (const Eigen::Vector2d& angles :
       {Eigen::Vector2d(0, 0), Eigen::Vector2d(0.3, -0.7),
        Eigen::Vector2d(1.2, 2.5)}) {
    Eigen::VectorXd q_sdf(2), q_urdf(2);
    q_sdf[shoulder_sdf] = angles[0];
    q_sdf[1 - shoulder_sdf] = angles[1];
    q_urdf[shoulder_urdf] = angles[0];
    q_urdf[1 - shoulder_urdf] = angles[1];
    const Eigen::MatrixXd M_sdf = MassMatrix(sdf_plant, q_sdf);
    const Eigen::MatrixXd M_urdf = MassMatrix(urdf_plant, q_urdf);
    for (int i = 0; i < 2; ++i) {
      for (int j = 0; j < 2; ++j) {
        const int is = i == 0 ? shoulder_sdf : 1 - shoulder_sdf;
        const int js = j == 0 ? shoulder_sdf : 1 - shoulder_sdf;
        const int iu = i == 0 ? shoulder_urdf : 1 - shoulder_urdf;
        const int ju = j == 0 ? shoulder_urdf : 1 - shoulder_urdf;
        EXPECT_NEAR(M_sdf(is, js), M_urdf(iu, ju), kMassMatrixTolerance);
      }
    }
  }
  // The "hand" frame: posed relative to the lower link (at (0, 0.25, -1))
  // by (0, 0, -2.1), but attached to the model frame, i.e. to the
  // canonical link base_link (at the origin).
  const Frame<double>& hand = sdf_plant.GetFrameByName("hand");
  EXPECT_EQ(hand.body().name(), "base_link");
  EXPECT_TRUE(hand.GetFixedPoseInBodyFrame().translation().isApprox(
      Eigen::Vector3d(0, 0.25, -3.1), kTolerance));
  internal::ClearPendingGeometry(sdf_plant);
  internal::ClearPendingGeometry(urdf_plant);
}

// The iiwa14's SDFormat and URDF files: same mass matrix, limits and
// actuators.
TEST(SdfParserTest, IiwaMatchesUrdf) {
  MultibodyPlant<double> sdf_plant(0.0);
  Parser(&sdf_plant)
      .AddModels(
          FindResourceOrThrow("drake/manipulation/models/iiwa_description/sdf/"
                              "iiwa14_no_collision.sdf"));
  MultibodyPlant<double> urdf_plant(0.0);
  Parser(&urdf_plant)
      .AddModels(
          FindResourceOrThrow("drake/manipulation/models/iiwa_description/urdf/"
                              "iiwa14_no_collision.urdf"));
  // Weld both bases (the URDF's is the link "base", fixed to iiwa_link_0).
  sdf_plant.WeldFrames(sdf_plant.world_frame(),
                       sdf_plant.GetFrameByName("iiwa_link_0"));
  urdf_plant.WeldFrames(urdf_plant.world_frame(),
                        urdf_plant.GetFrameByName("base"));
  sdf_plant.Finalize();
  urdf_plant.Finalize();
  ASSERT_EQ(sdf_plant.num_positions(), 7);
  ASSERT_EQ(urdf_plant.num_positions(), 7);
  ASSERT_EQ(sdf_plant.num_actuators(), 7);
  std::vector<int> sdf_index(7), urdf_index(7);
  for (int i = 0; i < 7; ++i) {
    const std::string name = fmt::format("iiwa_joint_{}", i + 1);
    const Joint<double>& a = sdf_plant.GetJointByName(name);
    const Joint<double>& b = urdf_plant.GetJointByName(name);
    sdf_index[i] = a.position_start();
    urdf_index[i] = b.position_start();
    EXPECT_NEAR(a.position_lower_limits()[0], b.position_lower_limits()[0],
                kTolerance);
    EXPECT_NEAR(a.position_upper_limits()[0], b.position_upper_limits()[0],
                kTolerance);
    EXPECT_NEAR(a.velocity_upper_limits()[0], b.velocity_upper_limits()[0],
                kTolerance);
    // The effort limits of the file (the URDF has no transmissions).
    const double kEffort[7] = {320, 320, 176, 176, 110, 40, 40};
    EXPECT_EQ(sdf_plant.GetJointActuatorByName(name).effort_limit(),
              kEffort[i]);
  }
  std::mt19937 generator(1234);
  std::uniform_real_distribution<double> angle(-2.0, 2.0);
  for (int trial = 0; trial < 3; ++trial) {
    Eigen::VectorXd q_sdf(7), q_urdf(7);
    for (int i = 0; i < 7; ++i) {
      const double value = angle(generator);
      q_sdf[sdf_index[i]] = value;
      q_urdf[urdf_index[i]] = value;
    }
    const Eigen::MatrixXd M_sdf = MassMatrix(sdf_plant, q_sdf);
    const Eigen::MatrixXd M_urdf = MassMatrix(urdf_plant, q_urdf);
    for (int i = 0; i < 7; ++i) {
      for (int j = 0; j < 7; ++j) {
        EXPECT_NEAR(M_sdf(sdf_index[i], sdf_index[j]),
                    M_urdf(urdf_index[i], urdf_index[j]), kMassMatrixTolerance);
      }
    }
  }
  internal::ClearPendingGeometry(sdf_plant);
  internal::ClearPendingGeometry(urdf_plant);
}

// Meshes whose package is not installed (drake_models removed from the
// map): errors in strict mode, as for URDF. With the default map the three
// visual meshes resolve in the project's copy (third_party/drake_models).
TEST(SdfParserTest, SchunkWsg) {
  const std::string file = FindResourceOrThrow(
      "drake/manipulation/models/wsg_50_description/sdf/"
      "schunk_wsg_50_with_tip.sdf");
  {
    MultibodyPlant<double> plant(0.0);
    Parser parser(&plant);
    parser.package_map().Remove("drake_models");
    parser.SetStrictParsing();
    DRAKE_EXPECT_THROWS_MESSAGE(
        parser.AddModels(file),
        ".*schunk_wsg_50_with_tip.sdf:[0-9]+: error: .*");
    EXPECT_EQ(plant.num_bodies(), 1);  // unchanged
  }
  MultibodyPlant<double> plant(0.0);
  Parser(&plant).AddModels(file);
  EXPECT_EQ(plant.num_bodies(), 4);
  const Joint<double>& left = plant.GetJointByName("left_finger_sliding_joint");
  const Joint<double>& right =
      plant.GetJointByName("right_finger_sliding_joint");
  EXPECT_EQ(left.type_name(), "prismatic");
  EXPECT_EQ(left.position_lower_limits()[0], -0.055);
  EXPECT_EQ(left.position_upper_limits()[0], 0.0);
  EXPECT_EQ(right.position_lower_limits()[0], 0.0);
  EXPECT_EQ(right.position_upper_limits()[0], 0.055);
  ASSERT_EQ(plant.num_actuators(), 2);
  EXPECT_EQ(
      plant.GetJointActuatorByName("left_finger_sliding_joint").effort_limit(),
      80.0);
  const internal::PendingPlantGeometry pending =
      internal::GetPendingGeometry(plant);
  // The model's meshes resolve (body and two fingers); none is kept
  // unresolved, and its primitive collision geometry is kept.
  bool kept_unresolved_mesh = false;
  int num_resolved_meshes = 0;
  for (const auto& geometry : pending.geometries) {
    if (geometry.shape.type == internal::ParsedGeometry::Type::kMesh) {
      if (geometry.shape.mesh_resolved_path) {
        ++num_resolved_meshes;
      } else {
        kept_unresolved_mesh = true;
      }
    }
  }
  EXPECT_FALSE(kept_unresolved_mesh);
  EXPECT_EQ(num_resolved_meshes, 3);
  EXPECT_FALSE(pending.geometries.empty());
  internal::ClearPendingGeometry(plant);
}

TEST(SdfParserTest, TableWithSceneGraph) {
  MultibodyPlant<double> plant(0.0);
  geometry::SceneGraph<double> scene_graph;
  Parser parser(&plant, &scene_graph);
  parser.AddModels(
      FindResourceOrThrow("drake/examples/kuka_iiwa_arm/models/table/"
                          "extra_heavy_duty_table_surface_only_collision.sdf"));
  const RigidBody<double>& link = plant.GetBodyByName("link");
  ASSERT_EQ(plant.GetCollisionGeometriesForBody(link).size(), 1u);
  EXPECT_EQ(plant.GetVisualGeometriesForBody(link).size(), 9u);
  const auto& inspector = scene_graph.model_inspector();
  const geometry::GeometryId surface =
      plant.GetCollisionGeometriesForBody(link)[0];
  EXPECT_EQ(inspector.GetName(surface), "surface");
  EXPECT_TRUE(inspector.GetPoseInFrame(surface).translation().isApprox(
      Eigen::Vector3d(0, 0, 0.736), kTolerance));
  EXPECT_NE(dynamic_cast<const geometry::Box*>(&inspector.GetShape(surface)),
            nullptr);
  // The model frame of a model (the frame "__model__").
  EXPECT_TRUE(plant.HasFrameNamed("__model__", link.model_instance()));
}

TEST(SdfParserTest, NestedModels) {
  for (const char* file : {"model_with_directly_nested_models.sdf",
                           "world_with_directly_nested_models.sdf"}) {
    SCOPED_TRACE(file);
    MultibodyPlant<double> plant(0.0);
    const std::vector<ModelInstanceIndex> instances =
        Parser(&plant).AddModels(Fixture(file));
    std::vector<std::string> names;
    for (ModelInstanceIndex index : instances) {
      names.push_back(plant.GetModelInstanceName(index));
    }
    const std::string top = std::string(file).find("world") == 0
                                ? "parent_model"
                                : "grand_parent_model::parent_model";
    std::vector<std::string> expected{top, top + "::robot1", top + "::robot2"};
    if (top != "parent_model") {
      expected.insert(expected.begin(), "grand_parent_model");
    }
    EXPECT_EQ(names, expected);
    // The joint between the nested robots (declared in their parent model;
    // the plant files a joint under its child's model instance).
    const Joint<double>& weld = plant.GetJointByName("weld_robots");
    EXPECT_EQ(weld.parent_body().model_instance(),
              plant.GetModelInstanceByName(top + "::robot1"));
    EXPECT_EQ(weld.child_body().model_instance(),
              plant.GetModelInstanceByName(top + "::robot2"));
    EXPECT_TRUE(plant.HasJointNamed(
        "slider", plant.GetModelInstanceByName(top + "::robot2")));
  }
}

TEST(SdfParserTest, FramesAsJointParentOrChild) {
  MultibodyPlant<double> plant(0.0);
  Parser(&plant).AddModels(Fixture("frames_as_joint_parent_or_child.sdf"));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  // J1 joins L1_offset (1, 2, 3 in L1) and L2_offset (4, 5, 6 in L2). Its
  // frame J is the child frame L2_offset (SDFormat's default), placed in
  // the model's initial configuration, where L1 and L2 coincide: the weld
  // keeps them coincident, with F at (4, 5, 6) in L1.
  const RigidTransformd X_L1L2 = plant.CalcRelativeTransform(
      *context, plant.GetFrameByName("L1"), plant.GetFrameByName("L2"));
  EXPECT_TRUE(X_L1L2.translation().isZero(kTolerance));
  const Joint<double>& j1 = plant.GetJointByName("J1");
  EXPECT_EQ(j1.parent_body().name(), "L1");
  EXPECT_EQ(j1.child_body().name(), "L2");
  const ModelInstanceIndex m1 =
      plant.GetModelInstanceByName("parent_model::M1");
  const ModelInstanceIndex m2 =
      plant.GetModelInstanceByName("parent_model::M2");
  const RigidTransformd X_M1M2 = plant.CalcRelativeTransform(
      *context, plant.GetFrameByName("base_link", m1),
      plant.GetFrameByName("base_link", m2));
  EXPECT_TRUE(X_M1M2.translation().isZero(kTolerance));
}

TEST(SdfParserTest, StaticModelInWorld) {
  MultibodyPlant<double> plant(0.0);
  Parser(&plant).AddModels(Fixture("table_in_world.sdf"));
  plant.Finalize();
  // <static> welds the link to the world at the model pose.
  EXPECT_EQ(plant.num_positions(), 0);
  auto context = plant.CreateDefaultContext();
  EXPECT_TRUE(
      plant.EvalBodyPoseInWorld(*context, plant.GetBodyByName("table_link"))
          .translation()
          .isApprox(Eigen::Vector3d(0, 0, -0.005), kTolerance));
  internal::ClearPendingGeometry(plant);
}

TEST(SdfParserTest, ActuatorsAndSprings) {
  MultibodyPlant<double> plant(0.0);
  Parser(&plant).AddModels(Fixture("joint_actuator_parsing_test.sdf"));
  // Effort 100 → limit 100; 0 → no actuator; -1 → unlimited.
  ASSERT_EQ(plant.num_actuators(), 2);
  EXPECT_EQ(plant.GetJointActuatorByName("revolute_joint_positive_limit")
                .effort_limit(),
            100.0);
  EXPECT_FALSE(plant.HasJointActuatorNamed("prismatic_joint_zero_limit"));
  EXPECT_TRUE(std::isinf(
      plant.GetJointActuatorByName("revolute_joint_no_limit").effort_limit()));

  MultibodyPlant<double> springs(0.0);
  Parser(&springs).AddModels(Fixture("revolute_spring_parsing_test.sdf"));
  // Springs where the stiffness is non-zero: (reference 1, stiffness 5)
  // and (0, 5). Force element 0 is gravity.
  std::vector<std::pair<double, double>> found;
  for (int i = 0; i < springs.num_force_elements(); ++i) {
    const auto* spring = dynamic_cast<const RevoluteSpring<double>*>(
        &springs.get_force_element(ForceElementIndex(i)));
    if (spring != nullptr) {
      found.emplace_back(spring->nominal_angle(), spring->stiffness());
    }
  }
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0], std::make_pair(1.0, 5.0));
  EXPECT_EQ(found[1], std::make_pair(0.0, 5.0));
}

TEST(SdfParserTest, DrakeFixtureErrorsAndWarnings) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModels(Fixture("two_models.sdf")),
      ".*two_models.sdf: error: Root object can only contain one model.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModels(Fixture("negative_damping_joint.sdf")),
      ".*negative_damping_joint.sdf:14: error: joint 'joint': the damping "
      "must be non-negative, but is -0.1");
  // Curvilinear joints are not supported: an error naming the type.
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModels(Fixture("joint_parsing_test.sdf")),
      ".*joint_parsing_test.sdf:[0-9]+: error: drake:joint "
      "'curvilinear_joint_periodic': the type 'curvilinear' is not "
      "supported \\(only 'planar' is\\)");
  EXPECT_EQ(plant.num_bodies(), 1);
  EXPECT_EQ(plant.num_model_instances(), 2);

  // An old version is upgraded by libsdformat.
  parser.AddModels(Fixture("very_old_version.sdf"));
  EXPECT_TRUE(plant.HasBodyNamed("need_at_least_one_link"));

  // Unsupported elements: warnings, errors in strict mode.
  parser.AddModels(Fixture("unsupported_elements.sdf"));
  internal::ClearPendingGeometry(plant);
  MultibodyPlant<double> strict_plant(0.0);
  Parser strict(&strict_plant);
  strict.SetStrictParsing();
  DRAKE_EXPECT_THROWS_MESSAGE(
      strict.AddModels(Fixture("unsupported_elements.sdf")),
      ".*unsupported_elements.sdf:[0-9]+: error: unsupported SDFormat "
      "element <drake:QQQ_dynamic> in <drake:proximity_properties> is "
      "ignored");
  // Joints in a world (SDFormat 1.10) are not supported by libsdformat 12.
  DRAKE_EXPECT_THROWS_MESSAGE(
      strict.AddModels(Fixture("world_joint_test.sdf")),
      ".*world_joint_test.sdf:[0-9]+: error: unsupported SDFormat element "
      "<joint> in <world> is ignored");
  EXPECT_EQ(strict_plant.num_bodies(), 1);
}

// Drake's joint fixture without its two curvilinear joints (not supported;
// see DrakeFixtureErrorsAndWarnings): the values written in the file.
TEST(SdfParserTest, DrakeJointFixture) {
  std::ifstream in(Fixture("joint_parsing_test.sdf"));
  std::string text((std::istreambuf_iterator<char>(in)),
                   std::istreambuf_iterator<char>());
  for (const char* name :
       {"curvilinear_joint_periodic", "curvilinear_joint_aperiodic"}) {
    const size_t begin =
        text.find(fmt::format("<drake:joint name=\"{}\"", name));
    ASSERT_NE(begin, std::string::npos);
    const size_t end = text.find("</drake:joint>", begin);
    text.erase(begin, end + std::string("</drake:joint>").size() - begin);
  }
  MultibodyPlant<double> plant(0.0);
  const std::vector<ModelInstanceIndex> instances = AddSdf(&plant, text);
  ASSERT_EQ(instances.size(), 2u);
  const ModelInstanceIndex m = instances[0];
  const auto& revolute = plant.GetJointByName<RevoluteJoint>("revolute_joint");
  EXPECT_EQ(revolute.position_lower_limits()[0], -1.0);
  EXPECT_EQ(revolute.position_upper_limits()[0], 2.0);
  EXPECT_EQ(revolute.velocity_upper_limits()[0], 100.0);
  EXPECT_EQ(revolute.acceleration_upper_limits()[0], 200.0);
  EXPECT_EQ(revolute.default_damping_vector()[0], 0.2);
  EXPECT_EQ(plant.GetJointActuatorByName("revolute_joint").effort_limit(),
            100.0);
  const auto& prismatic =
      plant.GetJointByName<PrismaticJoint>("prismatic_joint");
  EXPECT_EQ(prismatic.position_lower_limits()[0], -2.0);
  EXPECT_EQ(prismatic.velocity_upper_limits()[0], 5.0);
  EXPECT_EQ(prismatic.acceleration_upper_limits()[0], 10.0);
  EXPECT_EQ(prismatic.default_damping_vector()[0], 0.3);
  EXPECT_TRUE(std::isinf(plant.GetJointByName("revolute_joint_no_limits")
                             .position_upper_limits()[0]));
  EXPECT_EQ(plant.GetJointByName("ball_joint").type_name(), "ball_rpy");
  EXPECT_EQ(plant.GetJointByName("ball_joint").default_damping_vector()[0],
            0.1);
  // The universal joint's frame: (1, 2, 3) from the child link6, which is
  // at the model origin like link5.
  const Joint<double>& universal = plant.GetJointByName("universal_joint");
  EXPECT_TRUE(universal.frame_on_parent()
                  .GetFixedPoseInBodyFrame()
                  .translation()
                  .isApprox(Eigen::Vector3d(1, 2, 3), kTolerance));
  EXPECT_TRUE(plant.GetJointByName("planar_joint", m)
                  .default_damping_vector()
                  .isApprox(Eigen::Vector3d(0.1, 0.1, 0.1)));
  EXPECT_TRUE(plant.GetJointByName("planar_joint", instances[1])
                  .default_damping_vector()
                  .isApprox(Eigen::Vector3d(0.2, 0.2, 0.2)));
  EXPECT_TRUE(std::isinf(
      plant.GetJointByName("continuous_joint").position_lower_limits()[0]));
  EXPECT_EQ(plant.GetJointByName<ScrewJoint>("screw_joint").screw_pitch(),
            0.04);
  // Not actuated: ball, universal (effort 0), planar; actuated without
  // limit: revolute_joint_no_limits, continuous_joint, screw_joint.
  EXPECT_EQ(plant.num_actuators(), 5);
}

TEST(SdfParserTest, CollisionFilterGroups) {
  MultibodyPlant<double> plant(0.0);
  geometry::SceneGraph<double> scene_graph;
  Parser parser(&plant, &scene_graph);
  parser.package_map().AddPackageXml(
      Fixture("collision_filter_group_parsing_test/package.xml"));
  parser.AddModels(Fixture("collision_filter_group_parsing_test/test.sdf"));
  const auto& inspector = scene_graph.model_inspector();
  auto geometry = [&](const std::string& robot, const std::string& link) {
    const RigidBody<double>& body = plant.GetBodyByName(
        link, plant.GetModelInstanceByName("test::" + robot));
    return plant.GetCollisionGeometriesForBody(body).at(0);
  };
  auto filtered = [&](const std::string& robot_a, const std::string& link_a,
                      const std::string& robot_b, const std::string& link_b) {
    return inspector.CollisionFiltered(geometry(robot_a, link_a),
                                       geometry(robot_b, link_b));
  };
  // robot.sdf: group_link14 ignores itself; group_link2 ignores
  // group_link3; group_link24 is ignored (ignore="true"); group_link56
  // ignores itself, group_link3 and group_link2.
  EXPECT_TRUE(filtered("robot1", "link1", "robot1", "link4"));
  EXPECT_TRUE(filtered("robot1", "link2", "robot1", "link3"));
  EXPECT_FALSE(filtered("robot1", "link2", "robot1", "link4"));
  EXPECT_TRUE(filtered("robot2", "link5", "robot2", "link6"));
  EXPECT_TRUE(filtered("robot2", "link5", "robot2", "link2"));
  EXPECT_FALSE(filtered("robot1", "link1", "robot1", "link6"));
  // test.sdf: group_6s (both link6) ignores itself; group_3s
  // (robot1::link3) ignores robot2::group_link3; group_of_groups
  // (robot1::group_link2 and robot2::group_link3) ignores itself.
  EXPECT_TRUE(filtered("robot1", "link6", "robot2", "link6"));
  EXPECT_TRUE(filtered("robot1", "link3", "robot2", "link3"));
  EXPECT_TRUE(filtered("robot1", "link2", "robot2", "link3"));
  EXPECT_FALSE(filtered("robot1", "link1", "robot2", "link1"));
}

// ---- inline documents --------------------------------------------------

TEST(SdfParserTest, JointTypes) {
  const std::string text =
      Sdf(R"(<model name="m">)" + Link("base") + Link("a") + Link("b") +
          Link("c") + Link("d") + Link("e") + Link("f") + Link("g") +
          Link("h") + Link("i") + R"(
  <joint name="weld" type="fixed"><parent>world</parent><child>base</child>
    <pose>0 0 1 0 0 0</pose></joint>
  <joint name="rev" type="revolute"><parent>base</parent><child>a</child>
    <axis><xyz>0 0 2</xyz>
      <limit><lower>-1</lower><upper>2</upper><effort>30</effort>
        <velocity>4</velocity><drake:acceleration>9</drake:acceleration></limit>
      <dynamics><damping>0.2</damping></dynamics></axis></joint>
  <joint name="cont" type="continuous"><parent>a</parent><child>b</child>
    <axis><xyz>1 0 0</xyz><limit><effort>0</effort></limit></axis></joint>
  <joint name="pris" type="prismatic"><parent>b</parent><child>c</child>
    <axis><xyz>0 1 0</xyz><limit><lower>-0.5</lower><upper>0.25</upper>
    </limit><dynamics><damping>3</damping></dynamics></axis></joint>
  <joint name="ball" type="ball"><parent>c</parent><child>d</child>
    <axis><dynamics><damping>0.1</damping></dynamics></axis></joint>
  <joint name="uni" type="universal"><parent>d</parent><child>e</child>
  </joint>
  <joint name="screw" type="screw"><parent>e</parent><child>f</child>
    <screw_thread_pitch>0.04</screw_thread_pitch>
    <axis><xyz>1 0 0</xyz></axis></joint>
  <joint name="screw_gazebo" type="screw"><parent>f</parent><child>g</child>
    <thread_pitch>-314.1592653589793</thread_pitch>
    <axis><xyz>1 0 0</xyz><limit><effort>0</effort></limit></axis></joint>
  <frame name="fh" attached_to="h"/>
  <frame name="fg" attached_to="g"/>
  <drake:joint name="planar" type="planar">
    <drake:parent>fg</drake:parent><drake:child>fh</drake:child>
    <drake:damping>0.1 0.2 0.3</drake:damping>
  </drake:joint>
  <joint name="rev2" type="revolute"><parent>h</parent><child>i</child>
    <axis><xyz>0 0 1</xyz></axis></joint>
</model>)");
  MultibodyPlant<double> plant(0.0);
  AddSdf(&plant, text);
  EXPECT_EQ(plant.GetJointByName("weld").type_name(), "weld");
  const auto& rev = plant.GetJointByName<RevoluteJoint>("rev");
  EXPECT_TRUE(rev.revolute_axis().isApprox(Eigen::Vector3d::UnitZ(),
                                           kTolerance));  // normalized
  EXPECT_EQ(rev.position_lower_limits()[0], -1.0);
  EXPECT_EQ(rev.position_upper_limits()[0], 2.0);
  EXPECT_EQ(rev.velocity_upper_limits()[0], 4.0);
  EXPECT_EQ(rev.velocity_lower_limits()[0], -4.0);
  EXPECT_EQ(rev.acceleration_upper_limits()[0], 9.0);
  EXPECT_EQ(rev.default_damping_vector()[0], 0.2);
  EXPECT_EQ(plant.GetJointActuatorByName("rev").effort_limit(), 30.0);
  const auto& cont = plant.GetJointByName<RevoluteJoint>("cont");
  EXPECT_TRUE(std::isinf(cont.position_upper_limits()[0]));
  EXPECT_FALSE(plant.HasJointActuatorNamed("cont"));
  const auto& pris = plant.GetJointByName<PrismaticJoint>("pris");
  EXPECT_EQ(pris.position_lower_limits()[0], -0.5);
  EXPECT_EQ(pris.default_damping_vector()[0], 3.0);
  EXPECT_EQ(plant.GetJointByName("ball").type_name(), "ball_rpy");
  EXPECT_EQ(plant.GetJointByName("ball").default_damping_vector()[0], 0.1);
  EXPECT_EQ(plant.GetJointByName("uni").type_name(), "universal");
  EXPECT_EQ(plant.GetJointByName<ScrewJoint>("screw").screw_pitch(), 0.04);
  // Gazebo's thread_pitch (rad/m): 0.02 m per revolution = -2π/-314.159...
  EXPECT_NEAR(plant.GetJointByName<ScrewJoint>("screw_gazebo").screw_pitch(),
              0.02, kTolerance);
  EXPECT_EQ(plant.GetJointByName("planar").type_name(), "planar");
  EXPECT_TRUE(plant.GetJointByName("planar").default_damping_vector().isApprox(
      Eigen::Vector3d(0.1, 0.2, 0.3)));
  // Actuated: rev (30), pris, screw and rev2 (no <effort>: unlimited).
  EXPECT_EQ(plant.num_actuators(), 4);
  EXPECT_FALSE(plant.HasJointActuatorNamed("screw_gazebo"));
  plant.Finalize();
  // One screw revolution advances 0.04 m along x: at q = π, 0.02 m.
  auto context = plant.CreateDefaultContext();
  plant.GetJointByName<ScrewJoint>("screw").set_rotation(context.get(), M_PI);
  const RigidTransformd X_EF = plant.CalcRelativeTransform(
      *context, plant.GetFrameByName("e"), plant.GetFrameByName("f"));
  EXPECT_NEAR(X_EF.translation().x(), 0.02, kTolerance);
}

// Pose semantics: relative_to chains resolved by libsdformat; the numbers
// are composed by hand.
TEST(SdfParserTest, FrameSemantics) {
  const std::string text =
      Sdf(R"(<model name="m">
  <pose>0 0 1 0 0 0</pose>)" +
          Link("L1", "<pose>1 0 0 0 0 0</pose>") + R"(
  <frame name="F1" attached_to="L1">
    <pose relative_to="L1">0 1 0 0 0 1.5707963267948966</pose></frame>
  <frame name="F2" attached_to="F1">
    <pose relative_to="F1">1 0 0 0 0 0</pose></frame>)" +
          Link("L2", R"(<pose relative_to="F2">0 0 2 0 0 0</pose>)") + R"(
  <joint name="J" type="revolute">
    <pose relative_to="F2">0 0 0 0 0 0</pose>
    <parent>L1</parent><child>L2</child>
    <axis><xyz expressed_in="__model__">0 1 0</xyz></axis></joint>
</model>)");
  MultibodyPlant<double> plant(0.0);
  AddSdf(&plant, text);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  // X_WL1 = (1, 0, 1); X_L1F1 = (0, 1, 0) with Rz(π/2); X_F1F2 = (1, 0, 0),
  // so p_WF2 = (1, 0, 1) + (0, 1, 0) + Rz(π/2)(1, 0, 0) = (1, 2, 1).
  const RigidTransformd X_WF2 =
      plant.GetFrameByName("F2").CalcPoseInWorld(*context);
  EXPECT_TRUE(
      X_WF2.translation().isApprox(Eigen::Vector3d(1, 2, 1), kTolerance));
  EXPECT_TRUE(X_WF2.rotation().IsNearlyEqualTo(
      RotationMatrixd::MakeZRotation(M_PI / 2), kTolerance));
  EXPECT_EQ(plant.GetFrameByName("F2").body().name(), "L1");
  // L2 is 2 m above F2: (1, 2, 3).
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, plant.GetBodyByName("L2"))
                  .translation()
                  .isApprox(Eigen::Vector3d(1, 2, 3), kTolerance));
  // The axis is the model's y, i.e. +x of F2 (J = F2, turned by π/2 about
  // z); turning J by q rotates L2 about the world y axis through F2's
  // origin.
  const auto& joint = plant.GetJointByName<RevoluteJoint>("J");
  EXPECT_TRUE(
      joint.revolute_axis().isApprox(Eigen::Vector3d(1, 0, 0), kTolerance));
  joint.set_angle(context.get(), 0.3);
  const RigidTransformd X_WL2 =
      plant.EvalBodyPoseInWorld(*context, plant.GetBodyByName("L2"));
  const RotationMatrixd R_expected = RotationMatrixd::MakeYRotation(0.3) *
                                     RotationMatrixd::MakeZRotation(M_PI / 2);
  EXPECT_TRUE(X_WL2.rotation().IsNearlyEqualTo(R_expected, kTolerance));
  const Eigen::Vector3d p_expected =
      Eigen::Vector3d(1, 2, 1) +
      RotationMatrixd::MakeYRotation(0.3) * Eigen::Vector3d(0, 0, 2);
  EXPECT_TRUE(X_WL2.translation().isApprox(p_expected, kTolerance));
  // The model frame: (0, 0, 1) in the world, on the canonical link L1.
  const ModelInstanceIndex m = plant.GetModelInstanceByName("m");
  EXPECT_TRUE(plant.GetFrameByName("__model__", m)
                  .CalcPoseInWorld(*context)
                  .translation()
                  .isApprox(Eigen::Vector3d(0, 0, 1), kTolerance));
  // A free link starts at its pose in the file.
}

TEST(SdfParserTest, FreeBodyDefaultPoseAndUniversalAxes) {
  MultibodyPlant<double> plant(0.0);
  AddSdf(&plant, Sdf(R"(<model name="m">)" +
                     Link("free", "<pose>1 2 3 0 0 0.5</pose>") + Link("a") +
                     Link("b") + R"(
  <joint name="u" type="universal"><parent>a</parent><child>b</child>
    <axis><xyz>0 1 0</xyz></axis><axis2><xyz>0 0 1</xyz></axis2></joint>
  <joint name="w" type="fixed"><parent>world</parent><child>a</child></joint>
</model>)"));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const RigidTransformd X_WB =
      plant.EvalBodyPoseInWorld(*context, plant.GetBodyByName("free"));
  EXPECT_TRUE(
      X_WB.translation().isApprox(Eigen::Vector3d(1, 2, 3), kTolerance));
  EXPECT_TRUE(X_WB.rotation().IsNearlyEqualTo(
      RotationMatrixd::MakeZRotation(0.5), kTolerance));
  // Universal: the first angle turns about <axis> (y), the second about
  // <axis2> (z) of the child.
  Eigen::VectorXd q = plant.GetPositions(*context);
  const Joint<double>& u = plant.GetJointByName("u");
  q[u.position_start()] = 0.4;
  q[u.position_start() + 1] = 0.0;
  plant.SetPositions(context.get(), q);
  EXPECT_TRUE(
      plant.EvalBodyPoseInWorld(*context, plant.GetBodyByName("b"))
          .rotation()
          .IsNearlyEqualTo(RotationMatrixd::MakeYRotation(0.4), kTolerance));
  q[u.position_start()] = 0.0;
  q[u.position_start() + 1] = 0.7;
  plant.SetPositions(context.get(), q);
  EXPECT_TRUE(
      plant.EvalBodyPoseInWorld(*context, plant.GetBodyByName("b"))
          .rotation()
          .IsNearlyEqualTo(RotationMatrixd::MakeZRotation(0.7), kTolerance));
}

TEST(SdfParserTest, ActuatorExtensions) {
  MultibodyPlant<double> plant(0.0);
  AddSdf(&plant, Sdf(R"(<model name="m">)" + Link("a") + R"(
  <joint name="j" type="revolute"><parent>world</parent><child>a</child>
    <drake:rotor_inertia>0.25</drake:rotor_inertia>
    <drake:gear_ratio>12</drake:gear_ratio>
    <drake:controller_gains p="100" d="5"/>
    <axis><xyz>0 0 1</xyz><limit><effort>7</effort></limit>
      <dynamics><spring_reference>0.5</spring_reference>
        <spring_stiffness>20</spring_stiffness></dynamics></axis></joint>
</model>)"));
  const JointActuator<double>& actuator = plant.GetJointActuatorByName("j");
  EXPECT_EQ(actuator.effort_limit(), 7.0);
  EXPECT_EQ(actuator.default_rotor_inertia(), 0.25);
  EXPECT_EQ(actuator.default_gear_ratio(), 12.0);
  EXPECT_EQ(actuator.get_controller_gains().p, 100.0);
  EXPECT_EQ(actuator.get_controller_gains().d, 5.0);
  bool found_spring = false;
  for (int i = 0; i < plant.num_force_elements(); ++i) {
    const auto* spring = dynamic_cast<const RevoluteSpring<double>*>(
        &plant.get_force_element(ForceElementIndex(i)));
    if (spring == nullptr) continue;
    found_spring = true;
    EXPECT_EQ(spring->nominal_angle(), 0.5);
    EXPECT_EQ(spring->stiffness(), 20.0);
  }
  EXPECT_TRUE(found_spring);
}

TEST(SdfParserTest, GeometryAndContactExtensions) {
  const fs::path folder = fs::temp_directory_path() /
                          fmt::format("mallard_sdf_geometry_{}", ::getpid());
  fs::create_directories(folder);
  {
    // A tetrahedron: proximity geometry needs a non-degenerate hull.
    std::ofstream(folder / "part.obj")
        << "v 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 0 1\n"
           "f 1 2 3\nf 1 2 4\nf 1 3 4\nf 2 3 4\n";
  }
  const std::string text = Sdf(R"(<model name="m"><link name="a">
  <collision name="box">
    <geometry><box><size>1 2 3</size></box></geometry>
    <surface><friction><ode><mu>0.8</mu><mu2>0.6</mu2></ode></friction>
    </surface>
  </collision>
  <collision name="ball">
    <geometry><sphere><radius>0.5</radius></sphere></geometry>
    <drake:proximity_properties>
      <drake:mu_dynamic>0.3</drake:mu_dynamic>
      <drake:mu_static>0.4</drake:mu_static>
      <drake:point_contact_stiffness>1e5</drake:point_contact_stiffness>
      <drake:hunt_crossley_dissipation>2</drake:hunt_crossley_dissipation>
      <drake:relaxation_time>0.1</drake:relaxation_time>
      <drake:compliant_hydroelastic/>
      <drake:hydroelastic_modulus>5e7</drake:hydroelastic_modulus>
      <drake:mesh_resolution_hint>0.01</drake:mesh_resolution_hint>
    </drake:proximity_properties>
  </collision>
  <collision name="capsule">
    <geometry><drake:capsule><drake:radius>0.1</drake:radius>
      <drake:length>0.4</drake:length></drake:capsule></geometry>
  </collision>
  <collision name="ellipsoid">
    <geometry><drake:ellipsoid><drake:a>0.1</drake:a><drake:b>0.2</drake:b>
      <drake:c>0.3</drake:c></drake:ellipsoid></geometry>
  </collision>
  <collision name="capsule19">
    <geometry><capsule><radius>0.2</radius><length>0.5</length></capsule>
    </geometry>
  </collision>
  <collision name="ground">
    <pose>0 0 -1 0 0 0</pose>
    <geometry><plane><normal>1 0 0</normal><size>1 1</size></plane>
    </geometry>
  </collision>
  <visual name="look">
    <geometry><cylinder><radius>0.1</radius><length>0.2</length></cylinder>
    </geometry>
    <material><diffuse>0.1 0.2 0.3 0.4</diffuse></material>
  </visual>
  <visual name="mesh">
    <geometry><mesh><uri>file://)" +
                               (folder / "part.obj").string() +
                               R"(</uri><scale>2 3 -4</scale></mesh></geometry>
  </visual>
  <collision name="hull">
    <geometry><mesh><uri>file://)" +
                               (folder / "part.obj").string() +
                               R"(</uri><drake:declare_convex/></mesh>
    </geometry>
  </collision>
</link></model>)");
  MultibodyPlant<double> plant(0.0);
  geometry::SceneGraph<double> scene_graph;
  Parser parser(&plant, &scene_graph);
  parser.AddModelsFromString(text, "sdf");
  const auto& inspector = scene_graph.model_inspector();
  const RigidBody<double>& body = plant.GetBodyByName("a");
  const auto& collisions = plant.GetCollisionGeometriesForBody(body);
  ASSERT_EQ(collisions.size(), 7u);
  // <drake:declare_convex/> makes a mesh a Convex.
  EXPECT_NE(
      dynamic_cast<const geometry::Convex*>(&inspector.GetShape(collisions[6])),
      nullptr);
  namespace gi = geometry::internal;
  auto friction = [&](geometry::GeometryId id) {
    return inspector.GetProximityProperties(id)
        ->GetProperty<CoulombFriction<double>>(gi::kMaterialGroup,
                                               gi::kFriction);
  };
  // <mu> is the static and <mu2> the dynamic coefficient.
  EXPECT_EQ(friction(collisions[0]).static_friction(), 0.8);
  EXPECT_EQ(friction(collisions[0]).dynamic_friction(), 0.6);
  const geometry::ProximityProperties& ball =
      *inspector.GetProximityProperties(collisions[1]);
  EXPECT_EQ(friction(collisions[1]).static_friction(), 0.4);
  EXPECT_EQ(friction(collisions[1]).dynamic_friction(), 0.3);
  EXPECT_EQ(ball.GetProperty<double>(gi::kMaterialGroup, gi::kPointStiffness),
            1e5);
  EXPECT_EQ(ball.GetProperty<double>(gi::kMaterialGroup, gi::kHcDissipation),
            2.0);
  EXPECT_EQ(ball.GetProperty<double>(gi::kMaterialGroup, gi::kRelaxationTime),
            0.1);
  EXPECT_EQ(ball.GetProperty<double>(gi::kHydroGroup, gi::kElastic), 5e7);
  EXPECT_EQ(ball.GetProperty<double>(gi::kHydroGroup, gi::kRezHint), 0.01);
  const auto* capsule = dynamic_cast<const geometry::Capsule*>(
      &inspector.GetShape(collisions[2]));
  ASSERT_NE(capsule, nullptr);
  EXPECT_EQ(capsule->radius(), 0.1);
  EXPECT_EQ(capsule->length(), 0.4);
  const auto* ellipsoid = dynamic_cast<const geometry::Ellipsoid*>(
      &inspector.GetShape(collisions[3]));
  ASSERT_NE(ellipsoid, nullptr);
  EXPECT_EQ(ellipsoid->c(), 0.3);
  EXPECT_NE(dynamic_cast<const geometry::Capsule*>(
                &inspector.GetShape(collisions[4])),
            nullptr);
  // The plane: a half space whose frame's z is the plane normal (+x of the
  // link), at the plane's pose.
  ASSERT_NE(dynamic_cast<const geometry::HalfSpace*>(
                &inspector.GetShape(collisions[5])),
            nullptr);
  const RigidTransformd& X_BH = inspector.GetPoseInFrame(collisions[5]);
  EXPECT_TRUE(
      X_BH.translation().isApprox(Eigen::Vector3d(0, 0, -1), kTolerance));
  EXPECT_TRUE((X_BH.rotation() * Eigen::Vector3d::UnitZ())
                  .isApprox(Eigen::Vector3d::UnitX(), kTolerance));
  // Visuals: the diffuse color as ("phong", "diffuse"); the mesh resolved
  // and scaled.
  const auto& visuals = plant.GetVisualGeometriesForBody(body);
  ASSERT_EQ(visuals.size(), 2u);
  const geometry::Rgba diffuse =
      inspector.GetIllustrationProperties(visuals[0])
          ->GetProperty<geometry::Rgba>("phong", "diffuse");
  // libsdformat keeps colors as float: 1e-7 relative.
  EXPECT_NEAR(diffuse.r(), 0.1, 1e-7);
  EXPECT_NEAR(diffuse.a(), 0.4, 1e-7);
  const auto* mesh =
      dynamic_cast<const geometry::Mesh*>(&inspector.GetShape(visuals[1]));
  ASSERT_NE(mesh, nullptr);
  // A non-uniform (and mirroring) scale passes through as scale3(), as in
  // Drake; scale() then throws.
  EXPECT_EQ(mesh->scale3(), Eigen::Vector3d(2, 3, -4));
  EXPECT_THROW(mesh->scale(), std::logic_error);
  EXPECT_EQ(fs::path(mesh->filename()).filename(), "part.obj");
  fs::remove_all(folder);
}

// <include> by relative path and by package:// URL, with a new name and a
// pose; merge-includes put the included links into the including model.
TEST(SdfParserTest, Includes) {
  const fs::path folder = fs::temp_directory_path() /
                          fmt::format("mallard_sdf_include_{}", ::getpid());
  fs::create_directories(folder / "parts");
  {
    std::ofstream(folder / "parts" / "package.xml")
        << "<package format=\"2\"><name>parts</name></package>\n";
  }
  {
    std::ofstream(folder / "parts" / "arm.sdf")
        << Sdf(R"(<model name="arm">)" + Link("base") + Link("tip") + R"(
  <joint name="elbow" type="revolute"><parent>base</parent><child>tip</child>
    <pose>0 0 0.5 0 0 0</pose><axis><xyz>0 1 0</xyz></axis></joint>
</model>)");
  }
  {
    std::ofstream(folder / "top.sdf")
        << Sdf(R"(<model name="top">)" + Link("body") + R"(
  <include><uri>parts/arm.sdf</uri><name>left</name>
    <pose>0 1 0 0 0 0</pose></include>
  <include><uri>package://parts/arm.sdf</uri><name>right</name>
    <pose>0 -1 0 0 0 0</pose></include>
  <include merge="true"><uri>package://parts/arm.sdf</uri></include>
  <joint name="mount" type="fixed"><parent>body</parent>
    <child>left::base</child></joint>
</model>)");
  }
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  parser.package_map().AddPackageXml((folder / "parts/package.xml").string());
  const std::vector<ModelInstanceIndex> instances =
      parser.AddModels((folder / "top.sdf").string());
  ASSERT_EQ(instances.size(), 3u);
  EXPECT_EQ(plant.GetModelInstanceName(instances[1]), "top::left");
  EXPECT_EQ(plant.GetModelInstanceName(instances[2]), "top::right");
  // The merged links and joint belong to "top".
  EXPECT_TRUE(plant.HasBodyNamed("tip", instances[0]));
  EXPECT_TRUE(plant.HasJointNamed("elbow", instances[0]));
  EXPECT_TRUE(plant.HasJointNamed("elbow", instances[1]));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  // The right arm's tip is free-floating in its own instance? No: elbow
  // joins it to its base, which is free and starts at (0, -1, 0).
  EXPECT_TRUE(plant
                  .EvalBodyPoseInWorld(
                      *context, plant.GetBodyByName("base", instances[2]))
                  .translation()
                  .isApprox(Eigen::Vector3d(0, -1, 0), kTolerance));
  const Joint<double>& elbow = plant.GetJointByName("elbow", instances[1]);
  EXPECT_TRUE(
      elbow.frame_on_parent().GetFixedPoseInBodyFrame().translation().isApprox(
          Eigen::Vector3d(0, 0, 0.5), kTolerance));
  fs::remove_all(folder);
}

TEST(SdfParserTest, NamingPrefixAndAutoRenaming) {
  const std::string text = Sdf(R"(<model name="robot">)" + Link("a") + R"(
  <model name="hand">)" + Link("finger") +
                               R"(</model></model>)");
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  parser.AddModelsFromString(text, "sdf");
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModelsFromString(text, "sdf"),
      ".*<literal-string>.sdf:[0-9]+: error: the plant already has a model "
      "instance named 'robot'.*");
  parser.SetAutoRenaming(true);
  const auto renamed = parser.AddModelsFromString(text, "sdf");
  ASSERT_EQ(renamed.size(), 2u);
  EXPECT_EQ(plant.GetModelInstanceName(renamed[0]), "robot_1");
  EXPECT_EQ(plant.GetModelInstanceName(renamed[1]), "robot_1::hand");
  Parser prefixed(&plant, "left");
  const auto with_prefix = prefixed.AddModelsFromString(text, "sdf");
  EXPECT_EQ(plant.GetModelInstanceName(with_prefix[1]), "left::robot::hand");
}

TEST(SdfParserTest, Errors) {
  MultibodyPlant<double> plant(0.0);
  auto expect_error = [&](const std::string& body, const std::string& regex) {
    SCOPED_TRACE(body);
    DRAKE_EXPECT_THROWS_MESSAGE(AddSdf(&plant, Sdf(body)), regex);
    // Nothing was added.
    EXPECT_EQ(plant.num_bodies(), 1);
    EXPECT_EQ(plant.num_model_instances(), 2);
  };
  // Non-physical inertia: the link, the values, the file and the line.
  expect_error(R"(<model name="m"><link name="bad">
<inertial><mass>1</mass><inertia><ixx>1</ixx><iyy>1</iyy><izz>3</izz>
</inertia></inertial></link></model>)",
               "<literal-string>.sdf:4: error: link 'bad' has an invalid "
               "inertia \\(mass 1 kg, ixx=1 iyy=1 izz=3 [\\s\\S]*triangle "
               "inequality[\\s\\S]*");
  expect_error(R"(<model name="m"><link name="neg">
<inertial><mass>-2</mass></inertial></link></model>)",
               "<literal-string>.sdf:4: error: link 'neg' has an invalid "
               "inertia \\(mass -2 kg[\\s\\S]*");
  // Malformed XML and unknown references, from libsdformat.
  DRAKE_EXPECT_THROWS_MESSAGE(
      AddSdf(&plant, "<sdf version='1.9'>\n<model"),
      "<literal-string>.sdf:2: error: Failed to parse XML: .*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      AddSdf(&plant, "<?xml version='1.0'?>\n<robot name='r'/>"),
      "<literal-string>.sdf:2: error: the root element is <robot>; an "
      "SDFormat document has <sdf>");
  expect_error(R"(<model name="m">)" + Link("a") + R"(
<joint name="j" type="revolute"><parent>nope</parent><child>a</child>
<axis><xyz>0 0 1</xyz></axis></joint></model>)",
               "<literal-string>.sdf:7: error: .*nope.*");
  expect_error(R"(<model name="m">)" + Link("a") + R"(
<joint name="j" type="gearbox"><parent>world</parent><child>a</child>
</joint></model>)",
               "<literal-string>.sdf:[0-9]+: error: .*gearbox.*");
  // Drake's extensions.
  expect_error(R"(<model name="m">)" + Link("a") + R"(
<joint name="j" type="revolute"><parent>world</parent><child>a</child>
<drake:rotor_inertia>lots</drake:rotor_inertia>
<axis><xyz>0 0 1</xyz></axis></joint></model>)",
               "<literal-string>.sdf:[0-9]+: error: joint 'j': "
               "<drake:rotor_inertia> must hold one finite number, but "
               "holds 'lots'");
  expect_error(R"(<model name="m">)" + Link("a") + R"(
<joint name="j" type="revolute"><parent>world</parent><child>a</child>
<drake:controller_gains p="1"/>
<axis><xyz>0 0 1</xyz></axis></joint></model>)",
               ".*error: joint 'j': <drake:controller_gains> needs the "
               "attributes p \\(> 0\\) and d \\(>= 0\\) as numbers");
  expect_error(R"(<model name="m">)" + Link("a") + R"(
<joint name="j" type="screw"><parent>world</parent><child>a</child>
<axis><xyz>0 0 1</xyz></axis></joint></model>)",
               ".*error: joint 'j': a screw joint needs "
               "<screw_thread_pitch> \\(m per revolution\\)");
  expect_error(R"(<model name="m">)" + Link("a") + R"(<link name="b"/>
<drake:joint name="j" type="weird"><drake:parent>a</drake:parent>
<drake:child>b</drake:child></drake:joint></model>)",
               ".*error: drake:joint 'j': the type 'weird' is not "
               "supported \\(only 'planar' is\\)");
  expect_error(R"(<model name="m">)" + Link("a") + R"(
<drake:collision_filter_group name="g"><drake:member>ghost</drake:member>
</drake:collision_filter_group></model>)",
               ".*error: collision filter group 'g': there is no link named "
               "'ghost'");
  expect_error(R"(<model name="m"><link name="a"><collision name="c">
<geometry><sphere><radius>-1</radius></sphere></geometry></collision>
</link></model>)",
               ".*error: link 'a': collision 'c': the sphere radius must be "
               "positive and finite, but is -1");
  expect_error(R"(<model name="m"><link name="a"><collision name="c">
<geometry><box><size>1 1 1</size></box></geometry>
<drake:proximity_properties><drake:mu_dynamic>-1</drake:mu_dynamic>
</drake:proximity_properties></collision></link></model>)",
               ".*error: link 'a': collision 'c': <drake:mu_dynamic> must "
               "be non-negative, but is -1");
  expect_error(R"(<model name="m">)" + Link("a") + Link("b") + R"(
<joint name="j" type="revolute"><parent>a</parent><child>b</child>
<axis><xyz>0 0 1</xyz><limit><lower>2</lower><upper>1</upper></limit>
</axis></joint></model>)",
               ".*error: joint 'j': the lower limit 2 exceeds the upper "
               "limit 1");
  expect_error(R"(<world name="w1"/><world name="w2"/>)", ".*error: .*world.*");
  expect_error(R"(<light name="sun" type="directional"/>)",
               ".*error: the document has no <model> and no <world>.*");
  // Warnings in strict mode are errors too.
  DRAKE_EXPECT_THROWS_MESSAGE(
      AddSdf(&plant,
             Sdf(R"(<model name="m"><link name="a"><kinematic>1</kinematic>
</link></model>)"),
             true),
      "<literal-string>.sdf:[0-9]+: error: <kinematic>1</kinematic> in "
      "<link> is not supported and is ignored");
  DRAKE_EXPECT_THROWS_MESSAGE(
      AddSdf(&plant, Sdf(R"(<model name="m"><link name="a"><visual name="v">
<geometry><mesh><uri>package://nowhere/x.obj</uri></mesh></geometry>
</visual></link></model>)"),
             true),
      "<literal-string>.sdf:[0-9]+: error: link 'a': visual 'v': the mesh "
      "'package://nowhere/x.obj' cannot be resolved.*");
  EXPECT_EQ(plant.num_bodies(), 1);
  // A finalized plant is API misuse.
  plant.Finalize();
  EXPECT_THROW(
      AddSdf(&plant, Sdf(R"(<model name="m">)" + Link("a") + "</model>")),
      std::logic_error);
}

// Every other error and warning of the reader and the builder, each with
// its message.
TEST(SdfParserTest, MoreErrorsAndWarnings) {
  MultibodyPlant<double> plant(0.0);
  auto expect_error = [&](const std::string& body, const std::string& regex,
                          bool strict = false) {
    SCOPED_TRACE(body);
    DRAKE_EXPECT_THROWS_MESSAGE(AddSdf(&plant, Sdf(body), strict), regex);
    EXPECT_EQ(plant.num_bodies(), 1);
    EXPECT_EQ(plant.num_model_instances(), 2);
  };
  const std::string a = Link("a");
  const std::string b = Link("b");
  // Geometry.
  expect_error(R"(<model name="m"><link name="a"><collision name="c">
<geometry><plane><normal>0 0 0</normal></plane></geometry></collision>
</link></model>)",
               ".*error: link 'a': collision 'c': the plane normal must be "
               "non-zero and finite");
  expect_error(R"(<model name="m"><link name="a"><visual name="v">
<geometry><mesh><uri>x.obj</uri><scale>1 0 1</scale></mesh></geometry>
</visual></link></model>)",
               ".*error: link 'a': visual 'v': the mesh scale has a zero or "
               "non-finite entry");
  expect_error(R"(<model name="m"><link name="a"><visual name="v">
<geometry><drake:capsule><drake:radius>1</drake:radius></drake:capsule>
</geometry></visual></link></model>)",
               ".*error: link 'a': visual 'v': <drake:capsule> needs "
               "<drake:radius> and <drake:length>");
  expect_error(R"(<model name="m"><link name="a"><visual name="v">
<geometry><drake:ellipsoid><drake:a>1</drake:a></drake:ellipsoid>
</geometry></visual></link></model>)",
               ".*error: link 'a': visual 'v': <drake:ellipsoid> needs "
               "<drake:a>, <drake:b> and <drake:c>");
  expect_error(R"(<model name="m"><link name="a"><visual name="v">
<geometry><empty/></geometry></visual></link></model>)",
               ".*error: link 'a': visual 'v': <geometry> holds no supported "
               "shape.*");
  expect_error(R"(<model name="m"><link name="a"><visual name="v">
<geometry><heightmap><uri>h.png</uri></heightmap></geometry></visual>
</link></model>)",
               ".*error: link 'a': visual 'v': this geometry type "
               "\\(heightmap, polyline, ...\\) is not supported");
  expect_error(R"(<model name="m"><link name="a"><collision name="c">
<geometry><box><size>1 1 1</size></box></geometry>
<drake:proximity_properties><drake:rigid_hydroelastic/>
<drake:compliant_hydroelastic/></drake:proximity_properties>
</collision></link></model>)",
               ".*error: link 'a': collision 'c': a geometry cannot be both "
               "rigid and compliant hydroelastic");
  // Joints.
  expect_error(R"(<model name="m">)" + a + R"(
<joint name="j" type="revolute"><parent>a</parent><child>world</child>
<axis><xyz>0 0 1</xyz></axis></joint></model>)",
               ".*error: .*");
  expect_error(R"(<model name="m">)" + a + R"(
<joint name="j" type="revolute"><parent>world</parent><child>a</child>
<axis><xyz>0 0 0</xyz></axis></joint></model>)",
               // libsdformat's own check comes first.
               "<literal-string>.sdf: error: The norm of the xyz vector "
               "cannot be zero");
  expect_error(R"(<model name="m">)" + a + b + R"(
<joint name="j" type="universal"><parent>a</parent><child>b</child>
<axis><xyz>1 0 0</xyz></axis><axis2><xyz>1 1 0</xyz></axis2></joint>
</model>)",
               ".*error: joint 'j': the axes of a universal joint must be "
               "orthogonal, but axis·axis2 = 0.70.*");
  expect_error(R"(<model name="m">)" + a + R"(
<joint name="j" type="screw"><parent>world</parent><child>a</child>
<thread_pitch>0</thread_pitch><axis><xyz>0 0 1</xyz></axis></joint>
</model>)",
               ".*error: joint 'j': <thread_pitch> must not be zero");
  expect_error(R"(<model name="m">)" + a + R"(
<joint name="j" type="screw"><parent>world</parent><child>a</child>
<screw_thread_pitch>0</screw_thread_pitch><axis><xyz>0 0 1</xyz></axis>
</joint></model>)",
               ".*error: joint 'j': <screw_thread_pitch> must not be zero");
  expect_error(R"(<model name="m">)" + a + b + R"(
<joint name="j1" type="fixed"><parent>world</parent><child>b</child></joint>
<joint name="j2" type="fixed"><parent>a</parent><child>b</child></joint>
</model>)",
               ".*error: joint 'j2': the link 'm::b' is already the child of "
               "the joint 'j1' \\(line [0-9]+\\); a link can have one parent "
               "joint only \\(loops are not supported\\)");
  // The plant names a joint's frames "<joint>_parent" and "<joint>_child".
  expect_error(R"(<model name="m">)" + a + Link("j_child") + R"(
<joint name="j" type="revolute"><parent>a</parent><child>j_child</child>
<axis><xyz>0 0 1</xyz></axis></joint></model>)",
               ".*error: joint 'j' would create the frame 'j_child', which "
               "already exists \\(line [0-9]+\\)");
  // Drake's joints and groups.
  expect_error(R"(<model name="m">)" + a + R"(<drake:joint name="j"/></model>)",
               ".*error: <drake:joint> needs the attributes name and type");
  expect_error(R"(<model name="m">)" + a + R"(
<drake:joint name="j" type="planar"><drake:parent>a</drake:parent>
</drake:joint></model>)",
               ".*error: drake:joint 'j': needs <drake:parent> and "
               "<drake:child>");
  expect_error(R"(<model name="m">)" + a + b + R"(
<drake:joint name="j" type="planar"><drake:parent>a</drake:parent>
<drake:child>ghost</drake:child></drake:joint></model>)",
               ".*error: drake:joint 'j': there is no frame or link named "
               "'ghost'");
  expect_error(R"(<model name="m">)" + a + b + R"(
<drake:joint name="j" type="planar"><drake:parent>a</drake:parent>
<drake:child>nest::b</drake:child></drake:joint></model>)",
               ".*error: drake:joint 'j': there is no model named 'nest' for "
               "the frame 'nest::b'");
  expect_error(R"(<model name="m">)" + a + b + R"(
<drake:joint name="j" type="planar"><drake:parent>a</drake:parent>
<drake:child>b</drake:child><drake:damping>1 2</drake:damping>
</drake:joint></model>)",
               ".*error: drake:joint 'j': <drake:damping> must hold three "
               "non-negative numbers, but holds '1 2'");
  expect_error(R"(<model name="m">)" + a + R"(
<drake:collision_filter_group><drake:member>a</drake:member>
</drake:collision_filter_group></model>)",
               ".*error: <drake:collision_filter_group> needs a name "
               "attribute");
  // Warnings, errors in strict mode.
  expect_error(R"(<model name="m">)" + a + b + R"(
<joint name="j" type="ball"><parent>a</parent><child>b</child>
<axis><limit><effort>5</effort></limit></axis></joint></model>)",
               ".*error: joint 'j': a ball joint cannot be actuated; its "
               "effort limit 5 is ignored",
               true);
  expect_error(R"(<model name="m">)" + a + R"(
<joint name="j" type="prismatic"><parent>world</parent><child>a</child>
<axis><xyz>0 0 1</xyz><dynamics><spring_stiffness>3</spring_stiffness>
</dynamics></axis></joint></model>)",
               ".*error: joint 'j': springs on prismatic joints are not "
               "supported; <spring_stiffness> is ignored",
               true);
  expect_error(R"(<model name="m">)" + a + R"(
<joint name="j" type="revolute"><parent>world</parent><child>a</child>
<drake:controller_gains p="1" d="0"/>
<axis><xyz>0 0 1</xyz><limit><effort>0</effort></limit></axis></joint>
</model>)",
               ".*error: joint 'j': <drake:controller_gains> is ignored "
               "because the joint is not actuated \\(effort 0\\)",
               true);
  expect_error(R"(<model name="m">)" + a + R"(
<joint name="j" type="revolute"><parent>world</parent><child>a</child>
<axis><xyz>0 0 1</xyz><dynamics><friction>0.5</friction></dynamics></axis>
</joint></model>)",
               ".*error: joint friction \\(0.5\\) is not supported and is "
               "ignored",
               true);
  expect_error(R"(<model name="m">)" + a + b + R"(
<drake:joint name="j" type="planar"><drake:parent>a</drake:parent>
<drake:child>b</drake:child><drake:pose>0 0 0 0 0 0</drake:pose>
</drake:joint></model>)",
               ".*error: drake:joint 'j': <drake:pose> is not supported; the "
               "joint frames are the parent and child frames",
               true);
  expect_error(R"(<model name="m"><link name="a"><visual name="v">
<geometry><mesh><uri>package://nowhere/x.obj</uri><submesh><name>s</name>
</submesh></mesh></geometry></visual></link></model>)",
               ".*error: link 'a': visual 'v': <submesh> is not supported; "
               "the whole mesh is used",
               true);
  // A world frame that names an existing one.
  MultibodyPlant<double> world_plant(0.0);
  const std::string world = Sdf(R"(<world name="w"><model name="m">)" + a +
                                R"(</model><frame name="f" attached_to="m">
<pose>1 0 0 0 0 0</pose></frame></world>)");
  AddSdf(&world_plant, world);
  // A world frame attached to a model: on its canonical link, 1 m along x
  // of the model frame.
  EXPECT_EQ(world_plant.GetFrameByName("f").body().name(), "a");
  EXPECT_TRUE(world_plant.GetFrameByName("f")
                  .GetFixedPoseInBodyFrame()
                  .translation()
                  .isApprox(Eigen::Vector3d(1, 0, 0), kTolerance));
  Parser renaming(&world_plant);
  renaming.SetAutoRenaming(true);
  DRAKE_EXPECT_THROWS_MESSAGE(
      renaming.AddModelsFromString(world, "sdf"),
      ".*error: the world already has a frame named 'f'");
}

// <drake:diffuse_map>: the texture is resolved like a mesh and kept with
// the visual's material; one that cannot be resolved gives a warning.
TEST(SdfParserTest, DiffuseMap) {
  const std::string text = Sdf(R"(<model name="m"><link name="a">
<visual name="v"><geometry><box><size>1 1 1</size></box></geometry>
<material><drake:diffuse_map>package://drake/examples/acrobot/ORIGIN.md
</drake:diffuse_map></material></visual></link></model>)");
  MultibodyPlant<double> plant(0.0);
  AddSdf(&plant, text, true);
  const internal::PendingPlantGeometry pending =
      internal::GetPendingGeometry(plant);
  ASSERT_EQ(pending.geometries.size(), 1u);
  ASSERT_TRUE(pending.geometries[0].material.has_value());
  EXPECT_EQ(pending.geometries[0].material->texture_filename,
            FindResourceOrThrow("drake/examples/acrobot/ORIGIN.md"));
  internal::ClearPendingGeometry(plant);
  MultibodyPlant<double> strict_plant(0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      AddSdf(&strict_plant,
             Sdf(R"(<model name="m"><link name="a"><visual name="v">
<geometry><box><size>1 1 1</size></box></geometry><material>
<drake:diffuse_map>package://nowhere/t.png</drake:diffuse_map></material>
</visual></link></model>)"),
             true),
      "<literal-string>.sdf:[0-9]+: error: link 'a': visual 'v': the texture "
      "'package://nowhere/t.png' cannot be resolved.*");
}

// Parser routes ".dmd.yaml" to the model directives.
TEST(SdfParserTest, ModelDirectivesThroughParser) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  const std::vector<ModelInstanceIndex> added = parser.AddModelsFromString(
      R"(directives:
- add_model:
    name: acrobot
    file: package://drake/examples/acrobot/Acrobot.sdf
)",
      "dmd.yaml");
  ASSERT_EQ(added.size(), 1u);
  EXPECT_EQ(plant.GetModelInstanceName(added[0]), "acrobot");
  EXPECT_TRUE(plant.HasJointNamed("elbow", added[0]));
  // A file named *.dmd.yaml (any case) too.
  const fs::path file = fs::temp_directory_path() /
                        fmt::format("mallard_sdf_{}.DMD.yaml", ::getpid());
  {
    std::ofstream(file) << "directives:\n- add_model:\n    name: cart\n"
                           "    file: package://drake/examples/multibody/"
                           "cart_pole/cart_pole.sdf\n";
  }
  const std::vector<ModelInstanceIndex> from_file =
      parser.AddModels(file.string());
  fs::remove(file);
  ASSERT_EQ(from_file.size(), 1u);
  EXPECT_EQ(plant.GetModelInstanceName(from_file[0]), "cart");
  internal::ClearPendingGeometry(plant);
}

// Truncations and byte flips of a valid document: only std::exception
// (never a crash, abort or hang).
TEST(SdfParserTest, Fuzz) {
  const std::string valid = Sdf(R"(<model name="m">
  <pose>0 0 1 0 0 0</pose>)" + Link("L1", "<pose>1 0 0 0 0 0</pose>") +
                                R"(
  <frame name="F1" attached_to="L1"><pose>0 1 0 0 0 1</pose></frame>)" +
                                Link("L2") + R"(
  <joint name="J" type="revolute"><parent>F1</parent><child>L2</child>
    <drake:rotor_inertia>0.1</drake:rotor_inertia>
    <axis><xyz expressed_in="__model__">0 1 0</xyz>
      <limit><lower>-1</lower><upper>1</upper><effort>3</effort></limit>
    </axis></joint>
  <drake:collision_filter_group name="g"><drake:member>L1</drake:member>
  </drake:collision_filter_group>
</model>)");
  {
    MultibodyPlant<double> plant(0.0);
    ASSERT_NO_THROW(AddSdf(&plant, valid));
  }
  std::mt19937 generator(42);
  const char kBytes[] =
      "<>/\"= 0-1.e\n\xff"
      "\x00"
      "abc:";
  int exceptions = 0;
  for (int trial = 0; trial < 300; ++trial) {
    std::string text = valid;
    if (trial % 3 == 0) {
      text.resize(generator() % text.size());
    } else {
      const int flips = 1 + generator() % 4;
      for (int k = 0; k < flips; ++k) {
        text[generator() % text.size()] =
            kBytes[generator() % (sizeof(kBytes) - 1)];
      }
    }
    MultibodyPlant<double> plant(0.0);
    try {
      AddSdf(&plant, text);
    } catch (const std::exception&) {
      ++exceptions;
    }
    internal::ClearPendingGeometry(plant);
  }
  // Most mutations break the document (truncations always do).
  EXPECT_GT(exceptions, 100);
}

}  // namespace sdf_parser_test
}  // namespace multibody
}  // namespace drake
