#include "drake/geometry/query_object.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/drake_throw.h"
#include "drake/common/extract_double.h"
#include "drake/common/nice_type_name.h"
#include "drake/geometry/proximity/distance.h"
#include "drake/geometry/proximity/hydroelastic_contact.h"
#include "drake/geometry/proximity/hydroelastic_internal.h"
#include "drake/geometry/proximity/penetration.h"
#include "drake/geometry/scene_graph.h"
#include "drake/geometry/utilities.h"
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
const render::RenderEngine& QueryObject<T>::PrepareRender(
    const render::RenderCameraCore& core, FrameId parent_frame,
    const math::RigidTransformd& X_PC) const {
  ThrowIfNotCallable();
  const internal::GeometryState& state =
      scene_graph_->geometry_state(*context_);
  const render::RenderEngine& engine =
      state.GetRenderEngineOrThrow(core.renderer_name());
  state.GetFrame(parent_frame);
  scene_graph_->EvalRenderPoses(*context_);
  const math::RigidTransformd X_WP = internal::convert_to_double(
      scene_graph_->EvalGeometryPoses(*context_).X_WF.at(parent_frame));
  const math::RigidTransformd X_WR =
      X_WP * X_PC * core.sensor_pose_in_camera_body();
  // The engine belongs to the Context's registration data; setting its
  // viewpoint is part of answering the query (as in Drake).
  const_cast<render::RenderEngine&>(engine).UpdateViewpoint(X_WR);
  return engine;
}

template <typename T>
void QueryObject<T>::RenderColorImage(
    const render::ColorRenderCamera& camera, FrameId parent_frame,
    const math::RigidTransformd& X_PC,
    systems::sensors::ImageRgba8U* color_image_out) const {
  PrepareRender(camera.core(), parent_frame, X_PC)
      .RenderColorImage(camera, color_image_out);
}

template <typename T>
void QueryObject<T>::RenderDepthImage(
    const render::DepthRenderCamera& camera, FrameId parent_frame,
    const math::RigidTransformd& X_PC,
    systems::sensors::ImageDepth32F* depth_image_out) const {
  PrepareRender(camera.core(), parent_frame, X_PC)
      .RenderDepthImage(camera, depth_image_out);
}

template <typename T>
void QueryObject<T>::RenderLabelImage(
    const render::ColorRenderCamera& camera, FrameId parent_frame,
    const math::RigidTransformd& X_PC,
    systems::sensors::ImageLabel16I* label_image_out) const {
  PrepareRender(camera.core(), parent_frame, X_PC)
      .RenderLabelImage(camera, label_image_out);
}

template <typename T>
const render::RenderEngine* QueryObject<T>::GetRenderEngineByName(
    const std::string& name) const {
  ThrowIfNotCallable();
  const render::RenderEngine* engine =
      scene_graph_->geometry_state(*context_).GetRenderEngineByName(name);
  if (engine != nullptr) scene_graph_->EvalRenderPoses(*context_);
  return engine;
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
  const internal::GeometryTables& tables =
      scene_graph_->EvalGeometryTables(*context_);
  const internal::ProximityCandidates& candidates =
      scene_graph_->EvalProximityCandidates(*context_);
  std::vector<SortedPair<GeometryId>> result;
  result.reserve(candidates.pairs.size());
  // (slots are in id order and the pairs sorted, so this is sorted.)
  for (const auto& [s, t] : candidates.pairs) {
    result.emplace_back(tables.slot_ids[s], tables.slot_ids[t]);
  }
  return result;
}

