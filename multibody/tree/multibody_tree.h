#pragma once

/// @file
/// (Internal) The model container and the compiled tree behind
/// MultibodyPlant. Elements are added while the model is being built; at
/// Finalize() the tree is compiled into flat, depth-first arrays of
/// mobilized bodies (topology, fixed frame poses, q/v offsets, kernel kind)
/// and the recursive algorithms run over those arrays, dispatching to the
/// per-joint kernels of mobilizer_kernels.h with a switch, never a virtual
/// call. Users work with MultibodyPlant; this class is not part of the
/// public API.

#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/tree/block_system_jacobian_cache.h"
#include "drake/multibody/tree/fixed_offset_frame.h"
#include "drake/multibody/tree/force_element.h"
#include "drake/multibody/tree/joint.h"
#include "drake/multibody/tree/joint_actuator.h"
#include "drake/multibody/tree/multibody_tree_caches.h"
#include "drake/multibody/tree/multibody_tree_topology.h"
#include "drake/multibody/tree/rigid_body.h"
#include "drake/multibody/tree/uniform_gravity_field_element.h"
#include "drake/systems/framework/cache_entry.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/system_base.h"

namespace drake {
namespace multibody {

/// The joint given to bodies that have no inboard joint at Finalize.
enum class BaseBodyJointType {
  kQuaternionFloatingJoint,  ///< 6 dofs, unrestricted orientation.
  kRpyFloatingJoint,         ///< 6 dofs, roll-pitch-yaw (singular at ±90°).
  kWeldJoint,                ///< 0 dofs: the body is anchored to world.
};

namespace internal {

template <typename T>
class Mobilizer;
template <typename T>
class BodyNode;

/// One node of the compiled tree: a body and its inboard mobilizer.
struct Mobod {
  BodyIndex body;
  int parent{-1};  ///< Parent mobod (−1 for world).
  MobilizerKind kind{MobilizerKind::kWeld};
  MobilizerParameters params;
  int q_start{0};
  int v_start{0};
  int nq{0};
  int nv{0};
  int level{0};      ///< 0 for world.
  JointIndex joint;  ///< Invalid for world.
  /// The mobilizer's inboard frame F (on the parent body) and outboard
  /// frame M (on this body); invalid for world. Their poses in their bodies
  /// come from the Context (see FrameBodyPoseCache).
  FrameIndex inboard_frame;
  FrameIndex outboard_frame;
  /// The joint is traversed from its child body to its parent body: the
  /// inboard frame is the joint's child frame (see CompileTopology()).
  bool reversed{false};
};

/// How the tree computes forward dynamics (v̇ from forces). Both give the
/// same v̇ to rounding; they differ in cost per model, and the tree picks
/// one at Finalize() by an operation count (see forward_dynamics_method()).
enum class ForwardDynamicsMethod {
  /// Featherstone's articulated body algorithm: O(n), a larger constant.
  kArticulatedBody,
  /// The mass matrix by composite bodies, the bias term by inverse
  /// dynamics, and M = LᵀDL factored along the tree (the sparsity of the
  /// velocities' ancestor lists): O(Σ depth²), small constants, the faster
  /// choice for short branches.
  kMassMatrix,
};

template <typename T>
class MultibodyTree {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(MultibodyTree);
  /// A tree with only the world body, the world and default instances and
  /// the uniform gravity field.
  MultibodyTree();
  ~MultibodyTree();

  // ---------------------------------------------------------------------
  // Building (before Finalize). `owner` is used in messages.
  ModelInstanceIndex AddModelInstance(const std::string& name);
  void RenameModelInstance(ModelInstanceIndex index, const std::string& name);
  const RigidBody<T>& AddRigidBody(const std::string& name,
                                   ModelInstanceIndex model_instance,
                                   const SpatialInertia<double>& M_BBo_B);
  const Frame<T>& AddFrame(std::unique_ptr<Frame<T>> frame);
  const Joint<T>& AddJoint(std::unique_ptr<Joint<T>> joint);
  void RemoveJoint(const Joint<T>& joint);
  const JointActuator<T>& AddJointActuator(const std::string& name,
                                           const Joint<T>& joint,
                                           double effort_limit);
  void RemoveJointActuator(const JointActuator<T>& actuator);
  const ForceElement<T>& AddForceElement(
      std::unique_ptr<ForceElement<T>> force_element);
  void SetBaseBodyJointType(BaseBodyJointType joint_type,
                            std::optional<ModelInstanceIndex> model_instance);
  BaseBodyJointType GetBaseBodyJointType(
      std::optional<ModelInstanceIndex> model_instance) const;
  /// Compiles the topology. Throws on loops and other mistakes.
  void Finalize();
  bool is_finalized() const { return finalized_; }
  /// Throws std::logic_error naming `func` unless finalized.
  void ThrowIfNotFinalized(const char* func) const;
  /// Throws std::logic_error naming `func` if finalized.
  void ThrowIfFinalized(const char* func) const;

