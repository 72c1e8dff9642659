// Mesh and Convex (Drake v1.56's API): every constructor, the scale
// validation and its messages, scale()/scale3(), the string forms, the
// Mallard-only filename(), and GetConvexHull() (lazy, shared by copies,
// thread-safe) against closed forms: a unit cube scaled per axis, mirrored,
// and the hull of a tetrahedron's points with interior points.

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <memory>
#include <set>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/shape_specification.h"

namespace drake {
namespace geometry {
namespace mesh_shape_test {

namespace fs = std::filesystem;
using Eigen::Vector3d;

const std::string kCube =
    std::string(MALLARD_TEST_SOURCE_DIR) + "/geometry/test_data/cube.obj";

InMemoryMesh CubeInMemory() {
  return InMemoryMesh{MemoryFile::Make(kCube), {}};
}

GTEST_TEST(MeshShapeTest, Constructors) {
  const Vector3d s3(1, 2, 3);
  const MeshSource path_source(fs::path("/m/a.obj"));
  const std::vector<Mesh> meshes{
      Mesh(fs::path("/m/a.obj")),         Mesh(fs::path("/m/a.obj"), s3),
      Mesh(CubeInMemory(), 2.0),          Mesh(CubeInMemory(), s3),
      Mesh(MeshSource(path_source), 2.0), Mesh(MeshSource(path_source), s3)};
  EXPECT_EQ(meshes[0].scale3(), Vector3d::Ones());
  EXPECT_EQ(meshes[1].scale3(), s3);
  EXPECT_EQ(meshes[2].scale3(), Vector3d::Constant(2));
  EXPECT_EQ(meshes[3].scale3(), s3);
  EXPECT_EQ(meshes[4].scale(), 2.0);
  EXPECT_EQ(meshes[5].scale3(), s3);
  for (const Mesh& mesh : meshes) EXPECT_EQ(mesh.extension(), ".obj");
  EXPECT_TRUE(meshes[0].source().is_path());
  EXPECT_TRUE(meshes[3].source().is_in_memory());
  EXPECT_EQ(meshes[3].source().description(), kCube);
  // a relative path is made absolute (as Drake), a MeshSource's is kept
  EXPECT_EQ(Mesh(fs::path("rel/b.OBJ")).source().path(),
            fs::absolute("rel/b.OBJ"));
  EXPECT_EQ(Mesh(MeshSource(fs::path("rel/b.obj"))).source().path(),
            fs::path("rel/b.obj"));

  const Eigen::Matrix3Xd points = Eigen::Matrix3Xd::Identity(3, 4);
  const std::vector<Convex> convexes{
      Convex(fs::path("/m/a.vtk")),         Convex(fs::path("/m/a.vtk"), s3),
      Convex(CubeInMemory(), 2.0),          Convex(CubeInMemory(), s3),
      Convex(MeshSource(path_source), 2.0), Convex(MeshSource(path_source), s3),
      Convex(points, "pts", 2.0),           Convex(points, "pts", s3)};
  EXPECT_EQ(convexes[0].extension(), ".vtk");
  EXPECT_EQ(convexes[1].scale3(), s3);
  EXPECT_EQ(convexes[2].scale(), 2.0);
  EXPECT_EQ(convexes[5].scale3(), s3);
  EXPECT_EQ(convexes[6].scale(), 2.0);
  EXPECT_EQ(convexes[7].scale3(), s3);
  EXPECT_TRUE(convexes[6].source().is_in_memory());
  EXPECT_EQ(convexes[6].extension(), ".obj");
  EXPECT_EQ(convexes[6].source().description(), "pts");
}

// Every constructor rejects |scale| < 1e-8 (and non-finite scales) on any
// axis with Drake's message; negative scales are valid.
GTEST_TEST(MeshShapeTest, ConstructorValidation) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  const fs::path file("/m/a.obj");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Mesh(file, 0.0),
      "Mesh \\|scale\\| cannot be < 1e-8 on any axis, given \\[0, 0, 0\\]ᵀ\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Mesh(file, Vector3d(1, 1e-9, 1)),
      "Mesh \\|scale\\| cannot be < 1e-8 on any axis, given "
      "\\[1, 1e-09, 1\\]ᵀ\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(Mesh(CubeInMemory(), nan),
                              "Mesh \\|scale\\| .*\\[nan, nan, nan\\]ᵀ\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(Mesh(CubeInMemory(), Vector3d(1, 1, inf)),
                              "Mesh \\|scale\\| .*\\[1, 1, inf\\]ᵀ\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(Mesh(MeshSource(file), -1e-9),
                              "Mesh \\|scale\\| .*");
  DRAKE_EXPECT_THROWS_MESSAGE(Mesh(MeshSource(file), Vector3d(0, 1, 1)),
                              "Mesh \\|scale\\| .*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Convex(file, 1e-9),
      "Convex \\|scale\\| cannot be < 1e-8 on any axis, given "
      "\\[1e-09, 1e-09, 1e-09\\]ᵀ\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(Convex(file, Vector3d(1, -1e-9, 1)),
                              "Convex \\|scale\\| .*");
  DRAKE_EXPECT_THROWS_MESSAGE(Convex(CubeInMemory(), inf),
                              "Convex \\|scale\\| .*");
  DRAKE_EXPECT_THROWS_MESSAGE(Convex(CubeInMemory(), Vector3d(nan, 1, 1)),
                              "Convex \\|scale\\| .*");
  DRAKE_EXPECT_THROWS_MESSAGE(Convex(MeshSource(file), 0.0),
                              "Convex \\|scale\\| .*");
  DRAKE_EXPECT_THROWS_MESSAGE(Convex(MeshSource(file), Vector3d(1, 1, 0)),
                              "Convex \\|scale\\| .*");
  const Eigen::Matrix3Xd points = Eigen::Matrix3Xd::Identity(3, 4);
  DRAKE_EXPECT_THROWS_MESSAGE(Convex(points, "p", 0.0),
                              "Convex \\|scale\\| .*");
  DRAKE_EXPECT_THROWS_MESSAGE(Convex(points, "p", Vector3d(1, 0, 1)),
                              "Convex \\|scale\\| .*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Convex(points, "two\nlines"),
      "Convex: the label of a Convex made from points must be a single line; "
      "given 'two\nlines'\\.");
  // (1e-8 itself, and mirroring, are fine)
  EXPECT_NO_THROW(Mesh(file, Vector3d(1e-8, -1, -1e-8)));
  EXPECT_NO_THROW(Convex(CubeInMemory(), -1.0));
}

GTEST_TEST(MeshShapeTest, UniformScale) {
  const Mesh mesh(fs::path("/m/a.obj"), Vector3d(1, 2, 3));
  DRAKE_EXPECT_THROWS_MESSAGE(
      mesh.scale(),
      "Mesh::scale\\(\\) can only be called for uniform scaling\\. This mesh "
      "has scale \\[1, 2, 3\\]ᵀ\\. Use Mesh::scale3\\(\\) instead\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Convex(fs::path("/m/a.obj"), Vector3d(2, 2, -2)).scale(),
      "Convex::scale\\(\\) can only be called for uniform scaling\\. This "
      "mesh has scale \\[2, 2, -2\\]ᵀ\\. Use Convex::scale3\\(\\) instead\\.");
  EXPECT_EQ(Mesh(fs::path("/m/a.obj"), Vector3d::Constant(-3)).scale(), -3);
}

// Drake's string forms: filename='...' for a path, mesh_data=InMemoryMesh(...)
// for memory, and the scale as a transposed column.
GTEST_TEST(MeshShapeTest, ToStringAndFormatter) {
  const Mesh mesh("/some/file", 1.5);
  EXPECT_EQ(mesh.to_string(),
            "Mesh(filename='/some/file', scale=[1.5, 1.5, 1.5]ᵀ)");
  EXPECT_EQ(fmt::to_string(mesh), mesh.to_string());
  const InMemoryMesh data{MemoryFile("a", ".a", "A"),
                          {{"cc", fs::path("path/to/c")}}};
  const Convex convex(data, Vector3d(2, 3, 4));
  EXPECT_EQ(
      convex.to_string(),
      fmt::format("Convex(mesh_data={}, scale=[2, 3, 4]ᵀ)", data.to_string()));
  EXPECT_EQ(fmt::to_string(convex), convex.to_string());
  const Shape& base = convex;
  EXPECT_EQ(fmt::to_string(base), convex.to_string());
}

// filename() (Mallard's extra): the absolute path, or a throw naming the
// in-memory mesh.
GTEST_TEST(MeshShapeTest, Filename) {
  EXPECT_EQ(Mesh(fs::path("/m/a.obj")).filename(), "/m/a.obj");
  EXPECT_EQ(Convex(fs::path("/m/b.obj")).filename(), "/m/b.obj");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Mesh(CubeInMemory()).filename(),
      fmt::format("Mesh::filename\\(\\): the Mesh '{}' is held in memory and "
                  "has no file name; use source\\(\\).*",
                  kCube));
  DRAKE_EXPECT_THROWS_MESSAGE(
      Convex(Eigen::Matrix3Xd::Identity(3, 4), "pts").filename(),
      "Convex::filename\\(\\): the Convex 'pts' is held in memory.*");
}

