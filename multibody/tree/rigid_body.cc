#include "drake/multibody/tree/rigid_body.h"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/common/drake_bool.h"
#include "drake/multibody/tree/multibody_element_helpers.h"

namespace drake {
namespace multibody {

using internal::CheckElementContext;
using internal::ScopedElementName;

template <typename T>
RigidBodyFrame<T>::RigidBodyFrame(const RigidBody<T>& body)
    : Frame<T>(body.name(), body, body.model_instance(), true) {}

template <typename T>
RigidBodyFrame<T>::~RigidBodyFrame() = default;

template <typename T>
RigidBody<T>::RigidBody(const std::string& body_name,
                        ModelInstanceIndex model_instance,
                        const SpatialInertia<double>& M_BBo_B)
    : MultibodyElement<T>(model_instance),
      name_(body_name),
      body_frame_(*this),
      default_M_BBo_B_(M_BBo_B) {}

template <typename T>
RigidBody<T>::RigidBody(const std::string& body_name,
                        const SpatialInertia<double>& M_BBo_B)
    : RigidBody(body_name, default_model_instance(), M_BBo_B) {}

template <typename T>
RigidBody<T>::~RigidBody() = default;

template <typename T>
ScopedName RigidBody<T>::scoped_name() const {
  return ScopedName::Parse(ScopedElementName(this->get_parent_tree(),
                                             this->model_instance(), name_));
}

template <typename T>
internal::MobodIndex RigidBody<T>::mobod_index() const {
  const auto& tree = this->get_parent_tree();
  tree.ThrowIfNotFinalized("RigidBody::mobod_index");
  return tree.body_mobod(index());
}

template <typename T>
T RigidBody<T>::get_mass(const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckElementContext(tree, context);
  return tree.get_mass_parameters(context)[10 * index()];
}

template <typename T>
Vector3<T> RigidBody<T>::CalcCenterOfMassInBodyFrame(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckElementContext(tree, context);
  return tree.get_mass_parameters(context).template segment<3>(10 * index() +
                                                               1);
}

template <typename T>
Vector3<T> RigidBody<T>::CalcCenterOfMassTranslationalVelocityInWorld(
    const systems::Context<T>& context) const {
  const Vector3<T> p_BoBcm_B = CalcCenterOfMassInBodyFrame(context);
  const math::RotationMatrix<T>& R_WB = EvalPoseInWorld(context).rotation();
  return EvalSpatialVelocityInWorld(context)
      .Shift(R_WB * p_BoBcm_B)
      .translational();
}

template <typename T>
SpatialInertia<T> RigidBody<T>::CalcSpatialInertiaInBodyFrame(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckElementContext(tree, context);
  return internal::MultibodyTree<T>::GetMassParameters(
      index(), tree.get_mass_parameters(context));
}

template <typename T>
void RigidBody<T>::SetMass(systems::Context<T>* context, const T& mass) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  if (index() == 0) {
    throw std::logic_error("RigidBody::SetMass(): the world body has no mass.");
  }
  // (A symbolic mass is not checked, as Drake.)
  if constexpr (scalar_predicate<T>::is_bool) {
    if (!(mass >= 0)) {
      throw std::logic_error(fmt::format(
          "RigidBody::SetMass(): body '{}' was given mass {}; the mass must "
          "be non-negative.",
          name_, ExtractDoubleOrThrow(mass)));
    }
  }
  const auto& tree = this->get_parent_tree();
  CheckElementContext(tree, *context);
  tree.get_mutable_mass_parameters(context)[10 * index()] = mass;
}

template <typename T>
void RigidBody<T>::SetCenterOfMassInBodyFrame(systems::Context<T>* context,
                                              const Vector3<T>& com) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  const auto& tree = this->get_parent_tree();
  CheckElementContext(tree, *context);
  SpatialInertia<T> M = CalcSpatialInertiaInBodyFrame(*context);
  // Keep I_BBo_B: G stays the same since G = I/m.
  M = SpatialInertia<T>(M.get_mass(), com, M.get_unit_inertia(), true);
  auto params = tree.get_mutable_mass_parameters(context);
  internal::MultibodyTree<T>::SetMassParameters(M, index(), params);
}

