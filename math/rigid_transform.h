#pragma once

/// @file
/// RigidTransform<T>: the pose X_AB of a frame B in a frame A, i.e. the
/// rotation matrix R_AB and the position p_AoBo_A from A's origin Ao to B's
/// origin Bo, expressed in A. It maps a point Q's position from B to A:
/// p_AoQ_A = X_AB * p_BoQ_B = p_AoBo_A + R_AB * p_BoQ_B.

#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <type_traits>

#include <Eigen/Geometry>
#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/default_scalars.h"
#include "drake/common/drake_bool.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/hash.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace math {

/// The pose X_AB of frame B in frame A (see the file documentation). Stores
/// R_AB (3x3) and p_AoBo_A (3) and composes them directly; nothing in the
/// composition or point transforms checks validity or allocates.
///
/// Instantiated for T = double and T = AutoDiffXd.
template <typename T>
class RigidTransform {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(RigidTransform);

  /// Constructs the identity transform.
  RigidTransform() : p_AoBo_A_(Vector3<T>::Zero()) {}

  /// Constructs from a rotation matrix R_AB and position vector p_AoBo_A.
  RigidTransform(const RotationMatrix<T>& R, const Vector3<T>& p)
      : R_AB_(R), p_AoBo_A_(p) {}

  /// Constructs from roll-pitch-yaw angles (for R_AB) and p_AoBo_A.
  RigidTransform(const RollPitchYaw<T>& rpy, const Vector3<T>& p)
      : RigidTransform(RotationMatrix<T>(rpy), p) {}

  /// Constructs from a (not necessarily unit) quaternion and p_AoBo_A.
  /// @throws std::logic_error if the quaternion is zero or not finite.
  RigidTransform(const Eigen::Quaternion<T>& quaternion, const Vector3<T>& p)
      : RigidTransform(RotationMatrix<T>(quaternion), p) {}

  /// Constructs from an angle-axis pair (unit axis) and p_AoBo_A.
  /// @throws std::logic_error if the axis is not a unit vector.
  RigidTransform(const Eigen::AngleAxis<T>& theta_lambda, const Vector3<T>& p)
      : RigidTransform(RotationMatrix<T>(theta_lambda), p) {}

  /// Constructs a pure rotation (p_AoBo_A = 0).
  explicit RigidTransform(const RotationMatrix<T>& R)
      : R_AB_(R), p_AoBo_A_(Vector3<T>::Zero()) {}

  /// Constructs a pure translation (R_AB = I).
  explicit RigidTransform(const Vector3<T>& p) : p_AoBo_A_(p) {}

  /// Constructs from an Eigen Isometry3.
  /// @throws std::logic_error if its linear part is not a valid rotation
  /// matrix.
  explicit RigidTransform(const Isometry3<T>& pose) { SetFromIsometry3(pose); }

  /// Constructs from an Eigen expression that is a 3-vector (a translation),
  /// a 3x4 matrix [R p] or a 4x4 matrix [R p; 0 0 0 1].
  /// @throws std::logic_error for any other size, if the rotation part is not
  /// a valid rotation matrix, or if a 4x4 matrix's last row is not
  /// [0 0 0 1].
  template <typename Derived>
  explicit RigidTransform(const Eigen::MatrixBase<Derived>& pose) {
    constexpr int kRows = Derived::RowsAtCompileTime;
    constexpr int kCols = Derived::ColsAtCompileTime;
    constexpr auto could_be = [](int compile_time_size, int size) {
      return compile_time_size == Eigen::Dynamic || compile_time_size == size;
    };
    const int rows = pose.rows(), cols = pose.cols();
    if constexpr (could_be(kRows, 3) && could_be(kCols, 1)) {
      if (rows == 3 && cols == 1) {
        p_AoBo_A_ = pose;
        return;
      }
    }
    if constexpr (could_be(kRows, 4) && could_be(kCols, 4)) {
      if (rows == 4 && cols == 4) {
        // (As Drake, a symbolic last row is not checked.)
        if constexpr (scalar_predicate<T>::is_bool) {
          const double b0 = ExtractDoubleOrThrow(T(pose(3, 0)));
          const double b1 = ExtractDoubleOrThrow(T(pose(3, 1)));
          const double b2 = ExtractDoubleOrThrow(T(pose(3, 2)));
          const double b3 = ExtractDoubleOrThrow(T(pose(3, 3)));
          if (b0 != 0 || b1 != 0 || b2 != 0 || b3 != 1) {
            throw std::logic_error(fmt::format(
                "RigidTransform(Matrix4): the last row of a 4x4 pose must be "
                "[0 0 0 1], but it is [{} {} {} {}].",
                b0, b1, b2, b3));
          }
        }
        SetFromMatrix34Block(pose);
        return;
      }
    }
    if constexpr (could_be(kRows, 3) && could_be(kCols, 4)) {
      if (rows == 3 && cols == 4) {
        SetFromMatrix34Block(pose);
        return;
      }
    }
    throw std::logic_error(fmt::format(
        "RigidTransform(Eigen::MatrixBase): the argument must be a 3x1, 3x4 "
        "or 4x4 matrix, but it is {}x{}.",
        rows, cols));
  }

