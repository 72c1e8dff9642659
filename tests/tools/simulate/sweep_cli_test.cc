// simulate --sweep, --sample and --merge: the sweep of the default scenario
// gives the same sweep.csv on one thread, on two, and as two Slurm array
// tasks merged; a diverging sample is recorded (exit status 1, not fatal);
// merging with a missing shard names the missing samples; SIGINT or SIGTERM
// stops a sweep, which writes the rows so far and exits 130 or 143.

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "tools/simulate/child_process.h"

namespace drake {
namespace tools {
namespace simulate {
namespace sweep_cli_test {

namespace fs = std::filesystem;
using test::StartProgramIn;
using test::WaitForExit;
using test::WaitForText;

struct Outcome {
  int status{-1};
  std::string out;
  std::string err;
};

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

int CountLines(const fs::path& path) {
  std::ifstream in(path);
  int count = 0;
  for (std::string line; std::getline(in, line);) ++count;
  return count;
}

fs::path Dir(const std::string& name) {
  return fs::path(::testing::TempDir()) / ("sweep_cli_" + name);
}

// Runs `env simulate args` (already shell-quoted) in the folder of `name`
// (created if missing; not emptied, so shards can share it).
Outcome RunProgram(const std::string& name, const std::string& env,
                   const std::string& args) {
  const fs::path dir = Dir(name);
  fs::create_directories(dir);
  const std::string command = "cd '" + dir.string() + "' && env " + env + " '" +
                              MALLARD_SIMULATE_PROGRAM + "' " + args +
                              " > out.txt 2> err.txt";
  const int raw = std::system(command.c_str());
  Outcome outcome;
  outcome.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  outcome.out = ReadFile(dir / "out.txt");
  outcome.err = ReadFile(dir / "err.txt");
  return outcome;
}

// 8 samples of the default scenario, 0.05 s each, with a random initial
// angle of the first joint and the block's final height as a metric.
constexpr char kSweep[] =
    "--set 'sweep: {num_samples: 8, seed: 11, metrics: {box_z: {signal: "
    "state, column: \"box::base_link_z\"}}}' --set 'initial_position: {iiwa: "
    "{iiwa_joint_1: !Uniform {min: -0.2, max: 0.2}}}' --duration 0.05 "
    "--output out";

GTEST_TEST(SweepCliTest, SameCsvOnOneAndTwoThreads) {
  fs::remove_all(Dir("one"));
  fs::remove_all(Dir("two"));
  const Outcome one =
      RunProgram("one", "", std::string("--sweep --threads 1 ") + kSweep);
  ASSERT_EQ(one.status, 0) << one.err;
  const Outcome two =
      RunProgram("two", "", std::string("--sweep --threads 2 ") + kSweep);
  ASSERT_EQ(two.status, 0) << two.err;
  EXPECT_NE(one.out.find("8 samples (1 grid point × 8 per grid point, seeds "
                         "11..18); running 8 samples on 1 thread"),
            std::string::npos)
      << one.out;
  // The progress line's last state.
  EXPECT_NE(two.out.find("sweep: 8/8 samples done, 0 failed"),
            std::string::npos)
      << two.out;
  const std::string csv = ReadFile(Dir("one") / "out/sweep.csv");
  EXPECT_EQ(csv, ReadFile(Dir("two") / "out/sweep.csv"));
  EXPECT_EQ(CountLines(Dir("one") / "out/sweep.csv"), 9);
  EXPECT_EQ(csv.rfind("index,seed,initial_position.iiwa.iiwa_joint_1,outcome,"
                      "sim_time,num_steps,box_z,message\n0,11,",
                      0),
            0u)
      << csv;
  // No per-sample logs unless asked.
  EXPECT_FALSE(fs::exists(Dir("one") / "out/sample_0"));
  EXPECT_FALSE(fs::exists(Dir("one") / "out/state.csv"));

  // --sample reruns one sample alone, with its logs.
  const Outcome sample = RunProgram(
      "one", "", std::string("--sample 3 --no-replay ") + kSweep + "3");
  EXPECT_EQ(sample.status, 0) << sample.err;
  EXPECT_NE(sample.out.find("Sample 3 of the sweep (seed 14): "
                            "initial_position.iiwa.iiwa_joint_1 = "),
            std::string::npos)
      << sample.out;
  EXPECT_TRUE(fs::exists(Dir("one") / "out3/state.csv"));
}

GTEST_TEST(SweepCliTest, SlurmShardsMergeIntoTheSameCsv) {
  fs::remove_all(Dir("whole"));
  fs::remove_all(Dir("slurm"));
  const Outcome whole =
      RunProgram("whole", "", std::string("--sweep ") + kSweep);
  ASSERT_EQ(whole.status, 0) << whole.err;
  for (int task : {3, 4}) {
    const Outcome shard =
        RunProgram("slurm",
                   "SLURM_ARRAY_TASK_ID=" + std::to_string(task) +
                       " SLURM_ARRAY_TASK_COUNT=2 SLURM_ARRAY_TASK_MIN=3",
                   std::string("--sweep ") + kSweep);
    ASSERT_EQ(shard.status, 0) << shard.err;
    EXPECT_NE(shard.out.find(
                  fmt::format("running 4 samples (Slurm array task {}: shard "
                              "{} of 2)",
                              task, task - 3)),
              std::string::npos)
        << shard.out;
    EXPECT_EQ(CountLines(Dir("slurm") / fmt::format("out/sweep.{}.csv", task)),
              6);
  }
  // A missing shard: the merge names its samples and writes nothing.
  fs::rename(Dir("slurm") / "out/sweep.4.csv", Dir("slurm") / "sweep.4.csv");
  const Outcome missing = RunProgram("slurm", "", "--merge out");
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("4 of the 8 samples are missing from 'out': 4-7"),
            std::string::npos)
      << missing.err;
  EXPECT_FALSE(fs::exists(Dir("slurm") / "out/sweep.csv"));
  fs::rename(Dir("slurm") / "sweep.4.csv", Dir("slurm") / "out/sweep.4.csv");
  const Outcome merged = RunProgram("slurm", "", "--merge out");
  ASSERT_EQ(merged.status, 0) << merged.err;
  EXPECT_EQ(ReadFile(Dir("slurm") / "out/sweep.csv"),
            ReadFile(Dir("whole") / "out/sweep.csv"));
  // A task id outside the array.
  const Outcome outside =
      RunProgram("slurm", "SLURM_ARRAY_TASK_ID=9 SLURM_ARRAY_TASK_COUNT=2",
                 std::string("--sweep ") + kSweep);
  EXPECT_EQ(outside.status, 2);
  EXPECT_NE(outside.err.find("SLURM_ARRAY_TASK_ID=9 is not in"),
            std::string::npos)
      << outside.err;
}

// mpirun -n 2: rank 0 gathers the rows into the same sweep.csv as one
// process writes; an error (here a bad grid) is reported once, by the
// lowest rank that has it, and every rank exits with status 2.
GTEST_TEST(SweepCliTest, MpiRanksGatherTheSameCsv) {
#ifndef MALLARD_MPIEXEC
  GTEST_SKIP() << "simulate is built without MPI, or mpirun is not installed "
                  "(tools/setup installs Open MPI)";
#else
  fs::remove_all(Dir("mpi_one"));
  fs::remove_all(Dir("mpi"));
  const Outcome one =
      RunProgram("mpi_one", "", std::string("--sweep ") + kSweep);
  ASSERT_EQ(one.status, 0) << one.err;
  // (As root, Open MPI wants --allow-run-as-root; --oversubscribe lets two
  // ranks run on a machine with fewer free slots.)
  const std::string mpirun = std::string(MALLARD_MPIEXEC) +
                             " --allow-run-as-root --oversubscribe -n 2";
  const fs::path dir = Dir("mpi");
  fs::create_directories(dir);
  const std::string command = "cd '" + dir.string() + "' && " + mpirun + " '" +
                              MALLARD_SIMULATE_PROGRAM + "' --sweep " + kSweep +
                              " > out.txt 2> err.txt";
  const int raw = std::system(command.c_str());
  ASSERT_TRUE(WIFEXITED(raw) && WEXITSTATUS(raw) == 0)
      << ReadFile(dir / "err.txt");
  const std::string out = ReadFile(dir / "out.txt");
  EXPECT_NE(out.find("running 8 samples over 2 MPI ranks"), std::string::npos)
      << out;
  EXPECT_EQ(ReadFile(dir / "out/sweep.csv"),
            ReadFile(Dir("mpi_one") / "out/sweep.csv"));

  const std::string bad = "cd '" + dir.string() + "' && " + mpirun + " '" +
                          MALLARD_SIMULATE_PROGRAM +
                          "' --sweep --set 'sweep: {num_samples: 0}' > "
                          "bad_out.txt 2> bad_err.txt";
  const int bad_raw = std::system(bad.c_str());
  EXPECT_TRUE(WIFEXITED(bad_raw) && WEXITSTATUS(bad_raw) == 2);
  const std::string err = ReadFile(dir / "bad_err.txt");
  const std::string message = "key 'sweep.num_samples': expected a positive";
  const size_t first = err.find(message);
  EXPECT_NE(first, std::string::npos) << err;
  EXPECT_EQ(err.find(message, first + 1), std::string::npos) << err;
#endif
}

GTEST_TEST(SweepCliTest, ADivergingSampleIsReportedNotFatal) {
  fs::remove_all(Dir("diverge"));
  const Outcome outcome =
      RunProgram("diverge", "",
                 "--sweep --set 'sweep: {num_samples: 1, grid: "
                 "{initial_position.iiwa.iiwa_joint_2: [0.3, .nan, 0.4]}}' "
                 "--duration 0.05 --sweep-logs --output out");
  EXPECT_EQ(outcome.status, 1) << outcome.err;
  // --sweep-logs: every sample's logs (0.05 s at 10 ms: header + 6 rows),
  // the diverged one's too.
  EXPECT_EQ(CountLines(Dir("diverge") / "out/sample_0/state.csv"), 7);
  EXPECT_TRUE(fs::exists(Dir("diverge") / "out/sample_1/state.csv"));
  EXPECT_TRUE(fs::exists(Dir("diverge") / "out/sample_2/plot.svg"));
  EXPECT_NE(outcome.out.find("sweep: 3/3 samples done, 1 failed"),
            std::string::npos)
      << outcome.out;
  const std::string csv = ReadFile(Dir("diverge") / "out/sweep.csv");
  EXPECT_NE(csv.find("\n0,0,0.3,finished,0.05,"), std::string::npos) << csv;
  EXPECT_NE(csv.find("\n1,1,.nan,diverged,0,0,\"the simulation diverged at "
                     "t = 0 s: state entry 'iiwa::iiwa_joint_2_q'"),
            std::string::npos)
      << csv;
  EXPECT_NE(csv.find("\n2,2,0.4,finished,0.05,"), std::string::npos) << csv;
}

GTEST_TEST(SweepCliTest, BadInput) {
  // A random value outside a sweep.
  const Outcome random = RunProgram(
      "bad", "",
      "--set 'plant_config: {time_step: !Uniform {min: 0.001, max: 0.002}}' "
      "--duration 0.05");
  EXPECT_EQ(random.status, 2);
  EXPECT_NE(random.err.find("--set patch 1' line 1, key "
                            "'plant_config.time_step': a random value "
                            "(!Uniform) is drawn per sample only by a sweep"),
            std::string::npos)
      << random.err;
  // A bad grid.
  const Outcome grid = RunProgram(
      "bad", "", "--sweep --set 'sweep: {grid: {plant_config.time_step: 1}}'");
  EXPECT_EQ(grid.status, 2);
  EXPECT_NE(grid.err.find("key 'sweep.grid.plant_config.time_step': expected "
                          "a non-empty list"),
            std::string::npos)
      << grid.err;
  const Outcome meshcat = RunProgram("bad", "", "--sweep --meshcat");
  EXPECT_EQ(meshcat.status, 2);
  EXPECT_NE(meshcat.err.find("--meshcat and --realtime do not apply to "
                             "--sweep"),
            std::string::npos)
      << meshcat.err;
  const Outcome merge = RunProgram("bad", "", "--merge nowhere");
  EXPECT_EQ(merge.status, 2);
  EXPECT_NE(merge.err.find("--merge: 'nowhere' is not a folder"),
            std::string::npos);
#ifndef MALLARD_WITH_MPI
  // Started by mpirun without MPI support: says how to enable it.
  const Outcome mpi = RunProgram("bad", "OMPI_COMM_WORLD_SIZE=2",
                                 std::string("--sweep ") + kSweep);
  EXPECT_EQ(mpi.status, 2);
  EXPECT_NE(mpi.err.find("built without MPI"), std::string::npos) << mpi.err;
  EXPECT_NE(mpi.err.find("libopenmpi-dev"), std::string::npos) << mpi.err;
#endif
}

// Starts `simulate args` in the folder of `name` (emptied), its output
// going to out.txt and err.txt there; returns its process id.
pid_t StartProgram(const std::string& name,
                   const std::vector<std::string>& args) {
  return StartProgramIn(MALLARD_SIMULATE_PROGRAM, Dir(name), args);
}

// Checks the sweep.csv of an interrupted sweep on one thread: the header,
// then the rows of samples 0, 1, ... in order, each "finished" except that
// the last may be "interrupted" (the sample running when the signal came,
// stopped before its 60 s); no file is left under a temporary name.
// Returns the number of rows.
int CheckInterruptedSweepCsv(const fs::path& out_dir) {
  std::ifstream in(out_dir / "sweep.csv");
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  EXPECT_GE(lines.size(), 1u);
  if (lines.empty()) return 0;
  EXPECT_EQ(lines[0].rfind("index,seed,", 0), 0u) << lines[0];
  const int num_rows = static_cast<int>(lines.size()) - 1;
  for (int i = 0; i < num_rows; ++i) {
    const std::string& row = lines[i + 1];
    // index,seed,<drawn q1>,outcome,...
    EXPECT_EQ(row.rfind(fmt::format("{},{},", i, 3 + i), 0), 0u) << row;
    const bool last = i == num_rows - 1;
    const bool interrupted =
        row.find(",interrupted,") != std::string::npos &&
        row.find("interrupted at t = ") != std::string::npos;
    EXPECT_TRUE(row.find(",finished,0.5,") != std::string::npos ||
                (last && interrupted))
        << row;
  }
  for (const auto& entry : fs::directory_iterator(out_dir)) {
    EXPECT_NE(entry.path().extension(), ".partial") << entry.path();
  }
  return num_rows;
}

// The arguments of a long sweep: 1000 samples of 0.5 s of the default
// scenario on one thread (an hour or more), so a signal always finds it
// running.
std::vector<std::string> LongSweepArgs() {
  return {"--sweep",
          "--threads",
          "1",
          "--set",
          "sweep: {num_samples: 1000, seed: 3}",
          "--set",
          "initial_position: {iiwa: {iiwa_joint_1: !Uniform {min: -0.2, max: "
          "0.2}}}",
          "--duration",
          "0.5",
          "--output",
          "out"};
}

// Ctrl-C (SIGINT) once the first progress line is printed (after 5 s, the
// output not being a terminal): the sweep starts no new sample, the running
// one stops at the end of its step, sweep.csv holds the rows so far (at
// least the running sample's) and the status is 130 (128 + SIGINT).
GTEST_TEST(SweepCliTest, SigintStopsTheSweepAndWritesItsRows) {
  const pid_t pid = StartProgram("sigint", LongSweepArgs());
  ASSERT_GT(pid, 0);
  const bool started = WaitForText(Dir("sigint") / "out.txt", "sweep: ", 300);
  kill(pid, SIGINT);
  const int status = WaitForExit(pid);
  const std::string err = ReadFile(Dir("sigint") / "err.txt");
  ASSERT_TRUE(started) << err;
  EXPECT_EQ(status, 130) << err;
  EXPECT_NE(err.find("simulate: SIGINT: the sweep stopped after "),
            std::string::npos)
      << err;
  EXPECT_NE(err.find("of 1000; their rows were written to out/sweep.csv"),
            std::string::npos)
      << err;
  const int num_rows = CheckInterruptedSweepCsv(Dir("sigint") / "out");
  EXPECT_GE(num_rows, 1);
  EXPECT_LT(num_rows, 1000);
}

// SIGTERM as soon as the sweep is announced (its samples about to start):
// sweep.csv is written with the rows up to then (none or the first sample,
// interrupted) and the status is 143 (128 + SIGTERM).
GTEST_TEST(SweepCliTest, SigtermAtTheStartExitsWith143) {
  const pid_t pid = StartProgram("sigterm", LongSweepArgs());
  ASSERT_GT(pid, 0);
  const bool started =
      WaitForText(Dir("sigterm") / "out.txt", "Sweep of scenario", 300);
  kill(pid, SIGTERM);
  const int status = WaitForExit(pid);
  const std::string err = ReadFile(Dir("sigterm") / "err.txt");
  ASSERT_TRUE(started) << err;
  EXPECT_EQ(status, 143) << err;
  EXPECT_NE(err.find("simulate: SIGTERM: the sweep stopped after "),
            std::string::npos)
      << err;
  EXPECT_LE(CheckInterruptedSweepCsv(Dir("sigterm") / "out"), 1);
}

}  // namespace sweep_cli_test
}  // namespace simulate
}  // namespace tools
}  // namespace drake
