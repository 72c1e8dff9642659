#pragma once

/// @file
/// GeometrySet: a set of geometries given by id and/or by frame (a frame
/// stands for every geometry attached to it when the set is used).

#include <initializer_list>
#include <unordered_set>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/geometry/geometry_ids.h"

namespace drake {
namespace geometry {

/// A set of GeometryIds and FrameIds, e.g. for collision filtering.
class GeometrySet {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(GeometrySet);
  GeometrySet() = default;
  GeometrySet(GeometryId geometry_id) { Add(geometry_id); }  // NOLINT
  GeometrySet(FrameId frame_id) { Add(frame_id); }           // NOLINT
  GeometrySet(std::initializer_list<GeometryId> geometries) { Add(geometries); }
  GeometrySet(std::initializer_list<FrameId> frames) { Add(frames); }
  GeometrySet(std::initializer_list<GeometryId> geometries,
              std::initializer_list<FrameId> frames) {
    Add(geometries);
    Add(frames);
  }
  explicit GeometrySet(const std::vector<GeometryId>& geometries) {
    Add(geometries);
  }
  explicit GeometrySet(const std::vector<FrameId>& frames) { Add(frames); }
  GeometrySet(const std::vector<GeometryId>& geometries,
              const std::vector<FrameId>& frames) {
    Add(geometries);
    Add(frames);
  }

  void Add(GeometryId geometry_id) { geometries_.insert(geometry_id); }
  void Add(FrameId frame_id) { frames_.insert(frame_id); }
  template <typename Container>
  void Add(const Container& ids) {
    for (const auto& id : ids) Add(id);
  }
  void Add(std::initializer_list<GeometryId> ids) {
    for (GeometryId id : ids) Add(id);
  }
  void Add(std::initializer_list<FrameId> ids) {
    for (FrameId id : ids) Add(id);
  }
  void Add(const GeometrySet& other) {
    geometries_.insert(other.geometries_.begin(), other.geometries_.end());
    frames_.insert(other.frames_.begin(), other.frames_.end());
  }

  int num_geometries() const { return static_cast<int>(geometries_.size()); }
  int num_frames() const { return static_cast<int>(frames_.size()); }
  bool empty() const { return geometries_.empty() && frames_.empty(); }
  bool contains(GeometryId id) const { return geometries_.count(id) > 0; }
  bool contains(FrameId id) const { return frames_.count(id) > 0; }

  /// (Internal use) the explicitly listed geometries and frames.
  const std::unordered_set<GeometryId>& geometries() const {
    return geometries_;
  }
  const std::unordered_set<FrameId>& frames() const { return frames_; }

 private:
  std::unordered_set<GeometryId> geometries_;
  std::unordered_set<FrameId> frames_;
};

}  // namespace geometry
}  // namespace drake