  /// Sets R_AB and p_AoBo_A.
  void set(const RotationMatrix<T>& R, const Vector3<T>& p) {
    R_AB_ = R;
    p_AoBo_A_ = p;
  }

  /// Sets this from an Eigen Isometry3.
  /// @throws std::logic_error if its linear part is not a valid rotation.
  void SetFromIsometry3(const Isometry3<T>& pose) {
    set(RotationMatrix<T>(Matrix3<T>(pose.linear())),
        Vector3<T>(pose.translation()));
  }

  /// (Advanced) Makes X_AB from a 3x4 matrix [R_AB p_AoBo_A] without
  /// validating R_AB. For code that built R_AB from other rotations; never
  /// for user input.
  static RigidTransform<T> MakeUnchecked(const Eigen::Matrix<T, 3, 4>& pose) {
    return RigidTransform<T>(
        RotationMatrix<T>::MakeUnchecked(pose.template block<3, 3>(0, 0)),
        Vector3<T>(pose.template block<3, 1>(0, 3)));
  }

  /// @name (Internal use only) specialized transforms
  /// Transforms known to be a rotation only (rX, zero translation), a
  /// translation only (tX, identity rotation), an axial rotation only (arX:
  /// about coordinate axis `axis` 0, 1, 2 for x, y, z) or an axial
  /// translation only (atX: along one axis) let these functions skip the
  /// inactive elements. The caller promises the structure; it is checked only
  /// when DRAKE_ASSERT is armed.
  ///@{

  /// Returns the axial rotation transform by `theta` radians about `axis`.
  template <int axis>
  requires(0 <= axis &&
           axis <=
               2) static RigidTransform<T> MakeAxialRotation(const T& theta) {
    return RigidTransform<T>(
        RotationMatrix<T>::template MakeAxialRotation<axis>(theta));
  }

  /// Returns p_B = arX_BC * p_C (6 flops).
  /// @pre arX_BC is an axial rotation transform about `axis`.
  template <int axis>
  requires(0 <= axis && axis <= 2) static Vector3<T> ApplyAxialRotation(
      const RigidTransform<T>& arX_BC, const Vector3<T>& p_C) {
    DRAKE_ASSERT_VOID(arX_BC.template IsAxialRotationOnlyOrThrow<axis>());
    return RotationMatrix<T>::template ApplyAxialRotation<axis>(arX_BC.R_AB_,
                                                                p_C);
  }

  /// Sets the axial rotation transform arX_BC to the angle `theta`.
  /// @pre arX_BC is an axial rotation transform about `axis`.
  template <int axis>
  requires(0 <= axis && axis <= 2) static void UpdateAxialRotation(
      const T& theta, RigidTransform<T>* arX_BC) {
    DRAKE_ASSERT(arX_BC != nullptr);
    DRAKE_ASSERT_VOID(arX_BC->template IsAxialRotationOnlyOrThrow<axis>());
    RotationMatrix<T>::template UpdateAxialRotation<axis>(theta,
                                                          &arX_BC->R_AB_);
  }

