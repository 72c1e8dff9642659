// MultibodyPlant API items found missing or differing from Drake's in the
// inventory audit (issue 4): mutable state views, NumBodiesWithName,
// GetForceElement<>, per-instance center-of-mass acceleration and bias,
// Joint pose pairs, JointActuator::get_actuation_vector,
// GetMutableSceneGraphPreFinalize, and the error paths fixed on the way
// (invalid instances in name and mass functions, welds in
// GetBodiesKinematicallyAffectedBy, bodies of another plant).

#include <cmath>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/scene_graph.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/linear_spring_damper.h"
#include "drake/multibody/tree/uniform_gravity_field_element.h"

namespace drake {
namespace multibody {
namespace {

using Eigen::Quaterniond;
using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransform;
using math::RotationMatrix;

// Entrywise |a − b| <= tol, printing both on failure.
::testing::AssertionResult CompareMatrices(const Eigen::MatrixXd& a,
                                           const Eigen::MatrixXd& b,
                                           double tol) {
  if (a.rows() != b.rows() || a.cols() != b.cols()) {
    return ::testing::AssertionFailure() << "sizes differ";
  }
  const double error = (a - b).cwiseAbs().maxCoeff();
  if (error <= tol) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "max |a - b| = " << error << " > " << tol << "\na =\n"
         << a << "\nb =\n"
         << b;
}

SpatialInertia<double> Box(double mass) {
  return SpatialInertia<double>::SolidBoxWithMass(mass, 0.1, 0.2, 0.3);
}

// A plant with a revolute "pendulum" about z (instance "arm") and a free
// body "ball" (instance "free"), for either time step.
struct TwoInstances {
  explicit TwoInstances(double time_step) : plant(time_step) {
    arm = plant.AddModelInstance("arm");
    free = plant.AddModelInstance("free");
    link = &plant.AddRigidBody("link", arm, Box(2.0));
    ball = &plant.AddRigidBody("ball", free, Box(3.0));
    hinge = &plant.AddJoint<RevoluteJoint>("hinge", plant.world_body(),
                                           std::nullopt, *link, std::nullopt,
                                           Vector3d::UnitZ());
    plant.Finalize();
  }
  MultibodyPlant<double> plant;
  ModelInstanceIndex arm, free;
  const RigidBody<double>* link{};
  const RigidBody<double>* ball{};
  const RevoluteJoint<double>* hinge{};
};

// The mutable views alias the context's state, for continuous and discrete
// plants, and getting one invalidates the kinematics cache.
TEST(MultibodyPlantAuditTest, MutableStateViews) {
  for (double time_step : {0.0, 0.01}) {
    TwoInstances model(time_step);
    const auto& plant = model.plant;
    auto context = plant.CreateDefaultContext();
    ASSERT_EQ(plant.num_positions(), 8);  // θ + [qw qx qy qz x y z].
    ASSERT_EQ(plant.num_velocities(), 7);

    // Warm the pose cache at θ = 0, then write θ = 0.5 through the view.
    EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, *model.link)
                    .rotation()
                    .IsExactlyIdentity());
    auto q = plant.GetMutablePositions(context.get());
    ASSERT_EQ(q.size(), 8);
    q[model.hinge->position_start()] = 0.5;
    // X_WB = Rz(θ) (X_PF = X_BM = I); a rotation matrix built from the same
    // angle, so a few ulps suffice.
    EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, *model.link)
                    .rotation()
                    .IsNearlyEqualTo(RotationMatrix<double>::MakeZRotation(0.5),
                                     1e-15));

    auto v = plant.GetMutableVelocities(context.get());
    ASSERT_EQ(v.size(), 7);
    v[model.hinge->velocity_start()] = 2.0;
    EXPECT_EQ(plant.EvalBodySpatialVelocityInWorld(*context, *model.link)
                  .rotational(),
              Vector3d(0, 0, 2.0));

