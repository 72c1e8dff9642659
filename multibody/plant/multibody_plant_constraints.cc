// MultibodyPlant's constraint API: couplers, distances, balls and welds,
// their specs and their active status in the Context. The discrete step
// (multibody_plant_discrete.cc) turns the active ones into SAP constraints.

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {

using internal::BallConstraintSpec;
using internal::CouplerConstraintSpec;
using internal::DistanceConstraintSpec;
using internal::TendonConstraintSpec;
using internal::WeldConstraintSpec;

template <typename T>
MultibodyConstraintId MultibodyPlant<T>::AddCouplerConstraint(
    const Joint<T>& joint0, const Joint<T>& joint1, double gear_ratio,
    double offset) {
  ThrowIfFinalized("AddCouplerConstraint");
  for (const Joint<T>* joint : {&joint0, &joint1}) {
    if (joint->num_positions() != 1 || joint->num_velocities() != 1) {
      throw std::logic_error(fmt::format(
          "AddCouplerConstraint(): joint '{}' is a {} joint with {} "
          "position(s) and {} velocit(ies); a coupler needs single-dof "
          "joints.",
          joint->name(), joint->type_name(), joint->num_positions(),
          joint->num_velocities()));
    }
  }
  if (joint0.index() == joint1.index()) {
    throw std::logic_error(fmt::format(
        "AddCouplerConstraint(): joint0 and joint1 are the same joint '{}'.",
        joint0.name()));
  }
  if (!std::isfinite(gear_ratio) || !std::isfinite(offset)) {
    throw std::logic_error(fmt::format(
        "AddCouplerConstraint(): the gear ratio ({}) and offset ({}) must be "
        "finite.",
        gear_ratio, offset));
  }
  const auto id = MultibodyConstraintId::get_new_id();
  coupler_constraints_[id] = CouplerConstraintSpec{
      joint0.index(), joint1.index(), gear_ratio, offset, id};
  return id;
}

namespace {

template <typename T>
void ThrowIfSameBody(const RigidBody<T>& body_A, const RigidBody<T>& body_B,
                     const char* func) {
  if (body_A.index() == body_B.index()) {
    throw std::logic_error(fmt::format(
        "{}(): body_A and body_B are the same body '{}'; a constraint needs "
        "two different bodies.",
        func, body_A.name()));
  }
}

}  // namespace

template <typename T>
MultibodyConstraintId MultibodyPlant<T>::AddDistanceConstraint(
    const RigidBody<T>& body_A, const Vector3<double>& p_AP,
    const RigidBody<T>& body_B, const Vector3<double>& p_BQ, double distance,
    double stiffness, double damping) {
  ThrowIfFinalized("AddDistanceConstraint");
  ThrowIfSameBody(body_A, body_B, "AddDistanceConstraint");
  if (!(distance > 0) || !std::isfinite(distance)) {
    throw std::logic_error(fmt::format(
        "AddDistanceConstraint(): the distance must be positive and finite; "
        "got {} (use a ball constraint to make two points coincide).",
        distance));
  }
  if (!(stiffness > 0)) {
    throw std::logic_error(fmt::format(
        "AddDistanceConstraint(): the stiffness must be positive (or "
        "infinite for a rigid rod); got {}.",
        stiffness));
  }
  if (!(damping >= 0) || !std::isfinite(damping)) {
    throw std::logic_error(fmt::format(
        "AddDistanceConstraint(): the damping must be non-negative and "
        "finite; got {}.",
        damping));
  }
  const auto id = MultibodyConstraintId::get_new_id();
  distance_constraints_[id] =
      DistanceConstraintSpec{body_A.index(), p_AP,      body_B.index(), p_BQ,
                             distance,       stiffness, damping,        id};
  distance_constraints_params_.insert_or_assign(
      id, DistanceConstraintParams(body_A.index(), p_AP, body_B.index(), p_BQ,
                                   distance, stiffness, damping));
  return id;
}

template <typename T>
MultibodyConstraintId MultibodyPlant<T>::AddBallConstraint(
    const RigidBody<T>& body_A, const Vector3<double>& p_AP,
    const RigidBody<T>& body_B, const std::optional<Vector3<double>>& p_BQ) {
  ThrowIfFinalized("AddBallConstraint");
  ThrowIfSameBody(body_A, body_B, "AddBallConstraint");
  const auto id = MultibodyConstraintId::get_new_id();
  ball_constraints_[id] =
      BallConstraintSpec{body_A.index(), p_AP, body_B.index(), p_BQ, id};
  return id;
}

template <typename T>
MultibodyConstraintId MultibodyPlant<T>::AddWeldConstraint(
    const RigidBody<T>& body_A, const math::RigidTransform<double>& X_AP,
    const RigidBody<T>& body_B, const math::RigidTransform<double>& X_BQ) {
  ThrowIfFinalized("AddWeldConstraint");
  ThrowIfSameBody(body_A, body_B, "AddWeldConstraint");
  const auto id = MultibodyConstraintId::get_new_id();
  weld_constraints_[id] =
      WeldConstraintSpec{body_A.index(), X_AP, body_B.index(), X_BQ, id};
  return id;
}

template <typename T>
MultibodyConstraintId MultibodyPlant<T>::AddTendonConstraint(
    std::vector<JointIndex> joints, std::vector<double> a,
    std::optional<double> offset, std::optional<double> lower_limit,
    std::optional<double> upper_limit, std::optional<double> stiffness,
    std::optional<double> damping) {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  ThrowIfFinalized("AddTendonConstraint");
  const auto fail = [this](const std::string& what) {
    throw std::logic_error(
        fmt::format("AddTendonConstraint(): MultibodyPlant '{}': {}",
                    this->get_name(), what));
  };
  if (is_discrete() &&
      get_discrete_contact_solver() == DiscreteContactSolver::kTamsi) {
    fail(
        "the discrete contact solver is TAMSI, which does not support tendon "
        "constraints; use set_discrete_contact_approximation() to choose an "
        "approximation that uses SAP (kSap, kSimilar or kLagged).");
  }
  if (joints.empty()) fail("`joints` is empty; it needs at least one joint.");
  std::vector<JointIndex> sorted = joints;
  std::sort(sorted.begin(), sorted.end());
  const auto duplicate = std::adjacent_find(sorted.begin(), sorted.end());
  if (duplicate != sorted.end()) {
    fail(fmt::format(
        "`joints` lists joint index {} more than once; the joints must be "
        "unique.",
        int{*duplicate}));
  }
  if (a.size() != joints.size()) {
    fail(fmt::format(
        "`a` has {} coefficient(s) but `joints` has {} joint(s); they must "
        "have the same size.",
        a.size(), joints.size()));
  }
  for (const JointIndex& j : joints) {
    if (!j.is_valid() || !has_joint(j)) {
      fail(fmt::format("joint index {} is not a joint of this plant.",
                       j.is_valid() ? std::to_string(int{j}) : "(invalid)"));
    }
    const Joint<T>& joint = get_joint(j);
    if (joint.num_velocities() != 1) {
      fail(fmt::format(
          "joint '{}' is a {} joint with {} velocities; a tendon needs "
          "single-dof joints.",
          joint.name(), joint.type_name(), joint.num_velocities()));
    }
  }
  const double lower = lower_limit.value_or(-kInf);
  const double upper = upper_limit.value_or(kInf);
  if (!(lower < kInf)) {
    fail(fmt::format("the lower limit must be less than +∞; got {}.", lower));
  }
  if (!(upper > -kInf)) {
    fail(
        fmt::format("the upper limit must be greater than −∞; got {}.", upper));
  }
  if (lower == -kInf && upper == kInf) {
    fail("both limits are infinite; at least one must be finite.");
  }
  if (!(lower <= upper)) {
    fail(
        fmt::format("the lower limit ({}) is greater than the upper limit "
                    "({}).",
                    lower, upper));
  }
  const double k = stiffness.value_or(kInf);
  if (!(k > 0.0)) {
    fail(fmt::format("the stiffness must be positive; got {}.", k));
  }
  const double c = damping.value_or(0.0);
  if (!(c >= 0.0)) {
    fail(fmt::format("the damping must be positive or zero; got {}.", c));
  }
  const double l0 = offset.value_or(0.0);
  const auto id = MultibodyConstraintId::get_new_id();
  tendon_constraints_[id] = TendonConstraintSpec{
      std::move(joints), std::move(a), l0, lower, upper, k, c, id};
  return id;
}

template <typename T>
void MultibodyPlant<T>::ThrowIfUnknownConstraint(MultibodyConstraintId id,
                                                 const char* func) const {
  if (coupler_constraints_.count(id) == 0 &&
      distance_constraints_.count(id) == 0 &&
      ball_constraints_.count(id) == 0 && weld_constraints_.count(id) == 0 &&
      tendon_constraints_.count(id) == 0) {
    throw std::logic_error(fmt::format(
        "{}(): the id {} is not a constraint of MultibodyPlant '{}'.", func,
        id.is_valid() ? std::to_string(id.get_value()) : "(invalid)",
        this->get_name()));
  }
}

template <typename T>
void MultibodyPlant<T>::RemoveConstraint(MultibodyConstraintId id) {
  ThrowIfFinalized("RemoveConstraint");
  ThrowIfUnknownConstraint(id, "RemoveConstraint");
  coupler_constraints_.erase(id);
  distance_constraints_.erase(id);
  distance_constraints_params_.erase(id);
  ball_constraints_.erase(id);
  weld_constraints_.erase(id);
  tendon_constraints_.erase(id);
}

template <typename T>
int MultibodyPlant<T>::num_constraints() const {
  return num_coupler_constraints() + num_distance_constraints() +
         num_ball_constraints() + num_weld_constraints() +
         num_tendon_constraints();
}

template <typename T>
std::vector<MultibodyConstraintId> MultibodyPlant<T>::GetConstraintIds() const {
  std::vector<MultibodyConstraintId> ids;
  ids.reserve(num_constraints());
  for (const auto& [id, spec] : coupler_constraints_) ids.push_back(id);
  for (const auto& [id, spec] : distance_constraints_) ids.push_back(id);
  for (const auto& [id, spec] : ball_constraints_) ids.push_back(id);
  for (const auto& [id, spec] : weld_constraints_) ids.push_back(id);
  for (const auto& [id, spec] : tendon_constraints_) ids.push_back(id);
  return ids;
}

namespace {

template <typename Spec>
const Spec& FindSpec(const std::map<MultibodyConstraintId, Spec>& specs,
                     MultibodyConstraintId id, const char* func,
                     const char* kind) {
  const auto it = specs.find(id);
  if (it == specs.end()) {
    throw std::logic_error(fmt::format(
        "{}(): the id {} is not a {} constraint of this MultibodyPlant.", func,
        id.is_valid() ? std::to_string(id.get_value()) : "(invalid)", kind));
  }
  return it->second;
}

}  // namespace

template <typename T>
const CouplerConstraintSpec& MultibodyPlant<T>::get_coupler_constraint_specs(
    MultibodyConstraintId id) const {
  return FindSpec(coupler_constraints_, id, "get_coupler_constraint_specs",
                  "coupler");
}

template <typename T>
const DistanceConstraintSpec& MultibodyPlant<T>::get_distance_constraint_specs(
    MultibodyConstraintId id) const {
  return FindSpec(distance_constraints_, id, "get_distance_constraint_specs",
                  "distance");
}

template <typename T>
const BallConstraintSpec& MultibodyPlant<T>::get_ball_constraint_specs(
    MultibodyConstraintId id) const {
  return FindSpec(ball_constraints_, id, "get_ball_constraint_specs", "ball");
}

template <typename T>
const WeldConstraintSpec& MultibodyPlant<T>::get_weld_constraint_specs(
    MultibodyConstraintId id) const {
  return FindSpec(weld_constraints_, id, "get_weld_constraint_specs", "weld");
}

template <typename T>
const TendonConstraintSpec& MultibodyPlant<T>::get_tendon_constraint_specs(
    MultibodyConstraintId id) const {
  return FindSpec(tendon_constraints_, id, "get_tendon_constraint_specs",
                  "tendon");
}

template <typename T>
const std::map<MultibodyConstraintId, DistanceConstraintParams>&
MultibodyPlant<T>::GetDistanceConstraintParams(
    const systems::Context<T>& context) const {
  ThrowIfNotFinalized("GetDistanceConstraintParams");
  this->ValidateContext(context);
  return context.get_abstract_parameter(distance_params_parameter_)
      .template get_value<
          std::map<MultibodyConstraintId, DistanceConstraintParams>>();
}

template <typename T>
const DistanceConstraintParams& MultibodyPlant<T>::GetDistanceConstraintParams(
    const systems::Context<T>& context, MultibodyConstraintId id) const {
  const auto& params = GetDistanceConstraintParams(context);
  const auto it = params.find(id);
  if (it == params.end()) {
    throw std::logic_error(fmt::format(
        "GetDistanceConstraintParams(): the id {} is not a distance "
        "constraint of MultibodyPlant '{}'.",
        id.is_valid() ? std::to_string(id.get_value()) : "(invalid)",
        this->get_name()));
  }
  return it->second;
}

template <typename T>
void MultibodyPlant<T>::SetDistanceConstraintParams(
    systems::Context<T>* context, MultibodyConstraintId id,
    // By value: Drake's signature.
    // NOLINTNEXTLINE(performance-unnecessary-value-param)
    DistanceConstraintParams params) const {
  ThrowIfNotFinalized("SetDistanceConstraintParams");
  if (context == nullptr) {
    throw std::logic_error(
        "SetDistanceConstraintParams(): the context is null.");
  }
  this->ValidateContext(*context);
  for (const auto& [name, index] :
       {std::pair<const char*, BodyIndex>{"A", params.bodyA()},
        std::pair<const char*, BodyIndex>{"B", params.bodyB()}}) {
    if (!index.is_valid() || !has_body(index)) {
      throw std::logic_error(fmt::format(
          "SetDistanceConstraintParams(): body {} of the params (index {}) is "
          "not a body of MultibodyPlant '{}'.",
          name, index.is_valid() ? std::to_string(int{index}) : "(invalid)",
          this->get_name()));
    }
  }
  auto& map =
      context->get_mutable_abstract_parameter(distance_params_parameter_)
          .template get_mutable_value<
              std::map<MultibodyConstraintId, DistanceConstraintParams>>();
  const auto it = map.find(id);
  if (it == map.end()) {
    throw std::logic_error(fmt::format(
        "SetDistanceConstraintParams(): the id {} is not a distance "
        "constraint of MultibodyPlant '{}'.",
        id.is_valid() ? std::to_string(id.get_value()) : "(invalid)",
        this->get_name()));
  }
  it->second = std::move(params);
}

template <typename T>
bool MultibodyPlant<T>::GetConstraintActiveStatus(
    const systems::Context<T>& context, MultibodyConstraintId id) const {
  ThrowIfNotFinalized("GetConstraintActiveStatus");
  this->ValidateContext(context);
  const auto& active =
      context.get_abstract_parameter(constraint_active_parameter_)
          .template get_value<std::map<MultibodyConstraintId, bool>>();
  const auto it = active.find(id);
  if (it == active.end()) {
    throw std::logic_error(fmt::format(
        "GetConstraintActiveStatus(): the id {} is not a constraint of "
        "MultibodyPlant '{}'.",
        id.is_valid() ? std::to_string(id.get_value()) : "(invalid)",
        this->get_name()));
  }
  return it->second;
}

template <typename T>
void MultibodyPlant<T>::SetConstraintActiveStatus(systems::Context<T>* context,
                                                  MultibodyConstraintId id,
                                                  bool status) const {
  ThrowIfNotFinalized("SetConstraintActiveStatus");
  if (context == nullptr) {
    throw std::logic_error("SetConstraintActiveStatus(): the context is null.");
  }
  this->ValidateContext(*context);
  auto& active =
      context->get_mutable_abstract_parameter(constraint_active_parameter_)
          .template get_mutable_value<std::map<MultibodyConstraintId, bool>>();
  const auto it = active.find(id);
  if (it == active.end()) {
    throw std::logic_error(fmt::format(
        "SetConstraintActiveStatus(): the id {} is not a constraint of "
        "MultibodyPlant '{}'.",
        id.is_valid() ? std::to_string(id.get_value()) : "(invalid)",
        this->get_name()));
  }
  it->second = status;
}

template <typename T>
void MultibodyPlant<T>::FinalizeConstraints() {
  // Omitted ball p_BQ: Q is where P is in the default configuration.
  bool needs_kinematics = false;
  for (const auto& [id, spec] : ball_constraints_) {
    needs_kinematics = needs_kinematics || !spec.p_BQ.has_value();
  }
  if (!needs_kinematics) return;
  if constexpr (std::is_same_v<T, double>) {
    VectorX<double> x(num_positions() + num_velocities());
    tree_->SetDefaultPositionsAndVelocities(x);
    internal::PositionKinematicsCache<double> pc(tree_->num_mobods(),
                                                 num_velocities());
    tree_->CalcPositionKinematics(x.head(num_positions()), &pc);
    for (auto& [id, spec] : ball_constraints_) {
      if (spec.p_BQ.has_value()) continue;
      const auto& X_WA = pc.get_X_WB(tree_->body_mobod(spec.body_A));
      const auto& X_WB = pc.get_X_WB(tree_->body_mobod(spec.body_B));
      spec.p_BQ = X_WB.inverse() * (X_WA * spec.p_AP);
    }
  } else {
    throw std::logic_error(
        "AddBallConstraint(): an omitted p_BQ is computed at Finalize only for "
        "T = double; give p_BQ explicitly.");
  }
}

template <typename T>
void MultibodyPlant<T>::ThrowIfContinuousWithConstraints(
    const char* func) const {
  if (is_discrete() || num_constraints() == 0) return;
  throw std::logic_error(fmt::format(
      "{}: MultibodyPlant '{}' is continuous (time_step = 0) and has {} "
      "constraint(s) (couplers, distances, balls, welds or tendons); "
      "constraints are "
      "enforced only by the discrete SAP solver. Use a discrete plant "
      "(time_step > 0).",
      func, this->get_name(), num_constraints()));
}

#define MALLARD_INSTANTIATE_CONSTRAINT_MEMBERS(T)                              \
  template MultibodyConstraintId MultibodyPlant<T>::AddCouplerConstraint(      \
      const Joint<T>&, const Joint<T>&, double, double);                       \
  template MultibodyConstraintId MultibodyPlant<T>::AddDistanceConstraint(     \
      const RigidBody<T>&, const Vector3<double>&, const RigidBody<T>&,        \
      const Vector3<double>&, double, double, double);                         \
  template MultibodyConstraintId MultibodyPlant<T>::AddBallConstraint(         \
      const RigidBody<T>&, const Vector3<double>&, const RigidBody<T>&,        \
      const std::optional<Vector3<double>>&);                                  \
  template MultibodyConstraintId MultibodyPlant<T>::AddWeldConstraint(         \
      const RigidBody<T>&, const math::RigidTransform<double>&,                \
      const RigidBody<T>&, const math::RigidTransform<double>&);               \
  template MultibodyConstraintId MultibodyPlant<T>::AddTendonConstraint(       \
      std::vector<JointIndex>, std::vector<double>, std::optional<double>,     \
      std::optional<double>, std::optional<double>, std::optional<double>,     \
      std::optional<double>);                                                  \
  template const TendonConstraintSpec&                                         \
      MultibodyPlant<T>::get_tendon_constraint_specs(MultibodyConstraintId)    \
          const;                                                               \
  template void MultibodyPlant<T>::ThrowIfUnknownConstraint(                   \
      MultibodyConstraintId, const char*) const;                               \
  template void MultibodyPlant<T>::RemoveConstraint(MultibodyConstraintId);    \
  template int MultibodyPlant<T>::num_constraints() const;                     \
  template std::vector<MultibodyConstraintId>                                  \
  MultibodyPlant<T>::GetConstraintIds() const;                                 \
  template const CouplerConstraintSpec&                                        \
      MultibodyPlant<T>::get_coupler_constraint_specs(MultibodyConstraintId)   \
          const;                                                               \
  template const DistanceConstraintSpec&                                       \
      MultibodyPlant<T>::get_distance_constraint_specs(MultibodyConstraintId)  \
          const;                                                               \
  template const BallConstraintSpec&                                           \
      MultibodyPlant<T>::get_ball_constraint_specs(MultibodyConstraintId)      \
          const;                                                               \
  template const WeldConstraintSpec&                                           \
      MultibodyPlant<T>::get_weld_constraint_specs(MultibodyConstraintId)      \
          const;                                                               \
  template const std::map<MultibodyConstraintId, DistanceConstraintParams>&    \
  MultibodyPlant<T>::GetDistanceConstraintParams(const systems::Context<T>&)   \
      const;                                                                   \
  template const DistanceConstraintParams&                                     \
  MultibodyPlant<T>::GetDistanceConstraintParams(const systems::Context<T>&,   \
                                                 MultibodyConstraintId) const; \
  template void MultibodyPlant<T>::SetDistanceConstraintParams(                \
      systems::Context<T>*, MultibodyConstraintId, DistanceConstraintParams)   \
      const;                                                                   \
  template bool MultibodyPlant<T>::GetConstraintActiveStatus(                  \
      const systems::Context<T>&, MultibodyConstraintId) const;                \
  template void MultibodyPlant<T>::SetConstraintActiveStatus(                  \
      systems::Context<T>*, MultibodyConstraintId, bool) const;                \
  template void MultibodyPlant<T>::FinalizeConstraints();                      \
  template void MultibodyPlant<T>::ThrowIfContinuousWithConstraints(           \
      const char*) const;

MALLARD_INSTANTIATE_CONSTRAINT_MEMBERS(double)
MALLARD_INSTANTIATE_CONSTRAINT_MEMBERS(AutoDiffXd)
MALLARD_INSTANTIATE_CONSTRAINT_MEMBERS(symbolic::Expression)

}  // namespace multibody
}  // namespace drake
