#pragma once

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/multibody/tree/force_element.h"
#include "drake/multibody/tree/prismatic_joint.h"

namespace drake {
namespace multibody {

/// A linear spring acting on a PrismaticJoint: with x the joint translation,
/// x₀ the nominal position and k the stiffness it applies the joint force
/// f = −k(x − x₀) (N) along the joint axis. It stores the energy
/// V = ½k(x − x₀)² (J); its conservative power is −k(x − x₀)·ẋ (W) and it
/// dissipates nothing.
template <typename T>
class PrismaticSpring final : public ForceElement<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(PrismaticSpring);

  /// A spring on `joint` with nominal position x₀ (m) and stiffness k >= 0
  /// (N/m). The element belongs to the joint's model instance.
  /// @throws std::logic_error if stiffness < 0 (or NaN).
  PrismaticSpring(const PrismaticJoint<T>& joint, double nominal_position,
                  double stiffness);
  /// As above, by joint index, in `model_instance`; the joint is looked up
  /// when the element is used (it must be a PrismaticJoint).
  PrismaticSpring(ModelInstanceIndex model_instance, JointIndex joint_index,
                  double nominal_position, double stiffness);
  ~PrismaticSpring() override;

  /// The joint this spring acts on.
  /// @throws std::logic_error if that joint is not a PrismaticJoint.
  const PrismaticJoint<T>& joint() const;
  /// x₀, m.
  double nominal_position() const { return nominal_position_; }
  /// k, N/m.
  double stiffness() const { return stiffness_; }

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
  // x and ẋ from the context's state.
  T GetTranslation(const systems::Context<T>& context) const;
  T GetTranslationRate(const systems::Context<T>& context) const;

  JointIndex joint_index_;
  double nominal_position_;
  double stiffness_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::PrismaticSpring)