  /// As the other overload, given sin θ and cos θ of one angle θ.
  template <int axis>
  requires(0 <= axis && axis <= 2) static void UpdateAxialRotation(
      const T& sin_theta, const T& cos_theta, RigidTransform<T>* arX_BC) {
    DRAKE_ASSERT(arX_BC != nullptr);
    DRAKE_ASSERT_VOID(arX_BC->template IsAxialRotationOnlyOrThrow<axis>());
    RotationMatrix<T>::template UpdateAxialRotation<axis>(sin_theta, cos_theta,
                                                          &arX_BC->R_AB_);
  }

  /// With this = X_AB, writes X_AC = X_AB * arX_BC (18 flops).
  /// @pre arX_BC is an axial rotation transform about `axis`; X_AC is not
  /// this.
  template <int axis>
  requires(0 <= axis && axis <= 2) void PostMultiplyByAxialRotation(
      const RigidTransform<T>& arX_BC, RigidTransform<T>* X_AC) const {
    DRAKE_ASSERT(X_AC != nullptr && X_AC != this);
    DRAKE_ASSERT_VOID(arX_BC.template IsAxialRotationOnlyOrThrow<axis>());
    R_AB_.template PostMultiplyByAxialRotation<axis>(arX_BC.R_AB_,
                                                     &X_AC->R_AB_);
    X_AC->p_AoBo_A_ = p_AoBo_A_;
  }

  /// With this = X_BC, writes X_AC = arX_AB * X_BC (24 flops).
  /// @pre arX_AB is an axial rotation transform about `axis`; X_AC is
  /// neither this nor arX_AB.
  template <int axis>
  requires(0 <= axis && axis <= 2) void PreMultiplyByAxialRotation(
      const RigidTransform<T>& arX_AB, RigidTransform<T>* X_AC) const {
    DRAKE_ASSERT(X_AC != nullptr && X_AC != this && X_AC != &arX_AB);
    DRAKE_ASSERT_VOID(arX_AB.template IsAxialRotationOnlyOrThrow<axis>());
    R_AB_.template PreMultiplyByAxialRotation<axis>(arX_AB.R_AB_, &X_AC->R_AB_);
    X_AC->p_AoBo_A_ = RotationMatrix<T>::template ApplyAxialRotation<axis>(
        arX_AB.R_AB_, p_AoBo_A_);
  }

  /// With this = X_AB, writes X_AC = X_AB * atX_BC (6 flops).
  /// @pre atX_BC is an axial translation transform along `axis`.
  template <int axis>
  requires(0 <= axis && axis <= 2) void PostMultiplyByAxialTranslation(
      const RigidTransform<T>& atX_BC, RigidTransform<T>* X_AC) const {
    DRAKE_ASSERT(X_AC != nullptr);
    DRAKE_ASSERT_VOID(atX_BC.template IsAxialTranslationOnlyOrThrow<axis>());
    const T distance = atX_BC.p_AoBo_A_(axis);
    X_AC->R_AB_ = R_AB_;
    X_AC->p_AoBo_A_ = p_AoBo_A_ + distance * R_AB_.col(axis);
  }

  /// With this = X_BC, writes X_AC = atX_AB * X_BC (1 flop).
  /// @pre atX_AB is an axial translation transform along `axis`.
  template <int axis>
  requires(0 <= axis && axis <= 2) void PreMultiplyByAxialTranslation(
      const RigidTransform<T>& atX_AB, RigidTransform<T>* X_AC) const {
    DRAKE_ASSERT(X_AC != nullptr);
    DRAKE_ASSERT_VOID(atX_AB.template IsAxialTranslationOnlyOrThrow<axis>());
    const T distance = atX_AB.p_AoBo_A_(axis);
    X_AC->R_AB_ = R_AB_;
    X_AC->p_AoBo_A_ = p_AoBo_A_;
    X_AC->p_AoBo_A_(axis) += distance;
  }

  /// Sets the axial translation transform atX_BC to `distance` along `axis`.
  /// @pre atX_BC is an axial translation transform along `axis`.
  template <int axis>
  requires(0 <= axis && axis <= 2) static void UpdateAxialTranslation(
      const T& distance, RigidTransform<T>* atX_BC) {
    DRAKE_ASSERT(atX_BC != nullptr);
    DRAKE_ASSERT_VOID(atX_BC->template IsAxialTranslationOnlyOrThrow<axis>());
    atX_BC->p_AoBo_A_(axis) = distance;
  }

