// MultibodyPlant construction, state (including the mutable views), ports,
// discrete stepping, scalar conversion, look-ups by name, type and instance,
// and error messages.

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/math/autodiff.h"
#include "drake/math/autodiff_gradient.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/linear_spring_damper.h"
#include "drake/multibody/tree/uniform_gravity_field_element.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace multibody {
namespace multibody_plant_api_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransform;
using math::RotationMatrix;
using test::AddPendulum;
using test::Box;
using test::Pendulum;
using test::TwoInstances;

SpatialInertia<double> UnitBox() {
  return SpatialInertia<double>::SolidBoxWithMass(1.0, 0.1, 0.2, 0.3);
}

TEST(MultibodyPlantApiTest, WorldAndDefaults) {
  MultibodyPlant<double> plant(0.0);
  EXPECT_EQ(plant.num_bodies(), 1);
  EXPECT_EQ(plant.num_model_instances(), 2);
  EXPECT_EQ(plant.world_body().index(), world_index());
  EXPECT_EQ(plant.GetModelInstanceName(world_model_instance()),
            "WorldModelInstance");
  EXPECT_EQ(plant.GetModelInstanceName(default_model_instance()),
            "DefaultModelInstance");
  EXPECT_FALSE(plant.is_discrete());
  EXPECT_EQ(plant.GetBaseBodyJointType(),
            BaseBodyJointType::kQuaternionFloatingJoint);
  EXPECT_EQ(plant.gravity_field().gravity_vector(), Vector3d(0, 0, -9.81));
}

TEST(MultibodyPlantApiTest, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(MultibodyPlant<double>(-0.1),
                              ".*time_step is -0.1.*");
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody("body", UnitBox());
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddRigidBody("body", UnitBox()),
                              ".*already contains a body named 'body'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddRigidBody(
          "bad", SpatialInertia<double>(-1.0, Vector3d::Zero(),
                                        UnitInertia<double>(1, 1, 1), true)),
      "AddRigidBody\\(\\): body 'bad' has a non-physical spatial inertia"
      "[\\s\\S]*mass = -1 is negative[\\s\\S]*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddJoint<RevoluteJoint>("self", body, std::nullopt, body,
                                    std::nullopt, Vector3d::UnitZ()),
      ".*'self'.*same body 'body'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddJoint<RevoluteJoint>(
                                  "zero_axis", plant.world_body(), std::nullopt,
                                  body, std::nullopt, Vector3d::Zero()),
                              ".*zero_axis.*axis.*non-zero.*");
  const auto& joint =
      plant.AddJoint<PrismaticJoint>("slider", plant.world_body(), std::nullopt,
                                     body, std::nullopt, Vector3d::UnitX());
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddJoint<PrismaticJoint>("slider", plant.world_body(), std::nullopt,
                                     body, std::nullopt, Vector3d::UnitX()),
      ".*already contains a joint named 'slider'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddJointActuator("a", joint, -1.0),
                              ".*effort limit -1.*strictly positive.*");
  // Calls before Finalize.
  DRAKE_EXPECT_THROWS_MESSAGE(plant.get_state_output_port(),
                              ".*get_state_output_port.*finalized first.*");
  DRAKE_EXPECT_THROWS_MESSAGE(joint.position_start(), ".*not finalized yet.*");
  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddRigidBody("late", UnitBox()),
                              ".*AddRigidBody.*already finalized.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.Finalize(), ".*already finalized.*");
  auto context = plant.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetPositions(context.get(), VectorXd::Zero(3)),
      ".*SetPositions.*expected 1 positions; got 3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetVelocities(context.get(), VectorXd::Zero(2)),
      ".*SetVelocities.*expected 1 velocities; got 2.*");
  MatrixXd M(2, 2);
  DRAKE_EXPECT_THROWS_MESSAGE(plant.CalcMassMatrix(*context, &M),
                              ".*CalcMassMatrix.*1 x 1.*");
  // A context from another system.
  MultibodyPlant<double> other(0.0);
  other.Finalize();
  auto other_context = other.CreateDefaultContext();
  EXPECT_THROW(plant.GetPositions(*other_context), std::logic_error);
}

