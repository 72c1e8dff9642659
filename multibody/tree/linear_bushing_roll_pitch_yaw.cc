#include "drake/multibody/tree/linear_bushing_roll_pitch_yaw.h"

#include <cmath>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/multibody/tree/multibody_tree.h"
#include "drake/multibody/tree/multibody_tree_caches.h"

namespace drake {
namespace multibody {

namespace {
void ThrowIfBad(const Vector3<double>& constants, const char* name) {
  if (!(constants.array() >= 0).all()) {
    throw std::logic_error(
        fmt::format("LinearBushingRollPitchYaw(): every entry of {} must be "
                    "non-negative; got [{}, {}, {}].",
                    name, constants[0], constants[1], constants[2]));
  }
}
}  // namespace

template <typename T>
LinearBushingRollPitchYaw<T>::LinearBushingRollPitchYaw(
    const Frame<T>& frameA, const Frame<T>& frameC,
    const Vector3<double>& torque_stiffness_constants,
    const Vector3<double>& torque_damping_constants,
    const Vector3<double>& force_stiffness_constants,
    const Vector3<double>& force_damping_constants)
    : ForceElement<T>(frameC.model_instance()),
      frameA_(&frameA),
      frameC_(&frameC),
      torque_stiffness_(torque_stiffness_constants),
      torque_damping_(torque_damping_constants),
      force_stiffness_(force_stiffness_constants),
      force_damping_(force_damping_constants) {
  ThrowIfBad(torque_stiffness_constants, "torque_stiffness_constants");
  ThrowIfBad(torque_damping_constants, "torque_damping_constants");
  ThrowIfBad(force_stiffness_constants, "force_stiffness_constants");
  ThrowIfBad(force_damping_constants, "force_damping_constants");
}

template <typename T>
LinearBushingRollPitchYaw<T>::~LinearBushingRollPitchYaw() = default;

template <typename T>
typename LinearBushingRollPitchYaw<T>::Pose
LinearBushingRollPitchYaw<T>::CalcPose(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>& pc) const {
  using std::cos;
  const auto& tree = this->get_parent_tree();
  Pose pose;
  pose.X_WA = pc.get_X_WB(tree.body_mobod(link0().index())) *
              frameA_->EvalPoseInBodyFrame(context);
  pose.X_WC = pc.get_X_WB(tree.body_mobod(link1().index())) *
              frameC_->EvalPoseInBodyFrame(context);
  const math::RotationMatrix<T> R_AW = pose.X_WA.rotation().inverse();
  pose.R_AC = R_AW * pose.X_WC.rotation();
  pose.p_AoCo_A = R_AW * (pose.X_WC.translation() - pose.X_WA.translation());
  // halfway frame: with the canonical quaternion (w >= 0) of R_AC, the
  // half rotation is (1 + w, x, y, z) normalized (norm² = 2 + 2w >= 2).
  const Eigen::Quaternion<T> q_AC = pose.R_AC.ToQuaternion();
  Eigen::Quaternion<T> q_AB(T(1) + q_AC.w(), q_AC.x(), q_AC.y(), q_AC.z());
  q_AB.normalize();
  pose.R_AB = math::RotationMatrix<T>(q_AB);
  pose.q = math::RollPitchYaw<T>(pose.R_AC).vector();
  pose.xyz = pose.R_AB.inverse() * pose.p_AoCo_A;
  const double cos_pitch = ExtractDoubleOrThrow(cos(pose.q[1]));
  if (std::abs(cos_pitch) < math::RollPitchYaw<double>::GimbalLockTolerance()) {
    throw std::runtime_error(fmt::format(
        "LinearBushingRollPitchYaw (force element {}) between frames '{}' and "
        "'{}': the pitch angle {} rad is too close to ±π/2 (gimbal lock), "
        "where the roll-pitch-yaw rates and the bushing torque are "
        "undefined.",
        int{this->index()}, frameA_->name(), frameC_->name(),
        ExtractDoubleOrThrow(pose.q[1])));
  }
  return pose;
}

template <typename T>
typename LinearBushingRollPitchYaw<T>::Rates
LinearBushingRollPitchYaw<T>::CalcRates(
    const Pose& pose, const internal::PositionKinematicsCache<T>& pc,
    const internal::VelocityKinematicsCache<T>& vc) const {
  using std::cos;
  using std::sin;
  const auto& tree = this->get_parent_tree();
  const internal::MobodIndex m0 = tree.body_mobod(link0().index());
  const internal::MobodIndex m1 = tree.body_mobod(link1().index());
  // velocities of the frame origins Ao and Co in W.
  const Vector3<T> p_L0oAo_W =
      pose.X_WA.translation() - pc.get_X_WB(m0).translation();
  const Vector3<T> p_L1oCo_W =
      pose.X_WC.translation() - pc.get_X_WB(m1).translation();
  const SpatialVelocity<T> V_WAo = vc.get_V_WB(m0).Shift(p_L0oAo_W);
  const SpatialVelocity<T> V_WCo = vc.get_V_WB(m1).Shift(p_L1oCo_W);
  const math::RotationMatrix<T> R_AW = pose.X_WA.rotation().inverse();
  const Vector3<T> p_AoCo_W = pose.X_WC.translation() - pose.X_WA.translation();
  Rates rates;
  rates.w_AC_A = R_AW * (V_WCo.rotational() - V_WAo.rotational());
  // d/dt in A of p_AoCo, expressed in A.
  const Vector3<T> DtA_p_AoCo_A =
      R_AW * (V_WCo.translational() - V_WAo.translational() -
              V_WAo.rotational().cross(p_AoCo_W));
  // roll-pitch-yaw rates: w_AC = q̇₀·Cx + q̇₁·Py + q̇₂·Az, so q̇ᵢ = eᵢ·w_AC
  // with {eᵢ} the dual basis of {Cx, Py, Az}.
  const Vector3<T> Cx = pose.R_AC.matrix().col(0);
  const Vector3<T> Py(-sin(pose.q[2]), cos(pose.q[2]), T(0));
  const Vector3<T> Az(T(0), T(0), T(1));
  const T det = Cx.dot(Py.cross(Az));  // = cos(q₁).
  rates.qdot =
      Vector3<T>(Py.cross(Az).dot(rates.w_AC_A), Az.cross(Cx).dot(rates.w_AC_A),
                 Cx.cross(Py).dot(rates.w_AC_A)) /
      det;
  // R_AC = R_AB² gives w_AC = (I + R_AB)·w_AB (in A); I + R_AB is
  // invertible since B's rotation angle is at most π/2.
  const Matrix3<T> I_plus_R_AB = Matrix3<T>::Identity() + pose.R_AB.matrix();
  const Vector3<T> w_AB_A = I_plus_R_AB.inverse() * rates.w_AC_A;
  rates.xyzdot =
      pose.R_AB.inverse() * (DtA_p_AoCo_A - w_AB_A.cross(pose.p_AoCo_A));
  return rates;
}

template <typename T>
typename LinearBushingRollPitchYaw<T>::Wrench
LinearBushingRollPitchYaw<T>::CalcWrench(const Pose& pose,
                                         const Rates& rates) const {
  using std::cos;
  using std::sin;
  const Vector3<T> tau =
      -(torque_stiffness_.template cast<T>().cwiseProduct(pose.q) +
        torque_damping_.template cast<T>().cwiseProduct(rates.qdot));
  const Vector3<T> Cx = pose.R_AC.matrix().col(0);
  const Vector3<T> Py(-sin(pose.q[2]), cos(pose.q[2]), T(0));
  const Vector3<T> Az(T(0), T(0), T(1));
  const T det = Cx.dot(Py.cross(Az));
  // 𝐭 = Σ τᵢ eᵢ, so 𝐭·Cx = τ₀, 𝐭·Py = τ₁, 𝐭·Az = τ₂.
  Wrench wrench;
  wrench.t_A =
      (tau[0] * Py.cross(Az) + tau[1] * Az.cross(Cx) + tau[2] * Cx.cross(Py)) /
      det;
  const Vector3<T> f_B =
      -(force_stiffness_.template cast<T>().cwiseProduct(pose.xyz) +
        force_damping_.template cast<T>().cwiseProduct(rates.xyzdot));
  wrench.f_A = pose.R_AB * f_B;
  return wrench;
}

template <typename T>
void LinearBushingRollPitchYaw<T>::DoCalcAndAddForceContribution(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>& pc,
    const internal::VelocityKinematicsCache<T>& vc,
    MultibodyForces<T>* forces) const {
  const auto& tree = this->get_parent_tree();
  const Pose pose = CalcPose(context, pc);
  const Rates rates = CalcRates(pose, pc, vc);
  const Wrench wrench = CalcWrench(pose, rates);
  const math::RotationMatrix<T>& R_WA = pose.X_WA.rotation();
  const Vector3<T> t_W = R_WA * wrench.t_A;
  const Vector3<T> f_W = R_WA * wrench.f_A;
  // Ap and Cp are at Bo, the midpoint of Ao and Co.
  const Vector3<T> p_WBo =
      0.5 * (pose.X_WA.translation() + pose.X_WC.translation());
  const Vector3<T> p_L0oBo_W =
      p_WBo - pc.get_X_WB(tree.body_mobod(link0().index())).translation();
  const Vector3<T> p_L1oBo_W =
      p_WBo - pc.get_X_WB(tree.body_mobod(link1().index())).translation();
  std::vector<SpatialForce<T>>& F = forces->mutable_body_forces();
  SpatialForce<T>& F_L1o_W = F[link1().index()];
  F_L1o_W.rotational() += t_W + p_L1oBo_W.cross(f_W);
  F_L1o_W.translational() += f_W;
  SpatialForce<T>& F_L0o_W = F[link0().index()];
  F_L0o_W.rotational() -= t_W + p_L0oBo_W.cross(f_W);
  F_L0o_W.translational() -= f_W;
}

template <typename T>
SpatialForce<T> LinearBushingRollPitchYaw<T>::CalcBushingSpatialForceOnFrameA(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  const auto& pc = tree.EvalPositionKinematics(context);
  const auto& vc = tree.EvalVelocityKinematics(context);
  const Pose pose = CalcPose(context, pc);
  const Wrench wrench = CalcWrench(pose, CalcRates(pose, pc, vc));
  // moment about Ao of −𝐭 and of −𝐟 at Ap (p_AoAp = ½p_AoCo).
  const Vector3<T> t_Ao_A =
      -wrench.t_A - (0.5 * pose.p_AoCo_A).cross(wrench.f_A);
  return SpatialForce<T>(t_Ao_A, -wrench.f_A);
}

template <typename T>
SpatialForce<T> LinearBushingRollPitchYaw<T>::CalcBushingSpatialForceOnFrameC(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  const auto& pc = tree.EvalPositionKinematics(context);
  const auto& vc = tree.EvalVelocityKinematics(context);
  const Pose pose = CalcPose(context, pc);
  const Wrench wrench = CalcWrench(pose, CalcRates(pose, pc, vc));
  // moment about Co of 𝐭 and of 𝐟 at Cp (p_CoCp = −½p_AoCo).
  const Vector3<T> t_Co_A =
      wrench.t_A + (-0.5 * pose.p_AoCo_A).cross(wrench.f_A);
  const math::RotationMatrix<T> R_CA = pose.R_AC.inverse();
  return SpatialForce<T>(R_CA * t_Co_A, R_CA * wrench.f_A);
}

template <typename T>
T LinearBushingRollPitchYaw<T>::CalcPotentialEnergy(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>& pc) const {
  const Pose pose = CalcPose(context, pc);
  return 0.5 * (torque_stiffness_.template cast<T>().cwiseProduct(pose.q).dot(
                    pose.q) +
                force_stiffness_.template cast<T>().cwiseProduct(pose.xyz).dot(
                    pose.xyz));
}

template <typename T>
T LinearBushingRollPitchYaw<T>::CalcConservativePower(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>& pc,
    const internal::VelocityKinematicsCache<T>& vc) const {
  const Pose pose = CalcPose(context, pc);
  const Rates rates = CalcRates(pose, pc, vc);
  return -(torque_stiffness_.template cast<T>().cwiseProduct(pose.q).dot(
               rates.qdot) +
           force_stiffness_.template cast<T>().cwiseProduct(pose.xyz).dot(
               rates.xyzdot));
}

template <typename T>
T LinearBushingRollPitchYaw<T>::CalcNonConservativePower(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>& pc,
    const internal::VelocityKinematicsCache<T>& vc) const {
  const Pose pose = CalcPose(context, pc);
  const Rates rates = CalcRates(pose, pc, vc);
  return -(torque_damping_.template cast<T>()
               .cwiseProduct(rates.qdot)
               .dot(rates.qdot) +
           force_damping_.template cast<T>()
               .cwiseProduct(rates.xyzdot)
               .dot(rates.xyzdot));
}

template <typename T>
template <typename U>
std::unique_ptr<ForceElement<U>> LinearBushingRollPitchYaw<T>::CloneTo(
    const internal::MultibodyTree<U>& tree) const {
  return std::make_unique<LinearBushingRollPitchYaw<U>>(
      tree.get_frame(frameA_->index()), tree.get_frame(frameC_->index()),
      torque_stiffness_, torque_damping_, force_stiffness_, force_damping_);
}

template <typename T>
std::unique_ptr<ForceElement<double>>
LinearBushingRollPitchYaw<T>::DoCloneToScalar(
    const internal::MultibodyTree<double>& tree) const {
  return CloneTo(tree);
}

template <typename T>
std::unique_ptr<ForceElement<AutoDiffXd>>
LinearBushingRollPitchYaw<T>::DoCloneToScalar(
    const internal::MultibodyTree<AutoDiffXd>& tree) const {
  return CloneTo(tree);
}

template <typename T>
std::unique_ptr<ForceElement<symbolic::Expression>>
LinearBushingRollPitchYaw<T>::DoCloneToScalar(
    const internal::MultibodyTree<symbolic::Expression>& tree) const {
  return CloneTo(tree);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::LinearBushingRollPitchYaw)
