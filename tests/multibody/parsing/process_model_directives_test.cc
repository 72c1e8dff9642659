// ProcessModelDirectives: models, instances, frames, welds, default
// positions, namespaces (add_directives) and collision filter groups, built
// into a MultibodyPlant from Drake-style directives over the project's URDF
// models (iiwa14, acrobot, box); and its error messages.

#include "drake/multibody/parsing/process_model_directives.h"

#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/geometry/scene_graph.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/parsing/detail_pending_geometry.h"

namespace drake {
namespace multibody {
namespace parsing {
namespace process_model_directives_test {

using Eigen::Vector3d;
using math::RigidTransformd;
using math::RollPitchYawd;
using math::RotationMatrixd;

// Poses below compose two or three transforms of size O(1); 1e-14 allows a
// few ulps of round-off per composition.
constexpr double kTolerance = 1e-14;
constexpr double kDeg = M_PI / 180.0;

constexpr char kIiwaUrl[] =
    "package://drake/manipulation/models/iiwa_description/urdf/"
    "iiwa14_no_collision.urdf";

// Two iiwa arms on a (frame-only) table and a free box.
std::string TwoArmsDirectives() {
  return fmt::format(R"""(
directives:
- add_frame:
    name: table_top
    X_PF:
      base_frame: world
      translation: [0, 0, 0.7]
      rotation: !Rpy {{ deg: [0, 0, 90] }}
- add_model_instance:
    name: left
- add_model:
    name: left::iiwa
    file: {0}
    default_joint_positions:
      iiwa_joint_2: [0.5]
      iiwa_joint_4: [-1.0]
- add_weld:
    parent: table_top
    child: left::iiwa::base
    X_PC:
      translation: [0, 0.4, 0]
- add_model:
    name: right_iiwa
    file: {0}
- add_weld:
    parent: table_top
    child: right_iiwa::base
    X_PC:
      translation: [0, -0.4, 0]
- add_model:
    name: box
    file: package://drake/multibody/models/box.urdf
    default_free_body_pose:
      box:
        translation: [1, 2, 3]
        rotation: !Rpy {{ deg: [0, 0, 30] }}
- add_frame:
    name: left::iiwa::tool
    X_PF:
      base_frame: left::iiwa::iiwa_link_7
      translation: [0, 0, 0.1]
- add_frame:
    name: tip
    X_PF:
      base_frame: right_iiwa::iiwa_link_7
      translation: [0, 0, 0.2]
)""",
                     kIiwaUrl);
}

GTEST_TEST(ProcessModelDirectivesTest, TwoArmsAndABox) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  const std::vector<ModelInstanceInfo> added = ProcessModelDirectives(
      LoadModelDirectivesFromString(TwoArmsDirectives()), &parser);

  // Instances: world, default, left, left::iiwa, right_iiwa, box; the
  // parser's private prefix does not survive.
  EXPECT_EQ(plant.num_model_instances(), 6);
  for (ModelInstanceIndex i(0); i < plant.num_model_instances(); ++i) {
    EXPECT_EQ(plant.GetModelInstanceName(i).find("__process"),
              std::string::npos);
  }
  const ModelInstanceIndex left = plant.GetModelInstanceByName("left::iiwa");
  const ModelInstanceIndex right = plant.GetModelInstanceByName("right_iiwa");
  const ModelInstanceIndex box = plant.GetModelInstanceByName("box");
  EXPECT_TRUE(
      plant.GetBodyIndices(plant.GetModelInstanceByName("left")).empty());

  // The added models, with the welds that attached them.
  ASSERT_EQ(added.size(), 3);
  EXPECT_EQ(added[0].model_name, "left::iiwa");
  EXPECT_EQ(added[0].model_path, kIiwaUrl);
  EXPECT_EQ(added[0].model_instance, left);
  EXPECT_EQ(added[0].parent_frame_name, "table_top");
  EXPECT_EQ(added[0].child_frame_name, "base");
  EXPECT_TRUE(
      added[0].X_PC.IsExactlyEqualTo(RigidTransformd(Vector3d(0, 0.4, 0))));
  EXPECT_EQ(added[1].model_name, "right_iiwa");
  EXPECT_EQ(added[1].model_instance, right);
  EXPECT_EQ(added[1].parent_frame_name, "table_top");
  EXPECT_EQ(added[2].model_name, "box");
  EXPECT_EQ(added[2].model_path, "package://drake/multibody/models/box.urdf");
  EXPECT_EQ(added[2].model_instance, box);
  EXPECT_EQ(added[2].parent_frame_name, "");
  EXPECT_TRUE(added[2].X_PC.IsExactlyIdentity());

