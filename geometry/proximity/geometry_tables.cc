#include "drake/geometry/proximity/geometry_tables.h"

#include <algorithm>

namespace drake {
namespace geometry {
namespace internal {

void BuildGeometryTables(
    const GeometryState& state,
    const std::unordered_map<SourceId, int>& source_port_index,
    GeometryTables* tables) {
  GeometryTables& t = *tables;

  // frames: the world first, then parents before children.
  auto frame_index = std::make_shared<std::unordered_map<FrameId, int>>();
  const std::vector<FrameId>& order = state.frame_order();
  t.frame_ids.clear();
  t.frame_parent.clear();
  t.frame_ids.reserve(order.size() + 1);
  t.frame_parent.reserve(order.size() + 1);
  frame_index->reserve(order.size() + 1);
  t.frame_ids.push_back(GeometryState::world_frame_id());
  t.frame_parent.push_back(-1);
  (*frame_index)[GeometryState::world_frame_id()] = 0;
  for (FrameId id : order) {
    const int k = static_cast<int>(t.frame_ids.size());
    t.frame_ids.push_back(id);
    // (frame_order() lists a parent before its children)
    t.frame_parent.push_back(frame_index->at(state.GetFrame(id).parent));
    (*frame_index)[id] = k;
  }

  // sources with frames, and the frames each reports.
  t.sources.clear();
  t.source_frames.clear();
  for (const auto& [source_id, source] : state.sources()) {
    if (source.frames.empty()) continue;
    GeometryTables::SourceFrames entry;
    entry.id = source_id;
    auto port = source_port_index.find(source_id);
    entry.port_index = port == source_port_index.end() ? -1 : port->second;
    entry.begin = static_cast<int>(t.source_frames.size());
    for (FrameId frame_id : source.frames) {
      t.source_frames.push_back(frame_index->at(frame_id));
    }
    entry.end = static_cast<int>(t.source_frames.size());
    t.sources.push_back(entry);
  }

  // geometries in id order, and the proximity slots among them.
  auto geometry_index = std::make_shared<std::unordered_map<GeometryId, int>>();
  geometry_index->reserve(state.geometries().size());
  t.geometry_ids.clear();
  t.geometry_frame.clear();
  t.X_FG.clear();
  t.slot_ids.clear();
  t.slot_geometry.clear();
  t.slot_frame.clear();
  t.slot_shapes.clear();
  t.slot_hydro.clear();
  std::unordered_map<GeometryId, int> slot_of;
  for (const auto& [id, geometry] : state.geometries()) {
    const int g = static_cast<int>(t.geometry_ids.size());
    const int frame = frame_index->at(geometry.frame);
    (*geometry_index)[id] = g;
    t.geometry_ids.push_back(id);
    t.geometry_frame.push_back(frame);
    t.X_FG.push_back(geometry.X_FG);
    if (!geometry.proximity.has_value()) continue;
    slot_of[id] = static_cast<int>(t.slot_ids.size());
    t.slot_ids.push_back(id);
    t.slot_geometry.push_back(g);
    t.slot_frame.push_back(frame);
    t.slot_shapes.push_back(geometry.summary);
    t.slot_hydro.push_back(geometry.hydroelastic);
  }

  // declared filters between slots (pairs with a non-proximity geometry
  // never reach a query), as compressed rows.
  const int num_slots = t.num_slots();
  std::vector<std::pair<int, int>> filtered;
  for (const SortedPair<GeometryId>& pair : state.excluded_pairs()) {
    auto a = slot_of.find(pair.first());
    auto b = slot_of.find(pair.second());
    if (a == slot_of.end() || b == slot_of.end()) continue;
    filtered.emplace_back(std::min(a->second, b->second),
                          std::max(a->second, b->second));
  }
  // An inactive geometry is filtered against every other slot.
  for (GeometryId id : state.inactive_geometries()) {
    auto a = slot_of.find(id);
    if (a == slot_of.end()) continue;
    for (int u = 0; u < num_slots; ++u) {
      if (u == a->second) continue;
      filtered.emplace_back(std::min(a->second, u), std::max(a->second, u));
    }
  }
  std::sort(filtered.begin(), filtered.end());
  filtered.erase(std::unique(filtered.begin(), filtered.end()), filtered.end());
  t.filter_begin.assign(num_slots + 1, 0);
  t.filter_partners.clear();
  t.filter_partners.reserve(filtered.size());
  for (const auto& [s, u] : filtered) {
    ++t.filter_begin[s + 1];
    t.filter_partners.push_back(u);
  }
  for (int s = 0; s < num_slots; ++s) {
    t.filter_begin[s + 1] += t.filter_begin[s];
  }

  t.frame_index = std::move(frame_index);
  t.geometry_index = std::move(geometry_index);
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