  // ---------------------------------------------------------------------
  // Element access.
  int num_bodies() const { return static_cast<int>(bodies_.size()); }
  int num_frames() const { return static_cast<int>(frames_.size()); }
  int num_joints() const { return num_joints_; }
  int num_actuators() const { return num_actuators_; }
  int num_force_elements() const {
    return static_cast<int>(force_elements_.size());
  }
  int num_model_instances() const {
    return static_cast<int>(instance_names_.size());
  }
  int num_positions() const { return nq_; }
  int num_velocities() const { return nv_; }
  int num_actuated_dofs() const { return nu_; }
  int num_mobods() const { return static_cast<int>(mobods_.size()); }
  /// The number of mobilizers: one per body but the world after
  /// Finalize() (num_bodies() − 1), 0 before.
  int num_mobilizers() const { return static_cast<int>(mobilizers_.size()); }

  const RigidBody<T>& world_body() const { return *bodies_[0]; }
  const RigidBodyFrame<T>& world_frame() const {
    return bodies_[0]->body_frame();
  }
  const RigidBody<T>& get_body(BodyIndex index) const;
  const Frame<T>& get_frame(FrameIndex index) const;
  bool has_joint(JointIndex index) const;
  const Joint<T>& get_joint(JointIndex index) const;
  Joint<T>& get_mutable_joint(JointIndex index);
  bool has_joint_actuator(JointActuatorIndex index) const;
  const JointActuator<T>& get_joint_actuator(JointActuatorIndex index) const;
  JointActuator<T>& get_mutable_joint_actuator(JointActuatorIndex index);
  const ForceElement<T>& get_force_element(ForceElementIndex index) const;
  const UniformGravityFieldElement<T>& gravity_field() const {
    return *gravity_;
  }
  UniformGravityFieldElement<T>& mutable_gravity_field() { return *gravity_; }
  /// Sorted, existing indices.
  std::vector<JointIndex> GetJointIndices() const;
  std::vector<JointIndex> GetJointIndices(ModelInstanceIndex instance) const;
  std::vector<JointActuatorIndex> GetJointActuatorIndices() const;
  std::vector<JointActuatorIndex> GetJointActuatorIndices(
      ModelInstanceIndex instance) const;
  std::vector<BodyIndex> GetBodyIndices(ModelInstanceIndex instance) const;
  std::vector<FrameIndex> GetFrameIndices(ModelInstanceIndex instance) const;

  // Names. Lookups without an instance throw if the name is ambiguous.
  const std::string& GetModelInstanceName(ModelInstanceIndex index) const;
  bool HasModelInstanceNamed(const std::string& name) const;
  ModelInstanceIndex GetModelInstanceByName(const std::string& name) const;
  void ThrowIfInvalidModelInstance(ModelInstanceIndex index,
                                   const char* func) const;
  std::optional<BodyIndex> FindBody(
      const std::string& name,
      std::optional<ModelInstanceIndex> instance) const;
  std::optional<FrameIndex> FindFrame(
      const std::string& name,
      std::optional<ModelInstanceIndex> instance) const;
  std::optional<JointIndex> FindJoint(
      const std::string& name,
      std::optional<ModelInstanceIndex> instance) const;
  std::optional<JointActuatorIndex> FindActuator(
      const std::string& name,
      std::optional<ModelInstanceIndex> instance) const;

