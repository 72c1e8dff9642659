// CalcSpatialInertia() of shapes and closed meshes: the mesh integration
// (tetrahedra fanned from the mesh origin) against the closed forms of a box,
// with the origin inside and outside the body, and the OBJ Mesh and Convex
// paths end to end (from a file or from memory, scaled per axis).

#include "drake/multibody/tree/geometry_spatial_inertia.h"

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/temp_directory.h"

namespace drake {
namespace multibody {
namespace geometry_spatial_inertia_test {

using Eigen::Vector3d;
using geometry::SurfaceTriangle;
using geometry::TriangleSurfaceMesh;

// The 12 outward triangles of the box [−a/2, a/2]×[−b/2, b/2]×[−c/2, c/2]
// moved by `offset`.
TriangleSurfaceMesh<double> BoxMesh(double a, double b, double c,
                                    const Vector3d& offset) {
  std::vector<Vector3d> v;
  for (int i = 0; i < 8; ++i) {
    v.push_back(offset + Vector3d((i & 1 ? 0.5 : -0.5) * a,
                                  (i & 2 ? 0.5 : -0.5) * b,
                                  (i & 4 ? 0.5 : -0.5) * c));
  }
  // Faces as quads (counter-clockwise from outside), split in two.
  const int quads[6][4] = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4},
                           {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
  std::vector<SurfaceTriangle> t;
  for (const auto& q : quads) {
    t.emplace_back(q[0], q[1], q[2]);
    t.emplace_back(q[0], q[2], q[3]);
  }
  return TriangleSurfaceMesh<double>(std::move(t), std::move(v));
}

// The mesh integral is exact for polyhedra: 1e-13 relative to the largest
// entry of M (a few roundings per tetrahedron).
void ExpectNear(const SpatialInertia<double>& a,
                const SpatialInertia<double>& b) {
  const Matrix6<double> A = a.CopyToFullMatrix6(), B = b.CopyToFullMatrix6();
  EXPECT_LT((A - B).cwiseAbs().maxCoeff(), 1e-13 * B.cwiseAbs().maxCoeff())
      << A << "\nvs\n"
      << B;
}

GTEST_TEST(GeometrySpatialInertiaTest, BoxMeshMatchesClosedForm) {
  const double density = 750, a = 0.3, b = 0.5, c = 0.2;
  const auto expected =
      SpatialInertia<double>::SolidBoxWithDensity(density, a, b, c);
  ExpectNear(CalcSpatialInertia(BoxMesh(a, b, c, Vector3d::Zero()), density),
             expected);
  ExpectNear(CalcSpatialInertia(geometry::Box(a, b, c), density), expected);
  // Mo far outside the box: the signed tetrahedra still sum to the body;
  // M about Mo is the central one shifted to Mo.
  const Vector3d p_MoBcm(2.0, -1.0, 3.0);
  ExpectNear(CalcSpatialInertia(BoxMesh(a, b, c, p_MoBcm), density),
             expected.Shift(-p_MoBcm));
}

GTEST_TEST(GeometrySpatialInertiaTest, PrimitiveShapes) {
  const double density = 1200;
  ExpectNear(CalcSpatialInertia(geometry::Sphere(0.2), density),
             SpatialInertia<double>::SolidSphereWithDensity(density, 0.2));
  ExpectNear(CalcSpatialInertia(geometry::Cylinder(0.1, 0.4), density),
             SpatialInertia<double>::SolidCylinderWithDensity(
                 density, 0.1, 0.4, Vector3d::UnitZ()));
  ExpectNear(CalcSpatialInertia(geometry::Capsule(0.1, 0.4), density),
             SpatialInertia<double>::SolidCapsuleWithDensity(
                 density, 0.1, 0.4, Vector3d::UnitZ()));
  ExpectNear(CalcSpatialInertia(geometry::Ellipsoid(0.1, 0.2, 0.3), density),
             SpatialInertia<double>::SolidEllipsoidWithDensity(density, 0.1,
                                                               0.2, 0.3));
  DRAKE_EXPECT_THROWS_MESSAGE(
      CalcSpatialInertia(geometry::HalfSpace(), density),
      "CalcSpatialInertia\\(\\): a HalfSpace has no finite volume, so it has "
      "no spatial inertia\\.");
  // (as Drake: "MeshcatCone is not yet supported")
  DRAKE_EXPECT_THROWS_MESSAGE(
      CalcSpatialInertia(geometry::MeshcatCone(1.0), density),
      "CalcSpatialInertia\\(\\): a MeshcatCone is not supported \\(as in "
      "Drake\\)\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      CalcSpatialInertia(geometry::Sphere(1.0), -1.0),
      "CalcSpatialInertia\\(\\): the density must be positive and finite; "
      "got -1\\.");
}

// A cube written as an OBJ file: Mesh integrates its faces, Convex its hull
// (here the same solid); both scaled by 2.
GTEST_TEST(GeometrySpatialInertiaTest, ObjMeshAndConvex) {
  const std::string path = temp_directory() + "/cube.obj";
  {
    std::ofstream obj(path);
    const TriangleSurfaceMesh<double> cube =
        BoxMesh(1, 1, 1, Vector3d(0.5, 0.5, 0.5));
    for (const Vector3d& v : cube.vertices()) {
      obj << "v " << v.x() << " " << v.y() << " " << v.z() << "\n";
    }
    for (const SurfaceTriangle& t : cube.triangles()) {
      obj << "f " << t.vertex(0) + 1 << " " << t.vertex(1) + 1 << " "
          << t.vertex(2) + 1 << "\n";
    }
  }
  const double density = 10;
  // The cube [0, 2]³: mass 80, center of mass (1, 1, 1).
  const auto expected =
      SpatialInertia<double>::SolidCubeWithDensity(density, 2.0)
          .Shift(-Vector3d(1, 1, 1));
  ExpectNear(CalcSpatialInertia(geometry::Mesh(path, 2.0), density), expected);
  ExpectNear(CalcSpatialInertia(geometry::Convex(path, 2.0), density),
             expected);
  std::filesystem::remove(path);
}

// The unit cube centred at the origin (the test data's OBJ), held in memory
// and scaled by (1, 2, 3) — and mirrored by (−1, 2, 3) — is the box of sides
// 1, 2, 3: mass 6ρ, centre of mass at the origin, and
// I = m/12·(b² + c², a² + c², a² + b²) = ρ/2·(13, 10, 5), to 1e-12
// (roundoff of a dozen tetrahedra). The in-memory mesh gives what the file
// gives, to 1e-15 relative (the same bytes through the same parser).
GTEST_TEST(GeometrySpatialInertiaTest, InMemoryNonUniformScale) {
  const std::string cube =
      std::string(MALLARD_TEST_SOURCE_DIR) + "/geometry/test_data/cube.obj";
  const double density = 10;
  for (const Vector3d& scale : {Vector3d(1, 2, 3), Vector3d(-1, 2, 3)}) {
    const geometry::InMemoryMesh data{MemoryFile::Make(cube), {}};
    for (const SpatialInertia<double>& M :
         {CalcSpatialInertia(geometry::Mesh(data, scale), density),
          CalcSpatialInertia(geometry::Convex(data, scale), density)}) {
      EXPECT_NEAR(M.get_mass(), 6 * density, 1e-12);
      EXPECT_LT(M.get_com().norm(), 1e-12);
      const Matrix3<double> I = M.CalcRotationalInertia().CopyToFullMatrix3();
      const Matrix3<double> expected =
          Vector3d(13, 10, 5).asDiagonal() * (density / 2);
      EXPECT_LT((I - expected).cwiseAbs().maxCoeff(), 1e-12) << I;
    }
    const Matrix6<double> from_file =
        CalcSpatialInertia(geometry::Mesh(cube, scale), density)
            .CopyToFullMatrix6();
    const Matrix6<double> from_memory =
        CalcSpatialInertia(geometry::Mesh(data, scale), density)
            .CopyToFullMatrix6();
    EXPECT_LE((from_file - from_memory).cwiseAbs().maxCoeff(),
              1e-15 * from_file.cwiseAbs().maxCoeff());
  }
}

GTEST_TEST(GeometrySpatialInertiaTest, InsideOutMeshThrows) {
  const TriangleSurfaceMesh<double> box = BoxMesh(1, 1, 1, Vector3d::Zero());
  std::vector<SurfaceTriangle> flipped;
  for (const SurfaceTriangle& t : box.triangles()) {
    flipped.emplace_back(t.vertex(0), t.vertex(2), t.vertex(1));
  }
  std::vector<Vector3d> vertices = box.vertices();
  DRAKE_EXPECT_THROWS_MESSAGE(
      CalcSpatialInertia(
          TriangleSurfaceMesh<double>(std::move(flipped), std::move(vertices)),
          1.0),
      "CalcSpatialInertia\\(\\): the mesh \\(12 triangles\\) bounds a volume "
      "of -[0-9.e-]+ m³; .*");
}

}  // namespace geometry_spatial_inertia_test
}  // namespace multibody
}  // namespace drake
