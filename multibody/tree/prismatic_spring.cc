#include "drake/multibody/tree/prismatic_spring.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {

template <typename T>
PrismaticSpring<T>::PrismaticSpring(const PrismaticJoint<T>& joint,
                                    double nominal_position, double stiffness)
    : PrismaticSpring(joint.model_instance(), joint.index(), nominal_position,
                      stiffness) {}

template <typename T>
PrismaticSpring<T>::PrismaticSpring(ModelInstanceIndex model_instance,
                                    JointIndex joint_index,
                                    double nominal_position, double stiffness)
    : ForceElement<T>(model_instance),
      joint_index_(joint_index),
      nominal_position_(nominal_position),
      stiffness_(stiffness) {
  if (!(stiffness >= 0)) {
    throw std::logic_error(fmt::format(
        "PrismaticSpring(): stiffness must be non-negative; got {}.",
        stiffness));
  }
}

template <typename T>
PrismaticSpring<T>::~PrismaticSpring() = default;

template <typename T>
const PrismaticJoint<T>& PrismaticSpring<T>::joint() const {
  const Joint<T>& joint = this->get_parent_tree().get_joint(joint_index_);
  const auto* prismatic = dynamic_cast<const PrismaticJoint<T>*>(&joint);
  if (prismatic == nullptr) {
    throw std::logic_error(fmt::format(
        "PrismaticSpring: joint '{}' is a {} joint; a PrismaticSpring needs a "
        "prismatic joint.",
        joint.name(), joint.type_name()));
  }
  return *prismatic;
}

template <typename T>
T PrismaticSpring<T>::GetTranslation(const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  return tree.get_positions(context)[joint().position_start()];
}

template <typename T>
T PrismaticSpring<T>::GetTranslationRate(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  return tree.get_velocities(context)[joint().velocity_start()];
}

template <typename T>
void PrismaticSpring<T>::DoCalcAndAddForceContribution(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>&,
    const internal::VelocityKinematicsCache<T>&,
    MultibodyForces<T>* forces) const {
  const T force = -stiffness_ * (GetTranslation(context) - nominal_position_);
  joint().AddInForce(context, force, forces);
}

template <typename T>
T PrismaticSpring<T>::CalcPotentialEnergy(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>&) const {
  const T delta = GetTranslation(context) - nominal_position_;
  return 0.5 * stiffness_ * delta * delta;
}

template <typename T>
T PrismaticSpring<T>::CalcConservativePower(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>&,
    const internal::VelocityKinematicsCache<T>&) const {
  // −dV/dt = −k(x − x₀)ẋ.
  return -stiffness_ * (GetTranslation(context) - nominal_position_) *
         GetTranslationRate(context);
}

template <typename T>
T PrismaticSpring<T>::CalcNonConservativePower(
    const systems::Context<T>&, const internal::PositionKinematicsCache<T>&,
    const internal::VelocityKinematicsCache<T>&) const {
  return T(0);
}

template <typename T>
template <typename U>
std::unique_ptr<ForceElement<U>> PrismaticSpring<T>::CloneTo(
    const internal::MultibodyTree<U>&) const {
  // the joint is found by index in the clone's tree when first used.
  return std::make_unique<PrismaticSpring<U>>(
      this->model_instance(), joint_index_, nominal_position_, stiffness_);
}

template <typename T>
std::unique_ptr<ForceElement<double>> PrismaticSpring<T>::DoCloneToScalar(
    const internal::MultibodyTree<double>& tree) const {
  return CloneTo(tree);
}

template <typename T>
std::unique_ptr<ForceElement<AutoDiffXd>> PrismaticSpring<T>::DoCloneToScalar(
    const internal::MultibodyTree<AutoDiffXd>& tree) const {
  return CloneTo(tree);
}

template <typename T>
std::unique_ptr<ForceElement<symbolic::Expression>>
PrismaticSpring<T>::DoCloneToScalar(
    const internal::MultibodyTree<symbolic::Expression>& tree) const {
  return CloneTo(tree);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::PrismaticSpring)
