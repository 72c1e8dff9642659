// End-to-end runs of the simulate tool's Simulation: the default scenario
// (iiwa computed-torque tracking) for a short time, the joint-stiffness
// driver holding a pose, divergence handling, and the errors a bad scenario
// gives before anything is simulated.

#include "drake/tools/simulate/simulation.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"

namespace drake {
namespace tools {
namespace simulate {
namespace simulation_test {

namespace fs = std::filesystem;

std::string TempPath(const std::string& name) {
  return (fs::path(::testing::TempDir()) / name).string();
}

std::string WriteTempFile(const std::string& name,
                          const std::string& contents) {
  const std::string path = TempPath(name);
  std::ofstream(path) << contents;
  return path;
}

std::string DefaultScenarioFile() {
  return FindResourceOrThrow("drake/examples/simulate/iiwa_scenarios.yaml");
}

// The lines of a text file.
std::vector<std::string> ReadLines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string Join(const std::vector<std::string>& names) {
  std::string result = "time";
  for (const auto& name : names) result += "," + name;
  return result;
}

// The first lines of a scenario with the iiwa (no collision geometry)
// welded to the world; tests append drivers etc. Lines 1-8.
constexpr char kIiwaHeader[] = R"(test:
  simulation_duration: 0.05
  directives:
  - add_model:
      name: iiwa
      file: package://drake/manipulation/models/iiwa_description/urdf/iiwa14_no_collision.urdf
  - add_weld: {parent: world, child: iiwa::base}
  simulator_config: {target_realtime_rate: 0.0}
)";

const char* const kIiwaJoints[] = {
    "iiwa_joint_1", "iiwa_joint_2", "iiwa_joint_3", "iiwa_joint_4",
    "iiwa_joint_5", "iiwa_joint_6", "iiwa_joint_7"};

// The default scenario for 0.5 s: the computed-torque law on an exact model
// leaves the error dynamics ë + kd·ė + kp·e = 0 with e(0) = 0, so the arm
// follows q_d up to what the discrete plant's 1 ms step adds (the
// controller acts on the state sampled at the start of each step); the
// desired motion moves ~0.25 rad in 0.5 s. 2e-3 rad bounds that error with
// a margin of ~5 over what the run shows, and is ~100× smaller than the
// motion. The files hold the logged rows (0, 0.01, ..., 0.5 s: 51 rows).
GTEST_TEST(SimulationTest, DefaultScenarioTracksAndWritesFiles) {
  const LoadedScenario loaded = LoadScenario(
      DefaultScenarioFile(), "iiwa_tracking", {"simulation_duration: 0.5"});
  Simulation simulation(loaded);
  const auto& plant = simulation.plant();
  ASSERT_EQ(plant.num_positions(), 7);
  ASSERT_EQ(simulation.state_names().size(), 14u);
  EXPECT_EQ(simulation.state_names()[0], "iiwa::iiwa_joint_1_q");
  EXPECT_EQ(simulation.state_names()[7], "iiwa::iiwa_joint_1_w");
  EXPECT_EQ(simulation.actuation_names()[6], "iiwa::iiwa_motor_7");

  RunOptions options;
  options.output_dir = TempPath("default_run");
  std::ostringstream out;
  options.out = &out;
  const RunResult result = simulation.Run(options);
  ASSERT_TRUE(result.success) << result.error;
  EXPECT_EQ(result.sim_time, 0.5);
  EXPECT_GT(result.num_steps, 400);  // 1 ms steps
  EXPECT_NE(out.str().find("realtime factor"), std::string::npos);

  // Tracking, from the logs (state and desired state share sample times).
  const auto& root = simulation.simulator().get_context();
  const auto& signals = simulation.logged_signals();
  ASSERT_EQ(signals.size(), 3u);
  EXPECT_EQ(signals[0].name, "state");
  EXPECT_EQ(signals[1].name, "net_actuation");
  EXPECT_EQ(signals[2].name, "desired_state");
  const auto& state = signals[0].sink->FindLog(root);
  const auto& desired = signals[2].sink->FindLog(root);
  ASSERT_EQ(state.num_samples(), 51);
  ASSERT_EQ(desired.num_samples(), 51);
  EXPECT_EQ(state.sample_times(), desired.sample_times());
  const Eigen::MatrixXd q = state.data().topRows(7);
  const Eigen::MatrixXd q_d = desired.data().topRows(7);
  EXPECT_LT((q - q_d).cwiseAbs().maxCoeff(), 2e-3);
  // The desired motion is not trivial: joint 1 moves by more than 0.2 rad.
  EXPECT_GT(std::abs(q_d(0, 50) - q_d(0, 0)), 0.2);
  // The trajectory starts at the initial position (waypoint 0).
  EXPECT_NEAR(q(1, 0), 0.6, 1e-15);
  EXPECT_NEAR(q(3, 0), -1.75, 1e-15);

  // The files: a CSV per signal with a header of named columns and one row
  // per sample, and the plot.
  ASSERT_EQ(result.files.size(), 4u);
  const std::string dir = options.output_dir;
  const auto state_lines = ReadLines(dir + "/state.csv");
  ASSERT_EQ(state_lines.size(), 52u);
  EXPECT_EQ(state_lines[0], Join(simulation.state_names()));
  EXPECT_EQ(state_lines[1].substr(0, 8), "0,0,0.6,");
  EXPECT_EQ(state_lines[51].substr(0, 4), "0.5,");
  const auto actuation_lines = ReadLines(dir + "/net_actuation.csv");
  ASSERT_EQ(actuation_lines.size(), 52u);
  EXPECT_EQ(actuation_lines[0], Join(simulation.actuation_names()));
  const auto desired_lines = ReadLines(dir + "/desired_state.csv");
  ASSERT_EQ(desired_lines.size(), 52u);
  EXPECT_EQ(desired_lines[0], Join(simulation.state_names()));
  std::ifstream svg_file(dir + "/plot.svg");
  std::stringstream svg;
  svg << svg_file.rdbuf();
  EXPECT_EQ(svg.str().rfind("<?xml", 0), 0u);
  EXPECT_NE(svg.str().find("iiwa: positions q"), std::string::npos);
  EXPECT_NE(svg.str().find("iiwa: net actuation u"), std::string::npos);
  EXPECT_NE(svg.str().find("iiwa_joint_4_q (desired)"), std::string::npos);
  EXPECT_NE(svg.str().find("</svg>"), std::string::npos);
}

// The joint-stiffness driver with no waypoints holds the initial pose: at
// rest at q_d its torque is exactly the gravity compensation (Coriolis
// vanishes at v = 0), so the arm stays put to roundoff; 1e-9 rad allows
// for roundoff accumulated over 200 steps.
GTEST_TEST(SimulationTest, JointStiffnessDriverHoldsPose) {
  const std::string file = WriteTempFile(
      "stiffness.yaml", std::string(kIiwaHeader) + R"(  model_drivers:
    iiwa: !JointStiffnessDriver {kp: [300], kd: [30]}
  initial_position:
    iiwa: {iiwa_joint_2: 0.7, iiwa_joint_4: -1.2}
  logging: {signals: [state], plot: false}
)");
  Simulation simulation(LoadScenario(file, "", {"simulation_duration: 0.2"}));
  RunOptions options;
  options.output_dir = TempPath("stiffness_run");
  const RunResult result = simulation.Run(options);
  ASSERT_TRUE(result.success) << result.error;
  const auto& log = simulation.logged_signals()[0].sink->FindLog(
      simulation.simulator().get_context());
  ASSERT_EQ(log.num_samples(), 21);
  Eigen::VectorXd q0 = Eigen::VectorXd::Zero(7);
  q0[1] = 0.7;
  q0[3] = -1.2;
  for (int k = 0; k < log.num_samples(); ++k) {
    EXPECT_LT((log.data().col(k).head(7) - q0).cwiseAbs().maxCoeff(), 1e-9);
  }
  EXPECT_EQ(result.files.size(), 1u);  // no plot
}

// A NaN initial position stops the run at t = 0 naming the DOF, its joint
// and body, and a hint; the sample logged at t = 0 is still written.
GTEST_TEST(SimulationTest, NanInitialPositionStopsWithDiagnosis) {
  const LoadedScenario loaded =
      LoadScenario(DefaultScenarioFile(), "iiwa_tracking",
                   {"initial_position: {iiwa: {iiwa_joint_3: .nan}}"});
  Simulation simulation(loaded);
  RunOptions options;
  options.output_dir = TempPath("nan_run");
  const RunResult result = simulation.Run(options);
  EXPECT_FALSE(result.success);
  EXPECT_EQ(result.sim_time, 0.0);
  EXPECT_TRUE(std::regex_match(
      result.error,
      std::regex("the simulation diverged at t = 0 s: state entry "
                 "'iiwa::iiwa_joint_3_q' of joint 'iiwa_joint_3' of model "
                 "'iiwa' \\(moving body 'iiwa_link_3'\\) is nan\\. Hint: "
                 "check that initial_position holds finite values.*")))
      << result.error;
  const auto lines = ReadLines(options.output_dir + "/state.csv");
  ASSERT_EQ(lines.size(), 2u);  // the header and the t = 0 sample
  EXPECT_EQ(lines[1].substr(0, 12), "0,0,0.6,nan,");
  EXPECT_TRUE(fs::exists(options.output_dir + "/plot.svg"));
}

// A NaN in the desired trajectory makes the controller's torque NaN; the
// plant refuses it (an exception during the step). The run stops with the
// time, the exception, the largest state entry and the hint, and keeps the
// rows logged before.
GTEST_TEST(SimulationTest, ExceptionDuringStepStopsWithTimeAndHint) {
  const LoadedScenario loaded = LoadScenario(
      DefaultScenarioFile(), "iiwa_tracking",
      {"model_drivers: {iiwa: !InverseDynamicsDriver {desired_trajectory: "
       "{times: [0, 0.05, 1], positions: {iiwa_joint_1: [0, .nan, 0], "
       "iiwa_joint_2: [0.6, 0.6, 0.6], iiwa_joint_4: [-1.75, -1.75, -1.75], "
       "iiwa_joint_6: [1, 1, 1], iiwa_joint_7: [0, 0, 0]}}}}"});
  Simulation simulation(loaded);
  RunOptions options;
  options.output_dir = TempPath("exception_run");
  const RunResult result = simulation.Run(options);
  EXPECT_FALSE(result.success);
  EXPECT_LT(result.sim_time, 0.1);
  EXPECT_TRUE(std::regex_match(
      result.error,
      std::regex("the simulation (failed|diverged) at t = [0-9.e-]+ s: "
                 ".*(NaN|nan).* Hint: .*lower the gains or the step.*")))
      << result.error;
  const auto lines = ReadLines(options.output_dir + "/state.csv");
  EXPECT_GE(lines.size(), 2u);
  EXPECT_LE(lines.size(), 12u);  // at most the samples up to 0.1 s
  EXPECT_EQ(lines[0].substr(0, 26), "time,iiwa::iiwa_joint_1_q,");
}

// Each bad-scenario error is thrown while building (before simulating) and
// names the file, the line and the key.
GTEST_TEST(SimulationTest, BadScenarioErrorsNameFileLineAndKey) {
  const auto build = [](const std::string& name, const std::string& body,
                        std::vector<std::string> patches = {}) {
    const std::string file =
        WriteTempFile(name, std::string(kIiwaHeader) + body);
    Simulation simulation(LoadScenario(file, "", patches));
  };
  // A driver for a model that does not exist (line 10).
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("no_model.yaml",
            "  model_drivers:\n    arm: !ZeroForceDriver {}\n"),
      "file '.*no_model.yaml' line 10, key 'test.model_drivers.arm': a "
      "driver names the model 'arm', but the plant has no such model "
      "instance; it has: WorldModelInstance, DefaultModelInstance, iiwa");
  // An initial position for a joint the model does not have (line 10).
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("no_joint.yaml",
            "  initial_position:\n    iiwa: {iiwa_joint_9: 0.1}\n"),
      "file '.*no_joint.yaml' line 10, key "
      "'test.initial_position.iiwa.iiwa_joint_9': model 'iiwa' has no joint "
      "named 'iiwa_joint_9'; its joints are: iiwa_joint_1, .*, "
      "iiwa_joint_7");
  // ... or for a model that does not exist (line 10).
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("no_instance.yaml",
            "  initial_position:\n    robot: {iiwa_joint_1: 0.1}\n"),
      "file '.*no_instance.yaml' line 10, key 'test.initial_position.robot': "
      "the plant has no model instance named 'robot'.*");
  // A trajectory naming an unknown joint (line 13).
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("traj_joint.yaml",
            "  model_drivers:\n    iiwa: !InverseDynamicsDriver\n"
            "      desired_trajectory:\n"
            "        times: [0, 1]\n"
            "        positions: {iiwa_joint_0: [0, 1]}\n"),
      "file '.*traj_joint.yaml' line 13, key "
      "'test.model_drivers.iiwa.desired_trajectory.positions.iiwa_joint_0': "
      "model 'iiwa' has no joint named 'iiwa_joint_0'.*");
  // A trajectory with too few values (line 13).
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("traj_size.yaml",
            "  model_drivers:\n    iiwa: !InverseDynamicsDriver\n"
            "      desired_trajectory:\n"
            "        times: [0, 1, 2]\n"
            "        positions: {iiwa_joint_1: [0, 1]}\n"),
      "file '.*traj_size.yaml' line 13, key "
      "'test.model_drivers.iiwa.desired_trajectory.positions.iiwa_joint_1': "
      "expected 3 values \\(one per entry of times\\) but found 2");
  // Times out of order (line 12).
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("traj_times.yaml",
            "  model_drivers:\n    iiwa: !InverseDynamicsDriver\n"
            "      desired_trajectory:\n"
            "        times: [0, 2, 1]\n"),
      "file '.*traj_times.yaml' line 12, key "
      "'test.model_drivers.iiwa.desired_trajectory.times': times must be "
      "strictly increasing, but times\\[2\\] = 1 follows 2");
  // An unknown interpolation (line 12).
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("traj_interp.yaml",
            "  model_drivers:\n    iiwa: !InverseDynamicsDriver\n"
            "      desired_trajectory:\n"
            "        interpolation: spline\n"),
      "file '.*traj_interp.yaml' line 12, key "
      "'test.model_drivers.iiwa.desired_trajectory.interpolation': unknown "
      "interpolation 'spline'; expected one of: cubic, pchip, linear, zoh");
  // Gains of the wrong size (line 12).
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("gains.yaml",
            "  model_drivers:\n    iiwa: !InverseDynamicsDriver\n"
            "      gains:\n        kp: [1, 2]\n"),
      "file '.*gains.yaml' line 12, key 'test.model_drivers.iiwa.gains.kp': "
      "expected 1 or 7 gains \\(one per joint velocity of the model\\) but "
      "found 2");
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("stiffness_gains.yaml",
            "  model_drivers:\n    iiwa: !JointStiffnessDriver\n"
            "      kd: [1, 2, 3]\n"),
      "file '.*stiffness_gains.yaml' line 11, key "
      "'test.model_drivers.iiwa.kd': expected 1 or 7 gains.*found 3");
  // PdDriver: gains per actuator (line 11), a discrete plant, a model
  // with actuators.
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("pd_gains.yaml",
            "  model_drivers:\n    iiwa: !PdDriver\n      kp: [1, 2]\n"),
      "file '.*pd_gains.yaml' line 11, key 'test.model_drivers.iiwa.kp': "
      "expected 1 or 7 gains \\(one per actuator of the model\\) but found "
      "2");
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("pd_continuous.yaml", "  model_drivers:\n    iiwa: !PdDriver {}\n",
            {"plant_config: {time_step: 0}"}),
      "file '.*pd_continuous.yaml' line 10, key 'test.model_drivers.iiwa': a "
      "PdDriver needs a discrete plant \\(plant_config.time_step > 0\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("pd_model.yaml", "  model_drivers:\n    hand: !PdDriver {}\n"),
      "file '.*pd_model.yaml' line 10, key 'test.model_drivers.hand': a "
      "driver names the model 'hand', but the plant has no such model "
      "instance.*");
  // A model file that does not exist (line 6), by URL and by path.
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("missing_url.yaml", "",
            {"directives:\n- add_model: {name: a, file: "
             "package://drake/no/such.urdf}"}),
      "--set patch 1 line 2, key 'directives\\[0\\].add_model.file': cannot "
      "find the model file 'package://drake/no/such.urdf': .*");
  const std::string missing_path = WriteTempFile("missing_path.yaml", R"(test:
  directives:
  - add_model:
      name: a
      file: no_such_model.urdf
)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Simulation(LoadScenario(missing_path, "")),
      "file '.*missing_path.yaml' line 5, key "
      "'test.directives\\[0\\].add_model.file': the model file "
      "'no_such_model.urdf' does not exist \\(looked for '.*/"
      "no_such_model.urdf'\\)");
  // A directive the plant rejects names the directives key (line 3).
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("bad_weld.yaml", "",
            {"directives:\n- add_weld: {parent: world, child: nothing::base}"}),
      "--set patch 1 line 1, key 'directives': .*nothing.*");
  // A tracking driver for a model that is not welded (line 10).
  const std::string floating = WriteTempFile("floating.yaml", R"(test:
  directives:
  - add_model:
      name: iiwa
      file: package://drake/manipulation/models/iiwa_description/urdf/iiwa14_no_collision.urdf
  model_drivers:
    iiwa: !JointStiffnessDriver {}
)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Simulation(LoadScenario(floating, "")),
      "file '.*floating.yaml' line 7, key 'test.model_drivers.iiwa': model "
      "'iiwa' has 14 positions, 13 velocities and 7 actuated dofs; a "
      "tracking driver needs a fully actuated model \\(all three equal\\): "
      "is its base welded to the world \\(add_weld\\)\\?");
  // An unknown logged signal (line 9), a bad duration, a bad step.
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("signal.yaml", "  logging: {signals: [state, contact]}\n"),
      "file '.*signal.yaml' line 9, key 'test.logging.signals\\[1\\]': "
      "unknown signal 'contact'; expected one of: .*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("duration.yaml", "", {"simulation_duration: -1"}),
      "--set patch 1 line 1, key 'simulation_duration': must be positive "
      "\\(seconds\\) but is -1");
  DRAKE_EXPECT_THROWS_MESSAGE(
      build("scheme.yaml", "",
            {"simulator_config: {integration_scheme: euler}"}),
      "--set patch 1 line 1, key 'simulator_config.integration_scheme': "
      "unknown integration scheme 'euler'; expected one of: .*");
}

