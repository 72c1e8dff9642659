#include "drake/multibody/tree/screw_joint.h"

#include <numbers>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/common/never_destroyed.h"
#include "drake/multibody/tree/joint_helpers.h"

namespace drake {
namespace multibody {

using internal::AxisParameters;
using internal::MobilizerKind;
using internal::Repeat;

template <typename T>
const std::string& ScrewJoint<T>::type_name() const {
  static const never_destroyed<std::string> name(kTypeName);
  return name.access();
}

template <typename T>
ScrewJoint<T>::~ScrewJoint() = default;

template <typename T>
ScrewJoint<T>::ScrewJoint(const std::string& name,
                          const Frame<T>& frame_on_parent,
                          const Frame<T>& frame_on_child, double screw_pitch,
                          double damping)
    : ScrewJoint(name, frame_on_parent, frame_on_child,
                 Vector3<double>::UnitZ(), screw_pitch, damping) {}

template <typename T>
ScrewJoint<T>::ScrewJoint(const std::string& name,
                          const Frame<T>& frame_on_parent,
                          const Frame<T>& frame_on_child,
                          const Vector3<double>& axis, double screw_pitch,
                          double damping)
    : Joint<T>(name, frame_on_parent, frame_on_child, MobilizerKind::kScrew,
               AxisParameters("Screw", name, axis, screw_pitch),
               Repeat(damping, 1)) {}

template <typename T>
T ScrewJoint<T>::get_translation(const systems::Context<T>& context) const {
  return screw_pitch() * get_rotation(context) / (2 * std::numbers::pi);
}

template <typename T>
const ScrewJoint<T>& ScrewJoint<T>::set_translation(
    systems::Context<T>* context, const T& translation) const {
  if (screw_pitch() == 0) {
    throw std::logic_error(fmt::format(
        "ScrewJoint::set_translation(): joint '{}' has zero pitch; its "
        "translation is always zero.",
        this->name()));
  }
  return set_rotation(context,
                      translation * (2 * std::numbers::pi) / screw_pitch());
}

template <typename T>
const ScrewJoint<T>& ScrewJoint<T>::set_rotation(systems::Context<T>* context,
                                                 const T& theta) const {
  this->get_mutable_positions(context)[0] = theta;
  return *this;
}

template <typename T>
const ScrewJoint<T>& ScrewJoint<T>::set_angular_velocity(
    systems::Context<T>* context, const T& theta_dot) const {
  this->get_mutable_velocities(context)[0] = theta_dot;
  return *this;
}

template <typename T>
T ScrewJoint<T>::get_translational_velocity(
    const systems::Context<T>& context) const {
  return screw_pitch() * get_angular_velocity(context) / (2 * std::numbers::pi);
}

template <typename T>
const ScrewJoint<T>& ScrewJoint<T>::set_translational_velocity(
    systems::Context<T>* context, const T& vz) const {
  if (screw_pitch() == 0) {
    throw std::logic_error(fmt::format(
        "ScrewJoint::set_translational_velocity(): joint '{}' has zero pitch.",
        this->name()));
  }
  return set_angular_velocity(context,
                              vz * (2 * std::numbers::pi) / screw_pitch());
}

template <typename T>
void ScrewJoint<T>::set_default_rotation(double theta) {
  this->set_default_positions(Repeat(theta, 1));
}

template <typename T>
double ScrewJoint<T>::get_default_translation() const {
  return screw_pitch() * get_default_rotation() / (2 * std::numbers::pi);
}

template <typename T>
void ScrewJoint<T>::set_default_translation(double z) {
  if (screw_pitch() == 0) {
    throw std::logic_error(fmt::format(
        "ScrewJoint::set_default_translation(): joint '{}' has zero pitch.",
        this->name()));
  }
  set_default_rotation(z * (2 * std::numbers::pi) / screw_pitch());
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::ScrewJoint)
