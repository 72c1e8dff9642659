#pragma once

/// @file
/// ArticulatedBodyInertia: the 6×6 articulated body inertia P_BFo_E of an
/// articulated body (a body plus the outboard bodies it drags through
/// joints) about a point Fo, expressed in frame E.

#include <limits>

#include "drake/common/autodiff.h"
#include "drake/common/default_scalars.h"
#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/drake_throw.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rotation_matrix.h"
#include "drake/multibody/math/spatial_algebra.h"
#include "drake/multibody/tree/spatial_inertia.h"

namespace drake {
namespace multibody {

/// The articulated body inertia P_BFo_E (Featherstone 2008, §7.1; Jain
/// 2010): the symmetric positive semi-definite 6×6 matrix that maps the
/// spatial acceleration of handle frame F of articulated body B to the
/// spatial force on it, F_BFo_E = P_BFo_E A_WF_E + Z_BFo_E (bias force
/// separate), rotational quantities first. Unlike a SpatialInertia it is a
/// general symmetric matrix (21 independent entries).
///
/// Storage: only the lower triangle is meaningful (upper NaN when asserts
/// are armed).
template <typename T>
class ArticulatedBodyInertia {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(ArticulatedBodyInertia);

  /// Every element NaN.
  ArticulatedBodyInertia() {
    matrix_.setConstant(
        std::numeric_limits<typename Eigen::NumTraits<T>::Real>::quiet_NaN());
  }

  /// The articulated body inertia of a single rigid body, equal to the 6×6
  /// matrix of its spatial inertia M_SQ_E.
  explicit ArticulatedBodyInertia(const SpatialInertia<T>& M_SQ_E) {
    matrix_ = M_SQ_E.CopyToFullMatrix6();
    DRAKE_ASSERT_VOID(SetStrictlyUpperTriangleToNaN());
  }

  /// From a 6×6 matrix of which only the lower triangle is read.
  /// @throws std::logic_error (asserts armed) if `matrix` is not symmetric
  /// (to 1e-12 relative to its largest element) or not positive
  /// semi-definite (IsPhysicallyValid()).
  template <typename Derived>
  explicit ArticulatedBodyInertia(const Eigen::MatrixBase<Derived>& matrix) {
    static_assert(
        Derived::RowsAtCompileTime == 6 && Derived::ColsAtCompileTime == 6,
        "The matrix must be 6×6.");
    DRAKE_ASSERT_VOID(ThrowIfNotSymmetric(Matrix6<T>(matrix)));
    matrix_ = matrix;
    DRAKE_ASSERT_VOID(SetStrictlyUpperTriangleToNaN());
    DRAKE_ASSERT_VOID(ThrowIfNotPhysicallyValid());
  }

  /// A copy with scalar type `Scalar`.
  template <typename Scalar>
  ArticulatedBodyInertia<Scalar> cast() const {
    ArticulatedBodyInertia<Scalar> P;
    P.matrix_ = matrix_.template cast<Scalar>();
    return P;
  }

  /// True if no element is NaN and the matrix is positive semi-definite:
  /// its smallest eigenvalue is at least −1e-14 · (1 + largest |element|)
  /// (a round-off allowance; computed on double values).
  bool IsPhysicallyValid() const;

  /// The full symmetric 6×6 matrix.
  Matrix6<T> CopyToFullMatrix6() const {
    Matrix6<T> P = matrix_;
    for (int j = 1; j < 6; ++j) {
      for (int i = 0; i < j; ++i) P(i, j) = matrix_(j, i);
    }
    return P;
  }

  /// Re-expresses in frame A in place:
  /// P_A = diag(R_AE, R_AE) P_E diag(R_AE, R_AE)ᵀ.
  ArticulatedBodyInertia<T>& ReExpressInPlace(
      const math::RotationMatrix<T>& R_AE);
  ArticulatedBodyInertia<T> ReExpress(
      const math::RotationMatrix<T>& R_AE) const {
    return ArticulatedBodyInertia<T>(*this).ReExpressInPlace(R_AE);
  }

