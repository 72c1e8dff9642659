#pragma once

/// @file
/// (Internal) BodyNode<T>: one node of the tree — a body B, its inboard
/// mobilizer (frames F on the parent body P and M on B) and its child nodes
/// — with the per-node steps of the recursive algorithms. The tree builds
/// one node per body at Finalize() (MultibodyTree::get_body_node()).
///
/// The per-node step of each pass is written once, in body_node_steps.h,
/// and shared with the tree's production algorithms
/// (multibody_tree_algorithms.cc), which run the same steps over flat
/// depth-first arrays. A node fetches its inputs through its accessors and
/// the Context, so this object view costs accessors, not a second
/// algorithm.
///
/// A rigid body has no flexible coordinates, so the node's positions and
/// velocities are its mobilizer's.

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/math/spatial_algebra.h"
#include "drake/multibody/tree/articulated_body_inertia_cache.h"
#include "drake/multibody/tree/multibody_tree_caches.h"
#include "drake/multibody/tree/multibody_tree_topology.h"
#include "drake/systems/framework/context.h"

namespace drake {
namespace multibody {

template <typename T>
class Frame;
template <typename T>
class RigidBody;

namespace internal {

template <typename T>
class Mobilizer;
template <typename T>
class MultibodyTree;

/// A body B with its inboard mobilizer (F on P, M on B). The root node is
/// the world: it has neither a parent node nor a mobilizer.
///
/// Every cache argument is indexed by mobod index and sized for the whole
/// tree (PositionKinematicsCache(num_mobods, num_velocities), …); a pass
/// fills only this node's entries and reads its parent's (base-to-tip) or
/// its children's (tip-to-base), which must be up to date.
template <typename T>
class BodyNode {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(BodyNode);

  /// A node for `body` with inboard `mobilizer`, child of `parent_node`.
  /// `parent_node` and `mobilizer` are null for the world body and only
  /// then.
  /// @throws std::logic_error if `body` is null, or if `parent_node` or
  /// `mobilizer` is null for a body other than the world (or not null for
  /// the world).
  BodyNode(const BodyNode<T>* parent_node, const RigidBody<T>* body,
           const Mobilizer<T>* mobilizer);
  virtual ~BodyNode();

  /// Adds `child` to this node's children (the tree calls this at
  /// Finalize()).
  void add_child_node(const BodyNode<T>* child);

  /// This node's index (its mobod index).
  MobodIndex index() const { return topology_.index; }
  /// The body B of this node.
  const RigidBody<T>& body() const { return *body_; }
  /// The parent node (null for the world).
  const BodyNode<T>* parent_body_node() const { return parent_node_; }
  /// The child nodes.
  const std::vector<const BodyNode<T>*>& child_nodes() const {
    return children_;
  }
  /// The parent body P.
  /// @throws std::logic_error on the root (world) node.
  const RigidBody<T>& parent_body() const;
  /// The inboard mobilizer.
  /// @throws std::logic_error on the root (world) node.
  const Mobilizer<T>& get_mobilizer() const;
  /// Where this node sits in the tree.
  const BodyNodeTopology& get_topology() const { return topology_; }

  /// The number of the mobilizer's generalized positions (0 for the world).
  int get_num_mobilizer_positions() const;
  /// The number of the mobilizer's generalized velocities (0 for the
  /// world). (Drake's spelling.)
  int get_num_mobilizer_velocites() const;

  /// This node's 6 × nm block of an array of hinge-matrix columns, one
  /// Vector6 per generalized velocity of the model (size num_velocities()).
  /// @throws std::logic_error if the array is too short for this node.
  Eigen::Map<const MatrixUpTo6<T>> GetJacobianFromArray(
      const std::vector<Vector6<T>>& H_array) const;
  /// Mutable version of GetJacobianFromArray().
  Eigen::Map<MatrixUpTo6<T>> GetMutableJacobianFromArray(
      std::vector<Vector6<T>>* H_array) const;

  /// Base-to-tip position step: X_WB = X_WP·X_PF·X_FM(q)·X_MB, and the
  /// offsets p_PoBo_W and p_MoBo_W, written into `pc` at this node (the
  /// world node writes X_WW = I). Reads the parent's X_WP from `pc`.
  /// @throws std::logic_error if `pc` is null or too small.
  void CalcPositionKinematicsCache_BaseToTip(
      const systems::Context<T>& context, PositionKinematicsCache<T>* pc) const;

  /// H_PB_W (6 × nm) with V_PB_W = H_PB_W·v_B: the mobilizer's H_FM rotated
  /// into W and shifted from Mo to Bo. Depends on q only; `pc` must be up
  /// to date for this node and its parent.
  /// @throws std::logic_error if H_PB_W is null or not 6 × nm.
  void CalcAcrossNodeGeometricJacobianExpressedInWorld(
      const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
      EigenPtr<MatrixX<T>> H_PB_W) const;

