// simulate: runs a scenario (a subset of Drake's hardware_sim Scenario YAML)
// and writes CSV logs and an SVG plot. See `simulate --help`.

#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "drake/common/find_resource.h"
#include "drake/common/parallelism.h"
#include "drake/common/text_logging.h"
#include "drake/tools/simulate/scenario.h"
#include "drake/tools/simulate/simulation.h"
#include "drake/tools/simulate/sweep.h"

namespace drake {
namespace tools {
namespace simulate {
namespace {

// The scenario run without arguments. (Once the plant computes contact,
// "iiwa_table_box" in the same file is meant to become the default.)
constexpr char kDefaultScenarioFile[] =
    "drake/examples/simulate/iiwa_scenarios.yaml";
constexpr char kDefaultScenarioName[] = "iiwa_wsg_box";

constexpr char kUsage[] = R"(Usage: simulate [SCENARIO.yaml] [options]

Simulates a scenario (a subset of Drake's hardware_sim Scenario YAML: a file
mapping scenario names to scenarios) and writes one CSV per logged signal,
plot.svg and replay.html (a 3D replay: open it in a web browser, no server
needed) to the output folder. Without SCENARIO.yaml, runs the scenario
'{}' of {}.

Options:
  --scenario-name NAME  the scenario to run (default: the file's first one)
  --set 'YAML'          a YAML mapping merged over the scenario before it is
                        loaded, e.g. --set 'simulation_duration: 1.0'
                        (repeatable; later patches win)
  --duration T          simulated time (s), overrides simulation_duration
  --realtime RATE       target realtime rate (0 = as fast as possible),
                        overrides simulator_config.target_realtime_rate
  --output DIR          output folder (default: ./simulate_output)
  --meshcat             serve the live 3D view while simulating (Meshcat on
                        localhost, first free port from 7000; the URL is
                        printed before the simulation starts) with the
                        scenario's `visualization:` settings (Drake's
                        VisualizationConfig); add --realtime 1 to watch at
                        real time
  --no-replay           do not record the run nor write replay.html
  --log-level LEVEL     Drake's log level: trace, debug, info, warn, err,
                        critical or off (default: warn, except that model
                        loading logs only errors, hiding e.g. the parser's
                        notes about visual meshes that are not installed)
  --list                list the file's scenarios and exit
  --help                this text

Sweeps (the scenario's `sweep:` section; see README):
  --sweep               run every sample of the sweep (random values drawn
                        per sample, grid points) and write sweep.csv to the
                        output folder: one row per sample (index, seed,
                        values, outcome, sim_time, num_steps, metrics,
                        message). A failing sample is recorded, not fatal.
                        Under a Slurm job array (SLURM_ARRAY_TASK_ID,
                        SLURM_ARRAY_TASK_COUNT, SLURM_ARRAY_TASK_MIN) runs
                        this task's shard and writes sweep.<task>.csv.
  --threads N           samples run at once (default: all cores, or
                        DRAKE_NUM_THREADS)
  --sweep-logs          also write each sample's logs to
                        <output>/sample_<index>/
  --sample I            run sample I of the sweep alone, as a normal run
                        (all logs, plot and replay)
  --merge DIR           join the Slurm shards DIR/sweep.<task>.csv into
                        DIR/sweep.csv, checking that no sample is missing
                        or duplicated

The scenario's `logging: {{signals: [...], publish_period: 0.01, plot: true}}`
names what is recorded, one CSV each: state, net_actuation, desired_state,
generalized_acceleration, contact_results (number of contacts, total normal
force, deepest penetration; plus contact_pairs.csv, one row per pair of
bodies in contact per sample).

Exit status: 0 on success, 1 if the simulation failed (diverged) or a
sweep's sample did not finish, 2 for bad arguments or a bad scenario
(nothing simulated).
)";

struct Arguments {
  std::optional<std::string> scenario_file;
  std::string scenario_name;
  std::vector<std::string> patches;
  std::optional<double> duration;
  std::optional<double> realtime_rate;
  std::string output_dir{"simulate_output"};
  std::optional<std::string> log_level;
  bool meshcat{false};
  bool replay{true};
  bool list{false};
  bool help{false};
  bool sweep{false};
  bool sweep_logs{false};
  std::optional<int> threads;
  std::optional<int> sample;
  std::optional<std::string> merge_dir;
};

int ParseCount(const std::string& option, const std::string& text, int min) {
  size_t used = 0;
  long value = 0;  // NOLINT(runtime/int)
  try {
    value = std::stol(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size() || value < min ||
      value > 1'000'000'000) {
    throw std::runtime_error(fmt::format(
        "{} expects an integer ≥ {} but got '{}'", option, min, text));
  }
  return static_cast<int>(value);
}

double ParseNumber(const std::string& option, const std::string& text) {
  size_t used = 0;
  double value = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size()) {
    throw std::runtime_error(
        fmt::format("{} expects a number but got '{}'", option, text));
  }
  return value;
}

Arguments ParseArguments(int argc, char** argv) {
  Arguments args;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    std::optional<std::string> value;
    const size_t equals = arg.find('=');
    if (arg.rfind("--", 0) == 0 && equals != std::string::npos) {
      value = arg.substr(equals + 1);
      arg = arg.substr(0, equals);
    }
    const auto next = [&]() -> std::string {
      if (value.has_value()) return *value;
      if (i + 1 >= argc) {
        throw std::runtime_error(fmt::format("{} expects a value", arg));
      }
      return argv[++i];
    };
    if (arg == "--help" || arg == "-h") {
      args.help = true;
    } else if (arg == "--meshcat" && !value.has_value()) {
      args.meshcat = true;
    } else if (arg == "--no-replay" && !value.has_value()) {
      args.replay = false;
    } else if (arg == "--sweep" && !value.has_value()) {
      args.sweep = true;
    } else if (arg == "--sweep-logs" && !value.has_value()) {
      args.sweep_logs = true;
    } else if (arg == "--threads") {
      args.threads = ParseCount(arg, next(), 1);
    } else if (arg == "--sample") {
      args.sample = ParseCount(arg, next(), 0);
    } else if (arg == "--merge") {
      args.merge_dir = next();
    } else if (arg == "--list") {
      args.list = true;
    } else if (arg == "--scenario-name" || arg == "--scenario_name") {
      args.scenario_name = next();
    } else if (arg == "--set") {
      args.patches.push_back(next());
    } else if (arg == "--duration") {
      args.duration = ParseNumber(arg, next());
    } else if (arg == "--realtime") {
      args.realtime_rate = ParseNumber(arg, next());
    } else if (arg == "--output") {
      args.output_dir = next();
    } else if (arg == "--log-level") {
      args.log_level = next();
    } else if (arg.rfind('-', 0) == 0) {
      throw std::runtime_error(
          fmt::format("unknown option '{}' (see --help)", arg));
    } else if (!args.scenario_file.has_value()) {
      args.scenario_file = arg;
    } else {
      throw std::runtime_error(
          fmt::format("more than one scenario file given ('{}' and '{}')",
                      *args.scenario_file, arg));
    }
  }
  return args;
}

// A Slurm array task's shard of a sweep.
struct SlurmShard {
  int task{};   // SLURM_ARRAY_TASK_ID
  int shard{};  // task − SLURM_ARRAY_TASK_MIN
  int count{};  // SLURM_ARRAY_TASK_COUNT
};

// The Slurm array task this process is, if SLURM_ARRAY_TASK_ID is set.
std::optional<SlurmShard> FindSlurmShard() {
  const char* const id = std::getenv("SLURM_ARRAY_TASK_ID");
  if (id == nullptr) return std::nullopt;
  const char* const count = std::getenv("SLURM_ARRAY_TASK_COUNT");
  if (count == nullptr) {
    throw std::runtime_error(
        "SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not: the "
        "sweep needs both to know its shard (Slurm sets both for a job "
        "array)");
  }
  const char* const min = std::getenv("SLURM_ARRAY_TASK_MIN");
  SlurmShard shard;
  shard.task = ParseCount("SLURM_ARRAY_TASK_ID", id, 0);
  shard.count = ParseCount("SLURM_ARRAY_TASK_COUNT", count, 1);
  shard.shard =
      shard.task -
      (min != nullptr ? ParseCount("SLURM_ARRAY_TASK_MIN", min, 0) : 0);
  if (shard.shard < 0 || shard.shard >= shard.count) {
    throw std::runtime_error(fmt::format(
        "SLURM_ARRAY_TASK_ID={} is not in [SLURM_ARRAY_TASK_MIN, "
        "SLURM_ARRAY_TASK_MIN + SLURM_ARRAY_TASK_COUNT) = [{}, {}): the sweep "
        "needs contiguous array ids, e.g. --array=0-{}",
        shard.task, shard.task - shard.shard,
        shard.task - shard.shard + shard.count, shard.count - 1));
  }
  return shard;
}

// Whether an MPI launcher (mpirun, srun with PMI) started this process.
bool UnderMpiLauncher() {
  for (const char* name :
       {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "MPI_LOCALNRANKS"}) {
    if (std::getenv(name) != nullptr) return true;
  }
  return false;
}

std::string Plural(int n, const char* word) {
  return fmt::format("{} {}{}", n, word, n == 1 ? "" : "s");
}

// simulate --sweep: runs this process's samples and writes the CSV.
int RunSweep(const Arguments& args, const std::string& file) {
  // Model loading is quiet unless a log level was asked for (every sample
  // loads the models).
  logging::set_log_level(args.log_level.value_or("err"));
  const Sweep sweep(file, args.scenario_name, args.patches);
  const int total = sweep.total_samples();
  const std::optional<SlurmShard> slurm = FindSlurmShard();
  if (!slurm.has_value() && UnderMpiLauncher()) {
    throw std::runtime_error(
        "simulate was started by an MPI launcher (mpirun) but was built "
        "without MPI, so every rank would run the whole sweep: install Open "
        "MPI (apt-get install libopenmpi-dev openmpi-bin, or tools/setup), "
        "re-run the CMake configure step (it finds MPI by itself) and "
        "rebuild; or run simulate --sweep without mpirun (it uses every core "
        "of one machine)");
  }
  std::vector<int> indices;
  if (slurm.has_value()) {
    indices = ShardSamples(total, slurm->shard, slurm->count);
  } else {
    indices = ShardSamples(total, 0, 1);
  }
  SweepRunOptions options;
  options.num_threads = args.threads.value_or(Parallelism::Max().num_threads());
  options.duration = args.duration;
  if (args.sweep_logs) options.logs_dir = args.output_dir;
  options.out = &std::cout;
  options.out_is_tty = isatty(fileno(stdout)) != 0;
  const SweepConfig& config = sweep.config();
  std::cout << fmt::format(
      "Sweep of scenario '{}' from {}: {} ({} × {} per grid point, seeds "
      "{}..{}); running {}{} on {}.\n",
      args.scenario_name.empty() ? std::string("(first)") : args.scenario_name,
      file, Plural(total, "sample"),
      Plural(config.num_grid_points(), "grid point"), config.num_samples,
      config.seed, config.seed + static_cast<std::uint64_t>(total) - 1,
      Plural(static_cast<int>(indices.size()), "sample"),
      slurm.has_value() ? fmt::format(" (Slurm array task {}: shard {} of {})",
                                      slurm->task, slurm->shard, slurm->count)
                        : std::string(),
      Plural(options.num_threads, "thread"));
  std::error_code error;
  std::filesystem::create_directories(args.output_dir, error);
  if (error || !std::filesystem::is_directory(args.output_dir)) {
    throw std::runtime_error(
        fmt::format("could not create the output folder '{}': {}",
                    args.output_dir, error.message()));
  }
  const auto start = std::chrono::steady_clock::now();
  const std::vector<SweepRow> rows = sweep.Run(indices, options);
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  const std::filesystem::path path =
      std::filesystem::path(args.output_dir) /
      (slurm.has_value() ? fmt::format("sweep.{}.csv", slurm->task)
                         : std::string("sweep.csv"));
  WriteSweepCsv(path.string(), sweep.columns(), rows,
                slurm.has_value() ? ShardComment(slurm->task, slurm->shard,
                                                 slurm->count, total)
                                  : std::string());
  int failures = 0;
  for (const SweepRow& row : rows) failures += row.finished ? 0 : 1;
  std::cout << fmt::format(
      "Sweep: {} in {:.2f} s of wall time ({:.2f} samples/s), {} did not "
      "finish. Wrote {}\n",
      Plural(static_cast<int>(rows.size()), "sample"), wall,
      wall > 0 ? rows.size() / wall : 0.0, failures, path.string());
  if (slurm.has_value()) {
    std::cout << "When every task is done: simulate --merge " << args.output_dir
              << "\n";
  }
  return failures > 0 ? 1 : 0;
}

int Main(int argc, char** argv) {
  Arguments args;
  LoadedScenario scenario;
  std::unique_ptr<Simulation> simulation;
  try {
    args = ParseArguments(argc, argv);
    if (args.help) {
      std::cout << fmt::format(kUsage, kDefaultScenarioName,
                               kDefaultScenarioFile);
      return 0;
    }
    if (args.merge_dir.has_value()) {
      const std::string merged = MergeSweepShards(*args.merge_dir);
      std::cout << "Merged the shards into " << merged << std::endl;
      return 0;
    }
    const bool use_default = !args.scenario_file.has_value();
    const std::string file = use_default
                                 ? FindResourceOrThrow(kDefaultScenarioFile)
                                 : *args.scenario_file;
    const std::vector<std::string> names = GetScenarioNames(file);
    if (args.list) {
      for (const std::string& name : names) std::cout << name << "\n";
      return 0;
    }
    if (use_default && args.scenario_name.empty()) {
      args.scenario_name = kDefaultScenarioName;
    }
    if (args.sweep && args.sample.has_value()) {
      throw std::runtime_error("--sweep and --sample exclude each other");
    }
    if (args.sweep) return RunSweep(args, file);
    if (args.sample.has_value()) {
      logging::set_log_level(args.log_level.value_or("err"));
      const Sweep sweep(file, args.scenario_name, args.patches);
      if (*args.sample >= sweep.total_samples()) {
        throw std::runtime_error(
            fmt::format("--sample {}: the sweep has {} (0 to {})", *args.sample,
                        Plural(sweep.total_samples(), "sample"),
                        sweep.total_samples() - 1));
      }
      std::vector<std::pair<std::string, std::string>> values;
      scenario = sweep.LoadSample(*args.sample, &values);
      std::vector<std::string> assignments;
      assignments.reserve(values.size());
      for (const auto& [name, value] : values) {
        assignments.push_back(fmt::format("{} = {}", name, value));
      }
      std::cout << fmt::format(
          "Sample {} of the sweep (seed {}){}{}\n", *args.sample,
          sweep.config().seed + static_cast<std::uint64_t>(*args.sample),
          values.empty() ? "." : ": ", fmt::join(assignments, ", "));
    } else {
      // Random values are drawn only per sample of a sweep.
      ScenarioEdits edits;
      // NOLINTNEXTLINE(performance-unnecessary-value-param): a handle.
      edits.edit = [](YAML::Node node, const std::string& source,
                      const std::string& key_prefix) {
        DrawRandomValues(node, source, key_prefix, nullptr, nullptr);
      };
      scenario = LoadScenario(file, args.scenario_name, args.patches, &edits);
    }
    std::cout << fmt::format(
        "Scenario '{}' from {} ({}{}).\n", scenario.name(), file,
        use_default && args.scenario_name == kDefaultScenarioName
            ? "the default scenario"
        : args.scenario_name.empty()
            ? (names.size() == 1 ? "its only scenario" : "its first scenario")
            : "chosen with --scenario-name",
        names.size() > 1 ? fmt::format("; it has: {}", fmt::join(names, ", "))
                         : std::string());
    // Model loading is quiet unless a log level was asked for.
    logging::set_log_level(args.log_level.value_or("err"));
    ViewerOptions viewer;
    viewer.live = args.meshcat;
    viewer.replay = args.replay;
    simulation = std::make_unique<Simulation>(scenario, viewer);
    logging::set_log_level(args.log_level.value_or("warn"));
    if (args.meshcat) {
      std::cout << "Meshcat is serving the live view at "
                << simulation->meshcat()->web_url() << std::endl;
    }
  } catch (const std::exception& e) {
    std::cerr << "simulate: error: " << e.what() << std::endl;
    return 2;
  }

  try {
    RunOptions options;
    options.duration = args.duration;
    options.realtime_rate = args.realtime_rate;
    options.output_dir = args.output_dir;
    options.out = &std::cout;
    options.out_is_tty = isatty(fileno(stdout)) != 0;
    const RunResult result = simulation->Run(options);
    if (!result.success) {
      std::cerr << "simulate: error: " << result.error << std::endl;
      std::cerr << "simulate: the log up to t = " << result.sim_time
                << " s was written to " << args.output_dir << std::endl;
      return 1;
    }
    if (args.replay) {
      std::cout << "Open the 3D replay in a web browser: file://"
                << std::filesystem::absolute(
                       std::filesystem::path(args.output_dir) / "replay.html")
                       .lexically_normal()
                       .string()
                << std::endl;
    }
  } catch (const std::exception& e) {
    std::cerr << "simulate: error: " << e.what() << std::endl;
    return 2;
  }
  return 0;
}

}  // namespace
}  // namespace simulate
}  // namespace tools
}  // namespace drake

int main(int argc, char** argv) {
  return drake::tools::simulate::Main(argc, argv);
}
