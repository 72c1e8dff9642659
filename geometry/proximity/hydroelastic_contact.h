#pragma once

/// @file
/// (Internal) hydroelastic contact surfaces between pairs of hydroelastic
/// representations, posed in the world frame W. Each returns nullptr when
/// the geometries do not intersect (no face of positive area). The
/// representation argument chooses polygons or triangles (each polygon
/// fanned about its centroid). Positions are in m, pressures in Pa.

#include <memory>

#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/proximity/bvh.h"
#include "drake/geometry/proximity/contact_surface_pool.h"
#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/geometry/proximity/volume_mesh.h"
#include "drake/geometry/proximity/volume_mesh_field.h"
#include "drake/geometry/query_results/contact_surface.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace internal {

/// A compliant volume S (its pressure field on a tetrahedral mesh in frame
/// S, with the mesh's BVH) against a rigid triangle surface R (frame R):
/// each rigid triangle clipped by each tetrahedron (pairs culled by the
/// BVHs; a pair is skipped, as Drake does, when the triangle's outward
/// normal is more than 5π/8 from the tetrahedron's pressure gradient).
/// The faces lie on R's surface with R's outward normals; pressure is S's
/// field; ∇e_S is kept per face.
template <typename T>
std::unique_ptr<ContactSurface<T>>
ComputeContactSurfaceFromSoftVolumeRigidSurface(
    GeometryId id_S, const VolumeMeshFieldLinear<double, double>& field_S,
    const Bvh<VolumeMesh<double>>& bvh_S, const math::RigidTransform<T>& X_WS,
    GeometryId id_R, const TriangleSurfaceMesh<double>& mesh_R,
    const Bvh<TriangleSurfaceMesh<double>>& bvh_R,
    const math::RigidTransform<T>& X_WR,
    HydroelasticContactRepresentation representation);

/// A compliant volume S against a rigid half space R (R's z ≤ 0): the
/// plane z_R = 0 sliced by every tetrahedron that crosses it; normals +R_z.
template <typename T>
std::unique_ptr<ContactSurface<T>>
ComputeContactSurfaceFromSoftVolumeRigidHalfSpace(
    GeometryId id_S, const VolumeMeshFieldLinear<double, double>& field_S,
    const Bvh<VolumeMesh<double>>& bvh_S, const math::RigidTransform<T>& X_WS,
    GeometryId id_R, const math::RigidTransform<T>& X_WR,
    HydroelasticContactRepresentation representation);

/// A compliant half space S (S's z ≤ 0, pressure E·depth/thickness with
/// `pressure_per_depth` = E/thickness, Pa/m) against a rigid triangle
/// surface R: R's triangles clipped to the half space, inflated by
/// `margin` (m; S's z ≤ margin, where the pressure is negative above 0).
template <typename T>
std::unique_ptr<ContactSurface<T>>
ComputeContactSurfaceFromSoftHalfSpaceRigidSurface(
    GeometryId id_S, double pressure_per_depth,
    const math::RigidTransform<T>& X_WS, GeometryId id_R,
    const TriangleSurfaceMesh<double>& mesh_R,
    const Bvh<TriangleSurfaceMesh<double>>& bvh_R,
    const math::RigidTransform<T>& X_WR,
    HydroelasticContactRepresentation representation, double margin = 0.0);

/// A compliant volume V against a compliant half space H (H's z <= 0,
/// pressure `pressure_per_depth`·depth): per tetrahedron of V, the plane
/// where the two pressures are equal, clipped to the tetrahedron and the
/// half space (inflated by H's `margin`, m: z <= margin). Normals point out
/// of H into V; both gradients are kept.
template <typename T>
std::unique_ptr<ContactSurface<T>>
ComputeContactSurfaceFromSoftVolumeSoftHalfSpace(
    GeometryId id_V, const VolumeMeshFieldLinear<double, double>& field_V,
    const Bvh<VolumeMesh<double>>& bvh_V, const math::RigidTransform<T>& X_WV,
    GeometryId id_H, double pressure_per_depth,
    const math::RigidTransform<T>& X_WH,
    HydroelasticContactRepresentation representation, double margin = 0.0);