// The signed volume of a closed polygon mesh with outward faces, by the
// divergence theorem (each polygon fanned from its first vertex).
double PolygonMeshVolume(const PolygonSurfaceMesh<double>& mesh) {
  double volume = 0;
  for (int f = 0; f < mesh.num_faces(); ++f) {
    const SurfacePolygon polygon = mesh.element(f);
    const Vector3d& a = mesh.vertex(polygon.vertex(0));
    for (int i = 1; i + 1 < polygon.num_vertices(); ++i) {
      volume += a.dot(mesh.vertex(polygon.vertex(i))
                          .cross(mesh.vertex(polygon.vertex(i + 1)))) /
                6;
    }
  }
  return volume;
}

// Each face's normal points away from the hull's centroid (outward).
void ExpectOutwardFaces(const PolygonSurfaceMesh<double>& hull) {
  Vector3d centroid = Vector3d::Zero();
  for (int v = 0; v < hull.num_vertices(); ++v) centroid += hull.vertex(v);
  centroid /= hull.num_vertices();
  for (int f = 0; f < hull.num_faces(); ++f) {
    EXPECT_GT(hull.face_normal(f).dot(hull.element_centroid(f) - centroid), 0)
        << "face " << f;
  }
}

// The unit cube's hull: 8 vertices, 6 square faces (the coplanar triangles
// merged), volume 1 — for Mesh and Convex, from disk and from memory, the
// two exactly equal (the same parser reads the same bytes).
GTEST_TEST(MeshShapeTest, ConvexHullOfUnitCube) {
  const Mesh on_disk(kCube);
  const Convex in_memory(CubeInMemory());
  for (const PolygonSurfaceMesh<double>* hull :
       {&on_disk.GetConvexHull(), &in_memory.GetConvexHull()}) {
    EXPECT_EQ(hull->num_vertices(), 8);
    ASSERT_EQ(hull->num_faces(), 6);
    for (int f = 0; f < 6; ++f) {
      EXPECT_EQ(hull->element(f).num_vertices(), 4);
      // axis-aligned unit normals, exactly (from ±0.5 coordinates)
      EXPECT_EQ(hull->face_normal(f).cwiseAbs().sum(), 1.0);
    }
    // volume: exact arithmetic on ±0.5 coordinates; 1e-15 for roundoff
    EXPECT_NEAR(PolygonMeshVolume(*hull), 1.0, 1e-15);
    ExpectOutwardFaces(*hull);
  }
  EXPECT_TRUE(on_disk.GetConvexHull().Equal(in_memory.GetConvexHull()));
  EXPECT_NEAR(CalcVolume(in_memory), 1.0, 1e-15);
  EXPECT_NEAR(CalcVolume(on_disk), 1.0, 1e-15);
  EXPECT_NEAR(CalcVolume(Mesh(CubeInMemory())), 1.0, 1e-15);
}

