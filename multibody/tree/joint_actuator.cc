#include "drake/multibody/tree/joint_actuator.h"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {

template <typename T>
JointActuator<T>::JointActuator(const std::string& name, const Joint<T>& joint,
                                double effort_limit)
    : MultibodyElement<T>(joint.model_instance()),
      name_(name),
      joint_(&joint),
      effort_limit_(effort_limit) {
  set_effort_limit(effort_limit);
}

template <typename T>
void JointActuator<T>::set_effort_limit(double effort_limit) {
  if (!(effort_limit > 0)) {
    throw std::logic_error(fmt::format(
        "JointActuator '{}': the effort limit must be positive; got {}.", name_,
        effort_limit));
  }
  effort_limit_ = effort_limit;
}

template <typename T>
JointActuator<T>::~JointActuator() = default;

template <typename T>
int JointActuator<T>::input_start() const {
  return this->get_parent_tree().actuator_input_start(index());
}

template <typename T>
Eigen::Ref<const VectorX<T>> JointActuator<T>::get_actuation_vector(
    const VectorX<T>& u) const {
  const auto& tree = this->get_parent_tree();
  if (u.size() != tree.num_actuated_dofs()) {
    throw std::logic_error(fmt::format(
        "JointActuator::get_actuation_vector(): actuator '{}' expects u of "
        "size {} (num_actuated_dofs()); got {}.",
        name_, tree.num_actuated_dofs(), u.size()));
  }
  return u.segment(input_start(), num_inputs());
}

template <typename T>
void JointActuator<T>::set_actuation_vector(
    const Eigen::Ref<const VectorX<T>>& u_actuator,
    EigenPtr<VectorX<T>> u) const {
  DRAKE_THROW_UNLESS(u != nullptr);
  const auto& tree = this->get_parent_tree();
  if (u->size() != tree.num_actuated_dofs() ||
      u_actuator.size() != num_inputs()) {
    throw std::logic_error(fmt::format(
        "JointActuator::set_actuation_vector(): actuator '{}' expects u of "
        "size {} and an actuator value of size {}; got {} and {}.",
        name_, tree.num_actuated_dofs(), num_inputs(), u->size(),
        u_actuator.size()));
  }
  u->segment(input_start(), num_inputs()) = u_actuator;
}

template <typename T>
void JointActuator<T>::AddInOneForce(const systems::Context<T>& context,
                                     int joint_dof, const T& joint_tau,
                                     MultibodyForces<T>* forces) const {
  joint_->AddInOneForce(context, joint_dof, joint_tau, forces);
}

template <typename T>
void JointActuator<T>::set_default_rotor_inertia(double rotor_inertia) {
  if (this->has_parent_tree()) {
    this->get_parent_tree().ThrowIfFinalized(
        "JointActuator::set_default_rotor_inertia");
  }
  if (!(rotor_inertia >= 0)) {
    throw std::logic_error(fmt::format(
        "JointActuator '{}': the rotor inertia must be non-negative; got {}.",
        name_, rotor_inertia));
  }
  rotor_inertia_ = rotor_inertia;
}

template <typename T>
void JointActuator<T>::set_default_gear_ratio(double gear_ratio) {
  if (this->has_parent_tree()) {
    this->get_parent_tree().ThrowIfFinalized(
        "JointActuator::set_default_gear_ratio");
  }
  gear_ratio_ = gear_ratio;
}

template <typename T>
const T& JointActuator<T>::rotor_inertia(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return context.get_numeric_parameter(tree.layout().rotor_parameter_index)
      .value()[2 * index()];
}

template <typename T>
const T& JointActuator<T>::gear_ratio(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return context.get_numeric_parameter(tree.layout().rotor_parameter_index)
      .value()[2 * index() + 1];
}

template <typename T>
void JointActuator<T>::SetRotorInertia(systems::Context<T>* context,
                                       const T& rotor_inertia) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(*context);
  if (!(rotor_inertia >= 0)) {
    throw std::logic_error(fmt::format(
        "JointActuator::SetRotorInertia(): the rotor inertia of actuator "
        "'{}' must be non-negative; got {}.",
        name_, ExtractDoubleOrThrow(rotor_inertia)));
  }
  context->get_mutable_numeric_parameter(tree.layout().rotor_parameter_index)
      .SetAtIndex(2 * index(), rotor_inertia);
}

template <typename T>
void JointActuator<T>::SetGearRatio(systems::Context<T>* context,
                                    const T& gear_ratio) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(*context);
  context->get_mutable_numeric_parameter(tree.layout().rotor_parameter_index)
      .SetAtIndex(2 * index() + 1, gear_ratio);
}

template <typename T>
T JointActuator<T>::calc_reflected_inertia(
    const systems::Context<T>& context) const {
  const T& rho = gear_ratio(context);
  return rho * rho * rotor_inertia(context);
}

template <typename T>
void JointActuator<T>::set_controller_gains(PdControllerGains gains) {
  if (!(gains.p >= 0) || !(gains.d >= 0)) {
    throw std::logic_error(fmt::format(
        "JointActuator '{}': PD gains must be non-negative; got p = {}, d = "
        "{}.",
        name_, gains.p, gains.d));
  }
  gains_ = gains;
}

template <typename T>
const PdControllerGains& JointActuator<T>::get_controller_gains() const {
  if (!gains_.has_value()) {
    throw std::logic_error(
        fmt::format("JointActuator '{}' has no PD controller gains.", name_));
  }
  return *gains_;
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::JointActuator)
