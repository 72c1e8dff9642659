// More MultibodyPlant checks against closed forms and independent identities:
// iiwa14 forward kinematics vs a product of exponentials written from the
// URDF's numbers; energy conservation of a chain of every joint type;
// mass parameters in the context and the caches that depend on them;
// per-instance gravity; joint damping (continuous and implicit discrete);
// the free-body API; sampled vs live discrete outputs and reaction forces;
// bad input.

#include <cmath>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace multibody {
namespace {

using Eigen::Matrix3d;
using Eigen::Matrix4d;
using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransform;
using math::RollPitchYaw;
using math::RotationMatrix;

// ---------------------------------------------------------------------------
// Plain-Eigen homogeneous transforms, independent of the library's math.

// URDF rpy: R = Rz(yaw)·Ry(pitch)·Rx(roll).
Matrix3d UrdfRpy(double r, double p, double y) {
  const double cr = std::cos(r), sr = std::sin(r);
  const double cp = std::cos(p), sp = std::sin(p);
  const double cy = std::cos(y), sy = std::sin(y);
  Matrix3d Rx, Ry, Rz;
  Rx << 1, 0, 0, 0, cr, -sr, 0, sr, cr;
  Ry << cp, 0, sp, 0, 1, 0, -sp, 0, cp;
  Rz << cy, -sy, 0, sy, cy, 0, 0, 0, 1;
  return Rz * Ry * Rx;
}

Matrix4d Homogeneous(const Matrix3d& R, const Vector3d& p) {
  Matrix4d X = Matrix4d::Identity();
  X.topLeftCorner<3, 3>() = R;
  X.topRightCorner<3, 1>() = p;
  return X;
}

// Rotation by angle q about the z axis (every iiwa joint axis is z).
Matrix4d RotZ(double q) {
  return Homogeneous(UrdfRpy(0, 0, q), Vector3d::Zero());
}

Matrix4d ToMatrix(const RigidTransform<double>& X) {
  return Homogeneous(X.rotation().matrix(), X.translation());
}

// The <origin> of each revolute joint of iiwa14_no_collision.urdf, in order
// iiwa_joint_1 ... iiwa_joint_7 (xyz in m, rpy in rad, copied by hand from
// the file). The fixed joint base → iiwa_link_0 is the identity; every axis
// is "0 0 1".
struct UrdfOrigin {
  double x, y, z, roll, pitch, yaw;
};
constexpr double kPi = 3.141592653589793;
constexpr double kHalfPi = 1.570796326794897;
constexpr UrdfOrigin kIiwaOrigins[7] = {
    {0, 0, 0.1575, 0, 0, 0},           // iiwa_joint_1
    {0, 0, 0.2025, kHalfPi, 0, kPi},   // iiwa_joint_2
    {0, 0.2045, 0, kHalfPi, 0, kPi},   // iiwa_joint_3
    {0, 0, 0.2155, kHalfPi, 0, 0},     // iiwa_joint_4
    {0, 0.1845, 0, -kHalfPi, kPi, 0},  // iiwa_joint_5
    {0, 0, 0.2155, kHalfPi, 0, 0},     // iiwa_joint_6
    {0, 0.081, 0, -kHalfPi, kPi, 0},   // iiwa_joint_7
};

// X_W7(q) = Π_i X_origin_i · Rz(q_i), with the base welded at the world
// origin.
Matrix4d IiwaLink7Pose(const VectorXd& q) {
  Matrix4d X = Matrix4d::Identity();
  for (int i = 0; i < 7; ++i) {
    const UrdfOrigin& o = kIiwaOrigins[i];
    X = X *
        Homogeneous(UrdfRpy(o.roll, o.pitch, o.yaw), Vector3d(o.x, o.y, o.z)) *
        RotZ(q[i]);
  }
  return X;
}

TEST(MultibodyPlantMoreTest, IiwaForwardKinematics) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  parser.AddModels(
      FindResourceOrThrow("drake/manipulation/models/iiwa_description/urdf/"
                          "iiwa14_no_collision.urdf"));
  plant.WeldFrames(plant.world_frame(), plant.GetFrameByName("base"));
  plant.Finalize();
  ASSERT_EQ(plant.num_positions(), 7);
  auto context = plant.CreateDefaultContext();
  const RigidBody<double>& link7 = plant.GetBodyByName("iiwa_link_7");

