#include "drake/tools/simulate/simulation.h"

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <numeric>
#include <ostream>
#include <set>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/random.h"
#include "drake/geometry/meshcat_visualizer.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/parsing/process_model_directives.h"
#include "drake/multibody/plant/multibody_plant_config_functions.h"
#include "drake/systems/analysis/simulator_config_functions.h"
#include "drake/systems/analysis/simulator_print_stats.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/multiplexer.h"
#include "drake/tools/simulate/csv_writer.h"
#include "drake/tools/simulate/output_file.h"
#include "drake/tools/simulate/svg_plot.h"
#include "drake/visualization/visualization_config_functions.h"

namespace drake {
namespace tools {
namespace simulate {

using Eigen::VectorXd;
using multibody::JointActuatorIndex;
using multibody::JointIndex;
using multibody::ModelInstanceIndex;
using multibody::MultibodyPlant;
using multibody::parsing::ModelDirective;
using multibody::parsing::ModelInstanceInfo;
namespace fs = std::filesystem;

namespace {

[[noreturn]] void Fail(const LoadedScenario& scenario,
                       const std::vector<std::string>& key_path,
                       const std::string& problem) {
  throw std::runtime_error(
      fmt::format("{}: {}", scenario.Where(key_path), problem));
}

// Checks the values the schema cannot: a positive step, a known scheme, ...
void CheckScenarioValues(const LoadedScenario& loaded) {
  const Scenario& scenario = loaded.scenario();
  const double duration = scenario.simulation_duration;
  if (std::isnan(duration) || duration <= 0) {
    Fail(loaded, {"simulation_duration"},
         fmt::format("must be positive (seconds) but is {}", duration));
  }
  const auto& schemes = systems::GetIntegrationSchemes();
  if (std::find(schemes.begin(), schemes.end(),
                scenario.simulator_config.integration_scheme) ==
      schemes.end()) {
    Fail(loaded, {"simulator_config", "integration_scheme"},
         fmt::format("unknown integration scheme '{}'; expected one of: {}",
                     scenario.simulator_config.integration_scheme,
                     fmt::join(schemes, ", ")));
  }
  if (!(scenario.simulator_config.max_step_size > 0)) {
    Fail(loaded, {"simulator_config", "max_step_size"},
         fmt::format("must be positive (seconds) but is {}",
                     scenario.simulator_config.max_step_size));
  }
  if (!(scenario.simulator_config.target_realtime_rate >= 0)) {
    Fail(loaded, {"simulator_config", "target_realtime_rate"},
         fmt::format("must be non-negative but is {}",
                     scenario.simulator_config.target_realtime_rate));
  }
  if (!(scenario.plant_config.time_step >= 0)) {
    Fail(loaded, {"plant_config", "time_step"},
         fmt::format("must be non-negative (seconds; 0 = continuous) but is "
                     "{}",
                     scenario.plant_config.time_step));
  }
  if (!(scenario.logging.publish_period >= 0)) {
    Fail(loaded, {"logging", "publish_period"},
         fmt::format("must be non-negative (seconds; 0 = every step) but is "
                     "{}",
                     scenario.logging.publish_period));
  }
  static const std::set<std::string> kSignals{
      "state", "net_actuation", "desired_state", "generalized_acceleration",
      "contact_results"};
  const auto& signals = scenario.logging.signals;
  for (size_t i = 0; i < signals.size(); ++i) {
    if (kSignals.count(signals[i]) == 0) {
      Fail(loaded, {"logging", "signals", std::to_string(i)},
           fmt::format("unknown signal '{}'; expected one of: state, "
                       "net_actuation, desired_state, "
                       "generalized_acceleration, contact_results",
                       signals[i]));
    }
  }
}

// Returns the directives with relative model file paths made relative to
// the scenario file's folder, after checking that every add_model and
// add_directives file can be found.
std::vector<ModelDirective> ResolveDirectiveFiles(
    const LoadedScenario& loaded, const multibody::PackageMap& package_map) {
  std::vector<ModelDirective> directives = loaded.scenario().directives;
  const fs::path folder = fs::absolute(loaded.filename()).parent_path();
  for (size_t i = 0; i < directives.size(); ++i) {
    const auto resolve = [&](std::string* file, const char* directive) {
      const std::vector<std::string> key_path{"directives", std::to_string(i),
                                              directive, "file"};
      if (file->find("://") != std::string::npos) {
        try {
          package_map.ResolveUrl(*file);
        } catch (const std::exception& e) {
          Fail(loaded, key_path,
               fmt::format("cannot find the model file '{}': {}", *file,
                           e.what()));
        }
        return;
      }
      fs::path path(*file);
      if (path.is_relative()) path = folder / path;
      if (!fs::is_regular_file(path)) {
        Fail(loaded, key_path,
             fmt::format("the model file '{}' does not exist (looked for "
                         "'{}')",
                         *file, path.string()));
      }
      *file = path.lexically_normal().string();
    };
    if (directives[i].add_model.has_value()) {
      resolve(&directives[i].add_model->file, "add_model");
    }
    if (directives[i].add_directives.has_value()) {
      resolve(&directives[i].add_directives->file, "add_directives");
    }
  }
  return directives;
}

// Checks scenario.initial_position against `plant` and calls
// set(joint, positions) for each joint it names.
template <typename SetPositions>
void ForEachInitialPosition(const LoadedScenario& loaded,
                            const MultibodyPlant<double>& plant,
                            const SetPositions& set) {
  for (const auto& [model, joints] : loaded.scenario().initial_position) {
    if (!plant.HasModelInstanceNamed(model)) {
      std::vector<std::string> names;
      for (ModelInstanceIndex i(0); i < plant.num_model_instances(); ++i) {
        names.push_back(plant.GetModelInstanceName(i));
      }
      Fail(loaded, {"initial_position", model},
           fmt::format("the plant has no model instance named '{}'; it has: "
                       "{}",
                       model, fmt::join(names, ", ")));
    }
    const ModelInstanceIndex instance = plant.GetModelInstanceByName(model);
    for (const auto& [joint_name, positions] : joints) {
      if (!plant.HasJointNamed(joint_name, instance)) {
        std::vector<std::string> names;
        for (JointIndex j : plant.GetJointIndices(instance)) {
          if (plant.get_joint(j).num_positions() > 0) {
            names.push_back(plant.get_joint(j).name());
          }
        }
        Fail(loaded, {"initial_position", model, joint_name},
             fmt::format("model '{}' has no joint named '{}'; its joints "
                         "are: {}",
                         model, joint_name, fmt::join(names, ", ")));
      }
      const auto& joint = plant.GetJointByName(joint_name, instance);
      if (positions.size() != joint.num_positions()) {
        Fail(loaded, {"initial_position", model, joint_name},
             fmt::format("joint '{}' has {} position(s) but {} value(s) were "
                         "given",
                         joint_name, joint.num_positions(), positions.size()));
      }
      set(joint, positions);
    }
  }
}

// Sets the joints' default positions from scenario.initial_position.
void ApplyInitialPositions(const LoadedScenario& loaded,
                           MultibodyPlant<double>* plant) {
  ForEachInitialPosition(
      loaded, *plant,
      [plant](const multibody::Joint<double>& joint, const VectorXd& q) {
        plant->get_mutable_joint(joint.index()).set_default_positions(q);
      });
}

std::string ModelPrefix(const MultibodyPlant<double>& plant,
                        ModelInstanceIndex instance) {
  return plant.GetModelInstanceName(instance) + "::";
}

}  // namespace

struct Simulation::Owned {
  // (Destroyed after the diagram, whose systems alias them.)
  std::vector<std::unique_ptr<MultibodyPlant<double>>> controller_plants;
  std::unique_ptr<systems::Diagram<double>> diagram;
};

Simulation::Simulation(const LoadedScenario& loaded,
                       const ViewerOptions& viewer)
    : scenario_(loaded), viewer_(viewer) {
  auto owned = std::make_shared<Owned>();
  const Scenario& scenario = scenario_.scenario();
  CheckScenarioValues(scenario_);

  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] = [&]() {
    try {
      return multibody::AddMultibodyPlant(
          scenario.plant_config, scenario.scene_graph_config, &builder);
    } catch (const std::exception& e) {
      Fail(scenario_, {"plant_config"}, e.what());
    }
  }();
  plant_ = &plant;
  plant.set_name("plant");

