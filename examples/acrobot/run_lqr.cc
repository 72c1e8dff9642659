/// @file
/// Balances the acrobot (Acrobot.urdf on a continuous MultibodyPlant) at its
/// upright equilibrium with LQR from a perturbed start, and for comparison
/// lets the passive acrobot fall from the same start.
///
/// Usage: acrobot_run_lqr [--duration SECONDS]

#include <cmath>
#include <cstdlib>
#include <iostream>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/examples/acrobot/acrobot_lqr.h"

namespace drake {
namespace examples {
namespace acrobot {
namespace {

int DoMain(int argc, char* argv[]) {
  double duration = 5.0;
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

  // 0.05 rad off upright at the shoulder, −0.1 rad at the elbow, and a
  // small shoulder velocity.
  const Eigen::Vector4d x0 =
      AcrobotUprightState() + Eigen::Vector4d(0.05, -0.1, 0.1, 0.0);
  std::cout << fmt::format(
      "Acrobot (Acrobot.urdf, continuous MultibodyPlant), upright x* = "
      "[pi, 0, 0, 0], start x0 - x* = [{:.3f}]\n",
      fmt::join(x0 - AcrobotUprightState(), ", "));

  const AcrobotSimulationSummary lqr = SimulateAcrobot(x0, duration, true);
  std::cout << fmt::format(
      "LQR (Q = diag(10, 10, 1, 1), R = 1) after {} s: x = [{:.3e}], "
      "|x - x*|inf = {:.3e}, max |u| = {:.3f} N*m\n",
      duration, fmt::join(lqr.final_state, ", "),
      lqr.final_deviation_from_upright, lqr.max_abs_torque);

  const AcrobotSimulationSummary passive = SimulateAcrobot(x0, duration, false);
  std::cout << fmt::format(
      "passive (u = 0) after {} s: largest |theta1 - pi| = {:.3f} rad, "
      "|x - x*|inf = {:.3f}\n",
      duration, passive.max_shoulder_deviation,
      passive.final_deviation_from_upright);
  return 0;
}

}  // namespace
}  // namespace acrobot
}  // namespace examples
}  // namespace drake

int main(int argc, char* argv[]) {
  try {
    return drake::examples::acrobot::DoMain(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "acrobot_run_lqr: " << e.what() << "\n";
    return 1;
  }
}