// With two models in the plant (whose coordinates the plant may
// interleave), a driver's q_d puts a trajectory's joint value at that
// joint's place in the model's q, and holds the initial position elsewhere.
GTEST_TEST(SimulationTest, TrajectoryJointsMapToTheirModelsCoordinates) {
  const std::string file = WriteTempFile("two_models.yaml", R"(test:
  simulation_duration: 0.01
  directives:
  - add_model:
      name: acrobot
      file: package://drake/examples/acrobot/Acrobot_no_collision.urdf
  - add_weld: {parent: world, child: acrobot::base_link}
  - add_model:
      name: arm
      file: package://drake/manipulation/models/iiwa_description/urdf/iiwa14_no_collision.urdf
  - add_weld:
      parent: world
      child: arm::base
      X_PC: {translation: [0, 1, 0]}
  initial_position:
    arm: {iiwa_joint_6: 0.4}
    acrobot: {shoulder: 0.2}
  model_drivers:
    arm: !JointStiffnessDriver
      desired_trajectory: {times: [0], positions: {iiwa_joint_4: [-1.0]}}
)");
  Simulation simulation(LoadScenario(file, ""));
  const auto& plant = simulation.plant();
  ASSERT_EQ(plant.num_positions(), 9);
  const auto& desired = simulation.desired_states();
  ASSERT_EQ(desired.size(), 1u);
  EXPECT_EQ(desired[0].model_name, "arm");
  const auto arm = plant.GetModelInstanceByName("arm");
  // The expected model q: zero but for the named joint and the initial
  // joint 6, placed by the plant's own mapping.
  Eigen::VectorXd q = Eigen::VectorXd::Zero(plant.num_positions());
  q[plant.GetJointByName("iiwa_joint_4", arm).position_start()] = -1.0;
  q[plant.GetJointByName("iiwa_joint_6", arm).position_start()] = 0.4;
  EXPECT_EQ(desired[0].trajectory.value(0.0),
            plant.GetPositionsFromArray(arm, q));
}

