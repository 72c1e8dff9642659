#pragma once

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/multibody/tree/force_element.h"
#include "drake/multibody/tree/revolute_joint.h"

namespace drake {
namespace multibody {

/// A linear torsional spring acting on a RevoluteJoint: with θ the joint
/// angle, θ₀ the nominal angle and k the stiffness it applies the joint
/// torque τ = −k(θ − θ₀) (N·m) about the joint axis. It stores the energy
/// V = ½k(θ − θ₀)² (J); its conservative power is −k(θ − θ₀)·θ̇ (W) and it
/// dissipates nothing.
///
/// Unlike Drake, θ₀ and k are not Context parameters here: they are the
/// values given at construction (GetNominalAngle()/GetStiffness() return
/// them for any context).
template <typename T>
class RevoluteSpring final : public ForceElement<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RevoluteSpring);

  /// A spring on `joint` with nominal angle θ₀ (rad) and stiffness k >= 0
  /// (N·m/rad). The element belongs to the joint's model instance.
  /// @throws std::logic_error if stiffness < 0 (or NaN).
  RevoluteSpring(const RevoluteJoint<T>& joint, double nominal_angle,
                 double stiffness);
  /// As above, by joint index, in `model_instance`; the joint is looked up
  /// when the element is used (it must be a RevoluteJoint).
  RevoluteSpring(ModelInstanceIndex model_instance, JointIndex joint_index,
                 double nominal_angle, double stiffness);
  ~RevoluteSpring() override;

  /// The joint this spring acts on.
  /// @throws std::logic_error if that joint is not a RevoluteJoint.
  const RevoluteJoint<T>& joint() const;
  /// θ₀, rad.
  double default_nominal_angle() const { return nominal_angle_; }
  /// k, N·m/rad.
  double default_stiffness() const { return stiffness_; }
  /// Drake's older names for default_nominal_angle()/default_stiffness().
  double nominal_angle() const { return nominal_angle_; }
  double stiffness() const { return stiffness_; }
  /// θ₀ in `context` (always the default here), rad.
  T GetNominalAngle(const systems::Context<T>&) const {
    return T(nominal_angle_);
  }
  /// k in `context` (always the default here), N·m/rad.
  T GetStiffness(const systems::Context<T>&) const { return T(stiffness_); }

  T CalcPotentialEnergy(
      const systems::Context<T>& context,
      const internal::PositionKinematicsCache<T>& pc) const override;
  T CalcConservativePower(
      const systems::Context<T>& context,
      const internal::PositionKinematicsCache<T>& pc,
      const internal::VelocityKinematicsCache<T>& vc) const override;
  T CalcNonConservativePower(
      const systems::Context<T>& context,
      const internal::PositionKinematicsCache<T>& pc,
      const internal::VelocityKinematicsCache<T>& vc) const override;

 protected:
  void DoCalcAndAddForceContribution(
      const systems::Context<T>& context,
      const internal::PositionKinematicsCache<T>& pc,
      const internal::VelocityKinematicsCache<T>& vc,
      MultibodyForces<T>* forces) const override;
  std::unique_ptr<ForceElement<double>> DoCloneToScalar(
      const internal::MultibodyTree<double>& tree) const override;
  std::unique_ptr<ForceElement<AutoDiffXd>> DoCloneToScalar(
      const internal::MultibodyTree<AutoDiffXd>& tree) const override;
  std::unique_ptr<ForceElement<symbolic::Expression>> DoCloneToScalar(
      const internal::MultibodyTree<symbolic::Expression>& tree) const override;

 private:
  template <typename U>
  std::unique_ptr<ForceElement<U>> CloneTo(
      const internal::MultibodyTree<U>& tree) const;
  // θ and θ̇ from the context's state.
  T GetAngle(const systems::Context<T>& context) const;
  T GetAngularRate(const systems::Context<T>& context) const;

  JointIndex joint_index_;
  double nominal_angle_;
  double stiffness_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RevoluteSpring)
