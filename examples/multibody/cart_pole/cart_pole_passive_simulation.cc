/// @file
/// Simulates the passive cart-pole (cart_pole.sdf, built in code by
/// MakeCartPolePlant()) on a continuous plant with the Runge-Kutta 5(4)
/// integrator and reports how well energy and horizontal momentum are
/// conserved.
///
/// Usage: cart_pole_passive_simulation [--duration SECONDS]

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
  double duration = 10.0;
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

  // the pole 2 rad from hanging (above horizontal), the cart moving at
  // 0.5 m/s.
  const Eigen::Vector4d x0(0.0, 2.0, 0.5, 0.0);
  const double accuracy = 1e-10;
  const CartPolePassiveSummary summary =
      SimulatePassiveCartPole(x0, duration, accuracy);
  std::cout << fmt::format(
      "Passive cart-pole (continuous plant, RK5 at accuracy {:g}), x0 = "
      "[{:.3f}], {} s\n",
      accuracy, fmt::join(x0, ", "), duration);
  std::cout << fmt::format(
      "final x = [{:.4f}]\nenergy E0 = {:.6f} J, max |E - E0|/|E0| = {:.3e}, "
      "max horizontal momentum drift = {:.3e} kg*m/s\n",
      fmt::join(summary.final_state, ", "), summary.initial_energy,
      summary.max_relative_energy_drift, summary.max_momentum_drift);
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
    std::cerr << "cart_pole_passive_simulation: " << e.what() << "\n";
    return 1;
  }
}
