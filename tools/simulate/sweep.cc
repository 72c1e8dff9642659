#include "drake/tools/simulate/sweep.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <exception>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <thread>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"
#include "drake/common/schema/stochastic.h"
#include "drake/common/yaml/yaml_io.h"
#include "drake/tools/simulate/output_file.h"
#include "drake/tools/simulate/simulation.h"

namespace drake {
namespace tools {
namespace simulate {

namespace fs = std::filesystem;

namespace {

// A user mistake found while the sweep runs (a metric's column): stops the
// sweep rather than being recorded as a sample's failure.
class SweepInputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::string Line(const YAML::Node& node) {
  const YAML::Mark mark = node.Mark();
  return mark.is_null() ? std::string()
                        : fmt::format(" line {}", mark.line + 1);
}

// "SOURCE line L, key 'PREFIXKEY'".
std::string Place(const std::string& source, const YAML::Node& node,
                  const std::string& key) {
  return fmt::format("{}{}, key '{}'", source, Line(node), key);
}

std::vector<std::string> SplitKey(const std::string& key) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    const size_t dot = key.find('.', start);
    parts.push_back(key.substr(start, dot - start));
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  return parts;
}

bool IsIndex(const std::string& part) {
  return !part.empty() &&
         part.find_first_not_of("0123456789") == std::string::npos;
}

// Quotes a CSV cell if it needs it (RFC 4180); line ends become spaces.
std::string CsvCell(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  std::replace(text.begin(), text.end(), '\r', ' ');
  if (text.find_first_of(",\"") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  return quoted + "\"";
}

// Shortest text that reads back as the same double ("nan", "inf", "-inf").
std::string Number(double value) {
  if (std::isnan(value)) return "nan";
  return fmt::format("{}", value);
}

// A YAML node in flow style on one line, e.g. "[100, 200]" or "0.001".
std::string FlowText(const YAML::Node& node) {
  if (node.IsScalar()) return node.Scalar();
  YAML::Emitter emitter;
  emitter << YAML::Flow << node;
  return emitter.c_str();
}

struct ScalarDistribution {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(value));
  }
  schema::DistributionVariant value;
};

struct VectorDistribution {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(value));
  }
  schema::DistributionVectorVariantX value;
};

bool IsScalarTag(const std::string& tag) {
  return tag == "!Deterministic" || tag == "!Gaussian" || tag == "!Uniform" ||
         tag == "!UniformDiscrete";
}

bool IsVectorTag(const std::string& tag) {
  return tag == "!DeterministicVector" || tag == "!GaussianVector" ||
         tag == "!UniformVector";
}

// Draws the random value `node` (tagged) stands for; returns its
// replacement and records the drawn values.
YAML::Node Draw(const YAML::Node& node, const std::string& source,
                const std::string& key_prefix, const std::string& key,
                RandomGenerator* generator,
                std::vector<std::pair<std::string, std::string>>* drawn) {
  const std::string where = Place(source, node, key_prefix + key);
  if (generator == nullptr) {
    throw std::runtime_error(fmt::format(
        "{}: a random value ({}) is drawn per sample only by a sweep: run "
        "with --sweep (or --sample INDEX to run one sample of it)",
        where, node.Tag()));
  }
  YAML::Node wrapper(YAML::NodeType::Map);
  wrapper["value"] = node;
  try {
    if (IsScalarTag(node.Tag())) {
      const auto parsed = yaml::internal::LoadNode<ScalarDistribution>(
          wrapper, std::nullopt, std::nullopt, std::string(), std::string());
      const double value = schema::Sample(parsed.value, generator);
      if (drawn != nullptr) drawn->emplace_back(key, Number(value));
      return YAML::Node(Number(value));
    }
    const auto parsed = yaml::internal::LoadNode<VectorDistribution>(
        wrapper, std::nullopt, std::nullopt, std::string(), std::string());
    const Eigen::VectorXd value =
        schema::ToDistributionVector(parsed.value)->Sample(generator);
    YAML::Node sequence(YAML::NodeType::Sequence);
    sequence.SetStyle(YAML::EmitterStyle::Flow);
    for (int i = 0; i < value.size(); ++i) {
      sequence.push_back(YAML::Node(Number(value[i])));
      if (drawn != nullptr) {
        drawn->emplace_back(fmt::format("{}[{}]", key, i), Number(value[i]));
      }
    }
    return sequence;
  } catch (const std::exception& e) {
    throw std::runtime_error(fmt::format("{}: invalid random value {}: {}",
                                         where, node.Tag(), e.what()));
  }
}

