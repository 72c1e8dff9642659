#include "drake/systems/sensors/camera_config.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/systems/sensors/camera_info.h"

namespace drake {
namespace systems {
namespace sensors {

using geometry::render::ClippingRange;
using geometry::render::ColorRenderCamera;
using geometry::render::DepthRange;
using geometry::render::DepthRenderCamera;
using geometry::render::RenderCameraCore;

namespace {

void ThrowUnlessOneGiven(const std::optional<double>& x,
                         const std::optional<double>& y, const char* type) {
  // the values themselves are checked by CameraInfo when the cameras are
  // made.
  if (!x.has_value() && !y.has_value()) {
    throw std::logic_error(fmt::format(
        "Invalid camera configuration; you must define at least x or y for "
        "{}.",
        type));
  }
}

// The focal length (pixels) of an axis of `size` pixels whose field of view
// is `fov_degrees`: (size / 2) / tan(fov / 2), as CameraInfo computes it.
double FocalFromFov(int size, double fov_degrees) {
  const double fov = fov_degrees * M_PI / 180.0;
  return size * 0.5 / std::tan(0.5 * fov);
}

}  // namespace

void CameraConfig::FocalLength::ValidateOrThrow() const {
  ThrowUnlessOneGiven(x, y, "FocalLength");
}

double CameraConfig::FocalLength::focal_x() const {
  ValidateOrThrow();
  return x.has_value() ? *x : *y;
}

double CameraConfig::FocalLength::focal_y() const {
  ValidateOrThrow();
  return y.has_value() ? *y : *x;
}

void CameraConfig::FovDegrees::ValidateOrThrow() const {
  ThrowUnlessOneGiven(x, y, "FovDegrees");
}

double CameraConfig::FovDegrees::focal_x(int width_in, int height_in) const {
  ValidateOrThrow();
  return x.has_value() ? FocalFromFov(width_in, *x)
                       : FocalFromFov(height_in, *y);
}

double CameraConfig::FovDegrees::focal_y(int width_in, int height_in) const {
  ValidateOrThrow();
  return y.has_value() ? FocalFromFov(height_in, *y)
                       : FocalFromFov(width_in, *x);
}

double CameraConfig::focal_x() const {
  if (const auto* lengths = std::get_if<FocalLength>(&focal)) {
    return lengths->focal_x();
  }
  return std::get<FovDegrees>(focal).focal_x(width, height);
}

double CameraConfig::focal_y() const {
  if (const auto* lengths = std::get_if<FocalLength>(&focal)) {
    return lengths->focal_y();
  }
  return std::get<FovDegrees>(focal).focal_y(width, height);
}

std::pair<ColorRenderCamera, DepthRenderCamera> CameraConfig::MakeCameras()
    const {
  const Vector2<double> center = principal_point();
  const CameraInfo intrinsics(width, height, focal_x(), focal_y(), center.x(),
                              center.y());
  const ClippingRange clipping(clipping_near, clipping_far);
  const RenderCameraCore color_core(renderer_name, intrinsics, clipping,
                                    X_BC.GetDeterministicValue());
  const RenderCameraCore depth_core(renderer_name, intrinsics, clipping,
                                    X_BD.GetDeterministicValue());
  return {ColorRenderCamera(color_core, show_rgb),
          DepthRenderCamera(depth_core, DepthRange(z_near, z_far))};
}

void CameraConfig::ValidateOrThrow() const {
  // a camera that produces no image is valid whatever its values.
  if (!(rgb || depth || label)) return;
  std::visit([](const auto& given) { given.ValidateOrThrow(); }, focal);
  if (const auto* class_name = std::get_if<std::string>(&renderer_class)) {
    if (!class_name->empty() && *class_name != "RenderEngineVtk" &&
        *class_name != "RenderEngineGl" &&
        *class_name != "RenderEngineGltfClient") {
      throw std::logic_error(fmt::format(
          "Invalid camera configuration; the given renderer_class value '{}' "
          "must be empty (to use the default) or be one of 'RenderEngineVtk', "
          "'RenderEngineGl', or 'RenderEngineGltfClient'.",
          *class_name));
    }
  }
  // the intrinsics, clipping and depth ranges and sensor poses are checked
  // by making the cameras.
  MakeCameras();
  if (name.empty()) {
    throw std::logic_error(
        "Invalid camera configuration; name cannot be empty.");
  }
  if (renderer_name.empty()) {
    throw std::logic_error(
        "Invalid camera configuration; renderer_name cannot be empty.");
  }
  if (!(fps > 0) || !std::isfinite(fps)) {
    throw std::logic_error(
        fmt::format("Invalid camera configuration; FPS ({}) must be a finite, "
                    "positive value.",
                    fps));
  }
  if (!(capture_offset >= 0) || !std::isfinite(capture_offset)) {
    throw std::logic_error(fmt::format(
        "Invalid camera configuration; capture_offset ({}) must be a finite, "
        "non-negative value.",
        capture_offset));
  }
  for (const auto& [label_name, X] :
       {std::pair{"X_BC", &X_BC}, std::pair{"X_BD", &X_BD}}) {
    if (X->base_frame.has_value() && !X->base_frame->empty()) {
      throw std::logic_error(fmt::format(
          "Invalid camera configuration; {} must not specify a base frame. "
          "'{}' found.",
          label_name, *X->base_frame));
    }
  }
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake
