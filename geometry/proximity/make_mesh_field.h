#pragma once

/// @file
/// (Internal) the pressure field of a compliant hydroelastic geometry given
/// as a tetrahedral volume mesh (e.g. read from a .vtk file).

#include "drake/geometry/proximity/volume_mesh.h"
#include "drake/geometry/proximity/volume_mesh_field.h"

namespace drake {
namespace geometry {
namespace internal {

/// The pressure field p = E·ϕ/H on the (possibly non-convex) volume mesh
/// `mesh_M`: ϕ is each vertex's distance to the mesh's boundary surface
/// (zero on the boundary, positive inside), H the largest ϕ over the
/// vertices, and E the `hydroelastic_modulus` (Pa): zero on the surface and
/// E at the deepest vertex, as in the Elastic Foundation Model. The field
/// aliases `mesh_M`, which must outlive it. Each distance is the minimum
/// over the boundary triangles, found through a bounding volume hierarchy
/// of them (about O(log faces) triangles per interior vertex on
/// well-spread meshes; the same values as a scan of every triangle).
/// @throws std::logic_error if the mesh has no interior vertex (every
///   vertex is on the boundary: the field would be zero everywhere), or if
///   hydroelastic_modulus is not positive and finite.
/// With a hydroelastic `margin` δ > 0 (m; Drake's `margin` argument), the
/// boundary vertices get −E·δ/H instead of 0 (the interior ones are
/// unchanged): the values Drake puts on the vertices of the mesh inflated by
/// δ (MakeInflatedVolumeMesh()), whose boundary lies about δ outside the
/// zero level set.
/// @pre mesh_M is not null; margin is finite and ≥ 0.
VolumeMeshFieldLinear<double, double> MakeVolumeMeshPressureField(
    const VolumeMesh<double>* mesh_M, double hydroelastic_modulus,
    double margin = 0.0);

/// The distance (m) from point Q to the triangle (a, b, c) (any winding;
/// degenerate triangles are handled as segments or points).
double DistanceToTriangle(const Vector3<double>& p_Q, const Vector3<double>& a,
                          const Vector3<double>& b, const Vector3<double>& c);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
