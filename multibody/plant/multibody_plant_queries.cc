/// @file
/// MultibodyPlant: look-ups, names, state accessors, free bodies,
/// kinematics, Jacobians, selector matrices, mass properties and ports.

#include <algorithm>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/common/nice_type_name.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {

using internal::MobodIndex;

namespace {
template <typename T>
std::vector<ModelInstanceIndex> AllInstances(const MultibodyPlant<T>& plant) {
  std::vector<ModelInstanceIndex> all;
  all.reserve(plant.num_model_instances());
  for (int i = 0; i < plant.num_model_instances(); ++i) {
    all.push_back(ModelInstanceIndex(i));
  }
  return all;
}
}  // namespace

namespace {
// Throws (naming `func`) unless `frame` is one of `plant`'s frames. Frames
// of another plant may carry an index that is valid here too, so the check
// is by identity.
template <typename T>
void ThrowUnlessFrameOf(const MultibodyPlant<T>& plant, const Frame<T>& frame,
                        const char* func) {
  const int index = frame.has_parent_tree() ? int{frame.index()} : -1;
  if (index < 0 || index >= plant.num_frames() ||
      &plant.get_frame(FrameIndex(index)) != &frame) {
    throw std::logic_error(
        fmt::format("{}(): frame '{}' does not belong to this MultibodyPlant.",
                    func, frame.name()));
  }
}
}  // namespace

template <typename T>
void MultibodyPlant<T>::ThrowForceElementTypeMismatch(
    ForceElementIndex index, const std::type_info& requested_type) const {
  const ForceElement<T>& element = get_force_element(index);
  throw std::logic_error(fmt::format(
      "GetForceElement(): force element {} is a {}, not the requested {}.",
      index, NiceTypeName::RemoveNamespaces(NiceTypeName::Get(element)),
      NiceTypeName::RemoveNamespaces(NiceTypeName::Get(requested_type))));
}

template <typename T>
void MultibodyPlant<T>::ThrowIfBodyNotInPlant(const RigidBody<T>& body,
                                              const char* func) const {
  const int index = body.has_parent_tree() ? int{body.index()} : -1;
  if (index < 0 || index >= num_bodies() ||
      &tree_->get_body(BodyIndex(index)) != &body) {
    throw std::logic_error(
        fmt::format("{}(): body '{}' does not belong to this MultibodyPlant.",
                    func, body.name()));
  }
}

template <typename T>
std::set<int> MultibodyPlant<T>::ValidInstanceSet(
    const std::vector<ModelInstanceIndex>& model_instances,
    const char* func) const {
  std::set<int> instances;
  for (ModelInstanceIndex i : model_instances) {
    tree_->ThrowIfInvalidModelInstance(i, func);
    instances.insert(i);
  }
  return instances;
}

template <typename T>
int MultibodyPlant<T>::NumBodiesWithName(std::string_view name) const {
  int count = 0;
  for (int b = 0; b < num_bodies(); ++b) {
    if (get_body(BodyIndex(b)).name() == name) ++count;
  }
  return count;
}

// ---------------------------------------------------------------------------
// Sizes and look-ups.

template <typename T>
int MultibodyPlant<T>::num_actuators(ModelInstanceIndex model_instance) const {
  ThrowIfNotFinalized("num_actuators");
  tree_->ThrowIfInvalidModelInstance(model_instance, "num_actuators");
  return static_cast<int>(
      tree_->GetJointActuatorIndices(model_instance).size());
}

template <typename T>
int MultibodyPlant<T>::num_positions(ModelInstanceIndex model_instance) const {
  ThrowIfNotFinalized("num_positions");
  tree_->ThrowIfInvalidModelInstance(model_instance, "num_positions");
  return static_cast<int>(tree_->instance_q_indices(model_instance).size());
}

template <typename T>
int MultibodyPlant<T>::num_velocities(ModelInstanceIndex model_instance) const {
  ThrowIfNotFinalized("num_velocities");
  tree_->ThrowIfInvalidModelInstance(model_instance, "num_velocities");
  return static_cast<int>(tree_->instance_v_indices(model_instance).size());
}

template <typename T>
int MultibodyPlant<T>::num_multibody_states(
    ModelInstanceIndex model_instance) const {
  return num_positions(model_instance) + num_velocities(model_instance);
}

template <typename T>
int MultibodyPlant<T>::num_actuated_dofs(
    ModelInstanceIndex model_instance) const {
  ThrowIfNotFinalized("num_actuated_dofs");
  tree_->ThrowIfInvalidModelInstance(model_instance, "num_actuated_dofs");
  return static_cast<int>(tree_->instance_u_indices(model_instance).size());
}

template <typename T>
std::vector<JointIndex> MultibodyPlant<T>::GetJointIndices(
    ModelInstanceIndex instance) const {
  tree_->ThrowIfInvalidModelInstance(instance, "GetJointIndices");
  return tree_->GetJointIndices(instance);
}

template <typename T>
std::vector<JointActuatorIndex> MultibodyPlant<T>::GetJointActuatorIndices(
    ModelInstanceIndex instance) const {
  ThrowIfNotFinalized("GetJointActuatorIndices");
  tree_->ThrowIfInvalidModelInstance(instance, "GetJointActuatorIndices");
  return tree_->GetJointActuatorIndices(instance);
}

template <typename T>
std::vector<JointIndex> MultibodyPlant<T>::GetActuatedJointIndices(
    ModelInstanceIndex instance) const {
  std::vector<JointIndex> result;
  for (JointActuatorIndex a : GetJointActuatorIndices(instance)) {
    result.push_back(get_joint_actuator(a).joint().index());
  }
  return result;
}

template <typename T>
std::vector<BodyIndex> MultibodyPlant<T>::GetBodyIndices(
    ModelInstanceIndex instance) const {
  tree_->ThrowIfInvalidModelInstance(instance, "GetBodyIndices");
  return tree_->GetBodyIndices(instance);
}

template <typename T>
std::vector<FrameIndex> MultibodyPlant<T>::GetFrameIndices(
    ModelInstanceIndex instance) const {
  tree_->ThrowIfInvalidModelInstance(instance, "GetFrameIndices");
  return tree_->GetFrameIndices(instance);
}

template <typename T>
bool MultibodyPlant<T>::HasBodyNamed(const std::string& name) const {
  return tree_->FindBody(name, std::nullopt).has_value();
}

template <typename T>
bool MultibodyPlant<T>::HasBodyNamed(const std::string& name,
                                     ModelInstanceIndex model_instance) const {
  tree_->ThrowIfInvalidModelInstance(model_instance, "HasBodyNamed");
  return tree_->FindBody(name, model_instance).has_value();
}

namespace {
template <typename T>
std::string InInstance(const MultibodyPlant<T>& plant,
                       std::optional<ModelInstanceIndex> instance) {
  if (!instance.has_value()) return "";
  return " in model instance '" + plant.GetModelInstanceName(*instance) + "'";
}
}  // namespace

template <typename T>
const RigidBody<T>& MultibodyPlant<T>::GetBodyByName(
    const std::string& name) const {
  const auto index = tree_->FindBody(name, std::nullopt);
  if (!index) {
    throw std::logic_error(
        fmt::format("GetBodyByName(): there is no body named '{}'.", name));
  }
  return get_body(*index);
}

template <typename T>
const RigidBody<T>& MultibodyPlant<T>::GetBodyByName(
    const std::string& name, ModelInstanceIndex model_instance) const {
  const auto index = tree_->FindBody(name, model_instance);
  if (!index) {
    throw std::logic_error(fmt::format(
        "GetBodyByName(): there is no body named '{}'{}.", name,
        InInstance(*this, std::optional<ModelInstanceIndex>(model_instance))));
  }
  return get_body(*index);
}

template <typename T>
bool MultibodyPlant<T>::HasFrameNamed(const std::string& name) const {
  return tree_->FindFrame(name, std::nullopt).has_value();
}

template <typename T>
bool MultibodyPlant<T>::HasFrameNamed(const std::string& name,
                                      ModelInstanceIndex model_instance) const {
  tree_->ThrowIfInvalidModelInstance(model_instance, "HasFrameNamed");
  return tree_->FindFrame(name, model_instance).has_value();
}

template <typename T>
const Frame<T>& MultibodyPlant<T>::GetFrameByName(
    const std::string& name) const {
  const auto index = tree_->FindFrame(name, std::nullopt);
  if (!index) {
    throw std::logic_error(
        fmt::format("GetFrameByName(): there is no frame named '{}'.", name));
  }
  return get_frame(*index);
}

template <typename T>
const Frame<T>& MultibodyPlant<T>::GetFrameByName(
    const std::string& name, ModelInstanceIndex model_instance) const {
  const auto index = tree_->FindFrame(name, model_instance);
  if (!index) {
    throw std::logic_error(fmt::format(
        "GetFrameByName(): there is no frame named '{}'{}.", name,
        InInstance(*this, std::optional<ModelInstanceIndex>(model_instance))));
  }
  return get_frame(*index);
}

template <typename T>
bool MultibodyPlant<T>::HasJointNamed(const std::string& name) const {
  return tree_->FindJoint(name, std::nullopt).has_value();
}

template <typename T>
bool MultibodyPlant<T>::HasJointNamed(const std::string& name,
                                      ModelInstanceIndex model_instance) const {
  tree_->ThrowIfInvalidModelInstance(model_instance, "HasJointNamed");
  return tree_->FindJoint(name, model_instance).has_value();
}

template <typename T>
bool MultibodyPlant<T>::HasJointActuatorNamed(const std::string& name) const {
  return tree_->FindActuator(name, std::nullopt).has_value();
}

template <typename T>
bool MultibodyPlant<T>::HasJointActuatorNamed(
    const std::string& name, ModelInstanceIndex model_instance) const {
  tree_->ThrowIfInvalidModelInstance(model_instance, "HasJointActuatorNamed");
  return tree_->FindActuator(name, model_instance).has_value();
}

template <typename T>
const JointActuator<T>& MultibodyPlant<T>::GetJointActuatorByName(
    const std::string& name) const {
  const auto index = tree_->FindActuator(name, std::nullopt);
  if (!index) {
    throw std::logic_error(fmt::format(
        "GetJointActuatorByName(): there is no joint actuator named '{}'.",
        name));
  }
  return get_joint_actuator(*index);
}

template <typename T>
const JointActuator<T>& MultibodyPlant<T>::GetJointActuatorByName(
    const std::string& name, ModelInstanceIndex model_instance) const {
  const auto index = tree_->FindActuator(name, model_instance);
  if (!index) {
    throw std::logic_error(fmt::format(
        "GetJointActuatorByName(): there is no joint actuator named '{}'{}.",
        name,
        InInstance(*this, std::optional<ModelInstanceIndex>(model_instance))));
  }
  return get_joint_actuator(*index);
}

template <typename T>
std::vector<const RigidBody<T>*> MultibodyPlant<T>::GetBodiesWeldedTo(
    const RigidBody<T>& body) const {
  // Union of bodies connected by weld joints (or to world through welds).
  std::vector<std::vector<int>> adjacent(num_bodies());
  for (JointIndex j : GetJointIndices()) {
    const Joint<T>& joint = get_joint(j);
    if (joint.num_velocities() != 0) continue;
    adjacent[joint.parent_body().index()].push_back(joint.child_body().index());
    adjacent[joint.child_body().index()].push_back(joint.parent_body().index());
  }
  std::vector<bool> seen(num_bodies(), false);
  std::vector<int> stack{int{body.index()}};
  seen[body.index()] = true;
  std::vector<const RigidBody<T>*> result;
  while (!stack.empty()) {
    const int b = stack.back();
    stack.pop_back();
    result.push_back(&get_body(BodyIndex(b)));
    for (int other : adjacent[b]) {
      if (!seen[other]) {
        seen[other] = true;
        stack.push_back(other);
      }
    }
  }
  std::sort(result.begin(), result.end(),
            [](const RigidBody<T>* a, const RigidBody<T>* b) {
              return a->index() < b->index();
            });
  return result;
}

template <typename T>
std::vector<BodyIndex> MultibodyPlant<T>::GetBodiesKinematicallyAffectedBy(
    const std::vector<JointIndex>& joint_indexes) const {
  ThrowIfNotFinalized("GetBodiesKinematicallyAffectedBy");
  std::set<int> affected;
  for (JointIndex j : joint_indexes) {
    const Joint<T>& joint = get_joint(j);
    if (joint.num_velocities() == 0) {
      throw std::logic_error(fmt::format(
          "GetBodiesKinematicallyAffectedBy(): joint '{}' is a {} joint, "
          "which has no degrees of freedom; list only joints that can move.",
          joint.name(), joint.type_name()));
    }
    const int root = tree_->joint_mobod(j);
    for (int m = root; m < tree_->num_mobods(); ++m) {
      // Depth-first numbering: the subtree of `root` is contiguous.
      if (m != root && tree_->mobod(MobodIndex(m)).level <=
                           tree_->mobod(MobodIndex(root)).level) {
        break;
      }
      affected.insert(tree_->mobod(MobodIndex(m)).body);
    }
  }
  std::vector<BodyIndex> result;
  result.reserve(affected.size());
  for (int b : affected) result.push_back(BodyIndex(b));
  return result;
}

// ---------------------------------------------------------------------------
// Names and limits.

template <typename T>
std::vector<std::string> MultibodyPlant<T>::GetPositionNames(
    bool add_model_instance_prefix, bool always_add_suffix) const {
  ThrowIfNotFinalized("GetPositionNames");
  std::vector<std::string> names(num_positions());
  for (JointIndex j : GetJointIndices()) {
    const Joint<T>& joint = get_joint(j);
    const std::string prefix =
        add_model_instance_prefix
            ? GetModelInstanceName(joint.model_instance()) + "_"
            : "";
    for (int k = 0; k < joint.num_positions(); ++k) {
      const bool suffix = always_add_suffix || joint.num_positions() > 1;
      names[joint.position_start() + k] =
          prefix + joint.name() +
          (suffix ? "_" + joint.position_suffix(k) : std::string());
    }
  }
  return names;
}

template <typename T>
std::vector<std::string> MultibodyPlant<T>::GetPositionNames(
    ModelInstanceIndex model_instance, bool add_model_instance_prefix,
    bool always_add_suffix) const {
  ThrowIfNotFinalized("GetPositionNames");
  tree_->ThrowIfInvalidModelInstance(model_instance, "GetPositionNames");
  const auto all =
      GetPositionNames(add_model_instance_prefix, always_add_suffix);
  std::vector<std::string> names;
  for (int i : tree_->instance_q_indices(model_instance)) {
    names.push_back(all[i]);
  }
  return names;
}

