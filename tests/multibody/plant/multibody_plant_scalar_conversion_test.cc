// Scalar conversion of MultibodyPlant (double → AutoDiffXd → double): one
// plant that uses every feature a user can set before Finalize, converted
// alone and inside a Diagram with its SceneGraph. The converted plant must be
// the same model (every property compared), and its dynamics must agree with
// the original's at a random state: an AutoDiffXd with an empty gradient does
// the same floating-point arithmetic as double, so values agree to round-off
// (1e-12 relative).

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/extract_double.h"
#include "drake/common/random.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/ball_quaternion_joint.h"
#include "drake/multibody/tree/ball_rpy_joint.h"
#include "drake/multibody/tree/door_hinge.h"
#include "drake/multibody/tree/linear_bushing_roll_pitch_yaw.h"
#include "drake/multibody/tree/linear_spring_damper.h"
#include "drake/multibody/tree/planar_joint.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/multibody/tree/quaternion_floating_joint.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/multibody/tree/revolute_spring.h"
#include "drake/multibody/tree/rpy_floating_joint.h"
#include "drake/multibody/tree/screw_joint.h"
#include "drake/multibody/tree/universal_joint.h"
#include "drake/multibody/tree/weld_joint.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {
namespace multibody_plant_scalar_conversion_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::Vector3d;
using Eigen::VectorXd;
using geometry::HalfSpace;
using geometry::SceneGraph;
using geometry::Sphere;
using math::RigidTransformd;
using math::RollPitchYawd;
using symbolic::Expression;
using symbolic::Variable;
using systems::Context;
using systems::Diagram;
using systems::DiagramBuilder;
using systems::Simulator;

// Same arithmetic on both sides: agreement to round-off, relative to the
// size of the compared quantity.
constexpr double kRelTol = 1e-12;

// The value of a double or of an AutoDiffXd.
double Value(double x) { return x; }
double Value(const AutoDiffXd& x) { return x.value(); }
template <typename Derived>
MatrixXd Values(const Eigen::MatrixBase<Derived>& m) {
  MatrixXd out(m.rows(), m.cols());
  for (int i = 0; i < m.rows(); ++i) {
    for (int j = 0; j < m.cols(); ++j) out(i, j) = Value(m(i, j));
  }
  return out;
}

// |a − b|∞ ≤ kRelTol·max(1, |a|∞), both shown otherwise.
::testing::AssertionResult AgreeToRoundOff(const MatrixXd& a,
                                           const MatrixXd& b) {
  if (a.rows() != b.rows() || a.cols() != b.cols()) {
    return ::testing::AssertionFailure()
           << "sizes differ: " << a.rows() << "×" << a.cols() << " vs "
           << b.rows() << "×" << b.cols();
  }
  const double scale = std::max(1.0, a.lpNorm<Eigen::Infinity>());
  const double error = (a - b).lpNorm<Eigen::Infinity>();
  if (error <= kRelTol * scale) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "error " << error << " > " << kRelTol * scale << "\n"
         << a.transpose() << "\n  vs\n"
         << b.transpose();
}

// Handles on the model, by index (valid in every converted plant).
struct Model {
  ModelInstanceIndex robot, toy, floaters, rpy_floaters, anchored;
  BodyIndex ball, free_ball;
  JointIndex revolute, hinge;
  std::vector<ModelInstanceIndex> pd_instances;
  std::vector<MultibodyConstraintId> constraints;
};

// What PopulateAndFinalize() adds besides the rest: the features some
// dynamics cannot evaluate (a continuous plant throws for constraints and PD
// gains; an AutoDiffXd discrete step with them needs SAP, double only).
struct Features {
  bool constraints{true};
  bool pd_gains{true};
  bool position_limits{true};
};