  // The joint positions are the q entries in joint order (a serial chain
  // numbered depth-first from the base).
  std::vector<int> q_start(7);
  for (int i = 0; i < 7; ++i) {
    q_start[i] = plant.GetJointByName("iiwa_joint_" + std::to_string(i + 1))
                     .position_start();
  }
  auto to_plant_q = [&](const VectorXd& q_joint) {
    VectorXd q(7);
    for (int i = 0; i < 7; ++i) q[q_start[i]] = q_joint[i];
    return q;
  };

  // Products of a handful of unit rotations and O(1) translations: the two
  // computations differ by rounding only; 1e-12 leaves ~100 ulps.
  const double kTol = 1e-12;

  // q = 0: the product of the joint origins alone.
  {
    plant.SetPositions(context.get(), VectorXd::Zero(7));
    const Matrix4d expected = IiwaLink7Pose(VectorXd::Zero(7));
    const Matrix4d actual =
        ToMatrix(plant.EvalBodyPoseInWorld(*context, link7));
    EXPECT_LT((actual - expected).cwiseAbs().maxCoeff(), kTol)
        << "actual:\n"
        << actual << "\nexpected:\n"
        << expected;
    // A sanity value from the file: at q = 0 the arm is straight up; link 7
    // sits at z = 0.1575 + 0.2025 + 0.2045 + 0.2155 + 0.1845 + 0.2155 +
    // 0.081 = 1.261 m.
    EXPECT_NEAR(actual(2, 3), 1.261, kTol);
    EXPECT_NEAR(actual(0, 3), 0.0, kTol);
    EXPECT_NEAR(actual(1, 3), 0.0, kTol);
  }

  // Three random configurations.
  std::mt19937 generator(1234);
  std::uniform_real_distribution<double> angle(-2.5, 2.5);
  for (int trial = 0; trial < 3; ++trial) {
    VectorXd q_joint(7);
    for (int i = 0; i < 7; ++i) q_joint[i] = angle(generator);
    plant.SetPositions(context.get(), to_plant_q(q_joint));
    const Matrix4d expected = IiwaLink7Pose(q_joint);
    const Matrix4d actual =
        ToMatrix(plant.EvalBodyPoseInWorld(*context, link7));
    EXPECT_LT((actual - expected).cwiseAbs().maxCoeff(), kTol)
        << "trial " << trial << "\nactual:\n"
        << actual << "\nexpected:\n"
        << expected;
  }
}

// ---------------------------------------------------------------------------
TEST(MultibodyPlantMoreTest, EveryJointChainConservesEnergy) {
  auto plant = test::MakeEveryJointChain();
  plant->Finalize();
  auto context = plant->CreateDefaultContext();
  // Start away from the default: every velocity nonzero (q stays default,
  // so the quaternion is unit).
  const int nv = plant->num_velocities();
  VectorXd v(nv);
  for (int k = 0; k < nv; ++k) v[k] = 0.3 * std::sin(1.0 + k);
  plant->SetVelocities(context.get(), v);
  const double E0 =
      plant->CalcKineticEnergy(*context) + plant->CalcPotentialEnergy(*context);
  systems::Simulator<double> simulator(*plant, std::move(context));
  auto& integrator =
      simulator.reset_integrator<systems::RungeKutta3Integrator<double>>();
  // Error control needs a maximum step (as in Drake).
  integrator.set_maximum_step_size(0.1);
  integrator.set_target_accuracy(1e-8);
  simulator.AdvanceTo(1.0);
  const auto& ctx = simulator.get_context();
  const double E =
      plant->CalcKineticEnergy(ctx) + plant->CalcPotentialEnergy(ctx);
  // No damping anywhere in the model, only gravity (conservative): the
  // drift is the integrator's error, bounded by 1e-5 J at accuracy 1e-8
  // (the energies involved are O(10) J).
  EXPECT_NEAR(E, E0, 1e-5);
  // It did move: potential energy changed by much more than the tolerance.
  EXPECT_GT(
      std::abs(plant->CalcPotentialEnergy(ctx) -
               plant->CalcPotentialEnergy(*plant->CreateDefaultContext())),
      1e-3);
}