    auto x = plant.GetMutablePositionsAndVelocities(context.get());
    ASSERT_EQ(x.size(), 15);
    EXPECT_EQ(x[model.hinge->position_start()], 0.5);
    EXPECT_EQ(x[8 + model.hinge->velocity_start()], 2.0);

    // The State overloads write the given state only.
    auto state = context->CloneState();
    plant.GetMutablePositions(
        *context, state.get())[model.hinge->position_start()] = -1.0;
    plant.GetMutableVelocities(
        *context, state.get())[model.hinge->velocity_start()] = -3.0;
    EXPECT_EQ(plant.GetPositions(*context)[model.hinge->position_start()], 0.5);
    context->get_mutable_state().SetFrom(*state);
    EXPECT_EQ(model.hinge->get_angle(*context), -1.0);
    EXPECT_EQ(model.hinge->get_angular_rate(*context), -3.0);

    DRAKE_EXPECT_THROWS_MESSAGE(plant.GetMutablePositions(nullptr),
                                ".*context != nullptr.*");
    DRAKE_EXPECT_THROWS_MESSAGE(plant.GetMutableVelocities(*context, nullptr),
                                ".*state != nullptr.*");
  }
  // Before Finalize (any context pointer: the plant checks itself first).
  TwoInstances model(0.0);
  auto context = model.plant.CreateDefaultContext();
  MultibodyPlant<double> unfinalized(0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      unfinalized.GetMutablePositionsAndVelocities(context.get()),
      "GetMutablePositionsAndVelocities\\(\\): the MultibodyPlant must be "
      "finalized first.*");
}

TEST(MultibodyPlantAuditTest, NumBodiesWithName) {
  MultibodyPlant<double> plant(0.0);
  const auto a = plant.AddModelInstance("a");
  const auto b = plant.AddModelInstance("b");
  plant.AddRigidBody("link", a, Box(1.0));
  plant.AddRigidBody("link", b, Box(1.0));
  plant.AddRigidBody("tip", b, Box(1.0));
  // Before and after Finalize (which adds joints, not bodies).
  for (int pass = 0; pass < 2; ++pass) {
    EXPECT_EQ(plant.NumBodiesWithName("link"), 2);
    EXPECT_EQ(plant.NumBodiesWithName("tip"), 1);
    EXPECT_EQ(plant.NumBodiesWithName("world"), 1);
    EXPECT_EQ(plant.NumBodiesWithName("missing"), 0);
    if (pass == 0) plant.Finalize();
  }
}

TEST(MultibodyPlantAuditTest, GetForceElementByType) {
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody("body", Box(1.0));
  const auto& spring = plant.AddForceElement<LinearSpringDamper>(
      plant.world_body(), Vector3d::Zero(), body, Vector3d::Zero(), 0.7, 10.0,
      0.5);
  plant.Finalize();
  // Index 0 is the plant's own gravity field.
  EXPECT_EQ(
      plant.GetForceElement<UniformGravityFieldElement>(ForceElementIndex(0))
          .gravity_vector(),
      Vector3d(0, 0, -9.81));
  const auto& typed = plant.GetForceElement<LinearSpringDamper>(spring.index());
  EXPECT_EQ(&typed, &spring);
  EXPECT_EQ(typed.free_length(), 0.7);
  // The default type is the base class.
  EXPECT_EQ(&plant.GetForceElement(spring.index()), &spring);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetForceElement<LinearSpringDamper>(ForceElementIndex(0)),
      "GetForceElement\\(\\): force element 0 is a "
      "UniformGravityFieldElement<double>, not the requested "
      "LinearSpringDamper<double>.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetForceElement<LinearSpringDamper>(ForceElementIndex(5)),
      ".*force element index 5 is out of range.*");
}

