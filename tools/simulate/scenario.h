#pragma once

/// @file
/// The scenario file format of the `simulate` tool: a subset of Drake's
/// hardware_sim Scenario (drake/examples/hardware_sim/scenario.h), with the
/// same keys and defaults where they exist, plus drivers and a `logging`
/// section of our own, and a `sweep` section read by `simulate --sweep`
/// (see sweep.h; LoadScenario sets it aside). A scenario file is a mapping from
/// scenario name to scenario:
/// @code{yaml}
/// Demo:
///   simulation_duration: 4.0
///   simulator_config: {target_realtime_rate: 0.0}
///   directives:
///   - add_model:
///       name: iiwa
///       file:
///       package://drake/manipulation/models/iiwa_description/urdf/iiwa14_no_collision.urdf
///   - add_weld: {parent: world, child: iiwa::base}
///   model_drivers:
///     iiwa: !InverseDynamicsDriver
///       gains: {kp: [100], ki: [0], kd: [20]}
///       desired_trajectory:
///         times: [0, 2, 4]
///         positions: {iiwa_joint_2: [0, 0.8, 0]}
///   initial_position:
///     iiwa: {iiwa_joint_4: -1.2}
///   logging: {signals: [state, net_actuation, desired_state]}
/// @endcode

#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <Eigen/Core>
#include <yaml-cpp/yaml.h>

#include "drake/common/name_value.h"
#include "drake/geometry/scene_graph_config.h"
#include "drake/multibody/parsing/model_directives.h"
#include "drake/multibody/plant/multibody_plant_config.h"
#include "drake/systems/analysis/simulator_config.h"
#include "drake/visualization/visualization_config.h"

namespace drake {
namespace tools {
namespace simulate {

/// A desired joint-space trajectory for one model instance: waypoints of
/// some of its joints, interpolated in time. Joints it does not name hold
/// their initial position. Before the first time and after the last the
/// trajectory holds its end values (with zero velocity).
struct JointTrajectory {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(times));
    a->Visit(DRAKE_NVP(positions));
    a->Visit(DRAKE_NVP(interpolation));
  }

  /// Waypoint times (s), strictly increasing. Empty: hold the initial
  /// position.
  std::vector<double> times;
  /// Joint name (unscoped, within the model) → its position at each of
  /// `times` (rad or m; one value per time, single-dof joints only).
  std::map<std::string, std::vector<double>> positions;
  /// "cubic" (C² cubic spline with zero velocity at the first and last
  /// waypoints; needs ≥ 2 times), "pchip" (shape-preserving cubic, zero end
  /// velocities), "linear" or "zoh" (zero-order hold).
  std::string interpolation{"cubic"};
};

/// Gains of a PID law, per actuated joint of the model in joint order; a
/// vector of one value applies it to every joint.
struct PidGains {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(kp));
    a->Visit(DRAKE_NVP(ki));
    a->Visit(DRAKE_NVP(kd));
  }

  /// Proportional gain (1/s²: the law sets accelerations).
  Eigen::VectorXd kp{Eigen::VectorXd::Constant(1, 100.0)};
  /// Integral gain (1/s³).
  Eigen::VectorXd ki{Eigen::VectorXd::Constant(1, 0.0)};
  /// Derivative gain (1/s).
  Eigen::VectorXd kd{Eigen::VectorXd::Constant(1, 20.0)};
};

/// Applies zero actuation to the model (Drake's
/// manipulation::ZeroForceDriver): `!ZeroForceDriver {}`.
struct ZeroForceDriver {
  template <typename Archive>
  void Serialize(Archive* a) {}
};

/// Tracks `desired_trajectory` with InverseDynamicsController: computed
/// torque τ = M(q)·(q̈_d + kp⊙(q_d − q) + kd⊙(v_d − v) + ki⊙∫(q_d − q)) +
/// C(q, v)·v − τ_g(q), on a copy of the model alone (welded where the
/// scenario welds it). The model must be welded to the world (or to a
/// welded frame) and fully actuated: `!InverseDynamicsDriver {...}`.
struct InverseDynamicsDriver {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(gains));
    a->Visit(DRAKE_NVP(desired_trajectory));
  }

  PidGains gains;
  JointTrajectory desired_trajectory;
};

