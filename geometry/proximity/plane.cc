#include "drake/geometry/proximity/plane.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"
#include "drake/common/extract_double.h"
#include "drake/common/fmt_eigen.h"

namespace drake {
namespace geometry {

template <typename T>
Plane<T>::Plane(const Vector3<T>& normal, const Vector3<T>& point_on_plane,
                bool already_normalized) {
  const Vector3<T>& n_F = normal;
  const Vector3<T>& p_FP = point_on_plane;
  if (already_normalized) {
#ifdef DRAKE_ASSERT_IS_ARMED
    // A rotation matrix's columns, a likely source of such normals, are unit
    // to a few ulps; 1e-13 leaves room for that and catches real mistakes.
    const double length = ExtractDoubleOrThrow(n_F.norm());
    if (std::abs(length - 1.0) > 1e-13) {
      throw std::runtime_error(fmt::format(
          "Plane: the normal [{}] was declared normalized but its length is "
          "{}.",
          fmt_eigen(ExtractDoubleOrThrow(n_F).transpose()), length));
    }
#endif
    nhat_F_ = n_F;
  } else {
    const T length = n_F.norm();
    // Below a picometre-scale normal the direction is numerically
    // meaningless; it is almost surely a caller's mistake.
    if (ExtractDoubleOrThrow(length) < 1e-10) {
      throw std::runtime_error(fmt::format(
          "Plane: cannot make a plane from the normal [{}]; its length {} is "
          "below 1e-10.",
          fmt_eigen(ExtractDoubleOrThrow(n_F).transpose()),
          ExtractDoubleOrThrow(length)));
    }
    nhat_F_ = n_F / length;
  }
  displacement_ = nhat_F_.dot(p_FP);
}

template <typename T>
bool Plane<T>::BoxOverlaps(
    const Vector3<double>& half_width,
    const Vector3<double>& box_center_in_plane,
    const math::RotationMatrix<double>& box_orientation_in_plane) const {
  // the box reaches |Bi·n̂|·hᵢ summed over its axes along n̂ from its centre;
  // it meets the plane if its centre's height is within that reach
  const Vector3<double> nhat_F = ExtractDoubleOrThrow(nhat_F_);
  const math::RotationMatrix<double>& R_FB = box_orientation_in_plane;
  double reach = 0.0;
  for (int i = 0; i < 3; ++i) {
    reach += std::abs(R_FB.col(i).dot(nhat_F)) * half_width(i);
  }
  const double height =
      nhat_F.dot(box_center_in_plane) - ExtractDoubleOrThrow(displacement_);
  return std::abs(height) <= reach;
}

}  // namespace geometry
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::Plane)
