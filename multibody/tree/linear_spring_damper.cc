#include "drake/multibody/tree/linear_spring_damper.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/multibody/tree/multibody_tree.h"
#include "drake/multibody/tree/multibody_tree_caches.h"

namespace drake {
namespace multibody {

template <typename T>
LinearSpringDamper<T>::LinearSpringDamper(const RigidBody<T>& bodyA,
                                          const Vector3<double>& p_AP,
                                          const RigidBody<T>& bodyB,
                                          const Vector3<double>& p_BQ,
                                          double free_length, double stiffness,
                                          double damping)
    : ForceElement<T>(bodyA.model_instance()),
      bodyA_(&bodyA),
      bodyB_(&bodyB),
      p_AP_(p_AP),
      p_BQ_(p_BQ),
      free_length_(free_length),
      stiffness_(stiffness),
      damping_(damping) {
  // NaN fails every comparison, so each check is written as "not valid".
  if (!(free_length > 0)) {
    throw std::logic_error(fmt::format(
        "LinearSpringDamper(): free_length must be positive; got {}.",
        free_length));
  }
  if (!(stiffness >= 0)) {
    throw std::logic_error(fmt::format(
        "LinearSpringDamper(): stiffness must be non-negative; got {}.",
        stiffness));
  }
  if (!(damping >= 0)) {
    throw std::logic_error(fmt::format(
        "LinearSpringDamper(): damping must be non-negative; got {}.",
        damping));
  }
}

template <typename T>
LinearSpringDamper<T>::~LinearSpringDamper() = default;

template <typename T>
typename LinearSpringDamper<T>::Kinematics
LinearSpringDamper<T>::CalcKinematics(
    const internal::PositionKinematicsCache<T>& pc) const {
  using std::sqrt;
  const auto& tree = this->get_parent_tree();
  const math::RigidTransform<T>& X_WA =
      pc.get_X_WB(tree.body_mobod(bodyA_->index()));
  const math::RigidTransform<T>& X_WB =
      pc.get_X_WB(tree.body_mobod(bodyB_->index()));
  Kinematics kin;
  kin.p_AoP_W = X_WA.rotation() * p_AP_.template cast<T>();
  kin.p_BoQ_W = X_WB.rotation() * p_BQ_.template cast<T>();
  kin.p_WP = X_WA.translation() + kin.p_AoP_W;
  kin.p_WQ = X_WB.translation() + kin.p_BoQ_W;
  const Vector3<T> p_PQ_W = kin.p_WQ - kin.p_WP;
  const T length_squared = p_PQ_W.squaredNorm();
  // below ε·ℓ₀ the direction P→Q is lost in rounding.
  const double min_length =
      std::numeric_limits<double>::epsilon() * free_length_;
  if (!(ExtractDoubleOrThrow(length_squared) >= min_length * min_length)) {
    throw std::runtime_error(fmt::format(
        "LinearSpringDamper (force element {}) between bodies '{}' and '{}': "
        "the spring length became nearly zero ({} m, free length {} m); its "
        "direction is undefined. Revise the model so that points P and Q "
        "stay apart.",
        int{this->index()}, bodyA_->name(), bodyB_->name(),
        std::sqrt(std::max(0.0, ExtractDoubleOrThrow(length_squared))),
        free_length_));
  }
  kin.length = sqrt(length_squared);
  kin.u_PQ_W = p_PQ_W / kin.length;
  return kin;
}

template <typename T>
T LinearSpringDamper<T>::CalcLengthRate(
    const Kinematics& kin,
    const internal::VelocityKinematicsCache<T>& vc) const {
  const auto& tree = this->get_parent_tree();
  const SpatialVelocity<T>& V_WA =
      vc.get_V_WB(tree.body_mobod(bodyA_->index()));
  const SpatialVelocity<T>& V_WB =
      vc.get_V_WB(tree.body_mobod(bodyB_->index()));
  const Vector3<T> v_WP = V_WA.Shift(kin.p_AoP_W).translational();
  const Vector3<T> v_WQ = V_WB.Shift(kin.p_BoQ_W).translational();
  return kin.u_PQ_W.dot(v_WQ - v_WP);
}

template <typename T>
void LinearSpringDamper<T>::DoCalcAndAddForceContribution(
    const systems::Context<T>&, const internal::PositionKinematicsCache<T>& pc,
    const internal::VelocityKinematicsCache<T>& vc,
    MultibodyForces<T>* forces) const {
  const Kinematics kin = CalcKinematics(pc);
  const T length_rate = CalcLengthRate(kin, vc);
  // tension f > 0 pulls P and Q together.
  const T tension =
      stiffness_ * (kin.length - free_length_) + damping_ * length_rate;
  const Vector3<T> f_Q_W = -tension * kin.u_PQ_W;  // On B at Q.
  std::vector<SpatialForce<T>>& F = forces->mutable_body_forces();
  // spatial forces at the body origins: F_Bo = [p_BoQ × f; f].
  SpatialForce<T>& F_Bo_W = F[bodyB_->index()];
  F_Bo_W.rotational() += kin.p_BoQ_W.cross(f_Q_W);
  F_Bo_W.translational() += f_Q_W;
  SpatialForce<T>& F_Ao_W = F[bodyA_->index()];
  F_Ao_W.rotational() -= kin.p_AoP_W.cross(f_Q_W);
  F_Ao_W.translational() -= f_Q_W;
}

template <typename T>
T LinearSpringDamper<T>::CalcPotentialEnergy(
    const systems::Context<T>&,
    const internal::PositionKinematicsCache<T>& pc) const {
  const Kinematics kin = CalcKinematics(pc);
  const T stretch = kin.length - free_length_;
  return 0.5 * stiffness_ * stretch * stretch;
}

template <typename T>
T LinearSpringDamper<T>::CalcConservativePower(
    const systems::Context<T>&, const internal::PositionKinematicsCache<T>& pc,
    const internal::VelocityKinematicsCache<T>& vc) const {
  const Kinematics kin = CalcKinematics(pc);
  const T length_rate = CalcLengthRate(kin, vc);
  return -stiffness_ * (kin.length - free_length_) * length_rate;
}

template <typename T>
T LinearSpringDamper<T>::CalcNonConservativePower(
    const systems::Context<T>&, const internal::PositionKinematicsCache<T>& pc,
    const internal::VelocityKinematicsCache<T>& vc) const {
  const Kinematics kin = CalcKinematics(pc);
  const T length_rate = CalcLengthRate(kin, vc);
  return -damping_ * length_rate * length_rate;
}

template <typename T>
template <typename U>
std::unique_ptr<ForceElement<U>> LinearSpringDamper<T>::CloneTo(
    const internal::MultibodyTree<U>& tree) const {
  return std::make_unique<LinearSpringDamper<U>>(
      tree.get_body(bodyA_->index()), p_AP_, tree.get_body(bodyB_->index()),
      p_BQ_, free_length_, stiffness_, damping_);
}

template <typename T>
std::unique_ptr<ForceElement<double>> LinearSpringDamper<T>::DoCloneToScalar(
    const internal::MultibodyTree<double>& tree) const {
  return CloneTo(tree);
}

template <typename T>
std::unique_ptr<ForceElement<AutoDiffXd>>
LinearSpringDamper<T>::DoCloneToScalar(
    const internal::MultibodyTree<AutoDiffXd>& tree) const {
  return CloneTo(tree);
}

template <typename T>
std::unique_ptr<ForceElement<symbolic::Expression>>
LinearSpringDamper<T>::DoCloneToScalar(
    const internal::MultibodyTree<symbolic::Expression>& tree) const {
  return CloneTo(tree);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::LinearSpringDamper)
