#pragma once

/// @file
/// (Internal) Mobilizer<T>: the object that grants the motion of an outboard
/// frame M relative to an inboard frame F. The tree creates one for every
/// body but the world at Finalize() (see MultibodyTree::get_mobilizer());
/// they are the readable, per-object view of the compiled tree. The
/// production algorithms do not call them: they dispatch over the flat
/// per-node arrays to the kernels of mobilizer_kernels.h, which these
/// objects also delegate to, so both views compute the same numbers.
///
/// Kinematic definitions (Drake's):
/// - X_FM(q), the pose of M in F;
/// - V_FM_F = H_FM(q)·v, the hinge matrix H_FM in operator form;
/// - A_FM_F = H_FM·v̇ + Ḣ_FM·v;
/// - τ = H_FMᵀ·F_Mo_F, the projection of a spatial force on M at Mo;
/// - q̇ = N(q)·v and v = N⁺(q)·q̇.
/// These satisfy Hv_FM = (∂p_FM/∂q)·N(q), [Hwᵢ_FM]·R_FM = (∂R_FM/∂qᵢ)·N(q)
/// and (H_FMᵀ·F)·v = Fᵀ·(H_FM·v) for every F and v.

#include <memory>
#include <string>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/math/spatial_algebra.h"
#include "drake/multibody/tree/frame.h"
#include "drake/multibody/tree/multibody_element.h"
#include "drake/multibody/tree/multibody_tree_topology.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/state.h"

namespace drake {
namespace multibody {

template <typename T>
class RigidBody;

namespace internal {

template <typename T>
class BodyNode;

/// The motion an outboard frame M may have relative to an inboard frame F,
/// with nq generalized positions and nv generalized velocities (nq may
/// differ from nv, e.g. a quaternion). Abstract; see MobilizerImpl and the
/// concrete mobilizers (RevoluteMobilizer, …). Context-taking methods read
/// this mobilizer's q and v from the context of the plant that owns it and
/// throw std::logic_error if the mobilizer is not owned by a finalized
/// plant or the context is not that plant's.
template <typename T>
class Mobilizer : public MultibodyElement<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Mobilizer);

  /// A mobilizer between `inboard_frame` F and `outboard_frame` M.
  /// @throws std::runtime_error if both are the same frame (naming it).
  Mobilizer(const Frame<T>& inboard_frame, const Frame<T>& outboard_frame);
  ~Mobilizer() override;

  /// This mobilizer's index in its tree (dense; see MobilizerTopology);
  /// invalid if no tree owns it.
  MobilizerIndex index() const { return topology_.index; }

  /// Drake's class name of the concrete mobilizer ("RevoluteMobilizer", …),
  /// used in messages.
  virtual std::string type_name() const = 0;

  /// The number of generalized positions nq.
  virtual int num_positions() const = 0;
  /// The number of generalized velocities nv (the degrees of freedom).
  virtual int num_velocities() const = 0;

  /// The first of this mobilizer's positions in the model's q.
  /// @throws std::logic_error if no tree owns this mobilizer.
  int position_start_in_q() const;
  /// The first of this mobilizer's velocities in the model's v.
  /// @throws std::logic_error if no tree owns this mobilizer.
  int velocity_start_in_v() const;

  /// The inboard frame F.
  const Frame<T>& inboard_frame() const { return *inboard_frame_; }
  /// The outboard frame M.
  const Frame<T>& outboard_frame() const { return *outboard_frame_; }
  /// The body of F.
  const RigidBody<T>& inboard_body() const { return inboard_frame_->body(); }
  /// The body of M.
  const RigidBody<T>& outboard_body() const { return outboard_frame_->body(); }
  /// Where this mobilizer sits in its tree (internal bookkeeping; every
  /// index is invalid until a tree owns the mobilizer).
  const MobilizerTopology& get_topology() const { return topology_; }

  /// @name Views of this mobilizer's entries in whole-model arrays
  /// Each throws std::logic_error if the array's size is not the model's
  /// num_positions() (for q) or num_velocities() (for v, v̇, τ), or if no
  /// tree owns this mobilizer.
  //@{
  Eigen::VectorBlock<const Eigen::Ref<const VectorX<T>>>
  get_positions_from_array(const Eigen::Ref<const VectorX<T>>& q_array) const;
  Eigen::VectorBlock<Eigen::Ref<VectorX<T>>> get_mutable_positions_from_array(
      EigenPtr<VectorX<T>> q_array) const;
  Eigen::VectorBlock<const Eigen::Ref<const VectorX<T>>>
  get_velocities_from_array(const Eigen::Ref<const VectorX<T>>& v_array) const;
  Eigen::VectorBlock<Eigen::Ref<VectorX<T>>> get_mutable_velocities_from_array(
      EigenPtr<VectorX<T>> v_array) const;
  Eigen::VectorBlock<const Eigen::Ref<const VectorX<T>>>
  get_accelerations_from_array(
      const Eigen::Ref<const VectorX<T>>& vdot_array) const;
  Eigen::VectorBlock<Eigen::Ref<VectorX<T>>>
  get_mutable_accelerations_from_array(EigenPtr<VectorX<T>> vdot_array) const;
  Eigen::VectorBlock<const Eigen::Ref<const VectorX<T>>>
  get_generalized_forces_from_array(
      const Eigen::Ref<const VectorX<T>>& tau_array) const;
  Eigen::VectorBlock<Eigen::Ref<VectorX<T>>>
  get_mutable_generalized_forces_from_array(
      EigenPtr<VectorX<T>> tau_array) const;
  //@}

