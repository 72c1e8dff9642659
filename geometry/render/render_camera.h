#pragma once

/// @file
/// The camera descriptions a RenderEngine renders with: ClippingRange,
/// RenderCameraCore, ColorRenderCamera, DepthRange and DepthRenderCamera.

#include <string>
#include <utility>

#include <Eigen/Core>

#include "drake/common/drake_copyable.h"
#include "drake/math/rigid_transform.h"
#include "drake/systems/sensors/camera_info.h"

namespace drake {
namespace geometry {
namespace render {

/** The distances (meters, along the camera's viewing direction) of the near
 and far clipping planes of a frustum-based (OpenGL) renderer: only what lies
 between them can appear in an image. The z-buffer's fixed precision is
 spread over this range, so the smaller it is, the better near-coincident
 surfaces are told apart; a depth camera's range must lie within it.  */
class ClippingRange {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(ClippingRange);

  /** Constructs the range [near, far] (meters).
   @throws std::exception unless both are positive and finite and
   near < far.  */
  ClippingRange(double near, double far);

  double near() const { return near_; }
  double far() const { return far_; }

 private:
  double near_{};
  double far_{};
};

/** The parameters of a pinhole camera common to color, label and depth
 rendering: the renderer to use, the intrinsics, the clipping range (only
 for frustum-based renderers) and the pose of the sensor in the camera's
 body.  */
class RenderCameraCore {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(RenderCameraCore);

  /** Constructs from all the parameters (see the getters). */
  RenderCameraCore(std::string renderer_name,
                   systems::sensors::CameraInfo intrinsics,
                   ClippingRange clipping, math::RigidTransformd X_BS)
      : renderer_name_(std::move(renderer_name)),
        intrinsics_(std::move(intrinsics)),
        clipping_(clipping),
        X_BS_(std::move(X_BS)) {}

  /** The name of the render engine this camera is for. */
  const std::string& renderer_name() const { return renderer_name_; }

  /** The intrinsics (image size, focal lengths, principal point). */
  const systems::sensors::CameraInfo& intrinsics() const { return intrinsics_; }

  /** The near and far clipping planes (ignored by renderers without a
   frustum).  */
  const ClippingRange& clipping() const { return clipping_; }

  /** X_BS, the pose of the sensor (imager) frame S in the camera body
   frame B.  */
  const math::RigidTransformd& sensor_pose_in_camera_body() const {
    return X_BS_;
  }

  /** The OpenGL projection matrix T_DC that maps points of the camera frame
   C (homogeneous) to the normalized device frame D. With image size w × h,
   focal lengths f_x, f_y, principal point c_x, c_y and clipping range
   [n, f]:

            │ 2 f_x / w   0          (w − 2 c_x) / w    0              │
     T_DC = │ 0           2 f_y / h  −(h − 2 c_y) / h   0              │
            │ 0           0          −(f + n) / (f − n) −2fn / (f − n) │
            │ 0           0          −1                 0              │  */
  Eigen::Matrix4d CalcProjectionMatrix() const;

 private:
  std::string renderer_name_;
  systems::sensors::CameraInfo intrinsics_;
  ClippingRange clipping_;
  math::RigidTransformd X_BS_;
};

/** A camera for color and label images. */
class ColorRenderCamera {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(ColorRenderCamera);

  /** Constructs from the core parameters; `show_window` asks the renderer
   to display the images it renders.  */
  explicit ColorRenderCamera(RenderCameraCore core, bool show_window = false)
      : core_(std::move(core)), show_window_(show_window) {}

  /** The core parameters. */
  const RenderCameraCore& core() const { return core_; }

  /** True if the renderer is asked to display the images (whether it can
   depends on the renderer and its configuration).  */
  bool show_window() const { return show_window_; }

 private:
  RenderCameraCore core_;
  bool show_window_{false};
};

/** The range [min_depth, max_depth] (meters) in which a depth sensor reports
 meaningful depths. The near clipping plane should lie closer than
 min_depth: geometry nearer than min_depth still occludes, and clipping it
 away would let the camera see through it.  */
class DepthRange {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(DepthRange);

  /** Constructs the range [min_in, max_in] (meters).
   @throws std::exception unless both are positive and finite and
   min_in < max_in.  */
  DepthRange(double min_in, double max_in);

  double min_depth() const { return min_depth_; }
  double max_depth() const { return max_depth_; }

 private:
  double min_depth_{};
  double max_depth_{};
};

/** A camera for depth images. */
class DepthRenderCamera {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(DepthRenderCamera);

  /** Constructs from the core parameters and the depth range.
   @throws std::exception if the depth range is not within the clipping
   range (min_depth < near or max_depth > far).  */
  DepthRenderCamera(RenderCameraCore core, DepthRange depth_range);

  /** The core parameters. */
  const RenderCameraCore& core() const { return core_; }

  /** The range of valid depths. */
  const DepthRange& depth_range() const { return depth_range_; }

 private:
  RenderCameraCore core_;
  DepthRange depth_range_;
};

}  // namespace render
}  // namespace geometry
}  // namespace drake
