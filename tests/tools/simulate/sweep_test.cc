// Scenario sweeps: the sweep section's parsing and errors, each sample's
// grid point and random values, rows identical whatever the number of
// threads, a diverging sample recorded, and Slurm shards merged.

#include "drake/tools/simulate/sweep.h"

#include <atomic>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"
#include "drake/common/text_logging.h"

namespace drake {
namespace tools {
namespace simulate {
namespace sweep_test {

namespace fs = std::filesystem;

std::string DefaultFile() {
  return FindResourceOrThrow("drake/examples/simulate/iiwa_scenarios.yaml");
}

std::string WriteScenario(const std::string& name, const std::string& text) {
  const std::string file = (fs::path(::testing::TempDir()) / name).string();
  std::ofstream(file) << text;
  return file;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A small arm alone: fast to build and run.
constexpr char kArm[] = R"(arm:
  simulation_duration: 0.05
  simulator_config: {target_realtime_rate: 0}
  directives:
  - add_model:
      name: iiwa
      file: package://drake/manipulation/models/iiwa_description/urdf/iiwa14_no_collision.urdf
  - add_weld: {parent: world, child: iiwa::base}
  initial_position:
    iiwa:
      iiwa_joint_2: !Uniform {min: 0.1, max: 0.3}
      iiwa_joint_4: !GaussianVector {mean: [-1.5], stddev: [0.1]}
  logging: {signals: [state], plot: false}
  sweep:
    num_samples: 3
    seed: 20
    grid:
      plant_config.time_step: [0.001, 0.002]
    metrics:
      q2_final: {signal: state, column: "iiwa::iiwa_joint_2_q"}
)";

GTEST_TEST(SweepTest, SamplesTheGridAndTheRandomValues) {
  const std::string file = WriteScenario("sweep_arm.yaml", kArm);
  const Sweep sweep(file, "", {});
  EXPECT_EQ(sweep.config().num_samples, 3);
  EXPECT_EQ(sweep.config().seed, 20);
  EXPECT_EQ(sweep.total_samples(), 6);
  const std::vector<std::string> expected_columns{
      "index",
      "seed",
      "plant_config.time_step",
      "initial_position.iiwa.iiwa_joint_2",
      "initial_position.iiwa.iiwa_joint_4[0]",
      "outcome",
      "sim_time",
      "num_steps",
      "q2_final",
      "message"};
  EXPECT_EQ(sweep.columns(), expected_columns);

  for (int index = 0; index < 6; ++index) {
    SCOPED_TRACE(index);
    std::vector<std::pair<std::string, std::string>> values;
    const LoadedScenario loaded = sweep.LoadSample(index, &values);
    const Scenario& scenario = loaded.scenario();
    // Grid point index / 3; random_seed = seed + index.
    EXPECT_EQ(scenario.plant_config.time_step, index < 3 ? 0.001 : 0.002);
    EXPECT_EQ(scenario.random_seed, 20u + index);
    ASSERT_EQ(values.size(), 3);
    EXPECT_EQ(values[0].second, index < 3 ? "0.001" : "0.002");
    // The draws, in document order, from RandomGenerator(seed + index),
    // written so that they read back exactly.
    RandomGenerator generator(20 + index);
    const double q2 = std::uniform_real_distribution<double>(
        0.1, 0.3)(generator);  // As schema::Uniform draws.
    const double q4 = -1.5 + 0.1 * std::normal_distribution<double>()(
                                       generator);  // As GaussianVector.
    const double loaded_q2 =
        scenario.initial_position.at("iiwa").at("iiwa_joint_2")[0];
    const double loaded_q4 =
        scenario.initial_position.at("iiwa").at("iiwa_joint_4")[0];
    EXPECT_EQ(loaded_q2, q2);
    EXPECT_EQ(loaded_q4, q4);
    EXPECT_EQ(std::stod(values[1].second), q2);
    EXPECT_EQ(std::stod(values[2].second), q4);
    // The same index draws the same values again.
    std::vector<std::pair<std::string, std::string>> again;
    sweep.LoadSample(index, &again);
    EXPECT_EQ(again, values);
  }
}

GTEST_TEST(SweepTest, RowsAreTheSameForAnyNumberOfThreads) {
  const std::string file = WriteScenario("sweep_arm_threads.yaml", kArm);
  const Sweep sweep(file, "", {});
  const std::vector<int> all = ShardSamples(6, 0, 1);
  SweepRunOptions options;
  options.num_threads = 1;
  const std::vector<SweepRow> serial = sweep.Run(all, options);
  ASSERT_EQ(serial.size(), 6);
  for (int i = 0; i < 6; ++i) {
    EXPECT_EQ(serial[i].index, i);
    EXPECT_TRUE(serial[i].finished) << serial[i].csv;
  }
  // The rows hold the final values at full precision (metrics), so equal
  // text means bit-identical results.
  for (int num_threads : {2, 4}) {
    SCOPED_TRACE(num_threads);
    options.num_threads = num_threads;
    const std::vector<SweepRow> parallel = sweep.Run(all, options);
    ASSERT_EQ(parallel.size(), 6);
    for (int i = 0; i < 6; ++i) EXPECT_EQ(parallel[i].csv, serial[i].csv);
  }
  // Row 0: index, seed, grid value, then "finished" at t = 0.05 s. The arm
  // has no driver (zero actuation) and falls from rest: q2_final differs
  // from the drawn initial q2.
  EXPECT_EQ(serial[0].csv.rfind("0,20,0.001,", 0), 0u) << serial[0].csv;
  EXPECT_NE(serial[0].csv.find(",finished,0.05,"), std::string::npos)
      << serial[0].csv;
  // A shard runs the same rows as the whole sweep.
  const std::vector<SweepRow> shard = sweep.Run(ShardSamples(6, 1, 2), options);
  ASSERT_EQ(shard.size(), 3);
  for (int k = 0; k < 3; ++k) EXPECT_EQ(shard[k].csv, serial[3 + k].csv);
}

// A stop request made before the sweep runs (a signal while it loads):
// no sample starts, on one thread or several, and no row is returned; a
// cleared request runs them all again.
GTEST_TEST(SweepTest, AStopRequestStartsNoNewSample) {
  const std::string file = WriteScenario("sweep_arm_stop.yaml", kArm);
  const Sweep sweep(file, "", {});
  std::atomic<int> stop_request{2};
  SweepRunOptions options;
  options.stop_request = &stop_request;
  for (int num_threads : {1, 3}) {
    options.num_threads = num_threads;
    EXPECT_EQ(sweep.Run(ShardSamples(6, 0, 1), options).size(), 0u);
  }
  stop_request = 0;
  const std::vector<SweepRow> rows = sweep.Run({4, 1}, options);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].index, 1);
  EXPECT_EQ(rows[1].index, 4);
  for (const SweepRow& row : rows) {
    EXPECT_TRUE(row.finished) << row.csv;
    EXPECT_FALSE(row.interrupted) << row.csv;
  }
}

// The default scenario, with a grid point whose initial position is NaN:
// those samples are recorded as diverged with the diagnosis, the others
// finish, and the block's final height (a metric) is the table top plus
// the half-height, 0.2 m, within the contact's compliance (10 µm).
GTEST_TEST(SweepTest, ADivergingSampleIsRecorded) {
  logging::set_log_level("err");
  const Sweep sweep(DefaultFile(), "iiwa_wsg_box",
                    {"sweep: {num_samples: 2, seed: 1, grid: "
                     "{initial_position.iiwa.iiwa_joint_1: [0.0, .nan]}, "
                     "metrics: {box_z: {signal: state, column: "
                     "'box::base_link_z', reduce: final}}}"});
  SweepRunOptions options;
  options.num_threads = 2;
  options.duration = 0.05;
  const std::vector<SweepRow> rows =
      sweep.Run(ShardSamples(sweep.total_samples(), 0, 1), options);
  ASSERT_EQ(rows.size(), 4);
  for (int i = 0; i < 2; ++i) {
    EXPECT_TRUE(rows[i].finished) << rows[i].csv;
    const std::string& csv = rows[i].csv;
    // ...,finished,0.05,STEPS,BOX_Z,
    const size_t end = csv.rfind(',');
    const size_t start = csv.rfind(',', end - 1);
    const double box_z = std::stod(csv.substr(start + 1, end - start - 1));
    EXPECT_NEAR(box_z, 0.2, 1e-5) << csv;
  }
  for (int i = 2; i < 4; ++i) {
    EXPECT_FALSE(rows[i].finished);
    EXPECT_NE(rows[i].csv.find(",diverged,0,0,"), std::string::npos)
        << rows[i].csv;
    EXPECT_NE(rows[i].csv.find("iiwa::iiwa_joint_1_q"), std::string::npos)
        << rows[i].csv;
  }
}

// Samples that differ only in initial positions share one diagram (per
// grid point of the other keys), each in its own Context: the rows are
// bit-identical to those of one diagram per sample, on one thread or two.
// The iiwa's driver does not name iiwa_joint_1, so its desired trajectory
// holds each sample's own drawn initial angle (a Context parameter).
GTEST_TEST(SweepTest, SamplesShareADiagramWhenOnlyInitialPositionsDiffer) {
  logging::set_log_level("err");
  const Sweep sweep(
      DefaultFile(), "iiwa_wsg_box",
      {"sweep: {num_samples: 2, seed: 3, grid: {plant_config.time_step: "
       "[0.001, 0.002], initial_position.iiwa.iiwa_joint_6: [[1.2], [1.1]]}, "
       "metrics: {q1: {signal: state, column: 'iiwa::iiwa_joint_1_q'}, "
       "q1_desired: {signal: desired_state, column: 'iiwa::iiwa_joint_1_q'}, "
       "q6: {signal: state, column: 'iiwa::iiwa_joint_6_q'}, "
       "box_z: {signal: state, column: 'box::base_link_z'}}}",
       "initial_position: {iiwa: {iiwa_joint_1: !Uniform {min: -0.1, max: "
       "0.1}}}",
       "logging: {signals: [state, desired_state], plot: false}"});
  ASSERT_EQ(sweep.total_samples(), 8);
  // Sample i is on grid point i / 2 = (time step index) * 2 + (q6 index):
  // one group per time step.
  for (int i = 0; i < 8; ++i) EXPECT_EQ(sweep.DiagramGroup(i), i / 4) << i;
  const std::vector<int> all = ShardSamples(8, 0, 1);
  SweepRunOptions options;
  options.duration = 0.2;
  options.num_threads = 1;
  options.share_diagrams = false;
  const std::vector<SweepRow> own = sweep.Run(all, options);
  ASSERT_EQ(own.size(), 8);
  options.share_diagrams = true;
  for (int num_threads : {1, 2}) {
    SCOPED_TRACE(num_threads);
    options.num_threads = num_threads;
    const std::vector<SweepRow> shared = sweep.Run(all, options);
    ASSERT_EQ(shared.size(), 8);
    for (int i = 0; i < 8; ++i) EXPECT_EQ(shared[i].csv, own[i].csv);
  }
  // Each row: index, seed, time step, q6, q1 drawn, finished, 0.2, steps,
  // q1, q1_desired, q6, box_z, message.
  std::vector<double> q6_final(8), q1_all(8);
  for (int i = 0; i < 8; ++i) {
    SCOPED_TRACE(own[i].csv);
    ASSERT_TRUE(own[i].finished);
    std::vector<std::string> cells;
    std::stringstream row(own[i].csv);
    for (std::string cell; std::getline(row, cell, ',');) cells.push_back(cell);
    ASSERT_EQ(cells.size(), 12);  // (The empty message adds no cell.)
    const double q1_drawn = std::stod(cells[4]);
    // The desired q1 holds the drawn angle exactly; the arm tracks it
    // (within 1 mrad after 0.2 s with kp = 100, kd = 20 and exact gravity
    // compensation: it starts there at rest).
    EXPECT_EQ(std::stod(cells[9]), q1_drawn);
    EXPECT_NEAR(std::stod(cells[8]), q1_drawn, 1e-3);
    q6_final[i] = std::stod(cells[10]);
    q1_all[i] = q1_drawn;
  }
  // The driver names joint 6: both of its grid values track the same
  // trajectory, and the one started 0.1 rad below is still below after
  // 0.2 s (sample i + 2 is sample i's replicate with q6 = 1.1).
  for (int i : {0, 1, 4, 5}) EXPECT_LT(q6_final[i + 2], q6_final[i] - 1e-3);
  // Every sample draws its own q1 (a diagram shared with the wrong initial
  // positions would show as equal q1 columns).
  std::set<double> q1_drawn(q1_all.begin(), q1_all.end());
  EXPECT_EQ(q1_drawn.size(), 8);
}

// A random value that is not an initial position (a gain) gives every
// sample its own diagram.
GTEST_TEST(SweepTest, OtherRandomValuesBuildADiagramPerSample) {
  const Sweep sweep(DefaultFile(), "iiwa_wsg_box",
                    {"sweep: {num_samples: 2, seed: 1}",
                     "model_drivers: {wsg: !PdDriver {kp: [!Uniform {min: "
                     "100, max: 200}]}}"});
  EXPECT_EQ(sweep.DiagramGroup(0), -1);
  EXPECT_EQ(sweep.DiagramGroup(1), -1);
  const Sweep positions(DefaultFile(), "iiwa_wsg_box",
                        {"sweep: {num_samples: 3, seed: 1}",
                         "initial_position: {iiwa: {iiwa_joint_1: !Uniform "
                         "{min: 0, max: 0.1}}}"});
  for (int i = 0; i < 3; ++i) EXPECT_EQ(positions.DiagramGroup(i), 0);
  EXPECT_THROW(positions.DiagramGroup(3), std::exception);
  EXPECT_THROW(positions.DiagramGroup(-1), std::exception);
  EXPECT_THROW(positions.LoadSample(3), std::exception);
}

GTEST_TEST(SweepTest, BadSweepSections) {
  const auto load = [](const std::string& name, const std::string& sweep) {
    const std::string file = WriteScenario(
        name,
        std::string("s:\n  simulation_duration: 0.1\n  sweep:\n") + sweep);
    return Sweep(file, "", {});
  };
  DRAKE_EXPECT_THROWS_MESSAGE(load("bad_key.yaml", "    samples: 3\n"),
                              "file '.*bad_key.yaml' line 4, key "
                              "'s.sweep.samples': unknown key 'samples'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      load("bad_count.yaml", "    num_samples: -2\n"),
      "file '.*bad_count.yaml' line 4, key 's.sweep.num_samples': expected a "
      "positive integer but got '-2'");
  DRAKE_EXPECT_THROWS_MESSAGE(
      load("bad_grid.yaml", "    grid: {plant_config.time_step: 0.001}\n"),
      "file '.*bad_grid.yaml' line 4, key "
      "'s.sweep.grid.plant_config.time_step': expected a non-empty list.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      load("bad_grid_key.yaml", "    grid: {directives.0.add_model: [1]}\n"),
      ".*key 's.sweep.grid.directives.0.add_model': a grid key is a dotted "
      "path of mapping keys.*");
  // A grid key the scenario does not have: the schema's error, naming the
  // grid point.
  DRAKE_EXPECT_THROWS_MESSAGE(
      load("unknown_grid_key.yaml", "    grid: {plant_config.time_stp: [1]}\n"),
      ".*unknown_grid_key.yaml \\(sweep grid point 0\\).*"
      "plant_config.time_stp.*");
  // A grid value of the wrong type.
  DRAKE_EXPECT_THROWS_MESSAGE(
      load("wrong_grid_type.yaml",
           "    grid: {plant_config.time_step: [0.001, fast]}\n"),
      ".*wrong_grid_type.yaml \\(sweep grid point 1\\).*line 4.*"
      "plant_config.time_step.*could not parse 'fast' as double.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      load("bad_metric.yaml",
           "    metrics: {m: {signal: state, column: x, reduce: median}}\n"),
      ".*key 's.sweep.metrics.m': unknown reduce 'median' \\(expected "
      "final, initial, max, min, mean, max_abs\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      load("unlogged.yaml",
           "    metrics: {m: {signal: contact_results, column: x}}\n"),
      ".*key 's.sweep.metrics.m': the signal 'contact_results' is not "
      "logged.*");
  // A key given twice (found by the scenario fuzzer: the sweep read one
  // occurrence and each sample's parse the other, which aborted).
  DRAKE_EXPECT_THROWS_MESSAGE(
      load("twice_grid_key.yaml",
           "    grid:\n      plant_config.time_step: [0.001, 0.002]\n"
           "      plant_config.time_step: [0.003]\n"),
      "file '.*twice_grid_key.yaml' line 6, key "
      "'s.sweep.grid.plant_config.time_step': the grid key "
      "'plant_config.time_step' appears twice \\(first at file "
      "'.*twice_grid_key.yaml' line 5.*\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      load("twice_grid.yaml",
           "    grid: {plant_config.time_step: [0.001]}\n"
           "    grid: {plant_config.time_step: [0.001, 0.002]}\n"),
      "file '.*twice_grid.yaml' line 5, key 's.sweep.grid': the key 'grid' "
      "appears twice in the sweep section");
  // An invalid random value names its place.
  const std::string file = WriteScenario(
      "bad_random.yaml",
      "s:\n  plant_config: {time_step: !Uniform {min: 2, max: 1}}\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Sweep(file, "", {}),
      "file '.*bad_random.yaml' line 2, key 's.plant_config.time_step': "
      "invalid random value !Uniform: .*");
  // Outside a sweep a random value is refused, naming it.
  std::vector<std::pair<std::string, std::string>> drawn;
  YAML::Node node = YAML::Load("a: {b: !Gaussian {mean: 1, stddev: 1}}");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DrawRandomValues(node, "file 'f'", "s.", nullptr, &drawn),
      "file 'f' line 1, key 's.a.b': a random value \\(!Gaussian\\) is drawn "
      "per sample only by a sweep.*");
}