// A pendulum (point mass m₁ at distance L below a y-axis pivot) hanging at
// θ = 0 with rate ω in instance "arm", and a free box (mass m₂, center of
// mass at Bo) in instance "free". Closed forms: the bob's acceleration is
// centripetal, ω²L toward the pivot (+z), with no tangential part (gravity
// has no moment at the bottom); the free box falls at g. Both hold for the
// bias accelerations too (v̇ = 0): the pendulum's centripetal term is all
// bias, and the free body's translational velocity is its own generalized
// velocity (no bias at Bo).
TEST(MultibodyPlantAuditTest, CenterOfMassAccelerationPerInstance) {
  const double m1 = 2.0, m2 = 3.0, L = 0.8, w = 1.5, g = 9.81;
  MultibodyPlant<double> plant(0.0);
  const auto arm = plant.AddModelInstance("arm");
  const auto free = plant.AddModelInstance("free");
  const auto& bob = plant.AddRigidBody(
      "bob", arm, SpatialInertia<double>::PointMass(m1, Vector3d(0, 0, -L)));
  const auto& box = plant.AddRigidBody("box", free, Box(m2));
  const auto& pin =
      plant.AddJoint<RevoluteJoint>("pin", plant.world_body(), std::nullopt,
                                    bob, std::nullopt, Vector3d::UnitY());
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  pin.set_angular_rate(context.get(), w);
  plant.SetFreeBodySpatialVelocity(
      context.get(), box,
      SpatialVelocity<double>(Vector3d(0.3, -0.2, 0.1), Vector3d(1, 2, 3)));

  const Vector3d a_arm(0, 0, w * w * L);
  const Vector3d a_free(0, 0, -g);
  // Forward dynamics and a few products: 1e-12 absolute.
  const double kTol = 1e-12;
  EXPECT_TRUE(CompareMatrices(
      plant.CalcCenterOfMassTranslationalAccelerationInWorld(*context, {arm}),
      a_arm, kTol));
  EXPECT_TRUE(CompareMatrices(
      plant.CalcCenterOfMassTranslationalAccelerationInWorld(*context, {free}),
      a_free, kTol));
  // Both (listing one twice counts it once): the mass-weighted mean, equal
  // to the all-instances overload.
  const Vector3d a_both = (m1 * a_arm + m2 * a_free) / (m1 + m2);
  EXPECT_TRUE(
      CompareMatrices(plant.CalcCenterOfMassTranslationalAccelerationInWorld(
                          *context, {arm, free, arm}),
                      a_both, kTol));
  EXPECT_TRUE(CompareMatrices(
      plant.CalcCenterOfMassTranslationalAccelerationInWorld(*context), a_both,
      kTol));

  const auto& W = plant.world_frame();
  EXPECT_TRUE(
      CompareMatrices(plant.CalcBiasCenterOfMassTranslationalAcceleration(
                          *context, {arm}, JacobianWrtVariable::kV, W, W),
                      a_arm, kTol));
  EXPECT_TRUE(
      CompareMatrices(plant.CalcBiasCenterOfMassTranslationalAcceleration(
                          *context, {free}, JacobianWrtVariable::kV, W, W),
                      Vector3d::Zero(), kTol));
  EXPECT_TRUE(
      CompareMatrices(plant.CalcBiasCenterOfMassTranslationalAcceleration(
                          *context, {arm, free}, JacobianWrtVariable::kV, W, W),
                      m1 * a_arm / (m1 + m2), kTol));
  EXPECT_TRUE(
      CompareMatrices(plant.CalcBiasCenterOfMassTranslationalAcceleration(
                          *context, JacobianWrtVariable::kV, W, W),
                      m1 * a_arm / (m1 + m2), kTol));

  // Errors: an invalid instance (in every instance-list mass function), no
  // mass selected, kQDot.
  const ModelInstanceIndex bad(9);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcCenterOfMassTranslationalAccelerationInWorld(*context, {bad}),
      "CalcCenterOfMassTranslationalAccelerationInWorld\\(\\): model "
      "instance index 9 is invalid.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcBiasCenterOfMassTranslationalAcceleration(
          *context, {arm, bad}, JacobianWrtVariable::kV, W, W),
      "CalcBiasCenterOfMassTranslationalAcceleration\\(\\): model instance "
      "index 9 is invalid.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.CalcTotalMass(*context, {bad}),
                              "CalcTotalMass\\(\\): model instance index 9.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcCenterOfMassPositionInWorld(*context, {bad}),
      "CalcCenterOfMassPositionInWorld\\(\\): model instance index 9.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcCenterOfMassTranslationalVelocityInWorld(*context, {bad}),
      "CalcCenterOfMassTranslationalVelocityInWorld\\(\\): model instance "
      "index 9.*");
  Eigen::Matrix3Xd J(3, plant.num_velocities());
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcJacobianCenterOfMassTranslationalVelocity(
          *context, {bad}, JacobianWrtVariable::kV, W, W, &J),
      "CalcJacobianCenterOfMassTranslationalVelocity\\(\\): model instance "
      "index 9.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcCenterOfMassTranslationalAccelerationInWorld(
          *context, {world_model_instance()}),
      ".*the selected bodies have no mass.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcBiasCenterOfMassTranslationalAcceleration(
          *context, std::vector<ModelInstanceIndex>{}, JacobianWrtVariable::kV,
          W, W),
      ".*the selected bodies have no mass.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcBiasCenterOfMassTranslationalAcceleration(
          *context, {arm}, JacobianWrtVariable::kQDot, W, W),
      ".*only JacobianWrtVariable::kV is supported.*");
}

