#pragma once

/// @file
/// RotationMatrix<T>: a 3x3 proper orthonormal matrix R_AB that relates the
/// orientation of frame B to frame A. The columns of R_AB are Bx, By, Bz (B's
/// unit vectors) expressed in A, so that v_A = R_AB * v_B.

#include <cmath>
#include <limits>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>

#include <Eigen/Geometry>
#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/default_scalars.h"
#include "drake/common/drake_assert.h"
#include "drake/common/drake_bool.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/drake_throw.h"
#include "drake/common/eigen_types.h"
#include "drake/common/hash.h"
#include "drake/math/roll_pitch_yaw.h"

namespace drake {
namespace math {

/// A 3x3 rotation matrix R_AB relating frame A to frame B (see file doc).
///
/// Construction from a user-supplied matrix (the Matrix3 constructor, set(),
/// MakeFromOrthonormalRows/Columns, the Quaternion and AngleAxis
/// constructors) always validates the result and throws std::logic_error if
/// it is not a proper rotation matrix (an element is NaN or infinite, R·Rᵀ
/// differs from I by more than get_internal_tolerance_for_orthonormality(),
/// or det(R) < 0). Drake checks only when DRAKE_ASSERT is armed; Mallard
/// always checks, since it costs a few dozen flops. For AutoDiffXd the check
/// is on the values. Products of rotation matrices are never checked.
///
/// Instantiated for T = double and T = AutoDiffXd.
template <typename T>
class RotationMatrix {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(RotationMatrix);

  /// Constructs the 3x3 identity matrix.
  RotationMatrix() : R_AB_(Matrix3<T>::Identity()) {}

  /// Constructs from a 3x3 matrix R, which must be a valid rotation matrix.
  /// @throws std::logic_error if R is not a proper orthonormal matrix (see the
  /// class documentation); the message shows R and the failed check.
  explicit RotationMatrix(const Matrix3<T>& R) : R_AB_(R) {
    ThrowIfNotValid(R_AB_, "RotationMatrix(Matrix3)");
  }

  /// Constructs from a non-zero quaternion, which need not have unit length
  /// (it is normalized implicitly).
  /// @throws std::logic_error if the quaternion is zero or not finite.
  explicit RotationMatrix(const Eigen::Quaternion<T>& quaternion);

  /// Constructs from an angle-axis pair. The axis must be a unit vector.
  /// @throws std::logic_error if the axis is not unit length (the resulting
  /// matrix fails the orthonormality check) or holds NaN.
  explicit RotationMatrix(const Eigen::AngleAxis<T>& theta_lambda);

  /// Constructs R = Rz(yaw)·Ry(pitch)·Rx(roll) from roll-pitch-yaw angles.
  explicit RotationMatrix(const RollPitchYaw<T>& rpy);

  /// (Advanced) Wraps R without validating it. For code that has built R
  /// from other rotations (a product of rotation matrices); never for user
  /// input.
  static RotationMatrix<T> MakeUnchecked(const Matrix3<T>& R) {
    return RotationMatrix(R, SkipValidation{});
  }

  /// Returns the rotation R_AB by angle theta (radians) about the shared unit
  /// vector Ax = Bx.
  static RotationMatrix<T> MakeXRotation(const T& theta) {
    using std::cos;
    using std::sin;
    const T c = cos(theta), s = sin(theta);
    Matrix3<T> R;
    R << 1, 0, 0, 0, c, -s, 0, s, c;
    return RotationMatrix(R, SkipValidation{});
  }

  /// Returns the rotation R_AB by angle theta (radians) about Ay = By.
  static RotationMatrix<T> MakeYRotation(const T& theta) {
    using std::cos;
    using std::sin;
    const T c = cos(theta), s = sin(theta);
    Matrix3<T> R;
    R << c, 0, s, 0, 1, 0, -s, 0, c;
    return RotationMatrix(R, SkipValidation{});
  }

