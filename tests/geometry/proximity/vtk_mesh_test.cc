// Compliant and rigid hydroelastic meshes from VTK tetrahedral files: the
// reader (both cell layouts, scaling, mirroring, every error), the
// boundary surface of a volume mesh, the distance-based pressure field, and
// a .vtk Mesh that reproduces a compliant Box exactly.

#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/proximity/convex_mesh.h"
#include "drake/geometry/proximity/hydroelastic_internal.h"
#include "drake/geometry/proximity/hydroelastic_meshes.h"
#include "drake/geometry/proximity/make_mesh_field.h"
#include "drake/geometry/proximity/volume_to_surface_mesh.h"
#include "drake/geometry/proximity/vtk_to_volume_mesh.h"
#include "drake/geometry/proximity_properties.h"

namespace drake {
namespace geometry {
namespace internal {
namespace vtk_mesh_test {

using Eigen::Vector3d;
namespace fs = std::filesystem;

std::string TempFile(const std::string& name, const std::string& text) {
  const std::string path = (fs::path(::testing::TempDir()) / name).string();
  std::ofstream(path) << text;
  return path;
}

// `mesh` as a VTK file, in the classic or the version 5.1 cell layout, with
// coordinates written exactly (17 significant digits).
std::string WriteVtk(const std::string& name, const VolumeMesh<double>& mesh,
                     bool version_5_1 = false) {
  std::string text = fmt::format(
      "# vtk DataFile Version {}\nwritten by vtk_mesh_test\nASCII\nDATASET "
      "UNSTRUCTURED_GRID\nPOINTS {} double\n",
      version_5_1 ? "5.1" : "3.0", mesh.num_vertices());
  for (const Vector3d& p : mesh.vertices()) {
    text += fmt::format("{:.17g} {:.17g} {:.17g}\n", p.x(), p.y(), p.z());
  }
  const int n = mesh.num_elements();
  if (version_5_1) {
    text += fmt::format("CELLS {} {}\nOFFSETS vtktypeint64\n", n + 1, 4 * n);
    for (int e = 0; e <= n; ++e) text += fmt::format("{}\n", 4 * e);
    text += "CONNECTIVITY vtktypeint64\n";
  } else {
    text += fmt::format("CELLS {} {}\n", n, 5 * n);
  }
  for (int e = 0; e < n; ++e) {
    const VolumeElement& t = mesh.element(e);
    text += fmt::format("{}{} {} {} {}\n", version_5_1 ? "" : "4 ", t.vertex(0),
                        t.vertex(1), t.vertex(2), t.vertex(3));
  }
  text += fmt::format("CELL_TYPES {}\n", n);
  for (int e = 0; e < n; ++e) text += "10\n";
  // Field data after the mesh is ignored.
  text += fmt::format("POINT_DATA {}\nSCALARS pressure double 1\n",
                      mesh.num_vertices());
  return TempFile(name, text);
}

// `mesh` with coincident vertices merged (first occurrence kept, in
// order), as a tetrahedral mesh file holds it. (Our fanned meshes give
// each box face its own corners.) Shifts every vertex by `offset`.
VolumeMesh<double> Weld(const VolumeMesh<double>& mesh,
                        const Vector3d& offset = Vector3d::Zero(),
                        std::vector<Vector3d>* vertices = nullptr,
                        std::vector<VolumeElement>* elements = nullptr) {
  std::vector<Vector3d> own_vertices;
  std::vector<VolumeElement> own_elements;
  if (vertices == nullptr) vertices = &own_vertices;
  if (elements == nullptr) elements = &own_elements;
  const auto index_of = [vertices](const Vector3d& p) {
    for (size_t i = 0; i < vertices->size(); ++i) {
      if ((*vertices)[i] == p) return static_cast<int>(i);
    }
    vertices->push_back(p);
    return static_cast<int>(vertices->size() - 1);
  };
  for (int e = 0; e < mesh.num_elements(); ++e) {
    int v[4];
    for (int k = 0; k < 4; ++k) {
      v[k] = index_of(mesh.vertex(mesh.element(e).vertex(k)) + offset);
    }
    elements->emplace_back(v);
  }
  std::vector<Vector3d> vertices_copy = *vertices;
  std::vector<VolumeElement> elements_copy = *elements;
  return VolumeMesh<double>(std::move(elements_copy), std::move(vertices_copy));
}

// A compliant box's volume mesh (fanned from its centre, vertex 0), welded.
VolumeMesh<double> BoxVolume(const Vector3d& size) {
  return Weld(MakeStarVolumeMesh(MakeBoxSurfaceMesh(size, size.maxCoeff()),
                                 Vector3d::Zero()));
}

GTEST_TEST(VtkMeshTest, ReadsBothLayoutsScalesAndMirrors) {
  const VolumeMesh<double> box = BoxVolume(Vector3d(0.2, 0.4, 0.6));
  for (bool version_5_1 : {false, true}) {
    SCOPED_TRACE(version_5_1);
    const std::string file = WriteVtk("box.vtk", box, version_5_1);
    const VolumeMesh<double> read =
        ReadVtkToVolumeMesh(std::filesystem::path(file));
    // Written with 17 digits: read back exactly.
    EXPECT_TRUE(read.Equal(box));
    const Vector3d scale(2.0, 3.0, 0.5);
    const VolumeMesh<double> scaled =
        ReadVtkToVolumeMesh(std::filesystem::path(file), scale);
    ASSERT_EQ(scaled.num_vertices(), box.num_vertices());
    for (int v = 0; v < box.num_vertices(); ++v) {
      EXPECT_EQ(scaled.vertex(v), scale.cwiseProduct(box.vertex(v)));
    }
    // Volumes scale by the product; every tetrahedron stays positive, also
    // mirrored (one negative scale), by the reordering [c b a d].
    EXPECT_NEAR(scaled.CalcVolume(), 3.0 * box.CalcVolume(), 1e-15);
    const VolumeMesh<double> mirrored =
        ReadVtkToVolumeMesh(std::filesystem::path(file), Vector3d(-1, 1, 1));
    for (int e = 0; e < mirrored.num_elements(); ++e) {
      EXPECT_GT(mirrored.CalcTetrahedronVolume(e), 0);
      EXPECT_EQ(mirrored.element(e).vertex(0), box.element(e).vertex(2));
      EXPECT_EQ(mirrored.element(e).vertex(2), box.element(e).vertex(0));
    }
    EXPECT_NEAR(mirrored.CalcVolume(), 0.2 * 0.4 * 0.6, 1e-15);
  }
}

GTEST_TEST(VtkMeshTest, BadFilesNameTheFileAndLine) {
  const std::string header =
      "# vtk DataFile Version 3.0\ntitle\nASCII\nDATASET UNSTRUCTURED_GRID\n";
  const std::string points = "POINTS 4 float\n0 0 0\n1 0 0\n0 1 0\n0 0 1\n";
  const auto read = [](const std::string& text) {
    ReadVtkToVolumeMesh(std::filesystem::path(TempFile("bad.vtk", text)));
  };
  // The good file, for reference: one tetrahedron.
  const std::string file = TempFile(
      "one.vtk", header + points + "CELLS 1 5\n4 0 1 2 3\nCELL_TYPES 1\n10\n");
  EXPECT_EQ(ReadVtkToVolumeMesh(std::filesystem::path(file)).num_elements(), 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReadVtkToVolumeMesh(std::filesystem::path("/no/such/file.vtk")),
      "Cannot open the VTK file '/no/such/file.vtk'.");
  DRAKE_EXPECT_THROWS_MESSAGE(read("solid cube\n"),
                              ".*bad.vtk:1: not a VTK legacy file.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      read("# vtk DataFile Version 3.0\ntitle\nBINARY\nDATASET "
           "UNSTRUCTURED_GRID\n"),
      ".*bad.vtk:3: only ASCII VTK files are supported, but the format is "
      "'BINARY'.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      read("# vtk DataFile Version 3.0\ntitle\nASCII\nDATASET POLYDATA\n"),
      ".*bad.vtk:4: expected 'DATASET UNSTRUCTURED_GRID'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      read(header + "POINTS 4 float\n0 0 0\n1 0 zero\n0 1 0\n0 0 1\n"),
      ".*bad.vtk:7: expected a point coordinate .a finite number. but found "
      "'zero'.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      read(header + "POINTS 4 float\n0 0 0\n1 0 0\n"),
      ".*bad.vtk:5: POINTS declares 4 points, but the file holds only 6 more "
      "values.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      read(header + points + "CELLS 1 4\n3 0 1 2\nCELL_TYPES 1\n5\n"),
      ".*bad.vtk:10: the cell list has 4 entries but 1 tetrahedra need 5; "
      "only tetrahedra are supported.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      read(header + points + "CELLS 1 5\n4 0 1 2 3\nCELL_TYPES 1\n12\n"),
      ".*bad.vtk:13: cell 0 has VTK type 12; only tetrahedra .type 10. are "
      "supported.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      read(header + points + "CELLS 1 5\n4 0 1 2 7\nCELL_TYPES 1\n10\n"),
      ".*bad.vtk: tetrahedron 0 names vertex 7, but there are 4 points.");
  // Sizes the file cannot hold are refused before anything is allocated
  // (the fuzzer's out-of-memory findings: a point count of 169999999).
  DRAKE_EXPECT_THROWS_MESSAGE(
      read(header + "POINTS 169999999 float\n0 0 0\n"),
      ".*bad.vtk:5: POINTS declares 169999999 points, but the file holds "
      "only 3 more values.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      read(header + points + "CELLS 10000000 50000000\n4 0 1 2 3\n"),
      ".*bad.vtk:10: CELLS declares 10000000 tetrahedra, but the file holds "
      "only 5 more values.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      read(header + points + "CELLS 200000000 4\nOFFSETS vtktypeint64\n0 4\n"),
      ".*bad.vtk:11: CELLS declares 200000000 offsets and 4 indices, but the "
      "file holds only 2 more values.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      read(header + points + "CELLS 1 5\n4 0 1 2 3\n"),
      ".*bad.vtk: the file has no CELL_TYPES section.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      read(header + points + "CELLS 0 0\nCELL_TYPES 0\n"),
      ".*bad.vtk: the mesh has no tetrahedra.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      read(header + points +
           "CELLS 3 7\nOFFSETS vtktypeint64\n0 4 7\nCONNECTIVITY "
           "vtktypeint64\n0 1 2 3 0 1 2\n"),
      ".*bad.vtk:12: cell 1 has 3 vertices; only tetrahedra .4. are "
      "supported.");
}

GTEST_TEST(VtkMeshTest, BoundarySurfaceIsOutwardAndClosed) {
  const Vector3d size(0.2, 0.4, 0.6);
  const TriangleSurfaceMesh<double> box_surface =
      MakeBoxSurfaceMesh(size, size.maxCoeff());
  const VolumeMesh<double> volume = BoxVolume(size);
  std::vector<int> boundary;
  const TriangleSurfaceMesh<double> surface =
      ConvertVolumeToSurfaceMeshWithBoundaryVertices(volume, &boundary);
  // Every vertex but the centre (volume vertex 0) is on the boundary, and
  // there are as many boundary faces as the box surface has.
  ASSERT_EQ(surface.num_vertices(), volume.num_vertices() - 1);
  for (int v = 0, expected = 0; v < surface.num_vertices(); ++v, ++expected) {
    if (volume.vertex(expected) == Vector3d::Zero()) ++expected;  // Centre.
    EXPECT_EQ(boundary[v], expected);
    EXPECT_EQ(surface.vertex(v), volume.vertex(expected));
  }
  ASSERT_EQ(surface.num_triangles(), box_surface.num_triangles());
  double area = 0, enclosed = 0;
  for (int t = 0; t < surface.num_triangles(); ++t) {
    const Vector3d n = surface.face_normal(t);
    const Vector3d c = surface.element_centroid(t);
    // Outward: from the centre toward the face (each face normal is ±x̂,
    // ±ŷ or ±ẑ and the centroid is on that side).
    EXPECT_GT(n.dot(c), 0);
    area += surface.area(t);
    enclosed += surface.area(t) * n.dot(c) / 3;  // Divergence theorem.
  }
  EXPECT_NEAR(area, 2 * (0.2 * 0.4 + 0.4 * 0.6 + 0.2 * 0.6), 1e-15);
  EXPECT_NEAR(enclosed, 0.2 * 0.4 * 0.6, 1e-15);
  // The public overload returns the same surface.
  EXPECT_TRUE(ConvertVolumeToSurfaceMesh(volume).Equal(surface));
}

GTEST_TEST(VtkMeshTest, DistanceToTriangleClosedForms) {
  const Vector3d a(0, 0, 0), b(2, 0, 0), c(0, 2, 0);
  // Above the inside: the height; beyond an edge, a vertex; degenerate.
  EXPECT_DOUBLE_EQ(DistanceToTriangle(Vector3d(0.5, 0.5, -3), a, b, c), 3);
  EXPECT_DOUBLE_EQ(DistanceToTriangle(Vector3d(1, -1, 1), a, b, c),
                   std::sqrt(2.0));
  EXPECT_DOUBLE_EQ(DistanceToTriangle(Vector3d(2, 2, 0), a, b, c),
                   std::sqrt(2.0));
  EXPECT_DOUBLE_EQ(DistanceToTriangle(Vector3d(-3, -4, 0), a, b, c), 5);
  EXPECT_DOUBLE_EQ(DistanceToTriangle(Vector3d(1, 1, 1), a, b, b),
                   std::sqrt(2.0));
  EXPECT_DOUBLE_EQ(DistanceToTriangle(Vector3d(0, 0, 1), a, a, a), 1);
}

// A compliant Box and a compliant Mesh read from a .vtk file of that box's
// own volume mesh: the same mesh and, from the distance to the boundary,
// the same pressure field (E at the centre, whose distance to the nearest
// face is the largest, 0 on the surface), so the same contact.
GTEST_TEST(VtkMeshTest, VtkMeshMatchesTheCompliantBox) {
  const double E = 1e6;
  ProximityProperties props;
  AddCompliantHydroelasticProperties(0.1, E, &props);
  const Vector3d size(0.3, 0.3, 0.3);
  const auto box =
      hydroelastic::MakeHydroelasticGeometry(Box(size), props, "box");
  ASSERT_TRUE(box != nullptr && box->soft.has_value());
  const auto& box_field = box->soft->pressure_field();
  const VolumeMesh<double> welded = Weld(box_field.mesh());
  const std::string file = WriteVtk("cube.vtk", welded);
  const auto vtk =
      hydroelastic::MakeHydroelasticGeometry(Mesh(file), props, "cube_vtk");
  ASSERT_TRUE(vtk != nullptr && vtk->soft.has_value());
  const auto& vtk_field = vtk->soft->pressure_field();
  EXPECT_TRUE(vtk_field.mesh().Equal(welded));
  EXPECT_NEAR(vtk_field.mesh().CalcVolume(), 0.027, 1e-15);
  // The same pressure at the same place.
  for (int v = 0; v < box_field.mesh().num_vertices(); ++v) {
    const Vector3d& p = box_field.mesh().vertex(v);
    int match = -1;
    for (int w = 0; w < welded.num_vertices(); ++w) {
      if (welded.vertex(w) == p) match = w;
    }
    ASSERT_GE(match, 0);
    EXPECT_NEAR(vtk_field.EvaluateAtVertex(match),
                box_field.EvaluateAtVertex(v), 1e-15 * E);
  }
  int centre = 0;
  while (welded.vertex(centre) != Vector3d::Zero()) ++centre;
  EXPECT_EQ(vtk_field.EvaluateAtVertex(centre), E);
  // Rigid: the .vtk's boundary surface.
  ProximityProperties rigid;
  AddRigidHydroelasticProperties(0.1, &rigid);
  const auto rigid_vtk =
      hydroelastic::MakeHydroelasticGeometry(Mesh(file), rigid, "rigid_vtk");
  ASSERT_TRUE(rigid_vtk != nullptr && rigid_vtk->rigid.has_value());
  EXPECT_EQ(rigid_vtk->rigid->mesh().num_triangles(),
            ConvertVolumeToSurfaceMesh(welded).num_triangles());
  EXPECT_EQ(rigid_vtk->rigid->mesh().num_triangles(), 24);
  // A Convex (and the point-contact hull of a Mesh) from a .vtk: the hull
  // of its vertices, scaled: every hull vertex is on the box's surface,
  // and the box's 8 corners are among them.
  const auto hull =
      LoadConvexMesh(std::filesystem::path(file), Vector3d::Constant(2.0));
  for (const Vector3d& p : hull->vertices) {
    EXPECT_NEAR(p.cwiseAbs().maxCoeff(), 0.3, 1e-15);
  }
  int corners = 0;
  for (const Vector3d& p : hull->vertices) {
    corners += (p.cwiseAbs() - Vector3d::Constant(0.3)).norm() < 1e-15;
  }
  EXPECT_EQ(corners, 8);
}

// Two cubes of side 0.2 glued face to face (their coincident vertices
// merged): the shared face's two triangles are inside, so the boundary is
// the ten outer faces (20 triangles) enclosing 2 × 0.008 m³; the two cube
// centres are the interior vertices, each 0.1 from the nearest boundary
// face: both carry E, every other vertex 0.
GTEST_TEST(VtkMeshTest, GluedCubesShareAnInteriorFace) {
  const VolumeMesh<double> cube = BoxVolume(Vector3d(0.2, 0.2, 0.2));
  std::vector<Vector3d> vertices;
  std::vector<VolumeElement> elements;
  Weld(cube, Vector3d::Zero(), &vertices, &elements);
  const VolumeMesh<double> glued =
      Weld(cube, Vector3d(0.2, 0, 0), &vertices, &elements);
  const TriangleSurfaceMesh<double> surface = ConvertVolumeToSurfaceMesh(glued);
  EXPECT_EQ(surface.num_triangles(), 20);
  double enclosed = 0;
  for (int t = 0; t < surface.num_triangles(); ++t) {
    enclosed += surface.area(t) *
                surface.face_normal(t).dot(surface.element_centroid(t)) / 3;
  }
  EXPECT_NEAR(enclosed, 0.016, 1e-15);
  const double E = 2e5;
  const auto field = MakeVolumeMeshPressureField(&glued, E);
  int interior = 0;
  for (int v = 0; v < glued.num_vertices(); ++v) {
    const Vector3d& p = glued.vertex(v);
    const bool inside =
        p.y() == 0 && p.z() == 0 && (p.x() == 0 || p.x() == 0.2);
    interior += inside;
    EXPECT_NEAR(field.EvaluateAtVertex(v), inside ? E : 0.0, 1e-9 * E)
        << p.transpose();
  }
  EXPECT_EQ(interior, 2);
}

// A compliant .vtk mesh with a hydroelastic margin δ, as Drake: each
// boundary vertex moves out by the shortest w with n·w ≥ δ over its faces
// (δ·n on a face, δ·(n₁ + n₂) on an edge, (±δ, ±δ, ±δ) at a corner), so the
// .vtk of a cube's mesh becomes the cube grown by δ; interior vertices stay;
// the field is the original's, −E·δ/H on the moved boundary. That is the
// compliant Box with the same margin (its mesh is the grown cube, its field
// E·(d − δ)/(H − δ) with d measured in the grown cube): the same pressure at
// the same places. Round-off only (1e-15 m, 1e-12·E).
GTEST_TEST(VtkMeshTest, MarginInflatesTheBoundary) {
  const double E = 1e6, delta = 0.01, H = 0.15;
  ProximityProperties props;
  AddCompliantHydroelasticProperties(0.1, E, &props);
  const Vector3d size(0.3, 0.3, 0.3);
  const auto box_no_margin =
      hydroelastic::MakeHydroelasticGeometry(Box(size), props, "box");
  const VolumeMesh<double> welded =
      Weld(box_no_margin->soft->pressure_field().mesh());
  const std::string file = WriteVtk("cube_margin.vtk", welded);
  props.AddProperty("hydroelastic", "margin", delta);
  const auto vtk =
      hydroelastic::MakeHydroelasticGeometry(Mesh(file), props, "cube_vtk");
  ASSERT_TRUE(vtk != nullptr && vtk->soft.has_value());
  EXPECT_NEAR(vtk->inflation, std::sqrt(3.0) * delta, 1e-15);
  const auto& field = vtk->soft->pressure_field();
  const VolumeMesh<double>& inflated = field.mesh();
  ASSERT_EQ(inflated.num_vertices(), welded.num_vertices());
  EXPECT_NEAR(inflated.CalcVolume(), std::pow(0.3 + 2 * delta, 3), 1e-15);
  for (int v = 0; v < welded.num_vertices(); ++v) {
    const Vector3d& p = welded.vertex(v);
    if (p == Vector3d::Zero()) {
      EXPECT_EQ(inflated.vertex(v), p);
      EXPECT_NEAR(field.EvaluateAtVertex(v), E, 1e-12 * E);
      continue;
    }
    // On the cube's surface: the coordinates at ±H move to ±(H + δ).
    for (int i = 0; i < 3; ++i) {
      const double expected =
          std::abs(p[i]) == H ? p[i] + std::copysign(delta, p[i]) : p[i];
      EXPECT_NEAR(inflated.vertex(v)[i], expected, 1e-15) << p.transpose();
    }
    EXPECT_NEAR(field.EvaluateAtVertex(v), -E * delta / H, 1e-12 * E);
  }
  const auto box =
      hydroelastic::MakeHydroelasticGeometry(Box(size), props, "box_margin");
  const auto& box_field = box->soft->pressure_field();
  for (int v = 0; v < box_field.mesh().num_vertices(); ++v) {
    const Vector3d& p = box_field.mesh().vertex(v);
    int match = -1;
    for (int w = 0; w < inflated.num_vertices(); ++w) {
      if ((inflated.vertex(w) - p).norm() < 1e-15) match = w;
    }
    ASSERT_GE(match, 0) << p.transpose();
    EXPECT_NEAR(field.EvaluateAtVertex(match), box_field.EvaluateAtVertex(v),
                1e-12 * E);
  }
}

// Two tetrahedra fanned from their centroids that touch only at a vertex
// (a bowtie): the faces around that vertex point in opposite directions, so
// no displacement moves it out of all of them. With a margin that is an
// error naming the geometry, the file and the vertex; without, the mesh
// loads.
GTEST_TEST(VtkMeshTest, MarginRefusesFacesBackToBack) {
  // V at the origin; a triangle at z = 1 above it and one at z = −1 below;
  // each tetrahedron split at its centroid (vertices 7 and 8).
  const std::string file = TempFile(
      "bowtie.vtk",
      "# vtk DataFile Version 3.0\nbowtie\nASCII\nDATASET "
      "UNSTRUCTURED_GRID\nPOINTS 9 double\n0 0 0\n1 0 1\n-0.5 0.866 1\n"
      "-0.5 -0.866 1\n1 0 -1\n-0.5 0.866 -1\n-0.5 -0.866 -1\n"
      "0 0 0.75\n0 0 -0.75\nCELLS 8 40\n4 7 0 1 2\n4 7 0 2 3\n4 7 0 3 1\n"
      "4 7 1 2 3\n4 8 0 4 5\n4 8 0 5 6\n4 8 0 6 4\n4 8 4 5 6\n"
      "CELL_TYPES 8\n10\n10\n10\n10\n10\n10\n10\n10\n");
  ProximityProperties props;
  AddCompliantHydroelasticProperties(0.1, 1e6, &props);
  const auto loaded =
      hydroelastic::MakeHydroelasticGeometry(Mesh(file), props, "bowtie");
  ASSERT_TRUE(loaded != nullptr && loaded->soft.has_value());
  props.AddProperty("hydroelastic", "margin", 0.001);
  DRAKE_EXPECT_THROWS_MESSAGE(
      hydroelastic::MakeHydroelasticGeometry(Mesh(file), props, "bowtie"),
      "Cannot inflate geometry 'bowtie' from '.*bowtie.vtk' by the "
      "hydroelastic margin 0.001 m: the boundary faces around its vertex 0 "
      "at \\(0, 0, 0\\) point in opposite directions.*");
}

// A mesh whose vertices are all on its boundary has no pressure field.
GTEST_TEST(VtkMeshTest, NoInteriorVertexIsRefused) {
  const std::string file = TempFile(
      "tet.vtk",
      "# vtk DataFile Version 3.0\ntet\nASCII\nDATASET "
      "UNSTRUCTURED_GRID\nPOINTS 4 float\n0 0 0\n1 0 0\n0 1 0\n0 0 1\nCELLS "
      "1 5\n4 0 1 2 3\nCELL_TYPES 1\n10\n");
  ProximityProperties props;
  AddCompliantHydroelasticProperties(0.1, 1e6, &props);
  DRAKE_EXPECT_THROWS_MESSAGE(
      hydroelastic::MakeHydroelasticGeometry(Mesh(file), props, "tet"),
      "Cannot create a compliant hydroelastic representation of geometry "
      "'tet' from '.*tet.vtk': .*no interior vertex.*");
}

}  // namespace vtk_mesh_test
}  // namespace internal
}  // namespace geometry
}  // namespace drake