  /// Writes this mobilizer's zero configuration into `state`: the q at
  /// which X_FM is its reference pose (the identity for every mobilizer but
  /// a weld, whose X_FM is its fixed pose, and a curvilinear one, whose s = 0
  /// is its path's start), e.g. the quaternion [1, 0, 0, 0]; and v = 0. Other
  /// mobilizers' entries are untouched.
  virtual void set_zero_state(const systems::Context<T>& context,
                              systems::State<T>* state) const = 0;
  /// set_zero_state() applied to the state of `context`.
  void set_zero_configuration(systems::Context<T>* context) const;

  /// X_FM(q), with q from `context`.
  virtual math::RigidTransform<T> CalcAcrossMobilizerTransform(
      const systems::Context<T>& context) const = 0;
  /// V_FM_F = H_FM(q)·v for the given v (size nv; throws std::logic_error
  /// otherwise), with q from `context`.
  virtual SpatialVelocity<T> CalcAcrossMobilizerSpatialVelocity(
      const systems::Context<T>& context,
      const Eigen::Ref<const VectorX<T>>& v) const = 0;
  /// A_FM_F = H_FM(q)·v̇ + Ḣ_FM(q, v)·v for the given v̇ (size nv), with q
  /// and v from `context`.
  virtual SpatialAcceleration<T> CalcAcrossMobilizerSpatialAcceleration(
      const systems::Context<T>& context,
      const Eigen::Ref<const VectorX<T>>& vdot) const = 0;
  /// τ = H_FM(q)ᵀ·F_Mo_F for a spatial force on M at Mo, expressed in F;
  /// `tau` must have size nv (throws std::logic_error otherwise).
  virtual void ProjectSpatialForce(const systems::Context<T>& context,
                                   const SpatialForce<T>& F_Mo_F,
                                   Eigen::Ref<VectorX<T>> tau) const = 0;

  /// N(q) (nq × nv) with q̇ = N(q)·v.
  /// @throws std::logic_error if N is null or not nq × nv.
  void CalcNMatrix(const systems::Context<T>& context,
                   EigenPtr<MatrixX<T>> N) const;
  /// N⁺(q) (nv × nq), the left pseudo-inverse of N(q): v = N⁺(q)·q̇ for
  /// every q̇ in the range of N.
  /// @throws std::logic_error if Nplus is null or not nv × nq.
  void CalcNplusMatrix(const systems::Context<T>& context,
                       EigenPtr<MatrixX<T>> Nplus) const;
  /// q̇ = N(q)·v (v of size nv, qdot non-null of size nq).
  virtual void MapVelocityToQDot(const systems::Context<T>& context,
                                 const Eigen::Ref<const VectorX<T>>& v,
                                 EigenPtr<VectorX<T>> qdot) const = 0;
  /// v = N⁺(q)·q̇ (qdot of size nq, v non-null of size nv).
  virtual void MapQDotToVelocity(const systems::Context<T>& context,
                                 const Eigen::Ref<const VectorX<T>>& qdot,
                                 EigenPtr<VectorX<T>> v) const = 0;

  /// (Internal) A BodyNode for `body` with this mobilizer as its inboard
  /// mobilizer (`mobilizer` must be this object).
  virtual std::unique_ptr<BodyNode<T>> CreateBodyNode(
      const BodyNode<T>* parent_node, const RigidBody<T>* body,
      const Mobilizer<T>* mobilizer) const = 0;

 protected:
  /// NVI of CalcNMatrix(); N is non-null and nq × nv.
  virtual void DoCalcNMatrix(const systems::Context<T>& context,
                             EigenPtr<MatrixX<T>> N) const = 0;
  /// NVI of CalcNplusMatrix(); Nplus is non-null and nv × nq.
  virtual void DoCalcNplusMatrix(const systems::Context<T>& context,
                                 EigenPtr<MatrixX<T>> Nplus) const = 0;

  /// The whole model's q and v (contiguous) in `context`, after checking
  /// that this mobilizer's tree owns the context. `func` names the caller
  /// in messages.
  const T* GetPositionsPointer(const systems::Context<T>& context,
                               const char* func) const;
  const T* GetVelocitiesPointer(const systems::Context<T>& context,
                                const char* func) const;
  /// The whole model's mutable [q; v] in `state`.
  Eigen::VectorBlock<VectorX<T>> GetMutablePositionsAndVelocities(
      const systems::Context<T>& context, systems::State<T>* state,
      const char* func) const;
  /// Throws std::logic_error naming `func` unless `size` equals `expected`.
  void ThrowUnlessSize(const char* func, const char* what, int size,
                       int expected) const;
  /// Throws std::logic_error naming `func` unless a tree owns this
  /// mobilizer.
  void ThrowIfNoTree(const char* func) const;

 private:
  template <typename U>
  friend class MultibodyTree;

  Eigen::VectorBlock<const Eigen::Ref<const VectorX<T>>> SegmentOf(
      const Eigen::Ref<const VectorX<T>>& array, bool positions,
      const char* func) const;
  Eigen::VectorBlock<Eigen::Ref<VectorX<T>>> MutableSegmentOf(
      EigenPtr<VectorX<T>> array, bool positions, const char* func) const;

  const Frame<T>* inboard_frame_;
  const Frame<T>* outboard_frame_;
  MobilizerTopology topology_;
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::Mobilizer)
