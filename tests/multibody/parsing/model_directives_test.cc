// Model directives (LoadModelDirectives*) and the schema::Transform /
// schema::Rotation / stochastic types they use, against Drake-style YAML and
// Drake's own directive fixtures (multibody/parsing/test/
// process_model_directives_test, copied from Drake).

#include "drake/multibody/parsing/model_directives.h"

#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/schema/rotation.h"
#include "drake/common/schema/stochastic.h"
#include "drake/common/schema/transform.h"
#include "drake/common/yaml/yaml_io.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace multibody {
namespace parsing {
namespace model_directives_test {

using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransformd;
using math::RollPitchYawd;
using math::RotationMatrixd;
using schema::Rotation;
using schema::Transform;
using yaml::LoadYamlString;
using yaml::SaveYamlString;

// Rotations built from degrees through two independent routes (Eigen's
// AngleAxis products in rotation.cc vs. math::RollPitchYaw) agree to a few
// ulps of entries of size <= 1; 1e-15 allows for that.
constexpr double kTolerance = 1e-15;

constexpr double kDeg = M_PI / 180.0;

std::string FixturePath(const std::string& name) {
  return std::string(MALLARD_TEST_SOURCE_DIR) +
         "/../multibody/parsing/test/process_model_directives_test/" + name;
}

// A holder so that a Transform can be loaded as a YAML field, as directives
// hold it.
struct TransformHolder {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(X));
  }
  Transform X;
};

Transform LoadTransform(const std::string& text) {
  yaml::LoadYamlOptions options;
  options.allow_cpp_with_no_yaml = true;
  return LoadYamlString<TransformHolder>("X: " + text, std::nullopt,
                                         std::nullopt, options)
      .X;
}

// --- schema::Rotation -----------------------------------------------------

GTEST_TEST(SchemaRotationTest, IdentityByDefault) {
  const Rotation rotation;
  EXPECT_TRUE(rotation.IsDeterministic());
  EXPECT_TRUE(rotation.GetDeterministicValue().IsExactlyIdentity());
}

// !Rpy degrees mean the same extrinsic X-Y-Z angles as math::RollPitchYaw.
GTEST_TEST(SchemaRotationTest, RpyMatchesRollPitchYaw) {
  Rotation rotation;
  rotation.set_rpy_deg(Vector3d(5, 6, 7));
  ASSERT_TRUE(rotation.IsDeterministic());
  const RotationMatrixd expected(RollPitchYawd(5 * kDeg, 6 * kDeg, 7 * kDeg));
  EXPECT_TRUE(
      rotation.GetDeterministicValue().IsNearlyEqualTo(expected, kTolerance));
  // A single-axis case in closed form: yaw 90° maps x to y.
  rotation.set_rpy_deg(Vector3d(0, 0, 90));
  const Vector3d x_rotated =
      rotation.GetDeterministicValue().matrix() * Vector3d::UnitX();
  EXPECT_TRUE(x_rotated.isApprox(Vector3d::UnitY(), kTolerance) ||
              (x_rotated - Vector3d::UnitY()).norm() < kTolerance);
}

// Constructing from a RotationMatrix and reading it back is the identity.
GTEST_TEST(SchemaRotationTest, FromRotationMatrix) {
  const RotationMatrixd R(RollPitchYawd(0.3, -0.7, 2.1));
  const Rotation rotation(R);
  ASSERT_EQ(rotation.value.index(), 1);  // Stored as !Rpy.
  // Through degrees and back: a few ulps of the angles (|angle| < 3).
  EXPECT_TRUE(rotation.GetDeterministicValue().IsNearlyEqualTo(R, 1e-14));
}