// The per-instance name functions used to read out of range for an invalid
// instance; they throw like the other per-instance queries.
TEST(MultibodyPlantAuditTest, NameFunctionsCheckTheInstance) {
  MultibodyPlant<double> plant(0.0);
  const auto arm = plant.AddModelInstance("arm");
  const auto& link = plant.AddRigidBody("link", arm, Box(1.0));
  const auto& hinge =
      plant.AddJoint<RevoluteJoint>("hinge", plant.world_body(), std::nullopt,
                                    link, std::nullopt, Vector3d::UnitZ());
  plant.AddJointActuator("motor", hinge);
  DRAKE_EXPECT_THROWS_MESSAGE(plant.GetPositionNames(arm),
                              "GetPositionNames\\(\\): the MultibodyPlant "
                              "must be finalized first.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.GetStateNames(arm),
                              "GetStateNames\\(\\): the MultibodyPlant must "
                              "be finalized first.*");
  plant.Finalize();
  EXPECT_EQ(plant.GetPositionNames(arm), std::vector<std::string>{"hinge_q"});
  EXPECT_EQ(plant.GetStateNames(arm, true),
            (std::vector<std::string>{"arm_hinge_q", "arm_hinge_w"}));
  EXPECT_EQ(plant.GetActuatorNames(arm), std::vector<std::string>{"motor"});
  const ModelInstanceIndex bad(7);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetPositionNames(bad),
      "GetPositionNames\\(\\): model instance index 7 is invalid; this plant "
      "has 3 model instances.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetVelocityNames(bad),
      "GetVelocityNames\\(\\): model instance index 7 is invalid.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetStateNames(bad),
      "GetStateNames\\(\\): model instance index 7 is invalid.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetActuatorNames(bad),
      "GetActuatorNames\\(\\): model instance index 7 is invalid.*");
  // The (name, instance) look-ups name themselves.
  EXPECT_TRUE(plant.HasBodyNamed("link", arm));
  EXPECT_FALSE(plant.HasBodyNamed("link", default_model_instance()));
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.HasBodyNamed("link", bad),
      "HasBodyNamed\\(\\): model instance index 7 is invalid.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.HasFrameNamed("link", bad),
      "HasFrameNamed\\(\\): model instance index 7 is invalid.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.HasJointNamed("hinge", bad),
      "HasJointNamed\\(\\): model instance index 7 is invalid.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.HasJointActuatorNamed("motor", bad),
      "HasJointActuatorNamed\\(\\): model instance index 7 is invalid.*");
}

