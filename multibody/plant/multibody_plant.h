#pragma once

/// @file
/// MultibodyPlant: a rigid multibody system as a LeafSystem, with Drake's
/// construction API, state layout, ports and computations. The model is a
/// tree of bodies connected by joints; at Finalize() it is compiled into
/// flat arrays (see multibody/tree/multibody_tree.h) over which every
/// computation runs in O(n) (O(n²) for the mass matrix).

#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include <Eigen/SparseCore>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_deprecated.h"
#include "drake/common/random.h"
#include "drake/common/symbolic/expression.h"
#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/geometry_set.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/query_results/contact_surface.h"
#include "drake/geometry/scene_graph.h"
#include "drake/geometry/shape_specification.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/plant/constraint_specs.h"
#include "drake/multibody/plant/contact_model_enums.h"
#include "drake/multibody/plant/contact_results.h"
#include "drake/multibody/plant/coulomb_friction.h"
#include "drake/multibody/plant/distance_constraint_params.h"
#include "drake/multibody/plant/externally_applied_spatial_force.h"
#include "drake/multibody/plant/hydroelastic_contact_data.h"
#include "drake/multibody/plant/multibody_plant_scene_graph_data.h"
#include "drake/multibody/plant/point_contact_pair.h"
#include "drake/multibody/tree/ball_quaternion_joint.h"
#include "drake/multibody/tree/ball_rpy_joint.h"
#include "drake/multibody/tree/fixed_offset_frame.h"
#include "drake/multibody/tree/joint_actuator.h"
#include "drake/multibody/tree/multibody_forces.h"
#include "drake/multibody/tree/multibody_tree.h"
#include "drake/multibody/tree/planar_joint.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/multibody/tree/quaternion_floating_joint.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/multibody/tree/rpy_floating_joint.h"
#include "drake/multibody/tree/screw_joint.h"
#include "drake/multibody/tree/universal_joint.h"
#include "drake/multibody/tree/weld_joint.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace multibody {

namespace internal {
// The discrete step's SAP stages (sap_driver.h).
template <typename T>
class SapDriver;

// A body registered with MultibodyPlant::SetSurfaceVelocityAxis().
struct SurfaceVelocityEntry {
  std::string scoped_name;  // Empty until Finalize().
  Eigen::Vector3d axis;     // â_ss_B, unit length, in the body frame B.
};
}  // namespace internal

