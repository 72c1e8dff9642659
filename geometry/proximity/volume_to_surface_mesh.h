#pragma once

/// @file
/// The boundary of a tetrahedral volume mesh as a triangle surface mesh.

#include <vector>

#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/geometry/proximity/volume_mesh.h"

namespace drake {
namespace geometry {
namespace internal {

/// ConvertVolumeToSurfaceMesh(), also returning the volume mesh's index of
/// each surface vertex (in `boundary_vertices_out`, if not null; increasing).
TriangleSurfaceMesh<double> ConvertVolumeToSurfaceMeshWithBoundaryVertices(
    const VolumeMesh<double>& volume, std::vector<int>* boundary_vertices_out);

}  // namespace internal

/// Converts a tetrahedral volume mesh to the triangle surface mesh of its
/// boundary: the faces of its tetrahedra that belong to one tetrahedron
/// only, wound so that their right-handed normals point out of the volume.
/// The surface keeps only the boundary's vertices, in the order of their
/// indices in `volume`.
/// @throws std::logic_error if the volume has no boundary face (it cannot
///   happen for a finite mesh of tetrahedra).
TriangleSurfaceMesh<double> ConvertVolumeToSurfaceMesh(
    const VolumeMesh<double>& volume);

}  // namespace geometry
}  // namespace drake
