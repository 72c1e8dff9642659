// The iiwa constants and the control-mode helpers: the strings the parser
// accepts (each formats back to itself), its error, and the joint velocity
// limits against KUKA's degrees per second.

#include "drake/manipulation/kuka_iiwa/iiwa_constants.h"

#include <cmath>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {
namespace iiwa_constants_test {

GTEST_TEST(IiwaConstantsTest, ControlModes) {
  EXPECT_EQ(ParseIiwaControlMode("position_only"),
            IiwaControlMode::kPositionOnly);
  EXPECT_EQ(ParseIiwaControlMode("torque_only"), IiwaControlMode::kTorqueOnly);
  EXPECT_EQ(ParseIiwaControlMode("position_and_torque"),
            IiwaControlMode::kPositionAndTorque);
  for (const char* name :
       {"position_only", "torque_only", "position_and_torque"}) {
    EXPECT_EQ(FormatIiwaControlMode(ParseIiwaControlMode(name)), name);
  }
  static_assert(position_enabled(IiwaControlMode::kPositionOnly));
  static_assert(!torque_enabled(IiwaControlMode::kPositionOnly));
  static_assert(!position_enabled(IiwaControlMode::kTorqueOnly));
  static_assert(torque_enabled(IiwaControlMode::kTorqueOnly));
  static_assert(position_enabled(IiwaControlMode::kPositionAndTorque));
  static_assert(torque_enabled(IiwaControlMode::kPositionAndTorque));
  // Exact spelling only.
  for (const char* bad : {"", "Position_Only", "position", "torque only"}) {
    DRAKE_EXPECT_THROWS_MESSAGE(
        ParseIiwaControlMode(bad),
        "ParseIiwaControlMode: Invalid control_mode string: '.*' \\(expected "
        "'position_only', 'torque_only' or 'position_and_torque'\\)");
  }
}

GTEST_TEST(IiwaConstantsTest, Values) {
  EXPECT_EQ(kIiwaArmNumJoints, 7);
  EXPECT_EQ(kIiwaLcmStatusPeriod, 0.005);
  // KUKA's limits in °/s; Drake's radians keep six decimals (truncated),
  // so they are below the exact values by less than 1e-6 rad/s.
  const double degrees[] = {85, 85, 100, 75, 130, 135, 135};
  const VectorX<double> limits = get_iiwa_max_joint_velocities();
  ASSERT_EQ(limits.size(), 7);
  for (int i = 0; i < 7; ++i) {
    const double exact = degrees[i] * M_PI / 180.0;
    EXPECT_LE(limits[i], exact) << i;
    EXPECT_GT(limits[i], exact - 1e-6) << i;
  }
}

}  // namespace iiwa_constants_test
}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