void DrawIn(YAML::Node node, const std::string& source,
            const std::string& key_prefix, const std::string& path,
            RandomGenerator* generator,
            std::vector<std::pair<std::string, std::string>>* drawn) {
  const auto is_random = [](const YAML::Node& child) {
    return IsScalarTag(child.Tag()) || IsVectorTag(child.Tag());
  };
  if (node.IsMap()) {
    // (Keys first: the map is changed while walking it.)
    std::vector<std::string> keys;
    for (const auto& entry : node) {
      if (entry.first.IsScalar()) keys.push_back(entry.first.Scalar());
    }
    for (const std::string& key : keys) {
      const std::string child_path =
          path.empty() ? key : fmt::format("{}.{}", path, key);
      YAML::Node child = node[key];
      // A rotation's !Uniform is the rotation schema's own.
      if (key != "rotation" && is_random(child)) {
        node[key] =
            Draw(child, source, key_prefix, child_path, generator, drawn);
      } else if (key != "rotation") {
        DrawIn(child, source, key_prefix, child_path, generator, drawn);
      }
    }
  } else if (node.IsSequence()) {
    for (size_t i = 0; i < node.size(); ++i) {
      const std::string child_path = fmt::format("{}[{}]", path, i);
      YAML::Node child = node[i];
      if (is_random(child)) {
        node[i] = Draw(child, source, key_prefix, child_path, generator, drawn);
      } else {
        DrawIn(child, source, key_prefix, child_path, generator, drawn);
      }
    }
  }
}

// Reads a non-negative integer scalar or throws naming its place.
std::uint64_t ReadUnsigned(const YAML::Node& node, const std::string& where,
                           const char* expected) {
  const std::string text = node.IsScalar() ? node.Scalar() : std::string();
  if (text.empty() ||
      text.find_first_not_of("0123456789") != std::string::npos ||
      text.size() > 19) {
    throw std::runtime_error(fmt::format("{}: expected {} but got '{}'", where,
                                         expected, FlowText(node)));
  }
  return std::stoull(text);
}

double Reduce(const std::string& reduce, const Eigen::VectorXd& values) {
  if (values.size() == 0) return std::nan("");
  if (reduce == "final") return values[values.size() - 1];
  if (reduce == "initial") return values[0];
  if (reduce == "max") return values.maxCoeff();
  if (reduce == "min") return values.minCoeff();
  if (reduce == "mean") return values.mean();
  DRAKE_DEMAND(reduce == "max_abs");
  return values.cwiseAbs().maxCoeff();
}

// Whether `key` (a grid key or a drawn value's name) is one joint's entry
// of initial_position: "initial_position.MODEL.JOINT", or an entry of it
// ("...JOINT[k]").
bool IsJointInitialPosition(const std::string& key) {
  std::string path = key;
  const size_t bracket = path.find('[');
  if (bracket != std::string::npos) {
    if (path.back() != ']' ||
        !IsIndex(path.substr(bracket + 1, path.size() - bracket - 2))) {
      return false;
    }
    path.resize(bracket);
  }
  const std::vector<std::string> parts = SplitKey(path);
  return parts.size() == 3 && parts[0] == "initial_position" &&
         !parts[1].empty() && !parts[2].empty();
}

constexpr const char* kReductions[] = {"final", "initial", "max",
                                       "min",   "mean",    "max_abs"};

}  // namespace

int SweepConfig::num_grid_points() const {
  int points = 1;
  for (const SweepGridAxis& axis : grid) {
    points *= static_cast<int>(axis.values.size());
  }
  return points;
}

int SweepConfig::total_samples() const {
  return num_samples * num_grid_points();
}

