#pragma once

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/tree/force_element.h"
#include "drake/multibody/tree/rigid_body.h"

namespace drake {
namespace multibody {

/// A massless linear spring-damper between a point P fixed on body A and a
/// point Q fixed on body B. With ℓ = ‖p_PQ‖ the current length, ℓ₀ the free
/// length and ℓ̇ its rate, the tension is f = k(ℓ − ℓ₀) + c·ℓ̇ (N); it pulls
/// Q towards P (force −f·r̂_PQ on B at Q) and P towards Q (+f·r̂_PQ on A at P)
/// when positive.
///
/// Energy and power: V = ½k(ℓ − ℓ₀)² (J), conservative power −k(ℓ − ℓ₀)·ℓ̇
/// (= −dV/dt) and non-conservative power −c·ℓ̇² (W).
///
/// The direction r̂_PQ is undefined when P and Q coincide: evaluating the
/// element when ℓ < ε·ℓ₀ (ε the machine epsilon) throws std::runtime_error.
template <typename T>
class LinearSpringDamper final : public ForceElement<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LinearSpringDamper);

  /// A spring-damper between point P of `bodyA` (p_AP, position from Ao in
  /// A, m) and point Q of `bodyB` (p_BQ, m), with free length ℓ₀ > 0 (m),
  /// stiffness k >= 0 (N/m) and damping c >= 0 (N·s/m). The element belongs
  /// to bodyA's model instance.
  /// @throws std::logic_error if free_length <= 0, stiffness < 0 or
  ///   damping < 0 (the message names the parameter and its value).
  LinearSpringDamper(const RigidBody<T>& bodyA, const Vector3<double>& p_AP,
                     const RigidBody<T>& bodyB, const Vector3<double>& p_BQ,
                     double free_length, double stiffness, double damping);
  ~LinearSpringDamper() override;

  const RigidBody<T>& bodyA() const { return *bodyA_; }
  const RigidBody<T>& bodyB() const { return *bodyB_; }
  /// Position of P from Ao, expressed in A, m.
  const Vector3<double>& p_AP() const { return p_AP_; }
  /// Position of Q from Bo, expressed in B, m.
  const Vector3<double>& p_BQ() const { return p_BQ_; }
  /// ℓ₀, m.
  double free_length() const { return free_length_; }
  /// k, N/m.
  double stiffness() const { return stiffness_; }
  /// c, N·s/m.
  double damping() const { return damping_; }

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
  // The geometry of the element in a configuration: P and Q in world and
  // the unit vector from P to Q.
  struct Kinematics {
    Vector3<T> p_WP;
    Vector3<T> p_WQ;
    Vector3<T> p_AoP_W;
    Vector3<T> p_BoQ_W;
    Vector3<T> u_PQ_W;
    T length;
  };
  Kinematics CalcKinematics(
      const internal::PositionKinematicsCache<T>& pc) const;
  // ℓ̇ = r̂_PQ · (v_WQ − v_WP).
  T CalcLengthRate(const Kinematics& kin,
                   const internal::VelocityKinematicsCache<T>& vc) const;
  template <typename U>
  std::unique_ptr<ForceElement<U>> CloneTo(
      const internal::MultibodyTree<U>& tree) const;

  const RigidBody<T>* bodyA_;
  const RigidBody<T>* bodyB_;
  Vector3<double> p_AP_;
  Vector3<double> p_BQ_;
  double free_length_;
  double stiffness_;
  double damping_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::LinearSpringDamper)
