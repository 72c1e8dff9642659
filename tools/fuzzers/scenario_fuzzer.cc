// libFuzzer target: the input bytes as a scenario file of the simulate tool,
// loaded as `simulate FILE` (and `simulate --sweep FILE`) load it:
// LoadScenario of its first scenario, the places of a few keys
// (LoadedScenario::Where and Tag, used by every later error message), and,
// when the scenario has a `sweep` section, the sweep's own loading (Sweep:
// its config, every grid point's first sample and the random draws). No
// simulation is built here (see scenario_run_fuzzer.cc).

#include <exception>
#include <string>
#include <vector>

#include "tools/fuzzers/fuzz_scenario.h"
#include "tools/fuzzers/fuzz_yaml.h"

#include "drake/tools/simulate/scenario.h"
#include "drake/tools/simulate/sweep.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  namespace simulate = drake::tools::simulate;
  const std::string document = drake::fuzz::YamlDocument(data, size);
  const std::string& filename = drake::fuzz::WriteScenarioFile(document);
  try {
    const simulate::LoadedScenario loaded =
        simulate::LoadScenario(filename, "");
    for (const std::vector<std::string>& key_path :
         std::vector<std::vector<std::string>>{
             {"directives", "0", "add_model", "file"},
             {"model_drivers"},
             {"initial_position"},
             {"simulator_config", "max_step_size"}}) {
      (void)loaded.Where(key_path);
      (void)loaded.Tag(key_path);
    }
    for (const auto& [model, driver] : loaded.scenario().model_drivers) {
      (void)loaded.Where({"model_drivers", model});
      (void)loaded.Tag({"model_drivers", model});
    }
    if (!loaded.sweep_nodes().empty()) {
      const simulate::Sweep sweep(filename, "", {});
      if (sweep.total_samples() > 0) {
        (void)sweep.LoadSample(sweep.total_samples() - 1);
      }
    }
  } catch (const std::exception&) {
    // expected for invalid documents and values
  }
  return 0;
}
