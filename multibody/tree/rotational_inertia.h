#pragma once

/// @file
/// RotationalInertia: the 3×3 inertia matrix I_BP_E of a body (or system)
/// B about a point P, expressed in a frame E, in kg·m².

#include <cmath>
#include <limits>
#include <ostream>
#include <string>
#include <utility>

#include "drake/common/autodiff.h"
#include "drake/common/default_scalars.h"
#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace multibody {

/// The rotational inertia I_BP_E of a body B about point P, expressed in
/// frame E (kg·m²):
/// <pre>
///     ⌈ Ixx Ixy Ixz ⌉
///     | Ixy Iyy Iyz |
///     ⌊ Ixz Iyz Izz ⌋
/// </pre>
/// with moments Ixx, Iyy, Izz and products Ixy = −∑ m x y (the sign
/// convention of the inertia matrix, not of "products of inertia" tables
/// that omit the minus).
///
/// Storage: only the lower triangle of the internal 3×3 matrix is
/// meaningful. When asserts are armed the strictly upper triangle holds NaN
/// so that any accidental use of it is caught.
///
/// Physical validity (CouldBePhysicallyValid()): no element is NaN, the
/// principal moments are non-negative and satisfy the triangle inequality
/// (none exceeds the sum of the other two), each to within a tolerance of
/// 16 ε times the largest possible moment (half the trace), which absorbs
/// round-off of the eigenvalue computation. As in Drake, the constructors
/// check this only when asserts are armed;
/// MakeFromMomentsAndProductsOfInertia() always checks unless told to skip. The
/// check throws std::logic_error whose message shows the matrix and the failed
/// condition.
template <typename T>
class RotationalInertia {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(RotationalInertia);

  /// Every element NaN.
  RotationalInertia() { SetToNaN(); }

  /// Principal moments Ixx, Iyy, Izz (products zero).
  /// @throws std::logic_error (asserts armed) if not physically valid.
  RotationalInertia(const T& Ixx, const T& Iyy, const T& Izz) {
    set_moments_and_products_no_validity_check(Ixx, Iyy, Izz, T(0), T(0), T(0));
    DRAKE_ASSERT_VOID(ThrowIfNotPhysicallyValid(__func__));
  }

  /// Moments Ixx, Iyy, Izz and products Ixy, Ixz, Iyz.
  /// @throws std::logic_error (asserts armed) if not physically valid.
  RotationalInertia(const T& Ixx, const T& Iyy, const T& Izz, const T& Ixy,
                    const T& Ixz, const T& Iyz) {
    set_moments_and_products_no_validity_check(Ixx, Iyy, Izz, Ixy, Ixz, Iyz);
    DRAKE_ASSERT_VOID(ThrowIfNotPhysicallyValid(__func__));
  }

  /// The rotational inertia about P of a particle Q of mass `mass` (kg) at
  /// position p_PQ_E (m): mass (|p|² 𝐈 − p pᵀ).
  /// @throws std::logic_error (asserts armed) if `mass` is negative.
  RotationalInertia(const T& mass, const Vector3<T>& p_PQ_E) {
    SetZero();
    AddParticleInertiaLowerTriangle(mass, p_PQ_E, &I_SP_E_);
    DRAKE_ASSERT_VOID(ThrowIfNotPhysicallyValid(__func__));
  }

  /// Builds from moments and products, checking physical validity unless
  /// `skip_validity_check` is true.
  /// @throws std::logic_error if checked and not physically valid.
  static RotationalInertia<T> MakeFromMomentsAndProductsOfInertia(
      const T& Ixx, const T& Iyy, const T& Izz, const T& Ixy, const T& Ixz,
      const T& Iyz, bool skip_validity_check = false) {
    RotationalInertia<T> I;
    I.set_moments_and_products_no_validity_check(Ixx, Iyy, Izz, Ixy, Ixz, Iyz);
    if (!skip_validity_check) I.ThrowIfNotPhysicallyValid(__func__);
    return I;
  }