SweepConfig ParseSweepConfig(const LoadedScenario& scenario) {
  SweepConfig config;
  for (const auto& [source, sweep] : scenario.sweep_nodes()) {
    const std::string prefix =
        source.rfind("file '--set", 0) == 0 ? "" : scenario.name() + ".";
    if (sweep.IsNull()) continue;
    if (!sweep.IsMap()) {
      throw std::runtime_error(fmt::format(
          "{}: expected a mapping (num_samples, seed, grid, metrics)",
          Place(source, sweep, prefix + "sweep")));
    }
    std::vector<std::string> seen_keys;
    for (const auto& entry : sweep) {
      const std::string key = entry.first.Scalar();
      const YAML::Node& value = entry.second;
      const std::string where =
          Place(source, entry.first, fmt::format("{}sweep.{}", prefix, key));
      // A repeated key would be read once here and found differently by
      // each sample's own parse.
      if (std::find(seen_keys.begin(), seen_keys.end(), key) !=
          seen_keys.end()) {
        throw std::runtime_error(fmt::format(
            "{}: the key '{}' appears twice in the sweep section", where, key));
      }
      seen_keys.push_back(key);
      if (key == "num_samples") {
        const std::uint64_t n =
            ReadUnsigned(value, where, "a positive integer");
        if (n < 1 || n > 100'000'000) {
          throw std::runtime_error(fmt::format(
              "{}: expected a positive integer (at most 1e8) but got {}", where,
              n));
        }
        config.num_samples = static_cast<int>(n);
      } else if (key == "seed") {
        config.seed = ReadUnsigned(value, where, "a non-negative integer");
      } else if (key == "grid") {
        config.grid.clear();
        if (!value.IsMap()) {
          throw std::runtime_error(
              fmt::format("{}: expected a mapping from scenario keys (e.g. "
                          "plant_config.time_step) to lists of values",
                          where));
        }
        for (const auto& axis_entry : value) {
          SweepGridAxis axis;
          axis.key = axis_entry.first.Scalar();
          axis.path = SplitKey(axis.key);
          axis.where = Place(source, axis_entry.first,
                             prefix + "sweep.grid." + axis.key);
          for (const std::string& part : axis.path) {
            if (part.empty() || IsIndex(part)) {
              throw std::runtime_error(fmt::format(
                  "{}: a grid key is a dotted path of mapping keys (e.g. "
                  "model_drivers.iiwa.gains.kp); '{}' is not",
                  axis.where, axis.key));
            }
          }
          if (axis.path.front() == "sweep" ||
              axis.path.front() == "random_seed") {
            throw std::runtime_error(fmt::format(
                "{}: '{}' cannot be gridded (each sample's random_seed is the "
                "sweep's seed plus its index)",
                axis.where, axis.key));
          }
          for (const SweepGridAxis& other : config.grid) {
            if (other.key == axis.key) {
              throw std::runtime_error(fmt::format(
                  "{}: the grid key '{}' appears twice (first at {})",
                  axis.where, axis.key, other.where));
            }
          }
          const YAML::Node& values = axis_entry.second;
          if (!values.IsSequence() || values.size() == 0) {
            throw std::runtime_error(fmt::format(
                "{}: expected a non-empty list of the values the key takes, "
                "e.g. [0.001, 0.002], but got '{}'",
                axis.where, FlowText(values)));
          }
          for (const auto& v : values) axis.values.push_back(v);
          config.grid.push_back(std::move(axis));
        }
      } else if (key == "metrics") {
        config.metrics.clear();
        if (!value.IsMap()) {
          throw std::runtime_error(fmt::format(
              "{}: expected a mapping from metric name to {{signal, column, "
              "reduce}}",
              where));
        }
        for (const auto& metric_entry : value) {
          SweepMetric metric;
          metric.name = metric_entry.first.Scalar();
          metric.where = Place(source, metric_entry.first,
                               prefix + "sweep.metrics." + metric.name);
          const YAML::Node& spec = metric_entry.second;
          if (!spec.IsMap()) {
            throw std::runtime_error(fmt::format(
                "{}: expected {{signal: S, column: C, reduce: final}}",
                metric.where));
          }
          for (const auto& field : spec) {
            const std::string name = field.first.Scalar();
            if (!field.second.IsScalar()) {
              throw std::runtime_error(
                  fmt::format("{}: '{}' must be a string", metric.where, name));
            }
            if (name == "signal") {
              metric.signal = field.second.Scalar();
            } else if (name == "column") {
              metric.column = field.second.Scalar();
            } else if (name == "reduce") {
              metric.reduce = field.second.Scalar();
            } else {
              throw std::runtime_error(fmt::format(
                  "{}: unknown key '{}' (expected signal, column, reduce)",
                  Place(source, field.first,
                        prefix + "sweep.metrics." + metric.name),
                  name));
            }
          }
          if (metric.signal.empty() || metric.column.empty()) {
            throw std::runtime_error(fmt::format(
                "{}: a metric needs a signal and a column", metric.where));
          }
          if (std::find(std::begin(kReductions), std::end(kReductions),
                        metric.reduce) == std::end(kReductions)) {
            throw std::runtime_error(fmt::format(
                "{}: unknown reduce '{}' (expected {})", metric.where,
                metric.reduce, fmt::join(kReductions, ", ")));
          }
          const auto& signals = scenario.scenario().logging.signals;
          if (std::find(signals.begin(), signals.end(), metric.signal) ==
              signals.end()) {
            throw std::runtime_error(fmt::format(
                "{}: the signal '{}' is not logged (logging.signals: [{}])",
                metric.where, metric.signal, fmt::join(signals, ", ")));
          }
          config.metrics.push_back(std::move(metric));
        }
      } else {
        throw std::runtime_error(fmt::format(
            "{}: unknown key '{}' (expected num_samples, seed, grid, metrics)",
            where, key));
      }
    }
  }
  // Overflow guard: the samples are numbered by int.
  double total = config.num_samples;
  for (const SweepGridAxis& axis : config.grid) total *= axis.values.size();
  if (total > 1e8) {
    throw std::runtime_error(fmt::format(
        "file '{}', scenario '{}': the sweep has {} samples; at most 1e8 are "
        "supported",
        scenario.filename(), scenario.name(), total));
  }
  return config;
}

