#include "drake/multibody/tree/multibody_tree.h"

#include <algorithm>
#include <functional>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/multibody/tree/ball_quaternion_joint.h"
#include "drake/multibody/tree/ball_rpy_joint.h"
#include "drake/multibody/tree/body_node.h"
#include "drake/multibody/tree/curvilinear_joint.h"
#include "drake/multibody/tree/mobilizer_impl.h"
#include "drake/multibody/tree/mobilizer_kernels.h"
// The plant's stage profile (empty unless MALLARD_STAGE_PROFILE): the
// kinematics caches are the tree's.
#include "drake/multibody/plant/stage_profile.h"
#include "drake/multibody/tree/planar_joint.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/multibody/tree/quaternion_floating_joint.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/multibody/tree/rpy_floating_joint.h"
#include "drake/multibody/tree/screw_joint.h"
#include "drake/multibody/tree/universal_joint.h"
#include "drake/multibody/tree/weld_joint.h"
#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/value_producer.h"

namespace drake {
namespace multibody {
namespace internal {

template <typename T>
MultibodyTree<T>::MultibodyTree() {
  instance_names_ = {"WorldModelInstance", "DefaultModelInstance"};
  instance_by_name_ = {{"WorldModelInstance", 0}, {"DefaultModelInstance", 1}};
  AddRigidBody("world", world_model_instance(), SpatialInertia<double>::Zero());
  auto gravity = std::make_unique<UniformGravityFieldElement<T>>();
  UniformGravityFieldElement<T>* gravity_ptr = gravity.get();
  AddForceElement(std::move(gravity));
  gravity_ = gravity_ptr;
}

template <typename T>
MultibodyTree<T>::~MultibodyTree() = default;

template <typename T>
void MultibodyTree<T>::ThrowIfNotFinalized(const char* func) const {
  if (!finalized_) {
    throw std::logic_error(fmt::format(
        "{}(): the MultibodyPlant must be finalized first; call Finalize() "
        "after adding all bodies, joints and force elements.",
        func));
  }
}

template <typename T>
void MultibodyTree<T>::ThrowIfFinalized(const char* func) const {
  if (finalized_) {
    throw std::logic_error(fmt::format(
        "{}(): the MultibodyPlant is already finalized; the model can no "
        "longer be changed (add every element before calling Finalize()).",
        func));
  }
}

template <typename T>
ModelInstanceIndex MultibodyTree<T>::AddModelInstance(const std::string& name) {
  ThrowIfFinalized("AddModelInstance");
  if (HasModelInstanceNamed(name)) {
    throw std::logic_error(fmt::format(
        "AddModelInstance(): this model already contains a model instance "
        "named '{}'; model instance names must be unique.",
        name));
  }
  const int index = num_model_instances();
  instance_names_.push_back(name);
  instance_by_name_[name] = index;
  return ModelInstanceIndex(index);
}

template <typename T>
void MultibodyTree<T>::RenameModelInstance(ModelInstanceIndex index,
                                           const std::string& name) {
  ThrowIfFinalized("RenameModelInstance");
  ThrowIfInvalidModelInstance(index, "RenameModelInstance");
  if (instance_names_[index] == name) return;
  if (HasModelInstanceNamed(name)) {
    throw std::logic_error(fmt::format(
        "RenameModelInstance(): a model instance named '{}' already exists.",
        name));
  }
  instance_by_name_.erase(instance_names_[index]);
  instance_names_[index] = name;
  instance_by_name_[name] = index;
}

template <typename T>
void MultibodyTree<T>::ThrowIfInvalidModelInstance(ModelInstanceIndex index,
                                                   const char* func) const {
  if (!index.is_valid() || index >= num_model_instances()) {
    throw std::logic_error(fmt::format(
        "{}(): model instance index {} is invalid; this plant has {} model "
        "instances.",
        func, index.is_valid() ? std::to_string(int{index}) : "(invalid)",
        num_model_instances()));
  }
}

template <typename T>
const std::string& MultibodyTree<T>::GetModelInstanceName(
    ModelInstanceIndex index) const {
  ThrowIfInvalidModelInstance(index, "GetModelInstanceName");
  return instance_names_[index];
}

template <typename T>
bool MultibodyTree<T>::HasModelInstanceNamed(const std::string& name) const {
  return instance_by_name_.count(name) > 0;
}

template <typename T>
ModelInstanceIndex MultibodyTree<T>::GetModelInstanceByName(
    const std::string& name) const {
  auto it = instance_by_name_.find(name);
  if (it == instance_by_name_.end()) {
    std::string known;
    for (const auto& n : instance_names_)
      known += (known.empty() ? "" : ", ") + n;
    throw std::logic_error(fmt::format(
        "GetModelInstanceByName(): there is no model instance named '{}'. The "
        "model instances are: {}.",
        name, known));
  }
  return ModelInstanceIndex(it->second);
}

template <typename T>
void MultibodyTree<T>::ThrowIfDuplicateName(
    const std::string& kind, const std::string& name,
    ModelInstanceIndex instance,
    const std::multimap<std::string, int>& map) const {
  auto range = map.equal_range(name);
  for (auto it = range.first; it != range.second; ++it) {
    ModelInstanceIndex other;
    if (kind == "body") other = body_instance_[it->second];
    if (kind == "frame") other = frame_instance_[it->second];
    if (kind == "joint") other = joint_instance_[it->second];
    if (kind == "actuator") other = actuator_instance_[it->second];
    if (other == instance) {
      throw std::logic_error(fmt::format(
          "This model already contains a {} named '{}' in model instance "
          "'{}'; {} names must be unique within a model instance.",
          kind, name, instance_names_[instance], kind));
    }
  }
}

template <typename T>
const RigidBody<T>& MultibodyTree<T>::AddRigidBody(
    const std::string& name, ModelInstanceIndex model_instance,
    const SpatialInertia<double>& M_BBo_B) {
  ThrowIfFinalized("AddRigidBody");
  ThrowIfInvalidModelInstance(model_instance, "AddRigidBody");
  if (name.empty()) {
    throw std::logic_error("AddRigidBody(): the body name must not be empty.");
  }
  ThrowIfDuplicateName("body", name, model_instance, body_names_);
  if (num_bodies() > 0) {
    if (M_BBo_B.IsNaN()) {
      throw std::logic_error(fmt::format(
          "AddRigidBody(): body '{}' has a NaN spatial inertia.", name));
    }
    if (!M_BBo_B.IsPhysicallyValid()) {
      throw std::logic_error(fmt::format(
          "AddRigidBody(): body '{}' has a non-physical spatial inertia: {}",
          name, M_BBo_B.CriticizeNotPhysicallyValid()));
    }
  }
  auto body = std::make_unique<RigidBody<T>>(name, model_instance, M_BBo_B);
  const int index = num_bodies();
  body->set_parent_tree(this, index);
  body->set_ordinal(index);
  body_names_.emplace(name, index);
  body_instance_.push_back(model_instance);
  // The body frame.
  auto& frame = const_cast<RigidBodyFrame<T>&>(body->body_frame());
  const int frame_index = num_frames();
  frame.set_parent_tree(this, frame_index);
  frame.set_model_instance(model_instance);
  frame.set_ordinal(frame_index);
  frames_.push_back(&frame);
  frame_names_.emplace(name, frame_index);
  frame_instance_.push_back(model_instance);
  bodies_.push_back(std::move(body));
  return *bodies_.back();
}

template <typename T>
const Frame<T>& MultibodyTree<T>::AddFrame(std::unique_ptr<Frame<T>> frame) {
  ThrowIfFinalized("AddFrame");
  if (frame == nullptr) {
    throw std::logic_error("AddFrame(): the frame is null.");
  }
  if (!frame->body().has_parent_tree() ||
      &get_body(frame->body().index()) != &frame->body()) {
    throw std::logic_error(fmt::format(
        "AddFrame(): frame '{}' is attached to a body that does not belong "
        "to this plant.",
        frame->name()));
  }
  if (const auto* fixed =
          dynamic_cast<const FixedOffsetFrame<T>*>(frame.get())) {
    const Frame<T>& parent = fixed->parent_frame();
    if (!parent.has_parent_tree() || parent.index() >= num_frames() ||
        frames_[parent.index()] != &parent) {
      throw std::logic_error(fmt::format(
          "AddFrame(): the parent frame '{}' of frame '{}' has not been added "
          "to this plant; add it first.",
          parent.name(), frame->name()));
    }
  }
  const ModelInstanceIndex instance = frame->model_instance();
  ThrowIfInvalidModelInstance(instance, "AddFrame");
  ThrowIfDuplicateName("frame", frame->name(), instance, frame_names_);
  const int index = num_frames();
  frame->set_parent_tree(this, index);
  frame->set_ordinal(index);
  frames_.push_back(frame.get());
  frame_names_.emplace(frame->name(), index);
  frame_instance_.push_back(instance);
  owned_frames_.push_back(std::move(frame));
  return *owned_frames_.back();
}

template <typename T>
const Joint<T>& MultibodyTree<T>::AddJoint(std::unique_ptr<Joint<T>> joint) {
  ThrowIfFinalized("AddJoint");
  if (joint == nullptr) {
    throw std::logic_error("AddJoint(): the joint is null.");
  }
  for (const Frame<T>* frame :
       {&joint->frame_on_parent(), &joint->frame_on_child()}) {
    if (!frame->has_parent_tree() || frame->index() >= num_frames() ||
        frames_[frame->index()] != frame) {
      throw std::logic_error(fmt::format(
          "AddJoint(): joint '{}' uses frame '{}', which does not belong to "
          "this plant (add frames with AddFrame first).",
          joint->name(), frame->name()));
    }
  }
  const ModelInstanceIndex instance = joint->model_instance();
  ThrowIfDuplicateName("joint", joint->name(), instance, joint_names_);
  const int index = static_cast<int>(joints_.size());
  joint->set_parent_tree(this, index);
  joint->set_ordinal(num_joints_);
  joint_names_.emplace(joint->name(), index);
  joint_instance_.push_back(instance);
  joints_.push_back(std::move(joint));
  ++num_joints_;
  return *joints_.back();
}

template <typename T>
void MultibodyTree<T>::RemoveJoint(const Joint<T>& joint) {
  ThrowIfFinalized("RemoveJoint");
  const JointIndex index = joint.index();
  if (!has_joint(index) || joints_[index].get() != &joint) {
    throw std::logic_error(
        fmt::format("RemoveJoint(): joint '{}' does not belong to this plant.",
                    joint.name()));
  }
  if (num_force_elements() > 1) {
    throw std::logic_error(fmt::format(
        "RemoveJoint(): cannot remove joint '{}' because the plant has "
        "user-added force elements (their dependencies are not tracked).",
        joint.name()));
  }
  for (const auto& actuator : actuators_) {
    if (actuator != nullptr && &actuator->joint() == &joint) {
      throw std::logic_error(fmt::format(
          "RemoveJoint(): joint '{}' is actuated by '{}'; remove the "
          "actuator first.",
          joint.name(), actuator->name()));
    }
  }
  auto range = joint_names_.equal_range(joint.name());
  for (auto it = range.first; it != range.second; ++it) {
    if (it->second == index) {
      joint_names_.erase(it);
      break;
    }
  }
  joints_[index].reset();
  --num_joints_;
  int ordinal = 0;
  for (auto& j : joints_) {
    if (j != nullptr) j->set_ordinal(ordinal++);
  }
}

template <typename T>
const JointActuator<T>& MultibodyTree<T>::AddJointActuator(
    const std::string& name, const Joint<T>& joint, double effort_limit) {
  ThrowIfFinalized("AddJointActuator");
  if (!has_joint(joint.index()) || joints_[joint.index()].get() != &joint) {
    throw std::logic_error(fmt::format(
        "AddJointActuator(): joint '{}' does not belong to this plant.",
        joint.name()));
  }
  if (joint.num_velocities() != 1) {
    throw std::logic_error(fmt::format(
        "AddJointActuator(): actuator '{}' on joint '{}' (type {}, {} "
        "velocities): only joints with exactly one degree of freedom can be "
        "actuated.",
        name, joint.name(), joint.type_name(), joint.num_velocities()));
  }
  if (!(effort_limit > 0)) {
    throw std::logic_error(fmt::format(
        "AddJointActuator(): actuator '{}' has effort limit {}; it must be "
        "strictly positive (use infinity for no limit).",
        name, effort_limit));
  }
  const ModelInstanceIndex instance = joint.model_instance();
  ThrowIfDuplicateName("actuator", name, instance, actuator_names_);
  auto actuator = std::make_unique<JointActuator<T>>(name, joint, effort_limit);
  const int index = static_cast<int>(actuators_.size());
  actuator->set_parent_tree(this, index);
  actuator->set_model_instance(instance);
  actuator->set_ordinal(num_actuators_);
  actuator_names_.emplace(name, index);
  actuator_instance_.push_back(instance);
  actuators_.push_back(std::move(actuator));
  ++num_actuators_;
  return *actuators_.back();
}

template <typename T>
void MultibodyTree<T>::RemoveJointActuator(const JointActuator<T>& actuator) {
  ThrowIfFinalized("RemoveJointActuator");
  const JointActuatorIndex index = actuator.index();
  if (!has_joint_actuator(index) || actuators_[index].get() != &actuator) {
    throw std::logic_error(fmt::format(
        "RemoveJointActuator(): actuator '{}' does not belong to this plant.",
        actuator.name()));
  }
  auto range = actuator_names_.equal_range(actuator.name());
  for (auto it = range.first; it != range.second; ++it) {
    if (it->second == index) {
      actuator_names_.erase(it);
      break;
    }
  }
  actuators_[index].reset();
  --num_actuators_;
  int ordinal = 0;
  for (auto& a : actuators_) {
    if (a != nullptr) a->set_ordinal(ordinal++);
  }
}

template <typename T>
const ForceElement<T>& MultibodyTree<T>::AddForceElement(
    std::unique_ptr<ForceElement<T>> force_element) {
  ThrowIfFinalized("AddForceElement");
  if (force_element == nullptr) {
    throw std::logic_error("AddForceElement(): the force element is null.");
  }
  if (gravity_ != nullptr && dynamic_cast<UniformGravityFieldElement<T>*>(
                                 force_element.get()) != nullptr) {
    throw std::logic_error(
        "AddForceElement(): this model already contains a "
        "UniformGravityFieldElement (every plant has exactly one); use "
        "mutable_gravity_field() to change it.");
  }
  const int index = num_force_elements();
  force_element->set_parent_tree(this, index);
  force_element->set_ordinal(index);
  force_elements_.push_back(std::move(force_element));
  return *force_elements_.back();
}

template <typename T>
void MultibodyTree<T>::SetBaseBodyJointType(
    BaseBodyJointType joint_type,
    std::optional<ModelInstanceIndex> model_instance) {
  ThrowIfFinalized("SetBaseBodyJointType");
  if (model_instance.has_value()) {
    ThrowIfInvalidModelInstance(*model_instance, "SetBaseBodyJointType");
    base_joint_type_by_instance_[*model_instance] = joint_type;
  } else {
    base_joint_type_ = joint_type;
  }
}

template <typename T>
BaseBodyJointType MultibodyTree<T>::GetBaseBodyJointType(
    std::optional<ModelInstanceIndex> model_instance) const {
  if (model_instance.has_value()) {
    auto it = base_joint_type_by_instance_.find(int{*model_instance});
    if (it != base_joint_type_by_instance_.end()) return it->second;
  }
  return base_joint_type_;
}

template <typename T>
const RigidBody<T>& MultibodyTree<T>::get_body(BodyIndex index) const {
  if (!index.is_valid() || index >= num_bodies()) {
    throw std::logic_error(fmt::format(
        "get_body(): body index {} is out of range; this plant has {} "
        "bodies.",
        index.is_valid() ? int{index} : -1, num_bodies()));
  }
  return *bodies_[index];
}

template <typename T>
const Frame<T>& MultibodyTree<T>::get_frame(FrameIndex index) const {
  if (!index.is_valid() || index >= num_frames()) {
    throw std::logic_error(fmt::format(
        "get_frame(): frame index {} is out of range; this plant has {} "
        "frames.",
        index.is_valid() ? int{index} : -1, num_frames()));
  }
  return *frames_[index];
}

template <typename T>
bool MultibodyTree<T>::has_joint(JointIndex index) const {
  return index.is_valid() && index < static_cast<int>(joints_.size()) &&
         joints_[index] != nullptr;
}

template <typename T>
const Joint<T>& MultibodyTree<T>::get_joint(JointIndex index) const {
  if (!has_joint(index)) {
    throw std::logic_error(fmt::format(
        "get_joint(): there is no joint with index {} (it is out of range or "
        "the joint was removed).",
        index.is_valid() ? int{index} : -1));
  }
  return *joints_[index];
}

template <typename T>
Joint<T>& MultibodyTree<T>::get_mutable_joint(JointIndex index) {
  get_joint(index);
  return *joints_[index];
}

template <typename T>
bool MultibodyTree<T>::has_joint_actuator(JointActuatorIndex index) const {
  return index.is_valid() && index < static_cast<int>(actuators_.size()) &&
         actuators_[index] != nullptr;
}

template <typename T>
const JointActuator<T>& MultibodyTree<T>::get_joint_actuator(
    JointActuatorIndex index) const {
  if (!has_joint_actuator(index)) {
    throw std::logic_error(fmt::format(
        "get_joint_actuator(): there is no joint actuator with index {} (it "
        "is out of range or the actuator was removed).",
        index.is_valid() ? int{index} : -1));
  }
  return *actuators_[index];
}

template <typename T>
JointActuator<T>& MultibodyTree<T>::get_mutable_joint_actuator(
    JointActuatorIndex index) {
  get_joint_actuator(index);
  return *actuators_[index];
}

template <typename T>
const ForceElement<T>& MultibodyTree<T>::get_force_element(
    ForceElementIndex index) const {
  if (!index.is_valid() || index >= num_force_elements()) {
    throw std::logic_error(fmt::format(
        "get_force_element(): force element index {} is out of range; this "
        "plant has {} force elements.",
        index.is_valid() ? int{index} : -1, num_force_elements()));
  }
  return *force_elements_[index];
}

template <typename T>
std::vector<JointIndex> MultibodyTree<T>::GetJointIndices() const {
  std::vector<JointIndex> result;
  for (int i = 0; i < static_cast<int>(joints_.size()); ++i) {
    if (joints_[i] != nullptr) result.push_back(JointIndex(i));
  }
  return result;
}

template <typename T>
std::vector<JointIndex> MultibodyTree<T>::GetJointIndices(
    ModelInstanceIndex instance) const {
  std::vector<JointIndex> result;
  for (int i = 0; i < static_cast<int>(joints_.size()); ++i) {
    if (joints_[i] != nullptr && joints_[i]->model_instance() == instance) {
      result.push_back(JointIndex(i));
    }
  }
  return result;
}

template <typename T>
std::vector<JointActuatorIndex> MultibodyTree<T>::GetJointActuatorIndices()
    const {
  std::vector<JointActuatorIndex> result;
  for (int i = 0; i < static_cast<int>(actuators_.size()); ++i) {
    if (actuators_[i] != nullptr) result.push_back(JointActuatorIndex(i));
  }
  return result;
}

template <typename T>
std::vector<JointActuatorIndex> MultibodyTree<T>::GetJointActuatorIndices(
    ModelInstanceIndex instance) const {
  std::vector<JointActuatorIndex> result;
  for (int i = 0; i < static_cast<int>(actuators_.size()); ++i) {
    if (actuators_[i] != nullptr &&
        actuators_[i]->model_instance() == instance) {
      result.push_back(JointActuatorIndex(i));
    }
  }
  return result;
}

template <typename T>
std::vector<BodyIndex> MultibodyTree<T>::GetBodyIndices(
    ModelInstanceIndex instance) const {
  std::vector<BodyIndex> result;
  for (int i = 0; i < num_bodies(); ++i) {
    if (body_instance_[i] == instance) result.push_back(BodyIndex(i));
  }
  return result;
}

template <typename T>
std::vector<FrameIndex> MultibodyTree<T>::GetFrameIndices(
    ModelInstanceIndex instance) const {
  std::vector<FrameIndex> result;
  for (int i = 0; i < num_frames(); ++i) {
    if (frame_instance_[i] == instance) result.push_back(FrameIndex(i));
  }
  return result;
}

template <typename T>
template <typename Index>
std::optional<Index> MultibodyTree<T>::FindByName(
    const std::string& kind, const std::string& name,
    std::optional<ModelInstanceIndex> instance,
    const std::multimap<std::string, int>& map,
    const std::vector<ModelInstanceIndex>& instance_of) const {
  auto range = map.equal_range(name);
  std::optional<Index> found;
  std::string instances;
  for (auto it = range.first; it != range.second; ++it) {
    const ModelInstanceIndex element_instance = instance_of[it->second];
    if (instance.has_value() && element_instance != *instance) continue;
    if (found.has_value()) {
      instances += ", ";
    }
    instances += "'" + instance_names_[element_instance] + "'";
    if (found.has_value()) {
      // Keep collecting names for the message.
      for (auto jt = std::next(it); jt != range.second; ++jt) {
        instances += ", '" + instance_names_[instance_of[jt->second]] + "'";
      }
      throw std::logic_error(fmt::format(
          "There is more than one {} named '{}' (in model instances {}); "
          "give the model instance to disambiguate.",
          kind, name, instances));
    }
    found = Index(it->second);
  }
  return found;
}

template <typename T>
std::optional<BodyIndex> MultibodyTree<T>::FindBody(
    const std::string& name, std::optional<ModelInstanceIndex> instance) const {
  if (instance) ThrowIfInvalidModelInstance(*instance, "GetBodyByName");
  return FindByName<BodyIndex>("body", name, instance, body_names_,
                               body_instance_);
}

template <typename T>
std::optional<FrameIndex> MultibodyTree<T>::FindFrame(
    const std::string& name, std::optional<ModelInstanceIndex> instance) const {
  if (instance) ThrowIfInvalidModelInstance(*instance, "GetFrameByName");
  return FindByName<FrameIndex>("frame", name, instance, frame_names_,
                                frame_instance_);
}

template <typename T>
std::optional<JointIndex> MultibodyTree<T>::FindJoint(
    const std::string& name, std::optional<ModelInstanceIndex> instance) const {
  if (instance) ThrowIfInvalidModelInstance(*instance, "GetJointByName");
  return FindByName<JointIndex>("joint", name, instance, joint_names_,
                                joint_instance_);
}

template <typename T>
std::optional<JointActuatorIndex> MultibodyTree<T>::FindActuator(
    const std::string& name, std::optional<ModelInstanceIndex> instance) const {
  if (instance)
    ThrowIfInvalidModelInstance(*instance, "GetJointActuatorByName");
  return FindByName<JointActuatorIndex>("joint actuator", name, instance,
                                        actuator_names_, actuator_instance_);
}

// -------------------------------------------------------------------------
// Finalize: compile the topology.

template <typename T>
void MultibodyTree<T>::Finalize() {
  ThrowIfFinalized("Finalize");
  CompileTopology();
  finalized_ = true;
}

template <typename T>
void MultibodyTree<T>::CompileTopology() {
  // The tree is built from the world outwards over the undirected graph of
  // bodies and joints; a joint met from its child body is reversed (its
  // mobilizer goes from the joint's child frame to its parent frame).
  std::vector<int> num_as_child;
  std::vector<std::vector<int>> incident = CollectIncidentJoints(&num_as_child);
  AddBaseJoints(FindFreeComponentRoots(incident, num_as_child), &incident);
  NumberMobods(incident);
  CollectForestTrees();
  // Each velocity's nearest velocity towards the world (the mass matrix's
  // sparsity), then the cheaper forward dynamics for this shape.
  velocity_parent_.assign(nv_, -1);
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    if (node.nv == 0) continue;
    int inboard = -1;
    for (int a = node.parent; a > 0; a = mobods_[a].parent) {
      if (mobods_[a].nv > 0) {
        inboard = mobods_[a].v_start + mobods_[a].nv - 1;
        break;
      }
    }
    for (int k = 0; k < node.nv; ++k) {
      velocity_parent_[node.v_start + k] =
          k == 0 ? inboard : node.v_start + k - 1;
    }
  }
  const auto [aba_cost, crb_cost] = EstimateForwardDynamicsCosts();
  forward_dynamics_method_ = crb_cost < aba_cost
                                 ? ForwardDynamicsMethod::kMassMatrix
                                 : ForwardDynamicsMethod::kArticulatedBody;
  IndexFrameParameters();
  IndexActuatorsAndInstances();
  // The object view: mobilizers and body nodes.
  CreateMobilizersAndBodyNodes();
}

template <typename T>
std::vector<std::vector<int>> MultibodyTree<T>::CollectIncidentJoints(
    std::vector<int>* num_as_child) const {
  const int nb = num_bodies();
  std::vector<std::vector<int>> incident(nb);
  num_as_child->assign(nb, 0);
  for (int j = 0; j < static_cast<int>(joints_.size()); ++j) {
    const Joint<T>* joint = joints_[j].get();
    if (joint == nullptr) continue;
    const int parent = joint->parent_body().index();
    const int child = joint->child_body().index();
    if (parent == child) {
      throw std::logic_error(
          fmt::format("Finalize(): joint '{}' connects body '{}' to itself.",
                      joint->name(), bodies_[child]->scoped_name()));
    }
    incident[parent].push_back(j);
    incident[child].push_back(j);
    ++(*num_as_child)[child];
  }
  return incident;
}

template <typename T>
std::vector<int> MultibodyTree<T>::FindFreeComponentRoots(
    const std::vector<std::vector<int>>& incident,
    const std::vector<int>& num_as_child) const {
  // Connected components over the joints: the one holding the world, and
  // the free ones, each of which gets a base joint to the world at its root
  // (the lowest-index body that is no joint's child). A component with as
  // many joints as bodies holds a loop.
  const int nb = num_bodies();
  std::vector<int> base_roots;
  std::vector<int> component(nb, -1);
  int num_components = 0;
  for (int start = 0; start < nb; ++start) {
    if (component[start] >= 0) continue;
    std::vector<int> members;
    std::vector<int> stack{start};
    component[start] = num_components;
    std::set<int> edges;
    while (!stack.empty()) {
      const int body = stack.back();
      stack.pop_back();
      members.push_back(body);
      for (int j : incident[body]) {
        edges.insert(j);
        const Joint<T>& joint = *joints_[j];
        const int other = joint.parent_body().index() == body
                              ? int{joint.child_body().index()}
                              : int{joint.parent_body().index()};
        if (component[other] < 0) {
          component[other] = num_components;
          stack.push_back(other);
        }
      }
    }
    ++num_components;
    if (static_cast<int>(edges.size()) >= static_cast<int>(members.size())) {
      std::sort(members.begin(), members.end());
      std::string bodies;
      for (int body : members) {
        bodies += (bodies.empty() ? "" : ", ") + bodies_[body]->name();
      }
      throw std::logic_error(fmt::format(
          "Finalize(): the joints form a loop among the bodies {} ({} "
          "joints connect {} bodies); a MultibodyPlant must be a tree "
          "(close loops with constraints).",
          bodies, edges.size(), members.size()));
    }
    if (component[0] == component[start]) continue;  // Holds the world.
    int root = -1;
    for (int body : members) {
      if (num_as_child[body] == 0 && (root < 0 || body < root)) root = body;
    }
    DRAKE_DEMAND(root > 0);
    base_roots.push_back(root);
  }
  std::sort(base_roots.begin(), base_roots.end());
  return base_roots;
}

template <typename T>
void MultibodyTree<T>::AddBaseJoints(const std::vector<int>& roots,
                                     std::vector<std::vector<int>>* incident) {
  for (int b : roots) {
    const RigidBody<T>& body = *bodies_[b];
    const ModelInstanceIndex instance = body.model_instance();
    std::string name = body.name();
    while (FindJoint(name, instance).has_value()) name.insert(0, 1, '_');
    std::unique_ptr<Joint<T>> joint;
    switch (GetBaseBodyJointType(instance)) {
      case BaseBodyJointType::kQuaternionFloatingJoint:
        joint = std::make_unique<QuaternionFloatingJoint<T>>(
            name, world_frame(), body.body_frame());
        break;
      case BaseBodyJointType::kRpyFloatingJoint:
        joint = std::make_unique<RpyFloatingJoint<T>>(name, world_frame(),
                                                      body.body_frame());
        break;
      case BaseBodyJointType::kWeldJoint:
        joint = std::make_unique<WeldJoint<T>>(
            name, world_frame(), body.body_frame(),
            math::RigidTransform<double>::Identity());
        break;
    }
    joint->set_is_ephemeral(true);
    const Joint<T>& added = AddJoint(std::move(joint));
    (*incident)[0].push_back(added.index());
    (*incident)[b].push_back(added.index());
  }
}

template <typename T>
void MultibodyTree<T>::NumberMobods(
    const std::vector<std::vector<int>>& incident) {
  // Depth-first numbering from the world; each body's joints in joint order.
  const int nb = num_bodies();
  mobods_.clear();
  X_FM_weld_.clear();
  body_to_mobod_.assign(nb, -1);
  joint_to_mobod_.assign(joints_.size(), -1);
  {
    Mobod world;
    world.body = BodyIndex(0);
    mobods_.push_back(world);
    X_FM_weld_.push_back(math::RigidTransform<double>::Identity());
    body_to_mobod_[0] = 0;
  }
  int q_next = 0;
  int v_next = 0;
  std::vector<bool> joint_used(joints_.size(), false);
  std::vector<std::pair<int, int>> stack;  // (joint, parent mobod)
  auto push_joints_of = [&](int body, int mobod) {
    const auto& joints = incident[body];
    for (auto it = joints.rbegin(); it != joints.rend(); ++it) {
      if (!joint_used[*it]) stack.emplace_back(*it, mobod);
    }
  };
  push_joints_of(0, 0);
  while (!stack.empty()) {
    const auto [j, parent] = stack.back();
    stack.pop_back();
    if (joint_used[j]) continue;
    joint_used[j] = true;
    const Joint<T>& joint = *joints_[j];
    const Mobod node = MakeMobod(joint, parent, q_next, v_next);
    q_next += node.nq;
    v_next += node.nv;
    X_FM_weld_.push_back(node.kind != MobilizerKind::kWeld
                             ? math::RigidTransform<double>()
                         : node.reversed ? joint.weld_X_FM().inverse()
                                         : joint.weld_X_FM());
    const int index = static_cast<int>(mobods_.size());
    mobods_.push_back(node);
    body_to_mobod_[node.body] = index;
    joint_to_mobod_[j] = index;
    push_joints_of(node.body, index);
  }
  DRAKE_DEMAND(static_cast<int>(mobods_.size()) == nb);
  nq_ = q_next;
  nv_ = v_next;
}

template <typename T>
void MultibodyTree<T>::CollectForestTrees() {
  // A tree starts at each child of World; being depth first, the numbering
  // gives it the mobods and velocities up to the next tree's base.
  forest_trees_.clear();
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    if (node.parent == 0) {
      ForestTree tree;
      tree.base_mobod = MobodIndex(m);
      tree.v_start = node.v_start;
      forest_trees_.push_back(tree);
    }
    ForestTree& tree = forest_trees_.back();
    DRAKE_DEMAND(node.v_start == tree.v_start + tree.nv);
    ++tree.num_mobods;
    tree.nv += node.nv;
  }
}

template <typename T>
Mobod MultibodyTree<T>::MakeMobod(const Joint<T>& joint, int parent,
                                  int q_start, int v_start) const {
  const bool reversed = joint.child_body().index() == mobods_[parent].body;
  Mobod node;
  node.body =
      reversed ? joint.parent_body().index() : joint.child_body().index();
  node.parent = parent;
  node.kind = joint.mobilizer_kind();
  node.params = joint.mobilizer_parameters();
  node.reversed = reversed;
  node.nq = joint.num_positions();
  node.nv = joint.num_velocities();
  node.q_start = q_start;
  node.v_start = v_start;
  node.level = mobods_[parent].level + 1;
  node.joint = joint.index();
  const Frame<T>& inboard_frame =
      reversed ? joint.frame_on_child() : joint.frame_on_parent();
  const Frame<T>& outboard_frame =
      reversed ? joint.frame_on_parent() : joint.frame_on_child();
  node.inboard_frame = inboard_frame.index();
  node.outboard_frame = outboard_frame.index();
  if (reversed) {
    // X_F'M'(q) = X_FM(q)⁻¹ with F' = Jc, M' = Jp: a weld's fixed pose
    // inverts; rotations about and translations along the axis by q are
    // the same motion about/along −axis.
    switch (node.kind) {
      case MobilizerKind::kWeld:
      case MobilizerKind::kRevolute:
      case MobilizerKind::kPrismatic:
      case MobilizerKind::kScrew:
        node.params.axis = -node.params.axis;
        break;
      default:
        throw std::logic_error(fmt::format(
            "Finalize(): joint '{}' ({}) would have to be reversed to make "
            "a tree from the world (its child body '{}' is closer to the "
            "world); only weld, revolute, prismatic and screw joints can be "
            "reversed. Swap the joint's parent and child.",
            joint.name(), joint.type_name(), joint.child_body().scoped_name()));
    }
  }
  return node;
}

template <typename T>
void MultibodyTree<T>::IndexFrameParameters() {
  // The frame-pose parameter: 12 numbers per FixedOffsetFrame, and the
  // offsets of the model's defaults.
  frame_parameter_offset_.assign(frames_.size(), -1);
  num_frame_parameters_ = 0;
  for (int f = 0; f < num_frames(); ++f) {
    if (dynamic_cast<const FixedOffsetFrame<T>*>(frames_[f]) != nullptr) {
      frame_parameter_offset_[f] = num_frame_parameters_;
      num_frame_parameters_ += 12;
    }
  }
  default_frame_body_poses_ = FrameBodyPoseCache<T>(num_frames(), num_bodies());
  CalcFrameBodyPoses(nullptr, &default_frame_body_poses_);
}

template <typename T>
void MultibodyTree<T>::IndexActuatorsAndInstances() {
  actuator_input_start_.assign(actuators_.size(), -1);
  actuator_v_index_.assign(actuators_.size(), -1);
  nu_ = 0;
  for (int a = 0; a < static_cast<int>(actuators_.size()); ++a) {
    if (actuators_[a] == nullptr) continue;
    const JointActuator<T>& actuator = *actuators_[a];
    actuator_input_start_[a] = nu_;
    nu_ += actuator.num_inputs();
    const int v = joint_velocity_start(actuator.joint().index());
    actuator_v_index_[a] = v;
  }
  // Per-instance index lists.
  const int ni = num_model_instances();
  instance_q_.assign(ni, {});
  instance_v_.assign(ni, {});
  instance_u_.assign(ni, {});
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    const ModelInstanceIndex instance = joints_[node.joint]->model_instance();
    for (int i = 0; i < node.nq; ++i) {
      instance_q_[instance].push_back(node.q_start + i);
    }
    for (int i = 0; i < node.nv; ++i) {
      instance_v_[instance].push_back(node.v_start + i);
    }
  }
  for (int m = 0; m < ni; ++m) {
    std::sort(instance_q_[m].begin(), instance_q_[m].end());
    std::sort(instance_v_[m].begin(), instance_v_[m].end());
  }
  for (int a = 0; a < static_cast<int>(actuators_.size()); ++a) {
    if (actuators_[a] == nullptr) continue;
    instance_u_[actuators_[a]->model_instance()].push_back(
        actuator_input_start_[a]);
  }
}

