// libFuzzer target: the input bytes as a SimulatorConfig document, loaded as
// Drake's yaml::LoadYamlString<SimulatorConfig> would, applied by
// ApplySimulatorConfig to a Simulator of a damped oscillator (ẍ = −100 x −
// 2 ẋ, x(0) = 1), read back by ExtractSimulatorConfig, and run for 10 ms of
// simulated time from the config's start_time. The pacing is reset to "as
// fast as possible" after it is applied, and a monitor ends the run after
// 1000 steps, so an input costs at most ~1000 small steps.

#include <exception>
#include <memory>

#include "tools/fuzzers/fuzz_yaml.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/analysis/simulator_config.h"
#include "drake/systems/analysis/simulator_config_functions.h"
#include "drake/systems/primitives/linear_system.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using drake::systems::SimulatorConfig;
  const std::string document = drake::fuzz::YamlDocument(data, size);
  try {
    const auto config = drake::yaml::LoadYamlString<SimulatorConfig>(document);
    Eigen::Matrix2d A;
    A << 0, 1, -100, -2;
    auto system = std::make_unique<drake::systems::LinearSystem<double>>(
        A, Eigen::MatrixXd::Zero(2, 0), Eigen::MatrixXd::Identity(2, 2),
        Eigen::MatrixXd::Zero(2, 0));
    drake::systems::Simulator<double> simulator(*system);
    simulator.get_mutable_context().SetContinuousState(
        Eigen::Vector2d(1.0, 0.0));
    drake::systems::ApplySimulatorConfig(config, &simulator);
    (void)drake::systems::ExtractSimulatorConfig(simulator);
    simulator.set_target_realtime_rate(0.0);
    constexpr int kMaxSteps = 1000;
    simulator.set_monitor([&](const drake::systems::Context<double>&) {
      return simulator.get_num_steps_taken() >= kMaxSteps
                 ? drake::systems::EventStatus::ReachedTermination(system.get(),
                                                                   "step cap")
                 : drake::systems::EventStatus::Succeeded();
    });
    simulator.AdvanceTo(simulator.get_context().get_time() + 0.01);
  } catch (const std::exception&) {
    // expected for invalid documents and values
  }
  return 0;
}
