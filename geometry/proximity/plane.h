#pragma once

/// @file
/// Plane<T>: the plane {x : n̂·x − d = 0} of ℝ³, measured and expressed in
/// some frame F; the side n̂ points to is "above".

#include <type_traits>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace geometry {

/// A plane in frame F with unit normal nhat_F and displacement d: the points
/// p_FQ with nhat_F·p_FQ = d. Only points measured and expressed in F may be
/// compared with it.
template <typename T>
class Plane {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Plane);

  /// The plane through `point_on_plane` (p_FP, m) perpendicular to `normal`
  /// (n_F, expressed in F). Unless `already_normalized`, the normal is
  /// divided by its length; throws std::runtime_error (as Drake) if that length
  /// is below 1e-10. With `already_normalized` the caller promises |normal| =
  /// 1; when asserts are armed a length more than 1e-13 away from 1 throws.
  Plane(const Vector3<T>& normal, const Vector3<T>& point_on_plane,
        bool already_normalized = false);

  /// The height (m) of Q above the plane, p_FQ measured and expressed in F:
  /// positive above, negative below. With a double plane and an AutoDiffXd
  /// point (or the reverse) the result is AutoDiffXd.
  template <typename U = T>
  auto CalcHeight(const Vector3<U>& point) const {
    using Result = std::conditional_t<std::is_same_v<U, double>, T, U>;
    if constexpr (std::is_same_v<U, T>) {
      return Result(nhat_F_.dot(point) - displacement_);
    } else if constexpr (std::is_same_v<Result, T>) {
      return Result(nhat_F_.dot(point.template cast<T>()) - displacement_);
    } else {
      return Result(nhat_F_.template cast<U>().dot(point) - U(displacement_));
    }
  }

  /// The unit normal nhat_F.
  const Vector3<T>& unit_normal() const { return nhat_F_; }

  /// A point on the plane (the one nearest Fo), p_FP.
  Vector3<T> reference_point() const { return nhat_F_ * displacement_; }

  /// True if the box with `half_width` (m, along its axes Bx, By, Bz),
  /// centred at `box_center_in_plane` (p_FBo) and oriented by
  /// `box_orientation_in_plane` (R_FB), touches or crosses the plane.
  bool BoxOverlaps(
      const Vector3<double>& half_width,
      const Vector3<double>& box_center_in_plane,
      const math::RotationMatrix<double>& box_orientation_in_plane) const;

 private:
  Vector3<T> nhat_F_;
  T displacement_{};
};

}  // namespace geometry
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::Plane)
