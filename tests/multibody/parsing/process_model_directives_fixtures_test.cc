// Drake's model directive fixtures (multibody/parsing/test/
// process_model_directives_test, copied with their ORIGIN.md) processed
// into plants: the models, instances, frames, welds, default positions and
// collision filters each file declares, checked against the files by hand;
// FlattenModelDirectives against Drake's expected flattening; SceneGraph
// frame names that follow the directives' model names; the parser's model
// name prefix; default_free_body_pose with a base frame.
//
// Not covered here: acrobot.dmd.yaml (a MuJoCo .xml model, checked with the
// MuJoCo parser's tests when that parser reads dm_control's acrobot).

#include <unistd.h>

#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/parsing/process_model_directives.h"
#include "drake/multibody/tree/quaternion_floating_joint.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {
namespace parsing {
namespace process_model_directives_fixtures_test {

using Eigen::Vector3d;
using geometry::FrameId;
using geometry::GeometryId;
using math::RigidTransformd;
using math::RollPitchYawd;

// Poses below compose at most four transforms with entries O(10); 1e-13
// allows a few ulps of round-off per composition.
constexpr double kTolerance = 1e-13;

std::string FixtureFolder() {
  return std::string(MALLARD_TEST_SOURCE_DIR) +
         "/../multibody/parsing/test/process_model_directives_test/";
}

ModelDirectives LoadFixture(const std::string& name) {
  return LoadModelDirectives(FixtureFolder() + name);
}

// A parser for `plant` that resolves package://process_model_directives_test.
std::unique_ptr<Parser> MakeParser(MultibodyPlant<double>* plant) {
  auto parser = std::make_unique<Parser>(plant);
  parser->package_map().AddPackageXml(FixtureFolder() + "package.xml");
  return parser;
}

ModelInstanceIndex Instance(const MultibodyPlant<double>& plant,
                            const std::string& name) {
  return plant.GetModelInstanceByName(name);
}

// The position of frame `frame` of instance `instance` measured from frame
// `base` of the same instance, in the default context.
Vector3d Offset(const MultibodyPlant<double>& plant,
                const systems::Context<double>& context,
                const std::string& instance, const std::string& base,
                const std::string& frame) {
  const ModelInstanceIndex index = Instance(plant, instance);
  return plant.GetFrameByName(frame, index)
      .CalcPose(context, plant.GetFrameByName(base, index))
      .translation();
}

// add_scoped_sub: two instances of simple_model.sdf (one link `base`, a
// frame `frame` at (1, 2, 3) from it); frames added 10, 20, 30 from
// `frame`, implicitly and explicitly scoped; extra_model's base welded to
// simple_model::frame.
GTEST_TEST(ProcessModelDirectivesFixturesTest, AddScopedSub) {
  MultibodyPlant<double> plant(0.0);
  const std::vector<ModelInstanceInfo> added = ProcessModelDirectives(
      LoadFixture("add_scoped_sub.dmd.yaml"), MakeParser(&plant).get());
  // world, default, simple_model, extra_model; world body + 2 bases.
  EXPECT_EQ(plant.num_model_instances(), 4);
  EXPECT_EQ(plant.num_bodies(), 3);
  ASSERT_EQ(added.size(), 2);
  EXPECT_EQ(added[0].model_name, "simple_model");
  EXPECT_EQ(added[0].parent_frame_name, "");
  EXPECT_EQ(added[1].model_name, "extra_model");
  EXPECT_EQ(added[1].parent_frame_name, "simple_model::frame");
  EXPECT_EQ(added[1].child_frame_name, "base");
  EXPECT_TRUE(added[1].X_PC.IsExactlyIdentity());
  const ModelInstanceIndex simple = Instance(plant, "simple_model");
  EXPECT_TRUE(plant.HasFrameNamed("sub_added_frame", simple));
  EXPECT_TRUE(plant.HasFrameNamed("sub_added_frame_explicit", simple));
  EXPECT_TRUE(plant.HasJointNamed("frame_welds_to_base",
                                  Instance(plant, "extra_model")));

  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  EXPECT_TRUE(Offset(plant, *context, "simple_model", "base", "sub_added_frame")
                  .isApprox(Vector3d(11, 22, 33), kTolerance));
  EXPECT_TRUE(Offset(plant, *context, "simple_model", "base",
                     "sub_added_frame_explicit")
                  .isApprox(Vector3d(11, 22, 33), kTolerance));
  // extra_model's base sits on simple_model's frame, (1, 2, 3) from
  // simple_model's base.
  const RigidTransformd X_SE = plant.CalcRelativeTransform(
      *context, plant.GetFrameByName("base", simple),
      plant.GetFrameByName("base", Instance(plant, "extra_model")));
  EXPECT_TRUE(
      X_SE.IsNearlyEqualTo(RigidTransformd(Vector3d(1, 2, 3)), kTolerance));
}

// add_scoped_top includes add_scoped_sub at the top level and under the
// namespaces left, right and mid::nested (through add_scoped_mid), adding
// top_added_frame (5, 10, 15) from sub_added_frame in each; with a
// SceneGraph, whose frames are named after the final model instances.
GTEST_TEST(ProcessModelDirectivesFixturesTest, AddScopedTop) {
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
  ProcessModelDirectives(LoadFixture("add_scoped_top.dmd.yaml"), &plant,
                         nullptr, MakeParser(&plant).get());
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const auto& inspector = scene_graph.model_inspector();
  for (const std::string prefix : {"", "left::", "right::", "mid::nested::"}) {
    SCOPED_TRACE(prefix);
    const std::string simple = prefix + "simple_model";
    const std::string extra = prefix + "extra_model";
    for (const char* frame :
         {"base", "frame", "sub_added_frame", "top_added_frame"}) {
      EXPECT_TRUE(plant.HasFrameNamed(frame, Instance(plant, simple)));
      EXPECT_EQ(&GetScopedFrameByName(plant, simple + "::" + frame),
                &plant.GetFrameByName(frame, Instance(plant, simple)));
    }
    EXPECT_TRUE(plant.HasFrameNamed("base", Instance(plant, extra)));
    EXPECT_TRUE(plant.HasFrameNamed("frame", Instance(plant, extra)));
    // (11, 22, 33) + (5, 10, 15).
    EXPECT_TRUE(Offset(plant, *context, simple, "base", "top_added_frame")
                    .isApprox(Vector3d(16, 32, 48), kTolerance));
    // SceneGraph's frame of each base is "<instance>::base".
    for (const std::string& instance : {simple, extra}) {
      const FrameId id = plant.GetBodyFrameIdOrThrow(
          plant.GetBodyByName("base", Instance(plant, instance)).index());
      EXPECT_EQ(inspector.GetName(id), instance + "::base");
    }
  }
  // simple_model_test_frame: explicitly in each namespace's instance, and at
  // the top level (unscoped) in its base frame's instance.
  for (const char* instance :
       {"left", "right", "mid::nested", "simple_model"}) {
    EXPECT_TRUE(plant.HasFrameNamed("simple_model_test_frame",
                                    Instance(plant, instance)))
        << instance;
  }
  // The namespace instances hold no bodies.
  EXPECT_TRUE(plant.GetBodyIndices(Instance(plant, "mid")).empty());
}

// An unscoped add_frame joins its base frame's instance: the world's, or
// simple_model's (through its model frame __model__).
GTEST_TEST(ProcessModelDirectivesFixturesTest, AddFrameWithoutNamespace) {
  MultibodyPlant<double> plant(0.0);
  ProcessModelDirectives(
      LoadFixture("add_frame_without_model_namespace.dmd.yaml"), &plant,
      nullptr, MakeParser(&plant).get());
  EXPECT_TRUE(
      plant.HasFrameNamed("world_as_base_frame", world_model_instance()));
  EXPECT_TRUE(plant.HasFrameNamed("included_as_base_frame",
                                  Instance(plant, "simple_model")));
}

// test_backreferences: add_backreference welds `simple_model::base` to the
// frame `simple_model_origin`, resolved in the including namespace: the
// world-instance frame at the origin at the top level, and
// nested::simple_model_origin at (1, 2, 3) under `nested`.
GTEST_TEST(ProcessModelDirectivesFixturesTest, Backreferences) {
  MultibodyPlant<double> plant(0.0);
  ProcessModelDirectives(LoadFixture("test_backreferences.dmd.yaml"), &plant,
                         nullptr, MakeParser(&plant).get());
  // The weld joints belong to the child's instance.
  for (const char* instance : {"simple_model", "nested::simple_model"}) {
    EXPECT_TRUE(plant.HasJointNamed("simple_model_origin_welds_to_base",
                                    Instance(plant, instance)))
        << instance;
  }
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const auto X_W = [&](const char* instance) {
    return plant.GetFrameByName("base", Instance(plant, instance))
        .CalcPoseInWorld(*context);
  };
  EXPECT_TRUE(X_W("simple_model").IsNearlyEqualTo(RigidTransformd(), 0.0));
  EXPECT_TRUE(
      X_W("nested::simple_model")
          .IsNearlyEqualTo(RigidTransformd(Vector3d(1, 2, 3)), kTolerance));
  // nested::extra_model is welded to nested::simple_model::frame.
  EXPECT_TRUE(
      X_W("nested::extra_model")
          .IsNearlyEqualTo(RigidTransformd(Vector3d(2, 4, 6)), kTolerance));
}

// inject_frames: each model's base welded to a frame injected (1, 2, 3)
// from the base before it; the last weld adds X_PC = (4, 5, 6). The top
// model is free, at the origin by default.
GTEST_TEST(ProcessModelDirectivesFixturesTest, InjectFrames) {
  MultibodyPlant<double> plant(0.0);
  ProcessModelDirectives(LoadFixture("inject_frames.dmd.yaml"), &plant, nullptr,
                         MakeParser(&plant).get());
  EXPECT_TRUE(plant.HasFrameNamed("top_injected_frame",
                                  Instance(plant, "top_level_model")));
  EXPECT_TRUE(plant.HasFrameNamed("mid_injected_frame",
                                  Instance(plant, "mid_level_model")));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const auto p_W = [&](const char* instance) {
    return plant.GetFrameByName("base", Instance(plant, instance))
        .CalcPoseInWorld(*context)
        .translation();
  };
  EXPECT_TRUE(p_W("mid_level_model").isApprox(Vector3d(1, 2, 3), kTolerance));
  EXPECT_TRUE(
      p_W("bottom_level_model").isApprox(Vector3d(6, 9, 12), kTolerance));
}

// default_positions: a free body posed by name and by "" (the model's only
// body), and the acrobot's two joint angles.
GTEST_TEST(ProcessModelDirectivesFixturesTest, DefaultPositions) {
  MultibodyPlant<double> plant(0.0);
  ProcessModelDirectives(LoadFixture("default_positions.dmd.yaml"), &plant,
                         nullptr, MakeParser(&plant).get());
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const double deg = M_PI / 180;
  const RigidTransformd X_WB(RollPitchYawd(5 * deg, 6 * deg, 7 * deg),
                             Vector3d(1, 2, 3));
  for (const char* instance : {"simple_model", "simple_model_again"}) {
    EXPECT_TRUE(plant
                    .GetFreeBodyPose(
                        *context,
                        plant.GetBodyByName("base", Instance(plant, instance)))
                    .IsNearlyEqualTo(X_WB, kTolerance))
        << instance;
  }
  const ModelInstanceIndex acrobot = Instance(plant, "joint_parsing_test");
  EXPECT_EQ(
      plant.GetJointByName("ShoulderJoint", acrobot).GetPositions(*context)[0],
      0.1);
  EXPECT_EQ(
      plant.GetJointByName("ElbowJoint", acrobot).GetPositions(*context)[0],
      0.2);
}

// deep_child_weld and deep_child_frame_weld weld a frame of a nested SDFormat
// model (top_level_model::robot1): as in Drake, a weld's child must belong
// to a model the directives added, so both are rejected, naming the frame
// and its instance. The nested model itself loads as
// "top_level_model::robot1".
GTEST_TEST(ProcessModelDirectivesFixturesTest, DeepChildWelds) {
  {
    MultibodyPlant<double> plant(0.0);
    DRAKE_EXPECT_THROWS_MESSAGE(
        ProcessModelDirectives(LoadFixture("deep_child_weld.dmd.yaml"), &plant,
                               nullptr, MakeParser(&plant).get()),
        ".*directives\\[2\\]: add_weld: the child frame "
        "'top_level_model::robot1::robot_base' belongs to the model instance "
        "'top_level_model::robot1', which no add_model of these directives "
        "added.*");
    EXPECT_TRUE(plant.HasFrameNamed(
        "tool_frame", Instance(plant, "top_level_model::robot1")));
  }
  {
    MultibodyPlant<double> plant(0.0);
    DRAKE_EXPECT_THROWS_MESSAGE(
        ProcessModelDirectives(LoadFixture("deep_child_frame_weld.dmd.yaml"),
                               &plant, nullptr, MakeParser(&plant).get()),
        ".*directives\\[3\\]: add_weld: the child frame 'top_injected_frame' "
        "belongs to the model instance 'top_level_model::robot1'.*");
  }
}

// The instance name ("model1", "nested::sub_model2", ...) of each
// simple_model's collision geometry.
std::map<GeometryId, std::string> CollisionGeometryOwners(
    const MultibodyPlant<double>& plant) {
  std::map<GeometryId, std::string> owners;
  for (ModelInstanceIndex i(0); i < plant.num_model_instances(); ++i) {
    for (BodyIndex b : plant.GetBodyIndices(i)) {
      for (GeometryId id :
           plant.GetCollisionGeometriesForBody(plant.get_body(b))) {
        owners[id] = plant.GetModelInstanceName(i);
      }
    }
  }
  return owners;
}

using NamePair = std::pair<std::string, std::string>;
NamePair Sorted(const std::string& a, const std::string& b) {
  return a < b ? NamePair(a, b) : NamePair(b, a);
}

// collision_filter_group: groups across models, across namespaces, and a
// group made of two member groups; the filters are in SceneGraph before
// Finalize, and a QueryObject reports contact exactly for the unfiltered
// pairs.
GTEST_TEST(ProcessModelDirectivesFixturesTest, CollisionFilterGroups) {
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
  ProcessModelDirectives(LoadFixture("collision_filter_group.dmd.yaml"), &plant,
                         nullptr, MakeParser(&plant).get());
  ASSERT_FALSE(plant.is_finalized());
  // The pairs the file filters (worked out by hand from its groups).
  const std::set<NamePair> expected_filtered{
      // across_models
      Sorted("model1", "model2"),
      // nested_members
      Sorted("model1", "nested::sub_model2"),
      // nested_group ignores nested::across_sub_models
      Sorted("model3", "nested::sub_model1"),
      Sorted("model3", "nested::sub_model2"),
      // nested::across_sub_models
      Sorted("nested::sub_model1", "nested::sub_model2"),
      // group_4567 = group_45 + group_67, ignoring itself
      Sorted("model4", "model5"),
      Sorted("model4", "model6"),
      Sorted("model4", "model7"),
      Sorted("model5", "model6"),
      Sorted("model5", "model7"),
      Sorted("model6", "model7"),
  };
  const std::map<GeometryId, std::string> owners =
      CollisionGeometryOwners(plant);
  ASSERT_EQ(owners.size(), 10);  // model1..7, nested::sub_model1..3
  const auto& inspector = scene_graph.model_inspector();
  int num_filtered = 0;
  for (auto a = owners.begin(); a != owners.end(); ++a) {
    for (auto b = std::next(a); b != owners.end(); ++b) {
      const NamePair pair = Sorted(a->second, b->second);
      EXPECT_EQ(inspector.CollisionFiltered(a->first, b->first),
                expected_filtered.count(pair) > 0)
          << pair.first << " vs " << pair.second;
      num_filtered += inspector.CollisionFiltered(a->first, b->first);
    }
  }
  EXPECT_EQ(num_filtered, 11);

  // All ten 0.2 × 0.2 × 2.2 m boxes overlap when their centers are within
  // 0.05 m of each other (closer than the 0.1 m half width, so each center
  // is inside every other box; slightly turned, so that no two coincide):
  // the query reports
  // contact for the 45 - 11 = 34 unfiltered pairs and no filtered pair.
  plant.Finalize();
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  auto& plant_context = plant.GetMyMutableContextFromRoot(context.get());
  int k = 0;
  for (const auto& [id, instance] : owners) {
    const RigidBody<double>& body =
        plant.GetBodyByName("base", Instance(plant, instance));
    plant.SetFreeBodyPose(
        &plant_context, body,
        RigidTransformd(RollPitchYawd(0.002 * k, 0.003 * k, 0.004 * k),
                        Vector3d(0.005 * k, 0.0025 * k, 0.0)));
    ++k;
  }
  const auto& query =
      scene_graph.get_query_output_port().Eval<geometry::QueryObject<double>>(
          scene_graph.GetMyContextFromRoot(*context));
  std::set<NamePair> in_contact;
  for (const auto& contact : query.ComputePointPairPenetration()) {
    in_contact.insert(Sorted(owners.at(contact.id_A), owners.at(contact.id_B)));
  }
  EXPECT_EQ(in_contact.size(), 34u);
  for (const NamePair& pair : expected_filtered) {
    EXPECT_EQ(in_contact.count(pair), 0u) << pair.first << " " << pair.second;
  }
  EXPECT_EQ(in_contact.count(Sorted("model1", "model3")), 1u);
  EXPECT_EQ(in_contact.count(Sorted("model2", "nested::sub_model2")), 1u);
}

// Without a SceneGraph there is nothing to filter: the groups are skipped,
// as in Drake.
GTEST_TEST(ProcessModelDirectivesFixturesTest,
           CollisionFilterGroupsNoSceneGraph) {
  MultibodyPlant<double> plant(0.0);
  ProcessModelDirectives(LoadFixture("collision_filter_group.dmd.yaml"), &plant,
                         nullptr, MakeParser(&plant).get());
  EXPECT_EQ(plant.num_model_instances(), 2 + 7 + 1 + 3);
}

GTEST_TEST(ProcessModelDirectivesFixturesTest, CollisionFilterGroupErrors) {
  const auto process = [](const std::string& groups) {
    systems::DiagramBuilder<double> builder;
    auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
    ProcessModelDirectives(LoadModelDirectivesFromString(R"""(
directives:
- add_model:
    name: a
    file: package://process_model_directives_test/simple_model.sdf
- add_model:
    name: b
    file: package://process_model_directives_test/simple_model.sdf
)""" + groups),
                           &plant, nullptr, MakeParser(&plant).get());
  };
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("- add_collision_filter_group: {name: g, members: [a::base]}\n"
              "- add_collision_filter_group: {name: g, members: [b::base]}\n"),
      ".*directives\\[3\\]: add_collision_filter_group 'g': the collision "
      "filter group 'g' is already defined \\(by .*directives\\[2\\]\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("- add_collision_filter_group: {name: g, members: [a::body]}\n"),
      ".*add_collision_filter_group 'g': there is no body named 'body' in "
      "model instance 'a'");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("- add_collision_filter_group: {name: g, members: [a::base], "
              "ignored_collision_filter_groups: [h]}\n"),
      ".*directives\\[2\\]: add_collision_filter_group 'g': "
      "ignored_collision_filter_groups names the group 'h', which no "
      "add_collision_filter_group of these directives declares");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process("- add_collision_filter_group: {name: g, member_groups: [h]}\n"),
      ".*add_collision_filter_group 'g': member_groups names the group 'h'.*");
  // A group may name a group declared after it.
  EXPECT_NO_THROW(
      process("- add_collision_filter_group: {name: g, members: [a::base], "
              "ignored_collision_filter_groups: [h]}\n"
              "- add_collision_filter_group: {name: h, members: [b::base]}\n"));
}

