#pragma once

/// @file
/// ContactSurface<T>: the hydroelastic contact surface between two
/// geometries M and N, and HydroelasticContactRepresentation, the kind of
/// mesh it is built of.

#include <memory>
#include <utility>
#include <variant>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/proximity/polygon_surface_mesh.h"
#include "drake/geometry/proximity/polygon_surface_mesh_field.h"
#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/geometry/proximity/triangle_surface_mesh_field.h"

namespace drake {
namespace geometry {

/// The kind of mesh of a hydroelastic contact surface.
enum class HydroelasticContactRepresentation {
  kTriangle,  ///< A mesh of triangles.
  kPolygon,   ///< A mesh of convex polygons.
};

namespace internal {
// Rewrites contact surfaces in place for hydroelastic queries that reuse
// them (geometry/proximity/hydroelastic_contact.cc).
template <typename T>
class ContactSurfaceWriter;
}  // namespace internal

/// The contact surface 𝕊ₘₙ between geometries M and N of the hydroelastic
/// (pressure field) model: the surface where their pressure fields are
/// equal (for a rigid geometry, its boundary inside the compliant one),
/// with the pressure eₘₙ (Pa) on it (Elandt et al., IROS 2019).
///
/// The surface is a mesh measured and expressed in the world frame W
/// (m), either of triangles or of convex polygons (representation()); its
/// pressure is continuous and linear on each face (tri_e_MN() or
/// poly_e_MN()). Each face's normal points *out of* N and *into* M. Where
/// a geometry is compliant, the gradient of its pressure field (Pa/m,
/// expressed in W) is kept once per face (EvaluateGradE_M_W(),
/// EvaluateGradE_N_W()); a rigid geometry has none.
///
/// Invariant: id_M() < id_N(). The constructors swap M and N (reversing
/// the normals and exchanging the gradients) when given id_M > id_N.
template <typename T>
class ContactSurface {
 public:
  DRAKE_DECLARE_COPY_AND_MOVE_AND_ASSIGN(ContactSurface);

  /// A surface of triangles. @pre The face normals of `mesh_W` point out
  /// of N into M; `e_MN` refers to `*mesh_W`; given gradients have one
  /// entry per face.
  ContactSurface(GeometryId id_M, GeometryId id_N,
                 std::unique_ptr<TriangleSurfaceMesh<T>> mesh_W,
                 std::unique_ptr<TriangleSurfaceMeshFieldLinear<T, T>> e_MN,
                 std::unique_ptr<std::vector<Vector3<T>>> grad_eM_W = nullptr,
                 std::unique_ptr<std::vector<Vector3<T>>> grad_eN_W = nullptr)
      : ContactSurface(id_M, id_N, MeshVariant(std::move(mesh_W)),
                       FieldVariant(std::move(e_MN)), std::move(grad_eM_W),
                       std::move(grad_eN_W), 0) {}

  /// A surface of polygons, with the same preconditions.
  ContactSurface(GeometryId id_M, GeometryId id_N,
                 std::unique_ptr<PolygonSurfaceMesh<T>> mesh_W,
                 std::unique_ptr<PolygonSurfaceMeshFieldLinear<T, T>> e_MN,
                 std::unique_ptr<std::vector<Vector3<T>>> grad_eM_W = nullptr,
                 std::unique_ptr<std::vector<Vector3<T>>> grad_eN_W = nullptr)
      : ContactSurface(id_M, id_N, MeshVariant(std::move(mesh_W)),
                       FieldVariant(std::move(e_MN)), std::move(grad_eM_W),
                       std::move(grad_eN_W), 0) {}

  ~ContactSurface();

  GeometryId id_M() const { return id_M_; }
  GeometryId id_N() const { return id_N_; }

  /// @name Representation-independent access
  ///@{
  int num_faces() const {
    return is_triangle() ? tri_mesh_W().num_elements()
                         : poly_mesh_W().num_elements();
  }
  int num_vertices() const {
    return is_triangle() ? tri_mesh_W().num_vertices()
                         : poly_mesh_W().num_vertices();
  }
  /// The area of face `face_index` (m²).
  const T& area(int face_index) const {
    return is_triangle() ? tri_mesh_W().area(face_index)
                         : poly_mesh_W().area(face_index);
  }
  /// The total area (m²).
  const T& total_area() const {
    return is_triangle() ? tri_mesh_W().total_area()
                         : poly_mesh_W().total_area();
  }
  /// The unit normal of face `face_index`, in W (out of N, into M).
  const Vector3<T>& face_normal(int face_index) const {
    return is_triangle() ? tri_mesh_W().face_normal(face_index)
                         : poly_mesh_W().face_normal(face_index);
  }
  /// The centroid of face `face_index`, p_WC (m).
  Vector3<T> centroid(int face_index) const {
    return is_triangle() ? tri_mesh_W().element_centroid(face_index)
                         : poly_mesh_W().element_centroid(face_index);
  }
  /// The area-weighted centroid of the whole surface, p_WSc (m).
  const Vector3<T>& centroid() const {
    return is_triangle() ? tri_mesh_W().centroid() : poly_mesh_W().centroid();
  }
  ///@}

