// libFuzzer target: the input bytes as a scenario file of the simulate tool,
// run end to end for a short time: LoadScenario, Simulation (the diagram,
// models, drivers and loggers) and Simulation::Run without writing files.
// A run that fails with a clear message (RunResult::error) or throws a
// std::exception is an expected outcome; anything else is a finding.
//
// Bounds that keep an input cheap (a few ms; none changes what is checked,
// only how long it runs):
// - the run lasts at most 5 ms of simulated time, as fast as possible;
// - steps shorter than 0.1 ms are raised to 0.1 ms (the simulator's
//   max_step_size, the plant's time_step and the logging period), so a run
//   takes at most ~50 fixed steps;
// - a mesh resolution hint below 1 cm is raised to 1 cm (a fine hint
//   legitimately asks for a mesh of millions of elements);
// - a run still going after 1 s of CPU time is stopped at the end of its
//   current step, through RunOptions::stop_request (from SIGVTALRM: libFuzzer
//   keeps SIGALRM for its -timeout, which still catches a step that hangs).

#include <sys/time.h>

#include <atomic>
#include <csignal>
#include <exception>
#include <string>

#include "tools/fuzzers/fuzz_scenario.h"
#include "tools/fuzzers/fuzz_yaml.h"

#include "drake/tools/simulate/scenario.h"
#include "drake/tools/simulate/simulation.h"

namespace {

std::atomic<int> stop_request{0};

void OnCpuLimit(int signal) { stop_request.store(signal); }

// Arms (seconds > 0) or disarms (0) the CPU-time limit of one input.
void SetCpuLimit(int seconds) {
  itimerval timer{};
  timer.it_value.tv_sec = seconds;
  setitimer(ITIMER_VIRTUAL, &timer, nullptr);
}

// Raises `value` to `floor` if it is below it (NaN and ≤ 0 stay, so that
// their validation is still reached).
void RaiseTo(double floor, double* value) {
  if (*value > 0 && *value < floor) *value = floor;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  namespace simulate = drake::tools::simulate;
  static const bool installed = [] {
    std::signal(SIGVTALRM, OnCpuLimit);
    return true;
  }();
  (void)installed;
  const std::string document = drake::fuzz::YamlDocument(data, size);
  const std::string& filename = drake::fuzz::WriteScenarioFile(document);
  stop_request.store(0);
  SetCpuLimit(1);
  try {
    simulate::LoadedScenario loaded = simulate::LoadScenario(filename, "");
    simulate::Scenario& scenario = loaded.mutable_scenario();
    RaiseTo(1e-4, &scenario.simulator_config.max_step_size);
    RaiseTo(1e-4, &scenario.plant_config.time_step);
    RaiseTo(1e-4, &scenario.logging.publish_period);
    auto& hint = scenario.scene_graph_config.default_proximity_properties
                     .resolution_hint;
    if (hint.has_value()) RaiseTo(0.01, &*hint);
    simulate::Simulation simulation(loaded);
    simulate::RunOptions options;
    const double duration = scenario.simulation_duration;
    // (a bad duration is passed on, for Run to refuse)
    options.duration = duration > 0.005 ? 0.005 : duration;
    options.realtime_rate = 0.0;
    options.write_files = false;
    options.stop_request = &stop_request;
    (void)simulation.Run(options);
  } catch (const std::exception&) {
    // expected for invalid scenarios
  }
  SetCpuLimit(0);
  return 0;
}
