#pragma once

/// @file
/// The per-Context caches of the compiled multibody tree. Every array is
/// ordered by mobilized-body index (depth-first; 0 is the world) and sized
/// once when the cache entry is allocated, so evaluating allocates nothing.

#include <vector>

#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/math/spatial_algebra.h"
#include "drake/multibody/tree/multibody_forces.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"

namespace drake {
namespace multibody {
namespace internal {

/// The fixed offsets of the tree as the Context's parameters give them (a
/// FixedOffsetFrame's pose X_PF is a parameter): X_BF of every frame (by
/// FrameIndex) and, by mobod, the inboard offset X_PF (from the parent body
/// to the inboard frame F, a weld's X_FM included) and the outboard offset
/// X_MB. The identity flags let the passes skip exact identities; they are
/// never set for an offset that carries AutoDiff derivatives.
template <typename T>
struct FrameBodyPoseCache {
  FrameBodyPoseCache() = default;
  FrameBodyPoseCache(int num_frames, int num_mobods)
      : X_BF(num_frames, math::RigidTransform<T>::Identity()),
        X_PF(num_mobods, math::RigidTransform<T>::Identity()),
        X_MB(num_mobods, math::RigidTransform<T>::Identity()),
        X_PF_is_identity(num_mobods, 1),
        X_MB_is_identity(num_mobods, 1) {}
  std::vector<math::RigidTransform<T>> X_BF;  // By FrameIndex.
  std::vector<math::RigidTransform<T>> X_PF;  // By mobod.
  std::vector<math::RigidTransform<T>> X_MB;  // By mobod.
  std::vector<char> X_PF_is_identity;         // By mobod.
  std::vector<char> X_MB_is_identity;         // By mobod.
};

/// Position kinematics: X_WB of every body, the position p_PoBo_W of each
/// body from its parent, and the across-node hinge matrices H_PB_W (6 × nv,
/// the columns of node B at B's velocity start) with V_PB_W = H_PB_W·v_B.
template <typename T>
class PositionKinematicsCache {
 public:
  PositionKinematicsCache() = default;
  PositionKinematicsCache(int num_mobods, int num_velocities)
      : X_WB_(num_mobods, math::RigidTransform<T>::Identity()),
        p_PoBo_W_(num_mobods, Vector3<T>::Zero()),
        p_MoBo_W_(num_mobods, Vector3<T>::Zero()),
        H_PB_W_(Matrix6X<T>::Zero(6, num_velocities)) {}
  const math::RigidTransform<T>& get_X_WB(MobodIndex index) const {
    return X_WB_[index];
  }
  math::RigidTransform<T>& get_mutable_X_WB(MobodIndex index) {
    return X_WB_[index];
  }
  const Vector3<T>& get_p_PoBo_W(MobodIndex index) const {
    return p_PoBo_W_[index];
  }
  Vector3<T>& get_mutable_p_PoBo_W(MobodIndex index) {
    return p_PoBo_W_[index];
  }
  /// Position of Bo from the outboard mobilizer frame's origin Mo, in W.
  const Vector3<T>& get_p_MoBo_W(MobodIndex index) const {
    return p_MoBo_W_[index];
  }
  Vector3<T>& get_mutable_p_MoBo_W(MobodIndex index) {
    return p_MoBo_W_[index];
  }
  const Matrix6X<T>& H_PB_W() const { return H_PB_W_; }
  Matrix6X<T>& mutable_H_PB_W() { return H_PB_W_; }
  const std::vector<math::RigidTransform<T>>& X_WB() const { return X_WB_; }
  int num_mobods() const { return static_cast<int>(X_WB_.size()); }

 private:
  std::vector<math::RigidTransform<T>> X_WB_;
  std::vector<Vector3<T>> p_PoBo_W_;
  std::vector<Vector3<T>> p_MoBo_W_;
  Matrix6X<T> H_PB_W_;
};

/// Velocity kinematics: V_WB (at Bo, in W) and V_PB_W (across the inboard
/// mobilizer, at Bo, in W) of every body.
template <typename T>
class VelocityKinematicsCache {
 public:
  VelocityKinematicsCache() = default;
  explicit VelocityKinematicsCache(int num_mobods)
      : V_WB_(num_mobods, SpatialVelocity<T>::Zero()),
        V_PB_W_(num_mobods, SpatialVelocity<T>::Zero()) {}
  const SpatialVelocity<T>& get_V_WB(MobodIndex index) const {
    return V_WB_[index];
  }
  SpatialVelocity<T>& get_mutable_V_WB(MobodIndex index) {
    return V_WB_[index];
  }
  const SpatialVelocity<T>& get_V_PB_W(MobodIndex index) const {
    return V_PB_W_[index];
  }
  SpatialVelocity<T>& get_mutable_V_PB_W(MobodIndex index) {
    return V_PB_W_[index];
  }
  int num_mobods() const { return static_cast<int>(V_WB_.size()); }

 private:
  std::vector<SpatialVelocity<T>> V_WB_;
  std::vector<SpatialVelocity<T>> V_PB_W_;
};

/// Accelerations A_WB (at Bo, in W) of every body.
template <typename T>
class AccelerationKinematicsCache {
 public:
  AccelerationKinematicsCache() = default;
  explicit AccelerationKinematicsCache(int num_mobods)
      : A_WB_(num_mobods, SpatialAcceleration<T>::Zero()) {}
  const SpatialAcceleration<T>& get_A_WB(MobodIndex index) const {
    return A_WB_[index];
  }
  SpatialAcceleration<T>& get_mutable_A_WB(MobodIndex index) {
    return A_WB_[index];
  }
  std::vector<SpatialAcceleration<T>>& mutable_A_WB_pool() { return A_WB_; }
  const std::vector<SpatialAcceleration<T>>& A_WB_pool() const { return A_WB_; }