namespace internal {
namespace {

// The penetration of slots s and t (s < t) at `poses`, with id_A < id_B.
template <typename T>
std::optional<PenetrationAsPointPair<T>> SlotPenetration(
    const GeometryTables& tables, const GeometryPoses<T>& poses, int s, int t) {
  const std::vector<math::RigidTransform<T>>& X_WG = poses.X_WG.values;
  auto penetration = CalcPenetration<T>(
      tables.slot_ids[s], tables.slot_shapes[s], X_WG[tables.slot_geometry[s]],
      tables.slot_ids[t], tables.slot_shapes[t], X_WG[tables.slot_geometry[t]]);
  if (penetration.has_value() && penetration->id_B < penetration->id_A) {
    penetration->SwapAAndB();
  }
  return penetration;
}

// How a candidate pair takes part in hydroelastic contact.
enum class HydroPairKind {
  kSurface,      // a contact surface can be computed
  kRigidRigid,   // both rigid
  kUnsupported,  // a geometry without a representation, or two half spaces
};

HydroPairKind ClassifyHydroPair(const hydroelastic::Geometry* a,
                                const hydroelastic::Geometry* b) {
  if (a == nullptr || b == nullptr) return HydroPairKind::kUnsupported;
  const bool a_rigid = a->type == HydroelasticType::kRigid;
  const bool b_rigid = b->type == HydroelasticType::kRigid;
  if (a_rigid && b_rigid) return HydroPairKind::kRigidRigid;
  const bool a_half =
      a_rigid ? a->rigid->is_half_space() : a->soft->is_half_space();
  const bool b_half =
      b_rigid ? b->rigid->is_half_space() : b->soft->is_half_space();
  if (a_half && b_half) return HydroPairKind::kUnsupported;
  return HydroPairKind::kSurface;
}

// "'name' (id N, a rigid Box)" for messages.
std::string HydroLabel(const GeometryState& state, const GeometryTables& tables,
                       int s) {
  const InternalGeometry& g = state.GetGeometry(tables.slot_ids[s]);
  const hydroelastic::Geometry* h = tables.slot_hydro[s].get();
  const char* kind = h == nullptr                          ? "non-hydroelastic"
                     : h->type == HydroelasticType::kRigid ? "rigid"
                                                           : "compliant";
  return fmt::format("'{}' (id {}, a {} {})", g.name, g.id.get_value(), kind,
                     tables.slot_shapes[s].type_name);
}

[[noreturn]] void ThrowHydroPair(const GeometryState& state,
                                 const GeometryTables& tables, int s, int t,
                                 HydroPairKind kind) {
  const std::string a = HydroLabel(state, tables, s);
  const std::string b = HydroLabel(state, tables, t);
  if (kind == HydroPairKind::kRigidRigid) {
    throw std::logic_error(fmt::format(
        "ComputeContactSurfaces(): requested hydroelastic contact between "
        "two rigid geometries, {} and {}; that is not allowed. Make one of "
        "them compliant (AddCompliantHydroelasticProperties()), or use the "
        "hydroelastic-with-fallback contact model.",
        a, b));
  }
  const bool a_missing = tables.slot_hydro[s] == nullptr;
  const bool b_missing = tables.slot_hydro[t] == nullptr;
  if (a_missing || b_missing) {
    throw std::logic_error(fmt::format(
        "ComputeContactSurfaces(): requested a contact surface between {} "
        "and {}, but {} no hydroelastic representation. Add rigid or "
        "compliant hydroelastic properties (AddRigidHydroelasticProperties(), "
        "AddCompliantHydroelasticProperties(), or the drake:rigid_hydroelastic "
        "/ drake:compliant_hydroelastic tags), or use the "
        "hydroelastic-with-fallback contact model.",
        a, b,
        a_missing && b_missing ? "neither has"
        : a_missing            ? "the first has"
                               : "the second has"));
  }
  throw std::logic_error(fmt::format(
      "ComputeContactSurfaces(): requested a contact surface between two half "
      "spaces, {} and {}; that is not supported. Filter the pair, or use the "
      "hydroelastic-with-fallback contact model.",
      a, b));
}

// The contact surface of slots s and t (classified kSurface), written into
// `work`'s surface vectors; false when they do not intersect. On true,
// *id_M and *id_N name its M and N before ordering, and *has_grad_N says
// whether N is compliant.
template <typename T>
bool CalcSlotContactSurface(const GeometryTables& tables,
                            const GeometryPoses<T>& poses, int s, int t,
                            HydroelasticContactRepresentation representation,
                            ContactSurfaceScratch<T>* work, GeometryId* id_M,
                            GeometryId* id_N, bool* has_grad_N) {
  const hydroelastic::Geometry* a = tables.slot_hydro[s].get();
  const hydroelastic::Geometry* b = tables.slot_hydro[t].get();
  GeometryId id_a = tables.slot_ids[s];
  GeometryId id_b = tables.slot_ids[t];
  const math::RigidTransform<T>* X_Wa =
      &poses.X_WG.values[tables.slot_geometry[s]];
  const math::RigidTransform<T>* X_Wb =
      &poses.X_WG.values[tables.slot_geometry[t]];
  // Put a compliant geometry first (a rigid one, if any, second).
  if (a->type == HydroelasticType::kRigid) {
    std::swap(a, b);
    std::swap(id_a, id_b);
    std::swap(X_Wa, X_Wb);
  }
  const hydroelastic::SoftGeometry& soft = *a->soft;
  if (b->type == HydroelasticType::kRigid) {
    const hydroelastic::RigidGeometry& rigid = *b->rigid;
    *id_M = id_a;
    *id_N = id_b;
    *has_grad_N = false;
    if (soft.is_half_space()) {
      return CalcContactSurfaceFromSoftHalfSpaceRigidSurface<T>(
          id_a, soft.pressure_per_depth(), *X_Wa, id_b, rigid.mesh(),
          rigid.bvh(), *X_Wb, representation, work, soft.half_space_margin());
    }
    if (rigid.is_half_space()) {
      return CalcContactSurfaceFromSoftVolumeRigidHalfSpace<T>(
          id_a, soft.pressure_field(), soft.bvh(), *X_Wa, id_b, *X_Wb,
          representation, work);
    }
    return CalcContactSurfaceFromSoftVolumeRigidSurface<T>(
        id_a, soft.pressure_field(), soft.bvh(), *X_Wa, id_b, rigid.mesh(),
        rigid.bvh(), *X_Wb, representation, work);
  }
  const hydroelastic::SoftGeometry* other = &*b->soft;
  const hydroelastic::SoftGeometry* first = &soft;
  if (first->is_half_space()) {
    std::swap(first, other);
    std::swap(id_a, id_b);
    std::swap(X_Wa, X_Wb);
  }
  *id_M = id_a;
  *id_N = id_b;
  *has_grad_N = true;
  if (other->is_half_space()) {
    return CalcContactSurfaceFromSoftVolumeSoftHalfSpace<T>(
        id_a, first->pressure_field(), first->bvh(), *X_Wa, id_b,
        other->pressure_per_depth(), *X_Wb, representation, work,
        other->half_space_margin());
  }
  return CalcContactSurfaceFromCompliantVolumes<T>(
      id_a, first->pressure_field(), first->bvh(), *X_Wa, id_b,
      other->pressure_field(), other->bvh(), *X_Wb, representation, work);
}

// The loop shared by both forms of ComputeContactSurfaces(): calls
// `emit(id_M, id_N, has_grad_N)` for each candidate pair with a surface
// (its data in `work`), point pairs and throws as the public methods do.
template <typename T, typename Emit>
void ForEachContactSurface(const QueryObject<T>& query_object,
                           const SceneGraph<T>& scene_graph,
                           const systems::Context<T>& context,
                           HydroelasticContactRepresentation representation,
                           ContactSurfaceScratch<T>* work,
                           std::vector<PenetrationAsPointPair<T>>* point_pairs,
                           const Emit& emit) {
  const GeometryTables& tables = scene_graph.EvalGeometryTables(context);
  const GeometryPoses<T>& poses = scene_graph.EvalGeometryPoses(context);
  const ProximityCandidates& candidates =
      scene_graph.EvalProximityCandidates(context);
  if (point_pairs != nullptr) point_pairs->clear();
  // Candidates are unfiltered and sorted by slot, i.e. by id, so the
  // results are sorted too.
  for (const auto& [s, t] : candidates.pairs) {
    const HydroPairKind kind = ClassifyHydroPair(tables.slot_hydro[s].get(),
                                                 tables.slot_hydro[t].get());
    if (kind != HydroPairKind::kSurface) {
      if (point_pairs == nullptr) {
        ThrowHydroPair(scene_graph.geometry_state(context), tables, s, t, kind);
      }
      auto penetration = SlotPenetration(tables, poses, s, t);
      if (penetration.has_value()) {
        point_pairs->push_back(std::move(*penetration));
      }
      continue;
    }
    GeometryId id_M, id_N;
    bool has_grad_N{};
    if (CalcSlotContactSurface(tables, poses, s, t, representation, work, &id_M,
                               &id_N, &has_grad_N)) {
      emit(id_M, id_N, has_grad_N);
    }
  }
}

// Gives each of the scratch's vectors room for twice the most entries any
// surface has needed in it (its high-water mark) when it has room for less
// than a quarter more than that. A rewrite swaps the scratch's vectors with
// the pooled surface's, so they go round the pooled surfaces: after one
// round each has that room, and the vectors grow again only when a surface
// is 60% larger than the largest before it grew (as the faces of a
// settling stack's surfaces creep up, and wander from step to step).
// (Sizing each vector by the surface it happened to hold left the stack
// allocating now and then for seconds, at the mercy of round-off in the
// face counts; growing at two thirds of the mark made every vector grow at
// once whenever the mark crept past it.)
template <typename T>
void KeepHeadroom(ContactSurfaceScratch<T>* work) {
  int index = 0;
  const auto keep = [work, &index](auto& v) {
    size_t& most = work->most[index++];
    most = std::max(most, v.size());
    if (4 * v.capacity() < 5 * most) v.reserve(2 * most);
  };
  keep(work->vertices);
  keep(work->values);
  keep(work->face_data);
  keep(work->triangles);
  keep(work->grad_M);
  keep(work->grad_N);
  keep(work->face_areas);
  keep(work->face_normals);
  keep(work->face_centroids);
  keep(work->face_gradients);
  const size_t faces =
      std::max(work->face_areas.size(), work->triangles.size());
  work->most_faces = std::max(work->most_faces, faces);
}

}  // namespace

template <typename T>
void ComputeContactSurfaces(
    const QueryObject<T>& query_object,
    HydroelasticContactRepresentation representation,
    std::vector<ContactSurface<T>>* surfaces,
    std::vector<PenetrationAsPointPair<T>>* point_pairs) {
  DRAKE_THROW_UNLESS(surfaces != nullptr);
  query_object.ThrowIfNotCallable();
  surfaces->clear();
  ContactSurfaceScratch<T> work;
  ForEachContactSurface(query_object, *query_object.scene_graph_,
                        *query_object.context_, representation, &work,
                        point_pairs,
                        [&](GeometryId id_M, GeometryId id_N, bool has_grad_N) {
                          surfaces->push_back(std::move(*MakeContactSurface(
                              id_M, id_N, has_grad_N, representation, &work)));
                        });
}

template <typename T>
void ComputeContactSurfaces(
    const QueryObject<T>& query_object,
    HydroelasticContactRepresentation representation,
    ContactSurfacePool<T>* pool,
    std::vector<std::shared_ptr<const ContactSurface<T>>>* surfaces,
    std::vector<PenetrationAsPointPair<T>>* point_pairs) {
  DRAKE_THROW_UNLESS(pool != nullptr);
  DRAKE_THROW_UNLESS(surfaces != nullptr);
  query_object.ThrowIfNotCallable();
  surfaces->clear();
  pool->BeginQuery();
  ContactSurfaceScratch<T>& work = pool->scratch();
  ForEachContactSurface(
      query_object, *query_object.scene_graph_, *query_object.context_,
      representation, &work, point_pairs,
      [&](GeometryId id_M, GeometryId id_N, bool has_grad_N) {
        // Sharing it in `surfaces` marks it in use for the rest of the
        // query.
        std::shared_ptr<ContactSurface<T>> surface =
            pool->TakeFree(id_M, id_N, representation);
        if (surface != nullptr) {
          KeepHeadroom(&work);
          RewriteContactSurface(id_M, id_N, has_grad_N, &work, surface.get());
        } else {
          // Made from a copy of the scratch, whose vectors keep their
          // capacity for the surfaces after this one (moved into the new
          // surface, they would grow again from nothing, reallocating as
          // they go). The copy's vectors get the headroom too (a copy is
          // only as large as its contents): they join the pool's round.
          KeepHeadroom(&work);
          ContactSurfaceScratch<T> copy = work;
          KeepHeadroom(&copy);
          surface =
              MakeContactSurface(id_M, id_N, has_grad_N, representation, &copy);
          pool->Add(surface);
        }
        surfaces->push_back(std::move(surface));
      });
}

template <typename T>
void ComputePointPairPenetration(
    const QueryObject<T>& query_object,
    std::vector<PenetrationAsPointPair<T>>* pairs) {
  DRAKE_THROW_UNLESS(pairs != nullptr);
  query_object.ThrowIfNotCallable();
  const SceneGraph<T>& scene_graph = *query_object.scene_graph_;
  const systems::Context<T>& context = *query_object.context_;
  const GeometryTables& tables = scene_graph.EvalGeometryTables(context);
  const GeometryPoses<T>& poses = scene_graph.EvalGeometryPoses(context);
  const ProximityCandidates& candidates =
      scene_graph.EvalProximityCandidates(context);
  pairs->clear();
  // The candidates are unfiltered and sorted by slot, i.e. by (id_A, id_B),
  // so the result is sorted too.
  for (const auto& [s, t] : candidates.pairs) {
    auto penetration = SlotPenetration(tables, poses, s, t);
    if (penetration.has_value()) pairs->push_back(std::move(*penetration));
  }
}

template <typename T>
void ComputeSignedDistancePairwiseClosestPoints(
    const QueryObject<T>& query_object, double max_distance,
    std::vector<SignedDistancePair<T>>* pairs,
    std::vector<std::pair<int, int>>* candidates) {
  DRAKE_THROW_UNLESS(pairs != nullptr);
  DRAKE_THROW_UNLESS(candidates != nullptr);
  query_object.ThrowIfNotCallable();
  const SceneGraph<T>& scene_graph = *query_object.scene_graph_;
  const systems::Context<T>& context = *query_object.context_;
  const GeometryTables& tables = scene_graph.EvalGeometryTables(context);
  const GeometryPoses<T>& poses = scene_graph.EvalGeometryPoses(context);
  const std::vector<math::RigidTransform<T>>& X_WG = poses.X_WG.values;
  pairs->clear();
  auto consider = [&](int s, int t) {
    if (tables.SlotsFiltered(s, t)) return;
    SignedDistancePair<T> pair = CalcSignedDistancePair<T>(
        tables.slot_ids[s], tables.slot_shapes[s],
        X_WG[tables.slot_geometry[s]], tables.slot_ids[t],
        tables.slot_shapes[t], X_WG[tables.slot_geometry[t]]);
    if (ExtractDoubleOrThrow(pair.distance) > max_distance) return;
    if (pair.id_B < pair.id_A) pair.SwapAAndB();
    pairs->push_back(std::move(pair));
  };
  // Pairs are visited sorted by slot, i.e. by (id_A, id_B), so the result
  // is sorted too.
  if (std::isfinite(max_distance)) {
    // Boxes grown by max_distance/2 each overlap when the shapes may be
    // within max_distance.
    const ProximityBroadPhase& broad_phase =
        scene_graph.EvalBroadPhase(context);
    broad_phase.tree.FindPairs(candidates, std::max(max_distance, 0.0));
    for (const auto& [s, t] : *candidates) consider(s, t);
  } else {
    candidates->clear();
    const int n = tables.num_slots();
    for (int s = 0; s < n; ++s) {
      for (int t = s + 1; t < n; ++t) consider(s, t);
    }
  }
}

}  // namespace internal

