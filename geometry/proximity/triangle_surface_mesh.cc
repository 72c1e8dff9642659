#include "drake/geometry/proximity/triangle_surface_mesh.h"

#include <cmath>
#include <limits>

namespace drake {
namespace geometry {

template <class T>
TriangleSurfaceMesh<T>::TriangleSurfaceMesh(
    std::vector<SurfaceTriangle>&& triangles,
    std::vector<Vector3<T>>&& vertices)
    : triangles_(std::move(triangles)), vertices_M_(std::move(vertices)) {
  if (triangles_.empty()) {
    throw std::logic_error("A mesh must contain at least one triangle");
  }
  ComputePositionDependentQuantities();
}

template <class T>
void TriangleSurfaceMesh<T>::ComputePositionDependentQuantities() {
  using std::sqrt;
  const int n = num_triangles();
  area_.resize(n);
  face_normals_.resize(n);
  total_area_ = T(0);
  Vector3<T> weighted = Vector3<T>::Zero();
  for (int t = 0; t < n; ++t) {
    const SurfaceTriangle& tri = triangles_[t];
    const Vector3<T>& p0 = vertices_M_[tri.vertex(0)];
    const Vector3<T> cross = (vertices_M_[tri.vertex(1)] - p0)
                                 .cross(vertices_M_[tri.vertex(2)] - p0);
    const T norm = sqrt(cross.squaredNorm());
    area_[t] = norm / 2;
    face_normals_[t] =
        norm > 0 ? Vector3<T>(cross / norm) : Vector3<T>(Vector3<T>::Zero());
    total_area_ += area_[t];
    weighted += area_[t] * element_centroid(t);
  }
  p_MSc_ = total_area_ > 0 ? Vector3<T>(weighted / total_area_)
                           : Vector3<T>(Vector3<T>::Zero());
}

template <class T>
void TriangleSurfaceMesh<T>::TransformVertices(
    const math::RigidTransform<T>& X_NM) {
  for (auto& v : vertices_M_) v = X_NM * v;
  for (auto& n : face_normals_) n = X_NM.rotation() * n;
  p_MSc_ = X_NM * p_MSc_;
}

template <class T>
void TriangleSurfaceMesh<T>::ReverseFaceWinding() {
  for (auto& tri : triangles_) tri.ReverseWinding();
  for (auto& n : face_normals_) n = -n;
}

template <class T>
typename TriangleSurfaceMesh<T>::template Barycentric<T>
TriangleSurfaceMesh<T>::CalcBarycentric(const Vector3<T>& p_MQ, int t) const {
  const SurfaceTriangle& tri = element(t);
  if (!(area_[t] > 0)) {
    throw std::logic_error(
        "TriangleSurfaceMesh::CalcBarycentric(): the triangle has zero area.");
  }
  const Vector3<T>& n = face_normals_[t];
  Barycentric<T> b;
  // bᵢ = signed area of (Q', pᵢ₊₁, pᵢ₊₂) / A, which is the same for Q and
  // its projection Q' because n·(… × …) only sees in-plane components.
  for (int i = 0; i < 3; ++i) {
    const Vector3<T>& p1 = vertices_M_[tri.vertex((i + 1) % 3)];
    const Vector3<T>& p2 = vertices_M_[tri.vertex((i + 2) % 3)];
    b(i) = n.dot((p1 - p_MQ).cross(p2 - p_MQ)) / (2 * area_[t]);
  }
  return b;
}

template <class T>
std::pair<Vector3<T>, Vector3<T>> TriangleSurfaceMesh<T>::CalcBoundingBox()
    const {
  Vector3<T> lo = vertices_M_[0];
  Vector3<T> hi = vertices_M_[0];
  for (const Vector3<T>& v : vertices_M_) {
    for (int k = 0; k < 3; ++k) {
      if (v(k) < lo(k)) lo(k) = v(k);
      if (v(k) > hi(k)) hi(k) = v(k);
    }
  }
  return {(lo + hi) / 2, hi - lo};
}

template <class T>
bool TriangleSurfaceMesh<T>::Equal(const TriangleSurfaceMesh<T>& mesh) const {
  if (num_triangles() != mesh.num_triangles()) return false;
  if (num_vertices() != mesh.num_vertices()) return false;
  for (int t = 0; t < num_triangles(); ++t) {
    for (int i = 0; i < 3; ++i) {
      if (element(t).vertex(i) != mesh.element(t).vertex(i)) return false;
    }
  }
  for (int v = 0; v < num_vertices(); ++v) {
    if (vertex(v) != mesh.vertex(v)) return false;
  }
  return true;
}

}  // namespace geometry
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::TriangleSurfaceMesh)
