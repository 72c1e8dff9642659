#pragma once

/// @file
/// SpatialVector, the base of the six-element spatial quantities
/// (SpatialVelocity, SpatialAcceleration, SpatialForce, SpatialMomentum).
/// The rotational part occupies elements 0-2 and the translational part
/// elements 3-5. These are not Plücker vectors: shifting a spatial vector
/// to another point is an explicit operation of the derived class.

#include <cmath>
#include <limits>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace multibody {

/// CRTP base of the spatial vector classes. `SpatialQuantity` is the derived
/// class template (e.g. SpatialVelocity) and `T` the scalar type.
template <template <typename> class SpatialQuantity, typename T>
class SpatialVector {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SpatialVector);

  /// The derived spatial quantity type.
  typedef SpatialQuantity<T> SpatialQuantityType;

  enum {
    /// Number of elements of a spatial vector.
    kSpatialVectorSize = 6,
    /// Number of elements of the rotational part.
    kRotationSize = 3,
    /// Number of elements of the translational part.
    kTranslationSize = 3
  };

  /// The type of the underlying Eigen storage.
  typedef Vector6<T> CoeffsEigenType;
  /// The scalar type.
  typedef T ScalarType;

  /// Leaves the elements uninitialized in Release builds (free); when
  /// asserts are armed they are set to NaN to catch use before assignment.
  SpatialVector() { DRAKE_ASSERT_VOID(SetNaN()); }

  /// Builds from a rotational part `w` and a translational part `v`, each a
  /// 3-element Eigen vector expression.
  template <typename DerivedW, typename DerivedV>
  SpatialVector(const Eigen::MatrixBase<DerivedW>& w,
                const Eigen::MatrixBase<DerivedV>& v) {
    static_assert(
        DerivedW::SizeAtCompileTime == 3 && DerivedV::SizeAtCompileTime == 3,
        "The parts of a spatial vector have three elements.");
    V_.template head<3>() = w;
    V_.template tail<3>() = v;
  }

  /// Builds from a 6-element Eigen vector `V` whose first three elements are
  /// the rotational part.
  template <typename Derived>
  explicit SpatialVector(const Eigen::MatrixBase<Derived>& V) : V_(V) {
    static_assert(Derived::SizeAtCompileTime == 6,
                  "A spatial vector has six elements.");
  }

  /// The number of elements, always 6.
  int size() const { return kSpatialVectorSize; }

  /// Element `i` (0-5), checked only when asserts are armed.
  const T& operator[](int i) const {
    DRAKE_ASSERT(0 <= i && i < kSpatialVectorSize);
    return V_[i];
  }
  T& operator[](int i) {
    DRAKE_ASSERT(0 <= i && i < kSpatialVectorSize);
    return V_[i];
  }

  /// The rotational part (elements 0-2).
  const Vector3<T>& rotational() const {
    return *reinterpret_cast<const Vector3<T>*>(V_.data());
  }
  Vector3<T>& rotational() { return *reinterpret_cast<Vector3<T>*>(V_.data()); }

  /// The translational part (elements 3-5).
  const Vector3<T>& translational() const {
    return *reinterpret_cast<const Vector3<T>*>(V_.data() + 3);
  }
  Vector3<T>& translational() {
    return *reinterpret_cast<Vector3<T>*>(V_.data() + 3);
  }

  /// Pointer to the six contiguous elements.
  const T* data() const { return V_.data(); }
  T* mutable_data() { return V_.data(); }

  /// Returns the largest absolute element differences between `this` and
  /// `other`, as (rotational, translational).
  std::tuple<const T, const T> GetMaximumAbsoluteDifferences(
      const SpatialQuantity<T>& other) const {
    const Vector3<T> w_diff = rotational() - other.rotational();
    const Vector3<T> v_diff = translational() - other.translational();
    return std::make_tuple(w_diff.template lpNorm<Eigen::Infinity>(),
                           v_diff.template lpNorm<Eigen::Infinity>());
  }

  /// True if each element of the rotational parts differs by at most
  /// `rotational_tolerance` and each element of the translational parts by
  /// at most `translational_tolerance` (absolute differences).
  bool IsNearlyEqualWithinAbsoluteTolerance(
      const SpatialQuantity<T>& other, double rotational_tolerance,
      double translational_tolerance) const {
    const auto [w_max, v_max] = GetMaximumAbsoluteDifferences(other);
    return w_max <= rotational_tolerance && v_max <= translational_tolerance;
  }

  /// True if every element of `this` differs from the same element of
  /// `other` by at most `tolerance` (an absolute test, ‖U − V‖∞ ≤ ε).
  bool IsApprox(
      const SpatialQuantity<T>& other,
      double tolerance = std::numeric_limits<double>::epsilon()) const {
    return IsNearlyEqualWithinAbsoluteTolerance(other, tolerance, tolerance);
  }

  /// Sets every element to NaN.
  void SetNaN() {
    V_.setConstant(
        std::numeric_limits<typename Eigen::NumTraits<T>::Real>::quiet_NaN());
  }

  /// Sets every element to zero and returns the derived object.
  SpatialQuantity<T>& SetZero() {
    V_.setZero();
    return get_mutable_derived();
  }

  /// The underlying 6-element Eigen vector.
  const CoeffsEigenType& get_coeffs() const { return V_; }
  CoeffsEigenType& get_mutable_coeffs() { return V_; }

  /// Adds `V` element-wise (both must be measured/expressed alike).
  SpatialQuantity<T>& operator+=(const SpatialQuantity<T>& V) {
    V_ += V.get_coeffs();
    return get_mutable_derived();
  }
  /// Subtracts `V` element-wise.
  SpatialQuantity<T>& operator-=(const SpatialQuantity<T>& V) {
    V_ -= V.get_coeffs();
    return get_mutable_derived();
  }
  /// Multiplies every element by the scalar `s`.
  SpatialQuantity<T>& operator*=(const T& s) {
    V_ *= s;
    return get_mutable_derived();
  }

  /// Returns the element-wise negation.
  SpatialQuantity<T> operator-() const { return SpatialQuantity<T>(-V_); }

  friend SpatialQuantity<T> operator+(const SpatialQuantity<T>& A,
                                      const SpatialQuantity<T>& B) {
    return SpatialQuantity<T>(A.get_coeffs() + B.get_coeffs());
  }
  friend SpatialQuantity<T> operator-(const SpatialQuantity<T>& A,
                                      const SpatialQuantity<T>& B) {
    return SpatialQuantity<T>(A.get_coeffs() - B.get_coeffs());
  }
  friend SpatialQuantity<T> operator*(const T& s, const SpatialQuantity<T>& V) {
    return SpatialQuantity<T>(s * V.get_coeffs());
  }
  friend SpatialQuantity<T> operator*(const SpatialQuantity<T>& V, const T& s) {
    return SpatialQuantity<T>(V.get_coeffs() * s);
  }

  /// Re-expresses a spatial vector from frame E to frame F:
  /// `V_F = R_FE * V_E` rotates both the rotational and translational parts.
  friend SpatialQuantity<T> operator*(const math::RotationMatrix<T>& R_FE,
                                      const SpatialQuantity<T>& V_E) {
    const Matrix3<T>& R = R_FE.matrix();
    return SpatialQuantity<T>(R * V_E.rotational(), R * V_E.translational());
  }

  /// Writes `[w0, w1, w2, v0, v1, v2]ᵀ`.
  friend std::ostream& operator<<(std::ostream& out,
                                  const SpatialQuantity<T>& V) {
    out << "[";
    for (int i = 0; i < kSpatialVectorSize; ++i) {
      if (i > 0) out << ", ";
      out << V[i];
    }
    out << "]ᵀ";
    return out;
  }

  /// A spatial vector of zeros.
  static SpatialQuantity<T> Zero() {
    return SpatialQuantity<T>(Vector6<T>::Zero());
  }

 private:
  SpatialQuantity<T>& get_mutable_derived() {
    return *static_cast<SpatialQuantity<T>*>(this);
  }

  CoeffsEigenType V_;
};

/// Returns the six components as "[w0, w1, w2, v0, v1, v2]ᵀ" (the same text
/// as operator<<).
/// @relates SpatialVector
template <template <typename> class SpatialQuantity, typename T>
std::string to_string(const SpatialVector<SpatialQuantity, T>& V) {
  std::ostringstream out;
  out << static_cast<const SpatialQuantity<T>&>(V);
  return out.str();
}

}  // namespace multibody
}  // namespace drake

namespace drake {
namespace multibody {
namespace internal {
// The concrete spatial vector types (SpatialVelocity<T>, SpatialForce<T>,
// ...): each names itself as its SpatialQuantityType.
template <typename S>
concept IsSpatialQuantity = requires {
  typename S::SpatialQuantityType;
  typename S::ScalarType;
}
&&std::is_same_v<S, typename S::SpatialQuantityType>;
}  // namespace internal
}  // namespace multibody
}  // namespace drake

/// fmt formatting of every spatial vector type, as to_string().
template <typename S>
requires drake::multibody::internal::IsSpatialQuantity<S>
struct fmt::formatter<S> : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const S& V, FormatContext& ctx) const {
    return fmt::formatter<std::string_view>::format(
        drake::multibody::to_string(V), ctx);
  }
};
