// Wing: its ports, lift and drag at known angles of attack against the
// flat-plate closed form, wind and fluid density inputs, the aerodynamic
// center, AddToBuilder's wiring, a falling plate against the tanh closed
// form, a glide that loses energy, AutoDiffXd derivatives and scalar
// conversion, and its errors.

#include "drake/multibody/plant/wing.h"

#include <cmath>
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
namespace wing_test {

using Eigen::Vector3d;
using math::RigidTransform;
using math::RollPitchYaw;
using math::RotationMatrix;
using systems::Context;
using systems::DiagramBuilder;

using ForceList = std::vector<ExternallyAppliedSpatialForce<double>>;

// A few products and a square root of O(1..100) values: 1e-12 relative.
constexpr double kTol = 1e-12;

// Fixes the wing's body_poses and body_spatial_velocities inputs for a body
// with index 1 (index 0, the world, at identity and at rest).
template <typename T>
void FixBodyState(const Wing<T>& wing, Context<T>* context,
                  const RigidTransform<T>& X_WB, const Vector3<T>& v_WBo) {
  wing.get_body_poses_input_port().FixValue(
      context, std::vector<RigidTransform<T>>{RigidTransform<T>(), X_WB});
  wing.get_body_spatial_velocities_input_port().FixValue(
      context, std::vector<SpatialVelocity<T>>{
                   SpatialVelocity<T>::Zero(),
                   SpatialVelocity<T>(Vector3<T>::Zero(), v_WBo)});
}

TEST(WingTest, Ports) {
  const Wing<double> wing(BodyIndex(1), 0.5);
  EXPECT_EQ(Wing<double>::kDefaultFluidDensity, 1.204);
  ASSERT_EQ(wing.num_input_ports(), 4);
  ASSERT_EQ(wing.num_output_ports(), 2);
  EXPECT_EQ(wing.get_body_poses_input_port().get_name(), "body_poses");
  EXPECT_EQ(wing.get_body_spatial_velocities_input_port().get_name(),
            "body_spatial_velocities");
  EXPECT_EQ(wing.get_wind_velocity_input_port().get_name(),
            "wind_velocity_at_aerodynamic_center");
  EXPECT_EQ(wing.get_wind_velocity_input_port().size(), 3);
  EXPECT_EQ(wing.get_fluid_density_input_port().get_name(), "fluid_density");
  EXPECT_EQ(wing.get_fluid_density_input_port().size(), 1);
  EXPECT_EQ(wing.get_spatial_force_output_port().get_name(), "spatial_force");
  EXPECT_EQ(wing.get_aerodynamic_center_output_port().get_name(),
            "aerodynamic_center");
  EXPECT_EQ(wing.get_aerodynamic_center_output_port().size(), 3);
  EXPECT_EQ(&wing.get_body_poses_input_port(), &wing.get_input_port(0));
  EXPECT_EQ(&wing.get_fluid_density_input_port(), &wing.get_input_port(3));
  EXPECT_EQ(&wing.get_aerodynamic_center_output_port(),
            &wing.get_output_port(1));
}

// Lift = ½ρV²A·2 sinα cosα perpendicular to the relative velocity (in the
// wing's x-z plane, "up" side), drag = ½ρV²A·2 sin²α against it, at several
// angles of attack, for a rotated body, a rotated and offset wing frame,
// and wind.
TEST(WingTest, LiftAndDragMatchTheFlatPlateModel) {
  const double area = 0.7, rho = 1.1, speed = 12.0;
  const RigidTransform<double> X_BodyWing(RollPitchYaw<double>(0.2, -0.1, 0.5),
                                          Vector3d(0.3, -0.1, 0.05));
  const Wing<double> wing(BodyIndex(1), area, X_BodyWing, rho);
  auto context = wing.CreateDefaultContext();
  const RigidTransform<double> X_WB(RollPitchYaw<double>(-0.4, 0.3, 1.2),
                                    Vector3d(5, -3, 2));
  const RotationMatrix<double> R_WWing =
      X_WB.rotation() * X_BodyWing.rotation();
  const Vector3d v_wind_W(1.0, -2.0, 0.5);
  wing.get_wind_velocity_input_port().FixValue(context.get(), v_wind_W);

  for (double alpha : {-1.2, -0.3, 0.0, 0.1, 0.5, M_PI / 4, 1.3, 2.5}) {
    SCOPED_TRACE(fmt::format("alpha = {}", alpha));
    // Relative velocity of the wing w.r.t. the air, in the wing frame: a
    // nose-up angle α flies with v = V(cosα, 0, −sinα).
    const Vector3d v_rel_Wing(speed * std::cos(alpha), 0,
                              -speed * std::sin(alpha));
    const Vector3d v_WBo = R_WWing * v_rel_Wing + v_wind_W;
    FixBodyState(wing, context.get(), X_WB, v_WBo);
    const ForceList& forces =
        wing.get_spatial_force_output_port().Eval<ForceList>(*context);
    ASSERT_EQ(forces.size(), 1u);
    EXPECT_EQ(forces[0].body_index, BodyIndex(1));
    EXPECT_TRUE(forces[0].p_BoBq_B.isApprox(X_BodyWing.translation(), kTol));
    EXPECT_EQ(forces[0].F_Bq_W.rotational().norm(), 0.0);

    const Vector3d f_Wing =
        R_WWing.inverse() * forces[0].F_Bq_W.translational();
    const Vector3d drag_dir(-std::cos(alpha), 0, std::sin(alpha));  // −v̂
    const Vector3d lift_dir(std::sin(alpha), 0, std::cos(alpha));
    const double q = 0.5 * rho * speed * speed * area;
    const double lift = q * 2 * std::sin(alpha) * std::cos(alpha);
    const double drag = q * 2 * std::sin(alpha) * std::sin(alpha);
    const double scale = rho * speed * speed * area;  // ≈ 111 N
    EXPECT_NEAR(f_Wing.dot(lift_dir), lift, kTol * scale);
    EXPECT_NEAR(f_Wing.dot(drag_dir), drag, kTol * scale);
    EXPECT_NEAR(f_Wing.y(), 0.0, kTol * scale);
    // Drag never pushes the wing forward.
    EXPECT_GE(f_Wing.dot(drag_dir), -kTol * scale);
  }
}

// Span-wise velocity gives no force; the default density applies until the
// fluid_density input is connected, and the force scales with it.
TEST(WingTest, SpanwiseVelocityAndDensity) {
  const double area = 2.0;
  const Wing<double> wing(BodyIndex(1), area);
  auto context = wing.CreateDefaultContext();
  FixBodyState(wing, context.get(), RigidTransform<double>(),
               Vector3d(0, 7.0, 0));
  EXPECT_EQ(wing.get_spatial_force_output_port()
                .Eval<ForceList>(*context)[0]
                .F_Bq_W.get_coeffs()
                .norm(),
            0.0);

  // Falling flat: v = (0, 0, −3) gives F_z = ρ·A·9 upward.
  FixBodyState(wing, context.get(), RigidTransform<double>(),
               Vector3d(0, 0, -3.0));
  const auto f_default = [&]() {
    return wing.get_spatial_force_output_port()
        .Eval<ForceList>(*context)[0]
        .F_Bq_W.translational();
  };
  EXPECT_TRUE(f_default().isApprox(Vector3d(0, 0, 1.204 * area * 9), kTol));
  wing.get_fluid_density_input_port().FixValue(context.get(), 1000.0);
  EXPECT_TRUE(f_default().isApprox(Vector3d(0, 0, 1000 * area * 9), kTol));
}

TEST(WingTest, AerodynamicCenterNeedsOnlyThePoses) {
  const RigidTransform<double> X_BodyWing(RollPitchYaw<double>(0.1, 0.2, 0.3),
                                          Vector3d(0.25, 0, -0.5));
  const Wing<double> wing(BodyIndex(2), 1.0, X_BodyWing);
  auto context = wing.CreateDefaultContext();
  const RigidTransform<double> X_WB(RollPitchYaw<double>(0.0, M_PI / 2, 0.0),
                                    Vector3d(1, 2, 3));
  wing.get_body_poses_input_port().FixValue(
      context.get(),
      std::vector<RigidTransform<double>>{RigidTransform<double>(),
                                          RigidTransform<double>(), X_WB});
  // X_WB·p: a +90° pitch sends Bx to −Wz and Bz to +Wx.
  const Vector3d expected = Vector3d(1, 2, 3) + Vector3d(-0.5, 0, -0.25);
  EXPECT_TRUE(wing.get_aerodynamic_center_output_port().Eval(*context).isApprox(
      expected, kTol));
}

// AddToBuilder connects the plant's body_poses and body_spatial_velocities
// to the wing and the wing's force to the plant.
TEST(WingTest, AddToBuilderConnectsThePlant) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.0);
  const RigidBody<double>& body = plant->AddRigidBody(
      "plate", SpatialInertia<double>::SolidBoxWithMass(1.0, 1, 1, 0.01));
  plant->Finalize();
  const Wing<double>* wing =
      Wing<double>::AddToBuilder(&builder, plant, body.index(), 0.5);
  ASSERT_NE(wing, nullptr);
  EXPECT_TRUE(builder.IsConnectedOrExported(wing->get_body_poses_input_port()));
  EXPECT_TRUE(builder.IsConnectedOrExported(
      wing->get_body_spatial_velocities_input_port()));
  EXPECT_TRUE(builder.IsConnectedOrExported(
      plant->get_applied_spatial_force_input_port()));
  EXPECT_FALSE(
      builder.IsConnectedOrExported(wing->get_wind_velocity_input_port()));
  EXPECT_FALSE(
      builder.IsConnectedOrExported(wing->get_fluid_density_input_port()));

  // A second wing cannot take the plant's one force input.
  DRAKE_EXPECT_THROWS_MESSAGE(
      Wing<double>::AddToBuilder(&builder, plant, body.index(), 0.5),
      ".*applied_spatial_force input is already connected.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Wing<double>::AddToBuilder(nullptr, plant, body.index(), 0.5),
      ".*must not be null.*");
}

