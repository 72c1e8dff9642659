#include "drake/multibody/tree/multibody_tree_system.h"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace multibody {
namespace internal {

template <typename T>
MultibodyTreeSystem<T>::MultibodyTreeSystem(
    std::unique_ptr<MultibodyTree<T>> tree, bool is_discrete)
    : systems::LeafSystem<T>(systems::SystemTypeTag<MultibodyTreeSystem>{}),
      tree_(std::move(tree)),
      is_discrete_(is_discrete) {
  if (tree_ == nullptr) {
    throw std::logic_error("MultibodyTreeSystem: the tree is null.");
  }
  if (!tree_->is_finalized()) tree_->Finalize();
  const int nq = tree_->num_positions();
  const int nv = tree_->num_velocities();

  typename MultibodyTree<T>::ContextLayout layout;
  layout.is_discrete = is_discrete_;
  layout.system = this;
  // The state: [q; v] as one discrete group, or continuous q and v.
  std::set<systems::DependencyTicket> q_tickets;
  std::set<systems::DependencyTicket> qv_tickets;
  if (is_discrete_) {
    this->DeclareDiscreteState(nq + nv);
    q_tickets = {this->discrete_state_ticket(systems::DiscreteStateIndex(0))};
    qv_tickets = q_tickets;
  } else {
    this->DeclareContinuousState(nq, nv, 0);
    q_tickets = {this->q_ticket()};
    qv_tickets = {this->q_ticket(), this->v_ticket()};
  }
  // The parameters, laid out as MultibodyPlant lays them out (their values
  // are the tree's defaults, see SetDefaultParameters()).
  layout.mass_parameter_index = this->DeclareNumericParameter(
      systems::BasicVector<T>(10 * tree_->num_bodies()));
  int joint_slots = 0;
  for (JointIndex j : tree_->GetJointIndices()) {
    joint_slots = std::max(joint_slots, int{j} + 1);
  }
  layout.damping_parameter_index.assign(joint_slots, -1);
  for (JointIndex j : tree_->GetJointIndices()) {
    const Joint<T>& joint = tree_->get_joint(j);
    if (joint.num_velocities() == 0) continue;
    layout.damping_parameter_index[j] =
        this->DeclareNumericParameter(systems::BasicVector<T>(
            joint.default_damping_vector().template cast<T>()));
  }
  layout.lock_parameter_index = this->DeclareAbstractParameter(
      Value<std::vector<bool>>(std::vector<bool>(joint_slots, false)));
  layout.rotor_parameter_index =
      this->DeclareNumericParameter(systems::BasicVector<T>(VectorX<T>::Zero(
          2 * static_cast<int>(tree_->actuator_v_indices().size()))));
  layout.frame_pose_parameter_index =
      this->DeclareNumericParameter(systems::BasicVector<T>(
          VectorX<T>::Zero(tree_->num_frame_pose_parameters())));
  tree_->DeclareCacheEntries(this, q_tickets, qv_tickets,
                             tree_->num_actuated_dofs(), &layout);
  tree_->set_context_layout(layout);
}

template <typename T>
MultibodyTreeSystem<T>::~MultibodyTreeSystem() = default;

template <typename T>
systems::DiscreteStateIndex
MultibodyTreeSystem<T>::GetDiscreteStateIndexOrThrow() const {
  if (!is_discrete_) {
    throw std::logic_error(
        "MultibodyTreeSystem::GetDiscreteStateIndexOrThrow(): the system is "
        "continuous; it has no discrete state.");
  }
  return systems::DiscreteStateIndex(0);
}

template <typename T>
void MultibodyTreeSystem<T>::SetDefaultParameters(
    const systems::Context<T>& context,
    systems::Parameters<T>* parameters) const {
  systems::LeafSystem<T>::SetDefaultParameters(context, parameters);
  tree_->SetDefaultParameters(parameters);
}

template <typename T>
void MultibodyTreeSystem<T>::SetDefaultState(const systems::Context<T>& context,
                                             systems::State<T>* state) const {
  systems::LeafSystem<T>::SetDefaultState(context, state);
  tree_->SetDefaultPositionsAndVelocities(
      tree_->get_mutable_positions_and_velocities(context, state));
}

template <typename T>
VectorX<T> MultibodyTreeSystem<T>::CalcFreeMotionAccelerations(
    const systems::Context<T>& context) const {
  this->ValidateContext(context);
  if (is_discrete_) {
    throw std::logic_error(
        "MultibodyTreeSystem::CalcFreeMotionAccelerations(): the system is "
        "discrete; its free motion is a continuous system's.");
  }
  const PositionKinematicsCache<T>& pc = tree_->EvalPositionKinematics(context);
  const VelocityKinematicsCache<T>& vc = tree_->EvalVelocityKinematics(context);
  MultibodyForces<T> forces(tree_->num_bodies(), tree_->num_velocities());
  tree_->CalcForceElementsContribution(context, pc, vc, &forces);
  VectorX<T> vdot(tree_->num_velocities());
  tree_->CalcForwardDynamics(context, pc, vc, forces, VectorX<double>(), &vdot);
  return vdot;
}

template <typename T>
void MultibodyTreeSystem<T>::DoCalcTimeDerivatives(
    const systems::Context<T>& context,
    systems::ContinuousState<T>* derivatives) const {
  // (a discrete system has no continuous state to differentiate)
  if (is_discrete_ || derivatives->size() == 0) return;
  const VectorX<T> q = tree_->get_positions(context);
  const VectorX<T> v = tree_->get_velocities(context);
  VectorX<T> qdot(tree_->num_positions());
  tree_->MapVelocityToQDot(q, v, &qdot);
  derivatives->get_mutable_generalized_position().SetFromVector(qdot);
  derivatives->get_mutable_generalized_velocity().SetFromVector(
      CalcFreeMotionAccelerations(context));
}

template <typename T>
void MultibodyTreeSystem<T>::DoMapQDotToVelocity(
    const systems::Context<T>& context,
    const Eigen::Ref<const VectorX<T>>& qdot,
    systems::VectorBase<T>* velocity) const {
  // (System checked the sizes against the context's)
  VectorX<T> v(tree_->num_velocities());
  tree_->MapQDotToVelocity(tree_->get_positions(context), qdot, &v);
  velocity->SetFromVector(v);
}

template <typename T>
void MultibodyTreeSystem<T>::DoMapVelocityToQDot(
    const systems::Context<T>& context,
    const Eigen::Ref<const VectorX<T>>& velocity,
    systems::VectorBase<T>* qdot) const {
  // (System checked the sizes against the context's)
  VectorX<T> result(tree_->num_positions());
  tree_->MapVelocityToQDot(tree_->get_positions(context), velocity, &result);
  qdot->SetFromVector(result);
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::MultibodyTreeSystem)