// ---------------------------------------------------------------------------
// A pendulum about +y: body frame at the pivot, center of mass at (0,0,−l).
struct Pendulum {
  double m = 2.0;     // kg
  double l = 0.6;     // m
  double Icm = 0.05;  // kg·m², about the center of mass, every axis
  double g = 9.81;    // m/s²
};

const RevoluteJoint<double>& AddPendulum(MultibodyPlant<double>* plant,
                                         const Pendulum& p,
                                         const std::string& name,
                                         ModelInstanceIndex instance,
                                         double damping = 0.0) {
  const RigidBody<double>& body =
      plant->AddRigidBody(name, instance,
                          SpatialInertia<double>::MakeFromCentralInertia(
                              p.m, Vector3d(0, 0, -p.l),
                              RotationalInertia<double>(p.Icm, p.Icm, p.Icm)));
  return plant->AddJoint<RevoluteJoint>(name + "_pin", plant->world_body(),
                                        std::nullopt, body, std::nullopt,
                                        Vector3d::UnitY(), damping);
}

TEST(MultibodyPlantMoreTest, MassParametersInContext) {
  const Pendulum p;
  MultibodyPlant<double> plant(0.0);
  AddPendulum(&plant, p, "bob", default_model_instance());
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const RigidBody<double>& bob = plant.GetBodyByName("bob");
  const double q = 0.7;
  plant.SetPositions(context.get(), Vector1d(q));
  MatrixXd M(1, 1);
  // Closed forms of a few flops each: 1e-14 relative.
  const double kTol = 1e-14;

  // Default: M = m l² + I.
  plant.CalcMassMatrix(*context, &M);
  EXPECT_NEAR(M(0, 0), p.m * p.l * p.l + p.Icm, kTol);
  const RigidTransform<double> X_WB0 = plant.EvalBodyPoseInWorld(*context, bob);
  const double vdot0 = plant.EvalTimeDerivatives(*context)[1];
  // Gravity −z, pivot about +y, COM at −l·z at q = 0: τ_g = −m g l sin q.
  EXPECT_NEAR(vdot0, -p.m * p.g * p.l * std::sin(q) / (p.m * p.l * p.l + p.Icm),
              kTol);

  // SetMass keeps the COM and the unit inertia: M = m' (l² + I/m).
  const double m2 = 3.5;
  bob.SetMass(context.get(), m2);
  EXPECT_EQ(bob.get_mass(*context), m2);
  plant.CalcMassMatrix(*context, &M);
  EXPECT_NEAR(M(0, 0), m2 * (p.l * p.l + p.Icm / p.m), kTol);
  // The time derivatives are recomputed; since both τ_g and M scale with m,
  // v̇ does not change here, so check the new value of τ_g too.
  EXPECT_NEAR(plant.CalcGravityGeneralizedForces(*context)[0],
              -m2 * p.g * p.l * std::sin(q), kTol);
  // Poses do not depend on mass.
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, bob).IsExactlyEqualTo(X_WB0));

  // A different inertia with a different COM: M = m3 l3² + I3.
  const double m3 = 1.2, l3 = 0.9, I3 = 0.2;
  bob.SetSpatialInertiaInBodyFrame(
      context.get(),
      SpatialInertia<double>::MakeFromCentralInertia(
          m3, Vector3d(0, 0, -l3), RotationalInertia<double>(0.1, I3, 0.3)));
  plant.CalcMassMatrix(*context, &M);
  EXPECT_NEAR(M(0, 0), m3 * l3 * l3 + I3, kTol);
  const double vdot3 = plant.EvalTimeDerivatives(*context)[1];
  EXPECT_NEAR(vdot3, -m3 * p.g * l3 * std::sin(q) / (m3 * l3 * l3 + I3), kTol);
  EXPECT_GT(std::abs(vdot3 - vdot0), 0.1);
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, bob).IsExactlyEqualTo(X_WB0));

  // A fresh context still has the defaults (parameters live in contexts).
  auto fresh = plant.CreateDefaultContext();
  plant.SetPositions(fresh.get(), Vector1d(q));
  plant.CalcMassMatrix(*fresh, &M);
  EXPECT_NEAR(M(0, 0), p.m * p.l * p.l + p.Icm, kTol);
}