TEST(MultibodyPlantAuditTest, RemoveJointRefusesWhenConstraintsExist) {
  MultibodyPlant<double> plant(0.01);
  const auto& a = plant.AddRigidBody("a", Box(1.0));
  const auto& b = plant.AddRigidBody("b", Box(1.0));
  const auto& ja =
      plant.AddJoint<RevoluteJoint>("ja", plant.world_body(), std::nullopt, a,
                                    std::nullopt, Vector3d::UnitZ());
  const auto& jb =
      plant.AddJoint<RevoluteJoint>("jb", plant.world_body(), std::nullopt, b,
                                    std::nullopt, Vector3d::UnitZ());
  const MultibodyConstraintId id = plant.AddCouplerConstraint(ja, jb, 2.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.RemoveJoint(jb),
      "RemoveJoint\\(\\): cannot remove joint 'jb' because the plant has 1 "
      "constraint\\(s\\).*");
  // Without the constraint the joint can go.
  plant.RemoveConstraint(id);
  plant.RemoveJoint(jb);
  EXPECT_FALSE(plant.HasJointNamed("jb"));
}

TEST(MultibodyPlantAuditTest, EffortLimitsBeforeFinalizeNameTheCall) {
  MultibodyPlant<double> plant(0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(plant.GetEffortLowerLimits(),
                              "GetEffortLowerLimits\\(\\): the "
                              "MultibodyPlant must be finalized first.*");
}

TEST(MultibodyPlantAuditTest, KinematicallyAffectedBodies) {
  MultibodyPlant<double> plant(0.0);
  const auto& a = plant.AddRigidBody("a", Box(1.0));
  const auto& b = plant.AddRigidBody("b", Box(1.0));
  const auto& c = plant.AddRigidBody("c", Box(1.0));
  const auto& ja =
      plant.AddJoint<RevoluteJoint>("ja", plant.world_body(), std::nullopt, a,
                                    std::nullopt, Vector3d::UnitZ());
  const auto& jb = plant.AddJoint<PrismaticJoint>(
      "jb", a, std::nullopt, b, std::nullopt, Vector3d::UnitX());
  const auto& weld = plant.WeldFrames(b.body_frame(), c.body_frame());
  plant.Finalize();
  // Everything outboard of the moving joint, sorted.
  EXPECT_EQ(plant.GetBodiesKinematicallyAffectedBy({jb.index()}),
            (std::vector<BodyIndex>{b.index(), c.index()}));
  EXPECT_EQ(plant.GetBodiesKinematicallyAffectedBy({jb.index(), ja.index()}),
            (std::vector<BodyIndex>{a.index(), b.index(), c.index()}));
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetBodiesKinematicallyAffectedBy({weld.index()}),
      "GetBodiesKinematicallyAffectedBy\\(\\): joint 'b_welds_to_c' is a "
      "weld joint, which has no degrees of freedom.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetBodiesKinematicallyAffectedBy({JointIndex(42)}),
      ".*no joint with index 42.*");
}