  /// Returns the rotation R_AB by angle theta (radians) about Az = Bz.
  static RotationMatrix<T> MakeZRotation(const T& theta) {
    using std::cos;
    using std::sin;
    const T c = cos(theta), s = sin(theta);
    Matrix3<T> R;
    R << c, -s, 0, s, c, 0, 0, 0, 1;
    return RotationMatrix(R, SkipValidation{});
  }

  /// Returns R_AB whose rows are Ax, Ay, Az expressed in B.
  /// @throws std::logic_error if the result is not a valid rotation matrix.
  static RotationMatrix<T> MakeFromOrthonormalRows(const Vector3<T>& Ax_B,
                                                   const Vector3<T>& Ay_B,
                                                   const Vector3<T>& Az_B);

  /// Returns R_AB whose columns are Bx, By, Bz expressed in A.
  /// @throws std::logic_error if the result is not a valid rotation matrix.
  static RotationMatrix<T> MakeFromOrthonormalColumns(const Vector3<T>& Bx_A,
                                                      const Vector3<T>& By_A,
                                                      const Vector3<T>& Bz_A);

  /// Returns a rotation R_AB whose column `axis_index` (0 = Bx, 1 = By,
  /// 2 = Bz) is the direction of b_A. The other two columns are chosen
  /// deterministically (a function of b_A only) to complete a right-handed
  /// orthonormal basis.
  /// @throws std::logic_error if axis_index is not 0, 1 or 2, or if b_A
  /// holds NaN or infinity, or |b_A| < 1.0E-10.
  static RotationMatrix<T> MakeFromOneVector(const Vector3<T>& b_A,
                                             int axis_index);

  /// As MakeFromOneVector(), but u_A must already be a unit vector.
  /// @throws std::logic_error if axis_index is not 0, 1 or 2, or if |u_A|
  /// differs from 1 by more than 4ε (ε = machine epsilon).
  static RotationMatrix<T> MakeFromOneUnitVector(const Vector3<T>& u_A,
                                                 int axis_index);

  /// Returns the rotation R_AB of smallest angle that takes Az to the unit
  /// vector u_A, i.e. whose column Bz is u_A (the rotation is about Az × u_A;
  /// when u_A is ±Az, about Ax).
  /// @throws std::logic_error if |u_A| differs from 1 by more than 4ε.
  static RotationMatrix<T> MakeClosestRotationToIdentityFromUnitZ(
      const Vector3<T>& u_A);

  /// @name (Internal use only) axial rotations
  /// An axial rotation aR_BC turns about one coordinate axis (`axis` 0, 1, 2
  /// for x, y, z), so only four of its nine elements vary with the angle θ;
  /// the other five hold the identity's values. These functions use that
  /// structure to save flops. The caller promises the structure: it is
  /// checked (IsAxialRotationOrThrow()) only when DRAKE_ASSERT is armed.
  ///@{

  /// Returns the axial rotation by `theta` radians about axis `axis`.
  template <int axis>
  requires(0 <= axis &&
           axis <=
               2) static RotationMatrix<T> MakeAxialRotation(const T& theta) {
    if constexpr (axis == 0) {
      return MakeXRotation(theta);
    } else if constexpr (axis == 1) {
      return MakeYRotation(theta);
    } else {
      return MakeZRotation(theta);
    }
  }

  /// Returns v_B = aR_BC * v_C (6 flops).
  /// @pre aR_BC is an axial rotation about `axis`.
  template <int axis>
  requires(0 <= axis && axis <= 2) static Vector3<T> ApplyAxialRotation(
      const RotationMatrix<T>& aR_BC, const Vector3<T>& v_C) {
    DRAKE_ASSERT_VOID(aR_BC.template IsAxialRotationOrThrow<axis>());
    constexpr int x = axis, y = (axis + 1) % 3, z = (axis + 2) % 3;
    const T& c = aR_BC.R_AB_(y, y);
    const T& s = aR_BC.R_AB_(z, y);
    Vector3<T> v_B;
    v_B(x) = v_C(x);
    v_B(y) = c * v_C(y) - s * v_C(z);
    v_B(z) = s * v_C(y) + c * v_C(z);
    return v_B;
  }