// ---------------------------------------------------------------------------
TEST(MultibodyPlantMoreTest, PerInstanceGravity) {
  const Pendulum p;
  MultibodyPlant<double> plant(0.0);
  const ModelInstanceIndex a = plant.AddModelInstance("a");
  const ModelInstanceIndex b = plant.AddModelInstance("b");
  AddPendulum(&plant, p, "bob_a", a);
  AddPendulum(&plant, p, "bob_b", b);
  plant.set_gravity_enabled(a, false);
  EXPECT_FALSE(plant.is_gravity_enabled(a));
  EXPECT_TRUE(plant.is_gravity_enabled(b));
  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(plant.set_gravity_enabled(b, false),
                              ".*set_gravity_enabled.*finalized.*");
  auto context = plant.CreateDefaultContext();
  const double qa = 0.4, qb = -1.1;
  plant.SetPositions(context.get(), a, Vector1d(qa));
  plant.SetPositions(context.get(), b, Vector1d(qb));
  const VectorXd tau_g = plant.CalcGravityGeneralizedForces(*context);
  // Exact zero for the disabled instance; the closed form −m g l sin q
  // (a few flops: 1e-14) for the other.
  EXPECT_EQ(plant.GetVelocitiesFromArray(a, tau_g)[0], 0.0);
  EXPECT_NEAR(plant.GetVelocitiesFromArray(b, tau_g)[0],
              -p.m * p.g * p.l * std::sin(qb), 1e-14);
  // The potential energy counts only instance b: V = −m g l cos q_b.
  EXPECT_NEAR(plant.CalcPotentialEnergy(*context),
              -p.m * p.g * p.l * std::cos(qb), 1e-14);
}

// ---------------------------------------------------------------------------
TEST(MultibodyPlantMoreTest, JointDampingContinuous) {
  const Pendulum p;
  const double d = 0.8;  // N·m·s
  MultibodyPlant<double> plant(0.0);
  AddPendulum(&plant, p, "bob", default_model_instance(), d);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const double q = 0.5, v = -1.3;
  plant.SetPositions(context.get(), Vector1d(q));
  plant.SetVelocities(context.get(), Vector1d(v));
  const double vdot = plant.EvalTimeDerivatives(*context)[1];
  // I θ̈ = −m g l sin θ − d θ̇ (a few flops: 1e-14).
  const double I = p.m * p.l * p.l + p.Icm;
  EXPECT_NEAR(vdot, (-p.m * p.g * p.l * std::sin(q) - d * v) / I, 1e-14);
}