/// A rigid multibody system (bodies, joints, actuators, force elements) as a
/// System, with Drake's API. Start here:
///
/// **Building a model.** Add bodies, joints, frames, actuators, force
/// elements and constraints (or parse them: multibody/parsing/parser.h),
/// register geometry with a SceneGraph (AddMultibodyPlantSceneGraph()), then
/// call Finalize(). Construction calls throw after Finalize(); most queries
/// throw before it. Bodies, joints and actuators are addressed by index or
/// by name within a model instance; an unknown name throws naming the
/// instance and listing what exists.
///
/// **State.** x = [q; v]: positions then velocities, each ordered by the
/// tree's depth-first mobilizer order (a joint's coordinates are contiguous;
/// Joint::position_start() and velocity_start() give their offsets). A
/// free body's q is [qw qx qy qz px py pz] and its v is [w_WB; v_WB], as
/// Drake's. Continuous plants (time_step = 0) hold x as continuous state;
/// discrete plants (time_step > 0) hold it as discrete state group 0.
///
/// **Continuous vs discrete.** Continuous: ẋ = f(t, x, u) by the
/// articulated-body algorithm, with compliant point contact (Hunt–Crossley
/// normal force, regularized Stribeck friction); integrate with the
/// Simulator. Discrete: each period h a semi-implicit step (v first, then q
/// from v) computed by the SAP convex solver (internal::SapDriver, whose
/// stages are in sap_driver.h) when the step has contact,
/// active joint limits, PD-controlled actuators, locked joints or
/// constraints (discrete_contact_approximation(): kLagged by default,
/// kSimilar, kSap), and by one forward-dynamics solve otherwise. SAP runs
/// for T = double only; an AutoDiffXd discrete step that needs it throws.
///
/// **Sampled outputs.** By default a discrete plant's dynamic outputs
/// (accelerations, contact results, reaction forces, net actuation, contact
/// forces) report the last step, held in abstract state, as Drake's do; with
/// SetUseSampledOutputPorts(false) they are computed from the current state
/// on demand.
///
/// **Input ports**, in Drake's order (so their indices are Drake's):
/// `geometry_query` (from SceneGraph), `actuation` (all actuators, ordered
/// by actuator index), `applied_generalized_force` (nv),
/// `applied_spatial_force` (std::vector<ExternallyAppliedSpatialForce<T>>),
/// then per model instance `<model>_actuation` (summed with `actuation`) and
/// `<model>_desired_state` ([q_d; v_d] of its actuators, 2 × its actuated
/// dofs as Drake's; read for the PD-controlled ones),
/// then `surface_speeds`. Unconnected actuation inputs are zero.
///
/// **Output ports**, in Drake's order: `geometry_pose` (to SceneGraph),
/// `deformable_body_configuration` (always empty), `state`, `body_poses`,
/// `body_spatial_velocities`, `body_spatial_accelerations`,
/// `generalized_acceleration`, `net_actuation`, `reaction_forces` (one
/// SpatialForce per joint), `contact_results` (ContactResults<T>), then per
/// model instance `<model>_state`, `<model>_generalized_acceleration`,
/// `<model>_generalized_contact_forces`, `<model>_net_actuation`, then
/// `surface_displacements`.
///
/// **Actuation and PD.** Each JointActuator drives one single-dof joint,
/// with an optional rotor inertia and gear ratio (reflected inertia added to
/// the mass matrix) and an effort limit. An actuator with PD gains
/// (JointActuator::set_controller_gains) on a discrete plant is solved
/// implicitly inside the step, its effort clamped to the limit, and is fed
/// by its instance's desired-state port; feed-forward actuation is added
/// unclamped.
///
/// **Contact.** set_contact_model(): kPoint, kHydroelastic or
/// kHydroelasticWithFallback (the default: hydroelastic contact surfaces
/// for the pairs whose geometries have hydroelastic properties, one of them
/// compliant; point contact for every other pair). Under kHydroelastic a
/// pair without a contact surface (two rigid geometries, a geometry without
/// hydroelastic properties) throws naming both geometries. Friction comes
/// from each geometry's CoulombFriction, combined per pair as Drake does;
/// point stiffness and dissipation from its proximity properties or the
/// plant's penalty defaults. Hydroelastic contact (Elandt et al. 2019;
/// Masterjohn et al. 2022): a discrete plant makes each contact-surface
/// face a SAP contact at its centroid C with stiffness k = A·g and signed
/// distance φ₀ = −p₀/g (A the face area, p₀ the pressure at C, g the
/// effective pressure gradient along the normal, 1/g = 1/g_M + 1/g_N) and
/// the Hunt–Crossley dissipation of the pair (the compliant geometries'
/// "hunt_crossley_dissipation" weighted by the other's hydroelastic
/// modulus); a continuous plant integrates the traction
/// max(0, p·(1 − d·vₙ)) n̂ plus atan-regularized Coulomb friction (the
/// stiction tolerance as regularization speed) over each face (a 3-point
/// Gauss rule on triangles, the centroid on polygons).
///
/// **What throws.** API misuse (wrong phase, unknown name, index out of
/// range, a Context of another system, a size mismatch) throws
/// std::logic_error naming the element and the expected value; invalid data
/// (a non-physical inertia, NaN in the actuation input) throws
/// std::runtime_error naming the body, joint or index. A continuous plant
/// whose actuators have PD gains throws when its dynamics are computed.
template <typename T>
class MultibodyPlant final : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(MultibodyPlant);

  /// A plant holding only the world body. time_step = 0 is continuous, > 0
  /// discrete with that period. Throws if time_step < 0 or not finite.
  explicit MultibodyPlant(double time_step);
  /// Scalar-converting copy.
  template <typename U>
  explicit MultibodyPlant(const MultibodyPlant<U>& other);
  ~MultibodyPlant() override;

  // ------------------------------------------------------------------------
  /// @name Construction (before Finalize; each throws after it)
  //@{
  /// Adds a body named `name` to `model_instance` with M_BBo_B (about the
  /// body origin Bo, expressed in B). Throws on a duplicate name in the
  /// instance or a non-physical inertia (naming the body and the values).
  const RigidBody<T>& AddRigidBody(
      const std::string& name, ModelInstanceIndex model_instance,
      const SpatialInertia<double>& M_BBo_B = SpatialInertia<double>::Zero());
  /// Adds a body to the default model instance. Throws if model instances
  /// other than world and default exist.
  const RigidBody<T>& AddRigidBody(
      const std::string& name,
      const SpatialInertia<double>& M_BBo_B = SpatialInertia<double>::Zero());
  /// Adds a frame (e.g. a FixedOffsetFrame).
  template <template <typename> class FrameType>
  const FrameType<T>& AddFrame(std::unique_ptr<FrameType<T>> frame) {
    return static_cast<const FrameType<T>&>(
        tree_->AddFrame(std::unique_ptr<Frame<T>>(frame.release())));
  }
  /// Adds a joint.
  template <template <typename> class JointType>
  const JointType<T>& AddJoint(std::unique_ptr<JointType<T>> joint) {
    return static_cast<const JointType<T>&>(
        tree_->AddJoint(std::unique_ptr<Joint<T>>(joint.release())));
  }
  /// Adds JointType(name, F, M, args...) between `parent` and `child`. When
  /// X_PF (X_BM) is given, F (M) is a new FixedOffsetFrame named
  /// "{name}_parent" ("{name}_child"); otherwise it is the body frame.
  template <template <typename> class JointType, typename... Args>
  const JointType<T>& AddJoint(
      const std::string& name, const RigidBody<T>& parent,
      const std::optional<math::RigidTransform<double>>& X_PF,
      const RigidBody<T>& child,
      const std::optional<math::RigidTransform<double>>& X_BM, Args&&... args) {
    const Frame<T>& frame_on_parent =
        X_PF.has_value() ? AddFrame(std::make_unique<FixedOffsetFrame<T>>(
                               name + "_parent", parent.body_frame(), *X_PF,
                               child.model_instance()))
                         : static_cast<const Frame<T>&>(parent.body_frame());
    const Frame<T>& frame_on_child =
        X_BM.has_value() ? AddFrame(std::make_unique<FixedOffsetFrame<T>>(
                               name + "_child", child.body_frame(), *X_BM))
                         : static_cast<const Frame<T>&>(child.body_frame());
    return AddJoint(std::make_unique<JointType<T>>(
        name, frame_on_parent, frame_on_child, std::forward<Args>(args)...));
  }
  /// Removes a joint (its index becomes a gap). Throws if finalized, if
  /// user force elements exist, or if an actuator uses the joint.
  void RemoveJoint(const Joint<T>& joint);
  /// Welds frame M to frame F at X_FM; the joint is named
  /// "{F.name()}_welds_to_{M.name()}".
  const WeldJoint<T>& WeldFrames(const Frame<T>& frame_on_parent_F,
                                 const Frame<T>& frame_on_child_M,
                                 const math::RigidTransform<double>& X_FM =
                                     math::RigidTransform<double>::Identity());
  /// Adds a force element of type ForceElementType<T>(args...).
  template <template <typename> class ForceElementType, typename... Args>
  const ForceElementType<T>& AddForceElement(Args&&... args) {
    return static_cast<const ForceElementType<T>&>(tree_->AddForceElement(
        std::make_unique<ForceElementType<T>>(std::forward<Args>(args)...)));
  }
  /// Adds an actuator on a single-dof joint. Throws on a duplicate name,
  /// effort_limit <= 0, or a joint with more than one dof.
  const JointActuator<T>& AddJointActuator(
      const std::string& name, const Joint<T>& joint,
      double effort_limit = std::numeric_limits<double>::infinity());
  /// Removes an actuator (its index becomes a gap).
  void RemoveJointActuator(const JointActuator<T>& actuator);
  /// Sets every joint actuator's effort limit to +∞ (for models whose
  /// parsed limits are unwanted). Allowed before and after Finalize().
  void RemoveAllJointActuatorEffortLimits();
  /// Adds a model instance. Throws if the name exists.
  ModelInstanceIndex AddModelInstance(const std::string& name);
  /// Renames a model instance. Throws after Finalize or on a duplicate.
  void RenameModelInstance(ModelInstanceIndex model_instance,
                           const std::string& name);
  /// The joint type for bodies left without an inboard joint at Finalize,
  /// globally or for one model instance.
  void SetBaseBodyJointType(
      BaseBodyJointType joint_type,
      std::optional<ModelInstanceIndex> model_instance = {});
  BaseBodyJointType GetBaseBodyJointType(
      std::optional<ModelInstanceIndex> model_instance = {}) const;
  /// (Internal use only for now, as in Drake) Whether links welded to each
  /// other are to be fused into one mobilized body at Finalize, globally
  /// (no `model_instance`) or for one model instance (which then overrides
  /// the global setting for its elements). The default is not to fuse.
  /// Fusing is not implemented: Finalize() throws when fusing is on for a
  /// model instance that has a weld joint or whose base bodies would be
  /// welded to the world (BaseBodyJointType::kWeldJoint), rather than build
  /// an unfused model silently.
  /// @throws std::logic_error after Finalize, or for an invalid
  ///   `model_instance`.
  void SetFuseWeldedLinks(
      bool fuse, std::optional<ModelInstanceIndex> model_instance = {});
  /// (Internal use only for now) The fuse setting of `model_instance` if
  /// one was set for it, else the global setting (also for a missing or
  /// unrecognized `model_instance`). Allowed before and after Finalize.
  bool GetFuseWeldedLinks(
      std::optional<ModelInstanceIndex> model_instance = {}) const;
  /// Compiles the model, declares state, parameters and ports. Throws if
  /// already finalized, on a loop of joints, or if fusing welded links was
  /// asked for where it would change the model (see SetFuseWeldedLinks()).
  void Finalize();
  bool is_finalized() const { return tree_->is_finalized(); }
  //@}

  // ------------------------------------------------------------------------
  /// @name Sizes, elements and names
  //@{
  double time_step() const { return time_step_; }
  bool is_discrete() const { return time_step_ > 0; }
  int num_bodies() const { return tree_->num_bodies(); }
  /// True if a body with index `body_index` exists in this plant.
  bool has_body(BodyIndex body_index) const {
    return body_index.is_valid() && body_index < num_bodies();
  }
  /// The size of the miscellaneous continuous state z: the number of
  /// surface-velocity bodies of a continuous plant (their surface
  /// displacements), else 0. @throws std::logic_error before Finalize().
  int num_misc_continuous_states() const;
  int num_frames() const { return tree_->num_frames(); }
  int num_joints() const { return tree_->num_joints(); }
  int num_actuators() const { return tree_->num_actuators(); }
  int num_actuators(ModelInstanceIndex model_instance) const;
  int num_force_elements() const { return tree_->num_force_elements(); }
  int num_model_instances() const { return tree_->num_model_instances(); }
  int num_positions() const { return tree_->num_positions(); }
  int num_positions(ModelInstanceIndex model_instance) const;
  int num_velocities() const { return tree_->num_velocities(); }
  int num_velocities(ModelInstanceIndex model_instance) const;
  int num_multibody_states() const {
    return num_positions() + num_velocities();
  }
  int num_multibody_states(ModelInstanceIndex model_instance) const;
  int num_actuated_dofs() const { return tree_->num_actuated_dofs(); }
  int num_actuated_dofs(ModelInstanceIndex model_instance) const;

  const RigidBody<T>& world_body() const { return tree_->world_body(); }
  const RigidBodyFrame<T>& world_frame() const { return tree_->world_frame(); }
  const RigidBody<T>& get_body(BodyIndex body_index) const {
    return tree_->get_body(body_index);
  }
  const Frame<T>& get_frame(FrameIndex frame_index) const {
    return tree_->get_frame(frame_index);
  }
  bool has_joint(JointIndex joint_index) const {
    return tree_->has_joint(joint_index);
  }
  const Joint<T>& get_joint(JointIndex joint_index) const {
    return tree_->get_joint(joint_index);
  }
  Joint<T>& get_mutable_joint(JointIndex joint_index) {
    return tree_->get_mutable_joint(joint_index);
  }
  bool has_joint_actuator(JointActuatorIndex actuator_index) const {
    return tree_->has_joint_actuator(actuator_index);
  }
  const JointActuator<T>& get_joint_actuator(
      JointActuatorIndex actuator_index) const {
    return tree_->get_joint_actuator(actuator_index);
  }
  JointActuator<T>& get_mutable_joint_actuator(
      JointActuatorIndex actuator_index) {
    return tree_->get_mutable_joint_actuator(actuator_index);
  }
  const ForceElement<T>& get_force_element(
      ForceElementIndex force_element_index) const {
    return tree_->get_force_element(force_element_index);
  }
  /// The force element at `force_element_index` as a ForceElementType.
  /// @throws std::logic_error if the index is out of range or the element
  ///   is not a ForceElementType (naming both types).
  template <template <typename> class ForceElementType = ForceElement>
  const ForceElementType<T>& GetForceElement(
      ForceElementIndex force_element_index) const {
    const ForceElement<T>& element = get_force_element(force_element_index);
    const auto* typed = dynamic_cast<const ForceElementType<T>*>(&element);
    if (typed == nullptr) {
      ThrowForceElementTypeMismatch(force_element_index,
                                    typeid(ForceElementType<T>));
    }
    return *typed;
  }
  const UniformGravityFieldElement<T>& gravity_field() const {
    return tree_->gravity_field();
  }
  UniformGravityFieldElement<T>& mutable_gravity_field() {
    return tree_->mutable_gravity_field();
  }
  /// Enables or disables gravity for a model instance (before Finalize).
  void set_gravity_enabled(ModelInstanceIndex model_instance, bool is_enabled);
  bool is_gravity_enabled(ModelInstanceIndex model_instance) const;

  std::vector<JointIndex> GetJointIndices() const {
    return tree_->GetJointIndices();
  }
  std::vector<JointIndex> GetJointIndices(ModelInstanceIndex instance) const;
  std::vector<JointActuatorIndex> GetJointActuatorIndices() const {
    return tree_->GetJointActuatorIndices();
  }
  std::vector<JointActuatorIndex> GetJointActuatorIndices(
      ModelInstanceIndex instance) const;
  std::vector<JointIndex> GetActuatedJointIndices(
      ModelInstanceIndex instance) const;
  std::vector<BodyIndex> GetBodyIndices(ModelInstanceIndex instance) const;
  std::vector<FrameIndex> GetFrameIndices(ModelInstanceIndex instance) const;

  const std::string& GetModelInstanceName(
      ModelInstanceIndex model_instance) const {
    return tree_->GetModelInstanceName(model_instance);
  }
  bool HasModelInstanceNamed(const std::string& name) const {
    return tree_->HasModelInstanceNamed(name);
  }
  ModelInstanceIndex GetModelInstanceByName(const std::string& name) const {
    return tree_->GetModelInstanceByName(name);
  }
  bool HasBodyNamed(const std::string& name) const;
  /// The number of bodies named `name` over all model instances (0 if
  /// none); never throws.
  int NumBodiesWithName(std::string_view name) const;
  bool HasBodyNamed(const std::string& name,
                    ModelInstanceIndex model_instance) const;
  const RigidBody<T>& GetBodyByName(const std::string& name) const;
  const RigidBody<T>& GetBodyByName(const std::string& name,
                                    ModelInstanceIndex model_instance) const;
  const RigidBody<T>& GetRigidBodyByName(const std::string& name) const {
    return GetBodyByName(name);
  }
  const RigidBody<T>& GetRigidBodyByName(
      const std::string& name, ModelInstanceIndex model_instance) const {
    return GetBodyByName(name, model_instance);
  }
  bool HasFrameNamed(const std::string& name) const;
  bool HasFrameNamed(const std::string& name,
                     ModelInstanceIndex model_instance) const;
  const Frame<T>& GetFrameByName(const std::string& name) const;
  const Frame<T>& GetFrameByName(const std::string& name,
                                 ModelInstanceIndex model_instance) const;
  bool HasJointNamed(const std::string& name) const;
  bool HasJointNamed(const std::string& name,
                     ModelInstanceIndex model_instance) const;
  /// The joint named `name` (in `model_instance` if given), as JointType.
  /// Throws if there is none, if the name is ambiguous, or if the joint is
  /// not a JointType.
  template <template <typename> class JointType = Joint>
  const JointType<T>& GetJointByName(
      const std::string& name,
      std::optional<ModelInstanceIndex> model_instance = std::nullopt) const {
    const Joint<T>& joint = GetJointByNameImpl(name, model_instance);
    const auto* typed = dynamic_cast<const JointType<T>*>(&joint);
    if (typed == nullptr) ThrowJointTypeMismatch(joint);
    return *typed;
  }
  template <template <typename> class JointType = Joint>
  JointType<T>& GetMutableJointByName(
      const std::string& name,
      std::optional<ModelInstanceIndex> model_instance = std::nullopt) {
    return const_cast<JointType<T>&>(
        GetJointByName<JointType>(name, model_instance));
  }
  bool HasJointActuatorNamed(const std::string& name) const;
  bool HasJointActuatorNamed(const std::string& name,
                             ModelInstanceIndex model_instance) const;
  const JointActuator<T>& GetJointActuatorByName(const std::string& name) const;
  const JointActuator<T>& GetJointActuatorByName(
      const std::string& name, ModelInstanceIndex model_instance) const;
  /// Bodies welded (directly or through other welds) to `body`, including
  /// itself.
  std::vector<const RigidBody<T>*> GetBodiesWeldedTo(
      const RigidBody<T>& body) const;
  /// Bodies whose kinematics depend on any of the joints.
  std::vector<BodyIndex> GetBodiesKinematicallyAffectedBy(
      const std::vector<JointIndex>& joint_indexes) const;
  /// Whether `body` is connected to world only through welds.
  bool IsAnchored(const RigidBody<T>& body) const {
    return tree_->IsAnchored(body.index());
  }
  /// Names of q, v, x and u entries: "{instance}_{joint}_{suffix}" (the
  /// instance prefix optional).
  std::vector<std::string> GetPositionNames(
      bool add_model_instance_prefix = true,
      bool always_add_suffix = true) const;
  std::vector<std::string> GetPositionNames(
      ModelInstanceIndex model_instance, bool add_model_instance_prefix = false,
      bool always_add_suffix = true) const;
  std::vector<std::string> GetVelocityNames(
      bool add_model_instance_prefix = true,
      bool always_add_suffix = true) const;
  std::vector<std::string> GetVelocityNames(
      ModelInstanceIndex model_instance, bool add_model_instance_prefix = false,
      bool always_add_suffix = true) const;
  std::vector<std::string> GetStateNames(
      bool add_model_instance_prefix = true) const;
  std::vector<std::string> GetStateNames(
      ModelInstanceIndex model_instance,
      bool add_model_instance_prefix = false) const;
  std::vector<std::string> GetActuatorNames(
      bool add_model_instance_prefix = true) const;
  std::vector<std::string> GetActuatorNames(
      ModelInstanceIndex model_instance,
      bool add_model_instance_prefix = false) const;
  /// Joint limits as whole-plant vectors (±∞ where unlimited).
  VectorX<double> GetPositionLowerLimits() const;
  VectorX<double> GetPositionUpperLimits() const;
  VectorX<double> GetVelocityLowerLimits() const;
  VectorX<double> GetVelocityUpperLimits() const;
  VectorX<double> GetAccelerationLowerLimits() const;
  VectorX<double> GetAccelerationUpperLimits() const;
  /// Effort limits in input_start order (±∞ where none).
  VectorX<double> GetEffortLowerLimits() const;
  VectorX<double> GetEffortUpperLimits() const;
  /// A Graphviz description of bodies (nodes) and joints (edges).
  std::string GetTopologyGraphvizString() const;
  //@}

  // ------------------------------------------------------------------------
  /// @name State
  //@{
  /// [q; v], a live view. Throws before Finalize or on a foreign context.
  Eigen::VectorBlock<const VectorX<T>> GetPositionsAndVelocities(
      const systems::Context<T>& context) const;
  VectorX<T> GetPositionsAndVelocities(const systems::Context<T>& context,
                                       ModelInstanceIndex model_instance) const;
  void GetPositionsAndVelocities(const systems::Context<T>& context,
                                 ModelInstanceIndex model_instance,
                                 EigenPtr<VectorX<T>> qv_out) const;
  void SetPositionsAndVelocities(systems::Context<T>* context,
                                 const Eigen::Ref<const VectorX<T>>& q_v) const;
  void SetPositionsAndVelocities(systems::Context<T>* context,
                                 ModelInstanceIndex model_instance,
                                 const Eigen::Ref<const VectorX<T>>& q_v) const;
  Eigen::VectorBlock<const VectorX<T>> GetPositions(
      const systems::Context<T>& context) const;
  VectorX<T> GetPositions(const systems::Context<T>& context,
                          ModelInstanceIndex model_instance) const;
  void GetPositions(const systems::Context<T>& context,
                    ModelInstanceIndex model_instance,
                    EigenPtr<VectorX<T>> q_out) const;
  void SetPositions(systems::Context<T>* context,
                    const Eigen::Ref<const VectorX<T>>& q) const;
  void SetPositions(systems::Context<T>* context,
                    ModelInstanceIndex model_instance,
                    const Eigen::Ref<const VectorX<T>>& q_instance) const;
  void SetPositions(const systems::Context<T>& context,
                    systems::State<T>* state, ModelInstanceIndex model_instance,
                    const Eigen::Ref<const VectorX<T>>& q_instance) const;
  Eigen::VectorBlock<const VectorX<T>> GetVelocities(
      const systems::Context<T>& context) const;
  VectorX<T> GetVelocities(const systems::Context<T>& context,
                           ModelInstanceIndex model_instance) const;
  void GetVelocities(const systems::Context<T>& context,
                     ModelInstanceIndex model_instance,
                     EigenPtr<VectorX<T>> v_out) const;
  void SetVelocities(systems::Context<T>* context,
                     const Eigen::Ref<const VectorX<T>>& v) const;
  void SetVelocities(systems::Context<T>* context,
                     ModelInstanceIndex model_instance,
                     const Eigen::Ref<const VectorX<T>>& v_instance) const;
  void SetVelocities(const systems::Context<T>& context,
                     systems::State<T>* state,
                     ModelInstanceIndex model_instance,
                     const Eigen::Ref<const VectorX<T>>& v_instance) const;
  /// (Advanced) Mutable views of x = [q; v], q and v in `context`. Getting
  /// one invalidates everything that depends on the state, but writing
  /// through it later does not: prefer SetPositions() and friends.
  /// @throws std::logic_error before Finalize, if `context` is null or is
  ///   not this plant's.
  Eigen::VectorBlock<VectorX<T>> GetMutablePositionsAndVelocities(
      systems::Context<T>* context) const;
  Eigen::VectorBlock<VectorX<T>> GetMutablePositions(
      systems::Context<T>* context) const;
  Eigen::VectorBlock<VectorX<T>> GetMutableVelocities(
      systems::Context<T>* context) const;
  /// (Advanced) Mutable views of q and v in `state` (no cache invalidation).
  /// @pre `state` belongs to `context` (a context of this plant).
  /// @throws std::logic_error before Finalize or if `state` is null.
  Eigen::VectorBlock<VectorX<T>> GetMutablePositions(
      const systems::Context<T>& context, systems::State<T>* state) const;
  Eigen::VectorBlock<VectorX<T>> GetMutableVelocities(
      const systems::Context<T>& context, systems::State<T>* state) const;
  /// The default q (from joint defaults and free-body default poses), as
  /// Drake's, in the plant's scalar type (constant values for AutoDiffXd).
  /// @throws std::exception if the plant is not finalized or (second form)
  ///   `model_instance` is invalid.
  VectorX<T> GetDefaultPositions() const;
  VectorX<T> GetDefaultPositions(ModelInstanceIndex model_instance) const;
  /// Sets the joints' default positions from a whole-plant q.
  void SetDefaultPositions(const Eigen::Ref<const Eigen::VectorXd>& q);
  void SetDefaultPositions(ModelInstanceIndex model_instance,
                           const Eigen::Ref<const Eigen::VectorXd>& q_instance);
  /// Instance-array helpers.
  VectorX<T> GetPositionsFromArray(ModelInstanceIndex model_instance,
                                   const Eigen::Ref<const VectorX<T>>& q) const;
  void SetPositionsInArray(ModelInstanceIndex model_instance,
                           const Eigen::Ref<const VectorX<T>>& q_instance,
                           EigenPtr<VectorX<T>> q) const;
  VectorX<T> GetVelocitiesFromArray(
      ModelInstanceIndex model_instance,
      const Eigen::Ref<const VectorX<T>>& v) const;
  void SetVelocitiesInArray(ModelInstanceIndex model_instance,
                            const Eigen::Ref<const VectorX<T>>& v_instance,
                            EigenPtr<VectorX<T>> v) const;
  VectorX<T> GetActuationFromArray(ModelInstanceIndex model_instance,
                                   const Eigen::Ref<const VectorX<T>>& u) const;
  void SetActuationInArray(ModelInstanceIndex model_instance,
                           const Eigen::Ref<const VectorX<T>>& u_instance,
                           EigenPtr<VectorX<T>> u) const;
  //@}

  // ------------------------------------------------------------------------
  /// @name Free bodies
  //@{
  std::unordered_set<BodyIndex> GetFloatingBaseBodies() const;
  math::RigidTransform<T> GetFreeBodyPose(const systems::Context<T>& context,
                                          const RigidBody<T>& body) const;
  void SetFreeBodyPose(systems::Context<T>* context, const RigidBody<T>& body,
                       const math::RigidTransform<T>& X_PB) const;
  void SetFreeBodyPose(const systems::Context<T>& context,
                       systems::State<T>* state, const RigidBody<T>& body,
                       const math::RigidTransform<T>& X_PB) const;
  void SetFreeBodySpatialVelocity(systems::Context<T>* context,
                                  const RigidBody<T>& body,
                                  const SpatialVelocity<T>& V_PB) const;
  void SetFreeBodySpatialVelocity(const systems::Context<T>& context,
                                  systems::State<T>* state,
                                  const RigidBody<T>& body,
                                  const SpatialVelocity<T>& V_PB) const;
  void SetDefaultFreeBodyPose(const RigidBody<T>& body,
                              const math::RigidTransform<double>& X_PB);
  math::RigidTransform<double> GetDefaultFreeBodyPose(
      const RigidBody<T>& body) const;
  void SetFreeBodyPoseInWorldFrame(systems::Context<T>* context,
                                   const RigidBody<T>& body,
                                   const math::RigidTransform<T>& X_WB) const;
  void SetFreeBodyPoseInAnchoredFrame(
      systems::Context<T>* context, const Frame<T>& frame_F,
      const RigidBody<T>& body, const math::RigidTransform<T>& X_FB) const;
  /// @name Random free-body distributions (sampled by SetRandomState())
  /// The expressions contain random variables (symbolic::Variable of a
  /// RANDOM_* type); see SetRandomState(). Each throws std::logic_error if
  /// called before Finalize() or if `body` is not a free body (its inboard
  /// joint is not a 6-dof floating joint), naming the body.
  //@{
  /// Sets the distribution of the free body's translation p_PB (m) in its
  /// parent frame P. If no rotation distribution is set, the rotation is
  /// sampled as the identity (the floating joint's zero configuration, as
  /// in Drake).
  void SetFreeBodyRandomTranslationDistribution(
      const RigidBody<T>& body,
      const Vector3<symbolic::Expression>& translation);
  /// Sets the distribution of the free body's orientation in P as a
  /// quaternion (each sample is normalized). Not necessarily uniform; see
  /// SetFreeBodyRandomRotationDistributionToUniform().
  /// @throws std::logic_error also if the body's joint is not a
  /// QuaternionFloatingJoint.
  void SetFreeBodyRandomRotationDistribution(
      const RigidBody<T>& body,
      const Eigen::Quaternion<symbolic::Expression>& rotation);
  /// Sets the free body's orientation distribution to uniformly random
  /// rotations. @throws std::logic_error also if the body's joint is not a
  /// QuaternionFloatingJoint.
  void SetFreeBodyRandomRotationDistributionToUniform(const RigidBody<T>& body);
  /// Sets the distribution of the free body's roll-pitch-yaw angles in P
  /// (not uniform over rotations). @throws std::logic_error also if the
  /// body's joint is not an RpyFloatingJoint.
  void SetFreeBodyRandomAnglesDistribution(
      const RigidBody<T>& body,
      const math::RollPitchYaw<symbolic::Expression>& angles);
  //@}

  bool HasUniqueFreeBaseBody(ModelInstanceIndex model_instance) const;
  const RigidBody<T>& GetUniqueFreeBaseBodyOrThrow(
      ModelInstanceIndex model_instance) const;
  /// @name Floating base bodies (Drake's current names)
  /// The same operations as the FreeBody spellings above, which stay.
  //@{
  /// Sets the default pose X_WB of `body` if it turns out to be a floating
  /// base body at Finalize(); echoed by GetDefaultFloatingBaseBodyPose().
  void SetDefaultFloatingBaseBodyPose(
      const RigidBody<T>& body, const math::RigidTransform<double>& X_WB) {
    SetDefaultFreeBodyPose(body, X_WB);
  }
  math::RigidTransform<double> GetDefaultFloatingBaseBodyPose(
      const RigidBody<T>& body) const {
    return GetDefaultFreeBodyPose(body);
  }
  /// Stores X_WB for floating base body B in `context`.
  /// @throws std::logic_error before Finalize() or if `body` is not a
  /// floating base body.
  void SetFloatingBaseBodyPoseInWorldFrame(
      systems::Context<T>* context, const RigidBody<T>& body,
      const math::RigidTransform<T>& X_WB) const {
    SetFreeBodyPoseInWorldFrame(context, body, X_WB);
  }
  /// Stores the world pose of floating base body B given X_FB in an anchored
  /// frame F. @throws std::logic_error also if F is not anchored.
  void SetFloatingBaseBodyPoseInAnchoredFrame(
      systems::Context<T>* context, const Frame<T>& frame_F,
      const RigidBody<T>& body, const math::RigidTransform<T>& X_FB) const {
    SetFreeBodyPoseInAnchoredFrame(context, frame_F, body, X_FB);
  }
  bool HasUniqueFloatingBaseBody(ModelInstanceIndex model_instance) const {
    return HasUniqueFreeBaseBody(model_instance);
  }
  const RigidBody<T>& GetUniqueFloatingBaseBodyOrThrow(
      ModelInstanceIndex model_instance) const {
    return GetUniqueFreeBaseBodyOrThrow(model_instance);
  }
  //@}
  //@}

  // ------------------------------------------------------------------------
  /// @name Kinematics
  //@{
  const math::RigidTransform<T>& EvalBodyPoseInWorld(
      const systems::Context<T>& context, const RigidBody<T>& body_B) const;
  const SpatialVelocity<T>& EvalBodySpatialVelocityInWorld(
      const systems::Context<T>& context, const RigidBody<T>& body_B) const;
  const SpatialAcceleration<T>& EvalBodySpatialAccelerationInWorld(
      const systems::Context<T>& context, const RigidBody<T>& body_B) const;
  math::RigidTransform<T> CalcRelativeTransform(
      const systems::Context<T>& context, const Frame<T>& frame_A,
      const Frame<T>& frame_B) const;
  math::RotationMatrix<T> CalcRelativeRotationMatrix(
      const systems::Context<T>& context, const Frame<T>& frame_A,
      const Frame<T>& frame_B) const;
  /// p_AQi = positions in A of the points Qi given in B (3 × n each).
  void CalcPointsPositions(const systems::Context<T>& context,
                           const Frame<T>& frame_B,
                           const Eigen::Ref<const MatrixX<T>>& p_BQi,
                           const Frame<T>& frame_A,
                           EigenPtr<MatrixX<T>> p_AQi) const;
  /// v_AQi_E: the velocities, measured in frame A and expressed in frame E,
  /// of the points Qi fixed in frame B (p_BQi: 3 × n, from Bo, in B).
  /// @throws std::logic_error unless p_BQi and v_AQi_E are 3 × n (n > 0).
  void CalcPointsVelocities(const systems::Context<T>& context,
                            const Frame<T>& frame_B,
                            const Eigen::Ref<const MatrixX<T>>& p_BQi,
                            const Frame<T>& frame_A, const Frame<T>& frame_E,
                            EigenPtr<MatrixX<T>> v_AQi_E) const;
  /// A_WB of every body (by BodyIndex) for the given v̇.
  void CalcSpatialAccelerationsFromVdot(
      const systems::Context<T>& context, const VectorX<T>& known_vdot,
      std::vector<SpatialAcceleration<T>>* A_WB_array) const;
  //@}

  // ------------------------------------------------------------------------
  /// @name Jacobians
  //@{
  void CalcJacobianSpatialVelocity(const systems::Context<T>& context,
                                   JacobianWrtVariable with_respect_to,
                                   const Frame<T>& frame_B,
                                   const Eigen::Ref<const Vector3<T>>& p_BoBp_B,
                                   const Frame<T>& frame_A,
                                   const Frame<T>& frame_E,
                                   EigenPtr<MatrixX<T>> Js_V_ABp_E) const;
  /// (Internal use only, as in Drake) The system Jacobian Jv_V_WB(q) in
  /// block form, one dense block per tree of the forest, in tree order
  /// (trees are numbered by their base mobods; World is in none). The block
  /// of treeᵢ is 6nᵢ × mᵢ (nᵢ mobilized bodies, mᵢ velocities; mᵢ = 0 for a
  /// tree welded to World): ∂Vᵢ_WB/∂vᵢ, with Vᵢ_WB the spatial velocities
  /// V_WB (at each body origin Bo, expressed in World) of the tree's bodies
  /// stacked in MobodIndex order and vᵢ the tree's velocities in order.
  /// Locking joints does not change it. Cached; recomputed only when q (or
  /// a parameter that moves the bodies) changes.
  /// @throws std::logic_error before Finalize() or for another system's
  ///   Context.
  const std::vector<Eigen::MatrixX<T>>& EvalBlockSystemJacobian(
      const systems::Context<T>& context) const;
  /// (Internal use only) The cache entry EvalBlockSystemJacobian() reads;
  /// Drake's MultibodyTreeSystem method, which its plant inherits.
  /// @throws std::logic_error as EvalBlockSystemJacobian().
  const internal::BlockSystemJacobianCache<T>& EvalBlockSystemJacobianCache(
      const systems::Context<T>& context) const;
  /// (Internal use only) The blocks of EvalBlockSystemJacobian() as one
  /// 6n × nv matrix (n mobilized bodies, World included): the 6 rows of
  /// body B at row 6·B.mobod_index() (World's, the first six, are zero).
  /// Mostly for tests; the blocks are cheaper to work with.
  /// @throws std::logic_error as EvalBlockSystemJacobian().
  Eigen::MatrixX<T> CalcFullSystemJacobian(
      const systems::Context<T>& context) const;
  /// (Advanced) τ = Σₖ Jv_V_WBₖᵀ·F_Boₖ_W, the generalized forces of spatial
  /// forces applied at the body origins (N·m or N per velocity), in O(n)
  /// without forming J. `F_Bo_W_array` holds one F_Bo_W (expressed in
  /// World) per mobilized body, by MobodIndex (RigidBody::mobod_index());
  /// entry 0 is World's and has no effect. **It is overwritten**: the pass
  /// accumulates each subtree's force into its parent's entry in place.
  /// `tau` must be num_velocities() long.
  /// @throws std::logic_error if either pointer is null or has the wrong
  ///   size, before Finalize(), or for another system's Context.
  void CalcSystemJacobianTransposeTimesF(
      const systems::Context<T>& context,
      std::vector<SpatialForce<T>>* F_Bo_W_array,
      EigenPtr<VectorX<T>> tau) const;
  void CalcJacobianAngularVelocity(const systems::Context<T>& context,
                                   JacobianWrtVariable with_respect_to,
                                   const Frame<T>& frame_B,
                                   const Frame<T>& frame_A,
                                   const Frame<T>& frame_E,
                                   EigenPtr<Matrix3X<T>> Js_w_AB_E) const;
  void CalcJacobianTranslationalVelocity(
      const systems::Context<T>& context, JacobianWrtVariable with_respect_to,
      const Frame<T>& frame_B, const Eigen::Ref<const Matrix3X<T>>& p_BoBi_B,
      const Frame<T>& frame_A, const Frame<T>& frame_E,
      EigenPtr<MatrixX<T>> Js_v_ABi_E) const;
  void CalcJacobianPositionVector(const systems::Context<T>& context,
                                  const Frame<T>& frame_B,
                                  const Eigen::Ref<const Matrix3X<T>>& p_BoBi_B,
                                  const Frame<T>& frame_A,
                                  const Frame<T>& frame_E,
                                  EigenPtr<MatrixX<T>> Jq_p_AoBi_E) const;
  void CalcJacobianCenterOfMassTranslationalVelocity(
      const systems::Context<T>& context, JacobianWrtVariable with_respect_to,
      const Frame<T>& frame_A, const Frame<T>& frame_E,
      EigenPtr<Matrix3X<T>> Js_v_AScm_E) const;
  void CalcJacobianCenterOfMassTranslationalVelocity(
      const systems::Context<T>& context,
      const std::vector<ModelInstanceIndex>& model_instances,
      JacobianWrtVariable with_respect_to, const Frame<T>& frame_A,
      const Frame<T>& frame_E, EigenPtr<Matrix3X<T>> Js_v_AScm_E) const;
  /// J̇·v terms (only kV is supported, as in Drake).
  SpatialAcceleration<T> CalcBiasSpatialAcceleration(
      const systems::Context<T>& context, JacobianWrtVariable with_respect_to,
      const Frame<T>& frame_B, const Eigen::Ref<const Vector3<T>>& p_BoBp_B,
      const Frame<T>& frame_A, const Frame<T>& frame_E) const;
  Matrix3X<T> CalcBiasTranslationalAcceleration(
      const systems::Context<T>& context, JacobianWrtVariable with_respect_to,
      const Frame<T>& frame_B, const Eigen::Ref<const Matrix3X<T>>& p_BoBi_B,
      const Frame<T>& frame_A, const Frame<T>& frame_E) const;
  Vector3<T> CalcBiasCenterOfMassTranslationalAcceleration(
      const systems::Context<T>& context, JacobianWrtVariable with_respect_to,
      const Frame<T>& frame_A, const Frame<T>& frame_E) const;
  /// As above for the bodies of `model_instances` only (each counted once;
  /// world excluded). @throws std::logic_error for kQDot, an invalid
  ///   instance, or if the selected bodies have no mass.
  Vector3<T> CalcBiasCenterOfMassTranslationalAcceleration(
      const systems::Context<T>& context,
      const std::vector<ModelInstanceIndex>& model_instances,
      JacobianWrtVariable with_respect_to, const Frame<T>& frame_A,
      const Frame<T>& frame_E) const;
  //@}

  // ------------------------------------------------------------------------
  /// @name Legacy spellings
  /// The older MultibodyTree API (with Isometry3 poses and World-frame
  /// values) that the reference pages still name, each the same computation
  /// as the current member its deprecation message names. Each throws what
  /// that member throws, plus what is said here.
  //@{
  /// Sets a free body's pose X_WB in the world.
  /// @throws std::exception if `body` is not a free body, or before
  ///   Finalize().
  DRAKE_DEPRECATED("2027-12-01", "Use SetFreeBodyPose() instead.")
  void SetFreeBodyPoseOrThrow(const RigidBody<T>& body,
                              const Isometry3<T>& X_WB,
                              systems::Context<T>* context) const;
  DRAKE_DEPRECATED("2027-12-01", "Use SetFreeBodyPose() instead.")
  void SetFreeBodyPoseOrThrow(const RigidBody<T>& body,
                              const Isometry3<T>& X_WB,
                              const systems::Context<T>& context,
                              systems::State<T>* state) const;
  /// Sets a free body's spatial velocity V_WB in the world.
  /// @throws std::exception as SetFreeBodyPoseOrThrow().
  DRAKE_DEPRECATED("2027-12-01", "Use SetFreeBodySpatialVelocity() instead.")
  void SetFreeBodySpatialVelocityOrThrow(const RigidBody<T>& body,
                                         const SpatialVelocity<T>& V_WB,
                                         systems::Context<T>* context) const;
  DRAKE_DEPRECATED("2027-12-01", "Use SetFreeBodySpatialVelocity() instead.")
  void SetFreeBodySpatialVelocityOrThrow(const RigidBody<T>& body,
                                         const SpatialVelocity<T>& V_WB,
                                         const systems::Context<T>& context,
                                         systems::State<T>* state) const;
  /// The world positions p_WP_list (3 × np) of the points P of frame F at
  /// p_FP_list (3 × np), and Jv_WFp (3·np × nv), the stacked Jacobians of
  /// their velocities in the world: v_WP = Jv_WFp·v (point i in rows 3i to
  /// 3i + 2).
  /// @throws std::exception if p_FP_list does not have 3 rows, or an output
  ///   is null or not of those sizes.
  DRAKE_DEPRECATED("2027-12-01",
                   "Use CalcPointsPositions() and "
                   "CalcJacobianTranslationalVelocity() with kV instead.")
  void CalcPointsGeometricJacobianExpressedInWorld(
      const systems::Context<T>& context, const Frame<T>& frame_F,
      const Eigen::Ref<const MatrixX<T>>& p_FP_list,
      EigenPtr<MatrixX<T>> p_WP_list, EigenPtr<MatrixX<T>> Jv_WFp) const;
  /// As above for points of frame F given by their world positions
  /// p_WP_list (3 × np).
  DRAKE_DEPRECATED("2027-12-01",
                   "Use CalcJacobianTranslationalVelocity() with kV instead.")
  void CalcPointsGeometricJacobianExpressedInWorld(
      const systems::Context<T>& context, const Frame<T>& frame_F,
      const Eigen::Ref<const MatrixX<T>>& p_WP_list,
      EigenPtr<MatrixX<T>> Jv_WFp) const;
  /// As CalcPointsGeometricJacobianExpressedInWorld() with respect to q̇:
  /// Jq_WFp = ∂p_WP/∂q (3·np × nq).
  DRAKE_DEPRECATED("2027-12-01",
                   "Use CalcPointsPositions() and "
                   "CalcJacobianTranslationalVelocity() with kQDot instead.")
  void CalcPointsAnalyticalJacobianExpressedInWorld(
      const systems::Context<T>& context, const Frame<T>& frame_F,
      const Eigen::Ref<const MatrixX<T>>& p_FP_list,
      EigenPtr<MatrixX<T>> p_WP_list, EigenPtr<MatrixX<T>> Jq_WFp) const;
  /// b_WFp (3·np): the points' accelerations a_WP = Jv_WFp·v̇ + b_WFp.
  /// @throws std::exception if p_FP_list does not have 3 rows.
  DRAKE_DEPRECATED("2027-12-01",
                   "Use CalcBiasTranslationalAcceleration() instead.")
  VectorX<T> CalcBiasForPointsGeometricJacobianExpressedInWorld(
      const systems::Context<T>& context, const Frame<T>& frame_F,
      const Eigen::Ref<const MatrixX<T>>& p_FP_list) const;
  /// Jv_WFp (6 × nv) with V_WFp = Jv_WFp·v: the spatial velocity in the
  /// world of the frame shifted from F to the point P at p_FP (rotational
  /// rows first).
  /// @throws std::exception if Jv_WFp is null or not 6 × nv.
  DRAKE_DEPRECATED("2027-12-01",
                   "Use CalcJacobianSpatialVelocity() with kV instead.")
  void CalcFrameGeometricJacobianExpressedInWorld(
      const systems::Context<T>& context, const Frame<T>& frame_F,
      const Eigen::Ref<const Vector3<T>>& p_FP,
      EigenPtr<MatrixX<T>> Jv_WFp) const;
  /// Ab_WFp with A_WFp = Jv_WFp·v̇ + Ab_WFp (rotational part first).
  DRAKE_DEPRECATED("2027-12-01", "Use CalcBiasSpatialAcceleration() instead.")
  Vector6<T> CalcBiasForFrameGeometricJacobianExpressedInWorld(
      const systems::Context<T>& context, const Frame<T>& frame_F,
      const Eigen::Ref<const Vector3<T>>& p_FP) const;
  /// Jv_ABp_E (6 × nv) with V_ABp_E = Jv_ABp_E·v: the spatial velocity in A,
  /// expressed in E, of the frame shifted from B to the point P at p_BP.
  DRAKE_DEPRECATED("2027-12-01",
                   "Use CalcJacobianSpatialVelocity() with kV instead.")
  void CalcRelativeFrameGeometricJacobian(
      const systems::Context<T>& context, const Frame<T>& frame_B,
      const Eigen::Ref<const Vector3<T>>& p_BP, const Frame<T>& frame_A,
      const Frame<T>& frame_E, EigenPtr<MatrixX<T>> Jv_ABp_E) const;
  /// Every body's pose in the world, in BodyIndex order (resized to
  /// num_bodies()).
  /// @throws std::exception if X_WB is null.
  DRAKE_DEPRECATED("2027-12-01", "Use EvalBodyPoseInWorld() instead.")
  void CalcAllBodyPosesInWorld(const systems::Context<T>& context,
                               std::vector<Isometry3<T>>* X_WB) const;
  /// Every body's spatial velocity in the world, in BodyIndex order
  /// (resized to num_bodies()).
  /// @throws std::exception if V_WB is null.
  DRAKE_DEPRECATED("2027-12-01",
                   "Use EvalBodySpatialVelocityInWorld() instead.")
  void CalcAllBodySpatialVelocitiesInWorld(
      const systems::Context<T>& context,
      std::vector<SpatialVelocity<T>>* V_WB) const;
  /// MakeStateSelectorMatrix() for the joints of these (unique) names.
  /// @throws std::exception if a name is not a joint's (or is ambiguous
  ///   across model instances) or appears twice.
  DRAKE_DEPRECATED("2027-12-01",
                   "Use MakeStateSelectorMatrix() with JointIndex values "
                   "instead.")
  MatrixX<double> MakeStateSelectorMatrixFromJointNames(
      const std::vector<std::string>& selected_joints) const;
  //@}

  // ------------------------------------------------------------------------
  /// @name Dynamics
  //@{
  /// M(q) by composite bodies (O(n²)); M must be nv × nv.
  void CalcMassMatrix(const systems::Context<T>& context,
                      EigenPtr<MatrixX<T>> M) const;
  /// M(q) column by column through inverse dynamics (slow; for checks).
  void CalcMassMatrixViaInverseDynamics(const systems::Context<T>& context,
                                        EigenPtr<MatrixX<T>> M) const;
  /// C(q, v)·v.
  void CalcBiasTerm(const systems::Context<T>& context,
                    EigenPtr<VectorX<T>> Cv) const;
  /// τ = M v̇ + C v − τ_app − Σ Jᵀ F_app (RNEA, O(n)).
  VectorX<T> CalcInverseDynamics(
      const systems::Context<T>& context, const VectorX<T>& known_vdot,
      const MultibodyForces<T>& external_forces) const;
  /// τ_g(q): M v̇ + C v = τ_g + τ_app.
  VectorX<T> CalcGravityGeneralizedForces(
      const systems::Context<T>& context) const;
  /// Adds the force elements' forces (and joint damping) to `forces`.
  void CalcForceElementsContribution(const systems::Context<T>& context,
                                     MultibodyForces<T>* forces) const;
  /// τ + Σ Jᵀ F for the forces given.
  void CalcGeneralizedForces(const systems::Context<T>& context,
                             const MultibodyForces<T>& forces,
                             VectorX<T>* generalized_forces) const;
  /// q̇ = N(q)·v.
  void MapVelocityToQDot(const systems::Context<T>& context,
                         const Eigen::Ref<const VectorX<T>>& v,
                         EigenPtr<VectorX<T>> qdot) const;
  /// v = N⁺(q)·q̇.
  void MapQDotToVelocity(const systems::Context<T>& context,
                         const Eigen::Ref<const VectorX<T>>& qdot,
                         EigenPtr<VectorX<T>> v) const;
  Eigen::SparseMatrix<T> MakeVelocityToQDotMap(
      const systems::Context<T>& context) const;
  Eigen::SparseMatrix<T> MakeQDotToVelocityMap(
      const systems::Context<T>& context) const;
  bool IsVelocityEqualToQDot() const;
  /// B (nv × nu) with τ = B·u.
  MatrixX<T> MakeActuationMatrix() const;
  Eigen::SparseMatrix<double> MakeActuationMatrixPseudoinverse() const;
  /// Sx with x_s = Sx·x, x_s = [q_s; v_s] for the joints in order.
  MatrixX<double> MakeStateSelectorMatrix(
      const std::vector<JointIndex>& user_to_joint_index_map) const;
  MatrixX<double> MakeActuatorSelectorMatrix(
      const std::vector<JointActuatorIndex>& user_to_actuator_index_map) const;
  MatrixX<double> MakeActuatorSelectorMatrix(
      const std::vector<JointIndex>& user_to_joint_index_map) const;
  /// The implicit dynamics residual for proposed ẋ (continuous plants).
  void CalcImplicitTimeDerivativesResidual(
      const systems::Context<T>& context,
      const systems::ContinuousState<T>& proposed_derivatives,
      EigenPtr<VectorX<T>> residual) const;
  //@}

  // ------------------------------------------------------------------------
  /// @name Mass properties, momentum, energy
  //@{
  T CalcTotalMass(const systems::Context<T>& context) const;
  T CalcTotalMass(const systems::Context<T>& context,
                  const std::vector<ModelInstanceIndex>& model_instances) const;
  Vector3<T> CalcCenterOfMassPositionInWorld(
      const systems::Context<T>& context) const;
  Vector3<T> CalcCenterOfMassPositionInWorld(
      const systems::Context<T>& context,
      const std::vector<ModelInstanceIndex>& model_instances) const;
  Vector3<T> CalcCenterOfMassTranslationalVelocityInWorld(
      const systems::Context<T>& context) const;
  Vector3<T> CalcCenterOfMassTranslationalVelocityInWorld(
      const systems::Context<T>& context,
      const std::vector<ModelInstanceIndex>& model_instances) const;
  Vector3<T> CalcCenterOfMassTranslationalAccelerationInWorld(
      const systems::Context<T>& context) const;
  /// a_WScm_W = Σ mᵢ·a_WBᵢcm_W / Σ mᵢ over the bodies of `model_instances`
  /// (each counted once; world excluded), from the cached forward dynamics.
  /// @throws std::logic_error for an invalid instance or if the selected
  ///   bodies have no mass.
  Vector3<T> CalcCenterOfMassTranslationalAccelerationInWorld(
      const systems::Context<T>& context,
      const std::vector<ModelInstanceIndex>& model_instances) const;
  SpatialMomentum<T> CalcSpatialMomentumInWorldAboutPoint(
      const systems::Context<T>& context, const Vector3<T>& p_WoP_W) const;
  SpatialMomentum<T> CalcSpatialMomentumInWorldAboutPoint(
      const systems::Context<T>& context,
      const std::vector<ModelInstanceIndex>& model_instances,
      const Vector3<T>& p_WoP_W) const;
  SpatialInertia<T> CalcSpatialInertia(
      const systems::Context<T>& context, const Frame<T>& frame_F,
      const std::vector<BodyIndex>& body_indexes) const;
  //@}

  // ------------------------------------------------------------------------
  /// @name Ports (each getter throws before Finalize)
  //@{
  const systems::InputPort<T>& get_actuation_input_port() const;
  const systems::InputPort<T>& get_actuation_input_port(
      ModelInstanceIndex model_instance) const;
  const systems::InputPort<T>& get_applied_generalized_force_input_port() const;
  const systems::InputPort<T>& get_applied_spatial_force_input_port() const;
  const systems::InputPort<T>& get_desired_state_input_port(
      ModelInstanceIndex model_instance) const;
  const systems::OutputPort<T>& get_state_output_port() const;
  const systems::OutputPort<T>& get_state_output_port(
      ModelInstanceIndex model_instance) const;
  const systems::OutputPort<T>& get_body_poses_output_port() const;
  const systems::OutputPort<T>& get_body_spatial_velocities_output_port() const;
  const systems::OutputPort<T>& get_body_spatial_accelerations_output_port()
      const;
  const systems::OutputPort<T>& get_generalized_acceleration_output_port()
      const;
  const systems::OutputPort<T>& get_generalized_acceleration_output_port(
      ModelInstanceIndex model_instance) const;
  const systems::OutputPort<T>& get_generalized_contact_forces_output_port(
      ModelInstanceIndex model_instance) const;
  const systems::OutputPort<T>& get_net_actuation_output_port() const;
  const systems::OutputPort<T>& get_net_actuation_output_port(
      ModelInstanceIndex model_instance) const;
  const systems::OutputPort<T>& get_reaction_forces_output_port() const;
  /// The ContactResults of the current state (continuous plants), or of the
  /// last step (discrete plants with sampled outputs; empty before the first
  /// step). Abstract port "contact_results".
  const systems::OutputPort<T>& get_contact_results_output_port() const;
  /// The "surface_speeds" input port: a systems::BusValue whose signals set
  /// the surface speed of each body registered with SetSurfaceVelocityAxis()
  /// (see @ref mbp_surface_velocity). Each signal is named by the body's
  /// scoped name (RigidBody::scoped_name()) and holds a finite `double`
  /// speed in m/s. An unconnected port, or a body without a signal, means
  /// speed zero. @throws std::logic_error before Finalize.
  const systems::InputPort<T>& get_surface_speeds_input_port() const;
  /// The "surface_displacements" output port: a systems::BusValue with, for
  /// each body registered with SetSurfaceVelocityAxis() (signal named by
  /// its scoped name), the cumulative surface displacement in m, the
  /// integral of its speed from the "surface_speeds" port (zero initially).
  /// @throws std::logic_error before Finalize.
  const systems::OutputPort<T>& get_surface_displacements_output_port() const;
  //@}

  // ------------------------------------------------------------------------
  /// @name Constraints (multibody_plant_constraints.cc)
  /// Couplers, distances, balls, welds and tendons, enforced by the
  /// discrete SAP solver. They may be added to a continuous plant, which
  /// then throws when its dynamics are evaluated; each Add* throws after
  /// Finalize, and each has an active status in the Context (true by
  /// default).
  //@{
  /// q₀ = ρ·q₁ + Δq (Δq in q₀'s units). @throws std::logic_error if either
  /// joint is not single-dof, or they are the same joint.
  MultibodyConstraintId AddCouplerConstraint(const Joint<T>& joint0,
                                             const Joint<T>& joint1,
                                             double gear_ratio,
                                             double offset = 0.0);
  /// ‖p_PQ‖ = distance (m, > 0) between P of A (p_AP in A) and Q of B
  /// (p_BQ in B): a rigid rod for infinite stiffness, else a spring-damper
  /// f = −k·(d − distance) − c·ḋ along p_PQ. @throws std::logic_error if
  /// A == B, distance <= 0, stiffness <= 0 or damping < 0.
  MultibodyConstraintId AddDistanceConstraint(
      const RigidBody<T>& body_A, const Vector3<double>& p_AP,
      const RigidBody<T>& body_B, const Vector3<double>& p_BQ, double distance,
      double stiffness = std::numeric_limits<double>::infinity(),
      double damping = 0.0);
  /// P of A (p_AP in A) coincides with Q of B (p_BQ in B; computed at
  /// Finalize from the default configuration when omitted).
  /// @throws std::logic_error if A == B.
  MultibodyConstraintId AddBallConstraint(
      const RigidBody<T>& body_A, const Vector3<double>& p_AP,
      const RigidBody<T>& body_B,
      const std::optional<Vector3<double>>& p_BQ = {});
  /// Frame P of A (X_AP) coincides with frame Q of B (X_BQ).
  /// @throws std::logic_error if A == B.
  MultibodyConstraintId AddWeldConstraint(
      const RigidBody<T>& body_A, const math::RigidTransform<double>& X_AP,
      const RigidBody<T>& body_B, const math::RigidTransform<double>& X_BQ);
  /// A tendon constraint: lₗ ≤ l(q) ≤ lᵤ on the abstract tendon length
  ///
  ///     l(q) = Σᵢ a[i]⋅qᵢ + offset,
  ///
  /// qᵢ the position of the single-dof joint joints[i] (a "fixed" tendon in
  /// MuJoCo's terms). At most one limit may be infinite (no limit on that
  /// side). With finite stiffness k and damping c each side is a one-sided
  /// spring-damper, fₗ = −k⋅(l − lₗ) − c⋅l̇ and fᵤ = −k⋅(lᵤ − l) + c⋅l̇
  /// (pushing only back into the bounds); with infinite stiffness (the
  /// default) the limits are as rigid as the SAP solver allows (its
  /// near-rigid regime, as for joint limits). The units of `a` make l
  /// consistent (m or rad); stiffness in N/m or N⋅m/rad and damping in
  /// N⋅s/m or N⋅m⋅s/rad then give forces (N or N⋅m). The joints may still be
  /// actuated.
  /// @param joints single-dof joints, non-empty and without duplicates.
  /// @param a coefficients, a[i] for joints[i] (same size as `joints`).
  /// @param offset length offset (m or rad); 0 if omitted.
  /// @param lower_limit lₗ (m or rad); −∞ if omitted.
  /// @param upper_limit lᵤ (m or rad); +∞ if omitted.
  /// @param stiffness k > 0; +∞ (rigid) if omitted.
  /// @param damping c ≥ 0; 0 if omitted.
  /// @warning The joints may span at most two kinematic trees (a SAP
  ///   restriction); more throws when a discrete step adds the constraint.
  /// @throws std::logic_error after Finalize, for a discrete plant whose
  ///   solver is TAMSI, or if a precondition above fails: `joints` empty or
  ///   with duplicates, a.size() != joints.size(), an index that is not a
  ///   joint of this plant (or was removed), a joint without exactly one
  ///   velocity, lower_limit = +∞, upper_limit = −∞, both limits infinite,
  ///   lower_limit > upper_limit, stiffness ≤ 0 or damping < 0 (NaN fails
  ///   each of these checks).
  MultibodyConstraintId AddTendonConstraint(
      std::vector<JointIndex> joints, std::vector<double> a,
      std::optional<double> offset = std::nullopt,
      std::optional<double> lower_limit = std::nullopt,
      std::optional<double> upper_limit = std::nullopt,
      std::optional<double> stiffness = std::nullopt,
      std::optional<double> damping = std::nullopt);
  /// The default parameters of every distance constraint, as given to
  /// AddDistanceConstraint(). A new Context starts with these; see
  /// GetDistanceConstraintParams() and SetDistanceConstraintParams() for the
  /// parameters stored in a Context (which the discrete step uses).
  const std::map<MultibodyConstraintId, DistanceConstraintParams>&
  GetDefaultDistanceConstraintParams() const {
    return distance_constraints_params_;
  }
  /// The parameters of every distance constraint stored in `context`.
  /// @throws std::logic_error before Finalize.
  const std::map<MultibodyConstraintId, DistanceConstraintParams>&
  GetDistanceConstraintParams(const systems::Context<T>& context) const;
  /// The parameters of distance constraint `id` stored in `context`.
  /// @throws std::logic_error before Finalize, or if `id` is not a distance
  ///   constraint of this plant.
  const DistanceConstraintParams& GetDistanceConstraintParams(
      const systems::Context<T>& context, MultibodyConstraintId id) const;
  /// Stores `params` in `context` for distance constraint `id`; the next
  /// discrete step uses them.
  /// @throws std::logic_error before Finalize, for a null context, if `id`
  ///   is not a distance constraint of this plant, or if params.bodyA() or
  ///   params.bodyB() is not a body of this plant (e.g. default-constructed
  ///   params).
  void SetDistanceConstraintParams(systems::Context<T>* context,
                                   MultibodyConstraintId id,
                                   DistanceConstraintParams params) const;
  /// @throws std::logic_error after Finalize or for an unknown id.
  void RemoveConstraint(MultibodyConstraintId id);
  int num_constraints() const;
  int num_coupler_constraints() const {
    return static_cast<int>(coupler_constraints_.size());
  }
  int num_distance_constraints() const {
    return static_cast<int>(distance_constraints_.size());
  }
  int num_ball_constraints() const {
    return static_cast<int>(ball_constraints_.size());
  }
  int num_weld_constraints() const {
    return static_cast<int>(weld_constraints_.size());
  }
  int num_tendon_constraints() const {
    return static_cast<int>(tendon_constraints_.size());
  }
  /// Every constraint id, by kind (couplers, distances, balls, welds,
  /// tendons).
  std::vector<MultibodyConstraintId> GetConstraintIds() const;
  /// @throws std::logic_error if `id` is not a constraint of that kind.
  const internal::CouplerConstraintSpec& get_coupler_constraint_specs(
      MultibodyConstraintId id) const;
  const internal::DistanceConstraintSpec& get_distance_constraint_specs(
      MultibodyConstraintId id) const;
  const internal::BallConstraintSpec& get_ball_constraint_specs(
      MultibodyConstraintId id) const;
  const internal::WeldConstraintSpec& get_weld_constraint_specs(
      MultibodyConstraintId id) const;
  const internal::TendonConstraintSpec& get_tendon_constraint_specs(
      MultibodyConstraintId id) const;
  const std::map<MultibodyConstraintId, internal::CouplerConstraintSpec>&
  get_coupler_constraint_specs() const {
    return coupler_constraints_;
  }
  /// (Internal use only) The distance constraints' defaults as given to
  /// AddDistanceConstraint(), as specs (Drake v1.56 has replaced these with
  /// GetDefaultDistanceConstraintParams(); the discrete step uses the
  /// Context's parameters, GetDistanceConstraintParams()).
  const std::map<MultibodyConstraintId, internal::DistanceConstraintSpec>&
  get_distance_constraint_specs() const {
    return distance_constraints_;
  }
  const std::map<MultibodyConstraintId, internal::BallConstraintSpec>&
  get_ball_constraint_specs() const {
    return ball_constraints_;
  }
  const std::map<MultibodyConstraintId, internal::WeldConstraintSpec>&
  get_weld_constraint_specs() const {
    return weld_constraints_;
  }
  const std::map<MultibodyConstraintId, internal::TendonConstraintSpec>&
  get_tendon_constraint_specs() const {
    return tendon_constraints_;
  }
  /// @throws std::logic_error before Finalize or for an unknown id.
  bool GetConstraintActiveStatus(const systems::Context<T>& context,
                                 MultibodyConstraintId id) const;
  /// @throws std::logic_error before Finalize, for a null context or an
  ///   unknown id.
  void SetConstraintActiveStatus(systems::Context<T>* context,
                                 MultibodyConstraintId id, bool status) const;
  //@}

  // ------------------------------------------------------------------------
  /// @anchor mbp_surface_velocity
  /// @name Surface velocity (multibody_plant_surface_velocity.cc)
  /// Bodies whose surface moves relative to the body: conveyor belts,
  /// drums, treads. Only contact sees it. At a contact point C of body B,
  /// with â_ss_B the body's axis (SetSurfaceVelocityAxis()), `speed` its
  /// signed surface speed from the "surface_speeds" input port and n̂_C_B
  /// the contact normal pointing out of B's geometry, the material of B's
  /// surface at C moves relative to B with
  ///
  ///     v_ss_B = speed⋅(â_ss_B × n̂_C_B)   (m/s, in B),
  ///
  /// the velocity at C of a drum spinning about â_ss_B at peripheral speed
  /// `speed`; e.g. a belt whose top face (n̂ = ẑ_B) runs along x̂_B has
  /// â_ss_B = ŷ_B. The magnitude scales with ‖â × n̂‖, so it vanishes where
  /// the normal is along the axis; a negative speed reverses it. The
  /// contact's relative tangential velocity includes v_ss (both bodies'
  /// when both are registered) in the discrete SAP step (point contact and
  /// hydroelastic faces) and in continuous point contact; nothing else in
  /// the plant's dynamics changes. Every geometry of the body shares it.
  /// The surface displacement (the integral of the speed, for
  /// visualization) is state: abstract state advanced each step for
  /// discrete plants, misc continuous state z for continuous ones; it
  /// always starts at zero. Continuous hydroelastic contact ignores surface
  /// velocity (not implemented).
  //@{
  /// Registers `body` with the surface-velocity axis `axis_B` (expressed in
  /// B; stored normalized), or clears its registration for std::nullopt. A
  /// later call overrides an earlier one.
  /// @throws std::logic_error after Finalize, if `body` is not a body of
  ///   this plant, or if `axis_B` has a value and `body` is the world body or
  ///   `axis_B` cannot be normalized (zero, tiny or not finite).
  void SetSurfaceVelocityAxis(const RigidBody<T>& body,
                              std::optional<Eigen::Vector3d> axis_B);
  /// The normalized axis registered for `body` (in B), or std::nullopt.
  /// Allowed before and after Finalize.
  std::optional<Eigen::Vector3d> GetSurfaceVelocityAxis(
      const RigidBody<T>& body) const;
  //@}

  // ------------------------------------------------------------------------
  /// @name Discrete plants
  //@{
  /// (Advanced) Whether dynamic outputs of a discrete plant report the
  /// sample taken at the last step (default) or are computed live. Throws
  /// after Finalize, or if true for a continuous plant.
  void SetUseSampledOutputPorts(bool use_sampled_output_ports);
  bool has_sampled_output_ports() const {
    return is_discrete() && use_sampled_output_ports_;
  }
  /// The discrete contact solver implied by the approximation (SAP unless
  /// the approximation is TAMSI).
  DiscreteContactSolver get_discrete_contact_solver() const;
  void set_discrete_contact_approximation(
      DiscreteContactApproximation approximation);
  DiscreteContactApproximation get_discrete_contact_approximation() const {
    return discrete_contact_approximation_;
  }
  /// The contact model (stored for the contact computation; Drake's default
  /// kHydroelasticWithFallback). Throws after Finalize.
  void set_contact_model(ContactModel model);
  ContactModel get_contact_model() const { return contact_model_; }
  /// Sets the representation of hydroelastic contact surfaces (triangles or
  /// polygons). The default is GetDefaultContactSurfaceRepresentation(
  /// time_step()).
  /// @throws std::logic_error after Finalize.
  void set_contact_surface_representation(
      geometry::HydroelasticContactRepresentation representation);
  geometry::HydroelasticContactRepresentation
  get_contact_surface_representation() const {
    return contact_surface_representation_;
  }
  /// The default representation for a plant with `time_step` (s): kTriangle
  /// for a continuous plant (time_step = 0), kPolygon for a discrete one.
  static geometry::HydroelasticContactRepresentation
  GetDefaultContactSurfaceRepresentation(double time_step) {
    using geometry::HydroelasticContactRepresentation;
    return time_step > 0 ? HydroelasticContactRepresentation::kPolygon
                         : HydroelasticContactRepresentation::kTriangle;
  }
  /// The penetration allowance, m (> 0), used to pick point-contact
  /// stiffness when geometries do not specify one. Default 1e-3.
  void set_penetration_allowance(double penetration_allowance = 0.001);
  double get_penetration_allowance() const { return penetration_allowance_; }
  /// The time scale tc (s) of the compliant point contact implied by the
  /// penetration allowance δ: with k = m·g/δ for the heaviest body mass m,
  /// tc = sqrt(m/k) = sqrt(δ/g) (g = 9.81 m/s² when gravity is zero).
  /// An integrator must resolve it. @throws std::logic_error before
  /// Finalize.
  double get_contact_penalty_method_time_scale() const;
  /// The stiction tolerance, m/s (> 0), of regularized friction. Default
  /// 1e-3.
  void set_stiction_tolerance(double v_stiction = 0.001);
  double stiction_tolerance() const { return stiction_tolerance_; }
  /// SAP's near-rigid threshold (>= 0). Default 1.
  void set_sap_near_rigid_threshold(double near_rigid_threshold = 1.0);
  double get_sap_near_rigid_threshold() const {
    return sap_near_rigid_threshold_;
  }
  //@}

  // ------------------------------------------------------------------------
  /// @name Geometry (SceneGraph registration; see multibody_plant_geometry.cc)
  /// Geometry G of a body B is posed in B at X_BG. Each non-world body with
  /// geometry gets one SceneGraph frame (named "<instance>::<body>"),
  /// registered with its first geometry; world geometry is anchored.
  //@{
  /// Registers this plant as a geometry source of `scene_graph` (which must
  /// outlive the registration calls) and returns the source id.
  /// @throws std::logic_error if `scene_graph` is null, the plant is
  ///   finalized, or a source is already registered.
  geometry::SourceId RegisterAsSourceForSceneGraph(
      geometry::SceneGraph<T>* scene_graph);
  /// Whether RegisterAsSourceForSceneGraph() was called.
  bool geometry_source_is_registered() const;
  /// The source id, if registered.
  std::optional<geometry::SourceId> get_source_id() const;
  /// (Internal) The SceneGraph this plant is registered with.
  /// @throws std::logic_error after Finalize or if the plant is not
  ///   registered as a geometry source.
  geometry::SceneGraph<T>* GetMutableSceneGraphPreFinalize();
  /// Registers `shape` on `body` at X_BG with the proximity role and
  /// `properties`. @throws std::logic_error if no source is registered, the
  ///   plant is finalized, or the name is taken on the body.
  geometry::GeometryId RegisterCollisionGeometry(
      const RigidBody<T>& body, const math::RigidTransform<double>& X_BG,
      const geometry::Shape& shape, const std::string& name,
      geometry::ProximityProperties properties);
  /// As above, with ("material", "coulomb_friction") = `coulomb_friction`.
  geometry::GeometryId RegisterCollisionGeometry(
      const RigidBody<T>& body, const math::RigidTransform<double>& X_BG,
      const geometry::Shape& shape, const std::string& name,
      const CoulombFriction<double>& coulomb_friction);
  /// Registers `shape` on `body` at X_BG with the illustration role and
  /// `properties` (same throws as RegisterCollisionGeometry).
  geometry::GeometryId RegisterVisualGeometry(
      const RigidBody<T>& body, const math::RigidTransform<double>& X_BG,
      const geometry::Shape& shape, const std::string& name,
      const geometry::IllustrationProperties& properties);
  /// As above with ("phong", "diffuse") = `diffuse_color` (rgba in [0, 1]).
  geometry::GeometryId RegisterVisualGeometry(
      const RigidBody<T>& body, const math::RigidTransform<double>& X_BG,
      const geometry::Shape& shape, const std::string& name,
      const Vector4<double>& diffuse_color);
  /// As above with default illustration properties.
  geometry::GeometryId RegisterVisualGeometry(
      const RigidBody<T>& body, const math::RigidTransform<double>& X_BG,
      const geometry::Shape& shape, const std::string& name);
  /// The geometries registered on `body` with each role, in order.
  const std::vector<geometry::GeometryId>& GetCollisionGeometriesForBody(
      const RigidBody<T>& body) const;
  const std::vector<geometry::GeometryId>& GetVisualGeometriesForBody(
      const RigidBody<T>& body) const;
  int num_collision_geometries() const;
  int num_visual_geometries() const;
  /// The body whose SceneGraph frame is `frame_id`, or nullptr.
  const RigidBody<T>* GetBodyFromFrameId(geometry::FrameId frame_id) const;
  /// The SceneGraph frame of the body, if it has one (the world body maps
  /// to SceneGraph's world frame once a source is registered).
  std::optional<geometry::FrameId> GetBodyFrameIdIfExists(
      BodyIndex body_index) const;
  /// As above. @throws std::logic_error if the body has no frame.
  geometry::FrameId GetBodyFrameIdOrThrow(BodyIndex body_index) const;
  /// "geometry_query" (abstract QueryObject<T>) to connect to SceneGraph's
  /// query output.
  const systems::InputPort<T>& get_geometry_query_input_port() const;
  /// "geometry_pose" (FramePoseVector<T>: X_WB of each body frame
  /// registered) to connect to SceneGraph's source pose input.
  const systems::OutputPort<T>& get_geometry_pose_output_port() const;
  /// "deformable_body_configuration" (GeometryConfigurationVector<T>): the
  /// vertex positions of the deformable bodies, in World, as Drake's. This
  /// plant has no deformable bodies, so the vector is always empty; the port
  /// exists so that the output port indices are Drake's (it is port 1).
  const systems::OutputPort<T>& get_deformable_body_configuration_output_port()
      const;
  /// The inspector of the QueryObject on the geometry_query port.
  /// @throws std::logic_error if the port is not connected.
  const geometry::SceneGraphInspector<T>& EvalSceneGraphInspector(
      const systems::Context<T>& context) const;
  /// Excludes collisions between the geometries of the two groups (and
  /// within one group when both are the same). @throws std::logic_error if
  ///   no source is registered or the plant is finalized.
  void ExcludeCollisionGeometriesWithCollisionFilterGroupPair(
      const std::pair<std::string, geometry::GeometrySet>&
          collision_filter_group_a,
      const std::pair<std::string, geometry::GeometrySet>&
          collision_filter_group_b);
  /// The SceneGraph frames of `bodies` (those that have one), as a set.
  geometry::GeometrySet CollectRegisteredGeometries(
      const std::vector<const RigidBody<T>*>& bodies) const;
  /// Whether Finalize() filters collisions between bodies joined by a joint
  /// (default true). The setter throws after Finalize.
  void set_adjacent_bodies_collision_filters(bool value);
  bool get_adjacent_bodies_collision_filters() const {
    return scene_graph_data_.adjacent_bodies_collision_filters;
  }
  //@}

  /// (Internal) The tree.
  const internal::MultibodyTree<T>& internal_tree() const { return *tree_; }
  internal::MultibodyTree<T>& mutable_tree() { return *tree_; }

  /// Sets the parameters (masses, inertias, damping) to their defaults.
  void SetDefaultParameters(const systems::Context<T>& context,
                            systems::Parameters<T>* parameters) const override;
  /// Sets q and v from the joints' defaults (free bodies: their default
  /// poses); v = 0. Throws before Finalize.
  void SetDefaultState(const systems::Context<T>& context,
                       systems::State<T>* state) const override;
  /// Sets the default state, then samples q (and v) of every joint that
  /// has a random distribution (set with the joints'
  /// set_random_*_distribution() or the SetFreeBodyRandom*Distribution()
  /// methods), each joint independently and in one evaluation per joint;
  /// sampled quaternions are normalized. Joints without a distribution keep
  /// their defaults. Throws before Finalize, or (from
  /// symbolic::Expression::Evaluate) if `generator` is null and a random
  /// variable must be sampled.
  void SetRandomState(const systems::Context<T>& context,
                      systems::State<T>* state,
                      RandomGenerator* generator) const override;

 protected:
  void DoCalcTimeDerivatives(
      const systems::Context<T>& context,
      systems::ContinuousState<T>* derivatives) const override;
  void DoCalcImplicitTimeDerivativesResidual(
      const systems::Context<T>& context,
      const systems::ContinuousState<T>& proposed_derivatives,
      EigenPtr<VectorX<T>> residual) const override;
  void DoMapQDotToVelocity(
      const systems::Context<T>& context,
      const Eigen::Ref<const VectorX<T>>& qdot,
      systems::VectorBase<T>* generalized_velocity) const override;
  void DoMapVelocityToQDot(const systems::Context<T>& context,
                           const Eigen::Ref<const VectorX<T>>& v,
                           systems::VectorBase<T>* qdot) const override;
  T DoCalcKineticEnergy(const systems::Context<T>& context) const override;
  T DoCalcPotentialEnergy(const systems::Context<T>& context) const override;
  T DoCalcConservativePower(const systems::Context<T>& context) const override;
  T DoCalcNonConservativePower(
      const systems::Context<T>& context) const override;

 private:
  template <typename U>
  friend class MultibodyPlant;
  // Tests and benchmarks read internal statistics (e.g. the SAP solver's
  // iteration count) through it; as in Drake.
  friend class MultibodyPlantTester;
  // The SAP step (sap_driver.h) reads the plant's topology, contact,
  // constraint and actuation internals.
  friend class internal::SapDriver<T>;

  // The sampled dynamic outputs of a discrete plant (abstract state).
  struct Sample {
    VectorX<T> vdot;
    std::vector<SpatialAcceleration<T>> A_WB;  // By BodyIndex.
    VectorX<T> net_actuation;
    std::vector<SpatialForce<T>> reaction_forces;  // By JointIndex.
    ContactResults<T> contact_results;
    VectorX<T> generalized_contact_forces;  // nv.
  };

  // Contact (multibody_plant_contact.cc).
  // Point-contact defaults estimated from the penetration allowance (each
  // geometry's stiffness is 2·k so that two such geometries combine to k).
  struct PenaltyParameters {
    double geometry_stiffness{0};
    double dissipation{0};
    double time_scale{-1};
  };
  void EstimatePointContactParameters();
  // The contact cache entries (before the output ports), and the
  // "contact_results" output port (among the whole-plant outputs).
  void DeclareContactCacheEntries();
  void DeclareContactResultsOutputPort();
  // Whether contact must be computed: collision geometry is registered.
  bool HasContactGeometry() const;
  const std::vector<geometry::PenetrationAsPointPair<T>>&
  EvalPointPairPenetrations(const systems::Context<T>& context) const;
  void CalcPointPairPenetrations(
      const systems::Context<T>& context,
      std::vector<geometry::PenetrationAsPointPair<T>>* pairs) const;
  const std::vector<internal::PointContactPair<T>>& EvalContactPairs(
      const systems::Context<T>& context) const;
  void CalcContactPairs(
      const systems::Context<T>& context,
      std::vector<internal::PointContactPair<T>>* pairs) const;
  // Hydroelastic contact (kHydroelastic, kHydroelasticWithFallback): the
  // contact surfaces and fallback point pairs of the geometry query.
  const internal::HydroelasticContactData<T>& EvalHydroelasticContactData(
      const systems::Context<T>& context) const;
  void CalcHydroelasticContactData(
      const systems::Context<T>& context,
      internal::HydroelasticContactData<T>* data) const;
  // Discrete plants: one contact pair per face of each contact surface, at
  // the face centroid (see PointContactPair).
  const std::vector<internal::PointContactPair<T>>& EvalHydroelasticFacePairs(
      const systems::Context<T>& context) const;
  void CalcHydroelasticFacePairs(
      const systems::Context<T>& context,
      std::vector<internal::PointContactPair<T>>* pairs) const;
  // Continuous plants: the spatial force F_Ac_W of the tractions integrated
  // over `surface` (on the body A of its geometry M, at its centroid, in W).
  SpatialForce<T> CalcHydroelasticSurfaceForce(
      const systems::Context<T>& context,
      const geometry::ContactSurface<T>& surface) const;
  // Continuous plants: compliant (Hunt–Crossley, Stribeck) point contact and
  // hydroelastic contact.
  const ContactResults<T>& EvalContactResultsContinuous(
      const systems::Context<T>& context) const;
  void CalcContactResultsContinuous(const systems::Context<T>& context,
                                    ContactResults<T>* results) const;
  // The point-contact part of CalcContactResultsContinuous().
  void CalcPointContactResultsContinuous(const systems::Context<T>& context,
                                         ContactResults<T>* results) const;
  // Adds the spatial forces of `results` to the bodies of `forces`.
  void AddContactResultsForces(const systems::Context<T>& context,
                               const ContactResults<T>& results,
                               MultibodyForces<T>* forces) const;
  // τ_c = Σ Jᵀ f of the contacts in `results` (nv).
  void CalcGeneralizedContactForces(const systems::Context<T>& context,
                                    const ContactResults<T>& results,
                                    VectorX<T>* tau) const;
  // The contact results a port reports (sampled or live).
  const ContactResults<T>& EvalContactResultsForOutput(
      const systems::Context<T>& context) const;
  PenaltyParameters penalty_;
  const systems::CacheEntry* point_pairs_cache_{nullptr};
  const systems::CacheEntry* contact_pairs_cache_{nullptr};
  const systems::CacheEntry* hydroelastic_data_cache_{nullptr};
  const systems::CacheEntry* hydroelastic_face_pairs_cache_{nullptr};
  const systems::CacheEntry* contact_results_cache_{nullptr};
  systems::OutputPortIndex contact_results_port_;

  void ThrowIfNotFinalized(const char* func) const {
    tree_->ThrowIfNotFinalized(func);
  }
  void ThrowIfFinalized(const char* func) const {
    tree_->ThrowIfFinalized(func);
  }
  const Joint<T>& GetJointByNameImpl(
      const std::string& name,
      std::optional<ModelInstanceIndex> model_instance) const;
  [[noreturn]] void ThrowJointTypeMismatch(const Joint<T>& joint) const;
  [[noreturn]] void ThrowForceElementTypeMismatch(
      ForceElementIndex index, const std::type_info& requested_type) const;
  // Throws (naming `func`) unless `body` is one of this plant's bodies.
  void ThrowIfBodyNotInPlant(const RigidBody<T>& body, const char* func) const;
  // The set of `model_instances`, after checking each (naming `func`).
  std::set<int> ValidInstanceSet(
      const std::vector<ModelInstanceIndex>& model_instances,
      const char* func) const;
  void CheckContext(const systems::Context<T>& context, const char* func) const;
  void CheckFreeBody(const RigidBody<T>& body, const char* func) const;
  // The floating joint of free body `body` (after CheckFreeBody), mutable.
  Joint<T>& GetMutableFreeBodyJoint(const RigidBody<T>& body, const char* func);

  void FinalizePlantOnly();
  // Finalize's declarations, in stages (multibody_plant.cc).
  void DeclareStateCacheAndPorts();
  // The state tickets that q and [q, v] stand for.
  struct StateTickets {
    std::set<systems::DependencyTicket> q;
    std::set<systems::DependencyTicket> qv;
  };
  StateTickets DeclareStateAndParameters(
      typename internal::MultibodyTree<T>::ContextLayout* layout);
  void DeclareForwardDynamicsCacheEntry(
      typename internal::MultibodyTree<T>::ContextLayout* layout);
  void DeclareInputPorts();
  // The discrete step's cache entries, sample state and periodic event;
  // returns the tickets the dynamic output ports depend on.
  std::set<systems::DependencyTicket> DeclareStateUpdate();
  // The output ports, in Drake's order: "state", "body_poses",
  // "body_spatial_velocities"; then "body_spatial_accelerations",
  // "generalized_acceleration", "net_actuation", "reaction_forces",
  // "contact_results"; then per model instance "<name>_state",
  // "<name>_generalized_acceleration", "<name>_generalized_contact_forces",
  // "<name>_net_actuation".
  void DeclareStateAndBodyOutputPorts(
      const std::set<systems::DependencyTicket>& qv_tickets);
  void DeclareDynamicsOutputPorts(
      const std::set<systems::DependencyTicket>& dynamic_tickets);
  void DeclareModelInstanceOutputPorts(
      const std::set<systems::DependencyTicket>& qv_tickets,
      const std::set<systems::DependencyTicket>& dynamic_tickets);
  // One more than the largest JointIndex in use (removed joints leave gaps).
  int num_joint_slots() const;

  // Applied forces: actuation, applied ports, force elements, damping.
  void CalcAppliedForces(const systems::Context<T>& context,
                         MultibodyForces<T>* forces) const;
  void CalcForwardDynamicsCache(const systems::Context<T>& context,
                                internal::ForwardDynamicsCache<T>* cache) const;
  // Total actuation u (whole port + per-instance ports), input_start order.
  void CalcActuation(const systems::Context<T>& context,
                     EigenPtr<VectorX<T>> u) const;
  void CalcSample(const systems::Context<T>& context, Sample* sample) const;
  // Joint reaction forces for accelerations vdot under `forces` (all the
  // forces but the joints' own).
  void CalcReactionForces(const systems::Context<T>& context,
                          const Eigen::Ref<const VectorX<T>>& vdot,
                          const MultibodyForces<T>& forces,
                          std::vector<SpatialForce<T>>* F_CJc_Jc) const;
  systems::EventStatus DiscreteStep(const systems::Context<T>& context,
                                    systems::DiscreteValues<T>* next) const;
  systems::EventStatus SampledStep(const systems::Context<T>& context,
                                   systems::State<T>* next) const;
  void CalcNextDiscreteState(const systems::Context<T>& context,
                             const Eigen::Ref<const VectorX<T>>& v_next,
                             Eigen::Ref<VectorX<T>> x_next) const;

  // The discrete step (multibody_plant_discrete.cc): the free motion by the
  // articulated body algorithm, or, with contact, joint limits, PD control,
  // locked joints or constraints, the SAP convex solver (sap_driver.h).
  struct DiscreteStepResult {
    VectorX<T> v_next;
    VectorX<T> vdot;  // (v_next − v)/h.
    // Every force that acted (applied, contact, limits, PD), for reaction
    // forces.
    MultibodyForces<T> forces;
    VectorX<T> net_actuation;
    ContactResults<T> contact_results;
    VectorX<T> tau_contact;
    int solver_iterations{0};
  };
  const DiscreteStepResult& EvalDiscreteStep(
      const systems::Context<T>& context) const;
  void CalcDiscreteStep(const systems::Context<T>& context,
                        DiscreteStepResult* result) const;
  // Whether the step needs the SAP solver at this state.
  bool StepNeedsSap(const systems::Context<T>& context) const;
  // For T ≠ double (no SAP): throws if a joint limit may be reached in the
  // step at this state, naming the joint.
  void ThrowIfLimitWithinReach(const systems::Context<T>& context) const;
  // The SAP step: runs the Context's internal::SapDriver (T = double; other
  // scalars throw).
  void CalcDiscreteStepWithSap(const systems::Context<T>& context,
                               DiscreteStepResult* result) const;
  // Declares the "discrete step (SAP driver)" cache entry (at Finalize,
  // discrete plants only): an internal::SapDriverHandle, through which each
  // Context keeps its own SapDriver and so its problem, constraints, solver
  // and buffers from step to step.
  void DeclareSapDriverCacheEntry();
  const systems::CacheEntry* sap_driver_cache_{nullptr};
  // Whether `instance`'s PD controllers are armed (discrete plant, gains,
  // desired_state input connected).
  bool IsPdArmed(const systems::Context<T>& context,
                 ModelInstanceIndex instance) const;
  // Trees: the subtrees hanging from the world with velocities, each a
  // contiguous velocity range (depth-first numbering). Set at Finalize.
  struct TreeTopology {
    std::vector<int> v_start;
    std::vector<int> nv;
    std::vector<int> body_tree;  // By BodyIndex; −1 if anchored.
    bool has_limits{false};      // A single-dof joint has a finite limit.
  };
  void ComputeTreeTopology();
  // The tree of the body a joint mobilizes (−1 if anchored).
  int JointTree(const Joint<T>& joint) const;
  TreeTopology trees_;

  // SetFuseWeldedLinks(): the global setting and the per-instance ones.
  bool fuse_welded_links_{false};
  std::map<ModelInstanceIndex, bool> fuse_welded_links_by_instance_;
  // Throws if fusing is on where Finalize would have something to fuse.
  void ThrowIfFusingWeldedLinks() const;

  // Surface velocity (multibody_plant_surface_velocity.cc).
  std::map<BodyIndex, internal::SurfaceVelocityEntry> surface_velocity_bodies_;
  systems::InputPortIndex surface_speeds_port_;
  systems::OutputPortIndex surface_displacements_port_;
  int surface_displacements_state_index_{-1};  // Discrete plants.
  const systems::CacheEntry* surface_axes_cache_{nullptr};
  // Declares the "surface_speeds" input port and the speed-scaled axes
  // cache entry; the "surface_displacements" output port; the discrete
  // plants' displacement update.
  void DeclareSurfaceSpeedsInputPort();
  void DeclareSurfaceDisplacementsUpdate();
  void DeclareSurfaceDisplacementsOutputPort();
  int num_surface_velocity_bodies() const {
    return static_cast<int>(surface_velocity_bodies_.size());
  }
  // Per body (by BodyIndex): speed⋅â_ss_B, zero for bodies not registered
  // or without a speed signal. A cache entry on the input port.
  const std::vector<Eigen::Vector3d>& EvalSpeedScaledSurfaceVelocityAxes(
      const systems::Context<T>& context) const;
  bool HasSurfaceVelocityBias(BodyIndex body_A, BodyIndex body_B) const {
    return !surface_velocity_bodies_.empty() &&
           (surface_velocity_bodies_.count(body_A) > 0 ||
            surface_velocity_bodies_.count(body_B) > 0);
  }
  // The velocity of the surface of A at C relative to the surface of B at
  // C due to the surface velocities, in W: R_WA⋅(s_A⋅â_A × n_A) −
  // R_WB⋅(s_B⋅â_B × n_B), with n_A = −n̂_BA and n_B = n̂_BA the normals out of
  // A and B. Add it to v_BcAc_W (the rigid velocity of Ac relative to Bc).
  template <typename U>
  Vector3<U> CalcSurfaceVelocityBias(
      const std::vector<Eigen::Vector3d>& speed_scaled_axes, BodyIndex body_A,
      const math::RotationMatrix<U>& R_WA, BodyIndex body_B,
      const math::RotationMatrix<U>& R_WB, const Vector3<U>& nhat_BA_W) const;
  systems::EventStatus UpdateSurfaceDisplacements(
      const systems::Context<T>& context, systems::State<T>* state) const;

  // Constraints (multibody_plant_constraints.cc).
  void ThrowIfUnknownConstraint(MultibodyConstraintId id,
                                const char* func) const;
  // Fills in omitted ball p_BQ from the default configuration.
  void FinalizeConstraints();
  // Throws if a continuous plant has constraints.
  void ThrowIfContinuousWithConstraints(const char* func) const;
  std::map<MultibodyConstraintId, internal::CouplerConstraintSpec>
      coupler_constraints_;
  // The distance constraints' defaults, kept in both forms (the internal
  // spec of get_distance_constraint_specs() and the public params).
  std::map<MultibodyConstraintId, internal::DistanceConstraintSpec>
      distance_constraints_;
  std::map<MultibodyConstraintId, DistanceConstraintParams>
      distance_constraints_params_;
  // The Context's map<id, DistanceConstraintParams> parameter.
  int distance_params_parameter_{-1};
  std::map<MultibodyConstraintId, internal::BallConstraintSpec>
      ball_constraints_;
  std::map<MultibodyConstraintId, internal::WeldConstraintSpec>
      weld_constraints_;
  std::map<MultibodyConstraintId, internal::TendonConstraintSpec>
      tendon_constraints_;
  int constraint_active_parameter_{-1};  // map<id, bool> parameter.
  const systems::CacheEntry* discrete_step_cache_{nullptr};
  const systems::CacheEntry* unsampled_sample_cache_{nullptr};
  const Sample* GetSampleOrNull(const systems::Context<T>& context) const;
  // The sample in the abstract state converted to T, when the Context was
  // copied from a Context of the plant with another scalar type.
  void CalcConvertedSample(const systems::Context<T>& context,
                           Sample* sample) const;
  const systems::CacheEntry* converted_sample_cache_{nullptr};
  void ThrowIfPdControlled(const char* func) const;

  // Jacobian of the spatial velocity of point Bp (fixed in B) measured in A,
  // expressed in W, wrt v (6 × nv).
  void CalcJacobianSpatialVelocityWrtVInWorld(
      const systems::Context<T>& context, const Frame<T>& frame_B,
      const Vector3<T>& p_BoBp_B, const Frame<T>& frame_A,
      Matrix6X<T>* J_W) const;

  std::unique_ptr<internal::MultibodyTree<T>> tree_;
  double time_step_{0};
  bool use_sampled_output_ports_{true};
  DiscreteContactApproximation discrete_contact_approximation_{
      DiscreteContactApproximation::kLagged};
  ContactModel contact_model_{ContactModel::kHydroelasticWithFallback};
  geometry::HydroelasticContactRepresentation contact_surface_representation_{
      geometry::HydroelasticContactRepresentation::kTriangle};
  double penetration_allowance_{0.001};
  double stiction_tolerance_{0.001};
  double sap_near_rigid_threshold_{1.0};
  std::vector<std::optional<math::RigidTransform<double>>>
      default_free_body_poses_;  // By BodyIndex.

  // Ports and state (set at Finalize).
  systems::InputPortIndex actuation_port_;
  std::vector<systems::InputPortIndex> instance_actuation_ports_;
  std::vector<systems::InputPortIndex> instance_desired_state_ports_;
  systems::InputPortIndex applied_generalized_force_port_;
  systems::InputPortIndex applied_spatial_force_port_;
  systems::OutputPortIndex state_port_;
  std::vector<systems::OutputPortIndex> instance_state_ports_;
  systems::OutputPortIndex body_poses_port_;
  systems::OutputPortIndex body_velocities_port_;
  systems::OutputPortIndex body_accelerations_port_;
  systems::OutputPortIndex generalized_acceleration_port_;
  std::vector<systems::OutputPortIndex>
      instance_generalized_acceleration_ports_;
  std::vector<systems::OutputPortIndex> instance_contact_forces_ports_;
  systems::OutputPortIndex net_actuation_port_;
  std::vector<systems::OutputPortIndex> instance_net_actuation_ports_;
  systems::OutputPortIndex reaction_forces_port_;
  systems::AbstractStateIndex sample_state_index_;

  // SceneGraph registration (multibody_plant_geometry.cc).
  using SceneGraphData = internal::MultibodyPlantSceneGraphData;
  void DeclareSceneGraphPorts();
  void CalcFramePoseOutput(const systems::Context<T>& context,
                           geometry::FramePoseVector<T>* poses) const;
  void ThrowIfNoSceneGraph(const char* func) const;
  geometry::FrameId GetOrRegisterBodyFrame(const RigidBody<T>& body);
  // Registers `instance` on `body` (anchored for the world body), after
  // checking that registration is allowed (throws naming `func`).
  geometry::GeometryId RegisterGeometryInstance(
      const char* func, const RigidBody<T>& body,
      std::unique_ptr<geometry::GeometryInstance> instance);
  void ApplySceneGraphFiltersAtFinalize();
  SceneGraphData scene_graph_data_;
  // Valid only before Finalize (not carried through scalar conversion).
  geometry::SceneGraph<T>* scene_graph_{nullptr};
};

