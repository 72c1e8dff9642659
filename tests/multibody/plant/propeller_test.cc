// Propeller: its ports, the spatial forces it outputs (frames, offsets,
// thrust and moment ratios), the accelerations they give a free body in a
// MultibodyPlant, hovering under gravity, AutoDiffXd derivatives and scalar
// conversion, and its errors.

#include "drake/multibody/plant/propeller.h"

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {
namespace propeller_test {

using Eigen::Matrix3d;
using Eigen::Vector3d;
using math::RigidTransform;
using math::RollPitchYaw;
using math::RotationMatrix;
using systems::Context;
using systems::Diagram;
using systems::DiagramBuilder;

// Sums and products of a few doubles: 1e-12 (relative to O(1..10) values).
constexpr double kTol = 1e-12;

TEST(PropellerTest, PortsAndInfo) {
  const RigidTransform<double> X_BP(RollPitchYaw<double>(0.1, 0.2, 0.3),
                                    Vector3d(1, 2, 3));
  const Propeller<double> one(BodyIndex(2), X_BP, 3.0, 0.5);
  EXPECT_EQ(one.num_propellers(), 1);
  EXPECT_EQ(one.num_input_ports(), 2);
  EXPECT_EQ(one.num_output_ports(), 1);
  EXPECT_EQ(one.get_command_input_port().get_name(), "command");
  EXPECT_EQ(one.get_command_input_port().size(), 1);
  EXPECT_EQ(one.get_body_poses_input_port().get_name(), "body_poses");
  EXPECT_EQ(one.get_spatial_forces_output_port().get_name(), "spatial_forces");
  EXPECT_EQ(&one.get_command_input_port(), &one.get_input_port(0));
  EXPECT_EQ(&one.get_body_poses_input_port(), &one.get_input_port(1));

  const std::vector<PropellerInfo> info{PropellerInfo(BodyIndex(1)),
                                        PropellerInfo(BodyIndex(1), X_BP),
                                        PropellerInfo(BodyIndex(2))};
  const Propeller<double> three(info);
  EXPECT_EQ(three.num_propellers(), 3);
  EXPECT_EQ(three.get_command_input_port().size(), 3);

  // PropellerInfo's defaults: identity pose, thrust ratio 1, moment ratio 0.
  const PropellerInfo defaults(BodyIndex(4));
  EXPECT_EQ(defaults.body_index, BodyIndex(4));
  EXPECT_TRUE(defaults.X_BP.IsExactlyIdentity());
  EXPECT_EQ(defaults.thrust_ratio, 1.0);
  EXPECT_EQ(defaults.moment_ratio, 0.0);
}

// The output from fixed inputs: force thrust_ratio·u along Pz and moment
// moment_ratio·u about Pz at Po, expressed in world.
TEST(PropellerTest, SpatialForcesFromFixedInputs) {
  const RigidTransform<double> X_BP0(RollPitchYaw<double>(0.4, -0.3, 0.2),
                                     Vector3d(0.5, -0.25, 0.1));
  const RigidTransform<double> X_BP1(
      RotationMatrix<double>::MakeXRotation(M_PI / 2), Vector3d(0, 0, -1));
  const Propeller<double> dut({PropellerInfo(BodyIndex(1), X_BP0, 2.0, 0.3),
                               PropellerInfo(BodyIndex(2), X_BP1, 0.5, -0.1)});
  auto context = dut.CreateDefaultContext();
  const RigidTransform<double> X_WB1(RollPitchYaw<double>(1.0, 0.5, -0.7),
                                     Vector3d(3, 4, 5));
  const RigidTransform<double> X_WB2(RollPitchYaw<double>(-0.2, 0.1, 2.0),
                                     Vector3d(-1, 0, 2));
  dut.get_body_poses_input_port().FixValue(
      context.get(), std::vector<RigidTransform<double>>{
                         RigidTransform<double>(), X_WB1, X_WB2});
  dut.get_command_input_port().FixValue(context.get(), Vector2<double>(4, 10));

  const auto& forces =
      dut.get_spatial_forces_output_port()
          .Eval<std::vector<ExternallyAppliedSpatialForce<double>>>(*context);
  ASSERT_EQ(forces.size(), 2u);

  // Propeller 0: thrust 2·4 = 8 N, moment 0.3·4 = 1.2 N·m along Pz.
  const Vector3d Pz0_W = (X_WB1.rotation() * X_BP0.rotation()).col(2);
  EXPECT_EQ(forces[0].body_index, BodyIndex(1));
  EXPECT_TRUE(forces[0].p_BoBq_B.isApprox(X_BP0.translation(), kTol));
  EXPECT_TRUE(forces[0].F_Bq_W.translational().isApprox(8.0 * Pz0_W, kTol));
  EXPECT_TRUE(forces[0].F_Bq_W.rotational().isApprox(1.2 * Pz0_W, kTol));

  // Propeller 1: Pz = −By (a +90° turn about x), thrust 5 N, moment −1 N·m.
  const Vector3d Pz1_W = -X_WB2.rotation().col(1);
  EXPECT_EQ(forces[1].body_index, BodyIndex(2));
  EXPECT_TRUE(forces[1].p_BoBq_B.isApprox(Vector3d(0, 0, -1), kTol));
  EXPECT_TRUE(forces[1].F_Bq_W.translational().isApprox(5.0 * Pz1_W, kTol));
  EXPECT_TRUE(forces[1].F_Bq_W.rotational().isApprox(-1.0 * Pz1_W, kTol));

  // A zero command gives exactly zero force.
  dut.get_command_input_port().FixValue(context.get(), Vector2<double>(0, 0));
  const auto& zero =
      dut.get_spatial_forces_output_port()
          .Eval<std::vector<ExternallyAppliedSpatialForce<double>>>(*context);
  EXPECT_EQ(zero[0].F_Bq_W.get_coeffs().norm(), 0.0);
  EXPECT_EQ(zero[1].F_Bq_W.get_coeffs().norm(), 0.0);
}

// A box B (mass m, sides a, b, c; its center of mass at Bo) with one
// propeller at X_BP, in zero gravity, as a Diagram whose only input is the
// propeller command.
struct FreeBodyWithPropeller {
  static constexpr double kMass = 2.0;
  static constexpr double kA = 0.4, kB = 0.6, kC = 0.2;

  FreeBodyWithPropeller(const RigidTransform<double>& X_BP, double thrust_ratio,
                        double moment_ratio, const Vector3d& gravity) {
    DiagramBuilder<double> builder;
    plant = builder.AddNamedSystem<MultibodyPlant<double>>("plant", 0.0);
    const RigidBody<double>& box = plant->AddRigidBody(
        "box", SpatialInertia<double>::SolidBoxWithMass(kMass, kA, kB, kC));
    body_index = box.index();
    plant->mutable_gravity_field().set_gravity_vector(gravity);
    plant->Finalize();
    propeller = builder.AddNamedSystem<Propeller<double>>(
        "propeller", body_index, X_BP, thrust_ratio, moment_ratio);
    builder.Connect(plant->get_body_poses_output_port(),
                    propeller->get_body_poses_input_port());
    builder.Connect(propeller->get_spatial_forces_output_port(),
                    plant->get_applied_spatial_force_input_port());
    builder.ExportInput(propeller->get_command_input_port(), "command");
    diagram = builder.Build();
  }

  // The box's rotational inertia about Bo in B (the solid box's closed form).
  static Matrix3d I_BBo_B() {
    return Vector3d(kMass / 12 * (kB * kB + kC * kC),
                    kMass / 12 * (kA * kA + kC * kC),
                    kMass / 12 * (kA * kA + kB * kB))
        .asDiagonal();
  }

  MultibodyPlant<double>* plant{};
  Propeller<double>* propeller{};
  BodyIndex body_index;
  std::unique_ptr<Diagram<double>> diagram;
};

// With the body at rest (no gyroscopic terms), the plant's dynamics give
// a_WBo = f/m and α_WB = I_W⁻¹·(τ + p_BoPo × f), f = t·u·Pz, τ = k·u·Pz.
TEST(PropellerTest, FreeBodyAccelerationFromPlantDynamics) {
  const RigidTransform<double> X_BP(RollPitchYaw<double>(0.3, -0.5, 0.9),
                                    Vector3d(0.15, -0.2, 0.05));
  const double thrust_ratio = 1.5, moment_ratio = 0.02, u = 3.0;
  FreeBodyWithPropeller sys(X_BP, thrust_ratio, moment_ratio, Vector3d::Zero());
  auto context = sys.diagram->CreateDefaultContext();
  Context<double>& plant_context =
      sys.plant->GetMyMutableContextFromRoot(context.get());
  const RigidTransform<double> X_WB(RollPitchYaw<double>(-0.6, 0.25, 1.1),
                                    Vector3d(1, -2, 0.5));
  const RigidBody<double>& box = sys.plant->get_body(sys.body_index);
  sys.plant->SetFreeBodyPose(&plant_context, box, X_WB);
  sys.diagram->get_input_port(0).FixValue(context.get(), Vector1d(u));

  const SpatialAcceleration<double>& A_WB =
      sys.plant->EvalBodySpatialAccelerationInWorld(plant_context, box);

  const RotationMatrix<double> R_WP = X_WB.rotation() * X_BP.rotation();
  const Vector3d f_W = thrust_ratio * u * R_WP.col(2);
  const Vector3d tau_W = moment_ratio * u * R_WP.col(2);
  const Vector3d p_BoPo_W = X_WB.rotation() * X_BP.translation();
  const Matrix3d R = X_WB.rotation().matrix();
  const Matrix3d I_W = R * FreeBodyWithPropeller::I_BBo_B() * R.transpose();
  const Vector3d alpha_expected = I_W.inverse() * (tau_W + p_BoPo_W.cross(f_W));
  // The plant's articulated-body solve: 1e-12 relative.
  EXPECT_TRUE(
      A_WB.translational().isApprox(f_W / FreeBodyWithPropeller::kMass, kTol));
  EXPECT_TRUE(A_WB.rotational().isApprox(alpha_expected, kTol));
  // The offset matters: without the p × f term the answer differs.
  EXPECT_GT((alpha_expected - I_W.inverse() * tau_W).norm(), 0.1);
}

// Thrust m·g along world +z from a propeller on the body's z axis through
// the center of mass holds the body still under gravity (1e-9 m after 1 s).
TEST(PropellerTest, HoversUnderGravity) {
  const double g = 9.81;
  const double thrust_ratio = 2.0;
  FreeBodyWithPropeller sys(RigidTransform<double>(Vector3d(0, 0, 0.1)),
                            thrust_ratio, 0.0, Vector3d(0, 0, -g));
  systems::Simulator<double> simulator(*sys.diagram);
  Context<double>& context = simulator.get_mutable_context();
  const RigidBody<double>& box = sys.plant->get_body(sys.body_index);
  const RigidTransform<double> X_WB0(Vector3d(0, 0, 1));
  sys.plant->SetFreeBodyPose(&sys.plant->GetMyMutableContextFromRoot(&context),
                             box, X_WB0);
  sys.diagram->get_input_port(0).FixValue(
      &context, Vector1d(FreeBodyWithPropeller::kMass * g / thrust_ratio));
  simulator.AdvanceTo(1.0);
  const RigidTransform<double> X_WB = sys.plant->EvalBodyPoseInWorld(
      sys.plant->GetMyContextFromRoot(context), box);
  EXPECT_LT((X_WB.translation() - X_WB0.translation()).norm(), 1e-9);

  // Half the command: the body falls with g/2 (z = 1 − g/4·t², 1e-6 m).
  Context<double>& plant_context =
      sys.plant->GetMyMutableContextFromRoot(&context);
  context.SetTime(0.0);
  sys.plant->SetFreeBodyPose(&plant_context, box, X_WB0);
  sys.plant->SetFreeBodySpatialVelocity(&plant_context, box,
                                        SpatialVelocity<double>::Zero());
  sys.diagram->get_input_port(0).FixValue(
      &context, Vector1d(FreeBodyWithPropeller::kMass * g / thrust_ratio / 2));
  simulator.Initialize();
  simulator.AdvanceTo(1.0);
  const double z =
      sys.plant
          ->EvalBodyPoseInWorld(sys.plant->GetMyContextFromRoot(context), box)
          .translation()
          .z();
  EXPECT_NEAR(z, 1.0 - g / 4.0, 1e-6);
}

// The scalar-converted Diagram: d(a_WBo)/du = t·Pz/m exactly, and the
// angular acceleration's derivative matches a central difference of the
// double Diagram (1e-7: the force is linear in u, so only round-off).
TEST(PropellerTest, AutoDiffDerivativesOfTheDynamics) {
  const RigidTransform<double> X_BP(RollPitchYaw<double>(0.2, 0.4, -0.3),
                                    Vector3d(0.1, 0.2, -0.05));
  const double thrust_ratio = 0.8, moment_ratio = 0.05;
  FreeBodyWithPropeller sys(X_BP, thrust_ratio, moment_ratio, Vector3d::Zero());
  const RigidTransform<double> X_WB(RollPitchYaw<double>(0.7, -0.1, 0.4),
                                    Vector3d(0, 0, 0));

  std::unique_ptr<Diagram<AutoDiffXd>> diagram_ad =
      systems::System<double>::ToAutoDiffXd(*sys.diagram);
  const auto& plant_ad =
      diagram_ad->GetDowncastSubsystemByName<MultibodyPlant>("plant");
  const auto& propeller_ad =
      diagram_ad->GetDowncastSubsystemByName<Propeller>("propeller");
  EXPECT_EQ(propeller_ad.num_propellers(), 1);
  auto context_ad = diagram_ad->CreateDefaultContext();
  Context<AutoDiffXd>& plant_context_ad =
      plant_ad.GetMyMutableContextFromRoot(context_ad.get());
  const RigidBody<AutoDiffXd>& box_ad = plant_ad.get_body(sys.body_index);
  plant_ad.SetFreeBodyPose(&plant_context_ad, box_ad,
                           X_WB.template cast<AutoDiffXd>());
  const double u = 1.5;
  VectorX<AutoDiffXd> u_ad(1);
  u_ad[0] = AutoDiffXd(u, Vector1d(1.0));
  diagram_ad->get_input_port(0).FixValue(context_ad.get(), u_ad);
  const SpatialAcceleration<AutoDiffXd>& A_ad =
      plant_ad.EvalBodySpatialAccelerationInWorld(plant_context_ad, box_ad);

  const Vector3d Pz_W = (X_WB.rotation() * X_BP.rotation()).col(2);
  const Vector3d expected_da_du =
      thrust_ratio / FreeBodyWithPropeller::kMass * Pz_W;
  for (int i = 0; i < 3; ++i) {
    ASSERT_EQ(A_ad.translational()[i].derivatives().size(), 1);
    EXPECT_NEAR(A_ad.translational()[i].derivatives()[0], expected_da_du[i],
                kTol);
    EXPECT_NEAR(A_ad.translational()[i].value(), expected_da_du[i] * u, kTol);
  }

  // Central difference of α in u on the double Diagram.
  auto context = sys.diagram->CreateDefaultContext();
  Context<double>& plant_context =
      sys.plant->GetMyMutableContextFromRoot(context.get());
  const RigidBody<double>& box = sys.plant->get_body(sys.body_index);
  sys.plant->SetFreeBodyPose(&plant_context, box, X_WB);
  const double h = 1e-4;
  sys.diagram->get_input_port(0).FixValue(context.get(), Vector1d(u + h));
  const Vector3d alpha_plus =
      sys.plant->EvalBodySpatialAccelerationInWorld(plant_context, box)
          .rotational();
  sys.diagram->get_input_port(0).FixValue(context.get(), Vector1d(u - h));
  const Vector3d alpha_minus =
      sys.plant->EvalBodySpatialAccelerationInWorld(plant_context, box)
          .rotational();
  const Vector3d dalpha_du = (alpha_plus - alpha_minus) / (2 * h);
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(A_ad.rotational()[i].derivatives()[0], dalpha_du[i], 1e-7);
  }
  EXPECT_GT(dalpha_du.norm(), 0.1);  // Not trivially zero.
}

// The converting constructor and ToAutoDiffXd keep every propeller's data:
// the converted system's outputs equal the original's.
TEST(PropellerTest, ScalarConversionKeepsTheData) {
  const RigidTransform<double> X_BP(RollPitchYaw<double>(0.1, -0.2, 0.3),
                                    Vector3d(0.3, 0.2, 0.1));
  const Propeller<double> dut({PropellerInfo(BodyIndex(1), X_BP, 2.5, 0.4),
                               PropellerInfo(BodyIndex(0))});
  const Propeller<AutoDiffXd> converted(dut);
  std::unique_ptr<Propeller<AutoDiffXd>> converted2 =
      systems::System<double>::ToAutoDiffXd(dut);
  const RigidTransform<double> X_WB(RollPitchYaw<double>(0.5, 0.5, 0.5),
                                    Vector3d(1, 1, 1));
  auto context = dut.CreateDefaultContext();
  dut.get_body_poses_input_port().FixValue(
      context.get(),
      std::vector<RigidTransform<double>>{RigidTransform<double>(), X_WB});
  dut.get_command_input_port().FixValue(context.get(), Vector2<double>(2, 3));
  const auto& expected =
      dut.get_spatial_forces_output_port()
          .Eval<std::vector<ExternallyAppliedSpatialForce<double>>>(*context);

  for (const Propeller<AutoDiffXd>* ad :
       std::vector<const Propeller<AutoDiffXd>*>{&converted,
                                                 converted2.get()}) {
    ASSERT_EQ(ad->num_propellers(), 2);
    auto context_ad = ad->CreateDefaultContext();
    ad->get_body_poses_input_port().FixValue(
        context_ad.get(),
        std::vector<RigidTransform<AutoDiffXd>>{
            RigidTransform<AutoDiffXd>(), X_WB.template cast<AutoDiffXd>()});
    ad->get_command_input_port().FixValue(
        context_ad.get(), Vector2<AutoDiffXd>(AutoDiffXd(2), AutoDiffXd(3)));
    const auto& forces =
        ad->get_spatial_forces_output_port()
            .Eval<std::vector<ExternallyAppliedSpatialForce<AutoDiffXd>>>(
                *context_ad);
    ASSERT_EQ(forces.size(), 2u);
    for (int i = 0; i < 2; ++i) {
      EXPECT_EQ(forces[i].body_index, expected[i].body_index);
      for (int k = 0; k < 3; ++k) {
        EXPECT_NEAR(forces[i].p_BoBq_B[k].value(), expected[i].p_BoBq_B[k],
                    kTol);
      }
      for (int k = 0; k < 6; ++k) {
        EXPECT_NEAR(forces[i].F_Bq_W.get_coeffs()[k].value(),
                    expected[i].F_Bq_W.get_coeffs()[k], kTol);
      }
    }
  }
  // The nonzero forces compared above are the ones of propeller 0.
  EXPECT_GT(expected[0].F_Bq_W.get_coeffs().norm(), 5.0);
}

TEST(PropellerTest, Errors) {
  DRAKE_EXPECT_THROWS_MESSAGE(Propeller<double>(BodyIndex()),
                              ".*propeller 0 has an invalid body index.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Propeller<double>(std::vector<PropellerInfo>{PropellerInfo(BodyIndex(1)),
                                                   PropellerInfo(BodyIndex())}),
      ".*propeller 1 has an invalid body index.*");

  // A body index beyond the poses given.
  const Propeller<double> dut(BodyIndex(3));
  auto context = dut.CreateDefaultContext();
  dut.get_command_input_port().FixValue(context.get(), Vector1d(1.0));
  dut.get_body_poses_input_port().FixValue(
      context.get(), std::vector<RigidTransform<double>>(2));
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.get_spatial_forces_output_port()
          .Eval<std::vector<ExternallyAppliedSpatialForce<double>>>(*context),
      ".*propeller 0 is on body index 3, but the body_poses input holds 2 "
      "poses.*");

  // The command must have one element per propeller.
  DRAKE_EXPECT_THROWS_MESSAGE(dut.get_command_input_port().FixValue(
                                  context.get(), Vector2<double>(1, 2)),
                              ".*size=1 for input port 'command'.*size=2.*");
}

}  // namespace propeller_test
}  // namespace multibody
}  // namespace drake
