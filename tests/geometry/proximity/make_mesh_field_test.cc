// MakeVolumeMeshPressureField on grid meshes large enough for its bounding
// volume hierarchy to matter: a box, whose distance to the boundary has a
// closed form, and a non-convex L-shaped solid, checked against a scan of
// every boundary triangle.

#include "drake/geometry/proximity/make_mesh_field.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <vector>

#include <gtest/gtest.h>

#include "drake/geometry/proximity/volume_to_surface_mesh.h"

namespace drake {
namespace geometry {
namespace internal {
namespace make_mesh_field_test {

using Eigen::Vector3d;

// The tetrahedral mesh of the cubes (i, j, k) of a grid (nx × ny × nz cubes
// of edge h, corner at the origin) for which keep(i, j, k) holds: each
// cube split into six tetrahedra around its main diagonal (a split that
// conforms across shared faces), shared vertices merged, each tetrahedron
// ordered to a positive volume. Only vertices of kept cubes are in it.
VolumeMesh<double> GridMesh(int nx, int ny, int nz, double h,
                            const std::function<bool(int, int, int)>& keep) {
  std::map<std::array<int, 3>, int> index;
  std::vector<Vector3d> vertices;
  std::vector<VolumeElement> elements;
  auto vertex = [&](std::array<int, 3> g) {
    auto [it, inserted] = index.emplace(g, static_cast<int>(vertices.size()));
    if (inserted) vertices.emplace_back(h * g[0], h * g[1], h * g[2]);
    return it->second;
  };
  const std::array<std::array<int, 3>, 6> orders{
      {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
  for (int i = 0; i < nx; ++i) {
    for (int j = 0; j < ny; ++j) {
      for (int k = 0; k < nz; ++k) {
        if (!keep(i, j, k)) continue;
        for (const auto& order : orders) {
          std::array<int, 3> g{i, j, k};
          int v[4];
          v[0] = vertex(g);
          for (int s = 0; s < 3; ++s) {
            ++g[order[s]];
            v[s + 1] = vertex(g);
          }
          const Vector3d& a = vertices[v[0]];
          const double volume =
              (vertices[v[3]] - a)
                  .dot((vertices[v[1]] - a).cross(vertices[v[2]] - a));
          if (volume < 0) std::swap(v[1], v[2]);
          elements.emplace_back(v);
        }
      }
    }
  }
  return VolumeMesh<double>(std::move(elements), std::move(vertices));
}

GTEST_TEST(MakeMeshFieldTest, BoxGridMatchesDistanceToFaces) {
  // A 0.24 × 0.16 × 0.12 m box of 2 cm cubes (12 × 8 × 6; 1,152 boundary
  // triangles, 385 interior vertices). The distance from a point inside a
  // box to its boundary is the least of its six distances to the faces,
  // largest (6 cm, half the least size) on the mid-plane z = 0.06: the
  // field is E·d/0.06 to round-off (1e-12 relative).
  const double h = 0.02;
  const VolumeMesh<double> mesh =
      GridMesh(12, 8, 6, h, [](int, int, int) { return true; });
  const TriangleSurfaceMesh<double> surface = ConvertVolumeToSurfaceMesh(mesh);
  ASSERT_EQ(surface.num_triangles(), 2 * 2 * (12 * 8 + 8 * 6 + 12 * 6));
  const double E = 3e5;
  const auto field = MakeVolumeMeshPressureField(&mesh, E);
  const Vector3d size(0.24, 0.16, 0.12);
  int interior = 0;
  for (int v = 0; v < mesh.num_vertices(); ++v) {
    const Vector3d& p = mesh.vertex(v);
    const double d = std::min(p.minCoeff(), (size - p).minCoeff());
    interior += d > h / 2;
    EXPECT_NEAR(field.EvaluateAtVertex(v), E * d / 0.06, 1e-12 * E)
        << p.transpose();
  }
  EXPECT_EQ(interior, 11 * 7 * 5);
}

GTEST_TEST(MakeMeshFieldTest, NonConvexGridMatchesScanOfEveryTriangle) {
  // An L-shaped solid: a 10 × 10 × 4 grid of 1 cm cubes without its
  // 5 × 5 × 4 corner quadrant. Near the re-entrant edge the nearest
  // boundary point is on the notch's faces or its edge, which a bounding
  // box of the whole surface cannot tell apart. The hierarchy's descent
  // skips only boxes farther than a triangle already found, so it must
  // return the very minimum a scan of every boundary triangle finds: the
  // fields agree exactly (the same DistanceToTriangle values, and the same
  // division by the same largest distance).
  const double h = 0.01;
  const VolumeMesh<double> mesh =
      GridMesh(10, 10, 4, h, [](int i, int j, int) { return i < 5 || j < 5; });
  std::vector<int> boundary;
  const TriangleSurfaceMesh<double> surface =
      ConvertVolumeToSurfaceMeshWithBoundaryVertices(mesh, &boundary);
  std::vector<double> scan(mesh.num_vertices(), 0.0);
  double max_scan = 0;
  for (int v = 0; v < mesh.num_vertices(); ++v) {
    if (std::binary_search(boundary.begin(), boundary.end(), v)) continue;
    double d = std::numeric_limits<double>::infinity();
    for (int t = 0; t < surface.num_triangles(); ++t) {
      const SurfaceTriangle& tri = surface.element(t);
      d = std::min(
          d, DistanceToTriangle(mesh.vertex(v), surface.vertex(tri.vertex(0)),
                                surface.vertex(tri.vertex(1)),
                                surface.vertex(tri.vertex(2))));
    }
    scan[v] = d;
    max_scan = std::max(max_scan, d);
  }
  // The deepest vertices lie on the mid-plane z = 2 cm, 2 cm from it.
  EXPECT_NEAR(max_scan, 0.02, 1e-15);
  const double E = 1e6;
  const auto field = MakeVolumeMeshPressureField(&mesh, E);
  int interior = 0;
  for (int v = 0; v < mesh.num_vertices(); ++v) {
    interior += scan[v] > 0;
    EXPECT_EQ(field.EvaluateAtVertex(v), E * scan[v] / max_scan)
        << mesh.vertex(v).transpose();
  }
  // The interior vertices are the grid points strictly inside the L in
  // x–y (0 < i, j < 10 and i < 5 or j < 5: the points with i, j ≥ 5 are in
  // the notch or on its faces) on the 3 inner layers of z.
  int inner_xy = 0;
  for (int i = 1; i < 10; ++i) {
    for (int j = 1; j < 10; ++j) inner_xy += i < 5 || j < 5;
  }
  EXPECT_EQ(interior, inner_xy * 3);
}

}  // namespace make_mesh_field_test
}  // namespace internal
}  // namespace geometry
}  // namespace drake
