// The force elements LinearSpringDamper, RevoluteSpring,
// LinearBushingRollPitchYaw and DoorHinge checked against closed forms
// (harmonic and damped oscillators, spring torques and energies), against
// finite differences of their potential energy (generalized force =
// −∂V/∂q, conservative power = −dV/dt), against the double plant after
// conversion to AutoDiffXd, and for their error messages.

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"
#include "test_utilities/limit_malloc.h"

#include "drake/math/autodiff.h"
#include "drake/math/autodiff_gradient.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/door_hinge.h"
#include "drake/multibody/tree/fixed_offset_frame.h"
#include "drake/multibody/tree/linear_bushing_roll_pitch_yaw.h"
#include "drake/multibody/tree/linear_spring_damper.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/multibody/tree/prismatic_spring.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/multibody/tree/revolute_spring.h"
#include "drake/multibody/tree/rpy_floating_joint.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace multibody {
namespace force_elements_test {

using Eigen::Vector3d;
using Eigen::VectorXd;
using mallard::test::AllocationCounter;
using math::RigidTransformd;
using systems::Context;

// Generalized forces of every force element at the state of `context`.
VectorXd ForceElementForces(const MultibodyPlant<double>& plant,
                            const Context<double>& context) {
  MultibodyForces<double> forces(plant);
  plant.CalcForceElementsContribution(context, &forces);
  VectorXd tau(plant.num_velocities());
  plant.CalcGeneralizedForces(context, forces, &tau);
  return tau;
}

// dV/dt at the state of `context` by a central difference of V along
// q̇ = N(q)·v with step h (error O(h²·V''')).
double PotentialEnergyRate(const MultibodyPlant<double>& plant,
                           const Context<double>& context, double h) {
  const VectorXd q = plant.GetPositions(context);
  VectorXd qdot(plant.num_positions());
  plant.MapVelocityToQDot(context, plant.GetVelocities(context), &qdot);
  auto scratch = context.Clone();
  plant.SetPositions(scratch.get(), q + h * qdot);
  const double V_plus = plant.CalcPotentialEnergy(*scratch);
  plant.SetPositions(scratch.get(), q - h * qdot);
  const double V_minus = plant.CalcPotentialEnergy(*scratch);
  return (V_plus - V_minus) / (2 * h);
}

// A point mass m on a prismatic joint along world x, tied to the world
// origin by a LinearSpringDamper (P = world origin, Q = the mass).
struct Oscillator {
  std::unique_ptr<MultibodyPlant<double>> plant;
  const LinearSpringDamper<double>* spring{};
};
Oscillator MakeOscillator(double mass, double free_length, double stiffness,
                          double damping) {
  Oscillator result;
  result.plant = std::make_unique<MultibodyPlant<double>>(0.0);
  auto& plant = *result.plant;
  const RigidBody<double>& body = plant.AddRigidBody(
      "mass", SpatialInertia<double>::PointMass(mass, Vector3d::Zero()));
  plant.AddJoint<PrismaticJoint>("slider", plant.world_body(), std::nullopt,
                                 body, std::nullopt, Vector3d::UnitX());
  result.spring = &plant.AddForceElement<LinearSpringDamper>(
      plant.world_body(), Vector3d::Zero(), body, Vector3d::Zero(), free_length,
      stiffness, damping);
  plant.Finalize();
  return result;
}

// x(t) of a mass on an undamped spring released at rest from x₀ is
// ℓ₀ + (x₀ − ℓ₀)cos(ωt), ω = √(k/m). RK3 with target accuracy 1e-10 (steps
// of at most 0.01 s) over ~4 periods: the observed global error is ~2e-10,
// so 1e-8 leaves a wide margin.
TEST(LinearSpringDamperTest, HarmonicOscillatorMatchesClosedForm) {
  const double m = 2.0, k = 50.0, l0 = 1.0, x0 = 1.3;
  Oscillator osc = MakeOscillator(m, l0, k, 0.0);
  const auto& plant = *osc.plant;
  EXPECT_EQ(osc.spring->free_length(), l0);
  EXPECT_EQ(osc.spring->stiffness(), k);
  EXPECT_EQ(osc.spring->damping(), 0.0);
  auto context = plant.CreateDefaultContext();
  plant.SetPositions(context.get(), Vector1d(x0));
  systems::Simulator<double> simulator(plant, std::move(context));
  auto& rk3 =
      simulator.reset_integrator<systems::RungeKutta3Integrator<double>>();
  rk3.set_maximum_step_size(0.01);
  rk3.set_target_accuracy(1e-10);
  simulator.Initialize();
  const double omega = std::sqrt(k / m);
  for (double t : {0.5, 1.0, 2.0, 5.0}) {
    simulator.AdvanceTo(t);
    const double x = plant.GetPositions(simulator.get_context())[0];
    EXPECT_NEAR(x, l0 + (x0 - l0) * std::cos(omega * t), 1e-8) << "t = " << t;
  }
}

// With damping c the motion is ℓ₀ + e^(−ζωt)(A cos ω_d t + B sin ω_d t),
// ζ = c/(2√(km)), ω_d = ω√(1 − ζ²), A = x₀ − ℓ₀, B = ζωA/ω_d (released at
// rest). Same integrator and tolerance as above.
TEST(LinearSpringDamperTest, DampedOscillatorMatchesClosedForm) {
  const double m = 2.0, k = 50.0, c = 3.0, l0 = 1.0, x0 = 1.3;
  Oscillator osc = MakeOscillator(m, l0, k, c);
  const auto& plant = *osc.plant;
  auto context = plant.CreateDefaultContext();
  plant.SetPositions(context.get(), Vector1d(x0));
  systems::Simulator<double> simulator(plant, std::move(context));
  auto& rk3 =
      simulator.reset_integrator<systems::RungeKutta3Integrator<double>>();
  rk3.set_maximum_step_size(0.01);
  rk3.set_target_accuracy(1e-10);
  simulator.Initialize();
  const double omega = std::sqrt(k / m);
  const double zeta = c / (2 * std::sqrt(k * m));
  const double omega_d = omega * std::sqrt(1 - zeta * zeta);
  const double A = x0 - l0, B = zeta * omega * A / omega_d;
  for (double t : {0.5, 1.0, 3.0}) {
    simulator.AdvanceTo(t);
    const double x = plant.GetPositions(simulator.get_context())[0];
    const double expected =
        l0 + std::exp(-zeta * omega * t) *
                 (A * std::cos(omega_d * t) + B * std::sin(omega_d * t));
    EXPECT_NEAR(x, expected, 1e-8) << "t = " << t;
  }
}

// Energy and powers at one state against their formulas: V = ½k(ℓ − ℓ₀)²,
// P_c = −k(ℓ − ℓ₀)ℓ̇, P_nc = −cℓ̇² (ℓ = x, ℓ̇ = ẋ here). Rounding only:
// 1e-12.
TEST(LinearSpringDamperTest, EnergyAndPowerFormulas) {
  const double k = 50.0, c = 3.0, l0 = 1.0;
  Oscillator osc = MakeOscillator(2.0, l0, k, c);
  const auto& plant = *osc.plant;
  auto context = plant.CreateDefaultContext();
  const double x = 1.7, xdot = -0.4;
  plant.SetPositions(context.get(), Vector1d(x));
  plant.SetVelocities(context.get(), Vector1d(xdot));
  EXPECT_NEAR(plant.CalcPotentialEnergy(*context),
              0.5 * k * (x - l0) * (x - l0), 1e-12);
  EXPECT_NEAR(plant.CalcConservativePower(*context), -k * (x - l0) * xdot,
              1e-12);
  EXPECT_NEAR(plant.CalcNonConservativePower(*context), -c * xdot * xdot,
              1e-12);
  // the generalized force is −(k(ℓ − ℓ₀) + cℓ̇) along +x.
  EXPECT_NEAR(ForceElementForces(plant, *context)[0],
              -(k * (x - l0) + c * xdot), 1e-12);
}

// A floating body (roll-pitch-yaw floating joint) tied to the world by a
// spring between world point P and body point Q off its origin. With no
// damping, the generalized force Q satisfies Q·v = −dV/dt for every v,
// i.e. Q = −∂V/∂q mapped through N(q); dV/dt by central differences with
// h = 1e-6 has error ~1e-10 relative to O(10) energies: tolerance 1e-6.
TEST(LinearSpringDamperTest, ForceIsMinusGradientOfEnergy) {
  MultibodyPlant<double> plant(0.0);
  plant.mutable_gravity_field().set_gravity_vector(Vector3d::Zero());
  const RigidBody<double>& body = plant.AddRigidBody(
      "body", SpatialInertia<double>::SolidBoxWithMass(1.5, 0.2, 0.3, 0.4));
  plant.AddJoint<RpyFloatingJoint>("free", plant.world_body(), std::nullopt,
                                   body, std::nullopt);
  plant.AddForceElement<LinearSpringDamper>(
      plant.world_body(), Vector3d(0.1, -0.2, 0.3), body,
      Vector3d(0.2, 0.1, -0.1), 0.8, 40.0, 0.0);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  VectorXd x(12);
  x << 0.3, -0.2, 0.5, 1.1, 0.4, -0.6, 0.7, -0.3, 0.2, 0.5, -0.9, 0.4;
  plant.SetPositionsAndVelocities(context.get(), x);
  const VectorXd tau = ForceElementForces(plant, *context);
  const double power = tau.dot(plant.GetVelocities(*context));
  const double dVdt = PotentialEnergyRate(plant, *context, 1e-6);
  EXPECT_GT(std::abs(dVdt), 1.0);  // A meaningful, non-trivial check.
  EXPECT_NEAR(power, -dVdt, 1e-6);
  EXPECT_NEAR(plant.CalcConservativePower(*context), -dVdt, 1e-6);
  EXPECT_EQ(plant.CalcNonConservativePower(*context), 0.0);
}

// P and Q coincide: the spring's direction is undefined.
TEST(LinearSpringDamperTest, ZeroLengthThrows) {
  Oscillator osc = MakeOscillator(1.0, 1.0, 10.0, 1.0);
  auto context = osc.plant->CreateDefaultContext();
  osc.plant->SetPositions(context.get(), Vector1d(0.0));
  DRAKE_EXPECT_THROWS_MESSAGE(osc.plant->CalcPotentialEnergy(*context),
                              ".*LinearSpringDamper.*'mass'.*length became "
                              "nearly zero.*");
}

TEST(LinearSpringDamperTest, BadArgumentsThrow) {
  MultibodyPlant<double> plant(0.0);
  const RigidBody<double>& body = plant.AddRigidBody(
      "body", SpatialInertia<double>::PointMass(1.0, Vector3d::Zero()));
  const auto& world = plant.world_body();
  const Vector3d p = Vector3d::Zero();
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddForceElement<LinearSpringDamper>(
                                  world, p, body, p, 0.0, 1.0, 1.0),
                              ".*free_length must be positive; got 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddForceElement<LinearSpringDamper>(
                                  world, p, body, p, -1.0, 1.0, 1.0),
                              ".*free_length must be positive; got -1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddForceElement<LinearSpringDamper>(
                                  world, p, body, p, 1.0, -2.0, 1.0),
                              ".*stiffness must be non-negative; got -2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddForceElement<LinearSpringDamper>(
                                  world, p, body, p, 1.0, 1.0, -3.0),
                              ".*damping must be non-negative; got -3.*");
}