template <typename T>
void RigidBody<T>::SetSpatialInertiaInBodyFrame(
    systems::Context<T>* context, const SpatialInertia<T>& M_BBo_B) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  if (!M_BBo_B.IsPhysicallyValid()) {
    throw std::logic_error(
        fmt::format("RigidBody::SetSpatialInertiaInBodyFrame(): body '{}': {}",
                    name_, M_BBo_B.CriticizeNotPhysicallyValid()));
  }
  const auto& tree = this->get_parent_tree();
  CheckElementContext(tree, *context);
  auto params = tree.get_mutable_mass_parameters(context);
  internal::MultibodyTree<T>::SetMassParameters(M_BBo_B, index(), params);
}

template <typename T>
const math::RigidTransform<T>& RigidBody<T>::EvalPoseInWorld(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckElementContext(tree, context);
  return tree.EvalPositionKinematics(context).get_X_WB(mobod_index());
}

template <typename T>
const SpatialVelocity<T>& RigidBody<T>::EvalSpatialVelocityInWorld(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckElementContext(tree, context);
  return tree.EvalVelocityKinematics(context).get_V_WB(mobod_index());
}

template <typename T>
const SpatialAcceleration<T>& RigidBody<T>::EvalSpatialAccelerationInWorld(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckElementContext(tree, context);
  return tree.EvalForwardDynamics(context).A_WB.get_A_WB(mobod_index());
}

template <typename T>
bool RigidBody<T>::is_floating() const {
  return this->get_parent_tree().IsFloatingBaseBody(index());
}

template <typename T>
bool RigidBody<T>::has_quaternion_dofs() const {
  const auto& tree = this->get_parent_tree();
  tree.ThrowIfNotFinalized("RigidBody::has_quaternion_dofs");
  const auto kind = tree.mobod(mobod_index()).kind;
  return kind == internal::MobilizerKind::kQuaternionFloating ||
         kind == internal::MobilizerKind::kBallQuaternion;
}

template <typename T>
int RigidBody<T>::floating_positions_start() const {
  if (!is_floating()) {
    throw std::logic_error(fmt::format(
        "RigidBody::floating_positions_start(): body '{}' is not a floating "
        "base body.",
        name_));
  }
  return this->get_parent_tree().mobod(mobod_index()).q_start;
}

template <typename T>
int RigidBody<T>::floating_velocities_start_in_v() const {
  if (!is_floating()) {
    throw std::logic_error(fmt::format(
        "RigidBody::floating_velocities_start_in_v(): body '{}' is not a "
        "floating base body.",
        name_));
  }
  return this->get_parent_tree().mobod(mobod_index()).v_start;
}

namespace {
// The joint whose child is `body` (the plant adds one to every free body at
// Finalize), or nullptr for the world body.
template <typename T>
const Joint<T>* FindInboardJoint(const internal::MultibodyTree<T>& tree,
                                 const RigidBody<T>& body) {
  for (JointIndex j : tree.GetJointIndices()) {
    const Joint<T>& joint = tree.get_joint(j);
    if (joint.child_body().index() == body.index()) return &joint;
  }
  return nullptr;
}

template <typename T>
const Joint<T>& FloatingJointOrThrow(const internal::MultibodyTree<T>& tree,
                                     const RigidBody<T>& body,
                                     const char* func) {
  const std::string where = fmt::format("RigidBody::{}", func);
  tree.ThrowIfNotFinalized(where.c_str());
  const Joint<T>* joint =
      body.is_floating() ? FindInboardJoint(tree, body) : nullptr;
  if (joint == nullptr) {
    throw std::logic_error(
        fmt::format("RigidBody::{}(): body '{}' is not a floating base body.",
                    func, body.name()));
  }
  return *joint;
}
}  // namespace

template <typename T>
std::string RigidBody<T>::floating_position_suffix(
    int position_index_in_body) const {
  const Joint<T>& joint = FloatingJointOrThrow(this->get_parent_tree(), *this,
                                               "floating_position_suffix");
  if (position_index_in_body < 0 ||
      position_index_in_body >= joint.num_positions()) {
    throw std::logic_error(fmt::format(
        "RigidBody::floating_position_suffix(): body '{}' has {} floating "
        "positions; index {} is out of range.",
        name_, joint.num_positions(), position_index_in_body));
  }
  return joint.position_suffix(position_index_in_body);
}