  // Defaults: joint positions of the left arm only; the box's pose.
  EXPECT_EQ(plant.GetJointByName("iiwa_joint_2", left).default_positions(),
            Eigen::VectorXd::Constant(1, 0.5));
  EXPECT_EQ(plant.GetJointByName("iiwa_joint_4", left).default_positions(),
            Eigen::VectorXd::Constant(1, -1.0));
  EXPECT_EQ(plant.GetJointByName("iiwa_joint_2", right).default_positions(),
            Eigen::VectorXd::Zero(1));
  const RigidTransformd X_WBox_expected(RollPitchYawd(0, 0, 30 * kDeg),
                                        Vector3d(1, 2, 3));
  EXPECT_TRUE(plant.GetDefaultFreeBodyPose(plant.GetBodyByName("box", box))
                  .IsNearlyEqualTo(X_WBox_expected, kTolerance));

  // Added frames land in the named instance, or the base frame's.
  EXPECT_TRUE(plant.HasFrameNamed("tool", left));
  EXPECT_TRUE(plant.HasFrameNamed("tip", right));
  EXPECT_TRUE(plant.HasFrameNamed("table_top", world_model_instance()));

  // The welded bases sit at X_WT * X_TC, with X_WT = (Rz(90°), [0, 0, 0.7]):
  // Rz(90°) maps ±0.4 ŷ to ∓0.4 x̂.
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const RigidTransformd X_WL =
      plant.GetFrameByName("base", left).CalcPoseInWorld(*context);
  EXPECT_TRUE(X_WL.translation().isApprox(Vector3d(-0.4, 0, 0.7), kTolerance))
      << X_WL.translation().transpose();
  EXPECT_TRUE(X_WL.rotation().IsNearlyEqualTo(
      RotationMatrixd::MakeZRotation(M_PI / 2), kTolerance));
  const RigidTransformd X_WR =
      plant.GetFrameByName("base", right).CalcPoseInWorld(*context);
  EXPECT_TRUE(X_WR.translation().isApprox(Vector3d(0.4, 0, 0.7), kTolerance))
      << X_WR.translation().transpose();
  // The default context holds the default joint positions and box pose.
  EXPECT_EQ(plant.GetJointByName("iiwa_joint_2", left).GetPositions(*context),
            Eigen::VectorXd::Constant(1, 0.5));
  EXPECT_TRUE(plant.GetFreeBodyPose(*context, plant.GetBodyByName("box", box))
                  .IsNearlyEqualTo(X_WBox_expected, kTolerance));
  // The tool frame is 0.1 m along link 7's z from link 7.
  const RigidTransformd X_L7T =
      plant.GetFrameByName("tool", left)
          .CalcPose(*context, plant.GetFrameByName("iiwa_link_7", left));
  EXPECT_TRUE(
      X_L7T.IsNearlyEqualTo(RigidTransformd(Vector3d(0, 0, 0.1)), kTolerance));
}

// A temporary directives file, removed at the end of the test.
class TempFile {
 public:
  TempFile(const std::string& stem, const std::string& text)
      : path_((std::filesystem::temp_directory_path() /
               (stem + "_" + std::to_string(::getpid()) + ".dmd.yaml"))
                  .string()) {
    yaml::internal::WriteFile(path_, text);
  }
  ~TempFile() { std::filesystem::remove(path_); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

constexpr char kAcrobotSub[] = R"""(
directives:
- add_model:
    name: acrobot
    file: package://drake/multibody/benchmarks/acrobot/acrobot.urdf
    default_joint_positions:
      ElbowJoint: [0.3]
- add_frame:
    # Unscoped: joins its base frame's instance.
    name: elbow_marker
    X_PF:
      base_frame: acrobot::Link2
      translation: [0, 0, -1]
- add_frame:
    name: acrobot::explicit_marker
    X_PF:
      base_frame: acrobot::Link1
- add_collision_filter_group:
    name: links
    members: [acrobot::Link1, acrobot::Link2]
    ignored_collision_filter_groups: [links]
)""";

// The same sub-directives included at the top level and under a namespace.
// Two instances of one model file (with collision geometry) registered
// with a SceneGraph: each gets the directive's name and its own geometry
// frames (the frames once collided: both were parsed under one name).
GTEST_TEST(ProcessModelDirectivesTest, SameFileTwiceWithSceneGraph) {
  MultibodyPlant<double> plant(0.001);
  geometry::SceneGraph<double> scene_graph;
  Parser parser(&plant, &scene_graph);
  const std::vector<ModelInstanceInfo> added =
      ProcessModelDirectives(LoadModelDirectivesFromString(R"""(
directives:
- add_model:
    name: left
    file: package://drake/manipulation/models/iiwa_description/urdf/iiwa14_primitive_collision.urdf
- add_weld: {parent: world, child: left::iiwa_link_0}
- add_model:
    name: right
    file: package://drake/manipulation/models/iiwa_description/urdf/iiwa14_primitive_collision.urdf
- add_weld:
    parent: world
    child: right::iiwa_link_0
    X_PC: {translation: [0, 1, 0]}
)"""),
                             &parser);
  ASSERT_EQ(added.size(), 2u);
  EXPECT_EQ(plant.GetModelInstanceName(added[0].model_instance), "left");
  EXPECT_EQ(plant.GetModelInstanceName(added[1].model_instance), "right");
  plant.Finalize();
  EXPECT_EQ(plant.num_positions(), 14);
  const auto& left_link =
      plant.GetBodyByName("iiwa_link_1", added[0].model_instance);
  const auto& right_link =
      plant.GetBodyByName("iiwa_link_1", added[1].model_instance);
  ASSERT_EQ(plant.GetCollisionGeometriesForBody(left_link).size(), 1u);
  ASSERT_EQ(plant.GetCollisionGeometriesForBody(right_link).size(), 1u);
  EXPECT_NE(plant.GetBodyFrameIdOrThrow(left_link.index()),
            plant.GetBodyFrameIdOrThrow(right_link.index()));
  // The welds put the second arm's base 1 m along y from the first's.
  auto context = plant.CreateDefaultContext();
  const RigidTransformd X_LR = plant.CalcRelativeTransform(
      *context, plant.GetFrameByName("iiwa_link_0", added[0].model_instance),
      plant.GetFrameByName("iiwa_link_0", added[1].model_instance));
  EXPECT_TRUE(
      X_LR.IsNearlyEqualTo(RigidTransformd(Vector3d(0, 1, 0)), kTolerance));
}

GTEST_TEST(ProcessModelDirectivesTest, AddDirectivesWithNamespaces) {
  const TempFile sub("mallard_acrobot_sub", kAcrobotSub);
  const std::string top = fmt::format(R"""(
directives:
- add_model_instance:
    name: left
- add_directives:
    file: {0}
    model_namespace: left
- add_directives:
    file: {0}
- add_frame:
    name: left::acrobot::top_marker
    X_PF:
      base_frame: left::acrobot::elbow_marker
      translation: [1, 0, 0]
)""",
                                      sub.path());
  MultibodyPlant<double> plant(0.0);
  std::vector<ModelInstanceInfo> added;
  ProcessModelDirectives(LoadModelDirectivesFromString(top), &plant, &added);
  ASSERT_EQ(added.size(), 2);
  EXPECT_EQ(added[0].model_name, "left::acrobot");
  EXPECT_EQ(added[1].model_name, "acrobot");
  const ModelInstanceIndex left = plant.GetModelInstanceByName("left::acrobot");
  const ModelInstanceIndex plain = plant.GetModelInstanceByName("acrobot");
  for (ModelInstanceIndex instance : {left, plain}) {
    EXPECT_TRUE(plant.HasFrameNamed("elbow_marker", instance));
    EXPECT_TRUE(plant.HasFrameNamed("explicit_marker", instance));
    EXPECT_EQ(plant.GetJointByName("ElbowJoint", instance).default_positions(),
              Eigen::VectorXd::Constant(1, 0.3));
  }
  EXPECT_TRUE(plant.HasFrameNamed("top_marker", left));
  EXPECT_FALSE(plant.HasFrameNamed("top_marker", plain));

  // Without a SceneGraph the collision filter groups are skipped (as in
  // Drake): nothing is kept for them.
  EXPECT_TRUE(multibody::internal::GetPendingGeometry(plant)
                  .collision_filter_groups.empty());

  // The marker 1 m below Link2's origin, in the default (zero) pose of the
  // shoulder and 0.3 rad elbow: measured from Link2 it is exactly (0,0,-1).
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const RigidTransformd X_L2M =
      plant.GetFrameByName("elbow_marker", left)
          .CalcPose(*context, plant.GetFrameByName("Link2", left));
  EXPECT_TRUE(
      X_L2M.IsNearlyEqualTo(RigidTransformd(Vector3d(0, 0, -1)), kTolerance));
}

GTEST_TEST(ProcessModelDirectivesTest, GetScopedFrameByName) {
  MultibodyPlant<double> plant(0.0);
  ProcessModelDirectives(
      LoadModelDirectivesFromString(
          "directives:\n- add_model:\n    name: a::b\n    file: "
          "package://drake/multibody/benchmarks/acrobot/acrobot.urdf\n"),
      &plant, nullptr);
  EXPECT_EQ(&GetScopedFrameByName(plant, "world"), &plant.world_frame());
  EXPECT_EQ(&GetScopedFrameByName(plant, "a::b::Link1"),
            &plant.GetFrameByName("Link1"));
  EXPECT_EQ(&GetScopedFrameByName(plant, "Link2"),
            &plant.GetFrameByName("Link2"));
  DRAKE_EXPECT_THROWS_MESSAGE(GetScopedFrameByName(plant, "a::Link1"),
                              "there is no frame named 'a::Link1': there is "
                              "no model instance named 'a'");
  DRAKE_EXPECT_THROWS_MESSAGE(GetScopedFrameByName(plant, "a::b::Link9"),
                              "there is no frame named 'a::b::Link9': model "
                              "instance 'a::b' has no frame named 'Link9'");
  DRAKE_EXPECT_THROWS_MESSAGE(GetScopedFrameByName(plant, "Link9"),
                              "there is no frame named 'Link9'");
}

// The key "" of default_free_body_pose poses a model's only body (as
// Drake's default_positions.dmd.yaml fixture uses it).
GTEST_TEST(ProcessModelDirectivesTest, EmptyKeyPosesTheOnlyBody) {
  MultibodyPlant<double> plant(0.0);
  ProcessModelDirectives(LoadModelDirectivesFromString(R"""(
directives:
- add_model:
    name: box
    file: package://drake/multibody/models/box.urdf
    default_free_body_pose:
      "":
        base_frame: world
        translation: [0.5, 0, 0.25]
)"""),
                         &plant, nullptr);
  EXPECT_TRUE(plant.GetDefaultFreeBodyPose(plant.GetBodyByName("box"))
                  .IsExactlyEqualTo(RigidTransformd(Vector3d(0.5, 0, 0.25))));
}

// Each bad directive names itself and what is wrong.
GTEST_TEST(ProcessModelDirectivesTest, Errors) {
  const auto process = [](const std::string& text) {
    MultibodyPlant<double> plant(0.0);
    ProcessModelDirectives(LoadModelDirectivesFromString(text), &plant,
                           nullptr);
  };
  const std::string acrobot =
      "- add_model:\n    name: acrobot\n    file: "
      "package://drake/multibody/benchmarks/acrobot/acrobot.urdf\n";
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n" + acrobot +
              "- add_weld: {parent: world, child: acrobot::Link7}\n"),
      "ProcessModelDirectives: directives\\[1\\]: there is no frame named "
      "'acrobot::Link7': model instance 'acrobot' has no frame named "
      "'Link7'");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n" + acrobot + acrobot),
      "ProcessModelDirectives: directives\\[1\\]: add_model: the model "
      "instance 'acrobot' already exists \\(enable the parser's "
      "auto-renaming to add the model as 'acrobot_1'\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n- add_model_instance: {name: x}\n- "
              "add_model_instance: {name: x}\n"),
      ".*directives\\[1\\]: add_model_instance: the model instance 'x' "
      "already exists");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n" + acrobot +
              "    default_joint_positions: {Knee: [1]}\n"),
      ".*directives\\[0\\]: add_model 'acrobot': default_joint_positions "
      "names the joint 'Knee', which the model does not have");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n" + acrobot +
              "    default_joint_positions: {ElbowJoint: [1, 2]}\n"),
      ".*add_model 'acrobot': default_joint_positions: .*ElbowJoint.* has 1 "
      "positions; got 2 values.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n" + acrobot +
              "    default_free_body_pose: {Link9: {}}\n"),
      ".*default_free_body_pose names 'Link9', which is neither a body nor "
      "a frame of the model");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n" + acrobot +
              "    default_free_body_pose: {\"\": {}}\n"),
      ".*default_free_body_pose uses the key \"\", which names a model's "
      "only body, but the model has 2 bodies");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n- add_model:\n    name: box\n    file: "
              "package://drake/multibody/models/box.urdf\n"
              "    default_free_body_pose: {box: {base_frame: table}}\n"),
      ".*add_model 'box': default_free_body_pose 'box': there is no frame "
      "named 'table'");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n- add_frame: {name: f, X_PF: {base_frame: "
              "nowhere::g}}\n"),
      ".*directives\\[0\\]: there is no frame named 'nowhere::g': there is "
      "no model instance named 'nowhere'");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n" + acrobot +
              "- add_frame: {name: nowhere::f, X_PF: {base_frame: "
              "acrobot::Link1}}\n"),
      ".*directives\\[1\\]: add_frame 'nowhere::f': there is no model "
      "instance named 'nowhere'");
  // A random transform is valid YAML but not a directive's fixed pose.
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n" + acrobot +
              "- add_frame: {name: f, X_PF: {base_frame: acrobot::Link1, "
              "rotation: !Uniform {}}}\n"),
      ".*directives\\[1\\]: add_frame X_PF: .*random.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n" + acrobot +
              "- add_frame: {name: Link1, X_PF: {base_frame: "
              "acrobot::Link2}}\n"),
      ".*add_frame: model instance 'acrobot' already has a frame named "
      "'Link1'");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n- add_directives: {file: x.dmd.yaml, "
              "model_namespace: ns}\n"),
      ".*add_directives 'x.dmd.yaml': the model namespace 'ns' needs a "
      "model instance of that name.*");
  // Files: an unknown package, a format the parser does not read yet, a
  // missing directives file.
  EXPECT_THROW(process("directives:\n- add_model: {name: m, file: "
                       "package://nonexistent/model.urdf}\n"),
               std::exception);
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n- add_model: {name: m, file: /no/such.sdf}\n"),
      ".*does not exist.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n- add_directives: {file: /no/such.dmd.yaml}\n"),
      ".*could not open the file '/no/such.dmd.yaml'.*");
  // A file that includes itself is an error, not endless recursion.
  const std::string loop_path =
      (std::filesystem::temp_directory_path() /
       ("mallard_loop_" + std::to_string(::getpid()) + ".dmd.yaml"))
          .string();
  const TempFile loop("mallard_loop", "directives:\n- add_directives: {file: " +
                                          loop_path + "}\n");
  ASSERT_EQ(loop.path(), loop_path);
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n- add_directives: {file: " + loop_path + "}\n"),
      ".*directives\\[0\\]: add_directives '" + loop_path +
          "': the file includes itself.*");
  // An error inside an included file names that file.
  const TempFile bad("mallard_bad_sub",
                     "directives:\n- add_weld: {parent: world, child: x}\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("directives:\n- add_directives: {file: " + bad.path() + "}\n"),
      "ProcessModelDirectives: '" + bad.path() +
          "': directives\\[0\\]: there is no frame named 'x'");
}