// A pendulum-free "turntable": one revolute joint about z, no gravity.
struct Turntable {
  std::unique_ptr<MultibodyPlant<double>> plant;
  const RevoluteJoint<double>* joint{};
};
Turntable MakeTurntable() {
  Turntable result;
  result.plant = std::make_unique<MultibodyPlant<double>>(0.0);
  auto& plant = *result.plant;
  const RigidBody<double>& body = plant.AddRigidBody(
      "disk", SpatialInertia<double>::SolidBoxWithMass(1.0, 0.4, 0.4, 0.1));
  result.joint =
      &plant.AddJoint<RevoluteJoint>("hinge", plant.world_body(), std::nullopt,
                                     body, std::nullopt, Vector3d::UnitZ());
  return result;
}

// τ = −k(θ − θ₀), V = ½k(θ − θ₀)², P_c = −k(θ − θ₀)θ̇ at a few angles.
// Rounding only: 1e-12.
TEST(RevoluteSpringTest, TorqueAndEnergyAtSeveralAngles) {
  Turntable table = MakeTurntable();
  auto& plant = *table.plant;
  const double k = 3.0, theta0 = 0.4;
  const RevoluteSpring<double>& spring =
      plant.AddForceElement<RevoluteSpring>(*table.joint, theta0, k);
  plant.Finalize();
  EXPECT_EQ(spring.default_nominal_angle(), theta0);
  EXPECT_EQ(spring.default_stiffness(), k);
  EXPECT_EQ(&spring.joint(), table.joint);
  EXPECT_EQ(spring.model_instance(), table.joint->model_instance());
  auto context = plant.CreateDefaultContext();
  for (double theta : {-1.0, 0.4, 2.0}) {
    const double thetadot = 0.7;
    table.joint->set_angle(context.get(), theta);
    table.joint->set_angular_rate(context.get(), thetadot);
    EXPECT_NEAR(ForceElementForces(plant, *context)[0], -k * (theta - theta0),
                1e-12);
    EXPECT_NEAR(plant.CalcPotentialEnergy(*context),
                0.5 * k * (theta - theta0) * (theta - theta0), 1e-12);
    EXPECT_NEAR(plant.CalcConservativePower(*context),
                -k * (theta - theta0) * thetadot, 1e-12);
    EXPECT_EQ(plant.CalcNonConservativePower(*context), 0.0);
  }
}

