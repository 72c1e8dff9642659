#include "drake/geometry/proximity/volume_mesh.h"

namespace drake {
namespace geometry {

template <class T>
VolumeMesh<T>::VolumeMesh(std::vector<VolumeElement>&& elements,
                          std::vector<Vector3<T>>&& vertices)
    : elements_(std::move(elements)), vertices_M_(std::move(vertices)) {
  if (elements_.empty()) {
    throw std::logic_error("A mesh must contain at least one tetrahedron");
  }
  ComputePositionDependentQuantities();
}

template <class T>
void VolumeMesh<T>::ComputePositionDependentQuantities() {
  using std::sqrt;
  const int n = num_elements();
  inward_normals_M_.resize(n);
  edge_vectors_M_.resize(n);
  for (int e = 0; e < n; ++e) {
    const VolumeElement& el = elements_[e];
    for (int a = 0; a < 4; ++a) {
      for (int b = a + 1; b < 4; ++b) {
        edge_vectors_M_[e][a + b - !a] =
            vertices_M_[el.vertex(b)] - vertices_M_[el.vertex(a)];
      }
    }
    for (int f = 0; f < 4; ++f) {
      const Vector3<T>& p_V = vertices_M_[el.vertex(f)];
      const Vector3<T>& p_A = vertices_M_[el.vertex((f + 1) % 4)];
      const Vector3<T>& p_B = vertices_M_[el.vertex((f + 2) % 4)];
      const Vector3<T>& p_C = vertices_M_[el.vertex((f + 3) % 4)];
      Vector3<T> normal = (p_B - p_A).cross(p_C - p_A);
      // Orient it toward the opposite vertex (inward), whatever the order.
      if (normal.dot(p_V - p_A) < 0) normal = -normal;
      const T norm = sqrt(normal.squaredNorm());
      inward_normals_M_[e][f] =
          norm > 0 ? Vector3<T>(normal / norm) : Vector3<T>(Vector3<T>::Zero());
    }
  }
}

template <class T>
typename VolumeMesh<T>::template Barycentric<T> VolumeMesh<T>::CalcBarycentric(
    const Vector3<T>& p_MQ, int e) const {
  Barycentric<T> b;
  for (int i = 0; i < 4; ++i) {
    auto grad = MaybeCalcGradBarycentric(e, i);
    if (!grad.has_value()) {
      throw std::logic_error(
          "VolumeMesh::CalcBarycentric(): the tetrahedron is degenerate.");
    }
    // bᵢ is linear, 0 on the opposite face (which holds vertex i+1).
    b(i) = grad->dot(p_MQ - vertices_M_[elements_[e].vertex((i + 1) % 4)]);
  }
  return b;
}

template <class T>
bool VolumeMesh<T>::Equal(const VolumeMesh<T>& mesh,
                          double vertex_tolerance) const {
  if (num_elements() != mesh.num_elements()) return false;
  if (num_vertices() != mesh.num_vertices()) return false;
  for (int e = 0; e < num_elements(); ++e) {
    if (element(e) != mesh.element(e)) return false;
  }
  for (int v = 0; v < num_vertices(); ++v) {
    if ((vertex(v) - mesh.vertex(v)).norm() > vertex_tolerance) return false;
  }
  return true;
}

template <class T>
void VolumeMesh<T>::TransformVertices(const math::RigidTransform<T>& X_NM) {
  for (auto& v : vertices_M_) v = X_NM * v;
  ComputePositionDependentQuantities();
}

}  // namespace geometry
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::VolumeMesh)
