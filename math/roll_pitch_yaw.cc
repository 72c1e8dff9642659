#include "drake/math/roll_pitch_yaw.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/math/autodiff.h"
#include "drake/math/autodiff_symbolic_internal.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace math {

template <typename T>
RollPitchYaw<T>::RollPitchYaw(const RotationMatrix<T>& R) {
  SetFromRotationMatrix(R);
}

template <typename T>
RollPitchYaw<T>::RollPitchYaw(const Eigen::Quaternion<T>& quaternion) {
  SetFromQuaternion(quaternion);
}

template <typename T>
void RollPitchYaw<T>::SetFromQuaternion(
    const Eigen::Quaternion<T>& quaternion) {
  SetFromRotationMatrix(RotationMatrix<T>(quaternion));
}

template <typename T>
void RollPitchYaw<T>::SetFromRotationMatrix(const RotationMatrix<T>& R_AD) {
  using std::atan2;
  using std::cos;
  using std::sin;
  // R = Rz(y) Ry(p) Rx(r) =
  //   [ cy cp   cy sp sr − sy cr   cy sp cr + sy sr ]
  //   [ sy cp   sy sp sr + cy cr   sy sp cr − cy sr ]
  //   [ −sp     cp sr              cp cr            ]
  //
  // Step 1, yaw from the first column: y = atan2(sy cp, cy cp) (cp >= 0 in
  // the canonical range). Near gimbal lock these entries are tiny and y is
  // ill-conditioned, but steps 2 and 3 absorb its error.
  // Step 2, pitch: rotating the first column back by yaw gives
  // [cp, 0, −sp], so p = atan2(−R20, cy R00 + sy R10); this is accurate to
  // ε even at p ≈ ±π/2, where asin(−R20) would lose half the digits.
  // Step 3, roll from Rx(r) = Ry(p)ᵀ Rz(y)ᵀ R =: N. Using the symmetric
  // combination r = atan2(N21 − N12, N11 + N22) picks the roll that best
  // reproduces R given the y and p actually chosen, so R(r, p, y) matches R
  // to a few ε however poorly y itself is determined.
  const Matrix3<T> R = internal::MakeDerivativesCoherent(R_AD.matrix());
  const T yaw = atan2(R(1, 0), R(0, 0));
  const T cy = cos(yaw), sy = sin(yaw);
  const T cos_pitch = cy * R(0, 0) + sy * R(1, 0);
  const T pitch = atan2(-R(2, 0), cos_pitch);
  const T cp = cos(pitch), sp = sin(pitch);
  // Rows 1 and 2 of Rz(y)ᵀ R, then rows 1 and 2 of N = Ry(p)ᵀ (Rz(y)ᵀ R).
  const RowVector3<T> zrow0 = cy * R.row(0) + sy * R.row(1);
  const RowVector3<T> zrow1 = -sy * R.row(0) + cy * R.row(1);
  const RowVector3<T> nrow2 = sp * zrow0 + cp * R.row(2);
  const T roll = atan2(nrow2(1) - zrow1(2), zrow1(1) + nrow2(2));
  set(roll, pitch, yaw);
}

template <typename T>
Eigen::Quaternion<T> RollPitchYaw<T>::ToQuaternion() const {
  using std::cos;
  using std::sin;
  // q = qz(y) ⊗ qy(p) ⊗ qx(r), each a half-angle quaternion.
  const Vector3<T> angles = internal::MakeDerivativesCoherent(roll_pitch_yaw_);
  const T half_r = angles(0) / 2, half_p = angles(1) / 2,
          half_y = angles(2) / 2;
  const T cr = cos(half_r), sr = sin(half_r);
  const T cp = cos(half_p), sp = sin(half_p);
  const T cy = cos(half_y), sy = sin(half_y);
  T w = cy * cp * cr + sy * sp * sr;
  T x = cy * cp * sr - sy * sp * cr;
  T y = cy * sp * cr + sy * cp * sr;
  T z = sy * cp * cr - cy * sp * sr;
  if (w < 0) {
    w = -w;
    x = -x;
    y = -y;
    z = -z;
  }
  return Eigen::Quaternion<T>(w, x, y, z);
}