  // Models.
  multibody::Parser parser(&plant);
  const std::vector<ModelDirective> directives =
      ResolveDirectiveFiles(scenario_, parser.package_map());
  std::vector<ModelInstanceInfo> added_models;
  try {
    multibody::parsing::ModelDirectives all;
    all.directives = directives;
    multibody::parsing::ProcessModelDirectives(all, &plant, &added_models,
                                               &parser);
  } catch (const std::exception& e) {
    Fail(scenario_, {"directives"}, e.what());
  }
  ApplyInitialPositions(scenario_, &plant);
  ApplyPdDriverGains(scenario_, &plant);
  try {
    plant.Finalize();
  } catch (const std::exception& e) {
    Fail(scenario_, {"directives"}, e.what());
  }

  // Names of q, v and u entries, and which joint each state entry moves.
  const int nq = plant.num_positions();
  const int nv = plant.num_velocities();
  state_names_.resize(nq + nv);
  state_owners_.resize(nq + nv);
  for (JointIndex j : plant.GetJointIndices()) {
    const auto& joint = plant.get_joint(j);
    const std::string prefix = ModelPrefix(plant, joint.model_instance());
    const std::string owner =
        fmt::format("joint '{}' of model '{}' (moving body '{}')", joint.name(),
                    plant.GetModelInstanceName(joint.model_instance()),
                    joint.child_body().name());
    for (int k = 0; k < joint.num_positions(); ++k) {
      const int i = joint.position_start() + k;
      state_names_[i] = prefix + joint.name() + "_" + joint.position_suffix(k);
      state_owners_[i] = owner;
    }
    for (int k = 0; k < joint.num_velocities(); ++k) {
      const int i = nq + joint.velocity_start() + k;
      state_names_[i] = prefix + joint.name() + "_" + joint.velocity_suffix(k);
      state_owners_[i] = owner;
    }
  }
  actuation_names_.resize(plant.num_actuated_dofs());
  for (JointActuatorIndex a : plant.GetJointActuatorIndices()) {
    const auto& actuator = plant.get_joint_actuator(a);
    actuation_names_[actuator.input_start()] =
        ModelPrefix(plant, actuator.model_instance()) + actuator.name();
  }

