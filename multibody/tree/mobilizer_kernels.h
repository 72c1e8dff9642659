#pragma once

/// @file
/// Per-joint kinematic kernels: the across-mobilizer kinematics of every
/// mobilizer kind as small, inline, allocation-free static functions.
///
/// At Finalize() the tree is compiled into flat arrays that record, per body
/// node, a MobilizerKind, a MobilizerParameters (both in mobilizer_kind.h)
/// and the node's q/v offsets.
/// The recursive algorithms then call the kernel of each node through a
/// `switch` on the kind (VisitMobilizerKernel() below), never through a
/// virtual call. Every kernel struct has the same static interface:
///
/// | member | what it computes |
/// |---|---|
/// | `kKind`, `kNq`, `kNv` | the kind and its numbers of positions/velocities |
/// | `CalcX_FM(p, q)` | X_FM(q), pose of the outboard frame M in inboard F |
/// | `CalcV_FM(p, q, v)` | V_FM_F = H_FM(q)·v, M's spatial velocity in F |
/// | `CalcA_FM(p, q, v, vdot)` | A_FM_F = H_FM·v̇ + Ḣ_FM·v, expressed in F |
/// | `CalcH_FM(p, q, H)` | the 6 × nv hinge matrix (columns: partials) |
/// | `ProjectSpatialForce(p, q, F_Mo_F, tau)` | tau = H_FMᵀ·F_Mo_F |
/// | `MapVelocityToQDot(p, q, v, qdot)` | q̇ = N(q)·v |
/// | `MapQDotToVelocity(p, q, qdot, v)` | v = N⁺(q)·q̇ |
/// | `CalcNMatrix(p, q, N)` | N(q), nq × nv |
/// | `CalcNplusMatrix(p, q, Nplus)` | N⁺(q), nv × nq |
/// | `SetZeroState(p, q, v)` | zero configuration, zero velocity |
///
/// `q`, `v`, `vdot`, `qdot` are pointers to this mobilizer's first entry in
/// the whole-plant vectors (`q.data() + position_start`); outputs `tau`,
/// `qdot`, `v` are written the same way. All kinematic quantities are
/// Drake's: frames F (inboard, on the parent) and M (outboard, on the child),
/// spatial vectors rotational part first, everything expressed in F.
/// Functions are templated on the scalar T (double, AutoDiffXd); the scalar
/// is deduced from the pointer arguments.

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>
#include <type_traits>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/drake_assert.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/math/rotation_matrix.h"
#include "drake/math/wrap_to.h"
#include "drake/multibody/math/spatial_acceleration.h"
#include "drake/multibody/math/spatial_force.h"
#include "drake/multibody/math/spatial_velocity.h"
#include "drake/multibody/tree/mobilizer_kind.h"