template <typename T>
RotationMatrix<T> RollPitchYaw<T>::ToRotationMatrix() const {
  return RotationMatrix<T>(*this);
}

template <typename T>
Matrix3<T> RollPitchYaw<T>::CalcRotationMatrixDt(
    const Vector3<T>& rpyDt) const {
  // Ṙ = [ω_A]× R, with ω_A from the rates.
  const Vector3<T> w_AD_A = CalcAngularVelocityInParentFromRpyDt(rpyDt);
  Matrix3<T> w_cross;
  // clang-format off
  w_cross << 0, -w_AD_A(2), w_AD_A(1),
             w_AD_A(2), 0, -w_AD_A(0),
             -w_AD_A(1), w_AD_A(0), 0;
  // clang-format on
  return w_cross * ToRotationMatrix().matrix();
}

template <typename T>
Vector3<T> RollPitchYaw<T>::CalcAngularVelocityInParentFromRpyDt(
    const Vector3<T>& rpyDt_in) const {
  using std::cos;
  using std::sin;
  const auto [angles, rpyDt] =
      internal::MakeDerivativesCoherentTogether(roll_pitch_yaw_, rpyDt_in);
  // ω_A = ẏ Az + ṗ Rz(y) Ay + ṙ Rz(y) Ry(p) Ax.
  const T sp = sin(angles(1)), cp = cos(angles(1));
  const T sy = sin(angles(2)), cy = cos(angles(2));
  const T& rDt = rpyDt(0);
  const T& pDt = rpyDt(1);
  const T& yDt = rpyDt(2);
  return Vector3<T>(cy * cp * rDt - sy * pDt, sy * cp * rDt + cy * pDt,
                    -sp * rDt + yDt);
}

template <typename T>
Vector3<T> RollPitchYaw<T>::CalcAngularVelocityInChildFromRpyDt(
    const Vector3<T>& rpyDt_in) const {
  using std::cos;
  using std::sin;
  const auto [angles, rpyDt] =
      internal::MakeDerivativesCoherentTogether(roll_pitch_yaw_, rpyDt_in);
  // ω_D = ṙ Dx + ṗ Rx(r)ᵀ Ay + ẏ (Ry(p) Rx(r))ᵀ Az.
  const T sr = sin(angles(0)), cr = cos(angles(0));
  const T sp = sin(angles(1)), cp = cos(angles(1));
  const T& rDt = rpyDt(0);
  const T& pDt = rpyDt(1);
  const T& yDt = rpyDt(2);
  return Vector3<T>(rDt - sp * yDt, cr * pDt + sr * cp * yDt,
                    -sr * pDt + cr * cp * yDt);
}

template <typename T>
Matrix3<T> RollPitchYaw<T>::CalcMatrixRelatingRpyDtToAngularVelocityInParent(
    const char* function_name) const {
  using std::cos;
  using std::sin;
  const T sp = sin(pitch_angle()), cp = cos(pitch_angle());
  ThrowIfGimbalLock(cp, function_name);
  const T sy = sin(yaw_angle()), cy = cos(yaw_angle());
  const T one_over_cp = 1 / cp;
  const T cy_over_cp = cy * one_over_cp, sy_over_cp = sy * one_over_cp;
  Matrix3<T> M;
  // clang-format off
  M << cy_over_cp, sy_over_cp, 0,
       -sy, cy, 0,
       sp * cy_over_cp, sp * sy_over_cp, 1;
  // clang-format on
  return M;
}

template <typename T>
Matrix3<T> RollPitchYaw<T>::CalcMatrixRelatingRpyDtToAngularVelocityInChild(
    const char* function_name) const {
  using std::cos;
  using std::sin;
  const T sp = sin(pitch_angle()), cp = cos(pitch_angle());
  ThrowIfGimbalLock(cp, function_name);
  const T sr = sin(roll_angle()), cr = cos(roll_angle());
  const T one_over_cp = 1 / cp;
  const T sr_over_cp = sr * one_over_cp, cr_over_cp = cr * one_over_cp;
  Matrix3<T> M;
  // clang-format off
  M << 1, sp * sr_over_cp, sp * cr_over_cp,
       0, cr, -sr,
       0, sr_over_cp, cr_over_cp;
  // clang-format on
  return M;
}