  // Drivers (their trajectories start from the initial positions).
  const VectorXd q0 = plant.GetDefaultPositions();
  desired_ = ApplyDriverConfigs(scenario_, plant, added_models, q0, &builder,
                                &owned->controller_plants);

  // Loggers.
  const double period = scenario.logging.publish_period;
  for (const std::string& signal : scenario.logging.signals) {
    if (signal == "state") {
      logged_.push_back(
          LoggedSignal{signal,
                       systems::LogVectorOutput(plant.get_state_output_port(),
                                                &builder, period),
                       state_names_});
    } else if (signal == "net_actuation") {
      if (plant.num_actuated_dofs() == 0) continue;
      logged_.push_back(LoggedSignal{
          signal,
          systems::LogVectorOutput(plant.get_net_actuation_output_port(),
                                   &builder, period),
          actuation_names_});
    } else if (signal == "generalized_acceleration") {
      std::vector<std::string> names(state_names_.begin() + nq,
                                     state_names_.end());
      for (std::string& name : names) name += "dot";
      logged_.push_back(
          LoggedSignal{signal,
                       systems::LogVectorOutput(
                           plant.get_generalized_acceleration_output_port(),
                           &builder, period),
                       names});
    } else if (signal == "contact_results") {
      if (contact_pair_logger_ != nullptr) continue;  // Listed twice.
      auto* logger = builder.AddSystem<ContactPairLogger>(plant, period);
      logger->set_name("contact_results_logger");
      builder.Connect(plant.get_contact_results_output_port(),
                      logger->get_contact_results_input_port());
      contact_pair_logger_ = logger;
      logged_.push_back(
          LoggedSignal{signal,
                       systems::LogVectorOutput(
                           logger->get_summary_output_port(), &builder, period),
                       ContactPairLogger::summary_names()});
    } else if (signal == "desired_state") {
      if (desired_.empty()) continue;
      std::vector<int> sizes;
      std::vector<std::string> names;
      for (const DesiredStateOutput& desired : desired_) {
        sizes.push_back(desired.port->size());
        // The model's q then v, named as in the plant's state.
        const std::string prefix = desired.model_name + "::";
        for (const std::string& name : state_names_) {
          if (name.compare(0, prefix.size(), prefix) == 0) {
            names.push_back(name);
          }
        }
        DRAKE_DEMAND(static_cast<int>(names.size()) ==
                     std::accumulate(sizes.begin(), sizes.end(), 0));
      }
      auto* mux = builder.AddSystem<systems::Multiplexer<double>>(sizes);
      mux->set_name("desired_states");
      for (size_t i = 0; i < desired_.size(); ++i) {
        builder.Connect(*desired_[i].port, mux->get_input_port(i));
      }
      logged_.push_back(LoggedSignal{
          signal,
          systems::LogVectorOutput(mux->get_output_port(0), &builder, period),
          names});
    }
  }