// Fills `plant` (registered with a SceneGraph) with one of every element: all
// joint types (one reversed) with limits, damping, defaults and random
// distributions; a removed joint and actuator; actuators with effort limits,
// PD gains, rotor inertia and gear ratio; every force element; every
// constraint; per-instance base joint types, gravity and default free-body
// poses; a renamed model instance; nested offset frames interleaved with
// bodies (so that frame indices differ from body indices); collision and
// visual geometry with friction and a collision filter; and non-default plant
// settings. Then finalizes it and sets the free bodies' distributions.
Model PopulateAndFinalize(MultibodyPlant<double>* plant,
                          const Features& features) {
  Model m;
  m.robot = plant->AddModelInstance("robot");
  m.toy = plant->AddModelInstance("toy");
  m.floaters = plant->AddModelInstance("floaters");
  m.rpy_floaters = plant->AddModelInstance("rpy_floaters");
  m.anchored = plant->AddModelInstance("anchored");
  const auto box = [](double mass) {
    return SpatialInertia<double>::SolidBoxWithMass(mass, 0.1, 0.2, 0.3)
        .Shift(Vector3d(-0.01, 0.02, -0.15));
  };

  // A nested frame on the world before any body: every body frame added
  // afterwards has frame index != body index + (number of earlier frames).
  const auto& mount =
      plant->AddFrame(std::make_unique<FixedOffsetFrame<double>>(
          "mount", plant->world_frame(),
          RigidTransformd(RollPitchYawd(0.1, 0.2, 0.3), Vector3d(0.1, 0, 0.5)),
          m.robot));
  const auto& mount_nested =
      plant->AddFrame(std::make_unique<FixedOffsetFrame<double>>(
          "mount_nested", mount,
          RigidTransformd(RollPitchYawd(-0.2, 0, 0.4), Vector3d(0, 0.05, 0)),
          m.robot));

  // The robot: a chain of every single- and multi-dof joint type, based on
  // a weld to the nested world frame.
  const auto& base = plant->AddRigidBody("base", m.robot, box(3.0));
  plant->WeldFrames(mount_nested, base.body_frame(),
                    RigidTransformd(Vector3d(0, 0, 0.05)));
  const auto& link1 = plant->AddRigidBody("link1", m.robot, box(1.5));
  // A frame between two bodies (body frames and offset frames interleave).
  const auto& link1_tip =
      plant->AddFrame(std::make_unique<FixedOffsetFrame<double>>(
          "link1_tip", link1.body_frame(),
          RigidTransformd(Vector3d(0, 0, -0.3))));
  const auto& link2 = plant->AddRigidBody("link2", m.robot, box(1.2));
  const auto& link3 = plant->AddRigidBody("link3", m.robot, box(1.0));
  const auto& link4 = plant->AddRigidBody("link4", m.robot, box(0.8));
  const auto& link5 = plant->AddRigidBody("link5", m.robot, box(0.6));

  const double kInf = std::numeric_limits<double>::infinity();
  const double q_max = features.position_limits ? 1.0 : kInf;
  auto& revolute =
      const_cast<RevoluteJoint<double>&>(plant->AddJoint<RevoluteJoint>(
          "revolute", base, RigidTransformd(Vector3d(0, 0, -0.1)), link1,
          std::nullopt, Vector3d(0.3, 1.0, 0.2), -2.0 * q_max, 2.5 * q_max,
          0.3));
  revolute.set_velocity_limits(Vector1d(-4.0), Vector1d(5.0));
  revolute.set_acceleration_limits(Vector1d(-40.0), Vector1d(50.0));
  revolute.set_default_angle(0.4);
  m.revolute = revolute.index();
  auto& prismatic = const_cast<PrismaticJoint<double>&>(
      plant->AddJoint(std::make_unique<PrismaticJoint<double>>(
          "prismatic", link1_tip, link2.body_frame(), Vector3d(1, 0, 1),
          -0.2 * q_max, 0.3 * q_max, 0.7)));
  prismatic.set_default_translation(0.05);
  prismatic.set_velocity_limits(Vector1d(-1.0), Vector1d(1.5));
  auto& universal =
      const_cast<UniversalJoint<double>&>(plant->AddJoint<UniversalJoint>(
          "universal", link2, RigidTransformd(Vector3d(0.02, 0, -0.3)), link3,
          RigidTransformd(RollPitchYawd(0, 0.3, 0), Vector3d::Zero()), 0.05));
  universal.set_default_angles(Vector2d(0.1, -0.2));
  universal.set_position_limits(Vector2d(-1, -1.1) * q_max,
                                Vector2d(1.2, 1.3) * q_max);
  auto& ball_rpy =
      const_cast<BallRpyJoint<double>&>(plant->AddJoint<BallRpyJoint>(
          "ball_rpy", link3, RigidTransformd(Vector3d(0, 0, -0.3)), link4,
          std::nullopt, 0.02));
  ball_rpy.set_default_angles(Vector3d(0.1, 0.2, -0.3));
  ball_rpy.set_acceleration_limits(Vector3d(-10, -11, -12),
                                   Vector3d(13, 14, 15));
  auto& ball_quaternion = const_cast<BallQuaternionJoint<double>&>(
      plant->AddJoint<BallQuaternionJoint>(
          "ball_quaternion", link4, RigidTransformd(Vector3d(0, 0, -0.3)),
          link5, std::nullopt, 0.04));
  ball_quaternion.set_default_quaternion(
      RollPitchYawd(0.3, -0.1, 0.2).ToQuaternion());

  // The toy: a planar base, a screw and a hinge (revolute with a door hinge
  // force element), gravity disabled.
  const auto& puck = plant->AddRigidBody("puck", m.toy, box(0.9));
  const auto& nut = plant->AddRigidBody("nut", m.toy, box(0.4));
  const auto& door = plant->AddRigidBody("door", m.toy, box(2.0));
  auto& planar = const_cast<PlanarJoint<double>&>(plant->AddJoint<PlanarJoint>(
      "planar", plant->world_body(),
      RigidTransformd(RollPitchYawd(M_PI / 2, 0, 0), Vector3d(1, 0, 0.5)), puck,
      std::nullopt, Vector3d(0.1, 0.2, 0.3)));
  planar.set_default_pose(Vector2d(0.2, -0.1), 0.3);
  planar.set_default_damping_vector(Vector3d(0.4, 0.5, 0.6));
  auto& screw = const_cast<ScrewJoint<double>&>(plant->AddJoint<ScrewJoint>(
      "screw", puck, RigidTransformd(Vector3d(0, 0, 0.2)), nut, std::nullopt,
      Vector3d(0, 1, 1), 0.05, 0.01));
  screw.set_default_rotation(0.7);
  const auto& hinge = plant->AddJoint<RevoluteJoint>(
      "hinge", puck, std::nullopt, door, RigidTransformd(Vector3d(0.5, 0, 0)),
      Vector3d::UnitZ(), 0.0);
  m.hinge = hinge.index();
  plant->set_gravity_enabled(m.toy, false);
  plant->RenameModelInstance(m.toy, "renamed_toy");

  // A joint and an actuator removed again (their indices stay as gaps).
  const auto& spare = plant->AddRigidBody("spare", m.toy, box(0.3));
  const auto& doomed = plant->AddJoint<PrismaticJoint>(
      "doomed", door, std::nullopt, spare, std::nullopt, Vector3d::UnitX());
  plant->RemoveJoint(doomed);
  plant->RemoveJointActuator(plant->AddJointActuator("doomed_motor", hinge));
  plant->WeldFrames(door.body_frame(), spare.body_frame(),
                    RigidTransformd(Vector3d(0.1, 0.2, 0.3)));

  // A reversed joint: the world is its child, so the tree is compiled with
  // the joint pointing the other way.
  const auto& pendulum = plant->AddRigidBody("pendulum", m.robot, box(0.5));
  const auto& pendulum_bob =
      plant->AddRigidBody("pendulum_bob", m.robot, box(0.25));
  plant->AddJoint<RevoluteJoint>(
      "reversed", pendulum, RigidTransformd(Vector3d(0, 0, 0.3)),
      plant->world_body(), RigidTransformd(Vector3d(2, 0, 1)),
      Vector3d::UnitY(), 0.05);
  plant->AddJoint<RevoluteJoint>(
      "pendulum_elbow", pendulum, RigidTransformd(Vector3d(0, 0, -0.3)),
      pendulum_bob, std::nullopt, Vector3d::UnitX(), 0.0);

  // Explicit floating joints (with damping) and free bodies whose joints the
  // plant adds at Finalize, by per-instance base joint type.
  const auto& ball = plant->AddRigidBody(
      "ball", m.robot, SpatialInertia<double>::SolidSphereWithMass(0.5, 0.1));
  m.ball = ball.index();
  auto& quaternion_floating = const_cast<QuaternionFloatingJoint<double>&>(
      plant->AddJoint<QuaternionFloatingJoint>(
          "quaternion_floating", plant->world_body(), std::nullopt, ball,
          std::nullopt, 0.01, 0.02));
  quaternion_floating.set_default_translation(Vector3d(0.3, 0.4, 0.099));
  const auto& tumbler = plant->AddRigidBody("tumbler", m.robot, box(0.7));
  auto& rpy_floating =
      const_cast<RpyFloatingJoint<double>&>(plant->AddJoint<RpyFloatingJoint>(
          "rpy_floating", plant->world_body(), std::nullopt, tumbler,
          std::nullopt, 0.03, 0.04));
  rpy_floating.set_default_angles(Vector3d(0.1, 0.2, 0.3));
  rpy_floating.set_default_translation(Vector3d(-1, 0, 2));
  const auto& free_ball = plant->AddRigidBody(
      "free_ball", m.floaters,
      SpatialInertia<double>::SolidSphereWithMass(0.3, 0.05));
  m.free_ball = free_ball.index();
  plant->SetDefaultFreeBodyPose(
      free_ball,
      RigidTransformd(RollPitchYawd(0.2, 0, 0.1), Vector3d(-0.4, 0.2, 0.049)));
  const auto& free_rpy =
      plant->AddRigidBody("free_rpy", m.rpy_floaters, box(0.2));
  plant->SetDefaultFreeBodyPose(
      free_rpy,
      RigidTransformd(RollPitchYawd(0.3, 0.2, 0.1), Vector3d(0.5, -0.5, 1.5)));
  plant->SetBaseBodyJointType(BaseBodyJointType::kRpyFloatingJoint,
                              m.rpy_floaters);
  plant->AddRigidBody("welded_box", m.anchored, box(0.2));
  plant->SetBaseBodyJointType(BaseBodyJointType::kWeldJoint, m.anchored);

  // Random distributions (sampled by SetRandomState()).
  const Variable u1("u1", Variable::Type::RANDOM_UNIFORM);
  const Variable u2("u2", Variable::Type::RANDOM_UNIFORM);
  const Variable g1("g1", Variable::Type::RANDOM_GAUSSIAN);
  revolute.set_random_angle_distribution(2.0 * u1 - 1.0);
  prismatic.set_random_velocity_distribution(Vector1<Expression>(0.1 * g1));
  universal.set_random_angles_distribution(
      Vector2<Expression>(0.5 * u1, -0.5 * u2));
  ball_quaternion.set_random_quaternion_distribution_to_uniform();
  planar.set_random_pose_distribution(Vector2<Expression>(u1, u2), g1);
  quaternion_floating.set_random_translation_distribution(
      Vector3<Expression>(u1, u2, Expression(0.099)));
  rpy_floating.set_random_angles_distribution(
      Vector3<Expression>(0.1 * g1, 0.2 * u1, 0.3 * u2));

  // Actuators.
  auto& motor = plant->get_mutable_joint_actuator(
      plant->AddJointActuator("motor", revolute, 20.0).index());
  motor.set_default_rotor_inertia(0.002);
  motor.set_default_gear_ratio(30.0);
  if (features.pd_gains) motor.set_controller_gains({50.0, 5.0});
  auto& slider = plant->get_mutable_joint_actuator(
      plant->AddJointActuator("slider", prismatic, 100.0).index());
  if (features.pd_gains) slider.set_controller_gains({400.0, 20.0});
  plant->AddJointActuator("screw_motor", screw);
  auto& hinge_motor = plant->get_mutable_joint_actuator(
      plant->AddJointActuator("hinge_motor", hinge, 3.0).index());
  hinge_motor.set_default_rotor_inertia(0.01);
  if (features.pd_gains) m.pd_instances = {m.robot};

  // Force elements.
  plant->mutable_gravity_field().set_gravity_vector(Vector3d(0.1, -0.2, -9.7));
  plant->AddForceElement<LinearSpringDamper>(link2, Vector3d(0.01, 0, 0),
                                             tumbler, Vector3d(0, 0.02, 0), 0.8,
                                             30.0, 2.0);
  plant->AddForceElement<RevoluteSpring>(revolute, 0.1, 4.0);
  plant->AddForceElement<LinearBushingRollPitchYaw>(
      link1_tip, link2.body_frame(), Vector3d(1, 2, 3), Vector3d(0.1, 0.2, 0.3),
      Vector3d(10, 20, 30), Vector3d(1, 2, 3));
  DoorHingeConfig hinge_config;
  hinge_config.spring_constant = 2.5;
  hinge_config.catch_torque = 7.0;
  plant->AddForceElement<DoorHinge>(hinge, hinge_config);

  // Constraints (SAP; a continuous plant keeps them but cannot step).
  if (features.constraints) {
    m.constraints.push_back(
        plant->AddCouplerConstraint(hinge, revolute, 0.5, 0.1));
    m.constraints.push_back(
        plant->AddDistanceConstraint(link5, Vector3d(0, 0, -0.1), tumbler,
                                     Vector3d(0.05, 0, 0), 1.5, 1e4, 10.0));
    m.constraints.push_back(plant->AddBallConstraint(
        nut, Vector3d(0.01, 0, 0), door));  // p_BQ from the default state.
    m.constraints.push_back(plant->AddWeldConstraint(
        plant->GetBodyByName("free_rpy"), RigidTransformd(Vector3d(0, 0, 0.1)),
        plant->GetBodyByName("welded_box"),
        RigidTransformd(RollPitchYawd(0, 0, 0.2), Vector3d::Zero())));
  }

  // Geometry: a ground half-space and two spheres touching it.
  plant->RegisterCollisionGeometry(plant->world_body(), RigidTransformd(),
                                   HalfSpace(), "ground",
                                   CoulombFriction<double>(0.9, 0.7));
  plant->RegisterCollisionGeometry(ball, RigidTransformd(), Sphere(0.1),
                                   "ball_collision",
                                   CoulombFriction<double>(0.6, 0.5));
  plant->RegisterCollisionGeometry(free_ball, RigidTransformd(), Sphere(0.05),
                                   "free_ball_collision",
                                   CoulombFriction<double>(0.4, 0.3));
  plant->RegisterVisualGeometry(ball, RigidTransformd(), Sphere(0.1),
                                "ball_visual",
                                Eigen::Vector4d(0.1, 0.2, 0.3, 1.0));
  plant->set_adjacent_bodies_collision_filters(false);
  plant->ExcludeCollisionGeometriesWithCollisionFilterGroupPair(
      {"balls", plant->CollectRegisteredGeometries({&ball, &free_ball})},
      {"balls", plant->CollectRegisteredGeometries({&ball, &free_ball})});

  // Non-default settings.
  plant->set_contact_model(ContactModel::kPoint);
  plant->set_penetration_allowance(0.002);
  plant->set_stiction_tolerance(0.003);
  if (plant->is_discrete()) {
    plant->set_discrete_contact_approximation(
        DiscreteContactApproximation::kSimilar);
    plant->set_sap_near_rigid_threshold(0.5);
    plant->set_contact_surface_representation(
        geometry::HydroelasticContactRepresentation::kTriangle);
  } else {
    plant->set_contact_surface_representation(
        geometry::HydroelasticContactRepresentation::kPolygon);
  }
  plant->Finalize();

  // Distributions of the free bodies (set on their floating joints, after
  // Finalize).
  plant->SetFreeBodyRandomRotationDistributionToUniform(free_ball);
  plant->SetFreeBodyRandomTranslationDistribution(
      free_ball, Vector3<Expression>(u2, u1, Expression(0.049)));
  plant->SetFreeBodyRandomAnglesDistribution(
      free_rpy, math::RollPitchYaw<Expression>(0.1 * u1, 0.2 * u2, g1));
  return m;
}

