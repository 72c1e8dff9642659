// Joint: the quaternion/translation pose pairs (SetPosePair, GetPosePair and
// the default-pose pairs) of a quaternion floating joint and of a revolute
// joint.

#include "drake/multibody/tree/joint.h"

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace {

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

}  // namespace
}  // namespace multibody
}  // namespace drake