template <typename T>
std::string RigidBody<T>::floating_velocity_suffix(
    int velocity_index_in_body) const {
  const Joint<T>& joint = FloatingJointOrThrow(this->get_parent_tree(), *this,
                                               "floating_velocity_suffix");
  if (velocity_index_in_body < 0 ||
      velocity_index_in_body >= joint.num_velocities()) {
    throw std::logic_error(fmt::format(
        "RigidBody::floating_velocity_suffix(): body '{}' has {} floating "
        "velocities; index {} is out of range.",
        name_, joint.num_velocities(), velocity_index_in_body));
  }
  return joint.velocity_suffix(velocity_index_in_body);
}

template <typename T>
void RigidBody<T>::Lock(systems::Context<T>* context) const {
  FloatingJointOrThrow(this->get_parent_tree(), *this, "Lock").Lock(context);
}

template <typename T>
void RigidBody<T>::Unlock(systems::Context<T>* context) const {
  FloatingJointOrThrow(this->get_parent_tree(), *this, "Unlock")
      .Unlock(context);
}

template <typename T>
bool RigidBody<T>::is_locked(const systems::Context<T>& context) const {
  this->get_parent_tree().ThrowIfNotFinalized("RigidBody::is_locked");
  const Joint<T>* joint = FindInboardJoint(this->get_parent_tree(), *this);
  return joint != nullptr && joint->is_locked(context);
}

template <typename T>
Vector3<T> RigidBody<T>::CalcCenterOfMassTranslationalAccelerationInWorld(
    const systems::Context<T>& context) const {
  const Vector3<T> p_BoBcm_B = CalcCenterOfMassInBodyFrame(context);
  const math::RotationMatrix<T>& R_WB = EvalPoseInWorld(context).rotation();
  const Vector3<T>& w_WB = EvalSpatialVelocityInWorld(context).rotational();
  return EvalSpatialAccelerationInWorld(context)
      .Shift(R_WB * p_BoBcm_B, w_WB)
      .translational();
}

template <typename T>
void RigidBody<T>::SetCenterOfMassInBodyFrameAndPreserveCentralInertia(
    systems::Context<T>* context,
    const Vector3<T>& center_of_mass_position) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  const SpatialInertia<T> M_BBo_B = CalcSpatialInertiaInBodyFrame(*context);
  // I_BBcm_B stays; only the point the inertia is about moves with the com.
  const SpatialInertia<T> M_BBcm_B = M_BBo_B.Shift(M_BBo_B.get_com());
  SetSpatialInertiaInBodyFrame(context,
                               SpatialInertia<T>::MakeFromCentralInertia(
                                   M_BBo_B.get_mass(), center_of_mass_position,
                                   M_BBcm_B.CalcRotationalInertia()));
}

template <typename T>
const SpatialForce<T>& RigidBody<T>::GetForceInWorld(
    const systems::Context<T>&, const MultibodyForces<T>& forces) const {
  const auto& tree = this->get_parent_tree();
  if (forces.num_bodies() != tree.num_bodies() ||
      forces.num_velocities() != tree.num_velocities()) {
    throw std::logic_error(fmt::format(
        "RigidBody::GetForceInWorld(): body '{}': the MultibodyForces are not "
        "sized for this body's plant.",
        name_));
  }
  return forces.body_forces()[index()];
}

template <typename T>
void RigidBody<T>::AddInForceInWorld(const systems::Context<T>&,
                                     const SpatialForce<T>& F_Bo_W,
                                     MultibodyForces<T>* forces) const {
  DRAKE_THROW_UNLESS(forces != nullptr);
  DRAKE_THROW_UNLESS(index() < forces->num_bodies());
  forces->mutable_body_forces()[index()] += F_Bo_W;
}

template <typename T>
void RigidBody<T>::AddInForce(const systems::Context<T>& context,
                              const Vector3<T>& p_BP_E,
                              const SpatialForce<T>& F_Bp_E,
                              const Frame<T>& frame_E,
                              MultibodyForces<T>* forces) const {
  DRAKE_THROW_UNLESS(forces != nullptr);
  const math::RotationMatrix<T> R_WE =
      frame_E.CalcRotationMatrixInWorld(context);
  const Vector3<T> p_PBo_W = -(R_WE * p_BP_E);
  const SpatialForce<T> F_Bo_W = (R_WE * F_Bp_E).Shift(p_PBo_W);
  AddInForceInWorld(context, F_Bo_W, forces);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RigidBody)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RigidBodyFrame)