// !AngleAxis normalizes its axis; the result is Rodrigues' rotation.
GTEST_TEST(SchemaRotationTest, AngleAxis) {
  const Transform X = LoadTransform(
      "{rotation: !AngleAxis {angle_deg: 120, "
      "axis: [2, 2, 2]}}");
  // 120° about (1,1,1)/√3 cyclically permutes the axes: x -> y -> z -> x.
  const Eigen::Matrix3d R = X.rotation.GetDeterministicValue().matrix();
  Eigen::Matrix3d expected;
  expected << 0, 0, 1, 1, 0, 0, 0, 1, 0;
  EXPECT_TRUE((R - expected).cwiseAbs().maxCoeff() < 1e-15) << R;
  // Defaults: angle 0 about z.
  EXPECT_TRUE(LoadTransform("{rotation: !AngleAxis {}}")
                  .rotation.GetDeterministicValue()
                  .IsExactlyIdentity());
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadTransform("{rotation: !AngleAxis {angle_deg: 10, axis: [0, 0, 0]}}")
          .GetDeterministicValue(),
      ".*AngleAxis: the axis \\[0, 0, 0\\] cannot be normalized.*");
}

// Random rotations load, report themselves as random, and have no
// deterministic value (they are sampled instead; see
// tests/math/schema_transform_test.cc).
GTEST_TEST(SchemaRotationTest, RandomHasNoDeterministicValue) {
  const Transform uniform = LoadTransform("{rotation: !Uniform {}}");
  EXPECT_EQ(uniform.rotation.value.index(), 3);
  EXPECT_FALSE(uniform.rotation.IsDeterministic());
  EXPECT_FALSE(uniform.IsDeterministic());
  EXPECT_THROW(uniform.GetDeterministicValue(), std::logic_error);
  DRAKE_EXPECT_THROWS_MESSAGE(
      uniform.GetDeterministicValue(),
      ".*Rotation::Uniform distribution: it is random.*");
  const Transform gaussian_rpy = LoadTransform(
      "{rotation: !Rpy {deg: !GaussianVector {mean: [0, 0, 0], "
      "stddev: [1]}}}");
  EXPECT_FALSE(gaussian_rpy.IsDeterministic());
  DRAKE_EXPECT_THROWS_MESSAGE(gaussian_rpy.GetDeterministicValue(),
                              ".*GaussianVector distribution: it is random.*");
}

// --- schema::Transform ----------------------------------------------------

GTEST_TEST(SchemaTransformTest, LoadDrakeStyle) {
  const Transform X = LoadTransform(
      "{base_frame: world, translation: [1, 2, 3], "
      "rotation: !Rpy {deg: [5, 6, 7]}}");
  ASSERT_TRUE(X.base_frame.has_value());
  EXPECT_EQ(*X.base_frame, "world");
  ASSERT_TRUE(X.IsDeterministic());
  const RigidTransformd expected(RollPitchYawd(5 * kDeg, 6 * kDeg, 7 * kDeg),
                                 Vector3d(1, 2, 3));
  EXPECT_TRUE(X.GetDeterministicValue().IsNearlyEqualTo(expected, kTolerance));
  // Omitted keys: no base frame, zero translation, identity rotation.
  const Transform empty = LoadTransform("{}");
  EXPECT_FALSE(empty.base_frame.has_value());
  EXPECT_TRUE(empty.GetDeterministicValue().IsExactlyIdentity());
  // Deterministic distributions are values too.
  const Transform deterministic = LoadTransform(
      "{translation: !DeterministicVector {value: [4, 5, 6]}, "
      "rotation: !Rpy {deg: !UniformVector {min: [0, 0, 90], "
      "max: [0, 0, 90]}}}");
  ASSERT_TRUE(deterministic.IsDeterministic());
  const RigidTransformd X_expected(RotationMatrixd::MakeZRotation(M_PI / 2),
                                   Vector3d(4, 5, 6));
  EXPECT_TRUE(deterministic.GetDeterministicValue().IsNearlyEqualTo(
      X_expected, kTolerance));
}

