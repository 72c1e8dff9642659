#pragma once

/// @file
/// (Internal) the meshes of hydroelastic geometries, in the shape's frame S
/// (m): rigid shapes as triangle surface meshes (outward normals),
/// compliant shapes as tetrahedral volume meshes with a linear pressure
/// field (Pa) that is zero on the boundary and grows inward.
///
/// The volume meshes fan a surface mesh to an interior core: every
/// surface triangle forms one tetrahedron with the shape's centre (Sphere,
/// Ellipsoid, Box, Convex), so the pressure field, E at the centre and 0 on
/// the surface, is linear along each ray from the centre to the surface.
/// For a sphere that is E·(1 − r/R) at every vertex (Drake's sphere field).
/// A compliant Box instead has a medial-axis mesh whose field is Drake's
/// E·d/H (d the distance to the nearest face, H the least half size),
/// MakeBoxMedialAxisVolumeMesh() and MakeBoxPressureField(); a compliant
/// Capsule is fanned to its medial axis with Drake's field E·(1 − r/R)
/// (MakeCapsuleMedialAxisVolumeMesh()), and a compliant Cylinder likewise
/// with Drake's E·(d − δ)/(H − δ), H = min(R, L/2)
/// (MakeCylinderMedialAxisVolumeMesh()).
///
/// The resolution hint (m) bounds the edge length of the surface
/// triangles (for the sphere, the octahedron is refined until its edges
/// are no longer than the hint, at most kMaxSphereRefinement times).

#include <string>
#include <vector>

#include "drake/common/eigen_types.h"
#include "drake/geometry/mesh_source.h"
#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/geometry/proximity/volume_mesh.h"
#include "drake/geometry/proximity/volume_mesh_field.h"