// scale3 = (1, 2, 3): the box of sides 1, 2, 3 (vertices (±0.5, ±1, ±1.5)),
// volume 6; mirrored by (−1, 2, 3) the same box, still with outward faces
// and a positive volume.
GTEST_TEST(MeshShapeTest, ConvexHullNonUniformAndMirrored) {
  for (const Vector3d& scale : {Vector3d(1, 2, 3), Vector3d(-1, 2, 3)}) {
    SCOPED_TRACE(
        fmt::format("scale {} {} {}", scale.x(), scale.y(), scale.z()));
    const Convex convex(kCube, scale);
    const PolygonSurfaceMesh<double>& hull = convex.GetConvexHull();
    ASSERT_EQ(hull.num_vertices(), 8);
    EXPECT_EQ(hull.num_faces(), 6);
    for (int v = 0; v < 8; ++v) {
      EXPECT_EQ(hull.vertex(v).cwiseAbs(), Vector3d(0.5, 1, 1.5));
    }
    // volume and face areas (1·2, 1·3, 2·3, twice each) to roundoff
    EXPECT_NEAR(PolygonMeshVolume(hull), 6.0, 1e-14);
    EXPECT_NEAR(CalcVolume(convex), 6.0, 1e-14);
    EXPECT_NEAR(hull.total_area(), 2 * (2 + 3 + 6), 1e-14);
    ExpectOutwardFaces(hull);
    // a Mesh's volume comes from its own faces (rewound when mirrored)
    EXPECT_NEAR(CalcVolume(Mesh(CubeInMemory(), scale)), 6.0, 1e-14);
  }
}