  // Views: the live one draws what the scenario's visualization config
  // asks for; the replay records the illustration geometry (the live view's
  // illustration visualizer when there is one).
  if (viewer_.live || viewer_.replay) {
    const visualization::VisualizationConfig config =
        scenario.visualization.value_or(visualization::VisualizationConfig{});
    const std::vector<std::string> key = {"visualization"};
    if (!(config.publish_period > 0) || !std::isfinite(config.publish_period)) {
      Fail(scenario_, {"visualization", "publish_period"},
           fmt::format("publish_period must be positive and finite but is {}",
                       config.publish_period));
    }
    meshcat_ = std::make_shared<geometry::Meshcat>();
    // A view of a tabletop in front of a robot at the origin (the default
    // scenario's arm and table), from the front left, a little above.
    meshcat_->SetCameraPose(Eigen::Vector3d(1.15, -0.95, 0.7),
                            Eigen::Vector3d(0.3, 0.0, 0.4));
    if (viewer_.live) {
      try {
        visualization::ApplyVisualizationConfig(config, &builder, nullptr,
                                                &plant, &scene_graph, meshcat_);
      } catch (const std::exception& e) {
        Fail(scenario_, key, e.what());
      }
    } else {
      geometry::MeshcatVisualizerParams params;
      params.publish_period = config.publish_period;
      params.role = geometry::Role::kIllustration;
      params.default_color = config.default_illustration_color;
      params.prefix = "illustration";
      geometry::MeshcatVisualizer<double>::AddToBuilder(&builder, scene_graph,
                                                        meshcat_, params);
    }
  }