namespace drake {
namespace multibody {
namespace internal {

/// The caller-provided output matrix (H_FM, N, N⁺): any column-major block of
/// a matrix of T. Written as a non-deduced context so that the scalar is
/// deduced from the q/v pointers alone and blocks of any size bind to it.
template <typename T>
using MobilizerMatrixRef = std::type_identity_t<Eigen::Ref<MatrixX<T>>>;

namespace mobilizer_kernels_detail {

// Casts the double axis to the kernel's scalar.
template <typename T>
Vector3<T> AxisAs(const MobilizerParameters& params) {
  return params.axis.template cast<T>();
}

// The rotation by θ about the unit axis â, built as the quaternion
// [cos(θ/2), sin(θ/2)·â] (cheap, and no orthonormality re-check is needed).
template <typename T>
math::RotationMatrix<T> RotationAboutAxis(const Vector3<double>& axis,
                                          const T& theta) {
  using std::cos;
  using std::sin;
  const T half = theta / 2;
  const T s = sin(half);
  return math::RotationMatrix<T>(Eigen::Quaternion<T>(
      cos(half), s * axis.x(), s * axis.y(), s * axis.z()));
}

// L(q) (4×3) with q̇ = ½·L(q)·w_FM_F for q = [qw qx qy qz] = [s; u]:
// the quaternion product ½·[0; w]⊗q = ½·[−uᵀw; s·w − u×w], so
// L = [−uᵀ; s·I − [u]×]. L(q)ᵀ·L(q) = |q|²·I and L(q)ᵀ·q = 0.
template <typename T>
Eigen::Matrix<T, 4, 3> QuaternionRateMatrix(const T* q) {
  const T& s = q[0];
  const T& x = q[1];
  const T& y = q[2];
  const T& z = q[3];
  Eigen::Matrix<T, 4, 3> L;
  // clang-format off
  L << -x, -y, -z,
        s,  z, -y,
       -z,  s,  x,
        y, -x,  s;
  // clang-format on
  return L;
}

// q̇ = ½·L(q)·w for a quaternion q (not necessarily unit). The rate is
// orthogonal to q, so |q| is preserved to first order.
template <typename T>
void QuaternionRateFromAngularVelocity(const T* q, const Vector3<T>& w,
                                       T* qdot) {
  const T& s = q[0];
  const T& x = q[1];
  const T& y = q[2];
  const T& z = q[3];
  qdot[0] = (-x * w(0) - y * w(1) - z * w(2)) / 2;
  qdot[1] = (s * w(0) + z * w(1) - y * w(2)) / 2;
  qdot[2] = (-z * w(0) + s * w(1) + x * w(2)) / 2;
  qdot[3] = (y * w(0) - x * w(1) + s * w(2)) / 2;
}

// w = N⁺·q̇ = 2·L(q)ᵀ·q̇ / |q|². For a unit q this is the usual 2·Lᵀ·q̇; for a
// non-unit q it equals 2·L(q̂)ᵀ·dq̂/dt with q̂ = q/|q|, i.e. the angular
// velocity of the rotation X_FM actually uses. A rate along q (a pure
// change of |q|) maps to zero.
template <typename T>
Vector3<T> AngularVelocityFromQuaternionRate(const T* q, const T* qdot) {
  const T& s = q[0];
  const T& x = q[1];
  const T& y = q[2];
  const T& z = q[3];
  const T scale = 2 / (s * s + x * x + y * y + z * z);
  return Vector3<T>(
      scale * (-x * qdot[0] + s * qdot[1] - z * qdot[2] + y * qdot[3]),
      scale * (-y * qdot[0] + z * qdot[1] + s * qdot[2] - x * qdot[3]),
      scale * (-z * qdot[0] - y * qdot[1] + x * qdot[2] + s * qdot[3]));
}

// The rotation R_FM = Rz(y)·Ry(p)·Rx(r) of roll-pitch-yaw angles q = [r p y]
// (Drake's space-fixed X-Y-Z convention, math::RollPitchYaw).
template <typename T>
math::RotationMatrix<T> RotationFromRpy(const T* q) {
  return math::RotationMatrix<T>(math::RollPitchYaw<T>(q[0], q[1], q[2]));
}

// w_FM_F = E(q)·[ṙ ṗ ẏ] with columns E = [Rz(y)Ry(p)x̂, Rz(y)ŷ, ẑ]:
//   E = [cy·cp  −sy  0]
//       [sy·cp   cy  0]
//       [  −sp    0  1].
template <typename T>
Matrix3<T> RpyRateToAngularVelocityMatrix(const T* q) {
  using std::cos;
  using std::sin;
  const T cp = cos(q[1]), sp = sin(q[1]);
  const T cy = cos(q[2]), sy = sin(q[2]);
  Matrix3<T> E;
  // clang-format off
  E << cy * cp, -sy, 0,
       sy * cp,  cy, 0,
           -sp,   0, 1;
  // clang-format on
  return E;
}

// The tolerance on |cos(pitch)| below which the roll-pitch-yaw rates are
// treated as undefined (gimbal lock). The same as math::RollPitchYaw's.
inline double RpyGimbalLockTolerance() {
  return math::RollPitchYaw<double>::GimbalLockTolerance();
}

// Throws std::runtime_error if cos(pitch) is within the gimbal-lock
// tolerance of zero, naming the mobilizer kind, the caller and the pitch.
template <typename T>
void ThrowIfRpyGimbalLock(MobilizerKind kind, const char* function,
                          const T& pitch) {
  const double pitch_value = ExtractDoubleOrThrow(pitch);
  const double cos_pitch = std::cos(pitch_value);
  if (std::abs(cos_pitch) < RpyGimbalLockTolerance()) {
    throw std::runtime_error(fmt::format(
        "{}::{}(): the pitch angle {} rad (cos(pitch) = {:g}) is at or near "
        "gimbal lock (pitch = π/2 + kπ), where the roll-pitch-yaw rates are "
        "not defined by the angular velocity. Use a quaternion-based joint "
        "if the orientation can reach this configuration.",
        MobilizerKindName(kind), function, pitch_value, cos_pitch));
  }
}

// [ṙ ṗ ẏ] = E(q)⁻¹·w_FM_F, the inverse of RpyRateToAngularVelocityMatrix():
//   ṙ = (cy·wx + sy·wy)/cp,  ṗ = cy·wy − sy·wx,  ẏ = wz + sp·ṙ.
// Preconditions: cos(pitch) is not zero (checked by the callers); rpy_dot
// does not alias w.
template <typename T>
void RpyRateFromAngularVelocity(const T* q, const T* w, T* rpy_dot) {
  using std::cos;
  using std::sin;
  const T cp = cos(q[1]), sp = sin(q[1]);
  const T cy = cos(q[2]), sy = sin(q[2]);
  const T roll_dot = (cy * w[0] + sy * w[1]) / cp;
  rpy_dot[1] = cy * w[1] - sy * w[0];
  rpy_dot[2] = w[2] + sp * roll_dot;
  rpy_dot[0] = roll_dot;
}

// The matrix E(q)⁻¹ of RpyRateFromAngularVelocity().
template <typename T>
Matrix3<T> AngularVelocityToRpyRateMatrix(const T* q) {
  using std::cos;
  using std::sin;
  const T cp = cos(q[1]), sp = sin(q[1]);
  const T cy = cos(q[2]), sy = sin(q[2]);
  const T cy_cp = cy / cp, sy_cp = sy / cp;
  Matrix3<T> Einv;
  // clang-format off
  Einv << cy_cp,      sy_cp,      0,
          -sy,        cy,         0,
          sp * cy_cp, sp * sy_cp, 1;
  // clang-format on
  return Einv;
}

// The q̇ = v maps shared by the kernels whose q and v coincide (N = N⁺ = I,
// zero state q = v = 0); such a kernel derives from this.
template <int kN>
struct IdentityVelocityMaps {
  template <typename T>
  static void MapVelocityToQDot(const MobilizerParameters&, const T*,
                                const T* v, T* qdot) {
    for (int i = 0; i < kN; ++i) qdot[i] = v[i];
  }
  template <typename T>
  static void MapQDotToVelocity(const MobilizerParameters&, const T*,
                                const T* qdot, T* v) {
    for (int i = 0; i < kN; ++i) v[i] = qdot[i];
  }
  template <typename T>
  static void CalcNMatrix(const MobilizerParameters&, const T*,
                          MobilizerMatrixRef<T> N) {
    N.setIdentity();
  }
  template <typename T>
  static void CalcNplusMatrix(const MobilizerParameters&, const T*,
                              MobilizerMatrixRef<T> Nplus) {
    Nplus.setIdentity();
  }
  template <typename T>
  static void SetZeroState(const MobilizerParameters&, T* q, T* v) {
    for (int i = 0; i < kN; ++i) q[i] = v[i] = 0;
  }
};

// V, A, hinge matrix and force projection shared by the rotation-only
// kernels whose v is w_FM_F itself (ball with quaternion or rpy angles):
// V_FM_F = [w; 0], A_FM_F = [ẇ; 0], H_FM = [I₃; 0], tau = τ_F.
struct RotationOnlyMotion {
  template <typename T>
  static SpatialVelocity<T> CalcV_FM(const MobilizerParameters&, const T*,
                                     const T* v) {
    return SpatialVelocity<T>(Vector3<T>(v[0], v[1], v[2]), Vector3<T>::Zero());
  }
  template <typename T>
  static SpatialAcceleration<T> CalcA_FM(const MobilizerParameters&, const T*,
                                         const T*, const T* vdot) {
    return SpatialAcceleration<T>(Vector3<T>(vdot[0], vdot[1], vdot[2]),
                                  Vector3<T>::Zero());
  }
  template <typename T>
  static void CalcH_FM(const MobilizerParameters&, const T*,
                       MobilizerMatrixRef<T> H_FM) {
    DRAKE_ASSERT(H_FM.rows() == 6 && H_FM.cols() == 3);
    H_FM.setZero();
    H_FM.template topRows<3>().setIdentity();
  }
  template <typename T>
  static void ProjectSpatialForce(const MobilizerParameters&, const T*,
                                  const SpatialForce<T>& F_Mo_F, T* tau) {
    const Vector3<T>& t_F = F_Mo_F.rotational();
    tau[0] = t_F(0);
    tau[1] = t_F(1);
    tau[2] = t_F(2);
  }
};

}  // namespace mobilizer_kernels_detail

// ---------------------------------------------------------------------------
/// Weld: no relative motion, X_FM = I. nq = nv = 0; every output is empty
/// or zero. (Drake's WeldMobilizer; a weld's fixed pose belongs in the
/// node's fixed transforms, not here.)
struct WeldKernel {
  static constexpr MobilizerKind kKind = MobilizerKind::kWeld;
  static constexpr int kNq = 0;
  static constexpr int kNv = 0;