// FlattenModelDirectives of unflattened_top (the same arm file included
// under `right` and `left`) gives Drake's flattened.dmd.yaml exactly.
GTEST_TEST(ProcessModelDirectivesFixturesTest, FlattenMatchesDrake) {
  PackageMap package_map;
  package_map.AddPackageXml(FixtureFolder() + "package.xml");
  ModelDirectives flat;
  FlattenModelDirectives(LoadFixture("unflattened_top.dmd.yaml"), package_map,
                         &flat);
  const ModelDirectives expected = LoadFixture("flattened.dmd.yaml");
  EXPECT_EQ(yaml::SaveYamlString(flat), yaml::SaveYamlString(expected));
  // Flattening again changes nothing.
  ModelDirectives again;
  FlattenModelDirectives(flat, package_map, &again);
  EXPECT_EQ(yaml::SaveYamlString(again), yaml::SaveYamlString(expected));
  // "world" stays "world" inside a namespace.
  ModelDirectives with_world;
  FlattenModelDirectives(LoadModelDirectivesFromString(R"""(
directives:
- add_directives:
    file: package://process_model_directives_test/add_frame_without_model_namespace.dmd.yaml
    model_namespace: nested
)"""),
                         package_map, &with_world);
  ASSERT_EQ(with_world.directives.size(), 3);
  EXPECT_EQ(with_world.directives[0].add_model->name, "nested::simple_model");
  EXPECT_EQ(*with_world.directives[1].add_frame->X_PF.base_frame, "world");
  EXPECT_EQ(with_world.directives[1].add_frame->name,
            "nested::world_as_base_frame");
  EXPECT_EQ(*with_world.directives[2].add_frame->X_PF.base_frame,
            "nested::simple_model::__model__");
  EXPECT_EQ(with_world.directives[2].add_frame->name,
            "nested::simple_model::included_as_base_frame");
}

