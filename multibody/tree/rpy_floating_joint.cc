#include "drake/multibody/tree/rpy_floating_joint.h"

#include <string>

#include "drake/common/never_destroyed.h"
#include "drake/multibody/tree/joint_helpers.h"

namespace drake {
namespace multibody {

using internal::FloatingDamping;
using internal::MobilizerKind;
using internal::MobilizerParameters;

template <typename T>
const std::string& RpyFloatingJoint<T>::type_name() const {
  static const never_destroyed<std::string> name(kTypeName);
  return name.access();
}

template <typename T>
RpyFloatingJoint<T>::~RpyFloatingJoint() = default;

template <typename T>
RpyFloatingJoint<T>::RpyFloatingJoint(const std::string& name,
                                      const Frame<T>& frame_on_parent,
                                      const Frame<T>& frame_on_child,
                                      double angular_damping,
                                      double translational_damping)
    : Joint<T>(name, frame_on_parent, frame_on_child,
               MobilizerKind::kRpyFloating, MobilizerParameters{},
               FloatingDamping(name, angular_damping, translational_damping)) {}

template <typename T>
const RpyFloatingJoint<T>& RpyFloatingJoint<T>::set_angles(
    systems::Context<T>* context, const Vector3<T>& angles) const {
  this->get_mutable_positions(context).template head<3>() = angles;
  return *this;
}

template <typename T>
const RpyFloatingJoint<T>& RpyFloatingJoint<T>::set_translation(
    systems::Context<T>* context, const Vector3<T>& p_FM) const {
  this->get_mutable_positions(context).template tail<3>() = p_FM;
  return *this;
}

template <typename T>
const RpyFloatingJoint<T>& RpyFloatingJoint<T>::set_angular_velocity(
    systems::Context<T>* context, const Vector3<T>& w_FM) const {
  this->get_mutable_velocities(context).template head<3>() = w_FM;
  return *this;
}

template <typename T>
const RpyFloatingJoint<T>& RpyFloatingJoint<T>::set_translational_velocity(
    systems::Context<T>* context, const Vector3<T>& v_FM) const {
  this->get_mutable_velocities(context).template tail<3>() = v_FM;
  return *this;
}

template <typename T>
void RpyFloatingJoint<T>::set_default_angles(const Vector3<double>& angles) {
  VectorX<double> q = this->default_positions();
  q.template head<3>() = angles;
  this->set_default_positions(q);
}

template <typename T>
void RpyFloatingJoint<T>::set_default_translation(
    const Vector3<double>& translation) {
  VectorX<double> q = this->default_positions();
  q.template tail<3>() = translation;
  this->set_default_positions(q);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RpyFloatingJoint)