  template <typename T>
  static math::RigidTransform<T> CalcX_FM(const MobilizerParameters&,
                                          const T*) {
    return math::RigidTransform<T>();
  }
  template <typename T>
  static SpatialVelocity<T> CalcV_FM(const MobilizerParameters&, const T*,
                                     const T*) {
    return SpatialVelocity<T>::Zero();
  }
  template <typename T>
  static SpatialAcceleration<T> CalcA_FM(const MobilizerParameters&, const T*,
                                         const T*, const T*) {
    return SpatialAcceleration<T>::Zero();
  }
  template <typename T>
  static void CalcH_FM(const MobilizerParameters&, const T*,
                       MobilizerMatrixRef<T>) {}
  template <typename T>
  static void ProjectSpatialForce(const MobilizerParameters&, const T*,
                                  const SpatialForce<T>&, T*) {}
  template <typename T>
  static void MapVelocityToQDot(const MobilizerParameters&, const T*, const T*,
                                T*) {}
  template <typename T>
  static void MapQDotToVelocity(const MobilizerParameters&, const T*, const T*,
                                T*) {}
  template <typename T>
  static void CalcNMatrix(const MobilizerParameters&, const T*,
                          MobilizerMatrixRef<T>) {}
  template <typename T>
  static void CalcNplusMatrix(const MobilizerParameters&, const T*,
                              MobilizerMatrixRef<T>) {}
  template <typename T>
  static void SetZeroState(const MobilizerParameters&, T*, T*) {}
};

// ---------------------------------------------------------------------------
/// Revolute: rotation by θ about the unit axis â (â_F = â_M), origins
/// coincident. q = [θ] (rad), v = [θ̇] (rad/s), N = N⁺ = [1].
/// X_FM = (R(θ, â), 0); V_FM_F = [â·θ̇; 0]; A_FM_F = [â·θ̈; 0] (no bias term:
/// the axis is fixed in F). H_FM = [â; 0]; tau = â·τ_F where τ_F is the
/// torque of F_Mo_F.
struct RevoluteKernel : mobilizer_kernels_detail::IdentityVelocityMaps<1> {
  static constexpr MobilizerKind kKind = MobilizerKind::kRevolute;
  static constexpr int kNq = 1;
  static constexpr int kNv = 1;

  template <typename T>
  static math::RigidTransform<T> CalcX_FM(const MobilizerParameters& params,
                                          const T* q) {
    return math::RigidTransform<T>(
        mobilizer_kernels_detail::RotationAboutAxis(params.axis, q[0]),
        Vector3<T>::Zero());
  }
  template <typename T>
  static SpatialVelocity<T> CalcV_FM(const MobilizerParameters& params,
                                     const T*, const T* v) {
    return SpatialVelocity<T>(
        mobilizer_kernels_detail::AxisAs<T>(params) * v[0], Vector3<T>::Zero());
  }
  template <typename T>
  static SpatialAcceleration<T> CalcA_FM(const MobilizerParameters& params,
                                         const T*, const T*, const T* vdot) {
    return SpatialAcceleration<T>(
        mobilizer_kernels_detail::AxisAs<T>(params) * vdot[0],
        Vector3<T>::Zero());
  }
  template <typename T>
  static void CalcH_FM(const MobilizerParameters& params, const T*,
                       MobilizerMatrixRef<T> H_FM) {
    DRAKE_ASSERT(H_FM.rows() == 6 && H_FM.cols() == kNv);
    H_FM.col(0).template head<3>() =
        mobilizer_kernels_detail::AxisAs<T>(params);
    H_FM.col(0).template tail<3>().setZero();
  }
  template <typename T>
  static void ProjectSpatialForce(const MobilizerParameters& params, const T*,
                                  const SpatialForce<T>& F_Mo_F, T* tau) {
    tau[0] =
        mobilizer_kernels_detail::AxisAs<T>(params).dot(F_Mo_F.rotational());
  }
};

// ---------------------------------------------------------------------------
/// Prismatic: translation x along the unit axis â (â_F = â_M), no rotation.
/// q = [x] (m), v = [ẋ] (m/s), N = N⁺ = [1].
/// X_FM = (I, x·â); V_FM_F = [0; â·ẋ]; A_FM_F = [0; â·ẍ].
/// H_FM = [0; â]; tau = â·f_F where f_F is the force of F_Mo_F.
struct PrismaticKernel : mobilizer_kernels_detail::IdentityVelocityMaps<1> {
  static constexpr MobilizerKind kKind = MobilizerKind::kPrismatic;
  static constexpr int kNq = 1;
  static constexpr int kNv = 1;

  template <typename T>
  static math::RigidTransform<T> CalcX_FM(const MobilizerParameters& params,
                                          const T* q) {
    const Vector3<T> p_FoMo_F =
        mobilizer_kernels_detail::AxisAs<T>(params) * q[0];
    return math::RigidTransform<T>(p_FoMo_F);
  }
  template <typename T>
  static SpatialVelocity<T> CalcV_FM(const MobilizerParameters& params,
                                     const T*, const T* v) {
    return SpatialVelocity<T>(
        Vector3<T>::Zero(), mobilizer_kernels_detail::AxisAs<T>(params) * v[0]);
  }
  template <typename T>
  static SpatialAcceleration<T> CalcA_FM(const MobilizerParameters& params,
                                         const T*, const T*, const T* vdot) {
    return SpatialAcceleration<T>(
        Vector3<T>::Zero(),
        mobilizer_kernels_detail::AxisAs<T>(params) * vdot[0]);
  }
  template <typename T>
  static void CalcH_FM(const MobilizerParameters& params, const T*,
                       MobilizerMatrixRef<T> H_FM) {
    DRAKE_ASSERT(H_FM.rows() == 6 && H_FM.cols() == kNv);
    H_FM.col(0).template head<3>().setZero();
    H_FM.col(0).template tail<3>() =
        mobilizer_kernels_detail::AxisAs<T>(params);
  }
  template <typename T>
  static void ProjectSpatialForce(const MobilizerParameters& params, const T*,
                                  const SpatialForce<T>& F_Mo_F, T* tau) {
    tau[0] =
        mobilizer_kernels_detail::AxisAs<T>(params).dot(F_Mo_F.translational());
  }
};

// ---------------------------------------------------------------------------
/// Universal (Drake's UniversalJoint/UniversalMobilizer): a rotation θ₀
/// about Fx gives the intermediate frame I, then θ₁ about Iy gives M, so
/// R_FM = Rx(θ₀)·Ry(θ₁); origins coincident. q = [θ₀, θ₁] (rad),
/// v = [θ̇₀, θ̇₁] (rad/s), N = N⁺ = I₂.
/// w_FM_F = θ̇₀·Fx + θ̇₁·Iy_F with Iy_F = [0, cos θ₀, sin θ₀]; so
/// H_FM = [Fx Iy_F; 0 0] and the bias Ḣ·v = [θ̇₀·θ̇₁·[0, −sin θ₀, cos θ₀]; 0].
struct UniversalKernel : mobilizer_kernels_detail::IdentityVelocityMaps<2> {
  static constexpr MobilizerKind kKind = MobilizerKind::kUniversal;
  static constexpr int kNq = 2;
  static constexpr int kNv = 2;