// A plate (wing through its center of mass, so no moment) dropped flat from
// rest: m·ẇ = −m·g + ρ·A·w², whose solution is w(t) = −w_t·tanh(g·t/w_t),
// w_t = √(m·g/(ρ·A)). The simulation (accuracy 1e-10) matches to 1e-6 m/s.
TEST(WingTest, FallingPlateMatchesTheTanhClosedForm) {
  const double mass = 1.0, area = 0.5, g = 9.81;
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.0);
  const RigidBody<double>& plate = plant->AddRigidBody(
      "plate", SpatialInertia<double>::SolidBoxWithMass(mass, 1, 0.5, 0.01));
  plant->mutable_gravity_field().set_gravity_vector(Vector3d(0, 0, -g));
  plant->Finalize();
  Wing<double>::AddToBuilder(&builder, plant, plate.index(), area);
  auto diagram = builder.Build();
  systems::Simulator<double> simulator(*diagram);
  simulator.get_mutable_integrator().set_target_accuracy(1e-10);
  Context<double>& plant_context =
      plant->GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant->SetFreeBodyPose(&plant_context, plate,
                         RigidTransform<double>(Vector3d(0, 0, 100)));
  const double w_t = std::sqrt(mass * g / (1.204 * area));
  for (double t : {0.25, 1.0, 3.0}) {
    simulator.AdvanceTo(t);
    const SpatialVelocity<double>& V =
        plant->EvalBodySpatialVelocityInWorld(plant_context, plate);
    EXPECT_NEAR(V.translational().z(), -w_t * std::tanh(g * t / w_t), 1e-6);
    EXPECT_NEAR(V.translational().x(), 0.0, 1e-12);
    EXPECT_NEAR(V.rotational().norm(), 0.0, 1e-12);
  }
  // By 3 s the plate falls at its terminal speed (4.04 m/s), far from free
  // fall's 29 m/s.
  EXPECT_NEAR(plant->EvalBodySpatialVelocityInWorld(plant_context, plate)
                  .translational()
                  .z(),
              -w_t, 1e-3 * w_t);
}