template <typename T>
std::vector<PenetrationAsPointPair<T>>
QueryObject<T>::ComputePointPairPenetration() const {
  std::vector<PenetrationAsPointPair<T>> result;
  internal::ComputePointPairPenetration(*this, &result);
  return result;
}

template <typename T>
template <typename T1>
typename std::enable_if_t<scalar_predicate<T1>::is_bool,
                          std::vector<ContactSurface<T>>>
QueryObject<T>::ComputeContactSurfaces(
    HydroelasticContactRepresentation representation) const {
  std::vector<ContactSurface<T>> surfaces;
  internal::ComputeContactSurfaces<T>(*this, representation, &surfaces,
                                      nullptr);
  return surfaces;
}

template <typename T>
template <typename T1>
typename std::enable_if_t<scalar_predicate<T1>::is_bool, void>
QueryObject<T>::ComputeContactSurfacesWithFallback(
    HydroelasticContactRepresentation representation,
    std::vector<ContactSurface<T>>* surfaces,
    std::vector<PenetrationAsPointPair<T>>* point_pairs) const {
  DRAKE_THROW_UNLESS(surfaces != nullptr);
  DRAKE_THROW_UNLESS(point_pairs != nullptr);
  internal::ComputeContactSurfaces<T>(*this, representation, surfaces,
                                      point_pairs);
}