  /// Base-to-tip velocity step: V_PB_W = H_PB_W·v_B and
  /// V_WB = V_WP shifted to Bo + V_PB_W, written into `vc` at this node.
  /// @throws std::logic_error if `vc` is null or H_PB_W is not 6 × nm.
  void CalcVelocityKinematicsCache_BaseToTip(
      const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
      const Eigen::Ref<const MatrixUpTo6<T>>& H_PB_W,
      VelocityKinematicsCache<T>* vc) const;

  /// Base-to-tip acceleration step: A_WB from the parent's A_WP (already in
  /// the array) and the across-mobilizer A_FM(q, v, v̇_B), written into
  /// (*A_WB_array)[index()]. `mbt_vdot` is the whole model's v̇.
  /// @throws std::logic_error if the array is null or too small, or
  /// mbt_vdot is too short.
  void CalcSpatialAcceleration_BaseToTip(
      const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
      const VelocityKinematicsCache<T>& vc, const VectorX<T>& mbt_vdot,
      std::vector<SpatialAcceleration<T>>* A_WB_array) const;

  /// Tip-to-base inverse dynamics step (Newton–Euler). The mobilizer's
  /// force on B at Mo, F_BMo_W, balances B's inertial and gyroscopic forces,
  /// the applied force Fapplied_Bo_W and the children's mobilizer forces
  /// (already in the array); it is written into (*F_BMo_W_array)[index()].
  /// This node's τ (at its velocity start in `tau_array`) is
  /// H_FMᵀ·F_BMo_F − tau_applied. `tau_applied` is empty or of size nm; it
  /// and Fapplied_Bo_W must not alias the outputs. The reflected rotor
  /// inertias are not included (the tree adds them).
  /// @throws std::logic_error if an output is null or mis-sized.
  void CalcInverseDynamics_TipToBase(
      const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
      const VelocityKinematicsCache<T>& vc,
      const std::vector<SpatialAcceleration<T>>& A_WB_array,
      const SpatialForce<T>& Fapplied_Bo_W,
      const Eigen::Ref<const VectorX<T>>& tau_applied,
      std::vector<SpatialForce<T>>* F_BMo_W_array,
      EigenPtr<VectorX<T>> tau_array) const;

  /// Tip-to-base articulated body inertia step: P_B_W = M_B_W + Σ children's
  /// Pplus shifted to Bo, then D_B (with the reflected rotor inertias), the
  /// gain g_PB_W and Pplus_PB_W (see ArticulatedBodyInertiaCache), written
  /// into `abc` at this node. Depends on q only.
  /// @throws std::logic_error on the root node, if `abc` is null or too
  /// small, if H_PB_W is not 6 × nm, or if D_B is not positive definite.
  void CalcArticulatedBodyInertiaCache_TipToBase(
      const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
      const Eigen::Ref<const MatrixUpTo6<T>>& H_PB_W,
      ArticulatedBodyInertiaCache<T>* abc) const;

 protected:
  /// The mobilizer's inboard frame F.
  /// @throws std::runtime_error on the root (world) node.
  const Frame<T>& inboard_frame() const;
  /// The mobilizer's outboard frame M.
  /// @throws std::runtime_error on the root (world) node.
  const Frame<T>& outboard_frame() const;

 private:
  template <typename U>
  friend class MultibodyTree;

  // Throws std::logic_error naming `func` on the root node.
  void ThrowIfRoot(const char* func) const;
  // The tree this node's body belongs to.
  const MultibodyTree<T>& tree() const;
  // R_WF = R_WP·R_PF for this node from `pc` and the context's X_PF.
  Matrix3<T> CalcR_WF(const systems::Context<T>& context,
                      const PositionKinematicsCache<T>& pc) const;
  // M_B_W, B's spatial inertia about Bo in W, from the context's mass
  // parameters and pc.
  SpatialInertiaInWorld<T> CalcM_B_W(
      const systems::Context<T>& context,
      const PositionKinematicsCache<T>& pc) const;
  // H_PB_W (6 × nm) from the context's q and pc.
  MatrixUpTo6<T> CalcH_PB_W(const systems::Context<T>& context,
                            const PositionKinematicsCache<T>& pc) const;

  const BodyNode<T>* parent_node_{nullptr};
  const RigidBody<T>* body_{nullptr};
  const Mobilizer<T>* mobilizer_{nullptr};
  const MultibodyTree<T>* tree_{nullptr};  // Set by the owning tree.
  std::vector<const BodyNode<T>*> children_;
  BodyNodeTopology topology_;
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::BodyNode)