template <typename T>
void MultibodyTree<T>::CreateMobilizersAndBodyNodes() {
  mobilizers_.clear();
  body_nodes_.clear();
  body_nodes_.reserve(num_mobods());
  mobilizers_.reserve(num_mobods() - 1);
  auto world =
      std::make_unique<BodyNode<T>>(nullptr, bodies_[0].get(), nullptr);
  world->topology_.index = MobodIndex(0);
  world->tree_ = this;
  body_nodes_.push_back(std::move(world));
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    const Joint<T>& joint = *joints_[node.joint];
    // A reversed joint's mobilizer runs from its child frame to its parent
    // frame (the node's parameters already carry the reversed axis).
    const Frame<T>& F =
        node.reversed ? joint.frame_on_child() : joint.frame_on_parent();
    const Frame<T>& M =
        node.reversed ? joint.frame_on_parent() : joint.frame_on_child();
    const math::RigidTransform<double> X_FM_weld =
        node.reversed ? joint.weld_X_FM().inverse() : joint.weld_X_FM();
    std::unique_ptr<Mobilizer<T>> mobilizer =
        MakeMobilizer<T>(node.kind, node.params, F, M, X_FM_weld);
    const int index = m - 1;
    mobilizer->set_parent_tree(this, index);
    mobilizer->set_model_instance(joint.model_instance());
    MobilizerTopology& mt = mobilizer->topology_;
    mt.index = MobilizerIndex(index);
    mt.inboard_frame = F.index();
    mt.outboard_frame = M.index();
    mt.inboard_body = F.body().index();
    mt.outboard_body = M.body().index();
    mt.body_node = MobodIndex(m);
    mt.num_positions = node.nq;
    mt.num_velocities = node.nv;
    mt.positions_start = node.q_start;
    mt.velocities_start = nq_ + node.v_start;
    mt.velocities_start_in_v = node.v_start;
    BodyNode<T>* parent = body_nodes_[node.parent].get();
    std::unique_ptr<BodyNode<T>> body_node = mobilizer->CreateBodyNode(
        parent, bodies_[node.body].get(), mobilizer.get());
    BodyNodeTopology& bt = body_node->topology_;
    bt.index = MobodIndex(m);
    bt.mobilizer = MobilizerIndex(index);
    bt.mobilizer_positions_start = node.q_start;
    bt.mobilizer_velocities_start_in_v = node.v_start;
    body_node->tree_ = this;
    parent->add_child_node(body_node.get());
    mobilizers_.push_back(std::move(mobilizer));
    body_nodes_.push_back(std::move(body_node));
  }
}