// A plate launched forward at a small nose-up angle: the air only takes
// energy away (E(t) non-increasing), and the plate sinks slower than in
// free fall.
TEST(WingTest, GlidingPlateLosesEnergy) {
  const double mass = 0.5, area = 0.3, g = 9.81;
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.0);
  const RigidBody<double>& plate = plant->AddRigidBody(
      "plate", SpatialInertia<double>::SolidBoxWithMass(mass, 0.5, 0.6, 0.01));
  plant->mutable_gravity_field().set_gravity_vector(Vector3d(0, 0, -g));
  plant->Finalize();
  Wing<double>::AddToBuilder(&builder, plant, plate.index(), area);
  auto diagram = builder.Build();
  systems::Simulator<double> simulator(*diagram);
  simulator.get_mutable_integrator().set_target_accuracy(1e-8);
  Context<double>& plant_context =
      plant->GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant->SetFreeBodyPose(
      &plant_context, plate,
      RigidTransform<double>(RotationMatrix<double>::MakeYRotation(-0.1),
                             Vector3d(0, 0, 50)));
  plant->SetFreeBodySpatialVelocity(
      &plant_context, plate,
      SpatialVelocity<double>(Vector3d::Zero(), Vector3d(10, 0, 0)));
  const auto energy = [&]() {
    const Vector3d v =
        plant->EvalBodySpatialVelocityInWorld(plant_context, plate)
            .translational();
    const double z =
        plant->EvalBodyPoseInWorld(plant_context, plate).translation().z();
    return 0.5 * mass * v.squaredNorm() + mass * g * z;
  };
  double previous = energy();
  const double initial = previous;
  for (int i = 1; i <= 20; ++i) {
    simulator.AdvanceTo(0.1 * i);
    const double e = energy();
    EXPECT_LE(e, previous + 1e-6);  // integration error ≪ 1e-6 J
    previous = e;
  }
  // Two seconds of free fall would drop 19.6 m; the glide drops far less,
  // and loses a sizeable part of its energy to drag.
  const double z =
      plant->EvalBodyPoseInWorld(plant_context, plate).translation().z();
  EXPECT_GT(z, 50 - 0.5 * 0.5 * g * 4);
  EXPECT_LT(previous, initial - 1.0);
}