template <typename T>
bool QueryObject<T>::HasCollisions() const {
  ThrowIfNotCallable();
  const internal::GeometryTables& tables =
      scene_graph_->EvalGeometryTables(*context_);
  const internal::GeometryPoses<T>& poses =
      scene_graph_->EvalGeometryPoses(*context_);
  const internal::ProximityCandidates& candidates =
      scene_graph_->EvalProximityCandidates(*context_);
  for (const auto& [s, t] : candidates.pairs) {
    if constexpr (std::is_same_v<T, symbolic::Expression>) {
      // As Drake's: decided on the poses' values (the broad phase has
      // already required them to be constants).
      const std::vector<math::RigidTransform<T>>& X_WG = poses.X_WG.values;
      if (internal::CalcPenetration<double>(
              tables.slot_ids[s], tables.slot_shapes[s],
              internal::convert_to_double(X_WG[tables.slot_geometry[s]]),
              tables.slot_ids[t], tables.slot_shapes[t],
              internal::convert_to_double(X_WG[tables.slot_geometry[t]]))
              .has_value()) {
        return true;
      }
    } else {
      if (internal::SlotPenetration(tables, poses, s, t).has_value()) {
        return true;
      }
    }
  }
  return false;
}

template <typename T>
std::vector<SignedDistancePair<T>>
QueryObject<T>::ComputeSignedDistancePairwiseClosestPoints(
    const double max_distance) const {
  std::vector<SignedDistancePair<T>> result;
  std::vector<std::pair<int, int>> candidates;
  internal::ComputeSignedDistancePairwiseClosestPoints(*this, max_distance,
                                                       &result, &candidates);
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
  const internal::GeometryTables& tables =
      scene_graph_->EvalGeometryTables(*context_);
  const internal::GeometryPoses<T>& poses =
      scene_graph_->EvalGeometryPoses(*context_);
  std::vector<SignedDistanceToPoint<T>> result;
  // (slots are the proximity geometries in id order)
  for (int s = 0; s < tables.num_slots(); ++s) {
    SignedDistanceToPoint<T> d = internal::CalcSignedDistanceToPoint<T>(
        tables.slot_ids[s], tables.slot_shapes[s],
        poses.X_WG.values[tables.slot_geometry[s]], p_WQ);
    if (ExtractDoubleOrThrow(d.distance) <= threshold) {
      result.push_back(std::move(d));
    }
  }
  return result;
}

