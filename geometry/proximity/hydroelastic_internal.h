#pragma once

/// @file
/// (Internal) the hydroelastic representation of a proximity geometry,
/// built from its shape and ProximityProperties when the proximity role is
/// assigned (or replaced), and shared, immutable, by every copy of the
/// GeometryState: a rigid geometry is a triangle surface mesh (or a half
/// space); a compliant one a tetrahedral mesh with a pressure field (or a
/// half space with a slab), each with a BVH, in the geometry's frame G.

#include <memory>
#include <optional>
#include <string>

#include "drake/geometry/proximity/bvh.h"
#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/geometry/proximity/volume_mesh.h"
#include "drake/geometry/proximity/volume_mesh_field.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/shape_specification.h"

namespace drake {
namespace geometry {
namespace internal {
namespace hydroelastic {

/// A rigid representation: a surface mesh with its BVH, or a half space
/// (G's z <= 0).
class RigidGeometry {
 public:
  /// A half space.
  RigidGeometry() = default;
  explicit RigidGeometry(TriangleSurfaceMesh<double> mesh);
  bool is_half_space() const { return mesh_ == nullptr; }
  /// @pre !is_half_space().
  const TriangleSurfaceMesh<double>& mesh() const { return *mesh_; }
  const Bvh<TriangleSurfaceMesh<double>>& bvh() const { return *bvh_; }

 private:
  std::unique_ptr<TriangleSurfaceMesh<double>> mesh_;
  std::unique_ptr<Bvh<TriangleSurfaceMesh<double>>> bvh_;
};

/// A compliant representation: a tetrahedral mesh with its pressure field
/// (Pa) and BVH, or a half space (G's z <= 0) whose pressure is
/// E·depth/slab_thickness.
class SoftGeometry {
 public:
  /// A half space with `pressure_per_depth` = E/thickness (Pa/m), inflated
  /// by the hydroelastic `margin` (m): its surface is `margin` above z = 0,
  /// and its pressure, still E·depth/thickness below z = 0, is negative in
  /// between.
  explicit SoftGeometry(double pressure_per_depth, double margin = 0.0)
      : pressure_per_depth_(pressure_per_depth), half_space_margin_(margin) {}
  /// A volume mesh with its pressure field (which refers to `mesh`).
  SoftGeometry(std::unique_ptr<VolumeMesh<double>> mesh,
               std::unique_ptr<VolumeMeshFieldLinear<double, double>> field);
  /// A volume mesh fanned from its vertex 0 (MakeStarVolumeMesh()), with
  /// the star pressure field (MakeStarPressureField()); or, with
  /// `distance_field`, any volume mesh (e.g. read from a .vtk file) with
  /// the field MakeVolumeMeshPressureField() gives it.
  SoftGeometry(VolumeMesh<double> mesh, double hydroelastic_modulus,
               bool distance_field = false);
  bool is_half_space() const { return mesh_ == nullptr; }
  /// @pre !is_half_space().
  const VolumeMeshFieldLinear<double, double>& pressure_field() const {
    return *field_;
  }
  const Bvh<VolumeMesh<double>>& bvh() const { return *bvh_; }
  /// @pre is_half_space().
  double pressure_per_depth() const { return pressure_per_depth_; }
  /// The half space's margin (m); a volume's margin is in its mesh.
  /// @pre is_half_space().
  double half_space_margin() const { return half_space_margin_; }

 private:
  std::unique_ptr<VolumeMesh<double>> mesh_;
  std::unique_ptr<VolumeMeshFieldLinear<double, double>> field_;
  std::unique_ptr<Bvh<VolumeMesh<double>>> bvh_;
  double pressure_per_depth_{};
  double half_space_margin_{};
};

/// A geometry's hydroelastic representation: its type, and the rigid or
/// soft data that goes with it (neither for kUndefined).
struct Geometry {
  HydroelasticType type{HydroelasticType::kUndefined};
  std::optional<RigidGeometry> rigid;
  std::optional<SoftGeometry> soft;
  /// The ("hydroelastic", "margin") property δ (m, default 0). As in Drake,
  /// a compliant geometry's representation is inflated by it (see
  /// MakeHydroelasticGeometry()); a rigid one's is not.
  double margin{0};
  /// How far (m) the representation reaches beyond the shape: the broad
  /// phase grows the geometry's box by it (by `margin` for a rigid
  /// geometry, as Drake grows every hydroelastic geometry's box).
  double inflation{0};
};

/// The representation of `shape` (named `name` in messages) for the
/// hydroelastic properties in `properties`; nullptr if it declares no
/// compliance type. Throws std::logic_error naming the geometry and shape
/// when a property the shape needs is missing or invalid
/// ("resolution_hint" for Sphere, Cylinder, Capsule and Ellipsoid, rigid
/// or compliant; Box, HalfSpace, Mesh and Convex need none and a Box
/// ignores it, as in Drake; "hydroelastic_modulus" for compliant shapes;
/// "slab_thickness" for a compliant HalfSpace), and std::runtime_error for a
/// Mesh/Convex file that cannot be read. A rigid Mesh is its OBJ file's faces;
/// a rigid Convex, and a compliant Mesh or Convex, the convex hull of the
/// file's vertices (the compliant one fanned from the hull's vertex mean).
/// A Mesh from a .vtk tetrahedral file is that volume mesh when compliant
/// (pressure from MakeVolumeMeshPressureField(); std::logic_error if it has
/// no interior vertex) and its boundary surface when rigid.
///
/// A positive ("hydroelastic", "margin") δ inflates a compliant
/// representation by δ, with the pressure field extended so that its zero
/// level set stays on the original shape (negative pressure in the layer),
/// as Drake does: a Box is the box grown by δ on every face with Drake's
/// field E·(d − δ)/H (d the distance to the grown box's nearest face, H the
/// original least half size); a Capsule is meshed to its medial axis with
/// radius R + δ and Drake's field E·(1 − r/R) (r the distance to the axis);
/// the other volumes move their surface
/// vertices out by at least δ (MakeInflatedStarVolumeMesh(); a sphere's
/// zero level set is its radius R); a HalfSpace's surface is raised by δ.
/// Not yet: the margin of a compliant .vtk Mesh (throws). A negative or
/// non-finite margin throws std::logic_error naming the geometry, as does
/// a margin of at least a compliant Box's least half size.
std::shared_ptr<const Geometry> MakeHydroelasticGeometry(
    const Shape& shape, const ProximityProperties& properties,
    const std::string& name);

}  // namespace hydroelastic
}  // namespace internal
}  // namespace geometry
}  // namespace drake
