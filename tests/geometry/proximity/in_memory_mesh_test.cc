// The mesh readers and their consumers take a MeshSource and a per-axis
// scale: an in-memory OBJ or .vtk gives exactly what the same file on disk
// gives (vertices, hull, surface and volume meshes, hydroelastic meshes,
// SceneGraph's hull, OBB and AABB), a scale of (1, 2, 3) scales volumes by
// 6, and a mirroring scale keeps normals outward and volumes positive.

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/proximity/aabb.h"
#include "drake/geometry/proximity/convex_mesh.h"
#include "drake/geometry/proximity/hydroelastic_internal.h"
#include "drake/geometry/proximity/hydroelastic_meshes.h"
#include "drake/geometry/proximity/vtk_to_volume_mesh.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"

namespace drake {
namespace geometry {
namespace internal {
namespace in_memory_mesh_test {

namespace fs = std::filesystem;
using Eigen::Vector3d;

const std::string kCube =
    std::string(MALLARD_TEST_SOURCE_DIR) + "/geometry/test_data/cube.obj";

// A regular octahedron (vertices ±e_i) as a VTK file: eight tetrahedra
// joining each face to the centre (an interior vertex, which a compliant
// mesh's pressure field needs), each ordered so that (a, b, c) faces d.
// Volume 4/3.
std::string OctahedronVtk() {
  std::vector<Vector3d> points{Vector3d::Zero()};
  for (int axis = 0; axis < 3; ++axis) {
    points.push_back(Vector3d::Unit(axis));
    points.push_back(-Vector3d::Unit(axis));
  }
  std::string text =
      "# vtk DataFile Version 3.0\noctahedron\nASCII\nDATASET "
      "UNSTRUCTURED_GRID\nPOINTS 7 double\n";
  for (const Vector3d& p : points) {
    text += fmt::format("{} {} {}\n", p.x(), p.y(), p.z());
  }
  text += "CELLS 8 40\n";
  for (int sx = 0; sx < 2; ++sx) {
    for (int sy = 0; sy < 2; ++sy) {
      for (int sz = 0; sz < 2; ++sz) {
        int a = 1 + sx, b = 3 + sy, c = 5 + sz;
        const Vector3d& pa = points[a];
        if ((points[b] - pa).cross(points[c] - pa).dot(-pa) < 0) {
          std::swap(b, c);
        }
        text += fmt::format("4 {} {} {} 0\n", a, b, c);
      }
    }
  }
  text += "CELL_TYPES 8\n10\n10\n10\n10\n10\n10\n10\n10\n";
  return text;
}

std::string WriteFile(const std::string& name, const std::string& text) {
  const std::string path = (fs::path(::testing::TempDir()) / name).string();
  std::ofstream(path) << text;
  return path;
}

MeshSource InMemory(const std::string& path) {
  return MeshSource(InMemoryMesh{MemoryFile::Make(path), {}});
}

// Σ a·(b × c)/6 over a closed surface's triangles: its enclosed volume,
// positive iff the triangles face outward.
double EnclosedVolume(const TriangleSurfaceMesh<double>& mesh) {
  double volume = 0;
  for (const SurfaceTriangle& t : mesh.triangles()) {
    volume +=
        mesh.vertex(t.vertex(0))
            .dot(mesh.vertex(t.vertex(1)).cross(mesh.vertex(t.vertex(2)))) /
        6;
  }
  return volume;
}

// The same bytes through the same parser: identical results (compared
// exactly, tighter than the 1e-15 the brief allows).
GTEST_TEST(InMemoryMeshReadersTest, ObjSameAsDisk) {
  const MeshSource disk(fs::path{kCube});
  const MeshSource memory = InMemory(kCube);
  const Vector3d scale(1, 2, 3);
  EXPECT_EQ(ReadObjVertices(disk, scale), ReadObjVertices(memory, scale));
  const auto hull_disk = LoadConvexMesh(disk, scale);
  const auto hull_memory = LoadConvexMesh(memory, scale);
  EXPECT_EQ(hull_disk->vertices, hull_memory->vertices);
  EXPECT_EQ(hull_disk->triangles, hull_memory->triangles);
  const TriangleSurfaceMesh<double> surface_disk =
      ReadObjToTriangleSurfaceMesh(disk, scale);
  EXPECT_TRUE(surface_disk.Equal(ReadObjToTriangleSurfaceMesh(memory, scale)));
  // messages name the in-memory mesh by its filename hint
  const MeshSource bad(
      InMemoryMesh{MemoryFile("v 0 0\n", ".obj", "hinted.obj"), {}});
  DRAKE_EXPECT_THROWS_MESSAGE(ReadObjVertices(bad, Vector3d::Ones()),
                              "hinted.obj:1: a vertex line needs three.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReadObjToTriangleSurfaceMesh(bad, Vector3d::Ones()),
      "hinted.obj:1: a vertex line needs three numbers.*");
}

GTEST_TEST(InMemoryMeshReadersTest, VtkSameAsDisk) {
  const std::string path = WriteFile("octahedron.vtk", OctahedronVtk());
  const Vector3d scale(1, 2, 3);
  const VolumeMesh<double> disk = ReadVtkToVolumeMesh(fs::path(path), scale);
  const VolumeMesh<double> memory = ReadVtkToVolumeMesh(InMemory(path), scale);
  EXPECT_TRUE(disk.Equal(memory));
  const MeshSource bad(
      InMemoryMesh{MemoryFile("# vtk DataFile Version 3.0\nx\nBINARY\nDATASET "
                              "UNSTRUCTURED_GRID\n",
                              ".vtk", "b.vtk"),
                   {}});
  DRAKE_EXPECT_THROWS_MESSAGE(ReadVtkToVolumeMesh(bad),
                              "b.vtk:.*only ASCII VTK files are supported.*");
}

// A unit cube scaled by (1, 2, 3): vertices (±0.5, ±1, ±1.5) and volume 6
// (roundoff 1e-14); mirrored by (1, −2, 3), or by (−1, −2, −3), the same box
// with its triangles rewound so the volume stays +6. The octahedron's
// volume 4/3 scales to 8 likewise, each tetrahedron positive.
GTEST_TEST(InMemoryMeshReadersTest, NonUniformAndMirroredScales) {
  const MeshSource cube = InMemory(kCube);
  const MeshSource octahedron =
      InMemory(WriteFile("octahedron.vtk", OctahedronVtk()));
  for (const Vector3d& scale :
       {Vector3d(1, 2, 3), Vector3d(1, -2, 3), Vector3d(-1, -2, -3)}) {
    SCOPED_TRACE(
        fmt::format("scale {} {} {}", scale.x(), scale.y(), scale.z()));
    for (const Vector3d& v : ReadObjVertices(cube, scale)) {
      EXPECT_EQ(v.cwiseAbs(), Vector3d(0.5, 1, 1.5));
    }
    EXPECT_NEAR(EnclosedVolume(ReadObjToTriangleSurfaceMesh(cube, scale)), 6,
                1e-14);
    const auto hull = LoadConvexMesh(cube, scale);
    for (size_t t = 0; t < hull->triangles.size(); ++t) {
      // outward: every hull vertex on the inner side of each face plane
      for (const Vector3d& v : hull->vertices) {
        EXPECT_LE(hull->normals[t].dot(v), hull->offsets[t] + 1e-14);
      }
    }
    const VolumeMesh<double> volume = ReadVtkToVolumeMesh(octahedron, scale);
    EXPECT_NEAR(volume.CalcVolume(), 4.0 / 3 * 6, 1e-14);
    for (int e = 0; e < volume.num_elements(); ++e) {
      EXPECT_GT(volume.CalcTetrahedronVolume(e), 0);
    }
  }
}

// The hydroelastic meshes of a Mesh or Convex from memory equal those from
// the file: rigid OBJ faces (and their AABBs), compliant OBJ hull, compliant
// .vtk volume.
GTEST_TEST(InMemoryMeshConsumersTest, HydroelasticSameAsDisk) {
  const std::string vtk = WriteFile("octahedron.vtk", OctahedronVtk());
  const Vector3d scale(1, 2, 3);
  ProximityProperties rigid;
  AddRigidHydroelasticProperties(&rigid);
  ProximityProperties compliant;
  AddCompliantHydroelasticProperties(1.0, 1e6, &compliant);
  using hydroelastic::MakeHydroelasticGeometry;
  const auto rigid_disk =
      MakeHydroelasticGeometry(Mesh(kCube, scale), rigid, "a");
  const auto rigid_memory = MakeHydroelasticGeometry(
      Mesh(InMemoryMesh{MemoryFile::Make(kCube), {}}, scale), rigid, "b");
  EXPECT_TRUE(rigid_disk->rigid->mesh().Equal(rigid_memory->rigid->mesh()));
  EXPECT_NEAR(EnclosedVolume(rigid_memory->rigid->mesh()), 6, 1e-14);
  // their AABBs: the box of half widths (0.5, 1, 1.5) about the origin
  // (padded by roundoff when made: 1e-12)
  const std::set<int> all{0, 1, 2, 3, 4, 5, 6, 7};
  const geometry::Aabb aabb_disk =
      AabbMaker<TriangleSurfaceMesh<double>>(rigid_disk->rigid->mesh(), all)
          .Compute();
  const geometry::Aabb aabb_memory =
      AabbMaker<TriangleSurfaceMesh<double>>(rigid_memory->rigid->mesh(), all)
          .Compute();
  EXPECT_EQ(aabb_disk.center(), aabb_memory.center());
  EXPECT_EQ(aabb_disk.half_width(), aabb_memory.half_width());
  EXPECT_NEAR((aabb_memory.half_width() - Vector3d(0.5, 1, 1.5)).norm(), 0,
              1e-12);
  EXPECT_NEAR(aabb_memory.center().norm(), 0, 1e-12);
  for (const std::string& file : {kCube, vtk}) {
    const auto soft_disk =
        MakeHydroelasticGeometry(Convex(file, scale), compliant, "c");
    const auto soft_memory = MakeHydroelasticGeometry(
        Convex(InMemoryMesh{MemoryFile::Make(file), {}}, scale), compliant,
        "d");
    EXPECT_TRUE(soft_disk->soft->pressure_field().mesh().Equal(
        soft_memory->soft->pressure_field().mesh()));
  }
  const auto vtk_disk =
      MakeHydroelasticGeometry(Mesh(vtk, scale), compliant, "e");
  const auto vtk_memory = MakeHydroelasticGeometry(
      Mesh(InMemoryMesh{MemoryFile::Make(vtk), {}}, scale), compliant, "f");
  EXPECT_TRUE(vtk_disk->soft->pressure_field().mesh().Equal(
      vtk_memory->soft->pressure_field().mesh()));
  EXPECT_NEAR(vtk_memory->soft->pressure_field().mesh().CalcVolume(), 8, 1e-14);
}

// SceneGraph: an in-memory Mesh registers with a proximity role, and its
// hull, its OBB in G and in the world equal the file's.
GTEST_TEST(InMemoryMeshConsumersTest, SceneGraphSameAsDisk) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("test");
  const FrameId frame = scene_graph.RegisterFrame(source, GeometryFrame("f"));
  const Vector3d scale(1, 2, 3);
  auto add = [&](const Shape& shape, const std::string& name) {
    auto instance = std::make_unique<GeometryInstance>(
        math::RigidTransformd(Vector3d(0.25, 0, 0)), shape, name);
    ProximityProperties properties;
    AddCompliantHydroelasticProperties(1.0, 1e6, &properties);
    instance->set_proximity_properties(properties);
    return scene_graph.RegisterGeometry(source, frame, std::move(instance));
  };
  const GeometryId disk = add(Mesh(kCube, scale), "disk");
  const GeometryId memory =
      add(Mesh(InMemoryMesh{MemoryFile::Make(kCube), {}}, scale), "memory");
  const auto& inspector = scene_graph.model_inspector();
  ASSERT_NE(inspector.GetConvexHull(memory), nullptr);
  EXPECT_TRUE(
      inspector.GetConvexHull(disk)->Equal(*inspector.GetConvexHull(memory)));
  const auto& obb_disk = inspector.GetObbInGeometryFrame(disk);
  const auto& obb_memory = inspector.GetObbInGeometryFrame(memory);
  ASSERT_TRUE(obb_disk.has_value() && obb_memory.has_value());
  EXPECT_EQ(obb_disk->half_width(), obb_memory->half_width());
  EXPECT_EQ(obb_disk->center(), obb_memory->center());
  // (an OBB fits the (0.5, 1, 1.5) half box; it is padded by roundoff)
  EXPECT_NEAR(obb_memory->half_width().sum(), 3, 1e-12);

  auto context = scene_graph.CreateDefaultContext();
  FramePoseVector<double> poses;
  poses.set_value(frame, math::RigidTransformd());
  scene_graph.get_source_pose_port(source).FixValue(context.get(), poses);
  const auto& query =
      scene_graph.get_query_output_port().Eval<QueryObject<double>>(*context);
  const std::optional<Obb> world_disk = query.ComputeObbInWorld(disk);
  const std::optional<Obb> world_memory = query.ComputeObbInWorld(memory);
  ASSERT_TRUE(world_disk.has_value() && world_memory.has_value());
  EXPECT_EQ(world_disk->center(), world_memory->center());
  EXPECT_EQ(world_disk->half_width(), world_memory->half_width());
  EXPECT_NEAR(world_memory->center().x(), 0.25, 1e-12);
}

}  // namespace in_memory_mesh_test
}  // namespace internal
}  // namespace geometry
}  // namespace drake
