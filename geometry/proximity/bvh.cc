#include "drake/geometry/proximity/bvh.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace drake {
namespace geometry {
namespace internal {
namespace {

template <class MeshType>
MeshAabb ElementBox(const MeshType& mesh, int e) {
  const auto& element = mesh.element(e);
  Vector3<double> lo = mesh.vertex(element.vertex(0));
  Vector3<double> hi = lo;
  for (int i = 1; i < element.num_vertices(); ++i) {
    lo = lo.cwiseMin(mesh.vertex(element.vertex(i)));
    hi = hi.cwiseMax(mesh.vertex(element.vertex(i)));
  }
  MeshAabb box;
  box.center = (lo + hi) / 2;
  box.half_width = (hi - lo) / 2;
  return box;
}

}  // namespace

template <class MeshType>
Bvh<MeshType>::Bvh(const MeshType& mesh) {
  const int n = mesh.num_elements();
  DRAKE_DEMAND(n > 0);
  std::vector<MeshAabb> boxes(n);
  std::vector<Vector3<double>> centroids(n);
  for (int e = 0; e < n; ++e) {
    boxes[e] = ElementBox(mesh, e);
    centroids[e] = boxes[e].center;
  }
  order_.resize(n);
  std::iota(order_.begin(), order_.end(), 0);
  nodes_.reserve(2 * n);
  Build(boxes, centroids, 0, n);
}

template <class MeshType>
int Bvh<MeshType>::Build(const std::vector<MeshAabb>& boxes,
                         const std::vector<Vector3<double>>& centroids,
                         int begin, int end) {
  const int index = static_cast<int>(nodes_.size());
  nodes_.emplace_back();
  Vector3<double> lo = boxes[order_[begin]].lower();
  Vector3<double> hi = boxes[order_[begin]].upper();
  for (int k = begin + 1; k < end; ++k) {
    lo = lo.cwiseMin(boxes[order_[k]].lower());
    hi = hi.cwiseMax(boxes[order_[k]].upper());
  }
  nodes_[index].box.center = (lo + hi) / 2;
  nodes_[index].box.half_width = (hi - lo) / 2;
  if (end - begin <= kMaxLeafElements) {
    nodes_[index].begin = begin;
    nodes_[index].end = end;
    return index;
  }
  // Split at the median centroid along the longest axis.
  int axis = 0;
  (hi - lo).maxCoeff(&axis);
  const int mid = (begin + end) / 2;
  std::nth_element(
      order_.begin() + begin, order_.begin() + mid, order_.begin() + end,
      [&](int a, int b) { return centroids[a](axis) < centroids[b](axis); });
  const int left = Build(boxes, centroids, begin, mid);
  const int right = Build(boxes, centroids, mid, end);
  nodes_[index].left = left;
  nodes_[index].right = right;
  return index;
}

template class Bvh<TriangleSurfaceMesh<double>>;
template class Bvh<VolumeMesh<double>>;

}  // namespace internal
}  // namespace geometry
}  // namespace drake
