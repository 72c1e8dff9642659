// End-to-end simulations, the numbers a user sees (Release):
//  - DefaultScenario: the simulate tool's default scenario (iiwa_wsg_box of
//    examples/simulate/iiwa_scenarios.yaml: the iiwa with a WSG gripper
//    picking up a block from a table, inverse-dynamics and PD drivers,
//    contact on a 1 ms discrete plant) for its full 6 s, through the tool's
//    library (Simulation::Run, which also writes its CSV files; the plot is
//    off). The counters use the run's own wall time of Initialize() plus
//    AdvanceTo(), so building the diagram and writing files are excluded.
//  - ContactBoxesOnTable, ContactGripperHold: the contact example's two
//    scenes (examples/contact) for their full horizons (1.5 s and 2 s),
//    timed whole (each builds its plant from URDF, a small part of it).
// Counters: ms_per_sim_second (wall ms per simulated second) and
// realtime_rate (simulated seconds per wall second); cpu_ms_per_sim_second
// and cpu_realtime_rate are the same from this thread's CPU time (the
// simulation is single-threaded), which a loaded machine does not inflate;
// for DefaultScenario it covers all of Run() (also the CSV writing, a few
// ms).

#include <time.h>

#include <chrono>
#include <filesystem>
#include <string>

#include <benchmark/benchmark.h>

#include "drake/common/find_resource.h"
#include "drake/common/text_logging.h"
#include "drake/examples/contact/contact_scenes.h"
#include "drake/tools/simulate/scenario.h"
#include "drake/tools/simulate/simulation.h"

namespace drake {
namespace {

using Clock = std::chrono::steady_clock;

// This thread's CPU time (s).
double ThreadCpuSeconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec + 1e-9 * now.tv_nsec;
}

void SetCounters(benchmark::State& state, double simulated, double wall,
                 double cpu) {
  state.counters["ms_per_sim_second"] = 1e3 * wall / simulated;
  state.counters["realtime_rate"] = simulated / wall;
  state.counters["cpu_ms_per_sim_second"] = 1e3 * cpu / simulated;
  state.counters["cpu_realtime_rate"] = simulated / cpu;
}

void BM_DefaultScenario(benchmark::State& state) {
  // The parser's notes about visual meshes that are not installed.
  logging::set_log_level("err");
  const std::string file =
      FindResourceOrThrow("drake/examples/simulate/iiwa_scenarios.yaml");
  const std::string output =
      (std::filesystem::temp_directory_path() / "mallard_end_to_end_bench")
          .string();
  double simulated = 0, wall = 0, cpu = 0;
  for (auto _ : state) {
    state.PauseTiming();
    const tools::simulate::LoadedScenario scenario =
        tools::simulate::LoadScenario(file, "iiwa_wsg_box",
                                      {"logging: {plot: false}"});
    tools::simulate::Simulation simulation(scenario);
    tools::simulate::RunOptions options;
    options.output_dir = output;
    state.ResumeTiming();
    const double cpu_start = ThreadCpuSeconds();
    const tools::simulate::RunResult result = simulation.Run(options);
    cpu += ThreadCpuSeconds() - cpu_start;
    if (!result.success) {
      state.SkipWithError(result.error.c_str());
      break;
    }
    simulated += result.sim_time;
    wall += result.wall_time;
  }
  if (wall > 0) SetCounters(state, simulated, wall, cpu);
}
BENCHMARK(BM_DefaultScenario)
    ->Name("EndToEnd/DefaultScenario_iiwa_wsg_box_6s")
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

template <typename Scene>
void RunContactScene(benchmark::State& state, double duration, Scene scene) {
  logging::set_log_level("err");
  double simulated = 0, wall = 0, cpu = 0;
  for (auto _ : state) {
    const Clock::time_point start = Clock::now();
    const double cpu_start = ThreadCpuSeconds();
    benchmark::DoNotOptimize(scene(duration));
    cpu += ThreadCpuSeconds() - cpu_start;
    wall += std::chrono::duration<double>(Clock::now() - start).count();
    simulated += duration;
  }
  SetCounters(state, simulated, wall, cpu);
}

void BM_ContactBoxesOnTable(benchmark::State& state) {
  RunContactScene(state, 1.5, &examples::contact::SimulateBoxesOnTable);
}
BENCHMARK(BM_ContactBoxesOnTable)
    ->Name("EndToEnd/ContactBoxesOnTable_1.5s")
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

void BM_ContactGripperHold(benchmark::State& state) {
  RunContactScene(state, 2.0, &examples::contact::SimulateGripperHold);
}
BENCHMARK(BM_ContactGripperHold)
    ->Name("EndToEnd/ContactGripperHold_2s")
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

}  // namespace
}  // namespace drake

BENCHMARK_MAIN();
