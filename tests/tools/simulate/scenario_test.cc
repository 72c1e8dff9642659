// Scenario loading for the simulate tool: Drake's hardware_sim defaults,
// each driver, --set patches merged over the file, and the file/line/key
// that every schema error names.

#include "drake/tools/simulate/scenario.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace tools {
namespace simulate {
namespace scenario_test {

// Writes `contents` to a fresh file in the test's temporary folder.
std::string WriteTempFile(const std::string& name,
                          const std::string& contents) {
  const std::string path =
      (std::filesystem::path(::testing::TempDir()) / name).string();
  std::ofstream(path) << contents;
  return path;
}

// Two scenarios; line numbers below are 1-based lines of this text.
constexpr char kTwoScenarios[] = R"(first:
  simulation_duration: 2.5
second:
  random_seed: 7
  model_drivers:
    arm: !InverseDynamicsDriver
      gains: {kp: [50], ki: [1], kd: [14]}
      desired_trajectory:
        times: [0, 1]
        positions: {joint_a: [0.1, 0.2]}
    hand: !ZeroForceDriver {}
    wrist: !JointStiffnessDriver
      kp: [300, 200]
      desired_trajectory: {interpolation: linear}
  initial_position:
    arm: {joint_a: 0.25, joint_b: [0.5]}
  logging:
    signals: [state]
    publish_period: 0.002
)";

// An empty scenario gets Drake's hardware_sim defaults (scenario.h there):
// seed 0, infinite duration, 1 ms max step, accuracy 1e-2, realtime 1, the
// MultibodyPlantConfig defaults; and ours: log state and net actuation
// every 10 ms, with a plot.
GTEST_TEST(ScenarioTest, Defaults) {
  const std::string file = WriteTempFile("defaults.yaml", "Defaults: {}\n");
  const LoadedScenario loaded = LoadScenario(file, "");
  EXPECT_EQ(loaded.name(), "Defaults");
  EXPECT_EQ(loaded.filename(), file);
  const Scenario& s = loaded.scenario();
  EXPECT_EQ(s.random_seed, 0u);
  EXPECT_TRUE(std::isinf(s.simulation_duration));
  EXPECT_EQ(s.simulator_config.integration_scheme, "runge_kutta3");
  EXPECT_EQ(s.simulator_config.max_step_size, 1e-3);
  EXPECT_EQ(s.simulator_config.accuracy, 1e-2);
  EXPECT_EQ(s.simulator_config.target_realtime_rate, 1.0);
  EXPECT_TRUE(s.simulator_config.use_error_control);
  EXPECT_EQ(s.plant_config.time_step, 0.001);
  EXPECT_EQ(s.plant_config.contact_model, "hydroelastic_with_fallback");
  EXPECT_TRUE(s.directives.empty());
  EXPECT_TRUE(s.model_drivers.empty());
  EXPECT_TRUE(s.initial_position.empty());
  EXPECT_EQ(s.logging.signals,
            (std::vector<std::string>{"state", "net_actuation"}));
  EXPECT_EQ(s.logging.publish_period, 0.01);
  EXPECT_TRUE(s.logging.plot);
  EXPECT_FALSE(s.visualization.has_value());

  // A null scenario (`Defaults:`) reads the same.
  const std::string null_file =
      WriteTempFile("null.yaml", "Defaults:\nOther: {}\n");
  EXPECT_TRUE(
      std::isinf(LoadScenario(null_file, "").scenario().simulation_duration));
}

// Without a name the first scenario is chosen; with one, that one. Each
// driver kind reads its fields; unmentioned fields keep their defaults;
// initial positions accept a bare number for a single-dof joint.
GTEST_TEST(ScenarioTest, NamesDriversAndInitialPositions) {
  const std::string file = WriteTempFile("two.yaml", kTwoScenarios);
  EXPECT_EQ(GetScenarioNames(file),
            (std::vector<std::string>{"first", "second"}));
  EXPECT_EQ(LoadScenario(file, "").name(), "first");
  EXPECT_EQ(LoadScenario(file, "").scenario().simulation_duration, 2.5);

  const LoadedScenario loaded = LoadScenario(file, "second");
  const Scenario& s = loaded.scenario();
  EXPECT_EQ(s.random_seed, 7u);
  ASSERT_EQ(s.model_drivers.size(), 3u);

  const auto& arm = std::get<InverseDynamicsDriver>(s.model_drivers.at("arm"));
  EXPECT_EQ(arm.gains.kp, Eigen::VectorXd::Constant(1, 50.0));
  EXPECT_EQ(arm.gains.ki, Eigen::VectorXd::Constant(1, 1.0));
  EXPECT_EQ(arm.gains.kd, Eigen::VectorXd::Constant(1, 14.0));
  EXPECT_EQ(arm.desired_trajectory.times, (std::vector<double>{0, 1}));
  EXPECT_EQ(arm.desired_trajectory.positions.at("joint_a"),
            (std::vector<double>{0.1, 0.2}));
  EXPECT_EQ(arm.desired_trajectory.interpolation, "cubic");

  EXPECT_TRUE(
      std::holds_alternative<ZeroForceDriver>(s.model_drivers.at("hand")));

  const auto& wrist =
      std::get<JointStiffnessDriver>(s.model_drivers.at("wrist"));
  EXPECT_EQ(wrist.kp, Eigen::Vector2d(300, 200));
  EXPECT_EQ(wrist.kd, Eigen::VectorXd::Constant(1, 20.0));  // the default
  EXPECT_EQ(wrist.desired_trajectory.interpolation, "linear");
  EXPECT_TRUE(wrist.desired_trajectory.times.empty());

  EXPECT_EQ(s.initial_position.at("arm").at("joint_a"),
            Eigen::VectorXd::Constant(1, 0.25));
  EXPECT_EQ(s.initial_position.at("arm").at("joint_b"),
            Eigen::VectorXd::Constant(1, 0.5));
  EXPECT_EQ(s.logging.signals, std::vector<std::string>{"state"});
  EXPECT_EQ(s.logging.publish_period, 0.002);

  // Where() names the file, the line of the key and the key path.
  EXPECT_EQ(loaded.Where({"model_drivers", "hand"}),
            "file '" + file + "' line 11, key 'second.model_drivers.hand'");
  EXPECT_EQ(
      loaded.Where({"initial_position", "arm", "joint_b"}),
      "file '" + file + "' line 16, key 'second.initial_position.arm.joint_b'");
  EXPECT_EQ(loaded.Where({"logging", "signals", "0"}),
            "file '" + file + "' line 18, key 'second.logging.signals[0]'");
  // A key the file does not hold falls back to its deepest enclosing key.
  EXPECT_EQ(loaded.Where({"model_drivers", "nobody"}),
            "file '" + file + "' line 5, key 'second.model_drivers'");
}

// --set patches merge over the file: named keys replace, mappings merge
// key by key (other drivers stay), sequences replace, later patches win,
// and Where() points into the patch that set a key.
GTEST_TEST(ScenarioTest, SetPatchesMerge) {
  const std::string file = WriteTempFile("patch.yaml", kTwoScenarios);
  const LoadedScenario loaded = LoadScenario(
      file, "second",
      {"simulation_duration: 1.0",
       "model_drivers:\n  arm: !InverseDynamicsDriver {gains: {kp: [80]}}",
       "logging: {signals: [state, net_actuation]}\nsimulation_duration: 0.5",
       "initial_position: {arm: {joint_a: -0.5}}"});
  const Scenario& s = loaded.scenario();
  EXPECT_EQ(s.simulation_duration, 0.5);  // the later patch wins
  EXPECT_EQ(s.random_seed, 7u);           // untouched
  ASSERT_EQ(s.model_drivers.size(), 3u);  // the map merged
  const auto& arm = std::get<InverseDynamicsDriver>(s.model_drivers.at("arm"));
  EXPECT_EQ(arm.gains.kp, Eigen::VectorXd::Constant(1, 80.0));
  EXPECT_EQ(arm.gains.kd, Eigen::VectorXd::Constant(1, 14.0));  // kept
  EXPECT_EQ(arm.desired_trajectory.times, (std::vector<double>{0, 1}));
  EXPECT_EQ(s.logging.signals,
            (std::vector<std::string>{"state", "net_actuation"}));
  EXPECT_EQ(s.logging.publish_period, 0.002);  // kept
  EXPECT_EQ(s.initial_position.at("arm").at("joint_a"),
            Eigen::VectorXd::Constant(1, -0.5));
  EXPECT_EQ(s.initial_position.at("arm").at("joint_b"),
            Eigen::VectorXd::Constant(1, 0.5));  // kept

  EXPECT_EQ(loaded.Where({"initial_position", "arm", "joint_a"}),
            "--set patch 4 line 1, key 'initial_position.arm.joint_a'");
  EXPECT_EQ(loaded.Where({"model_drivers", "arm", "gains", "kp"}),
            "--set patch 2 line 2, key 'model_drivers.arm.gains.kp'");
  // A key no patch sets is found in the file.
  EXPECT_EQ(loaded.Where({"model_drivers", "hand"}),
            "file '" + file + "' line 11, key 'second.model_drivers.hand'");
}

// Every schema error names the file (or patch), the line and the key path.
// The visualization key is Drake's VisualizationConfig: the keys given are
// read, the others keep Drake's defaults (publish_period 1/64 s, contacts
// drawn).
GTEST_TEST(ScenarioTest, Visualization) {
  const std::string file =
      WriteTempFile("visualization.yaml",
                    "s:\n  visualization:\n    publish_period: 0.05\n"
                    "    publish_proximity: false\n"
                    "    default_illustration_color: {rgba: [1, 0, 0, 1]}\n");
  const Scenario s = LoadScenario(file, "").scenario();
  ASSERT_TRUE(s.visualization.has_value());
  EXPECT_EQ(s.visualization->publish_period, 0.05);
  EXPECT_FALSE(s.visualization->publish_proximity);
  EXPECT_EQ(s.visualization->default_illustration_color.g(), 0.0);
  EXPECT_TRUE(s.visualization->publish_contacts);
  EXPECT_EQ(s.visualization->lcm_bus, "default");

  // An unknown key names the file, line and key.
  const std::string unknown = WriteTempFile(
      "visualization_unknown.yaml", "s:\n  visualization: {publish: true}\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadScenario(unknown, ""),
      "YAML error in file '.*visualization_unknown.yaml' at line 2, column "
      "[0-9]+: key 's.visualization.publish' .*unknown YAML key.*");
}

GTEST_TEST(ScenarioTest, SchemaErrors) {
  // An unknown key.
  const std::string unknown = WriteTempFile(
      "unknown.yaml", "s:\n  simulation_duration: 1\n  simulaton_time: 2\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadScenario(unknown, ""),
      "YAML error in file '.*unknown.yaml' at line 3, column 3: key "
      "'s.simulaton_time' .*unknown YAML key.*");

  // A value of the wrong type.
  const std::string wrong_type =
      WriteTempFile("wrong_type.yaml", "s:\n  simulation_duration: soon\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadScenario(wrong_type, ""),
      "YAML error in file '.*wrong_type.yaml' at line 2, column 24: key "
      "'s.simulation_duration' \\(C\\+\\+ type double\\): could not parse "
      "'soon' as double");

  // An unknown driver tag.
  const std::string bad_tag = WriteTempFile(
      "bad_tag.yaml", "s:\n  model_drivers:\n    arm: !PositionDriver {}\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadScenario(bad_tag, ""),
      "YAML error in file '.*bad_tag.yaml' at line 3, column 10: key "
      "'s.model_drivers.arm' .*the tag '!PositionDriver' names no "
      "alternative.*ZeroForceDriver.*InverseDynamicsDriver.*"
      "JointStiffnessDriver.*");

  // A driver field of the wrong type.
  const std::string bad_gain =
      WriteTempFile("bad_gain.yaml",
                    "s:\n  model_drivers:\n    arm: !InverseDynamicsDriver\n"
                    "      gains: {kp: high}\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadScenario(bad_gain, ""),
      "YAML error in file '.*bad_gain.yaml' at line 4, column 19: key "
      "'s.model_drivers.arm.gains.kp' .*expected a Sequence but found a "
      "Scalar \\('high'\\)");

  // A bare initial position that is not a number.
  const std::string bad_position = WriteTempFile(
      "bad_position.yaml", "s:\n  initial_position:\n    arm: {j1: up}\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadScenario(bad_position, ""),
      "YAML error in file '.*bad_position.yaml' at line 3, column 15: key "
      "'s.initial_position.arm.j1' \\(C\\+\\+ type double\\): could not "
      "parse 'up' as double");

  // Errors in a patch name the patch.
  const std::string good = WriteTempFile("good.yaml", "s: {}\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadScenario(good, "", {"simulation_duration: [1]"}),
      "YAML error in file '--set patch 1' at line 1, column 22: key "
      "'simulation_duration' .*expected a Scalar but found a Sequence");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadScenario(good, "", {"duration: 1"}),
      "YAML error in file '--set patch 1' at line 1, column 1: key "
      "'duration' .*unknown YAML key.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadScenario(good, "", {"1.0"}),
      "--set '1.0': a patch must be a YAML mapping of scenario keys.*");
  DRAKE_EXPECT_THROWS_MESSAGE(LoadScenario(good, "", {"a: [1"}),
                              "--set 'a: \\[1': YAML error in a YAML string: "
                              "could not parse the document.*");
}

GTEST_TEST(ScenarioTest, FileErrors) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadScenario("/no/such/scenarios.yaml", ""),
      "LoadYamlFile: could not open the file '/no/such/scenarios.yaml'");
  const std::string file = WriteTempFile("names.yaml", kTwoScenarios);
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadScenario(file, "third"),
      "Scenario file '.*names.yaml' has no scenario named 'third'; it has: "
      "first, second");
  const std::string list = WriteTempFile("list.yaml", "- a\n- b\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LoadScenario(list, ""),
      "Scenario file '.*list.yaml': the document must be a mapping from "
      "scenario name to scenario \\(line 1\\)");
  const std::string empty = WriteTempFile("empty.yaml", "{}\n");
  DRAKE_EXPECT_THROWS_MESSAGE(LoadScenario(empty, ""),
                              "Scenario file '.*empty.yaml' holds no "
                              "scenario");
}

}  // namespace scenario_test
}  // namespace simulate
}  // namespace tools
}  // namespace drake
