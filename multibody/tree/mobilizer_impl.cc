#include "drake/multibody/tree/mobilizer_impl.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/multibody/tree/ball_quaternion_mobilizer.h"
#include "drake/multibody/tree/body_node.h"
#include "drake/multibody/tree/curvilinear_mobilizer.h"
#include "drake/multibody/tree/multibody_tree.h"
#include "drake/multibody/tree/planar_mobilizer.h"
#include "drake/multibody/tree/prismatic_mobilizer.h"
#include "drake/multibody/tree/quaternion_floating_mobilizer.h"
#include "drake/multibody/tree/revolute_mobilizer.h"
#include "drake/multibody/tree/rpy_ball_mobilizer.h"
#include "drake/multibody/tree/rpy_floating_mobilizer.h"
#include "drake/multibody/tree/screw_mobilizer.h"
#include "drake/multibody/tree/universal_mobilizer.h"
#include "drake/multibody/tree/weld_mobilizer.h"

namespace drake {
namespace multibody {
namespace internal {

Vector3<double> NormalizeMobilizerAxis(const char* mobilizer,
                                       const Vector3<double>& axis) {
  const double norm = axis.norm();
  if (!std::isfinite(norm) || norm < 1e-12) {
    throw std::logic_error(fmt::format(
        "{}: the axis [{}, {}, {}] must be a non-zero, finite vector.",
        mobilizer, axis.x(), axis.y(), axis.z()));
  }
  return axis / norm;
}

template <typename T, int nq, int nv>
std::unique_ptr<BodyNode<T>> MobilizerImpl<T, nq, nv>::CreateBodyNode(
    const BodyNode<T>* parent_node, const RigidBody<T>* body,
    const Mobilizer<T>* mobilizer) const {
  if (mobilizer != this) {
    throw std::logic_error(fmt::format(
        "{}::CreateBodyNode(): the mobilizer argument must be this mobilizer.",
        this->type_name()));
  }
  return std::make_unique<BodyNode<T>>(parent_node, body, mobilizer);
}

template <typename T, typename Kernel>
KernelMobilizer<T, Kernel>::KernelMobilizer(
    const Frame<T>& inboard_frame, const Frame<T>& outboard_frame,
    const MobilizerParameters& params,
    const math::RigidTransform<double>& X_FM_fixed)
    : Base(inboard_frame, outboard_frame),
      params_(params),
      X_FM_fixed_(X_FM_fixed),
      X_FM_fixed_is_identity_(X_FM_fixed.IsExactlyIdentity()) {}

template <typename T, typename Kernel>
math::RigidTransform<T> KernelMobilizer<T, Kernel>::calc_X_FM(
    const T* q) const {
  if (X_FM_fixed_is_identity_) return Kernel::CalcX_FM(params_, q);
  return X_FM_fixed_.template cast<T>() * Kernel::CalcX_FM(params_, q);
}

template <typename T, typename Kernel>
SpatialVelocity<T> KernelMobilizer<T, Kernel>::calc_V_FM(const T* q,
                                                         const T* v) const {
  return Kernel::CalcV_FM(params_, q, v);
}

template <typename T, typename Kernel>
SpatialAcceleration<T> KernelMobilizer<T, Kernel>::calc_A_FM(
    const T* q, const T* v, const T* vdot) const {
  return Kernel::CalcA_FM(params_, q, v, vdot);
}

template <typename T, typename Kernel>
void KernelMobilizer<T, Kernel>::calc_tau(const T* q,
                                          const SpatialForce<T>& F_Mo_F,
                                          T* tau) const {
  Kernel::ProjectSpatialForce(params_, q, F_Mo_F, tau);
}

template <typename T, typename Kernel>
void KernelMobilizer<T, Kernel>::set_zero_state(
    const systems::Context<T>& context, systems::State<T>* state) const {
  auto x =
      this->GetMutablePositionsAndVelocities(context, state, "set_zero_state");
  const int nq = this->get_parent_tree().num_positions();
  Kernel::SetZeroState(params_, x.data() + this->position_start_in_q(),
                       x.data() + nq + this->velocity_start_in_v());
}

template <typename T, typename Kernel>
math::RigidTransform<T>
KernelMobilizer<T, Kernel>::CalcAcrossMobilizerTransform(
    const systems::Context<T>& context) const {
  const T* q =
      this->GetPositionsPointer(context, "CalcAcrossMobilizerTransform");
  return calc_X_FM(q + this->position_start_in_q());
}

template <typename T, typename Kernel>
SpatialVelocity<T>
KernelMobilizer<T, Kernel>::CalcAcrossMobilizerSpatialVelocity(
    const systems::Context<T>& context,
    const Eigen::Ref<const VectorX<T>>& v) const {
  const char* func = "CalcAcrossMobilizerSpatialVelocity";
  this->ThrowUnlessSize(func, "v", v.size(), kNv);
  const T* q = this->GetPositionsPointer(context, func);
  return Kernel::CalcV_FM(params_, q + this->position_start_in_q(), v.data());
}

template <typename T, typename Kernel>
SpatialAcceleration<T>
KernelMobilizer<T, Kernel>::CalcAcrossMobilizerSpatialAcceleration(
    const systems::Context<T>& context,
    const Eigen::Ref<const VectorX<T>>& vdot) const {
  const char* func = "CalcAcrossMobilizerSpatialAcceleration";
  this->ThrowUnlessSize(func, "vdot", vdot.size(), kNv);
  const T* q = this->GetPositionsPointer(context, func);
  const T* v = this->GetVelocitiesPointer(context, func);
  return Kernel::CalcA_FM(params_, q + this->position_start_in_q(),
                          v + this->velocity_start_in_v(), vdot.data());
}

template <typename T, typename Kernel>
void KernelMobilizer<T, Kernel>::ProjectSpatialForce(
    const systems::Context<T>& context, const SpatialForce<T>& F_Mo_F,
    Eigen::Ref<VectorX<T>> tau) const {
  const char* func = "ProjectSpatialForce";
  this->ThrowUnlessSize(func, "tau", tau.size(), kNv);
  const T* q = this->GetPositionsPointer(context, func);
  Kernel::ProjectSpatialForce(params_, q + this->position_start_in_q(), F_Mo_F,
                              tau.data());
}

template <typename T, typename Kernel>
void KernelMobilizer<T, Kernel>::MapVelocityToQDot(
    const systems::Context<T>& context, const Eigen::Ref<const VectorX<T>>& v,
    EigenPtr<VectorX<T>> qdot) const {
  const char* func = "MapVelocityToQDot";
  if (qdot == nullptr) {
    throw std::logic_error(
        fmt::format("{}::{}(): qdot is null.", this->type_name(), func));
  }
  this->ThrowUnlessSize(func, "v", v.size(), kNv);
  this->ThrowUnlessSize(func, "qdot", qdot->size(), kNq);
  const T* q = this->GetPositionsPointer(context, func);
  Kernel::MapVelocityToQDot(params_, q + this->position_start_in_q(), v.data(),
                            qdot->data());
}

template <typename T, typename Kernel>
void KernelMobilizer<T, Kernel>::MapQDotToVelocity(
    const systems::Context<T>& context,
    const Eigen::Ref<const VectorX<T>>& qdot, EigenPtr<VectorX<T>> v) const {
  const char* func = "MapQDotToVelocity";
  if (v == nullptr) {
    throw std::logic_error(
        fmt::format("{}::{}(): v is null.", this->type_name(), func));
  }
  this->ThrowUnlessSize(func, "qdot", qdot.size(), kNq);
  this->ThrowUnlessSize(func, "v", v->size(), kNv);
  const T* q = this->GetPositionsPointer(context, func);
  Kernel::MapQDotToVelocity(params_, q + this->position_start_in_q(),
                            qdot.data(), v->data());
}

template <typename T, typename Kernel>
void KernelMobilizer<T, Kernel>::DoCalcNMatrix(
    const systems::Context<T>& context, EigenPtr<MatrixX<T>> N) const {
  const T* q = this->GetPositionsPointer(context, "CalcNMatrix");
  Kernel::CalcNMatrix(params_, q + this->position_start_in_q(),
                      MobilizerMatrixRef<T>(*N));
}

template <typename T, typename Kernel>
void KernelMobilizer<T, Kernel>::DoCalcNplusMatrix(
    const systems::Context<T>& context, EigenPtr<MatrixX<T>> Nplus) const {
  const T* q = this->GetPositionsPointer(context, "CalcNplusMatrix");
  Kernel::CalcNplusMatrix(params_, q + this->position_start_in_q(),
                          MobilizerMatrixRef<T>(*Nplus));
}

template <typename T>
std::unique_ptr<Mobilizer<T>> MakeMobilizer(
    MobilizerKind kind, const MobilizerParameters& params,
    const Frame<T>& inboard_frame, const Frame<T>& outboard_frame,
    const math::RigidTransform<double>& X_FM_weld) {
  const Frame<T>& F = inboard_frame;
  const Frame<T>& M = outboard_frame;
  switch (kind) {
    case MobilizerKind::kWeld:
      return std::make_unique<WeldMobilizer<T>>(F, M, X_FM_weld);
    case MobilizerKind::kRevolute:
      return std::make_unique<RevoluteMobilizer<T>>(F, M, params.axis);
    case MobilizerKind::kPrismatic:
      return std::make_unique<PrismaticMobilizer<T>>(F, M, params.axis);
    case MobilizerKind::kUniversal:
      return std::make_unique<UniversalMobilizer<T>>(F, M);
    case MobilizerKind::kBallQuaternion:
      return std::make_unique<BallQuaternionMobilizer<T>>(F, M);
    case MobilizerKind::kBallRpy:
      return std::make_unique<RpyBallMobilizer<T>>(F, M);
    case MobilizerKind::kPlanar:
      return std::make_unique<PlanarMobilizer<T>>(F, M);
    case MobilizerKind::kScrew:
      return std::make_unique<ScrewMobilizer<T>>(F, M, params.axis,
                                                 params.screw_pitch);
    case MobilizerKind::kQuaternionFloating:
      return std::make_unique<QuaternionFloatingMobilizer<T>>(F, M);
    case MobilizerKind::kRpyFloating:
      return std::make_unique<RpyFloatingMobilizer<T>>(F, M);
    case MobilizerKind::kCurvilinear:
      return std::make_unique<CurvilinearMobilizer<T>>(F, M,
                                                       params.curvilinear_path);
  }
  throw std::logic_error(
      fmt::format("MakeMobilizer(): unknown kind {}.", static_cast<int>(kind)));
}

// Explicit instantiations.
// MobilizerImpl<T, 1, 1> and <3, 3> serve several kernels; instantiate
// each size once.
template class MobilizerImpl<double, 0, 0>;
template class MobilizerImpl<AutoDiffXd, 0, 0>;
template class MobilizerImpl<symbolic::Expression, 0, 0>;
template class MobilizerImpl<double, 1, 1>;
template class MobilizerImpl<AutoDiffXd, 1, 1>;
template class MobilizerImpl<symbolic::Expression, 1, 1>;
template class MobilizerImpl<double, 2, 2>;
template class MobilizerImpl<AutoDiffXd, 2, 2>;
template class MobilizerImpl<symbolic::Expression, 2, 2>;
template class MobilizerImpl<double, 4, 3>;
template class MobilizerImpl<AutoDiffXd, 4, 3>;
template class MobilizerImpl<symbolic::Expression, 4, 3>;
template class MobilizerImpl<double, 3, 3>;
template class MobilizerImpl<AutoDiffXd, 3, 3>;
template class MobilizerImpl<symbolic::Expression, 3, 3>;
template class MobilizerImpl<double, 7, 6>;
template class MobilizerImpl<AutoDiffXd, 7, 6>;
template class MobilizerImpl<symbolic::Expression, 7, 6>;
template class MobilizerImpl<double, 6, 6>;
template class MobilizerImpl<AutoDiffXd, 6, 6>;
template class MobilizerImpl<symbolic::Expression, 6, 6>;

template class KernelMobilizer<double, WeldKernel>;
template class KernelMobilizer<AutoDiffXd, WeldKernel>;
template class KernelMobilizer<symbolic::Expression, WeldKernel>;
template class KernelMobilizer<double, RevoluteKernel>;
template class KernelMobilizer<AutoDiffXd, RevoluteKernel>;
template class KernelMobilizer<symbolic::Expression, RevoluteKernel>;
template class KernelMobilizer<double, PrismaticKernel>;
template class KernelMobilizer<AutoDiffXd, PrismaticKernel>;
template class KernelMobilizer<symbolic::Expression, PrismaticKernel>;
template class KernelMobilizer<double, UniversalKernel>;
template class KernelMobilizer<AutoDiffXd, UniversalKernel>;
template class KernelMobilizer<symbolic::Expression, UniversalKernel>;
template class KernelMobilizer<double, BallQuaternionKernel>;
template class KernelMobilizer<AutoDiffXd, BallQuaternionKernel>;
template class KernelMobilizer<symbolic::Expression, BallQuaternionKernel>;
template class KernelMobilizer<double, BallRpyKernel>;
template class KernelMobilizer<AutoDiffXd, BallRpyKernel>;
template class KernelMobilizer<symbolic::Expression, BallRpyKernel>;
template class KernelMobilizer<double, PlanarKernel>;
template class KernelMobilizer<AutoDiffXd, PlanarKernel>;
template class KernelMobilizer<symbolic::Expression, PlanarKernel>;
template class KernelMobilizer<double, ScrewKernel>;
template class KernelMobilizer<AutoDiffXd, ScrewKernel>;
template class KernelMobilizer<symbolic::Expression, ScrewKernel>;
template class KernelMobilizer<double, QuaternionFloatingKernel>;
template class KernelMobilizer<AutoDiffXd, QuaternionFloatingKernel>;
template class KernelMobilizer<symbolic::Expression, QuaternionFloatingKernel>;
template class KernelMobilizer<double, RpyFloatingKernel>;
template class KernelMobilizer<AutoDiffXd, RpyFloatingKernel>;
template class KernelMobilizer<symbolic::Expression, RpyFloatingKernel>;
template class KernelMobilizer<double, CurvilinearKernel>;
template class KernelMobilizer<AutoDiffXd, CurvilinearKernel>;
template class KernelMobilizer<symbolic::Expression, CurvilinearKernel>;

template std::unique_ptr<Mobilizer<double>> MakeMobilizer<double>(
    MobilizerKind, const MobilizerParameters&, const Frame<double>&,
    const Frame<double>&, const math::RigidTransform<double>&);
template std::unique_ptr<Mobilizer<AutoDiffXd>> MakeMobilizer<AutoDiffXd>(
    MobilizerKind, const MobilizerParameters&, const Frame<AutoDiffXd>&,
    const Frame<AutoDiffXd>&, const math::RigidTransform<double>&);
template std::unique_ptr<Mobilizer<symbolic::Expression>>
MakeMobilizer<symbolic::Expression>(MobilizerKind, const MobilizerParameters&,
                                    const Frame<symbolic::Expression>&,
                                    const Frame<symbolic::Expression>&,
                                    const math::RigidTransform<double>&);

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::WeldMobilizer)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::RevoluteMobilizer)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::PrismaticMobilizer)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::UniversalMobilizer)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::BallQuaternionMobilizer)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::RpyBallMobilizer)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::PlanarMobilizer)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::ScrewMobilizer)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::QuaternionFloatingMobilizer)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::RpyFloatingMobilizer)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::CurvilinearMobilizer)