// The knock-over scenario loads and builds: the iiwa (its two package://
// drake_models collision meshes, not copied, skipped by the parser), a table
// and a free box.
GTEST_TEST(SimulationTest, TableBoxScenarioBuilds) {
  const LoadedScenario loaded =
      LoadScenario(DefaultScenarioFile(), "iiwa_table_box");
  const Scenario& s = loaded.scenario();
  ASSERT_EQ(s.directives.size(), 5u);
  EXPECT_EQ(s.directives[0].add_model->file,
            "package://drake/manipulation/models/iiwa_description/urdf/"
            "iiwa14_primitive_collision.urdf");
  EXPECT_EQ(s.directives[2].add_model->name, "table");
  EXPECT_EQ(s.directives[4].add_model->name, "box");
  EXPECT_TRUE(std::holds_alternative<InverseDynamicsDriver>(
      s.model_drivers.at("iiwa")));
  EXPECT_EQ(s.simulation_duration, 4.0);
  Simulation simulation(loaded);
  // 7 arm joints and the box's free joint (7 q, 6 v).
  EXPECT_EQ(simulation.plant().num_positions(), 14);
  EXPECT_EQ(simulation.plant().num_velocities(), 13);
}

// The default scenario end to end: the arm lowers the gripper around the
// block, the fingers (the plant's PD actuators, PdDriver) close, the arm
// lifts the block by friction, sets it down, the fingers open and the arm
// withdraws. Asserted from the logs (10 ms samples).
GTEST_TEST(SimulationTest, DefaultScenarioPicksAndPlacesTheBlock) {
  const LoadedScenario loaded =
      LoadScenario(DefaultScenarioFile(), "iiwa_wsg_box");
  EXPECT_EQ(loaded.scenario().simulation_duration, 6.0);
  EXPECT_TRUE(std::holds_alternative<PdDriver>(
      loaded.scenario().model_drivers.at("wsg")));
  Simulation simulation(loaded);
  const auto& plant = simulation.plant();
  RunOptions options;
  options.output_dir = TempPath("pick_run");
  const RunResult result = simulation.Run(options);
  ASSERT_TRUE(result.success) << result.error;

  const auto& root = simulation.simulator().get_context();
  const auto& signals = simulation.logged_signals();
  // state, net_actuation, desired_state, contact_results.
  ASSERT_EQ(signals.size(), 4u);
  EXPECT_EQ(signals[3].name, "contact_results");
  const auto& state = signals[0].sink->FindLog(root);
  const auto& desired = signals[2].sink->FindLog(root);
  const auto column = [&](const std::string& name) {
    const auto& names = simulation.state_names();
    const auto it = std::find(names.begin(), names.end(), name);
    EXPECT_NE(it, names.end()) << name;
    return static_cast<int>(it - names.begin());
  };
  const Eigen::VectorXd times = state.sample_times();
  const Eigen::MatrixXd& x = state.data();
  const int z = column("box::base_link_z");
  const int x_box = column("box::base_link_x");
  const int qw = column("box::base_link_qw");
  const int left = column("wsg::left_finger_sliding_joint_x");
  const int right = column("wsg::right_finger_sliding_joint_x");
  // The block's centre when it stands on the table top (z = 0.1 m): half
  // its 0.2 m height higher. Its corners are 1e-7 m spheres (the table's
  // default stiffness): it sinks by well under 1 mm.
  const double z_rest = 0.2;
  double z_max_lifted = 0;
  for (int k = 0; k < times.size(); ++k) {
    const double t = times[k];
    if (t <= 2.3) {
      // Undisturbed while the gripper comes down around it.
      EXPECT_NEAR(x(z, k), z_rest, 1e-3) << "t = " << t;
      EXPECT_NEAR(x(x_box, k), 0.6, 1e-3) << "t = " << t;
    }
    if (t >= 3.0 && t <= 4.2) z_max_lifted = std::max(z_max_lifted, x(z, k));
    if (t >= 3.2 && t <= 4.0) {
      // Held: the fingers stop at the block's faces (±0.0295 m less their
      // pads' reach), far from their desired ±0.01 m.
      EXPECT_LT(x(left, k), -0.02) << "t = " << t;
      EXPECT_GT(x(right, k), 0.02) << "t = " << t;
    }
  }
  // Lifted by friction alone (the fingers squeeze sideways): ≥ 4 cm.
  EXPECT_GT(z_max_lifted, z_rest + 0.04);
  // Set down and released: standing on the table again (upright within
  // 1e-3 of a unit quaternion's w), at rest, fingers open.
  const int last = times.size() - 1;
  EXPECT_NEAR(times[last], 6.0, 1e-12);
  EXPECT_NEAR(x(z, last), z_rest, 1e-3);
  EXPECT_GT(std::abs(x(qw, last)), 1 - 1e-3);
  EXPECT_LT(std::abs(x(x_box, last) - 0.6), 0.05);  // on the table top
  const int nq = plant.num_positions();
  EXPECT_LT(x.col(last)
                .tail(plant.num_velocities())
                .segment(column("box::base_link_wx") - nq, 6)
                .cwiseAbs()
                .maxCoeff(),
            1e-2);
  EXPECT_NEAR(x(left, last), -0.05, 1e-3);
  EXPECT_NEAR(x(right, last), 0.05, 1e-3);
  // The arm tracks its trajectory throughout, carrying the block and
  // touching it: within 0.02 rad (measured 0.01 rad).
  const Eigen::MatrixXd arm_error = x.topRows(7) - desired.data().topRows(7);
  EXPECT_LT(arm_error.cwiseAbs().maxCoeff(), 0.02);

  // The contact pairs (logged with the state, every 10 ms): while the block
  // is clear of the table (> 3 cm up) only the fingers touch it, squeezing
  // (normal forces > 0); at the end, released and at rest, the table alone
  // carries its weight, m·g = 0.1 kg · 9.81 m/s² (2%: the residual motion
  // bounded above).
  const ContactPairLogger* pair_logger = simulation.contact_pair_logger();
  ASSERT_NE(pair_logger, nullptr);
  const auto starts_with = [](const std::string& name, const char* prefix) {
    return name.rfind(prefix, 0) == 0;
  };
  int lifted_finger_rows = 0;
  double final_table_force = 0;
  double final_other_force = 0;
  for (const ContactPairRow& row : pair_logger->FindRows(root)) {
    const bool box_A = row.body_A == "box::base_link";
    const bool box_B = row.body_B == "box::base_link";
    if (!box_A && !box_B) continue;
    const std::string& other = box_A ? row.body_B : row.body_A;
    const int k = static_cast<int>(std::lround(row.time / 0.01));
    ASSERT_LT(k, times.size());
    if (x(z, k) > z_rest + 0.03) {
      EXPECT_TRUE(starts_with(other, "wsg::")) << other << " t = " << row.time;
      EXPECT_GT(row.normal_force, 0.0);
      ++lifted_finger_rows;
    }
    if (k == last) {
      (starts_with(other, "table::") ? final_table_force : final_other_force) +=
          row.normal_force;
    }
  }
  EXPECT_GT(lifted_finger_rows, 0);
  EXPECT_NEAR(final_table_force, 0.1 * 9.81, 0.02 * 0.981);
  EXPECT_EQ(final_other_force, 0.0);
}