  /// Sets the axial rotation aR_BC to the angle `theta` (radians), writing
  /// only its four active elements.
  /// @pre aR_BC is an axial rotation about `axis`.
  template <int axis>
  requires(0 <= axis && axis <= 2) static void UpdateAxialRotation(
      const T& theta, RotationMatrix<T>* aR_BC) {
    using std::cos;
    using std::sin;
    UpdateAxialRotation<axis>(sin(theta), cos(theta), aR_BC);
  }

  /// As the other overload, given sin θ and cos θ.
  /// @pre aR_BC is an axial rotation about `axis`; sin_theta and cos_theta
  /// are the sine and cosine of one angle.
  template <int axis>
  requires(0 <= axis && axis <= 2) static void UpdateAxialRotation(
      const T& sin_theta, const T& cos_theta, RotationMatrix<T>* aR_BC) {
    DRAKE_ASSERT(aR_BC != nullptr);
    DRAKE_ASSERT_VOID(aR_BC->template IsAxialRotationOrThrow<axis>());
    constexpr int y = (axis + 1) % 3, z = (axis + 2) % 3;
    Matrix3<T>& M = aR_BC->R_AB_;
    M(y, y) = cos_theta;
    M(z, z) = cos_theta;
    M(z, y) = sin_theta;
    M(y, z) = -sin_theta;
  }

  /// With this = R_AB, writes R_AC = R_AB * aR_BC (18 flops).
  /// @pre aR_BC is an axial rotation about `axis`; R_AC is not this.
  template <int axis>
  requires(0 <= axis && axis <= 2) void PostMultiplyByAxialRotation(
      const RotationMatrix<T>& aR_BC, RotationMatrix<T>* R_AC) const {
    DRAKE_ASSERT(R_AC != nullptr && R_AC != this);
    DRAKE_ASSERT_VOID(aR_BC.template IsAxialRotationOrThrow<axis>());
    constexpr int x = axis, y = (axis + 1) % 3, z = (axis + 2) % 3;
    const T& c = aR_BC.R_AB_(y, y);
    const T& s = aR_BC.R_AB_(z, y);
    Matrix3<T>& M_AC = R_AC->R_AB_;
    M_AC.col(x) = R_AB_.col(x);
    M_AC.col(y) = c * R_AB_.col(y) + s * R_AB_.col(z);
    M_AC.col(z) = c * R_AB_.col(z) - s * R_AB_.col(y);
  }

  /// With this = R_BC, writes R_AC = aR_AB * R_BC (18 flops).
  /// @pre aR_AB is an axial rotation about `axis`; R_AC is not this.
  template <int axis>
  requires(0 <= axis && axis <= 2) void PreMultiplyByAxialRotation(
      const RotationMatrix<T>& aR_AB, RotationMatrix<T>* R_AC) const {
    DRAKE_ASSERT(R_AC != nullptr && R_AC != this);
    DRAKE_ASSERT_VOID(aR_AB.template IsAxialRotationOrThrow<axis>());
    constexpr int x = axis, y = (axis + 1) % 3, z = (axis + 2) % 3;
    const T& c = aR_AB.R_AB_(y, y);
    const T& s = aR_AB.R_AB_(z, y);
    Matrix3<T>& M_AC = R_AC->R_AB_;
    M_AC.row(x) = R_AB_.row(x);
    M_AC.row(y) = c * R_AB_.row(y) - s * R_AB_.row(z);
    M_AC.row(z) = s * R_AB_.row(y) + c * R_AB_.row(z);
  }