  /// With this = X_AB, writes X_AC = X_AB * rX_BC (45 flops).
  /// @pre rX_BC is a rotation-only transform.
  void PostMultiplyByRotation(const RigidTransform<T>& rX_BC,
                              RigidTransform<T>* X_AC) const {
    DRAKE_ASSERT(X_AC != nullptr);
    DRAKE_ASSERT_VOID(rX_BC.IsRotationOnlyOrThrow());
    X_AC->R_AB_ = R_AB_ * rX_BC.R_AB_;
    X_AC->p_AoBo_A_ = p_AoBo_A_;
  }

  /// With this = X_AB, writes X_AC = X_AB * tX_BC (18 flops).
  /// @pre tX_BC is a translation-only transform.
  void PostMultiplyByTranslation(const RigidTransform<T>& tX_BC,
                                 RigidTransform<T>* X_AC) const {
    DRAKE_ASSERT(X_AC != nullptr);
    DRAKE_ASSERT_VOID(tX_BC.IsTranslationOnlyOrThrow());
    X_AC->p_AoBo_A_ = p_AoBo_A_ + R_AB_ * tX_BC.p_AoBo_A_;
    X_AC->R_AB_ = R_AB_;
  }
  ///@}

  /// Returns the identity transform.
  static const RigidTransform<T>& Identity() {
    static const RigidTransform<T> kIdentity;
    return kIdentity;
  }

  /// Returns R_AB.
  const RotationMatrix<T>& rotation() const { return R_AB_; }

  /// Sets R_AB, leaving p_AoBo_A unchanged.
  void set_rotation(const RotationMatrix<T>& R) { R_AB_ = R; }
  void set_rotation(const RollPitchYaw<T>& rpy) {
    R_AB_ = RotationMatrix<T>(rpy);
  }
  void set_rotation(const Eigen::Quaternion<T>& quaternion) {
    R_AB_ = RotationMatrix<T>(quaternion);
  }
  void set_rotation(const Eigen::AngleAxis<T>& theta_lambda) {
    R_AB_ = RotationMatrix<T>(theta_lambda);
  }

  /// Returns p_AoBo_A.
  const Vector3<T>& translation() const { return p_AoBo_A_; }

  /// Sets p_AoBo_A, leaving R_AB unchanged.
  void set_translation(const Vector3<T>& p) { p_AoBo_A_ = p; }

  /// Returns the 4x4 homogeneous matrix [R_AB p_AoBo_A; 0 0 0 1].
  Matrix4<T> GetAsMatrix4() const {
    Matrix4<T> pose;
    pose.template topLeftCorner<3, 3>() = R_AB_.matrix();
    pose.template topRightCorner<3, 1>() = p_AoBo_A_;
    pose.row(3) << 0, 0, 0, 1;
    return pose;
  }

  /// Returns the 3x4 matrix [R_AB p_AoBo_A].
  Eigen::Matrix<T, 3, 4> GetAsMatrix34() const {
    Eigen::Matrix<T, 3, 4> pose;
    pose.template topLeftCorner<3, 3>() = R_AB_.matrix();
    pose.col(3) = p_AoBo_A_;
    return pose;
  }

  /// Returns this as an Eigen Isometry3.
  Isometry3<T> GetAsIsometry3() const {
    Isometry3<T> pose;
    pose.linear() = R_AB_.matrix();
    pose.translation() = p_AoBo_A_;
    pose.makeAffine();
    return pose;
  }

  /// Sets this to the identity transform.
  RigidTransform<T>& SetIdentity() {
    R_AB_ = RotationMatrix<T>();
    p_AoBo_A_.setZero();
    return *this;
  }

  /// Returns true if this is exactly the identity transform.
  boolean<T> IsExactlyIdentity() const {
    return R_AB_.IsExactlyIdentity() && p_AoBo_A_ == Vector3<T>::Zero();
  }

  /// Returns true if R_AB is the identity to within the rotation matrix's
  /// internal tolerance (128 ε) and every element of p_AoBo_A has magnitude
  /// at most translation_tolerance (a length, e.g. a characteristic length
  /// times ε).
  boolean<T> IsIdentityToEpsilon(double translation_tolerance) const;

