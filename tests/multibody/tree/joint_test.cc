// Joint: the quaternion/translation pose pairs (SetPosePair, GetPosePair and
// the default-pose pairs) of a quaternion floating joint and of a revolute
// joint.

#include "drake/multibody/tree/joint.h"

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace joint_test {

using Eigen::Quaterniond;
using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RotationMatrix;
using test::TwoInstances;

// SetPosePair()/GetPosePair() keep a quaternion floating joint's pair bit
// for bit (so do the default-pose pairs); other joints approximate it.
TEST(JointTest, PosePairs) {
  TwoInstances model(0.0);
  auto& plant = model.plant;
  auto context = plant.CreateDefaultContext();
  const Joint<double>& floating = plant.GetJointByName("ball", model.free);
  ASSERT_EQ(floating.type_name(), "quaternion_floating");
  // A unit quaternion with w < 0 (not canonical) and inexact entries.
  const Quaterniond q_FM = Quaterniond(-0.3, 0.1, 0.7, -0.2).normalized();
  const Vector3d p_FM(0.1, -2.0, 1.0 / 3.0);
  floating.SetPosePair(context.get(), q_FM, p_FM);
  const auto [q_out, p_out] = floating.GetPosePair(*context);
  EXPECT_EQ(q_out.coeffs(), q_FM.coeffs());
  EXPECT_EQ(p_out, p_FM);
  VectorXd q_expected(7);
  q_expected << q_FM.w(), q_FM.x(), q_FM.y(), q_FM.z(), p_FM;
  EXPECT_EQ(VectorXd(floating.GetPositions(*context)), q_expected);

  plant.get_mutable_joint(floating.index()).SetDefaultPosePair(q_FM, p_FM);
  const auto [q_default, p_default] = floating.GetDefaultPosePair();
  EXPECT_EQ(q_default.coeffs(), q_FM.coeffs());
  EXPECT_EQ(p_default, p_FM);

  // A revolute joint about z takes the angle of the rotation (the
  // translation cannot be represented and is dropped); a round trip
  // through a quaternion costs a few ulps.
  const RotationMatrix<double> R = RotationMatrix<double>::MakeZRotation(0.3);
  model.hinge->SetPosePair(context.get(), R.ToQuaternion(), p_FM);
  EXPECT_NEAR(model.hinge->get_angle(*context), 0.3, 1e-15);
  const auto [q_hinge, p_hinge] = model.hinge->GetPosePair(*context);
  EXPECT_TRUE(RotationMatrix<double>(q_hinge).IsNearlyEqualTo(R, 1e-15));
  EXPECT_EQ(p_hinge, Vector3d::Zero());

  DRAKE_EXPECT_THROWS_MESSAGE(floating.SetPosePair(nullptr, q_FM, p_FM),
                              ".*context != nullptr.*");
}

// The single-dof joints' damping as a Context parameter, and the floating
// joints' current setter names.
TEST(JointTest, DampingParameterAndFloatingSetters) {
  MultibodyPlant<double> plant(0.0);
  auto inertia = SpatialInertia<double>::SolidBoxWithMass(1.0, 0.1, 0.2, 0.3);
  const auto& a = plant.AddRigidBody("a", inertia);
  const auto& b = plant.AddRigidBody("b", inertia);
  const auto& c = plant.AddRigidBody("c", inertia);
  const auto& d = plant.AddRigidBody("d", inertia);
  const auto& e = plant.AddRigidBody("e", inertia);
  const auto& rev =
      plant.AddJoint<RevoluteJoint>("rev", plant.world_body(), std::nullopt, a,
                                    std::nullopt, Vector3d::UnitZ(), 0.5);
  const auto& pri = plant.AddJoint<PrismaticJoint>(
      "pri", a, std::nullopt, b, std::nullopt, Vector3d::UnitX());
  const auto& screw = plant.AddJoint<ScrewJoint>(
      "screw", b, std::nullopt, c, std::nullopt, Vector3d::UnitZ(), 0.1, 0.2);
  const auto& quat = plant.AddJoint<QuaternionFloatingJoint>(
      "quat", c, std::nullopt, d, std::nullopt, 0.3, 0.4);
  const auto& rpy = plant.AddJoint<RpyFloatingJoint>("rpy", d, std::nullopt, e,
                                                     std::nullopt, 0.6, 0.7);
  plant.get_mutable_joint(pri.index())
      .set_default_damping_vector(Eigen::VectorXd::Constant(1, 0.25));
  dynamic_cast<PrismaticJoint<double>&>(plant.get_mutable_joint(pri.index()))
      .set_default_damping(1.5);
  EXPECT_EQ(pri.default_damping(), 1.5);
  DRAKE_EXPECT_THROWS_MESSAGE(
      dynamic_cast<RevoluteJoint<double>&>(plant.get_mutable_joint(rev.index()))
          .set_default_damping(-1.0),
      "Joint 'rev': damping must be non-negative; got -1\\.");
  EXPECT_EQ(quat.default_angular_damping(), 0.3);
  EXPECT_EQ(quat.default_translational_damping(), 0.4);
  EXPECT_EQ(rpy.default_angular_damping(), 0.6);
  EXPECT_EQ(rpy.default_translational_damping(), 0.7);
  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      dynamic_cast<RevoluteJoint<double>&>(plant.get_mutable_joint(rev.index()))
          .set_default_damping(1.0),
      "Joint 'rev': the default damping cannot be changed after the plant is "
      "finalized; .*");

  auto context = plant.CreateDefaultContext();
  EXPECT_EQ(rev.GetDamping(*context), 0.5);
  EXPECT_EQ(pri.GetDamping(*context), 1.5);
  EXPECT_EQ(screw.GetDamping(*context), 0.2);
  rev.SetDamping(context.get(), 2.0);
  screw.SetDamping(context.get(), 3.0);
  EXPECT_EQ(rev.GetDamping(*context), 2.0);
  EXPECT_EQ(rev.GetDampingVector(*context)[0], 2.0);
  EXPECT_EQ(screw.GetDamping(*context), 3.0);
  EXPECT_EQ(rev.default_damping(), 0.5);  // the default is unchanged
  DRAKE_EXPECT_THROWS_MESSAGE(pri.SetDamping(context.get(), -0.1),
                              ".*joint 'pri': damping must be non-negative.*");
  // The damping torque uses the Context's value: τ = −d·ω.
  rev.set_angular_rate(context.get(), 0.7);
  MultibodyForces<double> forces(plant);
  rev.AddInDamping(*context, &forces);
  EXPECT_DOUBLE_EQ(forces.generalized_forces()[rev.velocity_start()],
                   -2.0 * 0.7);

  // Floating joints: the current setter names.
  const math::RigidTransform<double> X_FM(
      math::RollPitchYaw<double>(0.2, -0.3, 0.4), Vector3d(1, 2, 3));
  quat.SetPose(context.get(), X_FM);
  EXPECT_TRUE(quat.GetPose(*context).IsNearlyEqualTo(X_FM, 1e-15));
  const Quaterniond q(Eigen::AngleAxisd(0.5, Vector3d(0, 0.6, 0.8)));
  quat.SetQuaternion(context.get(), q);
  quat.SetTranslation(context.get(), Vector3d(-1, 0, 4));
  EXPECT_TRUE(quat.get_quaternion(*context).isApprox(q, 1e-15));
  EXPECT_EQ(quat.get_translation(*context), Vector3d(-1, 0, 4));
  quat.SetOrientation(context.get(), X_FM.rotation());
  EXPECT_TRUE(RotationMatrix<double>(quat.get_quaternion(*context))
                  .IsNearlyEqualTo(X_FM.rotation(), 1e-15));
  rpy.SetOrientation(context.get(), X_FM.rotation());
  rpy.SetTranslation(context.get(), Vector3d(5, 6, 7));
  // 1e-14: the angles come back through a rotation matrix (a few ulps of
  // atan2/asin each).
  EXPECT_TRUE(CompareMatrices(rpy.get_angles(*context),
                              Vector3d(0.2, -0.3, 0.4), 1e-14));
  EXPECT_EQ(rpy.get_translation(*context), Vector3d(5, 6, 7));
}

}  // namespace joint_test
}  // namespace multibody
}  // namespace drake