template <typename T>
const Mobilizer<T>& MultibodyTree<T>::get_mobilizer(
    MobilizerIndex index) const {
  if (!index.is_valid() || index >= num_mobilizers()) {
    throw std::logic_error(fmt::format(
        "get_mobilizer(): the mobilizer index {} is {}; this tree has {} "
        "mobilizers{}.",
        to_string(index), index.is_valid() ? "out of range" : "invalid",
        num_mobilizers(),
        finalized_ ? "" : " (mobilizers are created at Finalize())"));
  }
  return *mobilizers_[index];
}

template <typename T>
const BodyNode<T>& MultibodyTree<T>::get_body_node(MobodIndex index) const {
  if (!index.is_valid() || index >= static_cast<int>(body_nodes_.size())) {
    throw std::logic_error(fmt::format(
        "get_body_node(): the body node index {} is {}; this tree has {} "
        "body nodes{}.",
        to_string(index), index.is_valid() ? "out of range" : "invalid",
        body_nodes_.size(),
        finalized_ ? "" : " (body nodes are created at Finalize())"));
  }
  return *body_nodes_[index];
}

template <typename T>
int MultibodyTree<T>::joint_position_start(JointIndex joint) const {
  if (joint_to_mobod_.empty()) {
    throw std::logic_error(
        "Joint::position_start(): the plant is not finalized yet; positions "
        "are numbered at Finalize().");
  }
  return mobods_[joint_to_mobod_[joint]].q_start;
}