/// Two compliant volumes A and B: per pair of tetrahedra, the plane where
/// their linear pressures are equal, clipped to both (a pair is skipped,
/// as Drake does, unless each gradient is within 5π/8 of the direction
/// into its own geometry). Normals point out of B into A (before the
/// M < N ordering); both gradients are kept.
template <typename T>
std::unique_ptr<ContactSurface<T>> ComputeContactSurfaceFromCompliantVolumes(
    GeometryId id_A, const VolumeMeshFieldLinear<double, double>& field_A,
    const Bvh<VolumeMesh<double>>& bvh_A, const math::RigidTransform<T>& X_WA,
    GeometryId id_B, const VolumeMeshFieldLinear<double, double>& field_B,
    const Bvh<VolumeMesh<double>>& bvh_B, const math::RigidTransform<T>& X_WB,
    HydroelasticContactRepresentation representation);

/// The Calc* forms of the functions above write the surface's vertices,
/// pressures, faces and gradients into `work`'s surface vectors (reusing
/// their capacity; nothing is allocated once they are large enough, for
/// double) and return true if it has a face; MakeContactSurface() or
/// RewriteContactSurface() then turns them into a ContactSurface with
/// M = the first geometry named and N = the second (swapped if N < M, as
/// ContactSurface does). The half-space forms take the half space's
/// margin last, as above.
template <typename T>
bool CalcContactSurfaceFromSoftVolumeRigidSurface(
    GeometryId id_S, const VolumeMeshFieldLinear<double, double>& field_S,
    const Bvh<VolumeMesh<double>>& bvh_S, const math::RigidTransform<T>& X_WS,
    GeometryId id_R, const TriangleSurfaceMesh<double>& mesh_R,
    const Bvh<TriangleSurfaceMesh<double>>& bvh_R,
    const math::RigidTransform<T>& X_WR,
    HydroelasticContactRepresentation representation,
    ContactSurfaceScratch<T>* work);

template <typename T>
bool CalcContactSurfaceFromSoftVolumeRigidHalfSpace(
    GeometryId id_S, const VolumeMeshFieldLinear<double, double>& field_S,
    const Bvh<VolumeMesh<double>>& bvh_S, const math::RigidTransform<T>& X_WS,
    GeometryId id_R, const math::RigidTransform<T>& X_WR,
    HydroelasticContactRepresentation representation,
    ContactSurfaceScratch<T>* work);

template <typename T>
bool CalcContactSurfaceFromSoftHalfSpaceRigidSurface(
    GeometryId id_S, double pressure_per_depth,
    const math::RigidTransform<T>& X_WS, GeometryId id_R,
    const TriangleSurfaceMesh<double>& mesh_R,
    const Bvh<TriangleSurfaceMesh<double>>& bvh_R,
    const math::RigidTransform<T>& X_WR,
    HydroelasticContactRepresentation representation,
    ContactSurfaceScratch<T>* work, double margin = 0.0);

template <typename T>
bool CalcContactSurfaceFromSoftVolumeSoftHalfSpace(
    GeometryId id_V, const VolumeMeshFieldLinear<double, double>& field_V,
    const Bvh<VolumeMesh<double>>& bvh_V, const math::RigidTransform<T>& X_WV,
    GeometryId id_H, double pressure_per_depth,
    const math::RigidTransform<T>& X_WH,
    HydroelasticContactRepresentation representation,
    ContactSurfaceScratch<T>* work, double margin = 0.0);

template <typename T>
bool CalcContactSurfaceFromCompliantVolumes(
    GeometryId id_A, const VolumeMeshFieldLinear<double, double>& field_A,
    const Bvh<VolumeMesh<double>>& bvh_A, const math::RigidTransform<T>& X_WA,
    GeometryId id_B, const VolumeMeshFieldLinear<double, double>& field_B,
    const Bvh<VolumeMesh<double>>& bvh_B, const math::RigidTransform<T>& X_WB,
    HydroelasticContactRepresentation representation,
    ContactSurfaceScratch<T>* work);

/// A new surface made of `work`'s surface vectors (moved out of it);
/// `has_grad_N` says whether N (the second geometry) is compliant.
/// @pre a Calc* function above returned true for `work`.
template <typename T>
std::unique_ptr<ContactSurface<T>> MakeContactSurface(
    GeometryId id_M, GeometryId id_N, bool has_grad_N,
    HydroelasticContactRepresentation representation,
    ContactSurfaceScratch<T>* work);

/// Rewrites `surface` (of the same representation, held by no one else)
/// with `work`'s surface vectors, swapping them with the surface's own so
/// that both keep their capacity. Derived quantities (areas, normals,
/// centroids, the field's gradients) are recomputed as the constructors
/// do. @pre as MakeContactSurface().
template <typename T>
void RewriteContactSurface(GeometryId id_M, GeometryId id_N, bool has_grad_N,
                           ContactSurfaceScratch<T>* work,
                           ContactSurface<T>* surface);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
