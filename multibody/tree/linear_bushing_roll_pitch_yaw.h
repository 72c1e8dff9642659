#pragma once

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/math/spatial_algebra.h"
#include "drake/multibody/tree/force_element.h"
#include "drake/multibody/tree/frame.h"
#include "drake/multibody/tree/rigid_body.h"

namespace drake {
namespace multibody {

/// A massless, linear, "quasi-symmetric" bushing (Drake's model) between a
/// frame A fixed on link L0 and a frame C fixed on link L1.
///
/// The bushing frame B is computed, not welded: its origin Bo is the
/// midpoint of Ao and Co, and its orientation is halfway between A and C in
/// the angle-axis sense (R_AC = R_AB·R_BC with R_AB = R_BC, the rotation
/// by θ/2 about λ when R_AC rotates by θ about λ).
///
/// Torque. q = [q₀ q₁ q₂] are the roll-pitch-yaw angles of R_AC
/// (R_AC = Rz(q₂)·Ry(q₁)·Rx(q₀), −π/2 <= q₁ <= π/2) and q̇ their rates. The
/// "gimbal torques" are τ = −(K₀₁₂⊙q + D₀₁₂⊙q̇) (element-wise products with
/// the torque stiffness and damping constants). Since the angular velocity
/// is w_AC = q̇₀·Cx + q̇₁·Py + q̇₂·Az (Py = Rz(q₂)·y, the pitch axis), the
/// torque 𝐭 on C (−𝐭 on A) is the vector with 𝐭·Cx = τ₀, 𝐭·Py = τ₁,
/// 𝐭·Az = τ₂, i.e. 𝐭 = Nᵀτ where q̇ = N·w_AC: it delivers the power
/// 𝐭·w_AC = τ·q̇.
///
/// Force. [x y z] are the measures in B of p_AoCo and [ẋ ẏ ż] their time
/// derivatives (the derivative of p_AoCo in frame B, expressed in B, using
/// w_AB = (I + R_AB)⁻¹·w_AC, exact for the halfway frame). The force is
/// 𝐟 = −(Kxyz⊙[x y z] + Dxyz⊙[ẋ ẏ ż]) in B, applied to L1 at the point Cp of
/// C coincident with Bo, and −𝐟 to L0 at the point Ap of A coincident with
/// Bo.
///
/// Energy. V = ½Σkᵢqᵢ² + ½(kx x² + ky y² + kz z²) (J); conservative power
/// −dV/dt = −(Σkᵢqᵢq̇ᵢ + Σk_j x_j ẋ_j) and non-conservative power
/// −(Σdᵢq̇ᵢ² + Σd_j ẋ_j²) (W). (Drake leaves these three unimplemented.)
/// The power of 𝐭 and 𝐟 equals their sum exactly for a pure rotation
/// (p_AoCo = 0) or a pure translation (R_AC = I); in general the force part
/// differs slightly because Cp's velocity in A is not d/dt in B of p_AoCo.
///
/// The rates q̇ are undefined at gimbal lock: evaluating the bushing when
/// |cos q₁| < RollPitchYaw::GimbalLockTolerance() throws std::runtime_error.
///
/// Unlike Drake, the constants are not Context parameters: Get*(context)
/// return the values given at construction.
template <typename T>
class LinearBushingRollPitchYaw final : public ForceElement<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LinearBushingRollPitchYaw);

  /// A bushing between `frameA` (on link L0) and `frameC` (on link L1) with
  /// torque stiffness [k₀ k₁ k₂] (N·m/rad), torque damping [d₀ d₁ d₂]
  /// (N·m·s/rad), force stiffness [kx ky kz] (N/m) and force damping
  /// [dx dy dz] (N·s/m). It belongs to frameC's model instance.
  /// @throws std::logic_error if any constant is negative or NaN (the
  ///   message names the argument).
  LinearBushingRollPitchYaw(const Frame<T>& frameA, const Frame<T>& frameC,
                            const Vector3<double>& torque_stiffness_constants,
                            const Vector3<double>& torque_damping_constants,
                            const Vector3<double>& force_stiffness_constants,
                            const Vector3<double>& force_damping_constants);
  ~LinearBushingRollPitchYaw() override;