/// What AddMultibodyPlantSceneGraph returns. Use it as
/// `auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(...)` (both
/// references), as
/// `MultibodyPlant<double>& plant = AddMultibodyPlantSceneGraph(...)`
/// (implicit conversion), or with std::tie(plant_ptr, scene_graph_ptr).
template <typename T>
struct AddMultibodyPlantSceneGraphResult final {
  MultibodyPlant<T>& plant;
  geometry::SceneGraph<T>& scene_graph;

  // NOLINTNEXTLINE(runtime/explicit)
  operator MultibodyPlant<T>&() { return plant; }
  // For std::tie(plant_ptr, scene_graph_ptr) = ...
  // NOLINTNEXTLINE(runtime/explicit)
  operator std::tuple<MultibodyPlant<T>*&, geometry::SceneGraph<T>*&>() {
    return std::tuple<MultibodyPlant<T>*&, geometry::SceneGraph<T>*&>(
        plant_ptr, scene_graph_ptr);
  }

  // Structured binding (see the std::tuple_size specialization below).
  template <std::size_t i>
  decltype(auto) get() const {
    if constexpr (i == 0) {
      return plant;
    } else {
      return scene_graph;
    }
  }

  // Pointer views for std::tie (unused otherwise).
  MultibodyPlant<T>* plant_ptr{&plant};
  geometry::SceneGraph<T>* scene_graph_ptr{&scene_graph};
};