  // ---------------------------------------------------------------------
  // Compiled topology (after Finalize).
  const std::vector<Mobod>& mobods() const { return mobods_; }
  const Mobod& mobod(MobodIndex index) const { return mobods_[index]; }
  MobodIndex body_mobod(BodyIndex body) const {
    return MobodIndex(body_to_mobod_[body]);
  }
  /// The trees of the forest (one per child of World, in mobod order; see
  /// ForestTree).
  const std::vector<ForestTree>& forest_trees() const { return forest_trees_; }
  int joint_position_start(JointIndex joint) const;
  int joint_velocity_start(JointIndex joint) const;
  int actuator_input_start(JointActuatorIndex actuator) const;
  /// The mobod whose inboard mobilizer `joint` is.
  MobodIndex joint_mobod(JointIndex joint) const {
    return MobodIndex(joint_to_mobod_[joint]);
  }
  /// By JointActuatorIndex (−1 for removed actuators): the actuated
  /// velocity index and the input start. No allocation.
  const std::vector<int>& actuator_v_indices() const {
    return actuator_v_index_;
  }
  const std::vector<int>& actuator_input_starts() const {
    return actuator_input_start_;
  }
  /// True if any actuator has PD gains.
  bool AnyActuatorHasController() const {
    for (const auto& actuator : actuators_) {
      if (actuator != nullptr && actuator->has_controller()) return true;
    }
    return false;
  }
  /// The reflected rotor inertia ρ²·Iᵣ per velocity (size nv), summed over
  /// the actuators on each dof, from `context`'s actuator parameters
  /// (cached; recomputed only when those parameters change).
  const VectorX<T>& EvalReflectedInertia(
      const systems::Context<T>& context) const;
  /// Computes what EvalReflectedInertia() returns into `reflected` (resized
  /// to nv).
  void CalcReflectedInertia(const systems::Context<T>& context,
                            VectorX<T>* reflected) const;
  /// q and v indices of a model instance, increasing.
  const std::vector<int>& instance_q_indices(ModelInstanceIndex i) const {
    return instance_q_[i];
  }
  const std::vector<int>& instance_v_indices(ModelInstanceIndex i) const {
    return instance_v_[i];
  }
  /// u indices of a model instance, ordered by increasing actuator index.
  const std::vector<int>& instance_u_indices(ModelInstanceIndex i) const {
    return instance_u_[i];
  }
  /// True if the body's inboard joint is a 6-dof joint to world.
  bool IsFloatingBaseBody(BodyIndex body) const;
  /// The inboard joint of `body` (after Finalize); invalid for world.
  JointIndex GetInboardJoint(BodyIndex body) const;
  /// True if only welds connect `body` to world.
  bool IsAnchored(BodyIndex body) const;
  int tree_height() const;

  // ---------------------------------------------------------------------
  // The object view of the compiled tree (after Finalize): one Mobilizer
  // per non-world node and one BodyNode per node. The algorithms above do
  // not use them (see mobilizer.h and body_node.h).
  /// The mobilizer with `index`; mobilizer i is the inboard mobilizer of
  /// mobod i + 1 (depth-first order).
  /// @throws std::logic_error if `index` is invalid or out of range (e.g.
  /// before Finalize()).
  const Mobilizer<T>& get_mobilizer(MobilizerIndex index) const;
  /// The body node of the mobod with `index` (0 is the world).
  /// @throws std::logic_error if `index` is invalid or out of range.
  const BodyNode<T>& get_body_node(MobodIndex index) const;

