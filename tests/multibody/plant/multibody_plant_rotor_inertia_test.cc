// JointActuator rotor inertia Iᵣ and gear ratio ρ as Context parameters: the
// reflected inertia ρ²·Iᵣ on the actuated dof's mass-matrix diagonal, in
// inverse and forward dynamics and in the kinetic energy, checked against the
// closed form of a 1-dof pendulum (and the acrobot for dof placement).

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace multibody_plant_rotor_inertia_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;

// Every comparison below is between a few double operations on O(1)
// numbers; 1e-12 leaves room for round-off only.
constexpr double kTol = 1e-12;

constexpr double kMass = 2.0;      // kg
constexpr double kLength = 0.5;    // m, joint to center of mass
constexpr double kIcm = 0.03;      // kg·m², about the center of mass
constexpr double kGravity = 9.81;  // m/s²

// A pendulum hanging along −z from a revolute joint about +y at the origin,
// with one actuator "motor" on the joint (model values Iᵣ = 0.2, ρ = 3).
std::unique_ptr<MultibodyPlant<double>> MakePendulum(double time_step = 0) {
  auto plant = std::make_unique<MultibodyPlant<double>>(time_step);
  const auto M = SpatialInertia<double>::MakeFromCentralInertia(
      kMass, Vector3<double>(0, 0, -kLength),
      RotationalInertia<double>(kIcm, kIcm, kIcm));
  const RigidBody<double>& link = plant->AddRigidBody("link", M);
  const auto& joint = plant->AddJoint<RevoluteJoint>(
      "pin", plant->world_body(), std::nullopt, link, std::nullopt,
      Vector3<double>::UnitY());
  JointActuator<double>& motor = plant->get_mutable_joint_actuator(
      plant->AddJointActuator("motor", joint).index());
  motor.set_default_rotor_inertia(0.2);
  motor.set_default_gear_ratio(3.0);
  plant->mutable_gravity_field().set_gravity_vector(
      Vector3<double>(0, 0, -kGravity));
  plant->Finalize();
  return plant;
}

// The link's own inertia about the joint axis: I_cm + m·l².
double LinkInertia() { return kIcm + kMass * kLength * kLength; }

double Mass11(const MultibodyPlant<double>& plant,
              const systems::Context<double>& context) {
  MatrixXd M(1, 1);
  plant.CalcMassMatrix(context, &M);
  return M(0, 0);
}

TEST(RotorInertiaTest, DefaultContextUsesModelValues) {
  auto plant = MakePendulum();
  const JointActuator<double>& motor = plant->GetJointActuatorByName("motor");
  auto context = plant->CreateDefaultContext();
  EXPECT_EQ(motor.default_rotor_inertia(), 0.2);
  EXPECT_EQ(motor.default_gear_ratio(), 3.0);
  EXPECT_NEAR(motor.default_reflected_inertia(), 1.8, kTol);
  EXPECT_EQ(motor.rotor_inertia(*context), 0.2);
  EXPECT_EQ(motor.gear_ratio(*context), 3.0);
  EXPECT_NEAR(motor.calc_reflected_inertia(*context), 1.8, kTol);
  // M = I_cm + m·l² + ρ²·Iᵣ.
  EXPECT_NEAR(Mass11(*plant, *context), LinkInertia() + 1.8, kTol);
}

