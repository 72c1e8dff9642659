// Sweep throughput (Release): the simulate tool's default scenario
// (iiwa_wsg_box, 6 s simulated) swept over 8 samples, each with a random
// initial angle of the first joint, run by Sweep::Run on 1 and 2 threads
// (the argument). The samples differ only in an initial position, so they
// share one diagram (built once per Run) and each simulates in its own
// Context; nothing is written. Counters: samples_per_second (wall
// time; the speed-up is the ratio of the two rows) and cpu_s_per_sample
// (the process's CPU time, all threads, per sample). On a machine shared
// with other work the 2-thread row's wall time is bounded by the free
// cores, not by the sweep; equal cpu_s_per_sample on 1 and 2 threads shows
// that the threads add no work (no contention), i.e. that the speed-up is
// 2 × (1-thread CPU per sample) / (2-thread CPU per sample) given two free
// cores.

#include <time.h>

#include <filesystem>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "drake/common/find_resource.h"
#include "drake/common/text_logging.h"
#include "drake/tools/simulate/sweep.h"

namespace drake {
namespace {

using tools::simulate::ShardSamples;
using tools::simulate::Sweep;
using tools::simulate::SweepRow;
using tools::simulate::SweepRunOptions;

constexpr int kSamples = 8;

void BM_DefaultScenarioSweep(benchmark::State& state) {
  logging::set_log_level("err");
  const Sweep sweep(
      FindResourceOrThrow("drake/examples/simulate/iiwa_scenarios.yaml"),
      "iiwa_wsg_box",
      {"sweep: {num_samples: 8, seed: 1}",
       "initial_position: {iiwa: {iiwa_joint_1: !Uniform {min: -0.05, max: "
       "0.05}}}"});
  SweepRunOptions options;
  options.num_threads = static_cast<int>(state.range(0));
  const std::vector<int> all = ShardSamples(kSamples, 0, 1);
  const auto process_cpu = [] {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return now.tv_sec + 1e-9 * now.tv_nsec;
  };
  const double cpu_start = process_cpu();
  for (auto _ : state) {
    const std::vector<SweepRow> rows = sweep.Run(all, options);
    for (const SweepRow& row : rows) {
      if (!row.finished) state.SkipWithError(row.csv.c_str());
    }
    benchmark::DoNotOptimize(rows.data());
  }
  state.counters["cpu_s_per_sample"] =
      (process_cpu() - cpu_start) / (kSamples * state.iterations());
  state.counters["samples_per_second"] =
      benchmark::Counter(static_cast<double>(kSamples) * state.iterations(),
                         benchmark::Counter::kIsRate);
}
BENCHMARK(BM_DefaultScenarioSweep)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kSecond)
    ->UseRealTime()
    ->MinTime(5.0);

}  // namespace
}  // namespace drake

BENCHMARK_MAIN();
