// internal::MultibodyTreeSystem hosting a MultibodyTree on its own, as
// Drake's tree tests use it: a point-mass pendulum (mass m at distance L
// from a pin about W's y axis) whose cached kinematics and energies are
// checked against their closed forms, continuous and discrete.

#include "drake/multibody/tree/multibody_tree_system.h"

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/multibody/tree/revolute_joint.h"

namespace drake {
namespace multibody {
namespace internal {
namespace multibody_tree_system_test {

using Eigen::Vector3d;
using math::RigidTransformd;
using math::RotationMatrixd;

constexpr double kMass = 2.0;
constexpr double kLength = 0.5;

std::unique_ptr<MultibodyTree<double>> MakePendulum() {
  auto tree = std::make_unique<MultibodyTree<double>>();
  const RigidBody<double>& arm = tree->AddRigidBody(
      "arm", default_model_instance(),
      SpatialInertia<double>::PointMass(kMass, Vector3d(kLength, 0, 0)));
  tree->AddJoint(std::make_unique<RevoluteJoint<double>>(
      "pin", tree->world_frame(), arm.body_frame(), Vector3d::UnitY()));
  return tree;
}

// X_WB = Ry(θ); V_WB = (0, θ̇, 0 | 0); with Bcm at (L cos θ, 0, −L sin θ):
// PE = m·g·z = −m·9.81·L·sin θ, KE = ½·m·L²·θ̇². Rotations and products of
// a few numbers of size ~1: 1e-14.
void CheckPendulum(bool is_discrete) {
  MultibodyTreeSystem<double> system(MakePendulum(), is_discrete);
  EXPECT_EQ(system.is_discrete(), is_discrete);
  EXPECT_EQ(system.num_misc_continuous_states(), 0);
  const MultibodyTree<double>& tree = GetInternalTree(system);
  EXPECT_TRUE(tree.is_finalized());
  EXPECT_EQ(tree.num_positions(), 1);
  auto context = system.CreateDefaultContext();
  if (is_discrete) {
    EXPECT_EQ(context->num_discrete_state_groups(), 1);
    EXPECT_EQ(system.GetDiscreteStateIndexOrThrow(), 0);
  } else {
    EXPECT_EQ(context->num_continuous_states(), 2);
    DRAKE_EXPECT_THROWS_MESSAGE(system.GetDiscreteStateIndexOrThrow(),
                                ".*continuous.*");
  }
  const double theta = 0.7;
  const double theta_dot = -1.3;
  tree.get_mutable_positions_and_velocities(context.get()) << theta, theta_dot;

  const MobodIndex arm =
      tree.get_body(*tree.FindBody("arm", std::nullopt)).mobod_index();
  const RigidTransformd& X_WB =
      system.EvalPositionKinematics(*context).get_X_WB(arm);
  EXPECT_TRUE(X_WB.IsNearlyEqualTo(
      RigidTransformd(RotationMatrixd::MakeYRotation(theta)), 1e-14));
  const SpatialVelocity<double>& V_WB =
      system.EvalVelocityKinematics(*context).get_V_WB(arm);
  EXPECT_TRUE(V_WB.rotational().isApprox(Vector3d(0, theta_dot, 0), 1e-14));
  EXPECT_TRUE(V_WB.translational().isZero(1e-14));
  EXPECT_NEAR(system.CalcPotentialEnergy(*context),
              -kMass * 9.81 * kLength * std::sin(theta), 1e-14);
  EXPECT_NEAR(system.CalcKineticEnergy(*context),
              0.5 * kMass * kLength * kLength * theta_dot * theta_dot, 1e-14);
  // the entries behind the Eval functions are the system's, and an
  // unchanged context does not recompute them
  EXPECT_EQ(&system.position_kinematics_cache_entry(),
            &system.get_cache_entry(
                system.position_kinematics_cache_entry().cache_index()));
  EXPECT_FALSE(
      system.position_kinematics_cache_entry().is_out_of_date(*context));
  // the other context resources: no reflected inertia (no actuators)
  EXPECT_EQ(system.EvalReflectedInertiaCache(*context).size(), 1);
  EXPECT_EQ(system.EvalReflectedInertiaCache(*context)[0], 0.0);
  EXPECT_EQ(static_cast<int>(system.EvalFrameBodyPoses(*context).X_BF.size()),
            tree.num_frames());
}

GTEST_TEST(MultibodyTreeSystemTest, ContinuousPendulum) {
  CheckPendulum(false);
}

GTEST_TEST(MultibodyTreeSystemTest, DiscretePendulum) { CheckPendulum(true); }

GTEST_TEST(MultibodyTreeSystemTest, NullTreeAndNoDynamics) {
  DRAKE_EXPECT_THROWS_MESSAGE(MultibodyTreeSystem<double>(nullptr),
                              "MultibodyTreeSystem: the tree is null.");
  MultibodyTreeSystem<double> system(MakePendulum());
  auto context = system.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(system.EvalTimeDerivatives(*context),
                              ".*simulate a MultibodyPlant instead.");
}

}  // namespace multibody_tree_system_test
}  // namespace internal
}  // namespace multibody
}  // namespace drake
