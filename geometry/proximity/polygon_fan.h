#pragma once

/// @file
/// The area vector, normal and centroid of a planar polygon, fanned about
/// the mean of its vertices: the one formula PolygonSurfaceMesh and the
/// hydroelastic queries' surface builder share, so that a face's derived
/// quantities are the same to the bit whichever of them computed them.
/// (Internal; not part of Drake's API.)

#include "drake/common/eigen_types.h"

namespace drake {
namespace geometry {
namespace internal {

/// The mean of the n vertices vertex(0), …, vertex(n − 1) (n ≥ 1).
template <typename T, typename VertexAt>
Vector3<T> PolygonMean(int n, const VertexAt& vertex) {
  Vector3<T> mean = Vector3<T>::Zero();
  for (int k = 0; k < n; ++k) mean += vertex(k);
  return mean * (1.0 / n);
}

/// Σₖ (vₖ − mean) × (vₖ₊₁ − mean), cyclically: twice the area times the unit
/// normal for a planar polygon ordered counter-clockwise about it.
template <typename T, typename VertexAt>
Vector3<T> PolygonAreaVector(int n, const VertexAt& vertex,
                             const Vector3<T>& mean) {
  Vector3<T> area_vector = Vector3<T>::Zero();
  Vector3<T> a = vertex(0) - mean;
  const Vector3<T> first = a;
  for (int k = 0; k < n; ++k) {
    const Vector3<T> b = k + 1 == n ? first : Vector3<T>(vertex(k + 1) - mean);
    area_vector += a.cross(b);
    a = b;
  }
  return area_vector;
}

/// The unit normal from the area vector and its norm (twice the area > 0).
template <typename T>
Vector3<T> PolygonNormal(const Vector3<T>& area_vector, const T& twice_area) {
  return area_vector * (1.0 / twice_area);
}

/// The centroid of the fan about `mean`: each triangle (mean, vₖ, vₖ₊₁)
/// weighted by its area along `direction` (the unit normal for the true
/// area centroid), or `mean` when the weights do not sum to a positive
/// value.
template <typename T, typename VertexAt>
Vector3<T> PolygonCentroid(int n, const VertexAt& vertex,
                           const Vector3<T>& mean,
                           const Vector3<T>& direction) {
  // Σ w⋅(mean + a + b)/3 / Σ w = mean + Σ w⋅(a′ + b′) / (3⋅Σ w), with a′ and
  // b′ the offsets from the mean.
  Vector3<T> moment = Vector3<T>::Zero();
  T sum(0);
  Vector3<T> a = vertex(0) - mean;
  const Vector3<T> first = a;
  for (int k = 0; k < n; ++k) {
    const Vector3<T> b = k + 1 == n ? first : Vector3<T>(vertex(k + 1) - mean);
    const T w = a.cross(b).dot(direction);
    moment += w * (a + b);
    sum += w;
    a = b;
  }
  if (!(sum > 0)) return mean;
  return mean + moment * (1.0 / (3.0 * sum));
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
