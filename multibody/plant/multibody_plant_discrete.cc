// MultibodyPlant's discrete step. Without contact, joint limits, PD
// control, locked joints or constraints it is the semi-implicit free motion
// (articulated body algorithm, joint damping implicit). Otherwise the step
// is Drake's SAP formulation, run by internal::SapDriver (sap_driver.h): the
// momentum balance A·(v − v*) = Jᵀ·γ with A = M + h·D and the free motion
// v*, whose impulses γ come from convex constraints (point contact in the
// plant's discrete contact approximation, one-sided joint limits, PD
// controllers, couplers, distances, balls and welds), solved by the SAP
// Newton solver (multibody/contact_solvers/sap).

#include <algorithm>
#include <cmath>
#include <functional>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/plant/sap_driver.h"

namespace drake {
namespace multibody {

template <typename T>
void MultibodyPlant<T>::ComputeTreeTopology() {
  trees_ = TreeTopology{};
  trees_.body_tree.assign(num_bodies(), -1);
  const auto& mobods = tree_->mobods();
  // Each mobod's root: its ancestor that is a child of the world.
  std::vector<int> mobod_tree(mobods.size(), -1);
  for (size_t m = 1; m < mobods.size(); ++m) {
    const int parent = mobods[m].parent;
    mobod_tree[m] = parent == 0 ? static_cast<int>(m) : mobod_tree[parent];
  }
  // Trees (by root mobod) with their velocity ranges; trees without
  // velocities are anchored.
  std::vector<int> root_to_tree(mobods.size(), -1);
  for (size_t m = 1; m < mobods.size(); ++m) {
    const int root = mobod_tree[m];
    const internal::Mobod& mobod = mobods[m];
    if (mobod.nv == 0) continue;
    if (root_to_tree[root] < 0) {
      root_to_tree[root] = static_cast<int>(trees_.v_start.size());
      trees_.v_start.push_back(mobod.v_start);
      trees_.nv.push_back(0);
    }
    const int t = root_to_tree[root];
    trees_.nv[t] =
        std::max(trees_.nv[t], mobod.v_start + mobod.nv - trees_.v_start[t]);
  }
  for (BodyIndex b(1); b < num_bodies(); ++b) {
    const int m = tree_->body_mobod(b);
    const int root = mobod_tree[m];
    trees_.body_tree[b] = root >= 0 ? root_to_tree[root] : -1;
  }
  // A body whose tree has velocities but is itself welded to the world
  // through its ancestors would still be in its tree; bodies with no
  // velocity between them and the world are anchored.
  for (BodyIndex b(1); b < num_bodies(); ++b) {
    if (tree_->IsAnchored(b)) trees_.body_tree[b] = -1;
  }
  for (JointIndex j : GetJointIndices()) {
    const Joint<T>& joint = get_joint(j);
    if (joint.num_velocities() != 1 || joint.num_positions() != 1) continue;
    if (std::isfinite(joint.position_lower_limits()[0]) ||
        std::isfinite(joint.position_upper_limits()[0])) {
      trees_.has_limits = true;
    }
  }
}

template <typename T>
int MultibodyPlant<T>::JointTree(const Joint<T>& joint) const {
  // The joint's mobilized body (its child, or its parent when reversed).
  return trees_.body_tree[tree_->mobod(tree_->joint_mobod(joint.index())).body];
}

template <typename T>
bool MultibodyPlant<T>::IsPdArmed(const systems::Context<T>& context,
                                  ModelInstanceIndex instance) const {
  if (!is_discrete()) return false;
  const systems::InputPort<T>& port =
      this->get_input_port(instance_desired_state_ports_[instance]);
  if (!port.HasValue(context)) return false;
  // Armed only where there is a PD controller (the port exists, sized as
  // Drake's, for every instance). By actuator slot: no allocation.
  const int num_slots = static_cast<int>(tree_->actuator_v_indices().size());
  for (int a = 0; a < num_slots; ++a) {
    const JointActuatorIndex index(a);
    if (!has_joint_actuator(index)) continue;
    const JointActuator<T>& actuator = get_joint_actuator(index);
    if (actuator.model_instance() == instance && actuator.has_controller()) {
      return true;
    }
  }
  return false;
}

template <typename T>
const typename MultibodyPlant<T>::DiscreteStepResult&
MultibodyPlant<T>::EvalDiscreteStep(const systems::Context<T>& context) const {
  return discrete_step_cache_->template Eval<DiscreteStepResult>(context);
}

template <typename T>
bool MultibodyPlant<T>::StepNeedsSap(const systems::Context<T>& context) const {
  if (num_constraints() > 0) return true;
  {
    const auto& locks =
        context.get_abstract_parameter(tree_->layout().lock_parameter_index)
            .template get_value<std::vector<bool>>();
    for (bool locked : locks) {
      if (locked) return true;
    }
  }
  if (HasContactGeometry() && !EvalContactPairs(context).empty()) return true;
  if (HasContactGeometry() && contact_model_ != ContactModel::kPoint &&
      !EvalHydroelasticContactData(context).surfaces.empty()) {
    return true;
  }
  if (tree_->AnyActuatorHasController()) {
    for (ModelInstanceIndex i(0); i < num_model_instances(); ++i) {
      if (IsPdArmed(context, i)) return true;
    }
  }
  // Joint limits are enforced on single-dof joints, by SAP (double only).
  if constexpr (std::is_same_v<T, double>) {
    return trees_.has_limits;
  } else {
    if (trees_.has_limits) ThrowIfLimitWithinReach(context);
    return false;
  }
}

template <typename T>
void MultibodyPlant<T>::ThrowIfLimitWithinReach(
    const systems::Context<T>& context) const {
  // The step would constrain a limit side lying within the window that the
  // double plant's SAP step uses (see internal::kSapJointLimitWindowFactor):
  // there the free motion may cross the limit, so stepping without it would
  // be wrong. Elsewhere the limit is inactive and the free-motion step is
  // exact.
  constexpr double kLimitWindowFactor = internal::kSapJointLimitWindowFactor;
  const double h = time_step_;
  const auto q = tree_->get_positions(context);
  const auto v = tree_->get_velocities(context);
  const VectorX<T>& vdot = tree_->EvalForwardDynamics(context).vdot;
  for (JointIndex j : GetJointIndices()) {
    const Joint<T>& joint = get_joint(j);
    if (joint.num_velocities() != 1 || joint.num_positions() != 1) continue;
    const double lower = joint.position_lower_limits()[0];
    const double upper = joint.position_upper_limits()[0];
    if (!std::isfinite(lower) && !std::isfinite(upper)) continue;
    const int dof = joint.velocity_start();
    const double qj = ExtractDoubleOrThrow(q[joint.position_start()]);
    const double v0 = ExtractDoubleOrThrow(v[dof]);
    const double v_star = v0 + h * ExtractDoubleOrThrow(vdot[dof]);
    const double reach =
        kLimitWindowFactor * h * std::max(std::abs(v0), std::abs(v_star));
    const bool near_lower = std::isfinite(lower) && lower >= qj - reach;
    const bool near_upper = std::isfinite(upper) && upper <= qj + reach;
    if (near_lower || near_upper) {
      throw std::logic_error(fmt::format(
          "MultibodyPlant '{}' (discrete, scalar {}): joint '{}' at q = {} "
          "may reach its {} position limit {} in this step; joint limits "
          "are enforced by SAP, which supports only T = double.",
          this->get_name(), NiceTypeName::Get<T>(), joint.name(), qj,
          near_lower ? "lower" : "upper", near_lower ? lower : upper));
    }
  }
}

template <typename T>
void MultibodyPlant<T>::CalcDiscreteStep(const systems::Context<T>& context,
                                         DiscreteStepResult* result) const {
  if constexpr (std::is_same_v<T, symbolic::Expression>) {
    // As in Drake, whose discrete update (SAP) rejects T = Expression.
    throw std::logic_error(fmt::format(
        "MultibodyPlant '{}' (discrete, time step {} s): the discrete update "
        "(CalcDiscreteStep) is not supported for T = symbolic::Expression; "
        "the discrete step is computed for double and AutoDiffXd only (a "
        "continuous plant's time derivatives are supported symbolically).",
        this->get_name(), time_step_));
  }
  result->contact_results.Clear();
  result->contact_results.set_plant(this);
  result->solver_iterations = 0;
  if (StepNeedsSap(context)) {
    CalcDiscreteStepWithSap(context, result);
    return;
  }
  const auto& fd = tree_->EvalForwardDynamics(context);
  const auto v = tree_->get_velocities(context);
  result->vdot = fd.vdot;
  result->v_next = v + time_step_ * fd.vdot;
  result->forces = fd.forces;
  auto u = result->net_actuation.head(num_actuated_dofs());
  CalcActuation(context, &u);
  result->tau_contact.setZero(num_velocities());
}

template <typename T>
void MultibodyPlant<T>::DeclareSapDriverCacheEntry() {
  using internal::SapDriverHandle;
  sap_driver_cache_ = &this->DeclareCacheEntry(
      "discrete step (SAP driver)",
      systems::ValueProducer(
          SapDriverHandle(),
          std::function<void(const systems::Context<T>&, SapDriverHandle*)>(
              [](const systems::Context<T>&, SapDriverHandle*) {})),
      {this->nothing_ticket()});
}

template <typename T>
void MultibodyPlant<T>::CalcDiscreteStepWithSap(
    const systems::Context<T>& context, DiscreteStepResult* result) const {
  if constexpr (!std::is_same_v<T, double>) {
    throw std::logic_error(fmt::format(
        "MultibodyPlant '{}' (discrete, scalar {}): contact and PD control "
        "in a discrete step are solved by SAP, which supports only T = "
        "double.",
        this->get_name(), NiceTypeName::Get<T>()));
  } else {
    internal::SapDriverHandle& handle =
        sap_driver_cache_->get_mutable_cache_entry_value(context)
            .get_mutable_abstract_value()
            .template get_mutable_value<internal::SapDriverHandle>();
    handle.GetOrMake(*this).CalcDiscreteStep(context, result);
  }
}

#define MALLARD_INSTANTIATE_DISCRETE_MEMBERS(T)                             \
  template void MultibodyPlant<T>::ComputeTreeTopology();                   \
  template int MultibodyPlant<T>::JointTree(const Joint<T>&) const;         \
  template bool MultibodyPlant<T>::IsPdArmed(const systems::Context<T>&,    \
                                             ModelInstanceIndex) const;     \
  template const typename MultibodyPlant<T>::DiscreteStepResult&            \
  MultibodyPlant<T>::EvalDiscreteStep(const systems::Context<T>&) const;    \
  template bool MultibodyPlant<T>::StepNeedsSap(const systems::Context<T>&) \
      const;                                                                \
  template void MultibodyPlant<T>::ThrowIfLimitWithinReach(                 \
      const systems::Context<T>&) const;                                    \
  template void MultibodyPlant<T>::CalcDiscreteStep(                        \
      const systems::Context<T>&, DiscreteStepResult*) const;               \
  template void MultibodyPlant<T>::CalcDiscreteStepWithSap(                 \
      const systems::Context<T>&, DiscreteStepResult*) const;               \
  template void MultibodyPlant<T>::DeclareSapDriverCacheEntry();

MALLARD_INSTANTIATE_DISCRETE_MEMBERS(double)
MALLARD_INSTANTIATE_DISCRETE_MEMBERS(AutoDiffXd)
MALLARD_INSTANTIATE_DISCRETE_MEMBERS(symbolic::Expression)

}  // namespace multibody
}  // namespace drake