TEST(RevoluteSpringTest, BadArgumentsThrow) {
  Turntable table = MakeTurntable();
  DRAKE_EXPECT_THROWS_MESSAGE(
      table.plant->AddForceElement<RevoluteSpring>(*table.joint, 0.0, -1.0),
      ".*RevoluteSpring.*stiffness must be non-negative; got -1.*");
  // by index, naming a joint that is not revolute.
  MultibodyPlant<double> plant(0.0);
  const RigidBody<double>& body = plant.AddRigidBody(
      "body", SpatialInertia<double>::PointMass(1.0, Vector3d::Zero()));
  const Joint<double>& slider =
      plant.AddJoint<PrismaticJoint>("slider", plant.world_body(), std::nullopt,
                                     body, std::nullopt, Vector3d::UnitX());
  const RevoluteSpring<double>& spring = plant.AddForceElement<RevoluteSpring>(
      default_model_instance(), slider.index(), 0.0, 1.0);
  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      spring.joint(),
      ".*joint 'slider' is a prismatic joint; a RevoluteSpring needs a "
      "revolute joint.*");
}

// A 2 kg slider on a PrismaticSpring along x, no gravity: f = −k(x − x₀),
// V = ½k(x − x₀)², P_c = −k(x − x₀)ẋ, and the plant's forward dynamics give
// ẍ = −(k/m)(x − x₀). Rounding only: 1e-12.
TEST(PrismaticSpringTest, ForceEnergyAndDynamics) {
  MultibodyPlant<double> plant(0.0);
  const double m = 2.0, k = 50.0, x0 = 0.3;
  const RigidBody<double>& body = plant.AddRigidBody(
      "slider", SpatialInertia<double>::SolidBoxWithMass(m, 0.1, 0.1, 0.1));
  const PrismaticJoint<double>& joint =
      plant.AddJoint<PrismaticJoint>("rail", plant.world_body(), std::nullopt,
                                     body, std::nullopt, Vector3d::UnitX());
  const PrismaticSpring<double>& spring =
      plant.AddForceElement<PrismaticSpring>(joint, x0, k);
  plant.mutable_gravity_field().set_gravity_vector(Vector3d::Zero());
  plant.Finalize();
  EXPECT_EQ(spring.nominal_position(), x0);
  EXPECT_EQ(spring.stiffness(), k);
  EXPECT_EQ(&spring.joint(), &joint);
  auto context = plant.CreateDefaultContext();
  for (double x : {-0.5, 0.3, 1.2}) {
    const double xdot = -0.4;
    joint.set_translation(context.get(), x);
    joint.set_translation_rate(context.get(), xdot);
    EXPECT_NEAR(ForceElementForces(plant, *context)[0], -k * (x - x0), 1e-12);
    EXPECT_NEAR(plant.CalcPotentialEnergy(*context),
                0.5 * k * (x - x0) * (x - x0), 1e-12);
    EXPECT_NEAR(plant.CalcConservativePower(*context), -k * (x - x0) * xdot,
                1e-12);
    EXPECT_EQ(plant.CalcNonConservativePower(*context), 0.0);
    const Eigen::VectorXd xc_dot =
        plant.EvalTimeDerivatives(*context).CopyToVector();
    EXPECT_NEAR(xc_dot[1], -(k / m) * (x - x0), 1e-12);
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddForceElement<PrismaticSpring>(joint, 0.0, 1.0),
      ".*finalized.*|.*Finalize.*");
}