template <typename T>
Vector3<T> RollPitchYaw<T>::CalcRpyDtFromAngularVelocityInParent(
    const Vector3<T>& w_AD_A) const {
  return CalcMatrixRelatingRpyDtToAngularVelocityInParent(__func__) * w_AD_A;
}

template <typename T>
Vector3<T> RollPitchYaw<T>::CalcRpyDtFromAngularVelocityInChild(
    const Vector3<T>& w_AD_D) const {
  return CalcMatrixRelatingRpyDtToAngularVelocityInChild(__func__) * w_AD_D;
}

template <typename T>
Vector3<T> RollPitchYaw<T>::CalcRpyDDtFromRpyDtAndAngularAccelInParent(
    const Vector3<T>& rpyDt_in, const Vector3<T>& alpha_AD_A_in) const {
  using std::cos;
  using std::sin;
  // α_A = d/dt(N_A(rpy) rpyDt) = N_A rpyDDt + Ṅ_A rpyDt, where ω_A = N_A rpyDt
  // (see CalcAngularVelocityInParentFromRpyDt); so
  // rpyDDt = N_A⁻¹ (α_A − Ṅ_A rpyDt).
  const Matrix3<T> M =
      CalcMatrixRelatingRpyDtToAngularVelocityInParent(__func__);
  const auto [angles, rpyDt, alpha_AD_A] =
      internal::MakeDerivativesCoherentTogether(roll_pitch_yaw_, rpyDt_in,
                                                alpha_AD_A_in);
  const T sp = sin(angles(1)), cp = cos(angles(1));
  const T sy = sin(angles(2)), cy = cos(angles(2));
  const T& rDt = rpyDt(0);
  const T& pDt = rpyDt(1);
  const T& yDt = rpyDt(2);
  const Vector3<T> NDt_times_rpyDt(
      rDt * (-sy * cp * yDt - cy * sp * pDt) - cy * pDt * yDt,
      rDt * (cy * cp * yDt - sy * sp * pDt) - sy * pDt * yDt, -cp * pDt * rDt);
  return M * (alpha_AD_A - NDt_times_rpyDt);
}

template <typename T>
Vector3<T> RollPitchYaw<T>::CalcRpyDDtFromAngularAccelInChild(
    const Vector3<T>& rpyDt_in, const Vector3<T>& alpha_AD_D_in) const {
  using std::cos;
  using std::sin;
  // As in the parent version, with ω_D = N_D rpyDt. (D's angular acceleration
  // has the same components whether differentiated in A or in D.)
  const Matrix3<T> M =
      CalcMatrixRelatingRpyDtToAngularVelocityInChild(__func__);
  const auto [angles, rpyDt, alpha_AD_D] =
      internal::MakeDerivativesCoherentTogether(roll_pitch_yaw_, rpyDt_in,
                                                alpha_AD_D_in);
  const T sr = sin(angles(0)), cr = cos(angles(0));
  const T sp = sin(angles(1)), cp = cos(angles(1));
  const T& rDt = rpyDt(0);
  const T& pDt = rpyDt(1);
  const T& yDt = rpyDt(2);
  const Vector3<T> NDt_times_rpyDt(
      -cp * pDt * yDt, -sr * rDt * pDt + (cr * cp * rDt - sr * sp * pDt) * yDt,
      -cr * rDt * pDt + (-sr * cp * rDt - cr * sp * pDt) * yDt);
  return M * (alpha_AD_D - NDt_times_rpyDt);
}

template <typename T>
boolean<T> RollPitchYaw<T>::IsNearlyEqualTo(const RollPitchYaw<T>& other,
                                            double tolerance) const {
  return (vector() - other.vector()).template lpNorm<Eigen::Infinity>() <=
         tolerance;
}