TEST(MultibodyPlantApiTest, AmbiguousNamesAndInstances) {
  MultibodyPlant<double> plant(0.0);
  const ModelInstanceIndex a = plant.AddModelInstance("a");
  const ModelInstanceIndex b = plant.AddModelInstance("b");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddModelInstance("a"),
                              ".*model instance named 'a'.*");
  plant.AddRigidBody("link", a, UnitBox());
  plant.AddRigidBody("link", b, UnitBox());
  DRAKE_EXPECT_THROWS_MESSAGE(plant.GetBodyByName("link"),
                              ".*more than one body named 'link'.*'a'.*'b'.*");
  EXPECT_EQ(plant.GetBodyByName("link", b).model_instance(), b);
  DRAKE_EXPECT_THROWS_MESSAGE(plant.GetBodyByName("nope"),
                              ".*no body named 'nope'.*");
  // The default-instance overload is refused once other instances exist.
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddRigidBody("x", UnitBox()),
                              ".*default model instance.*");
  plant.Finalize();
  // Both bodies got floating joints named after them.
  EXPECT_EQ(plant.num_positions(), 14);
  EXPECT_TRUE(plant.HasJointNamed("link", a));
  EXPECT_EQ(plant.num_positions(a), 7);
  EXPECT_EQ(plant.GetFloatingBaseBodies().size(), 2);
}

TEST(MultibodyPlantApiTest, JointLoopIsRejected) {
  MultibodyPlant<double> plant(0.0);
  const auto& b1 = plant.AddRigidBody("b1", UnitBox());
  const auto& b2 = plant.AddRigidBody("b2", UnitBox());
  plant.AddJoint<RevoluteJoint>("j1", b1, std::nullopt, b2, std::nullopt,
                                Vector3d::UnitZ());
  plant.AddJoint<RevoluteJoint>("j2", b2, std::nullopt, b1, std::nullopt,
                                Vector3d::UnitZ());
  DRAKE_EXPECT_THROWS_MESSAGE(plant.Finalize(),
                              ".*joints form a loop among the bodies.*b1.*");
}

TEST(MultibodyPlantApiTest, QuaternionMustBeUnit) {
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody("body", UnitBox());
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const auto& joint = plant.GetJointByName<QuaternionFloatingJoint>("body");
  DRAKE_EXPECT_THROWS_MESSAGE(
      joint.set_quaternion(context.get(),
                           Eigen::Quaterniond(2.0, 0.0, 0.0, 0.0)),
      ".*unit quaternion; got \\[w, x, y, z\\] = \\[2, 0, 0, 0\\].*");
  // Default state: identity quaternion, zero velocity.
  EXPECT_EQ(plant.GetPositions(*context),
            (VectorXd(7) << 1, 0, 0, 0, 0, 0, 0).finished());
  const RigidTransform<double> X_WB(math::RollPitchYaw<double>(0.1, 0.2, 0.3),
                                    Vector3d(1, 2, 3));
  plant.SetFreeBodyPose(context.get(), body, X_WB);
  EXPECT_TRUE(
      plant.EvalBodyPoseInWorld(*context, body).IsNearlyEqualTo(X_WB, 1e-14));
  // A weld has no damping: an empty vector, not an out-of-range parameter.
  MultibodyPlant<double> welded(0.0);
  const auto& w = welded.AddRigidBody("w", UnitBox());
  const auto& weld = welded.WeldFrames(welded.world_frame(), w.body_frame());
  welded.Finalize();
  auto welded_context = welded.CreateDefaultContext();
  EXPECT_EQ(weld.GetDampingVector(*welded_context).size(), 0);
  weld.SetDampingVector(welded_context.get(), VectorXd(0));
  DRAKE_EXPECT_THROWS_MESSAGE(
      weld.SetDampingVector(welded_context.get(), VectorXd::Ones(1)),
      ".*expects 0 values; got 1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetJointByName<RevoluteJoint>("body"),
      ".*'body' is a quaternion_floating joint, not the requested type.*");
}

