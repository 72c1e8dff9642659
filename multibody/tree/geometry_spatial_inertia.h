#pragma once

/// @file
/// CalcSpatialInertia(): the spatial inertia of a uniform-density body that
/// fills a geometry::Shape or a closed triangle surface mesh.

#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/geometry/shape_specification.h"
#include "drake/multibody/tree/spatial_inertia.h"

namespace drake {
namespace multibody {

/// M_BBo_B of a body of uniform `density` (kg/m³) filling `shape`, with the
/// body frame B coincident with the shape's canonical frame S. Box, Sphere,
/// Ellipsoid, Cylinder and Capsule (axes along Sz) use their closed forms;
/// Mesh integrates the OBJ file's closed surface (as the overload below)
/// and Convex integrates the convex hull of the file's vertices, both
/// scaled by the shape's scale.
/// @throws std::logic_error if `shape` is a HalfSpace (it has no finite
/// volume) or a MeshcatCone (not supported, as in Drake), if `density` is
/// not positive and finite, or if a mesh does not give a physically valid
/// inertia (e.g. it is open or its triangles face
/// inward); std::runtime_error if a mesh file cannot be read.
SpatialInertia<double> CalcSpatialInertia(const geometry::Shape& shape,
                                          double density);

/// M_BBo_B of a body of uniform `density` (kg/m³) filling the volume the
/// closed `mesh` bounds (triangles wound counter-clockwise seen from
/// outside), with B coincident with the mesh frame M. The volume integrals
/// are sums over the tetrahedra joining Mo to each triangle, so the mesh
/// need not contain Mo nor be convex; it must be closed and consistently
/// outward.
/// @throws std::logic_error if `density` is not positive and finite, or if
/// the result is not physically valid (the mesh is open, inward-facing or
/// has no volume).
SpatialInertia<double> CalcSpatialInertia(
    const geometry::TriangleSurfaceMesh<double>& mesh, double density);

}  // namespace multibody
}  // namespace drake