TEST(RotorInertiaTest, ContextValuesChangeMassMatrix) {
  auto plant = MakePendulum();
  const JointActuator<double>& motor = plant->GetJointActuatorByName("motor");
  auto context = plant->CreateDefaultContext();
  auto other = plant->CreateDefaultContext();
  // Evaluate first, so a stale cache would be caught below.
  EXPECT_NEAR(Mass11(*plant, *context), LinkInertia() + 1.8, kTol);
  motor.SetRotorInertia(context.get(), 0.5);
  EXPECT_EQ(motor.rotor_inertia(*context), 0.5);
  EXPECT_NEAR(Mass11(*plant, *context), LinkInertia() + 9 * 0.5, kTol);
  motor.SetGearRatio(context.get(), 4.0);
  EXPECT_EQ(motor.gear_ratio(*context), 4.0);
  EXPECT_NEAR(motor.calc_reflected_inertia(*context), 8.0, kTol);
  EXPECT_NEAR(Mass11(*plant, *context), LinkInertia() + 8.0, kTol);
  // Model values and other contexts are untouched.
  EXPECT_EQ(motor.default_rotor_inertia(), 0.2);
  EXPECT_EQ(motor.default_gear_ratio(), 3.0);
  EXPECT_NEAR(Mass11(*plant, *other), LinkInertia() + 1.8, kTol);
  // Zero rotor inertia removes the term; ρ then does not matter.
  motor.SetRotorInertia(context.get(), 0.0);
  EXPECT_NEAR(Mass11(*plant, *context), LinkInertia(), kTol);
  // SetDefaultContext restores the model values.
  plant->SetDefaultContext(context.get());
  EXPECT_NEAR(Mass11(*plant, *context), LinkInertia() + 1.8, kTol);
}

TEST(RotorInertiaTest, ForwardDynamicsAndCacheInvalidation) {
  auto plant = MakePendulum();
  const JointActuator<double>& motor = plant->GetJointActuatorByName("motor");
  auto context = plant->CreateDefaultContext();
  const double q = 0.7, v = -1.3, u = 0.4;
  plant->SetPositionsAndVelocities(context.get(), Eigen::Vector2d(q, v));
  plant->get_actuation_input_port().FixValue(context.get(),
                                             VectorXd::Constant(1, u));
  // 1 dof about a fixed axis: no velocity-product term, so
  // v̇ = (u − m·g·l·sin q) / (I_cm + m·l² + ρ²·Iᵣ).
  const double tau = u - kMass * kGravity * kLength * std::sin(q);
  const double vdot0 =
      plant->EvalTimeDerivatives(*context).get_vector().GetAtIndex(1);
  EXPECT_NEAR(vdot0, tau / (LinkInertia() + 1.8), kTol);
  // Changing only the parameter must invalidate the cached derivatives.
  motor.SetRotorInertia(context.get(), 0.05);
  motor.SetGearRatio(context.get(), 10.0);
  const double vdot1 =
      plant->EvalTimeDerivatives(*context).get_vector().GetAtIndex(1);
  EXPECT_NEAR(vdot1, tau / (LinkInertia() + 5.0), kTol);
  // And agrees with M⁻¹(τ − C·v + τ_g) from the plant's own terms.
  MatrixXd M(1, 1);
  plant->CalcMassMatrix(*context, &M);
  VectorXd Cv(1);
  plant->CalcBiasTerm(*context, &Cv);
  const VectorXd tau_g = plant->CalcGravityGeneralizedForces(*context);
  EXPECT_NEAR(vdot1, (u - Cv[0] + tau_g[0]) / M(0, 0), kTol);
}

TEST(RotorInertiaTest, InverseDynamicsAndKineticEnergy) {
  auto plant = MakePendulum();
  const JointActuator<double>& motor = plant->GetJointActuatorByName("motor");
  auto context = plant->CreateDefaultContext();
  const double q = -0.4, v = 2.0, vdot = 0.9;
  plant->SetPositionsAndVelocities(context.get(), Eigen::Vector2d(q, v));
  motor.SetRotorInertia(context.get(), 0.1);
  motor.SetGearRatio(context.get(), 5.0);  // ρ²·Iᵣ = 2.5.
  const double J = LinkInertia() + 2.5;
  // With no applied forces (gravity enters only through `forces`, as in
  // Drake) and no velocity product about a fixed axis: τ = J·v̇.
  MultibodyForces<double> forces(*plant);
  const VectorXd tau =
      plant->CalcInverseDynamics(*context, VectorXd::Constant(1, vdot), forces);
  EXPECT_NEAR(tau[0], J * vdot, kTol);
  // ½·(I_cm + m·l² + ρ²·Iᵣ)·v².
  EXPECT_NEAR(plant->CalcKineticEnergy(*context), 0.5 * J * v * v, kTol);
  motor.SetRotorInertia(context.get(), 0.0);
  EXPECT_NEAR(plant->CalcKineticEnergy(*context), 0.5 * LinkInertia() * v * v,
              kTol);
}

