#include "drake/multibody/tree/door_hinge.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {

namespace {
// s(t, x) = tanh(x/t), a smooth step from −1 to 1 of width ~t.
template <typename T>
T SmoothStep(double t, const T& x) {
  using std::tanh;
  return tanh(x / t);
}
// d(t, x) = 2s(1 − s²) = −t²·∂²s/∂x²: a lump of area −t below x = 0 and one
// of area t above (∫d dx = −t(1 − s²)).
template <typename T>
T Doublet(double t, const T& x) {
  const T s = SmoothStep(t, x);
  return 2 * s * (1 - s * s);
}

void ThrowIfNegative(double value, const char* name) {
  if (!(value >= 0)) {
    throw std::logic_error(fmt::format(
        "DoorHinge(): DoorHingeConfig::{} must be non-negative; got {}.", name,
        value));
  }
}
}  // namespace

template <typename T>
DoorHinge<T>::DoorHinge(const RevoluteJoint<T>& joint,
                        const DoorHingeConfig& config)
    : DoorHinge(joint.model_instance(), joint.index(), config) {}

template <typename T>
DoorHinge<T>::DoorHinge(ModelInstanceIndex model_instance,
                        JointIndex joint_index, const DoorHingeConfig& config)
    : ForceElement<T>(model_instance),
      joint_index_(joint_index),
      config_(config) {
  ThrowIfNegative(config.spring_constant, "spring_constant");
  ThrowIfNegative(config.dynamic_friction_torque, "dynamic_friction_torque");
  ThrowIfNegative(config.static_friction_torque, "static_friction_torque");
  ThrowIfNegative(config.viscous_friction, "viscous_friction");
  ThrowIfNegative(config.catch_width, "catch_width");
  ThrowIfNegative(config.motion_threshold, "motion_threshold");
}

template <typename T>
DoorHinge<T>::~DoorHinge() = default;

template <typename T>
const RevoluteJoint<T>& DoorHinge<T>::joint() const {
  const Joint<T>& joint = this->get_parent_tree().get_joint(joint_index_);
  const auto* revolute = dynamic_cast<const RevoluteJoint<T>*>(&joint);
  if (revolute == nullptr) {
    throw std::logic_error(fmt::format(
        "DoorHinge: joint '{}' is a {} joint; a DoorHinge needs a revolute "
        "joint.",
        joint.name(), joint.type_name()));
  }
  return *revolute;
}

template <typename T>
T DoorHinge<T>::GetAngle(const systems::Context<T>& context) const {
  return this->get_parent_tree().get_positions(
      context)[joint().position_start()];
}

template <typename T>
T DoorHinge<T>::GetAngularRate(const systems::Context<T>& context) const {
  return this->get_parent_tree().get_velocities(
      context)[joint().velocity_start()];
}

template <typename T>
T DoorHinge<T>::CalcHingeFrictionalTorque(const T& angular_rate) const {
  T torque = -config_.viscous_friction * angular_rate;
  if (config_.motion_threshold > 0) {
    const double t = config_.motion_threshold;
    torque -= config_.dynamic_friction_torque * SmoothStep(t, angular_rate) +
              config_.static_friction_torque * Doublet(t, angular_rate);
  }
  return torque;
}

template <typename T>
T DoorHinge<T>::CalcHingeSpringTorque(const T& angle) const {
  T torque = -config_.spring_constant * (angle - config_.spring_zero_angle_rad);
  if (config_.catch_width > 0) {
    const double half_width = config_.catch_width / 2;
    torque += config_.catch_torque * Doublet(half_width, angle - half_width);
  }
  return torque;
}

template <typename T>
T DoorHinge<T>::CalcHingeTorque(const T& angle, const T& angular_rate) const {
  return CalcHingeSpringTorque(angle) + CalcHingeFrictionalTorque(angular_rate);
}

template <typename T>
T DoorHinge<T>::CalcHingeConservativePower(const T& angle,
                                           const T& angular_rate) const {
  return angular_rate * CalcHingeSpringTorque(angle);
}

template <typename T>
T DoorHinge<T>::CalcHingeNonConservativePower(const T& angular_rate) const {
  return angular_rate * CalcHingeFrictionalTorque(angular_rate);
}

template <typename T>
T DoorHinge<T>::CalcHingeStoredEnergy(const T& angle) const {
  // spring: −∫₀^q τ_ts = ½k_ts[(q − qs₀)² − (0 − qs₀)²].
  const T offset = angle - config_.spring_zero_angle_rad;
  const double offset0 = -config_.spring_zero_angle_rad;
  T energy =
      0.5 * config_.spring_constant * (offset * offset - offset0 * offset0);
  if (config_.catch_width > 0) {
    // catch: −∫₀^q k_c d(t, q − t) dq = k_c·t·[f(q) − f(0)], t = qc₀/2,
    // f = 1 − s², since ∫d dx = −t(1 − s²).
    const double half_width = config_.catch_width / 2;
    const T s = SmoothStep(half_width, angle - half_width);
    const double s0 = std::tanh(-1.0);
    energy += config_.catch_torque * half_width * ((1 - s * s) - (1 - s0 * s0));
  }
  return energy;
}

template <typename T>
void DoorHinge<T>::DoCalcAndAddForceContribution(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>&,
    const internal::VelocityKinematicsCache<T>&,
    MultibodyForces<T>* forces) const {
  const T torque = CalcHingeTorque(GetAngle(context), GetAngularRate(context));
  joint().AddInTorque(context, torque, forces);
}

template <typename T>
T DoorHinge<T>::CalcPotentialEnergy(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>&) const {
  return CalcHingeStoredEnergy(GetAngle(context));
}

template <typename T>
T DoorHinge<T>::CalcConservativePower(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>&,
    const internal::VelocityKinematicsCache<T>&) const {
  return CalcHingeConservativePower(GetAngle(context), GetAngularRate(context));
}

template <typename T>
T DoorHinge<T>::CalcNonConservativePower(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>&,
    const internal::VelocityKinematicsCache<T>&) const {
  return CalcHingeNonConservativePower(GetAngularRate(context));
}

template <typename T>
template <typename U>
std::unique_ptr<ForceElement<U>> DoorHinge<T>::CloneTo(
    const internal::MultibodyTree<U>&) const {
  // the private constructor: the joint is found by index when used.
  return std::unique_ptr<ForceElement<U>>(
      new DoorHinge<U>(this->model_instance(), joint_index_, config_));
}

template <typename T>
std::unique_ptr<ForceElement<double>> DoorHinge<T>::DoCloneToScalar(
    const internal::MultibodyTree<double>& tree) const {
  return CloneTo(tree);
}

template <typename T>
std::unique_ptr<ForceElement<AutoDiffXd>> DoorHinge<T>::DoCloneToScalar(
    const internal::MultibodyTree<AutoDiffXd>& tree) const {
  return CloneTo(tree);
}

template <typename T>
std::unique_ptr<ForceElement<symbolic::Expression>>
DoorHinge<T>::DoCloneToScalar(
    const internal::MultibodyTree<symbolic::Expression>& tree) const {
  return CloneTo(tree);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::DoorHinge)