  /// Throws std::logic_error unless this is an axial rotation about `axis`:
  /// the five inactive elements exactly those of the identity, the two
  /// cosines equal, the two sines opposite, and sin² + cos² within 16ε of 1
  /// (checked on the values).
  template <int axis>
  requires(0 <= axis && axis <= 2) void IsAxialRotationOrThrow() const {
    // As Drake, the check is skipped for symbolic::Expression.
    if constexpr (!scalar_predicate<T>::is_bool) return;
    constexpr int x = axis, y = (axis + 1) % 3, z = (axis + 2) % 3;
    const Matrix3<T>& M = R_AB_;
    const auto value = [](const T& t) { return ExtractDoubleOrThrow(t); };
    const double c = value(M(y, y)), s = value(M(z, y));
    const bool inactive_ok = value(M(x, x)) == 1 && value(M(x, y)) == 0 &&
                             value(M(x, z)) == 0 && value(M(y, x)) == 0 &&
                             value(M(z, x)) == 0;
    const bool active_ok = value(M(z, z)) == c && value(M(y, z)) == -s &&
                           std::abs(s * s + c * c - 1) <=
                               16 * std::numeric_limits<double>::epsilon();
    if (!(inactive_ok && active_ok)) {
      ThrowNotAxial(axis, "IsAxialRotationOrThrow");
    }
  }
  ///@}

  /// Returns a copy of this rotation cast to scalar type U (for AutoDiffXd to
  /// double the derivatives are discarded).
  template <typename U>
  RotationMatrix<U> cast() const {
    if constexpr (std::is_same_v<U, T>) {
      return *this;
    } else if constexpr (std::is_same_v<U, double>) {
      return RotationMatrix<U>(ExtractDoubleOrThrow(R_AB_),
                               typename RotationMatrix<U>::SkipValidation{});
    } else {
      return RotationMatrix<U>(R_AB_.template cast<U>(),
                               typename RotationMatrix<U>::SkipValidation{});
    }
  }

  /// Sets this from a 3x3 matrix.
  /// @throws std::logic_error if R is not a valid rotation matrix.
  void set(const Matrix3<T>& R) {
    ThrowIfNotValid(R, "RotationMatrix::set()");
    R_AB_ = R;
  }

  /// Returns the 3x3 identity rotation.
  static const RotationMatrix<T>& Identity() {
    static const RotationMatrix<T> kIdentity;
    return kIdentity;
  }

  /// Returns R_BA = R_AB⁻¹ = R_ABᵀ.
  RotationMatrix<T> inverse() const {
    return RotationMatrix<T>(R_AB_.transpose(), SkipValidation{});
  }

  /// Returns R_BA = R_ABᵀ (same as inverse()).
  RotationMatrix<T> transpose() const { return inverse(); }

  /// Returns the underlying 3x3 matrix.
  const Matrix3<T>& matrix() const { return R_AB_; }

  /// Returns row `index` (0, 1 or 2) of the matrix.
  const Eigen::Block<const Matrix3<T>, 1, 3, false> row(int index) const {
    DRAKE_ASSERT(0 <= index && index <= 2);
    return R_AB_.row(index);
  }

  /// Returns column `index` (0, 1 or 2) of the matrix.
  const Eigen::Block<const Matrix3<T>, 3, 1, true> col(int index) const {
    DRAKE_ASSERT(0 <= index && index <= 2);
    return R_AB_.col(index);
  }

  /// In-place composition: `this` = R_AB becomes R_AC = R_AB * R_BC.
  RotationMatrix<T>& operator*=(const RotationMatrix<T>& R_BC) {
    R_AB_ = (R_AB_ * R_BC.R_AB_).eval();
    return *this;
  }

  /// Returns R_AC = R_AB * R_BC (no validity check).
  RotationMatrix<T> operator*(const RotationMatrix<T>& R_BC) const {
    return RotationMatrix<T>((R_AB_ * R_BC.R_AB_).eval(), SkipValidation{});
  }

  /// Returns R_BC = R_ABᵀ * R_AC, i.e. this->inverse() * other, without
  /// forming the inverse.
  RotationMatrix<T> InvertAndCompose(const RotationMatrix<T>& R_AC) const {
    return RotationMatrix<T>((R_AB_.transpose() * R_AC.R_AB_).eval(),
                             SkipValidation{});
  }

  /// Returns v_A = R_AB * v_B.
  Vector3<T> operator*(const Vector3<T>& v_B) const { return R_AB_ * v_B; }

