// Determinism: the default scenario and a contact-rich scene (a stack of
// blocks settling on a table through SAP) give bit-identical state logs when
// run twice in one process and when run in another process (a fresh address
// space: different heap addresses, so nothing may depend on pointer values
// or on the order of a hash table keyed by them). The sweep's rows do not
// depend on its number of threads (tests/tools/simulate/sweep_test.cc); nor
// do MonteCarloSimulation's results (tests/systems/analysis/monte_carlo_test).

#include <sys/wait.h>
#include <unistd.h>

#include <bit>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/find_resource.h"
#include "drake/tools/simulate/simulation.h"

namespace drake {
namespace tools {
namespace simulate {
namespace determinism_test {

namespace fs = std::filesystem;

// Five blocks (0.06 × 0.06 × 0.2 m, corner spheres and an inset box for
// collision) laid flat and crosswise, each dropped from 2 mm above the one
// below, onto the folding table: every block touches its neighbours at
// several points at once (SAP, lagged Hunt-Crossley, 1 ms step).
constexpr char kBlockStack[] = R"(stack:
  simulation_duration: 0.4
  simulator_config: {target_realtime_rate: 0.0}
  plant_config: {time_step: 0.001}
  directives:
  - add_model:
      name: table
      file: package://drake/examples/kuka_iiwa_arm/models/objects/folding_table.urdf
  - add_weld:
      parent: world
      child: table::table_surface_center
      X_PC: {translation: [0.0, 0.0, 0.10]}
  - add_model:
      name: block0
      file: package://drake/examples/kuka_iiwa_arm/models/objects/block_for_pick_and_place.urdf
      default_free_body_pose: {base_link: {translation: [0.0, 0.0, 0.132], rotation: !Rpy {deg: [90.0, 0.0, 0.0]}}}
  - add_model:
      name: block1
      file: package://drake/examples/kuka_iiwa_arm/models/objects/block_for_pick_and_place.urdf
      default_free_body_pose: {base_link: {translation: [0.0, 0.0, 0.194], rotation: !Rpy {deg: [90.0, 0.0, 90.0]}}}
  - add_model:
      name: block2
      file: package://drake/examples/kuka_iiwa_arm/models/objects/block_for_pick_and_place.urdf
      default_free_body_pose: {base_link: {translation: [0.0, 0.0, 0.256], rotation: !Rpy {deg: [90.0, 0.0, 0.0]}}}
  - add_model:
      name: block3
      file: package://drake/examples/kuka_iiwa_arm/models/objects/block_for_pick_and_place.urdf
      default_free_body_pose: {base_link: {translation: [0.0, 0.0, 0.318], rotation: !Rpy {deg: [90.0, 0.0, 90.0]}}}
  - add_model:
      name: block4
      file: package://drake/examples/kuka_iiwa_arm/models/objects/block_for_pick_and_place.urdf
      default_free_body_pose: {base_link: {translation: [0.01, 0.0, 0.380], rotation: !Rpy {deg: [90.0, 0.0, 0.0]}}}
  logging: {signals: [state, contact_results], publish_period: 0.0, plot: false}
)";

// The environment variable that makes ChildWritesStateLogs run (in the
// process the parent starts) and names the file it writes.
constexpr char kDumpVariable[] = "MALLARD_DETERMINISM_DUMP";

// The file is named after this process: ctest runs this program's cases in
// parallel processes (and AnotherProcessGivesBitIdenticalLogs starts one
// more), which must not rewrite one another's file while it is read.
std::string BlockStackFile() {
  const std::string path =
      (fs::path(::testing::TempDir()) /
       ("determinism_stack_" + std::to_string(::getpid()) + ".yaml"))
          .string();
  std::ofstream(path) << kBlockStack;
  return path;
}

// One run's logged state: the sample times then the samples (column by
// column), as the bit patterns of the doubles; and the contact summary's
// largest contact count, to show the scene is contact-rich.
struct StateLog {
  std::vector<uint64_t> bits;
  int num_samples{0};
  double max_contacts{0};
};

// Runs a scenario (with the --set `patches`) and returns its state log.
StateLog RunScenario(const std::string& file, const std::string& name,
                     const std::vector<std::string>& patches) {
  const LoadedScenario loaded = LoadScenario(file, name, patches);
  Simulation simulation(loaded);
  RunOptions options;
  options.write_files = false;
  const RunResult result = simulation.Run(options);
  EXPECT_TRUE(result.success) << result.error;
  StateLog log;
  const auto& root = simulation.simulator().get_context();
  for (const LoggedSignal& signal : simulation.logged_signals()) {
    const auto& sink_log = signal.sink->FindLog(root);
    if (signal.name == "contact_results") {
      log.max_contacts = sink_log.data().row(0).maxCoeff();
      continue;
    }
    if (signal.name != "state") continue;
    log.num_samples = sink_log.num_samples();
    for (int k = 0; k < sink_log.num_samples(); ++k) {
      log.bits.push_back(std::bit_cast<uint64_t>(sink_log.sample_times()[k]));
    }
    const Eigen::MatrixXd& data = sink_log.data();
    for (int k = 0; k < data.cols(); ++k) {
      for (int i = 0; i < data.rows(); ++i) {
        log.bits.push_back(std::bit_cast<uint64_t>(data(i, k)));
      }
    }
  }
  return log;
}

// The default scenario of ./tools/run for 0.3 s, logging every step (the
// arm tracks its trajectory; the block stands on the table).
StateLog RunDefaultScenario() {
  return RunScenario(
      FindResourceOrThrow("drake/examples/simulate/iiwa_scenarios.yaml"),
      "iiwa_wsg_box",
      {"simulation_duration: 0.3", "logging: {publish_period: 0.0}"});
}

StateLog RunBlockStack() { return RunScenario(BlockStackFile(), "stack", {}); }

// The index of the first entry where two logs differ, or -1.
int FirstDifference(const std::vector<uint64_t>& a,
                    const std::vector<uint64_t>& b) {
  const size_t n = std::min(a.size(), b.size());
  for (size_t i = 0; i < n; ++i) {
    if (a[i] != b[i]) return static_cast<int>(i);
  }
  return a.size() == b.size() ? -1 : static_cast<int>(n);
}

void WriteBits(std::ofstream* out, const std::vector<uint64_t>& bits) {
  const uint64_t size = bits.size();
  out->write(reinterpret_cast<const char*>(&size), sizeof(size));
  out->write(reinterpret_cast<const char*>(bits.data()),
             static_cast<std::streamsize>(size * sizeof(uint64_t)));
}

std::vector<uint64_t> ReadBits(std::ifstream* in) {
  uint64_t size = 0;
  in->read(reinterpret_cast<char*>(&size), sizeof(size));
  if (!*in || size > (uint64_t{1} << 28)) return {};
  std::vector<uint64_t> bits(size);
  in->read(reinterpret_cast<char*>(bits.data()),
           static_cast<std::streamsize>(size * sizeof(uint64_t)));
  if (!*in) return {};
  return bits;
}

GTEST_TEST(DeterminismTest, TwoRunsInOneProcessAreBitIdentical) {
  const StateLog first = RunDefaultScenario();
  const StateLog second = RunDefaultScenario();
  // A sample at least per 1 ms step (and at t = 0), each the time and 31
  // state entries: iiwa 7 + 7, gripper fingers 2 + 2 (the gripper body is
  // welded to the arm) and the block 7 + 6. So the comparison is not
  // vacuous.
  EXPECT_GE(first.num_samples, 301);
  EXPECT_EQ(first.bits.size(), first.num_samples * (1u + 31u));
  EXPECT_EQ(FirstDifference(first.bits, second.bits), -1);

  const StateLog stack_first = RunBlockStack();
  const StateLog stack_second = RunBlockStack();
  EXPECT_GE(stack_first.num_samples, 401);
  // Five free blocks: 5 × (7 + 6) state entries per sample.
  EXPECT_EQ(stack_first.bits.size(), stack_first.num_samples * (1u + 65u));
  // Contact-rich: at some time more contact points than blocks at once
  // (the run shows 8).
  EXPECT_GT(stack_first.max_contacts, 5.0);
  EXPECT_EQ(FirstDifference(stack_first.bits, stack_second.bits), -1);
}

// Runs this test program again, in a new process, with only
// ChildWritesStateLogs selected: it writes both logs to a file, which must
// equal this process's logs bit for bit.
GTEST_TEST(DeterminismTest, AnotherProcessGivesBitIdenticalLogs) {
  const std::string dump =
      (fs::path(::testing::TempDir()) /
       ("determinism_child_" + std::to_string(::getpid()) + ".bin"))
          .string();
  fs::remove(dump);
  const std::string self = fs::read_symlink("/proc/self/exe").string();
  const std::string command = std::string(kDumpVariable) + "='" + dump + "' '" +
                              self +
                              "' --gtest_filter=DeterminismTest."
                              "ChildWritesStateLogs > '" +
                              dump + ".log' 2>&1";
  const int status = std::system(command.c_str());
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0)
      << "the child failed; see " << dump << ".log";
  std::ifstream in(dump, std::ios::binary);
  ASSERT_TRUE(in.good()) << "the child wrote no " << dump;
  const std::vector<uint64_t> child_default = ReadBits(&in);
  const std::vector<uint64_t> child_stack = ReadBits(&in);
  in.close();
  // (Named after this process, so removed here rather than left behind.)
  fs::remove(dump);
  fs::remove(dump + ".log");
  const StateLog mine_default = RunDefaultScenario();
  const StateLog mine_stack = RunBlockStack();
  ASSERT_FALSE(mine_default.bits.empty());
  ASSERT_FALSE(mine_stack.bits.empty());
  EXPECT_EQ(FirstDifference(mine_default.bits, child_default), -1);
  EXPECT_EQ(FirstDifference(mine_stack.bits, child_stack), -1);
}

// The child's half of AnotherProcessGivesBitIdenticalLogs; skipped unless
// that test started this process.
GTEST_TEST(DeterminismTest, ChildWritesStateLogs) {
  const char* const dump = std::getenv(kDumpVariable);
  if (dump == nullptr) {
    GTEST_SKIP() << "runs only as AnotherProcessGivesBitIdenticalLogs' child";
  }
  std::ofstream out(dump, std::ios::binary);
  WriteBits(&out, RunDefaultScenario().bits);
  WriteBits(&out, RunBlockStack().bits);
  out.close();
  ASSERT_TRUE(out.good());
}

}  // namespace determinism_test
}  // namespace simulate
}  // namespace tools
}  // namespace drake
