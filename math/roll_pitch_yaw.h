#pragma once

/// @file
/// RollPitchYaw<T>: the orientation of a frame D relative to a frame A as
/// three successive rotations about A's fixed axes: roll r about Ax, then
/// pitch p about Ay, then yaw y about Az, so that
/// R_AD = Rz(y) · Ry(p) · Rx(r).

#include <ostream>
#include <sstream>
#include <string_view>

#include <Eigen/Geometry>
#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/default_scalars.h"
#include "drake/common/drake_bool.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/hash.h"

namespace drake {
namespace math {

template <typename T>
class RotationMatrix;

/// Roll-pitch-yaw angles [r, p, y] (radians) relating frames A and D; see the
/// file documentation. The canonical range is r ∈ [−π, π], p ∈ [−π/2, π/2],
/// y ∈ [−π, π]. Near p = ±π/2 (gimbal lock) r and y are individually
/// ill-conditioned; the angular-rate conversions throw there.
///
/// Instantiated for T = double and T = AutoDiffXd.
template <typename T>
class RollPitchYaw {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(RollPitchYaw);

  /// Constructs from a vector [r, p, y] of angles (radians).
  explicit RollPitchYaw(const Vector3<T>& rpy) { set(rpy); }

  /// Constructs from roll, pitch and yaw angles (radians).
  RollPitchYaw(const T& roll, const T& pitch, const T& yaw) {
    set(roll, pitch, yaw);
  }

  /// Constructs the angles (in canonical range) of a rotation matrix. The
  /// conversion stays accurate near gimbal lock: the returned angles
  /// reproduce R to within a few ε even when r and y are ill-conditioned.
  explicit RollPitchYaw(const RotationMatrix<T>& R);

  /// Constructs the angles (in canonical range) of a quaternion, which need
  /// not be normalized.
  explicit RollPitchYaw(const Eigen::Quaternion<T>& quaternion);

  /// Sets from a vector [r, p, y].
  RollPitchYaw<T>& set(const Vector3<T>& rpy) {
    roll_pitch_yaw_ = rpy;
    return *this;
  }

  /// Sets from roll, pitch and yaw.
  RollPitchYaw<T>& set(const T& roll, const T& pitch, const T& yaw) {
    return set(Vector3<T>(roll, pitch, yaw));
  }

  /// Sets from a quaternion (see the quaternion constructor).
  void SetFromQuaternion(const Eigen::Quaternion<T>& quaternion);

  /// Sets from a rotation matrix (see the rotation matrix constructor).
  void SetFromRotationMatrix(const RotationMatrix<T>& R);

  /// Returns [r, p, y].
  const Vector3<T>& vector() const { return roll_pitch_yaw_; }

  const T& roll_angle() const { return roll_pitch_yaw_(0); }
  const T& pitch_angle() const { return roll_pitch_yaw_(1); }
  const T& yaw_angle() const { return roll_pitch_yaw_(2); }
  void set_roll_angle(const T& r) { roll_pitch_yaw_(0) = r; }
  void set_pitch_angle(const T& p) { roll_pitch_yaw_(1) = p; }
  void set_yaw_angle(const T& y) { roll_pitch_yaw_(2) = y; }

  /// Returns the unit quaternion of R_AD, in canonical form (w >= 0).
  Eigen::Quaternion<T> ToQuaternion() const;

  /// Returns R_AD = Rz(y)·Ry(p)·Rx(r).
  RotationMatrix<T> ToRotationMatrix() const;

  /// Returns the time derivative of R_AD given rpyDt = [ṙ, ṗ, ẏ].
  Matrix3<T> CalcRotationMatrixDt(const Vector3<T>& rpyDt) const;

  /// Returns w_AD_A, D's angular velocity in A expressed in A, from
  /// rpyDt = [ṙ, ṗ, ẏ]. Valid at any angles (no gimbal-lock issue).
  Vector3<T> CalcAngularVelocityInParentFromRpyDt(
      const Vector3<T>& rpyDt) const;

  /// Returns w_AD_D, D's angular velocity in A expressed in D, from rpyDt.
  Vector3<T> CalcAngularVelocityInChildFromRpyDt(const Vector3<T>& rpyDt) const;

  /// Returns rpyDt from w_AD_A (angular velocity expressed in A).
  /// @throws std::runtime_error if the pitch angle is near gimbal lock
  /// (see DoesCosPitchAngleViolateGimbalLockTolerance()).
  Vector3<T> CalcRpyDtFromAngularVelocityInParent(
      const Vector3<T>& w_AD_A) const;