template <typename T>
int MultibodyTree<T>::joint_velocity_start(JointIndex joint) const {
  if (joint_to_mobod_.empty()) {
    throw std::logic_error(
        "Joint::velocity_start(): the plant is not finalized yet; velocities "
        "are numbered at Finalize().");
  }
  return mobods_[joint_to_mobod_[joint]].v_start;
}

template <typename T>
int MultibodyTree<T>::actuator_input_start(JointActuatorIndex actuator) const {
  if (!finalized_) {
    throw std::logic_error(
        "JointActuator::input_start(): the plant is not finalized yet; "
        "actuation inputs are numbered at Finalize().");
  }
  return actuator_input_start_[actuator];
}

template <typename T>
bool MultibodyTree<T>::IsFloatingBaseBody(BodyIndex body) const {
  ThrowIfNotFinalized("RigidBody::is_floating");
  if (body == 0) return false;
  const Mobod& node = mobods_[body_to_mobod_[body]];
  return node.parent == 0 && (node.kind == MobilizerKind::kQuaternionFloating ||
                              node.kind == MobilizerKind::kRpyFloating);
}

template <typename T>
JointIndex MultibodyTree<T>::GetInboardJoint(BodyIndex body) const {
  ThrowIfNotFinalized("GetInboardJoint");
  return mobods_[body_to_mobod_[body]].joint;
}

