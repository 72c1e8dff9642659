// The contact scenes against statics: dropped boxes come to rest on the
// table top (height = top + half height, up to the corner spheres'
// compression), and a PD gripper holds a box by friction with normal
// forces set by its gains.

#include "drake/examples/contact/contact_scenes.h"

#include <cmath>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace examples {
namespace contact {
namespace contact_scenes_test {

GTEST_TEST(ContactScenesTest, BoxesComeToRestOnTheTable) {
  const BoxesOnTableResult result = SimulateBoxesOnTable(1.5);
  ASSERT_EQ(result.boxes.size(), 3u);
  for (const DroppedBox& box : result.boxes) {
    SCOPED_TRACE(box.name);
    // Resting on the top: the corners (1e5 N/m each, the table's default
    // point stiffness in series) sink well under 1 mm under ≤ 1 kg; 2 mm
    // allows for that and the solver's regularization.
    EXPECT_NEAR(box.p_WBo.z(), result.table_top_z + box.size.z() / 2, 2e-3);
    // Level (still upright) and at rest.
    EXPECT_NEAR(std::abs(box.quaternion_wxyz[0]), 1.0, 1e-6);
    EXPECT_LT(box.speed, 1e-4);          // m/s
    EXPECT_LT(box.angular_speed, 1e-3);  // rad/s
    // It hit the table at ~0.8 m/s: at most 3 mm of interpenetration at
    // any sampled step.
    EXPECT_GT(box.min_clearance, -3e-3);
    // It stayed on the table top (0.48 m × 0.37 m centred at the origin).
    EXPECT_LT(std::abs(box.p_WBo.x()), 0.24);
    EXPECT_LT(std::abs(box.p_WBo.y()), 0.185);
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      SimulateBoxesOnTable(0.0),
      "SimulateBoxesOnTable\\(\\): the duration must be positive but is 0");
}

GTEST_TEST(ContactScenesTest, GripperHoldsBoxByFriction) {
  const GripperHoldResult result = SimulateGripperHold(2.0);
  const double weight = result.box_mass * result.gravity;
  // The box does not slip out: under 3 mm in all over 2 s and under 2 mm
  // once gripped (SAP regularizes stiction, so a held box creeps slowly;
  // measured 0.7 mm).
  EXPECT_LT(result.z_initial - result.z_final, 3e-3);
  EXPECT_LT(std::abs(result.z_settled - result.z_final), 2e-3);
  EXPECT_LT(result.lateral_drift, 1e-3);
  EXPECT_LT(result.tilt, 0.05);  // rad
  // Friction can carry the weight: 2·μ·N > m·g for each finger's N.
  EXPECT_GT(2 * result.mu * result.left_normal_force, weight);
  EXPECT_GT(2 * result.mu * result.right_normal_force, weight);
  // Each finger pushes with its PD force kp·(q − q_d) = 300 N/m × 1 cm =
  // 3 N, less the pads' small compression (≤ 5%).
  EXPECT_NEAR(result.left_normal_force, 3.0, 0.15);
  EXPECT_NEAR(result.right_normal_force, 3.0, 0.15);
  // The box is in equilibrium: the contact forces on it cancel its weight
  // (1% of m·g: the slow creep's acceleration is negligible).
  EXPECT_NEAR(result.total_contact_force_on_box.z(), weight, 0.01 * weight);
  EXPECT_NEAR(result.total_contact_force_on_box.x(), 0.0, 0.01 * weight);
  EXPECT_NEAR(result.total_contact_force_on_box.y(), 0.0, 0.01 * weight);
  // The fingers stop at the box faces, short of their desired positions.
  EXPECT_GT(result.left_finger_q, result.left_finger_q_desired + 9e-3);
  EXPECT_LT(result.right_finger_q, result.right_finger_q_desired - 9e-3);
}

}  // namespace contact_scenes_test
}  // namespace contact
}  // namespace examples
}  // namespace drake