// Drake's fixtures resolve through their package.xml. inject_frames welds
// each SDFormat model's base to a frame injected (1, 2, 3) from the base
// before it; the last weld adds X_PC = (4, 5, 6).
GTEST_TEST(ProcessModelDirectivesTest, DrakeFixtures) {
  const std::string folder =
      std::string(MALLARD_TEST_SOURCE_DIR) +
      "/../multibody/parsing/test/process_model_directives_test/";
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  parser.package_map().AddPackageXml(folder + "package.xml");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ProcessModelDirectives(
          LoadModelDirectives(folder + "bad_package_uri.dmd.yaml"), &parser),
      ".*nonexistent.*");
  MultibodyPlant<double> inject_plant(0.0);
  Parser inject_parser(&inject_plant);
  inject_parser.package_map().AddPackageXml(folder + "package.xml");
  ProcessModelDirectives(LoadModelDirectives(folder + "inject_frames.dmd.yaml"),
                         &inject_parser);
  inject_plant.Finalize();
  auto context = inject_plant.CreateDefaultContext();
  const math::RigidTransformd X_TB = inject_plant.CalcRelativeTransform(
      *context,
      inject_plant.GetFrameByName(
          "base", inject_plant.GetModelInstanceByName("top_level_model")),
      inject_plant.GetFrameByName(
          "base", inject_plant.GetModelInstanceByName("bottom_level_model")));
  EXPECT_TRUE(X_TB.translation().isApprox(Eigen::Vector3d(6, 9, 12), 1e-14));
  multibody::internal::ClearPendingGeometry(inject_plant);
}

