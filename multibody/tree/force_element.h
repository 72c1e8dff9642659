#pragma once

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/multibody/tree/multibody_element.h"
#include "drake/multibody/tree/multibody_forces.h"
#include "drake/systems/framework/context.h"

namespace drake {
namespace multibody {

namespace internal {
template <typename T>
class PositionKinematicsCache;
template <typename T>
class VelocityKinematicsCache;
}  // namespace internal

/// A force law that depends only on time and state (springs, dampers,
/// gravity): it adds spatial and generalized forces to a MultibodyForces,
/// and reports its potential energy and power.
template <typename T>
class ForceElement : public MultibodyElement<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ForceElement);
  ~ForceElement() override;

  ForceElementIndex index() const {
    return this->template index_impl<ForceElementIndex>();
  }

  /// Adds this element's forces to `forces`.
  void CalcAndAddForceContribution(
      const systems::Context<T>& context,
      const internal::PositionKinematicsCache<T>& pc,
      const internal::VelocityKinematicsCache<T>& vc,
      MultibodyForces<T>* forces) const {
    DoCalcAndAddForceContribution(context, pc, vc, forces);
  }
  /// Potential energy stored by this element, J.
  virtual T CalcPotentialEnergy(
      const systems::Context<T>& context,
      const internal::PositionKinematicsCache<T>& pc) const = 0;
  /// Conservative power (= −dV/dt), W.
  virtual T CalcConservativePower(
      const systems::Context<T>& context,
      const internal::PositionKinematicsCache<T>& pc,
      const internal::VelocityKinematicsCache<T>& vc) const = 0;
  /// Non-conservative power (e.g. dissipation, <= 0), W.
  virtual T CalcNonConservativePower(
      const systems::Context<T>& context,
      const internal::PositionKinematicsCache<T>& pc,
      const internal::VelocityKinematicsCache<T>& vc) const = 0;

 private:
  template <typename U>
  friend class internal::MultibodyTree;

 protected:
  explicit ForceElement(ModelInstanceIndex model_instance)
      : MultibodyElement<T>(model_instance) {}
  /// Clones this element for a tree of another scalar; bodies and frames
  /// are looked up in `tree` by index.
  virtual std::unique_ptr<ForceElement<double>> DoCloneToScalar(
      const internal::MultibodyTree<double>& tree) const = 0;
  virtual std::unique_ptr<ForceElement<AutoDiffXd>> DoCloneToScalar(
      const internal::MultibodyTree<AutoDiffXd>& tree) const = 0;
  virtual std::unique_ptr<ForceElement<symbolic::Expression>> DoCloneToScalar(
      const internal::MultibodyTree<symbolic::Expression>& tree) const = 0;

  virtual void DoCalcAndAddForceContribution(
      const systems::Context<T>& context,
      const internal::PositionKinematicsCache<T>& pc,
      const internal::VelocityKinematicsCache<T>& vc,
      MultibodyForces<T>* forces) const = 0;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::ForceElement)
