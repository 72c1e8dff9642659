// MultibodyPlant: construction, Finalize(), state and ports, dynamics,
// sampled outputs and scalar conversion. The other members are defined in
// multibody_plant_queries.cc, multibody_plant_contact.cc,
// multibody_plant_constraints.cc, multibody_plant_geometry.cc,
// multibody_plant_discrete.cc and multibody_plant_legacy.cc.
//
// How MultibodyPlant is instantiated. multibody_plant.h declares the
// instantiations for double and AutoDiffXd `extern`, and this file is the
// one translation unit that explicitly instantiates the class template
// (`template class MultibodyPlant<T>`, at the end): that instantiates the
// members defined in the header and in this file. An explicit
// instantiation of a class only instantiates the members whose definitions
// it sees, and a class may be explicitly instantiated only once in a
// program, so each of the other multibody_plant_*.cc files instantiates the
// members it defines, one by one, with the list at its end
// (MALLARD_INSTANTIATE_QUERY_MEMBERS, _CONTACT_, _CONSTRAINT_, _GEOMETRY_,
// _DISCRETE_, _LEGACY_MEMBERS). A member defined in one of those files must be
// added to that file's list; one that is missing is defined in no library
// (`nm -C --defined-only` on the library lists what is).

#include "drake/multibody/plant/multibody_plant.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include "drake/common/drake_bool.h"
#include "drake/common/text_logging.h"
#include "drake/multibody/plant/sampled_outputs_memory.h"
#include "drake/multibody/plant/stage_profile.h"
#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/bus_value.h"
#include "drake/systems/framework/scalar_conversion_helpers.h"