// A transform saved to YAML reads back to the same value.
GTEST_TEST(SchemaTransformTest, RoundTrip) {
  const RigidTransformd X_AB(RollPitchYawd(0.1, 0.2, -0.3),
                             Vector3d(-1, 0.5, 2));
  TransformHolder holder{Transform(X_AB)};
  holder.X.base_frame = "table::top";
  const std::string text = SaveYamlString(holder);
  EXPECT_NE(text.find("rotation: !Rpy"), std::string::npos) << text;
  EXPECT_NE(text.find("base_frame: table::top"), std::string::npos) << text;
  const Transform loaded = LoadTransform(text.substr(text.find(':') + 1));
  EXPECT_EQ(*loaded.base_frame, "table::top");
  // Radians -> degrees -> radians: a few ulps on angles < 1.
  EXPECT_TRUE(loaded.GetDeterministicValue().IsNearlyEqualTo(X_AB, 1e-15));
  // Identity rotation round-trips too.
  const std::string identity_text = SaveYamlString(TransformHolder{});
  EXPECT_TRUE(LoadTransform(identity_text.substr(identity_text.find(':') + 1))
                  .GetDeterministicValue()
                  .IsExactlyIdentity());
}

GTEST_TEST(SchemaTransformTest, RandomTranslationHasNoDeterministicValue) {
  const Transform X = LoadTransform(
      "{translation: !UniformVector {min: [0, 0, 0], max: [1, 1, 1]}}");
  EXPECT_FALSE(X.IsDeterministic());
  DRAKE_EXPECT_THROWS_MESSAGE(
      X.GetDeterministicValue(),
      "schema: cannot take the deterministic value of a UniformVector "
      "distribution: it is random; use Sample\\(\\) or Mean\\(\\).*");
  // A scalar distribution is no vector: the error lists the tags allowed.
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadTransform("{translation: !Uniform {min: 0, max: 1}}"),
      ".*key 'X.translation'.*the tag '!Uniform' names no alternative.*");
}

GTEST_TEST(SchemaStochasticTest, ScalarDistributions) {
  using schema::DistributionVariant;
  EXPECT_EQ(schema::GetDeterministicValue(DistributionVariant(2.5)), 2.5);
  EXPECT_EQ(schema::GetDeterministicValue(
                DistributionVariant(schema::Deterministic(3.0))),
            3.0);
  EXPECT_EQ(schema::GetDeterministicValue(
                DistributionVariant(schema::Gaussian(4.0, 0.0))),
            4.0);
  EXPECT_EQ(schema::GetDeterministicValue(
                DistributionVariant(schema::Uniform(5.0, 5.0))),
            5.0);
  EXPECT_EQ(schema::GetDeterministicValue(DistributionVariant(
                schema::UniformDiscrete(std::vector<double>{6.0}))),
            6.0);
  EXPECT_FALSE(
      schema::IsDeterministic(DistributionVariant(schema::Gaussian(0, 1))));
  DRAKE_EXPECT_THROWS_MESSAGE(
      schema::GetDeterministicValue(DistributionVariant(schema::Uniform(0, 1))),
      ".*of a Uniform distribution: it is random.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      schema::GetDeterministicValue(DistributionVariant(
          schema::UniformDiscrete(std::vector<double>{1, 2}))),
      ".*of a UniformDiscrete distribution: it is random.*");
}

GTEST_TEST(SchemaStochasticTest, VectorDistributions) {
  using Variant = schema::DistributionVectorVariant<3>;
  const Vector3d value(1, -2, 3);
  EXPECT_EQ(schema::GetDeterministicValue(Variant(value)), value);
  schema::DeterministicVector<3> deterministic;
  deterministic.value = value;
  EXPECT_EQ(schema::GetDeterministicValue(Variant(deterministic)), value);
  schema::GaussianVector<3> gaussian;
  gaussian.mean = value;
  gaussian.stddev = Eigen::VectorXd::Zero(1);
  EXPECT_TRUE(schema::IsDeterministic(Variant(gaussian)));
  EXPECT_EQ(schema::GetDeterministicValue(Variant(gaussian)), value);
  gaussian.stddev = Eigen::VectorXd();  // No stddev at all is not a value.
  EXPECT_FALSE(schema::IsDeterministic(Variant(gaussian)));
  gaussian.stddev = Vector3d(0, 0.1, 0);
  EXPECT_FALSE(schema::IsDeterministic(Variant(gaussian)));
  schema::UniformVector<3> uniform;
  uniform.min = value;
  uniform.max = value;
  EXPECT_EQ(schema::GetDeterministicValue(Variant(uniform)), value);
  uniform.max.x() += 1;
  EXPECT_FALSE(schema::IsDeterministic(Variant(uniform)));
}