/// Tracks `desired_trajectory` with JointStiffnessController: a joint-space
/// spring-damper τ = kp⊙(q_d − q) + kd⊙(v_d − v) plus gravity compensation,
/// on a copy of the model alone (same requirements as
/// InverseDynamicsDriver): `!JointStiffnessDriver {...}`.
struct JointStiffnessDriver {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(kp));
    a->Visit(DRAKE_NVP(kd));
    a->Visit(DRAKE_NVP(desired_trajectory));
  }

  /// Stiffness per joint (N·m/rad or N/m); one value applies to all.
  Eigen::VectorXd kp{Eigen::VectorXd::Constant(1, 200.0)};
  /// Damping per joint (N·m·s/rad or N·s/m); one value applies to all.
  Eigen::VectorXd kd{Eigen::VectorXd::Constant(1, 20.0)};
  JointTrajectory desired_trajectory;
};

/// The plant's own PD control of the model's actuators (a discrete plant
/// only): each actuator gets JointActuator::set_controller_gains({kp, kd})
/// before Finalize, and the model's `<model>_desired_state` input port
/// follows `desired_trajectory` (its actuated joints' q_d and v_d), with
/// zero feed-forward actuation. Effort limits clamp the result. Suits a
/// gripper's fingers: `!PdDriver {...}`.
struct PdDriver {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(kp));
    a->Visit(DRAKE_NVP(kd));
    a->Visit(DRAKE_NVP(desired_trajectory));
  }

  /// Proportional gain per actuator, in actuator order (N/m or N·m/rad);
  /// one value applies to all.
  Eigen::VectorXd kp{Eigen::VectorXd::Constant(1, 100.0)};
  /// Derivative gain per actuator (N·s/m or N·m·s/rad); one value applies
  /// to all.
  Eigen::VectorXd kd{Eigen::VectorXd::Constant(1, 10.0)};
  JointTrajectory desired_trajectory;
};

/// What to record, and how often.
struct LoggingConfig {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(signals));
    a->Visit(DRAKE_NVP(publish_period));
    a->Visit(DRAKE_NVP(plot));
  }

  /// Signals to record, each to `<name>.csv`: "state" (the plant's q and v),
  /// "net_actuation" (the plant's u), "desired_state" (the desired q and v
  /// of every trajectory-tracking driver), "generalized_acceleration" (v̇),
  /// "contact_results" (per sample: num_contacts, total_normal_force (N),
  /// max_penetration (m); plus `contact_pairs.csv`, one row per pair of
  /// bodies in contact per sample: the bodies, num_points, normal_force,
  /// max_penetration and the net contact force on body B in World).
  std::vector<std::string> signals{"state", "net_actuation"};
  /// Sampling period (s); 0 records every simulator step.
  double publish_period{0.01};
  /// Whether to write `plot.svg`.
  bool plot{true};
};

/// One scenario (see the file comment).
struct Scenario {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(random_seed));
    a->Visit(DRAKE_NVP(simulation_duration));
    a->Visit(DRAKE_NVP(simulator_config));
    a->Visit(DRAKE_NVP(plant_config));
    a->Visit(DRAKE_NVP(scene_graph_config));
    a->Visit(DRAKE_NVP(directives));
    a->Visit(DRAKE_NVP(model_drivers));
    a->Visit(DRAKE_NVP(initial_position));
    a->Visit(DRAKE_NVP(logging));
    a->Visit(DRAKE_NVP(visualization));
  }

  /// Seed for the random elements of the scenario (Drake's meaning; used for
  /// the diagram's random context).
  std::uint64_t random_seed{0};
  /// Simulated time to run (s). Infinite by default, as in Drake; the tool
  /// needs a finite value (here or from --duration).
  double simulation_duration{std::numeric_limits<double>::infinity()};
  /// Integrator and pacing (Drake's hardware_sim defaults).
  systems::SimulatorConfig simulator_config{
      .max_step_size = 1e-3,
      .accuracy = 1.0e-2,
      .target_realtime_rate = 1.0,
  };
  multibody::MultibodyPlantConfig plant_config;
  geometry::SceneGraphConfig scene_graph_config;
  std::vector<multibody::parsing::ModelDirective> directives;
  using DriverVariant = std::variant<ZeroForceDriver, InverseDynamicsDriver,
                                     JointStiffnessDriver, PdDriver>;
  /// Model instance name → the driver of its actuation input. Actuated
  /// models without a driver get zero actuation.
  std::map<std::string, DriverVariant> model_drivers;
  /// Model instance name → {joint name → position(s)}: Drake's
  /// NamedPositions. A single-dof joint may be given a number instead of a
  /// one-element list. Overrides the directives' default positions.
  std::map<std::string, std::map<std::string, Eigen::VectorXd>>
      initial_position;
  LoggingConfig logging;
  /// Drake's visualization settings (visualization::VisualizationConfig):
  /// applied with ApplyVisualizationConfig to the live view of
  /// `simulate --meshcat`; its publish_period also paces the replay's
  /// recording. Absent: Drake's defaults.
  std::optional<visualization::VisualizationConfig> visualization;
};

