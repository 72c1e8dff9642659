#include "drake/math/rotation_matrix.h"

#include <cmath>
#include <stdexcept>

#include <Eigen/SVD>
#include <fmt/format.h>

#include "drake/common/fmt_eigen.h"
#include "drake/math/autodiff.h"
#include "drake/math/autodiff_symbolic_internal.h"

namespace drake {
namespace math {

namespace {

// Unit-vector tolerance of MakeFromOneUnitVector (as Drake documents it).
constexpr double kUnitVectorTolerance =
    4 * std::numeric_limits<double>::epsilon();

}  // namespace

template <typename T>
RotationMatrix<T>::RotationMatrix(const Eigen::Quaternion<T>& quaternion) {
  // (Coherent derivative sizes: see internal::MakeDerivativesCoherent.)
  const Vector4<T> wxyz = internal::MakeDerivativesCoherent(Vector4<T>(
      quaternion.w(), quaternion.x(), quaternion.y(), quaternion.z()));
  const T &w = wxyz(0), &x = wxyz(1), &y = wxyz(2), &z = wxyz(3);
  const T norm_squared = w * w + x * x + y * y + z * z;
  const double norm_squared_value = ExtractDoubleOrThrow(norm_squared);
  if (!(std::isfinite(norm_squared_value) && norm_squared_value > 0)) {
    throw std::logic_error(fmt::format(
        "RotationMatrix(Quaternion): the quaternion [w x y z] = [{} {} {} {}] "
        "must be finite and non-zero.",
        ExtractDoubleOrThrow(w), ExtractDoubleOrThrow(x),
        ExtractDoubleOrThrow(y), ExtractDoubleOrThrow(z)));
  }
  // Dividing by |q|² makes the result orthonormal for a non-unit q.
  const T s = 2 / norm_squared;
  const T xs = x * s, ys = y * s, zs = z * s;
  const T wx = w * xs, wy = w * ys, wz = w * zs;
  const T xx = x * xs, xy = x * ys, xz = x * zs;
  const T yy = y * ys, yz = y * zs, zz = z * zs;
  // clang-format off
  R_AB_ << 1 - (yy + zz), xy - wz, xz + wy,
           xy + wz, 1 - (xx + zz), yz - wx,
           xz - wy, yz + wx, 1 - (xx + yy);
  // clang-format on
}

template <typename T>
RotationMatrix<T>::RotationMatrix(const Eigen::AngleAxis<T>& theta_lambda) {
  using std::cos;
  using std::sin;
  // Rodrigues: R = cos θ I + sin θ [λ]× + (1 − cos θ) λ λᵀ.
  const Vector4<T> theta_and_lambda = internal::MakeDerivativesCoherent(
      Vector4<T>(theta_lambda.angle(), theta_lambda.axis()(0),
                 theta_lambda.axis()(1), theta_lambda.axis()(2)));
  const T& theta = theta_and_lambda(0);
  const Vector3<T> lambda = theta_and_lambda.template tail<3>();
  const T c = cos(theta), s = sin(theta), one_minus_c = 1 - c;
  const T& lx = lambda(0);
  const T& ly = lambda(1);
  const T& lz = lambda(2);
  // clang-format off
  R_AB_ << c + one_minus_c * lx * lx, one_minus_c * lx * ly - s * lz,
           one_minus_c * lx * lz + s * ly,
           one_minus_c * ly * lx + s * lz, c + one_minus_c * ly * ly,
           one_minus_c * ly * lz - s * lx,
           one_minus_c * lz * lx - s * ly, one_minus_c * lz * ly + s * lx,
           c + one_minus_c * lz * lz;
  // clang-format on
  ThrowIfNotValid(R_AB_, "RotationMatrix(AngleAxis)");
}

template <typename T>
RotationMatrix<T>::RotationMatrix(const RollPitchYaw<T>& rpy) {
  using std::cos;
  using std::sin;
  const Vector3<T> angles = internal::MakeDerivativesCoherent(rpy.vector());
  const T cr = cos(angles(0)), sr = sin(angles(0));
  const T cp = cos(angles(1)), sp = sin(angles(1));
  const T cy = cos(angles(2)), sy = sin(angles(2));
  // R = Rz(y) Ry(p) Rx(r), multiplied out.
  // clang-format off
  R_AB_ << cy * cp, cy * sp * sr - sy * cr, cy * sp * cr + sy * sr,
           sy * cp, sy * sp * sr + cy * cr, sy * sp * cr - cy * sr,
           -sp, cp * sr, cp * cr;
  // clang-format on
}

template <typename T>
RotationMatrix<T> RotationMatrix<T>::MakeFromOrthonormalRows(
    const Vector3<T>& Ax_B, const Vector3<T>& Ay_B, const Vector3<T>& Az_B) {
  Matrix3<T> R;
  R.row(0) = Ax_B.transpose();
  R.row(1) = Ay_B.transpose();
  R.row(2) = Az_B.transpose();
  ThrowIfNotValid(R, "RotationMatrix::MakeFromOrthonormalRows()");
  return RotationMatrix<T>(R, SkipValidation{});
}

template <typename T>
RotationMatrix<T> RotationMatrix<T>::MakeFromOrthonormalColumns(
    const Vector3<T>& Bx_A, const Vector3<T>& By_A, const Vector3<T>& Bz_A) {
  Matrix3<T> R;
  R.col(0) = Bx_A;
  R.col(1) = By_A;
  R.col(2) = Bz_A;
  ThrowIfNotValid(R, "RotationMatrix::MakeFromOrthonormalColumns()");
  return RotationMatrix<T>(R, SkipValidation{});
}

namespace {

void ThrowUnlessAxisIndexIsValid(int axis_index, const char* caller) {
  if (axis_index < 0 || axis_index > 2) {
    throw std::logic_error(fmt::format(
        "RotationMatrix::{}(): axis_index is {}, but it must be 0, 1 or 2.",
        caller, axis_index));
  }
}

}  // namespace

template <typename T>
RotationMatrix<T> RotationMatrix<T>::MakeFromOneVector(const Vector3<T>& b_A,
                                                       int axis_index) {
  ThrowUnlessAxisIndexIsValid(axis_index, "MakeFromOneVector");
  const Eigen::Vector3d b_value = ExtractDoubleOrThrow(b_A);
  const double norm = b_value.norm();
  if (!b_value.allFinite() || !(norm >= 1.0E-10)) {
    throw std::logic_error(fmt::format(
        "RotationMatrix::MakeFromOneVector(): cannot make a unit vector from "
        "b_A = [{}]: it holds NaN or infinity, or |b_A| < 1.0E-10.",
        fmt_eigen(b_value.transpose())));
  }
  const Vector3<T> u_A = b_A / b_A.norm();
  return MakeFromOneUnitVector(u_A, axis_index);
}

template <typename T>
RotationMatrix<T> RotationMatrix<T>::MakeFromOneUnitVector(
    const Vector3<T>& u_A_in, int axis_index) {
  const Vector3<T> u_A = internal::MakeDerivativesCoherent(u_A_in);
  ThrowUnlessAxisIndexIsValid(axis_index, "MakeFromOneUnitVector");
  const Eigen::Vector3d u_value = ExtractDoubleOrThrow(u_A);
  const double norm = u_value.norm();
  if (!(std::abs(norm - 1) <= kUnitVectorTolerance)) {
    throw std::logic_error(fmt::format(
        "RotationMatrix::MakeFromOneUnitVector(): u_A = [{}] is not a unit "
        "vector: |u_A| - 1 = {} exceeds the tolerance {}.",
        fmt_eigen(u_value.transpose()), norm - 1, kUnitVectorTolerance));
  }
  // v is perpendicular to u and to the world axis along which u has its
  // smallest component (so that u × axis is far from zero); w = u × v.
  int min_index = 0;
  u_value.cwiseAbs().minCoeff(&min_index);
  Vector3<T> axis = Vector3<T>::Zero();
  axis(min_index) = 1;
  Vector3<T> v_A = u_A.cross(axis);
  v_A /= v_A.norm();
  const Vector3<T> w_A = u_A.cross(v_A);
  // Cyclic assignment keeps the basis right-handed: (u,v,w), (w,u,v), (v,w,u).
  Matrix3<T> R;
  R.col(axis_index) = u_A;
  R.col((axis_index + 1) % 3) = v_A;
  R.col((axis_index + 2) % 3) = w_A;
  return RotationMatrix<T>(R, SkipValidation{});
}

template <typename T>
RotationMatrix<T> RotationMatrix<T>::MakeClosestRotationToIdentityFromUnitZ(
    const Vector3<T>& u_A_in) {
  const Vector3<T> u_A = internal::MakeDerivativesCoherent(u_A_in);
  const Eigen::Vector3d u_value = ExtractDoubleOrThrow(u_A);
  const double norm = u_value.norm();
  if (!(std::abs(norm - 1) <= kUnitVectorTolerance)) {
    throw std::logic_error(fmt::format(
        "RotationMatrix::MakeClosestRotationToIdentityFromUnitZ(): u_A = [{}] "
        "is not a unit vector: |u_A| - 1 = {} exceeds the tolerance {}.",
        fmt_eigen(u_value.transpose()), norm - 1, kUnitVectorTolerance));
  }
  // Rotate Az onto u_A about their common normal k = Az × u_A by the angle
  // between them, atan2(|k|, Az·u_A). When u_A is (anti)parallel to Az, k
  // vanishes and any axis perpendicular to Az serves: Ax, as Drake uses.
  const Vector3<T> k_A(-u_A(1), u_A(0), T(0));
  const T k_norm = k_A.norm();
  using std::atan2;
  const T angle = atan2(k_norm, u_A(2));
  const Vector3<T> axis_A = ExtractDoubleOrThrow(k_norm) < 1e-10
                                ? Vector3<T>(1, 0, 0)
                                : Vector3<T>(k_A / k_norm);
  return RotationMatrix<T>(Eigen::AngleAxis<T>(angle, axis_A));
}

template <typename T>
void RotationMatrix<T>::ThrowNotAxial(int axis, const char* caller) const {
  throw std::logic_error(fmt::format(
      "RotationMatrix::{}(): the matrix is not an axial rotation about the {} "
      "axis (the elements off that axis must be the identity's, with equal "
      "cosines, opposite sines and sin² + cos² = 1):\n{}",
      caller, "xyz"[axis], fmt_eigen(ExtractDoubleOrThrow(R_AB_))));
}

template <typename T>
RotationMatrix<T> RotationMatrix<T>::ProjectToRotationMatrix(
    const Matrix3<T>& M, T* quality_factor) {
  const Eigen::Matrix3d M_value = ExtractDoubleOrThrow(M);
  if (!M_value.allFinite()) {
    throw std::logic_error(fmt::format(
        "RotationMatrix::ProjectToRotationMatrix(): the matrix holds NaN or "
        "infinity:\n{}",
        fmt_eigen(M_value)));
  }
  const double det = M_value.determinant();
  const Eigen::Vector3d sigma =
      Eigen::JacobiSVD<Eigen::Matrix3d>(M_value).singularValues();
  // The singular value furthest from 1 says how far M is from a rotation;
  // its sign reports the handedness of M.
  double furthest = sigma(0);
  for (int i = 1; i < 3; ++i) {
    if (std::abs(sigma(i) - 1) > std::abs(furthest - 1)) furthest = sigma(i);
  }
  const double quality = sigma(2) == 0 ? 0.0 : (det < 0 ? -furthest : furthest);
  if (quality_factor != nullptr) *quality_factor = quality;
  if (!(det > 0) || sigma(2) == 0) {
    throw std::logic_error(fmt::format(
        "RotationMatrix::ProjectToRotationMatrix(): there is no rotation "
        "matrix near this matrix, whose determinant is {} (a singular matrix "
        "or a negative determinant cannot be projected):\n{}",
        det, fmt_eigen(M_value)));
  }
  // The orthogonal polar factor of M is the closest orthonormal matrix; since
  // det(M) > 0 it is a rotation. Newton's iteration X ← (γX + (γX)⁻ᵀ)/2
  // converges to it quadratically (γ is Higham's Frobenius-norm scaling,
  // used only while far from convergence); it differentiates through
  // AutoDiffXd without special cases.
  using std::sqrt;
  Matrix3<T> X = internal::MakeDerivativesCoherent(M);
  for (int iteration = 0; iteration < 100; ++iteration) {
    const Matrix3<T> X_inverse = X.inverse();
    const double change_estimate = ExtractDoubleOrThrow(
        (X - X_inverse.transpose()).template lpNorm<Eigen::Infinity>());
    Matrix3<T> X_next;
    if (change_estimate > 1e-3) {
      const T gamma = sqrt(X_inverse.norm() / X.norm());
      X_next = (gamma * X + X_inverse.transpose() / gamma) / 2;
    } else {
      X_next = (X + X_inverse.transpose()) / 2;
    }
    const double change =
        ExtractDoubleOrThrow((X_next - X).template lpNorm<Eigen::Infinity>());
    X = X_next;
    if (change <= 4 * std::numeric_limits<double>::epsilon()) break;
  }
  return RotationMatrix<T>(X, SkipValidation{});
}

template <typename T>
Eigen::Quaternion<T> RotationMatrix<T>::ToQuaternion(
    const Eigen::Ref<const Matrix3<T>>& M_in) {
  using std::sqrt;
  // Shepperd's method: compute the largest of |w|, |x|, |y|, |z| from the
  // trace or a diagonal element (its square-root argument is then >= 1), and
  // the other three from off-diagonal sums and differences divided by it.
  const Matrix3<T> M = internal::MakeDerivativesCoherent(M_in);
  const T& m00 = M(0, 0);
  const T& m11 = M(1, 1);
  const T& m22 = M(2, 2);
  const T trace = m00 + m11 + m22;
  T w, x, y, z;
  if (trace >= m00 && trace >= m11 && trace >= m22) {
    w = sqrt(1 + trace) / 2;
    const T s = 0.25 / w;
    x = (M(2, 1) - M(1, 2)) * s;
    y = (M(0, 2) - M(2, 0)) * s;
    z = (M(1, 0) - M(0, 1)) * s;
  } else if (m00 >= m11 && m00 >= m22) {
    x = sqrt(1 + 2 * m00 - trace) / 2;
    const T s = 0.25 / x;
    w = (M(2, 1) - M(1, 2)) * s;
    y = (M(0, 1) + M(1, 0)) * s;
    z = (M(0, 2) + M(2, 0)) * s;
  } else if (m11 >= m22) {
    y = sqrt(1 + 2 * m11 - trace) / 2;
    const T s = 0.25 / y;
    w = (M(0, 2) - M(2, 0)) * s;
    x = (M(0, 1) + M(1, 0)) * s;
    z = (M(1, 2) + M(2, 1)) * s;
  } else {
    z = sqrt(1 + 2 * m22 - trace) / 2;
    const T s = 0.25 / z;
    w = (M(1, 0) - M(0, 1)) * s;
    x = (M(0, 2) + M(2, 0)) * s;
    y = (M(1, 2) + M(2, 1)) * s;
  }
  // Normalize (M may be slightly off orthonormal) and make w >= 0.
  const T norm = sqrt(w * w + x * x + y * y + z * z);
  const T scale = (w < 0 ? -1 : 1) / norm;
  return Eigen::Quaternion<T>(w * scale, x * scale, y * scale, z * scale);
}

template <typename T>
Eigen::AngleAxis<T> RotationMatrix<T>::ToAngleAxis() const {
  using std::atan2;
  using std::sqrt;
  const Eigen::Quaternion<T> q = ToQuaternion();
  const T sin_half_angle = q.vec().norm();
  if (ExtractDoubleOrThrow(sin_half_angle) == 0) {
    return Eigen::AngleAxis<T>(T(0), Vector3<T>::UnitX());
  }
  // w >= 0 puts the angle in [0, π].
  const T angle = 2 * atan2(sin_half_angle, q.w());
  return Eigen::AngleAxis<T>(angle, q.vec() / sin_half_angle);
}

template <typename T>
RollPitchYaw<T> RotationMatrix<T>::ToRollPitchYaw() const {
  return RollPitchYaw<T>(*this);
}

template <typename T>
void RotationMatrix<T>::ThrowIfNotValid(const Matrix3<T>& R,
                                        const char* caller) {
  // As in Drake, a symbolic matrix is not checked.
  if constexpr (!scalar_predicate<T>::is_bool) return;
  const Eigen::Matrix3d R_value = ExtractDoubleOrThrow(R);
  const char* problem = nullptr;
  std::string detail;
  if (!R_value.allFinite()) {
    problem = "it contains an element that is infinity or NaN";
  } else {
    const double measure =
        RotationMatrix<double>::GetMeasureOfOrthonormality(R_value);
    if (!(measure <= kInternalToleranceForOrthonormality)) {
      problem = "it is not orthonormal";
      detail = fmt::format(
          " The largest element of |R·Rᵀ − I| is {}, more than the tolerance "
          "{}. To find the closest rotation matrix use "
          "RotationMatrix::ProjectToRotationMatrix(); if it came from a "
          "quaternion or angle-axis, normalize that first.",
          measure, kInternalToleranceForOrthonormality);
    } else if (!(R_value.determinant() > 0)) {
      problem = "its determinant is negative (a left-handed basis)";
      detail = fmt::format(" det(R) = {}.", R_value.determinant());
    }
  }
  if (problem != nullptr) {
    throw std::logic_error(fmt::format(
        "{}: the matrix is not a valid rotation matrix: {}.{}\nR =\n{}", caller,
        problem, detail, fmt_eigen(R_value)));
  }
}

template <typename T>
std::ostream& operator<<(std::ostream& out, const RotationMatrix<T>& R) {
  return out << RollPitchYaw<T>(R);
}

template std::ostream& operator<<(std::ostream&, const RotationMatrix<double>&);
template std::ostream& operator<<(std::ostream&,
                                  const RotationMatrix<symbolic::Expression>&);
template std::ostream& operator<<(std::ostream&,
                                  const RotationMatrix<AutoDiffXd>&);

}  // namespace math
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::math::RotationMatrix)
