#include "drake/geometry/proximity/volume_to_surface_mesh.h"

#include <algorithm>
#include <array>
#include <map>
#include <stdexcept>
#include <utility>

namespace drake {
namespace geometry {
namespace internal {

TriangleSurfaceMesh<double> ConvertVolumeToSurfaceMeshWithBoundaryVertices(
    const VolumeMesh<double>& volume, std::vector<int>* boundary_vertices_out) {
  // Each face by its sorted vertices: how many tetrahedra share it, and one
  // (tetrahedron, opposite local vertex) that has it.
  std::map<std::array<int, 3>, std::pair<int, std::pair<int, int>>> faces;
  for (int e = 0; e < volume.num_elements(); ++e) {
    const VolumeElement& tet = volume.element(e);
    for (int f = 0; f < 4; ++f) {
      std::array<int, 3> key{tet.vertex((f + 1) % 4), tet.vertex((f + 2) % 4),
                             tet.vertex((f + 3) % 4)};
      std::sort(key.begin(), key.end());
      auto [it, inserted] = faces.try_emplace(key, 0, std::make_pair(e, f));
      ++it->second.first;
    }
  }
  std::vector<std::array<int, 3>> triangles;
  std::vector<int> used(volume.num_vertices(), 0);
  for (const auto& [key, record] : faces) {
    if (record.first != 1) continue;
    const auto [e, f] = record.second;
    const VolumeElement& tet = volume.element(e);
    std::array<int, 3> t{tet.vertex((f + 1) % 4), tet.vertex((f + 2) % 4),
                         tet.vertex((f + 3) % 4)};
    // Wind it so that its normal points away from the opposite vertex.
    const Vector3<double>& a = volume.vertex(t[0]);
    const Vector3<double> n =
        (volume.vertex(t[1]) - a).cross(volume.vertex(t[2]) - a);
    if (n.dot(volume.vertex(tet.vertex(f)) - a) > 0) std::swap(t[1], t[2]);
    for (int v : t) used[v] = 1;
    triangles.push_back(t);
  }
  if (triangles.empty()) {
    throw std::logic_error(
        "ConvertVolumeToSurfaceMesh(): the volume mesh has no boundary face.");
  }
  // Surface index of each boundary vertex, in volume order.
  std::vector<int> surface_index(volume.num_vertices(), -1);
  std::vector<Vector3<double>> vertices;
  std::vector<int> boundary;
  for (int v = 0; v < volume.num_vertices(); ++v) {
    if (!used[v]) continue;
    surface_index[v] = static_cast<int>(vertices.size());
    vertices.push_back(volume.vertex(v));
    boundary.push_back(v);
  }
  std::vector<SurfaceTriangle> surface_triangles;
  surface_triangles.reserve(triangles.size());
  for (const auto& t : triangles) {
    surface_triangles.emplace_back(surface_index[t[0]], surface_index[t[1]],
                                   surface_index[t[2]]);
  }
  if (boundary_vertices_out != nullptr) *boundary_vertices_out = boundary;
  return TriangleSurfaceMesh<double>(std::move(surface_triangles),
                                     std::move(vertices));
}

}  // namespace internal

TriangleSurfaceMesh<double> ConvertVolumeToSurfaceMesh(
    const VolumeMesh<double>& volume) {
  return internal::ConvertVolumeToSurfaceMeshWithBoundaryVertices(volume,
                                                                  nullptr);
}

}  // namespace geometry
}  // namespace drake
