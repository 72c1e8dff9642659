// Robustness of the URDF reader: thousands of random mutations of valid
// URDF files (byte edits, deleted/duplicated spans, inserted XML fragments
// and hostile numbers) are read with Drake's default policy and with a
// policy whose error action returns. The reader must never crash or hang:
// the only exception it may throw is std::runtime_error (bad data), and
// with the returning policy it must not throw at all.

#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "multibody/parsing/urdf_mutator.h"

#include "drake/common/find_resource.h"
#include "drake/multibody/parsing/detail_urdf_reader.h"

namespace drake {
namespace multibody {
namespace internal {
namespace detail_urdf_reader_fuzz_test {

using drake::internal::DiagnosticDetail;
using drake::internal::DiagnosticPolicy;
using test::Mutate;

std::string ReadText(const std::string& resource) {
  std::ifstream in(FindResourceOrThrow(resource));
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

TEST(UrdfReaderFuzzTest, RandomMutationsOnlyThrowRuntimeError) {
  const std::vector<std::string> seeds = {
      ReadText("drake/examples/acrobot/Acrobot.urdf"),
      ReadText("drake/examples/pendulum/Pendulum.urdf"),
      ReadText("drake/multibody/parsing/test/urdf_parser_test/"
               "joint_parsing_test.urdf"),
      ReadText("drake/multibody/parsing/test/urdf_parser_test/"
               "collision_filter_group_parsing_test.urdf"),
      ReadText("drake/manipulation/models/iiwa_description/urdf/"
               "iiwa14_primitive_collision.urdf"),
  };
  // Warnings are counted, not logged, to keep the output short.
  int warnings = 0;
  int errors = 0;
  DiagnosticPolicy throwing;
  throwing.SetActionForWarnings([&](const DiagnosticDetail&) { ++warnings; });
  DiagnosticPolicy returning;
  returning.SetActionForWarnings([&](const DiagnosticDetail&) { ++warnings; });
  returning.SetActionForErrors([&](const DiagnosticDetail&) { ++errors; });
  const PackageMap package_map;

  // Fixed so that the test is reproducible; MALLARD_FUZZ_SEED explores others.
  std::mt19937 generator(internal::test::SeedFromEnvironment(20261122));
  constexpr int kPerSeed = 1500;
  int threw = 0;
  int accepted = 0;
  for (const std::string& seed : seeds) {
    for (int i = 0; i < kPerSeed; ++i) {
      const std::string text = Mutate(seed, &generator);
      try {
        ReadUrdf(DataSource::FromContents(text), package_map, throwing);
        ++accepted;
      } catch (const std::runtime_error&) {
        ++threw;
      } catch (const std::exception& e) {
        ADD_FAILURE() << "unexpected exception type: " << e.what()
                      << "\ninput:\n"
                      << text;
      }
      try {
        ReadUrdf(DataSource::FromContents(text), package_map, returning);
      } catch (const std::exception& e) {
        ADD_FAILURE() << "threw with a returning error policy: " << e.what()
                      << "\ninput:\n"
                      << text;
      }
    }
  }
  // Both outcomes must occur, or the mutations are not exercising anything.
  EXPECT_GT(threw, 0);
  EXPECT_GT(accepted, 0);
  EXPECT_GT(errors, 0);
  RecordProperty("inputs", static_cast<int>(seeds.size()) * kPerSeed);
  RecordProperty("threw", threw);
}

}  // namespace detail_urdf_reader_fuzz_test
}  // namespace internal
}  // namespace multibody
}  // namespace drake