TEST(RotorInertiaTest, ReflectedInertiaGoesOnTheActuatedDof) {
  test::AcrobotParameters p;
  auto plant = test::MakeAcrobot(p);
  const JointActuator<double>& motor =
      plant->AddJointActuator("elbow_motor", plant->GetJointByName("elbow"));
  plant->Finalize();
  auto context = plant->CreateDefaultContext();
  plant->SetPositions(context.get(), Eigen::Vector2d(0.3, -0.8));
  MatrixXd M0(2, 2), M1(2, 2);
  plant->CalcMassMatrix(*context, &M0);
  motor.SetRotorInertia(context.get(), 0.25);
  motor.SetGearRatio(context.get(), 2.0);
  plant->CalcMassMatrix(*context, &M1);
  MatrixXd expected = MatrixXd::Zero(2, 2);
  expected(1, 1) = 1.0;  // 2²·0.25 on the elbow dof only.
  EXPECT_TRUE((M1 - M0 - expected).cwiseAbs().maxCoeff() < kTol);
}

TEST(RotorInertiaTest, AutoDiffConversionKeepsValues) {
  auto plant = MakePendulum();
  auto plant_ad = systems::System<double>::ToAutoDiffXd(*plant);
  const JointActuator<AutoDiffXd>& motor =
      plant_ad->GetJointActuatorByName("motor");
  EXPECT_EQ(motor.default_rotor_inertia(), 0.2);
  EXPECT_EQ(motor.default_gear_ratio(), 3.0);
  auto context = plant_ad->CreateDefaultContext();
  EXPECT_EQ(motor.rotor_inertia(*context).value(), 0.2);
  EXPECT_EQ(motor.gear_ratio(*context).value(), 3.0);
  // Differentiate M with respect to Iᵣ: ∂M/∂Iᵣ = ρ² = 9.
  motor.SetRotorInertia(context.get(),
                        AutoDiffXd(0.2, Eigen::VectorXd::Ones(1)));
  MatrixX<AutoDiffXd> M(1, 1);
  plant_ad->CalcMassMatrix(*context, &M);
  EXPECT_NEAR(M(0, 0).value(), LinkInertia() + 1.8, kTol);
  ASSERT_EQ(M(0, 0).derivatives().size(), 1);
  EXPECT_NEAR(M(0, 0).derivatives()[0], 9.0, kTol);
}

TEST(RotorInertiaTest, Errors) {
  auto plant = MakePendulum();
  const JointActuator<double>& motor = plant->GetJointActuatorByName("motor");
  auto context = plant->CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      motor.SetRotorInertia(context.get(), -0.1),
      ".*SetRotorInertia.*'motor'.*non-negative.*-0.1.*");
  // The value is unchanged after the throw.
  EXPECT_EQ(motor.rotor_inertia(*context), 0.2);
  // A context of another plant.
  auto other_plant = MakePendulum();
  auto other_context = other_plant->CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(motor.rotor_inertia(*other_context),
                              ".*Context of a different System.*");
  DRAKE_EXPECT_THROWS_MESSAGE(motor.SetGearRatio(other_context.get(), 2.0),
                              ".*Context of a different System.*");
  DRAKE_EXPECT_THROWS_MESSAGE(motor.SetRotorInertia(other_context.get(), 1.0),
                              ".*Context of a different System.*");
}

}  // namespace multibody_plant_rotor_inertia_test
}  // namespace multibody
}  // namespace drake
