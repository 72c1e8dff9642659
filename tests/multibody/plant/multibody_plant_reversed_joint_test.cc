// Joints whose child body is closer to the world than their parent body are
// traversed in reverse when the tree is built: a URDF's root link welded
// to its first link, then that link welded to the world (as Drake's model
// directives do with iiwa_link_0), and a pendulum whose revolute joint has
// the world as its child.

#include <cmath>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/ball_rpy_joint.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/multibody/tree/weld_joint.h"

namespace drake {
namespace multibody {
namespace multibody_plant_reversed_joint_test {

using Eigen::Vector3d;
using math::RigidTransformd;
using math::RollPitchYawd;
using math::RotationMatrixd;

SpatialInertia<double> Rod(double m, double l) {
  return SpatialInertia<double>::SolidBoxWithMass(m, 0.02, 0.03, l)
      .Shift(Vector3d(0.01, 0, l / 2));
}

TEST(ReversedJointTest, RootLinkWeldedThroughItsChild) {
  // base —fixed→ link0 —revolute→ link1, and world —weld→ link0: link0 is
  // the child of two joints, so the base's fixed joint is reversed.
  MultibodyPlant<double> plant(0.0);
  const auto& base = plant.AddRigidBody("base", Rod(2.0, 0.1));
  const auto& link0 = plant.AddRigidBody("link0", Rod(1.0, 0.2));
  const auto& link1 = plant.AddRigidBody("link1", Rod(1.0, 0.5));
  const RigidTransformd X_base_link0(RollPitchYawd(0.1, 0.2, 0.3),
                                     Vector3d(0.0, 0.1, 0.3));
  plant.AddJoint<WeldJoint>("base_link0", base, X_base_link0, link0,
                            RigidTransformd(), RigidTransformd());
  plant.AddJoint<RevoluteJoint>("j1", link0,
                                RigidTransformd(Vector3d(0, 0, 0.2)), link1,
                                RigidTransformd(), Vector3d::UnitY());
  const RigidTransformd X_W_link0(RollPitchYawd(0.0, 0.0, 0.5),
                                  Vector3d(1.0, 2.0, 0.0));
  plant.AddJoint<WeldJoint>("world_link0", plant.world_body(),
                            RigidTransformd(), link0, RigidTransformd(),
                            X_W_link0);
  plant.Finalize();
  EXPECT_EQ(plant.num_positions(), 1);
  auto context = plant.CreateDefaultContext();
  plant.SetPositions(context.get(), Vector1d(0.7));
  // Poses: link0 where the weld puts it, base behind it, link1 after it.
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, link0)
                  .IsNearlyEqualTo(X_W_link0, 1e-14));
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, base)
                  .IsNearlyEqualTo(X_W_link0 * X_base_link0.inverse(), 1e-14));
  const RigidTransformd X_W_link1 =
      X_W_link0 * RigidTransformd(Vector3d(0, 0, 0.2)) *
      RigidTransformd(RotationMatrixd::MakeYRotation(0.7));
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, link1)
                  .IsNearlyEqualTo(X_W_link1, 1e-14));
  // The anchored base adds nothing to the mass matrix (one dof, link1's
  // inertia about the axis) — equal to the plant without the base.
  Eigen::MatrixXd M(1, 1);
  plant.CalcMassMatrix(*context, &M);
  MultibodyPlant<double> simple(0.0);
  const auto& s0 = simple.AddRigidBody("link0", Rod(1.0, 0.2));
  const auto& s1 = simple.AddRigidBody("link1", Rod(1.0, 0.5));
  simple.AddJoint<WeldJoint>("w", simple.world_body(), RigidTransformd(), s0,
                             RigidTransformd(), X_W_link0);
  simple.AddJoint<RevoluteJoint>("j1", s0, RigidTransformd(Vector3d(0, 0, 0.2)),
                                 s1, RigidTransformd(), Vector3d::UnitY());
  simple.Finalize();
  auto simple_context = simple.CreateDefaultContext();
  simple.SetPositions(simple_context.get(), Vector1d(0.7));
  Eigen::MatrixXd M_simple(1, 1);
  simple.CalcMassMatrix(*simple_context, &M_simple);
  EXPECT_NEAR(M(0, 0), M_simple(0, 0), 1e-14);
  EXPECT_NEAR(plant.CalcGravityGeneralizedForces(*context)[0],
              simple.CalcGravityGeneralizedForces(*simple_context)[0], 1e-13);
}

