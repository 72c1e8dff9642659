#pragma once

/// @file
/// (Internal) the incremental broad phase: a bounding volume hierarchy over
/// the world AABBs of a fixed list of geometries, kept between queries. When
/// only the poses change it is refit (node boxes recomputed bottom-up, O(N));
/// it is rebuilt (O(N log N)) when the list of geometries changes, when a
/// box changes between bounded and unbounded, or when refitting has let the
/// tree's total node surface area grow past twice that of a fresh build.

#include <utility>
#include <vector>

#include "drake/common/eigen_types.h"
#include "drake/geometry/geometry_ids.h"

namespace drake {
namespace geometry {
namespace internal {

/// An axis-aligned box in world (m); unbounded shapes have infinite bounds.
struct Aabb {
  Vector3<double> lower{Vector3<double>::Zero()};
  Vector3<double> upper{Vector3<double>::Zero()};
  bool Overlaps(const Aabb& other) const {
    return (lower.array() <= other.upper.array()).all() &&
           (other.lower.array() <= upper.array()).all();
  }
  /// Overlap after growing each box by margin/2 on every side (margin >= 0).
  bool OverlapsWithin(const Aabb& other, double margin) const {
    return (lower.array() <= other.upper.array() + margin).all() &&
           (other.lower.array() <= upper.array() + margin).all();
  }
  bool IsBounded() const { return lower.allFinite() && upper.allFinite(); }
};

class BroadPhase {
 public:
  BroadPhase() = default;

  /// Sets the boxes of geometries `ids` (boxes[i] belongs to ids[i]),
  /// refitting the tree if the ids (and which boxes are bounded) are those
  /// of the last call, rebuilding it otherwise.
  void Update(const std::vector<GeometryId>& ids,
              const std::vector<Aabb>& boxes);

  /// Sets the boxes of items 0..n-1 (a list with no ids: rebuilt if the
  /// count or boundedness changed).
  void Update(const std::vector<Aabb>& boxes);

  /// Every pair (i, j), i < j, of items whose boxes overlap after growing
  /// each by margin/2 (unbounded boxes pair with every other), written to
  /// `pairs` (cleared first) sorted by (i, j).
  void FindPairs(std::vector<std::pair<int, int>>* pairs,
                 double margin = 0.0) const;

  /// The geometry ids of the items, in item order.
  const std::vector<GeometryId>& ids() const { return ids_; }
  const std::vector<Aabb>& boxes() const { return boxes_; }

  /// How many times the tree was rebuilt or refit (for tests and
  /// benchmarks).
  int num_rebuilds() const { return num_rebuilds_; }
  int num_refits() const { return num_refits_; }

 private:
  static constexpr int kLeafSize = 4;
  struct Node {
    Aabb box;
    int left{-1};
    int right{-1};
    int begin{0};
    int end{0};
  };

  void Apply(bool same_items, const std::vector<Aabb>& boxes);
  void Rebuild();
  void Refit();
  int Build(int begin, int end);
  double TotalArea() const;
  void SelfPairs(int n, double margin,
                 std::vector<std::pair<int, int>>* pairs) const;
  void CrossPairs(int m, int n, double margin,
                  std::vector<std::pair<int, int>>* pairs) const;
  void LeafPairs(const Node& a, const Node& b, double margin,
                 std::vector<std::pair<int, int>>* pairs) const;
  void AddPair(int k, int m, std::vector<std::pair<int, int>>* pairs) const;

  std::vector<GeometryId> ids_;
  std::vector<Aabb> boxes_;
  std::vector<bool> bounded_;     // per item
  std::vector<int> unbounded_;    // items with unbounded boxes
  std::vector<int> items_;        // bounded items, in tree (leaf) order
  std::vector<Aabb> leaf_boxes_;  // boxes_[items_[k]] at k: leaf scans read
                                  // contiguous memory
  std::vector<Node> nodes_;       // pre-order: parents before children
  double built_area_{0};          // TotalArea() right after the build
  int num_rebuilds_{0};
  int num_refits_{0};
};

}  // namespace internal
}  // namespace geometry
}  // namespace drake