TEST(PrismaticSpringTest, BadArgumentsThrow) {
  Turntable table = MakeTurntable();
  const PrismaticSpring<double>& spring =
      table.plant->AddForceElement<PrismaticSpring>(
          default_model_instance(), table.joint->index(), 0.0, 1.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      table.plant->AddForceElement<PrismaticSpring>(
          default_model_instance(), table.joint->index(), 0.0, -2.0),
      ".*PrismaticSpring.*stiffness must be non-negative; got -2.*");
  table.plant->Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      spring.joint(),
      ".*joint 'hinge' is a revolute joint; a PrismaticSpring needs a "
      "prismatic joint.*");
}

// A body on a roll-pitch-yaw floating joint, bushing between the world
// frame (A) and a frame C offset from the body.
struct BushingModel {
  std::unique_ptr<MultibodyPlant<double>> plant;
  const LinearBushingRollPitchYaw<double>* bushing{};
};
BushingModel MakeBushingModel(const Vector3d& k012, const Vector3d& d012,
                              const Vector3d& kxyz, const Vector3d& dxyz,
                              const RigidTransformd& X_BC) {
  BushingModel result;
  result.plant = std::make_unique<MultibodyPlant<double>>(0.0);
  auto& plant = *result.plant;
  plant.mutable_gravity_field().set_gravity_vector(Vector3d::Zero());
  const RigidBody<double>& body = plant.AddRigidBody(
      "body", SpatialInertia<double>::SolidBoxWithMass(1.5, 0.2, 0.3, 0.4));
  plant.AddJoint<RpyFloatingJoint>("free", plant.world_body(), std::nullopt,
                                   body, std::nullopt);
  const Frame<double>& frameC = plant.AddFrame(
      std::make_unique<FixedOffsetFrame<double>>("C", body, X_BC));
  result.bushing = &plant.AddForceElement<LinearBushingRollPitchYaw>(
      plant.world_frame(), frameC, k012, d012, kxyz, dxyz);
  plant.Finalize();
  return result;
}

