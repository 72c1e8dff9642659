// The Meshcat viewer's cost (Release), on the simulate tool's default
// scenario (iiwa_wsg_box of examples/simulate/iiwa_scenarios.yaml, 6 s of
// a 1 ms discrete plant with contact, its 23 illustration geometries):
//  - Meshcat/DefaultScenario/<mode>: the whole run (Simulation::Run's own
//    wall time of Initialize() plus AdvanceTo(), CSV writing excluded) with
//      no_viewer     no Meshcat at all;
//      live          the live view (ApplyVisualizationConfig's defaults:
//                    illustration and proximity MeshcatVisualizers and the
//                    contact visualizer, publishing at 64 Hz) and no
//                    browser connected;
//      live_client   the same with one WebSocket client connected for the
//                    whole run (the test client of tests/geometry, which
//                    receives and keeps every message, as a browser would);
//      record        the replay recording at 64 Hz (nothing sent) and
//                    replay.html written after the run (not timed here).
//    The target: live and live_client at most 10% above no_viewer.
//    Compare medians of interleaved runs:
//      meshcat_bench --benchmark_repetitions=9
//        --benchmark_enable_random_interleaving=true
//  - Meshcat/StaticHtml_6sRecording: Meshcat::StaticHtml() of the 6 s
//    recording of that run (its scene with the iiwa's and the WSG's visual
//    meshes, 385 frames); the target is under a second. Counter: html_MB.
//  - Meshcat/StaticZip_6sRecording: Meshcat::StaticZip() of the same.

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include <benchmark/benchmark.h>

#include "tests/geometry/meshcat_test_client.h"

#include "drake/common/find_resource.h"
#include "drake/common/text_logging.h"
#include "drake/tools/simulate/scenario.h"
#include "drake/tools/simulate/simulation.h"

namespace drake {
namespace {

namespace fs = std::filesystem;
using tools::simulate::LoadedScenario;
using tools::simulate::RunOptions;
using tools::simulate::RunResult;
using tools::simulate::Simulation;
using tools::simulate::ViewerOptions;

enum Mode { kNoViewer = 0, kLive = 1, kLiveClient = 2, kRecord = 3 };

LoadedScenario DefaultScenario() {
  return tools::simulate::LoadScenario(
      FindResourceOrThrow("drake/examples/simulate/iiwa_scenarios.yaml"),
      "iiwa_wsg_box", {"logging: {plot: false}"});
}

RunOptions Options() {
  RunOptions options;
  options.output_dir =
      (fs::temp_directory_path() / "mallard_meshcat_bench").string();
  return options;
}

void BM_DefaultScenario(benchmark::State& state) {
  // the parser's notes about meshes, the server's about its port
  logging::set_log_level("err");
  const Mode mode = static_cast<Mode>(state.range(0));
  double simulated = 0, wall = 0;
  for (auto _ : state) {
    state.PauseTiming();
    ViewerOptions viewer;
    viewer.live = mode == kLive || mode == kLiveClient;
    viewer.replay = mode == kRecord;
    auto simulation = std::make_unique<Simulation>(DefaultScenario(), viewer);
    std::unique_ptr<geometry::test::MeshcatTestClient> client;
    if (mode == kLiveClient) {
      client = std::make_unique<geometry::test::MeshcatTestClient>(
          simulation->meshcat()->ws_url());
    }
    state.ResumeTiming();
    const RunResult result = simulation->Run(Options());
    state.PauseTiming();
    if (!result.success) {
      state.SkipWithError(result.error.c_str());
      break;
    }
    simulated += result.sim_time;
    wall += result.wall_time;
    if (client != nullptr) {
      state.counters["client_messages"] =
          static_cast<double>(client->messages().size());
      client->Close();
    }
    client.reset();
    simulation.reset();
    state.ResumeTiming();
  }
  if (wall > 0) {
    state.counters["ms_per_sim_second"] = 1e3 * wall / simulated;
    state.counters["realtime_rate"] = simulated / wall;
  }
}
BENCHMARK(BM_DefaultScenario)
    ->Name("Meshcat/DefaultScenario")
    ->ArgName("mode")
    ->Arg(kNoViewer)
    ->Arg(kLive)
    ->Arg(kLiveClient)
    ->Arg(kRecord)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

// A Simulation of the default scenario whose 6 s replay was recorded and
// published (built once, shared by the two benchmarks below).
Simulation& RecordedSimulation() {
  static Simulation* const simulation = []() {
    logging::set_log_level("err");
    ViewerOptions viewer;
    viewer.replay = true;
    auto* result = new Simulation(DefaultScenario(), viewer);
    RunOptions options = Options();
    if (!result->Run(options).success) {
      throw std::runtime_error("meshcat_bench: the default scenario failed");
    }
    return result;
  }();
  return *simulation;
}

void BM_StaticHtml(benchmark::State& state) {
  const geometry::Meshcat& meshcat = *RecordedSimulation().meshcat();
  size_t bytes = 0;
  for (auto _ : state) {
    std::string html = meshcat.StaticHtml();
    bytes = html.size();
    benchmark::DoNotOptimize(html);
  }
  state.counters["html_MB"] = static_cast<double>(bytes) / 1e6;
}
BENCHMARK(BM_StaticHtml)
    ->Name("Meshcat/StaticHtml_6sRecording")
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void BM_StaticZip(benchmark::State& state) {
  const geometry::Meshcat& meshcat = *RecordedSimulation().meshcat();
  size_t bytes = 0;
  for (auto _ : state) {
    std::string zip = meshcat.StaticZip();
    bytes = zip.size();
    benchmark::DoNotOptimize(zip);
  }
  state.counters["zip_MB"] = static_cast<double>(bytes) / 1e6;
}
BENCHMARK(BM_StaticZip)
    ->Name("Meshcat/StaticZip_6sRecording")
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace
}  // namespace drake

BENCHMARK_MAIN();
