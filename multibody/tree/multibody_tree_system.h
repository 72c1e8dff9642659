#pragma once

/// @file
/// internal::MultibodyTreeSystem: a bare System hosting a MultibodyTree on
/// its own, as Drake's unit tests use it (construct it from a tree, create
/// a Context, evaluate the tree's kinematics). Mallard's MultibodyPlant
/// does not derive from it (Drake's does); this header is the thin
/// standalone part of Drake's, over the tree's own context resources.

#include <memory>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/multibody/tree/multibody_tree.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace multibody {
namespace internal {

/// A LeafSystem owning a finalized MultibodyTree and the Context resources
/// it needs: the state [q; v] (continuous, or one discrete group), the
/// tree's parameters (masses, joint damping, locks, rotor inertias, frame
/// offsets) and its kinematics cache entries. It has no ports. Continuous,
/// its time derivatives are the tree's free motion, as Drake's: q̇ = N(q)·v
/// and v̇ from forward dynamics under the force elements' forces (gravity,
/// springs) alone (no joint damping, actuation or contact: those are
/// MultibodyPlant's). Discrete, it has no update (Drake's defers it to a
/// derived class). It converts among double, AutoDiffXd and
/// symbolic::Expression (the tree cloned to the new scalar).
template <typename T>
class MultibodyTreeSystem final : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(MultibodyTreeSystem);

  /// Takes `tree`, finalizes it if it is not yet, and declares what it
  /// needs; the tree cannot change afterwards. `is_discrete` chooses a
  /// discrete state (one group [q; v]) over a continuous one.
  /// @throws std::exception if `tree` is null.
  explicit MultibodyTreeSystem(std::unique_ptr<MultibodyTree<T>> tree,
                               bool is_discrete = false);

  /// Scalar-converting copy constructor: the tree cloned to scalar T, and
  /// the same discreteness.
  template <typename U>
  explicit MultibodyTreeSystem(const MultibodyTreeSystem<U>& other)
      : MultibodyTreeSystem(other.tree_->template CloneToScalar<T>(),
                            other.is_discrete_) {}

  ~MultibodyTreeSystem() final;

  bool is_discrete() const { return is_discrete_; }

  /// The size of the miscellaneous continuous state z: always 0 here.
  int num_misc_continuous_states() const { return 0; }

  /// @name The tree's cached kinematics in `context`
  /// Each recomputes only what is out of date.
  /// @throws std::exception if `context` is not this system's.
  //@{
  const FrameBodyPoseCache<T>& EvalFrameBodyPoses(
      const systems::Context<T>& context) const {
    return tree_->EvalFrameBodyPoses(context);
  }
  const PositionKinematicsCache<T>& EvalPositionKinematics(
      const systems::Context<T>& context) const {
    return tree_->EvalPositionKinematics(context);
  }
  const BlockSystemJacobianCache<T>& EvalBlockSystemJacobianCache(
      const systems::Context<T>& context) const {
    return tree_->EvalBlockSystemJacobianCache(context);
  }
  const VelocityKinematicsCache<T>& EvalVelocityKinematics(
      const systems::Context<T>& context) const {
    return tree_->EvalVelocityKinematics(context);
  }
  /// The reflected rotor inertia of each velocity.
  const VectorX<T>& EvalReflectedInertiaCache(
      const systems::Context<T>& context) const {
    return tree_->EvalReflectedInertia(context);
  }
  //@}

  /// @name The cache entries behind the Eval functions
  //@{
  const systems::CacheEntry& frame_body_poses_cache_entry() const {
    return *tree_->layout().frame_body_poses;
  }
  const systems::CacheEntry& position_kinematics_cache_entry() const {
    return *tree_->layout().position_kinematics;
  }
  const systems::CacheEntry& block_system_jacobian_cache_entry() const {
    return *tree_->layout().block_system_jacobian;
  }
  const systems::CacheEntry& velocity_kinematics_cache_entry() const {
    return *tree_->layout().velocity_kinematics;
  }
  //@}

  /// The index of the discrete state group [q; v].
  /// @throws std::exception if the system is continuous.
  systems::DiscreteStateIndex GetDiscreteStateIndexOrThrow() const;

  /// The generalized accelerations v̇ of the free motion in `context` (see
  /// the class comment), computed on each call.
  /// @throws std::exception if the system is discrete.
  VectorX<T> CalcFreeMotionAccelerations(
      const systems::Context<T>& context) const;

  /// The owned tree (Drake's friend function of the same name).
  template <typename U>
  friend const MultibodyTree<U>& GetInternalTree(
      const MultibodyTreeSystem<U>& system);

 private:
  void SetDefaultParameters(const systems::Context<T>& context,
                            systems::Parameters<T>* parameters) const final;
  void SetDefaultState(const systems::Context<T>& context,
                       systems::State<T>* state) const final;
  template <typename>
  friend class MultibodyTreeSystem;

  void DoCalcTimeDerivatives(
      const systems::Context<T>& context,
      systems::ContinuousState<T>* derivatives) const final;
  void DoMapQDotToVelocity(const systems::Context<T>& context,
                           const Eigen::Ref<const VectorX<T>>& qdot,
                           systems::VectorBase<T>* velocity) const final;
  void DoMapVelocityToQDot(const systems::Context<T>& context,
                           const Eigen::Ref<const VectorX<T>>& velocity,
                           systems::VectorBase<T>* qdot) const final;
  T DoCalcConservativePower(const systems::Context<T>& context) const final {
    return tree_->CalcConservativePower(context);
  }
  T DoCalcNonConservativePower(const systems::Context<T>& context) const final {
    return tree_->CalcNonConservativePower(context);
  }
  T DoCalcPotentialEnergy(const systems::Context<T>& context) const final {
    return tree_->CalcPotentialEnergy(context);
  }
  T DoCalcKineticEnergy(const systems::Context<T>& context) const final {
    return tree_->CalcKineticEnergy(context);
  }

  std::unique_ptr<MultibodyTree<T>> tree_;
  bool is_discrete_{false};
};

/// The tree that `system` owns.
template <typename T>
const MultibodyTree<T>& GetInternalTree(const MultibodyTreeSystem<T>& system) {
  return *system.tree_;
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::MultibodyTreeSystem)