// Processing the flattened add_scoped_top adds the same model instances and
// frames (at the same poses) as processing it with its includes.
GTEST_TEST(ProcessModelDirectivesFixturesTest, FlattenedProcessesAlike) {
  const auto build = [](bool flatten) {
    auto plant = std::make_unique<MultibodyPlant<double>>(0.0);
    auto parser = MakeParser(plant.get());
    ModelDirectives directives = LoadFixture("add_scoped_top.dmd.yaml");
    if (flatten) {
      ModelDirectives flat;
      FlattenModelDirectives(directives, parser->package_map(), &flat);
      directives = flat;
    }
    ProcessModelDirectives(directives, parser.get());
    plant->Finalize();
    return plant;
  };
  const auto deep = build(false);
  const auto flat = build(true);
  ASSERT_EQ(deep->num_model_instances(), flat->num_model_instances());
  ASSERT_EQ(deep->num_frames(), flat->num_frames());
  auto deep_context = deep->CreateDefaultContext();
  auto flat_context = flat->CreateDefaultContext();
  for (FrameIndex i(0); i < deep->num_frames(); ++i) {
    const Frame<double>& frame = deep->get_frame(i);
    const std::string instance =
        deep->GetModelInstanceName(frame.model_instance());
    SCOPED_TRACE(instance + "::" + frame.name());
    ASSERT_TRUE(flat->HasModelInstanceNamed(instance));
    const ModelInstanceIndex flat_instance =
        flat->GetModelInstanceByName(instance);
    ASSERT_TRUE(flat->HasFrameNamed(frame.name(), flat_instance));
    EXPECT_TRUE(
        flat->GetFrameByName(frame.name(), flat_instance)
            .CalcPoseInWorld(*flat_context)
            .IsNearlyEqualTo(frame.CalcPoseInWorld(*deep_context), kTolerance));
  }
}