namespace {

// Throws, naming `api`, if `geometry_id` is not registered in `state`.
void ThrowIfUnregistered(const internal::GeometryState& state,
                         GeometryId geometry_id, const char* api,
                         const char* box) {
  if (state.FindGeometry(geometry_id) != nullptr) return;
  throw std::logic_error(fmt::format(
      "{}(): no {} for geometry id {}, which is not registered.", api, box,
      geometry_id.is_valid() ? std::to_string(geometry_id.get_value())
                             : "<invalid>"));
}

}  // namespace

template <typename T>
std::optional<Aabb> QueryObject<T>::ComputeAabbInWorld(
    GeometryId geometry_id) const {
  ThrowIfNotCallable();
  ThrowIfUnregistered(scene_graph_->geometry_state(*context_), geometry_id,
                      "ComputeAabbInWorld", "AABB");
  // (Drake computes world AABBs of deformable geometries only)
  return std::nullopt;
}

template <typename T>
std::optional<Obb> QueryObject<T>::ComputeObbInWorld(
    GeometryId geometry_id) const {
  ThrowIfNotCallable();
  const internal::GeometryState& state =
      scene_graph_->geometry_state(*context_);
  ThrowIfUnregistered(state, geometry_id, "ComputeObbInWorld", "OBB");
  const std::optional<Obb>& obb_G = state.GetObbInGeometryFrame(geometry_id);
  if (!obb_G.has_value()) return std::nullopt;
  const math::RigidTransform<T>& X_WG =
      scene_graph_->EvalGeometryPoses(*context_).X_WG.at(geometry_id);
  const math::RigidTransformd X_WG_double(
      math::RotationMatrixd::MakeUnchecked(
          ExtractDoubleOrThrow(X_WG.rotation().matrix())),
      ExtractDoubleOrThrow(X_WG.translation()));
  return Obb(X_WG_double * obb_G->pose(), obb_G->half_width());
}