  // ---------------------------------------------------------------------
  // Context layout, set up by the owning plant.
  struct ContextLayout {
    bool is_discrete{false};
    int mass_parameter_index{-1};
    std::vector<int> damping_parameter_index;  // By JointIndex (−1: none).
    int lock_parameter_index{-1};
    // Actuator rotor parameters: [Iᵣ, ρ] per JointActuatorIndex.
    int rotor_parameter_index{-1};
    // X_PF of every FixedOffsetFrame (see frame_pose_parameter_offset()).
    int frame_pose_parameter_index{-1};
    const systems::CacheEntry* frame_body_poses{nullptr};
    const systems::CacheEntry* reflected_inertia{nullptr};
    const systems::CacheEntry* position_kinematics{nullptr};
    const systems::CacheEntry* block_system_jacobian{nullptr};
    const systems::CacheEntry* velocity_kinematics{nullptr};
    const systems::CacheEntry* forward_dynamics{nullptr};
    const systems::CacheEntry* workspace{nullptr};
    const systems::SystemBase* system{nullptr};
  };
  void set_context_layout(ContextLayout layout) { layout_ = std::move(layout); }
  /// Declares, in `system` (the owning plant), the cache entries the tree
  /// computes: frame body poses, position kinematics, reflected rotor
  /// inertia, the block system Jacobian, velocity kinematics and the scratch
  /// workspace, and records them in `layout`. `layout` must already hold
  /// the parameter indices; `q_tickets` and `qv_tickets` are the state
  /// tickets that q and [q, v] stand for (the discrete state, or the
  /// continuous q and v). Forward dynamics is the plant's entry: it depends
  /// on the plant's inputs. `num_actuated_dofs` sizes the workspace's
  /// actuation vector.
  void DeclareCacheEntries(
      systems::SystemBase* system,
      std::set<systems::DependencyTicket> q_tickets,
      const std::set<systems::DependencyTicket>& qv_tickets,
      int num_actuated_dofs, ContextLayout* layout) const;
  /// Throws unless the plant is finalized and `context` is its own.
  void ValidateContext(const systems::ContextBase& context) const {
    if (layout_.system == nullptr) {
      throw std::logic_error(
          "The MultibodyPlant is not finalized; call Finalize() and use a "
          "Context created by the plant.");
    }
    layout_.system->ValidateContext(context);
  }
  const ContextLayout& layout() const { return layout_; }
  void set_parent_plant(const MultibodyPlant<T>* plant) { plant_ = plant; }
  const MultibodyPlant<T>* parent_plant() const { return plant_; }

  // State access (contiguous views). The context must be the plant's own.
  Eigen::VectorBlock<const VectorX<T>> get_positions_and_velocities(
      const systems::Context<T>& context) const;
  Eigen::VectorBlock<const VectorX<T>> get_positions(
      const systems::Context<T>& context) const;
  Eigen::VectorBlock<const VectorX<T>> get_velocities(
      const systems::Context<T>& context) const;
  /// Mutable [q; v] (invalidates dependents).
  Eigen::VectorBlock<VectorX<T>> get_mutable_positions_and_velocities(
      systems::Context<T>* context) const;
  Eigen::VectorBlock<VectorX<T>> get_mutable_positions_and_velocities(
      const systems::Context<T>& context, systems::State<T>* state) const;
  /// The mass parameters (10 per body, by BodyIndex: m, p_BoBcm_B,
  /// G_BBo_B as xx yy zz xy xz yz).
  Eigen::VectorBlock<const VectorX<T>> get_mass_parameters(
      const systems::Context<T>& context) const;
  Eigen::VectorBlock<VectorX<T>> get_mutable_mass_parameters(
      systems::Context<T>* context) const;
  /// Writes M_BBo_B into a parameter block at `body`.
  static void SetMassParameters(const SpatialInertia<T>& M_BBo_B,
                                BodyIndex body,
                                Eigen::Ref<VectorX<T>> parameters);
  /// Reads M_BBo_B of `body` from a parameter block.
  static SpatialInertia<T> GetMassParameters(
      BodyIndex body, const Eigen::Ref<const VectorX<T>>& parameters);
  /// Writes the default parameters of every element.
  void SetDefaultParameters(systems::Parameters<T>* parameters) const;
  /// Writes the default state (joint defaults; floating bodies' default
  /// poses) into [q; v].
  void SetDefaultPositionsAndVelocities(Eigen::Ref<VectorX<T>> x) const;
  /// The zero configuration (identity quaternions) into q and v.
  void SetZeroState(Eigen::Ref<VectorX<T>> q, Eigen::Ref<VectorX<T>> v) const;