// Two optional vectors of expressions are structurally equal (EqualTo).
void ExpectSameDistribution(const std::optional<VectorX<Expression>>& a,
                            const std::optional<VectorX<Expression>>& b,
                            const std::string& what) {
  ASSERT_EQ(a.has_value(), b.has_value()) << what;
  if (!a.has_value()) return;
  ASSERT_EQ(a->size(), b->size()) << what;
  for (int i = 0; i < a->size(); ++i) {
    EXPECT_TRUE((*a)[i].EqualTo((*b)[i]))
        << what << "[" << i << "]: " << (*a)[i] << " vs " << (*b)[i];
  }
}

// Every property of the model (not of a Context) of `b` equals `a`'s.
template <typename U>
void ExpectSameModel(const MultibodyPlant<double>& a,
                     const MultibodyPlant<U>& b) {
  ASSERT_TRUE(b.is_finalized());
  EXPECT_EQ(b.get_name(), a.get_name());
  EXPECT_EQ(b.time_step(), a.time_step());
  ASSERT_EQ(b.num_model_instances(), a.num_model_instances());
  ASSERT_EQ(b.num_bodies(), a.num_bodies());
  ASSERT_EQ(b.num_frames(), a.num_frames());
  ASSERT_EQ(b.num_joints(), a.num_joints());
  ASSERT_EQ(b.num_actuators(), a.num_actuators());
  ASSERT_EQ(b.num_force_elements(), a.num_force_elements());
  ASSERT_EQ(b.num_positions(), a.num_positions());
  ASSERT_EQ(b.num_velocities(), a.num_velocities());
  ASSERT_EQ(b.num_actuated_dofs(), a.num_actuated_dofs());

  // Model instances.
  for (ModelInstanceIndex i(0); i < a.num_model_instances(); ++i) {
    SCOPED_TRACE(a.GetModelInstanceName(i));
    EXPECT_EQ(b.GetModelInstanceName(i), a.GetModelInstanceName(i));
    EXPECT_EQ(b.GetModelInstanceByName(a.GetModelInstanceName(i)), i);
    EXPECT_EQ(b.GetBaseBodyJointType(i), a.GetBaseBodyJointType(i));
    EXPECT_EQ(b.is_gravity_enabled(i), a.is_gravity_enabled(i));
    EXPECT_EQ(b.num_positions(i), a.num_positions(i));
    EXPECT_EQ(b.num_velocities(i), a.num_velocities(i));
    EXPECT_EQ(b.num_actuated_dofs(i), a.num_actuated_dofs(i));
  }
  EXPECT_EQ(b.GetBaseBodyJointType(), a.GetBaseBodyJointType());
  EXPECT_EQ(b.gravity_field().gravity_vector(),
            a.gravity_field().gravity_vector());

  // Bodies.
  for (BodyIndex i(0); i < a.num_bodies(); ++i) {
    const RigidBody<double>& body_a = a.get_body(i);
    const RigidBody<U>& body_b = b.get_body(i);
    SCOPED_TRACE(body_a.name());
    EXPECT_EQ(body_b.name(), body_a.name());
    EXPECT_EQ(body_b.model_instance(), body_a.model_instance());
    EXPECT_EQ(body_b.body_frame().index(), body_a.body_frame().index());
    EXPECT_EQ(body_b.default_spatial_inertia().CopyToFullMatrix6(),
              body_a.default_spatial_inertia().CopyToFullMatrix6());
    EXPECT_EQ(b.IsAnchored(body_b), a.IsAnchored(body_a));
  }
  EXPECT_TRUE(b.GetFloatingBaseBodies() == a.GetFloatingBaseBodies());
  for (BodyIndex i : a.GetFloatingBaseBodies()) {
    EXPECT_TRUE(b.GetDefaultFreeBodyPose(b.get_body(i))
                    .IsExactlyEqualTo(a.GetDefaultFreeBodyPose(a.get_body(i))));
  }

  // Frames.
  for (FrameIndex i(0); i < a.num_frames(); ++i) {
    const Frame<double>& frame_a = a.get_frame(i);
    const Frame<U>& frame_b = b.get_frame(i);
    SCOPED_TRACE(frame_a.name());
    EXPECT_EQ(frame_b.name(), frame_a.name());
    EXPECT_EQ(frame_b.model_instance(), frame_a.model_instance());
    EXPECT_EQ(frame_b.body().index(), frame_a.body().index());
    EXPECT_EQ(frame_b.is_body_frame(), frame_a.is_body_frame());
    // X_BF of a nested frame is a product, which Eigen may vectorize for
    // double and not for AutoDiffXd: agreement to round-off.
    EXPECT_TRUE(AgreeToRoundOff(
        Values(frame_b.GetFixedPoseInBodyFrame().GetAsMatrix34()),
        frame_a.GetFixedPoseInBodyFrame().GetAsMatrix34()));
    const auto* fixed_a =
        dynamic_cast<const FixedOffsetFrame<double>*>(&frame_a);
    const auto* fixed_b = dynamic_cast<const FixedOffsetFrame<U>*>(&frame_b);
    ASSERT_EQ(fixed_b != nullptr, fixed_a != nullptr);
    if (fixed_a != nullptr) {
      EXPECT_EQ(fixed_b->parent_frame().index(),
                fixed_a->parent_frame().index());
      EXPECT_TRUE(fixed_b->GetFixedPoseInParentFrame().IsExactlyEqualTo(
          fixed_a->GetFixedPoseInParentFrame()));
    }
  }

  // Joints (with the ones the plant added at Finalize).
  ASSERT_EQ(b.GetJointIndices(), a.GetJointIndices());
  for (JointIndex i : a.GetJointIndices()) {
    const Joint<double>& joint_a = a.get_joint(i);
    const Joint<U>& joint_b = b.get_joint(i);
    SCOPED_TRACE(joint_a.name());
    EXPECT_EQ(joint_b.name(), joint_a.name());
    EXPECT_EQ(joint_b.type_name(), joint_a.type_name());
    EXPECT_EQ(joint_b.model_instance(), joint_a.model_instance());
    EXPECT_EQ(joint_b.ordinal(), joint_a.ordinal());
    EXPECT_EQ(joint_b.frame_on_parent().index(),
              joint_a.frame_on_parent().index());
    EXPECT_EQ(joint_b.frame_on_child().index(),
              joint_a.frame_on_child().index());
    EXPECT_EQ(joint_b.position_start(), joint_a.position_start());
    EXPECT_EQ(joint_b.velocity_start(), joint_a.velocity_start());
    EXPECT_EQ(joint_b.num_positions(), joint_a.num_positions());
    EXPECT_EQ(joint_b.mobilizer_parameters().axis,
              joint_a.mobilizer_parameters().axis);
    EXPECT_EQ(joint_b.mobilizer_parameters().screw_pitch,
              joint_a.mobilizer_parameters().screw_pitch);
    EXPECT_TRUE(joint_b.weld_X_FM().IsExactlyEqualTo(joint_a.weld_X_FM()));
    EXPECT_EQ(joint_b.default_damping_vector(),
              joint_a.default_damping_vector());
    EXPECT_EQ(joint_b.position_lower_limits(), joint_a.position_lower_limits());
    EXPECT_EQ(joint_b.position_upper_limits(), joint_a.position_upper_limits());
    EXPECT_EQ(joint_b.velocity_lower_limits(), joint_a.velocity_lower_limits());
    EXPECT_EQ(joint_b.velocity_upper_limits(), joint_a.velocity_upper_limits());
    EXPECT_EQ(joint_b.acceleration_lower_limits(),
              joint_a.acceleration_lower_limits());
    EXPECT_EQ(joint_b.acceleration_upper_limits(),
              joint_a.acceleration_upper_limits());
    EXPECT_EQ(joint_b.default_positions(), joint_a.default_positions());
    EXPECT_EQ(joint_b.is_ephemeral(), joint_a.is_ephemeral());
    ExpectSameDistribution(joint_a.get_random_position_distribution(),
                           joint_b.get_random_position_distribution(), "q");
    ExpectSameDistribution(joint_a.get_random_velocity_distribution(),
                           joint_b.get_random_velocity_distribution(), "v");
  }
  const auto& planar_a = a.template GetJointByName<PlanarJoint>("planar");
  const auto& planar_b = b.template GetJointByName<PlanarJoint>("planar");
  EXPECT_EQ(planar_b.default_damping(), planar_a.default_damping());
  EXPECT_EQ(planar_a.default_damping(), Vector3d(0.4, 0.5, 0.6));

  // Actuators.
  ASSERT_EQ(b.GetJointActuatorIndices(), a.GetJointActuatorIndices());
  for (JointActuatorIndex i : a.GetJointActuatorIndices()) {
    const JointActuator<double>& actuator_a = a.get_joint_actuator(i);
    const JointActuator<U>& actuator_b = b.get_joint_actuator(i);
    SCOPED_TRACE(actuator_a.name());
    EXPECT_EQ(actuator_b.name(), actuator_a.name());
    EXPECT_EQ(actuator_b.model_instance(), actuator_a.model_instance());
    EXPECT_EQ(actuator_b.joint().index(), actuator_a.joint().index());
    EXPECT_EQ(actuator_b.input_start(), actuator_a.input_start());
    EXPECT_EQ(actuator_b.effort_limit(), actuator_a.effort_limit());
    EXPECT_EQ(actuator_b.default_rotor_inertia(),
              actuator_a.default_rotor_inertia());
    EXPECT_EQ(actuator_b.default_gear_ratio(), actuator_a.default_gear_ratio());
    ASSERT_EQ(actuator_b.has_controller(), actuator_a.has_controller());
    if (actuator_a.has_controller()) {
      EXPECT_EQ(actuator_b.get_controller_gains().p,
                actuator_a.get_controller_gains().p);
      EXPECT_EQ(actuator_b.get_controller_gains().d,
                actuator_a.get_controller_gains().d);
    }
  }

  // Force elements, by type.
  for (ForceElementIndex i(0); i < a.num_force_elements(); ++i) {
    const ForceElement<double>& element_a = a.get_force_element(i);
    const ForceElement<U>& element_b = b.get_force_element(i);
    SCOPED_TRACE(fmt::format("force element {}", int{i}));
    EXPECT_EQ(element_b.model_instance(), element_a.model_instance());
    if (const auto* spring_a =
            dynamic_cast<const LinearSpringDamper<double>*>(&element_a)) {
      const auto* spring_b =
          dynamic_cast<const LinearSpringDamper<U>*>(&element_b);
      ASSERT_NE(spring_b, nullptr);
      EXPECT_EQ(spring_b->bodyA().index(), spring_a->bodyA().index());
      EXPECT_EQ(spring_b->bodyB().index(), spring_a->bodyB().index());
      EXPECT_EQ(spring_b->p_AP(), spring_a->p_AP());
      EXPECT_EQ(spring_b->p_BQ(), spring_a->p_BQ());
      EXPECT_EQ(spring_b->free_length(), spring_a->free_length());
      EXPECT_EQ(spring_b->stiffness(), spring_a->stiffness());
      EXPECT_EQ(spring_b->damping(), spring_a->damping());
    } else if (const auto* rotary_a =
                   dynamic_cast<const RevoluteSpring<double>*>(&element_a)) {
      const auto* rotary_b = dynamic_cast<const RevoluteSpring<U>*>(&element_b);
      ASSERT_NE(rotary_b, nullptr);
      EXPECT_EQ(rotary_b->joint().index(), rotary_a->joint().index());
      EXPECT_EQ(rotary_b->default_nominal_angle(),
                rotary_a->default_nominal_angle());
      EXPECT_EQ(rotary_b->default_stiffness(), rotary_a->default_stiffness());
    } else if (const auto* bushing_a =
                   dynamic_cast<const LinearBushingRollPitchYaw<double>*>(
                       &element_a)) {
      const auto* bushing_b =
          dynamic_cast<const LinearBushingRollPitchYaw<U>*>(&element_b);
      ASSERT_NE(bushing_b, nullptr);
      EXPECT_EQ(bushing_b->frameA().index(), bushing_a->frameA().index());
      EXPECT_EQ(bushing_b->frameC().index(), bushing_a->frameC().index());
      EXPECT_EQ(bushing_b->torque_stiffness_constants(),
                bushing_a->torque_stiffness_constants());
      EXPECT_EQ(bushing_b->torque_damping_constants(),
                bushing_a->torque_damping_constants());
      EXPECT_EQ(bushing_b->force_stiffness_constants(),
                bushing_a->force_stiffness_constants());
      EXPECT_EQ(bushing_b->force_damping_constants(),
                bushing_a->force_damping_constants());
    } else if (const auto* hinge_a =
                   dynamic_cast<const DoorHinge<double>*>(&element_a)) {
      const auto* hinge_b = dynamic_cast<const DoorHinge<U>*>(&element_b);
      ASSERT_NE(hinge_b, nullptr);
      EXPECT_EQ(hinge_b->joint().index(), hinge_a->joint().index());
      const DoorHingeConfig& ca = hinge_a->config();
      const DoorHingeConfig& cb = hinge_b->config();
      EXPECT_EQ(cb.spring_zero_angle_rad, ca.spring_zero_angle_rad);
      EXPECT_EQ(cb.spring_constant, ca.spring_constant);
      EXPECT_EQ(cb.dynamic_friction_torque, ca.dynamic_friction_torque);
      EXPECT_EQ(cb.static_friction_torque, ca.static_friction_torque);
      EXPECT_EQ(cb.viscous_friction, ca.viscous_friction);
      EXPECT_EQ(cb.catch_width, ca.catch_width);
      EXPECT_EQ(cb.catch_torque, ca.catch_torque);
      EXPECT_EQ(cb.motion_threshold, ca.motion_threshold);
    } else {
      EXPECT_NE(
          dynamic_cast<const UniformGravityFieldElement<double>*>(&element_a),
          nullptr);
      EXPECT_NE(dynamic_cast<const UniformGravityFieldElement<U>*>(&element_b),
                nullptr);
    }
  }

  // Constraints.
  EXPECT_EQ(b.GetConstraintIds(), a.GetConstraintIds());
  ASSERT_EQ(b.num_coupler_constraints(), a.num_coupler_constraints());
  for (const auto& [id, spec_a] : a.get_coupler_constraint_specs()) {
    const auto& spec_b = b.get_coupler_constraint_specs(id);
    EXPECT_EQ(spec_b.joint0_index, spec_a.joint0_index);
    EXPECT_EQ(spec_b.joint1_index, spec_a.joint1_index);
    EXPECT_EQ(spec_b.gear_ratio, spec_a.gear_ratio);
    EXPECT_EQ(spec_b.offset, spec_a.offset);
  }
  for (const auto& [id, spec_a] : a.get_distance_constraint_specs()) {
    const auto& spec_b = b.get_distance_constraint_specs(id);
    EXPECT_EQ(spec_b.body_A, spec_a.body_A);
    EXPECT_EQ(spec_b.body_B, spec_a.body_B);
    EXPECT_EQ(spec_b.p_AP, spec_a.p_AP);
    EXPECT_EQ(spec_b.p_BQ, spec_a.p_BQ);
    EXPECT_EQ(spec_b.distance, spec_a.distance);
    EXPECT_EQ(spec_b.stiffness, spec_a.stiffness);
    EXPECT_EQ(spec_b.damping, spec_a.damping);
  }
  for (const auto& [id, spec_a] : a.get_ball_constraint_specs()) {
    const auto& spec_b = b.get_ball_constraint_specs(id);
    EXPECT_EQ(spec_b.body_A, spec_a.body_A);
    EXPECT_EQ(spec_b.body_B, spec_a.body_B);
    EXPECT_EQ(spec_b.p_AP, spec_a.p_AP);
    ASSERT_TRUE(spec_a.p_BQ.has_value());
    ASSERT_TRUE(spec_b.p_BQ.has_value());
    EXPECT_EQ(*spec_b.p_BQ, *spec_a.p_BQ);
  }
  for (const auto& [id, spec_a] : a.get_weld_constraint_specs()) {
    const auto& spec_b = b.get_weld_constraint_specs(id);
    EXPECT_EQ(spec_b.body_A, spec_a.body_A);
    EXPECT_EQ(spec_b.body_B, spec_a.body_B);
    EXPECT_TRUE(spec_b.X_AP.IsExactlyEqualTo(spec_a.X_AP));
    EXPECT_TRUE(spec_b.X_BQ.IsExactlyEqualTo(spec_a.X_BQ));
  }

  // Plant settings.
  EXPECT_EQ(b.get_discrete_contact_approximation(),
            a.get_discrete_contact_approximation());
  EXPECT_EQ(b.get_discrete_contact_solver(), a.get_discrete_contact_solver());
  EXPECT_EQ(b.get_contact_model(), a.get_contact_model());
  EXPECT_EQ(b.get_contact_surface_representation(),
            a.get_contact_surface_representation());
  EXPECT_EQ(b.get_penetration_allowance(), a.get_penetration_allowance());
  EXPECT_EQ(b.get_contact_penalty_method_time_scale(),
            a.get_contact_penalty_method_time_scale());
  EXPECT_EQ(b.stiction_tolerance(), a.stiction_tolerance());
  EXPECT_EQ(b.get_sap_near_rigid_threshold(), a.get_sap_near_rigid_threshold());
  EXPECT_EQ(b.has_sampled_output_ports(), a.has_sampled_output_ports());
  EXPECT_EQ(b.get_adjacent_bodies_collision_filters(),
            a.get_adjacent_bodies_collision_filters());

  // Derived vectors and names.
  EXPECT_EQ(b.GetStateNames(), a.GetStateNames());
  EXPECT_EQ(b.GetActuatorNames(), a.GetActuatorNames());
  // (In the plant's scalar, as Drake's: constants for AutoDiffXd.)
  const VectorX<U> q_b = b.GetDefaultPositions();
  ASSERT_EQ(q_b.size(), a.num_positions());
  for (int i = 0; i < q_b.size(); ++i) {
    EXPECT_EQ(ExtractDoubleOrThrow(q_b[i]), a.GetDefaultPositions()[i]);
  }
  EXPECT_EQ(b.GetPositionLowerLimits(), a.GetPositionLowerLimits());
  EXPECT_EQ(b.GetPositionUpperLimits(), a.GetPositionUpperLimits());
  EXPECT_EQ(b.GetVelocityLowerLimits(), a.GetVelocityLowerLimits());
  EXPECT_EQ(b.GetVelocityUpperLimits(), a.GetVelocityUpperLimits());
  EXPECT_EQ(b.GetAccelerationLowerLimits(), a.GetAccelerationLowerLimits());
  EXPECT_EQ(b.GetAccelerationUpperLimits(), a.GetAccelerationUpperLimits());
  EXPECT_EQ(b.GetEffortLowerLimits(), a.GetEffortLowerLimits());
  EXPECT_EQ(b.GetEffortUpperLimits(), a.GetEffortUpperLimits());
  EXPECT_EQ(Values(b.MakeActuationMatrix()), Values(a.MakeActuationMatrix()));
  EXPECT_EQ(b.GetTopologyGraphvizString(), a.GetTopologyGraphvizString());

  // Ports.
  ASSERT_EQ(b.num_input_ports(), a.num_input_ports());
  for (int i = 0; i < a.num_input_ports(); ++i) {
    EXPECT_EQ(b.get_input_port(i).get_name(), a.get_input_port(i).get_name());
    EXPECT_EQ(b.get_input_port(i).size(), a.get_input_port(i).size());
  }
  ASSERT_EQ(b.num_output_ports(), a.num_output_ports());
  for (int i = 0; i < a.num_output_ports(); ++i) {
    EXPECT_EQ(b.get_output_port(i).get_name(), a.get_output_port(i).get_name());
    EXPECT_EQ(b.get_output_port(i).size(), a.get_output_port(i).size());
  }

  // Geometry registration.
  EXPECT_EQ(b.get_source_id(), a.get_source_id());
  EXPECT_EQ(b.num_collision_geometries(), a.num_collision_geometries());
  EXPECT_EQ(b.num_visual_geometries(), a.num_visual_geometries());
  for (BodyIndex i(0); i < a.num_bodies(); ++i) {
    EXPECT_EQ(b.GetBodyFrameIdIfExists(i), a.GetBodyFrameIdIfExists(i));
    EXPECT_EQ(b.GetCollisionGeometriesForBody(b.get_body(i)),
              a.GetCollisionGeometriesForBody(a.get_body(i)));
    EXPECT_EQ(b.GetVisualGeometriesForBody(b.get_body(i)),
              a.GetVisualGeometriesForBody(a.get_body(i)));
  }
}