// A temporary folder, removed at the end of the test.
class TempFolder {
 public:
  explicit TempFolder(const std::string& stem)
      : path_(std::filesystem::temp_directory_path() /
              (stem + "_" + std::to_string(::getpid()))) {
    std::filesystem::create_directories(path_);
  }
  ~TempFolder() { std::filesystem::remove_all(path_); }
  std::string Write(const std::string& name, const std::string& text) const {
    const std::filesystem::path file = path_ / name;
    std::filesystem::create_directories(file.parent_path());
    yaml::internal::WriteFile(file.string(), text);
    return file.string();
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// unflattened_top and flattened name drake_models' Panda arm, which the
// project does not ship; a stand-in arm (two links, panda_link7 with a
// sphere) lets both be processed: the same four models, and in each arm
// the wrist and the camera groups filter only that arm's pair.
GTEST_TEST(ProcessModelDirectivesFixturesTest, FlattenedPandaScene) {
  const TempFolder models("mallard_fake_drake_models");
  models.Write("package.xml",
               "<package format=\"2\"><name>drake_models</name></package>\n");
  models.Write("franka_description/urdf/panda_arm.urdf", R"""(
<robot name="panda">
  <link name="panda_link0"/>
  <link name="panda_link7">
    <inertial><mass value="1"/><inertia ixx="0.01" iyy="0.01" izz="0.01"
      ixy="0" ixz="0" iyz="0"/></inertial>
    <collision><geometry><sphere radius="0.1"/></geometry></collision>
  </link>
  <joint name="panda_joint1" type="continuous">
    <parent link="panda_link0"/><child link="panda_link7"/>
    <axis xyz="0 0 1"/>
  </joint>
</robot>
)""");
  for (const char* file : {"unflattened_top.dmd.yaml", "flattened.dmd.yaml"}) {
    SCOPED_TRACE(file);
    systems::DiagramBuilder<double> builder;
    auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
    auto parser = MakeParser(&plant);
    parser->package_map().Remove("drake_models");  // the project's copy
    parser->package_map().Add("drake_models", models.path().string());
    const std::vector<ModelInstanceInfo> added =
        ProcessModelDirectives(LoadFixture(file), parser.get());
    ASSERT_EQ(added.size(), 4);
    EXPECT_EQ(added[0].model_name, "right::panda");
    EXPECT_EQ(added[1].model_name, "right::camera");
    EXPECT_EQ(added[2].model_name, "left::panda");
    EXPECT_EQ(added[3].model_name, "left::camera");
    // The camera has no collision geometry, so the two wrists' spheres are
    // the only proximity geometries; no group pairs them.
    const auto owners = CollisionGeometryOwners(plant);
    ASSERT_EQ(owners.size(), 2);
    EXPECT_FALSE(scene_graph.model_inspector().CollisionFiltered(
        owners.begin()->first, std::next(owners.begin())->first));
  }
}

// Two instances of one URDF and one SDFormat file, the second named by
// auto-renaming: SceneGraph's frames carry the final instance names
// ("<instance>::<body>"), with no trace of a temporary name.
GTEST_TEST(ProcessModelDirectivesFixturesTest, SceneGraphFrameNames) {
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
  auto parser = MakeParser(&plant);
  parser->SetAutoRenaming(true);
  const std::string twice = R"""(
- add_model:
    name: arm
    file: package://drake/manipulation/models/iiwa_description/urdf/iiwa14_primitive_collision.urdf
- add_model:
    name: block
    file: package://process_model_directives_test/simple_model.sdf
)""";
  const std::vector<ModelInstanceInfo> added = ProcessModelDirectives(
      LoadModelDirectivesFromString("directives:" + twice + twice),
      parser.get());
  ASSERT_EQ(added.size(), 4);
  EXPECT_EQ(added[2].model_name, "arm_1");
  EXPECT_EQ(added[3].model_name, "block_1");
  const auto& inspector = scene_graph.model_inspector();
  const auto frame_name = [&](const char* instance, const char* body) {
    return inspector.GetName(plant.GetBodyFrameIdOrThrow(
        plant.GetBodyByName(body, Instance(plant, instance)).index()));
  };
  EXPECT_EQ(frame_name("arm", "iiwa_link_3"), "arm::iiwa_link_3");
  EXPECT_EQ(frame_name("arm_1", "iiwa_link_3"), "arm_1::iiwa_link_3");
  EXPECT_EQ(frame_name("block", "base"), "block::base");
  EXPECT_EQ(frame_name("block_1", "base"), "block_1::base");
  plant.Finalize();
  for (FrameId id : inspector.GetAllFrameIds()) {
    EXPECT_EQ(inspector.GetName(id).find("__"), std::string::npos)
        << inspector.GetName(id);
  }
}

// Parser(plant, prefix) puts every name of a directives file inside the
// prefix, as Drake's Parser does (the file's scoped names resolve within
// it).
GTEST_TEST(ProcessModelDirectivesFixturesTest, ParserPrefix) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant, "scene");
  parser.package_map().AddPackageXml(FixtureFolder() + "package.xml");
  const std::vector<ModelInstanceIndex> added =
      parser.AddModels(FixtureFolder() + "add_scoped_sub.dmd.yaml");
  ASSERT_EQ(added.size(), 2);
  EXPECT_EQ(plant.GetModelInstanceName(added[0]), "scene::simple_model");
  EXPECT_EQ(plant.GetModelInstanceName(added[1]), "scene::extra_model");
  EXPECT_TRUE(plant.HasFrameNamed("sub_added_frame", added[0]));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const RigidTransformd X_SE = plant.CalcRelativeTransform(
      *context, plant.GetFrameByName("base", added[0]),
      plant.GetFrameByName("base", added[1]));
  EXPECT_TRUE(
      X_SE.IsNearlyEqualTo(RigidTransformd(Vector3d(1, 2, 3)), kTolerance));
}