TEST(MultibodyPlantMoreTest, JointDampingIsImplicitInDiscreteStep) {
  const double I = 0.3, d = 2.0, h = 0.01, v0 = 1.7;
  MultibodyPlant<double> plant(h);
  const RigidBody<double>& rotor = plant.AddRigidBody(
      "rotor", SpatialInertia<double>::MakeFromCentralInertia(
                   1.0, Vector3d::Zero(), RotationalInertia<double>(1, 1, I)));
  plant.AddJoint<RevoluteJoint>("spin", plant.world_body(), std::nullopt, rotor,
                                std::nullopt, Vector3d::UnitZ(), d);
  plant.mutable_gravity_field().set_gravity_vector(Vector3d::Zero());
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  plant.SetVelocities(context.get(), Vector1d(v0));
  systems::Simulator<double> simulator(plant, std::move(context));
  simulator.AdvanceTo(h);
  const auto& ctx = simulator.get_context();
  // Implicit damping: I (v₁ − v₀)/h = −d v₁ ⇒ v₁ = v₀ I/(I + h d); then
  // q₁ = h v₁. One division's rounding: 1e-14.
  const double v1 = v0 * I / (I + h * d);
  EXPECT_NEAR(plant.GetVelocities(ctx)[0], v1, 1e-14);
  EXPECT_NEAR(plant.GetPositions(ctx)[0], h * v1, 1e-14);
}

// ---------------------------------------------------------------------------
TEST(MultibodyPlantMoreTest, FreeBodyApi) {
  MultibodyPlant<double> plant(0.0);
  const RigidBody<double>& box = plant.AddRigidBody(
      "box", SpatialInertia<double>::SolidBoxWithMass(1.0, 0.1, 0.2, 0.3));
  const RigidTransform<double> X_WB_default(
      RollPitchYaw<double>(0.1, -0.2, 0.3), Vector3d(1, 2, 3));
  plant.SetDefaultFreeBodyPose(box, X_WB_default);
  const RigidTransform<double> X_WF(RollPitchYaw<double>(0.5, 0.0, -0.4),
                                    Vector3d(0.2, -0.1, 0.7));
  const auto& frame_F =
      plant.AddFrame(std::make_unique<FixedOffsetFrame<double>>(
          "F", plant.world_frame(), X_WF));
  plant.Finalize();
  EXPECT_TRUE(plant.HasUniqueFreeBaseBody(default_model_instance()));
  EXPECT_EQ(
      plant.GetUniqueFreeBaseBodyOrThrow(default_model_instance()).index(),
      box.index());
  EXPECT_EQ(plant.num_positions(), 7);

  // Rotations through quaternions and back: a few ulps, 1e-14.
  const double kTol = 1e-14;
  auto context = plant.CreateDefaultContext();
  EXPECT_TRUE(
      plant.GetFreeBodyPose(*context, box).IsNearlyEqualTo(X_WB_default, kTol));
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, box)
                  .IsNearlyEqualTo(X_WB_default, kTol));

  // Round trip.
  const RigidTransform<double> X_WB(RollPitchYaw<double>(-1.0, 0.4, 2.0),
                                    Vector3d(-0.5, 0.25, 4));
  plant.SetFreeBodyPose(context.get(), box, X_WB);
  EXPECT_TRUE(plant.GetFreeBodyPose(*context, box).IsNearlyEqualTo(X_WB, kTol));
  EXPECT_TRUE(
      plant.EvalBodyPoseInWorld(*context, box).IsNearlyEqualTo(X_WB, kTol));

  // In an anchored frame F: X_WB = X_WF · X_FB.
  const RigidTransform<double> X_FB(RollPitchYaw<double>(0.3, 0.2, 0.1),
                                    Vector3d(0, 0, 1));
  plant.SetFreeBodyPoseInAnchoredFrame(context.get(), frame_F, box, X_FB);
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, box)
                  .IsNearlyEqualTo(X_WF * X_FB, kTol));
}