  // ---------------------------------------------------------------------
  // Cached kinematics.
  const PositionKinematicsCache<T>& EvalPositionKinematics(
      const systems::Context<T>& context) const;
  /// The system Jacobian Jv_V_WB(q) in blocks, one per tree (see
  /// BlockSystemJacobianCache); depends on the position kinematics only.
  const BlockSystemJacobianCache<T>& EvalBlockSystemJacobianCache(
      const systems::Context<T>& context) const;
  const VelocityKinematicsCache<T>& EvalVelocityKinematics(
      const systems::Context<T>& context) const;
  const ForwardDynamicsCache<T>& EvalForwardDynamics(
      const systems::Context<T>& context) const;
  TreeWorkspace<T>& GetMutableWorkspace(
      const systems::Context<T>& context) const;

  // ---------------------------------------------------------------------
  // Recursive algorithms (see multibody_tree.cc for the formulas).
  void CalcPositionKinematicsCache(const systems::Context<T>& context,
                                   PositionKinematicsCache<T>* pc) const;
  /// Position kinematics at `q` with the frame offsets `fp`.
  void CalcPositionKinematics(const Eigen::Ref<const VectorX<T>>& q,
                              const FrameBodyPoseCache<T>& fp,
                              PositionKinematicsCache<T>* pc) const;
  /// Position kinematics at `q` with the model's default frame offsets.
  void CalcPositionKinematics(const Eigen::Ref<const VectorX<T>>& q,
                              PositionKinematicsCache<T>* pc) const {
    CalcPositionKinematics(q, default_frame_body_poses_, pc);
  }
  /// The frame offsets from `context`'s FixedOffsetFrame parameters
  /// (cached; recomputed only when those parameters change).
  const FrameBodyPoseCache<T>& EvalFrameBodyPoses(
      const systems::Context<T>& context) const;
  /// Computes what EvalFrameBodyPoses() returns.
  void CalcFrameBodyPoses(const systems::Context<T>& context,
                          FrameBodyPoseCache<T>* fp) const;
  /// The frame offsets of the model's defaults (after Finalize).
  const FrameBodyPoseCache<T>& default_frame_body_poses() const {
    return default_frame_body_poses_;
  }
  /// Where FixedOffsetFrame `frame`'s X_PF (12 numbers: R_PF by columns,
  /// then p_PF) starts in the frame-pose parameter; −1 for other frames.
  int frame_pose_parameter_offset(FrameIndex frame) const {
    return frame < static_cast<int>(frame_parameter_offset_.size())
               ? frame_parameter_offset_[frame]
               : -1;
  }
  /// The size of the frame-pose parameter (12 per FixedOffsetFrame).
  int num_frame_pose_parameters() const { return num_frame_parameters_; }
  void CalcVelocityKinematicsCache(const systems::Context<T>& context,
                                   const PositionKinematicsCache<T>& pc,
                                   VelocityKinematicsCache<T>* vc) const;
  void CalcVelocityKinematics(const Eigen::Ref<const VectorX<T>>& q,
                              const Eigen::Ref<const VectorX<T>>& v,
                              const PositionKinematicsCache<T>& pc,
                              VelocityKinematicsCache<T>* vc) const;
  /// M_B_W of every mobod from the context's mass parameters.
  void CalcSpatialInertiasInWorld(
      const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
      std::vector<SpatialInertiaInWorld<T>>* M_B_W) const;
  /// A_WB for every mobod from v̇ (velocity terms included).
  void CalcSpatialAccelerationsFromVdot(
      const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
      const VelocityKinematicsCache<T>& vc,
      const Eigen::Ref<const VectorX<T>>& vdot, bool include_velocity_terms,
      std::vector<Vector6<T>>* A_WB) const;
  /// τ = M v̇ + C v − τ_app − Σ Jᵀ F_app (RNEA, O(n)). `forces` may be null
  /// (no applied forces). Writes tau (size nv); no allocation.
  void CalcInverseDynamics(const systems::Context<T>& context,
                           const PositionKinematicsCache<T>& pc,
                           const VelocityKinematicsCache<T>& vc,
                           const Eigen::Ref<const VectorX<T>>& vdot,
                           const MultibodyForces<T>* forces,
                           bool include_velocity_terms,
                           EigenPtr<VectorX<T>> tau) const;
  /// The mass matrix by composite bodies (O(n·depth)), including reflected
  /// rotor inertias.
  void CalcMassMatrix(const systems::Context<T>& context,
                      const PositionKinematicsCache<T>& pc,
                      EigenPtr<MatrixX<T>> M) const;
  /// Forward dynamics by the articulated body algorithm: v̇ such that
  /// (M + diag(armature)) v̇ + C v = τ_app + Σ Jᵀ F_app, and A_WB.
  void CalcForwardDynamicsViaArticulatedBodyAlgorithm(
      const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
      const VelocityKinematicsCache<T>& vc, const MultibodyForces<T>& forces,
      const Eigen::Ref<const VectorX<double>>& extra_armature,
      EigenPtr<VectorX<T>> vdot,
      std::vector<SpatialAcceleration<T>>* A_WB) const;
  /// The same v̇ and A_WB as CalcForwardDynamicsViaArticulatedBodyAlgorithm,
  /// from (M + diag(extra_armature))·v̇ = −(C v − τ_app − Σ Jᵀ F_app): the
  /// mass matrix (CalcMassMatrix), the right side by inverse dynamics at
  /// v̇ = 0, a LᵀDL factorization that follows the tree (fill-in only along
  /// each velocity's ancestors, velocity_parents()) and two sparse
  /// triangular solves. No allocation for double.
  void CalcForwardDynamicsViaMassMatrix(
      const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
      const VelocityKinematicsCache<T>& vc, const MultibodyForces<T>& forces,
      const Eigen::Ref<const VectorX<double>>& extra_armature,
      EigenPtr<VectorX<T>> vdot,
      std::vector<SpatialAcceleration<T>>* A_WB) const;
  /// Forward dynamics by forward_dynamics_method(): writes v̇ and leaves the
  /// body accelerations A_WB in the workspace (ws.A_WB).
  void CalcForwardDynamics(
      const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
      const VelocityKinematicsCache<T>& vc, const MultibodyForces<T>& forces,
      const Eigen::Ref<const VectorX<double>>& extra_armature,
      EigenPtr<VectorX<T>> vdot) const;
  /// The method CalcForwardDynamics() uses: chosen at Finalize() as the one
  /// with the smaller operation count for this tree
  /// (EstimateForwardDynamicsCosts()).
  ForwardDynamicsMethod forward_dynamics_method() const {
    return forward_dynamics_method_;
  }
  /// Overrides the choice (both methods give the same results; for tests
  /// and benchmarks). Valid at any time after Finalize().
  void set_forward_dynamics_method(ForwardDynamicsMethod method) {
    forward_dynamics_method_ = method;
  }
  /// Estimated costs of one forward dynamics solve, {articulated body, mass
  /// matrix}, from the tree's shape; only their order matters. For double
  /// (and Expression), instruction counts (coefficients fitted to callgrind
  /// counts of the iiwa14, a 32-link chain and MuJoCo's humanoid); for
  /// AutoDiffXd, whose every scalar result costs a pass over its partials,
  /// times relative to ABA's per mobod (fitted to the same models'
  /// AutoDiffXd benchmarks).
  std::pair<double, double> EstimateForwardDynamicsCosts() const;
  /// For each velocity index k, the nearest velocity index on the path to
  /// the world (the previous velocity of the same mobilizer, else the last
  /// velocity of the nearest moving ancestor), or −1 if none: M(k, i) ≠ 0
  /// only for i on this chain, and LᵀDL keeps that pattern.
  const std::vector<int>& velocity_parents() const { return velocity_parent_; }
  /// τ = τ_app + Σ Jᵀ F_app of `forces` alone (one tip-to-base pass, no
  /// inertia terms): the generalized forces equivalent to the applied ones.
  /// Uses the workspace's F_BMo_W as scratch.
  void CalcGeneralizedForcesOfAppliedForces(
      const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
      const MultibodyForces<T>& forces, EigenPtr<VectorX<T>> tau) const;
  /// Adds every force element's forces (gravity, springs) to `forces`.
  void CalcForceElementsContribution(const systems::Context<T>& context,
                                     const PositionKinematicsCache<T>& pc,
                                     const VelocityKinematicsCache<T>& vc,
                                     MultibodyForces<T>* forces) const;
  /// Adds −d·v of every joint to `forces`.
  void AddJointDampingForces(const systems::Context<T>& context,
                             MultibodyForces<T>* forces) const;
  /// q̇ = N(q)·v.
  void MapVelocityToQDot(const Eigen::Ref<const VectorX<T>>& q,
                         const Eigen::Ref<const VectorX<T>>& v,
                         EigenPtr<VectorX<T>> qdot) const;
  /// v = N⁺(q)·q̇.
  void MapQDotToVelocity(const Eigen::Ref<const VectorX<T>>& q,
                         const Eigen::Ref<const VectorX<T>>& qdot,
                         EigenPtr<VectorX<T>> v) const;
  /// N(q) (nq × nv) and N⁺(q) (nv × nq), dense.
  void CalcNMatrix(const Eigen::Ref<const VectorX<T>>& q,
                   EigenPtr<MatrixX<T>> N) const;
  void CalcNplusMatrix(const Eigen::Ref<const VectorX<T>>& q,
                       EigenPtr<MatrixX<T>> Nplus) const;
  /// True if N(q) is the identity for every joint.
  bool IsVelocityEqualToQDot() const;
  /// J_V_WBp_W (6 × nv) of point Bp (p_BoBp_W from Bo, in W) of body B,
  /// column block written into `J` (which must be 6 × nv).
  void CalcJacobianSpatialVelocityInWorld(const PositionKinematicsCache<T>& pc,
                                          BodyIndex body,
                                          const Vector3<T>& p_BoBp_W,
                                          EigenPtr<Matrix6X<T>> J) const;
  /// Computes what EvalBlockSystemJacobianCache() returns: for each mobod
  /// B with parent P in a tree, its rows of the tree's block are the
  /// parent's rows shifted from Po to Bo (ω the same, v + ω × p_PoBo_W) in
  /// the ancestors' columns, and H_PB_W in its own. `sjc` must have been
  /// made for this tree; only those entries are written (the rest stay
  /// zero). No allocation for double.
  void CalcBlockSystemJacobianCache(const systems::Context<T>& context,
                                    BlockSystemJacobianCache<T>* sjc) const;
  /// τ = Σₖ Jv_V_WBₖᵀ·F_Boₖ_W over the mobods k (F_Bo_W_array by MobodIndex,
  /// World's entry read but without effect), by one tip-to-base pass that
  /// accumulates each subtree's force in place in `F_Bo_W_array` (which it
  /// overwrites). Sizes must be right (the plant checks them).
  void CalcSystemJacobianTransposeTimesF(
      const systems::Context<T>& context,
      std::vector<SpatialForce<T>>* F_Bo_W_array,
      EigenPtr<VectorX<T>> tau) const;
  /// Kinetic energy ½ vᵀ M v (bodies only).
  T CalcKineticEnergy(const systems::Context<T>& context) const;
  /// Potential energy of force elements (gravity, springs).
  T CalcPotentialEnergy(const systems::Context<T>& context) const;
  T CalcConservativePower(const systems::Context<T>& context) const;
  T CalcNonConservativePower(const systems::Context<T>& context) const;

