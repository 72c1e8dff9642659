// simulate: runs a scenario (a subset of Drake's hardware_sim Scenario YAML)
// and writes CSV logs and an SVG plot. See `simulate --help`.

#include <sched.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>
#ifdef MALLARD_WITH_MPI
#include <mpi.h>
#endif

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
  --threads N           samples run at once (default: the cores this
                        process may use, at most DRAKE_NUM_THREADS; under
                        MPI, divided among the ranks on one machine)
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

Interrupting a run (Ctrl-C, i.e. SIGINT, or SIGTERM) stops it at the end of
the current step and writes everything logged so far (CSV files, plot,
replay); a second signal ends the program at once. Every file is written as
NAME.partial and renamed to NAME when complete, so a file under its final
name is never truncated. During --sweep, the first signal starts no new
sample and stops each running one at the end of its current step (its row
says "interrupted"); sweep.csv is written with the rows of the samples run
so far, and the exit status is as for a run.

Exit status: 0 on success, 1 if the simulation failed (diverged) or a
sweep's sample did not finish, 2 for bad arguments or a bad scenario
(nothing simulated), 130 if interrupted by SIGINT and 143 by SIGTERM (128 +
the signal's number, as a shell reports a program killed by it; the logs up
to then are written).
)";

// The signal that asked the run to stop (0: none). Lock-free, so a signal
// handler may set it.
std::atomic<int> g_stop_signal{0};
static_assert(std::atomic<int>::is_always_lock_free);

extern "C" void OnStopSignal(int signal_number) {
  g_stop_signal.store(signal_number, std::memory_order_relaxed);
}

// From here on, SIGINT and SIGTERM ask the run to stop at the end of its
// current step (g_stop_signal); the handler then resets itself, so that a
// second signal ends the program at once.
void CatchStopSignals() {
  struct sigaction action {};
  action.sa_handler = &OnStopSignal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND | SA_RESTART;
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

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

// The number of processes an MPI launcher (mpirun, or srun with PMI)
// started, from its environment; 1 if none did.
int LaunchedRanks() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"}) {
    if (const char* value = std::getenv(name)) {
      return std::max(1, std::atoi(value));
    }
  }
  return 1;
}

// The ranks sharing this machine (to share its cores), as the launcher
// tells; 1 if it does not.
int LocalRanks() {
  for (const char* name : {"OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS"}) {
    if (const char* value = std::getenv(name)) {
      return std::max(1, std::atoi(value));
    }
  }
  return 1;
}

// The cores this process may run on (its CPU affinity: e.g. a Slurm task's
// allocation), at most Parallelism::Max() (which DRAKE_NUM_THREADS lowers).
int UsableCores() {
  int cores = Parallelism::Max().num_threads();
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof(set), &set) == 0) {
    cores = std::min(cores, std::max(1, CPU_COUNT(&set)));
  }
  return cores;
}

std::string Plural(int n, const char* word) {
  return fmt::format("{} {}{}", n, word, n == 1 ? "" : "s");
}

// The MPI job this process is part of: rank 0 of 1 unless simulate was
// built with MPI and started by an MPI launcher. Collective calls below
// must be made by every rank.
class MpiWorld {
 public:
  MpiWorld() {
#ifdef MALLARD_WITH_MPI
    if (LaunchedRanks() > 1) {
      int provided = 0;
      // Only the main thread calls MPI; the sweep's workers do not.
      MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
      active_ = true;
      MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
      MPI_Comm_size(MPI_COMM_WORLD, &size_);
    }
#else
    if (LaunchedRanks() > 1) {
      throw std::runtime_error(
          "simulate was started by an MPI launcher (mpirun) but was built "
          "without MPI, so every rank would run the whole sweep: install "
          "Open MPI (apt-get install libopenmpi-dev openmpi-bin, or "
          "tools/setup), re-run the CMake configure step (it finds MPI by "
          "itself) and rebuild; or run simulate --sweep without mpirun (it "
          "uses every core of one machine)");
    }
#endif
  }
  ~MpiWorld() {
#ifdef MALLARD_WITH_MPI
    if (active_) MPI_Finalize();
#endif
  }
  MpiWorld(const MpiWorld&) = delete;
  MpiWorld& operator=(const MpiWorld&) = delete;

  bool active() const { return active_; }
  int rank() const { return rank_; }
  int size() const { return size_; }