// --- Model directives -----------------------------------------------------

// Two iiwa arms on a table, as a Drake scenario writes them.
constexpr char kTwoArms[] = R"""(
directives:
- add_model:
    name: table
    file: package://drake_models/manipulation_station/table_wide.sdf
- add_weld:
    parent: world
    child: table::table_body
- add_frame:
    name: table_top
    X_PF:
      base_frame: table::table_body
      translation: [0, 0, 0.7645]
- add_model_instance:
    name: left
- add_model:
    name: left::iiwa
    file: package://drake_models/iiwa_description/urdf/iiwa14_no_collision.urdf
    default_joint_positions:
      iiwa_joint_2: [0.1]
      iiwa_joint_4: [-1.2]
- add_weld:
    parent: table_top
    child: left::iiwa::base
    X_PC:
      translation: [0, 0.4, 0]
      rotation: !Rpy { deg: [0, 0, -90] }
- add_model:
    name: right_iiwa
    file: package://drake_models/iiwa_description/urdf/iiwa14_no_collision.urdf
- add_weld:
    parent: table_top
    child: right_iiwa::base
    X_PC:
      translation: [0, -0.4, 0]
- add_model:
    name: mug
    file: package://drake_models/ycb/mug.sdf
    default_free_body_pose:
      base_link_mug:
        base_frame: table_top
        translation: [0.5, 0, 0.05]
        rotation: !AngleAxis { angle_deg: 45, axis: [0, 0, 1] }
- add_collision_filter_group:
    name: arms
    members: [left::iiwa::iiwa_link_7, right_iiwa::iiwa_link_7]
    ignored_collision_filter_groups: [arms]
)""";

GTEST_TEST(ModelDirectivesTest, TwoArmsAndATable) {
  const ModelDirectives result = LoadModelDirectivesFromString(kTwoArms);
  EXPECT_TRUE(result.IsValid());
  const std::vector<ModelDirective>& d = result.directives;
  ASSERT_EQ(d.size(), 10);

  ASSERT_TRUE(d[0].add_model.has_value());
  EXPECT_EQ(d[0].add_model->name, "table");
  EXPECT_EQ(d[0].add_model->file,
            "package://drake_models/manipulation_station/table_wide.sdf");
  EXPECT_TRUE(d[0].add_model->default_joint_positions.empty());

  ASSERT_TRUE(d[1].add_weld.has_value());
  EXPECT_EQ(d[1].add_weld->parent, "world");
  EXPECT_EQ(d[1].add_weld->child, "table::table_body");
  EXPECT_FALSE(d[1].add_weld->X_PC.has_value());

  ASSERT_TRUE(d[2].add_frame.has_value());
  EXPECT_EQ(d[2].add_frame->name, "table_top");
  EXPECT_EQ(d[2].add_frame->X_PF.base_frame.value(), "table::table_body");
  EXPECT_TRUE(d[2].add_frame->X_PF.GetDeterministicValue().IsExactlyEqualTo(
      RigidTransformd(Vector3d(0, 0, 0.7645))));

  ASSERT_TRUE(d[3].add_model_instance.has_value());
  EXPECT_EQ(d[3].add_model_instance->name, "left");

  ASSERT_TRUE(d[4].add_model.has_value());
  const auto& positions = d[4].add_model->default_joint_positions;
  ASSERT_EQ(positions.size(), 2);
  EXPECT_EQ(positions.at("iiwa_joint_2"), (VectorXd(1) << 0.1).finished());
  EXPECT_EQ(positions.at("iiwa_joint_4"), (VectorXd(1) << -1.2).finished());

  ASSERT_TRUE(d[5].add_weld.has_value());
  ASSERT_TRUE(d[5].add_weld->X_PC.has_value());
  const RigidTransformd X_PC_expected(RotationMatrixd::MakeZRotation(-M_PI / 2),
                                      Vector3d(0, 0.4, 0));
  EXPECT_TRUE(d[5].add_weld->X_PC->GetDeterministicValue().IsNearlyEqualTo(
      X_PC_expected, kTolerance));
  EXPECT_FALSE(d[5].add_weld->X_PC->base_frame.has_value());

  ASSERT_TRUE(d[8].add_model.has_value());
  const auto& poses = d[8].add_model->default_free_body_pose;
  ASSERT_EQ(poses.count("base_link_mug"), 1);
  const Transform& X_TM = poses.at("base_link_mug");
  EXPECT_EQ(X_TM.base_frame.value(), "table_top");
  const RigidTransformd X_TM_expected(RotationMatrixd::MakeZRotation(M_PI / 4),
                                      Vector3d(0.5, 0, 0.05));
  EXPECT_TRUE(
      X_TM.GetDeterministicValue().IsNearlyEqualTo(X_TM_expected, kTolerance));

  ASSERT_TRUE(d[9].add_collision_filter_group.has_value());
  const AddCollisionFilterGroup& group = *d[9].add_collision_filter_group;
  EXPECT_EQ(group.name, "arms");
  EXPECT_FALSE(group.model_namespace.has_value());
  EXPECT_EQ(group.members,
            (std::vector<std::string>{"left::iiwa::iiwa_link_7",
                                      "right_iiwa::iiwa_link_7"}));
  EXPECT_TRUE(group.member_groups.empty());
  EXPECT_EQ(group.ignored_collision_filter_groups,
            std::vector<std::string>{"arms"});
}

