#pragma once

/// @file
/// (Internal) reads a tetrahedral volume mesh from a VTK legacy file, the
/// format Drake reads for compliant hydroelastic `Mesh` geometries.

#include <string>

#include "drake/common/eigen_types.h"
#include "drake/geometry/mesh_source.h"
#include "drake/geometry/proximity/volume_mesh.h"

namespace drake {
namespace geometry {
namespace internal {

/// Reads the tetrahedra of the VTK legacy file `source` (on disk or in
/// memory; serial, ASCII, `DATASET UNSTRUCTURED_GRID`): its `POINTS` and its
/// `CELLS` and `CELL_TYPES` sections, in either the classic layout (each cell
/// as "4 a b c d") or the version 5.1 one (`OFFSETS` and `CONNECTIVITY`). Every
/// cell must be a tetrahedron (VTK cell type 10) whose vertices (a, b, c) form
/// a triangle whose right-handed normal points toward d, VTK's order (and the
/// VolumeMesh's). Sections after the cells (`POINT_DATA`, `CELL_DATA`, ...) are
/// ignored. Vertex coordinates are multiplied by `scale` entry by entry; when
/// the scale mirrors the mesh (an odd number of negative entries) each
/// tetrahedron's vertices are reordered [a b c d] → [c b a d], so that inside
/// stays inside.
/// @throws std::runtime_error naming the mesh (MeshSource::description())
///   and line if it cannot be read, is binary or not an unstructured grid, a
///   section is missing or short, a coordinate is not a finite number, a vertex
///   index is out of range, a cell is not a tetrahedron, or there are no cells.
VolumeMesh<double> ReadVtkToVolumeMesh(
    const MeshSource& source,
    const Vector3<double>& scale = Vector3<double>::Ones());

}  // namespace internal
}  // namespace geometry
}  // namespace drake
