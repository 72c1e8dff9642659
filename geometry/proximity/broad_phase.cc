#include "drake/geometry/proximity/broad_phase.h"

#include <algorithm>
#include <cstdint>

namespace drake {
namespace geometry {
namespace internal {
namespace {

double Area(const Aabb& box) {
  const Vector3<double> d = box.upper - box.lower;
  return 2 * (d(0) * d(1) + d(1) * d(2) + d(2) * d(0));
}

// Aabb::OverlapsWithin() without short-circuits: the six comparisons are
// combined with `&`, so a test costs one (hard to predict) branch, not up
// to six. The traversal is dominated by these tests.
inline bool BoxesOverlap(const Aabb& a, const Aabb& b, double margin) {
  const double* a_lo = a.lower.data();
  const double* a_hi = a.upper.data();
  const double* b_lo = b.lower.data();
  const double* b_hi = b.upper.data();
  return (a_lo[0] <= b_hi[0] + margin) & (b_lo[0] <= a_hi[0] + margin) &
         (a_lo[1] <= b_hi[1] + margin) & (b_lo[1] <= a_hi[1] + margin) &
         (a_lo[2] <= b_hi[2] + margin) & (b_lo[2] <= a_hi[2] + margin);
}

// (i, j) as one integer with the order of the pair (i first).
inline uint64_t PairKey(const std::pair<int, int>& pair) {
  return (static_cast<uint64_t>(static_cast<uint32_t>(pair.first)) << 32) |
         static_cast<uint32_t>(pair.second);
}

}  // namespace

void BroadPhase::Update(const std::vector<GeometryId>& ids,
                        const std::vector<Aabb>& boxes) {
  const bool same_items = ids == ids_ && boxes.size() == boxes_.size();
  if (!same_items) ids_ = ids;
  Apply(same_items, boxes);
}

void BroadPhase::Update(const std::vector<Aabb>& boxes) {
  const bool same_items = boxes.size() == boxes_.size();
  if (!same_items) ids_.assign(boxes.size(), GeometryId{});
  Apply(same_items, boxes);
}

void BroadPhase::Apply(bool same_items, const std::vector<Aabb>& boxes) {
  boxes_ = boxes;
  bool same = same_items;
  for (int i = 0; same && i < static_cast<int>(boxes_.size()); ++i) {
    same = boxes_[i].IsBounded() == bounded_[i];
  }
  if (!same) {
    Rebuild();
    return;
  }
  Refit();
  // A tree refit far from where it was built overlaps itself a lot.
  if (TotalArea() > 2 * built_area_) Rebuild();
}

void BroadPhase::Rebuild() {
  ++num_rebuilds_;
  const int n = static_cast<int>(boxes_.size());
  bounded_.assign(n, false);
  unbounded_.clear();
  items_.clear();
  for (int i = 0; i < n; ++i) {
    bounded_[i] = boxes_[i].IsBounded();
    (bounded_[i] ? items_ : unbounded_).push_back(i);
  }
  nodes_.clear();
  nodes_.reserve(2 * items_.size() / kLeafSize + 2);
  if (!items_.empty()) Build(0, static_cast<int>(items_.size()));
  leaf_boxes_.resize(items_.size());
  for (size_t k = 0; k < items_.size(); ++k) {
    leaf_boxes_[k] = boxes_[items_[k]];
  }
  built_area_ = TotalArea();
}

// Top-down median splits along the longest axis of the centres' extent.
int BroadPhase::Build(int begin, int end) {
  const int index = static_cast<int>(nodes_.size());
  nodes_.push_back(Node{});
  Aabb box = boxes_[items_[begin]];
  Vector3<double> lo = 0.5 * (box.lower + box.upper), hi = lo;
  for (int k = begin; k < end; ++k) {
    const Aabb& b = boxes_[items_[k]];
    box.lower = box.lower.cwiseMin(b.lower);
    box.upper = box.upper.cwiseMax(b.upper);
    const Vector3<double> c = 0.5 * (b.lower + b.upper);
    lo = lo.cwiseMin(c);
    hi = hi.cwiseMax(c);
  }
  nodes_[index].box = box;
  nodes_[index].begin = begin;
  nodes_[index].end = end;
  if (end - begin <= kLeafSize) return index;
  int axis = 0;
  (hi - lo).maxCoeff(&axis);
  const int mid = begin + (end - begin) / 2;
  std::nth_element(items_.begin() + begin, items_.begin() + mid,
                   items_.begin() + end, [this, axis](int i, int j) {
                     return boxes_[i].lower(axis) + boxes_[i].upper(axis) <
                            boxes_[j].lower(axis) + boxes_[j].upper(axis);
                   });
  const int left = Build(begin, mid);
  const int right = Build(mid, end);
  nodes_[index].left = left;
  nodes_[index].right = right;
  return index;
}

// Children come after their parent, so a reverse sweep sees both children
// of a node before the node.
void BroadPhase::Refit() {
  ++num_refits_;
  for (int n = static_cast<int>(nodes_.size()) - 1; n >= 0; --n) {
    Node& node = nodes_[n];
    if (node.left >= 0) {
      const Aabb& a = nodes_[node.left].box;
      const Aabb& b = nodes_[node.right].box;
      node.box.lower = a.lower.cwiseMin(b.lower);
      node.box.upper = a.upper.cwiseMax(b.upper);
      continue;
    }
    Aabb box = boxes_[items_[node.begin]];
    leaf_boxes_[node.begin] = box;
    for (int k = node.begin + 1; k < node.end; ++k) {
      const Aabb& b = boxes_[items_[k]];
      leaf_boxes_[k] = b;
      box.lower = box.lower.cwiseMin(b.lower);
      box.upper = box.upper.cwiseMax(b.upper);
    }
    node.box = box;
  }
}

double BroadPhase::TotalArea() const {
  double total = 0;
  for (const Node& node : nodes_) total += Area(node.box);
  return total;
}

void BroadPhase::FindPairs(std::vector<std::pair<int, int>>* pairs,
                           double margin) const {
  pairs->clear();
  // unbounded boxes against every other box (each such pair once).
  for (int u : unbounded_) {
    for (int i = 0; i < static_cast<int>(boxes_.size()); ++i) {
      if (i == u || (!bounded_[i] && i < u)) continue;
      if (boxes_[u].OverlapsWithin(boxes_[i], margin)) {
        pairs->emplace_back(std::min(u, i), std::max(u, i));
      }
    }
  }
  if (!nodes_.empty()) SelfPairs(0, margin, pairs);
  std::sort(pairs->begin(), pairs->end(),
            [](const std::pair<int, int>& a, const std::pair<int, int>& b) {
              return PairKey(a) < PairKey(b);
            });
}

// Items at leaf positions k and m, as (smaller, larger) item index.
void BroadPhase::AddPair(int k, int m,
                         std::vector<std::pair<int, int>>* pairs) const {
  const int i = items_[k], j = items_[m];
  pairs->emplace_back(std::min(i, j), std::max(i, j));
}

void BroadPhase::SelfPairs(int n, double margin,
                           std::vector<std::pair<int, int>>* pairs) const {
  const Node& node = nodes_[n];
  if (node.left < 0) {
    for (int k = node.begin; k < node.end; ++k) {
      for (int m = k + 1; m < node.end; ++m) {
        if (BoxesOverlap(leaf_boxes_[k], leaf_boxes_[m], margin)) {
          AddPair(k, m, pairs);
        }
      }
    }
    return;
  }
  SelfPairs(node.left, margin, pairs);
  SelfPairs(node.right, margin, pairs);
  CrossPairs(node.left, node.right, margin, pairs);
}

// Two leaves whose boxes overlap: each item of `a` is first tested against
// the box of `b` as a whole.
void BroadPhase::LeafPairs(const Node& a, const Node& b, double margin,
                           std::vector<std::pair<int, int>>* pairs) const {
  for (int k = a.begin; k < a.end; ++k) {
    const Aabb& box = leaf_boxes_[k];
    if (!BoxesOverlap(box, b.box, margin)) continue;
    for (int m = b.begin; m < b.end; ++m) {
      if (BoxesOverlap(box, leaf_boxes_[m], margin)) AddPair(k, m, pairs);
    }
  }
}

void BroadPhase::CrossPairs(int m, int n, double margin,
                            std::vector<std::pair<int, int>>* pairs) const {
  const Node& a = nodes_[m];
  const Node& b = nodes_[n];
  if (!BoxesOverlap(a.box, b.box, margin)) return;
  const bool a_leaf = a.left < 0, b_leaf = b.left < 0;
  if (a_leaf && b_leaf) {
    // (the smaller leaf's items are the ones tested against a whole box)
    if (a.end - a.begin <= b.end - b.begin) {
      LeafPairs(a, b, margin, pairs);
    } else {
      LeafPairs(b, a, margin, pairs);
    }
    return;
  }
  // Descend the bigger (or only inner) node.
  if (b_leaf || (!a_leaf && a.end - a.begin >= b.end - b.begin)) {
    CrossPairs(a.left, n, margin, pairs);
    CrossPairs(a.right, n, margin, pairs);
  } else {
    CrossPairs(m, b.left, margin, pairs);
    CrossPairs(m, b.right, margin, pairs);
  }
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
