#pragma once

/// @file
/// PolygonSurfaceMesh<T>: a surface of planar convex polygons in a frame M.

#include <array>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/geometry/proximity/mesh_traits.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {

template <typename T>
class PolygonSurfaceMesh;

/// A view of one polygon of a PolygonSurfaceMesh (valid while the mesh
/// lives): its vertex count and vertex indices, counter-clockwise about its
/// normal.
class SurfacePolygon {
 public:
  int num_vertices() const { return (*face_data_)[index_]; }
  /// The mesh index of local vertex `i` (0 <= i < num_vertices()).
  int vertex(int i) const {
    DRAKE_DEMAND(0 <= i && i < num_vertices());
    return (*face_data_)[index_ + 1 + i];
  }

 private:
  template <typename>
  friend class PolygonSurfaceMesh;
  SurfacePolygon(const std::vector<int>* face_data, int index)
      : face_data_(face_data), index_(index) {}
  const std::vector<int>* face_data_{};
  int index_{};
};

namespace internal {
// Rewrites contact surfaces in place for hydroelastic queries that reuse
// them (geometry/proximity/hydroelastic_contact.cc).
template <typename T>
class ContactSurfaceWriter;
}  // namespace internal

/// A mesh of planar convex polygons whose vertex positions p_MV (m) are
/// measured and expressed in frame M. `face_data` encodes the polygons in
/// sequence, each as its vertex count c followed by c vertex indices
/// ordered counter-clockwise about its normal (right-hand rule). Areas
/// (m²), unit normals and centroids are computed on construction.
template <class T>
class PolygonSurfaceMesh {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(PolygonSurfaceMesh);

  using ScalarType = T;
  /// -1: polygons have any number of vertices (no barycentric coordinates).
  static constexpr int kVertexPerElement = -1;
  template <typename U = T>
  using Barycentric = Vector<U, 0>;

  /// An empty mesh.
  PolygonSurfaceMesh() = default;
  /// Throws std::logic_error if `face_data` is malformed (a count below
  /// three, or an index out of range).
  PolygonSurfaceMesh(std::vector<int> face_data,
                     std::vector<Vector3<T>> vertices);

  SurfacePolygon element(int e) const {
    DRAKE_DEMAND(0 <= e && e < num_faces());
    return {&face_data_, poly_indices_[e]};
  }
  const Vector3<T>& vertex(int v) const {
    DRAKE_DEMAND(0 <= v && v < num_vertices());
    return vertices_M_[v];
  }
  int num_vertices() const { return static_cast<int>(vertices_M_.size()); }
  int num_elements() const { return num_faces(); }
  int num_faces() const { return static_cast<int>(poly_indices_.size()); }
  /// The area of polygon f (m²).
  const T& area(int f) const {
    DRAKE_DEMAND(0 <= f && f < num_faces());
    return areas_[f];
  }
  const T& total_area() const { return total_area_; }
  /// The unit normal of polygon f in M (zero if its area is zero).
  const Vector3<T>& face_normal(int f) const {
    DRAKE_DEMAND(0 <= f && f < num_faces());
    return face_normals_[f];
  }
  /// The area centroid of polygon e, p_MC (m).
  const Vector3<T>& element_centroid(int e) const {
    DRAKE_DEMAND(0 <= e && e < num_faces());
    return element_centroid_M_[e];
  }
  /// The area-weighted centroid of the mesh, p_MSc (m).
  const Vector3<T>& centroid() const { return p_MSc_; }
  const std::vector<int>& face_data() const { return face_data_; }

  /// Re-expresses the mesh in frame N: p_NV = X_NM · p_MV.
  void TransformVertices(const math::RigidTransform<T>& X_NM);
  /// Reverses every polygon's vertex order (and so its normal).
  void ReverseFaceWinding();
  /// (centre, size) of the vertices' axis-aligned box in M (m).
  std::pair<Vector3<T>, Vector3<T>> CalcBoundingBox() const;
  bool Equal(const PolygonSurfaceMesh<T>& mesh) const;

  /// The gradient, in M, of the affine function on polygon f's plane
  /// that takes field_value[i] at the polygon's local vertex i, computed
  /// from its largest fan triangle (the values of a linear field agree on
  /// the rest); nullopt if those are collinear. Throws std::logic_error
  /// unless `field_value` has one entry per vertex of the polygon.
  template <typename FieldValue>
  std::optional<Vector3<FieldValue>> MaybeCalcGradientVectorOfLinearField(
      const std::vector<FieldValue>& field_value, int f) const;

 private:
  // Rewrites reused contact surfaces in place.
  template <typename>
  friend class internal::ContactSurfaceWriter;
  void ComputePositionDependentQuantities();

  std::vector<int> face_data_;
  std::vector<int> poly_indices_;
  std::vector<Vector3<T>> vertices_M_;
  std::vector<T> areas_;
  std::vector<Vector3<T>> face_normals_;
  std::vector<Vector3<T>> element_centroid_M_;
  T total_area_{0};
  Vector3<T> p_MSc_{Vector3<T>::Zero()};
};

template <class T>
template <typename FieldValue>
std::optional<Vector3<FieldValue>>
PolygonSurfaceMesh<T>::MaybeCalcGradientVectorOfLinearField(
    const std::vector<FieldValue>& field_value, int f) const {
  using std::sqrt;
  const SurfacePolygon poly = element(f);
  if (static_cast<int>(field_value.size()) != poly.num_vertices()) {
    throw std::logic_error(
        "PolygonSurfaceMesh: one field value per polygon vertex expected.");
  }
  // The fan triangle (0, k, k+1) of largest area determines the plane
  // and the in-plane gradient (a linear field agrees on every vertex).
  int best = 1;
  T best_norm(-1);
  for (int k = 1; k + 1 < poly.num_vertices(); ++k) {
    const T norm = ((vertices_M_[poly.vertex(k)] - vertices_M_[poly.vertex(0)])
                        .cross(vertices_M_[poly.vertex(k + 1)] -
                               vertices_M_[poly.vertex(0)]))
                       .squaredNorm();
    if (norm > best_norm) {
      best_norm = norm;
      best = k;
    }
  }
  const std::array<int, 3> local{0, best, best + 1};
  const Vector3<T>& p0 = vertices_M_[poly.vertex(local[0])];
  const Vector3<T>& p1 = vertices_M_[poly.vertex(local[1])];
  const Vector3<T>& p2 = vertices_M_[poly.vertex(local[2])];
  const Vector3<T> cross = (p1 - p0).cross(p2 - p0);
  const T twice_area = sqrt(cross.squaredNorm());
  if (!(twice_area > 1e-30)) return std::nullopt;
  const Vector3<T> n = cross / twice_area;
  const std::array<const Vector3<T>*, 3> p{&p0, &p1, &p2};
  Vector3<FieldValue> grad = Vector3<FieldValue>::Zero();
  for (int i = 0; i < 3; ++i) {
    grad += field_value[local[i]] *
            Vector3<T>(n.cross(*p[(i + 2) % 3] - *p[(i + 1) % 3]) / twice_area);
  }
  return grad;
}

}  // namespace geometry
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::PolygonSurfaceMesh)
