// MultibodyPlant mass properties: a body's mass, center of mass and inertia
// as Context parameters (and the computations that depend on them), and the
// center-of-mass acceleration and bias acceleration per model instance.

#include <cmath>
#include <vector>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace multibody_plant_mass_properties_test {

using Eigen::MatrixXd;
using Eigen::Vector3d;
using math::RigidTransform;
using test::AddPendulum;
using test::Box;
using test::Pendulum;

TEST(MultibodyPlantMassPropertiesTest, MassParametersInContext) {
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

// A pendulum (point mass m₁ at distance L below a y-axis pivot) hanging at
// θ = 0 with rate ω in instance "arm", and a free box (mass m₂, center of
// mass at Bo) in instance "free". Closed forms: the bob's acceleration is
// centripetal, ω²L toward the pivot (+z), with no tangential part (gravity
// has no moment at the bottom); the free box falls at g. Both hold for the
// bias accelerations too (v̇ = 0): the pendulum's centripetal term is all
// bias, and the free body's translational velocity is its own generalized
// velocity (no bias at Bo).
TEST(MultibodyPlantMassPropertiesTest, CenterOfMassAccelerationPerInstance) {
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

}  // namespace multibody_plant_mass_properties_test
}  // namespace multibody
}  // namespace drake
