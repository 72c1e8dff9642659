// Soak test of a long run (not in CI; ~2 minutes in Release): the simulate
// tool's default scenario (iiwa_wsg_box: the iiwa and gripper pick up and
// set down a block, then hold still; contact on a 1 ms discrete plant) for
// 10^6 simulator steps (~990 s of simulated time), with nothing logged, so
// that any growth of the resident set is a leak or an unbounded cache.
//
//   build/release/tools/benchmarks/simulate_soak [STEPS] [WARMUP_STEPS]
//
// The diagram is the one Simulation builds from the scenario; the run is
// driven by a Simulator of this program (the scenario's simulator config,
// as fast as possible) so that the resident set can be read between
// AdvanceTo calls. Prints the resident set (from /proc/self/statm) after
// WARMUP_STEPS (default 10^4: past the first contact and the allocations
// of the first steps) and every 10^5 steps, then the growth from warm-up
// to the end and the peak (getrusage). Exit status 1 if the growth is
// 1 MB or more.

#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <memory>
#include <string>

#include "drake/common/find_resource.h"
#include "drake/common/text_logging.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/analysis/simulator_config_functions.h"
#include "drake/tools/simulate/scenario.h"
#include "drake/tools/simulate/simulation.h"

namespace drake {
namespace {

// The resident set size now (bytes), from /proc/self/statm.
int64_t ResidentBytes() {
  std::ifstream statm("/proc/self/statm");
  int64_t size_pages = 0, resident_pages = 0;
  statm >> size_pages >> resident_pages;
  return resident_pages * static_cast<int64_t>(sysconf(_SC_PAGESIZE));
}

// The peak resident set size so far (bytes).
int64_t PeakResidentBytes() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<int64_t>(usage.ru_maxrss) * 1024;
}

double Megabytes(int64_t bytes) { return bytes / (1024.0 * 1024.0); }

int Main(int argc, char** argv) {
  const int64_t num_steps = argc > 1 ? std::atoll(argv[1]) : 1000000;
  const int64_t warmup_steps = argc > 2 ? std::atoll(argv[2]) : 10000;
  if (num_steps <= warmup_steps || warmup_steps < 0) {
    std::fprintf(stderr,
                 "usage: simulate_soak [STEPS] [WARMUP_STEPS < STEPS]\n");
    return 2;
  }
  // The parser's notes about visual meshes that are not installed.
  logging::set_log_level("err");
  const std::string file =
      FindResourceOrThrow("drake/examples/simulate/iiwa_scenarios.yaml");
  const tools::simulate::LoadedScenario scenario =
      tools::simulate::LoadScenario(file, "iiwa_wsg_box",
                                    {"logging: {signals: [], plot: false}"});
  const tools::simulate::Simulation simulation(scenario);
  systems::Simulator<double> simulator(
      simulation.diagram(), simulation.simulator().get_context().Clone());
  systems::ApplySimulatorConfig(scenario.scenario().simulator_config,
                                &simulator);
  simulator.set_target_realtime_rate(0.0);
  simulator.Initialize();

  // advance 0.1 s at a time (100 steps of the 1 ms plant) up to `steps`
  const auto advance_to_steps = [&simulator](int64_t steps) {
    while (simulator.get_num_steps_taken() < steps) {
      simulator.AdvanceTo(simulator.get_context().get_time() + 0.1);
    }
  };
  const auto start = std::chrono::steady_clock::now();
  advance_to_steps(warmup_steps);
  const int64_t warm = ResidentBytes();
  std::printf("after %lld steps (warm-up, t = %.1f s): resident %.3f MB\n",
              static_cast<long long>(simulator.get_num_steps_taken()),
              simulator.get_context().get_time(), Megabytes(warm));
  for (int64_t next = 100000; next <= num_steps; next += 100000) {
    if (next <= warmup_steps) continue;
    advance_to_steps(next);
    std::printf("after %lld steps (t = %.1f s): resident %.3f MB (%+.3f MB)\n",
                static_cast<long long>(simulator.get_num_steps_taken()),
                simulator.get_context().get_time(), Megabytes(ResidentBytes()),
                Megabytes(ResidentBytes() - warm));
    std::fflush(stdout);
  }
  advance_to_steps(num_steps);
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  const int64_t growth = ResidentBytes() - warm;
  std::printf(
      "soak: %lld steps (t = %.1f s) in %.1f s of wall time; resident set "
      "growth after warm-up %+.3f MB (%lld bytes); peak resident %.3f MB\n",
      static_cast<long long>(simulator.get_num_steps_taken()),
      simulator.get_context().get_time(), wall, Megabytes(growth),
      static_cast<long long>(growth), Megabytes(PeakResidentBytes()));
  return growth < 1024 * 1024 ? 0 : 1;
}

}  // namespace
}  // namespace drake

int main(int argc, char** argv) {
  try {
    return drake::Main(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "simulate_soak: error: %s\n", e.what());
    return 2;
  }
}