namespace drake {
namespace multibody {

using internal::ForwardDynamicsCache;
using internal::MobodIndex;
using internal::PositionKinematicsCache;
using internal::TreeWorkspace;
using internal::VelocityKinematicsCache;

template <typename T>
MultibodyPlant<T>::MultibodyPlant(double time_step)
    : systems::LeafSystem<T>(systems::SystemTypeTag<MultibodyPlant>{}),
      tree_(std::make_unique<internal::MultibodyTree<T>>()),
      time_step_(time_step) {
  if (!(time_step >= 0) || !std::isfinite(time_step)) {
    throw std::logic_error(fmt::format(
        "MultibodyPlant(): time_step is {}; it must be zero (a continuous "
        "plant) or positive (a discrete plant with that period, in seconds).",
        time_step));
  }
  contact_surface_representation_ =
      GetDefaultContactSurfaceRepresentation(time_step);
  tree_->set_parent_plant(this);
  default_free_body_poses_.resize(1);
  DeclareSceneGraphPorts();
}

template <typename T>
template <typename U>
MultibodyPlant<T>::MultibodyPlant(const MultibodyPlant<U>& other)
    : systems::LeafSystem<T>(systems::SystemTypeTag<MultibodyPlant>{}),
      tree_(other.tree_->template CloneToScalar<T>()),
      time_step_(other.time_step_),
      use_sampled_output_ports_(other.use_sampled_output_ports_),
      discrete_contact_approximation_(other.discrete_contact_approximation_),
      contact_model_(other.contact_model_),
      contact_surface_representation_(other.contact_surface_representation_),
      penetration_allowance_(other.penetration_allowance_),
      stiction_tolerance_(other.stiction_tolerance_),
      sap_near_rigid_threshold_(other.sap_near_rigid_threshold_),
      default_free_body_poses_(other.default_free_body_poses_),
      scene_graph_data_(other.scene_graph_data_) {
  tree_->set_parent_plant(this);
  penalty_.geometry_stiffness = other.penalty_.geometry_stiffness;
  penalty_.dissipation = other.penalty_.dissipation;
  penalty_.time_scale = other.penalty_.time_scale;
  surface_velocity_bodies_ = other.surface_velocity_bodies_;
  tendon_constraints_ = other.tendon_constraints_;
  fuse_welded_links_ = other.fuse_welded_links_;
  fuse_welded_links_by_instance_ = other.fuse_welded_links_by_instance_;
  coupler_constraints_ = other.coupler_constraints_;
  distance_constraints_ = other.distance_constraints_;
  distance_constraints_params_ = other.distance_constraints_params_;
  ball_constraints_ = other.ball_constraints_;
  weld_constraints_ = other.weld_constraints_;
  this->set_name(other.get_name());
  DeclareSceneGraphPorts();
  if (other.is_finalized()) DeclareStateCacheAndPorts();
}

template <typename T>
MultibodyPlant<T>::~MultibodyPlant() = default;

// ---------------------------------------------------------------------------
// Construction.

template <typename T>
const RigidBody<T>& MultibodyPlant<T>::AddRigidBody(
    const std::string& name, ModelInstanceIndex model_instance,
    const SpatialInertia<double>& M_BBo_B) {
  const RigidBody<T>& body = tree_->AddRigidBody(name, model_instance, M_BBo_B);
  default_free_body_poses_.resize(num_bodies());
  return body;
}

template <typename T>
const RigidBody<T>& MultibodyPlant<T>::AddRigidBody(
    const std::string& name, const SpatialInertia<double>& M_BBo_B) {
  if (num_model_instances() != 2) {
    throw std::logic_error(fmt::format(
        "AddRigidBody(): body '{}': this overload puts the body in the "
        "default model instance, which is only allowed while the plant has no "
        "other model instances (it has {}); pass a model instance.",
        name, num_model_instances()));
  }
  return AddRigidBody(name, default_model_instance(), M_BBo_B);
}

template <typename T>
void MultibodyPlant<T>::RemoveJoint(const Joint<T>& joint) {
  ThrowIfFinalized("RemoveJoint");
  // As with force elements, constraints' dependencies on joints and bodies
  // are not tracked, so no joint may be removed once there are any.
  if (num_constraints() > 0) {
    throw std::logic_error(fmt::format(
        "RemoveJoint(): cannot remove joint '{}' because the plant has {} "
        "constraint(s) (their dependencies are not tracked); remove the "
        "constraints first.",
        joint.name(), num_constraints()));
  }
  tree_->RemoveJoint(joint);
}

template <typename T>
const WeldJoint<T>& MultibodyPlant<T>::WeldFrames(
    const Frame<T>& frame_on_parent_F, const Frame<T>& frame_on_child_M,
    const math::RigidTransform<double>& X_FM) {
  const std::string name =
      frame_on_parent_F.name() + "_welds_to_" + frame_on_child_M.name();
  return AddJoint(std::make_unique<WeldJoint<T>>(name, frame_on_parent_F,
                                                 frame_on_child_M, X_FM));
}

template <typename T>
const JointActuator<T>& MultibodyPlant<T>::AddJointActuator(
    const std::string& name, const Joint<T>& joint, double effort_limit) {
  return tree_->AddJointActuator(name, joint, effort_limit);
}

template <typename T>
void MultibodyPlant<T>::RemoveAllJointActuatorEffortLimits() {
  for (JointActuatorIndex a : GetJointActuatorIndices()) {
    get_mutable_joint_actuator(a).set_effort_limit(
        std::numeric_limits<double>::infinity());
  }
}

template <typename T>
void MultibodyPlant<T>::RemoveJointActuator(const JointActuator<T>& actuator) {
  tree_->RemoveJointActuator(actuator);
}

template <typename T>
ModelInstanceIndex MultibodyPlant<T>::AddModelInstance(
    const std::string& name) {
  return tree_->AddModelInstance(name);
}

template <typename T>
void MultibodyPlant<T>::RenameModelInstance(ModelInstanceIndex model_instance,
                                            const std::string& name) {
  tree_->RenameModelInstance(model_instance, name);
}

template <typename T>
void MultibodyPlant<T>::SetBaseBodyJointType(
    BaseBodyJointType joint_type,
    std::optional<ModelInstanceIndex> model_instance) {
  tree_->SetBaseBodyJointType(joint_type, model_instance);
}

template <typename T>
BaseBodyJointType MultibodyPlant<T>::GetBaseBodyJointType(
    std::optional<ModelInstanceIndex> model_instance) const {
  return tree_->GetBaseBodyJointType(model_instance);
}

template <typename T>
void MultibodyPlant<T>::SetFuseWeldedLinks(
    bool fuse, std::optional<ModelInstanceIndex> model_instance) {
  ThrowIfFinalized("SetFuseWeldedLinks");
  if (!model_instance.has_value()) {
    fuse_welded_links_ = fuse;
    return;
  }
  if (!model_instance->is_valid() || *model_instance >= num_model_instances()) {
    throw std::logic_error(fmt::format(
        "SetFuseWeldedLinks(): model instance {} is not a model instance of "
        "MultibodyPlant '{}' (it has {}).",
        model_instance->is_valid() ? std::to_string(int{*model_instance})
                                   : "(invalid)",
        this->get_name(), num_model_instances()));
  }
  fuse_welded_links_by_instance_[*model_instance] = fuse;
}

template <typename T>
bool MultibodyPlant<T>::GetFuseWeldedLinks(
    std::optional<ModelInstanceIndex> model_instance) const {
  if (model_instance.has_value()) {
    const auto it = fuse_welded_links_by_instance_.find(*model_instance);
    if (it != fuse_welded_links_by_instance_.end()) return it->second;
  }
  return fuse_welded_links_;
}

template <typename T>
void MultibodyPlant<T>::ThrowIfFusingWeldedLinks() const {
  const auto fail = [this](ModelInstanceIndex instance,
                           const std::string& what) {
    throw std::logic_error(fmt::format(
        "Finalize(): MultibodyPlant '{}': SetFuseWeldedLinks(true) applies to "
        "model instance '{}', which {}; fusing welded links is not "
        "supported. Call SetFuseWeldedLinks(false) (the default).",
        this->get_name(), GetModelInstanceName(instance), what));
  };
  for (JointIndex j : GetJointIndices()) {
    const Joint<T>& joint = get_joint(j);
    if (joint.type_name() != WeldJoint<T>::kTypeName) continue;
    if (GetFuseWeldedLinks(joint.model_instance())) {
      fail(joint.model_instance(),
           fmt::format("has weld joint '{}'", joint.name()));
    }
  }
  for (ModelInstanceIndex i(0); i < num_model_instances(); ++i) {
    if (i == world_model_instance() || !GetFuseWeldedLinks(i)) continue;
    if (GetBaseBodyJointType(i) == BaseBodyJointType::kWeldJoint &&
        !GetBodyIndices(i).empty()) {
      fail(i,
           "has base body joint type kWeldJoint (its base bodies would be "
           "welded to the world)");
    }
  }
}

template <typename T>
void MultibodyPlant<T>::set_gravity_enabled(ModelInstanceIndex model_instance,
                                            bool is_enabled) {
  ThrowIfFinalized("set_gravity_enabled");
  tree_->mutable_gravity_field().set_enabled(model_instance, is_enabled);
}

template <typename T>
bool MultibodyPlant<T>::is_gravity_enabled(
    ModelInstanceIndex model_instance) const {
  tree_->ThrowIfInvalidModelInstance(model_instance, "is_gravity_enabled");
  return gravity_field().is_enabled(model_instance);
}

template <typename T>
void MultibodyPlant<T>::SetUseSampledOutputPorts(
    bool use_sampled_output_ports) {
  ThrowIfFinalized("SetUseSampledOutputPorts");
  if (use_sampled_output_ports && !is_discrete()) {
    throw std::logic_error(
        "SetUseSampledOutputPorts(): a continuous plant (time_step = 0) "
        "cannot sample its output ports.");
  }
  use_sampled_output_ports_ = use_sampled_output_ports;
}

template <typename T>
DiscreteContactSolver MultibodyPlant<T>::get_discrete_contact_solver() const {
  return discrete_contact_approximation_ == DiscreteContactApproximation::kTamsi
             ? DiscreteContactSolver::kTamsi
             : DiscreteContactSolver::kSap;
}

template <typename T>
void MultibodyPlant<T>::set_discrete_contact_approximation(
    DiscreteContactApproximation approximation) {
  ThrowIfFinalized("set_discrete_contact_approximation");
  discrete_contact_approximation_ = approximation;
}

template <typename T>
void MultibodyPlant<T>::set_contact_model(ContactModel model) {
  ThrowIfFinalized("set_contact_model");
  contact_model_ = model;
}

template <typename T>
void MultibodyPlant<T>::set_contact_surface_representation(
    geometry::HydroelasticContactRepresentation representation) {
  ThrowIfFinalized("set_contact_surface_representation");
  contact_surface_representation_ = representation;
}

template <typename T>
void MultibodyPlant<T>::set_penetration_allowance(
    double penetration_allowance) {
  if (!(penetration_allowance > 0)) {
    throw std::logic_error(fmt::format(
        "set_penetration_allowance(): the allowance must be positive; got {}.",
        penetration_allowance));
  }
  penetration_allowance_ = penetration_allowance;
  if (is_finalized()) EstimatePointContactParameters();
}

template <typename T>
void MultibodyPlant<T>::set_stiction_tolerance(double v_stiction) {
  if (!(v_stiction > 0)) {
    throw std::logic_error(fmt::format(
        "set_stiction_tolerance(): the tolerance must be positive; got {}.",
        v_stiction));
  }
  stiction_tolerance_ = v_stiction;
}

template <typename T>
void MultibodyPlant<T>::set_sap_near_rigid_threshold(
    double near_rigid_threshold) {
  ThrowIfFinalized("set_sap_near_rigid_threshold");
  if (!(near_rigid_threshold >= 0)) {
    throw std::logic_error(fmt::format(
        "set_sap_near_rigid_threshold(): the threshold must be non-negative; "
        "got {}.",
        near_rigid_threshold));
  }
  sap_near_rigid_threshold_ = near_rigid_threshold;
}

template <typename T>
void MultibodyPlant<T>::Finalize() {
  ThrowIfFinalized("Finalize");
  ThrowIfFusingWeldedLinks();
  tree_->Finalize();
  // Default free-body poses become the floating joints' default positions.
  for (int b = 1; b < num_bodies(); ++b) {
    if (!default_free_body_poses_[b].has_value()) continue;
    const JointIndex j = tree_->GetInboardJoint(BodyIndex(b));
    const Joint<T>& joint = tree_->get_joint(j);
    if (joint.num_velocities() == 6 && joint.is_ephemeral()) {
      tree_->get_mutable_joint(j).SetDefaultPose(*default_free_body_poses_[b]);
    }
  }
  // A free body that carries no mass (itself and every body outboard of it
  // massless) has an undefined acceleration under any force: the first step
  // would fail with a singular matrix, far from the cause.
  for (int b = 1; b < num_bodies(); ++b) {
    if (!tree_->IsFloatingBaseBody(BodyIndex(b))) continue;
    double carried_mass = 0;
    for (int c = 1; c < num_bodies(); ++c) {
      // Walk from c towards the world (an inboard joint may be reversed:
      // then its child is the inboard body); a path has at most
      // num_bodies() links.
      BodyIndex k(c);
      for (int hops = 0;
           hops < num_bodies() && k != BodyIndex(b) && k != world_index();
           ++hops) {
        const Joint<T>& joint = get_joint(tree_->GetInboardJoint(k));
        k = joint.child_body().index() == k ? joint.parent_body().index()
                                            : joint.child_body().index();
      }
      if (k == BodyIndex(b)) {
        carried_mass += get_body(BodyIndex(c)).default_mass();
      }
    }
    if (!(carried_mass > 0)) {
      const RigidBody<T>& body = get_body(BodyIndex(b));
      throw std::runtime_error(fmt::format(
          "MultibodyPlant::Finalize(): the free body '{}' of model instance "
          "'{}' has mass {} (with the bodies outboard of it): a free body "
          "needs a positive mass to be simulated. Give it a positive mass "
          "and inertia (e.g. the <inertial> of its link in the model file), "
          "or weld it to another body.",
          body.name(), GetModelInstanceName(body.model_instance()),
          carried_mass));
    }
  }
  if (!is_discrete()) {
    for (JointIndex j : GetJointIndices()) {
      const Joint<T>& joint = get_joint(j);
      const bool limited = (joint.position_lower_limits().array() >
                            -std::numeric_limits<double>::infinity())
                               .any() ||
                           (joint.position_upper_limits().array() <
                            std::numeric_limits<double>::infinity())
                               .any();
      if (limited) {
        log()->warn(
            "MultibodyPlant: joint '{}' has position limits, which a "
            "continuous plant (time_step = 0) ignores; use a discrete plant "
            "to enforce them.",
            joint.name());
        break;
      }
    }
  }
  ApplySceneGraphFiltersAtFinalize();
  EstimatePointContactParameters();
  FinalizeConstraints();
  DeclareStateCacheAndPorts();
}

template <typename T>
void MultibodyPlant<T>::DeclareStateCacheAndPorts() {
  // The stages, in Drake's order: state and parameters, cache entries, input
  // ports, the state update (discrete plants), output ports.
  ComputeTreeTopology();
  typename internal::MultibodyTree<T>::ContextLayout layout;
  layout.is_discrete = is_discrete();
  layout.system = this;
  const StateTickets tickets = DeclareStateAndParameters(&layout);
  tree_->DeclareCacheEntries(this, tickets.q, tickets.qv, num_actuated_dofs(),
                             &layout);
  DeclareForwardDynamicsCacheEntry(&layout);
  tree_->set_context_layout(layout);
  DeclareInputPorts();
  const std::set<systems::DependencyTicket> dynamic_tickets =
      DeclareStateUpdate();
  DeclareContactCacheEntries();
  // The output ports in Drake's order (MultibodyPlant::DeclareOutputPorts):
  // after "geometry_pose" and "deformable_body_configuration" (the
  // constructor's), the whole-plant outputs, then four per model instance,
  // then "surface_displacements".
  DeclareStateAndBodyOutputPorts(tickets.qv);
  DeclareDynamicsOutputPorts(dynamic_tickets);
  DeclareModelInstanceOutputPorts(tickets.qv, dynamic_tickets);
  DeclareSurfaceDisplacementsOutputPort();
}

template <typename T>
typename MultibodyPlant<T>::StateTickets
MultibodyPlant<T>::DeclareStateAndParameters(
    typename internal::MultibodyTree<T>::ContextLayout* layout) {
  const int nq = num_positions();
  const int nv = num_velocities();
  const int nb = num_bodies();
  StateTickets tickets;
  // State: [q; v] as one discrete group, or continuous q and v.
  if (is_discrete()) {
    this->DeclareDiscreteState(nq + nv);
    tickets.q = {this->discrete_state_ticket(systems::DiscreteStateIndex(0))};
    tickets.qv = tickets.q;
  } else {
    // z: the surface displacements of the surface-velocity bodies.
    this->DeclareContinuousState(nq, nv, num_surface_velocity_bodies());
    tickets.q = {this->q_ticket()};
    tickets.qv = {this->q_ticket(), this->v_ticket()};
  }
  // Mass parameters: 10 per body (see MultibodyTree::SetMassParameters()).
  layout->mass_parameter_index =
      this->DeclareNumericParameter(systems::BasicVector<T>(10 * nb));
  // Joint damping, one numeric parameter per joint with velocities.
  const int joint_slots = num_joint_slots();
  layout->damping_parameter_index.assign(joint_slots, -1);
  for (JointIndex j : tree_->GetJointIndices()) {
    const Joint<T>& joint = get_joint(j);
    if (joint.num_velocities() == 0) continue;
    layout->damping_parameter_index[j] =
        this->DeclareNumericParameter(systems::BasicVector<T>(
            joint.default_damping_vector().template cast<T>()));
  }
  // Joint locking, by JointIndex.
  layout->lock_parameter_index = this->DeclareAbstractParameter(
      Value<std::vector<bool>>(std::vector<bool>(joint_slots, false)));
  // Rotor inertia Iᵣ and gear ratio ρ of every actuator (by index).
  const int num_actuator_slots =
      static_cast<int>(tree_->actuator_v_indices().size());
  layout->rotor_parameter_index = this->DeclareNumericParameter(
      systems::BasicVector<T>(VectorX<T>::Zero(2 * num_actuator_slots)));
  // X_PF of every FixedOffsetFrame, 12 numbers each (R_PF by columns, then
  // p_PF), set to the frames' defaults by SetDefaultParameters().
  layout->frame_pose_parameter_index =
      this->DeclareNumericParameter(systems::BasicVector<T>(
          VectorX<T>::Zero(tree_->num_frame_pose_parameters())));
  // Whether each constraint is active.
  std::map<MultibodyConstraintId, bool> active;
  for (MultibodyConstraintId id : GetConstraintIds()) active[id] = true;
  constraint_active_parameter_ = this->DeclareAbstractParameter(
      Value<std::map<MultibodyConstraintId, bool>>(active));
  // The distance constraints' parameters, starting at their defaults.
  distance_params_parameter_ = this->DeclareAbstractParameter(
      Value<std::map<MultibodyConstraintId, DistanceConstraintParams>>(
          distance_constraints_params_));
  return tickets;
}

template <typename T>
int MultibodyPlant<T>::num_joint_slots() const {
  int slots = 0;
  for (JointIndex j : tree_->GetJointIndices()) {
    slots = std::max(slots, int{j} + 1);
  }
  return slots;
}

template <typename T>
void MultibodyPlant<T>::DeclareForwardDynamicsCacheEntry(
    typename internal::MultibodyTree<T>::ContextLayout* layout) {
  // Forward dynamics depends on everything: state, parameters and the
  // applied-force input ports.
  auto& entry = this->DeclareCacheEntry(
      "forward dynamics",
      systems::ValueProducer(
          ForwardDynamicsCache<T>(tree_->num_mobods(), num_bodies(),
                                  num_velocities()),
          std::function<void(const systems::Context<T>&,
                             ForwardDynamicsCache<T>*)>(
              [this](const systems::Context<T>& context,
                     ForwardDynamicsCache<T>* fd) {
                CalcForwardDynamicsCache(context, fd);
              })),
      {this->all_sources_ticket()});
  layout->forward_dynamics = &entry;
}

template <typename T>
void MultibodyPlant<T>::DeclareInputPorts() {
  // Drake's order (MultibodyPlant::DeclareInputPorts): after
  // "geometry_query" (the constructor's), the whole-plant inputs, then two
  // per model instance, then "surface_speeds".
  const int nv = num_velocities();
  const int ni = num_model_instances();
  actuation_port_ =
      this->DeclareVectorInputPort("actuation", num_actuated_dofs())
          .get_index();
  applied_generalized_force_port_ =
      this->DeclareVectorInputPort("applied_generalized_force", nv).get_index();
  applied_spatial_force_port_ =
      this->DeclareAbstractInputPort(
              "applied_spatial_force",
              Value<std::vector<ExternallyAppliedSpatialForce<T>>>())
          .get_index();
  instance_actuation_ports_.clear();
  instance_desired_state_ports_.clear();
  for (int i = 0; i < ni; ++i) {
    const ModelInstanceIndex instance(i);
    const std::string& name = GetModelInstanceName(instance);
    instance_actuation_ports_.push_back(
        this->DeclareVectorInputPort(name + "_actuation",
                                     num_actuated_dofs(instance))
            .get_index());
    // [q_d; v_d] of the instance's actuators (in actuator order), as
    // Drake's: sized for every actuator, read for the PD-controlled ones.
    instance_desired_state_ports_.push_back(
        this->DeclareVectorInputPort(name + "_desired_state",
                                     2 * num_actuated_dofs(instance))
            .get_index());
  }
  DeclareSurfaceSpeedsInputPort();
}

template <typename T>
std::set<systems::DependencyTicket> MultibodyPlant<T>::DeclareStateUpdate() {
  // The tickets the dynamic outputs (accelerations, forces) depend on: all
  // sources, or for sampled outputs the abstract state that holds the last
  // step's sample.
  std::set<systems::DependencyTicket> dynamic_tickets = {
      this->all_sources_ticket()};
  if (!is_discrete()) return dynamic_tickets;
  const int nv = num_velocities();
  const int nu = num_actuated_dofs();
  const int nb = num_bodies();
  const int max_joint = num_joint_slots();
  Sample sample;
  sample.vdot = VectorX<T>::Zero(nv);
  sample.A_WB.assign(nb, SpatialAcceleration<T>::Zero());
  sample.net_actuation = VectorX<T>::Zero(nu);
  sample.reaction_forces.assign(max_joint, SpatialForce<T>::Zero());
  sample.contact_results.set_plant(this);
  sample.generalized_contact_forces = VectorX<T>::Zero(nv);
  DiscreteStepResult step_model{VectorX<T>::Zero(nv),
                                VectorX<T>::Zero(nv),
                                MultibodyForces<T>(nb, nv),
                                VectorX<T>::Zero(nu),
                                ContactResults<T>(),
                                VectorX<T>::Zero(nv),
                                0};
  step_model.contact_results.set_plant(this);
  discrete_step_cache_ = &this->DeclareCacheEntry(
      "discrete step", step_model, &MultibodyPlant<T>::CalcDiscreteStep,
      {this->all_sources_ticket()});
  DeclareSapDriverCacheEntry();
  if (use_sampled_output_ports_) {
    sample_state_index_ =
        this->DeclareAbstractState(Value<internal::SampledOutputsMemory>(
            internal::SampledOutputsMemory(AbstractValue::Make(sample))));
    dynamic_tickets = {this->abstract_state_ticket(sample_state_index_)};
    converted_sample_cache_ = &this->DeclareCacheEntry(
        "discrete outputs (converted from another scalar type)", sample,
        &MultibodyPlant<T>::CalcConvertedSample, dynamic_tickets);
    this->DeclarePeriodicUnrestrictedUpdateEvent(
        time_step_, 0.0, &MultibodyPlant<T>::SampledStep);
    // A forced update steps the plant too (as Drake's), so that
    // CalcForcedUnrestrictedUpdate() and ExecuteForcedEvents() advance it.
    this->DeclareForcedUnrestrictedUpdateEvent(&MultibodyPlant<T>::SampledStep);
  } else {
    unsampled_sample_cache_ = &this->DeclareCacheEntry(
        "discrete outputs (unsampled)", sample, &MultibodyPlant<T>::CalcSample,
        {discrete_step_cache_->ticket()});
    this->DeclarePeriodicDiscreteUpdateEvent(time_step_, 0.0,
                                             &MultibodyPlant<T>::DiscreteStep);
    this->DeclareForcedDiscreteUpdateEvent(&MultibodyPlant<T>::DiscreteStep);
  }
  DeclareSurfaceDisplacementsUpdate();
  return dynamic_tickets;
}

template <typename T>
void MultibodyPlant<T>::DeclareStateAndBodyOutputPorts(
    const std::set<systems::DependencyTicket>& qv_tickets) {
  const int nq = num_positions();
  const int nv = num_velocities();
  const int nb = num_bodies();
  const internal::MultibodyTree<T>* tree = tree_.get();
  const systems::DependencyTicket pc_ticket =
      tree_->layout().position_kinematics->ticket();
  const systems::DependencyTicket vc_ticket =
      tree_->layout().velocity_kinematics->ticket();
  state_port_ =
      this->DeclareVectorOutputPort(
              "state", nq + nv,
              [tree](const systems::Context<T>& context,
                     systems::BasicVector<T>* out) {
                out->SetFromVector(tree->get_positions_and_velocities(context));
              },
              qv_tickets)
          .get_index();
  body_poses_port_ =
      this->DeclareAbstractOutputPort(
              "body_poses",
              [nb]() {
                return AbstractValue::Make(std::vector<math::RigidTransform<T>>(
                    nb, math::RigidTransform<T>::Identity()));
              },
              [this](const systems::Context<T>& context, AbstractValue* out) {
                auto& poses = out->get_mutable_value<
                    std::vector<math::RigidTransform<T>>>();
                const auto& pc = tree_->EvalPositionKinematics(context);
                for (int b = 0; b < num_bodies(); ++b) {
                  poses[b] = pc.get_X_WB(tree_->body_mobod(BodyIndex(b)));
                }
              },
              {pc_ticket})
          .get_index();
  body_velocities_port_ =
      this->DeclareAbstractOutputPort(
              "body_spatial_velocities",
              [nb]() {
                return AbstractValue::Make(std::vector<SpatialVelocity<T>>(
                    nb, SpatialVelocity<T>::Zero()));
              },
              [this](const systems::Context<T>& context, AbstractValue* out) {
                auto& V =
                    out->get_mutable_value<std::vector<SpatialVelocity<T>>>();
                const auto& vc = tree_->EvalVelocityKinematics(context);
                for (int b = 0; b < num_bodies(); ++b) {
                  V[b] = vc.get_V_WB(tree_->body_mobod(BodyIndex(b)));
                }
              },
              {vc_ticket})
          .get_index();
}

template <typename T>
void MultibodyPlant<T>::DeclareDynamicsOutputPorts(
    const std::set<systems::DependencyTicket>& dynamic_tickets) {
  const int nv = num_velocities();
  const int nu = num_actuated_dofs();
  const int nb = num_bodies();
  const int max_joint = num_joint_slots();
  body_accelerations_port_ =
      this->DeclareAbstractOutputPort(
              "body_spatial_accelerations",
              [nb]() {
                return AbstractValue::Make(std::vector<SpatialAcceleration<T>>(
                    nb, SpatialAcceleration<T>::Zero()));
              },
              [this](const systems::Context<T>& context, AbstractValue* out) {
                auto& A = out->get_mutable_value<
                    std::vector<SpatialAcceleration<T>>>();
                if (const Sample* sample = GetSampleOrNull(context)) {
                  A = sample->A_WB;
                  return;
                }
                const auto& fd = tree_->EvalForwardDynamics(context);
                for (int b = 0; b < num_bodies(); ++b) {
                  A[b] = fd.A_WB.get_A_WB(tree_->body_mobod(BodyIndex(b)));
                }
              },
              dynamic_tickets)
          .get_index();
  generalized_acceleration_port_ =
      this->DeclareVectorOutputPort(
              "generalized_acceleration", nv,
              [this](const systems::Context<T>& context,
                     systems::BasicVector<T>* out) {
                if (const Sample* sample = GetSampleOrNull(context)) {
                  out->SetFromVector(sample->vdot);
                } else {
                  out->SetFromVector(tree_->EvalForwardDynamics(context).vdot);
                }
              },
              dynamic_tickets)
          .get_index();
  net_actuation_port_ =
      this->DeclareVectorOutputPort(
              "net_actuation", nu,
              [this](const systems::Context<T>& context,
                     systems::BasicVector<T>* out) {
                if (const Sample* sample = GetSampleOrNull(context)) {
                  out->SetFromVector(sample->net_actuation);
                  return;
                }
                auto u = out->get_mutable_value();
                CalcActuation(context, &u);
              },
              dynamic_tickets)
          .get_index();
  reaction_forces_port_ =
      this->DeclareAbstractOutputPort(
              "reaction_forces",
              [max_joint]() {
                return AbstractValue::Make(std::vector<SpatialForce<T>>(
                    max_joint, SpatialForce<T>::Zero()));
              },
              [this](const systems::Context<T>& context, AbstractValue* out) {
                auto& F =
                    out->get_mutable_value<std::vector<SpatialForce<T>>>();
                if (const Sample* sample = GetSampleOrNull(context)) {
                  F = sample->reaction_forces;
                  return;
                }
                const auto& fd = tree_->EvalForwardDynamics(context);
                CalcReactionForces(context, fd.vdot, fd.forces, &F);
              },
              dynamic_tickets)
          .get_index();
  DeclareContactResultsOutputPort();
}

template <typename T>
void MultibodyPlant<T>::DeclareModelInstanceOutputPorts(
    const std::set<systems::DependencyTicket>& qv_tickets,
    const std::set<systems::DependencyTicket>& dynamic_tickets) {
  const int ni = num_model_instances();
  instance_state_ports_.clear();
  instance_generalized_acceleration_ports_.clear();
  instance_contact_forces_ports_.clear();
  instance_net_actuation_ports_.clear();
  for (int i = 0; i < ni; ++i) {
    const ModelInstanceIndex instance(i);
    const std::string& name = GetModelInstanceName(instance);
    // "<name>_state": [q; v] of the instance.
    instance_state_ports_.push_back(
        this->DeclareVectorOutputPort(
                name + "_state", num_multibody_states(instance),
                [this, instance](const systems::Context<T>& context,
                                 systems::BasicVector<T>* out) {
                  auto x = out->get_mutable_value();
                  GetPositionsAndVelocities(context, instance, &x);
                },
                qv_tickets)
            .get_index());
    // "<name>_generalized_acceleration": v̇ of the instance.
    instance_generalized_acceleration_ports_.push_back(
        this->DeclareVectorOutputPort(
                name + "_generalized_acceleration", num_velocities(instance),
                [this, instance](const systems::Context<T>& context,
                                 systems::BasicVector<T>* out) {
                  const Sample* sample = GetSampleOrNull(context);
                  const VectorX<T>& vdot =
                      sample != nullptr
                          ? sample->vdot
                          : tree_->EvalForwardDynamics(context).vdot;
                  const auto& indices = tree_->instance_v_indices(instance);
                  for (int k = 0; k < static_cast<int>(indices.size()); ++k) {
                    (*out)[k] = vdot[indices[k]];
                  }
                },
                dynamic_tickets)
            .get_index());
    // "<name>_generalized_contact_forces": the instance's rows of Σ Jᵀ f.
    instance_contact_forces_ports_.push_back(
        this->DeclareVectorOutputPort(
                name + "_generalized_contact_forces", num_velocities(instance),
                [this, instance](const systems::Context<T>& context,
                                 systems::BasicVector<T>* out) {
                  const auto& indices = tree_->instance_v_indices(instance);
                  if (indices.empty()) return;
                  VectorX<T> tau_local;
                  const VectorX<T>* tau = nullptr;
                  if (const Sample* sample = GetSampleOrNull(context)) {
                    tau = &sample->generalized_contact_forces;
                  } else if (!HasContactGeometry()) {
                    out->SetZero();
                    return;
                  } else {
                    CalcGeneralizedContactForces(
                        context, EvalContactResultsForOutput(context),
                        &tau_local);
                    tau = &tau_local;
                  }
                  for (int k = 0; k < static_cast<int>(indices.size()); ++k) {
                    (*out)[k] = (*tau)[indices[k]];
                  }
                },
                dynamic_tickets)
            .get_index());
    // "<name>_net_actuation": the instance's entries of the net actuation.
    instance_net_actuation_ports_.push_back(
        this->DeclareVectorOutputPort(
                name + "_net_actuation", num_actuated_dofs(instance),
                [this, instance](const systems::Context<T>& context,
                                 systems::BasicVector<T>* out) {
                  VectorX<T> u(num_actuated_dofs());
                  if (const Sample* sample = GetSampleOrNull(context)) {
                    u = sample->net_actuation;
                  } else {
                    CalcActuation(context, &u);
                  }
                  out->SetFromVector(GetActuationFromArray(instance, u));
                },
                dynamic_tickets)
            .get_index());
  }
}

// ---------------------------------------------------------------------------
// Defaults.

template <typename T>
void MultibodyPlant<T>::SetDefaultParameters(
    const systems::Context<T>& context,
    systems::Parameters<T>* parameters) const {
  systems::LeafSystem<T>::SetDefaultParameters(context, parameters);
  if (!is_finalized()) return;
  tree_->SetDefaultParameters(parameters);
}

template <typename T>
void MultibodyPlant<T>::SetDefaultState(const systems::Context<T>& context,
                                        systems::State<T>* state) const {
  ThrowIfNotFinalized("SetDefaultState");
  systems::LeafSystem<T>::SetDefaultState(context, state);
  auto x = tree_->get_mutable_positions_and_velocities(context, state);
  tree_->SetDefaultPositionsAndVelocities(x);
}

template <typename T>
void MultibodyPlant<T>::SetRandomState(const systems::Context<T>& context,
                                       systems::State<T>* state,
                                       RandomGenerator* generator) const {
  ThrowIfNotFinalized("SetRandomState");
  SetDefaultState(context, state);
  auto x = tree_->get_mutable_positions_and_velocities(context, state);
  const int nq = num_positions();
  VectorX<double> q_joint, v_joint;
  for (const JointIndex& index : GetJointIndices()) {
    const Joint<T>& joint = get_joint(index);
    if (!joint.has_random_state_distribution()) continue;
    joint.SampleRandomState(generator, &q_joint, &v_joint);
    x.segment(joint.position_start(), joint.num_positions()) =
        q_joint.template cast<T>();
    x.segment(nq + joint.velocity_start(), joint.num_velocities()) =
        v_joint.template cast<T>();
  }
}

template <typename T>
Joint<T>& MultibodyPlant<T>::GetMutableFreeBodyJoint(const RigidBody<T>& body,
                                                     const char* func) {
  CheckFreeBody(body, func);
  return get_mutable_joint(tree_->GetInboardJoint(body.index()));
}

namespace {
// Throws unless `joint` (the floating joint of `body`) is of type `Required`.
template <template <typename> class Required, typename T>
Required<T>& CastFreeBodyJoint(Joint<T>* joint, const RigidBody<T>& body,
                               const char* func, const char* required_name) {
  auto* result = dynamic_cast<Required<T>*>(joint);
  if (result == nullptr) {
    throw std::logic_error(fmt::format(
        "{}(): free body '{}' is modeled with the {} joint '{}'; this "
        "distribution requires a {}.",
        func, body.name(), joint->type_name(), joint->name(), required_name));
  }
  return *result;
}
}  // namespace

template <typename T>
void MultibodyPlant<T>::SetFreeBodyRandomTranslationDistribution(
    const RigidBody<T>& body,
    const Vector3<symbolic::Expression>& translation) {
  const char* func = "SetFreeBodyRandomTranslationDistribution";
  Joint<T>& joint = GetMutableFreeBodyJoint(body, func);
  if (auto* quaternion = dynamic_cast<QuaternionFloatingJoint<T>*>(&joint)) {
    quaternion->set_random_translation_distribution(translation);
    return;
  }
  CastFreeBodyJoint<RpyFloatingJoint>(
      &joint, body, func, "QuaternionFloatingJoint or RpyFloatingJoint")
      .set_random_translation_distribution(translation);
}

template <typename T>
void MultibodyPlant<T>::SetFreeBodyRandomRotationDistribution(
    const RigidBody<T>& body,
    const Eigen::Quaternion<symbolic::Expression>& rotation) {
  const char* func = "SetFreeBodyRandomRotationDistribution";
  CastFreeBodyJoint<QuaternionFloatingJoint>(
      &GetMutableFreeBodyJoint(body, func), body, func,
      "QuaternionFloatingJoint")
      .set_random_quaternion_distribution(rotation);
}

template <typename T>
void MultibodyPlant<T>::SetFreeBodyRandomRotationDistributionToUniform(
    const RigidBody<T>& body) {
  const char* func = "SetFreeBodyRandomRotationDistributionToUniform";
  CastFreeBodyJoint<QuaternionFloatingJoint>(
      &GetMutableFreeBodyJoint(body, func), body, func,
      "QuaternionFloatingJoint")
      .set_random_quaternion_distribution_to_uniform();
}

template <typename T>
void MultibodyPlant<T>::SetFreeBodyRandomAnglesDistribution(
    const RigidBody<T>& body,
    const math::RollPitchYaw<symbolic::Expression>& angles) {
  const char* func = "SetFreeBodyRandomAnglesDistribution";
  CastFreeBodyJoint<RpyFloatingJoint>(&GetMutableFreeBodyJoint(body, func),
                                      body, func, "RpyFloatingJoint")
      .set_random_angles_distribution(angles.vector());
}

// ---------------------------------------------------------------------------
// Checks.

template <typename T>
void MultibodyPlant<T>::CheckContext(const systems::Context<T>& context,
                                     const char* func) const {
  ThrowIfNotFinalized(func);
  this->ValidateContext(context);
}

template <typename T>
const Joint<T>& MultibodyPlant<T>::GetJointByNameImpl(
    const std::string& name,
    std::optional<ModelInstanceIndex> model_instance) const {
  const auto index = tree_->FindJoint(name, model_instance);
  if (!index.has_value()) {
    throw std::logic_error(fmt::format(
        "GetJointByName(): there is no joint named '{}'{}.", name,
        model_instance ? " in model instance '" +
                             GetModelInstanceName(*model_instance) + "'"
                       : std::string()));
  }
  return get_joint(*index);
}

template <typename T>
void MultibodyPlant<T>::ThrowJointTypeMismatch(const Joint<T>& joint) const {
  throw std::logic_error(fmt::format(
      "GetJointByName(): joint '{}' is a {} joint, not the requested type.",
      joint.name(), joint.type_name()));
}

// ---------------------------------------------------------------------------
// Forces and dynamics.

namespace {

// True if the input value `x` is NaN. A symbolic input is not checked (as
// Drake: NaN is decidable for numeric scalars only).
template <typename T>
bool IsNaNInput(const T& x) {
  if constexpr (scalar_predicate<T>::is_bool) {
    using std::isnan;
    return isnan(ExtractDoubleOrThrow(x));
  } else {
    return false;
  }
}

// The structurally nonzero entries of `M` (for Expression, those that are
// not the constant 0; Eigen's sparseView() compares fuzzily, which needs a
// numeric scalar).
template <typename T>
Eigen::SparseMatrix<T> SparseFromDense(const MatrixX<T>& M) {
  if constexpr (scalar_predicate<T>::is_bool) {
    return M.sparseView();
  } else {
    std::vector<Eigen::Triplet<T>> entries;
    for (int j = 0; j < M.cols(); ++j) {
      for (int i = 0; i < M.rows(); ++i) {
        if (!symbolic::is_zero(M(i, j))) entries.emplace_back(i, j, M(i, j));
      }
    }
    Eigen::SparseMatrix<T> result(M.rows(), M.cols());
    result.setFromTriplets(entries.begin(), entries.end());
    return result;
  }
}

// Names the joint DOF of position (or velocity) `index`, for messages:
// "the position 'x' of joint 'J' (model 'M')".
template <typename T>
std::string DescribeDof(const MultibodyPlant<T>& plant, int index,
                        bool is_position) {
  for (JointIndex j : plant.GetJointIndices()) {
    const Joint<T>& joint = plant.get_joint(j);
    const int start =
        is_position ? joint.position_start() : joint.velocity_start();
    const int count =
        is_position ? joint.num_positions() : joint.num_velocities();
    if (index >= start && index < start + count) {
      return fmt::format("the {} '{}' of joint '{}' (model '{}')",
                         is_position ? "position" : "velocity",
                         is_position ? joint.position_suffix(index - start)
                                     : joint.velocity_suffix(index - start),
                         joint.name(),
                         plant.GetModelInstanceName(joint.model_instance()));
    }
  }
  return fmt::format("{} {}", is_position ? "position" : "velocity", index);
}

// Names the actuator of actuation input entry `u_index` (the plant's
// actuation vector), for messages.
template <typename T>
std::string DescribeActuator(const MultibodyPlant<T>& plant, int u_index) {
  for (JointActuatorIndex a : plant.GetJointActuatorIndices()) {
    const JointActuator<T>& actuator = plant.get_joint_actuator(a);
    if (u_index >= actuator.input_start() &&
        u_index < actuator.input_start() + actuator.num_inputs()) {
      return fmt::format("actuator '{}' of joint '{}' (model '{}')",
                         actuator.name(), actuator.joint().name(),
                         plant.GetModelInstanceName(actuator.model_instance()));
    }
  }
  return fmt::format("actuation entry {}", u_index);
}

}  // namespace

template <typename T>
void MultibodyPlant<T>::CalcActuation(const systems::Context<T>& context,
                                      EigenPtr<VectorX<T>> u) const {
  u->setZero();
  if (num_actuated_dofs() == 0) return;
  // A NaN input is named by its port, entry, actuator and time.
  const auto throw_if_nan = [&](const auto& value,
                                const systems::InputPortIndex port,
                                const std::vector<int>* indices) {
    for (int k = 0; k < value.size(); ++k) {
      if (IsNaNInput(value[k])) {
        throw std::runtime_error(fmt::format(
            "MultibodyPlant '{}': the input port '{}' holds NaN at index {} "
            "({}) at t = {} s.",
            this->get_name(), this->get_input_port(port).get_name(), k,
            DescribeActuator(*this, indices != nullptr ? (*indices)[k] : k),
            ExtractDoubleOrThrow(context.get_time())));
      }
    }
  };
  if (const auto* whole =
          this->EvalBasicVectorInput(context, actuation_port_)) {
    throw_if_nan(whole->get_value(), actuation_port_, nullptr);
    *u += whole->get_value();
  }
  for (int i = 0; i < num_model_instances(); ++i) {
    const auto& indices = tree_->instance_u_indices(ModelInstanceIndex(i));
    if (indices.empty()) continue;
    const auto* part =
        this->EvalBasicVectorInput(context, instance_actuation_ports_[i]);
    if (part == nullptr) continue;
    const auto value = part->get_value();
    throw_if_nan(value, instance_actuation_ports_[i], &indices);
    for (int k = 0; k < static_cast<int>(indices.size()); ++k) {
      (*u)[indices[k]] += value[k];
    }
  }
  // Each port is free of NaN; their sum is NaN only where infinities of
  // opposite signs met.
  for (int k = 0; k < u->size(); ++k) {
    if (IsNaNInput((*u)[k])) {
      throw std::runtime_error(fmt::format(
          "MultibodyPlant '{}': the actuation of {} is NaN at t = {} s: the "
          "input port '{}' and its model instance's actuation port give it "
          "infinite values of opposite signs.",
          this->get_name(), DescribeActuator(*this, k),
          ExtractDoubleOrThrow(context.get_time()),
          this->get_input_port(actuation_port_).get_name()));
    }
  }
}

template <typename T>
void MultibodyPlant<T>::ThrowIfPdControlled(const char* func) const {
  for (JointActuatorIndex a : GetJointActuatorIndices()) {
    if (get_joint_actuator(a).has_controller()) {
      throw std::logic_error(fmt::format(
          "{}: actuator '{}' has PD controller gains; PD control inside the "
          "plant is solved by the discrete (SAP) solver, so it needs a "
          "discrete plant (time_step > 0). Use a discrete plant, or remove "
          "the gains and use a controller system.",
          func, get_joint_actuator(a).name()));
    }
  }
}

template <typename T>
void MultibodyPlant<T>::CalcAppliedForces(const systems::Context<T>& context,
                                          MultibodyForces<T>* forces) const {
  MALLARD_PROFILE_STAGE(kForces);
  forces->SetZero();
  const auto& pc = tree_->EvalPositionKinematics(context);
  const auto& vc = tree_->EvalVelocityKinematics(context);
  tree_->CalcForceElementsContribution(context, pc, vc, forces);
  // Compliant point contact (continuous plants; discrete plants resolve
  // contact in their step).
  if (!is_discrete() && HasContactGeometry()) {
    AddContactResultsForces(context, EvalContactResultsContinuous(context),
                            forces);
  }
  // Actuation.
  TreeWorkspace<T>& ws = tree_->GetMutableWorkspace(context);
  if (num_actuated_dofs() > 0) {
    const bool any_pd = tree_->AnyActuatorHasController();
    if (any_pd && !is_discrete()) {
      ThrowIfPdControlled("MultibodyPlant dynamics");
    }
    auto& u = ws.u;
    CalcActuation(context, &u);
    VectorX<T>& tau = forces->mutable_generalized_forces();
    const auto& v_index = tree_->actuator_v_indices();
    const auto& u_index = tree_->actuator_input_starts();
    for (size_t a = 0; a < v_index.size(); ++a) {
      if (v_index[a] < 0) continue;
      if (any_pd) {
        // An armed PD actuator's input is the feed-forward term of its PD
        // constraint, which the discrete solver applies (clamped together).
        const JointActuator<T>& actuator =
            get_joint_actuator(JointActuatorIndex(a));
        if (actuator.has_controller() &&
            IsPdArmed(context, actuator.model_instance())) {
          continue;
        }
      }
      tau[v_index[a]] += u[u_index[a]];
    }
  }
  if (const auto* tau_app = this->EvalBasicVectorInput(
          context, applied_generalized_force_port_)) {
    const auto value = tau_app->get_value();
    for (int k = 0; k < value.size(); ++k) {
      if (IsNaNInput(value[k])) {
        throw std::runtime_error(fmt::format(
            "MultibodyPlant '{}': the input port "
            "'applied_generalized_force' holds NaN at index {} ({}) at t = "
            "{} s.",
            this->get_name(), k, DescribeDof(*this, k, false),
            ExtractDoubleOrThrow(context.get_time())));
      }
    }
    forces->mutable_generalized_forces() += value;
  }
  if (const AbstractValue* abstract =
          this->EvalAbstractInput(context, applied_spatial_force_port_)) {
    const auto& applied =
        abstract->get_value<std::vector<ExternallyAppliedSpatialForce<T>>>();
    for (const auto& force : applied) {
      if (!force.body_index.is_valid() || force.body_index >= num_bodies()) {
        throw std::logic_error(fmt::format(
            "MultibodyPlant '{}': applied_spatial_force names body index {}, "
            "which does not exist.",
            this->get_name(),
            force.body_index.is_valid() ? int{force.body_index} : -1));
      }
      const auto& X_WB = pc.get_X_WB(tree_->body_mobod(force.body_index));
      const Vector3<T> p_BqBo_W = -(X_WB.rotation() * force.p_BoBq_B);
      forces->mutable_body_forces()[force.body_index] +=
          force.F_Bq_W.Shift(p_BqBo_W);
    }
  }
}

template <typename T>
void MultibodyPlant<T>::CalcForwardDynamicsCache(
    const systems::Context<T>& context, ForwardDynamicsCache<T>* fd) const {
  CalcAppliedForces(context, &fd->forces);
  const auto& pc = tree_->EvalPositionKinematics(context);
  const auto& vc = tree_->EvalVelocityKinematics(context);
  TreeWorkspace<T>& ws = tree_->GetMutableWorkspace(context);
  // Discrete plants treat joint damping implicitly: (M + dt·D) v̇ = τ − C v.
  const int nv = num_velocities();
  if (is_discrete() && nv > 0) {
    ws.extra_armature.setZero();
    const auto& layout = tree_->layout();
    const auto& damping_index = layout.damping_parameter_index;
    for (size_t j = 0; j < damping_index.size(); ++j) {
      if (damping_index[j] < 0) continue;
      const auto d =
          context.get_numeric_parameter(damping_index[j]).get_value();
      const int v_start = tree_->joint_velocity_start(JointIndex(j));
      for (int k = 0; k < d.size(); ++k) {
        ws.extra_armature[v_start + k] =
            time_step_ * ExtractDoubleOrThrow(d[k]);
      }
    }
  }
  const Eigen::Ref<const VectorX<double>> extra =
      is_discrete() ? ws.extra_armature.head(nv) : ws.extra_armature.head(0);
  // The articulated body algorithm or the factored mass matrix, whichever
  // the tree chose at Finalize() for its shape.
  MALLARD_PROFILE_STAGE(kForwardDynamics);
  tree_->CalcForwardDynamics(context, pc, vc, fd->forces, extra, &fd->vdot);
  for (int m = 0; m < tree_->num_mobods(); ++m) {
    fd->A_WB.get_mutable_A_WB(MobodIndex(m)).get_mutable_coeffs() = ws.A_WB[m];
  }
}

template <typename T>
void MultibodyPlant<T>::DoCalcTimeDerivatives(
    const systems::Context<T>& context,
    systems::ContinuousState<T>* derivatives) const {
  if (is_discrete()) return;
  if (num_constraints() > 0) {
    ThrowIfContinuousWithConstraints("CalcTimeDerivatives");
  }
  {
    const auto& locks =
        context.get_abstract_parameter(tree_->layout().lock_parameter_index)
            .template get_value<std::vector<bool>>();
    for (size_t j = 0; j < locks.size(); ++j) {
      if (!locks[j]) continue;
      throw std::logic_error(fmt::format(
          "CalcTimeDerivatives: joint '{}' of MultibodyPlant '{}' is locked; "
          "joint locking is honoured only by discrete plants (time_step > "
          "0). Unlock it or use a discrete plant.",
          get_joint(JointIndex(j)).name(), this->get_name()));
    }
  }
  const auto& fd = tree_->EvalForwardDynamics(context);
  const auto q = tree_->get_positions(context);
  const auto v = tree_->get_velocities(context);
  auto& xdot =
      static_cast<systems::BasicVector<T>&>(derivatives->get_mutable_vector());
  auto x = xdot.get_mutable_value();
  auto qdot = x.head(num_positions());
  tree_->MapVelocityToQDot(q, v, &qdot);
  x.segment(num_positions(), num_velocities()) = fd.vdot;
  // ż: the surface speeds (zero without a signal).
  const int nz = num_surface_velocity_bodies();
  if (nz > 0) {
    const auto* bus = this->template EvalInputValue<systems::BusValue>(
        context, surface_speeds_port_);
    int i = 0;
    for (const auto& [index, entry] : surface_velocity_bodies_) {
      const AbstractValue* speed =
          bus == nullptr ? nullptr : bus->Find(entry.scoped_name);
      x[num_positions() + num_velocities() + i] =
          speed == nullptr ? T(0) : T(speed->get_value<double>());
      ++i;
    }
  }
}

template <typename T>
void MultibodyPlant<T>::CalcNextDiscreteState(
    const systems::Context<T>& context,
    const Eigen::Ref<const VectorX<T>>& v_next,
    Eigen::Ref<VectorX<T>> x_next) const {
  const int nq = num_positions();
  const int nv = num_velocities();
  const auto q = tree_->get_positions(context);
  x_next.tail(nv) = v_next;
  // q_next = q + dt·N(q)·v_next (q̇ computed into q_next's storage).
  auto q_next = x_next.head(nq);
  tree_->MapVelocityToQDot(q, x_next.tail(nv), &q_next);
  q_next = q + time_step_ * q_next;
  for (int k = 0; k < x_next.size(); ++k) {
    using std::isfinite;
    if (!isfinite(ExtractDoubleOrThrow(x_next[k]))) {
      throw std::runtime_error(fmt::format(
          "MultibodyPlant '{}': the discrete step at t = {} produced a "
          "non-finite state entry {} ({}); the dynamics diverged (time step "
          "{} s may be too large for the stiffness and gains in the model).",
          this->get_name(), ExtractDoubleOrThrow(context.get_time()), k,
          k < nq ? DescribeDof(*this, k, true)
                 : DescribeDof(*this, k - nq, false),
          time_step_));
    }
  }
}

template <typename T>
systems::EventStatus MultibodyPlant<T>::DiscreteStep(
    const systems::Context<T>& context,
    systems::DiscreteValues<T>* next) const {
  const DiscreteStepResult& step = EvalDiscreteStep(context);
  CalcNextDiscreteState(context, step.v_next,
                        next->get_mutable_vector(0).get_mutable_value());
  return systems::EventStatus::Succeeded();
}

template <typename T>
systems::EventStatus MultibodyPlant<T>::SampledStep(
    const systems::Context<T>& context, systems::State<T>* next) const {
  const DiscreteStepResult& step = EvalDiscreteStep(context);
  // The next state first: if it throws (divergence), nothing was written
  // that a caller could mistake for a completed step.
  CalcNextDiscreteState(
      context, step.v_next,
      next->get_mutable_discrete_state(0).get_mutable_value());
  auto& memory =
      next->template get_mutable_abstract_state<internal::SampledOutputsMemory>(
          sample_state_index_);
  Sample* sample =
      memory.mutable_sample()->template maybe_get_mutable_value<Sample>();
  if (sample == nullptr) {
    // The state was copied from another scalar type's plant: from now on it
    // holds this scalar's sample.
    memory.set_sample(AbstractValue::Make(*GetSampleOrNull(context)));
    sample = &memory.mutable_sample()->template get_mutable_value<Sample>();
  }
  CalcSample(context, sample);
  return systems::EventStatus::Succeeded();
}

template <typename T>
void MultibodyPlant<T>::CalcSample(const systems::Context<T>& context,
                                   Sample* sample) const {
  const DiscreteStepResult& step = EvalDiscreteStep(context);
  sample->vdot = step.vdot;
  const auto& pc = tree_->EvalPositionKinematics(context);
  const auto& vc = tree_->EvalVelocityKinematics(context);
  TreeWorkspace<T>& ws = tree_->GetMutableWorkspace(context);
  tree_->CalcSpatialAccelerationsFromVdot(context, pc, vc, step.vdot, true,
                                          &ws.A_WB);
  sample->A_WB.resize(num_bodies());
  for (int b = 0; b < num_bodies(); ++b) {
    sample->A_WB[b] =
        SpatialAcceleration<T>(ws.A_WB[tree_->body_mobod(BodyIndex(b))]);
  }
  sample->net_actuation = step.net_actuation;
  CalcReactionForces(context, step.vdot, step.forces, &sample->reaction_forces);
  sample->contact_results = step.contact_results;
  sample->generalized_contact_forces = step.tau_contact;
}

template <typename T>
const typename MultibodyPlant<T>::Sample* MultibodyPlant<T>::GetSampleOrNull(
    const systems::Context<T>& context) const {
  if (!is_discrete()) return nullptr;
  if (!has_sampled_output_ports()) {
    // Unsampled: the outputs of the step the current state would take.
    return &unsampled_sample_cache_->template Eval<Sample>(context);
  }
  const auto& memory =
      context.template get_abstract_state<internal::SampledOutputsMemory>(
          sample_state_index_);
  if (const Sample* sample =
          memory.sample()->template maybe_get_value<Sample>()) {
    return sample;
  }
  // The Context was copied from a Context of another scalar type.
  return &converted_sample_cache_->template Eval<Sample>(context);
}

namespace {
template <typename T, typename U>
VectorX<T> ConvertVector(const VectorX<U>& u) {
  VectorX<T> t(u.size());
  for (int i = 0; i < u.size(); ++i) {
    t[i] = systems::internal::ConvertScalar<T>(u[i]);
  }
  return t;
}
template <typename T, typename U>
Vector6<T> ConvertVector6(const Vector6<U>& u) {
  Vector6<T> t;
  for (int i = 0; i < 6; ++i) t[i] = systems::internal::ConvertScalar<T>(u[i]);
  return t;
}
template <typename T, typename U>
Vector3<T> ConvertVector3(const Vector3<U>& u) {
  return Vector3<T>(systems::internal::ConvertScalar<T>(u[0]),
                    systems::internal::ConvertScalar<T>(u[1]),
                    systems::internal::ConvertScalar<T>(u[2]));
}
}  // namespace

template <typename T>
void MultibodyPlant<T>::CalcConvertedSample(const systems::Context<T>& context,
                                            Sample* sample) const {
  using U = std::conditional_t<std::is_same_v<T, double>, AutoDiffXd, double>;
  using OtherSample = typename MultibodyPlant<U>::Sample;
  const AbstractValue& stored =
      *context
           .template get_abstract_state<internal::SampledOutputsMemory>(
               sample_state_index_)
           .sample();
  const OtherSample* other = stored.template maybe_get_value<OtherSample>();
  if (other == nullptr) {
    throw std::logic_error(fmt::format(
        "MultibodyPlant '{}': the sampled outputs in the Context hold a {}, "
        "which this plant cannot read.",
        this->get_name(), stored.GetNiceTypeName()));
  }
  // Values only: derivatives are dropped (or start empty), as for the rest
  // of a Context copied across scalar types.
  sample->vdot = ConvertVector<T, U>(other->vdot);
  sample->A_WB.resize(other->A_WB.size());
  for (size_t b = 0; b < other->A_WB.size(); ++b) {
    sample->A_WB[b] = SpatialAcceleration<T>(
        ConvertVector6<T, U>(other->A_WB[b].get_coeffs()));
  }
  sample->net_actuation = ConvertVector<T, U>(other->net_actuation);
  sample->reaction_forces.resize(other->reaction_forces.size());
  for (size_t j = 0; j < other->reaction_forces.size(); ++j) {
    sample->reaction_forces[j] = SpatialForce<T>(
        ConvertVector6<T, U>(other->reaction_forces[j].get_coeffs()));
  }
  sample->contact_results.Clear();
  sample->contact_results.set_plant(this);
  for (int i = 0; i < other->contact_results.num_point_pair_contacts(); ++i) {
    const PointPairContactInfo<U>& info =
        other->contact_results.point_pair_contact_info(i);
    const geometry::PenetrationAsPointPair<U>& pair_u = info.point_pair();
    geometry::PenetrationAsPointPair<T> pair;
    pair.id_A = pair_u.id_A;
    pair.id_B = pair_u.id_B;
    pair.p_WCa = ConvertVector3<T, U>(pair_u.p_WCa);
    pair.p_WCb = ConvertVector3<T, U>(pair_u.p_WCb);
    pair.nhat_BA_W = ConvertVector3<T, U>(pair_u.nhat_BA_W);
    pair.depth = systems::internal::ConvertScalar<T>(pair_u.depth);
    sample->contact_results.AddContactInfo(PointPairContactInfo<T>(
        info.bodyA_index(), info.bodyB_index(),
        ConvertVector3<T, U>(info.contact_force()),
        ConvertVector3<T, U>(info.contact_point()),
        systems::internal::ConvertScalar<T>(info.separation_speed()),
        systems::internal::ConvertScalar<T>(info.slip_speed()), pair));
  }
  sample->generalized_contact_forces =
      ConvertVector<T, U>(other->generalized_contact_forces);
}

template <typename T>
void MultibodyPlant<T>::CalcReactionForces(
    const systems::Context<T>& context,
    const Eigen::Ref<const VectorX<T>>& vdot, const MultibodyForces<T>& forces,
    std::vector<SpatialForce<T>>* F_CJc_Jc) const {
  // Inverse dynamics at the forward-dynamics accelerations gives, per body,
  // the force of its inboard joint on it (at Bo, in W).
  const auto& pc = tree_->EvalPositionKinematics(context);
  const auto& vc = tree_->EvalVelocityKinematics(context);
  TreeWorkspace<T>& ws = tree_->GetMutableWorkspace(context);
  ws.tau_out.resize(num_velocities());
  tree_->CalcInverseDynamics(context, pc, vc, vdot, &forces, true, &ws.tau_out);
  for (auto& F : *F_CJc_Jc) F.SetZero();
  for (int slot = 0; slot < static_cast<int>(F_CJc_Jc->size()); ++slot) {
    const JointIndex j(slot);
    if (!has_joint(j)) continue;
    const Joint<T>& joint = get_joint(j);
    const MobodIndex m = tree_->joint_mobod(j);
    const Vector6<T>& F_Bo_W = ws.F_BMo_W[m];
    const math::RigidTransform<T> X_WJc =
        joint.frame_on_child().CalcPoseInWorld(context);
    const Vector3<T> p_BoJc_W =
        X_WJc.translation() - pc.get_X_WB(m).translation();
    SpatialForce<T> F(F_Bo_W);
    F.ShiftInPlace(p_BoJc_W);
    // A reversed joint mobilizes its parent body: the force on the child is
    // the opposite of the one on the parent.
    if (tree_->mobod(m).reversed) F = -F;
    (*F_CJc_Jc)[j] = X_WJc.rotation().inverse() * F;
  }
}

template <typename T>
void MultibodyPlant<T>::DoCalcImplicitTimeDerivativesResidual(
    const systems::Context<T>& context,
    const systems::ContinuousState<T>& proposed_derivatives,
    EigenPtr<VectorX<T>> residual) const {
  CalcImplicitTimeDerivativesResidual(context, proposed_derivatives, residual);
}

template <typename T>
void MultibodyPlant<T>::CalcImplicitTimeDerivativesResidual(
    const systems::Context<T>& context,
    const systems::ContinuousState<T>& proposed_derivatives,
    EigenPtr<VectorX<T>> residual) const {
  CheckContext(context, "CalcImplicitTimeDerivativesResidual");
  if (is_discrete()) {
    throw std::logic_error(
        "CalcImplicitTimeDerivativesResidual(): only continuous plants have "
        "time derivatives.");
  }
  const int nq = num_positions();
  const int nv = num_velocities();
  DRAKE_THROW_UNLESS(residual != nullptr && residual->size() == nq + nv);
  const VectorX<T> xdot = proposed_derivatives.CopyToVector();
  const auto q = tree_->get_positions(context);
  const auto v = tree_->get_velocities(context);
  VectorX<T> qdot(nq);
  tree_->MapVelocityToQDot(q, v, &qdot);
  residual->head(nq) = xdot.head(nq) - qdot;
  MultibodyForces<T> forces(num_bodies(), nv);
  CalcAppliedForces(context, &forces);
  const auto& pc = tree_->EvalPositionKinematics(context);
  const auto& vc = tree_->EvalVelocityKinematics(context);
  VectorX<T> tau(nv);
  tree_->CalcInverseDynamics(context, pc, vc, xdot.tail(nv), &forces, true,
                             &tau);
  residual->tail(nv) = tau;
}

template <typename T>
void MultibodyPlant<T>::DoMapQDotToVelocity(
    const systems::Context<T>& context,
    const Eigen::Ref<const VectorX<T>>& qdot,
    systems::VectorBase<T>* generalized_velocity) const {
  VectorX<T> v(num_velocities());
  tree_->MapQDotToVelocity(tree_->get_positions(context), qdot, &v);
  generalized_velocity->SetFromVector(v);
}

template <typename T>
void MultibodyPlant<T>::DoMapVelocityToQDot(
    const systems::Context<T>& context, const Eigen::Ref<const VectorX<T>>& v,
    systems::VectorBase<T>* qdot) const {
  VectorX<T> result(num_positions());
  tree_->MapVelocityToQDot(tree_->get_positions(context), v, &result);
  qdot->SetFromVector(result);
}

template <typename T>
T MultibodyPlant<T>::DoCalcKineticEnergy(
    const systems::Context<T>& context) const {
  return tree_->CalcKineticEnergy(context);
}

template <typename T>
T MultibodyPlant<T>::DoCalcPotentialEnergy(
    const systems::Context<T>& context) const {
  return tree_->CalcPotentialEnergy(context);
}

template <typename T>
T MultibodyPlant<T>::DoCalcConservativePower(
    const systems::Context<T>& context) const {
  return tree_->CalcConservativePower(context);
}

template <typename T>
T MultibodyPlant<T>::DoCalcNonConservativePower(
    const systems::Context<T>& context) const {
  return tree_->CalcNonConservativePower(context);
}

// ---------------------------------------------------------------------------
// Computations.

template <typename T>
void MultibodyPlant<T>::CalcMassMatrix(const systems::Context<T>& context,
                                       EigenPtr<MatrixX<T>> M) const {
  CheckContext(context, "CalcMassMatrix");
  if (M == nullptr || M->rows() != num_velocities() ||
      M->cols() != num_velocities()) {
    throw std::logic_error(
        fmt::format("CalcMassMatrix(): M must be a non-null {} x {} matrix.",
                    num_velocities(), num_velocities()));
  }
  tree_->CalcMassMatrix(context, tree_->EvalPositionKinematics(context), M);
}

template <typename T>
void MultibodyPlant<T>::CalcMassMatrixViaInverseDynamics(
    const systems::Context<T>& context, EigenPtr<MatrixX<T>> M) const {
  CheckContext(context, "CalcMassMatrixViaInverseDynamics");
  const int nv = num_velocities();
  if (M == nullptr || M->rows() != nv || M->cols() != nv) {
    throw std::logic_error(fmt::format(
        "CalcMassMatrixViaInverseDynamics(): M must be a non-null {} x {} "
        "matrix.",
        nv, nv));
  }
  const auto& pc = tree_->EvalPositionKinematics(context);
  const auto& vc = tree_->EvalVelocityKinematics(context);
  TreeWorkspace<T>& ws = tree_->GetMutableWorkspace(context);
  ws.vdot_in.setZero();
  for (int j = 0; j < nv; ++j) {
    ws.vdot_in[j] = 1;
    ws.tau_out.resize(nv);
    tree_->CalcInverseDynamics(context, pc, vc, ws.vdot_in, nullptr, false,
                               &ws.tau_out);
    M->col(j) = ws.tau_out;
    ws.vdot_in[j] = 0;
  }
}

template <typename T>
void MultibodyPlant<T>::CalcBiasTerm(const systems::Context<T>& context,
                                     EigenPtr<VectorX<T>> Cv) const {
  CheckContext(context, "CalcBiasTerm");
  if (Cv == nullptr || Cv->size() != num_velocities()) {
    throw std::logic_error(
        fmt::format("CalcBiasTerm(): Cv must be a non-null vector of size {}.",
                    num_velocities()));
  }
  const auto& pc = tree_->EvalPositionKinematics(context);
  const auto& vc = tree_->EvalVelocityKinematics(context);
  TreeWorkspace<T>& ws = tree_->GetMutableWorkspace(context);
  ws.vdot_in.setZero();
  tree_->CalcInverseDynamics(context, pc, vc, ws.vdot_in, nullptr, true, Cv);
}

template <typename T>
VectorX<T> MultibodyPlant<T>::CalcInverseDynamics(
    const systems::Context<T>& context, const VectorX<T>& known_vdot,
    const MultibodyForces<T>& external_forces) const {
  CheckContext(context, "CalcInverseDynamics");
  if (known_vdot.size() != num_velocities()) {
    throw std::logic_error(fmt::format(
        "CalcInverseDynamics(): known_vdot has size {}; expected {}.",
        known_vdot.size(), num_velocities()));
  }
  if (!external_forces.CheckHasRightSizeForModel(*this)) {
    throw std::logic_error(fmt::format(
        "CalcInverseDynamics(): external_forces is sized for {} bodies and {} "
        "velocities; this plant has {} and {}.",
        external_forces.num_bodies(), external_forces.num_velocities(),
        num_bodies(), num_velocities()));
  }
  const auto& pc = tree_->EvalPositionKinematics(context);
  const auto& vc = tree_->EvalVelocityKinematics(context);
  VectorX<T> tau(num_velocities());
  tree_->CalcInverseDynamics(context, pc, vc, known_vdot, &external_forces,
                             true, &tau);
  return tau;
}

template <typename T>
VectorX<T> MultibodyPlant<T>::CalcGravityGeneralizedForces(
    const systems::Context<T>& context) const {
  CheckContext(context, "CalcGravityGeneralizedForces");
  return gravity_field().CalcGravityGeneralizedForces(context);
}

template <typename T>
void MultibodyPlant<T>::CalcForceElementsContribution(
    const systems::Context<T>& context, MultibodyForces<T>* forces) const {
  CheckContext(context, "CalcForceElementsContribution");
  DRAKE_THROW_UNLESS(forces != nullptr);
  if (!forces->CheckHasRightSizeForModel(*this)) {
    throw std::logic_error(
        "CalcForceElementsContribution(): forces is not sized for this "
        "plant.");
  }
  tree_->CalcForceElementsContribution(
      context, tree_->EvalPositionKinematics(context),
      tree_->EvalVelocityKinematics(context), forces);
}

template <typename T>
void MultibodyPlant<T>::CalcGeneralizedForces(
    const systems::Context<T>& context, const MultibodyForces<T>& forces,
    VectorX<T>* generalized_forces) const {
  CheckContext(context, "CalcGeneralizedForces");
  DRAKE_THROW_UNLESS(generalized_forces != nullptr);
  if (!forces.CheckHasRightSizeForModel(*this)) {
    throw std::logic_error(
        "CalcGeneralizedForces(): forces is not sized for this plant.");
  }
  generalized_forces->resize(num_velocities());
  tree_->CalcGeneralizedForcesOfAppliedForces(
      context, tree_->EvalPositionKinematics(context), forces,
      generalized_forces);
}

template <typename T>
void MultibodyPlant<T>::MapVelocityToQDot(const systems::Context<T>& context,
                                          const Eigen::Ref<const VectorX<T>>& v,
                                          EigenPtr<VectorX<T>> qdot) const {
  CheckContext(context, "MapVelocityToQDot");
  if (v.size() != num_velocities() || qdot == nullptr ||
      qdot->size() != num_positions()) {
    throw std::logic_error(fmt::format(
        "MapVelocityToQDot(): expected v of size {} and a non-null qdot of "
        "size {}.",
        num_velocities(), num_positions()));
  }
  tree_->MapVelocityToQDot(tree_->get_positions(context), v, qdot);
}

template <typename T>
void MultibodyPlant<T>::MapQDotToVelocity(
    const systems::Context<T>& context,
    const Eigen::Ref<const VectorX<T>>& qdot, EigenPtr<VectorX<T>> v) const {
  CheckContext(context, "MapQDotToVelocity");
  if (qdot.size() != num_positions() || v == nullptr ||
      v->size() != num_velocities()) {
    throw std::logic_error(fmt::format(
        "MapQDotToVelocity(): expected qdot of size {} and a non-null v of "
        "size {}.",
        num_positions(), num_velocities()));
  }
  tree_->MapQDotToVelocity(tree_->get_positions(context), qdot, v);
}

template <typename T>
Eigen::SparseMatrix<T> MultibodyPlant<T>::MakeVelocityToQDotMap(
    const systems::Context<T>& context) const {
  CheckContext(context, "MakeVelocityToQDotMap");
  MatrixX<T> N(num_positions(), num_velocities());
  tree_->CalcNMatrix(tree_->get_positions(context), &N);
  return SparseFromDense(N);
}

template <typename T>
Eigen::SparseMatrix<T> MultibodyPlant<T>::MakeQDotToVelocityMap(
    const systems::Context<T>& context) const {
  CheckContext(context, "MakeQDotToVelocityMap");
  MatrixX<T> Nplus(num_velocities(), num_positions());
  tree_->CalcNplusMatrix(tree_->get_positions(context), &Nplus);
  return SparseFromDense(Nplus);
}

template <typename T>
bool MultibodyPlant<T>::IsVelocityEqualToQDot() const {
  ThrowIfNotFinalized("IsVelocityEqualToQDot");
  return tree_->IsVelocityEqualToQDot();
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::MultibodyPlant)

namespace drake {
namespace multibody {
template MultibodyPlant<AutoDiffXd>::MultibodyPlant(
    const MultibodyPlant<double>&);
template MultibodyPlant<double>::MultibodyPlant(
    const MultibodyPlant<AutoDiffXd>&);
template MultibodyPlant<symbolic::Expression>::MultibodyPlant(
    const MultibodyPlant<double>&);
template MultibodyPlant<symbolic::Expression>::MultibodyPlant(
    const MultibodyPlant<AutoDiffXd>&);
template MultibodyPlant<double>::MultibodyPlant(
    const MultibodyPlant<symbolic::Expression>&);
template MultibodyPlant<AutoDiffXd>::MultibodyPlant(
    const MultibodyPlant<symbolic::Expression>&);
}  // namespace multibody
}  // namespace drake
