// ScopedName: construction, Make, Join, Parse, the setters, moved-from
// names, and its use as RigidBody::scoped_name() / Frame::scoped_name().

#include "drake/multibody/tree/scoped_name.h"

#include <utility>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace scoped_name_test {

GTEST_TEST(ScopedNameTest, ConstructAndQuery) {
  const ScopedName name("robot1::left", "end_frame");
  EXPECT_EQ(name.get_namespace(), "robot1::left");
  EXPECT_EQ(name.get_element(), "end_frame");
  EXPECT_EQ(name.get_full(), "robot1::left::end_frame");
  EXPECT_EQ(name.to_string(), "robot1::left::end_frame");
  EXPECT_EQ(fmt::format("{}", name), "robot1::left::end_frame");
  const ScopedName bare("", "box");
  EXPECT_EQ(bare.get_full(), "box");
  EXPECT_EQ(bare.get_namespace(), "");
  // A single colon is an ordinary character.
  EXPECT_EQ(ScopedName("a:b", "c:d").get_full(), "a:b::c:d");
  EXPECT_EQ(ScopedName().get_full(), "");
  EXPECT_EQ(ScopedName().get_element(), "");

  DRAKE_EXPECT_THROWS_MESSAGE(ScopedName("::robot", "x"),
                              ".*namespace name '::robot' must not start or "
                              "end with '::'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(ScopedName("robot", "a::b"),
                              ".*element name 'a::b' must be non-empty.*");
  DRAKE_EXPECT_THROWS_MESSAGE(ScopedName("robot", ""),
                              ".*element name '' must be non-empty.*");
  EXPECT_FALSE(ScopedName::Make("robot::", "x").has_value());
  EXPECT_FALSE(ScopedName::Make("robot", "").has_value());
  EXPECT_EQ(ScopedName::Make("robot", "x")->get_full(), "robot::x");
}

GTEST_TEST(ScopedNameTest, JoinAndParse) {
  const ScopedName joined = ScopedName::Join("::a::b::", "::c::d");
  EXPECT_EQ(joined.get_namespace(), "a::b::c");
  EXPECT_EQ(joined.get_element(), "d");
  EXPECT_EQ(ScopedName::Join("", "x").get_full(), "x");
  EXPECT_EQ(ScopedName::Join("ns", "").get_full(), "ns");
  EXPECT_EQ(ScopedName::Join("ns", "").get_namespace(), "");

  const ScopedName parsed = ScopedName::Parse("::::robot::arm::link::::");
  EXPECT_EQ(parsed.get_namespace(), "robot::arm");
  EXPECT_EQ(parsed.get_element(), "link");
  EXPECT_EQ(ScopedName::Parse("solo").get_namespace(), "");
  EXPECT_EQ(ScopedName::Parse("solo").get_element(), "solo");
}

GTEST_TEST(ScopedNameTest, SettersAndMove) {
  ScopedName name("robot", "link");
  name.set_namespace("other::robot");
  EXPECT_EQ(name.get_full(), "other::robot::link");
  name.set_namespace("");
  EXPECT_EQ(name.get_full(), "link");
  name.set_element("tip");
  EXPECT_EQ(name.get_full(), "tip");
  DRAKE_EXPECT_THROWS_MESSAGE(name.set_element("a::b"), ".*'a::b'.*");
  EXPECT_EQ(name.get_full(), "tip");  // unchanged by the failed call

  ScopedName source("robot", "link");
  ScopedName moved(std::move(source));
  EXPECT_EQ(moved.get_full(), "robot::link");
  // A moved-from name is empty and still usable.
  EXPECT_EQ(source.get_full(), "");     // NOLINT(bugprone-use-after-move)
  EXPECT_EQ(source.get_element(), "");  // NOLINT(bugprone-use-after-move)
}

GTEST_TEST(ScopedNameTest, ElementsReportTheirScopedNames) {
  MultibodyPlant<double> plant(0.0);
  const ModelInstanceIndex robot = plant.AddModelInstance("robot");
  const RigidBody<double>& link = plant.AddRigidBody(
      "link", robot, SpatialInertia<double>::SolidCubeWithMass(1.0, 0.1));
  plant.Finalize();
  EXPECT_EQ(link.scoped_name().get_full(), "robot::link");
  EXPECT_EQ(link.scoped_name().get_namespace(), "robot");
  EXPECT_EQ(link.body_frame().scoped_name().get_element(), "link");
}

}  // namespace scoped_name_test
}  // namespace multibody
}  // namespace drake
