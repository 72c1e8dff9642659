// internal::MultibodyTreeSystem hosting a MultibodyTree on its own, as
// Drake's tree tests use it: a point-mass pendulum (mass m at distance L
// from a pin about W's y axis) whose cached kinematics and energies are
// checked against their closed forms, continuous and discrete; its free
// motion (the time derivatives) and that of a free body; the velocity maps;
// and the conversions to AutoDiffXd and symbolic::Expression and back.

#include "drake/multibody/tree/multibody_tree_system.h"

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/symbolic/expression.h"
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

GTEST_TEST(MultibodyTreeSystemTest, NullTree) {
  DRAKE_EXPECT_THROWS_MESSAGE(MultibodyTreeSystem<double>(nullptr),
                              "MultibodyTreeSystem: the tree is null.");
}

// The pendulum's free motion: m·L²·θ̈ = −∂PE/∂θ = m·g·L·cos θ, so
// ẋ = (θ̇, (g/L)·cos θ). One forward-dynamics solve of size-1 numbers:
// 1e-13.
GTEST_TEST(MultibodyTreeSystemTest, PendulumTimeDerivatives) {
  MultibodyTreeSystem<double> system(MakePendulum());
  auto context = system.CreateDefaultContext();
  const double theta = 0.7;
  const double theta_dot = -1.3;
  GetInternalTree(system).get_mutable_positions_and_velocities(context.get())
      << theta,
      theta_dot;
  const Eigen::VectorXd xdot =
      system.EvalTimeDerivatives(*context).CopyToVector();
  ASSERT_EQ(xdot.size(), 2);
  EXPECT_NEAR(xdot[0], theta_dot, 1e-15);
  EXPECT_NEAR(xdot[1], 9.81 / kLength * std::cos(theta), 1e-13);
  // Energy: the conservative power is −d(PE)/dt = m·g·L·cos θ·θ̇; nothing
  // dissipates.
  EXPECT_NEAR(system.CalcConservativePower(*context),
              kMass * 9.81 * kLength * std::cos(theta) * theta_dot, 1e-13);
  EXPECT_EQ(system.CalcNonConservativePower(*context), 0.0);

  // A discrete system has no continuous state and no free motion.
  MultibodyTreeSystem<double> discrete(MakePendulum(), true);
  auto discrete_context = discrete.CreateDefaultContext();
  EXPECT_EQ(discrete.EvalTimeDerivatives(*discrete_context).size(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      discrete.CalcFreeMotionAccelerations(*discrete_context),
      ".*CalcFreeMotionAccelerations\\(\\): the system is discrete.*");
}

// A free body (the quaternion floating joint Finalize() adds): it falls
// with v̇ = (0, 0, 0, 0, 0, −9.81) (exactly: no rotation, no coupling), and
// q̇ = N(q)·v maps the angular velocity into the quaternion's rate,
// q̇_quat = ½·(0, ω) at the identity, which MapQDotToVelocity inverts
// (1e-15: one multiplication by ½).
GTEST_TEST(MultibodyTreeSystemTest, FreeBodyFallsAndMapsVelocities) {
  auto tree = std::make_unique<MultibodyTree<double>>();
  tree->AddRigidBody(
      "box", default_model_instance(),
      SpatialInertia<double>::SolidBoxWithMass(1.5, 0.1, 0.2, 0.3));
  MultibodyTreeSystem<double> system(std::move(tree));
  const MultibodyTree<double>& tree_ref = GetInternalTree(system);
  ASSERT_EQ(tree_ref.num_positions(), 7);
  ASSERT_EQ(tree_ref.num_velocities(), 6);
  auto context = system.CreateDefaultContext();
  const Eigen::VectorXd x =
      context->get_continuous_state_vector().CopyToVector();
  // Default state: identity quaternion at the origin, at rest.
  EXPECT_EQ(x[0], 1.0);
  EXPECT_TRUE(x.tail(12).isZero());
  Vector6<double> v;
  v << 0.2, -0.4, 0.6, 1.0, 2.0, 3.0;
  tree_ref.get_mutable_positions_and_velocities(context.get()).tail(6) = v;
  const Eigen::VectorXd xdot =
      system.EvalTimeDerivatives(*context).CopyToVector();
  // The kinematic part first (with ω ≠ 0 the box's gyroscopic terms make
  // ω̇ nonzero; the free fall is checked at rest below).
  systems::BasicVector<double> qdot(7);
  system.MapVelocityToQDot(*context, v, &qdot);
  EXPECT_NEAR(qdot[0], 0.0, 1e-15);
  EXPECT_NEAR(qdot[1], 0.1, 1e-15);
  EXPECT_NEAR(qdot[2], -0.2, 1e-15);
  EXPECT_NEAR(qdot[3], 0.3, 1e-15);
  EXPECT_TRUE(qdot.get_value().tail(3).isApprox(v.tail(3), 1e-15));
  EXPECT_TRUE(xdot.head(7).isApprox(qdot.get_value(), 1e-15));
  systems::BasicVector<double> v_back(6);
  system.MapQDotToVelocity(*context, qdot.get_value(), &v_back);
  EXPECT_TRUE(v_back.get_value().isApprox(v, 1e-15));
  // Wrong sizes are refused, naming the sizes.
  systems::BasicVector<double> short_qdot(6);
  DRAKE_EXPECT_THROWS_MESSAGE(
      system.MapVelocityToQDot(*context, v, &short_qdot),
      ".*num_q = 7 and num_v = 6.*qdot of size 6.*");

  tree_ref.get_mutable_positions_and_velocities(context.get()).tail(6) =
      Vector6<double>::Zero();
  const Eigen::VectorXd xdot_at_rest =
      system.EvalTimeDerivatives(*context).CopyToVector();
  Vector6<double> expected_vdot = Vector6<double>::Zero();
  expected_vdot[5] = -9.81;
  EXPECT_TRUE(xdot_at_rest.tail(6).isApprox(expected_vdot, 1e-15))
      << xdot_at_rest.transpose();
}

// Scalar conversion clones the tree: in AutoDiffXd, with θ the variable,
// ∂θ̈/∂θ = −(g/L)·sin θ; in symbolic::Expression, θ̈ is an expression in θ
// that evaluates to (g/L)·cos θ (1e-13, as above). Back to double, the
// same derivatives.
GTEST_TEST(MultibodyTreeSystemTest, ScalarConversion) {
  MultibodyTreeSystem<double> system(MakePendulum());
  const double theta = 0.7;

  auto autodiff = systems::System<double>::ToAutoDiffXd(system);
  auto ad_context = autodiff->CreateDefaultContext();
  GetInternalTree(*autodiff).get_mutable_positions_and_velocities(
      ad_context.get())
      << AutoDiffXd(theta, Eigen::VectorXd::Unit(1, 0)),
      0.0;
  const VectorX<AutoDiffXd> ad_xdot =
      autodiff->EvalTimeDerivatives(*ad_context).CopyToVector();
  EXPECT_NEAR(ad_xdot[1].value(), 9.81 / kLength * std::cos(theta), 1e-13);
  ASSERT_EQ(ad_xdot[1].derivatives().size(), 1);
  EXPECT_NEAR(ad_xdot[1].derivatives()[0], -9.81 / kLength * std::sin(theta),
              1e-13);

  auto symbolic = systems::System<double>::ToSymbolic(system);
  auto sym_context = symbolic->CreateDefaultContext();
  const symbolic::Variable th("theta");
  GetInternalTree(*symbolic).get_mutable_positions_and_velocities(
      sym_context.get())
      << symbolic::Expression(th),
      0.0;
  const VectorX<symbolic::Expression> sym_xdot =
      symbolic->EvalTimeDerivatives(*sym_context).CopyToVector();
  EXPECT_TRUE(sym_xdot[1].GetVariables().include(th));
  EXPECT_NEAR(sym_xdot[1].Evaluate({{th, theta}}),
              9.81 / kLength * std::cos(theta), 1e-13);

  auto back =
      systems::System<symbolic::Expression>::ToScalarType<double>(*symbolic);
  auto back_context = back->CreateDefaultContext();
  GetInternalTree(*back).get_mutable_positions_and_velocities(
      back_context.get())
      << theta,
      0.0;
  EXPECT_NEAR(back->EvalTimeDerivatives(*back_context).CopyToVector()[1],
              9.81 / kLength * std::cos(theta), 1e-13);
}

}  // namespace multibody_tree_system_test
}  // namespace internal
}  // namespace multibody
}  // namespace drake
