#include "drake/multibody/tree/prismatic_joint.h"

#include <string>

#include "drake/common/never_destroyed.h"
#include "drake/multibody/tree/joint_helpers.h"

namespace drake {
namespace multibody {

using internal::AxisParameters;
using internal::MobilizerKind;
using internal::Repeat;

template <typename T>
const std::string& PrismaticJoint<T>::type_name() const {
  static const never_destroyed<std::string> name(kTypeName);
  return name.access();
}

template <typename T>
PrismaticJoint<T>::~PrismaticJoint() = default;

template <typename T>
PrismaticJoint<T>::PrismaticJoint(const std::string& name,
                                  const Frame<T>& frame_on_parent,
                                  const Frame<T>& frame_on_child,
                                  const Vector3<double>& axis,
                                  double pos_lower_limit,
                                  double pos_upper_limit, double damping)
    : Joint<T>(name, frame_on_parent, frame_on_child, MobilizerKind::kPrismatic,
               AxisParameters("Prismatic", name, axis), Repeat(damping, 1)) {
  this->set_position_limits(Repeat(pos_lower_limit, 1),
                            Repeat(pos_upper_limit, 1));
}

template <typename T>
const PrismaticJoint<T>& PrismaticJoint<T>::set_translation(
    systems::Context<T>* context, const T& translation) const {
  this->get_mutable_positions(context)[0] = translation;
  return *this;
}

template <typename T>
const PrismaticJoint<T>& PrismaticJoint<T>::set_translation_rate(
    systems::Context<T>* context, const T& rate) const {
  this->get_mutable_velocities(context)[0] = rate;
  return *this;
}

template <typename T>
void PrismaticJoint<T>::set_default_translation(double translation) {
  this->set_default_positions(Repeat(translation, 1));
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::PrismaticJoint)
