#pragma once

/// @file
/// Scenario sweeps: many runs of one scenario with random values drawn per
/// sample and/or values taken from a grid, run on threads (and sharded over
/// Slurm array tasks or MPI ranks by the simulate program), summarized one
/// row per sample in `sweep.csv`.
///
/// A scenario's `sweep` section (or a --set patch's) reads:
/// @code{yaml}
/// sweep:
///   num_samples: 8        # random samples per grid point (default 1)
///   seed: 100             # sample i draws from RandomGenerator(seed + i)
///   grid:                 # optional; the product of every key's values
///     plant_config.time_step: [0.001, 0.002]
///     model_drivers.iiwa.gains.kp: [[100.0], [200.0]]
///   metrics:              # optional summary columns
///     box_final_z: {signal: state, column: "box::base_link_z", reduce: final}
///     deepest: {signal: contact_results, column: max_penetration,
///               reduce: max}
/// @endcode
/// Random values: wherever the scenario (or a --set patch) holds a number or
/// a vector, a distribution of Drake's stochastic schema (`!Gaussian`,
/// `!Uniform`, `!UniformDiscrete`, `!Deterministic`, `!GaussianVector`,
/// `!UniformVector`, `!DeterministicVector`) may stand instead; a sample
/// replaces each by a value drawn from its own generator, in document order
/// (the scenario first, then the patches). (A `rotation: !Uniform {}`
/// belongs to the rotation schema and is left alone.) Sample i also gets
/// `random_seed: seed + i`.
///
/// Samples are numbered grid point by grid point (the grid's keys in the
/// order written, the last one changing fastest), num_samples per point:
/// sample i is replicate i % num_samples of grid point i / num_samples, and
/// its seed is seed + i whatever the grid. A sample's row depends only on
/// the scenario and i, so the rows are the same however the samples are
/// split over threads, processes or machines.

#include <atomic>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "drake/common/random.h"
#include "drake/tools/simulate/scenario.h"

namespace drake {
namespace tools {
namespace simulate {

class Simulation;

/// One summary number of a sample: `reduce` over the samples of one column
/// of a logged signal.
struct SweepMetric {
  /// The CSV column's name (the key in `metrics`).
  std::string name;
  /// A logged signal (one of the scenario's logging.signals).
  std::string signal;
  /// One of the signal's columns (as in its CSV header, e.g.
  /// "iiwa::iiwa_joint_1_q" or "max_penetration").
  std::string column;
  /// "final", "initial", "max", "min", "mean" or "max_abs".
  std::string reduce{"final"};
  /// Where it was written, for messages.
  std::string where;
};

/// One key of the grid: a scenario key path and the values it takes.
struct SweepGridAxis {
  /// As written, e.g. "plant_config.time_step".
  std::string key;
  /// The key's parts, e.g. {"plant_config", "time_step"}.
  std::vector<std::string> path;
  /// Its values (YAML nodes, each merged over the scenario as a patch).
  std::vector<YAML::Node> values;
  /// Where it was written, for messages.
  std::string where;
};

/// A parsed `sweep` section.
struct SweepConfig {
  /// Random samples per grid point (≥ 1).
  int num_samples{1};
  /// The base seed: sample i's generator and random_seed are seed + i
  /// (RandomGenerator uses the low 32 bits).
  std::uint64_t seed{0};
  std::vector<SweepGridAxis> grid;
  std::vector<SweepMetric> metrics;

  /// The number of grid points (1 without a grid).
  int num_grid_points() const;
  /// num_samples × num_grid_points().
  int total_samples() const;
};

/// Reads the `sweep` sections of `scenario` (the file's, then each patch's:
/// a later section's keys replace an earlier one's). No section: one
/// sample, seed 0, no grid, no metrics.
/// @throws std::runtime_error naming the file (or patch), line and key of
///   an unknown key, a value of the wrong type (num_samples not a positive
///   integer, a grid key that is not a dotted path of mapping keys or whose
///   values are not a non-empty sequence, a metric without signal and
///   column or with an unknown reduction), or a metric of a signal the
///   scenario does not log.
SweepConfig ParseSweepConfig(const LoadedScenario& scenario);

/// Replaces every random value in `node` (see the file comment) by a value
/// drawn from `generator`, in document order, and appends (name, value)
/// pairs to `drawn` (the key path, e.g. "initial_position.iiwa.iiwa_joint_1",
/// a vector's entries as "name[0]", ...; values as written to the CSV).
/// With a null `generator`, throws at the first random value instead (runs
/// outside a sweep cannot draw them). `source` and `key_prefix` name the
/// node in messages (see ScenarioEdits).
/// @throws std::runtime_error naming the source, line and key of a random
///   value that does not parse as its distribution, or is invalid (e.g. min
///   > max).
void DrawRandomValues(YAML::Node node, const std::string& source,
                      const std::string& key_prefix, RandomGenerator* generator,
                      std::vector<std::pair<std::string, std::string>>* drawn);

/// The outcome of one sample, as its CSV row.
struct SweepRow {
  int index{};
  /// False if the sample diverged, failed or was interrupted.
  bool finished{false};
  /// True if SweepRunOptions::stop_request stopped the sample before its
  /// final time (outcome "interrupted").
  bool interrupted{false};
  /// Wall time of the sample (s): build and run. Not in the CSV (it would
  /// differ from run to run).
  double wall_time{};
  /// The row, without its line end.
  std::string csv;
};

/// How to run a sweep's samples.
struct SweepRunOptions {
  /// Samples run at once (≥ 1).
  int num_threads{1};
  /// Overrides the scenario's simulation_duration (s).
  std::optional<double> duration;
  /// If set, each sample writes its logs (CSV files, plot) to
  /// `<logs_dir>/sample_<index>`.
  std::optional<std::string> logs_dir;
  /// Where the progress line goes (null: nowhere), and whether it is a
  /// terminal (updated in place).
  std::ostream* out{};
  bool out_is_tty{false};
  /// Read before each sample starts and after every step of a running
  /// sample (as RunOptions::stop_request): once it holds a nonzero value
  /// (e.g. the number of the signal that asked to stop), no new sample
  /// starts and each running sample stops at the end of its current step,
  /// recorded with outcome "interrupted". Null: never.
  const std::atomic<int>* stop_request{};
  /// Whether samples that differ only in their initial positions (every
  /// random value and gridded key is a joint's entry of initial_position,
  /// `initial_position.MODEL.JOINT`) share one diagram, each running in its
  /// own Context (see Simulation's sharing constructor): memory per extra
  /// thread is then one Context and its caches. With a grid over other keys,
  /// the samples of each of their grid points share one. The rows are the
  /// same either way; false builds a diagram per sample.
  bool share_diagrams{true};
};

/// A scenario to sweep: the file, the scenario's name and the --set
/// patches, with its sweep section parsed and checked.
class Sweep {
 public:
  /// Loads the scenario and its sweep section, and checks every grid point
  /// (each must load) and that every sample draws the same random values.
  /// @throws std::runtime_error as LoadScenario() and ParseSweepConfig(),
  ///   naming the file, line and key of what is wrong.
  Sweep(std::string filename, std::string scenario_name,
        std::vector<std::string> patches);