  /// Returns R_AB * v_B for a 3xN matrix (or expression) v_B, e.g. a set of
  /// vectors expressed in B, one per column.
  /// @throws std::logic_error if v_B does not have 3 rows.
  template <typename Derived>
  Eigen::Matrix<typename Derived::Scalar, 3, Derived::ColsAtCompileTime>
  operator*(const Eigen::MatrixBase<Derived>& v_B) const {
    if (v_B.rows() != 3) {
      throw std::logic_error(fmt::format(
          "RotationMatrix::operator*(): the matrix multiplying a rotation "
          "matrix must have 3 rows, but it has {} rows.",
          v_B.rows()));
    }
    return R_AB_ * v_B;
  }

  /// Returns the largest absolute element of R·Rᵀ − I: 0 for a perfectly
  /// orthonormal matrix.
  static T GetMeasureOfOrthonormality(const Matrix3<T>& R) {
    const Matrix3<T> m = R * R.transpose();
    return GetMaximumAbsoluteDifference(m, Matrix3<T>::Identity());
  }

  /// Returns true if R is orthonormal to within `tolerance` (as measured by
  /// GetMeasureOfOrthonormality()).
  static boolean<T> IsOrthonormal(const Matrix3<T>& R, double tolerance) {
    return GetMeasureOfOrthonormality(R) <= tolerance;
  }

  /// Returns true if R is orthonormal within `tolerance` and det(R) > 0.
  static boolean<T> IsValid(const Matrix3<T>& R, double tolerance) {
    return IsOrthonormal(R, tolerance) && R.determinant() > 0;
  }

  /// IsValid(R, get_internal_tolerance_for_orthonormality()).
  static boolean<T> IsValid(const Matrix3<T>& R) {
    return IsValid(R, get_internal_tolerance_for_orthonormality());
  }

  /// Returns true if this is a valid rotation matrix to within the internal
  /// tolerance.
  boolean<T> IsValid() const { return IsValid(R_AB_); }

  /// Returns true if this is exactly the identity matrix.
  boolean<T> IsExactlyIdentity() const {
    return R_AB_ == Matrix3<T>::Identity();
  }

  /// Returns true if every element of this differs from the identity's by at
  /// most `tolerance`.
  boolean<T> IsNearlyIdentity(
      double tolerance = get_internal_tolerance_for_orthonormality()) const {
    return IsNearlyEqualTo(R_AB_, Matrix3<T>::Identity(), tolerance);
  }

  /// IsNearlyIdentity() with the internal tolerance (128 ε).
  boolean<T> IsIdentityToInternalTolerance() const {
    return IsNearlyIdentity(get_internal_tolerance_for_orthonormality());
  }

  /// Returns true if every element of this differs from other's by at most
  /// `tolerance`.
  boolean<T> IsNearlyEqualTo(const RotationMatrix<T>& other,
                             double tolerance) const {
    return IsNearlyEqualTo(R_AB_, other.R_AB_, tolerance);
  }

  /// Returns true if every element of this equals other's exactly.
  boolean<T> IsExactlyEqualTo(const RotationMatrix<T>& other) const {
    return R_AB_ == other.R_AB_;
  }

  /// Returns the largest absolute difference between elements of this and
  /// other.
  T GetMaximumAbsoluteDifference(const RotationMatrix<T>& other) const {
    return GetMaximumAbsoluteDifference(R_AB_, other.R_AB_);
  }

  /// Returns the proper orthonormal matrix R closest to M in the Frobenius
  /// norm (the orthogonal polar factor of M). If `quality_factor` is not
  /// null, it is set to the singular value of M furthest from 1, with the
  /// sign of det(M): 1 means M was already a rotation matrix, 0 means M is
  /// singular, negative means det(M) < 0.
  /// @throws std::logic_error if M holds NaN or infinity, is singular, or has
  /// a negative determinant (there is no rotation matrix near M).
  static RotationMatrix<T> ProjectToRotationMatrix(const Matrix3<T>& M,
                                                   T* quality_factor = nullptr);

