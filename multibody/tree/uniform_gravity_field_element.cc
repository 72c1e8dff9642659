#include "drake/multibody/tree/uniform_gravity_field_element.h"

#include <memory>
#include <stdexcept>

#include "drake/common/drake_bool.h"
#include "drake/common/symbolic/expression.h"
#include "drake/multibody/tree/multibody_element_helpers.h"
#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {

using internal::CheckElementContext;

template <typename T>
UniformGravityFieldElement<T>::UniformGravityFieldElement()
    : UniformGravityFieldElement(Vector3<double>(0, 0, -kDefaultStrength)) {}

template <typename T>
UniformGravityFieldElement<T>::UniformGravityFieldElement(
    const Vector3<double>& g_W)
    : ForceElement<T>(world_model_instance()), g_W_(g_W) {}

template <typename T>
UniformGravityFieldElement<T>::~UniformGravityFieldElement() = default;

template <typename T>
void UniformGravityFieldElement<T>::set_enabled(
    ModelInstanceIndex model_instance, bool is_enabled) {
  if (this->has_parent_tree()) {
    const auto& tree = this->get_parent_tree();
    tree.ThrowIfFinalized("set_gravity_enabled");
    tree.ThrowIfInvalidModelInstance(model_instance, "set_gravity_enabled");
  }
  if (is_enabled) {
    disabled_.erase(model_instance);
  } else {
    disabled_.insert(model_instance);
  }
}

template <typename T>
void UniformGravityFieldElement<T>::DoCalcAndAddForceContribution(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>& pc,
    const internal::VelocityKinematicsCache<T>&,
    MultibodyForces<T>* forces) const {
  AddWeights(context, pc, forces);
}

template <typename T>
void UniformGravityFieldElement<T>::AddWeights(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>& pc,
    MultibodyForces<T>* forces) const {
  const auto& tree = this->get_parent_tree();
  const auto params = tree.get_mass_parameters(context);
  const Vector3<T> g_W = g_W_.template cast<T>();
  for (int b = 1; b < tree.num_bodies(); ++b) {
    if (!disabled_.empty() &&
        !is_enabled(tree.get_body(BodyIndex(b)).model_instance())) {
      continue;
    }
    const T& mass = params[10 * b];
    // Massless bodies weigh nothing (for Expression: a mass that is the
    // constant 0; comparing a symbolic mass to 0 is not decidable).
    if constexpr (scalar_predicate<T>::is_bool) {
      if (mass == 0) continue;
    } else {
      if (symbolic::is_zero(mass)) continue;
    }
    const math::RigidTransform<T>& X_WB =
        pc.get_X_WB(tree.body_mobod(BodyIndex(b)));
    const Vector3<T> p_BoBcm_W =
        X_WB.rotation() * Vector3<T>(params.template segment<3>(10 * b + 1));
    const Vector3<T> f = mass * g_W;
    SpatialForce<T>& F = forces->mutable_body_forces()[b];
    F.rotational() += p_BoBcm_W.cross(f);
    F.translational() += f;
  }
}

template <typename T>
T UniformGravityFieldElement<T>::CalcPotentialEnergy(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>& pc) const {
  const auto& tree = this->get_parent_tree();
  const auto params = tree.get_mass_parameters(context);
  T energy(0);
  for (int b = 1; b < tree.num_bodies(); ++b) {
    const RigidBody<T>& body = tree.get_body(BodyIndex(b));
    if (!is_enabled(body.model_instance())) continue;
    const math::RigidTransform<T>& X_WB =
        pc.get_X_WB(tree.body_mobod(body.index()));
    const Vector3<T> p_WBcm =
        X_WB * Vector3<T>(params.template segment<3>(10 * b + 1));
    energy -= params[10 * b] * g_W_.template cast<T>().dot(p_WBcm);
  }
  return energy;
}

template <typename T>
T UniformGravityFieldElement<T>::CalcConservativePower(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>& pc,
    const internal::VelocityKinematicsCache<T>& vc) const {
  const auto& tree = this->get_parent_tree();
  const auto params = tree.get_mass_parameters(context);
  T power(0);
  for (int b = 1; b < tree.num_bodies(); ++b) {
    const RigidBody<T>& body = tree.get_body(BodyIndex(b));
    if (!is_enabled(body.model_instance())) continue;
    const internal::MobodIndex m = tree.body_mobod(body.index());
    const Vector3<T> p_BoBcm_W =
        pc.get_X_WB(m).rotation() *
        Vector3<T>(params.template segment<3>(10 * b + 1));
    const Vector3<T> v_WBcm = vc.get_V_WB(m).Shift(p_BoBcm_W).translational();
    power += params[10 * b] * g_W_.template cast<T>().dot(v_WBcm);
  }
  return power;
}

template <typename T>
T UniformGravityFieldElement<T>::CalcNonConservativePower(
    const systems::Context<T>&, const internal::PositionKinematicsCache<T>&,
    const internal::VelocityKinematicsCache<T>&) const {
  return T(0);
}

template <typename T>
VectorX<T> UniformGravityFieldElement<T>::CalcGravityGeneralizedForces(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckElementContext(tree, context);
  // τ_g = Σ Jᵀ·F_weight: one tip-to-base pass over the weights (gravity
  // depends on q only; no velocities, accelerations or inertias).
  const auto& pc = tree.EvalPositionKinematics(context);
  internal::TreeWorkspace<T>& ws = tree.GetMutableWorkspace(context);
  ws.gravity_forces.SetZero();
  AddWeights(context, pc, &ws.gravity_forces);
  VectorX<T> tau(tree.num_velocities());
  tree.CalcGeneralizedForcesOfAppliedForces(context, pc, ws.gravity_forces,
                                            &tau);
  return tau;
}

template <typename T>
std::unique_ptr<ForceElement<double>>
UniformGravityFieldElement<T>::DoCloneToScalar(
    const internal::MultibodyTree<double>&) const {
  throw std::logic_error(
      "UniformGravityFieldElement is cloned by its tree, not on its own.");
}

template <typename T>
std::unique_ptr<ForceElement<AutoDiffXd>>
UniformGravityFieldElement<T>::DoCloneToScalar(
    const internal::MultibodyTree<AutoDiffXd>&) const {
  throw std::logic_error(
      "UniformGravityFieldElement is cloned by its tree, not on its own.");
}

template <typename T>
std::unique_ptr<ForceElement<symbolic::Expression>>
UniformGravityFieldElement<T>::DoCloneToScalar(
    const internal::MultibodyTree<symbolic::Expression>&) const {
  throw std::logic_error(
      "UniformGravityFieldElement is cloned by its tree, not on its own.");
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::UniformGravityFieldElement)
