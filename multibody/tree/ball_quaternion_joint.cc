#include "drake/multibody/tree/ball_quaternion_joint.h"

#include <string>

#include "drake/common/never_destroyed.h"
#include "drake/multibody/tree/joint_helpers.h"

namespace drake {
namespace multibody {

using internal::CheckUnitQuaternion;
using internal::MobilizerKind;
using internal::MobilizerParameters;
using internal::QuaternionFromPositions;
using internal::Repeat;
using internal::StoreQuaternionInPositions;
using internal::UniformQuaternionDistribution;

template <typename T>
const std::string& BallQuaternionJoint<T>::type_name() const {
  static const never_destroyed<std::string> name(kTypeName);
  return name.access();
}

template <typename T>
BallQuaternionJoint<T>::~BallQuaternionJoint() = default;

template <typename T>
BallQuaternionJoint<T>::BallQuaternionJoint(const std::string& name,
                                            const Frame<T>& frame_on_parent,
                                            const Frame<T>& frame_on_child,
                                            double damping)
    : Joint<T>(name, frame_on_parent, frame_on_child,
               MobilizerKind::kBallQuaternion, MobilizerParameters{},
               Repeat(damping, 3)) {}

template <typename T>
Eigen::Quaternion<T> BallQuaternionJoint<T>::get_quaternion(
    const systems::Context<T>& context) const {
  return QuaternionFromPositions<T>(this->GetPositions(context));
}

template <typename T>
Vector3<T> BallQuaternionJoint<T>::get_angular_velocity(
    const systems::Context<T>& context) const {
  return this->GetVelocities(context);
}

template <typename T>
const BallQuaternionJoint<T>& BallQuaternionJoint<T>::set_quaternion(
    systems::Context<T>* context, const Eigen::Quaternion<T>& q_FM) const {
  CheckUnitQuaternion(this->name(), "BallQuaternionJoint::set_quaternion",
                      q_FM);
  auto q = this->get_mutable_positions(context);
  StoreQuaternionInPositions(q_FM, &q);
  return *this;
}

template <typename T>
const BallQuaternionJoint<T>& BallQuaternionJoint<T>::SetFromRotationMatrix(
    systems::Context<T>* context, const math::RotationMatrix<T>& R_FM) const {
  return set_quaternion(context, R_FM.ToQuaternion());
}

template <typename T>
const BallQuaternionJoint<T>& BallQuaternionJoint<T>::set_angular_velocity(
    systems::Context<T>* context, const Vector3<T>& w_FM) const {
  this->get_mutable_velocities(context) = w_FM;
  return *this;
}

template <typename T>
Eigen::Quaternion<double> BallQuaternionJoint<T>::get_default_quaternion()
    const {
  return QuaternionFromPositions<double>(this->default_positions());
}

template <typename T>
void BallQuaternionJoint<T>::set_default_quaternion(
    const Eigen::Quaternion<double>& q_FM) {
  CheckUnitQuaternion(this->name(),
                      "BallQuaternionJoint::set_default_quaternion", q_FM);
  Vector4<double> q;
  StoreQuaternionInPositions(q_FM, &q);
  this->set_default_positions(q);
}

template <typename T>
void BallQuaternionJoint<T>::set_random_quaternion_distribution_to_uniform() {
  set_random_quaternion_distribution(
      UniformQuaternionDistribution(this->name()));
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::BallQuaternionJoint)
