#include "drake/systems/analysis/simulator_gflags.h"

#include <stdexcept>
#include <utility>

#include "drake/common/autodiff.h"
#include "drake/common/default_scalars.h"
#include "drake/common/text_logging.h"
#include "drake/systems/analysis/simulator_config.h"
#include "drake/systems/analysis/simulator_config_functions.h"

DEFINE_string(simulator_integration_scheme,
              drake::systems::SimulatorConfig{}.integration_scheme,
              "[Simulator flag] The integration scheme: one of "
              "bogacki_shampine3, explicit_euler, implicit_euler, radau1, "
              "radau3, runge_kutta2, runge_kutta3, runge_kutta5, "
              "semi_explicit_euler, velocity_implicit_euler.");
DEFINE_double(simulator_max_time_step,
              drake::systems::SimulatorConfig{}.max_step_size,
              "[Simulator flag] The integrator's maximum step size [s].");
DEFINE_double(simulator_accuracy, drake::systems::SimulatorConfig{}.accuracy,
              "[Simulator flag] The target accuracy of an error-controlled "
              "integrator.");
DEFINE_bool(simulator_use_error_control,
            drake::systems::SimulatorConfig{}.use_error_control,
            "[Simulator flag] Whether the integrator adapts its step to the "
            "accuracy (when its scheme supports that); otherwise it takes "
            "fixed steps.");
DEFINE_double(simulator_target_realtime_rate,
              drake::systems::SimulatorConfig{}.target_realtime_rate,
              "[Simulator flag] The simulation's pace relative to wall-clock "
              "time (0 = as fast as possible).");
DEFINE_double(simulator_start_time,
              drake::systems::SimulatorConfig{}.start_time,
              "[Simulator flag] The simulation's start time [s].");

namespace drake {
namespace systems {
namespace internal {

template <typename T>
IntegratorBase<T>& ResetIntegratorFromGflags(Simulator<T>* simulator) {
  if (simulator == nullptr) {
    throw std::logic_error(
        "ResetIntegratorFromGflags(): the simulator is null.");
  }
  IntegratorBase<T>& integrator =
      ResetIntegratorFromFlags(simulator, FLAGS_simulator_integration_scheme,
                               T(FLAGS_simulator_max_time_step));
  if (integrator.supports_error_estimation()) {
    integrator.set_fixed_step_mode(!FLAGS_simulator_use_error_control);
  }
  if (!integrator.get_fixed_step_mode()) {
    integrator.set_target_accuracy(FLAGS_simulator_accuracy);
  } else if (FLAGS_simulator_accuracy != SimulatorConfig{}.accuracy) {
    log()->warn(
        "--simulator_accuracy={} is ignored: the integrator ({}) takes fixed "
        "steps. Choose a scheme with error control (and "
        "--simulator_use_error_control) to control the accuracy.",
        FLAGS_simulator_accuracy, FLAGS_simulator_integration_scheme);
  }
  return integrator;
}

template <typename T>
std::unique_ptr<Simulator<T>> MakeSimulatorFromGflags(
    const System<T>& system, std::unique_ptr<Context<T>> context) {
  auto simulator = std::make_unique<Simulator<T>>(system, std::move(context));
  SimulatorConfig config;
  config.integration_scheme = FLAGS_simulator_integration_scheme;
  config.max_step_size = FLAGS_simulator_max_time_step;
  config.accuracy = FLAGS_simulator_accuracy;
  config.use_error_control = FLAGS_simulator_use_error_control;
  config.start_time = FLAGS_simulator_start_time;
  config.target_realtime_rate = FLAGS_simulator_target_realtime_rate;
  ApplySimulatorConfig(config, simulator.get());
  return simulator;
}

template IntegratorBase<double>& ResetIntegratorFromGflags(Simulator<double>*);
template IntegratorBase<AutoDiffXd>& ResetIntegratorFromGflags(
    Simulator<AutoDiffXd>*);
template std::unique_ptr<Simulator<double>> MakeSimulatorFromGflags(
    const System<double>&, std::unique_ptr<Context<double>>);
template std::unique_ptr<Simulator<AutoDiffXd>> MakeSimulatorFromGflags(
    const System<AutoDiffXd>&, std::unique_ptr<Context<AutoDiffXd>>);

}  // namespace internal
}  // namespace systems
}  // namespace drake
