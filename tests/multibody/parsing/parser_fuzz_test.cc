// Robustness of Parser on URDF: random mutations of valid models are added
// to one plant. Each call either adds a model or throws std::runtime_error;
// a call that throws must leave the plant unchanged (same numbers of model
// instances, bodies, frames, joints and actuators), and the plant must still
// finalize at the end.

#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "multibody/parsing/urdf_mutator.h"

#include "drake/common/find_resource.h"
#include "drake/common/text_logging.h"
#include "drake/multibody/parsing/detail_pending_geometry.h"
#include "drake/multibody/parsing/parser.h"

namespace drake {
namespace multibody {
namespace parser_fuzz_test {

std::string ReadText(const std::string& resource) {
  std::ifstream in(FindResourceOrThrow(resource));
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

struct Counts {
  int instances, bodies, frames, joints, actuators;
  bool operator==(const Counts&) const = default;
};

Counts Count(const MultibodyPlant<double>& plant) {
  return {plant.num_model_instances(), plant.num_bodies(), plant.num_frames(),
          plant.num_joints(), plant.num_actuators()};
}

TEST(ParserFuzzTest, FailedCallsLeaveThePlantUnchanged) {
  const std::vector<std::string> seeds = {
      ReadText("drake/examples/acrobot/Acrobot.urdf"),
      ReadText("drake/multibody/benchmarks/acrobot/double_pendulum.urdf"),
      ReadText("drake/examples/pendulum/Pendulum.urdf"),
      ReadText("drake/manipulation/models/iiwa_description/urdf/"
               "iiwa14_primitive_collision.urdf"),
  };
  // Keep the log quiet: the mutations produce many warnings.
  const auto old_level = drake::log()->level();
  drake::log()->set_level(spdlog::level::err);

  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  parser.SetAutoRenaming(true);
  // Fixed so that the test is reproducible; MALLARD_FUZZ_SEED explores others.
  std::mt19937 generator(internal::test::SeedFromEnvironment(7));
  constexpr int kPerSeed = 1000;
  int added = 0;
  int threw = 0;
  for (const std::string& seed : seeds) {
    for (int i = 0; i < kPerSeed; ++i) {
      const std::string text = internal::test::Mutate(seed, &generator, 2);
      const Counts before = Count(plant);
      try {
        parser.AddModelsFromString(text, "urdf");
        ++added;
      } catch (const std::runtime_error&) {
        ++threw;
        EXPECT_TRUE(Count(plant) == before) << "input:\n" << text;
      } catch (const std::exception& e) {
        ADD_FAILURE() << "unexpected exception type: " << e.what()
                      << "\ninput:\n"
                      << text;
      }
    }
  }
  drake::log()->set_level(old_level);
  EXPECT_GT(added, 0);
  EXPECT_GT(threw, 0);
  RecordProperty("added", added);
  RecordProperty("threw", threw);
  // Whatever was added forms a valid plant.
  EXPECT_NO_THROW(plant.Finalize());
  internal::ClearPendingGeometry(plant);
}

}  // namespace parser_fuzz_test
}  // namespace multibody
}  // namespace drake