  /// A rotational inertia with all three moments equal to `I_triaxial` and
  /// zero products (e.g. a sphere or cube about its center).
  static RotationalInertia<T> TriaxiallySymmetric(const T& I_triaxial) {
    return RotationalInertia<T>(I_triaxial, I_triaxial, I_triaxial);
  }

  /// Always 3.
  int rows() const { return 3; }
  /// Always 3.
  int cols() const { return 3; }

  /// The moments [Ixx, Iyy, Izz].
  Vector3<T> get_moments() const { return I_SP_E_.diagonal(); }

  /// The products [Ixy, Ixz, Iyz].
  Vector3<T> get_products() const {
    return Vector3<T>(I_SP_E_(1, 0), I_SP_E_(2, 0), I_SP_E_(2, 1));
  }

  /// Ixx + Iyy + Izz.
  T Trace() const { return I_SP_E_.trace(); }

  /// An upper bound on any moment of inertia about any axis through P, half
  /// the trace (exact for a valid inertia: no moment exceeds it).
  T CalcMaximumPossibleMomentOfInertia() const { return T(0.5) * Trace(); }

  /// Element (i, j), read from the lower triangle (symmetric access).
  const T& operator()(int i, int j) const {
    DRAKE_ASSERT(0 <= i && i < 3 && 0 <= j && j < 3);
    return i >= j ? I_SP_E_(i, j) : I_SP_E_(j, i);
  }

  /// The full symmetric 3×3 matrix.
  Matrix3<T> CopyToFullMatrix3() const {
    Matrix3<T> I;
    I(0, 0) = I_SP_E_(0, 0);
    I(1, 1) = I_SP_E_(1, 1);
    I(2, 2) = I_SP_E_(2, 2);
    I(1, 0) = I(0, 1) = I_SP_E_(1, 0);
    I(2, 0) = I(0, 2) = I_SP_E_(2, 0);
    I(2, 1) = I(1, 2) = I_SP_E_(2, 1);
    return I;
  }

  /// True if every element differs from `other`'s by at most `precision`
  /// times the larger of the two maximum possible moments (a relative test).
  bool IsNearlyEqualTo(const RotationalInertia<T>& other,
                       double precision) const;

  /// Adds the inertia I_BP_E of another body B about the same point P,
  /// expressed in the same frame E.
  RotationalInertia<T>& operator+=(const RotationalInertia<T>& I_BP_E) {
    ForEachLowerElement(
        [&I_BP_E](int i, int j, T* Iij) { *Iij += I_BP_E.I_SP_E_(i, j); });
    return *this;
  }
  RotationalInertia<T> operator+(const RotationalInertia<T>& I_BP_E) const {
    return RotationalInertia<T>(*this) += I_BP_E;
  }

  /// Subtracts I_BP_E (same point, same frame).
  /// @throws std::logic_error (asserts armed) if the result is not
  /// physically valid.
  RotationalInertia<T>& operator-=(const RotationalInertia<T>& I_BP_E) {
    MinusEqualsUnchecked(I_BP_E);
    DRAKE_ASSERT_VOID(ThrowIfNotPhysicallyValid(__func__));
    return *this;
  }
  RotationalInertia<T> operator-(const RotationalInertia<T>& I_BP_E) const {
    return RotationalInertia<T>(*this) -= I_BP_E;
  }

  /// Multiplies by a non-negative scalar.
  /// @throws std::logic_error (asserts armed) if `nonnegative_scalar` < 0.
  RotationalInertia<T>& operator*=(const T& nonnegative_scalar) {
    DRAKE_ASSERT_VOID(ThrowIfMultiplyByNegativeScalar(nonnegative_scalar));
    MultiplyByScalarInPlace(nonnegative_scalar);
    return *this;
  }
  RotationalInertia<T> operator*(const T& nonnegative_scalar) const {
    return RotationalInertia<T>(*this) *= nonnegative_scalar;
  }
  friend RotationalInertia<T> operator*(const T& nonnegative_scalar,
                                        const RotationalInertia<T>& I) {
    return I * nonnegative_scalar;
  }