  /// Returns rpyDt from w_AD_D (angular velocity expressed in D).
  /// @throws std::runtime_error near gimbal lock.
  Vector3<T> CalcRpyDtFromAngularVelocityInChild(
      const Vector3<T>& w_AD_D) const;

  /// Returns rpyDDt from rpyDt and alpha_AD_A, D's angular acceleration in A
  /// expressed in A.
  /// @throws std::runtime_error near gimbal lock.
  Vector3<T> CalcRpyDDtFromRpyDtAndAngularAccelInParent(
      const Vector3<T>& rpyDt, const Vector3<T>& alpha_AD_A) const;

  /// Returns rpyDDt from rpyDt and alpha_AD_D, D's angular acceleration in A
  /// expressed in D.
  /// @throws std::runtime_error near gimbal lock.
  Vector3<T> CalcRpyDDtFromAngularAccelInChild(
      const Vector3<T>& rpyDt, const Vector3<T>& alpha_AD_D) const;

  /// Returns the matrix M such that rpyDt = M * w_AD_A.
  /// @throws std::runtime_error near gimbal lock, naming `function_name`.
  Matrix3<T> CalcMatrixRelatingRpyDtToAngularVelocityInParent(
      const char* function_name =
          "CalcMatrixRelatingRpyDtToAngularVelocityInParent") const;

  /// Returns the matrix M such that rpyDt = M * w_AD_D.
  /// @throws std::runtime_error near gimbal lock, naming `function_name`.
  Matrix3<T> CalcMatrixRelatingRpyDtToAngularVelocityInChild(
      const char* function_name =
          "CalcMatrixRelatingRpyDtToAngularVelocityInChild") const;

  /// Returns true if every angle differs from other's by at most tolerance.
  boolean<T> IsNearlyEqualTo(const RollPitchYaw<T>& other,
                             double tolerance) const;

  /// Returns true if this and other represent the same orientation: their
  /// rotation matrices differ element-wise by at most tolerance.
  boolean<T> IsNearlySameOrientation(const RollPitchYaw<T>& other,
                                     double tolerance) const;

  /// Returns true if r ∈ [−π, π], p ∈ [−π/2, π/2] and y ∈ [−π, π].
  boolean<T> IsRollPitchYawInCanonicalRange() const;

  /// Returns true if the pitch angle is within the gimbal-lock tolerance of
  /// ±π/2.
  boolean<T> DoesPitchAngleViolateGimbalLockTolerance() const;

  /// Returns true if |cos(pitch)| < GimbalLockTolerance(), where the
  /// rate conversions divide by cos(pitch).
  static boolean<T> DoesCosPitchAngleViolateGimbalLockTolerance(
      const T& cos_pitch_angle);

  /// The smallest |cos(pitch)| the rate conversions accept: 0.008, i.e. a
  /// pitch within about 0.46° of ±90° is gimbal lock.
  static double GimbalLockTolerance() { return kGimbalLockToleranceCosPitch; }

  /// Returns true if all three angles are finite.
  static boolean<T> IsValid(const Vector3<T>& rpy);

  /// Implements the @ref hash_append concept: roll, pitch and yaw.
  /// @pre T implements hash_append (e.g. double).
  template <class HashAlgorithm>
  friend void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                          const RollPitchYaw& rpy) noexcept {
    const T* const begin = rpy.roll_pitch_yaw_.data();
    hash_append_range(hasher, begin, begin + rpy.roll_pitch_yaw_.size());
  }

 private:
  static constexpr double kGimbalLockToleranceCosPitch = 0.008;

  // Throws std::runtime_error about gimbal lock, naming function_name.
  void ThrowIfGimbalLock(const T& cos_pitch, const char* function_name) const;

  Vector3<T> roll_pitch_yaw_;
};

/// Abbreviation for RollPitchYaw<double>.
using RollPitchYawd = RollPitchYaw<double>;

/// Writes "rpy = r p y".
template <typename T>
std::ostream& operator<<(std::ostream& out, const RollPitchYaw<T>& rpy);

}  // namespace math
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::math::RollPitchYaw)

template <typename T>
struct fmt::formatter<drake::math::RollPitchYaw<T>>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::math::RollPitchYaw<T>& rpy,
              FormatContext& ctx) const {
    std::ostringstream out;
    out << rpy;
    return fmt::formatter<std::string_view>::format(out.str(), ctx);
  }
};

// RollPitchYaw's conversions return RotationMatrix, so a client that includes
// only this header gets the complete type too.
#include "drake/math/rotation_matrix.h"
