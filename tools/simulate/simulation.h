#pragma once

/// @file
/// Builds the diagram a scenario describes (plant and scene graph, models,
/// initial positions, drivers, loggers), runs it with progress reporting
/// and divergence detection, and writes what was logged.

#include <atomic>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "drake/geometry/meshcat.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/primitives/vector_log_sink.h"
#include "drake/tools/simulate/contact_logging.h"
#include "drake/tools/simulate/drivers.h"
#include "drake/tools/simulate/scenario.h"

namespace drake {
namespace tools {
namespace simulate {

/// The 3D views of a run, chosen when the Simulation is built (they add
/// systems to its diagram).
struct ViewerOptions {
  /// Serve the live view (geometry::Meshcat with its default params: the
  /// first free port from 7000 on localhost) with the scenario's
  /// `visualization` config (Drake's defaults if it has none) applied by
  /// visualization::ApplyVisualizationConfig.
  bool live{false};
  /// Record the run (a MeshcatVisualizer of the illustration geometry at
  /// the config's publish_period, 1/64 s by default) and write it as
  /// `replay.html` (Meshcat::StaticHtml(), one self-contained file) to
  /// the output folder. Without `live`, the Meshcat server listens on
  /// localhost but nothing is sent while recording.
  bool replay{false};
};

/// Settings of one run that are not part of the scenario.
struct RunOptions {
  /// Overrides scenario.simulation_duration (s).
  std::optional<double> duration;
  /// Overrides scenario.simulator_config.target_realtime_rate.
  std::optional<double> realtime_rate;
  /// The folder for the CSV and SVG files (created if missing).
  std::string output_dir{"simulate_output"};
  /// Whether to write the logged signals, the plot and the replay at all
  /// (false: the logs stay in the context, e.g. for a sweep's metrics, and
  /// output_dir is not touched).
  bool write_files{true};
  /// Where the progress line and summary go (null: nowhere).
  std::ostream* out{};
  /// Whether `out` is a terminal (progress updates in place with '\r');
  /// otherwise a progress line is printed every few seconds of wall time.
  bool out_is_tty{false};
  /// Read after every step (and after initialization): once it holds a
  /// nonzero value (e.g. the number of the signal that asked to stop), the
  /// run stops at the end of that step with RunResult::interrupted set and
  /// writes what was logged so far, as after a failure. Null: never.
  /// (Set it from a signal handler: std::atomic<int> is lock-free.)
  const std::atomic<int>* stop_request{};
};

/// What a run did.
struct RunResult {
  /// True if the run reached the final time.
  bool success{false};
  /// True if RunOptions::stop_request stopped the run before the final
  /// time (`error` then says when).
  bool interrupted{false};
  /// Why it stopped early (the time, the DOF or body, and a hint).
  std::string error;
  /// Simulated time reached (s).
  double sim_time{0};
  /// Wall clock time of Initialize() plus AdvanceTo() (s).
  double wall_time{0};
  /// Simulator steps taken.
  int64_t num_steps{0};
  /// Files written (CSV per logged signal, contact_pairs.csv if contact
  /// results are logged, the plot, then replay.html).
  std::vector<std::string> files;
};

/// One logged signal: a sink and the names of its entries.
struct LoggedSignal {
  /// The signal's name, e.g. "state" (the CSV is `<name>.csv`).
  std::string name;
  const systems::VectorLogSink<double>* sink{};
  /// Column names, e.g. "iiwa::iiwa_joint_1_q".
  std::vector<std::string> columns;
};

/// A scenario built into a diagram and simulator, ready to run.
class Simulation {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Simulation);

  /// Builds everything the scenario describes. Checks all of it before any
  /// simulation.
  /// @throws std::runtime_error naming the scenario file, line and key for
  ///   an invalid value, an unknown model, joint or logged signal, or a
  ///   model file that cannot be found (see also ApplyDriverConfigs); and
  ///   the plant's and parser's errors prefixed with the directive's place.
  explicit Simulation(const LoadedScenario& scenario,
                      const ViewerOptions& viewer = {});