// dF_z/dv_z = −ρA(‖v‖ + v_z²/‖v‖) and dF_z/dρ = F_z/ρ (wing at identity),
// with derivatives zero (not NaN) at zero velocity.
TEST(WingTest, AutoDiffDerivatives) {
  const double area = 0.8;
  const Wing<AutoDiffXd> wing(BodyIndex(1), area);
  auto context = wing.CreateDefaultContext();
  const double vx = 6.0, vz = -2.0, rho = 1.3;
  Vector3<AutoDiffXd> v(AutoDiffXd(vx, Eigen::Vector2d(0, 0)),
                        AutoDiffXd(0.5, Eigen::Vector2d(0, 0)),
                        AutoDiffXd(vz, Eigen::Vector2d(1, 0)));
  FixBodyState<AutoDiffXd>(wing, context.get(), RigidTransform<AutoDiffXd>(),
                           v);
  VectorX<AutoDiffXd> rho_ad(1);
  rho_ad[0] = AutoDiffXd(rho, Eigen::Vector2d(0, 1));
  wing.get_fluid_density_input_port().FixValue(context.get(), rho_ad);
  const AutoDiffXd f_z =
      wing.get_spatial_force_output_port()
          .Eval<std::vector<ExternallyAppliedSpatialForce<AutoDiffXd>>>(
              *context)[0]
          .F_Bq_W.translational()
          .z();
  const double speed = std::hypot(vx, vz);
  EXPECT_NEAR(f_z.value(), -rho * area * vz * speed, kTol);
  ASSERT_EQ(f_z.derivatives().size(), 2);
  EXPECT_NEAR(f_z.derivatives()[0], -rho * area * (speed + vz * vz / speed),
              kTol);
  EXPECT_NEAR(f_z.derivatives()[1], -area * vz * speed, kTol);

  // At rest: force and derivatives zero.
  Vector3<AutoDiffXd> zero(AutoDiffXd(0, Eigen::Vector2d(1, 0)),
                           AutoDiffXd(0, Eigen::Vector2d(0, 0)),
                           AutoDiffXd(0, Eigen::Vector2d(0, 1)));
  FixBodyState<AutoDiffXd>(wing, context.get(), RigidTransform<AutoDiffXd>(),
                           zero);
  const auto& f_rest =
      wing.get_spatial_force_output_port()
          .Eval<std::vector<ExternallyAppliedSpatialForce<AutoDiffXd>>>(
              *context)[0]
          .F_Bq_W.translational();
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(f_rest[i].value(), 0.0);
    for (int k = 0; k < f_rest[i].derivatives().size(); ++k) {
      EXPECT_EQ(f_rest[i].derivatives()[k], 0.0);
    }
  }
}