  /// The tolerance used for validity checks and IsIdentityToInternalTolerance:
  /// 128 ε ≈ 2.84e-14.
  static constexpr double get_internal_tolerance_for_orthonormality() {
    return kInternalToleranceForOrthonormality;
  }

  /// Returns a unit quaternion q equivalent to this rotation, in canonical
  /// form (q.w() >= 0).
  Eigen::Quaternion<T> ToQuaternion() const { return ToQuaternion(R_AB_); }

  /// Returns a unit quaternion in canonical form (w >= 0) for the 3x3 matrix
  /// M, which should be (close to) a rotation matrix; M is not checked.
  static Eigen::Quaternion<T> ToQuaternion(
      const Eigen::Ref<const Matrix3<T>>& M);

  /// Returns ToQuaternion() as [w, x, y, z].
  Vector4<T> ToQuaternionAsVector4() const {
    return ToQuaternionAsVector4(R_AB_);
  }

  /// Returns ToQuaternion(M) as [w, x, y, z].
  static Vector4<T> ToQuaternionAsVector4(const Matrix3<T>& M) {
    const Eigen::Quaternion<T> q = ToQuaternion(M);
    return Vector4<T>(q.w(), q.x(), q.y(), q.z());
  }

  /// Returns an angle-axis pair equivalent to this rotation, with the angle
  /// in [0, π] and a unit axis ([1, 0, 0] for the identity).
  Eigen::AngleAxis<T> ToAngleAxis() const;

  /// Returns the roll-pitch-yaw angles of this rotation, in canonical range.
  /// (Mallard extension; Drake spells it RollPitchYaw<T>(R).)
  RollPitchYaw<T> ToRollPitchYaw() const;

  /// Implements the @ref hash_append concept: the nine elements in
  /// column-major order. @pre T implements hash_append (e.g. double).
  template <class HashAlgorithm>
  friend void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                          const RotationMatrix& R) noexcept {
    const T* const begin = R.R_AB_.data();
    hash_append_range(hasher, begin, begin + R.R_AB_.size());
  }

 private:
  template <typename>
  friend class RotationMatrix;

  // Tag for the constructor that trusts its argument.
  struct SkipValidation {};
  RotationMatrix(const Matrix3<T>& R, SkipValidation) : R_AB_(R) {}

  static constexpr double kInternalToleranceForOrthonormality{
      128 * std::numeric_limits<double>::epsilon()};

  static T GetMaximumAbsoluteDifference(const Matrix3<T>& a,
                                        const Matrix3<T>& b) {
    return (a - b).template lpNorm<Eigen::Infinity>();
  }
  static boolean<T> IsNearlyEqualTo(const Matrix3<T>& a, const Matrix3<T>& b,
                                    double tolerance) {
    return GetMaximumAbsoluteDifference(a, b) <= tolerance;
  }

  // Throws std::logic_error naming `caller` unless R is a valid rotation
  // matrix (checked on the values).
  static void ThrowIfNotValid(const Matrix3<T>& R, const char* caller);

  // Throws std::logic_error saying this is not an axial rotation about
  // `axis`, showing the matrix.
  [[noreturn]] void ThrowNotAxial(int axis, const char* caller) const;

  // Stored column-major: column j is B's j-th unit vector expressed in A.
  Matrix3<T> R_AB_;
};

/// Abbreviation for RotationMatrix<double>.
using RotationMatrixd = RotationMatrix<double>;

/// Writes R as its roll-pitch-yaw angles: "rpy = r p y".
template <typename T>
std::ostream& operator<<(std::ostream& out, const RotationMatrix<T>& R);

}  // namespace math
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::math::RotationMatrix)

template <typename T>
struct fmt::formatter<drake::math::RotationMatrix<T>>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::math::RotationMatrix<T>& R,
              FormatContext& ctx) const {
    std::ostringstream out;
    out << R;
    return fmt::formatter<std::string_view>::format(out.str(), ctx);
  }
};
