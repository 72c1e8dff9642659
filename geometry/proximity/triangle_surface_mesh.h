#pragma once

/// @file
/// TriangleSurfaceMesh<T>: a surface of triangles in a frame M, with each
/// triangle's area, unit normal and the area-weighted centroid.

#include <array>
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

/// A triangle of a TriangleSurfaceMesh: three vertex indices, ordered
/// counter-clockwise seen from the side its normal points to (right-hand
/// rule).
class SurfaceTriangle {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SurfaceTriangle);
  /// @pre The indices are non-negative.
  SurfaceTriangle(int v0, int v1, int v2) : vertex_({v0, v1, v2}) {
    DRAKE_DEMAND(v0 >= 0 && v1 >= 0 && v2 >= 0);
  }
  explicit SurfaceTriangle(const int v[3])
      : SurfaceTriangle(v[0], v[1], v[2]) {}
  int num_vertices() const { return 3; }
  /// The mesh index of local vertex `i` (0 <= i < 3).
  int vertex(int i) const { return vertex_.at(i); }
  /// Swaps two vertices, reversing the normal.
  void ReverseWinding() { std::swap(vertex_[0], vertex_[1]); }

 private:
  std::array<int, 3> vertex_;
};

namespace internal {
// Rewrites contact surfaces in place for hydroelastic queries that reuse
// them (geometry/proximity/hydroelastic_contact.cc).
template <typename T>
class ContactSurfaceWriter;
}  // namespace internal

/// A triangle surface mesh whose vertex positions p_MV (m) are measured and
/// expressed in a frame M. Areas (m²), unit normals (right-hand rule; zero
/// for a zero-area triangle) and the centroid are computed on construction
/// and kept in step by TransformVertices().
template <class T>
class TriangleSurfaceMesh {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(TriangleSurfaceMesh);

  using ScalarType = T;
  static constexpr int kVertexPerElement = 3;
  /// Barycentric coordinates (b₀, b₁, b₂), summing to one.
  template <typename U = T>
  using Barycentric = Vector<U, kVertexPerElement>;

  /// Throws std::logic_error if `triangles` is empty.
  TriangleSurfaceMesh(std::vector<SurfaceTriangle>&& triangles,
                      std::vector<Vector3<T>>&& vertices);

  const SurfaceTriangle& element(int e) const {
    DRAKE_DEMAND(0 <= e && e < num_triangles());
    return triangles_[e];
  }
  const std::vector<SurfaceTriangle>& triangles() const { return triangles_; }
  const std::vector<Vector3<T>>& vertices() const { return vertices_M_; }
  const Vector3<T>& vertex(int v) const {
    DRAKE_DEMAND(0 <= v && v < num_vertices());
    return vertices_M_[v];
  }
  int num_vertices() const { return static_cast<int>(vertices_M_.size()); }
  int num_elements() const { return num_triangles(); }
  int num_triangles() const { return static_cast<int>(triangles_.size()); }

  /// The mean of triangle t's vertices, p_MC (m).
  Vector3<T> element_centroid(int t) const {
    const SurfaceTriangle& tri = element(t);
    return (vertices_M_[tri.vertex(0)] + vertices_M_[tri.vertex(1)] +
            vertices_M_[tri.vertex(2)]) /
           3.0;
  }
  /// The area of triangle t (m²).
  const T& area(int t) const {
    DRAKE_DEMAND(0 <= t && t < num_triangles());
    return area_[t];
  }
  /// The sum of the triangles' areas (m²).
  const T& total_area() const { return total_area_; }
  /// The unit normal of triangle t in M (zero if its area is zero).
  const Vector3<T>& face_normal(int t) const {
    DRAKE_DEMAND(0 <= t && t < num_triangles());
    return face_normals_[t];
  }
  /// The area-weighted centroid of the triangles, p_MSc (m); zero if the
  /// total area is zero.
  const Vector3<T>& centroid() const { return p_MSc_; }

  /// Re-expresses the mesh in frame N: p_NV = X_NM · p_MV.
  void TransformVertices(const math::RigidTransform<T>& X_NM);
  /// Reverses the winding (and so the normal) of every triangle.
  void ReverseFaceWinding();

  /// The point with barycentric coordinates `b_Q` in triangle `e`, p_MQ.
  template <typename B>
  Vector3<promoted_numerical_t<T, B>> CalcCartesianFromBarycentric(
      int e, const Barycentric<B>& b_Q) const {
    const SurfaceTriangle& tri = element(e);
    using P = promoted_numerical_t<T, B>;
    Vector3<P> p = Vector3<P>::Zero();
    for (int i = 0; i < 3; ++i) {
      p += P(b_Q(i)) * vertices_M_[tri.vertex(i)].template cast<P>();
    }
    return p;
  }

  /// The barycentric coordinates, in triangle t, of Q's projection onto the
  /// triangle's plane (some negative if it falls outside the triangle).
  /// Throws std::logic_error if the triangle has zero area.
  Barycentric<T> CalcBarycentric(const Vector3<T>& p_MQ, int t) const;

  /// The axis-aligned box of the vertices: (centre, size) in M (m).
  std::pair<Vector3<T>, Vector3<T>> CalcBoundingBox() const;

  /// Exact equality of triangles and vertices.
  bool Equal(const TriangleSurfaceMesh<T>& mesh) const;

  /// The gradient, in M, of the linear function on triangle t taking
  /// `field_value[i]` at its local vertex i (tangent to the triangle);
  /// nullopt for a zero-area triangle.
  template <typename FieldValue>
  std::optional<Vector3<FieldValue>> MaybeCalcGradientVectorOfLinearField(
      const std::array<FieldValue, 3>& field_value, int t) const {
    const T& a = area_[t];
    if (!(a > 0)) return std::nullopt;
    const SurfaceTriangle& tri = element(t);
    const Vector3<T>& n = face_normals_[t];
    Vector3<FieldValue> grad = Vector3<FieldValue>::Zero();
    for (int i = 0; i < 3; ++i) {
      const Vector3<T>& p1 = vertices_M_[tri.vertex((i + 1) % 3)];
      const Vector3<T>& p2 = vertices_M_[tri.vertex((i + 2) % 3)];
      // ∇bᵢ = n × (p₂ − p₁) / (2A): in-plane, perpendicular to the opposite
      // edge, pointing toward vertex i, magnitude 1/height.
      const Vector3<T> grad_b = n.cross(p2 - p1) / (2 * a);
      grad += field_value[i] * grad_b;
    }
    return grad;
  }
  /// As MaybeCalcGradientVectorOfLinearField(); throws std::runtime_error
  /// for a zero-area triangle.
  template <typename FieldValue>
  Vector3<FieldValue> CalcGradientVectorOfLinearField(
      const std::array<FieldValue, 3>& field_value, int t) const {
    auto grad = MaybeCalcGradientVectorOfLinearField(field_value, t);
    if (!grad.has_value()) {
      throw std::runtime_error("Bad geometry; could not calculate gradient.");
    }
    return *grad;
  }

 private:
  // Rewrites reused contact surfaces in place.
  template <typename>
  friend class internal::ContactSurfaceWriter;
  void ComputePositionDependentQuantities();

  std::vector<SurfaceTriangle> triangles_;
  std::vector<Vector3<T>> vertices_M_;
  std::vector<T> area_;
  T total_area_{0};
  std::vector<Vector3<T>> face_normals_;
  Vector3<T> p_MSc_{Vector3<T>::Zero()};
};

}  // namespace geometry
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::TriangleSurfaceMesh)
