#pragma once

/// @file
/// (Internal) Bvh<MeshType>: a bounding volume hierarchy of axis-aligned
/// boxes over the elements of a TriangleSurfaceMesh<double> or
/// VolumeMesh<double>, in the mesh's frame, for culling element pairs in
/// hydroelastic contact queries.

#include <array>
#include <cmath>
#include <utility>
#include <vector>

#include "drake/common/drake_assert.h"
#include "drake/common/eigen_types.h"
#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/geometry/proximity/volume_mesh.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace internal {

/// An axis-aligned box: centre and half widths (m), in some frame.
struct MeshAabb {
  Vector3<double> center{Vector3<double>::Zero()};
  Vector3<double> half_width{Vector3<double>::Zero()};
  Vector3<double> lower() const { return center - half_width; }
  Vector3<double> upper() const { return center + half_width; }
  /// True if the boxes (in the same frame) overlap or touch.
  static bool Overlap(const MeshAabb& a, const MeshAabb& b) {
    return ((a.center - b.center).cwiseAbs().array() <=
            (a.half_width + b.half_width).array())
        .all();
  }
  /// The box in frame A that bounds this box (given in frame B) after the
  /// rigid change of frame X_AB (conservative: the AABB of the rotated box).
  MeshAabb Transformed(const math::RigidTransform<double>& X_AB) const {
    MeshAabb out;
    out.center = X_AB * center;
    out.half_width = X_AB.rotation().matrix().cwiseAbs() * half_width;
    return out;
  }
};

/// Whether a Bvh traversal continues after a candidate pair.
enum class BvttCallbackResult { Continue, Terminate };

/// A binary tree of MeshAabb over the elements of `MeshType` (kept by value;
/// the mesh is referenced only during construction). Leaves hold up to
/// kMaxLeafElements element indices.
template <class MeshType>
class Bvh {
 public:
  static constexpr int kMaxLeafElements = 2;

  struct Node {
    MeshAabb box;
    int left{-1};  // child indices; -1 for a leaf
    int right{-1};
    int begin{0};  // leaf: [begin, end) into element_order()
    int end{0};
    bool is_leaf() const { return left < 0; }
  };

  explicit Bvh(const MeshType& mesh);

  const std::vector<Node>& nodes() const { return nodes_; }
  const std::vector<int>& element_order() const { return order_; }
  const Node& root() const { return nodes_[0]; }

  /// Calls `callback(a, b)` for every element a of this tree's mesh (frame
  /// A) and element b of `other`'s mesh (frame B) whose boxes overlap when
  /// B is posed at X_AB in A, until the callback returns Terminate. The
  /// callback is any callable `BvttCallbackResult(int, int)`; the traversal
  /// allocates nothing.
  template <class OtherMeshType, class Callback>
  void Collide(const Bvh<OtherMeshType>& other,
               const math::RigidTransform<double>& X_AB,
               Callback&& callback) const;

  /// Calls `callback(e)` for every element e whose box crosses or touches
  /// the plane {p : n·p = d} (n a unit normal in the mesh's frame).
  template <class Callback>
  void CollidePlane(const Vector3<double>& n, double d,
                    Callback&& callback) const {
    Traverse(n, d, false, callback);
  }

  /// Calls `callback(e)` for every element e whose box has a point in the
  /// half space {p : n·p <= d}.
  template <class Callback>
  void CollideHalfSpace(const Vector3<double>& n, double d,
                        Callback&& callback) const {
    Traverse(n, d, true, callback);
  }

 private:
  // Depth-first traversals push two children and pop one, so a stack holds
  // at most (depth + 1) entries per tree; a median split of n elements into
  // leaves of kMaxLeafElements has depth ⌈log₂ n⌉, far below this bound for
  // any mesh that fits in memory.
  static constexpr int kMaxStack = 256;

  template <class Callback>
  void Traverse(const Vector3<double>& n, double d, bool half_space,
                Callback& callback) const;
  int Build(const std::vector<MeshAabb>& element_boxes,
            const std::vector<Vector3<double>>& centroids, int begin, int end);

  std::vector<Node> nodes_;
  std::vector<int> order_;
};

template <class MeshType>
template <class OtherMeshType, class Callback>
void Bvh<MeshType>::Collide(const Bvh<OtherMeshType>& other,
                            const math::RigidTransform<double>& X_AB,
                            Callback&& callback) const {
  std::array<std::pair<int, int>, kMaxStack> stack;
  int size = 0;
  stack[size++] = {0, 0};
  while (size > 0) {
    const auto [i, j] = stack[--size];
    const Node& a = nodes_[i];
    const auto& b = other.nodes()[j];
    if (!MeshAabb::Overlap(a.box, b.box.Transformed(X_AB))) continue;
    if (a.is_leaf() && b.is_leaf()) {
      for (int p = a.begin; p < a.end; ++p) {
        for (int q = b.begin; q < b.end; ++q) {
          if (callback(order_[p], other.element_order()[q]) ==
              BvttCallbackResult::Terminate) {
            return;
          }
        }
      }
      continue;
    }
    DRAKE_DEMAND(size + 2 <= kMaxStack);
    // Descend the larger box (or the one that is not a leaf).
    const bool split_a =
        b.is_leaf() ||
        (!a.is_leaf() && a.box.half_width.prod() >= b.box.half_width.prod());
    if (split_a) {
      stack[size++] = {a.left, j};
      stack[size++] = {a.right, j};
    } else {
      stack[size++] = {i, b.left};
      stack[size++] = {i, b.right};
    }
  }
}

template <class MeshType>
template <class Callback>
void Bvh<MeshType>::Traverse(const Vector3<double>& n, double d,
                             bool half_space, Callback& callback) const {
  std::array<int, kMaxStack> stack;
  int size = 0;
  stack[size++] = 0;
  while (size > 0) {
    const Node& node = nodes_[stack[--size]];
    // The box's extent along n is ±(|n|·half_width) about n·centre.
    const double distance = n.dot(node.box.center) - d;
    const double radius = n.cwiseAbs().dot(node.box.half_width);
    if (half_space ? distance - radius > 0 : std::abs(distance) > radius) {
      continue;
    }
    if (node.is_leaf()) {
      for (int k = node.begin; k < node.end; ++k) callback(order_[k]);
    } else {
      DRAKE_DEMAND(size + 2 <= kMaxStack);
      stack[size++] = node.left;
      stack[size++] = node.right;
    }
  }
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