  /// Creates the ephemeral joints and clones elements to scalar U.
  template <typename U>
  std::unique_ptr<MultibodyTree<U>> CloneToScalar() const;

 private:
  template <typename U>
  friend class MultibodyTree;

  void ThrowIfDuplicateName(const std::string& kind, const std::string& name,
                            ModelInstanceIndex instance,
                            const std::multimap<std::string, int>& map) const;
  template <typename Index>
  std::optional<Index> FindByName(
      const std::string& kind, const std::string& name,
      std::optional<ModelInstanceIndex> instance,
      const std::multimap<std::string, int>& map,
      const std::vector<ModelInstanceIndex>& instance_of) const;
  // Finalize's compilation of the topology, in stages (multibody_tree.cc).
  void CompileTopology();
  // The joints at each body (as parent or child), in joint order; counts
  // each body's joints as child in `num_as_child`.
  std::vector<std::vector<int>> CollectIncidentJoints(
      std::vector<int>* num_as_child) const;
  // The root bodies of the components not connected to the world, in body
  // order; throws if the joints form a loop.
  std::vector<int> FindFreeComponentRoots(
      const std::vector<std::vector<int>>& incident,
      const std::vector<int>& num_as_child) const;
  // Adds an ephemeral base joint to the world for each root, recording it
  // in `incident`.
  void AddBaseJoints(const std::vector<int>& roots,
                     std::vector<std::vector<int>>* incident);
  // Numbers the mobods depth first from the world, with their q and v.
  void NumberMobods(const std::vector<std::vector<int>>& incident);
  // The trees of the numbered mobods (forest_trees_).
  void CollectForestTrees();
  // The mobod for `joint` outboard of mobod `parent` (reversed if the
  // joint's child body is on the parent side).
  Mobod MakeMobod(const Joint<T>& joint, int parent, int q_start,
                  int v_start) const;
  // Offsets of the frame-pose parameter and the default frame poses.
  void IndexFrameParameters();
  // Actuator input and velocity indices, and the per-instance index lists.
  void IndexActuatorsAndInstances();
  // CalcFrameBodyPoses() from a frame-pose parameter vector, or from the
  // frames' defaults if `parameters` is null.
  void CalcFrameBodyPoses(const VectorX<T>* parameters,
                          FrameBodyPoseCache<T>* fp) const;
  // Builds mobilizers_ and body_nodes_ from the compiled mobods.
  void CreateMobilizersAndBodyNodes();

