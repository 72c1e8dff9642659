// The simulate program's command line: options reach the run, exit status
// 0/1/2 for success, a failed (diverged) run and bad input, and errors go to
// stderr as one message (never an abort).

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "tools/simulate/child_process.h"

namespace drake {
namespace tools {
namespace simulate {
namespace simulate_cli_test {

namespace fs = std::filesystem;
using test::StartProgramIn;
using test::WaitForExit;
using test::WaitForText;

struct Outcome {
  int status{-1};
  std::string out;
  std::string err;
};

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs the program with `args` (already shell-quoted) in a fresh folder.
Outcome RunProgram(const std::string& name, const std::string& args) {
  const fs::path dir = fs::path(::testing::TempDir()) / ("cli_" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string command = "cd '" + dir.string() + "' && '" +
                              MALLARD_SIMULATE_PROGRAM + "' " + args +
                              " > out.txt 2> err.txt";
  const int raw = std::system(command.c_str());
  Outcome outcome;
  outcome.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  outcome.out = ReadFile((dir / "out.txt").string());
  outcome.err = ReadFile((dir / "err.txt").string());
  return outcome;
}

int CountLines(const std::string& path) {
  std::ifstream in(path);
  int count = 0;
  for (std::string line; std::getline(in, line);) ++count;
  return count;
}

// The default scenario with --duration and --output: status 0, the summary,
// and the files (header + 21 rows at 10 ms for 0.2 s).
GTEST_TEST(SimulateCliTest, DefaultScenarioRuns) {
  const Outcome outcome = RunProgram("default", "--duration 0.2 --output out");
  EXPECT_EQ(outcome.status, 0) << outcome.err;
  EXPECT_NE(outcome.out.find("Scenario 'iiwa_wsg_box'"), std::string::npos);
  EXPECT_NE(outcome.out.find("(the default scenario"), std::string::npos);
  EXPECT_NE(outcome.out.find("realtime factor"), std::string::npos);
  const fs::path dir = fs::path(::testing::TempDir()) / "cli_default/out";
  EXPECT_EQ(CountLines((dir / "state.csv").string()), 22);
  EXPECT_EQ(CountLines((dir / "net_actuation.csv").string()), 22);
  // The default scenario logs contact results too.
  EXPECT_EQ(CountLines((dir / "contact_results.csv").string()), 22);
  EXPECT_TRUE(fs::exists(dir / "contact_pairs.csv"));
  EXPECT_TRUE(fs::exists(dir / "plot.svg"));
}

// --set, --scenario-name and a file argument; --list and --help.
GTEST_TEST(SimulateCliTest, OptionsReachTheScenario) {
  const std::string file =
      (fs::path(::testing::TempDir()) / "cli_scenarios.yaml").string();
  std::ofstream(file) << R"(short:
  simulation_duration: 0.03
  simulator_config: {target_realtime_rate: 0}
  directives:
  - add_model:
      name: iiwa
      file: package://drake/manipulation/models/iiwa_description/urdf/iiwa14_no_collision.urdf
  - add_weld: {parent: world, child: iiwa::base}
  logging: {signals: [state], plot: false}
other: {}
)";
  const Outcome listed = RunProgram("list", "'" + file + "' --list");
  EXPECT_EQ(listed.status, 0);
  EXPECT_EQ(listed.out, "short\nother\n");

  const Outcome run = RunProgram(
      "set", "'" + file +
                 "' --scenario-name short --set 'logging: {publish_period: "
                 "0.001}' --output=o");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("(chosen with --scenario-name"), std::string::npos);
  // 0.03 s logged every 1 ms: 31 rows and the header.
  EXPECT_EQ(
      CountLines(
          (fs::path(::testing::TempDir()) / "cli_set/o/state.csv").string()),
      32);
  EXPECT_FALSE(
      fs::exists(fs::path(::testing::TempDir()) / "cli_set/o/plot.svg"));

