#include "drake/geometry/proximity/make_mesh_field.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"
#include "drake/geometry/proximity/volume_to_surface_mesh.h"

namespace drake {
namespace geometry {
namespace internal {

using Eigen::Vector3d;

namespace {

// The distance from Q to the segment [a, b].
double DistanceToSegment(const Vector3d& q, const Vector3d& a,
                         const Vector3d& b) {
  const Vector3d ab = b - a;
  const double length2 = ab.squaredNorm();
  const double t =
      length2 > 0 ? std::clamp((q - a).dot(ab) / length2, 0.0, 1.0) : 0.0;
  return (q - (a + t * ab)).norm();
}

}  // namespace

double DistanceToTriangle(const Vector3d& q, const Vector3d& a,
                          const Vector3d& b, const Vector3d& c) {
  const Vector3d ab = b - a;
  const Vector3d ac = c - a;
  const Vector3d n = ab.cross(ac);
  const double n2 = n.squaredNorm();
  // A degenerate triangle: the nearest of its edges.
  if (!(n2 > 1e-24 * ab.squaredNorm() * ac.squaredNorm())) {
    return std::min({DistanceToSegment(q, a, b), DistanceToSegment(q, b, c),
                     DistanceToSegment(q, c, a)});
  }
  // Q's projection onto the plane, in barycentric coordinates: inside the
  // triangle its distance is the distance to the plane; otherwise the
  // nearest point is on an edge.
  const Vector3d aq = q - a;
  const double w_b = aq.cross(ac).dot(n) / n2;
  const double w_c = ab.cross(aq).dot(n) / n2;
  const double w_a = 1 - w_b - w_c;
  if (w_a >= 0 && w_b >= 0 && w_c >= 0) {
    return std::abs(aq.dot(n)) / std::sqrt(n2);
  }
  return std::min({DistanceToSegment(q, a, b), DistanceToSegment(q, b, c),
                   DistanceToSegment(q, c, a)});
}

VolumeMeshFieldLinear<double, double> MakeVolumeMeshPressureField(
    const VolumeMesh<double>* mesh_M, double hydroelastic_modulus) {
  DRAKE_DEMAND(mesh_M != nullptr);
  if (!(hydroelastic_modulus > 0) || !std::isfinite(hydroelastic_modulus)) {
    throw std::logic_error(fmt::format(
        "MakeVolumeMeshPressureField(): the hydroelastic modulus must be "
        "positive and finite but is {}.",
        hydroelastic_modulus));
  }
  std::vector<int> boundary;
  const TriangleSurfaceMesh<double> surface =
      ConvertVolumeToSurfaceMeshWithBoundaryVertices(*mesh_M, &boundary);
  std::vector<bool> on_boundary(mesh_M->num_vertices(), false);
  for (int v : boundary) on_boundary[v] = true;
  std::vector<double> distance(mesh_M->num_vertices(), 0.0);
  double max_distance = 0;
  for (int v = 0; v < mesh_M->num_vertices(); ++v) {
    if (on_boundary[v]) continue;
    double d = std::numeric_limits<double>::infinity();
    const Vector3d& q = mesh_M->vertex(v);
    for (int t = 0; t < surface.num_triangles(); ++t) {
      const SurfaceTriangle& tri = surface.element(t);
      d = std::min(d, DistanceToTriangle(q, surface.vertex(tri.vertex(0)),
                                         surface.vertex(tri.vertex(1)),
                                         surface.vertex(tri.vertex(2))));
    }
    distance[v] = d;
    max_distance = std::max(max_distance, d);
  }
  if (!(max_distance > 0)) {
    throw std::logic_error(
        "MakeVolumeMeshPressureField(): the volume mesh has no interior "
        "vertex (every vertex is on its boundary), so it cannot carry a "
        "pressure field that grows inward; remesh it with interior vertices.");
  }
  std::vector<double> pressure(mesh_M->num_vertices());
  for (int v = 0; v < mesh_M->num_vertices(); ++v) {
    pressure[v] = hydroelastic_modulus * distance[v] / max_distance;
  }
  return VolumeMeshFieldLinear<double, double>(std::move(pressure), mesh_M);
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
