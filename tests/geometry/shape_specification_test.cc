// Shapes: accessors, validation messages, cloning, the reifier dispatch,
// Shape::Visit, MeshcatCone (and where it is refused), HalfSpace::MakePose
// and CalcVolume against closed forms.

#include "drake/geometry/shape_specification.h"

#include <cmath>
#include <numbers>
#include <type_traits>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/overloaded.h"
#include "drake/geometry/scene_graph.h"

namespace drake {
namespace geometry {
namespace shape_specification_test {

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

GTEST_TEST(MeshcatConeTest, ConstructionAndStringForms) {
  const MeshcatCone cone(2, 0.5, 0.25);
  EXPECT_EQ(cone.height(), 2);
  EXPECT_EQ(cone.a(), 0.5);
  EXPECT_EQ(cone.b(), 0.25);
  // Drake's defaults: a = b = 1
  const MeshcatCone unit(3);
  EXPECT_EQ(unit.a(), 1);
  EXPECT_EQ(unit.b(), 1);
  const MeshcatCone from_vector(Vector3<double>(2, 0.5, 0.25));
  EXPECT_EQ(from_vector.to_string(), cone.to_string());
  EXPECT_EQ(cone.type_name(), "MeshcatCone");
  EXPECT_EQ(cone.to_string(), "MeshcatCone(height=2, a=0.5, b=0.25)");
  EXPECT_EQ(fmt::format("{}", cone), cone.to_string());
  const Shape& base = cone;
  EXPECT_EQ(fmt::format("{}", base), cone.to_string());
  const std::unique_ptr<Shape> clone = cone.Clone();
  EXPECT_EQ(dynamic_cast<const MeshcatCone&>(*clone).b(), 0.25);
}

// Each measure is checked on its own, and the message names it (Drake's
// test looks for "height =", "a =", "b =").
GTEST_TEST(MeshcatConeTest, BadMeasuresThrowNamingTheMeasure) {
  DRAKE_EXPECT_THROWS_MESSAGE(MeshcatCone(0, 1, 1),
                              "MeshcatCone.*height must .*height = 0\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(MeshcatCone(1, -2, 1), ".*got a = -2\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(MeshcatCone(1, 1, NAN), ".*got b = nan\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(MeshcatCone(1, 1, INFINITY), ".*got b = inf\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(MeshcatCone(Vector3<double>(1, 1, 0)),
                              ".*got b = 0\\.");
}

// V = π·a·b·h/3; for a = b = r it is a third of the cylinder of the same
// radius and height (an identity between two independent formulas).
GTEST_TEST(MeshcatConeTest, CalcVolume) {
  EXPECT_NEAR(CalcVolume(MeshcatCone(3, 0.5, 2)), std::numbers::pi, 1e-14);
  EXPECT_NEAR(CalcVolume(MeshcatCone(1.7, 0.4, 0.4)),
              CalcVolume(Cylinder(0.4, 1.7)) / 3, 1e-14);
}

GTEST_TEST(MeshcatConeTest, ReifierDefaultThrows) {
  NameReifier reifier;
  DRAKE_EXPECT_THROWS_MESSAGE(
      MeshcatCone(1).Reify(&reifier),
      "This class \\(.*NameReifier\\) does not support MeshcatCone.");
}

// Overriding DefaultImplementGeometry catches every shape not otherwise
// handled, with the shape as a Shape&.
GTEST_TEST(ShapeTest, DefaultImplementGeometry) {
  class CatchAll final : public ShapeReifier {
   public:
    using ShapeReifier::ImplementGeometry;
    std::string seen;
    void ImplementGeometry(const Box&, void*) final { seen = "box!"; }

   private:
    void DefaultImplementGeometry(const Shape& shape) final {
      seen = shape.to_string();
    }
  };
  CatchAll reifier;
  MeshcatCone(1, 2, 3).Reify(&reifier);
  EXPECT_EQ(reifier.seen, "MeshcatCone(height=1, a=2, b=3)");
  Sphere(0.5).Reify(&reifier);
  EXPECT_EQ(reifier.seen, "Sphere(radius=0.5)");
  Box(1, 1, 1).Reify(&reifier);
  EXPECT_EQ(reifier.seen, "box!");
}

// Visit() calls the overload of the concrete type and returns its value.
GTEST_TEST(ShapeTest, Visit) {
  std::vector<std::unique_ptr<Shape>> shapes;
  shapes.push_back(std::make_unique<Box>(1, 2, 3));
  shapes.push_back(std::make_unique<Capsule>(1, 2));
  shapes.push_back(std::make_unique<Convex>("/tmp/none.obj"));
  shapes.push_back(std::make_unique<Cylinder>(1, 2));
  shapes.push_back(std::make_unique<Ellipsoid>(1, 2, 3));
  shapes.push_back(std::make_unique<HalfSpace>());
  shapes.push_back(std::make_unique<Mesh>("/tmp/none.obj"));
  shapes.push_back(std::make_unique<MeshcatCone>(1, 2, 3));
  shapes.push_back(std::make_unique<Sphere>(2));
  // a generic visitor sees the concrete type: its name agrees with
  // type_name() for every shape
  for (const auto& shape : shapes) {
    const std::string name = shape->Visit([](const auto& concrete) {
      using Concrete = std::decay_t<decltype(concrete)>;
      // the static type is the concrete one, never the base
      return std::string(concrete.type_name()) +
             (std::is_same_v<Concrete, Shape> ? "/base" : "/concrete");
    });
    EXPECT_EQ(name, std::string(shape->type_name()) + "/concrete");
  }
  // an overload set with a catch-all; ReturnType converts each result (an
  // int, a float, a double) to double
  const auto measure = overloaded{
      [](const Box& box) { return static_cast<int>(box.size().sum()); },
      [](const Sphere& sphere) { return static_cast<float>(sphere.radius()); },
      [](const MeshcatCone& cone) {
        return cone.a() * cone.b() * cone.height();
      },
      [](const Shape&) { return -1.0; }};
  EXPECT_EQ(shapes[0]->Visit<double>(measure), 6.0);
  EXPECT_EQ(shapes[8]->Visit<double>(measure), 2.0);
  EXPECT_EQ(shapes[7]->Visit<double>(measure), 6.0);
  EXPECT_EQ(shapes[5]->Visit<double>(measure), -1.0);
  static_assert(
      std::is_same_v<decltype(shapes[0]->Visit<double>(measure)), double>);
  // the volumes agree with CalcVolume's reifier for the closed forms
  const auto volume =
      overloaded{[](const Sphere& s) {
                   return 4.0 / 3 * std::numbers::pi * std::pow(s.radius(), 3);
                 },
                 [](const MeshcatCone& c) {
                   return std::numbers::pi * c.a() * c.b() * c.height() / 3;
                 },
                 [](const auto&) { return 0.0; }};
  EXPECT_NEAR(shapes[8]->Visit(volume), CalcVolume(*shapes[8]), 1e-14);
  EXPECT_NEAR(shapes[7]->Visit(volume), CalcVolume(*shapes[7]), 1e-14);
  // a void visitor
  int count = 0;
  for (const auto& shape : shapes) {
    shape->Visit(overloaded{[&count](const HalfSpace&) { count += 10; },
                            [&count](const auto&) { count += 1; }});
  }
  EXPECT_EQ(count, 18);
}

// A MeshcatCone may be drawn (illustration) but not queried: the proximity
// role throws naming the geometry; its OBB is the box [−a, a] × [−b, b] ×
// [0, h].
GTEST_TEST(MeshcatConeTest, RolesAndConsumers) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("cones");
  const math::RigidTransform<double> X_WG;
  const GeometryId drawn = scene_graph.RegisterAnchoredGeometry(
      source, std::make_unique<GeometryInstance>(
                  X_WG, MeshcatCone(0.8, 0.3, 0.2), "drawn"));
  scene_graph.AssignRole(source, drawn, IllustrationProperties());
  const std::optional<Obb>& obb =
      scene_graph.model_inspector().GetObbInGeometryFrame(drawn);
  ASSERT_TRUE(obb.has_value());
  // (half widths padded by at most 2e-14 m, see Obb)
  EXPECT_TRUE(
      obb->half_width().isApprox(Vector3<double>(0.3, 0.2, 0.4), 1e-13));
  EXPECT_EQ(obb->center(), Vector3<double>(0, 0, 0.4));
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.AssignRole(source, drawn, ProximityProperties()),
      "Geometry 'drawn' .*MeshcatCone cannot have the proximity role.*");
  EXPECT_EQ(scene_graph.model_inspector().GetProximityProperties(drawn),
            nullptr);
  // (CalcSpatialInertia: see geometry_spatial_inertia_test.cc)
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

}  // namespace shape_specification_test
}  // namespace geometry
}  // namespace drake