TEST(MultibodyPlantAuditTest, BodiesOfAnotherPlantAreRejected) {
  MultibodyPlant<double> other(0.0);
  const auto& stranger = other.AddRigidBody("stranger", Box(1.0));
  other.AddRigidBody("more", Box(1.0));
  other.Finalize();
  TwoInstances model(0.0);
  const auto& plant = model.plant;
  auto context = plant.CreateDefaultContext();
  // `stranger` has index 1, valid in `plant` too: the check is by identity.
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.EvalBodyPoseInWorld(*context, stranger),
      "EvalBodyPoseInWorld\\(\\): body 'stranger' does not belong to this "
      "MultibodyPlant.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.EvalBodySpatialVelocityInWorld(*context, stranger),
      "EvalBodySpatialVelocityInWorld\\(\\): body 'stranger'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.EvalBodySpatialAccelerationInWorld(*context, stranger),
      "EvalBodySpatialAccelerationInWorld\\(\\): body 'stranger'.*");
  // Frames too, in the frame-taking kinematics.
  const Frame<double>& W = plant.world_frame();
  const Frame<double>& F = stranger.body_frame();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcRelativeTransform(*context, W, F),
      "CalcRelativeTransform\\(\\): frame 'stranger' does not belong to "
      "this MultibodyPlant.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcRelativeRotationMatrix(*context, F, W),
      "CalcRelativeRotationMatrix\\(\\): frame 'stranger'.*");
  Eigen::MatrixXd p_AQ(3, 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcPointsPositions(*context, F, Eigen::MatrixXd::Zero(3, 1), W,
                                &p_AQ),
      "CalcPointsPositions\\(\\): frame 'stranger'.*");
  Eigen::MatrixXd J(6, plant.num_velocities());
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcJacobianSpatialVelocity(*context, JacobianWrtVariable::kV,
                                        model.link->body_frame(),
                                        Vector3d::Zero(), W, F, &J),
      "CalcJacobianSpatialVelocity\\(\\): frame 'stranger'.*");
  Eigen::Matrix3Xd Jw(3, plant.num_velocities());
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcJacobianAngularVelocity(*context, JacobianWrtVariable::kV, F, W,
                                        W, &Jw),
      "CalcJacobianAngularVelocity\\(\\): frame 'stranger'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcBiasSpatialAcceleration(*context, JacobianWrtVariable::kV,
                                        model.link->body_frame(),
                                        Vector3d::Zero(), F, W),
      "CalcBiasSpatialAcceleration\\(\\): frame 'stranger'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcSpatialInertia(*context, F, {model.link->index()}),
      "CalcSpatialInertia\\(\\): frame 'stranger'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcSpatialInertia(*context, W, {BodyIndex(55)}),
      "CalcSpatialInertia\\(\\): body index 55 is invalid; this plant has "
      "3 bodies.");
  // Its own bodies and frames still work.
  EXPECT_TRUE(
      plant.EvalBodyPoseInWorld(*context, *model.ball).IsExactlyIdentity());
  EXPECT_TRUE(plant.CalcRelativeTransform(*context, W, model.ball->body_frame())
                  .IsExactlyIdentity());
}

TEST(MultibodyPlantAuditTest, PositionJacobianSizeMessage) {
  TwoInstances model(0.0);
  const auto& plant = model.plant;
  auto context = plant.CreateDefaultContext();
  Eigen::MatrixXd J(3, plant.num_velocities());  // nv = 7 ≠ nq = 8.
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcJacobianPositionVector(*context, model.link->body_frame(),
                                       Vector3d::Zero(), plant.world_frame(),
                                       plant.world_frame(), &J),
      "CalcJacobianPositionVector\\(\\): the output must be a non-null 3 x 8 "
      "matrix.*");
  J.resize(3, plant.num_positions());
  plant.CalcJacobianPositionVector(*context, model.link->body_frame(),
                                   Vector3d(1, 0, 0), plant.world_frame(),
                                   plant.world_frame(), &J);
  // p_WQ = Rz(θ)·(1, 0, 0): ∂p/∂θ = (0, 1, 0) at θ = 0, and nothing else
  // moves Q.
  Eigen::MatrixXd expected = Eigen::MatrixXd::Zero(3, 8);
  expected(1, model.hinge->position_start()) = 1.0;
  EXPECT_TRUE(CompareMatrices(J, expected, 1e-15));
}