  template <typename T>
  static math::RigidTransform<T> CalcX_FM(const MobilizerParameters&,
                                          const T* q) {
    return math::RigidTransform<T>(
        math::RotationMatrix<T>::MakeXRotation(q[0]) *
            math::RotationMatrix<T>::MakeYRotation(q[1]),
        Vector3<T>::Zero());
  }
  template <typename T>
  static SpatialVelocity<T> CalcV_FM(const MobilizerParameters&, const T* q,
                                     const T* v) {
    using std::cos;
    using std::sin;
    const T c0 = cos(q[0]), s0 = sin(q[0]);
    return SpatialVelocity<T>(Vector3<T>(v[0], c0 * v[1], s0 * v[1]),
                              Vector3<T>::Zero());
  }
  template <typename T>
  static SpatialAcceleration<T> CalcA_FM(const MobilizerParameters&, const T* q,
                                         const T* v, const T* vdot) {
    using std::cos;
    using std::sin;
    const T c0 = cos(q[0]), s0 = sin(q[0]);
    // alpha = H·v̇ + Ḣ·v, where d(Iy_F)/dt = θ̇₀·[0, −sin θ₀, cos θ₀].
    const T rates = v[0] * v[1];
    return SpatialAcceleration<T>(Vector3<T>(vdot[0], c0 * vdot[1] - s0 * rates,
                                             s0 * vdot[1] + c0 * rates),
                                  Vector3<T>::Zero());
  }
  template <typename T>
  static void CalcH_FM(const MobilizerParameters&, const T* q,
                       MobilizerMatrixRef<T> H_FM) {
    using std::cos;
    using std::sin;
    DRAKE_ASSERT(H_FM.rows() == 6 && H_FM.cols() == kNv);
    H_FM.setZero();
    H_FM(0, 0) = 1;
    H_FM(1, 1) = cos(q[0]);
    H_FM(2, 1) = sin(q[0]);
  }
  template <typename T>
  static void ProjectSpatialForce(const MobilizerParameters&, const T* q,
                                  const SpatialForce<T>& F_Mo_F, T* tau) {
    using std::cos;
    using std::sin;
    const Vector3<T>& t_F = F_Mo_F.rotational();
    tau[0] = t_F(0);
    tau[1] = cos(q[0]) * t_F(1) + sin(q[0]) * t_F(2);
  }
};

// ---------------------------------------------------------------------------
/// Ball with a quaternion: free rotation, origins coincident.
/// q = [qw qx qy qz] (the quaternion of R_FM), v = w_FM_F (rad/s, expressed
/// in F, as the rotational half of Drake's QuaternionFloatingMobilizer).
/// Normalization: q need not be unit; X_FM uses q/|q|. N(q) = ½·L(q) with
/// q̇ = ½·[0; w]⊗q, which is orthogonal to q (|q| constant to first order);
/// N⁺(q) = 2·L(q)ᵀ/|q|², so N⁺·N = I₃ for any q ≠ 0 and a q̇ along q
/// (a pure rescaling) maps to w = 0.
/// V_FM_F = [w; 0]; A_FM_F = [ẇ; 0] (w is expressed in the inboard frame F,
/// so its derivative in F is v̇ itself); H_FM = [I₃; 0].
/// @throws std::logic_error from X_FM if q is zero or not finite.
struct BallQuaternionKernel : mobilizer_kernels_detail::RotationOnlyMotion {
  static constexpr MobilizerKind kKind = MobilizerKind::kBallQuaternion;
  static constexpr int kNq = 4;
  static constexpr int kNv = 3;

  template <typename T>
  static math::RigidTransform<T> CalcX_FM(const MobilizerParameters&,
                                          const T* q) {
    return math::RigidTransform<T>(
        math::RotationMatrix<T>(Eigen::Quaternion<T>(q[0], q[1], q[2], q[3])),
        Vector3<T>::Zero());
  }
  template <typename T>
  static void MapVelocityToQDot(const MobilizerParameters&, const T* q,
                                const T* v, T* qdot) {
    mobilizer_kernels_detail::QuaternionRateFromAngularVelocity(
        q, Vector3<T>(v[0], v[1], v[2]), qdot);
  }
  template <typename T>
  static void MapQDotToVelocity(const MobilizerParameters&, const T* q,
                                const T* qdot, T* v) {
    const Vector3<T> w =
        mobilizer_kernels_detail::AngularVelocityFromQuaternionRate(q, qdot);
    v[0] = w(0);
    v[1] = w(1);
    v[2] = w(2);
  }
  template <typename T>
  static void CalcNMatrix(const MobilizerParameters&, const T* q,
                          MobilizerMatrixRef<T> N) {
    DRAKE_ASSERT(N.rows() == kNq && N.cols() == kNv);
    N = mobilizer_kernels_detail::QuaternionRateMatrix(q) / 2;
  }
  template <typename T>
  static void CalcNplusMatrix(const MobilizerParameters&, const T* q,
                              MobilizerMatrixRef<T> Nplus) {
    DRAKE_ASSERT(Nplus.rows() == kNv && Nplus.cols() == kNq);
    const T norm_squared =
        q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3];
    Nplus = mobilizer_kernels_detail::QuaternionRateMatrix(q).transpose() *
            (2 / norm_squared);
  }
  template <typename T>
  static void SetZeroState(const MobilizerParameters&, T* q, T* v) {
    q[0] = 1;
    q[1] = q[2] = q[3] = 0;
    v[0] = v[1] = v[2] = 0;
  }
};

// ---------------------------------------------------------------------------
/// Ball with roll-pitch-yaw angles (Drake's BallRpyJoint/RpyBallMobilizer):
/// R_FM = Rz(y)·Ry(p)·Rx(r) (space-fixed X-Y-Z, math::RollPitchYaw),
/// origins coincident. q = [r p y] (rad), v = w_FM_F (rad/s, in F).
/// N(q) = E(q)⁻¹ maps w_FM_F to [ṙ ṗ ẏ]; it is singular at gimbal lock
/// (cos p = 0). N⁺(q) = E(q) (w = E·q̇) is defined everywhere.
/// V_FM_F = [w; 0]; A_FM_F = [ẇ; 0]; H_FM = [I₃; 0].
/// @throws std::runtime_error from MapVelocityToQDot() and CalcNMatrix() if
/// |cos(pitch)| is below math::RollPitchYaw's gimbal-lock tolerance; the
/// message names the mobilizer kind and the pitch value.
struct BallRpyKernel : mobilizer_kernels_detail::RotationOnlyMotion {
  static constexpr MobilizerKind kKind = MobilizerKind::kBallRpy;
  static constexpr int kNq = 3;
  static constexpr int kNv = 3;