// The default Contexts of both plants hold the same state, parameters and
// constraint statuses, and SetRandomState() with the same seed samples the
// same state.
template <typename U>
void ExpectSameDefaultAndRandomContexts(const MultibodyPlant<double>& a,
                                        const MultibodyPlant<U>& b,
                                        const Model& model) {
  auto context_a = a.CreateDefaultContext();
  auto context_b = b.CreateDefaultContext();
  EXPECT_EQ(Values(b.GetPositionsAndVelocities(*context_b)),
            Values(a.GetPositionsAndVelocities(*context_a)));
  ASSERT_EQ(context_b->num_numeric_parameter_groups(),
            context_a->num_numeric_parameter_groups());
  for (int i = 0; i < context_a->num_numeric_parameter_groups(); ++i) {
    EXPECT_EQ(Values(context_b->get_numeric_parameter(i).value()),
              Values(context_a->get_numeric_parameter(i).value()))
        << "numeric parameter group " << i;
  }
  for (MultibodyConstraintId id : model.constraints) {
    EXPECT_TRUE(b.GetConstraintActiveStatus(*context_b, id));
  }
  RandomGenerator generator_a(1234);
  RandomGenerator generator_b(1234);
  a.SetRandomContext(context_a.get(), &generator_a);
  b.SetRandomContext(context_b.get(), &generator_b);
  const VectorXd x_a = Values(a.GetPositionsAndVelocities(*context_a));
  EXPECT_EQ(Values(b.GetPositionsAndVelocities(*context_b)), x_a);
  // The random state differs from the default one.
  EXPECT_NE(x_a,
            Values(a.GetPositionsAndVelocities(*a.CreateDefaultContext())));
}