// Pure yaw θ about Az (no translation): the bushing torque on C is
// −k₂θ·Az and the energy ½k₂θ²; likewise pure pitch gives −k₁θ·Ay. The
// spatial force on C about Co expressed in C is then the same torque
// (Az = Cz for a yaw; Ay = Cy for a pitch). Rounding only: 1e-12.
TEST(LinearBushingTest, SingleAxisRotationsMatchClosedForm) {
  const Vector3d k012(2.0, 3.0, 5.0);
  BushingModel model =
      MakeBushingModel(k012, Vector3d::Zero(), Vector3d(7, 8, 9),
                       Vector3d::Zero(), RigidTransformd::Identity());
  const auto& plant = *model.plant;
  const auto& bushing = *model.bushing;
  EXPECT_EQ(bushing.torque_stiffness_constants(), k012);
  EXPECT_EQ(bushing.force_stiffness_constants(), Vector3d(7, 8, 9));
  EXPECT_EQ(&bushing.link1(), &plant.GetBodyByName("body"));
  EXPECT_EQ(&bushing.link0(), &plant.world_body());
  auto context = plant.CreateDefaultContext();
  const double theta = 0.6;
  // yaw.
  VectorXd q = VectorXd::Zero(6);
  q[2] = theta;
  plant.SetPositions(context.get(), q);
  SpatialForce<double> F_C_C =
      bushing.CalcBushingSpatialForceOnFrameC(*context);
  EXPECT_TRUE(
      F_C_C.rotational().isApprox(Vector3d(0, 0, -k012[2] * theta), 1e-12));
  EXPECT_NEAR(F_C_C.translational().norm(), 0.0, 1e-12);
  EXPECT_NEAR(plant.CalcPotentialEnergy(*context),
              0.5 * k012[2] * theta * theta, 1e-12);
  // on A the torque is opposite (expressed in A = W here).
  SpatialForce<double> F_A_A =
      bushing.CalcBushingSpatialForceOnFrameA(*context);
  EXPECT_TRUE(
      F_A_A.rotational().isApprox(Vector3d(0, 0, k012[2] * theta), 1e-12));
  // pitch.
  q.setZero();
  q[1] = theta;
  plant.SetPositions(context.get(), q);
  F_C_C = bushing.CalcBushingSpatialForceOnFrameC(*context);
  EXPECT_TRUE(
      F_C_C.rotational().isApprox(Vector3d(0, -k012[1] * theta, 0), 1e-12));
  EXPECT_NEAR(plant.CalcPotentialEnergy(*context),
              0.5 * k012[1] * theta * theta, 1e-12);
}

// Pure translation (R_AC = I): 𝐟 = −Kxyz⊙p_AoCo − Dxyz⊙v, with B = A.
TEST(LinearBushingTest, PureTranslationMatchesClosedForm) {
  const Vector3d kxyz(7, 8, 9), dxyz(0.5, 0.6, 0.7);
  BushingModel model =
      MakeBushingModel(Vector3d(1, 1, 1), Vector3d(1, 1, 1), kxyz, dxyz,
                       RigidTransformd::Identity());
  const auto& plant = *model.plant;
  auto context = plant.CreateDefaultContext();
  VectorXd x = VectorXd::Zero(12);
  const Vector3d p(0.1, -0.2, 0.3), v(-0.4, 0.5, 0.2);
  x.segment<3>(3) = p;
  x.segment<3>(9) = v;
  plant.SetPositionsAndVelocities(context.get(), x);
  const SpatialForce<double> F_C_C =
      model.bushing->CalcBushingSpatialForceOnFrameC(*context);
  const Vector3d f = -(kxyz.cwiseProduct(p) + dxyz.cwiseProduct(v));
  EXPECT_TRUE(F_C_C.translational().isApprox(f, 1e-12));
  // 𝐟 acts at the midpoint: its moment about Co is (−p/2) × f.
  EXPECT_TRUE(F_C_C.rotational().isApprox((-0.5 * p).cross(f), 1e-12));
  EXPECT_NEAR(plant.CalcPotentialEnergy(*context),
              0.5 * kxyz.cwiseProduct(p).dot(p), 1e-12);
  EXPECT_NEAR(plant.CalcNonConservativePower(*context),
              -dxyz.cwiseProduct(v).dot(v), 1e-12);
}

