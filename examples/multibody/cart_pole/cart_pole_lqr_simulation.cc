/// @file
/// Balances the cart-pole (cart_pole.sdf, built in code by
/// MakeCartPolePlant()) at its upright equilibrium with LQR from a
/// perturbed start, on a continuous plant.
///
/// Usage: cart_pole_lqr_simulation [--duration SECONDS]

#include <cmath>
#include <cstdlib>
#include <iostream>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/examples/multibody/cart_pole/cart_pole.h"

namespace drake {
namespace examples {
namespace multibody {
namespace cart_pole {
namespace {

int DoMain(int argc, char* argv[]) {
  double duration = 20.0;
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

  // the cart 0.5 m off center, the pole leaning 0.2 rad.
  const Eigen::Vector4d x0 =
      CartPoleUprightState() + Eigen::Vector4d(0.5, 0.2, 0.0, 0.0);
  const CartPoleLqrSummary summary = SimulateCartPoleLqr(x0, duration);
  std::cout << fmt::format(
      "Cart-pole LQR (Q = diag(10, 10, 1, 1), R = 1) at x* = [0, pi, 0, 0], "
      "start x0 - x* = [{:.3f}], {} s\n",
      fmt::join(x0 - CartPoleUprightState(), ", "), duration);
  std::cout << fmt::format(
      "final x = [{:.3e}], |x - x*|inf = {:.3e}, max |theta - pi| = {:.3f} "
      "rad, max |f| = {:.2f} N\n",
      fmt::join(summary.final_state, ", "),
      summary.final_deviation_from_upright, summary.max_pole_deviation,
      summary.max_abs_force);
  return 0;
}

}  // namespace
}  // namespace cart_pole
}  // namespace multibody
}  // namespace examples
}  // namespace drake

int main(int argc, char* argv[]) {
  try {
    return drake::examples::multibody::cart_pole::DoMain(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "cart_pole_lqr_simulation: " << e.what() << "\n";
    return 1;
  }
}
