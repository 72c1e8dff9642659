#include "drake/geometry/proximity/make_mesh_field.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"
#include "drake/geometry/proximity/bvh.h"
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

// The distance from Q to the axis-aligned box (zero inside it).
double DistanceToBox(const Vector3d& q, const MeshAabb& box) {
  return ((q - box.center).cwiseAbs() - box.half_width).cwiseMax(0.0).norm();
}

// The distance from Q to the nearest triangle of `surface`, by a descent
// of its `bvh` that visits the nearer child first and skips every box
// farther than the best distance found so far. A skipped box's triangles
// are all at least its distance away, so the result is the minimum over
// every triangle, as a scan would find it (the boxes are widened by a
// round-off slack so that no triangle is skipped by a rounding of its
// box's centre and half widths). `stack` is scratch space.
double DistanceToSurface(const Vector3d& q,
                         const TriangleSurfaceMesh<double>& surface,
                         const Bvh<TriangleSurfaceMesh<double>>& bvh,
                         std::vector<int>* stack) {
  using Node = Bvh<TriangleSurfaceMesh<double>>::Node;
  const std::vector<Node>& nodes = bvh.nodes();
  auto box_distance = [&q](const Node& node) {
    const double slack =
        1e-12 * (node.box.center.cwiseAbs() + node.box.half_width).maxCoeff();
    return DistanceToBox(q, node.box) - slack;
  };
  double best = std::numeric_limits<double>::infinity();
  stack->clear();
  stack->push_back(0);
  while (!stack->empty()) {
    const Node& node = nodes[stack->back()];
    stack->pop_back();
    if (box_distance(node) > best) continue;
    if (node.is_leaf()) {
      for (int k = node.begin; k < node.end; ++k) {
        const SurfaceTriangle& tri = surface.element(bvh.element_order()[k]);
        best =
            std::min(best, DistanceToTriangle(q, surface.vertex(tri.vertex(0)),
                                              surface.vertex(tri.vertex(1)),
                                              surface.vertex(tri.vertex(2))));
      }
      continue;
    }
    // Push the farther child first so that the nearer one is searched
    // first and tightens `best` before the other is tested.
    const bool left_nearer =
        box_distance(nodes[node.left]) <= box_distance(nodes[node.right]);
    stack->push_back(left_nearer ? node.right : node.left);
    stack->push_back(left_nearer ? node.left : node.right);
  }
  return best;
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
    const VolumeMesh<double>* mesh_M, double hydroelastic_modulus,
    double margin) {
  DRAKE_DEMAND(mesh_M != nullptr);
  DRAKE_DEMAND(margin >= 0 && std::isfinite(margin));
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
  const Bvh<TriangleSurfaceMesh<double>> bvh(surface);
  std::vector<int> stack;
  for (int v = 0; v < mesh_M->num_vertices(); ++v) {
    if (on_boundary[v]) continue;
    const double d = DistanceToSurface(mesh_M->vertex(v), surface, bvh, &stack);
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
    pressure[v] = on_boundary[v]
                      ? -hydroelastic_modulus * margin / max_distance
                      : hydroelastic_modulus * distance[v] / max_distance;
  }
  return VolumeMeshFieldLinear<double, double>(std::move(pressure), mesh_M);
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