  bool finalized_{false};
  std::vector<std::string> instance_names_;
  std::unordered_map<std::string, int> instance_by_name_;
  std::vector<std::unique_ptr<RigidBody<T>>> bodies_;
  std::vector<const Frame<T>*> frames_;
  std::vector<std::unique_ptr<Frame<T>>> owned_frames_;
  std::vector<std::unique_ptr<Joint<T>>> joints_;
  std::vector<std::unique_ptr<JointActuator<T>>> actuators_;
  std::vector<std::unique_ptr<ForceElement<T>>> force_elements_;
  UniformGravityFieldElement<T>* gravity_{nullptr};
  int num_joints_{0};
  int num_actuators_{0};
  // Name look-ups: name → element index (instances from the elements).
  std::multimap<std::string, int> body_names_, frame_names_, joint_names_,
      actuator_names_;
  std::vector<ModelInstanceIndex> body_instance_, frame_instance_,
      joint_instance_, actuator_instance_;
  BaseBodyJointType base_joint_type_{
      BaseBodyJointType::kQuaternionFloatingJoint};
  std::map<int, BaseBodyJointType> base_joint_type_by_instance_;

  // Compiled.
  int nq_{0}, nv_{0}, nu_{0};
  std::vector<Mobod> mobods_;
  // By mobod: a weld's fixed X_FM (inverted if reversed), else identity.
  std::vector<math::RigidTransform<double>> X_FM_weld_;
  std::vector<int> frame_parameter_offset_;  // By FrameIndex.
  int num_frame_parameters_{0};
  FrameBodyPoseCache<T> default_frame_body_poses_;
  std::vector<int> body_to_mobod_;
  std::vector<ForestTree> forest_trees_;   // By tree index.
  std::vector<int> joint_to_mobod_;        // By JointIndex (−1 removed).
  std::vector<int> actuator_input_start_;  // By JointActuatorIndex.
  std::vector<int> actuator_v_index_;      // By JointActuatorIndex.
  std::vector<std::vector<int>> instance_q_, instance_v_, instance_u_;
  std::vector<std::unique_ptr<Mobilizer<T>>> mobilizers_;  // By index.
  std::vector<std::unique_ptr<BodyNode<T>>> body_nodes_;   // By mobod.

  // CalcMassMatrix() from the spatial inertias M_B_W already in `ws`, which
  // it turns into composite inertias about the world origin.
  void CalcMassMatrixFromInertias(const systems::Context<T>& context,
                                  const PositionKinematicsCache<T>& pc,
                                  TreeWorkspace<T>* ws,
                                  EigenPtr<MatrixX<T>> M) const;

  // By velocity index: see velocity_parents().
  std::vector<int> velocity_parent_;
  ForwardDynamicsMethod forward_dynamics_method_{
      ForwardDynamicsMethod::kArticulatedBody};

  ContextLayout layout_;
  const MultibodyPlant<T>* plant_{nullptr};
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::MultibodyTree)