template <typename T>
bool MultibodyTree<T>::IsAnchored(BodyIndex body) const {
  ThrowIfNotFinalized("IsAnchored");
  int m = body_to_mobod_[body];
  while (m > 0) {
    if (mobods_[m].nv != 0) return false;
    m = mobods_[m].parent;
  }
  return true;
}

template <typename T>
int MultibodyTree<T>::tree_height() const {
  int height = 0;
  for (const Mobod& node : mobods_) height = std::max(height, node.level);
  return height + 1;
}

// -------------------------------------------------------------------------
// State and parameters in the Context.

template <typename T>
Eigen::VectorBlock<const VectorX<T>>
MultibodyTree<T>::get_positions_and_velocities(
    const systems::Context<T>& context) const {
  if (layout_.is_discrete) {
    return context.get_discrete_state(0).get_value();
  }
  // (Continuous state is [q; v; z], z a plant's surface displacements.)
  const auto x = static_cast<const systems::BasicVector<T>&>(
                     context.get_continuous_state_vector())
                     .get_value();
  return Eigen::VectorBlock<const VectorX<T>>(x.nestedExpression(),
                                              x.startRow(), nq_ + nv_);
}

template <typename T>
Eigen::VectorBlock<const VectorX<T>> MultibodyTree<T>::get_positions(
    const systems::Context<T>& context) const {
  const auto& x = get_positions_and_velocities(context);
  // A block of the underlying vector (not of the block) keeps the type.
  return Eigen::VectorBlock<const VectorX<T>>(x.nestedExpression(),
                                              x.startRow(), nq_);
}

