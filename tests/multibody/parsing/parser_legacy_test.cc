// Parser::AddModelFromFile (the older spelling): the file's one model, under
// its own name or the one given (so one file can be added twice), and the
// refusals (a name taken, a file of two models, a missing file) leaving the
// plant unchanged.

// (The member under test is deprecated.)
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace parser_legacy_test {

const char kIiwa[] =
    "drake/manipulation/models/iiwa_description/urdf/iiwa14_no_collision.urdf";

GTEST_TEST(ParserLegacyTest, AddModelFromFile) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  const std::string iiwa = FindResourceOrThrow(kIiwa);
  const ModelInstanceIndex first = parser.AddModelFromFile(iiwa);
  EXPECT_EQ(plant.GetModelInstanceName(first), "iiwa14");
  // The same file again, under another name.
  const ModelInstanceIndex second = parser.AddModelFromFile(iiwa, "left_arm");
  EXPECT_NE(second, first);
  EXPECT_EQ(plant.GetModelInstanceName(second), "left_arm");
  EXPECT_EQ(plant.GetBodyByName("iiwa_link_7", second).model_instance(),
            second);
  EXPECT_FALSE(parser.GetAutoRenaming());  // (Restored.)
  const int num_instances = plant.num_model_instances();
  const int num_bodies = plant.num_bodies();

  // Refusals leave the plant unchanged.
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModelFromFile(iiwa, "left_arm"),
      "Parser::AddModelFromFile\\(\\): the model instance name 'left_arm' is "
      "taken .*");
  DRAKE_EXPECT_THROWS_MESSAGE(parser.AddModelFromFile(iiwa), ".*iiwa14.*");
  const std::filesystem::path two =
      std::filesystem::temp_directory_path() / "parser_legacy_two_models.sdf";
  {
    std::ofstream file(two);
    file << "<?xml version='1.0'?><sdf version='1.9'>"
            "<world name='w'>"
            "<model name='a'><link name='la'/></model>"
            "<model name='b'><link name='lb'/></model>"
            "</world></sdf>";
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      parser.AddModelFromFile(two.string()),
      "Parser::AddModelFromFile\\(\\): '.*parser_legacy_two_models.sdf' "
      "holds 2 models; expected one .*");
  std::filesystem::remove(two);
  EXPECT_THROW(parser.AddModelFromFile("/no/such/model.urdf"), std::exception);
  EXPECT_EQ(plant.num_model_instances(), num_instances);
  EXPECT_EQ(plant.num_bodies(), num_bodies);
}

}  // namespace parser_legacy_test
}  // namespace multibody
}  // namespace drake