template <typename T>
std::vector<std::string> MultibodyPlant<T>::GetVelocityNames(
    bool add_model_instance_prefix, bool always_add_suffix) const {
  ThrowIfNotFinalized("GetVelocityNames");
  std::vector<std::string> names(num_velocities());
  for (JointIndex j : GetJointIndices()) {
    const Joint<T>& joint = get_joint(j);
    const std::string prefix =
        add_model_instance_prefix
            ? GetModelInstanceName(joint.model_instance()) + "_"
            : "";
    for (int k = 0; k < joint.num_velocities(); ++k) {
      const bool suffix = always_add_suffix || joint.num_velocities() > 1;
      names[joint.velocity_start() + k] =
          prefix + joint.name() +
          (suffix ? "_" + joint.velocity_suffix(k) : std::string());
    }
  }
  return names;
}

template <typename T>
std::vector<std::string> MultibodyPlant<T>::GetVelocityNames(
    ModelInstanceIndex model_instance, bool add_model_instance_prefix,
    bool always_add_suffix) const {
  ThrowIfNotFinalized("GetVelocityNames");
  tree_->ThrowIfInvalidModelInstance(model_instance, "GetVelocityNames");
  const auto all =
      GetVelocityNames(add_model_instance_prefix, always_add_suffix);
  std::vector<std::string> names;
  for (int i : tree_->instance_v_indices(model_instance)) {
    names.push_back(all[i]);
  }
  return names;
}

template <typename T>
std::vector<std::string> MultibodyPlant<T>::GetStateNames(
    bool add_model_instance_prefix) const {
  auto names = GetPositionNames(add_model_instance_prefix, true);
  const auto v = GetVelocityNames(add_model_instance_prefix, true);
  names.insert(names.end(), v.begin(), v.end());
  return names;
}

template <typename T>
std::vector<std::string> MultibodyPlant<T>::GetStateNames(
    ModelInstanceIndex model_instance, bool add_model_instance_prefix) const {
  ThrowIfNotFinalized("GetStateNames");
  tree_->ThrowIfInvalidModelInstance(model_instance, "GetStateNames");
  auto names =
      GetPositionNames(model_instance, add_model_instance_prefix, true);
  const auto v =
      GetVelocityNames(model_instance, add_model_instance_prefix, true);
  names.insert(names.end(), v.begin(), v.end());
  return names;
}

template <typename T>
std::vector<std::string> MultibodyPlant<T>::GetActuatorNames(
    bool add_model_instance_prefix) const {
  ThrowIfNotFinalized("GetActuatorNames");
  std::vector<std::string> names(num_actuated_dofs());
  for (JointActuatorIndex a : GetJointActuatorIndices()) {
    const JointActuator<T>& actuator = get_joint_actuator(a);
    names[actuator.input_start()] =
        (add_model_instance_prefix
             ? GetModelInstanceName(actuator.model_instance()) + "_"
             : "") +
        actuator.name();
  }
  return names;
}

template <typename T>
std::vector<std::string> MultibodyPlant<T>::GetActuatorNames(
    ModelInstanceIndex model_instance, bool add_model_instance_prefix) const {
  ThrowIfNotFinalized("GetActuatorNames");
  tree_->ThrowIfInvalidModelInstance(model_instance, "GetActuatorNames");
  const auto all = GetActuatorNames(add_model_instance_prefix);
  std::vector<std::string> names;
  for (int i : tree_->instance_u_indices(model_instance))
    names.push_back(all[i]);
  return names;
}

namespace {
template <typename T, typename Getter>
VectorX<double> GatherLimits(const MultibodyPlant<T>& plant, bool positions,
                             Getter getter) {
  VectorX<double> result(positions ? plant.num_positions()
                                   : plant.num_velocities());
  result.setZero();
  for (JointIndex j : plant.GetJointIndices()) {
    const Joint<T>& joint = plant.get_joint(j);
    const VectorX<double>& limits = getter(joint);
    const int start =
        positions ? joint.position_start() : joint.velocity_start();
    result.segment(start, limits.size()) = limits;
  }
  return result;
}
}  // namespace

template <typename T>
VectorX<double> MultibodyPlant<T>::GetPositionLowerLimits() const {
  ThrowIfNotFinalized("GetPositionLowerLimits");
  return GatherLimits(
      *this, true, [](const Joint<T>& j) -> const auto& {
        return j.position_lower_limits();
      });
}
template <typename T>
VectorX<double> MultibodyPlant<T>::GetPositionUpperLimits() const {
  ThrowIfNotFinalized("GetPositionUpperLimits");
  return GatherLimits(
      *this, true, [](const Joint<T>& j) -> const auto& {
        return j.position_upper_limits();
      });
}
template <typename T>
VectorX<double> MultibodyPlant<T>::GetVelocityLowerLimits() const {
  ThrowIfNotFinalized("GetVelocityLowerLimits");
  return GatherLimits(
      *this, false, [](const Joint<T>& j) -> const auto& {
        return j.velocity_lower_limits();
      });
}
template <typename T>
VectorX<double> MultibodyPlant<T>::GetVelocityUpperLimits() const {
  ThrowIfNotFinalized("GetVelocityUpperLimits");
  return GatherLimits(
      *this, false, [](const Joint<T>& j) -> const auto& {
        return j.velocity_upper_limits();
      });
}
template <typename T>
VectorX<double> MultibodyPlant<T>::GetAccelerationLowerLimits() const {
  ThrowIfNotFinalized("GetAccelerationLowerLimits");
  return GatherLimits(
      *this, false, [](const Joint<T>& j) -> const auto& {
        return j.acceleration_lower_limits();
      });
}
template <typename T>
VectorX<double> MultibodyPlant<T>::GetAccelerationUpperLimits() const {
  ThrowIfNotFinalized("GetAccelerationUpperLimits");
  return GatherLimits(
      *this, false, [](const Joint<T>& j) -> const auto& {
        return j.acceleration_upper_limits();
      });
}

template <typename T>
VectorX<double> MultibodyPlant<T>::GetEffortLowerLimits() const {
  ThrowIfNotFinalized("GetEffortLowerLimits");
  return -GetEffortUpperLimits();
}

template <typename T>
VectorX<double> MultibodyPlant<T>::GetEffortUpperLimits() const {
  ThrowIfNotFinalized("GetEffortUpperLimits");
  VectorX<double> result(num_actuated_dofs());
  for (JointActuatorIndex a : GetJointActuatorIndices()) {
    result[get_joint_actuator(a).input_start()] =
        get_joint_actuator(a).effort_limit();
  }
  return result;
}

template <typename T>
std::string MultibodyPlant<T>::GetTopologyGraphvizString() const {
  std::ostringstream out;
  out << "digraph MultibodyPlant {\n";
  out << "label=\"" << this->get_name() << "\";\nrankdir=BT;\n";
  for (int b = 0; b < num_bodies(); ++b) {
    const RigidBody<T>& body = get_body(BodyIndex(b));
    out << "body" << b << " [label=\"" << body.name() << "\\nindex=" << b
        << "\\nmodel instance=" << GetModelInstanceName(body.model_instance())
        << "\"];\n";
  }
  for (JointIndex j : GetJointIndices()) {
    const Joint<T>& joint = get_joint(j);
    out << "body" << joint.child_body().index() << " -> body"
        << joint.parent_body().index() << " [label=\"" << joint.name() << " ["
        << joint.type_name() << "]\"];\n";
  }
  out << "}\n";
  return out.str();
}

// ---------------------------------------------------------------------------
// State.

template <typename T>
Eigen::VectorBlock<const VectorX<T>>
MultibodyPlant<T>::GetPositionsAndVelocities(
    const systems::Context<T>& context) const {
  CheckContext(context, "GetPositionsAndVelocities");
  return tree_->get_positions_and_velocities(context);
}

template <typename T>
VectorX<T> MultibodyPlant<T>::GetPositionsAndVelocities(
    const systems::Context<T>& context,
    ModelInstanceIndex model_instance) const {
  VectorX<T> qv(num_multibody_states(model_instance));
  GetPositionsAndVelocities(context, model_instance, &qv);
  return qv;
}

template <typename T>
void MultibodyPlant<T>::GetPositionsAndVelocities(
    const systems::Context<T>& context, ModelInstanceIndex model_instance,
    EigenPtr<VectorX<T>> qv_out) const {
  CheckContext(context, "GetPositionsAndVelocities");
  tree_->ThrowIfInvalidModelInstance(model_instance,
                                     "GetPositionsAndVelocities");
  const auto& qi = tree_->instance_q_indices(model_instance);
  const auto& vi = tree_->instance_v_indices(model_instance);
  const int n = static_cast<int>(qi.size() + vi.size());
  if (qv_out == nullptr || qv_out->size() != n) {
    throw std::logic_error(fmt::format(
        "GetPositionsAndVelocities(): the output for model instance '{}' "
        "must have size {}.",
        GetModelInstanceName(model_instance), n));
  }
  const auto q = tree_->get_positions(context);
  const auto v = tree_->get_velocities(context);
  int k = 0;
  for (int i : qi) (*qv_out)[k++] = q[i];
  for (int i : vi) (*qv_out)[k++] = v[i];
}

template <typename T>
void MultibodyPlant<T>::SetPositionsAndVelocities(
    systems::Context<T>* context,
    const Eigen::Ref<const VectorX<T>>& q_v) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  CheckContext(*context, "SetPositionsAndVelocities");
  if (q_v.size() != num_multibody_states()) {
    throw std::logic_error(fmt::format(
        "SetPositionsAndVelocities(): expected {} values (nq + nv); got {}.",
        num_multibody_states(), q_v.size()));
  }
  tree_->get_mutable_positions_and_velocities(context) = q_v;
}

template <typename T>
void MultibodyPlant<T>::SetPositionsAndVelocities(
    systems::Context<T>* context, ModelInstanceIndex model_instance,
    const Eigen::Ref<const VectorX<T>>& q_v) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  CheckContext(*context, "SetPositionsAndVelocities");
  const int nq = num_positions(model_instance);
  const int nv = num_velocities(model_instance);
  if (q_v.size() != nq + nv) {
    throw std::logic_error(fmt::format(
        "SetPositionsAndVelocities(): model instance '{}' has {} states; got "
        "{} values.",
        GetModelInstanceName(model_instance), nq + nv, q_v.size()));
  }
  auto x = tree_->get_mutable_positions_and_velocities(context);
  const auto& qi = tree_->instance_q_indices(model_instance);
  const auto& vi = tree_->instance_v_indices(model_instance);
  for (int k = 0; k < nq; ++k) x[qi[k]] = q_v[k];
  for (int k = 0; k < nv; ++k) x[num_positions() + vi[k]] = q_v[nq + k];
}

template <typename T>
Eigen::VectorBlock<const VectorX<T>> MultibodyPlant<T>::GetPositions(
    const systems::Context<T>& context) const {
  CheckContext(context, "GetPositions");
  return tree_->get_positions(context);
}

namespace {
// The segment [start, start + size) of x (a block of a state vector) as a
// block of the same underlying vector.
template <typename T>
Eigen::VectorBlock<VectorX<T>> SubBlock(Eigen::VectorBlock<VectorX<T>> x,
                                        int start, int size) {
  return x.nestedExpression().segment(x.startRow() + start, size);
}
}  // namespace

template <typename T>
Eigen::VectorBlock<VectorX<T>>
MultibodyPlant<T>::GetMutablePositionsAndVelocities(
    systems::Context<T>* context) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  CheckContext(*context, "GetMutablePositionsAndVelocities");
  return tree_->get_mutable_positions_and_velocities(context);
}

template <typename T>
Eigen::VectorBlock<VectorX<T>> MultibodyPlant<T>::GetMutablePositions(
    systems::Context<T>* context) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  CheckContext(*context, "GetMutablePositions");
  return SubBlock<T>(tree_->get_mutable_positions_and_velocities(context), 0,
                     num_positions());
}

template <typename T>
Eigen::VectorBlock<VectorX<T>> MultibodyPlant<T>::GetMutableVelocities(
    systems::Context<T>* context) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  CheckContext(*context, "GetMutableVelocities");
  return SubBlock<T>(tree_->get_mutable_positions_and_velocities(context),
                     num_positions(), num_velocities());
}

template <typename T>
Eigen::VectorBlock<VectorX<T>> MultibodyPlant<T>::GetMutablePositions(
    const systems::Context<T>& context, systems::State<T>* state) const {
  DRAKE_THROW_UNLESS(state != nullptr);
  CheckContext(context, "GetMutablePositions");
  return SubBlock<T>(
      tree_->get_mutable_positions_and_velocities(context, state), 0,
      num_positions());
}

template <typename T>
Eigen::VectorBlock<VectorX<T>> MultibodyPlant<T>::GetMutableVelocities(
    const systems::Context<T>& context, systems::State<T>* state) const {
  DRAKE_THROW_UNLESS(state != nullptr);
  CheckContext(context, "GetMutableVelocities");
  return SubBlock<T>(
      tree_->get_mutable_positions_and_velocities(context, state),
      num_positions(), num_velocities());
}

template <typename T>
VectorX<T> MultibodyPlant<T>::GetPositions(
    const systems::Context<T>& context,
    ModelInstanceIndex model_instance) const {
  CheckContext(context, "GetPositions");
  return GetPositionsFromArray(model_instance, tree_->get_positions(context));
}

template <typename T>
void MultibodyPlant<T>::GetPositions(const systems::Context<T>& context,
                                     ModelInstanceIndex model_instance,
                                     EigenPtr<VectorX<T>> q_out) const {
  CheckContext(context, "GetPositions");
  const int n = num_positions(model_instance);
  if (q_out == nullptr || q_out->size() != n) {
    throw std::logic_error(
        fmt::format("GetPositions(): the output must have size {}.", n));
  }
  // No allocation (the Advanced overload's promise).
  const auto& indices = tree_->instance_q_indices(model_instance);
  const auto all = tree_->get_positions(context);
  for (int k = 0; k < n; ++k) (*q_out)[k] = all[indices[k]];
}

template <typename T>
void MultibodyPlant<T>::SetPositions(
    systems::Context<T>* context, const Eigen::Ref<const VectorX<T>>& q) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  CheckContext(*context, "SetPositions");
  if (q.size() != num_positions()) {
    throw std::logic_error(
        fmt::format("SetPositions(): expected {} positions; got {}.",
                    num_positions(), q.size()));
  }
  tree_->get_mutable_positions_and_velocities(context).head(num_positions()) =
      q;
}

template <typename T>
void MultibodyPlant<T>::SetPositions(
    systems::Context<T>* context, ModelInstanceIndex model_instance,
    const Eigen::Ref<const VectorX<T>>& q_instance) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  CheckContext(*context, "SetPositions");
  auto x = tree_->get_mutable_positions_and_velocities(context);
  auto q = x.head(num_positions());
  SetPositionsInArray(model_instance, q_instance, &q);
}

