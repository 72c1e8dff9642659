/// @file
/// The KUKA iiwa14 arm, welded to the world, tracks a cubic joint-space
/// trajectory with an InverseDynamicsController, once on a discrete plant
/// (time step 1 ms) and once on a continuous one, and reports the tracking
/// error and the final pose.
///
/// Usage: kuka_iiwa_arm_trajectory_tracking [--duration SECONDS]

#include <cmath>
#include <cstdlib>
#include <iostream>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/common/text_logging.h"
#include "drake/examples/kuka_iiwa_arm/iiwa_trajectory_tracking.h"

namespace drake {
namespace examples {
namespace kuka_iiwa_arm {
namespace {

int DoMain(int argc, char* argv[]) {
  double duration = 4.0;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--duration" && i + 1 < argc) {
      const char* text = argv[++i];
      char* end = nullptr;
      duration = std::strtod(text, &end);
      if (end == text || *end != '\0' || !(duration >= 0) ||
          !std::isfinite(duration)) {
        throw std::runtime_error(fmt::format(
            "--duration expects a non-negative number, got '{}'", text));
      }
    } else if (arg == "--help" || arg == "-h") {
      std::cout << "usage: " << argv[0] << " [--duration SECONDS]\n";
      return 0;
    } else {
      throw std::runtime_error("unknown argument '" + arg + "' (try --help)");
    }
  }

  // The model's visual meshes (package://drake_models/...) resolve in the
  // project's copy (third_party/drake_models); they do not enter the
  // dynamics, and only errors are logged.
  logging::set_log_level("err");

  const IiwaTrackingGains gains;
  const auto q_d = MakeIiwaJointTrajectory();
  const Eigen::VectorXd q_target = q_d.value(q_d.end_time());
  std::cout << fmt::format(
      "iiwa14 tracking a cubic spline through 4 knots (t = 0..{} s) with "
      "InverseDynamicsController (kp = {}, ki = {}, kd = {}), {} s\n"
      "target q = [{:.3f}]\n",
      q_d.end_time(), gains.kp[0], gains.ki[0], gains.kd[0], duration,
      fmt::join(q_target, ", "));
  for (const double time_step : {1e-3, 0.0}) {
    const IiwaTrackingSummary summary =
        SimulateIiwaTracking(time_step, duration, gains);
    std::cout << fmt::format(
        "{:<26} max |q - q_d| = {:.3e} rad, final |q - q_target| = {:.3e} "
        "rad, final |v| = {:.3e} rad/s, max |tau_i| = [{:.1f}] N*m\n",
        time_step > 0 ? "discrete (time_step 1 ms):" : "continuous:",
        summary.max_tracking_error, summary.final_position_error,
        summary.final_speed, fmt::join(summary.max_abs_torques, ", "));
  }
  return 0;
}

}  // namespace
}  // namespace kuka_iiwa_arm
}  // namespace examples
}  // namespace drake

int main(int argc, char* argv[]) {
  try {
    return drake::examples::kuka_iiwa_arm::DoMain(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "kuka_iiwa_arm_trajectory_tracking: " << e.what() << "\n";
    return 1;
  }
}