template <typename T>
boolean<T> RollPitchYaw<T>::IsNearlySameOrientation(
    const RollPitchYaw<T>& other, double tolerance) const {
  return ToRotationMatrix().IsNearlyEqualTo(other.ToRotationMatrix(),
                                            tolerance);
}

template <typename T>
boolean<T> RollPitchYaw<T>::IsRollPitchYawInCanonicalRange() const {
  if constexpr (!scalar_predicate<T>::is_bool) {
    // A formula in the (symbolic) angles, as Drake's.
    const T& r = roll_angle();
    const T& p = pitch_angle();
    const T& y = yaw_angle();
    return -M_PI <= r && r <= M_PI && -M_PI / 2 <= p && p <= M_PI / 2 &&
           -M_PI <= y && y <= M_PI;
  } else {
    const double r = ExtractDoubleOrThrow(roll_angle());
    const double p = ExtractDoubleOrThrow(pitch_angle());
    const double y = ExtractDoubleOrThrow(yaw_angle());
    return -M_PI <= r && r <= M_PI && -M_PI / 2 <= p && p <= M_PI / 2 &&
           -M_PI <= y && y <= M_PI;
  }
}

template <typename T>
boolean<T> RollPitchYaw<T>::DoesPitchAngleViolateGimbalLockTolerance() const {
  using std::cos;
  return DoesCosPitchAngleViolateGimbalLockTolerance(cos(pitch_angle()));
}

template <typename T>
boolean<T> RollPitchYaw<T>::DoesCosPitchAngleViolateGimbalLockTolerance(
    const T& cos_pitch_angle) {
  using std::abs;
  if constexpr (!scalar_predicate<T>::is_bool) {
    return abs(cos_pitch_angle) < kGimbalLockToleranceCosPitch;
  } else {
    return abs(ExtractDoubleOrThrow(cos_pitch_angle)) <
           kGimbalLockToleranceCosPitch;
  }
}

template <typename T>
boolean<T> RollPitchYaw<T>::IsValid(const Vector3<T>& rpy) {
  if constexpr (!scalar_predicate<T>::is_bool) {
    return isfinite(rpy(0)) && isfinite(rpy(1)) && isfinite(rpy(2));
  } else {
    return ExtractDoubleOrThrow(rpy).allFinite();
  }
}

template <typename T>
void RollPitchYaw<T>::ThrowIfGimbalLock(const T& cos_pitch,
                                        const char* function_name) const {
  if (DoesCosPitchAngleViolateGimbalLockTolerance(cos_pitch)) {
    throw std::runtime_error(fmt::format(
        "RollPitchYaw::{}(): gimbal lock: the pitch angle {} rad is too close "
        "to ±π/2 (|cos(pitch)| = {} is less than the tolerance {}), where the "
        "roll-pitch-yaw rates are undefined. Use a quaternion or angular "
        "velocity instead of roll-pitch-yaw rates in this orientation.",
        function_name, ExtractDoubleOrThrow(pitch_angle()),
        std::abs(ExtractDoubleOrThrow(cos_pitch)),
        kGimbalLockToleranceCosPitch));
  }
}

template <typename T>
std::ostream& operator<<(std::ostream& out, const RollPitchYaw<T>& rpy) {
  // Adding 0.0 turns −0 (e.g. atan2(−0, 1)) into 0 for display.
  return out << fmt::format("rpy = {} {} {}",
                            ExtractDoubleOrThrow(rpy.roll_angle()) + 0.0,
                            ExtractDoubleOrThrow(rpy.pitch_angle()) + 0.0,
                            ExtractDoubleOrThrow(rpy.yaw_angle()) + 0.0);
}

template std::ostream& operator<<(std::ostream&, const RollPitchYaw<double>&);
template std::ostream& operator<<(std::ostream&,
                                  const RollPitchYaw<symbolic::Expression>&);
template std::ostream& operator<<(std::ostream&,
                                  const RollPitchYaw<AutoDiffXd>&);

}  // namespace math
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::math::RollPitchYaw)
