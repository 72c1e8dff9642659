#include "drake/geometry/query_object.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include "drake/geometry/proximity/distance.h"
#include "drake/geometry/proximity/penetration.h"
#include "drake/geometry/scene_graph.h"
#include "drake/math/autodiff.h"

namespace drake {
namespace geometry {

template <typename T>
void QueryObject<T>::set(const systems::Context<T>* context,
                         const SceneGraph<T>* scene_graph) {
  context_ = context;
  scene_graph_ = scene_graph;
  inspector_ = SceneGraphInspector<T>(
      context != nullptr ? &scene_graph->geometry_state(*context) : nullptr);
}

template <typename T>
void QueryObject<T>::ThrowIfNotCallable() const {
  if (context_ == nullptr || scene_graph_ == nullptr) {
    throw std::logic_error(
        "Attempting to perform a query on an invalid QueryObject; it must "
        "come from SceneGraph's query output port.");
  }
}

template <typename T>
const SceneGraphInspector<T>& QueryObject<T>::inspector() const {
  ThrowIfNotCallable();
  return inspector_;
}

template <typename T>
const math::RigidTransform<T>& QueryObject<T>::GetPoseInWorld(
    FrameId frame_id) const {
  ThrowIfNotCallable();
  scene_graph_->geometry_state(*context_).GetFrame(frame_id);
  return scene_graph_->EvalGeometryPoses(*context_).X_WF.at(frame_id);
}

template <typename T>
const math::RigidTransform<T>& QueryObject<T>::GetPoseInWorld(
    GeometryId geometry_id) const {
  ThrowIfNotCallable();
  scene_graph_->geometry_state(*context_).GetGeometry(geometry_id);
  return scene_graph_->EvalGeometryPoses(*context_).X_WG.at(geometry_id);
}

template <typename T>
const math::RigidTransform<T>& QueryObject<T>::GetPoseInParent(
    FrameId frame_id) const {
  ThrowIfNotCallable();
  scene_graph_->geometry_state(*context_).GetFrame(frame_id);
  return scene_graph_->EvalGeometryPoses(*context_).X_PF.at(frame_id);
}

template <typename T>
std::vector<SortedPair<GeometryId>> QueryObject<T>::FindCollisionCandidates()
    const {
  ThrowIfNotCallable();
  const internal::GeometryState& state =
      scene_graph_->geometry_state(*context_);
  const internal::ProximityBroadPhase& broad_phase =
      scene_graph_->EvalBroadPhase(*context_);
  const std::vector<GeometryId>& ids = broad_phase.tree.ids();
  std::vector<std::pair<int, int>> pairs;
  broad_phase.tree.FindPairs(&pairs);
  std::vector<SortedPair<GeometryId>> result;
  for (const auto& [i, j] : pairs) {
    if (state.CollisionFiltered(ids[i], ids[j])) continue;
    result.emplace_back(ids[i], ids[j]);
  }
  // (ids are in increasing order and the pairs sorted, so this is sorted.)
  return result;
}

template <typename T>
std::vector<PenetrationAsPointPair<T>>
QueryObject<T>::ComputePointPairPenetration() const {
  ThrowIfNotCallable();
  const internal::GeometryState& state =
      scene_graph_->geometry_state(*context_);
  const internal::GeometryPoses<T>& poses =
      scene_graph_->EvalGeometryPoses(*context_);
  const internal::ProximityBroadPhase& broad_phase =
      scene_graph_->EvalBroadPhase(*context_);
  const std::vector<GeometryId>& ids = broad_phase.tree.ids();
  std::vector<std::pair<int, int>> pairs;
  broad_phase.tree.FindPairs(&pairs);
  std::vector<PenetrationAsPointPair<T>> result;
  for (const auto& [i, j] : pairs) {
    if (state.CollisionFiltered(ids[i], ids[j])) continue;
    const internal::InternalGeometry& a = state.GetGeometry(ids[i]);
    const internal::InternalGeometry& b = state.GetGeometry(ids[j]);
    auto penetration =
        internal::CalcPenetration<T>(a.id, a.summary, poses.X_WG.at(a.id), b.id,
                                     b.summary, poses.X_WG.at(b.id));
    if (!penetration.has_value()) continue;
    if (penetration->id_B < penetration->id_A) penetration->SwapAAndB();
    result.push_back(std::move(*penetration));
  }
  // Pairs come sorted by (id_A, id_B) already: ids are in increasing order
  // and the broad phase sorts its pairs.
  return result;
}

template <typename T>
bool QueryObject<T>::HasCollisions() const {
  return !ComputePointPairPenetration().empty();
}

template <typename T>
std::vector<SignedDistancePair<T>>
QueryObject<T>::ComputeSignedDistancePairwiseClosestPoints(
    const double max_distance) const {
  ThrowIfNotCallable();
  const internal::GeometryState& state =
      scene_graph_->geometry_state(*context_);
  const internal::GeometryPoses<T>& poses =
      scene_graph_->EvalGeometryPoses(*context_);
  const internal::ProximityBroadPhase& broad_phase =
      scene_graph_->EvalBroadPhase(*context_);
  const std::vector<GeometryId>& ids = broad_phase.tree.ids();
  std::vector<std::pair<int, int>> pairs;
  if (std::isfinite(max_distance)) {
    // Boxes grown by max_distance/2 each overlap when the shapes may be
    // within max_distance.
    broad_phase.tree.FindPairs(&pairs, std::max(max_distance, 0.0));
  } else {
    const int n = static_cast<int>(ids.size());
    for (int i = 0; i < n; ++i) {
      for (int j = i + 1; j < n; ++j) pairs.emplace_back(i, j);
    }
  }
  std::vector<SignedDistancePair<T>> result;
  for (const auto& [i, j] : pairs) {
    if (state.CollisionFiltered(ids[i], ids[j])) continue;
    const internal::InternalGeometry& a = state.GetGeometry(ids[i]);
    const internal::InternalGeometry& b = state.GetGeometry(ids[j]);
    SignedDistancePair<T> pair = internal::CalcSignedDistancePair<T>(
        a.id, a.summary, poses.X_WG.at(a.id), b.id, b.summary,
        poses.X_WG.at(b.id));
    if (ExtractDoubleOrThrow(pair.distance) > max_distance) continue;
    if (pair.id_B < pair.id_A) pair.SwapAAndB();
    result.push_back(std::move(pair));
  }
  std::sort(result.begin(), result.end(), [](const auto& x, const auto& y) {
    if (x.id_A != y.id_A) return x.id_A < y.id_A;
    return x.id_B < y.id_B;
  });
  return result;
}

template <typename T>
SignedDistancePair<T> QueryObject<T>::ComputeSignedDistancePairClosestPoints(
    GeometryId geometry_id_A, GeometryId geometry_id_B) const {
  ThrowIfNotCallable();
  const internal::GeometryState& state =
      scene_graph_->geometry_state(*context_);
  const internal::InternalGeometry& a = state.GetGeometry(geometry_id_A);
  const internal::InternalGeometry& b = state.GetGeometry(geometry_id_B);
  for (const auto* g : {&a, &b}) {
    if (!g->proximity.has_value()) {
      throw std::logic_error(fmt::format(
          "ComputeSignedDistancePairClosestPoints(): geometry '{}' (id {}) "
          "does not have the proximity role.",
          g->name, g->id.get_value()));
    }
  }
  const auto& poses = scene_graph_->EvalGeometryPoses(*context_);
  return internal::CalcSignedDistancePair<T>(a.id, a.summary,
                                             poses.X_WG.at(a.id), b.id,
                                             b.summary, poses.X_WG.at(b.id));
}

template <typename T>
std::vector<SignedDistanceToPoint<T>>
QueryObject<T>::ComputeSignedDistanceToPoint(const Vector3<T>& p_WQ,
                                             const double threshold) const {
  ThrowIfNotCallable();
  const internal::GeometryState& state =
      scene_graph_->geometry_state(*context_);
  const auto& poses = scene_graph_->EvalGeometryPoses(*context_);
  std::vector<SignedDistanceToPoint<T>> result;
  for (const auto& [id, geometry] : state.geometries()) {
    if (!geometry.proximity.has_value()) continue;
    SignedDistanceToPoint<T> d = internal::CalcSignedDistanceToPoint<T>(
        id, geometry.summary, poses.X_WG.at(id), p_WQ);
    if (ExtractDoubleOrThrow(d.distance) <= threshold) {
      result.push_back(std::move(d));
    }
  }
  return result;
}

}  // namespace geometry
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::geometry::QueryObject)
