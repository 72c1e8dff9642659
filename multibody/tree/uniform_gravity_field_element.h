#pragma once

#include <memory>
#include <set>

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/tree/force_element.h"

namespace drake {
namespace multibody {

/// The uniform gravity field g_W acting on every body's center of mass.
/// Every plant has exactly one; it can be disabled per model instance.
template <typename T>
class UniformGravityFieldElement final : public ForceElement<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(UniformGravityFieldElement);
  /// Standard gravity, m/s².
  static constexpr double kDefaultStrength = 9.81;

  /// g_W = (0, 0, −9.81) m/s².
  UniformGravityFieldElement();
  /// g_W as given, m/s².
  explicit UniformGravityFieldElement(const Vector3<double>& g_W);
  ~UniformGravityFieldElement() override;

  /// g_W, m/s².
  const Vector3<double>& gravity_vector() const { return g_W_; }
  /// Sets g_W (before Finalize in Drake; here at any time before contexts
  /// are created).
  void set_gravity_vector(const Vector3<double>& g_W) { g_W_ = g_W; }
  /// Whether gravity acts on the bodies of `model_instance` (default true).
  bool is_enabled(ModelInstanceIndex model_instance) const {
    return disabled_.count(model_instance) == 0;
  }
  /// Enables or disables gravity for `model_instance` (before Finalize).
  void set_enabled(ModelInstanceIndex model_instance, bool is_enabled);

  /// τ_g(q), the generalized forces due to gravity (M v̇ + C v = τ_g + ...).
  VectorX<T> CalcGravityGeneralizedForces(
      const systems::Context<T>& context) const;

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
  std::unique_ptr<ForceElement<double>> DoCloneToScalar(
      const internal::MultibodyTree<double>& tree) const override;
  std::unique_ptr<ForceElement<AutoDiffXd>> DoCloneToScalar(
      const internal::MultibodyTree<AutoDiffXd>& tree) const override;
  std::unique_ptr<ForceElement<symbolic::Expression>> DoCloneToScalar(
      const internal::MultibodyTree<symbolic::Expression>& tree) const override;
  void DoCalcAndAddForceContribution(
      const systems::Context<T>& context,
      const internal::PositionKinematicsCache<T>& pc,
      const internal::VelocityKinematicsCache<T>& vc,
      MultibodyForces<T>* forces) const override;

 private:
  // Adds each enabled body's weight, at its Bo, to `forces` (q only).
  void AddWeights(const systems::Context<T>& context,
                  const internal::PositionKinematicsCache<T>& pc,
                  MultibodyForces<T>* forces) const;

  Vector3<double> g_W_;
  std::set<ModelInstanceIndex> disabled_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::UniformGravityFieldElement)
