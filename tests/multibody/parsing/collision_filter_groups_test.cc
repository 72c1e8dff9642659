// CollisionFilterGroups and Parser::GetCollisionFilterGroups(): the groups a
// parser has read, with scoped names, member groups expanded and ignored
// groups left out.

#include "drake/multibody/parsing/collision_filter_groups.h"

#include <map>
#include <set>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/scene_graph.h"
#include "drake/multibody/parsing/parser.h"

namespace drake {
namespace multibody {
namespace collision_filter_groups_test {

using Groups = std::map<std::string, std::set<std::string>>;
using Pairs = std::set<SortedPair<std::string>>;

std::string ModelFile(const std::string& name) {
  return std::string(MALLARD_TEST_SOURCE_DIR) + "/../multibody/parsing/test/" +
         name;
}

GTEST_TEST(CollisionFilterGroupsTest, StorageCopyAndEquality) {
  CollisionFilterGroups groups;
  EXPECT_TRUE(groups.empty());
  groups.AddGroup("m::a", {"m::b1", "m::b2"});
  EXPECT_FALSE(groups.empty());
  DRAKE_EXPECT_THROWS_MESSAGE(groups.AddGroup("m::a", {}),
                              ".*the group 'm::a' was already added");
  groups.AddExclusionPair({"m::a", "m::a"});
  groups.AddExclusionPair({"m::z", "m::a"});
  groups.AddExclusionPair({"m::a", "m::z"});  // the same pair again
  EXPECT_EQ(groups.groups(), (Groups{{"m::a", {"m::b1", "m::b2"}}}));
  EXPECT_EQ(groups.exclusion_pairs(),
            (Pairs{{"m::a", "m::a"}, {"m::a", "m::z"}}));

  const CollisionFilterGroups copy = groups;
  EXPECT_TRUE(copy == groups);
  CollisionFilterGroups other;
  other.AddGroup("m::a", {"m::b1", "m::b2"});
  EXPECT_FALSE(other == groups);  // no pairs
  other.AddExclusionPair({"m::a", "m::a"});
  other.AddExclusionPair({"m::a", "m::z"});
  EXPECT_TRUE(other == groups);

  EXPECT_EQ(groups.to_string(),
            "Collision filter groups:\n"
            "    m::a\n"
            "        m::b1\n"
            "        m::b2\n"
            "Collision filter exclusion pairs:\n"
            "    m::a, m::a\n"
            "    m::a, m::z\n");
  EXPECT_EQ(fmt::format("{}", groups), groups.to_string());
  EXPECT_EQ(CollisionFilterGroups().to_string(), "");
}

// The URDF fixture's groups, read with and without a SceneGraph (the
// groups are recorded when parsed, not when their geometry is registered),
// then renamed with the model instance.
GTEST_TEST(CollisionFilterGroupsTest, ParserReportsUrdfGroups) {
  const std::string file =
      ModelFile("urdf_parser_test/collision_filter_group_parsing_test.urdf");
  for (const bool with_scene_graph : {true, false}) {
    SCOPED_TRACE(with_scene_graph ? "with SceneGraph" : "without SceneGraph");
    MultibodyPlant<double> plant(0.0);
    geometry::SceneGraph<double> scene_graph;
    Parser parser(&plant, with_scene_graph ? &scene_graph : nullptr);
    EXPECT_TRUE(parser.GetCollisionFilterGroups().empty());
    const ModelInstanceIndex instance = parser.AddModels(file).at(0);
    auto expected = [](const std::string& m) {
      auto s = [&m](const char* name) { return m + "::" + name; };
      const Groups groups{
          {s("group_link14"), {s("link1"), s("link4")}},
          {s("group_link2"), {s("link2")}},
          {s("group_link3"), {s("link3")}},
          {s("group_link56"), {s("link5"), s("link6")}},
          {s("group_link78"), {s("link7"), s("link8")}},
          {s("group_link910"), {s("link9"), s("link10")}},
          // member groups expanded; group_link24 (ignore="true") is absent
          {s("group_of_groups"),
           {s("link7"), s("link8"), s("link9"), s("link10")}}};
      const Pairs pairs{{s("group_link14"), s("group_link14")},
                        {s("group_link2"), s("group_link3")},
                        {s("group_link3"), s("group_link14")},
                        {s("group_link56"), s("group_link56")},
                        {s("group_link56"), s("group_link3")},
                        {s("group_link56"), s("group_link2")},
                        {s("group_of_groups"), s("group_of_groups")}};
      return std::make_pair(groups, pairs);
    };
    const auto [groups, pairs] =
        expected("collision_filter_group_parsing_test");
    EXPECT_EQ(parser.GetCollisionFilterGroups().groups(), groups);
    EXPECT_EQ(parser.GetCollisionFilterGroups().exclusion_pairs(), pairs);

    plant.RenameModelInstance(instance, "renamed");
    const auto [renamed_groups, renamed_pairs] = expected("renamed");
    EXPECT_EQ(parser.GetCollisionFilterGroups().groups(), renamed_groups);
    EXPECT_EQ(parser.GetCollisionFilterGroups().exclusion_pairs(),
              renamed_pairs);
  }
}

// Nested SDFormat models: a group of the outer model names groups of the
// inner ones; every name is scoped by its own model instance.
GTEST_TEST(CollisionFilterGroupsTest, ParserReportsNestedSdfGroups) {
  MultibodyPlant<double> plant(0.0);
  geometry::SceneGraph<double> scene_graph;
  Parser parser(&plant, &scene_graph);
  parser.package_map().AddPackageXml(ModelFile(
      "sdf_parser_test/collision_filter_group_parsing_test/package.xml"));
  parser.AddModels(ModelFile(
      "sdf_parser_test/collision_filter_group_parsing_test/test.sdf"));
  const CollisionFilterGroups groups = parser.GetCollisionFilterGroups();
  EXPECT_EQ(
      groups.groups().at("test::group_of_groups"),
      (std::set<std::string>{"test::robot1::link2", "test::robot2::link3"}));
  EXPECT_EQ(
      groups.groups().at("test::robot1::group_link14"),
      (std::set<std::string>{"test::robot1::link1", "test::robot1::link4"}));
  EXPECT_EQ(groups.groups().count("test::robot1::group_link24"), 0u);
  EXPECT_EQ(groups.exclusion_pairs().count(
                {"test::group_3s", "test::robot2::group_link3"}),
            1u);
  EXPECT_EQ(groups.exclusion_pairs().count(
                {"test::group_of_groups", "test::group_of_groups"}),
            1u);
}

}  // namespace collision_filter_groups_test
}  // namespace multibody
}  // namespace drake
