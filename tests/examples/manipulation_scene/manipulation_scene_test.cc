// The two-arm scene from model directives: the welds put each arm's base
// where the directives say, and the PD servos with gravity feed-forward
// hold the arms in their default pose.

#include "drake/examples/manipulation_scene/manipulation_scene.h"

#include <cmath>

#include <gtest/gtest.h>

#include "drake/math/roll_pitch_yaw.h"

namespace drake {
namespace examples {
namespace manipulation_scene {
namespace manipulation_scene_test {

using Eigen::Vector3d;
using math::RigidTransformd;
using math::RollPitchYawd;

GTEST_TEST(ManipulationSceneTest, ArmsStandWhereWeldedAndHoldTheirPose) {
  const SceneResult result = SimulateTwoArmScene(1.0);
  // The table's top_center frame is 0.7645 m above its origin (the SDF),
  // and the table is welded at the world origin. Poses compose two or
  // three transforms: 1e-12 allows round-off.
  const RigidTransformd X_WTop(Vector3d(0, 0, 0.7645));
  EXPECT_TRUE(result.X_WTableTop.IsNearlyEqualTo(X_WTop, 1e-12));
  ASSERT_EQ(result.arms.size(), 2u);
  EXPECT_EQ(result.arms[0].model_name, "left_iiwa");
  EXPECT_EQ(result.arms[1].model_name, "right_iiwa");
  const RigidTransformd X_WLeft =
      X_WTop *
      RigidTransformd(RollPitchYawd(0, 0, M_PI / 2), Vector3d(0, 0.25, 0));
  const RigidTransformd X_WRight =
      X_WTop *
      RigidTransformd(RollPitchYawd(0, 0, -M_PI / 2), Vector3d(0, -0.25, 0));
  EXPECT_TRUE(result.arms[0].X_WLink0.IsNearlyEqualTo(X_WLeft, 1e-12));
  EXPECT_TRUE(result.arms[1].X_WLink0.IsNearlyEqualTo(X_WRight, 1e-12));
  // The table's surface and each arm's six primitive collision shapes (the
  // two wrist meshes live in a package not shipped and are skipped).
  EXPECT_EQ(result.num_collision_geometries, 1 + 2 * 6);
  for (const ArmResult& arm : result.arms) {
    SCOPED_TRACE(arm.model_name);
    // The directives' default joint positions.
    ASSERT_EQ(arm.q0.size(), 7);
    EXPECT_EQ(arm.q0[1], 0.5);
    EXPECT_EQ(arm.q0[3], -1.2);
    EXPECT_EQ(arm.q0[5], 0.8);
    // Held: started 0.05 rad off, every joint returns to q0 and stays.
    // Gravity is fed forward exactly at q0, so the only steady error is
    // the solver's; the PD (kp = 800 N·m/rad, kd = 60 N·m·s/rad, time
    // constants ≲ 0.1 s for the iiwa's link inertias) settles within the
    // second. Bounds: no overshoot past 0.06 rad, 1e-3 rad at the end, at
    // rest (1e-2 rad/s).
    EXPECT_LT(arm.max_joint_error, 0.06);
    EXPECT_LT(arm.final_joint_error, 1e-3);
    EXPECT_LT(arm.final_max_speed, 1e-2);
  }
}

}  // namespace manipulation_scene_test
}  // namespace manipulation_scene
}  // namespace examples
}  // namespace drake