template <typename T>
void MultibodyPlant<T>::SetPositions(
    const systems::Context<T>& context, systems::State<T>* state,
    ModelInstanceIndex model_instance,
    const Eigen::Ref<const VectorX<T>>& q_instance) const {
  DRAKE_THROW_UNLESS(state != nullptr);
  CheckContext(context, "SetPositions");
  auto x = tree_->get_mutable_positions_and_velocities(context, state);
  auto q = x.head(num_positions());
  SetPositionsInArray(model_instance, q_instance, &q);
}

template <typename T>
Eigen::VectorBlock<const VectorX<T>> MultibodyPlant<T>::GetVelocities(
    const systems::Context<T>& context) const {
  CheckContext(context, "GetVelocities");
  return tree_->get_velocities(context);
}

template <typename T>
VectorX<T> MultibodyPlant<T>::GetVelocities(
    const systems::Context<T>& context,
    ModelInstanceIndex model_instance) const {
  CheckContext(context, "GetVelocities");
  return GetVelocitiesFromArray(model_instance, tree_->get_velocities(context));
}

template <typename T>
void MultibodyPlant<T>::GetVelocities(const systems::Context<T>& context,
                                      ModelInstanceIndex model_instance,
                                      EigenPtr<VectorX<T>> v_out) const {
  CheckContext(context, "GetVelocities");
  const int n = num_velocities(model_instance);
  if (v_out == nullptr || v_out->size() != n) {
    throw std::logic_error(
        fmt::format("GetVelocities(): the output must have size {}.", n));
  }
  // No allocation (the Advanced overload's promise).
  const auto& indices = tree_->instance_v_indices(model_instance);
  const auto all = tree_->get_velocities(context);
  for (int k = 0; k < n; ++k) (*v_out)[k] = all[indices[k]];
}

template <typename T>
void MultibodyPlant<T>::SetVelocities(
    systems::Context<T>* context, const Eigen::Ref<const VectorX<T>>& v) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  CheckContext(*context, "SetVelocities");
  if (v.size() != num_velocities()) {
    throw std::logic_error(
        fmt::format("SetVelocities(): expected {} velocities; got {}.",
                    num_velocities(), v.size()));
  }
  if (!is_discrete()) {
    // v alone: what depends only on q (poses, the mass matrix, Jacobians)
    // stays valid. (Drake notes all of [q, v] as changed here.)
    context->GetMutableVZVectors().first->SetFromVector(v);
    return;
  }
  tree_->get_mutable_positions_and_velocities(context).tail(num_velocities()) =
      v;
}

template <typename T>
void MultibodyPlant<T>::SetVelocities(
    systems::Context<T>* context, ModelInstanceIndex model_instance,
    const Eigen::Ref<const VectorX<T>>& v_instance) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  CheckContext(*context, "SetVelocities");
  auto x = tree_->get_mutable_positions_and_velocities(context);
  auto v = x.tail(num_velocities());
  SetVelocitiesInArray(model_instance, v_instance, &v);
}

template <typename T>
void MultibodyPlant<T>::SetVelocities(
    const systems::Context<T>& context, systems::State<T>* state,
    ModelInstanceIndex model_instance,
    const Eigen::Ref<const VectorX<T>>& v_instance) const {
  DRAKE_THROW_UNLESS(state != nullptr);
  CheckContext(context, "SetVelocities");
  auto x = tree_->get_mutable_positions_and_velocities(context, state);
  auto v = x.tail(num_velocities());
  SetVelocitiesInArray(model_instance, v_instance, &v);
}

template <typename T>
VectorX<T> MultibodyPlant<T>::GetDefaultPositions() const {
  ThrowIfNotFinalized("GetDefaultPositions");
  VectorX<T> x(num_multibody_states());
  tree_->SetDefaultPositionsAndVelocities(x);
  return x.head(num_positions());
}

template <typename T>
VectorX<T> MultibodyPlant<T>::GetDefaultPositions(
    ModelInstanceIndex model_instance) const {
  const VectorX<T> q = GetDefaultPositions();
  VectorX<T> result(num_positions(model_instance));
  const auto& qi = tree_->instance_q_indices(model_instance);
  for (int k = 0; k < result.size(); ++k) result[k] = q[qi[k]];
  return result;
}

template <typename T>
void MultibodyPlant<T>::SetDefaultPositions(
    const Eigen::Ref<const Eigen::VectorXd>& q) {
  ThrowIfNotFinalized("SetDefaultPositions");
  if (q.size() != num_positions()) {
    throw std::logic_error(
        fmt::format("SetDefaultPositions(): expected {} positions; got {}.",
                    num_positions(), q.size()));
  }
  for (JointIndex j : GetJointIndices()) {
    Joint<T>& joint = get_mutable_joint(j);
    joint.set_default_positions(
        q.segment(joint.position_start(), joint.num_positions()));
  }
}

template <typename T>
void MultibodyPlant<T>::SetDefaultPositions(
    ModelInstanceIndex model_instance,
    const Eigen::Ref<const Eigen::VectorXd>& q_instance) {
  VectorX<double> q = ExtractDoubleOrThrow(GetDefaultPositions());
  const auto& qi = tree_->instance_q_indices(model_instance);
  if (q_instance.size() != static_cast<int>(qi.size())) {
    throw std::logic_error(fmt::format(
        "SetDefaultPositions(): model instance '{}' has {} positions; got {}.",
        GetModelInstanceName(model_instance), qi.size(), q_instance.size()));
  }
  for (int k = 0; k < q_instance.size(); ++k) q[qi[k]] = q_instance[k];
  SetDefaultPositions(q);
}

namespace {
template <typename T>
void CheckSize(const char* func, const char* what, int expected, int got) {
  if (expected != got) {
    throw std::logic_error(fmt::format("{}(): {} has size {}; expected {}.",
                                       func, what, got, expected));
  }
}
}  // namespace

namespace {
// Gathers whole[indices[k]] into a new vector (the *FromArray helpers).
// Throws naming `func` if `whole` does not have `whole_size` entries.
template <typename T>
VectorX<T> GatherByIndex(const char* func, const char* whole_name,
                         int whole_size, const std::vector<int>& indices,
                         const Eigen::Ref<const VectorX<T>>& whole) {
  CheckSize<T>(func, whole_name, whole_size, whole.size());
  VectorX<T> result(indices.size());
  for (int k = 0; k < result.size(); ++k) result[k] = whole[indices[k]];
  return result;
}

// Scatters part[k] into whole[indices[k]] (the *InArray helpers).
template <typename T>
void ScatterByIndex(const char* func, const char* whole_name, int whole_size,
                    const std::vector<int>& indices,
                    const Eigen::Ref<const VectorX<T>>& part,
                    EigenPtr<VectorX<T>> whole) {
  DRAKE_THROW_UNLESS(whole != nullptr);
  CheckSize<T>(func, whole_name, whole_size, whole->size());
  CheckSize<T>(func, (std::string(whole_name) + "_instance").c_str(),
               indices.size(), part.size());
  for (int k = 0; k < part.size(); ++k) (*whole)[indices[k]] = part[k];
}
}  // namespace

template <typename T>
VectorX<T> MultibodyPlant<T>::GetPositionsFromArray(
    ModelInstanceIndex model_instance,
    const Eigen::Ref<const VectorX<T>>& q) const {
  ThrowIfNotFinalized("GetPositionsFromArray");
  tree_->ThrowIfInvalidModelInstance(model_instance, "GetPositionsFromArray");
  return GatherByIndex<T>("GetPositionsFromArray", "q", num_positions(),
                          tree_->instance_q_indices(model_instance), q);
}

template <typename T>
void MultibodyPlant<T>::SetPositionsInArray(
    ModelInstanceIndex model_instance,
    const Eigen::Ref<const VectorX<T>>& q_instance,
    EigenPtr<VectorX<T>> q) const {
  ThrowIfNotFinalized("SetPositionsInArray");
  tree_->ThrowIfInvalidModelInstance(model_instance, "SetPositionsInArray");
  ScatterByIndex<T>("SetPositionsInArray", "q", num_positions(),
                    tree_->instance_q_indices(model_instance), q_instance, q);
}

template <typename T>
VectorX<T> MultibodyPlant<T>::GetVelocitiesFromArray(
    ModelInstanceIndex model_instance,
    const Eigen::Ref<const VectorX<T>>& v) const {
  ThrowIfNotFinalized("GetVelocitiesFromArray");
  tree_->ThrowIfInvalidModelInstance(model_instance, "GetVelocitiesFromArray");
  return GatherByIndex<T>("GetVelocitiesFromArray", "v", num_velocities(),
                          tree_->instance_v_indices(model_instance), v);
}

template <typename T>
void MultibodyPlant<T>::SetVelocitiesInArray(
    ModelInstanceIndex model_instance,
    const Eigen::Ref<const VectorX<T>>& v_instance,
    EigenPtr<VectorX<T>> v) const {
  ThrowIfNotFinalized("SetVelocitiesInArray");
  tree_->ThrowIfInvalidModelInstance(model_instance, "SetVelocitiesInArray");
  ScatterByIndex<T>("SetVelocitiesInArray", "v", num_velocities(),
                    tree_->instance_v_indices(model_instance), v_instance, v);
}

template <typename T>
VectorX<T> MultibodyPlant<T>::GetActuationFromArray(
    ModelInstanceIndex model_instance,
    const Eigen::Ref<const VectorX<T>>& u) const {
  ThrowIfNotFinalized("GetActuationFromArray");
  tree_->ThrowIfInvalidModelInstance(model_instance, "GetActuationFromArray");
  return GatherByIndex<T>("GetActuationFromArray", "u", num_actuated_dofs(),
                          tree_->instance_u_indices(model_instance), u);
}

template <typename T>
void MultibodyPlant<T>::SetActuationInArray(
    ModelInstanceIndex model_instance,
    const Eigen::Ref<const VectorX<T>>& u_instance,
    EigenPtr<VectorX<T>> u) const {
  ThrowIfNotFinalized("SetActuationInArray");
  tree_->ThrowIfInvalidModelInstance(model_instance, "SetActuationInArray");
  ScatterByIndex<T>("SetActuationInArray", "u", num_actuated_dofs(),
                    tree_->instance_u_indices(model_instance), u_instance, u);
}

// ---------------------------------------------------------------------------
// Free bodies.

template <typename T>
void MultibodyPlant<T>::CheckFreeBody(const RigidBody<T>& body,
                                      const char* func) const {
  ThrowIfNotFinalized(func);
  const Joint<T>& joint = get_joint(tree_->GetInboardJoint(body.index()));
  if (joint.num_velocities() != 6) {
    throw std::logic_error(fmt::format(
        "{}(): body '{}' is not a free body (its inboard joint '{}' is a {} "
        "joint, not a 6-dof floating joint).",
        func, body.name(), joint.name(), joint.type_name()));
  }
}

template <typename T>
std::unordered_set<BodyIndex> MultibodyPlant<T>::GetFloatingBaseBodies() const {
  ThrowIfNotFinalized("GetFloatingBaseBodies");
  std::unordered_set<BodyIndex> result;
  for (int b = 1; b < num_bodies(); ++b) {
    if (tree_->IsFloatingBaseBody(BodyIndex(b))) result.insert(BodyIndex(b));
  }
  return result;
}

template <typename T>
math::RigidTransform<T> MultibodyPlant<T>::GetFreeBodyPose(
    const systems::Context<T>& context, const RigidBody<T>& body) const {
  CheckFreeBody(body, "GetFreeBodyPose");
  CheckContext(context, "GetFreeBodyPose");
  return get_joint(tree_->GetInboardJoint(body.index())).GetPose(context);
}

template <typename T>
void MultibodyPlant<T>::SetFreeBodyPose(
    systems::Context<T>* context, const RigidBody<T>& body,
    const math::RigidTransform<T>& X_PB) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  CheckFreeBody(body, "SetFreeBodyPose");
  CheckContext(*context, "SetFreeBodyPose");
  get_joint(tree_->GetInboardJoint(body.index())).SetPose(context, X_PB);
}

template <typename T>
void MultibodyPlant<T>::SetFreeBodyPose(
    const systems::Context<T>& context, systems::State<T>* state,
    const RigidBody<T>& body, const math::RigidTransform<T>& X_PB) const {
  DRAKE_THROW_UNLESS(state != nullptr);
  CheckFreeBody(body, "SetFreeBodyPose");
  CheckContext(context, "SetFreeBodyPose");
  const Joint<T>& joint = get_joint(tree_->GetInboardJoint(body.index()));
  auto x = tree_->get_mutable_positions_and_velocities(context, state);
  const int start = joint.position_start();
  if (joint.num_positions() == 7) {
    const Eigen::Quaternion<T> quat = X_PB.rotation().ToQuaternion();
    x[start] = quat.w();
    x[start + 1] = quat.x();
    x[start + 2] = quat.y();
    x[start + 3] = quat.z();
    x.segment(start + 4, 3) = X_PB.translation();
  } else {
    x.segment(start, 3) = math::RollPitchYaw<T>(X_PB.rotation()).vector();
    x.segment(start + 3, 3) = X_PB.translation();
  }
}

template <typename T>
void MultibodyPlant<T>::SetFreeBodySpatialVelocity(
    systems::Context<T>* context, const RigidBody<T>& body,
    const SpatialVelocity<T>& V_PB) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  CheckFreeBody(body, "SetFreeBodySpatialVelocity");
  CheckContext(*context, "SetFreeBodySpatialVelocity");
  get_joint(tree_->GetInboardJoint(body.index()))
      .SetVelocities(context, V_PB.get_coeffs());
}

template <typename T>
void MultibodyPlant<T>::SetFreeBodySpatialVelocity(
    const systems::Context<T>& context, systems::State<T>* state,
    const RigidBody<T>& body, const SpatialVelocity<T>& V_PB) const {
  DRAKE_THROW_UNLESS(state != nullptr);
  CheckFreeBody(body, "SetFreeBodySpatialVelocity");
  CheckContext(context, "SetFreeBodySpatialVelocity");
  const Joint<T>& joint = get_joint(tree_->GetInboardJoint(body.index()));
  auto x = tree_->get_mutable_positions_and_velocities(context, state);
  x.segment(num_positions() + joint.velocity_start(), 6) = V_PB.get_coeffs();
}

template <typename T>
void MultibodyPlant<T>::SetDefaultFreeBodyPose(
    const RigidBody<T>& body, const math::RigidTransform<double>& X_PB) {
  default_free_body_poses_.resize(num_bodies());
  default_free_body_poses_[body.index()] = X_PB;
  if (is_finalized() && body.is_floating()) {
    get_mutable_joint(tree_->GetInboardJoint(body.index()))
        .SetDefaultPose(X_PB);
  }
}

