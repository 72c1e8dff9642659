#include "drake/geometry/proximity/polygon_surface_mesh.h"

#include <algorithm>
#include <cmath>

#include "drake/geometry/proximity/polygon_fan.h"

namespace drake {
namespace geometry {

template <class T>
PolygonSurfaceMesh<T>::PolygonSurfaceMesh(std::vector<int> face_data,
                                          std::vector<Vector3<T>> vertices)
    : face_data_(std::move(face_data)), vertices_M_(std::move(vertices)) {
  int i = 0;
  const int n = static_cast<int>(face_data_.size());
  while (i < n) {
    const int count = face_data_[i];
    if (count < 3 || i + count >= n) {
      throw std::logic_error(
          "PolygonSurfaceMesh: malformed face data (a polygon needs at least "
          "three vertex indices).");
    }
    for (int k = 1; k <= count; ++k) {
      if (face_data_[i + k] < 0 || face_data_[i + k] >= num_vertices()) {
        throw std::logic_error(
            "PolygonSurfaceMesh: a polygon names a vertex out of range.");
      }
    }
    poly_indices_.push_back(i);
    i += count + 1;
  }
  ComputePositionDependentQuantities();
}

template <class T>
void PolygonSurfaceMesh<T>::ComputePositionDependentQuantities() {
  using std::sqrt;
  const int nf = num_faces();
  areas_.resize(nf);
  face_normals_.resize(nf);
  element_centroid_M_.resize(nf);
  total_area_ = T(0);
  Vector3<T> weighted = Vector3<T>::Zero();
  for (int f = 0; f < nf; ++f) {
    const SurfacePolygon poly = element(f);
    const int nv = poly.num_vertices();
    // Fan the polygon about the mean of its vertices (polygon_fan.h, the
    // formulas the hydroelastic queries use for the faces they make).
    const auto vertex = [&](int k) -> const Vector3<T>& {
      return vertices_M_[poly.vertex(k)];
    };
    const Vector3<T> mean = internal::PolygonMean<T>(nv, vertex);
    const Vector3<T> area_vector =
        internal::PolygonAreaVector<T>(nv, vertex, mean);
    const T twice_area = sqrt(area_vector.squaredNorm());
    areas_[f] = twice_area / 2;
    face_normals_[f] = twice_area > 0
                           ? internal::PolygonNormal(area_vector, twice_area)
                           : Vector3<T>(Vector3<T>::Zero());
    element_centroid_M_[f] =
        internal::PolygonCentroid<T>(nv, vertex, mean, face_normals_[f]);
    total_area_ += areas_[f];
    weighted += areas_[f] * element_centroid_M_[f];
  }
  p_MSc_ = total_area_ > 0 ? Vector3<T>(weighted / total_area_)
                           : Vector3<T>(Vector3<T>::Zero());
}

template <class T>
void PolygonSurfaceMesh<T>::TransformVertices(
    const math::RigidTransform<T>& X_NM) {
  for (auto& v : vertices_M_) v = X_NM * v;
  for (auto& n : face_normals_) n = X_NM.rotation() * n;
  for (auto& c : element_centroid_M_) c = X_NM * c;
  p_MSc_ = X_NM * p_MSc_;
}

template <class T>
void PolygonSurfaceMesh<T>::ReverseFaceWinding() {
  for (int f = 0; f < num_faces(); ++f) {
    const int i = poly_indices_[f];
    const int count = face_data_[i];
    std::reverse(face_data_.begin() + i + 1,
                 face_data_.begin() + i + 1 + count);
  }
  for (auto& n : face_normals_) n = -n;
}

template <class T>
std::pair<Vector3<T>, Vector3<T>> PolygonSurfaceMesh<T>::CalcBoundingBox()
    const {
  if (vertices_M_.empty()) {
    return {Vector3<T>::Zero(), Vector3<T>::Zero()};
  }
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
bool PolygonSurfaceMesh<T>::Equal(const PolygonSurfaceMesh<T>& mesh) const {
  if (face_data_ != mesh.face_data_) return false;
  if (num_vertices() != mesh.num_vertices()) return false;
  for (int v = 0; v < num_vertices(); ++v) {
    if (vertex(v) != mesh.vertex(v)) return false;
  }
  return true;
}

}  // namespace geometry
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::PolygonSurfaceMesh)