// A random [q; v] near the default state (quaternions normalized), with the
// two spheres penetrating the ground by ~1 mm, or `lift` (m) above that.
VectorXd RandomState(const MultibodyPlant<double>& plant, const Model& model,
                     unsigned seed, double lift = 0) {
  std::mt19937 generator(seed);
  std::uniform_real_distribution<double> uniform(-0.3, 0.3);
  VectorXd x(plant.num_multibody_states());
  const VectorXd q0 = plant.GetDefaultPositions();
  for (int i = 0; i < plant.num_positions(); ++i) {
    x[i] = q0[i] + uniform(generator);
  }
  for (int i = plant.num_positions(); i < x.size(); ++i) {
    x[i] = 3 * uniform(generator);
  }
  for (JointIndex j : plant.GetJointIndices()) {
    const Joint<double>& joint = plant.get_joint(j);
    if (joint.type_name() == "quaternion_floating" ||
        joint.type_name() == "ball_quaternion") {
      x.segment<4>(joint.position_start()).normalize();
    }
  }
  // The spheres penetrate the ground by ~1 mm (z is the last position of a
  // quaternion floating joint).
  const auto set_height = [&](BodyIndex body, double z) {
    const Joint<double>& joint =
        plant.get_joint(plant.internal_tree().GetInboardJoint(body));
    x[joint.position_start() + 6] = z;
  };
  set_height(model.ball, 0.099 + lift);
  set_height(model.free_ball, 0.049 + lift);
  // ... moving down at 0.2 m/s (v of a quaternion floating joint is
  // [w_FM; v_FM], so vz is its last velocity).
  const auto set_vz = [&](BodyIndex body, double vz) {
    const Joint<double>& joint =
        plant.get_joint(plant.internal_tree().GetInboardJoint(body));
    x[plant.num_positions() + joint.velocity_start() + 5] = vz;
  };
  set_vz(model.ball, -0.2);
  set_vz(model.free_ball, -0.2);
  return x;
}

// A plant (time step `time_step`) with its SceneGraph in a Diagram.
struct PlantSetup {
  std::unique_ptr<Diagram<double>> diagram;
  MultibodyPlant<double>* plant{nullptr};
  Model model;
};
PlantSetup MakeSetup(double time_step, const Features& features = {}) {
  PlantSetup setup;
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, time_step);
  setup.model = PopulateAndFinalize(&plant, features);
  setup.plant = &plant;
  setup.diagram = builder.Build();
  return setup;
}

template <typename U>
const MultibodyPlant<U>& GetPlant(const Diagram<U>& diagram) {
  return dynamic_cast<const MultibodyPlant<U>&>(
      diagram.GetSubsystemByName("plant"));
}