TEST(MultibodyPlantMoreTest, RpyFloatingBaseBody) {
  MultibodyPlant<double> plant(0.0);
  const RigidBody<double>& box = plant.AddRigidBody(
      "box", SpatialInertia<double>::SolidBoxWithMass(1.0, 0.1, 0.2, 0.3));
  plant.SetBaseBodyJointType(BaseBodyJointType::kRpyFloatingJoint);
  plant.Finalize();
  EXPECT_EQ(plant.num_positions(), 6);
  EXPECT_EQ(plant.num_velocities(), 6);
  EXPECT_TRUE(plant.HasUniqueFreeBaseBody(default_model_instance()));
  const auto& joints = plant.GetJointIndices();
  ASSERT_EQ(joints.size(), 1u);
  EXPECT_EQ(plant.get_joint(joints[0]).type_name(), "rpy_floating");
  auto context = plant.CreateDefaultContext();
  // Away from the pitch singularity the pose round-trips (1e-14).
  const RigidTransform<double> X_WB(RollPitchYaw<double>(0.3, -0.6, 1.2),
                                    Vector3d(0.1, 0.2, 0.3));
  plant.SetFreeBodyPose(context.get(), box, X_WB);
  EXPECT_TRUE(
      plant.EvalBodyPoseInWorld(*context, box).IsNearlyEqualTo(X_WB, 1e-14));
  EXPECT_TRUE(
      plant.GetFreeBodyPose(*context, box).IsNearlyEqualTo(X_WB, 1e-14));
}

// ---------------------------------------------------------------------------
// A discrete point-mass pendulum, sampled or not.
std::unique_ptr<MultibodyPlant<double>> MakeDiscretePendulum(double h,
                                                             bool sampled) {
  auto plant = std::make_unique<MultibodyPlant<double>>(h);
  Pendulum p;
  p.Icm = 0.0;
  AddPendulum(plant.get(), p, "bob", default_model_instance());
  plant->SetUseSampledOutputPorts(sampled);
  plant->Finalize();
  return plant;
}

TEST(MultibodyPlantMoreTest, SampledVersusLiveAcceleration) {
  const double h = 0.01, q0 = 0.9, v0 = 0.4;
  const Pendulum p;
  // Point-mass pendulum: θ̈ = −(g/l) sin θ (a few flops: 1e-13).
  auto vdot_of = [&](double q) { return -p.g / p.l * std::sin(q); };
  for (bool sampled : {false, true}) {
    SCOPED_TRACE(sampled ? "sampled" : "live");
    auto plant = MakeDiscretePendulum(h, sampled);
    EXPECT_EQ(plant->has_sampled_output_ports(), sampled);
    auto context = plant->CreateDefaultContext();
    plant->SetPositions(context.get(), Vector1d(q0));
    plant->SetVelocities(context.get(), Vector1d(v0));
    systems::Simulator<double> simulator(*plant, std::move(context));
    simulator.AdvanceTo(h);
    const auto& ctx = simulator.get_context();
    const double q1 = plant->GetPositions(ctx)[0];
    const double v1 = plant->GetVelocities(ctx)[0];
    // The step itself: v₁ = v₀ + h v̇(q₀), q₁ = q₀ + h v₁.
    EXPECT_NEAR(v1, v0 + h * vdot_of(q0), 1e-14);
    EXPECT_NEAR(q1, q0 + h * v1, 1e-14);
    const double reported =
        plant->get_generalized_acceleration_output_port().Eval(ctx)[0];
    if (sampled) {
      // The sample taken during the step: v̇(x₀) = (v₁ − v₀)/h.
      EXPECT_NEAR(reported, vdot_of(q0), 1e-13);
    } else {
      // Live: forward dynamics of the current state x₁.
      EXPECT_NEAR(reported, vdot_of(q1), 1e-13);
    }
    EXPECT_GT(std::abs(vdot_of(q1) - vdot_of(q0)), 1e-3);
  }
}

