#include "drake/multibody/tree/quaternion_floating_joint.h"

#include <string>

#include "drake/common/never_destroyed.h"
#include "drake/multibody/tree/joint_helpers.h"

namespace drake {
namespace multibody {

using internal::CheckUnitQuaternion;
using internal::FloatingDamping;
using internal::MobilizerKind;
using internal::MobilizerParameters;
using internal::QuaternionFromPositions;
using internal::StoreQuaternionInPositions;
using internal::UniformQuaternionDistribution;

template <typename T>
const std::string& QuaternionFloatingJoint<T>::type_name() const {
  static const never_destroyed<std::string> name(kTypeName);
  return name.access();
}

template <typename T>
QuaternionFloatingJoint<T>::~QuaternionFloatingJoint() = default;

template <typename T>
QuaternionFloatingJoint<T>::QuaternionFloatingJoint(
    const std::string& name, const Frame<T>& frame_on_parent,
    const Frame<T>& frame_on_child, double angular_damping,
    double translational_damping)
    : Joint<T>(name, frame_on_parent, frame_on_child,
               MobilizerKind::kQuaternionFloating, MobilizerParameters{},
               FloatingDamping(name, angular_damping, translational_damping)) {}

template <typename T>
Eigen::Quaternion<T> QuaternionFloatingJoint<T>::get_quaternion(
    const systems::Context<T>& context) const {
  return QuaternionFromPositions<T>(this->GetPositions(context));
}

template <typename T>
Vector3<T> QuaternionFloatingJoint<T>::get_translation(
    const systems::Context<T>& context) const {
  return this->GetPositions(context).template tail<3>();
}

template <typename T>
math::RigidTransform<T> QuaternionFloatingJoint<T>::get_pose(
    const systems::Context<T>& context) const {
  return Joint<T>::GetPose(context);
}

template <typename T>
Vector3<T> QuaternionFloatingJoint<T>::get_angular_velocity(
    const systems::Context<T>& context) const {
  return this->GetVelocities(context).template head<3>();
}

template <typename T>
Vector3<T> QuaternionFloatingJoint<T>::get_translational_velocity(
    const systems::Context<T>& context) const {
  return this->GetVelocities(context).template tail<3>();
}

template <typename T>
const QuaternionFloatingJoint<T>& QuaternionFloatingJoint<T>::set_quaternion(
    systems::Context<T>* context, const Eigen::Quaternion<T>& q_FM) const {
  CheckUnitQuaternion(this->name(), "QuaternionFloatingJoint::set_quaternion",
                      q_FM);
  auto q = this->get_mutable_positions(context);
  StoreQuaternionInPositions(q_FM, &q);
  return *this;
}

template <typename T>
const QuaternionFloatingJoint<T>&
QuaternionFloatingJoint<T>::SetFromRotationMatrix(
    systems::Context<T>* context, const math::RotationMatrix<T>& R_FM) const {
  return set_quaternion(context, R_FM.ToQuaternion());
}

template <typename T>
const QuaternionFloatingJoint<T>& QuaternionFloatingJoint<T>::set_translation(
    systems::Context<T>* context, const Vector3<T>& p_FM) const {
  this->get_mutable_positions(context).template tail<3>() = p_FM;
  return *this;
}

template <typename T>
const QuaternionFloatingJoint<T>& QuaternionFloatingJoint<T>::set_pose(
    systems::Context<T>* context, const math::RigidTransform<T>& X_FM) const {
  SetFromRotationMatrix(context, X_FM.rotation());
  return set_translation(context, X_FM.translation());
}

template <typename T>
const QuaternionFloatingJoint<T>&
QuaternionFloatingJoint<T>::set_angular_velocity(systems::Context<T>* context,
                                                 const Vector3<T>& w_FM) const {
  this->get_mutable_velocities(context).template head<3>() = w_FM;
  return *this;
}

template <typename T>
const QuaternionFloatingJoint<T>&
QuaternionFloatingJoint<T>::set_translational_velocity(
    systems::Context<T>* context, const Vector3<T>& v_FM) const {
  this->get_mutable_velocities(context).template tail<3>() = v_FM;
  return *this;
}

template <typename T>
Eigen::Quaternion<double> QuaternionFloatingJoint<T>::get_default_quaternion()
    const {
  return QuaternionFromPositions<double>(this->default_positions());
}

template <typename T>
void QuaternionFloatingJoint<T>::set_default_quaternion(
    const Eigen::Quaternion<double>& q_FM) {
  CheckUnitQuaternion(this->name(),
                      "QuaternionFloatingJoint::set_default_quaternion", q_FM);
  VectorX<double> q = this->default_positions();
  StoreQuaternionInPositions(q_FM, &q);
  this->set_default_positions(q);
}

template <typename T>
void QuaternionFloatingJoint<
    T>::set_random_quaternion_distribution_to_uniform() {
  set_random_quaternion_distribution(
      UniformQuaternionDistribution(this->name()));
}

template <typename T>
void QuaternionFloatingJoint<T>::set_default_translation(
    const Vector3<double>& translation) {
  VectorX<double> q = this->default_positions();
  q.template tail<3>() = translation;
  this->set_default_positions(q);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::QuaternionFloatingJoint)