// The SceneGraph of `diagram_b` holds the geometry of `diagram_a`'s: names,
// frames, friction and collision filters.
template <typename U>
void ExpectSameGeometry(const Diagram<double>& diagram_a,
                        const Diagram<U>& diagram_b) {
  const auto& inspector_a = dynamic_cast<const SceneGraph<double>&>(
                                diagram_a.GetSubsystemByName("scene_graph"))
                                .model_inspector();
  const auto& inspector_b = dynamic_cast<const SceneGraph<U>&>(
                                diagram_b.GetSubsystemByName("scene_graph"))
                                .model_inspector();
  const MultibodyPlant<double>& plant = GetPlant(diagram_a);
  std::vector<geometry::GeometryId> ids;
  for (BodyIndex i(0); i < plant.num_bodies(); ++i) {
    for (geometry::GeometryId id :
         plant.GetCollisionGeometriesForBody(plant.get_body(i))) {
      ids.push_back(id);
    }
  }
  ASSERT_EQ(ids.size(), 3);
  for (geometry::GeometryId id : ids) {
    SCOPED_TRACE(inspector_a.GetName(id));
    EXPECT_EQ(inspector_b.GetName(id), inspector_a.GetName(id));
    EXPECT_EQ(inspector_b.GetFrameId(id), inspector_a.GetFrameId(id));
    const auto& friction_a =
        inspector_a.GetProximityProperties(id)
            ->template GetProperty<CoulombFriction<double>>("material",
                                                            "coulomb_friction");
    const auto& friction_b =
        inspector_b.GetProximityProperties(id)
            ->template GetProperty<CoulombFriction<double>>("material",
                                                            "coulomb_friction");
    EXPECT_EQ(friction_b.static_friction(), friction_a.static_friction());
    EXPECT_EQ(friction_b.dynamic_friction(), friction_a.dynamic_friction());
    for (geometry::GeometryId other : ids) {
      if (other == id) continue;
      EXPECT_EQ(inspector_b.CollisionFiltered(id, other),
                inspector_a.CollisionFiltered(id, other));
    }
  }
  // The two spheres are filtered (a filter group), each with the ground not.
  EXPECT_TRUE(inspector_b.CollisionFiltered(ids[1], ids[2]));
  EXPECT_FALSE(inspector_b.CollisionFiltered(ids[0], ids[1]));
}

// Fixes the actuation and desired-state inputs of `plant` in its context
// within `root` to values from `seed`.
template <typename U>
void FixInputs(const MultibodyPlant<U>& plant, const Model& model,
               Context<U>* root) {
  Context<U>& context = plant.GetMyMutableContextFromRoot(root);
  VectorX<U> u(plant.num_actuated_dofs());
  for (int i = 0; i < u.size(); ++i) u[i] = 0.5 * std::sin(1.0 + i);
  plant.get_actuation_input_port().FixValue(&context, u);
  for (ModelInstanceIndex instance : model.pd_instances) {
    VectorX<U> x_d(2 * plant.num_actuated_dofs(instance));
    for (int i = 0; i < x_d.size(); ++i) x_d[i] = 0.1 * std::cos(2.0 + i);
    plant.get_desired_state_input_port(instance).FixValue(&context, x_d);
  }
}

// Plant quantities at `x` that do not depend on the step: M, inverse
// dynamics, generalized gravity and bias, energies and powers.
template <typename U>
void ExpectSameDynamicsAt(const MultibodyPlant<double>& a,
                          Context<double>* context_a,
                          const MultibodyPlant<U>& b, Context<U>* context_b,
                          const VectorXd& x) {
  a.SetPositionsAndVelocities(context_a, x);
  b.SetPositionsAndVelocities(context_b, x.cast<U>());
  const int nv = a.num_velocities();
  MatrixXd M_a(nv, nv);
  MatrixX<U> M_b(nv, nv);
  a.CalcMassMatrix(*context_a, &M_a);
  b.CalcMassMatrix(*context_b, &M_b);
  EXPECT_TRUE(AgreeToRoundOff(M_a, Values(M_b)));

  VectorXd vdot(nv);
  for (int i = 0; i < nv; ++i) vdot[i] = std::cos(0.7 * i);
  MultibodyForces<double> forces_a(a);
  MultibodyForces<U> forces_b(b);
  a.CalcForceElementsContribution(*context_a, &forces_a);
  b.CalcForceElementsContribution(*context_b, &forces_b);
  EXPECT_TRUE(AgreeToRoundOff(
      a.CalcInverseDynamics(*context_a, vdot, forces_a),
      Values(b.CalcInverseDynamics(*context_b, vdot.cast<U>(), forces_b))));

  EXPECT_TRUE(
      AgreeToRoundOff(a.CalcGravityGeneralizedForces(*context_a),
                      Values(b.CalcGravityGeneralizedForces(*context_b))));
  VectorXd Cv_a(nv);
  VectorX<U> Cv_b(nv);
  a.CalcBiasTerm(*context_a, &Cv_a);
  b.CalcBiasTerm(*context_b, &Cv_b);
  EXPECT_TRUE(AgreeToRoundOff(Cv_a, Values(Cv_b)));

  const auto scalar = [](double s) { return Vector1d(s); };
  EXPECT_TRUE(AgreeToRoundOff(scalar(a.CalcKineticEnergy(*context_a)),
                              scalar(Value(b.CalcKineticEnergy(*context_b)))));
  EXPECT_TRUE(
      AgreeToRoundOff(scalar(a.CalcPotentialEnergy(*context_a)),
                      scalar(Value(b.CalcPotentialEnergy(*context_b)))));
  EXPECT_TRUE(
      AgreeToRoundOff(scalar(a.CalcConservativePower(*context_a)),
                      scalar(Value(b.CalcConservativePower(*context_b)))));
  EXPECT_TRUE(
      AgreeToRoundOff(scalar(a.CalcNonConservativePower(*context_a)),
                      scalar(Value(b.CalcNonConservativePower(*context_b)))));
}

// --------------------------------------------------------------------------

// Converts the plant with `time_step` alone and within its Diagram, to
// AutoDiffXd and back to double, and compares each with the original.
void CheckConversionsKeepTheModel(double time_step) {
  PlantSetup setup = MakeSetup(time_step);
  const MultibodyPlant<double>& plant = *setup.plant;
  // The plant alone.
  auto plant_ad = systems::System<double>::ToAutoDiffXd(plant);
  ExpectSameModel(plant, *plant_ad);
  ExpectSameDefaultAndRandomContexts(plant, *plant_ad, setup.model);
  // And back to double.
  auto plant_back =
      systems::System<AutoDiffXd>::ToScalarType<double>(*plant_ad);
  ExpectSameModel(plant, *plant_back);
  ExpectSameDefaultAndRandomContexts(plant, *plant_back, setup.model);
  // Within the Diagram.
  auto diagram_ad = systems::System<double>::ToAutoDiffXd(*setup.diagram);
  ExpectSameModel(plant, GetPlant(*diagram_ad));
  ExpectSameGeometry(*setup.diagram, *diagram_ad);
  auto diagram_back =
      systems::System<AutoDiffXd>::ToScalarType<double>(*diagram_ad);
  ExpectSameModel(plant, GetPlant(*diagram_back));
  ExpectSameGeometry(*setup.diagram, *diagram_back);
}

TEST(MultibodyPlantScalarConversionTest, ContinuousPlantIsTheSameModel) {
  CheckConversionsKeepTheModel(0.0);
}

TEST(MultibodyPlantScalarConversionTest, DiscretePlantIsTheSameModel) {
  CheckConversionsKeepTheModel(0.002);
}

TEST(MultibodyPlantScalarConversionTest, ContinuousDynamicsAgree) {
  // A continuous plant throws when it evaluates dynamics with constraints or
  // PD gains (as Drake's does); it ignores position limits.
  PlantSetup setup = MakeSetup(0.0, {.constraints = false, .pd_gains = false});
  const MultibodyPlant<double>& plant = *setup.plant;
  auto diagram_ad = systems::System<double>::ToAutoDiffXd(*setup.diagram);
  const MultibodyPlant<AutoDiffXd>& plant_ad = GetPlant(*diagram_ad);
  auto root_a = setup.diagram->CreateDefaultContext();
  auto root_b = diagram_ad->CreateDefaultContext();
  FixInputs(plant, setup.model, root_a.get());
  FixInputs(plant_ad, setup.model, root_b.get());
  Context<double>& context_a = plant.GetMyMutableContextFromRoot(root_a.get());
  Context<AutoDiffXd>& context_b =
      plant_ad.GetMyMutableContextFromRoot(root_b.get());
  for (unsigned seed : {1u, 2u, 3u}) {
    SCOPED_TRACE(seed);
    const VectorXd x = RandomState(plant, setup.model, seed);
    ExpectSameDynamicsAt(plant, &context_a, plant_ad, &context_b, x);
    // ẋ with contact (the spheres penetrate the ground), springs, bushing,
    // hinge, damping, rotor inertia and actuation.
    const VectorXd xdot_a =
        setup.diagram->EvalTimeDerivatives(*root_a).CopyToVector();
    const VectorXd xdot_b =
        Values(diagram_ad->EvalTimeDerivatives(*root_b).CopyToVector());
    EXPECT_TRUE(AgreeToRoundOff(xdot_a, xdot_b));
    ASSERT_EQ(plant.get_contact_results_output_port()
                  .Eval<ContactResults<double>>(context_a)
                  .num_point_pair_contacts(),
              2);
  }
  // The AutoDiffXd plant converted back to double computes the same ẋ.
  auto diagram_back =
      systems::System<AutoDiffXd>::ToScalarType<double>(*diagram_ad);
  const MultibodyPlant<double>& plant_back = GetPlant(*diagram_back);
  auto root_c = diagram_back->CreateDefaultContext();
  FixInputs(plant_back, setup.model, root_c.get());
  const VectorXd x = RandomState(plant, setup.model, 4);
  plant.SetPositionsAndVelocities(&context_a, x);
  plant_back.SetPositionsAndVelocities(
      &plant_back.GetMyMutableContextFromRoot(root_c.get()), x);
  EXPECT_TRUE(AgreeToRoundOff(
      setup.diagram->EvalTimeDerivatives(*root_a).CopyToVector(),
      diagram_back->EvalTimeDerivatives(*root_c).CopyToVector()));
}

