// GeometryInstance, GeometryFrame and FramePoseVector.

#include "drake/geometry/geometry_instance.h"

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/frame_kinematics_vector.h"
#include "drake/geometry/geometry_frame.h"

namespace drake {
namespace geometry {
namespace geometry_instance_test {

using math::RigidTransform;

GTEST_TEST(GeometryInstanceTest, Basics) {
  const RigidTransform<double> X_PG(Vector3<double>(1, 2, 3));
  GeometryInstance instance(X_PG, Sphere(0.5), "  ball \t");
  EXPECT_TRUE(instance.id().is_valid());
  EXPECT_EQ(instance.name(), "ball");
  EXPECT_TRUE(instance.pose().IsExactlyEqualTo(X_PG));
  EXPECT_EQ(dynamic_cast<const Sphere&>(instance.shape()).radius(), 0.5);
  EXPECT_EQ(instance.proximity_properties(), nullptr);
  instance.set_proximity_properties(ProximityProperties());
  ASSERT_NE(instance.mutable_proximity_properties(), nullptr);
  instance.mutable_proximity_properties()->AddProperty("a", "b", 1);
  EXPECT_TRUE(instance.proximity_properties()->HasProperty("a", "b"));
  EXPECT_EQ(instance.illustration_properties(), nullptr);
  instance.set_illustration_properties(IllustrationProperties());
  EXPECT_NE(instance.illustration_properties(), nullptr);

  // Distinct instances get distinct ids.
  const GeometryInstance other(X_PG, std::make_unique<Box>(1, 1, 1), "box");
  EXPECT_NE(other.id(), instance.id());

  std::unique_ptr<Shape> released = instance.release_shape();
  EXPECT_NE(released, nullptr);
  DRAKE_EXPECT_THROWS_MESSAGE(instance.shape(),
                              ".*'ball': the shape has been released.*");
}

GTEST_TEST(GeometryInstanceTest, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      GeometryInstance(RigidTransform<double>(), Sphere(1), "   "),
      "GeometryInstance given the name '   ' which is an empty canonical "
      "string.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      GeometryInstance(RigidTransform<double>(), std::unique_ptr<Shape>(), "n"),
      "GeometryInstance 'n' was given a null shape.");
}

GTEST_TEST(GeometryFrameTest, Basics) {
  const GeometryFrame frame(" link ", 3);
  EXPECT_TRUE(frame.id().is_valid());
  EXPECT_EQ(frame.name(), "link");
  EXPECT_EQ(frame.frame_group(), 3);
  DRAKE_EXPECT_THROWS_MESSAGE(GeometryFrame("f", -1),
                              ".*'f': the frame group id must be >= 0; "
                              "given -1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(GeometryFrame(""),
                              "GeometryFrame given the name '' .*");
}

GTEST_TEST(FramePoseVectorTest, SetGetAndMissing) {
  const FrameId a = FrameId::get_new_id();
  const FrameId b = FrameId::get_new_id();
  FramePoseVector<double> poses{
      {a, RigidTransform<double>(Vector3<double>(1, 0, 0))}};
  EXPECT_EQ(poses.size(), 1);
  EXPECT_TRUE(poses.has_id(a));
  EXPECT_FALSE(poses.has_id(b));
  poses.set_value(b, RigidTransform<double>());
  poses.set_value(a, RigidTransform<double>(Vector3<double>(2, 0, 0)));
  EXPECT_EQ(poses.size(), 2);
  EXPECT_EQ(poses.value(a).translation()(0), 2);
  EXPECT_EQ(poses.ids().size(), 2u);
  poses.clear();
  EXPECT_EQ(poses.size(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(poses.value(a), "No such FrameId: [0-9]+.");
}

}  // namespace geometry_instance_test
}  // namespace geometry
}  // namespace drake