// default_free_body_pose with a base frame, or keyed by a frame offset from
// its body, adds a QuaternionFloatingJoint from the base frame to that
// frame, named after the body, in the model's instance; a body frame posed
// in the world only sets the body's default pose. The test model has a link
// `ball`, a frame `offset` (1, 2, 3) from it and a second link `dummy`;
// every pose is a translation by (1, 2, 3).
GTEST_TEST(ProcessModelDirectivesFixturesTest, DefaultFreeBodyPoseBaseFrame) {
  const TempFolder folder("mallard_free_body_pose");
  const std::string sdf = folder.Write("ball.sdf", R"""(<?xml version="1.0"?>
<sdf version="1.7">
  <model name="ball_model">
    <link name="ball">
      <inertial><mass>1</mass></inertial>
    </link>
    <frame name="offset" attached_to="ball"><pose>1 2 3 0 0 0</pose></frame>
    <link name="dummy">
      <inertial><mass>1</mass></inertial>
    </link>
  </model>
</sdf>
)""");
  MultibodyPlant<double> plant(0.0);
  ProcessModelDirectives(LoadModelDirectivesFromString(fmt::format(R"""(
directives:
- add_model:
    name: in_world
    file: {0}
    default_free_body_pose:
      ball: {{translation: [1, 2, 3]}}
- add_model:
    name: on_body
    file: {0}
    default_free_body_pose:
      ball: {{base_frame: in_world::ball, translation: [1, 2, 3]}}
- add_model:
    name: frame_on_frame
    file: {0}
    default_free_body_pose:
      offset: {{base_frame: in_world::offset, translation: [1, 2, 3]}}
- add_model:
    name: frame_in_world
    file: {0}
    default_free_body_pose:
      offset: {{translation: [1, 2, 3]}}
)""",
                                                                   sdf)),
                         &plant, nullptr);
  // Joints: none for in_world; one per other model, named after the body.
  EXPECT_FALSE(plant.HasJointNamed("ball", Instance(plant, "in_world")));
  for (const char* instance : {"on_body", "frame_on_frame", "frame_in_world"}) {
    ASSERT_TRUE(plant.HasJointNamed("ball", Instance(plant, instance)))
        << instance;
    EXPECT_EQ(
        plant.GetJointByName("ball", Instance(plant, instance)).type_name(),
        QuaternionFloatingJoint<double>::kTypeName);
  }
  const Joint<double>& joint =
      plant.GetJointByName("ball", Instance(plant, "frame_on_frame"));
  EXPECT_EQ(joint.frame_on_parent().name(), "offset");
  EXPECT_EQ(joint.frame_on_parent().model_instance(),
            Instance(plant, "in_world"));
  EXPECT_EQ(joint.frame_on_child().name(), "offset");

  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const Vector3d p(1, 2, 3);
  const auto p_W = [&](const char* instance, const char* frame) {
    return plant.GetFrameByName(frame, Instance(plant, instance))
        .CalcPoseInWorld(*context)
        .translation();
  };
  // in_world: ball at p, its offset frame at 2p.
  EXPECT_TRUE(p_W("in_world", "ball").isApprox(p, kTolerance));
  // on_body: ball at p from in_world's ball.
  EXPECT_TRUE(p_W("on_body", "ball").isApprox(2 * p, kTolerance));
  // frame_on_frame: its offset at p from in_world's offset (2p), so its
  // ball at 3p - p.
  EXPECT_TRUE(p_W("frame_on_frame", "offset").isApprox(3 * p, kTolerance));
  EXPECT_TRUE(p_W("frame_on_frame", "ball").isApprox(2 * p, kTolerance));
  // frame_in_world: its offset at p, its ball at the origin.
  EXPECT_TRUE(p_W("frame_in_world", "offset").isApprox(p, kTolerance));
  EXPECT_TRUE(p_W("frame_in_world", "ball").isZero(kTolerance));
}