template <typename T>
std::vector<SignedDistanceToPoint<T>>
QueryObject<T>::ComputeSignedDistanceGeometryToPoint(
    const Vector3<T>& p_WQ, const GeometrySet& geometries) const {
  ThrowIfNotCallable();
  const internal::GeometryState& state =
      scene_graph_->geometry_state(*context_);
  constexpr char kCaller[] = "ComputeSignedDistanceGeometryToPoint()";
  // resolve the set: the named geometries, and the frames' proximity ones
  std::vector<GeometryId> ids;
  for (GeometryId id : geometries.geometries()) {
    const internal::InternalGeometry* geometry = state.FindGeometry(id);
    if (geometry == nullptr) {
      throw std::logic_error(fmt::format(
          "{}: the geometry set names geometry id {}, which is not "
          "registered.",
          kCaller,
          id.is_valid() ? std::to_string(id.get_value()) : "<invalid>"));
    }
    if (!geometry->proximity.has_value()) {
      throw std::logic_error(fmt::format(
          "{}: geometry '{}' (id {}) does not have the proximity role.",
          kCaller, geometry->name, id.get_value()));
    }
    ids.push_back(id);
  }
  for (FrameId frame_id : geometries.frames()) {
    const internal::InternalFrame* frame = state.FindFrame(frame_id);
    if (frame == nullptr) {
      throw std::logic_error(fmt::format(
          "{}: the geometry set names frame id {}, which is not registered.",
          kCaller,
          frame_id.is_valid() ? std::to_string(frame_id.get_value())
                              : "<invalid>"));
    }
    for (GeometryId id : frame->geometries) {
      if (state.GetGeometry(id).proximity.has_value()) ids.push_back(id);
    }
  }
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  // check every shape before computing any distance
  for (GeometryId id : ids) {
    const internal::InternalGeometry& geometry = state.GetGeometry(id);
    const internal::ShapeKind kind = geometry.summary.kind;
    const bool hull = kind == internal::ShapeKind::kMesh ||
                      kind == internal::ShapeKind::kConvex;
    const bool supported = (internal::IsPointDistanceSupported(kind) &&
                            !std::is_same_v<T, symbolic::Expression>) ||
                           (hull && std::is_same_v<T, double>);
    if (!supported) {
      throw std::logic_error(fmt::format(
          "{}: geometry '{}' (id {}) has shape {}, which the signed distance "
          "to a point does not support for scalar type {}; supported shapes "
          "are "
          "Sphere, Box, Capsule, Cylinder and HalfSpace, and for double "
          "Mesh and Convex (none for symbolic::Expression).",
          kCaller, geometry.name, id.get_value(), geometry.summary.type_name,
          NiceTypeName::Get<T>()));
    }
  }
  const internal::GeometryPoses<T>& poses =
      scene_graph_->EvalGeometryPoses(*context_);
  std::vector<SignedDistanceToPoint<T>> result;
  result.reserve(ids.size());
  for (GeometryId id : ids) {
    const internal::InternalGeometry& geometry = state.GetGeometry(id);
    result.push_back(internal::CalcSignedDistanceToPoint<T>(
        id, geometry.summary, poses.X_WG.at(id), p_WQ));
  }
  return result;
}