// SetPosePair()/GetPosePair() keep a quaternion floating joint's pair bit
// for bit (so do the default-pose pairs); other joints approximate it.
TEST(MultibodyPlantAuditTest, JointPosePairs) {
  TwoInstances model(0.0);
  auto& plant = model.plant;
  auto context = plant.CreateDefaultContext();
  const Joint<double>& floating = plant.GetJointByName("ball", model.free);
  ASSERT_EQ(floating.type_name(), "quaternion_floating");
  // A unit quaternion with w < 0 (not canonical) and inexact entries.
  const Quaterniond q_FM = Quaterniond(-0.3, 0.1, 0.7, -0.2).normalized();
  const Vector3d p_FM(0.1, -2.0, 1.0 / 3.0);
  floating.SetPosePair(context.get(), q_FM, p_FM);
  const auto [q_out, p_out] = floating.GetPosePair(*context);
  EXPECT_EQ(q_out.coeffs(), q_FM.coeffs());
  EXPECT_EQ(p_out, p_FM);
  VectorXd q_expected(7);
  q_expected << q_FM.w(), q_FM.x(), q_FM.y(), q_FM.z(), p_FM;
  EXPECT_EQ(VectorXd(floating.GetPositions(*context)), q_expected);

  plant.get_mutable_joint(floating.index()).SetDefaultPosePair(q_FM, p_FM);
  const auto [q_default, p_default] = floating.GetDefaultPosePair();
  EXPECT_EQ(q_default.coeffs(), q_FM.coeffs());
  EXPECT_EQ(p_default, p_FM);

  // A revolute joint about z takes the angle of the rotation (the
  // translation cannot be represented and is dropped); a round trip
  // through a quaternion costs a few ulps.
  const RotationMatrix<double> R = RotationMatrix<double>::MakeZRotation(0.3);
  model.hinge->SetPosePair(context.get(), R.ToQuaternion(), p_FM);
  EXPECT_NEAR(model.hinge->get_angle(*context), 0.3, 1e-15);
  const auto [q_hinge, p_hinge] = model.hinge->GetPosePair(*context);
  EXPECT_TRUE(RotationMatrix<double>(q_hinge).IsNearlyEqualTo(R, 1e-15));
  EXPECT_EQ(p_hinge, Vector3d::Zero());

  DRAKE_EXPECT_THROWS_MESSAGE(floating.SetPosePair(nullptr, q_FM, p_FM),
                              ".*context != nullptr.*");
}

TEST(MultibodyPlantAuditTest, ActuationVector) {
  MultibodyPlant<double> plant(0.0);
  const auto& a = plant.AddRigidBody("a", Box(1.0));
  const auto& b = plant.AddRigidBody("b", Box(1.0));
  const auto& ja =
      plant.AddJoint<RevoluteJoint>("ja", plant.world_body(), std::nullopt, a,
                                    std::nullopt, Vector3d::UnitZ());
  const auto& jb = plant.AddJoint<PrismaticJoint>(
      "jb", a, std::nullopt, b, std::nullopt, Vector3d::UnitX());
  // Added in the opposite order of the joints.
  const auto& motor_b = plant.AddJointActuator("motor_b", jb);
  const auto& motor_a = plant.AddJointActuator("motor_a", ja);
  plant.Finalize();
  VectorXd u(2);
  u[motor_a.input_start()] = 1.5;
  u[motor_b.input_start()] = -4.0;
  EXPECT_EQ(motor_a.get_actuation_vector(u)[0], 1.5);
  EXPECT_EQ(motor_b.get_actuation_vector(u)[0], -4.0);
  EXPECT_EQ(motor_b.get_actuation_vector(u).size(), 1);
  // Round trip with set_actuation_vector().
  VectorXd u2 = VectorXd::Zero(2);
  motor_b.set_actuation_vector(motor_b.get_actuation_vector(u), &u2);
  EXPECT_EQ(u2[motor_b.input_start()], -4.0);
  EXPECT_EQ(u2[motor_a.input_start()], 0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      motor_a.get_actuation_vector(VectorXd::Zero(3)),
      "JointActuator::get_actuation_vector\\(\\): actuator 'motor_a' expects "
      "u of size 2 \\(num_actuated_dofs\\(\\)\\); got 3.");
}

TEST(MultibodyPlantAuditTest, MutableSceneGraphPreFinalize) {
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

}  // namespace
}  // namespace multibody
}  // namespace drake
