// Runs the two contact scenes and prints what they measured: boxes dropped
// on a table come to rest on its top; a PD-controlled two-finger gripper
// holds a box in the air by friction.

#include <cstdio>

#include "drake/examples/contact/contact_scenes.h"

int main() {
  using drake::examples::contact::SimulateBoxesOnTable;
  using drake::examples::contact::SimulateGripperHold;

  const auto boxes = SimulateBoxesOnTable(1.5);
  std::printf("Boxes dropped on a table (top at z = %.3f m), after 1.5 s:\n",
              boxes.table_top_z);
  for (const auto& box : boxes.boxes) {
    std::printf(
        "  %-6s %.2f kg, %.3f x %.3f x %.3f m: z = %.5f m (top + half "
        "height = %.5f m), |v| = %.1e m/s, |w| = %.1e rad/s, deepest "
        "interpenetration %.2f mm\n",
        box.name.c_str(), box.mass, box.size.x(), box.size.y(), box.size.z(),
        box.p_WBo.z(), boxes.table_top_z + box.size.z() / 2, box.speed,
        box.angular_speed, -1e3 * std::min(0.0, box.min_clearance));
  }

  const auto hold = SimulateGripperHold(2.0);
  std::printf(
      "Gripper holding a %.2f kg box (mu = %.2f) for 2 s: the box moved "
      "%.2f mm down in all, %.3f mm after the first %.1f s; finger normal "
      "forces %.2f N and %.2f N, 2*mu*N = %.2f N > m*g = %.3f N\n",
      hold.box_mass, hold.mu, 1e3 * (hold.z_initial - hold.z_final),
      1e3 * (hold.z_settled - hold.z_final), hold.settle_time,
      hold.left_normal_force, hold.right_normal_force,
      2 * hold.mu * std::min(hold.left_normal_force, hold.right_normal_force),
      hold.box_mass * hold.gravity);
  return 0;
}