// Saving the directives and loading them again gives the same document.
GTEST_TEST(ModelDirectivesTest, YamlRoundTrip) {
  const ModelDirectives original = LoadModelDirectivesFromString(kTwoArms);
  const std::string text = SaveYamlString(original);
  const ModelDirectives reloaded = LoadModelDirectivesFromString(text);
  EXPECT_EQ(SaveYamlString(reloaded), text);
  ASSERT_EQ(reloaded.directives.size(), original.directives.size());
  EXPECT_TRUE(
      reloaded.directives[5]
          .add_weld->X_PC->GetDeterministicValue()
          .IsNearlyEqualTo(
              original.directives[5].add_weld->X_PC->GetDeterministicValue(),
              kTolerance));
}

// Every directive fixture of Drake's process_model_directives_test loads.
GTEST_TEST(ModelDirectivesTest, EveryDrakeFixtureLoads) {
  int count = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(FixturePath(""))) {
    const std::string path = entry.path().string();
    if (path.size() < 9 || path.substr(path.size() - 9) != ".dmd.yaml") {
      continue;
    }
    SCOPED_TRACE(path);
    const ModelDirectives directives = LoadModelDirectives(path);
    EXPECT_TRUE(directives.IsValid());
    EXPECT_FALSE(directives.directives.empty());
    ++count;
  }
  // The folder holds 17 .dmd.yaml files (counted by hand).
  EXPECT_EQ(count, 17);
}

