#include "drake/geometry/render/render_camera.h"

#include <cmath>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace geometry {
namespace render {
namespace {

// True if a and b are positive and finite with a < b.
bool IsOpenPositiveRange(double a, double b) {
  return a > 0 && std::isfinite(a) && std::isfinite(b) && a < b;
}

}  // namespace

ClippingRange::ClippingRange(double near, double far) : near_(near), far_(far) {
  if (!IsOpenPositiveRange(near, far)) {
    throw std::runtime_error(fmt::format(
        "The clipping range values must both be positive and finite and far "
        "must be greater than near. Instantiated with near = {} and far = {}",
        near, far));
  }
}

Eigen::Matrix4d RenderCameraCore::CalcProjectionMatrix() const {
  // image size w × h, focal lengths, principal point (pixels) and clipping
  // distances n, f (meters).
  const double w = intrinsics_.width();
  const double h = intrinsics_.height();
  const double fx = intrinsics_.focal_x();
  const double fy = intrinsics_.focal_y();
  const double cx = intrinsics_.center_x();
  const double cy = intrinsics_.center_y();
  const double n = clipping_.near();
  const double f = clipping_.far();
  Eigen::Matrix4d T_DC = Eigen::Matrix4d::Zero();
  T_DC(0, 0) = 2 * fx / w;
  T_DC(0, 2) = (w - 2 * cx) / w;
  T_DC(1, 1) = 2 * fy / h;
  T_DC(1, 2) = -(h - 2 * cy) / h;
  T_DC(2, 2) = -(f + n) / (f - n);
  T_DC(2, 3) = -2 * f * n / (f - n);
  T_DC(3, 2) = -1;
  return T_DC;
}

DepthRange::DepthRange(double min_in, double max_in)
    : min_depth_(min_in), max_depth_(max_in) {
  if (!IsOpenPositiveRange(min_in, max_in)) {
    throw std::runtime_error(fmt::format(
        "The depth range values must both be positive and finite and the "
        "maximum depth must be greater than the minimum depth. Instantiated "
        "with min = {} and max = {}",
        min_in, max_in));
  }
}

DepthRenderCamera::DepthRenderCamera(RenderCameraCore core,
                                     DepthRange depth_range)
    : core_(std::move(core)), depth_range_(depth_range) {
  const ClippingRange& clipping = core_.clipping();
  if (depth_range_.min_depth() < clipping.near() ||
      depth_range_.max_depth() > clipping.far()) {
    throw std::runtime_error(fmt::format(
        "Depth camera's depth range extends beyond the clipping planes; "
        "near = {}, far = {}, min. depth = {}, max. depth = {}",
        clipping.near(), clipping.far(), depth_range_.min_depth(),
        depth_range_.max_depth()));
  }
}

}  // namespace render
}  // namespace geometry
}  // namespace drake