  /// Link L0, the body of frame A.
  const RigidBody<T>& link0() const { return frameA_->body(); }
  /// Link L1, the body of frame C.
  const RigidBody<T>& link1() const { return frameC_->body(); }
  const Frame<T>& frameA() const { return *frameA_; }
  const Frame<T>& frameC() const { return *frameC_; }

  /// [k₀ k₁ k₂], N·m/rad.
  const Vector3<double>& torque_stiffness_constants() const {
    return torque_stiffness_;
  }
  /// [d₀ d₁ d₂], N·m·s/rad.
  const Vector3<double>& torque_damping_constants() const {
    return torque_damping_;
  }
  /// [kx ky kz], N/m.
  const Vector3<double>& force_stiffness_constants() const {
    return force_stiffness_;
  }
  /// [dx dy dz], N·s/m.
  const Vector3<double>& force_damping_constants() const {
    return force_damping_;
  }
  /// The constants "in `context`" (always the construction values here).
  Vector3<T> GetTorqueStiffnessConstants(const systems::Context<T>&) const {
    return torque_stiffness_.template cast<T>();
  }
  Vector3<T> GetTorqueDampingConstants(const systems::Context<T>&) const {
    return torque_damping_.template cast<T>();
  }
  Vector3<T> GetForceStiffnessConstants(const systems::Context<T>&) const {
    return force_stiffness_.template cast<T>();
  }
  Vector3<T> GetForceDampingConstants(const systems::Context<T>&) const {
    return force_damping_.template cast<T>();
  }

  /// F_A_A: the moment about Ao of every bushing force on L0 (−𝐭 plus the
  /// moment of −𝐟 at Ap) and the net force −𝐟, expressed in A.
  /// @throws std::runtime_error near gimbal lock.
  SpatialForce<T> CalcBushingSpatialForceOnFrameA(
      const systems::Context<T>& context) const;
  /// F_C_C: the moment about Co of every bushing force on L1 (𝐭 plus the
  /// moment of 𝐟 at Cp) and the net force 𝐟, expressed in C.
  /// @throws std::runtime_error near gimbal lock.
  SpatialForce<T> CalcBushingSpatialForceOnFrameC(
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
  // Configuration of the bushing (positions only).
  struct Pose {
    math::RigidTransform<T> X_WA;
    math::RigidTransform<T> X_WC;
    math::RotationMatrix<T> R_AC;
    math::RotationMatrix<T> R_AB;
    Vector3<T> p_AoCo_A;
    Vector3<T> q;    // Roll-pitch-yaw of R_AC.
    Vector3<T> xyz;  // p_AoCo in B.
  };
  // Rates of the bushing's coordinates.
  struct Rates {
    Vector3<T> w_AC_A;
    Vector3<T> qdot;
    Vector3<T> xyzdot;
  };
  // The bushing's torque 𝐭 on C and force 𝐟 on C (at Cp), in A.
  struct Wrench {
    Vector3<T> t_A;
    Vector3<T> f_A;
  };
  Pose CalcPose(const systems::Context<T>& context,
                const internal::PositionKinematicsCache<T>& pc) const;
  Rates CalcRates(const Pose& pose,
                  const internal::PositionKinematicsCache<T>& pc,
                  const internal::VelocityKinematicsCache<T>& vc) const;
  Wrench CalcWrench(const Pose& pose, const Rates& rates) const;
  template <typename U>
  std::unique_ptr<ForceElement<U>> CloneTo(
      const internal::MultibodyTree<U>& tree) const;

  const Frame<T>* frameA_;
  const Frame<T>* frameC_;
  Vector3<double> torque_stiffness_;
  Vector3<double> torque_damping_;
  Vector3<double> force_stiffness_;
  Vector3<double> force_damping_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::LinearBushingRollPitchYaw)
