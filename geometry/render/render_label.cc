#include "drake/geometry/render/render_label.h"

#include <stdexcept>

namespace drake {
namespace geometry {
namespace render {

// The reserved labels are the four largest values; unspecified (the default)
// is the largest.
const RenderLabel RenderLabel::kUnspecified;
const RenderLabel RenderLabel::kEmpty(RenderLabel::kMaxValue - 1, false);
const RenderLabel RenderLabel::kDoNotRender(RenderLabel::kMaxValue - 2, false);
const RenderLabel RenderLabel::kDontCare(RenderLabel::kMaxValue - 3, false);

std::string RenderLabel::to_string() const { return std::to_string(value_); }

void RenderLabel::ThrowInvalidValue(int value) {
  throw std::logic_error(
      "Invalid construction of RenderLabel with invalid value: " +
      std::to_string(value));
}

}  // namespace render
}  // namespace geometry
}  // namespace drake