  /// @name Representation-dependent access
  ///@{
  bool is_triangle() const {
    return std::holds_alternative<std::unique_ptr<TriangleSurfaceMesh<T>>>(
        mesh_W_);
  }
  HydroelasticContactRepresentation representation() const {
    return is_triangle() ? HydroelasticContactRepresentation::kTriangle
                         : HydroelasticContactRepresentation::kPolygon;
  }
  /// @pre is_triangle().
  const TriangleSurfaceMesh<T>& tri_mesh_W() const {
    DRAKE_DEMAND(is_triangle());
    return *std::get<std::unique_ptr<TriangleSurfaceMesh<T>>>(mesh_W_);
  }
  /// The pressure eₘₙ (Pa) on tri_mesh_W(). @pre is_triangle().
  const TriangleSurfaceMeshFieldLinear<T, T>& tri_e_MN() const {
    DRAKE_DEMAND(is_triangle());
    return *std::get<std::unique_ptr<TriangleSurfaceMeshFieldLinear<T, T>>>(
        e_MN_);
  }
  /// @pre !is_triangle().
  const PolygonSurfaceMesh<T>& poly_mesh_W() const {
    DRAKE_DEMAND(!is_triangle());
    return *std::get<std::unique_ptr<PolygonSurfaceMesh<T>>>(mesh_W_);
  }
  /// The pressure eₘₙ (Pa) on poly_mesh_W(). @pre !is_triangle().
  const PolygonSurfaceMeshFieldLinear<T, T>& poly_e_MN() const {
    DRAKE_DEMAND(!is_triangle());
    return *std::get<std::unique_ptr<PolygonSurfaceMeshFieldLinear<T, T>>>(
        e_MN_);
  }
  ///@}

  /// @name The constituent pressure fields' gradients (Pa/m, in W)
  ///@{
  bool HasGradE_M() const { return grad_eM_W_ != nullptr; }
  bool HasGradE_N() const { return grad_eN_W_ != nullptr; }
  /// ∇eₘ on face `index`. Throws std::runtime_error if HasGradE_M() is
  /// false (M is rigid). @pre 0 <= index < num_faces().
  const Vector3<T>& EvaluateGradE_M_W(int index) const;
  /// ∇eₙ on face `index`. Throws std::runtime_error if HasGradE_N() is
  /// false (N is rigid). @pre 0 <= index < num_faces().
  const Vector3<T>& EvaluateGradE_N_W(int index) const;
  ///@}

  /// Exact (deep) equality.
  bool Equal(const ContactSurface<T>& surface) const;

 private:
  // Rewrites reused contact surfaces in place.
  template <typename>
  friend class internal::ContactSurfaceWriter;
  using MeshVariant = std::variant<std::unique_ptr<TriangleSurfaceMesh<T>>,
                                   std::unique_ptr<PolygonSurfaceMesh<T>>>;
  using FieldVariant =
      std::variant<std::unique_ptr<TriangleSurfaceMeshFieldLinear<T, T>>,
                   std::unique_ptr<PolygonSurfaceMeshFieldLinear<T, T>>>;

  ContactSurface(GeometryId id_M, GeometryId id_N, MeshVariant mesh_W,
                 FieldVariant e_MN,
                 std::unique_ptr<std::vector<Vector3<T>>> grad_eM_W,
                 std::unique_ptr<std::vector<Vector3<T>>> grad_eN_W, int);

  void SwapMAndN();

  GeometryId id_M_;
  GeometryId id_N_;
  MeshVariant mesh_W_;
  FieldVariant e_MN_;
  std::unique_ptr<std::vector<Vector3<T>>> grad_eM_W_;
  std::unique_ptr<std::vector<Vector3<T>>> grad_eN_W_;
};

}  // namespace geometry
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::ContactSurface)
