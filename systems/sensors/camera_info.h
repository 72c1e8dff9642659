#pragma once

/// @file
/// CameraInfo, the intrinsics of Drake's pinhole camera model.

#include <cmath>

#include <Eigen/Core>

#include "drake/common/drake_copyable.h"

namespace drake {
namespace systems {
namespace sensors {

/**
 The intrinsic parameters of Drake's pinhole camera model: the image size and
 the intrinsic (camera) matrix

         │ f_x  0    c_x │
     K = │ 0    f_y  c_y │
         │ 0    0    1   │

 that maps a point Q measured in the camera frame C to the image:
 s (u_Q, v_Q, 1)ᵀ = K p_CQ_C. The camera looks along +Cz, with Cx to the
 right along the image rows and Cy down along its columns ("X-right,
 Y-down, Z-forward"). (f_x, f_y) are the model's focal lengths and
 (c_x, c_y) its principal point, all in pixels; the center of the
 upper-left pixel is at (u, v) = (0, 0). The pose of the camera (its
 extrinsics, X_WC) is not part of this class.
*/
class CameraInfo final {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(CameraInfo);

  /** Constructs from the image size, focal lengths and principal point.
   @param width     image width in pixels, positive.
   @param height    image height in pixels, positive.
   @param focal_x   focal length along x in pixels, positive and finite.
   @param focal_y   focal length along y in pixels, positive and finite.
   @param center_x  principal point's x in pixels, 0 < center_x < width.
   @param center_y  principal point's y in pixels, 0 < center_y < height.
   @throws std::exception listing every value that does not meet these
   requirements.  */
  CameraInfo(int width, int height, double focal_x, double focal_y,
             double center_x, double center_y);

  /** Constructs from the image size and the intrinsic matrix K (above).
   @throws std::exception as the constructor above does for K's focal
   lengths and principal point, and also if K's other entries are not
   exactly those of the form above (zeros and the final one).  */
  CameraInfo(int width, int height, const Eigen::Matrix3d& intrinsic_matrix);

  /** Constructs from the image size and the vertical field of view `fov_y`
   (radians, positive and finite), with the principal point at the image
   center, (width / 2 − 0.5, height / 2 − 0.5), and equal focal lengths
   f_x = f_y = height / 2 / tan(fov_y / 2).
   @throws std::exception if width or height is not positive or if fov_y
   gives a focal length that is not positive and finite (fov_y ≤ 0, ≥ 2π,
   or not finite; the message names the focal lengths).  */
  CameraInfo(int width, int height, double fov_y);

  /** The image width in pixels. */
  int width() const { return width_; }

  /** The image height in pixels. */
  int height() const { return height_; }

  /** The focal length along x in pixels. */
  double focal_x() const { return intrinsic_matrix_(0, 0); }

  /** The focal length along y in pixels. */
  double focal_y() const { return intrinsic_matrix_(1, 1); }

  /** The horizontal field of view in radians, 2 atan(width / (2 f_x)). */
  double fov_x() const { return 2 * std::atan(width_ / (2 * focal_x())); }

  /** The vertical field of view in radians, 2 atan(height / (2 f_y)). */
  double fov_y() const { return 2 * std::atan(height_ / (2 * focal_y())); }

  /** The principal point's x in pixels. */
  double center_x() const { return intrinsic_matrix_(0, 2); }

  /** The principal point's y in pixels. */
  double center_y() const { return intrinsic_matrix_(1, 2); }

  /** The intrinsic matrix K. */
  const Eigen::Matrix3d& intrinsic_matrix() const { return intrinsic_matrix_; }

 private:
  int width_{};
  int height_{};
  Eigen::Matrix3d intrinsic_matrix_;
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake
