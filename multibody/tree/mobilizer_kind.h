#pragma once

/// @file
/// (Internal) The closed set of mobilizer kinds (MobilizerKind), their
/// numbers of positions and velocities, and the constant parameters of one
/// mobilizer (MobilizerParameters): what a Joint records about its
/// mobilizer. The kinematic kernels of every kind are in
/// mobilizer_kernels.h, which only the .cc files (and the internal headers)
/// that run them include.

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace multibody {
namespace internal {

/// The closed set of mobilizer kinds the compiled tree dispatches on.
enum class MobilizerKind : std::uint8_t {
  kWeld = 0,            ///< 0 dofs.
  kRevolute,            ///< q = θ, v = θ̇ about a unit axis.
  kPrismatic,           ///< q = x, v = ẋ along a unit axis.
  kUniversal,           ///< q = [θ₀, θ₁], R_FM = Rx(θ₀)·Ry(θ₁).
  kBallQuaternion,      ///< q = [qw qx qy qz], v = w_FM_F.
  kBallRpy,             ///< q = [r p y], v = w_FM_F.
  kPlanar,              ///< q = [x y θ], v = [ẋ ẏ θ̇] in F's x-y plane.
  kScrew,               ///< q = θ, v = θ̇, translation pitch·θ/(2π).
  kQuaternionFloating,  ///< q = [qw qx qy qz px py pz], v = [w_FM_F; v_FM_F].
  kRpyFloating,         ///< q = [r p y px py pz], v = [w_FM_F; v_FM_F].
  kCurvilinear,         ///< q = s, v = ṡ along a planar line/arc path.
};

/// The number of MobilizerKind values.
inline constexpr int kNumMobilizerKinds = 11;

/// The (nq, nv) pair of one mobilizer kind.
struct MobilizerDimensions {
  int nq;
  int nv;
};

/// (nq, nv) per kind, indexed by `static_cast<int>(MobilizerKind)`.
inline constexpr std::array<MobilizerDimensions, kNumMobilizerKinds>
    kMobilizerDimensions{{
        {0, 0},  // kWeld
        {1, 1},  // kRevolute
        {1, 1},  // kPrismatic
        {2, 2},  // kUniversal
        {4, 3},  // kBallQuaternion
        {3, 3},  // kBallRpy
        {3, 3},  // kPlanar
        {1, 1},  // kScrew
        {7, 6},  // kQuaternionFloating
        {6, 6},  // kRpyFloating
        {1, 1},  // kCurvilinear
    }};

/// Returns nq for `kind`.
constexpr int MobilizerNumPositions(MobilizerKind kind) {
  return kMobilizerDimensions[static_cast<int>(kind)].nq;
}

/// Returns nv for `kind`.
constexpr int MobilizerNumVelocities(MobilizerKind kind) {
  return kMobilizerDimensions[static_cast<int>(kind)].nv;
}

/// Returns a human-readable name for `kind` (Drake's mobilizer class name).
constexpr const char* MobilizerKindName(MobilizerKind kind) {
  switch (kind) {
    case MobilizerKind::kWeld:
      return "WeldMobilizer";
    case MobilizerKind::kRevolute:
      return "RevoluteMobilizer";
    case MobilizerKind::kPrismatic:
      return "PrismaticMobilizer";
    case MobilizerKind::kUniversal:
      return "UniversalMobilizer";
    case MobilizerKind::kBallQuaternion:
      return "BallQuaternionMobilizer";
    case MobilizerKind::kBallRpy:
      return "RpyBallMobilizer";
    case MobilizerKind::kPlanar:
      return "PlanarMobilizer";
    case MobilizerKind::kScrew:
      return "ScrewMobilizer";
    case MobilizerKind::kQuaternionFloating:
      return "QuaternionFloatingMobilizer";
    case MobilizerKind::kRpyFloating:
      return "RpyFloatingMobilizer";
    case MobilizerKind::kCurvilinear:
      return "CurvilinearMobilizer";
  }
  return "UnknownMobilizer";
}

/// The path of a curvilinear mobilizer, flattened from Drake's
/// trajectories::PiecewiseConstantCurvatureTrajectory<double> (the joint
/// builds it once) so that the kernel looks its data up without calling
/// the trajectory: n segments [sᵢ, sᵢ₊₁) of constant turning rate ρᵢ, and
/// the pose X_FMi of the moving frame M at each break (Mx the tangent, Mz
/// the plane normal, the same in every X_FMi).
struct CurvilinearPath {
  /// s₀ = 0 < s₁ < … < sₙ (m); n + 1 entries, n >= 1.
  std::vector<double> breaks;
  /// ρᵢ (1/m); n entries.
  std::vector<double> turning_rates;
  /// X_FM(sᵢ); n + 1 entries.
  std::vector<math::RigidTransform<double>> break_poses;
  /// Whether X_FM(s) = X_FM(s + k·L), L = sₙ.
  bool is_periodic{false};
};

/// The constant (q-independent) parameters of one mobilizer. One struct for
/// every kind so that the compiled tree can store them in a flat array;
/// kinds ignore the fields they do not use.
struct MobilizerParameters {
  /// Revolute, prismatic and screw: the unit axis â, whose components are
  /// the same in F and in M (â_F = â_M). Precondition: |â| = 1 (the joint
  /// normalizes it when it builds the parameters).
  Vector3<double> axis{0.0, 0.0, 1.0};
  /// Screw only: the translation along â per full turn, in m/rev (Drake's
  /// ScrewJoint `screw_pitch`). Positive is a right-handed thread.
  double screw_pitch{0.0};
  /// Curvilinear only: the path (immutable; shared by the joint, its
  /// mobilizer and the compiled tree; a scalar-converted clone of the joint
  /// flattens its own).
  std::shared_ptr<const CurvilinearPath> curvilinear_path;
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