// A discrete pendulum steps exactly as semi-implicit Euler: v₊ = v + h·v̇(x),
// q₊ = q + h·v₊; with sampled outputs the generalized acceleration reports
// the v̇ of the step that was taken.
TEST(MultibodyPlantApiTest, DiscretePendulumStep) {
  const double h = 0.01;
  MultibodyPlant<double> plant(h);
  const double m = 2.0, l = 0.5, g = 9.81;
  const auto& body = plant.AddRigidBody(
      "bob", SpatialInertia<double>::PointMass(m, Vector3d(0, 0, -l)));
  const auto& joint =
      plant.AddJoint<RevoluteJoint>("pin", plant.world_body(), std::nullopt,
                                    body, std::nullopt, Vector3d::UnitY());
  plant.AddJointActuator("motor", joint);
  plant.Finalize();
  EXPECT_TRUE(plant.is_discrete());
  EXPECT_TRUE(plant.has_sampled_output_ports());
  auto context = plant.CreateDefaultContext();
  const double q0 = 0.3, v0 = -0.2, u = 0.5;
  plant.SetPositions(context.get(), Vector1d(q0));
  plant.SetVelocities(context.get(), Vector1d(v0));
  plant.get_actuation_input_port().FixValue(context.get(), Vector1d(u));
  // Before any step the sampled outputs are zero.
  EXPECT_EQ(plant.get_generalized_acceleration_output_port().Eval(*context)[0],
            0.0);
  systems::Simulator<double> simulator(plant, std::move(context));
  simulator.AdvanceTo(h);
  const double vdot = (u - m * g * l * std::sin(q0)) / (m * l * l);
  const double v1 = v0 + h * vdot;
  const double q1 = q0 + h * v1;
  const auto& ctx = simulator.get_context();
  EXPECT_NEAR(plant.GetVelocities(ctx)[0], v1, 1e-14);
  EXPECT_NEAR(plant.GetPositions(ctx)[0], q1, 1e-14);
  EXPECT_NEAR(plant.get_generalized_acceleration_output_port().Eval(ctx)[0],
              vdot, 1e-13);
  EXPECT_EQ(plant.get_net_actuation_output_port().Eval(ctx)[0], u);
  // The state port is live.
  EXPECT_NEAR(plant.get_state_output_port().Eval(ctx)[0], q1, 1e-14);
}

// Reflected rotor inertia ρ²·Iᵣ adds to the joint's diagonal of M.
TEST(MultibodyPlantApiTest, ReflectedInertia) {
  auto plant = test::MakeAcrobot(test::AcrobotParameters{});
  auto& actuator = const_cast<JointActuator<double>&>(
      plant->AddJointActuator("elbow_motor", plant->GetJointByName("elbow")));
  actuator.set_default_rotor_inertia(0.01);
  actuator.set_default_gear_ratio(10.0);
  plant->Finalize();
  auto context = plant->CreateDefaultContext();
  MatrixXd M(2, 2);
  plant->CalcMassMatrix(*context, &M);
  MatrixXd M_id(2, 2);
  plant->CalcMassMatrixViaInverseDynamics(*context, &M_id);
  EXPECT_LT((M - M_id).norm(), 1e-12);
  const test::AcrobotParameters p;
  const double I2 = p.Ic2 + p.m2 * p.lc2 * p.lc2;
  EXPECT_NEAR(M(1, 1), I2 + 100 * 0.01, 1e-12);
}