  const SweepConfig& config() const { return config_; }
  /// A hash (16 hex digits, FNV-1a) of the scenario file's text, the
  /// scenario's name and the --set patches: shards of one sweep share it.
  const std::string& fingerprint() const { return fingerprint_; }
  int total_samples() const { return config_.total_samples(); }

  /// The CSV header: index, seed, the grid keys, the random values' names,
  /// outcome, sim_time, num_steps, the metrics, message.
  const std::vector<std::string>& columns() const { return columns_; }

  /// Loads sample `index`: its grid point, its random values, its
  /// random_seed. Appends its grid and random values, as written to the
  /// CSV, to `values` if not null.
  /// @throws std::exception unless 0 ≤ index < total_samples().
  LoadedScenario LoadSample(
      int index,
      std::vector<std::pair<std::string, std::string>>* values = nullptr) const;

  /// The group of samples that may share one diagram (see
  /// SweepRunOptions::share_diagrams) that sample `index` belongs to, or -1
  /// if its random values are not all initial positions (it builds its own).
  /// @throws std::exception unless 0 ≤ index < total_samples().
  int DiagramGroup(int index) const;

  /// Runs the samples `indices` (in any order; each at most once) on
  /// options.num_threads threads and returns their rows sorted by index.
  /// A sample that diverges or fails to build or run is recorded (outcome
  /// "diverged" or "failed" with the message), not thrown. Once
  /// options.stop_request is set, the samples not yet started are left out
  /// of the result, and those running are recorded as "interrupted" (with
  /// their metrics over what they logged).
  /// @throws std::runtime_error if the duration is not positive and finite,
  ///   or a metric names a column its signal does not have (naming the
  ///   metric's place and the columns there are).
  std::vector<SweepRow> Run(const std::vector<int>& indices,
                            const SweepRunOptions& options) const;

 private:
  // Runs sample `index`; in `model`'s diagram if not null (see
  // Simulation's sharing constructor), otherwise in its own.
  SweepRow RunSample(int index, const SweepRunOptions& options,
                     const Simulation* model) const;

  std::string filename_;
  std::string scenario_name_;
  std::vector<std::string> patches_;
  SweepConfig config_;
  double duration_{};
  std::vector<std::string> columns_;
  std::vector<std::string> value_columns_;
  std::string fingerprint_;
  // Whether every random value is a joint's initial position.
  bool random_values_are_initial_positions_{false};
  // Per grid axis: whether its key is a joint's initial position.
  std::vector<bool> axis_is_initial_position_;
};

/// The samples of shard `shard` of `num_shards` of `total` samples: a
/// contiguous block, [⌊shard·total/num_shards⌋, ⌊(shard+1)·total/num_shards⌋).
/// @pre 0 ≤ shard < num_shards.
std::vector<int> ShardSamples(int total, int shard, int num_shards);

/// Writes `rows` to `filename` as CSV: an optional comment line (`comment`,
/// written after "# "), the header `columns`, one line per row.
/// @throws std::runtime_error naming the file if it cannot be written.
void WriteSweepCsv(const std::string& filename,
                   const std::vector<std::string>& columns,
                   const std::vector<SweepRow>& rows,
                   const std::string& comment = "");

/// The comment line of a shard's file: says how many samples the whole
/// sweep has and the sweep's fingerprint (Sweep::fingerprint()), which
/// MergeSweepShards() checks against.
std::string ShardComment(int task, int shard, int num_shards, int total,
                         const std::string& fingerprint = "");

/// Joins the shard files `<dir>/sweep.<task>.csv` of a Slurm array sweep
/// into `<dir>/sweep.csv` (rows sorted by index), and returns its path.
/// @throws std::runtime_error if there is no shard file, a file is not a
///   shard (no shard comment or header), the shards disagree on the header,
///   the number of samples or the fingerprint, or a sample is missing or
///   appears twice (naming the samples, and for duplicates the files).
std::string MergeSweepShards(const std::string& dir);

}  // namespace simulate
}  // namespace tools
}  // namespace drake