  template <typename T>
  static math::RigidTransform<T> CalcX_FM(const MobilizerParameters&,
                                          const T* q) {
    return math::RigidTransform<T>(mobilizer_kernels_detail::RotationFromRpy(q),
                                   Vector3<T>::Zero());
  }
  template <typename T>
  static void MapVelocityToQDot(const MobilizerParameters&, const T* q,
                                const T* v, T* qdot) {
    mobilizer_kernels_detail::ThrowIfRpyGimbalLock(kKind, "MapVelocityToQDot",
                                                   q[1]);
    mobilizer_kernels_detail::RpyRateFromAngularVelocity(q, v, qdot);
  }
  template <typename T>
  static void MapQDotToVelocity(const MobilizerParameters&, const T* q,
                                const T* qdot, T* v) {
    const Vector3<T> w =
        mobilizer_kernels_detail::RpyRateToAngularVelocityMatrix(q) *
        Vector3<T>(qdot[0], qdot[1], qdot[2]);
    v[0] = w(0);
    v[1] = w(1);
    v[2] = w(2);
  }
  template <typename T>
  static void CalcNMatrix(const MobilizerParameters&, const T* q,
                          MobilizerMatrixRef<T> N) {
    DRAKE_ASSERT(N.rows() == kNq && N.cols() == kNv);
    mobilizer_kernels_detail::ThrowIfRpyGimbalLock(kKind, "CalcNMatrix", q[1]);
    N = mobilizer_kernels_detail::AngularVelocityToRpyRateMatrix(q);
  }
  template <typename T>
  static void CalcNplusMatrix(const MobilizerParameters&, const T* q,
                              MobilizerMatrixRef<T> Nplus) {
    DRAKE_ASSERT(Nplus.rows() == kNv && Nplus.cols() == kNq);
    Nplus = mobilizer_kernels_detail::RpyRateToAngularVelocityMatrix(q);
  }
  template <typename T>
  static void SetZeroState(const MobilizerParameters&, T* q, T* v) {
    q[0] = q[1] = q[2] = 0;
    v[0] = v[1] = v[2] = 0;
  }
};

// ---------------------------------------------------------------------------
/// Planar (Drake's PlanarJoint/PlanarMobilizer): translation in F's x-y
/// plane and rotation about Fz = Mz. q = [x, y, θ] (m, m, rad) with
/// p_FoMo_F = [x, y, 0] and R_FM = Rz(θ); v = [ẋ, ẏ, θ̇]; N = N⁺ = I₃.
/// V_FM_F = [0, 0, θ̇; ẋ, ẏ, 0]; A_FM_F = [0, 0, θ̈; ẍ, ÿ, 0] (p_FoMo_F does
/// not depend on θ, so there is no bias term).
struct PlanarKernel : mobilizer_kernels_detail::IdentityVelocityMaps<3> {
  static constexpr MobilizerKind kKind = MobilizerKind::kPlanar;
  static constexpr int kNq = 3;
  static constexpr int kNv = 3;

  template <typename T>
  static math::RigidTransform<T> CalcX_FM(const MobilizerParameters&,
                                          const T* q) {
    return math::RigidTransform<T>(math::RotationMatrix<T>::MakeZRotation(q[2]),
                                   Vector3<T>(q[0], q[1], T(0)));
  }
  template <typename T>
  static SpatialVelocity<T> CalcV_FM(const MobilizerParameters&, const T*,
                                     const T* v) {
    return SpatialVelocity<T>(Vector3<T>(T(0), T(0), v[2]),
                              Vector3<T>(v[0], v[1], T(0)));
  }
  template <typename T>
  static SpatialAcceleration<T> CalcA_FM(const MobilizerParameters&, const T*,
                                         const T*, const T* vdot) {
    return SpatialAcceleration<T>(Vector3<T>(T(0), T(0), vdot[2]),
                                  Vector3<T>(vdot[0], vdot[1], T(0)));
  }
  template <typename T>
  static void CalcH_FM(const MobilizerParameters&, const T*,
                       MobilizerMatrixRef<T> H_FM) {
    DRAKE_ASSERT(H_FM.rows() == 6 && H_FM.cols() == kNv);
    H_FM.setZero();
    H_FM(3, 0) = 1;  // ẋ moves Mo along Fx.
    H_FM(4, 1) = 1;  // ẏ moves Mo along Fy.
    H_FM(2, 2) = 1;  // θ̇ rotates M about Fz.
  }
  template <typename T>
  static void ProjectSpatialForce(const MobilizerParameters&, const T*,
                                  const SpatialForce<T>& F_Mo_F, T* tau) {
    tau[0] = F_Mo_F.translational()(0);
    tau[1] = F_Mo_F.translational()(1);
    tau[2] = F_Mo_F.rotational()(2);
  }
};

// ---------------------------------------------------------------------------
/// Screw (Drake's ScrewJoint/ScrewMobilizer): rotation θ about the unit axis
/// â coupled to a translation along â of pitch·θ/(2π), with `screw_pitch`
/// in m/rev. q = [θ] (rad), v = [θ̇] (rad/s), N = N⁺ = [1].
/// X_FM = (R(θ, â), â·pitch·θ/(2π)); V_FM_F = [â; â·pitch/(2π)]·θ̇;
/// A_FM_F = [â; â·pitch/(2π)]·θ̈. tau = â·τ_F + pitch/(2π)·â·f_F.
struct ScrewKernel : mobilizer_kernels_detail::IdentityVelocityMaps<1> {
  static constexpr MobilizerKind kKind = MobilizerKind::kScrew;
  static constexpr int kNq = 1;
  static constexpr int kNv = 1;

  // The translation per radian, pitch/(2π), in m/rad.
  static double LeadPerRadian(const MobilizerParameters& params) {
    return params.screw_pitch / (2.0 * std::numbers::pi);
  }