template <typename T>
math::RigidTransform<double> MultibodyPlant<T>::GetDefaultFreeBodyPose(
    const RigidBody<T>& body) const {
  if (body.index() < static_cast<int>(default_free_body_poses_.size()) &&
      default_free_body_poses_[body.index()].has_value()) {
    return *default_free_body_poses_[body.index()];
  }
  return math::RigidTransform<double>::Identity();
}

template <typename T>
void MultibodyPlant<T>::SetFreeBodyPoseInWorldFrame(
    systems::Context<T>* context, const RigidBody<T>& body,
    const math::RigidTransform<T>& X_WB) const {
  ThrowIfNotFinalized("SetFreeBodyPoseInWorldFrame");
  if (!body.is_floating()) {
    throw std::logic_error(fmt::format(
        "SetFreeBodyPoseInWorldFrame(): body '{}' is not a floating base "
        "body.",
        body.name()));
  }
  SetFreeBodyPose(context, body, X_WB);
}

template <typename T>
void MultibodyPlant<T>::SetFreeBodyPoseInAnchoredFrame(
    systems::Context<T>* context, const Frame<T>& frame_F,
    const RigidBody<T>& body, const math::RigidTransform<T>& X_FB) const {
  ThrowIfNotFinalized("SetFreeBodyPoseInAnchoredFrame");
  if (!IsAnchored(frame_F.body())) {
    throw std::logic_error(fmt::format(
        "SetFreeBodyPoseInAnchoredFrame(): frame '{}' is not anchored to the "
        "world (its body '{}' moves).",
        frame_F.name(), frame_F.body().name()));
  }
  const math::RigidTransform<T> X_WF = frame_F.CalcPoseInWorld(*context);
  SetFreeBodyPoseInWorldFrame(context, body, X_WF * X_FB);
}

template <typename T>
bool MultibodyPlant<T>::HasUniqueFreeBaseBody(
    ModelInstanceIndex model_instance) const {
  ThrowIfNotFinalized("HasUniqueFreeBaseBody");
  tree_->ThrowIfInvalidModelInstance(model_instance, "HasUniqueFreeBaseBody");
  int bases = 0;
  bool free = false;
  for (BodyIndex b : tree_->GetBodyIndices(model_instance)) {
    if (b == 0) continue;
    const auto& node = tree_->mobod(tree_->body_mobod(b));
    if (node.parent != 0) continue;
    ++bases;
    free = node.nv == 6;
  }
  return bases == 1 && free;
}

template <typename T>
const RigidBody<T>& MultibodyPlant<T>::GetUniqueFreeBaseBodyOrThrow(
    ModelInstanceIndex model_instance) const {
  if (!HasUniqueFreeBaseBody(model_instance)) {
    throw std::logic_error(fmt::format(
        "GetUniqueFreeBaseBodyOrThrow(): model instance '{}' does not have a "
        "unique free base body.",
        GetModelInstanceName(model_instance)));
  }
  for (BodyIndex b : tree_->GetBodyIndices(model_instance)) {
    if (tree_->mobod(tree_->body_mobod(b)).parent == 0) return get_body(b);
  }
  DRAKE_UNREACHABLE();
}

// ---------------------------------------------------------------------------
// Kinematics.

template <typename T>
const math::RigidTransform<T>& MultibodyPlant<T>::EvalBodyPoseInWorld(
    const systems::Context<T>& context, const RigidBody<T>& body_B) const {
  CheckContext(context, "EvalBodyPoseInWorld");
  ThrowIfBodyNotInPlant(body_B, "EvalBodyPoseInWorld");
  return tree_->EvalPositionKinematics(context).get_X_WB(
      tree_->body_mobod(body_B.index()));
}

template <typename T>
const SpatialVelocity<T>& MultibodyPlant<T>::EvalBodySpatialVelocityInWorld(
    const systems::Context<T>& context, const RigidBody<T>& body_B) const {
  CheckContext(context, "EvalBodySpatialVelocityInWorld");
  ThrowIfBodyNotInPlant(body_B, "EvalBodySpatialVelocityInWorld");
  return tree_->EvalVelocityKinematics(context).get_V_WB(
      tree_->body_mobod(body_B.index()));
}

template <typename T>
const SpatialAcceleration<T>&
MultibodyPlant<T>::EvalBodySpatialAccelerationInWorld(
    const systems::Context<T>& context, const RigidBody<T>& body_B) const {
  CheckContext(context, "EvalBodySpatialAccelerationInWorld");
  ThrowIfBodyNotInPlant(body_B, "EvalBodySpatialAccelerationInWorld");
  return tree_->EvalForwardDynamics(context).A_WB.get_A_WB(
      tree_->body_mobod(body_B.index()));
}

template <typename T>
math::RigidTransform<T> MultibodyPlant<T>::CalcRelativeTransform(
    const systems::Context<T>& context, const Frame<T>& frame_A,
    const Frame<T>& frame_B) const {
  CheckContext(context, "CalcRelativeTransform");
  ThrowUnlessFrameOf(*this, frame_A, "CalcRelativeTransform");
  ThrowUnlessFrameOf(*this, frame_B, "CalcRelativeTransform");
  return frame_B.CalcPose(context, frame_A);
}

template <typename T>
math::RotationMatrix<T> MultibodyPlant<T>::CalcRelativeRotationMatrix(
    const systems::Context<T>& context, const Frame<T>& frame_A,
    const Frame<T>& frame_B) const {
  CheckContext(context, "CalcRelativeRotationMatrix");
  ThrowUnlessFrameOf(*this, frame_A, "CalcRelativeRotationMatrix");
  ThrowUnlessFrameOf(*this, frame_B, "CalcRelativeRotationMatrix");
  return frame_B.CalcRotationMatrix(context, frame_A);
}

template <typename T>
void MultibodyPlant<T>::CalcPointsPositions(
    const systems::Context<T>& context, const Frame<T>& frame_B,
    const Eigen::Ref<const MatrixX<T>>& p_BQi, const Frame<T>& frame_A,
    EigenPtr<MatrixX<T>> p_AQi) const {
  CheckContext(context, "CalcPointsPositions");
  ThrowUnlessFrameOf(*this, frame_B, "CalcPointsPositions");
  ThrowUnlessFrameOf(*this, frame_A, "CalcPointsPositions");
  if (p_BQi.rows() != 3 || p_AQi == nullptr || p_AQi->rows() != 3 ||
      p_AQi->cols() != p_BQi.cols()) {
    throw std::logic_error(fmt::format(
        "CalcPointsPositions(): p_BQi and p_AQi must both be 3 x n with the "
        "same n; got {} x {} and {}.",
        p_BQi.rows(), p_BQi.cols(),
        p_AQi == nullptr
            ? std::string("null")
            : fmt::format("{} x {}", p_AQi->rows(), p_AQi->cols())));
  }
  const math::RigidTransform<T> X_AB =
      CalcRelativeTransform(context, frame_A, frame_B);
  for (int i = 0; i < p_BQi.cols(); ++i) {
    p_AQi->col(i) = X_AB * Vector3<T>(p_BQi.col(i));
  }
}

template <typename T>
void MultibodyPlant<T>::CalcPointsVelocities(
    const systems::Context<T>& context, const Frame<T>& frame_B,
    const Eigen::Ref<const MatrixX<T>>& p_BQi, const Frame<T>& frame_A,
    const Frame<T>& frame_E, EigenPtr<MatrixX<T>> v_AQi_E) const {
  CheckContext(context, "CalcPointsVelocities");
  ThrowUnlessFrameOf(*this, frame_B, "CalcPointsVelocities");
  ThrowUnlessFrameOf(*this, frame_A, "CalcPointsVelocities");
  ThrowUnlessFrameOf(*this, frame_E, "CalcPointsVelocities");
  if (p_BQi.rows() != 3 || p_BQi.cols() == 0 || v_AQi_E == nullptr ||
      v_AQi_E->rows() != 3 || v_AQi_E->cols() != p_BQi.cols()) {
    throw std::logic_error(fmt::format(
        "CalcPointsVelocities(): p_BQi and v_AQi_E must both be 3 x n with "
        "the same n > 0; got {} x {} and {}.",
        p_BQi.rows(), p_BQi.cols(),
        v_AQi_E == nullptr
            ? std::string("null")
            : fmt::format("{} x {}", v_AQi_E->rows(), v_AQi_E->cols())));
  }
  // v_AQi = v_ABo + ω_AB × p_BoQi, all expressed in E.
  const SpatialVelocity<T> V_AB_E =
      frame_B.CalcSpatialVelocity(context, frame_A, frame_E);
  const math::RotationMatrix<T> R_EB =
      CalcRelativeRotationMatrix(context, frame_E, frame_B);
  for (int i = 0; i < p_BQi.cols(); ++i) {
    const Vector3<T> p_BoQi_E = R_EB * Vector3<T>(p_BQi.col(i));
    v_AQi_E->col(i) =
        V_AB_E.translational() + V_AB_E.rotational().cross(p_BoQi_E);
  }
}

template <typename T>
int MultibodyPlant<T>::num_misc_continuous_states() const {
  ThrowIfNotFinalized("num_misc_continuous_states");
  // z holds the surface displacements of continuous plants.
  return is_discrete() ? 0 : num_surface_velocity_bodies();
}

template <typename T>
void MultibodyPlant<T>::CalcSpatialAccelerationsFromVdot(
    const systems::Context<T>& context, const VectorX<T>& known_vdot,
    std::vector<SpatialAcceleration<T>>* A_WB_array) const {
  CheckContext(context, "CalcSpatialAccelerationsFromVdot");
  DRAKE_THROW_UNLESS(A_WB_array != nullptr);
  if (static_cast<int>(A_WB_array->size()) != num_bodies() ||
      known_vdot.size() != num_velocities()) {
    throw std::logic_error(fmt::format(
        "CalcSpatialAccelerationsFromVdot(): A_WB_array must have {} entries "
        "and known_vdot {}.",
        num_bodies(), num_velocities()));
  }
  auto& ws = tree_->GetMutableWorkspace(context);
  tree_->CalcSpatialAccelerationsFromVdot(
      context, tree_->EvalPositionKinematics(context),
      tree_->EvalVelocityKinematics(context), known_vdot, true, &ws.A_WB);
  for (int b = 0; b < num_bodies(); ++b) {
    (*A_WB_array)[b].get_mutable_coeffs() =
        ws.A_WB[tree_->body_mobod(BodyIndex(b))];
  }
}

// ---------------------------------------------------------------------------
// Jacobians.

template <typename T>
void MultibodyPlant<T>::CalcJacobianSpatialVelocityWrtVInWorld(
    const systems::Context<T>& context, const Frame<T>& frame_B,
    const Vector3<T>& p_BoBp_B, const Frame<T>& frame_A,
    Matrix6X<T>* J_W) const {
  const auto& pc = tree_->EvalPositionKinematics(context);
  const int nv = num_velocities();
  J_W->resize(6, nv);
  // Point Bp in W.
  const math::RigidTransform<T> X_WF = frame_B.CalcPoseInWorld(context);
  const Vector3<T> p_WBp = X_WF * p_BoBp_B;
  const BodyIndex body_B = frame_B.body().index();
  const Vector3<T> p_BoBp_W =
      p_WBp - pc.get_X_WB(tree_->body_mobod(body_B)).translation();
  tree_->CalcJacobianSpatialVelocityInWorld(pc, body_B, p_BoBp_W, J_W);
  if (frame_A.body().index() != 0) {
    // Subtract the Jacobian of Ap, the point of A coincident with Bp.
    Matrix6X<T> J_A(6, nv);
    const BodyIndex body_A = frame_A.body().index();
    const Vector3<T> p_AoAp_W =
        p_WBp - pc.get_X_WB(tree_->body_mobod(body_A)).translation();
    tree_->CalcJacobianSpatialVelocityInWorld(pc, body_A, p_AoAp_W, &J_A);
    *J_W -= J_A;
  }
}

namespace {
// Converts a Jacobian wrt v into one wrt q̇: J_q̇ = J_v·N⁺(q).
template <typename T>
void ToQDot(const internal::MultibodyTree<T>& tree,
            const systems::Context<T>& context, const MatrixX<T>& J_v,
            EigenPtr<MatrixX<T>> J) {
  MatrixX<T> Nplus(tree.num_velocities(), tree.num_positions());
  tree.CalcNplusMatrix(tree.get_positions(context), &Nplus);
  *J = J_v * Nplus;
}
}  // namespace

template <typename T>
const std::vector<Eigen::MatrixX<T>>&
MultibodyPlant<T>::EvalBlockSystemJacobian(
    const systems::Context<T>& context) const {
  CheckContext(context, "EvalBlockSystemJacobian");
  return tree_->EvalBlockSystemJacobianCache(context).block_system_jacobian();
}

template <typename T>
const internal::BlockSystemJacobianCache<T>&
MultibodyPlant<T>::EvalBlockSystemJacobianCache(
    const systems::Context<T>& context) const {
  CheckContext(context, "EvalBlockSystemJacobianCache");
  return tree_->EvalBlockSystemJacobianCache(context);
}

template <typename T>
Eigen::MatrixX<T> MultibodyPlant<T>::CalcFullSystemJacobian(
    const systems::Context<T>& context) const {
  CheckContext(context, "CalcFullSystemJacobian");
  return tree_->EvalBlockSystemJacobianCache(context).ToFullMatrix();
}

template <typename T>
void MultibodyPlant<T>::CalcSystemJacobianTransposeTimesF(
    const systems::Context<T>& context,
    std::vector<SpatialForce<T>>* F_Bo_W_array,
    EigenPtr<VectorX<T>> tau) const {
  constexpr const char* kFunc = "CalcSystemJacobianTransposeTimesF";
  CheckContext(context, kFunc);
  const int num_mobods = tree_->num_mobods();
  if (F_Bo_W_array == nullptr) {
    throw std::logic_error(fmt::format(
        "{}(): F_Bo_W_array is null; expected a vector of {} spatial forces "
        "(one per mobilized body, by MobodIndex, World first).",
        kFunc, num_mobods));
  }
  if (static_cast<int>(F_Bo_W_array->size()) != num_mobods) {
    throw std::logic_error(fmt::format(
        "{}(): F_Bo_W_array has {} entries; expected {} (one per mobilized "
        "body of plant '{}', by MobodIndex, World first).",
        kFunc, F_Bo_W_array->size(), num_mobods, this->get_name()));
  }
  if (tau == nullptr) {
    throw std::logic_error(fmt::format(
        "{}(): tau is null; expected a vector of num_velocities() = {}.", kFunc,
        num_velocities()));
  }
  if (tau->size() != num_velocities()) {
    throw std::logic_error(fmt::format(
        "{}(): tau has size {}; expected num_velocities() = {} of plant "
        "'{}'.",
        kFunc, tau->size(), num_velocities(), this->get_name()));
  }
  tree_->CalcSystemJacobianTransposeTimesF(context, F_Bo_W_array, tau);
}

