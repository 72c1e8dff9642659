#include "drake/multibody/tree/rigid_body.h"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

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
std::string RigidBody<T>::scoped_name() const {
  return ScopedElementName(this->get_parent_tree(), this->model_instance(),
                           name_);
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
  if (!(mass >= 0)) {
    throw std::logic_error(fmt::format(
        "RigidBody::SetMass(): body '{}' was given mass {}; the mass must be "
        "non-negative.",
        name_, ExtractDoubleOrThrow(mass)));
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
