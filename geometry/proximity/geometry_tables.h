#pragma once

/// @file
/// (Internal) GeometryTables: flat, index-addressed copies of what the
/// per-step geometry computations (world poses, broad phase, point-pair and
/// distance queries) read from a Context's GeometryState, so that those
/// computations walk contiguous arrays instead of the state's maps.
/// SceneGraph keeps them in a cache entry that depends on the state alone
/// (rebuilt when the registration data or the filters change, not when
/// poses change). They hold values and indices only: no pointer into a
/// GeometryState or a Context (the id → index maps are immutable and shared
/// by every copy of the tables).

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/geometry_state.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace internal {

struct GeometryTables {
  // ---- frames: index 0 is the world, then GeometryState::frame_order()
  // (parents before children); nf entries each.
  std::vector<FrameId> frame_ids;  // nf
  std::vector<int> frame_parent;   // nf; the parent's index, -1 for the world

  // ---- the sources that have frames, each with the frames whose X_PF it
  // reports on its pose port (in the source's registration order).
  struct SourceFrames {
    SourceId id;
    int port_index{-1};  // SceneGraph input port index; -1 if none
    int begin{0};        // [begin, end) into source_frames
    int end{0};
  };
  std::vector<SourceFrames> sources;
  std::vector<int> source_frames;  // frame indices, grouped by source

  // ---- geometries (every role), in id order; ng entries each.
  std::vector<GeometryId> geometry_ids;            // ng
  std::vector<int> geometry_frame;                 // ng; frame index
  std::vector<math::RigidTransform<double>> X_FG;  // ng; pose in its frame

  // ---- proximity slots: the geometries with the proximity role, in id
  // order (these are the broad phase's items); np entries each.
  std::vector<GeometryId> slot_ids;       // np
  std::vector<int> slot_geometry;         // np; geometry index
  std::vector<int> slot_frame;            // np; frame index
  std::vector<ShapeSummary> slot_shapes;  // np
  // np; the hydroelastic representation (null if none), shared.
  std::vector<std::shared_ptr<const hydroelastic::Geometry>> slot_hydro;

  // ---- declared collision filters between slots, compressed rows: slot s
  // is filtered against the slots filter_partners[filter_begin[s] ..
  // filter_begin[s + 1]), each greater than s, in increasing order.
  std::vector<int> filter_begin;     // np + 1
  std::vector<int> filter_partners;  // one entry per declared filtered pair

  // ---- id → index (immutable, shared by the copies of these tables).
  std::shared_ptr<const std::unordered_map<FrameId, int>> frame_index;
  std::shared_ptr<const std::unordered_map<GeometryId, int>> geometry_index;

  int num_frames() const { return static_cast<int>(frame_ids.size()); }
  int num_geometries() const { return static_cast<int>(geometry_ids.size()); }
  int num_slots() const { return static_cast<int>(slot_ids.size()); }

  /// True if slots s < t are not to be tested for collision: they are on
  /// the same frame (this includes any two anchored geometries), or a
  /// filter declaration excluded the pair. The same rule as
  /// GeometryState::CollisionFiltered(), without map lookups.
  bool SlotsFiltered(int s, int t) const {
    if (slot_frame[s] == slot_frame[t]) return true;
    const int* begin = filter_partners.data() + filter_begin[s];
    const int* end = filter_partners.data() + filter_begin[s + 1];
    if (begin == end) return false;
    const int* found = std::lower_bound(begin, end, t);
    return found != end && *found == t;
  }
};

/// Rebuilds `tables` from `state`. `source_port_index` maps a source to its
/// SceneGraph pose input port (sources missing from it get -1).
void BuildGeometryTables(
    const GeometryState& state,
    const std::unordered_map<SourceId, int>& source_port_index,
    GeometryTables* tables);

/// Values indexed as a GeometryTables' frames or geometries, readable by id
/// like the map it replaces. `index` is shared with the tables.
template <typename Id, typename Value>
struct IndexedValues {
  std::shared_ptr<const std::unordered_map<Id, int>> index;
  std::vector<Value> values;

  /// The value of `id`; throws std::out_of_range if `id` has none.
  const Value& at(Id id) const {
    if (index != nullptr && id.is_valid()) {
      auto it = index->find(id);
      if (it != index->end()) return values[it->second];
    }
    throw std::out_of_range(
        "IndexedValues::at(): no value for id " +
        (id.is_valid() ? std::to_string(id.get_value()) : "<invalid>"));
  }
  int size() const { return static_cast<int>(values.size()); }
};

}  // namespace internal
}  // namespace geometry
}  // namespace drake