// The AutoDiffXd plant gives the same values, and ∂(tip position)/∂q from
// automatic differentiation equals the position Jacobian.
TEST(MultibodyPlantApiTest, AutoDiffMatchesDouble) {
  auto plant = test::MakeEveryJointChain();
  plant->Finalize();
  auto plant_ad = systems::System<double>::ToAutoDiffXd(*plant);
  auto context = plant->CreateDefaultContext();
  const int nq = plant->num_positions();
  const int nv = plant->num_velocities();
  VectorXd x(nq + nv);
  for (int i = 0; i < x.size(); ++i) x[i] = 0.1 * std::sin(i + 1.0);
  x.head(4).normalize();
  plant->SetPositionsAndVelocities(context.get(), x);
  auto context_ad = plant_ad->CreateDefaultContext();
  VectorX<AutoDiffXd> x_ad = math::InitializeAutoDiff(x);
  plant_ad->SetPositionsAndVelocities(context_ad.get(), x_ad);
  MatrixXd M(nv, nv);
  plant->CalcMassMatrix(*context, &M);
  MatrixX<AutoDiffXd> M_ad(nv, nv);
  plant_ad->CalcMassMatrix(*context_ad, &M_ad);
  EXPECT_LT((math::ExtractValue(M_ad) - M).norm(), 1e-12 * M.norm());
  const auto& body = plant->GetBodyByName("b9");
  const auto& body_ad = plant_ad->GetBodyByName("b9");
  const Vector3d p_BQ(0.05, 0.1, -0.2);
  const Vector3<AutoDiffXd> p_WQ_ad =
      plant_ad->EvalBodyPoseInWorld(*context_ad, body_ad) *
      p_BQ.cast<AutoDiffXd>();
  MatrixXd Jq(3, nq);
  plant->CalcJacobianPositionVector(*context, body.body_frame(), p_BQ,
                                    plant->world_frame(), plant->world_frame(),
                                    &Jq);
  const MatrixXd dp_dx = math::ExtractGradient(p_WQ_ad);
  EXPECT_LT((dp_dx.leftCols(nq) - Jq).norm(), 1e-12);
  // Forward dynamics agree too.
  const VectorXd xdot = plant->EvalTimeDerivatives(*context).CopyToVector();
  const VectorX<AutoDiffXd> xdot_ad =
      plant_ad->EvalTimeDerivatives(*context_ad).CopyToVector();
  EXPECT_LT((math::ExtractValue(xdot_ad) - xdot).norm(), 1e-10);
}

TEST(MultibodyPlantApiTest, InstanceStateAndNames) {
  MultibodyPlant<double> plant(0.0);
  const ModelInstanceIndex arm = plant.AddModelInstance("arm");
  const auto& l1 = plant.AddRigidBody("l1", arm, UnitBox());
  const auto& l2 = plant.AddRigidBody("l2", arm, UnitBox());
  const auto& j1 =
      plant.AddJoint<RevoluteJoint>("j1", plant.world_body(), std::nullopt, l1,
                                    std::nullopt, Vector3d::UnitZ());
  const auto& j2 = plant.AddJoint<PrismaticJoint>(
      "j2", l1, std::nullopt, l2, std::nullopt, Vector3d::UnitX());
  plant.AddJointActuator("a2", j2);
  plant.AddJointActuator("a1", j1);
  plant.Finalize();
  EXPECT_EQ(plant.GetPositionNames(),
            (std::vector<std::string>{"arm_j1_q", "arm_j2_x"}));
  EXPECT_EQ(plant.GetVelocityNames(arm, false),
            (std::vector<std::string>{"j1_w", "j2_v"}));
  EXPECT_EQ(plant.GetActuatorNames(),
            (std::vector<std::string>{"arm_a2", "arm_a1"}));
  // u is in input_start (actuator index) order: a2 first.
  const MatrixXd B = plant.MakeActuationMatrix();
  EXPECT_EQ(B, (MatrixXd(2, 2) << 0, 1, 1, 0).finished());
  auto context = plant.CreateDefaultContext();
  plant.SetPositions(context.get(), arm, Vector2d(0.5, 0.25));
  EXPECT_EQ(plant.GetPositions(*context), Vector2d(0.5, 0.25));
  EXPECT_EQ(plant.get_state_output_port(arm).Eval(*context).size(), 4);
  const MatrixXd Sx = plant.MakeStateSelectorMatrix({j2.index()});
  EXPECT_EQ(Sx.rows(), 2);
  EXPECT_EQ(Sx(0, 1), 1.0);
  EXPECT_EQ(Sx(1, 3), 1.0);
}

