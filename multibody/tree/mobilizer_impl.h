#pragma once

/// @file
/// (Internal) MobilizerImpl<T, nq, nv>, the base of the concrete mobilizers
/// with their sizes known at compile time, and KernelMobilizer<T, Kernel>,
/// which implements every Mobilizer method by calling the per-kind kernel
/// of mobilizer_kernels.h (so the object API and the compiled tree's
/// algorithms share one implementation of each joint's math). The member
/// functions are defined in mobilizer_impl.cc and instantiated there for
/// double, AutoDiffXd and symbolic::Expression and every kernel.

#include <memory>
#include <string>

#include "drake/multibody/tree/mobilizer.h"
#include "drake/multibody/tree/mobilizer_kernels.h"

namespace drake {
namespace multibody {
namespace internal {

/// A Mobilizer with nq = `compile_time_num_positions` and
/// nv = `compile_time_num_velocities`.
template <typename T, int compile_time_num_positions,
          int compile_time_num_velocities>
class MobilizerImpl : public Mobilizer<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(MobilizerImpl);

  static constexpr int kNq = compile_time_num_positions;
  static constexpr int kNv = compile_time_num_velocities;

  MobilizerImpl(const Frame<T>& inboard_frame, const Frame<T>& outboard_frame)
      : Mobilizer<T>(inboard_frame, outboard_frame) {}

  int num_positions() const final { return kNq; }
  int num_velocities() const final { return kNv; }

  /// A plain BodyNode<T> (the node's passes call this mobilizer through its
  /// virtual interface).
  std::unique_ptr<BodyNode<T>> CreateBodyNode(
      const BodyNode<T>* parent_node, const RigidBody<T>* body,
      const Mobilizer<T>* mobilizer) const final;

 protected:
  /// This mobilizer's q (size kNq) in `context`.
  Eigen::Map<const Eigen::Matrix<T, kNq, 1>> get_positions(
      const systems::Context<T>& context) const {
    return Eigen::Map<const Eigen::Matrix<T, kNq, 1>>(
        this->GetPositionsPointer(context, "get_positions") +
        this->position_start_in_q());
  }
  /// This mobilizer's v (size kNv) in `context`.
  Eigen::Map<const Eigen::Matrix<T, kNv, 1>> get_velocities(
      const systems::Context<T>& context) const {
    return Eigen::Map<const Eigen::Matrix<T, kNv, 1>>(
        this->GetVelocitiesPointer(context, "get_velocities") +
        this->velocity_start_in_v());
  }
};

/// A MobilizerImpl whose math is the kernel `Kernel` (RevoluteKernel, …)
/// with the constant parameters given at construction. The concrete
/// mobilizers derive from this and add Drake's constructors and accessors.
template <typename T, typename Kernel>
class KernelMobilizer : public MobilizerImpl<T, Kernel::kNq, Kernel::kNv> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(KernelMobilizer);
  using Base = MobilizerImpl<T, Kernel::kNq, Kernel::kNv>;
  using Base::kNq;
  using Base::kNv;

  /// The kind of this mobilizer's kernel.
  static constexpr MobilizerKind kKind = Kernel::kKind;

  /// The kernel's Drake class name.
  std::string type_name() const override { return MobilizerKindName(kKind); }

  /// The kernel's constant parameters (axis, screw pitch).
  const MobilizerParameters& parameters() const { return params_; }

  /// @name Fast, context-free kinematics
  /// `q`, `v`, `vdot` point at this mobilizer's first entry (kNq or kNv
  /// values); `tau` receives kNv values. No checks, no allocation.
  //@{
  /// X_FM(q).
  math::RigidTransform<T> calc_X_FM(const T* q) const;
  /// V_FM_F = H_FM(q)·v.
  SpatialVelocity<T> calc_V_FM(const T* q, const T* v) const;
  /// A_FM_F = H_FM(q)·v̇ + Ḣ_FM(q, v)·v.
  SpatialAcceleration<T> calc_A_FM(const T* q, const T* v, const T* vdot) const;
  /// τ = H_FM(q)ᵀ·F_Mo_F.
  void calc_tau(const T* q, const SpatialForce<T>& F_Mo_F, T* tau) const;
  //@}

  void set_zero_state(const systems::Context<T>& context,
                      systems::State<T>* state) const final;
  math::RigidTransform<T> CalcAcrossMobilizerTransform(
      const systems::Context<T>& context) const final;
  SpatialVelocity<T> CalcAcrossMobilizerSpatialVelocity(
      const systems::Context<T>& context,
      const Eigen::Ref<const VectorX<T>>& v) const final;
  SpatialAcceleration<T> CalcAcrossMobilizerSpatialAcceleration(
      const systems::Context<T>& context,
      const Eigen::Ref<const VectorX<T>>& vdot) const final;
  void ProjectSpatialForce(const systems::Context<T>& context,
                           const SpatialForce<T>& F_Mo_F,
                           Eigen::Ref<VectorX<T>> tau) const final;
  void MapVelocityToQDot(const systems::Context<T>& context,
                         const Eigen::Ref<const VectorX<T>>& v,
                         EigenPtr<VectorX<T>> qdot) const final;
  void MapQDotToVelocity(const systems::Context<T>& context,
                         const Eigen::Ref<const VectorX<T>>& qdot,
                         EigenPtr<VectorX<T>> v) const final;

 protected:
  /// `X_FM_fixed` is a constant pose composed before the kernel's
  /// X_FM(q) (the weld's fixed pose; the identity for every other kind).
  KernelMobilizer(const Frame<T>& inboard_frame, const Frame<T>& outboard_frame,
                  const MobilizerParameters& params,
                  const math::RigidTransform<double>& X_FM_fixed =
                      math::RigidTransform<double>::Identity());

  void DoCalcNMatrix(const systems::Context<T>& context,
                     EigenPtr<MatrixX<T>> N) const final;
  void DoCalcNplusMatrix(const systems::Context<T>& context,
                         EigenPtr<MatrixX<T>> Nplus) const final;

  const math::RigidTransform<double>& X_FM_fixed() const { return X_FM_fixed_; }

 private:
  MobilizerParameters params_;
  math::RigidTransform<double> X_FM_fixed_;
  bool X_FM_fixed_is_identity_{true};
};

/// Returns the unit vector along `axis` for a mobilizer's constructor.
/// @throws std::logic_error naming `mobilizer` if `axis` is zero or not
/// finite.
Vector3<double> NormalizeMobilizerAxis(const char* mobilizer,
                                       const Vector3<double>& axis);

/// (Internal) The concrete mobilizer of `kind` between `inboard_frame` and
/// `outboard_frame`, with the compiled node's parameters; `X_FM_weld` is
/// the weld's fixed pose (ignored for other kinds). Used by the tree at
/// Finalize().
template <typename T>
std::unique_ptr<Mobilizer<T>> MakeMobilizer(
    MobilizerKind kind, const MobilizerParameters& params,
    const Frame<T>& inboard_frame, const Frame<T>& outboard_frame,
    const math::RigidTransform<double>& X_FM_weld);

}  // namespace internal
}  // namespace multibody
}  // namespace drake