// add_model needs one model: a world of two models, or a directives file,
// is an error naming the file.
GTEST_TEST(ProcessModelDirectivesFixturesTest, AddModelErrors) {
  const TempFolder folder("mallard_add_model_errors");
  const std::string world = folder.Write("two.sdf", R"""(<?xml version="1.0"?>
<sdf version="1.7">
  <world name="w">
    <model name="a"><link name="l"/></model>
    <model name="b"><link name="l"/></model>
  </world>
</sdf>
)""");
  const auto process = [](const std::string& file) {
    MultibodyPlant<double> plant(0.0);
    ProcessModelDirectives(
        LoadModelDirectivesFromString(fmt::format(
            "directives:\n- add_model: {{name: m, file: {}}}\n", file)),
        &plant, nullptr, MakeParser(&plant).get());
  };
  DRAKE_EXPECT_THROWS_MESSAGE(
      process(world),
      ".*directives\\[0\\]: add_model 'm': .*two.sdf:[0-9]+: error: the model "
      "name 'm' was given for the document, so it must hold exactly one "
      "top-level model; it holds 2");
  DRAKE_EXPECT_THROWS_MESSAGE(
      process(FixtureFolder() + "add_scoped_sub.dmd.yaml"),
      ".*add_model 'm': the file '.*add_scoped_sub.dmd.yaml' holds model "
      "directives, not a model; include it with add_directives");
}

GTEST_TEST(ProcessModelDirectivesFixturesTest, FlattenErrors) {
  PackageMap package_map;
  DRAKE_EXPECT_THROWS_MESSAGE(
      FlattenModelDirectives(ModelDirectives{}, package_map, nullptr),
      "FlattenModelDirectives: `out` is null");
  const TempFolder folder("mallard_flatten_loop");
  const std::string loop = (folder.path() / "loop.dmd.yaml").string();
  folder.Write("loop.dmd.yaml",
               "directives:\n- add_directives: {file: " + loop + "}\n");
  ModelDirectives out;
  DRAKE_EXPECT_THROWS_MESSAGE(
      FlattenModelDirectives(LoadModelDirectives(loop), package_map, &out),
      "FlattenModelDirectives: add_directives '.*loop.dmd.yaml': the file "
      "includes itself.*");
  EXPECT_TRUE(out.directives.empty());
}

}  // namespace process_model_directives_fixtures_test
}  // namespace parsing
}  // namespace multibody
}  // namespace drake