// For a pure rotation (Co stays at Ao) or a pure translation the bushing's
// generalized forces deliver exactly the power −dV/dt (no damping), and
// the conservative power equals −dV/dt. Central differences with
// h = 1e-6: tolerance 1e-6.
TEST(LinearBushingTest, PowerMatchesEnergyRate) {
  BushingModel model =
      MakeBushingModel(Vector3d(2, 3, 5), Vector3d::Zero(), Vector3d(7, 8, 9),
                       Vector3d::Zero(), RigidTransformd::Identity());
  const auto& plant = *model.plant;
  auto context = plant.CreateDefaultContext();
  // rotation about the body origin (= Co = Ao): translation stays zero.
  VectorXd x = VectorXd::Zero(12);
  x.head<3>() << 0.4, -0.3, 0.8;
  x.segment<3>(6) << 0.9, -0.5, 0.7;
  plant.SetPositionsAndVelocities(context.get(), x);
  double dVdt = PotentialEnergyRate(plant, *context, 1e-6);
  EXPECT_GT(std::abs(dVdt), 0.5);
  EXPECT_NEAR(
      ForceElementForces(plant, *context).dot(plant.GetVelocities(*context)),
      -dVdt, 1e-6);
  EXPECT_NEAR(plant.CalcConservativePower(*context), -dVdt, 1e-6);
  // translation without rotation.
  x.setZero();
  x.segment<3>(3) << 0.3, -0.2, 0.1;
  x.segment<3>(9) << -0.5, 0.4, 0.6;
  plant.SetPositionsAndVelocities(context.get(), x);
  dVdt = PotentialEnergyRate(plant, *context, 1e-6);
  EXPECT_GT(std::abs(dVdt), 0.5);
  EXPECT_NEAR(
      ForceElementForces(plant, *context).dot(plant.GetVelocities(*context)),
      -dVdt, 1e-6);
  EXPECT_NEAR(plant.CalcConservativePower(*context), -dVdt, 1e-6);
}

// General motion (rotation and translation, C offset from the body): the
// conservative power is −dV/dt by construction of the element's rates
// (x, y, z and q are exact functions of q, so this checks ẋ ẏ ż and q̇);
// the force law's power differs from it only by the term
// 𝐟·((½w_AC − w_AB) × p_AoCo), of second order in the rotation: here
// (angles ~0.3 rad, offsets ~0.1 m) the relative difference is ~1e-5, so
// 1e-4 relative is asserted.
TEST(LinearBushingTest, GeneralMotionRatesAreConsistent) {
  BushingModel model = MakeBushingModel(
      Vector3d(2, 3, 5), Vector3d::Zero(), Vector3d(7, 8, 9), Vector3d::Zero(),
      RigidTransformd(Vector3d(0.1, 0.05, -0.1)));
  const auto& plant = *model.plant;
  auto context = plant.CreateDefaultContext();
  VectorXd x(12);
  x << 0.2, -0.1, 0.3, 0.1, -0.05, 0.08, 0.6, -0.4, 0.5, -0.3, 0.2, 0.4;
  plant.SetPositionsAndVelocities(context.get(), x);
  const double dVdt = PotentialEnergyRate(plant, *context, 1e-6);
  EXPECT_GT(std::abs(dVdt), 0.1);
  EXPECT_NEAR(plant.CalcConservativePower(*context), -dVdt, 1e-6);
  const double power =
      ForceElementForces(plant, *context).dot(plant.GetVelocities(*context));
  EXPECT_NEAR(power, -dVdt, 1e-4 * std::abs(dVdt));
}

TEST(LinearBushingTest, GimbalLockThrows) {
  BushingModel model =
      MakeBushingModel(Vector3d(1, 1, 1), Vector3d(1, 1, 1), Vector3d(1, 1, 1),
                       Vector3d(1, 1, 1), RigidTransformd::Identity());
  auto context = model.plant->CreateDefaultContext();
  VectorXd q = VectorXd::Zero(6);
  q[1] = M_PI / 2;
  model.plant->SetPositions(context.get(), q);
  DRAKE_EXPECT_THROWS_MESSAGE(
      model.plant->CalcPotentialEnergy(*context),
      ".*LinearBushingRollPitchYaw.*'C'.*gimbal lock.*");
}

TEST(LinearBushingTest, BadArgumentsThrow) {
  MultibodyPlant<double> plant(0.0);
  const RigidBody<double>& body = plant.AddRigidBody(
      "body", SpatialInertia<double>::PointMass(1.0, Vector3d::Zero()));
  const Frame<double>& A = plant.world_frame();
  const Frame<double>& C = body.body_frame();
  const Vector3d ok(1, 1, 1), bad(1, -1, 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddForceElement<LinearBushingRollPitchYaw>(A, C, bad, ok, ok, ok),
      ".*torque_stiffness_constants must be non-negative; got \\[1, -1, "
      "1\\].*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddForceElement<LinearBushingRollPitchYaw>(A, C, ok, bad, ok, ok),
      ".*torque_damping_constants must be non-negative.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddForceElement<LinearBushingRollPitchYaw>(A, C, ok, ok, bad, ok),
      ".*force_stiffness_constants must be non-negative.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddForceElement<LinearBushingRollPitchYaw>(A, C, ok, ok, ok, bad),
      ".*force_damping_constants must be non-negative.*");
}