template <typename T>
Eigen::VectorBlock<const VectorX<T>> MultibodyTree<T>::get_velocities(
    const systems::Context<T>& context) const {
  const auto& x = get_positions_and_velocities(context);
  return Eigen::VectorBlock<const VectorX<T>>(x.nestedExpression(),
                                              x.startRow() + nq_, nv_);
}

template <typename T>
Eigen::VectorBlock<VectorX<T>>
MultibodyTree<T>::get_mutable_positions_and_velocities(
    systems::Context<T>* context) const {
  if (layout_.is_discrete) {
    return context->get_mutable_discrete_state(0).get_mutable_value();
  }
  auto x = static_cast<systems::BasicVector<T>&>(
               context->get_mutable_continuous_state_vector())
               .get_mutable_value();
  return Eigen::VectorBlock<VectorX<T>>(x.nestedExpression(), x.startRow(),
                                        nq_ + nv_);
}

template <typename T>
Eigen::VectorBlock<VectorX<T>>
MultibodyTree<T>::get_mutable_positions_and_velocities(
    const systems::Context<T>& context, systems::State<T>* state) const {
  // As Drake: every plant method taking a State* reaches here; a State the
  // plant did not allocate (another system's, or one built by hand) could
  // have another layout.
  ValidateContext(context);
  layout_.system->ValidateCreatedForThisSystem(state);
  if (layout_.is_discrete) {
    return state->get_mutable_discrete_state(0).get_mutable_value();
  }
  auto x = static_cast<systems::BasicVector<T>&>(
               state->get_mutable_continuous_state().get_mutable_vector())
               .get_mutable_value();
  return Eigen::VectorBlock<VectorX<T>>(x.nestedExpression(), x.startRow(),
                                        nq_ + nv_);
}

template <typename T>
Eigen::VectorBlock<const VectorX<T>> MultibodyTree<T>::get_mass_parameters(
    const systems::Context<T>& context) const {
  return context.get_numeric_parameter(layout_.mass_parameter_index)
      .get_value();
}

template <typename T>
Eigen::VectorBlock<VectorX<T>> MultibodyTree<T>::get_mutable_mass_parameters(
    systems::Context<T>* context) const {
  return context->get_mutable_numeric_parameter(layout_.mass_parameter_index)
      .get_mutable_value();
}

template <typename T>
void MultibodyTree<T>::SetMassParameters(const SpatialInertia<T>& M_BBo_B,
                                         BodyIndex body,
                                         Eigen::Ref<VectorX<T>> parameters) {
  auto p = parameters.template segment<10>(10 * body);
  const UnitInertia<T>& G = M_BBo_B.get_unit_inertia();
  p[0] = M_BBo_B.get_mass();
  p.template segment<3>(1) = M_BBo_B.get_com();
  const Matrix3<T> Gm = G.CopyToFullMatrix3();
  p[4] = Gm(0, 0);
  p[5] = Gm(1, 1);
  p[6] = Gm(2, 2);
  p[7] = Gm(0, 1);
  p[8] = Gm(0, 2);
  p[9] = Gm(1, 2);
}

template <typename T>
SpatialInertia<T> MultibodyTree<T>::GetMassParameters(
    BodyIndex body, const Eigen::Ref<const VectorX<T>>& parameters) {
  const auto p = parameters.template segment<10>(10 * body);
  return SpatialInertia<T>(p[0], Vector3<T>(p[1], p[2], p[3]),
                           UnitInertia<T>(p[4], p[5], p[6], p[7], p[8], p[9]),
                           /* skip_validity_check = */ true);
}

template <typename T>
void MultibodyTree<T>::SetDefaultParameters(
    systems::Parameters<T>* parameters) const {
  auto mass =
      parameters->get_mutable_numeric_parameter(layout_.mass_parameter_index)
          .get_mutable_value();
  for (int b = 0; b < num_bodies(); ++b) {
    SetMassParameters(bodies_[b]->default_spatial_inertia().template cast<T>(),
                      BodyIndex(b), mass);
  }
  for (int j = 0; j < static_cast<int>(joints_.size()); ++j) {
    if (joints_[j] == nullptr) continue;
    const int index = layout_.damping_parameter_index[j];
    if (index < 0) continue;
    parameters->get_mutable_numeric_parameter(index).SetFromVector(
        joints_[j]->default_damping_vector().template cast<T>());
  }
  if (layout_.frame_pose_parameter_index >= 0) {
    auto frame_poses =
        parameters
            ->get_mutable_numeric_parameter(layout_.frame_pose_parameter_index)
            .get_mutable_value();
    for (int f = 0; f < num_frames(); ++f) {
      const int offset = frame_parameter_offset_[f];
      if (offset < 0) continue;
      const auto& frame = static_cast<const FixedOffsetFrame<T>&>(*frames_[f]);
      const Eigen::Matrix<double, 3, 4> X_PF =
          frame.GetFixedPoseInParentFrame().GetAsMatrix34();
      for (int k = 0; k < 12; ++k) frame_poses[offset + k] = X_PF.data()[k];
    }
  }
  if (layout_.rotor_parameter_index >= 0) {
    auto rotor =
        parameters->get_mutable_numeric_parameter(layout_.rotor_parameter_index)
            .get_mutable_value();
    rotor.setZero();
    for (int a = 0; a < static_cast<int>(actuators_.size()); ++a) {
      if (actuators_[a] == nullptr) continue;
      rotor[2 * a] = actuators_[a]->default_rotor_inertia();
      rotor[2 * a + 1] = actuators_[a]->default_gear_ratio();
    }
  }
}

template <typename T>
const FrameBodyPoseCache<T>& MultibodyTree<T>::EvalFrameBodyPoses(
    const systems::Context<T>& context) const {
  return layout_.frame_body_poses->template Eval<FrameBodyPoseCache<T>>(
      context);
}

template <typename T>
void MultibodyTree<T>::CalcFrameBodyPoses(const systems::Context<T>& context,
                                          FrameBodyPoseCache<T>* fp) const {
  DRAKE_DEMAND(layout_.frame_pose_parameter_index >= 0);
  const VectorX<T>& parameters =
      context.get_numeric_parameter(layout_.frame_pose_parameter_index).value();
  CalcFrameBodyPoses(&parameters, fp);
}

template <typename T>
void MultibodyTree<T>::CalcFrameBodyPoses(const VectorX<T>* parameters,
                                          FrameBodyPoseCache<T>* fp) const {
  DRAKE_DEMAND(fp != nullptr);
  DRAKE_DEMAND(static_cast<int>(fp->X_BF.size()) == num_frames());
  DRAKE_DEMAND(static_cast<int>(fp->X_PF.size()) == num_mobods());
  // A frame's parent frame was added before it (AddFrame() checks), so one
  // pass in index order composes X_BF = X_BP·X_PF.
  for (int f = 0; f < num_frames(); ++f) {
    const int offset = frame_parameter_offset_[f];
    if (offset < 0) {
      fp->X_BF[f].SetIdentity();
      continue;
    }
    const auto& frame = static_cast<const FixedOffsetFrame<T>&>(*frames_[f]);
    math::RigidTransform<T> X_PF;
    if (parameters == nullptr) {
      X_PF = frame.GetFixedPoseInParentFrame().template cast<T>();
    } else {
      // 12 numbers: R_PF by columns, then p_PF.
      const T* x = parameters->data() + offset;
      Matrix3<T> R;
      R << x[0], x[3], x[6], x[1], x[4], x[7], x[2], x[5], x[8];
      X_PF = math::RigidTransform<T>(math::RotationMatrix<T>::MakeUnchecked(R),
                                     Vector3<T>(x[9], x[10], x[11]));
    }
    fp->X_BF[f] = fp->X_BF[frame.parent_frame().index()] * X_PF;
  }
  fp->X_PF[0].SetIdentity();
  fp->X_MB[0].SetIdentity();
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    const bool inboard_fixed = frame_parameter_offset_[node.inboard_frame] < 0;
    const bool outboard_fixed =
        frame_parameter_offset_[node.outboard_frame] < 0;
    const math::RigidTransform<double>& X_FM = X_FM_weld_[m];
    const bool weld_identity = X_FM.IsExactlyIdentity();
    fp->X_PF[m] = fp->X_BF[node.inboard_frame];
    if (!weld_identity) fp->X_PF[m] = fp->X_PF[m] * X_FM.template cast<T>();
    fp->X_MB[m] = fp->X_BF[node.outboard_frame].inverse();
    if constexpr (std::is_same_v<T, double>) {
      fp->X_PF_is_identity[m] = fp->X_PF[m].IsExactlyIdentity();
      fp->X_MB_is_identity[m] = fp->X_MB[m].IsExactlyIdentity();
    } else {
      // An offset read from the parameters may carry derivatives even when
      // its value is the identity.
      fp->X_PF_is_identity[m] = inboard_fixed && weld_identity;
      fp->X_MB_is_identity[m] = outboard_fixed;
    }
  }
}