// The mutable views alias the context's state, for continuous and discrete
// plants, and getting one invalidates the kinematics cache.
TEST(MultibodyPlantApiTest, MutableStateViews) {
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

TEST(MultibodyPlantApiTest, NumBodiesWithName) {
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

TEST(MultibodyPlantApiTest, GetForceElementByType) {
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

// The per-instance name functions used to read out of range for an invalid
// instance; they throw like the other per-instance queries.
TEST(MultibodyPlantApiTest, NameFunctionsCheckTheInstance) {
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

TEST(MultibodyPlantApiTest, EffortLimitsBeforeFinalizeNameTheCall) {
  MultibodyPlant<double> plant(0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(plant.GetEffortLowerLimits(),
                              "GetEffortLowerLimits\\(\\): the "
                              "MultibodyPlant must be finalized first.*");
}

TEST(MultibodyPlantApiTest, RemovedJointsJointTypesAndSelectors) {
  // RemoveJoint leaves a gap: get_joint on it throws.
  {
    MultibodyPlant<double> plant(0.0);
    const Pendulum p;
    const auto& pin = AddPendulum(&plant, p, "bob", default_model_instance());
    const JointIndex removed = pin.index();
    plant.RemoveJoint(pin);
    EXPECT_FALSE(plant.has_joint(removed));
    // Drake's ordinal types: a joint's ordinal is its dense position among
    // the joints that remain; a body's equals its index.
    const auto& pin2 = AddPendulum(&plant, p, "bob2", default_model_instance());
    const JointOrdinal ordinal = pin2.ordinal();
    EXPECT_EQ(ordinal, JointOrdinal(0));
    EXPECT_EQ(pin2.index(), JointIndex(1));
    const LinkIndex link = pin2.child_body().index();
    EXPECT_EQ(pin2.child_body().ordinal(), LinkOrdinal(int{link}));
    DRAKE_EXPECT_THROWS_MESSAGE(
        plant.get_joint(removed),
        ".*no joint with index " + std::to_string(int{removed}) + ".*");
    DRAKE_EXPECT_THROWS_MESSAGE(plant.GetJointByName("bob_pin"),
                                ".*no joint named 'bob_pin'.*");
  }

  MultibodyPlant<double> plant(0.0);
  const Pendulum p;
  const ModelInstanceIndex a = plant.AddModelInstance("a");
  const auto& pin_a = AddPendulum(&plant, p, "bob_a", a);
  const auto& pin_a2 = AddPendulum(&plant, p, "bob_a2", a);
  // Wrong joint type.
  DRAKE_EXPECT_THROWS_MESSAGE(plant.GetJointByName<PrismaticJoint>("bob_a_pin"),
                              ".*'bob_a_pin' is a revolute joint.*");
  EXPECT_EQ(&plant.GetJointByName<RevoluteJoint>("bob_a_pin"), &pin_a);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  // Instance a has 2 positions.
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetPositions(context.get(), a, VectorXd::Zero(3)),
      ".*size 3; expected 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetVelocities(context.get(), a, VectorXd::Zero(1)),
      ".*size 1; expected 2.*");
  // A joint repeated in a selector.
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.MakeStateSelectorMatrix(
          {pin_a.index(), pin_a2.index(), pin_a.index()}),
      ".*MakeStateSelectorMatrix.*'bob_a_pin' appears more than once.*");
  // The valid selector picks [q_a2; q_a; v_a2; v_a] in that order.
  const MatrixXd S =
      plant.MakeStateSelectorMatrix({pin_a2.index(), pin_a.index()});
  VectorXd x(4);
  x << 1, 2, 3, 4;  // [q; v] with the joints in the order added.
  const int qa = pin_a.position_start(), qa2 = pin_a2.position_start();
  const VectorXd xs = S * x;
  EXPECT_EQ(xs[0], x[qa2]);
  EXPECT_EQ(xs[1], x[qa]);
  EXPECT_EQ(xs[2], x[2 + pin_a2.velocity_start()]);
  EXPECT_EQ(xs[3], x[2 + pin_a.velocity_start()]);
}

// Drake's current floating-base names act as the FreeBody spellings.
TEST(MultibodyPlantApiTest, FloatingBaseBodyNames) {
  MultibodyPlant<double> plant(0.0);
  const RigidBody<double>& ball = plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(1.0, 0.1));
  const RigidTransform<double> X_WB_default(
      RotationMatrix<double>::MakeZRotation(0.3), Vector3d(0, 0, 2));
  plant.SetDefaultFloatingBaseBodyPose(ball, X_WB_default);
  EXPECT_TRUE(plant.GetDefaultFloatingBaseBodyPose(ball).IsExactlyEqualTo(
      X_WB_default));
  const auto& frame_F =
      plant.AddFrame(std::make_unique<FixedOffsetFrame<double>>(
          "F", plant.world_frame(), RigidTransform<double>(Vector3d(1, 0, 0))));
  plant.Finalize();
  EXPECT_TRUE(plant.HasUniqueFloatingBaseBody(default_model_instance()));
  EXPECT_EQ(&plant.GetUniqueFloatingBaseBodyOrThrow(default_model_instance()),
            &ball);
  auto context = plant.CreateDefaultContext();
  EXPECT_TRUE(plant.GetFreeBodyPose(*context, ball)
                  .IsNearlyEqualTo(X_WB_default, 1e-15));
  const RigidTransform<double> X_WB(RotationMatrix<double>::MakeXRotation(0.2),
                                    Vector3d(0.5, -1, 3));
  plant.SetFloatingBaseBodyPoseInWorldFrame(context.get(), ball, X_WB);
  EXPECT_TRUE(
      plant.GetFreeBodyPose(*context, ball).IsNearlyEqualTo(X_WB, 1e-15));
  // In F (1 m along x from Wo): X_WB = X_WF·X_FB.
  plant.SetFloatingBaseBodyPoseInAnchoredFrame(context.get(), frame_F, ball,
                                               X_WB);
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, ball)
                  .IsNearlyEqualTo(RigidTransform<double>(
                                       X_WB.rotation(),
                                       X_WB.translation() + Vector3d(1, 0, 0)),
                                   1e-15));
}

