// simulate: runs a scenario (a subset of Drake's hardware_sim Scenario YAML)
// and writes CSV logs and an SVG plot. See `simulate --help`.

#include <unistd.h>

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
#include "drake/common/text_logging.h"
#include "drake/tools/simulate/scenario.h"
#include "drake/tools/simulate/simulation.h"

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

The scenario's `logging: {{signals: [...], publish_period: 0.01, plot: true}}`
names what is recorded, one CSV each: state, net_actuation, desired_state,
generalized_acceleration, contact_results (number of contacts, total normal
force, deepest penetration; plus contact_pairs.csv, one row per pair of
bodies in contact per sample).

Exit status: 0 on success, 1 if the simulation failed (diverged), 2 for bad
arguments or a bad scenario (nothing simulated).
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
};

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
    scenario = LoadScenario(file, args.scenario_name, args.patches);
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