  // The lowest rank where `failed`, or −1.
  int FirstFailing(bool failed) const {
    int first = failed ? rank_ : size_;
#ifdef MALLARD_WITH_MPI
    if (active_) {
      // Waits for the slowest rank without spinning (a blocking collective
      // would busy-poll here, taking a core from the ranks still working).
      MPI_Request request{};
      MPI_Ibarrier(MPI_COMM_WORLD, &request);
      for (int arrived = 0;;) {
        MPI_Test(&request, &arrived, MPI_STATUS_IGNORE);
        if (arrived) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
      }
      const int mine = first;
      MPI_Allreduce(&mine, &first, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    }
#endif
    return first < size_ ? first : -1;
  }

  // The sum of `value` over the ranks, on every rank.
  int Sum(int value) const {
#ifdef MALLARD_WITH_MPI
    if (active_) {
      const int mine = value;
      MPI_Allreduce(&mine, &value, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }
#endif
    return value;
  }

  // Every rank's rows, on rank 0 (sorted by index); others get none.
  std::vector<SweepRow> Gather(std::vector<SweepRow> rows) const {
#ifdef MALLARD_WITH_MPI
    if (active_) {
      // One line per row: '1' if it finished, else '0', then its CSV (which
      // holds no line end).
      std::string mine;
      for (const SweepRow& row : rows) {
        mine += row.finished ? '1' : '0';
        mine += row.csv;
        mine += '\n';
      }
      const int length = static_cast<int>(mine.size());
      std::vector<int> lengths(size_);
      MPI_Gather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, 0,
                 MPI_COMM_WORLD);
      std::vector<int> offsets(size_, 0);
      for (int r = 1; r < size_; ++r) {
        offsets[r] = offsets[r - 1] + lengths[r - 1];
      }
      std::string all(
          rank_ == 0 ? static_cast<size_t>(offsets.back() + lengths.back()) : 0,
          '\0');
      MPI_Gatherv(mine.data(), length, MPI_CHAR, all.data(), lengths.data(),
                  offsets.data(), MPI_CHAR, 0, MPI_COMM_WORLD);
      rows.clear();
      if (rank_ != 0) return rows;
      std::istringstream lines(all);
      for (std::string line; std::getline(lines, line);) {
        SweepRow row;
        row.finished = line[0] == '1';
        row.csv = line.substr(1);
        row.index = std::stoi(row.csv.substr(0, row.csv.find(',')));
        rows.push_back(std::move(row));
      }
      std::sort(rows.begin(), rows.end(),
                [](const SweepRow& a, const SweepRow& b) {
                  return a.index < b.index;
                });
    }
#endif
    return rows;
  }

 private:
  bool active_{false};
  int rank_{0};
  int size_{1};
};

// simulate --sweep: runs this process's samples (all of them; a Slurm array
// task's shard; and under MPI this rank's part of either) and writes the
// CSV (under MPI, rank 0 writes it).
int RunSweep(const Arguments& args, const std::string& file) {
  // Model loading is quiet unless a log level was asked for (every sample
  // loads the models).
  logging::set_log_level(args.log_level.value_or("err"));
  // From here on a signal stops the sweep: no new sample starts, running
  // ones stop at the end of their step, and the rows so far are written.
  CatchStopSignals();
  const std::optional<SlurmShard> slurm = FindSlurmShard();
  const MpiWorld world;
  const bool root = world.rank() == 0;

  // Until the rows are gathered, an error on one rank must not leave the
  // others waiting: each catches its own, then all agree.
  std::optional<Sweep> sweep;
  std::vector<SweepRow> rows;
  std::string error;
  int total = 0;
  const auto start = std::chrono::steady_clock::now();
  try {
    sweep.emplace(file, args.scenario_name, args.patches);
    total = sweep->total_samples();
    std::vector<int> indices =
        ShardSamples(total, slurm.has_value() ? slurm->shard : 0,
                     slurm.has_value() ? slurm->count : 1);
    const int mine_from = static_cast<int>(static_cast<int64_t>(world.rank()) *
                                           indices.size() / world.size());
    const int mine_to = static_cast<int>(
        static_cast<int64_t>(world.rank() + 1) * indices.size() / world.size());
    const std::vector<int> mine(indices.begin() + mine_from,
                                indices.begin() + mine_to);
    SweepRunOptions options;
    options.num_threads = args.threads.value_or(
        std::max(1, UsableCores() / (world.active() ? LocalRanks() : 1)));
    options.duration = args.duration;
    options.stop_request = &g_stop_signal;
    if (args.sweep_logs) options.logs_dir = args.output_dir;
    if (root) {
      options.out = &std::cout;
      // (mpirun forwards a rank's output through a pseudo-terminal whatever
      // its own output is, so under MPI the progress goes line by line: a
      // log file would otherwise hold it as one '\r'-separated line.)
      options.out_is_tty = !world.active() && isatty(fileno(stdout)) != 0;
      const SweepConfig& config = sweep->config();
      std::cout << fmt::format(
          "Sweep of scenario '{}' from {}: {} ({} × {} per grid point, seeds "
          "{}..{}); running {}{}{}.\n",
          args.scenario_name.empty() ? std::string("(first)")
                                     : args.scenario_name,
          file, Plural(total, "sample"),
          Plural(config.num_grid_points(), "grid point"), config.num_samples,
          config.seed, config.seed + static_cast<std::uint64_t>(total) - 1,
          Plural(static_cast<int>(indices.size()), "sample"),
          slurm.has_value()
              ? fmt::format(" (Slurm array task {}: shard {} of {})",
                            slurm->task, slurm->shard, slurm->count)
              : std::string(),
          world.active()
              ? fmt::format(" over {} MPI ranks of {} each (this rank: {})",
                            world.size(), Plural(options.num_threads, "thread"),
                            Plural(static_cast<int>(mine.size()), "sample"))
              : fmt::format(" on {}", Plural(options.num_threads, "thread")));
      // (shown at once, also when the output is not a terminal)
      std::cout << std::flush;
    }
    std::error_code dir_error;
    std::filesystem::create_directories(args.output_dir, dir_error);
    if (dir_error || !std::filesystem::is_directory(args.output_dir)) {
      throw std::runtime_error(
          fmt::format("could not create the output folder '{}': {}",
                      args.output_dir, dir_error.message()));
    }
    rows = sweep->Run(mine, options);
  } catch (const std::exception& e) {
    error = e.what();
  }
  const int first_failing = world.FirstFailing(!error.empty());
  if (first_failing >= 0) {
    // The lowest failing rank reports (the same mistake on every rank is
    // reported once).
    if (world.rank() == first_failing) throw std::runtime_error(error);
    return 2;
  }

  int failures = 0;
  for (const SweepRow& row : rows) failures += row.finished ? 0 : 1;
  failures = world.Sum(failures);
  rows = world.Gather(std::move(rows));
  // (Each rank reports its own signal; mpirun forwards one to every rank.)
  const int signal_number = g_stop_signal.load();
  if (!root)
    return signal_number != 0 ? 128 + signal_number : failures > 0 ? 1 : 0;
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  const std::filesystem::path path =
      std::filesystem::path(args.output_dir) /
      (slurm.has_value() ? fmt::format("sweep.{}.csv", slurm->task)
                         : std::string("sweep.csv"));
  WriteSweepCsv(path.string(), sweep->columns(), rows,
                slurm.has_value()
                    ? ShardComment(slurm->task, slurm->shard, slurm->count,
                                   total, sweep->fingerprint())
                    : std::string());
  std::cout << fmt::format(
      "Sweep: {} in {:.2f} s of wall time ({:.2f} samples/s), {} did not "
      "finish. Wrote {}\n",
      Plural(static_cast<int>(rows.size()), "sample"), wall,
      wall > 0 ? rows.size() / wall : 0.0, failures, path.string());
  if (signal_number != 0) {
    std::cerr << "simulate: "
              << (signal_number == SIGINT    ? "SIGINT"
                  : signal_number == SIGTERM ? "SIGTERM"
                                             : "a signal")
              << ": the sweep stopped after "
              << Plural(static_cast<int>(rows.size()), "sample") << " of "
              << total << "; their rows were written to " << path.string()
              << std::endl;
    return 128 + signal_number;
  }
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
    if (args.sweep && (args.meshcat || args.realtime_rate.has_value())) {
      throw std::runtime_error(
          "--meshcat and --realtime do not apply to --sweep (samples run as "
          "fast as possible, without a view); watch one sample with --sample "
          "INDEX --meshcat --realtime 1");
    }
    if (args.sweep) return RunSweep(args, file);
    // One run: from here on a signal stops it (while the models load: at
    // its start) and its logs are written.
    CatchStopSignals();
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
      if (!scenario.sweep_nodes().empty()) {
        std::cout << "(The scenario has a sweep section: --sweep runs it, "
                     "--sample I one of its samples; this is one plain run.)\n";
      }
    }
    std::cout << fmt::format(
                     "Scenario '{}' from {} ({}{}).\n", scenario.name(), file,
                     use_default && args.scenario_name == kDefaultScenarioName
                         ? "the default scenario"
                     : args.scenario_name.empty()
                         ? (names.size() == 1 ? "its only scenario"
                                              : "its first scenario")
                         : "chosen with --scenario-name",
                     names.size() > 1
                         ? fmt::format("; it has: {}", fmt::join(names, ", "))
                         : std::string())
              << std::flush;
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
    options.stop_request = &g_stop_signal;
    const RunResult result = simulation->Run(options);
    if (result.interrupted) {
      const int signal_number = g_stop_signal.load();
      std::cerr << "simulate: "
                << (signal_number == SIGINT    ? "SIGINT"
                    : signal_number == SIGTERM ? "SIGTERM"
                                               : "a signal")
                << ": " << result.error
                << "; the log up to then was written to " << args.output_dir
                << std::endl;
      return 128 + signal_number;
    }
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