GTEST_TEST(SweepTest, ShardsPartitionTheSamples) {
  for (int total : {0, 1, 7, 8, 100}) {
    for (int shards : {1, 2, 3, 8}) {
      std::vector<int> all;
      for (int k = 0; k < shards; ++k) {
        const std::vector<int> part = ShardSamples(total, k, shards);
        all.insert(all.end(), part.begin(), part.end());
      }
      ASSERT_EQ(static_cast<int>(all.size()), total);
      for (int i = 0; i < total; ++i) EXPECT_EQ(all[i], i);
    }
  }
}

GTEST_TEST(SweepTest, MergeJoinsShardsAndNamesMissingOnes) {
  const std::vector<std::string> columns{"index", "seed", "message"};
  const auto row = [](int index) {
    SweepRow r;
    r.index = index;
    r.csv = fmt::format("{},{},\"a, b\"", index, 100 + index);
    return r;
  };
  const fs::path dir = fs::path(::testing::TempDir()) / "merge";
  fs::remove_all(dir);
  fs::create_directories(dir);
  // Tasks 5 and 6 of an array with SLURM_ARRAY_TASK_MIN = 5: 5 samples.
  WriteSweepCsv((dir / "sweep.5.csv").string(), columns, {row(0), row(1)},
                ShardComment(5, 0, 2, 5, "abc"));
  DRAKE_EXPECT_THROWS_MESSAGE(MergeSweepShards(dir.string()),
                              "--merge: 3 of the 5 samples are missing from "
                              "'.*merge': 2-4 \\(rerun the shards.*");
  WriteSweepCsv((dir / "sweep.6.csv").string(), columns,
                {row(2), row(3), row(4)}, ShardComment(6, 1, 2, 5, "abc"));
  const std::string merged = MergeSweepShards(dir.string());
  WriteSweepCsv((dir / "whole.csv").string(), columns,
                {row(0), row(1), row(2), row(3), row(4)});
  EXPECT_EQ(ReadFile(merged), ReadFile((dir / "whole.csv").string()));
  // A sample twice.
  WriteSweepCsv((dir / "sweep.7.csv").string(), columns, {row(4)},
                ShardComment(7, 1, 2, 5, "abc"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      MergeSweepShards(dir.string()),
      "--merge: samples appear more than once in '.*': 4 \\(in "
      ".*sweep.6.csv and .*sweep.7.csv\\)");
  fs::remove(dir / "sweep.7.csv");
  // A shard of another scenario (another fingerprint).
  WriteSweepCsv((dir / "sweep.9.csv").string(), columns, {row(4)},
                ShardComment(9, 1, 2, 5, "abd"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      MergeSweepShards(dir.string()),
      "--merge: '.*sweep.9.csv' belongs to another sweep than "
      "'.*sweep.5.csv' \\(scenario fingerprint abd against abc.*");
  fs::remove(dir / "sweep.9.csv");
  // A shard of another sweep.
  WriteSweepCsv((dir / "sweep.8.csv").string(), {"index", "other"}, {},
                ShardComment(8, 1, 2, 5, "abc"));
  DRAKE_EXPECT_THROWS_MESSAGE(MergeSweepShards(dir.string()),
                              ".*sweep.8.csv' belongs to another sweep.*");
  DRAKE_EXPECT_THROWS_MESSAGE(MergeSweepShards((dir / "nowhere").string()),
                              "--merge: '.*nowhere' is not a folder");
}

}  // namespace sweep_test
}  // namespace simulate
}  // namespace tools
}  // namespace drake
