// MultibodyPlant's free bodies: the default and Context poses of a free
// body (also in an anchored frame), the unique free base body, and an
// RpyFloatingJoint as the base body joint type.

#include <memory>

#include <gtest/gtest.h>

#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace multibody_plant_free_body_test {

using Eigen::Vector3d;
using math::RigidTransform;
using math::RollPitchYaw;

TEST(MultibodyPlantFreeBodyTest, PosesRoundTrip) {
  MultibodyPlant<double> plant(0.0);
  const RigidBody<double>& box = plant.AddRigidBody(
      "box", SpatialInertia<double>::SolidBoxWithMass(1.0, 0.1, 0.2, 0.3));
  const RigidTransform<double> X_WB_default(
      RollPitchYaw<double>(0.1, -0.2, 0.3), Vector3d(1, 2, 3));
  plant.SetDefaultFreeBodyPose(box, X_WB_default);
  const RigidTransform<double> X_WF(RollPitchYaw<double>(0.5, 0.0, -0.4),
                                    Vector3d(0.2, -0.1, 0.7));
  const auto& frame_F =
      plant.AddFrame(std::make_unique<FixedOffsetFrame<double>>(
          "F", plant.world_frame(), X_WF));
  plant.Finalize();
  EXPECT_TRUE(plant.HasUniqueFreeBaseBody(default_model_instance()));
  EXPECT_EQ(
      plant.GetUniqueFreeBaseBodyOrThrow(default_model_instance()).index(),
      box.index());
  EXPECT_EQ(plant.num_positions(), 7);

  // Rotations through quaternions and back: a few ulps, 1e-14.
  const double kTol = 1e-14;
  auto context = plant.CreateDefaultContext();
  EXPECT_TRUE(
      plant.GetFreeBodyPose(*context, box).IsNearlyEqualTo(X_WB_default, kTol));
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, box)
                  .IsNearlyEqualTo(X_WB_default, kTol));

  // Round trip.
  const RigidTransform<double> X_WB(RollPitchYaw<double>(-1.0, 0.4, 2.0),
                                    Vector3d(-0.5, 0.25, 4));
  plant.SetFreeBodyPose(context.get(), box, X_WB);
  EXPECT_TRUE(plant.GetFreeBodyPose(*context, box).IsNearlyEqualTo(X_WB, kTol));
  EXPECT_TRUE(
      plant.EvalBodyPoseInWorld(*context, box).IsNearlyEqualTo(X_WB, kTol));

  // In an anchored frame F: X_WB = X_WF · X_FB.
  const RigidTransform<double> X_FB(RollPitchYaw<double>(0.3, 0.2, 0.1),
                                    Vector3d(0, 0, 1));
  plant.SetFreeBodyPoseInAnchoredFrame(context.get(), frame_F, box, X_FB);
  EXPECT_TRUE(plant.EvalBodyPoseInWorld(*context, box)
                  .IsNearlyEqualTo(X_WF * X_FB, kTol));
}

TEST(MultibodyPlantFreeBodyTest, RpyFloatingBaseBody) {
  MultibodyPlant<double> plant(0.0);
  const RigidBody<double>& box = plant.AddRigidBody(
      "box", SpatialInertia<double>::SolidBoxWithMass(1.0, 0.1, 0.2, 0.3));
  plant.SetBaseBodyJointType(BaseBodyJointType::kRpyFloatingJoint);
  plant.Finalize();
  EXPECT_EQ(plant.num_positions(), 6);
  EXPECT_EQ(plant.num_velocities(), 6);
  EXPECT_TRUE(plant.HasUniqueFreeBaseBody(default_model_instance()));
  const auto& joints = plant.GetJointIndices();
  ASSERT_EQ(joints.size(), 1u);
  EXPECT_EQ(plant.get_joint(joints[0]).type_name(), "rpy_floating");
  auto context = plant.CreateDefaultContext();
  // Away from the pitch singularity the pose round-trips (1e-14).
  const RigidTransform<double> X_WB(RollPitchYaw<double>(0.3, -0.6, 1.2),
                                    Vector3d(0.1, 0.2, 0.3));
  plant.SetFreeBodyPose(context.get(), box, X_WB);
  EXPECT_TRUE(
      plant.EvalBodyPoseInWorld(*context, box).IsNearlyEqualTo(X_WB, 1e-14));
  EXPECT_TRUE(
      plant.GetFreeBodyPose(*context, box).IsNearlyEqualTo(X_WB, 1e-14));
}

}  // namespace multibody_plant_free_body_test
}  // namespace multibody
}  // namespace drake