  /// Divides by a positive scalar.
  /// @throws std::logic_error (asserts armed) if `positive_scalar` <= 0.
  RotationalInertia<T>& operator/=(const T& positive_scalar) {
    DRAKE_ASSERT_VOID(ThrowIfDivideByZeroOrNegativeScalar(positive_scalar));
    DivideByScalarInPlace(positive_scalar);
    return *this;
  }
  RotationalInertia<T> operator/(const T& positive_scalar) const {
    return RotationalInertia<T>(*this) /= positive_scalar;
  }

  /// I_BP_E · w_E: e.g. the angular momentum about P of B rotating with
  /// angular velocity w_E.
  Vector3<T> operator*(const Vector3<T>& w_E) const {
    const Matrix3<T>& I = I_SP_E_;
    return Vector3<T>(I(0, 0) * w_E(0) + I(1, 0) * w_E(1) + I(2, 0) * w_E(2),
                      I(1, 0) * w_E(0) + I(1, 1) * w_E(1) + I(2, 1) * w_E(2),
                      I(2, 0) * w_E(0) + I(2, 1) * w_E(1) + I(2, 2) * w_E(2));
  }

  /// Multiplies every element by `s` (no sign check).
  void MultiplyByScalarInPlace(const T& s) {
    ForEachLowerElement([&s](int, int, T* Iij) { *Iij *= s; });
  }
  /// Divides every element by `s` (no sign check).
  void DivideByScalarInPlace(const T& s) {
    ForEachLowerElement([&s](int, int, T* Iij) { *Iij /= s; });
  }

  /// Re-expresses in frame A in place: I_BP_A = R_AE I_BP_E R_AEᵀ.
  RotationalInertia<T>& ReExpressInPlace(const math::RotationMatrix<T>& R_AE) {
    const Matrix3<T>& R = R_AE.matrix();
    const Matrix3<T> RI = R * CopyToFullMatrix3();
    // Lower triangle of RI Rᵀ, element (i, j) = RI.row(i) · R.row(j).
    for (int j = 0; j < 3; ++j) {
      for (int i = j; i < 3; ++i) {
        I_SP_E_(i, j) =
            RI(i, 0) * R(j, 0) + RI(i, 1) * R(j, 1) + RI(i, 2) * R(j, 2);
      }
    }
    return *this;
  }
  /// Returns I_BP_A (see ReExpressInPlace()).
  RotationalInertia<T> ReExpress(const math::RotationMatrix<T>& R_AE) const {
    return RotationalInertia<T>(*this).ReExpressInPlace(R_AE);
  }

  /// With `this` = I_BBcm_E (about B's center of mass Bcm), shifts in place
  /// to point Q: I_BQ = I_BBcm + mass (|p|² 𝐈 − p pᵀ), p = p_BcmQ_E (m).
  RotationalInertia<T>& ShiftFromCenterOfMassInPlace(
      const T& mass, const Vector3<T>& p_BcmQ_E) {
    AddParticleInertiaLowerTriangle(mass, p_BcmQ_E, &I_SP_E_);
    return *this;
  }
  RotationalInertia<T> ShiftFromCenterOfMass(const T& mass,
                                             const Vector3<T>& p_BcmQ_E) const {
    return RotationalInertia<T>(*this).ShiftFromCenterOfMassInPlace(mass,
                                                                    p_BcmQ_E);
  }