template <typename T>
const VectorX<T>& MultibodyTree<T>::EvalReflectedInertia(
    const systems::Context<T>& context) const {
  return layout_.reflected_inertia->template Eval<VectorX<T>>(context);
}

template <typename T>
void MultibodyTree<T>::CalcReflectedInertia(const systems::Context<T>& context,
                                            VectorX<T>* reflected) const {
  DRAKE_DEMAND(reflected != nullptr);
  reflected->setZero(nv_);
  const auto rotor =
      context.get_numeric_parameter(layout_.rotor_parameter_index).get_value();
  for (int a = 0; a < static_cast<int>(actuator_v_index_.size()); ++a) {
    const int v = actuator_v_index_[a];
    if (v < 0) continue;
    const T& rho = rotor[2 * a + 1];
    (*reflected)[v] += rho * rho * rotor[2 * a];
  }
}

template <typename T>
void MultibodyTree<T>::SetZeroState(Eigen::Ref<VectorX<T>> q,
                                    Eigen::Ref<VectorX<T>> v) const {
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      Kernel::SetZeroState(node.params, q.data() + node.q_start,
                           v.data() + node.v_start);
    });
  }
}

template <typename T>
void MultibodyTree<T>::SetDefaultPositionsAndVelocities(
    Eigen::Ref<VectorX<T>> x) const {
  x.tail(nv_).setZero();
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    const Joint<T>& joint = *joints_[node.joint];
    x.segment(node.q_start, node.nq) =
        joint.default_positions().template cast<T>();
  }
}

template <typename T>
const PositionKinematicsCache<T>& MultibodyTree<T>::EvalPositionKinematics(
    const systems::Context<T>& context) const {
  return layout_.position_kinematics->template Eval<PositionKinematicsCache<T>>(
      context);
}

template <typename T>
const BlockSystemJacobianCache<T>&
MultibodyTree<T>::EvalBlockSystemJacobianCache(
    const systems::Context<T>& context) const {
  return layout_.block_system_jacobian
      ->template Eval<BlockSystemJacobianCache<T>>(context);
}

template <typename T>
const VelocityKinematicsCache<T>& MultibodyTree<T>::EvalVelocityKinematics(
    const systems::Context<T>& context) const {
  return layout_.velocity_kinematics->template Eval<VelocityKinematicsCache<T>>(
      context);
}

template <typename T>
const ForwardDynamicsCache<T>& MultibodyTree<T>::EvalForwardDynamics(
    const systems::Context<T>& context) const {
  return layout_.forward_dynamics->template Eval<ForwardDynamicsCache<T>>(
      context);
}

template <typename T>
TreeWorkspace<T>& MultibodyTree<T>::GetMutableWorkspace(
    const systems::Context<T>& context) const {
  return layout_.workspace->get_mutable_cache_entry_value(context)
      .get_mutable_abstract_value()
      .template get_mutable_value<TreeWorkspace<T>>();
}

template <typename T>
void MultibodyTree<T>::DeclareCacheEntries(
    systems::SystemBase* system, std::set<systems::DependencyTicket> q_tickets,
    const std::set<systems::DependencyTicket>& qv_tickets,
    int num_actuated_dofs, ContextLayout* layout) const {
  DRAKE_DEMAND(system != nullptr && layout != nullptr);
  DRAKE_DEMAND(layout->frame_pose_parameter_index >= 0 &&
               layout->rotor_parameter_index >= 0);
  const int nm = num_mobods();
  const MultibodyTree<T>* tree = this;
  // Each entry's Calc is the tree's own, below its Eval in this file.
  auto& frame_poses = system->DeclareCacheEntry(
      "frame body poses",
      systems::ValueProducer(FrameBodyPoseCache<T>(num_frames(), nm),
                             std::function<void(const systems::Context<T>&,
                                                FrameBodyPoseCache<T>*)>(
                                 [tree](const systems::Context<T>& context,
                                        FrameBodyPoseCache<T>* fp) {
                                   tree->CalcFrameBodyPoses(context, fp);
                                 })),
      {system->numeric_parameter_ticket(
          systems::NumericParameterIndex(layout->frame_pose_parameter_index))});
  layout->frame_body_poses = &frame_poses;
  // Position kinematics depends on q and on the frame offsets.
  q_tickets.insert(frame_poses.ticket());
  auto& position_kinematics = system->DeclareCacheEntry(
      "position kinematics",
      systems::ValueProducer(PositionKinematicsCache<T>(nm, nv_),
                             std::function<void(const systems::Context<T>&,
                                                PositionKinematicsCache<T>*)>(
                                 [tree](const systems::Context<T>& context,
                                        PositionKinematicsCache<T>* pc) {
                                   MALLARD_PROFILE_STAGE(kKinematics);
                                   tree->CalcPositionKinematicsCache(context,
                                                                     pc);
                                 })),
      q_tickets);
  layout->position_kinematics = &position_kinematics;
  // The system Jacobian (Drake's description) is a function of the position
  // kinematics alone: q and the frame offsets, not v.
  auto& block_system_jacobian = system->DeclareCacheEntry(
      "system Jacobian",
      systems::ValueProducer(
          BlockSystemJacobianCache<T>(nm, nv_, forest_trees_),
          std::function<void(const systems::Context<T>&,
                             BlockSystemJacobianCache<T>*)>(
              [tree](const systems::Context<T>& context,
                     BlockSystemJacobianCache<T>* sjc) {
                tree->CalcBlockSystemJacobianCache(context, sjc);
              })),
      {position_kinematics.ticket()});
  layout->block_system_jacobian = &block_system_jacobian;
  auto& reflected_inertia = system->DeclareCacheEntry(
      "reflected rotor inertia",
      systems::ValueProducer(
          VectorX<T>(VectorX<T>::Zero(nv_)),
          std::function<void(const systems::Context<T>&, VectorX<T>*)>(
              [tree](const systems::Context<T>& context,
                     VectorX<T>* reflected) {
                tree->CalcReflectedInertia(context, reflected);
              })),
      {system->numeric_parameter_ticket(
          systems::NumericParameterIndex(layout->rotor_parameter_index))});
  layout->reflected_inertia = &reflected_inertia;
  std::set<systems::DependencyTicket> vc_tickets = qv_tickets;
  vc_tickets.insert(position_kinematics.ticket());
  auto& velocity_kinematics = system->DeclareCacheEntry(
      "velocity kinematics",
      systems::ValueProducer(
          VelocityKinematicsCache<T>(nm),
          std::function<void(const systems::Context<T>&,
                             VelocityKinematicsCache<T>*)>(
              [tree](const systems::Context<T>& context,
                     VelocityKinematicsCache<T>* vc) {
                MALLARD_PROFILE_STAGE(kKinematics);
                tree->CalcVelocityKinematicsCache(
                    context, tree->EvalPositionKinematics(context), vc);
              })),
      vc_tickets);
  layout->velocity_kinematics = &velocity_kinematics;
  // Scratch memory only: it depends on nothing and is never computed.
  TreeWorkspace<T> workspace_model(nm, num_bodies(), nv_);
  workspace_model.u = VectorX<T>::Zero(num_actuated_dofs);
  auto& workspace = system->DeclareCacheEntry(
      "workspace (scratch)",
      systems::ValueProducer(
          workspace_model,
          std::function<void(const systems::Context<T>&, TreeWorkspace<T>*)>(
              [](const systems::Context<T>&, TreeWorkspace<T>*) {})),
      {system->nothing_ticket()});
  layout->workspace = &workspace;
}

// -------------------------------------------------------------------------
// Scalar conversion.