  /// Shifts the about-point in place from P to Q (p_PQ_E in meters, in E):
  /// P_Q = Φᵀ P_P Φ with Φ = [𝐈 0; [p_PQ]ₓ 𝐈] the map A_P = Φ A_Q for a
  /// rigid offset, and Φᵀ the matching force shift.
  ArticulatedBodyInertia<T>& ShiftInPlace(const Vector3<T>& p_PQ_E);
  ArticulatedBodyInertia<T> Shift(const Vector3<T>& p_PQ_E) const {
    return ArticulatedBodyInertia<T>(*this).ShiftInPlace(p_PQ_E);
  }

  /// Adds P_BQ_E (same point Q, same frame E).
  ArticulatedBodyInertia<T>& operator+=(
      const ArticulatedBodyInertia<T>& P_BQ_E) {
    ForEachLowerElement(
        [&P_BQ_E](int i, int j, T* Pij) { *Pij += P_BQ_E.matrix_(i, j); });
    return *this;
  }
  /// Subtracts P_BQ_E (same point Q, same frame E).
  ArticulatedBodyInertia<T>& operator-=(
      const ArticulatedBodyInertia<T>& P_BQ_E) {
    ForEachLowerElement(
        [&P_BQ_E](int i, int j, T* Pij) { *Pij -= P_BQ_E.matrix_(i, j); });
    return *this;
  }
  /// Adds a 6×6 matrix, reading only its lower triangle.
  template <typename Derived>
  ArticulatedBodyInertia<T>& operator+=(
      const Eigen::MatrixBase<Derived>& P_BQ_E) {
    ForEachLowerElement(
        [&P_BQ_E](int i, int j, T* Pij) { *Pij += P_BQ_E(i, j); });
    return *this;
  }
  /// Subtracts a 6×6 matrix, reading only its lower triangle.
  template <typename Derived>
  ArticulatedBodyInertia<T>& operator-=(
      const Eigen::MatrixBase<Derived>& P_BQ_E) {
    ForEachLowerElement(
        [&P_BQ_E](int i, int j, T* Pij) { *Pij -= P_BQ_E(i, j); });
    return *this;
  }

  /// F_BQ_E = P_BQ_E A_WQ_E (without the bias force).
  SpatialForce<T> operator*(const SpatialAcceleration<T>& A_WQ_E) const {
    return SpatialForce<T>(CopyToFullMatrix6() * A_WQ_E.get_coeffs());
  }

  /// P_BQ_E times a 6×n matrix (e.g. a hinge matrix H).
  template <typename Derived>
  Eigen::Matrix<T, 6, Derived::ColsAtCompileTime, 0, 6,
                Derived::MaxColsAtCompileTime>
  operator*(const Eigen::MatrixBase<Derived>& rhs) const {
    DRAKE_THROW_UNLESS(rhs.rows() == 6);
    return CopyToFullMatrix6() * rhs;
  }

  /// An n×6 matrix times P_BQ_E.
  template <typename Derived>
  friend Eigen::Matrix<T, Derived::RowsAtCompileTime, 6, 0,
                       Derived::MaxRowsAtCompileTime, 6>
  operator*(const Eigen::MatrixBase<Derived>& lhs,
            const ArticulatedBodyInertia& rhs) {
    DRAKE_THROW_UNLESS(lhs.cols() == 6);
    return lhs * rhs.CopyToFullMatrix6();
  }

 private:
  template <typename>
  friend class ArticulatedBodyInertia;

  template <typename Func>
  void ForEachLowerElement(Func&& f) {
    for (int j = 0; j < 6; ++j) {
      for (int i = j; i < 6; ++i) f(i, j, &matrix_(i, j));
    }
  }

  void SetStrictlyUpperTriangleToNaN() {
    const auto nan =
        std::numeric_limits<typename Eigen::NumTraits<T>::Real>::quiet_NaN();
    for (int j = 1; j < 6; ++j) {
      for (int i = 0; i < j; ++i) matrix_(i, j) = nan;
    }
  }

  void ThrowIfNotSymmetric(const Matrix6<T>& matrix) const;
  void ThrowIfNotPhysicallyValid() const;

  // Only the lower triangle is meaningful.
  Matrix6<T> matrix_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::ArticulatedBodyInertia)
