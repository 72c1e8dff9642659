#include "drake/geometry/render/light_parameter.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace geometry {
namespace render {

std::string_view to_string(const LightType& t) {
  switch (t) {
    case LightType::kPoint:
      return "point";
    case LightType::kSpot:
      return "spot";
    case LightType::kDirectional:
      return "directional";
  }
  throw std::logic_error(
      fmt::format("to_string(): invalid LightType {}", static_cast<int>(t)));
}

LightType light_type_from_string(const std::string& spec) {
  if (spec == "point") return LightType::kPoint;
  if (spec == "spot") return LightType::kSpot;
  if (spec == "directional") return LightType::kDirectional;
  throw std::runtime_error(fmt::format(
      "Specified invalid light type: '{}' (expected 'point', 'spot' or "
      "'directional').",
      spec));
}

std::string_view to_string(const LightFrame& f) {
  switch (f) {
    case LightFrame::kWorld:
      return "world";
    case LightFrame::kCamera:
      return "camera";
  }
  throw std::logic_error(
      fmt::format("to_string(): invalid LightFrame {}", static_cast<int>(f)));
}

LightFrame light_frame_from_string(const std::string& spec) {
  if (spec == "world") return LightFrame::kWorld;
  if (spec == "camera") return LightFrame::kCamera;
  throw std::runtime_error(fmt::format(
      "Specified invalid light frame: '{}' (expected 'world' or 'camera').",
      spec));
}

}  // namespace render
}  // namespace geometry
}  // namespace drake
