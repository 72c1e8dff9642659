// InMemoryMesh and MeshSource: what each source reports (kind, extension,
// description, cache key), their string forms, and the moved-from state.

#include "drake/geometry/mesh_source.h"

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/in_memory_mesh.h"

namespace drake {
namespace geometry {
namespace mesh_source_test {

namespace fs = std::filesystem;

GTEST_TEST(InMemoryMeshTest, ToStringAndFormatter) {
  InMemoryMesh mesh{MemoryFile("v 0 0 0\n", ".obj", "a.obj"), {}};
  const std::string file = mesh.mesh_file.to_string();
  EXPECT_EQ(mesh.to_string(), fmt::format("InMemoryMesh(mesh_file={})", file));
  EXPECT_EQ(fmt::to_string(mesh), mesh.to_string());
  // supporting files in key order, a path quoted, a memory file as its own
  // to_string, each wrapped as Drake's fmt prints a std::variant
  const MemoryFile mtl("newmtl m\n", ".mtl", "a.mtl");
  mesh.supporting_files.emplace("b.png", fs::path("/x/b.png"));
  mesh.supporting_files.emplace("a.mtl", mtl);
  EXPECT_EQ(mesh.to_string(),
            fmt::format("InMemoryMesh(mesh_file={}, supporting_files={{"
                        "\"a.mtl\": variant({}), \"b.png\": "
                        "variant(\"/x/b.png\")}})",
                        file, mtl.to_string()));
}

GTEST_TEST(MeshSourceTest, FromPath) {
  const MeshSource source(fs::path("/some/where/Mesh.OBJ"));
  EXPECT_TRUE(source.is_path());
  EXPECT_FALSE(source.is_in_memory());
  EXPECT_EQ(source.path(), fs::path("/some/where/Mesh.OBJ"));
  EXPECT_EQ(source.extension(), ".obj");
  EXPECT_EQ(source.description(), "/some/where/Mesh.OBJ");
  EXPECT_EQ(MeshSource(fs::path()).description(), "<empty path>");
  EXPECT_EQ(MeshSource(fs::path("/a/noext")).extension(), "");
  // the implicit conversion Drake offers
  const MeshSource converted = fs::path("b.vtk");
  EXPECT_EQ(converted.extension(), ".vtk");
}

GTEST_TEST(MeshSourceTest, FromMemory) {
  const MeshSource source(
      InMemoryMesh{MemoryFile("v 0 0 0\n", ".OBJ", "hint"), {}});
  EXPECT_TRUE(source.is_in_memory());
  EXPECT_FALSE(source.is_path());
  EXPECT_EQ(source.extension(), ".obj");  // MemoryFile lower-cases it
  EXPECT_EQ(source.description(), "hint");
  EXPECT_EQ(source.in_memory().mesh_file.contents(), "v 0 0 0\n");
  EXPECT_EQ(
      MeshSource(InMemoryMesh{MemoryFile("x", ".obj", ""), {}}).description(),
      "<no filename hint given>");
}

GTEST_TEST(MeshSourceTest, DefaultEmptyAndMovedFrom) {
  const MeshSource empty;
  EXPECT_TRUE(empty.is_in_memory());
  EXPECT_EQ(empty.extension(), "");
  EXPECT_EQ(empty.in_memory().mesh_file.contents(), "");
  EXPECT_TRUE(MeshSource::Empty().is_in_memory());
  EXPECT_EQ(&MeshSource::Empty(), &MeshSource::Empty());
  MeshSource source(fs::path("/a.obj"));
  const MeshSource moved(std::move(source));
  EXPECT_TRUE(moved.is_path());
  // NOLINTNEXTLINE(bugprone-use-after-move) the moved-from state is defined
  EXPECT_TRUE(source.is_in_memory());
  EXPECT_EQ(source.extension(), "");
}

GTEST_TEST(MeshSourceTest, CacheKey) {
  // in memory: the contents' SHA-256 (hex), whatever the hint
  const MemoryFile file("v 1 2 3\n", ".obj", "one");
  const MeshSource a(InMemoryMesh{file, {}});
  const MeshSource b(InMemoryMesh{MemoryFile("v 1 2 3\n", ".obj", "two"), {}});
  EXPECT_EQ(a.GetCacheKey(false), file.sha256().to_string());
  EXPECT_EQ(a.GetCacheKey(false), b.GetCacheKey(false));
  EXPECT_EQ(a.GetCacheKey(true), file.sha256().to_string() + "?convex");
  // on disk: the canonical path; a missing file throws naming it
  const fs::path dir = fs::path(::testing::TempDir()) / "mesh_source_test";
  fs::create_directories(dir / "sub");
  std::ofstream(dir / "m.obj") << "v 0 0 0\n";
  const MeshSource on_disk(dir / "sub" / ".." / "m.obj");
  EXPECT_EQ(on_disk.GetCacheKey(false), fs::canonical(dir / "m.obj").string());
  EXPECT_EQ(on_disk.GetCacheKey(true),
            fs::canonical(dir / "m.obj").string() + "?convex");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MeshSource(fs::path("/no/such.obj")).GetCacheKey(false),
      "Unable to access mesh file '/no/such.obj': .*");
}

}  // namespace mesh_source_test
}  // namespace geometry
}  // namespace drake