template <typename T>
void MultibodyPlant<T>::CalcJacobianSpatialVelocity(
    const systems::Context<T>& context, JacobianWrtVariable with_respect_to,
    const Frame<T>& frame_B, const Eigen::Ref<const Vector3<T>>& p_BoBp_B,
    const Frame<T>& frame_A, const Frame<T>& frame_E,
    EigenPtr<MatrixX<T>> Js_V_ABp_E) const {
  CheckContext(context, "CalcJacobianSpatialVelocity");
  ThrowUnlessFrameOf(*this, frame_B, "CalcJacobianSpatialVelocity");
  ThrowUnlessFrameOf(*this, frame_A, "CalcJacobianSpatialVelocity");
  ThrowUnlessFrameOf(*this, frame_E, "CalcJacobianSpatialVelocity");
  const int ns = with_respect_to == JacobianWrtVariable::kV ? num_velocities()
                                                            : num_positions();
  if (Js_V_ABp_E == nullptr || Js_V_ABp_E->rows() != 6 ||
      Js_V_ABp_E->cols() != ns) {
    throw std::logic_error(fmt::format(
        "CalcJacobianSpatialVelocity(): the output must be a non-null 6 x {} "
        "matrix.",
        ns));
  }
  Matrix6X<T> J_W;
  CalcJacobianSpatialVelocityWrtVInWorld(context, frame_B, Vector3<T>(p_BoBp_B),
                                         frame_A, &J_W);
  const math::RotationMatrix<T> R_EW =
      frame_E.CalcRotationMatrixInWorld(context).inverse();
  MatrixX<T> J_E(6, num_velocities());
  J_E.template topRows<3>() = R_EW.matrix() * J_W.template topRows<3>();
  J_E.template bottomRows<3>() = R_EW.matrix() * J_W.template bottomRows<3>();
  if (with_respect_to == JacobianWrtVariable::kV) {
    *Js_V_ABp_E = J_E;
  } else {
    ToQDot(*tree_, context, J_E, Js_V_ABp_E);
  }
}

template <typename T>
void MultibodyPlant<T>::CalcJacobianAngularVelocity(
    const systems::Context<T>& context, JacobianWrtVariable with_respect_to,
    const Frame<T>& frame_B, const Frame<T>& frame_A, const Frame<T>& frame_E,
    EigenPtr<Matrix3X<T>> Js_w_AB_E) const {
  CheckContext(context, "CalcJacobianAngularVelocity");
  ThrowUnlessFrameOf(*this, frame_B, "CalcJacobianAngularVelocity");
  ThrowUnlessFrameOf(*this, frame_A, "CalcJacobianAngularVelocity");
  ThrowUnlessFrameOf(*this, frame_E, "CalcJacobianAngularVelocity");
  const int ns = with_respect_to == JacobianWrtVariable::kV ? num_velocities()
                                                            : num_positions();
  if (Js_w_AB_E == nullptr || Js_w_AB_E->cols() != ns) {
    throw std::logic_error(fmt::format(
        "CalcJacobianAngularVelocity(): the output must be a non-null 3 x {} "
        "matrix.",
        ns));
  }
  MatrixX<T> J(6, ns);
  CalcJacobianSpatialVelocity(context, with_respect_to, frame_B,
                              Vector3<T>::Zero(), frame_A, frame_E, &J);
  *Js_w_AB_E = J.template topRows<3>();
}

template <typename T>
void MultibodyPlant<T>::CalcJacobianTranslationalVelocity(
    const systems::Context<T>& context, JacobianWrtVariable with_respect_to,
    const Frame<T>& frame_B, const Eigen::Ref<const Matrix3X<T>>& p_BoBi_B,
    const Frame<T>& frame_A, const Frame<T>& frame_E,
    EigenPtr<MatrixX<T>> Js_v_ABi_E) const {
  CheckContext(context, "CalcJacobianTranslationalVelocity");
  const int ns = with_respect_to == JacobianWrtVariable::kV ? num_velocities()
                                                            : num_positions();
  const int np = static_cast<int>(p_BoBi_B.cols());
  if (Js_v_ABi_E == nullptr || Js_v_ABi_E->rows() != 3 * np ||
      Js_v_ABi_E->cols() != ns) {
    throw std::logic_error(fmt::format(
        "CalcJacobianTranslationalVelocity(): the output must be a non-null "
        "{} x {} matrix (3 rows per point).",
        3 * np, ns));
  }
  MatrixX<T> J(6, ns);
  for (int i = 0; i < np; ++i) {
    CalcJacobianSpatialVelocity(context, with_respect_to, frame_B,
                                Vector3<T>(p_BoBi_B.col(i)), frame_A, frame_E,
                                &J);
    Js_v_ABi_E->block(3 * i, 0, 3, ns) = J.template bottomRows<3>();
  }
}

template <typename T>
void MultibodyPlant<T>::CalcJacobianPositionVector(
    const systems::Context<T>& context, const Frame<T>& frame_B,
    const Eigen::Ref<const Matrix3X<T>>& p_BoBi_B, const Frame<T>& frame_A,
    const Frame<T>& frame_E, EigenPtr<MatrixX<T>> Jq_p_AoBi_E) const {
  const int np = static_cast<int>(p_BoBi_B.cols());
  if (Jq_p_AoBi_E == nullptr || Jq_p_AoBi_E->rows() != 3 * np ||
      Jq_p_AoBi_E->cols() != num_positions()) {
    throw std::logic_error(fmt::format(
        "CalcJacobianPositionVector(): the output must be a non-null {} x {} "
        "matrix (3 rows per point, one column per position).",
        3 * np, num_positions()));
  }
  // ∂p_AoBi/∂q (derivatives taken in A) equals the translational velocity
  // Jacobian with respect to q̇.
  CalcJacobianTranslationalVelocity(context, JacobianWrtVariable::kQDot,
                                    frame_B, p_BoBi_B, frame_A, frame_E,
                                    Jq_p_AoBi_E);
}

template <typename T>
void MultibodyPlant<T>::CalcJacobianCenterOfMassTranslationalVelocity(
    const systems::Context<T>& context, JacobianWrtVariable with_respect_to,
    const Frame<T>& frame_A, const Frame<T>& frame_E,
    EigenPtr<Matrix3X<T>> Js_v_AScm_E) const {
  std::vector<ModelInstanceIndex> all;
  all.reserve(num_model_instances());
  for (int i = 0; i < num_model_instances(); ++i) {
    all.push_back(ModelInstanceIndex(i));
  }
  CalcJacobianCenterOfMassTranslationalVelocity(context, all, with_respect_to,
                                                frame_A, frame_E, Js_v_AScm_E);
}

template <typename T>
void MultibodyPlant<T>::CalcJacobianCenterOfMassTranslationalVelocity(
    const systems::Context<T>& context,
    const std::vector<ModelInstanceIndex>& model_instances,
    JacobianWrtVariable with_respect_to, const Frame<T>& frame_A,
    const Frame<T>& frame_E, EigenPtr<Matrix3X<T>> Js_v_AScm_E) const {
  CheckContext(context, "CalcJacobianCenterOfMassTranslationalVelocity");
  const int ns = with_respect_to == JacobianWrtVariable::kV ? num_velocities()
                                                            : num_positions();
  DRAKE_THROW_UNLESS(Js_v_AScm_E != nullptr && Js_v_AScm_E->cols() == ns);
  const std::set<int> instances = ValidInstanceSet(
      model_instances, "CalcJacobianCenterOfMassTranslationalVelocity");
  T total(0);
  Matrix3X<T> sum = Matrix3X<T>::Zero(3, ns);
  MatrixX<T> J(3, ns);
  for (int b = 1; b < num_bodies(); ++b) {
    const RigidBody<T>& body = get_body(BodyIndex(b));
    if (!instances.count(body.model_instance())) continue;
    const T mass = body.get_mass(context);
    const Vector3<T> com = body.CalcCenterOfMassInBodyFrame(context);
    CalcJacobianTranslationalVelocity(
        context, with_respect_to, body.body_frame(), com, frame_A, frame_E, &J);
    sum += mass * J;
    total += mass;
  }
  if (!(total > 0)) {
    throw std::logic_error(
        "CalcJacobianCenterOfMassTranslationalVelocity(): the selected bodies "
        "have no mass, so their center of mass is undefined.");
  }
  *Js_v_AScm_E = sum / total;
}

template <typename T>
SpatialAcceleration<T> MultibodyPlant<T>::CalcBiasSpatialAcceleration(
    const systems::Context<T>& context, JacobianWrtVariable with_respect_to,
    const Frame<T>& frame_B, const Eigen::Ref<const Vector3<T>>& p_BoBp_B,
    const Frame<T>& frame_A, const Frame<T>& frame_E) const {
  CheckContext(context, "CalcBiasSpatialAcceleration");
  ThrowUnlessFrameOf(*this, frame_B, "CalcBiasSpatialAcceleration");
  ThrowUnlessFrameOf(*this, frame_A, "CalcBiasSpatialAcceleration");
  ThrowUnlessFrameOf(*this, frame_E, "CalcBiasSpatialAcceleration");
  if (with_respect_to != JacobianWrtVariable::kV) {
    throw std::logic_error(
        "CalcBiasSpatialAcceleration(): only JacobianWrtVariable::kV is "
        "supported.");
  }
  // The acceleration of Bp in A with v̇ = 0.
  auto& ws = tree_->GetMutableWorkspace(context);
  const auto& pc = tree_->EvalPositionKinematics(context);
  const auto& vc = tree_->EvalVelocityKinematics(context);
  ws.vdot_in.setZero();
  tree_->CalcSpatialAccelerationsFromVdot(context, pc, vc, ws.vdot_in, true,
                                          &ws.A_WB);
  auto point_bias = [&](const Frame<T>& frame, const Vector3<T>& p_WQ) {
    const MobodIndex m = tree_->body_mobod(frame.body().index());
    const SpatialAcceleration<T> A_WB(ws.A_WB[m]);
    const Vector3<T> p_BoQ_W = p_WQ - pc.get_X_WB(m).translation();
    return A_WB.Shift(p_BoQ_W, vc.get_V_WB(m).rotational());
  };
  const Vector3<T> p_WBp =
      frame_B.CalcPoseInWorld(context) * Vector3<T>(p_BoBp_B);
  SpatialAcceleration<T> A_WBp = point_bias(frame_B, p_WBp);
  if (frame_A.body().index() != 0) {
    // A_ABp = A_WBp − A_WAp − 2 w_WA × v_ABp − w_WA × (w_WA × p_AoBp)
    // − α_WA × p_AoBp handled by the shift to Ap; Coriolis terms below.
    const MobodIndex mA = tree_->body_mobod(frame_A.body().index());
    const SpatialAcceleration<T> A_WAp = point_bias(frame_A, p_WBp);
    const Vector3<T>& w_WA = vc.get_V_WB(mA).rotational();
    const SpatialVelocity<T> V_WBp =
        vc.get_V_WB(tree_->body_mobod(frame_B.body().index()))
            .Shift(p_WBp -
                   pc.get_X_WB(tree_->body_mobod(frame_B.body().index()))
                       .translation());
    const SpatialVelocity<T> V_WAp =
        vc.get_V_WB(mA).Shift(p_WBp - pc.get_X_WB(mA).translation());
    const Vector3<T> v_ABp_W = V_WBp.translational() - V_WAp.translational();
    Vector3<T> alpha = A_WBp.rotational() - A_WAp.rotational() -
                       w_WA.cross(V_WBp.rotational() - V_WAp.rotational());
    Vector3<T> a =
        A_WBp.translational() - A_WAp.translational() - 2 * w_WA.cross(v_ABp_W);
    A_WBp = SpatialAcceleration<T>(alpha, a);
  }
  const math::RotationMatrix<T> R_EW =
      frame_E.CalcRotationMatrixInWorld(context).inverse();
  return R_EW * A_WBp;
}

template <typename T>
Matrix3X<T> MultibodyPlant<T>::CalcBiasTranslationalAcceleration(
    const systems::Context<T>& context, JacobianWrtVariable with_respect_to,
    const Frame<T>& frame_B, const Eigen::Ref<const Matrix3X<T>>& p_BoBi_B,
    const Frame<T>& frame_A, const Frame<T>& frame_E) const {
  Matrix3X<T> result(3, p_BoBi_B.cols());
  for (int i = 0; i < p_BoBi_B.cols(); ++i) {
    result.col(i) = CalcBiasSpatialAcceleration(
                        context, with_respect_to, frame_B,
                        Vector3<T>(p_BoBi_B.col(i)), frame_A, frame_E)
                        .translational();
  }
  return result;
}

template <typename T>
Vector3<T> MultibodyPlant<T>::CalcBiasCenterOfMassTranslationalAcceleration(
    const systems::Context<T>& context, JacobianWrtVariable with_respect_to,
    const Frame<T>& frame_A, const Frame<T>& frame_E) const {
  return CalcBiasCenterOfMassTranslationalAcceleration(
      context, AllInstances(*this), with_respect_to, frame_A, frame_E);
}

template <typename T>
Vector3<T> MultibodyPlant<T>::CalcBiasCenterOfMassTranslationalAcceleration(
    const systems::Context<T>& context,
    const std::vector<ModelInstanceIndex>& model_instances,
    JacobianWrtVariable with_respect_to, const Frame<T>& frame_A,
    const Frame<T>& frame_E) const {
  CheckContext(context, "CalcBiasCenterOfMassTranslationalAcceleration");
  const std::set<int> instances = ValidInstanceSet(
      model_instances, "CalcBiasCenterOfMassTranslationalAcceleration");
  T total(0);
  Vector3<T> sum = Vector3<T>::Zero();
  for (int b = 1; b < num_bodies(); ++b) {
    const RigidBody<T>& body = get_body(BodyIndex(b));
    if (!instances.count(body.model_instance())) continue;
    const T mass = body.get_mass(context);
    const Vector3<T> com = body.CalcCenterOfMassInBodyFrame(context);
    sum += mass * CalcBiasSpatialAcceleration(context, with_respect_to,
                                              body.body_frame(), com, frame_A,
                                              frame_E)
                      .translational();
    total += mass;
  }
  if (!(total > 0)) {
    throw std::logic_error(
        "CalcBiasCenterOfMassTranslationalAcceleration(): the selected bodies "
        "have no mass, so their center of mass is undefined.");
  }
  return sum / total;
}

// ---------------------------------------------------------------------------
// Selector and actuation matrices.

template <typename T>
MatrixX<T> MultibodyPlant<T>::MakeActuationMatrix() const {
  ThrowIfNotFinalized("MakeActuationMatrix");
  MatrixX<T> B = MatrixX<T>::Zero(num_velocities(), num_actuated_dofs());
  for (JointActuatorIndex a : GetJointActuatorIndices()) {
    const JointActuator<T>& actuator = get_joint_actuator(a);
    B(actuator.joint().velocity_start(), actuator.input_start()) = 1;
  }
  return B;
}

