// BallQuaternionJoint: a ball joint with q = the quaternion of R_FM and
// v = w_FM_F, checked against closed forms and against BallRpyJoint (the same
// joint with roll-pitch-yaw coordinates and the same v).

#include "drake/multibody/tree/ball_quaternion_joint.h"

#include <cmath>
#include <random>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/ball_rpy_joint.h"

namespace drake {
namespace multibody {
namespace ball_quaternion_joint_test {

using Eigen::Quaterniond;
using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransformd;
using math::RollPitchYawd;
using math::RotationMatrixd;

// A 2 kg box hanging from the world by a ball joint 1 m above the world
// origin, with its center of mass 0.3 m below the joint along its own −z.
template <template <typename> class BallJoint>
const BallJoint<double>& AddPendulum(MultibodyPlant<double>* plant,
                                     double damping = 0.0) {
  const auto& body = plant->AddRigidBody(
      "bob", SpatialInertia<double>::SolidBoxWithMass(2.0, 0.1, 0.2, 0.3)
                 .Shift(Vector3d(0, 0, 0.3)));
  return plant->AddJoint<BallJoint>("ball", plant->world_body(),
                                    RigidTransformd(Vector3d(0, 0, 1.0)), body,
                                    std::nullopt, damping);
}

TEST(BallQuaternionJointTest, LayoutAndDefaults) {
  MultibodyPlant<double> plant(0.0);
  const auto& joint = AddPendulum<BallQuaternionJoint>(&plant, 0.25);
  plant.Finalize();
  EXPECT_EQ(joint.num_positions(), 4);
  EXPECT_EQ(joint.num_velocities(), 3);
  EXPECT_EQ(joint.type_name(), "ball_quaternion");
  EXPECT_EQ(joint.default_damping(), 0.25);
  EXPECT_EQ(joint.get_default_quaternion().coeffs(),
            Quaterniond::Identity().coeffs());
  auto context = plant.CreateDefaultContext();
  EXPECT_EQ(plant.GetPositions(*context), Eigen::Vector4d(1, 0, 0, 0));
  EXPECT_EQ(joint.get_quaternion(*context).coeffs(),
            Quaterniond::Identity().coeffs());
}

// The body's pose follows R_FM exactly; q̇ = ½·(0, w_FM_F) ⊗ q (Hamilton
// product; w expressed in F multiplies from the left); round trips of q and
// v. Tolerances: a few ulps of
// unit-size quantities.
TEST(BallQuaternionJointTest, KinematicsClosedForm) {
  MultibodyPlant<double> plant(0.0);
  const auto& joint = AddPendulum<BallQuaternionJoint>(&plant);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const RotationMatrixd R_FM(RollPitchYawd(0.3, -0.7, 1.1));
  joint.SetFromRotationMatrix(context.get(), R_FM);
  const RigidTransformd X_WB =
      plant.EvalBodyPoseInWorld(*context, plant.GetBodyByName("bob"));
  EXPECT_TRUE(X_WB.rotation().IsNearlyEqualTo(R_FM, 1e-15));
  EXPECT_TRUE(CompareMatrices(X_WB.translation(), Vector3d(0, 0, 1), 1e-15));
  const Quaterniond q = joint.get_quaternion(*context);
  EXPECT_TRUE(RotationMatrixd(q).IsNearlyEqualTo(R_FM, 1e-15));

  const Vector3d w_FM(0.4, -1.2, 2.0);
  joint.set_angular_velocity(context.get(), w_FM);
  EXPECT_EQ(joint.get_angular_velocity(*context), w_FM);
  const auto& V_WB = plant.EvalBodySpatialVelocityInWorld(
      *context, plant.GetBodyByName("bob"));
  EXPECT_TRUE(CompareMatrices(V_WB.rotational(), w_FM, 1e-15));
  VectorXd qdot(4);
  plant.MapVelocityToQDot(*context, plant.GetVelocities(*context), &qdot);
  const Quaterniond w_quat(0, w_FM.x(), w_FM.y(), w_FM.z());
  const Quaterniond expected = w_quat * q;
  EXPECT_NEAR(qdot[0], 0.5 * expected.w(), 1e-15);
  EXPECT_TRUE(CompareMatrices(qdot.tail<3>(), 0.5 * expected.vec(), 1e-15));
  VectorXd v(3);
  plant.MapQDotToVelocity(*context, qdot, &v);
  EXPECT_TRUE(CompareMatrices(v, w_FM, 1e-14));
}

// The same pendulum with a BallRpyJoint at the same rotation has the same
// generalized velocities (w_FM_F), hence the same M(q), bias and gravity
// terms. Tolerance: 1e-12 relative, round-off of two different
// parameterizations of the same rotation.
TEST(BallQuaternionJointTest, DynamicsEqualBallRpy) {
  MultibodyPlant<double> quat_plant(0.0);
  const auto& quat_joint = AddPendulum<BallQuaternionJoint>(&quat_plant);
  quat_plant.Finalize();
  MultibodyPlant<double> rpy_plant(0.0);
  const auto& rpy_joint = AddPendulum<BallRpyJoint>(&rpy_plant);
  rpy_plant.Finalize();
  auto quat_context = quat_plant.CreateDefaultContext();
  auto rpy_context = rpy_plant.CreateDefaultContext();
  const RollPitchYawd rpy(0.2, 0.5, -0.9);
  const Vector3d w_FM(1.0, -0.5, 0.25);
  quat_joint.SetFromRotationMatrix(quat_context.get(), RotationMatrixd(rpy));
  quat_joint.set_angular_velocity(quat_context.get(), w_FM);
  rpy_joint.set_angles(rpy_context.get(), rpy.vector());
  rpy_joint.set_angular_velocity(rpy_context.get(), w_FM);
  Eigen::MatrixXd M_quat(3, 3), M_rpy(3, 3);
  quat_plant.CalcMassMatrix(*quat_context, &M_quat);
  rpy_plant.CalcMassMatrix(*rpy_context, &M_rpy);
  EXPECT_TRUE(CompareMatrices(M_quat, M_rpy, 1e-12 * M_rpy.norm()));
  VectorXd C_quat(3), C_rpy(3);
  quat_plant.CalcBiasTerm(*quat_context, &C_quat);
  rpy_plant.CalcBiasTerm(*rpy_context, &C_rpy);
  EXPECT_TRUE(CompareMatrices(C_quat, C_rpy, 1e-12 * (1 + C_rpy.norm())));
  const VectorXd g_quat =
      quat_plant.CalcGravityGeneralizedForces(*quat_context);
  const VectorXd g_rpy = rpy_plant.CalcGravityGeneralizedForces(*rpy_context);
  EXPECT_TRUE(CompareMatrices(g_quat, g_rpy, 1e-12 * (1 + g_rpy.norm())));
}

// Scalar conversion keeps the joint's class, damping and default quaternion,
// and the AutoDiffXd plant's M(q) at that rotation equals the double plant's
// (1e-12 relative: the same operations on the same numbers).
TEST(BallQuaternionJointTest, ScalarConversion) {
  MultibodyPlant<double> plant(0.0);
  AddPendulum<BallQuaternionJoint>(&plant, 0.25);
  auto& joint = plant.GetMutableJointByName<BallQuaternionJoint>("ball");
  const Quaterniond q0(
      RotationMatrixd(RollPitchYawd(0.1, -0.3, 0.2)).ToQuaternion());
  joint.set_default_quaternion(q0);
  plant.Finalize();
  auto plant_ad = systems::System<double>::ToAutoDiffXd(plant);
  const auto* joint_ad = dynamic_cast<const BallQuaternionJoint<AutoDiffXd>*>(
      &plant_ad->GetJointByName("ball"));
  ASSERT_NE(joint_ad, nullptr);
  EXPECT_EQ(joint_ad->default_damping(), 0.25);
  EXPECT_TRUE(CompareMatrices(joint_ad->get_default_quaternion().coeffs(),
                              q0.coeffs(), 0.0));
  auto context = plant.CreateDefaultContext();
  auto context_ad = plant_ad->CreateDefaultContext();
  Eigen::MatrixXd M(3, 3);
  MatrixX<AutoDiffXd> M_ad(3, 3);
  plant.CalcMassMatrix(*context, &M);
  plant_ad->CalcMassMatrix(*context_ad, &M_ad);
  Eigen::MatrixXd M_values(3, 3);
  for (int i = 0; i < 9; ++i) M_values.data()[i] = M_ad.data()[i].value();
  EXPECT_TRUE(CompareMatrices(M_values, M, 1e-12 * M.norm()));
}

TEST(BallQuaternionJointTest, Errors) {
  MultibodyPlant<double> plant(0.0);
  const auto& joint = AddPendulum<BallQuaternionJoint>(&plant);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetMutableJointByName<BallQuaternionJoint>("ball")
          .set_default_quaternion(Quaterniond(2, 0, 0, 0)),
      ".*BallQuaternionJoint::set_default_quaternion.*ball.*");
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      joint.set_quaternion(context.get(), Quaterniond(0.5, 0.5, 0, 0)),
      ".*BallQuaternionJoint::set_quaternion.*ball.*");
  MultibodyPlant<double> other(0.0);
  const auto& body = other.AddRigidBody(
      "b", SpatialInertia<double>::SolidSphereWithMass(1.0, 0.1));
  DRAKE_EXPECT_THROWS_MESSAGE(
      other.AddJoint<BallQuaternionJoint>("negative", other.world_body(),
                                          std::nullopt, body, std::nullopt,
                                          -1.0),
      "Joint 'negative': damping must be non-negative; got -1.*");
}

// Uniform random orientations are unit quaternions, and a default
// quaternion set on the joint is the default context's q.
TEST(BallQuaternionJointTest, RandomAndDefaultQuaternion) {
  MultibodyPlant<double> plant(0.0);
  AddPendulum<BallQuaternionJoint>(&plant);
  auto& joint = plant.GetMutableJointByName<BallQuaternionJoint>("ball");
  const Quaterniond q0 =
      RotationMatrixd(RollPitchYawd(0.1, 0.2, 0.3)).ToQuaternion();
  joint.set_default_quaternion(q0);
  joint.set_random_quaternion_distribution_to_uniform();
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  EXPECT_TRUE(CompareMatrices(plant.GetPositions(*context),
                              Eigen::Vector4d(q0.w(), q0.x(), q0.y(), q0.z()),
                              1e-15));
  RandomGenerator generator(7);
  double sum_w2 = 0;
  const int n = 2000;
  for (int i = 0; i < n; ++i) {
    plant.SetRandomContext(context.get(), &generator);
    const Eigen::Vector4d q = plant.GetPositions(*context);
    ASSERT_NEAR(q.norm(), 1.0, 1e-14);
    sum_w2 += q[0] * q[0];
  }
  // Uniform on the 3-sphere: E[w²] = 1/4, standard deviation of w² is
  // sqrt(1/8 − 1/16) = 0.25, so the mean of 2000 has σ = 0.0056; 5σ.
  EXPECT_NEAR(sum_w2 / n, 0.25, 0.028);
}

}  // namespace ball_quaternion_joint_test
}  // namespace multibody
}  // namespace drake