// The door-hinge torque against its formula at a few states (default
// config), its stored energy against −∫τ dq by finite differences, and
// V(0) = 0. Rounding: 1e-12 for the torque; central differences with
// h = 1e-7 on curves of width 0.01 rad: 1e-5 relative to k_c = 15 N·m.
TEST(DoorHingeTest, TorqueAndEnergy) {
  Turntable table = MakeTurntable();
  auto& plant = *table.plant;
  const DoorHingeConfig config;
  const DoorHinge<double>& hinge =
      plant.AddForceElement<DoorHinge>(*table.joint, config);
  plant.Finalize();
  EXPECT_EQ(&hinge.joint(), table.joint);
  EXPECT_EQ(hinge.config().catch_torque, 15.0);
  auto context = plant.CreateDefaultContext();
  for (double q : {0.0, 0.005, 0.02, 0.5}) {
    for (double qdot : {-0.01, 0.0, 0.0005, 0.3}) {
      table.joint->set_angle(context.get(), q);
      table.joint->set_angular_rate(context.get(), qdot);
      const double half = config.catch_width / 2;
      const double s_c = std::tanh((q - half) / half);
      const double s_v = std::tanh(qdot / config.motion_threshold);
      const double expected =
          -config.spring_constant * (q - config.spring_zero_angle_rad) +
          config.catch_torque * 2 * s_c * (1 - s_c * s_c) -
          config.dynamic_friction_torque * s_v -
          config.static_friction_torque * 2 * s_v * (1 - s_v * s_v) -
          config.viscous_friction * qdot;
      EXPECT_NEAR(ForceElementForces(plant, *context)[0], expected, 1e-12);
      EXPECT_LE(plant.CalcNonConservativePower(*context), 0.0);
    }
    // −dV/dq equals the position-dependent torque.
    const double h = 1e-7;
    const double dVdq = (hinge.CalcHingeStoredEnergy(q + h) -
                         hinge.CalcHingeStoredEnergy(q - h)) /
                        (2 * h);
    EXPECT_NEAR(-dVdq, hinge.CalcHingeSpringTorque(q), 1e-5);
  }
  EXPECT_NEAR(hinge.CalcHingeStoredEnergy(0.0), 0.0, 1e-15);
  table.joint->set_angle(context.get(), 0.3);
  table.joint->set_angular_rate(context.get(), 0.2);
  EXPECT_NEAR(plant.CalcConservativePower(*context),
              -PotentialEnergyRate(plant, *context, 1e-6), 1e-6);
}

TEST(DoorHingeTest, BadConfigThrows) {
  Turntable table = MakeTurntable();
  for (const char* field :
       {"spring_constant", "dynamic_friction_torque", "static_friction_torque",
        "viscous_friction", "catch_width", "motion_threshold"}) {
    DoorHingeConfig config;
    const std::string name(field);
    if (name == "spring_constant") config.spring_constant = -1;
    if (name == "dynamic_friction_torque") config.dynamic_friction_torque = -1;
    if (name == "static_friction_torque") config.static_friction_torque = -1;
    if (name == "viscous_friction") config.viscous_friction = -1;
    if (name == "catch_width") config.catch_width = -1;
    if (name == "motion_threshold") config.motion_threshold = -1;
    DRAKE_EXPECT_THROWS_MESSAGE(
        table.plant->AddForceElement<DoorHinge>(*table.joint, config),
        ".*DoorHingeConfig::" + name + " must be non-negative; got -1.*");
  }
}

// Two links on revolute joints (a RevoluteSpring and a DoorHinge on them)
// and a floating puck tied to them by a LinearSpringDamper and a
// LinearBushingRollPitchYaw.
std::unique_ptr<MultibodyPlant<double>> MakeEveryElementPlant() {
  auto result = std::make_unique<MultibodyPlant<double>>(0.0);
  auto& plant = *result;
  const RigidBody<double>& link1 = plant.AddRigidBody(
      "link1", SpatialInertia<double>::SolidBoxWithMass(1.0, 0.1, 0.1, 0.5));
  const RigidBody<double>& link2 = plant.AddRigidBody(
      "link2", SpatialInertia<double>::SolidBoxWithMass(0.7, 0.1, 0.1, 0.4));
  const RigidBody<double>& puck = plant.AddRigidBody(
      "puck", SpatialInertia<double>::SolidBoxWithMass(0.5, 0.2, 0.2, 0.2));
  const auto& j1 =
      plant.AddJoint<RevoluteJoint>("j1", plant.world_body(), std::nullopt,
                                    link1, std::nullopt, Vector3d::UnitY());
  const auto& j2 = plant.AddJoint<RevoluteJoint>(
      "j2", link1, RigidTransformd(Vector3d(0, 0, -0.5)), link2, std::nullopt,
      Vector3d::UnitY());
  plant.AddJoint<RpyFloatingJoint>("free", plant.world_body(), std::nullopt,
                                   puck, std::nullopt);
  plant.AddForceElement<RevoluteSpring>(j1, 0.2, 4.0);
  plant.AddForceElement<DoorHinge>(j2, DoorHingeConfig{});
  plant.AddForceElement<LinearSpringDamper>(
      link2, Vector3d(0, 0, -0.4), puck, Vector3d(0.05, 0, 0), 0.3, 30.0, 0.5);
  plant.AddForceElement<LinearBushingRollPitchYaw>(
      link1.body_frame(), puck.body_frame(), Vector3d(1, 2, 3),
      Vector3d(0.1, 0.1, 0.1), Vector3d(4, 5, 6), Vector3d(0.2, 0.2, 0.2));
  plant.Finalize();
  return result;
}

