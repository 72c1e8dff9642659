#include "drake/multibody/tree/revolute_spring.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {

template <typename T>
RevoluteSpring<T>::RevoluteSpring(const RevoluteJoint<T>& joint,
                                  double nominal_angle, double stiffness)
    : RevoluteSpring(joint.model_instance(), joint.index(), nominal_angle,
                     stiffness) {}

template <typename T>
RevoluteSpring<T>::RevoluteSpring(ModelInstanceIndex model_instance,
                                  JointIndex joint_index, double nominal_angle,
                                  double stiffness)
    : ForceElement<T>(model_instance),
      joint_index_(joint_index),
      nominal_angle_(nominal_angle),
      stiffness_(stiffness) {
  if (!(stiffness >= 0)) {
    throw std::logic_error(
        fmt::format("RevoluteSpring(): stiffness must be non-negative; got {}.",
                    stiffness));
  }
}

template <typename T>
RevoluteSpring<T>::~RevoluteSpring() = default;

template <typename T>
const RevoluteJoint<T>& RevoluteSpring<T>::joint() const {
  const Joint<T>& joint = this->get_parent_tree().get_joint(joint_index_);
  const auto* revolute = dynamic_cast<const RevoluteJoint<T>*>(&joint);
  if (revolute == nullptr) {
    throw std::logic_error(fmt::format(
        "RevoluteSpring: joint '{}' is a {} joint; a RevoluteSpring needs a "
        "revolute joint.",
        joint.name(), joint.type_name()));
  }
  return *revolute;
}

template <typename T>
T RevoluteSpring<T>::GetAngle(const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  return tree.get_positions(context)[joint().position_start()];
}

template <typename T>
T RevoluteSpring<T>::GetAngularRate(const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  return tree.get_velocities(context)[joint().velocity_start()];
}

template <typename T>
void RevoluteSpring<T>::DoCalcAndAddForceContribution(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>&,
    const internal::VelocityKinematicsCache<T>&,
    MultibodyForces<T>* forces) const {
  const T torque = -stiffness_ * (GetAngle(context) - nominal_angle_);
  joint().AddInTorque(context, torque, forces);
}

template <typename T>
T RevoluteSpring<T>::CalcPotentialEnergy(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>&) const {
  const T delta = GetAngle(context) - nominal_angle_;
  return 0.5 * stiffness_ * delta * delta;
}

template <typename T>
T RevoluteSpring<T>::CalcConservativePower(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>&,
    const internal::VelocityKinematicsCache<T>&) const {
  // −dV/dt = −k(θ − θ₀)θ̇.
  return -stiffness_ * (GetAngle(context) - nominal_angle_) *
         GetAngularRate(context);
}

template <typename T>
T RevoluteSpring<T>::CalcNonConservativePower(
    const systems::Context<T>&, const internal::PositionKinematicsCache<T>&,
    const internal::VelocityKinematicsCache<T>&) const {
  return T(0);
}

template <typename T>
template <typename U>
std::unique_ptr<ForceElement<U>> RevoluteSpring<T>::CloneTo(
    const internal::MultibodyTree<U>&) const {
  // the joint is found by index in the clone's tree when first used.
  return std::make_unique<RevoluteSpring<U>>(
      this->model_instance(), joint_index_, nominal_angle_, stiffness_);
}

template <typename T>
std::unique_ptr<ForceElement<double>> RevoluteSpring<T>::DoCloneToScalar(
    const internal::MultibodyTree<double>& tree) const {
  return CloneTo(tree);
}

template <typename T>
std::unique_ptr<ForceElement<AutoDiffXd>> RevoluteSpring<T>::DoCloneToScalar(
    const internal::MultibodyTree<AutoDiffXd>& tree) const {
  return CloneTo(tree);
}

template <typename T>
std::unique_ptr<ForceElement<symbolic::Expression>>
RevoluteSpring<T>::DoCloneToScalar(
    const internal::MultibodyTree<symbolic::Expression>& tree) const {
  return CloneTo(tree);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RevoluteSpring)