  template <typename T>
  static math::RigidTransform<T> CalcX_FM(const MobilizerParameters& params,
                                          const T* q) {
    const Vector3<T> p_FoMo_F = mobilizer_kernels_detail::AxisAs<T>(params) *
                                (LeadPerRadian(params) * q[0]);
    return math::RigidTransform<T>(
        mobilizer_kernels_detail::RotationAboutAxis(params.axis, q[0]),
        p_FoMo_F);
  }
  template <typename T>
  static SpatialVelocity<T> CalcV_FM(const MobilizerParameters& params,
                                     const T*, const T* v) {
    const Vector3<T> axis = mobilizer_kernels_detail::AxisAs<T>(params);
    return SpatialVelocity<T>(axis * v[0],
                              axis * (LeadPerRadian(params) * v[0]));
  }
  template <typename T>
  static SpatialAcceleration<T> CalcA_FM(const MobilizerParameters& params,
                                         const T*, const T*, const T* vdot) {
    const Vector3<T> axis = mobilizer_kernels_detail::AxisAs<T>(params);
    return SpatialAcceleration<T>(axis * vdot[0],
                                  axis * (LeadPerRadian(params) * vdot[0]));
  }
  template <typename T>
  static void CalcH_FM(const MobilizerParameters& params, const T*,
                       MobilizerMatrixRef<T> H_FM) {
    DRAKE_ASSERT(H_FM.rows() == 6 && H_FM.cols() == kNv);
    const Vector3<T> axis = mobilizer_kernels_detail::AxisAs<T>(params);
    H_FM.col(0).template head<3>() = axis;
    H_FM.col(0).template tail<3>() = axis * T(LeadPerRadian(params));
  }
  template <typename T>
  static void ProjectSpatialForce(const MobilizerParameters& params, const T*,
                                  const SpatialForce<T>& F_Mo_F, T* tau) {
    const Vector3<T> axis = mobilizer_kernels_detail::AxisAs<T>(params);
    tau[0] = axis.dot(F_Mo_F.rotational()) +
             LeadPerRadian(params) * axis.dot(F_Mo_F.translational());
  }
};

// ---------------------------------------------------------------------------
/// Quaternion floating (Drake's QuaternionFloatingJoint/Mobilizer): six
/// dofs. q = [qw qx qy qz, px py pz] (quaternion of R_FM, then p_FoMo_F in
/// m); v = [w_FM_F; v_FM_F] (rad/s, m/s, both expressed in F). nq = 7,
/// nv = 6. The quaternion follows BallQuaternionKernel's normalization
/// conventions; the translation rates are ṗ = v_FM_F.
/// N = diag(½·L(q), I₃), N⁺ = diag(2·L(q)ᵀ/|q|², I₃); H_FM = I₆;
/// V_FM_F = v; A_FM_F = v̇ (both halves are expressed in F and Mo's
/// velocity in F is ṗ, so there are no bias terms).
/// @throws std::logic_error from X_FM if the quaternion is zero or not
/// finite.
struct QuaternionFloatingKernel {
  static constexpr MobilizerKind kKind = MobilizerKind::kQuaternionFloating;
  static constexpr int kNq = 7;
  static constexpr int kNv = 6;

  template <typename T>
  static math::RigidTransform<T> CalcX_FM(const MobilizerParameters&,
                                          const T* q) {
    return math::RigidTransform<T>(
        math::RotationMatrix<T>(Eigen::Quaternion<T>(q[0], q[1], q[2], q[3])),
        Vector3<T>(q[4], q[5], q[6]));
  }
  template <typename T>
  static SpatialVelocity<T> CalcV_FM(const MobilizerParameters&, const T*,
                                     const T* v) {
    return SpatialVelocity<T>(Eigen::Map<const Vector6<T>>(v));
  }
  template <typename T>
  static SpatialAcceleration<T> CalcA_FM(const MobilizerParameters&, const T*,
                                         const T*, const T* vdot) {
    return SpatialAcceleration<T>(Eigen::Map<const Vector6<T>>(vdot));
  }
  template <typename T>
  static void CalcH_FM(const MobilizerParameters&, const T*,
                       MobilizerMatrixRef<T> H_FM) {
    DRAKE_ASSERT(H_FM.rows() == 6 && H_FM.cols() == kNv);
    H_FM.setIdentity();
  }
  template <typename T>
  static void ProjectSpatialForce(const MobilizerParameters&, const T*,
                                  const SpatialForce<T>& F_Mo_F, T* tau) {
    for (int i = 0; i < 6; ++i) tau[i] = F_Mo_F[i];
  }
  template <typename T>
  static void MapVelocityToQDot(const MobilizerParameters&, const T* q,
                                const T* v, T* qdot) {
    mobilizer_kernels_detail::QuaternionRateFromAngularVelocity(
        q, Vector3<T>(v[0], v[1], v[2]), qdot);
    qdot[4] = v[3];
    qdot[5] = v[4];
    qdot[6] = v[5];
  }
  template <typename T>
  static void MapQDotToVelocity(const MobilizerParameters&, const T* q,
                                const T* qdot, T* v) {
    const Vector3<T> w =
        mobilizer_kernels_detail::AngularVelocityFromQuaternionRate(q, qdot);
    v[0] = w(0);
    v[1] = w(1);
    v[2] = w(2);
    v[3] = qdot[4];
    v[4] = qdot[5];
    v[5] = qdot[6];
  }
  template <typename T>
  static void CalcNMatrix(const MobilizerParameters&, const T* q,
                          MobilizerMatrixRef<T> N) {
    DRAKE_ASSERT(N.rows() == kNq && N.cols() == kNv);
    N.setZero();
    N.template topLeftCorner<4, 3>() =
        mobilizer_kernels_detail::QuaternionRateMatrix(q) / 2;
    N.template bottomRightCorner<3, 3>().setIdentity();
  }
  template <typename T>
  static void CalcNplusMatrix(const MobilizerParameters&, const T* q,
                              MobilizerMatrixRef<T> Nplus) {
    DRAKE_ASSERT(Nplus.rows() == kNv && Nplus.cols() == kNq);
    const T norm_squared =
        q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3];
    Nplus.setZero();
    Nplus.template topLeftCorner<3, 4>() =
        mobilizer_kernels_detail::QuaternionRateMatrix(q).transpose() *
        (2 / norm_squared);
    Nplus.template bottomRightCorner<3, 3>().setIdentity();
  }
  template <typename T>
  static void SetZeroState(const MobilizerParameters&, T* q, T* v) {
    q[0] = 1;
    for (int i = 1; i < kNq; ++i) q[i] = 0;
    for (int i = 0; i < kNv; ++i) v[i] = 0;
  }
};

// ---------------------------------------------------------------------------
/// Roll-pitch-yaw floating (Drake's RpyFloatingJoint/RpyFloatingMobilizer):
/// six dofs. q = [r p y, px py pz] with R_FM = Rz(y)·Ry(p)·Rx(r) and
/// p_FoMo_F = [px py pz]; v = [w_FM_F; v_FM_F] (expressed in F). nq = nv = 6.
/// N = diag(E(q)⁻¹, I₃) (singular at gimbal lock), N⁺ = diag(E(q), I₃);
/// H_FM = I₆; V_FM_F = v; A_FM_F = v̇.
/// @throws std::runtime_error from MapVelocityToQDot() and CalcNMatrix() if
/// |cos(pitch)| is below the gimbal-lock tolerance, naming the mobilizer
/// kind and the pitch value.
struct RpyFloatingKernel {
  static constexpr MobilizerKind kKind = MobilizerKind::kRpyFloating;
  static constexpr int kNq = 6;
  static constexpr int kNv = 6;

