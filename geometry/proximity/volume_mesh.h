#pragma once

/// @file
/// VolumeMesh<T>: a tetrahedral mesh in a frame M.

#include <array>
#include <cmath>
#include <limits>
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

/// A tetrahedron of a VolumeMesh: four vertex indices ordered so that the
/// first three, counter-clockwise by the right-hand rule, have their normal
/// pointing toward the fourth (so its signed volume is positive).
class VolumeElement {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(VolumeElement);
  /// @pre The indices are non-negative.
  VolumeElement(int v0, int v1, int v2, int v3) : vertex_({v0, v1, v2, v3}) {
    DRAKE_DEMAND(v0 >= 0 && v1 >= 0 && v2 >= 0 && v3 >= 0);
  }
  explicit VolumeElement(const int v[4])
      : VolumeElement(v[0], v[1], v[2], v[3]) {}
  int num_vertices() const { return 4; }
  /// The mesh index of local vertex `i` (0 <= i < 4).
  int vertex(int i) const { return vertex_.at(i); }
  bool Equal(const VolumeElement& e) const { return vertex_ == e.vertex_; }

 private:
  std::array<int, 4> vertex_;
};

inline bool operator==(const VolumeElement& e1, const VolumeElement& e2) {
  return e1.Equal(e2);
}
inline bool operator!=(const VolumeElement& e1, const VolumeElement& e2) {
  return !(e1 == e2);
}

/// A tetrahedral mesh whose vertex positions p_MV (m) are measured and
/// expressed in frame M. Each element keeps the inward unit normals of its
/// four faces (face f is opposite local vertex f) and its six edge vectors.
template <class T>
class VolumeMesh {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(VolumeMesh);

  using ScalarType = T;
  static constexpr int kVertexPerElement = 4;
  template <typename U = T>
  using Barycentric = Vector<U, kVertexPerElement>;

  /// Throws std::logic_error if `elements` is empty.
  VolumeMesh(std::vector<VolumeElement>&& elements,
             std::vector<Vector3<T>>&& vertices);

  const VolumeElement& element(int e) const {
    DRAKE_DEMAND(0 <= e && e < num_elements());
    return elements_[e];
  }
  const Vector3<T>& vertex(int v) const {
    DRAKE_DEMAND(0 <= v && v < num_vertices());
    return vertices_M_[v];
  }
  /// The inward unit normal, in M, of face f of element e: the face of
  /// vertices (f+1)%4, (f+2)%4, (f+3)%4, opposite vertex f.
  const Vector3<T>& inward_normal(int e, int f) const {
    DRAKE_DEMAND(0 <= e && e < num_elements());
    DRAKE_DEMAND(0 <= f && f < 4);
    return inward_normals_M_[e][f];
  }
  /// The vector from local vertex a to local vertex b of element e, in M
  /// (0 <= a < b < 4).
  const Vector3<T>& edge_vector(int e, int a, int b) const {
    DRAKE_DEMAND(0 <= e && e < num_elements());
    DRAKE_DEMAND(0 <= a && a < b && b < 4);
    return edge_vectors_M_[e][a + b - !a];
  }
  const std::vector<Vector3<T>>& vertices() const { return vertices_M_; }
  const std::vector<VolumeElement>& tetrahedra() const { return elements_; }
  int num_elements() const { return static_cast<int>(elements_.size()); }
  int num_vertices() const { return static_cast<int>(vertices_M_.size()); }

  /// The signed volume of element e (m³), positive for the documented
  /// vertex order.
  T CalcTetrahedronVolume(int e) const {
    return edge_vector(e, 0, 3).dot(
               edge_vector(e, 0, 1).cross(edge_vector(e, 0, 2))) /
           6.0;
  }
  /// The sum of the elements' signed volumes (m³).
  T CalcVolume() const {
    T volume(0);
    for (int e = 0; e < num_elements(); ++e) volume += CalcTetrahedronVolume(e);
    return volume;
  }

  /// The barycentric coordinates of Q (p_MQ) in element e (some negative if
  /// Q is outside). Throws std::logic_error for a degenerate element.
  Barycentric<T> CalcBarycentric(const Vector3<T>& p_MQ, int e) const;

  /// Equal element lists and vertices within `vertex_tolerance` (m).
  bool Equal(const VolumeMesh<T>& mesh, double vertex_tolerance = 0) const;

  /// The gradient, in M, of the linear function on element e that takes
  /// `field_value[i]` at its local vertex i; nullopt for a degenerate
  /// element.
  template <typename FieldValue>
  std::optional<Vector3<promoted_numerical_t<T, FieldValue>>>
  MaybeCalcGradientVectorOfLinearField(
      const std::array<FieldValue, 4>& field_value, int e) const {
    using P = promoted_numerical_t<T, FieldValue>;
    Vector3<P> grad = Vector3<P>::Zero();
    for (int i = 0; i < 4; ++i) {
      auto grad_i = MaybeCalcGradBarycentric(e, i);
      if (!grad_i.has_value()) return std::nullopt;
      grad += P(field_value[i]) * grad_i->template cast<P>();
    }
    return grad;
  }
  /// As MaybeCalcGradientVectorOfLinearField(); throws std::runtime_error
  /// for a degenerate element.
  template <typename FieldValue>
  Vector3<promoted_numerical_t<T, FieldValue>> CalcGradientVectorOfLinearField(
      const std::array<FieldValue, 4>& field_value, int e) const {
    auto grad = MaybeCalcGradientVectorOfLinearField(field_value, e);
    if (!grad.has_value()) {
      throw std::runtime_error("Bad geometry; could not calculate gradient.");
    }
    return *grad;
  }

  /// Re-expresses the mesh in frame N: p_NV = X_NM · p_MV.
  void TransformVertices(const math::RigidTransform<T>& X_NM);

 private:
  // ∇bᵢ of element e, or nullopt if its volume is (numerically) zero.
  std::optional<Vector3<T>> MaybeCalcGradBarycentric(int e, int i) const {
    const VolumeElement& el = elements_[e];
    const Vector3<T>& p_V = vertices_M_[el.vertex(i)];
    const Vector3<T>& p_A = vertices_M_[el.vertex((i + 1) % 4)];
    const Vector3<T>& p_B = vertices_M_[el.vertex((i + 2) % 4)];
    const Vector3<T>& p_C = vertices_M_[el.vertex((i + 3) % 4)];
    const Vector3<T> area_vector = (p_B - p_A).cross(p_C - p_A);
    const T signed_volume = area_vector.dot(p_V - p_A);
    using std::abs;
    if (abs(signed_volume) <= std::numeric_limits<double>::epsilon()) {
      return std::nullopt;
    }
    return Vector3<T>(area_vector / signed_volume);
  }
  void ComputePositionDependentQuantities();

  std::vector<VolumeElement> elements_;
  std::vector<Vector3<T>> vertices_M_;
  std::vector<std::array<Vector3<T>, 4>> inward_normals_M_;
  std::vector<std::array<Vector3<T>, 6>> edge_vectors_M_;
};

}  // namespace geometry
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::VolumeMesh)