  /// Same as IsIdentityToEpsilon().
  boolean<T> IsNearlyIdentity(double translation_tolerance = 0) const {
    return IsIdentityToEpsilon(translation_tolerance);
  }

  /// Returns true if R and p of this and other are exactly equal.
  boolean<T> IsExactlyEqualTo(const RigidTransform<T>& other) const {
    return R_AB_.IsExactlyEqualTo(other.R_AB_) && p_AoBo_A_ == other.p_AoBo_A_;
  }

  /// Returns true if GetMaximumAbsoluteDifference(other) <= tolerance.
  /// Note that the tolerance applies both to the (dimensionless) rotation
  /// elements and to the translation elements (lengths).
  boolean<T> IsNearlyEqualTo(const RigidTransform<T>& other,
                             double tolerance) const;

  /// Returns the largest absolute difference between corresponding elements
  /// of R_AB and of p_AoBo_A in this and other.
  T GetMaximumAbsoluteDifference(const RigidTransform<T>& other) const;

  /// Returns the largest absolute difference between elements of the
  /// translations of this and other.
  T GetMaximumAbsoluteTranslationDifference(
      const RigidTransform<T>& other) const;

  /// Returns X_BA = X_AB⁻¹ = [R_ABᵀ, −R_ABᵀ p_AoBo_A].
  RigidTransform<T> inverse() const {
    const RotationMatrix<T> R_BA = R_AB_.inverse();
    return RigidTransform<T>(R_BA, -(R_BA * p_AoBo_A_));
  }

  /// Returns X_BC = X_AB⁻¹ * X_AC without forming the inverse.
  RigidTransform<T> InvertAndCompose(const RigidTransform<T>& X_AC) const {
    const RotationMatrix<T> R_BC = R_AB_.InvertAndCompose(X_AC.R_AB_);
    const Vector3<T> p_BoCo_A = X_AC.p_AoBo_A_ - p_AoBo_A_;
    return RigidTransform<T>(R_BC, R_AB_.matrix().transpose() * p_BoCo_A);
  }

  /// In-place composition: this = X_AB becomes X_AC = X_AB * X_BC.
  RigidTransform<T>& operator*=(const RigidTransform<T>& X_BC) {
    p_AoBo_A_ += R_AB_ * X_BC.p_AoBo_A_;
    R_AB_ *= X_BC.R_AB_;
    return *this;
  }

  /// Returns X_AC = X_AB * X_BC: R_AC = R_AB R_BC and
  /// p_AoCo_A = p_AoBo_A + R_AB p_BoCo_B.
  RigidTransform<T> operator*(const RigidTransform<T>& X_BC) const {
    return RigidTransform<T>(R_AB_ * X_BC.R_AB_,
                             p_AoBo_A_ + R_AB_ * X_BC.p_AoBo_A_);
  }

  /// Returns p_AoQ_A = X_AB * p_BoQ_B, the position of point Q from Ao.
  Vector3<T> operator*(const Vector3<T>& p_BoQ_B) const {
    return p_AoBo_A_ + R_AB_ * p_BoQ_B;
  }

  /// Multiplies a homogeneous 4-vector: [p_BoQ_B; 1] is a point (result
  /// [p_AoQ_A; 1]); [v_B; 0] is a direction (result [R_AB v_B; 0]).
  /// @throws std::logic_error if the last element is neither 0 nor 1 (not
  /// checked for symbolic::Expression, as Drake).
  Vector4<T> operator*(const Vector4<T>& vec_B) const {
    if constexpr (scalar_predicate<T>::is_bool) {
      const double last = ExtractDoubleOrThrow(vec_B(3));
      if (last != 0 && last != 1) {
        throw std::logic_error(fmt::format(
            "RigidTransform::operator*(Vector4): the last element of the "
            "homogeneous vector must be 0 or 1, but it is {}.",
            last));
      }
    }
    const Vector3<T> v_A = R_AB_ * Vector3<T>(vec_B.template head<3>());
    Vector4<T> result;
    result.template head<3>() = v_A + vec_B(3) * p_AoBo_A_;
    result(3) = vec_B(3);
    return result;
  }