  template <typename T>
  static math::RigidTransform<T> CalcX_FM(const MobilizerParameters&,
                                          const T* q) {
    return math::RigidTransform<T>(mobilizer_kernels_detail::RotationFromRpy(q),
                                   Vector3<T>(q[3], q[4], q[5]));
  }
  template <typename T>
  static SpatialVelocity<T> CalcV_FM(const MobilizerParameters&, const T*,
                                     const T* v) {
    return SpatialVelocity<T>(Eigen::Map<const Vector6<T>>(v));
  }
  template <typename T>
  static SpatialAcceleration<T> CalcA_FM(const MobilizerParameters&, const T*,
                                         const T*, const T* vdot) {
    return SpatialAcceleration<T>(Eigen::Map<const Vector6<T>>(vdot));
  }
  template <typename T>
  static void CalcH_FM(const MobilizerParameters&, const T*,
                       MobilizerMatrixRef<T> H_FM) {
    DRAKE_ASSERT(H_FM.rows() == 6 && H_FM.cols() == kNv);
    H_FM.setIdentity();
  }
  template <typename T>
  static void ProjectSpatialForce(const MobilizerParameters&, const T*,
                                  const SpatialForce<T>& F_Mo_F, T* tau) {
    for (int i = 0; i < 6; ++i) tau[i] = F_Mo_F[i];
  }
  template <typename T>
  static void MapVelocityToQDot(const MobilizerParameters&, const T* q,
                                const T* v, T* qdot) {
    mobilizer_kernels_detail::ThrowIfRpyGimbalLock(kKind, "MapVelocityToQDot",
                                                   q[1]);
    mobilizer_kernels_detail::RpyRateFromAngularVelocity(q, v, qdot);
    qdot[3] = v[3];
    qdot[4] = v[4];
    qdot[5] = v[5];
  }
  template <typename T>
  static void MapQDotToVelocity(const MobilizerParameters&, const T* q,
                                const T* qdot, T* v) {
    const Vector3<T> w =
        mobilizer_kernels_detail::RpyRateToAngularVelocityMatrix(q) *
        Vector3<T>(qdot[0], qdot[1], qdot[2]);
    v[0] = w(0);
    v[1] = w(1);
    v[2] = w(2);
    v[3] = qdot[3];
    v[4] = qdot[4];
    v[5] = qdot[5];
  }
  template <typename T>
  static void CalcNMatrix(const MobilizerParameters&, const T* q,
                          MobilizerMatrixRef<T> N) {
    DRAKE_ASSERT(N.rows() == kNq && N.cols() == kNv);
    mobilizer_kernels_detail::ThrowIfRpyGimbalLock(kKind, "CalcNMatrix", q[1]);
    N.setZero();
    N.template topLeftCorner<3, 3>() =
        mobilizer_kernels_detail::AngularVelocityToRpyRateMatrix(q);
    N.template bottomRightCorner<3, 3>().setIdentity();
  }
  template <typename T>
  static void CalcNplusMatrix(const MobilizerParameters&, const T* q,
                              MobilizerMatrixRef<T> Nplus) {
    DRAKE_ASSERT(Nplus.rows() == kNv && Nplus.cols() == kNq);
    Nplus.setZero();
    Nplus.template topLeftCorner<3, 3>() =
        mobilizer_kernels_detail::RpyRateToAngularVelocityMatrix(q);
    Nplus.template bottomRightCorner<3, 3>().setIdentity();
  }
  template <typename T>
  static void SetZeroState(const MobilizerParameters&, T* q, T* v) {
    for (int i = 0; i < kNq; ++i) q[i] = 0;
    for (int i = 0; i < kNv; ++i) v[i] = 0;
  }
};

namespace mobilizer_kernels_detail {

// The moving frame M of a curvilinear path at arclength s: the turning rate
// ρ of the segment holding s and M's axes expressed in F (Mz_F, the plane
// normal, is the same on every segment).
template <typename T>
struct CurvilinearFrame {
  double rho{};
  Vector3<T> Mx_F;
  Vector3<T> My_F;
  Vector3<double> Mz_F;
};

// Finds the segment i of `path` holding s (s wrapped into [0, L) on a
// periodic path; before 0 or after L an aperiodic path extrapolates its
// first or last segment) and returns M's frame there. If p_FoMo_F is not
// null, also writes M's origin. On the segment, with ds = s − sᵢ and
// θ = ρ·ds turned about Mz from the frame Mi at the break:
//   Mx = cos θ·Mxᵢ + sin θ·Myᵢ,  My = −sin θ·Mxᵢ + cos θ·Myᵢ,
//   p = pᵢ + (sin θ/ρ)·Mxᵢ + (2 sin²(θ/2)/ρ)·Myᵢ  (the limit pᵢ + ds·Mxᵢ for
//   a line, ρ = 0). Allocates nothing for T = double.
template <typename T>
CurvilinearFrame<T> CurvilinearFrameAt(const CurvilinearPath& path, const T& s,
                                       Vector3<T>* p_FoMo_F) {
  using std::cos;
  using std::sin;
  DRAKE_ASSERT(path.breaks.size() >= 2);
  const T s_on_path =
      path.is_periodic ? math::wrap_to(s, 0.0, path.breaks.back()) : s;
  // i = the number of interior breaks s₁ … sₙ₋₁ at or before s.
  const auto first_interior = path.breaks.begin() + 1;
  const auto last_interior = path.breaks.end() - 1;
  const int i =
      static_cast<int>(std::upper_bound(first_interior, last_interior,
                                        ExtractDoubleOrThrow(s_on_path)) -
                       first_interior);
  const T ds = s_on_path - path.breaks[i];
  const math::RigidTransform<double>& X_FMi = path.break_poses[i];
  const Vector3<T> Mx_i = X_FMi.rotation().col(0).template cast<T>();
  const Vector3<T> My_i = X_FMi.rotation().col(1).template cast<T>();
  CurvilinearFrame<T> frame;
  frame.rho = path.turning_rates[i];
  frame.Mz_F = X_FMi.rotation().col(2);
  if (frame.rho == 0) {
    frame.Mx_F = Mx_i;
    frame.My_F = My_i;
    if (p_FoMo_F != nullptr) {
      *p_FoMo_F = X_FMi.translation().template cast<T>() + Mx_i * ds;
    }
    return frame;
  }
  const T theta = frame.rho * ds;
  const T c = cos(theta);
  const T sn = sin(theta);
  frame.Mx_F = Mx_i * c + My_i * sn;
  frame.My_F = My_i * c - Mx_i * sn;
  if (p_FoMo_F != nullptr) {
    const T sin_half = sin(theta / 2);
    *p_FoMo_F = X_FMi.translation().template cast<T>() +
                Mx_i * T(sn / frame.rho) +
                My_i * T(2 * sin_half * sin_half / frame.rho);
  }
  return frame;
}

}  // namespace mobilizer_kernels_detail

// ---------------------------------------------------------------------------
/// Curvilinear (Drake's CurvilinearJoint/CurvilinearMobilizer): M rides
/// along a planar path of line segments and circular arcs (a
/// trajectories::PiecewiseConstantCurvatureTrajectory flattened into
/// `params.curvilinear_path`, which must be set). q = [s] (m, arclength),
/// v = [ṡ] (m/s), N = N⁺ = [1]. X_FM(s) is the path's pose: Mx the
/// tangent t̂, Mz the plane normal p̂, My = p̂ × t̂. With ρ the turning rate
/// of the segment holding s:
/// H_FM = [ρ·Mz_F; Mx_F]; V_FM_F = H_FM·ṡ;
/// A_FM_F = H_FM·s̈ + Ḣ_FM·ṡ = [ρ·s̈·Mz_F; s̈·Mx_F + ρ·ṡ²·My_F] (the second
/// term is the arc's centripetal acceleration: Mx turns at ρ·ṡ about Mz);
/// tau = ρ·Mz·τ_F + Mx·f_F for F_Mo_F = [τ_F; f_F].
struct CurvilinearKernel : mobilizer_kernels_detail::IdentityVelocityMaps<1> {
  static constexpr MobilizerKind kKind = MobilizerKind::kCurvilinear;
  static constexpr int kNq = 1;
  static constexpr int kNv = 1;