template <typename T>
Eigen::SparseMatrix<double>
MultibodyPlant<T>::MakeActuationMatrixPseudoinverse() const {
  ThrowIfNotFinalized("MakeActuationMatrixPseudoinverse");
  // B has one 1 per column; rows hit by k actuators get 1/k in B⁺.
  std::vector<int> count(num_velocities(), 0);
  for (JointActuatorIndex a : GetJointActuatorIndices()) {
    ++count[get_joint_actuator(a).joint().velocity_start()];
  }
  std::vector<Eigen::Triplet<double>> triplets;
  for (JointActuatorIndex a : GetJointActuatorIndices()) {
    const JointActuator<T>& actuator = get_joint_actuator(a);
    const int v = actuator.joint().velocity_start();
    triplets.emplace_back(actuator.input_start(), v, 1.0 / count[v]);
  }
  Eigen::SparseMatrix<double> Bplus(num_actuated_dofs(), num_velocities());
  Bplus.setFromTriplets(triplets.begin(), triplets.end());
  return Bplus;
}

template <typename T>
MatrixX<double> MultibodyPlant<T>::MakeStateSelectorMatrix(
    const std::vector<JointIndex>& user_to_joint_index_map) const {
  ThrowIfNotFinalized("MakeStateSelectorMatrix");
  std::set<int> seen;
  int nq_s = 0;
  int nv_s = 0;
  for (JointIndex j : user_to_joint_index_map) {
    if (!seen.insert(j).second) {
      throw std::logic_error(fmt::format(
          "MakeStateSelectorMatrix(): joint '{}' appears more than once.",
          get_joint(j).name()));
    }
    nq_s += get_joint(j).num_positions();
    nv_s += get_joint(j).num_velocities();
  }
  MatrixX<double> Sx =
      MatrixX<double>::Zero(nq_s + nv_s, num_multibody_states());
  int row_q = 0;
  int row_v = nq_s;
  for (JointIndex j : user_to_joint_index_map) {
    const Joint<T>& joint = get_joint(j);
    for (int k = 0; k < joint.num_positions(); ++k) {
      Sx(row_q++, joint.position_start() + k) = 1;
    }
    for (int k = 0; k < joint.num_velocities(); ++k) {
      Sx(row_v++, num_positions() + joint.velocity_start() + k) = 1;
    }
  }
  return Sx;
}

template <typename T>
MatrixX<double> MultibodyPlant<T>::MakeActuatorSelectorMatrix(
    const std::vector<JointActuatorIndex>& user_to_actuator_index_map) const {
  ThrowIfNotFinalized("MakeActuatorSelectorMatrix");
  const int n = static_cast<int>(user_to_actuator_index_map.size());
  MatrixX<double> Su = MatrixX<double>::Zero(num_actuated_dofs(), n);
  for (int k = 0; k < n; ++k) {
    Su(get_joint_actuator(user_to_actuator_index_map[k]).input_start(), k) = 1;
  }
  return Su;
}

template <typename T>
MatrixX<double> MultibodyPlant<T>::MakeActuatorSelectorMatrix(
    const std::vector<JointIndex>& user_to_joint_index_map) const {
  ThrowIfNotFinalized("MakeActuatorSelectorMatrix");
  std::vector<JointActuatorIndex> actuators;
  for (JointIndex j : user_to_joint_index_map) {
    std::optional<JointActuatorIndex> found;
    for (JointActuatorIndex a : GetJointActuatorIndices()) {
      if (get_joint_actuator(a).joint().index() == j) found = a;
    }
    if (!found) {
      throw std::logic_error(fmt::format(
          "MakeActuatorSelectorMatrix(): joint '{}' has no actuator.",
          get_joint(j).name()));
    }
    actuators.push_back(*found);
  }
  return MakeActuatorSelectorMatrix(actuators);
}

// ---------------------------------------------------------------------------
// Mass properties.

template <typename T>
T MultibodyPlant<T>::CalcTotalMass(const systems::Context<T>& context) const {
  return CalcTotalMass(context, AllInstances(*this));
}

template <typename T>
T MultibodyPlant<T>::CalcTotalMass(
    const systems::Context<T>& context,
    const std::vector<ModelInstanceIndex>& model_instances) const {
  CheckContext(context, "CalcTotalMass");
  const std::set<int> instances =
      ValidInstanceSet(model_instances, "CalcTotalMass");
  T total(0);
  for (int b = 1; b < num_bodies(); ++b) {
    const RigidBody<T>& body = get_body(BodyIndex(b));
    if (instances.count(body.model_instance())) total += body.get_mass(context);
  }
  return total;
}

template <typename T>
Vector3<T> MultibodyPlant<T>::CalcCenterOfMassPositionInWorld(
    const systems::Context<T>& context) const {
  return CalcCenterOfMassPositionInWorld(context, AllInstances(*this));
}

template <typename T>
Vector3<T> MultibodyPlant<T>::CalcCenterOfMassPositionInWorld(
    const systems::Context<T>& context,
    const std::vector<ModelInstanceIndex>& model_instances) const {
  CheckContext(context, "CalcCenterOfMassPositionInWorld");
  const std::set<int> instances =
      ValidInstanceSet(model_instances, "CalcCenterOfMassPositionInWorld");
  T total(0);
  Vector3<T> sum = Vector3<T>::Zero();
  for (int b = 1; b < num_bodies(); ++b) {
    const RigidBody<T>& body = get_body(BodyIndex(b));
    if (!instances.count(body.model_instance())) continue;
    const T mass = body.get_mass(context);
    sum += mass * (body.EvalPoseInWorld(context) *
                   body.CalcCenterOfMassInBodyFrame(context));
    total += mass;
  }
  if (!(total > 0)) {
    throw std::logic_error(
        "CalcCenterOfMassPositionInWorld(): the selected bodies have no mass "
        "(or there are none besides world), so the center of mass is "
        "undefined.");
  }
  return sum / total;
}

template <typename T>
Vector3<T> MultibodyPlant<T>::CalcCenterOfMassTranslationalVelocityInWorld(
    const systems::Context<T>& context) const {
  return CalcCenterOfMassTranslationalVelocityInWorld(context,
                                                      AllInstances(*this));
}

template <typename T>
Vector3<T> MultibodyPlant<T>::CalcCenterOfMassTranslationalVelocityInWorld(
    const systems::Context<T>& context,
    const std::vector<ModelInstanceIndex>& model_instances) const {
  CheckContext(context, "CalcCenterOfMassTranslationalVelocityInWorld");
  const std::set<int> instances = ValidInstanceSet(
      model_instances, "CalcCenterOfMassTranslationalVelocityInWorld");
  T total(0);
  Vector3<T> sum = Vector3<T>::Zero();
  for (int b = 1; b < num_bodies(); ++b) {
    const RigidBody<T>& body = get_body(BodyIndex(b));
    if (!instances.count(body.model_instance())) continue;
    const T mass = body.get_mass(context);
    sum += mass * body.CalcCenterOfMassTranslationalVelocityInWorld(context);
    total += mass;
  }
  if (!(total > 0)) {
    throw std::logic_error(
        "CalcCenterOfMassTranslationalVelocityInWorld(): the selected bodies "
        "have no mass, so the center of mass is undefined.");
  }
  return sum / total;
}

template <typename T>
Vector3<T> MultibodyPlant<T>::CalcCenterOfMassTranslationalAccelerationInWorld(
    const systems::Context<T>& context) const {
  return CalcCenterOfMassTranslationalAccelerationInWorld(context,
                                                          AllInstances(*this));
}

template <typename T>
Vector3<T> MultibodyPlant<T>::CalcCenterOfMassTranslationalAccelerationInWorld(
    const systems::Context<T>& context,
    const std::vector<ModelInstanceIndex>& model_instances) const {
  CheckContext(context, "CalcCenterOfMassTranslationalAccelerationInWorld");
  const std::set<int> instances = ValidInstanceSet(
      model_instances, "CalcCenterOfMassTranslationalAccelerationInWorld");
  T total(0);
  Vector3<T> sum = Vector3<T>::Zero();
  for (int b = 1; b < num_bodies(); ++b) {
    const RigidBody<T>& body = get_body(BodyIndex(b));
    if (!instances.count(body.model_instance())) continue;
    const T mass = body.get_mass(context);
    const Vector3<T> p_BoBcm_W = body.EvalPoseInWorld(context).rotation() *
                                 body.CalcCenterOfMassInBodyFrame(context);
    sum +=
        mass * body.EvalSpatialAccelerationInWorld(context)
                   .Shift(p_BoBcm_W,
                          body.EvalSpatialVelocityInWorld(context).rotational())
                   .translational();
    total += mass;
  }
  if (!(total > 0)) {
    throw std::logic_error(
        "CalcCenterOfMassTranslationalAccelerationInWorld(): the selected "
        "bodies have no mass, so the center of mass is undefined.");
  }
  return sum / total;
}

template <typename T>
SpatialMomentum<T> MultibodyPlant<T>::CalcSpatialMomentumInWorldAboutPoint(
    const systems::Context<T>& context, const Vector3<T>& p_WoP_W) const {
  return CalcSpatialMomentumInWorldAboutPoint(context, AllInstances(*this),
                                              p_WoP_W);
}

template <typename T>
SpatialMomentum<T> MultibodyPlant<T>::CalcSpatialMomentumInWorldAboutPoint(
    const systems::Context<T>& context,
    const std::vector<ModelInstanceIndex>& model_instances,
    const Vector3<T>& p_WoP_W) const {
  CheckContext(context, "CalcSpatialMomentumInWorldAboutPoint");
  for (ModelInstanceIndex i : model_instances) {
    tree_->ThrowIfInvalidModelInstance(i,
                                       "CalcSpatialMomentumInWorldAboutPoint");
  }
  std::set<int> instances(model_instances.begin(), model_instances.end());
  SpatialMomentum<T> L = SpatialMomentum<T>::Zero();
  for (int b = 1; b < num_bodies(); ++b) {
    const RigidBody<T>& body = get_body(BodyIndex(b));
    if (!instances.count(body.model_instance())) continue;
    const math::RigidTransform<T>& X_WB = body.EvalPoseInWorld(context);
    const SpatialInertia<T> M_BBo_W =
        body.CalcSpatialInertiaInBodyFrame(context).ReExpress(X_WB.rotation());
    SpatialMomentum<T> L_WBo_W =
        M_BBo_W * body.EvalSpatialVelocityInWorld(context);
    L += L_WBo_W.Shift(p_WoP_W - X_WB.translation());
  }
  return L;
}

template <typename T>
SpatialInertia<T> MultibodyPlant<T>::CalcSpatialInertia(
    const systems::Context<T>& context, const Frame<T>& frame_F,
    const std::vector<BodyIndex>& body_indexes) const {
  CheckContext(context, "CalcSpatialInertia");
  ThrowUnlessFrameOf(*this, frame_F, "CalcSpatialInertia");
  std::set<int> seen;
  const math::RigidTransform<T> X_WF = frame_F.CalcPoseInWorld(context);
  SpatialInertia<T> M_SFo_W = SpatialInertia<T>::Zero();
  for (BodyIndex b : body_indexes) {
    if (!b.is_valid() || b >= num_bodies()) {
      throw std::logic_error(fmt::format(
          "CalcSpatialInertia(): body index {} is invalid; this plant has {} "
          "bodies.",
          b.is_valid() ? std::to_string(b) : std::string("(invalid)"),
          num_bodies()));
    }
    if (!seen.insert(b).second) {
      throw std::logic_error(fmt::format(
          "CalcSpatialInertia(): body '{}' is listed more than once.",
          get_body(b).name()));
    }
    if (b == 0) continue;
    const RigidBody<T>& body = get_body(b);
    const math::RigidTransform<T>& X_WB = body.EvalPoseInWorld(context);
    SpatialInertia<T> M =
        body.CalcSpatialInertiaInBodyFrame(context).ReExpress(X_WB.rotation());
    M.ShiftInPlace(X_WF.translation() - X_WB.translation());
    M_SFo_W += M;
  }
  return M_SFo_W.ReExpress(X_WF.rotation().inverse());
}

// ---------------------------------------------------------------------------
// Ports.

template <typename T>
const systems::InputPort<T>& MultibodyPlant<T>::get_actuation_input_port()
    const {
  ThrowIfNotFinalized("get_actuation_input_port");
  return this->get_input_port(actuation_port_);
}

template <typename T>
const systems::InputPort<T>& MultibodyPlant<T>::get_actuation_input_port(
    ModelInstanceIndex model_instance) const {
  ThrowIfNotFinalized("get_actuation_input_port");
  tree_->ThrowIfInvalidModelInstance(model_instance,
                                     "get_actuation_input_port");
  return this->get_input_port(instance_actuation_ports_[model_instance]);
}

template <typename T>
const systems::InputPort<T>&
MultibodyPlant<T>::get_applied_generalized_force_input_port() const {
  ThrowIfNotFinalized("get_applied_generalized_force_input_port");
  return this->get_input_port(applied_generalized_force_port_);
}

template <typename T>
const systems::InputPort<T>&
MultibodyPlant<T>::get_applied_spatial_force_input_port() const {
  ThrowIfNotFinalized("get_applied_spatial_force_input_port");
  return this->get_input_port(applied_spatial_force_port_);
}

template <typename T>
const systems::InputPort<T>& MultibodyPlant<T>::get_desired_state_input_port(
    ModelInstanceIndex model_instance) const {
  ThrowIfNotFinalized("get_desired_state_input_port");
  tree_->ThrowIfInvalidModelInstance(model_instance,
                                     "get_desired_state_input_port");
  return this->get_input_port(instance_desired_state_ports_[model_instance]);
}

template <typename T>
const systems::OutputPort<T>& MultibodyPlant<T>::get_state_output_port() const {
  ThrowIfNotFinalized("get_state_output_port");
  return this->get_output_port(state_port_);
}

template <typename T>
const systems::OutputPort<T>& MultibodyPlant<T>::get_state_output_port(
    ModelInstanceIndex model_instance) const {
  ThrowIfNotFinalized("get_state_output_port");
  tree_->ThrowIfInvalidModelInstance(model_instance, "get_state_output_port");
  return this->get_output_port(instance_state_ports_[model_instance]);
}

template <typename T>
const systems::OutputPort<T>& MultibodyPlant<T>::get_body_poses_output_port()
    const {
  ThrowIfNotFinalized("get_body_poses_output_port");
  return this->get_output_port(body_poses_port_);
}

template <typename T>
const systems::OutputPort<T>&
MultibodyPlant<T>::get_body_spatial_velocities_output_port() const {
  ThrowIfNotFinalized("get_body_spatial_velocities_output_port");
  return this->get_output_port(body_velocities_port_);
}