// default_positions.dmd.yaml: free body poses (shared through a YAML anchor,
// and keyed by "" for a model's only body) and joint positions.
GTEST_TEST(ModelDirectivesTest, DefaultPositionsFixture) {
  const ModelDirectives result =
      LoadModelDirectives(FixturePath("default_positions.dmd.yaml"));
  const auto& d = result.directives;
  ASSERT_EQ(d.size(), 3);
  const RigidTransformd expected(RollPitchYawd(5 * kDeg, 6 * kDeg, 7 * kDeg),
                                 Vector3d(1, 2, 3));
  ASSERT_TRUE(d[0].add_model.has_value());
  EXPECT_EQ(d[0].add_model->name, "simple_model");
  EXPECT_TRUE(d[0].add_model->default_free_body_pose.at("base")
                  .GetDeterministicValue()
                  .IsNearlyEqualTo(expected, kTolerance));
  ASSERT_TRUE(d[1].add_model.has_value());
  EXPECT_TRUE(d[1].add_model->default_free_body_pose.at("")
                  .GetDeterministicValue()
                  .IsNearlyEqualTo(expected, kTolerance));
  ASSERT_TRUE(d[2].add_model.has_value());
  EXPECT_EQ(d[2].add_model->file,
            "package://drake/multibody/benchmarks/acrobot/acrobot.urdf");
  const auto& q = d[2].add_model->default_joint_positions;
  EXPECT_EQ(q.at("ShoulderJoint"), (VectorXd(1) << 0.1).finished());
  EXPECT_EQ(q.at("ElbowJoint"), (VectorXd(1) << 0.2).finished());
}

// inject_frames.dmd.yaml and add_scoped_top.dmd.yaml: frames, welds and
// namespaces as the fixture files spell them.
GTEST_TEST(ModelDirectivesTest, FramesWeldsAndNamespaces) {
  const ModelDirectives inject =
      LoadModelDirectives(FixturePath("inject_frames.dmd.yaml"));
  ASSERT_EQ(inject.directives.size(), 7);
  const AddFrame& frame = inject.directives[1].add_frame.value();
  EXPECT_EQ(frame.name, "top_injected_frame");
  EXPECT_EQ(frame.X_PF.base_frame.value(), "top_level_model::base");
  EXPECT_TRUE(frame.X_PF.GetDeterministicValue().IsExactlyEqualTo(
      RigidTransformd(Vector3d(1, 2, 3))));
  const AddWeld& weld = inject.directives[6].add_weld.value();
  EXPECT_EQ(weld.parent, "mid_injected_frame");
  EXPECT_EQ(weld.child, "bottom_level_model::base");
  EXPECT_TRUE(weld.X_PC.value().GetDeterministicValue().IsExactlyEqualTo(
      RigidTransformd(Vector3d(4, 5, 6))));

  // 3 top-level directives, then 4 each for left and right, then 3 for mid.
  const ModelDirectives top =
      LoadModelDirectives(FixturePath("add_scoped_top.dmd.yaml"));
  ASSERT_EQ(top.directives.size(), 14);
  const AddDirectives& include = top.directives[4].add_directives.value();
  EXPECT_EQ(include.file,
            "package://process_model_directives_test/add_scoped_sub.dmd.yaml");
  EXPECT_EQ(include.model_namespace.value(), "left");
  EXPECT_FALSE(top.directives[0].add_directives->model_namespace.has_value());

  const ModelDirectives filters =
      LoadModelDirectives(FixturePath("collision_filter_group.dmd.yaml"));
  const AddCollisionFilterGroup& group_4567 =
      filters.directives.back().add_collision_filter_group.value();
  EXPECT_EQ(group_4567.name, "group_4567");
  EXPECT_TRUE(group_4567.members.empty());
  EXPECT_EQ(group_4567.member_groups,
            (std::vector<std::string>{"group_45", "group_67"}));

  const ModelDirectives flattened =
      LoadModelDirectives(FixturePath("flattened.dmd.yaml"));
  EXPECT_EQ(flattened.directives[2]
                .add_collision_filter_group->model_namespace.value(),
            "right");
}

// --- Bad input --------------------------------------------------------------