  template <typename T>
  static math::RigidTransform<T> CalcX_FM(const MobilizerParameters& params,
                                          const T* q) {
    Vector3<T> p_FoMo_F;
    const auto frame = mobilizer_kernels_detail::CurvilinearFrameAt(
        Path(params), q[0], &p_FoMo_F);
    Matrix3<T> R_FM;
    R_FM.col(0) = frame.Mx_F;
    R_FM.col(1) = frame.My_F;
    R_FM.col(2) = frame.Mz_F.template cast<T>();
    return math::RigidTransform<T>(math::RotationMatrix<T>::MakeUnchecked(R_FM),
                                   p_FoMo_F);
  }
  template <typename T>
  static SpatialVelocity<T> CalcV_FM(const MobilizerParameters& params,
                                     const T* q, const T* v) {
    const auto frame = mobilizer_kernels_detail::CurvilinearFrameAt(
        Path(params), q[0], static_cast<Vector3<T>*>(nullptr));
    return SpatialVelocity<T>(
        frame.Mz_F.template cast<T>() * T(frame.rho * v[0]), frame.Mx_F * v[0]);
  }
  template <typename T>
  static SpatialAcceleration<T> CalcA_FM(const MobilizerParameters& params,
                                         const T* q, const T* v,
                                         const T* vdot) {
    const auto frame = mobilizer_kernels_detail::CurvilinearFrameAt(
        Path(params), q[0], static_cast<Vector3<T>*>(nullptr));
    return SpatialAcceleration<T>(
        frame.Mz_F.template cast<T>() * T(frame.rho * vdot[0]),
        frame.Mx_F * vdot[0] + frame.My_F * T(frame.rho * v[0] * v[0]));
  }
  template <typename T>
  static void CalcH_FM(const MobilizerParameters& params, const T* q,
                       MobilizerMatrixRef<T> H_FM) {
    DRAKE_ASSERT(H_FM.rows() == 6 && H_FM.cols() == kNv);
    const auto frame = mobilizer_kernels_detail::CurvilinearFrameAt(
        Path(params), q[0], static_cast<Vector3<T>*>(nullptr));
    H_FM.col(0).template head<3>() =
        (frame.Mz_F * frame.rho).template cast<T>();
    H_FM.col(0).template tail<3>() = frame.Mx_F;
  }
  template <typename T>
  static void ProjectSpatialForce(const MobilizerParameters& params, const T* q,
                                  const SpatialForce<T>& F_Mo_F, T* tau) {
    const auto frame = mobilizer_kernels_detail::CurvilinearFrameAt(
        Path(params), q[0], static_cast<Vector3<T>*>(nullptr));
    tau[0] = frame.Mx_F.dot(F_Mo_F.translational()) +
             frame.rho * frame.Mz_F.template cast<T>().dot(F_Mo_F.rotational());
  }

 private:
  static const CurvilinearPath& Path(const MobilizerParameters& params) {
    DRAKE_ASSERT(params.curvilinear_path != nullptr);
    return *params.curvilinear_path;
  }
};

/// Calls `visitor(Kernel{})` with the kernel struct of `kind` and returns
/// its result (every branch must return the same type). This is the one
/// `switch` the compiled tree's loops go through:
/// @code
///   VisitMobilizerKernel(kind, [&](auto kernel) {
///     using Kernel = decltype(kernel);
///     X_FM = Kernel::CalcX_FM(params, q + q_start);
///   });
/// @endcode
template <typename Visitor>
decltype(auto) VisitMobilizerKernel(MobilizerKind kind, Visitor&& visitor) {
  switch (kind) {
    case MobilizerKind::kWeld:
      return visitor(WeldKernel{});
    case MobilizerKind::kRevolute:
      return visitor(RevoluteKernel{});
    case MobilizerKind::kPrismatic:
      return visitor(PrismaticKernel{});
    case MobilizerKind::kUniversal:
      return visitor(UniversalKernel{});
    case MobilizerKind::kBallQuaternion:
      return visitor(BallQuaternionKernel{});
    case MobilizerKind::kBallRpy:
      return visitor(BallRpyKernel{});
    case MobilizerKind::kPlanar:
      return visitor(PlanarKernel{});
    case MobilizerKind::kScrew:
      return visitor(ScrewKernel{});
    case MobilizerKind::kQuaternionFloating:
      return visitor(QuaternionFloatingKernel{});
    case MobilizerKind::kRpyFloating:
      return visitor(RpyFloatingKernel{});
    case MobilizerKind::kCurvilinear:
      return visitor(CurvilinearKernel{});
  }
  DRAKE_UNREACHABLE();
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake
