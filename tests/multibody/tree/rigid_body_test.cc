// RigidBody's floating-base API (is_floating_base_body, the position and
// velocity suffixes, Lock/Unlock), its center-of-mass acceleration, the
// center-of-mass setter that keeps the central inertia, and GetForceInWorld.

#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace rigid_body_test {

using Eigen::Vector3d;
using math::RigidTransform;
using math::RollPitchYaw;

// A free brick (com offset from its body origin) and a pendulum on a pin.
class RigidBodyTest : public ::testing::Test {
 protected:
  void MakePlant(double time_step) {
    plant_ = std::make_unique<MultibodyPlant<double>>(time_step);
    const auto M_BBo_B = SpatialInertia<double>::MakeFromCentralInertia(
        2.0, Vector3d(0.1, -0.05, 0.2),
        RotationalInertia<double>(0.03, 0.04, 0.05, 0.001, -0.002, 0.003));
    brick_ = &plant_->AddRigidBody("brick", M_BBo_B);
    arm_ = &plant_->AddRigidBody(
        "arm", SpatialInertia<double>::SolidBoxWithMass(1.0, 0.1, 0.1, 0.5));
    plant_->AddJoint<RevoluteJoint>("pin", plant_->world_body(), std::nullopt,
                                    *arm_, std::nullopt, Vector3d::UnitY());
    plant_->Finalize();
    context_ = plant_->CreateDefaultContext();
  }

  std::unique_ptr<MultibodyPlant<double>> plant_;
  const RigidBody<double>* brick_{};
  const RigidBody<double>* arm_{};
  std::unique_ptr<systems::Context<double>> context_;
};

TEST_F(RigidBodyTest, FloatingBaseQueries) {
  MakePlant(0.0);
  EXPECT_TRUE(brick_->is_floating_base_body());
  EXPECT_FALSE(arm_->is_floating_base_body());
  // The suffixes are those of the plant's state names ("brick_qw", ...).
  const std::vector<std::string> q_names = plant_->GetPositionNames(false);
  const std::vector<std::string> v_names = plant_->GetVelocityNames(false);
  const int q0 = brick_->floating_positions_start();
  const int v0 = brick_->floating_velocities_start_in_v();
  for (int i = 0; i < 7; ++i) {
    EXPECT_EQ("brick_" + brick_->floating_position_suffix(i), q_names[q0 + i]);
  }
  for (int i = 0; i < 6; ++i) {
    EXPECT_EQ("brick_" + brick_->floating_velocity_suffix(i), v_names[v0 + i]);
  }
  EXPECT_EQ(brick_->floating_position_suffix(0), "qw");
  EXPECT_EQ(brick_->floating_velocity_suffix(5), "vz");
  DRAKE_EXPECT_THROWS_MESSAGE(
      brick_->floating_position_suffix(7),
      "RigidBody::floating_position_suffix\\(\\): body 'brick' has 7 "
      "floating positions; index 7 is out of range\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      arm_->floating_velocity_suffix(0),
      "RigidBody::floating_velocity_suffix\\(\\): body 'arm' is not a "
      "floating base body\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(arm_->Lock(context_.get()),
                              "RigidBody::Lock\\(\\): body 'arm' is not a "
                              "floating base body\\.");
}

// A locked floating body keeps zero velocity through a discrete step; the
// unlocked one falls (v = (0, 0, 0, 0, 0, −g·dt) after one SAP step from
// rest; 1e-12 for the solver's arithmetic on a problem without
// constraints). Locking and unlocking again must change the next step.
TEST_F(RigidBodyTest, LockUnlock) {
  const double dt = 1e-3;
  MakePlant(dt);
  const int v0 = brick_->floating_velocities_start_in_v();
  Vector6<double> falling = Vector6<double>::Zero();
  falling[5] = -9.81 * dt;
  // One step of a copy of the context (the plant's forced update events).
  auto step = [&]() -> Vector6<double> {
    auto copy = context_->Clone();
    plant_->ExecuteForcedEvents(copy.get());
    return plant_->GetVelocities(*copy).segment<6>(v0);
  };
  EXPECT_FALSE(brick_->is_locked(*context_));
  EXPECT_TRUE(CompareMatrices(step(), falling, 1e-12));
  brick_->Lock(context_.get());
  EXPECT_TRUE(brick_->is_locked(*context_));
  EXPECT_TRUE(CompareMatrices(step(), Vector6<double>::Zero(), 0.0));
  brick_->Unlock(context_.get());
  EXPECT_FALSE(brick_->is_locked(*context_));
  EXPECT_TRUE(CompareMatrices(step(), falling, 1e-12));
}