  const Outcome help = RunProgram("help", "--help");
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("Usage: simulate [SCENARIO.yaml]"),
            std::string::npos);
}

// Bad input: status 2, one error line on stderr, nothing simulated.
GTEST_TEST(SimulateCliTest, BadInputExitsWithTwo) {
  const std::vector<std::pair<std::string, std::string>> cases{
      {"--duration soon",
       "simulate: error: --duration expects a number but "
       "got 'soon'\n"},
      {"--frobnicate",
       "simulate: error: unknown option '--frobnicate' (see "
       "--help)\n"},
      {"no_such.yaml",
       "simulate: error: LoadYamlFile: could not open the "
       "file 'no_such.yaml'\n"},
      {"--set 'model_drivers: {arm: !ZeroForceDriver {}}'",
       "simulate: error: --set patch 1 line 1, key 'model_drivers.arm': a "
       "driver names the model 'arm', but the plant has no such model "
       "instance; it has: WorldModelInstance, DefaultModelInstance, iiwa, "
       "wsg, table, box\n"},
      {"--duration -1", "simulate: error: file '"},
  };
  int i = 0;
  for (const auto& [args, message] : cases) {
    const Outcome outcome = RunProgram("bad" + std::to_string(i++), args);
    EXPECT_EQ(outcome.status, 2) << args;
    EXPECT_EQ(outcome.err.substr(0, message.size()), message) << args;
    EXPECT_EQ(outcome.out.find("Simulated"), std::string::npos) << args;
  }
}

// A diverging run: status 1, the diagnosis and where the log went.
GTEST_TEST(SimulateCliTest, DivergenceExitsWithOne) {
  const Outcome outcome =
      RunProgram("nan",
                 "--set 'initial_position: {iiwa: {iiwa_joint_2: .nan}}' "
                 "--output nan_out");
  EXPECT_EQ(outcome.status, 1);
  EXPECT_NE(outcome.err.find("simulate: error: the simulation diverged at "
                             "t = 0 s: state entry 'iiwa::iiwa_joint_2_q'"),
            std::string::npos)
      << outcome.err;
  EXPECT_NE(outcome.err.find("the log up to t = 0 s was written to nan_out"),
            std::string::npos);
  EXPECT_EQ(
      CountLines((fs::path(::testing::TempDir()) / "cli_nan/nan_out/state.csv")
                     .string()),
      2);
}

std::vector<std::string> ReadLines(const fs::path& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Checks a CSV log of an interrupted run: a header, then rows of as many
// fields, one per 10 ms from t = 0; returns the last row's time.
double CheckCsvLog(const fs::path& path) {
  const std::vector<std::string> lines = ReadLines(path);
  EXPECT_GE(lines.size(), 2u) << path;
  if (lines.size() < 2) return -1;
  const auto count_fields = [](const std::string& line) {
    return std::count(line.begin(), line.end(), ',') + 1;
  };
  const auto fields = count_fields(lines[0]);
  EXPECT_EQ(lines[0].rfind("time,", 0), 0u) << path;
  for (size_t i = 1; i < lines.size(); ++i) {
    EXPECT_EQ(count_fields(lines[i]), fields) << path << " line " << i + 1;
    // Times 0, 0.01, 0.02, ... (written with 9 significant digits).
    EXPECT_NEAR(std::stod(lines[i]), 0.01 * (i - 1), 1e-9)
        << path << " line " << i + 1;
  }
  return std::stod(lines.back());
}

// The files an interrupted default-scenario run leaves: each complete, none
// under a temporary name.
void CheckInterruptedRunFiles(const fs::path& out_dir, double* last_time) {
  *last_time = CheckCsvLog(out_dir / "state.csv");
  EXPECT_EQ(CheckCsvLog(out_dir / "net_actuation.csv"), *last_time);
  EXPECT_EQ(CheckCsvLog(out_dir / "desired_state.csv"), *last_time);
  EXPECT_EQ(CheckCsvLog(out_dir / "contact_results.csv"), *last_time);
  EXPECT_EQ(ReadLines(out_dir / "contact_pairs.csv").at(0).rfind("time,", 0),
            0u);
  const std::string svg = ReadFile((out_dir / "plot.svg").string());
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  EXPECT_TRUE(svg.ends_with("</svg>\n"));
  const std::string html = ReadFile((out_dir / "replay.html").string());
  EXPECT_NE(html.find("</html>"), std::string::npos);
  for (const auto& entry : fs::directory_iterator(out_dir)) {
    EXPECT_NE(entry.path().extension(), ".partial") << entry.path();
  }
}

// Ctrl-C (SIGINT) during the simulation: the run stops at the end of the
// step, writes the logs up to then (CSV, plot, replay) and exits with 130
// (128 + SIGINT). The signal is sent once the first progress line shows
// that steps were taken (printed after 5 s of wall time when the output is
// not a terminal); paced at real time, the run is then far from its 60 s.
GTEST_TEST(SimulateCliTest, SigintStopsAndWritesTheLogs) {
  const fs::path dir = fs::path(::testing::TempDir()) / "cli_sigint";
  const pid_t pid = StartProgramIn(
      MALLARD_SIMULATE_PROGRAM, dir,
      {"--duration", "60", "--realtime", "1", "--output", "out"});
  ASSERT_GT(pid, 0);
  const bool started = WaitForText(dir / "out.txt", "t = ", 300);
  kill(pid, SIGINT);
  const int status = WaitForExit(pid);
  ASSERT_TRUE(started) << ReadFile((dir / "err.txt").string());
  EXPECT_EQ(status, 130) << ReadFile((dir / "err.txt").string());
  const std::string err = ReadFile((dir / "err.txt").string());
  EXPECT_NE(err.find("simulate: SIGINT: interrupted at t = "),
            std::string::npos)
      << err;
  EXPECT_NE(err.find("the log up to then was written to out"),
            std::string::npos)
      << err;
  double last_time = 0;
  CheckInterruptedRunFiles(dir / "out", &last_time);
  // Steps were taken (at least one 10 ms log period), and the run stopped
  // well before its end.
  EXPECT_GE(last_time, 0.01);
  EXPECT_LT(last_time, 60.0);
  // The summary was printed with the time reached.
  EXPECT_NE(ReadFile((dir / "out.txt").string()).find("Wrote "),
            std::string::npos);
}

// SIGTERM as soon as the scenario is named (while the models load, or soon
// after on a fast machine): the run stops at its start or at the end of an
// early step, the files hold the samples up to then, and the status is 143
// (128 + SIGTERM). (One signal only: a second one would end the program at
// once, the handler having reset itself.)
GTEST_TEST(SimulateCliTest, SigtermDuringLoadingExitsWith143) {
  const fs::path dir = fs::path(::testing::TempDir()) / "cli_sigterm";
  const pid_t pid = StartProgramIn(
      MALLARD_SIMULATE_PROGRAM, dir,
      {"--duration", "60", "--realtime", "1", "--output", "out"});
  ASSERT_GT(pid, 0);
  // Printed after the handler is installed and before the models load.
  const bool started = WaitForText(dir / "out.txt", "Scenario '", 300);
  kill(pid, SIGTERM);
  const int status = WaitForExit(pid);
  ASSERT_TRUE(started) << ReadFile((dir / "err.txt").string());
  EXPECT_EQ(status, 143) << ReadFile((dir / "err.txt").string());
  EXPECT_NE(ReadFile((dir / "err.txt").string())
                .find("simulate: SIGTERM: interrupted at t = "),
            std::string::npos);
  double last_time = -1;
  CheckInterruptedRunFiles(dir / "out", &last_time);
  EXPECT_LT(last_time, 60.0);
}

}  // namespace simulate_cli_test
}  // namespace simulate
}  // namespace tools
}  // namespace drake