TEST(MultibodyPlantScalarConversionTest, DiscreteDynamicsAgree) {
  // Every feature: contact, constraints (one inactive), PD control, limits.
  PlantSetup setup = MakeSetup(0.002);
  const MultibodyPlant<double>& plant = *setup.plant;
  auto diagram_ad = systems::System<double>::ToAutoDiffXd(*setup.diagram);
  const MultibodyPlant<AutoDiffXd>& plant_ad = GetPlant(*diagram_ad);
  auto diagram_back =
      systems::System<AutoDiffXd>::ToScalarType<double>(*diagram_ad);
  const MultibodyPlant<double>& plant_back = GetPlant(*diagram_back);

  Simulator<double> simulator_a(*setup.diagram);
  Simulator<double> simulator_c(*diagram_back);
  auto root_b = diagram_ad->CreateDefaultContext();
  FixInputs(plant, setup.model, &simulator_a.get_mutable_context());
  FixInputs(plant_ad, setup.model, root_b.get());
  FixInputs(plant_back, setup.model, &simulator_c.get_mutable_context());
  Context<double>& context_a =
      plant.GetMyMutableContextFromRoot(&simulator_a.get_mutable_context());
  Context<AutoDiffXd>& context_b =
      plant_ad.GetMyMutableContextFromRoot(root_b.get());
  Context<double>& context_c = plant_back.GetMyMutableContextFromRoot(
      &simulator_c.get_mutable_context());

  // What does not depend on the step agrees at a random state.
  const VectorXd x0 = RandomState(plant, setup.model, 5);
  ExpectSameDynamicsAt(plant, &context_a, plant_ad, &context_b, x0);
  // The AutoDiffXd step itself needs SAP for contact, constraints and PD,
  // which Mallard has for double only: it says so.
  Simulator<AutoDiffXd> simulator_b(*diagram_ad, std::move(root_b));
  DRAKE_EXPECT_THROWS_MESSAGE(simulator_b.AdvanceTo(plant.time_step()),
                              ".*SAP, which supports only T = double.*");

  // The double plant converted to AutoDiffXd and back steps like the
  // original (ten steps; same arithmetic).
  const MultibodyConstraintId inactive = setup.model.constraints[1];
  plant.SetConstraintActiveStatus(&context_a, inactive, false);
  plant_back.SetConstraintActiveStatus(&context_c, inactive, false);
  plant_back.SetPositionsAndVelocities(&context_c, x0);
  // Ten steps compared one by one, with their sampled contact results.
  int steps_with_contact = 0;
  for (int k = 1; k <= 10; ++k) {
    SCOPED_TRACE(fmt::format("step {}", k));
    simulator_a.AdvanceTo(k * plant.time_step());
    simulator_c.AdvanceTo(k * plant.time_step());
    EXPECT_TRUE(
        AgreeToRoundOff(plant.GetPositionsAndVelocities(context_a),
                        plant_back.GetPositionsAndVelocities(context_c)));
    const auto& contacts_a =
        plant.get_contact_results_output_port().Eval<ContactResults<double>>(
            context_a);
    const auto& contacts_c = plant_back.get_contact_results_output_port()
                                 .Eval<ContactResults<double>>(context_c);
    ASSERT_EQ(contacts_c.num_point_pair_contacts(),
              contacts_a.num_point_pair_contacts());
    for (int i = 0; i < contacts_a.num_point_pair_contacts(); ++i) {
      EXPECT_TRUE(AgreeToRoundOff(
          contacts_a.point_pair_contact_info(i).contact_force(),
          contacts_c.point_pair_contact_info(i).contact_force()));
    }
    if (contacts_a.num_point_pair_contacts() > 0) ++steps_with_contact;
  }
  EXPECT_GE(steps_with_contact, 3);
  EXPECT_FALSE(plant.GetPositionsAndVelocities(context_a).isApprox(x0));
}

TEST(MultibodyPlantScalarConversionTest, DiscreteFreeMotionStepsAgree) {
  // Without contact, constraints, PD control or limits a discrete step is
  // the articulated-body free motion for both scalars: ten steps of the
  // AutoDiffXd plant match the double plant's.
  PlantSetup setup = MakeSetup(
      0.002,
      {.constraints = false, .pd_gains = false, .position_limits = false});
  const MultibodyPlant<double>& plant = *setup.plant;
  auto diagram_ad = systems::System<double>::ToAutoDiffXd(*setup.diagram);
  const MultibodyPlant<AutoDiffXd>& plant_ad = GetPlant(*diagram_ad);
  Simulator<double> simulator_a(*setup.diagram);
  Simulator<AutoDiffXd> simulator_b(*diagram_ad);
  FixInputs(plant, setup.model, &simulator_a.get_mutable_context());
  FixInputs(plant_ad, setup.model, &simulator_b.get_mutable_context());
  Context<double>& context_a =
      plant.GetMyMutableContextFromRoot(&simulator_a.get_mutable_context());
  Context<AutoDiffXd>& context_b =
      plant_ad.GetMyMutableContextFromRoot(&simulator_b.get_mutable_context());
  // The spheres 1 m above the ground: no contact in ten steps.
  const VectorXd x0 = RandomState(plant, setup.model, 6, 1.0);
  plant.SetPositionsAndVelocities(&context_a, x0);
  plant_ad.SetPositionsAndVelocities(&context_b, x0.cast<AutoDiffXd>());
  const double h = plant.time_step();
  simulator_a.AdvanceTo(5 * h);
  simulator_b.AdvanceTo(5 * h);
  EXPECT_TRUE(
      AgreeToRoundOff(plant.GetPositionsAndVelocities(context_a),
                      Values(plant_ad.GetPositionsAndVelocities(context_b))));
  EXPECT_TRUE(AgreeToRoundOff(
      plant.get_generalized_acceleration_output_port().Eval(context_a),
      Values(plant_ad.get_generalized_acceleration_output_port().Eval(
          context_b))));

  // A second AutoDiffXd simulation continues from a copy of the double
  // Context (whose sampled outputs are double's until its first step).
  Simulator<AutoDiffXd> simulator_c(*diagram_ad);
  simulator_c.get_mutable_context().SetTimeStateAndParametersFrom(
      simulator_a.get_context());
  FixInputs(plant_ad, setup.model, &simulator_c.get_mutable_context());
  const Context<AutoDiffXd>& context_c =
      plant_ad.GetMyContextFromRoot(simulator_c.get_context());
  EXPECT_EQ(Values(plant_ad.get_generalized_acceleration_output_port().Eval(
                context_c)),
            plant.get_generalized_acceleration_output_port().Eval(context_a));
  simulator_a.AdvanceTo(10 * h);
  simulator_b.AdvanceTo(10 * h);
  simulator_c.AdvanceTo(10 * h);
  const VectorXd x_a = plant.GetPositionsAndVelocities(context_a);
  EXPECT_FALSE(x_a.isApprox(x0));
  EXPECT_TRUE(AgreeToRoundOff(
      x_a, Values(plant_ad.GetPositionsAndVelocities(context_b))));
  EXPECT_TRUE(AgreeToRoundOff(
      x_a, Values(plant_ad.GetPositionsAndVelocities(context_c))));
  EXPECT_TRUE(AgreeToRoundOff(
      plant.get_generalized_acceleration_output_port().Eval(context_a),
      Values(plant_ad.get_generalized_acceleration_output_port().Eval(
          context_c))));
  EXPECT_EQ(plant.get_contact_results_output_port()
                .Eval<ContactResults<double>>(context_a)
                .num_point_pair_contacts(),
            0);
}

// Changes every kind of plant parameter in the plant's context within
// `root`: a body mass, a joint damping, an offset frame's pose, an
// actuator's rotor inertia and gear ratio, and (discrete plants only) a
// joint lock.
void ChangeParameters(const MultibodyPlant<double>& plant,
                      Context<double>* root) {
  Context<double>& context = plant.GetMyMutableContextFromRoot(root);
  plant.GetBodyByName("link2").SetMass(&context, 2.0);
  plant.GetJointByName("revolute").SetDampingVector(&context, Vector1d(0.9));
  dynamic_cast<const FixedOffsetFrame<double>&>(
      plant.GetFrameByName("link1_tip"))
      .SetPoseInParentFrame(
          &context,
          RigidTransformd(RollPitchYawd(0.1, 0, 0), Vector3d(0.01, 0, -0.29)));
  const JointActuator<double>& motor = plant.GetJointActuatorByName("motor");
  motor.SetRotorInertia(&context, 0.005);
  motor.SetGearRatio(&context, 12.0);
  if (plant.is_discrete()) {
    plant.GetJointByName("pendulum_elbow").Lock(&context);
  }
}