 private:
  std::vector<SpatialAcceleration<T>> A_WB_;
};

/// Spatial inertias of every body about Bo expressed in W, as the raw
/// pieces the recursive algorithms use: mass m, first moment h = m·p_BoBcm_W
/// and rotational inertia I_BBo_W.
template <typename T>
struct SpatialInertiaInWorld {
  T mass{0};
  Vector3<T> h{Vector3<T>::Zero()};
  Matrix3<T> I{Matrix3<T>::Zero()};
};

/// The result of forward dynamics: v̇, the body accelerations, and the
/// forces that produced them (so applied forces are evaluated once).
template <typename T>
struct ForwardDynamicsCache {
  ForwardDynamicsCache() = default;
  ForwardDynamicsCache(int num_mobods, int num_bodies, int num_velocities)
      : vdot(VectorX<T>::Zero(num_velocities)),
        A_WB(num_mobods),
        forces(num_bodies, num_velocities) {}
  VectorX<T> vdot;
  AccelerationKinematicsCache<T> A_WB;
  MultibodyForces<T> forces;
};

/// Preallocated work arrays for the recursive algorithms (one per Context,
/// held in the tree's "workspace (scratch)" cache entry; never a source of
/// allocation in a call). Every field names the functions that write it.
/// Unless a field's comment says it carries a result out, a field holds
/// nothing between calls: its writer overwrites it before reading, and no
/// function that uses a field calls another that writes the same field.
template <typename T>
struct TreeWorkspace {
  TreeWorkspace() = default;
  TreeWorkspace(int num_mobods, int num_bodies, int num_velocities)
      : M_B_W(num_mobods),
        F_BMo_W(num_mobods),
        A_WB(num_mobods),
        Ab_WB(num_mobods),
        P_B_W(num_mobods),
        Z_B_W(num_mobods),
        U_B_W(num_mobods),
        Dinv(num_mobods),
        u_B(num_mobods),
        H_Wo(Matrix6X<T>::Zero(6, num_velocities)),
        tau_out(VectorX<T>::Zero(num_velocities)),
        vdot_in(VectorX<T>::Zero(num_velocities)),
        gravity_forces(num_bodies, num_velocities),
        extra_armature(VectorX<double>::Zero(num_velocities)),
        M_LDL(MatrixX<T>::Zero(num_velocities, num_velocities)) {}

  // ---- Per mobod, written by the tree's recursive algorithms.
  /// Spatial inertias about the world origin: CalcInverseDynamics,
  /// CalcMassMatrix (as composite inertias), the articulated-body algorithm
  /// and CalcKineticEnergy, each from CalcSpatialInertiasInWorld.
  std::vector<SpatialInertiaInWorld<T>> M_B_W;
  /// The spatial force each mobilizer transmits to its outboard body, about
  /// the world origin: written by CalcInverseDynamics and carried out to
  /// MultibodyPlant::CalcReactionForces, which reads it right after.
  std::vector<Vector6<T>> F_BMo_W;
  /// Body spatial accelerations: written by CalcInverseDynamics and by the
  /// articulated-body algorithm, which carries them out to
  /// MultibodyPlant::CalcForwardDynamicsCache; the plant's CalcSample and
  /// acceleration queries also use it as the output of
  /// CalcSpatialAccelerationsFromVdot.
  std::vector<Vector6<T>> A_WB;
  /// Articulated-body algorithm only: bias accelerations Ab, articulated
  /// inertias P and bias forces Z, and per joint U = P·H, D⁻¹ = (Hᵀ·P·H)⁻¹
  /// and u = τ − Hᵀ·Z.
  std::vector<Vector6<T>> Ab_WB;
  std::vector<Matrix6<T>> P_B_W;
  std::vector<Vector6<T>> Z_B_W;
  std::vector<Eigen::Matrix<T, 6, 6>> U_B_W;
  std::vector<Eigen::Matrix<T, 6, 6>> Dinv;
  std::vector<Vector6<T>> u_B;
  /// CalcMassMatrix only: the hinge matrices as motions about the world
  /// origin Wo.
  Matrix6X<T> H_Wo;

  // ---- Written by the plant and force elements around inverse dynamics.
  /// The generalized forces inverse dynamics returns:
  /// MultibodyPlant::CalcReactionForces and
  /// CalcMassMatrixViaInverseDynamics.
  VectorX<T> tau_out;
  /// A v̇ the caller sets (zero, or a unit vector) and passes to inverse
  /// dynamics, which only reads it: the plant's bias term, generalized
  /// forces, mass matrix via inverse dynamics and acceleration queries, and
  /// UniformGravityFieldElement::CalcGravityGeneralizedForces.
  VectorX<T> vdot_in;
  /// UniformGravityFieldElement::CalcGravityGeneralizedForces only.
  MultibodyForces<T> gravity_forces;
  /// MultibodyPlant::CalcForwardDynamicsCache only: the reflected rotor
  /// inertia added to the diagonal (discrete plants).
  VectorX<double> extra_armature;
  /// The actuation u (sized by the plant): written by
  /// MultibodyPlant::CalcAppliedForces and carried out to the SAP driver,
  /// which reads it after evaluating forward dynamics on the same Context
  /// (whose computation wrote it).
  VectorX<T> u;
  /// MultibodyTree::CalcForwardDynamicsViaMassMatrix only: the mass matrix,
  /// then its LᵀDL factors in place (nv × nv).
  MatrixX<T> M_LDL;
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