namespace {
template <typename U, typename T>
std::unique_ptr<Joint<U>> CloneJoint(const Joint<T>& joint, const Frame<U>& F,
                                     const Frame<U>& M) {
  const std::string& name = joint.name();
  const auto& d = joint.default_damping_vector();
  std::unique_ptr<Joint<U>> clone;
  switch (joint.mobilizer_kind()) {
    case MobilizerKind::kWeld:
      clone = std::make_unique<WeldJoint<U>>(name, F, M, joint.weld_X_FM());
      break;
    case MobilizerKind::kRevolute:
      clone = std::make_unique<RevoluteJoint<U>>(
          name, F, M, joint.mobilizer_parameters().axis, d[0]);
      break;
    case MobilizerKind::kPrismatic:
      clone = std::make_unique<PrismaticJoint<U>>(
          name, F, M, joint.mobilizer_parameters().axis,
          -std::numeric_limits<double>::infinity(),
          std::numeric_limits<double>::infinity(), d[0]);
      break;
    case MobilizerKind::kUniversal:
      clone = std::make_unique<UniversalJoint<U>>(name, F, M, d[0]);
      break;
    case MobilizerKind::kBallRpy:
      clone = std::make_unique<BallRpyJoint<U>>(name, F, M, d[0]);
      break;
    case MobilizerKind::kPlanar:
      clone = std::make_unique<PlanarJoint<U>>(
          name, F, M, Vector3<double>(d.template head<3>()));
      break;
    case MobilizerKind::kScrew:
      clone = std::make_unique<ScrewJoint<U>>(
          name, F, M, joint.mobilizer_parameters().axis,
          joint.mobilizer_parameters().screw_pitch, d[0]);
      break;
    case MobilizerKind::kQuaternionFloating:
      clone =
          std::make_unique<QuaternionFloatingJoint<U>>(name, F, M, d[0], d[3]);
      break;
    case MobilizerKind::kRpyFloating:
      clone = std::make_unique<RpyFloatingJoint<U>>(name, F, M, d[0], d[3]);
      break;
    case MobilizerKind::kBallQuaternion:
      clone = std::make_unique<BallQuaternionJoint<U>>(name, F, M, d[0]);
      break;
    case MobilizerKind::kCurvilinear:
      // The limits are copied below.
      clone = std::make_unique<CurvilinearJoint<U>>(
          name, F, M,
          dynamic_cast<const CurvilinearJoint<T>&>(joint).get_trajectory(),
          d[0]);
      break;
  }
  clone->set_default_damping_vector(d);
  clone->set_position_limits(joint.position_lower_limits(),
                             joint.position_upper_limits());
  clone->set_velocity_limits(joint.velocity_lower_limits(),
                             joint.velocity_upper_limits());
  clone->set_acceleration_limits(joint.acceleration_lower_limits(),
                                 joint.acceleration_upper_limits());
  clone->set_default_positions(joint.default_positions());
  clone->set_is_ephemeral(joint.is_ephemeral());
  clone->internal_set_random_state_distribution(
      joint.get_random_position_distribution(),
      joint.get_random_velocity_distribution());
  return clone;
}
}  // namespace

template <typename T>
template <typename U>
std::unique_ptr<MultibodyTree<U>> MultibodyTree<T>::CloneToScalar() const {
  auto clone = std::make_unique<MultibodyTree<U>>();
  clone->instance_names_ = instance_names_;
  clone->instance_by_name_ = instance_by_name_;
  clone->base_joint_type_ = base_joint_type_;
  clone->base_joint_type_by_instance_ = base_joint_type_by_instance_;
  clone->mutable_gravity_field().set_gravity_vector(gravity_->gravity_vector());
  for (int i = 0; i < num_model_instances(); ++i) {
    if (!gravity_->is_enabled(ModelInstanceIndex(i))) {
      clone->mutable_gravity_field().set_enabled(ModelInstanceIndex(i), false);
    }
  }
  // Bodies and frames in frame-index order, so that each frame keeps its
  // index: a body's frame is added with the body, and the user may have
  // added offset frames between bodies (bodies stay in index order, since
  // each one adds its frame).
  for (int f = 1; f < num_frames(); ++f) {
    const Frame<T>& frame = *frames_[f];
    if (frame.is_body_frame()) {
      const RigidBody<T>& body = frame.body();
      DRAKE_DEMAND(int{body.index()} == clone->num_bodies());
      clone->AddRigidBody(body.name(), body.model_instance(),
                          body.default_spatial_inertia());
      continue;
    }
    const auto* fixed = dynamic_cast<const FixedOffsetFrame<T>*>(&frame);
    DRAKE_DEMAND(fixed != nullptr);
    const Frame<U>& parent = clone->get_frame(fixed->parent_frame().index());
    clone->AddFrame(std::make_unique<FixedOffsetFrame<U>>(
        frame.name(), parent, fixed->GetFixedPoseInParentFrame(),
        frame.model_instance()));
  }
  // Joints keep their indices (removed ones stay as gaps).
  for (int j = 0; j < static_cast<int>(joints_.size()); ++j) {
    if (joints_[j] == nullptr) {
      clone->joints_.push_back(nullptr);
      clone->joint_instance_.push_back(joint_instance_[j]);
      continue;
    }
    const Joint<T>& joint = *joints_[j];
    auto joint_clone = CloneJoint<U, T>(
        joint, clone->get_frame(joint.frame_on_parent().index()),
        clone->get_frame(joint.frame_on_child().index()));
    const int index = static_cast<int>(clone->joints_.size());
    joint_clone->set_parent_tree(clone.get(), index);
    joint_clone->set_ordinal(clone->num_joints_++);
    clone->joint_names_.emplace(joint_clone->name(), index);
    clone->joint_instance_.push_back(joint_clone->model_instance());
    clone->joints_.push_back(std::move(joint_clone));
  }
  for (int a = 0; a < static_cast<int>(actuators_.size()); ++a) {
    if (actuators_[a] == nullptr) {
      clone->actuators_.push_back(nullptr);
      clone->actuator_instance_.push_back(actuator_instance_[a]);
      continue;
    }
    const JointActuator<T>& actuator = *actuators_[a];
    auto actuator_clone = std::make_unique<JointActuator<U>>(
        actuator.name(), clone->get_joint(actuator.joint().index()),
        actuator.effort_limit());
    actuator_clone->set_default_rotor_inertia(actuator.default_rotor_inertia());
    actuator_clone->set_default_gear_ratio(actuator.default_gear_ratio());
    if (actuator.has_controller()) {
      actuator_clone->set_controller_gains(actuator.get_controller_gains());
    }
    const int index = static_cast<int>(clone->actuators_.size());
    actuator_clone->set_parent_tree(clone.get(), index);
    actuator_clone->set_model_instance(actuator.model_instance());
    actuator_clone->set_ordinal(clone->num_actuators_++);
    clone->actuator_names_.emplace(actuator.name(), index);
    clone->actuator_instance_.push_back(actuator.model_instance());
    clone->actuators_.push_back(std::move(actuator_clone));
  }
  for (int f = 1; f < num_force_elements(); ++f) {
    clone->AddForceElement(force_elements_[f]->DoCloneToScalar(*clone));
  }
  if (finalized_) {
    // The ephemeral joints were cloned above; compile the same topology.
    // CompileTopology() chose the forward dynamics method by U's cost
    // estimate; a same-scalar clone keeps this tree's (possibly forced)
    // choice.
    clone->CompileTopology();
    if constexpr (std::is_same_v<T, U>) {
      clone->forward_dynamics_method_ = forward_dynamics_method_;
    }
    clone->finalized_ = true;
  }
  return clone;
}

template std::unique_ptr<MultibodyTree<AutoDiffXd>>
MultibodyTree<double>::CloneToScalar<AutoDiffXd>() const;
template std::unique_ptr<MultibodyTree<double>>
MultibodyTree<double>::CloneToScalar<double>() const;
template std::unique_ptr<MultibodyTree<double>>
MultibodyTree<AutoDiffXd>::CloneToScalar<double>() const;
template std::unique_ptr<MultibodyTree<AutoDiffXd>>
MultibodyTree<AutoDiffXd>::CloneToScalar<AutoDiffXd>() const;
template std::unique_ptr<MultibodyTree<symbolic::Expression>>
MultibodyTree<double>::CloneToScalar<symbolic::Expression>() const;
template std::unique_ptr<MultibodyTree<symbolic::Expression>>
MultibodyTree<AutoDiffXd>::CloneToScalar<symbolic::Expression>() const;
template std::unique_ptr<MultibodyTree<double>>
MultibodyTree<symbolic::Expression>::CloneToScalar<double>() const;
template std::unique_ptr<MultibodyTree<AutoDiffXd>>
MultibodyTree<symbolic::Expression>::CloneToScalar<AutoDiffXd>() const;

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::MultibodyTree)