namespace drake {
namespace geometry {
namespace internal {

constexpr int kMaxSphereRefinement = 7;

/// A sphere of `radius` from a refined octahedron whose vertices lie on
/// the sphere; edges at most `resolution_hint` long (up to the refinement
/// cap). @pre radius > 0, resolution_hint > 0.
TriangleSurfaceMesh<double> MakeSphereSurfaceMesh(double radius,
                                                  double resolution_hint);
/// The sphere mesh of the largest semi-axis, scaled to semi-axes a, b, c.
TriangleSurfaceMesh<double> MakeEllipsoidSurfaceMesh(double a, double b,
                                                     double c,
                                                     double resolution_hint);
/// A box of full sizes `size` centred at So; each face a grid of
/// ⌈size/resolution_hint⌉ cells per side, each cell two triangles.
TriangleSurfaceMesh<double> MakeBoxSurfaceMesh(const Vector3<double>& size,
                                               double resolution_hint);
/// A cylinder of `radius` and `length` along Sz, centred at So.
TriangleSurfaceMesh<double> MakeCylinderSurfaceMesh(double radius,
                                                    double length,
                                                    double resolution_hint);
/// A capsule: a cylinder of `radius` and `length` along Sz capped by
/// hemispheres.
TriangleSurfaceMesh<double> MakeCapsuleSurfaceMesh(double radius, double length,
                                                   double resolution_hint);
/// The faces (`f` lines; polygons fanned into triangles) and vertices of
/// the OBJ mesh `source` (a file, or one in memory), vertices multiplied by
/// `scale3` entry by entry. When the scale mirrors the mesh (an odd number
/// of negative entries) every triangle's winding is reversed, so that
/// outward normals stay outward. Throws std::runtime_error naming the mesh
/// (MeshSource::description()) and line if it cannot be read or has no
/// face.
TriangleSurfaceMesh<double> ReadObjToTriangleSurfaceMesh(
    const MeshSource& source, const Vector3<double>& scale3);

/// The tetrahedra joining each triangle of the closed, outward-facing
/// `surface` to the point `p_SC` (which must see every triangle from
/// inside: the surface is star-shaped about it). Vertex 0 of the result
/// is C; vertices 1.. are the surface's vertices in order.
VolumeMesh<double> MakeStarVolumeMesh(
    const TriangleSurfaceMesh<double>& surface, const Vector3<double>& p_SC);

/// The star mesh of MakeStarVolumeMesh() with its surface inflated by the
/// hydroelastic `margin` δ (m, > 0), and the pressures (Pa) of its vertices
/// in `pressures`: `hydroelastic_modulus` E at C and, at each moved surface
/// vertex V′, E·(1 − |CV′|/ρ) with ρ the distance from C to the original
/// surface along the ray CV′ — the star field of the original surface
/// continued linearly past it, negative in the margin layer. Each surface
/// vertex moves by the shortest displacement w with n·w ≥ δ for the outward
/// normal n of every triangle around it (a box corner moves by (δ, δ, δ), a
/// sphere's vertex about δ outward), so the inflated surface is at least δ
/// from the original everywhere, and the field's zero level set passes
/// through the original surface's points on the tetrahedra's edges.
/// `max_displacement` (may be null) gets the largest |w| (m).
/// @pre `surface` is closed, convex and star-shaped about C, as for
/// MakeStarVolumeMesh().
VolumeMesh<double> MakeInflatedStarVolumeMesh(
    const TriangleSurfaceMesh<double>& surface, const Vector3<double>& p_SC,
    double margin, double hydroelastic_modulus, std::vector<double>* pressures,
    double* max_displacement);

/// Drake's MakeInflatedMesh() for a general (not necessarily convex)
/// tetrahedral mesh: each boundary vertex moved out by the shortest
/// displacement w with n·w ≥ δ for the outward normal n of every boundary
/// face around it (δ = `margin`, m); interior vertices stay, and the
/// tetrahedra are the same. `max_displacement` (may be null) gets the
/// largest |w|. A margin of 0 returns the mesh unchanged.
/// @throws std::logic_error naming `description` (e.g. the geometry and
///   its file) and the vertex if the faces around a boundary vertex admit
///   no such w (they point in opposite directions, e.g. two parts touching
///   at a vertex): Drake splits such a vertex, Mallard does not.
VolumeMesh<double> MakeInflatedVolumeMesh(const VolumeMesh<double>& mesh,
                                          double margin,
                                          const std::string& description,
                                          double* max_displacement);

/// A tetrahedral mesh of the box of full sizes `size` (m), centred at So,
/// that respects the box's medial axis: every tetrahedron lies where one
/// face is the nearest, so the distance to the boundary is linear on it.
/// Each face is four triangles around its centre (as Drake's
/// MakeBoxVolumeMeshWithMaAndSymmetricTriangles). The region nearest each
/// face (between the face and the medial axis) is fanned from the centre
/// of its medial-axis part; neighbouring regions need not share the
/// triangulation of their common medial face (the mesh is not conforming
/// across the medial axis), which no Mallard query relies on. A cube has
/// 24 tetrahedra. @pre every size > 0.
VolumeMesh<double> MakeBoxMedialAxisVolumeMesh(const Vector3<double>& size);

/// A tetrahedral mesh of the capsule (`radius`, `length` along Sz, centred
/// at So) that respects its medial axis, the segment |z| ≤ length/2 on Sz:
/// the surface of MakeCapsuleSurfaceMesh(); each hemisphere fanned to its
/// centre on the axis, and each band of the cylinder between two rings to
/// the axis points at their heights (three tetrahedra per wedge), so the
/// distance to the axis is E at the axis and the field linear between.
/// Vertex 0 and 1 are the axis's ends (−length/2 and +length/2).
/// @pre radius > 0, length >= 0, resolution_hint > 0.
VolumeMesh<double> MakeCapsuleMedialAxisVolumeMesh(double radius, double length,
                                                   double resolution_hint);

/// Drake's capsule pressure field on a MakeCapsuleMedialAxisVolumeMesh()
/// mesh of the capsule of `radius` (the inflated one): E·(1 − r/(R − δ)) at
/// each vertex, r its distance to the axis segment, R = `radius`, δ the
/// `margin`: E on the axis, −E·δ/(R − δ) on the surface (exactly; 0 for no
/// margin). @pre `mesh` outlives the field, hydroelastic_modulus > 0,
/// 0 ≤ margin < radius.
VolumeMeshFieldLinear<double, double> MakeCapsulePressureField(
    double radius, double length, const VolumeMesh<double>* mesh,
    double hydroelastic_modulus, double margin);

/// A tetrahedral mesh of the cylinder (`radius` R, `length` L along Sz,
/// centred at So) whose interior vertices lie on its medial axis: for
/// L/2 >= R the segment |z| <= L/2 − R of Sz, for L/2 < R the disk
/// r <= R − L/2 at z = 0 (each with the cones from its boundary to the
/// rims). The boundary has the vertices of MakeCylinderSurfaceMesh(); every
/// boundary point is joined to the medial axis inside the region nearest
/// its face (side or cap), so that the distance to the boundary is 0 or
/// H = min(R, L/2) at every vertex, and it is linear on each tetrahedron of
/// the caps' regions. The mesh is conforming. @pre radius > 0, length > 0,
/// resolution_hint > 0.
VolumeMesh<double> MakeCylinderMedialAxisVolumeMesh(double radius,
                                                    double length,
                                                    double resolution_hint);

/// Drake's cylinder pressure field on a MakeCylinderMedialAxisVolumeMesh()
/// mesh of the cylinder of `radius` and `length` (the inflated one):
/// E·(d − δ)/(H − δ) at each vertex, d its distance to the boundary,
/// H = min(radius, length/2), δ the `margin`: E on the medial axis and
/// −E·δ/(H − δ) on the boundary (0 for no margin). @pre `mesh` outlives the
/// field, hydroelastic_modulus > 0, 0 ≤ margin < H.
VolumeMeshFieldLinear<double, double> MakeCylinderPressureField(
    double radius, double length, const VolumeMesh<double>* mesh,
    double hydroelastic_modulus, double margin);

/// Drake's box pressure field on a MakeBoxMedialAxisVolumeMesh() mesh of
/// the box of full sizes `size`: E·(d − δ)/(H − δ) at each vertex, with d its
/// distance to the nearest face, H the least half size and δ the `margin`
/// (the box is the inflated one; the field is zero δ inside its faces, on
/// the original box's faces). Linear on each tetrahedron, it equals that
/// formula everywhere in the box. @pre `mesh` outlives the field,
/// hydroelastic_modulus > 0, 0 ≤ margin < H.
VolumeMeshFieldLinear<double, double> MakeBoxPressureField(
    const Vector3<double>& size, const VolumeMesh<double>* mesh,
    double hydroelastic_modulus, double margin);

/// The pressure field on a MakeStarVolumeMesh() mesh: `hydroelastic_modulus`
/// (Pa) at the core vertex 0, zero at every surface vertex.
/// @pre `mesh` outlives the field.
VolumeMeshFieldLinear<double, double> MakeStarPressureField(
    const VolumeMesh<double>* mesh, double hydroelastic_modulus);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