TEST(MultibodyPlantApiTest, SizesAndLegacyNames) {
  MultibodyPlant<double> plant(0.0);
  test::AddPendulum(&plant, test::Pendulum{}, "bob", default_model_instance());
  DRAKE_EXPECT_THROWS_MESSAGE(plant.num_misc_continuous_states(),
                              ".*num_misc_continuous_states.*Finalize.*");
  plant.Finalize();
  EXPECT_EQ(plant.num_misc_continuous_states(), 0);
  EXPECT_TRUE(plant.has_body(BodyIndex(0)));
  EXPECT_TRUE(plant.has_body(BodyIndex(1)));
  EXPECT_FALSE(plant.has_body(BodyIndex(2)));
  EXPECT_FALSE(plant.has_body(BodyIndex()));
  EXPECT_EQ(ContactModel::kHydroelasticsOnly, ContactModel::kHydroelastic);
  EXPECT_EQ(ContactModel::kPointContactOnly, ContactModel::kPoint);
}

TEST(MultibodyPlantApiTest, EffortLimits) {
  MultibodyPlant<double> plant(0.0);
  const auto& pin = test::AddPendulum(&plant, test::Pendulum{}, "bob",
                                      default_model_instance());
  const JointActuator<double>& motor =
      plant.AddJointActuator("motor", pin, 3.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.get_mutable_joint_actuator(motor.index()).set_effort_limit(0.0),
      "JointActuator 'motor': the effort limit must be positive; got 0\\.");
  plant.get_mutable_joint_actuator(motor.index()).set_effort_limit(5.0);
  plant.Finalize();
  EXPECT_EQ(plant.GetEffortUpperLimits()[0], 5.0);
  plant.RemoveAllJointActuatorEffortLimits();
  EXPECT_EQ(plant.GetEffortUpperLimits()[0],
            std::numeric_limits<double>::infinity());
}

// As Drake's, a discrete plant declares forced update events, so
// ExecuteForcedEvents() takes one step (here from rest in free fall:
// v_z = −g·dt, z = −g·dt², the semi-implicit Euler update), with and
// without sampled output ports.
TEST(MultibodyPlantApiTest, ForcedEventsStepTheDiscretePlant) {
  for (bool sampled : {true, false}) {
    const double dt = 0.01;
    MultibodyPlant<double> plant(dt);
    const RigidBody<double>& ball = plant.AddRigidBody(
        "ball", SpatialInertia<double>::SolidSphereWithMass(1.0, 0.1));
    plant.SetUseSampledOutputPorts(sampled);
    plant.Finalize();
    auto context = plant.CreateDefaultContext();
    plant.ExecuteForcedEvents(context.get());
    // 1e-12: SAP's arithmetic on a problem with no constraint.
    EXPECT_NEAR(plant.EvalBodySpatialVelocityInWorld(*context, ball)
                    .translational()
                    .z(),
                -9.81 * dt, 1e-12)
        << "sampled = " << sampled;
    EXPECT_NEAR(plant.EvalBodyPoseInWorld(*context, ball).translation().z(),
                -9.81 * dt * dt, 1e-12)
        << "sampled = " << sampled;
  }
}