// With no force but gravity, the center of mass of a free body accelerates
// at g whatever the body's spin (Newton's second law for the whole body),
// although its origin Bo does not.
TEST_F(RigidBodyTest, CenterOfMassAcceleration) {
  MakePlant(0.0);
  plant_->SetFreeBodyPose(
      context_.get(), *brick_,
      RigidTransform<double>(RollPitchYaw<double>(0.3, -0.2, 0.5),
                             Vector3d(1, 2, 3)));
  plant_->SetFreeBodySpatialVelocity(
      context_.get(), *brick_,
      SpatialVelocity<double>(Vector3d(1.5, -2.0, 3.0), Vector3d(0.1, 0, 0)));
  const Vector3d a_WBcm =
      brick_->CalcCenterOfMassTranslationalAccelerationInWorld(*context_);
  // 1e-12: the Euler equations are solved through the mass matrix.
  EXPECT_TRUE(CompareMatrices(a_WBcm, Vector3d(0, 0, -9.81), 1e-12));
  const Vector3d a_WBo =
      brick_->EvalSpatialAccelerationInWorld(*context_).translational();
  EXPECT_GT((a_WBo - a_WBcm).norm(), 0.1);
}

TEST_F(RigidBodyTest, SetCenterOfMassPreservingCentralInertia) {
  MakePlant(0.0);
  const SpatialInertia<double> before =
      brick_->CalcSpatialInertiaInBodyFrame(*context_);
  const Vector3d new_com(-0.2, 0.3, 0.05);
  brick_->SetCenterOfMassInBodyFrameAndPreserveCentralInertia(context_.get(),
                                                              new_com);
  const SpatialInertia<double> after =
      brick_->CalcSpatialInertiaInBodyFrame(*context_);
  EXPECT_EQ(after.get_mass(), before.get_mass());
  EXPECT_TRUE(CompareMatrices(after.get_com(), new_com, 0.0));
  // The inertia about the center of mass is unchanged (1e-15: two shifts).
  const Matrix3<double> I_before = before.Shift(before.get_com())
                                       .CalcRotationalInertia()
                                       .CopyToFullMatrix3();
  const Matrix3<double> I_after =
      after.Shift(after.get_com()).CalcRotationalInertia().CopyToFullMatrix3();
  EXPECT_TRUE(CompareMatrices(I_after, I_before, 1e-15));
}

TEST_F(RigidBodyTest, GetForceInWorld) {
  MakePlant(0.0);
  MultibodyForces<double> forces(*plant_);
  const SpatialForce<double> F(Vector3d(1, 2, 3), Vector3d(-4, 5, -6));
  brick_->AddInForceInWorld(*context_, F, &forces);
  brick_->AddInForceInWorld(*context_, F, &forces);
  EXPECT_TRUE(
      CompareMatrices(brick_->GetForceInWorld(*context_, forces).get_coeffs(),
                      2 * F.get_coeffs(), 0.0));
  EXPECT_TRUE(
      CompareMatrices(arm_->GetForceInWorld(*context_, forces).get_coeffs(),
                      Vector6<double>::Zero(), 0.0));
  const MultibodyForces<double> wrong(2, 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      brick_->GetForceInWorld(*context_, wrong),
      "RigidBody::GetForceInWorld\\(\\): body 'brick': the MultibodyForces "
      "are not sized for this body's plant\\.");
}

}  // namespace rigid_body_test
}  // namespace multibody
}  // namespace drake