template <typename T>
const systems::OutputPort<T>&
MultibodyPlant<T>::get_body_spatial_accelerations_output_port() const {
  ThrowIfNotFinalized("get_body_spatial_accelerations_output_port");
  return this->get_output_port(body_accelerations_port_);
}

template <typename T>
const systems::OutputPort<T>&
MultibodyPlant<T>::get_generalized_acceleration_output_port() const {
  ThrowIfNotFinalized("get_generalized_acceleration_output_port");
  return this->get_output_port(generalized_acceleration_port_);
}

template <typename T>
const systems::OutputPort<T>&
MultibodyPlant<T>::get_generalized_acceleration_output_port(
    ModelInstanceIndex model_instance) const {
  ThrowIfNotFinalized("get_generalized_acceleration_output_port");
  tree_->ThrowIfInvalidModelInstance(
      model_instance, "get_generalized_acceleration_output_port");
  return this->get_output_port(
      instance_generalized_acceleration_ports_[model_instance]);
}

template <typename T>
const systems::OutputPort<T>&
MultibodyPlant<T>::get_generalized_contact_forces_output_port(
    ModelInstanceIndex model_instance) const {
  ThrowIfNotFinalized("get_generalized_contact_forces_output_port");
  tree_->ThrowIfInvalidModelInstance(
      model_instance, "get_generalized_contact_forces_output_port");
  return this->get_output_port(instance_contact_forces_ports_[model_instance]);
}

template <typename T>
const systems::OutputPort<T>& MultibodyPlant<T>::get_net_actuation_output_port()
    const {
  ThrowIfNotFinalized("get_net_actuation_output_port");
  return this->get_output_port(net_actuation_port_);
}

template <typename T>
const systems::OutputPort<T>& MultibodyPlant<T>::get_net_actuation_output_port(
    ModelInstanceIndex model_instance) const {
  ThrowIfNotFinalized("get_net_actuation_output_port");
  tree_->ThrowIfInvalidModelInstance(model_instance,
                                     "get_net_actuation_output_port");
  return this->get_output_port(instance_net_actuation_ports_[model_instance]);
}

template <typename T>
const systems::OutputPort<T>&
MultibodyPlant<T>::get_reaction_forces_output_port() const {
  ThrowIfNotFinalized("get_reaction_forces_output_port");
  return this->get_output_port(reaction_forces_port_);
}