// A body welded to the world hangs still: the weld's reaction on the child
// at the child joint frame origin Jc balances its weight. With the weight
// m g acting down at Bcm: f = +m g ẑ_W, τ_Jc = p_JcBcm × f, both re-expressed
// in Jc.
TEST(MultibodyPlantMoreTest, WeldReactionEqualsWeight) {
  const double m = 2.5, g = 9.81;
  const Vector3d p_BoBcm_B(0.1, -0.2, 0.05);
  for (double time_step : {0.0, 0.01}) {
    SCOPED_TRACE(time_step);
    MultibodyPlant<double> plant(time_step);
    const RigidBody<double>& body = plant.AddRigidBody(
        "hanging", SpatialInertia<double>::MakeFromCentralInertia(
                       m, p_BoBcm_B, RotationalInertia<double>(0.1, 0.2, 0.3)));
    // A pivot on a second body keeps the plant from having zero dofs.
    AddPendulum(&plant, Pendulum{}, "other", default_model_instance());
    const RigidTransform<double> X_WF(RollPitchYaw<double>(0.2, 0.1, -0.3),
                                      Vector3d(0, 0, 2));
    const RigidTransform<double> X_BM(RollPitchYaw<double>(-0.4, 0.5, 0.6),
                                      Vector3d(0.3, 0, 0.1));
    const RigidTransform<double> X_FM(RollPitchYaw<double>(0.0, 0.7, 0.0),
                                      Vector3d(0, 0.1, 0));
    const auto& weld = plant.AddJoint<WeldJoint>("weld", plant.world_body(),
                                                 X_WF, body, X_BM, X_FM);
    plant.mutable_gravity_field().set_gravity_vector(Vector3d(0, 0, -g));
    if (time_step > 0) plant.SetUseSampledOutputPorts(false);
    plant.Finalize();
    auto context = plant.CreateDefaultContext();
    const auto& F_all = plant.get_reaction_forces_output_port()
                            .Eval<std::vector<SpatialForce<double>>>(*context);
    ASSERT_GT(static_cast<int>(F_all.size()), int{weld.index()});
    const SpatialForce<double>& F_Jc_Jc = F_all[weld.index()];

    // Expected, with plain Eigen: Jc = M, X_WM = X_WF X_FM, X_WB = X_WM X_BM⁻¹.
    const Matrix4d X_WM = ToMatrix(X_WF) * ToMatrix(X_FM);
    const Matrix4d X_WB = X_WM * ToMatrix(X_BM).inverse();
    const Vector3d p_WBcm =
        X_WB.topLeftCorner<3, 3>() * p_BoBcm_B + X_WB.topRightCorner<3, 1>();
    const Vector3d p_JcBcm_W = p_WBcm - X_WM.topRightCorner<3, 1>();
    const Vector3d f_W(0, 0, m * g);
    const Vector3d tau_W = p_JcBcm_W.cross(f_W);
    const Matrix3d R_WJc = X_WM.topLeftCorner<3, 3>();
    // O(10) N and N·m through a few rotations: 1e-12.
    EXPECT_LT((F_Jc_Jc.translational() - R_WJc.transpose() * f_W).norm(), 1e-12)
        << F_Jc_Jc.translational().transpose();
    EXPECT_LT((F_Jc_Jc.rotational() - R_WJc.transpose() * tau_W).norm(), 1e-12)
        << F_Jc_Jc.rotational().transpose();
  }
}

// ---------------------------------------------------------------------------
TEST(MultibodyPlantMoreTest, BadInput) {
  // RemoveJoint leaves a gap: get_joint on it throws.
  {
    MultibodyPlant<double> plant(0.0);
    const Pendulum p;
    const auto& pin = AddPendulum(&plant, p, "bob", default_model_instance());
    const JointIndex removed = pin.index();
    plant.RemoveJoint(pin);
    EXPECT_FALSE(plant.has_joint(removed));
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

}  // namespace
}  // namespace multibody
}  // namespace drake