  /// With `this` = I_BQ_E about a point Q, shifts in place to B's center of
  /// mass: I_BBcm = I_BQ − mass (|p|² 𝐈 − p pᵀ), p = p_QBcm_E.
  /// @throws std::logic_error (asserts armed) if the result is not
  /// physically valid (e.g. the mass or center of mass is inconsistent).
  RotationalInertia<T>& ShiftToCenterOfMassInPlace(const T& mass,
                                                   const Vector3<T>& p_QBcm_E) {
    AddParticleInertiaLowerTriangle(-mass, p_QBcm_E, &I_SP_E_);
    DRAKE_ASSERT_VOID(ThrowIfNotPhysicallyValid(__func__));
    return *this;
  }
  RotationalInertia<T> ShiftToCenterOfMass(const T& mass,
                                           const Vector3<T>& p_QBcm_E) const {
    return RotationalInertia<T>(*this).ShiftToCenterOfMassInPlace(mass,
                                                                  p_QBcm_E);
  }

  /// With `this` = I_BP_E, shifts in place to point Q via B's center of mass
  /// Bcm: I_BQ = I_BP − m pm(p_PBcm) + m pm(p_QBcm), where
  /// pm(p) = |p|² 𝐈 − p pᵀ.
  RotationalInertia<T>& ShiftToThenAwayFromCenterOfMassInPlace(
      const T& mass, const Vector3<T>& p_PBcm_E, const Vector3<T>& p_QBcm_E) {
    AddParticleInertiaLowerTriangle(-mass, p_PBcm_E, &I_SP_E_);
    AddParticleInertiaLowerTriangle(mass, p_QBcm_E, &I_SP_E_);
    return *this;
  }
  RotationalInertia<T> ShiftToThenAwayFromCenterOfMass(
      const T& mass, const Vector3<T>& p_PBcm_E,
      const Vector3<T>& p_QBcm_E) const {
    return RotationalInertia<T>(*this).ShiftToThenAwayFromCenterOfMassInPlace(
        mass, p_PBcm_E, p_QBcm_E);
  }

  /// The principal moments of inertia, in ascending order (computed on the
  /// double values of the elements).
  /// @throws std::logic_error if any element is NaN.
  Vector3<double> CalcPrincipalMomentsOfInertia() const;

  /// The principal moments (ascending) and the rotation matrix R_EA whose
  /// columns are the corresponding principal axes, expressed in E, forming
  /// a right-handed frame A in which this inertia is diagonal.
  /// @throws std::logic_error if any element is NaN.
  std::pair<Vector3<double>, math::RotationMatrix<double>>
  CalcPrincipalMomentsAndAxesOfInertia() const;

  /// True if this could be the rotational inertia of a physical body (see
  /// the class documentation).
  bool CouldBePhysicallyValid() const;

  /// Sets every element to NaN.
  RotationalInertia<T>& SetToNaN() {
    I_SP_E_.setConstant(
        std::numeric_limits<typename Eigen::NumTraits<T>::Real>::quiet_NaN());
    return *this;
  }

  /// Sets the meaningful (lower) elements to zero.
  void SetZero() {
    ForEachLowerElement([](int, int, T* Iij) { *Iij = T(0); });
    DRAKE_ASSERT_VOID(SetStrictlyUpperTriangleToNaN());
  }

  /// True if any meaningful element is NaN.
  bool IsNaN() const;
  /// True if every moment and product is finite (no NaN or ±∞).
  bool IsFinite() const {
    using std::isfinite;
    for (int j = 0; j < 3; ++j) {
      for (int i = j; i < 3; ++i) {
        if (!isfinite(I_SP_E_(i, j))) return false;
      }
    }
    return true;
  }
  /// True if every moment and product is exactly zero.
  bool IsZero() const {
    for (int j = 0; j < 3; ++j) {
      for (int i = j; i < 3; ++i) {
        if (I_SP_E_(i, j) != 0) return false;
      }
    }
    return true;
  }
  /// (Internal use) This inertia times `s`, with no sign or validity check:
  /// for error messages about invalid inertias.
  RotationalInertia<T> MultiplyByScalarSkipValidityCheck(const T& s) const {
    RotationalInertia<T> result(*this);
    result.MultiplyByScalarInPlace(s);
    return result;
  }