// An infinite duration (Drake's default) is refused by Run() unless
// overridden; the override (--duration) wins over the scenario.
// A run sharing another Simulation's diagram starts from its own initial
// positions (the driver holds the joints its trajectory does not name at
// them) and logs exactly what its own build logs; it shares the diagram,
// not a copy. Its bad initial positions name its own file and key; a
// diagram with a viewer is not shared.
GTEST_TEST(SimulationTest, ARunSharesAnotherDiagram) {
  const std::string file = DefaultScenarioFile();
  const std::vector<std::string> common{"simulation_duration: 0.1",
                                        "logging: {signals: [state, "
                                        "desired_state], plot: false}"};
  std::vector<std::string> a_patches = common, b_patches = common;
  a_patches.push_back("initial_position: {iiwa: {iiwa_joint_1: 0.1}}");
  b_patches.push_back(
      "initial_position: {iiwa: {iiwa_joint_1: -0.2, iiwa_joint_2: 0.4}}");
  const LoadedScenario a = LoadScenario(file, "iiwa_wsg_box", a_patches);
  const LoadedScenario b = LoadScenario(file, "iiwa_wsg_box", b_patches);
  Simulation model(a);
  Simulation shared(model, b);
  Simulation own(b);
  EXPECT_EQ(&shared.diagram(), &model.diagram());
  EXPECT_NE(&own.diagram(), &model.diagram());
  RunOptions options;
  options.write_files = false;
  ASSERT_TRUE(shared.Run(options).success);
  ASSERT_TRUE(own.Run(options).success);
  ASSERT_EQ(shared.logged_signals().size(), 2);
  for (size_t k = 0; k < 2; ++k) {
    SCOPED_TRACE(own.logged_signals()[k].name);
    const auto& shared_log = shared.logged_signals()[k].sink->FindLog(
        shared.simulator().get_context());
    const auto& own_log =
        own.logged_signals()[k].sink->FindLog(own.simulator().get_context());
    ASSERT_EQ(shared_log.num_samples(), own_log.num_samples());
    // Bit-identical: the same arithmetic on the same values.
    EXPECT_TRUE(shared_log.data() == own_log.data());
    // Both start where b puts the arm; joint 1's desired angle (not named
    // by the driver) is b's, not the model's 0.1; joint 2's desired angle
    // is the trajectory's 0.3.
    EXPECT_EQ(shared_log.data()(0, 0), -0.2);
    EXPECT_EQ(shared_log.data()(1, 0), k == 1 ? 0.3 : 0.4);
    EXPECT_EQ(shared_log.data()(0, shared_log.num_samples() - 1),
              k == 1 ? -0.2 : own_log.data()(0, own_log.num_samples() - 1));
  }
  // The model's own run is unaffected by the runs sharing its diagram.
  ASSERT_TRUE(model.Run(options).success);
  const auto& model_desired =
      model.logged_signals()[1].sink->FindLog(model.simulator().get_context());
  EXPECT_EQ(model_desired.data()(0, 0), 0.1);

  std::vector<std::string> bad_patches = common;
  bad_patches.push_back("initial_position: {iiwa: {iiwa_joint_1: [0.1, 0.2]}}");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Simulation(model, LoadScenario(file, "iiwa_wsg_box", bad_patches)),
      ".*key 'initial_position.iiwa.iiwa_joint_1'.*joint 'iiwa_joint_1' has 1 "
      "position.s. but 2 value.s. were given.*");
  ViewerOptions replay;
  replay.replay = true;
  Simulation with_viewer(a, replay);
  EXPECT_THROW(Simulation(with_viewer, b), std::logic_error);
}

GTEST_TEST(SimulationTest, DurationMustBeFinite) {
  const std::string file = WriteTempFile(
      "infinite.yaml", std::string(kIiwaHeader) +
                           "  logging: {signals: [state], plot: false}\n");
  Simulation simulation(LoadScenario(file, "", {"simulation_duration: .inf"}));
  RunOptions options;
  options.output_dir = TempPath("infinite_run");
  DRAKE_EXPECT_THROWS_MESSAGE(
      simulation.Run(options),
      "--set patch 1 line 1, key 'simulation_duration': the simulation "
      "duration must be positive and finite but is inf; set "
      "simulation_duration in the scenario or pass --duration");
  options.duration = 0.02;
  const RunResult result = simulation.Run(options);
  EXPECT_TRUE(result.success);
  EXPECT_EQ(result.sim_time, 0.02);
}

}  // namespace simulation_test
}  // namespace simulate
}  // namespace tools
}  // namespace drake