// ResolveModelDirectiveUri: package:// through the map, file:// and an
// absolute path as they are; anything that does not name an existing file
// throws naming it.
GTEST_TEST(ProcessModelDirectivesTest, ResolveModelDirectiveUri) {
  const std::string folder = std::filesystem::canonical(
      std::string(MALLARD_TEST_SOURCE_DIR) +
      "/../multibody/parsing/test/process_model_directives_test/");
  PackageMap package_map;
  package_map.AddPackageXml(folder + "/package.xml");
  const std::string file = folder + "/acrobot.dmd.yaml";
  EXPECT_EQ(std::filesystem::canonical(ResolveModelDirectiveUri(
                "package://process_model_directives_test/acrobot.dmd.yaml",
                package_map)),
            std::filesystem::canonical(file));
  EXPECT_EQ(std::filesystem::canonical(
                ResolveModelDirectiveUri("file://" + file, package_map)),
            std::filesystem::canonical(file));
  EXPECT_EQ(ResolveModelDirectiveUri(file, package_map), file);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ResolveModelDirectiveUri("package://no_such_package/x.yaml", package_map),
      ".*no_such_package.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ResolveModelDirectiveUri("acrobot.dmd.yaml", package_map),
      ".*'acrobot.dmd.yaml' is neither a URI.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ResolveModelDirectiveUri(folder + "/missing.yaml", package_map),
      ".*missing.yaml' does not exist.*");
}

GTEST_TEST(ProcessModelDirectivesTest, ApiMisuse) {
  const ModelDirectives empty;
  DRAKE_EXPECT_THROWS_MESSAGE(ProcessModelDirectives(empty, nullptr, nullptr),
                              "ProcessModelDirectives: the plant is null");
  DRAKE_EXPECT_THROWS_MESSAGE(ProcessModelDirectives(empty, nullptr),
                              "ProcessModelDirectives: the parser is null");
  MultibodyPlant<double> plant(0.0);
  MultibodyPlant<double> other(0.0);
  Parser parser(&other);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ProcessModelDirectives(empty, &plant, nullptr, &parser),
      "ProcessModelDirectives: the parser adds to a different plant");
  plant.Finalize();
  EXPECT_THROW(ProcessModelDirectives(empty, &plant, nullptr),
               std::logic_error);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ProcessModelDirectives(empty, &plant, nullptr),
      "ProcessModelDirectives: the plant is already finalized");
}

}  // namespace process_model_directives_test
}  // namespace parsing
}  // namespace multibody
}  // namespace drake
