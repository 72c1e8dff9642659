#pragma once

/// @file
/// GeometryFrame: a named frame to which a source attaches geometry and
/// whose pose the source reports to SceneGraph.

#include <string>

#include "drake/common/drake_copyable.h"
#include "drake/geometry/geometry_ids.h"

namespace drake {
namespace geometry {

/// A frame to register with SceneGraph. Gets a new FrameId on construction.
/// `frame_group_id` groups frames for clients (MultibodyPlant uses the
/// model instance index); it must be >= 0.
class GeometryFrame {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(GeometryFrame);

  /// Throws std::logic_error if frame_group_id < 0 or the name is empty
  /// once trimmed.
  explicit GeometryFrame(const std::string& frame_name, int frame_group_id = 0);

  FrameId id() const { return id_; }
  const std::string& name() const { return name_; }
  int frame_group() const { return frame_group_; }

 private:
  FrameId id_;
  std::string name_;
  int frame_group_{0};
};

}  // namespace geometry
}  // namespace drake
