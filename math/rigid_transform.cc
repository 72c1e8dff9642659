#include "drake/math/rigid_transform.h"

#include <fmt/format.h>

namespace drake {
namespace math {

template <typename T>
boolean<T> RigidTransform<T>::IsIdentityToEpsilon(
    double translation_tolerance) const {
  return R_AB_.IsIdentityToInternalTolerance() &&
         p_AoBo_A_.template lpNorm<Eigen::Infinity>() <= translation_tolerance;
}

template <typename T>
boolean<T> RigidTransform<T>::IsNearlyEqualTo(const RigidTransform<T>& other,
                                              double tolerance) const {
  return GetMaximumAbsoluteDifference(other) <= tolerance;
}

template <typename T>
T RigidTransform<T>::GetMaximumAbsoluteDifference(
    const RigidTransform<T>& other) const {
  const T rotation_difference = R_AB_.GetMaximumAbsoluteDifference(other.R_AB_);
  const T translation_difference =
      GetMaximumAbsoluteTranslationDifference(other);
  return translation_difference > rotation_difference ? translation_difference
                                                      : rotation_difference;
}

template <typename T>
T RigidTransform<T>::GetMaximumAbsoluteTranslationDifference(
    const RigidTransform<T>& other) const {
  return (p_AoBo_A_ - other.p_AoBo_A_).template lpNorm<Eigen::Infinity>();
}

template <typename T>
void RigidTransform<T>::ThrowNotSpecialized(const char* expected) const {
  throw std::logic_error(fmt::format(
      "RigidTransform: a specialized-transform function was given X = {}, "
      "which is not {}.",
      *this, expected));
}

template <typename T>
std::ostream& operator<<(std::ostream& out, const RigidTransform<T>& X) {
  const Eigen::Vector3d p = ExtractDoubleOrThrow(X.translation());
  return out << fmt::format("{} xyz = {} {} {}", RollPitchYaw<T>(X.rotation()),
                            p.x() + 0.0, p.y() + 0.0, p.z() + 0.0);
}

template std::ostream& operator<<(std::ostream&, const RigidTransform<double>&);
template std::ostream& operator<<(std::ostream&,
                                  const RigidTransform<AutoDiffXd>&);
template std::ostream& operator<<(std::ostream&,
                                  const RigidTransform<symbolic::Expression>&);

}  // namespace math
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::math::RigidTransform)