template std::vector<ContactSurface<double>>
    QueryObject<double>::ComputeContactSurfaces<double>(
        HydroelasticContactRepresentation) const;
template std::vector<ContactSurface<AutoDiffXd>>
    QueryObject<AutoDiffXd>::ComputeContactSurfaces<AutoDiffXd>(
        HydroelasticContactRepresentation) const;
template void QueryObject<double>::ComputeContactSurfacesWithFallback<double>(
    HydroelasticContactRepresentation, std::vector<ContactSurface<double>>*,
    std::vector<PenetrationAsPointPair<double>>*) const;
template void
QueryObject<AutoDiffXd>::ComputeContactSurfacesWithFallback<AutoDiffXd>(
    HydroelasticContactRepresentation, std::vector<ContactSurface<AutoDiffXd>>*,
    std::vector<PenetrationAsPointPair<AutoDiffXd>>*) const;

}  // namespace geometry
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::geometry::QueryObject)

namespace drake {
namespace geometry {
namespace internal {
template void ComputeContactSurfaces<double>(
    const QueryObject<double>&, HydroelasticContactRepresentation,
    std::vector<ContactSurface<double>>*,
    std::vector<PenetrationAsPointPair<double>>*);
template void ComputeContactSurfaces<AutoDiffXd>(
    const QueryObject<AutoDiffXd>&, HydroelasticContactRepresentation,
    std::vector<ContactSurface<AutoDiffXd>>*,
    std::vector<PenetrationAsPointPair<AutoDiffXd>>*);
template void ComputeContactSurfaces<double>(
    const QueryObject<double>&, HydroelasticContactRepresentation,
    ContactSurfacePool<double>*,
    std::vector<std::shared_ptr<const ContactSurface<double>>>*,
    std::vector<PenetrationAsPointPair<double>>*);
template void ComputeContactSurfaces<AutoDiffXd>(
    const QueryObject<AutoDiffXd>&, HydroelasticContactRepresentation,
    ContactSurfacePool<AutoDiffXd>*,
    std::vector<std::shared_ptr<const ContactSurface<AutoDiffXd>>>*,
    std::vector<PenetrationAsPointPair<AutoDiffXd>>*);
template void ComputePointPairPenetration<double>(
    const QueryObject<double>&, std::vector<PenetrationAsPointPair<double>>*);
template void ComputePointPairPenetration<AutoDiffXd>(
    const QueryObject<AutoDiffXd>&,
    std::vector<PenetrationAsPointPair<AutoDiffXd>>*);
template void ComputeSignedDistancePairwiseClosestPoints<double>(
    const QueryObject<double>&, double,
    std::vector<SignedDistancePair<double>>*,
    std::vector<std::pair<int, int>>*);
template void ComputeSignedDistancePairwiseClosestPoints<AutoDiffXd>(
    const QueryObject<AutoDiffXd>&, double,
    std::vector<SignedDistancePair<AutoDiffXd>>*,
    std::vector<std::pair<int, int>>*);
template void ComputePointPairPenetration<symbolic::Expression>(
    const QueryObject<symbolic::Expression>&,
    std::vector<PenetrationAsPointPair<symbolic::Expression>>*);
template void ComputeSignedDistancePairwiseClosestPoints<symbolic::Expression>(
    const QueryObject<symbolic::Expression>&, double,
    std::vector<SignedDistancePair<symbolic::Expression>>*,
    std::vector<std::pair<int, int>>*);
}  // namespace internal
}  // namespace geometry
}  // namespace drake
