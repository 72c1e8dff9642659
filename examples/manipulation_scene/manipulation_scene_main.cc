// Simulates the two-arm scene of two_iiwa_on_table.dmd.yaml for 2 s and
// prints where the arms stand and how well they hold their pose.

#include <cstdio>

#include "drake/examples/manipulation_scene/manipulation_scene.h"

int main() {
  using drake::examples::manipulation_scene::SimulateTwoArmScene;
  const auto result = SimulateTwoArmScene(2.0);
  const auto& p_top = result.X_WTableTop.translation();
  std::printf("Table top at (%.4f, %.4f, %.4f) m; %d collision geometries\n",
              p_top.x(), p_top.y(), p_top.z(), result.num_collision_geometries);
  for (const auto& arm : result.arms) {
    const auto& p = arm.X_WLink0.translation();
    std::printf(
        "  %-10s iiwa_link_0 at (%.4f, %.4f, %.4f) m; largest joint error "
        "over 2 s %.2e rad (starting 0.05 rad off), %.1e rad at the end; "
        "final joint speed %.1e rad/s\n",
        arm.model_name.c_str(), p.x(), p.y(), p.z(), arm.max_joint_error,
        arm.final_joint_error, arm.final_max_speed);
  }
  return 0;
}