GTEST_TEST(ModelDirectivesErrorTest, InvalidDirectives) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString(R"""(
directives:
- add_model_instance: {name: a}
- add_model: {name: b, file: b.urdf}
  add_weld: {parent: world, child: b::base}
)"""),
      "LoadModelDirectivesFromString: directives\\[1\\] \\(directive 2 of 2\\) "
      "is invalid: a directive must set exactly one of add_model, .*; this "
      "one sets add_model and add_weld");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString("directives:\n- {}\n"),
      ".*directives\\[0\\] .*this one sets none");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString(
          "directives:\n- add_frame: {name: f, X_PF: {translation: [1, 2, "
          "3]}}\n"),
      ".*directives\\[0\\].*add_frame 'f': `X_PF` must name its "
      "`base_frame`.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString(
          "directives:\n- add_weld: {parent: world}\n"),
      ".*directives\\[0\\].*add_weld: `child` is empty \\(parent 'world'\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString("directives:\n- add_weld: {child: c}\n"),
      ".*add_weld: `parent` is empty \\(child 'c'\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString("directives:\n- add_model: {name: m}\n"),
      ".*add_model: `file` is empty");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString(
          "directives:\n- add_model: {file: m.sdf}\n"),
      ".*add_model: `name` is empty \\(file 'm.sdf'\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString("directives:\n- add_model_instance: {}\n"),
      ".*add_model_instance: `name` is empty");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString(
          "directives:\n- add_collision_filter_group: {members: [a]}\n"),
      ".*add_collision_filter_group: `name` is empty");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString(
          "directives:\n- add_directives: {model_namespace: a}\n"),
      ".*add_directives: `file` is empty");
  EXPECT_THROW(LoadModelDirectivesFromString("directives:\n- {}\n"),
               std::runtime_error);
  // IsValid() agrees without throwing.
  ModelDirective two;
  two.add_model_instance = AddModelInstance{"x"};
  two.add_directives = AddDirectives{"y.dmd.yaml", std::nullopt};
  EXPECT_FALSE(two.IsValid());
  two.add_directives.reset();
  EXPECT_TRUE(two.IsValid());
  ModelDirectives both;
  both.directives = {two, ModelDirective{}};
  EXPECT_FALSE(both.IsValid());
}

GTEST_TEST(ModelDirectivesErrorTest, SchemaMismatches) {
  // An unknown directive is an unknown key, named with its path and line.
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString(
          "directives:\n- add_modle: {name: a, file: b}\n"),
      ".*at line 2.*key 'directives\\[0\\].add_modle'.*unknown YAML key.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString(
          "directives:\n- add_weld: {parent: a, child: b, X_PC: {xyz: 1}}\n"),
      ".*key 'directives\\[0\\].add_weld.X_PC.xyz'.*unknown YAML key.*");
  // Wrong types.
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString(
          "directives:\n- add_model:\n    name: a\n    file: b\n"
          "    default_joint_positions: {j: fast}\n"),
      ".*at line 5.*key "
      "'directives\\[0\\].add_model.default_joint_positions.j'.*expected a "
      "Sequence.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString(
          "directives:\n- add_frame: {name: f, X_PF: {base_frame: world, "
          "translation: [1, 2]}}\n"),
      ".*key 'directives\\[0\\].add_frame.X_PF.translation'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString("directives: {add_model: {}}\n"),
      ".*key 'directives'.*expected a Sequence but found a Mapping.*");
  // Malformed YAML.
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectivesFromString("directives: [\n"),
      "YAML error in a YAML string: could not parse the document.*");
  // A missing file.
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectives("/no/such/file.dmd.yaml"),
      ".*could not open the file '/no/such/file.dmd.yaml'.*");
  // Errors in a file name the file.
  const std::string bad_file =
      (std::filesystem::temp_directory_path() /
       ("mallard_bad_directives_" + std::to_string(::getpid()) + ".dmd.yaml"))
          .string();
  yaml::internal::WriteFile(bad_file,
                            "directives:\n- add_weld: {parent: world}\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadModelDirectives(bad_file),
      "LoadModelDirectives\\('" + bad_file +
          "'\\): directives\\[0\\].*`child` is empty.*");
  std::filesystem::remove(bad_file);
}

// An empty document is an empty list of directives (as Drake).
GTEST_TEST(ModelDirectivesTest, Empty) {
  EXPECT_TRUE(LoadModelDirectivesFromString("").directives.empty());
  EXPECT_TRUE(
      LoadModelDirectivesFromString("directives: []").directives.empty());
}

}  // namespace model_directives_test
}  // namespace parsing
}  // namespace multibody
}  // namespace drake