// The members defined in this file, instantiated member by member: the
// class itself is instantiated in multibody_plant.cc only (see the comment
// at the top of that file). Add every member defined here to this list.
#define MALLARD_INSTANTIATE_QUERY_MEMBERS(T)                                   \
  template void MultibodyPlant<T>::ThrowForceElementTypeMismatch(              \
      ForceElementIndex index, const std::type_info& requested_type) const;    \
  template void MultibodyPlant<T>::ThrowIfBodyNotInPlant(                      \
      const RigidBody<T>& body, const char* func) const;                       \
  template std::set<int> MultibodyPlant<T>::ValidInstanceSet(                  \
      const std::vector<ModelInstanceIndex>& model_instances,                  \
      const char* func) const;                                                 \
  template int MultibodyPlant<T>::NumBodiesWithName(std::string_view name)     \
      const;                                                                   \
  template int MultibodyPlant<T>::num_actuators(                               \
      ModelInstanceIndex model_instance) const;                                \
  template int MultibodyPlant<T>::num_positions(                               \
      ModelInstanceIndex model_instance) const;                                \
  template int MultibodyPlant<T>::num_velocities(                              \
      ModelInstanceIndex model_instance) const;                                \
  template int MultibodyPlant<T>::num_multibody_states(                        \
      ModelInstanceIndex model_instance) const;                                \
  template int MultibodyPlant<T>::num_actuated_dofs(                           \
      ModelInstanceIndex model_instance) const;                                \
  template std::vector<JointIndex> MultibodyPlant<T>::GetJointIndices(         \
      ModelInstanceIndex instance) const;                                      \
  template std::vector<JointActuatorIndex>                                     \
  MultibodyPlant<T>::GetJointActuatorIndices(ModelInstanceIndex instance)      \
      const;                                                                   \
  template std::vector<JointIndex> MultibodyPlant<T>::GetActuatedJointIndices( \
      ModelInstanceIndex instance) const;                                      \
  template std::vector<BodyIndex> MultibodyPlant<T>::GetBodyIndices(           \
      ModelInstanceIndex instance) const;                                      \
  template std::vector<FrameIndex> MultibodyPlant<T>::GetFrameIndices(         \
      ModelInstanceIndex instance) const;                                      \
  template bool MultibodyPlant<T>::HasBodyNamed(const std::string& name)       \
      const;                                                                   \
  template bool MultibodyPlant<T>::HasBodyNamed(                               \
      const std::string& name, ModelInstanceIndex model_instance) const;       \
  template const RigidBody<T>& MultibodyPlant<T>::GetBodyByName(               \
      const std::string& name) const;                                          \
  template const RigidBody<T>& MultibodyPlant<T>::GetBodyByName(               \
      const std::string& name, ModelInstanceIndex model_instance) const;       \
  template bool MultibodyPlant<T>::HasFrameNamed(const std::string& name)      \
      const;                                                                   \
  template bool MultibodyPlant<T>::HasFrameNamed(                              \
      const std::string& name, ModelInstanceIndex model_instance) const;       \
  template const Frame<T>& MultibodyPlant<T>::GetFrameByName(                  \
      const std::string& name) const;                                          \
  template const Frame<T>& MultibodyPlant<T>::GetFrameByName(                  \
      const std::string& name, ModelInstanceIndex model_instance) const;       \
  template bool MultibodyPlant<T>::HasJointNamed(const std::string& name)      \
      const;                                                                   \
  template bool MultibodyPlant<T>::HasJointNamed(                              \
      const std::string& name, ModelInstanceIndex model_instance) const;       \
  template bool MultibodyPlant<T>::HasJointActuatorNamed(                      \
      const std::string& name) const;                                          \
  template bool MultibodyPlant<T>::HasJointActuatorNamed(                      \
      const std::string& name, ModelInstanceIndex model_instance) const;       \
  template const JointActuator<T>& MultibodyPlant<T>::GetJointActuatorByName(  \
      const std::string& name) const;                                          \
  template const JointActuator<T>& MultibodyPlant<T>::GetJointActuatorByName(  \
      const std::string& name, ModelInstanceIndex model_instance) const;       \
  template std::vector<const RigidBody<T>*>                                    \
  MultibodyPlant<T>::GetBodiesWeldedTo(const RigidBody<T>& body) const;        \
  template std::vector<BodyIndex>                                              \
  MultibodyPlant<T>::GetBodiesKinematicallyAffectedBy(                         \
      const std::vector<JointIndex>& joint_indexes) const;                     \
  template std::vector<std::string> MultibodyPlant<T>::GetPositionNames(       \
      bool add_model_instance_prefix, bool always_add_suffix) const;           \
  template std::vector<std::string> MultibodyPlant<T>::GetPositionNames(       \
      ModelInstanceIndex model_instance, bool add_model_instance_prefix,       \
      bool always_add_suffix) const;                                           \
  template std::vector<std::string> MultibodyPlant<T>::GetVelocityNames(       \
      bool add_model_instance_prefix, bool always_add_suffix) const;           \
  template std::vector<std::string> MultibodyPlant<T>::GetVelocityNames(       \
      ModelInstanceIndex model_instance, bool add_model_instance_prefix,       \
      bool always_add_suffix) const;                                           \
  template std::vector<std::string> MultibodyPlant<T>::GetStateNames(          \
      bool add_model_instance_prefix) const;                                   \
  template std::vector<std::string> MultibodyPlant<T>::GetStateNames(          \
      ModelInstanceIndex model_instance, bool add_model_instance_prefix)       \
      const;                                                                   \
  template std::vector<std::string> MultibodyPlant<T>::GetActuatorNames(       \
      bool add_model_instance_prefix) const;                                   \
  template std::vector<std::string> MultibodyPlant<T>::GetActuatorNames(       \
      ModelInstanceIndex model_instance, bool add_model_instance_prefix)       \
      const;                                                                   \
  template VectorX<double> MultibodyPlant<T>::GetPositionLowerLimits() const;  \
  template VectorX<double> MultibodyPlant<T>::GetPositionUpperLimits() const;  \
  template VectorX<double> MultibodyPlant<T>::GetVelocityLowerLimits() const;  \
  template VectorX<double> MultibodyPlant<T>::GetVelocityUpperLimits() const;  \
  template VectorX<double> MultibodyPlant<T>::GetAccelerationLowerLimits()     \
      const;                                                                   \
  template VectorX<double> MultibodyPlant<T>::GetAccelerationUpperLimits()     \
      const;                                                                   \
  template VectorX<double> MultibodyPlant<T>::GetEffortLowerLimits() const;    \
  template VectorX<double> MultibodyPlant<T>::GetEffortUpperLimits() const;    \
  template std::string MultibodyPlant<T>::GetTopologyGraphvizString() const;   \
  template Eigen::VectorBlock<const VectorX<T>>                                \
  MultibodyPlant<T>::GetPositionsAndVelocities(                                \
      const systems::Context<T>& context) const;                               \
  template VectorX<T> MultibodyPlant<T>::GetPositionsAndVelocities(            \
      const systems::Context<T>& context, ModelInstanceIndex model_instance)   \
      const;                                                                   \
  template void MultibodyPlant<T>::GetPositionsAndVelocities(                  \
      const systems::Context<T>& context, ModelInstanceIndex model_instance,   \
      EigenPtr<VectorX<T>> qv_out) const;                                      \
  template void MultibodyPlant<T>::SetPositionsAndVelocities(                  \
      systems::Context<T>* context, const Eigen::Ref<const VectorX<T>>& q_v)   \
      const;                                                                   \
  template void MultibodyPlant<T>::SetPositionsAndVelocities(                  \
      systems::Context<T>* context, ModelInstanceIndex model_instance,         \
      const Eigen::Ref<const VectorX<T>>& q_v) const;                          \
  template Eigen::VectorBlock<const VectorX<T>>                                \
  MultibodyPlant<T>::GetPositions(const systems::Context<T>& context) const;   \
  template Eigen::VectorBlock<VectorX<T>>                                      \
  MultibodyPlant<T>::GetMutablePositionsAndVelocities(                         \
      systems::Context<T>* context) const;                                     \
  template Eigen::VectorBlock<VectorX<T>>                                      \
  MultibodyPlant<T>::GetMutablePositions(systems::Context<T>* context) const;  \
  template Eigen::VectorBlock<VectorX<T>>                                      \
  MultibodyPlant<T>::GetMutableVelocities(systems::Context<T>* context) const; \
  template Eigen::VectorBlock<VectorX<T>>                                      \
  MultibodyPlant<T>::GetMutablePositions(const systems::Context<T>& context,   \
                                         systems::State<T>* state) const;      \
  template Eigen::VectorBlock<VectorX<T>>                                      \
  MultibodyPlant<T>::GetMutableVelocities(const systems::Context<T>& context,  \
                                          systems::State<T>* state) const;     \
  template VectorX<T> MultibodyPlant<T>::GetPositions(                         \
      const systems::Context<T>& context, ModelInstanceIndex model_instance)   \
      const;                                                                   \
  template void MultibodyPlant<T>::GetPositions(                               \
      const systems::Context<T>& context, ModelInstanceIndex model_instance,   \
      EigenPtr<VectorX<T>> q_out) const;                                       \
  template void MultibodyPlant<T>::SetPositions(                               \
      systems::Context<T>* context, const Eigen::Ref<const VectorX<T>>& q)     \
      const;                                                                   \
  template void MultibodyPlant<T>::SetPositions(                               \
      systems::Context<T>* context, ModelInstanceIndex model_instance,         \
      const Eigen::Ref<const VectorX<T>>& q_instance) const;                   \
  template void MultibodyPlant<T>::SetPositions(                               \
      const systems::Context<T>& context, systems::State<T>* state,            \
      ModelInstanceIndex model_instance,                                       \
      const Eigen::Ref<const VectorX<T>>& q_instance) const;                   \
  template Eigen::VectorBlock<const VectorX<T>>                                \
  MultibodyPlant<T>::GetVelocities(const systems::Context<T>& context) const;  \
  template VectorX<T> MultibodyPlant<T>::GetVelocities(                        \
      const systems::Context<T>& context, ModelInstanceIndex model_instance)   \
      const;                                                                   \
  template void MultibodyPlant<T>::GetVelocities(                              \
      const systems::Context<T>& context, ModelInstanceIndex model_instance,   \
      EigenPtr<VectorX<T>> v_out) const;                                       \
  template void MultibodyPlant<T>::SetVelocities(                              \
      systems::Context<T>* context, const Eigen::Ref<const VectorX<T>>& v)     \
      const;                                                                   \
  template void MultibodyPlant<T>::SetVelocities(                              \
      systems::Context<T>* context, ModelInstanceIndex model_instance,         \
      const Eigen::Ref<const VectorX<T>>& v_instance) const;                   \
  template void MultibodyPlant<T>::SetVelocities(                              \
      const systems::Context<T>& context, systems::State<T>* state,            \
      ModelInstanceIndex model_instance,                                       \
      const Eigen::Ref<const VectorX<T>>& v_instance) const;                   \
  template VectorX<T> MultibodyPlant<T>::GetDefaultPositions() const;          \
  template VectorX<T> MultibodyPlant<T>::GetDefaultPositions(                  \
      ModelInstanceIndex model_instance) const;                                \
  template void MultibodyPlant<T>::SetDefaultPositions(                        \
      const Eigen::Ref<const Eigen::VectorXd>& q);                             \
  template void MultibodyPlant<T>::SetDefaultPositions(                        \
      ModelInstanceIndex model_instance,                                       \
      const Eigen::Ref<const Eigen::VectorXd>& q_instance);                    \
  template VectorX<T> MultibodyPlant<T>::GetPositionsFromArray(                \
      ModelInstanceIndex model_instance,                                       \
      const Eigen::Ref<const VectorX<T>>& q) const;                            \
  template void MultibodyPlant<T>::SetPositionsInArray(                        \
      ModelInstanceIndex model_instance,                                       \
      const Eigen::Ref<const VectorX<T>>& q_instance, EigenPtr<VectorX<T>> q)  \
      const;                                                                   \
  template VectorX<T> MultibodyPlant<T>::GetVelocitiesFromArray(               \
      ModelInstanceIndex model_instance,                                       \
      const Eigen::Ref<const VectorX<T>>& v) const;                            \
  template void MultibodyPlant<T>::SetVelocitiesInArray(                       \
      ModelInstanceIndex model_instance,                                       \
      const Eigen::Ref<const VectorX<T>>& v_instance, EigenPtr<VectorX<T>> v)  \
      const;                                                                   \
  template VectorX<T> MultibodyPlant<T>::GetActuationFromArray(                \
      ModelInstanceIndex model_instance,                                       \
      const Eigen::Ref<const VectorX<T>>& u) const;                            \
  template void MultibodyPlant<T>::SetActuationInArray(                        \
      ModelInstanceIndex model_instance,                                       \
      const Eigen::Ref<const VectorX<T>>& u_instance, EigenPtr<VectorX<T>> u)  \
      const;                                                                   \
  template void MultibodyPlant<T>::CheckFreeBody(const RigidBody<T>& body,     \
                                                 const char* func) const;      \
  template std::unordered_set<BodyIndex>                                       \
  MultibodyPlant<T>::GetFloatingBaseBodies() const;                            \
  template math::RigidTransform<T> MultibodyPlant<T>::GetFreeBodyPose(         \
      const systems::Context<T>& context, const RigidBody<T>& body) const;     \
  template void MultibodyPlant<T>::SetFreeBodyPose(                            \
      systems::Context<T>* context, const RigidBody<T>& body,                  \
      const math::RigidTransform<T>& X_PB) const;                              \
  template void MultibodyPlant<T>::SetFreeBodyPose(                            \
      const systems::Context<T>& context, systems::State<T>* state,            \
      const RigidBody<T>& body, const math::RigidTransform<T>& X_PB) const;    \
  template void MultibodyPlant<T>::SetFreeBodySpatialVelocity(                 \
      systems::Context<T>* context, const RigidBody<T>& body,                  \
      const SpatialVelocity<T>& V_PB) const;                                   \
  template void MultibodyPlant<T>::SetFreeBodySpatialVelocity(                 \
      const systems::Context<T>& context, systems::State<T>* state,            \
      const RigidBody<T>& body, const SpatialVelocity<T>& V_PB) const;         \
  template void MultibodyPlant<T>::SetDefaultFreeBodyPose(                     \
      const RigidBody<T>& body, const math::RigidTransform<double>& X_PB);     \
  template math::RigidTransform<double>                                        \
  MultibodyPlant<T>::GetDefaultFreeBodyPose(const RigidBody<T>& body) const;   \
  template void MultibodyPlant<T>::SetFreeBodyPoseInWorldFrame(                \
      systems::Context<T>* context, const RigidBody<T>& body,                  \
      const math::RigidTransform<T>& X_WB) const;                              \
  template void MultibodyPlant<T>::SetFreeBodyPoseInAnchoredFrame(             \
      systems::Context<T>* context, const Frame<T>& frame_F,                   \
      const RigidBody<T>& body, const math::RigidTransform<T>& X_FB) const;    \
  template bool MultibodyPlant<T>::HasUniqueFreeBaseBody(                      \
      ModelInstanceIndex model_instance) const;                                \
  template const RigidBody<T>&                                                 \
  MultibodyPlant<T>::GetUniqueFreeBaseBodyOrThrow(                             \
      ModelInstanceIndex model_instance) const;                                \
  template const math::RigidTransform<T>&                                      \
  MultibodyPlant<T>::EvalBodyPoseInWorld(const systems::Context<T>& context,   \
                                         const RigidBody<T>& body_B) const;    \
  template const SpatialVelocity<T>&                                           \
  MultibodyPlant<T>::EvalBodySpatialVelocityInWorld(                           \
      const systems::Context<T>& context, const RigidBody<T>& body_B) const;   \
  template const SpatialAcceleration<T>&                                       \
  MultibodyPlant<T>::EvalBodySpatialAccelerationInWorld(                       \
      const systems::Context<T>& context, const RigidBody<T>& body_B) const;   \
  template math::RigidTransform<T> MultibodyPlant<T>::CalcRelativeTransform(   \
      const systems::Context<T>& context, const Frame<T>& frame_A,             \
      const Frame<T>& frame_B) const;                                          \
  template math::RotationMatrix<T>                                             \
  MultibodyPlant<T>::CalcRelativeRotationMatrix(                               \
      const systems::Context<T>& context, const Frame<T>& frame_A,             \
      const Frame<T>& frame_B) const;                                          \
  template void MultibodyPlant<T>::CalcPointsPositions(                        \
      const systems::Context<T>& context, const Frame<T>& frame_B,             \
      const Eigen::Ref<const MatrixX<T>>& p_BQi, const Frame<T>& frame_A,      \
      EigenPtr<MatrixX<T>> p_AQi) const;                                       \
  template void MultibodyPlant<T>::CalcPointsVelocities(                       \
      const systems::Context<T>& context, const Frame<T>& frame_B,             \
      const Eigen::Ref<const MatrixX<T>>& p_BQi, const Frame<T>& frame_A,      \
      const Frame<T>& frame_E, EigenPtr<MatrixX<T>> v_AQi_E) const;            \
  template int MultibodyPlant<T>::num_misc_continuous_states() const;          \
  template void MultibodyPlant<T>::CalcSpatialAccelerationsFromVdot(           \
      const systems::Context<T>& context, const VectorX<T>& known_vdot,        \
      std::vector<SpatialAcceleration<T>>* A_WB_array) const;                  \
  template void MultibodyPlant<T>::CalcJacobianSpatialVelocityWrtVInWorld(     \
      const systems::Context<T>& context, const Frame<T>& frame_B,             \
      const Vector3<T>& p_BoBp_B, const Frame<T>& frame_A, Matrix6X<T>* J_W)   \
      const;                                                                   \
  template const std::vector<Eigen::MatrixX<T>>&                               \
  MultibodyPlant<T>::EvalBlockSystemJacobian(const systems::Context<T>&)       \
      const;                                                                   \
  template const internal::BlockSystemJacobianCache<T>&                        \
  MultibodyPlant<T>::EvalBlockSystemJacobianCache(const systems::Context<T>&)  \
      const;                                                                   \
  template Eigen::MatrixX<T> MultibodyPlant<T>::CalcFullSystemJacobian(        \
      const systems::Context<T>&) const;                                       \
  template void MultibodyPlant<T>::CalcSystemJacobianTransposeTimesF(          \
      const systems::Context<T>&, std::vector<SpatialForce<T>>*,               \
      EigenPtr<VectorX<T>>) const;                                             \
  template void MultibodyPlant<T>::CalcJacobianSpatialVelocity(                \
      const systems::Context<T>& context, JacobianWrtVariable with_respect_to, \
      const Frame<T>& frame_B, const Eigen::Ref<const Vector3<T>>& p_BoBp_B,   \
      const Frame<T>& frame_A, const Frame<T>& frame_E,                        \
      EigenPtr<MatrixX<T>> Js_V_ABp_E) const;                                  \
  template void MultibodyPlant<T>::CalcJacobianAngularVelocity(                \
      const systems::Context<T>& context, JacobianWrtVariable with_respect_to, \
      const Frame<T>& frame_B, const Frame<T>& frame_A,                        \
      const Frame<T>& frame_E, EigenPtr<Matrix3X<T>> Js_w_AB_E) const;         \
  template void MultibodyPlant<T>::CalcJacobianTranslationalVelocity(          \
      const systems::Context<T>& context, JacobianWrtVariable with_respect_to, \
      const Frame<T>& frame_B, const Eigen::Ref<const Matrix3X<T>>& p_BoBi_B,  \
      const Frame<T>& frame_A, const Frame<T>& frame_E,                        \
      EigenPtr<MatrixX<T>> Js_v_ABi_E) const;                                  \
  template void MultibodyPlant<T>::CalcJacobianPositionVector(                 \
      const systems::Context<T>& context, const Frame<T>& frame_B,             \
      const Eigen::Ref<const Matrix3X<T>>& p_BoBi_B, const Frame<T>& frame_A,  \
      const Frame<T>& frame_E, EigenPtr<MatrixX<T>> Jq_p_AoBi_E) const;        \
  template void                                                                \
  MultibodyPlant<T>::CalcJacobianCenterOfMassTranslationalVelocity(            \
      const systems::Context<T>& context, JacobianWrtVariable with_respect_to, \
      const Frame<T>& frame_A, const Frame<T>& frame_E,                        \
      EigenPtr<Matrix3X<T>> Js_v_AScm_E) const;                                \
  template void                                                                \
  MultibodyPlant<T>::CalcJacobianCenterOfMassTranslationalVelocity(            \
      const systems::Context<T>& context,                                      \
      const std::vector<ModelInstanceIndex>& model_instances,                  \
      JacobianWrtVariable with_respect_to, const Frame<T>& frame_A,            \
      const Frame<T>& frame_E, EigenPtr<Matrix3X<T>> Js_v_AScm_E) const;       \
  template SpatialAcceleration<T>                                              \
  MultibodyPlant<T>::CalcBiasSpatialAcceleration(                              \
      const systems::Context<T>& context, JacobianWrtVariable with_respect_to, \
      const Frame<T>& frame_B, const Eigen::Ref<const Vector3<T>>& p_BoBp_B,   \
      const Frame<T>& frame_A, const Frame<T>& frame_E) const;                 \
  template Matrix3X<T> MultibodyPlant<T>::CalcBiasTranslationalAcceleration(   \
      const systems::Context<T>& context, JacobianWrtVariable with_respect_to, \
      const Frame<T>& frame_B, const Eigen::Ref<const Matrix3X<T>>& p_BoBi_B,  \
      const Frame<T>& frame_A, const Frame<T>& frame_E) const;                 \
  template Vector3<T>                                                          \
  MultibodyPlant<T>::CalcBiasCenterOfMassTranslationalAcceleration(            \
      const systems::Context<T>& context, JacobianWrtVariable with_respect_to, \
      const Frame<T>& frame_A, const Frame<T>& frame_E) const;                 \
  template Vector3<T>                                                          \
  MultibodyPlant<T>::CalcBiasCenterOfMassTranslationalAcceleration(            \
      const systems::Context<T>& context,                                      \
      const std::vector<ModelInstanceIndex>& model_instances,                  \
      JacobianWrtVariable with_respect_to, const Frame<T>& frame_A,            \
      const Frame<T>& frame_E) const;                                          \
  template MatrixX<T> MultibodyPlant<T>::MakeActuationMatrix() const;          \
  template Eigen::SparseMatrix<double>                                         \
  MultibodyPlant<T>::MakeActuationMatrixPseudoinverse() const;                 \
  template MatrixX<double> MultibodyPlant<T>::MakeStateSelectorMatrix(         \
      const std::vector<JointIndex>& user_to_joint_index_map) const;           \
  template MatrixX<double> MultibodyPlant<T>::MakeActuatorSelectorMatrix(      \
      const std::vector<JointActuatorIndex>& user_to_actuator_index_map)       \
      const;                                                                   \
  template MatrixX<double> MultibodyPlant<T>::MakeActuatorSelectorMatrix(      \
      const std::vector<JointIndex>& user_to_joint_index_map) const;           \
  template T MultibodyPlant<T>::CalcTotalMass(                                 \
      const systems::Context<T>& context) const;                               \
  template T MultibodyPlant<T>::CalcTotalMass(                                 \
      const systems::Context<T>& context,                                      \
      const std::vector<ModelInstanceIndex>& model_instances) const;           \
  template Vector3<T> MultibodyPlant<T>::CalcCenterOfMassPositionInWorld(      \
      const systems::Context<T>& context) const;                               \
  template Vector3<T> MultibodyPlant<T>::CalcCenterOfMassPositionInWorld(      \
      const systems::Context<T>& context,                                      \
      const std::vector<ModelInstanceIndex>& model_instances) const;           \
  template Vector3<T>                                                          \
  MultibodyPlant<T>::CalcCenterOfMassTranslationalVelocityInWorld(             \
      const systems::Context<T>& context) const;                               \
  template Vector3<T>                                                          \
  MultibodyPlant<T>::CalcCenterOfMassTranslationalVelocityInWorld(             \
      const systems::Context<T>& context,                                      \
      const std::vector<ModelInstanceIndex>& model_instances) const;           \
  template Vector3<T>                                                          \
  MultibodyPlant<T>::CalcCenterOfMassTranslationalAccelerationInWorld(         \
      const systems::Context<T>& context) const;                               \
  template Vector3<T>                                                          \
  MultibodyPlant<T>::CalcCenterOfMassTranslationalAccelerationInWorld(         \
      const systems::Context<T>& context,                                      \
      const std::vector<ModelInstanceIndex>& model_instances) const;           \
  template SpatialMomentum<T>                                                  \
  MultibodyPlant<T>::CalcSpatialMomentumInWorldAboutPoint(                     \
      const systems::Context<T>& context, const Vector3<T>& p_WoP_W) const;    \
  template SpatialMomentum<T>                                                  \
  MultibodyPlant<T>::CalcSpatialMomentumInWorldAboutPoint(                     \
      const systems::Context<T>& context,                                      \
      const std::vector<ModelInstanceIndex>& model_instances,                  \
      const Vector3<T>& p_WoP_W) const;                                        \
  template SpatialInertia<T> MultibodyPlant<T>::CalcSpatialInertia(            \
      const systems::Context<T>& context, const Frame<T>& frame_F,             \
      const std::vector<BodyIndex>& body_indexes) const;                       \
  template const systems::InputPort<T>&                                        \
  MultibodyPlant<T>::get_actuation_input_port() const;                         \
  template const systems::InputPort<T>&                                        \
  MultibodyPlant<T>::get_actuation_input_port(                                 \
      ModelInstanceIndex model_instance) const;                                \
  template const systems::InputPort<T>&                                        \
  MultibodyPlant<T>::get_applied_generalized_force_input_port() const;         \
  template const systems::InputPort<T>&                                        \
  MultibodyPlant<T>::get_applied_spatial_force_input_port() const;             \
  template const systems::InputPort<T>&                                        \
  MultibodyPlant<T>::get_desired_state_input_port(                             \
      ModelInstanceIndex model_instance) const;                                \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_state_output_port() const;                            \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_state_output_port(ModelInstanceIndex model_instance)  \
      const;                                                                   \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_body_poses_output_port() const;                       \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_body_spatial_velocities_output_port() const;          \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_body_spatial_accelerations_output_port() const;       \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_generalized_acceleration_output_port() const;         \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_generalized_acceleration_output_port(                 \
      ModelInstanceIndex model_instance) const;                                \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_generalized_contact_forces_output_port(               \
      ModelInstanceIndex model_instance) const;                                \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_net_actuation_output_port() const;                    \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_net_actuation_output_port(                            \
      ModelInstanceIndex model_instance) const;                                \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_reaction_forces_output_port() const;

MALLARD_INSTANTIATE_QUERY_MEMBERS(double)
MALLARD_INSTANTIATE_QUERY_MEMBERS(AutoDiffXd)
MALLARD_INSTANTIATE_QUERY_MEMBERS(symbolic::Expression)
#undef MALLARD_INSTANTIATE_QUERY_MEMBERS

}  // namespace multibody
}  // namespace drake