  /// A copy with scalar type `Scalar` (a conversion T → Scalar must exist).
  template <typename Scalar>
  RotationalInertia<Scalar> cast() const {
    RotationalInertia<Scalar> I;
    I.I_SP_E_ = I_SP_E_.template cast<Scalar>();
    return I;
  }

 protected:
  // this -= I_BP_E with no validity check.
  void MinusEqualsUnchecked(const RotationalInertia<T>& I_BP_E) {
    ForEachLowerElement(
        [&I_BP_E](int i, int j, T* Iij) { *Iij -= I_BP_E.I_SP_E_(i, j); });
  }

  // Sets the six independent elements; no validity check.
  void set_moments_and_products_no_validity_check(const T& Ixx, const T& Iyy,
                                                  const T& Izz, const T& Ixy,
                                                  const T& Ixz, const T& Iyz) {
    I_SP_E_(0, 0) = Ixx;
    I_SP_E_(1, 1) = Iyy;
    I_SP_E_(2, 2) = Izz;
    I_SP_E_(1, 0) = Ixy;
    I_SP_E_(2, 0) = Ixz;
    I_SP_E_(2, 1) = Iyz;
    DRAKE_ASSERT_VOID(SetStrictlyUpperTriangleToNaN());
  }

  // Adds mass (|p|² 𝐈 − p pᵀ) to the lower triangle of `I`.
  static void AddParticleInertiaLowerTriangle(const T& mass,
                                              const Vector3<T>& p,
                                              Matrix3<T>* I) {
    const T mx = mass * p(0), my = mass * p(1), mz = mass * p(2);
    const T mxx = mx * p(0), myy = my * p(1), mzz = mz * p(2);
    (*I)(0, 0) += myy + mzz;
    (*I)(1, 1) += mxx + mzz;
    (*I)(2, 2) += mxx + myy;
    (*I)(1, 0) -= mx * p(1);
    (*I)(2, 0) -= mx * p(2);
    (*I)(2, 1) -= my * p(2);
  }

  // Throws std::logic_error naming `func_name`, showing the matrix and the
  // failed condition, unless CouldBePhysicallyValid().
  void ThrowIfNotPhysicallyValid(const char* func_name) const;

 private:
  template <typename>
  friend class RotationalInertia;

  // Calls f(i, j, &I(i, j)) for the six lower-triangle elements.
  template <typename Func>
  void ForEachLowerElement(Func&& f) {
    for (int j = 0; j < 3; ++j) {
      for (int i = j; i < 3; ++i) f(i, j, &I_SP_E_(i, j));
    }
  }

  void SetStrictlyUpperTriangleToNaN() {
    const auto nan =
        std::numeric_limits<typename Eigen::NumTraits<T>::Real>::quiet_NaN();
    I_SP_E_(0, 1) = nan;
    I_SP_E_(0, 2) = nan;
    I_SP_E_(1, 2) = nan;
  }

  void ThrowIfMultiplyByNegativeScalar(const T& nonnegative_scalar) const;
  void ThrowIfDivideByZeroOrNegativeScalar(const T& positive_scalar) const;

  // The inertia matrix; only the lower triangle is meaningful.
  Matrix3<T> I_SP_E_;
};

/// Writes the full 3×3 matrix, one row per line.
template <typename T>
std::ostream& operator<<(std::ostream& out, const RotationalInertia<T>& I);

namespace internal {
/// Returns "" if `I` could be physically valid, otherwise a sentence saying
/// which condition failed, with the values. `reference_moment` (kg·m²,
/// ≥ 0) widens the tolerance to 16 ε · max(I's maximum possible moment,
/// reference_moment); callers that obtained `I` by subtracting large terms
/// pass the size of those terms.
template <typename T>
std::string CriticizeRotationalInertia(const RotationalInertia<T>& I,
                                       double reference_moment = 0.0);
}  // namespace internal

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RotationalInertia)