  /// Another run of `model`'s diagram: shares it (and its plant, drivers
  /// and loggers) instead of building a copy, with its own Simulator and
  /// Context, which start from `sample`'s initial positions. The memory of
  /// a run is then one Context and its caches. `sample` must be the
  /// scenario `model` was built from except for the values in
  /// initial_position (a sweep's samples that draw or grid only initial
  /// positions; see CanShareDiagram()): everything else is taken from
  /// `model`. Its joints' positions are set in the new Context after
  /// Diagram::SetRandomContext (seeded with sample's random_seed), as
  /// building from `sample` would have made them its default positions;
  /// the drivers' trajectories hold those positions for the joints they do
  /// not name. Runs of one diagram may run concurrently on different
  /// threads.
  /// @throws std::logic_error if `model` has a live view or a replay (its
  ///   Meshcat belongs to one run).
  /// @throws std::runtime_error naming the scenario file, line and key of
  ///   an initial position that names an unknown model or joint or has the
  ///   wrong number of values.
  Simulation(const Simulation& model, const LoadedScenario& sample);
  ~Simulation();

  /// Simulates to the final time, reporting progress to options.out, then
  /// writes one CSV per logged signal (and plot.svg, and replay.html if
  /// ViewerOptions::replay) to options.output_dir
  /// and prints statistics. A divergence (a non-finite plant state) or an
  /// exception during the simulation stops the run with RunResult::error
  /// set; what was logged up to then is still written.
  /// Call it once.
  /// @throws std::runtime_error if the duration is not positive and finite,
  ///   or the output folder or a file cannot be written.
  RunResult Run(const RunOptions& options);

  const multibody::MultibodyPlant<double>& plant() const { return *plant_; }
  const systems::Diagram<double>& diagram() const { return *diagram_; }
  /// The Meshcat of the live view or the replay, or null if neither was
  /// asked for.
  const std::shared_ptr<geometry::Meshcat>& meshcat() const { return meshcat_; }
  const systems::Simulator<double>& simulator() const { return *simulator_; }
  const std::vector<LoggedSignal>& logged_signals() const { return logged_; }
  /// The loaded scenario this simulation was built from.
  const LoadedScenario& scenario() const { return scenario_; }
  /// The per-body-pair contact logger (the "contact_results" signal), or
  /// null if that signal is not logged.
  const ContactPairLogger* contact_pair_logger() const {
    return contact_pair_logger_;
  }
  const std::vector<DesiredStateOutput>& desired_states() const {
    return desired_;
  }
  /// The names of the plant's q, v and u entries ("model::joint_q",
  /// "model::joint_v", "model::joint_u"), in the plant's order.
  const std::vector<std::string>& state_names() const { return state_names_; }
  const std::vector<std::string>& actuation_names() const {
    return actuation_names_;
  }

 private:
  // A description of the first non-finite entry of the plant's state, or
  // empty if all are finite.
  std::string DiagnoseState(const systems::Context<double>& root_context) const;
  std::string Hint() const;

  // Writes the recording as replay.html; returns its path.
  std::string WriteReplay(const std::string& output_dir);

  // Makes simulator_ for diagram_ (random context, simulator config).
  void MakeSimulator();

  // The diagram and the controller plants its systems alias (shared by
  // the runs of one diagram).
  struct Owned;

  LoadedScenario scenario_;
  ViewerOptions viewer_;
  std::shared_ptr<geometry::Meshcat> meshcat_;
  std::shared_ptr<const Owned> owned_;
  const systems::Diagram<double>* diagram_{};
  const multibody::MultibodyPlant<double>* plant_{};
  std::unique_ptr<systems::Simulator<double>> simulator_;
  std::vector<LoggedSignal> logged_;
  const ContactPairLogger* contact_pair_logger_{};
  std::vector<DesiredStateOutput> desired_;
  std::vector<std::string> state_names_;
  std::vector<std::string> actuation_names_;
  // For each plant state entry: "joint 'J' of model 'M' (moving body 'B')".
  std::vector<std::string> state_owners_;
};

}  // namespace simulate
}  // namespace tools
}  // namespace drake
