// Shapes: accessors, validation messages, cloning, the reifier dispatch,
// HalfSpace::MakePose and CalcVolume against closed forms.

#include "drake/geometry/shape_specification.h"

#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace geometry {
namespace {

GTEST_TEST(ShapeTest, Accessors) {
  EXPECT_EQ(Sphere(0.5).radius(), 0.5);
  const Box box(1, 2, 3);
  EXPECT_EQ(box.width(), 1);
  EXPECT_EQ(box.depth(), 2);
  EXPECT_EQ(box.height(), 3);
  EXPECT_EQ(box.size(), Vector3<double>(1, 2, 3));
  EXPECT_EQ(Box::MakeCube(2).size(), Vector3<double>(2, 2, 2));
  EXPECT_EQ(Cylinder(1, 2).radius(), 1);
  EXPECT_EQ(Cylinder(1, 2).length(), 2);
  EXPECT_EQ(Capsule(1, 2).length(), 2);
  EXPECT_EQ(Ellipsoid(1, 2, 3).c(), 3);
  const Mesh mesh("/tmp/x.OBJ", 2.0);
  EXPECT_EQ(mesh.filename(), "/tmp/x.OBJ");
  EXPECT_EQ(mesh.extension(), ".obj");
  EXPECT_EQ(mesh.scale(), 2.0);
  EXPECT_EQ(Convex("/tmp/y.obj").scale(), 1.0);
  EXPECT_EQ(Sphere(1).type_name(), "Sphere");
  EXPECT_EQ(HalfSpace().type_name(), "HalfSpace");
  EXPECT_EQ(Box(1, 2, 3).to_string(), "Box(width=1, depth=2, height=3)");
}

GTEST_TEST(ShapeTest, BadDimensionsThrowNamingShapeAndValue) {
  DRAKE_EXPECT_THROWS_MESSAGE(Sphere(-1), "Sphere radius .*got radius=-1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Box(1, 0, 3),
                              "Box width, depth and height .*depth=0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Cylinder(1, -2),
                              "Cylinder radius and length .*length=-2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Capsule(0, 1), "Capsule radius .*radius=0,.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Ellipsoid(1, 2, NAN), "Ellipsoid .*c=nan.*");
  // (Mesh and Convex: see MeshShapeTest.ConstructorValidation.)
  DRAKE_EXPECT_THROWS_MESSAGE(
      HalfSpace::MakePose(Vector3<double>::Zero(), Vector3<double>::Zero()),
      "HalfSpace::MakePose\\(\\): the normal vector .*norm 0.*");
}

class NameReifier final : public ShapeReifier {
 public:
  // The shapes not overridden here keep the base class's "unsupported" throw.
  using ShapeReifier::ImplementGeometry;
  std::string seen;
  void ImplementGeometry(const Sphere&, void* data) final {
    seen = "sphere";
    *static_cast<int*>(data) += 1;
  }
  void ImplementGeometry(const Box&, void*) final { seen = "box"; }
};

GTEST_TEST(ShapeTest, ReifyDispatchesOnTypeAndCloneKeepsIt) {
  NameReifier reifier;
  int count = 0;
  std::unique_ptr<Shape> shape = Sphere(2).Clone();
  shape->Reify(&reifier, &count);
  EXPECT_EQ(reifier.seen, "sphere");
  EXPECT_EQ(count, 1);
  EXPECT_EQ(dynamic_cast<const Sphere&>(*shape).radius(), 2);
  Box(1, 1, 1).Reify(&reifier);
  EXPECT_EQ(reifier.seen, "box");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Capsule(1, 1).Reify(&reifier),
      "This class \\(.*NameReifier\\) does not support Capsule.");
}

// The pose's z axis is the unit normal, Co is the given point, and the
// rotation is orthonormal (to roundoff, 1e-15).
GTEST_TEST(ShapeTest, HalfSpaceMakePose) {
  const Vector3<double> normal(1, 2, 2);
  const Vector3<double> p(0.5, -1, 3);
  const math::RigidTransform<double> X_FC = HalfSpace::MakePose(normal, p);
  const Matrix3<double> R = X_FC.rotation().matrix();
  EXPECT_TRUE(R.col(2).isApprox(normal / 3.0, 1e-15));
  EXPECT_TRUE((R.transpose() * R).isIdentity(1e-15));
  EXPECT_NEAR(R.determinant(), 1.0, 1e-15);
  EXPECT_EQ(X_FC.translation(), p);
}

// Volumes: 4/3·π·r³, w·d·h, π·r²·l, π·r²·(l + 4/3·r), 4/3·π·a·b·c.
GTEST_TEST(ShapeTest, CalcVolume) {
  const double pi = std::numbers::pi;
  EXPECT_NEAR(CalcVolume(Sphere(2)), 4.0 / 3 * pi * 8, 1e-12);
  EXPECT_NEAR(CalcVolume(Box(1, 2, 3)), 6, 1e-12);
  EXPECT_NEAR(CalcVolume(Cylinder(1, 2)), 2 * pi, 1e-12);
  EXPECT_NEAR(CalcVolume(Capsule(1, 2)), pi * (2 + 4.0 / 3), 1e-12);
  EXPECT_NEAR(CalcVolume(Ellipsoid(1, 2, 3)), 4.0 / 3 * pi * 6, 1e-12);
  DRAKE_EXPECT_THROWS_MESSAGE(CalcVolume(HalfSpace()),
                              ".*HalfSpace has infinite volume.*");
  // (Mesh and Convex: see mesh_shape_test.cc.)
}

}  // namespace
}  // namespace geometry
}  // namespace drake