// The converting constructor and ToAutoDiffXd keep the body, area, pose and
// default density: the same force as the double system.
TEST(WingTest, ScalarConversionKeepsTheData) {
  const RigidTransform<double> X_BodyWing(RollPitchYaw<double>(0.3, 0.1, -0.2),
                                          Vector3d(0.1, 0.2, 0.3));
  const Wing<double> wing(BodyIndex(1), 0.9, X_BodyWing, 2.5);
  const RigidTransform<double> X_WB(RollPitchYaw<double>(0.2, 0.2, 0.2),
                                    Vector3d(1, 2, 3));
  const Vector3d v(3, -1, -2);
  auto context = wing.CreateDefaultContext();
  FixBodyState(wing, context.get(), X_WB, v);
  const ExternallyAppliedSpatialForce<double> expected =
      wing.get_spatial_force_output_port().Eval<ForceList>(*context)[0];
  ASSERT_GT(expected.F_Bq_W.translational().norm(), 1.0);

  const Wing<AutoDiffXd> converted(wing);
  std::unique_ptr<Wing<AutoDiffXd>> converted2 =
      systems::System<double>::ToAutoDiffXd(wing);
  for (const Wing<AutoDiffXd>* ad :
       std::vector<const Wing<AutoDiffXd>*>{&converted, converted2.get()}) {
    auto context_ad = ad->CreateDefaultContext();
    FixBodyState<AutoDiffXd>(*ad, context_ad.get(),
                             X_WB.template cast<AutoDiffXd>(),
                             v.template cast<AutoDiffXd>());
    const auto& f =
        ad->get_spatial_force_output_port()
            .Eval<std::vector<ExternallyAppliedSpatialForce<AutoDiffXd>>>(
                *context_ad)[0];
    EXPECT_EQ(f.body_index, expected.body_index);
    for (int k = 0; k < 3; ++k) {
      EXPECT_NEAR(f.p_BoBq_B[k].value(), expected.p_BoBq_B[k], kTol);
    }
    for (int k = 0; k < 6; ++k) {
      EXPECT_NEAR(f.F_Bq_W.get_coeffs()[k].value(),
                  expected.F_Bq_W.get_coeffs()[k], kTol);
    }
  }
}

TEST(WingTest, Errors) {
  DRAKE_EXPECT_THROWS_MESSAGE(Wing<double>(BodyIndex(), 1.0),
                              ".*body index is invalid.*");
  const Wing<double> wing(BodyIndex(4), 1.0);
  auto context = wing.CreateDefaultContext();
  wing.get_body_poses_input_port().FixValue(
      context.get(), std::vector<RigidTransform<double>>(2));
  wing.get_body_spatial_velocities_input_port().FixValue(
      context.get(),
      std::vector<SpatialVelocity<double>>(5, SpatialVelocity<double>::Zero()));
  DRAKE_EXPECT_THROWS_MESSAGE(
      wing.get_spatial_force_output_port().Eval<ForceList>(*context),
      ".*body index 4, but the body_poses input holds 2 poses.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      wing.get_aerodynamic_center_output_port().Eval(*context),
      ".*body index 4, but the body_poses input holds 2 poses.*");
  wing.get_body_poses_input_port().FixValue(
      context.get(), std::vector<RigidTransform<double>>(5));
  wing.get_body_spatial_velocities_input_port().FixValue(
      context.get(),
      std::vector<SpatialVelocity<double>>(3, SpatialVelocity<double>::Zero()));
  DRAKE_EXPECT_THROWS_MESSAGE(
      wing.get_spatial_force_output_port().Eval<ForceList>(*context),
      ".*body index 4, but the body_spatial_velocities input holds 3.*");
}

}  // namespace wing_test
}  // namespace multibody
}  // namespace drake
