#pragma once

/// @file
/// (Internal) the vertices of an OBJ file and their convex hull, the form
/// in which Mesh and Convex shapes take part in point-contact queries (as
/// Drake does, a Mesh is represented by its convex hull there).

#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "drake/common/eigen_types.h"
#include "drake/geometry/mesh_source.h"

namespace drake {
namespace geometry {
namespace internal {

/// Reads the vertices (`v x y z` lines) of the OBJ mesh `source` (a file,
/// or one in memory), each multiplied by `scale3` entry by entry. Face lines
/// (`f`) are checked to have at least three vertex references, each a nonzero
/// integer (optionally followed by /texture/normal indices) naming an existing
/// vertex; all other lines (normals, texture coordinates, groups, materials,
/// comments) are ignored. Throws std::runtime_error naming the mesh
/// (MeshSource::description()) and the line for a line it cannot read, and
/// naming the mesh if it cannot be opened or has no vertex.
std::vector<Vector3<double>> ReadObjVertices(const MeshSource& source,
                                             const Vector3<double>& scale3);

/// A convex polytope in its own frame G: the convex hull of a point set,
/// triangulated, with outward faces.
struct ConvexMesh {
  /// The hull's vertices (a subset of the input points), p_GV (m).
  std::vector<Vector3<double>> vertices;
  /// Triangles as indices into `vertices`, counter-clockwise seen from
  /// outside.
  std::vector<std::array<int, 3>> triangles;
  /// Per triangle: the outward unit normal n_G and offset d, so that the
  /// hull is {p : n·p <= d for every triangle}.
  std::vector<Vector3<double>> normals;
  std::vector<double> offsets;
  /// The hull's edges (vertex index pairs) between two triangles that are
  /// not coplanar (the diagonals of planar faces are left out).
  std::vector<std::pair<int, int>> edges;
  /// The distinct face normal directions (unit, up to sign) and the
  /// distinct edge directions (unit, up to sign): the candidate separating
  /// axes.
  std::vector<Vector3<double>> face_axes;
  std::vector<Vector3<double>> edge_axes;
  /// The hull's bounding box in G: centre and half extents.
  Vector3<double> box_center{Vector3<double>::Zero()};
  Vector3<double> box_half{Vector3<double>::Zero()};

  /// The index of the vertex that maximizes n_G·p_GV.
  int Support(const Vector3<double>& n_G) const;
};

/// The convex hull of `points` (an incremental hull, O(n²)). Throws
/// std::runtime_error mentioning `description` (e.g. the file name) if the
/// points are fewer than four or all (nearly) coplanar.
ConvexMesh MakeConvexHull(const std::vector<Vector3<double>>& points,
                          const std::string& description);

/// The hull of a box with half sizes `half` (m), centred at Go.
ConvexMesh MakeBoxHull(const Vector3<double>& half);

/// Reads `source` (an .obj, or a tetrahedral .vtk: the hull of its
/// vertices), scales it by `scale3` and returns its convex hull (a mirroring
/// scale gives the mirrored hull, still facing outward); throws as
/// ReadObjVertices (or ReadVtkToVolumeMesh) and MakeConvexHull do, and
/// std::runtime_error naming the mesh for any other extension.
std::shared_ptr<const ConvexMesh> LoadConvexMesh(const MeshSource& source,
                                                 const Vector3<double>& scale3);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