  /// Returns X_AB * p_BoQ_B for a 3xN matrix whose columns are positions of
  /// points Qi from Bo, expressed in B.
  /// @throws std::logic_error if p_BoQ_B does not have 3 rows.
  template <typename Derived>
  Eigen::Matrix<typename Derived::Scalar, 3, Derived::ColsAtCompileTime>
  operator*(const Eigen::MatrixBase<Derived>& p_BoQ_B) const {
    if (p_BoQ_B.rows() != 3) {
      throw std::logic_error(fmt::format(
          "RigidTransform::operator*(): the matrix of positions multiplying a "
          "rigid transform must have 3 rows, but it has {} rows.",
          p_BoQ_B.rows()));
    }
    return (R_AB_.matrix() * p_BoQ_B).colwise() + p_AoBo_A_;
  }

  /// Returns a copy of this transform cast to scalar type U (for AutoDiffXd
  /// to double the derivatives are discarded).
  template <typename U>
  RigidTransform<U> cast() const {
    if constexpr (std::is_same_v<U, T>) {
      return *this;
    } else if constexpr (std::is_same_v<U, double>) {
      return RigidTransform<U>(R_AB_.template cast<U>(),
                               ExtractDoubleOrThrow(p_AoBo_A_));
    } else {
      return RigidTransform<U>(R_AB_.template cast<U>(),
                               p_AoBo_A_.template cast<U>());
    }
  }

  /// Implements the @ref hash_append concept: the rotation matrix, then the
  /// translation. @pre T implements hash_append (e.g. double).
  template <class HashAlgorithm>
  friend void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                          const RigidTransform& X) noexcept {
    using drake::hash_append;
    hash_append(hasher, X.R_AB_);
    const T* const begin = X.p_AoBo_A_.data();
    hash_append_range(hasher, begin, begin + X.p_AoBo_A_.size());
  }

 private:
  // The structure checks of the specialized-transform functions (armed
  // asserts only); each throws std::logic_error naming what is wrong. As
  // Drake, symbolic transforms are not checked.
  void IsRotationOnlyOrThrow() const {
    if constexpr (!scalar_predicate<T>::is_bool) return;
    if (!(ExtractDoubleOrThrow(p_AoBo_A_).isZero(0))) {
      ThrowNotSpecialized("a rotation-only transform (zero translation)");
    }
  }
  template <int axis>
  void IsAxialRotationOnlyOrThrow() const {
    IsRotationOnlyOrThrow();
    R_AB_.template IsAxialRotationOrThrow<axis>();
  }
  void IsTranslationOnlyOrThrow() const {
    if constexpr (!scalar_predicate<T>::is_bool) return;
    if (!(ExtractDoubleOrThrow(R_AB_.matrix()) ==
          Eigen::Matrix3d::Identity())) {
      ThrowNotSpecialized("a translation-only transform (identity rotation)");
    }
  }
  template <int axis>
  void IsAxialTranslationOnlyOrThrow() const {
    IsTranslationOnlyOrThrow();
    if constexpr (!scalar_predicate<T>::is_bool) return;
    for (int i = 0; i < 3; ++i) {
      if (i != axis && ExtractDoubleOrThrow(p_AoBo_A_(i)) != 0) {
        ThrowNotSpecialized("an axial translation transform");
      }
    }
  }
  [[noreturn]] void ThrowNotSpecialized(const char* expected) const;

  // Sets R and p from the top 3x4 block of `pose` (R is validated).
  template <typename Derived>
  void SetFromMatrix34Block(const Eigen::MatrixBase<Derived>& pose) {
    set(RotationMatrix<T>(Matrix3<T>(pose.template block<3, 3>(0, 0))),
        Vector3<T>(pose.template block<3, 1>(0, 3)));
  }

  RotationMatrix<T> R_AB_;
  Vector3<T> p_AoBo_A_;
};

/// Abbreviation for RigidTransform<double>.
using RigidTransformd = RigidTransform<double>;

/// Writes X as "rpy = r p y xyz = x y z".
template <typename T>
std::ostream& operator<<(std::ostream& out, const RigidTransform<T>& X);

}  // namespace math
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::math::RigidTransform)

template <typename T>
struct fmt::formatter<drake::math::RigidTransform<T>>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::math::RigidTransform<T>& X,
              FormatContext& ctx) const {
    std::ostringstream out;
    out << X;
    return fmt::formatter<std::string_view>::format(out.str(), ctx);
  }
};