// (A YAML::Node is a handle: the copy refers to the caller's node, which is
// changed in place.)
void DrawRandomValues(
    YAML::Node node,  // NOLINT(performance-unnecessary-value-param)
    const std::string& source, const std::string& key_prefix,
    RandomGenerator* generator,
    std::vector<std::pair<std::string, std::string>>* drawn) {
  DrawIn(node, source, key_prefix, "", generator, drawn);
}

Sweep::Sweep(std::string filename, std::string scenario_name,
             std::vector<std::string> patches)
    : filename_(std::move(filename)),
      scenario_name_(std::move(scenario_name)),
      patches_(std::move(patches)) {
  // The sweep section, read from the scenario loaded with its random
  // values drawn from any generator (only its structure matters here).
  ScenarioEdits edits;
  RandomGenerator any;
  // NOLINTNEXTLINE(performance-unnecessary-value-param): a handle.
  edits.edit = [&any](YAML::Node node, const std::string& source,
                      const std::string& key_prefix) {
    DrawRandomValues(node, source, key_prefix, &any, nullptr);
  };
  const LoadedScenario base =
      LoadScenario(filename_, scenario_name_, patches_, &edits);
  scenario_name_ = base.name();
  config_ = ParseSweepConfig(base);
  {
    std::ifstream in(filename_, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    std::uint64_t hash = 14695981039346656037ull;  // FNV-1a, 64 bits.
    const auto add = [&hash](const std::string& bytes) {
      for (unsigned char c : bytes) {
        hash = (hash ^ c) * 1099511628211ull;
      }
      hash = (hash ^ 0xffu) * 1099511628211ull;  // A separator.
    };
    add(text.str());
    add(scenario_name_);
    for (const std::string& patch : patches_) add(patch);
    fingerprint_ = fmt::format("{:016x}", hash);
  }
  duration_ = base.scenario().simulation_duration;

  // Every grid point must load (checked on its first sample), and every
  // sample draws the same random values (names) as sample 0.
  const int points = config_.num_grid_points();
  for (int point = 0; point < points; ++point) {
    std::vector<std::pair<std::string, std::string>> values;
    LoadSample(point * config_.num_samples, &values);
    std::vector<std::string> names;
    names.reserve(values.size());
    for (const auto& [name, value] : values) names.push_back(name);
    if (point == 0) {
      value_columns_ = names;
    } else if (names != value_columns_) {
      throw std::runtime_error(fmt::format(
          "file '{}', scenario '{}': grid point {} draws different random "
          "values ({}) than grid point 0 ({}); a grid may not add or remove "
          "random values",
          filename_, scenario_name_, point, fmt::join(names, ", "),
          fmt::join(value_columns_, ", ")));
    }
  }
  // Which samples may share a diagram.
  random_values_are_initial_positions_ =
      std::all_of(value_columns_.begin() + config_.grid.size(),
                  value_columns_.end(), IsJointInitialPosition);
  for (const SweepGridAxis& axis : config_.grid) {
    axis_is_initial_position_.push_back(IsJointInitialPosition(axis.key));
  }
  columns_ = {"index", "seed"};
  // (value_columns_ holds the grid keys first, then the drawn values.)
  columns_.insert(columns_.end(), value_columns_.begin(), value_columns_.end());
  for (const char* fixed : {"outcome", "sim_time", "num_steps"}) {
    columns_.push_back(fixed);
  }
  for (const SweepMetric& metric : config_.metrics) {
    if (std::find(columns_.begin(), columns_.end(), metric.name) !=
        columns_.end()) {
      throw std::runtime_error(fmt::format(
          "{}: the metric's name '{}' is already a column of sweep.csv",
          metric.where, metric.name));
    }
    columns_.push_back(metric.name);
  }
  columns_.push_back("message");
}

LoadedScenario Sweep::LoadSample(
    int index, std::vector<std::pair<std::string, std::string>>* values) const {
  DRAKE_THROW_UNLESS(index >= 0 && index < total_samples());
  const std::uint64_t seed = config_.seed + static_cast<std::uint64_t>(index);
  RandomGenerator generator(static_cast<RandomGenerator::result_type>(seed));
  std::vector<std::pair<std::string, std::string>> drawn;
  ScenarioEdits edits;
  // NOLINTNEXTLINE(performance-unnecessary-value-param): a handle.
  edits.edit = [&](YAML::Node node, const std::string& source,
                   const std::string& key_prefix) {
    DrawRandomValues(node, source, key_prefix, &generator, &drawn);
  };
  // The grid point as one patch: {a: {b: value}, ...}, plus the seed. The
  // values are taken from this load's own parse of the sweep section (the
  // YAML nodes of config_ are not shared between threads, and a copy would
  // lose their line marks).
  const int point = index / config_.num_samples;
  std::vector<std::pair<std::string, std::string>> grid_values;
  edits.more_patches = [&](const LoadedScenario& loaded) {
    YAML::Node grid;
    for (const auto& [source, sweep] : loaded.sweep_nodes()) {
      if (sweep.IsMap() && sweep["grid"]) grid.reset(sweep["grid"]);
    }
    YAML::Node patch(YAML::NodeType::Map);
    int rest = point;
    grid_values.assign(config_.grid.size(), {});
    for (size_t k = config_.grid.size(); k-- > 0;) {
      const SweepGridAxis& axis = config_.grid[k];
      const int n = static_cast<int>(axis.values.size());
      const YAML::Node axis_values = grid[axis.key];
      // ParseSweepConfig() read the same text, so this holds unless that
      // parse and this one disagree (a bug): say so rather than abort.
      if (!axis_values.IsSequence() ||
          static_cast<int>(axis_values.size()) != n) {
        throw std::logic_error(fmt::format(
            "{}: internal error: this sample's parse of the grid key '{}' "
            "differs from the sweep's ({} values)",
            axis.where, axis.key, n));
      }
      const YAML::Node value = axis_values[rest % n];
      rest /= n;
      grid_values[k] = {axis.key, FlowText(value)};
      YAML::Node parent = patch;
      for (size_t p = 0; p + 1 < axis.path.size(); ++p) {
        YAML::Node child = parent[axis.path[p]];
        if (!child.IsMap()) {
          child = YAML::Node(YAML::NodeType::Map);
          // A variant (e.g. a driver) is patched under its own tag.
          const std::string tag = loaded.Tag(std::vector<std::string>(
              axis.path.begin(), axis.path.begin() + p + 1));
          if (!tag.empty()) child.SetTag(tag);
        }
        parent.reset(child);
      }
      parent[axis.path.back()] = value;
    }
    patch["random_seed"] = fmt::format("{}", seed);
    return std::vector<std::pair<std::string, YAML::Node>>{
        {fmt::format("{} (sweep grid point {})", filename_, point), patch}};
  };
  LoadedScenario scenario =
      LoadScenario(filename_, scenario_name_, patches_, &edits);
  if (values != nullptr) {
    values->insert(values->end(), grid_values.begin(), grid_values.end());
    values->insert(values->end(), drawn.begin(), drawn.end());
  }
  return scenario;
}

int Sweep::DiagramGroup(int index) const {
  DRAKE_THROW_UNLESS(index >= 0 && index < total_samples());
  if (!random_values_are_initial_positions_) return -1;
  // The grid point's coordinates on the axes that are not initial
  // positions (the last axis changes fastest).
  int rest = index / config_.num_samples;
  int group = 0;
  int stride = 1;
  for (size_t k = config_.grid.size(); k-- > 0;) {
    const int n = static_cast<int>(config_.grid[k].values.size());
    if (!axis_is_initial_position_[k]) {
      group += (rest % n) * stride;
      stride *= n;
    }
    rest /= n;
  }
  return group;
}

SweepRow Sweep::RunSample(int index, const SweepRunOptions& options,
                          const Simulation* model) const {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  SweepRow row;
  row.index = index;
  std::vector<std::pair<std::string, std::string>> values;
  std::string outcome = "failed";
  std::string message;
  double sim_time = 0;
  int64_t num_steps = 0;
  std::vector<double> metrics(config_.metrics.size(), std::nan(""));
  try {
    const LoadedScenario scenario = LoadSample(index, &values);
    ViewerOptions viewer;  // No live view, no replay.
    std::optional<Simulation> simulation_storage;
    if (model != nullptr) {
      simulation_storage.emplace(*model, scenario);
    } else {
      simulation_storage.emplace(scenario, viewer);
    }
    Simulation& simulation = *simulation_storage;
    RunOptions run;
    run.duration = options.duration;
    run.realtime_rate = 0.0;
    run.stop_request = options.stop_request;
    run.write_files = options.logs_dir.has_value();
    if (options.logs_dir.has_value()) {
      run.output_dir =
          (fs::path(*options.logs_dir) / fmt::format("sample_{}", index))
              .string();
    }
    const RunResult result = simulation.Run(run);
    outcome = result.success       ? "finished"
              : result.interrupted ? "interrupted"
                                   : "diverged";
    message = result.error;
    sim_time = result.sim_time;
    num_steps = result.num_steps;
    const systems::Context<double>& root = simulation.simulator().get_context();
    for (size_t m = 0; m < config_.metrics.size(); ++m) {
      const SweepMetric& metric = config_.metrics[m];
      const LoggedSignal* signal = nullptr;
      for (const LoggedSignal& logged : simulation.logged_signals()) {
        if (logged.name == metric.signal) signal = &logged;
      }
      if (signal == nullptr) {
        throw SweepInputError(
            fmt::format("{}: sample {} does not log the signal '{}'",
                        metric.where, index, metric.signal));
      }
      const auto column = std::find(signal->columns.begin(),
                                    signal->columns.end(), metric.column);
      if (column == signal->columns.end()) {
        throw SweepInputError(fmt::format(
            "{}: the signal '{}' has no column '{}'; its columns are: {}",
            metric.where, metric.signal, metric.column,
            fmt::join(signal->columns, ", ")));
      }
      const auto& data = signal->sink->FindLog(root).data();
      const Eigen::VectorXd series =
          data.row(column - signal->columns.begin()).transpose();
      metrics[m] = Reduce(metric.reduce, series);
    }
  } catch (const SweepInputError&) {
    throw;
  } catch (const std::exception& e) {
    outcome = "failed";
    message = e.what();
  }
  row.finished = outcome == "finished";
  row.interrupted = outcome == "interrupted";
  row.wall_time = std::chrono::duration<double>(Clock::now() - start).count();

  // The row. A sample that failed before drawing has no values: empty cells.
  std::vector<std::string> cells{
      fmt::format("{}", index),
      fmt::format("{}", config_.seed + static_cast<std::uint64_t>(index))};
  for (size_t k = 0; k < value_columns_.size(); ++k) {
    cells.push_back(k < values.size() ? CsvCell(values[k].second) : "");
  }
  cells.push_back(outcome);
  cells.push_back(Number(sim_time));
  cells.push_back(fmt::format("{}", num_steps));
  for (double metric : metrics) cells.push_back(Number(metric));
  cells.push_back(CsvCell(message));
  row.csv = fmt::format("{}", fmt::join(cells, ","));
  return row;
}

std::vector<SweepRow> Sweep::Run(const std::vector<int>& indices,
                                 const SweepRunOptions& options) const {
  const double duration = options.duration.value_or(duration_);
  if (!(duration > 0) || !std::isfinite(duration)) {
    throw std::runtime_error(fmt::format(
        "file '{}', scenario '{}': the simulation duration must be positive "
        "and finite but is {}; set simulation_duration in the scenario or "
        "pass --duration",
        filename_, scenario_name_, duration));
  }
  DRAKE_THROW_UNLESS(options.num_threads >= 1);
  for (int index : indices) {
    DRAKE_THROW_UNLESS(index >= 0 && index < total_samples());
  }
  const int count = static_cast<int>(indices.size());
  std::vector<SweepRow> rows(count);
  // Whether rows[k] was run (all of them unless stop_request stopped the
  // sweep).
  std::vector<bool> ran(count, false);
  const auto stop_requested = [&options]() {
    return options.stop_request != nullptr &&
           options.stop_request->load(std::memory_order_relaxed) != 0;
  };

  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  std::mutex mutex;
  std::condition_variable progress;
  int done = 0;
  int failed = 0;
  std::exception_ptr fatal;
  std::atomic<int> next{0};
  std::atomic<bool> stop{false};
  int workers_done = 0;

  // The shared diagrams, per group (see DiagramGroup()): built by the first
  // sample of the group to start (the others wait for it), released when
  // the group's last sample ends. A null model (its build failed) makes
  // each sample build its own and report why.
  struct SharedModel {
    bool building{false};
    bool built{false};
    std::shared_ptr<const Simulation> model;
    int remaining{0};
  };
  std::map<int, SharedModel> shared;  // Guarded by mutex.
  std::condition_variable model_built;
  if (options.share_diagrams) {
    for (int index : indices) {
      const int group = DiagramGroup(index);
      if (group >= 0) ++shared[group].remaining;
    }
  }
  const auto acquire_model =
      [&](int index) -> std::shared_ptr<const Simulation> {
    const int group = options.share_diagrams ? DiagramGroup(index) : -1;
    if (group < 0) return nullptr;
    {
      std::unique_lock<std::mutex> lock(mutex);
      SharedModel& entry = shared.at(group);
      if (entry.building) {
        model_built.wait(lock, [&entry] { return entry.built; });
      }
      if (entry.built) return entry.model;
      entry.building = true;
    }
    std::shared_ptr<const Simulation> model;
    try {
      model = std::make_shared<const Simulation>(LoadSample(index));
    } catch (const std::exception&) {
      // (The sample's own build reports it.)
    }
    std::lock_guard<std::mutex> lock(mutex);
    SharedModel& entry = shared.at(group);
    entry.model = model;
    entry.built = true;
    model_built.notify_all();
    return model;
  };
  const auto release_model = [&](int index) {
    const int group = options.share_diagrams ? DiagramGroup(index) : -1;
    if (group < 0) return;
    std::lock_guard<std::mutex> lock(mutex);
    if (--shared.at(group).remaining == 0) shared.erase(group);
  };

  const auto work_loop = [&]() {
    while (!stop.load() && !stop_requested()) {
      const int k = next.fetch_add(1);
      if (k >= count) return;
      SweepRow row;
      try {
        const std::shared_ptr<const Simulation> model =
            acquire_model(indices[k]);
        row = RunSample(indices[k], options, model.get());
        release_model(indices[k]);
      } catch (...) {
        std::lock_guard<std::mutex> lock(mutex);
        if (fatal == nullptr) fatal = std::current_exception();
        stop = true;
        progress.notify_all();
        return;
      }
      std::lock_guard<std::mutex> lock(mutex);
      ++done;
      if (!row.finished) ++failed;
      rows[k] = std::move(row);
      ran[k] = true;
      progress.notify_all();
    }
  };
  // (The main thread waits for every worker, so that a stopped sweep ends
  // when its running samples have.)
  const auto work = [&]() {
    work_loop();
    std::lock_guard<std::mutex> lock(mutex);
    ++workers_done;
    progress.notify_all();
  };

  const auto print = [&](bool final_line) {
    if (options.out == nullptr) return;
    const double elapsed =
        std::chrono::duration<double>(Clock::now() - start).count();
    const std::string eta =
        done == 0 ? std::string("?")
                  : fmt::format("{:.1f} s", elapsed / done * (count - done));
    const std::string line = fmt::format(
        "sweep: {}/{} samples done, {} failed, {:.1f} s elapsed, ETA {}", done,
        count, failed, elapsed, eta);
    if (options.out_is_tty) {
      *options.out << '\r' << line << (final_line ? "\n" : "") << std::flush;
    } else {
      *options.out << line << '\n' << std::flush;
    }
  };

  const int num_workers = std::max(1, std::min(options.num_threads, count));
  std::vector<std::thread> workers;
  workers.reserve(num_workers);
  for (int i = 0; i < num_workers; ++i) workers.emplace_back(work);
  // Progress: in place on a terminal (5 updates a second), otherwise a line
  // every 5 s of wall time.
  const auto interval = options.out_is_tty ? std::chrono::milliseconds(200)
                                           : std::chrono::milliseconds(5000);
  {
    std::unique_lock<std::mutex> lock(mutex);
    Clock::time_point last_print = Clock::now();
    while (workers_done < num_workers && fatal == nullptr) {
      progress.wait_for(lock, std::chrono::milliseconds(200));
      if (Clock::now() - last_print >= interval) {
        last_print = Clock::now();
        print(false);
      }
    }
    if (fatal == nullptr) print(true);
  }
  for (std::thread& worker : workers) worker.join();
  if (fatal != nullptr) std::rethrow_exception(fatal);
  if (done < count) {
    // stopped: keep the rows of the samples that ran
    std::vector<SweepRow> run_rows;
    run_rows.reserve(done);
    for (int k = 0; k < count; ++k) {
      if (ran[k]) run_rows.push_back(std::move(rows[k]));
    }
    rows = std::move(run_rows);
  }

  std::sort(rows.begin(), rows.end(), [](const SweepRow& a, const SweepRow& b) {
    return a.index < b.index;
  });
  for (size_t k = 1; k < rows.size(); ++k) {
    if (rows[k].index == rows[k - 1].index) {
      throw std::runtime_error(
          fmt::format("sample {} was asked for twice", rows[k].index));
    }
  }
  return rows;
}

std::vector<int> ShardSamples(int total, int shard, int num_shards) {
  DRAKE_THROW_UNLESS(num_shards >= 1 && shard >= 0 && shard < num_shards);
  const auto bound = [&](int k) {
    return static_cast<int>(static_cast<int64_t>(k) * total / num_shards);
  };
  std::vector<int> indices;
  indices.reserve(std::max(0, bound(shard + 1) - bound(shard)));
  for (int i = bound(shard); i < bound(shard + 1); ++i) indices.push_back(i);
  return indices;
}

void WriteSweepCsv(const std::string& filename,
                   const std::vector<std::string>& columns,
                   const std::vector<SweepRow>& rows,
                   const std::string& comment) {
  OutputFile file(filename);
  std::ostream& out = file.stream();
  if (comment.size() > 0) out << "# " << comment << "\n";
  std::vector<std::string> header;
  header.reserve(columns.size());
  for (const std::string& column : columns) header.push_back(CsvCell(column));
  out << fmt::format("{}", fmt::join(header, ",")) << "\n";
  for (const SweepRow& row : rows) out << row.csv << "\n";
  file.Commit();
}

std::string ShardComment(int task, int shard, int num_shards, int total,
                         const std::string& fingerprint) {
  return fmt::format(
      "sweep shard {} of {} (task {}), {} samples in all, scenario {}", shard,
      num_shards, task, total, fingerprint.empty() ? "-" : fingerprint);
}

std::string MergeSweepShards(const std::string& dir) {
  if (!fs::is_directory(dir)) {
    throw std::runtime_error(fmt::format("--merge: '{}' is not a folder", dir));
  }
  // sweep.<task>.csv, in task order.
  std::vector<std::pair<long, fs::path>> shards;  // NOLINT(runtime/int)
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.size() <= 10 || name.rfind("sweep.", 0) != 0 ||
        name.substr(name.size() - 4) != ".csv") {
      continue;
    }
    const std::string task = name.substr(6, name.size() - 10);
    if (task.find_first_not_of("0123456789") != std::string::npos) continue;
    shards.emplace_back(std::stol(task), entry.path());
  }
  if (shards.empty()) {
    throw std::runtime_error(
        fmt::format("--merge: no shard files sweep.<task>.csv in '{}'", dir));
  }
  std::sort(shards.begin(), shards.end());

  std::string header;
  std::string fingerprint;
  int total = -1;
  std::map<int, std::pair<std::string, std::string>> rows;  // line, file
  std::map<int, std::vector<std::string>> duplicates;
  for (const auto& [task, path] : shards) {
    std::ifstream in(path);
    std::string comment, this_header;
    if (!std::getline(in, comment) || !std::getline(in, this_header)) {
      throw std::runtime_error(fmt::format(
          "--merge: '{}' is not a sweep shard (no comment and header lines)",
          path.string()));
    }
    int shard_total = -1;
    std::string shard_fingerprint;
    const size_t at = comment.find("), ");
    if (comment.rfind("# sweep shard ", 0) == 0 && at != std::string::npos) {
      shard_total = std::atoi(comment.c_str() + at + 3);
      const size_t scenario_at = comment.find(", scenario ", at);
      if (scenario_at != std::string::npos) {
        shard_fingerprint = comment.substr(scenario_at + 11);
      }
    }
    if (shard_total < 0) {
      throw std::runtime_error(fmt::format(
          "--merge: '{}' line 1: expected '# sweep shard ...' but got '{}'",
          path.string(), comment));
    }
    if (total < 0) {
      total = shard_total;
      header = this_header;
      fingerprint = shard_fingerprint;
    } else if (shard_fingerprint != fingerprint) {
      throw std::runtime_error(fmt::format(
          "--merge: '{}' belongs to another sweep than '{}' (scenario "
          "fingerprint {} against {}: the scenario file, its name or the "
          "--set patches differ); rerun its task with the same scenario",
          path.string(), shards.front().second.string(), shard_fingerprint,
          fingerprint));
    } else if (shard_total != total || this_header != header) {
      throw std::runtime_error(fmt::format(
          "--merge: '{}' belongs to another sweep than '{}' ({} samples and "
          "header '{}', against {} samples and header '{}')",
          path.string(), shards.front().second.string(), shard_total,
          this_header, total, header));
    }
    int line_number = 2;
    for (std::string line; std::getline(in, line);) {
      ++line_number;
      if (line.empty()) continue;
      const size_t comma = line.find(',');
      const std::string first = line.substr(0, comma);
      if (first.empty() ||
          first.find_first_not_of("0123456789") != std::string::npos ||
          std::stol(first) >= total) {
        throw std::runtime_error(fmt::format(
            "--merge: '{}' line {}: expected a sample index below {} but got "
            "'{}'",
            path.string(), line_number, total, first));
      }
      const int index = std::stoi(first);
      const auto [it, inserted] =
          rows.emplace(index, std::make_pair(line, path.string()));
      if (!inserted) {
        auto& files = duplicates[index];
        if (files.empty()) files.push_back(it->second.second);
        files.push_back(path.string());
      }
    }
  }
  // Ranges of indices, e.g. "0-3, 7".
  const auto ranges = [](const std::vector<int>& indices) {
    std::vector<std::string> parts;
    for (size_t k = 0; k < indices.size();) {
      size_t end = k;
      while (end + 1 < indices.size() && indices[end + 1] == indices[end] + 1) {
        ++end;
      }
      parts.push_back(indices[k] == indices[end]
                          ? fmt::format("{}", indices[k])
                          : fmt::format("{}-{}", indices[k], indices[end]));
      k = end + 1;
    }
    return fmt::format("{}", fmt::join(parts, ", "));
  };
  if (!duplicates.empty()) {
    std::vector<std::string> parts;
    parts.reserve(duplicates.size());
    for (const auto& [index, files] : duplicates) {
      parts.push_back(
          fmt::format("{} (in {})", index, fmt::join(files, " and ")));
    }
    throw std::runtime_error(
        fmt::format("--merge: samples appear more than once in '{}': {}", dir,
                    fmt::join(parts, "; ")));
  }
  std::vector<int> missing;
  for (int i = 0; i < total; ++i) {
    if (rows.count(i) == 0) missing.push_back(i);
  }
  if (!missing.empty()) {
    throw std::runtime_error(fmt::format(
        "--merge: {} of the {} samples are missing from '{}': {} (rerun the "
        "shards that hold them; nothing was written)",
        missing.size(), total, dir, ranges(missing)));
  }
  std::string merged = (fs::path(dir) / "sweep.csv").string();
  OutputFile file(merged);
  std::ostream& out = file.stream();
  out << header << "\n";
  for (const auto& [index, line_and_file] : rows) {
    out << line_and_file.first << "\n";
  }
  file.Commit();
  return merged;
}

}  // namespace simulate
}  // namespace tools
}  // namespace drake