// A state of MakeEveryElementPlant() away from singular configurations,
// offset by `shift` in every entry.
VectorXd EveryElementState(const MultibodyPlant<double>& plant, double shift) {
  const int n = plant.num_multibody_states();
  VectorXd x(n);
  for (int i = 0; i < n; ++i) x[i] = 0.3 * std::sin(1.7 * i + 0.5) + shift;
  // the puck's translation (after its roll-pitch-yaw) away from the links.
  const int start = plant.GetJointByName("free").position_start();
  x.segment<3>(start + 3) += Vector3d(0.3, 0.1, -0.6);
  return x;
}

// A plant with all four elements converts to AutoDiffXd: the converted
// plant gives the same energy and time derivatives (rounding: 1e-12), and
// ∂ẋ/∂x from automatic differentiation matches central differences of the
// double plant (h = 1e-6: truncation ~1e-10 on entries up to O(1000),
// rounding ~1e-7; 1e-5).
TEST(ForceElementsTest, AutoDiffConversionGivesSameDerivatives) {
  auto plant_ptr = MakeEveryElementPlant();
  const auto& plant = *plant_ptr;
  auto plant_ad = systems::System<double>::ToAutoDiffXd(plant);
  EXPECT_EQ(plant_ad->num_force_elements(), plant.num_force_elements());

  auto context = plant.CreateDefaultContext();
  const int n = plant.num_multibody_states();
  const VectorXd x = EveryElementState(plant, 0.0);
  plant.SetPositionsAndVelocities(context.get(), x);
  auto context_ad = plant_ad->CreateDefaultContext();
  plant_ad->SetPositionsAndVelocities(context_ad.get(),
                                      math::InitializeAutoDiff(x));
  EXPECT_NEAR(plant_ad->CalcPotentialEnergy(*context_ad).value(),
              plant.CalcPotentialEnergy(*context), 1e-12);
  const VectorXd xdot = plant.EvalTimeDerivatives(*context).CopyToVector();
  const VectorX<AutoDiffXd> xdot_ad =
      plant_ad->EvalTimeDerivatives(*context_ad).CopyToVector();
  EXPECT_TRUE(math::ExtractValue(xdot_ad).isApprox(xdot, 1e-12));
  const Eigen::MatrixXd J_ad = math::ExtractGradient(xdot_ad);
  Eigen::MatrixXd J_fd(n, n);
  const double h = 1e-6;
  for (int i = 0; i < n; ++i) {
    VectorXd xp = x, xm = x;
    xp[i] += h;
    xm[i] -= h;
    plant.SetPositionsAndVelocities(context.get(), xp);
    const VectorXd fp = plant.EvalTimeDerivatives(*context).CopyToVector();
    plant.SetPositionsAndVelocities(context.get(), xm);
    const VectorXd fm = plant.EvalTimeDerivatives(*context).CopyToVector();
    J_fd.col(i) = (fp - fm) / (2 * h);
  }
  EXPECT_GT(J_ad.cwiseAbs().maxCoeff(), 10.0);  // Springs are felt.
  EXPECT_LT((J_ad - J_fd).cwiseAbs().maxCoeff(), 1e-5);
}

// The elements allocate nothing when evaluated for double after warm-up
// (time derivatives evaluate every element's force).
TEST(ForceElementsTest, NoAllocationAfterWarmUp) {
  auto plant = MakeEveryElementPlant();
  auto context = plant->CreateDefaultContext();
  const VectorXd x0 = EveryElementState(*plant, 0.0);
  const VectorXd x1 = EveryElementState(*plant, 0.05);
  plant->SetPositionsAndVelocities(context.get(), x0);
  plant->EvalTimeDerivatives(*context);
  for (int i = 0; i < 4; ++i) {
    AllocationCounter counter;
    plant->SetPositionsAndVelocities(context.get(), (i % 2) ? x1 : x0);
    plant->EvalTimeDerivatives(*context);
    plant->CalcPotentialEnergy(*context);
    plant->CalcConservativePower(*context);
    plant->CalcNonConservativePower(*context);
    EXPECT_EQ(counter.count(), 0);
  }
}

}  // namespace force_elements_test
}  // namespace multibody
}  // namespace drake