  owned->diagram = builder.Build();
  diagram_ = owned->diagram.get();
  owned_ = std::move(owned);
  MakeSimulator();
}

Simulation::Simulation(const Simulation& model, const LoadedScenario& sample)
    : scenario_(sample),
      owned_(model.owned_),
      diagram_(model.diagram_),
      plant_(model.plant_),
      logged_(model.logged_),
      contact_pair_logger_(model.contact_pair_logger_),
      desired_(model.desired_),
      state_names_(model.state_names_),
      actuation_names_(model.actuation_names_),
      state_owners_(model.state_owners_) {
  if (model.viewer_.live || model.viewer_.replay || model.meshcat_) {
    throw std::logic_error(
        "Simulation: a run cannot share the diagram of a simulation with a "
        "live view or a replay");
  }
  CheckScenarioValues(scenario_);
  MakeSimulator();
  // The sample's initial positions, where its own build would have made
  // them defaults (a joint with a random distribution keeps its draw, as
  // SetRandomContext ignores defaults there).
  systems::Context<double>& root = simulator_->get_mutable_context();
  systems::Context<double>& plant_context =
      plant_->GetMyMutableContextFromRoot(&root);
  ForEachInitialPosition(scenario_, *plant_,
                         [&plant_context](const multibody::Joint<double>& joint,
                                          const VectorXd& q) {
                           if (!joint.has_random_state_distribution()) {
                             joint.SetPositions(&plant_context, q);
                           }
                         });
  // The drivers hold the joints their trajectories do not name there.
  for (const DesiredStateOutput& desired : desired_) {
    if (desired.source == nullptr || !desired.source->has_held_rows()) continue;
    const ModelInstanceIndex instance =
        plant_->GetModelInstanceByName(desired.model_name);
    desired.source->SetHeldPositions(
        &desired.source->GetMyMutableContextFromRoot(&root),
        plant_->GetPositions(plant_context, instance));
  }
}

void Simulation::MakeSimulator() {
  const Scenario& scenario = scenario_.scenario();
  simulator_ = std::make_unique<systems::Simulator<double>>(*diagram_);
  RandomGenerator random(scenario.random_seed);
  diagram_->SetRandomContext(&simulator_->get_mutable_context(), &random);
  systems::ApplySimulatorConfig(scenario.simulator_config, simulator_.get());
}

Simulation::~Simulation() = default;

std::string Simulation::DiagnoseState(
    const systems::Context<double>& root_context) const {
  const auto& context = plant_->GetMyContextFromRoot(root_context);
  const auto x = plant_->GetPositionsAndVelocities(context);
  for (int i = 0; i < x.size(); ++i) {
    if (!std::isfinite(x[i])) {
      return fmt::format(
          "the simulation diverged at t = {:.6g} s: state entry '{}' of {} "
          "is {}. {}",
          context.get_time(), state_names_[i], state_owners_[i], x[i], Hint());
    }
  }
  return {};
}

std::string Simulation::Hint() const {
  const Scenario& scenario = scenario_.scenario();
  return fmt::format(
      "Hint: check that initial_position holds finite values, and that the "
      "driver gains are not too high for the step (plant_config.time_step = "
      "{} s, simulator_config.max_step_size = {} s); lower the gains or the "
      "step, e.g. --set 'plant_config: {{time_step: {}}}'.",
      scenario.plant_config.time_step, scenario.simulator_config.max_step_size,
      scenario.plant_config.time_step > 0
          ? scenario.plant_config.time_step / 10
          : scenario.simulator_config.max_step_size / 10);
}

std::string Simulation::WriteReplay(const std::string& output_dir) {
  meshcat_->StopRecording();
  meshcat_->PublishRecording();
  std::string file = (fs::path(output_dir) / "replay.html").string();
  WriteFileAtomically(file, meshcat_->StaticHtml());
  return file;
}

RunResult Simulation::Run(const RunOptions& options) {
  const Scenario& scenario = scenario_.scenario();
  const double duration =
      options.duration.value_or(scenario.simulation_duration);
  if (!(duration > 0) || !std::isfinite(duration)) {
    throw std::runtime_error(fmt::format(
        "{}: the simulation duration must be positive and finite but is {}; "
        "set simulation_duration in the scenario or pass --duration",
        scenario_.Where({"simulation_duration"}), duration));
  }
  if (options.realtime_rate.has_value()) {
    if (!(*options.realtime_rate >= 0)) {
      throw std::runtime_error(fmt::format(
          "--realtime must be non-negative but is {}", *options.realtime_rate));
    }
    simulator_->set_target_realtime_rate(*options.realtime_rate);
  }
  // Create the output folder first: a failure there should not waste a run.
  std::error_code error;
  if (options.write_files) fs::create_directories(options.output_dir, error);
  if (options.write_files && (error || !fs::is_directory(options.output_dir))) {
    throw std::runtime_error(
        fmt::format("could not create the output folder '{}': {}",
                    options.output_dir, error.message()));
  }

  // Progress: in place on a terminal (10 updates a second), otherwise a line
  // every 5 s of wall time.
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  Clock::time_point last_print = start;
  const auto interval = options.out_is_tty ? std::chrono::milliseconds(100)
                                           : std::chrono::milliseconds(5000);
  const auto print_progress = [&](double t, bool final_line) {
    if (options.out == nullptr) return;
    const double wall =
        std::chrono::duration<double>(Clock::now() - start).count();
    const std::string line = fmt::format(
        "t = {:8.3f} / {:.3f} s ({:3.0f}%)  realtime rate {:7.2f}x  "
        "steps {}",
        t, duration, 100.0 * t / duration, wall > 0 ? t / wall : 0.0,
        simulator_->get_num_steps_taken());
    if (options.out_is_tty) {
      *options.out << '\r' << line << (final_line ? "\n" : "") << std::flush;
    } else {
      *options.out << line << '\n' << std::flush;
    }
  };
  int64_t monitor_calls = 0;
  const auto stop_requested = [&options]() {
    return options.stop_request != nullptr &&
           options.stop_request->load(std::memory_order_relaxed) != 0;
  };
  // (The simulator restores the state of before a failed step, so the
  // diagnosis is kept here.)
  std::string divergence;
  simulator_->set_monitor([&](const systems::Context<double>& root) {
    const std::string diagnosis = DiagnoseState(root);
    if (!diagnosis.empty()) {
      divergence = diagnosis;
      return systems::EventStatus::Failed(diagram_, diagnosis);
    }
    if (stop_requested()) {
      return systems::EventStatus::ReachedTermination(diagram_,
                                                      "stop requested");
    }
    if ((++monitor_calls & 31) == 0) {
      const Clock::time_point now = Clock::now();
      if (now - last_print >= interval) {
        last_print = now;
        print_progress(root.get_time(), false);
      }
    }
    return systems::EventStatus::DidNothing();
  });

  RunResult result;
  if (viewer_.replay) {
    // Stored only, unless a browser may be watching.
    const double period =
        scenario.visualization.has_value()
            ? scenario.visualization->publish_period
            : visualization::VisualizationConfig{}.publish_period;
    meshcat_->StartRecording(1.0 / period, viewer_.live);
  }
  try {
    simulator_->Initialize();
    // (A stop requested during initialization ends the run there.)
    if (!stop_requested()) simulator_->AdvanceTo(duration);
    result.interrupted =
        stop_requested() && simulator_->get_context().get_time() < duration;
    result.success = !result.interrupted;
    if (result.interrupted) {
      result.error = fmt::format("interrupted at t = {:.6g} s",
                                 simulator_->get_context().get_time());
    }
  } catch (const std::exception& e) {
    const systems::Context<double>& context = simulator_->get_context();
    result.error = divergence.empty() ? DiagnoseState(context) : divergence;
    if (result.error.empty()) {
      // Name the largest state entry: a blow-up shows there first.
      const auto x = plant_->GetPositionsAndVelocities(
          plant_->GetMyContextFromRoot(context));
      std::string largest;
      if (x.size() > 0) {
        int i_max = 0;
        x.cwiseAbs().maxCoeff(&i_max);
        largest = fmt::format(
            " (the largest plant state entry is '{}' of {} = {:.6g})",
            state_names_[i_max], state_owners_[i_max], x[i_max]);
      }
      result.error =
          fmt::format("the simulation failed at t = {:.6g} s: {}{}. {}",
                      context.get_time(), e.what(), largest, Hint());
    }
  }
  simulator_->clear_monitor();
  result.wall_time =
      std::chrono::duration<double>(Clock::now() - start).count();
  result.sim_time = simulator_->get_context().get_time();
  result.num_steps = simulator_->get_num_steps_taken();
  if (options.out_is_tty || result.success || result.interrupted) {
    print_progress(result.sim_time, true);
  }

  if (!options.write_files) return result;

  // What was logged (even after a failure).
  const systems::Context<double>& root = simulator_->get_context();
  std::map<std::string, std::pair<Eigen::VectorXd, Eigen::MatrixXd>> data;
  for (const LoggedSignal& signal : logged_) {
    const auto& log = signal.sink->FindLog(root);
    const std::string file =
        (fs::path(options.output_dir) / (signal.name + ".csv")).string();
    WriteCsv(file, signal.columns, log.sample_times(), log.data());
    result.files.push_back(file);
    data[signal.name] = {log.sample_times(), log.data()};
  }
  if (contact_pair_logger_ != nullptr) {
    const std::string file =
        (fs::path(options.output_dir) / "contact_pairs.csv").string();
    WriteContactPairsCsv(file, contact_pair_logger_->FindRows(root));
    result.files.push_back(file);
  }
  if (scenario.logging.plot && !logged_.empty()) {
    // Panels per model: q (with the desired q dashed), v, u, v̇.
    const int nq = plant_->num_positions();
    std::vector<PlotPanel> panels;
    const auto series_of = [&](const std::string& signal, int row, int color,
                               bool dashed, const std::string& label) {
      const auto& [times, values] = data.at(signal);
      PlotSeries series;
      series.label = label;
      series.times.assign(times.data(), times.data() + times.size());
      series.values.resize(values.cols());
      for (int k = 0; k < values.cols(); ++k) series.values[k] = values(row, k);
      series.color = color;
      series.dashed = dashed;
      return series;
    };
    std::map<std::string, int> desired_rows;
    for (const LoggedSignal& signal : logged_) {
      if (signal.name != "desired_state") continue;
      for (size_t i = 0; i < signal.columns.size(); ++i) {
        desired_rows[signal.columns[i]] = i;
      }
    }
    for (ModelInstanceIndex m(0); m < plant_->num_model_instances(); ++m) {
      const std::string model = plant_->GetModelInstanceName(m);
      const std::string prefix = model + "::";
      const auto starts_with = [&](const std::string& name) {
        return name.compare(0, prefix.size(), prefix) == 0;
      };
      for (const LoggedSignal& signal : logged_) {
        if (signal.name == "desired_state") continue;
        const bool is_state = signal.name == "state";
        // The state splits into a q panel and a v panel.
        for (int part = 0; part < (is_state ? 2 : 1); ++part) {
          PlotPanel panel;
          int color = 0;
          for (size_t i = 0; i < signal.columns.size(); ++i) {
            if (is_state && (static_cast<int>(i) < nq) != (part == 0)) continue;
            const std::string& column = signal.columns[i];
            if (!starts_with(column)) continue;
            const std::string label = column.substr(prefix.size());
            panel.series.push_back(
                series_of(signal.name, i, color, false, label));
            const auto desired = desired_rows.find(column);
            if (is_state && desired != desired_rows.end()) {
              panel.series.push_back(series_of("desired_state", desired->second,
                                               color, true,
                                               label + " (desired)"));
            }
            ++color;
          }
          if (panel.series.empty()) continue;
          if (is_state && part == 0) {
            panel.title = model + ": positions q";
            panel.y_label = "q (rad, m or quaternion)";
          } else if (is_state) {
            panel.title = model + ": velocities v";
            panel.y_label = "v (rad/s or m/s)";
          } else if (signal.name == "net_actuation") {
            panel.title = model + ": net actuation u";
            panel.y_label = "u (N·m or N)";
          } else {
            panel.title = model + ": accelerations v̇";
            panel.y_label = "v̇ (rad/s² or m/s²)";
          }
          panels.push_back(std::move(panel));
        }
      }
    }
    // Contacts: one panel per summary entry (their units differ).
    for (const LoggedSignal& signal : logged_) {
      if (signal.name != "contact_results") continue;
      const char* const titles[] = {"contacts: number of contact points",
                                    "contacts: total normal force",
                                    "contacts: maximum penetration"};
      const char* const y_labels[] = {"count", "N", "m"};
      for (int row = 0; row < 3; ++row) {
        PlotPanel panel;
        panel.title = titles[row];
        panel.y_label = y_labels[row];
        panel.series.push_back(
            series_of(signal.name, row, 0, false, signal.columns[row]));
        panels.push_back(std::move(panel));
      }
    }
    const std::string file =
        (fs::path(options.output_dir) / "plot.svg").string();
    WriteSvgPlot(
        file,
        fmt::format("simulate: scenario '{}' ({})", scenario_.name(),
                    fs::path(scenario_.filename()).filename().string()),
        panels);
    result.files.push_back(file);
  }
  if (viewer_.replay) result.files.push_back(WriteReplay(options.output_dir));

  // Summary.
  if (options.out != nullptr) {
    std::ostream& out = *options.out;
    out << std::flush;
    systems::PrintSimulatorStatistics(*simulator_);
    std::fflush(stdout);
    out << fmt::format(
        "Simulated {:.6g} s in {:.3f} s of wall time: realtime factor "
        "{:.2f}x ({} steps).\n",
        result.sim_time, result.wall_time,
        result.wall_time > 0 ? result.sim_time / result.wall_time : 0.0,
        result.num_steps);
    out << "Wrote " << fmt::format("{}", fmt::join(result.files, ", ")) << "\n"
        << std::flush;
  }
  return result;
}

}  // namespace simulate
}  // namespace tools
}  // namespace drake
