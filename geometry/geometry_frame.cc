#include "drake/geometry/geometry_frame.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/geometry/geometry_instance.h"

namespace drake {
namespace geometry {

GeometryFrame::GeometryFrame(const std::string& frame_name, int frame_group_id)
    : id_(FrameId::get_new_id()),
      name_(internal::CanonicalizeStringName(frame_name)),
      frame_group_(frame_group_id) {
  if (name_.empty()) {
    throw std::logic_error(fmt::format(
        "GeometryFrame given the name '{}' which is an empty canonical "
        "string.",
        frame_name));
  }
  if (frame_group_id < 0) {
    throw std::logic_error(fmt::format(
        "GeometryFrame '{}': the frame group id must be >= 0; given {}.", name_,
        frame_group_id));
  }
}

}  // namespace geometry
}  // namespace drake