TEST(MultibodyPlantScalarConversionTest, ContextParametersCarryOver) {
  // A double Context with changed parameters copied into the converted
  // Diagram's Context (SetTimeStateAndParametersFrom) gives the same
  // dynamics; continuous plant.
  PlantSetup setup = MakeSetup(0.0, {.constraints = false, .pd_gains = false});
  const MultibodyPlant<double>& plant = *setup.plant;
  auto diagram_ad = systems::System<double>::ToAutoDiffXd(*setup.diagram);
  const MultibodyPlant<AutoDiffXd>& plant_ad = GetPlant(*diagram_ad);
  auto root_a = setup.diagram->CreateDefaultContext();
  auto root_b = diagram_ad->CreateDefaultContext();
  FixInputs(plant, setup.model, root_a.get());
  FixInputs(plant_ad, setup.model, root_b.get());
  Context<double>& context_a = plant.GetMyMutableContextFromRoot(root_a.get());
  plant.SetPositionsAndVelocities(&context_a,
                                  RandomState(plant, setup.model, 7));
  const VectorXd xdot_before =
      setup.diagram->EvalTimeDerivatives(*root_a).CopyToVector();
  ChangeParameters(plant, root_a.get());
  root_a->SetTime(0.25);
  root_b->SetTimeStateAndParametersFrom(*root_a);
  const VectorXd xdot_a =
      setup.diagram->EvalTimeDerivatives(*root_a).CopyToVector();
  EXPECT_FALSE(xdot_a.isApprox(xdot_before));  // The change matters.
  EXPECT_TRUE(AgreeToRoundOff(
      xdot_a, Values(diagram_ad->EvalTimeDerivatives(*root_b).CopyToVector())));
  const Context<AutoDiffXd>& context_b = plant_ad.GetMyContextFromRoot(*root_b);
  EXPECT_EQ(Value(root_b->get_time()), 0.25);
  EXPECT_EQ(Value(plant_ad.GetBodyByName("link2").get_mass(context_b)), 2.0);
}

TEST(MultibodyPlantScalarConversionTest, DiscreteContextCarriesOver) {
  // A discrete plant's Context (with its sampled-output abstract state, a
  // constraint made inactive and changed parameters) copies into the
  // AutoDiffXd Context and back into a fresh double one.
  PlantSetup setup = MakeSetup(0.002);
  const MultibodyPlant<double>& plant = *setup.plant;
  auto diagram_ad = systems::System<double>::ToAutoDiffXd(*setup.diagram);
  const MultibodyPlant<AutoDiffXd>& plant_ad = GetPlant(*diagram_ad);
  Simulator<double> simulator(*setup.diagram);
  FixInputs(plant, setup.model, &simulator.get_mutable_context());
  Context<double>& context_a =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetPositionsAndVelocities(&context_a,
                                  RandomState(plant, setup.model, 8));
  ChangeParameters(plant, &simulator.get_mutable_context());
  const MultibodyConstraintId inactive = setup.model.constraints[2];
  plant.SetConstraintActiveStatus(&context_a, inactive, false);
  simulator.AdvanceTo(3 * plant.time_step());

  auto root_b = diagram_ad->CreateDefaultContext();
  root_b->SetTimeStateAndParametersFrom(simulator.get_context());
  const Context<AutoDiffXd>& context_b = plant_ad.GetMyContextFromRoot(*root_b);
  EXPECT_EQ(Values(plant_ad.GetPositionsAndVelocities(context_b)),
            plant.GetPositionsAndVelocities(context_a));
  EXPECT_FALSE(plant_ad.GetConstraintActiveStatus(context_b, inactive));
  EXPECT_TRUE(plant_ad.GetJointByName("pendulum_elbow").is_locked(context_b));
  // The sampled outputs of the last step, converted.
  EXPECT_EQ(Values(plant_ad.get_generalized_acceleration_output_port().Eval(
                context_b)),
            plant.get_generalized_acceleration_output_port().Eval(context_a));
  const auto& contacts_a =
      plant.get_contact_results_output_port().Eval<ContactResults<double>>(
          context_a);
  const auto& contacts_b = plant_ad.get_contact_results_output_port()
                               .Eval<ContactResults<AutoDiffXd>>(context_b);
  ASSERT_GT(contacts_a.num_point_pair_contacts(), 0);
  ASSERT_EQ(contacts_b.num_point_pair_contacts(),
            contacts_a.num_point_pair_contacts());
  EXPECT_EQ(contacts_b.plant(), &plant_ad);
  for (int i = 0; i < contacts_a.num_point_pair_contacts(); ++i) {
    const auto& info_a = contacts_a.point_pair_contact_info(i);
    const auto& info_b = contacts_b.point_pair_contact_info(i);
    EXPECT_EQ(info_b.bodyB_index(), info_a.bodyB_index());
    EXPECT_EQ(Values(info_b.contact_force()), info_a.contact_force());
    EXPECT_EQ(Values(info_b.point_pair().nhat_BA_W),
              info_a.point_pair().nhat_BA_W);
    EXPECT_EQ(info_b.point_pair().id_A, info_a.point_pair().id_A);
  }
  const auto& reactions_a =
      plant.get_reaction_forces_output_port()
          .Eval<std::vector<SpatialForce<double>>>(context_a);
  const auto& reactions_b =
      plant_ad.get_reaction_forces_output_port()
          .Eval<std::vector<SpatialForce<AutoDiffXd>>>(context_b);
  ASSERT_EQ(reactions_b.size(), reactions_a.size());
  for (size_t j = 0; j < reactions_a.size(); ++j) {
    EXPECT_EQ(Values(reactions_b[j].get_coeffs()), reactions_a[j].get_coeffs());
  }

  auto root_c = setup.diagram->CreateDefaultContext();
  root_c->SetTimeStateAndParametersFrom(*root_b);
  const Context<double>& context_c = plant.GetMyContextFromRoot(*root_c);
  EXPECT_EQ(plant.GetPositionsAndVelocities(context_c),
            plant.GetPositionsAndVelocities(context_a));
  EXPECT_FALSE(plant.GetConstraintActiveStatus(context_c, inactive));
}

}  // namespace multibody_plant_scalar_conversion_test
}  // namespace multibody
}  // namespace drake

namespace drake {
namespace multibody {
namespace multibody_plant_scalar_conversion_test {

// An AutoDiffXd discrete plant has no SAP: a joint limit that the step may
// reach (within the window the double plant's SAP step uses) throws, naming
// the joint; far from its limits the step is the free motion, as the double
// plant's (whose limit constraint would be inactive).
TEST(MultibodyPlantScalarConversionTest, AutoDiffStepNearJointLimitThrows) {
  MultibodyPlant<double> plant(0.01);
  const auto& body = plant.AddRigidBody(
      "link", SpatialInertia<double>::SolidBoxWithMass(1, 0.1, 0.2, 0.3));
  plant.AddJoint<RevoluteJoint>(
      "pin", plant.world_body(), RigidTransformd::Identity(), body,
      RigidTransformd(Vector3d(0, 0, 0.5)), Vector3d::UnitX());
  plant.GetMutableJointByName<RevoluteJoint>("pin").set_position_limits(
      Vector1d(-1.0), Vector1d(1.0));
  plant.Finalize();
  auto plant_ad = systems::System<double>::ToAutoDiffXd(plant);
  auto context = plant.CreateDefaultContext();
  auto context_ad = plant_ad->CreateDefaultContext();
  // Far: q = 0.2, v = 1 rad/s moves at most ~0.01 rad in a 10 ms step.
  plant.SetPositionsAndVelocities(context.get(), Eigen::Vector2d(0.2, 1.0));
  context_ad->SetTimeStateAndParametersFrom(*context);
  Simulator<double> simulator(plant, context->Clone());
  Simulator<AutoDiffXd> simulator_ad(*plant_ad, context_ad->Clone());
  simulator.AdvanceTo(0.01);
  simulator_ad.AdvanceTo(0.01);
  EXPECT_TRUE(AgreeToRoundOff(
      Values(plant_ad->GetPositionsAndVelocities(simulator_ad.get_context())),
      plant.GetPositionsAndVelocities(simulator.get_context())));
  // Near: q = 0.995 moving up at 1 rad/s reaches the upper limit 1.0.
  plant.SetPositionsAndVelocities(context.get(), Eigen::Vector2d(0.995, 1.0));
  context_ad->SetTimeStateAndParametersFrom(*context);
  Simulator<AutoDiffXd> near_ad(*plant_ad, context_ad->Clone());
  DRAKE_EXPECT_THROWS_MESSAGE(
      near_ad.AdvanceTo(0.01),
      ".*discrete, scalar .*AutoDiff.*joint 'pin' at q = 0.995 may reach its "
      "upper position limit 1 in this step; joint limits are enforced by "
      "SAP, which supports only T = double.");
}

}  // namespace multibody_plant_scalar_conversion_test
}  // namespace multibody
}  // namespace drake