/// Adds a new MultibodyPlant (time_step as in its constructor) and a
/// SceneGraph (`scene_graph`, or a new one when null) to `builder`, named
/// "plant" and "scene_graph", registers the plant as a geometry source and
/// connects plant.geometry_pose → scene_graph source pose and
/// scene_graph.query → plant.geometry_query.
template <typename T>
AddMultibodyPlantSceneGraphResult<T> AddMultibodyPlantSceneGraph(
    systems::DiagramBuilder<T>* builder, double time_step,
    std::unique_ptr<geometry::SceneGraph<T>> scene_graph = nullptr);

/// As above with a plant made by the caller.
template <typename T>
AddMultibodyPlantSceneGraphResult<T> AddMultibodyPlantSceneGraph(
    systems::DiagramBuilder<T>* builder,
    std::unique_ptr<MultibodyPlant<T>> plant,
    std::unique_ptr<geometry::SceneGraph<T>> scene_graph = nullptr);

}  // namespace multibody
}  // namespace drake

// Structured binding of AddMultibodyPlantSceneGraphResult as {plant,
// scene_graph}.
namespace std {
template <typename T>
struct tuple_size<drake::multibody::AddMultibodyPlantSceneGraphResult<T>>
    : std::integral_constant<std::size_t, 2> {};
template <typename T>
struct tuple_element<0,
                     drake::multibody::AddMultibodyPlantSceneGraphResult<T>> {
  using type = drake::multibody::MultibodyPlant<T>&;
};
template <typename T>
struct tuple_element<1,
                     drake::multibody::AddMultibodyPlantSceneGraphResult<T>> {
  using type = drake::geometry::SceneGraph<T>&;
};
}  // namespace std

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::MultibodyPlant)
