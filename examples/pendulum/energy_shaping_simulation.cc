/// @file
/// Swings a damped pendulum up with energy shaping and reports how its
/// energy approaches that of the upright equilibrium.
///
/// Usage: pendulum_energy_shaping [--duration SECONDS] [--realtime RATE]

#include <cmath>
#include <cstdlib>
#include <iostream>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/examples/pendulum/energy_shaping_controller.h"
#include "drake/examples/pendulum/pendulum_plant.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace examples {
namespace pendulum {
namespace {

double ParsePositive(const std::string& flag, const char* text) {
  char* end = nullptr;
  const double value = std::strtod(text, &end);
  if (end == text || *end != '\0' || !(value >= 0) || !std::isfinite(value)) {
    throw std::runtime_error(
        fmt::format("{} expects a non-negative number, got '{}'", flag, text));
  }
  return value;
}

int DoMain(int argc, char* argv[]) {
  double duration = 10.0;
  double realtime = 0.0;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if ((arg == "--duration" || arg == "--realtime") && i + 1 < argc) {
      (arg == "--duration" ? duration : realtime) =
          ParsePositive(arg, argv[++i]);
    } else if (arg == "--help" || arg == "-h") {
      std::cout << "usage: " << argv[0]
                << " [--duration SECONDS] [--realtime RATE]\n";
      return 0;
    } else {
      throw std::runtime_error("unknown argument '" + arg + "' (try --help)");
    }
  }

  systems::DiagramBuilder<double> builder;
  auto* plant = builder.AddNamedSystem<PendulumPlant<double>>("pendulum");
  auto* controller =
      builder.AddNamedSystem<PendulumEnergyShapingController<double>>(
          "energy_shaping");
  builder.Connect(plant->get_state_output_port(),
                  controller->get_input_port(0));
  builder.Connect(controller->get_output_port(0), plant->get_input_port());
  auto diagram = builder.Build();

  systems::Simulator<double> simulator(*diagram);
  simulator.set_target_realtime_rate(realtime);
  systems::Context<double>& plant_context = diagram->GetMutableSubsystemContext(
      *plant, &simulator.get_mutable_context());
  PendulumState<double>& state =
      PendulumPlant<double>::get_mutable_state(&plant_context);
  state.set_theta(0.1);
  state.set_thetadot(0.2);
  simulator.Initialize();

  const PendulumParams<double>& params = plant->get_parameters(plant_context);
  const double desired_energy =
      params.mass() * params.gravity() * params.length();
  std::cout << fmt::format(
      "Energy-shaping swing-up of a pendulum (m = {} kg, l = {} m, b = {}); "
      "target energy m·g·l = {:.4f} J\n",
      params.mass(), params.length(), params.damping(), desired_energy);
  std::cout << fmt::format("{:>8} {:>10} {:>10} {:>12}\n", "t [s]", "theta",
                           "thetadot", "E - mgl [J]");
  double max_height = -1;
  const double report_period = 0.5;
  for (double t = 0; t <= duration + 1e-9; t += report_period) {
    if (t > 0) simulator.AdvanceTo(t);
    const PendulumState<double>& x = PendulumPlant<double>::get_state(
        diagram->GetSubsystemContext(*plant, simulator.get_context()));
    const double energy_error =
        plant->CalcTotalEnergy(
            diagram->GetSubsystemContext(*plant, simulator.get_context())) -
        desired_energy;
    max_height = std::max(max_height, -std::cos(x.theta()));
    std::cout << fmt::format("{:8.2f} {:10.4f} {:10.4f} {:12.5f}\n", t,
                             x.theta(), x.thetadot(), energy_error);
  }
  std::cout << fmt::format(
      "Highest point reached: {:.3f} l above the pivot (1 = upright). "
      "Simulator took {} steps.\n",
      max_height, simulator.get_num_steps_taken());
  return 0;
}

}  // namespace
}  // namespace pendulum
}  // namespace examples
}  // namespace drake

int main(int argc, char* argv[]) {
  try {
    return drake::examples::pendulum::DoMain(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
}