// SetFuseWeldedLinks()/GetFuseWeldedLinks(): the stored settings (global
// and per instance, Drake's default false), the checks, and Finalize()
// refusing to build an unfused model where fusing was asked for and there is
// a weld to fuse (fusing is not implemented).
TEST(MultibodyPlantApiTest, FuseWeldedLinks) {
  MultibodyPlant<double> plant(0.0);
  const ModelInstanceIndex arm = plant.AddModelInstance("arm");
  const ModelInstanceIndex tool = plant.AddModelInstance("tool");
  EXPECT_FALSE(plant.GetFuseWeldedLinks());
  EXPECT_FALSE(plant.GetFuseWeldedLinks(arm));
  plant.SetFuseWeldedLinks(true, arm);
  EXPECT_TRUE(plant.GetFuseWeldedLinks(arm));
  EXPECT_FALSE(plant.GetFuseWeldedLinks(tool));  // The global setting.
  EXPECT_FALSE(plant.GetFuseWeldedLinks());
  plant.SetFuseWeldedLinks(true);
  EXPECT_TRUE(plant.GetFuseWeldedLinks(tool));
  // An unrecognized instance gives the global setting.
  EXPECT_TRUE(plant.GetFuseWeldedLinks(ModelInstanceIndex(42)));
  plant.SetFuseWeldedLinks(false, tool);
  plant.SetFuseWeldedLinks(false);
  EXPECT_TRUE(plant.GetFuseWeldedLinks(arm));
  EXPECT_FALSE(plant.GetFuseWeldedLinks(tool));
  EXPECT_FALSE(plant.GetFuseWeldedLinks(ModelInstanceIndex(42)));
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetFuseWeldedLinks(true, ModelInstanceIndex(42)),
      ".*SetFuseWeldedLinks.*model instance 42 is not a model instance of "
      "MultibodyPlant.*");

  // Fusing asked for where there is a weld: Finalize() refuses, naming it.
  const auto& link = plant.AddRigidBody("link", arm, Box(1.0));
  const auto& hand = plant.AddRigidBody("hand", arm, Box(1.0));
  plant.AddJoint<RevoluteJoint>("shoulder", plant.world_body(), std::nullopt,
                                link, std::nullopt, Vector3d::UnitY());
  plant.AddJoint<WeldJoint>("wrist", link, std::nullopt, hand, std::nullopt,
                            RigidTransform<double>());
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.Finalize(),
      ".*Finalize.*SetFuseWeldedLinks\\(true\\) applies to model instance "
      "'arm', which has weld joint 'wrist'; fusing welded links is not "
      "supported.*");
  EXPECT_FALSE(plant.is_finalized());
  // With fusing off (the default), the same model finalizes, and the
  // settings can still be read (but not changed).
  plant.SetFuseWeldedLinks(false, arm);
  plant.Finalize();
  EXPECT_FALSE(plant.GetFuseWeldedLinks(arm));
  DRAKE_EXPECT_THROWS_MESSAGE(plant.SetFuseWeldedLinks(true),
                              ".*SetFuseWeldedLinks.*already finalized.*");

  // Fusing on where nothing is welded builds the same model: allowed.
  MultibodyPlant<double> free_plant(0.0);
  free_plant.AddRigidBody("ball", Box(1.0));
  free_plant.SetFuseWeldedLinks(true);
  EXPECT_NO_THROW(free_plant.Finalize());
  EXPECT_TRUE(free_plant.GetFuseWeldedLinks());
  // Base bodies welded to the world by their joint type would be fused.
  MultibodyPlant<double> welded(0.0);
  welded.AddRigidBody("ball", Box(1.0));
  welded.SetBaseBodyJointType(BaseBodyJointType::kWeldJoint);
  welded.SetFuseWeldedLinks(true);
  DRAKE_EXPECT_THROWS_MESSAGE(
      welded.Finalize(),
      ".*model instance 'DefaultModelInstance', which has base body joint "
      "type kWeldJoint.*");
}

}  // namespace multibody_plant_api_test
}  // namespace multibody
}  // namespace drake
