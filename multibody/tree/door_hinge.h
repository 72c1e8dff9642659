#pragma once

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/common/name_value.h"
#include "drake/multibody/tree/force_element.h"
#include "drake/multibody/tree/revolute_joint.h"

namespace drake {
namespace multibody {

/// Parameters of a DoorHinge. The defaults are Drake's (values measured on
/// a dishwasher door).
struct DoorHingeConfig {
  /// qs₀, the angle at which the torsional spring is relaxed, measured
  /// outward from the closed position (q = 0), rad.
  double spring_zero_angle_rad{-1.5};
  /// k_ts, torsional spring constant, N·m/rad (>= 0).
  double spring_constant{1.5};
  /// k_df, the largest dynamic friction torque, N·m (>= 0).
  double dynamic_friction_torque{3};
  /// k_sf, the largest static friction torque, N·m (>= 0).
  double static_friction_torque{2};
  /// k_vf, viscous friction, N·m·s/rad (>= 0).
  double viscous_friction{1};
  /// qc₀, the width of the catch measured from the closed position, rad
  /// (>= 0; 0 disables the catch).
  double catch_width{0.02};
  /// k_c, the largest catch torque, N·m.
  double catch_torque{15};
  /// k_q̇₀, the angular rate that scales the smooth friction curves, rad/s
  /// (>= 0; 0 leaves only viscous friction).
  double motion_threshold{0.001};

  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(spring_zero_angle_rad));
    a->Visit(DRAKE_NVP(spring_constant));
    a->Visit(DRAKE_NVP(dynamic_friction_torque));
    a->Visit(DRAKE_NVP(static_friction_torque));
    a->Visit(DRAKE_NVP(viscous_friction));
    a->Visit(DRAKE_NVP(catch_width));
    a->Visit(DRAKE_NVP(catch_torque));
    a->Visit(DRAKE_NVP(motion_threshold));
  }
};

/// An empirical door-hinge torque law on a RevoluteJoint (angle q, rate q̇;
/// the door is closed at q = 0 and opens towards positive q). With the
/// smooth step s(t, x) = tanh(x/t) and the "doublet" d(t, x) = 2s(1 − s²):
///
///   τ = τ_ts + τ_c + τ_df + τ_sf + τ_vf, where
///   τ_ts = −k_ts (q − qs₀)                 (torsional spring)
///   τ_c  =  k_c d(qc₀/2, q − qc₀/2)        (catch; absent if qc₀ = 0)
///   τ_df = −k_df s(k_q̇₀, q̇)               (dynamic friction)
///   τ_sf = −k_sf d(k_q̇₀, q̇)               (static friction)
///   τ_vf = −k_vf q̇                         (viscous friction)
///
/// (τ_df and τ_sf are absent if k_q̇₀ = 0.) The position terms are
/// conservative, with stored energy
///   V(q) = ½k_ts[(q − qs₀)² − qs₀²] + k_c (qc₀/2)[f(q) − f(0)],
/// f(q) = 1 − s(qc₀/2, q − qc₀/2)², so V(0) = 0; the rate terms are
/// dissipative (non-conservative power q̇·(τ_df + τ_sf + τ_vf) <= 0).
template <typename T>
class DoorHinge final : public ForceElement<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DoorHinge);

  /// A hinge law with parameters `config` on `joint`.
  /// @throws std::logic_error if spring_constant, dynamic_friction_torque,
  ///   static_friction_torque, viscous_friction, catch_width or
  ///   motion_threshold is negative (the message names the field).
  DoorHinge(const RevoluteJoint<T>& joint, const DoorHingeConfig& config);
  ~DoorHinge() override;

  /// The joint the hinge acts on.
  const RevoluteJoint<T>& joint() const;
  const DoorHingeConfig& config() const { return config_; }

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

  /// τ_df + τ_sf + τ_vf at rate q̇ = `angular_rate` (rad/s), N·m.
  T CalcHingeFrictionalTorque(const T& angular_rate) const;
  /// τ_ts + τ_c at q = `angle` (rad), N·m.
  T CalcHingeSpringTorque(const T& angle) const;
  /// The total torque τ, N·m.
  T CalcHingeTorque(const T& angle, const T& angular_rate) const;
  /// q̇·(τ_ts + τ_c) = −dV/dt, W.
  T CalcHingeConservativePower(const T& angle, const T& angular_rate) const;
  /// q̇·(τ_df + τ_sf + τ_vf), W.
  T CalcHingeNonConservativePower(const T& angular_rate) const;
  /// V(q), J.
  T CalcHingeStoredEnergy(const T& angle) const;

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
  friend class DoorHinge;
  DoorHinge(ModelInstanceIndex model_instance, JointIndex joint_index,
            const DoorHingeConfig& config);
  template <typename U>
  std::unique_ptr<ForceElement<U>> CloneTo(
      const internal::MultibodyTree<U>& tree) const;
  T GetAngle(const systems::Context<T>& context) const;
  T GetAngularRate(const systems::Context<T>& context) const;

  JointIndex joint_index_;
  DoorHingeConfig config_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::DoorHinge)