TEST(ReversedJointTest, RevoluteWithWorldAsChild) {
  // The joint "pin" has the bob as parent and the world as child. Its
  // angle q rotates the child frame relative to the parent frame, so the
  // bob's pose is the inverse motion: the same as a forward pin at −q.
  const Vector3d axis = Vector3d(0.3, 1.0, -0.2).normalized();
  const RigidTransformd X_BJ(RollPitchYawd(0.2, -0.1, 0.4),
                             Vector3d(0.05, 0.0, 0.4));
  MultibodyPlant<double> reversed(0.0);
  const auto& bob = reversed.AddRigidBody("bob", Rod(1.5, 0.4));
  reversed.AddJoint<RevoluteJoint>("pin", bob, X_BJ, reversed.world_body(),
                                   RigidTransformd(), axis);
  reversed.Finalize();
  MultibodyPlant<double> forward(0.0);
  const auto& bob_f = forward.AddRigidBody("bob", Rod(1.5, 0.4));
  forward.AddJoint<RevoluteJoint>("pin", forward.world_body(),
                                  RigidTransformd(), bob_f, X_BJ, axis);
  forward.Finalize();
  auto context_r = reversed.CreateDefaultContext();
  auto context_f = forward.CreateDefaultContext();
  for (double q : {0.0, 0.4, -1.3}) {
    reversed.SetPositions(context_r.get(), Vector1d(q));
    forward.SetPositions(context_f.get(), Vector1d(-q));
    EXPECT_TRUE(reversed.EvalBodyPoseInWorld(*context_r, bob)
                    .IsNearlyEqualTo(
                        forward.EvalBodyPoseInWorld(*context_f, bob_f), 1e-14));
    Eigen::MatrixXd M_r(1, 1), M_f(1, 1);
    reversed.CalcMassMatrix(*context_r, &M_r);
    forward.CalcMassMatrix(*context_f, &M_f);
    EXPECT_NEAR(M_r(0, 0), M_f(0, 0), 1e-14);
    // τ_g transforms as a covector: q_r = −q_f ⇒ τ_r = −τ_f.
    EXPECT_NEAR(reversed.CalcGravityGeneralizedForces(*context_r)[0],
                -forward.CalcGravityGeneralizedForces(*context_f)[0], 1e-13);
  }
  // The joint's own accessors read the same coordinate.
  const auto& pin = reversed.GetJointByName<RevoluteJoint>("pin");
  reversed.SetPositions(context_r.get(), Vector1d(0.25));
  EXPECT_EQ(pin.get_angle(*context_r), 0.25);
}

TEST(ReversedJointTest, PrismaticWithWorldAsChild) {
  const Vector3d axis(0, 0, 1);
  MultibodyPlant<double> plant(0.0);
  const auto& slider = plant.AddRigidBody("slider", Rod(1.0, 0.1));
  plant.AddJoint<PrismaticJoint>("rail", slider, RigidTransformd(),
                                 plant.world_body(), RigidTransformd(), axis);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  plant.SetPositions(context.get(), Vector1d(0.3));
  // The world (child) is 0.3 above the slider (parent): the slider at −0.3.
  EXPECT_NEAR(plant.EvalBodyPoseInWorld(*context, slider).translation().z(),
              -0.3, 1e-15);
}

TEST(ReversedJointTest, UnsupportedReversalThrows) {
  MultibodyPlant<double> plant(0.0);
  const auto& a = plant.AddRigidBody("a", Rod(1.0, 0.1));
  plant.AddJoint<BallRpyJoint>("ball", a, RigidTransformd(), plant.world_body(),
                               RigidTransformd());
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.Finalize(),
      ".*joint 'ball' \\(ball_rpy\\) would have to be reversed.*only weld, "
      "revolute, prismatic and screw.*");
}

}  // namespace multibody_plant_reversed_joint_test
}  // namespace multibody
}  // namespace drake