// The hull of a tetrahedron's four corners plus points inside it and on
// its faces is the tetrahedron: 4 vertices, 4 triangles, volume 1/6 (times
// the scale's product).
GTEST_TEST(MeshShapeTest, ConvexFromPoints) {
  Eigen::Matrix3Xd points(3, 7);
  points << 0, 1, 0, 0, 0.1, 0.2, 0.25,  //
      0, 0, 1, 0, 0.1, 0.3, 0.25,        //
      0, 0, 0, 1, 0.1, 0.1, 0.0;
  const Convex convex(points, "tetra", Vector3d(2, 1, 1));
  const PolygonSurfaceMesh<double>& hull = convex.GetConvexHull();
  EXPECT_EQ(hull.num_vertices(), 4);
  EXPECT_EQ(hull.num_faces(), 4);
  std::set<std::tuple<double, double, double>> corners;
  for (int v = 0; v < 4; ++v) {
    corners.insert(
        {hull.vertex(v).x(), hull.vertex(v).y(), hull.vertex(v).z()});
  }
  const std::set<std::tuple<double, double, double>> expected{
      {0, 0, 0}, {2, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  EXPECT_EQ(corners, expected);
  EXPECT_NEAR(CalcVolume(convex), 2.0 / 6, 1e-15);
  ExpectOutwardFaces(hull);
  // points that span no volume: the error names the label
  DRAKE_EXPECT_THROWS_MESSAGE(
      Convex(Eigen::Matrix3Xd::Identity(3, 3), "flat").GetConvexHull(),
      "The convex hull of 'flat' cannot be computed.*");
}

// The hull is computed once and shared: copies and clones return the same
// object, also when many threads ask at once; a failed load throws (naming
// the file) every time it is asked.
GTEST_TEST(MeshShapeTest, ConvexHullSharedAndThreadSafe) {
  const Mesh mesh(kCube, 2.0);
  const Mesh copy = mesh;
  const std::unique_ptr<Shape> clone = mesh.Clone();
  std::vector<const PolygonSurfaceMesh<double>*> seen(8, nullptr);
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&, i]() {
      const Mesh& which =
          i % 3 == 0 ? mesh
                     : (i % 3 == 1 ? copy : static_cast<const Mesh&>(*clone));
      seen[i] = &which.GetConvexHull();
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (const auto* hull : seen) EXPECT_EQ(hull, seen[0]);
  EXPECT_NEAR(PolygonMeshVolume(*seen[0]), 8.0, 1e-14);

  const Convex missing(fs::path("/no/such/mesh.obj"));
  for (int attempt = 0; attempt < 2; ++attempt) {
    DRAKE_EXPECT_THROWS_MESSAGE(
        missing.GetConvexHull(),
        "Cannot open the OBJ file '/no/such/mesh.obj'\\.");
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      Mesh(fs::path("/m/robot.gltf")).GetConvexHull(),
      "Cannot compute the convex hull of '/m/robot.gltf': only .obj and .vtk "
      "meshes are supported, not '.gltf'\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      CalcVolume(Mesh(fs::path("/m/robot.gltf"))),
      "CalcVolume currently only supports .obj files for mesh geometries; but "
      "the volume of '/m/robot.gltf' was requested\\.");
}

}  // namespace mesh_shape_test
}  // namespace geometry
}  // namespace drake