class LoadedScenario;

/// Changes LoadScenario() makes to the YAML before it is loaded (used by the
/// sweep: random values drawn, grid values and seeds set).
struct ScenarioEdits {
  /// Called on a copy of the scenario's node, then on each --set patch's
  /// node, in that order, before each is loaded (the `sweep` key already
  /// removed); may change the node. `source` names it for messages ("file
  /// 'F'" or "--set patch 2") and `key_prefix` is the prefix of its keys
  /// in messages ("NAME." for the file's scenario, "" for a patch).
  std::function<void(YAML::Node node, const std::string& source,
                     const std::string& key_prefix)>
      edit;
  /// If set, called after all --set patches are loaded, with the scenario
  /// loaded so far (its sweep_nodes() filled); returns more patches (YAML
  /// mappings, merged as --set patches), each with its name for messages
  /// (e.g. "sweep grid point 3").
  std::function<std::vector<std::pair<std::string, YAML::Node>>(
      const LoadedScenario& loaded)>
      more_patches;
};

/// A scenario as loaded, with where it came from (to name the file and line
/// of a key in error messages).
class LoadedScenario {
 public:
  /// The scenario's name (its key in the file).
  const std::string& name() const { return name_; }
  /// The scenario file.
  const std::string& filename() const { return filename_; }
  const Scenario& scenario() const { return scenario_; }
  Scenario& mutable_scenario() { return scenario_; }

  /// Describes where the key at `key_path` (e.g. {"model_drivers", "iiwa"};
  /// a sequence index is written as its number, e.g. {"directives", "2"})
  /// was written: "file 'F' line L, key 'a.b'" (or "--set patch line L" if
  /// the patch set it). Falls back to the deepest enclosing key that exists.
  std::string Where(const std::vector<std::string>& key_path) const;

  /// The YAML tag (e.g. "!InverseDynamicsDriver") of the node at
  /// `key_path` as last set (by the last patch that sets it, else the
  /// file), or "" if none is set or it has no tag. (A patch of a variant's
  /// fields must repeat its tag.)
  std::string Tag(const std::vector<std::string>& key_path) const;

  /// The `sweep` sections of the scenario (not part of Scenario; read by
  /// the sweep, see sweep.h): the file's, then each --set patch's that has
  /// one, each with its source ("file 'F'" or "--set patch 2").
  const std::vector<std::pair<std::string, YAML::Node>>& sweep_nodes() const {
    return sweep_nodes_;
  }

 private:
  friend LoadedScenario LoadScenario(const std::string&, const std::string&,
                                     const std::vector<std::string>&,
                                     const ScenarioEdits*);
  std::string name_;
  std::string filename_;
  Scenario scenario_;
  // The scenario's node in the file, and the --set patches' roots.
  YAML::Node file_node_;
  // (Each patch with its name for messages, e.g. "--set patch 1".)
  std::vector<std::pair<std::string, YAML::Node>> patch_nodes_;
  std::vector<std::pair<std::string, YAML::Node>> sweep_nodes_;
};

/// Loads the scenario named `scenario_name` from the YAML file `filename`
/// (if `scenario_name` is empty: the only scenario, or the first one in the
/// file), then applies each of `patches` (YAML mappings merged over it in
/// order, as Drake's LoadScenario applies its scenario_text: keys given
/// replace, mappings merge, sequences replace). Keys the YAML does not
/// mention keep their defaults. A `sweep` key (of the scenario or of a
/// patch) is set aside, not loaded: see sweep_nodes(). With `edits`, its
/// edit is applied to each node before it is loaded and its more_patches
/// are merged last.
/// @throws std::runtime_error if the file cannot be read or parsed, has no
///   such scenario (listing the names it has), or does not match the schema
///   (naming the file or patch, line, and key path).
LoadedScenario LoadScenario(const std::string& filename,
                            const std::string& scenario_name,
                            const std::vector<std::string>& patches = {},
                            const ScenarioEdits* edits = nullptr);

/// The names of the scenarios in the file, in file order.
/// @throws std::runtime_error if it cannot be read or is not a mapping.
std::vector<std::string> GetScenarioNames(const std::string& filename);

}  // namespace simulate
}  // namespace tools
}  // namespace drake
